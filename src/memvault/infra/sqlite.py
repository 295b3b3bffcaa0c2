"""One SQLite database file: connection set-up, transactions, migrations, error mapping.

SQLite is a library in this process, not a server: its calls are short local transactions and
run on the calling thread, inside the async methods that need them. Nothing is pushed to a
thread pool. Files use WAL journaling, so readers never block the writer nor wait for it;
writers wait up to ``timeout`` seconds for each other (``BEGIN IMMEDIATE``), so concurrent
appends from several processes are serialised, never lost.

Opening a file takes no write lock unless something must be written: the journal mode is set
only when it is not WAL yet, and the migrations take the lock only when one is pending. So a
file at the current version opens and reads while another process holds a long write.

A file this process may read but not write (its permissions, its folder's, a read-only
mount) is opened read-only: reads work, and a write raises ``InvalidInput`` naming
``db_path``. Such a file must be at the current schema version (nothing can be migrated).
If SQLite cannot even create the WAL's shared-memory file beside it, the file is opened as
immutable: what another process writes to it meanwhile is not seen.

``durability`` chooses what a commit survives (``PRAGMA synchronous``):

* ``"normal"`` (the default): a committed transaction survives the process crashing or being
  killed; after a power loss or an operating-system crash the last commits before it may be
  rolled back (never half applied: the file stays consistent). WAL commits do not wait for
  the disk, which makes small writes several times faster.
* ``"full"``: every commit waits until the disk has it (an ``fsync`` of the WAL), so it
  survives a power loss too, on storage that honours ``fsync``.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal
from urllib.parse import quote

from memvault.errors import BackendUnavailable, InvalidInput, MemvaultError, SchemaVersionError
from memvault.infra.migrations import MIGRATIONS_TABLE, Migration, Migrations

__all__ = ["DURABILITY", "Durability", "SQLiteDatabase", "SQLiteMigrations", "checked_durability"]

SQLiteMigrations = Migrations[Callable[[sqlite3.Connection], None]]

MEMORY = ":memory:"

Durability = Literal["normal", "full"]
DURABILITY: dict[str, str] = {"normal": "NORMAL", "full": "FULL"}
"""Each ``durability`` and the ``PRAGMA synchronous`` it sets (see the module docstring)."""


def checked_durability(value: object) -> Durability:
    """``value`` if it is one of ``DURABILITY``'s names, else ``InvalidInput``."""
    if not isinstance(value, str) or value not in DURABILITY:
        allowed = " or ".join(repr(name) for name in DURABILITY)
        raise InvalidInput("durability", f"must be {allowed}, not {value!r:.50}")
    return "full" if value == "full" else "normal"


