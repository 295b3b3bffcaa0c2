"""Redis histories bound every call by ``operation_timeout``, whatever client they are given
(issue 12 A.4): a caller's client built without socket timeouts used to wait as long as the
server did (37 s). The server that stops answering is a real ``redis-server`` of the test's own,
paused with ``CLIENT PAUSE``."""

from __future__ import annotations

import asyncio
import shutil
import socket
import subprocess
import time
from collections.abc import AsyncIterator, Callable
from typing import Any
from uuid import uuid4

import pytest
import redis.asyncio

from memvault import BackendUnavailable, InvalidInput, Message, RedisChatHistory
from memvault.history import RedisSessionCatalog
from memvault.history.redis import redis_sessions
from memvault.sessions import create_redis_history_manager
from tests.conftest import ON_CI

pytestmark = pytest.mark.redis

PAUSE_MS = 3000
"""How long the server stops answering; each timed-out call must fail before it resumes."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


async def wait_until_up(port: int, server: asyncio.subprocess.Process) -> None:
    client = redis.asyncio.Redis(host="127.0.0.1", port=port, socket_connect_timeout=1)
    try:
        for _ in range(200):
            if server.returncode is not None:
                pytest.fail(f"redis-server exited with {server.returncode}")
            try:
                await client.ping()
                return
            except redis.RedisError:
                await asyncio.sleep(0.05)
        pytest.fail(f"redis-server on port {port} never answered PING")
    finally:
        await client.aclose()


@pytest.fixture
async def own_server() -> AsyncIterator[int]:
    """The port of a redis-server started for this test alone (killed afterwards)."""
    binary = shutil.which("redis-server")
    if binary is None:  # as for every server: a failure on CI, a skip elsewhere
        reason = "redis-server is not installed (Debian package redis-server)"
        if ON_CI:
            pytest.fail(f"CI=true and {reason}")
        pytest.skip(reason)
    port = free_port()
    server = await asyncio.create_subprocess_exec(
        *[binary, "--port", str(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        await wait_until_up(port, server)
        yield port
    finally:
        server.kill()
        await server.wait()


@pytest.fixture
async def no_timeout_client(own_server: int) -> AsyncIterator[redis.asyncio.Redis]:
    """A caller's client with no socket timeouts at all: only memvault can bound its calls."""
    client = redis.asyncio.Redis(host="127.0.0.1", port=own_server)
    await client.ping()  # connected before the server pauses
    yield client
    await client.aclose()


async def pause_server(port: int) -> float:
    """Make the server stop answering for ``PAUSE_MS``; the monotonic time it took effect."""
    other = redis.asyncio.Redis(host="127.0.0.1", port=port)
    try:
        await other.client_pause(PAUSE_MS, all=True)
        return time.monotonic()
    finally:
        await other.aclose()


def assert_timed_out(error: BackendUnavailable, paused_at: float) -> None:
    assert time.monotonic() < paused_at + PAUSE_MS / 1000, "raised only after the pause ended"
    text = str(error)
    assert "operation_timeout=0.5 s" in text
    assert "retried" in text
    assert "may still have been applied" in text


async def test_read_from_a_server_that_stops_answering_raises_within_operation_timeout(
    own_server: int, no_timeout_client: redis.asyncio.Redis
) -> None:
    """Before: get_messages() on a client without timeouts waited for the server forever."""
    history = RedisChatHistory("s", redis_client=no_timeout_client, operation_timeout=0.5)
    await history.add_message(Message.user("before the pause"))
    paused_at = await pause_server(own_server)
    with pytest.raises(BackendUnavailable) as caught:
        await history.get_messages()
    assert_timed_out(caught.value, paused_at)


async def test_write_to_a_server_that_stops_answering_raises_within_operation_timeout(
    own_server: int, no_timeout_client: redis.asyncio.Redis
) -> None:
    """Before: add_message() on a client without timeouts waited for the server forever."""
    history = RedisChatHistory("s", redis_client=no_timeout_client, operation_timeout=0.5)
    paused_at = await pause_server(own_server)
    with pytest.raises(BackendUnavailable) as caught:
        await history.add_message(Message.user("during the pause"))
    assert_timed_out(caught.value, paused_at)


