"""A favourite whose value is not beside it: what the "it" is, decided by meaning.

The rules read a favourite whose value stands beside it ("my favourite food is sushi", "I'm
into jazz, it's my favourite genre"). People also name the thing first and say later that it
is their favourite, with other words between: "My partner rolls their eyes every time I bring
up sushi, like yes, it's my all-time favourite food", "anything Dune related. its my favourite
book by a mile", "my partner teases me bc i bring up Radiohead constantly. what can i say,
favorite band ever"; or they say the kind of thing and their preference in words the rules
do not know: "nothing beats tacos for me when it comes to food".

``pointers(text)`` finds each such favourite (step 1):

* "it" (or "that", "which") is the user's favourite T, now ("it's", "it is", "its", "it
  being", "it's been", "it'll always be"), or a favourite is said alone ("favourite band
  ever", "favourite band, no contest"): the value is in the words before it, in its sentence
  and the ones before;
* a kind of thing (food, band, movie, book, colour, sport, drink) beside a word of preference
  ("nothing beats", "number one", "my pick", "the T I like best", "best T ever", "coming back
  to") in a first-person statement about now: the value is in the words around them. No word
  of preference in the sentence may be guarded (someone else's, reported, negated, a
  condition), nobody else may be in it, and "I don't have one" ends it.

Not one that is negated, past, someone else's ("it's his favourite") or a condition's ("if
it were my favourite").

``Referents`` decides the value (step 2): among the short phrases of those words (runs of
one to three words that are not common words, nor a thing someone has: "my partner", "my
face"), the one whose meaning is most a thing of that kind (a food, a band: ``KINDS``) more
than anything else (``ANYTHING``: a person, a feeling, a word), if it is so by
``THRESHOLD``. A word the model does not know as its kind ("Pachinko" as a book) is not
guessed. The rule extractor asks only for favourites nothing else in the message read.
Pure string handling up to the embedder, linear in the text: each pointer looks at most
``LOOK_BACK`` characters each way and a message offers at most ``MOST`` pointers.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from memvault.core.facts import fold
from memvault.core.protocols import Embedder
from memvault.policy.extraction.guards import reported, words
from memvault.policy.extraction.labels import FAVOURITE
from memvault.policy.extraction.language import COMMON_WORDS
from memvault.policy.extraction.rule_table import TASTES, Found, thing_of
from memvault.policy.extraction.spans import PARTICLES
from memvault.policy.extraction.statements import split, statements
from memvault.policy.extraction.whose import OTHER_PEOPLE, PAST_VERB, not_now

__all__ = [
    "ANYTHING", "KINDS", "LOOK_BACK", "MOST", "NAMED", "THRESHOLD", "Pointer", "Referents",
    "phrases", "pointers",
]  # fmt: skip

THRESHOLD = 0.03
"""How much more a phrase must mean a thing of the favourite's kind than anything else. Chosen
on the seen phrasing sets' favourites said of "it" that nothing else read (387 statements):
at -0.05, 0, 0.03, 0.05, 0.1 and 0.2, 322 / 291 / 283 / 247 / 201 / 96 right against 42 / 20 /
17 / 17 / 9 / 8 wrong, and no fact from the noise turns at any of them."""
LOOK_BACK = 300
"""How far back, in characters, a pointer looks for what it points at."""
MOST = 4
"""The most pointers read in one message."""
SPAN_WORDS = 3
"""The longest phrase a pointer may point at, in words ("The Beatles", "pad thai")."""
SPANS = 48
"""The most phrases weighed for one pointer, nearest first."""
LONGER = 0.05
"""How much less a longer phrase holding the closest one may mean the kind and be taken
instead ("green tea" for "tea")."""

KINDS: dict[str, tuple[str, ...]] = {
    "food": ("a food", "a dish", "something to eat"),
    "band": ("a band", "a singer", "a music group"),
    "movie": ("a movie", "a film"),
    "book": ("a book", "a novel"),
    "colour": ("a colour", "a color"),
    "sport": ("a sport", "a game to play"),
    "drink": ("a drink", "a beverage"),
}
"""What a favourite of each kind is; any other kind the rules know (``TASTES``) is "a <kind>"."""
NAMED = frozenset({"band", "movie", "book"})
"""Kinds whose things have proper names, which the meaning stage may mistake for a place's or
an employer's."""
ANYTHING = (
    "a thing", "a word", "a person", "a place", "a feeling", "an action", "a body part",
    "a question", "a time", "an adjective", "a verb", "a company",
)  # fmt: skip
"""What else a phrase may be: a phrase must be a thing of the kind more than any of these."""

