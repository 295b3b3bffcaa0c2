"""Values every record store speaks, and the pure rules they share (dedup keys, merging)."""

from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memvault.core.filters import Filter
from memvault.core.types import Kind, MemoryEntry, Scope
from memvault.core.validate import JSON
from memvault.errors import Conflict, InvalidInput

__all__ = [
    "EmbedFn",
    "NewMemory",
    "Selection",
    "checked_vector",
    "content_key",
    "embedder_mismatch",
    "merge_metadata",
    "require_embedder",
]


EmbedFn = Callable[[Sequence[str]], Awaitable[npt.NDArray[np.float32]]]
"""Texts to a (len(texts), dim) float32 matrix: what a store calls to re-embed."""


@dataclass(frozen=True, slots=True)
class Selection:
    """Which memories an operation may touch.

    Each scope id that is set must match exactly; one that is ``None`` does not constrain.
    ``kinds`` (when set) and the metadata filter ``where`` narrow further. ``valid_at`` keeps
    only memories true at that time: not superseded (``valid_to`` after it) and not expired;
    with ``begun``, also only those valid from then or earlier (``occurred_at``). A store
    applies a selection inside its query, never after it, so scopes are hard partitions.
    """

    user_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    kinds: tuple[Kind, ...] | None = None
    where: Filter | None = None
    valid_at: datetime | None = None
    begun: bool = False

    @classmethod
    def of(cls, scope: Scope, **fields: object) -> Selection:
        return cls(scope.user_id, scope.agent_id, scope.session_id, **fields)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class NewMemory:
    """One memory to write, with its vector (one row of the embedder's output).

    ``key`` is the deduplication key of a fact (see ``content_key``); events (messages,
    episodes) have none and are always added.
    """

    entry: MemoryEntry
    vector: npt.NDArray[np.float32]
    key: str | None


def content_key(content: str) -> str:
    """The identity of a fact's text: Unicode NFKC, case folded, whitespace collapsed, hashed."""
    folded = " ".join(unicodedata.normalize("NFKC", content).casefold().split())
    return hashlib.sha256(folded.encode("utf-8")).hexdigest()


def merge_metadata(old: dict[str, JSON], new: dict[str, JSON]) -> dict[str, JSON]:
    """What a repeated fact's metadata becomes: the old keys, overwritten by the new ones."""
    return {**old, **new}


def checked_vector(vector: npt.NDArray[np.float32] | object, dim: int) -> npt.NDArray[np.float32]:
    """``vector`` as ``dim`` finite float32 numbers, or ``InvalidInput`` (a vector of another
    length is another embedder's, which must never reach the store)."""
    array = np.asarray(vector, dtype=np.float32).reshape(-1)
    if array.shape != (dim,):
        raise InvalidInput("vector", f"has {array.size} numbers; this store holds {dim}")
    if not np.isfinite(array).all():
        raise InvalidInput("vector", "must hold finite numbers")
    return array


def require_embedder(where: str, meta: dict[str, str], embedder: str, dim: int) -> None:
    """Raise ``embedder_mismatch`` unless ``meta`` (what a store recorded of the embedder
    that wrote its vectors) names ``embedder`` and ``dim``."""
    if (meta.get("embedder"), meta.get("dim")) != (embedder, str(dim)):
        raise embedder_mismatch(where, meta, embedder, dim)


def embedder_mismatch(where: str, meta: dict[str, str], embedder: str, dim: int) -> Conflict:
    """The error for opening a store with another embedder than the one that wrote it."""
    return Conflict(
        f"{where} holds vectors of embedder {meta.get('embedder')!r} (dim {meta.get('dim')}),"
        f" not {embedder!r} (dim {dim}); open it with that embedder, or re-embed it with"
        " `memvault reembed` (--db naming this store) or MemoryVault.reembed()"
    )
