"""Exact vector search over one float32 matrix held in memory, with scope masks.

Rows are addressed by the store's integer ``seq``. Scope columns are kept as integer codes so
that a scope mask is one vectorised comparison. Scores are cosine similarities (rows and
queries are unit length), in -1.0-1.0.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

__all__ = ["VectorMatrix"]

_GROW = 1.5
_DENSE = 4  # score the whole matrix when at least 1 row in _DENSE is kept
_COMPACT = 4096  # drop dead rows once there are this many and they outnumber the live ones


class VectorMatrix:
    """Vectors of ``dim`` floats with their scope, addressed by ``seq``; ``search`` is exact."""

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self._n = 0
        self._matrix = np.zeros((0, dim), np.float32)
        self._seqs = np.zeros(0, np.int64)
        self._scope = np.zeros((0, 4), np.int64)  # user, agent, session, kind codes
        self._alive = np.zeros(0, bool)
        self._codes: dict[str | None, int] = {None: 0}
        self._row: dict[int, int] = {}

    def __len__(self) -> int:
        return len(self._row)

    def code(self, value: str | None) -> int:
        """The integer for a scope value; values never seen get -1 (matching nothing)."""
        return self._codes.get(value, -1)

    def _intern(self, value: str | None) -> int:
        return self._codes.setdefault(value, len(self._codes))

    def _reserve(self, extra: int) -> None:
        need = self._n + extra
        if need <= len(self._seqs):
            return
        size = max(need, int(len(self._seqs) * _GROW) + 16)
        for name in ("_matrix", "_seqs", "_scope", "_alive"):
            old = getattr(self, name)
            new = np.zeros((size, *old.shape[1:]), old.dtype)
            new[: self._n] = old[: self._n]
            setattr(self, name, new)

    def add(
        self,
        seqs: Sequence[int],
        vectors: npt.NDArray[np.float32],
        scopes: Sequence[tuple[str | None, str | None, str | None, str]],
    ) -> None:
        self._reserve(len(seqs))
        for seq, vector, scope in zip(seqs, vectors, scopes, strict=True):
            if seq in self._row:
                self._alive[self._row[seq]] = False
            i = self._n
            self._matrix[i] = vector
            self._seqs[i] = seq
            self._scope[i] = [self._intern(v) for v in scope]
            self._alive[i] = True
            self._row[seq] = i
            self._n += 1
        self._compact()

    def remove(self, seqs: Sequence[int]) -> None:
        for seq in seqs:
            i = self._row.pop(seq, None)
            if i is not None:
                self._alive[i] = False
        self._compact()

    def _compact(self) -> None:
        """Drop the rows of removed and replaced vectors once they are the majority (updates
        leave one behind each), keeping the order of the live ones."""
        dead = self._n - len(self._row)
        if dead < _COMPACT or dead * 2 < self._n:
            return
        live = np.flatnonzero(self._alive[: self._n])
        for name in ("_matrix", "_seqs", "_scope", "_alive"):
            setattr(self, name, getattr(self, name)[live].copy())
        self._n = len(live)
        self._row = {int(seq): i for i, seq in enumerate(self._seqs)}

    def mask(
        self,
        user_id: str | None,
        agent_id: str | None,
        session_id: str | None,
        kinds: Sequence[str] | None,
    ) -> npt.NDArray[np.bool_]:
        """Rows alive and inside the scope (``None`` leaves a column unconstrained)."""
        keep = self._alive[: self._n].copy()
        scope = self._scope[: self._n]
        for column, value in enumerate((user_id, agent_id, session_id)):
            if value is not None:
                keep &= scope[:, column] == self.code(value)
        if kinds is not None:
            keep &= np.isin(scope[:, 3], [self.code(k) for k in kinds])
        return keep

    def restrict(self, keep: npt.NDArray[np.bool_], seqs: Sequence[int]) -> None:
        """Narrow ``keep`` to the rows whose seq is in ``seqs`` (a metadata filter's result)."""
        allowed = np.zeros_like(keep)
        for seq in seqs:
            i = self._row.get(seq)
            if i is not None:
                allowed[i] = True
        keep &= allowed

    def search(
        self, query: npt.NDArray[np.float32], keep: npt.NDArray[np.bool_], limit: int
    ) -> list[tuple[int, float]]:
        """The ``limit`` rows in ``keep`` most similar to ``query``, as (seq, cosine), best
        first; equal scores keep the order in which the rows were added."""
        rows = np.flatnonzero(keep)
        if not len(rows) or limit <= 0:
            return []
        top = min(limit, len(rows))
        if len(rows) * _DENSE >= self._n:
            # Most rows count: score the contiguous matrix in place (a gathered copy of it
            # costs more than the product) and push the others below every real score.
            scores = self._matrix[: self._n] @ query
            if len(rows) < self._n:
                scores[~keep] = -np.inf
            best = np.argpartition(-scores, top - 1)[:top]
            best = best[np.lexsort((best, -scores[best]))]
            return [(int(self._seqs[i]), float(scores[i])) for i in best]
        scores = self._matrix[rows] @ query
        best = np.argpartition(-scores, top - 1)[:top]
        best = best[np.lexsort((best, -scores[best]))]
        return [(int(self._seqs[rows[i]]), float(scores[i])) for i in best]

    def inside(self, seqs: Sequence[int], keep: npt.NDArray[np.bool_]) -> list[bool]:
        """Whether each of ``seqs`` is a live row that ``keep`` holds."""
        return [(i := self._row.get(seq)) is not None and bool(keep[i]) for seq in seqs]

    def scores(self, query: npt.NDArray[np.float32], seqs: Sequence[int]) -> list[float]:
        """Cosine of ``query`` with the given rows (0.0 for an unknown seq)."""
        out = []
        for seq in seqs:
            i = self._row.get(seq)
            out.append(float(self._matrix[i] @ query) if i is not None else 0.0)
        return out
