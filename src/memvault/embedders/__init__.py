"""Embedders: text to vectors, behind the ``Embedder`` protocol."""

from memvault.embedders.hash import HashEmbedder
from memvault.embedders.local import LocalEmbedder, ModelIntegrityError
from memvault.embedders.openai import OpenAICompatibleEmbedder

__all__ = ["HashEmbedder", "LocalEmbedder", "ModelIntegrityError", "OpenAICompatibleEmbedder"]
