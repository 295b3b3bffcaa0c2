"""Full-text SQL that ``PostgresStore`` composes: term-frequency maps, the neighbour-context
refresh and the BM25 keyword query.

BM25 here is FTS5's ``bm25()`` (what ``SQLiteStore`` ranks with), so that the two stores rank
alike as far as their tokenizers allow (``SQLiteStore`` keeps stopwords and stems with Porter;
PostgreSQL's ``english`` drops stopwords and stems with Snowball):

* k1 = 1.2, b = 0.75; idf = ln((N - n + 0.5) / (n + 0.5)), at least 1e-6.
* A term's frequency in a memory is its count in the memory's own text plus
  ``context_weight`` times its count in the context (the neighbouring turns). A phrase (a
  term PostgreSQL splits into several lexemes) counts as often as its rarest lexeme, where
  the phrase matches the text, or where all its lexemes are in the context.
* A memory's length is the number of words (runs of letters and digits, as FTS5's
  ``unicode61`` splits them, stopwords included) of its text and its context together; N and
  the average length are those of the search's selection, and n is the number of memories
  of the selection that hold the term (in the text, or also in the context when
  ``context_weight`` is not 0).

This query answers what the posting lists (``postings``) cannot: a selection with a
metadata filter or across users, and phrases. Where its time goes, and why the terms rows
are shaped so (100k memories in one scope, common words): reading each term's count out
of a ``tsvector`` (``unnest``, per memory and term) cost 5-10 µs, so each memory keeps its
counts as ``jsonb`` maps (``tf`` of its text, ``ctx_tf`` of its context) that a query reads
with ``->>``; N and the average length come from sums kept per scope, not from counting
the selection; document frequencies are counted in the same pass that reads the
frequencies. What remains is proportional to the memories that match some term (each is
read from the heap once): 20-80 ms when common words match a fifth of 100k memories, which
is why one user's searches read the posting lists instead.

Only the first ``FTS_MAX_CHARS`` characters of a text (or context) are indexed for
keyword search: PostgreSQL refuses a ``tsvector`` over 1 MB (lexemes and positions), which
an 833 KB text of distinct words exceeded, failing the write. The whole text is stored,
returned and embedded; only keyword search misses words past the cap.

Only constant SQL is produced here; every value travels as a query parameter.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from memvault.stores.postgres.filters import Sums
from memvault.stores.postgres.rows import columns

if TYPE_CHECKING:
    from psycopg import sql

__all__ = [
    "CONTEXT_RADIUS",
    "FTS_MAX_CHARS",
    "backfill_context_query",
    "context_of",
    "fts",
    "keyword_query",
    "previous_turns_query",
    "refresh_context_query",
    "term_counts",
    "word_count",
]

CONTEXT_RADIUS = 2
"""A message's context holds the text of this many turns on each side of it (as in SQLite)."""

_WORD = re.compile(r"[^\W_]+")
_FAR = 9_223_372_036_854_775_807  # the largest bigint: "no later message"


def word_count(text: str) -> int:
    """The words of ``text`` as FTS5's ``unicode61`` tokenizer counts them."""
    return sum(1 for _ in _WORD.finditer(text))


FTS_MAX_CHARS = 150_000
"""The characters of a text that keyword search indexes. A ``tsvector`` holds at most 1 MB:
each distinct lexeme costs its bytes plus about 9 (entry, a position), so 150,000
characters stay within it for distinct words of any script (Latin 1.4 bytes a character,
Cyrillic about 3, CJK between spaces 6), and PostgreSQL records no position past 16,383
anyway, about where the cap falls for English prose."""


def fts(text_sql: str) -> str:
    """SQL for the ``english`` ``tsvector`` of the text ``text_sql`` (its first
    ``FTS_MAX_CHARS`` characters)."""
    return f"to_tsvector('english'::regconfig, left({text_sql}, {FTS_MAX_CHARS}))"


def term_counts(text_sql: str) -> str:
    """SQL for the ``jsonb`` map of lexeme to count of the text ``text_sql`` (as ``fts``)."""
    return (
        "(SELECT coalesce(jsonb_object_agg(l.lexeme, cardinality(l.positions)), '{{}}'::jsonb)"
        f" FROM unnest({fts(text_sql)}) AS l)"
    )


