"""How the rule extractor reads text: statements, clauses, values and endings.

Pure string handling shared by the rule table (``rule_table.py``) and the extractor
(``rules.py``); what guards a statement, and how far, is ``guards.py``. What it does is
documented, for users, in the docstring of ``rules.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memvault.policy.extraction.guards import run_on, words
from memvault.policy.extraction.labels import FAVOURITE, label_said, labelled, said_plainly
from memvault.policy.extraction.spoken import spoken

# -- sentences and clauses --------------------------------------------------------------


ABBREVIATIONS = words(
    "mr mrs ms dr st prof inc ltd co jr sr vs etc e.g i.e mt ft no corp dept approx"
)
_QUESTION_START = re.compile(
    r"^(?:do|does|did|is|are|am|was|were|can|could|would|should|will|shall|have|has|may|"
    r"where|what|who|whom|whose|when|why|how|which)\b(?!')",  # "Can't beat it" is no question
    re.IGNORECASE,
)
# Without its question mark, a sentence opened by a question word is a question only when the
# verb comes before the subject ("where do you", "what time does it"): "When you suggest
# recipes, remember I'm vegetarian" opens with a clause of time, not a question.
_UNMARKED_QUESTION = re.compile(
    r"^(?:(?:do|does|did|is|are|am|was|were|can|could|would|should|will|shall|have|has|may)"
    r"\b(?!')|(?:where|what|who|whom|whose|when|why|how|which)(?:'s|'re|'d|'ll|"
    r"(?:\s+(?!(?:i|you|we|they|he|she|it|my|your|our|their|his|her)\b)[\w-]+){0,3}?\s+"
    r"(?:do|does|did|is|are|am|was|were|can|could|would|should|will|shall|have|has|may|"
    r"might)\b(?!')))",
    re.IGNORECASE,
)
# "I'm vegan, my mum says": the sentence is someone else's. Said first ("My doctor said I
# could relax it, but I'm sticking with it"), it covers its own clause, as a guard does.
_HEARSAY_TAIL = re.compile(
    r"\b(?:he|she|they|someone|somebody|people|everyone|my \w+) "
    r"(?:said|says|claims?|claimed|told me|thinks?|thought|believes?|reckons?)"
    r"(?:\s+(?:so|too|lol|haha))?\W*$",
    re.IGNORECASE,
)


_EMOTICON = re.compile(
    r"(?<![\w:])[:;=][-']?[()\[\]DPpOo/\\|*]+(?![\w])|[\u2600-\u27bf\U0001f300-\U0001faff]+"
)


def sentences(text: str) -> Iterator[str]:
    """Statements of ``text``: questions, quotations and reported speech left out. An
    emoticon or emoji ends a sentence, as a full stop would; a label asked and answered
    ("Best food right now? Sushi.") is a label and a value ("Best food right now: Sushi")."""
    text = _EMOTICON.sub(".", spoken(text.replace("\u2019", "'").replace("\u2018", "'")))
    text = labelled(text)
    start = 0
    for match in re.finditer(r"[.!?;]+(?=\s|$)|\n+", text):
        end = match.end()
        before = text[start : match.start()].rsplit(None, 1)
        if match.group().startswith(".") and before and before[-1].lower() in ABBREVIATIONS:
            continue
        yield from _statement(text[start:end])
        start = end
    yield from _statement(text[start:])


# "I drive a Golf now, can you compare insurance for it?": a statement, then a request.
_ASKING = re.compile(
    r"[,;]\s*(?:so\s+|and\s+|but\s+)?(?=(?:can|could|would|will|do|does|is|are|any|what|"
    r"where|which|who|how|why|when|should|shall)\b)",
    re.IGNORECASE,
)


# "can you note that I'm at Stripe now?": a statement handed over to be kept, not a question
_KEEP_THIS = re.compile(
    r"^(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+)?(?:note|remember|write\s+down|"
    r"save|record|jot\s+down|keep\s+in\s+mind|make\s+a\s+note)\s+(?:down\s+)?that\s+(?=\S)",
    re.IGNORECASE,
)

_REQUEST = re.compile(r"^(?:can|could|would|will)\s+you\b[^,?]{0,120},\s*", re.IGNORECASE)


def _statement(sentence: str) -> Iterator[str]:
    sentence = sentence.strip()
    if kept := _KEEP_THIS.match(sentence):
        sentence = sentence[kept.end() :].rstrip("?")
    elif not sentence.rstrip(".!;").endswith("?") and (asked := _REQUEST.match(sentence)):
        sentence = sentence[asked.end() :]  # "Can you help me, I've been a nurse for a year"
    if not sentence:
        return
    if sentence.rstrip(".!;").endswith("?"):  # a question; what it first states still counts
        stated = _ASKING.split(sentence, maxsplit=1)
        if len(stated) < 2:
            if _QUESTION_START.match(sentence) or "," not in sentence:
                return
            # no question's words: the mark is the last clause's ("I'm a nurse, at the moment?")
            stated = sentence.rsplit(",", 1)
        sentence = stated[0]
    if _UNMARKED_QUESTION.match(sentence) or any(q in sentence for q in '"\u201c\u201d'):
        return
    if _HEARSAY_TAIL.search(sentence):
        return
    yield sentence.rstrip(".!;\n ")


_CLAUSE_BREAK = re.compile(
    # "but" whatever follows ("but um sushi is my favourite"), unless what it says is the
    # speaker's is what follows ("his old Golf but it's mine now")
    r"\s*[,;:(]\s*|\s+[-\u2013\u2014]\s+|\s+but\s+(?!it'?s\s+(?:all\s+)?mine\b)"
    r"|\s+(?:and|so|because|though|although|while|plus|whereas)\s+(?=(?:i|my|now)\b)"
    # "I left my old job and Stripe hired me": a name that then does something to the user
    r"|\s+(?:and|but|so)\s+(?=(?:the\s+)?(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,4}"
    r"\s+(?:just\s+|finally\s+)?(?:hired|took\s+me\s+on|offered\s+me|promoted)\b)",
    re.IGNORECASE,
)


_ELIDED = re.compile(r"^(?:now|also|then|currently)\s+(?:work|live|drive)\b", re.IGNORECASE)
# "Currently employed at X", "Based in Oslo these days": "I'm" left out.
_DROPPED_I_AM = re.compile(
    r"^(?:(?:currently|now|still)\s+)?(?:employed|working|living|based)\s+(?:at|by|for|in|as)\s",
    re.IGNORECASE,
)
_BEING = re.compile(  # not a subject: "being vegan is hard" is no one's
    r"^being\s+(?!.{0,40}?\b(?:is|was|isn't|wasn't|has|can|must|seems|sounds|would)\b)", re.I
)
_DROPPED_I = re.compile(
    r"^(?:(?:just|finally|recently|officially|also|actually)\s+)*(?:moved|relocated|settled|"
    r"started|joined|got|bought|picked\s+up|switched|became|went|landed|accepted|quit|left|"
    r"traded)\s",
    re.IGNORECASE,
)


# "They made me team lead", "My boss promoted me to manager": said of the user, by the user.
_MADE_ME = re.compile(
    r"^(?:they|my\s+(?:boss|manager|company|employer)|the\s+(?:company|board|team))\s+"
    r"(?:just\s+|finally\s+|officially\s+)?(?:(?P<verb>hired)\s+me\s+as|promoted\s+me\s+to|"
    r"(?:made|appointed|named)\s+me(?!\s+(?:last|this|next|yesterday|today|on|in|at|again|for)\b))"
    r"\s+(?:the\s+)?(?:new\s+)?",
    re.IGNORECASE,
)
# "I've got a new car, a Kia Niro": the thing, then what it is, after a comma.
_HAD_A = re.compile(
    r"\b(?:i(?:'ve|\s+have)?\s+(?:got|bought|have|own|found)|my)\s+(?:a\s+)?(?:new\s+|own\s+)?"
    r"(?P<noun>car|motor|wheels|ride|job|role|position|employer|company)$",
    re.IGNORECASE,
)
_WHICH_IS = re.compile(r"^(?:which|that|it)(?:'s|\s+is)\s+", re.IGNORECASE)
_APPOSITIVE = re.compile(r"^(?:(?i:a|an|the)\s+\S+|[A-Z]\S*)(?:\s+\S+){0,4}$")
# "btw sushi is the food I love": a word that only opens the turn is not part of a value.
_INTERJECTION = re.compile(  # "please I work at X": a polite opener, no request
    r"^(?:(?:btw|fyi|oh|ah|eh|eii|ok|okay|anyway|yeah|yes|well|so|hey|hi|please(?=\s+i\b))\s+)+",
    re.I,
)

# "I'm obsessed with Dune, it's my favourite book": "it" is what the clause before was about.
_FOND_OF = re.compile(
    r"^i(?:'m|\s+am|'ve\s+been|\s+have\s+been)?(?:\s+(?:really|totally|so|just|absolutely|"
    r"currently|now))*\s+(?:love|adore|like|enjoy|obsessed\s+with|into|hooked\s+on|crazy\s+about|"
    r"mad\s+about|(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of|loving|enjoying)\s+(?P<v>.+)$",
    re.IGNORECASE,
)
_NOTHING_BEATS = re.compile(
    r"^(?:nothing\s+(?:beats|tops|compares\s+to|comes\s+close\s+to)|(?:you\s+)?can'?t\s+beat)"
    r"\s+(?P<v>.+)$",
    re.IGNORECASE,
)
_IT_IS_MY = re.compile(  # "it's my favourite book", or the bare "my favourite book" after a comma
    r"^(?:(?:it|that|this)(?:'s|\s+is)\s+)?(?:now\s+|still\s+|officially\s+)?"
    r"(?P<rest>my\s+(?:new\s+|all-time\s+|absolute\s+)?(?:"
    + FAVOURITE
    + r"|go-to|top|number[- ]one)"
    r"\s+[a-z ]+)$",
    re.IGNORECASE,
)
# "I'm at Stripe now, on the payments team": "at" is a workplace only with a work cue after it
# ("I'm at Starbucks now" is where the user is sitting).
_AT_WORK = re.compile(
    r"^i(?:'m|\s+am)(?:\s+(?:now|currently))?\s+at\s+(?P<v>.{1,80}?)(?:\s+now)?"
    r"(?P<cue>\s*,?\s+(?:on|in|with)\s+the\s+[\w' -]{1,60}?\s+team\b.*|\s+as\s+an?\s+.+)$",
    re.IGNORECASE,
)


def clauses(sentence: str) -> list[str]:
    """The clauses of ``sentence``; "... and now work at X" gets its "I" back, and so does a
    sentence that starts with a verb in the past ("Just moved to Oslo!", "Got a job at X").

    Two chat shapes are said again in full: a label and a value ("New role: nurse" is "my
    new role is nurse") and a favourite named by "it" after a clause about it ("I'm obsessed
    with Dune, it's my favourite book" is also "my favourite book is Dune")."""
    if (said := label_said(sentence)) is not None:
        sentence = said
    elif at_work := _AT_WORK.match(sentence):
        sentence = f"I work at {at_work['v']}{at_work['cue']}"
    sentence = said_plainly(sentence)
    sentence = _MADE_ME.sub(lambda m: "I was hired as " if m["verb"] else "I was promoted to ",
                            sentence)  # fmt: skip
    clauses = [
        c.strip(" )") for part in _CLAUSE_BREAK.split(sentence) if part
        for c in run_on(part) if c.strip(" )")
    ]  # fmt: skip
    if clauses:
        clauses[0] = _INTERJECTION.sub("", clauses[0]) or clauses[0]
    if clauses and _DROPPED_I.match(clauses[0]):
        clauses[0] = f"I {clauses[0][:1].lower()}{clauses[0][1:]}"  # "Moved" is no name
    elif clauses and _DROPPED_I_AM.match(clauses[0]):
        clauses[0] = f"I'm {clauses[0][:1].lower()}{clauses[0][1:]}"
    clauses = [_BEING.sub("I'm ", c) for c in clauses]  # "being a nurse, you get used to it"
    if clauses and re.match(r"i\b", clauses[0], re.IGNORECASE):
        clauses = [f"I {c}" if _ELIDED.match(c) else c for c in clauses]
    for i in range(1, len(clauses)):
        said_again = _WHICH_IS.sub("", clauses[i], count=1)  # "my car, which is a Golf"
        if (had := _HAD_A.search(clauses[i - 1])) and _APPOSITIVE.match(said_again):
            noun = had["noun"].lower()
            clauses[i] = (
                f"my {'car' if noun in ('motor', 'wheels', 'ride') else noun} is {said_again}"
            )
            continue
        fond = _FOND_OF.match(clauses[i - 1]) or _NOTHING_BEATS.match(clauses[i - 1])
        it_is = _IT_IS_MY.match(clauses[i])
        if fond and it_is and (thing := phrase(fond["v"], max_words=5)):
            clauses[i] = f"{it_is['rest']} is {thing}"
    return clauses


_CHILDHOOD = re.compile(
    r"\bwhen\s+(?:i|we)\s+(?:was|were)\b|\bas\s+(?:a\s+)?(?:kid|child|teen(?:ager)?|baby)s?\b",
    re.IGNORECASE,
)


def in_the_past(clause: str) -> bool:
    """Whether ``clause`` sets itself in the past ("We moved to Oslo when I was a kid")."""
    return _CHILDHOOD.search(clause) is not None


# -- values -----------------------------------------------------------------------------

_CONNECTORS = words(
    "of de da do dos das del della der den van von la le les el y and & upon on am im sur"
)
_NAME_STOPS = words("I I'm I've I'd Now Since But And Because Last Next This")
TAIL = re.compile(
    r"\s+(?:(?:last|this|next|every)\s+\w+|since\b|for\s+(?:a|an|the|about|over|almost|nearly|"
    r"\d+|two|three|four|five|six|several|many|some|years|months|weeks)\b|(?:\w+\s+)?ago\b|"
    r"now\b|these days|nowadays|anymore|any more|any longer|at the moment|right now|currently|"
    r"recently|lately|yesterday|today|tonight|in\s+(?:\d{4}|january|february|march|april|may|june|july|"
    r"august|september|october|november|december)\b|with\b|because\b|but\b|though\b|btw\b|lol\b|"
    r"haha\b|again\b|too\b|as well\b|i think\b|atm\b|from\s+(?:now|then)\b|"
    # run-on speech: the next clause starts with no comma ("a Golf so parking is easy")
    r"so\b|they'?re\b|which\b|hands\s+down\b|by\s+far\b|honestly\b|"
    # ... or with its subject ("tea I have daily", "Oslo is where we"); "sushi only,"; "X 2 years"
    r"(?:and\s+)?(?:i|i'm|i've|i'd|i'll|we're|we've|it'?s|that'?s|(?:is|was)\s+(?:where|who|what|"
    r"how))\b|and\s+(?:nothing|nobody|no\s+one|it|that|this|they|he|she|you|we|everyone|"
    r"there)\b|like\b|only\b(?=\s*(?:[,.!?;]|$))|actually\b|yes\b|yeah\b|please\b|\d+\s+(?:year|month|"
    r"week|day)s?\b).*$",
    re.IGNORECASE,
)
JUNK_START = re.compile(
    r"^(?:it|this|that|these|those|them|him|her|me|us|you|your|his|their|our|which|what|to|"
    r"he|she|they|we|i|now|today|tonight|lately|recently|currently|"
    r"home|here|there|lot|lots|bit|much|more|so|very|really|kind|sort|one|not|no|"
    r"for|with|at|on|around|through|into|from|by|off|out|up|is|are|was|were|am|"
    # "is like sushi", "is, well, ...", "nothing beats": a comparison, a hesitation, no value
    r"like|well|nothing|something|anything|everything)\b",
    re.IGNORECASE,
)
PROPER_JUNK = words(
    "home night nights weekends work school here there the moment the weekend a an it this that "
    "later tomorrow back maybe anytime sometime tonight soon now cv pdf id tv pc usb faq asap diy "
    "hr them they us him you me sir ma'am madam last minute while time"
)


_UNCASED_STOPS = words("to for and in at as a an on with from after by lol")
_ON_A_DAY = re.compile(
    r"\s+on\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|the\s+\d)\b.*$",
    re.IGNORECASE,
)


# "My favourite band is playing tonight": what the favourite is doing, not what it is.
PROGRESSIVE = re.compile(
    r"^\s*\w+ing\s+(?:tonight|today|tomorrow|again|live|next|this|soon|later)\b",
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
        value = " ".join(t[:1].upper() + t[1:] for t in kept).strip(",.!'")
        junk = not value or value.lower().removeprefix("the ") in PROPER_JUNK  # "at the moment"
        return None if junk else value
    out: list[str] = []
    if tokens[0].lower() == "the" and len(tokens) > 1:
        out.append(tokens.pop(0))
    for i, token in enumerate(tokens):
        bare = token.strip(",.!;:")
        if not bare or bare in _NAME_STOPS or TAIL.match(" " + " ".join(tokens[i : i + 2])):
            break  # "Google 2 years now" keeps "Google"
        if bare[0].isupper() or bare[0].isdigit() or (bare.lower() in _CONNECTORS and out):
            out.append(bare)
        else:
            break
        if bare != token and not (token.endswith(".") and bare.lower() in ABBREVIATIONS):
            break  # punctuation ends the name ("Paris, France" keeps "Paris"), "St." does not
        if bare != token:
            out[-1] = token.rstrip(",;:!")
    while out and out[-1].lower() in _CONNECTORS | {"the"}:
        out.pop()
    value = " ".join(out)
    return value if value and value.lower() not in PROPER_JUNK else None


_THIRD_PERSON = {"my": "their", "me": "them", "myself": "themselves", "mine": "theirs"}
_FIRST_PERSON = re.compile(r"\b(?:my|me|myself|mine)\b", re.IGNORECASE)


# "my favourite food is definitely sushi": a word that weighs the value is no part of it (in
# lower case only: "Still Alice" is a title)
_WEIGHING = re.compile(
    r"^(?:(?:definitely|probably|honestly|totally|absolutely|easily|obviously|clearly|"
    r"undoubtedly|basically|literally|hands\s+down|by\s+far|without\s+a\s+doubt|still|always)"
    r"\s+)+"
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


# -- endings: "I no longer ...", "I don't ... anymore" ------------------------------------

_NO_LONGER = re.compile(r"\bno\s+longer\s+", re.IGNORECASE)
_NOT_ANYMORE = re.compile(
    r"(?P<neg>\bdon't|\bdo\s+not|\bdont|'m\s+not|\bam\s+not)\s+(?P<body>.{1,120}?)\s*"
    r"\b(?:anymore|any\s+more|any\s+longer)\b",
    re.IGNORECASE,
)


def ending(clause: str) -> tuple[str, bool]:
    """``clause`` said positively, and whether it stated an ending ("no longer")."""
    if _NO_LONGER.search(clause):
        return _NO_LONGER.sub("", clause, count=1), True
    match = _NOT_ANYMORE.search(clause)
    if match is None:
        return clause, False
    head = clause[: match.start()].rstrip()
    if match["neg"].lower().endswith("not") and "do" not in match["neg"].lower():
        head += " am"  # "I'm not vegan anymore" -> "I am vegan"
    rebuilt = f"{head} {match['body']} {clause[match.end() :]}"
    return " ".join(rebuilt.split()), True
