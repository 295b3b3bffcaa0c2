"""PostgreSQL on a session id many users share: writing one user's turn reads none of the
other users' turns of that session id, neither to start the new turn's keyword context nor
to refresh the contexts around it (both queries probe the index of session, user, agent and
seq, migration ``0009_turn_order``). Counted in the buffers each query touches
(``EXPLAIN (ANALYZE, BUFFERS)``, rolled back), not in seconds."""

from __future__ import annotations

import json
from typing import Any

import psycopg
import pytest
from psycopg import sql

from memvault.core.records import NewMemory
from memvault.stores.postgres import PostgresStore
from memvault.stores.postgres.schema import Tables
from memvault.stores.postgres.text import (
    CONTEXT_RADIUS,
    previous_turns_query,
    refresh_context_query,
)
from tests.backends import test_postgres_store
from tests.backends.test_postgres_store import new

pytestmark = pytest.mark.postgres

prefix = test_postgres_store.prefix  # the fixture: a fresh table prefix


def _message(content: str, user: str) -> NewMemory:
    return new(content, fact=False, user_id=user, session_id="main")


def _buffers(conn: psycopg.Connection[Any], query: sql.Composed, params: Any) -> int:
    """The shared buffers ``query`` touches, run under ``EXPLAIN (ANALYZE, BUFFERS)``."""
    explain = sql.SQL("EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ") + query
    [(plan,)] = conn.execute(explain, params).fetchall()
    top = (plan if isinstance(plan, list) else json.loads(plan))[0]["Plan"]
    return int(top["Shared Hit Blocks"]) + int(top["Shared Read Blocks"])


async def _blocks(dsn: str, prefix: str, others: int) -> tuple[int, int]:
    """The buffers that reading user ``u``'s last turns before a new one, then refreshing
    the contexts around it, touch when ``others`` messages of other users of the same
    session id lie between that turn and their previous one."""
    store = PostgresStore(dsn, table_prefix=prefix)
    await store.open("test-embedder", test_postgres_store.DIM)
    try:
        await store.write([_message("where to?", "u")])
        await store.write([_message(f"turn {i}", f"v{i % 50}") for i in range(others)])
        [(written, _)] = await store.write([_message("Rome", "u")])
    finally:
        await store.aclose()
    t = Tables.of(prefix)
    with psycopg.connect(dsn) as conn:  # one transaction, rolled back on leaving
        conn.execute(sql.SQL("ANALYZE {}").format(sql.Identifier(t.memories)))
        [(seq,)] = conn.execute(
            sql.SQL("SELECT seq FROM {} WHERE id = %s").format(sql.Identifier(t.memories)),
            (written.id,),
        ).fetchall()
        session = (["u"], [None], ["main"])
        read = _buffers(conn, previous_turns_query(t.sql), (*session, CONTEXT_RADIUS))
        refresh = _buffers(conn, refresh_context_query(t.sql), (*session, [seq], [seq]))
        conn.rollback()
    return read, refresh


async def test_other_users_turns_of_a_shared_session_id_are_not_read(
    pgvector_dsn: str, prefix: str
) -> None:
    counts = []
    for others in (2_000, 8_000):  # both large enough that the planner takes the index
        try:
            counts.append(await _blocks(pgvector_dsn, f"{prefix}_{others}", others))
        finally:
            test_postgres_store.drop_store(pgvector_dsn, f"{prefix}_{others}")
    few, many = counts
    # matched as IS NOT DISTINCT FROM: read 51 then 183 blocks, refresh 240 then 884; now 11, 34
    assert many[0] <= few[0] + 10, counts
    assert many[1] <= few[1] + 10, counts
