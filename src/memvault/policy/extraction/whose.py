"""Whose fact a clause states, and whether it holds now: the speaker (I, my, we; a bare
"home"; a dropped "I"), other people ("my sister ...", "Sam's ...", a client; someone the
sentence made the subject before: ``someone_elses``), the past ("used to", "I was a nurse"),
what has not happened yet ("next month", an interview), and a sentence a past frame, a wish or a
closed span of years sets apart ("back when I worked at X, ..., I tried going vegan", "#goals:
...", "(2014-2018)": ``still_current``). Used by ``values.candidates`` and the rule
extractor; pure string handling, each pattern linear in the text.
"""

from __future__ import annotations

import re

from memvault.policy.extraction.guards import CHAT_LEADS
from memvault.policy.extraction.phrasing import in_the_past
from memvault.policy.extraction.rule_table import DIETS, RELATION_WORDS

__all__ = [
    "FIRST_PERSON",
    "OTHER_PEOPLE",
    "PAST_VERB",
    "SOMEONE",
    "SOMEONE_BEFORE",
    "SPEAKER_IMPLIED",
    "asked_of",
    "not_now",
    "someone_elses",
    "still_current",
]

# someone else a clause may be about; where the value is the clause before's, "it" is that
# value ("I'm into jazz, it's my favourite genre") and "his" is someone's
SOMEONE = r"\b(?:he|she|they|you|it|someone|everyone)\b"
SOMEONE_BEFORE = r"\b(?:he|she|they|you|his|her|their|someone|everyone)\b"
_SERVED = (
    r"patient|client|customer|student|pupil|guest|plus-one|tenant|character|avatar|taxi|cab|uber|"
    r"hero|"
    r"heroine|protagonist|narrator|villain|claimant|sim|npc|intern|mentee|apprentice|trainee"
)
_KIN = (  # "my grandson", "my in-laws": someone else when the subject
    r"grand(?:son|daughter|child|children|kid)|step(?:son|daughter|mother|father|mum|mom|dad)|"
    r"in-laws?"
)
_WORLD_KIN = (  # family in world Englishes: "my boet", "my kuya", "my oupa", "me nana"
    r"boet|bru|oupa|ouma|oom|tannie|kuya|tita|tito|lola|lolo|manang|manong|bhai|bhaiya|didi|"
    r"bhabhi|chacha|chachi|mausi|nani|dadi|amma|appa|ammi|mama|papa|mum|mam|mammy|nana|nanna|"
    r"nonna|nonno|oma|opa|abuela|abuelo|cuz|bro|sis|bredda|brudda|missus|wifey|ate|bunso"
)
FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|we|we're|we've|our|us)\b", re.I)
# the pieces of OTHER_PEOPLE, each someone else a clause may be about
_MY_PEOPLE = (  # "my sister", "their kids", "my old uni friend", "our babysitter", not after
    # a preposition: "a flat near my son"
    r"(?i:(?<!\bnear\s)(?<!\bwith\s)(?<!\bfor\s)(?<!\bfrom\s)(?<!\bby\s)(?<!\bclose\sto\s)"
    r"(?<!\bcloser\sto\s)(?<!\bnext\sto\s)"
    r"\b(?:my|our|his|her|their)\s+(?:\w+\s+){0,2}?(?:"
    + RELATION_WORDS
    + r"|"
    + _WORLD_KIN
    # "my six-year-old", not "my four-year-old Golf" (a car's age)
    + r"|kids?|family|parents?|grandparents?|[\w-]+-year-olds?(?!\s+(?-i:[A-Z])|\s+(?:car|van))|"
    r"babysitters?|nann(?:y|ies)|"
    r"childminders?|duo|guildies|guildmates?|"
    r"neighbou?rs?|folks|team|company|ex|gf|bf|hubby|bestie|bff|crush|twin|situationship|"
    + _SERVED
    + r")(?:s\b|\b(?!\s+car)))"
)
_NAMED = (  # "Sam's favourite ...", "The kids' favourite food is ..."
    r"^[A-Z][a-z]+'s\s|(?i:^the\s+(?:\w+\s+)?\w+s'\s)"
)
_SERVED_OR_MET = (  # "A customer left a Clio outside", "the delegation from X"
    r"(?i:(?:^|\b(?:that|and|but|the\s+way|about)\s+)(?:a|an|the|one|some|this)\s+(?:of\s+(?:my|"
    r"our)\s+)?(?:\w+\s+)?(?:" + _SERVED + r"|delegation|visitor|stranger|guy|man|woman|lady|"
    r"person)s?\b)"
)
_A_COLLEAGUE = (  # "A colleague gave me a lift in ...", not "me and the wife"
    r"(?i:^(?:a|an|one|some)\s+(?:\w+\s+)?(?:colleague|co-?worker|friend|neighbou?r|cousin|"
    r"buddy|pal|roommate|flatmate|housemate)s?\b)"
)
_KIN_SUBJECT = (  # "My granddaughter has just started as ...", not the one the speaker lives near
    r"(?i:^(?:\s*that)?\s*(?:my|our)\s+(?:\w+\s+)?(?:" + _KIN + r")s?\b)"
)
_ME_KIN = (  # "Me nana's been", "Our Bethan's gone vegan"
    r"(?i:^me\s+(?:" + RELATION_WORDS + r"|" + _WORLD_KIN + r")(?:'s|s)?\b)"
    r"|^(?:[Oo]ur|[Mm]e)\s+[A-Z][a-z]+'s\s+(?i:gone|been|got|started|moved|become|going|getting|"
    r"joined|working|living|now)\b"
)
_NOTE_WITHOUT_MY = (  # "neighbour bought a Golf", "sister moved to Oslo"
    r"(?i:^(?:the\s+)?(?:" + RELATION_WORDS + r"|" + _WORLD_KIN + r"|neighbou?r|kids?)\s+"
    r"(?:just\s+|finally\s+|also\s+)?(?:[a-z]+ed|bought|got|went|left|took|"
    r"made|found|sold|is|has|says|said|thinks|wants|lives|works|drives|eats)\b)"
)
_SOMEONE_I_HAVE = (  # "my coach is vegan", "my dentist drives ...", not "my teaching job"
    r"(?i:\b(?:my|our)\s+(?:\w+\s+)?(?:coach|trainer|tutor|teacher|professor|doctor|dentist|"
    r"boss|landlord|landlady|therapist|physio|barber|hairdresser|classmate|teammate|"
    r"nan|nana|gran|granny|grandma|grandpa|grandad|granddad|uncle|aunt|auntie|cousin|niece|"
    r"nephew)s?\b(?!\s+(?:job|role|position|career|training|degree|course|exam|licen[cs]e|"
    r"uniform|shift|salary|days|life|years|stuff|appointment)\b))"
)
_NEIGHBOUR_BY_PLACE = (  # "the fella across the road got ..."
    r"(?i:\bthe\s+(?:\w+\s+)?(?:fella|fellow|guy|man|woman|lady|bloke|girl|boy|couple|family|"
    r"people|folks|lad|lads|kid|kids)\s+(?:across|next|down|up|over|opposite|upstairs|downstairs)\b)"
)
_FOLLOWED = (  # "my favourite streamer is moving to X"
    r"(?i:\bmy\s+(?:fav\w*\s+)?(?:streamer|youtuber|influencer|singer|rapper|actor|actress|"
    r"author|celebrity|tiktoker|podcaster)s?\b)"
)
_ANYONE = (  # "anyone's favourite sport", "people who live in X", "in my country everybody ..."
    r"(?i:\b(?:anyone|anybody|everyone|everybody|someone|somebody|nobody|people)'s\s)"
    r"|(?i:\b(?:anyone|anybody|everyone|everybody|people|those|someone|somebody)\s+who\s+"
    r"(?:works?|lives?|drives?|eats?|is|are)\b)"
    r"|(?i:\b(?:everybody|everyone)\s+(?:here\s+|there\s+|(?:in|at|on)\s+(?:my|the|our)\s+\w+\s+)?"
    r"(?:drives?|lives?|works?|eats?|is|are|has|have|loves?|talks?)\b)"
)
_SOME_OF_THEM = (  # "two are vegan", "one of them is keto": some of a group named before
    r"(?i:^(?:one|two|three|four|five|six|several|some|a\s+few|most|half|none)\s+(?:of\s+them\s+)?"
    r"(?:are|is|eat|eats)\b)"
)
_OF_MINE = (  # "a colleague of mine works as a nurse"
    r"(?i:\b(?:a|an|one)\s+(?:\w+\s+)?(?:" + RELATION_WORDS + r"|neighbou?r)s?\s+of\s+(?:mine|"
    r"ours)\b)"
)
OTHER_PEOPLE = re.compile(
    "|".join(
        (
            _MY_PEOPLE,
            _NAMED,
            _SERVED_OR_MET,
            _A_COLLEAGUE,
            _KIN_SUBJECT,
            _ME_KIN,
            _NOTE_WITHOUT_MY,
            _SOMEONE_I_HAVE,
            _NEIGHBOUR_BY_PLACE,
            _FOLLOWED,
            _ANYONE,
            _OF_MINE,
            _SOME_OF_THEM,
        )
    )
)
_SPAN = r"(?:19|20)\d\d\s*[-\u2013]\s*(?:19|20)\d\d"
"""A closed span of years ("2014-2018"): over."""
_PAST = re.compile(
    r"\b(?:(?<!\bget\s)(?<!\bgot\s)(?<!getting\s)(?<!'m\s)(?<!\bam\s)(?<!'re\s)(?<!\bbe\s)"
    r"used\s+to|back\s+(?:in\s+(?:the\s+day|\d{4}|school|college|uni|those\s+days|"
    r"(?:middle|high|primary|elementary|grade)\s+school|(?:freshman|sophomore|junior|senior)\s+year|"
    r"my\s+(?:\w+\s+)?"
    r"(?:days|twenties|thirties|teens|youth))|"
    r"then|when)|in\s+the\s+past|years\s+(?:ago|back)|ages\s+ago|long\s+back|before\s+before|"
    r"a\s+while\s+back|previously|formerly|between\s+\d{4}\s+and\s+\d{4}|"
    r"from\s+\d{4}\s+(?:to|until|till)\s+\d{4}|" + _SPAN + r"|"
    r"at\s+the\s+time|in\s+college|in\s+school|as\s+a\s+student|"
    # a try: "I tried going keto for a month" (not "I've tried going vegan and love it")
    r"(?<!\bi've\s)(?<!\bhave\s)tried\s+(?:going|being|eating|driving|living))\b",
    re.IGNORECASE,
)
# A state the user was in, told in the simple past ("Last year I was a nurse", "I drove a
# Golf for ten years", "My first car was a Beetle"): over, unlike a change told in the past
# ("I moved to Oslo", "I got a Golf"), which still holds, or a passive ("I was hired by X").
_PAST_STATE = re.compile(
    # ("since I was a kid" runs until now)
    r"\b(?!(?<=since\s)(?:i|we)\s+(?:was|were)\s+(?:a|an|\d+|little|young|small|tiny|born)\b)"
    r"(?:i|we)\s+(?:(?:was|were)(?!\s+(?:just\s+|finally\s+|recently\s+)?\w+(?:ed|en)\b(?!-))|"
    r"drove|lived|worked|owned|ate|drank|had\s+(?:a|an)(?=\s))\b"
    r"|\bmy\s+(?:first|old|previous|last|former)\s+\w+(?:\s+\w+){0,3}?\s+(?:was|were)\b"
    r"|\b(?:first|old|previous|last)\s+\w+\s+(?:i|we)\s+(?:ever\s+)?\w+\s+(?:was|were)\b"
    r"|\b(?:that|it)(?:'s|\s+is)\s+over\b"
    r"|\b(?:i|we)\s+spent\s+(?:\w+\s+){0,3}?(?:years?|months?|decades?)\s+(?:as|at|in|with)\b"
    # "trained as a nurse in the fifties": a decade gone
    r"|\bin\s+the\s+(?:fifties|sixties|seventies|eighties|nineties|'?[5-9]0s|19[0-9]0s)\b"
    # "the years I spent as a nurse", "the lanyard from my time at X": over
    r"|\b(?:years?|months?|decades?|time)\s+(?:that\s+)?(?:i|we)\s+spent\s+(?:as|at|in|with)\b"
    r"|\bfrom\s+(?:my|our)\s+(?:\w+\s+)?(?:time|days|years)\s+(?:at|with|in|as)\b",
    re.IGNORECASE,
)
# What has not happened yet or is an event, not a state: a plan ("Next month I have an
# interview at X", "I applied to X", "We're going to X for the wedding", "I'm buying a Kia
# Niro"), or a story about a place or a company ("an article about X").
_NOT_YET = re.compile(
    r"\b(?:next\s+(?:week|month|year|summer|spring|autumn|fall|winter|weekend)|tomorrow|"
    r"someday|some\s+day|one\s+day|in\s+the\s+future|interview(?:ing|s)?|"
    r"appl(?:y|ied|ying|ication)\s+(?:to|at|for|with)|"
    r"(?:going|heading|off|travell?ing|flying|driving)\s+to\s+.{1,60}?\s+for\s+(?:a|an|the|my|"
    r"our)\s"
    r"|\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:\w+\s+)?(?:buying|getting|leasing|ordering)\s+(?:a|"
    r"an)\s|\bfor\s+(?:the|a|our|my)\s+(?:holidays?|vacation|trip)\b"
    # "a rooftop bar in Toronto on our honeymoon", "vacation mode on": a stay
    r"|\bon\s+(?:our|my|a|the)\s+(?:\w+\s+)?(?:honeymoon|holiday|vacation|getaway|trip|"
    r"break)\b|\b(?:vacation|holiday)\s+mode\b|\bhoneymoon(?:ing)?\b"
    r"|looking\s+(?:at|for)\s+(?:houses|flats|apartments|places|homes|(?:a|an)\s+(?:new\s+)?"
    r"(?:house|flat|place|home|apartment))\s+(?:in|near|around)\s"
    r"|(?:house|flat|apartment)[- ]hunting"
    r"|\b(?:i|we)(?:'ll|\s+will)\s+be\s+(?:moving|relocating|starting|joining)\b"
    r"|\babout\s+to\s+(?:buy|get|move|start|join|lease|order|go|switch)\b"
    # "Torn between buying a X and ...", "dreaming about the day I can afford a X"
    r"|\b(?:torn|deciding|choosing|undecided)\s+between\b|\bcan'?t\s+decide\b"
    r"|\bdream(?:ing|s)?\s+(?:about|of)\b|^(?:buying|leasing|ordering)\s+(?:a|an)\s"
    r"|\b(?:can|could)\s+(?:finally\s+)?afford\b"
    r"|(?:article|story|news|documentary|podcast|video|film|movie|book|poem|post|novel|show|"
    r"script|screenplay)\s+(?:about|on)\s"
    # "In my novel the hero is a nurse in Oslo": fiction
    r"|^in\s+(?:my|the|a|this|that|our|his|her|their)\s+(?:\w+\s+)?(?:novel|story|book|film|"
    r"movie|show|series|game|script|screenplay|play|dream|save|world|campaign)\b"
    r"|^(?:starting|from|as\s+of)\s+(?:next\s+\w+|tomorrow|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday)\b)",  # "Starting Monday I'm going vegan": not yet
    re.IGNORECASE,
)
# "X has been home since May", "X is home now": a bare "home" is the speaker's; so is chat
# that drops the "I" ("Going vegan was worth it", "Still unpacking here in Oslo").
SPEAKER_IMPLIED = re.compile(
    r"\b(?:is|'s|has\s+been|became|feels\s+like)\s+(?:(?:now|officially|finally|truly)\s+)*home"
    r"\b(?!\s+to\b)|^(?:going|becoming|turning|switching\s+to|moving\s+to)\s|\bhere\s+in\s"
    # "Big espresso drinker, if that helps": a self-description
    r"|^(?:a\s+)?(?:big|huge|heavy|serious|massive)\s+\w+(?:\s+\w+)?\s+(?:drinker|person|lover)\b"
    r"|^(?:(?:honestly|so|and|but|well|btw|" + CHAT_LEADS + r")\s+)?"
    r"(?:living|working|renting)\s+(?:in|at|for)\s"
    r"|\b(?:day|week|month|year)s?\s+(?:of\s+)?(?:working|living)\s+(?:in|at|for)\s"
    # a diary's or a chat's news without its subject: "First day at Google", "Six months in
    # Austin today", "Onboarding at Stripe is ...", "been vegan for 3 months", "work at X was"
    r"|^(?:(?:ugh|so|and|but|well|btw|" + CHAT_LEADS + r")\s+)?(?:(?:survived|finished|completed|"
    r"made\s+it\s+through|done\s+with|wrapped\s+up)\s+)?(?:my\s+)?(?:"
    r"(?:(?:first|second|third|last)\s+(?:full\s+)?(?:day|week|month|shift)|(?:day|week|month)\s+"
    r"(?:one|two|three|\d+))\s+(?:at|with)\s"
    r"|(?:\d+|a\s+few|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|"
    r"thirty|forty|fifty|sixty|hundred)\s+(?:days?|weeks?|months?|years?)\s+(?:(?:in|at|with|as)\s|"
    r"(?:" + DIETS + r")\b)"
    r"|(?:onboarding|orientation|induction)\s+at\s|(?:still\s+)?clocking\s+in\s+at\s"
    r"|(?:been|gone|sticking\s+with)\s+(?!to\b)|work\s+at\s)"
    # "the house is fully vegan now": a household's diet is the speaker's
    r"|^(?:the\s+(?:whole\s+)?(?:house|household|family)|everyone\s+at\s+home)\s+(?:is|'s|went|"
    r"eats)\s+(?:\w+\s+)?(?:" + DIETS + r")\b"
    r"|^we(?:'re|\s+are|\s+went|'ve\s+gone|\s+have\s+gone)\s+(?:\w+\s+)?(?:"
    + DIETS
    + r")\s+as\s+a\s+"
    r"(?:family|household)\b",
    re.I,
)


