"""One PostgreSQL database reached through a connection pool: migrations, transactions, errors.

A ``PostgresDatabase`` either owns a ``psycopg_pool.AsyncConnectionPool`` that it opens from a
DSN on first use (and closes in ``aclose``), or borrows a pool the caller opened (and never
closes it). Several components (chat histories, a vector store, ...) can share one object: each
adds its ``Migrations`` with ``require`` and they are applied before the next connection is
handed out.

Migrations are recorded in ``memvault_migrations(component, name, applied_at)``. Each one runs
in its own transaction together with its record, under ``pg_advisory_xact_lock``, so processes
starting at once apply it exactly once. A recorded name this version does not know raises
``SchemaVersionError``.

Every call is bounded in time: a wait for a connection by ``connect_timeout`` seconds, and
each use of one by ``PostgresTimeouts`` (``statement_timeout`` and ``lock_timeout`` on the
server, the client's ``operation_timeout`` over a network that stopped answering; see
``postgres_timeouts``). psycopg's failures become memvault's errors in ``postgres_errors``:
``BackendUnavailable`` saying why (which limit expired, which database or role is missing, ...)
and whether a retry can help, naming host and port only; psycopg's own text stays in the
exception chain, and the DSN (which may hold a password) is never shown.

A pool this object opened is closed when the event loop that opened it shuts down, if
``aclose`` was not called before: psycopg_pool's workers swallow the cancellation
``asyncio.run`` sends them at exit, so an unclosed pool kept the process from exiting.

psycopg is an optional extra (``memvault[postgres]``): it is imported inside functions, and a
missing install raises ``MissingDependency`` when a database object is built.
"""

from __future__ import annotations

import asyncio
import math
import re
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, LiteralString

from memvault.core import validate as _validate
from memvault.errors import BackendUnavailable, InvalidInput, MissingDependency
from memvault.infra.migrations import MIGRATIONS_TABLE, Migrations
from memvault.infra.postgres_errors import Limits, mapped_error
from memvault.infra.postgres_pool import RETURNED, close_at_loop_end, configure, new_pool
from memvault.infra.postgres_timeouts import PostgresTimeouts, Watchdog, split_timeouts
from memvault.infra.resource import AsyncResource

if TYPE_CHECKING:
    from psycopg import AsyncConnection, sql
    from psycopg.abc import Params, QueryNoTemplate
    from psycopg_pool import AsyncConnectionPool

__all__ = [
    "PostgresDatabase",
    "PostgresMigrations",
    "PostgresTimeouts",
    "compose",
    "fetch_all",
    "identifier",
    "require_psycopg",
]

PostgresMigrations = Migrations[Callable[["AsyncConnection[Any]"], Awaitable[None]]]

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,62}")
_LOCK_KEY = int.from_bytes(b"memvault", "big")  # the advisory lock that serialises migrations


def require_psycopg() -> None:
    """Raise ``MissingDependency`` unless psycopg and psycopg-pool can be imported."""
    try:
        import psycopg  # noqa: F401
    except ImportError as exc:
        raise MissingDependency("psycopg", "postgres") from exc
    try:
        import psycopg_pool  # noqa: F401
    except ImportError as exc:
        raise MissingDependency("psycopg-pool", "postgres") from exc


def identifier(field: str, value: object) -> str:
    """``value`` if it is a plain SQL identifier (a letter or ``_``, then up to 62 more)."""
    if not isinstance(value, str):
        raise InvalidInput(field, f"must be a string, not {type(value).__name__}")
    if not _IDENTIFIER.fullmatch(value):
        raise InvalidInput(
            field, "must be 1-63 ASCII letters, digits or _, and not start with a digit"
        )
    return value


def compose(template: LiteralString, **identifiers: str) -> sql.Composed:
    """SQL from a constant ``template`` whose ``{name}`` fields are quoted identifiers."""
    from psycopg import sql

    quoted = {name: sql.Identifier(value) for name, value in identifiers.items()}
    return sql.SQL(template).format(**quoted)


