"""Memories: ``MemoryEntry`` (one long-term memory, as stored and as searched), the ``Scope``
it belongs to, the ``Knowledge`` memvault learnt about it, and the ``MemoryEvent`` s of its
history.

Contracts: timestamps are timezone-aware UTC; metadata is the user's JSON object; scores are
higher-is-better floats in 0.0-1.0 (each index documents how it gets there).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import MISSING, dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, get_args

from memvault.core import validate as _validate
from memvault.core.explanation import Explanation
from memvault.core.messages import new_id, parse_time, utcnow
from memvault.core.validate import JSON
from memvault.errors import InvalidInput

__all__ = ["KINDS", "EventType", "Kind", "Knowledge", "MemoryEntry", "MemoryEvent", "Scope"]

Kind = Literal["fact", "episode", "message"]
KINDS: tuple[str, ...] = get_args(Kind)


@dataclass(frozen=True, slots=True)
class Scope:
    """Who a memory belongs to. Scopes are hard partitions: a search never crosses them."""

    user_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None

    def __post_init__(self) -> None:
        for name in ("user_id", "agent_id", "session_id"):
            _validate.optional_text(name, getattr(self, name))

    @classmethod
    def trusted(cls, user_id: str | None, agent_id: str | None, session_id: str | None) -> Scope:
        """A scope a store wrote after validating it, not checked again. Not for user input."""
        scope = object.__new__(cls)
        object.__setattr__(scope, "user_id", user_id)
        object.__setattr__(scope, "agent_id", agent_id)
        object.__setattr__(scope, "session_id", session_id)
        return scope

    @property
    def named(self) -> bool:
        """Whether any of user, agent or session is set (``Scope()`` spans every scope)."""
        return (self.user_id, self.agent_id, self.session_id) != (None, None, None)

    def contains(self, other: Scope) -> bool:
        """Whether a memory of scope ``other`` lies in this scope: every id set here is the
        same there (an id left ``None`` here does not constrain)."""
        return all(
            mine is None or mine == theirs
            for mine, theirs in (
                (self.user_id, other.user_id),
                (self.agent_id, other.agent_id),
                (self.session_id, other.session_id),
            )
        )


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What memvault itself learnt about a memory, kept apart from the user's ``metadata``
    (which may hold any keys, ``facts`` or ``source`` included, without changing behaviour).

    A fact ``remember`` extracted: its ``subject``, ``attribute`` and ``value`` (``"user"``,
    ``"city"``, ``"Berlin"``), whether it is ``negated`` or one value of a ``multi_valued``
    attribute, the ``entities`` it names, the statement it came from (``source``) and the
    session it was said in (``session_id``). A message ``remember`` stored: the ids of the
    facts learnt from it (``learned``), so that search can leave it out once all of them are
    superseded. An alias ``add_alias`` stored: the ``alias`` and the ``entity`` it names.
    """

    subject: str | None = None
    attribute: str | None = None
    value: str | None = None
    negated: bool = False
    multi_valued: bool = False
    entities: tuple[str, ...] = ()
    source: str | None = None
    session_id: str | None = None
    learned: tuple[str, ...] = ()
    alias: str | None = None
    entity: str | None = None

    def __post_init__(self) -> None:
        for name in ("subject", "attribute", "value", "source", "session_id", "alias", "entity"):
            _validate.optional_text(f"knowledge.{name}", getattr(self, name))
        for name in ("negated", "multi_valued"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidInput(f"knowledge.{name}", "must be true or false")
        for name in ("entities", "learned"):
            values = getattr(self, name)
            if isinstance(values, str) or not isinstance(values, Sequence):
                raise InvalidInput(f"knowledge.{name}", "must be a list of texts")
            for i, value in enumerate(values):
                _validate.text(f"knowledge.{name}[{i}]", value)
            object.__setattr__(self, name, tuple(values))

    def to_dict(self) -> dict[str, JSON]:
        """The fields that differ from their defaults, as JSON (lists for the tuples)."""
        out: dict[str, JSON] = {}
        for name in _KNOWLEDGE:
            value = getattr(self, name)
            if value != _KNOWLEDGE_DEFAULTS[name]:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: object) -> Knowledge:
        """The inverse of ``to_dict``; ``InvalidInput`` names the field that is wrong."""
        if not isinstance(data, Mapping):
            raise InvalidInput("knowledge", "must be an object")
        _validate.known_fields("knowledge", data, _KNOWLEDGE)
        return cls(**{str(k): v for k, v in data.items()})


