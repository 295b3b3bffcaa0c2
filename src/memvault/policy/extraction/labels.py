"""Notes and chat shapes that label a fact rather than say it, said again in full for the
rules: "Diet: vegan", "Home base - Oslo", "Favourite book? Dune", "Dune! My favourite book".

Pure string handling, used by ``statements.sentences`` (``labelled``: a label asked and answered,
a thing exclaimed and then called a favourite) and ``phrasing.clauses`` (``label_said``: "my
diet is vegan").
"""

from __future__ import annotations

import re

__all__ = ["FAVOURITE", "label_said", "labelled", "pov_told", "said_plainly"]

FAVOURITE = r"(?:(?:most\s+)?favou?rite|fave?|ultimate)"  # "my most favourite": Indian English
"""How a favourite is spelt: "favourite", "favorite", and in chat "fave" or "fav"."""

_NO_FRIEND = r"(?!\s+(?:friends?|mates?|buddy|buddies|pals?|man|half)\b)"  # "best friend": a person
# What a user's note labels ("Diet: vegan", "Home base - Oslo"), and what each label is of.
_ASKED_LABELS = (
    r"job\s+title|job|role|position|occupation|profession|car|wheels|ride|city|home\s*town|"
    r"home\s+base|location|diet|daily\s+drink|morning\s+drink|drink"
)
_LABELS = (
    _ASKED_LABELS
    + r"|employer|company|workplace|work|(?:vehicle\s+)?make\s*(?:/|and)\s*model|vehicle"
)
_LABEL_AS = {"wheels": "car", "ride": "car", "home base": "city", "location": "city",
             "vehicle": "car", "make/model": "car", "make and model": "car",
             "vehicle make/model": "car", "vehicle make and model": "car",
             "work": "employer", "drink": "favourite drink", "daily drink": "favourite drink",
             "morning drink": "favourite drink"}  # fmt: skip
# "Best food right now? Sushi.", "Diet? Vegan.": a label asked and answered by the user.
_ASKED_AND_ANSWERED = re.compile(
    r"(?:^|(?<=[.!:]\s))(?P<label>(?:my\s+)?(?:(?:new|current|all-time)\s+)?"
    r"(?:(?:" + FAVOURITE + r"|(?:best|top)" + _NO_FRIEND + r")\s+[a-z]+|" + _ASKED_LABELS + r")"
    r"(?:\s+(?:right\s+now|now|these\s+days|at\s+the\s+moment|lately))?)\?(?=[ \t]+\S)",
    re.IGNORECASE,
)
# "Sushi! My favourite food, easily.": the thing exclaimed, then what it is to the user.
_NAMED_THEN_FAVOURITE = re.compile(
    r"(?:^|(?<=[.!]\s))(?P<v>[^.!?\n]{1,40})!\s+"
    r"(?P<fav>my\s+(?:new\s+|all-time\s+|absolute\s+)?" + FAVOURITE + r"\s+[a-z]+\b)",
    re.IGNORECASE,
)


# "New role: nurse", "Favourite band right now: ABBA": a label about the user, a colon, a value.
# "ok new favourite food unlocked: sushi", "I have a new go-to drink: espresso" too.
_LABEL = re.compile(
    r"^(?:(?:ok|okay|so|oh|and|btw|fyi)[,!]?\s+)*(?:i(?:'ve|\s+have)\s+(?:got\s+)?a\s+|"
    r"there'?s\s+a\s+)?(?:my\s+)?(?P<new>(?:new|current|latest|all-time)\s+)?(?P<label>(?:"
    + FAVOURITE
    + r"|go-to|(?:best|top)"
    + _NO_FRIEND
    + r")\s+[a-z]+"
    r"(?:\s+(?!(?:right|now|these|nowadays|at|atm|rn|currently|for|unlocked|alert|update|"
    r"confirmed)\b)[a-z]+)?|" + _LABELS + r")(?:\s+(?:unlocked|alert|update|confirmed))?"
    r"(?:\s+(?:right\s+now|now|these\s+days|nowadays|at\s+the\s+moment|currently|rn|atm))?"
    r"(?:\s+for\s+me)?(?:\s*[:=]\s*|\s+[-\u2013\u2014]\s+)(?P<value>\S.*)$",
    re.IGNORECASE,
)


