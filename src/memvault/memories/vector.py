"""A ``Memory`` that ranks by cosine similarity of embeddings, held in this process."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from memvault import _validate
from memvault.embedders.hash import HashEmbedder
from memvault.protocols import Embedder
from memvault.types import MemoryEntry

__all__ = ["VectorMemory"]


class VectorMemory:
    """Embeds each stored text and returns the nearest ones to a query, best first.

    The score is the cosine similarity of query and memory, clamped at 0.0, so it lies in
    0.0-1.0 (higher is more similar). Ties keep the order in which memories were stored. The
    default ``HashEmbedder`` is a spelling-based baseline; pass any ``Embedder`` for meaning.
    """

    def __init__(self, embedder: Embedder | None = None) -> None:
        self.embedder: Embedder = embedder if embedder is not None else HashEmbedder()
        self._entries: list[MemoryEntry] = []
        self._vectors: npt.NDArray[np.float32] = np.zeros((0, self.embedder.dim), np.float32)

    def __len__(self) -> int:
        return len(self._entries)

    async def store(self, content: str, metadata: dict[str, Any] | None = None) -> None:
        entry = MemoryEntry(content=_validate.text("content", content), metadata=metadata or {})
        vector = await self.embedder.embed([entry.content])
        self._vectors = np.vstack([self._vectors, _unit_rows(vector)])
        self._entries.append(entry)

    async def search(self, query: str, limit: int = 5) -> list[MemoryEntry]:
        query = _validate.text("query", query, allow_empty=True)
        limit_ = _validate.limit("limit", limit, allow_none=False)
        if not query.strip() or not limit_ or not self._entries:
            return []
        q = _unit_rows(await self.embedder.embed([query]))[0]
        scores = np.clip(self._vectors @ q, 0.0, 1.0)
        order = np.argsort(-scores, kind="stable")[:limit_]
        return [self._entries[i].with_score(float(scores[i])) for i in order]

    async def clear(self) -> None:
        self._entries.clear()
        self._vectors = np.zeros((0, self.embedder.dim), np.float32)


def _unit_rows(matrix: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Rows scaled to length 1 (zero rows stay zero), so a dot product is the cosine."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    safe = np.where(norms == 0, 1.0, norms)
    return (matrix / safe).astype(np.float32)
