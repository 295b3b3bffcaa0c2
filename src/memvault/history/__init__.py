"""Chat-history backends: in memory, SQLite, Redis and PostgreSQL."""

from memvault.history.memory import InMemoryChatHistory, InMemorySession
from memvault.history.postgres import (
    PostgresChatHistory,
    PostgresSessionCatalog,
    postgres_sessions,
)
from memvault.history.redis import (
    RedisChatHistory,
    RedisSessionCatalog,
    redis_sessions,
)
from memvault.history.sqlite import (
    SQLiteChatHistory,
    SQLiteSession,
    SQLiteSessionCatalog,
    sqlite_sessions,
)

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
