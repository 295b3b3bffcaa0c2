"""OpenAICompatibleEmbedder against a real HTTP server on 127.0.0.1 that plays the API."""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from memvault import InvalidInput
from memvault.core.protocols import Embedder
from memvault.embedders.openai import OpenAICompatibleEmbedder
from memvault.errors import BackendUnavailable, MemvaultError, MissingDependency
from tests import stub_http

API_KEY = "sk-test-secret-0123456789"
DIM = 8


def vector(text: str, dim: int = DIM) -> list[float]:
    """The stub's deterministic, unnormalised embedding of ``text``."""
    digest = hashlib.sha256(text.encode()).digest()
    return [digest[i] - 127.5 for i in range(dim)]


def unit(text: str, dim: int = DIM) -> npt.NDArray[np.float64]:
    raw = np.array(vector(text, dim))
    result: npt.NDArray[np.float64] = raw / np.linalg.norm(raw)
    return result


@dataclass
class Stub(stub_http.Stub):
    """The API's answers: ``mode`` picks a normal or a faulty one."""

    dim: int = DIM

    def reply(self, body: dict[str, Any]) -> tuple[int, bytes]:
        texts = body.get("input", [])
        data: list[dict[str, Any]] = [
            {"object": "embedding", "index": i, "embedding": vector(t, self.dim)}
            for i, t in enumerate(texts)
        ]
        data.reverse()  # real servers may answer out of order; index says where a row goes
        ok: dict[str, Any] = {"object": "list", "data": data, "model": body.get("model")}
        if self.mode == "ok":
            return 200, json.dumps(ok).encode()
        if self.mode == "no_index":
            for item in data:
                del item["index"]
            data.reverse()
            return 200, json.dumps(ok).encode()
        if self.mode == "http_500":
            error = {"error": {"message": f"model exploded (key {API_KEY})", "type": "server"}}
            return 500, json.dumps(error).encode()
        if self.mode == "http_401":
            return 401, b'{"error": {"message": "Incorrect API key provided"}}'
        if self.mode == "not_json":
            return 200, b"<html>gateway</html>"
        if self.mode == "no_data":
            return 200, b'{"object": "list", "results": []}'
        if self.mode == "too_few":
            ok["data"] = data[1:]
            return 200, json.dumps(ok).encode()
        if self.mode == "duplicate_index":
            for item in data:
                item["index"] = 0
            return 200, json.dumps(ok).encode()
        if self.mode == "base64":
            for item in data:
                item["embedding"] = "AAAA"
            return 200, json.dumps(ok).encode()
        if self.mode == "strings":
            for item in data:
                item["embedding"] = [str(x) for x in item["embedding"]]
            return 200, json.dumps(ok).encode()
        if self.mode == "ragged":
            data[0]["embedding"] = data[0]["embedding"][:-1]
            return 200, json.dumps(ok).encode()
        if self.mode == "nan":
            data[0]["embedding"][0] = float("nan")
            return 200, json.dumps(ok).encode()  # Python writes NaN, as some servers do
        raise AssertionError(self.mode)


@pytest.fixture
def stub() -> Iterator[Stub]:
    with stub_http.serve(Stub) as state:
        yield state


closed_port = stub_http.closed_port


async def test_embeds_in_batches_with_auth_and_model(stub: Stub) -> None:
    texts = [f"text {i}" for i in range(7)]
    async with OpenAICompatibleEmbedder(stub.url, "nomic-embed", API_KEY, batch_size=3) as emb:
        assert emb.name == "openai-compatible:nomic-embed"
        vectors = await emb.embed(texts)
        assert emb.dim == DIM  # learnt from the first reply
        assert isinstance(emb, Embedder)
    assert vectors.shape == (7, DIM)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(vectors, np.stack([unit(t) for t in texts]), atol=1e-6)
    assert [r["body"]["input"] for r in stub.requests] == [texts[:3], texts[3:6], texts[6:]]
    for request in stub.requests:
        assert request["path"] == "/v1/embeddings"
        assert request["body"]["model"] == "nomic-embed"
        assert set(request["body"]) == {"model", "input"}
        assert request["headers"]["Authorization"] == f"Bearer {API_KEY}"


