"""Summary memories: the newest messages verbatim, everything older as a running summary.

When the summary is (re)computed is a pure rule, ``fold_point``; the memories apply it.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from typing import Any, ClassVar, Self, overload

from memvault.core import validate as _validate
from memvault.core.chat import check_messages
from memvault.core.protocols import Summarizer
from memvault.core.types import JSON, Message
from memvault.errors import InvalidInput
from memvault.infra import persistence
from memvault.memories._calls import message_argument
from memvault.memories.summarizers import ExtractiveSummarizer

__all__ = ["SUMMARY_HEADER", "ConversationSummaryMemory", "SummaryBufferMemory", "fold_point"]

SUMMARY_HEADER = "Summary of the earlier conversation:"
"""The first line of the system message that carries the summary."""


def fold_point(buffer: Sequence[Message], buffer_size: int, summary_threshold: int) -> int:
    """How many of the oldest messages of ``buffer`` (the messages held verbatim) to fold into
    the summary now.

    None while the buffer holds at most ``summary_threshold`` messages. Beyond that, all but
    the newest ``buffer_size``, moved back past any tool results so that the buffer kept never
    starts with a tool result cut off from its call (it then keeps a little more).
    """
    if len(buffer) <= summary_threshold:
        return 0
    cut = len(buffer) - buffer_size
    while 0 < cut < len(buffer) and buffer[cut].role == "tool":
        cut -= 1
    return cut


class _SummaryMemory:
    """What both summary memories share; see ``SummaryBufferMemory``."""

    kind: ClassVar[str]

    def __init__(
        self, summarizer: Summarizer | None, buffer_size: int, summary_threshold: int
    ) -> None:
        if summarizer is not None and not isinstance(summarizer, Summarizer):
            raise InvalidInput("summarizer", "must satisfy the Summarizer protocol")
        self.summarizer: Summarizer = (
            summarizer if summarizer is not None else ExtractiveSummarizer()
        )
        self.buffer_size = _validate.limit("buffer_size", buffer_size, allow_none=False) or 0
        threshold = _validate.limit("summary_threshold", summary_threshold, allow_none=False)
        if threshold is None or threshold < self.buffer_size:
            raise InvalidInput("summary_threshold", "must be at least buffer_size")
        self.summary_threshold = threshold
        self._summary = ""
        self._summary_message: Message | None = None
        self._buffer: list[Message] = []
        self._lock = asyncio.Lock()

    @property
    def summary(self) -> str:
        """The running summary (``""`` until something has been summarized)."""
        return self._summary

    @property
    def buffer(self) -> list[Message]:
        """The messages held verbatim, oldest first (a copy)."""
        return list(self._buffer)

    @overload
    async def add_message(self, message: Message) -> None: ...

    @overload
    async def add_message(self, role: str, content: str, **fields: Any) -> Message:
        """Deprecated, for one release: ``add_message(Message(role, content, **fields))``.

        Builds the message, adds it, returns it, and warns (``DeprecationWarning``)."""

    async def add_message(self, *args: Any, **fields: Any) -> Message | None:
        """Add ``message``, as ``add_messages([message])`` does.

        The old form ``add_message(role, content, **fields)`` still works for one release: it
        warns (``DeprecationWarning``) and returns the message it built.
        """
        message, deprecated = message_argument(type(self).__name__, args, fields)
        await self.add_messages([message])
        return message if deprecated else None

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Append ``messages`` to the buffer, then fold as ``fold_point`` says.

        All or nothing: if the summarizer raises or returns something other than text, the
        error reaches the caller (``InvalidInput`` with field ``summarizer`` for a reply that
        is not a string) and the memory is left exactly as it was. Concurrent calls run one
        after the other.
        """
        checked = check_messages(messages)
        async with self._lock:
            buffer = [*self._buffer, *checked]
            cut = fold_point(buffer, self.buffer_size, self.summary_threshold)
            if cut:
                summary = await self.summarizer.summarize(self._summary, buffer[:cut])
                if not isinstance(summary, str):
                    raise InvalidInput(
                        "summarizer", f"returned {type(summary).__name__}, not a summary string"
                    )
                summary = _validate.text("summarizer", summary, allow_empty=True).strip()
                self._summary = summary
                self._summary_message = (
                    Message.system(f"{SUMMARY_HEADER}\n{summary}") if summary else None
                )
            self._buffer = buffer[cut:]

    def get_full_context(self) -> list[Message]:
        """What to send to a model: the summary as one system message (when there is one),
        then the buffer. The system message is the same object until the summary changes."""
        head = [self._summary_message] if self._summary_message is not None else []
        return [*head, *self._buffer]

    async def clear(self) -> None:
        """Forget the summary and the buffer (after any add under way)."""
        async with self._lock:
            self._summary, self._summary_message, self._buffer = "", None, []

    def to_state(self) -> dict[str, JSON]:
        """The memory as JSON (the summarizer is not saved)."""
        return {
            "buffer_size": self.buffer_size,
            "summary_threshold": self.summary_threshold,
            "summary": self._summary,
            "summary_message": (
                None if self._summary_message is None else self._summary_message.to_dict()
            ),
            "buffer": persistence.messages_to_state(self._buffer),
        }

    def _restore(self, state: dict[str, Any]) -> Self:
        summary = persistence.str_from_state(state, "summary")
        raw = state.get("summary_message")
        message = None
        if raw is not None:
            [message] = persistence.messages_from_state(
                {"summary_message": [raw]}, "summary_message"
            )
            if message.role != "system" or message.content != f"{SUMMARY_HEADER}\n{summary}":
                raise InvalidInput("state.summary_message", "does not carry state.summary")
        elif summary:
            raise InvalidInput("state.summary_message", "missing for a non-empty summary")
        self._summary, self._summary_message = summary, message
        self._buffer = persistence.messages_from_state(state, "buffer")
        return self

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write the memory to a JSON file, atomically (see ``memvault.infra.persistence``)."""
        async with self._lock:
            persistence.write_state(path, self.kind, self.to_state())

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(buffer={len(self._buffer)}, summary={len(self._summary)} chars)"
        )


class SummaryBufferMemory(_SummaryMemory):
    """The newest messages verbatim, and a running summary of everything before them.

    ``summary_threshold`` counts the messages held verbatim (the buffer, not yet summarized).
    Adding messages never calls the summarizer while the buffer holds at most
    ``summary_threshold`` of them. When an add takes it past that, the oldest messages (all
    but the newest ``buffer_size``, see ``fold_point``) leave the buffer and the summary is
    recomputed *incrementally*, in that same ``add_message`` call: the summarizer gets the
    running summary and only the messages leaving the buffer, and its reply replaces the
    summary. So the summarizer runs once every ``summary_threshold - buffer_size + 1``
    messages, and a conversation of up to ``summary_threshold`` messages is never summarized.
    ``get_full_context()`` only reads: it never calls the summarizer.

    ``summarizer`` defaults to the offline ``ExtractiveSummarizer()``; pass an
    ``LLMSummarizer(llm)`` for an abstractive summary. ``0 <= buffer_size <=
    summary_threshold``.

    Writes are async (a summarizer may call a model); reads (``get_full_context``,
    ``summary``, ``buffer``) are sync, since they only look at what the object holds.
    """

    kind: ClassVar[str] = "SummaryBufferMemory"

    def __init__(
        self,
        summarizer: Summarizer | None = None,
        buffer_size: int = 10,
        summary_threshold: int = 50,
    ) -> None:
        super().__init__(summarizer, buffer_size, summary_threshold)

    @classmethod
    async def load_from_file(
        cls, path: str | os.PathLike[str], *, summarizer: Summarizer | None = None
    ) -> SummaryBufferMemory:
        """A memory as ``save_to_file`` wrote it, with ``summarizer`` (not saved)."""
        state = persistence.read_state(path, cls.kind)
        with persistence.building_from_state():
            memory = cls(
                summarizer,
                buffer_size=persistence.int_from_state(state, "buffer_size"),
                summary_threshold=persistence.int_from_state(state, "summary_threshold"),
            )
        return memory._restore(state)


class ConversationSummaryMemory(_SummaryMemory):
    """The whole conversation as a running summary: nothing is kept verbatim.

    Every ``add_message`` folds the new message into the summary at once (the summarizer gets
    the running summary and that message), so ``get_full_context()`` is the summary alone, as
    one system message (empty before anything worth keeping was said). This is
    ``SummaryBufferMemory`` with ``buffer_size=0, summary_threshold=0``. With an
    ``LLMSummarizer`` that is one model call per message.
    """

    kind: ClassVar[str] = "ConversationSummaryMemory"

    def __init__(self, summarizer: Summarizer | None = None) -> None:
        super().__init__(summarizer, 0, 0)

    def to_state(self) -> dict[str, JSON]:
        state = super().to_state()
        del state["buffer_size"], state["summary_threshold"]
        return state

    @classmethod
    async def load_from_file(
        cls, path: str | os.PathLike[str], *, summarizer: Summarizer | None = None
    ) -> ConversationSummaryMemory:
        """A memory as ``save_to_file`` wrote it, with ``summarizer`` (not saved)."""
        return cls(summarizer)._restore(persistence.read_state(path, cls.kind))
