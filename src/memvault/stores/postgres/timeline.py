"""The timelines of a ``PostgresStore``'s keyed facts: every version of a key in one scope,
linked oldest to newest (``valid_to``, ``supersedes``, ``superseded_by``) by the pure rules of
``memvault.policy.timeline``, recomputed in the writing transaction whenever a version joins
or leaves a chain (a write, a delete, ``assign_key``), under the chain's advisory lock.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from memvault.core.records import NewMemory
from memvault.core.types import EventType, MemoryEntry
from memvault.infra.postgres import fetch_all
from memvault.policy.timeline import Version, consistent, relink
from memvault.stores.postgres.rows import COLUMNS, by_ids, entry
from memvault.stores.postgres.schema import Tables
from memvault.stores.postgres.upkeep import record_events

if TYPE_CHECKING:
    from psycopg import AsyncConnection

__all__ = ["Chain", "chain", "relink_added", "relink_chains", "relink_restored"]

Chain = tuple[str, str, str, str]
"""A timeline: the key and the scope ids (``''`` for ``None``)."""


def chain(memory: MemoryEntry) -> Chain:
    """The timeline a keyed fact belongs to: its key and scope."""
    assert memory.key is not None
    scope = memory.scope
    return memory.key, scope.user_id or "", scope.agent_id or "", scope.session_id or ""


async def relink_chains(
    conn: AsyncConnection[Any],
    t: Tables,
    chains: set[Chain],
    at: datetime,
    *,
    unless_consistent: bool = False,
) -> None:
    """Recompute each chain of keyed facts after versions joined or left it, and record
    SUPERSEDE on the newly superseded. The chain locks are held. With ``unless_consistent``
    (a restore), a chain whose links hold together is left as it is."""
    for key, user, agent, session in sorted(chains):
        rows = await fetch_all(
            conn,
            t.sql(
                f"SELECT {COLUMNS} FROM {{memories}} AS m WHERE m.key = %s"
                " AND coalesce(m.user_id, '') = %s AND coalesce(m.agent_id, '') = %s"
                " AND coalesce(m.session_id, '') = %s AND m.kind = 'fact'"
                " ORDER BY m.seq FOR UPDATE"
            ),
            (key, user, agent, session),
        )
        versions = {str(r[1]): (int(r[0]), entry(r)) for r in rows}
        chain_ = [Version.of(e, seq) for seq, e in versions.values()]
        if unless_consistent and consistent(chain_):
            continue
        changed = relink(chain_)
        if not changed:
            continue
        await conn.execute(
            t.sql(
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
        await record_events(conn, t, [(e, "SUPERSEDE", at) for e in newly])


async def relink_added(
    conn: AsyncConnection[Any],
    t: Tables,
    items: Sequence[NewMemory],
    results: list[tuple[MemoryEntry, EventType]],
) -> list[tuple[MemoryEntry, EventType]]:
    """The ``results`` of writing ``items`` after relinking the timelines that the keyed
    facts added joined (their entries read again, with their links)."""
    chains = {chain(e) for e, event in results if event == "ADD" and e.key is not None}
    if not chains:
        return results
    await relink_chains(conn, t, chains, max(item.entry.created_at for item in items))
    linked = await by_ids(conn, t, [e.id for e, _ in results if e.key])
    return [(linked.get(e.id, e), event) for e, event in results]


async def relink_restored(
    conn: AsyncConnection[Any], t: Tables, restored: Sequence[MemoryEntry]
) -> None:
    """Relink each chain the ``restored`` facts joined whose links no longer hold together
    (``policy.timeline.consistent``: versions of another lineage met theirs); one whose
    links hold, though it waits for versions still to come, keeps them as given."""
    chains = {chain(e) for e in restored if e.key is not None}
    if chains:
        at = max(e.created_at for e in restored)
        await relink_chains(conn, t, chains, at, unless_consistent=True)
