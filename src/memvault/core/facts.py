"""The values that flow from extraction to resolution: candidate facts, current facts and
the decision taken for each candidate.

Contracts:

* ``subject`` is who or what a fact is about; ``"user"`` is the person the conversation is
  with. ``attribute`` is a canonical, lowercase ``snake_case`` name (``city``, ``employer``,
  ``favourite_colour``); two facts with the same subject and attribute are about the same
  thing, so a new value of a single-valued attribute supersedes the old one.
* A ``negated`` fact says the attribute no longer holds ``value`` ("I no longer live in
  Paris"); it is knowledge in its own right and supersedes the positive fact it contradicts.
* Timestamps are timezone-aware UTC; a naive ``datetime`` is taken to be UTC (as everywhere in
  memvault).
* Nothing here deletes anything: a ``Decision`` says what to add, rewrite, close or ignore.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, get_args

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.core.text import fold
from memvault.errors import InvalidInput

__all__ = [
    "Action",
    "CandidateFact",
    "CurrentFact",
    "Decision",
    "attribute_name",
    "fact_key",
    "fold",
]

Action = Literal["ADD", "UPDATE", "SUPERSEDE", "NOOP"]
ACTIONS: tuple[str, ...] = get_args(Action)

_ATTRIBUTE = re.compile(r"[a-z][a-z0-9_]*")


def attribute_name(name: object, *, field_name: str = "attribute") -> str:
    """The canonical form of an attribute name: ``"Favorite Color"`` -> ``favourite_color``.

    Lowercase ``snake_case`` words; the American ``favorite`` and ``color`` are spelt
    ``favourite`` and ``colour`` so that both spellings name one attribute. Anything that
    does not fold to letters, digits and underscores (starting with a letter) raises
    ``InvalidInput``.
    """
    raw = _validate.text(field_name, name)
    canonical = "_".join(fold(raw).split()).replace("favorite", "favourite")
    canonical = re.sub(r"(?<![a-z])colou?r(?![a-z])", "colour", canonical.replace("_", " "))
    canonical = canonical.replace(" ", "_")
    if not _ATTRIBUTE.fullmatch(canonical):
        raise InvalidInput(field_name, f"{raw!r} is not an attribute name (letters, digits, _)")
    return canonical


def fact_key(
    subject: str, attribute: str | None, value: str | None = None, *, multi_valued: bool = False
) -> str | None:
    """The key a fact is stored under, its supersession slot: ``"<folded subject>.<attribute>"``
    (``"user.city"``); for one value of a multi-valued attribute, the value too
    (``"user.likes=sushi"``), so that a new value stands beside the others; ``None`` for a
    fact that names no attribute."""
    if attribute is None:
        return None
    key = f"{fold(subject)}.{attribute_name(attribute)}"
    if multi_valued and value is not None:
        return f"{key}={fold(value)}"
    return key


def _check_statement(fact: CandidateFact | CurrentFact) -> None:
    """Check and normalise what both kinds of fact state: content, subject, attribute, value."""
    _validate.text("content", fact.content)
    object.__setattr__(fact, "subject", _subject(fact.subject))
    if (fact.attribute is None) != (fact.value is None):
        raise InvalidInput("attribute", "attribute and value are given together or not at all")
    if fact.attribute is not None:
        object.__setattr__(fact, "attribute", attribute_name(fact.attribute))
        object.__setattr__(fact, "value", _validate.text("value", fact.value).strip())


def _subject(value: object) -> str:
    subject = " ".join(_validate.text("subject", value).split())
    return "user" if fold(subject) in ("user", "the user") else subject


@dataclass(frozen=True, slots=True)
class CandidateFact:
    """A fact an extractor found in what was said, before it is compared with what is known.

    ``content`` is the fact as one sentence ("User lives in Lisbon"). ``attribute`` and
    ``value`` are ``None`` together for a free-form fact that names no attribute (only its
    text can then be compared). ``multi_valued`` attributes (``likes``, ``sister``,
    ``language``) hold several values at once: a new value is added beside the old ones
    instead of superseding them. ``entities`` are the names the fact mentions.
    ``importance`` is a weight in 0.0-1.0. ``valid_from`` is when the fact became true, if
    known (the time of the message it came from, or a date the text states). ``source`` is
    the text it was extracted from, kept as provenance.
    """

    content: str
    subject: str = "user"
    attribute: str | None = None
    value: str | None = None
    entities: tuple[str, ...] = ()
    importance: float = 0.5
    valid_from: datetime | None = None
    negated: bool = False
    multi_valued: bool = False
    source: str | None = None

    def __post_init__(self) -> None:
        _check_statement(self)
        if isinstance(self.entities, str) or not isinstance(self.entities, Sequence):
            raise InvalidInput("entities", "must be a sequence of names")
        names = [_validate.text(f"entities[{i}]", e).strip() for i, e in enumerate(self.entities)]
        object.__setattr__(self, "entities", tuple(dict.fromkeys(names)))
        object.__setattr__(
            self, "importance", _validate.unit_interval("importance", self.importance)
        )
        if self.valid_from is not None:
            object.__setattr__(
                self, "valid_from", _validate.timestamp("valid_from", self.valid_from)
            )
        for flag in ("negated", "multi_valued"):
            if not isinstance(getattr(self, flag), bool):
                raise InvalidInput(flag, "must be True or False")
        if self.negated and self.attribute is None:
            raise InvalidInput("negated", "a negated fact must name its attribute and value")
        _validate.optional_text("source", self.source)

    @property
    def key(self) -> str | None:
        """The key it is stored under (``fact_key``): ``"user.city"``, what a newer value of
        a single-valued attribute supersedes (``vault.add(..., key=...)``);
        ``"user.likes=sushi"`` for a value of a multi-valued one; ``None`` if free-form."""
        return fact_key(self.subject, self.attribute, self.value, multi_valued=self.multi_valued)


@dataclass(frozen=True, slots=True, eq=False)
class CurrentFact:
    """A fact already stored and still true (its ``valid_to`` is not set), as a resolver sees it.

    ``embedding`` is the stored vector, if the caller has it: a 1-D float array, compared by
    cosine similarity with the candidate's. Equality is by ``id``.
    """

    id: str
    content: str
    subject: str = "user"
    attribute: str | None = None
    value: str | None = None
    valid_from: datetime | None = None
    multi_valued: bool = False
    negated: bool = False
    embedding: npt.NDArray[np.float32] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        _validate.text("id", self.id)
        _check_statement(self)
        if self.valid_from is not None:
            object.__setattr__(
                self, "valid_from", _validate.timestamp("valid_from", self.valid_from)
            )
        if self.embedding is not None:
            vector = np.asarray(self.embedding, dtype=np.float32)
            if vector.ndim != 1 or not vector.size or not np.isfinite(vector).all():
                raise InvalidInput("embedding", "must be a non-empty 1-D array of finite numbers")
            object.__setattr__(self, "embedding", vector)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CurrentFact) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    @property
    def key(self) -> str | None:
        """As ``CandidateFact.key``: ``"user.city"``, or ``None`` if free-form."""
        return fact_key(self.subject, self.attribute, self.value, multi_valued=self.multi_valued)


@dataclass(frozen=True, slots=True)
class Decision:
    """What to do with one candidate, and why.

    * ``ADD``: store the candidate as a new current fact.
    * ``UPDATE``: the candidate is the fact ``target_ids[0]`` in better words or with more
      detail: rewrite that fact's content (it stays the same fact, with its history).
    * ``SUPERSEDE``: the candidate is a new value of the facts in ``target_ids`` (usually one):
      store it, and close each target (``valid_to`` = the candidate's ``valid_from``), linked
      to it. Nothing is deleted.
    * ``NOOP``: nothing to write; ``target_ids`` names the fact that already says it, if any.

    ``target_index`` instead names an earlier candidate of the same batch (its position), for
    a fact said twice, or changed twice, within one batch; the caller maps it to the id it
    stored that candidate under.
    """

    action: Action
    candidate: CandidateFact
    reason: str
    target_ids: tuple[str, ...] = ()
    target_index: int | None = None

    def __post_init__(self) -> None:
        if self.action not in ACTIONS:
            raise InvalidInput("action", f"must be one of {', '.join(ACTIONS)}")
        _validate.text("reason", self.reason)
        if self.action in ("UPDATE", "SUPERSEDE") and not (self.target_ids or self.has_index):
            raise InvalidInput("target_ids", f"{self.action} needs a target")
        if self.target_ids and self.has_index:
            raise InvalidInput("target_index", "name an existing fact or a candidate, not both")
        if self.action == "UPDATE" and len(self.target_ids) > 1:
            raise InvalidInput("target_ids", "UPDATE rewrites one fact")

    @property
    def has_index(self) -> bool:
        return self.target_index is not None

    @property
    def target_id(self) -> str | None:
        """The first (for UPDATE and NOOP: the only) existing fact this decision names."""
        return self.target_ids[0] if self.target_ids else None
