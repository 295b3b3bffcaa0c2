"""Knowledge benchmark: do facts that change stay true, offline, with no model?

Usage::

    PYTHONPATH=src .venv/bin/python bench/knowledge.py [--users 200] [--seed 7]
        [--embedder local|hash] [--db-dir DIR] [--sessions 12]
        [--wording scenarios|A|B|...|V] [--key-weight W] [--sets-only]

What is generated (seeded, deterministic): ``--users`` users, each with ``--sessions``
monthly sessions. Every user has a city, an employer, a job title, a diet, a car and two
favourite things (single-valued facts); each is stated in the first or second session and
changes one to three times later, at most once a session, always to a new value. Statements
are drawn from several natural first-person phrasings per attribute (``PHRASINGS``), or,
with ``--wording``, from one of the phrasing sets of ``phrasing_sets.py``. The rule
extractor was extended to the families of the scenario phrasings it missed, so the miss
count on them guards against regressions and flatters recall. Recall on wording it was not
fitted to is measured on the phrasing sets (extraction only, every value each phrasing fits,
by the rules alone and by the default extractor: rules, then the meaning stage; with
precision over the sets' statements and the lists of noise turns), and end to end by
``--wording <set>`` (the newest sets', ``NEWEST``, statements are never printed). ``HELD_OUT``
(16 phrasings, written before any rule for them) is still reported for the rules alone; the
meaning stage's examples were written with it in view, so it is no longer unseen. Sessions
also hold assistant replies (which must not become facts), noise turns
(questions, small talk, hypotheticals, the past, third-person statements with values the
user never had) and mentions of three people per user under several names: introduced as "my
sister Alice Smith" or "my sister Alice", then "Alice", "alice", "Alice's", "my sister",
"Alice Smith", and now and then a dropped letter ("Christoper Kim").

Four vaults are filled in the same run, each in its own SQLite file:

* **memvault default**: ``MemoryVault(path, embedder=...)`` (``RuleExtractor`` with the
  meaning stage when the embedder is the local model, + ``RuleResolver``); each session goes
  in as one ``vault.remember([messages...], user_id=..., session_id=...)``, the messages
  dated at the session.
* **keyed facts**: every user turn stored as said with ``add_many``; each statement with
  ``key="user.<attribute>"`` (an application that knows what it stores), the rest unkeyed.
* **add-only (extracted)**: the same extractor's facts, stored with ``vault.add_many`` and no
  ``key``: what an add-only memory keeps (exact repeats are still merged by the vault).
* **raw statements**: every user turn stored as a fact (labelled with the generator's truth,
  so this baseline is judged generously).

Questions are asked in the first person ("Where do I work?") and the third ("What company
does the user work for?").

Measured per vault, for each (user, attribute) with a question such as "Where do I live?":
current value ranked first (``search(question, user_id=u, limit=5)``, top hit carries the
current value) and in the top 5; ``as_of`` correct (``search(..., as_of=t)`` with ``t``
halfway between two changes: top hit is the value valid then); stale leakage (share of the
top-5 hits of the current questions that carry a superseded value of that user); duplicate
current facts (same user, same attribute and value, or same text, stored twice as current);
users' single-valued attributes holding two current values. Each is also given for the
attributes whose every statement the extractor caught, which separates extraction from
supersession and ranking, with the attributes the top hit had instead. For the extractor:
statements that produced no event for their attribute (missed, with the phrasings missed
most), a wrong value, and noise or assistant turns that became facts. Entities: each user's
``EntityMemory`` sees the mentions in order (an introduction creates the person and adds the
relation as an alias; any later mention is ``resolve``\\ d, then recorded with
``update_entity``, as a pipeline would) and the share resolved to the right person is
reported.

The embedder (``LocalEmbedder`` by default, ``--embedder hash`` for a quick run) sits behind a
cache, as texts repeat across users ("User lives in Berlin", the questions): the vectors are
the model's own. Bars for memvault's default: current-first >= 95 %, as-of >= 95 %, stale
leakage <= 2 %, duplicates 0, entity resolution >= 95 %. A default run (200 users, local
embedder) takes about a minute on a 2-core machine; a plot goes to ``bench/results/``.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parent))
import plots
from phrasing_sets import NEWEST, NOISE_SEEN, NOISE_UNSEEN, SETS

from memvault import Message
from memvault.core.facts import fold
from memvault.core.protocols import Embedder
from memvault.core.types import MemoryEntry, MemoryEvent
from memvault.defaults import meaning_embedder
from memvault.embedders import HashEmbedder
from memvault.knowledge import EntityMemory, RuleExtractor, extract_facts
from memvault.policy.search import HYBRID, SearchConfig
from memvault.vault.vault import MemoryVault

RESULTS = Path(__file__).resolve().parent / "results"
START = datetime(2024, 1, 1, tzinfo=UTC)
BARS = {"current": 0.95, "as_of": 0.95, "stale": 0.02, "duplicates": 0, "entities": 0.95}

# -- vocabulary ---------------------------------------------------------------------------

CITIES = [
    "Lisbon", "Berlin", "Austin", "Toronto", "Denver", "Oslo", "Madrid", "Seoul", "Melbourne",
    "Chicago", "Dublin", "Amsterdam", "Vancouver", "Boston", "Seattle", "Munich", "Copenhagen",
    "Prague", "Nairobi", "Singapore", "Montreal", "Barcelona", "Kyoto", "Edinburgh",
    "Buenos Aires", "Mexico City", "Rio de Janeiro", "New York", "Cape Town",
]  # fmt: skip
EMPLOYERS = [
    "Google", "Stripe", "Spotify", "Shopify", "Deloitte", "Siemens", "Netflix", "Airbnb",
    "Microsoft", "IKEA", "Pfizer", "Accenture", "Salesforce", "Zalando", "Unilever", "Boeing",
    "Atlassian", "Canva", "Revolut", "Nike", "Adobe", "Acme Corp", "Bank of America",
    "St. Mary's Hospital", "Lincoln High School", "Mayo Clinic", "the Red Cross",
]  # fmt: skip
JOBS = [
    "software engineer", "nurse", "data analyst", "product manager", "graphic designer",
    "UX researcher", "pharmacist", "teacher", "accountant", "marketing manager",
    "civil engineer", "physiotherapist", "paramedic", "sous chef", "copywriter",
    "project manager", "sales representative", "web developer", "lab technician",
    "financial analyst", "social worker", "architect", "electrician", "data scientist",
    "dental hygienist", "barista",
]  # fmt: skip
DIETS = ["vegetarian", "vegan", "pescatarian", "keto", "paleo", "flexitarian", "gluten-free"]
CARS = [
    "Toyota Corolla", "Tesla Model 3", "Honda Civic", "Ford F-150", "VW Golf", "Volvo XC60",
    "Subaru Outback", "Mazda CX-5", "BMW 3 Series", "Kia Niro", "Hyundai Ioniq 5",
    "Nissan Leaf", "Jeep Wrangler", "Audi A4", "Mini Cooper", "Toyota Prius", "Skoda Octavia",
    "Renault Clio", "Peugeot 208", "Porsche Macan",
]  # fmt: skip
FAVOURITES = {
    "food": ["sushi", "pizza", "ramen", "tacos", "pad thai", "lasagna", "pho", "dumplings",
             "paella", "curry"],
    "band": ["Radiohead", "The Beatles", "Coldplay", "Arctic Monkeys", "Daft Punk",
             "Fleetwood Mac", "Tame Impala", "ABBA"],
    "movie": ["Inception", "The Matrix", "Spirited Away", "Parasite", "Amelie", "Heat",
              "Arrival"],
    "book": ["Dune", "Middlemarch", "Beloved", "The Hobbit", "Pachinko", "Circe"],
    "colour": ["green", "blue", "teal", "yellow", "purple", "orange"],
    "sport": ["tennis", "basketball", "climbing", "cycling", "football", "swimming"],
    "drink": ["espresso", "green tea", "mojito", "lemonade", "flat white"],
}  # fmt: skip
FIRST_NAMES = [
    "Alice", "Bob", "Carol", "David", "Priya", "Tom", "Maria", "Jon", "John", "Alicia",
    "Christopher", "Kate", "Katherine", "Liam", "Noah", "Emma", "Olivia", "Sofia", "Mateo",
    "Yuki", "Hana", "Omar", "Fatima", "Lena", "Lukas", "Chloe", "Ethan", "Zoe", "Sam",
    "Samantha", "Ana", "Anna", "Ben", "Benjamin", "Grace", "Isabel",
]  # fmt: skip
LAST_NAMES = [
    "Smith", "Chen", "Patel", "Garcia", "Jones", "Kim", "Nguyen", "Muller", "Rossi", "Silva",
    "Cohen", "Okafor", "Tanaka", "Novak", "Larsen", "Dubois", "Kowalski", "Haddad",
]  # fmt: skip
RELATIONS = ["sister", "brother", "manager", "best friend", "mom", "colleague", "roommate"]

# -- phrasings ------------------------------------------------------------------------------
# Each phrasing is (id, template); "{v}" is the value. A phrasing may fit only some values.

Phrasing = tuple[str, str]

PHRASINGS: dict[str, list[Phrasing]] = {
    "city": [
        ("city: I live in X", "I live in {v}."),
        ("city: I moved to X last month", "I moved to {v} last month."),
        ("city: I've relocated to X for work", "I've relocated to {v} for work."),
        ("city: I'm living in X now", "I'm living in {v} now."),
        ("city: I'm based in X these days", "I'm based in {v} these days."),
        ("city: we just moved to X", "We just moved to {v}, the kids love it."),
        ("city: Just moved to X!", "Just moved to {v}!"),
        ("city: Home is X now", "Home is {v} now."),
        ("city: i moved to x (lowercase)", "i moved to {lv} a few weeks ago lol"),
        ("city: finally settled in X", "Finally settled in {v} after the move."),
        ("city: These days I call X home", "These days I call {v} home."),
        ("city: I've been in X since the spring", "I've been in {v} since the spring, loving it."),
        ("city: Our new place is in X", "Our new place is in {v}."),
    ],
    "employer": [
        ("employer: I work at X", "I work at {v}."),
        ("employer: I started a new job at X", "I started a new job at {v}."),
        ("employer: I joined X last week", "I joined {v} last week."),
        ("employer: I'm now working for X", "I'm now working for {v}."),
        ("employer: I've been hired by X", "I've been hired by {v}!"),
        ("employer: My new employer is X", "My new employer is {v}."),
        ("employer: Got a job at X!", "Got a job at {v}!"),
        ("employer: I accepted an offer from X", "I accepted an offer from {v}."),
        ("employer: Started at X on Monday", "Started at {v} on Monday, wish me luck."),
        ("employer: I'm at X now, on the payments team", "I'm at {v} now, on the payments team."),
        ("employer: My first week at X went well", "My first week at {v} went well."),
        ("employer: X hired me last month", "{V} hired me last month."),
    ],
    "job_title": [
        ("job: I work as a X", "I work as {a}."),
        ("job: I'm a X", "I'm {a}."),
        ("job: I'm now a X", "I'm now {a}."),
        ("job: I became a X", "I became {a} this spring."),
        ("job: My job title is X", "My job title is {v}."),
        ("job: These days I'm working as a X", "These days I'm working as {a}."),
        ("job: I switched careers and I'm a X now", "I switched careers and I'm {a} now."),
        ("job: I got promoted to X", "I got promoted to {v}!"),
        ("job: New role: X", "New role: {v}."),
        ("job: I'm employed as a X", "I'm employed as {a}."),
        ("job: Work-wise, I'm a X these days", "Work-wise, I'm {a} these days."),
        ("job: I retrained as a X", "I retrained as {a}."),
    ],
    "diet": [
        ("diet: I'm X now", "I'm {v} now."),
        ("diet: I went X in <month>", "I went {v} in {month}."),
        ("diet: I've become a X", "I've become {a}."),
        ("diet: I'm on a X diet", "I'm on {a} diet."),
        ("diet: I follow a X diet", "I follow {a} diet."),
        ("diet: I stopped eating meat", "I stopped eating meat."),
        ("diet: I've gone X", "I've gone {v}."),
        ("diet: Trying to eat X these days", "Trying to eat {v} these days."),
        ("diet: I eat X now", "I eat {v} now, it feels great."),
        ("diet: I'm eating X these days", "I'm eating {v} these days."),
        ("diet: Going X has been great for me", "Going {v} has been great for me."),
        ("diet: I've cut out meat completely", "I've cut out meat completely."),
    ],
    "car": [
        ("car: I drive a X", "I drive {a}."),
        ("car: I bought a X", "I bought {a}."),
        ("car: My new car is a X", "My new car is {a}."),
        ("car: I traded my old car for a X", "I traded my old car for {a}."),
        ("car: I got a new X last week", "I got a new {v} last week."),
        ("car: I'm driving a X these days", "I'm driving {a} these days."),
        ("car: Picked up a X yesterday!", "Picked up {a} yesterday!"),
        ("car: Just bought a used X", "Just bought a used {v}."),
        ("car: My daily driver is a X now", "My daily driver is {a} now."),
        ("car: I now own a X", "I now own {a}."),
        ("car: Our family car is a X", "Our family car is {a}."),
    ],
    "favourite": [
        ("fav: My favourite T is X", "My favourite {t} is {v}."),
        ("fav: My new favorite T is X", "My new favorite {t} is {v}."),
        ("fav: X is my favourite T now", "{V} is my favourite {t} now."),
        ("fav: X is my new favourite T", "{V} is my new favourite {t}."),
        ("fav: These days my favourite T has to be X",
         "These days my favourite {t} has to be {v}."),
        ("fav: Favourite T right now: X", "Favourite {t} right now: {v}."),
        ("fav: I'm obsessed with X, it's my favourite T",
         "I'm obsessed with {v}, it's my favourite {t}."),
        ("fav: Nothing beats X, it's my top T", "Nothing beats {v}, it's my top {t}."),
        ("fav: My go-to T is X", "My go-to {t} is {v}."),
        ("fav: X is the T I love most", "{V} is the {t} I love most."),
    ],
}  # fmt: skip


def _fits(phrasing: str, attribute: str, value: str) -> bool:
    """Phrasings that only make sense for some values."""
    if phrasing in ("diet: I stopped eating meat", "diet: I've cut out meat completely"):
        return value == "vegetarian"
    if phrasing in ("diet: I'm on a X diet", "diet: I follow a X diet"):
        return value in ("keto", "paleo", "vegan", "vegetarian", "pescatarian", "gluten-free")
    if phrasing in ("diet: I've become a X", "diet: I went X in <month>"):
        return value in ("vegetarian", "vegan", "pescatarian", "flexitarian")
    if phrasing == "diet: I eat X now":
        return value in ("gluten-free", "keto", "paleo")
    if phrasing == "job: I got promoted to X":
        return "manager" in value or "analyst" in value or "engineer" in value
    return True


def _article(value: str) -> str:
    """By sound: "a UX researcher" (an initialism is read letter by letter), "an engineer"."""
    first = value.split()[0]
    if first.isupper() and len(first) <= 3:
        return ("an " if first[0] in "AEFHILMNORSX" else "a ") + value
    return ("an " if value[:1].lower() in "aeiou" else "a ") + value


# Phrasings that never appear in the scenarios, not used to tune the rules: the extractor's
# recall on wording it was not fitted to (extraction only). This is the second such list: the
# first (now in ``PHRASINGS`` above, from "I call X home" to "X is the T I love most") was
# used to widen the rules, so it no longer measured unseen wording. This one was written and
# committed before any rule for it and before it was first run; do not tune on it either.
HELD_OUT: dict[str, list[Phrasing]] = {
    "city": [
        ("city: I'm a X resident now", "I'm a {v} resident now."),
        ("city: Been renting a flat in X since March", "Been renting a flat in {v} since March."),
        ("city: Life in X is treating me well", "Life in {v} is treating me well."),
    ],
    "employer": [
        ("employer: Just signed my contract with X", "Just signed my contract with {v}."),
        ("employer: I've been with X for a few months now",
         "I've been with {v} for a few months now."),
        ("employer: I'm on the design team at X", "I'm on the design team at {v}."),
    ],
    "job_title": [
        ("job: I make my living as a X", "I make my living as {a}."),
        ("job: By profession I'm a X", "By profession I'm {a}."),
        ("job: I just qualified as a X", "I just qualified as {a}."),
    ],
    "diet": [
        ("diet: I've switched to a X diet", "I've switched to {a} diet."),
        ("diet: I've been X for two years now", "I've been {v} for two years now."),
    ],
    "car": [
        ("car: I've been driving a X since the spring", "I've been driving {a} since the spring."),
        ("car: My ride these days is a X", "My ride these days is {a}."),
        ("car: Took delivery of my X on Friday", "Took delivery of my {v} on Friday."),
    ],
    "favourite": [
        ("fav: X is my all-time favourite T", "{V} is my all-time favourite {t}."),
        ("fav: I can't get enough of X, best T ever", "I can't get enough of {v}, best {t} ever."),
    ],
}  # fmt: skip

QUESTIONS = {
    "city": [
        "Where do I live?",
        "Which city am I living in now?",
        "What city am I based in?",
        "Which city does the user live in?",
        "Where is the user based?",
    ],
    "employer": [
        "Where do I work?",
        "Which company do I work for?",
        "Who is my employer?",
        "What company does the user work for?",
        "Who employs the user?",
    ],
    "job_title": [
        "What is my job?",
        "What do I do for a living?",
        "What's my job title?",
        "What is the user's occupation?",
        "What does the user do for work?",
    ],
    "diet": [
        "What diet do I follow?",
        "What are my eating habits?",
        "What do I eat, diet-wise?",
        "What diet is the user on?",
        "How does the user eat?",
    ],
    "car": [
        "What car do I drive?",
        "What kind of car do I have?",
        "Which car do I own?",
        "What vehicle does the user drive?",
        "Which car does the user have?",
    ],
    "favourite": [
        "What is my favourite {t}?",
        "What's my favorite {t}?",
        "What is the user's favourite {t}?",
    ],
}

# -- scenarios ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mention:
    name: str  # as written
    person: str  # the true person (a key)
    form: str  # intro, first name, lowercase, full name, possessive, relation, typo
    relation: str | None = None  # on an introduction: "my sister"


@dataclass(frozen=True)
class Turn:
    text: str
    role: str = "user"
    kind: str = "chat"  # statement, noise, mention, chat (assistant)
    attribute: str | None = None
    value: str | None = None
    phrasing: str | None = None
    mentions: tuple[Mention, ...] = ()


@dataclass
class Scenario:
    user: str
    sessions: list[tuple[datetime, list[Turn]]]
    timeline: dict[str, list[tuple[datetime, str]]]  # attribute -> (from, value), in order
    questions: dict[str, str]


def _phrase(
    rng: random.Random,
    wording: dict[str, list[Phrasing]],
    kind: str,
    attribute: str,
    value: str,
    thing: str,
) -> Turn:
    options = [p for p in wording[kind] if _fits(p[0], attribute, value)]
    if thing == "drink":
        options += wording.get("drink", [])
    phrasing, template = rng.choice(options)
    shown_thing = thing
    if thing == "colour" and rng.random() < 0.5:
        shown_thing = "color"
    text = fill(template, value, shown_thing, month=rng.choice(["January", "March", "May",
                                                                 "September"]))  # fmt: skip
    return Turn(text, kind="statement", attribute=attribute, value=value, phrasing=phrasing)


def fill(template: str, value: str, thing: str, month: str = "March") -> str:
    """A phrasing's template with its value: ``{v}``, ``{V}`` capitalised, ``{lv}`` lower
    case, ``{a}`` / ``{A}`` with its article, ``{t}`` the kind of favourite."""
    article = _article(value)
    return template.format(
        v=value, V=value[:1].upper() + value[1:], lv=value.lower(), a=article,
        A=article[:1].upper() + article[1:], t=thing, month=month,
    )  # fmt: skip


_REPLIES = [
    "That's great news! How are you finding it?",
    "Congratulations! {v} sounds exciting.",
    "Thanks for telling me, I'll remember that you mentioned {v}.",
    "Noted! Is there anything you'd like help with?",
]


def _noise(rng: random.Random, timeline: dict[str, list[tuple[datetime, str]]]) -> Turn:
    def other(pool: Sequence[str], attribute: str) -> str:
        used = {v for _, v in timeline.get(attribute, [])}
        return rng.choice([v for v in pool if v not in used])

    city, employer, car = other(CITIES, "city"), other(EMPLOYERS, "employer"), other(CARS, "car")
    job, diet = other(JOBS, "job_title"), other(DIETS, "diet")
    person = rng.choice(FIRST_NAMES)
    options = [
        ("question", f"Do you think I should move to {city}?"),
        ("question", f"What's the weather like in {city} this week?"),
        ("question", f"Is {employer} a good place to work?"),
        ("question", f"Should I buy {_article(car)}?"),
        ("question", f"Am I {diet}?"),
        ("small talk", "Thanks, that's really helpful!"),
        ("small talk", "Good morning! Long day ahead."),
        ("small talk", "Haha, fair enough."),
        ("small talk", "I'm so tired today."),
        ("hypothetical", f"If I lived in {city} I'd go to the beach every day."),
        ("hypothetical", f"I wish I worked at {employer}."),
        ("hypothetical", f"Maybe I'll buy {_article(car)} one day."),
        ("hypothetical", f"I'm thinking about becoming {_article(job)}."),
        ("past", f"I used to live in {city}."),
        ("past", f"Back in college I worked at {employer}."),
        ("third person", f"My brother works at {employer}."),
        ("third person", f"{person} just moved to {city}."),
        ("third person", f"My neighbour drives {_article(car)}."),
        ("third person", f"My friend is {diet} now."),
        ("third person", f"She said I'm {_article(job)} at heart."),
    ]
    category, text = rng.choice(options)
    return Turn(text, kind="noise", phrasing=category)


@dataclass
class _Person:
    key: str
    first: str
    last: str
    relation: str  # "sister"

    @property
    def full(self) -> str:
        return f"{self.first} {self.last}"


def _typo(name: str, rng: random.Random) -> str:
    """One dropped letter inside a long first name ("Christopher" -> "Christoper")."""
    i = rng.randrange(2, len(name) - 2)
    return name[:i] + name[i + 1 :]


def _mention_turn(rng: random.Random, person: _Person, introduced: bool) -> Turn:
    rel = f"my {person.relation}"
    if not introduced:  # by full name or first name only
        name = rng.choice([person.full, person.first])
        text = rng.choice([
            f"I had lunch with {rel} {name} yesterday.",
            f"{rel.capitalize()}, {name}, is visiting next week.",
            f"Went hiking with {rel} {name} on Saturday.",
        ])  # fmt: skip
        return Turn(text, kind="mention", mentions=(Mention(name, person.key, "intro", rel),))
    forms = ["first name", "first name", "lowercase", "full name", "possessive", "relation"]
    if len(person.first) >= 8:
        forms.append("typo")
    form = rng.choice(forms)
    name = {
        "first name": person.first,
        "lowercase": person.first.lower(),
        "full name": person.full,
        "possessive": f"{person.first}'s",
        "relation": rel,
    }.get(form) or f"{_typo(person.first, rng)} {person.last}"
    text = {
        "first name": f"{name} called me this morning.",
        "lowercase": f"went for a run with {name} today, so fun",
        "full name": f"Dinner at {name}'s place tonight.",
        "possessive": f"{name} birthday is coming up soon.",
        "relation": f"{rel.capitalize()} is coming over for dinner.",
        "typo": f"Coffee with {name} later.",
    }[form]
    return Turn(text, kind="mention", mentions=(Mention(name, person.key, form),))


def scenario(
    user: str, rng: random.Random, n_sessions: int, wording: dict[str, list[Phrasing]]
) -> Scenario:
    start = START + timedelta(days=rng.randrange(28), hours=rng.randrange(8, 20))
    dates = [start + timedelta(days=round(30.4 * k)) for k in range(n_sessions)]
    things = rng.sample(sorted(FAVOURITES), 2)
    attributes: dict[str, tuple[str, Sequence[str], str]] = {  # attribute -> (kind, pool, thing)
        "city": ("city", CITIES, ""),
        "employer": ("employer", EMPLOYERS, ""),
        "job_title": ("job_title", JOBS, ""),
        "diet": ("diet", DIETS, ""),
        "car": ("car", CARS, ""),
        **{f"favourite_{t}": ("favourite", FAVOURITES[t], t) for t in things},
    }
    turns: list[list[Turn]] = [[] for _ in dates]
    timeline: dict[str, list[tuple[datetime, str]]] = {}
    questions: dict[str, str] = {}
    for attribute, (kind, pool, thing) in attributes.items():
        changes = rng.randint(1, 3)
        values = rng.sample(list(pool), changes + 1)
        sittings = [rng.randrange(2), *sorted(rng.sample(range(2, n_sessions), changes))]
        timeline[attribute] = [(dates[s], v) for s, v in zip(sittings, values, strict=True)]
        for s, v in zip(sittings, values, strict=True):
            turns[s].append(_phrase(rng, wording, kind, attribute, v, thing))
        questions[attribute] = rng.choice(QUESTIONS[kind]).format(t=thing)
    people, used = [], set()
    for n, relation in enumerate(rng.sample(RELATIONS, 3)):
        first = rng.choice([f for f in FIRST_NAMES if f not in used])
        used.add(first)
        people.append(_Person(f"{user}/p{n}", first, rng.choice(LAST_NAMES), relation))
    introduced: set[str] = set()
    for s in range(n_sessions):
        for _ in range(rng.randint(1, 2)):
            turns[s].append(_noise(rng, timeline))
        rng.shuffle(turns[s])
        mentions = []
        for _ in range(rng.randint(1, 2)):
            person = rng.choice(people)
            mentions.append(_mention_turn(rng, person, person.key in introduced))
            introduced.add(person.key)
        places = sorted(rng.randint(0, len(turns[s])) for _ in mentions)
        for offset, (at, mention) in enumerate(zip(places, mentions, strict=True)):
            turns[s].insert(at + offset, mention)  # in order: an introduction comes first
    sessions = []
    for date, said in zip(dates, turns, strict=True):
        with_replies: list[Turn] = []
        for turn in said:
            with_replies.append(turn)
            if turn.kind == "statement" and rng.random() < 0.5:
                reply = rng.choice(_REPLIES).format(v=turn.value)
                with_replies.append(Turn(reply, role="assistant"))
        sessions.append((date, with_replies))
    return Scenario(user, sessions, timeline, questions)


def scenarios(users: int, seed: int, n_sessions: int, wording: str = "scenarios") -> list[Scenario]:
    """``wording``: the scenario phrasings above, or an unseen set of ``phrasing_sets``."""
    phrasings = PHRASINGS if wording == "scenarios" else SETS[wording]
    return [
        scenario(f"u{i:04d}", random.Random(f"{seed}:{i}"), n_sessions, phrasings)
        for i in range(users)
    ]


# -- embedder cache -------------------------------------------------------------------------


class CachedEmbedder:
    """The wrapped embedder's vectors, each text embedded once (texts repeat across users)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.cache: dict[str, npt.NDArray[np.float32]] = {}
        self.seconds = 0.0

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dim(self) -> int:
        return self.inner.dim

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        missing = list(dict.fromkeys(t for t in texts if t not in self.cache))
        if missing:
            start = time.perf_counter()
            vectors = await self.inner.embed(missing)
            self.seconds += time.perf_counter() - start
            self.cache.update(zip(missing, vectors, strict=True))
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.stack([self.cache[t] for t in texts]).astype(np.float32)


