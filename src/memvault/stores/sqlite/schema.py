"""The SQLite store's tables, as the registered migrations that build them, oldest first.

A file records which of these it has applied (``infra.migrations``); opening it applies the
rest, each in its own transaction. Never edit a migration once released: add the next one.
What the tables hold today:

* ``memories``: one row a memory, its vector (a float32 BLOB) included. ``content_hash``
  is the identity of a fact's text (unique among the current facts of a scope: a repeated
  fact updates the stored one); ``key`` is a fact's supersession key (``"user.city"``),
  with ``valid_to``, ``supersedes`` and ``superseded_by`` linking the versions of one key;
  ``metadata`` is the user's JSON object; ``knowledge`` is what memvault learnt (JSON of
  ``core.types.Knowledge``, or NULL).
* ``memory_events``: every memory's history (ADD, UPDATE, SUPERSEDE, DELETE), with the
  content and metadata it had then.
* ``store_meta``: the embedder that wrote the vectors and their dimension; while a
  re-embedding is under way, also the embedder it moves to (``reembed_embedder``,
  ``reembed_dim``) and, once it copies its vectors in, ``reembed_swapping``.
* ``reembed_vectors``: the new vectors a re-embedding has computed so far, one row a memory,
  with the ``updated_at`` the memory had (a memory changed since is embedded again).
* ``memory_changes``: the log of changes to ``memories`` that an in-memory index must
  follow (``refresh``): one row per memory updated or deleted, written by triggers in the
  changing transaction, and a ``reload`` row when ``store_meta`` changes. Inserts are not
  logged: ``seq`` only grows (``AUTOINCREMENT``), so new memories are those past the last
  seq an index holds. The log is trimmed to its last rows (``refresh.trim``).
* ``terms``: the vocabulary of the keyword tokens in ``memories.terms`` (``terms``).
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from memvault.core.types import Knowledge
from memvault.errors import Conflict, InvalidInput
from memvault.infra.sqlite import SQLiteMigrations
from memvault.stores.base import require_embedder
from memvault.stores.sqlite.terms import backfill

__all__ = [
    "REEMBED_KEYS",
    "migrations",
    "read_meta",
    "require_embedder_of",
    "require_same_embedder",
    "write_embedder",
]

migrations = SQLiteMigrations("store")


@migrations.register("0001_create_memories")
def _create(conn: sqlite3.Connection) -> None:
    """The first schema: memories with an FTS5 keyword index, their history, the embedder."""
    _script(conn, _MEMORIES)
    _script(conn, _HISTORY_AND_FTS)


_MEMORIES = """
CREATE TABLE memories (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    content TEXT NOT NULL,
    key TEXT,
    user_id TEXT,
    agent_id TEXT,
    session_id TEXT,
    metadata TEXT NOT NULL,
    importance REAL,
    occurred_at TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    vector BLOB NOT NULL,
    context TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX memories_fact_key ON memories (
    key, ifnull(user_id, ''), ifnull(agent_id, ''), ifnull(session_id, '')
) WHERE key IS NOT NULL;
CREATE INDEX memories_user ON memories (user_id, kind);
CREATE INDEX memories_agent ON memories (agent_id);
CREATE INDEX memories_session ON memories (session_id, seq);
CREATE INDEX memories_speaker ON memories (user_id, json_extract(metadata, '$.speaker'))
    WHERE kind = 'message';
"""

_HISTORY_AND_FTS = """
CREATE TABLE memory_events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    memory_id TEXT NOT NULL,
    event TEXT NOT NULL,
    content TEXT NOT NULL,
    metadata TEXT NOT NULL,
    at TEXT NOT NULL,
    user_id TEXT,
    agent_id TEXT,
    session_id TEXT
);
CREATE INDEX memory_events_memory ON memory_events (memory_id, seq);
CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE VIRTUAL TABLE memories_fts USING fts5(
    content, context, content='memories', content_rowid='seq',
    tokenize='porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
    INSERT INTO memories_fts (rowid, content, context)
    VALUES (new.seq, new.content, new.context);
END;
CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, content, context)
    VALUES ('delete', old.seq, old.content, old.context);
