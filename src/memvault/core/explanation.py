"""``Explanation``: why a search hit scored what it did (``search(..., explain=True)``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from memvault.core import validate as _validate
from memvault.core.validate import JSON
from memvault.errors import InvalidInput

__all__ = ["Explanation"]


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a search hit scored what it did (``search(..., explain=True)``).

    ``raw``: what each signal said of the memory before fusion: ``keyword`` (its BM25),
    ``semantic`` (the cosine of query and memory), ``key`` (for a keyed fact, how close its
    key is to the query, 1.0 for the closest); a signal that did not find it is missing.
    ``parts``: each signal's share of ``fused``: for the default z-score fusion a weighted
    z-score over the query's candidates (and, where they count, ``speaker``, the boost of a
    named speaker's turns; ``period``, that of the period the query names; ``question``, what
    a question pays; ``answer``, what the answer to a matching question takes of its score);
    for ``weighted`` and ``rrf`` fusion each method's share of the relevance.
    ``relevance``: the fused score in 0.0-1.0 (the logistic of ``fused`` for z-scores);
    ``recency`` and ``importance``: what was blended in, when the configuration blends
    them; ``score``: the hit's final score."""

    raw: Mapping[str, float]
    parts: Mapping[str, float]
    fused: float
    relevance: float
    recency: float | None
    importance: float | None
    score: float

    def to_dict(self) -> dict[str, JSON]:
        return {
            "raw": dict(self.raw), "parts": dict(self.parts), "fused": self.fused,
            "relevance": self.relevance, "recency": self.recency,
            "importance": self.importance, "score": self.score,
        }  # fmt: skip

    @classmethod
    def from_dict(cls, data: object) -> Explanation:
        """The inverse of ``to_dict``; ``InvalidInput`` names the field that is wrong."""
        if not isinstance(data, Mapping):
            raise InvalidInput("explanation", "must be an object")
        _validate.known_fields("explanation", data, _EXPLANATION)
        numbers: dict[str, object] = {}
        for name in _EXPLANATION:
            value = data.get(name)
            if name in ("raw", "parts"):
                if not isinstance(value, Mapping) or not all(
                    isinstance(v, int | float) and not isinstance(v, bool) for v in value.values()
                ):
                    raise InvalidInput(f"explanation.{name}", "must map names to numbers")
                numbers[name] = {str(k): float(v) for k, v in value.items()}
            elif value is None and name in ("recency", "importance"):
                numbers[name] = None
            elif isinstance(value, int | float) and not isinstance(value, bool):
                numbers[name] = float(value)
            else:
                raise InvalidInput(f"explanation.{name}", "must be a number")
        return cls(**numbers)  # type: ignore[arg-type]


_EXPLANATION = ("raw", "parts", "fused", "relevance", "recency", "importance", "score")
