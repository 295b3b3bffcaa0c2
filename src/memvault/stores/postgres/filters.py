"""A ``Selection`` as SQL: a ``WHERE`` clause over ``memories AS m`` (``selection_sql``), its
condition on time alone (``temporal_sql``), and where its BM25 statistics are added up
(``scope_sums``). The keyword query itself is in ``text``.

The metadata filter follows ``memvault.core.filters.matches`` exactly, over the ``jsonb``
column ``m.metadata``:

* Equality is ``jsonb = jsonb``, which is type-strict (``1`` is neither ``true`` nor ``"1"``)
  and numeric across ints and floats (``1`` equals ``1.0``), as in Python.
* Order comparisons hold only number to number (``jsonb`` numeric order) and string to string
  (``COLLATE "C"``: UTF-8 byte order, which is code point order, as in Python).
* A missing key (SQL ``NULL``) matches only ``ne`` and ``nin``; every other atom is
  ``coalesce``-d to ``false``, so no ``NULL`` ever reaches a negation.
* ``contains`` is an element of a list, or a substring (``strpos``) of a string.

Values a stored document cannot hold (NaN and infinities, which JSON lacks; strings with NUL
or lone surrogates, which PostgreSQL text lacks) equal nothing; their order comparisons are
rewritten to an equivalent bound that can be sent (see ``_string_bound``). Numbers compare as
the decimals Python's ``json`` writes, which agrees with Python everywhere except ints beyond
2**53 compared with floats.

Only constant SQL is produced here; every key and value travels as a query parameter.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from memvault.core.filters import And, Cond, Filter, Or
from memvault.core.records import Selection

__all__ = ["Sums", "scope_sums", "selection_sql", "temporal_sql", "where_sql"]

Fragment = tuple[str, list[Any]]

_TRUE: Fragment = ("true", [])
_FALSE: Fragment = ("false", [])
_SQL_OPS = {"gt": ">", "gte": ">=", "lt": "<", "lte": "<="}
_FIELD = "(m.metadata -> %s::text)"
_TEXT = "(m.metadata ->> %s::text)"


@dataclass(frozen=True, slots=True)
class Sums:
    """Where a selection's statistics (memories and words) are added up: the sums table
    (a table name to format, ``{user_stats}`` or ``{stats}``) and the ``condition`` over it
    as ``m``, with its ``params``."""

    table: str
    condition: str
    params: list[Any]

    def statistics(self) -> str:
        """SQL for BM25's N (``n``, the memories) and average length (``avgdl``, at least 1)
        of the scopes, both ``float8``; ``{}`` is where ``condition`` goes."""
        return (
            "SELECT coalesce(sum(m.memories), 0)::float8 AS n, greatest(coalesce("
            " sum(m.words)::float8 / nullif(sum(m.memories), 0), 0), 1)::float8 AS avgdl"
            f" FROM {self.table} AS m WHERE {{}}"
        )


def scope_sums(selection: Selection) -> Sums | None:
    """The sums that answer for ``selection``'s scope ids and kinds (superseded and expired
    memories count in them, as they do in the store's statistics): per user and kind (one
    row each) unless it names an agent or a session, then per scope. None when it filters
    on metadata or on the facts' attributes (a union of scopes the sums do not hold)."""
    if selection.narrowed:
        return None
    scope = Selection(selection.user_id, selection.agent_id, selection.session_id, selection.kinds)
    per_user = selection.agent_id is None and selection.session_id is None
    return Sums("{user_stats}" if per_user else "{stats}", *selection_sql(scope))


def selection_sql(selection: Selection) -> Fragment:
    """A condition over ``memories AS m`` for ``selection`` (``true`` when it has none)."""
    clauses: list[str] = []
    params: list[Any] = []
    for column in ("user_id", "agent_id", "session_id"):
        value = getattr(selection, column)
        if value is not None:
            clauses.append(f"m.{column} = %s")
            params.append(value)
    if selection.kinds is not None:
        clauses.append("m.kind = ANY(%s::text[])")
        params.append(list(selection.kinds))
    if selection.attributes is not None:
        clauses.append("(m.knowledge ->> 'attribute') = ANY(%s::text[])")
        params.append(list(selection.attributes))
    if selection.keys is not None:
        clauses.append("m.key = ANY(%s::text[])")
        params.append(list(selection.keys))
    if selection.learnt:
        clauses.append("m.knowledge IS NOT NULL")
    for bound, op in ((selection.since, ">="), (selection.until, "<")):
        if bound is not None:
            clauses.append(f"m.occurred_at {op} %s")
            params.append(bound)
    if selection.where is not None:
        where, where_params = where_sql(selection.where)
        clauses.append(where)
        params.extend(where_params)
    time = temporal_sql(selection)
    if time is not None:
        clauses.append(time[0])
        params += time[1]
    return " AND ".join(clauses) or "true", params


