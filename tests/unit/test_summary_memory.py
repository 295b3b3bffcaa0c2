"""SummaryBufferMemory and ConversationSummaryMemory: when they summarize, what the summarizer
gets, and what reaches the prompt. LLM variants run on ScriptedLLM, a scripted local stand-in
for a chat model (no network, no model)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from memvault import ExtractionError, InvalidInput, Message, ToolCall
from memvault.core.protocols import Summarizer
from memvault.memories import (
    ConversationSummaryMemory,
    ExtractiveSummarizer,
    LLMSummarizer,
    SummaryBufferMemory,
)
from memvault.memories.summary import SUMMARY_HEADER, fold_point
from memvault.testing import LLMRequest, ScriptedLLM
from memvault.tokenizers import TiktokenTokenizer


class RecordingSummarizer:
    """Joins the contents it is given onto the running summary and records every call."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, list[str]]] = []

    async def summarize(self, summary: str, messages: Sequence[Message]) -> str:
        self.calls.append((summary, [m.content for m in messages]))
        return " | ".join(
            [summary, *(m.content for m in messages)] if summary else [m.content for m in messages]
        )


def msgs(*contents: str) -> list[Message]:
    return [Message.user(c) for c in contents]


# fold_point: the pure rule


def test_fold_point_waits_until_the_buffer_passes_the_threshold() -> None:
    assert fold_point(msgs(*"abcde"), buffer_size=2, summary_threshold=5) == 0
    assert fold_point(msgs(*"abcdef"), buffer_size=2, summary_threshold=5) == 4
    assert fold_point([], buffer_size=0, summary_threshold=0) == 0
    assert fold_point(msgs("a"), buffer_size=0, summary_threshold=0) == 1


def test_fold_point_never_leaves_a_tool_result_at_the_start_of_the_buffer() -> None:
    call = Message.assistant(tool_calls=[ToolCall("c1", "weather")])
    buffer = [*msgs("a", "b"), call, Message.tool("21", "c1"), Message.tool("22", "c1"), *msgs("c")]
    # all but the newest 2 would cut between the call and its second result: keep the call
    assert fold_point(buffer, buffer_size=2, summary_threshold=3) == 2


# SummaryBufferMemory


async def test_no_summary_until_the_threshold_then_incremental_folding() -> None:
    summarizer = RecordingSummarizer()
    memory = SummaryBufferMemory(summarizer, buffer_size=2, summary_threshold=4)
    for c in "abcd":
        await memory.add_message(Message.user(c))
    assert summarizer.calls == []
    assert memory.summary == ""
    assert [m.content for m in memory.get_full_context()] == list("abcd")

    await memory.add_message(Message.assistant("e"))  # 5 > 4: fold all but the newest 2
    assert summarizer.calls == [("", ["a", "b", "c"])]
    assert memory.summary == "a | b | c"
    context = memory.get_full_context()
    assert context[0].role == "system"
    assert context[0].content == f"{SUMMARY_HEADER}\na | b | c"
    assert [(m.role, m.content) for m in context[1:]] == [("user", "d"), ("assistant", "e")]

    for c in "fg":
        await memory.add_message(Message.user(c))
    assert len(summarizer.calls) == 1  # the buffer holds 4 again: nothing to do
    await memory.add_message(Message.user("h"))
    # only the running summary and the messages leaving the buffer are sent
    assert summarizer.calls[1] == ("a | b | c", ["d", "e", "f"])
    assert [m.content for m in memory.buffer] == ["g", "h"]


async def test_reading_the_context_never_calls_the_summarizer() -> None:
    summarizer = RecordingSummarizer()
    memory = SummaryBufferMemory(summarizer, buffer_size=1, summary_threshold=1)
    await memory.add_message(Message.user("a"))
    await memory.add_message(Message.user("b"))
    first = memory.get_full_context()
    assert memory.get_full_context() == first
    assert first[0] is memory.get_full_context()[0]  # the same system message object
    assert len(summarizer.calls) == 1


