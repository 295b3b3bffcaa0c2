"""What the tool faces share: arguments checked against the JSON schema a model is given, and
the short JSON a tool shows of a memory.

``memvault.agent.tools`` (function calling) and ``memvault.mcp`` (the MCP server) offer
tools with JSON-schema parameters; both check a call's arguments with ``check_arguments``
against the very schema they publish, so the two cannot drift apart, and both show a
memory as ``memory_view`` shapes it.

The checker covers the subset of JSON Schema the tool definitions use: an object of named
properties (``required``; every other name is an unknown argument), and per property
``type`` (string, integer, number, boolean, array, object), ``enum``, ``minLength``,
``minimum``, ``maximum``, and for arrays ``items``, ``minItems`` and ``maxItems``. A value
that breaks it raises ``InvalidInput`` naming the argument (``kinds[1]`` for an item).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from memvault.core import validate as _validate
from memvault.core.types import JSON, MemoryEntry
from memvault.errors import InvalidInput

__all__ = ["check_arguments", "json_type", "memory_view"]


def check_arguments(value: object, schema: Mapping[str, Any]) -> dict[str, Any]:
    """The arguments of one call, checked against the tool's parameter ``schema``."""
    if not isinstance(value, dict):
        raise InvalidInput("arguments", f"must be a JSON object, not {json_type(value)}")
    properties: Mapping[str, Any] = schema["properties"]
    unknown = sorted(str(k) for k in value if k not in properties)
    if unknown:
        allowed = ", ".join(properties) or "none"
        raise InvalidInput(unknown[0], f"unknown argument; the arguments are {allowed}")
    for name in schema.get("required", ()):
        if name not in value:
            raise InvalidInput(name, "missing required argument")
    return {name: _check_value(name, item, properties[name]) for name, item in value.items()}


def _check_value(field: str, value: object, schema: Mapping[str, Any]) -> Any:
    kind = schema["type"]
    if kind == "string":
        if not isinstance(value, str):
            raise InvalidInput(field, f"must be a string, not {json_type(value)}")
        _validate.text(field, value, allow_empty=not schema.get("minLength"))
    elif kind in ("integer", "number"):
        _check_number(field, value, kind, schema)
    elif kind == "boolean":
        if not isinstance(value, bool):
            raise InvalidInput(field, f"must be true or false, not {json_type(value)}")
    elif kind == "array":
        return _check_array(field, value, schema)
    elif kind == "object":
        return _validate.json_object(field, value)
    if "enum" in schema and value not in schema["enum"]:
        allowed = ", ".join(str(v) for v in schema["enum"])
        raise InvalidInput(field, f"must be one of {allowed}, not {value!r}")
    return value


def _check_number(field: str, value: object, kind: str, schema: Mapping[str, Any]) -> None:
    wrong = kind == "integer" and not isinstance(value, int)
    if isinstance(value, bool) or not isinstance(value, int | float) or wrong:
        raise InvalidInput(field, f"must be an {kind}, not {json_type(value)}")
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidInput(field, "must be a finite number")
    low, high = schema.get("minimum"), schema.get("maximum")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"at least {low}" if high is None else f"between {low} and {high}"
        raise InvalidInput(field, f"must be {bounds}, not {value}")


def _check_array(field: str, value: object, schema: Mapping[str, Any]) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidInput(field, f"must be an array, not {json_type(value)}")
    low, high = schema.get("minItems"), schema.get("maxItems")
    if low is not None and len(value) < low:
        raise InvalidInput(field, f"must hold at least {low} item(s)")
    if high is not None and len(value) > high:
        raise InvalidInput(field, f"must hold at most {high} items, not {len(value)}")
    items: Mapping[str, Any] = schema["items"]
    return [_check_value(f"{field}[{i}]", item, items) for i, item in enumerate(value)]


def json_type(value: object) -> str:
    """What ``value`` is, in JSON's words, for an error message."""
    names = {bool: "a boolean", int: "an integer", float: "a number", str: "a string",
             list: "an array", dict: "an object", type(None): "null"}  # fmt: skip
    return names.get(type(value), type(value).__name__)


def memory_view(entry: MemoryEntry, *, score: bool = False) -> dict[str, JSON]:
    """What a tool shows of a memory: a few fields of ``MemoryEntry.to_dict``, whether it is
    current, and with ``score`` its score to four places."""
    full = entry.to_dict()
    shown: dict[str, JSON] = {name: full[name] for name in ("id", "content", "kind", "at")}
    shown["current"] = full["valid_to"] is None
    if score and entry.score is not None:
        shown["score"] = round(entry.score, 4)
    return shown
