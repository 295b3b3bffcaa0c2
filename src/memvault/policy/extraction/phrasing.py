"""How the rule extractor reads a statement: its clauses and endings.

Pure string handling shared by the rule table (``rule_table.py``) and the extractor
(``rules.py``); which sentences are statements is ``statements.py``; what guards a
statement, and how far, is ``guards.py``; where a value starts and ends, ``spans.py``. What
it does is documented, for users, in the docstring of ``rules.py``.
"""

from __future__ import annotations

import re

from memvault.policy.extraction.articles import article_free
from memvault.policy.extraction.guards import CHAT_LEADS, run_on
from memvault.policy.extraction.labels import FAVOURITE, label_said, said_plainly
from memvault.policy.extraction.rule_table import DIETS, RELATION_WORDS
from memvault.policy.extraction.spans import phrase
from memvault.policy.extraction.together import ours

# -- clauses --------------------------------------------------------------------------


_CLAUSE_BREAK = re.compile(
    # "but" whatever follows ("but um sushi is my favourite"), unless what it says is the
    # speaker's is what follows ("his old Golf but it's mine now")
    r"\s*[,;:(]\s*|\s+[-\u2013\u2014]\s+|\s+but\s+(?!it'?s\s+(?:all\s+)?mine\b)"
    r"|(?<!\ba\sgood)(?<!\ba\slong)(?<!\sa)"  # "a good while now" is no clause
    r"\s+(?:and|so|because|though|although|while|plus|whereas)\s+"
    r"(?=(?:i|my|now|tomorrow|next\s+(?:week|month|year|weekend))\b)"  # "and next week is my ..."
    # "I left my old job and Stripe hired me": a name that then does something to the user
    r"|\s+(?:and|but|so)\s+(?=(?:the\s+)?(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,4}"
    r"\s+(?:just\s+|finally\s+)?(?:hired|took\s+me\s+on|offered\s+me|promoted)\b)",
    re.IGNORECASE,
)


# someone else's list, profile or answers: the labels after it are theirs
_THEIR_LIST = re.compile(
    r"\b(?:her|his|their)\s+(?:\w+\s+)?(?:favou?rites?|list|answers|profile|details|bio|form|"
    r"info|stats|things)\b"
    # "Filling in my daughter's school trip form. Dietary requirements: ..."
    r"|\b(?:my|our)\s+(?:" + RELATION_WORDS + r"|kids?|children|child|parents)(?:'s|s'|')\s+"
    r"(?:[\w-]+\s+){0,3}?(?:form|application|profile|booking|account|details|registration|"
    r"sign-up|paperwork)s?\b",
    re.IGNORECASE,
)
_MY_LABEL = re.compile(r"\s*my\b", re.IGNORECASE)
_FIELD_LINE = re.compile(r"^\s*[A-Za-z][\w /'-]{0,30}:\s*\S")  # "Dietary requirements: vegan"
# a list's marker opens no word: "- officially living in Lisbon", "2) I'm based in Oslo"
_BULLET = re.compile(r"^\s*(?:[-*\u2022]|\d{1,2}[.)]|\d{1,2}/\d{0,2})\s+")  # "1/": a thread
# a short lead-in before a label: "New month, new job title: nurse"
_LEAD_IN = re.compile(
    r"^(?P<lead>[^,:;]{1,60}?)\s*(?:,|\s[-\u2013\u2014])\s+(?P<rest>[^,:;]{1,60}?(?:[:=]|"
    r"\s[-\u2013\u2014]\s).+)$"
)
# a lead-in that only announces news: the clause after it is the speaker's, "I" left out
_NEWS_LEAD = re.compile(
    r"^(?:(?:quick|small|big|good|some)\s+)?(?:update|news|catch[- ]?up|catching\s+(?:you|u)\s+up"
    r"(?:\s+on\s+\w+(?:\s+\w+)?)?|since\s+(?:we\s+)?last\s+(?:talked|time|talk|spoke)|guess\s+what|"
    r"fyi|btw|heads\s+up|so|anyway|well|"
    # a post's own label: "Life event: Moved to Oslo", "Title: Just moved to X"
    r"life\s+(?:event|update)|status(?:\s+update)?|title|caption|new\s+post|personal\s+news)$",
    re.IGNORECASE,
)
_ELIDED = re.compile(r"^(?:now|also|then|currently)\s+(?:work|live|drive)\b", re.IGNORECASE)
# "Currently employed at X", "Based in Oslo these days": "I'm" left out.
_DAY_N_OF = re.compile(  # "Day 214 of being vegetarian", "Six weeks of owning my Golf"
    r"^(?:it'?s\s+been\s+)?(?:(?:day|week|month|year)\s+(?:\d+|one|two|three|four|five|six|"
    r"seven|eight|nine|ten)|(?:\d+|a\s+few|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?:days|weeks|months|years)|(?:one|a|an)\s+(?:day|week|month|year))\s+"
    r"(?:of\s+(?P<verb>being|owning|driving|living\s+in|"
    r"working\s+(?:at|for))?\s*(?=\S)|(?=(?:" + DIETS + r")\b))",
    re.IGNORECASE,
)
_DAY_N_VERB = {"being": "I'm ", "owning": "I own ", "driving": "I drive ",
               "living in": "I live in ", "working at": "I work at ",
               "working for": "I work for "}  # fmt: skip
