"""The first long-term memories, each satisfying the ``Memory`` protocol."""

from memvault.memories.conversation import ConversationMemory
from memvault.memories.vector import VectorMemory

__all__ = ["ConversationMemory", "VectorMemory"]