def context_of(turns: Sequence[tuple[str, int]], i: int) -> tuple[str, int]:
    """The context of turn ``i`` of a session's ``turns`` (text and word count, in order):
    the text of the turns within ``CONTEXT_RADIUS`` of it, and their word count."""
    window = [j for j in range(i - CONTEXT_RADIUS, i + CONTEXT_RADIUS + 1)
              if 0 <= j < len(turns) and j != i]  # fmt: skip
    return " ".join(turns[j][0] for j in window), sum(turns[j][1] for j in window)


_SAME = (  # in the terms of the index of session, user, agent and seq (0009_turn_order)
    "n.kind = 'message' AND n.session_id = g.s AND coalesce(n.user_id, '') = coalesce(g.u, '')"
    " AND coalesce(n.agent_id, '') = coalesce(g.a, '')"
)


def previous_turns_query(tables: Callable[..., sql.Composed]) -> sql.Composed:
    """The last stored turns (ordinal of the session, content, word count) of several
    sessions, oldest first: what a new message's context starts from.

    Parameters, in order, one element per session (user, agent and session ids):
    ``text[]``, ``text[]``, ``text[]``; then how many turns of each (``int``). The ordinal
    counts the sessions from 1, in the order given."""
    return tables(
        "SELECT g.i, p.content, x.words FROM unnest(%s::text[], %s::text[], %s::text[])"
        " WITH ORDINALITY AS g(u, a, s, i) CROSS JOIN LATERAL (SELECT n.seq, n.content"
        f" FROM {{memories}} AS n WHERE {_SAME} ORDER BY n.seq DESC LIMIT %s) AS p"
        " JOIN {terms} AS x ON x.seq = p.seq ORDER BY g.i, p.seq"
    )


def _nth(direction: str, offset: int) -> str:
    """The seq of the message ``offset + 1`` places before (``<``) or after (``>``) the
    group's changed span, or the span's open end."""
    edge, order, default = ("g.lo", "DESC", "0") if direction == "<" else ("g.hi", "", str(_FAR))
    return (
        f"coalesce((SELECT n.seq FROM {{memories}} AS n WHERE {_SAME} AND n.seq {direction}"
        f" {edge} ORDER BY n.seq {order} OFFSET {offset} LIMIT 1), {default})"
    )


def _window_columns() -> str:
    """The context and its word count of each message ``n`` (with its terms row ``nx``),
    over the window ``w``."""
    r = CONTEXT_RADIUS
    texts = [f"lag(n.content, {k}) OVER w" for k in range(r, 0, -1)]
    texts += [f"lead(n.content, {k}) OVER w" for k in range(1, r + 1)]
    counts = [f"coalesce({f}(nx.words, {k}) OVER w, 0)" for f in ("lag", "lead")
              for k in range(1, r + 1)]  # fmt: skip
    return f"concat_ws(' ', {', '.join(texts)}) AS context, {' + '.join(counts)} AS context_words"


_SET_CONTEXT = (
    " UPDATE {terms} AS m SET context = f.context, context_words = f.context_words,"
    f" ctx_tf = {term_counts('f.context')}"
)


def refresh_context_query(tables: Callable[..., sql.Composed]) -> sql.Composed:
    """Recompute the context (and its word count and term counts) of every message whose
    neighbourhood of ``CONTEXT_RADIUS`` turns holds a change, for several sessions at once.

    Parameters, in order, one element per changed session (user, agent and session ids,
    the first and last changed seq): ``text[]``, ``text[]``, ``text[]``, ``bigint[]``,
    ``bigint[]``. A session is a ``(user_id, agent_id, session_id)`` triple of messages
    (``NULL`` ids compare equal). Only rows whose context changes are written; each is
    returned with its scope ids and how many words its context gained (or lost).
    """
    r = CONTEXT_RADIUS
    return tables(
        "WITH g AS (SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], %s::int8[],"
        " %s::int8[]) AS g(u, a, s, lo, hi)),"
        f" span AS (SELECT g.*, {_nth('<', 2 * r - 1)} AS far_lo, {_nth('<', r - 1)} AS near_lo,"
        f" {_nth('>', r - 1)} AS near_hi, {_nth('>', 2 * r - 1)} AS far_hi FROM g),"
        " fresh AS (SELECT n.seq, g.near_lo, g.near_hi, nx.context_words AS old_words,"
        f" {_window_columns()} FROM span AS g JOIN {{memories}} AS n ON {_SAME}"
        " AND n.seq BETWEEN g.far_lo AND g.far_hi JOIN {terms} AS nx ON nx.seq = n.seq"
        " WINDOW w AS (PARTITION BY g.u, g.a, g.s ORDER BY n.seq))"
        f"{_SET_CONTEXT}"
        " FROM fresh AS f WHERE m.seq = f.seq AND f.seq BETWEEN f.near_lo AND f.near_hi"
        " AND m.context IS DISTINCT FROM f.context"
        " RETURNING m.user_id, m.agent_id, m.session_id, f.context_words - f.old_words"
    )


