"""``memvault mcp``: the real server process, driven by the MCP SDK's own client over stdio
(the initialize handshake and JSON-RPC, not the in-process shortcut), on a real SQLite file."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import Client, ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError
from mcp.types import CallToolResult, TextResourceContents

from memvault import MemoryVault
from memvault.embedders import HashEmbedder
from memvault.errors import InvalidInput
from memvault.mcp import build_server, memory_uri

BIN = Path(sys.executable).parent
MEMVAULT = str(BIN / "memvault")
README = Path(__file__).resolve().parents[1] / "README.md"
TOOLS = [
    "add_memory", "search_memories", "remember", "get_context", "list_memories",
    "get_memory", "update_memory", "delete_memory", "forget_scope",
]  # fmt: skip


def _env() -> dict[str, str]:
    """The server's environment: this venv's ``memvault`` first on PATH, nothing else of
    memvault's settings inherited."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMVAULT_")}
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    return env


@asynccontextmanager
async def connect(command: str, args: list[str]) -> AsyncIterator[ClientSession]:
    """A client session with a server started as ``command args``, after the handshake."""
    params = StdioServerParameters(command=command, args=args, env=_env())
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


def server(db: Path) -> tuple[str, list[str]]:
    return MEMVAULT, ["mcp", "--db", str(db), "--embedder", "hash"]


async def call(session: ClientSession, tool: str, **arguments: Any) -> dict[str, Any]:
    """The structured result of a call that succeeded (its text content says the same)."""
    result = await session.call_tool(tool, arguments)
    assert not result.is_error, result
    return _body(result)


async def fail(session: ClientSession, tool: str, **arguments: Any) -> dict[str, Any]:
    """The error result of a call the server refused."""
    result = await session.call_tool(tool, arguments)
    assert result.is_error, result
    body = _body(result)
    assert body["ok"] is False
    assert "Traceback" not in body["message"]
    return body


def _body(result: CallToolResult) -> dict[str, Any]:
    assert isinstance(result.structured_content, dict)
    [text] = result.content
    assert json.loads(getattr(text, "text", "")) == result.structured_content
    return result.structured_content


async def test_handshake_lists_the_tools_with_their_schemas(tmp_path: Path) -> None:
    params = StdioServerParameters(command=MEMVAULT, args=server(tmp_path / "m.db")[1], env=_env())
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        init = await session.initialize()
        assert init.server_info.name == "memvault"
        assert init.capabilities.tools is not None
        assert init.capabilities.resources is not None
        assert init.instructions
        assert "user_id" in init.instructions
        tools = {tool.name: tool for tool in (await session.list_tools()).tools}
    assert list(tools) == TOOLS
    for tool in tools.values():
        schema = tool.input_schema
        assert len(tool.description or "") > 40, tool.name
        assert schema["type"] == "object"
        assert schema["additionalProperties"] is False
        assert "user_id" in schema["required"], tool.name
        assert {"user_id", "agent_id", "session_id"} <= set(schema["properties"]), tool.name
        for name, prop in schema["properties"].items():
            assert prop.get("description"), (tool.name, name)
    assert tools["search_memories"].input_schema["properties"]["kinds"]["items"]["enum"] == [
        "fact", "episode", "message"
    ]  # fmt: skip
    assert set(tools["search_memories"].input_schema["properties"]) >= {
        "query", "limit", "kinds", "where", "as_of", "include_superseded"
    }  # fmt: skip
    assert tools["forget_scope"].input_schema["required"] == ["confirm", "user_id"]
    hints = {name: tool.annotations for name, tool in tools.items()}
    assert hints["forget_scope"]
    assert hints["forget_scope"].destructive_hint is True
    assert hints["search_memories"]
    assert hints["search_memories"].read_only_hint is True
    assert hints["add_memory"]
    assert hints["add_memory"].read_only_hint is False


