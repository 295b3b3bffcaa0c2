"""RuleExtractor: which first-person statements become facts, and which must not."""

from __future__ import annotations

import unittest.mock
from datetime import UTC, datetime
from typing import Any

import hypothesis
import pytest
from hypothesis import strategies as st

from memvault import InvalidInput, Message
from memvault.core.protocols import Extractor
from memvault.knowledge import RuleExtractor, extract_facts
from memvault.policy.extraction import rule_table, rules
from memvault.policy.extraction.articles import with_article
from memvault.policy.extraction.guards import Guards, guarded, hedged
from memvault.policy.extraction.language import (
    NO_ENGLISH_FACT,
    NO_USER_TEXT,
    NOT_ENGLISH,
    looks_english,
    nothing_found,
)

Fact = tuple[Any, ...]  # (attribute, value) or (attribute, value, negated)


def found(text: str) -> list[tuple[str | None, str | None, bool]]:
    return [(f.attribute, f.value, f.negated) for f in extract_facts(text)]


def expect(*facts: Fact) -> list[tuple[str, str, bool]]:
    return [(f[0], f[1], f[2] if len(f) == 3 else False) for f in facts]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # location
        ("I live in Lisbon.", [("city", "Lisbon")]),
        ("i live in new york now", [("city", "New York")]),
        ("I currently live in Frankfurt am Main", [("city", "Frankfurt am Main")]),
        ("I moved to Rio de Janeiro last month.", [("city", "Rio de Janeiro")]),
        ("I've just relocated to Berlin for work.", [("city", "Berlin")]),
        ("Last year I moved back to Porto", [("city", "Porto")]),
        ("I'm based in São Paulo, Brazil.", [("city", "São Paulo")]),
        ("I am living in the Hague these days", [("city", "the Hague")]),
        ("I've been living in Madrid since March.", [("city", "Madrid")]),
        ("I recently moved from Paris to Lyon.", [("city", "Lyon")]),
        ("I'm originally from Dublin.", [("hometown", "Dublin")]),
        ("I grew up in Cork", [("hometown", "Cork")]),
        # the rules alone: world Englishes, "as a family", "I've been X", years given
        ("Abeg, I dey stay for Austin now o.", [("city", "Austin")]),
        ("Mi work fi Google now, yuh know.", [("employer", "Google")]),
        ("I'm after going vegetarian, so I am.", [("diet", "vegetarian")]),
        ("We're vegan as a family.", [("diet", "vegan")]),
        ("I've been vegan a good while now.", [("diet", "vegan")]),
        ("Four years I've given Stripe and they still can't plan.", [("employer", "Stripe")]),
        # work
        ("I work at Google.", [("employer", "Google")]),
        ("I work for Bank of America since 2019", [("employer", "Bank of America")]),
        ("I'm working at Procter & Gamble", [("employer", "Procter & Gamble")]),
        (
            "I work as a senior software engineer at Acme Corp.",
            [("job_title", "senior software engineer"), ("employer", "Acme Corp")],
        ),
        (
            "I'm a nurse at St. Mary's Hospital.",
            [("job_title", "nurse"), ("employer", "St. Mary's Hospital")],
        ),
        (
            "I joined Stripe as a designer last week.",
            [("employer", "Stripe"), ("job_title", "designer")],
        ),
        ("I got a new job at Netflix!", [("employer", "Netflix")]),
        ("I started a new job at Canva.", [("employer", "Canva")]),
        ("I got hired by Atlassian.", [("employer", "Atlassian")]),
        ("I switched jobs and now work at Zendesk.", [("employer", "Zendesk")]),
        ("I work remotely for GitLab.", [("employer", "GitLab")]),
        ("I'm working as a barista these days.", [("job_title", "barista")]),
        ("I took a job as a teacher.", [("job_title", "teacher")]),
        ("I'm the CTO at Hooli.", [("job_title", "CTO"), ("employer", "Hooli")]),
        ("My new job is at Spotify.", [("employer", "Spotify")]),
        ("My employer is Siemens", [("employer", "Siemens")]),
        ("I got promoted to engineering manager.", [("job_title", "engineering manager")]),
        ("My job title is Staff Engineer.", [("job_title", "Staff Engineer")]),
        ("I'm an architect", [("job_title", "architect")]),
        ("I became a teacher in 2020", [("job_title", "teacher")]),
        # identity
        ("My name is Dana Scully.", [("name", "Dana Scully")]),
        ("Call me Dee.", [("name", "Dee")]),
        ("you can call me Dee", [("name", "Dee")]),
        ("I go by Sasha", [("name", "Sasha")]),
        ("I'm 34 years old.", [("age", "34")]),
        ("I just turned 40", [("age", "40")]),
        ("My birthday is March 3rd.", [("birthday", "March 3rd")]),
        ("My pronouns are she/her.", [("pronouns", "she/her")]),
        ("I'm vegetarian.", [("diet", "vegetarian")]),
        ("I'm a vegan now.", [("diet", "vegan")]),
        ("I went pescatarian in January.", [("diet", "pescatarian")]),
        ("I'm on a keto diet", [("diet", "keto")]),
        ("I stopped eating meat.", [("diet", "vegetarian")]),
        ("I eat meat again", [("diet", "omnivore")]),
        (
            "I'm allergic to peanuts and shellfish.",
            [("allergy", "peanuts"), ("allergy", "shellfish")],
        ),
        ("I speak French and Spanish.", [("language", "French"), ("language", "Spanish")]),
        ("I speak a little German", [("language", "German")]),
        # preferences
        ("My favourite colour is blue.", [("favourite_colour", "blue")]),
        ("My favorite food is sushi.", [("favourite_food", "sushi")]),
        ("Green is my new favourite colour.", [("favourite_colour", "Green")]),
        ("My favourite TV show is Severance", [("favourite_tv_show", "Severance")]),
        ("My favourite bands are Queen.", [("favourite_band", "Queen")]),
        ("Lately my favourite movie has been Dune.", [("favourite_movie", "Dune")]),
        ("I love hiking in the mountains.", [("likes", "hiking in the mountains")]),
        ("I really enjoy jazz", [("likes", "jazz")]),
        ("I don't like olives.", [("dislikes", "olives")]),
        ("I can't stand cilantro", [("dislikes", "cilantro")]),
        ("I prefer tea over coffee", [("prefers", "tea over coffee")]),
        # possessions
        ("I drive a Tesla Model 3.", [("car", "Tesla Model 3")]),
        ("I drive a pickup truck.", [("car", "pickup truck")]),
        ("I drive my dad's old Volvo", [("car", "their dad's old Volvo")]),
        ("My new car is a red Volvo XC40.", [("car", "red Volvo XC40")]),
        ("I bought a new Honda Civic yesterday.", [("car", "Honda Civic")]),
        ("I traded in my Golf for a Kia EV6.", [("car", "Kia EV6")]),
        ("I have a dog named Rex.", [("pet", "dog named Rex")]),
        ("My cat Luna sleeps all day.", [("pet", "cat named Luna")]),
        ("I have two kids.", [("children", "2")]),
        # relations
        ("My sister Alice lives in Berlin.", [("sister", "Alice")]),
        ("Alice is my sister.", [("sister", "Alice")]),
        ("My boss is Maria Lopez.", [("manager", "Maria Lopez")]),
        ("My wife's name is Priya", [("spouse", "Priya")]),
        ("My best friend Tom is visiting", [("best_friend", "Tom")]),
        ("I'm married to Sam.", [("spouse", "Sam")]),
        ("I'm dating Jordan", [("partner", "Jordan")]),
        # plans
        ("I'm planning to learn Japanese next year.", [("plan", "learn Japanese next year")]),
        ("I'm moving to Berlin next month.", [("plan", "move to Berlin next month")]),
        ("I'm going to visit my parents in June.", [("plan", "visit their parents in June")]),
        ("I'm flying to Tokyo on Friday.", [("plan", "travel to Tokyo on Friday")]),
        ("I'm getting married in June", [("plan", "get married in June")]),
        # contact
        ("My email is dana@example.com.", [("email", "dana@example.com")]),
        ("My new phone number is 555 0100", [("phone", "555 0100")]),
        # each family the module docstring lists
        ("I'm called Sam.", [("name", "Sam")]),
        ("People call me Sammy.", [("name", "Sammy")]),
        ("I changed my name to Samantha.", [("name", "Samantha")]),
        ("My role is lead designer.", [("job_title", "lead designer")]),
        (
            "My position is senior accountant at Deloitte.",
            [("job_title", "senior accountant"), ("employer", "Deloitte")],
        ),
        ("My dog is called Biscuit.", [("pet", "dog named Biscuit")]),
        ("I follow a paleo diet.", [("diet", "paleo")]),
        ("I'm engaged to Chris.", [("fiance", "Chris")]),
        ("I intend to run a marathon in May.", [("plan", "run a marathon in May")]),
        ("I reside in Oslo.", [("city", "Oslo")]),
        ("I'm settled in Bergen now.", [("city", "Bergen")]),
        ("I come from Ghana.", [("hometown", "Ghana")]),
        ("I'm employed at Siemens.", [("employer", "Siemens")]),
        ("I've started working at Microsoft.", [("employer", "Microsoft")]),
        ("I'm 27.", [("age", "27")]),
        ("My husband is called Raj.", [("spouse", "Raj")]),
        ("Ben is my colleague.", [("colleague", "Ben")]),
        ("My phone number has changed to 555 0199.", [("phone", "555 0199")]),
        # several in one message
        (
            "I live in Lisbon and I work at Feedzai. My favourite food is bacalhau!",
            [("city", "Lisbon"), ("employer", "Feedzai"), ("favourite_food", "bacalhau")],
        ),
        ("Hi! Where are you? I moved to Oslo.", [("city", "Oslo")]),
        # part of a company, alone or as its team
        ("So proud to officially be part of Google.", [("employer", "Google")]),
        ("I'm part of the Acme Corp family!", [("employer", "Acme Corp")]),
    ],
)
def test_statements_become_facts(text: str, facts: list[Fact]) -> None:
    assert found(text) == expect(*facts)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("I no longer live in Paris.", [("city", "Paris", True)]),
        ("I don't live in Paris anymore.", [("city", "Paris", True)]),
        ("I no longer work at Initech.", [("employer", "Initech", True)]),
        ("I don't work for Initech any more", [("employer", "Initech", True)]),
        ("I quit my job at Acme.", [("employer", "Acme", True)]),
        ("I left my old job at Hooli", [("employer", "Hooli", True)]),
        ("I'm not vegan anymore.", [("diet", "vegan", True)]),
        ("I'm no longer vegetarian", [("diet", "vegetarian", True)]),
        ("I don't like olives anymore.", [("likes", "olives", True)]),
        ("I no longer drive a Prius", [("car", "Prius", True)]),
        ("I broke up with Tom.", [("partner", "Tom", True)]),
    ],
)
def test_endings_are_negated_facts(text: str, facts: list[Fact]) -> None:
    assert found(text) == expect(*facts)


