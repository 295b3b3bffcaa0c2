"""The roles of a record store, where a ``MemoryVault`` keeps memories: one Protocol per role
(writing, importing, reading, searching, speakers, turn order, life cycle), and
``RecordStore``, all of them in one object (``SQLiteStore``, ``PostgresStore``)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from memvault.core.records import EmbedFn, NewMemory, Restored, Selection
from memvault.core.types import EventType, MemoryEntry, MemoryEvent, Scope, ScopeField, ScopeSummary

__all__ = [
    "MemoryReader",
    "MemoryRestorer",
    "MemorySearch",
    "MemoryWriter",
    "RecordStore",
    "SpeakerIndex",
    "StoreLifecycle",
    "TurnOrder",
]


@runtime_checkable
class MemoryWriter(Protocol):
    """The writing role of a record store: add, change, relink and remove memories. Every
    call is one transaction (a memory, its vector, its index rows and its history event
    together or not at all); each change appends a ``MemoryEvent`` (``ADD``, ``UPDATE``,
    ``DELETE``) that ``MemoryReader.events`` returns."""

    async def write(self, items: Sequence[NewMemory]) -> list[tuple[MemoryEntry, EventType]]:
        """Store ``items`` in order; one ``(entry, event)`` per item. A new memory is
        ``(entry, "ADD")``. A fact whose ``content_hash`` a current fact of the same scope
        (user, agent, session) already has is merged into that fact and returned as
        ``(stored fact, "UPDATE")``: never a duplicate, and never across scopes. A reused id
        is a ``Conflict`` and the batch writes nothing."""
        ...

    async def update(
        self,
        memory_id: str,
        *,
        content: str | None,
        metadata: dict[str, Any] | None,
        vector: npt.NDArray[np.float32] | None,
        content_hash: str | None,
        at: datetime,
    ) -> MemoryEntry:
        """Replace what is given (``None`` keeps it; new content comes with its ``vector``
        and ``content_hash``), set ``updated_at`` to ``at`` and record an ``UPDATE`` event;
        the memory as it is now. ``NotFound`` for an unknown id, ``Conflict`` when the new
        hash is that of another current fact of the scope."""
        ...

    async def delete(self, memory_id: str, *, at: datetime) -> MemoryEntry:
        """Remove one memory and record a ``DELETE`` event at ``at``; the memory as it was.
        ``NotFound`` for an unknown id."""
        ...

    async def forget(self, selection: Selection) -> int:
        """Remove every memory in ``selection`` with its history (that of the selection's
        whole scope, ``kinds`` and ``where`` notwithstanding); returns how many."""
        ...

    async def assign_key(self, memory_id: str, key: str, *, at: datetime) -> MemoryEntry:
        """Give a fact a key (it joins that key's timeline, which is relinked, as is the one
        it leaves); returns the fact as it is now."""
        ...

    async def prune(self, now: datetime) -> int:
        """Remove every memory that expired by ``now``, with its history; returns how many."""
        ...


@runtime_checkable
class MemoryRestorer(Protocol):
    """The import role of a record store: memories written back as a store held them."""

    async def stored_ids(self, ids: Sequence[str]) -> set[str]:
        """Which of ``ids`` the store holds (an import embeds only the others)."""
        ...

    async def restore(self, items: Sequence[Restored]) -> list[bool]:
        """Write each memory as given (id, times, key, links, knowledge; ``events`` its whole
        history) in one transaction. ``False`` for one left out: its id is stored (or came
        earlier in the batch), or its scope holds a current fact of its content hash; so
        restoring twice writes once. A key timeline whose links break is relinked."""
        ...


@runtime_checkable
class MemoryReader(Protocol):
    """The reading role of a record store: memories by id, by selection (applied inside the
    query: scopes are hard partitions), and their history."""

    async def get(self, memory_id: str, scope: Scope) -> MemoryEntry:
        """The memory with this id in ``scope`` (``Scope()``: any); else ``NotFound``."""
        ...

    async def scan(self, selection: Selection, *, limit: int, offset: int) -> list[MemoryEntry]:
        """Up to ``limit`` memories of ``selection`` after the first ``offset``, oldest first
        (by ``occurred_at``, then in the order they were written)."""
        ...

    async def scan_ids(self, selection: Selection) -> list[str]:
        """The ids of every memory in ``selection``, in ``scan``'s order, read at once: a
        caller pages through them with ``get_many`` (linear, where ``scan`` with growing
        offsets would read the skipped memories again on every page)."""
        ...

    async def get_many(self, ids: Sequence[str], scope: Scope) -> list[MemoryEntry]:
        """The memories of ``ids`` that exist in ``scope``, in the order of ``ids``."""
        ...

    async def count(self, selection: Selection) -> int:
        """How many memories ``scan`` would page through for ``selection``."""
        ...

    async def scopes(
        self, by: ScopeField, selection: Selection, *, match: str, limit: int, offset: int
    ) -> list[ScopeSummary]:
        """The users, agents or sessions (``by``) that hold memories of ``selection`` and
        whose id contains ``match`` (ASCII case ignored), each counted
        (``ScopeSummary``), most recently active first, then by id; a page of them."""
        ...

    async def events(self, memory_id: str, scope: Scope) -> list[MemoryEvent]:
        """The history of one memory in ``scope``, oldest first (``[]`` once forgotten)."""
        ...

    async def histories(self, ids: Sequence[str], scope: Scope) -> dict[str, list[MemoryEvent]]:
        """``events`` of each of ``ids`` at once, by id (an id with no history is left out)."""
        ...

    async def ids_starting(self, prefix: str, scope: Scope, limit: int) -> list[str]:
        """Up to ``limit`` ids of memories in ``scope`` that start with ``prefix``, in order
        (how a shortened id is resolved)."""
        ...


@runtime_checkable
class MemorySearch(Protocol):
    """The searching role of a record store: ranked hits inside a ``Selection``.

    Scores are higher-is-better: ``keyword_search`` gives BM25 (``policy.bm25``), and
    ``vector_search`` the cosine similarity of the stored vector and the query's."""

    async def keyword_search(
        self,
        terms: Sequence[str],
        selection: Selection,
        limit: int,
        *,
        context_weight: float = 0.0,
    ) -> list[tuple[MemoryEntry, float]]:
        """BM25 hits (``context_weight``: of a message's neighbouring turns), with statistics
        of the selection's scope and kinds only: scores never depend on other scopes."""
        ...

    async def vector_search(
        self, vector: npt.NDArray[np.float32], selection: Selection, limit: int
    ) -> list[tuple[MemoryEntry, float]]:
        """The ``limit`` memories of ``selection`` whose vectors are closest to ``vector``,
        as (entry, cosine similarity), best first."""
        ...


