"""What schemathesis found (``test_openapi_conformance``), each pinned by a test that fails
without its fix: an undocumented status, a wrong ``Allow``, and a document that did not say
how one call leads to the next."""

from __future__ import annotations

from typing import Any

import httpx

from tests.server.test_http import problem

U = {"user_id": "ann"}


async def test_a_body_that_is_not_utf8_is_a_422_naming_the_body(
    client: httpx.AsyncClient,
) -> None:
    """It was a 400 ("There was an error parsing the body"), a status the document did not
    list, where a body that is not JSON is a 422."""
    for path in ("/v1/memories", "/v1/search"):
        response = await client.post(
            path, content=b'{"content": "\xff\xfe"}', headers={"content-type": "application/json"}
        )
        problem(response, 422, "body")
    assert (await client.get("/v1/memories/count", params=U)).json() == {"count": 0}


async def test_a_405_names_every_method_of_the_path(client: httpx.AsyncClient) -> None:
    """``Allow`` named only the first route of the path (``GET`` for a memory, which is
    also PATCHed and DELETEd; ``POST`` for ``/v1/memories``, which is also listed); a
    path of its own (``/count``) names its own methods, not those of ``{memory_id}``."""
    document = (await client.get("/openapi.json")).json()
    for path, concrete in (
        ("/v1/memories/{memory_id}", "/v1/memories/abc"),
        ("/v1/memories", "/v1/memories"),
        ("/v1/memories/count", "/v1/memories/count"),
    ):
        response = await client.request("PUT", concrete)
        problem(response, 405)
        allowed = {method.strip() for method in response.headers["allow"].split(",")}
        assert {method.upper() for method in document["paths"][path]} == allowed


def _operation(document: dict[str, Any], ref: str) -> dict[str, Any]:
    node: Any = document
    for part in ref.removeprefix("#/").split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    assert isinstance(node, dict)
    return node


async def test_the_document_links_a_new_memory_to_its_routes(client: httpx.AsyncClient) -> None:
    """A created memory leads to reading, updating, deleting it and its history, in its
    scope: links that name real operations and real parameters."""
    document = (await client.get("/openapi.json")).json()
    links = document["paths"]["/v1/memories"]["post"]["responses"]["201"]["links"]
    assert set(links) == {"GetMemory", "UpdateMemory", "DeleteMemory", "MemoryHistory"}
    for link in links.values():
        operation = _operation(document, link["operationRef"])
        names = {f"{p['in']}.{p['name']}" for p in operation.get("parameters", [])}
        assert set(link["parameters"]) <= names, (link, names)
    added = await client.post("/v1/memories", json={"content": "green tea", **U})
    body = added.json()
    get = links["GetMemory"]["parameters"]
    params = {
        name.removeprefix("query."): body[expr.split("/")[-1]] if isinstance(expr, str) else expr
        for name, expr in get.items()
        if name.startswith("query.")
    }
    params = {name: value for name, value in params.items() if value is not None}
    fetched = await client.get(f"/v1/memories/{body['id']}", params=params)
    assert fetched.json() == body
