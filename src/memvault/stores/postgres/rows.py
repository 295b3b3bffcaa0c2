"""A memory as a row of ``<prefix>_memories`` and back: the columns every read selects
(``FIELDS``, in ``entry``'s order), the row to ``MemoryEntry`` (and the reads by id), knowledge
as its JSON text, vectors in the two forms pgvector takes (text literals; the binary format
batches are sent in, ``Vector``, with its psycopg dumper), and a unique violation as
``Conflict``.
"""

from __future__ import annotations

import json
import struct
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import UTC
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from memvault.core.records import Selection
from memvault.core.types import Knowledge, MemoryEntry, MemoryEvent, Scope, ScopeField, ScopeSummary
from memvault.errors import Conflict, NotFound
from memvault.infra.postgres import fetch_all
from memvault.stores.base import checked_vector
from memvault.stores.postgres.filters import selection_sql

if TYPE_CHECKING:
    from psycopg import AsyncConnection
    from psycopg.adapt import Dumper

    from memvault.stores.postgres.schema import Tables

__all__ = [
    "COLUMNS",
    "FIELDS",
    "Vector",
    "array_text",
    "by_ids",
    "columns",
    "count_memories",
    "entry",
    "get_many",
    "get_memory",
    "histories",
    "ids_starting",
    "in_session",
    "knowledge_json",
    "next_messages",
    "register_vectors",
    "scan_ids",
    "scan_memories",
    "scope_identity",
    "scopes_of",
    "unique_is_conflict",
    "vector_bytes",
    "vector_dumper",
    "vector_text",
]

FIELDS = (
    "seq", "id", "kind", "content", "user_id", "agent_id", "session_id", "metadata",
    "importance", "occurred_at", "created_at", "updated_at", "key", "valid_to", "supersedes",
    "superseded_by", "expires_at", "knowledge",
)  # fmt: skip
"""The columns a memory is read from, in ``entry``'s order."""


def columns(alias: str) -> str:
    """``FIELDS`` qualified by a table alias (``m`` for ``memories AS m``); metadata is read
    from its exact text, ``metadata_json``, or the ``jsonb`` of a row written before it."""
    exact = f"coalesce({alias}.metadata_json, {alias}.metadata::json)"
    return ", ".join(exact if f == "metadata" else f"{alias}.{f}" for f in FIELDS)


COLUMNS = columns("m")
"""``FIELDS`` of ``memories AS m``: what every read of whole memories selects."""


def entry(row: Sequence[Any]) -> MemoryEntry:
    """The memory of a row of ``FIELDS``."""
    (_, id_, kind, content, user, agent, session, metadata, importance, occurred, created,
     updated, key, valid_to, supersedes, superseded_by, expires_at, knowledge) = row  # fmt: skip
    return MemoryEntry.stored(
        content, metadata, id_, kind, Scope.trusted(user, agent, session), created, updated,
        occurred, importance, key, valid_to, supersedes, superseded_by, expires_at,
        None if knowledge is None else Knowledge.from_dict(knowledge),
    )  # fmt: skip


async def get_memory(
    conn: AsyncConnection[Any], t: Tables, memory_id: str, *, for_update: bool = False
) -> MemoryEntry:
    """The memory ``memory_id`` (locked, ``for_update``); ``NotFound`` when there is none."""
    query = f"SELECT {COLUMNS} FROM {{memories}} AS m WHERE m.id = %s"
    rows = await fetch_all(conn, t.sql(query + (" FOR UPDATE" if for_update else "")), (memory_id,))
    if not rows:
        raise NotFound(f"no memory with id {memory_id!r}")
    return entry(rows[0])


_SCAN_ORDER = " ORDER BY m.occurred_at, m.seq"  # by when they happened, then insertion


async def scan_memories(
    conn: AsyncConnection[Any], t: Tables, selection: Selection, limit: int, offset: int
) -> list[MemoryEntry]:
    """Up to ``limit`` memories of ``selection`` after ``offset``, oldest first (by when
    they happened, then insertion)."""
    from psycopg import sql

    where, params = selection_sql(selection)
    query = t.sql(
        f"SELECT {COLUMNS} FROM {{memories}} AS m WHERE {{}}{_SCAN_ORDER} LIMIT %s OFFSET %s",
        sql.SQL(where),  # constant SQL built by selection_sql; values are parameters
    )
    return [entry(r) for r in await fetch_all(conn, query, [*params, limit, offset])]


