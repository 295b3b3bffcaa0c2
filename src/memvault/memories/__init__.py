"""Memories beyond the chat history: the ``Memory`` protocol's first implementations, and the
classic forms people build by hand (summary, selective and compressed memories)."""

from memvault.memories.compressed import CompressedMemory, ZlibCompressor
from memvault.memories.conversation import ConversationMemory
from memvault.memories.importance import HeuristicImportanceScorer, LLMImportanceScorer
from memvault.memories.selective import SelectiveMemory
from memvault.memories.summarizers import ExtractiveSummarizer, LLMSummarizer
from memvault.memories.summary import ConversationSummaryMemory, SummaryBufferMemory
from memvault.memories.vector import VectorMemory

__all__ = [
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
]
