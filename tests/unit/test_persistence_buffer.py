"""A ``BufferedMemory`` saved mid-conversation and loaded with fresh blocks carries on exactly as
the original would; files whose blocks, history or state do not match are refused."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from memvault import (
    InMemoryChatHistory,
    InvalidInput,
    MemoryVault,
    Message,
    NotFound,
    SchemaVersionError,
)
from memvault.buffer import (
    BufferedMemory,
    FactExtractionMemoryBlock,
    StaticMemoryBlock,
    VectorMemoryBlock,
)
from memvault.core.protocols import MemoryBlock, SaveableBlock
from memvault.embedders import HashEmbedder
from memvault.history.sqlite import SQLiteChatHistory
from memvault.infra.persistence import FORMAT_VERSION
from memvault.sessions import SlidingWindowChatHistory
from memvault.tokenizers import TiktokenTokenizer
from tests.unit.test_persistence import files_in

TOKENS = TiktokenTokenizer()
FACTS = [
    "I live in Lisbon.",
    "My name is Ana.",
    "I work at Acme.",
    "I moved to Porto.",
    "My favourite colour is green.",
    "I have a dog called Rex.",
]


def turn(i: int) -> list[Message]:
    return [
        Message.user(f"{FACTS[i % len(FACTS)]} Turn {i}: " + "words " * 20),
        Message.assistant(f"Noted, turn {i}. " + "reply " * 20),
    ]


class Recorder:
    """A block that is not saveable: it records what it was sent."""

    def __init__(self) -> None:
        self.name, self.priority = "recorder", 3
        self.seen: list[list[str]] = []

    async def put(self, messages: Sequence[Message]) -> None:
        self.seen.append([m.content for m in messages])

    async def get(self, input: str | None) -> str:
        return ""  # what it saw is not saved, so it shows nothing

    async def truncate(self, content: str, tokens: int) -> str:
        return ""


def same_prompt(a: list[Message], b: list[Message]) -> bool:
    """The system message is built anew on each ``get`` (new id and time): compare its text;
    the history's messages must be the very same (ids included)."""
    return (
        [(m.role, m.content) for m in a] == [(m.role, m.content) for m in b]
        and a[1:] == b[1:]
        and len(a) > 1
    )


def blocks() -> tuple[StaticMemoryBlock, FactExtractionMemoryBlock, Recorder]:
    return StaticMemoryBlock("Be kind."), FactExtractionMemoryBlock(max_facts=4), Recorder()


def buffered(history: object, parts: Sequence[object]) -> BufferedMemory:
    return BufferedMemory(
        history,  # type: ignore[arg-type]
        parts,  # type: ignore[arg-type]
        token_limit=400,
        chat_history_token_ratio=0.5,
        token_flush_size=60,
        tokenizer=TOKENS,
    )


async def test_a_loaded_buffer_continues_exactly_as_the_original(tmp_path: Path) -> None:
    original_blocks = blocks()
    memory = buffered(InMemoryChatHistory("ana"), original_blocks)
    for i in range(8):
        await memory.put_messages(turn(i))
    assert original_blocks[2].seen  # flushed mid-conversation
    assert original_blocks[1].facts
    original_blocks[0].content = "Be kind. Answer in Portuguese."
    await memory.save_to_file(tmp_path / "b.json")

    fresh = (StaticMemoryBlock("placeholder"), FactExtractionMemoryBlock(max_facts=4), Recorder())
    loaded = await BufferedMemory.load_from_file(
        tmp_path / "b.json", blocks=fresh, tokenizer=TOKENS
    )
    assert getattr(loaded.history, "session_id", None) == "ana"
    assert (loaded.token_limit, loaded.token_flush_size) == (400, 60)
    assert fresh[0].content == "Be kind. Answer in Portuguese."
    assert [(f.id, f.content) for f in fresh[1].facts] == [
        (f.id, f.content) for f in original_blocks[1].facts
    ]
    assert same_prompt(await loaded.get(), await memory.get())
    flushed_before = len(original_blocks[2].seen)
    for i in range(8, 20):
        said = turn(i)  # the same messages (same ids) to both
        await memory.put_messages(said)
        await loaded.put_messages(said)
        assert same_prompt(
            await loaded.get("where do I live?"), await memory.get("where do I live?")
        )
    assert fresh[2].seen == original_blocks[2].seen[flushed_before:] != []
    assert [(f.id, f.content) for f in fresh[1].facts] == [
        (f.id, f.content) for f in original_blocks[1].facts
    ]  # same serials: new facts get the same ids


