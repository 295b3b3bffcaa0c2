"""How ``PostgresStore`` writes a batch: a few set-based statements per batch, not one per
memory.

* Vectors travel in pgvector's binary format (``rows.Vector``), in one multi-row ``INSERT``
  (formatting them as text cost about as much as the insert itself).
* Facts repeated within a batch are inserted once and merged in Python; facts already stored
  are read ``FOR UPDATE`` and merged in one ``UPDATE`` (metadata merged, the newer knowledge
  and importance when given, ``updated_at`` moved).
* New messages of a session are inserted with their context already computed, so only the
  turns stored before them are updated (an update adds a row to every index again, the HNSW
  graph included).

What a write keeps up besides its rows (contexts, sums, history, locks) is in ``upkeep``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace as _replace
from typing import TYPE_CHECKING, Any

from memvault.core.records import NewMemory
from memvault.core.types import EventType, MemoryEntry
from memvault.infra.postgres import fetch_all
from memvault.stores.base import merge_metadata
from memvault.stores.postgres.rows import (
    COLUMNS,
    Vector,
    entry,
    in_session,
    knowledge_json,
    scope_identity,
)
from memvault.stores.postgres.schema import Tables
from memvault.stores.postgres.text import (
    CONTEXT_RADIUS,
    context_of,
    fts,
    previous_turns_query,
    term_counts,
    word_count,
)
from memvault.stores.postgres.upkeep import Tally, record_events, refresh_context

if TYPE_CHECKING:
    from psycopg import AsyncConnection

__all__ = ["delete_where", "insert_batch", "insert_rows", "keep_up", "new_contexts",
           "rewrite_row", "rewrite_terms", "store_merges", "stored_facts"]  # fmt: skip

Identity = tuple[str, str, str, str]
"""What makes a fact one memory: its content hash and scope ids (as the unique index has
them)."""
Result = tuple[MemoryEntry, EventType]


async def new_contexts(
    conn: AsyncConnection[Any], t: Tables, items: Sequence[NewMemory]
) -> dict[str, tuple[str, int]]:
    """The context (text and word count) each new message of a session will have, by id:
    computed before the insert, so that new rows are written once (an update would add
    each row to every index again, the HNSW graph included). The session locks are held,
    so the stored turns read here are the last ones before the new."""
    sessions: dict[tuple[str | None, str | None, str], list[MemoryEntry]] = {}
    for item in items:
        e = item.entry
        if in_session(e):
            assert e.scope.session_id is not None
            key = (e.scope.user_id, e.scope.agent_id, e.scope.session_id)
            sessions.setdefault(key, []).append(e)
    if not sessions:
        return {}
    keys = list(sessions)
    rows = await fetch_all(
        conn,
        previous_turns_query(t.sql),
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


async def insert_batch(
    conn: AsyncConnection[Any],
    t: Tables,
    items: Sequence[NewMemory],
    vectors: Sequence[Vector],
    contexts: dict[str, tuple[str, int]],
) -> tuple[list[Result], list[tuple[MemoryEntry, int]]]:
    """Insert ``items`` (repeated facts once), merge the facts that already exist; the
    result of each item, and the messages added with their seq."""
    groups, todo = _fact_groups(items)
    results: list[Result | None] = [None] * len(items)
    added: list[tuple[MemoryEntry, int]] = []
    stored: dict[Identity, MemoryEntry] = {}
    while todo:
        seqs = await insert_rows(
            conn, t, [items[i] for i in todo], [vectors[i] for i in todo], contexts
        )
        clashes = []
        for i in todo:
            memory = items[i].entry
            if memory.id in seqs:
                results[i] = (memory, "ADD")
                if memory.kind == "message":
                    added.append((memory, seqs[memory.id]))
            else:
                clashes.append(i)
        found = await stored_facts(conn, t, [items[i] for i in clashes])
        stored.update(found)
        # A stored fact deleted since the insert saw it: insert after all.
        todo = [i for i in clashes if _fact_identity(items[i]) not in found]
    await store_merges(conn, t, _merge_repeats(items, groups, results, stored))
    return [r for r in results if r is not None], added


def _fact_groups(items: Sequence[NewMemory]) -> tuple[dict[Identity, list[int]], list[int]]:
    """The positions of each fact's items (by identity, in order), and the positions to
    insert: every memory without a content hash, and each fact's first."""
    groups: dict[Identity, list[int]] = {}
    todo: list[int] = []
    for i, item in enumerate(items):
        if item.content_hash is None:
            todo.append(i)
            continue
        group = groups.setdefault(_fact_identity(item), [])
        if not group:
            todo.append(i)
        group.append(i)
    return groups, todo


