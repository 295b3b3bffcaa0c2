"""The routes a remote client needs, over plain HTTP: problem details that name the error
class and its fields, strict bodies, a search configuration spelled out, and export/import
as NDJSON streamed both ways."""

from __future__ import annotations

import json

import httpx

from tests.server.test_http import U, add, problem

NDJSON = {"content-type": "application/x-ndjson"}


async def test_a_problem_names_the_error_class_and_its_fields(client: httpx.AsyncClient) -> None:
    body = problem(await client.get("/v1/memories/nope", params=U), 404)
    assert body["error"] == "NotFound"
    body = problem(await client.post("/v1/search", json={"query": "t", **U, "limit": 0}), 422,
                   "limit")  # fmt: skip
    assert (body["error"], body["problem"]) == ("InvalidInput", body["detail"][len("limit: ") :])
    body = problem(await client.post("/v1/memories", json={**U}), 422, "body.content")
    assert body["error"] == "InvalidInput"


async def test_a_body_value_of_another_json_type_is_refused(client: httpx.AsyncClient) -> None:
    """A body once took ``"limit": "5"`` for 5, where the library refuses a string."""
    problem(await client.post("/v1/search", json={"query": "t", **U, "limit": "5"}), 422,
            "body.limit")  # fmt: skip
    problem(await client.post("/v1/memories", json={"content": "x", **U, "importance": "1"}),
            422, "body.importance")  # fmt: skip


async def test_search_takes_a_configuration_field_by_field(client: httpx.AsyncClient) -> None:
    await add(client, "green tea in the morning")
    config = {"methods": ["keyword"], "keyword_half": 1.0}
    hits = (await client.post("/v1/search", json={"query": "tea", **U, "config": config})).json()
    assert [h["content"] for h in hits] == ["green tea in the morning"]
    bad = {"query": "tea", **U, "config": {"methods": ["magic"]}}
    problem(await client.post("/v1/search", json=bad), 422, "config.methods")
    bad = {"query": "tea", **U, "config": {"speed": 1}}
    problem(await client.post("/v1/search", json=bad), 422, "config")


async def test_search_explains_each_hit_over_http(client: httpx.AsyncClient) -> None:
    """``explain`` gives each hit the library's ``Explanation``; without it there is none."""
    from memvault.core.types import Explanation, MemoryEntry

    await add(client, "green tea in the morning")
    await add(client, "black coffee at noon")
    body = {"query": "green tea", **U}
    plain = (await client.post("/v1/search", json=body)).json()
    assert all("explanation" not in h for h in plain)
    explained = (await client.post("/v1/search", json={**body, "explain": True})).json()
    assert [h["id"] for h in explained] == [h["id"] for h in plain]
    for data in explained:
        why = Explanation.from_dict(data["explanation"])
        assert why.score == data["score"]
        assert MemoryEntry.from_dict(data).explanation == why
    problem(await client.post("/v1/search", json={**body, "explain": "yes"}), 422,
            "body.explain")  # fmt: skip


async def test_export_streams_lines_that_import_writes_back(client: httpx.AsyncClient) -> None:
    added = await add(client, "Dana lives in Lisbon", key="user.city")
    problem(await client.get("/v1/export"), 422, "user_id")  # before the first line
    exported = await client.get("/v1/export", params=U)
    assert exported.headers["content-type"].startswith("application/x-ndjson")
    [line] = exported.text.splitlines()
    assert json.loads(line)["id"] == added["id"]
    await client.delete("/v1/scopes", params=U)
    imported = await client.post("/v1/import", content=exported.content, headers=NDJSON)
    assert imported.json() == {"count": 1}
    assert (await client.get("/v1/export", params=U)).content == exported.content
    bad = exported.content + b'{"content": "x", "user_id": "ann", "at": "noon"}\n'
    problem(await client.post("/v1/import", content=bad, headers=NDJSON), 422, "line 2")
    many = b"".join(b'{"content": "f%d", "user_id": "ann"}\n' % i for i in range(11))
    problem(await client.post("/v1/import", content=many, headers=NDJSON), 422, "body")


async def test_the_new_routes_are_in_the_openapi_document(client: httpx.AsyncClient) -> None:
    paths = (await client.get("/openapi.json")).json()["paths"]
    for path in ("/v1/ids/{prefix}", "/v1/memories/{memory_id}/key", "/v1/prune",
                 "/v1/episodes", "/v1/episodes/recall", "/v1/entities", "/v1/aliases",
                 "/v1/export", "/v1/import", "/v1/limits"):  # fmt: skip
        assert path in paths, path
    assert "application/x-ndjson" in paths["/v1/import"]["post"]["requestBody"]["content"]
