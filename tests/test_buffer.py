"""BufferedMemory and ComposableMemory over real histories (in memory and an SQLite file) and
a real SQLite vault; the tokenizer is the offline tiktoken one unless a test says otherwise."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import pytest

from memvault import InMemoryChatHistory, InvalidInput, MemoryVault
from memvault.buffer import (
    BufferedMemory,
    ComposableMemory,
    FactExtractionMemoryBlock,
    StaticMemoryBlock,
    VectorMemoryBlock,
)
from memvault.core.types import Message
from memvault.embedders import HashEmbedder
from memvault.history.sqlite import SQLiteChatHistory
from memvault.tokenizers import TiktokenTokenizer

TOKENS = TiktokenTokenizer()


def chatter(n: int, start: int = 0) -> list[Message]:
    """``n`` turns of small talk: a user message and an assistant answer each."""
    out = []
    for i in range(start, start + n):
        out += [Message.user(f"turn {i}: tell me about the weather in town number {i}"),
                Message.assistant(f"answer {i}: it is mild and a little windy today")]  # fmt: skip
    return out


class Recorder:
    """A block that records what it is given (and can be made to fail)."""

    def __init__(self, name: str = "recorder", priority: int = 1, fail: bool = False) -> None:
        self.name, self.priority, self.fail = name, priority, fail
        self.received: list[list[Message]] = []

    async def put(self, messages: Sequence[Message]) -> None:
        if self.fail:
            raise RuntimeError("block is down")
        self.received.append(list(messages))

    async def get(self, input: str | None) -> str:
        if self.fail:
            raise RuntimeError("block is down")
        return f"{len(self.received)} chunks so far"

    async def truncate(self, content: str, tokens: int) -> str:
        return content[: max(tokens, 0)]


async def test_the_oldest_whole_turns_are_flushed_to_every_block() -> None:
    recorder = Recorder()
    memory = BufferedMemory(InMemoryChatHistory(), [recorder], token_limit=400,
                            chat_history_token_ratio=0.5, token_flush_size=60)  # fmt: skip
    for message in chatter(30):
        await memory.put(message)
    flushed = [m for chunk in recorder.received for m in chunk]
    assert flushed
    assert flushed[0].content.startswith("turn 0:")
    assert all(chunk[0].role == "user" for chunk in recorder.received)  # whole turns
    assert all(TOKENS.count_messages(chunk) >= 60 for chunk in recorder.received[:-1])
    stored = await memory.history.get_messages()
    assert len(stored) == 60  # flushed messages stay in the history, for audit
    sent = await memory.get()
    assert TOKENS.count_messages(sent) <= 400
    assert sent[0].role == "system"
    assert "<recorder>" in sent[0].content
    history = [m for m in sent if m.role != "system"]
    assert history[-1].content.startswith("answer 29:")
    assert TOKENS.count_messages(history) <= 200
    assert history[0].content.startswith(f"turn {len(flushed) // 2}:")  # nothing skipped


async def test_get_never_exceeds_the_limit_truncating_blocks_by_priority() -> None:
    keep = StaticMemoryBlock("You are a helpful travel assistant.", name="persona")
    bulky = StaticMemoryBlock("lots of notes " * 200, name="notes", priority=3)
    memory = BufferedMemory(InMemoryChatHistory(), [keep, bulky], token_limit=300,
                            token_flush_size=50)  # fmt: skip
    await memory.put_messages(chatter(3))
    sent = await memory.get()
    assert TOKENS.count_messages(sent) <= 300
    assert "You are a helpful travel assistant." in sent[0].content  # priority 0: whole
    assert "[... truncated]" in sent[0].content or "<notes>" not in sent[0].content
    assert sent[-1].content.startswith("answer 2:")


async def test_a_message_larger_than_the_whole_budget_is_cut_with_a_marker() -> None:
    memory = BufferedMemory(InMemoryChatHistory(), token_limit=100, token_flush_size=10)
    await memory.put(Message.user("please read this: " + "blah " * 2000))
    sent = await memory.get()
    assert TOKENS.count_messages(sent) <= 100
    assert sent[-1].content.endswith("[... truncated]")
    stored = await memory.history.get_messages()
    assert len(stored[0].content) > 9000  # the history keeps the message whole


async def test_priority_zero_blocks_that_cannot_fit_are_an_error() -> None:
    huge = StaticMemoryBlock("rule " * 500, name="rules")
    memory = BufferedMemory(InMemoryChatHistory(), [huge], token_limit=50)
    await memory.put(Message.user("hi"))
    with pytest.raises(InvalidInput, match="priority-0"):
        await memory.get()


async def test_a_failing_block_is_isolated_and_reported() -> None:
    broken, working = Recorder("broken", fail=True), Recorder("working")
    memory = BufferedMemory(InMemoryChatHistory(), [broken, working], token_limit=300,
                            chat_history_token_ratio=0.5, token_flush_size=40)  # fmt: skip
    await memory.put_messages(chatter(20))
    assert working.received  # the other block still got the flushed turns
    assert len(await memory.history.get_messages()) == 40  # no turn lost
    sent = await memory.get()
    assert "<working>" in sent[0].content
    assert "<broken>" not in sent[0].content
    stages = {(f.block, f.stage) for f in memory.failures}
    assert stages == {("broken", "put"), ("broken", "get")}
    assert isinstance(memory.failures[0].error, RuntimeError)


class ZeroTokens:
    def count(self, text: str) -> int:
        return 0

    def count_messages(self, messages: Sequence[Message]) -> int:
        return 0


class NegativeTokens(ZeroTokens):
    def count_messages(self, messages: Sequence[Message]) -> int:
        return -5


async def test_custom_tokenizers_that_count_zero_or_negative() -> None:
    zero = BufferedMemory(InMemoryChatHistory(), token_limit=10, tokenizer=ZeroTokens())
    await zero.put_messages(chatter(50))  # never over budget: nothing flushed, no loop
    assert len(await zero.get()) == 100
    negative = BufferedMemory(InMemoryChatHistory(), token_limit=10, tokenizer=NegativeTokens())
    with pytest.raises(InvalidInput, match="tokenizer"):
        await negative.put(Message.user("hi"))


async def test_concurrent_puts_on_one_session_lose_and_reorder_nothing(tmp_path: Path) -> None:
    history = SQLiteChatHistory(tmp_path / "chat.db", session_id="s1")
    recorder = Recorder()
    memory = BufferedMemory(history, [recorder], token_limit=300, token_flush_size=30)
    batches = [chatter(1, start=i) for i in range(40)]
    await asyncio.gather(*(memory.put_messages(batch) for batch in batches))
    stored = await history.get_messages()
    assert len(stored) == 80
    flushed = [m for chunk in recorder.received for m in chunk]
    assert stored[: len(flushed)] == flushed  # flushed once each, oldest first
    await memory.reset()
    assert await history.get_messages() == []


async def test_a_new_memory_over_an_existing_history_does_not_flush_it_again() -> None:
    history = InMemoryChatHistory()
    first = Recorder()
    await BufferedMemory(history, [first], token_limit=300, token_flush_size=30).put_messages(
        chatter(30)
    )
    second = Recorder()
    resumed = BufferedMemory(history, [second], token_limit=300, token_flush_size=30)
    await resumed.put(Message.user("and tomorrow?"))
    assert sum(len(c) for c in second.received) <= 4  # only what the new turn pushed out


async def test_fact_and_vector_blocks_remember_what_was_flushed(tmp_path: Path) -> None:
    async with MemoryVault(tmp_path / "v.db", embedder=HashEmbedder()) as vault:
        facts = FactExtractionMemoryBlock()
        recalled = VectorMemoryBlock(vault, user_id="dana", session_id="s1", top_k=1,
                                     context_window=1)  # fmt: skip
        memory = BufferedMemory(InMemoryChatHistory(), [facts, recalled], token_limit=500,
                                chat_history_token_ratio=0.5, token_flush_size=60)  # fmt: skip
        await memory.put_messages([Message.user("I live in Lisbon."), Message.assistant("Nice!"),
                                   Message.user("My dog is called Biscuit."),
                                   Message.assistant("Cute name.")])  # fmt: skip
        await memory.put_messages(chatter(20))
        await memory.put_messages([Message.user("I moved to Berlin."), Message.assistant("Ok")])
        await memory.put_messages(chatter(20, start=20))
        sent = await memory.get("what is my dog called?")
        system = sent[0].content
        assert "User's city is Berlin" in system
        assert "Lisbon" not in system.split("<recalled>")[0]  # superseded, not piled up
        assert "Biscuit" in system.split("<recalled>")[1]  # the flushed turn, recalled
        assert TOKENS.count_messages(sent) <= 500
        await memory.reset(all=True)
        assert facts.facts == []
        assert await vault.count(user_id="dana") == 0


async def test_composable_memory_reads_all_sources_once_and_writes_the_primary() -> None:
    shared = StaticMemoryBlock("The user is called Dana.", name="profile")
    primary = BufferedMemory(InMemoryChatHistory(), [shared], token_limit=1000)
    secondary = BufferedMemory(InMemoryChatHistory(), [shared, StaticMemoryBlock(
        "Dana prefers trains.", name="prefs")], token_limit=1000)  # fmt: skip
    await secondary.put(Message.user("old conversation"))
    both = ComposableMemory(primary, [secondary])
    await both.put(Message.user("hello"))
    sent = await both.get()
    text = "\n".join(m.content for m in sent)
    assert text.count("The user is called Dana.") == 1
    assert "Dana prefers trains." in text
    assert [m.content for m in sent if m.role == "user"] == ["old conversation", "hello"]
    assert len(await primary.history.get_messages()) == 1
    assert len(await secondary.history.get_messages()) == 1
    await both.reset()
    assert await primary.history.get_messages() == []
    assert len(await secondary.history.get_messages()) == 1
    await both.reset(all=True)
    assert await secondary.history.get_messages() == []
    with pytest.raises(InvalidInput, match="secondaries"):
        ComposableMemory(primary, [primary])
