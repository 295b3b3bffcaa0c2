"""The rule extractor's table: each rule is a pattern and a builder of (attribute, value)
pairs, plus how each attribute is worded as a sentence about the user.

The catalogue of what the rules catch, and what they do not, is the docstring of
``rules.py``; a new rule there, a test in ``tests/unit/test_rule_extractor.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memvault.policy.extraction.articles import article_free, with_article
from memvault.policy.extraction.guards import CHAT_LEADS, guarded, reported, words
from memvault.policy.extraction.labels import FAVOURITE
from memvault.policy.extraction.spans import (
    JUNK_START,
    PROGRESSIVE,
    PROPER_JUNK,
    TAIL,
    phrase,
    proper,
)

# -- the rules --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Found:
    attribute: str
    value: str
    negated: bool = False


Builder = Callable[[re.Match[str], bool], list[Found]]


@dataclass(frozen=True, slots=True)
class Rule:
    """A phrasing and what it gives; ``granted``: a possessive the speaker takes for granted
    ("my Toyota Corolla", "my manager at Stripe"), which a question says as well."""

    pattern: re.Pattern[str]
    build: Builder
    granted: bool = False


_I = r"\bi"
_WE = r"\b(?:i|we)"  # where the user lives: "we" moved includes the user
_WE_ARE = r"\b(?:i(?:'m|\s+am)|we(?:'re|\s+are))"
_ADV = r"(?:\s+(?:now|currently|also|actually|still|just|recently|finally|officially|really|too))*"
_IM = r"\bi(?:'m|\s+am)" + _ADV
_REST = r"\s+(?P<v>.+)"

_RELATIONS: dict[str, tuple[str, bool]] = {  # word -> (attribute, multi_valued)
    **dict.fromkeys(("sister", "sis"), ("sister", True)),
    **dict.fromkeys(("brother", "bro"), ("brother", True)),
    **dict.fromkeys(("mother", "mom", "mum", "mommy", "mummy"), ("mother", False)),
    **dict.fromkeys(("father", "dad", "daddy"), ("father", False)),
    **dict.fromkeys(("wife", "husband", "spouse"), ("spouse", False)),
    **dict.fromkeys(("partner", "boyfriend", "girlfriend"), ("partner", False)),
    **dict.fromkeys(("fiance", "fiancé", "fiancee", "fiancée"), ("fiance", False)),
    **dict.fromkeys(("manager", "boss"), ("manager", False)),
    "best friend": ("best_friend", False),
    **dict.fromkeys(("friend", "buddy", "pal", "mate"), ("friend", True)),
    **dict.fromkeys(("colleague", "coworker", "co-worker"), ("colleague", True)),
    **dict.fromkeys(("roommate", "flatmate", "housemate"), ("roommate", True)),
    **dict.fromkeys(("neighbour", "neighbor"), ("neighbour", True)),
    **dict.fromkeys(("grandmother", "grandma", "granny", "nan"), ("grandmother", True)),
    **dict.fromkeys(("grandfather", "grandpa", "granddad"), ("grandfather", True)),
    **{w: (w, True) for w in ("son", "daughter", "cousin", "aunt", "uncle", "niece", "nephew")},
    **{w: (w, False) for w in ("mentor", "therapist", "doctor", "dentist")},
}
NO_VALUE = frozenset(
    ("none", "nothing", "unknown", "n/a", "na", "null", "nil", "tbd", "idk", "nope", "no", "-",
     "not sure", "no idea", "nobody", "no one", "nowhere", "not applicable")
)  # fmt: skip
"""What stands where a value would and says there is none ("Favourite drink: none")."""
RELATION_WORDS = "|".join(sorted((re.escape(w) for w in _RELATIONS), key=len, reverse=True))
_JOBS = words(
    "engineer developer programmer designer manager director teacher professor lecturer nurse "
    "doctor physician surgeon dentist lawyer attorney accountant analyst scientist researcher "
    "consultant architect writer journalist editor chef cook baker waiter waitress barista "
    "pharmacist therapist psychologist psychiatrist electrician plumber carpenter mechanic pilot "
    "driver firefighter officer clerk cashier student intern assistant administrator technician "
    "specialist coordinator salesperson representative librarian photographer artist musician "
    "actor actress vet veterinarian farmer paramedic paralegal recruiter founder ceo cto cfo coo "
    "freelancer tutor secretary receptionist economist translator entrepreneur executive "
    "supervisor agent broker banker trader investor soldier policeman policewoman scientist "
    "lead principal instructor coach trainer counselor counsellor midwife surveyor optician "
    "hairdresser stylist janitor cleaner builder welder machinist dietitian nutritionist "
    "auditor strategist marketer advisor adviser officer dev sre pm physiotherapist physio "
    "copywriter hygienist"
)
DIETS = (
    r"vegetarian|vegan|pescatarian|pescetarian|flexitarian|keto|paleo|kosher|halal|"
    r"gluten[- ]free|dairy[- ]free|plant[- ]based|carnivore|omnivore|raw vegan"
)
# "I eat keto now": the diet word ends the clause, or a time word follows ("vegan burgers" no)
_DIET_END = (
    r"(?=\s*$|\s+(?:now|these\s+days|nowadays|lately|at\s+the\s+moment|for\s+now|again|"
    r"since|this\s+(?:year|month)|most\s+days)\b)"
)
CAR_MAKES = words(
    "toyota honda ford tesla bmw audi mercedes volkswagen vw volvo kia hyundai nissan mazda "
    "subaru chevrolet chevy jeep porsche fiat peugeot renault skoda seat lexus mini jaguar "
    "land range citroen citroën dacia opel polestar rivian byd suzuki mitsubishi dodge gmc "
    "cadillac buick chrysler alfa ferrari lamborghini maserati bentley prius"
)
_CAR_WORDS = words(
    "truck van pickup suv hatchback sedan saloon motorbike motorcycle scooter convertible "
    "minivan jeep hybrid ev estate coupe camper"
)
_PETS = (
    r"dog|cat|puppy|kitten|parrot|rabbit|bunny|hamster|horse|pony|bird|turtle|tortoise|snake|"
    r"guinea pig|ferret|lizard|goldfish"
)
# "my go-to / top T": a favourite only for a thing one has tastes in ("my top priority" is no
# favourite); "favourite" itself takes any T.
_FAV = r"(?P<kind>" + FAVOURITE + r"|go-to|top|number[- ]one)"
TASTES = words(
    "food dish meal snack dessert cuisine drink coffee tea beer wine cocktail band artist singer "
    "musician song album genre movie film show series book author novel game sport team colour "
    "restaurant cafe bar place city country podcast brand fruit"
)
# what people drink, by its name's last word ("green tea", "the espresso") or whole name
DRINKS = (
    r"(?:(?:green|black|herbal|mint|iced|oat|decaf|sparkling)\s+)?(?:flat\s+white|long\s+black|"
    r"hot\s+chocolate|coffee|espresso|latte|cappuccino|americano|macchiato|mocha|cortado|tea|"
    r"chai|matcha|rooibos|juice|lemonade|limeade|soda|cola|coke|water|seltzer|beer|lager|ale|"
    r"stout|cider|wine|prosecco|champagne|whisky|whiskey|bourbon|rum|gin|vodka|tequila|mojito|"
    r"margarita|martini|negroni|spritz|cocktail|mocktail|smoothie|milkshake|kombucha|milk|cocoa|"
    r"lassi|kefir)"
)
# "I've been in IT for years" is a career, not a city
_FIELDS = words(
    "it hr marketing sales finance engineering tech retail healthcare education management law "
    "design banking consulting research hospitality insurance"
)
_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "no": "0"}


# "worker" is an occupation only after one of these ("a social worker", not "a hard worker")
_WORKER_KINDS = words(
    "social care support youth case aid health healthcare factory construction office farm dock "
    "steel community charity retail warehouse kitchen shift field outreach welfare sex"
)


_JOB_QUALIFIER = re.compile(
    r"^(?:(?:fully\s+)?(?:practising|practicing|qualified|certified|licensed|trained)\s+)+",
    re.IGNORECASE,
)


def job_title_of(raw: str) -> str | None:
    """An occupation: a phrase whose last word is an occupation noun."""
    value = phrase(re.split(r"\s+(?:at|for|in|with|from)\s+", raw, maxsplit=1)[0], max_words=5)
    if value is None:
        return None
    value = _JOB_QUALIFIER.sub("", article_free(value))
    if not value:
        return None
    if any(c.isdigit() for c in value.split()[-1]):
        return None  # "11pm" is a time, not a PM
    *before, last = [re.sub(r"[^a-z]", "", w.lower()) for w in value.split()]
    if last.rstrip("s") == "worker":
        return value if before and before[-1] in _WORKER_KINDS else None
    return value if (last in _JOBS or last.rstrip("s") in _JOBS) else None


def _at_employer(raw: str, cased: bool) -> list[Found]:
    match = re.search(r"\s(?:at|for)\s+(.+)$", " " + raw)
    employer = proper(match.group(1), cased=cased) if match else None
    return [Found("employer", employer)] if employer else []


def _city(m: re.Match[str], cased: bool) -> list[Found]:
    value = proper(m["v"], cased=cased)
    return [Found("city", value)] if value else []


def _proper_as(attribute: str) -> Builder:
    def build(m: re.Match[str], cased: bool) -> list[Found]:
        value = proper(m["v"], cased=cased)
        if value is None or value.lower().startswith(("a ", "an ")):
            return []
        found = [Found(attribute, value)]
        if attribute == "employer" and (job := re.search(r"\bas\s+(.+)$", m["v"])):
            title = job_title_of(job.group(1))
            found += [Found("job_title", title)] if title else []
        return found

    return build


def _job_title(m: re.Match[str], cased: bool) -> list[Found]:
    title = job_title_of(m["v"])
    return [Found("job_title", title), *_at_employer(m["v"], cased)] if title else []


def _any_job_title(m: re.Match[str], cased: bool) -> list[Found]:
    """After "I work as": any title, not only known occupations."""
    head = re.split(r"\s+(?:at|for|in|with|and)\s+", m["v"], maxsplit=1)[0]
    title = phrase(head, max_words=5)
    if title is None:
        return []
    return [Found("job_title", article_free(title)), *_at_employer(m["v"], cased)]


def _phrase_as(attribute: str, *, strip_article: bool = False, max_words: int = 8) -> Builder:
    def build(m: re.Match[str], cased: bool) -> list[Found]:
        value = phrase(m["v"], max_words=max_words)
        if value is None:
            return []
        return [Found(attribute, article_free(value) if strip_article else value)]

    return build


_QUALIFIER = re.compile(
    r"^(?:a\s+little|a\s+bit\s+of|some|fluent|basic|conversational|native|severely)\s+",
    re.IGNORECASE,
)


def _listed(attribute: str) -> Builder:
    """Several values: "French and Spanish" -> French, Spanish."""

    def build(m: re.Match[str], cased: bool) -> list[Found]:
        value = phrase(m["v"])
        if value is None:
            return []
        parts = re.split(r"\s*,\s*|\s+and\s+|\s+or\s+", value)
        parts = [_QUALIFIER.sub("", p) for p in parts]
        return [Found(attribute, p) for p in parts if p and not JUNK_START.match(p)]

    return build


def _diet(m: re.Match[str], cased: bool) -> list[Found]:
    return [Found("diet", m["v"].lower().replace(" ", "-"))]


def _fixed(attribute: str, value: str) -> Builder:
    return lambda m, cased: [Found(attribute, value)]


def _tasted(kind: str, thing: str) -> bool:
    return kind.lower().startswith("fav") or thing in TASTES


def thing_of(raw: str) -> str:
    """The thing a favourite is of, one spelling: "color" and "colour" are one attribute."""
    words = TAIL.sub("", " " + raw.lower()).split()  # "food now" -> "food"
    return "_".join({"color": "colour", "colors": "colours"}.get(w, w) for w in words)


_JOINED = re.compile(r"\b(?:and|or|but|the|is|are)\b")


def _favourite(m: re.Match[str], cased: bool) -> list[Found]:
    if m["verb"].lower() in ("is", "are") and PROGRESSIVE.match(m["v"]):
        return []
    thing = _THING_TAIL.sub("", m["thing"].lower().strip())
    if m["verb"].lower() == "are" and thing.endswith("s") and not thing.endswith("ss"):
        thing = thing[:-1]
    value = phrase(m["v"].rsplit(": ", 1)[-1])  # "... is, since years the same: sushi"
    if (
        value is None
        or not re.fullmatch(r"[a-z][a-z ]{0,29}", thing)
        or not thing_of(thing)
        or _JOINED.search(thing)  # "my favourite food and the answer is sushi": one thing
        or _SOMEONE_ELSES_THING.search(thing)
    ):
        return []
    if not _tasted(m["kind"], thing_of(thing)):
        return []
    return [Found("favourite_" + thing_of(thing), value)]


# "my favourite vtuber said her favourite food is pho": the second favourite is the thing, and
# someone else's
_SOMEONE_ELSES_THING = re.compile(r"\b(?:favou?rites?|her|his|their|your|our|its)\b")


# "X is my favourite food by far": how much it is the favourite is not part of the thing.
_THING_TAIL = re.compile(
    r"\s+(?:by\s+far|easily|hands\s+down|of\s+all\s+(?:the\s+)?(?:time|times|life)|in\s+(?:my\s+)?"
    r"life|ever|always|anyway|for\s+sure|for\s+me|"
    r"now|these\s+days|right\s+now|at\s+the\s+moment|lately|too|though|overall|in\s+the\s+world)"
    r"\b.*$"
)


# "Nobody understands why sushi is my favourite food": the value is what follows "why"
_SUBORDINATE = re.compile(
    r"^.*\b(?:why|that|how|because|since|cos|what|which|whether|who)(?:\s+|$)", re.IGNORECASE
)


# "Honestly Dune is my favourite book": a word that opens the sentence and weighs it
_OPENING_WEIGHT = re.compile(
    r"^(?:honestly|obviously|clearly|definitely|probably|surely|" + CHAT_LEADS + r")\s+",
    re.IGNORECASE,
)


def _favourite_first(m: re.Match[str], cased: bool) -> list[Found]:
    value = _OPENING_WEIGHT.sub("", m["v"].strip())
    if (lead := _SUBORDINATE.match(value)) is not None:
        if reported(lead.group()):  # "she thinks that sushi is my favourite food"
            return []
        value = value[lead.end() :]
    if reported(" ".join(w for w in value.split() if w.islower())):
        return []  # "Everyone assumes Dune is my favourite book": a title is not in lower case
    if not value:  # "they ask me what is my favourite movie"
        return []
    thing = _THING_TAIL.sub("", m["thing"].lower().strip())
    if JUNK_START.match(value) or not re.fullmatch(r"[a-z][a-z ]{0,29}", thing):
        return []
    if m["kind"] and not _tasted(m["kind"], thing_of(thing)):
        return []
    return [Found("favourite_" + thing_of(thing), value)] if thing_of(thing) else []


_A_DRINK = re.compile(
    r"(?:(?:a|an)\s+)?(?:(?:large|small|double|single|big|tall|iced|hot)\s+)?(?P<v>"
    + DRINKS
    + r")\b",
    re.IGNORECASE,
)


def _drink(m: re.Match[str], cased: bool) -> list[Found]:
    """ "my usual order is an espresso": a drink, not "is getting cold" or "is the big one"."""
    drink = _A_DRINK.match(m["v"])
    return [Found("favourite_drink", drink["v"])] if drink else []


# "I drive a Golf to work", "I picked up a Golf from the dealer": where it goes or came from;
# "a Corolla, silver one": its colour, said after the model, is no part of it.
_VEHICLE_TAIL = re.compile(
    r"\s+(?:from|to|at|for|into|off|around|in|on|with|every|through|the|is|was|and|but|reg|"
    r"registration|plate|number|reference)\b.*$|(?<!\b[Aa])(?<!\ban)(?<!\bthe)(?<!\bmy)"
    r"\s+(?:silver|black|white|grey|gray|red|blue|green)\b.*$",
    re.IGNORECASE,
)


def _vehicle(raw: str, cased: bool) -> str | None:
    """A vehicle's words; in cased text a name ends at the first lower-case word after it
    ("a Toyota Corolla sitting in the driveway" is a Toyota Corolla)."""
    value = phrase(_VEHICLE_TAIL.sub("", raw), max_words=5)
    if value is None or not cased:
        return value
    words = value.split()
    named = next((i for i, w in enumerate(words) if w[:1].isupper()), len(words))
    end = next((j for j in range(named + 1, len(words)) if words[j][:1].islower()), len(words))
    return " ".join(words[:end])


def _car(m: re.Match[str], cased: bool) -> list[Found]:
    """A vehicle: "a Tesla", "an old pickup truck", "my dad's Volvo", or a make ("Teslas")."""
    value = _vehicle(m["v"], cased)
    if value is None:
        return []
    words = [re.sub(r"[^a-zë]", "", w.lower()) for w in value.split()]
    if (
        not re.match(r"(?:a|an|the|their|my)\s", m["v"], re.IGNORECASE)
        and words[0].rstrip("s") not in CAR_MAKES
    ):
        return []  # "I drive Uber", "I drive carefully"
    value = article_free(value)
    looks_like_a_car = set(words) & (CAR_MAKES | _CAR_WORDS) or (
        cased and any(w[:1].isupper() for w in value.split())
    )
    return [Found("car", value)] if looks_like_a_car else []


def _bought_car(m: re.Match[str], cased: bool) -> list[Found]:
    value = _vehicle(m["v"], cased)
    if value is None or STOLEN.match(m["v"], m["v"].find(value) + len(value)):
        return []  # "got a Golf as a rental"
    value = article_free(value)
    first = re.sub(r"[^a-zë]", "", value.split()[0].lower())
    return [Found("car", value)] if first in CAR_MAKES else []


# What was given up is no longer the user's: "sold my Golf", "traded in my flat in Oslo", "I
# quit my job" (each a fixed width, as a look-behind must be)
_NOT_GIVEN_UP = "".join(
    rf"(?<!\b{w}\s)"
    for w in ("sold", "selling", "sell", "traded", "trade", "trading", "swapped", "scrapped",
              "wrecked", "totalled", "totaled", "crashed", "replaced", "miss", "missed", "quit",
              "left", "leave", "leaving", "quitting", "lost", r"rid\sof",
              r"traded\sin", r"trade\sin", r"gave\sup", r"gave\saway", r"moved\sout\sof")
)  # fmt: skip
RENTED = r"rental|loaner|courtesy\s+car|hire\s+car"
"""A car the user drives but does not own ("got a Golf as a rental")."""
STOLEN = re.compile(
    r"\s+(?:was|got|has\s+been|just\s+got)\s+(?:stolen|totall?ed|written\s+off|scrapped|sold|"
    r"repossessed|towed\s+for\s+good)\b"
    r"|\s+as\s+(?:a\s+)?(?:" + RENTED + r"|replacement)\b",  # not owned
    re.IGNORECASE,
)


# makes that are also everyday words: a car only when written as a name ("my seat", "my Seat")
_WORDLIKE_MAKES = words("seat mini land range ram smart dodge alfa")


# "I've named my Toyota Corolla Gerald": the name given follows the make and model
_NAMING = re.compile(r"\b(?:named|call|called|nicknamed|christened)\s+$", re.IGNORECASE)
_MODEL_WORDS = words("series class sport coupe hybrid electric estate wagon")


def _my_new_car(m: re.Match[str], cased: bool) -> list[Found]:
    value = proper(m["v"], cased=True) if cased else _vehicle(m["v"], cased)
    value = value and value.removesuffix("'s")  # "my Toyota Corolla's usb port"
    if not value or STOLEN.match(m["v"].removeprefix(value)):
        return []
    last = value.rsplit(" ", 1)[-1]
    if (
        _NAMING.search(m.string, max(0, m.start() - 20), m.start())
        and value.count(" ") > 1
        and last.isalpha()
        and not last.isupper()
        and last.lower() not in _MODEL_WORDS  # "BMW 3 Series"
    ):
        value = value.removesuffix(" " + last)  # not "Model 3" in "named our Tesla Model 3 'X'"
    first = re.sub(r"[^a-zë]", "", value.split()[0].lower())
    if first in _WORDLIKE_MAKES and not value[:1].isupper():
        return []
    return [Found("car", value)] if first in CAR_MAKES else []


def _owned_car(m: re.Match[str], cased: bool) -> list[Found]:
    """ "I own a Tesla": a make or a vehicle word, not any capitalised thing ("a Picasso")."""
    value = _vehicle(m["v"], cased)
    if value is None:
        return []
    words = {re.sub(r"[^a-zë]", "", w.lower()).rstrip("s") for w in value.split()}
    return [Found("car", article_free(value))] if words & (CAR_MAKES | _CAR_WORDS) else []


# "since Monday", "since noon", "since 6am": a visit or a wait, not where one lives or works
_NOT_LONG = re.compile(
    r"since\s+(?:yesterday|today|this\s+morning|last\s+night|noon|lunch|\d{1,2}(?::\d\d)?\s*"
    r"(?:am|pm)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
    re.IGNORECASE,
)


def _settled_for(m: re.Match[str], cased: bool) -> list[Found]:
    """ "I've been in Oslo since 2019": a stay, not a visit ("since Monday") or a field ("IT")."""
    if _NOT_LONG.match(m["when"]):
        return []
    value = proper(m["v"], cased=cased)
    return [Found("city", value)] if value and value.lower() not in _FIELDS else []


def _been_at(m: re.Match[str], cased: bool) -> list[Found]:
    """ "I've been at Stripe since May": a job, not a wait ("since Monday", "since noon")."""
    value = None if _NOT_LONG.match(m["when"]) else proper(m["v"], cased=cased)
    return [Found("employer", value)] if value else []


# the user's time at a place that is no job: a stay, a school, a trip
_NOT_A_JOB = re.compile(
    r"(?:the\s+)?(?:uni|university|college|school|home|sea|camp|hospital\s+as\s+a\s+patient)\b|"
    r".{0,80}?\b(?:as\s+a\s+(?:student|patient|guest|visitor)|(?:before\s+)?(?:i|we)\s+(?:left|"
    r"quit|moved|retired|was\s+let\s+go))",
    re.IGNORECASE,
)
_SOMEONE_ELSES = re.compile(
    r"\b(?:(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:" + RELATION_WORDS + r"|kids?|family|parents?|"
    r"neighbou?rs?)|he|she|they)\b",
    re.IGNORECASE,
)


def _time_at(m: re.Match[str], cased: bool) -> list[Found]:
    if _NOT_A_JOB.match(m["v"]) or _SOMEONE_ELSES.search(m.string, 0, m.start()):
        return []
    value = proper(m["v"], cased=cased)
    return [Found("employer", value)] if value and value[:1].isupper() else []


# a stay away from home: "having a great time here in Lisbon", "here in Oslo for a conference"
_AWAY = re.compile(
    r"\b(?:holidays?|vacation|trip|visit|visiting|conference|weekend|hotel|airbnb|greetings|tour|"
    r"touring|layover|stopover|honeymoon|festival|landed|arrived|sightseeing|staying|"
    r"having\s+(?:a|the)\s+(?:\w+\s+)?(?:time|blast))\b",
    re.IGNORECASE,
)


def _here(m: re.Match[str], cased: bool) -> list[Found]:
    if _AWAY.search(m.string) or _SOMEONE_ELSES.search(m.string, 0, m.start()):
        return []
    return _city(m, cased)


def _role(m: re.Match[str], cased: bool) -> list[Found]:
    """ "(the best part of) being a nurse", "being a vegan", "being vegan at parties": an
    occupation or a diet."""
    if diet := re.fullmatch(r"(?:a|an)\s+(?:strict\s+)?(?P<v>" + DIETS + r")", m["v"], re.I):
        return _diet(diet, cased)
    if title := job_title_of(m["v"]):
        return [Found("job_title", title)]
    diet = re.match(r"(?P<v>" + DIETS + r")\b", m["v"], re.IGNORECASE)
    return _diet(diet, cased) if diet else []


# "the best perk of working at Stripe", "one nice thing about living in Lisbon": what the user
# lives with, told by the gerund
_GERUNDS = {"living": "city", "working": "employer", "being": "role", "owning": "car",
            "driving": "car", "having": "car"}  # fmt: skip


def _perk_of(m: re.Match[str], cased: bool) -> list[Found]:
    kind = _GERUNDS[m["ger"].lower()]
    if kind == "city":
        return _city(m, cased)
    if kind == "employer":
        return _proper_as("employer")(m, cased)
    if kind == "car":
        return _bought_car(m, cased)
    return _role(m, cased)


def _hired_me(m: re.Match[str], cased: bool) -> list[Found]:
    """ "Stripe hired me (as a designer)": the subject is the whole name, and no pronoun."""
    raw = m["v"].strip()
    employer = proper(raw, cased=cased)
    if employer is None or employer != raw or guarded(raw) or JUNK_START.match(raw):
        return []
    found = [Found("employer", employer)]
    if m["job"] and (title := job_title_of(m["job"])):
        found.append(Found("job_title", title))
    return found


def _one_of_them(m: re.Match[str], cased: bool) -> list[Found]:
    """ "nurses like me": an occupation, not "says nurses like me" (someone else's words)."""
    first = m["v"].split()[0]
    return [] if guarded(first) or reported(first) else _job_title(m, cased)


def _diet_going(m: re.Match[str], cased: bool) -> list[Found]:
    """ "Going vegan has been great for me"; not "... for my sister" or "... for him"."""
    if re.search(r"\bfor\s+(?:my\s+(?:" + RELATION_WORDS + r")|him|her|them|[A-Z])", m["rest"]):
        return []
    return _diet(m, cased)


def _pet(m: re.Match[str], cased: bool) -> list[Found]:
    kind = m["kind"].lower()
    name = proper(m["name"], cased=cased) if m["name"] else None
    return [Found("pet", f"{kind} named {name}" if name else kind)]


def _relation(m: re.Match[str], cased: bool) -> list[Found]:
    attribute, _ = _RELATIONS[" ".join(m["rel"].lower().split())]
    name = proper(m["name"], cased=cased)
    if name is None or name.lower().startswith(("a ", "an ")):
        return []
    return [Found(attribute, name)]


def _relation_first(m: re.Match[str], cased: bool) -> list[Found]:
    name = m["name"].strip()
    if not cased and len(name.split()) > 2:
        return []
    if cased and not all(w[:1].isupper() for w in name.split()):
        return []
    if name.lower() in PROPER_JUNK or JUNK_START.match(name):
        return []
    attribute, _ = _RELATIONS[" ".join(m["rel"].lower().split())]
    return [Found(attribute, name)]


def _person_as(attribute: str, *, negated: bool = False) -> Builder:
    def build(m: re.Match[str], cased: bool) -> list[Found]:
        name = proper(m["v"], cased=cased)
        return [Found(attribute, name, negated)] if name else []

    return build


def _plan(verb: str | None = None) -> Builder:
    def build(m: re.Match[str], cased: bool) -> list[Found]:
        rest = re.split(r"\s+(?:because|but|so that|since)\s+", m["v"], maxsplit=1)[0]
        value = phrase(rest, max_words=12, keep_time=True)
        if value is None and verb is None:
            return []
        value = f"{verb} {value}" if verb and value else verb or value
        return [Found("plan", value)] if value else []

    return build


def _travel(m: re.Match[str], cased: bool) -> list[Found]:
    """ "I'm going / flying to Paris in May"; "I'm going to <verb>" is another rule's."""
    first = m["v"].split()[0]
    if (cased and not first[:1].isupper()) or first.lower() in ("visit", "see", "be", "do"):
        return []
    return _plan("travel to")(m, cased)


def _left_job(m: re.Match[str], cased: bool) -> list[Found]:
    employer = proper(m["v"], cased=cased) if m["v"] else None
    return [Found("employer", employer, negated=True)] if employer else []


def _children(m: re.Match[str], cased: bool) -> list[Found]:
    count = m["v"].lower()
    return [Found("children", _NUMBERS.get(count, count))]


def _age(m: re.Match[str], cased: bool) -> list[Found]:
    age = int(m["v"])
    return [Found("age", str(age))] if 0 < age < 130 else []


_AFTER_NAME = re.compile(r"[,;(!.]|(?:in|at|on|with|for|since|as|and|but|from|where)\b", re.I)


def _my_noun(m: re.Match[str], cased: bool) -> list[Found]:
    noun = " ".join(m["noun"].lower().split())
    raw = m["v"]
    if noun in ("job", "role", "position", "occupation", "profession"):
        if re.match(r"(?:at|with|for)\s", raw, re.IGNORECASE):
            return _at_employer(" " + raw, cased)
        title = job_title_of(raw)
        return [Found("job_title", title), *_at_employer(raw, cased)] if title else []
    if noun in ("job title", "title"):
        title = phrase(raw, max_words=6)
        return [Found("job_title", article_free(title))] if title else []
    if noun in ("employer", "company", "workplace"):
        value = proper(raw, cased=cased)
        rest = raw[raw.find(value) + len(value) :].strip() if value else ""
        if rest and not _AFTER_NAME.match(rest) and not TAIL.match(f" {rest}"):
            return []  # "My company is Crazy busy": a capitalised word, then more of a sentence
        return [Found("employer", value)] if value else []
    if noun == "name":
        value = proper(raw, cased=cased)
        return [Found("name", value)] if value else []
    if noun == "car":
        return _car(m, cased)
    if noun == "pronouns":
        pronouns = re.match(r"[a-z]+(?:\s*/\s*[a-z]+)*", raw.strip(), re.IGNORECASE)
        return [Found("pronouns", pronouns[0].lower())] if pronouns else []
    if noun in ("city", "home town", "hometown"):
        value = proper(raw, cased=cased)
        attribute = "city" if noun == "city" else "hometown"
        return [Found(attribute, value)] if value else []
    if noun == "address" and (place := re.match(r"in\s+(?P<v>.+)", raw, re.IGNORECASE)):
        value = proper(place["v"], cased=cased)  # "my address is in Lisbon": where they live
        return [Found("city", value)] if value else []
    attribute = {"phone number": "phone", "number": "phone", "email address": "email"}.get(
        noun, noun
    )
    value = phrase(raw, max_words=10)
    return [Found(attribute, value)] if value else []


_MY_NOUNS = (
    r"job title|title|job|role|position|occupation|profession|employer|company|workplace|name|"
    r"car|city|home town|hometown|address|phone number|number|email address|email|birthday|"
    r"pronouns|diet"
)


# "I love X more than any other food", "I like X best of all the bands": a favourite.
_ABOVE_ALL = (
    r"(?:(?:more\s+than|over)\s+(?:any(?:\s+other)?|all\s+(?:the\s+)?other|every\s+other)"
    r"|(?:best|most)\s+of(?:\s+all)?(?:\s+the)?(?:\s+other)?)\b"
)


def _r(pattern: str, build: Builder, *, granted: bool = False) -> Rule:
    return Rule(re.compile(pattern, re.IGNORECASE), build, granted)


RULES: tuple[Rule, ...] = (
    # location
    _r(_WE + _ADV + r"\s+(?:live|reside|stay)\s+in" + _REST, _city),  # "I stay in": lives
    _r(_WE + r"(?:'ve|\s+have)" + _ADV + r"\s+been\s+living\s+in" + _REST, _city),
    _r(_WE_ARE + _ADV + r"\s+(?:living|based|located|settled)\s+in" + _REST, _city),
    _r(
        # Indian English "shifted to", Irish "I'm after moving to"
        _WE + r"(?:'ve|\s+have|'m\s+after|\s+am\s+after)?" + _ADV + r"\s+(?:moved|relocated|"
        r"retired|shifted|moving(?<=after\smoving))\s+(?:house\s+|back\s+)?"
        r"(?:from\s+\S.{0,60}?\s+)?to" + _REST,
        _city,
    ),
    _r(_WE + r"(?:'ve|\s+have)?" + _ADV + r"\s+settled\s+(?:down\s+)?in" + _REST, _city),
    _r(
        r"^(?:my\s+)?home(?:\s+base)?(?:\s+for\s+me)?(?:\s+(?:now|these\s+days|nowadays))?(?:'s|"
        r"\s+is)\s+(?:now\s+|officially\s+)?(?:in\s+)?(?P<v>.+)",
        _city,
    ),
    _r(_WE + _ADV + r"\s+call\s+(?P<v>.{1,60}?)\s+home\b", _city),
    # "three months since the move to Lisbon": the user's move
    _r(r"\b(?:since|after)\s+(?:the|our|my)\s+(?:big\s+)?move\s+to" + _REST, _city),
    # "so Munich is home now", "Lisbon's home these days": where the user lives
    _r(
        r"(?:^|\b(?:so|and|but|now|because|cause)\s+)(?!(?:my|our|the|this|that|it|here|there|"
        r"a|an|your|his|her|their|what|which|where|he|she|they|we|everyone|everybody|nobody|"
        r"someone|mum|mam|ma|" + RELATION_WORDS + r")\b)"  # "Mom is home now": a person
        r"(?P<v>(?:(?!(?:so|and|but|because)\b)[^\s,.;:!?]+\s+){0,3}?[^\s,.;:!?']+)"
        r"(?:\s+is|'s|\s+has\s+become|\s+feels\s+like)\s+(?:now\s+|officially\s+|finally\s+|"
        r"truly\s+|really\s+)*home\b(?!\s+(?:to|of|for|team|office|page|screen|base|ground|turf|"
        r"game|run|stretch|sweet)\b)",
        _city,
    ),
    # "I'm renting a tiny room in Lisbon": where the user lives (not a car or a holiday let)
    _r(
        _WE_ARE + _ADV + r"\s+(?:\w+\s+){0,4}?renting\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){0,2}?"
        r"(?:room|flat|apartment|place|house|studio|condo)\s+(?:here\s+)?in"
        r"(?!.{0,80}?\bfor\s+(?:the|a|an|our|my|two|three)\s+(?:\w+\s+)?(?:holidays?|summer|"
        r"weeks?|weekend|trip|vacation|months?|festival|conference)\b)" + _REST,
        _city,
    ),
    _r(_IM + r"\s+(?:driving\s+)?(?:around\s+)?in\s+(?P<v>(?:a|an|my)\s+.+)", _bought_car),
    # "I have 5 years living in Madrid" (a Spanish way of saying it): the user's time there
    _r(
        _WE + r"\s+(?:have|got)\s+(?:already\s+)?(?:\d+|a\s+few|two|three|four|five|six|seven|"
        r"eight|nine|ten|many|several)\s+(?:years?|months?)\s+(?:now\s+)?(?:living|staying)\s+in"
        + _REST,
        _city,
    ),
    _r(_IM + r"\s+(?:here\s+)?(?:based\s+)?in\s+(?P<v>.{1,60}?)\s+for\s+good\b", _city),
    _r(
        _WE + r"(?:'ve|\s+have)" + _ADV + r"\s+(?:been|lived)\s+in\s+(?P<v>.{1,60}?)\s+"
        r"(?P<when>since\s.+|"
        r"for\s+(?:the\s+(?:past|last)\s+)?(?:\d+|a\s+few|a|an|two|three|four|five|six|ten|"
        r"several|many)\s+(?:years?|months?|decades?)\b.*)",
        _settled_for,
    ),
    _r(
        r"\b(?:my|our)\s+(?:new\s+)?(?:place|home|house|flat|apartment|condo)(?:'s|\s+is)\s+"
        r"(?:now\s+)?in" + _REST,
        _city,
    ),
    # "the transport here in Lisbon", "good to be back in Oslo": where the speaker is at home
    _r(
        r"(?:\bhere\s+in(?=\s+(?-i:[A-Z]))|\b(?:good|nice|great|lovely)\s+to\s+be\s+(?:back\s+)?"
        r"(?:home\s+)?in|\bback\s+home\s+in)" + _REST,
        _here,
    ),
    # "near my flat in Lisbon", "my landlord here in Oslo": where the user's home is, taken for
    # granted (also in a question); not one being sold or left
    _r(
        _NOT_GIVEN_UP + r"\bmy\s+(?:new\s+|current\s+)?(?:flat|apartment|condo|landlord|"
        r"neighbou?rhood)\s+(?:here\s+|over\s+)?in" + _REST,
        _city,
        granted=True,
    ),
    _r(_IM + r"\s+(?:originally\s+)?from" + _REST, _proper_as("hometown")),
    _r(_I + r"\s+(?:originally\s+)?(?:come\s+from|grew\s+up\s+in)" + _REST, _proper_as("hometown")),
    # work
    _r(_I + _ADV + r"\s+work\s+as" + _REST, _any_job_title),
    _r(
        _I + _ADV + r"\s+work(?:\s+remotely|\s+full[- ]time|\s+part[- ]time)?\s+(?:at|for)" + _REST,
        _proper_as("employer"),
    ),
    _r(_IM + r"\s+(?:working\s+(?:at|for)|employed\s+(?:at|by))" + _REST, _proper_as("employer")),
    # "Myself Priya, working with Google from past 3 years": "I'm" left out, and "with" a
    # workplace when the time there follows
    _r(
        r"^(?:(?:been|currently|still|now|presently)\s+)?working\s+(?:at|for|with|in)\s+"
        r"(?P<v>[^,;]{1,60}?)\s+(?:since|from|for)\s+(?:the\s+)?(?:past|last|\d|a\s+few|one|two|"
        r"three|four|five|six|seven|eight|nine|ten|many|several)",
        _proper_as("employer"),
    ),
    _r(_IM + r"\s+having\s+(?P<v>(?:a|an)\s+.+)", _bought_car),  # Indian English: "having a Golf"
    _r(_IM + r"\s+working\s+as" + _REST, _any_job_title),
    _r(
        # "I was hired as" (how the job began), not "I was employed as" (a job held before)
        _I
        + r"(?:'m|\s+am|'ve\s+been|\s+have\s+been|\s+was(?!"
        + _ADV
        + r"\s+employed)|\s+got)?"
        + _ADV
        + r"\s+(?:employed|hired|taken\s+on)\s+as"
        + _REST,
        _any_job_title,
    ),
    _r(
        _I
        + r"(?:'ve|\s+have)?"
        + _ADV
        + r"\s+(?:re-?trained|re-?skilled)\s+(?:to\s+be|as)"
        + _REST,
        _job_title,
    ),
    _r(
        r"(?:\bmy\s+|^)first\s+(?:week|month|shift)\s+(?:at|with)" + _REST,
        _proper_as("employer"),
    ),
    # "my boss (here) at Stripe wants ...", "first paycheck from Deloitte": where the user works
    _r(
        _NOT_GIVEN_UP
        + r"\b(?:my|our)\s+(?:boss|manager|line\s+manager|team|colleagues|co-?workers|"
        r"desk|department|supervisor|office|(?:(?:work|staff|security|id)\s+)?badge|"
        r"(?:work|staff|security|id)\s+(?:pass|card)|shift)\s+(?:here\s+|over\s+)?(?:at|with)"
        + _REST,
        _proper_as("employer"),
        granted=True,
    ),
    _r(  # "I like my job at Stripe", not "I quit my job at Stripe"
        r"(?<!quit\s)(?<!left\s)(?<!leave\s)(?<!leaving\s)(?<!quitting\s)(?<!lost\s)"
        r"(?<!losing\s)(?<!from\s)(?:\bmy\s+(?:new\s+|current\s+|day\s+)?|^(?:my\s+)?day\s+|^new\s+"
        r"(?!job\s+(?:at|with)\s.{0,60}?\b(?:would|could|might|maybe|if|sounds|interview|offer)\b))"
        r"job(?:'s|\s+is)?\s+(?:at|with)" + _REST,
        _proper_as("employer"),
    ),
    _r(  # not "my sister's payslip from Nike"
        r"(?<!'s\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)\b(?:pay\s*check|pay\s*slip|salary|wages)"
        r"\s+from" + _REST,
        _proper_as("employer"),
    ),
    # "Four years I've given Google and ...": the user's time there so far
    _r(r"\b(?:years?|months?)\s+(?:i'?ve|i\s+have)\s+given" + _REST, _proper_as("employer")),
    _r(  # "I've been at Stripe since May", "... with Deloitte for two years"
        _I
        + r"(?:'ve|\s+have)"
        + _ADV
        + r"\s+been\s+(?:working\s+)?(?:at|with)\s+(?P<v>.{1,60}?)\s+"
        r"(?P<when>since\s.+|(?:for\s+)?(?:the\s+(?:past|last)\s+)?(?:almost\s+|nearly\s+|over\s+|"
        r"about\s+|like\s+)?(?:\d+|a\s+few|a|an|two|three|four|five|six|ten|several|many)\s+"
        r"(?:years?|months?|weeks?|yrs?)\b.*)",
        _been_at,
    ),
    # "Three months at Stripe and I like Mondays", "5 years at Google for me this week": the
    # user's time there so far (not "I spent two years at X", "after five years at X I left")
    _r(
        r"(?<!\bspent\s)(?<!\bdid\s)(?<!\bworked\s)(?<!\bfor\s)(?<!\bafter\s)\b(?:\d+|a\s+few|a|"
        r"one|two|three|"
        r"four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|several|many)\s+(?:years?|"
        r"months?|yrs?)\s+(?:now\s+)?(?:at|with)" + _REST,
        _time_at,
    ),
    _r(
        r"^(?P<v>[\w'&. -]{1,40}?)\s+(?:has\s+|have\s+)?(?:just\s+|finally\s+|officially\s+)?"
        r"(?:hired|recruited)\s+me\b(?:\s+as\s+(?P<job>.+))?",
        _hired_me,
    ),
    _r(
        _I + r"(?:'ve\s+been|\s+have\s+been|\s+was|\s+got|'m|\s+am)" + _ADV + r"\s+hired\s+"
        r"(?:by|at)" + _REST,
        _proper_as("employer"),
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:joined|started\s+(?:a\s+new\s+job\s+at|"
        r"(?:working\s+)?at)|(?:got|took|landed|accepted)\s+a\s+(?:new\s+)?job\s+(?:at|with)|"
        r"accepted\s+(?:an?\s+|the\s+|their\s+)?(?:job\s+)?offer\s+(?:from|at|with))" + _REST,
        _proper_as("employer"),
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:got|took|landed|accepted)\s+a\s+(?:new\s+)?job"
        r"\s+as" + _REST,
        _job_title,
    ),
    _r(_IM + r"\s+(?:a|an|the)\s+(?P<v>.+)", _job_title),
    # "I'm part of the Google team now", "So proud to officially be part of Google": a name
    # alone or as a team (not "part of the Lisbon running club")
    _r(
        r"(?:"
        + _IM
        + r"|\b(?:proud|happy|thrilled|excited|glad|grateful|honou?red)\s+to"
        + _ADV
        + r"\s+be)\s+(?:a\s+)?part\s+of\s+(?:the\s+)?(?:(?:[\w-]+\s+)?team\s+(?:over\s+)?at\s+)?"
        r"(?P<v>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])"
        r"[\w&'.-]*){0,3})(?<!\bSt)(?:\s+(?:team|family|crew|squad))?"
        r"(?=\s*(?:[,.!?;|]|$|now\b|too\b|as\s+of\b))",
        _proper_as("employer"),
    ),
    # "the best perk of working at Stripe", "one nice thing about living in Lisbon is ...",
    # "the worst part of being vegan": what the user lives with (not what it would be like)
    _r(
        r"\b(?:thing|things|part|parts|perk|perks|bonus|upside|downside|benefit|benefits|"
        r"advantage|advantages|joy|joys|problem|trouble|struggle|hassle|drawback|catch)\s+"
        r"(?:about|of|with)\s+(?P<ger>living|working|being|owning|driving|having)\s+"
        r"(?:(?<=living\s)(?:here\s+)?in|(?<=working\s)(?:at|for)|(?<=being\s)|"
        r"(?<=owning\s)|(?<=driving\s)|(?<=having\s))\s*"
        r"(?!.{0,80}?\b(?:would|could|must|might|will\s+be|'d)\b)"
        r"(?P<v>(?:(?i:st|dr|mt|ft)\.\s|[^,.;!?]){1,60}?)(?=\s*(?:[,.;!?]|$|\s+(?:is|are|has|"
        r"have|'s|honestly|tbh|lol|for\s+sure|by\s+far|for\s+me|these\s+days|though|tho|"
        r"to\s+be\s+honest)\b))",
        _perk_of,
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:became|become|been\s+promoted\s+to|got\s+promoted"
        r"\s+to|was\s+promoted\s+to)" + _REST,
        _job_title,
    ),
    _r(
        _I + _ADV + r"\s+(?:quit|left)\s+my\s+(?:old\s+)?job(?:\s+(?:at|with)\s+(?P<v>.+))?",
        _left_job,
    ),
    # identity
    _r(r"\bmy\s+name(?:'s|\s+is)\s+(?:now\s+)?" + r"(?P<v>.+)", _proper_as("name")),
    _r(
        r"(?:\bcall\s+me|" + _IM + r"\s+called|" + _I + r"\s+go\s+by|" + _I + r"(?:'ve|\s+have)?"
        r"\s+changed\s+my\s+name\s+to)" + _REST,
        _proper_as("name"),
    ),
    _r(_IM + r"\s+(?P<v>\d{1,3})(?:\s+years?\s+old|\s+y/?o)?$", _age),
    _r(_I + _ADV + r"\s+turned\s+(?P<v>\d{1,3})\b", _age),
    _r(  # "I'm vegan", "I've been vegetarian a good while now"
        r"(?:" + _IM + r"|" + _I + r"(?:'ve|\s+have)" + _ADV + r"\s+been)\s+(?:a\s+|an\s+)?"
        r"(?:strict\s+)?(?P<v>" + DIETS + r")\b(?!\s+(?:before|once|twice)\b)",
        _diet,
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:went|gone|became|become|turned|switched\s+to)\s+"
        r"(?:a\s+|an\s+)?(?P<v>" + DIETS + r")\b",
        _diet,
    ),
    _r(
        _IM + r"\s+on\s+an?\s+(?P<v>" + DIETS + r")\s+diet|" + _I + _ADV + r"\s+follow\s+an?\s+"
        r"(?P<w>" + DIETS + r")\s+diet",
        lambda m, cased: [Found("diet", (m["v"] or m["w"]).lower().replace(" ", "-"))],
    ),
    _r(
        r"(?:^|" + _IM + r"\s+)trying\s+to\s+(?:eat|be|go|stay|keep)\s+(?:a\s+)?(?:strictly\s+|"
        r"mostly\s+)?(?P<v>" + DIETS + r")" + _DIET_END,
        _diet,
    ),
    _r(
        _I + r"(?:'m|\s+am|'ve\s+been|\s+have\s+been)?" + _ADV + r"\s+eat(?:ing)?\s+"
        r"(?:strictly\s+|mostly\s+|only\s+)?(?P<v>" + DIETS + r")" + _DIET_END,
        _diet,
    ),
    _r(_I + _ADV + r"\s+(?:stopped|quit)\s+eating\s+meat", _fixed("diet", "vegetarian")),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:cut\s+out|given\s+up|gave\s+up|ditched|"
        r"dropped)\s+(?:all\s+)?meat(?=\s*$|\s+(?:completely|entirely|altogether|for\s+good|now|"
        r"these\s+days|since|this\s+(?:year|month))\b)",
        _fixed("diet", "vegetarian"),
    ),
    _r(
        r"^(?:going|eating|being)\s+(?:fully\s+|strictly\s+)?(?P<v>" + DIETS + r")\s+(?:has|'s)\s+"
        r"been\b(?P<rest>.*)",
        _diet_going,
    ),
    _r(_I + r"(?:'m|\s+am)?" + _ADV + r"\s+eat(?:ing)?\s+meat\s+again", _fixed("diet", "omnivore")),
    _r(_IM + r"\s+(?:severely\s+)?allergic\s+to" + _REST, _listed("allergy")),
    _r(_I + _ADV + r"\s+speak" + _REST, _listed("language")),
    # "vegetarian people like me", "nurses like me": the user is one
    _r(
        r"\b(?P<v>" + DIETS + r")\s+(?:people|folks|person|ones|types?|eaters?)\s+"
        r"(?:like|such\s+as)\s+(?:me|myself|us)\b",
        _diet,
    ),
    _r(r"\b(?P<v>(?:[a-z-]+\s+)?[a-z-]+?)s\s+like\s+(?:me|myself)\b", _one_of_them),
    # "the espresso I drink every day": a drink the user has, taken for granted
    _r(
        r"\b(?:the|my)\s+(?P<v>" + DRINKS + r")s?\s+(?:that\s+)?i\s+(?:drink|have|get|order|need)"
        r"\s+(?:every|each|daily|all\s+day|all\s+the\s+time|most\s+days)\b",
        lambda m, cased: [Found("favourite_drink", m["v"].lower())],
        granted=True,
    ),
    # preferences
    _r(
        r"\bmy\s+(?:new\s+|current\s+|all-time\s+|absolute\s+)?"
        + _FAV
        # at most 30 letters, as _favourite keeps: unbounded, every "my favourite" read the
        # rest of the text for its verb (quadratic in a long run of them)
        + r"\s+(?P<thing>[a-z ]{1,30}?)\s+"
        r"(?P<verb>is|are|has\s+become|became|has\s+been|have\s+been|has\s+to\s+be|"
        r"(?:would\s+)?have\s+to\s+be)"  # "would have to be": what it is, said softly
        r"\s+(?:now\s+|still\s+)?(?P<v>.+)",
        _favourite,
    ),
    _r(
        r"^(?P<v>[\w'&. -]{1,40}?)\s+(?:is|are)\s+(?:now\s+|still\s+)?my\s+(?:new\s+)?"
        + _FAV
        + r"\s+(?P<thing>[a-z ]+)$",
        _favourite_first,
    ),
    # "sushi has overtaken everything else as my favourite food", "X has become my favourite T"
    _r(
        r"^(?P<v>[\w'&. -]{1,40}?)\s+(?:has|have)\s+(?:now\s+|officially\s+|just\s+|finally\s+)?"
        r"(?:become|(?:overtaken|replaced|beaten|taken\s+over\s+from)\s+[\w' ]{1,40}?\s+as|"
        r"taken\s+over\s+as)\s+my\s+(?:new\s+)?" + _FAV + r"\s+(?P<thing>[a-z ]+)$",
        _favourite_first,
    ),
    # "I've switched to espresso as my everyday drink"
    _r(
        _I
        + r"(?:'ve|\s+have)?"
        + _ADV
        + r"\s+(?:switched|moved|changed|gone\s+over|converted)\s+(?:over\s+)?to\s+"
        r"(?P<v>[\w' -]{1,40}?)\s+as\s+my\s+(?:new\s+)?(?:everyday|daily|usual|regular|main|"
        r"morning|default|go-to)\s+(?P<thing>drink)\b(?P<kind>)",
        _favourite_first,
    ),
    # "my usual order is an espresso now", "my drink is green tea": a drink the user has
    _r(
        r"(?:\bmy\s+|^)(?:usual\s+|regular\s+|daily\s+|everyday\s+|standard\s+)?"
        r"(?:order|drink)(?:'s|\s+is)\s+(?:now\s+|still\s+|always\s+)?(?P<v>.+)",
        _drink,
    ),
    _r(
        r"^(?P<v>[\w'&. -]{1,40}?)\s+(?:is|are)\s+the\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\s+"
        r"i\s+(?:love|like|enjoy)(?:\s+(?:the\s+)?(?:most|best))?"
        r"(?:\s+(?:now|these\s+days|nowadays|lately))?(?P<kind>)$",
        _favourite_first,
    ),
    _r(
        _I
        + _ADV
        + r"\s+(?:love|like|enjoy|prefer)\s+(?P<v>[\w'&. -]{1,40}?)\s+"
        + _ABOVE_ALL
        + r"\s+(?P<thing>[a-z]+?)(?:(?<!s)s)?(?P<kind>)$",
        _favourite_first,
    ),
    _r(
        _I
        + _ADV
        + r"\s+(?:absolutely\s+)?(?:love|like|enjoy|adore)(?!\s+(?:the\s+)?(?:most|best)\b)"
        # "I love X more than any other T" is a favourite (the rule above), not a like
        r"(?![\w'&. -]{1,40}?\s+" + _ABOVE_ALL + r")" + _REST,
        _phrase_as("likes"),
    ),
    _r(
        _I + _ADV + r"\s+(?:hate|dislike|detest|can't\s+stand|cannot\s+stand|don't\s+like|do\s+not"
        r"\s+like)" + _REST,
        _phrase_as("dislikes"),
    ),
    _r(_I + _ADV + r"\s+prefer" + _REST, _phrase_as("prefers")),
    # possessions
    _r(_I + _ADV + r"\s+drive" + _REST, _car),
    _r(_IM + r"\s+driving" + _REST, _car),
    _r(
        r"\b(?:my|our)\s+(?:new\s+|current\s+|main\s+)?(?:daily\s+driver|everyday\s+car|"
        r"family\s+car)(?:'s|\s+is)\s+(?:now\s+)?(?P<v>.+)",
        _car,
    ),
    _r(r"\bour\s+(?:new\s+)?car(?:'s|\s+is)\s+(?:now\s+)?(?P<v>.+)", _car),
    _r(_I + _ADV + r"\s+own\s+(?P<v>(?:a|an)\s.+)", _owned_car),
    # "I love my new Kia Niro", "the tyres on my Toyota Corolla": a make and model the user
    # calls theirs (also in a question: "Is my Golf due a service?"), not one sold or traded
    _r(
        _NOT_GIVEN_UP
        # the value looked at, not taken: a later "my" is tried too ("gave my colleague a lift,
        # she loved how clean my Golf is"), each reading a bounded stretch
        + r"\b(?:my|our)\s+(?:(?:brand[- ]new|new|current|trusty|little|beloved)\s+)?"
        r"(?=(?P<v>.{1,80}))",
        _my_new_car,
        granted=True,
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:traded|swapped|exchanged)\s+(?:in\s+)?my\s+"
        r".{1,60}?\s+for" + _REST,
        _car,
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:bought|got|purchased|leased|picked\s+up)\s+"
        r"(?:myself\s+)?(?:a|an)\s+(?:new\s+|used\s+|second-hand\s+)?(?P<v>.+)",
        _bought_car,
    ),
    # "said goodbye to the old minivan and hello to a Toyota Corolla"
    _r(
        r"\b(?:hello|welcome|say\s+hi)\s+to\s+(?:a|an|my|our|the)\s+(?:brand[- ]new\s+|new\s+)?"
        r"(?P<v>.+)",
        _bought_car,
    ),
    _r(
        _I + _ADV + r"\s+(?:have|own)\s+(?:a|an)\s+(?P<kind>" + _PETS + r")(?:\s+(?:named|called)"
        r"\s+(?P<name>.+))?",
        _pet,
    ),
    _r(
        r"\bmy\s+(?:new\s+)?(?P<kind>" + _PETS + r")(?:'s\s+name\s+is|\s+is\s+(?:called|named)|\s+"
        r"named|\s+called)?\s+(?P<name>.+)",
        _pet,
    ),
    _r(
        _I + _ADV + r"\s+have\s+(?P<v>\d+|one|two|three|four|five|six|no)\s+(?:kids|children|"
        r"child|sons|daughters)",
        _children,
    ),
    # relations
    _r(
        r"\bmy\s+(?:new\s+|older\s+|younger\s+|little\s+|big\s+|twin\s+)?(?P<rel>"
        + RELATION_WORDS
        + r")"
        r"(?:'s\s+name\s+is|\s+is\s+(?:called|named)|\s+(?:named|called)|\s+is|,)?\s+(?P<name>.+)",
        _relation,
    ),
    _r(
        r"^(?P<name>[\w'. -]{1,40}?)\s+is\s+my\s+(?:new\s+)?(?P<rel>" + RELATION_WORDS + r")$",
        _relation_first,
    ),
    _r(_IM + r"\s+married\s+to" + _REST, _person_as("spouse")),
    _r(_IM + r"\s+engaged\s+to" + _REST, _person_as("fiance")),
    _r(_IM + r"\s+(?:dating|seeing|in\s+a\s+relationship\s+with)" + _REST, _person_as("partner")),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:broke|broken)\s+up\s+with" + _REST,
        _person_as("partner", negated=True),
    ),
    # plans
    _r(
        r"(?:" + _I + _ADV + r"\s+(?:plan|intend)|" + _IM + r"\s+planning)\s+(?:to|on)" + _REST,
        _plan(),
    ),
    _r(
        _IM + r"\s+going\s+to\s+(?P<v>(?:visit|see|start|buy|learn|take|run|go|travel|fly|study|"
        r"move|get|adopt|quit|change|join|write|build|open|launch|attend|spend|try|sell)\b.+)",
        _plan(),
    ),
    _r(_IM + r"\s+moving\s+to" + _REST, _plan("move to")),
    _r(_IM + r"\s+(?:flying|travell?ing|heading|going)\s+to" + _REST, _travel),
    _r(_IM + r"\s+getting\s+married(?P<v>.*)", _plan("get married")),
    # "my <noun> is <value>"
    _r(
        r"\bmy\s+(?:new\s+|current\s+)?(?P<noun>"
        + _MY_NOUNS
        + r")(?:'s|\s+is|\s+are|\s+has\s+changed\s+"
        r"to)\s+(?:now\s+)?(?P<v>.+)",
        _my_noun,
    ),
)

