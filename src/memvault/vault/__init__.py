"""``MemoryVault``: long-term memory composed from a record store, an embedder, a search
configuration, an extractor and a resolver; ``export_memories`` / ``import_memories`` move
its memories to and from JSON lines."""

from memvault.vault.transfer import export_memories, import_memories
from memvault.vault.vault import DEFAULT_MAX_CONTENT_BYTES, MAX_LIMIT, MemoryVault, VaultCore

__all__ = [
    "DEFAULT_MAX_CONTENT_BYTES",
    "MAX_LIMIT",
    "MemoryVault",
    "VaultCore",
    "export_memories",
    "import_memories",
]
