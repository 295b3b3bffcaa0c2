"""Re-embedding the SQLite store in short transactions, so that no lock is held while a
model computes vectors, and so that a run that was cut (killed, or its model failed) is
resumed by the next one. ``SQLiteStore.reembed`` drives these steps:

1. ``begin_reembed`` records the embedder the store moves to (``store_meta``);
2. ``unstaged`` and ``stage``, chunk by chunk: the new vector of every memory is computed
   outside any transaction and kept in ``reembed_vectors`` with the ``updated_at`` of the
   memory it was computed from. The store meanwhile works as before, on its old vectors:
   a memory added or changed in the meantime is simply embedded again;
3. ``begin_swap``, once every memory has a vector staged: from then on the store holds
   vectors of two models, so it refuses to write vectors, to search and to open (a clear
   ``Conflict``) until ``swap`` has copied the staged vectors in, chunk by chunk, and
   recorded the new embedder. A rerun after a cut finishes the copy.

A failed model call leaves the store's vectors and embedder as they were (step 2).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from memvault.errors import Conflict
from memvault.stores.sqlite.rows import blob
from memvault.stores.sqlite.schema import read_meta, write_embedder

__all__ = ["REEMBED_ROWS", "begin_reembed", "begin_swap", "stage", "swap", "unstaged"]

REEMBED_ROWS = 2_000
"""Memories embedded, or vectors copied, per transaction."""


def begin_reembed(conn: sqlite3.Connection, embedder: str, dim: int) -> bool:
    """Record that the store moves to ``embedder``; whether a re-embedding to it was already
    copying its vectors in (then only that copy is left to finish). The vectors staged for
    another embedder are dropped."""
    meta = read_meta(conn)
    if (meta.get("reembed_embedder"), meta.get("reembed_dim")) == (embedder, str(dim)):
        return "reembed_swapping" in meta
    conn.execute("DELETE FROM reembed_vectors")
    conn.executemany(
        "INSERT OR REPLACE INTO store_meta VALUES (?, ?)",
        [("reembed_embedder", embedder), ("reembed_dim", str(dim))],
    )
    return False


def unstaged(conn: sqlite3.Connection, after: int, limit: int) -> list[tuple[int, str, str]]:
    """Up to ``limit`` memories after ``after`` (a ``seq``) without a staged vector of their
    current version, ``(seq, updated_at, content)`` by ``seq``."""
    return conn.execute(
        "SELECT m.seq, m.updated_at, m.content FROM memories AS m"
        " LEFT JOIN reembed_vectors AS r ON r.seq = m.seq"
        " WHERE m.seq > ? AND (r.seq IS NULL OR r.updated_at != m.updated_at)"
        " ORDER BY m.seq LIMIT ?",
        (after, limit),
    ).fetchall()


def stage(
    conn: sqlite3.Connection,
    embedder: str,
    dim: int,
    rows: Sequence[tuple[int, str, str]],
    vectors: Sequence[npt.NDArray[np.float32]],
) -> None:
    """Keep the new vectors of ``rows`` (from ``unstaged``) until all are computed."""
    _require_target(conn, embedder, dim)
    conn.executemany(
        "INSERT OR REPLACE INTO reembed_vectors VALUES (?, ?, ?)",
        [(seq, at, blob(v)) for (seq, at, _), v in zip(rows, vectors, strict=True)],
    )


def begin_swap(conn: sqlite3.Connection, embedder: str, dim: int) -> bool:
    """Start copying the staged vectors in, if every memory has one; else ``False`` (a
    memory was added or changed meanwhile). From here on the store refuses vectors and
    searches (``schema.require_embedder_of``) until ``swap`` has copied them all."""
    _require_target(conn, embedder, dim)
    if unstaged(conn, 0, 1):
        return False
    conn.execute("INSERT OR REPLACE INTO store_meta VALUES ('reembed_swapping', '1')")
    return True


def swap(conn: sqlite3.Connection, embedder: str, dim: int, limit: int) -> int:
    """Copy up to ``limit`` staged vectors into their memories; when none is left, record
    ``embedder`` as the store's. Returns how many were copied."""
    _require_target(conn, embedder, dim)
    row = conn.execute(
        "SELECT min(seq), max(seq) FROM (SELECT seq FROM reembed_vectors ORDER BY seq LIMIT ?)",
        (limit,),
    ).fetchone()
    if row[0] is None:
        write_embedder(conn, embedder, dim)
        return 0
    conn.execute(
        "UPDATE memories SET vector = (SELECT r.vector FROM reembed_vectors AS r"
        " WHERE r.seq = memories.seq)"
        " WHERE seq IN (SELECT seq FROM reembed_vectors WHERE seq BETWEEN ? AND ?)",
        row,
    )
    return conn.execute("DELETE FROM reembed_vectors WHERE seq BETWEEN ? AND ?", row).rowcount


def _require_target(conn: sqlite3.Connection, embedder: str, dim: int) -> None:
    meta = read_meta(conn)
    if (meta.get("reembed_embedder"), meta.get("reembed_dim")) != (embedder, str(dim)):
        raise Conflict(
            f"another re-embedding (embedder {meta.get('reembed_embedder')!r}, dim"
            f" {meta.get('reembed_dim')}) began while this one (embedder {embedder!r}) ran;"
            " the last one started goes on"
        )
