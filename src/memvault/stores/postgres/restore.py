"""How ``PostgresStore.restore`` writes memories back as another store held them (an
import; see ``MemoryRestorer.restore``): the rows with their own ids, times and links in one
multi-row insert (as ``write.insert_rows`` does, with the links), their terms, contexts and
scope sums as any write keeps them up, and their given events as their history; then the
timelines whose links no longer hold together are relinked (``timeline.relink_restored``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from memvault.core.records import Restored
from memvault.infra.postgres import fetch_all
from memvault.stores.postgres.rows import Vector
from memvault.stores.postgres.schema import Tables
from memvault.stores.postgres.text import word_count
from memvault.stores.postgres.timeline import relink_restored
from memvault.stores.postgres.upkeep import Tally, insert_events, refresh_context
from memvault.stores.postgres.write import insert_rows, new_contexts

if TYPE_CHECKING:
    from psycopg import AsyncConnection

__all__ = ["restore_batch", "stored_ids"]


async def restore_batch(
    conn: AsyncConnection[Any], t: Tables, items: Sequence[Restored], vectors: Sequence[Vector]
) -> list[bool]:
    """Write ``items`` (with their ``vectors``) as given, under the locks the caller holds;
    whether each was written (not: its id is stored, or its scope holds the same current
    fact)."""
    fresh = await _fresh(conn, t, items)
    if not fresh:
        return [False] * len(items)
    memories = [items[i].memory for i in fresh]
    contexts = await new_contexts(conn, t, memories)
    seqs = await insert_rows(conn, t, memories, [vectors[i] for i in fresh], contexts, links=True)
    written = [i for i in fresh if items[i].memory.entry.id in seqs]
    entries = [items[i].memory.entry for i in written]
    sums = Tally()
    for e in entries:
        sums.add(e.scope, e.kind, 1, word_count(e.content) + contexts.get(e.id, ("", 0))[1])
    await refresh_context(conn, t, [(e, seqs[e.id]) for e in entries if e.kind == "message"],
                          sums)  # fmt: skip
    await sums.apply(conn, t)
    await insert_events(conn, t, [(items[i].memory.entry, event)
                                  for i in written for event in items[i].events])  # fmt: skip
    await relink_restored(conn, t, entries)
    done = set(written)
    return [i in done for i in range(len(items))]


async def stored_ids(conn: AsyncConnection[Any], t: Tables, ids: Sequence[str]) -> set[str]:
    """Which of ``ids`` are memories' ids."""
    rows = await fetch_all(
        conn, t.sql("SELECT id FROM {memories} WHERE id = ANY(%s::text[])"), [list(ids)]
    )
    return {str(row[0]) for row in rows}


async def _fresh(conn: AsyncConnection[Any], t: Tables, items: Sequence[Restored]) -> list[int]:
    """The positions of the items to insert: each id's first, unless it is stored."""
    ids = [item.memory.entry.id for item in items]
    seen = await stored_ids(conn, t, ids)
    fresh = []
    for i, id_ in enumerate(ids):
        if id_ not in seen:
            seen.add(id_)
            fresh.append(i)
    return fresh
