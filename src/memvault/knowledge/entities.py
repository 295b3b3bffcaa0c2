"""Entities: the people, places and organisations facts mention, known under several names.

Name resolution is pure and separate from the container, so a store can reuse it:
``match_entity(name, known)`` returns the key of the entity ``name`` refers to, or ``None``
(a new entity, or too ambiguous to say). Without any model:

1. **Folding.** Names are compared after NFKC, case folding, dropping a possessive ``'s`` and
   punctuation, and collapsing whitespace: "Alice", "alice", " ALICE! " and "Alice's" are one.
   An exact folded match on any name or alias wins outright (if two entities share it, the
   name is ambiguous and ``None`` is returned).
2. **Token containment.** Corporate suffixes (inc, corp, ltd, llc, gmbh, plc, co) are set
   aside; if every word of the shorter name is a word of the longer one and each such word has
   at least 3 letters, the score is 0.9: "Alice" and "Alice Smith", "Dr. Alice Smith" and
   "Alice Smith", "Acme Inc" and "Acme Corp". "Al" is not contained in "Al Pacino" (too short
   to tell). Places pay for this: "York" joins a known "New York" (declare aliases, or keep
   places apart by key, where that matters).
3. **Character n-grams.** Otherwise the score is the Dice coefficient of the two folded
   names' character trigrams (padded), which forgives a typo in a long name
   ("Christopher Nolan" / "Christoper Nolan": 0.86) but not a different name ("Alice" /
   "Alicia Keys": 0.44, "Alice" / "Alicia": 0.62, "Jon" / "John": 0.44).

A name matches an entity when its best score over the entity's names reaches ``threshold``
(``DEFAULT_THRESHOLD`` = 0.8), unless the entity has a full name (two or more words) that
contradicts it, that is, shares a word with it but not the rest: "Alice Jones" does not join
the entity already known as "Alice Smith", even though both contain "Alice", while "Alice
Smith" joins "Alice" known also as "my sister" (no word in common, no contradiction). When
two entities score within 0.05 of each other ("Smith" with both "Alice Smith" and "Bob
Smith" known), the name is ambiguous and matches neither; use an explicit alias.

``EntityMemory`` keeps entities in memory: attributes, every alias, mention counts, first and
last seen. Its methods are synchronous because it does no I/O; the library is async where
something is awaited (stores, models), and a store-backed entity memory will be async and
reuse ``match_entity``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from memvault.core import validate as _validate
from memvault.core.text import fold
from memvault.core.types import JSON, new_id, utcnow
from memvault.errors import Conflict, InvalidInput, NotFound

__all__ = [
    "DEFAULT_THRESHOLD",
    "Entity",
    "EntityMemory",
    "fold_name",
    "match_entity",
    "name_similarity",
]

DEFAULT_THRESHOLD = 0.8
"""The least name similarity (0.0-1.0) at which a name joins a known entity."""
AMBIGUITY_MARGIN = 0.05
"""Two entities scoring within this of each other make a name ambiguous."""
CONTAINED_SCORE = 0.9
"""The score of a name whose words are all words of the other name."""

_SUFFIXES = frozenset({"inc", "corp", "corporation", "ltd", "llc", "gmbh", "plc", "co", "sa", "ag"})


def fold_name(name: str) -> str:
    """``name`` as compared: ``fold`` with the possessive dropped as well."""
    return fold(name, drop_possessive=True)


def _tokens(folded: str) -> frozenset[str]:
    words = folded.split()
    kept = [w for w in words if w not in _SUFFIXES]
    return frozenset(kept or words)


def _trigrams(folded: str) -> list[str]:
    padded = f"  {folded} "
    return [padded[i : i + 3] for i in range(len(padded) - 2)]


def _dice(a: str, b: str) -> float:
    ga, gb = _trigrams(a), _trigrams(b)
    pool = list(gb)
    shared = 0
    for gram in ga:
        if gram in pool:
            pool.remove(gram)
            shared += 1
    return 2 * shared / (len(ga) + len(gb))


def name_similarity(a: str, b: str) -> float:
    """How alike two names are, 0.0-1.0 (see the module docstring)."""
    fa, fb = fold_name(a), fold_name(b)
    if not fa or not fb:
        return 0.0
    if fa == fb:
        return 1.0
    ta, tb = _tokens(fa), _tokens(fb)
    shorter = ta if len(ta) <= len(tb) else tb
    if (ta <= tb or tb <= ta) and all(len(w) >= 3 for w in shorter):
        return max(CONTAINED_SCORE, _dice(fa, fb))
    return _dice(fa, fb)


def _contradicts(name: str, known: str, threshold: float) -> bool:
    """Two full names that share a word but not the rest ("Alice Jones" / "Alice Smith").

    Names with no word in common do not contradict: an alias such as "my sister" says
    nothing about "Alice Smith", the full name of the same person."""
    fa, fb = fold_name(name), fold_name(known)
    ta, tb = _tokens(fa), _tokens(fb)
    if len(ta) < 2 or len(tb) < 2 or ta <= tb or tb <= ta or not ta & tb:
        return False
    return _dice(fa, fb) < threshold


def match_entity(
    name: str, known: Mapping[str, Iterable[str]], *, threshold: float = DEFAULT_THRESHOLD
) -> str | None:
    """The key in ``known`` (entity key -> its names and aliases) that ``name`` refers to,
    or ``None`` for a new or ambiguous name."""
    folded = fold_name(_validate.text("name", name))
    threshold = _validate.unit_interval("threshold", threshold)
    names = {key: list(values) for key, values in known.items()}
    exact = [key for key, values in names.items() if folded in {fold_name(v) for v in values}]
    if exact:
        return exact[0] if len(exact) == 1 else None
    scored: list[tuple[float, str]] = []
    for key, values in names.items():
        if any(_contradicts(name, v, threshold) for v in values):
            continue
        score = max((name_similarity(name, v) for v in values), default=0.0)
        if score >= threshold:
            scored.append((score, key))
    if not scored:
        return None
    scored.sort(key=lambda pair: -pair[0])
    if len(scored) > 1 and scored[0][0] - scored[1][0] < AMBIGUITY_MARGIN:
        return None
    return scored[0][1]


@dataclass(frozen=True, slots=True)
class Entity:
    """One entity as ``EntityMemory`` knows it. ``aliases`` are its other names, in the order
    they were first seen or declared; ``attributes`` its current attributes."""

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    attributes: dict[str, JSON] = field(default_factory=dict)
    mentions: int = 0
    first_seen: datetime = field(default_factory=utcnow)
    last_seen: datetime = field(default_factory=utcnow)

    __hash__ = None  # type: ignore[assignment]  # attributes is a dict: equal, not hashable

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


@dataclass(slots=True)
class _Record:
    id: str
    name: str
    aliases: list[str]
    attributes: dict[str, JSON]
    mentions: int
    first_seen: datetime
    last_seen: datetime

    def freeze(self) -> Entity:
        return Entity(
            self.id,
            self.name,
            tuple(self.aliases),
            dict(self.attributes),
            self.mentions,
            self.first_seen,
            self.last_seen,
        )

    def knows(self, name: str) -> bool:
        folded = fold_name(name)
        return any(fold_name(n) == folded for n in (self.name, *self.aliases))

    def add_name(self, name: str) -> None:
        if not self.knows(name):
            self.aliases.append(name)


class EntityMemory:
    """Entities in memory, resolved by name without a model (see the module docstring).

    ``update_entity`` records a mention (creating the entity on first sight), ``get_entity``
    finds one by any of its names, ``add_alias`` and ``merge`` join names explicitly, and
    ``get_context`` renders what is known for a prompt. Times are timezone-aware UTC (naive
    ones are taken to be UTC); ``at`` defaults to now.
    """

    def __init__(self, *, threshold: float = DEFAULT_THRESHOLD) -> None:
        self.threshold = _validate.unit_interval("threshold", threshold)
        self._records: dict[str, _Record] = {}

    def __len__(self) -> int:
        return len(self._records)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.resolve(name) is not None

    def __repr__(self) -> str:
        return f"EntityMemory({len(self)} entities, threshold={self.threshold})"

    def resolve(self, name: str) -> str | None:
        """The id of the entity ``name`` refers to, or ``None``."""
        _name(name)
        known = {id: (r.name, *r.aliases) for id, r in self._records.items()}
        return match_entity(name, known, threshold=self.threshold)

    def update_entity(
        self,
        name: str,
        attributes: Mapping[str, JSON] | None = None,
        *,
        at: datetime | None = None,
    ) -> Entity:
        """Record one mention of ``name``: create the entity, or update the one it resolves
        to (new attribute values replace old ones; a new spelling becomes an alias)."""
        name = _name(name)
        attrs = _validate.json_object("attributes", attributes)
        when = utcnow() if at is None else _validate.timestamp("at", at)
        id = self.resolve(name)
        if id is None:
            record = _Record(new_id(), name, [], attrs, 1, when, when)
            self._records[record.id] = record
            return record.freeze()
        record = self._records[id]
        record.add_name(name)
        record.attributes.update(attrs)
        record.mentions += 1
        record.first_seen = min(record.first_seen, when)
        record.last_seen = max(record.last_seen, when)
        return record.freeze()

    def get_entity(self, name: str) -> Entity | None:
        """The entity ``name`` (or an alias of it) refers to, or ``None``."""
        id = self.resolve(name)
        return None if id is None else self._records[id].freeze()

    def entities(self) -> list[Entity]:
        """Every entity: most mentioned first, then most recently seen, then by name."""
        return [r.freeze() for r in self._ordered(self._records.values())]

    def add_alias(self, alias: str, name: str) -> Entity:
        """Make ``alias`` ("my manager") another name of the entity ``name`` refers to.

        ``NotFound`` if ``name`` is unknown; ``Conflict`` if ``alias`` already names another
        entity exactly (merge them instead).
        """
        alias = _name(alias, "alias")
        record = self._record(name)
        folded = fold_name(alias)
        for other in self._records.values():
            if other is not record and other.knows(alias):
                raise Conflict(
                    f"{alias!r} already names the entity {other.name!r}; merge the two instead"
                )
        if fold_name(record.name) != folded:
            record.add_name(alias)
        return record.freeze()

    def merge(self, keep: str, other: str) -> Entity:
        """Fold the entity ``other`` refers to into the one ``keep`` refers to.

        Every name of both is kept (``other``'s become aliases), mentions are added, first and
        last seen widened; on an attribute both have, ``keep``'s value stays. ``NotFound`` if
        either name is unknown. Merging an entity with itself changes nothing.
        """
        target, source = self._record(keep), self._record(other)
        if target is source:
            return target.freeze()
        for alias in (source.name, *source.aliases):
            target.add_name(alias)
        target.attributes = {**source.attributes, **target.attributes}
        target.mentions += source.mentions
        target.first_seen = min(target.first_seen, source.first_seen)
        target.last_seen = max(target.last_seen, source.last_seen)
        del self._records[source.id]
        return target.freeze()

    def get_context(self, relevant_entities: Sequence[str] | None = None) -> str:
        """What is known about the entities, one line each, for a prompt.

        ``relevant_entities`` names the ones wanted, in that order (names that resolve to
        nothing are left out); ``None`` means all, most mentioned first. An empty memory or
        no match gives ``""``.
        """
        if relevant_entities is None:
            records = self._ordered(self._records.values())
        else:
            if isinstance(relevant_entities, str) or not isinstance(relevant_entities, Sequence):
                raise InvalidInput("relevant_entities", "must be a sequence of names or None")
            ids = [self.resolve(n) for n in relevant_entities]
            records = [self._records[id] for id in dict.fromkeys(ids) if id is not None]
        if not records:
            return ""
        return "Known entities:\n" + "\n".join(_line(r) for r in records)

    def _record(self, name: str) -> _Record:
        id = self.resolve(name)
        if id is None:
            raise NotFound(f"no entity is known as {name!r}")
        return self._records[id]

    @staticmethod
    def _ordered(records: Iterable[_Record]) -> list[_Record]:
        by_name = sorted(records, key=lambda r: fold_name(r.name))
        return sorted(by_name, key=lambda r: (-r.mentions, -r.last_seen.timestamp()))


def _name(value: object, field_name: str = "name") -> str:
    name = " ".join(_validate.text(field_name, value).split())
    if not fold_name(name):
        raise InvalidInput(field_name, f"{name!r} has no letters or digits")
    return name


def _line(record: _Record) -> str:
    head = f"- {record.name}"
    if record.aliases:
        head += f" (also: {', '.join(record.aliases)})"
    attributes = "; ".join(
        f"{key}: {value if isinstance(value, str) else json.dumps(value)}"
        for key, value in record.attributes.items()
    )
    times = "time" if record.mentions == 1 else "times"
    seen = (
        f"mentioned {record.mentions} {times}, first {record.first_seen.date().isoformat()},"
        f" last {record.last_seen.date().isoformat()}"
    )
    return f"{head}: {attributes}; {seen}" if attributes else f"{head}: {seen}"