_MINE = r"my\s+(?:(?:new|all-time|all\s+time|absolute|current|ultimate|forever|own)\s+)*"
_SAID_OF_IT = re.compile(
    r"\b(?:it|that|which)(?:'s|\u2019s|s|\s+is|\s+being|(?:'s|\s+has)\s+(?:always\s+)?been|"
    r"(?:'ll|\s+will)\s+always\s+be|\s+remains|\s+stays)\s+"
    r"(?:still\s+|just\s+|easily\s+|definitely\s+|honestly\s+|literally\s+|officially\s+)?"
    + _MINE
    + r"(?:(?:"
    + FAVOURITE
    + r"|number[- ]one|go-to)\s+|(?=drink\b))(?P<thing>[a-z]+)\b",  # "it's my drink now"
    re.IGNORECASE,
)
_SAID_ALONE = re.compile(  # "favourite band ever", "Favourite band, no contest", "Still my go-to"
    r"(?:^|[,.;:!\u2014-]\s*)(?:(?:what\s+can\s+i\s+say|honestly|yes|yeah|like|still|forever|"
    r"always|easily|definitely|literally|simply|officially)[,\s]+)?"
    r"(?:" + _MINE + r")?(?:" + FAVOURITE + r"|go-to|number[- ]one)\s+(?P<thing>[a-z]+)"
    r"(?=\s*(?:ever|of\s+all\s+time|by\s+(?:a\s+mile|far)|hands\s+down|no\s+contest|"
    r"in\s+the\s+(?:whole\s+)?(?:wide\s+)?world|[,.!]|$))",
    re.IGNORECASE,
)
# "nothing beats sushi for me when it comes to food", "food-wise it's sushi", "the food I like
# best is sushi": a kind of thing and a word of preference in one first-person statement
_KIND_WORD = re.compile(
    r"\b(?P<thing>food|band|movie|book|colou?r|sport|drink)(?:s|-wise)?\b", re.IGNORECASE
)
_PREFERENCE = re.compile(
    r"\b(?:(?:nothing|nowt|naebody|nobody|nothin')\s+(?:else\s+)?(?:beats|comes\s+close|tops|"
    r"touches)|can(?:'t|not)\s+beat|(?:at|is)\s+number\s+one|the\s+one\s+for\s+me|"
    r"number\s+one|" + FAVOURITE + r"|go-to|all-time|of\s+choice|my\s+top|"
    r"(?:my|the)\s+(?:top\s+)?(?:pick|answer|choice)|(?:like|love|enjoy)\s+(?:it\s+)?(?:best|most)|"
    r"coming\s+back\s+to|all\s+about|(?:is|'s)\s+the\s+(?:best|greatest)|(?:is|'s)\s+#1|"
    r"(?:best|greatest)\s+(?:\w+\s+)?(?:ever|of\s+all\s+time|in\s+the\s+world|there\s+is|by\s+far|"
    r"hands\s+down|for\s+me))\b",
    re.IGNORECASE,
)
_WORTH_A_LOOK = re.compile(  # a word each pointer needs: its favourite or its kind
    FAVOURITE + r"|number[- ]one|go-to|" + _KIND_WORD.pattern, re.IGNORECASE
)
_ANY_PREFERENCE = re.compile(  # a looser word of preference: none of them may be guarded
    r"\b(?:best|greatest|top|pick|answer|choice|beats?|" + FAVOURITE + r"|go-to|number\s+one)\b"
    r"|#1\b",
    re.I,
)
_FOR_ME = re.compile(r"\b(?:i|i'm|i've|me|my|mine)\b", re.IGNORECASE)
_SOMEONES = re.compile(r"(?:\b(?:his|her|their|your)|'s)\s+(?:\w+\s+)?$", re.IGNORECASE)
_NOT_SO = re.compile(  # before the pointer, in its clause: not, a condition
    r"\b(?:not|never|no\s+longer|if|unless|whether|would|could|might|were|wasn't|isn't|ain't)\b"
    r"|n't\b",
    re.IGNORECASE,
)
_CLAUSE_START = re.compile(r".*(?:[,;:!?.\u2014]|\bbut\b|\band\b)", re.IGNORECASE | re.DOTALL)
_WORD = re.compile(r"[^\W\d_][\w'&.-]*[^\W_]|[^\W\d_]")
_BREAK = re.compile(r"[,.;:!?()\"\u201c\u201d\u2014]|\s['\u2018]|['\u2019]\s")
_POSSESSIVE = words("my our your his her their its")
_NOT_A_THING = COMMON_WORDS | words(
    "favourite favorite fave ever one thing things stuff lol mile bit lot time times day every "
    "single answer same actually literally honestly constantly always people someone somebody "
    "anyone everyone nobody guy yes yeah like something anything everything nothing related "
    "themed based inspired another other others such own new old last next first few several "
    "bunch kind sort bought brought caught sold found kept left heard put order orders ordering "
    "bring brings bringing eat eats ate eating drink drinks drank drinking watch watches watching "
    "read reading play plays playing listen listening try tries trying buy buys buying cook cooks "
    "cooking wear wearing paint painting mention mentions talk talking call calling love loves "
    "loving hate hates send sends sending beats beat tops touches comes close hands it's that's "
    "there's what's i'm i've i'd you're we're they're isn't don't can't wise number idea ideas "
    "tip tips hint hints suggestion suggestions recommendation recommendations option options "
    "since until till sip sips cup cups glass glasses mug mugs pint pints bottle bottles shot "
    "shots function without fr rn tbh ngl lol lmao omg idk imo smh ofc whether "
    # a time is no thing: "an espresso any day of the week, it's my go-to drink"
    "week weeks weekend weekends month months year years morning mornings evening evenings "
    "night nights hour hours today tonight tomorrow yesterday "
    # a participle is no thing: "they've taken espresso off the menu"
    "taken given eaten driven chosen broken forgotten gotten written seen done gone " + PARTICLES
)
_WHEN = words("since until till")  # "since childhood": a time, no thing
_DOING = words("been am are were i'm we're they're you're")  # "been fishing for ideas": a verb
_NONE_OF_MINE = re.compile(  # "... but honestly i don't have one", "I don't even care about X"
    r"\b(?:don't|do\s+not|never)\s+(?:really\s+|even\s+)?(?:(?:have|had)\s+(?:one|a\s+favou?rite)|"
    r"care\s+(?:about|for))\b",
    re.I,
)
_DONE = re.compile(r"[a-z]{3,}ed", re.IGNORECASE)  # "called", "obsessed": no thing
# "sushi-themed", "anything Dune-related": the thing is before the hyphen
_SUFFIX = re.compile(
    r"-(?:themed|related|based|inspired|flavou?red|style|obsessed|loving|mad|crazy)$", re.I
)