_DROPPED_I_AM = re.compile(  # not the subject of a wish: "Working at Canva would be a dream"
    r"^(?:(?:currently|now|still)\s+)?(?:employed|working|living|based)\s+(?:at|by|for|in|as)\s"
    r"(?!.{0,60}?\b(?:would|might|must|will\s+be)\b)"
    r"|^still\s+(?:at|with)\s+(?=(?-i:[A-Z]))"  # "still at Google, haven't jumped ship yet"
    r"|^(?:now\s+)?(?:officially|proudly)\s+(?=[a-z])",
    re.IGNORECASE,
)
_DROPPED_I_HAVE = re.compile(  # "been living in Lisbon for 3 months now"
    r"^(?:(?:just|only|now)\s+)?been\s+(?:living|working|based|at|in|with|eating|driving)\b", re.I
)
_BARE_FAVOURITE = re.compile(
    r"^(?=(?:(?:new|current)\s+)?(?:" + FAVOURITE + r"|go-to)\s+[a-z]+\s+(?:is|=)\s)", re.IGNORECASE
)
_BEING = re.compile(  # not a subject: "being vegan is hard" is no one's
    r"^being\s+(?!.{0,40}?\b(?:is|was|isn't|wasn't|has|can|must|seems|sounds|would)\b)", re.I
)
_DROPPED_I = re.compile(
    r"^(?:(?:just|finally|recently|officially|also|actually)\s+)*(?:moved|relocated|shifted|"
    r"settled|started|joined|got|bought|picked\s+up|switched|became|went|landed|accepted|quit|left|"
    r"traded|upgraded)\s",
    re.IGNORECASE,
)


