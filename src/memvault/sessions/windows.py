"""Windows over a chat history: the pure selection rules and the thin wrappers that apply them.

Both windows keep the underlying history complete; they only change what ``get_messages``
returns. Neither ever returns a tool result without the assistant message that called it:
an assistant message and the ``tool`` messages that follow it form one *unit* that is kept or
dropped whole.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from memvault.core import validate as _validate
from memvault.core.chat import check_limit
from memvault.core.protocols import ChatHistory, EditableChatHistory, Tokenizer
from memvault.core.types import JSON, Message
from memvault.defaults import default_history, default_tokenizer
from memvault.errors import InvalidInput
from memvault.infra import persistence
from memvault.policy.budget import runs
from memvault.policy.tokens import CheckedTokenizer

__all__ = [
    "SlidingWindowChatHistory",
    "TokenWindowChatHistory",
    "drop_orphan_tool_results",
    "last_messages",
    "token_window",
    "units",
]


def editable(history: ChatHistory) -> EditableChatHistory:
    """``history``, or ``InvalidInput`` for a history that cannot take messages back."""
    if not isinstance(history, EditableChatHistory):
        raise InvalidInput("base_history", f"{type(history).__name__} has no pop_message")
    return history


async def pop_newest(history: ChatHistory) -> Message | None:
    """``history.pop_message()``, or ``InvalidInput`` for a history that cannot pop."""
    return await editable(history).pop_message()


def units(messages: Sequence[Message]) -> list[list[Message]]:
    """Split ``messages`` into units: an assistant message with the tool results after it, or
    any other single message. Tool results with no assistant message before them are dropped
    (their call is outside ``messages``): they are never returned."""
    return [
        run if run[0].role == "assistant" else run[:1]
        for run in runs(messages, lambda message: message.role != "tool")
        if run[0].role != "tool"
    ]


def drop_orphan_tool_results(messages: Sequence[Message]) -> list[Message]:
    return [m for unit in units(messages) for m in unit]


def last_messages(messages: Sequence[Message], window_size: int) -> list[Message]:
    """At most the last ``window_size`` messages, less any tool result cut off from its call."""
    return drop_orphan_tool_results(messages[max(len(messages) - window_size, 0) :])


def token_window(
    messages: Sequence[Message], max_tokens: int, tokenizer: Tokenizer
) -> list[Message]:
    """The messages to send within ``max_tokens``, in their original order.

    System messages come first in the budget: each is kept, oldest first, while it fits.
    The rest of the budget goes to the newest units, walking back from the end and stopping at
    the first unit that does not fit whole, so the conversation kept is contiguous.
    """
    budget = max_tokens
    keep: set[int] = set()
    for i, message in enumerate(messages):
        if message.role == "system":
            cost = tokenizer.count_messages([message])
            if cost <= budget:
                keep.add(i)
                budget -= cost
    grouped = [unit for unit in units(messages) if unit[0].role != "system"]
    positions = {id(m): i for i, m in enumerate(messages)}
    for unit in reversed(grouped):
        cost = tokenizer.count_messages(unit)
        if cost > budget:
            break
        budget -= cost
        keep.update(positions[id(m)] for m in unit)
    return [m for i, m in enumerate(messages) if i in keep]


class SlidingWindowChatHistory:
    """Returns the last ``window_size`` messages of ``base_history``, which keeps them all."""

    def __init__(self, base_history: ChatHistory, window_size: int) -> None:
        self.base_history = base_history
        self.window_size = _validate.positive_int("window_size", window_size)

    async def add_message(self, message: Message) -> None:
        await self.base_history.add_message(message)

    async def add_messages(self, messages: Sequence[Message]) -> None:
        await self.base_history.add_messages(messages)

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        limit = check_limit(limit)
        recent = await self.base_history.get_messages(limit=self.window_size)
        window = last_messages(recent, self.window_size)
        return window if limit is None else last_messages(window, limit)

    async def pop_message(self) -> Message | None:
        """Remove the newest message of the base history and return it."""
        return await pop_newest(self.base_history)

    async def remove_messages(self, message_ids: Sequence[str]) -> list[Message]:
        """Remove these messages of the base history and return them."""
        return await editable(self.base_history).remove_messages(message_ids)

    async def clear(self) -> None:
        await self.base_history.clear()

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write ``window_size`` and every message of the base history (not only the window)
        to a JSON file, atomically (see ``memvault.infra.persistence``)."""
        await persistence.save_history(
            path, "SlidingWindowChatHistory", self.base_history, _settings(self, "window_size")
        )

    @classmethod
    async def load_from_file(
        cls, path: str | os.PathLike[str], *, base_history: ChatHistory | None = None
    ) -> SlidingWindowChatHistory:
        """The window ``save_to_file`` wrote. Its messages are added to ``base_history``
        (default: a new ``InMemoryChatHistory`` under the saved session id)."""
        state, messages = persistence.read_history(path, "SlidingWindowChatHistory")
        window_size = persistence.int_from_state(state, "window_size", minimum=1)
        base = await restore_base(state, messages, base_history)
        return cls(base, window_size)


