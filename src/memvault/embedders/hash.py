"""The 32-dimensional hash embedder: a baseline and a fast test double, not a semantic model."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.errors import InvalidInput

__all__ = ["HashEmbedder"]


class HashEmbedder:
    """Character-trigram hashing into ``dim`` buckets (32 by default), L2-normalised.

    The text is lowercased; every 3-character shingle (the whole text if it is shorter) is
    hashed with MD5 and counted in bucket ``md5 % dim``. Texts that share spelling get similar
    vectors; texts that share meaning but not letters ("car" and "automobile") do not. It is
    deterministic, needs no model and takes microseconds, which makes it the baseline to beat
    and a good stand-in in tests. An empty text gives the zero vector.
    """

    def __init__(self, dim: int = 32) -> None:
        self._dim = _validate.positive_int("dim", dim)

    @property
    def name(self) -> str:
        return f"hash-trigram-md5-{self._dim}"

    @property
    def dim(self) -> int:
        return self._dim

    def embed_one(self, text: str) -> npt.NDArray[np.float32]:
        vector = np.zeros(self._dim, dtype=np.float32)
        lowered = text.lower()
        shingles = [lowered[i : i + 3] for i in range(max(len(lowered) - 2, 1))] if lowered else []
        for shingle in shingles:
            digest = hashlib.md5(shingle.encode("utf-8"), usedforsecurity=False).digest()
            vector[int.from_bytes(digest, "big") % self._dim] += 1.0
        norm = float(np.linalg.norm(vector))
        return vector / norm if norm else vector

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if isinstance(texts, str) or not isinstance(texts, Sequence):
            raise InvalidInput("texts", "must be a sequence of strings")
        rows = [self.embed_one(_validate.text("texts[]", t, allow_empty=True)) for t in texts]
        if not rows:
            return np.zeros((0, self._dim), dtype=np.float32)
        return np.stack(rows)

    def __repr__(self) -> str:
        return f"HashEmbedder(dim={self._dim})"
