"""Facts the rules cannot read, found by structure and decided by meaning.

The rule table (``rule_table.py``) knows phrasings; people keep finding new ones ("Work
brought me to Lisbon", "My paycheck comes from Stripe"). For each clause of a statement in
which the rules found nothing, ``MeaningReader`` does three things:

1. **Values by structure** (``values.candidates``). What could be a value, by its kind: a favourite
   (the other side of "my favourite T", "my T of choice", "the T I like best", "no T beats
   ...", or of a bare "(it's) my favourite T" in the clause before; what the user drinks), a
   diet word ("vegan"), a vehicle (a make and its model: "Kia Niro"), an occupation (a
   phrase ending in an occupation noun: "dental hygienist"), or a proper name (a place or
   an organisation: "Lisbon", "Bank of America").
2. **The attribute by meaning** (``MeaningReader.read``). The clause, with the value
   replaced by ``X``, is embedded; its features (``features``) are that vector, its closest
   similarity to the example statements of each attribute (``PROTOTYPES``) and of statements
   that set no fact (``NONE``: visits, wishes, opinions, plans), the value's own meaning
   (``KINDS``: a place, an organisation, a person), what the structure already says
   (``Candidate.evidence``: ``sure`` when it names the attribute, "my favourite book is X";
   ``typed`` when the value's kind does, a diet, a car, an occupation; ``name`` for a proper
   name, which could be anything), whether the clause names a speaker (no I, me, my, we:
   "Officially a nurse!") and which attributes the value's kind allows. A linear head
   (``Head``, softmax over ``LABELS``) turns them into a probability for each attribute and
   for none; the likeliest allowed attribute is taken when it reaches its ``TAKE``. The head is
   fitted by ``bench/train_meaning.py`` on the seen phrasing sets and seen noise only
   (``meaning_head.json``); it replaced a hand-set rule (the closest example's similarity
   against thresholds and margins) that had been tuned on the same data.
3. **Endings.** "no longer" / "not ... anymore" turn the fact into a negated one, as for the
   rules.

It reads only what the rules would read (statements, not questions, quotations or
hearsay) and keeps their guards: hypotheticals and reported speech before the value (the
user's own "I said yes" is no hearsay), the past ("used to", "back in ..."), other people
("my sister ...", "Sam's ..."). It needs a model that places sentences by meaning:
``RuleExtractor`` uses it with the local model (``LocalEmbedder``), never with the hash
embedder. The examples were written from ``bench/knowledge.py``'s scenarios and the phrasing
sets A, D, E and S of ``bench/phrasing_sets.py``; the newest sets (``NEWEST``) and the unseen
noise, which the head never saw, measure how far it carries (docs/benchmarks.md, "Knowledge
that stays true").
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt

from memvault.core.protocols import Embedder
from memvault.errors import BackendUnavailable, InvalidInput
from memvault.policy.extraction.rule_table import Found
from memvault.policy.extraction.values import Candidate, candidates

__all__ = [
    "FEATURES",
    "KINDS",
    "LABELS",
    "NONE",
    "PROTOTYPES",
    "TAKE",
    "VECTOR",
    "Head",
    "MeaningReader",
    "features",
]

PROTOTYPES: dict[str, tuple[str, ...]] = {
    "city": (
        "I live in X.", "I moved to X.", "We relocated to X for my job.", "Home is X now.",
        "I'm based in X.", "We bought a house in X.", "My flat is in X.", "I've settled in X.",
        "I've been living in X for a while now.", "I rent a place in X.",
        "I'm an X resident.", "Life in X suits me.", "We made the move to X.",
        "I call X home these days.",
    ),
    "employer": (
        "I work at X.", "I joined X.", "I got a job at X.", "X hired me.",
        "I'm employed by X.", "My employer is X.", "I started at X on Monday.",
        "I accepted an offer from X.", "My first month at X went well.",
        "I'm on the sales team at X.", "I signed a contract with X.",
        "I've been with X for a year now.", "I work for X these days.",
    ),
    "job_title": (
        "I'm X.", "I work as X.", "I became X.", "My job title is X.", "I got promoted to X.",
        "I retrained as X.", "I'm employed as X.", "I make my living as X.",
        "By profession I'm X.", "I qualified as X.", "My role is X now.",
        "I've been X for years.", "I'm working as X these days.",
    ),
    "diet": (
        "I'm X now.", "I went X.", "I'm on X diet.", "I eat X.", "I've gone X.",
        "I follow X diet.", "I've been X for a year.", "I switched to X diet.",
        "Going X has been great.", "I stick to X food.", "I'm trying to eat X.",
    ),
    "car": (
        "I drive X.", "I bought X.", "My new car is X.", "I got X.", "I own X.",
        "My daily driver is X.", "I traded my old car for X.", "I've been driving X.",
        "My ride is X.", "I picked up X yesterday.", "I took delivery of X.",
        "Our family car is X.", "I get around in X these days.", "I commute in X.",
    ),
    "favourite": (
        "My favourite is X.", "X is my favourite.", "I love X most.", "X is the best.",
        "Nothing beats X.", "My go-to is X.", "I can't get enough of X.",
        "X is my all-time favourite.", "I'm obsessed with X.", "I prefer X to anything else.",
        "I usually drink X.", "I drink X every morning.", "X, it's the best there is.",
    ),
}  # fmt: skip
"""Example statements of each attribute, with the value as ``X`` (``favourite`` serves every
favourite thing); written from the scenario phrasings and sets A, D, E and S, never from the
newest set."""

KINDS: dict[str, tuple[str, ...]] = {
    "city": ("a city", "a town", "a place to live"),
    "employer": ("a company", "an organisation", "a business", "an employer", "a school",
                 "a hospital", "an institution"),
    "person": ("a person", "a first name", "a man", "a woman", "someone's name"),
}  # fmt: skip
"""What a proper name's own meaning says it is: a place, an organisation or a person ("Lisbon"
a place, "Stripe" a company, "Emma" someone): its closest similarity to each is one of the
head's features, so that "I'm Berlin-based now" names a city and "Emma called me" nothing."""
NONE: tuple[str, ...] = (
    "I visited X last summer.", "We went to X on holiday.", "I'm flying to X next week.",
    "I'd love to live in X someday.", "I might apply to X.", "I read an article about X.",
    "X is lovely this time of year.", "X makes great products.",
    "I had a meeting with X today.", "I saw an ad for X.",
    "I'm thinking about X.", "X is expensive.", "I met someone from X.", "I watched X.",
    "I'm tired of X.", "I'm going to X for a conference.", "I have an interview at X.",
    "Tell me about X.", "I'm reading about X.", "I called X about my bill.",
    "I ordered something from X.", "I'm considering X.", "X was on the news.",
    "I had lunch near X.", "My trip to X was fun.", "I don't know much about X.",
    "I rented X for the weekend.", "I test drove X.", "Book me a test drive of X.",
    "I tried X once.",
    "I cooked X for dinner.", "I'm learning about X.", "I waved at X.",
    "I'm really into X.", "I love X.", "I'm a big fan of X.", "I listen to X a lot.",
    "I've been watching X.", "I just finished reading X.", "I had dinner with X.",
    "X called me this morning.", "X texted me.", "X invited me to a party.", "X helped me move.",
    "Having a great time here in X.", "We're on holiday in X.", "Greetings from X!",
    "Our hotel in X has a pool.", "During our stay in X we were charged twice.",
    "I received an invoice from X.",
)  # fmt: skip
"""Statements with a value in them that set no fact of the user's."""


