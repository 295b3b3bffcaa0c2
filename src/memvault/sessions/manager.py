"""One chat history per session id, created on first use and reused afterwards."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Generator, Sequence
from typing import Any, Self

from memvault.core import validate as _validate
from memvault.core.chat import HistoryBackend
from memvault.core.messages import Message
from memvault.core.protocols import ChatHistory, SessionCatalog, Tokenizer
from memvault.errors import InvalidInput
from memvault.infra.resource import AsyncResource
from memvault.sessions.windows import SlidingWindowChatHistory, TokenWindowChatHistory

__all__ = ["SessionHistory", "SessionHistoryManager"]


class SessionHistory:
    """The history of one session, as ``get_history`` hands it out: a ``ChatHistory`` that
    can also be awaited (``history = await manager.get_history("user_123")``, as the
    Nadoo-style API writes it), giving itself. ``history`` is what it stands for (the base
    history, or the window over it)."""

    def __init__(self, session_id: str, history: ChatHistory) -> None:
        self.session_id = session_id
        self.history = history

    def __repr__(self) -> str:
        return f"SessionHistory({self.session_id!r}, {self.history!r})"

    def __await__(self) -> Generator[Any, None, SessionHistory]:
        return self._itself().__await__()

    async def _itself(self) -> SessionHistory:
        return self

    async def add_message(self, message: Message) -> None:
        await self.history.add_message(message)

    async def add_messages(self, messages: Sequence[Message]) -> None:
        await self.history.add_messages(messages)

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        return await self.history.get_messages(limit)

    async def clear(self) -> None:
        await self.history.clear()

    def __getattr__(self, name: str) -> Any:
        """Anything else the history offers (``aclose``, a window's ``window_size``...)."""
        if name == "history":
            raise AttributeError(name)
        return getattr(self.history, name)


class SessionHistoryManager(AsyncResource):
    """Hands out one history per session id.

    ``history_factory(session_id)`` builds the base history of a new session. With
    ``window_size`` the history handed out is a ``SlidingWindowChatHistory`` over it; with
    ``max_tokens`` a ``TokenWindowChatHistory`` (over the sliding window, if both are set).
    ``catalog`` is what the backend knows of stored sessions, so ``list_sessions`` also finds
    sessions written by earlier processes; ``on_close`` releases what the factory shares.

    With a ``catalog`` (the messages live in the backend, a history is only a handle on
    them) the manager keeps at most ``max_handles`` handles (the most recently used) and
    closes the others, so a long-running server that meets many sessions does not grow
    without bound; a handle dropped so still works, and the next ``get_history`` makes a new
    one. Without a catalog (in memory: the history is where the messages live) every
    history is kept.
    """

    def __init__(
        self,
        history_factory: Callable[[str], ChatHistory],
        window_size: int | None = None,
        max_tokens: int | None = None,
        *,
        tokenizer: Tokenizer | None = None,
        catalog: SessionCatalog | None = None,
        on_close: Callable[[], object] | None = None,
        max_handles: int = 10_000,
    ) -> None:
        if not callable(history_factory):
            raise InvalidInput("history_factory", "must be callable")
        self.history_factory = history_factory
        self.window_size = (
            None if window_size is None else _validate.positive_int("window_size", window_size)
        )
        self.max_tokens = (
            None if max_tokens is None else _validate.positive_int("max_tokens", max_tokens)
        )
        self.tokenizer = tokenizer
        self.catalog = catalog
        self._on_close = on_close
        self.max_handles = _validate.positive_int("max_handles", max_handles)
        self._bases: dict[str, ChatHistory] = {}
        self._views: dict[str, SessionHistory] = {}  # oldest use first
        self._dropped: list[ChatHistory] = []  # handles let go, closed at the next await

    @classmethod
    def over(
        cls,
        backend: HistoryBackend,
        window_size: int | None = None,
        max_tokens: int | None = None,
        *,
        tokenizer: Tokenizer | None = None,
    ) -> Self:
        """A manager of ``backend``'s sessions, which closes what they share on ``aclose``."""
        return cls(
            backend.history, window_size, max_tokens, tokenizer=tokenizer,
            catalog=backend.catalog, on_close=backend.close,
        )  # fmt: skip

    def get_history(self, session_id: str) -> SessionHistory:
        """The history of ``session_id``: the same object on every call, usable as it is
        or awaited (``await manager.get_history(...)`` gives the same object)."""
        session_id = _validate.session_id(session_id)
        handle = self._views.pop(session_id, None)
        if handle is not None:
            self._views[session_id] = handle  # the most recently used now
        else:
            base = self.history_factory(session_id)
            view: ChatHistory = base
            if self.window_size is not None:
                view = SlidingWindowChatHistory(view, self.window_size)
            if self.max_tokens is not None:
                view = TokenWindowChatHistory(view, self.max_tokens, self.tokenizer)
            handle = SessionHistory(session_id, view)
            self._bases[session_id] = base
            self._views[session_id] = handle
            self._let_go()
        return handle

    def _let_go(self) -> None:
        """Drop the least recently used handles over ``max_handles`` (with a catalog only);
        they are closed at the manager's next await (``get_history`` is not async)."""
        if self.catalog is None:
            return
        while len(self._views) > self.max_handles:
            oldest = next(iter(self._views))
            del self._views[oldest]
            self._dropped.append(self._bases.pop(oldest))

    async def _close_dropped(self) -> None:
        dropped, self._dropped = self._dropped, []
        for base in dropped:
            await _close(base)

    async def list_sessions(self) -> list[str]:
        """Sessions handed out by this manager and those the backend has stored, sorted."""
        await self._close_dropped()
        stored = await self.catalog.list_sessions() if self.catalog is not None else []
        return sorted(set(self._views) | set(stored))

    async def delete_session(self, session_id: str) -> bool:
        """Remove a session and all its messages; returns whether it existed."""
        session_id = _validate.session_id(session_id)
        existed = session_id in await self.list_sessions()
        base = self._bases.pop(session_id, None)
        self._views.pop(session_id, None)
        if base is not None:
            await base.clear()
            await _close(base)
        if self.catalog is not None:
            await self.catalog.delete_session(session_id)
        return existed

    async def aclose(self) -> None:
        """Release every history handed out and what they share. Stored data stays."""
        await self._close_dropped()
        for base in self._bases.values():
            await _close(base)
        self._bases.clear()
        self._views.clear()
        if self._on_close is not None:
            result = self._on_close()
            if inspect.isawaitable(result):
                await result


async def _close(history: object) -> None:
    aclose = getattr(history, "aclose", None)
    if aclose is not None:
        await aclose()
