"""PostgreSQL chat histories against the real server: the conformance suite on a pool the
history opens from a DSN and on a pool the caller owns, plus what only a server can show
(restarts, migrations, concurrent writers, a server that is down)."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from typing import Any
from uuid import uuid4

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import make_conninfo
from psycopg_pool import AsyncConnectionPool

from memvault import (
    BackendUnavailable,
    InvalidInput,
    Message,
    PostgresChatHistory,
    SchemaVersionError,
    SlidingWindowChatHistory,
)
from memvault.history import PostgresSessionCatalog
from memvault.infra.postgres import PostgresDatabase
from memvault.sessions import create_postgres_history_manager
from tests.conformance.chat_history import ChatHistoryConformance, MakeHistory

pytestmark = pytest.mark.postgres

DOWN_DSN = "postgresql://u:s3cret@127.0.0.1:1/test"


async def run(dsn: str, query: Any, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Run one statement on a fresh connection of its own; rows if it returns any."""
    async with await psycopg.AsyncConnection.connect(dsn, autocommit=True) as conn:
        cur = await conn.execute(query, params)
        return await cur.fetchall() if cur.description else []


async def open_pool(dsn: str) -> AsyncConnectionPool[Any]:
    pool: AsyncConnectionPool[Any] = AsyncConnectionPool(dsn, open=False, min_size=1, max_size=4)
    await pool.open(wait=True, timeout=5)
    return pool


@pytest.fixture
async def table(postgres_dsn: str) -> AsyncIterator[str]:
    """A table name no other test uses; the table and its migration rows are dropped after."""
    name = f"t_{uuid4().hex[:12]}"
    yield name
    await run(postgres_dsn, sql.SQL("DROP TABLE IF EXISTS {}").format(sql.Identifier(name)))
    if (await run(postgres_dsn, "SELECT to_regclass('memvault_migrations')"))[0][0]:
        await run(
            postgres_dsn,
            "DELETE FROM memvault_migrations WHERE component = %s",
            (f"chat_history:{name}",),
        )


class TestPostgresOwnedPool(ChatHistoryConformance):
    """Histories sharing one PostgresDatabase that opened its pool from the DSN."""

    @pytest.fixture
    async def make_history(self, postgres_dsn: str, table: str) -> MakeHistory:  # type: ignore[misc]
        db = PostgresDatabase(postgres_dsn)

        async def make(session_id: str) -> PostgresChatHistory:
            return PostgresChatHistory(session_id, pool=db, table=table)

        yield make
        await db.aclose()


class TestPostgresCallerPool(ChatHistoryConformance):
    """Histories sharing one AsyncConnectionPool that the caller opened and closes."""

    @pytest.fixture
    async def make_history(self, postgres_dsn: str, table: str) -> MakeHistory:  # type: ignore[misc]
        pool = await open_pool(postgres_dsn)

        async def make(session_id: str) -> PostgresChatHistory:
            return PostgresChatHistory(session_id, pool=pool, table=table)

        yield make
        await pool.close()


async def test_messages_survive_a_new_history_and_pool(postgres_dsn: str, table: str) -> None:
    sent = [Message.user("remember me"), Message.assistant("I will")]
    async with PostgresChatHistory("s", postgres_dsn, table=table) as history:
        await history.add_messages(sent)
    async with PostgresChatHistory("s", postgres_dsn, table=table) as reopened:
        assert await reopened.get_messages() == sent


async def test_a_closed_history_reopens_its_pool_on_next_use(postgres_dsn: str, table: str) -> None:
    history = PostgresChatHistory("s", postgres_dsn, table=table)
    await history.add_message(Message.user("before"))
    await history.aclose()
    await history.add_message(Message.user("after"))
    assert [m.content for m in await history.get_messages()] == ["before", "after"]
    await history.aclose()


