"""BM25 keyword search over an in-memory inverted index, with a message's neighbouring turns
as a second, weighted field.

The index is addressed by row numbers that its owner (``VectorMatrix``) hands out, so one
scope mask serves both the keyword and the vector search. Each row keeps its own tokens
(``index_terms``); a message in a session also reads the tokens of the ``CONTEXT_RADIUS``
turns before and after it (its *context*), which are never copied: they are found through
the neighbour links of the session, kept in seq order.

Scoring is the BM25 of SQLite FTS5's ``bm25()`` over two columns, the memory's own text and
its context, so that scores match what the FTS5 index gave (``tests/unit/test_keywords.py``
checks this against a real FTS5 table):

* ``idf = ln((N - n + 0.5) / (n + 0.5))``, at least ``1e-6``, where ``N`` counts the rows
  of the search's scope and ``n`` those of them holding the term (in their context too,
  when the context counts);
* for each term, ``idf * f * (k1 + 1) / (f + k1 * (1 - b + b * D / avgdl))`` with
  ``k1 = 1.2``, ``b = 0.75``, ``f = own count + context_weight * context count``, and ``D``
  the row's tokens plus its context's tokens (``avgdl`` their mean over the scope).

Statistics are those of the scope a search counts (``counted``: the rows of its user, agent,
session and kinds, as PostgreSQL's per-scope sums), never of the whole file: one user's
scores must not depend on (and so reveal) what other users stored. A context never crosses
a scope (it is the neighbouring turns of one session), so a row's ``D`` is the same
whichever scope counts it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain

import numpy as np
import numpy.typing as npt

from memvault.stores.sqlite.links import Sessions, link
from memvault.stores.sqlite.postings import Packed, Postings, extend_all, pack, unpack
from memvault.stores.sqlite.terms import Terms

__all__ = ["CONTEXT_RADIUS", "Counted", "KeywordIndex", "Words"]

CONTEXT_RADIUS = 2
"""A message's context is the text of this many turns on each side of it in its session."""
K1 = 1.2
B = 0.75
_NO_ROW = -1
_DENSE_TERM = 16  # count a term's context densely once its hits reach 1/16 of the rows
_NORMS_KEPT = 8  # scopes whose length normalisation of every row is kept (8 bytes a row)

Rows = npt.NDArray[np.int64]
Scores = npt.NDArray[np.float64]
SessionKey = tuple[int, int, int]
Words = tuple[Packed, list[str], Rows]
"""Saved postings, the names of their terms and each row's token count (``packed``)."""


@dataclass(frozen=True, slots=True)
class Counted:
    """The rows whose statistics a search counts (its scope): which rows, how many and the
    sum of their document lengths (see ``KeywordIndex.counted``)."""

    rows: npt.NDArray[np.bool_]
    documents: int
    length: float


