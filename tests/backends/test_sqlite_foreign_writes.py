"""A SQLite store follows what other connections and processes write to its file by reading
what they changed, not every memory again (issue 12 E.17: with 50k memories and another
process adding 2 memories a second, a reader's search p50 went 5 ms -> 1,110 ms, each
search after a foreign commit reloading the whole in-memory index).

Each test checks two things after each foreign change: the reader's searches give exactly
what a store opened afresh on the file gives (the new state), and the reader did not load
the file again (``SearchIndex.load`` counted; the rows it read, bounded)."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import textwrap
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memvault.core.records import Selection
from memvault.core.types import MemoryEntry
from memvault.embedders import HashEmbedder
from memvault.errors import Conflict
from memvault.policy.search import SEMANTIC
from memvault.stores.sqlite import SQLiteStore, refresh
from memvault.stores.sqlite.search import SearchIndex
from memvault.vault.vault import MemoryVault

Step = Callable[[MemoryVault], Awaitable[object]]
Seen = list[list[tuple[float, str]]]

QUERIES = ["green tea", "harbour walk", "city lisbon porto", "violin lessons", "dog"]
V3 = Path(__file__).parent.parent / "data" / "sqlite_store_v3.sql"
PAST = datetime(2024, 1, 1, tzinfo=UTC)


@pytest.fixture
def loads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times each index loaded every memory of its file (by ``id`` of the index):
    the real ``load``, counted."""
    calls: list[int] = []
    real = SearchIndex.load

    def counted(index: SearchIndex, *, saved: bool = False) -> None:
        calls.append(id(index))
        real(index, saved=saved)

    monkeypatch.setattr(SearchIndex, "load", counted)
    return calls


@pytest.fixture
async def two(tmp_path: Path) -> AsyncIterator[tuple[MemoryVault, MemoryVault]]:
    """A writer and a reader on one file, each with its own connection; the reader has
    searched once (its index is loaded)."""
    path = tmp_path / "shared.db"
    async with (
        MemoryVault(path, embedder=HashEmbedder()) as writer,
        MemoryVault(path, embedder=HashEmbedder()) as reader,
    ):
        await writer.add_many([
            {"content": "I drink green tea every morning", "user_id": "u"},
            {"content": "I live in Lisbon", "user_id": "u", "key": "user.city", "at": PAST},
            {"content": "my sister plays the violin", "user_id": "v"},
        ])  # fmt: skip
        await writer.add_many([
            {"content": text, "user_id": "u", "session_id": "s", "kind": "message",
             "metadata": {"speaker": speaker}}
            for speaker, text in [
                ("Ana", "we walked along the harbour"), ("Ben", "with the dog?"),
                ("Ana", "yes, and then green tea"), ("Ben", "lovely city walk"),
                ("Ana", "violin lessons after"),
            ]
        ])  # fmt: skip
        await reader.search("tea", user_id="u")
        yield writer, reader


async def seen(vault: MemoryVault, users: tuple[str, str] = ("u", "v")) -> Seen:
    """What searches of every kind return in two users' scopes, scores rounded, each list
    ordered by score then id (so that equal scores compare whatever order the rows were
    indexed in)."""
    store = vault.backend
    now = datetime.now(UTC)
    results: Seen = []
    user, other = users
    for query in QUERIES:
        [vector] = await vault.embed([query])
        for selection in (Selection(user), Selection(other), Selection(user, valid_at=now),
                          Selection(user, valid_at=PAST + timedelta(days=1))):  # fmt: skip
            for weight in (0.0, 0.5):
                hits = await store.keyword_search(
                    query.split(), selection, 100, context_weight=weight
                )
                results.append(sorted((-round(s, 9), e.id) for e, s in hits))
            hits = await store.vector_search(vector, selection, 100)
            results.append(sorted((-round(s, 6), e.id) for e, s in hits))
        for one in users:
            found = await vault.search(query, user_id=one, limit=20)
            results.append(sorted((-round(e.score or 0.0, 6), e.id) for e in found))
    return results


async def fresh(path: str, users: tuple[str, str] = ("u", "v")) -> Seen:
    async with MemoryVault(path, embedder=HashEmbedder()) as afresh:
        return await seen(afresh, users)


def path_of(vault: MemoryVault) -> str:
    store = vault.backend
    assert isinstance(store, SQLiteStore)
    return store.path