@dataclass(frozen=True)
class Pointer:
    """A favourite whose value is not beside it: its attribute, the kind of thing, the words
    its value may be among (before "it", or around a word of preference) and the sentence it
    is said in."""

    attribute: str
    thing: str
    near: str
    sentence: str


def pointers(text: str) -> list[Pointer]:
    """The favourites ``text`` says of "it", alone or beside a word of preference, at most
    ``MOST`` (step 1)."""
    if not _WORTH_A_LOOK.search(text):
        return []  # most messages: no favourite, no kind, so no need to read them again
    found: list[Pointer] = []
    told = ""  # the sentences before
    for piece in split(text):
        for sentence, match, around in _mentions(piece):
            thing = thing_of(match["thing"])
            if thing not in TASTES and thing not in KINDS:
                continue
            head = sentence[max(0, match.start() - LOOK_BACK) : match.start()]
            clause = head[_clause_start(head) :]
            if _NOT_SO.search(clause) or _SOMEONES.search(clause):
                continue
            near = around if around is not None else (told + " . " + head)[-LOOK_BACK:]
            found.append(Pointer(f"favourite_{thing}", thing, near, sentence))
            if len(found) == MOST:
                return found
        told = (told + " . " + piece.strip())[-LOOK_BACK:]
    return found


def _mentions(piece: str) -> Iterator[tuple[str, re.Match[str], str | None]]:
    """Each pointer of ``piece``'s statements (what it may point at: before it, ``None``, or
    the words around it), a favourite said alone after what a question would start with but
    is none ("what can i say, favorite band ever"), and a kind beside a word of preference."""
    said = list(statements(piece))
    for sentence in said:
        pointed = False
        for match in _SAID_OF_IT.finditer(sentence):
            pointed = True
            yield sentence, match, None
        for match in _SAID_ALONE.finditer(sentence):
            pointed = True
            yield sentence, match, None
        if not pointed and (preferred := _preferred(sentence)) is not None:
            yield preferred
    if not said and "?" not in piece:
        for match in _SAID_ALONE.finditer(piece.strip()):
            yield piece.strip(), match, None


_POLL = re.compile(r"\b(?:poll|polls|vote[ds]?|voting|survey|ranking)\b", re.IGNORECASE)
"""Everyone's choice, not the user's: "a poll in the group chat for favourite band"."""


