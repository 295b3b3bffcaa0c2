"""Short-term memory: chat histories on every backend, windows over them, and sessions."""

from memvault.history.manager import SessionHistoryManager, create_inmemory_history_manager
from memvault.history.memory import InMemoryChatHistory, InMemorySession
from memvault.history.postgres import (
    PostgresChatHistory,
    PostgresSessionCatalog,
    create_postgres_history_manager,
)
from memvault.history.redis import (
    RedisChatHistory,
    RedisSessionCatalog,
    create_redis_history_manager,
)
from memvault.history.sqlite import (
    SQLiteChatHistory,
    SQLiteSession,
    SQLiteSessionCatalog,
    create_sqlite_history_manager,
)
from memvault.history.windows import SlidingWindowChatHistory, TokenWindowChatHistory

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
    "SessionHistoryManager",
    "SlidingWindowChatHistory",
    "TokenWindowChatHistory",
    "create_inmemory_history_manager",
    "create_postgres_history_manager",
    "create_redis_history_manager",
    "create_sqlite_history_manager",
]