def _settings(window: object, size_name: str) -> dict[str, JSON]:
    base = getattr(window, "base_history", None)
    session_id = getattr(base, "session_id", None)
    return {
        size_name: getattr(window, size_name),
        "session_id": session_id if isinstance(session_id, str) else None,
    }


async def restore_base(
    state: dict[str, object], messages: list[Message], base_history: ChatHistory | None
) -> ChatHistory:
    """``base_history`` (default: a new ``InMemoryChatHistory`` under the saved session id)
    with ``messages`` added."""
    if base_history is None:
        session_id = persistence.optional_str_from_state(state, "session_id")
        base_history = default_history(session_id or "default")
    await base_history.add_messages(messages)
    return base_history


class TokenWindowChatHistory:
    """Returns the newest messages of ``base_history`` that fit in ``max_tokens``.

    System messages are kept first (see ``token_window``). Tokens are counted with
    ``tokenizer``, by default the offline ``o200k_base`` encoding.
    """

    def __init__(
        self,
        base_history: ChatHistory,
        max_tokens: int,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        self.base_history = base_history
        self.max_tokens = _validate.positive_int("max_tokens", max_tokens)
        self.tokenizer: Tokenizer = CheckedTokenizer(
            tokenizer if tokenizer is not None else default_tokenizer()
        )

    async def add_message(self, message: Message) -> None:
        await self.base_history.add_message(message)

    async def add_messages(self, messages: Sequence[Message]) -> None:
        await self.base_history.add_messages(messages)

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        limit = check_limit(limit)
        everything = await self.base_history.get_messages()
        window = token_window(everything, self.max_tokens, self.tokenizer)
        return window if limit is None else last_messages(window, limit)

    async def pop_message(self) -> Message | None:
        """Remove the newest message of the base history and return it."""
        return await pop_newest(self.base_history)

    async def remove_messages(self, message_ids: Sequence[str]) -> list[Message]:
        """Remove these messages of the base history and return them."""
        return await editable(self.base_history).remove_messages(message_ids)

    async def clear(self) -> None:
        await self.base_history.clear()

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write ``max_tokens`` and every message of the base history to a JSON file,
        atomically (the tokenizer is not saved)."""
        await persistence.save_history(
            path, "TokenWindowChatHistory", self.base_history, _settings(self, "max_tokens")
        )

    @classmethod
    async def load_from_file(
        cls,
        path: str | os.PathLike[str],
        *,
        base_history: ChatHistory | None = None,
        tokenizer: Tokenizer | None = None,
    ) -> TokenWindowChatHistory:
        """The window ``save_to_file`` wrote, counting with ``tokenizer``. Its messages are
        added to ``base_history`` (default: a new ``InMemoryChatHistory``)."""
        state, messages = persistence.read_history(path, "TokenWindowChatHistory")
        max_tokens = persistence.int_from_state(state, "max_tokens", minimum=1)
        base = await restore_base(state, messages, base_history)
        return cls(base, max_tokens, tokenizer)
