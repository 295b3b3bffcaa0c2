"""Facts the rules cannot read, found by structure and decided by meaning.

The rule table (``rule_table.py``) knows phrasings; people keep finding new ones ("Work
brought me to Lisbon", "My paycheck comes from Stripe"). For each clause of a statement in
which the rules found nothing, ``MeaningReader`` does three things:

1. **Values by structure** (``candidates``). What could be a value, by its kind: a favourite
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
and on the phrasing sets A, B and C of ``bench/phrasing_sets.py``; sets D and E, written
afterwards, measure how far that carries (docs/benchmarks.md, "Knowledge that stays true").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

from memvault.core.protocols import Embedder
from memvault.policy.extraction.language import COMMON_WORDS
from memvault.policy.extraction.phrasing import (
    TAIL,
    article_free,
    clauses,
    ending,
    guarded,
    in_the_past,
    phrase,
    proper,
    sentences,
    words,
)
from memvault.policy.extraction.rule_table import (
    CAR_MAKES,
    DIETS,
    RELATION_WORDS,
    TASTES,
    Found,
    job_title_of,
    thing_of,
)

__all__ = [
    "MARGIN",
    "NONE",
    "PROTOTYPES",
    "THRESHOLD",
    "Candidate",
    "MeaningReader",
    "candidates",
    "looks_like_a_fact",
]

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
        "Our family car is X.",
    ),
    "favourite": (
        "My favourite is X.", "X is my favourite.", "I love X most.", "X is the best.",
        "Nothing beats X.", "My go-to is X.", "I can't get enough of X.",
        "X is my all-time favourite.", "I'm obsessed with X.", "I prefer X to anything else.",
        "I usually drink X.", "I drink X every morning.",
    ),
}  # fmt: skip
"""Example statements of each attribute, with the value as ``X`` (``favourite`` serves every
favourite thing); written from the scenario phrasings and set A, never from the other sets."""

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
    "I rented X for the weekend.", "I test drove X.", "I tried X once.",
    "I cooked X for dinner.", "I'm learning about X.", "I waved at X.",
    "I'm really into X.", "I love X.", "I'm a big fan of X.", "I listen to X a lot.",
    "I've been watching X.", "I just finished reading X.", "I had dinner with X.",
    "X called me this morning.", "X texted me.", "X invited me to a party.", "X helped me move.",
)  # fmt: skip
"""Statements with a value in them that set no fact of the user's."""

# -- values by structure -------------------------------------------------------------------

_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|we|we're|we've|our|us)\b", re.I)
_OTHER_PEOPLE = re.compile(
    r"(?i:\b(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:" + RELATION_WORDS + r"|kids?|family|parents?|"
    r"neighbou?rs?|folks|team|company|ex)s?\b)(?!\s+car)|^[A-Z][a-z]+'s\s",
)
_PAST = re.compile(
    r"\b(?:used\s+to|back\s+(?:in|then|when)|in\s+the\s+past|years\s+ago|previously|formerly|"
    r"at\s+the\s+time|in\s+college|in\s+school|as\s+a\s+student)\b",
    re.IGNORECASE,
)
_DIET = re.compile(
    r"\b(?P<v>" + DIETS + r")\b"
    r"(?!\s+(?!diet|food|now|these|lately|for|since|again|and|most|nowadays|is|was|has)[a-z])",
    re.IGNORECASE,
)
_STARTERS = frozenset(COMMON_WORDS) | words(
    "life work home moving first last quick oh funny update news sold got took made new big "
    "great good lately professionally officially honestly today tonight these those there "
    "ever since every after before finally basically anyway also still yes yeah well lol wow "
    "becoming being living working having driving eating thanks sure big huge small"
)
_MONTHS_DAYS = words(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday christmas easter"
)
_NOT_OCCUPATION = words(
    "a an the as is am i'm i my be been being become became becoming now currently officially "
    "practising practicing qualified certified trainee working work to of for at in and it's "
    "title job role position profession day me fully full-time part-time just new"
)
_TASTE_FRAME = re.compile(
    r"\b(?:my\s+)?(?:new\s+|all-time\s+|absolute\s+|usual\s+|current\s+)?"
    r"(?P<kind>favou?rite|usual|go-to|preferred|top)\s+(?P<thing>[a-z]+)\b"
    r"|\b(?P<choice>[a-z]+)\s+of\s+choice\b"
    r"|\bthe\s+(?P<liked>[a-z]+)\s+i\s+(?:like|love|enjoy|prefer)\s+(?:best|most)\b"
    r"|\b(?:any\s+other|no\s+other|no|best)\s+(?P<other>[a-z]+)\b"
    r"|\bis\s+my\s+(?:new\s+|current\s+)?(?P<mine>[a-z]+)(?:\s+now)?$",
    re.IGNORECASE,
)
_COPULA = re.compile(
    r"\s+(?:is|'s|are|was|has\s+become|became|remains|has\s+to\s+be|would\s+be|beats|over|"
    r"than|i\s+like\s+best|i\s+love\s+most)\s+",
    re.IGNORECASE,
)
_LEAD = re.compile(
    r"^(?:(?:oh|and|so|well|also|plus|anyway|btw|ok|okay|yeah|honestly|currently|now|lately|"
    r"these\s+days|nowadays|right\s+now|at\s+the\s+moment|for\s+me|i(?:'d|\s+would)\s+"
    r"(?:pick|choose|take|go\s+for|rather\s+have)|i\s+(?:pick|choose))[,:]?\s+)+",
    re.IGNORECASE,
)
_WHAT_I_DRINK = re.compile(
    r"^(?P<v>.+?)\s+is\s+what\s+i\s+(?:\w+\s+)?(?:drink|order|have)\b", re.IGNORECASE
)
_DRINKING = re.compile(
    r"\bi(?:'m|\s+am)?(?:\s+(?:mostly|usually|only|always|now|just|mainly))?\s+"
    r"(?:drink|drinking|order|ordering|sip|sipping)\s+(?P<v>.+)$",
    re.IGNORECASE,
)


