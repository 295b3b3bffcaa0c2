"""Every change to the SQLite store's tables, one function per operation, each run inside
the caller's transaction (``SQLiteStore`` opens it and then updates its in-memory index
with what these return: the ``seq`` of rows added or removed, and ``Relinked``).

Each change of a memory is recorded in ``memory_events`` with the content and metadata the
memory had then. A fact with a ``key`` belongs to that key's timeline in its scope:
whenever a version joins or leaves it, ``relink`` recomputes the chain
(``policy.timeline.relink``), and the versions it supersedes get a SUPERSEDE event.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from memvault.core.records import NewMemory, Restored, Selection
from memvault.core.types import EventType, MemoryEntry, Scope
from memvault.errors import Conflict, InvalidInput
from memvault.policy.text import index_terms
from memvault.policy.timeline import Version, consistent, relink
from memvault.stores.base import merge_metadata
from memvault.stores.sqlite.filters import selection_sql
from memvault.stores.sqlite.rows import (
    COLUMNS,
    blob,
    entry_from_row,
    get_entry,
    iso,
    knowledge_json,
    metadata_json,
)
from memvault.stores.sqlite.terms import release, term_blobs

__all__ = ["Added", "Relinked", "Written", "assign_key", "delete", "forget", "prepare"]
__all__ += ["prune", "restore", "update", "write"]

Relinked = dict[int, datetime | None]
"""The ``seq`` of each version of a timeline whose ``valid_to`` changed, and its new one."""


Added = tuple[int, NewMemory, list[str]]
"""A row a write added: its ``seq``, its memory and its keyword tokens (``index_terms``)."""


@dataclass
class Written:
    """What ``write`` did: an entry and event per item, the rows it added, the relinked."""

    results: list[tuple[MemoryEntry, EventType]] = field(default_factory=list)
    added: list[Added] = field(default_factory=list)
    relinked: Relinked = field(default_factory=dict)


def write(
    conn: sqlite3.Connection, items: Sequence[NewMemory], rows: Sequence[Rows] | None = None
) -> Written:
    """Add ``items``; a fact whose content hash a current fact of its scope already has is
    merged into that one (``merge``) instead. ``rows`` (``prepare(items)``, made before the
    transaction to keep it short) are what each item inserts.

    Items that can only be inserted (no key, and no current fact of their scope with their
    content hash, in the file or earlier in the batch) are inserted in bulk, in order; the
    others one by one, as before (after a keyed fact, whose relinking can change which facts
    are current, every fact with a content hash goes one by one)."""
    rows = prepare(items) if rows is None else rows
    written = Written()
    current = _current_hashes(conn, items)
    keyed, bulk = False, []
    for i, item in enumerate(items):
        ident = _identity(item)
        if item.entry.key is None and (ident is None or (not keyed and ident not in current)):
            bulk.append(i)
        else:
            _insert_many(conn, items, rows, bulk, written)
            bulk = []
            _write_one(conn, item, written)
            keyed = keyed or item.entry.key is not None
        if ident is not None:
            current.add(ident)
    _insert_many(conn, items, rows, bulk, written)
    return written


Rows = tuple[tuple[Any, ...], tuple[Any, ...], list[str]]
"""An item's row of ``memories`` (but its ``terms``) and of ``memory_events`` (its ADD), as
inserted, and its keyword tokens (``terms.term_blobs`` makes the ``terms`` of them)."""
Identity = tuple[str, str, str, str]


def prepare(items: Sequence[NewMemory]) -> list[Rows]:
    """The rows each item would insert (pure: no connection)."""
    return [(_memory_row(item), _event_row(item.entry, "ADD", item.entry.created_at),
             index_terms(item.entry.content)) for item in items]  # fmt: skip


def _identity(item: NewMemory) -> Identity | None:
    if item.content_hash is None:
        return None
    scope = item.entry.scope
    return (item.content_hash, scope.user_id or "", scope.agent_id or "", scope.session_id or "")


def _current_hashes(conn: sqlite3.Connection, items: Sequence[NewMemory]) -> set[Identity]:
    """The content hashes (with scope) of ``items`` that a current fact already has."""
    hashes = sorted({item.content_hash for item in items if item.content_hash is not None})
    found: set[Identity] = set()
    for start in range(0, len(hashes), 500):
        chunk = hashes[start : start + 500]
        found.update(
            conn.execute(
                "SELECT content_hash, ifnull(user_id, ''), ifnull(agent_id, ''),"
                " ifnull(session_id, '') FROM memories WHERE content_hash IS NOT NULL"
                f" AND valid_to IS NULL AND content_hash IN ({', '.join('?' for _ in chunk)})",
                chunk,
            )
        )
    return found


def _insert_many(
    conn: sqlite3.Connection,
    items: Sequence[NewMemory],
    rows: Sequence[Rows],
    chosen: Sequence[int],
    written: Written,
) -> None:
    """Insert the ``chosen`` items with their ADD events, in order."""
    if not chosen:
        return
    blobs = term_blobs(conn, [rows[i][2] for i in chosen])
    terms = zip(chosen, blobs, strict=True)
    conn.executemany(_INSERT_MEMORY, [(*rows[i][0], blob) for i, blob in terms])
    # the write lock is held and seqs only grow: the newest rows are these, in order
    seqs = conn.execute("SELECT seq FROM memories ORDER BY seq DESC LIMIT ?", (len(chosen),))
    conn.executemany(_INSERT_EVENT, [rows[i][1] for i in chosen])
    for i, (seq,) in zip(chosen, reversed(seqs.fetchall()), strict=True):
        written.added.append((seq, items[i], rows[i][2]))
        written.results.append((items[i].entry, "ADD"))


def _write_one(conn: sqlite3.Connection, item: NewMemory, written: Written) -> None:
    existing = (
        None
        if item.content_hash is None
        else _current_fact(conn, item.content_hash, item.entry.scope)
    )
    if existing is not None:
        written.results.append((_merge(conn, existing, item.entry), "UPDATE"))
        return
    written.added.append(_insert(conn, item))
    entry = item.entry
    if entry.key is not None:
        written.relinked.update(_relink(conn, entry, entry.created_at))
        entry = get_entry(conn, entry.id)
    written.results.append((entry, "ADD"))


def restore(conn: sqlite3.Connection, items: Sequence[Restored]) -> Written:
    """Write ``items`` as given (see ``MemoryRestorer.restore``): rows with their own links,
    and their events; no merge or event of their own, and a timeline relinked only when its
    links no longer hold together (``policy.timeline.consistent``). ``results`` holds the
    entries written, ``added`` their rows and ``relinked`` their ``valid_to``."""
    written = Written()
    for item in items:
        entry = item.memory.entry
        if conn.execute("SELECT 1 FROM memories WHERE id = ?", (entry.id,)).fetchone() or (
            item.memory.content_hash is not None
            and entry.valid_to is None
            and _current_fact(conn, item.memory.content_hash, entry.scope) is not None
        ):
            continue
        added = _insert(conn, item.memory, event=False)
        seq = added[0]
        conn.execute(
            "UPDATE memories SET valid_to = ?, supersedes = ?, superseded_by = ? WHERE seq = ?",
            (entry.valid_to and iso(entry.valid_to), entry.supersedes, entry.superseded_by, seq),
        )
        for event in item.events:
            _event(conn, replace(entry, content=event.content, metadata=event.metadata),
                   event.event, event.at)  # fmt: skip
        written.added.append(added)
        written.results.append((entry, "ADD"))
        if entry.valid_to is not None:
            written.relinked[seq] = entry.valid_to
    chains = {(e.key, e.scope): e for e, _ in written.results if e.key is not None}
    if chains:
        at = max(entry.created_at for entry, _ in written.results)
        for entry in chains.values():
            written.relinked.update(_relink(conn, entry, at, unless_consistent=True))
    return written


def _current_fact(conn: sqlite3.Connection, content_hash: str, scope: Scope) -> MemoryEntry | None:
    row = conn.execute(
        f"SELECT {COLUMNS} FROM memories AS m WHERE content_hash = ?"
        " AND ifnull(user_id, '') = ?"
        " AND ifnull(agent_id, '') = ? AND ifnull(session_id, '') = ? AND valid_to IS NULL",
        (content_hash, scope.user_id or "", scope.agent_id or "", scope.session_id or ""),
    ).fetchone()
    return None if row is None else entry_from_row(row)


_INSERT_MEMORY = (
    "INSERT INTO memories (id, kind, content, content_hash, user_id, agent_id, session_id,"
    " metadata, importance, occurred_at, created_at, updated_at, vector, key, expires_at,"
    " knowledge, terms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_EVENT = (
    "INSERT INTO memory_events (memory_id, event, content, metadata, at, user_id, agent_id,"
    " session_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)


def _memory_row(item: NewMemory) -> tuple[Any, ...]:
    e = item.entry
    return (
        e.id, e.kind, e.content, item.content_hash, e.scope.user_id, e.scope.agent_id,
        e.scope.session_id, metadata_json(e.metadata), e.importance,
        iso(e.occurred_at or e.created_at), iso(e.created_at), iso(e.updated_at or e.created_at),
        blob(item.vector), e.key, None if e.expires_at is None else iso(e.expires_at),
        knowledge_json(e.knowledge),
    )  # fmt: skip


def _insert(conn: sqlite3.Connection, item: NewMemory, *, event: bool = True) -> Added:
    """Insert ``item``'s row (its ``ADD`` event too, unless ``event`` is false)."""
    tokens = index_terms(item.entry.content)
    [terms] = term_blobs(conn, [tokens])
    cursor = conn.execute(_INSERT_MEMORY, (*_memory_row(item), terms))
    if event:
        _event(conn, item.entry, "ADD", item.entry.created_at)
    assert cursor.lastrowid is not None
    return cursor.lastrowid, item, tokens


