"""Hostile values for the fuzz tests (and ``bench/soak.py``): text, metadata, filters, limits
and times as an attacker or a careless caller passes them to memvault's public calls.

Each strategy mixes ordinary values (so that calls also succeed and the store fills) with
ones past a documented limit: NUL and lone surrogates, nesting past ``MAX_JSON_DEPTH`` and
``MAX_FILTER_DEPTH``, integers past 64 bits and past Python's 4,300 digits, NaN and
infinities, times at the ends of the calendar with offsets that push them out of it,
negative and huge limits and offsets, wrong types.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from typing import Any

from hypothesis import strategies as st

__all__ = [
    "contents", "datetimes", "ids", "limits", "metadatas", "queries", "scopes", "wheres",
]  # fmt: skip


class HugeInt(int):
    """An int of more digits than Python prints (4,300): its repr says what it is, so that
    hypothesis can report an example holding it."""

    def __repr__(self) -> str:
        return f"HugeInt(<{len(str(self // 10**4000)) + 4000} digits>)"


def _huge() -> int:
    return HugeInt(10**5000)


def _nested(depth: int, leaf: Any = 1) -> dict[str, Any]:
    value: Any = leaf
    for _ in range(depth):
        value = {"a": value}
    return value  # type: ignore[no-any-return]


def _self_referencing() -> dict[str, Any]:
    looped: dict[str, Any] = {"a": 1}
    looped["self"] = looped
    return looped


_ODD_TEXT = [
    "", " ", "\x00", "a\x00b", "\udcff", "x\ud800", "\n\t\r", "'; DROP TABLE memories; --",
    "%s %(x)s {0}", "é" * 50, "ไทย" * 60, "🙂" * 40, "\u202e\u200b", "a" * 3000, "$and",
    "victim", "the victim's canary",
]  # fmt: skip

contents: st.SearchStrategy[Any] = st.one_of(
    st.text(min_size=1, max_size=40),
    st.sampled_from(_ODD_TEXT),
    st.sampled_from([None, 5, b"bytes", ["list"], 1.5]),
)
"""What a memory's content may be given as (mostly text, some of it refused)."""

queries: st.SearchStrategy[Any] = st.one_of(st.text(max_size=20), st.sampled_from(_ODD_TEXT))

_SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(), st.text(max_size=10),
    st.builds(_huge),
    st.sampled_from([2**63, -(2**63) - 1, float("inf"), float("nan"), -0.0, 1e300,
                     "\x00", "\udcff"]),
)  # fmt: skip
metadatas: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.dictionaries(st.text(max_size=8), _SCALARS, max_size=4),
    st.dictionaries(
        st.sampled_from(["\x00", "\udcff", "", "k.dot", "città", "a'b", "$x"]), _SCALARS, max_size=2
    ),
    st.builds(_nested, st.sampled_from([31, 33, 1000])),
    st.builds(_self_referencing),
    st.sampled_from([[1, 2], "text", 7, {1: "int key"}, {"a": {1, 2}}, {"a": b"bytes"},
                     {"a": datetime(2024, 1, 1)}, {"a": [[[[[]]]]]}]),
)  # fmt: skip
"""Metadata: plain mappings, and ones past the limits or of the wrong type."""

_KEYS = st.sampled_from(["a", "n", "città", "tag", "\x00", "\udcff", "", "a'b", "and"])
_OPS = st.sampled_from(["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "contains", "$gt",
                        "bogus"])  # fmt: skip


def _deep_where(depth: int) -> dict[str, Any]:
    where: dict[str, Any] = {"a": 1}
    for _ in range(depth):
        where = {"and": [where]}
    return where


_MALFORMED_WHERES = [
    {}, [], "a", {"or": []}, {"and": "x"}, {"a": {}}, {"a": [1, 2]}, {"a": {"gt": None}},
    {"a": {"eq": {"b": 1}}}, {"a": datetime.max},
]  # fmt: skip

wheres: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.dictionaries(_KEYS, _SCALARS, min_size=1, max_size=2),
    st.builds(lambda k, op, v: {k: {op: v}}, _KEYS, _OPS, _SCALARS),
    st.builds(
        lambda k, op, n: {k: {op: list(range(n))}},
        _KEYS,
        st.sampled_from(["in", "nin"]),
        st.sampled_from([0, 3, 500, 501, 998, 70_000]),
    ),
    st.builds(_deep_where, st.sampled_from([15, 17, 300, 600])),
    st.sampled_from(_MALFORMED_WHERES),
)
"""``where`` filters: good ones, and ones past ``MAX_FILTER_DEPTH``, ``MAX_IN_LIST``,
``MAX_FILTER_TERMS`` and 64-bit integers, or malformed."""

limits: st.SearchStrategy[Any] = st.one_of(
    st.integers(-5, 30),
    st.sampled_from([0, -1, 1000, 1001, 2**31, 2**63, 2**70, 10**20, None, 1.5, "3", True]),
)

_ZONES = st.sampled_from(
    [None, UTC, timezone(timedelta(hours=-5)), timezone(timedelta(hours=14)),
     timezone(timedelta(hours=-23, minutes=59))]
)  # fmt: skip
datetimes: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.datetimes(timezones=_ZONES),
    st.sampled_from([datetime.max.replace(tzinfo=timezone(timedelta(hours=-5))),
                     datetime.min.replace(tzinfo=timezone(timedelta(hours=5))),
                     datetime.max, datetime.min, "2024-01-01", 0]),
)  # fmt: skip
"""Times, naive and aware, some of them out of the calendar once converted to UTC."""

scopes = st.sampled_from(["alice", "bob", "città", "a'b", "\x00", "\udcff", ""])
"""User ids the fuzz acts as: never the victim's (``"victim"``)."""

ids = st.sampled_from(["", "nope", "\x00", "\udcff", "x" * 5000, "1 OR 1=1"])
"""Memory ids that are not ids of any memory."""
