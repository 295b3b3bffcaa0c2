"""Full-text SQL that ``PostgresStore`` composes: the neighbour-context refresh and the BM25
keyword query, with the word counts both rely on.

BM25 here is FTS5's ``bm25()`` (what ``SQLiteStore`` ranks with), so that the two stores rank
alike as far as their tokenizers allow (FTS5 ``porter unicode61`` keeps stopwords and stems
with Porter; PostgreSQL's ``english`` drops stopwords and stems with Snowball):

* k1 = 1.2, b = 0.75; idf = ln((N - n + 0.5) / (n + 0.5)), at least 1e-6.
* A term's frequency in a memory is its count in the memory's own text plus
  ``context_weight`` times its count in the context (the neighbouring turns); a phrase counts
  as often as its rarest lexeme, where the phrase matches.
* A memory's length is the number of words (runs of letters and digits, as FTS5's
  ``unicode61`` splits them, stopwords included) of its text and its context together; the
  average length and N are those of the search's selection, and n is the number of memories
  of the selection that hold the term (in the text, or also in the context when
  ``context_weight`` is not 0).

Only constant SQL is produced here; every value travels as a query parameter.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from memvault.stores._pg_filters import columns

if TYPE_CHECKING:
    from psycopg import sql

__all__ = ["CONTEXT_RADIUS", "keyword_query", "refresh_context_query", "word_count"]

CONTEXT_RADIUS = 2
"""A message's context holds the text of this many turns on each side of it (as in SQLite)."""

_WORD = re.compile(r"[^\W_]+")
_FAR = 9_223_372_036_854_775_807  # the largest bigint: "no later message"


def word_count(text: str) -> int:
    """The words of ``text`` as FTS5's ``unicode61`` tokenizer counts them."""
    return sum(1 for _ in _WORD.finditer(text))


_SAME = (
    "n.kind = 'message' AND n.session_id = g.s AND n.user_id IS NOT DISTINCT FROM g.u"
    " AND n.agent_id IS NOT DISTINCT FROM g.a"
)


def _nth(direction: str, offset: int) -> str:
    """The seq of the message ``offset + 1`` places before (``<``) or after (``>``) the
    group's changed span, or the span's open end."""
    edge, order, default = ("g.lo", "DESC", "0") if direction == "<" else ("g.hi", "", str(_FAR))
    return (
        f"coalesce((SELECT n.seq FROM {{memories}} AS n WHERE {_SAME} AND n.seq {direction}"
        f" {edge} ORDER BY n.seq {order} OFFSET {offset} LIMIT 1), {default})"
    )


def refresh_context_query(tables: Callable[..., sql.Composed]) -> sql.Composed:
    """Recompute the context (and its word count) of every message whose neighbourhood of
    ``CONTEXT_RADIUS`` turns holds a change, for several sessions in one statement.

    Parameters, in order, one element per changed session (user, agent and session ids,
    the first and last changed seq): ``text[]``, ``text[]``, ``text[]``, ``bigint[]``,
    ``bigint[]``. A session is a ``(user_id, agent_id, session_id)`` triple of messages
    (``NULL`` ids compare equal). Only rows whose context changes are written.
    """
    r = CONTEXT_RADIUS
    lags = [f"lag(n.content, {k}) OVER w" for k in range(r, 0, -1)]
    leads = [f"lead(n.content, {k}) OVER w" for k in range(1, r + 1)]
    counts = [f"coalesce({f}(n.words, {k}) OVER w, 0)" for f in ("lag", "lead")
              for k in range(1, r + 1)]  # fmt: skip
    template = (
        "WITH g AS (SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], %s::int8[],"
        " %s::int8[]) AS g(u, a, s, lo, hi)),"
        f" span AS (SELECT g.*, {_nth('<', 2 * r - 1)} AS far_lo, {_nth('<', r - 1)} AS near_lo,"
        f" {_nth('>', r - 1)} AS near_hi, {_nth('>', 2 * r - 1)} AS far_hi FROM g),"
        " fresh AS (SELECT n.seq, g.near_lo, g.near_hi, n.context_words AS old_words,"
        f" concat_ws(' ', {', '.join(lags + leads)}) AS context,"
        f" {' + '.join(counts)} AS context_words"
        " FROM span AS g JOIN {memories} AS n ON " + _SAME + " AND n.seq BETWEEN g.far_lo"
        " AND g.far_hi WINDOW w AS (PARTITION BY g.u, g.a, g.s ORDER BY n.seq))"
        " UPDATE {memories} AS m SET context = f.context, context_words = f.context_words"
        " FROM fresh AS f WHERE m.seq = f.seq AND f.seq BETWEEN f.near_lo AND f.near_hi"
        " AND m.context IS DISTINCT FROM f.context"
        " RETURNING m.user_id, m.agent_id, m.session_id, f.context_words - f.old_words"
    )
    return tables(template)


