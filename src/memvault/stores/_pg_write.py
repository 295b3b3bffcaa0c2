"""How ``PostgresStore`` writes a batch: a few set-based statements per batch, not one per
memory.

* Vectors travel in pgvector's binary format (``_Vector``), in one multi-row ``INSERT``
  (formatting them as text cost about as much as the insert itself).
* Facts repeated within a batch are inserted once and merged in Python; facts already stored
  are read ``FOR UPDATE`` and merged in one ``UPDATE``.
* New messages of a session are inserted with their context already computed, so only the
  turns stored before them are updated (an update adds a row to every index again, the HNSW
  graph included).
* ``_Sums`` collects what a transaction changes in the per-scope sums and applies it last.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Sequence
from dataclasses import replace as _replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from memvault.core.records import NewMemory
from memvault.core.types import EventType, Knowledge, MemoryEntry, Scope
from memvault.infra.postgres import fetch_all
from memvault.stores._pg_filters import columns
from memvault.stores._pg_schema import _Tables
from memvault.stores._pg_text import (
    CONTEXT_RADIUS,
    context_of,
    refresh_context_query,
    term_counts,
    word_count,
)
from memvault.stores.base import checked_vector, merge_metadata

if TYPE_CHECKING:
    from psycopg import AsyncConnection
    from psycopg.adapt import Dumper

_COLUMNS = columns("m")


async def new_contexts(
    conn: AsyncConnection[Any], t: _Tables, items: Sequence[NewMemory]
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
        t.sql(
            "SELECT g.i, p.content, x.words FROM unnest(%s::text[], %s::text[], %s::text[])"
            " WITH ORDINALITY AS g(u, a, s, i) CROSS JOIN LATERAL (SELECT n.seq, n.content"
            " FROM {memories} AS n WHERE n.kind = 'message' AND n.session_id = g.s"
            " AND n.user_id IS NOT DISTINCT FROM g.u AND n.agent_id IS NOT DISTINCT FROM g.a"
            " ORDER BY n.seq DESC LIMIT %s) AS p JOIN {terms} AS x ON x.seq = p.seq"
            " ORDER BY g.i, p.seq"
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


async def insert_batch(
    conn: AsyncConnection[Any],
    t: _Tables,
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
        if item.content_hash is None:
            todo.append(i)
            continue
        group = groups.setdefault(_fact_identity(item), [])
        if not group:
            todo.append(i)
        group.append(i)
    added: list[tuple[MemoryEntry, int]] = []
    stored: dict[tuple[str, str, str, str], MemoryEntry] = {}
    while todo:
        seqs = await insert_rows(
            conn, t, [items[i] for i in todo], [vectors[i] for i in todo], contexts
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
        found = await stored_facts(conn, t, [items[i] for i in clashes])
        stored.update(found)
        # A stored fact deleted since the insert saw it: insert after all.
        todo = [i for i in clashes if _fact_identity(items[i]) not in found]
    finals: list[MemoryEntry] = []
    for identity, group in groups.items():
        first = results[group[0]]
        current, rest = (first[0], group[1:]) if first is not None else (stored[identity], group)
        for i in rest:
            current = _merged(current, items[i].entry)
            results[i] = (current, "UPDATE")
        if rest:
            finals.append(current)
    await store_merges(conn, t, finals)
    return [r for r in results if r is not None], added


async def insert_rows(
    conn: AsyncConnection[Any],
    t: _Tables,
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
        [item.content_hash for item in items], [e.scope.user_id for e in entries],
        [e.scope.agent_id for e in entries], [e.scope.session_id for e in entries],
        [json.dumps(e.metadata) for e in entries], [e.importance for e in entries],
        [e.occurred_at or e.created_at for e in entries], [e.created_at for e in entries],
        [e.updated_at or e.created_at for e in entries], list(vectors),
        [word_count(e.content) for e in entries], [text for text, _ in around],
        [words for _, words in around], [e.key for e in entries],
        [e.expires_at for e in entries], [_knowledge_json(e) for e in entries],
    ]  # fmt: skip
    rows = await fetch_all(
        conn,
        t.sql(
            "WITH r AS (SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[],"
            " %s::text[], %s::text[], %s::text[], %s::text[], %s::float8[], %s::timestamptz[],"
            " %s::timestamptz[], %s::timestamptz[], %b, %s::int4[], %s::text[], %s::int4[],"
            " %s::text[], %s::timestamptz[], %s::text[])"
            " WITH ORDINALITY AS r(id, kind, content, content_hash, u, a, s, metadata,"
            " importance, occurred, created, updated, embedding, words, context, context_words,"
            " key,"
            " expires, knowledge, ord)),"
            " added AS (INSERT INTO {memories} (id, kind, content, content_hash, user_id, agent_id,"
            " session_id, metadata, importance, occurred_at, created_at, updated_at, embedding,"
            " key, expires_at, knowledge)"
            " SELECT r.id, r.kind, r.content, r.content_hash, r.u, r.a, r.s, r.metadata::jsonb,"
            " r.importance, r.occurred, r.created, r.updated, r.embedding, r.key, r.expires,"
            " r.knowledge::jsonb FROM r ORDER BY r.ord"
            " ON CONFLICT (content_hash, coalesce(user_id, ''), coalesce(agent_id, ''),"
            " coalesce(session_id, '')) WHERE content_hash IS NOT NULL AND valid_to IS NULL"
            " DO NOTHING RETURNING id, seq),"
            " indexed AS (INSERT INTO {terms} (seq, kind, user_id, agent_id, session_id, words,"
            " context, context_words, fts, tf, ctx_tf) SELECT added.seq, r.kind, r.u, r.a, r.s,"
            " r.words, r.context, r.context_words, to_tsvector('english'::regconfig, r.content),"
            f" {term_counts('r.content')}, {term_counts('r.context')}"
            " FROM added JOIN r ON r.id = added.id)"
            " SELECT id, seq FROM added"
        ),
        columns_,
    )
    return {str(id_): int(seq) for id_, seq in rows}


async def stored_facts(
    conn: AsyncConnection[Any], t: _Tables, items: Sequence[NewMemory]
) -> dict[tuple[str, str, str, str], MemoryEntry]:
    """The stored facts of ``items``' keys and scopes, locked for update."""
    if not items:
        return {}
    identities = list(dict.fromkeys(_fact_identity(item) for item in items))
    rows = await fetch_all(
        conn,
        t.sql(
            f"SELECT {_COLUMNS}, m.content_hash FROM {{memories}} AS m"
            " JOIN unnest(%s::text[], %s::text[], %s::text[], %s::text[]) AS f(h, u, a, s)"
            " ON m.content_hash = f.h AND coalesce(m.user_id, '') = f.u"
            " AND coalesce(m.agent_id, '') = f.a AND coalesce(m.session_id, '') = f.s"
            " WHERE m.valid_to IS NULL ORDER BY m.seq FOR UPDATE OF m"
        ),
        [list(column) for column in zip(*identities, strict=True)],
    )
    found = {}
    for row in rows:
        entry = _entry(row[:-1])
        found[(str(row[-1]), *_scope_identity(entry.scope))] = entry
    return found


