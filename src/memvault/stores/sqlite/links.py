"""Which messages make up each session of a keyword index, in seq order (``Sessions``), for
the neighbour links of a message's context: kept in arrays (4 bytes a row for its session,
8 for each member's seq and row), where dicts and lists of Python ints took 80 bytes a
message (83 MB of a million-memory index). ``link`` makes them for a whole file at once, in
a few steps over arrays instead of a step per message."""

from __future__ import annotations

import bisect
from array import array
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

__all__ = ["Linked", "Sessions", "link"]

Rows = npt.NDArray[np.int64]
SessionKey = tuple[int, int, int]
_NONE = -1


@dataclass(slots=True)
class Sessions:
    """Each row's session (an id, or -1: not a message in a session), and each session's
    members: their seqs and rows, in seq order."""

    of_row: npt.NDArray[np.int32] = field(default_factory=lambda: np.zeros(0, np.int32))
    ids: dict[SessionKey, int] = field(default_factory=dict)
    members: list[tuple[array[int], array[int]]] = field(default_factory=list)

    def reserve(self, size: int) -> None:
        """Room for rows up to ``size``; the new ones in no session."""
        if size > len(self.of_row):
            grown = np.full(size, _NONE, np.int32)
            grown[: len(self.of_row)] = self.of_row
            self.of_row = grown

    def join(self, row: int, seq: int, key: SessionKey) -> tuple[int, int]:
        """``row`` (memory ``seq``) is a message of ``key``: its session and position."""
        session = self.ids.get(key)
        if session is None:
            session = self.ids[key] = len(self.members)
            self.members.append((array("q"), array("q")))
        seqs, rows = self.members[session]
        at = bisect.bisect_left(seqs, seq)
        seqs.insert(at, seq)
        rows.insert(at, row)
        self.of_row[row] = session
        return session, at

    def leave(self, row: int) -> tuple[int, int] | None:
        """``row`` is gone: the session and position it left, if it was in one."""
        session = int(self.of_row[row])
        if session == _NONE:
            return None
        self.of_row[row] = _NONE
        seqs, rows = self.members[session]
        at = rows.index(row)
        del seqs[at], rows[at]
        return session, at

    def rows(self, session: int) -> list[int]:
        return self.members[session][1].tolist()

    def renumber(self, live: Rows, new_of: Rows) -> None:
        """Row ``live[i]`` becomes row ``i``; the others are in no session any more."""
        self.of_row = self.of_row[live].copy()
        for _, rows in self.members:  # members are live rows: none is dropped
            if len(rows):
                rows[:] = array("q", new_of[np.frombuffer(rows, np.int64)].tobytes())


@dataclass(frozen=True, slots=True)
class Linked:
    """The sessions of a whole file, and the neighbour rows of each message (``radius``
    before, then ``radius`` after; -1: none)."""

    sessions: Sessions
    rows: Rows
    neighbours: Rows


def link(rows: Rows, seqs: Rows, keys: Rows, radius: int, size: int) -> Linked:
    """The sessions of messages ``rows`` (seqs ``seqs``, ascending with the rows; session
    keys ``keys``, one row of three codes each), among ``size`` rows."""
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
    sessions = Sessions()
    sessions.reserve(size)
    sessions.of_row[rows] = group - 1
    starts = np.flatnonzero(new).tolist()
    for start, end in zip(starts, [*starts[1:], len(rows)][: len(starts)], strict=True):
        user, agent, session = keys[start].tolist()
        sessions.ids[(user, agent, session)] = len(sessions.members)
        members = (array("q", seqs[start:end].tobytes()), array("q", rows[start:end].tobytes()))
        sessions.members.append(members)
    return Linked(sessions, rows, neighbours)