# -- filling the vaults ---------------------------------------------------------------------


def _messages(date: datetime, turns: Sequence[Turn]) -> list[Message]:
    return [
        Message.user(t.text, created_at=date)
        if t.role == "user"
        else Message.assistant(t.text, created_at=date)
        for t in turns
    ]


@dataclass
class Extraction:
    statements: int = 0
    missed: Counter[str] = field(default_factory=Counter)
    phrasings: Counter[str] = field(default_factory=Counter)
    wrong: list[tuple[str, str, str]] = field(default_factory=list)  # text, expected, got
    noise: int = 0
    noise_facts: list[tuple[str, str]] = field(default_factory=list)  # text, fact
    failed: set[tuple[str, str]] = field(default_factory=set)  # (user, attribute) missed/wrong
    reply_facts: list[tuple[str, str]] = field(default_factory=list)
    actions: Counter[str] = field(default_factory=Counter)


def _same(a: object, b: str) -> bool:
    def norm(v: str) -> str:
        return re.sub(r"^(?:a|an|the) ", "", fold(v))

    return isinstance(a, str) and norm(a) == norm(b)


def _check_events(
    user: str, turns: Sequence[Turn], events: Sequence[MemoryEvent], extraction: Extraction
) -> None:
    """Which turn each event came from (by its source sentence), and what it says of them."""
    by_turn: dict[int, list[MemoryEvent]] = defaultdict(list)
    for event in events:
        if not event.memory_id and not event.content:  # remember's "no fact extracted" NOOP
            extraction.actions["nothing extracted"] += 1
            continue
        extraction.actions[event.event] += 1
        source = event.knowledge.source if event.knowledge is not None else None
        owner = None
        if isinstance(source, str):
            owner = next(
                (i for i, t in enumerate(turns) if t.role == "user" and source in t.text), None
            )
        if owner is None:  # a NOOP reports the fact it matched: find the statement by attribute
            attribute = event.knowledge.attribute if event.knowledge is not None else None
            statements = [i for i, t in enumerate(turns) if t.kind == "statement"]
            owner = next((i for i in statements if turns[i].attribute == attribute), None)
        if owner is not None:
            by_turn[owner].append(event)
    for i, turn in enumerate(turns):
        found = by_turn.get(i, [])
        if turn.kind == "noise":
            extraction.noise += 1
            extraction.noise_facts += [(turn.text, e.content) for e in found]
        elif turn.role == "assistant":
            extraction.reply_facts += [(turn.text, e.content) for e in found]
        elif turn.kind == "statement":
            assert turn.phrasing is not None
            assert turn.value is not None
            extraction.statements += 1
            extraction.phrasings[turn.phrasing] += 1
            mine = [e for e in found if e.knowledge and e.knowledge.attribute == turn.attribute]
            if not mine:
                extraction.missed[turn.phrasing] += 1
                extraction.failed.add((user, turn.attribute or ""))
            elif not any(e.knowledge and _same(e.knowledge.value, turn.value) for e in mine):
                got = ", ".join(f"{e.knowledge and e.knowledge.value}" for e in mine)
                extraction.wrong.append((turn.text, f"{turn.attribute}={turn.value}", got))
                extraction.failed.add((user, turn.attribute or ""))


