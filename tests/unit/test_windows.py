"""The window policies are pure functions; the wrappers apply them to any history."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memvault import (
    InMemoryChatHistory,
    InvalidInput,
    Message,
    SlidingWindowChatHistory,
    TokenWindowChatHistory,
    ToolCall,
)
from memvault.sessions.windows import last_messages, token_window, units
from memvault.tokenizers import TiktokenTokenizer

TOKENIZER = TiktokenTokenizer()


def call(call_id: str) -> Message:
    return Message.assistant(tool_calls=[ToolCall(call_id, "lookup")])


def result(call_id: str) -> Message:
    return Message.tool(f"result of {call_id}", tool_call_id=call_id)


def conversation() -> list[Message]:
    return [
        Message.system("You are helpful."),
        Message.user("What is the weather?"),
        call("c1"),
        result("c1"),
        Message.assistant("It is sunny."),
        Message.user("And tomorrow?"),
        call("c2"),
        result("c2"),
        Message.assistant("Rain."),
    ]


def no_orphans(messages: list[Message]) -> bool:
    """Every tool result is preceded, within ``messages``, by the assistant message before it."""
    for i, message in enumerate(messages):
        if message.role == "tool":
            j = i - 1
            while j >= 0 and messages[j].role == "tool":
                j -= 1
            if j < 0 or messages[j].role != "assistant":
                return False
    return True


def test_units_group_a_call_with_its_results_and_drop_orphans() -> None:
    messages = [result("c0"), Message.user("hi"), call("c1"), result("c1"), result("c1b")]
    grouped = units(messages)
    assert [[m.role for m in unit] for unit in grouped] == [["user"], ["assistant", "tool", "tool"]]


def test_units_drop_a_tool_result_that_follows_a_user_message() -> None:
    """A tool result after a user message has no call before it: an orphan, dropped."""
    messages = [Message.user("hi"), result("c1"), Message.assistant("ok")]
    assert [[m.role for m in unit] for unit in units(messages)] == [["user"], ["assistant"]]


def test_last_messages_never_starts_with_an_orphaned_result() -> None:
    messages = conversation()
    assert last_messages(messages, 5) == messages[-5:]  # starts at "It is sunny."
    cut = last_messages(messages, 2)  # [result of c2, "Rain."]: the result lost its call
    assert [m.content for m in cut] == ["Rain."]


def test_token_window_keeps_system_and_newest_that_fit() -> None:
    messages = conversation()
    cost = TOKENIZER.count_messages
    budget = cost([messages[0]]) + cost(messages[-4:])
    window = token_window(messages, budget, TOKENIZER)
    assert window == [messages[0], *messages[-4:]]
    assert cost(window) <= budget


def test_token_window_drops_a_call_whole_rather_than_splitting_it() -> None:
    messages = conversation()
    cost = TOKENIZER.count_messages
    # room for system, the last answer and the tool result, but not the call before them
    budget = cost([messages[0]]) + cost(messages[-2:])
    window = token_window(messages, budget, TOKENIZER)
    assert window == [messages[0], messages[-1]]


def test_token_window_with_no_room_returns_nothing() -> None:
    assert token_window(conversation(), 1, TOKENIZER) == []


roles = st.sampled_from(["user", "assistant", "call", "tool", "system"])


def build(kinds: list[str]) -> list[Message]:
    out: list[Message] = []
    for i, kind in enumerate(kinds):
        if kind == "call":
            out.append(call(f"c{i}"))
        elif kind == "tool":
            out.append(result(f"c{i}"))
        else:
            out.append(Message(kind, f"{kind} says {'word ' * (i % 7)}{i}"))  # type: ignore[arg-type]
    return out


@given(kinds=st.lists(roles, max_size=30), budget=st.integers(1, 400))
def test_token_window_properties(kinds: list[str], budget: int) -> None:
    messages = build(kinds)
    window = token_window(messages, budget, TOKENIZER)
    assert TOKENIZER.count_messages(window) <= budget
    assert no_orphans(window)
    positions = [messages.index(m) for m in window]
    assert positions == sorted(positions)
    # the conversation kept is a whole-unit suffix of the conversation
    conversation_units = [u for u in units(messages) if u[0].role != "system"]
    kept = [m for m in window if m.role != "system"]
    suffixes = [
        [m for unit in conversation_units[k:] for m in unit]
        for k in range(len(conversation_units) + 1)
    ]
    assert kept in suffixes


@given(kinds=st.lists(roles, max_size=30), size=st.integers(1, 12))
def test_last_messages_properties(kinds: list[str], size: int) -> None:
    messages = build(kinds)
    window = last_messages(messages, size)
    assert len(window) <= size
    assert no_orphans(window)
    assert window == [m for m in messages[-size:] if m in window]


async def test_sliding_window_keeps_the_base_complete() -> None:
    base = InMemoryChatHistory()
    window = SlidingWindowChatHistory(base, window_size=3)
    sent = [Message.user(f"m{i}") for i in range(10)]
    await window.add_messages(sent[:5])
    for message in sent[5:]:
        await window.add_message(message)
    assert await window.get_messages() == sent[-3:]
    assert await window.get_messages(limit=2) == sent[-2:]
    assert await base.get_messages() == sent
    await window.clear()
    assert await base.get_messages() == []


async def test_token_window_wrapper_fits_the_budget() -> None:
    base = InMemoryChatHistory()
    window = TokenWindowChatHistory(base, max_tokens=60)
    await window.add_message(Message.system("Answer briefly."))
    for i in range(30):
        await window.add_message(Message.user(f"This is message number {i} of the chat."))
    got = await window.get_messages()
    assert got[0].role == "system"
    assert got[-1].content.endswith("29 of the chat.")
    assert TOKENIZER.count_messages(got) <= 60
    assert len(await base.get_messages()) == 31


@pytest.mark.parametrize("bad", [0, -1, "3", 2.5, True])
def test_window_arguments_are_checked(bad: object) -> None:
    base = InMemoryChatHistory()
    with pytest.raises(InvalidInput, match="window_size"):
        SlidingWindowChatHistory(base, window_size=bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="max_tokens"):
        TokenWindowChatHistory(base, max_tokens=bad)  # type: ignore[arg-type]


class _NegativeTokens:
    def count(self, text: str) -> int:
        return -1

    def count_messages(self, messages: object) -> int:
        return -3


async def test_a_token_window_refuses_a_tokenizer_that_counts_below_zero() -> None:
    """Regression: a negative count silently grew the budget instead of being refused."""
    from memvault import InMemoryChatHistory, InvalidInput, TokenWindowChatHistory
    from memvault.core.types import Message

    window = TokenWindowChatHistory(InMemoryChatHistory(), 10, _NegativeTokens())
    await window.add_message(Message.user("hello"))
    with pytest.raises(InvalidInput, match="tokenizer"):
        await window.get_messages()


async def test_a_window_pops_the_newest_message_of_its_base() -> None:
    base = InMemoryChatHistory("s")
    sent = [Message.user(f"m{i}") for i in range(4)]
    await base.add_messages(sent)
    sliding = SlidingWindowChatHistory(base, window_size=2)
    token = TokenWindowChatHistory(sliding, max_tokens=1_000, tokenizer=TiktokenTokenizer())
    assert await token.pop_message() == sent[3]
    assert await sliding.pop_message() == sent[2]
    assert await base.get_messages() == sent[:2]


async def test_a_window_over_a_history_that_cannot_pop_says_so() -> None:
    class AppendOnly:
        async def add_message(self, message: Message) -> None: ...
        async def add_messages(self, messages: Sequence[Message]) -> None: ...
        async def get_messages(self, limit: int | None = None) -> list[Message]:
            return []

        async def clear(self) -> None: ...

    with pytest.raises(InvalidInput, match=r"base_history.*no pop_message"):
        await SlidingWindowChatHistory(AppendOnly(), window_size=2).pop_message()