def backfill_context_query(tables: Callable[..., sql.Composed]) -> sql.Composed:
    """The context of every message in a session, recomputed at once (a migration's job)."""
    r = CONTEXT_RADIUS
    lags = [f"lag(n.content, {k}) OVER w" for k in range(r, 0, -1)]
    leads = [f"lead(n.content, {k}) OVER w" for k in range(1, r + 1)]
    counts = [f"coalesce({f}(n.words, {k}) OVER w, 0)" for f in ("lag", "lead")
              for k in range(1, r + 1)]  # fmt: skip
    return tables(
        "WITH fresh AS (SELECT n.seq,"
        f" concat_ws(' ', {', '.join(lags + leads)}) AS context,"
        f" {' + '.join(counts)} AS context_words"
        " FROM {memories} AS n WHERE n.kind = 'message' AND n.session_id IS NOT NULL"
        " WINDOW w AS (PARTITION BY n.user_id, n.agent_id, n.session_id ORDER BY n.seq))"
        " UPDATE {memories} AS m SET context = f.context, context_words = f.context_words"
        " FROM fresh AS f WHERE m.seq = f.seq AND m.context IS DISTINCT FROM f.context"
    )


def _frequency(column: str) -> str:
    """A term's frequency in the tsvector ``column`` of hit ``s`` (0 where it does not match)."""
    return (
        f"CASE WHEN s.{column} @@ live.q THEN (SELECT coalesce(min(cardinality(l.positions)), 0)"
        f" FROM unnest(s.{column}) AS l WHERE l.lexeme = ANY (live.lexemes)) ELSE 0 END"
    )


def keyword_query(
    tables: Callable[..., sql.Composed],
    condition: sql.Composable,
    terms: int,
    *,
    context: bool,
    scope_sums: bool,
) -> sql.Composed:
    """BM25 (see the module docstring) of the memories of a selection matching any of
    ``terms`` phrases, best first; with ``context``, neighbours' words count too.

    Parameters, in order: the terms as one ``text[]``, the context weight (only with
    ``context``), the condition's parameters (twice with ``scope_sums``), each term again
    (twice with ``context``: for the two indexes), the limit.

    With ``scope_sums`` (a condition on scope ids and kinds only, which the sums table
    ``{stats}`` has columns for) N and the average length are read off the sums kept per
    scope instead of counted over the selection's memories.

    One pass over the matching memories of the selection reads each term's frequency once;
    document frequencies are counted from that pass, not by searching the index again.
    ``stats`` and ``hits`` are ``MATERIALIZED`` so that neither is computed twice.
    """
    from psycopg import sql

    one = sql.SQL("phraseto_tsquery('english', %s::text)")
    any_term = sql.SQL(" || ").join([one] * terms)
    weight = "%s::float8" if context else "0::float8"
    frequency = _frequency("fts")
    match = "s.fts @@ ({})"
    if context:
        frequency = f"({frequency}) + weight.w * ({_frequency('ctx')})"
        match = "(s.fts @@ ({}) OR s.ctx @@ ({}))"
    stats = counted = ""
    if scope_sums:
        stats = (
            "stats AS MATERIALIZED (SELECT coalesce(sum(m.memories), 0)::float8 AS n,"
            " greatest(coalesce(sum(m.words)::float8 / nullif(sum(m.memories), 0), 0), 1)"
            " AS avgdl FROM {stats} AS m WHERE {}),"
        )
    else:
        counted = (
            "stats AS MATERIALIZED (SELECT count(*)::float8 AS n,"
            " greatest(coalesce(avg(dl), 0), 1)::float8 AS avgdl FROM scoped),"
        )
    template = (
        "WITH terms AS (SELECT u.i, phraseto_tsquery('english', u.t) AS q,"
        " tsvector_to_array(to_tsvector('english', u.t)) AS lexemes"
        " FROM unnest(%s::text[]) WITH ORDINALITY AS u(t, i)),"
        " live AS MATERIALIZED (SELECT i, q, lexemes FROM terms WHERE numnode(q) > 0),"
        f" weight AS MATERIALIZED (SELECT {weight} AS w),"
        f" {stats}"
        " scoped AS NOT MATERIALIZED (SELECT m.seq, m.fts, m.ctx,"
        " (m.words + m.context_words)::float8 AS dl FROM {memories} AS m WHERE {}),"
        f" {counted}"
        " hits AS MATERIALIZED (SELECT s.seq, s.dl, f.i, f.f FROM scoped AS s CROSS JOIN"
        f" LATERAL (SELECT live.i, ({frequency})::float8 AS f FROM live CROSS JOIN weight)"
        f" AS f WHERE {match} AND f.f > 0),"
        " weights AS (SELECT h.i,"
        " greatest(ln((stats.n - count(*) + 0.5) / (count(*) + 0.5)), 1e-6) AS idf"
        " FROM hits AS h CROSS JOIN stats GROUP BY h.i, stats.n),"
        " ranked AS (SELECT h.seq, sum(w.idf * h.f * 2.2"
        " / (h.f + 1.2 * (0.25 + 0.75 * h.dl / stats.avgdl))) AS bm25"
        " FROM hits AS h JOIN weights AS w ON w.i = h.i CROSS JOIN stats"
        " GROUP BY h.seq ORDER BY bm25 DESC, h.seq LIMIT %s)"
        f" SELECT {columns('m')}, r.bm25 FROM ranked AS r JOIN {{memories}} AS m"
        " ON m.seq = r.seq ORDER BY r.bm25 DESC, r.seq"
    )
    params = [condition, any_term, *([any_term] if context else [])]
    if scope_sums:
        params.insert(0, condition)
    return tables(template, *params)
