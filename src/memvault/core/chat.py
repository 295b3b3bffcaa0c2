"""What every chat history shares: the argument checks it applies before it writes or reads,
the JSON form of a stored message, and ``HistoryBackend``, one backend's sessions over one
shared connection."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from memvault.core import validate as _validate
from memvault.core.types import Message
from memvault.errors import InvalidInput

if TYPE_CHECKING:
    from memvault.core.protocols import ChatHistory, SessionCatalog


def check_message(message: object) -> Message:
    if not isinstance(message, Message):
        raise InvalidInput("message", f"must be a Message, not {type(message).__name__}")
    return message


def check_messages(messages: object) -> list[Message]:
    """Validate a whole batch before any of it is written."""
    if isinstance(messages, str | bytes) or not isinstance(messages, Sequence):
        raise InvalidInput("messages", "must be a sequence of Message")
    return [check_message(m) for m in messages]


MAX_HISTORY_LIMIT = _validate.MAX_INT
"""The largest ``limit`` a history's ``get_messages`` takes (signed 64-bit, what every
backend can bind): a larger one is ``InvalidInput`` on every backend."""


def check_limit(limit: object) -> int | None:
    return _validate.limit("limit", limit, maximum=MAX_HISTORY_LIMIT)


def check_message_ids(message_ids: object) -> list[str]:
    """``message_ids`` as a list of message ids (``InvalidInput`` naming ``message_ids``)."""
    if isinstance(message_ids, str | bytes) or not isinstance(message_ids, Sequence):
        raise InvalidInput("message_ids", "must be a list of message ids")
    return [_validate.text(f"message_ids[{i}]", m) for i, m in enumerate(message_ids)]


def newest(messages: list[Message], limit: int | None) -> list[Message]:
    """The newest ``limit`` of ``messages`` (oldest first)."""
    if limit is None:
        return messages
    return messages[max(len(messages) - limit, 0) :] if limit else []


def dumps(message: Message) -> str:
    return json.dumps(message.to_dict(), ensure_ascii=False, separators=(",", ":"))


def loads(raw: str | bytes) -> Message:
    return Message.from_dict(json.loads(raw))


@dataclass(frozen=True, slots=True)
class HistoryBackend:
    """The sessions of one backend over one shared connection (or pool, or client):
    ``history(session_id)`` makes a session's history, ``catalog`` knows the stored
    sessions, ``close`` (when set) releases what they share."""

    history: Callable[[str], ChatHistory]
    catalog: SessionCatalog
    close: Callable[[], object] | None = None
