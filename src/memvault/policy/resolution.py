"""How a candidate fact relates to what is already known: pure, deterministic policy.

``resolve(candidates, current)`` returns one ``Decision`` per candidate, in order. The rules,
for a candidate with an attribute (``subject`` and ``attribute`` compared after folding):

1. A current fact with the same subject, attribute, value and polarity already says it:
   ``UPDATE`` it if the candidate's words include all of its words and more (more detail),
   else ``NOOP``.
2. A negated candidate ("no longer lives in Paris") ``SUPERSEDE``\\ s the positive fact with
   that value. If the attribute holds another value now, it is ``NOOP`` (the ending is already
   implied); if nothing is known about the attribute, it is ``ADD``\\ ed.
3. A new value of a single-valued attribute ``SUPERSEDE``\\ s every current fact of that subject
   and attribute (normally one; several after concurrent writes, which this heals). A
   candidate whose ``valid_from`` is older than the current fact's is ``ADD``\\ ed with its key:
   a statement older than what is known takes its place in the past (the timeline closes it
   when the current value begins) and changes nothing now; so does an older negation.
4. A new value of a multi-valued attribute (``likes``, ``sister``) is ``ADD``\\ ed beside the
   others; it supersedes only a negation of the same value ("no longer likes sushi").
5. Otherwise, and for free-form candidates (no attribute), the text decides, against the
   current facts of the same subject: ``UPDATE`` a fact the candidate adds detail to (all of its
   words and more, and similar enough), ``NOOP`` for a near-duplicate, else ``ADD``.

Similarity, with the thresholds of ``ResolutionPolicy``:

* text: token-set (Jaccard) similarity of the folded words (NFKC, case folded, punctuation
  dropped): shared words / all words. ``duplicate_text`` = 0.85 makes "User lives in Lisbon"
  and "user lives in lisbon!" duplicates but not "User lives in Lisbon, Portugal" (0.8);
  ``update_text`` = 0.5 is the least a more detailed rewording must share.
* embeddings (when the caller passes the candidates' ``vectors`` and the current facts carry
  an ``embedding``): cosine similarity; ``duplicate_cosine`` = 0.95, ``update_cosine`` = 0.85.
  Either measure reaching its threshold is enough.

Within one batch, candidates are taken in order and each sees the earlier ones as known, so a
fact said twice is one fact (the second ``NOOP``, ``target_index`` naming the first) and a
contradiction is resolved in favour of the later statement:

* if both have a ``valid_from`` and the later one's is strictly later, both are kept: the
  earlier is stored and then superseded by the later one (``SUPERSEDE`` with
  ``target_index``), so history shows the short-lived value;
* otherwise (same message, or no times) the earlier one is dropped: its decision becomes
  ``NOOP`` ("contradicted later in the same batch"), nothing of it is stored, and the later
  candidate takes over what it would have superseded.

A superseded fact is not current, so it is never passed in again; superseding its successor
continues the chain. No decision deletes anything.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.core.facts import Action, CandidateFact, CurrentFact, Decision, fold
from memvault.core.protocols import Vectors
from memvault.errors import InvalidInput

__all__ = [
    "DEFAULT_POLICY",
    "ResolutionPolicy",
    "RuleResolver",
    "decision_targets",
    "resolve",
    "text_similarity",
]


@dataclass(frozen=True, slots=True)
class ResolutionPolicy:
    """The similarity thresholds of ``resolve`` (see the module docstring)."""

    duplicate_text: float = 0.85
    duplicate_cosine: float = 0.95
    update_text: float = 0.5
    update_cosine: float = 0.85

    def __post_init__(self) -> None:
        for name in ("duplicate_text", "duplicate_cosine", "update_text", "update_cosine"):
            _validate.unit_interval(name, getattr(self, name))


DEFAULT_POLICY = ResolutionPolicy()


class RuleResolver:
    """The deterministic default ``Resolver``: :func:`resolve` with a policy. Async only to
    satisfy the protocol; it does no I/O."""

    def __init__(self, policy: ResolutionPolicy = DEFAULT_POLICY) -> None:
        if not isinstance(policy, ResolutionPolicy):
            raise InvalidInput("policy", "must be a ResolutionPolicy")
        self.policy = policy

    async def resolve(
        self,
        candidates: Sequence[CandidateFact],
        current: Sequence[CurrentFact],
        *,
        vectors: Vectors | None = None,
    ) -> list[Decision]:
        return resolve(candidates, current, vectors=vectors, policy=self.policy)

    def __repr__(self) -> str:
        return f"RuleResolver({self.policy!r})"


def decision_targets(decision: Decision, made: Mapping[int, str]) -> tuple[str, ...]:
    """The ids of the facts a decision acts on, for whoever carries decisions out (the
    vault's ``remember``, the buffer's fact block): the facts it names, or the fact made
    for the earlier candidate it names by position (``made``: candidate index -> the id of
    the fact made for it; nothing if none was)."""
    if decision.target_index is None:
        return decision.target_ids
    made_id = made.get(decision.target_index)
    return () if made_id is None else (made_id,)


def text_similarity(a: str, b: str) -> float:
    """Token-set (Jaccard) similarity of two texts' folded words, 0.0-1.0."""
    return _jaccard(_tokens(a), _tokens(b))