def _merge_repeats(
    items: Sequence[NewMemory],
    groups: dict[Identity, list[int]],
    results: list[Result | None],
    stored: dict[Identity, MemoryEntry],
) -> list[MemoryEntry]:
    """Merge each fact's repeats, in order, into its first occurrence (when inserted) or the
    stored fact, filling in their ``results``; the merged facts to write back."""
    finals: list[MemoryEntry] = []
    for identity, group in groups.items():
        first = results[group[0]]
        current, rest = (first[0], group[1:]) if first is not None else (stored[identity], group)
        for i in rest:
            current = _merged(current, items[i].entry)
            results[i] = (current, "UPDATE")
        if rest:
            finals.append(current)
    return finals


async def keep_up(
    conn: AsyncConnection[Any],
    t: Tables,
    items: Sequence[NewMemory],
    results: list[Result],
    added: list[tuple[MemoryEntry, int]],
    contexts: dict[str, tuple[str, int]],
) -> None:
    """What a batch's ``results`` change besides their rows: the scope sums of the memories
    added (words of text and context), the contexts around the messages ``added`` (with
    their seqs), and each item's event, at the time it was said."""
    sums = Tally()
    for memory, event in results:
        if event == "ADD":
            extra = contexts.get(memory.id, ("", 0))[1]
            sums.add(memory.scope, memory.kind, 1, word_count(memory.content) + extra)
    await refresh_context(conn, t, added, sums)
    await sums.apply(conn, t)
    events = [(m, e, i.entry.created_at) for (m, e), i in zip(results, items, strict=True)]
    await record_events(conn, t, events)


_INSERT_ROWS = (
    "WITH r AS (SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[],"
    " %s::text[], %s::text[], %s::text[], %s::text[], %s::float8[], %s::timestamptz[],"
    " %s::timestamptz[], %s::timestamptz[], %b, %s::int4[], %s::text[], %s::int4[],"
    " %s::text[], %s::timestamptz[], %s::text[], %s::timestamptz[], %s::text[], %s::text[])"
    " WITH ORDINALITY AS r(id, kind, content, content_hash, u, a, s, metadata,"
    " importance, occurred, created, updated, embedding, words, context, context_words,"
    " key, expires, knowledge, valid_to, before, after, ord)),"
    " added AS (INSERT INTO {memories} (id, kind, content, content_hash, user_id, agent_id,"
    " session_id, metadata, metadata_json, importance, occurred_at, created_at, updated_at,"
    " embedding, key, expires_at, knowledge, valid_to, supersedes, superseded_by)"
    " SELECT r.id, r.kind, r.content, r.content_hash, r.u, r.a, r.s, r.metadata::jsonb,"
    " r.metadata::json,"
    " r.importance, r.occurred, r.created, r.updated, r.embedding, r.key, r.expires,"
    " r.knowledge::jsonb, r.valid_to, r.before, r.after FROM r ORDER BY r.ord"
    " ON CONFLICT (content_hash, coalesce(user_id, ''), coalesce(agent_id, ''),"
    " coalesce(session_id, '')) WHERE content_hash IS NOT NULL AND valid_to IS NULL"
    " DO NOTHING RETURNING id, seq),"
    " indexed AS (INSERT INTO {terms} (seq, kind, user_id, agent_id, session_id, words,"
    " context, context_words, fts, tf, ctx_tf) SELECT added.seq, r.kind, r.u, r.a, r.s,"
    f" r.words, r.context, r.context_words, {fts('r.content')},"
    f" {term_counts('r.content')}, {term_counts('r.context')}"
    " FROM added JOIN r ON r.id = added.id)"
    " SELECT id, seq FROM added"
)
"""Insert memories (the arrays of ``_row_arrays``, in order) and their terms rows; the id
and seq of each inserted (a current fact that exists in its scope is not)."""


