"""The per-request deadline (``Limits.request_seconds``): a request whose answer has not
started in time is cancelled where it waits and answered 503, nothing of it is written, and
the server answers other requests meanwhile.

What makes a request slow here is a model: ``ScriptedLLM`` (a scripted local stand-in for a
remote LLM, the one fake the tests allow) that takes a minute to reply to ``remember``'s
extraction. The vault is a real SQLite file.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from memvault import BackendUnavailable, InvalidInput, MemoryVault
from memvault.embedders import HashEmbedder
from memvault.remote import RemoteVault
from memvault.server import Limits, create_app
from memvault.testing import LLMRequest, ScriptedLLM

DEADLINE = Limits(request_seconds=1)


async def thinks_for_a_minute(request: LLMRequest) -> str:
    await asyncio.sleep(60)
    return '{"facts": []}'


@pytest.fixture
async def slow_vault(tmp_path: Path) -> AsyncIterator[MemoryVault]:
    vault = MemoryVault(
        tmp_path / "slow.db", embedder=HashEmbedder(), llm=ScriptedLLM(thinks_for_a_minute)
    )
    await vault.open()  # opened before any deadline runs
    yield vault
    await vault.aclose()
    await vault.backend.aclose()


def client_of(vault: MemoryVault, limits: Limits) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=create_app(vault, limits=limits))
    return httpx.AsyncClient(transport=transport, base_url="http://memvault.test")


async def test_a_request_past_its_deadline_is_a_503_and_wrote_nothing(
    slow_vault: MemoryVault,
) -> None:
    async with client_of(slow_vault, DEADLINE) as client:
        started = asyncio.get_running_loop().time()
        response = await client.post(
            "/v1/remember", json={"said": "I live in Berlin", "user_id": "ann"}
        )
        waited = asyncio.get_running_loop().time() - started
    async with client_of(slow_vault, Limits()) as client:
        count = await client.get("/v1/memories/count", params={"user_id": "ann"})
    assert response.status_code == 503
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["field"] == "request_seconds"
    assert problem["error"] == "BackendUnavailable"
    assert problem["retryable"] is False
    assert "within 1 s" in problem["detail"]
    assert waited < 30  # cancelled at the deadline, not after the model's minute
    assert count.json() == {"count": 0}


async def test_the_server_answers_others_while_one_request_is_slow(
    slow_vault: MemoryVault,
) -> None:
    limits = Limits(request_seconds=3)
    async with client_of(slow_vault, limits) as client:
        await client.post("/v1/memories", json={"content": "likes tea", "user_id": "bo"})
        slow = asyncio.create_task(
            client.post("/v1/remember", json={"said": "I live in Rome", "user_id": "bo"})
        )
        await asyncio.sleep(0.05)  # the slow request is waiting on the model
        fast = await client.get("/v1/memories", params={"user_id": "bo"})
        assert not slow.done()
        assert [m["content"] for m in fast.json()["memories"]] == ["likes tea"]
        assert (await slow).status_code == 503


async def test_a_remote_client_raises_backend_unavailable_not_retryable(
    slow_vault: MemoryVault,
) -> None:
    # 3 s, not 1: opening the client asks for the limits first, and that request must not be
    # the one that runs out of time on a loaded machine
    transport = httpx.ASGITransport(app=create_app(slow_vault, limits=Limits(request_seconds=3)))
    async with RemoteVault("http://memvault.test", transport=transport) as remote:
        with pytest.raises(BackendUnavailable, match="request_seconds") as raised:
            await remote.remember("I live in Oslo", user_id="cy")
        assert raised.value.retryable is False
    assert await slow_vault.count(user_id="cy") == 0


async def test_the_deadline_is_published_with_the_other_limits(slow_vault: MemoryVault) -> None:
    async with client_of(slow_vault, Limits(request_seconds=42.5)) as client:
        limits = (await client.get("/v1/limits")).json()
    assert limits["request_seconds"] == 42.5


@pytest.mark.parametrize("seconds", [0, -1, float("inf"), float("nan"), True, "5"])
def test_a_deadline_that_is_not_a_positive_finite_number_is_refused(seconds: object) -> None:
    with pytest.raises(InvalidInput, match="request_seconds"):
        Limits(request_seconds=seconds)  # type: ignore[arg-type]
