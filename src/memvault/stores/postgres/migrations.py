"""The migrations of a ``PostgresStore``'s tables: named, registered in order, each applied
once in its own transaction and recorded under the component ``store:<prefix>``
(``memvault.infra.postgres`` runs them).

Each is a function of the connection and the store's ``Tables``, listed in ``MIGRATIONS``;
``store_migrations`` binds them to one prefix. A migration states the schema of its time:
0002-0006 name the content hash ``key`` and the supersession key ``slot``, as the tables had
them until 0007 renamed them. A new migration goes at the end of ``MIGRATIONS`` under a new
name; one already released is never changed.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, LiteralString

from memvault.core.types import Knowledge
from memvault.errors import InvalidInput
from memvault.infra.postgres import PostgresMigrations, fetch_all
from memvault.stores.postgres.postings import create_statements
from memvault.stores.postgres.schema import CREATE_HNSW, Tables, ensure_pgvector
from memvault.stores.postgres.text import backfill_context_query, term_counts, word_count

if TYPE_CHECKING:
    from psycopg import AsyncConnection

__all__ = ["ALIAS_PREFIX", "MIGRATIONS", "legacy_knowledge", "store_migrations"]


async def create_extension(conn: AsyncConnection[Any], t: Tables) -> None:
    """The ``vector`` extension (pgvector 0.5 or later)."""
    await ensure_pgvector(conn)


async def create_memories(conn: AsyncConnection[Any], t: Tables) -> None:
    """The memories (with a generated ``tsvector``) and their events, and the meta table."""
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


async def terms_context_stats(conn: AsyncConnection[Any], t: Tables) -> None:
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
    await backfill_words(conn, t)
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


async def facts_over_time(conn: AsyncConnection[Any], t: Tables) -> None:
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


async def posting_lists(conn: AsyncConnection[Any], t: Tables) -> None:
    """Posting lists for keyword search (``postings``), filled in for the memories
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


async def knowledge_column(conn: AsyncConnection[Any], t: Tables) -> None:
    """What memvault learnt about a memory gets a column of its own, ``knowledge``
    (``Knowledge.to_dict()``); what earlier versions kept for it in the user's metadata
    moves there (``legacy_knowledge``)."""
    await conn.execute(t.sql("ALTER TABLE {memories} ADD COLUMN knowledge jsonb"))
    await move_legacy_knowledge(conn, t)


async def content_hash_and_key(conn: AsyncConnection[Any], t: Tables) -> None:
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
                    pgsql.Identifier(str(old)), pgsql.Identifier(getattr(t, name))
                )
            )


async def exact_metadata(conn: AsyncConnection[Any], t: Tables) -> None:
    """Metadata reads back as it was written: ``jsonb`` keeps numbers as ``numeric``, so
    ``1e16`` came back an int, ``1e300`` a 301-digit int and ``-0.0`` as ``0.0``. Memories
    keep the ``jsonb`` for filters and get ``metadata_json`` (``json``: the text as given)
    for reads; rows written before have none and are read from the ``jsonb`` (no backfill:
    it would rewrite every row and its HNSW entry to keep what is already lost). Events are
    only read back, so their column becomes ``json``."""
    await conn.execute(t.sql("ALTER TABLE {memories} ADD COLUMN metadata_json json"))
    await conn.execute(t.sql("ALTER TABLE {events} ALTER COLUMN metadata TYPE json"))


async def turn_order(conn: AsyncConnection[Any], t: Tables) -> None:
    """A message's next turn is one probe of an index of session, user, agent and seq
    (``rows.next_messages``), not a read through other users' turns of a session id they
    share (the ids as ``coalesce(.., '')``: an equality the index can serve)."""
    await conn.execute(t.sql(
        "CREATE INDEX ON {memories}"
        " (session_id, coalesce(user_id, ''), coalesce(agent_id, ''), seq)"
    ))  # fmt: skip


Migration = Callable[["AsyncConnection[Any]", Tables], Awaitable[None]]

MIGRATIONS: tuple[tuple[str, Migration], ...] = (
    ("0001_pgvector", create_extension),
    ("0002_create_memories", create_memories),
    ("0003_terms_context_stats", terms_context_stats),
    ("0004_facts_over_time", facts_over_time),
    ("0005_postings", posting_lists),
    ("0006_knowledge", knowledge_column),
    ("0007_content_hash_and_key", content_hash_and_key),
    ("0008_exact_metadata", exact_metadata),
    ("0009_turn_order", turn_order),
)
"""Every migration, in the order they apply, under the name each is recorded with."""


def store_migrations(prefix: str) -> PostgresMigrations:
    """The migrations of the tables of ``prefix`` (an already checked identifier)."""
    migrations = PostgresMigrations(f"store:{prefix}")
    t = Tables.of(prefix)
    for name, apply in MIGRATIONS:
        migrations.register(name)(_bound(apply, t))
    return migrations


def _bound(apply: Migration, t: Tables) -> Callable[[AsyncConnection[Any]], Awaitable[None]]:
    """``apply`` as the runner calls it: on a connection, to the tables ``t``."""

    async def migrate(conn: AsyncConnection[Any]) -> None:
        await apply(conn, t)

    migrate.__doc__ = apply.__doc__
    return migrate


_RENAMED_INDEXES = (
    ("CREATE UNIQUE INDEX % USING btree (content_hash, %", "hash_index"),
    ("CREATE INDEX % USING btree (key, user_id) WHERE (key IS NOT NULL)", "key_index"),
)
"""The indexes migration 0007 names (as ``pg_indexes`` shows them after its renames), and
the field of ``Tables`` with the name each gets."""


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


async def move_legacy_knowledge(conn: AsyncConnection[Any], t: Tables, batch: int = 5_000) -> None:
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


async def backfill_words(conn: AsyncConnection[Any], t: Tables, batch: int = 5_000) -> None:
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