_TIME_FIRST = re.compile(r"^(?:still|now|currently|these\s+days)\b", re.IGNORECASE)


def labelled(text: str) -> str:
    """``text`` with each label asked and answered ("Diet? Vegan.") as a label and a value
    ("Diet: Vegan."), and a thing exclaimed before "my favourite T" joined to it."""
    text = _ASKED_AND_ANSWERED.sub(lambda m: f"{m['label']}:", text)
    text = _SELF_ASKED.sub(
        lambda m: f"I {' '.join(m['verb'].split())} " + ("in " if "live" in m["verb"] else ""), text
    )
    return _NAMED_THEN_FAVOURITE.sub(r"\g<v>, \g<fav>", text)


def label_said(sentence: str) -> str | None:
    """A label and its value said as a statement ("New role: nurse" is "my new role is
    nurse", "Home base - Oslo" is "my city is Oslo"); None when ``sentence`` is no label."""
    label = _LABEL.match(sentence)
    if label is None:
        return None
    name = re.sub(
        r"^(?:best|top|faves?|favs?|go-to)\b", "favourite", " ".join(label["label"].lower().split())
    )
    name = _LABEL_AS.get(name, name)  # "New wheels: a Kia Niro", "Home base: Oslo"
    value = _TIME_FIRST.sub(lambda m: m[0].lower(), label["value"])  # "Job? Still at X"
    return f"my {label['new'] or ''}{name} is {value}"


# "The company I work for is X", "the city we live in now is X", "put me down as X": the
# plain statement.
_WHAT_I_DO = re.compile(
    r"\bthe\s+(?:(?P<work>company|firm|organi[sz]ation|business)\s+(?:that\s+)?"
    r"i(?:'m|\s+am)?\s+(?:work\s+(?:for|at)|employed\s+(?:by|with))"
    r"|(?P<live>city|town)\s+(?:that\s+)?(?:i|we)\s+live\s+in"
    r"|(?P<drive>car)\s+(?:that\s+)?i\s+drive)\s+(?:now\s+|these\s+days\s+)?is\s+"
    # "What I drive these days is a Kia Niro", "Where we live now is Oslo"
    r"|\b(?:(?P<drive2>what\s+i\s+drive)|(?P<live2>where\s+(?:i|we)\s+live)|"
    r"(?P<work2>who\s+i\s+work\s+for))\s+(?:now\s+|these\s+days\s+|nowadays\s+)?is\s+"
    r"|\b(?:just\s+)?put\s+me\s+down\s+as\s+",
    re.IGNORECASE,
)


def _what_i_do(m: re.Match[str]) -> str:
    return (
        "I work at " if m["work"] or m["work2"] else "I live in " if m["live"] or m["live2"]
        else "I drive " if m["drive"] or m["drive2"] else "I'm "
    )  # fmt: skip


# "Who do I work for? Stripe, since May.": the user asking and answering, said plainly
_SELF_ASKED = re.compile(
    r"(?:^|(?<=[.!]\s))(?:who|where|what)\s+do\s+i\s+(?P<verb>(?:usually\s+|mostly\s+)?"
    r"(?:work\s+(?:for|at)|live|drive|drink))(?:\s+(?:now|these\s+days|nowadays))?\?\s+"
    r"(?:(?:mostly|usually|mainly|definitely|still|in)\s+)?(?=\S)",
    re.IGNORECASE,
)
# "My wife and I went vegan": the user did
_AND_I = re.compile(
    r"\b(?:my|our)\s+(?:[a-z]+\s+)?(?:wife|husband|partner|spouse|boyfriend|girlfriend|fianc[eé]e?|"
    r"family|kids?|children|son|daughter|mum|mom|dad|mother|father|parents|sister|brother|"
    r"roommate|flatmate|housemate|friend|best\s+friend)\s+and\s+i\b(?:\s+both\b)?",
    re.I,
)
# "Me and my wife both are vegetarian": the user is
_ME_AND = re.compile(
    r"\bme\s+and\s+my\s+(?:[a-z]+\s+)?(?:wife|husband|partner|spouse|boyfriend|girlfriend|"
    r"fianc[eé]e?|family|kids?|children|roommate|flatmate|housemate)(?:\s+both)?"
    r"(?=\s+(?:are|were|have|live|moved|eat|drive|went|became)\b)",
    re.IGNORECASE,
)
_I_ARE = {"are": "am", "were": "was"}
# "We went vegetarian as a family": the user too
_AS_A_FAMILY = re.compile(
    r"\bwe(?P<are>'re|\s+are)?\b(?=[^.!?,;]{0,40}\bas\s+a\s+(?:family|household)\b)", re.I
)


