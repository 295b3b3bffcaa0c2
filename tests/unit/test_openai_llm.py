"""OpenAICompatibleLLM against a real HTTP server on 127.0.0.1 that plays the chat API."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from memvault import InvalidInput, Message, ToolCall
from memvault.core.protocols import LLM
from memvault.errors import BackendUnavailable, MemvaultError, MissingDependency
from memvault.knowledge import EXTRACTION_SCHEMA, LLMExtractor
from memvault.llms import OpenAICompatibleLLM
from tests import stub_http

API_KEY = "sk-test-secret-0123456789"
SCHEMA = {"type": "object", "properties": {"facts": {"type": "array"}}, "required": ["facts"]}


@dataclass
class Stub(stub_http.Stub):
    """The API's answers: ``mode`` picks a normal or a faulty one."""

    def reply(self, body: dict[str, Any]) -> tuple[int, bytes]:
        last = body["messages"][-1]["content"]
        message: dict[str, Any] = {"role": "assistant", "content": f"echo: {last}"}
        ok = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        }
        if self.mode == "ok":
            return 200, json.dumps(ok).encode()
        if self.mode == "facts":
            fact = {"content": "User lives in Lisbon", "attribute": "city", "value": "Lisbon"}
            message["content"] = "Here you go:\n```json\n" + json.dumps({"facts": [fact]}) + "\n```"
            return 200, json.dumps(ok).encode()
        if self.mode == "http_500":
            error = {"error": {"message": f"out of memory (key {API_KEY})"}}
            return 500, json.dumps(error).encode()
        if self.mode == "http_401":
            return 401, b'{"error": {"message": "Incorrect API key provided"}}'
        if self.mode == "not_json":
            return 200, b"<html>gateway</html>"
        if self.mode == "no_choices":
            return 200, b'{"choices": []}'
        if self.mode == "no_message":
            return 200, b'{"choices": [{"text": "legacy completion"}]}'
        if self.mode == "null_content":
            message["content"] = None
            return 200, json.dumps(ok).encode()
        if self.mode == "refusal":
            message["content"] = None
            message["refusal"] = "I can't help with that."
            return 200, json.dumps(ok).encode()
        raise AssertionError(self.mode)


@pytest.fixture
def stub() -> Iterator[Stub]:
    with stub_http.serve(Stub) as state:
        yield state


closed_port = stub_http.closed_port


async def test_sends_messages_model_and_key_and_returns_the_text(stub: Stub) -> None:
    async with OpenAICompatibleLLM(stub.url, "llama3.1", API_KEY) as llm:
        assert isinstance(llm, LLM)
        reply = await llm.complete([Message.system("be brief"), Message.user("hello", name="dana")])
    assert reply == "echo: hello"
    [request] = stub.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == f"Bearer {API_KEY}"
    assert request["body"] == {
        "model": "llama3.1",
        "messages": [
            {"role": "system", "content": "be brief"},
            {"role": "user", "content": "hello", "name": "dana"},
        ],
        "temperature": 0.0,
    }


async def test_tool_calls_and_answers_go_over_the_wire(stub: Stub) -> None:
    call = ToolCall("call_1", "weather", '{"city": "Oslo"}')
    messages = [
        Message.user("weather?"),
        Message.assistant(tool_calls=[call]),
        Message.tool("rainy", tool_call_id="call_1"),
    ]
    async with OpenAICompatibleLLM(stub.url + "/", "m") as llm:
        assert await llm.complete(messages) == "echo: rainy"
    sent = stub.requests[0]["body"]["messages"]
    assert sent[1] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "weather", "arguments": '{"city": "Oslo"}'},
            }
        ],
    }
    assert sent[2] == {"role": "tool", "content": "rainy", "tool_call_id": "call_1"}
    assert "Authorization" not in stub.requests[0]["headers"]


@pytest.mark.parametrize(
    ("response_format", "expected"),
    [
        (
            "json_schema",
            {"type": "json_schema", "json_schema": {"name": "reply", "schema": SCHEMA}},
        ),
        ("json_object", {"type": "json_object"}),
        ("none", None),
    ],
)
async def test_json_schema_asks_for_structured_output(
    stub: Stub, response_format: Any, expected: dict[str, Any] | None
) -> None:
    async with OpenAICompatibleLLM(
        stub.url, "m", response_format=response_format, max_tokens=64, temperature=0.3
    ) as llm:
        await llm.complete([Message.user("facts please")], json_schema=SCHEMA)
        await llm.complete([Message.user("plain")])
    with_schema, plain = (r["body"] for r in stub.requests)
    assert with_schema.get("response_format") == expected
    assert with_schema["max_tokens"] == 64
    assert with_schema["temperature"] == 0.3
    assert "response_format" not in plain