async def test_no_key_sends_no_authorization_and_trailing_slash_is_fine(stub: Stub) -> None:
    async with OpenAICompatibleEmbedder(stub.url + "/", "m", dim=DIM) as emb:
        assert isinstance(emb, Embedder)  # dim is known without a request
        await emb.embed(["hello"])
        assert emb.url == stub.url + "/embeddings"
    assert "Authorization" not in stub.requests[0]["headers"]
    assert stub.requests[0]["path"] == "/v1/embeddings"


async def test_rows_without_index_keep_input_order(stub: Stub) -> None:
    stub.mode = "no_index"
    async with OpenAICompatibleEmbedder(stub.url, "m") as emb:
        vectors = await emb.embed(["a", "b", "c"])
    np.testing.assert_allclose(vectors, np.stack([unit(t) for t in "abc"]), atol=1e-6)


async def test_empty_inputs_send_nothing(stub: Stub) -> None:
    async with OpenAICompatibleEmbedder(stub.url, "m", dim=DIM) as emb:
        assert (await emb.embed([])).shape == (0, DIM)
        assert not (await emb.embed(["", ""])).any()
        mixed = await emb.embed(["", "x", ""])
    assert [r["body"]["input"] for r in stub.requests] == [["x"]]
    assert mixed.shape == (3, DIM)
    assert not mixed[0].any()
    assert not mixed[2].any()
    np.testing.assert_allclose(mixed[1], unit("x"), atol=1e-6)


async def test_dim_unknown_until_the_first_reply(stub: Stub) -> None:
    """Whoever needs the size (a store opening its table) gets a clear error, not a 0."""
    async with OpenAICompatibleEmbedder(stub.url, "m") as emb:
        with pytest.raises(InvalidInput, match="dim"):
            _ = emb.dim
        assert (await emb.embed([])).shape == (0, 0)
        with pytest.raises(InvalidInput, match="dim"):
            await emb.embed([""])
        assert not stub.requests


async def test_another_dimension_is_an_error(stub: Stub) -> None:
    async with OpenAICompatibleEmbedder(stub.url, "m", dim=4) as emb:
        with pytest.raises(MemvaultError, match=r"8-dimensional vectors .* expected 4"):
            await emb.embed(["a"])
    async with OpenAICompatibleEmbedder(stub.url, "m") as learnt:
        await learnt.embed(["a"])
        stub.dim = 16
        with pytest.raises(MemvaultError, match="16-dimensional"):
            await learnt.embed(["b"])
        assert learnt.dim == DIM


async def test_http_errors_are_backend_unavailable_without_the_key(stub: Stub) -> None:
    port = stub.url.split(":")[2].split("/")[0]
    async with OpenAICompatibleEmbedder(stub.url, "m", API_KEY) as emb:
        stub.mode = "http_500"
        with pytest.raises(BackendUnavailable) as caught:
            await emb.embed(["a"])
        message = str(caught.value)
        assert f"127.0.0.1:{port}" in message
        assert "HTTP 500" in message
        assert "model exploded" in message
        assert API_KEY not in message
        stub.mode = "http_401"
        with pytest.raises(BackendUnavailable, match=r"HTTP 401 \(check the api key\)"):
            await emb.embed(["a"])


