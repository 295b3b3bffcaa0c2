"""Short-term memory composed: windows over a chat history, and one history per session."""

from memvault.sessions.factories import (
    create_inmemory_history_manager,
    create_postgres_history_manager,
    create_redis_history_manager,
    create_sqlite_history_manager,
)
from memvault.sessions.manager import SessionHistory, SessionHistoryManager
from memvault.sessions.windows import SlidingWindowChatHistory, TokenWindowChatHistory

__all__ = [
    "SessionHistory",
    "SessionHistoryManager",
    "SlidingWindowChatHistory",
    "TokenWindowChatHistory",
    "create_inmemory_history_manager",
    "create_postgres_history_manager",
    "create_redis_history_manager",
    "create_sqlite_history_manager",
]