END;
CREATE TRIGGER memories_fts_update AFTER UPDATE OF content, context ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, content, context)
    VALUES ('delete', old.seq, old.content, old.context);
    INSERT INTO memories_fts (rowid, content, context)
    VALUES (new.seq, new.content, new.context);
END;
"""


@migrations.register("0002_search_in_memory")
def _drop_fts(conn: sqlite3.Connection) -> None:
    """Keyword search moved to the in-memory index: drop the FTS5 table, its triggers and
    the neighbour-context column that fed it."""
    _script(
        conn,
        """
        DROP TRIGGER memories_fts_insert;
        DROP TRIGGER memories_fts_delete;
        DROP TRIGGER memories_fts_update;
        DROP TABLE memories_fts;
        ALTER TABLE memories DROP COLUMN context;
        """,
    )


@migrations.register("0003_facts_over_time")
def _facts_over_time(conn: sqlite3.Connection) -> None:
    """A fact's key (``slot``: the column ``key`` already holds the dedup hash), when it
    stopped being true and what replaced it, and when it expires. Only current facts take
    part in deduplication, so a value can come back after another replaced it."""
    _script(
        conn,
        """
        ALTER TABLE memories ADD COLUMN slot TEXT;
        ALTER TABLE memories ADD COLUMN valid_to TEXT;
        ALTER TABLE memories ADD COLUMN supersedes TEXT;
        ALTER TABLE memories ADD COLUMN superseded_by TEXT;
        ALTER TABLE memories ADD COLUMN expires_at TEXT;
        DROP INDEX memories_fact_key;
        CREATE UNIQUE INDEX memories_fact_key ON memories (
            key, ifnull(user_id, ''), ifnull(agent_id, ''), ifnull(session_id, '')
        ) WHERE key IS NOT NULL AND valid_to IS NULL;
        CREATE INDEX memories_slot ON memories (slot, user_id) WHERE slot IS NOT NULL;
        """,
    )


@migrations.register("0004_knowledge")
def _knowledge(conn: sqlite3.Connection) -> None:
    """What memvault learnt about a memory gets its own column, ``knowledge`` (JSON), apart
    from the user's metadata, where earlier versions kept it: those keys move out of the
    metadata of the facts, alias facts and messages that hold them."""
    _script(
        conn,
        """
        ALTER TABLE memories ADD COLUMN knowledge TEXT;
        CREATE INDEX memories_attribute
            ON memories (json_extract(knowledge, '$.attribute'), user_id)
            WHERE json_extract(knowledge, '$.attribute') IS NOT NULL;
        """,
    )
    rows = conn.execute(
        "SELECT seq, kind, slot, metadata FROM memories WHERE kind = 'message'"
        " AND json_type(metadata, '$.facts') = 'array' OR kind = 'fact'"
        " AND (json_type(metadata, '$.subject') IS NOT NULL"
        " AND json_type(metadata, '$.attribute') IS NOT NULL"
        " OR slot LIKE 'alias.%' AND json_type(metadata, '$.alias') IS NOT NULL"
        " AND json_type(metadata, '$.entity') IS NOT NULL)"
    ).fetchall()
    for seq, kind, slot, metadata in rows:
        moved = _legacy_knowledge(kind, slot, json.loads(metadata))
        if moved is not None:
            conn.execute(
                "UPDATE memories SET metadata = ?, knowledge = ? WHERE seq = ?",
                (json.dumps(moved[0]), json.dumps(moved[1].to_dict()), seq),
            )


_LEGACY_FACT = (
    "subject", "attribute", "value", "negated", "multi_valued", "entities", "source",
    "session_id",
)  # fmt: skip


def _legacy_knowledge(
    kind: str, slot: str | None, metadata: dict[str, Any]
) -> tuple[dict[str, Any], Knowledge] | None:
    """The metadata without the keys earlier versions used for what memvault learnt, and
    the ``Knowledge`` they held; ``None`` when they do not make a valid one (the row is left
    as it is: those keys were then the user's own)."""
    if kind == "message":
        moves = {"facts": "learned"}
    elif "subject" in metadata and "attribute" in metadata:
        moves = {name: name for name in _LEGACY_FACT}
    elif slot is not None and slot.startswith("alias."):
        moves = {"alias": "alias", "entity": "entity"}
    else:
        return None
    fields = {moves[k]: v for k, v in metadata.items() if k in moves}
    try:
        knowledge = Knowledge.from_dict(fields)
    except InvalidInput:
        return None
    return {k: v for k, v in metadata.items() if k not in moves}, knowledge


@migrations.register("0005_content_hash_and_key")
def _content_hash_and_key(conn: sqlite3.Connection) -> None:
    """One meaning per word: the column ``key`` (the dedup hash) becomes ``content_hash`` and
    ``slot`` (the supersession key) becomes ``key``, as ``MemoryEntry.key`` and
    ``NewMemory.content_hash`` say; their indexes are named after what they index."""
    _script(
        conn,
        """
        DROP INDEX memories_fact_key;
        DROP INDEX memories_slot;
        ALTER TABLE memories RENAME COLUMN key TO content_hash;
        ALTER TABLE memories RENAME COLUMN slot TO key;
        CREATE UNIQUE INDEX memories_current_content_hash ON memories (
            content_hash, ifnull(user_id, ''), ifnull(agent_id, ''), ifnull(session_id, '')
        ) WHERE content_hash IS NOT NULL AND valid_to IS NULL;
        CREATE INDEX memories_key ON memories (key, user_id) WHERE key IS NOT NULL;
        """,
    )


@migrations.register("0006_metadata_as_utf8")
def _metadata_as_utf8(conn: sqlite3.Connection) -> None:
    """Metadata is written as UTF-8 JSON, not ASCII-escaped: a filter's path names a key as
    written, so ``{"città": ...}`` stored as ``{"citt\\u00e0": ...}`` matched no filter (and
    every negation). Rewrite the metadata of every memory and event in that form."""
    for table in ("memories", "memory_events"):
        rows = conn.execute(f"SELECT seq, metadata FROM {table}").fetchall()
        for seq, metadata in rows:
            written = json.dumps(json.loads(metadata), ensure_ascii=False)
            if written != metadata:
                conn.execute(f"UPDATE {table} SET metadata = ? WHERE seq = ?", (written, seq))


@migrations.register("0007_reembed_vectors")
def _reembed_vectors(conn: sqlite3.Connection) -> None:
    """Re-embedding runs in short transactions and can be resumed: the vectors it has
    computed wait here until every memory has one, then replace the old ones."""
    conn.execute(
        "CREATE TABLE reembed_vectors ("
        " seq INTEGER PRIMARY KEY, updated_at TEXT NOT NULL, vector BLOB NOT NULL)"
    )


@migrations.register("0008_change_log")
def _change_log(conn: sqlite3.Connection) -> None:
    """A log of what changed in ``memories`` besides inserts, so that another connection's
    in-memory index reads what changed instead of every memory again (issue 12 E.17). The
    triggers log every path that updates or deletes a memory, whichever code runs it: an
    ``update`` when what the index holds of it changed (text, vector, scope, kind), a
    ``span`` when only when it is true did (a supersession), a ``delete``; a change of the
    recorded embedder (a re-embedding) logs ``reload``. Metadata, importance and knowledge
    are not in the index: changing them alone logs nothing."""
    _script(conn, _CHANGE_LOG)


_INDEXED = " OR ".join(
    f"old.{column} IS NOT new.{column}"
    for column in ("content", "vector", "user_id", "agent_id", "session_id", "kind")
)
_TIMED = " OR ".join(
    f"old.{column} IS NOT new.{column}" for column in ("occurred_at", "valid_to", "expires_at")
)
_CHANGE_LOG = f"""
CREATE TABLE memory_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    seq INTEGER,
    change TEXT NOT NULL
);
CREATE TRIGGER memories_log_update AFTER UPDATE ON memories WHEN {_INDEXED} BEGIN
    INSERT INTO memory_changes (seq, change) VALUES (old.seq, 'update');
END;
CREATE TRIGGER memories_log_span AFTER UPDATE ON memories
WHEN NOT ({_INDEXED}) AND ({_TIMED}) BEGIN
    INSERT INTO memory_changes (seq, change) VALUES (old.seq, 'span');
END;
CREATE TRIGGER memories_log_delete AFTER DELETE ON memories BEGIN
    INSERT INTO memory_changes (seq, change) VALUES (old.seq, 'delete');
END;
CREATE TRIGGER store_meta_log_insert AFTER INSERT ON store_meta BEGIN
    INSERT INTO memory_changes (seq, change) VALUES (NULL, 'reload');
END;
CREATE TRIGGER store_meta_log_delete AFTER DELETE ON store_meta BEGIN
    INSERT INTO memory_changes (seq, change) VALUES (NULL, 'reload');
END;
"""


@migrations.register("0009_index_terms")
def _index_terms(conn: sqlite3.Connection) -> None:
    """Each memory's keyword tokens are kept in the file (``memories.terms``, ids into the
    vocabulary ``terms``), so that opening a store reads them instead of tokenising every
    text again (issue 13 B); written here for every memory (``terms.backfill``). Not logged
    for other connections: they tokenise what they catch up with themselves, the same way."""
    _script(
        conn,
        """
        CREATE TABLE terms (
            id INTEGER PRIMARY KEY, term TEXT NOT NULL UNIQUE, rows INTEGER NOT NULL
        );
        ALTER TABLE memories ADD COLUMN terms BLOB;
        """,
    )
    backfill(conn)


@migrations.register("0010_store_identity")
def _store_identity(conn: sqlite3.Connection) -> None:
    """A random id of this file, written once, so that an index saved beside it
    (``saved``) is never taken for another file's."""
    _script(
        conn,
        """
        CREATE TABLE store_identity (id TEXT NOT NULL);
        INSERT INTO store_identity VALUES (lower(hex(randomblob(16))));
        """,
    )


@migrations.register("0011_turn_order")
def _turn_order(conn: sqlite3.Connection) -> None:
    """The session index holds the user and agent too: the next turn of a message is one
    probe (``reads.next_messages``), not a read through other users' turns of a shared id."""
    conn.execute("DROP INDEX memories_session")
    conn.execute("CREATE INDEX memories_session ON memories (session_id, user_id, agent_id, seq)")


def identity(conn: sqlite3.Connection) -> str | None:
    """The file's id (migration ``0010``); None in a file not yet migrated (read-only)."""
    try:
        row = conn.execute("SELECT id FROM store_identity").fetchone()
    except sqlite3.OperationalError:
        return None
    return None if row is None else str(row[0])


def _script(conn: sqlite3.Connection, script: str) -> None:
    """Run ``script`` statement by statement, inside the caller's transaction
    (``executescript`` would commit it first)."""
    statement = ""
    for line in script.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            conn.execute(statement)
            statement = ""


REEMBED_KEYS = ("reembed_embedder", "reembed_dim", "reembed_swapping")
"""The keys of ``store_meta`` that describe a re-embedding under way."""


def read_meta(conn: sqlite3.Connection) -> dict[str, str]:
    return dict(conn.execute("SELECT key, value FROM store_meta").fetchall())


def require_embedder_of(path: str, meta: dict[str, str], embedder: str, dim: int) -> None:
    """Raise ``Conflict`` unless ``meta`` names ``embedder`` and ``dim`` and no re-embedding
    is copying its vectors in (the file then holds vectors of two models)."""
    if "reembed_swapping" in meta:
        raise Conflict(
            f"{path} is being re-embedded with embedder {meta.get('reembed_embedder')!r}"
            f" (dim {meta.get('reembed_dim')}): its vectors are of two models until that ends;"
            " if no re-embedding is running (one was interrupted), run `memvault reembed`"
            " (--db naming this store) or MemoryVault.reembed() with that embedder to finish it"
        )
    require_embedder(path, meta, embedder, dim)


def require_same_embedder(conn: sqlite3.Connection, path: str, embedder: str, dim: int) -> None:
    """Raise unless ``store_meta`` names ``embedder`` and ``dim`` (``require_embedder_of``)."""
    require_embedder_of(path, read_meta(conn), embedder, dim)


def write_embedder(conn: sqlite3.Connection, embedder: str, dim: int) -> None:
    """Record the embedder that wrote the vectors, replacing any other (and ending any
    re-embedding)."""
    conn.execute("DELETE FROM store_meta")
    conn.executemany(
        "INSERT INTO store_meta VALUES (?, ?)", [("embedder", embedder), ("dim", str(dim))]
    )