# "if I had to pick one film, it'd be X": no hypothetical, a favourite
_ONLY_ONE = re.compile(  # "if I could only drink one thing for the rest of my life, it'd be"
    r"\bif\s+i\s+(?:(?:had|have)\s+to|could\s+only|can\s+only)\s+(?P<verb>pick|choose|name|have|"
    r"eat|drink)\s+(?:just\s+|only\s+)?(?:one|a)\s+(?P<t>[a-z]+)(?:\s+(?:for\s+the\s+rest\s+of\s+"
    r"my\s+life|forever|ever\s+again))?\s*,?\s*(?:it'?d|it\s+would|i'?d\s+(?:say|pick|choose|"
    r"go\s+(?:with|for)))(?:\s+be)?\s+",
    re.IGNORECASE,
)
_ONE_THING = {"eat": "food", "drink": "drink"}


def _only_one(m: re.Match[str]) -> str:
    thing = m["t"]
    if thing.lower() == "thing":
        thing = _ONE_THING.get(m["verb"].lower(), thing)
    return f"my favourite {thing} is "


# "As a nurse, I live for lie-ins", "honestly as a vegan i ...": the role the user speaks from
# (not "as a kid", "as a former nurse", or a role told in the past: "as a nurse I was ...")
_SPEAKING_AS = re.compile(
    r"(?:^|(?<=[,;:!.]\s)|"
    + "|".join(
        rf"(?<=\b{w}\s)" for w in ("honestly", "tbh", "well", "and", "but", "so", "lol", "ok")
    )
    + r")as\s+(?:"
    # "as someone who's (been) vegetarian (since May), ...": the speaker, whatever follows
    r"someone\s+who(?:'s|\s+is)\s+(?:been\s+)?(?P<w>(?:(?:a|an)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?)"
    r"\s*,\s*|"
    r"(?P<v>(?:a|an)\s+(?!(?:former|ex|retired|trainee|aspiring|wannabe|future|kid|child|teen|"
    r"teenager|student|result|treat)\b)[\w'-]+(?:\s+[\w'-]+){0,3}?)(?:\s+myself)?\s*,?\s+"
    r"(?=(?:i|we|my|me)\b(?!.{0,80}?\b(?:used\s+to|was|were|would|could|back\s+then)\b)))",
    re.IGNORECASE,
)


# "A nurse by day and a mom of three by night": a self-description that leaves out "I'm"
_BY_DAY = re.compile(r"^(?P<a>(?:an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+by\s+day\b", re.I)


# "I'll grab my usual, espresso": the drink one has as a rule
_MY_USUAL = re.compile(
    r"\bmy\s+(?:usual|regular|go-to)(?:\s+(?:drink|order|tipple|brew))?\s*[,:\u2014]\s*(?=\w)"
    r"(?!(?:no\s+question|no\s+contest|hands\s+down|for\s+sure|honestly|obviously|always|tbh|"
    r"lol|every\s+(?:time|day))\b)",
    re.IGNORECASE,
)


# "Lisbon, you're home now": a caption that speaks to the city
_YOU_ARE_HOME = re.compile(
    r"^(?P<v>[A-Z][^\s,]*(?:\s+[A-Z][^\s,]*){0,2}),\s+(?:you(?:'re|\s+are)|ur)\s+"
    r"(?:(?=(?:now\s+|officially\s+|finally\s+)*(?:my\s+|our\s+)?home\b(?!\s+(?:to|of|for)\b))|"
    r"(?P<stuck>stuck\s+with\s+(?:me|us)\b))"
)


