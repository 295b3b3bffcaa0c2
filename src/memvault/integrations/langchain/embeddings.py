"""``MemvaultEmbeddings``: a memvault embedder as LangChain ``Embeddings``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.embeddings import Embeddings

from memvault.core import validate as _validate
from memvault.core.protocols import Embedder
from memvault.defaults import embedder_named
from memvault.errors import InvalidInput
from memvault.sync import LoopThread

__all__ = ["MemvaultEmbeddings"]


class MemvaultEmbeddings(Embeddings):
    """LangChain ``Embeddings`` over a memvault ``embedder`` (an ``Embedder``, or a name that
    ``memvault.defaults.embedder_named`` knows: ``"local"``, the default, is the bundled
    model, offline; ``"hash"`` a fast hashing embedder for tests). Vectors are the embedder's
    L2-normalised rows, as lists of floats.

    The async methods await the embedder; the blocking ones run it on a loop thread of their
    own (``memvault.sync.Blocking``), started on first use and stopped by ``close()``.
    """

    def __init__(self, embedder: Embedder | str | None = None) -> None:
        self.embedder = embedder_named(embedder)
        self._thread = LoopThread()

    def __repr__(self) -> str:
        return f"MemvaultEmbeddings({self.embedder.name!r}, dim={self.embedder.dim})"

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        """One vector per text, in order."""
        matrix = await self.embedder.embed(_texts(texts))
        return [[float(x) for x in row] for row in matrix]

    async def aembed_query(self, text: str) -> list[float]:
        """The vector of one text."""
        return (await self.aembed_documents([_validate.text("text", text, allow_empty=True)]))[0]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """One vector per text, in order."""
        result: list[list[float]] = self._facade().aembed_documents(texts)
        return result

    def embed_query(self, text: str) -> list[float]:
        """The vector of one text."""
        result: list[float] = self._facade().aembed_query(text)
        return result

    def close(self) -> None:
        """Stop the loop thread of the blocking methods (they start it again if used)."""
        self._thread.close()

    def _facade(self) -> Any:
        return self._thread.of(self)


def _texts(texts: object) -> list[str]:
    if isinstance(texts, str) or not isinstance(texts, Sequence):
        raise InvalidInput("texts", "must be a list of strings")
    return [_validate.text(f"texts[{i}]", t, allow_empty=True) for i, t in enumerate(texts)]
