"""Memory in the agent's loop: ``AgentMemory.turn`` and ``AgentMemory.handler``.

The vault is SQLite in memory with the ``HashEmbedder``; where a chat model answers, it is
``memvault.testing.ScriptedLLM``, a scripted local stand-in (no model runs on this machine).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memvault import (
    ExtractionError,
    InMemoryChatHistory,
    InvalidInput,
    MemoryVault,
    Message,
    ToolCall,
)
from memvault.agent import AgentMemory, Turn
from memvault.agent.memory import TRUNCATION_MARKER
from memvault.core.facts import CandidateFact
from memvault.embedders import HashEmbedder
from memvault.policy.budget import CONTEXT_SHARE, Budget, plan_budget, truncate_text
from memvault.sessions import create_inmemory_history_manager, create_sqlite_history_manager
from memvault.testing import LLMRequest, ScriptedLLM
from memvault.tokenizers import TiktokenTokenizer


class Words:
    """A tokenizer that counts words, plus 2 per message: easy to reason about."""

    def count(self, text: str) -> int:
        return len(text.split())

    def count_messages(self, messages: Sequence[Message]) -> int:
        return sum(self.count(m.content) + 2 for m in messages)


class Padded(Words):
    """Words, but a message costs three times its words: the context, fitted by ``count``,
    costs more once it is a message."""

    def count_messages(self, messages: Sequence[Message]) -> int:
        return sum(self.count(m.content) * 3 + 2 for m in messages)


class Returns:
    """A tokenizer that returns one fixed count, whatever it is given."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def count(self, text: str) -> int:
        return self.value  # type: ignore[no-any-return]

    def count_messages(self, messages: Sequence[Message]) -> int:
        return self.value  # type: ignore[no-any-return]


class FailingExtractor:
    async def extract(self, messages: Sequence[Message]) -> list[CandidateFact]:
        raise ExtractionError("the model answered nonsense", raw="???")


@pytest.fixture
async def vault() -> AsyncIterator[MemoryVault]:
    async with MemoryVault(":memory:", embedder=HashEmbedder()) as vault:
        yield vault


def contents(messages: Sequence[Message]) -> list[str]:
    return [m.content for m in messages]


async def stored(memory: AgentMemory, session_id: str) -> list[Message]:
    return await memory.histories.get_history(session_id).get_messages()


# -- one turn ------------------------------------------------------------------------------


async def test_a_turn_brings_context_and_history_then_stores_and_learns(
    vault: MemoryVault,
) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana", instructions="Be brief.")
    async with memory.turn("s1", "I live in Lisbon.") as turn:
        assert contents(turn.messages) == ["Be brief.", "I live in Lisbon."]
        assert turn.messages[0].role == "system"
        assert turn.context.text == ""  # nothing known yet
        turn.reply("Noted!")
    assert contents(await stored(memory, "s1")) == ["I live in Lisbon.", "Noted!"]
    assert [e.event for e in turn.learned] == ["ADD"]
    assert turn.learn_error is None

    async with memory.turn("s1", "Where do I live?") as turn:
        system, *history, user = turn.messages
        assert system.role == "system"
        assert system.content.startswith("Be brief.\n\n## Relevant knowledge")
        assert "User's city is Lisbon" in system.content
        assert "User's city is Lisbon" in turn.context.text
        assert turn.context.ids
        assert contents(history) == ["I live in Lisbon.", "Noted!"]
        assert (user.role, user.content) == ("user", "Where do I live?")
        turn.reply(Message.assistant("In Lisbon."))
    assert contents(await stored(memory, "s1"))[-2:] == ["Where do I live?", "In Lisbon."]
    [nothing] = turn.learned  # a question states no fact: one NOOP says so
    assert (nothing.event, nothing.memory_id) == ("NOOP", "")


async def test_without_instructions_or_context_there_is_no_system_message(
    vault: MemoryVault,
) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana", learn=False)
    async with memory.turn("s1", "hello") as turn:
        assert [m.role for m in turn.messages] == ["user"]
        turn.reply("hi")
    assert turn.learned == []
    assert await vault.count(all_scopes=True) == 0  # learn=False: nothing goes into the vault


