"""One SQLite database file: connection set-up, transactions, migrations, error mapping.

SQLite is a library in this process, not a server: its calls are short local transactions and
run on the calling thread, inside the async methods that need them. Nothing is pushed to a
thread pool. Files use WAL journaling, so readers never block the writer; writers wait up to
``timeout`` seconds for each other (``BEGIN IMMEDIATE``), so concurrent appends from several
processes are serialised, never lost.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from memvault.errors import BackendUnavailable, InvalidInput
from memvault.infra.migrations import MIGRATIONS_TABLE, Migrations

__all__ = ["SQLiteDatabase", "SQLiteMigrations"]

SQLiteMigrations = Migrations[Callable[[sqlite3.Connection], None]]

MEMORY = ":memory:"


class SQLiteDatabase:
    """A lazily opened connection to one SQLite file (or a private in-memory database).

    ``migrations`` are applied on first use. One object may serve many chat histories; it is
    safe to share between threads (calls are serialised by a lock).
    """

    def __init__(
        self, path: str | Path, migrations: list[SQLiteMigrations], *, timeout: float = 5.0
    ) -> None:
        if isinstance(path, bytes) or not isinstance(path, str | Path):
            raise InvalidInput("db_path", f"must be a path, not {type(path).__name__}")
        if str(path) == "":
            raise InvalidInput("db_path", "must not be empty")
        if "\0" in str(path):
            raise InvalidInput("db_path", "must not contain NUL characters")
        self.path = str(path)
        self.timeout = timeout
        self._migrations = migrations
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.RLock()

    @property
    def in_memory(self) -> bool:
        return self.path == MEMORY

    def _open(self) -> sqlite3.Connection:
        if self._conn is not None:
            return self._conn
        try:
            if not self.in_memory:
                Path(self.path).expanduser().parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(
                self.path, timeout=self.timeout, isolation_level=None, check_same_thread=False
            )
        except (sqlite3.Error, OSError) as exc:
            raise BackendUnavailable(f"cannot open SQLite database {self.path}: {exc}") from exc
        try:
            if not self.in_memory:
                _write_ahead_log(conn, self.timeout)
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("PRAGMA synchronous=NORMAL")
            self._migrate(conn)
        except sqlite3.DatabaseError as exc:
            conn.close()
            if "not a database" in str(exc):
                raise InvalidInput("db_path", f"{self.path} is not a SQLite database") from exc
            raise BackendUnavailable(f"cannot open SQLite database {self.path}: {exc}") from exc
        except BaseException:
            conn.close()
            raise
        self._conn = conn
        return conn

    def _migrate(self, conn: sqlite3.Connection) -> None:
        conn.execute(
            f"CREATE TABLE IF NOT EXISTS {MIGRATIONS_TABLE} ("
            " component TEXT NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL,"
            " PRIMARY KEY (component, name))"
        )
        for migrations in self._migrations:
            conn.execute("BEGIN IMMEDIATE")
            try:
                applied = [
                    row[0]
                    for row in conn.execute(
                        f"SELECT name FROM {MIGRATIONS_TABLE} WHERE component = ?",
                        (migrations.component,),
                    )
                ]
                for migration in migrations.pending(applied):
                    migration.apply(conn)
                    conn.execute(
                        f"INSERT INTO {MIGRATIONS_TABLE} VALUES (?, ?, ?)",
                        (migrations.component, migration.name, datetime.now(UTC).isoformat()),
                    )
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

    @contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        with self._lock, _mapped(self.path):
            yield self._open()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction: everything inside commits together or not at all."""
        with self._lock, _mapped(self.path):
            conn = self._open()
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


@contextmanager
def _mapped(path: str) -> Iterator[None]:
    try:
        yield
    except sqlite3.OperationalError as exc:
        raise BackendUnavailable(f"SQLite database {path}: {exc}") from exc


def _write_ahead_log(conn: sqlite3.Connection, timeout: float) -> None:
    """Put the file in WAL mode. SQLite answers "database is locked" at once, without its busy
    handler, while another connection writes; so this retries, within ``timeout`` like every
    other wait here (two processes opening a new file at once both get there)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.01)
