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

Connection failures (``psycopg.OperationalError``, which ``psycopg_pool.PoolTimeout`` and
``PoolClosed`` derive from) become ``BackendUnavailable`` naming host and port only: psycopg's
own text stays in the exception chain, and the DSN (which may hold a password) is never shown.
Every wait for a connection is bounded by ``connect_timeout`` seconds, so a server that is down
fails the call instead of hanging it.

psycopg is an optional extra (``memvault[postgres]``): it is imported inside functions, and a
missing install raises ``MissingDependency`` when a database object is built.
"""

from __future__ import annotations

import asyncio
import math
import re
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from typing import TYPE_CHECKING, Any, LiteralString

from memvault.core import validate as _validate
from memvault.errors import BackendUnavailable, InvalidInput, MissingDependency
from memvault.infra.migrations import MIGRATIONS_TABLE, Migrations
from memvault.infra.resource import AsyncResource

if TYPE_CHECKING:
    from psycopg import AsyncConnection, sql
    from psycopg.abc import Params, QueryNoTemplate
    from psycopg_pool import AsyncConnectionPool

__all__ = [
    "PostgresDatabase",
    "PostgresMigrations",
    "compose",
    "fetch_all",
    "identifier",
    "require_psycopg",
]

PostgresMigrations = Migrations[Callable[["AsyncConnection[Any]"], Awaitable[None]]]

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,62}")
_LOCK_KEY = int.from_bytes(b"memvault", "big")  # the advisory lock that serialises migrations
_POOL_MIN_SIZE = 1
_POOL_MAX_SIZE = 10


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
    closes). ``connect_timeout`` bounds, in seconds, every wait for a connection.
    """

    def __init__(
        self,
        dsn: str | None = None,
        migrations: Iterable[PostgresMigrations] = (),
        *,
        pool: AsyncConnectionPool[Any] | None = None,
        connect_timeout: float = 5.0,
    ) -> None:
        require_psycopg()
        self.connect_timeout = _check_timeout(connect_timeout)
        self._dsn, self._pool, self.where = _source(dsn, pool)
        self._migrations: dict[str, PostgresMigrations] = {}
        self._migrated: set[str] = set()
        self._lock = asyncio.Lock()
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
        """A connection from the pool; connection failures raise ``BackendUnavailable``."""
        with self._mapped():
            pool = await self._ready()
            async with pool.connection(timeout=self.connect_timeout) as conn:
                yield conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[AsyncConnection[Any]]:
        """A connection inside a transaction: everything in it commits together or not at all."""
        async with self.connection() as conn, conn.transaction():
            yield conn

    async def aclose(self) -> None:
        """Close the pool if this object created it. A caller's pool is left open."""
        async with self._lock:
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
                    for migrations in todo:
                        await _migrate(conn, migrations)
                        self._migrated.add(migrations.component)
        return pool

    async def _open_pool(self) -> AsyncConnectionPool[Any]:
        if self._pool is not None:
            if self._pool.closed:
                raise InvalidInput("pool", "is closed; open it (await pool.open()) before use")
            return self._pool
        assert self._dsn is not None  # no pool yet means this object owns one
        await self._probe(self._dsn)
        pool = _new_pool(self._dsn, self.connect_timeout, name=f"memvault {self.where}")
        try:
            await pool.open(wait=True, timeout=self.connect_timeout)
        except BaseException:
            await pool.close()
            raise
        self._pool = pool
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
            f"cannot reach PostgreSQL at {self.where}: "
            f"no connection within {self.connect_timeout:g} s"
        )

    @contextmanager
    def _mapped(self) -> Iterator[None]:
        import psycopg
        from psycopg_pool import PoolTimeout

        try:
            yield
        except PoolTimeout as exc:
            raise BackendUnavailable(self._unreachable()) from exc
        except psycopg.OperationalError as exc:
            raise BackendUnavailable(
                f"PostgreSQL at {self.where} is unavailable ({_reason(exc)})"
            ) from exc


_RETURNED: weakref.WeakKeyDictionary[Any, float] = weakref.WeakKeyDictionary()
"""When each pooled connection was last given back (``time.monotonic``)."""

RECENT_S = 0.5
"""A connection given back less than this long ago is handed out again without a check."""


async def _given_back(conn: AsyncConnection[Any]) -> None:
    _RETURNED[conn] = time.monotonic()


async def _check_unless_recent(conn: AsyncConnection[Any]) -> None:
    """The pool's check (a round trip) unless ``conn`` was in use less than ``RECENT_S``
    ago: a search takes three connections in a row, and the checks cost a tenth of it. A
    connection the server dropped in between fails its next statement instead, which the
    pool then discards."""
    from psycopg_pool import AsyncConnectionPool

    given_back = _RETURNED.get(conn)
    if given_back is not None and time.monotonic() - given_back < RECENT_S:
        return
    await AsyncConnectionPool.check_connection(conn)


def _new_pool(dsn: str, timeout: float, *, name: str) -> AsyncConnectionPool[Any]:
    """A pool that is not open yet: autocommit connections, checked before use unless
    used a moment ago."""
    from psycopg_pool import AsyncConnectionPool

    return AsyncConnectionPool(
        dsn,
        open=False,
        min_size=_POOL_MIN_SIZE,
        max_size=_POOL_MAX_SIZE,
        timeout=timeout,
        kwargs={"autocommit": True, "connect_timeout": math.ceil(timeout)},
        check=_check_unless_recent,
        reset=_given_back,
        name=name,
    )


async def _migrate(conn: AsyncConnection[Any], migrations: PostgresMigrations) -> None:
    """Apply each pending migration of one component in its own transaction, with its record."""
    while True:
        async with conn.transaction():
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


def _reason(exc: BaseException) -> str:
    """The kind of failure, without psycopg's text (which may quote connection details)."""
    sqlstate = getattr(exc, "sqlstate", None)
    name = type(exc).__name__
    return f"{name}, SQLSTATE {sqlstate}" if sqlstate else name