class KeywordIndex:
    """Tokens of rows ``0..n-1`` (some dead), their sessions, and BM25 over them."""

    def __init__(self) -> None:
        self._terms: dict[str, int] = {}
        self._postings: list[Postings] = []
        self._length = np.zeros(0, np.int32)  # own tokens per row
        self._links = np.zeros((0, 2 * CONTEXT_RADIUS), np.int32)  # neighbour rows or -1
        self._alive = np.zeros(0, bool)
        self._sessions = Sessions()  # the messages of each session, for their links
        self._n = 0
        self._lengths: Scores | None = None  # see _doc_lengths; None when stale
        self._norm: dict[float, Scores] = {}  # see _norms; emptied by every change

    # -- writes -------------------------------------------------------------------------

    def _reserve(self, need: int) -> None:
        if need <= len(self._length):
            return
        size = max(need, int(len(self._length) * 1.5) + 16)
        self._length = np.resize(self._length, size)
        self._alive = np.resize(self._alive, size)
        links = np.full((size, 2 * CONTEXT_RADIUS), _NO_ROW, np.int32)
        links[: self._n] = self._links[: self._n]
        self._links = links
        self._sessions.reserve(size)

    def add(
        self,
        first_row: int,
        seqs: Sequence[int],
        texts: Sequence[Sequence[str]],
        sessions: Sequence[SessionKey | None],
    ) -> None:
        """Index rows ``first_row, first_row + 1, ...`` (the next free ones) with the tokens
        of each text; a row with a session is a message, linked to its neighbours by seq."""
        flat = list(chain.from_iterable(texts))
        term_ids = self._term_ids(flat)
        lengths = np.fromiter(map(len, texts), np.int64, len(texts))
        rows = self._add_rows(first_row, len(seqs), term_ids, lengths)
        touched: dict[int, int] = {}
        for row, seq, session in zip(rows.tolist(), seqs, sessions, strict=True):
            if session is not None:
                joined, at = self._sessions.join(row, seq, session)
                touched[joined] = min(at, touched.get(joined, at))
        self._relink(touched)

    def fill(self, seqs: Rows, words: Terms | Words, messages: Rows, sessions: Rows) -> None:
        """``add`` for an empty index, ``seqs`` ascending: with the tokens as a file holds
        them (``Terms``), or with the postings saved (``Words``: ``packed`` made them), taken
        as they are. The rows ``messages`` are messages of the ``sessions`` (one row of three
        codes each)."""
        assert not self._n
        if isinstance(words, Terms):
            self._add_rows(0, len(seqs), *self._token_ids(words))
        else:
            packed, names, lengths = words
            self._terms = {name: term for term, name in enumerate(names)}
            self._postings = unpack(packed)
            self._add_rows(0, len(seqs), np.zeros(0, np.int64), lengths)
        linked = link(messages, seqs[messages], sessions, CONTEXT_RADIUS, len(self._length))
        self._sessions = linked.sessions
        self._links[linked.rows] = linked.neighbours

    def _token_ids(self, terms: Terms) -> tuple[Rows, Rows]:
        """Every row's token ids, row after row, and how many each row has."""
        term_ids = self._term_ids(terms.names)[terms.positions]
        lengths = terms.lengths
        if terms.texts:  # splice in the rows read from their text
            parts = np.split(term_ids, np.cumsum(lengths)[:-1])
            lengths = lengths.copy()
            for row, tokens in terms.texts.items():
                parts[row] = self._term_ids(tokens)
                lengths[row] = len(tokens)
            term_ids = np.concatenate(parts)
        return term_ids, lengths

    def packed(self, rows: Rows) -> Words:
        """The postings of the live ``rows``, row ``rows[i]`` numbered ``i``, the names of
        their terms (only those some of these rows hold) and each row's token count: what
        ``fill`` takes."""
        new_of = np.full(self._n + 1, _NO_ROW, np.int64)
        new_of[rows] = np.arange(len(rows))
        packed, terms = pack(self._postings, new_of)
        names = list(self._terms)  # ids: insertion order
        lengths = self._length[rows].astype(np.int64)
        return packed, [names[t] for t in terms.tolist()], lengths

    def _term_ids(self, tokens: Sequence[str]) -> Rows:
        """The id of each token, new ones numbered next."""
        terms = self._terms
        for token in dict.fromkeys(tokens).keys() - terms.keys():
            terms[token] = len(terms)
        self._postings.extend(Postings() for _ in range(len(terms) - len(self._postings)))
        return np.fromiter(map(terms.__getitem__, tokens), np.int64, len(tokens))

    def _add_rows(self, first_row: int, count: int, term_ids: Rows, lengths: Rows) -> Rows:
        """Rows ``first_row...`` (the next ``count``), holding ``term_ids`` (``lengths``
        each)."""
        assert first_row == self._n
        self._reserve(self._n + count)
        rows = np.arange(first_row, first_row + count, dtype=np.int64)
        self._alive[rows] = True
        self._links[rows] = _NO_ROW
        self._length[rows] = lengths
        if len(term_ids):  # none when the postings come saved (``fill``)
            extend_all(self._postings, term_ids, np.repeat(rows, lengths))
        self._n += count
        self._lengths = None
        self._norm = {}
        return rows

    def remove(self, rows: Sequence[int]) -> None:
        """Forget rows (their postings stay until ``compact`` but no longer count)."""
        touched: dict[int, int] = {}
        for row in rows:
            if not self._alive[row]:
                continue
            self._alive[row] = False
            self._links[row] = _NO_ROW
            left = self._sessions.leave(row)
            if left is not None:
                session, at = left
                touched[session] = min(at, touched.get(session, at))
        self._relink(touched)

    def _relink(self, changed: dict[int, int]) -> None:
        """Recompute the neighbour links of the messages of each changed session, from
        ``CONTEXT_RADIUS`` before its first changed position on (appending a turn relinks
        the last few only), and forget the document lengths they gave."""
        for session, first in changed.items():
            row_list = self._sessions.rows(session)
            padded = [_NO_ROW] * CONTEXT_RADIUS + row_list + [_NO_ROW] * CONTEXT_RADIUS
            for i in range(max(first - CONTEXT_RADIUS, 0), len(row_list)):
                row = row_list[i]
                around = (
                    padded[i : i + CONTEXT_RADIUS]
                    + padded[i + CONTEXT_RADIUS + 1 :][:CONTEXT_RADIUS]
                )
                self._links[row] = around
        self._lengths = None
        self._norm = {}

    def compact(self, live: Rows) -> None:
        """Renumber: row ``live[i]`` becomes row ``i`` (the owner dropped the others)."""
        new_of = np.full(self._n + 1, _NO_ROW, np.int64)  # the last slot maps -1 to -1
        new_of[live] = np.arange(len(live))
        for postings in self._postings:
            rows = postings.rows[: postings.n]
            keep = self._alive[rows]
            postings.rows = new_of[rows[keep]].astype(np.int32)
            postings.counts = postings.counts[: postings.n][keep]
            postings.n = len(postings.rows)
        self._links = new_of[self._links[live]].astype(np.int32)
        self._length = self._length[live].copy()
        self._alive = self._alive[live].copy()
        self._sessions.renumber(live, new_of)
        self._n = len(live)
        self._lengths = None
        self._norm = {}

    # -- search -------------------------------------------------------------------------

    def _doc_lengths(self) -> Scores:
        """Each row's tokens plus those of its context (FTS5's document length); 0 for dead
        rows. Whole numbers, so that any sum of them is exact whatever its order."""
        if self._lengths is None:
            own = self._length[: self._n].astype(np.float64) * self._alive[: self._n]
            lengths = own.copy()
            for column in self._links[: self._n].T:  # a column at a time: 1/4 of the memory
                lengths += np.where(column >= 0, own[column], 0.0)
            self._lengths = lengths
        return self._lengths

    def _norms(self, held: Rows | None, average: float) -> Scores:
        """BM25's length normalisation, ``k1 * (1 - b + b * D / avgdl)``, of the rows
        ``held`` (every row when None) for a scope's ``average`` length. Every row's is kept
        for the next searches of the last few scopes; a term held by few rows computes
        theirs alone unless it is kept. The same floats either way."""
        known = self._norm.get(average)
        if known is None and held is not None and len(held) * _DENSE_TERM < self._n:
            return K1 * (1 - B + B * self._doc_lengths()[held] / average)
        if known is None:
            if len(self._norm) >= _NORMS_KEPT:
                del self._norm[next(iter(self._norm))]
            known = self._norm[average] = K1 * (1 - B + B * self._doc_lengths() / average)
        return known if held is None else known[held]

    def counted(self, rows: npt.NDArray[np.bool_]) -> Counted:
        """The statistics of the live rows ``rows`` (a mask over every row), valid until the
        index changes: how many they are and their total document length."""
        rows = rows[: self._n]
        # einsum, not a BLAS dot product (see vectors._dot); exact, the lengths are whole
        length = float(np.einsum("i,i->", self._doc_lengths(), rows))
        return Counted(rows, int(np.count_nonzero(rows)), length)

    def search(
        self,
        terms: Sequence[str],
        keep: npt.NDArray[np.bool_],
        limit: int,
        context_weight: float,
        counted: Counted | None = None,
    ) -> list[tuple[int, float]]:
        """The ``limit`` best rows of ``keep`` for any of ``terms`` (index tokens, e.g. from
        ``stem_words``), as (row, BM25), best first; equal scores keep row order. N, the
        average length and each term's document count are those of ``counted`` (made by
        ``counted`` since the last change; ``keep``'s when None), which must hold every row
        of ``keep``."""
        if counted is None:
            counted = self.counted(keep)
        if not counted.documents or limit <= 0:
            return []
        n = self._n
        total = np.zeros(n, np.float64)
        for term in dict.fromkeys(terms):
            term_id = self._terms.get(term)
            if term_id is not None:
                self._add_term(total, term_id, counted, context_weight)
        candidates = np.flatnonzero((total > 0) & keep[:n])
        if not len(candidates):
            return []
        top = min(limit, len(candidates))
        scores = total[candidates]
        best = np.argpartition(-scores, top - 1)[:top]
        best = best[np.lexsort((best, -scores[best]))]
        return [(int(candidates[i]), float(scores[i])) for i in best]

    def _add_term(
        self, total: Scores, term_id: int, counted: Counted, context_weight: float
    ) -> None:
        """Add one term's BM25 to each row's ``total``."""
        postings = self._postings[term_id]
        held32 = postings.rows[: postings.n]
        alive = self._alive[held32]
        rows: Rows = held32[alive].astype(np.int64)
        counts = postings.counts[: postings.n][alive].astype(np.float64)
        if not len(rows):
            return
        held: Rows | None = rows
        freq = counts
        if context_weight:
            held, freq = self._with_context(rows, counts, context_weight)
        if held is None:
            hit_count = int(np.count_nonzero((freq > 0) & counted.rows))
        else:
            hit_count = int(np.count_nonzero(counted.rows[held]))
        idf = math.log((counted.documents - hit_count + 0.5) / (hit_count + 0.5))
        idf = idf if idf > 0 else 1e-6
        average = counted.length / counted.documents
        # BM25 of the term, the same operations in the same order for every row
        part = freq * idf
        part *= K1 + 1
        part /= freq + self._norms(held, average)
        if held is None:  # freq is dense: one per row, 0.0 where the term is absent
            total += part
        else:
            total[held] += part

    def _with_context(
        self, rows: Rows, counts: Scores, context_weight: float
    ) -> tuple[Rows | None, Scores]:
        """A term's frequency in each row that holds it in its own text or its context:
        ``(rows, freq)``, or ``(None, freq)`` with one frequency per row (0.0 for the rest)
        when the term is common enough that a dense count is cheaper than sorting. A row's
        context count is the sum of its neighbours' own counts (links are symmetric, so the
        counts are spread from each holder to its neighbours)."""
        width = 2 * CONTEXT_RADIUS
        # shifted by one so that "no neighbour" (-1) lands on 0, outside the real rows
        hits = np.concatenate([rows, np.take(self._links, rows, axis=0).ravel()]) + 1
        weights = np.concatenate([counts, np.repeat(counts * context_weight, width)])
        if len(hits) * _DENSE_TERM >= self._n:
            dense = np.asarray(np.bincount(hits, weights, minlength=self._n + 1)[1:], np.float64)
            return None, dense
        held, where = np.unique(hits, return_inverse=True)
        freq = np.asarray(np.bincount(where, weights), np.float64)
        if held[0] == 0:
            held, freq = held[1:], freq[1:]
        found: Rows = held - 1
        return found, freq
