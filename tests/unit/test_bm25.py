"""The reference BM25 (``policy.bm25``): the formula FTS5's ``bm25()`` computes, checked
against a real FTS5 table and by hand."""

from __future__ import annotations

import math
import sqlite3

import pytest

from memvault.policy.bm25 import IDF_FLOOR, K1, B, bm25, bm25_scores, idf


def test_the_constants_are_fts5s() -> None:
    assert (K1, B, IDF_FLOOR) == (1.2, 0.75, 1e-6)


def test_idf_is_the_robertson_sparck_jones_form_with_a_floor() -> None:
    assert idf(1, 10) == pytest.approx(math.log(9.5 / 1.5))
    assert idf(5, 10) == IDF_FLOOR  # ln(1) = 0: floored
    assert idf(9, 10) == IDF_FLOOR  # negative: floored


def test_one_term_by_hand() -> None:
    expected = math.log(9.5 / 1.5) * 2 * 2.2 / (2 + 1.2 * (0.25 + 0.75 * 6 / 4))
    assert bm25(2, 6, 4, 1, 10) == pytest.approx(expected)
    assert bm25(0, 6, 4, 1, 10) == 0.0


def test_more_occurrences_score_higher_and_longer_documents_lower() -> None:
    assert bm25(2, 4, 4, 1, 10) > bm25(1, 4, 4, 1, 10)
    assert bm25(1, 8, 4, 1, 10) < bm25(1, 4, 4, 1, 10)
    assert bm25(1, 8, 4, 1, 10, b=0.0) == bm25(1, 4, 4, 1, 10, b=0.0)


def test_a_repeated_query_term_counts_once() -> None:
    docs = [["cat", "dog"], ["dog"], ["fish"]]
    assert bm25_scores(["cat", "cat"], docs) == bm25_scores(["cat"], docs)
    assert bm25_scores(["cat"], docs)[1:] == [0.0, 0.0]


CORPUS = [
    "cat dog bird",
    "cat cat fish",
    "dog dog dog dog horse horse",
    "bird",
    "fish horse cow cow sheep goat",
    "goat",
    "sheep sheep cat",
]


@pytest.mark.parametrize("query", [["cat"], ["dog"], ["cat", "horse"], ["sheep", "bird", "cow"]])
def test_it_matches_sqlite_fts5(query: list[str]) -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE docs USING fts5(body)")
    conn.executemany("INSERT INTO docs (rowid, body) VALUES (?, ?)", enumerate(CORPUS, 1))
    rows = conn.execute(
        "SELECT rowid, -bm25(docs) FROM docs WHERE docs MATCH ?", (" OR ".join(query),)
    ).fetchall()
    expected = bm25_scores(query, [text.split() for text in CORPUS])
    assert rows
    for rowid, score in rows:
        assert score == pytest.approx(expected[rowid - 1], rel=1e-9)
    assert {rowid - 1 for rowid, _ in rows} == {i for i, s in enumerate(expected) if s > 0}