async def insert_rows(
    conn: AsyncConnection[Any],
    t: Tables,
    items: Sequence[NewMemory],
    vectors: Sequence[Vector],
    contexts: dict[str, tuple[str, int]],
    *,
    links: bool = False,
) -> dict[str, int]:
    """One multi-row insert, in order; the seq of each id inserted (a fact that exists
    in its scope is not). With ``links`` the entries' ``valid_to``, ``supersedes`` and
    ``superseded_by`` are written as they are (a restore); else a timeline sets them."""
    arrays = _row_arrays(items, vectors, contexts)
    entries = [item.entry for item in items]
    for name in ("valid_to", "supersedes", "superseded_by"):
        arrays.append([getattr(e, name) if links else None for e in entries])
    rows = await fetch_all(conn, t.sql(_INSERT_ROWS), arrays)
    return {str(id_): int(seq) for id_, seq in rows}


def _row_arrays(
    items: Sequence[NewMemory], vectors: Sequence[Vector], contexts: dict[str, tuple[str, int]]
) -> list[list[Any]]:
    """The parameters of ``_INSERT_ROWS`` but the links: one array per column, one element
    per item."""
    entries = [item.entry for item in items]
    around = [contexts.get(e.id, ("", 0)) for e in entries]
    return [
        [e.id for e in entries], [e.kind for e in entries], [e.content for e in entries],
        [item.content_hash for item in items], [e.scope.user_id for e in entries],
        [e.scope.agent_id for e in entries], [e.scope.session_id for e in entries],
        [json.dumps(e.metadata) for e in entries], [e.importance for e in entries],
        [e.occurred_at or e.created_at for e in entries], [e.created_at for e in entries],
        [e.updated_at or e.created_at for e in entries], list(vectors),
        [word_count(e.content) for e in entries], [text for text, _ in around],
        [words for _, words in around], [e.key for e in entries],
        [e.expires_at for e in entries], [knowledge_json(e) for e in entries],
    ]  # fmt: skip


async def stored_facts(
    conn: AsyncConnection[Any], t: Tables, items: Sequence[NewMemory]
) -> dict[Identity, MemoryEntry]:
    """The current stored facts of ``items``' content hashes and scopes, locked for update."""
    if not items:
        return {}
    identities = list(dict.fromkeys(_fact_identity(item) for item in items))
    rows = await fetch_all(
        conn,
        t.sql(
            f"SELECT {COLUMNS}, m.content_hash FROM {{memories}} AS m"
            " JOIN unnest(%s::text[], %s::text[], %s::text[], %s::text[]) AS f(h, u, a, s)"
            " ON m.content_hash = f.h AND coalesce(m.user_id, '') = f.u"
            " AND coalesce(m.agent_id, '') = f.a AND coalesce(m.session_id, '') = f.s"
            " WHERE m.valid_to IS NULL ORDER BY m.seq FOR UPDATE OF m"
        ),
        [list(column) for column in zip(*identities, strict=True)],
    )
    found = {}
    for row in rows:
        memory = entry(row[:-1])
        found[(str(row[-1]), *scope_identity(memory.scope))] = memory
    return found


