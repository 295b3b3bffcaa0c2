"""The server record store: memories, their history and both indexes in PostgreSQL with pgvector.

Three tables per ``table_prefix`` (default ``memvault``): ``<prefix>_memories``,
``<prefix>_memory_events`` and ``<prefix>_store_meta``, created by migrations recorded under
the component ``store:<prefix>``. The first migration creates the ``vector`` extension
(pgvector 0.5 or later is needed, for HNSW).

* A memory, its vector and its full-text data are one row, written in one transaction: the
  ``tsvector`` of its text (``fts``, generated: ``to_tsvector('english', content)``, stemming
  and stopwords, GIN-indexed), and the ``jsonb`` maps of lexeme to count of its text
  (``tf``) and of its context (``ctx_tf``, GIN-indexed for matching), which BM25 reads.
* A message in a session keeps, in ``context``, the text of the ``CONTEXT_RADIUS`` (2) turns
  before and after it in the same session (same user and agent), as ``SQLiteStore`` does;
  every write that adds, changes or removes a message recomputes its neighbours' contexts
  in the same transaction, under a transaction-level advisory lock per session, so that
  concurrent writers to one session see each other's turns.
* A batch is written with a few set-based statements (a multi-row ``INSERT`` with the
  vectors in pgvector's binary format), not one statement per memory. A batch of at least
  ``rebuild_index_rows`` memories that is at least a quarter of the table (after the write)
  drops the HNSW index and builds it again before committing, which is many times faster
  than maintaining it row by row; meanwhile the batch holds an ``ACCESS EXCLUSIVE`` lock,
  so other sessions' reads of the store wait for it. ``rebuild_index_rows=None`` never
  rebuilds.
* Facts are unique per (key, scope) through a partial unique index. Writers take a
  transaction-level advisory lock per fact, in sorted order, so concurrent batches that share
  facts never deadlock, then ``INSERT ... ON CONFLICT DO NOTHING`` and merge when it inserted
  nothing.
* The first ``open(embedder, dim)`` types the vector column ``vector(dim)`` and builds an HNSW
  index (``vector_cosine_ops``; up to 2,000 dimensions, beyond which search is exact only).
* Keyword search is FTS5's BM25 (see ``_pg_text``) over the ``english`` lexemes of the text
  and, with ``context_weight``, of the context, with the document count, document
  frequencies and average length taken within the search's ``Selection``, so other scopes
  neither leak into nor skew a ranking. Scores are positive, higher is better.
* Vector search scores are cosine similarities, ``1 - (embedding <=> query)``. A selection of
  at most ``exact_search_rows`` memories is searched exactly; a larger one goes through the
  HNSW index (approximate), and falls back to an exact scan when the index returns fewer than
  ``limit`` rows (a selective filter on a large table).
"""

from __future__ import annotations

import hashlib
import json
import struct
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from dataclasses import replace as _replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, LiteralString

import numpy as np
import numpy.typing as npt

from memvault import _validate
from memvault._postgres import PostgresDatabase, PostgresMigrations, fetch_all, identifier
from memvault._resource import AsyncResource
from memvault.errors import BackendUnavailable, Conflict, InvalidInput, NotFound
from memvault.stores._pg_filters import columns, selection_sql
from memvault.stores._pg_text import (
    CONTEXT_RADIUS,
    backfill_context_query,
    context_of,
    keyword_query,
    refresh_context_query,
    term_counts,
    word_count,
)
from memvault.stores.base import EmbedFn, NewMemory, Selection, embedder_mismatch, merge_metadata
from memvault.types import EventType, MemoryEntry, MemoryEvent, Scope

if TYPE_CHECKING:
    from psycopg import AsyncConnection, sql
    from psycopg.adapt import Dumper
    from psycopg_pool import AsyncConnectionPool

__all__ = ["PostgresStore"]

PGVECTOR_MIN = (0, 5)
"""The oldest pgvector with HNSW indexes."""
HNSW_MAX_DIM = 2000
VECTOR_MAX_DIM = 16000
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


@dataclass(frozen=True, slots=True)
class _Tables:
    memories: str
    events: str
    meta: str
    hnsw: str
    stats: str

    @classmethod
    def of(cls, prefix: str) -> _Tables:
        return cls(f"{prefix}_memories", f"{prefix}_memory_events", f"{prefix}_store_meta",
                   f"{prefix}_embedding_hnsw", f"{prefix}_scope_stats")  # fmt: skip

    def sql(self, template: LiteralString, *params: sql.Composable) -> sql.Composed:
        """``template`` with ``{memories}``, ``{events}``, ``{meta}``, ``{hnsw}``, ``{stats}``
        quoted and ``{}`` fields filled from ``params`` (constant SQL fragments)."""
        from psycopg import sql

        names = {
            k: sql.Identifier(getattr(self, k))
            for k in ("memories", "events", "meta", "hnsw", "stats")
        }
        return sql.SQL(template).format(*params, **names)


def _fragment(text: str) -> sql.SQL:
    """Constant SQL built by ``_pg_filters`` (its values travel as parameters)."""
    from psycopg import sql

    return sql.SQL(text)


