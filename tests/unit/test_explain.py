"""``search(..., explain=True)``: every hit says why it scored what it did, and the parts
add up to the score (a real SQLite file; the hash embedder, and the local model where a
key's meaning is part of the score)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from memvault import HYBRID, KEYWORD, InvalidInput, MemoryVault, SearchConfig
from memvault.core.types import Explanation, MemoryEntry
from memvault.embedders import HashEmbedder
from memvault.embedders.local import LocalEmbedder

TURNS = [
    ("Caroline: I went to the LGBTQ support group yesterday.", "Caroline"),
    ("Melanie: That sounds great, how did it go?", "Melanie"),
    ("Caroline: It was powerful, I felt at home.", "Caroline"),
    ("Melanie: I painted a sunrise over the lake last week.", "Melanie"),
]


async def _vault(path: Path) -> MemoryVault:
    vault = MemoryVault(path, embedder=HashEmbedder())
    await vault.add_many([
        {"content": text, "user_id": "u", "session_id": "s1", "kind": "message",
         "metadata": {"speaker": speaker}}
        for text, speaker in TURNS
    ])  # fmt: skip
    return vault


def _check(hit: MemoryEntry) -> Explanation:
    why = hit.explanation
    assert why is not None
    assert why.score == hit.score
    assert math.isclose(why.fused, sum(why.parts.values()), abs_tol=1e-9)
    return why


async def test_explained_hits_add_up_and_rank_as_before(tmp_path: Path) -> None:
    async with await _vault(tmp_path / "v.db") as vault:
        plain = await vault.search("What did Melanie paint?", user_id="u", limit=4)
        explained = await vault.search("What did Melanie paint?", user_id="u", limit=4,
                                       explain=True)  # fmt: skip
        assert [h.id for h in plain] == [h.id for h in explained]
        assert [h.score for h in plain] == [h.score for h in explained]
        assert all(h.explanation is None for h in plain)
        for hit in explained:
            why = _check(hit)
            assert math.isclose(why.relevance, 1 / (1 + math.exp(-why.fused / 2)))
            assert (why.recency, why.importance) == (None, None)
            assert set(why.raw) <= {"keyword", "semantic"}
        [painted] = [h for h in explained if h.content.startswith("Melanie: I painted")]
        assert painted.explanation is not None
        assert painted.explanation.parts["speaker"] == HYBRID.speaker_boost  # Melanie is named
        assert painted.explanation.raw["keyword"] > 0  # "paint"
        [caroline] = [h for h in explained if h.content.startswith("Caroline: I went")]
        assert caroline.explanation is not None
        assert "speaker" not in caroline.explanation.parts


async def test_other_fusions_and_blends_are_explained(tmp_path: Path) -> None:
    async with await _vault(tmp_path / "v.db") as vault:
        for config in (KEYWORD, SearchConfig(fusion="rrf"),
                       SearchConfig(recency_weight=0.2, importance_weight=0.1)):  # fmt: skip
            for hit in await vault.search("support group", user_id="u", config=config,
                                          explain=True):  # fmt: skip
                why = _check(hit)
                keep = 1 - config.recency_weight - config.importance_weight
                blended = keep * why.relevance
                blended += config.recency_weight * (why.recency or 0.0)
                blended += config.importance_weight * (why.importance or 0.0)
                assert math.isclose(why.score, min(max(blended, 0.0), 1.0), abs_tol=1e-9)
                if config.fusion != "zscore":
                    assert math.isclose(why.relevance, why.fused)


async def test_a_key_takes_part_and_shows(tmp_path: Path) -> None:
    async with MemoryVault(tmp_path / "k.db", embedder=LocalEmbedder()) as vault:
        await vault.add("These days my employer is Stripe.", user_id="u", key="user.employer")
        await vault.add("Lisbon has been good to us.", user_id="u", key="user.city")
        await vault.add("I'm so tired after work today.", user_id="u")
        [top, *rest] = await vault.search("Which company does the user work for?",
                                          user_id="u", explain=True)  # fmt: skip
        assert top.key == "user.employer"
        why = _check(top)
        assert why.raw["key"] == 1.0  # the closest key
        assert why.parts["key"] > 0
        assert all("key" not in h.explanation.raw for h in rest if h.key is None)  # type: ignore[union-attr]


def test_an_explanation_is_json_and_back() -> None:
    why = Explanation(
        raw={"keyword": 3.5, "semantic": 0.4}, parts={"keyword": 1.2}, fused=1.2,
        relevance=0.64, recency=None, importance=None, score=0.64,
    )  # fmt: skip
    entry = MemoryEntry("text", score=0.64, explanation=why)
    data = entry.to_dict()
    assert data["explanation"] == why.to_dict()
    assert MemoryEntry.from_dict(data) == entry
    assert "explanation" not in MemoryEntry("text").to_dict()  # only on explained hits
    for bad in ({"raw": {"keyword": "high"}}, {**why.to_dict(), "score": None},
                {**why.to_dict(), "extra": 1}, "why"):  # fmt: skip
        with pytest.raises(InvalidInput, match="explanation"):
            Explanation.from_dict(bad)


async def test_explain_must_be_a_bool(tmp_path: Path) -> None:
    async with await _vault(tmp_path / "v.db") as vault:
        with pytest.raises(InvalidInput, match="explain"):
            await vault.search("group", user_id="u", explain="yes")  # type: ignore[arg-type]