@pytest.mark.parametrize(
    "text",
    [
        # questions
        "Do I live in Paris?",
        "where do i live",
        "Does my sister live in Berlin?",
        "Is my favourite colour blue?",
        "Should I move to Berlin",
        # third person and hearsay
        "My sister lives in Berlin.",
        "My sister moved to Berlin.",
        "He works at Google.",
        "Alice said I live in Paris.",
        "She thinks I'm vegan.",
        "I've been vegan before, it didn't stick.",
        "My sister? Still at Google.",
        '"I live in Paris," she said.',
        "I live in Paris, she said.",
        "My friend told me she works at Google.",
        "You said I work at Acme.",
        "They moved to Berlin.",
        # hypotheticals, wishes, plans that are not facts yet
        "If I lived in Paris I would be happy.",
        "If I moved to Berlin, I'd work at Siemens.",
        "Imagine I moved to Tokyo.",
        "I wish I drove a Porsche.",
        "Maybe I'll move to Berlin.",
        "I would love to live in Rome.",
        "I think I might move to Rome.",
        "I want to work at Google.",
        "I hope to work at Google someday.",
        "I'm thinking about moving to Berlin.",
        "It's not true that I work at Acme.",
        # past, future, plain negation
        "I used to live in Paris.",
        "I lived in Paris for ten years.",
        "I'll move to Berlin next year.",
        "I don't live in Paris.",
        # values that are not values
        "I like it.",
        "I love you.",
        "I'd like a coffee.",
        "I work from home.",
        "I work at night.",
        "I'm a bit tired.",
        "I'm a fan of jazz.",
        "Call me later.",
        "It's my favourite song.",
        "This is my sister.",
        "She is my sister.",
        "My sister is a doctor.",
        "I drive to work every day.",
        "I live in a small town.",
        "I'm 5 minutes away.",
        "I'm the best.",
        "I drive Uber on weekends.",
        "I drive for Lyft.",
        "I drive carefully.",
        "I prefer not to say.",
        "I'm going to bed.",
        "I'm in Berlin this week for a conference.",
        "I went to Paris last year.",
        "My boss is angry.",
        "I joined a gym.",
        "I work at a startup.",
        "I moved from London.",
        "I switched jobs and work is hard.",
        "I work at acme.",
        "",
        "   ",
    ],
)
def test_no_fact_from_questions_hearsay_hypotheticals_or_non_values(text: str) -> None:
    assert extract_facts(text) == []


def test_contents_are_sentences_about_the_user() -> None:
    contents = [
        f.content
        for f in extract_facts(
            "I moved to Berlin. I'm no longer vegetarian. My boss is Maria. "
            "My pronouns are they/them. I work as an engineer at Acme. I drive an SUV."
        )
    ]
    assert contents == [
        "User's city is Berlin",
        "User no longer follows a vegetarian diet",
        "User's manager is Maria",
        "User's pronouns are they/them",
        "User's job title is engineer",
        "User works at Acme (employer)",
        "User drives an SUV",
    ]