def index_of(vault: MemoryVault) -> SearchIndex:
    store = vault.backend
    assert isinstance(store, SQLiteStore)
    index = store._index
    assert index is not None
    return index


async def find(vault: MemoryVault, content: str, *, user: str = "u") -> MemoryEntry:
    [entry] = [e for e in await vault.list_all(user_id=user) if e.content == content]
    return entry


async def add(w: MemoryVault) -> object:
    return await w.add("a new green tea shop", user_id="u")


async def add_many(w: MemoryVault) -> object:
    return await w.add_many([{"content": f"harbour walk {i}", "user_id": "v"} for i in range(3)])


async def add_a_turn(w: MemoryVault) -> object:
    return await w.add("dog walk at the harbour", user_id="u", session_id="s", kind="message")


async def update_content(w: MemoryVault) -> object:
    entry = await find(w, "I drink green tea every morning")
    return await w.update(entry.id, content="I drink black coffee", user_id="u")


async def update_metadata(w: MemoryVault) -> object:
    entry = await find(w, "my sister plays the violin", user="v")
    return await w.update(entry.id, metadata={"who": "sister"}, user_id="v")


async def merge_a_repeated_fact(w: MemoryVault) -> object:
    return await w.add("I live in Lisbon", user_id="u", metadata={"again": True})


async def delete_a_turn(w: MemoryVault) -> object:
    return await w.delete((await find(w, "with the dog?")).id, user_id="u")


async def supersede(w: MemoryVault) -> object:
    return await w.add("I live in Porto", user_id="u", key="user.city")


async def assign_a_key(w: MemoryVault) -> object:
    return await w.assign_key((await find(w, "a new green tea shop")).id, "user.city", user_id="u")


async def expire_and_prune(w: MemoryVault) -> object:
    await w.add("an old violin lessons coupon", user_id="u", at=PAST,
                expires_at=PAST + timedelta(days=2))  # fmt: skip
    return await w.prune()


async def forget_a_user(w: MemoryVault) -> object:
    return await w.forget(user_id="v")


STEPS: list[tuple[Step, int]] = [  # each change, and how many rows the reader may read
    (add, 1), (add_many, 3), (add_a_turn, 1), (update_content, 1), (update_metadata, 1),
    (merge_a_repeated_fact, 1), (delete_a_turn, 1), (supersede, 2), (assign_a_key, 3),
    (expire_and_prune, 1), (forget_a_user, 0),
]  # fmt: skip


@pytest.mark.parametrize("at", range(len(STEPS)), ids=[step.__name__ for step, _ in STEPS])
async def test_a_reader_catches_up_with_each_kind_of_change_without_reloading(
    two: tuple[MemoryVault, MemoryVault], loads: list[int], at: int
) -> None:
    writer, reader = two
    index = index_of(reader)
    for earlier, _ in STEPS[:at]:  # the changes before this one, caught up one at a time
        await earlier(writer)
        await reader.search("tea", user_id="u")
    step, bound = STEPS[at]
    before = index.rows_read
    await step(writer)
    assert await seen(reader) == await fresh(path_of(reader))
    assert loads.count(id(index)) == 0  # loaded when the reader opened, before counting
    assert index.rows_read - before <= bound


async def test_a_reader_catches_up_with_many_changes_at_once(
    two: tuple[MemoryVault, MemoryVault], loads: list[int]
) -> None:
    writer, reader = two
    index = index_of(reader)
    for step, _ in STEPS:
        await step(writer)
    before = index.rows_read
    assert await seen(reader) == await fresh(path_of(reader))
    assert loads.count(id(index)) == 0
    assert index.rows_read - before <= sum(bound for _, bound in STEPS)


async def test_another_process_writes_and_the_reader_follows(
    tmp_path: Path, loads: list[int]
) -> None:
    path = tmp_path / "processes.db"
    async with MemoryVault(path, embedder=HashEmbedder()) as reader:
        kept = await reader.add("I drink green tea", user_id="u")
        gone = await reader.add("I drink black coffee", user_id="u")
        assert len(await reader.search("drink", user_id="u")) == 2
        index = index_of(reader)
        script = textwrap.dedent(f"""
            import asyncio
            from memvault.embedders import HashEmbedder
            from memvault.vault.vault import MemoryVault

            async def main():
                async with MemoryVault({str(path)!r}, embedder=HashEmbedder()) as vault:
                    await vault.add("green tea with mint", user_id="u")
                    await vault.update({kept.id!r}, content="I drink jasmine green tea",
                                       user_id="u")
                    await vault.delete({gone.id!r}, user_id="u")

            asyncio.run(main())
        """)
        process = await asyncio.create_subprocess_exec(sys.executable, "-c", script)
        async with asyncio.timeout(60):  # a writer that hangs fails the test
            assert await process.wait() == 0
        found = await reader.search("green tea", user_id="u", limit=10)
        assert sorted(e.content for e in found) == ["I drink jasmine green tea",
                                                    "green tea with mint"]  # fmt: skip
        assert await seen(reader) == await fresh(str(path))
        assert loads.count(id(index)) == 1  # when it opened


