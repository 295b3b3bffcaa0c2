"""``PostgresStore``: the record store's methods, each one transaction that takes its locks in
a fixed order (the memories table first, then advisory locks, sorted) and hands the work to
the modules beside it: ``write`` and ``upkeep`` (adds, merges, contexts, sums, history),
``timeline`` (supersession chains), ``index`` (the HNSW index's life), ``search`` and
``schema`` (tables, migrations' bookkeeping, the vector column). See the package docstring
for the design as a whole.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace as _replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.core.records import EmbedFn, NewMemory, Restored, Selection
from memvault.core.types import EventType, MemoryEntry
from memvault.errors import InvalidInput, NotFound
from memvault.infra.postgres import PostgresDatabase, PostgresTimeouts, identifier
from memvault.infra.resource import AsyncResource
from memvault.stores.base import require_embedder
from memvault.stores.postgres.filters import selection_sql
from memvault.stores.postgres.index import HnswIndex
from memvault.stores.postgres.migrations import store_migrations
from memvault.stores.postgres.reads import PostgresReads
from memvault.stores.postgres.restore import restore_batch, stored_ids
from memvault.stores.postgres.rows import (
    get_memory,
    in_session,
    register_vectors,
    unique_is_conflict,
    vector_bytes,
    vector_text,
)
from memvault.stores.postgres.schema import (
    CREATE_HNSW,
    Tables,
    check_dim,
    check_embedder,
    fragment,
    read_meta,
    record_embedder,
    require_vectors,
    retype,
    stage_vectors,
)
from memvault.stores.postgres.search import Hit, Search
from memvault.stores.postgres.timeline import chain, relink_added, relink_chains
from memvault.stores.postgres.upkeep import (
    chain_lock,
    lock,
    lock_id,
    record_events,
    session_lock,
    write_locks,
)
from memvault.stores.postgres.write import (
    delete_where,
    insert_batch,
    keep_up,
    new_contexts,
    rewrite_row,
    rewrite_terms,
)

if TYPE_CHECKING:
    from psycopg import AsyncConnection
    from psycopg.adapt import Dumper
    from psycopg_pool import AsyncConnectionPool

__all__ = ["EXACT_SEARCH_ROWS", "REBUILD_INDEX_ROWS", "PostgresStore"]

EXACT_SEARCH_ROWS = 10_000
"""The largest selection searched exactly by vector (the HNSW index answers beyond)."""
REBUILD_INDEX_ROWS = 1_000
"""The smallest batch that may rebuild the HNSW index instead of maintaining it."""
_MAX_PREFIX = 48  # the longest table name, <prefix>_embedding_hnsw, stays within 63 bytes
_SAME_ID = "a memory with the same id already exists"
Result = tuple[MemoryEntry, EventType]


def _same_fact(memory_id: str) -> str:
    return f"memory {memory_id}: the same fact already exists in this scope"


class PostgresStore(PostgresReads, AsyncResource):
    """Memories in PostgreSQL with pgvector, for many processes sharing one database.

    Give exactly one of ``dsn`` (a pool is opened on first use and closed by ``aclose``) or
    ``pool``: an open ``psycopg_pool.AsyncConnectionPool`` or a ``PostgresDatabase`` shared
    with other components, which stays the caller's. ``open(embedder, dim)`` must be called
    before writing or searching (``MemoryVault`` does). ``timeouts``: ``PostgresTimeouts``;
    ``exact_search_rows`` and ``rebuild_index_rows``: see the package docstring.
    ``hnsw_candidates``: the shortest candidate list (``hnsw.ef_search``, 1-1000) of a search
    through the HNSW index; more finds more of the exact nearest and takes longer (at 100k
    memories: 100 found 0.89-0.94 of the exact top 10, 200 found 0.97 at twice the vector
    search time; docs/benchmarks.md).
    """

    def __init__(
        self,
        dsn: str | None = None,
        *,
        pool: AsyncConnectionPool[Any] | PostgresDatabase | None = None,
        table_prefix: str = "memvault",
        connect_timeout: float = 5.0,
        timeouts: PostgresTimeouts | None = None,
        exact_search_rows: int = EXACT_SEARCH_ROWS,
        rebuild_index_rows: int | None = REBUILD_INDEX_ROWS,
        hnsw_candidates: int = 100,
    ) -> None:
        self.table_prefix = identifier("table_prefix", table_prefix)
        if len(table_prefix) > _MAX_PREFIX:
            raise InvalidInput("table_prefix", f"must be at most {_MAX_PREFIX} characters")
        limit = _validate.limit("exact_search_rows", exact_search_rows, allow_none=False)
        assert limit is not None
        self.exact_search_rows = limit
        self.rebuild_index_rows = _validate.limit(
            "rebuild_index_rows", rebuild_index_rows, allow_none=True
        )
        if isinstance(pool, PostgresDatabase):
            if dsn is not None:
                raise InvalidInput("dsn", "give exactly one of dsn and pool; both were given")
            self._db, self._owns_db = pool, False
        else:
            self._db = PostgresDatabase(
                dsn, pool=pool, connect_timeout=connect_timeout, timeouts=timeouts
            )
            self._owns_db = True
        self._db.require(store_migrations(self.table_prefix))
        self._t = Tables.of(self.table_prefix)
        self._embedder: tuple[str, int] | None = None  # what open() was given
        self._index = HnswIndex(self._t, self.table_prefix, limit, self.rebuild_index_rows)
        self._search = Search(self._db, self._t, self.where, limit, _candidates(hnsw_candidates))
        self._vector_dumper: type[Dumper] | None = None

    @property
    def where(self) -> str:
        """Where the store lives, fit to print (no credentials)."""
        return f"{self._db.where} (tables {self.table_prefix}_*)"

    def __repr__(self) -> str:
        return f"PostgresStore(where={self._db.where!r}, table_prefix={self.table_prefix!r})"

    # -- life cycle ---------------------------------------------------------------------

    async def open(self, embedder: str, dim: int) -> None:
        _validate.text("embedder", embedder)
        dim = check_dim(dim)
        t = self._t
        async with self._db.transaction() as conn:
            await conn.execute(t.sql("LOCK TABLE {meta} IN SHARE ROW EXCLUSIVE MODE"))
            meta = await read_meta(conn, t)
            if not meta:
                await retype(conn, t, dim)
                await require_vectors(conn, t, dim, build=False)  # built when the table grows
                await record_embedder(conn, t, embedder, dim)
            else:
                require_embedder(self.where, meta, embedder, dim)
        self._embedder = (embedder, dim)

    async def aclose(self) -> None:
        """Close the pool if this store opened it from a DSN; it reopens on next use."""
        if self._owns_db:
            await self._db.aclose()
        self._embedder = None

    def _opened(self) -> tuple[str, int]:
        if self._embedder is None:
            raise RuntimeError("PostgresStore.open() was not called")
        return self._embedder

    def _opened_dim(self) -> int:
        return self._opened()[1]

    async def _check_embedder(self, conn: AsyncConnection[Any]) -> None:
        """Refuse to go on when the store's vectors are no longer those of the embedder this
        object was opened with (another process re-embedded it since). Writers call it after
        locking the memories table, which a re-embedding holds until it commits."""
        await check_embedder(conn, self._t, self.where, *self._opened())

    async def reembed(self, embedder: str, dim: int, embed: EmbedFn, batch_size: int) -> int:
        """Replace every vector with ``embed``'s and record the new embedder, in one
        transaction; returns how many memories were re-embedded. Writers wait meanwhile;
        readers wait only for the final swap (vectors are staged in a temporary table). It
        runs under the store's ``maintenance_timeout``; others waiting for its locks give up
        after their ``lock_timeout``."""
        _validate.text("embedder", embedder)
        dim = check_dim(dim)
        batch = _validate.positive_int("batch_size", batch_size)
        t = self._t
        async with self._db.transaction() as conn:
            await self._db.maintenance(conn)
            await conn.execute(t.sql("LOCK TABLE {meta} IN SHARE ROW EXCLUSIVE MODE"))
            await conn.execute(t.sql("LOCK TABLE {memories} IN SHARE MODE"))
            count = await stage_vectors(conn, t, embed, dim, batch)
            await retype(conn, t, dim)
            await conn.execute(
                t.sql(
                    "UPDATE {memories} AS m SET embedding = r.embedding"
                    " FROM memvault_reembed AS r WHERE m.seq = r.seq"
                )
            )
            await require_vectors(conn, t, dim, build=count > self.exact_search_rows)
            await conn.execute(t.sql("DELETE FROM {meta}"))
            await record_embedder(conn, t, embedder, dim)
        self._embedder = (embedder, dim)
        return count

    # -- writes -------------------------------------------------------------------------

    async def write(self, items: Sequence[NewMemory]) -> list[Result]:
        """Add ``items`` in one transaction. A fact whose content hash exists in its scope is
        merged into the stored one (metadata merged, ``updated_at`` moved, the new knowledge
        if any) instead; so is a fact repeated within the batch, into its first occurrence."""
        if not items:
            return []
        vectors = [vector_bytes(item.vector, self._opened_dim()) for item in items]
        async with self._batch(items) as conn:
            contexts = await new_contexts(conn, self._t, items)
            results, added = await insert_batch(conn, self._t, items, vectors, contexts)
            await keep_up(conn, self._t, items, results, added, contexts)
            return await relink_added(conn, self._t, items, results)

    async def stored_ids(self, ids: Sequence[str]) -> set[str]:
        async with self._db.connection() as conn:
            return await stored_ids(conn, self._t, ids)

    async def restore(self, items: Sequence[Restored]) -> list[bool]:
        """Write ``items`` as given, in one transaction (see ``stores.postgres.restore``)."""
        if not items:
            return []
        vectors = [vector_bytes(item.memory.vector, self._opened_dim()) for item in items]
        async with self._batch([item.memory for item in items]) as conn:
            return await restore_batch(conn, self._t, items, vectors)

    @asynccontextmanager
    async def _batch(self, items: Sequence[NewMemory]) -> AsyncIterator[AsyncConnection[Any]]:
        """A batch's transaction: the table lock the HNSW index asks for, the embedder check,
        the batch's advisory locks; the index rebuilt or analysed after it."""
        dim = self._opened_dim()
        async with unique_is_conflict(_SAME_ID), self._db.transaction() as conn:
            rebuild = await self._index.lock_table(conn, len(items), dim)
            if rebuild or len(items) >= REBUILD_INDEX_ROWS:  # a bulk load, an index build
                await self._db.maintenance(conn)
            await self._check_embedder(conn)
            await lock(conn, write_locks(self.table_prefix, items))
            self._vector_dumper = await register_vectors(conn, self._vector_dumper)
            yield conn
            if rebuild:
                await conn.execute(self._t.sql(CREATE_HNSW))
            await self._index.analyze_after(conn, len(items))
        self._index.indexed = self._index.indexed or rebuild

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
        """Replace content (with its vector and content hash) and/or metadata of one memory;
        its knowledge stays."""
        text = None if vector is None else vector_text(vector, self._opened_dim())
        async with unique_is_conflict(_same_fact(memory_id)), self._db.transaction() as conn:
            await self._index.lock_rows(conn)
            if text is not None:
                await self._check_embedder(conn)
            current = await get_memory(conn, self._t, memory_id)  # kind and scope never change
            locks = []
            if text is not None and content_hash is not None:
                locks.append(lock_id(self.table_prefix, content_hash, current.scope))
            if content is not None and in_session(current):
                locks.append(session_lock(self.table_prefix, current))
            await lock(conn, sorted(locks))
            old = await get_memory(conn, self._t, memory_id, for_update=True)
            new = _replace(
                old,
                content=old.content if content is None else content,
                metadata=old.metadata if metadata is None else metadata,
                updated_at=at,
            )
            seq = await rewrite_row(conn, self._t, new, text, content_hash)
            if content is not None:
                await rewrite_terms(conn, self._t, old, new, seq)
            await record_events(conn, self._t, [(new, "UPDATE", at)])
        return new

    async def delete(self, memory_id: str, *, at: datetime) -> MemoryEntry:
        async with self._db.transaction() as conn:
            await self._index.lock_rows(conn)
            current = await get_memory(conn, self._t, memory_id)
            if in_session(current):
                await lock(conn, [session_lock(self.table_prefix, current)])
            if current.key is not None:
                await lock(conn, [chain_lock(self.table_prefix, current)])
            removed = await delete_where(conn, self._t, "m.id = %s", [memory_id])
            if not removed:
                raise NotFound(f"no memory with id {memory_id!r}")
            await record_events(conn, self._t, [(removed[0], "DELETE", at)])
            if removed[0].key is not None:
                await relink_chains(conn, self._t, {chain(removed[0])}, at)
        return removed[0]

    async def assign_key(self, memory_id: str, key: str, *, at: datetime) -> MemoryEntry:
        """Give a fact a key: it joins that key's timeline (relinked, as is the one it left)."""
        async with self._db.transaction() as conn:
            await self._index.lock_rows(conn)
            current = await get_memory(conn, self._t, memory_id)
            if current.kind != "fact":
                raise InvalidInput("key", f"only a fact can have a key, not a {current.kind}")
            joined = _replace(current, key=key)
            chains = {chain(joined)} | ({chain(current)} if current.key is not None else set())
            await lock(conn, sorted({chain_lock(self.table_prefix, e)
                                     for e in (current, joined) if e.key}))  # fmt: skip
            await conn.execute(
                self._t.sql("UPDATE {memories} SET key = %s WHERE id = %s"), (key, memory_id)
            )
            await relink_chains(conn, self._t, chains, at)
            return await get_memory(conn, self._t, memory_id)

    async def prune(self, now: datetime) -> int:
        """Remove every memory whose ``expires_at`` is not after ``now``, with its history."""
        async with self._db.transaction() as conn:
            await self._index.lock_rows(conn)
            removed = await delete_where(conn, self._t, "m.expires_at <= %s", [now])
            await conn.execute(
                self._t.sql("DELETE FROM {events} WHERE memory_id = ANY(%s::text[])"),
                ([e.id for e in removed],),
            )
        return len(removed)

    async def forget(self, selection: Selection) -> int:
        """Remove every memory in ``selection`` with its vector, full-text row and history
        (and refresh the contexts of the messages left beside removed ones)."""
        where, params = selection_sql(selection)
        scoped = [c for c in ("user_id", "agent_id", "session_id") if getattr(selection, c)]
        event_where = " AND ".join(f"{c} = %s" for c in scoped) or "true"
        async with self._db.transaction() as conn:
            await self._index.lock_rows(conn)
            removed = await delete_where(conn, self._t, where, params)
            await conn.execute(
                self._t.sql("DELETE FROM {events} WHERE {}", fragment(event_where)),
                [getattr(selection, c) for c in scoped],
            )
        return len(removed)

    # -- search (``search``) --------------------------------------------------------------

    async def keyword_search(
        self, terms: Sequence[str], selection: Selection, limit: int, *, context_weight: float = 0.0
    ) -> list[Hit]:
        """BM25 over the ``english`` lexemes for any of ``terms`` (each one a phrase), with
        the statistics of ``selection``; higher is better. ``context_weight`` is the weight
        of a message's neighbouring turns (0 ignores them, 1 counts them like its own words);
        the hit is the message itself."""
        return await self._search.keyword(terms, selection, limit, context_weight=context_weight)

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``."""
        return await self._search.speakers(selection)

    async def vector_search(
        self, vector: npt.NDArray[np.float32], selection: Selection, limit: int
    ) -> list[Hit]:
        """Cosine search within ``selection``; score is the cosine (-1.0-1.0), 0.0 for a zero
        vector. Exact unless the selection is larger than ``exact_search_rows`` (see the
        package docstring). A store re-embedded by another process since this object opened
        it is a ``Conflict``: its vectors are no longer comparable with the query's."""
        return await self._search.vector(vector, selection, limit, self._opened())


def _candidates(value: object) -> int:
    """``hnsw_candidates`` if it is a whole number from 1 to 1000 (pgvector's range)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1000:
        raise InvalidInput("hnsw_candidates", "must be a whole number from 1 to 1000")
    return value