def test_work_facts_name_their_attribute() -> None:
    """Regression: "User works at Stripe" and "User works as a nurse" both said "works", so
    "Where do I work?" found the job title and "What is my job?" the employer."""
    assert [f.content for f in extract_facts("I'm a nurse at Stripe. I quit my job at Acme.")] == [
        "User's job title is nurse",
        "User works at Stripe (employer)",
        "User no longer works at Acme (employer)",
    ]


@pytest.mark.parametrize(
    ("value", "worded"),
    [
        ("UX researcher", "a UX researcher"),  # regression: "an UX researcher"
        ("SUV", "an SUV"),
        ("MG ZS", "an MG ZS"),
        ("NASA rover", "a NASA rover"),
        ("Audi A4", "an Audi A4"),
        ("university car", "a university car"),
        ("hour", "an hour"),
        ("their old van", "their old van"),
    ],
)
def test_the_article_goes_by_sound(value: str, worded: str) -> None:
    assert with_article(value) == worded


def test_facts_carry_provenance_entities_and_cardinality() -> None:
    at = datetime(2024, 5, 1, 12, 0)
    city, sister, likes = extract_facts(
        "I live in Lisbon. My sister Alice is great. I love surfing.", at=at
    )
    assert city.subject == "user"
    assert city.valid_from == at.replace(tzinfo=UTC)
    assert city.source == "I live in Lisbon"
    assert city.entities == ("Lisbon",)
    assert not city.multi_valued
    assert sister.entities == ("Alice",)
    assert sister.multi_valued
    assert likes.entities == ()
    assert likes.multi_valued
    assert 0 <= likes.importance < city.importance <= 1


def test_the_same_fact_twice_in_one_text_is_one_candidate() -> None:
    assert found("I live in Lisbon. Yes, I moved to LISBON!") == expect(("city", "Lisbon"))


async def test_extractor_reads_user_messages_in_order_with_their_times() -> None:
    first = datetime(2024, 1, 1, tzinfo=UTC)
    second = datetime(2024, 6, 1, tzinfo=UTC)
    extractor = RuleExtractor()
    assert isinstance(extractor, Extractor)
    facts = await extractor.extract(
        [
            Message.user("I live in Paris.", created_at=first),
            Message.assistant("I live in the cloud and my name is Claude."),
            Message.system("My name is System."),
            Message.user("I moved to Berlin!", created_at=second),
        ]
    )
    assert [(f.value, f.valid_from) for f in facts] == [("Paris", first), ("Berlin", second)]


async def test_bad_input_is_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="messages"):
        await RuleExtractor().extract("I live in Paris")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match=r"messages\[0\]"):
        await RuleExtractor().extract(["I live in Paris"])  # type: ignore[list-item]
    with pytest.raises(InvalidInput, match="text"):
        extract_facts(None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # the "I" dropped at the start of a chat sentence
        ("Just moved to Berlin!", [("city", "Berlin")]),
        ("Finally settled in Oslo after the move.", [("city", "Oslo")]),
        ("Got a job at Shopify!", [("employer", "Shopify")]),
        ("Started at Airbnb on Monday, wish me luck.", [("employer", "Airbnb")]),
        ("Just bought a used Ford Focus.", [("car", "Ford Focus")]),
        ("Picked up a Kia Niro yesterday!", [("car", "Kia Niro")]),
        # other phrasings found missing by bench/knowledge.py
        ("I accepted an offer from Netflix.", [("employer", "Netflix")]),
        ("These days my favourite movie has to be Parasite.", [("favourite_movie", "Parasite")]),
        # said softly, and "would" is no part of the kind of thing
        ("My favourite food would have to be sushi.", [("favourite_food", "sushi")]),
        ("I'm a copywriter.", [("job_title", "copywriter")]),
        ("I moved to Stratford on Avon.", [("city", "Stratford on Avon")]),
        # a label, a colon, a value
        ("New role: UX researcher.", [("job_title", "UX researcher")]),
        ("New job: nurse at Mayo Clinic", [("job_title", "nurse"), ("employer", "Mayo Clinic")]),
        ("Favourite band right now: Tame Impala.", [("favourite_band", "Tame Impala")]),
        ("my favorite color: teal", [("favourite_colour", "teal")]),
        ("Current car: Kia Niro", [("car", "Kia Niro")]),
        # "it" is what the clause before was about
        ("I'm obsessed with pad thai, it's my favourite food.", [("favourite_food", "pad thai")]),
        (
            "I'm a huge fan of Dune - it is my new favourite book now",
            [("favourite_book", "Dune")],
        ),
        (
            "I love ABBA, that's my favourite band",
            [("likes", "ABBA"), ("favourite_band", "ABBA")],
        ),
        # where home is; "we" moved includes the user
        ("Home is Buenos Aires now.", [("city", "Buenos Aires")]),
        ("My home these days is in Kyoto", [("city", "Kyoto")]),
        ("We just moved to Cape Town, the kids love it.", [("city", "Cape Town")]),
        ("We've settled in Oslo.", [("city", "Oslo")]),
        ("We're based in Lisbon now", [("city", "Lisbon")]),
        # diets eaten, tried
        ("Trying to eat keto these days.", [("diet", "keto")]),
        ("I'm trying to eat vegan", [("diet", "vegan")]),
        ("I eat gluten-free now, it feels great.", [("diet", "gluten-free")]),
        ("I've been eating paleo lately", [("diet", "paleo")]),
        # occupations ending in "worker"
        ("I'm a social worker.", [("job_title", "social worker")]),
        ("I became a care worker this spring", [("job_title", "care worker")]),
        # life admin: the user's news passed on, a form filled for oneself, then a request
        ("Could you tell HR that I've moved to Kyoto?", [("city", "Kyoto")]),
        ("Help me let the bank know I now work for Siemens.", [("employer", "Siemens")]),
        ("Draft a note to my landlord saying I'm a nurse now.", [("job_title", "nurse")]),
        ("Please add a comment to the booking that I'm keto.", [("diet", "keto")]),
        ("Put pho down as my favourite food on the form.", [("favourite_food", "pho")]),
        (
            "Change my job title on the HR portal to data analyst, please.",
            [("job_title", "data analyst")],
        ),
        ("I'm vegan - can the caterer do that?", [("diet", "vegan")]),
        # someone's word the user confirms, with the user's own news before it
        (
            "I moved to Quito and my mum says I'm a nurse, which is true.",
            [("city", "Quito"), ("job_title", "nurse")],
        ),
    ],
)
def test_chat_phrasings_become_facts(text: str, facts: list[Fact]) -> None:
    assert found(text) == expect(*facts)


