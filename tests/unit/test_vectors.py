"""The in-memory vector index of the SQLite store: every exact path gives the brute-force
answer, though it holds the vectors as int8 codes (it scores exactly, with the stored
vectors, every row that may be among the best); the sign-bit prefilter of large scopes
keeps nearly all of it."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pytest

from memvault.stores.sqlite import compact, vectors
from memvault.stores.sqlite.vectors import Stored, VectorMatrix

DIM = 8


def _unit(rng: np.random.Generator, n: int, dim: int = DIM) -> npt.NDArray[np.float32]:
    m = rng.standard_normal((n, dim)).astype(np.float32)
    unit: npt.NDArray[np.float32] = m / np.linalg.norm(m, axis=1, keepdims=True)
    return unit


def _brute(
    vectors: dict[int, npt.NDArray[np.float32]], query: npt.NDArray[np.float32], k: int
) -> list[int]:
    scored = sorted(vectors, key=lambda seq: -float(vectors[seq] @ query))
    return scored[:k]


def _reader(vectors: dict[int, npt.NDArray[np.float32]], calls: list[int] | None = None) -> Stored:
    """The stored vectors, as ``SearchIndex`` reads them from the file; ``calls`` counts the
    rows read."""

    def read(seqs: object) -> dict[int, npt.NDArray[np.float32]]:
        assert isinstance(seqs, list)
        if calls is not None:
            calls.append(len(seqs))
        return {seq: vectors[seq] for seq in seqs if seq in vectors}

    return read


def _filled(
    rng: np.random.Generator, n: int
) -> tuple[VectorMatrix, dict[int, npt.NDArray[np.float32]]]:
    matrix = VectorMatrix(DIM)
    rows = _unit(rng, n)
    scopes = [("u1" if i % 10 else "u2", None, None, "fact") for i in range(n)]
    matrix.add(list(range(n)), rows, scopes, [[]] * n)
    return matrix, {i: rows[i] for i in range(n)}


@pytest.mark.parametrize("user", ["u1", "u2", None])
def test_search_matches_brute_force_in_and_out_of_the_dense_path(user: str | None) -> None:
    """u1 holds 9/10 of the rows (scored in place), u2 1/10 (gathered), None all of them."""
    rng = np.random.default_rng(1)
    matrix, stored = _filled(rng, 300)
    inside = {s: v for s, v in stored.items() if user is None or (s % 10 != 0) == (user == "u1")}
    for query in _unit(rng, 20):
        hits = matrix.search(query, matrix.mask(user, None, None, None), 10, _reader(stored))
        assert [seq for seq, _ in hits] == _brute(inside, query, 10)
        assert all(score == pytest.approx(float(stored[s] @ query), abs=1e-6) for s, score in hits)


def test_replaced_and_removed_rows_never_come_back() -> None:
    """Regression: with dead rows left by updates, search gathered a copy of the whole matrix
    on every query (4-6x slower at 100k); it now scores in place and masks them."""
    rng = np.random.default_rng(2)
    matrix, stored = _filled(rng, 200)
    fresh = _unit(rng, 50)
    matrix.add(list(range(50)), fresh, [("u1", None, None, "fact")] * 50, [[]] * 50)
    stored.update({i: fresh[i] for i in range(50)})
    matrix.remove([60, 61, 62])
    for seq in (60, 61, 62):
        del stored[seq]
    assert len(matrix) == len(stored)
    for query in _unit(rng, 10):
        everyone = matrix.mask(None, None, None, None)
        hits = matrix.search(query, everyone, len(stored) + 5, _reader(stored))
        assert [seq for seq, _ in hits] == _brute(stored, query, len(stored))


def test_dead_rows_are_compacted_away(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vectors, "_COMPACT", 10)
    rng = np.random.default_rng(3)
    matrix, stored = _filled(rng, 40)
    matrix.remove(list(range(25)))
    for seq in range(25):
        del stored[seq]
    assert matrix._n == 15  # compacted: 25 dead rows outnumbered 15 live ones
    query = _unit(rng, 1)[0]
    hits = matrix.search(query, matrix.mask(None, None, None, None), 5, _reader(stored))
    assert [seq for seq, _ in hits] == _brute(stored, query, 5)
    everything = matrix.search(query, matrix.mask(None, None, None, None), 100, _reader(stored))
    assert sorted(seq for seq, _ in everything) == list(range(25, 40))


def test_equal_scores_keep_the_order_rows_were_added() -> None:
    matrix = VectorMatrix(DIM)
    same = np.zeros((6, DIM), np.float32)
    same[:, 0] = 1.0
    matrix.add([50, 10, 40, 20, 30, 60], same, [("u", None, None, "fact")] * 6, [[]] * 6)
    query, stored = same[0], _reader(dict(zip([50, 10, 40, 20, 30, 60], same, strict=True)))
    for keep in (matrix.mask(None, None, None, None), matrix.mask("nobody", None, None, None)):
        hits = matrix.search(query, keep, 4, stored)
        assert [seq for seq, _ in hits] == ([50, 10, 40, 20] if keep.any() else [])


@pytest.mark.parametrize("user", ["u1", "u2", None])
def test_large_scopes_are_prefiltered_by_sign_bits_then_scored_exactly(
    monkeypatch: pytest.MonkeyPatch, user: str | None
) -> None:
    """Above PREFILTER_ROWS rows in scope, only the rows nearest by sign bits are scored:
    the scores stay exact cosines, the scope holds, and nearly all true neighbours are kept
    (bench/scale.py measures this on real embeddings: recall@10 0.998 at 100k)."""
    monkeypatch.setattr(vectors, "PREFILTER_ROWS", 50)
    rng = np.random.default_rng(4)
    centres = _unit(rng, 20, 128)
    n = 3000
    rows = centres[rng.integers(0, 20, n)] + 0.8 * _unit(rng, n, 128)
    rows = (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)
    matrix = VectorMatrix(128)
    matrix.add(
        list(range(n)), rows, [("u1" if i % 10 else "u2", None, None, "fact") for i in range(n)],
        [[]] * n,
    )  # fmt: skip
    inside = {i: rows[i] for i in range(n) if user is None or (i % 10 != 0) == (user == "u1")}
    found = 0
    for query in centres[:10] + 0.8 * _unit(rng, 10, 128):
        query /= np.linalg.norm(query)
        keep = matrix.mask(user, None, None, None)
        hits = matrix.search(query, keep, 10, _reader(dict(enumerate(rows))), rerank=150)
        assert len(hits) == 10
        assert all(seq in inside for seq, _ in hits)
        assert all(score == pytest.approx(float(rows[s] @ query), abs=1e-6) for s, score in hits)
        assert [score for _, score in hits] == sorted((score for _, score in hits), reverse=True)
        found += len({seq for seq, _ in hits} & set(_brute(inside, query, 10)))
    assert found / 100 >= 0.8, found


@pytest.mark.parametrize("allowed", [3, 400])  # looked up one by one / tested all at once
def test_a_filter_narrows_to_its_live_rows_however_many_it_lets_through(allowed: int) -> None:
    rng = np.random.default_rng(11)
    matrix, _ = _filled(rng, 1_000)
    matrix.remove([5, 6])  # dead rows stay dead even when the filter names them
    seqs = [5, 6, *sorted(rng.choice(np.arange(7, 1_000), allowed, replace=False).tolist())]
    keep = matrix.mask("u1", None, None, None)
    before = keep.copy()
    matrix.restrict(keep, [*seqs, 5_000])  # a seq the matrix never had is ignored
    rows = {int(seq) for seq in np.flatnonzero(keep)}
    assert rows == {s for s in seqs if s not in (5, 6) and before[s]}


@pytest.mark.parametrize("dim", [8, 384, 1024])
def test_the_codes_score_within_their_bound(dim: int) -> None:
    """Whatever the vectors (spread, spiky, tiny, zero), a code's score is within its bound
    of the exact cosine: what makes the rescoring exact."""
    rng = np.random.default_rng(dim)
    rows = np.vstack([
        _unit(rng, 200, dim),
        _unit(rng, 50, dim) ** 3,  # most weight on a few dimensions
        1e-6 * _unit(rng, 20, dim),
        np.zeros((1, dim)),
    ]).astype(np.float32)  # fmt: skip
    codes, scales = compact.quantize(rows)
    assert codes.dtype == np.int8
    assert scales.dtype == np.float32
    for query in _unit(rng, 20, dim):
        approx = compact.approximate(codes, scales, query)
        assert (np.abs(approx - rows @ query) <= compact.bounds(scales, query)).all()


def test_near_ties_below_the_codes_resolution_rank_as_exact_search() -> None:
    """Rows that differ by less than one code step (their codes may be equal) still come
    back in exact order, with exact scores, and only the contenders are read back."""
    rng = np.random.default_rng(8)
    base = _unit(rng, 1, 384)[0]
    rows = base + 1e-4 * _unit(rng, 100, 384)
    rows = np.vstack([rows, _unit(rng, 1500, 384)]).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    matrix = VectorMatrix(384)
    n = len(rows)
    matrix.add(list(range(n)), rows, [("u", None, None, "fact")] * n, [[]] * n)
    stored = dict(enumerate(rows))
    for query in [base, *_unit(rng, 5, 384)]:
        calls: list[int] = []
        hits = matrix.search(query, matrix.mask("u", None, None, None), 10, _reader(stored, calls))
        exact = compact.dot(rows, query)  # as the index scores: the same float32 sums
        assert [seq for seq, _ in hits] == np.lexsort((np.arange(n), -exact))[:10].tolist()
        assert [score for _, score in hits] == [float(exact[seq]) for seq, _ in hits]
        assert sum(calls) <= vectors.RESCORE_MIN  # never every row


def test_a_row_no_longer_stored_is_left_out() -> None:
    """Another connection removed a memory the index still holds: it is not returned."""
    rng = np.random.default_rng(9)
    matrix, stored = _filled(rng, 50)
    query = stored[7]
    gone = {seq: vector for seq, vector in stored.items() if seq != 7}
    hits = matrix.search(query, matrix.mask(None, None, None, None), 3, _reader(gone))
    assert hits
    assert all(seq in gone for seq, _ in hits)
    assert [seq for seq, _ in hits] == _brute(gone, query, len(hits))
    assert matrix.search(query, matrix.mask(None, None, None, None), 3, _reader({})) == []


def test_more_identical_rows_than_are_read_back_keep_the_order_they_were_added() -> None:
    rng = np.random.default_rng(10)
    n = vectors.RESCORE_MIN * 3
    same = np.repeat(_unit(rng, 1, 384), n, axis=0)
    rows = np.vstack([_unit(rng, 100, 384), same])
    matrix = VectorMatrix(384)
    matrix.add(
        list(range(len(rows))), rows, [("u", None, None, "fact")] * len(rows), [[]] * len(rows)
    )
    calls: list[int] = []
    keep = matrix.mask("u", None, None, None)
    hits = matrix.search(same[0], keep, 5, _reader(dict(enumerate(rows)), calls))
    assert [seq for seq, _ in hits] == [100, 101, 102, 103, 104]
    assert calls == [vectors.RESCORE_MIN]
