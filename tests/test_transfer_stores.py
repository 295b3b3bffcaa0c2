"""export_memories / import_memories across stores and processes (issue 12 E.19): the same
bytes after export, import, export between SQLite and PostgreSQL in both directions, and an
import killed with SIGKILL, then run again, leaves exactly the file's memories."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from uuid import uuid4

import pytest

from memvault import MemoryVault, Message
from memvault.embedders import HashEmbedder
from memvault.stores.postgres import PostgresStore
from memvault.vault.transfer import export_memories, import_memories
from tests.backends.test_postgres_store import drop_store

T0 = datetime(2024, 3, 1, 9, 30, 15, 123456, tzinfo=UTC)
OpenVault = Callable[[str], "AsyncIterator[MemoryVault]"]


@pytest.fixture
def prefixes(pgvector_dsn: str) -> Iterator[list[str]]:
    """The table prefixes a test made in the pgvector database, dropped after it."""
    made: list[str] = []
    yield made
    for prefix in made:
        drop_store(pgvector_dsn, prefix)


@pytest.fixture
def opener(
    tmp_path: Path, pgvector_dsn: str, prefixes: list[str]
) -> Callable[[str], AsyncIterator[MemoryVault]]:
    """``opener("sqlite")`` or ``opener("postgres")``: a context giving a new, empty vault
    of that store."""

    @asynccontextmanager
    async def open_vault(kind: str) -> AsyncIterator[MemoryVault]:
        name = f"v_{uuid4().hex[:12]}"
        if kind == "sqlite":
            target: Path | PostgresStore = tmp_path / f"{name}.db"
        else:
            prefixes.append(name)
            target = PostgresStore(pgvector_dsn, table_prefix=name)
        async with MemoryVault(target, embedder=HashEmbedder()) as made:
            yield made
        if isinstance(target, PostgresStore):
            await target.aclose()

    return open_vault  # type: ignore[return-value]


async def fill(vault: MemoryVault) -> None:
    """Memories of every kind with a history: a key timeline (with a fact learnt late about
    the past), updates, a deleted neighbour, knowledge, a session of messages, an episode."""

    def at(days: int) -> datetime:
        return T0 + timedelta(days=days, microseconds=days)

    await vault.add("Dana lives in Lisbon", user_id="dana", key="user.city", at=at(1))
    await vault.add("Dana lives in Berlin", user_id="dana", key="user.city", at=at(9),
                    importance=0.25, metadata={"ok": True, "nested": {"b": [1, "x"], "a": None}},
                    expires_at=at(900))  # fmt: skip
    await vault.add("Dana lives in Porto", user_id="dana", key="user.city", at=at(5))
    gone = await vault.add("a note to delete", user_id="dana", at=at(2))
    note = await vault.add("Dana likes tea", user_id="dana", at=at(3), metadata={"k": "v"})
    await vault.update(
        note.id, content="Dana likes green tea", metadata={"k": "w", "ü": "ß"}, user_id="dana"
    )
    await vault.delete(gone.id, user_id="dana")
    loose = await vault.add("Dana works at Acme", user_id="dana", at=at(4))
    await vault.assign_key(loose.id, "user.employer", user_id="dana")
    await vault.remember([Message.user("My sister Alice lives in Oslo.")], user_id="dana",
                         session_id="s1", store_messages=True, at=at(6))  # fmt: skip
    for i in range(4):
        await vault.add(f"turn {i} 👋 «quoted»", user_id="dana", agent_id="helper",
                        session_id="s2", kind="message", at=at(7),
                        metadata={"speaker": "Dana" if i % 2 else "Bot"})  # fmt: skip
    await vault.record_episode("went hiking", user_id="ed", tools_used=["map"], at=at(8))


@pytest.mark.postgres
@pytest.mark.parametrize("first", ["sqlite", "postgres"])
async def test_export_import_export_is_byte_identical_across_stores(
    tmp_path: Path, opener: Callable[[str], AsyncIterator[MemoryVault]], first: str
) -> None:
    """Issue 12 E.19: ids, times, keys, validity and events survive SQLite -> PostgreSQL ->
    SQLite (and PostgreSQL -> SQLite -> PostgreSQL), byte for byte."""
    second = "postgres" if first == "sqlite" else "sqlite"
    files = [tmp_path / f"{n}.jsonl" for n in range(3)]
    async with opener(first) as source:  # type: ignore[attr-defined]
        await fill(source)
        count = await export_memories(source, files[0], all_scopes=True)
        assert count == await source.count(all_scopes=True) >= 12
    for kind, read, written in ((second, files[0], files[1]), (first, files[1], files[2])):
        async with opener(kind) as copy:  # type: ignore[attr-defined]
            assert await import_memories(copy, read) == count
            assert await import_memories(copy, read) == 0
            assert await export_memories(copy, written, all_scopes=True) == count
    text = files[0].read_bytes()
    assert files[1].read_bytes() == text
    assert files[2].read_bytes() == text
    for part in (b'"SUPERSEDE"', b'"UPDATE"', b'"supersedes": "', b'"learned": ["'):
        assert part in text


CHILD = textwrap.dedent(
    """
    import asyncio, sys
    from memvault import MemoryVault
    from memvault.embedders import HashEmbedder
    from memvault.stores.postgres import PostgresStore
    from memvault.vault.transfer import import_memories

    def stopped(done: int, total: int) -> None:
        print(done, flush=True)
        sys.stdin.readline()  # the parent kills this process while it waits here

    async def main() -> None:
        kind, where, prefix, path = sys.argv[1:]
        target = where if kind == "sqlite" else PostgresStore(where, table_prefix=prefix)
        async with MemoryVault(target, embedder=HashEmbedder()) as vault:
            await import_memories(vault, path, batch_size=50, progress=stopped)

    asyncio.run(main())
    """
)


def kill_after_first_batch(args: list[str]) -> str:
    """Run ``CHILD`` with ``args``, SIGKILL it once it has committed its first batch (it
    waits there); what it printed then. A child that hangs is killed by a watchdog."""
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, *args],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    ) as child:  # fmt: skip
        watchdog = threading.Timer(120, child.kill)
        watchdog.start()
        try:
            assert child.stdout is not None
            first = child.stdout.readline()
            os.kill(child.pid, signal.SIGKILL)
            assert child.wait(timeout=60) == -signal.SIGKILL
        finally:
            watchdog.cancel()
    return first


@pytest.mark.postgres
@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
async def test_an_import_killed_and_run_again_holds_each_memory_once(
    tmp_path: Path, pgvector_dsn: str, prefixes: list[str], kind: str
) -> None:
    """Issue 12 E.19: kill -9 during an import, then a rerun, left 6,810 duplicates of
    30,000 rows (SQLite) and 6,272 of 12,000 (PostgreSQL)."""
    async with MemoryVault(tmp_path / "source.db", embedder=HashEmbedder()) as source:
        items = [
            {"content": f"memory {i}", "user_id": "u", "kind": ("fact", "message")[i % 2],
             "session_id": "s" if i % 2 else None} for i in range(300)
        ]  # fmt: skip
        await source.add_many(items, user_id="u")
        await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
    prefix = f"k_{uuid4().hex[:12]}"
    prefixes.append(prefix)
    where = str(tmp_path / "copy.db") if kind == "sqlite" else pgvector_dsn
    first = kill_after_first_batch([kind, where, prefix, str(tmp_path / "all.jsonl")])
    assert first.strip() == "50"
    target = tmp_path / "copy.db" if kind == "sqlite" else PostgresStore(where, table_prefix=prefix)
    async with MemoryVault(target, embedder=HashEmbedder()) as copy:
        assert (
            await copy.count(user_id="u") == 50
        )  # the batches before the kill, a prefix of the file
        assert await import_memories(copy, tmp_path / "all.jsonl", batch_size=50) == 250
        assert await copy.count(user_id="u") == 300
        await export_memories(copy, tmp_path / "copy.jsonl", all_scopes=True)
    if isinstance(target, PostgresStore):
        await target.aclose()
    assert (tmp_path / "copy.jsonl").read_bytes() == (tmp_path / "all.jsonl").read_bytes()