@runtime_checkable
class SpeakerIndex(Protocol):
    """Optional for a record store: who speaks in the messages it holds. The speaker boost
    of the ``zscore`` fusion needs it, to find the speakers a query names; nothing else
    does."""

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``."""
        ...


@runtime_checkable
class TurnOrder(Protocol):
    """The order of the messages of a session. The ``zscore`` fusion's answer signal needs
    it, to find the reply to a question that matches the query; nothing else does."""

    async def next_messages(self, ids: Sequence[str], scope: Scope) -> dict[str, str]:
        """For each message of ``ids`` in ``scope`` that is in a session, the id of the
        message stored next in that session (insertion order, as for the neighbouring
        turns of keyword search). Ids not found, not messages or last in their session are
        left out."""
        ...


@runtime_checkable
class StoreLifecycle(Protocol):
    """Opening, re-embedding and closing a record store."""

    async def open(self, embedder: str, dim: int) -> None:
        """Create or migrate the schema; refuse a store written by another embedder."""
        ...

    async def recorded_embedder(self) -> tuple[str, int] | None:
        """The name and dimension of the embedder the stored vectors were written with, or
        ``None`` for a store that has none yet; creates no store that does not exist."""
        ...

    async def reembed(self, embedder: str, dim: int, embed: EmbedFn, batch_size: int) -> int:
        """Replace every vector with ``embed``'s and record the new embedder, atomically: when
        ``embed`` fails, the store keeps its old vectors and embedder. Returns how many.
        (``SQLiteStore`` works in short transactions; a run that was cut, failed or killed,
        is resumed by the next, and vectors of two models are never searched together.)"""
        ...

    async def aclose(self) -> None:
        """Release connections; closing twice is not an error."""
        ...


@runtime_checkable
class RecordStore(
    MemoryWriter,
    MemoryRestorer,
    MemoryReader,
    MemorySearch,
    SpeakerIndex,
    TurnOrder,
    StoreLifecycle,
    Protocol,
):
    """Where a ``MemoryVault`` keeps memories, their history and their indexes: every role
    above in one object (``SQLiteStore``, ``PostgresStore``): transactional writes, BM25
    keyword scores and cosine vector scores."""