async def test_schema_is_what_the_migration_promises(postgres_dsn: str, table: str) -> None:
    async with PostgresChatHistory("s", postgres_dsn, table=table) as history:
        await history.add_message(Message.user("x"))
    columns = await run(
        postgres_dsn,
        "SELECT column_name, data_type FROM information_schema.columns"
        " WHERE table_name = %s ORDER BY ordinal_position",
        (table,),
    )
    assert columns == [
        ("seq", "bigint"),
        ("session_id", "text"),
        ("message_id", "text"),
        ("message", "jsonb"),
        ("created_at", "timestamp with time zone"),
    ]
    indexes = await run(
        postgres_dsn, "SELECT indexdef FROM pg_indexes WHERE tablename = %s", (table,)
    )
    assert any("(session_id, seq)" in row[0] for row in indexes)


async def test_migrations_are_recorded_once(postgres_dsn: str, table: str) -> None:
    for _ in range(2):
        async with PostgresChatHistory("s", postgres_dsn, table=table) as history:
            await history.add_message(Message.user("x"))
    rows = await run(
        postgres_dsn,
        "SELECT component, name FROM memvault_migrations WHERE component = %s",
        (f"chat_history:{table}",),
    )
    assert rows == [
        (f"chat_history:{table}", "0001_create_chat_messages"),
        (f"chat_history:{table}", "0002_index_message_ids"),
    ]


async def test_first_use_from_many_pools_at_once_migrates_once(
    postgres_dsn: str, table: str
) -> None:
    """The advisory lock: five pools meeting an empty database at once, one CREATE TABLE."""
    histories = [PostgresChatHistory(f"s{i}", postgres_dsn, table=table) for i in range(5)]
    try:
        assert await asyncio.gather(*(h.get_messages() for h in histories)) == [[]] * 5
    finally:
        for history in histories:
            await history.aclose()
    rows = await run(
        postgres_dsn,
        "SELECT name FROM memvault_migrations WHERE component = %s",
        (f"chat_history:{table}",),
    )
    assert sorted(rows) == [("0001_create_chat_messages",), ("0002_index_message_ids",)]


async def test_a_database_from_a_newer_version_is_refused(postgres_dsn: str, table: str) -> None:
    async with PostgresChatHistory("s", postgres_dsn, table=table) as history:
        await history.add_message(Message.user("old data"))
    await run(
        postgres_dsn,
        "INSERT INTO memvault_migrations VALUES (%s, '9999_from_the_future', now())",
        (f"chat_history:{table}",),
    )
    async with PostgresChatHistory("s", postgres_dsn, table=table) as newer:
        with pytest.raises(SchemaVersionError, match="9999_from_the_future"):
            await newer.get_messages()
        with pytest.raises(SchemaVersionError):
            await newer.add_message(Message.user("must not be written"))
    rows = await run(postgres_dsn, sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(table)))
    assert rows == [(1,)]


async def test_a_callers_pool_is_left_open(postgres_dsn: str, table: str) -> None:
    pool = await open_pool(postgres_dsn)
    try:
        async with PostgresChatHistory("s", pool=pool, table=table) as history:
            await history.add_message(Message.user("x"))
        async with create_postgres_history_manager(pool=pool, table=table) as manager:
            assert await manager.list_sessions() == ["s"]
        async with PostgresSessionCatalog(pool=pool, table=table) as catalog:
            assert await catalog.list_sessions() == ["s"]
        assert not pool.closed
        async with pool.connection() as conn:
            assert await (await conn.execute("SELECT 1")).fetchone() == (1,)
    finally:
        await pool.close()


async def test_a_pool_that_is_not_open_is_a_clear_error(postgres_dsn: str, table: str) -> None:
    pool: AsyncConnectionPool[Any] = AsyncConnectionPool(postgres_dsn, open=False)
    history = PostgresChatHistory("s", pool=pool, table=table)
    with pytest.raises(InvalidInput, match="pool"):
        await history.get_messages()


