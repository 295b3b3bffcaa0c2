"""The OpenAI Agents SDK's own session tests, run against ``MemvaultSession`` on every
memvault chat history (in memory, SQLite, Redis, PostgreSQL: the ``make_session`` fixture).

Mirrored from openai/openai-agents-python at release 0.24.0 (the pinned version; its sdist on
PyPI, ``openai_agents-0.24.0/tests/memory/test_session.py`` and ``test_session_limit.py``):
each test keeps its steps and assertions; only the line that built a ``SQLiteSession`` now
calls ``make_session``, and ``session.close()`` is left to the fixture. The model is the SDK's
own ``agents.testing.ScriptedModel`` (a scripted local model: no network).

Not mirrored, because they test ``SQLiteSession``'s own machinery rather than the ``Session``
protocol: ``_await_mutation``'s cancellation, its worker-thread connections and their reaping,
its file lock shared across instances, a closed session refusing writes, a failed write
releasing its lock, and its skipping of rows corrupted behind its back (memvault's histories
refuse a corrupt row with ``MemvaultError`` instead; tested in tests/backends). From
``test_session.py`` that is: ``test_await_mutation_cancellation_hides_later_failure_without_
loop_error``, ``test_sqlite_session_close_closes_worker_thread_connections``,
``test_sqlite_session_reaps_connections_from_exited_worker_threads``,
``test_sqlite_session_closes_retired_connections_before_the_next_allocation``,
``test_sqlite_session_keeps_connections_of_live_worker_threads``,
``test_sqlite_session_closed_rejects_empty_add_items``,
``test_sqlite_session_pop_item_skips_corrupt_most_recent``,
``test_sqlite_session_pop_item_returns_none_after_dropping_only_corrupt_rows``,
``test_sqlite_session_get_items_limit_skips_corrupt_newest_rows``,
``test_sqlite_session_get_items_session_settings_limit_skips_corrupt_rows``,
``test_sqlite_session_file_lock_is_shared_across_instances``,
``test_sqlite_session_failed_add_items_releases_write_lock``, and the tests after line 940
that exercise the runner's error paths with a session subclass of ``SQLiteSession``.
"""

from __future__ import annotations

import asyncio
from typing import Any, cast

import pytest
from agents import Agent, RunConfig, Runner, SessionSettings, TResponseInputItem
from agents.testing import ScriptedModel
from openai.types.responses import ResponseOutputMessage, ResponseOutputText

from tests.integrations.openai_agents.conftest import MakeSession

RUNNERS = ["run", "run_sync", "run_streamed"]


def get_text_message(content: str) -> Any:
    """As ``tests/test_responses.py`` of the SDK writes it."""
    return ResponseOutputMessage(
        id="1", type="message", role="assistant", status="completed",
        content=[ResponseOutputText(text=content, type="output_text", annotations=[],
                                    logprobs=[])],
    )  # fmt: skip


def _run_sync_wrapper(agent: Agent[Any], input_data: Any, **kwargs: Any) -> Any:
    """Wrapper for run_sync that properly sets up an event loop (upstream's)."""
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        return Runner.run_sync(agent, input_data, **kwargs)
    finally:
        loop.close()


async def run_agent_async(
    runner_method: str, agent: Agent[Any], input_data: Any, **kwargs: Any
) -> Any:
    """Run the agent with each runner method, as upstream's helper does."""
    if runner_method == "run":
        return await Runner.run(agent, input_data, **kwargs)
    if runner_method == "run_sync":
        return await asyncio.to_thread(_run_sync_wrapper, agent, input_data, **kwargs)
    result = Runner.run_streamed(agent, input_data, **kwargs)
    async for _ in result.stream_events():
        pass
    return result


