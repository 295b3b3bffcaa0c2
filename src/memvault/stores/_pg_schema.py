"""The tables of a ``PostgresStore`` and their migrations (one set per ``table_prefix``).

Tables: ``<prefix>_memories`` (one row per memory: text, scope, metadata, vector),
``<prefix>_terms`` (its full-text data: word count, ``tsvector`` and term counts of its text,
and its neighbour context with its term counts), ``<prefix>_memory_events`` (history),
``<prefix>_store_meta`` (the embedder that wrote the vectors), ``<prefix>_scope_stats``
(per scope and kind: how many memories, and their words with context, which BM25 needs) and
``<prefix>_user_stats`` (the same per user and kind), ``<prefix>_postings`` (posting lists for
keyword search, ``_pg_postings``), created by migrations recorded under the component
``store:<prefix>``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, LiteralString

from memvault.core import validate as _validate
from memvault.core.types import Knowledge
from memvault.errors import BackendUnavailable, InvalidInput
from memvault.infra.postgres import PostgresMigrations, fetch_all
from memvault.stores._pg_postings import create_statements
from memvault.stores._pg_text import backfill_context_query, term_counts, word_count

if TYPE_CHECKING:
    from psycopg import AsyncConnection, sql

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
               "user_stats")  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Tables:
    memories: str
    events: str
    meta: str
    hnsw: str
    stats: str
    terms: str
    postings: str
    sync: str
    user_stats: str

    @classmethod
    def of(cls, prefix: str) -> _Tables:
        return cls(f"{prefix}_memories", f"{prefix}_memory_events", f"{prefix}_store_meta",
                   f"{prefix}_embedding_hnsw", f"{prefix}_scope_stats",
                   f"{prefix}_terms", f"{prefix}_postings",
                   f"{prefix}_postings_sync", f"{prefix}_user_stats")  # fmt: skip

    def sql(self, template: LiteralString, *params: sql.Composable) -> sql.Composed:
        """``template`` with ``{memories}``, ``{events}``, ``{meta}``, ``{hnsw}``, ``{stats}``,
        ``{terms}``, ``{postings}``, ``{sync}``, ``{user_stats}`` quoted and ``{}`` fields
        filled from ``params`` (constant SQL fragments)."""
        from psycopg import sql

        names = {k: sql.Identifier(getattr(self, k)) for k in _TABLE_KEYS}
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

    @migrations.register("0003_terms_context_stats")
    async def _terms(conn: AsyncConnection[Any]) -> None:
        """Full-text data moves to a narrow table of its own (``{terms}``: term counts of each
        memory's text and of its neighbour context, filled in for the messages already
        stored), so that keyword search reads narrow rows and a context change never
        rewrites a memory's row (nor adds it to the HNSW index again); word counts for BM25
        lengths with their sums per scope; an index of the speakers of each user's
        messages."""
        statements: list[LiteralString] = [
            # Rows up to a page stay whole: PostgreSQL otherwise moves the largest value of a
            # row over 2 kB out of line, the vector (pgvector's storage is EXTERNAL), and
            # every exact search read it back from TOAST (about 3x slower).
            "ALTER TABLE {memories} SET (toast_tuple_target = 8160)",
            "ALTER TABLE {memories} DROP COLUMN fts_len, DROP COLUMN fts",
            "CREATE TABLE {terms} (seq bigint PRIMARY KEY REFERENCES {memories} (seq)"
            " ON DELETE CASCADE, kind text NOT NULL, user_id text, agent_id text,"
            " session_id text, words integer NOT NULL, context text NOT NULL DEFAULT '',"
            " context_words integer NOT NULL DEFAULT 0, fts tsvector NOT NULL,"
            " tf jsonb NOT NULL, ctx_tf jsonb NOT NULL DEFAULT '{{}}')",
            "INSERT INTO {terms} (seq, kind, user_id, agent_id, session_id, words, fts, tf)"
            " SELECT m.seq, m.kind, m.user_id, m.agent_id, m.session_id, 0,"
            " to_tsvector('english'::regconfig, m.content), " + term_counts("m.content")
            + " FROM {memories} AS m",
        ]  # fmt: skip
        for statement in statements:
            await conn.execute(t.sql(statement))
        await _backfill_words(conn, t)
        await conn.execute(backfill_context_query(t.sql))
        statements = [
            "CREATE INDEX ON {terms} USING gin (fts)",
            "CREATE INDEX ON {terms} USING gin (ctx_tf)",
            "CREATE INDEX ON {terms} (user_id, kind)",
            "CREATE INDEX ON {memories} (user_id, (metadata ->> 'speaker'))"
            " WHERE kind = 'message' AND jsonb_typeof(metadata -> 'speaker') = 'string'",
            "CREATE TABLE {stats} (user_id text NOT NULL, agent_id text NOT NULL,"
            " session_id text NOT NULL, kind text NOT NULL, memories bigint NOT NULL,"
            " words bigint NOT NULL, PRIMARY KEY (user_id, agent_id, session_id, kind))",
            "INSERT INTO {stats} SELECT coalesce(user_id, ''), coalesce(agent_id, ''),"
            " coalesce(session_id, ''), kind, count(*), sum(words + context_words)"
            " FROM {terms} GROUP BY 1, 2, 3, 4",
        ]
        for statement in statements:
            await conn.execute(t.sql(statement))

    @migrations.register("0004_facts_over_time")
    async def _facts_over_time(conn: AsyncConnection[Any]) -> None:
        """A fact's key (``slot``: ``key`` already holds the dedup hash), when it stopped
        being true and what replaced it, and when it expires. Only current facts take part
        in deduplication, so a value can come back after another replaced it."""
        await conn.execute(
            t.sql(
                "ALTER TABLE {memories} ADD COLUMN slot text, ADD COLUMN valid_to timestamptz,"
                " ADD COLUMN supersedes text, ADD COLUMN superseded_by text,"
                " ADD COLUMN expires_at timestamptz"
            )
        )
        rows = await fetch_all(
            conn,
            "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()"
            " AND tablename = %s AND indexdef LIKE 'CREATE UNIQUE INDEX%%(key IS NOT NULL)'",
            (t.memories,),
        )
        from psycopg import sql as pgsql

        for (name,) in rows:
            await conn.execute(pgsql.SQL("DROP INDEX {}").format(pgsql.Identifier(str(name))))
        statements: list[LiteralString] = [
            "CREATE UNIQUE INDEX ON {memories} (key, coalesce(user_id, ''),"
            " coalesce(agent_id, ''), coalesce(session_id, ''))"
            " WHERE key IS NOT NULL AND valid_to IS NULL",
            "CREATE INDEX ON {memories} (slot, user_id) WHERE slot IS NOT NULL",
            "CREATE INDEX ON {memories} (expires_at) WHERE expires_at IS NOT NULL",
        ]
        for statement in statements:
            await conn.execute(t.sql(statement))

    @migrations.register("0005_postings")
    async def _postings(conn: AsyncConnection[Any]) -> None:
        """Posting lists for keyword search (``_pg_postings``), filled in for the memories
        already stored and kept by triggers on ``{terms}``; the sums of ``{stats}`` per user
        and kind (``{user_stats}``), which a search of a user's memories reads instead of
        adding up a row per session."""
        for statement in create_statements(t.sql):
            await conn.execute(statement)
        # An HNSW index built with the former parameters is built again with ``CREATE_HNSW``'s.
        rows = await fetch_all(conn, "SELECT to_regclass(quote_ident(%s))", (t.hnsw,))
        if rows[0][0] is not None:
            await conn.execute(t.sql("DROP INDEX {hnsw}"))
            await conn.execute(t.sql(CREATE_HNSW))
        await conn.execute(
            t.sql(
                "CREATE TABLE {user_stats} (user_id text NOT NULL, kind text NOT NULL,"
                " memories bigint NOT NULL, words bigint NOT NULL, PRIMARY KEY (user_id, kind))"
            )
        )
        await conn.execute(
            t.sql(
                "INSERT INTO {user_stats} SELECT user_id, kind, sum(memories), sum(words)"
                " FROM {stats} GROUP BY 1, 2"
            )
        )

    @migrations.register("0006_knowledge")
    async def _knowledge(conn: AsyncConnection[Any]) -> None:
        """What memvault learnt about a memory gets a column of its own, ``knowledge``
        (``Knowledge.to_dict()``); what earlier versions kept for it in the user's metadata
        moves there (``legacy_knowledge``)."""
        await conn.execute(t.sql("ALTER TABLE {memories} ADD COLUMN knowledge jsonb"))
        await _move_legacy_knowledge(conn, t)

    @migrations.register("0007_content_hash_and_key")
    async def _one_meaning_per_word(conn: AsyncConnection[Any]) -> None:
        """The content hash (column ``key`` until now) becomes ``content_hash`` and the
        supersession key (``slot``) becomes ``key``, the names Python gives them; their
        indexes are named for what they index: ``<prefix>_content_hash`` (a current fact's
        content hash in its scope, unique) and ``<prefix>_fact_key`` (a fact's key and
        user)."""
        await conn.execute(t.sql("ALTER TABLE {memories} RENAME COLUMN key TO content_hash"))
        await conn.execute(t.sql("ALTER TABLE {memories} RENAME COLUMN slot TO key"))
        from psycopg import sql as pgsql

        for shape, name in _RENAMED_INDEXES:
            rows = await fetch_all(
                conn,
                "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()"
                " AND tablename = %s AND indexdef LIKE %s ORDER BY indexname LIMIT 1",
                (t.memories, shape),
            )
            for (old,) in rows:
                await conn.execute(
                    pgsql.SQL("ALTER INDEX {} RENAME TO {}").format(
                        pgsql.Identifier(str(old)), pgsql.Identifier(f"{prefix}_{name}")
                    )
                )

    return migrations


_RENAMED_INDEXES = (
    ("CREATE UNIQUE INDEX % USING btree (content_hash, %", "content_hash"),
    ("CREATE INDEX % USING btree (key, user_id) WHERE (key IS NOT NULL)", "fact_key"),
)
"""The indexes migration 0007 names (as ``pg_indexes`` shows them after its renames)."""


_FACT_FIELDS = ("subject", "attribute", "value", "negated", "multi_valued", "entities", "source",
                "session_id")  # fmt: skip
_ALIAS_FIELDS = ("alias", "entity")
ALIAS_PREFIX = "alias."
"""The keys of the facts ``add_alias`` stores: ``alias.<folded alias>``."""


def legacy_knowledge(
    kind: str, key: str | None, metadata: dict[str, Any]
) -> tuple[dict[str, Any], Knowledge] | None:
    """The metadata left and the knowledge moved out of it, for a memory written before
    knowledge had a column of its own; None when nothing moves.

    A fact whose metadata holds both ``subject`` and ``attribute`` (``remember`` extracted
    it) gives up those and ``value``, ``negated``, ``multi_valued``, ``entities``,
    ``source`` and ``session_id``; an alias fact (key ``alias.*``) with ``alias`` and
    ``entity``, those two; a message whose ``facts`` is a list, that list (``learned``).
    A key whose value is null goes (null is what knowledge holds by default); one whose
    value knowledge cannot hold (a number for ``subject``, say) stays the user's."""
    names: tuple[str, ...] = ()
    if kind == "fact" and "subject" in metadata and "attribute" in metadata:
        names += _FACT_FIELDS
    alias = kind == "fact" and key is not None and key.startswith(ALIAS_PREFIX)
    if alias and all(name in metadata for name in _ALIAS_FIELDS):
        names += _ALIAS_FIELDS
    if kind == "message" and isinstance(metadata.get("facts"), list):
        names += ("facts",)
    if not names:
        return None
    rest, fields = dict(metadata), {}
    for name in (n for n in names if n in metadata):
        field, value = ("learned" if name == "facts" else name), metadata[name]
        if value is not None:
            try:
                Knowledge(**{field: value})
            except InvalidInput:
                continue
            fields[field] = value
        del rest[name]
    return rest, Knowledge(**fields)


