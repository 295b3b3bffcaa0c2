"""Every PostgreSQL call is bounded in time (issue 12, A.2).

Regressions: with the network black-holed mid-session every call blocked for the whole outage
(60 s measured), and a wait for a lock another session held was unbounded (37.7 s behind a
``reembed``). Now the server's ``statement_timeout`` and ``lock_timeout`` and the client's
``operation_timeout`` bound each call, which then raises ``BackendUnavailable`` naming the
limit, ``retryable``; a timed-out write leaves nothing behind, and the next call after the
fault works (the dead connection is discarded).

Each wait is guarded by ``asyncio.timeout`` so that a hang fails the test instead of hanging it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any
from uuid import uuid4

import numpy as np
import numpy.typing as npt
import psycopg
import pytest
from psycopg import sql
from psycopg_pool import AsyncConnectionPool

from memvault import BackendUnavailable, InvalidInput
from memvault.core.types import Message
from memvault.embedders import HashEmbedder
from memvault.history.postgres import PostgresChatHistory, PostgresTimeouts
from memvault.stores.postgres import PostgresStore
from memvault.vault.vault import MemoryVault
from tests.backends.test_postgres_store import drop_store
from tests.faults.proxy import FaultProxy, fault_proxy

pytestmark = pytest.mark.postgres

GUARD_S = 30  # far above every bound configured here: reaching it means a hang
SHORT = PostgresTimeouts(statement=5, lock=1, operation=3)


@pytest.fixture
def table(postgres_dsn: str) -> Iterator[str]:
    """A chat table no other test uses, dropped afterwards."""
    name = f"t_{uuid4().hex[:12]}"
    yield name
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP TABLE IF EXISTS {}").format(sql.Identifier(name)))
        if conn.execute("SELECT to_regclass('memvault_migrations')").fetchone() != (None,):
            conn.execute(
                "DELETE FROM memvault_migrations WHERE component = %s", (f"chat_history:{name}",)
            )


@pytest.fixture
def proxy(postgres_dsn: str) -> Iterator[FaultProxy]:
    info = psycopg.conninfo.conninfo_to_dict(postgres_dsn)
    host, port = str(info.get("host") or "127.0.0.1"), int(str(info.get("port") or 5432))
    with fault_proxy(host, port) as running:
        yield running


def via(proxy: FaultProxy, dsn: str) -> str:
    """``dsn`` pointed at the proxy."""
    host, port = proxy.address()
    return psycopg.conninfo.make_conninfo(dsn, host=host, port=port)


async def lock(conn: psycopg.AsyncConnection[Any], table: str) -> None:
    """Take ``table`` exclusively in ``conn``'s transaction, until it ends."""
    await conn.execute(
        sql.SQL("LOCK TABLE {} IN ACCESS EXCLUSIVE MODE").format(sql.Identifier(table))
    )


@pytest.fixture
async def locker(postgres_dsn: str) -> AsyncIterator[psycopg.AsyncConnection[Any]]:
    """A second session, to hold locks the code under test must wait for."""
    conn = await psycopg.AsyncConnection.connect(postgres_dsn)
    yield conn
    await conn.close()


async def test_a_black_holed_history_fails_within_operation_timeout_then_recovers(
    postgres_dsn: str, table: str, proxy: FaultProxy
) -> None:
    history = PostgresChatHistory("s", via(proxy, postgres_dsn), table=table, timeouts=SHORT)
    async with history:
        await history.add_message(Message.user("before the outage"))
        proxy.blackhole()
        async with asyncio.timeout(GUARD_S):
            with pytest.raises(BackendUnavailable) as raised:
                await history.get_messages()
        assert "3 s (operation_timeout)" in str(raised.value)
        assert "can be retried" in str(raised.value)
        assert raised.value.retryable
        async with asyncio.timeout(GUARD_S):
            with pytest.raises(BackendUnavailable):
                await history.add_message(Message.user("during the outage"))
        proxy.heal()
        async with asyncio.timeout(GUARD_S):
            await history.add_message(Message.user("after the outage"))
            contents = [m.content for m in await history.get_messages()]
    assert contents == ["before the outage", "after the outage"]


async def test_a_locked_table_fails_within_lock_timeout_and_writes_nothing(
    postgres_dsn: str, table: str, locker: psycopg.AsyncConnection[Any]
) -> None:
    async with PostgresChatHistory("s", postgres_dsn, table=table, timeouts=SHORT) as history:
        await history.add_message(Message.user("first"))
        await lock(locker, table)
        async with asyncio.timeout(GUARD_S):
            with pytest.raises(BackendUnavailable) as raised:
                await history.add_messages([Message.user("second"), Message.user("third")])
        assert "1 s (lock_timeout)" in str(raised.value)
        assert raised.value.retryable
        await locker.rollback()
        async with asyncio.timeout(GUARD_S):
            assert [m.content for m in await history.get_messages()] == ["first"]


