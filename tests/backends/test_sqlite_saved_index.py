"""A SQLite store saves its in-memory index beside the file when it closes, and an open
reads that instead of every row, then catches up with what changed since (issue 18: a 100k
store took 0.45-0.6 s to open from its rows). The saved file is a cache: whatever it holds,
an open must search exactly as an index read from the rows does (``fresh`` below, with no
saved file), and a saved file that is not this file's, not whole or not readable is
ignored."""

from __future__ import annotations

import json
import logging
import os
import shutil
import sqlite3
import tempfile
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from memvault.defaults import open_store
from memvault.embedders import HashEmbedder
from memvault.errors import InvalidInput
from memvault.policy.text import stem_words
from memvault.stores.sqlite import SQLiteStore
from memvault.stores.sqlite import saved as saved_module
from memvault.stores.sqlite import search as search_module
from memvault.vault.vault import MemoryVault
from tests.backends.test_sqlite_foreign_writes import Seen, Step, find, index_of, seen

PAST = datetime(2024, 1, 1, tzinfo=UTC)


@pytest.fixture(autouse=True)
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    """Save indexes of a few memories, and again after a few changes."""
    monkeypatch.setattr(search_module, "SAVE_ROWS", 5)
    monkeypatch.setattr(search_module, "RESAVE_CHANGES", 3)


def identity_of(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("SELECT id FROM store_identity").fetchone()[0])
    finally:
        conn.close()


def saved_file(path: Path) -> Path:
    return Path(f"{path}-index.npz")


async def fill(path: Path) -> None:
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        await vault.add_many([
            {"content": "I drink green tea every morning", "user_id": "u"},
            {"content": "I live in Lisbon", "user_id": "u", "key": "user.city", "at": PAST},
            {"content": "my sister plays the violin", "user_id": "v"},
            {"content": "a dog walk by the river", "user_id": "v", "agent_id": "bot"},
        ])  # fmt: skip
        await vault.add_many([
            {"content": text, "user_id": "u", "session_id": "s", "kind": "message"}
            for text in ["we walked along the harbour", "with the dog?", "then green tea",
                         "lovely city walk", "violin lessons after"]
        ])  # fmt: skip


async def fresh(path: Path) -> Seen:
    """What a store whose index is read from its rows finds (the saved file moved away)."""
    aside = path.with_name("aside.npz")
    moved = saved_file(path).exists()
    if moved:
        saved_file(path).rename(aside)
    try:
        async with MemoryVault(path, embedder=HashEmbedder()) as vault:
            index = index_of(vault)
            assert index.saved_at is None
            return await seen(vault)
    finally:
        if moved:
            aside.rename(saved_file(path))


async def test_a_closed_store_saves_its_index_and_opens_from_it(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    await fill(path)
    assert saved_file(path).is_file()
    expected = await fresh(path)
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        index = index_of(vault)
        assert index.saved_at is not None
        assert index.rows_read == 0  # no row read
        assert await seen(vault) == expected


async def test_what_changed_after_the_save_is_caught_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "m.db"
    await fill(path)
    monkeypatch.setattr(search_module, "RESAVE_CHANGES", 1_000)  # the writer keeps the old one
    async with MemoryVault(path, embedder=HashEmbedder()) as writer:
        await writer.add("a new green tea shop", user_id="u")
        await writer.add("I live in Porto", user_id="u", key="user.city")  # supersedes
        await writer.add("dog walk at the harbour", user_id="u", session_id="s", kind="message")
    assert saved_file(path).is_file()
    expected = await fresh(path)
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        index = index_of(vault)
        assert index.saved_at is not None
        assert 0 < index.rows_read <= 4  # what changed, not every row
        assert await seen(vault) == expected


GONE = {  # what each change removes: words only that memory held, and scope values
    "remove_one": ({"sister"}, set()),
    "rewrite_one": ({"morning"}, set()),
    "forget_a_user": ({"sister", "river"}, {"v", "bot"}),
}


async def remove_one(vault: MemoryVault) -> object:
    violin = await find(vault, "my sister plays the violin", user="v")
    return await vault.delete(violin.id, user_id="v")


async def rewrite_one(vault: MemoryVault) -> object:
    tea = await find(vault, "I drink green tea every morning")
    return await vault.update(tea.id, content="I drink black coffee at night", user_id="u")


async def forget_a_user(vault: MemoryVault) -> object:
    return await vault.forget(user_id="v")


@pytest.mark.parametrize("change", [remove_one, rewrite_one, forget_a_user])
async def test_nothing_removed_or_rewritten_outlives_in_the_saved_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: Step
) -> None:
    """A saved index holds each memory's vector and keyword tokens: a write that removes or
    rewrites one removes the saved file at once (this process's or another's)."""
    path = tmp_path / "m.db"
    await fill(path)
    monkeypatch.setattr(search_module, "RESAVE_CHANGES", 1_000)  # no save at the close below
    async with (
        MemoryVault(path, embedder=HashEmbedder()) as reader,
        MemoryVault(path, embedder=HashEmbedder()) as writer,
    ):
        assert index_of(reader).saved_at is not None
        await change(writer)
        assert not saved_file(path).exists()
        await reader.search("tea", user_id="u")  # catches up; its close saves nothing
    # the writer's index is the file's, without what it removed: its close may save that
    words, values = GONE[change.__name__]
    hashed = HashEmbedder()
    found = saved_module.read_image(str(path), identity_of(path), (hashed.name, hashed.dim))
    assert found is not None or not saved_file(path).exists()
    if found is not None:
        assert not set(stem_words(list(words))) & set(found.image.names)
        assert not values & set(found.image.values)
    expected = await fresh(path)
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        assert await seen(vault) == expected


