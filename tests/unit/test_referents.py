"""A favourite said of "it" (``policy.extraction.referents``): what "it" is, decided with the
real local model (no model is faked here); what is no pointer stays unread."""

from __future__ import annotations

import pytest

from memvault.core.types import Message
from memvault.embedders.local import LocalEmbedder
from memvault.policy.extraction.referents import phrases, pointers
from memvault.policy.extraction.rules import RuleExtractor


@pytest.fixture(scope="module")
def embedder() -> LocalEmbedder:
    return LocalEmbedder().load()


POINTED = [
    ("My flatmate groans every time I put on Fleetwood Mac, but yes, it's my favourite band.",
     "favourite_band", "Fleetwood Mac"),
    ("The whole office mocked the ramen I brought in, knowing full well it's my favourite food.",
     "favourite_food", "ramen"),
    ("Queued for hours to see Arctic Monkeys. its my favourite band by a mile",
     "favourite_band", "Arctic Monkeys"),
    ("people roll their eyes when i order green tea again. what can i say, favorite drink ever",
     "favourite_drink", "green tea"),
    ("Painted the hallway purple over the weekend, it being my favourite colour and all.",
     "favourite_colour", "purple"),
    ("Booked a court for badminton on Friday. Favourite sport, no contest.",
     "favourite_sport", "badminton"),
    # a kind of thing beside a word of preference, in first person
    ("Honestly nothing beats tacos for me when it comes to food.", "favourite_food", "tacos"),
    ("The sport I enjoy most is badminton.", "favourite_sport", "badminton"),
    ("ok so colour-wise my pick is purple, always has been", "favourite_colour", "purple"),
    ("Drinks-wise, lemonade number one for me, no question.", "favourite_drink", "lemonade"),
    # a name the meaning stage would take for an employer is the band a pointer names
    ("When it comes to bands I end up coming back to Tame Impala, honestly.",
     "favourite_band", "Tame Impala"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "attribute", "value"), POINTED)
async def test_a_favourite_said_of_it_is_what_it_points_at(
    embedder: LocalEmbedder, text: str, attribute: str, value: str
) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    assert [(f.attribute, f.value, f.negated) for f in facts] == [(attribute, value, False)]
    assert facts[0].source is not None
    assert facts[0].source in text


NOT_POINTED = [
    "My brother cooks lasagna every Sunday, it's his favourite food.",  # someone else's
    "I tried sushi last night and it isn't my favourite food.",  # negated
    "We watched Arrival, if it were my favourite movie I'd have stayed awake.",  # a condition
    "Growing up I ate tacos daily, it was my favourite food.",  # the past
    "What's your favourite band ever?",  # a question to the assistant
    "People keep telling me ramen is the best food ever.",  # what others say
    "Looking for the best food in Lisbon with my team, any tips on ramen places.",  # a search
    "I don't have a favourite food, though my friends guess pizza.",
    "Can you find me a poster of Dune? It's my favourite book.",  # read, but never from "poster"
]


@pytest.mark.parametrize("text", NOT_POINTED[:-1])
async def test_what_is_no_pointer_of_the_user_gives_no_favourite(
    embedder: LocalEmbedder, text: str
) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    assert not [f for f in facts if (f.attribute or "").startswith("favourite_")]


async def test_a_word_the_model_does_not_know_as_its_kind_is_not_guessed(
    embedder: LocalEmbedder,
) -> None:
    """A limit, said plainly: the model must know the word as a colour (nor is "weekend"
    taken for one)."""
    text = "Painted the hallway teal over the weekend, it being my favourite colour and all."
    assert await RuleExtractor(embedder).extract([Message.user(text)]) == []


async def test_a_name_the_model_does_not_know_as_a_book_is_taken_when_it_is_a_name(
    embedder: LocalEmbedder,
) -> None:
    """The model does not know "Pachinko" as a book, but the meaning stage found it as a
    proper name, which a favourite book, band or movie may be."""
    text = "Bought another Pachinko tote today. its my favourite book by a mile"
    facts = await RuleExtractor(embedder).extract([Message.user(text)])
    assert [(f.attribute, f.value) for f in facts] == [("favourite_book", "Pachinko")]


async def test_a_pointer_after_a_question_reads_the_question_too(embedder: LocalEmbedder) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user(NOT_POINTED[-1])])
    assert [(f.attribute, f.value) for f in facts] == [("favourite_book", "Dune")]


async def test_a_favourite_read_otherwise_is_not_read_again(embedder: LocalEmbedder) -> None:
    said = "My favourite food is pho. The office mocked my ramen, knowing it's my favourite food."
    facts = await RuleExtractor(embedder).extract([Message.user(said)])
    assert [(f.attribute, f.value) for f in facts] == [("favourite_food", "pho")]


def test_pointers_and_the_phrases_they_look_back_at() -> None:
    [pointer] = pointers(
        "My partner sighs when I bring up pad thai, like yes, it's my favourite food."
    )
    assert (pointer.attribute, pointer.thing) == ("favourite_food", "food")
    assert pointer.near.endswith("pad thai, yes, ")  # the quotative "like" is left out
    offered = phrases(pointer.near, pointer.thing)
    assert "pad thai" in offered
    assert "pad" in offered
    # what someone has, a common word and what was done are no phrase
    assert not {"partner", "My partner", "like", "yes", "sighs when"} & set(offered)
    assert phrases("a friend sent me something Dune-themed", "book")[0] == "Dune"
    # a time, a verb in progress, advice sought and "number" are no thing
    assert phrases("Amelie, since childhood", "movie") == ["Amelie"]
    assert "fishing" not in phrases("my sister's been fishing for gift ideas", "food")
    assert not {"ideas", "gift ideas", "number"} & set(
        phrases("fishing for gift ideas, ramen number", "food")
    )
    assert (
        pointers("It's his favourite food. Isn't it my favourite food? Not my favourite food.")
        == []
    )
    assert len(pointers("it's my favourite food. " * 50)) == 4  # at most MOST a message


def test_a_model_free_extractor_reads_no_pointer() -> None:
    assert RuleExtractor().referents is None
