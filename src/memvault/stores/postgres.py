"""The server record store: memories, their history and both indexes in PostgreSQL with pgvector.

Seven tables per ``table_prefix`` (default ``memvault``): ``<prefix>_memories``,
``<prefix>_terms``, ``<prefix>_postings``, ``<prefix>_memory_events``,
``<prefix>_store_meta``, ``<prefix>_scope_stats`` and ``<prefix>_user_stats``, created by
migrations recorded under the component ``store:<prefix>`` (``_pg_schema``). The first
migration creates the ``vector`` extension (pgvector 0.5 or later is needed, for HNSW).

* A memory and its vector are one row of ``<prefix>_memories``; its full-text data are one
  row of ``<prefix>_terms`` (the ``tsvector`` of its text, ``to_tsvector('english', ...)``:
  stemming and stopwords, GIN-indexed; ``jsonb`` maps of lexeme to count of its text, ``tf``,
  and of its context, ``ctx_tf``, GIN-indexed for matching; word counts), written in the same
  transaction and deleted with it (``ON DELETE CASCADE``). Keyword search reads these narrow
  rows only (a memory's row, vector included, is 2-3 times wider), and a change of context
  never rewrites a memory's row, which would add it to the HNSW index again.
* A message in a session keeps, in ``context``, the text of the ``CONTEXT_RADIUS`` (2) turns
  before and after it in the same session (same user and agent), as ``SQLiteStore`` does;
  every write that adds, changes or removes a message recomputes its neighbours' contexts
  in the same transaction, under a transaction-level advisory lock per session, so that
  concurrent writers to one session see each other's turns.
* A batch is written with a few set-based statements (a multi-row ``INSERT`` with the
  vectors in pgvector's binary format), not one statement per memory.
* The HNSW index is kept only while the table holds more than ``exact_search_rows``
  memories: below that every search is exact, and maintaining an index nobody reads costs
  each write. The write that takes the table past it builds the index before committing. A
  batch of at least ``rebuild_index_rows`` memories that is at least a quarter of the table
  (after the write) drops the index and builds it again (or not at all, if the table stays
  that small), which is many times faster than maintaining it row by row. Both hold an
  ``ACCESS EXCLUSIVE`` lock meanwhile, so other sessions' reads of the store wait for them;
  one such writer decides at a time. With ``rebuild_index_rows=None`` writes leave the index
  alone, as they do for a role that does not own the table: never built, dropped or built
  again (for a bulk load that builds it once at the end: ``CREATE_HNSW``). A batch of 1,000
  or more that is a tenth of the table also refreshes the planner's statistics
  (``ANALYZE``).
* Current facts are unique per (content hash, scope) through a partial unique index. Writers take a
  transaction-level advisory lock per fact, in sorted order, so concurrent batches that share
  facts never deadlock, then ``INSERT ... ON CONFLICT DO NOTHING`` and merge when it inserted
  nothing.
* The first ``open(embedder, dim)`` types the vector column ``vector(dim)``; the HNSW index
  (``vector_cosine_ops``) comes with size (above). Up to 2,000 dimensions: beyond, search is
  exact only.
* Keyword search is FTS5's BM25 (see ``_pg_text``) over the ``english`` lexemes of the text
  and, with ``context_weight``, of the context, with the document count, document
  frequencies and average length taken within the search's ``Selection``, so other scopes
  neither leak into nor skew a ranking. Scores are positive, higher is better. The count
  and total length of each (user, agent, session, kind) are kept in ``<prefix>_scope_stats``
  by every write, in its transaction (the last statement, in key order), so a selection of
  scopes reads them there instead of counting its memories. A search within one user's
  memories (any agent, session or kinds) reads the lexemes' posting lists,
  ``<prefix>_postings`` (``_pg_postings``: one row per user, lexeme and block of seqs, kept
  by triggers on ``<prefix>_terms``), in one statement and ranks them in numpy; a metadata
  filter or a phrase (a word of several lexemes) takes the SQL query over the terms rows.
* Vector search scores are cosine similarities, ``1 - (embedding <=> query)``. A selection of
  at most ``exact_search_rows`` memories is searched exactly; a larger one goes through the
  HNSW index (approximate), and falls back to an exact scan when the index returns fewer than
  ``limit`` rows (a selective filter on a large table).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace as _replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.core.records import EmbedFn, NewMemory, Selection
from memvault.core.types import EventType, MemoryEntry, MemoryEvent, Scope
from memvault.errors import Conflict, InvalidInput, NotFound
from memvault.infra.postgres import PostgresDatabase, fetch_all, identifier
from memvault.infra.resource import AsyncResource
from memvault.policy.timeline import Version, relink
from memvault.stores._pg_filters import columns, scope_sums, selection_sql, temporal_sql
from memvault.stores._pg_postings import Postings, best, rank, read_query
from memvault.stores._pg_schema import (
    CREATE_HNSW,
    HNSW_MAX_DIM,
    PGVECTOR_MIN,
    VECTOR_MAX_DIM,
    _check_dim,
    _fragment,
    _hnsw,
    _index,
    _record,
    _retype,
    _Tables,
    ensure_pgvector,
    store_migrations,
)
from memvault.stores._pg_text import keyword_query, term_counts, word_count
from memvault.stores._pg_write import (
    _array_oid,
    _dumper,
    _entry,
    _in_session,
    _lock,
    _Sums,
    _Vector,
    _vector_bytes,
    _vector_text,
    insert_batch,
    new_contexts,
    record_events,
    refresh_context,
)
from memvault.stores.base import require_embedder

if TYPE_CHECKING:
    from psycopg import AsyncConnection, sql
    from psycopg.adapt import Dumper
    from psycopg_pool import AsyncConnectionPool

__all__ = ["HNSW_MAX_DIM", "PGVECTOR_MIN", "VECTOR_MAX_DIM", "PostgresStore", "ensure_pgvector",
           "store_migrations"]  # fmt: skip

EXACT_SEARCH_ROWS = 10_000
REBUILD_INDEX_ROWS = 1_000
"""The smallest batch that may rebuild the HNSW index instead of maintaining it."""
ANALYZE_ROWS = 1_000
"""The smallest batch after which the table's planner statistics are refreshed."""
_MAX_PREFIX = 48  # the longest table name, <prefix>_embedding_hnsw, stays within 63 bytes
_COLUMNS = columns("m")
_SAME_ID = "a memory with the same id already exists"