# -- facts ------------------------------------------------------------------------------

IMPORTANCE = {
    "name": 0.9,
    "allergy": 0.9,
    "diet": 0.8,
    "city": 0.7,
    "employer": 0.7,
    "job_title": 0.7,
    "spouse": 0.8,
    "partner": 0.8,
    "pronouns": 0.8,
    "likes": 0.4,
    "dislikes": 0.4,
    "prefers": 0.4,
    "plan": 0.6,
}
MULTI = frozenset(
    {"allergy", "language", "likes", "dislikes", "prefers", "pet", "plan"}
    | {attribute for attribute, multi in _RELATIONS.values() if multi}
)
PROPER_ATTRIBUTES = frozenset(
    {"city", "hometown", "employer"} | {attribute for attribute, _ in _RELATIONS.values()}
)


# Work facts name their attribute ("User works at Stripe (employer)", "User's job title is
# nurse"): worded "works at" and "works as", both shared the word "work" with questions about
# either ("Where do I work?" found the job title) and search could not tell them apart; only
# the employer keeps "works", as "Where do I work?" asks for it.
_TEMPLATES: dict[str, tuple[str, str]] = {  # attribute -> (positive, negated) after "User "
    "employer": ("works at {v} (employer)", "no longer works at {v} (employer)"),
    "hometown": ("is from {v}", "is not from {v}"),
    "age": ("is {v} years old", "is no longer {v} years old"),
    "diet": ("follows {a} diet", "no longer follows {a} diet"),
    "allergy": ("is allergic to {v}", "is no longer allergic to {v}"),
    "language": ("speaks {v}", "no longer speaks {v}"),
    "likes": ("likes {v}", "no longer likes {v}"),
    "dislikes": ("dislikes {v}", "no longer dislikes {v}"),
    "prefers": ("prefers {v}", "no longer prefers {v}"),
    "car": ("drives {a}", "no longer drives {a}"),
    "pet": ("has {a}", "no longer has {a}"),
    "children": ("has {v} children", "no longer has {v} children"),
    "plan": ("plans to {v}", "no longer plans to {v}"),
}


def content(found: Found) -> str:
    """The fact as one sentence about the user ("User's city is Lisbon")."""
    template = _TEMPLATES.get(found.attribute)
    if template is not None:
        text = template[found.negated].format(v=found.value, a=with_article(found.value))
        return f"User {text}"
    label = found.attribute.replace("_", " ")
    verb = "are" if found.attribute == "pronouns" else "is"
    verb += " no longer" if found.negated else ""
    return f"User's {label} {verb} {found.value}"
