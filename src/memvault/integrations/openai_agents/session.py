"""``MemvaultSession``: the OpenAI Agents SDK's ``Session`` over a memvault chat history."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

from agents.memory import SessionSettings
from agents.memory.session_settings import resolve_session_limit

from memvault.core import validate as _validate
from memvault.core.protocols import EditableChatHistory
from memvault.errors import InvalidInput
from memvault.integrations.openai_agents.items import item_of, message_of

if TYPE_CHECKING:
    from agents import TResponseInputItem

__all__ = ["MemvaultSession"]

T = TypeVar("T")


class MemvaultSession:
    """The conversation of one session, kept in ``history``: any memvault chat history
    (``SQLiteChatHistory``, ``RedisChatHistory``, ``PostgresChatHistory``,
    ``InMemoryChatHistory``, a window over one, or what a ``SessionHistoryManager``'s
    ``get_history(session_id)`` hands out). Pass it to ``Runner.run(..., session=...)``.

    Items are kept as messages (``memvault.integrations.openai_agents.items``): a batch of
    ``add_items`` is written all or nothing, ``pop_item`` takes back the newest in one step,
    and ``get_items(limit)`` (or ``session_settings.limit``) reads the newest items, oldest
    first. ``session_id`` defaults to the history's own.

    A history's connections belong to the event loop that uses it. The session keeps to the
    loop it was made in (or the first that calls it) while that loop runs: a call from
    another loop (``Runner.run_sync`` in a worker thread of an async program) is handed to
    it. Once that loop has ended, the next loop takes over.
    """

    def __init__(
        self,
        history: EditableChatHistory,
        *,
        session_id: str | None = None,
        session_settings: SessionSettings | None = None,
    ) -> None:
        if not isinstance(history, EditableChatHistory):
            raise InvalidInput(
                "history", f"must be a memvault chat history, not {type(history).__name__}"
            )
        self.history = history
        own = session_id if session_id is not None else getattr(history, "session_id", None)
        self.session_id = _validate.session_id(own)
        self.session_settings = session_settings
        self._loop: asyncio.AbstractEventLoop | None = _running_loop()

    def __repr__(self) -> str:
        return f"MemvaultSession({self.session_id!r}, {self.history!r})"

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The newest ``limit`` items (``session_settings.limit``, else all), oldest first."""
        newest = resolve_session_limit(limit, self.session_settings)
        messages = await self._on_loop(lambda: self.history.get_messages(newest))
        return [_item(m) for m in messages]

    async def add_items(self, items: Sequence[TResponseInputItem]) -> None:
        """Append ``items`` in order, all or none (each checked before anything is written)."""
        if isinstance(items, str | bytes) or not isinstance(items, Sequence):
            raise InvalidInput("items", "must be a list of input items")
        messages = [message_of(item, f"items[{i}]") for i, item in enumerate(items)]
        if messages:
            await self._on_loop(lambda: self.history.add_messages(messages))

    async def pop_item(self) -> TResponseInputItem | None:
        """Remove the newest item and return it; ``None`` when the session is empty."""
        message = await self._on_loop(self.history.pop_message)
        return None if message is None else _item(message)

    async def clear_session(self) -> None:
        """Remove every item of this session."""
        await self._on_loop(self.history.clear)

    async def _on_loop(self, call: Callable[[], Awaitable[T]]) -> T:
        """Run ``call()`` on the loop the history belongs to (see the class docstring)."""
        here = asyncio.get_running_loop()
        owner = self._loop
        if owner is None or owner is here or owner.is_closed() or not owner.is_running():
            self._loop = here
            return await call()

        async def run() -> T:
            return await call()

        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(run(), owner))


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _item(message: Any) -> TResponseInputItem:
    return cast("TResponseInputItem", item_of(message))