async def fill_memvault(vault: MemoryVault, scenes: Sequence[Scenario]) -> Extraction:
    extraction = Extraction()
    for scene in scenes:
        for n, (date, turns) in enumerate(scene.sessions):
            events = await vault.remember(
                _messages(date, turns), user_id=scene.user, session_id=f"{scene.user}:{n}"
            )
            _check_events(scene.user, turns, events, extraction)
    return extraction


async def fill_add_only(vault: MemoryVault, scenes: Sequence[Scenario]) -> None:
    extractor = vault.extractor
    for scene in scenes:
        for n, (date, turns) in enumerate(scene.sessions):
            facts = await extractor.extract(_messages(date, turns))
            if facts:
                await vault.add_many([
                    {"content": f.content, "user_id": scene.user, "kind": "fact", "at": date,
                     "metadata": {"attribute": f.attribute, "value": f.value,
                                  "session_id": f"{scene.user}:{n}"}}
                    for f in facts
                ])  # fmt: skip


async def fill_raw(vault: MemoryVault, scenes: Sequence[Scenario]) -> None:
    for scene in scenes:
        items: list[dict[str, Any]] = []
        for n, (date, turns) in enumerate(scene.sessions):
            for turn in turns:
                if turn.role != "user":
                    continue
                meta: dict[str, str | None] = {"session_id": f"{scene.user}:{n}"}
                if turn.kind == "statement":
                    meta |= {"attribute": turn.attribute, "value": turn.value}
                items.append({"content": turn.text, "user_id": scene.user, "kind": "fact",
                              "at": date, "metadata": meta})  # fmt: skip
        await vault.add_many(items)