async def fetch_all(
    conn: AsyncConnection[Any], query: QueryNoTemplate, params: Params | None = None
) -> list[tuple[Any, ...]]:
    """All rows of ``query`` as tuples, whatever row factory the connection was given."""
    from psycopg.rows import tuple_row

    async with conn.cursor(row_factory=tuple_row) as cur:
        await cur.execute(query, params)
        return await cur.fetchall()


class PostgresDatabase(AsyncResource):
    """A PostgreSQL database behind a pool, with its schema migrated on first use.

    Give exactly one of ``dsn`` (a pool is created on first use and closed by ``aclose``; it
    reopens on next use) or ``pool`` (an open ``AsyncConnectionPool`` the caller owns and
    closes). ``connect_timeout`` bounds, in seconds, every wait for a connection;
    ``timeouts`` every use of one (the defaults of ``PostgresTimeouts`` unless given, here or
    as ``*_timeout`` options in the DSN's query, not both). The connections of a caller's pool
    keep their session settings: ``statement`` and ``lock`` then bound transactions only.
    """

    def __init__(
        self,
        dsn: str | None = None,
        migrations: Iterable[PostgresMigrations] = (),
        *,
        pool: AsyncConnectionPool[Any] | None = None,
        connect_timeout: float = 5.0,
        timeouts: PostgresTimeouts | None = None,
    ) -> None:
        require_psycopg()
        self.connect_timeout = _check_timeout(connect_timeout)
        dsn, self.timeouts = _timeouts(dsn, timeouts)
        self._dsn, self._pool, self.where = _source(dsn, pool)
        self._migrations: dict[str, PostgresMigrations] = {}
        self._migrated: set[str] = set()
        self._lock = asyncio.Lock()
        self._watchdogs: weakref.WeakKeyDictionary[Any, Watchdog] = weakref.WeakKeyDictionary()
        self._closer: asyncio.Task[None] | None = None
        for item in migrations:
            self.require(item)

    @property
    def owns_pool(self) -> bool:
        """Whether this object created its pool (and so closes it)."""
        return self._dsn is not None

    def require(self, migrations: PostgresMigrations) -> None:
        """Apply ``migrations`` before the next connection is handed out (once per component)."""
        self._migrations.setdefault(migrations.component, migrations)

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[AsyncConnection[Any]]:
        """A connection from the pool, with this object's timeouts set, given back within
        ``timeouts.operation`` seconds (else its socket is shut down, see ``Watchdog``).
        Failures raise memvault's errors (``postgres_errors``)."""
        dog: Watchdog | None = None
        try:
            pool = await self._ready()
            async with pool.connection(timeout=self.connect_timeout) as conn:
                with Watchdog(conn, self.timeouts.operation) as dog:
                    self._watchdogs[conn] = dog
                    try:
                        if self.owns_pool:  # a caller's connections keep their settings
                            await configure(conn, self.timeouts)
                        yield conn
                    finally:
                        RETURNED[conn] = time.monotonic()
        except Exception as exc:
            mapped = self._mapped(exc, dog)
            if mapped is exc:
                raise
            raise mapped from exc

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[AsyncConnection[Any]]:
        """A connection inside a transaction: everything in it commits together or not at all
        (a call that fails or times out inside it writes nothing). On a caller's pool, whose
        sessions memvault leaves as they are, the timeouts are set for the transaction only."""
        async with self.connection() as conn, conn.transaction():
            if not self.owns_pool:
                await conn.execute(
                    "SELECT set_config('statement_timeout', %s, true),"
                    " set_config('lock_timeout', %s, true)",
                    self.timeouts.settings(),
                )
            yield conn

    async def maintenance(self, conn: AsyncConnection[Any]) -> None:
        """Let the rest of ``conn``'s transaction run under ``timeouts.maintenance`` instead
        of the statement and operation timeouts: for re-embedding or building an index."""
        dog = self._watchdogs.get(conn)
        if dog is not None:
            dog.extend(self.timeouts.maintenance)
        statement, _ = self.timeouts.settings(maintenance=True)
        await conn.execute("SELECT set_config('statement_timeout', %s, true)", (statement,))

    async def aclose(self) -> None:
        """Close the pool if this object created it. A caller's pool is left open."""
        async with self._lock:
            if self._closer is not None:
                self._closer.cancel()
                self._closer = None
            if self.owns_pool and self._pool is not None:
                pool, self._pool = self._pool, None
                await pool.close()

    def __repr__(self) -> str:
        return f"PostgresDatabase(where={self.where!r}, owns_pool={self.owns_pool})"

    async def _ready(self) -> AsyncConnectionPool[Any]:
        """The open pool, after every required migration has been applied."""
        pool = self._pool
        if pool is not None and self._migrated.issuperset(self._migrations):
            return pool
        async with self._lock:
            pool = await self._open_pool()
            todo = [m for c, m in self._migrations.items() if c not in self._migrated]
            if todo:
                async with pool.connection(timeout=self.connect_timeout) as conn:
                    with Watchdog(conn, self.timeouts.maintenance):
                        for migrations in todo:
                            await _migrate(conn, migrations, self.timeouts)
                            self._migrated.add(migrations.component)
        return pool

    async def _open_pool(self) -> AsyncConnectionPool[Any]:
        if self._pool is not None:
            if self._pool.closed:
                raise InvalidInput("pool", "is closed; open it (await pool.open()) before use")
            return self._pool
        assert self._dsn is not None  # no pool yet means this object owns one
        await self._probe(self._dsn)
        pool = new_pool(self._dsn, self.connect_timeout, name=f"memvault {self.where}")
        try:
            await pool.open(wait=True, timeout=self.connect_timeout)
        except BaseException:
            await pool.close()
            raise
        self._pool = pool
        self._closer = asyncio.get_running_loop().create_task(close_at_loop_end(pool))
        return pool

    async def _probe(self, dsn: str) -> None:
        """Connect once before the pool does, so that a failure comes within the timeout
        (libpq waits at least 2 s) and carries libpq's reason in its chain (the pool only
        logs it)."""
        import psycopg

        try:
            async with asyncio.timeout(self.connect_timeout):
                conn = await psycopg.AsyncConnection.connect(dsn, autocommit=True)
        except TimeoutError as exc:
            raise BackendUnavailable(self._unreachable()) from exc
        await conn.close()

    def _unreachable(self) -> str:
        return (
            f"cannot reach PostgreSQL at {self.where}: no connection within"
            f" {self.connect_timeout:g} s (connect_timeout); the call can be retried"
        )

    def _mapped(self, exc: Exception, dog: Watchdog | None) -> Exception:
        """What ``exc``, raised while using a connection guarded by ``dog``, becomes."""
        import psycopg
        from psycopg_pool import PoolTimeout

        if isinstance(exc, PoolTimeout):
            return BackendUnavailable(self._unreachable())
        if not isinstance(exc, psycopg.Error):
            return exc
        t = self.timeouts
        statement = t.maintenance if dog is not None and dog.extended else t.statement
        limits = Limits(
            statement=statement,
            lock=t.lock,
            operation=dog.seconds if dog is not None else t.operation,
            operation_expired=dog is not None and dog.fired,
        )
        return mapped_error(exc, self.where, limits) or exc


