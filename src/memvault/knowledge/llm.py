"""Extraction and resolution by a chat model (any ``LLM``), validated before use.

``LLMExtractor(llm)`` asks for ``{"facts": [...]}`` and ``LLMResolver(llm)`` for
``{"decisions": [...]}`` (the schemas are ``EXTRACTION_SCHEMA`` and ``RESOLUTION_SCHEMA``,
also sent as ``json_schema`` so servers that can constrain the output do). Every reply is
checked field by field; prose, code fences, trailing commas and a reply cut off after a
complete value are repaired, anything else is sent back to the model with the problem, and
after ``max_attempts`` calls ``ExtractionError`` is raised with the raw reply as ``.raw``.
A reply is used whole or not at all: a fact that fails validation fails the reply, it is
never dropped on its own.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memvault.core import validate as _validate
from memvault.core.facts import ACTIONS, CandidateFact, CurrentFact, Decision
from memvault.core.protocols import LLM, Vectors
from memvault.core.types import Message
from memvault.errors import InvalidInput
from memvault.knowledge.replies import ReplyError, ask_json

__all__ = ["EXTRACTION_SCHEMA", "RESOLUTION_SCHEMA", "LLMExtractor", "LLMResolver"]

DEFAULT_ATTEMPTS = 3
"""Calls to the model for one extraction or resolution, the first included."""

_TEXT = {"type": "string", "minLength": 1}
_NULLABLE_TEXT = {"type": ["string", "null"]}

EXTRACTION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "facts": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "content": _TEXT,
                    "subject": _TEXT,
                    "attribute": _NULLABLE_TEXT,
                    "value": _NULLABLE_TEXT,
                    "entities": {"type": "array", "items": _TEXT},
                    "importance": {"type": "number", "minimum": 0, "maximum": 1},
                    "valid_from": _NULLABLE_TEXT,
                    "negated": {"type": "boolean"},
                    "multi_valued": {"type": "boolean"},
                },
                "required": ["content"],
            },
        }
    },
    "required": ["facts"],
}

RESOLUTION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "decisions": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "candidate": {"type": "integer", "minimum": 0},
                    "action": {"enum": list(ACTIONS)},
                    "target_ids": {"type": "array", "items": _TEXT},
                    "target_candidate": {"type": ["integer", "null"]},
                    "reason": _TEXT,
                },
                "required": ["candidate", "action"],
            },
        }
    },
    "required": ["decisions"],
}

EXTRACTION_PROMPT = """\
You extract lasting facts about the user from a conversation, for a long-term memory.
Reply with one JSON object: {"facts": [...]}, nothing else. Each fact has:
- "content": the fact as one short sentence about the user ("User lives in Lisbon").
- "subject": "user", or the name of the person or thing the fact is about.
- "attribute" and "value": a snake_case attribute and its value, both or neither. Use these
  names when they fit: city, hometown, employer, job_title, name, age, birthday, diet,
  allergy, language, car, pet, children, pronouns, email, phone, address, likes, dislikes,
  prefers, plan, favourite_<thing> (favourite_food), and a relation (sister, mother,
  spouse, partner, manager, friend, colleague) whose value is the person's name.
- "entities": names of people, places and organisations the fact mentions.
- "importance": 0 to 1, how useful the fact is later.
- "valid_from": ISO 8601 date when the text says when it became true, else null.
- "negated": true when the user says the attribute no longer holds that value
  ("I no longer live in Paris": attribute city, value Paris, negated true).
- "multi_valued": true when the attribute holds several values at once (likes, allergy,
  sister, friend), false when a new value replaces the old one (city, employer, car).
Only facts the user states as true about themselves or people they know, now. Not
questions, hypotheticals, wishes, jokes, or what others claim. No facts: {"facts": []}.
"""

RESOLUTION_PROMPT = """\
You keep a long-term memory of facts consistent. You get the facts known now (with ids) and
new candidate facts (numbered). For every candidate, in order, decide one action:
- "ADD": a new fact.
- "UPDATE": the same fact as a known one, in better words or with more detail; target_ids
  names that one fact.
- "SUPERSEDE": a new value that replaces known facts (same subject and attribute, different
  value); target_ids names them. They are kept as history, never deleted.
