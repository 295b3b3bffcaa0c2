"""memvault: long-term memory for LLM agents, offline by default.

The public names are re-exported here; everything else is an implementation detail.
"""

from memvault.agent import AgentMemory, Turn
from memvault.buffer import (
    BlockFailure,
    BufferedMemory,
    ComposableMemory,
    FactExtractionMemoryBlock,
    StaticMemoryBlock,
    VectorMemoryBlock,
)
from memvault.embedders.hash import HashEmbedder
from memvault.embedders.local import LocalEmbedder
from memvault.embedders.openai import OpenAICompatibleEmbedder
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
from memvault.knowledge import (
    CandidateFact,
    Context,
    CurrentFact,
    Decision,
    Entity,
    EntityMemory,
    Episode,
    LLMExtractor,
    LLMResolver,
    ResolutionPolicy,
    RuleExtractor,
    RuleResolver,
)
from memvault.llms.openai import OpenAICompatibleLLM
from memvault.memories import ConversationMemory, VectorMemory
from memvault.protocols import (
    LLM,
    ChatHistory,
    Embedder,
    Extractor,
    Memory,
    MemoryBlock,
    PromptMemory,
    RecordStore,
    Resolver,
    SessionCatalog,
    Tokenizer,
)
from memvault.retrieval.config import HYBRID, KEYWORD, SEMANTIC, SearchConfig
from memvault.stores.sqlite import SQLiteStore
from memvault.tokenizers import TiktokenTokenizer
from memvault.tools import MemoryTools
from memvault.types import MemoryEntry, MemoryEvent, Message, Scope, ToolCall
from memvault.vault import MemoryVault

__version__ = "0.1.0"

__all__ = [
    "HYBRID",
    "KEYWORD",
    "LLM",
    "SEMANTIC",
    "AgentMemory",
    "BackendUnavailable",
    "BlockFailure",
    "BufferedMemory",
    "CandidateFact",
    "ChatHistory",
    "ComposableMemory",
    "Conflict",
    "Context",
    "ConversationMemory",
    "CurrentFact",
    "Decision",
    "Embedder",
    "Entity",
    "EntityMemory",
    "Episode",
    "ExtractionError",
    "Extractor",
    "FactExtractionMemoryBlock",
    "HashEmbedder",
    "InMemoryChatHistory",
    "InMemorySession",
    "InvalidInput",
    "LLMExtractor",
    "LLMResolver",
    "LocalEmbedder",
    "Memory",
    "MemoryBlock",
    "MemoryEntry",
    "MemoryEvent",
    "MemoryTools",
    "MemoryVault",
    "MemvaultError",
    "Message",
    "MissingDependency",
    "NotFound",
    "OpenAICompatibleEmbedder",
    "OpenAICompatibleLLM",
    "PostgresChatHistory",
    "PostgresSessionCatalog",
    "PromptMemory",
    "RecordStore",
    "RedisChatHistory",
    "RedisSessionCatalog",
    "ResolutionPolicy",
    "Resolver",
    "RuleExtractor",
    "RuleResolver",
    "SQLiteChatHistory",
    "SQLiteSession",
    "SQLiteSessionCatalog",
    "SQLiteStore",
    "SchemaVersionError",
    "Scope",
    "SearchConfig",
    "SessionCatalog",
    "SessionHistoryManager",
    "SlidingWindowChatHistory",
    "StaticMemoryBlock",
    "TiktokenTokenizer",
    "TokenWindowChatHistory",
    "Tokenizer",
    "ToolCall",
    "Turn",
    "VectorMemory",
    "VectorMemoryBlock",
    "__version__",
    "create_inmemory_history_manager",
    "create_postgres_history_manager",
    "create_redis_history_manager",
    "create_sqlite_history_manager",
]
