"""The tables of a ``PostgresStore`` (one set per ``table_prefix``) and its vector column.

``Tables`` names them and quotes them into SQL templates: ``<prefix>_memories`` (one row per
memory: text, scope, metadata, knowledge, vector), ``<prefix>_terms`` (its full-text data:
word count, ``tsvector`` and term counts of its text, and its neighbour context with its term
counts), ``<prefix>_memory_events`` (history), ``<prefix>_store_meta`` (the embedder that wrote
the vectors), ``<prefix>_scope_stats`` (per scope and kind: how many memories, and their words
with context, which BM25 needs), ``<prefix>_user_stats`` (the same per user and kind) and
``<prefix>_postings`` (posting lists for keyword search, ``postings``). ``migrations`` creates
and changes them. Here too: the pgvector check, the typing of the vector column to the
embedder's dimension, the HNSW index statement, and the embedder recorded in the meta table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, LiteralString

import numpy as np

from memvault.core import validate as _validate
from memvault.core.records import EmbedFn
from memvault.errors import BackendUnavailable, InvalidInput
from memvault.infra.postgres import fetch_all
from memvault.stores.base import require_embedder
from memvault.stores.postgres.rows import vector_text

if TYPE_CHECKING:
    from psycopg import AsyncConnection, sql

__all__ = [
    "CREATE_HNSW",
    "HNSW_MAX_DIM",
    "PGVECTOR_MIN",
    "VECTOR_MAX_DIM",
    "Tables",
    "check_dim",
    "check_embedder",
    "ensure_pgvector",
    "fragment",
    "hnsw_fits",
    "read_meta",
    "record_embedder",
    "require_vectors",
    "retype",
    "stage_vectors",
]

PGVECTOR_MIN = (0, 5)
"""The oldest pgvector with HNSW indexes."""

CREATE_HNSW: LiteralString = (
    "CREATE INDEX {hnsw} ON {memories} USING hnsw (embedding vector_cosine_ops)"
    " WITH (m = 16, ef_construction = 128)"
)
"""The vector index. A candidate list of 128 while building (pgvector's default is 64)
takes about twice as long to build and makes a better graph: at 100k memories, searches
with 100 candidates (``hnsw.ef_search``) found 0.900 of the exact top 10 in 2.7 ms, where
the default graph needed 200 candidates for 0.887 in 4.0 ms."""
HNSW_MAX_DIM = 2000
VECTOR_MAX_DIM = 16000


_TABLE_KEYS = ("memories", "events", "meta", "hnsw", "stats", "terms", "postings", "sync",
               "user_stats", "hash_index", "key_index")  # fmt: skip


@dataclass(frozen=True, slots=True)
class Tables:
    """The names of one store's tables (and of the indexes SQL names)."""

    memories: str
    events: str
    meta: str
    hnsw: str
    stats: str
    terms: str
    postings: str
    sync: str
    user_stats: str
    hash_index: str
    key_index: str

    @classmethod
    def of(cls, prefix: str) -> Tables:
        return cls(f"{prefix}_memories", f"{prefix}_memory_events", f"{prefix}_store_meta",
                   f"{prefix}_embedding_hnsw", f"{prefix}_scope_stats",
                   f"{prefix}_terms", f"{prefix}_postings",
                   f"{prefix}_postings_sync", f"{prefix}_user_stats",
                   f"{prefix}_content_hash", f"{prefix}_fact_key")  # fmt: skip

    def sql(self, template: LiteralString, *params: sql.Composable) -> sql.Composed:
        """``template`` with ``{memories}``, ``{events}``, ``{meta}``, ``{hnsw}``, ``{stats}``,
        ``{terms}``, ``{postings}``, ``{sync}``, ``{user_stats}``, ``{hash_index}``,
        ``{key_index}`` quoted and ``{}`` fields filled from ``params`` (constant SQL
        fragments)."""
        from psycopg import sql

        names = {k: sql.Identifier(getattr(self, k)) for k in _TABLE_KEYS}
        return sql.SQL(template).format(*params, **names)


def fragment(text: str) -> sql.SQL:
    """Constant SQL built by ``filters`` (its values travel as parameters)."""
    from psycopg import sql

    return sql.SQL(text)


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


def check_dim(dim: object) -> int:
    value = _validate.positive_int("dim", dim)
    if value > VECTOR_MAX_DIM:
        raise InvalidInput("dim", f"pgvector holds at most {VECTOR_MAX_DIM} dimensions")
    return value


def hnsw_fits(dim: int) -> bool:
    """Whether vectors of ``dim`` dimensions can have an HNSW index."""
    return dim <= HNSW_MAX_DIM


async def retype(conn: AsyncConnection[Any], t: Tables, dim: int) -> None:
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


async def require_vectors(conn: AsyncConnection[Any], t: Tables, dim: int, *, build: bool) -> None:
    """Require a vector in every row again and, with ``build``, build the HNSW index (if
    ``dim`` allows)."""
    await conn.execute(t.sql("ALTER TABLE {memories} ALTER COLUMN embedding SET NOT NULL"))
    if build and hnsw_fits(dim):
        await conn.execute(t.sql(CREATE_HNSW))


async def record_embedder(conn: AsyncConnection[Any], t: Tables, embedder: str, dim: int) -> None:
    """Record which embedder (and dimension) wrote the store's vectors."""
    async with conn.cursor() as cur:
        await cur.executemany(
            t.sql("INSERT INTO {meta} VALUES (%s, %s)"), [("embedder", embedder), ("dim", str(dim))]
        )


async def read_meta(conn: AsyncConnection[Any], t: Tables) -> dict[str, str]:
    """The meta table: the embedder and dimension recorded (empty before the first open)."""
    rows = await fetch_all(conn, t.sql("SELECT key, value FROM {meta}"))
    return {str(k): str(v) for k, v in rows}


async def check_embedder(
    conn: AsyncConnection[Any], t: Tables, where: str, embedder: str, dim: int
) -> None:
    """Refuse to go on when the store's vectors are no longer those of ``embedder`` and
    ``dim`` (another process re-embedded it): its vectors and the store's must never mix."""
    require_embedder(where, await read_meta(conn, t), embedder, dim)


async def stage_vectors(
    conn: AsyncConnection[Any], t: Tables, embed: EmbedFn, dim: int, batch: int
) -> int:
    """Embed every memory's content again with ``embed`` (``batch`` at a time) into the
    temporary table ``memvault_reembed`` (seq, embedding), dropped at commit; how many."""
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
            (seq, vector_text(vector, dim))
            for (seq, _), vector in zip(rows, np.asarray(vectors), strict=True)
        ]
        async with conn.cursor() as cur:
            await cur.executemany("INSERT INTO memvault_reembed VALUES (%s, %s::vector)", staged)
        count, last = count + len(rows), rows[-1][0]
    return count
