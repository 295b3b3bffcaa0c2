"""The public surface is pinned: adding or removing a name is a deliberate change."""

from __future__ import annotations

from pathlib import Path

import memvault

PUBLIC = {
    "BackendUnavailable",
    "BlockFailure",
    "BufferedMemory",
    "AgentMemory",
    "MemoryTools",
    "Turn",
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
    "HYBRID",
    "HashEmbedder",
    "InMemoryChatHistory",
    "InMemorySession",
    "InvalidInput",
    "KEYWORD",
    "LLM",
    "LLMExtractor",
    "LLMResolver",
    "LocalEmbedder",
    "Memory",
    "MemoryBlock",
    "MemoryEntry",
    "MemoryEvent",
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
    "SEMANTIC",
    "SQLiteChatHistory",
    "SQLiteSession",
    "SQLiteSessionCatalog",
    "SQLiteStore",
    "SaveableBlock",
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
    "VectorMemory",
    "VectorMemoryBlock",
    "__version__",
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