async def test_default_summarizer_is_the_offline_extractive_one() -> None:
    memory = SummaryBufferMemory()
    assert isinstance(memory.summarizer, ExtractiveSummarizer)
    assert (memory.buffer_size, memory.summary_threshold) == (10, 50)


async def test_add_message_takes_every_message_field() -> None:
    memory = SummaryBufferMemory(RecordingSummarizer())
    call = ToolCall("c1", "weather", '{"city": "Lisbon"}')
    sent = Message.assistant("", tool_calls=(call,), metadata={"k": 1})
    assert await memory.add_message(sent) is None  # type: ignore[func-returns-value]
    await memory.add_message(Message.tool("21", tool_call_id="c1"))
    assert memory.get_full_context()[0] is sent
    assert memory.get_full_context()[1].tool_call_id == "c1"


@pytest.mark.parametrize(
    ("role", "content", "field"),
    [
        ("user", "", "content"),
        ("user", "   ", "content"),
        ("user", 42, "content"),
        ("boss", "hi", "role"),
        (None, "hi", "role"),
    ],
)
async def test_bad_messages_are_refused_and_nothing_changes(
    role: object, content: object, field: str
) -> None:
    memory = SummaryBufferMemory(RecordingSummarizer())
    with pytest.raises(InvalidInput) as info:  # the deprecated form: refused before it warns
        await memory.add_message(role, content)  # type: ignore[call-overload]
    assert info.value.field == field
    assert memory.get_full_context() == []


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"buffer_size": -1}, "buffer_size"),
        ({"buffer_size": "10"}, "buffer_size"),
        ({"summary_threshold": 5}, "summary_threshold"),
        ({"summarizer": "llm"}, "summarizer"),
        ({"summary_threshold": 2.5}, "summary_threshold"),
    ],
)
def test_bad_settings_are_refused(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        SummaryBufferMemory(**kwargs)  # type: ignore[arg-type]
    assert info.value.field == field


async def test_a_summarizer_that_raises_leaves_the_memory_as_it_was() -> None:
    class Failing:
        async def summarize(self, summary: str, messages: Sequence[Message]) -> str:
            raise RuntimeError("model down")

    memory = SummaryBufferMemory(Failing(), buffer_size=1, summary_threshold=2)
    await memory.add_message(Message.user("a"))
    await memory.add_message(Message.user("b"))
    with pytest.raises(RuntimeError, match="model down"):
        await memory.add_message(Message.user("c"))
    assert [m.content for m in memory.get_full_context()] == ["a", "b"]
    assert memory.summary == ""


@pytest.mark.parametrize("garbage", [None, 42, b"bytes", ["a list"], "bad\x00summary"])
async def test_a_summarizer_that_returns_garbage_is_refused(garbage: object) -> None:
    class Garbage:
        async def summarize(self, summary: str, messages: Sequence[Message]) -> object:
            return garbage

    memory = SummaryBufferMemory(Garbage(), buffer_size=0, summary_threshold=0)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput) as info:
        await memory.add_message(Message.user("I live in Lisbon"))
    assert info.value.field == "summarizer"
    assert memory.get_full_context() == []


async def test_an_empty_summary_adds_no_system_message() -> None:
    class Nothing:
        async def summarize(self, summary: str, messages: Sequence[Message]) -> str:
            return "  "

    memory = SummaryBufferMemory(Nothing(), buffer_size=1, summary_threshold=1)
    await memory.add_message(Message.user("hi"))
    await memory.add_message(Message.user("ok"))
    assert [m.content for m in memory.get_full_context()] == ["ok"]


async def test_concurrent_adds_lose_nothing_and_summarize_in_order() -> None:
    class Slow(RecordingSummarizer):
        async def summarize(self, summary: str, messages: Sequence[Message]) -> str:
            await asyncio.sleep(0)
            return await super().summarize(summary, messages)

    summarizer = Slow()
    memory = SummaryBufferMemory(summarizer, buffer_size=1, summary_threshold=2)
    await asyncio.gather(*(memory.add_message(Message.user(str(i))) for i in range(9)))
    folded = [c for _, contents in summarizer.calls for c in contents]
    kept = [m.content for m in memory.buffer]
    assert folded + kept == [str(i) for i in range(9)]
    assert memory.summary == " | ".join(folded)


