"""Pure ranking: turn each method's raw scores into one 0.0-1.0 relevance per memory.

Nothing here touches a store; ``MemoryVault.search`` gathers the raw scores and calls these.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from memvault.core.explanation import Explanation
from memvault.policy.search import SearchConfig

__all__ = [
    "Candidate",
    "Ranked",
    "keyword_score",
    "merge_hits",
    "named_speakers",
    "rank",
    "recency",
    "relevance_parts",
    "strip_names",
    "zscore_parts",
]


@dataclass(slots=True)
class Candidate:
    """What the methods said of one memory: raw scores (``None`` when it was not found) and
    the 1-based rank in each method's list."""

    memory_id: str
    occurred_at: datetime
    importance: float | None = None
    raw: dict[str, float] = field(default_factory=dict)
    ranks: dict[str, int] = field(default_factory=dict)
    boosted: bool = False
    in_period: bool = False  # it happened in the period the query names (``policy.periods``)
    question: bool = False  # a message of a session that asks a question (``policy.turns``)
    answers: str | None = None  # the id of the candidate question it is stored next to


def keyword_score(bm25: float, half: float) -> float:
    """BM25 (0 to unbounded) squashed into 0.0-1.0; ``half`` scores 0.5."""
    return bm25 / (bm25 + half) if bm25 > 0 else 0.0


def semantic_score(cosine: float, scale: str = "clamp") -> float:
    """A cosine (-1.0-1.0) as a score in 0.0-1.0: clamped at 0, or shifted (see
    ``SearchConfig.semantic_scale``)."""
    if scale == "shift":
        return min(max((cosine + 1.0) / 2.0, 0.0), 1.0)
    return min(max(cosine, 0.0), 1.0)


def recency(occurred_at: datetime, now: datetime, half_life_days: float) -> float:
    """1.0 now, halving every ``half_life_days``; the future counts as now."""
    age_days = max((now - occurred_at).total_seconds(), 0.0) / 86_400
    return math.pow(0.5, age_days / half_life_days)


def relevance_parts(candidate: Candidate, config: SearchConfig) -> dict[str, float]:
    """Each method's share of a ``weighted`` or ``rrf`` relevance (they sum to it)."""
    if config.fusion == "rrf":
        best = sum(config.weights[m] / (config.rrf_k + 1) for m in config.methods)
        return {
            m: config.weights[m] / (config.rrf_k + candidate.ranks[m]) / best
            for m in config.methods
            if m in candidate.ranks
        }
    parts = {
        "keyword": keyword_score(candidate.raw.get("keyword", 0.0), config.keyword_half),
        "semantic": semantic_score(candidate.raw.get("semantic", 0.0), config.semantic_scale),
    }
    return {m: config.weights[m] * parts[m] for m in config.methods}


def zscore_parts(candidates: Sequence[Candidate], config: SearchConfig) -> dict[str, list[float]]:
    """The z-score fusion, one column per signal: each method's raw scores as z-scores over
    ``candidates`` times its weight (scaled so equal weights sum plainly), ``speaker`` for the
    boost of a named speaker's turns, ``period`` for that of what happened in the period the
    query names, and ``key`` for keyed facts (``key_weight``). A
    candidate a method did not return gets that method's weakest returned score; for BM25
    and the key, 0 (no term matched well enough to be listed; no key, or one too far).
    Then ``answer``, for the message stored next to a candidate question: ``answer_weight``
    times that question's sum of the parts above, when it is above 0; and ``question``, the
    ``question_penalty`` a question pays. The sum of a candidate's parts is squashed by the
    logistic ``1 / (1 + exp(-fused / 2))``."""
    parts: dict[str, list[float]] = {}
    if config.speaker_boost and any(c.boosted for c in candidates):
        parts["speaker"] = [config.speaker_boost if c.boosted else 0.0 for c in candidates]
    if config.period_boost and any(c.in_period for c in candidates):
        parts["period"] = [config.period_boost if c.in_period else 0.0 for c in candidates]
    signals = [(m, config.weights[m] * len(config.methods)) for m in config.methods]
    for method, weight in [*signals, ("key", config.key_weight)]:
        found = [c.raw[method] for c in candidates if method in c.raw]
        if not found or not weight:
            continue
        missing = 0.0 if method in ("keyword", "key") else min(found)
        values = [c.raw.get(method, missing) for c in candidates]
        mean = sum(values) / len(values)
        spread = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
        scale = weight / spread if spread > 0 else 0.0
        parts[method] = [scale * (v - mean) for v in values]
    if config.answer_weight and any(c.answers is not None for c in candidates):
        parts["answer"] = _answer_part(candidates, _fused(parts, len(candidates)), config)
    if config.question_penalty and any(c.question for c in candidates):
        parts["question"] = [-config.question_penalty if c.question else 0.0 for c in candidates]
    return parts