# "POV: you're the only vegetarian at the barbecue (me, every summer)": a post's "you" is the
# one who posts it when the post says so; without that a "POV" meme is anyone's
_POV = re.compile(r"^\W*pov\s*:\s*", re.IGNORECASE)
_POV_NOTE = re.compile(r"\((?:it'?s\s+)?me\b[^()\n]{0,60}\)|\bi'?m\s+the\s+pov\b", re.I)
_POV_IS_ME = re.compile(
    r"\((?:it'?s\s+)?me\b|\bi'?m\s+the\s+pov\b|(?<!not\s)\b(?:this\s+is|literally|it'?s)\s+me\b",
    re.IGNORECASE,
)
# "Dear future me, right now you drive a Golf", "Note to future self: you took the job at X":
# a letter to one's future self says "you" of the writer
_FUTURE_SELF = re.compile(
    r"^\W*(?:(?:a\s+)?note\s+to\s+|dear\s+|to\s+|hey\s+)?(?:my\s+)?(?:future\s+(?:me|self)|"
    r"me\s+in\s+\w+\s+(?:years?|months?)|(?:whoever|the\s+person)\s+i\s+am\s+(?:next|in)\s+"
    r"\w+(?:\s+\w+)?)\s*[,:\u2014-]\s*",
    re.IGNORECASE,
)
# "guess who got the job at Google 👀 me": the user, once the post answers its own riddle
_GUESS_WHO = re.compile(r"^\W*guess\s+who(?P<be>'s|\s+is)?(?=\s+\w)", re.IGNORECASE)
_ME_AFTER = re.compile(
    r"[^\w\s,']+\s*(?:me|it\s+was\s+me|it'?s\s+me|this\s+(?:guy|girl|gal)|yours\s+truly)\b", re.I
)
_YOU = re.compile(r"\b(?:you(?P<verb>'re|\s+are|'ve|\s+have)?|(?P<your>your|yours))\b", re.I)
_AS_I = {"'re": "'m", " are": " am", "'ve": "'ve", " have": " have"}


def _you_as_i(m: re.Match[str]) -> str:
    if m["your"]:
        return "my" if m["your"].lower() == "your" else "mine"
    return "I" + _AS_I.get((m["verb"] or "").lower(), "")


def pov_told(text: str) -> str:
    """A "POV" meme's "you" said as "I" where the post says it is the poster ("(it's me)"),
    a letter's to the writer's future self, and a "guess who ..." the post answers "me"."""
    if (pov := _POV.match(text)) and _POV_IS_ME.search(text):
        return _YOU.sub(_you_as_i, _POV_NOTE.sub("", text[pov.end() :]))
    if future := _FUTURE_SELF.match(text):
        return _YOU.sub(_you_as_i, text[future.end() :])
    if (guess := _GUESS_WHO.match(text)) and _ME_AFTER.search(text, guess.end()):
        return ("I'm" if guess["be"] else "I") + text[guess.end() :]
    return text


def said_plainly(sentence: str) -> str:
    """``sentence`` with "the company I work for is X" said as "I work at X" (and so for the
    city one lives in and the car one drives), "put me down as X" as "I'm X", "if I had to
    pick one book, it'd be X" as "my favourite book is X", "my usual, X" as "my usual drink
    is X" and "as a nurse, I ..." as "I'm a nurse, I ..."."""
    sentence = pov_told(sentence)
    sentence = _YOU_ARE_HOME.sub(lambda m: f"{m['v']} is {'home' if m['stuck'] else ''}", sentence)
    sentence = _ONLY_ONE.sub(_only_one, sentence)
    sentence = _MY_USUAL.sub("my usual drink is ", sentence)
    sentence = _SPEAKING_AS.sub(lambda m: f"I'm {m['v'] or m['w']}, ", sentence)
    sentence = _BY_DAY.sub(r"I'm \g<a> by day", sentence)
    sentence = re.sub(
        r"\bI(\s+)(are|were)\b",
        lambda m: f"I{m[1]}{_I_ARE[m[2]]}",
        _ME_AND.sub(
            "I", _AND_I.sub("I", _AS_A_FAMILY.sub(lambda m: "I'm" if m["are"] else "I", sentence))
        ),
    )
    return _WHAT_I_DO.sub(_what_i_do, sentence)
