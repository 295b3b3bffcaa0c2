"""``RemoteVault`` is the same vault: ``MemoryVault``'s signatures (but a documented few),
each error of the server's vault back as itself with its fields, no httpx exception and no
API key ever shown, a request that gets no answer ``BackendUnavailable``, the blocking twin,
several clients at once, and export/import streamed both ways."""

from __future__ import annotations

import asyncio
import inspect
import io
import json
import logging
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import httpx
import pytest

from memvault import (
    BackendUnavailable,
    Conflict,
    ExtractionError,
    InvalidInput,
    MemoryVault,
    MemvaultError,
    MissingDependency,
    NotFound,
    SchemaVersionError,
    SyncMemoryVault,
)
from memvault.embedders import HashEmbedder
from memvault.embedders.local import ModelIntegrityError
from memvault.history import InMemoryChatHistory
from memvault.remote import NOT_REMOTE, RemoteVault, SyncRemoteVault
from memvault.server import Limits, create_app
from memvault.tokenizers import TiktokenTokenizer
from tests.remote.conftest import BASE, in_process
from tests.served import free_port

KEY = "mv_s3cret-key-0123456789"


def public(cls: type, *, coroutines: bool) -> dict[str, Any]:
    return {
        name: member
        for name, member in inspect.getmembers(cls)
        if not name.startswith("_")
        and callable(member)
        and inspect.iscoroutinefunction(member) == coroutines
    }


def shape(method: Any) -> list[tuple[str, Any, Any, Any]]:
    """A method's parameters: name, kind, default and annotation."""
    return [(p.name, p.kind, p.default, p.annotation)
            for p in inspect.signature(method).parameters.values()]  # fmt: skip


def test_the_remote_vault_has_the_vaults_methods_and_signatures() -> None:
    """Every public method of ``MemoryVault`` (async, and ``scoped``), with the same
    parameters, but ``NOT_REMOTE`` (``embed``, ``reembed``: see ``memvault.remote.client``)."""
    local = public(MemoryVault, coroutines=True)
    remote = public(RemoteVault, coroutines=True)
    assert set(local) - set(remote) == NOT_REMOTE
    for name in set(local) - NOT_REMOTE:
        assert shape(remote[name]) == shape(local[name]), name
    assert shape(RemoteVault.scoped) == shape(MemoryVault.scoped)
    assert set(remote) - set(local) == {"export_memories", "import_memories", "send"}


def test_the_blocking_twins_match_too() -> None:
    local = public(SyncMemoryVault, coroutines=False)
    remote = public(SyncRemoteVault, coroutines=False)
    assert set(local) - set(remote) == NOT_REMOTE
    for name in set(local) - NOT_REMOTE:
        mine, theirs = getattr(SyncRemoteVault, name), getattr(SyncMemoryVault, name)
        assert shape(mine)[1:] == shape(theirs)[1:], name  # after self
    assert {"export_memories", "import_memories"} <= set(remote)


class Failing(HashEmbedder):
    """An embedder that raises ``error``: the server's vault raises it from ``add``."""

    error: BaseException = RuntimeError("boom")

    async def embed(self, texts: Sequence[str]) -> Any:
        raise self.error


@pytest.fixture
async def failing(tmp_path: Path) -> AsyncIterator[tuple[Failing, RemoteVault]]:
    embedder = Failing()
    served = MemoryVault(tmp_path / "failing.db", embedder=embedder)
    async with in_process(served) as remote:
        yield embedder, remote
    await served.aclose()


ERRORS: list[tuple[BaseException, type[MemvaultError], dict[str, Any]]] = [
    (InvalidInput("metadata.n", "is too large"), InvalidInput,
     {"field": "metadata.n", "problem": "is too large"}),
    (NotFound("no memory with id 'x'"), NotFound, {}),
    (Conflict("written by another embedder"), Conflict, {}),
    (BackendUnavailable("db.example:5432 is down"), BackendUnavailable, {"retryable": True}),
    (BackendUnavailable("role refused", retryable=False), BackendUnavailable,
     {"retryable": False}),
    (ModelIntegrityError(Path("m.onnx"), "size", "10", "9"), BackendUnavailable,
     {"retryable": False}),
    (SchemaVersionError("schema 9 is newer"), SchemaVersionError, {}),
    (ExtractionError("not JSON", raw="{oops"), ExtractionError, {"raw": "{oops"}),
    (ExtractionError("no reply"), ExtractionError, {"raw": None}),
    (MissingDependency("onnxruntime", "local"), MissingDependency,
     {"package": "onnxruntime", "extra": "local"}),
    (MemvaultError("something of memvault"), MemvaultError, {}),
]  # fmt: skip


@pytest.mark.parametrize(("raised", "kind", "fields"), ERRORS,
                         ids=[type(e[0]).__name__ for e in ERRORS])  # fmt: skip
