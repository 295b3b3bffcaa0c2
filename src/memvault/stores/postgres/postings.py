"""Posting lists for ``PostgresStore``'s keyword search: the BM25 inputs of every lexeme of
a user's memories, packed so that a search reads a few hundred short rows and ranks in numpy.

Why: ranking in SQL reads each memory that holds a query word, one row at a time, at
0.4-4 µs a row; with neighbour context, common words match a fifth of a 100k-memory scope
(20-80 ms a search). Here a search reads one row per (user, lexeme, block of 1,024 seqs),
with the lexeme's entries in that block packed in ``bytea``, all in one statement (0.6 ms on
the server for a typical query at 100k, ~17k entries), and numpy ranks them in about as long
again. The result's size matters too: the client reads it a chunk per turn of its event
loop, which is why entries are 10 bytes.

``<prefix>_postings`` has one row per (``user_id`` or ``''``, lexeme, ``seq >> BLOCK_SHIFT``)
with one fixed-width big-endian entry per memory of that user and block that holds the
lexeme in its text or in its context: in ``entries`` (``ENTRY``) its seq less the block's
first, its length (words of text and context) and the lexeme's counts in its text (``own``)
and its context (``ctx``); in ``scopes`` (``SCOPE``, read only by a search that narrows by
them) its kind (index in ``KIND_CODES``) and digests of its agent and session ids
(``scope_digest``).

The table is a function of ``<prefix>_terms`` kept by statement-level triggers on it (one per
insert, update and delete, with transition tables), in the writing transaction, so every
write path (adds, context refreshes, edits, deletes, cascades) keeps it exact. A memory
whose terms row changes leaves every block it was in and joins those it is in now: entries
are appended with ``INSERT ... ON CONFLICT DO UPDATE`` and removed with an ``UPDATE`` that
rebuilds the row from itself, both of which act on the latest committed row; a block left
empty is deleted. Each writing transaction first takes an advisory lock per user it touches
(sorted), so that two writers to one user's postings wait instead of deadlocking.

The ranking (``rank``) is ``text``'s BM25 (FTS5's), computed in float64 from the same
counts; N and the average length still come from the per-scope sums. The agent and session
digests and the kinds only narrow the entries a search counts; the rows returned are read
back with the selection's full condition (``PostgresStore.keyword_search``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from memvault.stores.postgres.filters import Sums

if TYPE_CHECKING:
    from psycopg import sql

__all__ = [
    "BLOCK_SHIFT",
    "ENTRY",
    "KIND_CODES",
    "SCOPE",
    "Postings",
    "best",
    "create_statements",
    "rank",
    "read_query",
    "scope_digest",
]

BLOCK_SHIFT = 10
"""A row holds the entries of 1,024 consecutive seqs: a lexeme in a fifth of a user's memories
makes rows of about 4 kB; one in nearly all of them, up to 20 kB (stored out of line)."""

MAX_COUNT = 32_767
"""A lexeme's count in a memory's text or context is stored up to this (BM25 saturates long
before: a count of 32,767 and of any more differ by less than 1e-4 in a term's score)."""

KIND_CODES: tuple[str, ...] = ("fact", "episode", "message")
"""A kind's code is its index here (fixed by the migration; an unknown kind is -1)."""

ENTRY = np.dtype([("offset", ">i2"), ("length", ">i4"), ("own", ">i2"), ("ctx", ">i2")])
"""One entry of a postings row's ``entries``: packed, big-endian (as the ``*send`` functions
write), 10 bytes: the memory's seq less its block's first, its length (words of text and
context), and the lexeme's counts in its text and in its context."""

SCOPE = np.dtype([("kind", ">i2"), ("agent", ">i4"), ("session", ">i4")])
"""The same entry's part in ``scopes`` (10 bytes: the memory's kind and the digests of its
agent and session ids), kept apart because only a search that narrows by them reads it."""


def scope_digest(value: str | None) -> int:
    """The signed first 4 bytes of the MD5 of ``value`` (0 for ``None``), as the SQL
    ``('x' || left(md5(v), 8))::bit(32)::int4`` computes it."""
    if value is None:
        return 0
    return int.from_bytes(hashlib.md5(value.encode()).digest()[:4], "big", signed=True)


def _digest_sql(column: str) -> str:
    return f"int4send(coalesce(('x' || left(md5({column}), 8))::bit(32)::int4, 0))"


def _block_sql(seq: str) -> str:
    """The block number of the memory ``seq`` (an SQL expression)."""
    return f"({seq} >> {BLOCK_SHIFT})::int4"


def _offset_sql(seq: str) -> str:
    """The memory ``seq``'s offset in its block, as an entry's first two bytes."""
    return f"int2send(({seq} & {(1 << BLOCK_SHIFT) - 1})::int2)"


def _entries_sql(source: str) -> str:
    """SQL selecting the postings rows of the terms rows ``source``: each memory's part of
    its entries is packed once, then one entry per lexeme of its text or context."""
    kinds = ", ".join(f"'{k}'" for k in KIND_CODES)
    head = f"{_offset_sql('n.seq')} || int4send(n.words + n.context_words)"
    scope = " || ".join([
        f"int2send(coalesce(array_position(ARRAY[{kinds}]::text[], n.kind) - 1, -1)::int2)",
        _digest_sql("n.agent_id"),
        _digest_sql("n.session_id"),
    ])  # fmt: skip
    counts = " || ".join(
        f"int2send(least(coalesce((r.{column} ->> k.lexeme)::int4, 0), {MAX_COUNT})::int2)"
        for column in ("tf", "ctx_tf")
    )
    # Entries are packed before they are grouped, so that what is sorted or hashed is
    # small (carrying each memory's term maps along spilled 200 MB to disk for 10k memories).
    return (
        "WITH r AS MATERIALIZED (SELECT coalesce(n.user_id, '') AS user_id, n.seq, n.tf,"
        f" n.ctx_tf, {head} AS head, {scope} AS scope FROM {source} AS n),"
        f" e AS MATERIALIZED (SELECT r.user_id, k.lexeme, {_block_sql('r.seq')} AS block,"
        f" r.head || {counts} AS entry, r.scope"
        " FROM r CROSS JOIN LATERAL jsonb_object_keys(r.tf || r.ctx_tf) AS k(lexeme))"
        " SELECT e.user_id, e.lexeme, e.block, string_agg(e.entry, ''::bytea),"
        " string_agg(e.scope, ''::bytea) FROM e GROUP BY 1, 2, 3"
    )


def _append_sql(source: str) -> str:
    """Add the entries of the terms rows ``source`` to their blocks."""
    return (
        "INSERT INTO {postings} AS p (user_id, lexeme, block, entries, scopes)"
        f" {_entries_sql(source)} ON CONFLICT (user_id, lexeme, block)"
        " DO UPDATE SET entries = p.entries || EXCLUDED.entries,"
        " scopes = p.scopes || EXCLUDED.scopes"
    )


def _remove_sql() -> str:
    """Remove the entries of the terms rows ``old_rows`` from their blocks; the keys of the
    blocks left empty go to the variables ``eu``, ``el``, ``eb``."""
    width, scope = ENTRY.itemsize, SCOPE.itemsize
    return (
        "WITH g AS (SELECT coalesce(o.user_id, '') AS user_id, k.lexeme,"
        f" {_block_sql('o.seq')} AS block, array_agg({_offset_sql('o.seq')}) AS gone"
        " FROM old_rows AS o CROSS JOIN LATERAL jsonb_object_keys(o.tf || o.ctx_tf)"
        " AS k(lexeme) GROUP BY 1, 2, 3),"
        " u AS (UPDATE {postings} AS p SET (entries, scopes) = (SELECT"
        f" string_agg(substr(p.entries, i * {width} + 1, {width}), ''::bytea ORDER BY i),"
        f" string_agg(substr(p.scopes, i * {scope} + 1, {scope}), ''::bytea ORDER BY i)"
        f" FROM generate_series(0, length(p.entries) / {width} - 1) AS i"
        f" WHERE substr(p.entries, i * {width} + 1, 2) <> ALL (g.gone))"
        " FROM g WHERE p.user_id = g.user_id AND p.lexeme = g.lexeme AND p.block = g.block"
        " RETURNING p.user_id, p.lexeme, p.block, p.entries)"
        " SELECT array_agg(u.user_id), array_agg(u.lexeme), array_agg(u.block)"
        " INTO eu, el, eb FROM u WHERE u.entries IS NULL"
    )


def _lock_sql(rows: str) -> str:
    """Take the advisory lock of each user of the terms rows ``rows``, in order."""
    return (
        "PERFORM pg_advisory_xact_lock(hashtext(TG_TABLE_NAME), hashtext(s.u))"
        f" FROM (SELECT DISTINCT coalesce(user_id, '') AS u FROM {rows} ORDER BY 1) AS s"
    )


def create_statements(tables: Callable[..., sql.Composed]) -> list[sql.Composed]:
    """The table, its contents for the terms rows already stored, and the function and
    triggers that keep it equal to what ``{terms}`` holds. Rows up to a page stay whole and
    uncompressed (a search reads them all)."""
    body = (
        "DECLARE eu text[]; el text[]; eb int4[];"
        " BEGIN"
        " IF TG_OP = 'INSERT' THEN " + _lock_sql("new_rows") + ";"
        " ELSE " + _lock_sql("old_rows") + ";"
        " END IF;"
        " IF TG_OP IN ('UPDATE', 'DELETE') THEN " + _remove_sql() + ";"
        " IF eu IS NOT NULL THEN DELETE FROM {postings} AS p USING unnest(eu, el, eb)"
        " AS e(u, l, b) WHERE p.user_id = e.u AND p.lexeme = e.l AND p.block = e.b"
        " AND p.entries IS NULL; END IF;"
        " END IF;"
        " IF TG_OP IN ('INSERT', 'UPDATE') THEN " + _append_sql("new_rows") + "; END IF;"
        " RETURN NULL;"
        " END"
    )
    statements = [
        "CREATE TABLE {postings} (user_id text NOT NULL, lexeme text NOT NULL,"
        " block integer NOT NULL, entries bytea, scopes bytea,"
        " PRIMARY KEY (user_id, lexeme, block))"
        " WITH (toast_tuple_target = 8160, fillfactor = 70)",
        "INSERT INTO {postings} (user_id, lexeme, block, entries, scopes)"
        f" {_entries_sql('{terms}')}",
        "CREATE FUNCTION {sync}() RETURNS trigger LANGUAGE plpgsql AS $body$" + body + "$body$",
        "CREATE TRIGGER postings_insert AFTER INSERT ON {terms} REFERENCING NEW TABLE AS"
        " new_rows FOR EACH STATEMENT EXECUTE FUNCTION {sync}()",
        "CREATE TRIGGER postings_update AFTER UPDATE ON {terms} REFERENCING OLD TABLE AS"
        " old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION {sync}()",
        "CREATE TRIGGER postings_delete AFTER DELETE ON {terms} REFERENCING OLD TABLE AS"
        " old_rows FOR EACH STATEMENT EXECUTE FUNCTION {sync}()",
    ]
    return [tables(statement) for statement in statements]


def read_query(
    tables: Callable[..., sql.Composed], sums: Sums, *, scopes: bool = False
) -> sql.Composed:
    """Everything a search needs, in one statement: the lexemes of each word (parameter 1,
    ``text[]``), as a ``jsonb`` list of lists in order; N and the average length from
    ``sums`` (its parameters next); and, for the user of the last parameter, the lexemes'
    blocks: the lexeme, block number and entry count of each, and their entries
    concatenated in the same order (the aggregates of one pass see the rows in one order);
    with ``scopes``, their ``scopes`` parts too."""
    from psycopg import sql as pgsql

    scoped = "string_agg(p.scopes, ''::bytea)" if scopes else "NULL::bytea"
    return tables(
        "WITH w AS (SELECT u.i, tsvector_to_array(to_tsvector('english', u.t)) AS lx"
        " FROM unnest(%s::text[]) WITH ORDINALITY AS u(t, i)),"
        f" s AS ({sums.statistics()}),"
        " p AS (SELECT array_agg(p.lexeme), array_agg(p.block),"
        f" array_agg(length(p.entries) / {ENTRY.itemsize}),"
        " string_agg(p.entries, ''::bytea),"
        f" {scoped}"
        " FROM {postings} AS p WHERE p.user_id = %s"
        " AND p.lexeme IN (SELECT unnest(w.lx) FROM w))"
        " SELECT (SELECT jsonb_agg(to_jsonb(w.lx) ORDER BY w.i) FROM w), s.n, s.avgdl, p.*"
        " FROM s CROSS JOIN p",
        pgsql.SQL(sums.condition),
    )


@dataclass(frozen=True, slots=True)
class Postings:
    """The entries a search read, one per (lexeme, memory)."""

    term: npt.NDArray[np.intp]  # index of the entry's lexeme in the query's lexemes
    seq: npt.NDArray[np.int64]
    entries: npt.NDArray[np.void]  # of dtype ENTRY
    scopes: npt.NDArray[np.void] | None  # of dtype SCOPE, when read

    @classmethod
    def parse(cls, row: Sequence[Any], lexemes: Sequence[str], *, scopes: bool) -> Postings:
        """The entries of ``read_query``'s last five columns, ``term`` indexing ``lexemes``;
        ``scopes`` as the query was made."""
        found, blocks, counts, packed, scoped = row
        index = {lexeme: i for i, lexeme in enumerate(lexemes)}
        sizes = np.array(counts or [], dtype=np.intp)
        term = np.repeat(
            np.array([index[str(lexeme)] for lexeme in found or []], dtype=np.intp), sizes
        )
        entries = np.frombuffer(packed or b"", dtype=ENTRY)
        parts = np.frombuffer(scoped or b"", dtype=SCOPE) if scopes else None
        if len(entries) != len(term) or (parts is not None and len(parts) != len(term)):
            raise ValueError("postings rows disagree with their entry counts")
        first = np.repeat(np.array(blocks or [], dtype=np.int64) << BLOCK_SHIFT, sizes)
        return cls(term, first + entries["offset"], entries, parts)


def rank(
    postings: Postings,
    terms: int,
    *,
    n: float,
    avgdl: float,
    weight: float,
    kinds: Sequence[str] | None,
    agent_id: str | None,
    session_id: str | None,
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """BM25 (``text``'s) of every memory with an entry of the ``terms`` lexemes that
    passes the kinds / agent / session filters: seqs (ascending) and their scores.

    ``n`` and ``avgdl`` are the selection's memory count and average length; ``weight``
    the context's weight (0 ignores entries from the context alone). The filters need the
    postings read with their ``scopes``."""
    e = postings.entries
    frequency = e["own"].astype(np.float64) + weight * e["ctx"].astype(np.float64)
    keep = frequency > 0
    if kinds is not None or agent_id is not None or session_id is not None:
        scopes = postings.scopes
        if scopes is None:
            raise ValueError("narrowing by kind, agent or session needs the scopes read")
        if kinds is not None:
            codes = [KIND_CODES.index(k) for k in kinds if k in KIND_CODES]
            keep &= np.isin(scopes["kind"], np.array(codes, dtype=np.int16))
        if agent_id is not None:
            keep &= scopes["agent"] == scope_digest(agent_id)
        if session_id is not None:
            keep &= scopes["session"] == scope_digest(session_id)
    term, seq, frequency = postings.term[keep], postings.seq[keep], frequency[keep]
    length = e["length"][keep].astype(np.float64)
    df = np.bincount(term, minlength=terms).astype(np.float64)
    idf = np.maximum(np.log((n - df + 0.5) / (df + 0.5)), 1e-6)
    parts = idf[term] * frequency * 2.2 / (frequency + 1.2 * (0.25 + 0.75 * length / avgdl))
    if not len(seq):
        return seq, parts
    low, span = int(seq.min()), int(seq.max() - seq.min()) + 1
    if span <= 8 * len(seq) + 65_536:  # dense: sum by position (every part is > 0), no sort
        sums = np.bincount(seq - low, weights=parts, minlength=span)
        seqs = np.flatnonzero(sums).astype(np.int64)
        return seqs + low, sums[seqs].astype(np.float64)
    seqs, at = np.unique(seq, return_inverse=True)
    return seqs, np.bincount(at, weights=parts, minlength=len(seqs)).astype(np.float64)


def best(
    seqs: npt.NDArray[np.int64], scores: npt.NDArray[np.float64], count: int
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """The ``count`` best of ``rank``'s memories, best first, ties by seq (as SQL's
    ``ORDER BY score DESC, seq``)."""
    if count < len(scores):
        kth = np.partition(scores, len(scores) - count)[len(scores) - count]
        chosen = np.flatnonzero(scores >= kth)
    else:
        chosen = np.arange(len(scores))
    order = chosen[np.lexsort((seqs[chosen], -scores[chosen]))][:count]
    return seqs[order], scores[order]