def backfill_context_query(tables: Callable[..., sql.Composed]) -> sql.Composed:
    """The context of every message in a session, recomputed at once (a migration's job)."""
    return tables(
        f"WITH fresh AS (SELECT n.seq, {_window_columns()}"
        " FROM {memories} AS n JOIN {terms} AS nx ON nx.seq = n.seq"
        " WHERE n.kind = 'message' AND n.session_id IS NOT NULL"
        " WINDOW w AS (PARTITION BY n.user_id, n.agent_id, n.session_id ORDER BY n.seq))"
        f"{_SET_CONTEXT}"
        " FROM fresh AS f WHERE m.seq = f.seq AND m.context IS DISTINCT FROM f.context"
    )


def _frequency(text: str, lexemes: Sequence[str], weight: float) -> tuple[str, list[Any]]:
    """SQL for one term's (weighted) frequency in memory ``x``, and its parameters."""
    own = "coalesce((x.tf ->> %s::text)::float8, 0)"
    near = "coalesce((x.ctx_tf ->> %s::text)::float8, 0)"
    params: list[Any]
    if len(lexemes) == 1:
        sql, params = own, [lexemes[0]]
        if weight:
            sql, params = f"{own} + %s::float8 * {near}", [lexemes[0], weight, lexemes[0]]
        return sql, params
    least = ", ".join([own] * len(lexemes))
    sql = (
        f"(CASE WHEN x.fts @@ phraseto_tsquery('english', %s::text) THEN least({least}) ELSE 0 END)"
    )
    params = [text, *lexemes]
    if weight:
        near_least = ", ".join([near] * len(lexemes))
        sql += f" + %s::float8 * (CASE WHEN x.ctx_tf ?& %s::text[] THEN least({near_least})"
        sql += " ELSE 0 END)"
        params += [weight, list(lexemes), *lexemes]
    return sql, params


def keyword_query(
    tables: Callable[..., sql.Composed],
    condition: tuple[str, list[Any]],
    terms: Sequence[tuple[str, Sequence[str]]],
    *,
    context_weight: float,
    sums: Sums | None,
    temporal: tuple[str, list[Any]] | None,
    limit: int,
) -> tuple[sql.Composed, list[Any]]:
    """BM25 (see the module docstring) of the memories of a selection (``condition`` over
    ``memories AS m``, with its parameters) that hold any of ``terms`` (each a text and its
    lexemes, at least one), best first; the query and its parameters.

    With ``sums`` (the selection's condition on scope ids and kinds only, which the sums
    table and the terms rows have columns for) N and the average length are read off the
    sums kept per scope and candidates come from the terms rows alone; ``temporal``
    (the selection's condition on time, over ``m``) then keeps only the memories true at
    the time asked, after counting (superseded memories count in the statistics, as they do
    in the SQLite store). Without ``sums`` everything is counted over the selection.
    """
    from psycopg import sql

    stats, stats_params, source, source_params = _statistics(condition, sums)
    frequencies, frequency_params = _frequencies(terms, context_weight)
    match, match_params = _match(terms, context_weight)
    current, current_params = "", []
    if sums is not None and temporal is not None:
        current = " JOIN {memories} AS m ON m.seq = c.seq AND " + temporal[0]
        current_params = temporal[1]
    template = _ranking(stats, source, frequencies, match, len(terms), current)
    params = [*stats_params, *frequency_params, *source_params, *match_params,
              *current_params, limit]  # fmt: skip
    if sums is not None:
        return tables(template, sql.SQL(sums.condition)), params
    return tables(template), params


