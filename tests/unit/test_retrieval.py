"""Retrieval policy is pure: filters, query terms, fusion and configuration, without a store."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memvault import HYBRID, KEYWORD, SEMANTIC, InvalidInput, SearchConfig
from memvault.core.filters import And, Cond, Or, matches, parse_where
from memvault.policy.fusion import (
    Candidate,
    keyword_score,
    named_speakers,
    rank,
    recency,
    semantic_score,
    strip_names,
)
from memvault.policy.text import query_terms

NOW = datetime(2024, 6, 1, tzinfo=UTC)


def test_where_parses_into_a_tree() -> None:
    assert parse_where(None) is None
    assert parse_where({"a": 1}) == Cond("a", "eq", 1)
    assert parse_where({"a": 1, "b": {"in": ["x", "y"]}}) == And(
        (Cond("a", "eq", 1), Cond("b", "in", ("x", "y")))
    )
    assert parse_where({"or": [{"a": 1}, {"b": {"gte": 2, "lt": 5}}]}) == Or(
        (Cond("a", "eq", 1), And((Cond("b", "gte", 2), Cond("b", "lt", 5))))
    )
    assert parse_where({"d": {"gt": datetime(2024, 1, 1, tzinfo=UTC)}}) == Cond(
        "d", "gt", "2024-01-01T00:00:00+00:00"
    )


@pytest.mark.parametrize(
    "where",
    [
        [],
        {},
        {"a": {"regex": "x"}},
        {"a": {}},
        {"and": {"a": 1}},
        {"or": []},
        {"a": {"in": "abc"}},
        {"a": {"gt": None}},
        {"a": {"gt": True}},
        {"a": object()},
        {"a": float("nan")},
        {"": 1},
    ],
)
def test_bad_filters_are_rejected(where: object) -> None:
    with pytest.raises(InvalidInput, match="where"):
        parse_where(where)


def test_matches_is_type_strict_and_handles_missing_keys() -> None:
    meta = {"n": 1, "flag": True, "s": "hello", "tags": ["a", 2]}
    assert matches(parse_where({"n": 1}), meta)
    assert not matches(parse_where({"flag": 1}), meta)
    assert not matches(parse_where({"n": "1"}), meta)
    assert matches(parse_where({"missing": {"ne": 1}}), meta)
    assert not matches(parse_where({"missing": {"gt": 0}}), meta)
    assert matches(parse_where({"tags": {"contains": 2}}), meta)
    assert matches(parse_where({"s": {"contains": "ell"}}), meta)
    assert not matches(parse_where({"s": {"gt": 0}}), meta)
    assert matches(parse_where({"or": [{"n": 5}, {"s": {"in": ["hello"]}}]}), meta)


def test_query_terms_are_plain_words() -> None:
    assert query_terms('What did "Caroline" research (NEAR) -x*?') == [
        "caroline",
        "research",
        "near",
        "x",
    ]
    assert query_terms("the and of") == ["the", "and", "of"]
    assert query_terms("!!! ???") == []
    assert query_terms("Tea tea TEA") == ["tea"]


def test_keyword_score_and_recency() -> None:
    assert keyword_score(0.0, 5.0) == 0.0
    assert keyword_score(5.0, 5.0) == pytest.approx(0.5)
    assert 0 < keyword_score(1000.0, 5.0) < 1
    assert recency(NOW, NOW, 30) == 1.0
    assert recency(NOW - timedelta(days=30), NOW, 30) == pytest.approx(0.5)
    assert recency(NOW + timedelta(days=3), NOW, 30) == 1.0


def candidate(
    memory_id: str, keyword: float | None, semantic: float | None, **kw: object
) -> Candidate:
    c = Candidate(memory_id, kw.get("at", NOW), kw.get("importance"))  # type: ignore[arg-type]
    if keyword is not None:
        c.raw["keyword"], c.ranks["keyword"] = keyword, int(kw.get("k_rank", 1))  # type: ignore[call-overload]
    if semantic is not None:
        c.raw["semantic"], c.ranks["semantic"] = semantic, int(kw.get("s_rank", 1))  # type: ignore[call-overload]
    return c


def pairs(*args: Any, **kwargs: Any) -> list[tuple[str, float]]:
    """``rank``'s result as (memory id, score) pairs."""
    return [(r.memory_id, r.score) for r in rank(*args, **kwargs)]


