"""What ``MemoryVault.add_many`` accepts: a text, or a mapping of ``add``'s arguments (plus
``knowledge``), checked into a ``MemoryEntry`` before anything is written."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from memvault.core import validate as _validate
from memvault.core.types import KINDS, Kind, Knowledge, MemoryEntry, Scope, utcnow
from memvault.errors import InvalidInput
from memvault.policy.extraction.rules import extract_facts

__all__ = ["ITEM_FIELDS", "NO_OWNER", "checked_content", "entry_of"]

NO_OWNER = "a memory belongs to a scope: give user_id, agent_id or session_id"

ITEM_FIELDS = frozenset(
    {"content", "user_id", "agent_id", "session_id", "kind", "metadata", "at", "importance",
     "key", "expires_at", "knowledge"}
)  # fmt: skip
"""The fields an item of ``add_many`` may have."""

STATEMENT_CHARS = 2000
"""The longest fact ``add`` reads for what it states (a one-attribute statement is short)."""


def entry_of(
    item: str | Mapping[str, Any],
    where: str,
    max_bytes: int,
    defaults: Mapping[str, str | None] | None = None,
) -> MemoryEntry:
    """The memory ``item`` describes (``where`` names it in errors: ``items[3]``);
    ``defaults`` fills the scope fields the item leaves unset."""
    if isinstance(item, str):
        item = {"content": item}
    if not isinstance(item, Mapping):
        raise InvalidInput(where, "must be a text or a mapping")
    _validate.known_fields(where, item, ITEM_FIELDS)
    if defaults:
        given = {name: value for name, value in defaults.items() if value is not None}
        item = {**given, **{name: value for name, value in item.items() if value is not None}}
    content = checked_content(item.get("content"), max_bytes)
    kind: Kind = item.get("kind") or "fact"
    if kind not in KINDS:
        raise InvalidInput(
            "kind", f"must be one of {', '.join(KINDS)}, not {_validate.shown(kind)}"
        )
    now = utcnow()
    at = item.get("at")
    key = _validate.optional_text("key", item.get("key"))
    if key is not None and kind != "fact":
        raise InvalidInput("key", f"only a fact can have a key, not a {kind}")
    expires = item.get("expires_at")
    scope = Scope(item.get("user_id"), item.get("agent_id"), item.get("session_id"))
    if not scope.named:
        raise InvalidInput("user_id", NO_OWNER)
    return MemoryEntry(
        content=content,
        metadata=_validate.json_object("metadata", item.get("metadata")),
        kind=kind,
        scope=scope,
        created_at=now,
        occurred_at=now if at is None else _validate.timestamp("at", at),
        importance=item.get("importance"),
        key=key,
        expires_at=None if expires is None else _validate.timestamp("expires_at", expires),
        knowledge=_knowledge(item.get("knowledge"), content if kind == "fact" else None),
    )


def checked_content(content: object, max_bytes: int) -> str:
    """``content`` as a text of at most ``max_bytes`` UTF-8 bytes, or ``InvalidInput``."""
    text = _validate.text("content", content)
    size = len(text.encode("utf-8"))
    if size > max_bytes:
        raise InvalidInput(
            "content",
            f"is {size:,} bytes; the limit is {max_bytes:,} (MemoryVault(max_content_bytes=...))",
        )
    return text


def _knowledge(value: object, fact: str | None) -> Knowledge | None:
    """The knowledge given, or, for a ``fact`` added without any, what the offline rule
    extractor reads in it when it states exactly one attribute ("I live in Paris": the
    user's city; a text over ``STATEMENT_CHARS`` is a document and is not read).
    ``remember`` then finds it among the current values of that attribute and supersedes
    it like any other (issue 13 A.2); no key is given here, so ``add`` itself never
    supersedes anything."""
    if isinstance(value, Knowledge):
        return value
    if value is not None:
        return Knowledge.from_dict(value)
    if fact is None or len(fact) > STATEMENT_CHARS:
        return None
    found = [f for f in extract_facts(fact) if f.attribute is not None]
    if len(found) != 1:
        return None
    [read] = found
    return Knowledge(
        subject=read.subject, attribute=read.attribute, value=read.value, negated=read.negated,
        multi_valued=read.multi_valued, entities=read.entities, source=read.source,
    )  # fmt: skip
