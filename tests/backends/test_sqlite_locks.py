"""Issue 12 E.18: a SQLite file opens and reads while another process writes, and long
operations hold the write lock only briefly.

Before, opening took the write lock (``BEGIN IMMEDIATE`` for the migrations check and for
the embedder record), so during another process's long write even a read-only open failed
with ``database is locked`` after the timeout; ``reembed`` held the lock for the whole run,
embedding included, and a killed one started again from nothing."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from memvault.embedders import HashEmbedder
from memvault.errors import BackendUnavailable, Conflict
from memvault.history.sqlite import SQLiteChatHistory, SQLiteSessionCatalog
from memvault.policy.search import KEYWORD, SEMANTIC
from memvault.stores.sqlite import SQLiteStore
from memvault.vault.vault import MemoryVault
from tests.conformance.record_store import Renamed

WAIT = 60.0
"""How long a test waits for a subprocess to reach its point: a hang fails, never stalls."""

HOLD_THE_LOCK = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
conn.execute("DELETE FROM memories WHERE user_id = 'nobody'")
print("locked", flush=True)
time.sleep(600)
"""


@pytest.fixture
def hold_lock() -> Iterator[list[subprocess.Popen[str]]]:
    """Processes holding the write lock of a file (``start(path)``), killed at the end."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        process.kill()
        process.wait(WAIT)
        if process.stdout is not None:
            process.stdout.close()


def holding(path: Path, started: list[subprocess.Popen[str]]) -> None:
    """Start another process that takes the write lock of ``path`` and keeps it."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD_THE_LOCK, str(path)], stdout=subprocess.PIPE, text=True
    )
    started.append(process)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "locked"


async def test_a_store_opens_and_reads_while_another_process_holds_the_write_lock(
    tmp_path: Path, hold_lock: list[subprocess.Popen[str]]
) -> None:
    """Regression: the open waited ``timeout`` for the write lock, then failed with
    ``database is locked``; now a file at the current version opens with reads only, and
    get, list, count and both searches answer at once."""
    path = tmp_path / "busy.db"
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        entry = await vault.add("green tea in Lisbon", user_id="u")
        await vault.add("black coffee", user_id="u")
    holding(path, hold_lock)
    async with asyncio.timeout(WAIT):
        store = SQLiteStore(path, timeout=0.2)
        async with MemoryVault(store, embedder=HashEmbedder()) as reader:
            assert (await reader.get(entry.id, user_id="u")).content == "green tea in Lisbon"
            assert len(await reader.list(user_id="u")) == 2
            assert await reader.count(user_id="u") == 2
            for config in (KEYWORD, SEMANTIC):
                hits = await reader.search("green tea", user_id="u", config=config, limit=1)
                assert [h.id for h in hits] == [entry.id]
            with pytest.raises(BackendUnavailable, match="locked"):  # a write still waits
                await reader.add("milk", user_id="u")
        store.close()


async def test_a_chat_history_reads_while_another_process_holds_the_write_lock(
    tmp_path: Path, hold_lock: list[subprocess.Popen[str]]
) -> None:
    """Regression: the migrations check took ``BEGIN IMMEDIATE`` on every open."""
    from memvault.core.types import Message

    path = tmp_path / "chat.db"
    async with SQLiteChatHistory(path, session_id="s") as history:
        await history.add_message(Message(role="user", content="hello"))
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")  # a connection of this process: the same lock
    try:
        async with asyncio.timeout(WAIT):
            async with SQLiteChatHistory(path, session_id="s") as history:
                assert [m.content for m in await history.get_messages()] == ["hello"]
            async with SQLiteSessionCatalog(path) as catalog:
                assert await catalog.list_sessions() == ["s"]
    finally:
        conn.execute("ROLLBACK")
        conn.close()


async def test_a_write_between_the_chunks_of_a_reembed_goes_through_and_is_reembedded(
    tmp_path: Path,
) -> None:
    """Regression: ``reembed`` embedded inside one transaction, so every other writer
    waited for the whole run (and failed with ``database is locked`` after its timeout).
    Now the lock is held only to store each chunk: a write made while the model computes
    goes through, and the new memory ends on the new model too."""
    path = tmp_path / "moving.db"
    async with MemoryVault(path, embedder=HashEmbedder(32)) as old:
        await old.add_many([{"content": f"memory {i}", "user_id": "u"} for i in range(5)])
    writer_store = SQLiteStore(path, timeout=0.2)
    writer = MemoryVault(writer_store, embedder=HashEmbedder(32))
    new = Renamed(16)
    calls = 0

    async def embed(texts: Sequence[str]) -> npt.NDArray[np.float32]:
        nonlocal calls
        calls += 1
        if calls == 1:  # while the model works, another connection writes
            await writer.add("written meanwhile", user_id="u")
        return await new.embed(texts)

    store = SQLiteStore(path)
    async with asyncio.timeout(WAIT):
        assert await store.reembed(new.name, new.dim, embed, 64) == 6
    writer_store.close()
    store.close()
    assert stored_vectors_are(path, new)