def test_weighted_fusion_scores_lie_in_0_1_and_rank() -> None:
    ranked = pairs(
        [candidate("both", 10.0, 0.8), candidate("kw", 10.0, None), candidate("sem", None, 0.9)],
        SearchConfig(fusion="weighted"),
        NOW,
    )
    assert [i for i, _ in ranked] == ["both", "sem", "kw"]
    assert all(0 <= s <= 1 for _, s in ranked)
    [(_, only)] = pairs([candidate("x", None, 0.6)], SEMANTIC, NOW)
    assert only == pytest.approx(0.6)
    [(_, kw)] = pairs([candidate("x", 5.0, None)], KEYWORD, NOW)
    assert kw == pytest.approx(0.5)


def test_rrf_fusion_is_one_when_first_everywhere() -> None:
    config = SearchConfig(fusion="rrf")
    ranked = pairs(
        [candidate("a", 1.0, 0.1), candidate("b", 1.0, 0.1, k_rank=2, s_rank=3)], config, NOW
    )
    assert ranked[0] == ("a", pytest.approx(1.0))
    assert 0 < ranked[1][1] < 1


def test_recency_and_importance_blend_in() -> None:
    config = SearchConfig(recency_weight=0.5, importance_weight=0.2)
    old = candidate("old", 10.0, 0.5, at=NOW - timedelta(days=365), importance=0.0)
    new = candidate("new", 10.0, 0.5, at=NOW, importance=1.0)
    assert [i for i, _ in pairs([old, new], config, NOW)] == ["new", "old"]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"methods": ()},
        {"methods": ("keyword", "keyword")},
        {"methods": ("magic",)},
        {"fusion": "max"},
        {"weights": {"keyword": -1}},
        {"weights": {"keyword": 0, "semantic": 0}},
        {"weights": {"magic": 1}},
        {"rrf_k": 0},
        {"candidates": -5},
        {"recency_weight": 1.5},
        {"recency_weight": 0.7, "importance_weight": 0.7},
        {"context_weight": 2},
        {"speaker_boost": -1},
        {"key_weight": -0.5},
        {"key_weight": 11},
        {"key_weight": True},
        {"period_boost": -1},
        {"period_boost": 10.5},
        {"period_boost": "high"},
        {"fusion": "sum"},
    ],
)
def test_bad_configs_are_rejected(kwargs: dict[str, object]) -> None:
    with pytest.raises(InvalidInput, match="config"):
        SearchConfig(**kwargs)  # type: ignore[arg-type]


def test_weights_are_normalised_over_the_methods_used() -> None:
    config = SearchConfig(weights={"keyword": 3, "semantic": 1})
    assert dict(config.weights) == {"keyword": 0.75, "semantic": 0.25}
    assert dict(KEYWORD.weights) == {"keyword": 1.0}


def test_zscore_fusion_ranks_and_boosts_named_speakers() -> None:
    assert HYBRID.fusion == "zscore"
    a, b, c = candidate("a", 8.0, 0.9), candidate("b", 2.0, 0.5), candidate("c", None, 0.3)
    ranked = pairs([c, b, a], HYBRID, NOW)
    assert [i for i, _ in ranked] == ["a", "b", "c"]
    assert all(0 < s < 1 for _, s in ranked)
    c.boosted = True
    boosted = dict(pairs([a, b, c], HYBRID, NOW))
    assert boosted["c"] > dict(ranked)["c"]
    same = pairs([candidate("x", 1.0, 0.5), candidate("y", 1.0, 0.5)], HYBRID, NOW)
    assert [s for _, s in same] == [0.5, 0.5]


def test_speaker_names_in_queries() -> None:
    speakers = ["Caroline", "Melanie", "Mary Ann"]
    assert named_speakers("What did Caroline paint?", speakers) == ["Caroline"]
    assert named_speakers("When did mary ann and MELANIE meet?", speakers) == [
        "Melanie",
        "Mary Ann",
    ]
    assert named_speakers("Carolines?", speakers) == []
    assert strip_names("What is Caroline's job?", ["Caroline"]) == "What is job?"
    assert strip_names("Caroline", ["Caroline"]) == "Caroline"


def test_a_shifted_semantic_scale_keeps_every_memory_positive_and_in_order() -> None:
    assert [semantic_score(c) for c in (-1.0, -0.2, 0.0, 0.6, 1.0)] == [0.0, 0.0, 0.0, 0.6, 1.0]
    shifted = [semantic_score(c, "shift") for c in (-0.9, -0.2, 0.0, 0.6, 1.0)]
    assert shifted == sorted(shifted)
    assert all(0 < s <= 1 for s in shifted)
    assert shifted[2] == 0.5
    with pytest.raises(InvalidInput, match="semantic_scale"):
        SearchConfig(semantic_scale="cube")  # type: ignore[arg-type]
