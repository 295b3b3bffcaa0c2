"""A ``Memory`` that ranks by cosine similarity of embeddings, held in this process."""

from __future__ import annotations

import math
import os
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.core.protocols import Embedder
from memvault.core.types import JSON, MemoryEntry
from memvault.defaults import default_embedder
from memvault.errors import InvalidInput
from memvault.infra import persistence

__all__ = ["VectorMemory"]


class VectorMemory:
    """Embeds each stored text and returns the nearest ones to a query, best first.

    The score is the cosine similarity of query and memory, clamped at 0.0, so it lies in
    0.0-1.0 (higher is more similar). Ties keep the order in which memories were stored. The
    default is ``memvault.defaults.default_embedder()`` (the local MiniLM, by meaning, as
    ``MemoryVault``); pass any ``Embedder``, e.g. ``HashEmbedder()`` for a spelling baseline.

    ``save_to_file`` writes each memory (``MemoryEntry.to_dict``) with its vector as JSON
    numbers (a float32 widened to a double prints and reads back exactly), and the embedder's
    ``name`` and ``dim``. ``load_from_file`` takes the embedder again and refuses one of
    another name or dimension (``InvalidInput``, field ``embedder``): vectors of two models
    must never be compared. Nothing is re-embedded.
    """

    kind: ClassVar[str] = "VectorMemory"

    def __init__(self, embedder: Embedder | None = None) -> None:
        self.embedder: Embedder = embedder if embedder is not None else default_embedder()
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

    def to_state(self) -> dict[str, JSON]:
        """The memories and their vectors as JSON (the embedder by name and dim only)."""
        return {
            "embedder": {"name": self.embedder.name, "dim": self.embedder.dim},
            "entries": [entry.to_dict() for entry in self._entries],
            "vectors": [[float(x) for x in row] for row in self._vectors],
        }

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write the memory to a JSON file, atomically (see ``memvault.infra.persistence``)."""
        persistence.write_state(path, self.kind, self.to_state())

    @classmethod
    async def load_from_file(
        cls, path: str | os.PathLike[str], *, embedder: Embedder | None = None
    ) -> VectorMemory:
        """The memory ``save_to_file`` wrote, searched with ``embedder`` (default
        ``default_embedder()``), which must be the model that made the saved vectors."""
        state = persistence.read_state(path, cls.kind)
        memory = cls(embedder)
        saved = state.get("embedder")
        if not isinstance(saved, dict):
            raise InvalidInput("state.embedder", "must be an object with name and dim")
        name = persistence.str_from_state(saved, "name")
        dim = persistence.int_from_state(saved, "dim", minimum=1)
        if (name, dim) != (memory.embedder.name, memory.embedder.dim):
            raise InvalidInput(
                "embedder",
                f"the file's vectors come from {name!r} (dim {dim}), not from"
                f" {memory.embedder.name!r} (dim {memory.embedder.dim}); load it with that"
                " embedder, or store the texts again",
            )
        raw = state.get("entries")
        if not isinstance(raw, list):
            raise InvalidInput("state.entries", "must be a list")
        entries = [_entry_from_state(item, f"state.entries[{i}]") for i, item in enumerate(raw)]
        memory._vectors = _vectors_from_state(state.get("vectors"), len(entries), dim)
        memory._entries = entries
        return memory


def _unit_rows(matrix: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Rows scaled to length 1 (zero rows stay zero), so a dot product is the cosine."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    safe = np.where(norms == 0, 1.0, norms)
    return (matrix / safe).astype(np.float32)


def _entry_from_state(item: object, where: str) -> MemoryEntry:
    """A saved memory (``MemoryEntry.to_dict``; a file of an older version holds only its
    content, metadata, id and time, and the rest takes the defaults, as it did then)."""
    try:
        return MemoryEntry.from_dict(item)
    except InvalidInput as exc:
        field = where if exc.field == "memory" else f"{where}.{exc.field}"
        raise InvalidInput(field, exc.problem) from exc


def _vectors_from_state(raw: object, rows: int, dim: int) -> npt.NDArray[np.float32]:
    if not isinstance(raw, list) or len(raw) != rows:
        raise InvalidInput("state.vectors", "must be a list with one vector per entry")
    for i, row in enumerate(raw):
        if not isinstance(row, list) or len(row) != dim:
            raise InvalidInput(f"state.vectors[{i}]", f"must be a list of {dim} numbers")
        for x in row:
            if isinstance(x, bool) or not isinstance(x, int | float) or not math.isfinite(x):
                raise InvalidInput(f"state.vectors[{i}]", f"{x!r} is not a finite number")
    return np.array(raw, dtype=np.float32).reshape(rows, dim)
