"""``MemvaultSession`` and ``memory_tools`` beyond the SDK's own tests: items kept without
loss, bad input refused before anything is written, conversations written by other memvault
code readable by an agent, and an agent (the SDK's ``ScriptedModel``, a scripted local model:
no network) that saves a memory with the tools and finds it again through them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

import pytest
from agents import Agent, Runner, TResponseInputItem
from agents.testing import ScriptedModel
from openai.types.responses import ResponseFunctionToolCall

from memvault import InvalidInput, MemoryVault, Message, SQLiteChatHistory
from memvault.embedders import HashEmbedder
from memvault.integrations.openai_agents import ITEM_KEY, MemvaultSession, memory_tools
from tests.integrations.openai_agents.conftest import MakeSession
from tests.integrations.openai_agents.test_upstream_session import get_text_message

ITEMS = cast(list[TResponseInputItem], [
    {"role": "developer", "content": "Be brief."},
    {"role": "user", "content": [{"type": "input_text", "text": "Weather in Oslo?"}]},
    {"type": "reasoning", "id": "rs_1", "summary": []},
    {"type": "function_call", "call_id": "c1", "name": "weather", "arguments": '{"city": "Oslo"}'},
    {"type": "function_call_output", "call_id": "c1", "output": {"temp": -3, "sky": None}},
    {"type": "message", "role": "assistant", "id": "m1", "status": "completed",
     "content": [{"type": "output_text", "text": "-3 °C in Oslo.", "annotations": []}]},
])  # fmt: skip


async def test_every_kind_of_item_comes_back_equal(make_session: MakeSession) -> None:
    session = make_session("kinds")
    await session.add_items(ITEMS)
    assert await session.get_items() == ITEMS
    assert await session.pop_item() == ITEMS[-1]
    assert await session.get_items(limit=2) == ITEMS[3:5]


async def test_items_are_messages_the_rest_of_memvault_can_read(tmp_path: Path) -> None:
    history = SQLiteChatHistory(tmp_path / "chat.db", "s")
    await MemvaultSession(history).add_items(ITEMS)
    messages = await history.get_messages()
    assert [m.role for m in messages] == ["system", "user", "assistant", "assistant", "tool",
                                          "assistant"]  # fmt: skip
    assert messages[1].content == "Weather in Oslo?"
    assert messages[3].content == 'weather({"city": "Oslo"})'
    assert messages[4].tool_call_id == "c1"
    assert messages[5].content == "-3 °C in Oslo."
    assert all(m.metadata[ITEM_KEY] == item for m, item in zip(messages, ITEMS, strict=True))
    await history.aclose()


async def test_a_conversation_kept_by_other_code_reads_as_items(tmp_path: Path) -> None:
    history = SQLiteChatHistory(tmp_path / "chat.db", "s")
    await history.add_messages([Message.user("I live in Oslo"), Message.assistant("Noted."),
                                Message.tool('{"ok": true}', tool_call_id="c9")])  # fmt: skip
    assert await MemvaultSession(history).get_items() == [
        {"role": "user", "content": "I live in Oslo"},
        {"role": "assistant", "content": "Noted."},
        {"type": "function_call_output", "call_id": "c9", "output": '{"ok": true}'},
    ]
    await history.aclose()


@pytest.mark.parametrize(
    ("items", "field"),
    [
        ([{"role": "user", "content": "fine"}, "not a dict"], "items[1]"),
        ([{"role": "user", "content": "fine"}, {"content": {1, 2}}], "items[1]"),
        ("a string", "items"),
    ],
)
async def test_a_bad_item_is_refused_and_nothing_is_written(
    make_session: MakeSession, items: Any, field: str
) -> None:
    session = make_session("bad")
    with pytest.raises(InvalidInput) as refused:
        await session.add_items(items)
    assert refused.value.field == field
    assert await session.get_items() == []


def test_a_session_needs_a_memvault_history() -> None:
    with pytest.raises(InvalidInput, match="history"):
        MemvaultSession(object())  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="session_id"):
        MemvaultSession(SQLiteChatHistory(":memory:", "s"), session_id="")


def tool_call(name: str, arguments: dict[str, Any], call_id: str) -> Any:
    return ResponseFunctionToolCall(id=call_id, call_id=call_id, type="function_call", name=name,
                                    arguments=json.dumps(arguments))  # fmt: skip


async def test_an_agent_saves_a_memory_with_the_tools_and_finds_it_again(tmp_path: Path) -> None:
    async with MemoryVault(tmp_path / "memory.db", embedder=HashEmbedder()) as vault:
        agent = Agent(name="assistant", model=(model := ScriptedModel()),
                      tools=memory_tools(vault, user_id="ann"))  # fmt: skip
        model.enqueue([tool_call("save_memory", {"content": "Ann is allergic to peanuts"}, "c1")])
        model.enqueue([get_text_message("Saved.")])
        model.enqueue([tool_call("search_memory", {"query": "allergies", "limit": 3}, "c2")])
        model.enqueue([get_text_message("You are allergic to peanuts.")])
        model.enqueue([tool_call("search_memory", {"query": "x", "user_id": "bob"}, "c3")])
        model.enqueue([get_text_message("I cannot look elsewhere.")])
        history = SQLiteChatHistory(tmp_path / "chat.db", "ann-chat")
        session = MemvaultSession(history)

        first = await Runner.run(agent, "Remember my peanut allergy", session=session)
        second = await Runner.run(agent, "What am I allergic to?", session=session)
        third = await Runner.run(agent, "And Bob?", session=session)

        assert (first.final_output, second.final_output) == (
            "Saved.",
            "You are allergic to peanuts.",
        )
        assert third.final_output == "I cannot look elsewhere."
        stored = await vault.list(user_id="ann")
        assert [m.content for m in stored] == ["Ann is allergic to peanuts"]
        assert stored[0].metadata == {"source": "tool"}
        kept = cast(list[dict[str, Any]], await session.get_items())
        outputs = {i["call_id"]: json.loads(i["output"]) for i in kept if "output" in i}
        assert outputs["c2"]["memories"][0]["content"] == "Ann is allergic to peanuts"
        assert outputs["c3"]["ok"] is False
        assert outputs["c3"]["field"] == "user_id"  # the scope is not the model's to choose
        await history.aclose()