def resolve(
    candidates: Sequence[CandidateFact],
    current: Sequence[CurrentFact],
    *,
    vectors: Vectors | None = None,
    policy: ResolutionPolicy = DEFAULT_POLICY,
) -> list[Decision]:
    """One decision per candidate, in order (see the module docstring for the rules)."""
    _check(candidates, current, vectors)
    known = [_known_fact(fact) for fact in current]
    decisions: list[Decision] = []
    for index, candidate in enumerate(candidates):
        vector = None if vectors is None else _unit(np.asarray(vectors[index], dtype=np.float32))
        decision = _decide(index, candidate, vector, known, policy)
        decision = _settle_batch(decision, decisions, known)
        decisions.append(decision)
        _apply(decision, index, vector, known)
    return decisions


# -- what is known, as the resolver tracks it --------------------------------------------


@dataclass(slots=True)
class _Known:
    ref: str | int  # a current fact's id, or the index of a candidate of this batch
    subject: str
    attribute: str | None
    value: str | None
    negated: bool
    tokens: frozenset[str]
    valid_from: datetime | None
    vector: npt.NDArray[np.float32] | None = field(repr=False)

    @property
    def label(self) -> str:
        return f"fact {self.ref}" if isinstance(self.ref, str) else f"candidate #{self.ref}"


def _tokens(text: str) -> frozenset[str]:
    return frozenset(fold(text).split())


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def _value_key(value: str | None) -> str | None:
    return None if value is None else re.sub(r"^(?:a|an|the) ", "", fold(value))


def _unit(vector: npt.NDArray[np.float32]) -> npt.NDArray[np.float32] | None:
    if vector.ndim != 1 or not vector.size or not np.isfinite(vector).all():
        raise InvalidInput("vectors", "each must be a non-empty 1-D array of finite numbers")
    norm = float(np.linalg.norm(vector))
    return vector / norm if norm else None


def _known_fact(fact: CurrentFact) -> _Known:
    vector = None if fact.embedding is None else _unit(fact.embedding)
    return _Known(
        ref=fact.id,
        subject=fold(fact.subject),
        attribute=fact.attribute,
        value=_value_key(fact.value),
        negated=fact.negated,
        tokens=_tokens(fact.content),
        valid_from=fact.valid_from,
        vector=vector,
    )


def _known_candidate(
    index: int, c: CandidateFact, vector: npt.NDArray[np.float32] | None
) -> _Known:
    return _Known(
        ref=index,
        subject=fold(c.subject),
        attribute=c.attribute,
        value=_value_key(c.value),
        negated=c.negated,
        tokens=_tokens(c.content),
        valid_from=c.valid_from,
        vector=vector,
    )


def _check_items(name: str, items: object, kind: type) -> None:
    if isinstance(items, str) or not isinstance(items, Sequence):
        raise InvalidInput(name, f"must be a sequence of {kind.__name__}")
    for i, item in enumerate(items):
        if not isinstance(item, kind):
            raise InvalidInput(f"{name}[{i}]", f"must be a {kind.__name__}")


def _check(
    candidates: Sequence[CandidateFact],
    current: Sequence[CurrentFact],
    vectors: Vectors | None,
) -> None:
    for name, items, kind in (
        ("candidates", candidates, CandidateFact),
        ("current", current, CurrentFact),
    ):
        if isinstance(items, str) or not isinstance(items, Sequence):
            raise InvalidInput(name, f"must be a sequence of {kind.__name__}")
        for i, item in enumerate(items):
            if not isinstance(item, kind):
                raise InvalidInput(f"{name}[{i}]", f"must be a {kind.__name__}")
    ids = [fact.id for fact in current]
    if len(set(ids)) != len(ids):
        raise InvalidInput("current", "holds the same id twice")
    if vectors is not None and len(vectors) != len(candidates):
        raise InvalidInput("vectors", f"{len(vectors)} vectors for {len(candidates)} candidates")


# -- the decision for one candidate -----------------------------------------------------


