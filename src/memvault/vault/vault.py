"""``MemoryVault``: long-term memory for agents. ``VaultCore`` stores and retrieves; this class
adds what is learnt from it: ``remember`` (``memvault.knowledge.learn``), episodes, entities
and aliases, and one budgeted context for the prompt (``memvault.vault.context``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from memvault.core import validate as _validate
from memvault.core.facts import fold
from memvault.core.protocols import ChatHistory, Tokenizer
from memvault.core.types import Knowledge, MemoryEntry, MemoryEvent, Message, Scope, utcnow
from memvault.defaults import default_tokenizer
from memvault.errors import InvalidInput
from memvault.knowledge.entities import Entity, EntityMemory
from memvault.knowledge.episodes import Episode, episode_metadata
from memvault.knowledge.learn import ALIAS_PREFIX, entity_memory, learn
from memvault.policy.context import Context
from memvault.vault.context import context_for
from memvault.vault.core import DEFAULT_MAX_CONTENT_BYTES, VaultCore
from memvault.vault.reads import scan_all
from memvault.vault.selection import MAX_LIMIT, scope_of, selection

__all__ = ["DEFAULT_MAX_CONTENT_BYTES", "MAX_LIMIT", "MemoryVault", "VaultCore"]


class MemoryVault(VaultCore):
    """Long-term memory: add facts, episodes and messages; search them back, best first.

    ``target`` is a store object, a SQLite path (the embedded default) or a
    ``postgresql://`` URL. ``embedder`` is an ``Embedder`` or a name the CLI accepts,
    ``"local"`` or ``"hash"`` (``memvault.defaults.embedder_named``). The store remembers
    which embedder wrote it and refuses another; given none, the vault uses the one the store
    records when it is built in (a store re-embedded with ``"hash"`` opens as it is), else
    the local MiniLM model (``LocalEmbedder``).
    The vault also satisfies the ``Memory`` protocol (``store``/``search``/``clear``).
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
        """Learn facts from what the user said: extract them, compare them with what is known
        and add, update or supersede (see ``memvault.knowledge.learn``). Returns one event per
        fact found (ADD, UPDATE, SUPERSEDE or NOOP) with the reason and when it happened.
        ``at`` is when it was said (without it, texts now and messages at their own
        ``created_at``); a statement older than the current value takes its place in the
        past (ADD): an event never claims a change that did not happen. Facts belong to the
        user (and agent), with the session kept as provenance. ``store_messages`` also
        stores the messages (kind ``message``, in the session); search then leaves out a
        message once every fact learnt from it has been superseded. A statement that reads
        like a fact but could not be read, or text that is not English, is stored as said
        (a message marked ``unread``) and reported with an ADD event saying why."""
        scope = Scope(_validate.text("user_id", user_id), agent_id)
        session = _validate.optional_text("session_id", session_id)
        when = None if at is None else _validate.timestamp("at", at)
        if not isinstance(store_messages, bool):
            raise InvalidInput("store_messages", "must be True or False")
        await self.open()
        return await learn(self, said, scope, session, when, store_messages=store_messages)

    # -- episodes, entities and context --------------------------------------------------

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
        """Remember how a task went: a memory of kind ``episode`` (see
        ``memvault.knowledge.episodes``), scoped like any other."""
        entry = await self.add(
            summary, user_id=_validate.text("user_id", user_id), agent_id=agent_id,
            session_id=session_id, kind="episode",
            metadata=episode_metadata(outcome, tools_used, tags), at=at,
        )  # fmt: skip
        return Episode.of(entry)

    async def recall_episodes(
        self,
        situation: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        limit: int = 3,
        outcome: str | None = None,
    ) -> list[Episode]:
        """The past episodes most like ``situation`` (optionally only those with
        ``outcome``), most relevant first."""
        where = None if outcome is None else {"outcome": _validate.text("outcome", outcome)}
        hits = await self.search(
            situation, user_id=_validate.text("user_id", user_id), agent_id=agent_id,
            kinds=["episode"], where=where, limit=limit,
        )  # fmt: skip
        return [Episode.of(hit) for hit in hits]

    async def add_alias(
        self, alias: str, name: str, *, user_id: str, agent_id: str | None = None
    ) -> MemoryEntry:
        """Make ``alias`` ("my manager") another name of the entity ``name`` for this user,
        as a fact keyed by the alias (naming another entity later supersedes it)."""
        alias, name = _validate.text("alias", alias).strip(), _validate.text("name", name).strip()
        [entry] = await self.add_many([{
            "content": f"{alias} is {name}", "user_id": _validate.text("user_id", user_id),
            "agent_id": agent_id, "key": ALIAS_PREFIX + fold(alias),
            "knowledge": Knowledge(alias=alias, entity=name),
        }])  # fmt: skip
        return entry

    async def entities(self, user_id: str, *, agent_id: str | None = None) -> list[Entity]:
        """The entities the user's current facts mention, with their attributes and aliases
        (``knowledge.learn.entity_memory``), most mentioned first. Derived from the facts
        each time: entity ids are not stable between calls."""
        return (await self.entity_memory(user_id, agent_id=agent_id)).entities()

    async def entity_memory(self, user_id: str, *, agent_id: str | None = None) -> EntityMemory:
        """The ``EntityMemory`` the user's current facts make (what ``entities`` lists)."""
        user = _validate.text("user_id", user_id)
        scope = scope_of(user, agent_id, None, False)
        learnt = replace(selection(scope, ["fact"], None), valid_at=utcnow(), learnt=True)
        await self.open()
        return entity_memory(await scan_all(self.backend, learnt))

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
        """One context for the prompt, never over ``token_budget`` tokens (``tokenizer``,
        default the offline tiktoken ``o200k_base``): relevant knowledge (current facts),
        known entities, similar past episodes and the recent conversation (``history``, or
        else the session's stored messages), each saying what it left out. See
        ``memvault.policy.context`` for the fitting rule; ``Context.ids`` lists the
        memories used."""
        budget = _validate.positive_int("token_budget", token_budget)
        count = (tokenizer or default_tokenizer()).count
        return await context_for(
            self, query, user_id=user_id, agent_id=agent_id, session_id=session_id,
            history=history, budget=budget, count=count,
        )  # fmt: skip
