"""memvault: long-term memory for LLM agents, offline by default.

The public names are re-exported here; everything else is an implementation detail.
"""

from memvault.embedders.hash import HashEmbedder
from memvault.errors import (
    BackendUnavailable,
    Conflict,
    ExtractionError,
    InvalidInput,
    MemvaultError,
    MissingDependency,
    NotFound,
    SchemaVersionError,
)
from memvault.history import (
    InMemoryChatHistory,
    InMemorySession,
    PostgresChatHistory,
    PostgresSessionCatalog,
    RedisChatHistory,
    RedisSessionCatalog,
    SessionHistoryManager,
    SlidingWindowChatHistory,
    SQLiteChatHistory,
    SQLiteSession,
    SQLiteSessionCatalog,
    TokenWindowChatHistory,
    create_inmemory_history_manager,
    create_postgres_history_manager,
    create_redis_history_manager,
    create_sqlite_history_manager,
)
from memvault.memories import ConversationMemory, VectorMemory
from memvault.protocols import ChatHistory, Embedder, Memory, SessionCatalog, Tokenizer
from memvault.tokenizers import TiktokenTokenizer
from memvault.types import MemoryEntry, Message, Scope, ToolCall

__version__ = "0.1.0"

__all__ = [
    "BackendUnavailable",
    "ChatHistory",
    "Conflict",
    "ConversationMemory",
    "Embedder",
    "ExtractionError",
    "HashEmbedder",
    "InMemoryChatHistory",
    "InMemorySession",
    "InvalidInput",
    "Memory",
    "MemoryEntry",
    "MemvaultError",
    "Message",
    "MissingDependency",
    "NotFound",
    "PostgresChatHistory",
    "PostgresSessionCatalog",
    "RedisChatHistory",
    "RedisSessionCatalog",
    "SQLiteChatHistory",
    "SQLiteSession",
    "SQLiteSessionCatalog",
    "SchemaVersionError",
    "Scope",
    "SessionCatalog",
    "SessionHistoryManager",
    "SlidingWindowChatHistory",
    "TiktokenTokenizer",
    "TokenWindowChatHistory",
    "Tokenizer",
    "ToolCall",
    "VectorMemory",
    "__version__",
    "create_inmemory_history_manager",
    "create_postgres_history_manager",
    "create_redis_history_manager",
    "create_sqlite_history_manager",
]
