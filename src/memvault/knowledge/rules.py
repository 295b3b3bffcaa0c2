"""``RuleExtractor``: first-person facts from what the user says, with no model at all.

It reads the ``user`` messages only (an assistant talking about itself is not the user), one
sentence and one clause at a time, and turns first-person statements into ``CandidateFact``
values with ``subject="user"`` and a canonical attribute, so that a later value of the same
attribute supersedes the earlier one.

What it catches (``I`` may be written ``i``; ``now``, ``currently``, ``also``, ``actually``,
``still``, ``just``, ``recently``, ``finally`` may stand between ``I`` and the verb):

=============== ====================================================================== ========
attribute       phrasings                                                              values
=============== ====================================================================== ========
``city``        I live / am living / reside / am based in X; I moved / relocated to X  one
``hometown``    I'm (originally) from X; I come from X; I grew up in X                 one
``employer``    I work at / for X; I'm working at X; I'm employed at / by X; I joined  one
                X; I got a (new) job at X; I started (working) at X; my new job is at
                X; my employer / company is X
``job_title``   I work as (a) X; I'm a / an X (X ends in an occupation: engineer,      one
                nurse, teacher, ...); I became a X; I got promoted to X; my job title /
                role / position / job is X (occupation) -- each may add "at / for Y"
``name``        my name is X; call me X; I'm called X; I go by X; people call me X;    one
                I changed my name to X
``age``         I'm 34 (years old); I turned 34                                        one
``birthday``    my birthday is X                                                       one
``diet``        I'm (a) vegetarian / vegan / pescatarian / ...; I went / became /      one
                turned vegan; I'm on a keto diet; I stopped eating meat (vegetarian);
                I eat meat again (omnivore)
``allergy``     I'm allergic to X (and Y)                                              many
``pronouns``    my pronouns are X                                                      one
``language``    I speak X (and Y)                                                      many
``favourite_*`` my (new) favourite T is X; X is my (new) favourite T                   one
``likes``       I like / love / enjoy / adore X                                        many
``dislikes``    I hate / dislike / can't stand / don't like X                          many
``prefers``     I prefer X                                                             many
``car``         I drive (a) X; my (new) car is a X; I bought / got a (new) <car make>  one
``pet``         I have a dog / cat / ... (named X); my dog / cat ... (is called) X     many
``children``    I have N kids / children                                               one
relations       my sister / brother / mother / wife / partner / manager / friend / ... one or
                (is / is called / named / ,) X; X is my sister; I'm married / engaged   many
                to X; I'm dating X
``plan``        I plan / am planning / intend to X; I'm going to <verb> X; I'm moving /  many
                flying / travelling / heading to X; I'm getting married ...
``address``,    my (new) address / phone number / email is X                           one
``phone``,
``email``
=============== ====================================================================== ========

Relations are single-valued for ``mother``, ``father``, ``spouse`` (wife, husband),
``partner`` (boyfriend, girlfriend), ``fiance``, ``manager`` (boss), ``best_friend``,
``mentor``, ``therapist``, ``doctor``; every other relation (sister, friend, colleague, ...)
holds several people. Changes are caught as the new value ("I moved to X", "my new car is Y")
and as endings: "I no longer ...", "I don't ... anymore / any more / any longer", "I'm not ...
anymore", "I quit / left my job at X", "I broke up with X" give a ``negated`` fact ("User no
longer lives in Paris") that supersedes the positive one.

Proper-noun values (places, employers, people) are the capitalised words after the verb
("Rio de Janeiro", "Bank of America", "St. Mary's Hospital"); if the writer does not
capitalise (writes ``i``), up to three words are taken and capitalised.

What it does not catch, on purpose (precision over recall):

* questions (a sentence ending in ``?`` or starting with do / is / can / where / ...);
* anything after a hypothetical or reporting word in the same clause: if, when, unless,
  would, could, might, maybe, perhaps, wish, hope, imagine, suppose, think, want, said, told,
  heard, believe, not, never, you, he, she, they, we ("If I lived in Paris", "She said I'm
  vegan", "You think I work at Acme"); and any sentence with quotation marks or ending in
  "... she said";
* third-person facts ("my sister lives in Berlin" gives no city for the user) and "we";
* the past and the future as current facts: "I used to live in Paris", "I lived in Paris",
  "I'll move to Berlin" and "I'm moving to Berlin" never set ``city`` (the last is a plan);
* plain negation without a change ("I don't live in Paris"), except "I don't like X";
* dates in the text: ``valid_from`` is the time of the message, not "since 2019";
* lowercase proper names in capitalised text ("I work at acme"), pronoun values ("I like
  it"), and anything not listed above. Use ``LLMExtractor`` for open-ended extraction.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime

from memvault import _validate
from memvault.errors import InvalidInput
from memvault.knowledge.facts import CandidateFact, fold
from memvault.types import Message

__all__ = ["RuleExtractor", "extract_facts"]


class RuleExtractor:
    """The offline default ``Extractor``: the rules of this module over the user's messages.

    Pure and deterministic; ``extract`` is async only to satisfy the ``Extractor`` protocol
    (it does no I/O). Each fact's ``valid_from`` is the ``created_at`` of its message.
    """

    async def extract(self, messages: Sequence[Message]) -> list[CandidateFact]:
        """The facts the user states in ``messages``, in the order stated."""
        if isinstance(messages, str | Message) or not isinstance(messages, Sequence):
            raise InvalidInput("messages", "must be a sequence of Message")
        facts: list[CandidateFact] = []
        for i, message in enumerate(messages):
            if not isinstance(message, Message):
                raise InvalidInput(f"messages[{i}]", "must be a Message")
            if message.role == "user":
                facts.extend(extract_facts(message.content, at=message.created_at))
        return facts

    def __repr__(self) -> str:
        return "RuleExtractor()"


def extract_facts(text: str, *, at: datetime | None = None) -> list[CandidateFact]:
    """The facts stated in first person in ``text``, in order, each once; ``valid_from=at``."""
    _validate.text("text", text, allow_empty=True)
    when = None if at is None else _validate.timestamp("at", at)
    found: dict[tuple[str, str, bool], CandidateFact] = {}
    for sentence in _sentences(text):
        cased = re.search(r"\bI\b", sentence) is not None or not re.search(r"\bi\b", sentence)
        for clause in _clauses(sentence):
            for fact in _facts(clause, sentence, cased=cased, at=when):
                identity = (fact.attribute or "", fold(fact.value or ""), fact.negated)
                found.setdefault(identity, fact)
    return list(found.values())


# -- sentences and clauses --------------------------------------------------------------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_ABBREVIATIONS = _words(
    "mr mrs ms dr st prof inc ltd co jr sr vs etc e.g i.e mt ft no corp dept approx"
)
_QUESTION_START = re.compile(
    r"^(?:do|does|did|is|are|am|was|were|can|could|would|should|will|shall|have|has|may|"
    r"where|what|who|whom|whose|when|why|how|which)\b",
    re.IGNORECASE,
)
_HEARSAY_TAIL = re.compile(
    r"\b(?:he|she|they|someone|somebody|people|everyone|my \w+) "
    r"(?:said|says|claims?|claimed|told me|thinks?|thought|believes?|reckons?)\b",
    re.IGNORECASE,
)


def _sentences(text: str) -> Iterator[str]:
    """Statements of ``text``: questions, quotations and reported speech left out."""
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    start = 0
    for match in re.finditer(r"[.!?;]+(?=\s|$)|\n+", text):
        end = match.end()
        before = text[start : match.start()].rsplit(None, 1)
        if match.group().startswith(".") and before and before[-1].lower() in _ABBREVIATIONS:
            continue
        yield from _statement(text[start:end])
        start = end
    yield from _statement(text[start:])


def _statement(sentence: str) -> Iterator[str]:
    sentence = sentence.strip()
    if not sentence or sentence.rstrip(".!;").endswith("?"):
        return
    if _QUESTION_START.match(sentence) or any(q in sentence for q in '"\u201c\u201d'):
        return
    if _HEARSAY_TAIL.search(sentence):
        return
    yield sentence.rstrip(".!;\n ")


_CLAUSE_BREAK = re.compile(
    r"\s*[,;:(]\s*|\s+[-\u2013\u2014]\s+"
    r"|\s+(?:and|but|so|because|though|although|while|plus|whereas)\s+(?=(?:i|my|now)\b)",
    re.IGNORECASE,
)


_ELIDED = re.compile(r"^(?:now|also|then|currently)\s+(?:work|live|drive)\b", re.IGNORECASE)


def _clauses(sentence: str) -> list[str]:
    """The clauses of ``sentence``; "... and now work at X" gets its "I" back."""
    clauses = [c.strip(" )") for c in _CLAUSE_BREAK.split(sentence) if c and c.strip(" )")]
    if clauses and re.match(r"i\b", clauses[0], re.IGNORECASE):
        clauses = [f"I {c}" if _ELIDED.match(c) else c for c in clauses]
    return clauses


_GUARDS = _words(
    "if when whenever unless would could might maybe perhaps wish wished hope hoping hoped "
    "imagine suppose supposing pretend dream dreamt dreamed think thinking thought consider "
    "considering want wanted wants said says say told tells tell claims claimed claim heard "
    "hear thinks believes believe asked asks not never he she they we someone somebody "
    "nobody whether should shall once before after until what why how"
)


def _guarded(prefix: str) -> bool:
    """Whether the words before a statement make it hypothetical, reported or negated."""
    words = re.findall(r"[a-z']+", prefix.lower())
    return any(w in _GUARDS or w.endswith("n't") for w in words)


# -- values -----------------------------------------------------------------------------

_CONNECTORS = _words(
    "of de da do dos das del della der den van von la le les el y and & upon on am im sur"
)
_NAME_STOPS = _words("I I'm I've I'd Now Since But And Because Last Next This")
_TAIL = re.compile(
    r"\s+(?:(?:last|this|next|every)\s+\w+|since\b|for\s+(?:a|an|the|about|over|almost|nearly|"
    r"\d+|two|three|four|five|six|several|many|some|years|months|weeks)\b|(?:\w+\s+)?ago\b|"
    r"now\b|these days|nowadays|anymore|any more|any longer|at the moment|right now|currently|"
    r"recently|yesterday|today|tonight|in\s+(?:\d{4}|january|february|march|april|may|june|july|"
    r"august|september|october|november|december)\b|with\b|because\b|but\b|though\b|btw\b|lol\b|"
    r"haha\b|again\b|too\b|as well\b|i think\b|from\s+(?:now|then)\b).*$",
    re.IGNORECASE,
)
_JUNK_START = re.compile(
    r"^(?:it|this|that|these|those|them|him|her|me|us|you|your|his|their|our|which|what|to|"
    r"he|she|they|we|i|"
    r"home|here|there|lot|lots|bit|much|more|so|very|really|kind|sort|one)\b",
    re.IGNORECASE,
)
_PROPER_JUNK = _words(
    "home night nights weekends work school here there the moment the weekend a an it this that "
    "later tomorrow back maybe anytime sometime tonight soon now"
)


def _proper(raw: str, *, cased: bool) -> str | None:
    """The proper name at the start of ``raw`` ("Rio de Janeiro is nice" -> "Rio de Janeiro")."""
    tokens = raw.split()
    if not tokens:
        return None
    if not cased:
        kept: list[str] = []
        for token in tokens[:3]:
            if _TAIL.match(" " + token) or token.lower() in ("to", "for", "and", "in", "at", "as"):
                break
            kept.append(token)
        value = " ".join(t[:1].upper() + t[1:] for t in kept).strip(",.!'")
        return None if not value or value.lower() in _PROPER_JUNK else value
    out: list[str] = []
    if tokens[0].lower() == "the" and len(tokens) > 1:
        out.append(tokens.pop(0))
    for token in tokens:
        bare = token.strip(",.!;:")
        if not bare or bare in _NAME_STOPS:
            break
        if bare[0].isupper() or bare[0].isdigit() or (bare.lower() in _CONNECTORS and out):
            out.append(bare)
        else:
            break
        if bare != token and not (token.endswith(".") and bare.lower() in _ABBREVIATIONS):
            break  # punctuation ends the name ("Paris, France" keeps "Paris"), "St." does not
        if bare != token:
            out[-1] = token.rstrip(",;:!")
    while out and out[-1].lower() in _CONNECTORS | {"the"}:
        out.pop()
    value = " ".join(out)
    return value if value and value.lower() not in _PROPER_JUNK else None


_THIRD_PERSON = {"my": "their", "me": "them", "myself": "themselves", "mine": "theirs"}
_FIRST_PERSON = re.compile(r"\b(?:my|me|myself|mine)\b", re.IGNORECASE)


def _phrase(raw: str, *, max_words: int = 8, keep_time: bool = False) -> str | None:
    """A free value: ``raw`` up to a time phrase or filler, at most ``max_words`` words."""
    value = raw if keep_time else _TAIL.sub("", raw)
    words = value.split()[:max_words]
    value = " ".join(words).strip(" ,.!;:'")
    if not value or _JUNK_START.match(value):
        return None
    return _FIRST_PERSON.sub(lambda m: _THIRD_PERSON[m[0].lower()], value)


def _article_free(value: str) -> str:
    return re.sub(r"^(?:a|an|the)\s+", "", value, flags=re.IGNORECASE)


def _a(value: str) -> str:
    return f"an {value}" if value[:1].lower() in "aeiou" else f"a {value}"


# -- the rules --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Found:
    attribute: str
    value: str
    negated: bool = False


Builder = Callable[[re.Match[str], bool], list[_Found]]


@dataclass(frozen=True, slots=True)
class _Rule:
    pattern: re.Pattern[str]
    build: Builder


_I = r"\bi"
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
    **dict.fromkeys(("friend", "buddy", "pal"), ("friend", True)),
    **dict.fromkeys(("colleague", "coworker", "co-worker"), ("colleague", True)),
    **dict.fromkeys(("roommate", "flatmate", "housemate"), ("roommate", True)),
    **dict.fromkeys(("neighbour", "neighbor"), ("neighbour", True)),
    **dict.fromkeys(("grandmother", "grandma", "granny", "nan"), ("grandmother", True)),
    **dict.fromkeys(("grandfather", "grandpa", "granddad"), ("grandfather", True)),
    **{w: (w, True) for w in ("son", "daughter", "cousin", "aunt", "uncle", "niece", "nephew")},
    **{w: (w, False) for w in ("mentor", "therapist", "doctor", "dentist")},
}
_REL = "|".join(sorted((re.escape(w) for w in _RELATIONS), key=len, reverse=True))
_JOBS = _words(
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
    "auditor strategist marketer advisor adviser officer dev sre pm"
)
_DIETS = (
    r"vegetarian|vegan|pescatarian|pescetarian|flexitarian|keto|paleo|kosher|halal|"
    r"gluten[- ]free|dairy[- ]free|plant[- ]based|carnivore|omnivore|raw vegan"
)
_CAR_MAKES = _words(
    "toyota honda ford tesla bmw audi mercedes volkswagen vw volvo kia hyundai nissan mazda "
    "subaru chevrolet chevy jeep porsche fiat peugeot renault skoda seat lexus mini jaguar "
    "land range citroen citroën dacia opel polestar rivian byd suzuki mitsubishi dodge gmc "
    "cadillac buick chrysler alfa ferrari lamborghini maserati bentley prius"
)
_CAR_WORDS = _words(
    "truck van pickup suv hatchback sedan saloon motorbike motorcycle scooter convertible "
    "minivan jeep hybrid ev estate coupe camper"
)
_PETS = (
    r"dog|cat|puppy|kitten|parrot|rabbit|bunny|hamster|horse|pony|bird|turtle|tortoise|snake|"
    r"guinea pig|ferret|lizard|goldfish"
)
_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "no": "0"}


def _job(raw: str) -> str | None:
    """An occupation: a phrase whose last word is an occupation noun."""
    value = _phrase(re.split(r"\s+(?:at|for|in|with|from)\s+", raw, maxsplit=1)[0], max_words=5)
    if value is None:
        return None
    value = _article_free(value)
    last = re.sub(r"[^a-z]", "", value.split()[-1].lower())
    return value if (last in _JOBS or last.rstrip("s") in _JOBS) else None


def _at_employer(raw: str, cased: bool) -> list[_Found]:
    match = re.search(r"\s(?:at|for)\s+(.+)$", " " + raw)
    employer = _proper(match.group(1), cased=cased) if match else None
    return [_Found("employer", employer)] if employer else []


def _city(m: re.Match[str], cased: bool) -> list[_Found]:
    value = _proper(m["v"], cased=cased)
    return [_Found("city", value)] if value else []


def _proper_as(attribute: str) -> Builder:
    def build(m: re.Match[str], cased: bool) -> list[_Found]:
        value = _proper(m["v"], cased=cased)
        if value is None or value.lower().startswith(("a ", "an ")):
            return []
        found = [_Found(attribute, value)]
        if attribute == "employer" and (job := re.search(r"\bas\s+(.+)$", m["v"])):
            title = _job(job.group(1))
            found += [_Found("job_title", title)] if title else []
        return found

    return build


def _job_title(m: re.Match[str], cased: bool) -> list[_Found]:
    title = _job(m["v"])
    return [_Found("job_title", title), *_at_employer(m["v"], cased)] if title else []


def _any_job_title(m: re.Match[str], cased: bool) -> list[_Found]:
    """After "I work as": any title, not only known occupations."""
    head = re.split(r"\s+(?:at|for|in|with)\s+", m["v"], maxsplit=1)[0]
    title = _phrase(head, max_words=5)
    if title is None:
        return []
    return [_Found("job_title", _article_free(title)), *_at_employer(m["v"], cased)]


def _phrase_as(attribute: str, *, strip_article: bool = False, max_words: int = 8) -> Builder:
    def build(m: re.Match[str], cased: bool) -> list[_Found]:
        value = _phrase(m["v"], max_words=max_words)
        if value is None:
            return []
        return [_Found(attribute, _article_free(value) if strip_article else value)]

    return build


def _listed(attribute: str) -> Builder:
    """Several values: "French and Spanish" -> French, Spanish."""

    def build(m: re.Match[str], cased: bool) -> list[_Found]:
        value = _phrase(m["v"])
        if value is None:
            return []
        parts = re.split(r"\s*,\s*|\s+and\s+|\s+or\s+", value)
        return [_Found(attribute, p) for p in parts if p and not _JUNK_START.match(p)]

    return build


def _diet(m: re.Match[str], cased: bool) -> list[_Found]:
    return [_Found("diet", m["v"].lower().replace(" ", "-"))]


def _fixed(attribute: str, value: str) -> Builder:
    return lambda m, cased: [_Found(attribute, value)]


def _favourite(m: re.Match[str], cased: bool) -> list[_Found]:
    thing = m["thing"].lower().strip()
    if m["verb"].lower() == "are" and thing.endswith("s") and not thing.endswith("ss"):
        thing = thing[:-1]
    value = _phrase(m["v"])
    if value is None or not re.fullmatch(r"[a-z][a-z ]{0,29}", thing):
        return []
    return [_Found("favourite_" + "_".join(thing.split()), value)]


def _favourite_first(m: re.Match[str], cased: bool) -> list[_Found]:
    value = m["v"].strip()
    thing = m["thing"].lower().strip()
    if _JUNK_START.match(value) or not re.fullmatch(r"[a-z][a-z ]{0,29}", thing):
        return []
    return [_Found("favourite_" + "_".join(thing.split()), value)]


def _car(m: re.Match[str], cased: bool) -> list[_Found]:
    value = _phrase(m["v"], max_words=5)
    if value is None:
        return []
    value = _article_free(value)
    words = {re.sub(r"[^a-zë]", "", w.lower()) for w in value.split()}
    looks_like_a_car = words & (_CAR_MAKES | _CAR_WORDS) or (
        cased and any(w[:1].isupper() for w in value.split())
    )
    return [_Found("car", value)] if looks_like_a_car else []


def _bought_car(m: re.Match[str], cased: bool) -> list[_Found]:
    value = _phrase(m["v"], max_words=5)
    if value is None:
        return []
    value = _article_free(value)
    first = re.sub(r"[^a-zë]", "", value.split()[0].lower())
    return [_Found("car", value)] if first in _CAR_MAKES else []


def _pet(m: re.Match[str], cased: bool) -> list[_Found]:
    kind = m["kind"].lower()
    name = _proper(m["name"], cased=cased) if m["name"] else None
    return [_Found("pet", f"{kind} named {name}" if name else kind)]


def _relation(m: re.Match[str], cased: bool) -> list[_Found]:
    attribute, _ = _RELATIONS[" ".join(m["rel"].lower().split())]
    name = _proper(m["name"], cased=cased)
    if name is None or name.lower().startswith(("a ", "an ")):
        return []
    return [_Found(attribute, name)]


def _relation_first(m: re.Match[str], cased: bool) -> list[_Found]:
    name = m["name"].strip()
    if not cased and len(name.split()) > 2:
        return []
    if cased and not all(w[:1].isupper() for w in name.split()):
        return []
    if name.lower() in _PROPER_JUNK or _JUNK_START.match(name):
        return []
    attribute, _ = _RELATIONS[" ".join(m["rel"].lower().split())]
    return [_Found(attribute, name)]


def _person_as(attribute: str, *, negated: bool = False) -> Builder:
    def build(m: re.Match[str], cased: bool) -> list[_Found]:
        name = _proper(m["v"], cased=cased)
        return [_Found(attribute, name, negated)] if name else []

    return build


def _plan(verb: str | None = None) -> Builder:
    def build(m: re.Match[str], cased: bool) -> list[_Found]:
        rest = re.split(r"\s+(?:because|but|so that|since)\s+", m["v"], maxsplit=1)[0]
        value = _phrase(rest, max_words=12, keep_time=True)
        if value is None and verb is None:
            return []
        value = f"{verb} {value}" if verb and value else verb or value
        return [_Found("plan", value)] if value else []

    return build


def _travel(m: re.Match[str], cased: bool) -> list[_Found]:
    """ "I'm going / flying to Paris in May"; "I'm going to <verb>" is another rule's."""
    first = m["v"].split()[0]
    if (cased and not first[:1].isupper()) or first.lower() in ("visit", "see", "be", "do"):
        return []
    return _plan("travel to")(m, cased)


