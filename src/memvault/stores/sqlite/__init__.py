"""The embedded record store: one SQLite file holds memories (text, scope, metadata, what
memvault learnt, vector) and their history. ``SQLiteStore`` is its one public name.

* A memory and its vector are one row, written in one transaction with its history event.
* Search runs in memory: every memory's vector (as int8 codes), keyword postings and scope
  are loaded when the store opens (from the index saved beside the file, when there is one),
  kept up to date by this object's writes, and caught up with what another connection
  changed in the file (``PRAGMA data_version`` moved) by reading only that: new memories by
  seq, updated and deleted ones from a change log (``refresh``).
* Keyword search is BM25 over stemmed words (``policy.text.index_terms``: Porter stems,
  diacritics folded), with a message's neighbouring turns as a weighted second field; the
  scores are those of SQLite FTS5's ``bm25()``, higher is better. An earlier version kept
  an FTS5 table for this; scoring it cost about 3.5 µs per matching row, too slow for
  common words in 100k memories, and migration 0002 drops it.
* Vector search ranks by the codes and scores exactly, with the vectors in the file, the
  memories that may be among the best: exact up to ``vectors.PREFILTER_ROWS`` memories in
  scope, then prefiltered by sign bits first. Scores are cosine similarities.

The modules, from the file up:

* ``schema``: the tables, as registered migrations (``0001``...), and ``store_meta``.
* ``rows``: a row of ``memories`` to a ``MemoryEntry`` and values to columns.
* ``filters``: a ``Selection`` (scope, kinds, metadata filter, attributes, time) to SQL.
* ``write``: every change to the tables, in the caller's transaction (dedup, timelines,
  history events).
* ``reads``: scans, counts, history and speakers, straight from the file.
* ``keywords`` and ``vectors``: the in-memory BM25 and vector indexes (with ``postings``,
  ``links``, ``seqrows`` and ``compact``, their arrays); ``search`` keeps them in step with
  the file (``columns`` reads it whole, ``refresh`` what changed, ``saved`` the index saved
  beside it) and answers searches through them.
* ``store``: ``SQLiteStore``, which ties these together behind ``RecordStore``.
"""

from memvault.stores.sqlite.store import SQLiteStore

__all__ = ["SQLiteStore"]
