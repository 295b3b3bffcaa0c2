"""Whether the words before a statement make it hypothetical, reported or negated, and how
far that reaches.

A guard word ("if", "would", "said", "not", "she", ...) before a statement in its clause
keeps the rules and the meaning stage from reading it as the speaker's fact (``guarded``,
``Guards``). A clause ends at a comma, a dash or "but"; without one, ``run_on`` cuts it where
the guard's reach ends. Pure string handling, linear in the text.
"""

from __future__ import annotations

import re

__all__ = [
    "CHAT_LEADS",
    "Guards",
    "guarded",
    "guarded_own",
    "hedged",
    "reported",
    "run_on",
    "words",
]

CHAT_LEADS = r"ngl|tbh|lowkey|highkey|fr|omg|lol|lmao|istg|imo|literally"
"""Chat's words that open a clause and say nothing of it ("ngl living in Lisbon is ...")."""


def words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Where a guard's reach ends without a comma: "when you suggest recipes remember I'm vegan",
# "I don't eat meat I'm vegetarian". A condition, a hedge, a negation, advice or someone else
# opens a stretch that a new "I" ends once the stretch has said something of its own (two words);
# what someone said, thought or wished reaches to the end, and an "I" right after "that",
# "like" or "say" is still theirs ("she said at dinner that I'm vegan"). After a condition,
# "I'm buying ..." and "I'll ..." are what would follow it.
_REPORTING = words(
    "wish wished hope hoping hoped imagine suppose supposing pretend dream dreamt dreamed think "
    "thinking thought consider considering want wanted wants said says say told tells tell "
    "claims claimed claim heard hear thinks believes believe asked asks assume assumes assumed "
    "assuming sure certain know knows knew realise realize guess reckon feel felt bet swear "
    "saying telling asking claiming pretending joking mean according expect expects expected "
    "reckons mistake mistakes mistaken joked jokes joking"
)
_CONDITIONS = words("if when whenever unless once before after until")
_SPEAKER = words("i i'm i've im ive")
_STILL_THEIRS = words("that like say says said goes go went")
_KEEP = words("remember note")  # the user's own, asked to be kept, ends a guard's reach too
_KEPT = re.compile(r"\s+(?:say|that)\b", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_][\w']*")
_TO_COME = re.compile(r"\s+(?:am\s+)?(?:[a-z]+ing|gonna|will)\b", re.IGNORECASE)


def run_on(clause: str) -> list[str]:
    """``clause`` cut where a guard's reach ends without a comma (see ``_REPORTING``)."""
    pieces: list[str] = []
    start, reach, since, before = 0, "", 0, ""
    for match in _WORD.finditer(clause):
        word = match[0].lower()
        if word in _REPORTING:
            reach, since = "reported", 0
        elif _is_guard(word):
            if reach != "reported":
                reach = "condition" if word in _CONDITIONS else reach or "open"
            since = 0
        elif reach in ("open", "condition") and since >= 2 and word in _KEEP:
            pieces.append(clause[start : match.start()])  # "when you cook remember say I'm X"
            kept = _KEPT.match(clause, match.end())
            start, reach, since = kept.end() if kept else match.end(), "", 0
        elif (
            reach in ("open", "condition")
            and word in _SPEAKER
            and since >= 2
            and before not in _STILL_THEIRS
            and not (reach == "condition" and _TO_COME.match(clause, match.end()))
        ):
            pieces.append(clause[start : match.start()])
            start, reach, since = match.start(), "", 0
        else:
            since += 1
        before = word
    pieces.append(clause[start:])
    return pieces


_GUARDS = words(
    "if when whenever unless would could might maybe perhaps wish wished hope hoping hoped "
    "imagine suppose supposing pretend dream dreamt dreamed think thinking thought consider "
    "considering want wanted wants said says say told tells tell claims claimed claim heard "
    "hear thinks believes believe asked asks not never he she they we someone somebody "
    "nobody whether should shall once before after until what why how hypothetically "
    "theoretically assume assumes assumed assuming according expect expects expected reckons "
    "mistake mistakes mistaken recommended recommends suggested suggests advised advises "
    "telling saying claiming could've would've should've might've must've mentioned mentions "
    "dreaming daydream daydreams daydreaming fantasise fantasize fantasising fantasizing "
    "picturing envision envisioning pretending gonna wanna joked jokes joking"
)


# What still guards a possessive the speaker takes for granted ("she loved how clean my Golf
# is", "how far does my Golf go" say the Golf is the speaker's): a condition, a wish or a
# hedge, or a negated having ("I don't have my Golf now"), not someone else, a question word,
# a report or another verb negated ("I couldn't get my Golf out of the drive": it is still the
# speaker's).
_HEDGES = words(
    "if unless would could might maybe perhaps wish wished hope hoping hoped imagine suppose "
    "supposing pretend dream dreamt dreamed whether should hypothetically theoretically"
)
_NOT_HELD = re.compile(
    r"(?:n't|\bnot|\bnever|\bno\s+longer)\s+(?:\w{1,20}\s+)?(?:have|has|had|own|owns|drive|drives|"
    r"keep|got|live|work)\b",
    re.IGNORECASE,
)


def reported(text: str) -> bool:
    """Whether ``text`` holds a word of saying, thinking or wishing ("People keep saying
    Dune" is no favourite's value)."""
    return any(w in _REPORTING for w in re.findall(r"[a-z']+", text.lower()))


_UNDECIDED = words(
    "whether if unless would could might maybe perhaps not never what why how should shall "
    "someone somebody nobody when whenever once until"
)


def undecided(value: str) -> bool:
    """Whether a value read opens with a word that leaves it open ("fighting over whether
    cycling is the best sport": "whether cycling" is asked, not said)."""
    return value.split(maxsplit=1)[0].lower() in _UNDECIDED if value.strip() else False


def guarded(prefix: str) -> bool:
    """Whether the words before a statement make it hypothetical, reported or negated."""
    words = re.findall(r"[a-z']+", prefix.lower())
    return any(_is_guard(w) for w in words)


def hedged(prefix: str) -> bool:
    """Whether the words before a possessive taken for granted make it hypothetical or
    negated (``_HEDGES``: someone else, a question word or a report do not)."""
    words = re.findall(r"[a-z']+", prefix.lower())
    return any(_is_hedge(w) for w in words) or _NOT_HELD.search(prefix) is not None


_OWN_WORDS = re.compile(  # ... and "I could eat X every day" is a taste, no wish
    r"\bwe\b|\bi(?:'d|\s+would)?\s+(?:say|said|mentioned)\b|\bsaid\s+yes\b"
    # "It still doesn't feel real that I live in X", "can't believe I'm a nurse": so it is
    r"|\b(?:doesn't|does\s+not|don't|do\s+not|can't|cannot)\s+(?:quite\s+)?(?:feel|seem|believe)"
    r"(?:\s+real)?(?:\s+that)?\s+(?=i\b|i')"
    # "Told everyone at dinner that I've gone vegan": the user telling of themselves
    r"|(?:\bi\s+|^)told\s+(?!me\b|us\b)[^.!?]{0,60}?\bthat\s+(?=i\b|i')"
    r"|\bi\s+could\s+(?=(?:eat|watch|read|listen|play|drink)\b)",
    re.IGNORECASE,
)
_WOULD = re.compile(  # "I'd trade anything for ...", "were I to move to ...", "had I known",
    # "I must move to Oslo": what would be, or has to be, is not yet
    r"\b(?:i|we)['\u2019]d\b(?!\s+(?:say|pick|choose|take|go\s+(?:for|with)|rather|prefer|"
    r"describe|call)\b)|\b(?:were|had|should)\s+(?:i|we)\b|"
    r"\b(?:must|have\s+to|has\s+to|need\s+to|needs\s+to|gotta)\s+(?:move|relocate|go|leave|join|"
    r"start|buy|get|find|apply)\b",
    re.IGNORECASE,
)
_TIME_SPAN = re.compile(
    r"\b(?:after|before|until)\s+(?=(?:a|an|the|my|our|\d+|years|months|weeks|days|all|two|three|"
    r"four|five|six|seven|eight|nine|ten|twelve|twenty|several|many|work|school|class|dinner|"
    r"lunch|breakfast|church|practice|training|the\s+gym)\b)",
    re.IGNORECASE,
)


def guarded_own(prefix: str) -> bool:
    """The rules' guard as the reading by meaning (``values``) asks it: "we" counts as the
    user, the user saying something is no hearsay ("I said yes to an offer from X", "I'd say
    X is my favourite") and "after" a time is no condition ("After a long search we found a
    flat in X"); "I'd" is "I would" ("I'd trade anything for a Tesla"), but for a choice
    ("I'd pick X over any other"), and what has to be is not yet ("I must move to Oslo")."""
    return _WOULD.search(prefix) is not None or guarded(
        _TIME_SPAN.sub(" ", _OWN_WORDS.sub(" ", prefix))
    )


_THEY_ARE = words("he's she's they're they've he'd she'd they'd")  # someone else, as "she"


def _is_guard(word: str) -> bool:
    return word in _GUARDS or word.endswith("n't") or word in _THEY_ARE


def _is_hedge(word: str) -> bool:
    return word in _HEDGES


class Guards:
    """``guarded`` of every prefix of one text, each in constant time: the text is read
    once for the end of its first guard word (asking ``guarded(text[:start])`` for each of
    many statements in a long text read the text again each time: quadratic)."""

    _TOKEN_TAIL = re.compile(r"[a-z']+$")
    _LONGEST = 40  # longer than any guard word; a longer piece is no guard but by its end

    def __init__(self, text: str, *, granted: bool = False) -> None:
        """``granted``: guards of a possessive taken for granted only (``_HEDGES``)."""
        self._text = text
        self._lowered = text.lower()
        self._exact = len(self._lowered) == len(text)  # lower() may lengthen a few letters
        self._test, self._whole = (_is_hedge, hedged) if granted else (_is_guard, guarded)
        ends = (m.end() for m in re.finditer(r"[a-z']+", self._lowered) if self._test(m[0]))
        self._first = next(ends, len(text) + 1)
        self._granted = granted
        if granted and (held := _NOT_HELD.search(self._lowered)):
            self._first = min(self._first, held.end())

    def before(self, start: int) -> bool:
        """``guarded(text[:start])`` (``hedged`` if ``granted``): a whole guard word ends by
        ``start``, or the piece of a word that ``start`` cuts is one."""
        if not self._exact:
            return self._whole(self._text[:start])
        if self._first <= start:
            return True
        if self._granted and _NOT_HELD.search(self._lowered, max(0, start - 60), start):
            return True  # "I don't have" cut where the text runs on ("I don't haveX")
        piece = self._TOKEN_TAIL.search(self._lowered, max(0, start - self._LONGEST), start)
        return piece is not None and self._test(piece[0])
