"""Chat-history backends: in memory, SQLite, Redis and PostgreSQL.

Each backend's module is imported when one of its names is first used (PEP 562), so that
the in-memory history, which ``memvault`` itself uses, does not bring the others' modules in.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memvault.history.memory import InMemoryChatHistory, InMemorySession
    from memvault.history.postgres import (
        PostgresChatHistory,
        PostgresSessionCatalog,
        postgres_sessions,
    )
    from memvault.history.redis import RedisChatHistory, RedisSessionCatalog, redis_sessions
    from memvault.history.sqlite import (
        SQLiteChatHistory,
        SQLiteSession,
        SQLiteSessionCatalog,
        sqlite_sessions,
    )

_HOMES = {
    **dict.fromkeys(("InMemoryChatHistory", "InMemorySession"), "memory"),
    **dict.fromkeys(
        ("PostgresChatHistory", "PostgresSessionCatalog", "postgres_sessions"), "postgres"
    ),
    **dict.fromkeys(("RedisChatHistory", "RedisSessionCatalog", "redis_sessions"), "redis"),
    **dict.fromkeys(
        ("SQLiteChatHistory", "SQLiteSession", "SQLiteSessionCatalog", "sqlite_sessions"),
        "sqlite",
    ),
}

__all__ = [
    "InMemoryChatHistory",
    "InMemorySession",
    "PostgresChatHistory",
    "PostgresSessionCatalog",
    "RedisChatHistory",
    "RedisSessionCatalog",
    "SQLiteChatHistory",
    "SQLiteSession",
    "SQLiteSessionCatalog",
    "postgres_sessions",
    "redis_sessions",
    "sqlite_sessions",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'memvault.history' has no attribute {name!r}")
    found = getattr(importlib.import_module(f"memvault.history.{home}"), name)
    globals()[name] = found
    return found


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