LABELS = ("city", "employer", "job_title", "diet", "car", "favourite", "none")
"""The head's classes: the attributes (``favourite`` for every favourite thing) and none."""
TAKE: dict[str, float] = {
    "city": 0.6, "employer": 0.6, "job_title": 0.8, "diet": 0.7, "car": 0.8, "favourite": 0.8,
}  # fmt: skip
"""The least probability the head must give an attribute (of those the candidate's kind allows,
the likeliest) for it to be taken, by attribute: chosen by leaving groups of seen sets out
(``bench/train_meaning.py --folds``), where a wrong fact costs four missed ones (the bars:
80 % caught, 95 % precise): most everyday mentions of a place, a company, an occupation or a
thing liked are not the user's own."""
HEAD = Path(__file__).with_name("meaning_head.json")
"""The head's weights, written by ``bench/train_meaning.py`` from the seen phrasing sets."""
VECTOR = 384
"""The width of the local model's vectors, the ones the head was fitted on."""
FEATURES = VECTOR + len(LABELS) + 3 + 2 + 4 + len(LABELS) - 1
"""A candidate's features (``features``): the masked clause's vector (``VECTOR`` wide), its
closest similarity to each label's examples, the value's to each of ``KINDS``, the best
allowed attribute's similarity and its lead over none, the evidence (sure, typed, name),
whether the clause names no speaker, and which attributes it allows."""


