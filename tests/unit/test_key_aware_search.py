"""A keyed fact's key takes part in search: a question about an attribute finds the fact that
holds it whatever the wording (real SQLite file, real local embedding model)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from memvault import HYBRID, MemoryVault, SearchConfig
from memvault.embedders.local import LocalEmbedder
from memvault.policy.attributes import asked_words, attribute_of, key_text, shared_words
from memvault.policy.fusion import Candidate, rank

NOW = datetime(2026, 1, 1, tzinfo=UTC)
STATEMENTS = {  # first-person wording that shares no word with the questions below
    "user.employer": "These days my employer is Stripe.",
    "user.city": "Lisbon has been good to us since the move.",
    "user.job_title": "Officially a nurse as of this week!",
    "user.car": "Picked up a Kia Niro on Friday.",
    "user.diet": "No meat or fish for me, I'm vegetarian.",
}
DISTRACTORS = [
    "Is Google a good place to work? My friend works for them.",
    "I'm so tired after work today.",
    "Do you know a good company for moving boxes?",
]
QUESTIONS = {
    "Which company does the user work for?": "user.employer",
    "Who employs the user?": "user.employer",
    "Where does the user live?": "user.city",
    "What is the user's occupation?": "user.job_title",
    "What vehicle does the user drive?": "user.car",
    "What are the user's eating habits?": "user.diet",
    "Where is the user based?": "user.city",  # by the key's words: the model hardly tells
}


@pytest.fixture(scope="module")
def embedder() -> LocalEmbedder:
    return LocalEmbedder().load()


async def _filled(path: Path, embedder: LocalEmbedder, config: SearchConfig) -> MemoryVault:
    vault = MemoryVault(path, embedder=embedder, config=config)
    await vault.add_many(
        [{"content": t, "user_id": "u1", "kind": "fact", "key": k} for k, t in STATEMENTS.items()]
        + [{"content": t, "user_id": "u1", "kind": "fact"} for t in DISTRACTORS]
    )
    return vault


async def test_a_question_about_an_attribute_finds_the_fact_keyed_with_it(
    tmp_path: Path, embedder: LocalEmbedder
) -> None:
    async with await _filled(tmp_path / "keys.db", embedder, HYBRID) as vault:
        for question, key in QUESTIONS.items():
            [top] = await vault.search(question, user_id="u1", limit=1)
            assert top.key == key, question


async def test_the_key_signal_is_what_finds_them(tmp_path: Path, embedder: LocalEmbedder) -> None:
    """The same store without the key signal misses some: the test measures the signal."""
    off = SearchConfig(key_weight=0.0)
    async with await _filled(tmp_path / "off.db", embedder, off) as vault:
        found = [
            (await vault.search(q, user_id="u1", limit=1))[0].key == k for q, k in QUESTIONS.items()
        ]
    assert not all(found)


async def test_keys_of_another_scope_never_count(tmp_path: Path, embedder: LocalEmbedder) -> None:
    async with await _filled(tmp_path / "scopes.db", embedder, HYBRID) as vault:
        await vault.add("Stripe is a payments company.", user_id="u2", key="user.employer")
        hits = await vault.search("Which company does the user work for?", user_id="u2")
        assert [h.scope.user_id for h in hits] == ["u2"]
        mine = await vault.search("Which company does the user work for?", user_id="u1")
        assert all(h.scope.user_id == "u1" for h in mine)


def test_key_text_reads_the_attribute_and_describes_known_ones() -> None:
    assert attribute_of("user.employer") == "employer"
    assert attribute_of("user.likes=sushi") == "likes"
    assert attribute_of("Project.Deadline") == "deadline"
    assert key_text("user.employer").startswith("employer: where they work")
    assert key_text("user.favourite_drink").startswith("favourite drink: the drink they like")
    assert key_text("user.shoe_size") == "shoe size"
    assert key_text("user.___") == ""
    asked = asked_words("Where is the user based?")
    assert shared_words(asked, key_text("user.city")) == 0.5  # user, base: base
    assert shared_words(asked, key_text("user.employer")) == 0.0
    assert shared_words(asked_words("the a"), "anything") == 0.0


def test_the_closest_key_lifts_its_fact_and_no_key_changes_nothing() -> None:
    def candidates(with_keys: bool) -> list[Candidate]:
        a = Candidate("a", NOW, raw={"keyword": 2.0, "semantic": 0.5})
        b = Candidate("b", NOW, raw={"keyword": 1.0, "semantic": 0.5})
        if with_keys:
            a.raw["key"], b.raw["key"] = 0.1, 1.0
        return [a, b]

    assert [r.memory_id for r in rank(candidates(False), HYBRID, NOW)] == ["a", "b"]
    assert [r.memory_id for r in rank(candidates(True), HYBRID, NOW)] == ["b", "a"]
    off = SearchConfig(key_weight=0)
    assert rank(candidates(True), off, NOW) == rank(candidates(False), off, NOW)


async def test_a_key_far_from_the_query_lifts_nothing(
    tmp_path: Path, embedder: LocalEmbedder
) -> None:
    """A lone keyed fact is the closest key whatever the question; below ``KEY_FLOOR`` it
    still scores 0 on the key signal, as a memory without a key does."""
    async with MemoryVault(tmp_path / "far.db", embedder=embedder) as vault:
        await vault.add("Picked up a Kia Niro on Friday.", user_id="u", key="user.car")
        await vault.add("I cooked pasta with pesto for dinner.", user_id="u")
        hits = await vault.search("What did I cook for dinner?", user_id="u", explain=True)
        assert hits[0].key is None
        keyed = next(h for h in hits if h.key == "user.car")
        assert keyed.explanation is not None
        assert keyed.explanation.raw["key"] == 0.0