def _merge(conn: sqlite3.Connection, old: MemoryEntry, new: MemoryEntry) -> MemoryEntry:
    """The same fact again: metadata merged, importance and knowledge replaced (when the
    new one has them), ``updated_at`` moved."""
    metadata = merge_metadata(old.metadata, new.metadata)
    importance = new.importance if new.importance is not None else old.importance
    knowledge = new.knowledge if new.knowledge is not None else old.knowledge
    conn.execute(
        "UPDATE memories SET metadata = ?, importance = ?, updated_at = ?, knowledge = ?"
        " WHERE id = ?",
        (metadata_json(metadata), importance, iso(new.created_at), knowledge_json(knowledge),
         old.id),
    )  # fmt: skip
    merged = replace(old, metadata=metadata, importance=importance, updated_at=new.created_at,
                     knowledge=knowledge)  # fmt: skip
    _event(conn, merged, "UPDATE", new.created_at)
    return merged


def _relink(
    conn: sqlite3.Connection, entry: MemoryEntry, at: datetime, *, unless_consistent: bool = False
) -> Relinked:
    """Recompute the chain of ``entry``'s key in its scope (``policy.timeline``) after a
    version joined or left it; record SUPERSEDE on the newly superseded. With
    ``unless_consistent`` (a restore), a chain whose links hold together is left as it is."""
    scope = entry.scope
    rows = conn.execute(
        f"SELECT {COLUMNS} FROM memories AS m WHERE key = ? AND user_id IS ?"
        " AND agent_id IS ? AND session_id IS ? AND kind = 'fact'",
        (entry.key, scope.user_id, scope.agent_id, scope.session_id),
    ).fetchall()
    versions = {r[1]: (r[0], entry_from_row(r)) for r in rows}
    chain = [Version.of(e, seq) for seq, e in versions.values()]
    changed: Relinked = {}
    if unless_consistent and consistent(chain):
        return changed
    for new in relink(chain):
        seq, old = versions[new.id]
        conn.execute(
            "UPDATE memories SET valid_to = ?, supersedes = ?, superseded_by = ? WHERE seq = ?",
            (
                None if new.valid_to is None else iso(new.valid_to),
                new.supersedes,
                new.superseded_by,
                seq,
            ),
        )
        if old.superseded_by is None and new.superseded_by is not None:
            _event(conn, old, "SUPERSEDE", at)
        changed[seq] = new.valid_to
    return changed


