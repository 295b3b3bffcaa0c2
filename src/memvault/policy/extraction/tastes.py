"""Tastes by structure: the favourite a clause names ("my favourite T is X", "X is the T I
like best", "nothing beats X, it's my favourite T", "I could eat X every day") and what the
user drinks, or has by habit ("I mostly drink X", "always espresso for me"). Part of step 1
of ``meaning.MeaningReader`` (``values.candidates``); pure string handling, linear in the
text.
"""

from __future__ import annotations

import itertools
import re
from typing import Protocol

from memvault.policy.extraction.articles import article_free
from memvault.policy.extraction.guards import CHAT_LEADS, guarded, reported
from memvault.policy.extraction.labels import FAVOURITE
from memvault.policy.extraction.rule_table import DRINKS, TASTES, thing_of
from memvault.policy.extraction.spans import PROGRESSIVE, TAIL, phrase
from memvault.policy.extraction.whose import FIRST_PERSON, OTHER_PEOPLE, PAST_VERB, not_now

__all__ = ["Add", "tastes"]


class Add(Protocol):
    """How a value finder reports a value: where to look for it, the value, its attributes
    and how strongly the structure names the attribute (``Candidate.evidence``)."""

    def __call__(
        self, start: int, value: str, attributes: tuple[str, ...], evidence: str = "typed"
    ) -> None: ...


_POINTS_BACK = re.compile(r"(?:that|it|this)(?:'s|\s+is|\s+was)\b", re.IGNORECASE)  # "that's like"
_HE = re.compile(r"(?:he|she|they)\b", re.IGNORECASE)
_TASTE_FRAME = re.compile(  # "Sushi tops my food list", "... sits at the top of my food list"
    r"\b(?:tops|top\s+of)\s+my\s+(?P<listed>[a-z]+)\s+list\b|"
    r"\b(?:my\s+)?(?:new\s+|all-time\s+|absolute\s+|usual\s+|current\s+)?"
    r"(?P<kind>" + FAVOURITE + r"|usual|go-to|preferred|top|number[- ]one)\s+(?P<thing>[a-z]+)\b"
    r"|\b(?P<choice>[a-z]+)\s+of\s+choice\b"
    r"|\bthe\s+(?P<liked>[a-z]+)\s+(?:(?:that|what|which)\s+)?i(?:'d)?\s+(?:(?:always|just|really|"
    r"still|keep)\s+)?(?:like|love|enjoy|prefer|come\s+back\s+to|go\s+back\s+to|crave|pick|"
    r"choose|hold|rate|value)"
    r"(?:\s+(?:the\s+)?(?:best|most)|\s+(?:more|above|over)\s+(?:than\s+)?(?:all|any(?:\s+\w+)?|"
    r"every(?:thing)?(?:\s+\w+)?)|\s+in\s+the\s+highest\s+regard)?\b"
    r"|\bmy\s+(?:morning|evening|daily|everyday|regular|weekend)\s+(?P<habit>[a-z]+)\b"
    r"|\b(?:any\s+other|no\s+other|no|best)\s+(?P<other>[a-z]+)\b"
    r"|\bis\s+(?:just\s+|really\s+|totally\s+|definitely\s+|still\s+)?my\s+(?:new\s+|current\s+)?"
    r"(?P<mine>[a-z]+)(?:\s+(?:now|these\s+days|nowadays|lately|at\s+the\s+moment))?$",
    re.IGNORECASE,
)
_KINDS_NAMED = ("thing", "choice", "liked", "other", "listed", "habit", "mine")
"""The frame's groups that name the favourite's kind, in the order read."""
# "I could eat pho every single day": a favourite, its kind told by the verb
_COULD_ALWAYS = re.compile(
    r"\bi\s+could\s+(?P<verb>eat|watch|read|listen\s+to|play|drink)\s+(?P<v>[^,.;!?]{1,40}?)\s+"
    r"(?:every\s+(?:single\s+)?(?:day|night|week)|forever|all\s+day|on\s+repeat|"
    r"again\s+and\s+again|for\s+the\s+rest\s+of\s+my\s+life)\b",
    re.IGNORECASE,
)
_VERB_KIND = {"eat": "food", "watch": "movie", "read": "book", "listen to": "band", "play": "sport",
              "drink": "drink"}  # fmt: skip
