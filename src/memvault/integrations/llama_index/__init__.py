"""memvault for LlamaIndex (``pip install 'memvault[llama-index]'``, ``llama-index-core``
0.14.x).

- ``MemvaultChatStore``: an ``AsyncDBChatStore`` over memvault's chat histories (SQLite,
  Redis, PostgreSQL, in memory), for ``Memory.from_defaults(chat_store=...)``.
- ``MemvaultMemoryBlock``: a memory block that puts the vault's memories relevant to the
  conversation into ``Memory``, and learns facts from the turns ``Memory`` flushes to it.
"""

from memvault.errors import MissingDependency

try:
    import llama_index.core  # noqa: F401  # checked here: every module of the package needs it
except ImportError as exc:  # pragma: no cover - the extra is installed in development
    raise MissingDependency("llama-index-core", "llama-index") from exc

from memvault.integrations.llama_index.block import MemvaultMemoryBlock
from memvault.integrations.llama_index.chat_store import (
    ITEM_KEY,
    MemvaultChatStore,
    chat_message_of,
    message_of,
)

__all__ = [
    "ITEM_KEY",
    "MemvaultChatStore",
    "MemvaultMemoryBlock",
    "chat_message_of",
    "message_of",
]