async def test_the_context_is_the_users_own(vault: MemoryVault) -> None:
    await vault.remember("I live in Berlin.", user_id="eve")
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana")
    async with memory.turn("s1", "where do I live? Berlin?") as turn:
        assert "Berlin" not in turn.context.text
        assert all("Berlin" not in m.content for m in turn.messages[:-1])
        turn.reply("I don't know yet.")


async def test_sessions_are_separate_and_persist(vault: MemoryVault, tmp_path: Path) -> None:
    async with create_sqlite_history_manager(tmp_path / "chat.db") as sessions:
        memory = AgentMemory(vault, sessions, user_id="dana", learn=False)
        async with memory.turn("monday", "first") as turn:
            turn.reply("one")
        async with memory.turn("tuesday", "second") as turn:
            assert contents(turn.messages) == ["second"]
            turn.reply("two")
    async with create_sqlite_history_manager(tmp_path / "chat.db") as sessions:
        memory = AgentMemory(vault, sessions, user_id="dana", learn=False)
        async with memory.turn("monday", "third") as turn:
            assert contents(turn.messages) == ["first", "one", "third"]
            turn.reply("three")
        assert contents(await stored(memory, "monday")) == ["first", "one", "third", "three"]


async def test_tool_calls_and_results_are_stored_with_the_turn(vault: MemoryVault) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana", learn=False)
    call = Message.assistant(tool_calls=[ToolCall("c1", "weather", '{"city": "Lisbon"}')])
    result = Message.tool('{"temp": 21}', tool_call_id="c1")
    async with memory.turn("s1", "weather?") as turn:
        turn.add(call, result)
        assert turn.messages[-2:] == [call, result]  # for the next model call
        turn.reply("21 °C")
    assert [m.role for m in await stored(memory, "s1")] == [
        "user",
        "assistant",
        "tool",
        "assistant",
    ]
    async with memory.turn("s1", "and tomorrow?") as turn:
        assert [m.role for m in turn.messages] == ["user", "assistant", "tool", "assistant", "user"]
        turn.reply("no idea")


# -- what goes wrong -----------------------------------------------------------------------


async def test_a_failing_block_stores_nothing_and_propagates(vault: MemoryVault) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana")

    async def model_fails() -> None:
        async with memory.turn("s1", "I live in Lisbon.") as turn:
            turn.reply("half an answer")
            raise RuntimeError("model down")

    with pytest.raises(RuntimeError, match="model down"):
        await model_fails()
    assert await stored(memory, "s1") == []
    assert await vault.count(all_scopes=True) == 0  # nothing learnt either


async def test_a_turn_without_a_reply_stores_nothing(vault: MemoryVault) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana")
    with pytest.raises(InvalidInput) as caught:
        async with memory.turn("s1", "I live in Lisbon."):
            pass
    assert caught.value.field == "reply"
    assert await stored(memory, "s1") == []
    assert await vault.count(all_scopes=True) == 0


async def test_reply_and_add_check_what_they_get(vault: MemoryVault) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana", learn=False)
    async with memory.turn("s1", "hi") as turn:
        for bad in ("", Message.user("not mine"), 42):
            with pytest.raises(InvalidInput, match="reply"):
                turn.reply(bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match="message"):
            turn.add(Message.user("smuggled"))
        turn.reply("hello")
        with pytest.raises(InvalidInput, match="reply"):
            turn.reply("again")
        with pytest.raises(InvalidInput, match="message"):
            turn.add(Message.assistant("late"))
    assert contents(await stored(memory, "s1")) == ["hi", "hello"]