async def test_each_tool_over_the_wire(tmp_path: Path) -> None:
    async with connect(*server(tmp_path / "m.db")) as s:
        added = await call(s, "add_memory", content="Ann is allergic to peanuts", user_id="ann",
                           metadata={"topic": "health"}, importance=0.9)  # fmt: skip
        memory_id = added["memory"]["id"]
        assert added == {"ok": True, "memory": {
            "id": memory_id, "content": "Ann is allergic to peanuts", "kind": "fact",
            "at": added["memory"]["at"], "current": True}}  # fmt: skip
        await call(s, "add_memory", content="Ann went hiking", user_id="ann", kind="episode",
                   session_id="s1")  # fmt: skip
        await call(s, "add_memory", content="Bob likes peanuts", user_id="bob")

        found = await call(s, "search_memories", query="peanuts allergy", user_id="ann")
        assert next(m["content"] for m in found["memories"]) == "Ann is allergic to peanuts"
        assert all(0 <= m["score"] <= 1 for m in found["memories"])
        assert "Bob likes peanuts" not in [m["content"] for m in found["memories"]]
        only = await call(s, "search_memories", query="hiking", user_id="ann", kinds=["episode"])
        assert [m["content"] for m in only["memories"]] == ["Ann went hiking"]
        where = await call(s, "search_memories", query="Ann", user_id="ann",
                           where={"topic": "health"})  # fmt: skip
        assert [m["id"] for m in where["memories"]] == [memory_id]

        page = await call(s, "list_memories", user_id="ann", limit=1)
        assert (page["total"], page["next_offset"], len(page["memories"])) == (2, 1, 1)
        last = await call(s, "list_memories", user_id="ann", offset=1)
        assert (last["next_offset"], last["memories"][0]["content"]) == (None, "Ann went hiking")
        session = await call(s, "list_memories", user_id="ann", session_id="s1")
        assert session["total"] == 1

        full = (await call(s, "get_memory", memory_id=memory_id, user_id="ann"))["memory"]
        assert (full["metadata"], full["importance"]) == ({"topic": "health"}, 0.9)
        updated = await call(s, "update_memory", memory_id=memory_id, user_id="ann",
                             content="Ann is allergic to peanuts and cashews")  # fmt: skip
        assert updated["memory"]["content"] == "Ann is allergic to peanuts and cashews"

        learnt = await call(s, "remember", text="I live in Paris", user_id="ann")
        assert [e["event"] for e in learnt["events"]] == ["ADD"]
        assert learnt["events"][0]["memory_id"]
        context = await call(s, "get_context", query="where does Ann live", user_id="ann")
        assert "Paris" in context["context"]
        assert context["tokens"] <= 2000
        assert learnt["events"][0]["memory_id"] in context["memory_ids"]

        assert await call(s, "delete_memory", memory_id=memory_id, user_id="ann") == {
            "ok": True, "deleted": memory_id}  # fmt: skip
        gone = await fail(s, "get_memory", memory_id=memory_id, user_id="ann")
        assert (gone["error"], gone["field"]) == ("not_found", "memory_id")

        refused = await fail(s, "forget_scope", user_id="ann", confirm=False)
        assert (refused["error"], refused["field"]) == ("invalid_arguments", "confirm")
        assert (await call(s, "list_memories", user_id="ann"))["total"] == 2
        assert await call(s, "forget_scope", user_id="ann", confirm=True) == {
            "ok": True, "removed": 2}  # fmt: skip
        assert (await call(s, "list_memories", user_id="ann"))["total"] == 0
        assert (await call(s, "list_memories", user_id="bob"))["total"] == 1


async def test_search_as_of_and_superseded(tmp_path: Path) -> None:
    async with connect(*server(tmp_path / "m.db")) as s:
        await call(s, "add_memory", content="Ann lives in Porto", user_id="ann",
                   key="user.city", at="2024-01-01T00:00:00Z")  # fmt: skip
        await call(s, "add_memory", content="Ann lives in Lisbon", user_id="ann",
                   key="user.city", at="2024-06-01T00:00:00Z")  # fmt: skip

        async def cities(**options: Any) -> list[tuple[str, bool]]:
            found = await call(s, "search_memories", query="Ann lives", user_id="ann", **options)
            return sorted((m["content"], m["current"]) for m in found["memories"])

        assert await cities() == [("Ann lives in Lisbon", True)]
        assert await cities(as_of="2024-03-01T00:00:00+00:00") == [("Ann lives in Porto", False)]
        assert await cities(include_superseded=True) == [
            ("Ann lives in Lisbon", True), ("Ann lives in Porto", False)]  # fmt: skip
        both = await fail(s, "search_memories", query="Ann", user_id="ann",
                          as_of="2024-03-01T00:00:00Z", include_superseded=True)  # fmt: skip
        assert both["field"] == "as_of"