async def fill_keyed(vault: MemoryVault, scenes: Sequence[Scenario]) -> None:
    """Every user statement stored as it was said, keyed ``user.<attribute>`` (as an app that
    knows what a statement is about would store it); the other user turns unkeyed."""
    for scene in scenes:
        for n, (date, turns) in enumerate(scene.sessions):
            items: list[dict[str, Any]] = []
            for turn in turns:
                if turn.role != "user":
                    continue
                item: dict[str, Any] = {
                    "content": turn.text, "user_id": scene.user, "kind": "fact", "at": date,
                    "metadata": {"session_id": f"{scene.user}:{n}"},
                }  # fmt: skip
                if turn.kind == "statement":
                    item["key"] = f"user.{turn.attribute}"
                    item["metadata"] |= {"attribute": turn.attribute, "value": turn.value}
                items.append(item)
            await vault.add_many(items)


# -- measuring ------------------------------------------------------------------------------


@dataclass
class Scores:
    questions: int = 0
    current_first: int = 0
    current_top5: int = 0
    clean_questions: int = 0  # about attributes whose every statement was extracted right
    clean_first: int = 0
    clean_as_of_questions: int = 0
    clean_as_of_right: int = 0
    clean_stale_hits: int = 0  # stale hits about attributes whose every statement was extracted
    by_kind: Counter[str] = field(default_factory=Counter)  # attribute kind -> first right
    kinds: Counter[str] = field(default_factory=Counter)
    confusions: Counter[str] = field(default_factory=Counter)  # "question -> top hit's attribute"
    as_of_questions: int = 0
    as_of_right: int = 0
    hits: int = 0
    stale_hits: int = 0
    stale_text_hits: int = 0  # hits of any kind whose text names a superseded value only
    current_text_first: int = 0  # the top hit's text names the current value (any kind)
    duplicates: int = 0
    conflicts: int = 0  # (user, single-valued attribute) with two current values
    facts: int = 0
    current_facts: int = 0
    seconds_fill: float = 0.0
    seconds_search: float = 0.0
    failures: list[str] = field(default_factory=list)


