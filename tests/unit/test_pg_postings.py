"""The numpy side of PostgresStore's posting lists: parsing, BM25 and the best-first cut,
against a plain-Python reference (no database needed)."""

from __future__ import annotations

import math
from collections import defaultdict

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from memvault.stores.postgres.postings import (
    BLOCK_SHIFT,
    ENTRY,
    SCOPE,
    Postings,
    best,
    rank,
    scope_digest,
)

Entry = tuple[int, int, int, int, int, int, str | None, str | None]  # term, seq, own, ctx, ...


def packed(
    entries: list[Entry], lexemes: list[str]
) -> tuple[list[str], list[int], list[int], bytes, bytes]:
    """What ``read_query`` returns for ``entries`` (scopes included): one row per term and
    block."""
    found, blocks, counts, data, scoped = [], [], [], b"", b""
    for i, lexeme in enumerate(lexemes):
        for block in sorted({e[1] >> BLOCK_SHIFT for e in entries if e[0] == i}):
            mine = [e for e in entries if e[0] == i and e[1] >> BLOCK_SHIFT == block]
            rows = [(seq - (block << BLOCK_SHIFT), length, own, ctx)
                    for _, seq, own, ctx, length, *_ in mine]  # fmt: skip
            scopes = [(kind, scope_digest(a), scope_digest(s))
                      for *_, kind, a, s in mine]  # fmt: skip
            found.append(lexeme)
            blocks.append(block)
            counts.append(len(rows))
            data += np.array(rows, dtype=ENTRY).tobytes()
            scoped += np.array(scopes, dtype=SCOPE).tobytes()
    return found, blocks, counts, data, scoped


def reference(
    entries: list[Entry], terms: int, n: float, avgdl: float, weight: float, agent: str | None
) -> dict[int, float]:
    """BM25 as ``stores.postgres.text`` writes it in SQL, one entry at a time."""
    kept = [e for e in entries if e[2] + weight * e[3] > 0 and (agent is None or e[6] == agent)]
    df = [sum(1 for e in kept if e[0] == t) for t in range(terms)]
    scores: dict[int, float] = defaultdict(float)
    for term, seq, own, ctx, length, *_ in kept:
        f = own + weight * ctx
        idf = max(math.log((n - df[term] + 0.5) / (df[term] + 0.5)), 1e-6)
        scores[seq] += idf * f * 2.2 / (f + 1.2 * (0.25 + 0.75 * length / avgdl))
    return dict(scores)


@st.composite
def postings(draw: st.DrawFn) -> tuple[list[Entry], int]:
    terms = draw(st.integers(1, 4))
    spread = draw(st.sampled_from([40, 10**7]))  # the dense and the sorting path
    seqs = draw(st.lists(st.integers(1, spread), min_size=0, max_size=30, unique=True))
    entries: list[Entry] = []
    for seq in seqs:
        for term in draw(st.sets(st.integers(0, terms - 1), min_size=1)):
            entries.append((term, seq, draw(st.integers(0, 3)),
                            draw(st.integers(0, 3)), draw(st.integers(1, 60)),
                            draw(st.integers(0, 2)), draw(st.sampled_from(["a", "b", None])),
                            None))  # fmt: skip
    return entries, terms


@given(postings(), st.sampled_from([0.0, 0.5, 1.0]), st.sampled_from([None, "a"]),
       st.integers(1, 40))  # fmt: skip
def test_rank_and_best_agree_with_the_reference(
    case: tuple[list[Entry], int], weight: float, agent: str | None, count: int
) -> None:
    entries, terms = case
    lexemes = [f"w{i}" for i in range(terms)]
    parsed = Postings.parse(packed(entries, lexemes), lexemes, scopes=True)
    n, avgdl = 100.0, 20.0
    seqs, scores = rank(parsed, terms, n=n, avgdl=avgdl, weight=weight, kinds=None,
                        agent_id=agent, session_id=None)  # fmt: skip
    want = reference(entries, terms, n, avgdl, weight, agent)
    assert dict(zip(seqs.tolist(), scores.tolist(), strict=True)) == pytest.approx(want)
    top_seqs, top_scores = best(seqs, scores, count)
    ordered = sorted(zip(seqs.tolist(), scores.tolist(), strict=True), key=lambda p: (-p[1], p[0]))
    assert list(zip(top_seqs.tolist(), top_scores.tolist(), strict=True)) == ordered[:count]


def test_kinds_and_sessions_narrow_the_entries() -> None:
    lexemes = ["w"]
    entries: list[tuple[int, int, int, int, int, int, str | None, str | None]] = [
        (0, 1, 1, 0, 10, 0, None, None), (0, 2, 1, 0, 10, 2, None, None)
    ]  # fmt: skip
    data = list(packed(entries, lexemes))
    parsed = Postings.parse(data, lexemes, scopes=True)
    [fact], _ = rank(parsed, 1, n=10, avgdl=10, weight=0.5, kinds=("fact",), agent_id=None,
                     session_id=None)  # fmt: skip
    assert fact == 1
    none, _ = rank(parsed, 1, n=10, avgdl=10, weight=0.5, kinds=None, agent_id=None,
                   session_id="s")  # fmt: skip
    assert len(none) == 0


def test_rows_that_disagree_with_their_counts_are_refused() -> None:
    found, blocks, _, data, scoped = packed([(0, 1, 1, 0, 10, 0, None, None)], ["w"])
    with pytest.raises(ValueError, match="entry counts"):
        Postings.parse((found, blocks, [2], data, scoped), ["w"], scopes=True)
    unscoped = Postings.parse((found, blocks, [1], data, None), ["w"], scopes=False)
    with pytest.raises(ValueError, match="scopes read"):
        rank(unscoped, 1, n=10, avgdl=10, weight=0.5, kinds=("fact",), agent_id=None,
             session_id=None)  # fmt: skip
    seqs, _ = rank(unscoped, 1, n=10, avgdl=10, weight=0.5, kinds=None, agent_id=None,
                   session_id=None)  # fmt: skip
    assert seqs.tolist() == [1]
