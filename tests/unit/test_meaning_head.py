"""The meaning stage's head: the shipped weights load, a damaged file is a clear error, and
the head, not a hand-set rule, decides what a candidate is (with the real local model)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from memvault import Message
from memvault.embedders import HashEmbedder
from memvault.embedders.local import LocalEmbedder
from memvault.errors import BackendUnavailable, InvalidInput
from memvault.knowledge import RuleExtractor
from memvault.policy.extraction.meaning import FEATURES, HEAD, LABELS, TAKE, Head, MeaningReader


@pytest.fixture(scope="module")
def embedder() -> LocalEmbedder:
    return LocalEmbedder().load()


def _head_toward(label: str, p: float) -> Head:
    """A head that gives every candidate probability ``p`` of ``label`` and shares the rest
    evenly among the other labels."""
    rest = (1 - p) / (len(LABELS) - 1)
    bias = np.full(len(LABELS), np.log(rest), np.float32)
    bias[LABELS.index(label)] = np.log(p)
    return Head(np.zeros((len(LABELS), FEATURES), np.float32), bias)


def test_the_shipped_head_fits_the_reader() -> None:
    head = Head.load()
    assert head.weights.shape == (len(LABELS), FEATURES)
    assert head.bias.shape == (len(LABELS),)
    saved = json.loads(HEAD.read_text(encoding="utf-8"))
    assert saved["take"] == TAKE  # the thresholds the head was chosen with
    assert set(TAKE) == set(LABELS[:-1])  # one for each attribute, none for none


def test_probabilities_are_a_distribution_even_for_large_scores() -> None:
    head = Head.load()
    x = np.full((3, FEATURES), 50.0, np.float32)  # logits far beyond exp's range
    x[1] = -50.0
    x[2] = 0.0
    p = head.probabilities(x)
    assert np.isfinite(p).all()
    assert np.allclose(p.sum(axis=1), 1.0, atol=1e-5)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (None, "cannot be read"),
        ("{not json", "is not a meaning head"),
        ('{"labels": ["city"], "weights": [[0.0]], "bias": [0.0]}', "does not fit"),
        (json.dumps({"labels": list(LABELS), "bias": [0.0] * len(LABELS)}), "is not a meaning"),
        (
            json.dumps(
                {"labels": list(LABELS), "weights": [[0.0] * FEATURES] * len(LABELS), "bias": [0.0]}
            ),
            "does not fit",
        ),
    ],
)
def test_a_damaged_head_file_is_a_broken_install(
    tmp_path: Path, content: str | None, problem: str
) -> None:
    path = tmp_path / "meaning_head.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(BackendUnavailable, match=problem) as raised:
        Head.load(path)
    assert not raised.value.retryable


_ONE_OF_EACH = {  # a clause whose one candidate's kind allows the attribute, and its value
    "city": ("Work brought me to Lisbon last year", "Lisbon"),
    "employer": ("My paycheck comes from Stripe", "Stripe"),
    "job_title": ("Officially a nurse as of this week", "nurse"),
    "diet": ("Fully vegan since spring", "vegan"),
    "car": ("The Kia Niro in the driveway is mine", "Kia Niro"),
    "favourite": ("My favourite food has to be sushi", "sushi"),
}


@pytest.mark.parametrize("label", LABELS[:-1])
async def test_each_attribute_is_taken_at_its_own_probability(
    embedder: LocalEmbedder, label: str
) -> None:
    """Just above the attribute's ``TAKE`` it is taken, just below it is not: the head, not a
    hand-set rule, decides what a candidate is."""
    clause, value = _ONE_OF_EACH[label]
    sure = await MeaningReader(embedder, _head_toward(label, TAKE[label] + 0.02)).read(
        [(clause, "")]
    )
    assert [f.value for f in sure[0][0]] == [value]
    assert sure[0][0][0].attribute.startswith(label)  # "favourite_food" for favourite
    unsure = await MeaningReader(embedder, _head_toward(label, TAKE[label] - 0.02)).read(
        [(clause, "")]
    )
    assert unsure[0][0] == []
    # a proper name ("Lisbon", "Stripe") is reported whatever was decided, for the favourites
    assert unsure[0][1] == ([value] if label in ("city", "employer") else [])


async def test_the_attributes_ask_for_different_probabilities(embedder: LocalEmbedder) -> None:
    """One probability between the least and the most asked for takes the one attribute and
    not the other: the thresholds are the attributes' own, not one for all."""
    low, high = min(TAKE, key=TAKE.__getitem__), max(TAKE, key=TAKE.__getitem__)
    assert TAKE[low] < TAKE[high]
    p = (TAKE[low] + TAKE[high]) / 2
    taken = await MeaningReader(embedder, _head_toward(low, p)).read([(_ONE_OF_EACH[low][0], "")])
    assert [f.value for f in taken[0][0]] == [_ONE_OF_EACH[low][1]]
    left = await MeaningReader(embedder, _head_toward(high, p)).read([(_ONE_OF_EACH[high][0], "")])
    assert left[0][0] == []


async def test_the_head_only_gives_an_attribute_the_value_allows(embedder: LocalEmbedder) -> None:
    """A proper name may be a place or an employer, never a diet, however sure the head."""
    read = await MeaningReader(embedder, _head_toward("diet", 0.99)).read(
        [("Work brought me to Lisbon last year", "")]
    )
    assert read[0][0] == []


async def test_the_default_extractor_uses_the_shipped_head(embedder: LocalEmbedder) -> None:
    facts = await RuleExtractor(embedder).extract([Message.user("My paycheck comes from Stripe.")])
    assert [(f.attribute, f.value) for f in facts] == [("employer", "Stripe")]


def test_an_embedder_of_another_width_is_refused_when_the_extractor_is_made() -> None:
    """The head was fitted on the local model's vectors: another width is named at once, not
    met as a numpy error on the first statement."""
    with pytest.raises(InvalidInput, match="embedder: must give 384-wide vectors") as raised:
        RuleExtractor(HashEmbedder(64))
    assert raised.value.field == "embedder"
