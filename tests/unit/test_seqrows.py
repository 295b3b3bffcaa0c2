"""``SeqRows``, the index's seq -> row lookup, answers as a dict would through any mix of
adds, moves (a memory rewritten: its seq on a new row), removals and merges."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memvault.stores.sqlite import seqrows
from memvault.stores.sqlite.seqrows import SeqRows


@pytest.fixture(autouse=True)
def merge_often(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sort the added seqs in after a few, so that the examples cross merges."""
    monkeypatch.setattr(seqrows, "_MERGE", 4)


SEQS = st.integers(min_value=1, max_value=60)
STEPS = st.lists(
    st.tuples(st.sampled_from(["put", "pop"]), st.lists(SEQS, max_size=8, unique=True)),
    max_size=40,
)


@settings(max_examples=300, deadline=None)
@given(start=st.lists(SEQS, max_size=30, unique=True), steps=STEPS, probes=st.lists(SEQS))
def test_answers_as_a_dict(start: list[int], steps: list[tuple[str, list[int]]],
                           probes: list[int]) -> None:  # fmt: skip
    held = SeqRows(np.array(start[::-1], np.int64), np.arange(len(start), dtype=np.int64))
    expected = {seq: row for row, seq in enumerate(start[::-1])}
    next_row = len(start)
    for action, seqs in steps:
        if action == "put":
            rows = list(range(next_row, next_row + len(seqs)))
            next_row += len(seqs)
            held.put(seqs, rows)
            expected.update(zip(seqs, rows, strict=True))
        else:
            gone = held.pop(seqs)
            assert gone == [expected.pop(seq) for seq in seqs if seq in expected]
        assert len(held) == len(expected)
    for seq in probes:
        assert held.get(seq) == expected.get(seq)
    assert held.rows(probes) == [expected[seq] for seq in probes if seq in expected]