async def test_statement_timeout_cancels_a_statement_that_runs_too_long(
    postgres_dsn: str, table: str, locker: psycopg.AsyncConnection[Any]
) -> None:
    """A lock wait counts towards the statement: with ``lock`` above ``statement`` it is
    the statement's limit that fires."""
    slow = PostgresTimeouts(statement=1, lock=20, operation=25)
    async with PostgresChatHistory("s", postgres_dsn, table=table, timeouts=slow) as history:
        await history.add_message(Message.user("first"))
        await lock(locker, table)
        async with asyncio.timeout(GUARD_S):
            with pytest.raises(BackendUnavailable, match=r"1 s \(statement_timeout\)") as raised:
                await history.get_messages()
        assert raised.value.retryable
        await locker.rollback()
        assert [m.content for m in await history.get_messages()] == ["first"]


async def test_timeouts_come_from_the_url_query(
    postgres_dsn: str, table: str, locker: psycopg.AsyncConnection[Any]
) -> None:
    url = f"{postgres_dsn}?lock_timeout=0.5&operation_timeout=10"
    async with PostgresChatHistory("s", url, table=table) as history:
        await history.add_message(Message.user("first"))
        await lock(locker, table)
        async with asyncio.timeout(GUARD_S):
            with pytest.raises(BackendUnavailable, match=r"0\.5 s \(lock_timeout\)"):
                await history.get_messages()
        await locker.rollback()


@pytest.mark.parametrize(
    ("url_query", "kwargs", "field"),
    [
        ("?lock_timeout=soon", {}, "dsn option lock_timeout"),
        ("?statement_timeout=0", {}, "dsn option statement_timeout"),
        ("?operation_timeout=inf", {}, "dsn option operation_timeout"),
        ("?lock_timeout=1", {"timeouts": PostgresTimeouts()}, "timeouts"),
        ("", {"timeouts": {"lock": 1}}, "timeouts"),
    ],
)
def test_bad_timeouts_are_refused(
    url_query: str, kwargs: dict[str, Any], field: str, postgres_dsn: str
) -> None:
    with pytest.raises(InvalidInput) as raised:
        PostgresChatHistory("s", postgres_dsn + url_query, **kwargs)
    assert raised.value.field == field


@pytest.mark.parametrize("field", ["statement", "lock", "operation", "maintenance"])
@pytest.mark.parametrize("value", [0, -1, float("nan"), "5", True])
def test_timeouts_must_be_positive_seconds(field: str, value: object) -> None:
    with pytest.raises(InvalidInput) as raised:
        PostgresTimeouts(**{field: value})  # type: ignore[arg-type]
    assert raised.value.field == f"{field}_timeout"


# -- the vector store (pgvector over pgserver's Unix socket: no proxy, so locks) ------------


@pytest.fixture
def prefix(pgvector_dsn: str) -> Iterator[str]:
    name = f"t_{uuid4().hex[:12]}"
    yield name
    drop_store(pgvector_dsn, name)


async def test_a_store_write_behind_a_lock_fails_within_lock_timeout_and_writes_nothing(
    pgvector_dsn: str, prefix: str
) -> None:
    """The lock is on the last table a write touches (the per-scope sums), so the write has
    inserted its memories when it gives up: they must be rolled back."""
    store = PostgresStore(pgvector_dsn, table_prefix=prefix, timeouts=SHORT)
    async with MemoryVault(store, embedder=HashEmbedder(8)) as vault:
        await vault.add("the first memory", user_id="u")
        async with await psycopg.AsyncConnection.connect(pgvector_dsn) as locker:
            await lock(locker, f"{prefix}_scope_stats")
            async with asyncio.timeout(GUARD_S):
                with pytest.raises(BackendUnavailable, match=r"lock_timeout") as raised:
                    await vault.add_many([{"content": c, "user_id": "u"} for c in ("2nd", "3rd")])
            assert raised.value.retryable
        async with asyncio.timeout(GUARD_S):
            assert await vault.count(user_id="u") == 1
            await vault.add("the second memory", user_id="u")
            assert await vault.count(user_id="u") == 2