_NOT_MINE = re.compile(r"\b(?i:his|her|their|your)\s+$|\b[A-Z]\w*'s\s+$")  # "his", "Sam's"
_COPULA = re.compile(  # not "was": "My favourite food was tacos for years" is over
    r"\s+(?:is|'s|are|has\s+(?:\w+ly\s+)?become|(?:\w+ly\s+)?became|remains|"
    r"has\s+(?:always\s+)?been|has\s+to\s+be|"
    r"will\s+always\s+be|'ll\s+always\s+be|would\s+be|beats|over|tops|"
    r"sits\s+(?:right\s+)?at|"
    r"than|i\s+like\s+best|i\s+love\s+most)\s+",
    re.IGNORECASE,
)
_LEAD = re.compile(
    r"^(?:(?:oh|and|so|well|also|plus|anyway|btw|ok|okay|yeah|yes|ja|honestly|currently|now|lately|"
    + CHAT_LEADS
    + r"|"
    r"that'?s\s+(?:an?\s+)?(?:easy|simple|obvious)(?:\s+one)?|"  # "oh thats easy, sushi ..."
    r"[a-z]{3,}ed\s+(?:by|with)|"  # "my mood is fixed by The Beatles"
    r"(?:ever\s+)?since\s+(?:last\s+|this\s+|the\s+)?[a-z]+|"
    r"these\s+days|nowadays|right\s+now|at\s+the\s+moment|for\s+me|i(?:'d|\s+would)\s+"
    r"(?:pick|choose|take|go\s+for|rather\s+have|say)|i\s+(?:pick|choose|guess|reckon|say))"
    r"[,:]?\s+)+",
    re.IGNORECASE,
)
_WHAT_I_DRINK = re.compile(
    r"^(?P<v>.+?)\s+is\s+(?:basically\s+|pretty\s+much\s+)?(?:what|the\s+only\s+thing|all)\s+"
    r"i\s+(?:\w+\s+)?(?:drink|order|have|reach\s+for|grab|go\s+for|live\s+on)\b",
    re.IGNORECASE,
)
_DRINKING = re.compile(
    r"\bi(?:'m|\s+am|'ve|\s+have)?(?:\s+(?:mostly|usually|only|now|just|mainly|pretty\s+much|"
    r"normally|generally|typically|always))*"
    r"(?:\s+(?:switched|moved|gone|changed|taken)\s+(?:over\s+)?to)?\s+"
    r"(?:drink|drinking|order|ordering|sip|sipping)\s+(?:(?:only|just|mostly|mainly|always|usually)\s+(?!my\b))?"
    r"(?P<v>.+)$",
    re.IGNORECASE,
)