@pytest.mark.parametrize(
    "bad",
    ["", "1abc", "a-b", "a b", "x" * 64, 'a"; DROP TABLE x; --', "tablé", "t\n", "public.t", 3],
)
def test_bad_table_name_is_rejected(postgres_dsn: str, bad: object) -> None:
    with pytest.raises(InvalidInput, match="table"):
        PostgresChatHistory("s", postgres_dsn, table=bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="table"):
        PostgresSessionCatalog(postgres_dsn, table=bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="table"):
        create_postgres_history_manager(postgres_dsn, table=bad)  # type: ignore[arg-type]


async def test_a_63_character_table_name_works(postgres_dsn: str) -> None:
    name = "t" * 63
    try:
        async with PostgresChatHistory("s", postgres_dsn, table=name) as history:
            await history.add_message(Message.user("long"))
            assert [m.content for m in await history.get_messages()] == ["long"]
    finally:
        await run(postgres_dsn, sql.SQL("DROP TABLE IF EXISTS {}").format(sql.Identifier(name)))
        await run(
            postgres_dsn,
            "DELETE FROM memvault_migrations WHERE component = %s",
            (f"chat_history:{name}",),
        )


async def test_dsn_and_pool_are_exactly_one(postgres_dsn: str) -> None:
    with pytest.raises(InvalidInput, match=r"dsn.*pool.*neither"):
        PostgresChatHistory("s")
    pool: AsyncConnectionPool[Any] = AsyncConnectionPool(postgres_dsn, open=False)
    with pytest.raises(InvalidInput, match=r"dsn.*pool.*both"):
        PostgresChatHistory("s", postgres_dsn, pool=pool)
    db = PostgresDatabase(postgres_dsn)
    with pytest.raises(InvalidInput, match=r"dsn.*pool.*both"):
        PostgresChatHistory("s", postgres_dsn, pool=db)
    with pytest.raises(InvalidInput, match=r"dsn.*pool.*neither"):
        create_postgres_history_manager()
    with pytest.raises(InvalidInput, match=r"dsn.*pool.*neither"):
        PostgresSessionCatalog()


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"dsn": 5432}, "dsn"),
        ({"dsn": ""}, "dsn"),
        ({"pool": "postgresql://localhost/test"}, "pool"),
        ({"pool": object()}, "pool"),
        ({"dsn": DOWN_DSN, "connect_timeout": 0}, "connect_timeout"),
        ({"dsn": DOWN_DSN, "connect_timeout": "5"}, "connect_timeout"),
        ({"dsn": DOWN_DSN, "connect_timeout": float("nan")}, "connect_timeout"),
    ],
)
def test_wrong_argument_types_are_rejected(kwargs: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput, match=field):
        PostgresChatHistory("s", **kwargs)


def test_session_id_is_checked() -> None:
    with pytest.raises(InvalidInput, match="session_id"):
        PostgresChatHistory("", DOWN_DSN)
    with pytest.raises(InvalidInput, match="session_id"):
        PostgresChatHistory(3, DOWN_DSN)  # type: ignore[arg-type]


def test_a_malformed_dsn_is_rejected_without_quoting_it() -> None:
    with pytest.raises(InvalidInput, match="dsn") as info:
        PostgresChatHistory("s", "postgresql://u:s3cret@[bad/x")
    assert "s3cret" not in str(info.value)
    assert info.value.__cause__ is None
    assert info.value.__suppress_context__


async def test_a_server_that_is_down_fails_fast_without_leaking_the_password(
    table: str,
) -> None:
    history = PostgresChatHistory("s", DOWN_DSN, table=table, connect_timeout=1)
    for call in (history.get_messages(), history.add_message(Message.user("x"))):
        started = time.monotonic()
        with pytest.raises(BackendUnavailable) as info:
            await call
        assert time.monotonic() - started < 5
        message = str(info.value)
        assert "127.0.0.1:1" in message
        assert "PostgreSQL" in message
        assert "s3cret" not in message
        assert "s3cret" not in repr(info.value)
        assert isinstance(info.value.__cause__, psycopg.OperationalError)
    assert "s3cret" not in repr(history)
    await history.aclose()