def _preferred(sentence: str) -> tuple[str, re.Match[str], str] | None:
    """The first kind of thing ``sentence`` prefers, in first person and now, with the words
    around its word of preference: "nothing beats sushi for me when it comes to food"."""
    cue = _PREFERENCE.search(sentence)
    kind = _KIND_WORD.search(sentence, max(0, cue.start() - LOOK_BACK)) if cue else None
    if cue is None or kind is None or kind.start() > cue.end() + LOOK_BACK:
        return None
    for said in itertools.islice(_ANY_PREFERENCE.finditer(sentence), MOST):  # each, even "best"
        head = sentence[max(0, said.start() - LOOK_BACK) : said.start()]
        clause = head[_clause_start(head) :]  # "People keep saying X is the best food": theirs
        if reported(clause) or _NOT_SO.search(clause) or _SOMEONES.search(clause):
            return None
    if _NONE_OF_MINE.search(sentence, cue.end(), cue.end() + LOOK_BACK):
        return None
    start, end = min(cue.start(), kind.start()), max(cue.end(), kind.end())
    around = sentence[max(0, start - LOOK_BACK) : end + LOOK_BACK]
    if (
        not _FOR_ME.search(around)
        or OTHER_PEOPLE.search(around)
        or _POLL.search(around)
        or not_now(around)
        or PAST_VERB.search(around)
    ):
        return None
    return sentence, kind, around


def _clause_start(head: str) -> int:
    """Where the clause that ends ``head`` starts (after the last comma, "and", "but" ...)."""
    last = _CLAUSE_START.match(head)
    return last.end() if last else 0


def phrases(near: str, thing: str) -> list[str]:
    """The phrases ``near`` offers, nearest its end first: runs of one to ``SPAN_WORDS``
    words that are neither common words nor what someone has ("my face")."""
    runs: list[list[str]] = [[]]
    last_end = 0
    after_possessive = False
    before = ""
    for match in _WORD.finditer(near):
        word = match[0]
        if suffix := _SUFFIX.search(word):
            word = word[: suffix.start()]
        lower = word.lower()
        the = lower == "the" and match.end() + 1 < len(near) and near[match.end() + 1].isupper()
        if _BREAK.search(near, last_end, match.start()):
            runs.append([])
            after_possessive = False
        if (
            (lower in _NOT_A_THING and not the)
            or thing_of(lower).startswith(thing)
            or after_possessive
            or _DONE.fullmatch(word)
            or before in _WHEN
            or (before in _DOING and lower.endswith("ing"))
        ):
            runs.append([])
        else:
            runs[-1].append(word)
        after_possessive = lower in _POSSESSIVE or (after_possessive and lower not in COMMON_WORDS)
        last_end = match.end()
        before = lower
        if suffix:
            runs.append([])
    spans: list[str] = []
    for run in reversed(runs):
        for length in range(1, SPAN_WORDS + 1):
            spans += [" ".join(run[i : i + length]) for i in range(len(run) - length, -1, -1)]
    spans = [s for s in dict.fromkeys(spans) if s.lower().split()[-1] != "the"]
    return spans[:SPANS]


class Referents:
    """What each pointer of a message points at, decided with ``embedder`` (step 2)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self._kinds: dict[str, tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]] = {}

    async def read(
        self,
        text: str,
        known: frozenset[str] = frozenset(),
        names: frozenset[str] = frozenset(),
    ) -> list[tuple[Found, str]]:
        """The favourites ``text`` says away from their value, each with the sentence it is
        said in, but those whose attribute is in ``known``. ``names``: proper names (folded)
        the meaning stage found in ``text``, whether or not it took them for a place or an
        employer; the nearest of them to a favourite band, movie or book (``NAMED``) that the
        model does not know as one is its value ("when it comes to bands I keep coming back
        to ABBA": the band, not the employer)."""
        found: list[tuple[Found, str]] = []
        for pointer in pointers(text):
            if pointer.attribute in known | {f.attribute for f, _ in found}:
                continue
            spans = phrases(pointer.near, pointer.thing)
            value = await self._closest(spans, pointer.thing) if spans else None
            if value is None and pointer.thing in NAMED:
                value = next((s for s in spans if fold(s) in names), None)
            if value is not None:
                found.append((Found(pointer.attribute, value), pointer.sentence))
        return found

    async def _prototypes(
        self, thing: str
    ) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
        """What a thing of the kind is, and what anything else is, embedded once a kind."""
        if thing not in self._kinds:
            kind = KINDS.get(thing, (f"a {thing}",))
            vectors = await self.embedder.embed([*kind, *ANYTHING])
            self._kinds[thing] = (vectors[: len(kind)], vectors[len(kind) :])
        return self._kinds[thing]

    async def _closest(self, spans: Sequence[str], thing: str) -> str | None:
        kinds, others = await self._prototypes(thing)
        phrase = await self.embedder.embed(spans)
        score = (phrase @ kinds.T).max(axis=1) - (phrase @ others.T).max(axis=1)
        best = int(np.argmax(score))
        if score[best] < THRESHOLD:
            return None
        longer = [  # "green tea" rather than "tea", "pad thai" rather than "pad", if as good
            i for i, span in enumerate(spans)
            if f" {spans[best]} " in f" {span} " and score[i] >= score[best] - LONGER
        ]  # fmt: skip
        return spans[max(longer, key=lambda i: len(spans[i]))]