# "always espresso for me", "I'm normally on the flat white": a drink had by habit, any verb
_HABIT = (
    r"\b(?:usual|usually|always|normally|daily|every\s+(?:single\s+)?(?:day|morning|time|evening|"
    r"afternoon|night)|"
    r"most\s+days|same\s+order|as\s+(?:always|usual)|(?:live|living|run|running)\s+on|habit|fix|"
    r"all\s+i\s+(?:ever\s+)?drink|(?:whole\s+|entire\s+)?personality)\b"
)
_MY_HABIT = re.compile(r"\bmy\s+(?:usual|regular|daily|morning|go-to)\s+$", re.IGNORECASE)
_A_DRINK = r"\b(?P<v>" + DRINKS + r")s?\b(?!\s+(?:machine|maker|bar|shop|cup|mug|pot|glass))"
_HABIT_DRINK = (
    re.compile(_HABIT + r".{0,60}?" + _A_DRINK, re.IGNORECASE),
    re.compile(_A_DRINK + r".{0,60}?" + _HABIT, re.IGNORECASE),
)
_QUIT = re.compile(
    r"\b(?:quit|quitting|kicked|kicking|broke|breaking|gave\s+up|giving\s+up|dropped|ditched|"
    r"stopped|cut\s+out|old)\b",
    re.IGNORECASE,
)
_SELF = re.compile(r"\b(?:i|i'm|i'd|i've|my|me)\b", re.IGNORECASE)
_OTHERS = re.compile(  # "the people drink always coffee, but not me"
    r"\b(?:people|everyone|everybody|they|he|she|others|colleagues|co-?workers)\b", re.I
)
# What a clause is fond of: what follows the last of these words ("I always order, I always
# get X", "can't beat X"), or "a big X person".
_FOND = re.compile(
    r"\b(?:into|about|of|on|with|(?<!went\s)(?<!go\s)(?<!going\s)(?<!been\s)(?<!gone\s)to|"
    r"love|adore|like|enjoy|enjoying|loving|beat|get|order|have|give\s+me)\s+(?=\S)",
    re.IGNORECASE,
)
# "Give me an espresso any day of the week": when, not what
_ANY_TIME = re.compile(
    r"\b(?:any|every|each|all)\s+(?:day|time|morning|night|week)"
    r"(?:\s+of\s+(?:the\s+)?(?:day|week|year))?\b",
    re.IGNORECASE,
)
_FAN = re.compile(
    r"(?:\ba\s+|^)(?:big|huge)\s+(?P<v>[^,.!?]{1,40}?)\s+(?:person|fan|drinker|lover)\b", re.I
)
_AMOUNT = re.compile(  # "a lot of", "an unreasonable amount of", "way too much"
    r"^(?:an?\s+)?(?:[a-z]+\s+)?(?:lot|lots|loads|ton|tons|plenty|bunch|amount|cups?|pots?|litres?)\s+"
    r"of\s+",
    re.IGNORECASE,
)
# "I just switched to espresso": a drink switched to is the one the user has now
_SWITCHED_TO = re.compile(
    r"\bi(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|now)\s+)?(?:switched|moved|changed|"
    r"gone\s+over)"
    r"\s+(?:over\s+)?to\s+(?P<v>" + DRINKS + r")\b(?!\s+(?:machine|maker|shop|bar|cup|mug))",
    re.IGNORECASE,
)
_DRINKER = re.compile(
    r"(?:^|\b(?:i'm|i\s+am)\s+)(?:an?\s+)?(?:(?:big|huge|heavy|serious|massive)\s+|(?<=an\s)|"
    r"(?<=a\s))(?P<v>" + DRINKS + r")\s+"
    r"(?:drinker|person|lover|addict|fiend)\b",
    re.IGNORECASE,
)
# "I'm all about espresso these days", "I'm on green tea now": a drink the user is into
_INTO_A_DRINK = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:(?:really|totally|so|now|currently|mostly|fully|completely)\s+)?"
    r"(?:all\s+about|about|on|into|hooked\s+on|"
    r"obsessed\s+with)\s+(?:the\s+|a\s+)?" + _A_DRINK,
    re.IGNORECASE,
)
_DENIED = re.compile(r"\b(?:not|never|hardly)\s+$", re.IGNORECASE)  # "X is not my favourite T"
_AUXILIARY = re.compile(r"(?:is|are|was|were|has|have|had|been|be|being|does|did)\b", re.I)
_AFTER_VALUE = re.compile(
    r"\s+(?:for\s+me|every\s+\w+|in\s+the\s+\w+|most\s+days|while|when|during|because|"
    r"at\s+work)\b.*$",
    re.IGNORECASE,
)


def tastes(text: str, add: Add, previous: str, *, most: int) -> None:
    """Report to ``add`` the favourite or usual drink ``text`` names (``previous``: the
    clause before it in the sentence), reading at most ``most`` frames."""
    if _told_by_verb(text, add) or _answered(text, previous, add):
        return
    for frame in itertools.islice(_TASTE_FRAME.finditer(text), most):
        thing = thing_of(next((frame[g] for g in _KINDS_NAMED if frame[g]), ""))
        unowned = (frame["kind"] or "").lower() == "usual" and frame.group()[:2].lower() != "my"
        if (
            thing not in TASTES
            or _NOT_MINE.search(text, max(0, frame.start() - 12), frame.start())
            or _DENIED.search(text, max(0, frame.start() - 12), frame.start())
            or unowned
        ):
            continue  # "his favourite drink"; "the usual place" is where one goes
        evidence = "typed" if frame["mine"] else "sure"
        said = frame.group().lower()  # a side is none of the frame ("The food" I like best)
        parts = _COPULA.split(text)
        at = next((i for i, p in enumerate(parts) if said in p.lower()), None)
        near = parts if at is None else parts[max(0, at - 1) : at + 2]  # beside the frame only
        sides = [
            side for side in near if said not in side.lower() and side.strip().lower() not in said
        ]  # fmt: skip
        for side in sides:
            if not PROGRESSIVE.match(side) and (value := _noun_phrase(side)):
                add(0, value, (f"favourite_{thing}",), evidence)
                return
        if not any(s.strip() for s in sides) and (value := _value_before(previous)):
            add(-1, value, (f"favourite_{thing}",), evidence)
            return
    habit = _HABIT_DRINK[0].search(text) or _HABIT_DRINK[1].search(text)
    if habit and (_QUIT.search(text, 0, habit.end()) or PAST_VERB.search(habit.group())):
        return  # "Quit my old habit of three cans of cola a day", "X was my personality": given up
    if habit and _SELF.search(text) and not (OTHER_PEOPLE.search(text) or _OTHERS.search(text)):
        *_, drink = re.finditer(_A_DRINK, habit.group(), re.IGNORECASE)  # the one nearest the habit
        at = habit.start() + drink.start("v")
        sure = _MY_HABIT.search(text, max(0, at - 20), at)  # "my usual green tea"
        add(at, drink["v"], ("favourite_drink",), "sure" if sure else "typed")


