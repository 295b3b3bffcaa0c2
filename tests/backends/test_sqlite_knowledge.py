"""What memvault learnt about a memory (``MemoryEntry.knowledge``) in the SQLite store: kept
in its own column on every read path, replaced by a repeated fact, untouched by ``update``,
selected by ``Selection.attributes``; and moved there out of the metadata of files written
before the column existed."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from memvault.core.records import NewMemory, Selection, content_hash
from memvault.core.types import Knowledge, MemoryEntry, Scope
from memvault.infra.sqlite import SQLiteDatabase, SQLiteMigrations
from memvault.stores.sqlite import SQLiteStore, filters, schema

DIM = 4
AT = datetime(2024, 1, 1, tzinfo=UTC)
CITY = Knowledge(subject="user", attribute="city", value="Berlin", entities=("Berlin",))
JOB = Knowledge(subject="user", attribute="job", value="nurse", source="I am a nurse")


def unit(i: int) -> npt.NDArray[np.float32]:
    vector = np.zeros(DIM, np.float32)
    vector[i % DIM] = 1.0
    return vector


def fact(content: str, knowledge: Knowledge | None, *, i: int = 0, **fields: Any) -> NewMemory:
    entry = MemoryEntry(
        content, scope=Scope(user_id="u"), created_at=AT, knowledge=knowledge, **fields
    )
    return NewMemory(entry, unit(i), content_hash(content))


@pytest.fixture
async def store() -> AsyncIterator[SQLiteStore]:
    store = SQLiteStore(":memory:")
    await store.open("test", DIM)
    yield store
    store.close()


async def test_knowledge_is_read_back_on_every_path(store: SQLiteStore) -> None:
    [(city, _), (job, _), (plain, _)] = await store.write(
        [fact("lives in Berlin", CITY), fact("works as a nurse", JOB, i=1), fact("likes tea", None)]
    )
    assert (city.knowledge, job.knowledge, plain.knowledge) == (CITY, JOB, None)
    assert (await store.get(city.id, Scope())).knowledge == CITY
    scanned = await store.scan(Selection("u"), limit=10, offset=0)
    assert [e.knowledge for e in scanned] == [CITY, JOB, None]
    [(hit, _)] = await store.keyword_search(["berlin"], Selection("u"), 5)
    assert hit.knowledge == CITY
    (hit, _), *_ = await store.vector_search(unit(1), Selection("u"), 5)
    assert hit.knowledge == JOB
    assert city.metadata == {}  # never mixed into the user's metadata


async def test_update_keeps_knowledge_and_a_repeated_fact_replaces_it(store: SQLiteStore) -> None:
    [(city, _)] = await store.write([fact("lives in Berlin", CITY)])
    updated = await store.update(
        city.id, content=None, metadata={"note": 1}, vector=None, content_hash=None, at=AT
    )
    assert updated.knowledge == CITY
    assert (await store.get(city.id, Scope())).knowledge == CITY
    [(again, event)] = await store.write([fact("lives in Berlin", None)])
    assert (event, again.id, again.knowledge) == ("UPDATE", city.id, CITY)  # None keeps it
    newer = Knowledge(subject="user", attribute="city", value="Berlin", source="said again")
    [(again, event)] = await store.write([fact("Lives in  berlin", newer)])
    assert (event, again.id, again.knowledge) == ("UPDATE", city.id, newer)
    assert (await store.get(city.id, Scope())).knowledge == newer


async def test_selection_attributes_keeps_only_those_facts(store: SQLiteStore) -> None:
    await store.write(
        [
            fact("lives in Berlin", CITY),
            fact("works as a nurse", JOB, i=1),
            fact("Berlin is big", None, i=0),
            fact("alias Bob", Knowledge(alias="Bob", entity="Robert")),
        ]
    )
    cities = Selection("u", attributes=("city",))
    assert [e.content for e in await store.scan(cities, limit=9, offset=0)] == ["lives in Berlin"]
    both = Selection("u", attributes=("job", "city"))
    assert await store.count(both) == 2
    assert await store.count(Selection("u", attributes=())) == 0
    assert await store.count(Selection("other", attributes=("city",))) == 0
    hits = await store.keyword_search(["berlin"], cities, 5)
    assert [e.content for e, _ in hits] == ["lives in Berlin"]
    hits = await store.vector_search(unit(0), Selection("u", attributes=("job",)), 5)
    assert [e.content for e, _ in hits] == ["works as a nurse"]
    assert len(await store.keyword_search(["berlin"], Selection("u"), 5)) == 2
    assert await store.forget(Selection("u", attributes=("job",))) == 1
    assert await store.count(Selection("u")) == 3


async def test_the_attribute_selection_is_answered_from_an_index(store: SQLiteStore) -> None:
    where, args = filters.selection_sql(Selection("u", attributes=("city",)))
    with store._db.read() as conn:
        plan = conn.execute(
            f"EXPLAIN QUERY PLAN SELECT m.seq FROM memories AS m WHERE {where}", args
        ).fetchall()
    assert "memories_attribute" in str(plan)


LEGACY = [
    # (kind, slot, metadata) as earlier versions wrote them
    ("fact", "user.city", {"subject": "user", "attribute": "city", "value": "Berlin",
      "negated": False, "multi_valued": False, "entities": ["Berlin"], "source": "I live in"
      " Berlin", "session_id": "s1", "mine": 1}),
    ("fact", None, {"subject": "user", "attribute": None, "value": None, "negated": False,
      "multi_valued": False, "entities": []}),
    ("fact", "alias.bob", {"alias": "Bob", "entity": "Robert", "mine": True}),
    ("message", None, {"role": "user", "facts": ["f1", "f2"]}),
    ("message", None, {"role": "user", "facts": "not a list"}),
    ("fact", None, {"subject": "user", "colour": "blue"}),  # the user's own keys
    ("fact", None, {"subject": 3, "attribute": "x"}),  # not a valid Knowledge: left as is
    ("episode", None, {"facts": ["f1"]}),
]  # fmt: skip


async def test_a_file_from_before_the_column_moves_knowledge_out_of_metadata(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.db"
    old = SQLiteMigrations("store")
    for migration in schema.migrations:
        if migration.name < "0004":
            old.register(migration.name)(migration.apply)
    database = SQLiteDatabase(path, [old])
    with database.transaction() as conn:
        conn.executemany(
            "INSERT INTO memories (id, kind, content, user_id, metadata, occurred_at,"
            " created_at, updated_at, vector, slot) VALUES (?, ?, ?, 'u', ?, ?, ?, ?, ?, ?)",
            [
                (f"m{i}", kind, f"memory {i}", json.dumps(meta), AT.isoformat(),
                 AT.isoformat(), AT.isoformat(), unit(i).tobytes(), slot)
                for i, (kind, slot, meta) in enumerate(LEGACY)
            ],
        )  # fmt: skip
    database.close()
    store = SQLiteStore(path)
    await store.open("test", DIM)
    entries = {e.id: e for e in await store.scan(Selection(), limit=20, offset=0)}
    store.close()
    assert entries["m0"].metadata == {"mine": 1}
    assert entries["m0"].knowledge == Knowledge(
        subject="user", attribute="city", value="Berlin", entities=("Berlin",),
        source="I live in Berlin", session_id="s1",
    )  # fmt: skip
    assert (entries["m1"].metadata, entries["m1"].knowledge) == ({}, Knowledge(subject="user"))
    assert entries["m2"].metadata == {"mine": True}
    assert entries["m2"].knowledge == Knowledge(alias="Bob", entity="Robert")
    assert entries["m3"].metadata == {"role": "user"}
    assert entries["m3"].knowledge == Knowledge(learned=("f1", "f2"))
    for i in (4, 5, 6, 7):
        assert entries[f"m{i}"].metadata == LEGACY[i][2]
        assert entries[f"m{i}"].knowledge is None
    conn = sqlite3.connect(path)
    assert {"knowledge"} <= {row[1] for row in conn.execute("PRAGMA table_info(memories)")}
    conn.close()