def items(*pairs: tuple[str, str]) -> list[TResponseInputItem]:
    return cast(list[TResponseInputItem], [{"role": r, "content": c} for r, c in pairs])


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_memory_basic_functionality_parametrized(
    runner_method: str, make_session: MakeSession
) -> None:
    session = make_session("test_session_123")
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    model.enqueue([get_text_message("San Francisco")])
    result1 = await run_agent_async(
        runner_method, agent, "What city is the Golden Gate Bridge in?", session=session
    )
    assert result1.final_output == "San Francisco"
    model.enqueue([get_text_message("California")])
    result2 = await run_agent_async(runner_method, agent, "What state is it in?", session=session)
    assert result2.final_output == "California"
    last_input = model.calls[-1].input
    assert len(last_input) > 1


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_memory_with_explicit_instance_parametrized(
    runner_method: str, make_session: MakeSession
) -> None:
    session = make_session("test_session_456")
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    model.enqueue([get_text_message("Hello")])
    result1 = await run_agent_async(runner_method, agent, "Hi there", session=session)
    assert result1.final_output == "Hello"
    model.enqueue([get_text_message("I remember you said hi")])
    result2 = await run_agent_async(
        runner_method, agent, "Do you remember what I said?", session=session
    )
    assert result2.final_output == "I remember you said hi"


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_memory_different_sessions_parametrized(
    runner_method: str, make_session: MakeSession
) -> None:
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    session_1 = make_session("session_1")
    model.enqueue([get_text_message("I like cats")])
    result1 = await run_agent_async(runner_method, agent, "I like cats", session=session_1)
    assert result1.final_output == "I like cats"
    session_2 = make_session("session_2")
    model.enqueue([get_text_message("I like dogs")])
    result2 = await run_agent_async(runner_method, agent, "I like dogs", session=session_2)
    assert result2.final_output == "I like dogs"
    model.enqueue([get_text_message("Yes, you mentioned cats")])
    result3 = await run_agent_async(
        runner_method, agent, "What did I say I like?", session=session_1
    )
    assert result3.final_output == "Yes, you mentioned cats"


async def test_sqlite_session_memory_direct(make_session: MakeSession) -> None:
    session = make_session("direct_test")
    await session.add_items(items(("user", "Hello"), ("assistant", "Hi there!")))
    retrieved = await session.get_items()
    assert len(retrieved) == 2
    assert retrieved[0].get("role") == "user"
    assert retrieved[0].get("content") == "Hello"
    assert retrieved[1].get("role") == "assistant"
    assert retrieved[1].get("content") == "Hi there!"
    await session.clear_session()
    assert len(await session.get_items()) == 0


async def test_sqlite_session_memory_pop_item(make_session: MakeSession) -> None:
    session = make_session("pop_test")
    assert await session.pop_item() is None
    await session.add_items(
        items(("user", "Hello"), ("assistant", "Hi there!"), ("user", "How are you?"))
    )
    assert len(await session.get_items()) == 3
    popped = await session.pop_item()
    assert popped is not None
    assert popped.get("role") == "user"
    assert popped.get("content") == "How are you?"
    after = await session.get_items()
    assert len(after) == 2
    assert after[-1].get("content") == "Hi there!"
    popped2 = await session.pop_item()
    assert popped2 is not None
    assert popped2.get("role") == "assistant"
    assert popped2.get("content") == "Hi there!"
    popped3 = await session.pop_item()
    assert popped3 is not None
    assert popped3.get("role") == "user"
    assert popped3.get("content") == "Hello"
    assert await session.pop_item() is None
    assert len(await session.get_items()) == 0


async def test_session_memory_pop_different_sessions(make_session: MakeSession) -> None:
    session_1, session_2 = make_session("session_1"), make_session("session_2")
    await session_1.add_items(items(("user", "Session 1 message")))
    await session_2.add_items(
        items(("user", "Session 2 message 1"), ("user", "Session 2 message 2"))
    )
    popped = await session_2.pop_item()
    assert popped is not None
    assert popped.get("content") == "Session 2 message 2"
    session_1_items = await session_1.get_items()
    assert len(session_1_items) == 1
    assert session_1_items[0].get("content") == "Session 1 message"
    session_2_items = await session_2.get_items()
    assert len(session_2_items) == 1
    assert session_2_items[0].get("content") == "Session 2 message 1"