def stored_vectors_are(path: Path, embedder: HashEmbedder) -> bool:
    """Whether every memory of the file has ``embedder``'s vector, and the file names it."""
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute("SELECT content, vector FROM memories").fetchall()
        meta = dict(conn.execute("SELECT key, value FROM store_meta").fetchall())
        staged = conn.execute("SELECT count(*) FROM reembed_vectors").fetchone()[0]
    finally:
        conn.close()
    want = {"embedder": embedder.name, "dim": str(embedder.dim)}
    return (
        meta == want
        and staged == 0
        and all(
            np.array_equal(np.frombuffer(vector, np.float32), embedder.embed_one(content))
            for content, vector in rows
        )
    )


KILLED_REEMBED = """
import asyncio, os, signal, sys
from pathlib import Path
from memvault.stores.sqlite import SQLiteStore, reembed
from tests.conformance.record_store import Renamed

path, stop_in = sys.argv[1], sys.argv[2]
reembed.REEMBED_ROWS = 20
new = Renamed(16)
calls = 0

def reached() -> None:
    Path(path + ".reached").write_text("yes")
    os.kill(os.getpid(), signal.SIGSTOP)  # wait here to be killed

async def embed(texts):
    global calls
    calls += 1
    if stop_in == "embedding" and calls == 5:  # in the second chunk
        reached()
    return await new.embed(texts)

swap = reembed.swap
def stopping_swap(*args):
    copied = swap(*args)
    if stop_in == "copying":
        reached()
    return copied
reembed.swap = stopping_swap

asyncio.run(SQLiteStore(path).reembed(new.name, new.dim, embed, 8))
"""


def kill_reembed(path: Path, stop_in: str) -> None:
    """Run a reembed of ``path`` in another process and ``kill -9`` it at ``stop_in``."""
    root = Path(__file__).resolve().parents[2]
    process = subprocess.Popen(
        [sys.executable, "-c", KILLED_REEMBED, str(path), stop_in],
        cwd=root, env={**os.environ, "PYTHONPATH": str(root)},
    )  # fmt: skip
    try:
        deadline = time.monotonic() + WAIT
        while not Path(f"{path}.reached").exists():
            assert process.poll() is None, "the reembed ended before it was killed"
            assert time.monotonic() < deadline, "the reembed never reached its point"
            time.sleep(0.02)
    finally:
        process.kill()
        process.wait(WAIT)


@pytest.mark.parametrize("stop_in", ["embedding", "copying"])
async def test_a_killed_reembed_is_finished_by_the_next_one(tmp_path: Path, stop_in: str) -> None:
    """A reembed killed (``kill -9``) while it embeds leaves the store on its old model,
    usable; killed while it copies the new vectors in, the store refuses to open with
    either model (its vectors are of both) and names the fix. Either way the next reembed
    finishes the job: every memory on the new model, nothing mixed."""
    path = tmp_path / "killed.db"
    async with MemoryVault(path, embedder=HashEmbedder(32)) as old:
        await old.add_many([{"content": f"memory {i}", "user_id": "u"} for i in range(100)])
    kill_reembed(path, stop_in)
    new = Renamed(16)
    if stop_in == "embedding":
        async with MemoryVault(path, embedder=HashEmbedder(32)) as still_old:
            assert await still_old.count(user_id="u") == 100
            assert await still_old.search("memory 7", user_id="u", config=SEMANTIC)
    else:
        for embedder in (HashEmbedder(32), new):
            with pytest.raises(Conflict, match="memvault reembed"):
                await MemoryVault(path, embedder=embedder).open()
    vault = MemoryVault(path, embedder=new)  # reembed first: it does not open() the vault
    try:
        assert await vault.reembed() < 100  # what the killed run did is kept
        assert await vault.count(user_id="u") == 100
        [hit] = await vault.search("memory 7", user_id="u", config=SEMANTIC, limit=1)
        assert hit.content == "memory 7"
    finally:
        await vault.aclose()
    assert stored_vectors_are(path, new)
    with pytest.raises(Conflict, match="memvault reembed"):
        await MemoryVault(path, embedder=HashEmbedder(32)).open()