@pytest.mark.parametrize(
    "text",
    [
        "Got it, thanks!",
        "Left early today.",
        "Went to Paris last year.",
        "Joined a gym.",
        "Just moved to Berlin?",
        "My sister just moved to Berlin.",
        "I got an offer from Google.",
        "Got an offer from Google!",
        # labels that are not about the user, or not values
        "Her new role: nurse.",
        "My sister's favourite food: sushi.",
        "New role: tbd.",
        "Title: The Hobbit.",
        "Note to self: call mom.",
        # "it" after a clause that is not about a liking, or a liking that is not the user's
        "I'm tired, it's my favourite excuse.",
        "If I loved sushi, it would be my favourite food.",
        "She's obsessed with sushi, it's her favourite food.",
        "I love it, it's my favourite.",
        # home that is no city, the home of others
        "Home is where the heart is.",
        "Home is a mess.",
        "My sister's home is in Paris.",
        # "we" for anything but where the user lives, and a "we" move in the past or future
        "We work at Google.",
        "We're vegan.",
        "We should move to Berlin.",
        "If we moved to Berlin we'd be happy.",
        "We moved to Berlin when I was a kid.",
        "I moved to Oslo as a child.",
        "We're moving to Berlin",
        # eating that is no diet
        "I eat vegan burgers sometimes.",
        "Trying to eat more vegetarian meals.",
        "My wife is trying to eat keto.",
        "I don't eat vegan.",
        "I'm not trying to eat keto.",
        # workers that are no occupation
        "I'm a hard worker.",
        "I'm a fast worker at home.",
        "My company is Crazy busy.",  # a capitalised word, then more of a sentence
        "Car? No, I take the bus.",
        # news passed on that is someone else's; a record that is no fact
        "Tell my mum that she should go vegan.",
        "Remind me to tell Sam he got the job at Google.",
        "Change my booking to Berlin, please.",
        "Put it down as my fault.",
        "She says I'm vegan, which is wrong.",
        "The form wants my favourite food. It's raining here though.",
    ],
)
def test_no_fact_from_chat_phrasings_that_state_nothing(text: str) -> None:
    assert extract_facts(text) == []


def test_favourites_keep_one_attribute_whatever_the_spelling_or_the_time_word() -> None:
    """Regression: "X is my favourite food now" gave ``favourite_food_now``, and "color" and
    "colour" gave two attributes, so a new favourite never superseded the old one."""
    assert found("Ramen is my favourite food now.") == expect(("favourite_food", "Ramen"))
    assert found("My favorite color is teal.") == expect(("favourite_colour", "teal"))
    assert found("Green is my new favourite colour these days") == expect(
        ("favourite_colour", "Green")
    )


def test_lowercase_values_stop_before_the_time_phrase() -> None:
    """Regression: "i moved to seoul a few weeks ago lol" gave the city "Seoul A Few"."""
    assert found("i moved to seoul a few weeks ago lol") == expect(("city", "Seoul"))
    assert found("i started at google on monday") == expect(("employer", "Google"))
    assert found("i moved to rio de janeiro last year") == expect(("city", "Rio De Janeiro"))


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # where the user lives: home called, a stay with a duration, the new place
        ("These days I call Lisbon home.", [("city", "Lisbon")]),
        ("We call Kyoto home now.", [("city", "Kyoto")]),
        ("I've been in Berlin since the spring, loving it.", [("city", "Berlin")]),
        ("We've been in Oslo for three years.", [("city", "Oslo")]),
        ("I've lived in Porto since 2019.", [("city", "Porto")]),
        ("Our new place is in Cape Town.", [("city", "Cape Town")]),
        ("My new flat is in Leeds", [("city", "Leeds")]),
        # work: at X with a work cue, a first week, hired by X, employed / retrained as
        ("I'm at Stripe now, on the payments team.", [("employer", "Stripe")]),
        (
            "I'm at Google as a product manager.",
            [("employer", "Google"), ("job_title", "product manager")],
        ),
        ("My first week at Spotify went well.", [("employer", "Spotify")]),
        ("Stripe hired me last month.", [("employer", "Stripe")]),
        (
            "Bank of America hired me as a financial analyst.",
            [("employer", "Bank of America"), ("job_title", "financial analyst")],
        ),
        ("I'm employed as a nurse.", [("job_title", "nurse")]),
        ("I was hired as a barista", [("job_title", "barista")]),
        ("I retrained as a UX researcher.", [("job_title", "UX researcher")]),
        # diets: a diet as the subject, meat cut out
        ("Going vegan has been great for me.", [("diet", "vegan")]),
        ("Eating keto has been easier than I thought", [("diet", "keto")]),
        ("I've cut out meat completely.", [("diet", "vegetarian")]),
        ("I gave up meat", [("diet", "vegetarian")]),
        # cars: the daily driver, the family car, owned
        ("My daily driver is a Honda Civic now.", [("car", "Honda Civic")]),
        ("Our family car is a Volvo XC60.", [("car", "Volvo XC60")]),
        ("I now own a Tesla Model 3.", [("car", "Tesla Model 3")]),
        ("I own an old pickup truck", [("car", "old pickup truck")]),
        # favourites: top, go-to, nothing beats, the T I love most
        ("Nothing beats ramen, it's my top food.", [("favourite_food", "ramen")]),
        ("My go-to drink is a flat white.", [("favourite_drink", "a flat white")]),
        ("Dune is my go-to book.", [("favourite_book", "Dune")]),
        ("Tennis is my number one sport", [("favourite_sport", "Tennis")]),
        ("Pad thai is the food I love most.", [("favourite_food", "Pad thai")]),
        ("ABBA is the band I like best", [("favourite_band", "ABBA")]),
        ("ramen is the food I love now", [("favourite_food", "ramen")]),  # no "now" liked
        ("btw ABBA is the band I like", [("favourite_band", "ABBA")]),  # "btw" opens the turn
        ("I love ramen more than any other food.", [("favourite_food", "ramen")]),
        ("I like ABBA best of all the bands", [("favourite_band", "ABBA")]),
        ("Dune is my favourite book by far.", [("favourite_book", "Dune")]),
        # cars: where it goes or came from is not part of the car
        ("I drive a Kia Niro to work every day.", [("car", "Kia Niro")]),
        ("I picked up a Kia Niro from the dealer.", [("car", "Kia Niro")]),
        ("I love my new Kia Niro.", [("likes", "their new Kia Niro"), ("car", "Kia Niro")]),
        ("New wheels: a Kia Niro.", [("car", "Kia Niro")]),
        ("I nicknamed my Skoda Octavia Olga, she never fails.", [("car", "Skoda Octavia")]),
        ("We named our BMW 3 Series 'Rocket'.", [("car", "BMW 3 Series")]),
        ("My new employer, Stripe, keeps me busy.", [("employer", "Stripe")]),
        ("My new favourite book? Dune.", [("favourite_book", "Dune")]),
        # a statement, then a request in the same sentence: the statement counts
        ("I just moved to Porto, so what's good to eat around here?", [("city", "Porto")]),
        ("I drive a Kia Niro now, can you compare insurance for it?", [("car", "Kia Niro")]),
        ("I'm a nurse now, any books you'd suggest?", [("job_title", "nurse")]),
        ("I left my old company and Stripe hired me.", [("employer", "Stripe")]),
        # notes: a label, then a value, after a colon, a dash or an equals sign
        ("Home base: Lisbon.", [("city", "Lisbon")]),
        ("Location - Porto (since March).", [("city", "Porto")]),
        ("Work: the Red Cross, since May.", [("employer", "the Red Cross")]),
        ("Car - a Kia Niro.", [("car", "Kia Niro")]),
        ("Favourite book - Dune.", [("favourite_book", "Dune")]),
        ("Top band for me: ABBA.", [("favourite_band", "ABBA")]),
        ("Daily drink: espresso.", [("favourite_drink", "espresso")]),
        ("Diet? Vegan, strictly.", [("diet", "Vegan")]),
        ("Currently employed at Stripe.", [("employer", "Stripe")]),
        # "I'm" left out before a gerund that is lived, not one that is wished for
        ("Living in Lisbon has been amazing.", [("city", "Lisbon")]),
        ("Working at Canva would be a dream.", []),
        ("My company is Stripe in Dublin", [("employer", "Stripe")]),
        # chat spellings: "fave", "atm", "can't beat", "moved house", a new motor
        ("Ramen is my fave food.", [("favourite_food", "Ramen")]),
        ("My fave band atm is ABBA.", [("favourite_band", "ABBA")]),
        ("Can't beat ramen, my favourite food.", [("favourite_food", "ramen")]),
        ("Moved house to Porto last month.", [("city", "Porto")]),
        ("Got a new motor: a Kia Niro.", [("car", "Kia Niro")]),
        # a job given to the user by others
        ("They made me team lead last week.", [("job_title", "team lead")]),
        ("My boss promoted me to product manager.", [("job_title", "product manager")]),
        # where the user lives, by their address
        ("My address is in Porto now.", [("city", "Porto")]),
    ],
)
def test_wider_phrasing_families_become_facts(text: str, facts: list[Fact]) -> None:
    """The families of the first held-out phrasings of bench/knowledge.py, each made general."""
    assert found(text) == expect(*facts)


