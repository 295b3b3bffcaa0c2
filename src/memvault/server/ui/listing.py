"""The memories page's listing: a scope's memories filtered by kind, key, time and
metadata, oldest or newest first, a page at a time, current apart from superseded."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from memvault.core.types import KINDS
from memvault.errors import InvalidInput
from memvault.server.deps import offset_of, parse_where
from memvault.server.ui import views
from memvault.vault.vault import MemoryVault

__all__ = ["PAGE", "memories_page"]

PAGE = 50
"""Memories on one page."""


async def memories_page(
    vault: MemoryVault, scope: views.ScopeParams, params: Mapping[str, str]
) -> dict[str, Any]:
    """What the memories page shows for ``params``: the filters as given, the memories of
    this page split into ``current`` and ``superseded``, the total and the neighbour pages.
    A page that names no scope shows the filters only."""
    kind = views.text_of(params, "kind")
    if kind and kind not in KINDS:
        raise InvalidInput("kind", f"must be one of {', '.join(KINDS)}")
    order = views.text_of(params, "order") or "oldest"
    if order not in ("oldest", "newest"):
        raise InvalidInput("order", "must be oldest or newest")
    shown = {name: views.text_of(params, name) for name in ("key", "since", "until", "where")}
    found: dict[str, Any] = {"kind": kind, "order": order, **shown, "current": [],
                             "superseded": [], "total": 0, "first": 0, "last": 0,
                             "previous": None, "following": None}  # fmt: skip
    if not any(scope.values()):
        return found
    offset = offset_of(params.get("cursor") or None)
    if shown["key"]:
        entries = await vault.timeline(shown["key"], **scope)
        total = len(entries)
        entries = entries[::-1] if order == "newest" else entries
        entries = entries[offset : offset + PAGE]
    else:
        filters: dict[str, Any] = {
            "kind": kind or None, "where": parse_where(shown["where"] or None),
            "since": views.day_of(params, "since"), "until": views.day_of(params, "until"),
        }  # fmt: skip
        total = await vault.count(**scope, **filters)
        entries = await _page(vault, scope, filters, total, offset, newest=order == "newest")
    found.update(
        current=[e for e in entries if e.valid_to is None],
        superseded=[e for e in entries if e.valid_to is not None],
        total=total, first=offset + 1, last=offset + len(entries),
        previous=views.page_query(params, offset - PAGE) if offset else None,
        following=views.page_query(params, offset + PAGE) if offset + PAGE < total else None,
    )  # fmt: skip
    return found


async def _page(
    vault: MemoryVault,
    scope: views.ScopeParams,
    filters: dict[str, Any],
    total: int,
    offset: int,
    *,
    newest: bool,
) -> list[Any]:
    """The ``offset``-th page of the listing, counted from the newest end when ``newest``."""
    if not newest:
        return await vault.list(**scope, **filters, limit=PAGE, offset=offset)
    stop = total - offset
    if stop <= 0:
        return []
    start = max(0, stop - PAGE)
    found = await vault.list(**scope, **filters, limit=stop - start, offset=start)
    return found[::-1]