# "They made me team lead", "My boss promoted me to manager": said of the user, by the user.
# "I'm Priya, a software engineer by day": the apposition after the user's name is the user
_NAMED_ME = re.compile(  # "I'm Priya, a nurse", "I'm Sam, 27, based in Lisbon"
    r"\b(?:I'm|I\s+am)\s+[A-Z][a-z]+\s*,\s*(?:\d{1,2}\s*,\s*)?(?=(?:a|an|based|living|working)\s)"
)
# "Said goodbye to the minivan and hello to a X": a greeting, no one's report
_GREETED = re.compile(r"\b(?:i\s+)?(?:say|says|said|saying)\s+(?=(?:goodbye|bye|hello|hi)\b)", re.I)
_MADE_ME = re.compile(
    r"^(?:they|my\s+(?:boss|manager|company|employer)|the\s+(?:company|board|team))\s+"
    r"(?:just\s+|finally\s+|officially\s+)?(?:(?P<verb>hired)\s+me\s+as|promoted\s+me\s+to|"
    r"(?:made|appointed|named)\s+me(?!\s+(?:last|this|next|yesterday|today|on|in|at|again|for)\b))"
    r"\s+(?:the\s+)?(?:new\s+)?",
    re.IGNORECASE,
)
# "I've got a new car, a Kia Niro": the thing, then what it is, after a comma.
_HAD_A = re.compile(
    r"\b(?:i(?:'ve|\s+have)?\s+(?:got|bought|have|own|found|picked\s+up|leased)|gave\s+me|my)\s+"
    r"(?:a\s+|the\s+|my\s+)?(?:new\s+|own\s+|company\s+|first\s+)?"
    r"(?P<noun>car|motor|wheels|ride|job|role|position|employer|company)"
    r"(?:\s+(?:today|yesterday|this\s+week|last\s+week|at\s+last))?$",
    re.IGNORECASE,
)
# "I'm at Stripe now" is where the user works when the clause before was about a job
_WORK_BEFORE = re.compile(
    r"\b(?:(?:new|first)\s+(?:job|role|position)|job\s+offer|first\s+(?:day|week|month)\s+"
    r"(?:at|of|in)\s+(?:my|the)\s+new|(?:got|landed|accepted)\s+(?:the|a)\s+job)\b",
    re.IGNORECASE,
)
_BACK_TO_WORK = re.compile(  # said by the user: "I've gone back to work", "Went back to work"
    r"^(?:(?:so|and|well|also|since\s+we\s+last\s+talked)\s+)?"
    r"(?:(?:i|we)(?:'ve|\s+have|'m|\s+am)?\s+(?:just\s+|finally\s+|now\s+)?)?"
    r"(?:(?:went|gone|go|going|got|came|come)\s+back\s+to\s+work|returned\s+to\s+work|"
    r"(?:started|starting|begun|began)\s+(?:a\s+new\s+job|work(?:ing)?\s+again)|retrained|"
    r"(?:changed|switched)\s+(?:careers?|jobs?))(?:\s+(?:in|on|last|this)\s+\w+)?$",
    re.IGNORECASE,
)
_AT_NAME = re.compile(r"^at\s+(?P<v>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,4})$", re.I)
_BEEN_THERE = re.compile(r"^(?:i(?:'ve|\s+have)\s+)?been\s+there(?P<rest>\s.*)$", re.IGNORECASE)
_AS_A = re.compile(r"^(?:this\s+time\s+|now\s+)?as\s+(?P<v>(?:a|an)\s+.+)$", re.IGNORECASE)
_AT_PLACE = re.compile(r"^i(?:'m|\s+am)(?:\s+(?:now|currently))?\s+at\s+(?P<v>\S.*)$", re.I)
# "You asked what my favourite food is. These days it's sushi": asked, then given
_ASKED_FAVOURITE = re.compile(
    r"\b(?:ask|asks|asked|asking|wondered|wondering)\b.{0,40}?\b(?:my|everyone'?s|"
    r"our)\s+(?:new\s+)?(?:" + FAVOURITE + r"|go-to)\s+(?P<t>[a-z]+)(?:\s+(?:is|was))?$",
    re.IGNORECASE,
)
_FAVOURITE_NAMED = re.compile(
    r"^(?:(?:these\s+days|now|nowadays|right\s+now|currently)\s+)?my\s+(?:new\s+|all-time\s+)?"
    r"(?:" + FAVOURITE + r"|go-to|number\s+one)\s+(?P<t>[a-z]+)$",
    re.IGNORECASE,
)
_FAVOURITE_ENDS = re.compile(
    r"\bmy\s+(?:new\s+|all-time\s+)?(?:" + FAVOURITE + r"|go-to|number\s+one)\s+(?P<t>[a-z]+)$",
    re.IGNORECASE,
)
_ANSWER = re.compile(r"^the\s+answer(?:'s|\s+is)\s+(?P<v>\S.*)$", re.IGNORECASE)
_GIVEN = re.compile(
    r"^(?:(?:these\s+days|now|nowadays|right\s+now|honestly|currently|lately)\s+)?"
    r"(?:it'?s|it\s+is|i\s+(?:told|tell)\s+(?:her|him|them|you|everyone)|i\s+said)\s+(?P<v>\S.*)$",
    re.IGNORECASE,
)
# "It's not my favourite band, it's my boss's": the thing is someone else's favourite (but
# "Dune isn't my favourite book, it's Circe" names the user's)
_NOT_MY = re.compile(r"\b(?:not|isn't|wasn't|never)\s+(?:\w+\s+)?my\s", re.IGNORECASE)
_WHOSE = re.compile(r"(?:(?:my|his|her|their|your|our)\s+[\w-]+|[A-Z]\w*)(?:'s|s')", re.I)
_WHICH_IS = re.compile(r"^(?:which|that|it)(?:'?s|\s+is)\s+", re.IGNORECASE)
_DOING = re.compile(  # "it's raining here", "it's getting late": no thing, what goes on
    r"^\w+ing\s+(?:here|there|now|outside|again|so|really|late|early|cold|hot|on|out|up|down)\b",
    re.IGNORECASE,
)
_GAVE_UP = re.compile(  # said before "my car" ("I sold my car, a Golf")
    r"\b(?:sold|scrapped|totall?ed|wrote\s+off|gave\s+(?:away|up)|traded\s+in|got\s+rid\s+of|"
    r"lost|quit|crashed)\s+$",  # not "left": "I left my car, a Golf, at the station"
    re.IGNORECASE,
)
_APPOSITIVE = re.compile(r"^(?:(?i:a|an|the)\s+\S+|[A-Z]\S*)(?:\s+\S+){0,4}$")
# "btw sushi is the food I love": a word that only opens the turn is not part of a value.
# a clause that is only a filler says nothing and parts nothing: "an espresso, hey, it's my drink"
_ASIDES = r"ah|eh|hey|sure|ja|aye|yaar|yeah|yes|ok|okay"  # a clause alone or opening one
_FILLER = re.compile(
    r"(?:" + _ASIDES + r"|lah|mate|man|dude|honestly|seriously|you\s+know|ya\s+know|innit|sha|lol|"
    r"haha|nah|yeah\s+nah|nah\s+yeah)\W*$",
    re.IGNORECASE,
)
_INTERJECTION = re.compile(  # "please I work at X": a polite opener, no request
    r"^(?:(?:"
    + _ASIDES
    + r"|btw|fyi|oh|eii|anyway|well|so|and|but|then|plus|also|hi|abeg|ag|"
    + CHAT_LEADS
    + r"|"
    r"please(?=\s+i\b))\s+|you\s+should\s+know\s+|for\s+the\s+record\s+|"
    # a post's lead: "reminder that sushi is my favourite food", "hot take: ..."
    r"(?:(?:just\s+a\s+|a\s+|friendly\s+|daily\s+)?reminder|psa|hot\s+take)(?:\s+that|\s*:)\s+|"
    # "I have to admit that sushi is my favourite": the admission says nothing itself
    r"(?:i\s+(?:have\s+to|must|gotta|got\s+to|'ll|will|should)\s+admit|i\s+admit|"
    r"to\s+be\s+honest|truth\s+be\s+told|"
    # "I should let you know that ...", "just wanted to tell you": the user's own news
    r"i\s+(?:should|wanted\s+to|want\s+to|just\s+want(?:ed)?\s+to|thought\s+i'?d|'d\s+like\s+to|"
    r"would\s+like\s+to)\s+(?:let(?:\s+you)?(?:\s+know)?|tell\s+you|inform\s+you|mention)"
    r")(?:\s+that)?\s+)+",
    re.I,
)

