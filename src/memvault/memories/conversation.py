"""A ``Memory`` over a chat history: what was said, found again by substring."""

from __future__ import annotations

import os
from typing import Any, ClassVar

from memvault.core import validate as _validate
from memvault.core.protocols import ChatHistory
from memvault.core.types import JSON, MemoryEntry, Message, Scope
from memvault.errors import InvalidInput
from memvault.infra import persistence
from memvault.sessions.windows import restore_base

__all__ = ["ConversationMemory"]


class ConversationMemory:
    """Stores text as user messages in ``history`` and finds them by substring.

    ``search`` matches the query as a case-insensitive substring of each message's content and
    returns at most ``limit`` matches, newest first, each with score 0.0 (this memory does not
    rank) and the message's metadata as stored. A blank query matches nothing.

    ``save_to_file`` writes the session id and every message of ``history`` (as a window
    saves its base history); ``load_from_file`` adds them to ``history=`` (default: a new
    ``InMemoryChatHistory`` under the saved session id).
    """

    kind: ClassVar[str] = "ConversationMemory"

    def __init__(self, history: ChatHistory) -> None:
        if not isinstance(history, ChatHistory):
            raise InvalidInput("history", "must be a ChatHistory")
        self.history = history

    async def store(self, content: str, metadata: dict[str, Any] | None = None) -> None:
        await self.history.add_message(Message.user(content, metadata=metadata or {}))

    async def search(self, query: str, limit: int = 5) -> list[MemoryEntry]:
        query = _validate.text("query", query, allow_empty=True)
        limit_ = _validate.limit("limit", limit, allow_none=False)
        needle = query.strip().casefold()
        if not needle or not limit_:
            return []
        session = getattr(self.history, "session_id", None)
        hits: list[MemoryEntry] = []
        for message in reversed(await self.history.get_messages()):
            if needle in message.content.casefold():
                hits.append(_entry(message, session))
                if len(hits) == limit_:
                    break
        return hits

    async def clear(self) -> None:
        await self.history.clear()

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write the session id and every message of the history to a JSON file, atomically
        (see ``memvault.infra.persistence``)."""
        session = getattr(self.history, "session_id", None)
        settings: dict[str, JSON] = {"session_id": session if isinstance(session, str) else None}
        await persistence.save_history(path, self.kind, self.history, settings)

    @classmethod
    async def load_from_file(
        cls, path: str | os.PathLike[str], *, history: ChatHistory | None = None
    ) -> ConversationMemory:
        """The memory ``save_to_file`` wrote. Its messages are added to ``history`` (default:
        a new ``InMemoryChatHistory`` under the saved session id)."""
        if history is not None and not isinstance(history, ChatHistory):
            raise InvalidInput("history", "must be a ChatHistory")
        state, messages = persistence.read_history(path, cls.kind)
        return cls(await restore_base(state, messages, history))


def _entry(message: Message, session_id: str | None) -> MemoryEntry:
    return MemoryEntry(
        content=message.content,
        metadata=message.metadata,
        id=message.id,
        kind="message",
        scope=Scope(session_id=session_id),
        created_at=message.created_at,
    )
