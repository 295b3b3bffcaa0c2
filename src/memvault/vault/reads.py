"""The reading half of ``VaultCore``: memories by id, by scope and by relevance, their
history, and the vault seen through one scope. Every read names its scope (``scope_of``):
``all_scopes=True`` is the one way to span every user."""

from __future__ import annotations

import warnings
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, Self

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.core.records import Selection
from memvault.core.stores import RecordStore
from memvault.core.types import (
    SCOPE_FIELDS,
    Kind,
    MemoryEntry,
    MemoryEvent,
    Scope,
    ScopeField,
    ScopeSummary,
    utcnow,
)
from memvault.errors import InvalidInput, NotFound
from memvault.policy.search import SearchConfig
from memvault.policy.text import query_terms
from memvault.vault import versions
from memvault.vault.search import ranked_search
from memvault.vault.selection import MAX_LIMIT, checked_limit, scope_of, selection

__all__ = ["VaultReads", "scan_all", "scan_pages"]

MAX_MATCH = 200
"""The longest ``match`` text ``scopes`` takes."""

AMBIGUOUS_SHOWN = 5
"""The ids an ambiguous ``resolve_id`` prefix names in its error."""

Entries = list[MemoryEntry]
Events = list[MemoryEvent]
Summaries = list[ScopeSummary]


