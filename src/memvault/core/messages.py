"""Messages: what was said in a conversation (``Message``, with the ``ToolCall`` s an assistant
asks for), and the clock and ids every value uses.

Contracts: timestamps are timezone-aware UTC (a naive ``datetime`` is taken to be UTC);
metadata is a JSON object (string keys, JSON values), copied on construction.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, get_args

from memvault.core import validate as _validate
from memvault.core.validate import JSON
from memvault.errors import InvalidInput

__all__ = ["ROLES", "Message", "Role", "ToolCall", "new_id", "parse_time", "utcnow"]

Role = Literal["user", "assistant", "system", "tool"]
ROLES: tuple[str, ...] = get_args(Role)


def utcnow() -> datetime:
    return datetime.now(UTC)


def new_id() -> str:
    return uuid.uuid4().hex


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One function call an assistant message asks for; ``arguments`` is the JSON text sent."""

    id: str
    name: str
    arguments: str = "{}"

    def __post_init__(self) -> None:
        _validate.text("tool_call.id", self.id)
        _validate.text("tool_call.name", self.name)
        _validate.text("tool_call.arguments", self.arguments, allow_empty=True)

    def to_dict(self) -> dict[str, JSON]:
        return {"id": self.id, "name": self.name, "arguments": self.arguments}


@dataclass(frozen=True, slots=True)
class Message:
    """One chat message. Build it with ``Message.user(...)`` and friends.

    ``content`` must be a non-empty string, except for an assistant message that carries
    ``tool_calls``. A ``tool`` message answers one call and must name its ``tool_call_id``.
    ``to_dict`` / ``from_dict`` round-trip every field exactly.
    """

    role: Role
    content: str
    name: str | None = None
    tool_call_id: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()
    metadata: dict[str, JSON] = field(default_factory=dict)
    created_at: datetime = field(default_factory=utcnow)
    id: str = field(default_factory=new_id)

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise InvalidInput("role", f"must be one of {', '.join(ROLES)}, not {self.role!r}")
        if not isinstance(self.tool_calls, tuple) or not all(
            isinstance(call, ToolCall) for call in self.tool_calls
        ):
            raise InvalidInput("tool_calls", "must be a tuple of ToolCall")
        if self.tool_calls and self.role != "assistant":
            raise InvalidInput("tool_calls", "only assistant messages carry tool calls")
        _validate.text("content", self.content, allow_empty=bool(self.tool_calls))
        _validate.optional_text("name", self.name)
        if self.role == "tool":
            _validate.text("tool_call_id", self.tool_call_id)
        elif self.tool_call_id is not None:
            raise InvalidInput("tool_call_id", "only tool messages answer a tool call")
        _validate.text("id", self.id)
        object.__setattr__(self, "metadata", _validate.json_object("metadata", self.metadata))
        object.__setattr__(self, "created_at", _validate.timestamp("created_at", self.created_at))

    __hash__ = None  # type: ignore[assignment]  # metadata is a dict: equal, not hashable

    @classmethod
    def user(cls, content: str, **fields: Any) -> Message:
        return cls("user", content, **fields)

    @classmethod
    def assistant(
        cls, content: str = "", *, tool_calls: Sequence[ToolCall] = (), **fields: Any
    ) -> Message:
        return cls("assistant", content, tool_calls=tuple(tool_calls), **fields)

    @classmethod
    def system(cls, content: str, **fields: Any) -> Message:
        return cls("system", content, **fields)

    @classmethod
    def tool(cls, content: str, tool_call_id: str, **fields: Any) -> Message:
        return cls("tool", content, tool_call_id=tool_call_id, **fields)

    def to_dict(self) -> dict[str, JSON]:
        """A JSON-safe dict; ``Message.from_dict(m.to_dict()) == m``."""
        return {
            "id": self.id,
            "role": self.role,
            "content": self.content,
            "name": self.name,
            "tool_call_id": self.tool_call_id,
            "tool_calls": [call.to_dict() for call in self.tool_calls],
            "metadata": dict(self.metadata),
            "created_at": self.created_at.isoformat(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Message:
        """Rebuild a message from ``to_dict`` output; a malformed dict raises ``InvalidInput``."""
        if not isinstance(data, Mapping):
            raise InvalidInput("message", f"must be a mapping, not {type(data).__name__}")
        unknown = set(data) - _MESSAGE_KEYS
        if unknown:
            raise InvalidInput("message", f"unknown keys: {', '.join(sorted(unknown))}")
        for key in ("role", "content"):
            if key not in data:
                raise InvalidInput("message", f"missing {key!r}")
        raw_calls = data.get("tool_calls") or []
        if not isinstance(raw_calls, list):
            raise InvalidInput("tool_calls", "must be a list")
        try:
            calls = tuple(ToolCall(**call) for call in raw_calls)
        except TypeError as exc:
            raise InvalidInput("tool_calls", f"malformed tool call: {exc}") from exc
        fields: dict[str, Any] = {
            "name": data.get("name"),
            "tool_call_id": data.get("tool_call_id"),
            "tool_calls": calls,
            "metadata": data.get("metadata") or {},
        }
        if data.get("id") is not None:
            fields["id"] = data["id"]
        if data.get("created_at") is not None:
            fields["created_at"] = parse_time("created_at", data["created_at"])
        return cls(data["role"], data["content"], **fields)


_MESSAGE_KEYS = frozenset(
    {"id", "role", "content", "name", "tool_call_id", "tool_calls", "metadata", "created_at"}
)


def parse_time(field_name: str, value: object) -> datetime:
    if isinstance(value, datetime):
        return value
    if not isinstance(value, str):
        raise InvalidInput(field_name, "must be an ISO 8601 string")
    try:
        return datetime.fromisoformat(value)
    except ValueError as exc:
        raise InvalidInput(field_name, f"not an ISO 8601 time: {value!r}") from exc