async def scan_ids(conn: AsyncConnection[Any], t: Tables, selection: Selection) -> list[str]:
    """The ids of every memory of ``selection``, in ``scan_memories``' order."""
    from psycopg import sql

    where, params = selection_sql(selection)
    query = t.sql(
        "SELECT m.id FROM {memories} AS m WHERE {}" + _SCAN_ORDER,
        sql.SQL(where),  # constant SQL built by selection_sql; values are parameters
    )
    return [str(r[0]) for r in await fetch_all(conn, query, params)]


async def get_many(
    conn: AsyncConnection[Any], t: Tables, ids: Sequence[str], scope: Scope
) -> list[MemoryEntry]:
    """The memories of ``ids`` that exist in ``scope``, in the order of ``ids``."""
    from psycopg import sql

    where, params = selection_sql(Selection.of(scope))
    query = t.sql(
        f"SELECT {COLUMNS} FROM {{memories}} AS m WHERE m.id = ANY(%s::text[]) AND {{}}",
        sql.SQL(where),  # constant SQL built by selection_sql; values are parameters
    )
    found = {e.id: e for e in map(entry, await fetch_all(conn, query, (list(ids), *params)))}
    return [found[i] for i in ids if i in found]


async def count_memories(conn: AsyncConnection[Any], t: Tables, selection: Selection) -> int:
    from psycopg import sql

    where, params = selection_sql(selection)
    query = t.sql(
        "SELECT count(*) FROM {memories} AS m WHERE {}",
        sql.SQL(where),  # constant SQL built by selection_sql; values are parameters
    )
    rows = await fetch_all(conn, query, params)
    return int(rows[0][0])


async def scopes_of(
    conn: AsyncConnection[Any],
    t: Tables,
    by: ScopeField,
    selection: Selection,
    page: tuple[str, int, int],
) -> list[ScopeSummary]:
    """The ids in the column ``by`` (a ``SCOPE_FIELDS`` name, checked by the caller) of the
    memories in ``selection`` that contain ``page``'s match (case ignored), counted, most
    recently active first; ``page``: the match, limit and offset."""
    from psycopg import sql

    where, params = selection_sql(selection)
    fact = "m.kind = 'fact' AND m.valid_to IS"
    query = t.sql(
        f"SELECT m.{by}, count(*) FILTER (WHERE {fact} NULL),"
        f" count(*) FILTER (WHERE {fact} NOT NULL), count(*) FILTER (WHERE m.kind = 'episode'),"
        " count(*) FILTER (WHERE m.kind = 'message'), max(m.updated_at)"
        f" FROM {{memories}} AS m WHERE {{}} AND m.{by} IS NOT NULL"
        f" AND strpos(lower(m.{by}), lower(%s)) > 0"
        f' GROUP BY m.{by} ORDER BY 6 DESC, m.{by} COLLATE "C" LIMIT %s OFFSET %s',
        sql.SQL(where),  # constant SQL built by selection_sql; values are parameters
    )
    rows = await fetch_all(conn, query, [*params, *page])
    return [ScopeSummary(r[0], r[1], r[2], r[3], r[4], r[5].astimezone(UTC)) for r in rows]


async def ids_starting(
    conn: AsyncConnection[Any], t: Tables, prefix: str, scope: Scope, limit: int
) -> list[str]:
    """Up to ``limit`` ids of memories in ``scope`` that start with ``prefix``, in order."""
    from psycopg import sql

    where, params = selection_sql(Selection.of(scope))
    query = t.sql(
        "SELECT m.id FROM {memories} AS m WHERE {} AND starts_with(m.id, %s)"
        ' ORDER BY m.id COLLATE "C" LIMIT %s',
        sql.SQL(where),  # constant SQL built by selection_sql; values are parameters
    )
    return [str(r[0]) for r in await fetch_all(conn, query, (*params, prefix, limit))]


async def next_messages(
    conn: AsyncConnection[Any], t: Tables, ids: Sequence[str], scope: Scope
) -> dict[str, str]:
    """For each message of ``ids`` in ``scope`` that is in a session, the id of the message
    of the same session with the next seq (one probe each of the index of session, user,
    agent and seq, migration ``0009_turn_order``)."""
    from psycopg import sql

    where, params = selection_sql(Selection.of(scope))
    query = t.sql(
        "SELECT m.id, (SELECT n.id FROM {memories} AS n WHERE n.session_id = m.session_id"
        " AND coalesce(n.user_id, '') = coalesce(m.user_id, '')"
        " AND coalesce(n.agent_id, '') = coalesce(m.agent_id, '') AND n.seq > m.seq"
        " AND n.kind = 'message' ORDER BY n.seq LIMIT 1)"
        " FROM {memories} AS m WHERE m.id = ANY(%s::text[]) AND m.kind = 'message'"
        " AND m.session_id IS NOT NULL AND {}",
        sql.SQL(where),  # constant SQL built by selection_sql; values are parameters
    )
    rows = await fetch_all(conn, query, (list(ids), *params))
    return {str(q): str(a) for q, a in rows if a is not None}