async def test_a_log_trimmed_past_the_reader_or_a_reembed_reloads(
    two: tuple[MemoryVault, MemoryVault], loads: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the change log cannot tell what changed, the reader loads everything again:
    when it was trimmed past the reader's position, and after a re-embedding."""
    writer, reader = two
    index = index_of(reader)
    monkeypatch.setattr(refresh, "LOG_KEPT", 2)
    for entry in (await writer.list_all(user_id="u"))[:4]:
        await writer.delete(entry.id, user_id="u")
    assert await seen(reader) == await fresh(path_of(reader))
    assert loads.count(id(index)) == 1
    await writer.reembed()
    assert await seen(reader) == await fresh(path_of(reader))
    assert loads.count(id(index)) == 2
    await writer.add("after the reload", user_id="u")
    assert await seen(reader) == await fresh(path_of(reader))
    assert loads.count(id(index)) == 2


async def test_own_writes_after_a_foreign_one_are_caught_up_with_it(
    two: tuple[MemoryVault, MemoryVault], loads: list[int]
) -> None:
    """A reader that writes before it has caught up with another's commit leaves its own
    change to the catch-up, which reads both from the file."""
    writer, reader = two
    index = index_of(reader)
    await writer.add("the writer's harbour walk", user_id="u")
    mine = await reader.add("the reader's harbour walk", user_id="u")
    await reader.delete((await find(reader, "I drink green tea every morning")).id, user_id="u")
    await reader.update(mine.id, content="the reader's city walk", user_id="u")
    assert await seen(reader) == await fresh(path_of(reader))
    assert loads.count(id(index)) == 0


async def test_a_file_of_an_earlier_version_is_followed_once_migrated(
    tmp_path: Path, loads: list[int]
) -> None:
    """A file written before the change log (``tests/data/sqlite_store_v3.sql``, schema
    0001-0003) gets it when it opens: the next changes are followed without a reload."""
    path = tmp_path / "v3.db"
    conn = sqlite3.connect(path)
    conn.executescript(V3.read_text(encoding="utf-8"))
    conn.close()
    async with (
        MemoryVault(path, embedder=HashEmbedder()) as writer,
        MemoryVault(path, embedder=HashEmbedder()) as reader,
    ):
        index = index_of(reader)
        users = ("dana", "nobody")
        assert await seen(reader, users) == await fresh(str(path), users)
        facts = await writer.list_all(user_id="dana", kind="fact")
        await writer.delete(facts[0].id, user_id="dana")
        await writer.update(facts[1].id, content="Dana drinks green tea in Porto", user_id="dana")
        await writer.add("Dana lives in Faro now", user_id="dana", key="user.city")
        await writer.forget(session_id="s1")
        assert await seen(reader, users) == await fresh(str(path), users)
        assert loads.count(id(index)) == 1  # when it opened


async def test_a_reembed_between_the_catch_up_and_the_exact_scores_is_refused(
    two: tuple[MemoryVault, MemoryVault], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The index ranks by its compact codes, then reads the candidates' exact vectors from
    the file: when another process re-embedded the store in between, those are another
    model's, and the search is refused as any search after a re-embedding is, instead of
    scoring with them."""
    writer, reader = two
    index = index_of(reader)
    keep = index._keep

    def keep_then_reembed(selection: Selection) -> object:
        found = keep(selection)
        conn = sqlite3.connect(path_of(writer))
        with conn:  # what a re-embedding commits at its end: the new embedder
            conn.execute("UPDATE store_meta SET value = 'another-model' WHERE key = 'embedder'")
        conn.close()
        return found

    monkeypatch.setattr(index, "_keep", keep_then_reembed)
    with pytest.raises(Conflict, match="another-model"):
        await reader.search("green tea", user_id="u", config=SEMANTIC)