def _labels(entry: MemoryEntry) -> tuple[object, object]:
    """A fact's attribute and value: for the baselines' facts the labels this benchmark put
    in their metadata, else what ``remember`` learnt (``knowledge``)."""
    if "attribute" in entry.metadata:  # the benchmark's truth, for the baselines' facts
        return entry.metadata.get("attribute"), entry.metadata.get("value")
    if entry.knowledge is not None:
        return entry.knowledge.attribute, entry.knowledge.value
    return None, None


def _carries(hit: MemoryEntry, attribute: str, value: str) -> bool:
    name, said = _labels(hit)
    return name == attribute and _same(said, value)


def _names_value(text: str, value: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(fold(value))}(?!\w)", fold(text)) is not None


def _names_stale(text: str, history: Sequence[tuple[datetime, str]]) -> bool:
    """Whether ``text`` names a superseded value of the attribute and not its current one
    (a stored message or statement can carry an old value whatever its labels say)."""
    return any(_names_value(text, v) for _, v in history[:-1]) and not _names_value(
        text, history[-1][1]
    )


def _is_stale(hit: MemoryEntry, scene: Scenario) -> bool:
    attribute, value = _labels(hit)
    if not isinstance(attribute, str) or attribute not in scene.timeline:
        return False
    history = scene.timeline[attribute]
    return any(_same(value, v) for _, v in history[:-1])


async def measure(
    vault: MemoryVault, scenes: Sequence[Scenario], failed: set[tuple[str, str]], scores: Scores
) -> None:
    start = time.perf_counter()
    for scene in scenes:
        for attribute, question in scene.questions.items():
            history = scene.timeline[attribute]
            current = history[-1][1]
            hits = await vault.search(question, user_id=scene.user, limit=5)
            scores.questions += 1
            clean = (scene.user, attribute) not in failed
            scores.clean_questions += clean
            kind = attribute.split("_")[0] if attribute.startswith("favourite") else attribute
            scores.kinds[kind] += 1
            if hits and _carries(hits[0], attribute, current):
                scores.current_first += 1
                scores.clean_first += clean
                scores.by_kind[kind] += 1
            elif clean:
                top = hits[0].content if hits else "nothing"
                got = _labels(hits[0])[0] if hits else None
                scores.confusions[f"{question!r} -> {got or 'no attribute'}"] += 1
                if len(scores.failures) < 8:
                    scores.failures.append(
                        f"{scene.user} {question!r}: want {current}, got {top!r}"
                    )
            scores.current_top5 += any(_carries(h, attribute, current) for h in hits)
            scores.current_text_first += bool(hits) and _names_value(hits[0].content, current)
            scores.hits += len(hits)
            stale = [h for h in hits if _is_stale(h, scene)]
            scores.stale_hits += len(stale)
            scores.stale_text_hits += sum(_names_stale(h.content, history) for h in hits)
            scores.clean_stale_hits += sum(
                (scene.user, str(_labels(h)[0])) not in failed for h in stale
            )
            for (began, was), (ended, _) in itertools.pairwise(history):
                moment = began + (ended - began) / 2
                then = await vault.search(question, user_id=scene.user, limit=5, as_of=moment)
                right = bool(then) and _carries(then[0], attribute, was)
                scores.as_of_questions += 1
                scores.as_of_right += right
                scores.clean_as_of_questions += clean
                scores.clean_as_of_right += clean and right
    scores.seconds_search = time.perf_counter() - start
    for scene in scenes:
        await _count_facts(vault, scene, scores)


