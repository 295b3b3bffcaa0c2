"""One helper per chat-history backend: a ``SessionHistoryManager`` whose histories share one
connection (or pool, or client). The only module of the composition layer that names the
history backends; each is imported when its helper is called."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memvault.core import validate
from memvault.core.protocols import Tokenizer
from memvault.sessions.manager import SessionHistoryManager

if TYPE_CHECKING:
    import redis
    from psycopg_pool import AsyncConnectionPool

    from memvault.infra.postgres import PostgresDatabase, PostgresTimeouts
    from memvault.infra.sqlite import Durability

__all__ = [
    "create_inmemory_history_manager",
    "create_postgres_history_manager",
    "create_redis_history_manager",
    "create_sqlite_history_manager",
]


def _windows(window_size: int | None, max_tokens: int | None) -> None:
    """Checked before a connection is made, so that a bad window opens nothing."""
    for name, value in (("window_size", window_size), ("max_tokens", max_tokens)):
        if value is not None:
            validate.positive_int(name, value)


def create_inmemory_history_manager(
    window_size: int | None = None,
    max_tokens: int | None = None,
    *,
    tokenizer: Tokenizer | None = None,
) -> SessionHistoryManager:
    """A session manager whose histories live in this process."""
    from memvault.history.memory import InMemoryChatHistory

    return SessionHistoryManager(
        InMemoryChatHistory, window_size=window_size, max_tokens=max_tokens, tokenizer=tokenizer
    )


def create_sqlite_history_manager(
    db_path: str | Path,
    *,
    window_size: int | None = None,
    max_tokens: int | None = None,
    tokenizer: Tokenizer | None = None,
    durability: Durability = "normal",
) -> SessionHistoryManager:
    """A session manager whose histories share one connection to ``db_path``;
    ``durability`` is ``"normal"`` or ``"full"`` (see ``memvault.infra.sqlite``)."""
    from memvault.history.sqlite import sqlite_sessions

    _windows(window_size, max_tokens)
    return SessionHistoryManager.over(
        sqlite_sessions(db_path, durability=durability), window_size, max_tokens,
        tokenizer=tokenizer,
    )  # fmt: skip


def create_redis_history_manager(
    *,
    redis_client: redis.asyncio.Redis | redis.Redis | None = None,
    url: str | None = None,
    key_prefix: str = "chat:",
    ttl: int | timedelta | None = None,
    operation_timeout: float = 10.0,
    window_size: int | None = None,
    max_tokens: int | None = None,
    tokenizer: Tokenizer | None = None,
) -> SessionHistoryManager:
    """A session manager whose histories and catalog share one asyncio client.

    The client is made once (from ``url`` or a sync client) and closed with the manager, or
    is the caller's ``redis.asyncio.Redis``, which the manager leaves open. Each history call
    may take ``operation_timeout`` seconds, then raises ``BackendUnavailable``.
    """
    from memvault.history.redis import redis_sessions

    _windows(window_size, max_tokens)
    backend = redis_sessions(
        redis_client=redis_client,
        url=url,
        key_prefix=key_prefix,
        ttl=ttl,
        operation_timeout=operation_timeout,
    )
    return SessionHistoryManager.over(backend, window_size, max_tokens, tokenizer=tokenizer)


def create_postgres_history_manager(
    dsn: str | None = None,
    *,
    pool: AsyncConnectionPool[Any] | PostgresDatabase | None = None,
    table: str = "memvault_chat_messages",
    window_size: int | None = None,
    max_tokens: int | None = None,
    tokenizer: Tokenizer | None = None,
    connect_timeout: float = 5.0,
    timeouts: PostgresTimeouts | None = None,
) -> SessionHistoryManager:
    """A session manager whose histories (and catalog) share one pool.

    With ``dsn`` the pool is opened on first use and closed by the manager's ``aclose``; a
    caller's ``pool`` (or ``PostgresDatabase``) is left open. ``timeouts`` bound every call
    (``PostgresTimeouts``).
    """
    from memvault.history.postgres import postgres_sessions

    _windows(window_size, max_tokens)
    backend = postgres_sessions(
        dsn, pool=pool, table=table, connect_timeout=connect_timeout, timeouts=timeouts
    )
    return SessionHistoryManager.over(backend, window_size, max_tokens, tokenizer=tokenizer)
