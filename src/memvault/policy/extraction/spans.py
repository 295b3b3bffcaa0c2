"""Where a value starts and ends in a clause: a proper name ("Rio de Janeiro", "Bank of
America"), a free phrase up to a time word or a filler ("sushi these days" is "sushi"), and
the words that make a phrase no value at all ("at the moment", "it").

Pure string handling shared by the rule table, the meaning stage's value finder and the
favourites' reader; each pattern linear in the text.
"""

from __future__ import annotations

import re

from memvault.policy.extraction.guards import words

__all__ = [
    "ABBREVIATIONS",
    "JUNK_START",
    "NAME_WORDS",
    "PARTICLES",
    "PROGRESSIVE",
    "PROPER_JUNK",
    "TAIL",
    "phrase",
    "proper",
]

ABBREVIATIONS = words(
    "mr mrs ms dr st prof inc ltd co jr sr vs etc e.g i.e mt ft no corp dept approx"
)

NAME_WORDS = 12
"""The most words a proper name is read over ("Rio de Janeiro", "Bank of America"): each
capitalised word looks that far ahead, never at the rest of the text (which made a long run
of names quadratic)."""
_NAME_ENDS = words("inc ltd co corp jr sr")  # "Acme Corp. First week done!"
_CONNECTORS = words(
    "of de da do dos das del della der den van von la le les el y and & upon on am im sur"
)
_NAME_STOPS = words("I I'm I've I'd Now Since But And Because Last Next This")
PARTICLES = "lah leh lor sia talaga paa yaar sha innit mate hey altogether po"
"""World Englishes' particles, which close a value: "sushi talaga", "espresso paa", "ramen po"."""
TAIL = re.compile(
    r"\s+(?:(?:last|this|next|every)\s+\w+|since\b|for\s+(?:a|an|the|about|over|almost|nearly|"
    r"\d+|two|three|four|five|six|several|many|some|years|months|weeks)\b|(?:\w+\s+)?ago\b|"
    r"for\s+(?:me|us)\b|a\s+(?:good\s+|long\s+)?while\b|here\b|"
    r"after\s+(?:all\s+)?(?:these|those|so\s+many)\b|now\b|"
    r"these days|nowadays|anymore|any more|any longer|at the moment|right now|currently|"
    r"recently|lately|yesterday|today|tonight|in\s+(?:\d{4}|january|february|march|april|may|june|"
    r"july|"
    r"august|september|october|november|december)\b|with\b|because\b|but\b|though\b|btw\b|lol\b|"
    r"rn\b|fr\b|tbh\b|ngl\b|lmao\b|ofc\b|imo\b|without\b|"
    r"haha\b|again\b|too\b|as well\b|i think\b|atm\b|from\s+(?:now|then)\b|"
    r"(?:" + "|".join(PARTICLES.split()) + r")\b|"
    # run-on speech: the next clause starts with no comma ("a Golf so parking is easy")
    r"so\b|they'?re\b|which\b|hands\s+down\b|by\s+far\b|honestly\b|as\s+far\s+as\b|means\b|"
    r"pretty\s+much\b|forever\b|for\s+ages\b|"
    # ... or with its subject ("tea I have daily", "Oslo is where we"); "sushi only,"; "X 2 years"
    r"(?:and\s+)?(?:i|i'm|i've|i'd|i'll|we're|we've|it'?s|that'?s|(?:is|was)\s+(?:where|who|what|"
    r"how))\b|and\s+(?:nothing|nobody|no\s+one|it|that|this|they|he|she|you|we|everyone|"
    r"there|until|since|still|always|ever|forever)\b|like\b|only\b(?=\s*(?:[,.!?;]|$))|"
    r"actually\b|yes\b|yeah\b|please\b|\d+\s+(?:year|month|week|day)s?\b|"
    # an adverb after the value ("sushi instantly", "Dune obviously"), not a noun in -ly
    r"(?-i:[a-z]{4,}ly)\b(?<!fly)(?<!poly)(?<!mbly)(?<!family)(?<!cily)(?<!chilly)).*$",
    re.IGNORECASE,
)
JUNK_START = re.compile(
    r"^(?:it|this|that|these|those|them|him|her|me|us|you|your|his|their|our|which|what|to|"
    r"he|she|they|we|i|now|today|tonight|lately|recently|currently|"
    r"home|here|there|lot|lots|bit|much|more|so|very|really|kind|sort|one|not|no|"
    r"for|with|at|on|around|through|into|from|by|off|out|up|is|are|was|were|am|"
    # "is like sushi", "is, well, ...", "nothing beats": a comparison, a hesitation, no value
    r"like|well|nothing|something|anything|everything|since|always|still|(?:the\s+)?same|"
    # "favourite food? easy. Sushi.", "more than all", "... is overrated"
    r"easy|obviously|duh|all|overrated|underrated|overhyped)\b",
    re.IGNORECASE,
)
PROPER_JUNK = words(
    "home night nights weekends work school here there the moment the weekend a an it this that "
    "later tomorrow back maybe anytime sometime tonight soon now cv pdf id tv pc usb faq asap diy "
    "hr them they us him you me sir ma'am madam last minute while time"
)