async def _migrate(
    conn: AsyncConnection[Any], migrations: PostgresMigrations, timeouts: PostgresTimeouts
) -> None:
    """Apply each pending migration of one component in its own transaction, with its
    record, each bounded by ``timeouts.maintenance`` (it may rewrite a large table, or wait
    for another process that does)."""
    bound = timeouts.settings(maintenance=True)[0]
    while True:
        async with conn.transaction():
            await conn.execute(
                "SELECT set_config('statement_timeout', %s, true),"
                " set_config('lock_timeout', %s, true)",
                (bound, bound),
            )
            await conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
            await _create_migrations_table(conn)
            rows = await fetch_all(
                conn,
                compose("SELECT name FROM {table} WHERE component = %s", table=MIGRATIONS_TABLE),
                (migrations.component,),
            )
            pending = migrations.pending(row[0] for row in rows)
            if not pending:
                return
            await pending[0].apply(conn)
            await conn.execute(
                compose("INSERT INTO {table} VALUES (%s, %s, now())", table=MIGRATIONS_TABLE),
                (migrations.component, pending[0].name),
            )


async def _create_migrations_table(conn: AsyncConnection[Any]) -> None:
    # Checked first rather than CREATE ... IF NOT EXISTS, which needs the CREATE privilege.
    rows = await fetch_all(conn, "SELECT to_regclass(%s) IS NULL", (MIGRATIONS_TABLE,))
    if rows[0][0]:
        await conn.execute(
            compose(
                "CREATE TABLE {table} (component text NOT NULL, name text NOT NULL,"
                " applied_at timestamptz NOT NULL, PRIMARY KEY (component, name))",
                table=MIGRATIONS_TABLE,
            )
        )