def update(
    conn: sqlite3.Connection,
    memory_id: str,
    content: str | None,
    metadata: dict[str, Any] | None,
    vector: npt.NDArray[np.float32] | None,
    content_hash: str | None,
    at: datetime,
) -> tuple[MemoryEntry, int]:
    """Replace content (with its vector and content hash) and/or metadata of one memory;
    its ``knowledge`` stays. Returns the entry and its ``seq``."""
    old = get_entry(conn, memory_id)
    new = replace(
        old,
        content=old.content if content is None else content,
        metadata=old.metadata if metadata is None else metadata,
        updated_at=at,
    )
    sets = ["content = ?", "terms = ?", "metadata = ?", "updated_at = ?"]
    release(conn, [_seq(conn, memory_id)])
    [terms] = term_blobs(conn, [index_terms(new.content)])
    args: list[Any] = [new.content, terms, metadata_json(new.metadata), iso(at)]
    if vector is not None:
        sets += ["vector = ?", "content_hash = ?"]
        args += [blob(vector), content_hash]
    try:
        conn.execute(f"UPDATE memories SET {', '.join(sets)} WHERE id = ?", (*args, memory_id))
    except sqlite3.IntegrityError as exc:
        raise Conflict(f"memory {memory_id}: the same fact already exists in this scope") from exc
    _event(conn, new, "UPDATE", at)
    return new, _seq(conn, memory_id)