def store_migrations(prefix: str) -> PostgresMigrations:
    """The migrations of the tables of ``prefix`` (an already checked identifier)."""
    migrations = PostgresMigrations(f"store:{prefix}")
    t = _Tables.of(prefix)

    @migrations.register("0001_pgvector")
    async def _pgvector(conn: AsyncConnection[Any]) -> None:
        await ensure_pgvector(conn)

    @migrations.register("0002_create_memories")
    async def _create(conn: AsyncConnection[Any]) -> None:
        statements: list[LiteralString] = [
            "CREATE TABLE {memories} ("
            " seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, id text NOT NULL UNIQUE,"
            " kind text NOT NULL, content text NOT NULL, key text,"
            " user_id text, agent_id text, session_id text, metadata jsonb NOT NULL,"
            " importance double precision, occurred_at timestamptz NOT NULL,"
            " created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,"
            " embedding vector NOT NULL,"
            " fts tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, content))"
            " STORED,"
            " fts_len integer GENERATED ALWAYS AS"
            " (length(to_tsvector('english'::regconfig, content))) STORED)",
            "CREATE UNIQUE INDEX ON {memories} (key, coalesce(user_id, ''),"
            " coalesce(agent_id, ''), coalesce(session_id, '')) WHERE key IS NOT NULL",
            "CREATE INDEX ON {memories} (user_id, kind)",
            "CREATE INDEX ON {memories} (agent_id)",
            "CREATE INDEX ON {memories} (session_id, seq)",
            "CREATE INDEX ON {memories} USING gin (fts)",
            "CREATE TABLE {events} ("
            " seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, memory_id text NOT NULL,"
            " event text NOT NULL, content text NOT NULL, metadata jsonb NOT NULL,"
            " at timestamptz NOT NULL, user_id text, agent_id text, session_id text)",
            "CREATE INDEX ON {events} (memory_id, seq)",
            "CREATE INDEX ON {events} (user_id)",
            "CREATE INDEX ON {events} (agent_id)",
            "CREATE INDEX ON {events} (session_id)",
            "CREATE TABLE {meta} (key text PRIMARY KEY, value text NOT NULL)",
        ]
        for statement in statements:
            await conn.execute(t.sql(statement))

    @migrations.register("0003_context_words_stats")
    async def _context(conn: AsyncConnection[Any]) -> None:
        """The neighbour context of messages (filled in for the messages already stored),
        word counts for BM25 lengths with their sums per scope, and an index of the speakers
        of each user's messages."""
        # Rows grew past 2 kB, where PostgreSQL starts moving the largest value out of line:
        # that was the vector (pgvector's storage is EXTERNAL), which made every exact
        # search read it back from TOAST (about 6x slower). Rows up to a page stay whole.
        await conn.execute(t.sql("ALTER TABLE {memories} SET (toast_tuple_target = 8160)"))
        await conn.execute(
            t.sql(
                "ALTER TABLE {memories} ADD COLUMN context text NOT NULL DEFAULT '',"
                " ADD COLUMN words integer NOT NULL DEFAULT 0,"
                " ADD COLUMN context_words integer NOT NULL DEFAULT 0,"
                " ADD COLUMN tf jsonb NOT NULL DEFAULT '{{}}',"
                " ADD COLUMN ctx_tf jsonb NOT NULL DEFAULT '{{}}', DROP COLUMN fts_len"
            )
        )
        await _backfill_words(conn, t)
        await conn.execute(backfill_context_query(t.sql))
        statements: list[LiteralString] = [
            "CREATE INDEX ON {memories} USING gin (ctx_tf)",
            "CREATE INDEX ON {memories} (user_id, (metadata ->> 'speaker'))"
            " WHERE kind = 'message' AND jsonb_typeof(metadata -> 'speaker') = 'string'",
            "CREATE TABLE {stats} (user_id text NOT NULL, agent_id text NOT NULL,"
            " session_id text NOT NULL, kind text NOT NULL, memories bigint NOT NULL,"
            " words bigint NOT NULL, PRIMARY KEY (user_id, agent_id, session_id, kind))",
            "INSERT INTO {stats} SELECT coalesce(user_id, ''), coalesce(agent_id, ''),"
            " coalesce(session_id, ''), kind, count(*), sum(words + context_words)"
            " FROM {memories} GROUP BY 1, 2, 3, 4",
        ]
        for statement in statements:
            await conn.execute(t.sql(statement))

    return migrations


async def _backfill_words(conn: AsyncConnection[Any], t: _Tables, batch: int = 5_000) -> None:
    """Fill ``words`` (counted in Python, as new writes are) and ``tf`` of every stored
    memory."""
    last = 0
    while rows := await fetch_all(
        conn,
        t.sql("SELECT seq, content FROM {memories} WHERE seq > %s ORDER BY seq LIMIT %s"),
        (last, batch),
    ):
        await conn.execute(
            t.sql(
                "UPDATE {memories} AS m SET words = u.w, tf = "
                + term_counts("m.content")
                + " FROM unnest(%s::int8[], %s::int4[]) AS u(seq, w) WHERE m.seq = u.seq"
            ),
            ([seq for seq, _ in rows], [word_count(content) for _, content in rows]),
        )
        last = rows[-1][0]


