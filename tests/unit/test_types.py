"""Messages and memory entries: constructors, validation, lossless round trips."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memvault import InvalidInput, MemoryEntry, Message, Scope, ToolCall

safe_chars = st.characters(blacklist_categories=["Cs"], blacklist_characters="\x00")
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**53), 2**53)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(safe_chars),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(safe_chars, max_size=5), inner, max_size=3)
    ),
    max_leaves=10,
)
safe_text = st.text(safe_chars, min_size=1).filter(str.strip)


def test_constructors_set_the_role() -> None:
    assert Message.user("u").role == "user"
    assert Message.assistant("a").role == "assistant"
    assert Message.system("s").role == "system"
    tool = Message.tool("result", tool_call_id="c1")
    assert (tool.role, tool.tool_call_id) == ("tool", "c1")


def test_defaults_are_fresh_and_aware() -> None:
    a, b = Message.user("x"), Message.user("x")
    assert a.id != b.id
    assert a.created_at.tzinfo is UTC
    assert a.metadata == {}


@given(
    content=safe_text,
    metadata=st.dictionaries(st.text(safe_chars, max_size=5), json_values, max_size=4),
)
def test_to_dict_from_dict_is_lossless(content: str, metadata: dict[str, object]) -> None:
    message = Message.user(content, name="n", metadata=metadata)
    data = message.to_dict()
    assert Message.from_dict(json.loads(json.dumps(data))) == message


def test_tool_calls_round_trip() -> None:
    message = Message.assistant("", tool_calls=[ToolCall("c1", "search", '{"q": 1}')])
    assert Message.from_dict(message.to_dict()) == message


def test_naive_datetimes_are_taken_as_utc() -> None:
    naive = datetime(2024, 1, 2, 3, 4, 5)
    assert Message.user("x", created_at=naive).created_at == naive.replace(tzinfo=UTC)
    plus_two = datetime(2024, 1, 2, 5, 4, 5, tzinfo=timezone(timedelta(hours=2)))
    assert Message.user("x", created_at=plus_two).created_at == naive.replace(tzinfo=UTC)


def test_metadata_is_copied() -> None:
    source: dict[str, object] = {"tags": ["a"]}
    message = Message.user("x", metadata=source)
    source["tags"].append("b")  # type: ignore[attr-defined]
    assert message.metadata == {"tags": ["a"]}


@pytest.mark.parametrize(
    ("build", "field"),
    [
        (lambda: Message.user(""), "content"),
        (lambda: Message.user("   \n"), "content"),
        (lambda: Message.user(42), "content"),  # type: ignore[arg-type]
        (lambda: Message.user(None), "content"),  # type: ignore[arg-type]
        (lambda: Message("robot", "hi"), "role"),  # type: ignore[arg-type]
        (lambda: Message.user("a\x00b"), "content"),
        (lambda: Message.user("bad \ud800 surrogate"), "content"),
        (lambda: Message.user("x", metadata={"when": datetime.now()}), "metadata.when"),
        (lambda: Message.user("x", metadata={"s": {1, 2}}), "metadata.s"),
        (lambda: Message.user("x", metadata={"nan": float("nan")}), "metadata.nan"),
        (lambda: Message.user("x", metadata={1: "int key"}), "metadata"),
        (lambda: Message.user("x", metadata=["not", "a", "dict"]), "metadata"),
        (lambda: Message.tool("result", tool_call_id=""), "tool_call_id"),
        (lambda: Message.user("x", tool_call_id="c1"), "tool_call_id"),
        (lambda: Message.user("x", created_at="2024-01-01"), "created_at"),
        (lambda: Message("user", "x", tool_calls=(ToolCall("c", "f"),)), "tool_calls"),
    ],
)
def test_bad_input_names_the_field(build: object, field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        build()  # type: ignore[operator]
    assert info.value.field == field


def test_assistant_may_be_empty_only_with_tool_calls() -> None:
    with pytest.raises(InvalidInput, match="content"):
        Message.assistant("")
    assert Message.assistant(tool_calls=[ToolCall("c", "f")]).content == ""


@pytest.mark.parametrize(
    "data",
    [
        {"content": "no role"},
        {"role": "user"},
        {"role": "user", "content": "x", "surprise": 1},
        {"role": "user", "content": "x", "created_at": "yesterday"},
        {"role": "user", "content": "x", "tool_calls": "nope"},
        {"role": "assistant", "content": "", "tool_calls": [{"id": "c"}]},
        "not a mapping",
    ],
)
def test_from_dict_rejects_malformed_data(data: object) -> None:
    with pytest.raises(InvalidInput):
        Message.from_dict(data)  # type: ignore[arg-type]


def test_memory_entry_defaults_and_score() -> None:
    entry = MemoryEntry("the user likes tea")
    assert (entry.metadata, entry.score, entry.kind) == ({}, None, "fact")
    assert entry.scope == Scope()
    assert entry.updated_at == entry.created_at
    assert entry.with_score(0.5).score == 0.5
    assert entry.with_score(0.5).id == entry.id


def test_memory_entry_rejects_bad_values() -> None:
    with pytest.raises(InvalidInput, match="kind"):
        MemoryEntry("x", kind="thought")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="content"):
        MemoryEntry("")
    with pytest.raises(InvalidInput, match="user_id"):
        Scope(user_id="")


def test_the_fast_constructor_of_stored_entries_covers_every_field() -> None:
    from memvault.core import entries as types

    assert tuple(MemoryEntry.__dataclass_fields__) == types._STORED


def test_an_entry_repr_fits_on_one_line() -> None:
    """The repr printed every field (~700 characters for a fact learnt by ``remember``): now
    one line with the id's start, kind, scope, cut content, key and ``valid_to``."""
    from memvault.core.entries import Knowledge

    entry = MemoryEntry(
        "User lives in Berlin, in a flat near the river with a view of the old bridge\nand more",
        metadata={"note": "n" * 300},
        scope=Scope("dana", "bot", "s1"),
        key="user.city",
        valid_to=datetime(2024, 6, 1, tzinfo=UTC),
        knowledge=Knowledge(subject="user", attribute="city", value="Berlin", source="x" * 200),
    )
    text = repr(entry)
    assert "\n" not in text
    assert len(text) <= 200
    assert text == (
        f"MemoryEntry(id={entry.id[:8]!r}, kind='fact', user_id='dana', agent_id='bot', "
        "session_id='s1', content='User lives in Berlin, in a flat near the river …', "
        "key='user.city', valid_to=2024-06-01T00:00Z)"
    )
    assert "score" not in text  # 0.0 says nothing
    assert repr(entry.with_score(0.5)).endswith(", score=0.500)")


async def test_add_and_list_results_show_no_score_and_hits_do(tmp_path: Any) -> None:
    from memvault import MemoryVault
    from memvault.embedders import HashEmbedder

    async with MemoryVault(tmp_path / "repr.db", embedder=HashEmbedder()) as vault:
        added = await vault.add("green tea in the morning", user_id="u")
        [listed] = await vault.list(user_id="u")
        [hit] = await vault.search("green tea", user_id="u")
    assert "score" not in repr(added)
    assert "score" not in repr(listed)
    assert repr(added) == (
        f"MemoryEntry(id={added.id[:8]!r}, kind='fact', user_id='u', "
        "content='green tea in the morning')"
    )
    assert repr(hit) == repr(added)[:-1] + f", score={hit.score:.3f})"
