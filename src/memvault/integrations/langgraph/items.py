"""How a LangGraph item lives in a vault: one memory per (namespace, key).

The memory's session is the item's identity (``session_of``), so two items never meet in the
vault's one-memory-per-text rule, and a ``put`` finds the memory it replaces. Its metadata
holds the namespace (``lg.ns``, joined with ``.``, which labels cannot hold; each label also
as ``lg.ns.<i>`` and the depth as ``lg.depth``, for prefix searches), the key, the value as
given (``lg.value``), each top-level scalar of the value (``lg.v.<field>``, for filters the
vault evaluates) and whether it is searchable by meaning (``lg.indexed``). Its text is what
the index configuration picks of the value (``fields``; the whole value by default).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

from langgraph.store.base import Item, SearchItem
from langgraph.store.base.embed import get_text_at_path

from memvault.core.messages import utcnow
from memvault.core.types import MemoryEntry
from memvault.errors import InvalidInput

__all__ = [
    "content_of",
    "item_of",
    "metadata_of",
    "push_down",
    "search_item_of",
    "session_of",
    "value_matches",
]

NS, KEY, VALUE, INDEXED, DEPTH = "lg.ns", "lg.key", "lg.value", "lg.indexed", "lg.depth"
TTL, EXPIRES = "lg.ttl", "lg.expires"
OPS = {"$eq": "eq", "$ne": "ne", "$gt": "gt", "$gte": "gte", "$lt": "lt", "$lte": "lte"}


def session_of(namespace: tuple[str, ...], key: str) -> str:
    return "langgraph:" + json.dumps([list(namespace), key], ensure_ascii=False)


def content_of(value: Mapping[str, Any], fields: list[str] | None) -> str:
    """The text of ``value`` to index: the texts at ``fields`` (``$`` the whole value)."""
    texts = []
    for path in fields or ["$"]:
        if path == "$":
            texts.append(json.dumps(value, ensure_ascii=False, sort_keys=True))
        else:
            texts.extend(get_text_at_path(value, path))
    joined = "\n".join(t for t in texts if t.strip())
    return joined or json.dumps(value, ensure_ascii=False, sort_keys=True)


def metadata_of(namespace: tuple[str, ...], key: str, value: Mapping[str, Any],
                indexed: bool, ttl: float | None) -> dict[str, Any]:  # fmt: skip
    meta: dict[str, Any] = {NS: ".".join(namespace), KEY: key, VALUE: dict(value),
                            INDEXED: indexed, DEPTH: len(namespace)}  # fmt: skip
    meta.update(lifetime(ttl))
    meta.update({f"{NS}.{i}": label for i, label in enumerate(namespace)})
    meta.update({f"lg.v.{k}": v for k, v in value.items() if _scalar(v)})
    return meta


def lifetime(ttl: float | None) -> dict[str, Any]:
    """The metadata of a TTL in minutes: the TTL and when the item expires (ISO 8601 UTC,
    which orders as text), both ``None`` for an item that does not expire."""
    if ttl is None:
        return {TTL: None, EXPIRES: None}
    return {TTL: ttl, EXPIRES: (utcnow() + timedelta(minutes=ttl)).isoformat()}


def live() -> dict[str, Any]:
    """The ``where`` of the items that have not expired."""
    return {"or": [{EXPIRES: None}, {EXPIRES: {"gt": utcnow().isoformat()}}]}


def item_of(entry: MemoryEntry) -> Item:
    """The item a memory keeps."""
    namespace, key, value = _parts(entry)
    return Item(value=value, key=key, namespace=namespace, created_at=entry.created_at,
                updated_at=entry.updated_at or entry.created_at)  # fmt: skip


def search_item_of(entry: MemoryEntry) -> SearchItem:
    """The item a memory keeps, with the memory's search score (``None`` when not ranked)."""
    namespace, key, value = _parts(entry)
    updated = entry.updated_at or entry.created_at
    return SearchItem(namespace, key, value, entry.created_at, updated, entry.score)


def _parts(entry: MemoryEntry) -> tuple[tuple[str, ...], str, dict[str, Any]]:
    meta = entry.metadata
    stored = meta[VALUE]
    value: dict[str, Any] = stored if isinstance(stored, dict) else {}
    return tuple(str(meta[NS]).split(".")), str(meta[KEY]), value


def push_down(filter: Mapping[str, Any] | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """``filter`` split into what the vault's ``where`` evaluates (top-level fields against
    scalars) and what ``value_matches`` checks in Python (nested values, lists)."""
    where: dict[str, Any] = {}
    rest: dict[str, Any] = {}
    for field, wanted in (filter or {}).items():
        operators = isinstance(wanted, Mapping) and any(str(k).startswith("$") for k in wanted)
        if operators:
            unknown = [op for op in wanted if op not in OPS]
            if unknown:
                raise InvalidInput(f"filter.{field}", f"unknown operator {unknown[0]!r}")
        if _scalar(wanted):
            where[f"lg.v.{field}"] = wanted
        elif operators and all(_scalar(v) for v in wanted.values()):
            where[f"lg.v.{field}"] = {OPS[op]: v for op, v in wanted.items()}
        else:
            rest[field] = wanted
    return where, rest


def value_matches(value: Any, wanted: Any) -> bool:
    """Whether ``value`` holds ``wanted``: a mapping matches field by field (``$`` operators
    compare), a list element by element, anything else by equality."""
    if isinstance(wanted, Mapping):
        if any(str(k).startswith("$") for k in wanted):
            return all(_compare(value, op, v) for op, v in wanted.items())
        return isinstance(value, Mapping) and all(
            value_matches(value.get(k), v) for k, v in wanted.items()
        )
    if isinstance(wanted, list | tuple):
        if not isinstance(value, list | tuple) or len(value) != len(wanted):
            return False
        return all(value_matches(a, b) for a, b in zip(value, wanted, strict=True))
    return bool(value == wanted)


def _compare(value: Any, op: str, wanted: Any) -> bool:
    if op == "$eq":
        return bool(value == wanted)
    if op == "$ne":
        return bool(value != wanted)
    try:
        a, b = float(value), float(wanted)
    except (TypeError, ValueError):
        return False
    return {"$gt": a > b, "$gte": a >= b, "$lt": a < b, "$lte": a <= b}.get(op, False)


def _scalar(value: object) -> bool:
    return value is None or (
        isinstance(value, str | int | float | bool | datetime)
        and not (isinstance(value, float) and value != value)
    )
