"""``chat_store``: a ``MemvaultChatStore`` over memvault's histories on a SQLite file, Redis
and PostgreSQL (each test's own file, key prefix or table; removed after)."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest

from memvault.integrations.llama_index import MemvaultChatStore
from tests.integrations.backends import drop_sessions

MakeChatStore = Callable[..., MemvaultChatStore]


@pytest.fixture(params=["sqlite", "redis", "postgres"])
def make_chat_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[MakeChatStore]:
    made: list[MemvaultChatStore] = []
    name = f"li_{uuid4().hex[:12]}"

    def make(cls: type[MemvaultChatStore] = MemvaultChatStore, **fields: Any) -> MemvaultChatStore:
        if request.param == "sqlite":
            store = cls.over(str(tmp_path / f"chat{len(made)}.db"))
        elif request.param == "redis":
            store = cls.over(request.getfixturevalue("redis_url"), key_prefix=f"{name}:")
        else:
            store = cls.over(request.getfixturevalue("postgres_dsn"), table=name)
        for key, value in fields.items():
            setattr(store, key, value)
        made.append(store)
        return store

    yield make
    for store in made:
        store.close()
    drop_sessions(request.param, request, name)


@pytest.fixture
def chat_store(make_chat_store: MakeChatStore) -> MemvaultChatStore:
    return make_chat_store()


@pytest.fixture(autouse=True)
def blocking_calls_loop(request: pytest.FixtureRequest) -> Iterator[None]:
    """For a blocking test: the event loop LlamaIndex's blocking methods run on, closed after.
    (They take the thread's current loop, creating one that nobody closes when there is
    none, which Python reports as a ResourceWarning in whatever test runs next.)"""
    if inspect.iscoroutinefunction(request.function):
        yield
        return
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    yield
    asyncio.set_event_loop(None)
    loop.close()
