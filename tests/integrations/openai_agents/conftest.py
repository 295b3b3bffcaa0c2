"""``make_session(session_id)``: a ``MemvaultSession`` over a real chat history, on each
backend: in memory, a SQLite file, Redis and PostgreSQL (each run's keys and table its own,
removed after). Sessions made by one test share one store, so sessions can be told apart."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from uuid import uuid4

import pytest
from agents import set_tracing_disabled

from memvault.integrations.openai_agents import MemvaultSession
from memvault.sessions import (
    SessionHistoryManager,
    create_inmemory_history_manager,
    create_postgres_history_manager,
    create_redis_history_manager,
    create_sqlite_history_manager,
)
from tests.integrations.backends import drop_sessions_async

set_tracing_disabled(True)  # the SDK would export traces to OpenAI's servers at exit

MakeSession = Callable[[str], MemvaultSession]
BACKENDS = ["memory", "sqlite", "redis", "postgres"]


async def _manager(
    backend: str, request: pytest.FixtureRequest, tmp_path: Path, name: str
) -> SessionHistoryManager:
    if backend == "memory":
        return create_inmemory_history_manager()
    if backend == "sqlite":
        return create_sqlite_history_manager(tmp_path / "sessions.db")
    if backend == "redis":
        url = request.getfixturevalue("redis_url")
        return create_redis_history_manager(url=url, key_prefix=f"{name}:")
    dsn = request.getfixturevalue("postgres_dsn")
    return create_postgres_history_manager(dsn, table=name)


@pytest.fixture(params=BACKENDS)
async def make_session(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[Callable[[str], MemvaultSession]]:
    name = f"oa_{uuid4().hex[:12]}"
    manager = await _manager(request.param, request, tmp_path, name)

    def make(session_id: str) -> MemvaultSession:
        return MemvaultSession(manager.get_history(session_id))

    yield make
    await manager.aclose()
    await drop_sessions_async(request.param, request, name)


Awaited = Callable[..., Awaitable[object]]