async def ensure_pgvector(conn: AsyncConnection[Any]) -> None:
    """Create the ``vector`` extension unless it exists; refuse a server without pgvector 0.5+."""
    import psycopg

    where = f"PostgreSQL at {conn.info.host}:{conn.info.port}"
    need = f"memvault's PostgresStore needs pgvector >= {'.'.join(map(str, PGVECTOR_MIN))}"
    query = "SELECT extversion FROM pg_extension WHERE extname = 'vector'"
    installed = await fetch_all(conn, query)
    if not installed:
        available = "SELECT 1 FROM pg_available_extensions WHERE name = 'vector'"
        if not await fetch_all(conn, available):
            raise BackendUnavailable(
                f"{where} has no pgvector extension; {need}"
                " (https://github.com/pgvector/pgvector) installed on the server"
            )
        try:
            await conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        except psycopg.errors.InsufficientPrivilege as exc:
            raise BackendUnavailable(
                f"{where}: this role may not create the pgvector extension; {need}:"
                " have a superuser run CREATE EXTENSION vector in this database"
            ) from exc
        installed = await fetch_all(conn, query)
    version = str(installed[0][0])
    if _version(version) < PGVECTOR_MIN:
        raise BackendUnavailable(
            f"{where} has pgvector {version}; {need} (ALTER EXTENSION vector UPDATE)"
        )


