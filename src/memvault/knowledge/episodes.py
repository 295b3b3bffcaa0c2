"""Episodes: what happened in a past task, when, how it went and with which tools.

An episode is a memory of kind ``episode``; its outcome, tools and tags live in its metadata
(``outcome``, ``tools_used``, ``tags``), so it is searched, scoped and forgotten like every
other memory. ``Episode`` is the typed view of one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from memvault.core import validate as _validate
from memvault.core.types import JSON, MemoryEntry
from memvault.errors import InvalidInput

__all__ = ["Episode", "episode_metadata"]


@dataclass(frozen=True, slots=True)
class Episode:
    """One past episode, as ``recall_episodes`` returns it; ``relevance`` is the search score
    (0.0-1.0) for the situation asked about, ``None`` on the episode ``record_episode``
    returns (nothing was asked)."""

    id: str
    summary: str
    outcome: str
    tools_used: tuple[str, ...]
    tags: tuple[str, ...]
    at: datetime
    session_id: str | None
    relevance: float | None = None

    @classmethod
    def of(cls, entry: MemoryEntry) -> Episode:
        meta = entry.metadata
        return cls(
            entry.id,
            entry.content,
            str(meta.get("outcome", "")),
            _strings(meta.get("tools_used")),
            _strings(meta.get("tags")),
            entry.valid_from,
            entry.scope.session_id,
            entry.score,
        )


def _strings(value: JSON | None) -> tuple[str, ...]:
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def episode_metadata(
    outcome: object, tools_used: Sequence[str] | None, tags: Sequence[str] | None
) -> dict[str, JSON]:
    """The metadata an episode is stored with, after checking each argument."""
    return {
        "outcome": _validate.text("outcome", outcome).strip(),
        "tools_used": _names("tools_used", tools_used),
        "tags": _names("tags", tags),
    }


def _names(field: str, values: Sequence[str] | None) -> list[JSON]:
    if values is None:
        return []
    if isinstance(values, str) or not isinstance(values, Sequence):
        raise InvalidInput(field, "must be a list of names")
    return list(dict.fromkeys(_validate.text(f"{field}[{i}]", v) for i, v in enumerate(values)))
