"""``MemoryVault``: long-term memory composed from a record store, an embedder, a search
configuration, an extractor and a resolver."""

from memvault.vault.vault import DEFAULT_MAX_CONTENT_BYTES, MAX_LIMIT, MemoryVault

__all__ = ["DEFAULT_MAX_CONTENT_BYTES", "MAX_LIMIT", "MemoryVault"]