async def _count_facts(vault: MemoryVault, scene: Scenario, scores: Scores) -> None:
    """Facts stored, duplicates among the current ones, attributes with two current values."""
    entries: list[MemoryEntry] = []
    while True:
        page = await vault.list(user_id=scene.user, kind="fact", limit=1000, offset=len(entries))
        entries += page
        if len(page) < 1000:
            break
    scores.facts += len(entries)
    live = [e for e in entries if e.is_current]
    scores.current_facts += len(live)
    groups: Counter[tuple[str, str]] = Counter()
    values: dict[str, set[str]] = defaultdict(set)
    for entry in live:
        name, value = _labels(entry)
        if isinstance(name, str) and isinstance(value, str):
            groups[(name, re.sub(r"^(?:a|an|the) ", "", fold(value)))] += 1
            if name in scene.timeline:
                values[name].add(fold(value))
        else:
            groups[("", fold(entry.content))] += 1
    scores.duplicates += sum(n - 1 for n in groups.values())
    scores.conflicts += sum(len(v) > 1 for v in values.values())


# -- held-out phrasings ---------------------------------------------------------------------


def held_out() -> dict[str, tuple[int, int]]:
    """Each held-out phrasing over every value it fits: (caught right, statements)."""
    pools: dict[str, list[tuple[str, Sequence[str], str]]] = {
        "city": [("city", CITIES, "")], "employer": [("employer", EMPLOYERS, "")],
        "job_title": [("job_title", JOBS, "")], "diet": [("diet", DIETS, "")],
        "car": [("car", CARS, "")],
        "favourite": [(f"favourite_{t}", pool, t) for t, pool in FAVOURITES.items()],
    }  # fmt: skip
    caught: dict[str, tuple[int, int]] = {}
    for kind, phrasings in HELD_OUT.items():
        for phrasing, template in phrasings:
            right = total = 0
            for attribute, pool, thing in pools[kind]:
                for value in (v for v in pool if _fits(phrasing, attribute, v)):
                    facts = extract_facts(fill(template, value, thing))
                    total += 1
                    right += any(f.attribute == attribute and _same(f.value, value) for f in facts)
            caught[phrasing] = (right, total)
    return caught


@dataclass
class SetScore:
    caught: Counter[str] = field(default_factory=Counter)  # phrasing -> statements caught right
    total: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)  # kind -> statements
    kinds_caught: Counter[str] = field(default_factory=Counter)
    facts: int = 0  # facts of the benchmark's attributes extracted from the set's statements
    right: int = 0  # ... with the statement's attribute and value
    missed_examples: list[str] = field(default_factory=list)
    wrong_examples: list[str] = field(default_factory=list)


def _tracked(attribute: str | None) -> bool:
    return attribute in ("city", "employer", "job_title", "diet", "car") or (
        attribute or ""
    ).startswith("favourite_")


def _pools(kind: str) -> list[tuple[str, Sequence[str], str]]:
    simple = {"city": CITIES, "employer": EMPLOYERS, "job_title": JOBS, "diet": DIETS,
              "car": CARS}  # fmt: skip
    if kind in simple:
        return [(kind, simple[kind], "")]
    if kind == "drink":
        return [("favourite_drink", FAVOURITES["drink"], "drink")]
    return [(f"favourite_{t}", pool, t) for t, pool in FAVOURITES.items()]


def noise_text(template: str, rng: random.Random) -> str:
    """A noise turn's template filled with values drawn by ``rng`` (the same draws, in the same
    order, wherever the noise is read: the unseen check, the meaning head's training)."""
    t = rng.choice(sorted(FAVOURITES))
    return template.format(
        city=rng.choice(CITIES), employer=rng.choice(EMPLOYERS),
        a_car=_article(rng.choice(CARS)), a_job=_article(rng.choice(JOBS)),
        diet=rng.choice(DIETS), t=t, fav=rng.choice(FAVOURITES[t]),
    )  # fmt: skip


async def unseen_sets(
    extractor: RuleExtractor,
) -> tuple[dict[str, SetScore], tuple[int, int, int, list[str]]]:
    """Each unseen phrasing set of ``phrasing_sets`` over every value each phrasing fits
    (extraction only, by ``extractor``), and the facts invented from ``NOISE``: (turns,
    invented, ended, examples). A turn that only ends a value ("I don't work for X
    anymore" read as no longer working there) is counted apart, as ended, not invented."""

    async def read(text: str) -> list[Any]:
        facts = await extractor.extract([Message.user(text)])
        return [f for f in facts if _tracked(f.attribute)]

    scores: dict[str, SetScore] = {}
    for name, phrasings in SETS.items():
        score = scores[name] = SetScore()
        for kind, options in phrasings.items():
            for phrasing, template in options:
                for attribute, pool, thing in _pools(kind):
                    for value in (v for v in pool if _fits(phrasing, attribute, v)):
                        text = fill(template, value, thing)
                        facts = await read(text)
                        good = [f for f in facts
                                if f.attribute == attribute and _same(f.value, value)]  # fmt: skip
                        score.total[phrasing] += 1
                        score.caught[phrasing] += bool(good)
                        score.kinds[kind] += 1
                        score.kinds_caught[kind] += bool(good)
                        score.facts += len(facts)
                        score.right += min(len(good), 1)
                        if not good and len(score.missed_examples) < 400:
                            score.missed_examples.append(text)
                        if len(facts) > len(good[:1]):
                            score.wrong_examples.append(
                                f"{text!r} -> "
                                + ", ".join(f"{f.attribute}={f.value}" for f in facts)
                            )
    rng = random.Random("noise")
    turns = invented = ended = 0
    examples: list[str] = []
    for shape, template in NOISE_SEEN + NOISE_UNSEEN:
        for _ in range(10):
            text = noise_text(template, rng)
            found = await read(text)
            current = [f for f in found if not f.negated]
            turns += 1
            invented += bool(current)
            ended += bool(found) and not current
            if current and len(examples) < 40 and (shape, template) in NOISE_SEEN:
                examples.append(
                    f"{text!r} -> " + ", ".join(f"{f.attribute}={f.value}" for f in found)
                )
    return scores, (turns, invented, ended, examples)