def _statistics(
    condition: tuple[str, list[Any]], sums: Sums | None
) -> tuple[str, list[Any], str, list[Any]]:
    """SQL for N and the average length (``stats``) and for the terms rows of the selection
    (``source``, ``x``), each with its parameters: off ``sums`` when given (``{}`` in
    ``stats`` is where its condition goes), else counted over the selection."""
    if sums is not None:
        source = "{terms} AS x WHERE " + sums.condition.replace("m.", "x.")
        return sums.statistics(), sums.params, source, sums.params
    where, where_params = condition
    source = "{terms} AS x JOIN {memories} AS m ON m.seq = x.seq WHERE " + where
    stats = (
        "SELECT count(*)::float8 AS n, greatest(coalesce(avg(x.words + x.context_words),"
        f" 0), 1)::float8 AS avgdl FROM {source}"
    )
    return stats, where_params, source, where_params


def _frequencies(
    terms: Sequence[tuple[str, Sequence[str]]], weight: float
) -> tuple[list[str], list[Any]]:
    """Each term's (weighted) frequency in memory ``x`` as column ``f<i>``, with the
    parameters of them all."""
    frequencies, params = [], []
    for i, (text, lexemes) in enumerate(terms):
        frequency, frequency_params = _frequency(text, lexemes, weight)
        frequencies.append(f"{frequency} AS f{i}")
        params += frequency_params
    return frequencies, params


def _match(terms: Sequence[tuple[str, Sequence[str]]], weight: float) -> tuple[str, list[Any]]:
    """The condition on the terms row ``x`` of a memory that holds any of ``terms`` (in its
    context too, with a ``weight``), and its parameters."""
    match = " || ".join(["phraseto_tsquery('english', %s::text)"] * len(terms))
    params: list[Any] = [text for text, _ in terms]
    if weight:
        params.append(sorted({lexeme for _, lexemes in terms for lexeme in lexemes}))
        return f"x.fts @@ ({match}) OR x.ctx_tf ?| %s::text[]", params
    return f"x.fts @@ ({match})", params


def _ranking(
    stats: str, source: str, frequencies: list[str], match: str, terms: int, current: str
) -> str:
    """The keyword query's template: the candidates of ``source`` that ``match``, their
    document frequencies and idfs against ``stats``, ranked by BM25 (the ``current`` ones,
    when it joins a condition on time), the best read back in full."""
    k = range(terms)
    bm25 = " + ".join(f"w.idf{i} * c.f{i} * 2.2 / (c.f{i} + c.k)" for i in k)
    counts = ", ".join(f"count(*) FILTER (WHERE f{i} > 0)::float8 AS n{i}" for i in k)
    idfs = ", ".join(f"greatest(ln((s.n - d.n{i} + 0.5) / (d.n{i} + 0.5)), 1e-6) AS idf{i}"
                     for i in k)  # fmt: skip
    return (
        f"WITH stats AS MATERIALIZED ({stats}),"
        f" cand AS MATERIALIZED (SELECT x.seq, {', '.join(frequencies)},"
        " 1.2 * (0.25 + 0.75 * (x.words + x.context_words) / (SELECT avgdl FROM stats)) AS k"
        f" FROM {source} AND ({match})),"
        f" d AS MATERIALIZED (SELECT {counts} FROM cand),"
        f" w AS MATERIALIZED (SELECT {idfs} FROM d CROSS JOIN stats AS s),"
        f" ranked AS (SELECT c.seq, {bm25} AS bm25 FROM cand AS c{current} CROSS JOIN w"
        f" WHERE {' OR '.join(f'c.f{i} > 0' for i in k)} ORDER BY bm25 DESC, c.seq LIMIT %s)"
        f" SELECT {columns('m')}, r.bm25 FROM ranked AS r JOIN {{memories}} AS m"
        " ON m.seq = r.seq ORDER BY r.bm25 DESC, r.seq"
    )
