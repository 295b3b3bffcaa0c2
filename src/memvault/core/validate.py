"""Checks shared by every public constructor and method: each raises ``InvalidInput``."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from memvault.errors import InvalidInput

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


def _check_json(path: str, value: Any) -> None:
    if value is None or isinstance(value, bool | int | str):
        if isinstance(value, str):
            text(path, value, allow_empty=True)
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInput(path, f"{value!r} is not a JSON number")
        return
    if isinstance(value, list | tuple):
        for i, item in enumerate(value):
            _check_json(f"{path}[{i}]", item)
        return
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidInput(path, f"keys must be strings, not {type(key).__name__}")
            text(f"{path} key", key, allow_empty=True)
            _check_json(f"{path}.{key}", item)
        return
    raise InvalidInput(path, f"{type(value).__name__} is not JSON-serialisable")


def timestamp(field: str, value: object) -> datetime:
    """Return an aware UTC datetime. Naive datetimes are taken to be UTC (the documented rule)."""
    if not isinstance(value, datetime):
        raise InvalidInput(field, f"must be a datetime, not {type(value).__name__}")
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def limit(field: str, value: object, *, allow_none: bool = True) -> int | None:
    """A count of results: a non-negative int (``None`` means no limit where allowed)."""
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(field, f"must be an integer, not {type(value).__name__}")
    if value < 0:
        raise InvalidInput(field, "must not be negative")
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
