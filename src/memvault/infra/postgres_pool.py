"""The pool a ``PostgresDatabase`` opens, and what each connection is given: the server-side
timeouts once per connection, a cheap check before reuse, and a close when the event loop
ends."""

from __future__ import annotations

import asyncio
import math
import time
import weakref
from functools import partial
from typing import TYPE_CHECKING, Any

from memvault.infra.postgres_timeouts import PostgresTimeouts, Watchdog

if TYPE_CHECKING:
    from psycopg import AsyncConnection
    from psycopg_pool import AsyncConnectionPool

__all__ = ["RECENT_S", "RETURNED", "close_at_loop_end", "configure", "new_pool"]

_POOL_MIN_SIZE = 1
_POOL_MAX_SIZE = 10

RETURNED: weakref.WeakKeyDictionary[Any, float] = weakref.WeakKeyDictionary()
"""When each pooled connection was last given back (``time.monotonic``)."""

RECENT_S = 0.5
"""A connection given back less than this long ago is handed out again without a check."""


_CONFIGURED: weakref.WeakKeyDictionary[Any, tuple[str, str]] = weakref.WeakKeyDictionary()
"""The ``statement_timeout`` and ``lock_timeout`` each connection was last given."""


async def configure(conn: AsyncConnection[Any], timeouts: PostgresTimeouts) -> None:
    """Give ``conn`` (an autocommit connection of a pool memvault owns) the server-side
    timeouts for its session, unless it has them already: one round trip per new
    connection, not per call."""
    settings = timeouts.settings()
    if _CONFIGURED.get(conn) == settings:
        return
    await conn.execute(
        "SELECT set_config('statement_timeout', %s, false), set_config('lock_timeout', %s, false)",
        settings,
    )
    _CONFIGURED[conn] = settings


async def _check_unless_recent(conn: AsyncConnection[Any], *, bound: float) -> None:
    """The pool's check (a round trip, given up after ``bound`` s) unless ``conn`` was in
    use less than ``RECENT_S`` ago: a search takes three connections in a row, and the checks
    cost a tenth of it. A connection the server dropped in between fails its next statement
    instead, which the pool then discards."""
    from psycopg_pool import AsyncConnectionPool

    given_back = RETURNED.get(conn)
    if given_back is not None and time.monotonic() - given_back < RECENT_S:
        return
    with Watchdog(conn, bound):
        await AsyncConnectionPool.check_connection(conn)


def new_pool(dsn: str, timeout: float, *, name: str) -> AsyncConnectionPool[Any]:
    """A pool that is not open yet: autocommit connections, checked before use unless
    used a moment ago. No ``reset`` callback: with one, the pool gives a connection back
    in a background task, which ``close`` discards (leaving the connection open) if it has
    not run yet."""
    from psycopg_pool import AsyncConnectionPool

    return AsyncConnectionPool(
        dsn,
        open=False,
        min_size=_POOL_MIN_SIZE,
        max_size=_POOL_MAX_SIZE,
        timeout=timeout,
        kwargs={"autocommit": True, "connect_timeout": math.ceil(timeout)},
        check=partial(_check_unless_recent, bound=timeout),
        name=name,
    )


async def close_at_loop_end(pool: AsyncConnectionPool[Any]) -> None:
    """Wait until cancelled (``aclose``, or ``asyncio.run`` cancelling every task as its
    loop ends), then close ``pool`` if it is still open: its workers swallow that
    cancellation, and an unclosed pool kept ``asyncio.run`` (and the process) from ending."""
    try:
        await asyncio.get_running_loop().create_future()
    finally:
        if not pool.closed:
            await pool.close()