async def test_each_error_comes_back_as_itself_with_its_fields(
    failing: tuple[Failing, RemoteVault],
    raised: BaseException,
    kind: type[MemvaultError],
    fields: dict[str, Any],
) -> None:
    embedder, remote = failing
    embedder.error = raised
    with pytest.raises(kind) as caught:
        await remote.add("green tea", user_id="u")
    assert type(caught.value) is kind
    assert str(caught.value) == str(raised)
    assert {name: getattr(caught.value, name) for name in fields} == fields


async def test_a_server_failure_is_backend_unavailable_and_not_retryable(
    failing: tuple[Failing, RemoteVault],
) -> None:
    embedder, remote = failing
    embedder.error = RuntimeError("secret detail of the server")
    with pytest.raises(BackendUnavailable) as caught:
        await remote.add("green tea", user_id="u")
    assert caught.value.retryable is False
    assert "500" in str(caught.value)
    assert "secret detail" not in str(caught.value)


async def test_a_server_that_does_not_answer_is_backend_unavailable() -> None:
    gone = RemoteVault(f"http://127.0.0.1:{free_port()}", api_key=KEY, timeout=5)
    with pytest.raises(BackendUnavailable) as caught:
        await gone.count(user_id="u")
    assert caught.value.retryable
    assert KEY not in str(caught.value)
    assert not isinstance(caught.value.__cause__, MemvaultError)  # httpx's, kept as the cause
    await gone.aclose()


def answering(handler: Any) -> RemoteVault:
    return RemoteVault(BASE, api_key=KEY, transport=httpx.MockTransport(handler))


async def test_timeouts_and_foreign_answers_are_mapped() -> None:
    def slow(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("timed out", request=request)

    with pytest.raises(BackendUnavailable, match="did not answer within 30 s") as caught:
        await answering(slow).open()
    assert caught.value.retryable

    def proxy(status: int) -> Any:
        return lambda request: httpx.Response(status, html="<h1>Bad gateway</h1>")

    with pytest.raises(BackendUnavailable) as gateway:
        await answering(proxy(502)).open()
    assert gateway.value.retryable
    with pytest.raises(InvalidInput) as refused:
        await answering(proxy(401)).open()
    assert refused.value.field == "api_key"
    assert KEY not in str(refused.value)
    with pytest.raises(BackendUnavailable, match="something other than JSON"):
        await answering(proxy(200)).open()


async def test_limits_a_newer_server_adds_are_ignored_and_missing_ones_refused() -> None:
    limits = {"max_body_bytes": 10, "max_batch": 2, "max_page": 3, "body_seconds": 1.0,
              "request_seconds": 2.0, "max_content_bytes": 5}  # fmt: skip

    def newer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={**limits, "max_widgets": 7})

    remote = await answering(newer).open()
    assert remote.limits is not None
    assert remote.limits.max_batch == 2

    def older(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"max_body_bytes": 10})

    with pytest.raises(BackendUnavailable, match="request_seconds") as caught:
        await answering(older).open()
    assert not caught.value.retryable


