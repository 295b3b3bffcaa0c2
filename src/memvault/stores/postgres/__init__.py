"""The server record store: memories, their history and both indexes in PostgreSQL with pgvector.

``PostgresStore`` keeps seven tables per ``table_prefix`` (default ``memvault``):
``<prefix>_memories``, ``<prefix>_terms``, ``<prefix>_postings``, ``<prefix>_memory_events``,
``<prefix>_store_meta``, ``<prefix>_scope_stats`` and ``<prefix>_user_stats``, created and
changed by named migrations recorded under the component ``store:<prefix>``. The first
migration creates the ``vector`` extension (pgvector 0.5 or later is needed, for HNSW).

Where to look:

* ``store`` -- ``PostgresStore``, one transaction per method, locks taken in a fixed order.
* ``schema`` -- the table names (``Tables``), pgvector, the vector column and the embedder
  recorded; ``migrations`` -- every change to the tables, one named function each.
* ``write`` -- how a batch is inserted and facts merged; ``upkeep`` -- what every write keeps
  up besides its rows (neighbour contexts, per-scope sums, history, advisory locks);
  ``timeline`` -- the supersession chains of keyed facts; ``index`` -- when the HNSW index is
  built, dropped or rebuilt.
* ``search`` -- keyword, vector and speaker searches; ``text`` -- full-text SQL and the BM25
  keyword query; ``postings`` -- the posting lists one user's keyword search reads;
  ``filters`` -- a ``Selection`` as SQL; ``rows`` -- a memory as a row, vectors as pgvector
  takes them.

The design:

* A memory and its vector are one row of ``<prefix>_memories`` (with ``content_hash``, the
  identity of a fact's text, ``key``, its supersession key, and ``knowledge``, what memvault
  learnt about it, as ``jsonb``); its full-text data are one row of ``<prefix>_terms`` (the
  ``tsvector`` of its text, ``to_tsvector('english', ...)``: stemming and stopwords,
  GIN-indexed; ``jsonb`` maps of lexeme to count of its text, ``tf``, and of its context,
  ``ctx_tf``, GIN-indexed for matching; word counts), written in the same transaction and
  deleted with it (``ON DELETE CASCADE``). Keyword search reads these narrow rows only (a
  memory's row, vector included, is 2-3 times wider), and a change of context never rewrites
  a memory's row, which would add it to the HNSW index again.
* A message in a session keeps, in ``context``, the text of the ``CONTEXT_RADIUS`` (2) turns
  before and after it in the same session (same user and agent), as ``SQLiteStore`` does;
  every write that adds, changes or removes a message recomputes its neighbours' contexts
  in the same transaction, under a transaction-level advisory lock per session, so that
  concurrent writers to one session see each other's turns.
* A batch is written with a few set-based statements (a multi-row ``INSERT`` with the
  vectors in pgvector's binary format), not one statement per memory.
* The HNSW index is kept only while the table holds more than ``exact_search_rows``
  memories, and a batch of ``rebuild_index_rows`` or more that is a quarter of the table
  rebuilds it (``index``). With ``rebuild_index_rows=None`` writes leave the index alone (for
  a bulk load that builds it once at the end: ``CREATE_HNSW``).
* Current facts are unique per (content hash, scope) through a partial unique index.
  Writers take a transaction-level advisory lock per fact, in sorted order, so concurrent
  batches that share facts never deadlock, then ``INSERT ... ON CONFLICT DO NOTHING`` and
  merge when it inserted nothing.
* The first ``open(embedder, dim)`` types the vector column ``vector(dim)``; the HNSW index
  (``vector_cosine_ops``) comes with size (above). Up to 2,000 dimensions: beyond, search is
  exact only.
* Keyword search is FTS5's BM25 (see ``text``) over the ``english`` lexemes of the text
  and, with ``context_weight``, of the context, with the document count, document
  frequencies and average length taken within the search's ``Selection``, so other scopes
  neither leak into nor skew a ranking. Scores are positive, higher is better. The count
  and total length of each (user, agent, session, kind) are kept in ``<prefix>_scope_stats``
  by every write, in its transaction (the last statement, in key order), so a selection of
  scopes reads them there instead of counting its memories. A search within one user's
  memories (any agent, session or kinds) reads the lexemes' posting lists,
  ``<prefix>_postings`` (``postings``: one row per user, lexeme and block of seqs, kept by
  triggers on ``<prefix>_terms``), in one statement and ranks them in numpy; a metadata or
  attribute filter or a phrase (a word of several lexemes) takes the SQL query over the
  terms rows.
* Vector search scores are cosine similarities, ``1 - (embedding <=> query)``; a selection
  larger than ``exact_search_rows`` goes through the HNSW index (``search``).
"""

from memvault.infra.postgres_timeouts import PostgresTimeouts
from memvault.stores.postgres.migrations import store_migrations
from memvault.stores.postgres.schema import (
    CREATE_HNSW,
    HNSW_MAX_DIM,
    PGVECTOR_MIN,
    VECTOR_MAX_DIM,
    ensure_pgvector,
)
from memvault.stores.postgres.store import EXACT_SEARCH_ROWS, REBUILD_INDEX_ROWS, PostgresStore

__all__ = [
    "CREATE_HNSW",
    "EXACT_SEARCH_ROWS",
    "HNSW_MAX_DIM",
    "PGVECTOR_MIN",
    "REBUILD_INDEX_ROWS",
    "VECTOR_MAX_DIM",
    "PostgresStore",
    "PostgresTimeouts",
    "ensure_pgvector",
    "store_migrations",
]
