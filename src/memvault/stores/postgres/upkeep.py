"""What every write keeps up besides the rows it writes, in its own transaction: the
neighbour contexts of the messages around the ones it adds, changes or removes
(``refresh_context``), the per-scope sums of memories and words BM25 reads (``Tally``, applied
last, in key order, so that writers of one scope queue there without deadlock), the history
of each memory (``record_events``) and the advisory locks that order writers (``lock``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from memvault.core.records import NewMemory
from memvault.core.types import EventType, MemoryEntry, MemoryEvent, Scope
from memvault.infra.postgres import fetch_all
from memvault.stores.postgres.rows import in_session, scope_identity
from memvault.stores.postgres.schema import Tables
from memvault.stores.postgres.text import refresh_context_query

if TYPE_CHECKING:
    from psycopg import AsyncConnection

__all__ = ["Tally", "chain_lock", "insert_events", "lock", "lock_id", "record_events",
           "refresh_context", "session_lock", "write_locks"]  # fmt: skip


def lock_id(prefix: str, name: str, scope: Scope) -> int:
    """An advisory lock: 64 bits of a hash of the table prefix, ``name`` (a fact's content
    hash, or what else is locked) and the scope."""
    parts = (prefix, name, scope.user_id, scope.agent_id, scope.session_id)
    raw = "\x00".join(p or "" for p in parts).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "big", signed=True)


def session_lock(prefix: str, memory: MemoryEntry) -> int:
    """The advisory lock of the session of a message (its neighbours' contexts)."""
    return lock_id(prefix, "\x01session", memory.scope)


def write_locks(prefix: str, items: Sequence[NewMemory]) -> list[int]:
    """The advisory locks a write of ``items`` takes, sorted: each fact's, each session's
    and each keyed fact's timeline's."""
    locks = {lock_id(prefix, i.content_hash, i.entry.scope)
             for i in items if i.content_hash is not None}  # fmt: skip
    locks |= {session_lock(prefix, i.entry) for i in items if in_session(i.entry)}
    locks |= {chain_lock(prefix, i.entry) for i in items if i.entry.key is not None}
    return sorted(locks)


def chain_lock(prefix: str, memory: MemoryEntry) -> int:
    """The advisory lock of the timeline of a keyed fact (every version of its key)."""
    assert memory.key is not None
    return lock_id(prefix, "\x02chain:" + memory.key, memory.scope)


async def lock(conn: AsyncConnection[Any], keys: Sequence[int]) -> None:
    """Take the transaction's advisory locks ``keys`` in the order given."""
    if keys:
        await conn.execute(
            "SELECT pg_advisory_xact_lock(k) FROM unnest(%s::bigint[]) AS k", (list(keys),)
        )


async def refresh_context(
    conn: AsyncConnection[Any], t: Tables, changed: Sequence[tuple[MemoryEntry, int]], sums: Tally
) -> None:
    """Recompute the contexts around the messages ``changed`` (entry and seq: added,
    changed or removed), in as many sessions as they touch; their words go to ``sums``."""
    spans: dict[tuple[str | None, str | None, str], tuple[int, int]] = {}
    for entry, seq in changed:
        if not in_session(entry):
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
    t: Tables,
    events: Sequence[tuple[MemoryEntry, EventType, datetime]],
) -> None:
    """Add each memory's event (what happened, when) to its history, in order."""
    await insert_events(conn, t, [(e, MemoryEvent(e.id, event, e.content, e.metadata, at))
                                  for e, event, at in events])  # fmt: skip


async def insert_events(
    conn: AsyncConnection[Any], t: Tables, events: Sequence[tuple[MemoryEntry, MemoryEvent]]
) -> None:
    """Add each event to the history of its memory (whose scope it takes), in order."""
    if not events:
        return
    rows = [
        (e.id, ev.event, ev.content, json.dumps(ev.metadata), ev.at,
         e.scope.user_id, e.scope.agent_id, e.scope.session_id)
        for e, ev in events
    ]  # fmt: skip
    await conn.execute(
        t.sql(
            "INSERT INTO {events} (memory_id, event, content, metadata, at, user_id,"
            " agent_id, session_id) SELECT e.i, e.ev, e.c, e.m, e.at, e.u, e.a, e.s"
            " FROM unnest(%s::text[], %s::text[], %s::text[], %s::json[],"
            " %s::timestamptz[], %s::text[], %s::text[], %s::text[]) WITH ORDINALITY"
            " AS e(i, ev, c, m, at, u, a, s, ord) ORDER BY e.ord"
        ),
        [list(column) for column in zip(*rows, strict=True)],
    )  # fmt: skip


class Tally:
    """What one transaction changes in the per-scope sums of ``{stats}`` (memories, and
    words of text and context: the N and total length of BM25) and in their sums per user
    and kind, ``{user_stats}``, applied at its end, in key order, so that writers of one
    scope queue there without deadlock."""

    def __init__(self) -> None:
        self._by_key: dict[tuple[str, ...], list[int]] = {}

    def add(self, scope: Scope, kind: str, memories: int, words: int) -> None:
        key = (*scope_identity(scope), kind)
        sums = self._by_key.setdefault(key, [0, 0])
        sums[0] += memories
        sums[1] += words

    async def apply(self, conn: AsyncConnection[Any], t: Tables) -> None:
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
    t: Tables,
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