@pytest.mark.parametrize(
    ("tool", "arguments", "field"),
    [
        ("add_memory", {"content": "x"}, "user_id"),
        ("add_memory", {"content": "", "user_id": "ann"}, "content"),
        ("add_memory", {"content": "x", "user_id": "ann", "colour": "red"}, "colour"),
        ("add_memory", {"content": "x", "user_id": "ann", "importance": 2}, "importance"),
        ("add_memory", {"content": "x", "user_id": "ann", "kind": "note"}, "kind"),
        ("add_memory", {"content": "x", "user_id": "ann", "at": "yesterday"}, "at"),
        ("add_memory", {"content": "x", "user_id": "ann", "metadata": [1]}, "metadata"),
        ("search_memories", {"query": "x", "user_id": "ann", "limit": 0}, "limit"),
        ("search_memories", {"query": "x", "user_id": "ann", "limit": "5"}, "limit"),
        ("search_memories", {"query": "x", "user_id": "ann", "kinds": ["fact", "note"]},
         "kinds[1]"),
        ("search_memories", {"query": "x", "user_id": 7}, "user_id"),
        ("list_memories", {"user_id": "ann", "offset": -1}, "offset"),
        ("get_context", {"query": "x", "user_id": "ann", "token_budget": 0}, "token_budget"),
        ("update_memory", {"memory_id": "abc", "user_id": "ann"}, "update"),
        ("forget_scope", {"user_id": "ann"}, "confirm"),
        ("forget_scope", {"user_id": "ann", "confirm": "yes"}, "confirm"),
    ],
)  # fmt: skip
async def test_a_bad_argument_is_an_error_result_naming_it(
    tmp_path: Path, tool: str, arguments: dict[str, Any], field: str
) -> None:
    async with connect(*server(tmp_path / "m.db")) as s:
        body = await fail(s, tool, **arguments)
        assert (body["error"], body["field"]) == ("invalid_arguments", field)
        assert body["message"]
        assert (await call(s, "list_memories", user_id="ann"))["total"] == 0  # nothing written


async def test_unknown_tool_is_a_protocol_error(tmp_path: Path) -> None:
    async with connect(*server(tmp_path / "m.db")) as s:
        with pytest.raises(MCPError, match="Unknown tool") as raised:
            await s.call_tool("drop_everything", {"user_id": "ann"})
        assert raised.value.code == -32602


async def test_a_memory_is_a_resource_of_its_user(tmp_path: Path) -> None:
    async with connect(*server(tmp_path / "m.db")) as s:
        templates = (await s.list_resource_templates()).resource_templates
        assert [t.uri_template for t in templates] == ["memvault://memories/{user_id}/{memory_id}"]
        memory_id = (await call(s, "add_memory", content="Ann likes tea", user_id="ann user"))[
            "memory"]["id"]  # fmt: skip
        uri = memory_uri("ann user", memory_id)
        assert uri == f"memvault://memories/ann%20user/{memory_id}"
        [content] = (await s.read_resource(uri)).contents
        assert isinstance(content, TextResourceContents)
        assert content.mime_type == "application/json"
        assert json.loads(content.text)["content"] == "Ann likes tea"
        with pytest.raises(MCPError, match="not found"):  # another user's id: not found
            await s.read_resource(f"memvault://memories/bob/{memory_id}")
        with pytest.raises(MCPError, match="Unknown resource"):
            await s.read_resource("memvault://memories/ann")