_KNOWLEDGE = (
    "subject", "attribute", "value", "negated", "multi_valued", "entities", "source",
    "session_id", "learned", "alias", "entity",
)  # fmt: skip
_KNOWLEDGE_DEFAULTS: dict[str, object] = {name: getattr(Knowledge(), name) for name in _KNOWLEDGE}


def _clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, the cut marked with an ellipsis."""
    return text if len(text) <= width else text[: width - 1] + "\u2026"


@dataclass(frozen=True, slots=True)
class MemoryEntry:
    """One long-term memory, as stored and as returned by a search.

    ``score`` is set on search hits only: higher-is-better in 0.0-1.0 (relative to the
    query's other candidates for hybrid search; see the docs on scores). It is ``None`` on a
    memory that was not ranked (``add``, ``get``, ``list``). ``occurred_at`` is when the
    remembered thing happened (defaults to ``created_at``, when it was recorded);
    ``importance`` is an optional weight in 0.0-1.0. New fields are added with defaults, so
    code that builds entries keeps working.

    Time: a fact is true from ``valid_from`` (its ``occurred_at``) until ``valid_to``, which
    is ``None`` while it is current and set when a newer fact with the same ``key`` (same
    scope) supersedes it; ``supersedes`` and ``superseded_by`` link the versions.
    ``recorded_at`` (``created_at``) is when memvault learnt it. A memory with ``expires_at``
    stops being returned by search from then on. ``knowledge`` is what memvault learnt about
    it (``Knowledge``), never mixed into ``metadata``.
    """

    content: str
    metadata: dict[str, JSON] = field(default_factory=dict)
    score: float | None = None
    id: str = field(default_factory=new_id)
    kind: Kind = "fact"
    scope: Scope = field(default_factory=Scope)
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime | None = None
    occurred_at: datetime | None = None
    importance: float | None = None
    key: str | None = None
    valid_to: datetime | None = None
    supersedes: str | None = None
    superseded_by: str | None = None
    expires_at: datetime | None = None
    knowledge: Knowledge | None = None
    explanation: Explanation | None = None

    @property
    def valid_from(self) -> datetime:
        """When the fact became true: ``occurred_at``."""
        assert self.occurred_at is not None
        return self.occurred_at

    @property
    def recorded_at(self) -> datetime:
        """When memvault stored it: ``created_at``."""
        return self.created_at

    @property
    def is_current(self) -> bool:
        """Not superseded (expiry is not considered: it depends on the clock)."""
        return self.valid_to is None

    def __post_init__(self) -> None:
        _validate.text("content", self.content)
        if self.kind not in KINDS:
            raise InvalidInput("kind", f"must be one of {', '.join(KINDS)}, not {self.kind!r}")
        if self.score is not None and (
            isinstance(self.score, bool) or not isinstance(self.score, int | float)
        ):
            raise InvalidInput("score", "must be a number or None")
        object.__setattr__(self, "metadata", _validate.json_object("metadata", self.metadata))
        created = _validate.timestamp("created_at", self.created_at)
        object.__setattr__(self, "created_at", created)
        updated = self.updated_at
        object.__setattr__(
            self,
            "updated_at",
            created if updated is None else _validate.timestamp("updated_at", updated),
        )
        occurred = self.occurred_at
        object.__setattr__(
            self,
            "occurred_at",
            created if occurred is None else _validate.timestamp("occurred_at", occurred),
        )
        if self.importance is not None:
            object.__setattr__(
                self, "importance", _validate.unit_interval("importance", self.importance)
            )
        _validate.optional_text("key", self.key)
        for name in ("valid_to", "expires_at"):
            value = getattr(self, name)
            if value is not None:
                object.__setattr__(self, name, _validate.timestamp(name, value))
        if self.key is not None and self.kind != "fact":
            raise InvalidInput("key", "only a fact can have a key (what it supersedes)")
        if self.knowledge is not None and not isinstance(self.knowledge, Knowledge):
            raise InvalidInput("knowledge", "must be a Knowledge or None")
        if not isinstance(self.explanation, Explanation | None):
            raise InvalidInput("explanation", "must be an Explanation or None")

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        """One line, under about 200 characters (the full repr ran to ~700): the id's
        first characters, kind, scope, the content cut at 48 characters, the key and
        ``valid_to`` when set, and the score of a search hit (``add``, ``get`` and ``list`` give
        ``None``: no ranking took place). ``to_dict()`` has every field."""
        scope = ", ".join(
            f"{name}={_clip(value, 20)!r}"
            for name, value in (
                ("user_id", self.scope.user_id),
                ("agent_id", self.scope.agent_id),
                ("session_id", self.scope.session_id),
            )
            if value is not None
        )
        shown = [f"id={self.id[:8]!r}", f"kind={self.kind!r}", scope or "all_scopes"]
        shown.append(f"content={_clip(self.content, 48)!r}")
        if self.key is not None:
            shown.append(f"key={_clip(self.key, 40)!r}")
        if self.valid_to is not None:
            shown.append(f"valid_to={self.valid_to.isoformat(timespec='minutes')[:16]}Z")
        if self.score is not None:
            shown.append(f"score={self.score:.3f}")
        return f"MemoryEntry({', '.join(shown)})"

    def to_dict(self) -> dict[str, JSON]:
        """Every field as JSON, in the words ``MemoryVault.add`` takes: the scope as
        ``user_id``, ``agent_id`` and ``session_id``, ``occurred_at`` as ``at``; times as
        ISO 8601 in UTC; ``knowledge`` as its ``to_dict()`` or null; ``explanation`` only on
        an explained hit. The one JSON form of a memory (the CLI's ``--json``, ``export``);
        ``from_dict`` reads it back equal."""
        scope = self.scope
        return {
            "id": self.id, "content": self.content, "kind": self.kind,
            "user_id": scope.user_id, "agent_id": scope.agent_id, "session_id": scope.session_id,
            "metadata": dict(self.metadata), "at": _iso(self.occurred_at),
            "importance": self.importance, "score": self.score,
            "created_at": _iso(self.created_at), "updated_at": _iso(self.updated_at),
            "key": self.key, "valid_to": _iso(self.valid_to), "supersedes": self.supersedes,
            "superseded_by": self.superseded_by, "expires_at": _iso(self.expires_at),
            "knowledge": None if self.knowledge is None else self.knowledge.to_dict(),
            **({} if self.explanation is None else {"explanation": self.explanation.to_dict()}),
        }  # fmt: skip

    @classmethod
    def from_dict(cls, data: object) -> MemoryEntry:
        """The inverse of ``to_dict``. Only ``content`` is required: a field that is missing
        or null takes its default, as in ``MemoryEntry(...)``. A wrong value or an unknown
        field raises ``InvalidInput`` naming it (by its name in the dict)."""
        if not isinstance(data, Mapping):
            raise InvalidInput("memory", f"must be an object, not {type(data).__name__}")
        _validate.known_fields("memory", data, _ENTRY_JSON)
        if data.get("content") is None:
            raise InvalidInput("content", "is missing")
        given = {str(k): v for k, v in data.items() if v is not None}
        for name in ("id", "supersedes", "superseded_by"):
            _validate.optional_text(name, given.get(name))
        for name in _ENTRY_TIMES.keys() & given.keys():
            given[name] = parse_time(name, given[name])
        scope = Scope(*(given.pop(name, None) for name in ("user_id", "agent_id", "session_id")))
        if "knowledge" in given:
            given["knowledge"] = Knowledge.from_dict(given["knowledge"])
        if "explanation" in given:
            given["explanation"] = Explanation.from_dict(given["explanation"])
        return cls(scope=scope, **{_ENTRY_TIMES.get(k, k): v for k, v in given.items()})

    def with_score(self, score: float, explanation: Explanation | None = None) -> MemoryEntry:
        """The same memory with another score and explanation (not validated again)."""
        if isinstance(score, bool) or not isinstance(score, int | float):
            raise InvalidInput("score", "must be a number")
        values = {name: getattr(self, name) for name in self.__dataclass_fields__}
        return MemoryEntry.trusted(**{**values, "score": float(score), "explanation": explanation})

    @classmethod
    def stored(
        cls,
        content: str,
        metadata: dict[str, JSON],
        id: str,
        kind: Kind,
        scope: Scope,
        created_at: datetime,
        updated_at: datetime,
        occurred_at: datetime,
        importance: float | None,
        key: str | None,
        valid_to: datetime | None,
        supersedes: str | None,
        superseded_by: str | None,
        expires_at: datetime | None,
        knowledge: Knowledge | None = None,
    ) -> MemoryEntry:
        """Every field of an entry a store read back, in order, not checked again: the
        fast path of ``trusted`` for the rows of a search (no score). Not for user input."""
        entry = object.__new__(cls)
        for name, value in zip(
            _STORED,
            (content, metadata, None, id, kind, scope, created_at, updated_at, occurred_at,
             importance, key, valid_to, supersedes, superseded_by, expires_at, knowledge, None),
            strict=True,
        ):  # fmt: skip
            object.__setattr__(entry, name, value)
        return entry

    @classmethod
    def trusted(cls, **fields: Any) -> MemoryEntry:
        """Build an entry from values a store wrote after validating them, without checking
        them again (reads are hot; writes were checked). Not for user input."""
        entry = object.__new__(cls)
        for name in cls.__dataclass_fields__:
            value = fields[name] if name in fields else _default(cls, name)
            object.__setattr__(entry, name, value)
        if entry.updated_at is None:
            object.__setattr__(entry, "updated_at", entry.created_at)
        if entry.occurred_at is None:
            object.__setattr__(entry, "occurred_at", entry.created_at)
        return entry


_STORED = (
    "content", "metadata", "score", "id", "kind", "scope", "created_at", "updated_at",
    "occurred_at", "importance", "key", "valid_to", "supersedes", "superseded_by", "expires_at",
    "knowledge", "explanation",
)  # fmt: skip
"""The fields of ``MemoryEntry``, in order (a test checks they are all of them)."""


_ENTRY_TIMES = {"at": "occurred_at", "created_at": "created_at", "updated_at": "updated_at",
                "valid_to": "valid_to", "expires_at": "expires_at"}  # fmt: skip
"""The times of ``MemoryEntry.to_dict``: its name for each, and the field's."""
_ENTRY_JSON = frozenset(
    {"id", "content", "kind", "user_id", "agent_id", "session_id", "metadata", "importance",
     "score", "key", "supersedes", "superseded_by", "knowledge", "explanation", *_ENTRY_TIMES}
)  # fmt: skip


def _iso(value: datetime | None) -> str | None:
    return None if value is None else value.astimezone(UTC).isoformat()


def _default(cls: type, name: str) -> Any:
    spec = cls.__dataclass_fields__[name]  # type: ignore[attr-defined]
    if spec.default_factory is not MISSING:
        return spec.default_factory()
    return spec.default


EventType = Literal["ADD", "UPDATE", "DELETE", "SUPERSEDE", "NOOP"]
"""``SUPERSEDE`` is recorded on a fact when a newer one with its key replaces it; ``NOOP`` is
only reported by ``remember`` (a fact already known), never stored."""


@dataclass(frozen=True, slots=True)
class MemoryEvent:
    """One change to one memory, as ``vault.events(id)`` returns it (oldest first).

    ``content`` and ``metadata`` are the memory's values after the change (before it, for a
    ``DELETE``). ``remember`` reports what it did with the same value, with a ``reason`` and
    the fact's ``knowledge`` (what was learnt: subject, attribute, value, source...;
    ``memory_id`` is ``""`` for a statement dropped before anything was stored). Events
    read back from a store's history carry no ``knowledge``.
    """

    memory_id: str
    event: EventType
    content: str
    metadata: dict[str, JSON]
    at: datetime
    reason: str | None = None
    knowledge: Knowledge | None = None

    __hash__ = None  # type: ignore[assignment]