def _left_job(m: re.Match[str], cased: bool) -> list[_Found]:
    employer = _proper(m["v"], cased=cased) if m["v"] else None
    return [_Found("employer", employer, negated=True)] if employer else []


def _children(m: re.Match[str], cased: bool) -> list[_Found]:
    count = m["v"].lower()
    return [_Found("children", _NUMBERS.get(count, count))]


def _age(m: re.Match[str], cased: bool) -> list[_Found]:
    age = int(m["v"])
    return [_Found("age", str(age))] if 0 < age < 130 else []


def _my_noun(m: re.Match[str], cased: bool) -> list[_Found]:
    noun = " ".join(m["noun"].lower().split())
    raw = m["v"]
    if noun in ("job", "role", "position", "occupation", "profession"):
        if re.match(r"(?:at|with|for)\s", raw, re.IGNORECASE):
            return _at_employer(" " + raw, cased)
        title = _job(raw)
        return [_Found("job_title", title), *_at_employer(raw, cased)] if title else []
    if noun in ("job title", "title"):
        title = _phrase(raw, max_words=6)
        return [_Found("job_title", _article_free(title))] if title else []
    if noun in ("employer", "company", "workplace"):
        value = _proper(raw, cased=cased)
        return [_Found("employer", value)] if value else []
    if noun == "name":
        value = _proper(raw, cased=cased)
        return [_Found("name", value)] if value else []
    if noun == "car":
        return _car(m, cased)
    if noun == "pronouns":
        pronouns = re.match(r"[a-z]+(?:\s*/\s*[a-z]+)*", raw.strip(), re.IGNORECASE)
        return [_Found("pronouns", pronouns[0].lower())] if pronouns else []
    if noun in ("city", "home town", "hometown"):
        value = _proper(raw, cased=cased)
        attribute = "city" if noun == "city" else "hometown"
        return [_Found(attribute, value)] if value else []
    attribute = {"phone number": "phone", "number": "phone", "email address": "email"}.get(
        noun, noun
    )
    value = _phrase(raw, max_words=10)
    return [_Found(attribute, value)] if value else []


