"""Checks shared by every public constructor and method: each raises ``InvalidInput``.

The documented limits on what one call may pass (an input beyond one is refused up front, with
the limit named, before anything reaches a store; the same on every store):

* ``MAX_JSON_DEPTH``: how deeply metadata may nest (a mapping or list is one level);
  metadata that contains itself is refused too;
* ``MAX_JSON_INT``: integers in metadata lie within float range (what any JSON reader can
  hold); ``MIN_INT``/``MAX_INT``: integers in filters are signed 64-bit (what every store binds);
* ``MAX_OFFSET``: the largest ``offset`` of a page;
* timestamps must stay within ``datetime``'s years 1-9999 once converted to UTC.

Nested values are walked with an explicit stack, so no input can exhaust Python's recursion.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime

from memvault.errors import InvalidInput

MAX_JSON_DEPTH = 32
"""How many mappings and lists deep metadata may nest (the metadata mapping is level 1)."""
MAX_JSON_INT = int(sys.float_info.max)
"""The largest magnitude of an integer in metadata (about 1.8e308, the float range)."""
MIN_INT, MAX_INT = -(2**63), 2**63 - 1
"""The integers a filter may hold: signed 64-bit, what every store can bind."""
MAX_OFFSET = 2**31
"""The largest ``offset`` a page may start at."""

JSON = None | bool | int | float | str | list["JSON"] | dict[str, "JSON"]


def text(field: str, value: object, *, allow_empty: bool = False) -> str:
    """Return ``value`` if it is a string a database can store, else raise ``InvalidInput``.

    Rejected: non-strings, empty or whitespace-only strings (unless ``allow_empty``), NUL
    characters (PostgreSQL cannot store them) and lone surrogates (not valid UTF-8).
    """
    if not isinstance(value, str):
        raise InvalidInput(field, f"must be a string, not {type(value).__name__}")
    if not allow_empty and not value.strip():
        raise InvalidInput(field, "must not be empty")
    if "\x00" in value:
        raise InvalidInput(field, "must not contain NUL characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInput(field, "must be valid Unicode (it holds a lone surrogate)") from exc
    return value


def optional_text(field: str, value: object) -> str | None:
    return None if value is None else text(field, value)


def json_object(field: str, value: object) -> dict[str, JSON]:
    """Return a deep, JSON-safe copy of a metadata mapping, or raise ``InvalidInput``.

    Keys must be strings; values must survive ``json.dumps`` unchanged in meaning (no NaN or
    infinity, no sets, no objects). Tuples become lists, as they would in JSON.
    """
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidInput(field, f"must be a mapping, not {type(value).__name__}")
    _check_json(field, value)
    copied: dict[str, JSON] = json.loads(json.dumps(value))
    return copied


def _check_json(field: str, value: object) -> None:
    """Walk ``value`` with an explicit stack: depth, self-reference, integer range, types."""
    stack: list[tuple[str, object, tuple[int, ...]]] = [(field, value, ())]
    while stack:
        path, item, ancestors = stack.pop()
        if item is None or isinstance(item, bool):
            continue
        if isinstance(item, int | float | str):
            _json_scalar(path, item)
            continue
        if not isinstance(item, list | tuple | Mapping):
            raise InvalidInput(path, f"{type(item).__name__} is not JSON-serialisable")
        if id(item) in ancestors:
            raise InvalidInput(path, "contains itself; metadata must be a tree of JSON values")
        if len(ancestors) >= MAX_JSON_DEPTH:
            raise InvalidInput(path, f"nests deeper than the limit of {MAX_JSON_DEPTH} levels")
        inner = (*ancestors, id(item))
        if isinstance(item, Mapping):
            for key, child in item.items():
                if not isinstance(key, str):
                    raise InvalidInput(path, f"keys must be strings, not {type(key).__name__}")
                text(f"{path} key", key, allow_empty=True)
                stack.append((f"{path}.{key}", child, inner))
        else:
            stack.extend((f"{path}[{i}]", child, inner) for i, child in enumerate(item))


def _json_scalar(path: str, value: int | float | str) -> None:
    if isinstance(value, str):
        text(path, value, allow_empty=True)
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInput(path, f"{value!r} is not a JSON number")
    elif not -MAX_JSON_INT <= value <= MAX_JSON_INT:
        raise InvalidInput(path, "integers must lie within float range (about ±1.8e308)")


def integer(field: str, value: int) -> int:
    """``value`` if it is signed 64-bit (``MIN_INT``-``MAX_INT``), else ``InvalidInput``:
    the integers a filter may compare with."""
    if not MIN_INT <= value <= MAX_INT:
        raise InvalidInput(field, "integers must be signed 64-bit (-2**63 to 2**63-1)")
    return value


def known_fields(field: str, given: Iterable[object], allowed: Iterable[str]) -> None:
    """``InvalidInput`` naming the fields of ``given`` not in ``allowed``, and listing those
    that are, so a typo can be fixed from the message alone."""
    known = set(allowed)
    unknown = sorted(str(name) for name in given if name not in known)
    if unknown:
        raise InvalidInput(
            field,
            f"unknown fields: {', '.join(unknown)}; the fields are: {', '.join(sorted(known))}",
        )


def shown(value: object, width: int = 60) -> str:
    """``repr(value)`` cut to ``width`` characters, for messages; safe on any input (a huge
    int or a deeply nested value has a repr that raises)."""
    try:
        shown_ = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"
    return shown_ if len(shown_) <= width else shown_[: width - 3] + "..."


def timestamp(field: str, value: object) -> datetime:
    """Return an aware UTC datetime. Naive datetimes are taken to be UTC (the documented rule)."""
    if not isinstance(value, datetime):
        raise InvalidInput(field, f"must be a datetime, not {type(value).__name__}")
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    try:
        return value.astimezone(UTC)
    except OverflowError as exc:
        raise InvalidInput(field, "is outside years 1-9999 once converted to UTC") from exc


def limit(
    field: str, value: object, *, allow_none: bool = True, maximum: int | None = None
) -> int | None:
    """A count of results: a non-negative int, at most ``maximum`` if given (``None`` means
    no limit where allowed)."""
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(field, f"must be an integer, not {type(value).__name__}")
    if value < 0:
        raise InvalidInput(field, "must not be negative")
    if maximum is not None and value > maximum:
        raise InvalidInput(field, f"must be at most {maximum:,} (the limit)")
    return value


def positive_int(field: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(field, f"must be an integer, not {type(value).__name__}")
    if value <= 0:
        raise InvalidInput(field, "must be positive")
    return value


def session_id(value: object) -> str:
    return text("session_id", value)


def unit_interval(field: str, value: object) -> float:
    """A number in 0.0-1.0."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput(field, f"must be a number, not {type(value).__name__}")
    if not 0.0 <= value <= 1.0:
        raise InvalidInput(field, "must be between 0.0 and 1.0")
    return float(value)
