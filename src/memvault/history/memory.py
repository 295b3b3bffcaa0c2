"""A chat history that lives in the process and is gone when it ends."""

from __future__ import annotations

import os
from collections.abc import Sequence

from memvault.core import validate as _validate
from memvault.core.chat import (
    check_limit,
    check_message,
    check_message_ids,
    check_messages,
    newest,
)
from memvault.core.types import Message
from memvault.infra import persistence

__all__ = ["InMemoryChatHistory", "InMemorySession"]


class InMemoryChatHistory:
    """A list of messages in memory. Fast, unbounded, not shared between processes."""

    def __init__(self, session_id: str = "default") -> None:
        self.session_id = _validate.session_id(session_id)
        self._messages: list[Message] = []
        self._ids: set[str] = set()

    async def add_message(self, message: Message) -> None:
        await self.add_messages([check_message(message)])

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Append ``messages`` in order; one whose id is stored already (or came earlier in
        the batch) is left out."""
        for message in check_messages(messages):
            if message.id not in self._ids:
                self._ids.add(message.id)
                self._messages.append(message)

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        return newest(list(self._messages), check_limit(limit))

    async def pop_message(self) -> Message | None:
        """Remove the newest message and return it (``None`` when there is none)."""
        if not self._messages:
            return None
        message = self._messages.pop()
        self._ids.discard(message.id)
        return message

    async def remove_messages(self, message_ids: Sequence[str]) -> list[Message]:
        """Remove the messages with these ids and return them, oldest first."""
        gone = set(check_message_ids(message_ids))
        removed = [m for m in self._messages if m.id in gone]
        self._messages = [m for m in self._messages if m.id not in gone]
        self._ids -= gone
        return removed

    async def clear(self) -> None:
        self._messages.clear()
        self._ids.clear()

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write the session id and every message to a JSON file, atomically (see
        ``memvault.infra.persistence``)."""
        await persistence.save_history(
            path, "InMemoryChatHistory", self, {"session_id": self.session_id}
        )

    @classmethod
    async def load_from_file(cls, path: str | os.PathLike[str]) -> InMemoryChatHistory:
        """The history ``save_to_file`` wrote, under the same session id."""
        state, messages = persistence.read_history(path, "InMemoryChatHistory")
        history = cls(persistence.str_from_state(state, "session_id"))
        history._messages = messages
        history._ids = {m.id for m in messages}
        return history

    def __repr__(self) -> str:
        return (
            f"InMemoryChatHistory(session_id={self.session_id!r}, messages={len(self._messages)})"
        )


InMemorySession = InMemoryChatHistory
"""The same class under the name other agent frameworks use for it."""