_LEGACY = (
    "SELECT seq, kind, slot, metadata FROM {memories} WHERE seq > %s AND ((kind = 'fact'"
    " AND ((metadata ? 'subject' AND metadata ? 'attribute') OR (starts_with(slot, 'alias.')"
    " AND metadata ? 'alias' AND metadata ? 'entity'))) OR (kind = 'message'"
    " AND jsonb_typeof(metadata -> 'facts') = 'array')) ORDER BY seq LIMIT %s"
)


async def _move_legacy_knowledge(
    conn: AsyncConnection[Any], t: _Tables, batch: int = 5_000
) -> None:
    """Move the knowledge that earlier versions kept in the metadata of the memories into
    their ``knowledge`` column (``legacy_knowledge``), a batch at a time."""
    last = 0
    while rows := await fetch_all(conn, t.sql(_LEGACY), (last, batch)):
        moved = [(seq, legacy_knowledge(kind, slot, meta)) for seq, kind, slot, meta in rows]
        changes = [(seq, found) for seq, found in moved if found is not None]
        if changes:
            await conn.execute(
                t.sql(
                    "UPDATE {memories} AS m SET metadata = u.metadata::jsonb,"
                    " knowledge = u.knowledge::jsonb"
                    " FROM unnest(%s::int8[], %s::text[], %s::text[]) AS u(seq, metadata,"
                    " knowledge) WHERE m.seq = u.seq"
                ),
                (
                    [seq for seq, _ in changes],
                    [json.dumps(found[0]) for _, found in changes],
                    [json.dumps(found[1].to_dict()) for _, found in changes],
                ),
            )
        last = rows[-1][0]