async def store_merges(
    conn: AsyncConnection[Any], t: Tables, entries: Sequence[MemoryEntry]
) -> None:
    """Write the merged metadata, importance, knowledge and ``updated_at`` of stored facts."""
    if not entries:
        return
    await conn.execute(
        t.sql(
            "UPDATE {memories} AS m SET metadata = u.metadata::jsonb,"
            " metadata_json = u.metadata::json,"
            " importance = u.importance, updated_at = u.updated,"
            " knowledge = u.knowledge::jsonb"
            " FROM unnest(%s::text[], %s::text[], %s::float8[], %s::timestamptz[], %s::text[])"
            " AS u(id, metadata, importance, updated, knowledge) WHERE m.id = u.id"
        ),
        (
            [e.id for e in entries], [json.dumps(e.metadata) for e in entries],
            [e.importance for e in entries], [e.updated_at for e in entries],
            [knowledge_json(e) for e in entries],
        ),
    )  # fmt: skip


def _fact_identity(item: NewMemory) -> Identity:
    """What makes a fact one memory: its content hash and its scope (as the unique index
    has it)."""
    assert item.content_hash is not None
    return (item.content_hash, *scope_identity(item.entry.scope))


def _merged(old: MemoryEntry, new: MemoryEntry) -> MemoryEntry:
    """A stored fact after the same fact is added again (as ``SQLiteStore`` merges): the
    new knowledge, if any, replaces the old."""
    return _replace(
        old,
        metadata=merge_metadata(old.metadata, new.metadata),
        importance=old.importance if new.importance is None else new.importance,
        updated_at=new.created_at,
        knowledge=old.knowledge if new.knowledge is None else new.knowledge,
    )


async def delete_where(
    conn: AsyncConnection[Any], t: Tables, where: str, params: Sequence[Any]
) -> list[MemoryEntry]:
    """Delete the memories ``where`` holds (constant SQL over ``memories AS m``), keeping
    neighbours' contexts and the scope sums right; the memories deleted."""
    from psycopg import sql

    rows = await fetch_all(
        conn,
        t.sql(
            f"DELETE FROM {{memories}} AS m WHERE {{}} RETURNING {COLUMNS},"
            " (SELECT x.words + x.context_words FROM {terms} AS x WHERE x.seq = m.seq)",
            sql.SQL(where),
        ),
        params,
    )
    sums = Tally()
    removed = [(entry(row[:-1]), int(row[0])) for row in rows]
    for (memory, _), row in zip(removed, rows, strict=True):
        sums.add(memory.scope, memory.kind, -1, -int(row[-1]))
    await refresh_context(conn, t, removed, sums)
    await sums.apply(conn, t)
    return [memory for memory, _ in removed]


async def rewrite_terms(
    conn: AsyncConnection[Any], t: Tables, old: MemoryEntry, new: MemoryEntry, seq: int
) -> None:
    """The full-text data of the memory ``seq`` after its content changed from ``old``'s to
    ``new``'s, with its neighbours' contexts and the scope sums."""
    await conn.execute(
        t.sql(
            "UPDATE {terms} SET words = %s, fts = "
            + fts("%s::text")
            + ", tf = "
            + term_counts("%s::text")
            + " WHERE seq = %s"
        ),
        (word_count(new.content), new.content, new.content, seq),
    )
    sums = Tally()
    sums.add(new.scope, new.kind, 0, word_count(new.content) - word_count(old.content))
    await refresh_context(conn, t, [(new, seq)], sums)
    await sums.apply(conn, t)


async def rewrite_row(
    conn: AsyncConnection[Any], t: Tables, new: MemoryEntry, text: str | None, hashed: str | None
) -> int:
    """Write ``new``'s content, metadata and ``updated_at`` (and, with a vector ``text``, its
    vector and content hash ``hashed``) to its row; its seq. Its knowledge is left alone."""
    metadata = json.dumps(new.metadata)
    params: list[Any] = [new.content, metadata, metadata, new.updated_at]
    query = (
        "UPDATE {memories} SET content = %s, metadata = %s::jsonb, metadata_json = %s::json,"
        " updated_at = %s"
    )
    if text is not None:
        query += ", embedding = %s::vector, content_hash = %s"
        params += [text, hashed]
    rows = await fetch_all(conn, t.sql(query + " WHERE id = %s RETURNING seq"), [*params, new.id])
    return int(rows[0][0])