def _version(text: str) -> tuple[int, ...]:
    parts = []
    for part in text.split("."):
        digits = "".join(c for c in part if c.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)


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
        self._dim: int | None = None
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
                await _index(conn, t, dim)
                await _record(conn, t, embedder, dim)
            elif (meta.get("embedder"), meta.get("dim")) != (embedder, str(dim)):
                raise embedder_mismatch(self.where, meta, embedder, dim)
        self._dim = dim

    async def aclose(self) -> None:
        """Close the pool if this store opened it from a DSN; it reopens on next use."""
        if self._owns_db:
            await self._db.aclose()
        self._dim = None

    def _opened_dim(self) -> int:
        if self._dim is None:
            raise RuntimeError("PostgresStore.open() was not called")
        return self._dim

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
            await _index(conn, t, dim)
            await conn.execute(t.sql("DELETE FROM {meta}"))
            await _record(conn, t, embedder, dim)
        self._dim = dim
        return count

    # -- writes -------------------------------------------------------------------------

    async def write(self, items: Sequence[NewMemory]) -> list[tuple[MemoryEntry, EventType]]:
        """Add ``items`` in one transaction. A fact whose key already exists in its scope is
        merged into the stored one (metadata merged, ``updated_at`` moved) instead; so is a
        fact repeated within the batch, into its first occurrence."""
        if not items:
            return []
        dim = self._opened_dim()
        vectors = [_vector_bytes(item.vector, dim) for item in items]
        locks = {self._lock_key(i.key, i.entry.scope) for i in items if i.key is not None}
        locks |= {self._session_lock(i.entry) for i in items if _in_session(i.entry)}
        async with _unique_is_conflict(_SAME_ID), self._db.transaction() as conn:
            rebuild = await self._lock_table(conn, len(items))
            await _lock(conn, sorted(locks))
            await self._binary_vectors(conn)
            contexts = await self._new_contexts(conn, items)
            results, added = await self._insert_batch(conn, items, vectors, contexts)
            sums = _Sums()
            for entry, event in results:
                if event == "ADD":
                    extra = contexts.get(entry.id, ("", 0))[1]
                    sums.add(entry.scope, entry.kind, 1, word_count(entry.content) + extra)
            await self._refresh_context(conn, added, sums)
            await sums.apply(conn, self._t)
            await self._record_events(
                conn,
                [(entry, event, item.entry.created_at)
                 for (entry, event), item in zip(results, items, strict=True)],
            )  # fmt: skip
            if rebuild:
                await conn.execute(
                    self._t.sql(
                        "CREATE INDEX {hnsw} ON {memories} USING hnsw (embedding vector_cosine_ops)"
                    )
                )
            await self._analyze_after(conn, len(items))
        return results

    async def _analyze_after(self, conn: AsyncConnection[Any], batch: int) -> None:
        """Refresh the planner's statistics after a batch of at least ``ANALYZE_ROWS`` that
        is a tenth of the table or more. Left to autovacuum (which comes up to a minute
        later), a table just filled looked nearly empty to the planner, which then sorted a
        whole scope by distance instead of walking the HNSW index (5x slower at 10k)."""
        if batch < ANALYZE_ROWS:
            return
        rows = await fetch_all(
            conn, "SELECT reltuples FROM pg_class WHERE oid = %s::regclass", (self._t.memories,)
        )
        if 10 * batch >= float(rows[0][0]):
            await conn.execute(self._t.sql("ANALYZE {memories}"))

    async def _lock_table(self, conn: AsyncConnection[Any], batch: int) -> bool:
        """Lock the memories table for a write of ``batch`` memories; whether the HNSW index
        was dropped, to be built again before commit (see the module docstring).

        Every writer locks the table before any advisory lock, so that a batch that takes it
        exclusively never waits for a writer that waits for it."""
        t = self._t
        threshold = self.rebuild_index_rows
        if threshold is None or batch < threshold or not _hnsw(self._opened_dim()):
            await conn.execute(t.sql("LOCK TABLE {memories} IN ROW EXCLUSIVE MODE"))
            return False
        # One bulk writer at a time decides, so that two never upgrade their locks at once.
        await _lock(conn, [self._lock_key("rebuild", Scope())])
        rows = await fetch_all(
            conn,
            t.sql(
                "SELECT to_regclass(%s) IS NOT NULL,"
                " (SELECT count(*) FROM (SELECT 1 FROM {memories} LIMIT %s) AS s)"
            ),
            (t.hnsw, 3 * batch + 1),
        )
        exists, stored = rows[0]
        if not exists or stored > 3 * batch:
            await conn.execute(t.sql("LOCK TABLE {memories} IN ROW EXCLUSIVE MODE"))
            return False
        await conn.execute(t.sql("LOCK TABLE {memories} IN ACCESS EXCLUSIVE MODE"))
        await conn.execute(t.sql("DROP INDEX {hnsw}"))
        return True

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

    async def _new_contexts(
        self, conn: AsyncConnection[Any], items: Sequence[NewMemory]
    ) -> dict[str, tuple[str, int]]:
        """The context (text and word count) each new message of a session will have, by id:
        computed before the insert, so that new rows are written once (an update would add
        each row to every index again, the HNSW graph included). The session locks are held,
        so the stored turns read here are the last ones before the new."""
        sessions: dict[tuple[str | None, str | None, str], list[MemoryEntry]] = {}
        for item in items:
            e = item.entry
            if _in_session(e):
                assert e.scope.session_id is not None
                key = (e.scope.user_id, e.scope.agent_id, e.scope.session_id)
                sessions.setdefault(key, []).append(e)
        if not sessions:
            return {}
        keys = list(sessions)
        rows = await fetch_all(
            conn,
            self._t.sql(
                "SELECT g.i, p.content, p.words FROM unnest(%s::text[], %s::text[], %s::text[])"
                " WITH ORDINALITY AS g(u, a, s, i) CROSS JOIN LATERAL (SELECT n.seq, n.content,"
                " n.words FROM {memories} AS n WHERE n.kind = 'message' AND n.session_id = g.s"
                " AND n.user_id IS NOT DISTINCT FROM g.u AND n.agent_id IS NOT DISTINCT FROM g.a"
                " ORDER BY n.seq DESC LIMIT %s) AS p ORDER BY g.i, p.seq"
            ),
            [[k[0] for k in keys], [k[1] for k in keys], [k[2] for k in keys], CONTEXT_RADIUS],
        )
        before: dict[int, list[tuple[str, int]]] = {}
        for i, content, words in rows:
            before.setdefault(int(i) - 1, []).append((str(content), int(words)))
        contexts = {}
        for n, key in enumerate(keys):
            stored = before.get(n, [])
            turns = stored + [(e.content, word_count(e.content)) for e in sessions[key]]
            for j, e in enumerate(sessions[key]):
                contexts[e.id] = context_of(turns, len(stored) + j)
        return contexts

    async def _insert_batch(
        self,
        conn: AsyncConnection[Any],
        items: Sequence[NewMemory],
        vectors: Sequence[_Vector],
        contexts: dict[str, tuple[str, int]],
    ) -> tuple[list[tuple[MemoryEntry, EventType]], list[tuple[MemoryEntry, int]]]:
        """Insert ``items`` (repeated facts once), merge the facts that already exist; the
        result of each item, and the messages added with their seq."""
        results: list[tuple[MemoryEntry, EventType] | None] = [None] * len(items)
        groups: dict[tuple[str, str, str, str], list[int]] = {}
        todo: list[int] = []
        for i, item in enumerate(items):
            if item.key is None:
                todo.append(i)
                continue
            group = groups.setdefault(_fact_identity(item), [])
            if not group:
                todo.append(i)
            group.append(i)
        added: list[tuple[MemoryEntry, int]] = []
        stored: dict[tuple[str, str, str, str], MemoryEntry] = {}
        while todo:
            seqs = await self._insert_rows(
                conn, [items[i] for i in todo], [vectors[i] for i in todo], contexts
            )
            clashes = []
            for i in todo:
                entry = items[i].entry
                if entry.id in seqs:
                    results[i] = (entry, "ADD")
                    if entry.kind == "message":
                        added.append((entry, seqs[entry.id]))
                else:
                    clashes.append(i)
            found = await self._stored_facts(conn, [items[i] for i in clashes])
            stored.update(found)
            # A stored fact deleted since the insert saw it: insert after all.
            todo = [i for i in clashes if _fact_identity(items[i]) not in found]
        finals: list[MemoryEntry] = []
        for identity, group in groups.items():
            first = results[group[0]]
            current, rest = (
                (first[0], group[1:]) if first is not None else (stored[identity], group)
            )
            for i in rest:
                current = _merged(current, items[i].entry)
                results[i] = (current, "UPDATE")
            if rest:
                finals.append(current)
        await self._store_merges(conn, finals)
        return [r for r in results if r is not None], added

    async def _insert_rows(
        self,
        conn: AsyncConnection[Any],
        items: Sequence[NewMemory],
        vectors: Sequence[_Vector],
        contexts: dict[str, tuple[str, int]],
    ) -> dict[str, int]:
        """One multi-row insert, in order; the seq of each id inserted (a fact that exists
        in its scope is not)."""
        entries = [item.entry for item in items]
        around = [contexts.get(e.id, ("", 0)) for e in entries]
        columns_ = [
            [e.id for e in entries], [e.kind for e in entries], [e.content for e in entries],
            [item.key for item in items], [e.scope.user_id for e in entries],
            [e.scope.agent_id for e in entries], [e.scope.session_id for e in entries],
            [json.dumps(e.metadata) for e in entries], [e.importance for e in entries],
            [e.occurred_at or e.created_at for e in entries], [e.created_at for e in entries],
            [e.updated_at or e.created_at for e in entries], list(vectors),
            [word_count(e.content) for e in entries], [text for text, _ in around],
            [words for _, words in around],
        ]  # fmt: skip
        rows = await fetch_all(
            conn,
            self._t.sql(
                "INSERT INTO {memories} (id, kind, content, key, user_id, agent_id, session_id,"
                " metadata, importance, occurred_at, created_at, updated_at, embedding, words,"
                " context, context_words, tf, ctx_tf)"
                " SELECT r.id, r.kind, r.content, r.key, r.u, r.a, r.s, r.metadata::jsonb,"
                " r.importance, r.occurred, r.created, r.updated, r.embedding, r.words,"
                f" r.context, r.context_words, {term_counts('r.content')},"
                f" {term_counts('r.context')}"
                " FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[], %s::text[],"
                " %s::text[], %s::text[], %s::text[], %s::float8[], %s::timestamptz[],"
                " %s::timestamptz[], %s::timestamptz[], %b, %s::int4[], %s::text[], %s::int4[])"
                " WITH ORDINALITY AS r(id, kind, content, key, u, a, s, metadata, importance,"
                " occurred, created, updated, embedding, words, context, context_words, ord)"
                " ORDER BY r.ord"
                " ON CONFLICT (key, coalesce(user_id, ''), coalesce(agent_id, ''),"
                " coalesce(session_id, '')) WHERE key IS NOT NULL DO NOTHING RETURNING id, seq"
            ),
            columns_,
        )
        return {str(id_): int(seq) for id_, seq in rows}

    async def _stored_facts(
        self, conn: AsyncConnection[Any], items: Sequence[NewMemory]
    ) -> dict[tuple[str, str, str, str], MemoryEntry]:
        """The stored facts of ``items``' keys and scopes, locked for update."""
        if not items:
            return {}
        identities = list(dict.fromkeys(_fact_identity(item) for item in items))
        rows = await fetch_all(
            conn,
            self._t.sql(
                f"SELECT {_COLUMNS}, m.key FROM {{memories}} AS m"
                " JOIN unnest(%s::text[], %s::text[], %s::text[], %s::text[]) AS f(k, u, a, s)"
                " ON m.key = f.k AND coalesce(m.user_id, '') = f.u"
                " AND coalesce(m.agent_id, '') = f.a AND coalesce(m.session_id, '') = f.s"
                " ORDER BY m.seq FOR UPDATE OF m"
            ),
            [list(column) for column in zip(*identities, strict=True)],
        )
        found = {}
        for row in rows:
            entry = _entry(row[:-1])
            found[(str(row[-1]), *_scope_identity(entry.scope))] = entry
        return found

    async def _store_merges(
        self, conn: AsyncConnection[Any], entries: Sequence[MemoryEntry]
    ) -> None:
        """Write the merged metadata, importance and ``updated_at`` of stored facts."""
        if not entries:
            return
        await conn.execute(
            self._t.sql(
                "UPDATE {memories} AS m SET metadata = u.metadata::jsonb,"
                " importance = u.importance, updated_at = u.updated"
                " FROM unnest(%s::text[], %s::text[], %s::float8[], %s::timestamptz[])"
                " AS u(id, metadata, importance, updated) WHERE m.id = u.id"
            ),
            (
                [e.id for e in entries], [json.dumps(e.metadata) for e in entries],
                [e.importance for e in entries], [e.updated_at for e in entries],
            ),
        )  # fmt: skip

    async def _refresh_context(
        self, conn: AsyncConnection[Any], changed: Sequence[tuple[MemoryEntry, int]], sums: _Sums
    ) -> None:
        """Recompute the contexts around the messages ``changed`` (entry and seq: added,
        changed or removed), in as many sessions as they touch; their words go to ``sums``."""
        spans: dict[tuple[str | None, str | None, str], tuple[int, int]] = {}
        for entry, seq in changed:
            if not _in_session(entry):
                continue
            assert entry.scope.session_id is not None
            session = (entry.scope.user_id, entry.scope.agent_id, entry.scope.session_id)
            lo, hi = spans.get(session, (seq, seq))
            spans[session] = (min(lo, seq), max(hi, seq))
        if not spans:
            return
        keys = list(spans)
        rows = await fetch_all(
            conn,
            refresh_context_query(self._t.sql),
            (
                [k[0] for k in keys], [k[1] for k in keys], [k[2] for k in keys],
                [spans[k][0] for k in keys], [spans[k][1] for k in keys],
            ),
        )  # fmt: skip
        for user, agent, session, words in rows:
            sums.add(Scope(user, agent, session), "message", 0, int(words))

    async def update(
        self,
        memory_id: str,
        *,
        content: str | None,
        metadata: dict[str, Any] | None,
        vector: npt.NDArray[np.float32] | None,
        key: str | None,
        at: datetime,
    ) -> MemoryEntry:
        """Replace content (with its vector and key) and/or metadata of one memory."""
        text = None if vector is None else _vector_text(vector, self._opened_dim())
        async with _unique_is_conflict(_same_fact(memory_id)), self._db.transaction() as conn:
            await self._lock_table(conn, 1)
            current = await self._get(conn, memory_id)  # kind and scope never change
            locks = []
            if text is not None and key is not None:
                locks.append(self._lock_key(key, current.scope))
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
            params: list[Any] = [
                new.content, word_count(new.content), json.dumps(new.metadata), at, new.content
            ]  # fmt: skip
            query = (
                "UPDATE {memories} SET content = %s, words = %s, metadata = %s::jsonb,"
                " updated_at = %s, tf = " + term_counts("%s::text")
            )
            if text is not None:
                query += ", embedding = %s::vector, key = %s"
                params += [text, key]
            rows = await fetch_all(
                conn, self._t.sql(query + " WHERE id = %s RETURNING seq"), [*params, memory_id]
            )
            if content is not None:
                sums = _Sums()
                words = word_count(new.content) - word_count(old.content)
                sums.add(new.scope, new.kind, 0, words)
                await self._refresh_context(conn, [(new, int(rows[0][0]))], sums)
                await sums.apply(conn, self._t)
            await self._record_events(conn, [(new, "UPDATE", at)])
        return new

    async def delete(self, memory_id: str, *, at: datetime) -> MemoryEntry:
        async with self._db.transaction() as conn:
            await self._lock_table(conn, 1)
            current = await self._get(conn, memory_id)
            if _in_session(current):
                await _lock(conn, [self._session_lock(current)])
            removed = await self._delete(conn, "m.id = %s", [memory_id])
            if not removed:
                raise NotFound(f"no memory with id {memory_id!r}")
            await self._record_events(conn, [(removed[0], "DELETE", at)])
        return removed[0]

    async def _delete(
        self, conn: AsyncConnection[Any], where: str, params: Sequence[Any]
    ) -> list[MemoryEntry]:
        """Delete the memories ``where`` holds, keeping neighbours' contexts and the scope
        sums right; the memories deleted."""
        rows = await fetch_all(
            conn,
            self._t.sql(
                f"DELETE FROM {{memories}} AS m WHERE {{}}"
                f" RETURNING {_COLUMNS}, m.words + m.context_words",
                _fragment(where),
            ),
            params,
        )
        sums = _Sums()
        removed = [(_entry(row[:-1]), int(row[0])) for row in rows]
        for (entry, _), row in zip(removed, rows, strict=True):
            sums.add(entry.scope, entry.kind, -1, -int(row[-1]))
        await self._refresh_context(conn, removed, sums)
        await sums.apply(conn, self._t)
        return [entry for entry, _ in removed]

    async def forget(self, selection: Selection) -> int:
        """Remove every memory in ``selection`` with its vector, full-text row and history
        (and refresh the contexts of the messages left beside removed ones)."""
        where, params = selection_sql(selection)
        scoped = [c for c in ("user_id", "agent_id", "session_id") if getattr(selection, c)]
        event_where = " AND ".join(f"{c} = %s" for c in scoped) or "true"
        async with self._db.transaction() as conn:
            await self._lock_table(conn, 1)
            removed = await self._delete(conn, where, params)
            await conn.execute(
                self._t.sql("DELETE FROM {events} WHERE {}", _fragment(event_where)),
                [getattr(selection, c) for c in scoped],
            )
        return len(removed)

    def _lock_key(self, key: str, scope: Scope) -> int:
        """The advisory lock of one fact: 64 bits of a hash of its table, key and scope."""
        parts = (self.table_prefix, key, scope.user_id, scope.agent_id, scope.session_id)
        raw = "\x00".join(p or "" for p in parts).encode("utf-8")
        return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "big", signed=True)

    def _session_lock(self, entry: MemoryEntry) -> int:
        """The advisory lock of the session of a message (its neighbours' contexts)."""
        return self._lock_key("\x01session", entry.scope)

    async def _record_events(
        self, conn: AsyncConnection[Any], events: Sequence[tuple[MemoryEntry, EventType, datetime]]
    ) -> None:
        if not events:
            return
        rows = [
            (e.id, event, e.content, json.dumps(e.metadata), at,
             e.scope.user_id, e.scope.agent_id, e.scope.session_id)
            for e, event, at in events
        ]  # fmt: skip
        await conn.execute(
            self._t.sql(
                "INSERT INTO {events} (memory_id, event, content, metadata, at, user_id,"
                " agent_id, session_id) SELECT e.i, e.ev, e.c, e.m, e.at, e.u, e.a, e.s"
                " FROM unnest(%s::text[], %s::text[], %s::text[], %s::jsonb[],"
                " %s::timestamptz[], %s::text[], %s::text[], %s::text[]) WITH ORDINALITY"
                " AS e(i, ev, c, m, at, u, a, s, ord) ORDER BY e.ord"
            ),
            [list(column) for column in zip(*rows, strict=True)],
        )  # fmt: skip

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
        async with self._db.connection() as conn:
            lexemes = await fetch_all(
                conn,
                "SELECT u.t, tsvector_to_array(to_tsvector('english', u.t)) FROM"
                " unnest(%s::text[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i",
                [words],
            )
            live = [(str(text), list(found)) for text, found in lexemes if found]
            if not live:
                return []
            query, args = keyword_query(
                self._t.sql,
                selection_sql(selection),
                live,
                context_weight=weight,
                scope_sums=selection.where is None,  # a union of scopes: its sums are kept
                limit=limit,
            )
            rows = await fetch_all(conn, query, args)
        return [(_entry(r[:-1]), float(r[-1])) for r in rows]

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``.

        For one user's scope they are read off the speaker index by skipping from each
        value to the next (one index probe per speaker, where a scan reads every message)."""
        where, params = selection_sql(selection)
        string = "m.kind = 'message' AND jsonb_typeof(m.metadata -> 'speaker') = 'string'"
        if selection == Selection(selection.user_id) and selection.user_id is not None:
            first = (
                f"SELECT m.metadata ->> 'speaker' AS v FROM {{memories}} AS m WHERE {string}"
                " AND m.user_id = %s"
            )
            query = self._t.sql(
                f"WITH RECURSIVE s(v) AS (({first} ORDER BY 1 LIMIT 1) UNION ALL"
                f" SELECT ({first} AND m.metadata ->> 'speaker' > s.v ORDER BY 1 LIMIT 1)"
                " FROM s WHERE s.v IS NOT NULL) SELECT v FROM s WHERE v IS NOT NULL"
            )
            params = [selection.user_id, selection.user_id]
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
        module docstring)."""
        text = _vector_text(vector, self._opened_dim())
        if limit <= 0:
            return []
        where, params = selection_sql(selection)
        cond = _fragment(where)
        t = self._t
        exact = t.sql(
            f"SELECT {columns('s')}, s.d FROM (SELECT {_COLUMNS},"
            " m.embedding <=> %s::vector AS d FROM {memories} AS m WHERE {}) AS s"
            " ORDER BY CASE WHEN s.d = 'NaN'::float8 THEN 1 ELSE s.d END, s.seq LIMIT %s",
            cond,
        )
        async with self._db.transaction() as conn:
            rows: list[tuple[Any, ...]] = []
            if _hnsw(self._opened_dim()) and await self._larger_than(conn, cond, params, limit):
                await conn.execute(
                    "SELECT set_config('hnsw.ef_search', %s, true)",
                    (str(min(1000, max(100, 2 * limit))),),
                )
                approximate = t.sql(
                    f"SELECT {_COLUMNS}, m.embedding <=> %s::vector AS d FROM {{memories}} AS m"
                    " WHERE {} ORDER BY m.embedding <=> %s::vector LIMIT %s",
                    cond,
                )
                rows = await fetch_all(conn, approximate, [text, *params, text, limit])
            if len(rows) < limit:
                rows = await fetch_all(conn, exact, [text, *params, limit])
        return [(_entry(r[:-1]), 0.0 if r[-1] != r[-1] else 1.0 - float(r[-1])) for r in rows]

    async def _larger_than(
        self, conn: AsyncConnection[Any], cond: sql.SQL, params: list[Any], limit: int
    ) -> bool:
        """Whether ``selection`` holds more rows than an exact search should scan."""
        bound = max(self.exact_search_rows, limit)
        query = self._t.sql(
            "SELECT count(*) FROM (SELECT 1 FROM {memories} AS m WHERE {} LIMIT %s) AS s", cond
        )
        rows = await fetch_all(conn, query, [*params, bound + 1])
        return int(rows[0][0]) > bound


