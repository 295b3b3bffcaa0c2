"""The server record store: memories, their history and both indexes in PostgreSQL with pgvector.

Three tables per ``table_prefix`` (default ``memvault``): ``<prefix>_memories``,
``<prefix>_memory_events`` and ``<prefix>_store_meta``, created by migrations recorded under
the component ``store:<prefix>``. The first migration creates the ``vector`` extension
(pgvector 0.5 or later is needed, for HNSW).

* A memory, its vector and its full-text row are one row, written in one transaction; the
  ``tsvector`` is a generated column (``to_tsvector('english', content)``: stemming and
  stopwords), indexed with GIN.
* Facts are unique per (key, scope) through a partial unique index. Writers take a
  transaction-level advisory lock per fact, in sorted order, so concurrent batches that share
  facts never deadlock, then ``INSERT ... ON CONFLICT DO NOTHING`` and merge when it inserted
  nothing.
* The first ``open(embedder, dim)`` types the vector column ``vector(dim)`` and builds an HNSW
  index (``vector_cosine_ops``; up to 2,000 dimensions, beyond which search is exact only).
* Keyword search is BM25 (k1 = 1.2, b = 0.75) over the ``english`` lexemes, with the document
  count, document frequencies and average length taken within the search's ``Selection``, so
  other scopes neither leak into nor skew a ranking. Scores are positive, higher is better.
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
from memvault.stores._pg_filters import columns, keyword_query, selection_sql
from memvault.stores.base import EmbedFn, NewMemory, Selection, embedder_mismatch
from memvault.types import EventType, MemoryEntry, MemoryEvent, Scope

if TYPE_CHECKING:
    from psycopg import AsyncConnection, sql
    from psycopg_pool import AsyncConnectionPool

__all__ = ["PostgresStore"]

PGVECTOR_MIN = (0, 5)
"""The oldest pgvector with HNSW indexes."""
HNSW_MAX_DIM = 2000
VECTOR_MAX_DIM = 16000
EXACT_SEARCH_ROWS = 10_000
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

    @classmethod
    def of(cls, prefix: str) -> _Tables:
        return cls(f"{prefix}_memories", f"{prefix}_memory_events", f"{prefix}_store_meta",
                   f"{prefix}_embedding_hnsw")  # fmt: skip

    def sql(self, template: LiteralString, *params: sql.Composable) -> sql.Composed:
        """``template`` with ``{memories}``, ``{events}``, ``{meta}``, ``{hnsw}`` quoted and
        ``{}`` fields filled from ``params`` (constant SQL fragments)."""
        from psycopg import sql

        names = {
            k: sql.Identifier(getattr(self, k)) for k in ("memories", "events", "meta", "hnsw")
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

    return migrations


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
    before writing or searching (``MemoryVault`` does).
    """

    def __init__(
        self,
        dsn: str | None = None,
        *,
        pool: AsyncConnectionPool[Any] | PostgresDatabase | None = None,
        table_prefix: str = "memvault",
        connect_timeout: float = 5.0,
        exact_search_rows: int = EXACT_SEARCH_ROWS,
    ) -> None:
        self.table_prefix = identifier("table_prefix", table_prefix)
        if len(table_prefix) > _MAX_PREFIX:
            raise InvalidInput("table_prefix", f"must be at most {_MAX_PREFIX} characters")
        limit = _validate.limit("exact_search_rows", exact_search_rows, allow_none=False)
        assert limit is not None
        self.exact_search_rows = limit
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
        merged into the stored one (metadata merged, ``updated_at`` moved) instead."""
        if not items:
            return []
        dim = self._opened_dim()
        vectors = [_vector_text(item.vector, dim) for item in items]
        locks = sorted({self._lock_key(i.key, i.entry.scope) for i in items if i.key is not None})
        results: list[tuple[MemoryEntry, EventType]] = []
        async with _unique_is_conflict(_SAME_ID), self._db.transaction() as conn:
            await _lock(conn, locks)
            for item, vector in zip(items, vectors, strict=True):
                results.append(await self._write_one(conn, item, vector))
            await self._record_events(
                conn,
                [(entry, event, item.entry.created_at)
                 for (entry, event), item in zip(results, items, strict=True)],
            )  # fmt: skip
        return results

    async def _write_one(
        self, conn: AsyncConnection[Any], item: NewMemory, vector: str
    ) -> tuple[MemoryEntry, EventType]:
        e, t = item.entry, self._t
        scope = [e.scope.user_id or "", e.scope.agent_id or "", e.scope.session_id or ""]
        while True:
            inserted = await fetch_all(
                conn,
                t.sql(
                    "INSERT INTO {memories} (id, kind, content, key, user_id, agent_id,"
                    " session_id, metadata, importance, occurred_at, created_at, updated_at,"
                    " embedding) VALUES (%s, %s, %s, %s, %s, %s, %s, %s::jsonb, %s, %s, %s, %s,"
                    " %s::vector) ON CONFLICT (key, coalesce(user_id, ''),"
                    " coalesce(agent_id, ''), coalesce(session_id, '')) WHERE key IS NOT NULL"
                    " DO NOTHING RETURNING seq"
                ),
                (e.id, e.kind, e.content, item.key, e.scope.user_id, e.scope.agent_id,
                 e.scope.session_id, json.dumps(e.metadata), e.importance, e.occurred_at,
                 e.created_at, e.updated_at, vector),
            )  # fmt: skip
            if inserted:
                return e, "ADD"
            merged = await fetch_all(
                conn,
                t.sql(
                    "UPDATE {memories} AS m SET metadata = m.metadata || %s::jsonb,"
                    " importance = coalesce(%s::float8, m.importance), updated_at = %s"
                    " WHERE m.key = %s AND coalesce(m.user_id, '') = %s"
                    " AND coalesce(m.agent_id, '') = %s AND coalesce(m.session_id, '') = %s"
                    f" RETURNING {_COLUMNS}"
                ),
                (json.dumps(e.metadata), e.importance, e.created_at, item.key, *scope),
            )
            if merged:  # else the stored fact was deleted meanwhile: insert after all
                return _entry(merged[0]), "UPDATE"

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
            if text is not None and key is not None:
                scope = (await self._get(conn, memory_id)).scope  # a scope never changes
                await _lock(conn, [self._lock_key(key, scope)])
            old = await self._get(conn, memory_id, for_update=True)
            new = _replace(
                old,
                content=old.content if content is None else content,
                metadata=old.metadata if metadata is None else metadata,
                updated_at=at,
            )
            params: list[Any] = [new.content, json.dumps(new.metadata), at]
            if text is None:
                query = "UPDATE {memories} SET content = %s, metadata = %s::jsonb, updated_at = %s"
            else:
                query = (
                    "UPDATE {memories} SET content = %s, metadata = %s::jsonb, updated_at = %s,"
                    " embedding = %s::vector, key = %s"
                )
                params += [text, key]
            await conn.execute(self._t.sql(query + " WHERE id = %s"), [*params, memory_id])
            await self._record_events(conn, [(new, "UPDATE", at)])
        return new

    async def delete(self, memory_id: str, *, at: datetime) -> MemoryEntry:
        async with self._db.transaction() as conn:
            rows = await fetch_all(
                conn,
                self._t.sql(f"DELETE FROM {{memories}} AS m WHERE m.id = %s RETURNING {_COLUMNS}"),
                (memory_id,),
            )
            if not rows:
                raise NotFound(f"no memory with id {memory_id!r}")
            old = _entry(rows[0])
            await self._record_events(conn, [(old, "DELETE", at)])
        return old

    async def forget(self, selection: Selection) -> int:
        """Remove every memory in ``selection`` with its vector, full-text row and history."""
        where, params = selection_sql(selection)
        scoped = [c for c in ("user_id", "agent_id", "session_id") if getattr(selection, c)]
        event_where = " AND ".join(f"{c} = %s" for c in scoped) or "true"
        async with self._db.transaction() as conn:
            cur = await conn.execute(
                self._t.sql("DELETE FROM {memories} AS m WHERE {}", _fragment(where)), params
            )
            removed = cur.rowcount
            await conn.execute(
                self._t.sql("DELETE FROM {events} WHERE {}", _fragment(event_where)),
                [getattr(selection, c) for c in scoped],
            )
        return removed

    def _lock_key(self, key: str, scope: Scope) -> int:
        """The advisory lock of one fact: 64 bits of a hash of its table, key and scope."""
        parts = (self.table_prefix, key, scope.user_id, scope.agent_id, scope.session_id)
        raw = "\x00".join(p or "" for p in parts).encode("utf-8")
        return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "big", signed=True)

    async def _record_events(
        self, conn: AsyncConnection[Any], events: Sequence[tuple[MemoryEntry, EventType, datetime]]
    ) -> None:
        rows = [
            (e.id, event, e.content, json.dumps(e.metadata), at,
             e.scope.user_id, e.scope.agent_id, e.scope.session_id)
            for e, event, at in events
        ]  # fmt: skip
        async with conn.cursor() as cur:
            await cur.executemany(
                self._t.sql(
                    "INSERT INTO {events} (memory_id, event, content, metadata, at, user_id,"
                    " agent_id, session_id) VALUES (%s, %s, %s, %s::jsonb, %s, %s, %s, %s)"
                ),
                rows,
            )

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
        the statistics of ``selection``; higher is better. This store has no context column
        yet: ``context_weight`` is accepted and has no effect."""
        words = list(dict.fromkeys(_validate.text("terms", t, allow_empty=True) for t in terms))
        words = [w for w in words if w.strip()]
        if not words or limit <= 0:
            return []
        where, params = selection_sql(selection)
        query = keyword_query(self._t.sql, _fragment(where), len(words))
        async with self._db.connection() as conn:
            rows = await fetch_all(conn, query, [words, *params, *words, limit])
        return [(_entry(r[:-1]), float(r[-1])) for r in rows]

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``."""
        where, params = selection_sql(selection)
        query = self._t.sql(
            "SELECT DISTINCT m.metadata ->> 'speaker' FROM {memories} AS m"
            " WHERE m.kind = 'message' AND jsonb_typeof(m.metadata -> 'speaker') = 'string'"
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
