"""What an in-memory index must read to catch up with the file: everything
(``columns.read_columns``, in a ``snapshot``), or only what other connections changed since
it last looked (``read_changes``).

An index remembers a ``Position``: the file's ``PRAGMA data_version`` (which moves when
another connection commits), the last row of the change log it applied and the highest
``seq`` of ``memories`` it has seen. ``memories.seq`` only grows (``AUTOINCREMENT``: never
reused, and writers commit one at a time), so the memories added since are those past that
seq; ``memory_changes`` (``schema``, migration 0007) logs, from triggers in the changing
transaction, each memory updated (``update``: what the index holds of it; ``span``: only
when it is true) or deleted, and ``reload`` when the recorded embedder changed. A reader
then reads the log's new rows and the current rows of the memories they name: work in
proportion to the change, where it reloaded every memory before (2.9 s at 100k, on every
search while another process wrote).

The log cannot tell when it was trimmed past the reader's position (``trim`` keeps the last
``LOG_KEPT`` rows) or when it says ``reload`` (a re-embedding): the reader loads everything
again then. Each read runs in one read transaction, so the rows and the position it returns
belong to one snapshot of the file; the ``data_version`` is read before it, so that a commit
in between makes the next search look again rather than be missed.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from memvault.stores.sqlite.rows import Span, read_span

__all__ = [
    "LOG_KEPT",
    "Changes",
    "Check",
    "IndexRow",
    "Position",
    "data_version",
    "position",
    "read_changes",
    "snapshot",
    "trim",
]

LOG_KEPT = 10_000
"""Rows of the change log kept; a reader further behind than this loads everything again
(which a change that size costs anyway)."""

_COLUMNS = (
    "seq, user_id, agent_id, session_id, kind, vector, content, occurred_at, valid_to, expires_at"
)


@dataclass(frozen=True, slots=True)
class Position:
    """How far an index has followed the file (see the module docstring)."""

    version: int
    change: int
    seq: int


@dataclass(frozen=True, slots=True)
class IndexRow:
    """What the index holds of one memory."""

    seq: int
    scope: tuple[str | None, str | None, str | None, str]  # user, agent, session, kind
    vector: bytes
    content: str
    span: Span

    @classmethod
    def of(cls, row: Sequence[Any]) -> IndexRow:
        """The row of a query of ``_COLUMNS``."""
        return cls(row[0], (row[1], row[2], row[3], row[4]), row[5], row[6], read_span(*row[7:]))


@dataclass(slots=True)
class Changes:
    """What changed since a position: memories to (re)index whole, memories whose time span
    alone changed, memories gone; ``reload`` when the log cannot tell."""

    position: Position
    reload: bool = False
    rows: list[IndexRow] = field(default_factory=list)
    spans: dict[int, Span] = field(default_factory=dict)
    removed: list[int] = field(default_factory=list)


def data_version(conn: sqlite3.Connection) -> int:
    """Changes when another connection commits to the file (SQLite's ``data_version``)."""
    return int(conn.execute("PRAGMA data_version").fetchone()[0])


def position(conn: sqlite3.Connection, version: int) -> Position:
    """The position of the snapshot ``conn`` reads, with ``version`` as its data version:
    the last change logged and the last seq ever given (``sqlite_sequence`` keeps both)."""
    last = dict(
        conn.execute(
            "SELECT name, seq FROM sqlite_sequence WHERE name IN ('memories', 'memory_changes')"
        ).fetchall()
    )
    return Position(version, int(last.get("memory_changes", 0)), int(last.get("memories", 0)))


Check = Callable[[sqlite3.Connection], None]
"""Run first in a read's snapshot (the store checks the file's embedder is its own)."""


@contextmanager
def snapshot(conn: sqlite3.Connection, check: Check) -> Iterator[int]:
    """A read transaction (one snapshot of the file), checked, and the data version seen
    before it."""
    version = data_version(conn)
    conn.execute("BEGIN")
    try:
        check(conn)
        yield version
    finally:
        conn.execute("COMMIT")


def read_changes(conn: sqlite3.Connection, since: Position, check: Check) -> Changes:
    """What changed since ``since`` (``reload`` set, and nothing else read, when the log
    cannot tell)."""
    with snapshot(conn, check) as version:
        now = position(conn, version)
        changes = Changes(now)
        if now.change < since.change or now.seq < since.seq:  # another file in its place
            changes.reload = True
            return changes
        if now.change > since.change:
            first = conn.execute("SELECT min(id) FROM memory_changes").fetchone()[0]
            if first is None or first > since.change + 1:  # trimmed past the reader
                changes.reload = True
                return changes
            logged = conn.execute(
                "SELECT seq, change FROM memory_changes WHERE id > ? ORDER BY id",
                (since.change,),
            ).fetchall()
            if any(change == "reload" for _, change in logged):
                changes.reload = True
                return changes
            _read_logged(conn, since.seq, logged, changes)
        rows = conn.execute(
            f"SELECT {_COLUMNS} FROM memories WHERE seq > ? ORDER BY seq", (since.seq,)
        ).fetchall()
        changes.rows += [IndexRow.of(r) for r in rows]
        return changes


def _read_logged(
    conn: sqlite3.Connection, known: int, logged: list[tuple[int, str]], changes: Changes
) -> None:
    """The current state of the memories up to seq ``known`` that the ``logged`` changes
    name: removed if gone, read whole if an ``update`` names them, else their span."""
    updated: dict[int, bool] = {}
    for seq, change in logged:
        if seq <= known:
            updated[seq] = updated.get(seq, False) or change == "update"
    found: set[int] = set()
    seqs = list(updated)
    for start in range(0, len(seqs), 500):
        chunk = seqs[start : start + 500]
        marks = ", ".join("?" for _ in chunk)
        for row in conn.execute(f"SELECT {_COLUMNS} FROM memories WHERE seq IN ({marks})", chunk):
            found.add(row[0])
            if updated[row[0]]:
                changes.rows.append(IndexRow.of(row))
            else:
                changes.spans[row[0]] = read_span(*row[7:])
    changes.removed += [seq for seq in seqs if seq not in found]


def trim(conn: sqlite3.Connection) -> None:
    """Keep the last ``LOG_KEPT`` rows of the change log (in the caller's transaction)."""
    conn.execute(
        "DELETE FROM memory_changes WHERE id <= (SELECT seq FROM sqlite_sequence"
        " WHERE name = 'memory_changes') - ?",
        (LOG_KEPT,),
    )
