"""Memory as a tool: the definitions a model is given, and calls dispatched in one scope.

The vault is SQLite in memory with the ``HashEmbedder`` (these tests are about validation and
scoping, not retrieval quality). No model is involved: tool calls are written by hand, the
way a chat model would send them.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memvault import InvalidInput, MemoryVault, Message, ToolCall
from memvault.agent import MemoryTools
from memvault.agent.tools import MEMORY_TOOLS, tool_message
from memvault.embedders import HashEmbedder


@pytest.fixture
async def vault() -> AsyncIterator[MemoryVault]:
    async with MemoryVault(":memory:", embedder=HashEmbedder()) as vault:
        yield vault


def call(name: str, arguments: Any = None, call_id: str = "call-1") -> ToolCall:
    text = arguments if isinstance(arguments, str) else json.dumps(arguments or {})
    return ToolCall(call_id, name, text)


def openai_call(name: str, arguments: Any, call_id: str = "call-1") -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


# -- definitions -------------------------------------------------------------------------


def test_definitions_are_openai_function_tools(vault: MemoryVault) -> None:
    tools = MemoryTools(vault, user_id="alice")
    definitions: list[Any] = tools.definitions
    names = [d["function"]["name"] for d in definitions]
    assert names == ["search_memory", "save_memory", "forget_memory", "list_memories"]
    for definition in tools.definitions:
        assert definition["type"] == "function"
        function: Any = definition["function"]
        assert set(function) == {"name", "description", "parameters"}
        assert function["description"]
        parameters = function["parameters"]
        assert parameters["type"] == "object"
        assert parameters["additionalProperties"] is False
        assert set(parameters["required"]) <= set(parameters["properties"])
        assert not {"user_id", "agent_id", "session_id"} & set(parameters["properties"])
    json.dumps(tools.definitions)  # plain JSON, ready for a request body


def test_definitions_are_a_copy(vault: MemoryVault) -> None:
    tools = MemoryTools(vault, user_id="alice")
    changed: list[Any] = tools.definitions
    changed[0]["function"]["parameters"]["properties"].clear()
    assert tools.definitions == list(MEMORY_TOOLS)
    fresh: list[Any] = tools.definitions
    assert "query" in fresh[0]["function"]["parameters"]["properties"]


# -- the four tools ----------------------------------------------------------------------


async def test_save_search_list_and_forget(vault: MemoryVault) -> None:
    tools = MemoryTools(vault, user_id="alice")
    saved = await tools.dispatch(call("save_memory", {"content": "Alice lives in Lisbon"}))
    assert saved["ok"] is True
    memory: Any = saved["memory"]
    assert memory["content"] == "Alice lives in Lisbon"
    assert memory["kind"] == "fact"
    stored = await vault.get(memory["id"], all_scopes=True)
    assert stored.scope.user_id == "alice"
    assert stored.metadata == {"source": "tool"}

    await tools.dispatch(call("save_memory", {"content": "Alice likes green tea", "importance": 1}))
    found: Any = await tools.dispatch(call("search_memory", {"query": "Lisbon", "limit": 1}))
    assert [m["content"] for m in found["memories"]] == ["Alice lives in Lisbon"]
    assert 0 < found["memories"][0]["score"] <= 1

    listed: Any = await tools.dispatch(call("list_memories", {"limit": 1}))
    assert listed["total"] == 2
    assert len(listed["memories"]) == 1
    page2: Any = await tools.dispatch(call("list_memories", {"limit": 1, "offset": 1}))
    assert page2["memories"][0]["content"] == "Alice likes green tea"
    none: Any = await tools.dispatch(call("list_memories", {"kind": "episode"}))
    assert none == {"ok": True, "memories": [], "total": 0}

    forgotten = await tools.dispatch(call("forget_memory", {"memory_id": memory["id"]}))
    assert forgotten == {"ok": True, "forgotten": memory["id"]}
    assert await vault.count(user_id="alice") == 1
    again = await tools.dispatch(call("forget_memory", {"memory_id": memory["id"]}))
    assert again["ok"] is False
    assert again["error"] == "not_found"


async def test_openai_dict_shape_and_empty_arguments(vault: MemoryVault) -> None:
    tools = MemoryTools(vault, user_id="alice")
    await vault.add("Alice lives in Lisbon", user_id="alice")
    as_text = await tools.dispatch(openai_call("search_memory", '{"query": "Lisbon"}'))
    as_object = await tools.dispatch(openai_call("search_memory", {"query": "Lisbon"}))
    assert as_text == as_object
    memories: Any = as_text["memories"]
    assert len(memories) == 1
    listed: Any = await tools.dispatch(call("list_memories", ""))  # "" means no arguments
    assert listed["total"] == 1


async def test_answer_is_the_tool_message_for_the_call(vault: MemoryVault) -> None:
    tools = MemoryTools(vault, user_id="alice")
    message = await tools.answer(call("list_memories", {}, call_id="call-7"))
    assert message.role == "tool"
    assert message.tool_call_id == "call-7"
    assert json.loads(message.content) == {"ok": True, "memories": [], "total": 0}
    from_dict = await tools.answer(openai_call("list_memories", "{}", call_id="call-8"))
    assert from_dict.tool_call_id == "call-8"
    assert tool_message(call("x", call_id="c"), {"ok": True}).content == '{"ok": true}'


# -- what the model gets wrong comes back as a result --------------------------------------

MISTAKES = [
    (call("recall_everything", {}), "unknown_tool", "name"),
    (call("search_memory", "{not json"), "invalid_arguments", "arguments"),
    (call("search_memory", "[1, 2]"), "invalid_arguments", "arguments"),
    (call("search_memory", '"Lisbon"'), "invalid_arguments", "arguments"),
    (call("search_memory", "[" * 100_000), "invalid_arguments", "arguments"),
    (call("search_memory", {}), "invalid_arguments", "query"),
    (call("search_memory", {"query": 7}), "invalid_arguments", "query"),
    (call("search_memory", {"query": ""}), "invalid_arguments", "query"),
    (call("search_memory", {"query": "x", "limit": "5"}), "invalid_arguments", "limit"),
    (call("search_memory", {"query": "x", "limit": True}), "invalid_arguments", "limit"),
    (call("search_memory", {"query": "x", "limit": 2.0}), "invalid_arguments", "limit"),
    (call("search_memory", {"query": "x", "limit": 0}), "invalid_arguments", "limit"),
    (call("search_memory", {"query": "x", "limit": 10**30}), "invalid_arguments", "limit"),
    (call("search_memory", {"query": "x", "user_id": "bob"}), "invalid_arguments", "user_id"),
    (call("save_memory", {"content": "x", "agent_id": "a"}), "invalid_arguments", "agent_id"),
    (call("save_memory", {"content": "a\u0000b"}), "invalid_arguments", "content"),
    (call("save_memory", '{"content": "\\ud800"}'), "invalid_arguments", "content"),
    (call("save_memory", {"content": "x", "importance": 2}), "invalid_arguments", "importance"),
    (call("save_memory", '{"content": "x", "importance": NaN}'), "invalid_arguments", "importance"),
    (call("forget_memory", {"memory_id": None}), "invalid_arguments", "memory_id"),
    (call("list_memories", {"kind": "secret"}), "invalid_arguments", "kind"),
    (call("list_memories", {"offset": -1}), "invalid_arguments", "offset"),
    (openai_call("list_memories", 42), "invalid_arguments", "arguments"),
]


@pytest.mark.parametrize(("tool_call", "error", "field"), MISTAKES)
async def test_mistakes_in_a_call_are_error_results(
    vault: MemoryVault, tool_call: Any, error: str, field: str
) -> None:
    tools = MemoryTools(vault, user_id="alice")
    result = await tools.dispatch(tool_call)
    assert result["ok"] is False
    assert (result["error"], result["field"]) == (error, field), result
    assert isinstance(result["message"], str)
    assert result["message"]
    json.dumps(result)
    assert await vault.count(all_scopes=True) == 0  # nothing was written


async def test_content_the_vault_refuses_is_an_error_result(vault: MemoryVault) -> None:
    small = MemoryVault(vault.backend, embedder=HashEmbedder(), max_content_bytes=10)
    result = await MemoryTools(small, user_id="alice").dispatch(
        call("save_memory", {"content": "far more than ten bytes"})
    )
    assert (result["ok"], result["field"]) == (False, "content")


@pytest.mark.parametrize(
    "tool_call",
    [
        "search_memory",
        {"name": "search_memory", "arguments": "{}"},  # not the OpenAI shape
        {"id": "c", "function": {"arguments": "{}"}},  # no name
        None,
    ],
)
async def test_a_malformed_call_object_raises(vault: MemoryVault, tool_call: Any) -> None:
    with pytest.raises(InvalidInput) as caught:
        await MemoryTools(vault, user_id="alice").dispatch(tool_call)
    assert caught.value.field.startswith("tool_call")


async def test_an_answer_needs_the_call_id(vault: MemoryVault) -> None:
    with pytest.raises(InvalidInput, match=r"tool_call\.id"):
        await MemoryTools(vault, user_id="alice").answer(
            {"type": "function", "function": {"name": "list_memories", "arguments": "{}"}}
        )


def test_the_scope_is_checked(vault: MemoryVault) -> None:
    with pytest.raises(InvalidInput, match="user_id"):
        MemoryTools(vault, user_id="")
    with pytest.raises(InvalidInput, match="vault"):
        MemoryTools(object(), user_id="alice")  # type: ignore[arg-type]


# -- scoping -------------------------------------------------------------------------------


async def test_forgetting_another_users_memory_looks_like_a_missing_one(
    vault: MemoryVault,
) -> None:
    bobs = await vault.add("Bob's PIN is 4321", user_id="bob")
    tools = MemoryTools(vault, user_id="alice")
    theirs = await tools.dispatch(call("forget_memory", {"memory_id": bobs.id}))
    missing = await tools.dispatch(call("forget_memory", {"memory_id": "0" * 32}))
    assert theirs["error"] == missing["error"] == "not_found"
    assert str(theirs["message"]).replace(bobs.id, "0" * 32) == missing["message"]
    assert (await vault.get(bobs.id, all_scopes=True)).content == "Bob's PIN is 4321"


async def test_an_agent_scope_holds_too(vault: MemoryVault) -> None:
    mine = await vault.add("Alice prefers email", user_id="alice", agent_id="mail")
    other = await vault.add("Alice prefers window seats", user_id="alice", agent_id="travel")
    mail = MemoryTools(vault, user_id="alice", agent_id="mail")
    listed: Any = await mail.dispatch(call("list_memories"))
    assert [m["id"] for m in listed["memories"]] == [mine.id]
    refused = await mail.dispatch(call("forget_memory", {"memory_id": other.id}))
    assert refused["error"] == "not_found"
    saved: Any = await mail.dispatch(call("save_memory", {"content": "Alice reads at night"}))
    assert (await vault.get(saved["memory"]["id"], all_scopes=True)).scope.agent_id == "mail"
    everything: Any = await MemoryTools(vault, user_id="alice").dispatch(call("list_memories"))
    assert everything["total"] == 3  # without an agent_id, all of the user's memories


ARGUMENT_NAMES = ["query", "content", "memory_id", "limit", "offset", "kind", "importance",
                  "user_id", "agent_id", "session_id", "id", "scope"]  # fmt: skip
_TOOLS: list[Any] = list(MEMORY_TOOLS)
SCHEMAS: dict[str, Any] = {t["function"]["name"]: t["function"]["parameters"] for t in _TOOLS}
BOB_TEXTS = ["Bob lives in Lisbon", "Bob's password is hunter2"]


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
async def test_no_call_reaches_another_users_memories(vault: MemoryVault, data: Any) -> None:
    """Whatever a call says (scope keys, another user's ids, their words as a query), it
    neither changes nor returns a memory of someone else."""
    if await vault.count(user_id="bob") == 0:
        for text in BOB_TEXTS:
            await vault.add(text, user_id="bob")
            await vault.add(text, user_id="alice", agent_id="other")  # same user, other agent
        await vault.add("Alice lives in Lisbon", user_id="alice", agent_id="me")
    outsiders = await vault.list(user_id="bob") + await vault.list(agent_id="other")
    before = [(e.id, e.content, e.updated_at) for e in outsiders]
    theirs = st.sampled_from([e.id for e in outsiders] + [*BOB_TEXTS, "bob", "alice", "other"])
    anything = st.one_of(
        st.text(max_size=12),
        st.integers(-3, 60),
        st.floats(allow_nan=True, allow_infinity=True),
        st.booleans(),
        st.none(),
        st.lists(st.text(max_size=3), max_size=2),
    )
    values = theirs | anything  # half the time an outsider's id or words
    name = data.draw(st.sampled_from([*SCHEMAS, "bob"]))
    own = SCHEMAS.get(name, {"properties": {}, "required": []})
    arguments = data.draw(
        st.fixed_dictionaries(
            dict.fromkeys(own["required"], values),
            optional=dict.fromkeys(sorted(set(own["properties"]) - set(own["required"])), values),
        )
    )
    if data.draw(st.booleans()):  # scope keys and other unknown arguments
        extra = st.sampled_from(ARGUMENT_NAMES) | st.text(max_size=4)
        arguments |= data.draw(st.dictionaries(extra, values, max_size=2))
    tool_call: Any = (
        openai_call(name, arguments)
        if data.draw(st.booleans())
        else call(name, json.dumps(arguments))
    )
    tools = MemoryTools(vault, user_id="alice", agent_id="me")
    result = await tools.dispatch(tool_call)

    json.dumps(result, allow_nan=False)
    shown: list[Any] = list(result.get("memories") or [])  # type: ignore[arg-type]
    if "memory" in result:
        shown.append(result["memory"])
    outsider_ids = {e.id for e in outsiders}
    assert not outsider_ids & {m["id"] for m in shown}
    if "forgotten" in result:
        assert result["forgotten"] not in outsider_ids
    after = await vault.list(user_id="bob") + await vault.list(agent_id="other")
    assert [(e.id, e.content, e.updated_at) for e in after] == before


def test_tool_messages_round_trip() -> None:
    message = tool_message(call("list_memories", call_id="c1"), {"ok": True, "memories": []})
    assert Message.from_dict(message.to_dict()) == message
    with pytest.raises(InvalidInput, match="result"):
        tool_message(call("list_memories"), {"ok": object()})
