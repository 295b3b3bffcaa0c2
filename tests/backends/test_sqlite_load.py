"""Opening a SQLite store reads each memory's stored keyword tokens and its columns in bulk
(``stores.sqlite.columns``, issue 13 B: a 100k-memory store took 2.9 s to open, most of it
tokenising every text again and building the index row by row). What it builds must search
exactly as the index built the old way did: from every row's text, through
``VectorMatrix.add``, as ``SearchIndex.load`` did before (``old_index`` below)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from itertools import product
from pathlib import Path

import numpy as np
import pytest

from memvault.embedders import HashEmbedder
from memvault.policy.search import KEYWORD, SEMANTIC
from memvault.policy.text import index_terms, stem_words
from memvault.stores.sqlite import SQLiteStore, columns
from memvault.stores.sqlite.columns import read_columns
from memvault.stores.sqlite.rows import read_span
from memvault.stores.sqlite.vectors import Stored, VectorMatrix
from memvault.vault.vault import MemoryVault

PAST = datetime(2024, 1, 1, tzinfo=UTC)
TERMS = ["tea", "green", "harbour", "walk", "lisbon", "porto", "violin", "dog", "café", "xyz"]
SCOPES = [
    ("u", None, None, None),
    ("u", None, "s1", None),
    ("u", None, None, ("message",)),
    ("v", "bot", None, None),
    (None, None, None, None),
    ("nobody", None, None, None),
]
WORDS = [
    "tea", "green", "harbour", "walk", "lisbon", "porto", "violin", "dog", "café", "city",
    "river", "morning",
]  # fmt: skip


def old_index(path: Path, dim: int) -> VectorMatrix:
    """The index as ``SearchIndex.load`` built it before issue 13 B: every row read, its
    text tokenised, added through ``VectorMatrix.add``."""
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(
            "SELECT seq, user_id, agent_id, session_id, kind, vector, content, occurred_at,"
            " valid_to, expires_at FROM memories ORDER BY seq"
        ).fetchall()
    finally:
        conn.close()
    matrix = VectorMatrix(dim)
    matrix.add(
        [r[0] for r in rows],
        np.frombuffer(b"".join(r[5] for r in rows), np.float32).reshape(len(rows), dim),
        [(r[1], r[2], r[3], r[4]) for r in rows],
        [index_terms(r[6]) for r in rows],
        [read_span(*r[7:]) for r in rows],
    )
    return matrix


def new_index(path: Path, dim: int) -> VectorMatrix:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        _, columns = read_columns(conn, dim, lambda _: None)
    finally:
        conn.close()
    matrix = VectorMatrix(dim)
    matrix.load(columns)
    return matrix


def stored_vectors(path: Path, dim: int) -> Stored:
    """What ``SearchIndex`` hands a vector search: the vectors as the file holds them."""
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute("SELECT seq, vector FROM memories").fetchall()
    finally:
        conn.close()
    vectors = {seq: np.frombuffer(blob, np.float32).reshape(dim) for seq, blob in rows}
    return lambda seqs: {seq: vectors[seq] for seq in seqs if seq in vectors}


def searches(matrix: VectorMatrix, queries: np.ndarray, stored: Stored) -> list[object]:
    """Every keyword and vector search over the scopes, times and weights below."""
    found: list[object] = []
    for (user, agent, session, kinds), weight in product(SCOPES, (0.0, 0.5, 1.0)):
        counted = matrix.counted(user, agent, session, kinds)
        for moment, begun in ((None, False), (PAST + timedelta(days=3), True)):
            keep = matrix.mask(user, agent, session, kinds)
            if moment is not None:
                matrix.valid(keep, moment, begun=begun)
            for term in [*TERMS, " ".join(TERMS[:4])]:
                stems = stem_words(term.split())
                found.append(matrix.keyword_search(stems, keep, 20, weight, counted))
            found += [matrix.search(query, keep, 10, stored) for query in queries]
    return found


@pytest.fixture
async def filled(tmp_path: Path) -> Path:
    """A store with facts, keyed facts superseded, messages in sessions of two users and an
    agent, an expiring fact, updates and deletions, then rows written by hand without their
    tokens (``terms`` NULL), with text or a broken blob there, and with an id the
    vocabulary lacks."""
    path = tmp_path / "store.db"
    rng = np.random.default_rng(5)
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        for i in range(300):
            text = " ".join(rng.choice(WORDS, int(rng.integers(1, 12))))
            await vault.add(
                f"{text} {i}", user_id=["u", "v"][i % 2], agent_id="bot" if i % 3 else None,
                session_id=f"s{i % 4}" if i % 5 else None, kind="message" if i % 2 else "fact",
                at=PAST + timedelta(days=i % 7),
                expires_at=PAST + timedelta(days=2) if i % 11 == 0 else None,
            )  # fmt: skip
        for i, city in enumerate(["Lisbon", "Porto", "Paris"]):
            await vault.add(f"I live in {city}", user_id="u", key="user.city",
                            at=PAST + timedelta(days=i))  # fmt: skip
        listed = await vault.list(user_id="u", limit=40)
        for entry in listed[:10]:
            await vault.update(entry.id, content=f"{entry.content} harbour walk", user_id="u")
        for entry in listed[10:20]:
            await vault.delete(entry.id, user_id="u")
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE memories SET terms = NULL WHERE seq % 7 = 0")
        conn.execute("UPDATE memories SET terms = 'tea' WHERE seq % 17 = 0")
        conn.execute("UPDATE memories SET terms = X'000001' WHERE seq % 19 = 0")
        conn.execute(
            "UPDATE memories SET terms = CAST(X'FFFFFF7F' || terms AS BLOB) WHERE seq % 13 = 0"
        )
    conn.close()
    return path


@pytest.mark.parametrize("chunk", [16_384, 7])
async def test_a_store_opened_from_its_stored_tokens_searches_as_before(
    filled: Path, chunk: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read in one chunk, and in chunks of 7 rows (some with no time span ending)."""
    monkeypatch.setattr(columns, "CHUNK_ROWS", chunk)
    dim = HashEmbedder().dim
    queries = np.random.default_rng(1).standard_normal((5, dim)).astype(np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    old, new = old_index(filled, dim), new_index(filled, dim)
    assert len(new) == len(old) > 250
    stored = stored_vectors(filled, dim)
    before, after = searches(old, queries, stored), searches(new, queries, stored)
    assert sum(map(bool, before)) > 100  # the searches find things
    assert after == before


async def test_a_row_without_stored_tokens_is_found_by_its_words(tmp_path: Path) -> None:
    """A row written without ``terms`` (by hand, by a tool) is tokenised from its text."""
    path = tmp_path / "store.db"
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        await vault.add("I keep bees on the roof", user_id="u")
        await vault.add("my sister plays the violin", user_id="u")
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE memories SET terms = NULL WHERE content LIKE '%bees%'")
        conn.execute("UPDATE memories SET terms = X'00000001' WHERE content LIKE '%violin%'")
    conn.close()
    store = SQLiteStore(path)
    async with MemoryVault(store, embedder=HashEmbedder()) as vault:
        for query, expected in (("bees", "I keep bees on the roof"),
                                ("violin", "my sister plays the violin")):  # fmt: skip
            hits = await vault.search(query, user_id="u", config=KEYWORD)
            assert [hit.content for hit in hits] == [expected]
    store.close()


async def test_a_vector_that_is_not_finite_is_left_out_of_vector_search(tmp_path: Path) -> None:
    """A row whose stored vector holds NaN (written by hand): vector search leaves it out and
    scores the others as before; keyword search still finds it. (Before, its NaN spread
    into every fused score of the user's search.)"""
    path = tmp_path / "store.db"
    texts = ["green tea in the morning", "a walk by the river", "violin lessons"]
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        for text in texts:
            await vault.add(text, user_id="u")
        before = await vault.search("river walk", user_id="u", config=SEMANTIC)
    conn = sqlite3.connect(path)
    with conn:
        broken = np.full(HashEmbedder().dim, np.nan, np.float32).tobytes()
        conn.execute("UPDATE memories SET vector = ? WHERE content LIKE '%river%'", (broken,))
    conn.close()
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        hits = await vault.search("river walk", user_id="u", config=SEMANTIC)
        assert [(h.content, h.score) for h in hits] == [
            (h.content, h.score) for h in before if "river" not in h.content
        ]
        hybrid = await vault.search("river walk", user_id="u")
        assert hybrid[0].content == "a walk by the river"
        assert all(h.score is not None and np.isfinite(h.score) for h in hybrid)
