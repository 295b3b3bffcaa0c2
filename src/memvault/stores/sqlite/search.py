"""Search in memory over the SQLite file: ``SearchIndex`` holds every memory's vector,
keyword tokens, scope and time span (``vectors.VectorMatrix``, with ``keywords.KeywordIndex``
inside it), loaded when the store opens, kept up to date by the store's own writes, and
caught up with what another connection changed in the file (``PRAGMA data_version`` moved)
by reading only that (``refresh``).

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
from memvault.stores.sqlite.columns import read_columns
from memvault.stores.sqlite.filters import selection_sql
from memvault.stores.sqlite.keywords import Counted
from memvault.stores.sqlite.refresh import IndexRow, Position, data_version, read_changes
from memvault.stores.sqlite.rows import COLUMNS, entry_from_row, scope_key, span
from memvault.stores.sqlite.schema import require_same_embedder
from memvault.stores.sqlite.vectors import VectorMatrix

__all__ = ["Hits", "SearchIndex"]

READ_CACHE = 2_000
"""Memories read by searches kept until the next change (see ``SearchIndex.by_seq``)."""

Hits = list[tuple[MemoryEntry, float]]


class SearchIndex:
    """The in-memory index of one store's file, written by ``embedder`` (``dim`` wide).

    ``changed()`` must be called before each write of the store: it forgets the remembered
    filter results and rows. ``add``, ``remove`` and ``set_valid_to`` keep the index in step
    with the store's own writes, given the ``refresh.Position`` read at the end of each;
    before a search, ``_fresh`` reads what other connections changed (``refresh``).
    ``loads`` and ``rows_read`` count the full loads and the rows of ``memories`` read, so
    that tests and benchmarks can tell a catch-up from a reload.
    """

    def __init__(self, db: SQLiteDatabase, embedder: str, dim: int) -> None:
        self._db = db
        self._embedder = (embedder, dim)
        self._matrix = VectorMatrix(dim)
        self._position = Position(-1, 0, 0)
        self._last_filter: tuple[tuple[Selection, str, int], list[int]] | None = None
        self._read: tuple[int, dict[int, MemoryEntry]] = (-1, {})
        self._changes = 0  # writes of the store and catch-ups after other writers
        self.loads = 0
        self.rows_read = 0
        self.load()

    def changed(self) -> None:
        self._changes += 1

    def load(self) -> None:
        """Read every memory's vector, tokens, scope and span from the file."""
        self.changed()
        fresh = VectorMatrix(self._matrix.dim)
        with self._db.read() as conn:
            position, columns = read_columns(conn, fresh.dim, self._check_embedder)
        fresh.load(columns)
        self.rows_read += len(columns.seqs)
        self._matrix, self._position = fresh, position
        self.loads += 1

    def _check_embedder(self, conn: sqlite3.Connection) -> None:
        require_same_embedder(conn, self._db.path, *self._embedder)

    def _index(self, matrix: VectorMatrix, rows: Sequence[IndexRow]) -> None:
        """Add (or replace) ``rows`` in ``matrix``."""
        self.rows_read += len(rows)
        if rows:
            vectors = np.frombuffer(b"".join(r.vector for r in rows), np.float32)
            matrix.add(
                [r.seq for r in rows],
                vectors.reshape(len(rows), matrix.dim),
                [r.scope for r in rows],
                [index_terms(r.content) for r in rows],
                [r.span for r in rows],
            )

    def _in_step(self, after: Position) -> bool:
        """Whether a write of this store that ended at ``after`` follows what the index
        holds (no other connection committed since it last caught up); if so the write's
        changes are applied here and ``after`` becomes the index's position. If not, they
        are left to the next catch-up, which reads them from the file with the others'."""
        if after.version != self._position.version:
            return False
        self._position = after
        return True

    def add(
        self,
        after: Position,
        added: Sequence[tuple[int, NewMemory, Sequence[str]]],
        relinked: dict[int, datetime | None],
    ) -> None:
        """Index the rows a write ``added`` (seq, memory, ``index_terms`` of its text) and
        the ``valid_to`` it changed."""
        if not self._in_step(after):
            return
        matrix = self._matrix
        if added:
            matrix.add(
                [seq for seq, _, _ in added],
                np.array([i.vector for _, i, _ in added], np.float32).reshape(-1, matrix.dim),
                [scope_key(item.entry) for _, item, _ in added],
                [tokens for _, _, tokens in added],
                [span(item.entry) for _, item, _ in added],
            )
        for seq, valid_to in relinked.items():
            matrix.set_valid_to(seq, valid_to)

    def remove(
        self, after: Position, seqs: Sequence[int], relinked: dict[int, datetime | None]
    ) -> None:
        """Drop the rows a write deleted, and apply the ``valid_to`` it changed."""
        if self._in_step(after):
            self._matrix.remove(seqs)
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
        """The index, caught up with what other connections committed since it last looked:
        only what they changed is read, unless the change log cannot tell (then all)."""
        with self._db.read() as conn:
            if data_version(conn) == self._position.version:
                return self._matrix
            changes = read_changes(conn, self._position, self._check_embedder)
        self.changed()
        if changes.reload:
            self.load()
            return self._matrix
        matrix = self._matrix
        if changes.removed:
            matrix.remove(changes.removed)
        self._index(matrix, changes.rows)
        for seq, when in changes.spans.items():
            matrix.set_span(seq, when)
        self.rows_read += len(changes.spans)
        self._position = changes.position
        return matrix

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
        if selection.narrowed:
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
