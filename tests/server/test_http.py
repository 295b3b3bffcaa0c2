"""The HTTP API mirrors the vault, on SQLite and on PostgreSQL: every route, the problem
details of every error, the limits, and that a refused request wrote nothing."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest

from memvault import MemoryVault
from memvault.server import Limits, create_app
from tests.server.conftest import SMALL

U = {"user_id": "ann"}


async def add(client: httpx.AsyncClient, content: str, **fields: Any) -> dict[str, Any]:
    response = await client.post("/v1/memories", json={"content": content, **U, **fields})
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def problem(response: httpx.Response, status: int, field: str | None = None) -> dict[str, Any]:
    """The problem details of ``response``, checked for ``status`` and ``field``."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body: dict[str, Any] = response.json()
    assert (body["status"], body.get("field")) == (status, field)
    assert {"type", "title", "detail"} <= body.keys()
    return body


async def count(client: httpx.AsyncClient, **scope: Any) -> int:
    response = await client.get("/v1/memories/count", params=scope or U)
    value: int = response.json()["count"]
    return value


async def test_a_memory_is_added_read_updated_and_deleted(client: httpx.AsyncClient) -> None:
    added = await add(client, "green tea", metadata={"cup": 1}, at="2024-03-01T10:00:00+00:00")
    assert (added["content"], added["metadata"], added["score"]) == ("green tea", {"cup": 1}, None)
    assert added["at"] == "2024-03-01T10:00:00+00:00"
    path = f"/v1/memories/{added['id']}"
    assert (await client.get(path, params=U)).json() == added
    problem(await client.get(path, params={"user_id": "bob"}), 404)
    changed = await client.patch(path, json={"content": "black tea", **U})
    assert changed.json()["content"] == "black tea"
    events = (await client.get(f"{path}/history", params=U)).json()
    assert [e["event"] for e in events] == ["ADD", "UPDATE"]
    assert (await client.delete(path, params=U)).json()["content"] == "black tea"
    problem(await client.get(path, params=U), 404)
    assert await count(client) == 0


async def test_a_batch_is_written_whole_or_not_at_all(client: httpx.AsyncClient) -> None:
    items = [{"content": f"fact {n}"} for n in range(3)]
    written = await client.post("/v1/memories/batch", json={"items": items, **U})
    assert [m["content"] for m in written.json()] == ["fact 0", "fact 1", "fact 2"]
    bad = [*items, {"content": "when?", "at": "noon"}]
    problem(await client.post("/v1/memories/batch", json={"items": bad, **U}), 422, "at")
    many = [{"content": f"x {n}"} for n in range(SMALL.max_batch + 1)]
    problem(await client.post("/v1/memories/batch", json={"items": many, **U}), 422, "items")
    assert await count(client) == 3


async def test_a_listing_pages_with_a_cursor(client: httpx.AsyncClient) -> None:
    for n in range(5):
        await add(client, f"fact {n}", at=f"2024-01-0{n + 1}T00:00:00+00:00")
    seen: list[str] = []
    cursor: str | None = None
    while True:
        params: dict[str, str | int] = {**U, "limit": 2, **({"cursor": cursor} if cursor else {})}
        page = (await client.get("/v1/memories", params=params)).json()
        seen += [m["content"] for m in page["memories"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == [f"fact {n}" for n in range(5)]
    problem(await client.get("/v1/memories", params={**U, "cursor": "nope"}), 422, "cursor")
    too_many: dict[str, str | int] = {**U, "limit": SMALL.max_page + 1}
    problem(await client.get("/v1/memories", params=too_many), 422, "limit")
    where = {**U, "where": json.dumps({"cup": {"gte": 2}})}
    assert (await client.get("/v1/memories", params=where)).json()["memories"] == []


async def test_search_as_of_remember_and_context(client: httpx.AsyncClient) -> None:
    await add(client, "I live in Paris", key="user.city", at="2024-01-01T00:00:00+00:00")
    moved = await client.post(
        "/v1/remember",
        json={"said": "I moved to Berlin", **U, "at": "2024-06-01T00:00:00+00:00"},
    )
    assert [e["event"] for e in moved.json()] == ["SUPERSEDE"]
    now = (await client.post("/v1/search", json={"query": "where do I live", **U})).json()
    assert "Berlin" in now[0]["content"]
    assert 0.0 < now[0]["score"] <= 1.0
    march = {"query": "where do I live", **U, "as_of": "2024-03-01T00:00:00+00:00"}
    assert "Paris" in (await client.post("/v1/search", json=march)).json()[0]["content"]
    keyword = {"query": "Paris", **U, "preset": "keyword", "include_superseded": True}
    assert (await client.post("/v1/search", json=keyword)).json()
    built = (await client.post("/v1/context", json={"query": "city", **U})).json()
    assert "Berlin" in built["text"]
    assert "Paris" not in built["text"]
    assert built["tokens"] <= built["budget"] == 2000


async def test_forget_removes_one_scope_only(client: httpx.AsyncClient) -> None:
    await add(client, "mine")
    await client.post("/v1/memories", json={"content": "theirs", "user_id": "bob"})
    assert (await client.delete("/v1/scopes", params=U)).json() == {"count": 1}
    assert await count(client) == 0
    assert await count(client, user_id="bob") == 1
    problem(await client.delete("/v1/scopes"), 422, "user_id")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"query": "tea"}, "user_id"),  # no scope
        ({"query": "tea", **U, "limit": 0}, "limit"),
        ({"query": "tea", **U, "bogus": 1}, "body.bogus"),
        ({"query": "tea", **U, "preset": "fast"}, "body.preset"),
        ({"query": "tea", **U, "as_of": "yesterday"}, "as_of"),
        ({"query": "tea", **U, "where": {"a": {"regex": "x"}}}, "where.a"),
        ({**U}, "body.query"),
    ],
)
async def test_a_bad_search_is_a_422_naming_the_field(
    client: httpx.AsyncClient, body: dict[str, Any], field: str
) -> None:
    problem(await client.post("/v1/search", json=body), 422, field)