async def test_operation_timeout_bounds_a_store_call_the_server_lets_wait(
    pgvector_dsn: str, prefix: str
) -> None:
    """With the server's limits far away, the client's own bound ends the wait; the
    connection it gave up on is discarded and the next call works."""
    patient = PostgresTimeouts(statement=60, lock=60, operation=1)
    store = PostgresStore(pgvector_dsn, table_prefix=prefix, timeouts=patient)
    async with MemoryVault(store, embedder=HashEmbedder(8)) as vault:
        await vault.add("the first memory", user_id="u")
        async with await psycopg.AsyncConnection.connect(pgvector_dsn) as locker:
            await lock(locker, f"{prefix}_memories")
            async with asyncio.timeout(GUARD_S):
                with pytest.raises(BackendUnavailable, match=r"1 s \(operation_timeout\)"):
                    await vault.count(user_id="u")
        async with asyncio.timeout(GUARD_S):
            assert await vault.count(user_id="u") == 1


class SlowEmbedder(HashEmbedder):
    """A hash embedder that takes ``delay`` seconds per batch, as a real model on a large
    store does (a fake at the model boundary)."""

    def __init__(self, dim: int, delay: float) -> None:
        super().__init__(dim)
        self.delay = delay

    @property
    def name(self) -> str:
        return f"slow-{super().name}"

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        await asyncio.sleep(self.delay)
        return await super().embed(texts)


async def test_reembed_runs_under_maintenance_timeout_not_operation_timeout(
    pgvector_dsn: str, prefix: str
) -> None:
    """Re-embedding embeds every memory inside its transaction: it may outlast
    ``operation_timeout`` by far, and runs under ``maintenance_timeout`` instead."""
    brief = PostgresTimeouts(statement=5, lock=5, operation=1, maintenance=60)
    async with MemoryVault(
        PostgresStore(pgvector_dsn, table_prefix=prefix, timeouts=brief), embedder=HashEmbedder(8)
    ) as vault:
        await vault.add_many([{"content": f"memory {i}", "user_id": "u"} for i in range(3)])
    slow = SlowEmbedder(8, delay=1.5)
    store = PostgresStore(pgvector_dsn, table_prefix=prefix, timeouts=brief)
    vault = MemoryVault(store, embedder=slow)  # not opened: the store holds other vectors
    try:
        async with asyncio.timeout(GUARD_S):
            assert await vault.reembed() == 3
        assert await vault.count(user_id="u") == 3
    finally:
        await vault.aclose()


async def test_a_vault_opened_from_a_url_takes_its_timeouts_from_the_query(
    pgvector_database: str,
) -> None:
    """``MemoryVault("postgresql://...?lock_timeout=...")``, the way the CLI opens
    ``MEMVAULT_URL``, bounds its calls as the URL says (in a database of its own: a vault
    opened from a URL uses the default table prefix)."""
    url = f"{pgvector_database}&lock_timeout=0.5&operation_timeout=20"
    async with MemoryVault(url, embedder=HashEmbedder(8)) as vault:
        await vault.add("a memory", user_id="u")
        async with await psycopg.AsyncConnection.connect(pgvector_database) as locker:
            await lock(locker, "memvault_memories")
            async with asyncio.timeout(GUARD_S):
                with pytest.raises(BackendUnavailable, match=r"0\.5 s \(lock_timeout\)"):
                    await vault.count(user_id="u")
        assert await vault.count(user_id="u") == 1


async def test_a_callers_pool_keeps_its_session_settings_and_writes_are_still_bounded(
    postgres_dsn: str, table: str, locker: psycopg.AsyncConnection[Any]
) -> None:
    pool: AsyncConnectionPool[Any] = AsyncConnectionPool(
        postgres_dsn, open=False, min_size=1, max_size=1, kwargs={"autocommit": True}
    )
    await pool.open(wait=True, timeout=5)
    try:
        history = PostgresChatHistory("s", pool=pool, table=table, timeouts=SHORT)
        await history.add_message(Message.user("first"))
        assert [m.content for m in await history.get_messages()] == ["first"]
        async with pool.connection() as conn:
            rows = await (await conn.execute("SHOW lock_timeout")).fetchall()
        assert rows == [("0",)]  # the server's default, as the caller left it
        await lock(locker, table)
        async with asyncio.timeout(GUARD_S):
            with pytest.raises(BackendUnavailable, match=r"1 s \(lock_timeout\)"):
                await history.add_message(Message.user("second"))
        await locker.rollback()
        assert [m.content for m in await history.get_messages()] == ["first"]
    finally:
        await pool.close()
