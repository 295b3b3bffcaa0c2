"""The in-memory side of a store: the vector (in compact form), keyword tokens and scope of
every memory, one row each, addressed by the store's integer ``seq``.

Scope columns are kept as integer codes so that a scope mask is one vectorised comparison,
shared by vector search and keyword search (``keywords.KeywordIndex`` uses the same rows).
Vector scores are cosine similarities (rows and queries are unit length), in -1.0-1.0.

Vectors are held as int8 codes (``compact``): a search ranks by them and scores exactly,
with the vectors stored in the file, the rows that may be among the best. It is exact while
at most ``PREFILTER_ROWS`` rows are in scope. Above that, every row's sign bits are
compared with the query's first, by Hamming distance, and only the ``rerank`` closest rows
are ranked; ``bench/scale.py`` measures the recall of this against exact search.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memvault.stores.sqlite.columns import Columns
from memvault.stores.sqlite.compact import (
    approximate,
    bounds,
    contenders,
    dot,
    hamming,
    nearest,
    quantize,
    sign_bits,
)
from memvault.stores.sqlite.keywords import Counted, KeywordIndex, Words
from memvault.stores.sqlite.postings import Packed
from memvault.stores.sqlite.saved import IndexImage
from memvault.stores.sqlite.seqrows import SeqRows
from memvault.stores.sqlite.terms import Terms

__all__ = ["PREFILTER_ROWS", "Stored", "VectorMatrix"]

PREFILTER_ROWS = 20_000
"""Vector search in a scope of more rows than this compares sign bits first (see above)."""
RERANK_MIN = 2_000
"""At least this many rows (and 20 per result asked for) are ranked by their codes after it."""
RESCORE_MIN, RESCORE_PER_RESULT = 256, 4
"""At most this many rows (or per result asked for) are scored with their stored vectors."""
Stored = Callable[[Sequence[int]], Mapping[int, npt.NDArray[np.float32]]]
"""The stored (exact) vectors of the memories of some seqs; one no longer stored is absent."""
Span = tuple[datetime, datetime | None, datetime | None]

_GROW = 1.5
_DENSE = 4  # score the whole matrix when at least 1 row in _DENSE is kept
_COMPACT = 4096  # drop dead rows once there are this many and they outnumber the live ones


class VectorMatrix:
    """Vectors of ``dim`` floats (as int8 codes) with their scope, addressed by ``seq``."""

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self._n = 0
        self._int8 = np.zeros((0, dim), np.int8)  # compact.quantize: int8 codes, a scale
        self._scales = np.zeros(0, np.float32)
        self._seqs = np.zeros(0, np.int64)
        self._scope = np.zeros((0, 4), np.int32)  # user, agent, session, kind codes
        self._alive = np.zeros(0, bool)
        self._span = np.zeros((0, 3), np.float64)  # valid from, valid to, expires (epoch s)
        self._ends = False  # whether any row has an end (valid_to or expires_at)
        # sign bits for the prefilter: one row per 64 dimensions, one column per memory
        self._bits = np.zeros((-(-dim // 64), 0), np.uint64)
        self._codes: dict[str | None, int] = {None: 0}
        self._row = SeqRows()
        self._masks: dict[tuple[object, ...], npt.NDArray[np.bool_]] = {}  # since last change
        self._counted: dict[tuple[object, ...], Counted] = {}  # the same
        self.keywords = KeywordIndex()

    def __len__(self) -> int:
        return len(self._row)

    def code(self, value: str | None) -> int:
        """The integer for a scope value; values never seen get -1 (matching nothing)."""
        return self._codes.get(value, -1)

    def _reserve(self, extra: int) -> None:
        need = self._n + extra
        if need <= len(self._seqs):
            return
        size = max(need, int(len(self._seqs) * _GROW) + 16)
        for name in ("_int8", "_scales", "_seqs", "_scope", "_alive", "_span"):
            old = getattr(self, name)
            new = np.zeros((size, *old.shape[1:]), old.dtype)
            new[: self._n] = old[: self._n]
            setattr(self, name, new)
        bits = np.zeros((len(self._bits), size), np.uint64)
        bits[:, : self._n] = self._bits[:, : self._n]
        self._bits = bits

    def add(
        self,
        seqs: Sequence[int],
        vectors: npt.NDArray[np.float32],
        scopes: Sequence[tuple[str | None, str | None, str | None, str]],
        tokens: Sequence[Sequence[str]],
        spans: Sequence[Span] | None = None,
    ) -> None:
        """Add (or replace, for a seq already held) rows: a vector, a scope (user, agent,
        session, kind), the keyword tokens and the time span (valid from, valid to, expires
        at) of each (always valid when ``spans`` is None). Messages with a session are
        linked to their neighbours for keyword context."""
        replaced = self._row.rows(seqs)
        self._alive[replaced] = False
        self.keywords.remove(replaced)
        self._reserve(len(seqs))
        first, end = self._n, self._n + len(seqs)
        known = self._codes
        for value in {v for scope in scopes for v in scope} - known.keys():
            known[value] = len(known)
        codes = [list(map(known.__getitem__, scope)) for scope in scopes]
        self._int8[first:end], self._scales[first:end] = quantize(vectors)
        self._seqs[first:end] = seqs
        self._scope[first:end] = np.array(codes, np.int32).reshape(-1, 4)
        self._alive[first:end] = True
        if spans is None:
            self._span[first:end] = [-np.inf, np.inf, np.inf]
        else:
            times = [[_epoch(t) for t in span] for span in spans]
            self._span[first:end] = np.array(times, np.float64).reshape(-1, 3)
            self._ends = self._ends or any(e is not None for span in spans for e in span[1:])
        self._row.put(seqs, range(first, end))
        self._n = end
        sessions = [
            (code[0], code[1], code[2]) if scope[3] == "message" and scope[2] is not None else None
            for code, scope in zip(codes, scopes, strict=True)
        ]
        if len(seqs):
            self._bits[:, first : self._n] = sign_bits(vectors).T
        self.keywords.add(first, seqs, tokens, sessions)
        self._masks.clear()
        self._counted.clear()
        self._compact()

    def load(self, columns: Columns) -> None:
        """Hold every row of ``columns`` (a file read whole, ``columns.read_columns``), in
        one step over each column; the same rows ``add`` would make of them. Empty only."""
        n = len(columns.seqs)
        known = self._codes
        codes = np.zeros((n, 4), np.int32)
        for column, values in enumerate(columns.scope):
            for value in dict.fromkeys(values).keys() - known.keys():
                known[value] = len(known)
            codes[:, column] = np.fromiter(map(known.__getitem__, values), np.int32, n)
        self._hold(
            columns.seqs, (columns.codes, columns.scales), codes, columns.spans, columns.bits,
            columns.terms,
        )  # fmt: skip

    def load_image(self, image: IndexImage) -> None:
        """Hold the rows of a saved index (``saved``), as ``load`` holds a file's. Empty only."""
        self._codes = {value: code for code, value in enumerate(image.values)}
        words = (Packed(image.posted, image.counts, image.starts), image.names, image.lengths)
        compact = (image.codes, image.scales)
        self._hold(image.seqs, compact, image.scope, image.spans, image.bits, words)

    def _hold(
        self,
        seqs: npt.NDArray[np.int64],
        compact: tuple[npt.NDArray[np.int8], npt.NDArray[np.float32]],
        codes: npt.NDArray[np.int32],
        spans: npt.NDArray[np.float64],
        bits: npt.NDArray[np.uint64],
        words: Terms | Words,
    ) -> None:
        assert not self._row
        n = len(seqs)
        (self._int8, self._scales), self._seqs, self._scope = compact, seqs, codes
        self._alive = np.ones(n, bool)
        self._span = spans
        self._ends = bool(np.isfinite(spans[:, 1:]).any())
        self._bits = bits
        self._row = SeqRows(seqs, np.arange(n))
        self._n = n
        # a message in a session is linked to its neighbours, as in add
        messages = np.flatnonzero((codes[:, 3] == self.code("message")) & (codes[:, 2] != 0))
        self.keywords.fill(seqs, words, messages, codes[messages, :3].astype(np.int64))

    def image(self) -> IndexImage:
        """The live rows, in seq order, as ``saved`` keeps them (``load_image`` reads it),
        with only the words and scope values some live row holds (nothing removed stays)."""
        live = np.flatnonzero(self._alive[: self._n])
        live = live[np.argsort(self._seqs[live], kind="stable")]
        packed, names, lengths = self.keywords.packed(live)
        table: list[str | None] = [None] * len(self._codes)
        for value, code in self._codes.items():
            table[code] = value
        # code 0 stays None's: an absent session is code 0 (see _hold)
        held, codes = np.unique(np.r_[0, self._scope[live].ravel()], return_inverse=True)
        return IndexImage(
            seqs=self._seqs[live], codes=self._int8[live], scales=self._scales[live],
            scope=codes[1:].reshape(-1, 4).astype(np.int32),
            values=[table[i] for i in held.tolist()], spans=self._span[live],
            bits=np.ascontiguousarray(self._bits[:, live]), lengths=lengths, names=names,
            posted=packed.rows, counts=packed.counts, starts=packed.starts,
        )  # fmt: skip

    def set_valid_to(self, seq: int, valid_to: datetime | None) -> None:
        """A row's fact was superseded (or is current again, when ``valid_to`` is None)."""
        row = self._row.get(seq)
        if row is not None:
            self._span[row, 1] = _epoch(valid_to)
            self._ends = self._ends or valid_to is not None

    def set_span(self, seq: int, span: Span) -> None:
        """A row's time span (valid from, valid to, expires at) changed."""
        row = self._row.get(seq)
        if row is not None:
            self._span[row] = [_epoch(t) for t in span]
            self._ends = self._ends or any(t is not None for t in span[1:])

    def valid(self, keep: npt.NDArray[np.bool_], at: datetime, *, begun: bool) -> None:
        """Narrow ``keep`` to the rows true at ``at``: not superseded or expired by then,
        and (``begun``) already valid then."""
        span = self._span[: self._n]
        moment = _epoch(at)
        if self._ends:
            keep &= (span[:, 1] > moment) & (span[:, 2] > moment)
        if begun:
            keep &= span[:, 0] <= moment

    def remove(self, seqs: Sequence[int]) -> None:
        rows = self._row.pop(seqs)
        self._alive[rows] = False
        self.keywords.remove(rows)
        self._masks.clear()
        self._counted.clear()
        self._compact()

    def _compact(self) -> None:
        """Drop the rows of removed and replaced vectors once they are the majority (updates
        leave one behind each), keeping the order of the live ones."""
        dead = self._n - len(self._row)
        if dead < _COMPACT or dead * 2 < self._n:
            return
        live = np.flatnonzero(self._alive[: self._n])
        self.keywords.compact(live)
        for name in ("_int8", "_scales", "_seqs", "_scope", "_alive", "_span"):
            setattr(self, name, getattr(self, name)[live].copy())
        self._bits = self._bits[:, live].copy()
        self._n = len(live)
        self._row = SeqRows(self._seqs, np.arange(self._n))

    def mask(
        self,
        user_id: str | None,
        agent_id: str | None,
        session_id: str | None,
        kinds: Sequence[str] | None,
    ) -> npt.NDArray[np.bool_]:
        """Rows alive and inside the scope (``None`` leaves a column unconstrained); a fresh
        array the caller may change."""
        return self._known_mask(user_id, agent_id, session_id, kinds).copy()

    def _known_mask(
        self,
        user_id: str | None,
        agent_id: str | None,
        session_id: str | None,
        kinds: Sequence[str] | None,
    ) -> npt.NDArray[np.bool_]:
        """``mask``, remembered until the next change: never to be changed."""
        key = (user_id, agent_id, session_id, None if kinds is None else tuple(kinds))
        known = self._masks.get(key)
        if known is None:
            if len(self._masks) >= 16:
                self._masks.clear()
            known = self._masks[key] = self._mask(user_id, agent_id, session_id, kinds)
        return known

    def counted(
        self,
        user_id: str | None,
        agent_id: str | None,
        session_id: str | None,
        kinds: Sequence[str] | None,
    ) -> Counted:
        """The keyword statistics of the scope ``mask`` gives (``KeywordIndex.counted``),
        remembered until the next change, as the masks are."""
        key = (user_id, agent_id, session_id, None if kinds is None else tuple(kinds))
        known = self._counted.get(key)
        if known is None:
            if len(self._counted) >= 16:
                self._counted.clear()
            rows = self._known_mask(user_id, agent_id, session_id, kinds)
            known = self._counted[key] = self.keywords.counted(rows)
        return known

    def _mask(
        self,
        user_id: str | None,
        agent_id: str | None,
        session_id: str | None,
        kinds: Sequence[str] | None,
    ) -> npt.NDArray[np.bool_]:
        keep = self._alive[: self._n].copy()
        scope = self._scope[: self._n]
        for column, value in enumerate((user_id, agent_id, session_id)):
            if value is not None:
                keep &= scope[:, column] == self.code(value)
        if kinds is not None:
            keep &= np.isin(scope[:, 3], [self.code(k) for k in kinds])
        return keep

    def restrict(self, keep: npt.NDArray[np.bool_], seqs: Sequence[int]) -> None:
        """Narrow ``keep`` (rows alive, from ``mask``) to the rows whose seq is in ``seqs`` (a
        metadata filter's result): a few seqs are looked up one by one; many, in one
        vectorised membership test over every row (at 100k rows: 0.7 ms whatever the count,
        where the lookups take 2 ms for 10k seqs and 8 ms for 50k)."""
        if len(seqs) * 32 < len(keep):
            allowed = np.zeros_like(keep)
            allowed[self._row.rows(seqs)] = True
        else:
            wanted = np.fromiter(seqs, dtype=np.int64, count=len(seqs))
            allowed = np.isin(self._seqs[: len(keep)], wanted)
        keep &= allowed

    def search(
        self,
        query: npt.NDArray[np.float32],
        keep: npt.NDArray[np.bool_],
        limit: int,
        stored: Stored,
        *,
        rerank: int | None = None,
    ) -> list[tuple[int, float]]:
        """The ``limit`` rows in ``keep`` most similar to ``query``, as (seq, cosine), best
        first; equal scores keep the order in which the rows were added. Ranked by the
        compact codes, then the rows that may be among the best are scored exactly with their
        vectors from ``stored`` (see ``compact``): exact up to ``PREFILTER_ROWS`` rows in
        ``keep``; above, among the ``rerank`` rows (default: 20 per result, at least
        ``RERANK_MIN``) nearest by sign bits."""
        rows = np.flatnonzero(keep[: self._n])
        if not len(rows) or limit <= 0:
            return []
        top = min(limit, len(rows))
        dense = len(rows) * _DENSE >= self._n
        if len(rows) > PREFILTER_ROWS:
            pool = max(20 * limit, RERANK_MIN) if rerank is None else rerank
            if pool < len(rows):
                bits = self._bits[:, : self._n] if dense else self._bits[:, rows]
                distance = hamming(bits, query)
                if dense:
                    distance[~keep[: self._n]] = np.iinfo(distance.dtype).max
                near = nearest(distance, pool)
                rows, dense = (near if dense else rows[near]), False
        # When most rows count (dense), the contiguous codes are scored in place (a gathered
        # copy of them costs more than the product) and the others pushed below every score.
        at = slice(0, self._n) if dense else rows
        scales = self._scales[at]
        scores = approximate(self._int8[at], scales, query)
        if dense:
            scores[~keep[: self._n]] = -np.inf
            rows = np.arange(self._n)
        cap = max(RESCORE_PER_RESULT * top, RESCORE_MIN)
        chosen = rows[contenders(scores, bounds(scales, query), top, cap)]
        return self._exact(chosen, query, top, stored)

    def _exact(
        self, rows: npt.NDArray[np.intp], query: npt.NDArray[np.float32], top: int, stored: Stored
    ) -> list[tuple[int, float]]:
        """The ``top`` of ``rows`` by the cosine of their stored vectors (a row whose memory
        the file no longer holds, removed by another connection since, is left out)."""
        seqs = self._seqs[rows].tolist()
        found = stored(seqs)
        here = [i for i, seq in enumerate(seqs) if seq in found]
        if not here:
            return []
        rows = rows[here]
        exact = dot(np.stack([found[seqs[i]] for i in here]), query)
        best = np.lexsort((rows, -exact))[:top]
        return [(int(self._seqs[rows[i]]), float(exact[i])) for i in best]

    def keyword_search(
        self,
        terms: Sequence[str],
        keep: npt.NDArray[np.bool_],
        limit: int,
        context_weight: float,
        counted: Counted | None = None,
    ) -> list[tuple[int, float]]:
        """BM25 over the rows in ``keep`` with the statistics ``counted`` (see
        ``KeywordIndex.search``; ``counted`` or ``keywords.counted`` make them), as (seq,
        score)."""
        hits = self.keywords.search(terms, keep, limit, context_weight, counted)
        return [(int(self._seqs[row]), score) for row, score in hits]


def _epoch(when: datetime | None) -> float:
    """Seconds since the epoch; ``None`` (no end) is infinitely late."""
    return np.inf if when is None else when.timestamp()