async def store_merges(
    conn: AsyncConnection[Any], t: _Tables, entries: Sequence[MemoryEntry]
) -> None:
    """Write the merged metadata, importance, knowledge and ``updated_at`` of stored facts."""
    if not entries:
        return
    await conn.execute(
        t.sql(
            "UPDATE {memories} AS m SET metadata = u.metadata::jsonb,"
            " importance = u.importance, updated_at = u.updated,"
            " knowledge = u.knowledge::jsonb"
            " FROM unnest(%s::text[], %s::text[], %s::float8[], %s::timestamptz[], %s::text[])"
            " AS u(id, metadata, importance, updated, knowledge) WHERE m.id = u.id"
        ),
        (
            [e.id for e in entries], [json.dumps(e.metadata) for e in entries],
            [e.importance for e in entries], [e.updated_at for e in entries],
            [_knowledge_json(e) for e in entries],
        ),
    )  # fmt: skip


async def refresh_context(
    conn: AsyncConnection[Any], t: _Tables, changed: Sequence[tuple[MemoryEntry, int]], sums: _Sums
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
        refresh_context_query(t.sql),
        (
            [k[0] for k in keys], [k[1] for k in keys], [k[2] for k in keys],
            [spans[k][0] for k in keys], [spans[k][1] for k in keys],
        ),
    )  # fmt: skip
    for user, agent, session, words in rows:
        sums.add(Scope(user, agent, session), "message", 0, int(words))


async def record_events(
    conn: AsyncConnection[Any],
    t: _Tables,
    events: Sequence[tuple[MemoryEntry, EventType, datetime]],
) -> None:
    if not events:
        return
    rows = [
        (e.id, event, e.content, json.dumps(e.metadata), at,
         e.scope.user_id, e.scope.agent_id, e.scope.session_id)
        for e, event, at in events
    ]  # fmt: skip
    await conn.execute(
        t.sql(
            "INSERT INTO {events} (memory_id, event, content, metadata, at, user_id,"
            " agent_id, session_id) SELECT e.i, e.ev, e.c, e.m, e.at, e.u, e.a, e.s"
            " FROM unnest(%s::text[], %s::text[], %s::text[], %s::jsonb[],"
            " %s::timestamptz[], %s::text[], %s::text[], %s::text[]) WITH ORDINALITY"
            " AS e(i, ev, c, m, at, u, a, s, ord) ORDER BY e.ord"
        ),
        [list(column) for column in zip(*rows, strict=True)],
    )  # fmt: skip