# "Told my grandma at dinner that I'm vegetarian now": what the user tells is the user's own
_I_TOLD = re.compile(  # at the start, or after "even though", "because", ...: "... even though I
    # told them three times I'm vegetarian"
    r"(?:^|(?<=\bthough\s)|(?<=\bbecause\s)|(?<=\bbut\s)|(?<=\bsince\s)|(?<=\band\s))"
    r"(?:i\s+|i'?m\s+|i\s+am\s+|i\s+keep\s+|i'?ve\s+been\s+)?"
    r"(?:(?:just|finally|already|literally)\s+)?(?:told|tell|telling)\s+(?:him|her|them|everyone|"
    r"everybody|people|(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?)"
    r"(?:\s+(?:at|over|during)\s+[\w'-]+(?:\s+[\w'-]+)?)?"
    r"(?:\s+(?:(?:two|three|four|five|ten|a\s+hundred|a\s+million|many)\s+times|twice|again|"
    r"already))?(?:\s+that)?\s+(?=i(?:'m|\s+am|'ve|\s+have)?\s)",
    re.IGNORECASE,
)
# "I'm obsessed with Dune, it's my favourite book": "it" is what the clause before was about.
_FOND_OF = re.compile(
    r"^i(?:'m|\s+am|'ve\s+been|\s+have\s+been)?(?:\s+(?:really|totally|so|just|absolutely|"
    r"currently|now))*\s+(?:love|adore|like|enjoy|obsessed\s+with|into|hooked\s+on|crazy\s+about|"
    r"mad\s+about|(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of|loving|enjoying)\s+(?P<v>.+)$",
    re.IGNORECASE,
)
# "Grabbing an espresso. It's my go-to drink": what the user is having, then named a favourite
_HAVING = re.compile(
    r"^(?:(?!.*\b(?:he|she|they|his|her|their)\b).{0,60}?\s)?(?:i'?m\s+|i\s+am\s+|i\s+)?"
    r"(?:just\s+|finally\s+)?(?:had|having|eating|ate|grabbing|grabbed|drinking|drank|sipping|"
    r"ordering|ordered|watching|watched|rewatching|rewatched|reading|playing|played|"
    r"listening\s+to|cooking|cooked|making|made)\s+(?P<v>[^,;]+?)"
    r"(?:\s+(?:again|tonight|today|rn|right\s+now|for\s+(?:dinner|lunch|breakfast)))*$",
    re.IGNORECASE,
)
_NOTHING_BEATS = re.compile(
    r"^(?:nothing\s+(?:beats|tops|compares\s+to|comes\s+close\s+to)|(?:you\s+)?can'?t\s+beat)"
    r"\s+(?P<v>.+)$",
    re.IGNORECASE,
)
_IT_IS_MY = re.compile(  # "it's my favourite book", or the bare "my favourite book" after a comma
    r"^(?:(?:it|that|this)(?:'?s|\s+is)\s+)?(?:now\s+|still\s+|officially\s+)?(?:my\s+)?"
    r"(?P<rest>(?<=my\s)drink|(?:new\s+|all-time\s+|absolute\s+)?(?:"
    + FAVOURITE
    + r"|go-to|top|number[- ]one)\s+[a-z]+(?:\s+[a-z]+)??)"
    r"(?:\s+(?:ever|of\s+all\s+time|by\s+far|hands\s+down|for\s+sure|"
    r"for\s+me|now|these\s+days|no\s+contest))?$",
    re.IGNORECASE,
)
# "sushi is the best food ever. It's also my fave": the user's favourite, not only an opinion
_BEST = re.compile(r"^(?P<v>[\w' -]{1,40}?)\s+is\s+the\s+best\s+(?P<t>[a-z]+)\b", re.IGNORECASE)
_MY_FAVE = re.compile(
    r"^(?:it|that)(?:'?s|\s+is)\s+(?:also\s+|still\s+)?my\s+(?:" + FAVOURITE + r"|go-to)\b", re.I
)
# "I'm at Stripe now, on the payments team": "at" is a workplace only with a work cue after it
# ("I'm at Starbucks now" is where the user is sitting).
_AT_WORK = re.compile(
    r"^(?:i(?:'m|\s+am)(?:\s+(?:now|currently))?\s+)?at\s+(?P<v>.{1,80}?)(?:\s+now)?"
    r"(?P<cue>\s*,?\s+(?:on|in|with)\s+the\s+[\w' -]{1,60}?\s+team\b.*|\s+as\s+an?\s+.+|"
    r"\s+(?:full|part)[- ]time\b.*)$",
    re.IGNORECASE,
)