async def test_a_server_that_never_answers_fails_within_connect_timeout(table: str) -> None:
    """libpq waits at least 2 s for a silent server; the call must not wait that long."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        port = silent.getsockname()[1]
        history = PostgresChatHistory(
            "s", f"postgresql://u:s3cret@127.0.0.1:{port}/test", table=table, connect_timeout=1
        )
        started = time.monotonic()
        with pytest.raises(BackendUnavailable, match=f"127.0.0.1:{port}.*within 1 s"):
            await history.get_messages()
        assert time.monotonic() - started < 1.8
        await history.aclose()


async def test_a_server_that_is_down_fails_fast_with_the_manager(table: str) -> None:
    async with create_postgres_history_manager(DOWN_DSN, table=table, connect_timeout=1) as manager:
        started = time.monotonic()
        with pytest.raises(BackendUnavailable, match=r"127\.0\.0\.1:1"):
            await manager.list_sessions()
        assert time.monotonic() - started < 5


async def test_two_concurrent_writers_lose_nothing(postgres_dsn: str, table: str) -> None:
    """Two pools, one session, appends interleaved: every message kept, each in its order."""
    n = 100

    async def write(history: PostgresChatHistory, tag: str) -> None:
        for i in range(n):
            await history.add_message(Message.user(f"{tag}-{i}"))

    async with (
        PostgresChatHistory("shared", postgres_dsn, table=table) as first,
        PostgresChatHistory("shared", postgres_dsn, table=table) as second,
    ):
        await asyncio.gather(write(first, "a"), write(second, "b"))
        contents = [m.content for m in await first.get_messages()]
    assert len(contents) == 2 * n
    for tag in ("a", "b"):
        assert [c for c in contents if c.startswith(tag)] == [f"{tag}-{i}" for i in range(n)]
    assert contents != sorted(contents, key=lambda c: c[0]), "the writers did not interleave"


async def test_concurrent_batches_to_one_session_stay_contiguous(
    postgres_dsn: str, table: str
) -> None:
    """Issue 12 B.8: each message of a batch took its ``seq`` on its own, so another
    writer's message could land inside a batch (408 of 1,500 batches), separating a tool
    call from its result. Five writers on their own pools append 30 batches of 4 to one
    session at once: each batch's messages come back adjacent and in order."""
    writers, batches, size = 5, 30, 4

    async def write(history: PostgresChatHistory, w: int) -> None:
        for b in range(batches):
            await history.add_messages([Message.user(f"{w}:{b}:{i}") for i in range(size)])

    histories = [PostgresChatHistory("shared", postgres_dsn, table=table) for _ in range(writers)]
    try:
        await asyncio.gather(*(write(h, w) for w, h in enumerate(histories)))
        contents = [m.content for m in await histories[0].get_messages()]
    finally:
        for history in histories:
            await history.aclose()
    assert len(contents) == writers * batches * size
    runs = [contents[i : i + size] for i in range(0, len(contents), size)]
    split = [run for run in runs if len({c.rsplit(":", 1)[0] for c in run}) != 1]
    assert split == [], f"{len(split)} of {len(runs)} batches interleaved"
    assert all([c.rsplit(":", 1)[1] for c in run] == ["0", "1", "2", "3"] for run in runs)


async def test_a_batch_is_atomic_on_the_server(postgres_dsn: str, table: str) -> None:
    """A batch the server rejects half-way (a NUL slipped past in a subclass) writes nothing."""
    async with PostgresChatHistory("s", postgres_dsn, table=table) as history:
        await history.add_message(Message.user("kept"))
        good = Message.user("fine")
        bad = Message.user("broken")
        object.__setattr__(bad, "content", "nul \x00 here")
        with pytest.raises(psycopg.Error):
            await history.add_messages([good, bad])
        assert [m.content for m in await history.get_messages()] == ["kept"]


