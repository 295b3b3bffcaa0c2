"""Memories and chat histories saved to a JSON file come back the same; files of another
version, not JSON or of the wrong shape are refused; a failed save leaves the old file whole."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memvault import (
    InMemoryChatHistory,
    InvalidInput,
    Message,
    NotFound,
    SchemaVersionError,
    SlidingWindowChatHistory,
    SQLiteChatHistory,
    TokenWindowChatHistory,
    ToolCall,
)
from memvault.embedders import HashEmbedder
from memvault.infra.persistence import FORMAT_VERSION
from memvault.memories import (
    CompressedMemory,
    ConversationMemory,
    ConversationSummaryMemory,
    SelectiveMemory,
    SummaryBufferMemory,
    VectorMemory,
)
from memvault.tokenizers import TiktokenTokenizer
from tests.unit.test_compressed_memory import messages

CALL = ToolCall("c1", "weather", '{"city": "Lisbon"}')


def conversation() -> list[Message]:
    return [
        Message.system("Be brief."),
        Message.user("I live in Lisbon", metadata={"channel": "web", "n": [1, 2.5, None]}),
        Message.assistant(tool_calls=[CALL], name="bot"),
        Message.tool('{"temp": 21}', tool_call_id="c1"),
        Message.assistant("21 °C and sunny — enjoy!"),
        Message.user("I have 2 kids, Ana and Rui."),
    ]


class Joining:
    async def summarize(self, summary: str, messages: Sequence[Message]) -> str:
        return " | ".join([summary] * bool(summary) + [m.content for m in messages if m.content])


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def envelope(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


# round trips


async def test_summary_buffer_memory_round_trips(tmp_path: Path) -> None:
    memory = SummaryBufferMemory(Joining(), buffer_size=2, summary_threshold=3)
    for m in conversation():
        await memory.add_messages([m])
    path = tmp_path / "summary.json"
    await memory.save_to_file(path)
    loaded = await SummaryBufferMemory.load_from_file(path, summarizer=Joining())
    assert loaded.get_full_context() == memory.get_full_context()
    assert loaded.summary == memory.summary != ""
    assert (loaded.buffer_size, loaded.summary_threshold) == (2, 3)
    doc = envelope(path)
    assert (doc["format"], doc["version"], doc["kind"]) == (
        "memvault",
        FORMAT_VERSION,
        "SummaryBufferMemory",
    )
    # and it carries on from where it was
    await loaded.add_message(Message.user("next"))
    await loaded.add_message(Message.user("after"))
    assert loaded.summary.startswith(memory.summary)


async def test_conversation_summary_memory_round_trips(tmp_path: Path) -> None:
    memory = ConversationSummaryMemory()  # the default extractive summarizer
    for m in conversation():
        await memory.add_messages([m])
    await memory.save_to_file(tmp_path / "c.json")
    loaded = await ConversationSummaryMemory.load_from_file(tmp_path / "c.json")
    assert loaded.get_full_context() == memory.get_full_context()
    assert "Lisbon" in loaded.summary


async def test_selective_memory_round_trips_with_scores(tmp_path: Path) -> None:
    memory = SelectiveMemory(threshold=0.6, max_items=5)
    for m in conversation():
        await memory.add(m)
    assert len(memory) >= 2
    await memory.save_to_file(str(tmp_path / "s.json"))
    loaded = await SelectiveMemory.load_from_file(str(tmp_path / "s.json"))
    assert loaded.scored() == memory.scored()
    assert (loaded.threshold, loaded.max_items) == (0.6, 5)


async def test_compressed_memory_round_trips(tmp_path: Path) -> None:
    memory = CompressedMemory(chunk_size=4)
    await memory.add_messages(conversation())
    await memory.save_to_file(tmp_path / "z.json")
    loaded = await CompressedMemory.load_from_file(tmp_path / "z.json")
    assert loaded.get_full_history() == memory.get_full_history()
    assert loaded.chunk_size == 4
    assert len(loaded._chunks) == 1


async def test_in_memory_history_round_trips(tmp_path: Path) -> None:
    history = InMemoryChatHistory("alice")
    await history.add_messages(conversation())
    await history.save_to_file(tmp_path / "h.json")
    loaded = await InMemoryChatHistory.load_from_file(tmp_path / "h.json")
    assert loaded.session_id == "alice"
    assert await loaded.get_messages() == await history.get_messages()


async def test_windows_save_the_whole_base_history(tmp_path: Path) -> None:
    base = InMemoryChatHistory("bob")
    await base.add_messages([Message.user(f"m{i}") for i in range(30)])
    window = SlidingWindowChatHistory(base, window_size=5)
    await window.save_to_file(tmp_path / "w.json")
    loaded = await SlidingWindowChatHistory.load_from_file(tmp_path / "w.json")
    assert loaded.window_size == 5
    assert await loaded.get_messages() == await window.get_messages()
    assert await loaded.base_history.get_messages() == await base.get_messages()
    assert getattr(loaded.base_history, "session_id", None) == "bob"

    budget = TokenWindowChatHistory(base, max_tokens=40)
    await budget.save_to_file(tmp_path / "t.json")
    into = SQLiteChatHistory(session_id="restored")  # any ChatHistory can take the messages
    loaded_budget = await TokenWindowChatHistory.load_from_file(
        tmp_path / "t.json", base_history=into, tokenizer=TiktokenTokenizer("cl100k_base")
    )
    assert loaded_budget.max_tokens == 40
    assert loaded_budget.base_history is into
    assert len(await into.get_messages()) == 30
    assert await loaded_budget.get_messages() == await budget.get_messages()
    into.close()


async def test_conversation_memory_round_trips_into_any_history(tmp_path: Path) -> None:
    history = InMemoryChatHistory("carol")
    memory = ConversationMemory(history)
    await memory.store("I live in Lisbon", {"source": "chat"})
    await memory.store("My cat is Tom")
    await memory.save_to_file(tmp_path / "c.json")
    loaded = await ConversationMemory.load_from_file(tmp_path / "c.json")
    assert getattr(loaded.history, "session_id", None) == "carol"
    assert await loaded.history.get_messages() == await history.get_messages()
    assert await loaded.search("lisbon") == await memory.search("lisbon")
    into = SQLiteChatHistory(session_id="carol")
    again = await ConversationMemory.load_from_file(tmp_path / "c.json", history=into)
    assert again.history is into
    assert [m.content for m in await into.get_messages()] == ["I live in Lisbon", "My cat is Tom"]
    into.close()
    with pytest.raises(InvalidInput) as info:
        await ConversationMemory.load_from_file(tmp_path / "c.json", history=42)  # type: ignore[arg-type]
    assert info.value.field == "history"


async def test_vector_memory_round_trips_its_float32_vectors_exactly(tmp_path: Path) -> None:
    memory = VectorMemory(HashEmbedder(dim=64))
    texts = ["I live in Lisbon", "My daughter is Ana", "I work at Acme as a nurse", "x"]
    for i, text in enumerate(texts):
        await memory.store(text, {"i": i})
    await memory.save_to_file(tmp_path / "v.json")
    loaded = await VectorMemory.load_from_file(tmp_path / "v.json", embedder=HashEmbedder(dim=64))
    assert loaded._vectors.dtype == np.float32
    assert loaded._vectors.tobytes() == memory._vectors.tobytes()  # bit for bit
    for query in ("where do I live", "daughter", "job"):
        assert await loaded.search(query, limit=4) == await memory.search(query, limit=4)
    await loaded.store("I like tea")  # and it carries on
    assert len(loaded) == 5


def test_float32_survives_json_bit_for_bit() -> None:
    rng = np.random.default_rng(7)
    values = np.concatenate([
        rng.standard_normal(10_000).astype(np.float32),
        np.array([np.finfo(np.float32).tiny, np.finfo(np.float32).max, -0.0, 1e-45], np.float32),
    ])  # fmt: skip
    text = json.dumps([float(x) for x in values])
    assert np.array(json.loads(text), dtype=np.float32).tobytes() == values.tobytes()


async def test_vector_memory_refuses_an_embedder_of_another_model(tmp_path: Path) -> None:
    memory = VectorMemory(HashEmbedder(dim=32))
    await memory.store("I live in Lisbon")
    await memory.save_to_file(tmp_path / "v.json")
    with pytest.raises(InvalidInput, match="hash-trigram-md5-32") as info:
        await VectorMemory.load_from_file(tmp_path / "v.json", embedder=HashEmbedder(dim=64))
    assert info.value.field == "embedder"

    class Renamed(HashEmbedder):
        @property
        def name(self) -> str:
            return "another-model"

    with pytest.raises(InvalidInput, match="another-model") as info:
        await VectorMemory.load_from_file(tmp_path / "v.json", embedder=Renamed(dim=32))
    assert info.value.field == "embedder"


async def test_saving_replaces_the_file(tmp_path: Path) -> None:
    history = InMemoryChatHistory()
    path = tmp_path / "h.json"
    await history.add_message(Message.user("one"))
    await history.save_to_file(path)
    await history.add_message(Message.user("two"))
    await history.save_to_file(path)
    loaded = await InMemoryChatHistory.load_from_file(path)
    assert [m.content for m in await loaded.get_messages()] == ["one", "two"]
    assert files_in(tmp_path) == ["h.json"]


# saving is atomic


async def test_a_failed_save_leaves_the_old_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "memory.json"
    memory = CompressedMemory()
    await memory.add_message(Message.user("kept"))
    await memory.save_to_file(path)
    before = path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError("disk full")

    await memory.add_message(Message.user("lost"))
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        await memory.save_to_file(path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert files_in(tmp_path) == ["memory.json"]
    loaded = await CompressedMemory.load_from_file(path)
    assert [m.content for m in loaded.get_full_history()] == ["kept"]


async def test_saving_into_a_missing_folder_is_not_found(tmp_path: Path) -> None:
    with pytest.raises(NotFound, match="does not exist"):
        await InMemoryChatHistory().save_to_file(tmp_path / "nope" / "h.json")


# refused files


async def test_a_file_of_another_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    await InMemoryChatHistory().save_to_file(path)
    doc = envelope(path)
    doc["version"] = FORMAT_VERSION + 1
    path.write_text(json.dumps(doc))
    with pytest.raises(SchemaVersionError, match=f"version {FORMAT_VERSION + 1}"):
        await InMemoryChatHistory.load_from_file(path)


@pytest.mark.parametrize(
    ("content", "field"),
    [
        (b"not json at all", "path"),
        (b"\xff\xfe\x00garbage", "path"),
        (b"[1, 2, 3]", "format"),
        (b'{"format": "langchain", "version": 1}', "format"),
        (b'{"format": "memvault", "kind": "InMemoryChatHistory", "state": {}}', "version"),
        (b'{"format": "memvault", "version": "1", "kind": "InMemoryChatHistory"}', "version"),
        (b'{"format": "memvault", "version": 1, "kind": "SelectiveMemory", "state": {}}', "kind"),
        (
            b'{"format": "memvault", "version": 1, "kind": "InMemoryChatHistory", "state": []}',
            "state",
        ),
        (
            b'{"format": "memvault", "version": 1, "kind": "InMemoryChatHistory",'
            b' "state": {"session_id": "s"}}',
            "state.messages",
        ),
        (
            b'{"format": "memvault", "version": 1, "kind": "InMemoryChatHistory",'
            b' "state": {"session_id": 3, "messages": []}}',
            "state.session_id",
        ),
        (
            b'{"format": "memvault", "version": 1, "kind": "InMemoryChatHistory",'
            b' "state": {"session_id": "s", "messages": [{"role": "user", "content": ""}]}}',
            "state.messages[0].content",
        ),
    ],
)
async def test_a_file_that_is_not_a_history_is_refused(
    tmp_path: Path, content: bytes, field: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(InvalidInput) as info:
        await InMemoryChatHistory.load_from_file(path)
    assert info.value.field == field


def state_file(tmp_path: Path, kind: str, state: object) -> Path:
    path = tmp_path / f"{kind}.json"
    doc = {"format": "memvault", "version": FORMAT_VERSION, "kind": kind, "state": state}
    path.write_text(json.dumps(doc))
    return path


async def test_memories_refuse_a_state_of_the_wrong_shape(tmp_path: Path) -> None:
    bad_summary = {"buffer_size": 5, "summary_threshold": 2, "summary": "", "buffer": []}
    with pytest.raises(InvalidInput) as info:
        await SummaryBufferMemory.load_from_file(
            state_file(tmp_path, "SummaryBufferMemory", bad_summary)
        )
    assert info.value.field == "state.summary_threshold"
    lost: dict[str, Any] = {"summary": "x", "summary_message": None, "buffer": []}
    with pytest.raises(InvalidInput) as info:
        await ConversationSummaryMemory.load_from_file(
            state_file(tmp_path, "ConversationSummaryMemory", lost)
        )
    assert info.value.field == "state.summary_message"
    scores = {
        "threshold": 0.7,
        "max_items": 10,
        "messages": [Message.user("a").to_dict()],
        "scores": [1.5],
    }
    with pytest.raises(InvalidInput) as info:
        await SelectiveMemory.load_from_file(state_file(tmp_path, "SelectiveMemory", scores))
    assert info.value.field == "state.scores[0]"
    threshold = {**scores, "threshold": 2, "scores": [0.9]}
    with pytest.raises(InvalidInput) as info:
        await SelectiveMemory.load_from_file(state_file(tmp_path, "SelectiveMemory", threshold))
    assert info.value.field == "state.threshold"
    good = VectorMemory()
    await good.store("one")
    vector_state = good.to_state()
    change: Any  # each case changes other fields
    for change, field in [
        ({"embedder": "hash"}, "state.embedder"),
        ({"entries": {}}, "state.entries"),
        ({"entries": [{"content": "", "id": "a", "created_at": "2026-01-01T00:00:00+00:00"}]},
         "state.entries[0].content"),
        ({"entries": [{"content": "a", "id": "a", "created_at": "noon"}]},
         "state.entries[0].created_at"),
        ({"vectors": []}, "state.vectors"),
        ({"vectors": [[0.5] * 31]}, "state.vectors[0]"),
        ({"vectors": [[None] * 32]}, "state.vectors[0]"),
    ]:  # fmt: skip
        with pytest.raises(InvalidInput) as info:
            await VectorMemory.load_from_file(
                state_file(tmp_path, "VectorMemory", {**vector_state, **change})
            )
        assert info.value.field == field
    chunks = {"chunk_size": 0, "messages": []}
    with pytest.raises(InvalidInput) as info:
        await CompressedMemory.load_from_file(state_file(tmp_path, "CompressedMemory", chunks))
    assert info.value.field == "state.chunk_size"


async def test_missing_files_and_bad_paths(tmp_path: Path) -> None:
    with pytest.raises(NotFound):
        await SelectiveMemory.load_from_file(tmp_path / "absent.json")
    with pytest.raises(InvalidInput) as info:
        await SelectiveMemory.load_from_file(tmp_path)
    assert info.value.field == "path"
    with pytest.raises(InvalidInput) as info:
        await SelectiveMemory().save_to_file(42)  # type: ignore[arg-type]
    assert info.value.field == "path"
    with pytest.raises(InvalidInput, match="path"):
        await CompressedMemory.load_from_file("")


@settings(max_examples=40, deadline=None)
@given(batch=st.lists(messages(), max_size=12))
def test_any_messages_survive_a_file_round_trip(
    batch: list[Message], tmp_path_factory: pytest.TempPathFactory
) -> None:
    path = tmp_path_factory.mktemp("files") / "history.json"

    async def round_trip() -> list[Message]:
        history = InMemoryChatHistory("any")
        await history.add_messages(batch)
        await history.save_to_file(path)
        return await (await InMemoryChatHistory.load_from_file(path)).get_messages()

    assert asyncio.run(round_trip()) == batch


async def test_vector_memory_saves_each_memory_whole_and_reads_an_older_file(
    tmp_path: Path,
) -> None:
    """Each saved memory is ``MemoryEntry.to_dict``; a file written before that (content,
    metadata, id and time only) still loads."""
    memory = VectorMemory(HashEmbedder(dim=32))
    await memory.store("I live in Lisbon", {"n": 1})
    state = memory.to_state()
    entries: Any = state["entries"]
    [saved] = entries
    assert saved == memory._entries[0].to_dict()
    older = {k: saved[k] for k in ("content", "metadata", "id", "created_at")}
    loaded = await VectorMemory.load_from_file(
        state_file(tmp_path, "VectorMemory", {**state, "entries": [older]}),
        embedder=HashEmbedder(dim=32),
    )
    assert loaded._entries == memory._entries
