"""Search behaviour as data: which methods run, how their scores are fused, what else counts.

Every preset returns scores in 0.0-1.0, higher is better:

* ``KEYWORD``: plain BM25 (FTS5 / PostgreSQL full text) squashed as ``s / (s + keyword_half)``,
  so a BM25 of ``keyword_half`` scores 0.5.
* ``SEMANTIC``: the cosine similarity of query and memory embeddings, clamped at 0
  (``semantic_scale="clamp"``), or moved into 0-1 as ``(1 + cosine) / 2`` (``"shift"``: no
  memory scores 0, so a semantic search returns the nearest memories however unlike the
  query they are, as a vector store does).
* ``HYBRID`` (default): both methods, each over its ``candidates`` best memories; BM25 also
  reads the neighbouring turns of a message (``context_weight``). The two raw scores are
  turned into z-scores over the union of candidates and summed (``fusion="zscore"``); when the
  query names some but not all of the speakers found in the scope's messages
  (``metadata["speaker"]``), the names are left out of the query and the turns of the named
  speakers get ``speaker_boost`` added. A fact with a ``key`` brings a third signal: the
  similarity of the query to the key's words and description (``policy.attributes``: a
  question about "the company the user works for" matches ``user.employer``), z-scored the
  same way and weighed by ``key_weight`` (1.0 weighs it as much as one method; 0 turns it
  off; the closest key dominates, see ``vault.search.KEY_TEMPERATURE``). When the query names
  a period ("in June", "on 13 October 2023", "in 2023": ``policy.periods``), the memories
  that happened then (or in the ten days after) get ``period_boost`` added. A message of a
  session that asks a question (``policy.turns``) loses ``question_penalty``, and the message
  stored next in its session (the answer) gains ``answer_weight`` times the question's fused
  score when it is above 0 (before that penalty). The score is the
  logistic ``1 / (1 + exp(-fused / 2))``: 0.5 is an average candidate, and it rises towards
  1.0 with the lead over the others.

``fusion="weighted"`` sums the two squashed scores above with ``weights``;
``fusion="rrf"`` uses reciprocal-rank fusion, scaled so that being ranked first by every method
scores 1.0. ``recency_weight`` and ``importance_weight`` then blend in, as
``(1 - r - i) * relevance + r * recency + i * importance``, where recency halves every
``recency_half_life_days`` since the memory happened (``occurred_at``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal, get_args

from memvault.errors import InvalidInput

__all__ = ["HYBRID", "KEYWORD", "PRESETS", "SEMANTIC", "Method", "SearchConfig"]

Method = Literal["keyword", "semantic"]
Fusion = Literal["zscore", "weighted", "rrf"]
SemanticScale = Literal["clamp", "shift"]
METHODS: tuple[str, ...] = get_args(Method)
FUSIONS: tuple[str, ...] = get_args(Fusion)


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """How ``MemoryVault.search`` ranks memories. See the module docstring for the scores."""

    methods: tuple[Method, ...] = ("keyword", "semantic")
    fusion: Fusion = "zscore"
    weights: Mapping[str, float] = field(
        default_factory=lambda: MappingProxyType({"keyword": 0.5, "semantic": 0.5})
    )
    rrf_k: int = 60
    keyword_half: float = 5.0
    candidates: int = 100
    context_weight: float = 0.5
    speaker_boost: float = 2.0
    recency_weight: float = 0.0
    recency_half_life_days: float = 30.0
    importance_weight: float = 0.0
    semantic_scale: SemanticScale = "clamp"
    key_weight: float = 2.0
    period_boost: float = 5.0
    question_penalty: float = 1.0
    answer_weight: float = 0.3

    def __post_init__(self) -> None:
        methods = tuple(self.methods) if isinstance(self.methods, list | tuple) else None
        if (
            not methods
            or any(m not in METHODS for m in methods)
            or len(set(methods)) < len(methods)
        ):
            raise InvalidInput("config.methods", f"must be distinct names from {METHODS}")
        object.__setattr__(self, "methods", methods)
        if self.semantic_scale not in ("clamp", "shift"):
            raise InvalidInput("config.semantic_scale", "must be 'clamp' or 'shift'")
        if self.fusion not in FUSIONS:
            raise InvalidInput("config.fusion", f"must be one of {', '.join(FUSIONS)}")
        weights = dict(self.weights)
        if set(weights) - set(METHODS) or any(
            isinstance(w, bool) or not isinstance(w, int | float) or w < 0 for w in weights.values()
        ):
            raise InvalidInput("config.weights", "maps method names to non-negative numbers")
        used = {m: float(weights.get(m, 0.0)) for m in methods}
        total = sum(used.values())
        if total <= 0:
            raise InvalidInput("config.weights", "the methods used need a positive weight")
        object.__setattr__(
            self, "weights", MappingProxyType({m: w / total for m, w in used.items()})
        )
        _positive("config.rrf_k", self.rrf_k)
        _positive("config.keyword_half", self.keyword_half)
        _positive("config.candidates", self.candidates)
        _positive("config.recency_half_life_days", self.recency_half_life_days)
        for name in ("speaker_boost", "key_weight", "period_boost", "question_penalty"):
            value = getattr(self, name)
            if (
                isinstance(value, bool)
                or not isinstance(value, int | float)
                or not 0 <= value <= 10
            ):
                raise InvalidInput(f"config.{name}", "must be between 0 and 10")
        for name in ("context_weight", "recency_weight", "importance_weight", "answer_weight"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
                raise InvalidInput(f"config.{name}", "must be between 0.0 and 1.0")
        if self.recency_weight + self.importance_weight > 1:
            raise InvalidInput("config", "recency_weight + importance_weight must not exceed 1")


def _positive(field_name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
        raise InvalidInput(field_name, "must be a positive number")


KEYWORD = SearchConfig(
    methods=("keyword",),
    fusion="weighted",
    weights={"keyword": 1.0},
    context_weight=0.0,
    speaker_boost=0.0,
)
SEMANTIC = SearchConfig(
    methods=("semantic",), fusion="weighted", weights={"semantic": 1.0}, speaker_boost=0.0
)
HYBRID = SearchConfig()
PRESETS: Mapping[str, SearchConfig] = MappingProxyType(
    {"keyword": KEYWORD, "semantic": SEMANTIC, "hybrid": HYBRID}
)