async def test_http_errors_are_backend_unavailable_without_the_key(stub: Stub) -> None:
    port = stub.url.split(":")[2].split("/")[0]
    async with OpenAICompatibleLLM(stub.url, "m", API_KEY) as llm:
        stub.mode = "http_500"
        with pytest.raises(BackendUnavailable) as caught:
            await llm.complete([Message.user("hi")])
        message = str(caught.value)
        assert f"chat model server at 127.0.0.1:{port} answered HTTP 500" in message
        assert "out of memory" in message
        assert API_KEY not in message
        stub.mode = "http_401"
        with pytest.raises(BackendUnavailable, match=r"HTTP 401 \(check the api key\)"):
            await llm.complete([Message.user("hi")])


@pytest.mark.parametrize(
    ("mode", "problem"),
    [
        ("not_json", "the body is not JSON"),
        ("no_choices", 'no "choices"'),
        ("no_message", 'no "message" object'),
        ("null_content", 'no text "content"'),
    ],
)
async def test_malformed_replies_say_what_was_wrong(stub: Stub, mode: str, problem: str) -> None:
    stub.mode = mode
    async with OpenAICompatibleLLM(stub.url, "m", API_KEY) as llm:
        with pytest.raises(MemvaultError, match="not an OpenAI chat completion") as caught:
            await llm.complete([Message.user("hi")])
    assert problem in str(caught.value)
    assert API_KEY not in str(caught.value)
    assert not isinstance(caught.value, InvalidInput | BackendUnavailable)


async def test_a_refusal_is_an_error_quoting_it(stub: Stub) -> None:
    stub.mode = "refusal"
    async with OpenAICompatibleLLM(stub.url, "m") as llm:
        with pytest.raises(MemvaultError, match="the model refused: I can't help"):
            await llm.complete([Message.user("hi")])


async def test_connection_refused_names_host_and_port_not_the_key() -> None:
    port = closed_port()
    async with OpenAICompatibleLLM(f"http://127.0.0.1:{port}/v1", "m", API_KEY) as llm:
        with pytest.raises(BackendUnavailable, match=f"127.0.0.1:{port} cannot be reached") as c:
            await llm.complete([Message.user("hi")])
    assert API_KEY not in str(c.value)
    assert API_KEY not in repr(llm)
    assert "api_key='***'" in repr(llm)


async def test_a_slow_server_times_out(stub: Stub) -> None:
    stub.delay = 1.0
    async with OpenAICompatibleLLM(stub.url, "m", timeout=0.2) as llm:
        with pytest.raises(BackendUnavailable, match=r"did not answer within 0\.2 s"):
            await llm.complete([Message.user("hi")])


async def test_closed_model_reconnects(stub: Stub) -> None:
    llm = OpenAICompatibleLLM(stub.url, "m")
    await llm.complete([Message.user("a")])
    await llm.aclose()
    await llm.aclose()
    assert await llm.complete([Message.user("b")]) == "echo: b"
    await llm.aclose()
    assert len(stub.requests) == 2


def test_missing_httpx_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "httpx", None)
    with pytest.raises(MissingDependency, match=r"memvault\[openai\]"):
        OpenAICompatibleLLM("http://127.0.0.1:1/v1", "m")


