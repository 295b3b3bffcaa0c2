"""The in-memory BM25 index scores exactly as SQLite FTS5's ``bm25()`` did over the former
``content`` and ``context`` columns of one scope's rows, through adds, updates, deletes and
compaction, whatever other scopes hold."""

from __future__ import annotations

import random
import sqlite3

import numpy as np
import pytest

from memvault.policy.text import index_terms, stem_words
from memvault.stores.sqlite import keywords, vectors
from memvault.stores.sqlite.keywords import CONTEXT_RADIUS
from memvault.stores.sqlite.vectors import VectorMatrix

WORDS = [
    "apple",
    "banana",
    "cherry",
    "garden",
    "river",
    "music",
    "travel",
    "museum",
    "harbour",
    "violin",
    "coffee",
    "market",
    "running",
    "runs",
    "painted",
    "painting",
    "mountains",
    "teacher",
    "city",
    "cities",
    "lisbon",
    "berlin",
    "tokyo",
]
DIM = 4


class Reference:
    """The former FTS5 table, rebuilt from a list of rows: the oracle for the scores."""

    def __init__(self) -> None:
        self.rows: dict[int, tuple[str, str | None]] = {}  # seq -> (text, session or None)

    def scores(self, terms: list[str], context_weight: float) -> dict[int, float]:
        conn = sqlite3.connect(":memory:")
        conn.execute(
            "CREATE VIRTUAL TABLE f USING fts5(content, context,"
            " tokenize='porter unicode61 remove_diacritics 2')"
        )
        for seq, (text, _) in self.rows.items():
            conn.execute(
                "INSERT INTO f (rowid, content, context) VALUES (?, ?, ?)",
                (seq, text, self.context(seq)),
            )
        match = " OR ".join(f'"{t}"' for t in terms)
        if not context_weight:
            match = f"content : ({match})"
        found = conn.execute(
            "SELECT rowid, -bm25(f, 1.0, ?) FROM f WHERE f MATCH ?", (context_weight, match)
        ).fetchall()
        conn.close()
        return dict(found)

    def context(self, seq: int) -> str:
        session = self.rows[seq][1]
        if session is None:
            return ""
        turns = sorted(s for s, (_, other) in self.rows.items() if other == session)
        at = turns.index(seq)
        near = turns[max(at - CONTEXT_RADIUS, 0) : at] + turns[at + 1 : at + 1 + CONTEXT_RADIUS]
        return " ".join(self.rows[s][0] for s in near)


def _add(
    matrix: VectorMatrix, reference: Reference, seq: int, text: str, session: str | None
) -> None:
    kind = "message" if session is not None else "fact"
    vector = np.zeros((1, DIM), np.float32)
    matrix.add([seq], vector, [("u", None, session, kind)], [index_terms(text)])
    reference.rows[seq] = (text, session)


def _check(matrix: VectorMatrix, reference: Reference, rng: random.Random) -> None:
    everything = matrix.mask("u", None, None, None)  # the statistics are user u's alone
    for _ in range(6):
        words = rng.sample(WORDS, rng.randint(1, 3))
        # one word per stem: FTS5 counted a stem asked for twice ("city cities") twice
        words = list({stem: w for w, stem in zip(words, stem_words(words), strict=True)}.values())
        for weight in (0.0, 0.5, 1.0):
            expected = reference.scores(words, weight)
            hits = matrix.keyword_search(stem_words(words), everything, 10_000, weight)
            assert dict(hits) == pytest.approx(expected, rel=1e-9), (words, weight)
            assert [s for _, s in hits] == sorted((s for _, s in hits), reverse=True)