async def histories(
    conn: AsyncConnection[Any], t: Tables, ids: Sequence[str], scope: Scope
) -> dict[str, list[MemoryEvent]]:
    """The history of each of ``ids`` recorded in ``scope``, oldest first, by id."""
    query = t.sql(
        "SELECT memory_id, event, content, metadata, at FROM {events}"
        " WHERE memory_id = ANY(%(ids)s::text[]) AND (%(u)s::text IS NULL OR user_id = %(u)s)"
        " AND (%(a)s::text IS NULL OR agent_id = %(a)s)"
        " AND (%(s)s::text IS NULL OR session_id = %(s)s) ORDER BY seq"
    )
    params = {"ids": list(ids), "u": scope.user_id, "a": scope.agent_id, "s": scope.session_id}
    found: dict[str, list[MemoryEvent]] = {}
    for r in await fetch_all(conn, query, params):
        found.setdefault(r[0], []).append(MemoryEvent(r[0], r[1], r[2], r[3], r[4].astimezone(UTC)))
    return found


async def by_ids(
    conn: AsyncConnection[Any], t: Tables, ids: Sequence[str]
) -> dict[str, MemoryEntry]:
    """The memories of ``ids`` (those that exist, in any scope), by id."""
    return {e.id: e for e in await get_many(conn, t, ids, Scope())}


def knowledge_json(memory: MemoryEntry) -> str | None:
    """What memvault learnt about ``memory``, as the text of its ``knowledge`` column."""
    return None if memory.knowledge is None else json.dumps(memory.knowledge.to_dict())


def scope_identity(scope: Scope) -> tuple[str, str, str]:
    """A scope's ids with ``''`` for ``None``, as the unique index and the sums have them."""
    return scope.user_id or "", scope.agent_id or "", scope.session_id or ""


def in_session(memory: MemoryEntry) -> bool:
    """Whether ``memory`` is a message in a session (it has neighbours, and a context)."""
    return memory.kind == "message" and memory.scope.session_id is not None


def array_text(values: npt.NDArray[Any]) -> str:
    """A one-dimensional array literal of ``values`` (numbers; floats written exactly):
    one parameter instead of one per element."""
    return "{" + ",".join(map(repr, values.tolist())) + "}"


def vector_text(vector: npt.NDArray[np.float32] | Any, dim: int) -> str:
    """``vector`` as a pgvector literal (float32 values written exactly)."""
    return "[" + ",".join(map(repr, checked_vector(vector, dim).tolist())) + "]"


class Vector(bytes):
    """A vector in pgvector's binary format (dimension, a reserved 0, big-endian float32s)."""


def vector_bytes(vector: npt.NDArray[np.float32] | Any, dim: int) -> Vector:
    array = checked_vector(vector, dim)
    return Vector(struct.pack(">HH", dim, 0) + array.astype(">f4").tobytes())


def vector_dumper(oid: int, array_oid: int) -> type[Dumper]:
    """A binary dumper of ``Vector`` for the ``vector`` type of one database."""
    from psycopg.adapt import Dumper
    from psycopg.pq import Format

    class VectorDumper(Dumper):
        format = Format.BINARY

        def dump(self, obj: Any) -> bytes:
            return bytes(obj)

    VectorDumper.oid = oid
    VectorDumper.array_oid = array_oid  # type: ignore[attr-defined]
    return VectorDumper


async def register_vectors(conn: AsyncConnection[Any], dumper: type[Dumper] | None) -> type[Dumper]:
    """Let ``conn`` send ``Vector`` values (and lists of them) as pgvector's binary, with
    ``dumper`` (made from the database's ``vector`` type when None); the dumper, to reuse."""
    from psycopg.types import TypeInfo

    if dumper is None:
        rows = await fetch_all(
            conn, "SELECT oid, typarray FROM pg_type WHERE oid = 'vector'::regtype"
        )
        dumper = vector_dumper(int(rows[0][0]), int(rows[0][1]))
    array_oid = int(dumper.array_oid)  # type: ignore[attr-defined]
    TypeInfo("vector", dumper.oid, array_oid).register(conn)
    conn.adapters.register_dumper(Vector, dumper)
    return dumper


@asynccontextmanager
async def unique_is_conflict(message: str) -> AsyncIterator[None]:
    """Turn a unique violation (a duplicate fact, or id) inside the block into ``Conflict``."""
    import psycopg

    try:
        yield
    except psycopg.errors.UniqueViolation as exc:
        raise Conflict(message) from exc