_RELATIVE = re.compile(r"(?:who|whose)\s", re.IGNORECASE)
_ME_BEFORE = re.compile(r"\b(?:me|i|myself)\W*$", re.IGNORECASE)  # "..., me, who ..."
_SUBJECT_START = re.compile(r"(?:^|[,;:.!]|\b(?:that|and|but|so))\s*$", re.IGNORECASE)


def someone_elses(sentence: str, clause: str) -> bool:
    """Whether ``clause``, with no speaker of its own, goes on about someone else its sentence
    made the subject before it ("my neighbour, a most agreeable woman, has bought a Volvo"),
    not someone the speaker did something to ("Told my mom, moved to Lisbon!")."""
    at = sentence.find(clause)
    if at > 0 and _RELATIVE.match(clause) and not _ME_BEFORE.search(sentence, max(0, at - 20), at):
        return True  # "congratulating Marco, who has just been promoted to ..."
    if at <= 0 or FIRST_PERSON.search(clause) or SPEAKER_IMPLIED.search(clause):
        return False
    head = sentence[max(0, at - 200) : at]
    last = next(iter(reversed(list(OTHER_PEOPLE.finditer(head)))), None)
    return (
        last is not None
        and _SUBJECT_START.search(head, 0, last.start()) is not None
        and FIRST_PERSON.search(head, last.end()) is None
    )