@asynccontextmanager
async def _unique_is_conflict(message: str) -> AsyncIterator[None]:
    """Turn a unique violation (a duplicate fact, or id) inside the block into ``Conflict``."""
    import psycopg

    try:
        yield
    except psycopg.errors.UniqueViolation as exc:
        raise Conflict(message) from exc


def _check_dim(dim: object) -> int:
    value = _validate.positive_int("dim", dim)
    if value > VECTOR_MAX_DIM:
        raise InvalidInput("dim", f"pgvector holds at most {VECTOR_MAX_DIM} dimensions")
    return value


def _hnsw(dim: int) -> bool:
    return dim <= HNSW_MAX_DIM


async def _retype(conn: AsyncConnection[Any], t: _Tables, dim: int) -> None:
    """Drop the vector index and make the (emptied) vector column ``vector(dim)``."""
    from psycopg import sql

    await conn.execute(t.sql("DROP INDEX IF EXISTS {hnsw}"))
    await conn.execute(
        t.sql(
            "ALTER TABLE {memories} ALTER COLUMN embedding DROP NOT NULL,"
            " ALTER COLUMN embedding TYPE vector({}) USING NULL",
            sql.Literal(dim),
        )
    )


async def _index(conn: AsyncConnection[Any], t: _Tables, dim: int) -> None:
    """Require a vector in every row again and build the HNSW index (if ``dim`` allows)."""
    await conn.execute(t.sql("ALTER TABLE {memories} ALTER COLUMN embedding SET NOT NULL"))
    if _hnsw(dim):
        await conn.execute(
            t.sql("CREATE INDEX {hnsw} ON {memories} USING hnsw (embedding vector_cosine_ops)")
        )


