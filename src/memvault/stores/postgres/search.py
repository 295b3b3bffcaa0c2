"""The searches of a ``PostgresStore``: keyword (BM25), vector (cosine) and the speakers of a
selection's messages, each inside the selection's own condition.

* Keyword search of one user's memories without a metadata or attribute filter reads the
  posting lists (``postings``) in one statement and ranks in numpy; anything else, and any
  word of several lexemes (a phrase), takes the SQL query of ``text``. Both rank by the same
  BM25, with the statistics of the selection; scores are positive, higher is better.
* Vector search scores are cosine similarities, ``1 - (embedding <=> query)``. A selection of
  at most ``exact_search_rows`` memories is searched exactly; a larger one goes through the
  HNSW index (approximate), and falls back to an exact scan when the index returns fewer
  than ``limit`` rows (a selective filter on a large table).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import replace as _replace
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.core.records import Selection
from memvault.core.types import MemoryEntry
from memvault.infra.postgres import PostgresDatabase, fetch_all
from memvault.stores.postgres.filters import scope_sums, selection_sql, temporal_sql
from memvault.stores.postgres.postings import Postings, best, rank, read_query
from memvault.stores.postgres.rows import COLUMNS, array_text, entry, vector_text
from memvault.stores.postgres.schema import Tables, check_embedder, fragment, hnsw_fits
from memvault.stores.postgres.text import keyword_query

if TYPE_CHECKING:
    from psycopg import AsyncConnection, sql

__all__ = ["Hit", "Search"]

Hit = tuple[MemoryEntry, float]

_EMBEDDED_BY = (
    "(SELECT value FROM {meta} WHERE key = 'embedder') = %s"
    " AND (SELECT value FROM {meta} WHERE key = 'dim') = %s"
)
"""The store's vectors are those of an embedder and dimension (parameters): a condition."""


