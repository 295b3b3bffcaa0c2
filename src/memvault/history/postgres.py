"""Chat histories in PostgreSQL: many sessions per table, one pool shared by many histories.

Each message is one row of ``table`` (default ``memvault_chat_messages``): an identity ``seq``
gives the order, ``message`` holds the message as ``jsonb``. The table is created by a migration
recorded under the component ``chat_history:<table>``, so several tables can live side by side
in one database. Writers in many processes may append to one session at once: nothing is lost,
each writer's messages keep their order, and a batch is contiguous (a tool call stays next to
its result): a writer holds a transaction-level advisory lock of its table and session while
it appends, so no other writer's message takes a ``seq`` inside its batch.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

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
from memvault.errors import InvalidInput
from memvault.infra.postgres import (
    PostgresDatabase,
    PostgresMigrations,
    PostgresTimeouts,
    compose,
    fetch_all,
    identifier,
)
from memvault.infra.resource import AsyncResource

if TYPE_CHECKING:
    from psycopg import AsyncConnection
    from psycopg_pool import AsyncConnectionPool

__all__ = ["PostgresChatHistory", "PostgresSessionCatalog", "PostgresTimeouts", "postgres_sessions"]

TABLE = "memvault_chat_messages"


def chat_migrations(table: str) -> PostgresMigrations:
    """The migrations of the chat table ``table`` (an already checked identifier)."""
    migrations = PostgresMigrations(f"chat_history:{table}")

    @migrations.register("0001_create_chat_messages")
    async def _create_chat_messages(conn: AsyncConnection[Any]) -> None:
        await conn.execute(
            compose(
                "CREATE TABLE {table} ("
                " seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
                " session_id text NOT NULL,"
                " message_id text NOT NULL,"
                " message jsonb NOT NULL,"
                " created_at timestamptz NOT NULL)",
                table=table,
            )
        )
        # PostgreSQL names the index, so long table names cannot collide once truncated.
        await conn.execute(compose("CREATE INDEX ON {table} (session_id, seq)", table=table))

    @migrations.register("0002_index_message_ids")
    async def _index_message_ids(conn: AsyncConnection[Any]) -> None:
        """What makes appends idempotent by message id fast (not unique: a table written
        before may hold one id twice, and stays readable)."""
        await conn.execute(compose("CREATE INDEX ON {table} (session_id, message_id)", table=table))

    return migrations


def open_database(
    dsn: str | None,
    pool: AsyncConnectionPool[Any] | PostgresDatabase | None,
    table: str,
    connect_timeout: float,
    timeouts: PostgresTimeouts | None = None,
) -> tuple[PostgresDatabase, bool]:
    """The database to use and whether the caller created (and so closes) it.

    A ``PostgresDatabase`` passed as ``pool`` is shared as it is (its own timeouts apply);
    otherwise a new one is built on ``dsn`` or on the caller's pool.
    """
    if isinstance(pool, PostgresDatabase):
        if dsn is not None:
            raise InvalidInput("dsn", "give exactly one of dsn and pool; both were given")
        db, owned = pool, False
    else:
        db = PostgresDatabase(dsn, pool=pool, connect_timeout=connect_timeout, timeouts=timeouts)
        owned = True
    db.require(chat_migrations(table))
    return db, owned


class _Closing(AsyncResource):
    _db: PostgresDatabase
    _owns_db: bool

    async def aclose(self) -> None:
        """Close the pool if this object opened it from a DSN; it reopens on next use."""
        if self._owns_db:
            await self._db.aclose()


class PostgresChatHistory(_Closing):
    """The messages of one session, stored in a PostgreSQL table that holds many sessions.

    Give exactly one of ``dsn`` (this object opens a pool on first use and closes it in
    ``aclose``) or ``pool``: an open ``psycopg_pool.AsyncConnectionPool`` that stays the
    caller's, or a ``PostgresDatabase`` shared with other histories. ``timeouts`` bound
    every call (``PostgresTimeouts``; or ``*_timeout`` options in the DSN's query).
    """

    def __init__(
        self,
        session_id: str,
        dsn: str | None = None,
        *,
        pool: AsyncConnectionPool[Any] | PostgresDatabase | None = None,
        table: str = TABLE,
        connect_timeout: float = 5.0,
        timeouts: PostgresTimeouts | None = None,
    ) -> None:
        self.session_id = _validate.session_id(session_id)
        self.table = identifier("table", table)
        self._db, self._owns_db = open_database(dsn, pool, self.table, connect_timeout, timeouts)

    async def add_message(self, message: Message) -> None:
        await self.add_messages([check_message(message)])

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Append ``messages`` in order, in one transaction: all of them or none, next to
        each other (under the session's advisory lock, see the module's docstring). One
        whose id the session holds already is left out, so a retried write never
        duplicates (the lock makes the check and the append one step)."""
        rows = [
            (self.session_id, m.id, dumps(m), m.created_at, self.session_id, m.id)
            for m in check_messages(messages)
        ]
        if not rows:
            return
        query = compose(
            "INSERT INTO {table} (session_id, message_id, message, created_at)"
            " SELECT %s, %s, %s::jsonb, %s WHERE NOT EXISTS (SELECT 1 FROM {table}"
            " WHERE session_id = %s AND message_id = %s)",
            table=self.table,
        )
        async with self._db.transaction() as conn, conn.cursor() as cur:
            await cur.execute(
                "SELECT pg_advisory_xact_lock(%s)", (_session_lock(self.table, self.session_id),)
            )
            await cur.executemany(query, rows)

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        """The newest ``limit`` messages (all when ``None``), oldest first."""
        limit = check_limit(limit)
        query = compose(
            "SELECT message::text FROM (SELECT seq, message FROM {table}"
            " WHERE session_id = %s ORDER BY seq DESC LIMIT %s) AS newest ORDER BY seq",
            table=self.table,
        )
        async with self._db.connection() as conn:
            rows = await fetch_all(conn, query, (self.session_id, limit))
        return [loads(row[0]) for row in rows]

    async def pop_message(self) -> Message | None:
        """Remove the newest message and return it (``None`` when there is none), under the
        session's lock, so two pops take two messages."""
        query = compose(
            "DELETE FROM {table} WHERE seq = (SELECT max(seq) FROM {table}"
            " WHERE session_id = %s) RETURNING message::text",
            table=self.table,
        )
        async with self._db.transaction() as conn, conn.cursor() as cur:
            await cur.execute(
                "SELECT pg_advisory_xact_lock(%s)", (_session_lock(self.table, self.session_id),)
            )
            await cur.execute(query, (self.session_id,))
            row = await cur.fetchone()
        return None if row is None else loads(row[0])

    async def remove_messages(self, message_ids: Sequence[str]) -> list[Message]:
        """Remove the messages with these ids, in one transaction under the session's lock;
        them, oldest first."""
        ids = check_message_ids(message_ids)
        query = compose(
            "DELETE FROM {table} WHERE session_id = %s AND message_id = ANY(%s)"
            " RETURNING seq, message::text",
            table=self.table,
        )
        async with self._db.transaction() as conn, conn.cursor() as cur:
            await cur.execute(
                "SELECT pg_advisory_xact_lock(%s)", (_session_lock(self.table, self.session_id),)
            )
            await cur.execute(query, (self.session_id, ids))
            rows = await cur.fetchall()
        return [loads(message) for _, message in sorted(rows)]

    async def clear(self) -> None:
        async with self._db.transaction() as conn:
            await _delete_session(conn, self.table, self.session_id)

    def __repr__(self) -> str:
        return (
            f"PostgresChatHistory({self.session_id!r}, table={self.table!r},"
            f" where={self._db.where!r})"
        )


class PostgresSessionCatalog(_Closing):
    """Lists and deletes the sessions stored in one PostgreSQL chat table."""

    def __init__(
        self,
        dsn: str | None = None,
        *,
        pool: AsyncConnectionPool[Any] | PostgresDatabase | None = None,
        table: str = TABLE,
        connect_timeout: float = 5.0,
        timeouts: PostgresTimeouts | None = None,
    ) -> None:
        self.table = identifier("table", table)
        self._db, self._owns_db = open_database(dsn, pool, self.table, connect_timeout, timeouts)

    async def list_sessions(self) -> list[str]:
        """Ids of the sessions that hold at least one message, sorted as Python sorts."""
        query = compose("SELECT DISTINCT session_id FROM {table}", table=self.table)
        async with self._db.connection() as conn:
            rows = await fetch_all(conn, query)
        return sorted(row[0] for row in rows)

    async def delete_session(self, session_id: str) -> None:
        session_id = _validate.session_id(session_id)
        async with self._db.transaction() as conn:
            await _delete_session(conn, self.table, session_id)


def _session_lock(table: str, session_id: str) -> int:
    """The advisory lock of a session's appends: 64 bits of a hash of table and session."""
    raw = f"memvault chat\x00{table}\x00{session_id}".encode()
    return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "big", signed=True)


async def _delete_session(conn: AsyncConnection[Any], table: str, session_id: str) -> None:
    await conn.execute(
        compose("DELETE FROM {table} WHERE session_id = %s", table=table), (session_id,)
    )


def postgres_sessions(
    dsn: str | None = None,
    *,
    pool: AsyncConnectionPool[Any] | PostgresDatabase | None = None,
    table: str = TABLE,
    connect_timeout: float = 5.0,
    timeouts: PostgresTimeouts | None = None,
) -> HistoryBackend:
    """Every session's history (and the catalog) over one pool: opened on first use from
    ``dsn`` and closed by ``close``, or the caller's ``pool`` (or ``PostgresDatabase``), left
    open."""
    table = identifier("table", table)
    db, owned = open_database(dsn, pool, table, connect_timeout, timeouts)
    return HistoryBackend(
        lambda session_id: PostgresChatHistory(session_id, pool=db, table=table),
        PostgresSessionCatalog(pool=db, table=table),
        db.aclose if owned else None,
    )