async def _backfill_words(conn: AsyncConnection[Any], t: _Tables, batch: int = 5_000) -> None:
    """Fill ``words`` of every stored memory (counted in Python, as new writes are)."""
    last = 0
    while rows := await fetch_all(
        conn,
        t.sql("SELECT seq, content FROM {memories} WHERE seq > %s ORDER BY seq LIMIT %s"),
        (last, batch),
    ):
        await conn.execute(
            t.sql(
                "UPDATE {terms} AS x SET words = u.w"
                " FROM unnest(%s::int8[], %s::int4[]) AS u(seq, w) WHERE x.seq = u.seq"
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


async def _index(conn: AsyncConnection[Any], t: _Tables, dim: int, *, build: bool) -> None:
    """Require a vector in every row again and, with ``build``, build the HNSW index (if
    ``dim`` allows)."""
    await conn.execute(t.sql("ALTER TABLE {memories} ALTER COLUMN embedding SET NOT NULL"))
    if build and _hnsw(dim):
        await conn.execute(t.sql(CREATE_HNSW))


async def _record(conn: AsyncConnection[Any], t: _Tables, embedder: str, dim: int) -> None:
    async with conn.cursor() as cur:
        await cur.executemany(
            t.sql("INSERT INTO {meta} VALUES (%s, %s)"), [("embedder", embedder), ("dim", str(dim))]
        )
