"""A ``Selection`` as a SQL WHERE clause over ``memories AS m``: scope, kinds, knowledge
attributes, time, and the metadata filter (``core.filters``) compiled to SQLite's JSON
functions with the semantics of ``filters.matches`` (JSON types compared too: ``1`` is not
``true``; a missing key matches the negations ``ne`` and ``nin``)."""

from __future__ import annotations

import json
from typing import Any

from memvault.core.filters import And, Filter, Or
from memvault.core.records import Selection
from memvault.stores.sqlite.rows import iso

__all__ = ["selection_sql", "where_sql"]

_JSON_TYPES = {"number": "('integer', 'real')", "str": "('text')"}
_SQL_OPS = {"gt": ">", "gte": ">=", "lt": "<", "lte": "<="}


def _json_path(key: str) -> str:
    """The path of a top-level key, its label written as the store writes the key
    (``rows.metadata_json``): SQLite compares a label with the stored key's JSON text, so a
    key with a backslash, a control code or a non-ASCII letter matches only in that form.
    (SQLite ends a label at its first quote, whatever escapes it: see ``_field``.)"""
    return "$." + json.dumps(key, ensure_ascii=False)


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
    """The value of a top-level key: by its JSON path, or, for a key holding a double quote
    (which no path can name), by looking the key up among the object's members."""
    if '"' in key:
        member = "(SELECT j.{} FROM json_each(m.metadata) AS j WHERE j.key = ?)"
        return _Operand(member.format("type"), member.format("value"), [key])
    path = _json_path(key)
    return _Operand("json_type(m.metadata, ?)", "json_extract(m.metadata, ?)", [path])


_ELEMENT = _Operand("j.type", "j.value", [])


def _any_of(operand: _Operand, values: tuple[Any, ...]) -> tuple[str, list[Any]]:
    parts = [operand.equals(v) for v in values]
    if not parts:
        return "0", []
    return "(" + " OR ".join(p for p, _ in parts) + ")", [a for _, args in parts for a in args]


def _contains(field: _Operand, value: Any) -> tuple[str, list[Any]]:
    """An array holding ``value``, or a text holding the text ``value``."""
    element, element_args = _ELEMENT.equals(value)
    sql = (
        f"(CASE {field.type_sql} WHEN 'array' THEN EXISTS (SELECT 1 FROM"
        f" json_each({field.value_sql}) AS j WHERE {element})"
    )
    args = [*field.args, *field.args, *element_args]
    if isinstance(value, str):
        sql += f" WHEN 'text' THEN instr({field.value_sql}, ?) > 0"
        args += [*field.args, value]
    return sql + " ELSE 0 END)", args


def where_sql(tree: Filter) -> tuple[str, list[Any]]:
    """Compile a filter to SQL over ``m.metadata`` with the semantics of ``filters.matches``."""
    if isinstance(tree, And | Or):
        parts = [where_sql(t) for t in tree.items]
        joiner = " AND " if isinstance(tree, And) else " OR "
        return "(" + joiner.join(p for p, _ in parts) + ")", [a for _, args in parts for a in args]
    field = _field(tree.key)
    if tree.op in ("eq", "ne"):
        sql, args = field.equals(tree.value)
    elif tree.op in ("in", "nin"):
        assert isinstance(tree.value, tuple)
        sql, args = _any_of(field, tree.value)
    elif tree.op == "contains":
        sql, args = _contains(field, tree.value)
    else:
        sql, args = field.compare(_SQL_OPS[tree.op], tree.value)
    if tree.op in ("ne", "nin"):  # a missing key (NULL) matches the negations
        return f"NOT ifnull({sql}, 0)", args
    return sql, args


def selection_sql(selection: Selection) -> tuple[str, list[Any]]:
    """A WHERE clause over ``memories AS m`` for ``selection`` (always at least ``1``).
    Attributes are read off the ``memories_attribute`` index."""
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
        sql, where_args = where_sql(selection.where)
        clauses.append(sql)
        args.extend(where_args)
    if selection.attributes is not None:
        marks = ", ".join("?" for _ in selection.attributes)
        clauses.append(f"json_extract(m.knowledge, '$.attribute') IN ({marks})")
        args.extend(selection.attributes)
    if selection.keys is not None:
        clauses.append(f"m.key IN ({', '.join('?' for _ in selection.keys)})")
        args.extend(selection.keys)
    if selection.learnt:
        clauses.append("m.knowledge IS NOT NULL")
    for bound, op in ((selection.since, ">="), (selection.until, "<")):
        if bound is not None:
            clauses.append(f"m.occurred_at {op} ?")
            args.append(iso(bound))
    if selection.valid_at is not None:
        moment = iso(selection.valid_at)
        clauses.append("ifnull(m.valid_to > ?, 1) AND ifnull(m.expires_at > ?, 1)")
        args += [moment, moment]
        if selection.begun:
            clauses.append("m.occurred_at <= ?")
            args.append(moment)
    return " AND ".join(clauses), args