def _answer_part(
    candidates: Sequence[Candidate], fused: list[float], config: SearchConfig
) -> list[float]:
    """What each answer takes of the question it answers (see ``zscore_parts``)."""
    at = {c.memory_id: i for i, c in enumerate(candidates)}
    return [
        config.answer_weight * max(fused[at[c.answers]], 0.0) if c.answers in at else 0.0
        for c in candidates
    ]


def _fused(parts: dict[str, list[float]], n: int) -> list[float]:
    return [sum(row) for row in zip(*parts.values(), strict=True)] if parts else [0.0] * n


def _logistic(fused: float) -> float:
    return 1.0 / (1.0 + math.exp(-fused / 2.0))


_SPARSE = ("speaker", "period", "answer", "question")
"""The parts that only some candidates have: an explanation names them where they count."""


@dataclass(frozen=True, slots=True)
class Ranked:
    """One ranked candidate: its final score and, when asked for, why."""

    memory_id: str
    score: float
    explanation: Explanation | None = None


def rank(
    candidates: Sequence[Candidate], config: SearchConfig, now: datetime, *, explain: bool = False
) -> list[Ranked]:
    """The candidates best first with their final scores (and each score taken apart, with
    ``explain``); ties keep the order of ``candidates``."""
    keep = 1.0 - config.recency_weight - config.importance_weight
    if config.fusion == "zscore":
        columns = zscore_parts(candidates, config)
        fused = _fused(columns, len(candidates))
        relevances = [_logistic(f) for f in fused]
        parts = (
            [{name: col[i] for name, col in columns.items() if name not in _SPARSE or col[i]}
             for i in range(len(candidates))]
            if explain else []
        )  # fmt: skip
    else:
        parts = [relevance_parts(c, config) for c in candidates]
        fused = relevances = [sum(p.values()) for p in parts]
    scored = []
    for i, (c, rel) in enumerate(zip(candidates, relevances, strict=True)):
        fresh = (
            recency(c.occurred_at, now, config.recency_half_life_days)
            if config.recency_weight
            else None
        )
        weight = (c.importance or 0.0) if config.importance_weight else None
        score = keep * rel
        score += config.recency_weight * (fresh or 0.0)
        score += config.importance_weight * (weight or 0.0)
        score = min(max(score, 0.0), 1.0)
        why = None
        if explain:
            why = Explanation(
                raw=dict(c.raw), parts=parts[i], fused=fused[i], relevance=rel,
                recency=fresh, importance=weight, score=score,
            )  # fmt: skip
        scored.append(Ranked(c.memory_id, score, why))
    order = sorted(range(len(scored)), key=lambda i: -scored[i].score)
    return [scored[i] for i in order]


def merge_hits(
    method_hits: Mapping[str, Sequence[tuple[str, float, datetime, float | None]]],
) -> list[Candidate]:
    """One candidate per memory found by any method, in order of first appearance."""
    found: dict[str, Candidate] = {}
    for method, hits in method_hits.items():
        for position, (memory_id, raw, occurred_at, importance) in enumerate(hits, start=1):
            candidate = found.setdefault(memory_id, Candidate(memory_id, occurred_at, importance))
            candidate.raw[method] = raw
            candidate.ranks[method] = position
    return list(found.values())


def named_speakers(query: str, speakers: Sequence[str]) -> list[str]:
    """The speakers whose name occurs in ``query`` as a whole word (case-insensitive)."""
    words = {w.casefold() for w in re.findall(r"[^\W_]+", query)}
    return [s for s in speakers if s.strip() and all(p.casefold() in words for p in s.split())]


def strip_names(query: str, names: Sequence[str]) -> str:
    """``query`` without ``names`` (and a possessive 's after them); the original when
    nothing would be left."""
    if not names:
        return query
    pattern = re.compile(
        r"\b(?:" + "|".join(re.escape(n) for n in names) + r")(?:'s|\u2019s)?\b", re.IGNORECASE
    )
    stripped = " ".join(pattern.sub(" ", query).split())
    return stripped if re.search(r"[^\W_]", stripped) else query