async def test_catalog_lists_and_deletes_stored_sessions(postgres_dsn: str, table: str) -> None:
    for session in ("b", "a", "C"):
        async with PostgresChatHistory(session, postgres_dsn, table=table) as history:
            await history.add_message(Message.user(f"in {session}"))
    async with PostgresSessionCatalog(postgres_dsn, table=table) as catalog:
        assert await catalog.list_sessions() == ["C", "a", "b"]
        await catalog.delete_session("b")
        await catalog.delete_session("never-existed")
        assert await catalog.list_sessions() == ["C", "a"]
        with pytest.raises(InvalidInput, match="session_id"):
            await catalog.delete_session("")


async def test_an_empty_table_has_no_sessions(postgres_dsn: str, table: str) -> None:
    async with PostgresSessionCatalog(postgres_dsn, table=table) as catalog:
        assert await catalog.list_sessions() == []


async def test_manager_hands_out_one_history_per_session(postgres_dsn: str, table: str) -> None:
    async with create_postgres_history_manager(postgres_dsn, table=table) as manager:
        first = manager.get_history("one")
        assert manager.get_history("one") is first
        assert manager.get_history("two") is not first
        await first.add_message(Message.user("hello"))
        assert [m.content for m in await manager.get_history("one").get_messages()] == ["hello"]


async def test_manager_finds_sessions_written_earlier(postgres_dsn: str, table: str) -> None:
    async with create_postgres_history_manager(postgres_dsn, table=table) as manager:
        await manager.get_history("monday").add_message(Message.user("hello"))
    async with create_postgres_history_manager(postgres_dsn, table=table, window_size=1) as manager:
        assert await manager.list_sessions() == ["monday"]
        managed = await manager.get_history("monday")  # awaited, as the Nadoo-style API writes
        assert isinstance(managed.history, SlidingWindowChatHistory)
        await managed.add_message(Message.assistant("welcome back"))
        assert [m.content for m in await managed.get_messages()] == ["welcome back"]
        assert await manager.delete_session("monday") is True
        assert await manager.delete_session("monday") is False
        assert await manager.list_sessions() == []
    async with PostgresChatHistory("monday", postgres_dsn, table=table) as history:
        assert await history.get_messages() == []


async def test_manager_histories_share_one_pool(postgres_dsn: str, table: str) -> None:
    app = f"memvault_test_{uuid4().hex[:12]}"
    dsn = make_conninfo(postgres_dsn, application_name=app)
    async with create_postgres_history_manager(dsn, table=table) as manager:
        histories = [manager.get_history(f"s{i}") for i in range(20)]
        for history in histories:
            await history.add_message(Message.user("x"))
        assert 1 <= await connections_of(postgres_dsn, app) <= 2
        assert await manager.list_sessions() == sorted(f"s{i}" for i in range(20))
    assert await connections_of(postgres_dsn, app, settle=0) == 0


async def connections_of(dsn: str, app: str, *, settle: int | None = None) -> int:
    """Server connections named ``app``; with ``settle``, wait (2 s at most) until so many."""
    deadline = time.monotonic() + 2
    while True:
        rows = await run(
            dsn, "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s", (app,)
        )
        count: int = rows[0][0]
        if settle is None or count == settle or time.monotonic() > deadline:
            return count
        await asyncio.sleep(0.05)


IMPORT_WITHOUT_PSYCOPG = """
import sys
sys.modules["psycopg"] = None
sys.modules["psycopg_pool"] = None
from memvault import MissingDependency, PostgresChatHistory
try:
    PostgresChatHistory("s", "postgresql://localhost/test")
except MissingDependency as exc:
    print(exc.package, exc.extra)
"""


def test_the_module_imports_without_psycopg() -> None:
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_WITHOUT_PSYCOPG],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert result.stdout.split() == ["psycopg", "postgres"]
