"""Speech as a speech-to-text tool writes it (``policy.extraction.spoken``): fillers,
self-repairs and repeated words taken out before the rules read a turn, and nothing else."""

from __future__ import annotations

import pytest

from memvault.knowledge import extract_facts
from memvault.policy.extraction.spoken import spoken


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("um my car is a Golf so like parking is easy", "my car is a Golf so parking is easy"),
        ("I work as uh no sorry I'm a nurse now", "I work as. I'm a nurse now"),
        ("my my employer is Acme right", "my employer is Acme"),
        ("so my go to drink is espresso you know", "so my go-to drink is espresso"),
        ("me and my partner live in Oslo now", "we live in Oslo now"),
        ("hmm I've been with Acme for like three years", "I've been with Acme for three years"),
        # a recogniser's transcript: apostrophes and "I" put back, the call to the assistant
        # dropped, a new thought a sentence of its own when nothing is punctuated
        ("ok google im vegan now", "i'm vegan now"),
        ("alexa whats the time oh and i work at Acme", "what's the time. oh and i work at Acme"),
        ("Hey Siri, I moved to Oslo.", "I moved to Oslo."),
        ("we live in Oslo anyway play the news", "we live in Oslo. anyway play the news"),
        ("remember were based in Leeds", "remember we're based in Leeds"),
        ("find me courses for my job im a nurse", "find me courses for my job. i'm a nurse"),
        ("if anyone asks my all time fave is ABBA no contest", "my all-time fave is ABBA"),
        ("dinner while i cook and by the way its pho", "dinner while i cook. btw it's pho"),
        ("say im vegan what would i eat", "say i'm vegan what would i eat"),  # "say" binds it
        # dictation: punctuation said as words, emoji names, "moved two" a place
        ("I drive a Golf full stop. Thumbs up", "I drive a Golf."),
        ("Quick one comma we moved two Austin question mark", "Quick one, we moved to Austin?"),
        ("new line smiley face", ""),
        # live captions: sounds dropped, a scrolled line joined, a cut-off word said once or
        # given up, a value said first then pointed back at
        ("[laughs] I moved to (crosstalk) Oslo", "I moved to Oslo"),
        ("we moved to Oslo and\nthat's home now", "we moved to Oslo and that's home now"),
        ("table for sat- saturday", "table for saturday"),
        ("oh I don't- I'm vegan now", "oh I don't. I'm vegan now"),
        ("payslip says Acme so yeah\nthat's who I work for", "payslip says Acme is who I work for"),
        ("I'd normally be on the espresso", "I'm normally on the espresso"),
    ],
)
def test_hesitations_repairs_and_repeats_come_out(said: str, read: str) -> None:
    assert spoken(said) == read


@pytest.mark.parametrize(
    "text",
    [
        "I like sushi.",  # the verb
        "It is like a dream.",  # a comparison
        "I'm a nurse in the ER.",  # "ER" is no "er"
        "Just so you know, I moved to Oslo.",
        "I had had enough.",
        "I moved here right now.",
        "Alexa moved to Berlin.",  # a name, not a call to the assistant
        "My favourite album is OK Computer",
        "I have two Teslas.",  # "two" is a number here
        "Google is where I work now",
        "i.e. the one I were to pick, well, its owner",  # "were", "well", "its" are words
        "I live in Oslo, anyway.",  # punctuated: the writer's sentences stand
        "Shopping list:\nMilk\nEggs",  # a new line before a capital is the writer's
        "[edit: fixed a typo]",  # a note with a colon is no sound
        "pre- and post-war",  # a hyphen that waits for its word
        "I moved to Oslo, that's where we live now",  # said already: nothing to point back at
    ],
)
def test_written_text_keeps_its_words(text: str) -> None:
    assert spoken(text) == text