@pytest.mark.parametrize(
    "text",
    [
        # home and stays that are not where the user lives
        "I call my mom at home.",
        "I'd love to be part of Google.",
        "My sister is part of the Google team.",
        "I call home every Sunday.",
        "Do you call Paris home?",
        "My sister calls Berlin home.",
        "I've been in Paris for a conference.",
        "I've been in Berlin since Monday for a conference.",
        "I've been in IT for ten years.",
        "I've been in a band for years.",
        "My sister has been in Berlin since May.",
        "If I'd been in Paris since May I'd know.",
        "My sister's new place is in Berlin.",
        "Our new office is in Berlin.",
        "Our new place is in a great neighbourhood.",
        "Is our new place in Berlin?",
        # "at" with no work cue, others at work, hearsay, hypotheticals
        "I'm at Starbucks now.",
        "I'm at the gym with the team.",
        "My brother is at Google now, on the search team.",
        "My first week at university was hard.",
        "My sister's first week at Google went well.",
        "They hired me last month.",
        "Nobody hired me.",
        "Google hired my brother.",
        "If Google hired me I'd be happy.",
        "Would Google hire me?",
        "She said Stripe hired me.",
        "My wife is employed as a nurse.",
        "I was never employed as a nurse.",
        "My brother retrained as a nurse.",
        "I might retrain as a nurse.",
        # diets of others, opinions, hypotheticals
        "Going keto has been great for my sister.",
        "Being vegan is expensive.",
        "Going vegan would be great.",
        "Is going vegan hard?",
        "I've cut out red meat.",
        "I've cut out meat on weekdays.",
        "My dad has cut out meat.",
        "I should cut out meat.",
        # cars of others, non-cars, questions
        "My brother's daily driver is a Civic.",
        "Their family car is a Volvo.",
        "My daily driver is a bike.",
        "Is your daily driver a Civic?",
        "I own a Picasso.",
        "I own a house.",
        "My sister owns a Tesla.",
        "I wish I owned a Tesla.",
        # go-to and top of things that are no tastes, others' favourites, questions
        "Nothing beats a good nap, it's my top priority.",
        "Nothing beats sushi, it's my sister's favourite food.",
        "My go-to excuse is traffic.",
        "My top priority is my health.",
        "Is Dune your go-to?",
        "What's your go-to drink?",
        "Sushi is the food my sister loves most.",
        "Sushi is the food I loved most as a kid.",
    ],
)
def test_no_fact_from_the_wider_families_said_of_others_or_not_at_all(text: str) -> None:
    assert extract_facts(text) == []


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # a possessive takes the thing for granted, in a statement or in a question
        ("Warning light came on in my Toyota Corolla this morning.", [("car", "Toyota Corolla")]),
        ("How often should I rotate the tyres on my Toyota Corolla?", [("car", "Toyota Corolla")]),
        ("Can you help me write an email to my manager at Google?", [("employer", "Google")]),
        ("my work badge at Zalando stopped working", [("employer", "Zalando")]),
        ("any dry cleaner near my flat in Lisbon?", [("city", "Lisbon")]),
        (
            "Could you theme the invitations around my favourite food, which is sushi?",
            [("favourite_food", "sushi")],
        ),
        ("fyi home base is Lisbon these days.", [("city", "Lisbon")]),
        ("My husband and I retired to Austin last spring.", [("city", "Austin")]),
        ("I'm renting a tiny room in Lisbon, so keep it cheap.", [("city", "Lisbon")]),
        ("My staff pass at Zalando stopped working again.", [("employer", "Zalando")]),
        ("Our Honda Civic is in the shop again.", [("car", "Honda Civic")]),
        # time at a workplace so far; "here in X", "good to be back in X"
        ("Three months at Canva and the team is great.", [("employer", "Canva")]),
        ("Another bus strike here in Lisbon today, so I walked.", [("city", "Lisbon")]),
        ("Long flight, but it's good to be back in Oslo.", [("city", "Oslo")]),
        # a label after a lead-in, a list's marker, news with "I" left out
        ("New month, new job title: software engineer.", [("job_title", "software engineer")]),
        ("New month, new wheels: a Toyota Corolla.", [("car", "Toyota Corolla")]),
        ("catching you up - new favourite food: sushi.", [("favourite_food", "sushi")]),
        ("check in 3/2\n- flu round 2\n- fav food rn = sushi", [("favourite_food", "sushi")]),
        (
            "Quick list for you:\n- officially living in Lisbon\n- passport renewed",
            [("city", "Lisbon")],
        ),
        ("check in 11/4\n- still coughing\n- at Google full time now", [("employer", "Google")]),
        ("catching you up - went vegetarian after the checkup", [("diet", "vegetarian")]),
        # a favourite that took over, a drink switched to, a usual order, "my drink"
        ("sushi has overtaken everything else as my favourite food", [("favourite_food", "sushi")]),
        ("I've switched to green tea as my everyday drink.", [("favourite_drink", "green tea")]),
        ("my usual order is an espresso now", [("favourite_drink", "espresso")]),
        ("my drink is lemonade, always has been", [("favourite_drink", "lemonade")]),
        # news without "my", back to work as a new job
        ("catching u up - new job at Canva, been there 3 wks", [("employer", "Canva")]),
        ("I've gone back to work, this time as a nurse.", [("job_title", "nurse")]),
        ("Went back to work in May, now as a pharmacist.", [("job_title", "pharmacist")]),
        ("At Canva - been there about four years now.", [("employer", "Canva")]),
        ("Quick intro: day job is at Canva, evenings are for plants.", [("employer", "Canva")]),
        ("Usual order is an espresso, every time.", [("favourite_drink", "espresso")]),
        # "has to be" opens no question (and "that's how I eat" points back at the diet)
        (
            "Breakfast ideas? has to be vegetarian because that's how I eat now",
            [("diet", "vegetarian")],
        ),
        # someone else or a question word before the possessive does not make it theirs; a
        # later "my" is read after an earlier one that held no car
        (
            "gave my colleague a lift and she was shocked at how clean my Toyota Corolla is lol",
            [("car", "Toyota Corolla")],
        ),
        ("she said my boss at Google is mean", [("employer", "Google")]),
        # the role the user speaks from; what the user lives with
        ("honestly as a nurse i live for saturday lie-ins", [("job_title", "nurse")]),
        ("As a dental hygienist myself, I know teeth.", [("job_title", "dental hygienist")]),
        ("As a vegan, I find parties hard.", [("diet", "vegan")]),
        ("best perk of working at Google honestly", [("employer", "Google")]),
        (
            "best perk of working at St. Mary's Hospital honestly",
            [("employer", "St. Mary's Hospital")],
        ),
        (
            "one nice thing about living in Buenos Aires is the food",
            [("city", "Buenos Aires")],
        ),
        ("the worst part of being vegan is parties", [("diet", "vegan")]),
        ("The best part of being a nurse is the people.", [("job_title", "nurse")]),
        ("the best thing about owning a Kia Niro is the quiet", [("car", "Kia Niro")]),
        # what the user is having, then named a favourite; an adverb after the value
        (
            "grabbing an espresso. its my go-to drink, no question",
            [("favourite_drink", "espresso")],
        ),
        ("I had pizza again, my favourite food.", [("favourite_food", "pizza")]),
        (
            "someone asked what my fave food is and i said sushi instantly lol",
            [("favourite_food", "sushi")],
        ),
        ("my favourite band is Radiohead definitely", [("favourite_band", "Radiohead")]),
        ("my favourite food is pork belly", [("favourite_food", "pork belly")]),
        # other Englishes: a time living somewhere, "working with" a workplace for a time,
        # "me and my wife both are", "I am having" a car, a favourite "of all the life"
        ("Hi!! I have 5 years living in Austin and still no good bread", [("city", "Austin")]),
        (
            "The weather in Lisbon is crazy. I moved here from Amman last summer.",
            [("city", "Lisbon")],
        ),
        ("Myself Priya, working with Google from past 3 years.", [("employer", "Google")]),
        ("Me and my wife both are vegetarian, so please suggest a menu", [("diet", "vegetarian")]),
        ("I am having a Toyota Corolla and insurance is due.", [("car", "Toyota Corolla")]),
        (
            "My favourite food of all the life is sushi, without doubt.",
            [("favourite_food", "sushi")],
        ),
        (
            "Since I was a child my favourite food is sushi and until today nothing changed.",
            [("favourite_food", "sushi")],
        ),
        # a question's later possessive and the reason it gives
        ("How do I pair my phone with my Tesla Model 3?", [("car", "Tesla Model 3")]),
        (
            "Can you write an email to my manager at St. Mary's Hospital? Keep it short.",
            [("employer", "St. Mary's Hospital")],
        ),
        ("Can you suggest recipes since I'm vegan?", [("diet", "vegan")]),
        ("Any tips for parking, now that I drive a Kia Niro?", [("car", "Kia Niro")]),
        # one of a kind "like me"; a drink the user has every day; the user's own telling
        ("nurses like me never get a break", [("job_title", "nurse")]),
        ("takes vegetarian people like me seriously", [("diet", "vegetarian")]),
        (
            "My doctor told me to cut down on the espresso I drink every day",
            [("favourite_drink", "espresso")],
        ),
        (
            "they marked me down as 'none' even though I told them three times I'm vegetarian",
            [("diet", "vegetarian")],
        ),
        ("Just so you know, I'm telling everyone I'm vegan now.", [("diet", "vegan")]),
        (
            "Nobody around me understands why sushi is my favourite food",
            [("favourite_food", "sushi")],
        ),
        ("If I haven't mentioned it, I live in Berlin now.", [("city", "Berlin")]),
    ],
)
def test_what_a_possessive_takes_for_granted_is_a_fact(text: str, facts: list[Fact]) -> None:
    assert found(text) == expect(*facts)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # a clause that points back at its value: the verb names the attribute
        (
            "Dinner ideas, something vegetarian, because that's how I eat now.",
            [("diet", "vegetarian")],
        ),
        (
            "My friends think Lisbon is way too expensive, but it's where I live.",
            [("city", "Lisbon")],
        ),
        (
            "Sign my emails off as someone from Google, since that's where I work.",
            [("employer", "Google")],
        ),
        (
            "the all hands is the whole of Stripe and yeah that's who pays my wages",
            [("employer", "Stripe")],
        ),
        ("Lisbon is where I live now.", [("city", "Lisbon")]),
        # the reason for a question
        (
            "How far does a Toyota Corolla go on a tank, cos that's what I've got now?",
            [("car", "Toyota Corolla")],
        ),
        # the preposition tells a place from an organisation; nothing before, nothing said
        ("My sister lives in Berlin. That's where I work too.", []),
        ("We had lunch at Stripe. That's where I live, almost.", []),
        ("That's where I work.", []),
        ("She thinks Lisbon is where I live.", []),
        # "here" is the place named before; the name just before "(where I work)"
        (
            "Mexico City traffic at 8am is no joke. been living here 3 yrs",
            [("city", "Mexico City")],
        ),
        (
            "New York looks so pretty, sometimes i forget i actually live here",
            [("city", "New York")],
        ),
        ("Google (where i work lol) gave us all friday off", [("employer", "Google")]),
        ("Bank of America, where I work, gave us Friday off.", [("employer", "Bank of America")]),
        ("I flew to Berlin, where I work now.", []),
        ("My sister lives in Oslo. I could never live here.", []),
        ("We visited Oslo, my brother has lived here for years.", []),
    ],
)
def test_a_clause_that_points_back_names_its_value(text: str, facts: list[Fact]) -> None:
    assert found(text) == expect(*facts)


