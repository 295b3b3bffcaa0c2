"""The SQLite record store: the conformance suite in memory and on a file, plus what only
SQLite shows (the file's own tables, another process writing)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from memvault.core.records import Selection
from memvault.core.stores import RecordStore
from memvault.embedders import HashEmbedder
from memvault.infra.sqlite import SQLiteDatabase, SQLiteMigrations
from memvault.policy.search import KEYWORD
from memvault.stores.sqlite import SQLiteStore, schema
from memvault.vault.vault import MemoryVault
from tests.conformance.knowledge import KnowledgeConformance
from tests.conformance.record_store import MakeStore, RecordStoreConformance

RESIDUE_SQL = {
    "memories": "SELECT count(*) FROM memories WHERE user_id = ?",
    "memory_events": "SELECT count(*) FROM memory_events WHERE user_id = ?",
    # the new vectors of a re-embedding under way, of memories that are gone
    "reembed_vectors": "SELECT count(*) FROM reembed_vectors"
    " WHERE ? IS NOT NULL AND seq NOT IN (SELECT seq FROM memories)",
}


class SQLiteResidue:
    async def residue(self, store: RecordStore, user_id: str) -> dict[str, int]:
        assert isinstance(store, SQLiteStore)
        with store._db.read() as conn:
            counts = {
                table: conn.execute(sql, (user_id,)).fetchone()[0]
                for table, sql in RESIDUE_SQL.items()
            }
            # memory_changes holds seq numbers and the kind of each change (for other
            # connections' indexes to follow), nothing of a memory or of its scope;
            # store_identity one random id of the file
            counts["other_tables"] = conn.execute(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table'"
                " AND name NOT IN ('memories', 'memory_events', 'store_meta',"
                " 'memvault_migrations', 'sqlite_sequence', 'reembed_vectors', 'memory_changes',"
                " 'terms', 'store_identity')"
            ).fetchone()[0]
            # the vocabulary of the keyword tokens kept in the file: only words some memory
            # left holds, each counted once per memory that holds it
            held: dict[int, int] = {}
            for (blob,) in conn.execute("SELECT terms FROM memories"):
                for term_id in set(np.frombuffer(blob, "<i4").tolist()):
                    held[term_id] = held.get(term_id, 0) + 1
            vocabulary = dict(conn.execute("SELECT id, rows FROM terms").fetchall())
            counts["terms"] = len(vocabulary.items() ^ held.items())
        return counts


class TestSQLiteStoreInMemory(SQLiteResidue, KnowledgeConformance, RecordStoreConformance):
    @pytest.fixture
    def make_store(self) -> Iterator[MakeStore]:
        shared = SQLiteStore(":memory:")
        yield lambda: shared
        shared.close()


class TestSQLiteStoreFile(SQLiteResidue, KnowledgeConformance, RecordStoreConformance):
    @pytest.fixture
    def make_store(self, tmp_path: Path) -> Iterator[MakeStore]:
        made: list[SQLiteStore] = []

        def make() -> SQLiteStore:
            made.append(SQLiteStore(tmp_path / "vault.db"))
            return made[-1]

        yield make
        for store in made:
            store.close()


async def test_a_second_connection_sees_the_first_ones_writes(tmp_path: Path) -> None:
    path = tmp_path / "two.db"
    async with MemoryVault(path, embedder=HashEmbedder()) as reader:
        assert await reader.search("tea", user_id="u") == []
        async with MemoryVault(path, embedder=HashEmbedder()) as writer:
            await writer.add("green tea", user_id="u")
        [hit] = await reader.search("green tea", user_id="u")
        assert hit.content == "green tea"


async def test_keyword_search_follows_updates_and_deletes(tmp_path: Path) -> None:
    path = tmp_path / "words.db"
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        entry = await vault.add("running shoes", user_id="u")
        await vault.update(entry.id, content="walking boots", all_scopes=True)
        words = vault.backend.keyword_search
        assert [e.content for e, _ in await words(["walk"], Selection("u"), 10)] == [
            "walking boots"
        ]
        assert await words(["run"], Selection("u"), 10) == []
    async with MemoryVault(path, embedder=HashEmbedder()) as reopened:  # loaded from the file
        assert len(await reopened.backend.keyword_search(["boot"], Selection("u"), 10)) == 1
        await reopened.delete(entry.id, user_id="u")
        assert await reopened.backend.keyword_search(["boot"], Selection("u"), 10) == []


async def test_messages_are_found_through_their_neighbouring_turns() -> None:
    store = SQLiteStore(":memory:")
    async with MemoryVault(store, embedder=HashEmbedder()) as vault:
        turns = [f"turn {i} word{i}" for i in range(6)]
        entries = await vault.add_many(
            [
                {"content": t, "user_id": "u", "session_id": "s", "kind": "message",
                 "metadata": {"i": i}}
                for i, t in enumerate(turns)
            ], user_id="u"
        )  # fmt: skip
        await vault.add(
            "turn in another session word2", user_id="u", session_id="t", kind="message"
        )

        async def found(word: str, weight: float = 0.5) -> list[str]:
            hits = await store.keyword_search([word], Selection("u"), 10, context_weight=weight)
            return [e.content for e, _ in hits]

        hits = await store.keyword_search(["word0"], Selection("u"), 10, context_weight=0.5)
        assert hits[0][0].content == "turn 0 word0"
        assert {e.content for e, _ in hits} == {"turn 0 word0", "turn 1 word1", "turn 2 word2"}
        assert hits[1][0].metadata["i"] in (1, 2)  # the turn itself, with its own metadata
        assert await found("word0", 0.0) == ["turn 0 word0"]
        assert "turn 5 word5" in await found("word3")
        assert set(await found("word2")) >= {"turn in another session word2", "turn 0 word0"}
        assert "turn in another session word2" not in await found("word1")

        await vault.delete(entries[1].id, all_scopes=True)
        assert await found("word1") == []
        assert "turn 0 word0" in await found("word3")  # turn 3 is now two turns away
        await vault.update(entries[2].id, content="turn 2 changed", all_scopes=True)
        assert set(await found("changed")) == {
            "turn 2 changed", "turn 0 word0", "turn 3 word3", "turn 4 word4"
        }  # fmt: skip
    store.close()


async def test_a_file_of_the_fts5_version_is_migrated_and_searchable(tmp_path: Path) -> None:
    """Files written before keyword search moved into memory hold an FTS5 table, its
    triggers and a context column: migration 0002 drops them and nothing is lost."""
    path = tmp_path / "old.db"
    first = next(iter(schema.migrations))
    old = SQLiteMigrations("store")
    old.register(first.name)(first.apply)
    database = SQLiteDatabase(path, [old])
    with database.transaction() as conn:
        conn.execute(
            "INSERT INTO memories (id, kind, content, user_id, metadata, occurred_at,"
            " created_at, updated_at, vector) VALUES ('m1', 'fact', 'Dana moved to Lisbon',"
            " 'u', '{}', '2024-01-01T00:00:00+00:00', '2024-01-01T00:00:00+00:00',"
            " '2024-01-01T00:00:00+00:00', ?)",
            (np.zeros(HashEmbedder().dim, np.float32).tobytes(),),
        )
        conn.executemany(
            "INSERT INTO store_meta VALUES (?, ?)",
            [("embedder", HashEmbedder().name), ("dim", str(HashEmbedder().dim))],
        )
        assert conn.execute("SELECT count(*) FROM memories_fts").fetchone() == (1,)
    database.close()
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        [hit] = await vault.search("Lisbon", user_id="u")
        assert hit.id == "m1"
    conn = sqlite3.connect(path)
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    columns = {row[1] for row in conn.execute("PRAGMA table_info(memories)")}
    conn.close()
    assert not any(name.startswith("memories_fts") for name in tables)
    assert "context" not in columns


async def test_searches_see_metadata_changes_at_once() -> None:
    """Regression: rows and filter results are remembered between the two methods of a
    hybrid search; a change of metadata alone (no new vector) must still be seen."""
    async with MemoryVault(SQLiteStore(":memory:"), embedder=HashEmbedder()) as vault:
        entry = await vault.add("green tea in the morning", user_id="u", metadata={"t": 1})
        [hit] = await vault.search("green tea", user_id="u", where={"t": 1})
        assert hit.metadata == {"t": 1}
        await vault.update(entry.id, metadata={"t": 2}, all_scopes=True)
        assert await vault.search("green tea", user_id="u", where={"t": 1}) == []
        [hit] = await vault.search("green tea", user_id="u", where={"t": 2})
        assert hit.metadata == {"t": 2}
        await vault.add("green tea in the morning", user_id="u", metadata={"more": True})
        [hit] = await vault.search("green tea", user_id="u")
        assert hit.metadata == {"t": 2, "more": True}  # merged by the repeated fact


async def test_a_batch_inserted_in_bulk_keeps_order_merges_and_timelines(tmp_path: Path) -> None:
    """``add_many`` inserts what can only be inserted in bulk (issue 12 E.18: the write lock
    is held for less time) and the rest one by one: a repeated fact still merges, in the
    file or earlier in the batch, keys still supersede, and every memory keeps its place."""
    async with MemoryVault(tmp_path / "bulk.db", embedder=HashEmbedder()) as vault:
        stored = await vault.add("likes tea", user_id="u")
        batch = await vault.add_many([
            {"content": "likes cake", "user_id": "u"},
            {"content": "Likes  TEA", "user_id": "u"},  # the stored one
            {"content": "likes cake", "user_id": "u"},  # the one just above
            {"content": "lives in Lisbon", "user_id": "u", "key": "user.city"},
            {"content": "lives in Porto", "user_id": "u", "key": "user.city"},
            {"content": "likes cake", "user_id": "v"},  # another scope
            {"content": "hello", "user_id": "u", "kind": "message", "session_id": "s"},
            {"content": "likes jam", "user_id": "u"},
        ])  # fmt: skip
        assert batch[1].id == stored.id
        assert batch[2].id == batch[0].id
        assert len({e.id for e in batch}) == 7
        listed = await vault.list_all(user_id="u")
        assert [e.content for e in listed] == [
            "likes tea", "likes cake", "lives in Lisbon", "lives in Porto", "hello", "likes jam",
        ]  # fmt: skip
        lisbon = await vault.get(batch[3].id, user_id="u")
        assert lisbon.superseded_by == batch[4].id
        assert [e.event for e in await vault.events(batch[0].id, user_id="u")] == ["ADD", "UPDATE"]
        assert await vault.count(user_id="v") == 1


async def test_a_hybrid_score_is_relative_as_documented(tmp_path: Path) -> None:
    """docs/concepts.md, "What a score means": a lone candidate scores 0.500; a keyword score
    does not depend on the other candidates."""
    async with MemoryVault(tmp_path / "scores.db", embedder=HashEmbedder()) as vault:
        await vault.add("the quokka smiles", user_id="u")
        [lone] = await vault.search("quokka", user_id="u")
        assert lone.score == pytest.approx(0.5)
        [alone] = await vault.search("quokka", user_id="u", config=KEYWORD)
        await vault.add("a wombat digs", user_id="u")
        [still] = await vault.search("quokka", user_id="u", config=KEYWORD, limit=1)
        assert still.score is not None
        assert 0 < still.score < 1
        assert alone.id == still.id


async def test_asking_a_missing_file_for_its_embedder_creates_nothing(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "missing" / "m.db")
    assert await store.recorded_embedder() is None
    assert not (tmp_path / "missing").exists()
    assert await SQLiteStore(":memory:").recorded_embedder() is None