async def test_a_window_saves_its_base_messages(tmp_path: Path) -> None:
    window = SlidingWindowChatHistory(InMemoryChatHistory("w"), window_size=100)
    memory = buffered(window, [StaticMemoryBlock("x")])
    for i in range(5):
        await memory.put_messages(turn(i))
    await memory.save_to_file(tmp_path / "b.json")
    into = SlidingWindowChatHistory(InMemoryChatHistory("w"), window_size=100)
    loaded = await BufferedMemory.load_from_file(
        tmp_path / "b.json", history=into, blocks=[StaticMemoryBlock("y")], tokenizer=TOKENS
    )
    assert await into.base_history.get_messages() == await window.base_history.get_messages()
    assert same_prompt(await loaded.get(), await memory.get())


async def test_a_persistent_history_keeps_its_messages_and_the_file_names_its_session(
    tmp_path: Path,
) -> None:
    db = tmp_path / "chat.db"
    history = SQLiteChatHistory(db, session_id="s1")
    memory = buffered(history, [StaticMemoryBlock("x")])
    for i in range(6):
        await memory.put_messages(turn(i))
    await memory.save_to_file(tmp_path / "b.json")
    state = json.loads((tmp_path / "b.json").read_text())["state"]
    assert state["messages"] is None
    assert state["session_id"] == "s1"
    assert state["flushed"] > 0
    again = SQLiteChatHistory(db, session_id="s1")
    loaded = await BufferedMemory.load_from_file(
        tmp_path / "b.json", history=again, blocks=[StaticMemoryBlock("y")], tokenizer=TOKENS
    )
    assert same_prompt(await loaded.get(), await memory.get())
    assert len(await again.get_messages()) == 12  # nothing added twice
    with pytest.raises(InvalidInput, match="s1") as info:
        await BufferedMemory.load_from_file(tmp_path / "b.json", blocks=[StaticMemoryBlock("y")])
    assert info.value.field == "history"
    other = SQLiteChatHistory(db, session_id="s2")
    with pytest.raises(InvalidInput, match="s2") as info:
        await BufferedMemory.load_from_file(
            tmp_path / "b.json", history=other, blocks=[StaticMemoryBlock("y")]
        )
    assert info.value.field == "history"
    await again.clear()
    with pytest.raises(InvalidInput, match="flushed") as info:
        await BufferedMemory.load_from_file(
            tmp_path / "b.json", history=again, blocks=[StaticMemoryBlock("y")]
        )
    assert info.value.field == "history"
    for h in (history, again, other):
        h.close()


async def test_blocks_must_match_by_name_and_history_must_be_empty(tmp_path: Path) -> None:
    memory = buffered(InMemoryChatHistory(), blocks())
    await memory.put_messages(turn(0))
    path = tmp_path / "b.json"
    await memory.save_to_file(path)
    cases: list[list[MemoryBlock]] = [
        [StaticMemoryBlock("x")], list(reversed(blocks())), [*blocks()[:2]]
    ]  # fmt: skip
    for wrong in cases:
        with pytest.raises(InvalidInput, match="blocks") as info:
            await BufferedMemory.load_from_file(path, blocks=wrong)
        assert info.value.field == "blocks"
    static, _, recorder = blocks()
    unsaveable_facts = Recorder()
    unsaveable_facts.name = "facts"
    with pytest.raises(InvalidInput) as info:
        await BufferedMemory.load_from_file(path, blocks=[static, unsaveable_facts, recorder])
    assert info.value.field == "blocks[1]"
    full = InMemoryChatHistory()
    await full.add_message(Message.user("already here"))
    with pytest.raises(InvalidInput, match="empty") as info:
        await BufferedMemory.load_from_file(path, history=full, blocks=blocks())
    assert info.value.field == "history"
    assert len(await full.get_messages()) == 1


async def test_a_state_of_the_wrong_shape_names_its_field(tmp_path: Path) -> None:
    memory = buffered(InMemoryChatHistory(), blocks())
    for i in range(6):
        await memory.put_messages(turn(i))
    path = tmp_path / "b.json"
    await memory.save_to_file(path)
    good = json.loads(path.read_text())
    facts = good["state"]["blocks"][1]["state"]
    assert facts["facts"]
    assert facts["serial"] >= len(facts["facts"])
    bad_fact = {**facts, "facts": [{**facts["facts"][0], "content": ""}]}
    change: Any  # each case changes other fields
    for change, field in [
        ({"token_limit": 0}, "state.token_limit"),
        ({"chat_history_token_ratio": 2}, "state.chat_history_token_ratio"),
        ({"flushed": -1}, "state.flushed"),
        ({"session_id": 5}, "state.session_id"),
        ({"messages": [{"role": "user", "content": ""}]}, "state.messages[0].content"),
        ({"blocks": {}}, "state.blocks"),
        ({"blocks": [{"state": {}}]}, "state.blocks[0]"),
        ({"blocks": [good["state"]["blocks"][0], {"name": "facts", "state": bad_fact},
                     good["state"]["blocks"][2]]}, "state.blocks[1].state.facts[0].content"),
        ({"blocks": [{"name": "static", "state": {"content": 3}}, *good["state"]["blocks"][1:]]},
         "state.blocks[0].state.content"),
    ]:  # fmt: skip
        path.write_text(json.dumps({**good, "state": {**good["state"], **change}}))
        with pytest.raises(InvalidInput) as info:
            await BufferedMemory.load_from_file(path, blocks=blocks())
        assert info.value.field == field


