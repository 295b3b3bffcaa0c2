"""Redis chat histories against the real server: the conformance suite with every kind of
client (asyncio or sync, decoded or bytes, or a URL), plus expiry, key prefixes, who closes
which client, error mapping, the session catalog and the session manager."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any
from uuid import uuid4

import pytest
import redis
import redis.asyncio

from memvault import (
    BackendUnavailable,
    Conflict,
    InvalidInput,
    MemvaultError,
    Message,
    RedisChatHistory,
)
from memvault.core.chat import dumps
from memvault.history import RedisSessionCatalog
from memvault.history.redis import ids_key, session_key
from memvault.sessions import create_redis_history_manager
from tests.conformance.chat_history import ChatHistoryConformance, MakeHistory

pytestmark = pytest.mark.redis

CLIENT_KINDS = ["asyncio-decoded", "asyncio-bytes", "sync-decoded", "sync-bytes", "url"]
DOWN_URL = "redis://:s3cret@127.0.0.1:1/0"
REFUSED_WITHIN = 1.0
"""Seconds a refused connection may take to raise: well under the connect timeout, so a client
that retries (redis-py's default is ten retries with backoff) fails the test."""


@pytest.fixture
async def raw(redis_url: str) -> AsyncIterator[redis.asyncio.Redis]:
    """A client of our own, to look at what the histories wrote."""
    client = redis.asyncio.Redis.from_url(redis_url, decode_responses=True)
    yield client
    await client.aclose()


@pytest.fixture
async def prefix(raw: redis.asyncio.Redis) -> AsyncIterator[str]:
    """A key prefix no other test uses; every key under it is deleted afterwards."""
    value = f"memvault-test:{uuid4().hex}:"
    yield value
    keys = [key async for key in raw.scan_iter(match=f"{value}*")]
    if keys:
        await raw.delete(*keys)


def make_client(kind: str, redis_url: str, **options: Any) -> Any:
    decode = kind.endswith("decoded")
    if kind.startswith("asyncio"):
        return redis.asyncio.Redis.from_url(redis_url, decode_responses=decode, **options)
    return redis.Redis.from_url(redis_url, decode_responses=decode, **options)


async def close_client(client: Any) -> None:
    if isinstance(client, redis.asyncio.Redis):
        await client.aclose()
    else:
        client.close()


@pytest.fixture(params=CLIENT_KINDS)
async def connect(request: pytest.FixtureRequest, redis_url: str) -> AsyncIterator[dict[str, Any]]:
    """Keyword arguments that point a history at the server in one of the supported ways."""
    if request.param == "url":
        yield {"url": redis_url}
        return
    client = make_client(request.param, redis_url)
    yield {"redis_client": client}
    await close_client(client)


class TestRedisConformance(ChatHistoryConformance):
    @pytest.fixture
    async def make_history(  # type: ignore[misc]
        self, connect: dict[str, Any], prefix: str
    ) -> MakeHistory:
        made: list[RedisChatHistory] = []

        async def make(session_id: str) -> RedisChatHistory:
            made.append(RedisChatHistory(session_id, key_prefix=prefix, **connect))
            return made[-1]

        yield make
        for history in made:
            await history.aclose()


# Expiry


async def test_ttl_is_set_by_a_write_and_renewed_by_the_next(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    async with RedisChatHistory("s", url=redis_url, key_prefix=prefix, ttl=60) as history:
        await history.add_message(Message.user("first"))
        assert 0 < await raw.ttl(history.key) <= 60
        await raw.expire(history.key, 5)
        await history.add_message(Message.user("second"))
        assert 55 < await raw.ttl(history.key) <= 60
        await raw.expire(history.key, 5)
        await history.add_messages([Message.user("third"), Message.user("fourth")])
        assert 55 < await raw.ttl(history.key) <= 60
        assert len(await history.get_messages()) == 4


async def test_no_ttl_means_the_key_never_expires(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    async with RedisChatHistory("s", url=redis_url, key_prefix=prefix) as history:
        await history.add_message(Message.user("keep"))
        assert await raw.ttl(history.key) == -1


@pytest.mark.parametrize(
    ("ttl", "seconds"), [(timedelta(minutes=2), 120), (timedelta(seconds=1.5), 2)]
)
async def test_ttl_may_be_a_timedelta(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis, ttl: timedelta, seconds: int
) -> None:
    async with RedisChatHistory("s", url=redis_url, key_prefix=prefix, ttl=ttl) as history:
        assert history.ttl == seconds
        await history.add_message(Message.user("x"))
        assert seconds - 5 < await raw.ttl(history.key) <= seconds


@pytest.mark.parametrize("bad", [0, -5, 1.5, "60", True, timedelta(0), timedelta(seconds=-1), [60]])
def test_bad_ttl_is_rejected(redis_url: str, bad: object) -> None:
    with pytest.raises(InvalidInput, match="ttl"):
        RedisChatHistory("s", url=redis_url, ttl=bad)  # type: ignore[arg-type]


# Keys and prefixes


async def test_messages_live_in_one_list_under_the_exact_key(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    sent = [Message.user("a"), Message.assistant("b")]
    async with RedisChatHistory("session-1", url=redis_url, key_prefix=prefix) as history:
        await history.add_messages(sent)
        assert history.key == f"{prefix}session-1"
    assert await raw.type(f"{prefix}session-1") == "list"
    assert await raw.lrange(f"{prefix}session-1", 0, -1) == [dumps(m) for m in sent]
    assert json.loads(await raw.lindex(f"{prefix}session-1", 0) or "")["content"] == "a"


async def test_the_default_prefix_is_chat(redis_url: str, raw: redis.asyncio.Redis) -> None:
    session_id = f"memvault-test-{uuid4().hex}"
    async with RedisChatHistory(session_id, url=redis_url) as history:
        try:
            await history.add_message(Message.user("x"))
            assert await raw.exists(f"chat:{session_id}") == 1
        finally:
            await history.clear()


async def test_two_prefixes_do_not_see_each_other(redis_url: str, prefix: str) -> None:
    """``a*:`` is also a glob pattern: its catalog must not pick up the keys under ``ab:``."""
    first, second = f"{prefix}a*:", f"{prefix}ab:"
    async with (
        RedisChatHistory("s", url=redis_url, key_prefix=first) as one,
        RedisChatHistory("s", url=redis_url, key_prefix=second) as two,
        RedisChatHistory("other", url=redis_url, key_prefix=second) as three,
        RedisSessionCatalog(url=redis_url, key_prefix=first) as first_catalog,
        RedisSessionCatalog(url=redis_url, key_prefix=second) as second_catalog,
    ):
        await one.add_message(Message.user("in first"))
        await two.add_message(Message.user("in second"))
        await three.add_message(Message.user("also in second"))
        assert [m.content for m in await one.get_messages()] == ["in first"]
        assert [m.content for m in await two.get_messages()] == ["in second"]
        assert await first_catalog.list_sessions() == ["s"]
        assert await second_catalog.list_sessions() == ["other", "s"]


# Who closes which client


def named(url: str, name: str) -> str:
    """``url`` with a client name, so the server's CLIENT LIST shows its connections."""
    return f"{url}{'&' if '?' in url else '?'}client_name={name}"


async def connections_named(raw: redis.asyncio.Redis, name: str, expected: int) -> int:
    """How many server connections carry ``name``, waiting briefly for it to reach ``expected``."""
    deadline = time.monotonic() + 2
    while True:
        count = sum(1 for c in await raw.client_list() if c.get("name") == name)
        if count == expected or time.monotonic() > deadline:
            return count
        await asyncio.sleep(0.02)


@pytest.mark.parametrize("kind", ["asyncio-decoded", "sync-bytes"])
async def test_a_given_client_is_left_open(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis, kind: str
) -> None:
    client = make_client(kind, redis_url)
    try:
        async with RedisChatHistory("s", redis_client=client, key_prefix=prefix) as history:
            await history.add_message(Message.user("x"))
        if isinstance(client, redis.asyncio.Redis):
            assert await client.llen(f"{prefix}s") == 1
        else:
            assert client.llen(f"{prefix}s") == 1
    finally:
        await close_client(client)


async def test_an_asyncio_client_is_used_as_is_and_stays_connected(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    name = f"memvault-test-{uuid4().hex}"
    client = redis.asyncio.Redis.from_url(redis_url, client_name=name)
    try:
        history = RedisChatHistory("s", redis_client=client, key_prefix=prefix)
        await history.add_message(Message.user("x"))
        await history.aclose()
        assert await connections_named(raw, name, 1) == 1
    finally:
        await client.aclose()


@pytest.mark.parametrize("via", ["url", "sync client"])
async def test_a_client_the_history_made_is_closed_with_it(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis, via: str
) -> None:
    name = f"memvault-test-{uuid4().hex}"
    sync_client = redis.Redis.from_url(redis_url, client_name=name)
    connect: dict[str, Any] = (
        {"url": named(redis_url, name)} if via == "url" else {"redis_client": sync_client}
    )
    history = RedisChatHistory("s", key_prefix=prefix, **connect)
    await history.add_message(Message.user("x"))
    assert await connections_named(raw, name, 1) == 1
    await history.aclose()
    assert await connections_named(raw, name, 0) == 0
    assert [m.content for m in await history.get_messages()] == ["x"]  # reconnects
    await history.aclose()
    assert sync_client.ping() is True
    sync_client.close()


# Errors


async def test_a_down_server_is_backend_unavailable_at_once() -> None:
    history = RedisChatHistory("s", url=DOWN_URL)
    catalog = RedisSessionCatalog(url=DOWN_URL)
    calls = [
        history.add_message(Message.user("x")),
        history.get_messages(),
        history.clear(),
        catalog.list_sessions(),
        catalog.delete_session("s"),
    ]
    for call in calls:
        started = time.monotonic()
        with pytest.raises(BackendUnavailable) as info:
            await call
        assert time.monotonic() - started < REFUSED_WITHIN
        message = str(info.value)
        assert "127.0.0.1:1" in message
        assert "s3cret" not in message
        assert isinstance(info.value.__cause__, redis.ConnectionError)
    assert "s3cret" not in repr(history) + repr(catalog)
    await history.aclose()
    await catalog.aclose()


async def test_a_sync_client_for_a_down_server_fails_fast_too() -> None:
    client = redis.Redis(host="127.0.0.1", port=1, password="s3cret")
    history = RedisChatHistory("s", redis_client=client)
    started = time.monotonic()
    with pytest.raises(BackendUnavailable, match=r"127\.0\.0\.1:1") as info:
        await history.add_message(Message.user("x"))
    assert time.monotonic() - started < REFUSED_WITHIN
    assert "s3cret" not in str(info.value)
    await history.aclose()
    client.close()


async def test_a_sync_unix_socket_client_is_mirrored() -> None:
    client = redis.Redis(unix_socket_path="/nonexistent/memvault-redis.sock")
    async with RedisChatHistory("s", redis_client=client) as history:
        with pytest.raises(BackendUnavailable, match="unix socket /nonexistent/memvault-redis"):
            await history.get_messages()
    client.close()


async def test_a_sync_tls_client_is_mirrored(redis_url: str) -> None:
    """The test server speaks plain TCP, so a mirrored TLS client cannot talk to it."""
    plain = redis.Redis.from_url(redis_url)
    options = plain.connection_pool.connection_kwargs
    client = redis.Redis(
        host=options["host"],
        port=options["port"],
        ssl=True,
        ssl_cert_reqs="none",
        socket_connect_timeout=0.5,
    )
    async with RedisChatHistory("s", redis_client=client) as history:
        with pytest.raises(BackendUnavailable):
            await history.get_messages()
    client.close()
    plain.close()


async def test_a_key_of_another_type_is_a_conflict(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    await raw.set(f"{prefix}s", "not a list")
    async with RedisChatHistory("s", url=redis_url, key_prefix=prefix) as history:
        with pytest.raises(Conflict, match="not a list"):
            await history.add_message(Message.user("x"))
        with pytest.raises(Conflict, match="not a list"):
            await history.get_messages()
    assert await raw.get(f"{prefix}s") == "not a list"


@pytest.mark.parametrize("junk", ["not json", '{"x": 1}', "[1, 2]", b"\xff\xfe"])
@pytest.mark.parametrize("kind", ["asyncio-decoded", "asyncio-bytes"])
async def test_an_element_that_is_not_a_message_is_a_clear_error(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis, junk: str | bytes, kind: str
) -> None:
    await raw.rpush(f"{prefix}s", dumps(Message.user("fine")), junk)
    client = make_client(kind, redis_url)
    async with RedisChatHistory("s", redis_client=client, key_prefix=prefix) as history:
        with pytest.raises(MemvaultError, match=f"{prefix}s") as info:
            await history.get_messages()
        assert type(info.value) is MemvaultError
    await client.aclose()


# Bad arguments


async def test_bad_arguments_are_rejected_and_nothing_is_written(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    client = redis.asyncio.Redis.from_url(redis_url)
    good: dict[str, Any] = {"session_id": "s", "url": redis_url, "key_prefix": prefix}
    bad_calls: list[tuple[str, dict[str, Any]]] = [
        ("redis_client, url", {"url": None}),
        ("redis_client, url", {"redis_client": client}),
        ("redis_client", {"url": None, "redis_client": redis_url}),
        ("redis_client", {"url": None, "redis_client": object()}),
        ("url", {"url": 6379}),
        ("url", {"url": "http://127.0.0.1:6379"}),
        ("key_prefix", {"key_prefix": 3}),
        ("session_id", {"session_id": ""}),
        ("session_id", {"session_id": "   "}),
        ("session_id", {"session_id": 3}),
    ]
    for field, changes in bad_calls:
        history = None
        with pytest.raises(InvalidInput, match=field):
            history = RedisChatHistory(**(good | changes))
        assert history is None
    neither_or_both: list[dict[str, Any]] = [{}, {"redis_client": client, "url": redis_url}]
    for kwargs in neither_or_both:
        with pytest.raises(InvalidInput, match="redis_client, url"):
            RedisSessionCatalog(**kwargs)
        with pytest.raises(InvalidInput, match="redis_client, url"):
            create_redis_history_manager(**kwargs)
    assert await client.ping() is True
    await client.aclose()
    assert [key async for key in raw.scan_iter(match=f"{prefix}*")] == []


def test_a_sync_client_that_cannot_be_mirrored_is_rejected() -> None:
    class CustomConnection(redis.Connection):
        pass

    pool = redis.ConnectionPool(connection_class=CustomConnection)
    custom = redis.Redis(connection_pool=pool)
    with pytest.raises(InvalidInput, match="CustomConnection"):
        RedisChatHistory("s", redis_client=custom)
    hooked = redis.Redis(redis_connect_func=lambda: None)
    with pytest.raises(InvalidInput, match="redis_connect_func"):
        RedisChatHistory("s", redis_client=hooked)
    custom.close()
    hooked.close()
    pool.disconnect()


# The catalog


async def test_catalog_lists_and_deletes_stored_sessions(
    connect: dict[str, Any], prefix: str, raw: redis.asyncio.Redis
) -> None:
    for session in ("b", "a", "c", "a"):
        async with RedisChatHistory(session, key_prefix=prefix, **connect) as history:
            await history.add_message(Message.user(f"in {session}"))
    await raw.set(f"{prefix}not-a-list", "x")
    await raw.rpush(prefix, "a list at the bare prefix")
    async with RedisSessionCatalog(key_prefix=prefix, **connect) as catalog:
        assert await catalog.list_sessions() == ["a", "b", "c"]
        await catalog.delete_session("b")
        await catalog.delete_session("never-existed")
        assert await catalog.list_sessions() == ["a", "c"]
        with pytest.raises(InvalidInput, match="session_id"):
            await catalog.delete_session("")
    assert await raw.exists(f"{prefix}b") == 0
    assert await raw.llen(f"{prefix}a") == 2


# The manager


async def test_manager_shares_one_client_and_finds_earlier_sessions(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    name = f"memvault-test-{uuid4().hex}"
    url = named(redis_url, name)
    async with create_redis_history_manager(url=url, key_prefix=prefix, ttl=60) as manager:
        assert manager.get_history("monday") is manager.get_history("monday")
        for session in ("monday", "tuesday", "wednesday"):
            await manager.get_history(session).add_message(Message.user(f"hello {session}"))
        assert await connections_named(raw, name, 1) == 1
        assert 0 < await raw.ttl(f"{prefix}monday") <= 60
    assert await connections_named(raw, name, 0) == 0
    async with create_redis_history_manager(url=redis_url, key_prefix=prefix, window_size=1) as m:
        assert await m.list_sessions() == ["monday", "tuesday", "wednesday"]
        history = m.get_history("monday")
        await history.add_message(Message.assistant("welcome back"))
        assert [msg.content for msg in await history.get_messages()] == ["welcome back"]
        assert await m.delete_session("monday") is True
        assert await m.delete_session("never-existed") is False
        assert await m.list_sessions() == ["tuesday", "wednesday"]
    assert await raw.exists(f"{prefix}monday") == 0


@pytest.mark.parametrize("kind", ["asyncio-bytes", "sync-decoded"])
async def test_manager_with_a_given_client(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis, kind: str
) -> None:
    client = make_client(kind, redis_url)
    async with create_redis_history_manager(redis_client=client, key_prefix=prefix) as manager:
        await manager.get_history("s").add_message(Message.user("x"))
        assert await manager.list_sessions() == ["s"]
    assert await raw.llen(f"{prefix}s") == 1
    if isinstance(client, redis.asyncio.Redis):
        assert await client.ping() is True
    else:
        assert client.ping() is True
    await close_client(client)


@pytest.mark.parametrize(
    ("field", "kwargs"),
    [("window_size", {"window_size": 0}), ("max_tokens", {"max_tokens": -1}), ("ttl", {"ttl": 0})],
)
def test_manager_rejects_bad_options(redis_url: str, field: str, kwargs: dict[str, Any]) -> None:
    with pytest.raises(InvalidInput, match=field):
        create_redis_history_manager(url=redis_url, **kwargs)


async def test_two_sessions_never_share_a_key(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    """Regression (issue 12, B.9): the key was ``prefix + session_id``, so ``"p:" + "a:b"``
    and ``"p:a:" + "b"`` were one list, each session reading the other's messages."""
    first = RedisChatHistory("a:b", url=redis_url, key_prefix=f"{prefix}p:")
    second = RedisChatHistory("b", url=redis_url, key_prefix=f"{prefix}p:a:")
    async with first, second:
        assert first.key != second.key
        await first.add_message(Message.user("said in a:b"))
        await second.add_message(Message.user("said in b"))
        assert [m.content for m in await first.get_messages()] == ["said in a:b"]
        assert [m.content for m in await second.get_messages()] == ["said in b"]
    async with RedisSessionCatalog(url=redis_url, key_prefix=f"{prefix}p:") as catalog:
        assert await catalog.list_sessions() == ["a:b"]  # not "a:b" twice, nor "b"
        await catalog.delete_session("a:b")
    assert await raw.exists(second.key) == 1


async def test_an_id_without_colon_or_percent_keeps_its_key_and_odd_ids_round_trip(
    redis_url: str, prefix: str
) -> None:
    assert session_key(prefix, "session-1") == f"{prefix}session-1"
    odd = ["a:b", "100%", "%3A", "x%25:y", "naïve:日本"]
    for session_id in odd:
        async with RedisChatHistory(session_id, url=redis_url, key_prefix=prefix) as history:
            await history.add_message(Message.user(session_id))
    async with RedisSessionCatalog(url=redis_url, key_prefix=prefix) as catalog:
        assert await catalog.list_sessions() == sorted(odd)


# Idempotent appends (issue 12 C.15)


async def test_a_list_written_before_the_id_set_is_not_duplicated_by_a_retry(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    """A session stored by an older memvault (a list, no id set) stays readable, and a retry
    of one of its messages is not appended again: the first append fills the set."""
    old = [Message.user("before"), Message.assistant("the upgrade")]
    await raw.rpush(f"{prefix}s", *[dumps(m) for m in old])
    async with RedisChatHistory("s", url=redis_url, key_prefix=prefix) as history:
        assert await history.get_messages() == old
        new = Message.user("after")
        await history.add_messages([old[1], new, old[0]])
        assert await history.get_messages() == [*old, new]
        assert await raw.smembers(ids_key(history.key)) == {m.id for m in [*old, new]}


async def test_the_id_set_expires_and_goes_with_its_session(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    async with RedisChatHistory("s", url=redis_url, key_prefix=prefix, ttl=60) as history:
        await history.add_message(Message.user("x"))
        assert await raw.type(ids_key(history.key)) == "set"
        assert 0 < await raw.ttl(ids_key(history.key)) <= 60
        await history.clear()
        assert await raw.exists(history.key, ids_key(history.key)) == 0
        await history.add_message(Message.user("y"))
    async with RedisSessionCatalog(url=redis_url, key_prefix=prefix) as catalog:
        assert await catalog.list_sessions() == ["s"]
        await catalog.delete_session("s")
    assert await raw.exists(f"{prefix}s", ids_key(f"{prefix}s")) == 0


async def test_an_id_set_key_of_another_type_is_a_conflict_and_nothing_is_written(
    redis_url: str, prefix: str, raw: redis.asyncio.Redis
) -> None:
    await raw.set(ids_key(f"{prefix}s"), "not a set")
    async with RedisChatHistory("s", url=redis_url, key_prefix=prefix) as history:
        with pytest.raises(Conflict):
            await history.add_message(Message.user("x"))
    assert await raw.exists(f"{prefix}s") == 0