@pytest.mark.parametrize(
    "text",
    [
        # given up, someone else's, an old one, a word that is also a make, a question's claim
        "I sold my Toyota Corolla last week.",
        "Was I wrong to sell my Honda Civic?",
        "I traded in my Honda Civic for a bike.",
        "My Honda Civic was stolen last night.",
        "My sister's Toyota Corolla is red.",
        "Is my old Honda Civic worth anything?",
        "my seat on the plane was broken",
        "I quit my job at Google and I'm free.",
        "I moved out of my flat in Lisbon.",
        "I'm renting a flat in Oslo for a few weeks.",
        "My bus pass at Google broke.",
        "I spent two years at Google before I quit.",
        "After five years at Stripe I left for Google.",
        "My sister has been three years at Google.",
        "four years at uni taught me nothing",
        "Having a great time here in Lisbon!",
        "We're here in Oslo for a conference.",
        "My sister is here in Berlin.",
        "my drink is getting cold",
        "My usual order at the Thai place is pad thai.",
        "A friend recommended I try keto for a month.",
        "check-in 9/9\n- neighbour bought a Jeep Wrangler, very shiny",
        "I'm at the gym full time now",
        "My sister went back to work, this time as a nurse.",
        "new job at Google would be nice",
        "At the gym - been there since 6am",
        "Growing up, I lived in Oslo.",
        "What if my favourite food is pizza?",
        "What's my favourite food?",
        "Is your manager at Google nice?",
        'She asked "is my Honda Civic ready?"',
        # a role in the past or not the user's; what it would be like; a taste of someone else
        "As a kid I lived in Berlin.",
        "As a nurse I was tired all the time back then.",
        "as a former nurse I know this",
        "As a result, I moved.",
        "the best thing about working at Bank of America would be the pension",
        "my sister is having sushi tonight. it's her favourite food",
        "if my Toyota Corolla breaks down I'm stuck",
        "I wish my Honda Civic were mine again",
        # someone else's telling or reason; a condition of the user's; the user's own "if"
        "My mum keeps telling people I work at Accenture.",
        "my sister says nurses like me are saints",
        "she thinks that sushi is my favourite food",
        "Could you book a table since my sister is vegan?",
        "Should I move since I would be happier in Berlin?",
        "If I would win the lottery, I buy immediately a Kia Niro.",
    ],
)
def test_no_fact_from_what_is_given_up_or_only_asked(text: str) -> None:
    assert [f for f in extract_facts(text) if not f.negated] == []


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("Ich wohne in Berlin.", False),
        ("Mein Name ist Anna", False),
        ("我住在北京", False),
        ("Я живу в Москве", False),
        ("Yo vivo en Madrid", False),
        ("Je m'appelle Anna", False),
        ("Do you like jazz?", True),
        ("Thanks, that was helpful!", True),
        ("Great weather today", True),
        ("I moved to Berlin", True),
        ("Berlin!", True),  # one word: no grounds to blame the language
        ("42 :)", True),
        ("", True),
    ],
)
def test_looks_english_is_a_cheap_honest_guess(text: str, english: bool) -> None:
    assert looks_english(text) is english


