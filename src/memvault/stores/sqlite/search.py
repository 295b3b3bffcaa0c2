"""Search in memory over the SQLite file: ``SearchIndex`` holds every memory's vector (as
int8 codes), keyword postings, scope and time span (``vectors.VectorMatrix``, with
``keywords.KeywordIndex`` inside it), loaded when the store opens, kept up to date by the
store's own writes, and caught up with what another connection changed in the file
(``PRAGMA data_version`` moved) by reading only that (``refresh``).

A search masks the rows in its selection (scope and kinds, then time, then, for a metadata
filter or knowledge attributes, the seqs SQL lets through), ranks them in memory and reads
only the hits back from the file (and, for a vector search, the exact vectors of the rows
that may be among them).
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
from memvault.infra.memory import give_back
from memvault.infra.sqlite import SQLiteDatabase
from memvault.policy.text import index_terms, stem_words
from memvault.stores.sqlite.columns import read_columns
from memvault.stores.sqlite.filters import selection_sql
from memvault.stores.sqlite.keywords import Counted
from memvault.stores.sqlite.refresh import (
    Changes,
    IndexRow,
    Position,
    data_version,
    read_changes,
)
from memvault.stores.sqlite.rows import COLUMNS, entry_from_row, scope_key, span
from memvault.stores.sqlite.saved import (
    RESAVE_CHANGES,
    SAVE_ROWS,
    Saved,
    discard,
    read_image,
    saved_path,
    write_image,
)
from memvault.stores.sqlite.schema import identity, require_same_embedder
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

    def __init__(self, db: SQLiteDatabase, embedder: str, dim: int, *, saved: bool) -> None:
        self._db = db
        self._embedder = (embedder, dim)
        self._matrix = VectorMatrix(dim)
        self._position = Position(-1, 0, 0)
        self._last_filter: tuple[tuple[Selection, str, int], list[int]] | None = None
        self._read: tuple[int, dict[int, MemoryEntry]] = (-1, {})
        self._changes = 0  # writes of the store and catch-ups after other writers
        self.loads = 0
        self.rows_read = 0
        self.saved_at: Position | None = None
        """Where the index saved beside the file (``saved``) was taken, once read or written."""
        self._saving = saved and not db.in_memory
        if not self._saving and not db.in_memory:
            discard(db.path)
        self.load(saved=self._saving)

    def changed(self) -> None:
        self._changes += 1

    def load(self, *, saved: bool = False) -> None:
        """Read every memory's vector, tokens, scope and span from the file; first try
        (``saved``) the index saved beside it, caught up with what changed since."""
        self.changed()
        if not (saved and self._load_saved()):
            fresh = VectorMatrix(self._matrix.dim)
            with self._db.read() as conn:
                position, columns = read_columns(conn, fresh.dim, self._check_embedder)
            fresh.load(columns)
            self.rows_read += len(columns.seqs)
            self._matrix, self._position = fresh, position
            self.loads += 1
        give_back()  # what the read built and freed (see ``infra.memory``)

    def _load_saved(self) -> bool:
        """Hold the index saved beside the file and what changed since it was taken;
        False (nothing held) when there is none fit to use (see ``saved``)."""
        if self._db.in_memory:
            return False
        with self._db.read() as conn:
            file_id = identity(conn)
        found = None if file_id is None else read_image(self._db.path, file_id, self._embedder)
        if found is None or found.last != self._last(found.last):
            return False
        at, image = found.at, found.image
        with self._db.read() as conn:
            changes = read_changes(conn, at, self._check_embedder)
        if changes.reload:
            return False
        fresh = VectorMatrix(self._matrix.dim)
        fresh.load_image(image)
        self._matrix, self._position = fresh, at
        self._catch_up(fresh, changes)
        with self._db.read() as conn:
            same = data_version(conn) == self._position.version
            count = conn.execute("SELECT count(*) FROM memories").fetchone()[0]
        if same and count != len(fresh):  # not this file's history (an older copy restored)
            self._matrix, self._position = VectorMatrix(self._matrix.dim), Position(-1, 0, 0)
            return False
        self.saved_at = at
        self.loads += 1
        return True

    def save(self) -> None:
        """Save the index beside the file when it is big enough and far enough ahead of the
        saved one (``saved.SAVE_ROWS``, ``saved.RESAVE_CHANGES``)."""
        at, matrix = self._position, self._matrix
        if not self._saving or at.version < 0 or len(matrix) < SAVE_ROWS:
            return
        before = self.saved_at if saved_path(self._db.path).is_file() else None  # removed since?
        ahead = None if before is None else (at.change - before.change) + (at.seq - before.seq)
        if ahead is not None and ahead < RESAVE_CHANGES:
            return
        with self._db.read() as conn:
            if data_version(conn) != at.version:
                return  # another connection wrote since: the index is not the file's now
            file_id = identity(conn)
        image = matrix.image()
        last = self._last((int(image.seqs[-1]), ""))
        if file_id is not None and write_image(
            self._db.path, Saved(image, at, last), file_id, self._embedder
        ):
            self.saved_at = at

    def _discard_saved(self) -> None:
        if not self._db.in_memory:
            discard(self._db.path)
        self.saved_at = None

    def _last(self, last: tuple[int, str] | None) -> tuple[int, str] | None:
        """The seq of ``last`` with the id the file holds there now (None: no such row)."""
        if last is None:
            return None
        with self._db.read() as conn:
            row = conn.execute("SELECT id FROM memories WHERE seq = ?", (last[0],)).fetchone()
        return None if row is None else (last[0], str(row[0]))

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
        known = self._position.seq
        if not self._in_step(after):
            self._discard_saved()  # another writer came between: it may have rewritten rows
            return
        if any(seq <= known for seq, _, _ in added):  # a memory rewritten (its text, vector)
            self._discard_saved()
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
        self._discard_saved()
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
        hits = matrix.search(vector, keep, limit, self._stored_vectors)
        entries = self.by_seq([seq for seq, _ in hits])
        return [(entries[seq], score) for seq, score in hits if seq in entries]

    def _stored_vectors(self, seqs: Sequence[int]) -> dict[int, npt.NDArray[np.float32]]:
        """The vectors of the memories of ``seqs`` as the file holds them (the index holds
        them in compact form, ``compact``); a row of the wrong width, or with a value that
        is not finite (written by hand), is left out. Read under the embedder check that
        catching up makes, so that a store re-embedded by another process in between is
        refused rather than scored with another model's vectors."""
        width = self._matrix.dim * 4
        found: dict[int, npt.NDArray[np.float32]] = {}
        with self._db.read() as conn:
            self._check_embedder(conn)
            for start in range(0, len(seqs), 500):
                chunk = seqs[start : start + 500]
                marks = ", ".join("?" * len(chunk))
                rows = conn.execute(
                    f"SELECT seq, vector FROM memories WHERE seq IN ({marks})", chunk
                )
                found.update(
                    (seq, np.frombuffer(blob, np.float32))
                    for seq, blob in rows
                    if isinstance(blob, bytes) and len(blob) == width
                )
        return {seq: vector for seq, vector in found.items() if np.isfinite(vector).all()}

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
        self._catch_up(self._matrix, changes)
        return self._matrix

    def _catch_up(self, matrix: VectorMatrix, changes: Changes) -> None:
        """Apply what other connections changed to ``matrix``, which is then at their
        position."""
        if changes.removed:
            matrix.remove(changes.removed)
        self._index(matrix, changes.rows)
        for seq, when in changes.spans.items():
            matrix.set_span(seq, when)
        self.rows_read += len(changes.spans)
        self._position = changes.position

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
