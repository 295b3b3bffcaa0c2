"""A fact's versions: the chain its key links (``supersedes`` / ``superseded_by``), and the
audit events of every version, read through the ``RecordStore``'s public methods."""

from __future__ import annotations

from memvault.core.stores import RecordStore
from memvault.core.types import MemoryEntry, MemoryEvent, Scope
from memvault.errors import NotFound

__all__ = ["chain", "events", "version"]


async def events(store: RecordStore, memory_id: str, scope: Scope) -> list[MemoryEvent]:
    """Every change to one memory of ``scope``, oldest first; for a fact with a key, the
    changes of every version of it (each event names its memory). ``NotFound`` for an id
    unknown in ``scope``."""
    found = await store.events(memory_id, scope)
    if not found:
        await store.get(memory_id, scope)  # raises NotFound
    versions = await chain(store, memory_id, scope)
    if len(versions) > 1:
        histories = await store.histories([v.id for v in versions], scope)
        found = [e for version_ in versions for e in histories.get(version_.id, [])]
        found.sort(key=lambda e: e.at)  # stable: versions stay in chain order on ties
    return found


async def chain(store: RecordStore, memory_id: str, scope: Scope) -> list[MemoryEntry]:
    """Every stored version of the fact ``memory_id`` is one of, oldest first (only the
    memory itself when it has no key; nothing when it no longer exists)."""
    entry = await version(store, memory_id, scope)
    if entry is None:
        return []
    versions = [entry]
    while versions[0].supersedes is not None and (
        older := await version(store, versions[0].supersedes, scope)
    ):
        versions.insert(0, older)
    while versions[-1].superseded_by is not None and (
        newer := await version(store, versions[-1].superseded_by, scope)
    ):
        versions.append(newer)
    return versions


async def version(store: RecordStore, memory_id: str, scope: Scope) -> MemoryEntry | None:
    """A linked version, or None when it is gone (``prune`` removed it)."""
    try:
        return await store.get(memory_id, scope)
    except NotFound:
        return None