async def _record(conn: AsyncConnection[Any], t: _Tables, embedder: str, dim: int) -> None:
    async with conn.cursor() as cur:
        await cur.executemany(
            t.sql("INSERT INTO {meta} VALUES (%s, %s)"), [("embedder", embedder), ("dim", str(dim))]
        )


async def _lock(conn: AsyncConnection[Any], keys: Sequence[int]) -> None:
    """Take the transaction's advisory locks ``keys`` in the order given."""
    if keys:
        await conn.execute(
            "SELECT pg_advisory_xact_lock(k) FROM unnest(%s::bigint[]) AS k", (list(keys),)
        )


def _vector_text(vector: npt.NDArray[np.float32] | Any, dim: int) -> str:
    """``vector`` as a pgvector literal (float32 values written exactly)."""
    array = np.asarray(vector, dtype=np.float32).reshape(-1)
    if array.shape != (dim,):
        raise InvalidInput("vector", f"has {array.size} numbers; this store holds {dim}")
    if not np.isfinite(array).all():
        raise InvalidInput("vector", "must hold finite numbers")
    return "[" + ",".join(repr(x) for x in array.tolist()) + "]"


class _Sums:
    """What one transaction changes in the per-scope sums of ``{stats}`` (memories, and
    words of text and context: the N and total length of BM25), applied in one statement
    at its end, in key order, so that writers of one scope queue there without deadlock."""

    def __init__(self) -> None:
        self._by_key: dict[tuple[str, str, str, str], list[int]] = {}

    def add(self, scope: Scope, kind: str, memories: int, words: int) -> None:
        key = (*_scope_identity(scope), kind)
        sums = self._by_key.setdefault(key, [0, 0])
        sums[0] += memories
        sums[1] += words

    async def apply(self, conn: AsyncConnection[Any], t: _Tables) -> None:
        keys = sorted(k for k, v in self._by_key.items() if v != [0, 0])
        if not keys:
            return
        columns_ = [[k[i] for k in keys] for i in range(4)]
        rows = await fetch_all(
            conn,
            t.sql(
                "INSERT INTO {stats} AS s SELECT * FROM unnest(%s::text[], %s::text[],"
                " %s::text[], %s::text[], %s::int8[], %s::int8[]) ON CONFLICT (user_id, agent_id,"
                " session_id, kind) DO UPDATE SET memories = s.memories + excluded.memories,"
                " words = s.words + excluded.words RETURNING s.memories = 0"
            ),
            [*columns_, [self._by_key[k][0] for k in keys], [self._by_key[k][1] for k in keys]],
        )
        if any(empty for (empty,) in rows):  # a scope emptied: no row may name it any more
            await conn.execute(
                t.sql(
                    "DELETE FROM {stats} WHERE memories = 0 AND (user_id, agent_id, session_id,"
                    " kind) IN (SELECT * FROM unnest(%s::text[], %s::text[], %s::text[],"
                    " %s::text[]))"
                ),
                columns_,
            )


