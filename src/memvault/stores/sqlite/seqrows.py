"""Which row of the in-memory index holds each memory's ``seq`` (``SeqRows``), in 16 bytes
a memory: a sorted array, with a dict for the seqs added since it was last sorted. A dict
of every seq took 100 bytes a memory (98 MB of a million-memory index).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

__all__ = ["SeqRows"]

Rows = npt.NDArray[np.int64]

_GONE = -1
_MERGE = 4096  # sort the added seqs in once they are this many and a quarter of the sorted


class SeqRows:
    """seq -> row for the rows alive: ``get``, ``rows`` (many at once), ``put`` (a seq
    held already moves to its new row), ``pop``."""

    def __init__(self, seqs: Rows | None = None, rows: Rows | None = None) -> None:
        """Every ``seqs[i]`` held by ``rows[i]`` (distinct seqs)."""
        seqs = np.zeros(0, np.int64) if seqs is None else seqs
        rows = np.zeros(0, np.int64) if rows is None else rows
        order = np.argsort(seqs, kind="stable")
        self._seqs, self._rows = seqs[order], rows[order].astype(np.int64)
        self._added: dict[int, int] = {}
        self._count = len(seqs)

    def __len__(self) -> int:
        return self._count

    def get(self, seq: int) -> int | None:
        row = self._added.get(seq)
        if row is not None:
            return row
        at = self._at(seq)
        return None if at is None else int(self._rows[at])

    def rows(self, seqs: Sequence[int]) -> list[int]:
        """The rows of those of ``seqs`` held, in their order."""
        if not len(seqs) or not len(self._seqs):
            return [row for seq in seqs if (row := self._added.get(seq)) is not None]
        wanted = np.fromiter(seqs, np.int64, len(seqs))
        at = np.minimum(np.searchsorted(self._seqs, wanted), len(self._seqs) - 1)
        base = np.where(self._seqs[at] == wanted, self._rows[at], _GONE).tolist()
        found = (row if row != _GONE else self._added.get(seq, _GONE)
                 for seq, row in zip(seqs, base, strict=True))  # fmt: skip
        return [row for row in found if row != _GONE]

    def put(self, seqs: Sequence[int], rows: Sequence[int]) -> None:
        """``seqs[i]`` (distinct) is now held by ``rows[i]``."""
        wanted = np.fromiter(seqs, np.int64, len(seqs))
        moved = np.fromiter(rows, np.int64, len(rows))
        rest = np.ones(len(wanted), bool)
        if len(self._seqs) and len(wanted):  # held in the sorted array: moved in place
            at = np.minimum(np.searchsorted(self._seqs, wanted), len(self._seqs) - 1)
            rest = (self._seqs[at] != wanted) | (self._rows[at] == _GONE)
            self._rows[at[~rest]] = moved[~rest]
        for seq, row in zip(wanted[rest].tolist(), moved[rest].tolist(), strict=True):
            self._count += seq not in self._added
            self._added[seq] = row
        if len(self._added) >= max(_MERGE, len(self._seqs) // 4):
            self._merge()

    def pop(self, seqs: Sequence[int]) -> list[int]:
        """Forget ``seqs``; the rows of those that were held."""
        found = []
        for seq in seqs:
            row = self._added.pop(seq, None)
            if row is None and (at := self._at(seq)) is not None:
                row = int(self._rows[at])
                self._rows[at] = _GONE
            if row is not None:
                found.append(row)
                self._count -= 1
        return found

    def _at(self, seq: int) -> int | None:
        """The position of ``seq`` in the sorted array, if held there."""
        at = int(np.searchsorted(self._seqs, seq))
        if at < len(self._seqs) and self._seqs[at] == seq and self._rows[at] != _GONE:
            return at
        return None

    def _merge(self) -> None:
        held = self._rows != _GONE
        added = np.fromiter(self._added, np.int64, len(self._added))
        rows = np.fromiter(self._added.values(), np.int64, len(self._added))
        merged = SeqRows(np.r_[self._seqs[held], added], np.r_[self._rows[held], rows])
        self._seqs, self._rows, self._added = merged._seqs, merged._rows, {}