def _day_n_of(m: re.Match[str]) -> str:
    return _DAY_N_VERB[" ".join((m["verb"] or "being").lower().split())]


def clauses(sentence: str, previous: str = "") -> list[str]:
    """The clauses of ``sentence``; "... and now work at X" gets its "I" back, and so does a
    sentence that starts with a verb in the past ("Just moved to Oslo!", "Got a job at X").

    Chat shapes are said again in full: a label and a value ("New role: nurse" is "my new
    role is nurse"), a favourite named by "it" after a clause about it ("I'm obsessed with
    Dune, it's my favourite book" is also "my favourite book is Dune"), a thing named after
    the clause that had it ("I picked up the new car. It's a Kia Niro": my car is a Kia
    Niro) and a favourite asked about, then given ("You asked what my favourite food is.
    These days it's sushi"). ``previous``, the last clause of the sentence before, may be
    that clause."""
    sentence = _BULLET.sub("", sentence)
    if previous and _THEIR_LIST.search(previous) and not _MY_LABEL.match(sentence):
        if _FIELD_LINE.match(sentence):
            return []  # "Ellie made a list of her favourite things. Favourite food: pho." is hers
    elif (said := label_said(sentence)) is not None or (
        ": " in sentence and (said := label_said(sentence.split(": ", 1)[1])) is not None
    ):
        sentence = said
    elif (lead := _LEAD_IN.match(sentence)) and (said := label_said(lead["rest"])) is not None:
        sentence = f"{lead['lead']}, {said}"  # "New month, new wheels: a Kia Niro"
    elif at_work := _AT_WORK.match(sentence):
        sentence = f"I work at {at_work['v']}{at_work['cue']}"
    sentence = said_plainly(ours(_GREETED.sub("", sentence)))
    sentence = _NAMED_ME.sub(lambda m: m[0] + "I'm ", sentence)
    sentence = _MADE_ME.sub(lambda m: "I was hired as " if m["verb"] else "I was promoted to ",
                            sentence)  # fmt: skip
    clauses = [
        c.strip(" )") for part in _CLAUSE_BREAK.split(sentence) if part
        for c in run_on(part) if c.strip(" )")
    ]  # fmt: skip
    clauses = [_DAY_N_OF.sub(_day_n_of, _INTERJECTION.sub("", c) or c) for c in clauses
               if not _FILLER.match(c)]  # fmt: skip
    clauses = [_I_TOLD.sub("", c) or c for c in clauses]
    first = 1 if len(clauses) > 1 and _NEWS_LEAD.match(clauses[0]) else 0  # "catching you up -"
    if len(clauses) > first and _DROPPED_I.match(clauses[first]):
        clauses[first] = f"I {clauses[first][:1].lower()}{clauses[first][1:]}"  # "Moved": no name
    elif len(clauses) > first and _DROPPED_I_AM.match(clauses[first]):
        clauses[first] = f"I'm {clauses[first][:1].lower()}{clauses[first][1:]}"
    elif len(clauses) > first and _DROPPED_I_HAVE.match(clauses[first]):
        clauses[first] = f"I've {clauses[first][:1].lower()}{clauses[first][1:]}"
    clauses = [_BEING.sub("I'm ", c) for c in clauses]  # "being a nurse, you get used to it"
    clauses = [_BARE_FAVOURITE.sub("my ", c) for c in clauses]  # "favourite food is sushi"
    if clauses and re.match(r"i\b", clauses[0], re.IGNORECASE):
        clauses = [f"I {c}" if _ELIDED.match(c) else c for c in clauses]
    if previous and clauses:
        return _said_again([previous, *clauses])[1:]
    return _said_again(clauses)


