"""The checks and rules both record stores share (vectors, the embedder record, merging);
the values they speak live in ``memvault.core.records``."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from memvault.core.validate import JSON
from memvault.errors import Conflict, InvalidInput

__all__ = [
    "checked_vector",
    "embedder_mismatch",
    "embedder_of",
    "merge_metadata",
    "require_embedder",
]


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


def embedder_of(meta: dict[str, str]) -> tuple[str, int] | None:
    """The embedder's name and dimension ``meta`` records (``None`` when it records none)."""
    name, dim = meta.get("embedder"), meta.get("dim")
    return None if name is None or dim is None or not dim.isdigit() else (name, int(dim))


def embedder_mismatch(where: str, meta: dict[str, str], embedder: str, dim: int) -> Conflict:
    """The error for opening a store with another embedder than the one that wrote it."""
    return Conflict(
        f"{where} holds vectors of embedder {meta.get('embedder')!r} (dim {meta.get('dim')}),"
        f" not {embedder!r} (dim {dim}); open it with that embedder, or re-embed it with"
        " `memvault reembed` (--db naming this store) or MemoryVault.reembed()"
    )