def _told_by_verb(text: str, add: Add) -> bool:
    """Report to ``add`` what the verb says the user drinks or is into ("I mostly drink X",
    "big espresso drinker", "I could eat pho every day"); whether there was one."""
    drinking = (  # what, then the verb; a drink the user is into
        _WHAT_I_DRINK.search(text) or _DRINKING.search(text) or _SWITCHED_TO.search(text)
        or _INTO_A_DRINK.search(text)
    )  # fmt: skip
    if drinking and (value := _noun_phrase(drinking["v"])):
        add(drinking.start("v"), value, ("favourite_drink",), "sure")
        return True
    if drinker := _DRINKER.search(text):  # "Big espresso drinker, if that helps"
        add(drinker.start("v"), drinker["v"], ("favourite_drink",), "sure")
        return True
    if (could := _COULD_ALWAYS.search(text)) and (value := _noun_phrase(could["v"])):
        kind = _VERB_KIND[" ".join(could["verb"].lower().split())]
        add(could.start("v"), value, (f"favourite_{kind}",), "sure")
        return True
    return False


# "When asked to name my favourite food, I invariably answer X", "a colleague asked me my
# favourite food and I said X": the user's answer to a question about their favourite
_ASKED_MINE = re.compile(
    r"\b(?:ask|asks|asked|asking|question|name|list)\b[^.!?]{0,40}?\bmy\s+(?:all-time\s+)?"
    + FAVOURITE
    + r"\s+(?P<thing>[a-z]+)",
    re.IGNORECASE,
)
_MY_ANSWER = re.compile(
    r"(?:^|\b(?:and|so)\s+)i\s+(?:(?:\w+ly|always|just|still|even)\s+)?(?:say|said|answer|"
    r"answered|put|put\s+down|wrote|write|told\s+(?:her|him|them|everyone)|went\s+with|picked|"
    r"pick|chose|choose)\s+['\"\u201c]?(?P<v>[^,.;!?'\"\u201d]{1,40})",
    re.IGNORECASE,
)


def _answered(text: str, previous: str, add: Add) -> bool:
    """Report to ``add`` the user's answer to a question about their favourite, asked in
    ``previous`` or before the answer in ``text``; whether there was one."""
    answer = _MY_ANSWER.search(text)
    asked = answer and (_ASKED_MINE.search(text, 0, answer.start()) or _ASKED_MINE.search(previous))
    if not answer or not asked or OTHER_PEOPLE.search(answer.group()):
        return False
    thing = thing_of(asked["thing"])
    if thing not in TASTES or (value := _noun_phrase(answer["v"])) is None:
        return False
    add(answer.start("v"), value, (f"favourite_{thing}",), "sure")
    return True


_IS_AT_THE_END = re.compile(
    r"\s(?:is|are|has\s+to\s+be)\s+(?P<v>(?:[\w'-]+\s+){0,3}[\w'-]+)$", re.I
)


def _value_before(previous: str) -> str | None:
    """What the clause before a bare "(it's) my favourite T" was about: the thing after
    "into", "love", "a fan of" ..., or the whole clause when it is a short phrase."""
    if (
        OTHER_PEOPLE.search(previous)
        or _POINTS_BACK.match(previous)
        or _HE.match(previous)
        or not_now(previous)
    ):  # "my husband's obsessed with X, it's his", "that's like the 5th", "he ...", "I used to"
        return None
    previous = _ANY_TIME.sub("", previous)
    if said := _IS_AT_THE_END.search(previous):  # "the one thing keeping me sane is sushi"
        return _noun_phrase(said["v"])
    last = max((m.end() for m in _FOND.finditer(previous)), default=None)
    if last is not None:
        return _noun_phrase(previous[last:])
    if fan := _FAN.search(previous):
        return _noun_phrase(fan["v"])
    if len(previous.split()) <= 4 and not FIRST_PERSON.search(previous):
        return _noun_phrase(previous)
    return None


def _noun_phrase(raw: str) -> str | None:
    """A favourite's value: a short phrase, without its article, "for me" or a time."""
    raw = _AFTER_VALUE.sub("", _LEAD.sub("", _AMOUNT.sub("", raw.strip())))
    value = phrase(TAIL.sub("", " " + raw).strip(), max_words=4)
    if value is None or FIRST_PERSON.search(value) or guarded(value) or reported(value):
        return None
    if _AUXILIARY.match(value):  # "sushi is, and has long been, my favourite food"
        return None
    return article_free(value)
