"""The sessions of many messages at once, for a keyword index filled from a whole file
(``keywords.KeywordIndex.fill``): what adding them one by one, in seq order, would make,
in a few steps over arrays instead of a step per message."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = ["Sessions", "link"]

Rows = npt.NDArray[np.int64]
SessionKey = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Sessions:
    """Each session's seqs and rows in seq order, each message's session, and the
    neighbour rows of each message (``radius`` before, then ``radius`` after; -1: none)."""

    members: dict[SessionKey, tuple[list[int], list[int]]]
    of_row: dict[int, SessionKey]
    rows: Rows
    neighbours: Rows


def link(rows: Rows, seqs: Rows, keys: Rows, radius: int) -> Sessions:
    """The sessions of messages ``rows`` (seqs ``seqs``, ascending with the rows; session
    keys ``keys``, one row of three codes each)."""
    order = np.lexsort((rows, keys[:, 2], keys[:, 1], keys[:, 0]))
    rows, seqs, keys = rows[order], seqs[order], keys[order]
    new = np.r_[True, (keys[1:] != keys[:-1]).any(axis=1)] if len(rows) else np.zeros(0, bool)
    group = np.cumsum(new)
    neighbours = np.full((len(rows), 2 * radius), -1, np.int64)
    offsets = [*range(-radius, 0), *range(1, radius + 1)]
    for column, offset in enumerate(offsets):
        at = np.arange(len(rows)) + offset
        inside = (at >= 0) & (at < len(rows))
        inside[inside] &= group[at[inside]] == group[inside]
        neighbours[inside, column] = rows[at[inside]]
    starts = np.flatnonzero(new).tolist()
    members: dict[SessionKey, tuple[list[int], list[int]]] = {}
    of_row: dict[int, SessionKey] = {}
    row_list, seq_list = rows.tolist(), seqs.tolist()
    for start, end in zip(starts, starts[1:] + [len(rows)] * bool(starts), strict=True):
        user, agent, session = keys[start].tolist()
        key = (user, agent, session)
        members[key] = (seq_list[start:end], row_list[start:end])
        of_row.update(dict.fromkeys(row_list[start:end], key))
    return Sessions(members, of_row, rows, neighbours)