async def test_clear_forgets_summary_and_buffer() -> None:
    memory = SummaryBufferMemory(RecordingSummarizer(), buffer_size=0, summary_threshold=0)
    await memory.add_message(Message.user("a"))
    await memory.clear()
    assert memory.get_full_context() == []
    assert memory.summary == ""


# ConversationSummaryMemory


async def test_conversation_summary_memory_folds_every_message_at_once() -> None:
    summarizer = RecordingSummarizer()
    memory = ConversationSummaryMemory(summarizer)
    assert memory.get_full_context() == []
    await memory.add_message(Message.user("I live in Lisbon"))
    await memory.add_message(Message.assistant("Noted"))
    assert summarizer.calls == [("", ["I live in Lisbon"]), ("I live in Lisbon", ["Noted"])]
    [system] = memory.get_full_context()
    assert system.role == "system"
    assert system.content.endswith("I live in Lisbon | Noted")
    assert memory.buffer == []


# ExtractiveSummarizer


CHAT = [
    Message.user("Hi!"),
    Message.assistant("Hello! How can I help you today?"),
    Message.user("I moved to Berlin in March 2023. I work as a nurse at Charité hospital."),
    Message.assistant("Berlin is a great city for nurses."),
    Message.user("ok"),
    Message.user("My sister Ana visits Berlin every July with her 2 kids."),
    Message.assistant(tool_calls=[ToolCall("c1", "weather", '{"city": "Berlin"}')]),
    Message.tool('{"temp": 21, "sky": "Sunny"}', "c1"),
    Message.system("Be brief."),
]


async def test_extractive_summary_keeps_the_informative_sentences_within_budget() -> None:
    tokenizer = TiktokenTokenizer()
    summarizer = ExtractiveSummarizer(max_tokens=45, tokenizer=tokenizer)
    summary = await summarizer.summarize("", CHAT)
    lines = summary.splitlines()
    assert "user: I moved to Berlin in March 2023." in lines
    assert "user: My sister Ana visits Berlin every July with her 2 kids." in lines
    assert "user: ok" not in lines
    assert "user: Hi!" not in lines
    assert tokenizer.count(summary) <= 45
    # chronological order, speakers named, tool traffic and system messages left out
    assert lines == [line for line in summary.splitlines() if line.startswith(("user", "assis"))]
    assert summary.index("Berlin in March") < summary.index("sister Ana")
    assert "temp" not in summary
    assert "Be brief" not in summary


async def test_extractive_summary_is_deterministic_and_incremental() -> None:
    summarizer = ExtractiveSummarizer(max_tokens=40)
    first = await summarizer.summarize("", CHAT[:4])
    assert first == await summarizer.summarize("", CHAT[:4])
    second = await summarizer.summarize(first, CHAT[4:])
    assert "sister Ana" in second
    assert "user: I moved to Berlin in March 2023." in second.splitlines()
    assert TiktokenTokenizer().count(second) <= 40


async def test_a_sentence_longer_than_the_whole_budget_is_left_out() -> None:
    summarizer = ExtractiveSummarizer(max_tokens=12)
    long = "I " + "really " * 40 + "like Lisbon."
    summary = await summarizer.summarize("", [Message.user(long), Message.user("I live in Rome.")])
    assert summary == "user: I live in Rome."


async def test_nothing_to_summarize_gives_an_empty_summary() -> None:
    assert await ExtractiveSummarizer().summarize("", []) == ""
    assert await ExtractiveSummarizer().summarize("", [Message.tool("42", "c1")]) == ""


class ZeroTokenizer:
    def __init__(self, value: int) -> None:
        self.value = value

    def count(self, text: str) -> int:
        return self.value

    def count_messages(self, messages: Sequence[Message]) -> int:
        return self.value * len(messages)