async def test_sqlite_session_get_items_with_limit(make_session: MakeSession) -> None:
    session = make_session("count_test")
    await session.add_items(
        items(*[(r, f"{w} {i}") for i in (1, 2, 3)
                for r, w in (("user", "Message"), ("assistant", "Response"))])
    )  # fmt: skip
    all_items = await session.get_items()
    assert len(all_items) == 6
    assert all_items[0].get("content") == "Message 1"
    assert all_items[-1].get("content") == "Response 3"
    latest_2 = await session.get_items(limit=2)
    assert [i.get("content") for i in latest_2] == ["Message 3", "Response 3"]
    latest_4 = await session.get_items(limit=4)
    assert [i.get("content") for i in latest_4] == [
        "Message 2", "Response 2", "Message 3", "Response 3"
    ]  # fmt: skip
    latest_10 = await session.get_items(limit=10)
    assert len(latest_10) == 6
    assert latest_10[0].get("content") == "Message 1"
    assert latest_10[-1].get("content") == "Response 3"
    assert len(await session.get_items(limit=0)) == 0


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_memory_appends_list_input_by_default(
    runner_method: str, make_session: MakeSession
) -> None:
    session = make_session("test_validation_parametrized")
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    initial_history = items(("user", "Earlier message"), ("assistant", "Saved reply"))
    await session.add_items(initial_history)
    list_input = items(("user", "Test message"))
    model.enqueue([get_text_message("This should run")])
    await run_agent_async(runner_method, agent, list_input, session=session)
    assert model.calls[-1].input == initial_history + list_input


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_callback_prepared_input(
    runner_method: str, make_session: MakeSession
) -> None:
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    session = make_session("session_1")
    initial_history = items(("user", "Hello there."), ("assistant", "Hi, I'm here to assist you."))
    await session.add_items(initial_history)

    def filter_assistant_messages(history: list[Any], new_input: list[Any]) -> list[Any]:
        return [item for item in history if item["role"] == "user"] + new_input

    new_turn_input = items(("user", "What your name?"))
    model.enqueue([get_text_message("I'm gpt-4o")])
    await run_agent_async(
        runner_method, agent, new_turn_input, session=session,
        run_config=RunConfig(session_input_callback=filter_assistant_messages),
    )  # fmt: skip
    assert len(model.calls[-1].input) == 2
    assert model.calls[-1].input == [initial_history[0], new_turn_input[0]]


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_callback_repeating_history_does_not_grow_session(
    runner_method: str, make_session: MakeSession
) -> None:
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    session = make_session("session_repeat")

    def repeat_first(history: list[Any], new_input: list[Any]) -> list[Any]:
        if not history:
            return new_input
        return [*history, history[0], *new_input]

    for turn in range(3):
        model.enqueue([get_text_message(f"assistant {turn}")])
        await run_agent_async(
            runner_method, agent, f"user {turn}", session=session,
            run_config=RunConfig(session_input_callback=repeat_first),
        )  # fmt: skip
    stored = await session.get_items()
    user_messages = [item for item in stored if item.get("role") == "user"]
    assert [item.get("content") for item in user_messages] == ["user 0", "user 1", "user 2"]
    assert len(stored) == 6


async def test_sqlite_session_unicode_content(make_session: MakeSession) -> None:
    session = make_session("unicode_test")
    await session.add_items(
        items(("user", "こんにちは"), ("assistant", "😊👍"), ("user", "Привет"))
    )
    retrieved = await session.get_items()
    assert [i.get("content") for i in retrieved] == ["こんにちは", "😊👍", "Привет"]


async def test_sqlite_session_special_characters_and_sql_injection(
    make_session: MakeSession,
) -> None:
    session = make_session("special_chars_test")
    texts = ["O'Reilly", "DROP TABLE sessions;", '"SELECT * FROM users WHERE name = "admin";"',
             "Robert'); DROP TABLE students;--", "Normal message"]  # fmt: skip
    roles = ["user", "assistant", "user", "assistant", "user"]
    await session.add_items(items(*zip(roles, texts, strict=True)))
    retrieved = await session.get_items()
    assert len(retrieved) == len(texts)
    assert [i.get("content") for i in retrieved] == texts


async def test_sqlite_session_concurrent_access(make_session: MakeSession) -> None:
    """Upstream writes from five threads, each with an event loop of its own; memvault's
    async histories belong to the loop that uses them (their connections and pools do), so
    the same writes run here as concurrent tasks of one loop, which is what an async
    program does."""
    session = make_session("concurrent_test")
    await asyncio.gather(*(session.add_items(items(("user", f"Message {i}"))) for i in range(10)))
    retrieved = await session.get_items()
    contents = {c for item in retrieved for c in [item.get("content")] if isinstance(c, str)}
    assert contents == {f"Message {i}" for i in range(10)}