async def test_catalog_and_manager_histories_take_the_timeout(
    own_server: int, no_timeout_client: redis.asyncio.Redis
) -> None:
    """Before: the catalog and the histories of redis_sessions had no bound either."""
    backend = redis_sessions(redis_client=no_timeout_client, operation_timeout=0.5)
    catalog = RedisSessionCatalog(no_timeout_client, operation_timeout=0.5)
    paused_at = await pause_server(own_server)
    with pytest.raises(BackendUnavailable) as caught:
        await catalog.list_sessions()
    assert_timed_out(caught.value, paused_at)
    with pytest.raises(BackendUnavailable) as caught:
        await backend.history("s").get_messages()
    assert_timed_out(caught.value, paused_at)


async def test_the_client_works_again_once_the_server_answers(
    own_server: int, no_timeout_client: redis.asyncio.Redis
) -> None:
    """A call cancelled mid-reply leaves no stale reply behind for the next call to read."""
    history = RedisChatHistory("s", redis_client=no_timeout_client, operation_timeout=0.5)
    await history.add_message(Message.user("kept"))
    await pause_server(own_server)
    with pytest.raises(BackendUnavailable):
        await history.get_messages()
    await no_timeout_client.client_unpause()
    assert [m.content for m in await history.get_messages()] == ["kept"]


async def test_default_timeout_lets_normal_calls_through(redis_url: str) -> None:
    key_prefix = f"memvault-test:{uuid4().hex}:"
    async with RedisChatHistory("s", url=redis_url, key_prefix=key_prefix) as history:
        assert history.operation_timeout == 10.0
        await history.add_message(Message.user("hi"))
        assert [m.content for m in await history.get_messages()] == ["hi"]
        await history.clear()


@pytest.mark.parametrize("bad", [0, -1, "x", True, float("nan"), float("inf")])
def test_bad_operation_timeout_is_refused(bad: Any) -> None:
    url = "redis://127.0.0.1:6379/0"
    makers: list[Callable[[], object]] = [
        lambda: RedisChatHistory("s", url=url, operation_timeout=bad),
        lambda: RedisSessionCatalog(url=url, operation_timeout=bad),
        lambda: redis_sessions(url=url, operation_timeout=bad),
        lambda: create_redis_history_manager(url=url, operation_timeout=bad),
    ]
    for make in makers:
        with pytest.raises(InvalidInput, match="operation_timeout"):
            make()


BUSY = (
    "local t = redis.call('TIME') local start = t[1] * 1000000 + t[2]"
    " repeat t = redis.call('TIME') until t[1] * 1000000 + t[2] - start > tonumber(ARGV[1])"
    " return 1"
)
"""A script that keeps the server busy for ARGV[1] microseconds: commands sent meanwhile wait
in their sockets and run after it, even those whose client gave up and closed."""


async def test_a_write_that_timed_out_but_was_applied_is_stored_once_when_retried(
    own_server: int,
) -> None:
    """Issue 12 C.15: a Redis add_message raised after its timeout and the message was stored
    all the same; the retry stored it a second time."""
    busy = redis.asyncio.Redis(host="127.0.0.1", port=own_server)
    raw = redis.asyncio.Redis(host="127.0.0.1", port=own_server)
    history = RedisChatHistory("s", url=f"redis://127.0.0.1:{own_server}/0",
                               operation_timeout=0.5)  # fmt: skip
    try:
        await busy.ping()
        await history.get_messages()  # connected
        message = Message.user("sent while the server was busy")

        async def keep_busy() -> None:
            await busy.eval(BUSY, 0, 2_000_000)

        blocker = asyncio.create_task(keep_busy())
        await asyncio.sleep(0.2)  # the script has started
        with pytest.raises(BackendUnavailable, match="may still have been applied"):
            await history.add_message(message)
        async with asyncio.timeout(30):
            await blocker
        assert await raw.llen(history.key) == 1  # applied, although it timed out
        await history.add_message(message)  # the retry
        assert await history.get_messages() == [message]
    finally:
        await history.aclose()
        await busy.aclose()
        await raw.aclose()