_ASKED_OF = re.compile(r"(?:^|[.!?]\s)\s*(?P<who>[^.!?]{1,40})\?\s*$")


def asked_of(before: str, sentence: str) -> bool:
    """Whether ``sentence``, with no speaker of its own, answers a question about someone else
    just before it: "My sister? Still at Google." is the sister's."""
    asked = _ASKED_OF.search(before)
    return (asked is not None and FIRST_PERSON.search(sentence) is None
            and OTHER_PEOPLE.search(asked["who"]) is not None)  # fmt: skip


PAST_VERB = re.compile(r"\b(?:was|were|used\s+to)\b", re.IGNORECASE)
"""A verb told in the past: a taste that was, not one that is ("X was my whole personality")."""


def not_now(clause: str) -> bool:
    """Whether ``clause`` tells the past or what has not happened yet."""
    told = (_PAST, _PAST_STATE, _NOT_YET)
    return any(p.search(clause) is not None for p in told) or in_the_past(clause)


# "back when I worked at X, ..., I tried going vegan": the sentence is set in the past until a
# clause comes back to now
_FRAME_LEAD = r"^(?:(?:so|and|well|oh)\s+)?"
_AGO, _IN_YEAR = r"(?:\w+\s+)?years\s+ago", r"in\s+(?:19|20)\d\d"  # also a dated change's
_PAST_FRAME = re.compile(
    _FRAME_LEAD + r"(?:back\s+(?:when|then|in\s+(?:\d{4}|the\s+day|my\s+(?:\w+\s+)?"
    r"(?:days|twenties|thirties|teens|youth)))|when\s+(?:i|we)\s+(?:was|were)|growing\s+up|"
    + _AGO
    + "|"
    + _IN_YEAR
    + r"|(?:\w+\s+)?(?:memory|memories|throwback|flashback|tbt)|on\s+this\s+day|long\s+back|"
    # "Until last March I was employed as ...": held until a time past
    r"until\s+(?:last\s+\w+|recently|a\s+(?:few|couple\s+of)\s+\w+\s+ago)|"
    r"before(?:\s+before)?(?=\s*(?:,|$)))\b",
    re.IGNORECASE,
)
# "If I would win the lottery, I buy a Kia Niro": what follows the user's own condition is as
# hypothetical as it (not "if I'm honest", "if I remember right", "if I haven't mentioned it":
# a manner of speaking)
_IF_I = re.compile(
    r"^(?:(?:so|and|but|well|oh|honestly|tbh)\s+)?(?:if|even\s+if|unless|assuming)\s+(?:i|we)\b"
    r"(?!(?:'m|\s+am)\s+(?:being\s+honest|honest|not\s+mistaken|right)|\s+(?:remember|recall|may|"
    r"might\s+add|must\s+say|understand|forgot|can\s+(?:say|add)|(?:haven't|didn't|have\s+not|"
    r"did\s+not|never)\s+(?:already\s+)?(?:mentioned|said|told|shared)|already\s+(?:mentioned|"
    r"said|told))\b)",
    re.IGNORECASE,
)
# "#goals: working at Canva", "dream job: nurse", "bucket list: Kyoto": a wish, not a fact
_WISH_FRAME = re.compile(
    r"^#?(?:goals?|(?:my\s+)?dream\s+(?:job|life|car|city|home)|bucket\s*list|wish\s*list|manifesting|"
    r"one\s+day|someday)\b",
    re.IGNORECASE,
)
# "Two years ago I joined Google", "In 2019 I moved to Lisbon": a change dated in the past has
# held since (not "back in 2019", "years ago I lived in ...", "... but I quit last month")
_DATED = re.compile(  # "Ten years ago today I moved to X": a throwback
    _FRAME_LEAD + r"(?:" + _AGO + r"(?!\s+today)|" + _IN_YEAR + r")\b", re.IGNORECASE
)
_CHANGED = re.compile(
    r"\b(?:i|we)\s+(?:finally\s+|officially\s+)?(?:joined|moved\s+(?:to|here)|relocated|"
    r"switched\s+to|started\s+(?:at|working|as|with)|became|"
    r"went\s+(?:vegan|vegetarian|pescatarian|keto|plant)|got\s+(?:a\s+job|hired)|was\s+hired|"
    r"bought|took\s+(?:a|the)\s+job)\b",
    re.IGNORECASE,
)
_ENDED = re.compile(
    r"\b(?:left|quit|resigned|sold|stopped|gave\s+up|moved\s+(?:away|back|on|out)|no\s+longer|"
    r"any\s?more|until|later|then|laid\s+off|fired|used\s+to|for\s+a\s+(?:while|bit|few|couple)|"
    r"(?:came|went|moved)\s+(?:home|back))\b",
    re.IGNORECASE,
)
_YEARS = re.compile(r"\b" + _SPAN + r"\b")
_NOW = re.compile(
    r"\b(?:now|these\s+days|nowadays|currently|(?<!ago\s)today|at\s+the\s+moment)\b", re.I
)


def still_current(clauses: list[str]) -> list[str]:
    """``clauses`` without those a past frame at the start of their sentence sets in the past
    (all of them when the frame dates a change, "Two years ago I joined X", unless one ends it),
    and none after the user's own condition ("If I won the lottery, I'd buy a Kia Niro")."""
    if clauses and (_IF_I.match(clauses[0]) or _WISH_FRAME.match(clauses[0])):
        return []
    if any(_YEARS.search(clause) for clause in clauses):  # "a nurse, Oslo (2014-2018)"
        return []
    if not clauses or _PAST_FRAME.match(clauses[0]) is None:
        return clauses
    if _DATED.match(clauses[0]) and _CHANGED.search(clauses[0]):
        return [] if any(_ENDED.search(clause) for clause in clauses) else clauses
    for i, clause in enumerate(clauses):
        if _NOW.search(clause):
            return clauses[i:]
    return []
