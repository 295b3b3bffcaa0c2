"""Reads that go straight to the SQLite file (searches go through the in-memory index,
``search``): memories in a selection, page by page or counted, a memory's history, and the
speakers of a user's messages, the message stored next to each of some messages."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from datetime import datetime
from typing import Any

from memvault.core.records import Selection
from memvault.core.types import MemoryEntry, MemoryEvent, Scope, ScopeField, ScopeSummary
from memvault.stores.sqlite.filters import selection_sql
from memvault.stores.sqlite.rows import COLUMNS, entry_from_row

__all__ = [
    "count", "get_many", "histories", "ids_starting", "next_messages", "scan", "scan_ids", "scopes",
    "speakers",
]  # fmt: skip

_IDS_A_STATEMENT = 500  # ids bound to one statement (SQLite allows 32,766 variables)
_SCAN_ORDER = " ORDER BY m.occurred_at, m.seq"  # by when they happened, then insertion


def scan(
    conn: sqlite3.Connection, selection: Selection, limit: int, offset: int
) -> list[MemoryEntry]:
    """Memories in ``selection``, oldest first (by when they happened, then insertion)."""
    where, args = selection_sql(selection)
    rows = conn.execute(
        f"SELECT {COLUMNS} FROM memories AS m WHERE {where}{_SCAN_ORDER} LIMIT ? OFFSET ?",
        (*args, limit, offset),
    ).fetchall()
    return [entry_from_row(r) for r in rows]


def scan_ids(conn: sqlite3.Connection, selection: Selection) -> list[str]:
    """The ids of every memory in ``selection``, in ``scan``'s order."""
    where, args = selection_sql(selection)
    rows = conn.execute(f"SELECT m.id FROM memories AS m WHERE {where}{_SCAN_ORDER}", args)
    return [str(r[0]) for r in rows.fetchall()]


def get_many(conn: sqlite3.Connection, ids: Sequence[str], scope: Scope) -> list[MemoryEntry]:
    """The memories of ``ids`` that exist in ``scope``, in the order of ``ids``."""
    found = {e.id: e for e in map(entry_from_row, _of_ids(conn, ids, scope, COLUMNS))}
    return [found[i] for i in ids if i in found]


def _of_ids(
    conn: sqlite3.Connection, ids: Sequence[str], scope: Scope, columns: str, more: str = ""
) -> list[Any]:
    """The rows of ``columns`` of the memories of ``ids`` in ``scope`` (``more``: a further
    constant condition): each id looked up by the id index (``CROSS JOIN`` keeps the
    planner from scanning the scope's memories instead), ``_IDS_A_STATEMENT`` at a time."""
    where, args = selection_sql(Selection.of(scope))
    rows: list[Any] = []
    for chunk in _chunks(ids):
        rows += conn.execute(
            f"WITH asked(wanted) AS (VALUES {', '.join('(?)' for _ in chunk)})"
            f" SELECT {columns} FROM asked CROSS JOIN memories AS m WHERE m.id = asked.wanted"
            f" AND {where}{more}",
            (*chunk, *args),
        ).fetchall()
    return rows


def _chunks(ids: Sequence[str]) -> Iterator[list[str]]:
    """``ids`` ``_IDS_A_STATEMENT`` at a time: what one statement binds."""
    for start in range(0, len(ids), _IDS_A_STATEMENT):
        yield list(ids[start : start + _IDS_A_STATEMENT])


def ids_starting(conn: sqlite3.Connection, prefix: str, scope: Scope, limit: int) -> list[str]:
    """Up to ``limit`` ids of memories in ``scope`` that start with ``prefix``, in order."""
    where, args = selection_sql(Selection.of(scope))
    rows = conn.execute(
        f"SELECT m.id FROM memories AS m WHERE {where} AND substr(m.id, 1, ?) = ?"
        " ORDER BY m.id LIMIT ?",
        (*args, len(prefix), prefix, limit),
    ).fetchall()
    return [str(r[0]) for r in rows]


def count(conn: sqlite3.Connection, selection: Selection) -> int:
    where, args = selection_sql(selection)
    return int(
        conn.execute(f"SELECT count(*) FROM memories AS m WHERE {where}", args).fetchone()[0]
    )