def report_sets(embedder: Embedder) -> None:
    """Each unseen set's catch rate and precision, by the rules alone and by the default
    extractor (the rules, then the meaning stage when ``embedder`` is the local model)."""
    extractors = {"rules only": RuleExtractor(), "default": _default_extractor(embedder)}
    print("\n| unseen phrasing set | extractor | statements | caught right | caught, favourites "
          "aside | facts extracted | precision (with the noise turns) |\n"
          "|---|---|---|---|---|---|---|")  # fmt: skip
    details = []
    for label, extractor in extractors.items():
        scores, (noise_turns, invented, ended, noise_examples) = asyncio.run(unseen_sets(extractor))
        for name, score in scores.items():
            total, caught = sum(score.total.values()), sum(score.caught.values())
            kinds = [k for k in score.kinds if k != "favourite"]  # the truth-over-time six
            aside = sum(score.kinds_caught[k] for k in kinds), sum(score.kinds[k] for k in kinds)
            print(f"| {name} ({len(score.total)} phrasings) | {label} | {total} | "
                  f"{_pct(caught, total)} | {_pct(*aside)} | {score.facts} | "
                  f"{_pct(score.right, score.facts + invented)} |")  # fmt: skip
        templates = len(NOISE_SEEN + NOISE_UNSEEN)
        print(f"| noise turns ({templates} templates) | {label} | {noise_turns} | facts "
              f"invented on {invented} ({_pct(invented, noise_turns)}); an ending only on "
              f"{ended} | | | |")  # fmt: skip
        details.append((label, scores, noise_examples))
    for label, scores, noise_examples in details[-1:]:
        for name, score in scores.items():
            if name in NEWEST:  # the unseen check: its misses are never read
                continue
            worst = sorted(score.total, key=lambda p: score.caught[p] / score.total[p])[:8]
            print(f"\nset {name} ({label}), phrasings caught least: " + "; ".join(
                f"{p} {_pct(score.caught[p], score.total[p])}" for p in worst))  # fmt: skip
            for example in score.wrong_examples[:5]:
                print(f"  wrong: {example}")
        for example in noise_examples[:40]:
            print(f"  invented: {example}")


def _default_extractor(embedder: Embedder) -> RuleExtractor:
    """What ``MemoryVault`` gives itself for this embedder."""
    inner = embedder.inner if isinstance(embedder, CachedEmbedder) else embedder
    return RuleExtractor(embedder if meaning_embedder(inner) is not None else None)


# -- entities -------------------------------------------------------------------------------


@dataclass
class EntityScores:
    mentions: Counter[str] = field(default_factory=Counter)
    right: Counter[str] = field(default_factory=Counter)
    wrong: list[tuple[str, str, str]] = field(default_factory=list)  # mention, want, got


def resolve_entities(scenes: Sequence[Scenario]) -> EntityScores:
    scores = EntityScores()
    for scene in scenes:
        memory = EntityMemory()
        ids: dict[str, str] = {}
        names: dict[str, str] = {}
        for date, turns in scene.sessions:
            for mention in (m for t in turns for m in t.mentions):
                scores.mentions[mention.form] += 1
                found = memory.resolve(mention.name)
                if mention.form == "intro":
                    ok = found is None
                    entity = memory.update_entity(mention.name, {"relation": mention.relation},
                                                  at=date) if ok else None  # fmt: skip
                    if entity is not None:
                        ids[mention.person], names[mention.person] = entity.id, entity.name
                        assert mention.relation is not None
                        memory.add_alias(mention.relation, entity.name)
                else:
                    ok = found is not None and found == ids.get(mention.person)
                    memory.update_entity(mention.name, at=date)
                if ok:
                    scores.right[mention.form] += 1
                else:
                    got = memory.get_entity(mention.name)
                    scores.wrong.append((
                        mention.name, names.get(mention.person, "(new)"),
                        "a new entity" if found is None or got is None else got.name,
                    ))  # fmt: skip
    return scores


# -- report ---------------------------------------------------------------------------------

CONFIGS = ["memvault default", "keyed facts", "add-only (extracted)", "raw statements"]


def _pct(n: float, d: float) -> str:
    return f"{100 * n / d:.1f} %" if d else "-"