def _general(attribute: str) -> str:
    return "favourite" if attribute.startswith("favourite_") else attribute


def features(
    candidate: Candidate,
    masked: npt.NDArray[np.float32],
    similarity: npt.NDArray[np.float32],
    kinds: npt.NDArray[np.float32],
    labels: Sequence[str],
) -> npt.NDArray[np.float32]:
    """One candidate's features (see ``FEATURES``): ``masked`` is its masked clause's vector,
    ``similarity`` that vector's and ``kinds`` its value's similarities to the examples, whose
    labels are ``labels``."""
    best, kind = _best(similarity, labels), _best(kinds, labels)
    allowed = {_general(a) for a in candidate.attributes}
    top = max(best[a] for a in allowed)
    tail = [best[label] for label in LABELS]
    tail += [kind["kind:city"], kind["kind:employer"], kind["kind:person"], top, top - best["none"]]
    tail += [candidate.evidence == e for e in ("sure", "typed", "name")] + [candidate.unsaid]
    tail += [label in allowed for label in LABELS[:-1]]
    return np.concatenate([masked, np.asarray(tail, dtype=np.float32)]).astype(np.float32)


@dataclass(frozen=True)
class Head:
    """A linear layer and a softmax over ``LABELS``: what the candidate's features say it is."""

    weights: npt.NDArray[np.float32]  # (len(LABELS), FEATURES)
    bias: npt.NDArray[np.float32]  # (len(LABELS),)
    take: Mapping[str, float] = field(default_factory=lambda: dict(TAKE))
    """The least probability of each attribute for it to be taken (``TAKE``)."""

    @staticmethod
    @functools.cache
    def load(path: Path = HEAD) -> Head:
        """The weights at ``path`` (JSON: ``labels``, ``weights``, ``bias``); a file that is
        missing or does not fit this reader is a broken install (``BackendUnavailable``, not
        retryable), as a damaged model file is."""
        try:
            saved = json.loads(path.read_text(encoding="utf-8"))
            weights = np.asarray(saved["weights"], dtype=np.float32)
            bias = np.asarray(saved["bias"], dtype=np.float32)
            fits = tuple(saved["labels"]) == LABELS and weights.shape == (len(LABELS), FEATURES)
        except OSError as exc:
            message = f"{path} cannot be read: {exc.strerror}"
            raise BackendUnavailable(message, retryable=False) from exc
        except (ValueError, KeyError, TypeError) as exc:
            message = f"{path} is not a meaning head: {exc}"
            raise BackendUnavailable(message, retryable=False) from exc
        if not fits or bias.shape != (len(LABELS),):
            raise BackendUnavailable(f"{path} does not fit this reader", retryable=False)
        return Head(weights, bias)

    def probabilities(self, x: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        """Each row of ``x``'s probability of each label."""
        logits = x @ self.weights.T + self.bias
        odds = np.exp(logits - logits.max(axis=1, keepdims=True))
        probabilities: npt.NDArray[np.float32] = odds / odds.sum(axis=1, keepdims=True)
        return probabilities


# -- the attribute by meaning --------------------------------------------------------------


class MeaningReader:
    """Decides the candidates' attributes with ``embedder`` (see the module docstring)."""

    def __init__(self, embedder: Embedder, head: Head | None = None) -> None:
        if embedder.dim != VECTOR:
            problem = f"must give {VECTOR}-wide vectors, as the local model the meaning head was"
            raise InvalidInput("embedder", f"{problem} fitted on does (not {embedder.dim})")
        self.embedder = embedder
        self.head = Head.load() if head is None else head
        self._examples: tuple[npt.NDArray[np.float32], list[str]] | None = None

    async def _prototypes(self) -> tuple[npt.NDArray[np.float32], list[str]]:
        if self._examples is None:
            labels = [a for a, texts in PROTOTYPES.items() for _ in texts] + ["none"] * len(NONE)
            labels += [f"kind:{k}" for k, texts in KINDS.items() for _ in texts]
            texts = [t for texts in PROTOTYPES.values() for t in texts] + list(NONE)
            texts += [t for texts in KINDS.values() for t in texts]
            self._examples = (await self.embedder.embed(texts), labels)
        return self._examples

    async def scored(
        self, clauses: Sequence[tuple[str, str]]
    ) -> tuple[list[list[Candidate]], npt.NDArray[np.float32]]:
        """The candidates of each (clause, the clause before it in its sentence), and the
        features of each, in order, one row a candidate."""
        found = [candidates(c, before) for c, before in clauses]
        flat = [c for cs in found for c in cs]
        if not flat:
            return found, np.zeros((0, FEATURES), dtype=np.float32)
        examples, labels = await self._prototypes()
        vectors = await self.embedder.embed([c.masked for c in flat] + [c.value for c in flat])
        similarity = vectors[: len(flat)] @ examples.T
        kinds = vectors[len(flat) :] @ examples.T
        rows = [
            features(c, vectors[i], similarity[i], kinds[i], labels) for i, c in enumerate(flat)
        ]
        return found, np.stack(rows)

    async def read(self, clauses: Sequence[tuple[str, str]]) -> list[tuple[list[Found], list[str]]]:
        """The facts of each (clause, the clause before it in its sentence), at most one a
        clause and none where the head is not sure enough of any, with the proper names
        found in the clause whatever was decided of them (a favourite said away from its
        value may be one: ``referents``)."""
        found, x = await self.scored(clauses)
        probabilities = self.head.probabilities(x) if len(x) else x
        out: list[tuple[list[Found], list[str]]] = []
        row = 0
        for cs in found:
            facts = []
            for candidate, p in zip(cs, probabilities[row : row + len(cs)], strict=True):
                attribute = _decide(p, candidate, self.head.take)
                if attribute is not None:
                    facts.append(Found(attribute, candidate.value, candidate.negated))
            names = [c.value for c in cs if c.evidence == "name"]
            out.append((facts[:1], names))  # one fact a clause: the first one decided
            row += len(cs)
        return out


def _decide(
    probabilities: npt.NDArray[np.float32], candidate: Candidate, take: Mapping[str, float]
) -> str | None:
    """The allowed attribute the head finds likeliest, if at least its ``take`` likely."""
    scored = [(float(probabilities[LABELS.index(_general(a))]), a) for a in candidate.attributes]
    p, attribute = max(scored, key=lambda s: s[0])
    return attribute if p >= take[_general(attribute)] else None


def _best(similarity: npt.NDArray[np.float32], labels: Sequence[str]) -> dict[str, float]:
    """The closest similarity of each label's examples."""
    best: dict[str, float] = {}
    for score, label in zip(similarity.tolist(), labels, strict=True):
        best[label] = max(best.get(label, -1.0), score)
    return best
