"""``MemoryVault.remember``: from what was said to stored facts, through the extractor and the
resolver, keeping every old value as history.

1. The extractor (``RuleExtractor`` offline, ``LLMExtractor`` with a model) turns the messages
   into candidate facts about the user.
2. The current facts they may touch are read back: those of the same attributes, and for a
   fact that names no attribute, the facts most like its text. Candidates and current facts
   are embedded together, so the resolver can compare them by meaning as well as by words.
3. The resolver decides, per candidate, ADD, UPDATE, SUPERSEDE or NOOP, with a reason.
   What the rule extractor could not read still counts: a user statement that reads like a
   personal fact but gave none (``policy.extraction.values.looks_like_a_fact``), and text
   that does not look English, are stored as said (kind ``message``, metadata
   ``unread=true``) with an ADD event whose reason (``UNREAD``, ``NOT_ENGLISH_STORED``) says
   why, so search still finds them. When nothing at all is found, ``remember`` returns one
   NOOP with ``memory_id`` "" whose reason says why, and stores nothing.
4. ADD and SUPERSEDE store the fact with its key (``user.city``): the store's timeline closes
   the version it replaces (``knowledge.timeline``). A value of a multi-valued attribute
   (``likes``) is keyed by its value too (``user.likes=sushi``), so a new value stands beside
   the others and only "no longer likes sushi" closes it. UPDATE rewrites the fact in place.

Facts belong to the user (and agent), not to the session: a later session sees and updates
them. Each fact keeps what was learnt about it in ``MemoryEntry.knowledge`` (never in the
user's metadata): ``source`` (the message text), ``session_id``, ``subject``, ``attribute``,
``value``, ``negated``, ``multi_valued`` and ``entities``. Its ``at`` is when the message was
said. Learning works over ``FactBase`` (``knowledge.base``), which ``MemoryVault`` satisfies.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from memvault.core.facts import CandidateFact, CurrentFact, Decision, fold
from memvault.core.types import JSON, Knowledge, MemoryEntry, MemoryEvent, Message, Scope, utcnow
from memvault.errors import Conflict, InvalidInput
from memvault.knowledge.base import FactBase
from memvault.knowledge.entities import EntityMemory
from memvault.policy.extraction.language import NOT_ENGLISH, looks_english, nothing_found
from memvault.policy.extraction.rules import RuleExtractor
from memvault.policy.extraction.statements import sentences
from memvault.policy.extraction.values import looks_like_a_fact
from memvault.policy.resolution import decision_targets

__all__ = ["ALIAS_PREFIX", "entity_memory", "learn"]

SIMILAR = 5
"""Current facts read back for each candidate that names no attribute."""

NOT_ENGLISH_STORED = (
    f"{NOT_ENGLISH}; the text is stored as said (kind 'message', metadata "
    "unread=true), and keyword search finds it"
)
"""The reason of the event for a text that does not look English, which is kept as said."""

NOTHING_FOUND = "no fact extracted: the extractor found no fact to learn in what was said"
"""The reason of the NOOP ``remember`` returns when an extractor other than the rule
extractor finds nothing (the rule extractor's reasons are in ``policy.extraction.language``)."""


async def learn(
    vault: FactBase,
    said: str | Message | Sequence[str | Message],
    scope: Scope,
    session_id: str | None,
    at: datetime | None,
    *,
    store_messages: bool = False,
) -> list[MemoryEvent]:
    """What ``vault.remember`` does; see the module docstring."""
    messages = _messages(said, at)
    said_at = at or max(m.created_at for m in messages)  # for facts that bring no time
    candidates = await vault.extractor.extract(messages)
    unread = await _keep_unread(vault, messages, candidates, scope, session_id, store_messages)
    if not candidates:
        if store_messages:
            await _store_messages(vault, messages, {}, scope, session_id)
        return unread or [_nothing_learnt(vault, messages)]
    current = await _current(vault, candidates, scope)
    vectors = await vault.embed([c.content for c in candidates] + [f.content for f in current])
    current = [
        replace(fact, embedding=vectors[len(candidates) + i]) for i, fact in enumerate(current)
    ]
    decisions = await vault.resolver.resolve(
        candidates, current, vectors=vectors[: len(candidates)]
    )
    stored: dict[int, MemoryEntry] = {}
    events: list[tuple[int, MemoryEvent | None]] = []
    for i, decision in enumerate(decisions):
        events.append((i, await _apply(vault, decision, i, stored, scope, session_id, said_at)))
    if store_messages:
        await _store_messages(vault, messages, stored_by_source(decisions, stored), scope,
                              session_id)  # fmt: skip
    return [event or _dropped(decisions[i], stored) for i, event in events] + unread


UNREAD = (
    "no fact extracted from this statement: it reads like a fact about the user, but the "
    "extractor could not tell which (an unfamiliar wording); it is stored as said (kind "
    "'message', metadata unread=true) so that search still finds it"
)
"""The reason of the event for a statement ``remember`` could not read (see ``learn``)."""


async def _keep_unread(
    vault: FactBase,
    messages: Sequence[Message],
    candidates: Sequence[CandidateFact],
    scope: Scope,
    session_id: str | None,
    stored_anyway: bool,
) -> list[MemoryEvent]:
    """For the rule extractor: store each user statement that reads like a personal fact but
    gave no candidate (``policy.extraction.values.looks_like_a_fact``), or, when nothing was
    learnt or looks like a fact and the text does not look English, every user message, as
    a message marked ``unread``; one ADD event each, whose reason says why. With
    ``store_messages`` the messages are stored anyway: the events are NOOPs naming none."""
    if not isinstance(vault.extractor, RuleExtractor):
        return []  # a model read every sentence: what it left out, it meant to
    read = {c.source for c in candidates if c.source}
    user = [m for m in messages if m.role == "user" and m.content.strip()]
    unread = [
        (m, sentence) for m in user for sentence in sentences(m.content)
        if sentence not in read and looks_like_a_fact(sentence)
    ]  # fmt: skip
    foreign = (
        not (unread or candidates)
        and user
        and not looks_english("\n".join(m.content for m in user))
    )
    if foreign:
        unread = [(m, m.content) for m in user]
    if not unread:
        return []
    reason = NOT_ENGLISH_STORED if foreign else UNREAD
    marked: dict[str, JSON] = {"role": "user", "unread": True}
    if stored_anyway:
        return [MemoryEvent("", "NOOP", text, marked, m.created_at, reason=reason)
                for m, text in unread]  # fmt: skip
    entries = await vault.add_many([{
        "content": text, "user_id": scope.user_id, "agent_id": scope.agent_id,
        "session_id": session_id, "kind": "message", "at": m.created_at, "metadata": marked,
    } for m, text in unread])  # fmt: skip
    return [
        MemoryEvent(e.id, "ADD", e.content, e.metadata, m.created_at, reason=reason)
        for (m, _), e in zip(unread, entries, strict=True)
    ]


def stored_by_source(
    decisions: Sequence[Decision], stored: dict[int, MemoryEntry]
) -> dict[str, list[str]]:
    """The ids of the facts learnt (or confirmed) from each source sentence."""
    found: dict[str, list[str]] = {}
    for i, decision in enumerate(decisions):
        source = decision.candidate.source
        fact = stored.get(i)
        fact_id = fact.id if fact is not None else decision.target_id
        if source is not None and fact_id is not None:
            found.setdefault(source, []).append(fact_id)
    return found


async def _store_messages(
    vault: FactBase,
    messages: Sequence[Message],
    facts: dict[str, list[str]],
    scope: Scope,
    session_id: str | None,
) -> None:
    """Store the messages themselves, each with the ids of the facts learnt from it (so that
    search can leave it out once those are superseded)."""
    items = []
    for message in messages:
        if not message.content.strip():
            continue
        learnt = [i for source, ids in facts.items() if source in message.content for i in ids]
        items.append({
            "content": message.content, "user_id": scope.user_id, "agent_id": scope.agent_id,
            "session_id": session_id, "kind": "message", "metadata": {"role": message.role},
            "at": message.created_at,
            "knowledge": Knowledge(learned=tuple(dict.fromkeys(learnt))) if learnt else None,
        })  # fmt: skip
    if items:
        await vault.add_many(items)


def _messages(said: object, at: datetime | None) -> list[Message]:
    items = [said] if isinstance(said, str | Message) else said
    if not isinstance(items, Sequence) or not items:
        raise InvalidInput("messages", "give a text, a Message or a non-empty list of them")
    when = {} if at is None else {"created_at": at}
    messages = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            messages.append(Message.user(item, **when))
        elif isinstance(item, Message):
            messages.append(item if at is None else replace(item, created_at=at))
        else:
            raise InvalidInput(f"messages[{i}]", "must be a text or a Message")
    return messages


async def _current(
    vault: FactBase, candidates: Sequence[CandidateFact], scope: Scope
) -> list[CurrentFact]:
    """The current facts of the scope the candidates may touch."""
    found: dict[str, MemoryEntry] = {}
    attributes = sorted({c.attribute for c in candidates if c.attribute is not None})
    if attributes:
        facts = await vault.list_all(
            user_id=scope.user_id, agent_id=scope.agent_id, kind="fact", attributes=attributes
        )
        found.update((e.id, e) for e in facts)
    for candidate in candidates:
        if candidate.attribute is None:
            hits = await vault.search(
                candidate.content, user_id=scope.user_id, agent_id=scope.agent_id,
                kinds=["fact"], limit=SIMILAR,
            )  # fmt: skip
            found.update((e.id, e) for e in hits)
    mine = [
        e for e in found.values()
        if e.is_current and e.scope.agent_id == scope.agent_id and e.scope.session_id is None
    ]  # fmt: skip
    return [_current_fact(e) for e in sorted(mine, key=lambda e: (e.valid_from, e.created_at))]


def _current_fact(entry: MemoryEntry) -> CurrentFact:
    known = entry.knowledge or Knowledge()
    attribute, value = known.attribute, known.value
    named = attribute is not None and value is not None
    subject = known.subject
    return CurrentFact(
        entry.id,
        entry.content,
        subject=subject if subject is not None and subject.strip() else "user",
        attribute=attribute if named else None,
        value=value if named else None,
        valid_from=entry.valid_from,
        multi_valued=known.multi_valued,
        negated=known.negated and named,
    )


def _knowledge(candidate: CandidateFact, session_id: str | None) -> Knowledge:
    return Knowledge(
        subject=candidate.subject, attribute=candidate.attribute, value=candidate.value,
        negated=candidate.negated, multi_valued=candidate.multi_valued,
        entities=candidate.entities, source=candidate.source, session_id=session_id,
    )  # fmt: skip


async def _apply(
    vault: FactBase,
    decision: Decision,
    index: int,
    stored: dict[int, MemoryEntry],
    scope: Scope,
    session_id: str | None,
    said_at: datetime,
) -> MemoryEvent | None:
    """Carry out one decision; the event that reports it (None: a NOOP naming nothing)."""
    candidate = decision.candidate
    targets = decision_targets(decision, {i: e.id for i, e in stored.items()})
    target = targets[0] if targets else None
    owner, agent = scope.user_id, scope.agent_id
    said = candidate.valid_from or said_at  # when it happened, as the event reports it
    if decision.action in ("ADD", "SUPERSEDE"):
        key = candidate.key
        if decision.action == "SUPERSEDE" and key is not None:
            for old in decision.target_ids:  # a model may name facts stored under other keys
                if (await vault.get(old, user_id=owner, agent_id=agent)).key != key:
                    await vault.assign_key(old, key, user_id=owner, agent_id=agent)
        [entry] = await vault.add_many([{
            "content": candidate.content, "user_id": scope.user_id, "agent_id": scope.agent_id,
            "kind": "fact", "at": said,
            "importance": candidate.importance, "key": key,
            "knowledge": _knowledge(candidate, session_id),
        }])  # fmt: skip
        stored[index] = entry
        return _event(entry, decision.action, decision.reason, said)
    if decision.action == "UPDATE":
        assert target is not None
        entry = await vault.update(target, content=candidate.content, user_id=owner, agent_id=agent)
        stored[index] = entry
        return _event(entry, "UPDATE", decision.reason, said)
    if target is None:
        return None
    found = await vault.get(target, user_id=owner, agent_id=agent)
    return _event(found, "NOOP", decision.reason, said)


def _dropped(decision: Decision, stored: dict[int, MemoryEntry]) -> MemoryEvent:
    """A NOOP that names no stored fact (a value contradicted later in the same batch):
    reported against the fact stored for the same key, if any."""
    key = decision.candidate.key
    same = [e for e in stored.values() if key is not None and e.key == key]
    memory_id = same[-1].id if same else ""
    return MemoryEvent(
        memory_id, "NOOP", decision.candidate.content, {}, utcnow(), reason=decision.reason
    )


def _nothing_learnt(vault: FactBase, messages: Sequence[Message]) -> MemoryEvent:
    """The one event of a ``remember`` that found no fact: a NOOP naming no memory, whose
    reason says why (for the rule extractor: text that is not English, or English with no
    fact it knows), so that an empty answer is never silent."""
    if isinstance(vault.extractor, RuleExtractor):
        reason = nothing_found([m.content for m in messages if m.role == "user"])
    else:
        reason = NOTHING_FOUND
    return MemoryEvent("", "NOOP", "", {}, utcnow(), reason=reason)


def _event(entry: MemoryEntry, action: str, reason: str, at: datetime) -> MemoryEvent:
    """What ``remember`` reports: ``at`` is when the statement says it happened."""
    return MemoryEvent(
        entry.id, action, entry.content, entry.metadata, at,  # type: ignore[arg-type]
        reason=reason, knowledge=entry.knowledge,
    )  # fmt: skip


ALIAS_PREFIX = "alias."
"""Keys of the facts ``add_alias`` stores: ``alias.<folded alias>``."""


def entity_memory(facts: Sequence[MemoryEntry]) -> EntityMemory:
    """The entities the current ``facts`` mention, with what they say of them, and the
    aliases ``add_alias`` stored. A fact about a subject other than the user gives that
    entity its attribute; a fact whose value names an entity ("User's sister is Alice") gives
    the entity the attribute as its relation to the user (``{"relation": "sister"}``)."""
    memory = EntityMemory()
    aliases = []
    for fact in sorted(facts, key=lambda f: f.valid_from):
        if not fact.is_current:
            continue
        known = fact.knowledge
        if known is None:
            continue
        if fact.key is not None and fact.key.startswith(ALIAS_PREFIX):
            if known.alias is not None and known.entity is not None:
                aliases.append((known.alias, known.entity, fact.valid_from))
            continue
        subject, attribute, value = known.subject, known.attribute, known.value
        for name in (n for n in known.entities if n.strip()):
            attributes: dict[str, JSON] = {}
            if attribute is not None and subject is not None and fold(subject) == fold(name):
                attributes[attribute] = value
            elif attribute is not None and value is not None and fold(value) == fold(name):
                attributes["relation"] = attribute
            memory.update_entity(name, attributes, at=fact.valid_from)
    for alias, name, when in aliases:
        if memory.resolve(name) is None:
            memory.update_entity(name, at=when)
        with contextlib.suppress(Conflict):  # the alias names another entity: keep both
            memory.add_alias(alias, name)
    return memory