# -- test_session_limit.py ------------------------------------------------------------------


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_limit_parameter(runner_method: str, make_session: MakeSession) -> None:
    session = make_session("limit_test")
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    for i in (1, 2, 3):
        model.enqueue([get_text_message(f"Reply {i}")])
        await run_agent_async(runner_method, agent, f"Message {i}", session=session)
    assert len(await session.get_items()) == 6
    model.enqueue([get_text_message("Reply 4")])
    await run_agent_async(
        runner_method, agent, "Message 4", session=session,
        run_config=RunConfig(session_settings=SessionSettings(limit=2)),
    )  # fmt: skip
    last_input = model.calls[-1].input
    assert len(last_input) == 3
    assert last_input[0].get("content") == "Message 3"
    assert last_input[1].get("content")[0]["text"] == "Reply 3"
    assert last_input[2].get("content") == "Message 4"


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_limit_drops_unmatched_history_function_call_output(
    runner_method: str, make_session: MakeSession
) -> None:
    session = make_session("limit_tool_pair")
    history = cast(list[TResponseInputItem], [
        {"role": "user", "content": "What is the weather?"},
        {"type": "function_call", "call_id": "call_1", "name": "get_weather", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "call_1", "output": "sunny"},
        {"type": "message", "role": "assistant",
         "content": [{"type": "output_text", "text": "It is sunny.", "annotations": []}]},
    ])  # fmt: skip
    await session.add_items(history)
    assert await session.get_items(limit=2) == history[-2:]
    model = ScriptedModel()
    model.enqueue([get_text_message("Tomorrow is sunny too.")])
    agent = Agent(name="test", model=model)
    await run_agent_async(
        runner_method, agent, "What about tomorrow?", session=session,
        run_config=RunConfig(session_settings=SessionSettings(limit=2)),
    )  # fmt: skip
    assert model.calls[-1].input == [
        history[-1],
        {"role": "user", "content": "What about tomorrow?"},
    ]


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_limit_zero(runner_method: str, make_session: MakeSession) -> None:
    session = make_session("limit_zero_test")
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    for i in (1, 2):
        model.enqueue([get_text_message(f"Reply {i}")])
        await run_agent_async(runner_method, agent, f"Message {i}", session=session)
    model.enqueue([get_text_message("Reply 3")])
    await run_agent_async(
        runner_method, agent, "Message 3", session=session,
        run_config=RunConfig(session_settings=SessionSettings(limit=0)),
    )  # fmt: skip
    last_input = model.calls[-1].input
    assert len(last_input) == 1
    assert last_input[0].get("content") == "Message 3"


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_limit_none_gets_all_history(
    runner_method: str, make_session: MakeSession
) -> None:
    session = make_session("limit_none_test")
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    for i in range(1, 6):
        model.enqueue([get_text_message(f"Reply {i}")])
        await run_agent_async(runner_method, agent, f"Message {i}", session=session)
    assert len(await session.get_items()) == 10
    model.enqueue([get_text_message("Reply 6")])
    await run_agent_async(
        runner_method, agent, "Message 6", session=session,
        run_config=RunConfig(session_settings=SessionSettings(limit=None)),
    )  # fmt: skip
    last_input = model.calls[-1].input
    assert len(last_input) == 11
    assert last_input[0].get("content") == "Message 1"
    assert last_input[-1].get("content") == "Message 6"


@pytest.mark.parametrize("runner_method", RUNNERS)
async def test_session_limit_larger_than_history(
    runner_method: str, make_session: MakeSession
) -> None:
    session = make_session("limit_large_test")
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    model.enqueue([get_text_message("Reply 1")])
    await run_agent_async(runner_method, agent, "Message 1", session=session)
    model.enqueue([get_text_message("Reply 2")])
    await run_agent_async(
        runner_method, agent, "Message 2", session=session,
        run_config=RunConfig(session_settings=SessionSettings(limit=100)),
    )  # fmt: skip
    last_input = model.calls[-1].input
    assert len(last_input) == 3
    assert last_input[0].get("content") == "Message 1"
    assert last_input[1].get("content")[0]["text"] == "Reply 1"
    assert last_input[2].get("content") == "Message 2"
