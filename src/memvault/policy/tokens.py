"""Token-budget rules every tokenizer is held to, whoever wrote it.

``MESSAGE_OVERHEAD`` is what a chat model spends on each message beyond its text;
``CheckedTokenizer`` wraps a caller's tokenizer so that a count which would make a budget
meaningless (negative, not an integer) raises instead. Pure: no I/O, no backend.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memvault.core.types import Message
from memvault.errors import InvalidInput

__all__ = ["MESSAGE_OVERHEAD", "CheckedTokenizer", "checked_count"]

MESSAGE_OVERHEAD = 4
"""Tokens a chat model spends on each message beyond its text (role and separators)."""


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