SAID = [
    ("um my car is a Toyota Corolla so like parking is pretty easy", ("car", "Toyota Corolla")),
    ("um I work as uh no sorry I'm a nurse now, I switched careers", ("job_title", "nurse")),
    ("yeah I've got a Honda Civic it's basically my daily driver", ("car", "Honda Civic")),
    ("I mean Radiohead is my favourite band you know always has been",
     ("favourite_band", "Radiohead")),
    # the speaker says the value again: "is, well, it's (gotta be) X" is "is X"
    ("my favourite food is uh well it's gotta be sushi", ("favourite_food", "sushi")),
    ("my fave band is, um, well, it's Coldplay, put that down", ("favourite_band", "Coldplay")),
    # one small word put right
    ("I'm employed at, sorry, by Siemens, three years now", ("employer", "Siemens")),
    # a value ends where the next clause starts, even with no comma
    ("my favourite drink is flat white I have two a day", ("favourite_drink", "flat white")),
    ("I just picked up a Kia Niro and it's great on fuel", ("car", "Kia Niro")),
    ("um I drive a Honda Civic, uh, grey one", ("car", "Honda Civic")),
    ("hey google set an alarm for six and also im a paramedic now", ("job_title", "paramedic")),
    ("can you find me a course for my job im a paramedic these days", ("job_title", "paramedic")),
    ("ok so remember were based in Leeds now", ("city", "Leeds")),
    ("i drive a Kia Niro the reference is k n four", ("car", "Kia Niro")),
    ("by the way ramen is hands down my favourite food", ("favourite_food", "ramen")),
    # a transcript capitalises only names: "Lisbon", not "Lisbon Ma'am"; "at the moment" is
    # no employer, "them" no name
    ("uh huh yes i live in Lisbon ma'am near the market", ("city", "Lisbon")),
    ("i am working at IKEA presently sir in accounts", ("employer", "IKEA")),
    ("i'm working as a nurse at the moment yeah", ("job_title", "nurse")),
    ("yeah the company im employed by is Acme i joined them last year", ("employer", "Acme")),
    ("put me down as vegan please", ("diet", "vegan")),
    # a question's mark on a statement's last clause; "I stay in" is where one lives
    ("we are based in Leeds these days, and I need ideas for the kids?", ("city", "Leeds")),
    ("I'm working as a nurse, at the moment?", ("job_title", "nurse")),
    ("I stay in Nairobi", ("city", "Nairobi")),
    # not speech, but the same plain statement: "the company I work for is X"
    ("the company i work for is Acme", ("employer", "Acme")),
    ("The city we live in now is Lisbon.", ("city", "Lisbon")),
    ("hang on im parking ok so im based in Leeds by the way", ("city", "Leeds")),
    ("um what else, oh I'm pescatarian now", ("diet", "pescatarian")),  # no question
    ("Back in 2015 I drove a Golf, now I drive a Kia Niro.", ("car", "Kia Niro")),  # now again
    ("my boss at Stripe wants the report by friday", ("employer", "Stripe")),
    ("first paycheck from Deloitte came in today", ("employer", "Deloitte")),
]  # fmt: skip


@pytest.mark.parametrize(("said", "fact"), SAID)
def test_what_speech_says_is_read(said: str, fact: tuple[str, str]) -> None:
    assert [(f.attribute, f.value) for f in extract_facts(said)] == [fact]


@pytest.mark.parametrize(
    "said",
    [
        "if I ever moved to Denver I mean I'd probably need a Golf too",  # still "if"
        "um so my favourite food is like sushi hands down",  # "like" may compare: no value
        "my favourite food is well sushi I guess",  # "well" is no value
    ],
)
def test_no_fact_from_a_hypothetical_or_a_hesitation(said: str) -> None:
    assert extract_facts(said) == []


@pytest.mark.parametrize(
    "text",
    ["a" * 200_000, "uh " * 50_000, " " * 200_000, "x y " * 50_000, "at, sorry, " * 20_000,
     "is, well, " * 20_000, "uh, I " * 30_000, "is well it's " * 20_000, "a big " * 30_000,
     "job im " * 30_000, "hey google " * 20_000, "[laughs] " * 50_000, "(crosstalk) " * 50_000,
     "sat- " * 50_000, "line\n" * 100_000,
     # quadratic until bounded: 50,000 of these took 85 s and 160 s
     "so " * 100_000, "so yeah, " * 100_000, "I'd normally " * 50_000],
)  # fmt: skip
def test_long_or_repetitive_text_is_read_in_one_pass(text: str) -> None:
    assert len(spoken(text)) <= 2 * len(text)  # apostrophes and full stops may be put back