def rewrite_meta(path: Path, **changes: object) -> None:
    """The saved file with its ``meta`` entry changed (what a damaged or foreign one is)."""
    with np.load(path, allow_pickle=False) as saved:
        arrays = {name: saved[name] for name in saved.files}
    meta = json.loads(arrays.pop("meta").tobytes()) | changes
    np.savez(path, meta=np.frombuffer(json.dumps(meta).encode(), np.uint8), **arrays)


def rewrite_array(path: Path, name: str, value: np.ndarray) -> None:
    """The saved file with one array replaced."""
    with np.load(path, allow_pickle=False) as saved:
        arrays = {name: saved[name] for name in saved.files} | {name: value}
    np.savez(path, **arrays)


@pytest.mark.parametrize(
    "damage",
    ["garbage", "truncated", "empty", "other store", "format", "values", "not a mapping",
     "a count", "a posted row", "term runs"],
)  # fmt: skip
async def test_a_saved_index_not_fit_to_use_is_ignored(
    tmp_path: Path, damage: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "m.db"
    await fill(path)
    target = saved_file(path)
    whole = target.read_bytes()
    if damage == "garbage":
        target.write_bytes(b"not an index at all")
    elif damage == "truncated":
        target.write_bytes(whole[: len(whole) // 2])
    elif damage == "empty":
        target.write_bytes(b"")
    elif damage == "other store":  # same memories, another file: another identity
        other = tmp_path / "other.db"
        await fill(other)
        shutil.copyfile(saved_file(other), target)
    elif damage == "values":  # scope values that do not start with "none" as code 0
        rewrite_meta(target, values=["u", None, "s", "fact", "message", "v", "bot"])
    elif damage == "not a mapping":
        np.savez(target, meta=np.frombuffer(b"[1, 2]", np.uint8))
    elif damage in ("a count", "a posted row", "term runs"):  # arrays that disagree
        with np.load(target, allow_pickle=False) as saved:
            name = {"a count": "counts", "a posted row": "posted", "term runs": "starts"}[damage]
            array = saved[name].copy()
        if name == "starts":
            array[1] = array[0]  # a term with no rows
        else:
            array[1] = {"counts": 0, "posted": 9}[name]  # no count; 9 rows: one past the last
        rewrite_array(target, name, array)
    else:
        saved_module.FORMAT += 1
    try:
        expected = await fresh(path)
        with caplog.at_level(logging.WARNING, logger="memvault.stores.sqlite.saved"):
            async with MemoryVault(path, embedder=HashEmbedder()) as vault:
                index = index_of(vault)
                assert index.saved_at is None
                assert index.rows_read == 9  # read from the rows
                assert await seen(vault) == expected
    finally:
        if damage == "format":
            saved_module.FORMAT -= 1
    unreadable = damage in ("garbage", "truncated", "empty", "not a mapping")
    assert any("unreadable" in r.getMessage() for r in caplog.records) == unreadable


async def test_an_older_copy_restored_and_written_to_is_not_taken_for_the_saved_one(
    tmp_path: Path,
) -> None:
    """The copy has the same identity and, once written to, the same position as the saved
    index; the memory at the saved index's last seq tells them apart."""
    path = tmp_path / "m.db"
    await fill(path)
    backup = tmp_path / "backup.db"
    shutil.copyfile(path, backup)
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        await vault.add_many([{"content": f"harbour walk {i}", "user_id": "u"} for i in range(4)])
    saved = saved_file(path).read_bytes()
    shutil.copyfile(backup, path)  # restored, without its own saved index...
    saved_file(path).write_bytes(saved)  # ...beside the later one
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        await vault.add_many([{"content": f"violin day {i}", "user_id": "v"} for i in range(4)])
    saved_file(path).write_bytes(saved)  # that close saved its own: put the stale one back
    expected = await fresh(path)
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        assert await seen(vault) == expected


async def test_small_stores_are_not_saved_and_a_failed_save_is_only_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(search_module, "SAVE_ROWS", 10)
    path = tmp_path / "m.db"
    await fill(path)  # 9 memories
    assert not saved_file(path).exists()

    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    with caplog.at_level(logging.WARNING, logger="memvault.stores.sqlite.saved"):
        async with MemoryVault(path, embedder=HashEmbedder()) as vault:
            await vault.add("one more", user_id="u")
    assert not saved_file(path).exists()
    assert any("was not saved" in r.getMessage() for r in caplog.records)
    assert [p.name for p in os.scandir(tmp_path) if p.name.endswith(".tmp")] == []


async def test_save_index_false_neither_reads_nor_writes_one(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    await fill(path)
    assert saved_file(path).is_file()
    store = open_store(f"sqlite:///{path}?save_index=false")
    assert isinstance(store, SQLiteStore)
    expected = await fresh(path)
    async with MemoryVault(store, embedder=HashEmbedder()) as vault:
        assert not saved_file(path).exists()  # one left from before is removed
        assert index_of(vault).rows_read == 9
        await vault.add_many([{"content": f"tea {i}", "user_id": "u"} for i in range(5)])
        assert await seen(vault) != expected
    assert not saved_file(path).exists()
    with pytest.raises(InvalidInput, match="save_index in a sqlite: URL must be true or false"):
        open_store(f"sqlite:///{path}?save_index=maybe")


async def test_a_saved_index_removed_by_another_process_is_saved_again(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    await fill(path)
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        assert index_of(vault).saved_at is not None
        saved_file(path).unlink()  # as another process's delete does
        await vault.add("one more", user_id="u")  # 1 change: below RESAVE_CHANGES
    assert saved_file(path).is_file()
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        assert index_of(vault).rows_read == 0