class _Add(Protocol):
    """How a value finder reports a value: where to look for it, the value, its attributes
    and how strongly the structure names the attribute (``Candidate.evidence``)."""

    def __call__(
        self, start: int, value: str, attributes: tuple[str, ...], evidence: str = "typed"
    ) -> None: ...


_OWN_WORDS = re.compile(
    r"\bwe\b|\bi(?:'d|\s+would)?\s+(?:say|said)\b|\bsaid\s+yes\b", re.IGNORECASE
)
_FOND = re.compile(
    r"\b(?:into|about|of|on|with|love|adore|like|enjoy|enjoying|loving)\s+(?P<v>.+)$",
    re.IGNORECASE,
)
_AFTER_VALUE = re.compile(
    r"\s+(?:for\s+me|every\s+\w+|in\s+the\s+\w+|most\s+days)\b.*$", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class Candidate:
    """A possible fact: the clause, the value found in it, the attributes its kind allows,
    the clause with the value as ``X``, and whether the clause stated an ending."""

    clause: str
    value: str
    attributes: tuple[str, ...]
    masked: str
    negated: bool
    evidence: str = "name"  # "sure": the structure names the attribute ("my favourite T is
    # X"); "typed": the value's kind does (a diet, a car, an occupation); "name": a proper
    # name, which could be anything
    unsaid: bool = False  # no I, me, my, we: chat that leaves the speaker out


def candidates(clause: str, previous: str = "") -> list[Candidate]:
    """The possible facts of one clause (see the module docstring, step 1); ``previous`` is
    the clause before it in the sentence, which may hold the value a favourite names ("I've
    really gotten into jazz, my new favourite genre")."""
    positive, negated = ending(clause)
    if _OTHER_PEOPLE.search(positive) or _PAST.search(positive) or in_the_past(positive):
        return []
    unsaid = _FIRST_PERSON.search(positive) is None  # "Officially a nurse as of this week!"
    found: list[Candidate] = []

    def add(start: int, value: str, attributes: tuple[str, ...], evidence: str = "typed") -> None:
        if start < 0:  # the value is the previous clause's
            masked = f"X, {positive}"
        else:
            end = positive.find(value, start)
            if end < 0 or _guarded(positive[:end]):
                return
            masked = positive[:end] + "X" + positive[end + len(value) :]
            if unsaid and evidence == "name":
                return  # a name with no speaker could be anyone's ("Jamie got hired at X")
        if unsaid and re.search(r"\b(?:he|she|they|you|it|someone|everyone)\b", masked, re.I):
            return
        found.append(Candidate(clause, value, attributes, masked, negated, evidence, unsaid))

    for match in _DIET.finditer(positive):
        add(match.start(), match["v"], ("diet",))
    _tastes(positive, add, previous)
    _vehicles(positive, add)
    _occupations(positive, add)
    _names(positive, add)
    return found


def _guarded(prefix: str) -> bool:
    """The rules' guard, but "we" counts as the user and the user saying something is no
    hearsay ("I said yes to an offer from X", "I'd say X is my favourite")."""
    return guarded(_OWN_WORDS.sub(" ", prefix))


def looks_like_a_fact(sentence: str) -> bool:
    """Whether a statement has the shape of a fact about the speaker: a value where a fact
    would hold one (a name, a diet, a car, an occupation, a favourite), said in first
    person ("I've set up shop near Lisbon"), whether or not any attribute was decided."""
    return any(c.evidence != "name" or not c.unsaid for s in sentences(sentence)
               for clause in clauses(s) for c in candidates(clause))  # fmt: skip


def _names(text: str, add: _Add) -> None:
    tokens = list(re.finditer(r"\S+", text))
    i = 0
    while i < len(tokens):
        token = tokens[i].group()
        bare = token.strip(",.!;:'\"")
        first = i == 0 or tokens[i - 1].group().endswith((".", "!", ":"))
        following = tokens[i + 1].group() if i + 1 < len(tokens) else ""
        starter = bare.lower() in _STARTERS or bare.lower().split("'")[0] in _STARTERS
        if (
            not bare[:1].isupper()
            or bare in ("I", "I'm", "I've", "I'd", "I'll")
            or bare.lower() in _MONTHS_DAYS
            or (
                first
                and starter
                and not (following[:1].isupper() and following[:2] != "I'" and following != "I")
            )
        ):
            i += 1
            continue
        start = tokens[i - 1].start() if i and tokens[i - 1].group().lower() == "the" else None
        value = proper(text[tokens[i].start() :], cased=True)
        if value is None:
            i += 1
            continue
        value = re.sub(r"'s$|-[a-z]+$", "", value)  # "Stripe's", "Lisbon-based"
        if start is not None and not value.lower().startswith("the "):
            value = f"{text[start : tokens[i].start()]}{value}".strip()
        if value.split()[0].lower() not in CAR_MAKES:
            at = tokens[i].start() if start is None else start
            add(at, value, ("city", "employer"), "name")
        i += max(len(value.split()), 1)


def _vehicles(text: str, add: _Add) -> None:
    for match in re.finditer(r"\b[A-Za-z][\w-]*", text):
        if match.group().lower() not in CAR_MAKES:
            continue
        value = proper(text[match.start() :], cased=match.group()[:1].isupper())
        if value is not None:
            add(match.start(), value, ("car",))
            return


def _occupations(text: str, add: _Add) -> None:
    tokens = list(re.finditer(r"[\w'-]+", text))
    for i, token in enumerate(tokens):
        pair = text[tokens[i - 1].start() : token.end()] if i else token.group()
        if job_title_of(token.group()) is None and job_title_of(pair) is None:
            continue
        start = i
        while start > 0 and i - start < 2:
            word = tokens[start - 1].group()
            capital = word[:1].isupper() and not word.isupper() and start > 1
            if word.lower() in _NOT_OCCUPATION or capital:
                break
            start -= 1
        value = job_title_of(text[tokens[start].start() : token.end()])
        if value is not None:
            add(tokens[start].start(), value, ("job_title",))
            return


def _tastes(text: str, add: _Add, previous: str) -> None:
    drinking = _DRINKING.search(text) or _WHAT_I_DRINK.search(text)
    if drinking and (value := _noun_phrase(drinking["v"])):
        add(drinking.start("v"), value, ("favourite_drink",), "sure")
        return
    for frame in _TASTE_FRAME.finditer(text):
        named = frame["thing"] or frame["choice"] or frame["liked"] or frame["other"]
        thing = thing_of(named or frame["mine"] or "")
        if thing not in TASTES:
            continue
        evidence = "typed" if frame["mine"] else "sure"
        sides = [side for side in _COPULA.split(text) if frame.group() not in side]
        for side in sides:
            if value := _noun_phrase(side):
                add(0, value, (f"favourite_{thing}",), evidence)
                return
        if not any(s.strip() for s in sides) and (value := _value_before(previous)):
            add(-1, value, (f"favourite_{thing}",), evidence)
            return


def _value_before(previous: str) -> str | None:
    """What the clause before a bare "(it's) my favourite T" was about: the thing after
    "into", "love", "a fan of" ..., or the whole clause when it is a short phrase."""
    fond = _FOND.search(previous)
    if fond:
        return _noun_phrase(fond["v"])
    if len(previous.split()) <= 4 and not _FIRST_PERSON.search(previous):
        return _noun_phrase(previous)
    return None


def _noun_phrase(raw: str) -> str | None:
    """A favourite's value: a short phrase, without its article, "for me" or a time."""
    raw = _AFTER_VALUE.sub("", _LEAD.sub("", raw.strip()))
    value = phrase(TAIL.sub("", " " + raw).strip(), max_words=4)
    if value is None or _FIRST_PERSON.search(value) or guarded(value):
        return None
    return article_free(value)


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
    if "city" in options and "employer" in options:
        kind = _best(kinds, labels)
        if kind["kind:person"] - max(kind["kind:city"], kind["kind:employer"]) > PERSON_LEAD:
            return None
        lean = KIND_WEIGHT * (kind["kind:city"] - kind["kind:employer"] - KIND_PIVOT)
        options["city"] += lean
        options["employer"] -= lean
    attribute = max(options, key=options.__getitem__)
    score = options[attribute]
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
