"""A PostgreSQL store written by the previous schema opens with this one.

``tests/data/postgres_v0005.sql`` is a database that memvault 75ee390 wrote (store migrations
0001-0005: the content hash in column ``key``, the supersession key in ``slot``, knowledge in
the user's metadata): keyed, superseded and deduplicated facts, facts and messages that
``remember`` stored, an alias, a conversation, an edit and a deletion. ``postgres_v0005.json``
holds what that version read from it. Replayed into a fresh database, it opens with today's
store: every memory, event, timeline and search result is kept, knowledge has moved out of
the metadata, the columns and their indexes have their new names, and opening it again
changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from uuid import uuid4

import numpy as np
import psycopg
import pytest
from psycopg.conninfo import make_conninfo

from memvault.core.records import NewMemory, Selection, content_hash
from memvault.core.types import Knowledge, MemoryEntry, Scope
from memvault.stores.postgres import PostgresStore

pytestmark = pytest.mark.postgres

DATA = Path(__file__).parent.parent / "data"
EXPECTED: dict[str, Any] = json.loads((DATA / "postgres_v0005.json").read_text())
EMBEDDER = ("hash-trigram-md5-8", 8)
LISBON = "User's city is Lisbon"
SISTER = "User's sister is Alice"
MOVED = {
    LISBON: ({}, Knowledge(subject="user", attribute="city", value="Lisbon", entities=("Lisbon",),
                           source="I live in Lisbon now", session_id="s1")),
    SISTER: ({}, Knowledge(subject="user", attribute="sister", value="Alice", multi_valued=True,
                           entities=("Alice",), source="My sister is Alice and I have a beagle",
                           session_id="s1")),
    "my boss is Ann": ({}, Knowledge(alias="my boss", entity="Ann")),
    "I live in Lisbon now.": ({"role": "user"}, Knowledge(learned=("{LISBON}",))),
    "My sister is Alice and I have a beagle.": ({"role": "user"},
                                                Knowledge(learned=("{SISTER}",))),
}  # fmt: skip
"""What changes in a memory (by content): its metadata left, and its knowledge; ids of
learnt facts as ``{content}`` (ids are the fixture's)."""


@pytest.fixture
def database(pgvector_dsn: str) -> Iterator[str]:
    """A fresh database holding the previous version's tables; its DSN."""
    name = f"mv_{uuid4().hex[:12]}"
    with psycopg.connect(pgvector_dsn, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    dsn = make_conninfo(pgvector_dsn, dbname=name)
    try:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute((DATA / "postgres_v0005.sql").read_text())
        yield dsn
    finally:
        with psycopg.connect(pgvector_dsn, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE {name} WITH (FORCE)")


@pytest.fixture
async def store(database: str) -> AsyncIterator[PostgresStore]:
    made = PostgresStore(database)
    await made.open(*EMBEDDER)
    yield made
    await made.aclose()


def _time(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def _expected(memory: dict[str, Any], ids: dict[str, str]) -> MemoryEntry:
    metadata, knowledge = memory["metadata"], None
    if memory["content"] in MOVED:
        metadata, knowledge = MOVED[memory["content"]]
        if knowledge.learned:
            learned = tuple(ids[c.format(LISBON=LISBON, SISTER=SISTER)] for c in knowledge.learned)
            knowledge = Knowledge(learned=learned)
    return MemoryEntry.stored(
        memory["content"], metadata, memory["id"], memory["kind"], Scope(*memory["scope"]),
        _time(memory["created_at"]), _time(memory["updated_at"]), _time(memory["occurred_at"]),  # type: ignore[arg-type]
        memory["importance"], memory["key"], _time(memory["valid_to"]), memory["supersedes"],
        memory["superseded_by"], _time(memory["expires_at"]), knowledge,
    )  # fmt: skip


def _chain(by_id: dict[str, MemoryEntry], memory_id: str) -> list[str]:
    """The versions of a keyed fact's timeline, oldest first, by its links."""
    first = by_id[memory_id]
    while first.supersedes is not None:
        first = by_id[first.supersedes]
    chain = [first.id]
    while by_id[chain[-1]].superseded_by is not None:
        chain.append(str(by_id[chain[-1]].superseded_by))
    return chain


async def test_every_memory_event_timeline_and_search_survives(store: PostgresStore) -> None:
    memories = await store.scan(Selection(), limit=100, offset=0)
    ids = {m["content"]: m["id"] for m in EXPECTED["memories"]}
    assert memories == [_expected(m, ids) for m in EXPECTED["memories"]]
    by_id = {e.id: e for e in memories}
    for memory_id, events in EXPECTED["events"].items():
        got = [[e.event, e.content, e.metadata, e.at.isoformat()]
               for e in await store.events(memory_id, Scope())]  # fmt: skip
        assert got == events  # history is kept as it was recorded
    assert {i: _chain(by_id, i) for i in EXPECTED["chains"]} == EXPECTED["chains"]
    for search in EXPECTED["keyword"]:
        hits = await store.keyword_search(search["terms"], Selection(**search["selection"]), 10,
                                          context_weight=search["weight"])  # fmt: skip
        assert [e.id for e, _ in hits] == [i for i, _ in search["hits"]]
        assert [s for _, s in hits] == pytest.approx([s for _, s in search["hits"]], rel=1e-9)
    for search in EXPECTED["vector"]:
        query = np.array(search["query"], dtype=np.float32)
        hits = await store.vector_search(query, Selection(user_id="u"), 5)
        assert [e.id for e, _ in hits] == [i for i, _ in search["hits"]]
        assert [s for _, s in hits] == pytest.approx([s for _, s in search["hits"]], rel=1e-6)
    chosen = await store.scan(Selection(attributes=("city", "sister")), limit=10, offset=0)
    assert [e.content for e in chosen] == [LISBON, SISTER]


async def test_the_renamed_columns_work_and_reopening_changes_nothing(
    database: str, store: PostgresStore
) -> None:
    with psycopg.connect(database) as conn:
        columns = {r[0] for r in conn.execute(
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_name = 'memvault_memories'")}  # fmt: skip
        indexes = {r[0] for r in conn.execute(
            "SELECT indexname FROM pg_indexes WHERE tablename = 'memvault_memories'")}  # fmt: skip
        applied = conn.execute("SELECT name FROM memvault_migrations ORDER BY name").fetchall()
    assert {"content_hash", "key", "knowledge"} <= columns
    assert "slot" not in columns
    assert {"memvault_content_hash", "memvault_fact_key"} <= indexes
    assert [name for (name,) in applied][-4:] == [
        "0006_knowledge", "0007_content_hash_and_key", "0008_exact_metadata", "0009_turn_order",
    ]  # fmt: skip
    before = await store.scan(Selection(), limit=100, offset=0)
    async with PostgresStore(database) as again:
        await again.open(*EMBEDDER)
        assert await again.scan(Selection(), limit=100, offset=0) == before
    with psycopg.connect(database) as conn:
        assert (
            conn.execute("SELECT name FROM memvault_migrations ORDER BY name").fetchall() == applied
        )
    # a fact said again merges by content hash; a new value supersedes by key
    vector = np.ones(EMBEDDER[1], dtype=np.float32) / np.sqrt(EMBEDDER[1])
    tea = MemoryEntry("LIKES green tea", scope=Scope("u"))
    [(merged, event)] = await store.write([NewMemory(tea, vector, content_hash(tea.content))])
    assert (event, merged.content) == ("UPDATE", "Likes green tea")
    madrid = MemoryEntry("User's city is Madrid", scope=Scope("u"), key="user.city")
    [(added, _)] = await store.write([NewMemory(madrid, vector, content_hash(madrid.content))])
    lisbon = next(e for e in before if e.content == LISBON)
    assert (added.supersedes, (await store.get(lisbon.id, Scope())).superseded_by) == (
        lisbon.id,
        added.id,
    )