_MY_NOUNS = (
    r"job title|title|job|role|position|occupation|profession|employer|company|workplace|name|"
    r"car|city|home town|hometown|address|phone number|number|email address|email|birthday|"
    r"pronouns|diet"
)


def _r(pattern: str, build: Builder) -> _Rule:
    return _Rule(re.compile(pattern, re.IGNORECASE), build)


_RULES: tuple[_Rule, ...] = (
    # location
    _r(_I + _ADV + r"\s+(?:live|reside)\s+in" + _REST, _city),
    _r(_I + r"(?:'ve|\s+have)" + _ADV + r"\s+been\s+living\s+in" + _REST, _city),
    _r(_IM + r"\s+(?:living|based|located|settled)\s+in" + _REST, _city),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:moved|relocated)\s+(?:back\s+)?"
        r"(?:from\s+\S.*?\s+)?to" + _REST,
        _city,
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
    _r(_IM + r"\s+working\s+as" + _REST, _any_job_title),
    _r(
        _I + r"(?:'ve\s+been|\s+have\s+been|\s+was|\s+got|'m|\s+am)" + _ADV + r"\s+hired\s+"
        r"(?:by|at)" + _REST,
        _proper_as("employer"),
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:joined|started\s+(?:a\s+new\s+job\s+at|"
        r"(?:working\s+)?at)|(?:got|took|landed|accepted)\s+a\s+(?:new\s+)?job\s+(?:at|with))"
        + _REST,
        _proper_as("employer"),
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:got|took|landed|accepted)\s+a\s+(?:new\s+)?job"
        r"\s+as" + _REST,
        _job_title,
    ),
    _r(_IM + r"\s+(?:a|an|the)\s+(?P<v>.+)", _job_title),
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
    _r(_IM + r"\s+(?:a\s+|an\s+)?(?:strict\s+)?(?P<v>" + _DIETS + r")\b", _diet),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:went|gone|became|become|turned|switched\s+to)\s+"
        r"(?:a\s+|an\s+)?(?P<v>" + _DIETS + r")\b",
        _diet,
    ),
    _r(
        _IM + r"\s+on\s+an?\s+(?P<v>" + _DIETS + r")\s+diet|" + _I + _ADV + r"\s+follow\s+an?\s+"
        r"(?P<w>" + _DIETS + r")\s+diet",
        lambda m, cased: [_Found("diet", (m["v"] or m["w"]).lower().replace(" ", "-"))],
    ),
    _r(_I + _ADV + r"\s+(?:stopped|quit)\s+eating\s+meat", _fixed("diet", "vegetarian")),
    _r(_I + r"(?:'m|\s+am)?" + _ADV + r"\s+eat(?:ing)?\s+meat\s+again", _fixed("diet", "omnivore")),
    _r(_IM + r"\s+(?:severely\s+)?allergic\s+to" + _REST, _listed("allergy")),
    _r(_I + _ADV + r"\s+speak" + _REST, _listed("language")),
    # preferences
    _r(
        r"\bmy\s+(?:new\s+|current\s+|all-time\s+|absolute\s+)?favou?rite\s+(?P<thing>[a-z ]+?)\s+"
        r"(?P<verb>is|are|has\s+become|became|has\s+been|have\s+been)\s+(?:now\s+|still\s+)?"
        r"(?P<v>.+)",
        _favourite,
    ),
    _r(
        r"^(?P<v>[\w'&. -]{1,40}?)\s+(?:is|are)\s+(?:now\s+|still\s+)?my\s+(?:new\s+)?"
        r"favou?rite\s+(?P<thing>[a-z ]+)$",
        _favourite_first,
    ),
    _r(_I + _ADV + r"\s+(?:absolutely\s+)?(?:love|like|enjoy|adore)" + _REST, _phrase_as("likes")),
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
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:traded|swapped|exchanged)\s+(?:in\s+)?my\s+.+?"
        r"\s+for" + _REST,
        _car,
    ),
    _r(
        _I + r"(?:'ve|\s+have)?" + _ADV + r"\s+(?:bought|got|purchased|leased)\s+(?:myself\s+)?"
        r"(?:a|an)\s+(?:new\s+|used\s+|second-hand\s+)?(?P<v>.+)",
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
        r"\bmy\s+(?:new\s+|older\s+|younger\s+|little\s+|big\s+|twin\s+)?(?P<rel>" + _REL + r")"
        r"(?:'s\s+name\s+is|\s+is\s+(?:called|named)|\s+(?:named|called)|\s+is|,)?\s+(?P<name>.+)",
        _relation,
    ),
    _r(
        r"^(?P<name>[\w'. -]{1,40}?)\s+is\s+my\s+(?:new\s+)?(?P<rel>" + _REL + r")$",
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

# -- endings: "I no longer ...", "I don't ... anymore" ------------------------------------

_NO_LONGER = re.compile(r"\bno\s+longer\s+", re.IGNORECASE)
_NOT_ANYMORE = re.compile(
    r"(?P<neg>\bdon't|\bdo\s+not|\bdont|'m\s+not|\bam\s+not)\s+(?P<body>.+?)\s*"
    r"\b(?:anymore|any\s+more|any\s+longer)\b",
    re.IGNORECASE,
)


def _ending(clause: str) -> tuple[str, bool]:
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


# -- facts ------------------------------------------------------------------------------

_IMPORTANCE = {
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
_MULTI = frozenset(
    {"allergy", "language", "likes", "dislikes", "prefers", "pet", "plan"}
    | {attribute for attribute, multi in _RELATIONS.values() if multi}
)
_PROPER_ATTRIBUTES = frozenset(
    {"city", "hometown", "employer"} | {attribute for attribute, _ in _RELATIONS.values()}
)


_TEMPLATES: dict[str, tuple[str, str]] = {  # attribute -> (positive, negated) after "User "
    "city": ("lives in {v}", "no longer lives in {v}"),
    "hometown": ("is from {v}", "is not from {v}"),
    "employer": ("works at {v}", "no longer works at {v}"),
    "job_title": ("works as {a}", "no longer works as {a}"),
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


def _content(found: _Found) -> str:
    """The fact as one sentence about the user ("User lives in Lisbon")."""
    template = _TEMPLATES.get(found.attribute)
    if template is not None:
        text = template[found.negated].format(v=found.value, a=_a(found.value))
        return f"User {text}"
    label = found.attribute.replace("_", " ")
    verb = "are" if found.attribute == "pronouns" else "is"
    verb += " no longer" if found.negated else ""
    return f"User's {label} {verb} {found.value}"


def _facts(
    clause: str, sentence: str, *, cased: bool, at: datetime | None
) -> Iterator[CandidateFact]:
    positive, negated = _ending(clause)
    for rule in _RULES:
        for match in rule.pattern.finditer(positive):
            if _guarded(positive[: match.start()]):
                continue
            for found in rule.build(match, cased):
                if negated and not found.negated:
                    found = _Found(found.attribute, found.value, True)
                yield CandidateFact(
                    content=_content(found),
                    subject="user",
                    attribute=found.attribute,
                    value=found.value,
                    entities=(found.value,) if found.attribute in _PROPER_ATTRIBUTES else (),
                    importance=_IMPORTANCE.get(found.attribute, 0.6),
                    valid_from=at,
                    negated=found.negated,
                    multi_valued=found.attribute in _MULTI,
                    source=sentence,
                )
