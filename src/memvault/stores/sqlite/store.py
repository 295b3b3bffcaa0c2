"""``SQLiteStore``, the ``RecordStore`` over one SQLite file: it checks its arguments, opens
each transaction, runs the SQL of ``write`` and ``reads`` inside it, and keeps the in-memory
``search.SearchIndex`` in step with what it wrote."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from memvault.core.records import EmbedFn, NewMemory, Restored, Selection
from memvault.core.types import (
    EventType,
    MemoryEntry,
    MemoryEvent,
    Scope,
    ScopeField,
    ScopeSummary,
)
from memvault.errors import InvalidInput
from memvault.infra.resource import AsyncResource
from memvault.infra.sqlite import Durability, SQLiteDatabase
from memvault.policy.text import index_terms
from memvault.stores.base import checked_vector, embedder_of
from memvault.stores.sqlite import reads, reembed, write
from memvault.stores.sqlite.refresh import Position, data_version, position, trim
from memvault.stores.sqlite.rows import get_entry
from memvault.stores.sqlite.schema import (
    migrations,
    read_meta,
    require_embedder_of,
    require_same_embedder,
    write_embedder,
)
from memvault.stores.sqlite.search import Hits, SearchIndex

__all__ = ["SQLiteStore"]


class SQLiteStore(AsyncResource):
    """Memories in one SQLite file (``":memory:"`` for a private in-memory database).

    ``open(embedder, dim)`` must be called first (``MemoryVault`` does): it applies the
    migrations and checks that the file was written by the same embedder, so vectors of two
    models are never mixed. A file at the current version opens with reads only, so it
    opens and reads while another process writes. ``timeout`` is how long a write waits
    for another's; ``durability`` is ``"normal"`` or ``"full"`` (``infra.sqlite``).
    ``save_index`` (default True) saves the in-memory index beside the file when the store
    closes, for the next open to read (``<file>-index.npz``: see ``saved``); False neither
    reads nor writes one, and removes one left from before.
    """

    def __init__(
        self,
        path: str | Path = ":memory:",
        *,
        timeout: float = 5.0,
        durability: Durability = "normal",
        save_index: bool = True,
    ) -> None:
        self._db = SQLiteDatabase(path, [migrations], timeout=timeout, durability=durability)
        self._save_index = save_index
        self._index: SearchIndex | None = None
        self._embedder: tuple[str, int] | None = None  # what open() was given

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction; what the index remembered of the rows is forgotten."""
        if self._index is not None:
            self._index.changed()
        with self._db.transaction() as conn:
            yield conn

    @staticmethod
    def _ended(conn: sqlite3.Connection) -> Position:
        """The end of a write, in its transaction: the change log trimmed, and where the
        file then is (``refresh.Position``) for the index to follow."""
        trim(conn)
        return position(conn, data_version(conn))

    @property
    def path(self) -> str:
        return self._db.path

    def __repr__(self) -> str:
        return f"SQLiteStore({self.path!r})"

    # -- life cycle ---------------------------------------------------------------------

    async def open(self, embedder: str, dim: int) -> None:
        """Migrate the file if it needs it and check its embedder, with reads only unless
        the file is new (then the embedder is recorded)."""
        with self._db.read() as conn:
            meta = read_meta(conn)
        if not meta:
            with self._transaction() as conn:
                meta = read_meta(conn)
                if not meta:
                    write_embedder(conn, embedder, dim)
                    meta = read_meta(conn)
        require_embedder_of(self.path, meta, embedder, dim)
        self._embedder = (embedder, dim)
        self._index = SearchIndex(self._db, embedder, dim, saved=self._save_index)

    async def recorded_embedder(self) -> tuple[str, int] | None:
        """The embedder ``store_meta`` records; a file that does not exist is not created."""
        if not self._db.exists():
            return None
        with self._db.read() as conn:
            return embedder_of(read_meta(conn))

    def _opened(self) -> tuple[str, int]:
        if self._embedder is None:
            raise RuntimeError("SQLiteStore.open() was not called")
        return self._embedder

    def _searchable(self) -> SearchIndex:
        if self._index is None:
            raise RuntimeError("SQLiteStore.open() was not called")
        return self._index

    def _check_embedder(self, conn: sqlite3.Connection) -> None:
        """Refuse to go on when the file's vectors are no longer those of the embedder this
        object was opened with (another connection re-embedded the store since): its vectors
        and the file's must never mix."""
        require_same_embedder(conn, self.path, *self._opened())

    def close(self) -> None:
        """Close the file; save the in-memory index beside it first when that pays
        (``SearchIndex.save``: a big index far ahead of the one saved)."""
        try:
            if self._index is not None and not self._db.read_only:
                self._index.save()
        finally:
            self._db.close()
            self._index = None

    async def aclose(self) -> None:
        self.close()

    async def reembed(self, embedder: str, dim: int, embed: EmbedFn, batch_size: int) -> int:
        """Replace every vector with ``embed``'s (``batch_size`` texts a call) and record the
        new embedder, in transactions of ``reembed.REEMBED_ROWS`` memories: no lock is held
        while ``embed`` runs. A run that was cut is resumed by the next (see
        ``stores.sqlite.reembed``); returns how many memories this call embedded."""
        with self._transaction() as conn:
            copying = reembed.begin_reembed(conn, embedder, dim)
        count = 0 if copying else await self._stage(embedder, dim, embed, batch_size)
        while True:
            with self._transaction() as conn:
                if reembed.swap(conn, embedder, dim, reembed.REEMBED_ROWS) == 0:
                    break
        self._embedder = (embedder, dim)
        self._index = SearchIndex(self._db, embedder, dim, saved=self._save_index)
        return count

    async def _stage(self, embedder: str, dim: int, embed: EmbedFn, batch_size: int) -> int:
        """Compute and stage the new vector of every memory (step 2 of ``reembed``), until
        one pass finds none left; how many were embedded."""
        count, after = 0, 0
        while True:
            with self._db.read() as conn:
                rows = reembed.unstaged(conn, after, reembed.REEMBED_ROWS)
            if not rows:
                with self._transaction() as conn:
                    if reembed.begin_swap(conn, embedder, dim):
                        return count
                after = 0  # memories were added or changed meanwhile: another pass
                continue
            texts = [content for _, _, content in rows]
            vectors = [
                checked_vector(vector, dim)
                for start in range(0, len(texts), batch_size)
                for vector in await embed(texts[start : start + batch_size])
            ]
            if len(vectors) != len(rows):
                raise InvalidInput("embed", f"gave {len(vectors)} vectors for {len(rows)} texts")
            with self._transaction() as conn:
                reembed.stage(conn, embedder, dim, rows, vectors)
            count += len(rows)
            after = rows[-1][0]

    # -- writes -------------------------------------------------------------------------

    async def write(self, items: Sequence[NewMemory]) -> list[tuple[MemoryEntry, EventType]]:
        """Add ``items`` in one transaction. A fact whose content hash already exists in its
        scope is merged into the stored one (metadata merged, ``updated_at`` moved) instead."""
        dim = self._opened()[1]
        for item in items:  # all checked before anything is written
            checked_vector(item.vector, dim)
        rows = write.prepare(items)  # before the transaction: the lock is held for SQL only
        with self._transaction() as conn:
            self._check_embedder(conn)
            written = write.write(conn, items, rows)
            after = self._ended(conn)
        if self._index is not None:
            self._index.add(after, written.added, written.relinked)
        return written.results

    async def stored_ids(self, ids: Sequence[str]) -> set[str]:
        """Which of ``ids`` the file holds."""
        with self._db.read() as conn:
            return reads.stored_ids(conn, ids)

    async def restore(self, items: Sequence[Restored]) -> list[bool]:
        """Write ``items`` as given, in one transaction (see ``MemoryRestorer.restore``)."""
        dim = self._opened()[1]
        for item in items:  # all checked before anything is written
            checked_vector(item.memory.vector, dim)
        with self._transaction() as conn:
            self._check_embedder(conn)
            written = write.restore(conn, items)
            after = self._ended(conn)
        if self._index is not None:
            self._index.add(after, written.added, written.relinked)
        stored = {id(memory) for _, memory, _ in written.added}
        return [id(item.memory) in stored for item in items]

    async def update(
        self,
        memory_id: str,
        *,
        content: str | None,
        metadata: dict[str, Any] | None,
        vector: npt.NDArray[np.float32] | None,
        content_hash: str | None,
        at: datetime,
    ) -> MemoryEntry:
        """Replace content (with its vector and content hash) and/or metadata of one memory."""
        if vector is not None:
            vector = checked_vector(vector, self._opened()[1])
        with self._transaction() as conn:
            if vector is not None:
                self._check_embedder(conn)
            new, seq = write.update(conn, memory_id, content, metadata, vector, content_hash, at)
            after = self._ended(conn)
        if self._index is not None:
            added: list[write.Added] = []
            if vector is not None:
                added = [(seq, NewMemory(new, vector, content_hash), index_terms(new.content))]
            self._index.add(after, added, {})
        return new

    async def delete(self, memory_id: str, *, at: datetime) -> MemoryEntry:
        with self._transaction() as conn:
            old, seq, relinked = write.delete(conn, memory_id, at)
            after = self._ended(conn)
        if self._index is not None:
            self._index.remove(after, [seq], relinked)
        return old

    async def forget(self, selection: Selection) -> int:
        """Remove every memory in ``selection`` with its history (and from the index)."""
        with self._transaction() as conn:
            seqs = write.forget(conn, selection)
            after = self._ended(conn)
        if self._index is not None:
            self._index.remove(after, seqs, {})
        return len(seqs)

    async def assign_key(self, memory_id: str, key: str, *, at: datetime) -> MemoryEntry:
        """Give a fact a key: it joins that key's timeline (relinked, as is the one it left)."""
        with self._transaction() as conn:
            entry, relinked = write.assign_key(conn, memory_id, key, at)
            after = self._ended(conn)
        if self._index is not None:
            self._index.add(after, [], relinked)
        return entry

    async def prune(self, now: datetime) -> int:
        """Remove every memory whose ``expires_at`` is not after ``now``, with its history."""
        with self._transaction() as conn:
            seqs = write.prune(conn, now)
            after = self._ended(conn)
        if self._index is not None:
            self._index.remove(after, seqs, {})
        return len(seqs)

    # -- reads --------------------------------------------------------------------------

    async def get(self, memory_id: str, scope: Scope) -> MemoryEntry:
        with self._db.read() as conn:
            return get_entry(conn, memory_id, scope)

    async def scan(self, selection: Selection, *, limit: int, offset: int) -> list[MemoryEntry]:
        """Memories in ``selection``, oldest first (by when they happened, then insertion)."""
        with self._db.read() as conn:
            return reads.scan(conn, selection, limit, offset)

    async def scan_ids(self, selection: Selection) -> list[str]:
        with self._db.read() as conn:
            return reads.scan_ids(conn, selection)

    async def get_many(self, ids: Sequence[str], scope: Scope) -> list[MemoryEntry]:
        with self._db.read() as conn:
            return reads.get_many(conn, ids, scope)

    async def count(self, selection: Selection) -> int:
        with self._db.read() as conn:
            return reads.count(conn, selection)

    async def scopes(
        self, by: ScopeField, selection: Selection, *, match: str, limit: int, offset: int
    ) -> list[ScopeSummary]:
        with self._db.read() as conn:
            return reads.scopes(conn, by, selection, match, limit, offset)

    async def events(self, memory_id: str, scope: Scope) -> list[MemoryEvent]:
        return (await self.histories([memory_id], scope)).get(memory_id, [])

    async def histories(self, ids: Sequence[str], scope: Scope) -> dict[str, list[MemoryEvent]]:
        with self._db.read() as conn:
            return reads.histories(conn, ids, scope)

    async def ids_starting(self, prefix: str, scope: Scope, limit: int) -> list[str]:
        with self._db.read() as conn:
            return reads.ids_starting(conn, prefix, scope, limit)

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``."""
        with self._db.read() as conn:
            return reads.speakers(conn, selection)

    async def next_messages(self, ids: Sequence[str], scope: Scope) -> dict[str, str]:
        """For each message of ``ids`` in ``scope`` that is in a session, the id of the
        message stored next in that session."""
        with self._db.read() as conn:
            return reads.next_messages(conn, ids, scope)

    # -- search -------------------------------------------------------------------------

    async def keyword_search(
        self,
        terms: Sequence[str],
        selection: Selection,
        limit: int,
        *,
        context_weight: float = 0.0,
    ) -> Hits:
        """BM25 for any of ``terms`` (see ``stores.sqlite.keywords``), higher is better.

        Each memory counts its own words and, for a message in a session, those of the two
        turns before and after it, weighted by ``context_weight`` (0 ignores them, 1 counts
        them like the memory's own words). The hit is the memory itself."""
        if not terms or limit <= 0:
            return []
        return self._searchable().keyword_search(terms, selection, limit, float(context_weight))

    async def vector_search(
        self, vector: npt.NDArray[np.float32], selection: Selection, limit: int
    ) -> Hits:
        """Cosine search within ``selection`` (exact, or prefiltered in a large scope: see
        ``stores.sqlite.vectors``); score is the cosine (-1.0-1.0)."""
        vector = checked_vector(vector, self._opened()[1])
        return self._searchable().vector_search(vector, selection, limit)