def scopes(
    conn: sqlite3.Connection,
    by: ScopeField,
    selection: Selection,
    match: str,
    limit: int,
    offset: int,
) -> list[ScopeSummary]:
    """The ids in the column ``by`` (a ``SCOPE_FIELDS`` name, checked by the caller) of the
    memories in ``selection``, those containing ``match`` (ASCII case ignored), counted,
    most recently active first."""
    where, args = selection_sql(selection)
    rows = conn.execute(
        f"SELECT m.{by}, sum(m.kind = 'fact' AND m.valid_to IS NULL),"
        " sum(m.kind = 'fact' AND m.valid_to IS NOT NULL), sum(m.kind = 'episode'),"
        f" sum(m.kind = 'message'), max(m.updated_at) FROM memories AS m WHERE {where}"
        f" AND m.{by} IS NOT NULL AND instr(lower(m.{by}), lower(?)) > 0"
        f" GROUP BY m.{by} ORDER BY 6 DESC, 1 LIMIT ? OFFSET ?",
        (*args, match, limit, offset),
    ).fetchall()
    return [ScopeSummary(r[0], r[1], r[2], r[3], r[4], datetime.fromisoformat(r[5])) for r in rows]


def histories(
    conn: sqlite3.Connection, ids: Sequence[str], scope: Scope
) -> dict[str, list[MemoryEvent]]:
    """The history of each of ``ids`` recorded in ``scope``, oldest first, by id (the
    ``memory_events_memory`` index, ``_IDS_A_STATEMENT`` ids at a time)."""
    found: dict[str, list[MemoryEvent]] = {}
    for chunk in _chunks(ids):
        rows = conn.execute(
            "SELECT memory_id, event, content, metadata, at FROM memory_events"
            f" WHERE memory_id IN ({', '.join(f'?{n}' for n in range(4, len(chunk) + 4))})"
            " AND (?1 IS NULL OR user_id = ?1) AND (?2 IS NULL OR agent_id = ?2)"
            " AND (?3 IS NULL OR session_id = ?3) ORDER BY seq",
            (scope.user_id, scope.agent_id, scope.session_id, *chunk),
        ).fetchall()
        for r in rows:
            event = MemoryEvent(r[0], r[1], r[2], json.loads(r[3]), datetime.fromisoformat(r[4]))
            found.setdefault(event.memory_id, []).append(event)
    return found


def speakers(conn: sqlite3.Connection, selection: Selection) -> list[str]:
    """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``."""
    if (
        selection.user_id is not None
        and selection.agent_id is None
        and selection.session_id is None
        and not selection.narrowed
        and (selection.kinds is None or "message" in selection.kinds)
    ):
        return _speakers_of(conn, selection.user_id, selection)
    where, args = selection_sql(selection)
    rows = conn.execute(
        "SELECT DISTINCT json_extract(m.metadata, '$.speaker') FROM memories AS m"
        f" WHERE m.kind = 'message' AND {where}"
        " AND json_type(m.metadata, '$.speaker') = 'text'",
        args,
    ).fetchall()
    return sorted(row[0] for row in rows)


def _speakers_of(conn: sqlite3.Connection, user_id: str, selection: Selection) -> list[str]:
    """``speakers`` of one user's messages (true at ``selection``'s time, if it has one),
    read off the ``memories_speaker`` index by seeking from each distinct text value to
    the next (one seek per speaker, where a scan reads every message), then keeping those
    that some message holds as a string (not as the JSON text of a list or object)."""
    timed, time_args = selection_sql(Selection(valid_at=selection.valid_at, begun=selection.begun))
    timed = timed.replace("m.", "")  # the index's expression names no table
    value = "json_extract(metadata, '$.speaker')"
    mine = f"FROM memories WHERE kind = 'message' AND user_id = ? AND {timed} AND {value}"
    args = [user_id, *time_args]
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


def stored_ids(conn: sqlite3.Connection, ids: Sequence[str]) -> set[str]:
    """Which of ``ids`` are memories' ids, asked 500 at a time (within SQLite's limit of
    bound parameters)."""
    found: set[str] = set()
    for start in range(0, len(ids), 500):
        chunk = list(ids[start : start + 500])
        marks = ", ".join("?" * len(chunk))
        rows = conn.execute(f"SELECT id FROM memories WHERE id IN ({marks})", chunk)
        found.update(row[0] for row in rows)
    return found


def next_messages(conn: sqlite3.Connection, ids: Sequence[str], scope: Scope) -> dict[str, str]:
    """For each message of ``ids`` in ``scope`` that is in a session, the id of the message
    of the same session with the next seq: each id looked up by the id index (``_of_ids``),
    then one probe of ``memories_session`` (session, user, agent, seq: other users' turns
    of a session id they share are not read through)."""
    rows = _of_ids(
        conn, ids, scope,
        "m.id, (SELECT n.id FROM memories AS n WHERE n.session_id = m.session_id"
        " AND n.user_id IS m.user_id AND n.agent_id IS m.agent_id AND n.seq > m.seq"
        " AND n.kind = 'message' ORDER BY n.seq LIMIT 1)",
        " AND m.kind = 'message' AND m.session_id IS NOT NULL",
    )  # fmt: skip
    return {str(q): str(a) for q, a in rows if a is not None}