@pytest.mark.parametrize("value", [0, -3])
async def test_a_tokenizer_counting_zero_or_negative_tokens_is_refused(value: int) -> None:
    summarizer = ExtractiveSummarizer(max_tokens=5, tokenizer=ZeroTokenizer(value))
    with pytest.raises(InvalidInput) as info:
        await summarizer.summarize("", [Message.user("I live in Lisbon and love it.")])
    assert info.value.field == "tokenizer"


@pytest.mark.parametrize(
    ("summary", "messages", "field"),
    [(None, [], "summary"), ("", "text", "messages"), ("", [object()], "messages[0]")],
)
async def test_extractive_summarizer_refuses_bad_arguments(
    summary: object, messages: object, field: str
) -> None:
    with pytest.raises(InvalidInput) as info:
        await ExtractiveSummarizer().summarize(summary, messages)  # type: ignore[arg-type]
    assert info.value.field == field
    with pytest.raises(InvalidInput, match="max_tokens"):
        ExtractiveSummarizer(max_tokens=0)


# LLMSummarizer (ScriptedLLM stands in for the model)


async def test_llm_summarizer_sends_the_running_summary_and_the_new_lines() -> None:
    def model(request: LLMRequest) -> str:
        assert request.messages[0].role == "system"
        assert "60 words" in request.messages[0].content
        return "<think>hmm</think>\n  The user lives in Lisbon and has a dog.  "

    llm = ScriptedLLM(model)
    summarizer = LLMSummarizer(llm, max_words=60)
    assert isinstance(summarizer, Summarizer)
    call = ToolCall("c1", "weather", '{"city": "Lisbon"}')
    reply = await summarizer.summarize(
        "The user lives in Lisbon.",
        [
            Message.user("I have a dog"),
            Message.assistant(tool_calls=[call]),
            Message.tool("sunny", "c1"),
        ],
    )
    assert reply == "The user lives in Lisbon and has a dog."
    [request] = llm.calls
    assert "Summary so far:\nThe user lives in Lisbon." in request.last
    assert "user: I have a dog" in request.last
    assert 'assistant called weather({"city": "Lisbon"})' in request.last
    assert "tool result: sunny" in request.last


async def test_llm_summarizer_in_a_summary_buffer_memory() -> None:
    llm = ScriptedLLM.replies("User lives in Lisbon.", "User lives in Lisbon; has a dog.")
    memory = SummaryBufferMemory(LLMSummarizer(llm), buffer_size=1, summary_threshold=1)
    await memory.add_message(Message.user("I live in Lisbon"))
    await memory.add_message(Message.user("I have a dog"))  # fold 1
    await memory.add_message(Message.user("What should I cook?"))  # fold 2
    assert memory.summary == "User lives in Lisbon; has a dog."
    assert "Summary so far:\nUser lives in Lisbon." in llm.calls[1].last
    assert "I live in Lisbon" not in llm.calls[1].last  # already in the summary


async def test_llm_summarizer_asks_again_after_an_empty_reply_then_gives_up() -> None:
    llm = ScriptedLLM.replies("", "Fine now.")
    assert await LLMSummarizer(llm).summarize("", [Message.user("hi")]) == "Fine now."
    assert "empty" in llm.calls[1].last

    llm = ScriptedLLM.replies("  ", "<think>only thinking</think>")
    with pytest.raises(ExtractionError) as info:
        await LLMSummarizer(llm, max_attempts=2).summarize("", [Message.user("hi")])
    assert info.value.raw == "<think>only thinking</think>"


async def test_llm_summarizer_with_nothing_new_does_not_call_the_model() -> None:
    llm = ScriptedLLM.replies()
    assert await LLMSummarizer(llm).summarize("kept", []) == "kept"
    assert llm.calls == []


def test_llm_summarizer_refuses_a_non_llm() -> None:
    with pytest.raises(InvalidInput, match="llm"):
        LLMSummarizer("gpt-4")  # type: ignore[arg-type]
