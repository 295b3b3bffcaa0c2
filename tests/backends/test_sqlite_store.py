"""The SQLite record store: the conformance suite in memory and on a file, plus what only
SQLite shows (the file's own tables, another process writing)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from memvault import HashEmbedder
from memvault.protocols import RecordStore
from memvault.stores.base import Selection
from memvault.stores.sqlite import SQLiteStore
from memvault.vault import MemoryVault
from tests.conformance.record_store import MakeStore, RecordStoreConformance

RESIDUE_SQL = {
    "memories": "SELECT count(*) FROM memories WHERE user_id = ?",
    "memory_events": "SELECT count(*) FROM memory_events WHERE user_id = ?",
    "fts_rows": "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?",
}


class SQLiteResidue:
    async def residue(self, store: RecordStore, user_id: str) -> dict[str, int]:
        assert isinstance(store, SQLiteStore)
        with store._db.read() as conn:
            counts = {
                table: conn.execute(sql, (user_id,)).fetchone()[0]
                for table, sql in RESIDUE_SQL.items()
                if table != "fts_rows"
            }
            counts["fts_rows"] = conn.execute(
                "SELECT count(*) FROM memories_fts WHERE rowid NOT IN (SELECT seq FROM memories)"
            ).fetchone()[0]
        return counts


class TestSQLiteStoreInMemory(SQLiteResidue, RecordStoreConformance):
    @pytest.fixture
    def make_store(self) -> Iterator[MakeStore]:
        shared = SQLiteStore(":memory:")
        yield lambda: shared
        shared.close()


class TestSQLiteStoreFile(SQLiteResidue, RecordStoreConformance):
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


async def test_fts_rows_follow_the_memories_table(tmp_path: Path) -> None:
    path = tmp_path / "fts.db"
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        entry = await vault.add("running shoes", user_id="u")
        await vault.update(entry.id, content="walking boots")
    conn = sqlite3.connect(path)
    assert conn.execute(
        "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH 'walk'"
    ).fetchone() == (1,)
    assert conn.execute(
        "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH 'run'"
    ).fetchone() == (0,)
    conn.close()


async def context_rows(store: SQLiteStore) -> dict[str, str]:
    with store._db.read() as conn:
        return dict(conn.execute("SELECT content, context FROM memories").fetchall())


async def test_messages_are_indexed_with_their_neighbouring_turns() -> None:
    store = SQLiteStore(":memory:")
    async with MemoryVault(store, embedder=HashEmbedder()) as vault:
        turns = [f"turn {i} word{i}" for i in range(6)]
        entries = await vault.add_many(
            [
                {
                    "content": t,
                    "user_id": "u",
                    "session_id": "s",
                    "kind": "message",
                    "metadata": {"i": i},
                }
                for i, t in enumerate(turns)
            ]
        )
        await vault.add(
            "turn in another session word2", user_id="u", session_id="t", kind="message"
        )
        contexts = await context_rows(store)
        assert contexts["turn 0 word0"] == "turn 1 word1 turn 2 word2"
        assert contexts["turn 3 word3"] == "turn 1 word1 turn 2 word2 turn 4 word4 turn 5 word5"
        assert contexts["turn in another session word2"] == ""

        hits = await vault.backend.keyword_search(["word0"], Selection("u"), 10, context_weight=0.5)
        assert hits[0][0].content == "turn 0 word0"
        assert {e.content for e, _ in hits} == {"turn 0 word0", "turn 1 word1", "turn 2 word2"}
        assert hits[1][0].metadata["i"] in (1, 2)  # the turn itself, with its own metadata
        plain = await vault.backend.keyword_search(["word0"], Selection("u"), 10)
        assert [e.content for e, _ in plain] == ["turn 0 word0"]

        await vault.delete(entries[1].id)
        contexts = await context_rows(store)
        assert contexts["turn 0 word0"] == "turn 2 word2 turn 3 word3"
        assert "word1" not in " ".join(contexts.values())
        await vault.update(entries[2].id, content="turn 2 changed")
        assert (await context_rows(store))["turn 0 word0"] == "turn 2 changed turn 3 word3"
    store.close()