class VaultReads:
    """What ``VaultCore`` reads; it provides the store, the search configuration, ``open``
    and ``embed``."""

    backend: RecordStore
    config: SearchConfig

    if TYPE_CHECKING:  # what VaultCore defines, declared for the type checker

        async def open(self) -> Self: ...

        async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]: ...

        async def _key_vectors(self, texts: Sequence[str]) -> npt.NDArray[np.float32]: ...

    async def get(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """One memory of the scope named. ``NotFound`` when there is none, or when it lies in
        another scope (the same error: an id alone reveals nothing about other users)."""
        _validate.text("memory_id", memory_id)
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        await self.open()
        return await self.backend.get(memory_id, scope)

    async def resolve_id(
        self,
        prefix: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> str:
        """The id of the one memory of the scope named whose id is ``prefix`` or starts with
        it (the CLI takes the first characters of an id, as ``MemoryEntry``'s repr shows
        them). ``NotFound`` when none does; ``InvalidInput`` naming ``memory_id`` when several
        do, with some of them."""
        _validate.text("memory_id", prefix)
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        await self.open()
        found = await self.backend.ids_starting(prefix, scope, AMBIGUOUS_SHOWN + 1)
        if prefix in found or len(found) == 1:
            return prefix if prefix in found else found[0]
        if not found:
            raise NotFound(f"no memory with an id starting {prefix[:50]!r}")
        shown = ", ".join(found[:AMBIGUOUS_SHOWN])
        more = ", ..." if len(found) > AMBIGUOUS_SHOWN else ""
        raise InvalidInput(
            "memory_id", f"{prefix[:50]!r} starts several ids ({shown}{more}); give more of it"
        )

    async def events(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> Events:
        """Every change to one memory of the scope named, oldest first (ADD, UPDATE...,
        SUPERSEDE, DELETE); for a fact with a key, the changes of every version of it (each
        event names its memory)."""
        _validate.text("memory_id", memory_id)
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        await self.open()
        return await versions.events(self.backend, memory_id, scope)

    async def history(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> Events:
        """Deprecated name of ``events`` (it returns audit events, not a chat history)."""
        warnings.warn(
            "MemoryVault.history() is deprecated; use MemoryVault.events()",
            DeprecationWarning,
            stacklevel=2,
        )
        return await self.events(
            memory_id, user_id=user_id, agent_id=agent_id, session_id=session_id,
            all_scopes=all_scopes,
        )  # fmt: skip

    async def timeline(
        self,
        key: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> Entries:
        """Every version of the fact ``key`` names in the scope, superseded ones included,
        in the order they became true (``valid_from``; each version's ``valid_to`` closes
        it, ``None`` on the current one). Empty for a key the scope never had. With
        ``events`` of any version, what was said and when, the whole story of the key."""
        _validate.text("key", key)
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        chosen = replace(selection(scope, ["fact"], None), keys=(key,))
        await self.open()
        found = await scan_all(self.backend, chosen)
        return sorted(found, key=lambda e: (e.valid_from, e.created_at))

    async def list_all(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
        attributes: Sequence[str] | None = None,
        all_scopes: bool = False,
    ) -> Entries:
        """Every memory ``list`` would page through, in the order they happened;
        ``attributes`` keeps only facts learnt about one of them (``knowledge.attribute``)."""
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        chosen = selection(scope, None if kind is None else [kind], where, attributes)
        await self.open()
        return await scan_all(self.backend, chosen)

    async def list(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int = 100,
        offset: int = 0,
        all_scopes: bool = False,
    ) -> Entries:
        """Memories in a scope, in the order they happened (``all_scopes=True``: of every
        scope); ``since`` and ``until`` keep those that happened at or after, and before,
        those times."""
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        chosen = _during(selection(scope, None if kind is None else [kind], where), since, until)
        limit_ = checked_limit(limit)
        offset_ = _validate.limit("offset", offset, allow_none=False, maximum=_validate.MAX_OFFSET)
        await self.open()
        return await self.backend.scan(chosen, limit=limit_, offset=offset_ or 0)

    async def count(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        all_scopes: bool = False,
    ) -> int:
        """How many memories ``list`` would page through."""
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        chosen = _during(selection(scope, None if kind is None else [kind], where), since, until)
        await self.open()
        return await self.backend.count(chosen)

    async def scopes(
        self,
        by: ScopeField = "user_id",
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        match: str = "",
        limit: int = 100,
        offset: int = 0,
        all_scopes: bool = False,
    ) -> Summaries:
        """The users (``by="user_id"``), agents or sessions holding memories in the scope
        named, each with its memories counted and its last activity (``ScopeSummary``), most
        recently active first; ``match`` keeps those whose id contains it (ASCII case
        ignored). Listing every user spans them all: ``all_scopes=True``."""
        if by not in SCOPE_FIELDS:
            raise InvalidInput("by", f"must be one of {', '.join(SCOPE_FIELDS)}")
        match = _validate.text("match", match, allow_empty=True)
        if len(match) > MAX_MATCH:
            raise InvalidInput("match", f"must be at most {MAX_MATCH} characters")
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        limit_ = checked_limit(limit)
        offset_ = _validate.limit("offset", offset, allow_none=False, maximum=_validate.MAX_OFFSET)
        await self.open()
        return await self.backend.scopes(
            by, Selection.of(scope), match=match, limit=limit_, offset=offset_ or 0
        )

    async def search(
        self,
        query: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kinds: Sequence[Kind] | None = None,
        where: Mapping[str, Any] | None = None,
        limit: int = 5,
        min_score: float | None = None,
        config: SearchConfig | None = None,
        as_of: datetime | None = None,
        include_superseded: bool = False,
        all_scopes: bool = False,
        explain: bool = False,
    ) -> Entries:
        """The memories most relevant to ``query`` in the given scope, best first, each with
        its 0.0-1.0 ``score``. A blank query, or nothing relevant, gives an empty list.

        Only what is true now is searched: no superseded fact, nothing expired. ``as_of``
        searches what was true then (and had happened by then); ``include_superseded``
        searches everything, past versions included (their ``valid_to`` is set).
        ``explain=True`` sets each hit's ``explanation``: every signal's raw value and its
        part of the score (``Explanation``)."""
        query = _validate.text("query", query, allow_empty=True)
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        for name, flag in (("include_superseded", include_superseded), ("explain", explain)):
            if not isinstance(flag, bool):
                raise InvalidInput(name, "must be True or False")
        if as_of is not None and include_superseded:
            raise InvalidInput("as_of", "give as_of or include_superseded, not both")
        moment = None if include_superseded else utcnow()
        if as_of is not None:
            moment = _validate.timestamp("as_of", as_of)
        chosen = replace(selection(scope, kinds, where), valid_at=moment, begun=as_of is not None)
        limit_ = checked_limit(limit)
        floor = 0.0 if min_score is None else _validate.unit_interval("min_score", min_score)
        config = self.config if config is None else config
        if not isinstance(config, SearchConfig):
            raise InvalidInput("config", "must be a SearchConfig")
        if not query_terms(query):
            return []
        await self.open()
        return await ranked_search(self.backend, self.embed, self._key_vectors, query, chosen,
                                   config, limit=limit_, floor=floor, explain=explain)  # fmt: skip


def _during(chosen: Selection, since: datetime | None, until: datetime | None) -> Selection:
    """``chosen`` narrowed to what happened from ``since`` (inclusive) until ``until``."""
    start = None if since is None else _validate.timestamp("since", since)
    end = None if until is None else _validate.timestamp("until", until)
    if start is not None and end is not None and end < start:
        raise InvalidInput("until", "must not be before since")
    return replace(chosen, since=start, until=end)


async def scan_pages(backend: RecordStore, chosen: Selection) -> AsyncIterator[Entries]:
    """Every memory of ``chosen``, ``MAX_LIMIT`` at a time, in ``scan``'s order: the ids
    are read at once, then each page by id, so the whole read is linear (pages by offset
    would skip the memories before each page again: quadratic). What ``chosen`` held when
    the ids were read is what is read: memories added meanwhile are not, deleted ones are
    skipped, none is read twice."""
    ids = await backend.scan_ids(chosen)
    scope = Scope(chosen.user_id, chosen.agent_id, chosen.session_id)
    for start in range(0, len(ids), MAX_LIMIT):
        if page := await backend.get_many(ids[start : start + MAX_LIMIT], scope):
            yield page


async def scan_all(backend: RecordStore, chosen: Selection) -> Entries:
    """Every memory of ``chosen``, in ``scan``'s order (``scan_pages``)."""
    return [entry async for page in scan_pages(backend, chosen) for entry in page]
