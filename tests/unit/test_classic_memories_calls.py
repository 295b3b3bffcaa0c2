"""The classic memories take the chat history's calls: ``await add_message(message)`` (None),
``await clear()``; the old ``add_message(role, content, **fields)`` still works for one
release, with a ``DeprecationWarning`` (issue 11, point 9)."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable, Sequence

import pytest

from memvault import InvalidInput, Message
from memvault.memories import (
    CompressedMemory,
    ConversationSummaryMemory,
    SelectiveMemory,
    SummaryBufferMemory,
)

ClassicMemory = SummaryBufferMemory | ConversationSummaryMemory | SelectiveMemory | CompressedMemory

MEMORIES: dict[str, Callable[[], ClassicMemory]] = {
    "summary_buffer": lambda: SummaryBufferMemory(buffer_size=1, summary_threshold=2),
    "conversation_summary": ConversationSummaryMemory,
    "selective": lambda: SelectiveMemory(threshold=0.0),
    "compressed": lambda: CompressedMemory(chunk_size=2),
}

SAID = "I moved to Lisbon in March 2023."


@pytest.fixture(params=list(MEMORIES))
def memory(request: pytest.FixtureRequest) -> ClassicMemory:
    return MEMORIES[request.param]()


def held(memory: ClassicMemory) -> str:
    """Everything the memory would put in a prompt, as one text."""
    return "\n".join(m.content for m in memory.get_full_context())


async def test_add_message_takes_a_message_and_returns_none(memory: ClassicMemory) -> None:
    assert await memory.add_message(Message.user(SAID)) is None  # type: ignore[func-returns-value]
    assert await memory.add_message(message=Message.assistant("Noted.")) is None  # type: ignore[func-returns-value]
    assert SAID in held(memory)


async def test_add_messages_takes_a_batch(memory: ClassicMemory) -> None:
    assert await memory.add_messages([Message.user(SAID), Message.assistant("Noted.")]) is None  # type: ignore[func-returns-value]
    assert SAID in held(memory)


async def test_the_old_call_form_warns_and_still_returns_the_message(
    memory: ClassicMemory,
) -> None:
    name = type(memory).__name__
    with pytest.warns(DeprecationWarning, match=r"add_message\(Message\.user\(\.\.\.\)\)") as rec:
        sent = await memory.add_message("user", SAID, metadata={"k": 1})
    assert (sent.role, sent.content, sent.metadata) == ("user", SAID, {"k": 1})
    assert str(rec[0].message).startswith(f"{name}.add_message(role, content, **fields)")
    assert rec[0].filename == __file__  # it points at the caller, not at memvault
    with pytest.warns(DeprecationWarning, match=r"Message\.assistant\(\.\.\.\)"):
        reply = await memory.add_message(role="assistant", content="Noted.")
    assert (reply.role, reply.content) == ("assistant", "Noted.")
    assert SAID in held(memory)


async def test_add_message_refuses_what_is_not_a_message(memory: ClassicMemory) -> None:
    with pytest.raises(InvalidInput) as info:
        await memory.add_message({"role": "user", "content": SAID})  # type: ignore[call-overload]
    assert info.value.field == "message"
    with pytest.raises(TypeError, match="one Message"):
        await memory.add_message(Message.user(SAID), metadata={"k": 1})  # type: ignore[call-overload]
    assert held(memory) == ""


async def test_clear_is_awaited_and_empties_the_memory(memory: ClassicMemory) -> None:
    assert inspect.iscoroutinefunction(memory.clear)
    for text in (SAID, "My sister Ana visits every July.", "I work as a nurse."):
        await memory.add_message(Message.user(text))
    assert held(memory)
    assert await memory.clear() is None  # type: ignore[func-returns-value]
    assert memory.get_full_context() == []
    await memory.add_message(Message.user(SAID))  # still usable after clear
    assert SAID in held(memory)


class SlowSummarizer:
    def __init__(self) -> None:
        self.started = asyncio.Event()

    async def summarize(self, summary: str, messages: Sequence[Message]) -> str:
        self.started.set()
        for _ in range(5):
            await asyncio.sleep(0)
        return " | ".join(m.content for m in messages)


class SlowScorer:
    def __init__(self) -> None:
        self.started = asyncio.Event()

    async def score(self, message: Message) -> float:
        self.started.set()
        for _ in range(5):
            await asyncio.sleep(0)
        return 1.0


def slow_conversation_summary() -> tuple[ClassicMemory, asyncio.Event]:
    summarizer = SlowSummarizer()
    return ConversationSummaryMemory(summarizer), summarizer.started


def slow_summary_buffer() -> tuple[ClassicMemory, asyncio.Event]:
    summarizer = SlowSummarizer()
    return SummaryBufferMemory(summarizer, buffer_size=0, summary_threshold=0), summarizer.started


def slow_selective() -> tuple[ClassicMemory, asyncio.Event]:
    scorer = SlowScorer()
    return SelectiveMemory(scorer), scorer.started


@pytest.mark.parametrize("build", [slow_conversation_summary, slow_summary_buffer, slow_selective])
async def test_clear_waits_for_an_add_under_way(
    build: Callable[[], tuple[ClassicMemory, asyncio.Event]],
) -> None:
    """A clear() made while the summarizer or scorer is still working on an add empties the
    memory once that add is done, instead of being undone by it."""
    memory, started = build()
    adding = asyncio.create_task(memory.add_message(Message.user(SAID)))
    await started.wait()
    await memory.clear()
    await adding
    assert memory.get_full_context() == []