async def test_the_api_key_is_sent_as_bearer_and_never_shown(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    seen: list[str | None] = []

    def record(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers.get("authorization"))
        return httpx.Response(404, json={"title": "Not found", "status": 404,
                                         "detail": "no route", "error": "NotFound"})  # fmt: skip

    caplog.set_level(logging.DEBUG)
    remote = answering(record)
    with pytest.raises(NotFound) as caught:
        await remote.open()
    assert seen == [f"Bearer {KEY}"]
    assert KEY not in repr(remote)
    assert KEY not in str(caught.value)
    assert KEY not in caplog.text
    served = MemoryVault(tmp_path / "keyed.db", embedder=HashEmbedder())
    async with in_process(served, api_key=KEY) as keyed:
        await keyed.add("green tea", user_id="u")
        assert KEY not in repr(keyed)
    await served.aclose()
    assert KEY not in caplog.text
    for bad in (f"{KEY}\r\nX-Evil: 1", "two words", ""):
        with pytest.raises(InvalidInput, match="api_key") as refused:
            RemoteVault(BASE, api_key=bad)
        assert bad.strip() == "" or bad not in str(refused.value)
    with pytest.raises(InvalidInput, match="url"):
        RemoteVault("ftp://example.org")
    assert repr(RemoteVault("http://user:pw@example.org")) == (
        "RemoteVault('http://user:***@example.org')"
    )


@pytest.fixture
async def remote(tmp_path: Path) -> AsyncIterator[RemoteVault]:
    served = MemoryVault(tmp_path / "served.db", embedder=HashEmbedder())
    async with in_process(served, limits=Limits(max_batch=1000)) as client:
        yield client
    await served.aclose()


async def test_objects_that_cannot_cross_the_wire_are_refused(remote: RemoteVault) -> None:
    with pytest.raises(InvalidInput) as history:
        await remote.build_context("tea", user_id="u", history=InMemoryChatHistory())
    assert history.value.field == "history"
    with pytest.raises(InvalidInput) as tokenizer:
        await remote.build_context("tea", user_id="u", tokenizer=TiktokenTokenizer())
    assert tokenizer.value.field == "tokenizer"


async def test_a_full_page_of_a_thousand_and_every_page_after_it(remote: RemoteVault) -> None:
    """Regression: the server asked the vault for ``limit + 1`` memories to know whether a
    page followed, so a page of 1,000 (the most) failed with a 422."""
    await remote.add_many([f"fact number {i}" for i in range(1000)], user_id="u")
    await remote.add("one more", user_id="u")
    page = await remote.list(user_id="u", limit=1000)
    assert len(page) == 1000
    everything = await remote.list_all(user_id="u")
    assert [e.content for e in everything[-2:]] == ["fact number 999", "one more"]
    assert len({e.id for e in everything}) == 1001


async def test_two_clients_see_each_others_writes_and_race_to_one_current_fact(
    tmp_path: Path,
) -> None:
    served = MemoryVault(tmp_path / "shared.db", embedder=HashEmbedder())
    async with in_process(served) as one, in_process(served) as two:
        await one.remember("I live in Lisbon.", user_id="dana")
        await asyncio.gather(
            one.remember("I moved to Berlin.", user_id="dana", session_id="a"),
            *[two.remember("I moved to Madrid.", user_id="dana", session_id="b")
              for _ in range(3)],
        )  # fmt: skip
        current = [f for f in await two.list(user_id="dana") if f.is_current]
        assert len(current) == 1
        assert [e.id for e in await one.list(user_id="dana")] == [
            e.id for e in await two.list(user_id="dana")
        ]
    await served.aclose()


def test_the_blocking_twin_works(tmp_path: Path) -> None:
    served = MemoryVault(tmp_path / "sync.db", embedder=HashEmbedder())
    transport = httpx.ASGITransport(app=create_app(served), raise_app_exceptions=False)
    with SyncRemoteVault(BASE, transport=transport) as remote:
        entry = remote.add("green tea", user_id="u")
        [hit] = remote.search("green tea", user_id="u")
        assert hit.id == entry.id
        with pytest.raises(NotFound):
            remote.get("nope", user_id="u")
        out = io.StringIO()
        assert remote.export_memories(out, user_id="u") == 1
        assert json.loads(out.getvalue())["id"] == entry.id
    asyncio.run(served.aclose())


async def test_export_and_import_are_lossless_and_stream_in_batches(
    remote: RemoteVault, tmp_path: Path
) -> None:
    await remote.add("Dana lives in Lisbon", user_id="dana", key="user.city")
    await remote.add("Dana lives in Berlin", user_id="dana", key="user.city")
    await remote.record_episode("Booked a train", user_id="dana", tools_used=["book"])
    first = tmp_path / "first.jsonl"
    assert await remote.export_memories(first, user_id="dana") == 3
    copy_vault = MemoryVault(tmp_path / "copy.db", embedder=HashEmbedder())
    async with in_process(copy_vault) as copy:
        done: list[tuple[int, int]] = []

        def progress(written: int, total: int) -> None:
            done.append((written, total))

        assert await copy.import_memories(first, batch_size=2, progress=progress) == 3
        assert done == [(2, 3), (3, 3)]
        assert await copy.import_memories(first) == 0  # already there: skipped
        again = tmp_path / "again.jsonl"
        assert await copy.export_memories(again, user_id="dana") == 3
        assert again.read_bytes() == first.read_bytes()
        bad = tmp_path / "bad.jsonl"
        lines = [json.dumps({"content": f"fact {i}", "user_id": "eli"}) for i in range(4)]
        bad.write_text("\n".join([*lines, '{"content": "x", "user_id": "eli", "at": "noon"}']))
        with pytest.raises(InvalidInput) as caught:
            await copy.import_memories(bad, batch_size=2)
        assert caught.value.field == "line 5"
        assert await copy.count(user_id="eli") == 4  # the batches before it: a prefix
    await copy_vault.aclose()


async def test_an_import_over_the_servers_batch_is_refused_whole(tmp_path: Path) -> None:
    served = MemoryVault(tmp_path / "small.db", embedder=HashEmbedder())
    async with in_process(served, limits=Limits(max_batch=3)) as small:
        source = io.StringIO("".join(f'{{"content": "f{i}", "user_id": "u"}}\n' for i in range(4)))
        with pytest.raises(InvalidInput, match="max_batch") as caught:
            await small.import_memories(source)
        assert caught.value.field == "body"
        assert await small.count(user_id="u") == 0
        source.seek(0)
        assert await small.import_memories(source, batch_size=3) == 4
    await served.aclose()
