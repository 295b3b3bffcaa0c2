"""Embedders: text to vectors, behind the ``Embedder`` protocol."""

from memvault.embedders.framework import FrameworkEmbedder
from memvault.embedders.hash import HashEmbedder
from memvault.embedders.local import LocalEmbedder, ModelIntegrityError
from memvault.embedders.openai import OpenAICompatibleEmbedder

__all__ = [
    "FrameworkEmbedder",
    "HashEmbedder",
    "LocalEmbedder",
    "ModelIntegrityError",
    "OpenAICompatibleEmbedder",
]