async def test_a_failing_learner_keeps_the_turn_and_reports(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    vault = MemoryVault(tmp_path / "v.db", embedder=HashEmbedder(), extractor=FailingExtractor())
    async with vault:
        memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana")
        with caplog.at_level(logging.WARNING, logger="memvault.agent.memory"):
            async with memory.turn("s1", "I live in Lisbon.") as turn:
                turn.reply("Noted!")
        assert contents(await stored(memory, "s1")) == ["I live in Lisbon.", "Noted!"]
        assert isinstance(turn.learn_error, ExtractionError)
        assert "learning from session 's1' failed" in caplog.text
        async with memory.turn("s1", "still there?") as turn:  # the next turn works
            assert contents(turn.messages) == ["I live in Lisbon.", "Noted!", "still there?"]
            turn.reply("yes")


async def test_concurrent_turns_on_one_session_never_interleave(vault: MemoryVault) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana", learn=False)

    async def one(n: int) -> None:
        async with memory.turn("s1", f"question {n}") as turn:
            for _ in range(n % 4):  # let the other turns run in between
                await asyncio.sleep(0)
            turn.add(Message.assistant(f"thinking {n}"))
            await asyncio.sleep(0)
            turn.reply(f"answer {n}")

    await asyncio.gather(*(one(n) for n in range(12)))
    messages = contents(await stored(memory, "s1"))
    assert len(messages) == 36
    for i in range(0, 36, 3):
        n = messages[i].removeprefix("question ")
        assert messages[i : i + 3] == [f"question {n}", f"thinking {n}", f"answer {n}"]
    assert sorted(messages[::3]) == sorted(f"question {n}" for n in range(12))


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({"session_id": "", "user_message": "hi"}, "session_id"),
        ({"session_id": "s1", "user_message": ""}, "user_message"),
        ({"session_id": "s1", "user_message": Message.system("obey")}, "user_message"),
        ({"session_id": "s1", "user_message": None}, "user_message"),
    ],
)
async def test_bad_turn_arguments(
    vault: MemoryVault, arguments: dict[str, Any], field: str
) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana")
    with pytest.raises(InvalidInput) as caught:
        async with memory.turn(**arguments) as turn:
            turn.reply("never")
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({"user_id": ""}, "user_id"),
        ({"token_budget": 0}, "token_budget"),
        ({"token_budget": 5, "tokenizer": Words()}, "token_budget"),  # no room for a message
        (
            {"instructions": "one two three four five", "token_budget": 10, "tokenizer": Words()},
            "token_budget",
        ),
        ({"learn": "yes"}, "learn"),
        ({"tokenizer": object()}, "tokenizer"),
        ({"tokenizer": Returns(-1)}, "tokenizer"),
        ({"tokenizer": Returns(2.5)}, "tokenizer"),
    ],
)
def test_bad_agent_memory_arguments(
    vault: MemoryVault, arguments: dict[str, Any], field: str
) -> None:
    with pytest.raises(InvalidInput) as caught:
        AgentMemory(vault, InMemoryChatHistory, **{"user_id": "dana", **arguments})
    assert caught.value.field == field


def test_histories_and_vault_are_checked(vault: MemoryVault) -> None:
    with pytest.raises(InvalidInput, match="histories"):
        AgentMemory(vault, "sessions.db", user_id="dana")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="vault"):
        AgentMemory(None, InMemoryChatHistory, user_id="dana")  # type: ignore[arg-type]


async def test_a_tokenizer_that_counts_zero_makes_everything_free(vault: MemoryVault) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana", tokenizer=Returns(0),
                         token_budget=1, learn=False)  # fmt: skip
    for n in range(3):
        async with memory.turn("s1", f"message {n}") as turn:
            turn.reply(f"reply {n}")
    assert len(turn.messages) == 5  # the whole history: it costs nothing


# -- the budget ----------------------------------------------------------------------------


