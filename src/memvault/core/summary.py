"""``ScopeSummary``: what one user, agent or session holds, counted (``MemoryVault.scopes``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

__all__ = ["SCOPE_FIELDS", "ScopeField", "ScopeSummary"]

ScopeField = Literal["user_id", "agent_id", "session_id"]
SCOPE_FIELDS: tuple[ScopeField, ...] = ("user_id", "agent_id", "session_id")


@dataclass(frozen=True, slots=True)
class ScopeSummary:
    """The memories of one user, agent or session (``id``), counted by kind: current
    ``facts``, ``superseded`` facts (past versions kept as history), ``episodes`` and
    ``messages``; ``last_activity`` is the latest time one of them was written or
    changed."""

    id: str
    facts: int
    superseded: int
    episodes: int
    messages: int
    last_activity: datetime

    @property
    def memories(self) -> int:
        """Every memory counted, past versions included."""
        return self.facts + self.superseded + self.episodes + self.messages

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``last_activity`` as ISO 8601), which ``from_dict`` reads back."""
        return {
            "id": self.id, "facts": self.facts, "superseded": self.superseded,
            "episodes": self.episodes, "messages": self.messages,
            "last_activity": self.last_activity.isoformat(),
        }  # fmt: skip

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ScopeSummary:
        return cls(
            str(data["id"]), int(data["facts"]), int(data["superseded"]),
            int(data["episodes"]), int(data["messages"]),
            datetime.fromisoformat(data["last_activity"]),
        )  # fmt: skip
