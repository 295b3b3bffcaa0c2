"""SyncMemoryVault from many threads, from inside a running event loop, and after close().

Regression (issue 12, E.16): one facade shared by 4 threads made 98 of 100 ``add`` calls raise
``RuntimeError: This event loop is already running`` while all 100 were written; inside a
running loop and after ``close()`` it raised internal errors."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from memvault import InvalidInput, SyncMemoryVault
from memvault.embedders import HashEmbedder


def facade(path: Path) -> SyncMemoryVault:
    return SyncMemoryVault(path, embedder=HashEmbedder())


def test_eight_threads_share_one_facade_without_errors_or_losses(tmp_path: Path) -> None:
    errors: list[BaseException] = []

    def writer(vault: SyncMemoryVault, tag: int) -> None:
        for i in range(200):
            try:
                vault.add(f"memory {tag}-{i}", user_id=f"u{tag}", kind="message")
            except BaseException as exc:  # counted, not raised: the test says how many
                errors.append(exc)

    with facade(tmp_path / "threads.db") as vault:
        threads = [threading.Thread(target=writer, args=(vault, t)) for t in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        assert vault.count(all_scopes=True) == 1600
        assert all(vault.count(user_id=f"u{t}") == 200 for t in range(8))


def test_reads_and_writes_mix_across_a_thread_pool(tmp_path: Path) -> None:
    with facade(tmp_path / "pool.db") as vault:

        def work(i: int) -> int:
            vault.add(f"note {i} about tea", user_id="u")
            vault.search("tea", user_id="u", limit=3)
            return len(vault.list(user_id="u", limit=1000))

        with ThreadPoolExecutor(max_workers=6) as pool:
            seen = list(pool.map(work, range(60)))
        assert vault.count(user_id="u") == 60
        assert all(1 <= n <= 60 for n in seen)


def test_it_works_where_the_calling_thread_runs_an_event_loop(tmp_path: Path) -> None:
    """A notebook cell or an async web handler: a loop already runs in this thread."""

    async def inside() -> int:
        with facade(tmp_path / "loop.db") as vault:
            vault.add("written from a coroutine", user_id="u")
            return vault.count(user_id="u")

    assert asyncio.run(inside()) == 1


def test_a_call_after_close_is_a_clear_error_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "closed.db"
    vault = facade(path)
    vault.add("kept", user_id="u")
    vault.close()
    vault.close()  # harmless
    with pytest.raises(InvalidInput, match="closed") as info:
        vault.add("lost", user_id="u")
    assert info.value.field == "SyncMemoryVault"
    with facade(path) as again:
        assert [e.content for e in again.list(user_id="u")] == ["kept"]


class CallingBack:
    """An embedder that calls the facade back while the facade's loop runs it."""

    name, dim = "calling-back", 32

    def __init__(self) -> None:
        self.vault: SyncMemoryVault | None = None
        self.inner = HashEmbedder()

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if self.vault is not None:
            self.vault.count(all_scopes=True)  # on the facade's own loop: waiting would never end
        return await self.inner.embed(texts)


def test_a_call_from_the_facades_own_loop_is_refused_not_deadlocked(tmp_path: Path) -> None:
    embedder = CallingBack()
    with SyncMemoryVault(tmp_path / "own.db", embedder=embedder) as vault:
        vault.open()
        embedder.vault = vault
        with pytest.raises(InvalidInput, match="own event loop"):
            vault.add("a memory", user_id="u")
        embedder.vault = None
        assert vault.count(all_scopes=True) == 0  # the refused call wrote nothing


def test_any_async_object_is_usable_from_blocking_code(tmp_path: Path) -> None:
    """Issue 13 C: only the vault had a sync twin; ``Blocking`` serves a chat history, the
    buffer and the memory tools the same way (their own loop thread, thread-safe)."""
    from memvault import InMemoryChatHistory, Message
    from memvault.agent import MemoryTools
    from memvault.buffer import BufferedMemory
    from memvault.history import SQLiteChatHistory
    from memvault.sync import Blocking, SyncMemoryVault

    with Blocking(SQLiteChatHistory(tmp_path / "chat.db", session_id="s")) as history:
        history.add_messages([Message.user("hello"), Message.assistant("hi")])
        assert [m.content for m in history.get_messages()] == ["hello", "hi"]
        assert history.session_id == "s"  # plain attributes are read through
    with pytest.raises(InvalidInput, match="is closed"):
        history.get_messages()

    with Blocking(BufferedMemory(InMemoryChatHistory(), token_limit=500)) as buffer:
        buffer.put(Message.user("remember the blue door"))
        assert [m.content for m in buffer.get()] == ["remember the blue door"]

    with SyncMemoryVault(tmp_path / "tools.db", embedder="hash") as vault:
        with Blocking(MemoryTools(vault.vault, user_id="dana"), on=vault) as tools:
            saved = tools.dispatch({"id": "c1", "type": "function", "function": {
                "name": "save_memory", "arguments": '{"content": "likes tea"}'}})  # fmt: skip
            assert saved["ok"] is True
        assert [m.content for m in vault.list(user_id="dana")] == ["likes tea"]
        with pytest.raises(InvalidInput, match="on"):
            Blocking(history, on=object())  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="is closed"):
        tools.dispatch({"id": "c2", "type": "function",
                        "function": {"name": "list_memories", "arguments": "{}"}})  # fmt: skip
