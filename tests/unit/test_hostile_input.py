"""The documented input limits (``core.validate``, ``core.filters``) without a store: each
hostile value is ``InvalidInput`` naming the field, and each limit is exact (the largest
allowed value passes). The same inputs through ``MemoryVault`` on every store are in
``tests/conformance/record_store.py`` (``HOSTILE``)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from memvault import InvalidInput, Message
from memvault.core import validate
from memvault.core.filters import MAX_FILTER_DEPTH, MAX_FILTER_TERMS, MAX_IN_LIST, parse_where
from memvault.core.types import MemoryEntry
from tests.conformance.hostile import EARLY, HUGE, LATE, deep_list, deep_where, self_referencing

HOSTILE_MESSAGES: list[tuple[str, Callable[[], object], str]] = [
    ("metadata nested 1,000 deep",
     lambda: Message.user("hi", metadata={"a": deep_list(1000)}), "metadata"),
    ("metadata that contains itself",
     lambda: Message.user("hi", metadata=self_referencing()), "metadata"),
    ("metadata integer of 5,000 digits",
     lambda: Message.user("hi", metadata={"n": HUGE}), "metadata.n"),
    ("created_at datetime.max at -05:00",
     lambda: Message.user("hi", created_at=LATE), "created_at"),
    ("created_at datetime.min at +05:00",
     lambda: Message.user("hi", created_at=EARLY), "created_at"),
    ("from_dict created_at past 9999 in UTC",
     lambda: Message.from_dict({"role": "user", "content": "hi",
                                "created_at": "9999-12-31T23:59:59-05:00"}), "created_at"),
    ("entry metadata nested 1,000 deep",
     lambda: MemoryEntry("x", metadata={"a": deep_list(1000)}), "metadata"),
    ("entry expires_at past 9999 in UTC",
     lambda: MemoryEntry("x", expires_at=LATE), "expires_at"),
]  # fmt: skip


@pytest.mark.parametrize(("call", "field"), [r[1:] for r in HOSTILE_MESSAGES],
                         ids=[r[0] for r in HOSTILE_MESSAGES])  # fmt: skip
def test_hostile_values_are_invalid_input(call: Callable[[], object], field: str) -> None:
    """These raised RecursionError, ValueError or OverflowError (issue 12, D.13)."""
    with pytest.raises(InvalidInput) as raised:
        call()
    assert raised.value.field.startswith(field), raised.value


def test_metadata_depth_is_exact() -> None:
    # the metadata mapping is level 1, so a list inside it may nest MAX_JSON_DEPTH - 1 deep
    fine = {"a": deep_list(validate.MAX_JSON_DEPTH - 1)}
    assert Message.user("hi", metadata=fine).metadata == fine
    with pytest.raises(InvalidInput, match="limit of 32"):
        Message.user("hi", metadata={"a": deep_list(validate.MAX_JSON_DEPTH)})


def test_a_value_shared_twice_is_not_a_cycle() -> None:
    shared = {"x": [1, 2]}
    assert validate.json_object("metadata", {"a": shared, "b": shared}) == {
        "a": {"x": [1, 2]}, "b": {"x": [1, 2]}
    }  # fmt: skip


@pytest.mark.parametrize("n", [validate.MIN_INT, validate.MAX_INT, 0, -1])
def test_64_bit_integers_pass(n: int) -> None:
    assert validate.json_object("metadata", {"n": n}) == {"n": n}
    assert parse_where({"n": n}) is not None


def test_metadata_integers_are_bounded_by_float_range() -> None:
    top = validate.MAX_JSON_INT
    assert validate.json_object("metadata", {"n": [top, -top, 2**63]}) == {"n": [top, -top, 2**63]}
    for n in (top + 1, -top - 1, HUGE):
        with pytest.raises(InvalidInput, match="float range"):
            validate.json_object("metadata", {"n": n})


@pytest.mark.parametrize(
    "n", [validate.MIN_INT - 1, validate.MAX_INT + 1, -HUGE], ids=["below", "above", "huge"]
)
def test_filter_integers_beyond_64_bits_are_refused(n: int) -> None:
    with pytest.raises(InvalidInput, match="64-bit"):
        parse_where({"n": {"in": [1, n]}})


def test_a_naive_or_utc_extreme_is_still_a_time() -> None:
    assert validate.timestamp("at", datetime.max) == datetime.max.replace(tzinfo=UTC)
    with pytest.raises(InvalidInput, match="years 1-9999"):
        validate.timestamp("at", LATE)


def test_offset_is_bounded() -> None:
    assert validate.limit("offset", 2**31, maximum=validate.MAX_OFFSET) == 2**31
    with pytest.raises(InvalidInput, match="at most"):
        validate.limit("offset", 2**31 + 1, maximum=validate.MAX_OFFSET)


def test_filter_limits_are_exact() -> None:
    assert parse_where(deep_where(MAX_FILTER_DEPTH - 1)) is not None
    with pytest.raises(InvalidInput, match="limit of 16"):
        parse_where(deep_where(MAX_FILTER_DEPTH))
    assert parse_where({"a": {"in": list(range(MAX_IN_LIST))}}) is not None
    with pytest.raises(InvalidInput, match="more than 500 values"):
        parse_where({"a": {"in": list(range(MAX_IN_LIST + 1))}})
    assert parse_where({"or": [{"a": i} for i in range(MAX_FILTER_TERMS // 2)]}) is not None
    with pytest.raises(InvalidInput, match="500 terms"):
        parse_where({"or": [{"a": i} for i in range(MAX_FILTER_TERMS // 2 + 1)]})


@pytest.mark.parametrize(
    "where",
    [{"\ud800": 1}, {"a\x00": 1}, {"a": "\udfff"}, {"a": {"ne": "\x00"}}, {"a": {10**5000: 1}}],
    ids=["surrogate key", "NUL key", "surrogate value", "NUL value", "huge operator"],
)  # fmt: skip
def test_unsendable_filter_keys_and_values_are_refused(where: dict[Any, Any]) -> None:
    """A lone surrogate reached SQLite as UnicodeEncodeError (issue 12, D.13): now every store
    sees the same refusal. (Quotes and control codes in keys filter alike on every store:
    tests/conformance/store_contract.py.)"""
    with pytest.raises(InvalidInput, match="where"):
        parse_where(where)


@pytest.mark.parametrize("key", ['a"b', "a\n", "a\x01", "città"])
def test_keys_with_quotes_control_codes_or_accents_are_valid(key: str) -> None:
    assert parse_where({key: 1}) is not None


def test_shown_is_safe_on_anything() -> None:
    assert validate.shown(HUGE) == "a int"
    assert validate.shown("x" * 100).endswith("...")
