"""Values by structure: what in a clause could be the value of a fact about the speaker,
and which attributes its kind allows (step 1 of ``meaning.MeaningReader``).

``candidates(clause, previous)`` finds, in this order, a diet word, a drink said alone, a favourite
(``tastes.py``: the other side of "my favourite T", "my T of choice", "the T I like best",
"no T beats ...", or of a bare "(it's) my favourite T" in the clause before; what the user
drinks, or has by habit: "always espresso for me"), a vehicle (a make
and its model), an occupation (a phrase ending in an occupation noun) and proper names (a
place or an organisation). Each ``Candidate`` says how much the structure already tells
(``evidence``) and carries the clause with the value as ``X`` for the meaning stage. A
clause about other people ("my sister ...", "Sam's ..."), set in the past ("used to", "back
in ...") or guarded before the value (the rules' hypotheticals and hearsay; the user's own
"I said yes" is no hearsay) gives none; a clause with no speaker (no I, me, my, we) gives no
bare name, but a value of a kind that names its attribute said alone, as an answer
("Vegetarian, pretty strictly.", "Software engineer by trade."), is the speaker's. A value
judged after it ("a Golf seems like a sensible car") is no one's. Pure string handling,
linear in the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memvault.policy.extraction.cars import car_values
from memvault.policy.extraction.guards import guarded, guarded_own, undecided, words
from memvault.policy.extraction.held import not_held
from memvault.policy.extraction.language import OPENERS
from memvault.policy.extraction.occupations import BEING_JUDGED, MENTION, occupations
from memvault.policy.extraction.phrasing import clauses, ending
from memvault.policy.extraction.rule_table import (
    CAR_MAKES,
    DIETS,
    DRINKS,
    RENTED,
    job_title_of,
)
from memvault.policy.extraction.spans import NAME_WORDS, proper
from memvault.policy.extraction.statements import sentences
from memvault.policy.extraction.tastes import Add, tastes
from memvault.policy.extraction.whose import (
    FIRST_PERSON,
    OTHER_PEOPLE,
    SOMEONE,
    SOMEONE_BEFORE,
    SPEAKER_IMPLIED,
    not_now,
)

__all__ = [
    "CLAUSE_VALUES",
    "Candidate",
    "candidates",
    "diets",
    "looks_like_a_fact",
    "names",
]

CLAUSE_VALUES = 8
"""The most values one clause offers (a statement names a handful; the meaning stage takes
the first it decides)."""
CLAUSE_TRIES = 4 * CLAUSE_VALUES
"""The most possible values one clause has checked, taken or not (each check reads the
clause up to its value: "Canva is like Canva is like ..." refused each name again)."""

_DIET = re.compile(
    r"\b(?P<v>" + DIETS + r")\b"
    r"(?!\s+(?!diet\b|food|now|these|lately|for|since|again|and|most|nowadays|is|was|has|this|"
    r"last|as|from|at|all|too|already|myself|ever|in|i\b|only|strictly|exclusively|household|"
    r"family|home|kitchen|thing|life|lifestyle|way|eating|one|because|bc|cause|cuz|cos|so|but|"
    r"though|obviously|honestly|really|anyway|lol|haha|btw|mostly|actually|after|before|when|"
    r"until|during|full)[a-z])",
    re.IGNORECASE,
)
_JOINING = words("and but so or because since while as though although yet then my our your")
_OWNED = words("my our your his her their")
_PARTICLES = words("next down up through around back out off over together")
_AFTER_A_VERB = words("my our your the a an to on for with this that some up out back home at in")
# a clause that ends on a vehicle not the speaker's: the car after it is in apposition ("the
# pool vehicle, a Kia Niro", "my uncle's car, a Golf")
_APPOSED = re.compile(
    r"(?:^|\b(?:that|and|but|note|of|with|for|in|on|to)\s+)(?:the|a|an|this|that|his|her|their|"
    r"your|(?:(?:my|our)\s+)?\w+'s)\s+(?:[\w'-]+\s+){0,2}?(?:car|vehicle|truck|van|suv|ride)\s*$"
    r"|\b(?:" + RENTED + r")\s*$"
    # "a cake inspired by her favourite drink, espresso": someone else's favourite
    r"|\b(?:his|her|their|your|(?!(?:it|that|what|there|here|he|she)'s)\w+'s)\s+(?:[\w'-]+\s+)?"
    r"(?:favou?rite|fave|usual|go-to)\s+[\w'-]+\s*$",
    re.IGNORECASE,
)
# "Acme is like everywhere now": a name that a clause judges is the subject, no one's value
_JUDGED = re.compile(
    r"\s+(?:is|are|was|'s)\s+(?:not\s+)?(?:like\s+)?(?:everywhere|so|too|very|really|pretty|way|super|"
    r"kind\s+of|sort\s+of|overrated|underrated)\b",
    re.IGNORECASE,
)
# "a Golf seems like a sensible car": judged after it; "Take Acme off my record": taken off
# what the assistant holds
_JUDGED_AFTER = re.compile(
    r"\s+(?:seems|sounds|looks)\s+(?:like\s+)?(?:a|an|the|so|too|very|really)\b"
    r"|\s+(?:off|out\s+of|from)\s+(?:my|the)\s+(?:record|profile|list|memory|notes|file|account)s?\b"
    # "vegan eating just isn't for me", "a Prius is such a mid car": not the user's, a judgement
    r"|(?:\s+\w+)?\s+(?:just\s+|really\s+|simply\s+)?(?:isn't|is\s+not|wasn't|ain't)\s+"
    r"(?:really\s+|just\s+)?for\s+me\b"
    r"|\s+is\s+(?:such\s+|just\s+|honestly\s+|literally\s+)?(?:a|an)\s+(?:\w+\s+){0,2}?"
    r"(?:car|ride|vehicle|motor)\b"
    # "the thing about me being a nurse was a joke", "Mexico City is on my bucket list"
    r"|\s+(?:was|is)\s+(?:just\s+|only\s+)?(?:a\s+joke|not\s+true|wrong|a\s+lie|made\s+up|fake)\b"
    r"|\s+is\s+(?:on|at\s+the\s+top\s+of)\s+my\s+(?:bucket\s+list|wish\s*list|list)\b"
    r"|\s+(?:is|are)\s+(?:\w+\s+)?hiring\b",  # "I saw X is hiring like crazy": no one's employer
    re.IGNORECASE,
)
# "Lisbon local here", "As a Lisbon resident", "Lisbon-based", "based in Lisbon" said alone: a
# place the user lives in, where the clause names no speaker (a clause that does, "I'm a Lisbon
# local", has its name read as any other the user says)
_RESIDENT = words("local resident -based")
_RESIDENT_LEADS = frozenset({"as a", "as an", "am a", "im a"})  # "Am a Lisbon local now"
_BASED_IN = re.compile(r"(?:currently\s+|now\s+)?based\s+(?:in|out\s+of)\s+$", re.IGNORECASE)
_PREMISES = words(
    "office offices headquarters hq campus store branch site building factory lab payroll staff"
)
_STREETS = words("road street avenue ave lane drive boulevard blvd way square crescent terrace")
_MONTHS_DAYS = words(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday christmas easter thanksgiving "
    "mon tue tues wed thu thur thurs fri sat "
    "halloween hanukkah diwali eid ramadan years months weeks days decades ages"
)


# "write me a cover letter for a nurse position at X": what is asked for is no fact
_ASKED_FOR = re.compile(
    r"^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:help\s+me\s+(?:to\s+)?)?"
    r"(?:write|draft|find|book|show|get|send|give|make|search|look\s+up|prepare|polish|proofread)"
    r"\s+(?:me\b|(?:a|an|my)\s+(?:\w+\s+)?(?:cover\s+letter|application|cv|resume|"
    r"r\u00e9sum\u00e9)\b)",
    re.I,
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
    if OTHER_PEOPLE.search(positive) or not_now(positive) or _ASKED_FOR.match(positive):
        return []
    # "Officially a nurse as of this week!" names no speaker; "X is home now" does
    unsaid = FIRST_PERSON.search(positive) is None and SPEAKER_IMPLIED.search(positive) is None
    found: list[Candidate] = []
    tried = [0]

    def add(start: int, value: str, attributes: tuple[str, ...], evidence: str = "typed") -> None:
        tried[0] += 1
        if len(found) == CLAUSE_VALUES or tried[0] > CLAUSE_TRIES or undecided(value):
            return  # each further one would read the clause again: a long run stays linear
        if start < 0:  # the value is the previous clause's ("..., says it's the best" no)
            if guarded_own(positive):
                return
            masked = f"X, {positive}"
        else:
            end = positive.find(value, start)
            if (
                end < 0
                or guarded_own(positive[:end])
                or not_held(positive, end, end + len(value))
                or _JUDGED_AFTER.match(positive, end + len(value))
            ):
                return  # "To me a Golf seems like a sensible first car": an opinion of it
            masked = positive[:end] + "X" + positive[end + len(value) :]
            if unsaid and (evidence == "name" or _APPOSED.search(previous)):
                return  # anyone's: "Jamie got hired at X", "the pool vehicle, a Kia Niro"
            if unsaid and _answered(positive, end, value):  # "Vegetarian, pretty strictly."
                found.append(Candidate(clause, value, attributes, masked, negated, "sure"))
                return
        others = SOMEONE_BEFORE if start < 0 else SOMEONE  # "it" may be the value before
        if unsaid and re.search(others, masked, re.I):
            return
        found.append(Candidate(clause, value, attributes, masked, negated, evidence, unsaid))

    for match in _DIET.finditer(positive):
        add(match.start(), match["v"], ("diet",))
    if unsaid and (drink := _A_DRINK_ALONE.match(positive)):  # "Espresso, always."
        add(drink.start("v"), drink["v"], ("favourite_drink",))
    tastes(positive, add, previous, most=CLAUSE_VALUES)
    car_values(positive, add, previous)
    if not BEING_JUDGED.match(positive):  # "Being a nurse sounds hard": no one's job
        occupations(positive, add)
    _names(positive, add)
    return found


# A value said alone, as the answer to what an assistant asks ("Vegetarian, pretty strictly.",
# "Software engineer by trade.", "Toyota Corolla at the moment."): of a kind that names its
# attribute (a diet, an occupation, a car, a drink; never a bare name, which could be anything),
# with nothing after it but how long or how much.
_ANSWER_TAIL = re.compile(
    r"(?:\s*,?\s*(?:for\s+now|at\s+the\s+moment|these\s+days|nowadays|now|currently|still|always|"
    r"by\s+(?:trade|profession|day)|full[- ]time|part[- ]time|"
    r"(?:pretty\s+|very\s+|fairly\s+)?strictly|"
    r"mostly|every\s+(?:time|day|morning)|since\s+(?:last\s+)?\w+|if\s+that\s+helps|"
    r"and\s+(?:still\s+)?(?:going\s+strong|loving\s+it|thriving|counting|proud(?:\s+of\s+it)?)|"
    r"for\s+(?:a\s+few|about|over|\d+|one|two|three|four|five|six|ten)\s+(?:\w+\s+)?"
    r"(?:years?|months?|weeks?)(?:\s+now)?))*\W*$",
    re.IGNORECASE,
)
_ANSWER_LEAD = re.compile(  # "Still vegan and going strong", "now a nurse"
    r"(?:(?:still|now|currently|officially|fully|proudly|happily)\s*)?(?:an?)?", re.IGNORECASE
)
_A_DRINK_ALONE = re.compile(r"^(?:(?:a|an)\s+)?(?P<v>" + DRINKS + r")\b", re.IGNORECASE)


def _answered(text: str, at: int, value: str) -> bool:
    """Whether ``value``, at ``at`` in ``text``, is said alone, as an answer."""
    return _ANSWER_LEAD.fullmatch(text[:at].strip(" ,")) is not None and bool(
        _ANSWER_TAIL.match(text, at + len(value))
    )


def looks_like_a_fact(sentence: str) -> bool:
    """Whether a statement has the shape of a fact about the speaker: a value where a fact
    would hold one (a name, a diet, a car, an occupation, a favourite), said in first
    person ("I've set up shop near Lisbon"), whether or not any attribute was decided."""
    return any(c.evidence != "name" or not c.unsaid for s in sentences(sentence)
               for clause in clauses(s) for c in candidates(clause))  # fmt: skip


def names(text: str) -> list[tuple[int, str]]:
    """Each proper name of ``text`` that could be a place or an organisation, with where it
    starts, whatever is said around it."""
    found: list[tuple[int, str]] = []
    _names(text, lambda start, value, *_: found.append((start, value)), judged=True)
    return found


def diets(text: str) -> list[tuple[int, str]]:
    """Each diet word of ``text`` (not "vegan burgers"), with where it starts."""
    return [(m.start(), m["v"]) for m in _DIET.finditer(text)]


def _names(text: str, add: Add, *, judged: bool = False) -> None:
    """Report to ``add`` each proper name of ``text``; ``judged``: also a name a clause
    judges ("Lisbon is way too expensive"), which is the clause's subject, no one's value."""
    tokens = list(re.finditer(r"\S+", text))
    i = 0
    while i < len(tokens):
        if _no_name_at(tokens, i):
            owned = bool(i) and tokens[i - 1].group().lower() in _OWNED  # "their Cape Town"
            owned = owned and tokens[i].group()[:1].isupper()
            i += 1
            while owned and i < len(tokens) and tokens[i].group()[:1].isupper():
                i += 1  # no later word of an owned name starts one
            continue
        start = tokens[i - 1].start() if i and tokens[i - 1].group().lower() == "the" else None
        window = tokens[min(i + NAME_WORDS, len(tokens)) - 1].end()  # not the rest of the text
        value = proper(text[tokens[i].start() : window], cased=True)
        if value is None:
            i += 1
            continue
        value = re.sub(r"'s$|-[a-z]+$", "", value)  # "Stripe's", "Lisbon-based"
        after = text[tokens[i].start() + len(value) : window].split()[:1]
        if after and after[0].lower().strip(",.") in _PREMISES:
            start = None  # "the Stripe office": "the" is the office's
        if start is not None and not value.lower().startswith("the "):
            value = f"{text[start : tokens[i].start()]}{value}".strip()
        if value.split()[-1].lower() in _STREETS:  # "the flat on Elm Road": an address
            i += max(len(value.split()), 1)
            continue
        if (after and after[0].lower().strip(",.") in MENTION) or (  # "the Lisbon entry"
            not judged and _JUDGED.match(text, tokens[i].start() + len(value))
        ):
            i += max(len(value.split()), 1)
            continue
        # "the Audi A4" is a car, as "Audi A4" is
        make = re.sub(r"^the\s+", "", value, flags=re.IGNORECASE).split()[0].lower()
        if make not in CAR_MAKES and make.removesuffix("s") not in CAR_MAKES:  # "two Teslas"
            at = tokens[i].start() if start is None else start
            if not not_held(text, at):
                said = bool(after) and after[0].lower().strip(",.!") in _RESIDENT
                if said and i:  # not at the clause's start: only after "as a"
                    lead = " ".join(t.group() for t in tokens[max(0, i - 2) : i]).lower()
                    said = lead in _RESIDENT_LEADS
                if (said and not FIRST_PERSON.search(text)) or _BASED_IN.fullmatch(text[:at]):
                    add(at, value, ("city",), "sure")
                else:
                    add(at, value, ("city", "employer"), "name")
        i += max(len(value.split()), 1)


def _no_name_at(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether the ``i``-th token cannot start a proper name: not capitalised, owned ("my
    English"), a joining or guard word ("If Unilever ..."), a month, or a sentence's first
    word that is a verb ("Sat next to", "Cancelled my", "Change my job"), an
    occupation ("Doctor told me") or a common word before a lower-case one."""
    bare = tokens[i].group().strip(",.!;:'\"()[]")
    first = i == 0 or tokens[i - 1].group().endswith((".", "!", ":"))
    following = tokens[i + 1].group() if i + 1 < len(tokens) else ""
    starter = bare.lower() in OPENERS or bare.lower().split("'")[0] in OPENERS
    return (
        not bare[:1].isupper()
        or bool(i and tokens[i - 1].group().lower() in _OWNED)  # "my English", "our Spotify"
        or bare in ("I", "I'm", "I've", "I'd", "I'll")
        # "registered with a GP", "booked an MRI": an initialism after "a" is a common noun
        or (
            bare.isupper()
            and bool(i)
            and tokens[i - 1].group().lower() in ("a", "an")
            and bare.lower() not in CAR_MAKES  # "a VW Golf": a car, read as one
        )
        or bare.lower() in _JOINING
        or guarded(bare)  # "If Unilever offers me the job": "If" is no part of a name
        or bare.lower() in _MONTHS_DAYS
        or (
            first
            and (
                (bare.endswith(("ing", "ed")) and following.lower() in _AFTER_A_VERB)
                or following.lower() in _PARTICLES  # "Sat next to ...": a verb
                # "Change my job to ...", "Ask me in a month": a request
                or following.lower() in ("my", "our", "your", "me", "us")
                or (  # "Anniversary of the day ...": a common noun ("Bank of America" a name)
                    following.lower() == "of"
                    and not tokens[min(i + 2, len(tokens) - 1)].group()[:1].isupper()
                )
                # "Doctor told me ...", "Mortgage broker wants ...": no name
                or job_title_of(bare) is not None
                or job_title_of(f"{bare} {following}") is not None
                or (
                    starter
                    and not (following[:1].isupper() and following[:2] != "I'" and following != "I")
                )
            )
        )
    )