def _same_fact(memory_id: str) -> str:
    return f"memory {memory_id}: the same fact already exists in this scope"


class PostgresStore(AsyncResource):
    """Memories in PostgreSQL with pgvector, for many processes sharing one database.

    Give exactly one of ``dsn`` (a pool is opened on first use and closed by ``aclose``) or
    ``pool``: an open ``psycopg_pool.AsyncConnectionPool`` or a ``PostgresDatabase`` shared
    with other components, which stays the caller's. ``open(embedder, dim)`` must be called
    before writing or searching (``MemoryVault`` does). ``exact_search_rows`` and
    ``rebuild_index_rows`` are explained in the module docstring.
    """

    def __init__(
        self,
        dsn: str | None = None,
        *,
        pool: AsyncConnectionPool[Any] | PostgresDatabase | None = None,
        table_prefix: str = "memvault",
        connect_timeout: float = 5.0,
        exact_search_rows: int = EXACT_SEARCH_ROWS,
        rebuild_index_rows: int | None = REBUILD_INDEX_ROWS,
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
            self._db = PostgresDatabase(dsn, pool=pool, connect_timeout=connect_timeout)
            self._owns_db = True
        self._db.require(store_migrations(self.table_prefix))
        self._t = _Tables.of(self.table_prefix)
        self._embedder: tuple[str, int] | None = None  # what open() was given
        self._indexed = False  # whether the HNSW index was seen (writes then skip the check)
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
        dim = _check_dim(dim)
        t = self._t
        async with self._db.transaction() as conn:
            await conn.execute(t.sql("LOCK TABLE {meta} IN SHARE ROW EXCLUSIVE MODE"))
            rows = await fetch_all(conn, t.sql("SELECT key, value FROM {meta}"))
            meta = {str(k): str(v) for k, v in rows}
            if not meta:
                await _retype(conn, t, dim)
                await _index(conn, t, dim, build=False)  # built when the table grows
                await _record(conn, t, embedder, dim)
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
        object was opened with (another process re-embedded it since): its vectors and the
        store's must never mix. Writers call it after locking the memories table, which a
        re-embedding holds until it commits."""
        rows = await fetch_all(conn, self._t.sql("SELECT key, value FROM {meta}"))
        require_embedder(self.where, {str(k): str(v) for k, v in rows}, *self._opened())

    async def reembed(self, embedder: str, dim: int, embed: EmbedFn, batch_size: int) -> int:
        """Replace every vector with ``embed``'s and record the new embedder, in one
        transaction; returns how many memories were re-embedded. Writers wait meanwhile;
        readers wait only for the final swap (vectors are staged in a temporary table)."""
        _validate.text("embedder", embedder)
        dim = _check_dim(dim)
        batch = _validate.positive_int("batch_size", batch_size)
        t = self._t
        async with self._db.transaction() as conn:
            await conn.execute(t.sql("LOCK TABLE {meta} IN SHARE ROW EXCLUSIVE MODE"))
            await conn.execute(t.sql("LOCK TABLE {memories} IN SHARE MODE"))
            await conn.execute(
                "CREATE TEMPORARY TABLE memvault_reembed (seq bigint PRIMARY KEY,"
                " embedding vector NOT NULL) ON COMMIT DROP"
            )
            count, last = 0, 0
            while rows := await fetch_all(
                conn,
                t.sql("SELECT seq, content FROM {memories} WHERE seq > %s ORDER BY seq LIMIT %s"),
                (last, batch),
            ):
                vectors = await embed([content for _, content in rows])
                staged = [
                    (seq, _vector_text(vector, dim))
                    for (seq, _), vector in zip(rows, np.asarray(vectors), strict=True)
                ]
                async with conn.cursor() as cur:
                    await cur.executemany(
                        "INSERT INTO memvault_reembed VALUES (%s, %s::vector)", staged
                    )
                count, last = count + len(rows), rows[-1][0]
            await _retype(conn, t, dim)
            await conn.execute(
                t.sql(
                    "UPDATE {memories} AS m SET embedding = r.embedding"
                    " FROM memvault_reembed AS r WHERE m.seq = r.seq"
                )
            )
            await _index(conn, t, dim, build=count > self.exact_search_rows)
            await conn.execute(t.sql("DELETE FROM {meta}"))
            await _record(conn, t, embedder, dim)
        self._embedder = (embedder, dim)
        return count

    # -- writes -------------------------------------------------------------------------

    async def write(self, items: Sequence[NewMemory]) -> list[tuple[MemoryEntry, EventType]]:
        """Add ``items`` in one transaction. A fact whose content hash already exists in its
        scope is merged into the stored one (metadata merged, ``updated_at`` moved) instead;
        so is a fact repeated within the batch, into its first occurrence."""
        if not items:
            return []
        dim = self._opened_dim()
        vectors = [_vector_bytes(item.vector, dim) for item in items]
        locks = {
            self._lock_id(i.content_hash, i.entry.scope)
            for i in items
            if i.content_hash is not None
        }
        locks |= {self._session_lock(i.entry) for i in items if _in_session(i.entry)}
        locks |= {self._chain_lock(i.entry) for i in items if i.entry.key is not None}
        async with _unique_is_conflict(_SAME_ID), self._db.transaction() as conn:
            rebuild = await self._lock_table(conn, len(items))
            await self._check_embedder(conn)
            await _lock(conn, sorted(locks))
            await self._binary_vectors(conn)
            contexts = await new_contexts(conn, self._t, items)
            results, added = await insert_batch(conn, self._t, items, vectors, contexts)
            sums = _Sums()
            for entry, event in results:
                if event == "ADD":
                    extra = contexts.get(entry.id, ("", 0))[1]
                    sums.add(entry.scope, entry.kind, 1, word_count(entry.content) + extra)
            await refresh_context(conn, self._t, added, sums)
            await sums.apply(conn, self._t)
            await record_events(
                conn,
                self._t,
                [(entry, event, item.entry.created_at)
                 for (entry, event), item in zip(results, items, strict=True)],
            )  # fmt: skip
            chains = {_chain(e) for e, event in results if event == "ADD" and e.key is not None}
            if chains:
                at = max(item.entry.created_at for item in items)
                await self._relink(conn, chains, at)
                linked = await self._by_ids(conn, [e.id for e, _ in results if e.key])
                results = [(linked.get(e.id, e), event) for e, event in results]
            if rebuild:
                await conn.execute(self._t.sql(CREATE_HNSW))
            await self._analyze_after(conn, len(items))
        self._indexed = self._indexed or rebuild
        return results

    async def _analyze_after(self, conn: AsyncConnection[Any], batch: int) -> None:
        """Refresh the planner's statistics after a batch of at least ``ANALYZE_ROWS`` that
        is a tenth of the table or more. Left to autovacuum (which comes up to a minute
        later), a table just filled looked nearly empty to the planner, which then sorted a
        whole scope by distance instead of walking the HNSW index (5x slower at 10k)."""
        if batch < ANALYZE_ROWS:
            return
        rows = await fetch_all(
            conn,
            "SELECT reltuples, pg_has_role(relowner, 'USAGE') FROM pg_class"
            " WHERE oid = quote_ident(%s)::regclass",
            (self._t.memories,),
        )
        estimate, owner = rows[0]
        if owner and 10 * batch >= float(estimate):  # only the owner may analyze
            await conn.execute(self._t.sql("ANALYZE {memories}"))

    async def _lock_rows(self, conn: AsyncConnection[Any]) -> None:
        """Lock the memories table for a write that adds no memory (see ``_lock_table``)."""
        await conn.execute(self._t.sql("LOCK TABLE {memories} IN ROW EXCLUSIVE MODE"))

    async def _lock_table(self, conn: AsyncConnection[Any], batch: int) -> bool:
        """Lock the memories table for a write that adds ``batch`` memories; whether the HNSW
        index is to be built before commit (see the module docstring: it was missing and the
        table grows past ``exact_search_rows``, or it was dropped for a large batch).

        Every writer locks the table before any advisory lock, so that a writer that takes
        it exclusively never waits for a writer that waits for it; the one that may take it
        exclusively first takes the advisory lock that lets one such writer decide at a
        time, holding no lock on the table until then."""
        t = self._t
        threshold = self.rebuild_index_rows
        bulk = threshold is not None and batch >= threshold
        if threshold is None or not _hnsw(self._opened_dim()) or (self._indexed and not bulk):
            await self._lock_rows(conn)
            return False
        if not bulk:  # no index seen: does this write take the table past the bound?
            exists, owner, stored = await self._index_state(conn, None)
            self._indexed = exists
            if exists or not owner or stored + batch <= self.exact_search_rows:
                await self._lock_rows(conn)
                return False
        await _lock(conn, [self._lock_id("rebuild", Scope())])
        bound = max(3 * batch, self.exact_search_rows) + 1
        exists, owner, stored = await self._index_state(conn, bound)
        self._indexed = exists
        large = stored + batch > self.exact_search_rows
        rebuild = exists and bulk and stored <= 3 * batch
        if not owner or not (rebuild or (large and not exists)):
            await self._lock_rows(conn)
            return False
        await conn.execute(t.sql("LOCK TABLE {memories} IN ACCESS EXCLUSIVE MODE"))
        if exists:
            await conn.execute(t.sql("DROP INDEX {hnsw}"))
        self._indexed = False  # until the build commits (write() says so then)
        return large

    async def _index_state(
        self, conn: AsyncConnection[Any], up_to: int | None
    ) -> tuple[bool, bool, int]:
        """Whether the HNSW index exists, whether this role owns the table (and so may build
        or drop it), and how many memories the table holds: counted in it up to ``up_to``,
        or, without, added up from ``{user_stats}`` (which takes no lock on the table)."""
        t = self._t
        if up_to is None:
            size = "(SELECT coalesce(sum(memories), 0) FROM {user_stats})"
            params: tuple[Any, ...] = (t.hnsw, t.memories)
        else:
            size = "(SELECT count(*) FROM (SELECT 1 FROM {memories} LIMIT %s) AS s)"
            params = (t.hnsw, t.memories, up_to)
        rows = await fetch_all(
            conn,
            t.sql(
                "SELECT to_regclass(quote_ident(%s)) IS NOT NULL, (SELECT pg_has_role(relowner,"
                f" 'USAGE') FROM pg_class WHERE oid = quote_ident(%s)::regclass), {size}"
            ),
            params,
        )
        exists, owner, stored = rows[0]
        return bool(exists), bool(owner), int(stored)

    async def _binary_vectors(self, conn: AsyncConnection[Any]) -> None:
        """Let ``conn`` send ``_Vector`` values (and lists of them) as pgvector's binary."""
        from psycopg.types import TypeInfo

        if self._vector_dumper is None:
            rows = await fetch_all(
                conn, "SELECT oid, typarray FROM pg_type WHERE oid = 'vector'::regtype"
            )
            self._vector_dumper = _dumper(int(rows[0][0]), int(rows[0][1]))
        dumper = self._vector_dumper
        TypeInfo("vector", dumper.oid, _array_oid(dumper)).register(conn)
        conn.adapters.register_dumper(_Vector, dumper)

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
        text = None if vector is None else _vector_text(vector, self._opened_dim())
        async with _unique_is_conflict(_same_fact(memory_id)), self._db.transaction() as conn:
            await self._lock_rows(conn)
            if text is not None:
                await self._check_embedder(conn)
            current = await self._get(conn, memory_id)  # kind and scope never change
            locks = []
            if text is not None and content_hash is not None:
                locks.append(self._lock_id(content_hash, current.scope))
            if content is not None and _in_session(current):
                locks.append(self._session_lock(current))
            await _lock(conn, sorted(locks))
            old = await self._get(conn, memory_id, for_update=True)
            new = _replace(
                old,
                content=old.content if content is None else content,
                metadata=old.metadata if metadata is None else metadata,
                updated_at=at,
            )
            params: list[Any] = [new.content, json.dumps(new.metadata), at]
            query = "UPDATE {memories} SET content = %s, metadata = %s::jsonb, updated_at = %s"
            if text is not None:
                query += ", embedding = %s::vector, content_hash = %s"
                params += [text, content_hash]
            rows = await fetch_all(
                conn, self._t.sql(query + " WHERE id = %s RETURNING seq"), [*params, memory_id]
            )
            if content is not None:
                await conn.execute(
                    self._t.sql(
                        "UPDATE {terms} SET words = %s, fts = to_tsvector('english'::regconfig,"
                        " %s::text), tf = " + term_counts("%s::text") + " WHERE seq = %s"
                    ),
                    (word_count(new.content), new.content, new.content, rows[0][0]),
                )
                sums = _Sums()
                words = word_count(new.content) - word_count(old.content)
                sums.add(new.scope, new.kind, 0, words)
                await refresh_context(conn, self._t, [(new, int(rows[0][0]))], sums)
                await sums.apply(conn, self._t)
            await record_events(conn, self._t, [(new, "UPDATE", at)])
        return new

    async def delete(self, memory_id: str, *, at: datetime) -> MemoryEntry:
        async with self._db.transaction() as conn:
            await self._lock_rows(conn)
            current = await self._get(conn, memory_id)
            if _in_session(current):
                await _lock(conn, [self._session_lock(current)])
            if current.key is not None:
                await _lock(conn, [self._chain_lock(current)])
            removed = await self._delete(conn, "m.id = %s", [memory_id])
            if not removed:
                raise NotFound(f"no memory with id {memory_id!r}")
            await record_events(conn, self._t, [(removed[0], "DELETE", at)])
            if removed[0].key is not None:
                await self._relink(conn, {_chain(removed[0])}, at)
        return removed[0]

    async def assign_key(self, memory_id: str, key: str, *, at: datetime) -> MemoryEntry:
        """Give a fact a key: it joins that key's timeline (relinked, as is the one it left)."""
        async with self._db.transaction() as conn:
            await self._lock_rows(conn)
            current = await self._get(conn, memory_id)
            if current.kind != "fact":
                raise InvalidInput("key", f"only a fact can have a key, not a {current.kind}")
            joined = _replace(current, key=key)
            chains = {_chain(joined)} | ({_chain(current)} if current.key is not None else set())
            await _lock(conn, sorted({self._chain_lock(e) for e in (current, joined) if e.key}))
            await conn.execute(
                self._t.sql("UPDATE {memories} SET key = %s WHERE id = %s"), (key, memory_id)
            )
            await self._relink(conn, chains, at)
            return await self._get(conn, memory_id)

    async def prune(self, now: datetime) -> int:
        """Remove every memory whose ``expires_at`` is not after ``now``, with its history."""
        async with self._db.transaction() as conn:
            await self._lock_rows(conn)
            removed = await self._delete(conn, "m.expires_at <= %s", [now])
            await conn.execute(
                self._t.sql("DELETE FROM {events} WHERE memory_id = ANY(%s::text[])"),
                ([e.id for e in removed],),
            )
        return len(removed)

    async def _relink(
        self, conn: AsyncConnection[Any], chains: set[tuple[str, str, str, str]], at: datetime
    ) -> None:
        """Recompute each chain of keyed facts (``knowledge.timeline``) after versions joined
        or left it, and record SUPERSEDE on the newly superseded. The chain locks are held."""
        for key, user, agent, session in sorted(chains):
            rows = await fetch_all(
                conn,
                self._t.sql(
                    f"SELECT {_COLUMNS} FROM {{memories}} AS m WHERE m.key = %s"
                    " AND coalesce(m.user_id, '') = %s AND coalesce(m.agent_id, '') = %s"
                    " AND coalesce(m.session_id, '') = %s AND m.kind = 'fact'"
                    " ORDER BY m.seq FOR UPDATE"
                ),
                (key, user, agent, session),
            )
            versions = {str(r[1]): (int(r[0]), _entry(r)) for r in rows}
            changed = relink([Version.of(e, seq) for seq, e in versions.values()])
            if not changed:
                continue
            await conn.execute(
                self._t.sql(
                    "UPDATE {memories} AS m SET valid_to = u.valid_to, supersedes = u.before,"
                    " superseded_by = u.after FROM unnest(%s::text[], %s::timestamptz[],"
                    " %s::text[], %s::text[]) AS u(id, valid_to, before, after) WHERE m.id = u.id"
                ),
                (
                    [v.id for v in changed], [v.valid_to for v in changed],
                    [v.supersedes for v in changed], [v.superseded_by for v in changed],
                ),
            )  # fmt: skip
            newly = [
                versions[v.id][1] for v in changed
                if v.superseded_by is not None and versions[v.id][1].superseded_by is None
            ]  # fmt: skip
            await record_events(conn, self._t, [(e, "SUPERSEDE", at) for e in newly])

    async def _by_ids(
        self, conn: AsyncConnection[Any], ids: Sequence[str]
    ) -> dict[str, MemoryEntry]:
        rows = await fetch_all(
            conn,
            self._t.sql(f"SELECT {_COLUMNS} FROM {{memories}} AS m WHERE m.id = ANY(%s::text[])"),
            (list(ids),),
        )
        return {str(r[1]): _entry(r) for r in rows}

    async def _delete(
        self, conn: AsyncConnection[Any], where: str, params: Sequence[Any]
    ) -> list[MemoryEntry]:
        """Delete the memories ``where`` holds, keeping neighbours' contexts and the scope
        sums right; the memories deleted."""
        rows = await fetch_all(
            conn,
            self._t.sql(
                f"DELETE FROM {{memories}} AS m WHERE {{}} RETURNING {_COLUMNS},"
                " (SELECT x.words + x.context_words FROM {terms} AS x WHERE x.seq = m.seq)",
                _fragment(where),
            ),
            params,
        )
        sums = _Sums()
        removed = [(_entry(row[:-1]), int(row[0])) for row in rows]
        for (entry, _), row in zip(removed, rows, strict=True):
            sums.add(entry.scope, entry.kind, -1, -int(row[-1]))
        await refresh_context(conn, self._t, removed, sums)
        await sums.apply(conn, self._t)
        return [entry for entry, _ in removed]

    async def forget(self, selection: Selection) -> int:
        """Remove every memory in ``selection`` with its vector, full-text row and history
        (and refresh the contexts of the messages left beside removed ones)."""
        where, params = selection_sql(selection)
        scoped = [c for c in ("user_id", "agent_id", "session_id") if getattr(selection, c)]
        event_where = " AND ".join(f"{c} = %s" for c in scoped) or "true"
        async with self._db.transaction() as conn:
            await self._lock_rows(conn)
            removed = await self._delete(conn, where, params)
            await conn.execute(
                self._t.sql("DELETE FROM {events} WHERE {}", _fragment(event_where)),
                [getattr(selection, c) for c in scoped],
            )
        return len(removed)

    def _lock_id(self, name: str, scope: Scope) -> int:
        """An advisory lock: 64 bits of a hash of the table, ``name`` (a fact's content hash,
        or what else is locked) and the scope."""
        parts = (self.table_prefix, name, scope.user_id, scope.agent_id, scope.session_id)
        raw = "\x00".join(p or "" for p in parts).encode("utf-8")
        return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "big", signed=True)

    def _session_lock(self, entry: MemoryEntry) -> int:
        """The advisory lock of the session of a message (its neighbours' contexts)."""
        return self._lock_id("\x01session", entry.scope)

    def _chain_lock(self, entry: MemoryEntry) -> int:
        """The advisory lock of the timeline of a keyed fact (every version of its key)."""
        assert entry.key is not None
        return self._lock_id("\x02chain:" + entry.key, entry.scope)

    # -- reads --------------------------------------------------------------------------

    async def _get(
        self, conn: AsyncConnection[Any], memory_id: str, *, for_update: bool = False
    ) -> MemoryEntry:
        query = f"SELECT {_COLUMNS} FROM {{memories}} AS m WHERE m.id = %s"
        rows = await fetch_all(
            conn, self._t.sql(query + (" FOR UPDATE" if for_update else "")), (memory_id,)
        )
        if not rows:
            raise NotFound(f"no memory with id {memory_id!r}")
        return _entry(rows[0])

    async def get(self, memory_id: str) -> MemoryEntry:
        async with self._db.connection() as conn:
            return await self._get(conn, memory_id)

    async def scan(self, selection: Selection, *, limit: int, offset: int) -> list[MemoryEntry]:
        """Memories in ``selection``, oldest first (by when they happened, then insertion)."""
        where, params = selection_sql(selection)
        query = self._t.sql(
            f"SELECT {_COLUMNS} FROM {{memories}} AS m WHERE {{}}"
            " ORDER BY m.occurred_at, m.seq LIMIT %s OFFSET %s",
            _fragment(where),
        )
        async with self._db.connection() as conn:
            rows = await fetch_all(conn, query, [*params, limit, offset])
        return [_entry(r) for r in rows]

    async def count(self, selection: Selection) -> int:
        where, params = selection_sql(selection)
        query = self._t.sql("SELECT count(*) FROM {memories} AS m WHERE {}", _fragment(where))
        async with self._db.connection() as conn:
            rows = await fetch_all(conn, query, params)
        return int(rows[0][0])

    async def events(self, memory_id: str) -> list[MemoryEvent]:
        query = self._t.sql(
            "SELECT memory_id, event, content, metadata, at FROM {events}"
            " WHERE memory_id = %s ORDER BY seq"
        )
        async with self._db.connection() as conn:
            rows = await fetch_all(conn, query, (memory_id,))
        return [MemoryEvent(r[0], r[1], r[2], r[3], r[4].astimezone(UTC)) for r in rows]

    # -- search -------------------------------------------------------------------------

    async def keyword_search(
        self,
        terms: Sequence[str],
        selection: Selection,
        limit: int,
        *,
        context_weight: float = 0.0,
    ) -> list[tuple[MemoryEntry, float]]:
        """BM25 over the ``english`` lexemes for any of ``terms`` (each one a phrase), with
        the statistics of ``selection``; higher is better. ``context_weight`` is the weight
        of a message's neighbouring turns (0 ignores them, 1 counts them like its own words);
        the hit is the message itself."""
        words = list(dict.fromkeys(_validate.text("terms", t, allow_empty=True) for t in terms))
        words = [w for w in words if w.strip()]
        weight = _validate.unit_interval("context_weight", context_weight)
        if not words or limit <= 0:
            return []
        if selection.user_id is not None and scope_sums(selection) is not None:
            async with self._db.connection() as conn:
                answer = await self._posting_search(conn, words, selection, limit, weight)
            if answer is not None:
                return answer
        async with self._db.transaction() as conn:
            lexemes = await fetch_all(
                conn,
                "SELECT u.t, tsvector_to_array(to_tsvector('english', u.t)) FROM"
                " unnest(%s::text[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i",
                [words],
            )
            # Words that stem alike are one term, as in SQLite and over the postings.
            distinct: dict[tuple[str, ...], str] = {}
            for text, found in lexemes:
                if found:
                    distinct.setdefault(tuple(found), str(text))
            live = [(text, list(found)) for found, text in distinct.items()]
            if not live:
                return []
            # The GIN indexes find the matches; a scan of the scope reads and tests every
            # memory (3x slower at 100k), which the planner, unsure how common the words
            # are, chose when a fifth of the scope matched.
            await conn.execute("SELECT set_config('enable_seqscan', 'off', true)")
            query, args = keyword_query(
                self._t.sql,
                selection_sql(selection),
                live,
                context_weight=weight,
                sums=scope_sums(selection),
                temporal=temporal_sql(selection),
                limit=limit,
            )
            rows = await fetch_all(conn, query, args)
        return [(_entry(r[:-1]), float(r[-1])) for r in rows]

    async def _posting_search(
        self,
        conn: AsyncConnection[Any],
        words: list[str],
        selection: Selection,
        limit: int,
        weight: float,
    ) -> list[tuple[MemoryEntry, float]] | None:
        """``keyword_search`` of one user's memories without a metadata filter over the
        posting lists (``_pg_postings``): one statement reads the words' lexemes, the
        statistics and the postings, numpy ranks, and the hits are read back best first
        with the selection's full condition (which drops what is no longer true, and
        anything the digests let by). None when a word is a phrase (several lexemes), which
        needs positions: the full-text query answers then."""
        from psycopg import sql

        sums = scope_sums(selection)
        assert sums is not None
        narrowed = not (selection.kinds is None and selection.agent_id is None
                        and selection.session_id is None)  # fmt: skip
        async with conn.cursor(binary=True) as cur:
            await cur.execute(
                read_query(self._t.sql, sums, scopes=narrowed),
                [words, *sums.params, selection.user_id],
            )
            row = await cur.fetchone()
        assert row is not None
        found = [list(lexemes) for lexemes in row[0]]
        if any(len(lexemes) > 1 for lexemes in found):
            return None
        single = list(dict.fromkeys(lexemes[0] for lexemes in found if lexemes))
        if not single:
            return []
        postings = Postings.parse(row[3:], single, scopes=narrowed)
        ranked = rank(
            postings, len(single), n=float(row[1]), avgdl=float(row[2]), weight=weight,
            kinds=selection.kinds, agent_id=selection.agent_id, session_id=selection.session_id,
        )  # fmt: skip
        where, params = selection_sql(selection)
        fetch = self._t.sql(
            f"SELECT {_COLUMNS}, u.score FROM unnest(%s::text::int8[], %s::text::float8[])"
            " WITH ORDINALITY AS u(seq, score, i) JOIN {memories} AS m ON m.seq = u.seq"
            " WHERE {} ORDER BY u.i",
            sql.SQL(where),
        )
        hits: list[tuple[MemoryEntry, float]] = []
        start, depth = 0, limit
        while len(hits) < limit and start < len(ranked[0]):
            seqs, scores = best(*ranked, depth)
            arrays = [_array_text(seqs[start:]), _array_text(scores[start:])]
            rows = await fetch_all(conn, fetch, [*arrays, *params])
            hits += [(_entry(r[:-1]), float(r[-1])) for r in rows]
            start, depth = depth, 4 * depth
        return hits[:limit]

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``.

        For one user's scope (at any time) they are read off the speaker index by skipping
        from each value to the next (one index probe per speaker, where a scan reads every
        message)."""
        where, params = selection_sql(selection)
        string = "m.kind = 'message' AND jsonb_typeof(m.metadata -> 'speaker') = 'string'"
        timeless = _replace(selection, valid_at=None, begun=False)
        if timeless == Selection(selection.user_id) and selection.user_id is not None:
            time_where, time_params = temporal_sql(selection) or ("true", [])
            first = (
                f"SELECT m.metadata ->> 'speaker' AS v FROM {{memories}} AS m WHERE {string}"
                f" AND m.user_id = %s AND {time_where}"
            )
            query = self._t.sql(
                f"WITH RECURSIVE s(v) AS (({first} ORDER BY 1 LIMIT 1) UNION ALL"
                f" SELECT ({first} AND m.metadata ->> 'speaker' > s.v ORDER BY 1 LIMIT 1)"
                " FROM s WHERE s.v IS NOT NULL) SELECT v FROM s WHERE v IS NOT NULL"
            )
            params = [selection.user_id, *time_params] * 2
        else:
            query = self._t.sql(
                f"SELECT DISTINCT m.metadata ->> 'speaker' FROM {{memories}} AS m WHERE {string}"
                " AND {}",
                _fragment(where),
            )
        async with self._db.connection() as conn:
            rows = await fetch_all(conn, query, params)
        return sorted(str(row[0]) for row in rows)

    async def vector_search(
        self, vector: npt.NDArray[np.float32], selection: Selection, limit: int
    ) -> list[tuple[MemoryEntry, float]]:
        """Cosine search within ``selection``; score is the cosine (-1.0-1.0), 0.0 for a zero
        vector. Exact unless the selection is larger than ``exact_search_rows`` (see the
        module docstring). A store re-embedded by another process since this object opened
        it is a ``Conflict``: its vectors are no longer comparable with the query's."""
        embedder, dim = self._opened()
        text = _vector_text(vector, dim)
        if limit <= 0:
            return []
        from psycopg import sql as pgsql

        where, params = selection_sql(selection)
        t = self._t
        # Both queries hold this one-time condition, so that vectors of another embedder
        # (another length, even) are never compared with the query: they find nothing.
        cond = pgsql.SQL(" AND ").join([_fragment(where), t.sql(_EMBEDDED_BY)])
        params = [*params, embedder, str(dim)]
        # The distances are computed once a row (OFFSET 0 keeps the subquery whole) and
        # sorted with nothing but the seq; only the best rows are then read in full (10k
        # memories in scope, bench/scale.py: 11 ms where sorting whole rows took 15).
        nearest = (
            "SELECT s.seq, s.d FROM (SELECT m.seq, m.embedding <=> %s::vector AS d"
            " FROM {memories} AS m WHERE {} OFFSET 0) AS s"
            " ORDER BY CASE WHEN s.d = 'NaN'::float8 THEN 1 ELSE s.d END, s.seq LIMIT %s"
        )
        exact = t.sql(
            f"SELECT {_COLUMNS}, b.d FROM ({nearest}) AS b JOIN {{memories}} AS m"
            " ON m.seq = b.seq ORDER BY CASE WHEN b.d = 'NaN'::float8 THEN 1 ELSE b.d END, b.seq",
            cond,
        )
        rows: list[tuple[Any, ...]] = []
        async with self._db.connection() as conn:
            if _hnsw(dim):
                rows = await self._index_search(conn, text, cond, params, limit, selection)
            if len(rows) < limit:
                rows = await fetch_all(conn, exact, [text, *params, limit])
            if not rows:  # nothing in the selection, or another embedder's vectors
                await self._check_embedder(conn)
        return [(_entry(r[:-1]), 0.0 if r[-1] != r[-1] else 1.0 - float(r[-1])) for r in rows]

    async def _index_search(
        self,
        conn: AsyncConnection[Any],
        text: str,
        cond: sql.Composable,
        params: list[Any],
        limit: int,
        selection: Selection,
    ) -> list[tuple[Any, ...]]:
        """The HNSW index's ``limit`` nearest in the selection, or nothing when the
        selection holds at most ``exact_search_rows`` memories (a one-time condition of the
        same statement: the sums of its scopes, else a count up to the bound). The candidate
        list (``hnsw.ef_search``) is set for the transaction; its four statements go in one
        round trip."""
        from psycopg import sql as pgsql

        bound = max(self.exact_search_rows, limit)
        sums = scope_sums(selection)
        if sums is not None:
            size = self._t.sql(
                f"(SELECT coalesce(sum(x.memories), 0) FROM {sums.table} AS x WHERE {{}})",
                pgsql.SQL(sums.condition.replace("m.", "x.")),
            )
            size_params = sums.params
        else:
            size = self._t.sql(
                "(SELECT count(*) FROM (SELECT 1 FROM {memories} AS m WHERE {} LIMIT %s) AS s)",
                cond,
            )
            size_params = [*params, bound + 1]
        query = self._t.sql(
            f"SELECT {_COLUMNS}, m.embedding <=> %s::vector AS d FROM {{memories}} AS m"
            " WHERE {} > %s AND {} ORDER BY m.embedding <=> %s::vector LIMIT %s",
            size,
            cond,
        )
        ef_search = str(min(1000, max(100, limit)))
        async with conn.pipeline():
            await conn.execute("BEGIN")
            await conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (ef_search,))
            cur = await conn.execute(query, [text, *size_params, bound, *params, text, limit])
            await conn.execute("COMMIT")
        return await cur.fetchall()


_EMBEDDED_BY = (
    "(SELECT value FROM {meta} WHERE key = 'embedder') = %s"
    " AND (SELECT value FROM {meta} WHERE key = 'dim') = %s"
)
"""The store's vectors are those of an embedder and dimension (parameters): a condition."""


def _array_text(values: npt.NDArray[Any]) -> str:
    """A one-dimensional array literal of ``values`` (numbers; floats written exactly):
    one parameter instead of one per element."""
    return "{" + ",".join(map(repr, values.tolist())) + "}"


def _chain(entry: MemoryEntry) -> tuple[str, str, str, str]:
    """The timeline a keyed fact belongs to: its key and scope."""
    assert entry.key is not None
    scope = entry.scope
    return entry.key, scope.user_id or "", scope.agent_id or "", scope.session_id or ""


@asynccontextmanager
async def _unique_is_conflict(message: str) -> AsyncIterator[None]:
    """Turn a unique violation (a duplicate fact, or id) inside the block into ``Conflict``."""
    import psycopg

    try:
        yield
    except psycopg.errors.UniqueViolation as exc:
        raise Conflict(message) from exc
