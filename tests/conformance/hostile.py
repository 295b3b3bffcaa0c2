"""Hostile inputs to the public API, each of which once escaped as a crash-type exception
(``RecursionError``, ``OverflowError``, ``UnicodeEncodeError``, ``ValueError``) or as
``BackendUnavailable`` from the store (issue 12, D.13 and D.14). Every one must now raise
``InvalidInput`` naming the field, before anything is written.

``HOSTILE`` rows are ``(name, call, field)``: ``call(vault, memory_id)`` makes the hostile
call (``memory_id`` is a memory that already exists, for ``update``); ``field`` is how the
error's ``field`` starts.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta, timezone
from typing import Any

from memvault.vault.vault import MemoryVault

Call = Callable[[MemoryVault, str], Awaitable[object]]


def deep_list(depth: int) -> list[Any]:
    """A list nested ``depth`` deep, built without recursion."""
    value: list[Any] = []
    for _ in range(depth - 1):
        value = [value]
    return value


def deep_where(depth: int) -> dict[str, Any]:
    """A filter whose ``and`` nests ``depth`` deep."""
    where: dict[str, Any] = {"a": 1}
    for _ in range(depth):
        where = {"and": [where]}
    return where


def self_referencing() -> dict[str, Any]:
    value: dict[str, Any] = {"name": "loop"}
    value["self"] = value
    return value


WEST = timezone(timedelta(hours=-5))
EAST = timezone(timedelta(hours=5))
LATE = datetime.max.replace(tzinfo=WEST)  # after 9999-12-31 once in UTC
EARLY = datetime.min.replace(tzinfo=EAST)  # before 0001-01-01 once in UTC
HUGE = 10**5000  # over the 4,300 digits Python turns into text

HOSTILE: list[tuple[str, Call, str]] = [
    ("metadata nested 1,000 deep",
     lambda v, _: v.add("x", user_id="u", metadata={"a": deep_list(1000)}), "metadata"),
    ("metadata that contains itself",
     lambda v, _: v.add("x", user_id="u", metadata=self_referencing()), "metadata"),
    ("metadata integer of 5,000 digits",
     lambda v, _: v.add("x", user_id="u", metadata={"n": HUGE}), "metadata.n"),
    ("metadata integer beyond float range",
     lambda v, _: v.add("x", user_id="u", metadata={"n": [10**309]}), "metadata.n[0]"),
    ("add_many item nested 1,000 deep",
     lambda v, _: v.add_many([
         {"content": "fine", "user_id": "u"},
         {"content": "y", "user_id": "u", "metadata": {"a": deep_list(1000)}},
     ]),
     "metadata"),
    ("update with metadata that contains itself",
     lambda v, i: v.update(i, user_id="u", metadata=self_referencing()), "metadata"),
    ("update with a 5,000-digit integer",
     lambda v, i: v.update(i, user_id="u", metadata={"n": HUGE}), "metadata"),
    ("at datetime.max at -05:00", lambda v, _: v.add("x", user_id="u", at=LATE), "at"),
    ("expires_at datetime.min at +05:00",
     lambda v, _: v.add("x", user_id="u", expires_at=EARLY), "expires_at"),
    ("add_many at datetime.max at -05:00",
     lambda v, _: v.add_many([{"content": "x", "user_id": "u", "at": LATE}]), "at"),
    ("search as_of datetime.max at -05:00",
     lambda v, _: v.search("tea", user_id="u", as_of=LATE), "as_of"),
    ("list offset 2**63", lambda v, _: v.list(user_id="u", offset=2**63), "offset"),
    ("where nested 500 deep", lambda v, _: v.count(user_id="u", where=deep_where(500)), "where"),
    ("where nested 300 deep", lambda v, _: v.list(user_id="u", where=deep_where(300)), "where"),
    ("where nested 17 deep", lambda v, _: v.count(user_id="u", where=deep_where(17)), "where"),
    ("in list of 998 values",
     lambda v, _: v.search("tea", user_id="u", where={"a": {"in": list(range(998))}}),
     "where.a.in"),
    ("nin list of 501 values",
     lambda v, _: v.count(user_id="u", where={"a": {"nin": [0] * 501}}), "where.a.nin"),
    ("70,000 filter parameters",
     lambda v, _: v.count(user_id="u", where={"or": [{"a": i} for i in range(70_000)]}),
     "where.or"),
    ("501 terms in one filter",
     lambda v, _: v.count(user_id="u",
                          where={"or": [{"a": {"in": [i, -i]}} for i in range(251)]}),
     "where"),
    ("filter on 2**70", lambda v, _: v.count(user_id="u", where={"n": 2**70}), "where.n.eq"),
    ("filter on a 5,000-digit integer",
     lambda v, _: v.count(user_id="u", where={"n": {"gt": HUGE}}), "where.n.gt"),
    ("operator that is a 5,000-digit integer",
     lambda v, _: v.count(user_id="u", where={"n": {HUGE: 1}}), "where.n"),
    ("lone surrogate in a filter value",
     lambda v, _: v.count(user_id="u", where={"s": "a\ud800"}), "where.s.eq"),
    ("lone surrogate in an in list",
     lambda v, _: v.list(user_id="u", where={"s": {"in": ["ok", "\udfff"]}}), "where.s.in"),
    ("lone surrogate in a filter key",
     lambda v, _: v.count(user_id="u", where={"\ud800": 1}), "where"),
    ("NUL in a filter value",
     lambda v, _: v.count(user_id="u", where={"s": "a\x00b"}), "where.s.eq"),
]  # fmt: skip
