"""A row of ``memories`` and a ``MemoryEntry``, both ways: the columns every read selects
(``COLUMNS``, in the order ``entry_from_row`` takes them) and how values are written (times as
UTC ISO-8601 text, vectors as float32 BLOBs, metadata and knowledge as JSON text).

Reads are hot (a search turns every hit into an entry), so rows become entries through
``MemoryEntry.stored`` without being validated again: only this store wrote them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from memvault.core.types import Knowledge, MemoryEntry, Scope
from memvault.errors import NotFound

__all__ = [
    "COLUMNS",
    "Span",
    "blob",
    "entry_from_row",
    "get_entry",
    "iso",
    "knowledge_json",
    "metadata_json",
    "read_span",
    "scope_key",
    "span",
]

COLUMNS = (
    "seq, id, kind, content, user_id, agent_id, session_id, metadata, importance,"
    " occurred_at, created_at, updated_at, key, valid_to, supersedes, superseded_by, expires_at,"
    " knowledge"
)
"""The columns of a read, qualified by nothing (queries name the table ``memories AS m``)."""

Span = tuple[datetime, datetime | None, datetime | None]
"""When a memory is true: valid from, valid to (superseded) and expires at."""


def iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat()


def blob(vector: npt.NDArray[np.float32]) -> bytes:
    return np.ascontiguousarray(vector, dtype=np.float32).tobytes()


def metadata_json(metadata: dict[str, Any]) -> str:
    """The user's metadata as UTF-8 JSON text: a key is written as the JSON path that
    a filter on it names it (``filters.py``), non-ASCII characters unescaped, since
    SQLite's path lookup compares a key's JSON text as written."""
    return json.dumps(metadata, ensure_ascii=False)


def knowledge_json(knowledge: Knowledge | None) -> str | None:
    return None if knowledge is None else json.dumps(knowledge.to_dict())


def entry_from_row(row: Sequence[Any]) -> MemoryEntry:
    """The entry of a row of ``COLUMNS`` (its first column, ``seq``, is not part of it)."""
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


_ANYWHERE = Scope()


def get_entry(conn: sqlite3.Connection, memory_id: str, scope: Scope = _ANYWHERE) -> MemoryEntry:
    """The memory ``memory_id`` if it lies in ``scope``; ``NotFound`` if there is none there
    (the same message whether it is missing or elsewhere)."""
    row = conn.execute(f"SELECT {COLUMNS} FROM memories AS m WHERE id = ?", (memory_id,)).fetchone()
    found = None if row is None else entry_from_row(row)
    if found is None or not scope.contains(found.scope):
        raise NotFound(f"no memory with id {memory_id!r}")
    return found


def span(entry: MemoryEntry) -> Span:
    return entry.valid_from, entry.valid_to, entry.expires_at


def read_span(valid_from: str, valid_to: str | None, expires_at: str | None) -> Span:
    """The ``span`` of a row's ``occurred_at``, ``valid_to`` and ``expires_at`` columns."""
    return (
        datetime.fromisoformat(valid_from),
        None if valid_to is None else datetime.fromisoformat(valid_to),
        None if expires_at is None else datetime.fromisoformat(expires_at),
    )


def scope_key(entry: MemoryEntry) -> tuple[str | None, str | None, str | None, str]:
    """What the in-memory index partitions by: user, agent, session and kind."""
    return (entry.scope.user_id, entry.scope.agent_id, entry.scope.session_id, entry.kind)