def _decide(
    index: int,
    c: CandidateFact,
    vector: npt.NDArray[np.float32] | None,
    known: list[_Known],
    policy: ResolutionPolicy,
) -> Decision:
    subject = fold(c.subject)
    if c.attribute is None:
        return _by_text(c, vector, [k for k in known if k.subject == subject], policy)
    what = f"{c.subject} {c.attribute.replace('_', ' ')}"
    group = [k for k in known if k.subject == subject and k.attribute == c.attribute]
    value = _value_key(c.value)
    same = [k for k in group if k.value == value]
    if same_polarity := [k for k in same if k.negated == c.negated]:
        target = same_polarity[-1]
        if target.tokens < _tokens(c.content):
            return _decision("UPDATE", c, f"more detail on the same {what}", target)
        return _decision("NOOP", c, f"already known: same {what} as {target.label}", target)
    if c.negated:
        if ended := [k for k in same if not k.negated]:
            if _before(c, ended):
                return _decision("ADD", c, _in_the_past(what, ended))
            return _decision("SUPERSEDE", c, f"{what} is no longer {c.value}", *ended)
        if group and not c.multi_valued:
            return _decision("NOOP", c, f"{what} is already another value", group[-1])
        return _decision("ADD", c, f"nothing current about this {what} value")
    if c.multi_valued:
        if negations := [k for k in same if k.negated]:
            return _decision("SUPERSEDE", c, f"{what} holds {c.value} again", *negations)
        return _decision("ADD", c, f"another value of the multi-valued {what}")
    if group:
        if _before(c, group):
            return _decision("ADD", c, _in_the_past(what, group))
        return _decision("SUPERSEDE", c, f"new value of {what}: {c.value}", *reversed(group))
    return _by_text(c, vector, [k for k in known if k.subject == subject], policy)


def _newest_time(group: list[_Known]) -> datetime | None:
    return max((k.valid_from for k in group if k.valid_from is not None), default=None)


def _before(c: CandidateFact, group: list[_Known]) -> bool:
    """Whether ``c`` became true before the newest of ``group``: a late statement about
    the past, which takes its place in the past instead of changing what is true now."""
    newest = _newest_time(group)
    return c.valid_from is not None and newest is not None and c.valid_from < newest


def _in_the_past(what: str, group: list[_Known]) -> str:
    newest = _newest_time(group)
    assert newest is not None
    return f"older than the current {what} (valid from {newest.isoformat()}): kept as its past"


def _by_text(
    c: CandidateFact,
    vector: npt.NDArray[np.float32] | None,
    pool: list[_Known],
    policy: ResolutionPolicy,
) -> Decision:
    tokens = _tokens(c.content)
    best: tuple[float, float, _Known] | None = None
    for k in pool:
        text = _jaccard(tokens, k.tokens)
        cosine = 0.0
        if vector is not None and k.vector is not None:
            if vector.shape != k.vector.shape:
                raise InvalidInput("vectors", "candidate and current embeddings differ in size")
            cosine = float(vector @ k.vector)
        comparable = k.attribute is None or k.attribute == c.attribute
        if (
            comparable
            and k.tokens < tokens
            and (text >= policy.update_text or cosine >= policy.update_cosine)
        ):
            return _decision("UPDATE", c, f"more detail on {k.label} (text {text:.2f})", k)
        duplicate = text >= policy.duplicate_text or cosine >= policy.duplicate_cosine
        if duplicate and (best is None or max(text, cosine) > max(best[0], best[1])):
            best = (text, cosine, k)
    if best is not None:
        text, cosine, k = best
        return _decision(
            "NOOP", c, f"near-duplicate of {k.label} (text {text:.2f}, cosine {cosine:.2f})", k
        )
    return _decision("ADD", c, "nothing known says this")


def _decision(action: Action, c: CandidateFact, reason: str, *targets: _Known) -> Decision:
    ids = tuple(t.ref for t in targets if isinstance(t.ref, str))
    indexes = [t.ref for t in targets if isinstance(t.ref, int)]
    if ids:
        return Decision(action, c, reason, target_ids=ids)
    return Decision(action, c, reason, target_index=indexes[-1] if indexes else None)


# -- one batch ---------------------------------------------------------------------------


def _settle_batch(decision: Decision, decisions: list[Decision], known: list[_Known]) -> Decision:
    """A candidate that supersedes an earlier candidate of the batch: chain or drop it."""
    if decision.action != "SUPERSEDE" or decision.target_index is None:
        return decision
    earlier_index = decision.target_index
    earlier = decisions[earlier_index]
    before, after = earlier.candidate.valid_from, decision.candidate.valid_from
    if before is not None and after is not None and before < after:
        return decision  # both stored: the earlier one closes when the later one starts
    dropped = f"contradicted later in the same batch by candidate #{len(decisions)}"
    for i, other in enumerate(decisions):  # the earlier one, and repeats of it
        if i == earlier_index or other.target_index == earlier_index:
            decisions[i] = Decision("NOOP", other.candidate, dropped)
    known[:] = [k for k in known if k.ref != earlier_index]
    if earlier.action == "ADD":
        return replace(decision, action="ADD", target_index=None)
    return replace(decision, target_ids=earlier.target_ids, target_index=earlier.target_index)


def _apply(
    decision: Decision, index: int, vector: npt.NDArray[np.float32] | None, known: list[_Known]
) -> None:
    """What is known after ``decision``."""
    if decision.action == "NOOP":
        return
    if decision.action == "UPDATE":
        target = decision.target_id if decision.target_id is not None else decision.target_index
        for k in known:
            if k.ref == target:
                k.tokens = _tokens(decision.candidate.content)
        return
    if decision.action == "SUPERSEDE":
        gone = set(decision.target_ids) | {decision.target_index}
        known[:] = [k for k in known if k.ref not in gone]
    known.append(_known_candidate(index, decision.candidate, vector))
