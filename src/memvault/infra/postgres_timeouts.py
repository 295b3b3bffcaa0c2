"""How long a PostgreSQL call may take: ``PostgresTimeouts``, where they come from, and the
watchdog that enforces the client's own bound.

Three limits bound every call, so that neither a slow query, a lock held by another session
nor a network that stopped answering can block a caller for longer than they say:

* ``statement`` (default 30 s): the server's ``statement_timeout``; a statement that runs
  longer is cancelled by the server, and its transaction rolled back.
* ``lock`` (default 10 s): the server's ``lock_timeout``; a wait for a lock (a row, a table,
  an advisory lock) held by another session gives up after it.
* ``operation`` (default 60 s): the client's own bound on one use of a connection (one
  transaction, or one read). When it expires the connection's socket is shut down: whatever
  waits on it fails at once, the connection is discarded (the pool opens another), and the
  server rolls back the open transaction when it sees the client gone. This is what bounds a
  call when the network is black-holed and the server's limits cannot answer.

Long maintenance (re-embedding a store, building an HNSW index, a migration) runs under
``maintenance`` (default 1 hour) instead of ``statement`` and ``operation``.

All four are seconds. Give them as ``PostgresTimeouts(...)`` to a store, a history or a
``PostgresDatabase``, or in a URL's query: ``postgresql://host/db?statement_timeout=5&
lock_timeout=2&operation_timeout=20&maintenance_timeout=600`` (memvault takes these out of
the URL before libpq sees it). Every expiry raises ``BackendUnavailable`` (``retryable``)
naming the limit and its value.
"""

from __future__ import annotations

import asyncio
import math
import os
import socket
from contextlib import suppress
from dataclasses import dataclass, fields
from types import TracebackType
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from memvault.errors import InvalidInput

if TYPE_CHECKING:
    from psycopg import AsyncConnection

__all__ = ["PostgresTimeouts", "Watchdog", "split_timeouts"]

_URL_SUFFIX = "_timeout"


@dataclass(frozen=True)
class PostgresTimeouts:
    """The time limits of every PostgreSQL call, in seconds (see the module docstring).

    ``operation`` should exceed ``statement``: a statement the server would still let run is
    otherwise cut by the client, which also costs the connection.
    """

    statement: float = 30.0
    lock: float = 10.0
    operation: float = 60.0
    maintenance: float = 3600.0

    def __post_init__(self) -> None:
        for f in fields(self):
            object.__setattr__(self, f.name, _seconds(f"{f.name}_timeout", getattr(self, f.name)))

    def settings(self, *, maintenance: bool = False) -> tuple[str, str]:
        """``statement_timeout`` and ``lock_timeout`` as PostgreSQL takes them (ms)."""
        statement = self.maintenance if maintenance else self.statement
        return _ms(statement), _ms(self.lock)


def split_timeouts(dsn: str) -> tuple[str, dict[str, float]]:
    """``dsn`` without memvault's ``*_timeout`` query options (libpq would refuse them), and
    those options as ``PostgresTimeouts`` fields. ``connect_timeout`` is libpq's own and
    stays. Only a URL (``postgresql://...``) carries them; a ``key=value`` string is kept."""
    if "://" not in dsn or "?" not in dsn:
        return dsn, {}
    parts = urlsplit(dsn)
    names = {f.name for f in fields(PostgresTimeouts)}
    kept: list[tuple[str, str]] = []
    found: dict[str, float] = {}
    for key, value in parse_qsl(parts.query, keep_blank_values=True):
        name = key.removesuffix(_URL_SUFFIX)
        if key.endswith(_URL_SUFFIX) and name in names:
            found[name] = _seconds(f"dsn option {key}", _number(key, value))
        else:
            kept.append((key, value))
    if not found:
        return dsn, {}
    rebuilt = (parts.scheme, parts.netloc, parts.path, urlencode(kept), parts.fragment)
    return urlunsplit(rebuilt), found


class Watchdog:
    """Shuts ``conn``'s socket down once ``seconds`` have passed, unless cancelled first.

    Shutting the socket down (rather than cancelling the task) wakes a wait on it at once
    with an error, whatever the network does, and leaves the connection broken, so the pool
    discards it. Cancelling instead would make psycopg send the server a cancel request and
    wait for its answer: up to 10 s more over a dead network. ``fired`` says it acted.
    """

    def __init__(self, conn: AsyncConnection[Any], seconds: float) -> None:
        self.conn = conn
        self.seconds = seconds
        self.fired = False
        self.extended = False  # whether ``extend`` gave it another bound
        self._loop = asyncio.get_running_loop()
        self._handle = self._loop.call_later(seconds, self._fire)

    def extend(self, seconds: float) -> None:
        """Give the connection ``seconds`` from now instead."""
        self._handle.cancel()
        self.seconds = seconds
        self.extended = True
        if not self.fired:
            self._handle = self._loop.call_later(seconds, self._fire)

    def _fire(self) -> None:
        import psycopg

        self.fired = True
        with suppress(OSError, psycopg.Error):
            fd = self.conn.pgconn.socket
            with socket.socket(fileno=os.dup(fd)) as sock:
                sock.shutdown(socket.SHUT_RDWR)

    def __enter__(self) -> Watchdog:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._handle.cancel()


def _number(key: str, value: str) -> float:
    try:
        return float(value)
    except ValueError:
        raise InvalidInput(f"dsn option {key}", "must be a number of seconds") from None


def _seconds(field: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput(field, f"must be a number, not {type(value).__name__}")
    if not math.isfinite(value) or value <= 0:
        raise InvalidInput(field, "must be a positive number of seconds")
    return float(value)


_MAX_MS = 2**31 - 1  # the largest value PostgreSQL's timeout settings take (about 24.8 days)


def _ms(seconds: float) -> str:
    return str(min(_MAX_MS, max(1, round(seconds * 1000))))