async def _lock(conn: AsyncConnection[Any], keys: Sequence[int]) -> None:
    """Take the transaction's advisory locks ``keys`` in the order given."""
    if keys:
        await conn.execute(
            "SELECT pg_advisory_xact_lock(k) FROM unnest(%s::bigint[]) AS k", (list(keys),)
        )


def _vector_text(vector: npt.NDArray[np.float32] | Any, dim: int) -> str:
    """``vector`` as a pgvector literal (float32 values written exactly)."""
    return "[" + ",".join(map(repr, checked_vector(vector, dim).tolist())) + "]"


class _Sums:
    """What one transaction changes in the per-scope sums of ``{stats}`` (memories, and
    words of text and context: the N and total length of BM25) and in their sums per user
    and kind, ``{user_stats}``, applied at its end, in key order, so that writers of one
    scope queue there without deadlock."""

    def __init__(self) -> None:
        self._by_key: dict[tuple[str, ...], list[int]] = {}

    def add(self, scope: Scope, kind: str, memories: int, words: int) -> None:
        key = (*_scope_identity(scope), kind)
        sums = self._by_key.setdefault(key, [0, 0])
        sums[0] += memories
        sums[1] += words

    async def apply(self, conn: AsyncConnection[Any], t: _Tables) -> None:
        users: dict[tuple[str, ...], list[int]] = {}
        for (user, _, _, kind), (memories, words) in self._by_key.items():
            total = users.setdefault((user, kind), [0, 0])
            total[0] += memories
            total[1] += words
        scope = ("user_id", "agent_id", "session_id", "kind")
        await _add_sums(conn, t, "{stats}", scope, self._by_key)
        await _add_sums(conn, t, "{user_stats}", ("user_id", "kind"), users)


async def _add_sums(
    conn: AsyncConnection[Any],
    t: _Tables,
    table: str,
    key_columns: tuple[str, ...],
    sums: dict[tuple[str, ...], list[int]],
) -> None:
    """Add ``sums`` (memories and words by key) to the sums table ``table`` in one statement,
    in key order; a key whose memories drop to 0 loses its row (no row may name an emptied
    scope)."""
    keys = sorted(k for k, v in sums.items() if v != [0, 0])
    if not keys:
        return
    columns_ = [[k[i] for k in keys] for i in range(len(key_columns))]
    texts = ", ".join(["%s::text[]"] * len(key_columns))
    names = ", ".join(key_columns)
    rows = await fetch_all(
        conn,
        t.sql(
            f"INSERT INTO {table} AS s SELECT * FROM unnest({texts}, %s::int8[], %s::int8[])"
            f" ON CONFLICT ({names}) DO UPDATE SET memories = s.memories + excluded.memories,"
            " words = s.words + excluded.words RETURNING s.memories = 0"
        ),
        [*columns_, [sums[k][0] for k in keys], [sums[k][1] for k in keys]],
    )
    if any(empty for (empty,) in rows):
        await conn.execute(
            t.sql(
                f"DELETE FROM {table} WHERE memories = 0 AND ({names})"
                f" IN (SELECT * FROM unnest({texts}))"
            ),
            columns_,
        )


class _Vector(bytes):
    """A vector in pgvector's binary format (dimension, a reserved 0, big-endian float32s)."""


def _vector_bytes(vector: npt.NDArray[np.float32] | Any, dim: int) -> _Vector:
    array = checked_vector(vector, dim)
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
    """What makes a fact one memory: its content hash and its scope (as the unique index
    has it)."""
    assert item.content_hash is not None
    return (item.content_hash, *_scope_identity(item.entry.scope))


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


def _knowledge_json(entry: MemoryEntry) -> str | None:
    """What memvault learnt about ``entry``, as the text of its ``knowledge`` column."""
    return None if entry.knowledge is None else json.dumps(entry.knowledge.to_dict())


def _in_session(entry: MemoryEntry) -> bool:
    """Whether ``entry`` is a message in a session (it has neighbours, and a context)."""
    return entry.kind == "message" and entry.scope.session_id is not None


def _entry(row: Sequence[Any]) -> MemoryEntry:
    (_, id_, kind, content, user, agent, session, metadata, importance, occurred, created,
     updated, key, valid_to, supersedes, superseded_by, expires_at, knowledge) = row  # fmt: skip
    return MemoryEntry.stored(
        content, metadata, id_, kind, Scope.trusted(user, agent, session), created, updated,
        occurred, importance, key, valid_to, supersedes, superseded_by, expires_at,
        None if knowledge is None else Knowledge.from_dict(knowledge),
    )  # fmt: skip
