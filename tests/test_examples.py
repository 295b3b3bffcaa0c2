"""The scripts under ``examples/`` run as tests, so they cannot drift from the library.

``examples/agent_loop.py`` uses ``memvault.testing.ScriptedLLM``, a scripted local stand-in
for the chat model (no model runs on this machine)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from memvault import MemoryVault
from memvault.embedders import HashEmbedder
from memvault.sessions import create_sqlite_history_manager

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