- "NOOP": already known; target_ids may name the fact that says it.
A candidate may instead target an earlier candidate of the list with "target_candidate"
(its number), e.g. when the user changed the same thing twice.
Reply with one JSON object, nothing else:
{"decisions": [{"candidate": 0, "action": "...", "target_ids": [...], "reason": "..."}]}
with exactly one decision per candidate. Use only the ids given.
"""


def _attempts(value: object) -> int:
    return _validate.positive_int("max_attempts", value)


def _messages(value: object) -> list[Message]:
    if isinstance(value, str | Message) or not isinstance(value, Sequence):
        raise InvalidInput("messages", "must be a sequence of Message")
    for i, message in enumerate(value):
        if not isinstance(message, Message):
            raise InvalidInput(f"messages[{i}]", "must be a Message")
    return list(value)


class LLMExtractor:
    """An ``Extractor`` that asks ``llm`` for the facts in a conversation.

    Facts without a date of their own get the ``created_at`` of the newest message, as the
    ``RuleExtractor``'s get their message's. No user message, no call.
    """

    def __init__(self, llm: LLM, *, max_attempts: int = DEFAULT_ATTEMPTS) -> None:
        if not isinstance(llm, LLM):
            raise InvalidInput("llm", "must satisfy the LLM protocol (an async complete())")
        self.llm = llm
        self.max_attempts = _attempts(max_attempts)

    async def extract(self, messages: Sequence[Message]) -> list[CandidateFact]:
        """The facts the model finds in ``messages``; ``ExtractionError`` if it cannot say."""
        conversation = _messages(messages)
        if not any(m.role == "user" for m in conversation):
            return []
        said_at = max(m.created_at for m in conversation)
        transcript = "\n".join(f"{m.role}: {m.content}" for m in conversation if m.content)
        prompt = [Message.system(EXTRACTION_PROMPT), Message.user(transcript)]
        return await ask_json(
            self.llm,
            prompt,
            schema=EXTRACTION_SCHEMA,
            check=lambda reply: _facts(reply, said_at),
            attempts=self.max_attempts,
        )

    def __repr__(self) -> str:
        return f"LLMExtractor({self.llm!r}, max_attempts={self.max_attempts})"


def _facts(reply: Any, said_at: datetime) -> list[CandidateFact]:
    items = reply.get("facts") if isinstance(reply, dict) else reply
    if not isinstance(items, list):
        raise ReplyError('the reply must be an object with a "facts" list')
    facts = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise ReplyError(f"facts[{i}] must be an object")
        try:
            facts.append(_fact(item, said_at))
        except InvalidInput as exc:
            raise ReplyError(f"facts[{i}].{exc}") from exc
    return facts


def _fact(item: dict[str, Any], said_at: datetime) -> CandidateFact:
    valid_from = item.get("valid_from")
    if valid_from is not None:
        if not isinstance(valid_from, str):
            raise InvalidInput("valid_from", "must be an ISO 8601 date or null")
        try:
            valid_from = datetime.fromisoformat(valid_from)
        except ValueError as exc:
            raise InvalidInput("valid_from", f"{valid_from!r} is not an ISO 8601 date") from exc
    attribute, value = item.get("attribute") or None, item.get("value")
    content: Any = item.get("content")
    return CandidateFact(  # it checks every field
        content=content,
        subject=item.get("subject") or "user",
        attribute=attribute,
        value=None if attribute is None and value in (None, "") else value,
        entities=item.get("entities") or (),
        importance=item.get("importance", 0.5),
        valid_from=valid_from or said_at,
        negated=item.get("negated", False),
        multi_valued=item.get("multi_valued", False),
    )


class LLMResolver:
    """A ``Resolver`` that asks ``llm`` to decide, and checks every decision: one per
    candidate, a known action, ids that exist (an unknown id is sent back, then raises
    ``ExtractionError``), targets where the action needs them. ``vectors`` are not used."""

    def __init__(self, llm: LLM, *, max_attempts: int = DEFAULT_ATTEMPTS) -> None:
        if not isinstance(llm, LLM):
            raise InvalidInput("llm", "must satisfy the LLM protocol (an async complete())")
        self.llm = llm
        self.max_attempts = _attempts(max_attempts)

    async def resolve(
        self,
        candidates: Sequence[CandidateFact],
        current: Sequence[CurrentFact],
        *,
        vectors: Vectors | None = None,
    ) -> list[Decision]:
        """One decision per candidate; no candidates, no call."""
        batch: list[CandidateFact] = _sequence_of("candidates", candidates, CandidateFact)
        facts: list[CurrentFact] = _sequence_of("current", current, CurrentFact)
        if not batch:
            return []
        known = [
            {"id": f.id, "content": f.content, "subject": f.subject, "attribute": f.attribute,
             "value": f.value, "negated": f.negated, "multi_valued": f.multi_valued,
             "valid_from": f.valid_from.isoformat() if f.valid_from else None}
            for f in facts
        ]  # fmt: skip
        new = [
            {"candidate": i, "content": c.content, "subject": c.subject, "attribute": c.attribute,
             "value": c.value, "negated": c.negated, "multi_valued": c.multi_valued,
             "valid_from": c.valid_from.isoformat() if c.valid_from else None}
            for i, c in enumerate(batch)
        ]  # fmt: skip
        question = (
            f"Known facts:\n{json.dumps(known, ensure_ascii=False, indent=1)}\n\n"
            f"Candidates:\n{json.dumps(new, ensure_ascii=False, indent=1)}"
        )
        ids = {f.id for f in facts}
        return await ask_json(
            self.llm,
            [Message.system(RESOLUTION_PROMPT), Message.user(question)],
            schema=RESOLUTION_SCHEMA,
            check=lambda reply: _decisions(reply, batch, ids),
            attempts=self.max_attempts,
        )

    def __repr__(self) -> str:
        return f"LLMResolver({self.llm!r}, max_attempts={self.max_attempts})"


def _sequence_of(name: str, items: object, kind: type) -> list[Any]:
    if isinstance(items, str) or not isinstance(items, Sequence):
        raise InvalidInput(name, f"must be a sequence of {kind.__name__}")
    for i, item in enumerate(items):
        if not isinstance(item, kind):
            raise InvalidInput(f"{name}[{i}]", f"must be a {kind.__name__}")
    return list(items)


def _decisions(reply: Any, candidates: list[CandidateFact], ids: set[str]) -> list[Decision]:
    items = reply.get("decisions") if isinstance(reply, dict) else reply
    if not isinstance(items, list):
        raise ReplyError('the reply must be an object with a "decisions" list')
    by_index: dict[int, Decision] = {}
    for n, item in enumerate(items):
        if not isinstance(item, dict):
            raise ReplyError(f"decisions[{n}] must be an object")
        index = item.get("candidate")
        if type(index) is not int or not 0 <= index < len(candidates):
            raise ReplyError(f"decisions[{n}].candidate must be 0 to {len(candidates) - 1}")
        if index in by_index:
            raise ReplyError(f"candidate {index} has two decisions")
        by_index[index] = _decision(item, index, candidates[index], ids, f"decisions[{n}]")
    missing = [i for i in range(len(candidates)) if i not in by_index]
    if missing:
        raise ReplyError(f"no decision for candidate(s) {', '.join(map(str, missing))}")
    return [by_index[i] for i in range(len(candidates))]


def _decision(
    item: dict[str, Any], index: int, candidate: CandidateFact, ids: set[str], where: str
) -> Decision:
    action = item.get("action")
    if action not in ACTIONS:
        raise ReplyError(f"{where}.action must be one of {', '.join(ACTIONS)}, not {action!r}")
    targets = item.get("target_ids")
    if targets is None and item.get("target_id") is not None:
        targets = [item["target_id"]]
    targets = targets or []
    if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets):
        raise ReplyError(f"{where}.target_ids must be a list of ids")
    unknown = [t for t in targets if t not in ids]
    if unknown:
        raise ReplyError(
            f"{where}.target_ids names unknown id(s) {', '.join(unknown)}; use only the known ids"
        )
    earlier = item.get("target_candidate")
    if earlier is not None and (type(earlier) is not int or not 0 <= earlier < index):
        raise ReplyError(f"{where}.target_candidate must be an earlier candidate's number")
    reason = item.get("reason")
    reason = reason if isinstance(reason, str) and reason.strip() else "decided by the model"
    try:
        return Decision(action, candidate, reason, tuple(targets), earlier)
    except InvalidInput as exc:
        raise ReplyError(f"{where}: {exc}") from exc