@pytest.mark.parametrize(
    ("mode", "problem"),
    [
        ("not_json", "not JSON"),
        ("no_data", 'no "data" list'),
        ("too_few", "1 embeddings came back for 2 texts"),
        ("duplicate_index", "indexes"),
        ("base64", "base64"),
        ("strings", "other than numbers"),
        ("ragged", "different sizes"),
        ("nan", "NaN"),
    ],
)
async def test_malformed_replies_say_what_was_wrong(stub: Stub, mode: str, problem: str) -> None:
    stub.mode = mode
    async with OpenAICompatibleEmbedder(stub.url, "m", API_KEY) as emb:
        with pytest.raises(MemvaultError, match="not an OpenAI embeddings response") as caught:
            await emb.embed(["a", "b"])
    assert problem in str(caught.value)
    assert API_KEY not in str(caught.value)
    assert not isinstance(caught.value, InvalidInput)


async def test_connection_refused_names_host_and_port_not_the_key() -> None:
    port = closed_port()
    async with OpenAICompatibleEmbedder(f"http://127.0.0.1:{port}/v1", "m", API_KEY) as emb:
        with pytest.raises(BackendUnavailable, match=f"127.0.0.1:{port} cannot be reached") as c:
            await emb.embed(["a"])
    assert API_KEY not in str(c.value)
    assert API_KEY not in repr(emb)


async def test_a_slow_server_times_out(stub: Stub) -> None:
    stub.delay = 1.0
    async with OpenAICompatibleEmbedder(stub.url, "m", timeout=0.2) as emb:
        with pytest.raises(BackendUnavailable, match=r"did not answer within 0\.2 s"):
            await emb.embed(["a"])


async def test_closed_embedder_reconnects(stub: Stub) -> None:
    emb = OpenAICompatibleEmbedder(stub.url, "m")
    await emb.embed(["a"])
    await emb.aclose()
    await emb.aclose()
    await emb.embed(["b"])
    await emb.aclose()
    assert len(stub.requests) == 2


def test_missing_httpx_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "httpx", None)
    with pytest.raises(MissingDependency, match=r"memvault\[openai\]"):
        OpenAICompatibleEmbedder("http://127.0.0.1:1/v1", "m")


@pytest.mark.parametrize(
    ("arguments", "options", "field"),
    [
        (("", "m"), {}, "base_url"),
        (("127.0.0.1:8080/v1", "m"), {}, "base_url"),
        (("ftp://host/v1", "m"), {}, "base_url"),
        (("http://user:pw@host/v1", "m"), {}, "base_url"),
        (("http://host/v1?key=1", "m"), {}, "base_url"),
        (("http://host:99999/v1", "m"), {}, "base_url"),
        (("http://host/v1", ""), {}, "model"),
        (("http://host/v1", "m", ""), {}, "api_key"),
        (("http://host/v1", "m", "a\nb"), {}, "api_key"),
        (("http://host/v1", "m"), {"dim": 0}, "dim"),
        (("http://host/v1", "m"), {"batch_size": 0}, "batch_size"),
        (("http://host/v1", "m"), {"timeout": 0}, "timeout"),
        (("http://host/v1", "m"), {"timeout": "5"}, "timeout"),
    ],
)
def test_bad_arguments_are_invalid_input(
    arguments: tuple[Any, ...], options: dict[str, Any], field: str
) -> None:
    with pytest.raises(InvalidInput) as caught:
        OpenAICompatibleEmbedder(*arguments, **options)
    assert caught.value.field == field


async def test_bad_texts_are_invalid_input(stub: Stub) -> None:
    async with OpenAICompatibleEmbedder(stub.url, "m") as emb:
        with pytest.raises(InvalidInput, match="texts"):
            await emb.embed("one string")
        with pytest.raises(InvalidInput, match=r"texts\[1\]"):
            await emb.embed(["ok", 5])  # type: ignore[list-item]
    assert not stub.requests


def test_repr_hides_the_key() -> None:
    emb = OpenAICompatibleEmbedder(
        "https://api.example.invalid/v1", "text-embedding-3-small", API_KEY
    )
    assert API_KEY not in repr(emb)
    assert "api_key='***'" in repr(emb)
    assert "https://api.example.invalid/v1" in repr(emb)