@pytest.mark.parametrize("dense_term", [0, 10**9], ids=["sparse-context", "dense-context"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_scores_equal_fts5_bm25_through_adds_updates_and_deletes(
    monkeypatch: pytest.MonkeyPatch, seed: int, dense_term: int
) -> None:
    monkeypatch.setattr(vectors, "_COMPACT", 8)  # compaction happens along the way too
    # a term's context counts are summed sparsely (sorting its hits) or densely (one
    # count per row) depending on how common it is: both ways are checked
    monkeypatch.setattr(keywords, "_DENSE_TERM", dense_term)
    rng = random.Random(seed)
    matrix, reference = VectorMatrix(DIM), Reference()
    sessions = ["s1", "s2", None]
    for seq in range(1, 61):
        text = " ".join(rng.choices(WORDS, k=rng.randint(1, 8)))
        _add(matrix, reference, seq, text, rng.choice(sessions))
        # another user's memories, in sessions of the same names: in neither u's
        # statistics nor its neighbouring turns
        other = index_terms(" ".join(rng.choices(WORDS, k=rng.randint(1, 8))))
        scope = ("v", None, rng.choice(sessions), "message")
        matrix.add([1000 + seq], np.zeros((1, DIM), np.float32), [scope], [other])
    _check(matrix, reference, rng)
    for _ in range(20):  # content updates keep the seq (and the place in the session)
        target = rng.choice(sorted(reference.rows))
        _add(matrix, reference, target, rng.choice(WORDS), reference.rows[target][1])
    for target in rng.sample(sorted(reference.rows), 35):
        matrix.remove([target])
        del reference.rows[target]
    _check(matrix, reference, rng)
    # Regression: too few rows died above for compaction to run (it never did in this test):
    # the other user's go too, so that the dead outnumber the live and rows are renumbered,
    # postings, links and sessions with them.
    matrix.remove([1000 + seq for seq in range(1, 61)])
    assert matrix._n == len(reference.rows)  # compacted
    _check(matrix, reference, rng)
    for seq in range(61, 81):  # and the renumbered sessions take new turns
        _add(matrix, reference, seq, " ".join(rng.choices(WORDS, k=3)), rng.choice(sessions))
    _check(matrix, reference, rng)


def test_sparse_and_dense_context_counts_give_identical_scores(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Not just close: the same floats, so that equal scores tie the same way either way."""
    rng = random.Random(5)
    matrix, reference = VectorMatrix(DIM), Reference()
    for seq in range(400):
        text = " ".join(rng.choices(WORDS, k=rng.randint(1, 6)))
        _add(matrix, reference, seq, text, rng.choice(["s1", "s2", "s3", None]))
    everything = matrix.mask(None, None, None, None)
    for _ in range(20):
        terms = stem_words(rng.sample(WORDS, rng.randint(1, 4)))
        found = []
        for dense_term in (0, 10**9):
            monkeypatch.setattr(keywords, "_DENSE_TERM", dense_term)
            found.append(matrix.keyword_search(terms, everything, 1_000, 0.5))
        assert found[0] == found[1]
        assert found[0]


def test_a_message_is_found_through_its_neighbours_words_but_only_itself_is_returned() -> None:
    matrix, reference = VectorMatrix(DIM), Reference()
    for seq, text in enumerate(["we met in lisbon", "it was lovely", "then rain", "ok", "bye"]):
        _add(matrix, reference, seq, text, "s1")
    everything = matrix.mask(None, None, None, None)
    hits = [seq for seq, _ in matrix.keyword_search(["lisbon"], everything, 10, 0.5)]
    assert hits == [0, 1, 2]  # its own words first, then the next two turns
    assert [seq for seq, _ in matrix.keyword_search(["lisbon"], everything, 10, 0.0)] == [0]
    only_two = matrix.mask(None, None, None, None)
    only_two[[0, 1]] = False
    assert [seq for seq, _ in matrix.keyword_search(["lisbon"], only_two, 10, 0.5)] == [2]


def test_unknown_terms_and_empty_index_find_nothing() -> None:
    matrix = VectorMatrix(DIM)
    everything = matrix.mask(None, None, None, None)
    assert matrix.keyword_search(["lisbon"], everything, 10, 0.5) == []
    _add(matrix, Reference(), 1, "hello there", None)
    assert matrix.keyword_search(["lisbon"], matrix.mask(None, None, None, None), 10, 0.5) == []


def test_index_terms_agree_with_the_fts5_porter_tokenizer() -> None:
    """Words, case, diacritics and stems as FTS5's ``porter unicode61 remove_diacritics 2``
    (which the scores above rely on)."""
    text = "Café RUNNING runs, Über-cool déjà vu; it's 42 cities & naïve résumés"
    conn = sqlite3.connect(":memory:")
    conn.execute(
        "CREATE VIRTUAL TABLE f USING fts5(c, tokenize='porter unicode61 remove_diacritics 2')"
    )
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(f, 'instance')")
    conn.execute("INSERT INTO f (rowid, c) VALUES (1, ?)", (text,))
    expected = [t for t, _ in conn.execute("SELECT term, offset FROM v ORDER BY offset")]
    assert index_terms(text) == expected