_UNCASED_STOPS = words("to for and in at as a an on with from after by lol")
_ON_A_DAY = re.compile(
    r"\s+on\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|"
    r"(?:the\s+)?\d+(?:st|nd|rd|th)?)\b.*$",
    re.IGNORECASE,
)


# "My favourite band is playing tonight": what the favourite is doing, not what it is.
PROGRESSIVE = re.compile(
    r"^\s*\w+ing\s+(?:tonight|today|tomorrow|again|live|next|this|soon|later|to|away|back|home|"
    r"into|out|off)\b",  # "my favourite streamer is moving to Oslo"
    re.IGNORECASE,
)


def proper(raw: str, *, cased: bool) -> str | None:
    """The proper name at the start of ``raw`` ("Rio de Janeiro is nice" -> "Rio de Janeiro")."""
    tokens = _ON_A_DAY.sub("", raw).split()  # "Airbnb on Monday": "on" is no connector here
    if not tokens:
        return None
    if not cased:
        kept: list[str] = []
        for i, token in enumerate(tokens[:3]):
            if TAIL.match(" " + " ".join(tokens[i:])) or token.lower() in _UNCASED_STOPS:
                break
            kept.append(token)
        value = " ".join(t[:1].upper() + t[1:] for t in kept).strip(",.!'()[]")
        junk = not value or value.lower().removeprefix("the ") in PROPER_JUNK  # "at the moment"
        return None if junk else value
    out: list[str] = []
    if tokens[0].lower() == "the" and len(tokens) > 1:
        out.append(tokens.pop(0))
    for i, token in enumerate(tokens):
        bare = token.strip(",.!;:()[]")  # "(Google)", "left in June)"
        if not bare or bare in _NAME_STOPS or TAIL.match(" " + " ".join(tokens[i : i + 2])):
            break  # "Google 2 years now" keeps "Google"
        if out and bare.isalpha() and bare.isupper() and not out[-1].isupper():
            break  # "Deloitte TOOK ME ON": shouting goes on after the name
        if bare[0].isupper() or bare[0].isdigit() or (bare.lower() in _CONNECTORS and out):
            out.append(bare)
        else:
            break
        if bare != token and not (
            token.endswith(".") and bare.lower() in ABBREVIATIONS - _NAME_ENDS
        ):
            break  # punctuation ends the name ("Paris, France" keeps "Paris"), "St." does not
        if bare != token:
            out[-1] = token.rstrip(",;:!)]").lstrip("([")
    while out and out[-1].lower() in _CONNECTORS | {"the"}:
        out.pop()
    value = " ".join(out)
    if value.replace(" ", "").isdigit():
        return None  # "At 67 I never thought ...": an age or a number is no name
    return value if value and value.lower() not in PROPER_JUNK else None


_THIRD_PERSON = {"my": "their", "me": "them", "myself": "themselves", "mine": "theirs"}
_FIRST_PERSON = re.compile(r"\b(?:my|me|myself|mine)\b", re.IGNORECASE)


# "my favourite food is definitely sushi": a word that weighs the value is no part of it (in
# lower case only: "Still Alice" is a title)
_WEIGHING = re.compile(
    r"^(?:(?:definitely|probably|honestly|totally|absolutely|easily|obviously|clearly|"
    r"undoubtedly|basically|literally|hands\s+down|by\s+far|without\s+a\s+doubt|still|always)\s+)+",
    re.IGNORECASE,
)


def phrase(raw: str, *, max_words: int = 8, keep_time: bool = False) -> str | None:
    """A free value: ``raw`` up to a time phrase or filler, at most ``max_words`` words."""
    raw = _WEIGHING.sub("", raw.lstrip())
    value = raw if keep_time else TAIL.sub("", raw)
    words = value.split()[:max_words]
    value = " ".join(words).strip(" ,.!;:'")
    if not value or JUNK_START.match(value):
        return None
    return _FIRST_PERSON.sub(lambda m: _THIRD_PERSON[m[0].lower()], value)