class SQLiteDatabase:
    """A lazily opened connection to one SQLite file (or a private in-memory database).

    ``migrations`` are applied on first use. One object may serve many chat histories; it is
    safe to share between threads (calls are serialised by a lock). ``durability`` is
    ``"normal"`` or ``"full"`` (see the module docstring).
    """

    def __init__(
        self,
        path: str | Path,
        migrations: list[SQLiteMigrations],
        *,
        timeout: float = 5.0,
        durability: Durability = "normal",
    ) -> None:
        if isinstance(path, bytes) or not isinstance(path, str | Path):
            raise InvalidInput("db_path", f"must be a path, not {type(path).__name__}")
        if str(path) == "":
            raise InvalidInput("db_path", "must not be empty")
        if "\0" in str(path):
            raise InvalidInput("db_path", "must not contain NUL characters")
        self.path = str(path)
        self.timeout = timeout
        self.durability = checked_durability(durability)
        self._migrations = migrations
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.RLock()
        self.read_only = False
        """Whether the file was opened read-only (known once it is open)."""

    @property
    def in_memory(self) -> bool:
        return self.path == MEMORY

    def exists(self) -> bool:
        """Whether there is a database to open (in memory: always; else the file)."""
        return self.in_memory or Path(self.path).expanduser().exists()

    def _open(self) -> sqlite3.Connection:
        if self._conn is not None:
            return self._conn
        try:
            conn = self._set_up(self._connect(None), writable=True)
        except sqlite3.OperationalError as exc:
            if not _cannot_write(exc) or not Path(self.path).expanduser().is_file():
                raise self._unavailable(exc) from exc
            conn = self._open_read_only()
        self._conn = conn
        return conn

    def _connect(self, mode: str | None) -> sqlite3.Connection:
        """A connection to the file, opened for writing (``mode`` ``None``) or with the URI
        parameters ``mode`` (``"mode=ro"``, ``"mode=ro&immutable=1"``)."""
        try:
            if mode is None:
                if not self.in_memory:
                    Path(self.path).expanduser().parent.mkdir(parents=True, exist_ok=True)
                target, uri = self.path, False
            else:
                location = quote(str(Path(self.path).expanduser().absolute()))
                target, uri = f"file:{location}?{mode}", True
            return sqlite3.connect(
                target, timeout=self.timeout, isolation_level=None, check_same_thread=False,
                uri=uri,
            )  # fmt: skip
        except (sqlite3.Error, OSError) as exc:
            raise self._unavailable(exc) from exc

    def _set_up(self, conn: sqlite3.Connection, *, writable: bool) -> sqlite3.Connection:
        """``conn`` once its pragmas are set and the schema is checked (and, ``writable``,
        migrated); closed on any error, which propagates as it is (``sqlite3`` errors other
        than "read-only" ones are mapped)."""
        try:
            if writable and not self.in_memory:
                _write_ahead_log(conn, self.timeout)
            conn.execute("PRAGMA foreign_keys=ON")
            if writable:
                conn.execute(f"PRAGMA synchronous={DURABILITY[self.durability]}")
                self._migrate(conn)
            elif any(_pending(conn, migrations) for migrations in self._migrations):
                raise SchemaVersionError(
                    f"{self.path} is read-only and needs migrating to this memvault version;"
                    " open it once where it can be written"
                )
        except sqlite3.OperationalError as exc:
            conn.close()
            if writable and _cannot_write(exc):
                raise
            raise self._unavailable(exc) from exc
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise self._unavailable(exc) from exc
        except BaseException:
            conn.close()
            raise
        return conn

    def _open_read_only(self) -> sqlite3.Connection:
        """The file opened for reading only (see the module docstring): first sharing the
        WAL with writers, else, when not even that can be created, as immutable."""
        try:
            conn = self._set_up(self._connect("mode=ro"), writable=False)
        except BackendUnavailable:
            conn = self._set_up(self._connect("mode=ro&immutable=1"), writable=False)
        self.read_only = True
        return conn

    def _unavailable(self, exc: sqlite3.Error | OSError) -> MemvaultError:
        if "not a database" in str(exc):
            return InvalidInput("db_path", f"{self.path} is not a SQLite database")
        return BackendUnavailable(f"cannot open SQLite database {self.path}: {exc}")

    def _migrate(self, conn: sqlite3.Connection) -> None:
        """Apply the pending migrations, each component in its own transaction. Which are
        pending is read first without a lock: a file at the current version is only read
        (the write lock would wait behind another process's long write)."""
        if not any(_pending(conn, migrations) for migrations in self._migrations):
            return
        conn.execute(
            f"CREATE TABLE IF NOT EXISTS {MIGRATIONS_TABLE} ("
            " component TEXT NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL,"
            " PRIMARY KEY (component, name))"
        )
        for migrations in self._migrations:
            conn.execute("BEGIN IMMEDIATE")
            try:
                for migration in _pending(conn, migrations):
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
            if self.read_only:
                raise InvalidInput("db_path", f"{self.path} is read-only: cannot write to it")
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


def _pending(
    conn: sqlite3.Connection, migrations: SQLiteMigrations
) -> list[Migration[Callable[[sqlite3.Connection], None]]]:
    """The migrations of one component the file has not applied yet (all of them in a file
    without the migrations table); raises ``SchemaVersionError`` for a newer file."""
    found = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (MIGRATIONS_TABLE,)
    ).fetchone()
    applied = (
        []
        if found is None
        else [
            row[0]
            for row in conn.execute(
                f"SELECT name FROM {MIGRATIONS_TABLE} WHERE component = ?",
                (migrations.component,),
            )
        ]
    )
    return migrations.pending(applied)


def _cannot_write(exc: sqlite3.OperationalError) -> bool:
    """Whether ``exc`` says the file (or its folder, for the WAL's files) is not writable."""
    text = str(exc)
    return "readonly" in text or "read-only" in text or "unable to open" in text


@contextmanager
def _mapped(path: str) -> Iterator[None]:
    try:
        yield
    except sqlite3.OperationalError as exc:
        if "readonly" in str(exc):  # SQLite opened a file it may not write read-only
            raise InvalidInput("db_path", f"{path} is read-only: cannot write to it") from exc
        raise BackendUnavailable(f"SQLite database {path}: {exc}") from exc


def _write_ahead_log(conn: sqlite3.Connection, timeout: float) -> None:
    """Put the file in WAL mode, unless it is already (reading the mode takes no lock;
    setting it does). SQLite answers "database is locked" at once, without its busy
    handler, while another connection writes; so this retries, within ``timeout`` like every
    other wait here (two processes opening a new file at once both get there)."""
    if str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower() == "wal":
        return
    deadline = time.monotonic() + timeout
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.01)