def _said_again(clauses: list[str]) -> list[str]:
    """``clauses`` with each said in full where the clause before holds what it names (see
    ``clauses``)."""
    for i in range(1, len(clauses)):
        before, said_again = clauses[i - 1], _WHICH_IS.sub("", clauses[i], count=1)
        if (
            (had := _HAD_A.search(before))
            and _APPOSITIVE.match(said_again)
            and not _GAVE_UP.search(before, 0, had.start())
        ):
            noun = had["noun"].lower()  # "my car, which is a Golf"
            clauses[i] = (
                f"my {'car' if noun in ('motor', 'wheels', 'ride') else noun} is {said_again}"
            )
        elif _WORK_BEFORE.search(before) and (at := _AT_PLACE.match(clauses[i])):
            clauses[i] = f"I work at {at['v']}"  # "First week at my new job! I'm at X now"
        elif (at := _AT_NAME.match(before)) and (there := _BEEN_THERE.match(clauses[i])):
            clauses[i] = f"I've been at {at['v']}{there['rest']}"  # "At X - been there 4 years"
        elif _BACK_TO_WORK.search(before) and (job := _AS_A.match(clauses[i])):
            clauses[i] = f"I work as {job['v']}"  # "I've gone back to work, this time as a nurse"
        elif (asked := _ASKED_FAVOURITE.search(before) or _FAVOURITE_NAMED.match(before)) and (
            given := _GIVEN.match(clauses[i]) or _ANSWER.match(clauses[i])
        ):
            clauses[i] = f"my favourite {asked['t']} is {given['v']}"
        elif (
            (named := _FAVOURITE_ENDS.search(before))
            and _WHICH_IS.match(clauses[i])
            and not _DOING.match(said_again)  # "... my favourite food. It's raining here"
            and not (_NOT_MY.search(before) and _WHOSE.fullmatch(said_again.rstrip(" .!")))
        ):
            clauses[i] = f"my favourite {named['t']} is {said_again}"  # "my fave food, which is X"
        elif (best := _BEST.match(before)) and _MY_FAVE.match(clauses[i]):
            clauses[i] = f"my favourite {best['t']} is {best['v']}"
        elif (
            (
                fond := _FOND_OF.match(before)
                or _NOTHING_BEATS.match(before)
                or _HAVING.match(before)
            )
            and (it_is := _IT_IS_MY.match(clauses[i]))
            and (thing := phrase(article_free(fond["v"]), max_words=5))
        ):
            clauses[i] = f"my {it_is['rest'].lower()} is {thing}"  # "Favourite food, hands down"
    return clauses


_CHILDHOOD = re.compile(
    r"\bwhen\s+(?:i|we)\s+(?:was|were)\b|\bas\s+(?:a\s+)?(?:kid|child|teen(?:ager)?|baby)s?\b",
    re.IGNORECASE,
)


_DECADE = re.compile(r"\bin\s+my\s+(?:teens|twenties|thirties|forties|fifties|youth)\b", re.I)
_BACK_TO_NOW = re.compile(r"\b(?:now|these\s+days|nowadays|currently|today)\b", re.IGNORECASE)


def in_the_past(clause: str) -> bool:
    """Whether ``clause`` sets itself in the past ("We moved to Oslo when I was a kid", "I
    went keto in my twenties"; not "retrained in my forties and these days I ...")."""
    decade = _DECADE.search(clause) is not None and _BACK_TO_NOW.search(clause) is None
    return decade or _CHILDHOOD.search(clause) is not None


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
