"""The public surface is pinned: adding or removing a name is a deliberate change."""

from __future__ import annotations

from pathlib import Path

import memvault

PUBLIC = {
    "CandidateFact",
    "CurrentFact",
    "Decision",
    "Context",
    "Entity",
    "EntityMemory",
    "Episode",
    "LLMExtractor",
    "LLMResolver",
    "ResolutionPolicy",
    "RuleExtractor",
    "RuleResolver",
    "BackendUnavailable",
    "ChatHistory",
    "Conflict",
    "ConversationMemory",
    "Embedder",
    "ExtractionError",
    "Extractor",
    "LLM",
    "OpenAICompatibleLLM",
    "Resolver",
    "HYBRID",
    "HashEmbedder",
    "InMemoryChatHistory",
    "InMemorySession",
    "InvalidInput",
    "KEYWORD",
    "LocalEmbedder",
    "Memory",
    "MemoryEntry",
    "MemoryEvent",
    "MemoryVault",
    "MemvaultError",
    "Message",
    "MissingDependency",
    "NotFound",
    "OpenAICompatibleEmbedder",
    "PostgresChatHistory",
    "PostgresSessionCatalog",
    "RecordStore",
    "RedisChatHistory",
    "RedisSessionCatalog",
    "SEMANTIC",
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
    "TiktokenTokenizer",
    "TokenWindowChatHistory",
    "Tokenizer",
    "ToolCall",
    "VectorMemory",
    "create_inmemory_history_manager",
    "create_postgres_history_manager",
    "create_redis_history_manager",
    "create_sqlite_history_manager",
    "CompressedMemory",
    "Compressor",
    "ConversationSummaryMemory",
    "ExtractiveSummarizer",
    "HeuristicImportanceScorer",
    "ImportanceScorer",
    "LLMImportanceScorer",
    "LLMSummarizer",
    "SelectiveMemory",
    "Summarizer",
    "SummaryBufferMemory",
    "ZlibCompressor",
    "__version__",
}


def test_all_is_pinned() -> None:
    assert set(memvault.__all__) == PUBLIC
    assert len(memvault.__all__) == len(PUBLIC)


def test_every_public_name_exists() -> None:
    for name in memvault.__all__:
        assert hasattr(memvault, name), name


def test_error_tree_has_one_root() -> None:
    for name in memvault.__all__:
        obj = getattr(memvault, name)
        if isinstance(obj, type) and issubclass(obj, Exception):
            assert issubclass(obj, memvault.MemvaultError), name


def test_package_ships_py_typed() -> None:
    assert (Path(memvault.__file__).parent / "py.typed").is_file()
