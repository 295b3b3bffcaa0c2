"""A SQLite store file written by an earlier memvault opens with this one and loses nothing.

``tests/data/sqlite_store_v3.sql`` was dumped from a file memvault wrote at commit 75ee390
(schema migrations 0001-0003; how it was made is in its header). The expected search results
below are what that version's store returned for the same file."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from memvault.core.filters import parse_where
from memvault.core.records import Selection
from memvault.core.types import Knowledge, MemoryEntry, Scope
from memvault.embedders import HashEmbedder
from memvault.stores.sqlite import SQLiteStore
from memvault.vault.vault import MemoryVault

V3 = Path(__file__).parent.parent / "data" / "sqlite_store_v3.sql"

LISBON, PORTO, TEA, NURSE = "ec47585dcf13", "5327b3023677", "82a03b1e806c", "233606b1b684"
MADRID, PEANUTS, SAID_MADRID, SAID_PEANUTS = (
    "8f183ff6b018", "90437f50d2c1", "1b11a9776f07", "5f67c33a73ab"
)  # fmt: skip
BOSS, BEAGLE = "cf83dbccdf1c", "48ea43126c69"

KEYWORD_HITS = {  # what the store at 75ee390 found: BM25 with neighbouring turns at 0.5
    "dana lives": [(LISBON, 1.791363), (PORTO, 1.791363), (TEA, 0.413904), (NURSE, 0.381929)],
    "peanuts": [(PEANUTS, 0.791579), (SAID_PEANUTS, 0.604714), (SAID_MADRID, 0.368876)],
    "green tea": [(TEA, 4.155256)],
    "madrid": [(MADRID, 0.791579), (SAID_MADRID, 0.604714), (SAID_PEANUTS, 0.368876)],
    "boss": [(BOSS, 1.917125)],
}
VECTOR_HITS = {  # the first three of its cosine search
    "dana lives": [(LISBON, 0.83666), (PORTO, 0.791155), (SAID_PEANUTS, 0.410391)],
    "madrid": [(SAID_MADRID, 0.545545), (MADRID, 0.522233), (TEA, 0.348155)],
    "boss": [(BOSS, 0.447214), (MADRID, 0.369274), (TEA, 0.246183)],
}


def rows(path: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


@pytest.fixture
def old_file(tmp_path: Path) -> Path:
    path = tmp_path / "v3.db"
    conn = sqlite3.connect(path)
    conn.executescript(V3.read_text(encoding="utf-8"))
    conn.close()
    return path


@pytest.fixture
async def store(old_file: Path) -> AsyncIterator[SQLiteStore]:
    store = SQLiteStore(old_file)
    await store.open(HashEmbedder().name, HashEmbedder().dim)
    yield store
    store.close()


def by_prefix(entries: list[MemoryEntry]) -> dict[str, MemoryEntry]:
    return {e.id[:12]: e for e in entries}


async def test_every_memory_keeps_its_fields_and_history(old_file: Path) -> None:
    before = rows(
        old_file,
        "SELECT id, kind, content, key, slot, user_id, session_id, importance, occurred_at,"
        " created_at, updated_at, valid_to, supersedes, superseded_by, vector FROM memories",
    )
    events_before = rows(old_file, "SELECT * FROM memory_events ORDER BY seq")
    store = SQLiteStore(old_file)
    await store.open(HashEmbedder().name, HashEmbedder().dim)
    store.close()
    after = rows(
        old_file,
        "SELECT id, kind, content, content_hash, key, user_id, session_id, importance,"
        " occurred_at, created_at, updated_at, valid_to, supersedes, superseded_by, vector"
        " FROM memories",
    )
    assert after == before
    assert len(after) == 10
    assert rows(old_file, "SELECT * FROM memory_events ORDER BY seq") == events_before


async def test_knowledge_moves_out_of_the_metadata(store: SQLiteStore) -> None:
    found = by_prefix(await store.scan(Selection("dana"), limit=20, offset=0))
    assert found[MADRID].metadata == {}
    assert found[MADRID].knowledge == Knowledge(
        subject="user", attribute="city", value="Madrid", entities=("Madrid",),
        source="I moved to Madrid", session_id="s1",
    )  # fmt: skip
    assert found[PEANUTS].knowledge == Knowledge(
        subject="user", attribute="allergy", value="peanuts", multi_valued=True,
        source="I am allergic to peanuts", session_id="s1",
    )  # fmt: skip
    assert found[SAID_MADRID].metadata == {"role": "user"}
    assert found[SAID_MADRID].knowledge == Knowledge(learned=(found[MADRID].id,))
    assert found[BOSS].metadata == {}
    assert found[BOSS].knowledge == Knowledge(alias="my boss", entity="Alice Smith")
    assert found[LISBON].metadata == {"tag": "home"}
    assert found[LISBON].knowledge is None
    assert found[TEA].metadata == {"a": 1, "b": 2}
    assert found[TEA].knowledge is None
    assert found[BEAGLE].metadata == {"speaker": "Ana"}
    assert await store.speakers(Selection("dana")) == ["Ana"]
    cities = await store.scan(Selection("dana", attributes=("city",)), limit=9, offset=0)
    assert [e.content for e in cities] == ["User's city is Madrid"]


async def test_supersession_chains_and_history_are_kept(store: SQLiteStore) -> None:
    found = by_prefix(await store.scan(Selection("dana"), limit=20, offset=0))
    lisbon, porto, madrid = found[LISBON], found[PORTO], found[MADRID]
    assert [e.key for e in (lisbon, porto, madrid)] == ["user.city"] * 3
    assert (lisbon.superseded_by, porto.supersedes) == (porto.id, lisbon.id)
    assert (porto.superseded_by, madrid.supersedes, madrid.valid_to) == (madrid.id, porto.id, None)
    assert found[BOSS].key == "alias.my boss"
    async with MemoryVault(store, embedder=HashEmbedder()) as vault:
        history = await vault.events(madrid.id, all_scopes=True)
        assert [(e.event, e.memory_id[:12]) for e in history] == [
            ("ADD", LISBON), ("SUPERSEDE", LISBON), ("ADD", PORTO), ("SUPERSEDE", PORTO),
            ("ADD", MADRID),
        ]  # fmt: skip
        assert [e.metadata for e in await vault.events(found[TEA].id, all_scopes=True)] == [
            {"a": 1}, {"a": 1, "b": 2}
        ]  # fmt: skip
        again = await vault.add("DANA drinks green tea", user_id="dana")
        assert again.id == found[TEA].id  # the content hash still deduplicates
        berlin = await vault.add("Dana lives in Berlin", user_id="dana", key="user.city")
    assert (await store.get(madrid.id, Scope())).superseded_by == berlin.id


async def test_search_finds_what_the_earlier_version_found(store: SQLiteStore) -> None:
    embedder = HashEmbedder()
    for query, expected in KEYWORD_HITS.items():
        hits = await store.keyword_search(query.split(), Selection("dana"), 10, context_weight=0.5)
        assert [(e.id[:12], round(score, 6)) for e, score in hits] == expected, query
    for query, expected in VECTOR_HITS.items():
        [vector] = await embedder.embed([query])
        hits = await store.vector_search(vector, Selection("dana"), 3)
        assert [(e.id[:12], round(score, 6)) for e, score in hits] == expected, query
    april = Selection("dana", valid_at=datetime(2024, 4, 1, tzinfo=UTC))
    [(hit, score)] = await store.keyword_search(["lives"], april, 10)
    assert (hit.id[:12], round(score, 6)) == (PORTO, 1.377459)


async def test_the_schema_says_one_thing_per_word_and_reopening_changes_nothing(
    old_file: Path,
) -> None:
    async def opened_dump() -> list[str]:
        store = SQLiteStore(old_file)
        await store.open(HashEmbedder().name, HashEmbedder().dim)
        store.close()
        conn = sqlite3.connect(old_file)
        try:
            return list(conn.iterdump())
        finally:
            conn.close()

    assert await opened_dump() == await opened_dump()
    columns = {row[1] for row in rows(old_file, "PRAGMA table_info(memories)")}
    assert {"content_hash", "key", "knowledge"} <= columns
    assert "slot" not in columns
    indexes = {row[0] for row in rows(old_file, "SELECT name FROM sqlite_master")}
    assert {"memories_current_content_hash", "memories_key", "memories_attribute"} <= indexes
    assert not {"memories_fact_key", "memories_slot"} & indexes
    applied = rows(old_file, "SELECT name FROM memvault_migrations ORDER BY name")
    assert [name for (name,) in applied][-8:] == [
        "0004_knowledge", "0005_content_hash_and_key", "0006_metadata_as_utf8",
        "0007_reembed_vectors",
        "0008_change_log",
        "0009_index_terms",
        "0010_store_identity",
        "0011_turn_order",
    ]  # fmt: skip
    session_index = rows(old_file, "PRAGMA index_info(memories_session)")
    assert [row[2] for row in session_index] == ["session_id", "user_id", "agent_id", "seq"]
    metadata = [json.loads(m) for (m,) in rows(old_file, "SELECT metadata FROM memories")]
    assert not any("subject" in m or "facts" in m or "alias" in m for m in metadata)


async def test_metadata_written_ascii_escaped_filters_right_after_the_migration(
    old_file: Path,
) -> None:
    """Issue 12 B.5: earlier versions wrote metadata ASCII-escaped (``json.dumps`` as is),
    which SQLite's path lookup never matched: ``{"città": "Roma"}`` counted 0 and its ``ne``
    matched every memory. Migration 0006 rewrites such rows (memories and their history)."""
    metadata = {"città": "Roma", "emoji": "😀"}
    conn = sqlite3.connect(old_file)
    with conn:
        conn.execute(
            "INSERT INTO memories (id, kind, content, user_id, metadata, occurred_at, created_at,"
            " updated_at, vector) SELECT 'roma0000000000000000000000000000', 'fact', 'Roma',"
            " 'dana', ?, occurred_at, created_at, updated_at, vector FROM memories LIMIT 1",
            (json.dumps(metadata),),
        )
        conn.execute(
            "INSERT INTO memory_events (memory_id, event, content, metadata, at, user_id)"
            " VALUES ('roma0000000000000000000000000000', 'ADD', 'Roma', ?, '2024-01-01', 'dana')",
            (json.dumps(metadata),),
        )
    conn.close()
    assert "\\u00e0" in rows(old_file, "SELECT metadata FROM memories WHERE content = 'Roma'")[0][0]
    store = SQLiteStore(old_file)
    await store.open(HashEmbedder().name, HashEmbedder().dim)
    try:
        roma = Selection("dana", where=parse_where({"città": "Roma"}))
        assert [e.metadata for e in await store.scan(roma, limit=9, offset=0)] == [metadata]
        others = await store.count(Selection("dana", where=parse_where({"città": {"ne": "Roma"}})))
        assert others == await store.count(Selection("dana")) - 1
        [event] = await store.events("roma0000000000000000000000000000", Scope())
        assert event.metadata == metadata
    finally:
        store.close()
    stored = rows(
        old_file, "SELECT metadata FROM memories UNION ALL SELECT metadata FROM memory_events"
    )
    assert not any("\\u" in m for (m,) in stored)