async def test_a_bad_write_is_a_422_and_writes_nothing(client: httpx.AsyncClient) -> None:
    for body in (
        {"content": "", **U},
        {"content": "x", **U, "importance": 2},
        {"content": "x", **U, "kind": "thought"},
        {"content": "x", **U, "metadata": "not an object"},
        {"content": "x", "kind": "message", **U, "key": "k"},
    ):
        response = await client.post("/v1/memories", json=body)
        assert response.status_code == 422, (body, response.text)
        assert response.headers["content-type"] == "application/problem+json"
    not_json = await client.post(
        "/v1/memories", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert not_json.status_code == 422
    assert await count(client) == 0


async def test_a_body_over_the_limit_is_a_413_and_writes_nothing(
    client: httpx.AsyncClient,
) -> None:
    huge = {"content": "x" * (SMALL.max_body_bytes + 1), **U}
    problem(await client.post("/v1/memories", json=huge), 413, "body")

    async def chunks() -> Any:  # no Content-Length: counted as it arrives
        for _ in range(SMALL.max_body_bytes // 1024 + 2):
            yield b" " * 1024

    response = await client.post(
        "/v1/memories", content=chunks(), headers={"content-type": "application/json"}
    )
    problem(response, 413, "body")
    assert await count(client) == 0


async def test_a_body_that_never_arrives_is_a_408(vault: MemoryVault) -> None:
    app = create_app(vault, limits=Limits(body_seconds=0.05))
    sent: list[dict[str, Any]] = []
    scope = {
        "type": "http", "method": "POST", "path": "/v1/memories", "raw_path": b"/v1/memories",
        "query_string": b"", "headers": [(b"content-type", b"application/json")],
        "http_version": "1.1", "scheme": "http", "server": ("t", 80), "client": ("c", 1),
        "root_path": "",
    }  # fmt: skip
    first = True

    async def receive() -> dict[str, Any]:
        nonlocal first
        if first:
            first = False
            return {"type": "http.request", "body": b'{"content": "x', "more_body": True}
        await asyncio.Event().wait()  # the rest never comes
        raise AssertionError("unreachable")

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await app(scope, receive, send)
    assert sent[0]["status"] == 408
    assert json.loads(sent[1]["body"])["field"] == "body"
    await vault.aclose()
    await vault.backend.aclose()


async def test_health_readiness_version_and_openapi(client: httpx.AsyncClient) -> None:
    assert (await client.get("/healthz")).json() == {"status": "ok"}
    assert (await client.get("/readyz")).json() == {"status": "ready"}
    assert (await client.get("/v1/version")).json()["version"]
    document = (await client.get("/openapi.json")).json()
    assert document["openapi"].startswith("3.1")
    paths = document["paths"]
    for path in ("/v1/memories", "/v1/memories/batch", "/v1/memories/{memory_id}",
                 "/v1/memories/{memory_id}/history", "/v1/search", "/v1/remember",
                 "/v1/context", "/v1/scopes", "/healthz", "/readyz"):  # fmt: skip
        assert path in paths, path
    search = paths["/v1/search"]["post"]["responses"]
    assert {"200", "422", "503"} <= search.keys()
    assert "application/problem+json" in search["422"]["content"]


async def test_a_chat_session_is_appended_read_and_cleared(client: httpx.AsyncClient) -> None:
    path = "/v1/sessions/s1/messages"
    said = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]
    appended = await client.post(path, json={**U, "messages": said})
    assert (appended.status_code, appended.json()) == (201, {"count": 2})
    read = (await client.get(path, params=U)).json()
    assert [(m["role"], m["content"]) for m in read] == [("user", "hi"), ("assistant", "hello")]
    assert (await client.get(path, params={**U, "limit": 1})).json()[0]["content"] == "hello"
    assert (await client.get(path, params={"user_id": "bob"})).json() == []  # bob's s1
    problem(await client.get(path), 422, "user_id")
    bad = {**U, "messages": [{"role": "robot", "content": "x"}]}
    problem(await client.post(path, json=bad), 422, "body.messages.0.role")
    assert (await client.delete(path, params=U)).json() == {"count": 2}
    assert (await client.get(path, params=U)).json() == []