def _seq(conn: sqlite3.Connection, memory_id: str) -> int:
    return int(conn.execute("SELECT seq FROM memories WHERE id = ?", (memory_id,)).fetchone()[0])


def delete(
    conn: sqlite3.Connection, memory_id: str, at: datetime
) -> tuple[MemoryEntry, int, Relinked]:
    """Remove one memory (its history stays, with a DELETE event); relink its timeline."""
    old = get_entry(conn, memory_id)
    seq = _seq(conn, memory_id)
    release(conn, [seq])
    conn.execute("DELETE FROM memories WHERE id = ?", (memory_id,))
    conn.execute("DELETE FROM reembed_vectors WHERE seq = ?", (seq,))
    _event(conn, old, "DELETE", at)
    relinked = _relink(conn, old, at) if old.key is not None else {}
    return old, seq, relinked


def forget(conn: sqlite3.Connection, selection: Selection) -> list[int]:
    """Remove every memory in ``selection`` and the history of its scope; their seqs."""
    where, args = selection_sql(selection)
    scoped = [c for c in ("user_id", "agent_id", "session_id") if getattr(selection, c)]
    event_where = " AND ".join(f"{c} = ?" for c in scoped) or "1"
    event_args = [getattr(selection, c) for c in scoped]
    seqs = [r[0] for r in conn.execute(f"SELECT m.seq FROM memories AS m WHERE {where}", args)]
    release(conn, seqs)
    conn.executemany("DELETE FROM reembed_vectors WHERE seq = ?", [(seq,) for seq in seqs])
    conn.execute(
        f"DELETE FROM memories WHERE seq IN (SELECT m.seq FROM memories AS m WHERE {where})",
        args,
    )
    conn.execute(f"DELETE FROM memory_events WHERE {event_where}", event_args)
    return seqs


def assign_key(
    conn: sqlite3.Connection, memory_id: str, key: str, at: datetime
) -> tuple[MemoryEntry, Relinked]:
    """Give a fact a key: it joins that key's timeline (relinked, as is the one it left)."""
    old = get_entry(conn, memory_id)
    if old.kind != "fact":
        raise InvalidInput("key", f"only a fact can have a key, not a {old.kind}")
    conn.execute("UPDATE memories SET key = ? WHERE id = ?", (key, memory_id))
    relinked = _relink(conn, replace(old, key=key), at)
    if old.key is not None and old.key != key:
        relinked.update(_relink(conn, old, at))
    return get_entry(conn, memory_id), relinked


def prune(conn: sqlite3.Connection, now: datetime) -> list[int]:
    """Remove every memory whose ``expires_at`` is not after ``now``, with its history."""
    rows = conn.execute(
        "SELECT seq, id FROM memories WHERE expires_at <= ?", (iso(now),)
    ).fetchall()
    release(conn, [seq for seq, _ in rows])
    conn.executemany("DELETE FROM memory_events WHERE memory_id = ?", [(r[1],) for r in rows])
    conn.executemany("DELETE FROM memories WHERE seq = ?", [(r[0],) for r in rows])
    conn.executemany("DELETE FROM reembed_vectors WHERE seq = ?", [(r[0],) for r in rows])
    return [seq for seq, _ in rows]


def _event(conn: sqlite3.Connection, entry: MemoryEntry, event: EventType, at: datetime) -> None:
    conn.execute(_INSERT_EVENT, _event_row(entry, event, at))


def _event_row(entry: MemoryEntry, event: EventType, at: datetime) -> tuple[Any, ...]:
    scope = entry.scope
    return (entry.id, event, entry.content, metadata_json(entry.metadata), iso(at),
            scope.user_id, scope.agent_id, scope.session_id)  # fmt: skip
