"""The embedded record store: one SQLite file holds memories (text, scope, metadata and
vector), and their history.

* A memory and its vector are one row, written in one transaction with its history event.
* Search runs in memory (``vectors.VectorMatrix``): every memory's vector, keyword tokens and
  scope are loaded when the store opens, kept up to date by this object's writes and loaded
  again when another connection changed the file (``PRAGMA data_version``).
* Keyword search is BM25 over stemmed words (``retrieval.text.index_terms``: Porter stems,
  diacritics folded), with a message's neighbouring turns as a weighted second field; the
  scores are those of SQLite FTS5's ``bm25()`` (``stores.keywords``), higher is better. An
  earlier version kept an FTS5 table for this; scoring it cost about 3.5 µs per matching
  row, too slow for common words in 100k memories, and migration 0002 drops it.
* Vector search is exact up to ``vectors.PREFILTER_ROWS`` memories in scope, then prefiltered
  by sign bits and reranked exactly. Scores are cosine similarities.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace as _replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from memvault.core.filters import And, Filter, Or
from memvault.core.records import EmbedFn, NewMemory, Selection
from memvault.core.types import EventType, Knowledge, MemoryEntry, MemoryEvent, Scope
from memvault.errors import Conflict, InvalidInput, NotFound
from memvault.infra.resource import AsyncResource
from memvault.infra.sqlite import SQLiteDatabase, SQLiteMigrations
from memvault.policy.text import index_terms, stem_words
from memvault.policy.timeline import Version, relink
from memvault.stores.base import checked_vector, merge_metadata, require_embedder
from memvault.stores.vectors import VectorMatrix

__all__ = ["SQLiteStore"]

migrations = SQLiteMigrations("store")

_READ_CACHE = 2_000
"""Memories read by searches kept until the next change (see ``SQLiteStore._by_seq``)."""

_COLUMNS = (
    "seq, id, kind, content, user_id, agent_id, session_id, metadata, importance,"
    " occurred_at, created_at, updated_at, key, valid_to, supersedes, superseded_by, expires_at,"
    " knowledge"
)


@migrations.register("0001_create_memories")
def _create(conn: sqlite3.Connection) -> None:
    _script(
        conn,
        """
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
        """,
    )


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


def _script(conn: sqlite3.Connection, script: str) -> None:
    """Run ``script`` statement by statement, inside the caller's transaction
    (``executescript`` would commit it first)."""
    statement = ""
    for line in script.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            conn.execute(statement)
            statement = ""


def _iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat()


def _entry(row: Sequence[Any]) -> MemoryEntry:
    (
        _,
        id_,
        kind,
        content,
        user,
        agent,
        session,
        metadata,
        importance,
        occurred,
        created,
        updated,
        key,
        valid_to,
        supersedes,
        superseded_by,
        expires_at,
        knowledge,
    ) = row
    parse = datetime.fromisoformat
    return MemoryEntry.stored(
        content,
        {} if metadata == "{}" else json.loads(metadata),
        id_,
        kind,
        Scope.trusted(user, agent, session),
        parse(created),
        parse(updated),
        parse(occurred),
        importance,
        key,
        None if valid_to is None else parse(valid_to),
        supersedes,
        superseded_by,
        None if expires_at is None else parse(expires_at),
        None if knowledge is None else Knowledge.from_dict(json.loads(knowledge)),
    )


def _json_path(key: str) -> str:
    if '"' in key or any(ord(c) < 32 for c in key):
        raise InvalidInput("where", f"metadata key {key!r} may not hold quotes or control codes")
    return f'$."{key}"'


_JSON_TYPES = {"number": "('integer', 'real')", "str": "('text')"}
_SQL_OPS = {"gt": ">", "gte": ">=", "lt": "<", "lte": "<="}


class _Operand:
    """A JSON value in SQL: an expression for its JSON type and one for its SQL value."""

    def __init__(self, type_sql: str, value_sql: str, args: list[Any]) -> None:
        self.type_sql, self.value_sql, self.args = type_sql, value_sql, args

    def equals(self, value: Any) -> tuple[str, list[Any]]:
        """True when the operand equals ``value``, JSON type included (``1`` is not ``true``)."""
        if value is None:
            return f"{self.type_sql} = 'null'", self.args
        if isinstance(value, bool):
            return f"{self.type_sql} = '{'true' if value else 'false'}'", self.args
        return self.compare("=", value)

    def compare(self, op: str, value: Any) -> tuple[str, list[Any]]:
        kind = "number" if isinstance(value, int | float) else "str"
        sql = f"({self.type_sql} IN {_JSON_TYPES[kind]} AND {self.value_sql} {op} ?)"
        return sql, [*self.args, *self.args, value]


def _field(key: str) -> _Operand:
    path = _json_path(key)
    return _Operand("json_type(m.metadata, ?)", "json_extract(m.metadata, ?)", [path])


_ELEMENT = _Operand("j.type", "j.value", [])


def _any_of(operand: _Operand, values: tuple[Any, ...]) -> tuple[str, list[Any]]:
    parts = [operand.equals(v) for v in values]
    if not parts:
        return "0", []
    return "(" + " OR ".join(p for p, _ in parts) + ")", [a for _, args in parts for a in args]


def _where_sql(tree: Filter) -> tuple[str, list[Any]]:
    """Compile a filter to SQL over ``m.metadata`` with the semantics of ``filters.matches``."""
    if isinstance(tree, And | Or):
        parts = [_where_sql(t) for t in tree.items]
        joiner = " AND " if isinstance(tree, And) else " OR "
        return "(" + joiner.join(p for p, _ in parts) + ")", [a for _, args in parts for a in args]
    field = _field(tree.key)
    if tree.op in ("eq", "ne"):
        sql, args = field.equals(tree.value)
    elif tree.op in ("in", "nin"):
        assert isinstance(tree.value, tuple)
        sql, args = _any_of(field, tree.value)
    elif tree.op == "contains":
        element, element_args = _ELEMENT.equals(tree.value)
        sql = (
            f"(CASE {field.type_sql} WHEN 'array' THEN EXISTS (SELECT 1 FROM"
            f" json_each(m.metadata, ?) AS j WHERE {element})"
        )
        args = [*field.args, *field.args, *element_args]
        if isinstance(tree.value, str):
            sql += f" WHEN 'text' THEN instr({field.value_sql}, ?) > 0"
            args += [*field.args, tree.value]
        sql += " ELSE 0 END)"
    else:
        sql, args = field.compare(_SQL_OPS[tree.op], tree.value)
    if tree.op in ("ne", "nin"):  # a missing key (NULL) matches the negations
        return f"NOT ifnull({sql}, 0)", args
    return sql, args


def _selection_sql(selection: Selection) -> tuple[str, list[Any]]:
    """A WHERE clause over ``memories AS m`` for ``selection`` (always at least ``1``)."""
    clauses, args = ["1"], []
    for column in ("user_id", "agent_id", "session_id"):
        value = getattr(selection, column)
        if value is not None:
            clauses.append(f"m.{column} = ?")
            args.append(value)
    if selection.kinds is not None:
        clauses.append(f"m.kind IN ({', '.join('?' for _ in selection.kinds)})")
        args.extend(selection.kinds)
    if selection.where is not None:
        sql, where_args = _where_sql(selection.where)
        clauses.append(sql)
        args.extend(where_args)
    if selection.attributes is not None:
        marks = ", ".join("?" for _ in selection.attributes)
        clauses.append(f"json_extract(m.knowledge, '$.attribute') IN ({marks})")
        args.extend(selection.attributes)
    if selection.valid_at is not None:
        moment = _iso(selection.valid_at)
        clauses.append("ifnull(m.valid_to > ?, 1) AND ifnull(m.expires_at > ?, 1)")
        args += [moment, moment]
        if selection.begun:
            clauses.append("m.occurred_at <= ?")
            args.append(moment)
    return " AND ".join(clauses), args


def _knowledge_json(knowledge: Knowledge | None) -> str | None:
    return None if knowledge is None else json.dumps(knowledge.to_dict())


def _blob(vector: npt.NDArray[np.float32]) -> bytes:
    return np.ascontiguousarray(vector, dtype=np.float32).tobytes()


class SQLiteStore(AsyncResource):
    """Memories in one SQLite file (``":memory:"`` for a private in-memory database).

    ``open(embedder, dim)`` must be called first (``MemoryVault`` does): it applies the
    migrations and checks that the file was written by the same embedder, so vectors of two
    models are never mixed.
    """

    def __init__(self, path: str | Path = ":memory:", *, timeout: float = 5.0) -> None:
        self._db = SQLiteDatabase(path, [migrations], timeout=timeout)
        self._vectors: VectorMatrix | None = None
        self._data_version: int | None = None
        self._last_filter: tuple[tuple[Selection, str, int], list[int]] | None = None
        self._read: tuple[int, dict[int, MemoryEntry]] = (-1, {})
        self._changes = 0  # writes of this object and reloads after other writers
        self._embedder: tuple[str, int] | None = None  # what open() was given

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction; what was remembered of the rows is forgotten."""
        self._changes += 1
        with self._db.transaction() as conn:
            yield conn

    @property
    def path(self) -> str:
        return self._db.path

    def __repr__(self) -> str:
        return f"SQLiteStore({self.path!r})"

    # -- life cycle ---------------------------------------------------------------------

    async def open(self, embedder: str, dim: int) -> None:
        with self._transaction() as conn:
            meta = dict(conn.execute("SELECT key, value FROM store_meta").fetchall())
            if not meta:
                conn.executemany(
                    "INSERT INTO store_meta VALUES (?, ?)",
                    [("embedder", embedder), ("dim", str(dim))],
                )
            else:
                require_embedder(self.path, meta, embedder, dim)
        self._embedder = (embedder, dim)
        self._vectors = VectorMatrix(dim)
        self._load_vectors()

    def _opened(self) -> tuple[str, int]:
        if self._embedder is None:
            raise RuntimeError("SQLiteStore.open() was not called")
        return self._embedder

    def _check_embedder(self, conn: sqlite3.Connection) -> None:
        """Refuse to go on when the file's vectors are no longer those of the embedder this
        object was opened with (another connection re-embedded the store since): its vectors
        and the file's must never mix."""
        meta = dict(conn.execute("SELECT key, value FROM store_meta").fetchall())
        require_embedder(self.path, meta, *self._opened())

    def close(self) -> None:
        self._db.close()
        self._vectors = None

    async def aclose(self) -> None:
        self.close()

    def _matrix(self) -> VectorMatrix:
        if self._vectors is None:
            raise RuntimeError("SQLiteStore.open() was not called")
        with self._db.read() as conn:
            version = conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._data_version:  # another connection wrote: reload
            self._load_vectors()
        assert self._vectors is not None
        return self._vectors

    def _load_vectors(self) -> None:
        assert self._vectors is not None
        self._changes += 1
        fresh = VectorMatrix(self._vectors.dim)
        with self._db.read() as conn:
            self._check_embedder(conn)
            self._data_version = conn.execute("PRAGMA data_version").fetchone()[0]
            rows = conn.execute(
                "SELECT seq, user_id, agent_id, session_id, kind, vector, content, occurred_at,"
                " valid_to, expires_at FROM memories ORDER BY seq"
            ).fetchall()
        if rows:
            vectors = np.frombuffer(b"".join(r[5] for r in rows), np.float32)
            fresh.add(
                [r[0] for r in rows],
                vectors.reshape(len(rows), fresh.dim),
                [(r[1], r[2], r[3], r[4]) for r in rows],
                [index_terms(r[6]) for r in rows],
                [_read_span(r[7], r[8], r[9]) for r in rows],
            )
        self._vectors = fresh

    async def reembed(self, embedder: str, dim: int, embed: EmbedFn, batch_size: int) -> int:
        """Replace every vector with ``embed``'s, in one transaction, and record the new
        embedder; returns how many memories were re-embedded."""
        with self._transaction() as conn:
            rows = conn.execute("SELECT seq, content FROM memories ORDER BY seq").fetchall()
            for start in range(0, len(rows), batch_size):
                chunk = rows[start : start + batch_size]
                vectors = await embed([content for _, content in chunk])
                conn.executemany(
                    "UPDATE memories SET vector = ? WHERE seq = ?",
                    [(_blob(v), seq) for (seq, _), v in zip(chunk, vectors, strict=True)],
                )
            conn.execute("DELETE FROM store_meta")
            conn.executemany(
                "INSERT INTO store_meta VALUES (?, ?)", [("embedder", embedder), ("dim", str(dim))]
            )
        self._embedder = (embedder, dim)
        self._vectors = VectorMatrix(dim)
        self._load_vectors()
        return len(rows)

    # -- writes -------------------------------------------------------------------------

    async def write(self, items: Sequence[NewMemory]) -> list[tuple[MemoryEntry, EventType]]:
        """Add ``items`` in one transaction. A fact whose key already exists in its scope is
        merged into the stored one (metadata merged, ``updated_at`` moved) instead."""
        dim = self._opened()[1]
        for item in items:  # all checked before anything is written
            checked_vector(item.vector, dim)
        results: list[tuple[MemoryEntry, EventType]] = []
        added: list[tuple[int, NewMemory]] = []
        relinked: dict[int, datetime | None] = {}  # seq -> its new valid_to
        with self._transaction() as conn:
            self._check_embedder(conn)
            for item in items:
                existing = self._find_fact(conn, item) if item.content_hash is not None else None
                if existing is None:
                    seq = self._insert(conn, item)
                    added.append((seq, item))
                    entry = item.entry
                    if entry.key is not None:
                        relinked.update(self._relink(conn, entry, entry.created_at))
                        entry = self._get(conn, entry.id)
                    results.append((entry, "ADD"))
                else:
                    merged = self._merge(conn, existing, item.entry)
                    results.append((merged, "UPDATE"))
            matrix = self._vectors
            version = conn.execute("PRAGMA data_version").fetchone()[0]
        if matrix is not None and version == self._data_version:
            matrix.add(
                [seq for seq, _ in added],
                np.array([item.vector for _, item in added], np.float32).reshape(-1, matrix.dim),
                [_scope_key(item.entry) for _, item in added],
                [index_terms(item.entry.content) for _, item in added],
                [_span(item.entry) for _, item in added],
            )
            for seq, valid_to in relinked.items():
                matrix.set_valid_to(seq, valid_to)
        return results

    def _relink(
        self, conn: sqlite3.Connection, entry: MemoryEntry, at: datetime
    ) -> dict[int, datetime | None]:
        """Recompute the chain of ``entry``'s key in its scope (``knowledge.timeline``) after
        a version joined or left it; record SUPERSEDE on the newly superseded. Returns the
        seq and new ``valid_to`` of each version that changed."""
        scope = entry.scope
        rows = conn.execute(
            f"SELECT {_COLUMNS} FROM memories AS m WHERE key = ? AND user_id IS ?"
            " AND agent_id IS ? AND session_id IS ? AND kind = 'fact'",
            (entry.key, scope.user_id, scope.agent_id, scope.session_id),
        ).fetchall()
        versions = {r[1]: (r[0], _entry(r)) for r in rows}
        changed: dict[int, datetime | None] = {}
        for new in relink([Version.of(e, seq) for seq, e in versions.values()]):
            seq, old = versions[new.id]
            conn.execute(
                "UPDATE memories SET valid_to = ?, supersedes = ?, superseded_by = ? WHERE seq = ?",
                (
                    None if new.valid_to is None else _iso(new.valid_to),
                    new.supersedes,
                    new.superseded_by,
                    seq,
                ),
            )
            if old.superseded_by is None and new.superseded_by is not None:
                _event(conn, old, "SUPERSEDE", at)
            changed[seq] = new.valid_to
        return changed

    def _find_fact(self, conn: sqlite3.Connection, item: NewMemory) -> MemoryEntry | None:
        scope = item.entry.scope
        row = conn.execute(
            f"SELECT {_COLUMNS} FROM memories AS m WHERE content_hash = ?"
            " AND ifnull(user_id, '') = ?"
            " AND ifnull(agent_id, '') = ? AND ifnull(session_id, '') = ? AND valid_to IS NULL",
            (item.content_hash, scope.user_id or "", scope.agent_id or "", scope.session_id or ""),
        ).fetchone()
        return None if row is None else _entry(row)

    def _insert(self, conn: sqlite3.Connection, item: NewMemory) -> int:
        e = item.entry
        cursor = conn.execute(
            "INSERT INTO memories (id, kind, content, content_hash, user_id, agent_id,"
            " session_id, metadata, importance, occurred_at, created_at, updated_at, vector, key,"
            " expires_at, knowledge) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                e.id,
                e.kind,
                e.content,
                item.content_hash,
                e.scope.user_id,
                e.scope.agent_id,
                e.scope.session_id,
                json.dumps(e.metadata),
                e.importance,
                _iso(e.occurred_at or e.created_at),
                _iso(e.created_at),
                _iso(e.updated_at or e.created_at),
                _blob(item.vector),
                e.key,
                None if e.expires_at is None else _iso(e.expires_at),
                _knowledge_json(e.knowledge),
            ),
        )
        _event(conn, e, "ADD", e.created_at)
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def _merge(self, conn: sqlite3.Connection, old: MemoryEntry, new: MemoryEntry) -> MemoryEntry:
        """The same fact again: metadata merged, importance and knowledge replaced (when the
        new one has them), ``updated_at`` moved."""
        metadata = merge_metadata(old.metadata, new.metadata)
        importance = new.importance if new.importance is not None else old.importance
        knowledge = new.knowledge if new.knowledge is not None else old.knowledge
        conn.execute(
            "UPDATE memories SET metadata = ?, importance = ?, updated_at = ?, knowledge = ?"
            " WHERE id = ?",
            (
                json.dumps(metadata),
                importance,
                _iso(new.created_at),
                _knowledge_json(knowledge),
                old.id,
            ),
        )
        merged = _replace(
            old,
            metadata=metadata,
            importance=importance,
            updated_at=new.created_at,
            knowledge=knowledge,
        )
        _event(conn, merged, "UPDATE", new.created_at)
        return merged

    async def update(
        self,
        memory_id: str,
        *,
        content: str | None,
        metadata: dict[str, Any] | None,
        vector: npt.NDArray[np.float32] | None,
        content_hash: str | None,
        at: datetime,
    ) -> MemoryEntry:
        """Replace content (with its vector and content hash) and/or metadata of one memory."""
        if vector is not None:
            vector = checked_vector(vector, self._opened()[1])
        with self._transaction() as conn:
            if vector is not None:
                self._check_embedder(conn)
            old = self._get(conn, memory_id)
            new = _replace(
                old,
                content=old.content if content is None else content,
                metadata=old.metadata if metadata is None else metadata,
                updated_at=at,
            )
            sets = ["content = ?", "metadata = ?", "updated_at = ?"]
            args: list[Any] = [new.content, json.dumps(new.metadata), _iso(at)]
            if vector is not None:
                sets += ["vector = ?", "content_hash = ?"]
                args += [_blob(vector), content_hash]
            try:
                conn.execute(
                    f"UPDATE memories SET {', '.join(sets)} WHERE id = ?", (*args, memory_id)
                )
            except sqlite3.IntegrityError as exc:
                raise Conflict(
                    f"memory {memory_id}: the same fact already exists in this scope"
                ) from exc
            _event(conn, new, "UPDATE", at)
            seq = conn.execute("SELECT seq FROM memories WHERE id = ?", (memory_id,)).fetchone()[0]
            version = conn.execute("PRAGMA data_version").fetchone()[0]
        if vector is not None and self._vectors is not None and version == self._data_version:
            self._vectors.add(
                [seq],
                vector.reshape(1, -1),
                [_scope_key(new)],
                [index_terms(new.content)],
                [_span(new)],
            )
        return new

    async def delete(self, memory_id: str, *, at: datetime) -> MemoryEntry:
        with self._transaction() as conn:
            old = self._get(conn, memory_id)
            seq = conn.execute("SELECT seq FROM memories WHERE id = ?", (memory_id,)).fetchone()[0]
            conn.execute("DELETE FROM memories WHERE id = ?", (memory_id,))
            _event(conn, old, "DELETE", at)
            relinked = self._relink(conn, old, at) if old.key is not None else {}
        if self._vectors is not None:
            self._vectors.remove([seq])
            for other, valid_to in relinked.items():
                self._vectors.set_valid_to(other, valid_to)
        return old

    async def forget(self, selection: Selection) -> int:
        """Remove every memory in ``selection`` with its history (and from the index)."""
        where, args = _selection_sql(selection)
        scoped = [c for c in ("user_id", "agent_id", "session_id") if getattr(selection, c)]
        event_where = " AND ".join(f"{c} = ?" for c in scoped) or "1"
        event_args = [getattr(selection, c) for c in scoped]
        with self._transaction() as conn:
            seqs = [
                r[0] for r in conn.execute(f"SELECT m.seq FROM memories AS m WHERE {where}", args)
            ]
            conn.execute(
                f"DELETE FROM memories WHERE seq IN (SELECT m.seq FROM memories AS m"
                f" WHERE {where})",
                args,
            )
            conn.execute(f"DELETE FROM memory_events WHERE {event_where}", event_args)
        if self._vectors is not None:
            self._vectors.remove(seqs)
        return len(seqs)

    async def assign_key(self, memory_id: str, key: str, *, at: datetime) -> MemoryEntry:
        """Give a fact a key: it joins that key's timeline (relinked, as is the one it left)."""
        with self._transaction() as conn:
            old = self._get(conn, memory_id)
            if old.kind != "fact":
                raise InvalidInput("key", f"only a fact can have a key, not a {old.kind}")
            conn.execute("UPDATE memories SET key = ? WHERE id = ?", (key, memory_id))
            relinked = self._relink(conn, _replace(old, key=key), at)
            if old.key is not None and old.key != key:
                relinked.update(self._relink(conn, old, at))
            entry = self._get(conn, memory_id)
        if self._vectors is not None:
            for seq, valid_to in relinked.items():
                self._vectors.set_valid_to(seq, valid_to)
        return entry

    async def prune(self, now: datetime) -> int:
        """Remove every memory whose ``expires_at`` is not after ``now``, with its history."""
        with self._transaction() as conn:
            rows = conn.execute(
                "SELECT seq, id FROM memories WHERE expires_at <= ?", (_iso(now),)
            ).fetchall()
            conn.executemany(
                "DELETE FROM memory_events WHERE memory_id = ?", [(r[1],) for r in rows]
            )
            conn.executemany("DELETE FROM memories WHERE seq = ?", [(r[0],) for r in rows])
        if self._vectors is not None:
            self._vectors.remove([seq for seq, _ in rows])
        return len(rows)

    # -- reads --------------------------------------------------------------------------

    def _get(self, conn: sqlite3.Connection, memory_id: str) -> MemoryEntry:
        row = conn.execute(
            f"SELECT {_COLUMNS} FROM memories AS m WHERE id = ?", (memory_id,)
        ).fetchone()
        if row is None:
            raise NotFound(f"no memory with id {memory_id!r}")
        return _entry(row)

    async def get(self, memory_id: str) -> MemoryEntry:
        with self._db.read() as conn:
            return self._get(conn, memory_id)

    async def scan(self, selection: Selection, *, limit: int, offset: int) -> list[MemoryEntry]:
        """Memories in ``selection``, oldest first (by when they happened, then insertion)."""
        where, args = _selection_sql(selection)
        with self._db.read() as conn:
            rows = conn.execute(
                f"SELECT {_COLUMNS} FROM memories AS m WHERE {where}"
                " ORDER BY m.occurred_at, m.seq LIMIT ? OFFSET ?",
                (*args, limit, offset),
            ).fetchall()
        return [_entry(r) for r in rows]

    async def count(self, selection: Selection) -> int:
        where, args = _selection_sql(selection)
        with self._db.read() as conn:
            return int(
                conn.execute(f"SELECT count(*) FROM memories AS m WHERE {where}", args).fetchone()[
                    0
                ]
            )

    async def events(self, memory_id: str) -> list[MemoryEvent]:
        with self._db.read() as conn:
            rows = conn.execute(
                "SELECT memory_id, event, content, metadata, at FROM memory_events"
                " WHERE memory_id = ? ORDER BY seq",
                (memory_id,),
            ).fetchall()
        return [
            MemoryEvent(r[0], r[1], r[2], json.loads(r[3]), datetime.fromisoformat(r[4]))
            for r in rows
        ]

    # -- search -------------------------------------------------------------------------

    async def keyword_search(
        self,
        terms: Sequence[str],
        selection: Selection,
        limit: int,
        *,
        context_weight: float = 0.0,
    ) -> list[tuple[MemoryEntry, float]]:
        """BM25 for any of ``terms`` (see ``stores.keywords``), higher is better.

        Each memory counts its own words and, for a message in a session, those of the two
        turns before and after it, weighted by ``context_weight`` (0 ignores them, 1 counts
        them like the memory's own words). The hit is the memory itself."""
        if not terms or limit <= 0:
            return []
        matrix, keep = self._keep(selection)
        hits = matrix.keyword_search(stem_words(terms), keep, limit, float(context_weight))
        entries = self._by_seq([seq for seq, _ in hits])
        return [(entries[seq], score) for seq, score in hits if seq in entries]

    def _keep(self, selection: Selection) -> tuple[VectorMatrix, npt.NDArray[np.bool_]]:
        """The in-memory index, fresh, and the mask of its rows inside ``selection``."""
        matrix = self._matrix()
        keep = matrix.mask(
            selection.user_id, selection.agent_id, selection.session_id, selection.kinds
        )
        if selection.valid_at is not None:
            matrix.valid(keep, selection.valid_at, begun=selection.begun)
        if selection.where is not None or selection.attributes is not None:
            matrix.restrict(keep, self._filtered(selection))
        return matrix, keep

    def _filtered(self, selection: Selection) -> list[int]:
        """The seqs of the memories a selection's metadata filter and attributes let through,
        remembered
        until the next change (a hybrid search asks twice: keyword, then vector)."""
        timeless = _replace(selection, valid_at=None, begun=False)
        # repr too: a filter on True equals one on 1 as Python compares them, not in JSON
        key = (timeless, repr(timeless.where), self._changes)
        if self._last_filter is not None and self._last_filter[0] == key:
            return self._last_filter[1]
        where, args = _selection_sql(timeless)
        with self._db.read() as conn:
            rows = conn.execute(f"SELECT m.seq FROM memories AS m WHERE {where}", args)
            seqs = [row[0] for row in rows]
        self._last_filter = (key, seqs)
        return seqs

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``."""
        if (
            selection.user_id is not None
            and selection.agent_id is None
            and selection.session_id is None
            and selection.where is None
            and selection.attributes is None
            and (selection.kinds is None or "message" in selection.kinds)
        ):
            return self._speakers_of(selection.user_id, selection)
        where, args = _selection_sql(selection)
        with self._db.read() as conn:
            rows = conn.execute(
                "SELECT DISTINCT json_extract(m.metadata, '$.speaker') FROM memories AS m"
                f" WHERE m.kind = 'message' AND {where}"
                " AND json_type(m.metadata, '$.speaker') = 'text'",
                args,
            ).fetchall()
        return sorted(row[0] for row in rows)

    def _speakers_of(self, user_id: str, selection: Selection) -> list[str]:
        """``speakers`` of one user's messages (true at ``selection``'s time, if it has one),
        read off the ``memories_speaker`` index by seeking from each distinct text value to
        the next (one seek per speaker, where a scan reads every message), then keeping those
        that some message holds as a string (not as the JSON text of a list or object)."""
        timed, time_args = _selection_sql(
            Selection(valid_at=selection.valid_at, begun=selection.begun)
        )
        timed = timed.replace("m.", "")  # the index's expression names no table
        value = "json_extract(metadata, '$.speaker')"
        mine = f"FROM memories WHERE kind = 'message' AND user_id = ? AND {timed} AND {value}"
        args = [user_id, *time_args]
        with self._db.read() as conn:
            values = [
                row[0]
                for row in conn.execute(
                    f"WITH RECURSIVE s(v) AS (SELECT (SELECT min({value}) {mine} >= '')"
                    f" UNION ALL SELECT (SELECT min({value}) {mine} > s.v) FROM s"
                    " WHERE s.v IS NOT NULL) SELECT v FROM s WHERE v IS NOT NULL",
                    [*args, *args],
                )
            ]
            return sorted(
                v
                for v in values
                if conn.execute(
                    f"SELECT 1 {mine} = ? AND json_type(metadata, '$.speaker') = 'text' LIMIT 1",
                    [*args, v],
                ).fetchone()
            )

    async def vector_search(
        self, vector: npt.NDArray[np.float32], selection: Selection, limit: int
    ) -> list[tuple[MemoryEntry, float]]:
        """Cosine search within ``selection`` (exact, or prefiltered in a large scope: see
        ``stores.vectors``); score is the cosine (-1.0-1.0)."""
        vector = checked_vector(vector, self._opened()[1])
        matrix, keep = self._keep(selection)
        hits = matrix.search(vector, keep, limit)
        entries = self._by_seq([seq for seq, _ in hits])
        return [(entries[seq], score) for seq, score in hits if seq in entries]

    def _by_seq(self, seqs: Sequence[int]) -> dict[int, MemoryEntry]:
        """The memories of ``seqs``. Those read since the last change are kept (a hybrid
        search reads the candidates of two methods, which overlap), up to ``_READ_CACHE``."""
        if self._read[0] != self._changes or len(self._read[1]) > _READ_CACHE:
            self._read = (self._changes, {})
        known = self._read[1]
        missing = [seq for seq in seqs if seq not in known]
        if missing:
            with self._db.read() as conn:
                rows = conn.execute(
                    f"SELECT {_COLUMNS} FROM memories AS m WHERE seq IN"
                    f" ({', '.join('?' for _ in missing)})",
                    missing,
                ).fetchall()
            known.update((r[0], _entry(r)) for r in rows)
        return {seq: known[seq] for seq in seqs if seq in known}


def _span(entry: MemoryEntry) -> tuple[datetime, datetime | None, datetime | None]:
    return entry.valid_from, entry.valid_to, entry.expires_at


def _read_span(
    valid_from: str, valid_to: str | None, expires_at: str | None
) -> tuple[datetime, datetime | None, datetime | None]:
    return (
        datetime.fromisoformat(valid_from),
        None if valid_to is None else datetime.fromisoformat(valid_to),
        None if expires_at is None else datetime.fromisoformat(expires_at),
    )


def _scope_key(entry: MemoryEntry) -> tuple[str | None, str | None, str | None, str]:
    return (entry.scope.user_id, entry.scope.agent_id, entry.scope.session_id, entry.kind)


def _event(conn: sqlite3.Connection, entry: MemoryEntry, event: EventType, at: datetime) -> None:
    conn.execute(
        "INSERT INTO memory_events (memory_id, event, content, metadata, at, user_id, agent_id,"
        " session_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            entry.id,
            event,
            entry.content,
            json.dumps(entry.metadata),
            _iso(at),
            entry.scope.user_id,
            entry.scope.agent_id,
            entry.scope.session_id,
        ),
    )