def _timeouts(
    dsn: str | None, given: PostgresTimeouts | None
) -> tuple[str | None, PostgresTimeouts]:
    """``dsn`` without its ``*_timeout`` options, and the timeouts: ``given``, or those
    options over the defaults."""
    if given is not None and not isinstance(given, PostgresTimeouts):
        raise InvalidInput("timeouts", f"must be PostgresTimeouts, not {type(given).__name__}")
    if not isinstance(dsn, str):
        return dsn, given or PostgresTimeouts()
    dsn, options = split_timeouts(dsn)
    if given is not None and options:
        raise InvalidInput("timeouts", "are given both here and in the DSN; give them once")
    return dsn, given or PostgresTimeouts(**options)


def _check_timeout(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput("connect_timeout", f"must be a number, not {type(value).__name__}")
    if not math.isfinite(value) or value <= 0:
        raise InvalidInput("connect_timeout", "must be a positive number of seconds")
    return float(value)


def _source(dsn: object, pool: object) -> tuple[str | None, AsyncConnectionPool[Any] | None, str]:
    """The DSN or the pool (exactly one), and the ``host:port`` they reach."""
    if (dsn is None) == (pool is None):
        problem = "both were given" if dsn is not None else "neither was given"
        raise InvalidInput("dsn", f"give exactly one of dsn and pool; {problem}")
    if dsn is not None:
        checked = _validate.text("dsn", dsn)
        return checked, None, _where(_parse_dsn(checked))
    from psycopg_pool import AsyncConnectionPool

    if not isinstance(pool, AsyncConnectionPool):
        raise InvalidInput(
            "pool", f"must be a psycopg_pool.AsyncConnectionPool, not {type(pool).__name__}"
        )
    return None, pool, _pool_where(pool)


def _parse_dsn(dsn: str) -> dict[str, Any]:
    import psycopg
    from psycopg.conninfo import conninfo_to_dict

    try:
        return conninfo_to_dict(dsn)
    except psycopg.ProgrammingError:
        # libpq's message quotes the whole string, password included: leave it out.
        raise InvalidInput("dsn", "is not a valid PostgreSQL connection string") from None


def _pool_where(pool: AsyncConnectionPool[Any]) -> str:
    if not isinstance(pool.conninfo, str):
        return "the host the pool's conninfo function names"
    params = _parse_dsn(pool.conninfo)
    if isinstance(pool.kwargs, dict):
        params.update({k: v for k, v in pool.kwargs.items() if v is not None})
    return _where(params)


def _where(params: Mapping[str, Any]) -> str:
    host = params.get("host") or params.get("hostaddr") or "localhost"
    port = params.get("port") or "5432"
    return f"{host}:{port}"