@dataclass(frozen=True, slots=True)
class Search:
    """The searches of one store: its database, tables, where it lives (for errors), the
    largest selection searched exactly by vector and the shortest HNSW candidate list."""

    db: PostgresDatabase
    t: Tables
    where: str
    exact_search_rows: int
    hnsw_candidates: int

    async def keyword(
        self, terms: Sequence[str], selection: Selection, limit: int, *, context_weight: float
    ) -> list[Hit]:
        """BM25 over the ``english`` lexemes for any of ``terms`` (each one a phrase), with
        the statistics of ``selection``; higher is better. ``context_weight`` is the weight
        of a message's neighbouring turns (0 ignores them, 1 counts them like its own words);
        the hit is the message itself."""
        words = list(dict.fromkeys(_validate.text("terms", t, allow_empty=True) for t in terms))
        words = [w for w in words if w.strip()]
        weight = _validate.unit_interval("context_weight", context_weight)
        if not words or limit <= 0:
            return []
        if selection.user_id is not None and scope_sums(selection) is not None:
            async with self.db.connection() as conn:
                answer = await self._posting_search(conn, words, selection, limit, weight)
            if answer is not None:
                return answer
        async with self.db.transaction() as conn:
            live = await _terms(conn, words)
            if not live:
                return []
            # The GIN indexes find the matches; a scan of the scope reads and tests every
            # memory (3x slower at 100k), which the planner, unsure how common the words
            # are, chose when a fifth of the scope matched.
            await conn.execute("SELECT set_config('enable_seqscan', 'off', true)")
            query, args = keyword_query(
                self.t.sql, selection_sql(selection), live, context_weight=weight,
                sums=scope_sums(selection), temporal=temporal_sql(selection), limit=limit,
            )  # fmt: skip
            rows = await fetch_all(conn, query, args)
        return [(entry(r[:-1]), float(r[-1])) for r in rows]

    async def _posting_search(
        self,
        conn: AsyncConnection[Any],
        words: list[str],
        selection: Selection,
        limit: int,
        weight: float,
    ) -> list[Hit] | None:
        """``keyword`` of one user's memories without a metadata filter over the posting
        lists (``postings``): one statement reads the words' lexemes, the statistics and the
        postings, numpy ranks, and the hits are read back best first with the selection's
        full condition (which drops what is no longer true, and anything the digests let
        by). None when a word is a phrase (several lexemes), which needs positions: the
        full-text query answers then."""
        sums = scope_sums(selection)
        assert sums is not None
        narrowed = not (selection.kinds is None and selection.agent_id is None
                        and selection.session_id is None)  # fmt: skip
        async with conn.cursor(binary=True) as cur:
            await cur.execute(
                read_query(self.t.sql, sums, scopes=narrowed),
                [words, *sums.params, selection.user_id],
            )
            row = await cur.fetchone()
        assert row is not None
        found = [list(lexemes) for lexemes in row[0]]
        if any(len(lexemes) > 1 for lexemes in found):
            return None
        single = list(dict.fromkeys(lexemes[0] for lexemes in found if lexemes))
        if not single:
            return []
        postings = Postings.parse(row[3:], single, scopes=narrowed)
        ranked = rank(
            postings, len(single), n=float(row[1]), avgdl=float(row[2]), weight=weight,
            kinds=selection.kinds, agent_id=selection.agent_id, session_id=selection.session_id,
        )  # fmt: skip
        return await self._read_best(conn, ranked, selection, limit)

    async def _read_best(
        self,
        conn: AsyncConnection[Any],
        ranked: tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]],
        selection: Selection,
        limit: int,
    ) -> list[Hit]:
        """The ``limit`` best of the ``ranked`` seqs that ``selection`` holds, best first:
        read a batch at a time, each four times deeper, until enough are found."""
        where, params = selection_sql(selection)
        fetch = self.t.sql(
            f"SELECT {COLUMNS}, u.score FROM unnest(%s::text::int8[], %s::text::float8[])"
            " WITH ORDINALITY AS u(seq, score, i) JOIN {memories} AS m ON m.seq = u.seq"
            " WHERE {} ORDER BY u.i",
            fragment(where),
        )
        hits: list[Hit] = []
        start, depth = 0, limit
        while len(hits) < limit and start < len(ranked[0]):
            seqs, scores = best(*ranked, depth)
            arrays = [array_text(seqs[start:]), array_text(scores[start:])]
            rows = await fetch_all(conn, fetch, [*arrays, *params])
            hits += [(entry(r[:-1]), float(r[-1])) for r in rows]
            start, depth = depth, 4 * depth
        return hits[:limit]

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``.

        For one user's scope (at any time) they are read off the speaker index by skipping
        from each value to the next (one index probe per speaker, where a scan reads every
        message)."""
        where, params = selection_sql(selection)
        string = "m.kind = 'message' AND jsonb_typeof(m.metadata -> 'speaker') = 'string'"
        timeless = _replace(selection, valid_at=None, begun=False)
        if timeless == Selection(selection.user_id) and selection.user_id is not None:
            time_where, time_params = temporal_sql(selection) or ("true", [])
            first = (
                f"SELECT m.metadata ->> 'speaker' AS v FROM {{memories}} AS m WHERE {string}"
                f" AND m.user_id = %s AND {time_where}"
            )
            query = self.t.sql(
                f"WITH RECURSIVE s(v) AS (({first} ORDER BY 1 LIMIT 1) UNION ALL"
                f" SELECT ({first} AND m.metadata ->> 'speaker' > s.v ORDER BY 1 LIMIT 1)"
                " FROM s WHERE s.v IS NOT NULL) SELECT v FROM s WHERE v IS NOT NULL"
            )
            params = [selection.user_id, *time_params] * 2
        else:
            query = self.t.sql(
                f"SELECT DISTINCT m.metadata ->> 'speaker' FROM {{memories}} AS m WHERE {string}"
                " AND {}",
                fragment(where),
            )
        async with self.db.connection() as conn:
            rows = await fetch_all(conn, query, params)
        return sorted(str(row[0]) for row in rows)

    async def vector(
        self,
        vector: npt.NDArray[np.float32],
        selection: Selection,
        limit: int,
        embedder: tuple[str, int],
    ) -> list[Hit]:
        """Cosine search within ``selection`` of a store opened with ``embedder`` (name and
        dimension); score is the cosine (-1.0-1.0), 0.0 for a zero vector. A store
        re-embedded by another process since is a ``Conflict``."""
        name, dim = embedder
        text = vector_text(vector, dim)
        if limit <= 0:
            return []
        from psycopg import sql as pgsql

        where, params = selection_sql(selection)
        # Both queries hold this one-time condition, so that vectors of another embedder
        # (another length, even) are never compared with the query: they find nothing.
        cond = pgsql.SQL(" AND ").join([fragment(where), self.t.sql(_EMBEDDED_BY)])
        params = [*params, name, str(dim)]
        rows: list[tuple[Any, ...]] = []
        async with self.db.connection() as conn:
            if hnsw_fits(dim):
                rows = await self._index_search(conn, text, cond, params, limit, selection)
            if len(rows) < limit:
                rows = await fetch_all(conn, self._exact(cond), [text, *params, limit])
            if not rows:  # nothing in the selection, or another embedder's vectors
                await check_embedder(conn, self.t, self.where, name, dim)
        return [(entry(r[:-1]), 0.0 if r[-1] != r[-1] else 1.0 - float(r[-1])) for r in rows]

    def _exact(self, cond: sql.Composable) -> sql.Composed:
        """The exact nearest of the memories ``cond`` holds. The distances are computed once
        a row (OFFSET 0 keeps the subquery whole) and sorted with nothing but the seq; only
        the best rows are then read in full (10k memories in scope, bench/scale.py: 11 ms
        where sorting whole rows took 15)."""
        nearest = (
            "SELECT s.seq, s.d FROM (SELECT m.seq, m.embedding <=> %s::vector AS d"
            " FROM {memories} AS m WHERE {} OFFSET 0) AS s"
            " ORDER BY CASE WHEN s.d = 'NaN'::float8 THEN 1 ELSE s.d END, s.seq LIMIT %s"
        )
        return self.t.sql(
            f"SELECT {COLUMNS}, b.d FROM ({nearest}) AS b JOIN {{memories}} AS m"
            " ON m.seq = b.seq ORDER BY CASE WHEN b.d = 'NaN'::float8 THEN 1 ELSE b.d END, b.seq",
            cond,
        )

    async def _index_search(
        self,
        conn: AsyncConnection[Any],
        text: str,
        cond: sql.Composable,
        params: list[Any],
        limit: int,
        selection: Selection,
    ) -> list[tuple[Any, ...]]:
        """The HNSW index's ``limit`` nearest in the selection, or nothing when the
        selection holds at most ``exact_search_rows`` memories (a one-time condition of the
        same statement: the sums of its scopes, else a count up to the bound). The candidate
        list (``hnsw.ef_search``) is set for the transaction; its four statements go in one
        round trip."""
        bound = max(self.exact_search_rows, limit)
        size, size_params = self._selection_size(cond, params, selection, bound)
        query = self.t.sql(
            f"SELECT {COLUMNS}, m.embedding <=> %s::vector AS d FROM {{memories}} AS m"
            " WHERE {} > %s AND {} ORDER BY m.embedding <=> %s::vector LIMIT %s",
            size,
            cond,
        )
        ef_search = str(min(1000, max(self.hnsw_candidates, limit)))
        async with conn.pipeline():
            await conn.execute("BEGIN")
            await conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (ef_search,))
            cur = await conn.execute(query, [text, *size_params, bound, *params, text, limit])
            await conn.execute("COMMIT")
        return await cur.fetchall()

    def _selection_size(
        self, cond: sql.Composable, params: list[Any], selection: Selection, bound: int
    ) -> tuple[sql.Composed, list[Any]]:
        """SQL for how many memories the selection holds (the sums of its scopes, else a
        count of the rows ``cond`` holds up to ``bound + 1``), and its parameters."""
        from psycopg import sql as pgsql

        sums = scope_sums(selection)
        if sums is not None:
            size = self.t.sql(
                f"(SELECT coalesce(sum(x.memories), 0) FROM {sums.table} AS x WHERE {{}})",
                pgsql.SQL(sums.condition.replace("m.", "x.")),
            )
            return size, sums.params
        size = self.t.sql(
            "(SELECT count(*) FROM (SELECT 1 FROM {memories} AS m WHERE {} LIMIT %s) AS s)",
            cond,
        )
        return size, [*params, bound + 1]


async def _terms(conn: AsyncConnection[Any], words: list[str]) -> list[tuple[str, list[str]]]:
    """Each word with its ``english`` lexemes, words without any left out; words that stem
    alike are one term, as in SQLite and over the postings."""
    lexemes = await fetch_all(
        conn,
        "SELECT u.t, tsvector_to_array(to_tsvector('english', u.t)) FROM"
        " unnest(%s::text[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i",
        [words],
    )
    distinct: dict[tuple[str, ...], str] = {}
    for text, found in lexemes:
        if found:
            distinct.setdefault(tuple(found), str(text))
    return [(text, list(found)) for found, text in distinct.items()]
