"""The reading roles of ``PostgresStore`` (``MemoryReader``, ``TurnOrder``) and its embedder
record: each read is one statement on a pooled connection (``rows`` builds them)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from memvault.core.records import Selection
from memvault.core.types import MemoryEntry, MemoryEvent, Scope, ScopeField, ScopeSummary
from memvault.errors import NotFound
from memvault.stores.base import embedder_of
from memvault.stores.postgres.rows import (
    count_memories,
    get_many,
    get_memory,
    histories,
    ids_starting,
    next_messages,
    scan_ids,
    scan_memories,
    scopes_of,
)
from memvault.stores.postgres.schema import read_meta

if TYPE_CHECKING:
    from memvault.infra.postgres import PostgresDatabase
    from memvault.stores.postgres.schema import Tables

__all__ = ["PostgresReads"]


class PostgresReads:
    """Memories by id, by selection and by id prefix, their history, and the embedder
    recorded; for a class that sets ``_db`` and ``_t`` (``PostgresStore``)."""

    _db: PostgresDatabase
    _t: Tables

    async def get(self, memory_id: str, scope: Scope) -> MemoryEntry:
        async with self._db.connection() as conn:
            found = await get_memory(conn, self._t, memory_id)
        if not scope.contains(found.scope):
            raise NotFound(f"no memory with id {memory_id!r}")
        return found

    async def scan(self, selection: Selection, *, limit: int, offset: int) -> list[MemoryEntry]:
        """Memories in ``selection``, oldest first (by when they happened, then insertion)."""
        async with self._db.connection() as conn:
            return await scan_memories(conn, self._t, selection, limit, offset)

    async def scan_ids(self, selection: Selection) -> list[str]:
        async with self._db.connection() as conn:
            return await scan_ids(conn, self._t, selection)

    async def get_many(self, ids: Sequence[str], scope: Scope) -> list[MemoryEntry]:
        async with self._db.connection() as conn:
            return await get_many(conn, self._t, ids, scope)

    async def count(self, selection: Selection) -> int:
        async with self._db.connection() as conn:
            return await count_memories(conn, self._t, selection)

    async def scopes(
        self, by: ScopeField, selection: Selection, *, match: str, limit: int, offset: int
    ) -> list[ScopeSummary]:
        async with self._db.connection() as conn:
            return await scopes_of(conn, self._t, by, selection, (match, limit, offset))

    async def events(self, memory_id: str, scope: Scope) -> list[MemoryEvent]:
        return (await self.histories([memory_id], scope)).get(memory_id, [])

    async def histories(self, ids: Sequence[str], scope: Scope) -> dict[str, list[MemoryEvent]]:
        async with self._db.connection() as conn:
            return await histories(conn, self._t, ids, scope)

    async def ids_starting(self, prefix: str, scope: Scope, limit: int) -> list[str]:
        async with self._db.connection() as conn:
            return await ids_starting(conn, self._t, prefix, scope, limit)

    async def next_messages(self, ids: Sequence[str], scope: Scope) -> dict[str, str]:
        """For each message of ``ids`` in ``scope`` that is in a session, the id of the
        message stored next in that session."""
        async with self._db.connection() as conn:
            return await next_messages(conn, self._t, ids, scope)

    async def recorded_embedder(self) -> tuple[str, int] | None:
        """The embedder the meta table records (``None`` before the first ``open``)."""
        async with self._db.connection() as conn:
            return embedder_of(await read_meta(conn, self._t))
