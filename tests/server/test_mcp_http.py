"""``/mcp``: the MCP server over streamable HTTP in ``memvault serve``, reached with the
SDK's own client (the real initialize handshake and JSON-RPC over TCP): the same keys and
tenants as the HTTP API, and ``Host``/``Origin`` checked against DNS rebinding."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from memvault.cli.main import main
from tests.served import serving


@asynccontextmanager
async def session(url: str, key: str) -> AsyncIterator[ClientSession]:
    headers = {"Authorization": f"Bearer {key}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=30) as client,
        streamable_http_client(f"{url}/mcp", http_client=client) as (read, write),
        ClientSession(read, write) as mcp,
    ):
        await mcp.initialize()
        yield mcp


async def call(mcp: ClientSession, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await mcp.call_tool(tool, arguments)
    body: dict[str, Any] = json.loads(result.content[0].text)  # type: ignore[union-attr]
    return body


def make_key(db: Path, capsys: pytest.CaptureFixture[str], *options: str) -> str:
    assert main(["--db", str(db), "keys", "create", *options]) == 0
    return capsys.readouterr().out.split()[0]


def test_mcp_over_http_answers_each_key_in_its_tenant(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "mcp.db"
    acme = make_key(db, capsys, "--tenant", "acme")
    reader = make_key(db, capsys, "--tenant", "acme", "--read-only")
    initech = make_key(db, capsys, "--tenant", "initech")
    for url in serving(db):
        asyncio.run(tenants_over_mcp(url, acme, reader, initech))
        body = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
        anonymous = httpx.post(f"{url}/mcp", json=body, timeout=30)
        assert anonymous.status_code == 401
        assert acme not in anonymous.text


async def tenants_over_mcp(url: str, acme: str, reader: str, initech: str) -> None:
    async with session(url, acme) as mcp:
        tools = {tool.name for tool in (await mcp.list_tools()).tools}
        assert {"add_memory", "search_memories", "remember", "get_context"} <= tools
        added = await call(mcp, "add_memory", content="acme likes green tea", user_id="u")
        assert added["ok"] is True
        found = await call(mcp, "search_memories", query="tea", user_id="u")
        assert [m["content"] for m in found["memories"]] == ["acme likes green tea"]
    async with session(url, reader) as mcp:
        refused = await call(mcp, "add_memory", content="x", user_id="u")
        assert refused["ok"] is False
        assert refused["field"] == "key"
    async with session(url, initech) as mcp:
        other = await call(mcp, "search_memories", query="tea", user_id="u")
        assert other["memories"] == []


@pytest.mark.parametrize(
    "headers",
    [{"Host": "evil.example:8000"}, {"Origin": "http://evil.example"}],
)
def test_a_foreign_host_or_origin_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], headers: dict[str, str]
) -> None:
    db = tmp_path / "rebind.db"
    key = make_key(db, capsys, "--tenant", "acme")
    body = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}}  # fmt: skip
    accept = {"Accept": "application/json, text/event-stream", "Authorization": f"Bearer {key}"}
    for url in serving(db):
        ok = httpx.post(f"{url}/mcp", json=body, headers=accept, timeout=30)
        assert ok.status_code == 200, ok.text
        refused = httpx.post(f"{url}/mcp", json=body, headers={**accept, **headers}, timeout=30)
        assert refused.status_code in (403, 421), refused.text