def temporal_sql(selection: Selection) -> Fragment | None:
    """The condition on time of ``selection`` over ``memories AS m`` (``None``: none)."""
    if selection.valid_at is None:
        return None
    sql = "(m.valid_to IS NULL OR m.valid_to > %s) AND (m.expires_at IS NULL OR m.expires_at > %s)"
    params: list[Any] = [selection.valid_at, selection.valid_at]
    if selection.begun:
        sql += " AND m.occurred_at <= %s"
        params.append(selection.valid_at)
    return sql, params


def where_sql(tree: Filter) -> Fragment:
    """A condition over ``m.metadata`` that is true exactly when ``filters.matches`` is."""
    if isinstance(tree, And | Or):
        parts = [where_sql(item) for item in tree.items]
        if not parts:
            return _TRUE if isinstance(tree, And) else _FALSE
        joiner = " AND " if isinstance(tree, And) else " OR "
        return "(" + joiner.join(p for p, _ in parts) + ")", [a for _, args in parts for a in args]
    return _condition(tree)


def _condition(cond: Cond) -> Fragment:
    negated = cond.op in ("ne", "nin")
    if not _storable(cond.key):  # no stored document has this key
        return _TRUE if negated else _FALSE
    if cond.op in ("eq", "ne"):
        sql, params = _equals(cond.key, cond.value)
    elif cond.op in ("in", "nin"):
        assert isinstance(cond.value, tuple)
        sql, params = _equals_any(cond.key, cond.value)
    elif cond.op == "contains":
        sql, params = _contains(cond.key, cond.value)
    else:
        sql, params = _compare(cond.key, cond.op, cond.value)
    return (f"(NOT {sql})", params) if negated else (sql, params)


def _equals(key: str, value: object) -> Fragment:
    literal = _json(value)
    if literal is None:
        return _FALSE
    return f"coalesce({_FIELD} = %s::jsonb, false)", [key, literal]


def _equals_any(key: str, values: tuple[object, ...]) -> Fragment:
    sendable = [v for v in values if _json(v) is not None]
    if not sendable:
        return _FALSE
    sql = f"EXISTS (SELECT 1 FROM jsonb_array_elements(%s::jsonb) AS v WHERE v.value = {_FIELD})"
    return sql, [json.dumps(sendable), key]


def _contains(key: str, value: object) -> Fragment:
    literal = _json(value)
    element, element_params = _FALSE
    if literal is not None:
        element = (
            f"EXISTS (SELECT 1 FROM jsonb_array_elements({_FIELD}) AS e WHERE e.value = %s::jsonb)"
        )
        element_params = [key, literal]
    substring, substring_params = _FALSE
    if isinstance(value, str) and literal is not None:
        substring, substring_params = f"strpos({_TEXT}, %s::text) > 0", [key, value]
    sql = (
        f"(CASE jsonb_typeof({_FIELD}) WHEN 'array' THEN {element}"
        f" WHEN 'string' THEN {substring} ELSE false END)"
    )
    return sql, [key, *element_params, *substring_params]


def _compare(key: str, op: str, value: object) -> Fragment:
    if isinstance(value, bool) or value is None:
        return _FALSE
    if isinstance(value, int | float):
        if isinstance(value, float) and math.isinf(value):
            # Every number is below +inf and above -inf; none equals either.
            if (value > 0) == (op in ("gt", "gte")):
                return _FALSE
            return f"coalesce(jsonb_typeof({_FIELD}) = 'number', false)", [key]
        sql = (
            f"coalesce(jsonb_typeof({_FIELD}) = 'number'"
            f" AND {_FIELD} {_SQL_OPS[op]} %s::jsonb, false)"
        )
        return sql, [key, key, json.dumps(value)]
    if isinstance(value, str):
        op, bound = _string_bound(op, value)
        sql = (
            f"coalesce(jsonb_typeof({_FIELD}) = 'string'"
            f' AND {_TEXT} COLLATE "C" {_SQL_OPS[op]} %s::text, false)'
        )
        return sql, [key, key, bound]
    return _FALSE


def _string_bound(op: str, value: str) -> tuple[str, str]:
    """An operator and bound that order every storable string as ``op value`` does.

    Stored strings hold neither NUL nor lone surrogates. Against a ``value`` whose first such
    character is at ``i`` (prefix ``p``), a stored ``x`` is never equal, and: with a NUL,
    ``x > value`` iff ``x > p``; with a surrogate, ``x > value`` iff ``x >= p + U+E000`` (the
    first code point above the surrogates).
    """
    for i, char in enumerate(value):
        if char == "\x00":
            return ("gt" if op in ("gt", "gte") else "lte"), value[:i]
        if "\ud800" <= char <= "\udfff":
            return ("gte" if op in ("gt", "gte") else "lt"), value[:i] + "\ue000"
    return op, value


def _storable(text: str) -> bool:
    return "\x00" not in text and not any("\ud800" <= c <= "\udfff" for c in text)


def _json(value: object) -> str | None:
    """``value`` as JSON text, or ``None`` when no stored document can hold it."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, str) and not _storable(value):
        return None
    return json.dumps(value)