@pytest.mark.parametrize(
    ("arguments", "options", "field"),
    [
        (("", "m"), {}, "base_url"),
        (("127.0.0.1:8080/v1", "m"), {}, "base_url"),
        (("http://user:pw@host/v1", "m"), {}, "base_url"),
        (("http://host/v1", ""), {}, "model"),
        (("http://host/v1", "m", "a\nb"), {}, "api_key"),
        (("http://host/v1", "m"), {"timeout": -1}, "timeout"),
        (("http://host/v1", "m"), {"temperature": 3}, "temperature"),
        (("http://host/v1", "m"), {"temperature": True}, "temperature"),
        (("http://host/v1", "m"), {"max_tokens": 0}, "max_tokens"),
        (("http://host/v1", "m"), {"response_format": "xml"}, "response_format"),
    ],
)
def test_bad_arguments_are_invalid_input(
    arguments: tuple[Any, ...], options: dict[str, Any], field: str
) -> None:
    with pytest.raises(InvalidInput) as caught:
        OpenAICompatibleLLM(*arguments, **options)
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("messages", "schema", "field"),
    [
        ([], None, "messages"),
        ("hello", None, "messages"),
        ([Message.user("ok"), "hello"], None, "messages[1]"),
        ([Message.user("ok")], {"bad": float("nan")}, "json_schema.bad"),
    ],
)
async def test_bad_calls_are_invalid_input_and_send_nothing(
    stub: Stub, messages: Any, schema: Any, field: str
) -> None:
    async with OpenAICompatibleLLM(stub.url, "m") as llm:
        with pytest.raises(InvalidInput) as caught:
            await llm.complete(messages, json_schema=schema)
    assert caught.value.field == field
    assert not stub.requests


async def test_llm_extractor_over_http(stub: Stub) -> None:
    """The whole path: prompt and schema over the wire, a chatty fenced reply repaired."""
    stub.mode = "facts"
    async with OpenAICompatibleLLM(stub.url, "qwen2.5") as llm:
        [fact] = await LLMExtractor(llm).extract([Message.user("I live in Lisbon")])
    assert (fact.attribute, fact.value) == ("city", "Lisbon")
    body = stub.requests[0]["body"]
    assert body["response_format"]["json_schema"]["schema"] == EXTRACTION_SCHEMA
    assert body["messages"][1] == {"role": "user", "content": "user: I live in Lisbon"}


@dataclass
class ToolModel(stub_http.Stub):
    """A function-calling model: asked with tools, it saves what the user said with
    ``save_memory``; given the tool's answer, it replies in text. ``mode="bad"`` sends a
    call without a function."""

    def reply(self, body: dict[str, Any]) -> tuple[int, bytes]:
        last = body["messages"][-1]
        message: dict[str, Any] = {"role": "assistant", "content": None}
        if self.mode == "bad":
            message["tool_calls"] = [{"id": "c1", "type": "function"}]
        elif last["role"] == "tool":
            message["content"] = f"Saved: {json.loads(last['content'])['memory']['content']}"
        elif "tools" in body:
            function = {
                "name": "save_memory",
                "arguments": json.dumps({"content": last["content"]}),
            }
            message["tool_calls"] = [{"id": "call_1", "type": "function", "function": function}]
        else:
            message["content"] = "no tools offered"
        choice = {"index": 0, "message": message, "finish_reason": "tool_calls"}
        return 200, json.dumps({"choices": [choice]}).encode()


async def test_a_real_function_calling_model_drives_the_memory_tools(tmp_path: Any) -> None:
    """Issue 13 C: ``OpenAICompatibleLLM`` returned text only, so ``MemoryTools`` could not
    be driven by a real model. ``respond`` offers the tools and returns the calls."""
    from memvault import MemoryVault
    from memvault.agent import MemoryTools
    from memvault.embedders import HashEmbedder

    with stub_http.serve(ToolModel) as stub:
        async with (
            MemoryVault(tmp_path / "tools.db", embedder=HashEmbedder()) as vault,
            OpenAICompatibleLLM(stub.url, "m") as llm,
        ):
            tools = MemoryTools(vault, user_id="dana")
            said = [Message.user("I am allergic to peanuts")]
            asked = await llm.respond(said, tools=tools.definitions)
            assert [c.name for c in asked.tool_calls] == ["save_memory"]
            answers = [await tools.answer(call) for call in asked.tool_calls]
            final = await llm.respond([*said, asked, *answers], tools=tools.definitions)
            assert (final.content, final.tool_calls) == ("Saved: I am allergic to peanuts", ())
            [saved] = await vault.list(user_id="dana")
            assert saved.content == "I am allergic to peanuts"
            assert stub.requests[0]["body"]["tools"] == tools.definitions
            assert (await llm.respond(said)).content == "no tools offered"
            stub.mode = "bad"
            with pytest.raises(MemvaultError, match='tool_calls\\[0\\] has no "function"'):
                await llm.respond(said, tools=tools.definitions)
            with pytest.raises(InvalidInput, match="tools"):
                await llm.respond(said, tools="save_memory")  # type: ignore[arg-type]
