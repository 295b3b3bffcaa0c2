"""Each memory's keyword tokens, kept in the file, so that opening a store reads them instead
of tokenising and stemming every memory's text again (issue 13 B: that was a third of the
2.9 s a 100k-memory store took to open).

``memories.terms`` holds the ``policy.text.index_terms`` of the memory's content, in order
and with repeats, as little-endian int32 ids into the vocabulary table ``terms`` (``id``,
``term``, ``rows``: how many memories hold it). They are written with the row, in the
writing transaction (``term_blobs``), and by migration 0009 for the rows before it
(``backfill``). A memory deleted or rewritten gives its terms back (``release``): a term no
memory holds any more leaves the vocabulary, so that forgetting a user leaves none of their
words behind. A change to what ``index_terms`` returns must come with a migration that
runs ``backfill`` again.

An in-memory index numbers terms its own way: ``vocabulary`` reads the file's, and a load
translates the stored ids to its own (``keywords.KeywordIndex.fill``).
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain

import numpy as np
import numpy.typing as npt

from memvault.policy.text import index_terms

__all__ = ["TERM_ID", "Terms", "backfill", "release", "term_blobs", "vocabulary"]

TERM_ID = np.dtype("<i4")
"""How a term id is stored in ``memories.terms``."""

_CHUNK = 500  # terms looked up per statement (SQLite's variable limit is 999 on old builds)
_BACKFILL_ROWS = 5_000


def term_blobs(conn: sqlite3.Connection, tokens: Sequence[Sequence[str]]) -> list[bytes]:
    """The ``memories.terms`` value of each list of ``tokens`` (``index_terms`` of a text),
    adding the terms the vocabulary lacks (in the caller's transaction)."""
    distinct = list(dict.fromkeys(chain.from_iterable(tokens)))
    ids: dict[str, int] = {}
    for start in range(0, len(distinct), _CHUNK):
        chunk = distinct[start : start + _CHUNK]
        marks = ", ".join("?" for _ in chunk)
        ids.update(conn.execute(f"SELECT term, id FROM terms WHERE term IN ({marks})", chunk))
    for term in distinct:
        if term not in ids:
            cursor = conn.execute("INSERT INTO terms (term, rows) VALUES (?, 0)", (term,))
            assert cursor.lastrowid is not None
            ids[term] = cursor.lastrowid
    held = Counter(chain.from_iterable(set(t) for t in tokens))
    conn.executemany(
        "UPDATE terms SET rows = rows + ? WHERE id = ?",
        [(count, ids[term]) for term, count in held.items()],
    )
    return [np.fromiter(map(ids.__getitem__, t), TERM_ID, len(t)).tobytes() for t in tokens]


def release(conn: sqlite3.Connection, seqs: Sequence[int]) -> None:
    """Give back the terms of the memories ``seqs``, about to be deleted or rewritten (in
    the caller's transaction): a term no memory holds any more is deleted."""
    held: list[npt.NDArray[np.int32]] = []
    for start in range(0, len(seqs), _CHUNK):
        chunk = list(seqs[start : start + _CHUNK])
        marks = ", ".join("?" for _ in chunk)
        rows = conn.execute(
            f"SELECT terms FROM memories WHERE terms IS NOT NULL AND seq IN ({marks})", chunk
        )
        held += [np.unique(np.frombuffer(blob, TERM_ID)) for (blob,) in rows]
    if not held:
        return
    ids, counts = np.unique(np.concatenate(held), return_counts=True)
    given = list(zip(counts.tolist(), ids.tolist(), strict=True))
    conn.executemany("UPDATE terms SET rows = rows - ? WHERE id = ?", given)
    conn.executemany("DELETE FROM terms WHERE id = ? AND rows <= 0", [(i,) for _, i in given])


def vocabulary(conn: sqlite3.Connection) -> tuple[npt.NDArray[np.int64], list[str]]:
    """Every term of the file's vocabulary and its id."""
    rows = conn.execute("SELECT id, term FROM terms").fetchall()
    ids = np.fromiter((row[0] for row in rows), np.int64, len(rows))
    return ids, [row[1] for row in rows]


def backfill(conn: sqlite3.Connection) -> None:
    """Write the ``terms`` of every memory from its content (in the caller's transaction)."""
    after = 0
    while True:
        rows = conn.execute(
            "SELECT seq, content FROM memories WHERE seq > ? ORDER BY seq LIMIT ?",
            (after, _BACKFILL_ROWS),
        ).fetchall()
        if not rows:
            return
        blobs = term_blobs(conn, [index_terms(content) for _, content in rows])
        conn.executemany(
            "UPDATE memories SET terms = ? WHERE seq = ?",
            [(blob, seq) for blob, (seq, _) in zip(blobs, rows, strict=True)],
        )
        after = rows[-1][0]


@dataclass(frozen=True, slots=True)
class Terms:
    """The tokens of many rows, as read from a file (``columns.read_columns``): each
    token's position in ``names``, row after row, and how many each row has (``lengths``);
    ``texts`` holds instead the tokens of the rows read from their text (row -> tokens,
    their length in ``lengths`` is 0)."""

    positions: npt.NDArray[np.int64]
    lengths: npt.NDArray[np.int64]
    names: list[str]
    texts: dict[int, list[str]]
