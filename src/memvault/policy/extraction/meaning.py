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
   replaced by ``X``, is embedded and compared with example statements of each attribute
   the value's kind allows (``PROTOTYPES``) and of statements that set no fact (``NONE``:
   visits, wishes, opinions, plans). How much evidence is asked for depends on how much the
   structure already says (``Candidate.evidence``):

   * ``sure``: the structure names the attribute ("my favourite book is X"): taken;
   * ``typed``: the value's kind does (a diet, a car, an occupation): taken unless a no-fact
     example is closer by more than ``MARGIN``;
   * ``name``: a proper name could be anything: the closest example of city or employer
     must reach ``THRESHOLD`` and lead the closest no-fact example by ``MARGIN``; the name's
     own meaning (``KINDS``: a place or an organisation) leans the choice between the two.

   A clause that names no speaker (no I, me, my, we: "Officially a nurse!") needs
   ``UNSAID`` more of both, and a bare name in one is never a fact ("Lisbon has great food",
   "Jamie got hired at Stripe").
3. **Endings.** "no longer" / "not ... anymore" turn the fact into a negated one, as for the
   rules.

It reads only what the rules would read (statements, not questions, quotations or
hearsay) and keeps their guards: hypotheticals and reported speech before the value (the
user's own "I said yes" is no hearsay), the past ("used to", "back in ..."), other people
("my sister ...", "Sam's ..."). It needs a model that places sentences by meaning:
``RuleExtractor`` uses it with the local model (``LocalEmbedder``), never with the hash
embedder. The examples and the settings were chosen on ``bench/knowledge.py``'s scenarios
and on the phrasing sets A to M of ``bench/phrasing_sets.py``, each tuned on only once the
next was written; the newest sets (I, N) measure how far that carries (docs/benchmarks.md,
"Knowledge that stays true").
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from memvault.core.protocols import Embedder
from memvault.policy.extraction.rule_table import Found
from memvault.policy.extraction.values import Candidate, candidates

__all__ = ["MARGIN", "NONE", "PROTOTYPES", "THRESHOLD", "MeaningReader"]

THRESHOLD = 0.5
"""The least similarity to an attribute's closest example for the attribute to be taken."""
MARGIN = 0.05
"""How much closer the attribute's example must be than the closest no-fact example."""
UNSAID = 0.05
"""What a statement without I, me, my or we adds to both: it may be about anyone."""

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
"""What a proper name's own meaning says it is: a place or an organisation. The difference of
its closest similarities, less ``KIND_PIVOT``, times ``KIND_WEIGHT``, moves the choice
between city and employer towards the one the name itself suggests ("Lisbon" a place,
"Stripe" a company), so that "Work brought me to Lisbon" is a city. A name that reads as a
person's more than as either by ``PERSON_LEAD`` is neither ("Emma called me")."""
KIND_PIVOT = 0.08
KIND_WEIGHT = 1.0
PERSON_LEAD = 0.03
KIND_EVIDENCE = 0.5
"""How much of that lean counts as evidence that the statement sets a fact at all: a name
that is plainly a company is no reason to read "X is everywhere now, I saw their ad" as the
user's employer. Chosen on the seen phrasing sets and noise (1.0, 0.75, 0.5, 0.25, 0): at
0.5 the seen noise's invented facts fell from 7 to 4 at a cost of 0.5-2 points on five seen
sets; at 0.25 to 0, at a cost of up to 6 points."""

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

# -- the attribute by meaning --------------------------------------------------------------


class MeaningReader:
    """Decides the candidates' attributes with ``embedder`` (see the module docstring)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self._examples: tuple[npt.NDArray[np.float32], list[str]] | None = None

    async def _prototypes(self) -> tuple[npt.NDArray[np.float32], list[str]]:
        if self._examples is None:
            labels = [a for a, texts in PROTOTYPES.items() for _ in texts] + ["none"] * len(NONE)
            labels += [f"kind:{k}" for k, texts in KINDS.items() for _ in texts]
            texts = [t for texts in PROTOTYPES.values() for t in texts] + list(NONE)
            texts += [t for texts in KINDS.values() for t in texts]
            self._examples = (await self.embedder.embed(texts), labels)
        return self._examples

    async def read(self, clauses: Sequence[tuple[str, str]]) -> list[list[Found]]:
        """The facts of each (clause, the clause before it in its sentence): at most one a
        clause, none where nothing is close enough."""
        found: list[list[Candidate]] = [candidates(c, before) for c, before in clauses]
        flat = [c for cs in found for c in cs]
        if not flat:
            return [[] for _ in clauses]
        examples, labels = await self._prototypes()
        vectors = await self.embedder.embed([c.masked for c in flat] + [c.value for c in flat])
        similarity = vectors[: len(flat)] @ examples.T
        kinds = vectors[len(flat) :] @ examples.T
        decided: dict[int, Found] = {}
        for row, candidate in enumerate(flat):
            attribute = (
                candidate.attributes[0]
                if candidate.evidence == "sure" and not candidate.unsaid
                else _decide(similarity[row], kinds[row], labels, candidate)
            )
            if attribute is not None:
                decided[row] = Found(attribute, candidate.value, candidate.negated)
        out: list[list[Found]] = []
        row = 0
        for cs in found:
            facts = [decided[r] for r in range(row, row + len(cs)) if r in decided]
            out.append(facts[:1])  # one fact a clause: the first kind that was decided
            row += len(cs)
        return out


def _decide(
    similarity: npt.NDArray[np.float32],
    kinds: npt.NDArray[np.float32],
    labels: Sequence[str],
    candidate: Candidate,
) -> str | None:
    """The attribute the closest examples give (step 2): for a proper name, at least
    ``THRESHOLD`` and ``MARGIN`` closer than any no-fact example; for a value whose kind
    names the attribute, not ``MARGIN`` further than the closest no-fact example."""
    best = _best(similarity, labels)
    options = {
        a: best["favourite" if a.startswith("favourite_") else a] for a in candidate.attributes
    }
    leaned = dict(options)
    if "city" in options and "employer" in options:
        kind = _best(kinds, labels)
        if kind["kind:person"] - max(kind["kind:city"], kind["kind:employer"]) > PERSON_LEAD:
            return None
        lean = KIND_WEIGHT * (kind["kind:city"] - kind["kind:employer"] - KIND_PIVOT)
        leaned["city"] += lean
        leaned["employer"] -= lean
    attribute = max(leaned, key=leaned.__getitem__)  # the name's kind chooses between the two
    leant = abs(leaned[attribute] - options[attribute])  # and counts in part as evidence
    score = max(options.values()) + KIND_EVIDENCE * leant
    if candidate.unsaid:  # a statement that names no speaker needs clearer evidence
        threshold, margin = THRESHOLD + UNSAID, MARGIN + UNSAID
    else:
        threshold, margin = THRESHOLD, MARGIN
    if candidate.evidence == "typed" and not candidate.unsaid:
        return attribute if best["none"] - score <= margin else None
    if score < threshold or score - best["none"] < margin:
        return None
    return attribute


def _best(similarity: npt.NDArray[np.float32], labels: Sequence[str]) -> dict[str, float]:
    """The closest similarity of each label's examples."""
    best: dict[str, float] = {}
    for score, label in zip(similarity.tolist(), labels, strict=True):
        best[label] = max(best.get(label, -1.0), score)
    return best