async def test_version_kind_missing_file_and_atomicity(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    memory = buffered(InMemoryChatHistory(), blocks())
    await memory.put_messages(turn(0))
    path = tmp_path / "b.json"
    await memory.save_to_file(path)
    before = path.read_bytes()
    doc = json.loads(before)
    path.write_text(json.dumps({**doc, "version": FORMAT_VERSION + 1}))
    with pytest.raises(SchemaVersionError):
        await BufferedMemory.load_from_file(path, blocks=blocks())
    path.write_text(json.dumps({**doc, "kind": "SelectiveMemory"}))
    with pytest.raises(InvalidInput) as info:
        await BufferedMemory.load_from_file(path, blocks=blocks())
    assert info.value.field == "kind"
    with pytest.raises(NotFound):
        await BufferedMemory.load_from_file(tmp_path / "absent.json", blocks=blocks())
    path.write_bytes(before)

    def crash(src: object, dst: object) -> None:
        raise OSError("disk full")

    await memory.put_messages(turn(1))
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        await memory.save_to_file(path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert files_in(tmp_path) == ["b.json"]


def test_the_blocks_are_saveable_and_load_their_own_state() -> None:
    for block in (*blocks()[:2], VectorMemoryBlock(object(), user_id="u")):  # type: ignore[arg-type]
        assert isinstance(block, SaveableBlock)
    assert not isinstance(Recorder(), SaveableBlock)
    vector = VectorMemoryBlock(object(), user_id="u")  # type: ignore[arg-type]
    assert vector.to_state() == {"ids": None}
    vector.load_state({"ids": ["a", "b"]})
    assert vector.to_state() == {"ids": ["a", "b"]}
    with pytest.raises(InvalidInput) as info:
        vector.load_state({"ids": [1]})
    assert info.value.field == "ids"
    assert vector.to_state() == {"ids": ["a", "b"]}
    facts = FactExtractionMemoryBlock()
    with pytest.raises(InvalidInput) as info:
        facts.load_state({"serial": True, "facts": []})
    assert info.value.field == "serial"


async def test_a_vector_block_keeps_numbering_its_turns_in_the_vault(tmp_path: Path) -> None:
    async with MemoryVault(tmp_path / "v.db", embedder=HashEmbedder()) as vault:
        recalled = VectorMemoryBlock(vault, user_id="dana", session_id="s1", top_k=2)
        memory = buffered(InMemoryChatHistory("s1"), [recalled])
        for i in range(8):
            await memory.put_messages(turn(i))
        saved = recalled.to_state()["ids"]
        assert isinstance(saved, list)
        assert saved
        await memory.save_to_file(tmp_path / "b.json")
        again = VectorMemoryBlock(vault, user_id="dana", session_id="s1", top_k=2)
        loaded = await BufferedMemory.load_from_file(
            tmp_path / "b.json", blocks=[again], tokenizer=TOKENS
        )
        assert again.to_state() == {"ids": saved}
        assert same_prompt(await loaded.get("dog"), await memory.get("dog"))
        for i in range(8, 12):
            await loaded.put_messages(turn(i))
        stored = await vault.list(user_id="dana", kind="message", limit=1000)
        numbers = sorted(int(e.metadata["turn"]) for e in stored)  # type: ignore[arg-type]
        assert numbers == list(range(len(stored)))  # no number given twice
        assert len(stored) > len(saved)


async def test_a_refused_block_state_changes_no_block(tmp_path: Path) -> None:
    """Blocks load their states one by one: a bad state in a later block must not leave the
    earlier ones holding the file's state."""
    memory = buffered(InMemoryChatHistory(), blocks())
    await memory.put_messages(turn(0))
    memory.blocks[0].content = "From the file."  # type: ignore[attr-defined]
    path = tmp_path / "b.json"
    await memory.save_to_file(path)
    doc = json.loads(path.read_text())
    doc["state"]["blocks"][1]["state"]["serial"] = -1
    path.write_text(json.dumps(doc))
    given = blocks()
    with pytest.raises(InvalidInput) as info:
        await BufferedMemory.load_from_file(path, blocks=given)
    assert info.value.field == "state.blocks[1].state.serial"
    assert given[0].content == "Be kind."