async def test_a_message_larger_than_the_budget_is_cut_for_the_prompt_only(
    vault: MemoryVault,
) -> None:
    tokenizer = TiktokenTokenizer()
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana", token_budget=300,
                         instructions="Be brief.")  # fmt: skip
    huge = "I like long walks on the beach. " * 2000
    async with memory.turn("s1", huge) as turn:
        assert tokenizer.count_messages(turn.messages) <= 300
        assert turn.messages[-1].content.endswith(TRUNCATION_MARKER)
        assert huge.startswith(turn.messages[-1].content.removesuffix(TRUNCATION_MARKER))
        assert turn.messages[0].content.startswith("Be brief.")
        turn.reply("that is a lot")
    assert (await stored(memory, "s1"))[0].content == huge  # the history has it whole


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    budget=st.integers(34, 200),
    said=st.lists(st.integers(1, 40), min_size=1, max_size=6),
    instructions=st.sampled_from([None, "Answer in one line."]),
    tokenizer=st.sampled_from([Words(), Padded()]),
)
async def test_the_prompt_never_exceeds_the_budget(
    vault: MemoryVault, budget: int, said: list[int], instructions: str | None, tokenizer: Words
) -> None:
    """The prompt fits; the user message is cut only when it alone does not fit; the
    context stays within its share, even when a message costs more than its words."""
    if await vault.count(all_scopes=True) == 0:
        likes = ["jazz", "sushi", "ramen", "chess", "tennis", "opera", "tea", "cats", "hiking"]
        await vault.remember([f"I like {thing}." for thing in likes], user_id="dana")
    memory = AgentMemory(vault, create_inmemory_history_manager(), user_id="dana",
                         token_budget=budget, tokenizer=tokenizer, instructions=instructions,
                         learn=False)  # fmt: skip
    own = 0 if instructions is None else tokenizer.count_messages([Message.system(instructions)])
    for n, words in enumerate(said):
        text = " ".join(["likes"] * words)
        async with memory.turn("s", text) as turn:
            prompt = turn.messages
            assert tokenizer.count_messages(prompt) <= budget
            assert prompt[-1].role == "user"
            full = tokenizer.count_messages([Message.user(text)])
            assert (prompt[-1].content != text) == (full > budget - own)
            if prompt[0].role == "system":
                context_cost = tokenizer.count_messages([prompt[0]]) - own
                plan = plan_budget(budget, own, tokenizer.count_messages([prompt[-1]]))
                assert context_cost <= plan.context_tokens
            if instructions is not None:
                assert prompt[0].content.startswith(instructions)
            turn.reply(f"reply {n}")
    assert len(await stored(memory, "s")) == 2 * len(said)


def test_plan_budget() -> None:
    assert plan_budget(1000, 100, 100) == Budget(100, int(800 * CONTEXT_SHARE))
    assert plan_budget(1000, 100, 5000) == Budget(900, 0)  # the user message takes the rest
    assert plan_budget(100, 200, 10) == Budget(0, 0)


def test_fit_text() -> None:
    """The agent's cut of a user message: anywhere, the marker alone when nothing fits."""
    count = Words().count

    def fit_text(text: str, tokens: int, count: Callable[[str], int]) -> str:
        return truncate_text(
            text, tokens, count, marker=TRUNCATION_MARKER, at_word=False, never_empty=True
        )

    assert fit_text("a b c", 3, count) == "a b c"
    cut = fit_text("a b c d e f g h i j", 9, count)
    assert cut == "a b c" + TRUNCATION_MARKER
    assert count(cut) <= 9
    assert fit_text("a b c d e f g h", 1, count) == TRUNCATION_MARKER.strip()


# -- the decorator -------------------------------------------------------------------------


async def test_the_handler_decorator_runs_a_whole_turn(vault: MemoryVault) -> None:
    def model(request: LLMRequest) -> str:  # a scripted stand-in for the chat model
        system = request.messages[0]
        knows = system.role == "system" and "User's city is Lisbon" in system.content
        return "You live in Lisbon." if knows else "No idea."

    llm = ScriptedLLM(model)
    memory = AgentMemory(vault, create_inmemory_history_manager(), user_id="dana")

    @memory.handler
    async def chat(turn: Turn) -> str:
        """Answer with the model."""
        return await llm.complete(turn.messages)

    @memory.handler
    async def replies_itself(turn: Turn) -> None:
        turn.reply("done")

    first = await chat("s1", "I live in Lisbon.")
    assert (first.role, first.content) == ("assistant", "No idea.")
    second = await chat("s1", Message.user("Where do I live?"))
    assert second.content == "You live in Lisbon."
    assert chat.__name__ == "chat"
    assert chat.__doc__ == "Answer with the model."
    assert contents(await stored(memory, "s1")) == [
        "I live in Lisbon.", "No idea.", "Where do I live?", "You live in Lisbon."]  # fmt: skip
    assert (await replies_itself("s2", "go")).content == "done"
    assert len(llm.calls) == 2


async def test_a_failing_handler_stores_nothing(vault: MemoryVault) -> None:
    memory = AgentMemory(vault, InMemoryChatHistory, user_id="dana")

    @memory.handler
    async def broken(turn: Turn) -> str:
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        await broken("s1", "I live in Lisbon.")
    assert await stored(memory, "s1") == []
    with pytest.raises(InvalidInput, match="handle"):
        memory.handler("not a function")  # type: ignore[arg-type]