def test_nothing_found_says_which_of_the_reasons_applies() -> None:
    assert nothing_found(["Ich wohne in Berlin"]) == NOT_ENGLISH
    assert nothing_found(["Do you like jazz?"]) == NO_ENGLISH_FACT
    assert nothing_found(["  ", ""]) == NO_USER_TEXT
    assert nothing_found([]) == NO_USER_TEXT


@hypothesis.settings(max_examples=300, deadline=None)
@hypothesis.given(
    st.lists(
        st.sampled_from(
            [
                "I",
                "live",
                "in",
                "if",
                "would",
                "isn't",
                "don't",
                "wouldn",
                "t",
                "'",
                "never",
                "she",
                "how",
                "Lisbon",
                "İ",
                "ß",
                " ",
                ", ",
                "no",
            ]
        ),
        max_size=30,
    ).map("".join)
)
def test_guards_read_once_answer_as_the_guard_of_each_prefix(text: str) -> None:
    """``Guards(text).before(i)`` is ``guarded(text[:i])`` for every ``i``: the one-pass
    reading the rules use gives what reading each prefix again gave."""
    guards, hedges = Guards(text), Guards(text, granted=True)
    for i in range(len(text) + 1):
        assert guards.before(i) == guarded(text[:i]), (text, i)
        assert hedges.before(i) == hedged(text[:i]), (text, i)


_FRAGMENTS = [
    "I", "i'm", "I've", "we", "We're", "my", "My", "our", "me", "call me", "Sam", "live in",
    "Lisbon", "moved to", "work at", "Stripe", "favourite food is", "sushi", "drive a",
    "Tesla", "home is", "is my", "sister", "going", "vegan", "nurse", "a", "now", "is",
    "the band I love", "ABBA", " ", ", ", ". ", "!", "mine", "I'm a", "wife", "named",
]  # fmt: skip


@hypothesis.settings(max_examples=400, deadline=None)
@hypothesis.given(st.lists(st.sampled_from(_FRAGMENTS), max_size=14).map(" ".join))
def test_rules_tried_by_their_words_read_what_every_rule_reads(text: str) -> None:
    """A clause is tried only against the rules whose word it holds (``rules._rules_for``):
    the facts are those of trying every rule."""
    every = unittest.mock.patch.object(rules, "_rules_for", return_value=rule_table.RULES)
    with every:
        expected = extract_facts(text)
    assert extract_facts(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a scene the user sets for the assistant
        "Write a short story where I'm a web developer in Lisbon who finds a letter.",
        "Pretend you're my boss at Revolut in a sitcom. I'm the clueless intern. Scene: go.",
        "You are an AI receptionist at Deloitte. I'm a delivery driver. Start the scene.",
        "Alternate universe prompt: in this world I'm a barista. Write my day.",
        "Fantasy setting: I'm a retired adventurer turned paramedic. Play them.",
        # a statement its speaker calls a joke
        "yeah and i live in Dublin with a pet dragon lol jk. what's the capital of australia",
        "I'm vegan. Just kidding.",
        # someone else's favourite, or what others assume it is
        "It's not my favourite band, it's my boss's.",
        "my favourite vtuber said her favourite food is pho and now chat spams it",
        "Everyone assumes Pachinko is my favourite book. It isn't.",
        "My mum thinks Dune is my favourite book.",
        # a job held before, a car given up
        "Until last March I was employed as a teacher.",
        "I don't drive anymore, so I sold my car, a Subaru Outback.",
        # a message someone else sent, a character's line
        "Forwarding a support ticket: 'Hi, I work at Google and our login loops.' Reply how?",
        "Text from my ex: \"I'm vegan now, don't order the usual.\" How do I answer?",
        "Translate this: 'I drive an Audi A4 and I eat keto.' It's a line from a character.",
        "New members' intros. One says: \"I'm a nurse and I drive a BMW 3 Series.\" Read it?",
        "My sister's payslip from Nike has a weird tax code on it.",
        'Uncle Ray in the family chat: "Picked up an Audi A4 today. Smooth." A cheeky reply?',
        "For the CV workshop we had to invent a profile. I made mine a barista at Google.",
        # a chat among others pasted without a frame
        "Tom: my favourite movie is Heat, fight me\nAisha: absolutely not\nTom: cowards",
        "Moderator: Our panelist leads research at Pfizer.\nDr. Osei: Happy to be in Denver.",
        "P4: As a data analyst, my biggest frustration is the tool.\nModerator: Say more?",
    ],
)
def test_no_fact_from_scenes_jokes_or_what_is_someone_elses(text: str) -> None:
    assert [f for f in extract_facts(text) if not f.negated] == []


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # what sits beside those shapes and is the user's
        ("You are a lifesaver! I'm a nurse.", [("job_title", "nurse")]),
        ("I'm a nurse. Write a story where I'm a pirate.", [("job_title", "nurse")]),
        ("I'm vegan. lol jk. I'm a nurse.", [("job_title", "nurse")]),
        ("I'm a nurse now, not joking.", [("job_title", "nurse")]),
        ("Dune isn't my favourite book, it's Circe.", [("favourite_book", "Circe")]),
        ("Honestly Dune is my favourite book.", [("favourite_book", "Dune")]),
        (
            "In this world there is nothing like sushi. My favourite food is sushi.",
            [("favourite_food", "sushi")],
        ),
        ("I was hired as a teacher.", [("job_title", "teacher")]),
        ("I just bought my car, a Subaru Outback.", [("car", "Subaru Outback")]),
        ("My note from today: 'I'm vegan now.'", [("diet", "vegan")]),
        ("My first payslip from Nike came today.", [("employer", "Nike")]),
        # the user's own notes and forms, whatever their labels
        (
            "Update: I moved to Lisbon last week\nAlso: I started at Stripe",
            [("city", "Lisbon"), ("employer", "Stripe")],
        ),
        (
            "Occupation: nurse at the big hospital\nHometown: Porto",
            [("job_title", "nurse"), ("hometown", "Porto")],
        ),
        ("Monday: started my new job at Google today\nTuesday: rest", [("employer", "Google")]),
    ],
)
def test_the_users_own_beside_scenes_jokes_and_others(text: str, facts: list[Fact]) -> None:
    assert found(text) == expect(*facts)