class _Vector(bytes):
    """A vector in pgvector's binary format (dimension, a reserved 0, big-endian float32s)."""


def _vector_bytes(vector: npt.NDArray[np.float32] | Any, dim: int) -> _Vector:
    array = np.asarray(vector, dtype=np.float32).reshape(-1)
    if array.shape != (dim,):
        raise InvalidInput("vector", f"has {array.size} numbers; this store holds {dim}")
    if not np.isfinite(array).all():
        raise InvalidInput("vector", "must hold finite numbers")
    return _Vector(struct.pack(">HH", dim, 0) + array.astype(">f4").tobytes())


def _dumper(oid: int, array_oid: int) -> type[Dumper]:
    """A binary dumper of ``_Vector`` for the ``vector`` type of one database."""
    from psycopg.adapt import Dumper
    from psycopg.pq import Format

    class VectorDumper(Dumper):
        format = Format.BINARY

        def dump(self, obj: Any) -> bytes:
            return bytes(obj)

    VectorDumper.oid = oid
    VectorDumper.array_oid = array_oid  # type: ignore[attr-defined]
    return VectorDumper


def _array_oid(dumper: type[Dumper]) -> int:
    return int(dumper.array_oid)  # type: ignore[attr-defined]


def _scope_identity(scope: Scope) -> tuple[str, str, str]:
    return scope.user_id or "", scope.agent_id or "", scope.session_id or ""


def _fact_identity(item: NewMemory) -> tuple[str, str, str, str]:
    """What makes a fact one memory: its key and its scope (as the unique index has it)."""
    assert item.key is not None
    return (item.key, *_scope_identity(item.entry.scope))


def _merged(old: MemoryEntry, new: MemoryEntry) -> MemoryEntry:
    """A stored fact after the same fact is added again (as ``SQLiteStore`` merges)."""
    return _replace(
        old,
        metadata=merge_metadata(old.metadata, new.metadata),
        importance=old.importance if new.importance is None else new.importance,
        updated_at=new.created_at,
    )


def _in_session(entry: MemoryEntry) -> bool:
    """Whether ``entry`` is a message in a session (it has neighbours, and a context)."""
    return entry.kind == "message" and entry.scope.session_id is not None


def _entry(row: Sequence[Any]) -> MemoryEntry:
    (_, id_, kind, content, user, agent, session, metadata, importance,
     occurred, created, updated) = row  # fmt: skip
    return MemoryEntry(
        content=content,
        metadata=metadata,
        id=id_,
        kind=kind,
        scope=Scope(user, agent, session),
        created_at=created,
        updated_at=updated,
        occurred_at=occurred,
        importance=importance,
    )
