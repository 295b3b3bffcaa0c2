"""memvault: long-term memory for LLM agents, offline by default.

The names a user needs every day are here: the vault and its blocking twin, the values they
take and return, the search presets, the chat histories and the errors. Everything else is
imported from the subpackage that holds it, each with its own ``__all__``:

=============================  ==========================================================
``memvault.agent``             ``AgentMemory``, ``Turn``, ``MemoryTools``
``memvault.memories``          ``ConversationMemory``, ``VectorMemory``, summary, selective
                               and compressed memories, summarizers, importance scorers
``memvault.buffer``            ``BufferedMemory``, the memory blocks, ``ComposableMemory``
``memvault.knowledge``         facts, resolution, extractors, entities, episodes
``memvault.sessions``          ``SessionHistoryManager`` and the ``create_*_history_manager``
                               helpers
``memvault.history``           the chat-history backends and their session catalogs
``memvault.embedders``         ``LocalEmbedder``, ``HashEmbedder``, ``OpenAICompatibleEmbedder``
``memvault.llms``              ``OpenAICompatibleLLM``
``memvault.stores``            ``SQLiteStore``, ``PostgresStore``
``memvault.tokenizers``        ``TiktokenTokenizer``
``memvault.core.protocols``    one ``Protocol`` per role (``Embedder``, ``LLM``, ...)
``memvault.testing``           ``ScriptedLLM``, ``HashEmbedder``
=============================  ==========================================================

``RemoteVault`` and ``SyncRemoteVault`` (``memvault.remote``: a served vault, used as a local
one) are imported on first use: they need httpx (``pip install 'memvault[remote]'``), which
``import memvault`` does not load.

The names that used to be re-exported here still import from ``memvault`` until the next
release, with a ``DeprecationWarning`` that names their new home.
"""

from __future__ import annotations

import importlib
import warnings
from typing import TYPE_CHECKING, Any

from memvault.core.types import MemoryEntry, MemoryEvent, Message, Scope, ToolCall
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
from memvault.history.memory import InMemoryChatHistory
from memvault.history.sqlite import SQLiteChatHistory
from memvault.policy.search import HYBRID, KEYWORD, SEMANTIC, SearchConfig
from memvault.sessions.windows import SlidingWindowChatHistory, TokenWindowChatHistory
from memvault.sync import SyncMemoryVault
from memvault.vault.vault import MemoryVault

if TYPE_CHECKING:
    from memvault.history.postgres import PostgresChatHistory
    from memvault.history.redis import RedisChatHistory
    from memvault.remote import RemoteVault, SyncRemoteVault

__version__ = "0.1.0"

__all__ = [
    "HYBRID",
    "KEYWORD",
    "SEMANTIC",
    "BackendUnavailable",
    "Conflict",
    "ExtractionError",
    "InMemoryChatHistory",
    "InvalidInput",
    "MemoryEntry",
    "MemoryEvent",
    "MemoryVault",
    "MemvaultError",
    "Message",
    "MissingDependency",
    "NotFound",
    "PostgresChatHistory",
    "RedisChatHistory",
    "RemoteVault",
    "SQLiteChatHistory",
    "SchemaVersionError",
    "Scope",
    "SearchConfig",
    "SlidingWindowChatHistory",
    "SyncMemoryVault",
    "SyncRemoteVault",
    "TokenWindowChatHistory",
    "ToolCall",
    "__version__",
]

MOVED: dict[str, str] = {
    **dict.fromkeys(("AgentMemory", "MemoryTools", "Turn"), "memvault.agent"),
    **dict.fromkeys(
        (
            "BlockFailure",
            "BufferedMemory",
            "ComposableMemory",
            "FactExtractionMemoryBlock",
            "StaticMemoryBlock",
            "VectorMemoryBlock",
        ),
        "memvault.buffer",
    ),
    **dict.fromkeys(
        (
            "LLM",
            "ChatHistory",
            "Compressor",
            "Embedder",
            "Extractor",
            "ImportanceScorer",
            "Memory",
            "MemoryBlock",
            "EditableChatHistory",
            "PromptMemory",
            "Resolver",
            "SaveableBlock",
            "SessionCatalog",
            "Summarizer",
            "Tokenizer",
        ),
        "memvault.core.protocols",
    ),
    "RecordStore": "memvault.core.stores",
    **dict.fromkeys(
        ("HashEmbedder", "LocalEmbedder", "OpenAICompatibleEmbedder"), "memvault.embedders"
    ),
    **dict.fromkeys(
        (
            "InMemorySession",
            "PostgresSessionCatalog",
            "RedisSessionCatalog",
            "SQLiteSession",
            "SQLiteSessionCatalog",
        ),
        "memvault.history",
    ),
    **dict.fromkeys(
        (
            "CandidateFact",
            "Context",
            "CurrentFact",
            "Decision",
            "Entity",
            "EntityMemory",
            "Episode",
            "LLMExtractor",
            "LLMResolver",
            "ResolutionPolicy",
            "RuleExtractor",
            "RuleResolver",
        ),
        "memvault.knowledge",
    ),
    "OpenAICompatibleLLM": "memvault.llms",
    **dict.fromkeys(
        (
            "CompressedMemory",
            "ConversationMemory",
            "ConversationSummaryMemory",
            "ExtractiveSummarizer",
            "HeuristicImportanceScorer",
            "LLMImportanceScorer",
            "LLMSummarizer",
            "SelectiveMemory",
            "SummaryBufferMemory",
            "VectorMemory",
            "ZlibCompressor",
        ),
        "memvault.memories",
    ),
    **dict.fromkeys(
        (
            "SessionHistoryManager",
            "create_inmemory_history_manager",
            "create_postgres_history_manager",
            "create_redis_history_manager",
            "create_sqlite_history_manager",
        ),
        "memvault.sessions",
    ),
    "SQLiteStore": "memvault.stores",
    "TiktokenTokenizer": "memvault.tokenizers",
}
"""Names this package re-exported before 0.2, and the module that holds each now."""

LAZY: dict[str, str] = {
    "PostgresChatHistory": "memvault.history.postgres",
    "RedisChatHistory": "memvault.history.redis",
    "RemoteVault": "memvault.remote",
    "SyncRemoteVault": "memvault.remote",
}
"""Public names imported on first use, from the module that holds each (an optional extra,
or a backend whose module a program that does not use it need not load)."""


if not TYPE_CHECKING:  # for a type checker, a moved name is gone: import it from its home

    def __getattr__(name: str) -> Any:
        """A name from ``LAZY``, imported now; or one from ``MOVED``, with a
        ``DeprecationWarning`` that says where it lives now."""
        if name in LAZY:
            return getattr(importlib.import_module(LAZY[name]), name)
        home = MOVED.get(name)
        if home is None:
            raise AttributeError(f"module 'memvault' has no attribute {name!r}")
        warnings.warn(
            f"memvault.{name} is deprecated and will be removed in the next release; "
            f"import it from {home} instead (from {home} import {name})",
            DeprecationWarning,
            stacklevel=2,
        )
        return getattr(importlib.import_module(home), name)