def test_a_car_the_user_says_later_they_sold_is_an_ending() -> None:
    text = "In the divorce I got a Renault Clio and a lot of feelings. I sold it last month."
    assert found(text) == expect(("car", "Renault Clio", True))
    assert extract_facts(text)[0].content == "User no longer drives a Renault Clio"
    assert found("I drive a Renault Clio. Sold it yesterday though.") == expect(
        ("car", "Renault Clio", True)
    )
    # someone else's sale, or a car said after the sale, stays as it was
    assert found("I drive a Golf. My brother had a Polo but sold it.") == expect(("car", "Golf"))
    assert found("I got a Kia Niro. I love it.") == expect(("car", "Kia Niro"))


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # a later clause of the sentence ends what it said, or says it was never taken
        ("I joined Stripe in 2020 but left in March.", [("employer", "Stripe", True)]),
        ("I went keto but quit after a week.", [("diet", "keto", True)]),
        ("I moved to Berlin but it didn't work out.", [("city", "Berlin", True)]),
        ("I got promoted to product manager, but I turned it down.", []),
        ("I got promoted to product manager but declined the offer.", []),
        ("I moved to Berlin in 2019, which I left in June.", [("city", "Berlin", True)]),
        # not a take-back: something else left or stopped, someone else's, another sentence
        ("I work at Google and left early today.", [("employer", "Google")]),
        ("I live in Lisbon, quit smoking in March.", [("city", "Lisbon")]),
        ("I drive a Golf but stopped at the lights.", [("car", "Golf")]),
        ("I work at Google, my sister quit in March.", [("employer", "Google")]),
        ("I work at Google. Quit in March.", [("employer", "Google")]),
        ("I moved to Berlin in 2019, which I love.", [("city", "Berlin")]),
    ],
)
def test_a_later_clause_takes_back_what_its_sentence_said(text: str, facts: list[Fact]) -> None:
    assert found(text) == expect(*facts)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # a statement, then the question in a clause of its own ("and I ...?")
        (
            "Sorry if this is a dumb question, but I live in Lisbon and I honestly can't tell "
            "if the tap water is fine to drink?",
            [("city", "Lisbon")],
        ),
        (
            "I work at Google and I'm not sure whether I can mention my employer on LinkedIn?",
            [("employer", "Google")],
        ),
        # a request said straight after the statement, as speech runs on
        (
            "my favourite food is sushi um can you recommend something kind of similar",
            [("favourite_food", "sushi")],
        ),
        # a possessive under another verb's negation is still the user's
        ("this morning I couldn't get my Toyota Corolla out at all", [("car", "Toyota Corolla")]),
        ("Uni won't give me a permit for my Toyota Corolla", [("car", "Toyota Corolla")]),
        ("I need to ask my manager here at Google for a day off.", [("employer", "Google")]),
        # what someone does not know, or a question asks about, of the user is so
        (
            "She still doesn't get that I've been vegetarian for 2 years, she thinks it's a phase.",
            [("diet", "vegetarian")],
        ),
        ("Does it matter that I'm a software engineer?", [("job_title", "software engineer")]),
        ("My mum doesn't know that I moved to Lisbon.", [("city", "Lisbon")]),
        (
            "Nobody around me understands why Tame Impala is my favourite band and I'm tired "
            "of defending it.",
            [("favourite_band", "Tame Impala")],
        ),
        # what everyone knows, what the user always says, what anyone will tell you
        ("Everyone knows sushi is my favourite food.", [("favourite_food", "sushi")]),
        ("People laugh when I say my favourite band is ABBA.", [("favourite_band", "ABBA")]),
        (
            "Anyone who knows me will tell you my favourite book is Dune.",
            [("favourite_book", "Dune")],
        ),
        # a make and model end before a date or a possessive's "'s"
        ("The garage serviced my Toyota Corolla on 12 March.", [("car", "Toyota Corolla")]),
        ("my Toyota Corolla's usb port keeps failing", [("car", "Toyota Corolla")]),
    ],
)
def test_statements_beside_a_question_or_a_negated_verb(text: str, facts: list[Fact]) -> None:
    assert found(text) == expect(*facts)


@pytest.mark.parametrize(
    "text",
    [
        "Do you think I live in Lisbon and I should stay?",  # asked from its first word
        "I might move to Lisbon and I wonder if it's expensive?",  # a plan
        "I don't have my Toyota Corolla now",  # the having negated
        "if my Toyota Corolla breaks down I'm stuck",  # a condition
        "Berlin is nice, it's my city now",  # "my city" is no taste
        "ok so can you recommend a cafe near my office",  # a request with nothing stated
        "Do you think that I'm a nurse?",  # what is thought is not known
        "She said that I'm vegan.",
        "Should I say my favourite food is sushi?",  # a saying asked about, or someone else's
        "What if I say my favourite food is sushi?",
        "My sister always says her favourite food is sushi.",
    ],
)
def test_no_fact_from_the_question_or_the_having_negated(text: str) -> None:
    assert [f for f in extract_facts(text) if not f.negated] == []
