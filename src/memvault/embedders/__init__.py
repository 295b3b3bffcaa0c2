"""Embedders: text to vectors, behind the ``Embedder`` protocol."""

from memvault.embedders.hash import HashEmbedder

__all__ = ["HashEmbedder"]
