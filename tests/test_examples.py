"""The scripts under ``examples/`` run as tests, so they cannot drift from the library.

``examples/agent_loop.py`` uses ``memvault.testing.ScriptedLLM``, a scripted local stand-in
for the chat model (no model runs on this machine); ``examples/openai_agent.py`` talks HTTP
to ``FunctionCallingModel``, a local stub server playing an OpenAI-compatible model."""

from __future__ import annotations

import importlib.util
import json
import re
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from memvault import MemoryVault
from memvault.embedders import HashEmbedder
from memvault.sessions import create_sqlite_history_manager
from tests import stub_http

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


async def test_the_agent_loop_remembers_and_forgets(tmp_path: Path) -> None:
    example = load("agent_loop")
    transcript = await example.run(tmp_path)
    assert [reply for _, reply in transcript] == [
        "Noted!",
        "You live in Lisbon.",  # from the context the vault built
        "Noted!",
        "You live in Berlin.",  # the move superseded Lisbon
        "Done: I have forgotten what you do for work.",  # search_memory, then forget_memory
        "I don't know what you do for work.",
    ]
    async with MemoryVault(tmp_path / "memory.db", embedder=HashEmbedder()) as vault:
        facts = {e.content for e in await vault.list(user_id="dana", kind="fact")}
        assert "User's job title is nurse" not in facts
        assert "User's city is Berlin" in facts
    async with create_sqlite_history_manager(tmp_path / "chat.db") as sessions:
        stored = await sessions.get_history("dana-1").get_messages()
    calls = [c.name for m in stored for c in m.tool_calls]
    assert calls == ["search_memory", "forget_memory"]
    assert sum(m.role == "tool" for m in stored) == 2
    assert sum(m.role == "user" for m in stored) == len(example.CONVERSATION)


def test_the_agent_loop_script_prints_the_conversation(capsys: pytest.CaptureFixture[str]) -> None:
    load("agent_loop").main()
    printed = capsys.readouterr().out
    assert "user:      Where do I live now?\nassistant: You live in Berlin." in printed


@dataclass
class FunctionCallingModel(stub_http.Stub):
    """A stand-in function-calling chat model over HTTP: "Remember that X" makes it call
    ``save_memory`` with X; a question about where the user lives is answered from the
    memory context in the system message; anything else is acknowledged."""

    def reply(self, body: dict[str, Any]) -> tuple[int, bytes]:
        system, last = body["messages"][0]["content"], body["messages"][-1]
        message: dict[str, Any] = {"role": "assistant", "content": "Noted."}
        if last["role"] == "tool":
            message["content"] = f"Saved: {json.loads(last['content'])['memory']['content']}"
        elif last["content"].startswith("Remember that ") and "tools" in body:
            arguments = json.dumps({"content": last["content"].removeprefix("Remember that ")})
            function = {"name": "save_memory", "arguments": arguments}
            message = {"role": "assistant", "content": None, "tool_calls": [
                {"id": "call_1", "type": "function", "function": function}]}  # fmt: skip
        elif "where do i live" in last["content"].lower():
            city = re.search(r"User's city is (\w+)", system)
            message["content"] = f"You live in {city.group(1)}." if city else "I don't know."
        choice = {"index": 0, "message": message, "finish_reason": "stop"}
        return 200, json.dumps({"choices": [choice]}).encode()


def test_the_openai_agent_remembers_across_runs_over_http(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    example = load("openai_agent")
    db = str(tmp_path / "agent.db")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-123")
    with stub_http.serve(FunctionCallingModel) as model:
        server = ["--base-url", model.url, "--model", "m", "--db", db]
        example.main([*server, "I live in Lisbon", "Remember that my cat is called Tom"])
        first = capsys.readouterr().out
        example.main([*server, "Where do I live?"])  # a new run: only the store remembers
        second = capsys.readouterr().out
    assert "assistant: Saved: my cat is called Tom" in first
    assert "user:      Where do I live?\nassistant: You live in Lisbon." in second
    asked = [r["body"] for r in model.requests]
    assert all(body["tools"] and body["model"] == "m" for body in asked)
    assert {r["headers"]["Authorization"] for r in model.requests} == {"Bearer sk-test-123"}
    assert [m["role"] for m in asked[2]["messages"][-3:]] == ["user", "assistant", "tool"]
