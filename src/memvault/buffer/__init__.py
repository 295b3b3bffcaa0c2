"""Short-term to long-term: the token-budgeted buffer, its memory blocks and composition."""

from memvault.buffer.blocks import FactExtractionMemoryBlock, StaticMemoryBlock, VectorMemoryBlock
from memvault.buffer.composable import ComposableMemory
from memvault.buffer.memory import BlockFailure, BufferedMemory

__all__ = [
    "BlockFailure",
    "BufferedMemory",
    "ComposableMemory",
    "FactExtractionMemoryBlock",
    "StaticMemoryBlock",
    "VectorMemoryBlock",
]