def report(
    results: dict[str, Scores],
    extraction: Extraction,
    entities: EntityScores,
    scenes: Sequence[Scenario],
    args: argparse.Namespace,
) -> bool:
    statements = extraction.statements
    turns = sum(len(t) for s in scenes for _, t in s.sessions)
    attributes = sum(len(s.timeline) for s in scenes)
    print(
        f"{len(scenes)} users, {args.sessions} sessions each, {turns} turns, {statements} "
        f"statements of {attributes} single-valued attributes, {extraction.noise} noise turns; "
        f"embedder {args.embedder}, seed {args.seed}\n"
    )
    mine = results["memvault default"]
    entity_rate = sum(entities.right.values()) / max(sum(entities.mentions.values()), 1)

    def row(name: str, bar: str, cells: list[str], met: bool | None) -> None:
        verdict = "" if met is None else ("met" if met else "**not met**")
        print(f"| {name} | {bar} | " + " | ".join(cells) + f" | {verdict} |")

    print("| metric | bar | " + " | ".join(CONFIGS) + " | bar met (default) |")
    print("|---|---|" + "---|" * len(CONFIGS) + "---|")
    r = [results[c] for c in CONFIGS]
    row("current value ranked first", ">= 95 %",
        [_pct(s.current_first, s.questions) for s in r],
        mine.current_first / mine.questions >= BARS["current"])  # fmt: skip
    row("current value ranked first, attribute fully extracted", "",
        [_pct(s.clean_first, s.clean_questions) for s in r], None)  # fmt: skip
    row("current value in top 5", "", [_pct(s.current_top5, s.questions) for s in r], None)
    row("top hit's text names the current value (any kind of memory)", "",
        [_pct(s.current_text_first, s.questions) for s in r], None)  # fmt: skip
    row("`as_of` value ranked first", ">= 95 %",
        [_pct(s.as_of_right, s.as_of_questions) for s in r],
        mine.as_of_right / mine.as_of_questions >= BARS["as_of"])  # fmt: skip
    row("`as_of` first, attribute fully extracted", "",
        [_pct(s.clean_as_of_right, s.clean_as_of_questions) for s in r], None)  # fmt: skip
    row("stale hits in default top 5", "<= 2 %", [_pct(s.stale_hits, s.hits) for s in r],
        mine.stale_hits / max(mine.hits, 1) <= BARS["stale"])  # fmt: skip
    row("top-5 hits whose text names only a superseded value", "",
        [_pct(s.stale_text_hits, s.hits) for s in r], None)  # fmt: skip
    row("stale hits about fully extracted attributes", "",
        [_pct(s.clean_stale_hits, s.hits) for s in r], None)  # fmt: skip
    row("duplicate current facts", "0", [str(s.duplicates) for s in r],
        mine.duplicates == BARS["duplicates"])  # fmt: skip
    row("attributes with two current values", "", [str(s.conflicts) for s in r], None)
    row("facts stored (current)", "", [f"{s.facts} ({s.current_facts})" for s in r], None)
    row("entity mentions resolved right", ">= 95 %",
        [_pct(sum(entities.right.values()), sum(entities.mentions.values())), "-", "-", "-"],
        entity_rate >= BARS["entities"])  # fmt: skip
    row("fill / search time", "", [f"{s.seconds_fill:.0f} s / {s.seconds_search:.0f} s" for s in r],
        None)  # fmt: skip
    print(f"\n({mine.questions} current questions, {mine.as_of_questions} as-of questions; the "
          "add-only vault uses the same extractor, so it misses the same statements.)")  # fmt: skip

    print("\n| current value ranked first, by attribute | " + " | ".join(CONFIGS) + " |")
    print("|---|" + "---|" * len(CONFIGS))
    for kind in sorted(mine.kinds):
        cells = [_pct(s.by_kind[kind], s.kinds[kind]) for s in r]
        print(f"| {kind} ({mine.kinds[kind]}) | " + " | ".join(cells) + " |")

    missed = sum(extraction.missed.values())
    print("\n| extraction (memvault default) | count | share |")
    print("|---|---|---|")
    print(f"| statements | {statements} | |")
    print(f"| missed (no event for the attribute) | {missed} | {_pct(missed, statements)} |")
    print(f"| wrong value | {len(extraction.wrong)} | {_pct(len(extraction.wrong), statements)} |")
    noise_turns = len({t for t, _ in extraction.noise_facts})
    print(f"| noise turns that became facts | {noise_turns} | "
          f"{_pct(noise_turns, extraction.noise)} |")  # fmt: skip
    print(f"| assistant turns that became facts | {len(extraction.reply_facts)} | |")
    print("| events | " + ", ".join(f"{k} {v}" for k, v in sorted(extraction.actions.items()))
          + " | |")  # fmt: skip

    unseen_wording = args.wording in NEWEST  # the unseen check: no statement is printed
    if not unseen_wording:
        print("\n| phrasing missed most | missed | of |")
        print("|---|---|---|")
        for phrasing, n in extraction.missed.most_common(12):
            print(f"| {phrasing} | {n} | {extraction.phrasings[phrasing]} |")
    report_sets(CachedEmbedder(_embedder(args.embedder)))
    unseen = held_out()
    right, total = (sum(n[i] for n in unseen.values()) for i in (0, 1))
    print(f"\n| held-out phrasing (not in the scenarios) | caught right | of |\n|---|---|---|\n"
          f"| all | {right} ({_pct(right, total)}) | {total} |")  # fmt: skip
    for phrasing, (n, of) in unseen.items():
        print(f"| {phrasing} | {n} | {of} |")
    examples: dict[str, Sequence[tuple[str, ...]]] = {
        "wrong values": extraction.wrong,
        "noise facts": extraction.noise_facts,
        "assistant facts": extraction.reply_facts,
    }
    for title, items in examples.items():
        if items and not unseen_wording:
            print(f"\n{title} (first 5 of {len(items)}):")
            for item in items[:5]:
                print("  - " + " -> ".join(map(repr, item)))

    print("\n| entity mention form | mentions | resolved right |")
    print("|---|---|---|")
    for form, n in entities.mentions.most_common():
        print(f"| {form} | {n} | {_pct(entities.right[form], n)} |")
    if entities.wrong:
        print(f"\nentity errors (first 5 of {len(entities.wrong)}, mention -> want -> got):")
        for item in entities.wrong[:5]:
            print("  - " + " -> ".join(map(repr, item)))
    if mine.confusions and not unseen_wording:
        print("\n| memvault default, fully extracted, top hit was another fact: question -> "
              "its attribute | count |\n|---|---|")  # fmt: skip
        for confusion, n in mine.confusions.most_common(10):
            print(f"| {confusion} | {n} |")
        print("\nexamples:")
        for failure in mine.failures:
            print("  - " + failure)

    groups = ["current first", "as_of first", "stale top-5", "entity resolution"]
    plot = plots.bars(
        RESULTS / ("knowledge.png" if args.wording == "scenarios" else
                   f"knowledge_{args.wording}.png"), groups,
        {c: [s.current_first / s.questions, s.as_of_right / max(s.as_of_questions, 1),
             s.stale_hits / max(s.hits, 1), entity_rate if c == CONFIGS[0] else None]
         for c, s in results.items()},
        title=f"Facts that change: {len(scenes)} users, {args.embedder} embedder", ylabel="share",
    )  # fmt: skip
    if plot is not None:
        print(f"\nplot: {plot}")
    return (
        mine.current_first / mine.questions >= BARS["current"]
        and mine.as_of_right / mine.as_of_questions >= BARS["as_of"]
        and mine.stale_hits / max(mine.hits, 1) <= BARS["stale"]
        and mine.duplicates == BARS["duplicates"]
        and entity_rate >= BARS["entities"]
    )


# -- main -----------------------------------------------------------------------------------


def _embedder(kind: str) -> Embedder:
    if kind == "hash":
        return HashEmbedder()
    from memvault.embedders.local import LocalEmbedder

    return LocalEmbedder()


async def run(args: argparse.Namespace, db_dir: Path) -> tuple[dict[str, Scores], Extraction]:
    scenes = scenarios(args.users, args.seed, args.sessions, args.wording)
    embedder = CachedEmbedder(_embedder(args.embedder))
    fills: dict[str, Callable[[MemoryVault, Sequence[Scenario]], Any]] = {
        "memvault default": fill_memvault, "keyed facts": fill_keyed,
        "add-only (extracted)": fill_add_only, "raw statements": fill_raw,
    }  # fmt: skip
    results: dict[str, Scores] = {}
    extraction = Extraction()
    for n, (name, fill) in enumerate(fills.items()):
        scores = Scores()
        path = db_dir / f"knowledge-{n}.db"
        path.unlink(missing_ok=True)
        config = SearchConfig(key_weight=args.key_weight)
        extractor = _default_extractor(embedder)  # what the vault picks for the model
        async with MemoryVault(
            path, embedder=embedder, config=config, extractor=extractor
        ) as vault:
            start = time.perf_counter()
            filled = await fill(vault, scenes)
            scores.seconds_fill = time.perf_counter() - start
            if isinstance(filled, Extraction):
                extraction = filled
            await measure(vault, scenes, extraction.failed, scores)
        results[name] = scores
        print(f"  {name}: filled in {scores.seconds_fill:.0f} s, searched in "
              f"{scores.seconds_search:.0f} s", file=sys.stderr)  # fmt: skip
    return results, extraction


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=200)
    parser.add_argument("--sessions", type=int, default=12, help="monthly sessions per user")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--embedder", choices=["local", "hash"], default="local")
    parser.add_argument(
        "--db-dir", type=Path, help="where the SQLite files go (default: a temp dir)"
    )
    parser.add_argument(
        "--wording", choices=["scenarios", *SETS], default="scenarios",
        help="the statements' phrasings: the scenarios' own, or an unseen set (phrasing_sets.py)",
    )  # fmt: skip
    parser.add_argument(
        "--key-weight", type=float, default=HYBRID.key_weight,
        help="SearchConfig.key_weight of every vault (an ablation; default: the library's)",
    )  # fmt: skip
    parser.add_argument(
        "--sets-only", action="store_true", help="only the unseen sets' catch rates (no vaults)"
    )
    args = parser.parse_args(argv)
    if args.sets_only:
        report_sets(CachedEmbedder(_embedder(args.embedder)))
        return 0
    if args.sessions < 5:
        parser.error("--sessions must be at least 5 (up to three changes after two sessions)")
    started = time.perf_counter()
    if args.db_dir is not None:
        args.db_dir.mkdir(parents=True, exist_ok=True)
        results, extraction = asyncio.run(run(args, args.db_dir))
    else:
        with tempfile.TemporaryDirectory(prefix="memvault-knowledge-") as tmp:
            results, extraction = asyncio.run(run(args, Path(tmp)))
    scenes = scenarios(args.users, args.seed, args.sessions, args.wording)
    entities = resolve_entities(scenes)
    met = report(results, extraction, entities, scenes, args)
    print(
        f"\nall bars met: {'yes' if met else 'no'}; run time {time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
