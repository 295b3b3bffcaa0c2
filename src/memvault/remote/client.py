"""``RemoteVault``: a ``MemoryVault`` served over HTTP (``memvault serve``), with the same
methods, signatures, values and errors. ``RemoteCore`` stores and retrieves; this class adds
what is learnt: ``remember``, episodes, entities and aliases, and the context for a prompt.

Two methods of ``MemoryVault`` are not here, on purpose: ``embed`` (the embedder lives in
the server; a vector is no use to a client, and the route would only move 1.5 KB a text)
and ``reembed`` (changing a store's model is an operator's task, done with ``memvault
reembed`` where the store is). ``build_context`` takes no ``history`` or ``tokenizer``
object: they cannot cross the wire (``InvalidInput`` names the one given).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, cast

from memvault.core import validate as _validate
from memvault.core.protocols import ChatHistory, Tokenizer
from memvault.core.types import MemoryEntry, MemoryEvent, Message, ScopeField, ScopeSummary
from memvault.errors import InvalidInput
from memvault.knowledge.entities import Entity, EntityMemory
from memvault.knowledge.episodes import Episode
from memvault.knowledge.learn import entity_memory
from memvault.policy.context import Context
from memvault.remote import wire
from memvault.remote.core import RemoteCore, ServerLimits, scope_params
from memvault.vault.scoped import ScopedMemory
from memvault.vault.selection import scope_of

if TYPE_CHECKING:
    from memvault.vault.core import VaultCore

__all__ = ["NOT_REMOTE", "RemoteVault", "ServerLimits"]

Entries = list[MemoryEntry]
Summaries = list[ScopeSummary]

NOT_REMOTE = frozenset({"embed", "reembed"})
"""The methods of ``MemoryVault`` a ``RemoteVault`` leaves out (see the module docstring)."""


class RemoteVault(RemoteCore):
    """The vault a ``memvault serve`` serves at ``url``, used as a local ``MemoryVault``:
    the same methods (but ``embed`` and ``reembed``), arguments, values and exceptions.

    ``api_key`` is sent as ``Authorization: Bearer`` and never shown (not in a repr, an
    error or a log line); ``timeout`` bounds each request, in seconds; ``transport`` is an
    httpx transport: ``httpx.ASGITransport(app=create_app(vault),
    raise_app_exceptions=False)`` serves in-process (without that flag, a server failure
    escapes as the server's own exception instead of its 500 answer).
    A request that gets no answer raises ``BackendUnavailable`` (retryable); an error
    answer raises the exception the server's vault raised, with its fields.
    ``export_memories`` and ``import_memories`` stream a scope's memories as JSON lines.
    """

    async def remember(
        self,
        said: str | Message | Sequence[str | Message],
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        at: datetime | None = None,
        store_messages: bool = False,
    ) -> list[MemoryEvent]:
        """``MemoryVault.remember``: ``POST /v1/remember`` (messages as their JSON form)."""
        fields = {"said": wire.said_of(said), "user_id": user_id, "agent_id": agent_id,
                  "session_id": session_id, "at": wire.time_of("at", at),
                  "store_messages": store_messages}  # fmt: skip
        events = await self.send("POST", "/v1/remember", json=_given(fields))
        return [wire.event_of(e) for e in events]

    async def record_episode(
        self,
        summary: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        outcome: str = "success",
        tools_used: Sequence[str] | None = None,
        tags: Sequence[str] | None = None,
        at: datetime | None = None,
    ) -> Episode:
        """``MemoryVault.record_episode``: ``POST /v1/episodes``."""
        fields = {"summary": summary, "user_id": user_id, "agent_id": agent_id,
                  "session_id": session_id, "outcome": outcome, "tools_used": _list(tools_used),
                  "tags": _list(tags), "at": wire.time_of("at", at)}  # fmt: skip
        return wire.episode_of(await self.send("POST", "/v1/episodes", json=_given(fields)))

    async def recall_episodes(
        self,
        situation: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        limit: int = 3,
        outcome: str | None = None,
    ) -> list[Episode]:
        """``MemoryVault.recall_episodes``: ``POST /v1/episodes/recall``."""
        fields = {"situation": situation, "user_id": user_id, "agent_id": agent_id,
                  "limit": limit, "outcome": outcome}  # fmt: skip
        found = await self.send("POST", "/v1/episodes/recall", json=_given(fields))
        return [wire.episode_of(e) for e in found]

    async def add_alias(
        self, alias: str, name: str, *, user_id: str, agent_id: str | None = None
    ) -> MemoryEntry:
        """``MemoryVault.add_alias``: ``POST /v1/aliases``."""
        fields = {"alias": alias, "name": name, "user_id": user_id, "agent_id": agent_id}
        return wire.entry_of(await self.send("POST", "/v1/aliases", json=_given(fields)))

    async def timeline(
        self,
        key: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> Entries:
        """``MemoryVault.timeline``: ``GET /v1/timeline``."""
        params = {"key": _validate.text("key", key),
                  **scope_params(user_id, agent_id, session_id, all_scopes)}  # fmt: skip
        return [wire.entry_of(data) for data in await self.send("GET", "/v1/timeline", **params)]

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
        """``MemoryVault.scopes``: ``GET /v1/scopes``."""
        params = scope_params(user_id, agent_id, session_id, all_scopes)
        found = await self.send("GET", "/v1/scopes", by=by, **params, match=match, limit=limit,
                                offset=offset)  # fmt: skip
        return [ScopeSummary.from_dict(data) for data in found]

    async def entities(self, user_id: str, *, agent_id: str | None = None) -> list[Entity]:
        """``MemoryVault.entities``: ``GET /v1/entities``."""
        if not isinstance(user_id, str):
            raise InvalidInput("user_id", f"must be a string, not {type(user_id).__name__}")
        found = await self.send("GET", "/v1/entities", user_id=user_id, agent_id=agent_id)
        return [wire.entity_of(e) for e in found]

    async def entity_memory(self, user_id: str, *, agent_id: str | None = None) -> EntityMemory:
        """``MemoryVault.entity_memory``: built here, as the vault builds it, from the user's
        facts (``list_all``)."""
        facts = await self.list_all(user_id=user_id, agent_id=agent_id, kind="fact")
        return entity_memory(facts)

    async def build_context(
        self,
        query: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        history: ChatHistory | None = None,
        token_budget: int = 2000,
        tokenizer: Tokenizer | None = None,
    ) -> Context:
        """``MemoryVault.build_context``: ``POST /v1/context``, with the server's stored
        messages of the session as the conversation and its tokenizer. ``history`` and
        ``tokenizer`` objects cannot be sent: given one, ``InvalidInput`` names it."""
        for name, given in (("history", history), ("tokenizer", tokenizer)):
            if given is not None:
                problem = "an object cannot be sent to a remote vault; store the conversation"
                raise InvalidInput(name, f"{problem} as messages of the session instead")
        fields = {"query": query, "user_id": user_id, "agent_id": agent_id,
                  "session_id": session_id, "token_budget": token_budget}  # fmt: skip
        return wire.context_of(await self.send("POST", "/v1/context", json=_given(fields)))

    def scoped(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
    ) -> ScopedMemory:
        """This vault seen through one scope, as the ``Memory`` protocol (see
        ``MemoryVault.scoped``)."""
        scope = scope_of(user_id, agent_id, session_id, False)
        # ScopedMemory calls search, add and forget, which have MemoryVault's signatures here
        return ScopedMemory(cast("VaultCore", self), scope)


def _given(fields: Mapping[str, object]) -> dict[str, object]:
    """A body without its ``None`` fields (the server's defaults)."""
    return {k: v for k, v in fields.items() if v is not None}


def _list(values: object) -> object:
    return list(values) if isinstance(values, list | tuple) else values
