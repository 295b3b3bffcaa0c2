"""Chat histories in one SQLite file: many sessions per file, WAL, safe across processes."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

from memvault.core import validate as _validate
from memvault.core.chat import (
    HistoryBackend,
    check_limit,
    check_message,
    check_message_ids,
    check_messages,
    dumps,
    loads,
)
from memvault.core.types import Message
from memvault.infra.resource import AsyncResource
from memvault.infra.sqlite import (
    Durability,
    SQLiteDatabase,
    SQLiteMigrations,
    checked_durability,
)

__all__ = [
    "SQLiteChatHistory",
    "SQLiteSession",
    "SQLiteSessionCatalog",
    "sqlite_sessions",
]

TABLE = "memvault_chat_messages"

migrations = SQLiteMigrations("chat_history")


@migrations.register("0001_create_chat_messages")
def _create_chat_messages(conn: sqlite3.Connection) -> None:
    conn.execute(
        f"CREATE TABLE {TABLE} ("
        " seq INTEGER PRIMARY KEY AUTOINCREMENT,"
        " session_id TEXT NOT NULL,"
        " message_id TEXT NOT NULL,"
        " message TEXT NOT NULL,"
        " created_at TEXT NOT NULL)"
    )
    conn.execute(f"CREATE INDEX {TABLE}_session ON {TABLE} (session_id, seq)")


@migrations.register("0002_index_message_ids")
def _index_message_ids(conn: sqlite3.Connection) -> None:
    """What makes appends idempotent by message id fast (not unique: a file written before
    may hold one id twice, and stays readable)."""
    conn.execute(f"CREATE INDEX {TABLE}_message ON {TABLE} (session_id, message_id)")


def open_database(
    db_path: str | Path | SQLiteDatabase, durability: Durability
) -> tuple[SQLiteDatabase, bool]:
    """The database for ``db_path`` and whether the caller owns (and so closes) it; a
    database passed in keeps its own durability."""
    durability = checked_durability(durability)
    if isinstance(db_path, SQLiteDatabase):
        return db_path, False
    return SQLiteDatabase(db_path, [migrations], durability=durability), True


class _Closing(AsyncResource):
    _db: SQLiteDatabase
    _owns_db: bool

    def close(self) -> None:
        """Close the connection if this object opened it; it reopens on next use."""
        if self._owns_db:
            self._db.close()

    async def aclose(self) -> None:
        self.close()


class SQLiteChatHistory(_Closing):
    """The messages of one session, stored in a SQLite file that holds many sessions.

    ``db_path=":memory:"`` gives a private in-memory database that lives as long as this
    object. The connection opens on first use; ``close()`` (or ``async with``) releases it.
    ``durability`` is ``"normal"`` (a commit survives the process crashing) or ``"full"``
    (it survives a power loss too): see ``memvault.infra.sqlite``.
    """

    def __init__(
        self,
        db_path: str | Path | SQLiteDatabase = ":memory:",
        session_id: str = "default",
        *,
        durability: Durability = "normal",
    ) -> None:
        self.session_id = _validate.session_id(session_id)
        self._db, self._owns_db = open_database(db_path, durability)

    @property
    def db_path(self) -> str:
        return self._db.path

    async def add_message(self, message: Message) -> None:
        await self.add_messages([check_message(message)])

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Append ``messages`` in order, in one transaction; one whose id the session holds
        already is left out (so a retried write never duplicates)."""
        rows = [
            (self.session_id, m.id, dumps(m), m.created_at.isoformat(), self.session_id, m.id)
            for m in check_messages(messages)
        ]
        if not rows:
            return
        with self._db.transaction() as conn:
            conn.executemany(
                f"INSERT INTO {TABLE} (session_id, message_id, message, created_at)"
                f" SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM {TABLE}"
                " WHERE session_id = ? AND message_id = ?)",
                rows,
            )

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        limit = check_limit(limit)
        with self._db.read() as conn:
            rows = conn.execute(
                f"SELECT message FROM (SELECT seq, message FROM {TABLE} WHERE session_id = ?"
                " ORDER BY seq DESC LIMIT ?) ORDER BY seq",
                (self.session_id, -1 if limit is None else limit),
            ).fetchall()
        return [loads(row[0]) for row in rows]

    async def pop_message(self) -> Message | None:
        """Remove the newest message and return it (``None`` when there is none), in one
        transaction."""
        with self._db.transaction() as conn:
            row = conn.execute(
                f"DELETE FROM {TABLE} WHERE seq = (SELECT max(seq) FROM {TABLE}"
                " WHERE session_id = ?) RETURNING message",
                (self.session_id,),
            ).fetchone()
        return None if row is None else loads(row[0])

    async def remove_messages(self, message_ids: Sequence[str]) -> list[Message]:
        """Remove the messages with these ids, in one transaction; them, oldest first."""
        ids = check_message_ids(message_ids)
        removed: list[tuple[int, str]] = []
        with self._db.transaction() as conn:
            for at in range(0, len(ids), 500):
                chunk = ids[at : at + 500]
                removed += conn.execute(
                    f"DELETE FROM {TABLE} WHERE session_id = ? AND message_id IN"
                    f" ({','.join('?' * len(chunk))}) RETURNING seq, message",
                    (self.session_id, *chunk),
                ).fetchall()
        return [loads(message) for _, message in sorted(removed)]

    async def clear(self) -> None:
        with self._db.transaction() as conn:
            conn.execute(f"DELETE FROM {TABLE} WHERE session_id = ?", (self.session_id,))

    def __repr__(self) -> str:
        return f"SQLiteChatHistory({self.db_path!r}, session_id={self.session_id!r})"


SQLiteSession = SQLiteChatHistory
"""The same class under the name other agent frameworks use for it."""


class SQLiteSessionCatalog(_Closing):
    """Lists and deletes the sessions stored in one SQLite file."""

    def __init__(
        self, db_path: str | Path | SQLiteDatabase, *, durability: Durability = "normal"
    ) -> None:
        self._db, self._owns_db = open_database(db_path, durability)

    async def list_sessions(self) -> list[str]:
        with self._db.read() as conn:
            rows = conn.execute(f"SELECT DISTINCT session_id FROM {TABLE} ORDER BY 1").fetchall()
        return [row[0] for row in rows]

    async def delete_session(self, session_id: str) -> None:
        session_id = _validate.session_id(session_id)
        with self._db.transaction() as conn:
            conn.execute(f"DELETE FROM {TABLE} WHERE session_id = ?", (session_id,))


def sqlite_sessions(db_path: str | Path, *, durability: Durability = "normal") -> HistoryBackend:
    """Every session's history over one connection to the SQLite file ``db_path``."""
    db = SQLiteDatabase(db_path, [migrations], durability=durability)
    return HistoryBackend(
        lambda session_id: SQLiteChatHistory(db, session_id), SQLiteSessionCatalog(db), db.close
    )
