"""CompressedMemory gives back every message exactly, whatever it holds."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memvault import InvalidInput, Message, ToolCall
from memvault.core.protocols import Compressor
from memvault.memories import CompressedMemory, ZlibCompressor

safe_chars = st.characters(blacklist_categories=["Cs"], blacklist_characters="\x00")
safe_text = st.text(safe_chars, min_size=1).filter(str.strip)
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**63)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(safe_chars),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(safe_chars, max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)
metadata = st.dictionaries(st.text(safe_chars, max_size=5), json_values, max_size=3)
times = st.datetimes(
    min_value=datetime(1970, 1, 2), max_value=datetime(2200, 1, 1), timezones=st.just(UTC)
)
tool_calls = st.lists(
    st.builds(ToolCall, id=safe_text, name=safe_text, arguments=st.text(safe_chars)),
    min_size=1,
    max_size=3,
)


@st.composite
def messages(draw: st.DrawFn) -> Message:
    kind = draw(st.sampled_from(["user", "assistant", "system", "call", "tool"]))
    common = {
        "metadata": draw(metadata),
        "created_at": draw(times),
        "name": draw(st.none() | safe_text),
    }
    if kind == "call":
        content = draw(st.just("") | safe_text)
        return Message.assistant(content, tool_calls=draw(tool_calls), **common)
    if kind == "tool":
        return Message.tool(draw(safe_text), tool_call_id=draw(safe_text), **common)
    return Message(kind, draw(safe_text), **common)  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(batch=st.lists(messages(), max_size=25), chunk_size=st.integers(1, 7))
def test_any_messages_round_trip_exactly(batch: list[Message], chunk_size: int) -> None:
    memory = CompressedMemory(chunk_size=chunk_size)

    async def fill() -> None:
        for message in batch:
            await memory.add_message(message)

    asyncio.run(fill())
    assert memory.get_full_history() == batch
    assert len(memory) == len(batch)


async def test_messages_are_compressed_in_chunks() -> None:
    memory = CompressedMemory(chunk_size=10)
    assert isinstance(memory.compressor, ZlibCompressor)
    assert isinstance(memory.compressor, Compressor)
    text = "I live in Lisbon and I work as a nurse at the hospital by the river. "
    for i in range(25):
        await memory.add_message(Message.user(f"{i}: {text * 4}"))
    assert len(memory._chunks) == 2
    assert len(memory._tail) == 5
    raw = sum(len(m.content.encode()) for m in memory.get_full_history()[:20])
    assert memory.compressed_bytes < raw / 4  # repetitive chat compresses well
    assert [m.content.split(":")[0] for m in memory.get_full_context()] == [
        str(i) for i in range(25)
    ]


async def test_clear_forgets_everything() -> None:
    memory = CompressedMemory(chunk_size=1)
    await memory.add_message(Message.user("a"))
    await memory.clear()
    assert memory.get_full_history() == []
    assert len(memory) == 0
    assert memory.compressed_bytes == 0


async def test_a_compressor_that_loses_data_is_caught_and_the_messages_kept() -> None:
    class Lossy:
        name = "lossy"

        def compress(self, data: bytes) -> bytes:
            return data[:-1]

        def decompress(self, data: bytes) -> bytes:
            return data

    memory = CompressedMemory(Lossy(), chunk_size=2)
    await memory.add_message(Message.user("a"))
    with pytest.raises(InvalidInput) as info:
        await memory.add_message(Message.user("b"))
    assert info.value.field == "compressor"
    assert [m.content for m in memory.get_full_history()] == ["a", "b"]


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"chunk_size": 0}, "chunk_size"),
        ({"chunk_size": 2.0}, "chunk_size"),
        ({"compressor": "zlib"}, "compressor"),
    ],
)
def test_bad_settings_are_refused(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        CompressedMemory(**kwargs)  # type: ignore[arg-type]
    assert info.value.field == field
    with pytest.raises(InvalidInput, match="level"):
        ZlibCompressor(level=10)


async def test_bad_messages_are_refused_and_nothing_is_added() -> None:
    memory = CompressedMemory()
    with pytest.raises(InvalidInput, match="content"):
        await memory.add_message(Message.user(""))
    with pytest.raises(InvalidInput, match="message"):
        await memory.add_messages([Message.user("ok"), "not a message"])  # type: ignore[list-item]
    assert len(memory) == 0
    assert memory.get_full_history() == []


def test_times_keep_their_microseconds() -> None:
    """A round trip through the chunk's JSON keeps created_at to the microsecond."""
    at = datetime(2024, 2, 29, 23, 59, 59, 999_999, tzinfo=UTC) - timedelta(microseconds=1)
    memory = CompressedMemory(chunk_size=1)
    asyncio.run(memory.add_message(Message.user("x", created_at=at)))
    assert memory.get_full_history()[0].created_at == at