async def test_a_second_process_sees_what_the_first_wrote(tmp_path: Path) -> None:
    db = tmp_path / "shared.db"
    async with connect(*server(db)) as first, connect(*server(db)) as second:
        memory_id = (await call(first, "add_memory", content="Ann plays cello", user_id="ann"))[
            "memory"]["id"]  # fmt: skip
        seen = await call(second, "get_memory", memory_id=memory_id, user_id="ann")
        assert seen["memory"]["content"] == "Ann plays cello"
        await call(second, "add_memory", content="Ann plays piano", user_id="ann")
        found = await call(first, "search_memories", query="piano", user_id="ann")
        assert found["memories"][0]["content"] == "Ann plays piano"


def _readme_config() -> dict[str, Any]:
    section = README.read_text(encoding="utf-8").split("## MCP server\n", 1)[1]
    [block] = re.findall(r"```json\n(.*?)```", section.split("\n## ", 1)[0], flags=re.S)
    config: dict[str, Any] = json.loads(block)
    return config


async def test_the_readme_config_starts_the_server(tmp_path: Path) -> None:
    """The desktop-client snippet of the README, started exactly as a client would (the
    command looked up on PATH), with only the database path filled in."""
    entry = _readme_config()["mcpServers"]["memvault"]
    assert entry["command"] == "memvault"
    args = [str(tmp_path / "memvault.db") if a == "/path/memvault.db" else a for a in entry["args"]]
    assert args != entry["args"]
    async with MemoryVault(tmp_path / "memvault.db", embedder=HashEmbedder()) as vault:
        await vault.add("Ann speaks Portuguese", user_id="ann")  # the store records its embedder
    async with connect(entry["command"], args) as s:
        found = await call(s, "search_memories", query="Portuguese", user_id="ann")
        assert [m["content"] for m in found["memories"]] == ["Ann speaks Portuguese"]


def test_a_store_that_cannot_open_fails_before_the_handshake_without_its_password() -> None:
    proc = subprocess.run(
        [MEMVAULT, "mcp", "--db", "postgresql://ann:s3cret-pw@127.0.0.1:1/nowhere"],
        capture_output=True, text=True, env=_env(), stdin=subprocess.DEVNULL, check=False,
    )  # fmt: skip
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.startswith("memvault: error:")
    assert proc.stderr.count("\n") == 1
    assert "s3cret" not in proc.stderr
    assert "Traceback" not in proc.stderr


def test_import_memvault_does_not_import_the_sdk() -> None:
    code = "import sys, memvault, memvault.cli.main; print('mcp' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


async def test_the_provider_chooses_the_vault_and_may_refuse_a_user(tmp_path: Path) -> None:
    """The seam an HTTP mount uses: ``build_server(provider)`` asks the provider for each
    call's vault, given the call's user, and a ``MemvaultError`` it raises is the call's
    error result (here in-process, through the SDK's ``Client``)."""
    asked: list[str] = []
    async with MemoryVault(tmp_path / "m.db", embedder=HashEmbedder()) as vault:

        async def provider(context: Any, user_id: str) -> MemoryVault:
            asked.append(user_id)
            if user_id != "ann":
                raise InvalidInput("user_id", "this key reaches user ann only")
            return vault

        async with Client(build_server(provider)) as client:
            ok = await client.call_tool(
                "add_memory", {"content": "Ann likes jazz", "user_id": "ann"}
            )
            refused = await client.call_tool("list_memories", {"user_id": "bob"})
        assert not ok.is_error
        assert refused.is_error
        assert refused.structured_content == {
            "ok": False, "error": "invalid_arguments", "field": "user_id",
            "message": "this key reaches user ann only"}  # fmt: skip
        assert asked == ["ann", "bob"]
        assert [m.content for m in await vault.list(user_id="ann")] == ["Ann likes jazz"]


def test_stdout_carries_the_protocol_only(tmp_path: Path) -> None:
    """One request in, one JSON-RPC response out on stdout, nothing else; when the client
    closes stdin the server exits 0."""
    request = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "test", "version": "0"}}}  # fmt: skip
    proc = subprocess.run(
        [MEMVAULT, "mcp", "--db", str(tmp_path / "m.db"), "--embedder", "hash"],
        input=json.dumps(request) + "\n", capture_output=True, text=True, env=_env(), check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    [line] = proc.stdout.splitlines()
    response = json.loads(line)
    assert (response["id"], response["result"]["serverInfo"]["name"]) == (1, "memvault")
