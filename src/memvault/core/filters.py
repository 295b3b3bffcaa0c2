"""Metadata filters (``where=``): parsed once into a small tree, then evaluated in Python or
compiled to SQL by each store.

The syntax is plain data::

    {"topic": "travel"}                               equality
    {"year": {"gte": 2023, "lt": 2025}}               comparisons: eq ne gt gte lt lte
    {"lang": {"in": ["en", "pt"]}}                    membership: in nin
    {"tags": {"contains": "urgent"}}                  list element, or substring of a string
    {"or": [{"topic": "travel"}, {"topic": "food"}]}  and / or take lists of filters

Several keys in one mapping are ANDed. Dates (``datetime``/``date``) compare as ISO 8601 text,
which orders correctly when the stored values are ISO 8601 in the same form. A missing key
matches only ``ne`` and ``nin``. Unknown operators raise ``InvalidInput``.

Limits, the same on every store (a filter beyond one raises ``InvalidInput`` naming it, before
any store sees it): ``and``/``or`` nest at most ``MAX_FILTER_DEPTH`` deep; an ``in``/``nin``
list holds at most ``MAX_IN_LIST`` values; a whole filter holds at most ``MAX_FILTER_TERMS``
terms (a condition is one, an ``in``/``nin`` one per value, an ``and``/``or`` one per item).
Keys and strings may not hold NUL or lone surrogates (any other character, quotes and control
codes included, filters alike on every store); integers are signed 64-bit (what every store
can bind).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, TypeAlias

from memvault.core import validate as _validate
from memvault.errors import InvalidInput

__all__ = [
    "MAX_FILTER_DEPTH", "MAX_FILTER_TERMS", "MAX_IN_LIST",
    "And", "Cond", "Filter", "Or", "matches", "parse_where",
]  # fmt: skip

MAX_FILTER_DEPTH = 16
"""How deeply ``and``/``or`` may nest in one filter."""
MAX_IN_LIST = 500
"""How many values one ``in`` or ``nin`` list may hold."""
MAX_FILTER_TERMS = 500
"""How many terms one whole filter may hold (what each counts: the module docstring)."""

Scalar: TypeAlias = bool | int | float | str | None

COMPARISONS = ("eq", "ne", "gt", "gte", "lt", "lte")
OPERATORS = (*COMPARISONS, "in", "nin", "contains")


@dataclass(frozen=True, slots=True)
class Cond:
    key: str
    op: str
    value: Scalar | tuple[Scalar, ...]


@dataclass(frozen=True, slots=True)
class And:
    items: tuple[Filter, ...]


@dataclass(frozen=True, slots=True)
class Or:
    items: tuple[Filter, ...]


Filter: TypeAlias = Cond | And | Or


def parse_where(where: object) -> Filter | None:
    """Validate ``where`` and return its tree (``None`` for no filter)."""
    if where is None:
        return None
    return _Parser().parse(where, "where", 1)


class _Parser:
    """One filter's parse: counts its terms against ``MAX_FILTER_TERMS``. Recursion is bounded:
    a level deeper than ``MAX_FILTER_DEPTH`` is refused before it is entered."""

    def __init__(self) -> None:
        self.terms = 0

    def count(self, path: str, n: int) -> None:
        self.terms += n
        if self.terms > MAX_FILTER_TERMS:
            raise InvalidInput(
                path, f"the filter holds more than {MAX_FILTER_TERMS} terms (the limit)"
            )

    def parse(self, where: object, path: str, depth: int) -> Filter:
        if not isinstance(where, Mapping) or not where:
            raise InvalidInput(path, "must be a non-empty mapping")
        if depth > MAX_FILTER_DEPTH:
            raise InvalidInput(path, f"and/or nest deeper than the limit of {MAX_FILTER_DEPTH}")
        items: list[Filter] = []
        for key, spec in where.items():
            _key(key, path)
            if key in ("and", "or"):
                if isinstance(spec, str | bytes) or not isinstance(spec, Sequence) or not spec:
                    raise InvalidInput(f"{path}.{key}", "must be a non-empty list of filters")
                self.count(f"{path}.{key}", len(spec))
                parts = tuple(
                    self.parse(s, f"{path}.{key}[{i}]", depth + 1) for i, s in enumerate(spec)
                )
                items.append(And(parts) if key == "and" else Or(parts))
            elif isinstance(spec, Mapping):
                if not spec:
                    raise InvalidInput(f"{path}.{key}", "needs at least one operator")
                items.extend(
                    self.cond(key, op, value, f"{path}.{key}") for op, value in spec.items()
                )
            else:
                items.append(self.cond(key, "eq", spec, f"{path}.{key}"))
        return items[0] if len(items) == 1 else And(tuple(items))

    def cond(self, key: str, op: object, value: object, path: str) -> Cond:
        if op not in OPERATORS:
            raise InvalidInput(
                path, f"unknown operator {_validate.shown(op)}; use one of {', '.join(OPERATORS)}"
            )
        assert isinstance(op, str)
        if op in ("in", "nin"):
            if isinstance(value, str | bytes) or not isinstance(value, Sequence):
                raise InvalidInput(f"{path}.{op}", "must be a list of values")
            if len(value) > MAX_IN_LIST:
                raise InvalidInput(f"{path}.{op}", f"holds more than {MAX_IN_LIST} values")
            self.count(f"{path}.{op}", max(1, len(value)))
            return Cond(key, op, tuple(_scalar(v, f"{path}.{op}") for v in value))
        self.count(path, 1)
        scalar = _scalar(value, f"{path}.{op}")
        if op in ("gt", "gte", "lt", "lte") and (scalar is None or isinstance(scalar, bool)):
            raise InvalidInput(f"{path}.{op}", "needs a number, a string or a date")
        return Cond(key, op, scalar)


def _key(key: object, path: str) -> None:
    if not isinstance(key, str) or not key:
        raise InvalidInput(path, "keys must be non-empty strings")
    _validate.text(f"{path} key", key, allow_empty=True)


def _scalar(value: object, path: str) -> Scalar:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, str):
        return _validate.text(path, value, allow_empty=True)
    if isinstance(value, int) and not isinstance(value, bool):
        return _validate.integer(path, value)
    if value is None or isinstance(value, bool | float):
        if isinstance(value, float) and value != value:
            raise InvalidInput(path, "NaN never matches anything")
        return value
    raise InvalidInput(path, f"{type(value).__name__} cannot be compared with JSON values")


def matches(tree: Filter | None, metadata: Mapping[str, Any]) -> bool:
    """Whether ``metadata`` satisfies ``tree``: the reference semantics every store follows."""
    if tree is None:
        return True
    if isinstance(tree, And):
        return all(matches(t, metadata) for t in tree.items)
    if isinstance(tree, Or):
        return any(matches(t, metadata) for t in tree.items)
    present = tree.key in metadata
    actual = metadata.get(tree.key)
    if tree.op == "ne":
        return not present or not _equal(actual, tree.value)
    if tree.op == "nin":
        assert isinstance(tree.value, tuple)
        return not present or not any(_equal(actual, v) for v in tree.value)
    if not present:
        return False
    if tree.op == "eq":
        return _equal(actual, tree.value)
    if tree.op == "in":
        assert isinstance(tree.value, tuple)
        return any(_equal(actual, v) for v in tree.value)
    if tree.op == "contains":
        if isinstance(actual, list):
            return any(_equal(item, tree.value) for item in actual)
        return isinstance(actual, str) and isinstance(tree.value, str) and tree.value in actual
    return _compare(actual, tree.op, tree.value)


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int | float):
        return "number"
    return type(value).__name__


def _equal(actual: object, expected: object) -> bool:
    return _kind(actual) == _kind(expected) and actual == expected


def _compare(actual: Any, op: str, expected: Any) -> bool:
    if _kind(actual) != _kind(expected) or _kind(actual) not in ("number", "str"):
        return False
    if op == "gt":
        return bool(actual > expected)
    if op == "gte":
        return bool(actual >= expected)
    if op == "lt":
        return bool(actual < expected)
    return bool(actual <= expected)
