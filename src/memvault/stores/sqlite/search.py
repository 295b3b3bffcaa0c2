"""Search in memory over the SQLite file: ``SearchIndex`` holds every memory's vector,
keyword tokens, scope and time span (``vectors.VectorMatrix``, with ``keywords.KeywordIndex``
inside it), loaded when the store opens, kept up to date by the store's own writes and loaded
again when another connection changed the file (``PRAGMA data_version``).

A search masks the rows in its selection (scope and kinds, then time, then, for a metadata
filter or knowledge attributes, the seqs SQL lets through), ranks them in memory and reads
only the hits back from the file.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memvault.core.records import NewMemory, Selection
from memvault.core.types import MemoryEntry
from memvault.infra.sqlite import SQLiteDatabase
from memvault.policy.text import index_terms, stem_words
from memvault.stores.sqlite.filters import selection_sql
from memvault.stores.sqlite.keywords import Counted
from memvault.stores.sqlite.rows import COLUMNS, entry_from_row, read_span, scope_key, span
from memvault.stores.sqlite.schema import require_same_embedder
from memvault.stores.sqlite.vectors import VectorMatrix

__all__ = ["Hits", "SearchIndex", "data_version"]

READ_CACHE = 2_000
"""Memories read by searches kept until the next change (see ``SearchIndex.by_seq``)."""

Hits = list[tuple[MemoryEntry, float]]


def data_version(conn: sqlite3.Connection) -> int:
    """Changes when another connection commits to the file (SQLite's ``data_version``)."""
    return int(conn.execute("PRAGMA data_version").fetchone()[0])


class SearchIndex:
    """The in-memory index of one store's file, written by ``embedder`` (``dim`` wide).

    ``changed()`` must be called before each write of the store: it forgets the remembered
    filter results and rows. ``add`` (with the ``data_version`` seen at the end of the
    write), ``remove`` and ``set_valid_to`` keep the index in step with the store's writes.
    """

    def __init__(self, db: SQLiteDatabase, embedder: str, dim: int) -> None:
        self._db = db
        self._embedder = (embedder, dim)
        self._matrix = VectorMatrix(dim)
        self._data_version: int | None = None
        self._last_filter: tuple[tuple[Selection, str, int], list[int]] | None = None
        self._read: tuple[int, dict[int, MemoryEntry]] = (-1, {})
        self._changes = 0  # writes of the store and reloads after other writers
        self.load()

    def changed(self) -> None:
        self._changes += 1

    def load(self) -> None:
        """Read every memory's vector, tokens, scope and span from the file."""
        self.changed()
        fresh = VectorMatrix(self._matrix.dim)
        with self._db.read() as conn:
            require_same_embedder(conn, self._db.path, *self._embedder)
            self._data_version = data_version(conn)
            rows = conn.execute(
                "SELECT seq, user_id, agent_id, session_id, kind, vector, content, occurred_at,"
                " valid_to, expires_at FROM memories ORDER BY seq"
            ).fetchall()
        if rows:
            vectors = np.frombuffer(b"".join(r[5] for r in rows), np.float32)
            fresh.add(
                [r[0] for r in rows],
                vectors.reshape(len(rows), fresh.dim),
                [(r[1], r[2], r[3], r[4]) for r in rows],
                [index_terms(r[6]) for r in rows],
                [read_span(r[7], r[8], r[9]) for r in rows],
            )
        self._matrix = fresh

    def add(
        self,
        version: int,
        added: Sequence[tuple[int, NewMemory]],
        relinked: dict[int, datetime | None],
    ) -> None:
        """Index the rows a write ``added`` (and the ``valid_to`` it changed), unless another
        connection wrote before it (``version``): then the next search reloads."""
        if version != self._data_version:
            return
        matrix = self._matrix
        matrix.add(
            [seq for seq, _ in added],
            np.array([item.vector for _, item in added], np.float32).reshape(-1, matrix.dim),
            [scope_key(item.entry) for _, item in added],
            [index_terms(item.entry.content) for _, item in added],
            [span(item.entry) for _, item in added],
        )
        self.set_valid_to(relinked)

    def remove(self, seqs: Sequence[int]) -> None:
        self._matrix.remove(seqs)

    def set_valid_to(self, relinked: dict[int, datetime | None]) -> None:
        for seq, valid_to in relinked.items():
            self._matrix.set_valid_to(seq, valid_to)

    def keyword_search(
        self, terms: Sequence[str], selection: Selection, limit: int, context_weight: float
    ) -> Hits:
        """BM25 for any of ``terms`` (see ``keywords``) within ``selection``."""
        matrix, keep, counted = self._keep(selection)
        hits = matrix.keyword_search(stem_words(terms), keep, limit, context_weight, counted)
        entries = self.by_seq([seq for seq, _ in hits])
        return [(entries[seq], score) for seq, score in hits if seq in entries]

    def vector_search(
        self, vector: npt.NDArray[np.float32], selection: Selection, limit: int
    ) -> Hits:
        """Cosine search within ``selection`` (see ``vectors``)."""
        matrix, keep, _ = self._keep(selection)
        hits = matrix.search(vector, keep, limit)
        entries = self.by_seq([seq for seq, _ in hits])
        return [(entries[seq], score) for seq, score in hits if seq in entries]

    def _fresh(self) -> VectorMatrix:
        with self._db.read() as conn:
            version = data_version(conn)
        if version != self._data_version:  # another connection wrote: reload
            self.load()
        return self._matrix

    def _keep(self, selection: Selection) -> tuple[VectorMatrix, npt.NDArray[np.bool_], Counted]:
        """The index, fresh; the mask of its rows inside ``selection``; and the rows whose
        statistics a keyword search counts, as PostgreSQL's (``filters.scope_sums`` there):
        the selection's scope ids and kinds, whatever the time (the superseded and expired
        count too); with a metadata filter or attributes, the selection itself. Never the
        whole file: one user's scores must not depend on another's memories."""
        matrix = self._fresh()
        scope = (selection.user_id, selection.agent_id, selection.session_id, selection.kinds)
        keep = matrix.mask(*scope)
        if selection.valid_at is not None:
            matrix.valid(keep, selection.valid_at, begun=selection.begun)
        if selection.where is not None or selection.attributes is not None:
            matrix.restrict(keep, self._filtered(selection))
            return matrix, keep, matrix.keywords.counted(keep)
        return matrix, keep, matrix.counted(*scope)

    def _filtered(self, selection: Selection) -> list[int]:
        """The seqs of the memories a selection's metadata filter and attributes let through,
        remembered until the next change (a hybrid search asks twice: keyword, then vector)."""
        timeless = replace(selection, valid_at=None, begun=False)
        # repr too: a filter on True equals one on 1 as Python compares them, not in JSON
        remembered_as = (timeless, repr(timeless.where), self._changes)
        if self._last_filter is not None and self._last_filter[0] == remembered_as:
            return self._last_filter[1]
        where, args = selection_sql(timeless)
        with self._db.read() as conn:
            rows = conn.execute(f"SELECT m.seq FROM memories AS m WHERE {where}", args)
            seqs = [row[0] for row in rows]
        self._last_filter = (remembered_as, seqs)
        return seqs

    def by_seq(self, seqs: Sequence[int]) -> dict[int, MemoryEntry]:
        """The memories of ``seqs``. Those read since the last change are kept (a hybrid
        search reads the candidates of two methods, which overlap), up to ``READ_CACHE``."""
        if self._read[0] != self._changes or len(self._read[1]) > READ_CACHE:
            self._read = (self._changes, {})
        known = self._read[1]
        missing = [seq for seq in seqs if seq not in known]
        if missing:
            with self._db.read() as conn:
                rows = conn.execute(
                    f"SELECT {COLUMNS} FROM memories AS m WHERE seq IN"
                    f" ({', '.join('?' for _ in missing)})",
                    missing,
                ).fetchall()
            known.update((r[0], entry_from_row(r)) for r in rows)
        return {seq: known[seq] for seq in seqs if seq in known}
