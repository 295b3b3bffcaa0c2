"""What memvault learnt about a memory (``MemoryEntry.knowledge``) in the PostgreSQL store: its
own ``knowledge`` column, written with a memory, read on every path, replaced when a fact is
said again, searched by ``Selection.attributes``, and moved there out of the user's metadata
by the migration that added it."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest

from memvault.core.records import Selection
from memvault.core.types import Knowledge, Scope
from memvault.infra.postgres import PostgresDatabase, PostgresMigrations
from memvault.stores.postgres import PostgresStore, store_migrations
from tests.backends import test_postgres_store
from tests.backends.test_postgres_store import (
    DIM,
    NOW,
    new,
    run,
    unit,
)

pytestmark = pytest.mark.postgres

prefix = test_postgres_store.prefix  # the fixtures: a fresh table prefix, a store opened on it
store = test_postgres_store.store

CITY = Knowledge(subject="user", attribute="city", value="Berlin", entities=("Berlin",),
                 source="I live in Berlin")  # fmt: skip
PET = Knowledge(subject="user", attribute="pet", value="beagle", negated=True)


async def test_knowledge_is_written_and_read_on_every_path(store: PostgresStore) -> None:
    city = new("lives in Berlin", unit([1.0]), user_id="u", knowledge=CITY)
    pet = new("has no beagle", unit([0.0, 1.0]), user_id="u", knowledge=PET)
    plain = new("Berlin is big", unit([1.0, 0.1]), user_id="u")
    written = [e for e, _ in await store.write([city, pet, plain])]
    assert [e.knowledge for e in written] == [CITY, PET, None]
    assert (await store.get(written[0].id, Scope())).knowledge == CITY
    scanned = await store.scan(Selection(user_id="u"), limit=10, offset=0)
    assert {e.content: e.knowledge for e in scanned} == {
        "lives in Berlin": CITY, "has no beagle": PET, "Berlin is big": None
    }  # fmt: skip
    for selection in (Selection(user_id="u"), Selection()):  # postings, then SQL
        hits = await store.keyword_search(["Berlin"], selection, 10)
        assert {e.content: e.knowledge for e, _ in hits} == {
            "lives in Berlin": CITY, "Berlin is big": None
        }  # fmt: skip
    [(nearest, _), *_] = await store.vector_search(unit([1.0]), Selection(), 3)
    assert nearest.knowledge == CITY
    removed = await store.delete(written[1].id, at=NOW)
    assert removed.knowledge == PET


async def test_update_keeps_knowledge_and_a_repeated_fact_replaces_it(
    store: PostgresStore,
) -> None:
    [(first, _)] = await store.write([new("lives in Berlin", user_id="u", knowledge=CITY)])
    later = NOW + timedelta(hours=1)
    changed = await store.update(first.id, content=None, metadata={"note": 1}, vector=None,
                                 content_hash=None, at=later)  # fmt: skip
    assert changed.knowledge == CITY
    assert (await store.get(first.id, Scope())).knowledge == CITY
    [(merged, event)] = await store.write([new("Lives in  berlin", user_id="u")])
    assert (event, merged.knowledge) == ("UPDATE", CITY)  # none said: the old one stays
    moved = Knowledge(subject="user", attribute="home", value="Berlin")
    [(merged, event)] = await store.write([new("lives in berlin", user_id="u", knowledge=moved)])
    assert (event, merged.id, merged.knowledge) == ("UPDATE", first.id, moved)
    assert (await store.get(first.id, Scope())).knowledge == moved
    batch = await store.write([new("likes tea", user_id="u", knowledge=CITY),
                               new("Likes tea", user_id="u", knowledge=PET)])  # fmt: skip
    assert [(e.knowledge, event) for e, event in batch] == [(CITY, "ADD"), (PET, "UPDATE")]
    assert (await store.get(batch[0][0].id, Scope())).knowledge == PET


async def test_attributes_select_inside_every_query(store: PostgresStore) -> None:
    home = Knowledge(subject="user", attribute="home", value="Berlin flat")
    await store.write([
        new("lives in Berlin", unit([1.0]), user_id="u", knowledge=CITY),
        new("has a Berlin flat", unit([0.9, 0.1]), user_id="u", knowledge=home),
        new("has no Berlin beagle", unit([0.8, 0.2]), user_id="u", knowledge=PET),
        new("Berlin again", unit([1.0]), user_id="u"),
        new("Berlin of another", unit([1.0]), user_id="w", knowledge=CITY),
    ])  # fmt: skip
    for user in ("u", None):
        chosen = Selection(user_id=user, attributes=("city", "home"))
        expected = {"lives in Berlin", "has a Berlin flat"} | (
            {"Berlin of another"} if user is None else set()
        )
        scanned = await store.scan(chosen, limit=10, offset=0)
        assert {e.content for e in scanned} == expected
        assert await store.count(chosen) == len(expected)
        hits = await store.keyword_search(["Berlin"], chosen, 10)
        assert {e.content for e, _ in hits} == expected
        near = await store.vector_search(unit([1.0]), chosen, 10)
        assert {e.content for e, _ in near} == expected
    assert await store.count(Selection(attributes=())) == 0
    assert await store.count(Selection(attributes=("pet",), kinds=("fact",))) == 1


def _legacy_store(dsn: str, prefix: str) -> PostgresMigrations:
    """The migrations of the store before knowledge had a column (up to 0005)."""
    previous = PostgresMigrations(f"store:{prefix}")
    for migration in store_migrations(prefix):
        if migration.name < "0006":
            previous.register(migration.name)(migration.apply)
    return previous


LEGACY: list[tuple[str, str, str | None, dict[str, Any]]] = [
    (
        "f1",
        "fact",
        "user.city",
        {
            "subject": "user",
            "attribute": "city",
            "value": "Berlin",
            "negated": False,
            "multi_valued": False,
            "entities": ["Berlin"],
            "source": "I live in Berlin",
            "session_id": "s1",
            "mine": 1,
        },
    ),
    ("f2", "fact", None, {"subject": "user", "attribute": None, "value": None, "entities": []}),
    ("f3", "fact", None, {"subject": "user", "source": "only a subject"}),
    ("f4", "fact", "alias.boss", {"alias": "boss", "entity": "Ann", "keep": True}),
    ("f5", "fact", "user.pet", {"alias": "boss", "entity": "Ann"}),
    ("f6", "fact", None, {"subject": 7, "attribute": "age", "value": "7"}),
    ("m1", "message", None, {"role": "user", "facts": ["f1", "f4"]}),
    ("m2", "message", None, {"role": "user", "facts": "not a list"}),
    ("e1", "episode", None, {"subject": "user", "attribute": "city"}),
]


async def test_the_migration_moves_knowledge_out_of_metadata(
    pgvector_dsn: str, prefix: str
) -> None:
    """Stores written before the ``knowledge`` column kept it in the user's metadata."""
    legacy = _legacy_store(pgvector_dsn, prefix)
    async with PostgresDatabase(pgvector_dsn, [legacy]) as db, db.connection() as conn:
        await conn.execute(f"SELECT 1 FROM {prefix}_memories LIMIT 0")  # migrates up to 0005
    run(pgvector_dsn, f"INSERT INTO {prefix}_store_meta VALUES ('embedder', 'test-embedder'),"
        f" ('dim', '{DIM}')")  # fmt: skip
    for id_, kind, slot, meta in LEGACY:
        run(
            pgvector_dsn,
            f"INSERT INTO {prefix}_memories (id, kind, content, slot, metadata, occurred_at,"
            " created_at, updated_at, embedding) VALUES (%s, %s, %s, %s, %s::jsonb, %s, %s,"
            f" %s, '[1{',0' * (DIM - 1)}]')",
            (id_, kind, f"memory {id_}", slot, json.dumps(meta), NOW, NOW, NOW),
        )
    async with PostgresStore(pgvector_dsn, table_prefix=prefix) as store:
        await store.open("test-embedder", DIM)
        got = {e.id: (e.metadata, e.knowledge)
               for e in await store.scan(Selection(), limit=20, offset=0)}  # fmt: skip
    assert got == {
        "f1": ({"mine": 1}, Knowledge(subject="user", attribute="city", value="Berlin",
                                      entities=("Berlin",), source="I live in Berlin",
                                      session_id="s1")),
        "f2": ({}, Knowledge(subject="user")),
        "f3": (LEGACY[2][3], None),
        "f4": ({"keep": True}, Knowledge(alias="boss", entity="Ann")),
        "f5": (LEGACY[4][3], None),
        "f6": ({"subject": 7}, Knowledge(attribute="age", value="7")),
        "m1": ({"role": "user"}, Knowledge(learned=("f1", "f4"))),
        "m2": (LEGACY[7][3], None),
        "e1": (LEGACY[8][3], None),
    }  # fmt: skip
