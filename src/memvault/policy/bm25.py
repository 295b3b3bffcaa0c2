"""BM25, the keyword score of every record store, written once as a pure function.

The stores compute it in three places (SQLite over ``stores.keywords``' in-memory index,
PostgreSQL in SQL in ``_pg_text`` and in numpy over its posting lists in ``_pg_postings``),
each matching SQLite FTS5's ``bm25()``. This module is the reference they are tested
against (``tests/conformance/store_contract.py``); it is not on their hot paths.

For a query of terms ``t`` and a document ``d``::

    score(d) = sum over t of idf(t) * f * (k1 + 1) / (f + k1 * (1 - b + b * |d| / avgdl))
    idf(t)   = max(ln((N - n(t) + 0.5) / (n(t) + 0.5)), 1e-6)

where ``f`` is how often ``t`` occurs in ``d`` (a message's neighbouring turns add
``context_weight`` times their count), ``|d|`` the document's length in words (its context's
included), ``avgdl`` the mean length, ``N`` the number of documents and ``n(t)`` how many
hold ``t``. ``k1 = 1.2`` and ``b = 0.75``. The idf floor of ``1e-6`` (FTS5's) keeps a term
that half the documents or more hold from scoring zero or less. Higher is better.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

__all__ = ["IDF_FLOOR", "K1", "B", "bm25", "bm25_scores", "idf"]

K1 = 1.2
"""Term-frequency saturation: how fast repeats of a term stop adding to the score."""
B = 0.75
"""Length normalisation: 0 ignores a document's length, 1 divides fully by it."""
IDF_FLOOR = 1e-6
"""The least idf a term gets (FTS5's), so that every matching term adds something."""


def idf(df: float, n_docs: float) -> float:
    """The inverse document frequency of a term that ``df`` of ``n_docs`` documents hold."""
    return max(math.log((n_docs - df + 0.5) / (df + 0.5)), IDF_FLOOR)


def bm25(
    tf: float,
    doc_len: float,
    avg_len: float,
    df: float,
    n_docs: float,
    k1: float = K1,
    b: float = B,
) -> float:
    """One term's BM25 in one document: ``tf`` occurrences in a document of ``doc_len``
    words, ``avg_len`` the mean length, ``df`` of ``n_docs`` documents holding the term.
    Zero when the term does not occur (``tf == 0``)."""
    if tf <= 0:
        return 0.0
    return idf(df, n_docs) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * doc_len / avg_len))


def bm25_scores(terms: Sequence[str], documents: Sequence[Sequence[str]]) -> list[float]:
    """The BM25 of each document (a list of its tokens) for the query ``terms``, with the
    statistics of ``documents`` themselves (``N``, ``avgdl`` and each term's ``n``). A term
    repeated in the query counts once, as in the stores; a document without any of the
    terms scores 0.0."""
    counts = [Counter(tokens) for tokens in documents]
    n_docs = len(documents)
    avg_len = max(sum(len(tokens) for tokens in documents) / max(n_docs, 1), 1e-12)
    scores = [0.0] * n_docs
    for term in dict.fromkeys(terms):
        df = sum(1 for count in counts if count[term])
        for i, count in enumerate(counts):
            scores[i] += bm25(count[term], len(documents[i]), avg_len, df, n_docs)
    return scores
