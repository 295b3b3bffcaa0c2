"""The contract every RecordStore keeps, exercised through ``MemoryVault`` (with the fast
``HashEmbedder``: these tests are about storage, not about model quality).

A backend's test module subclasses ``RecordStoreConformance`` and provides ``make_store`` (a
factory of empty, un-opened stores, all on the same database) and ``residue`` (raw row counts
of everything kept for one user, read with the backend's own SQL). ``import_file`` is how a
test imports a file into the vault (``memvault.vault.transfer.import_memories``; a remote
vault imports through its server).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memvault import BackendUnavailable, Conflict, InvalidInput, NotFound
from memvault.core.filters import (
    MAX_FILTER_DEPTH,
    MAX_FILTER_TERMS,
    MAX_IN_LIST,
    matches,
    parse_where,
)
from memvault.core.protocols import Memory
from memvault.core.records import Selection
from memvault.core.stores import RecordStore
from memvault.core.types import MemoryEntry
from memvault.embedders import HashEmbedder
from memvault.policy.search import KEYWORD, SEMANTIC
from memvault.vault.transfer import import_memories
from memvault.vault.vault import MemoryVault
from tests.conformance.hostile import HOSTILE, Call, deep_where

MakeStore = Callable[[], RecordStore]


class Renamed(HashEmbedder):
    """A hash embedder under another name: another model, as far as a store can tell."""

    @property
    def name(self) -> str:
        return f"renamed-{self.dim}"


WITH_CONTEXT = replace(KEYWORD, context_weight=0.5)
"""Plain BM25 that also reads a message's neighbouring turns."""

CONVERSATION = [
    "Ana: we adopted a puppy last week",
    "Ben: what breed is it",
    "Ana: a beagle, he chews every shoe",
    "Ben: my cousin trains dogs",
    "Ana: tell me more about your cousin",
    "Ben: she lives near the harbour",
]

SUPPRESSED = [
    # One store is filled once and then queried by every example, on purpose.
    HealthCheck.function_scoped_fixture,
    # The same test method runs once per backend subclass, each with its own store.
    HealthCheck.differing_executors,
]

FTS_SYNTAX = [
    '"unbalanced quote',
    "NEAR(tea coffee, 2)",
    "tea* -coffee (green",
    "AND OR NOT",
    "col:tea ^start",
    "'; DROP TABLE memories; --",
    "!!! ??? ...",
]


class RecordStoreConformance:
    @pytest.fixture
    def make_store(self) -> MakeStore:
        raise NotImplementedError

    async def residue(self, store: RecordStore, user_id: str) -> dict[str, int]:
        """Rows of any table that still mention ``user_id`` (memories, history, indexes)."""
        raise NotImplementedError

    @pytest.fixture
    async def vault(self, make_store: MakeStore) -> AsyncIterator[MemoryVault]:
        vault = MemoryVault(make_store(), embedder=HashEmbedder())
        async with vault:
            yield vault

    async def import_file(self, vault: MemoryVault, path: Any) -> int:
        """Import the JSON lines at ``path`` into ``vault``."""
        return await import_memories(vault, path)

    # -- writing and reading ------------------------------------------------------------

    async def test_add_returns_what_get_reads(self, vault: MemoryVault) -> None:
        when = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
        entry = await vault.add(
            "Caroline went to a support group",
            user_id="u1",
            agent_id="a1",
            session_id="s1",
            kind="message",
            metadata={"dia_id": "D1:3", "n": 3},
            at=when,
            importance=0.75,
        )
        got = await vault.get(entry.id, all_scopes=True)
        assert got == entry
        assert (got.kind, got.occurred_at, got.importance) == ("message", when, 0.75)
        assert (got.scope.user_id, got.scope.agent_id, got.scope.session_id) == ("u1", "a1", "s1")

    async def test_the_same_fact_twice_is_one_memory(self, vault: MemoryVault) -> None:
        first = await vault.add("Alice likes green tea", user_id="u", metadata={"a": 1, "b": 1})
        again = await vault.add("  alice LIKES green   tea ", user_id="u", metadata={"b": 2})
        assert again.id == first.id
        assert again.metadata == {"a": 1, "b": 2}
        assert again.updated_at is not None
        assert again.updated_at >= first.created_at
        assert await vault.count(user_id="u") == 1
        assert [e.event for e in await vault.events(first.id, all_scopes=True)] == ["ADD", "UPDATE"]
        other_scope = await vault.add("Alice likes green tea", user_id="someone else")
        assert other_scope.id != first.id

    async def test_messages_and_episodes_are_events(self, vault: MemoryVault) -> None:
        for kind in ("message", "episode"):
            a = await vault.add("hello there", user_id="u", kind=kind)
            b = await vault.add("hello there", user_id="u", kind=kind)
            assert a.id != b.id
        assert await vault.count(user_id="u") == 4

    async def test_add_many_is_one_batch_and_all_or_nothing(self, vault: MemoryVault) -> None:
        entries = await vault.add_many(
            ["fact one", {"content": "fact two", "user_id": "u"}, "fact one"], user_id="u"
        )
        assert entries[0].id == entries[2].id
        assert await vault.count(all_scopes=True) == 2
        with pytest.raises(InvalidInput):
            await vault.add_many(["fine", {"content": ""}], user_id="u")
        with pytest.raises(InvalidInput):
            await vault.add_many(["fine", {"content": "x", "surprise": 1}], user_id="u")
        assert await vault.count(all_scopes=True) == 2

    async def test_update_reembeds_and_records(self, vault: MemoryVault) -> None:
        entry = await vault.add("The user lives in Porto", user_id="u")
        updated = await vault.update(entry.id, content="The user lives in Lisbon", all_scopes=True)
        assert updated.content == "The user lives in Lisbon"
        [hit] = await vault.search("Lisbon", user_id="u", limit=1, config=KEYWORD)
        assert hit.id == entry.id
        assert await vault.search("Porto", user_id="u", config=KEYWORD) == []
        await vault.update(entry.id, metadata={"source": "profile"}, all_scopes=True)
        assert (await vault.get(entry.id, all_scopes=True)).metadata == {"source": "profile"}
        events = await vault.events(entry.id, all_scopes=True)
        assert [e.event for e in events] == ["ADD", "UPDATE", "UPDATE"]
        assert events[1].content == "The user lives in Lisbon"

    async def test_update_into_an_existing_fact_is_a_conflict(self, vault: MemoryVault) -> None:
        await vault.add("fact A", user_id="u")
        b = await vault.add("fact B", user_id="u")
        with pytest.raises(Conflict):
            await vault.update(b.id, content="FACT a", all_scopes=True)
        assert (await vault.get(b.id, all_scopes=True)).content == "fact B"

    async def test_delete_keeps_history(self, vault: MemoryVault) -> None:
        entry = await vault.add("temporary", user_id="u")
        removed = await vault.delete(entry.id, all_scopes=True)
        assert removed.id == entry.id
        with pytest.raises(NotFound):
            await vault.get(entry.id, all_scopes=True)
        with pytest.raises(NotFound):
            await vault.delete(entry.id, all_scopes=True)
        assert [e.event for e in await vault.events(entry.id, all_scopes=True)] == ["ADD", "DELETE"]
        with pytest.raises(NotFound):
            await vault.events("no-such-id", all_scopes=True)
        with pytest.raises(NotFound):
            await vault.update("no-such-id", content="x", all_scopes=True)

    async def test_list_and_count(self, vault: MemoryVault) -> None:
        start = datetime(2024, 1, 1, tzinfo=UTC)
        for i in range(5):
            await vault.add(
                f"turn {i}",
                user_id="u",
                session_id="s",
                kind="message",
                at=start + timedelta(seconds=5 - i),
                metadata={"i": i},
            )
        await vault.add("a fact", user_id="u")
        listed = await vault.list(user_id="u", kind="message")
        assert [e.content for e in listed] == [f"turn {i}" for i in (4, 3, 2, 1, 0)]
        assert [
            e.content for e in await vault.list(user_id="u", kind="message", limit=2, offset=1)
        ] == ["turn 3", "turn 2"]
        assert await vault.count(user_id="u") == 6
        assert await vault.count(user_id="u", kind="fact") == 1
        assert await vault.count(user_id="u", where={"i": {"gte": 3}}) == 2
        assert await vault.count(user_id="nobody") == 0

    async def test_forget_leaves_no_residue(self, vault: MemoryVault) -> None:
        for i in range(3):
            entry = await vault.add(f"secret {i}", user_id="gone", session_id="s")
        await vault.update(entry.id, content="an updated secret", all_scopes=True)
        await vault.delete(entry.id, all_scopes=True)
        await vault.add("kept", user_id="stays")
        assert await vault.forget(user_id="gone") == 2
        assert set((await self.residue(vault.backend, "gone")).values()) == {0}
        assert sum((await self.residue(vault.backend, "stays")).values()) > 0
        assert await vault.search("secret", user_id="gone") == []
        assert await vault.count(all_scopes=True) == 1
        with pytest.raises(InvalidInput, match="user_id"):
            await vault.forget()

    async def test_forget_by_session_and_agent(self, vault: MemoryVault) -> None:
        await vault.add("in s1", user_id="u", session_id="s1", kind="message")
        await vault.add("in s2", user_id="u", session_id="s2", kind="message")
        await vault.add("by agent", agent_id="bot")
        assert await vault.forget(session_id="s1") == 1
        assert await vault.forget(agent_id="bot") == 1
        assert [e.content for e in await vault.list(all_scopes=True)] == ["in s2"]

    # -- search -------------------------------------------------------------------------

    async def test_search_finds_and_scores(self, vault: MemoryVault) -> None:
        await vault.add("Melanie paints sunsets by the lake", user_id="u")
        await vault.add("The quarterly report is due on Friday", user_id="u")
        for config in (None, KEYWORD, SEMANTIC):
            hits = await vault.search("painting sunsets", user_id="u", config=config)
            assert hits, config
            assert hits[0].content == "Melanie paints sunsets by the lake"
            scores = [h.score for h in hits if h.score is not None]
            assert len(scores) == len(hits), "every search hit has a score"
            assert all(0.0 < s <= 1.0 for s in scores)
            assert scores == sorted(scores, reverse=True)

    async def test_only_search_hits_carry_a_score(self, vault: MemoryVault) -> None:
        added = await vault.add("Melanie paints sunsets", user_id="u")
        episode = await vault.record_episode("Painted by the lake", user_id="u")
        unranked = [
            added,
            await vault.get(added.id, user_id="u"),
            *await vault.list(user_id="u"),
            (await vault.update(added.id, content="Melanie paints dawns", user_id="u")),
        ]
        assert [m.score for m in unranked] == [None] * len(unranked)
        assert episode.relevance is None
        assert "score" not in repr(added)
        [hit] = await vault.search("dawns", user_id="u", kinds=["fact"])
        assert hit.score is not None
        assert 0.0 < hit.score <= 1.0
        assert f"score={hit.score:.3f}" in repr(hit)

    async def test_min_score_and_empty_results(self, vault: MemoryVault) -> None:
        await vault.add("Melanie paints sunsets", user_id="u")
        assert await vault.search("zebra xylophone", user_id="u", config=KEYWORD) == []
        assert await vault.search("   ", user_id="u") == []
        assert await vault.search("sunsets", user_id="u", min_score=1.0) == []
        assert len(await vault.search("sunsets", user_id="u", min_score=0.01)) == 1
        assert await vault.search("sunsets", user_id="other") == []

    @pytest.mark.parametrize("query", FTS_SYNTAX)
    async def test_fts_syntax_in_a_query_is_just_text(self, vault: MemoryVault, query: str) -> None:
        await vault.add("green tea and coffee at the start", user_id="u")
        hits = await vault.search(query, user_id="u")
        assert all(h.scope.user_id == "u" for h in hits)
        await vault.list(user_id="u")  # the store still works

    async def test_search_arguments_are_checked(self, vault: MemoryVault) -> None:
        bad: list[dict[str, Any]] = [
            {"limit": 0},
            {"limit": -3},
            {"limit": 10**6},
            {"limit": "5"},
            {"min_score": 1.5},
            {"kinds": ["thought"]},
            {"kinds": "fact"},
            {"where": {"x": {"regex": "a.*"}}},
            {"where": []},
            {"config": "hybrid"},
            {"user_id": ""},
            {"user_id": 7},
        ]
        for kwargs in bad:
            with pytest.raises(InvalidInput):
                await vault.search("tea", **kwargs)
        with pytest.raises(InvalidInput):
            await vault.search(None, all_scopes=True)  # type: ignore[arg-type]

    async def test_bad_content_is_rejected_and_nothing_written(self, vault: MemoryVault) -> None:
        for content in ["", "nul\x00byte", "lone \ud800 surrogate", 42, None]:
            with pytest.raises(InvalidInput, match="content"):
                await vault.add(content, user_id="u")  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match="limit is"):
            await vault.add("x" * (vault.max_content_bytes + 1), user_id="u")
        with pytest.raises(InvalidInput, match="kind"):
            await vault.add("x", kind="thought", user_id="u")  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match="importance"):
            await vault.add("x", importance=2, user_id="u")
        with pytest.raises(InvalidInput, match="at"):
            await vault.add("x", at="yesterday", user_id="u")  # type: ignore[arg-type]
        assert await vault.count(all_scopes=True) == 0

    @pytest.mark.parametrize(("call", "field"), [row[1:] for row in HOSTILE],
                             ids=[row[0] for row in HOSTILE])  # fmt: skip
    async def test_hostile_input_is_invalid_input_and_writes_nothing(
        self, vault: MemoryVault, call: Call, field: str
    ) -> None:
        """Each of these escaped as a RecursionError, OverflowError, UnicodeEncodeError or
        ValueError, or came back from the store as BackendUnavailable (SQLite's "Expression
        tree is too large", PostgreSQL's 65,535 parameters), before the limits in
        ``core.validate`` and ``core.filters`` (issue 12, D.13 and D.14)."""
        kept = await vault.add("tea with lemon", user_id="u", metadata={"n": 1})
        before = await vault.count(all_scopes=True)
        with pytest.raises(InvalidInput) as raised:
            await call(vault, kept.id)
        assert raised.value.field.startswith(field), raised.value
        assert await vault.count(all_scopes=True) == before
        assert (await vault.get(kept.id, user_id="u")).metadata == {"n": 1}

    async def test_filters_at_the_limits_run_on_the_store(self, vault: MemoryVault) -> None:
        """The largest filters the limits allow are answered, never refused by the store."""
        await vault.add("tea", metadata={"a": 7}, user_id="u")
        wide = {"a": {"in": list(range(MAX_IN_LIST))}}
        assert await vault.count(where=wide, all_scopes=True) == 1
        assert (
            len(
                await vault.search(
                    "tea", where={"a": {"nin": list(range(MAX_IN_LIST))}}, all_scopes=True
                )
            )
            == 0
        )
        terms = MAX_FILTER_TERMS - MAX_FILTER_DEPTH  # each level of nesting counts one
        deep = deep_where(MAX_FILTER_DEPTH - 1)
        deep["and"].append({"a": {"in": [*range(8, 8 + terms - 2), 7]}})
        assert await vault.count(where=deep, all_scopes=True) == 0  # the innermost {"a": 1} fails
        deep["and"][0] = {"a": 7}
        assert await vault.count(where=deep, all_scopes=True) == 1
        assert await vault.list(offset=2**31, all_scopes=True) == []

    async def test_an_import_file_that_is_not_utf8_names_the_line(
        self, vault: MemoryVault, tmp_path: Any
    ) -> None:
        """A non-UTF-8 import file raised UnicodeDecodeError (issue 12, D.13)."""
        path = tmp_path / "memories.jsonl"
        path.write_bytes(b'{"content": "fine", "user_id": "u"}\n{"content": "caf\xe9"}\n')
        with pytest.raises(InvalidInput, match="line 2"):
            await self.import_file(vault, path)
        path.write_bytes(b'{"content": "fine", "user_id": "u"}\n\n' + b"[" * 100_000 + b"\n")
        with pytest.raises(InvalidInput, match="line 3"):
            await self.import_file(vault, path)
        path.write_bytes(b'{"content": "n", "metadata": {"n": ' + b"9" * 5000 + b"}}\n")
        with pytest.raises(InvalidInput, match="line 1"):
            await self.import_file(vault, path)
        assert await vault.count(all_scopes=True) == 0

    async def test_a_vault_given_no_embedder_opens_with_the_built_in_one_recorded(
        self, make_store: MakeStore
    ) -> None:
        async with MemoryVault(make_store(), embedder=HashEmbedder(48)) as writer:
            await writer.add("I live in Paris", user_id="u")
        async with MemoryVault(make_store()) as reader:  # names no embedder
            assert reader.embedder.name == HashEmbedder(48).name
            [hit] = await reader.search("Paris", user_id="u")
            assert hit.content == "I live in Paris"
        renamed = MemoryVault(make_store(), embedder=Renamed())
        await renamed.reembed()  # (a vault that re-embeds opens by doing so)
        await renamed.aclose()
        with pytest.raises(Conflict, match="renamed-32"):  # not built in: named, as before
            async with MemoryVault(make_store()):
                pass

    async def test_resolve_id_takes_a_prefix_that_names_one_memory_of_the_scope(
        self, vault: MemoryVault, tmp_path: Any
    ) -> None:
        lines = [
            {"id": "feed01", "content": "one", "user_id": "u"},
            {"id": "feed02", "content": "two", "user_id": "u"},
            {"id": "feed", "content": "three", "user_id": "u"},
            {"id": "beef", "content": "theirs", "user_id": "v"},
        ]
        path = tmp_path / "ids.jsonl"
        path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
        await self.import_file(vault, path)
        added = await vault.add("four", user_id="u")
        assert await vault.resolve_id(added.id[:6], user_id="u") == added.id
        assert await vault.resolve_id(added.id, user_id="u") == added.id
        assert await vault.resolve_id("feed", user_id="u") == "feed"  # the whole id wins
        with pytest.raises(InvalidInput, match="feed01, feed02") as ambiguous:
            await vault.resolve_id("feed0", user_id="u")
        assert ambiguous.value.field == "memory_id"
        with pytest.raises(NotFound):  # another user's memory is not found, as in get()
            await vault.resolve_id("bee", user_id="u")
        assert await vault.resolve_id("bee", user_id="v") == "beef"
        with pytest.raises(InvalidInput):
            await vault.resolve_id("", user_id="u")

    async def test_a_scoped_vault_is_a_memory_of_that_scope_only(self, vault: MemoryVault) -> None:
        other = await vault.add("The user's dog is called Bo", user_id="other")
        memory = vault.scoped(user_id="u")
        assert isinstance(memory, Memory)
        await memory.store("The user's dog is called Rex", {"source": "chat"})
        [hit] = await memory.search("dog called", limit=5)
        assert (hit.content, hit.metadata, hit.scope.user_id) == (
            "The user's dog is called Rex",
            {"source": "chat"},
            "u",
        )
        await memory.clear()
        assert await vault.count(user_id="u") == 0
        assert await vault.get(other.id, user_id="other") == other
        with pytest.raises(InvalidInput, match="user_id"):
            vault.scoped()

    # -- scopes: every call names one ------------------------------------------------------

    async def test_by_id_calls_reach_only_their_scope(self, vault: MemoryVault) -> None:
        mine = await vault.add("Alice's locker code is 4711", user_id="alice", agent_id="bot")
        other = "mallory"
        missing = "no memory with id"
        for call in (
            vault.get(mine.id, user_id=other),
            vault.events(mine.id, user_id=other),
            vault.update(mine.id, content="changed", user_id=other),
            vault.delete(mine.id, user_id=other),
            vault.assign_key(mine.id, "user.locker", user_id=other),
            vault.get(mine.id, user_id="alice", agent_id="another bot"),
        ):
            with pytest.raises(NotFound, match=missing) as caught:
                await call
            assert "alice" not in str(caught.value)  # an id reveals nothing about its owner
        with pytest.raises(NotFound) as unknown:
            await vault.get("no-such-id", user_id=other)
        assert str(unknown.value).replace("no-such-id", mine.id) == str(caught.value)
        assert await vault.get(mine.id, user_id="alice") == mine  # nothing changed
        assert [e.event for e in await vault.events(mine.id, agent_id="bot")] == ["ADD"]
        assert await vault.get(mine.id, all_scopes=True) == mine
        await vault.delete(mine.id, user_id="alice")
        with pytest.raises(NotFound):
            await vault.events(mine.id, user_id=other)  # the history of a deleted memory too
        assert [e.event for e in await vault.events(mine.id, user_id="alice")] == ["ADD", "DELETE"]

    async def test_a_call_naming_no_scope_is_refused_not_widened(self, vault: MemoryVault) -> None:
        await vault.add("a secret of a", user_id="a")
        await vault.add("a secret of b", user_id="b")
        entry = (await vault.list(user_id="a"))[0]
        unscoped = (
            vault.search("secret"), vault.list(), vault.list_all(), vault.count(),
            vault.get(entry.id), vault.events(entry.id), vault.delete(entry.id),
            vault.update(entry.id, content="x"), vault.assign_key(entry.id, "k"), vault.forget(),
            vault.add("no owner"), vault.add_many(["no owner"]),
            vault.add_many([{"content": "no owner", "metadata": {"n": 1}}]),
        )  # fmt: skip
        for call in unscoped:
            with pytest.raises(InvalidInput, match="user_id") as caught:
                await call
            assert "all_scopes=True" in str(caught.value) or "scope" in str(caught.value)
        with pytest.raises(InvalidInput, match="all_scopes"):
            await vault.search("secret", user_id="a", all_scopes=True)
        with pytest.raises(InvalidInput, match="all_scopes"):
            await vault.count(all_scopes="yes")  # type: ignore[arg-type]
        assert await vault.count(all_scopes=True) == 2  # nothing was written or removed
        hits = await vault.search("secret", all_scopes=True, limit=10)
        assert {h.scope.user_id for h in hits} == {"a", "b"}
        assert await vault.forget(all_scopes=True) == 2
        assert await vault.count(all_scopes=True) == 0

    async def test_another_embedder_is_refused(self, make_store: MakeStore) -> None:
        async with MemoryVault(make_store(), embedder=HashEmbedder(32)) as vault:
            await vault.add("written with 32 dimensions", user_id="u")
        with pytest.raises(Conflict, match="memvault reembed"):
            await MemoryVault(make_store(), embedder=HashEmbedder(16)).open()

    @pytest.mark.parametrize("after", [16, 32], ids=["other-dim", "same-dim"])
    async def test_a_store_reembedded_meanwhile_never_mixes_vectors(
        self, make_store: MakeStore, after: int
    ) -> None:
        """A vault that opened the store before another re-embedded it (to another dimension,
        or to another model of the same one) can no longer write its vectors or search with
        them: a clear error, nothing written, the re-embedded store intact."""
        stale_store, other_store = make_store(), make_store()
        stale = MemoryVault(stale_store, embedder=HashEmbedder(32))
        async with stale:
            entry = await stale.add("green tea in Lisbon", user_id="u")
            other = MemoryVault(other_store, embedder=Renamed(after))
            assert await other.reembed() == 1
            # Another process's store object sees the file or database changed under it;
            # the same object (an in-memory store shared by both vaults) knows the new
            # dimension, and refuses a vector of another length before anything else.
            shared = stale_store is other_store
            error, match = (InvalidInput, "numbers") if shared else (Conflict, "memvault reembed")
            attempts: list[Callable[[], Awaitable[object]]] = [
                lambda: stale.add("black coffee", user_id="u"),
                lambda: stale.add_many([{"content": "milk", "user_id": "u"}]),
                lambda: stale.update(entry.id, content="green tea in Porto", user_id="u"),
                lambda: stale.search("green tea", user_id="u", config=SEMANTIC),
            ]
            if shared and after == 32:
                attempts = []  # same object, same length: nothing tells the vectors apart
            for attempt in attempts:
                with pytest.raises(error, match=match):
                    await attempt()
            async with other:
                assert [m.content for m in await other.list(user_id="u")] == [entry.content]
                [hit] = await other.search("green tea", user_id="u", config=SEMANTIC, limit=1)
                assert hit.content == entry.content

    # -- the neighbouring turns of a message ---------------------------------------------

    async def _conversation(self, vault: MemoryVault) -> list[MemoryEntry]:
        """``CONVERSATION`` as one session of user ``u``, with filler elsewhere (so that
        no word of it is common in the scope)."""
        start = datetime(2024, 5, 1, tzinfo=UTC)
        await vault.add_many(
            [{"content": f"note {i} about gardening and tomatoes", "user_id": "u"}
             for i in range(12)], user_id="u"
        )  # fmt: skip
        turns = await vault.add_many(
            [{"content": text, "user_id": "u", "session_id": "s1", "kind": "message",
              "metadata": {"turn": i}, "at": start + timedelta(minutes=i)}
             for i, text in enumerate(CONVERSATION)], user_id="u"
        )  # fmt: skip
        await vault.add("other: a puppy in another session", user_id="u", session_id="s2",
                        kind="message")  # fmt: skip
        await vault.add("stranger: a beagle puppy harbour", user_id="v", session_id="s1",
                        kind="message")  # fmt: skip
        return turns

    async def test_a_message_is_found_through_its_neighbours_words(
        self, vault: MemoryVault
    ) -> None:
        turns = await self._conversation(vault)
        own = await vault.search("beagle", user_id="u", limit=10, config=KEYWORD)
        assert [h.id for h in own] == [turns[2].id]
        hits = await vault.search("beagle", user_id="u", limit=10, config=WITH_CONTEXT)
        # the turn itself first, then the two turns on each side of it, and nothing else
        assert hits[0].id == turns[2].id
        assert {h.id for h in hits} == {t.id for t in turns[0:5]}
        by_id = {t.id: t for t in turns}
        for hit in hits:  # each hit is the message itself, with its own text and metadata
            assert (hit.content, hit.metadata) == (by_id[hit.id].content, by_id[hit.id].metadata)
        assert all(h.scope.user_id == "u" and h.scope.session_id == "s1" for h in hits)
        scores = [h.score for h in hits if h.score is not None]
        assert scores == sorted(scores, reverse=True)
        assert len(scores) == len(hits)

    async def test_neighbours_are_turns_of_the_same_session_and_user(
        self, vault: MemoryVault
    ) -> None:
        turns = await self._conversation(vault)
        harbour = await vault.search("harbour", user_id="u", limit=10, config=WITH_CONTEXT)
        assert {h.id for h in harbour} == {t.id for t in turns[3:6]}  # the last turn's two
        puppy = await vault.search("puppy", user_id="u", limit=10, config=WITH_CONTEXT)
        assert {h.content for h in puppy} == {
            *CONVERSATION[0:3],
            "other: a puppy in another session",
        }
        facts = await vault.search("tomatoes", user_id="u", limit=50, config=WITH_CONTEXT)
        assert len(facts) == 12  # facts have no neighbours: each matches on its own words

    async def test_the_context_follows_updates_and_deletes(self, vault: MemoryVault) -> None:
        turns = await self._conversation(vault)
        await vault.update(
            turns[2].id, content="Ana: a poodle, he chews every shoe", all_scopes=True
        )
        assert await vault.search("beagle", user_id="u", config=WITH_CONTEXT) == []
        poodle = await vault.search("poodle", user_id="u", limit=10, config=WITH_CONTEXT)
        assert {h.id for h in poodle} == {t.id for t in turns[0:5]}
        # Removing turn 3 brings turn 5 within two turns of turn 2 (and turn 1 of turn 4).
        await vault.delete(turns[3].id, all_scopes=True)
        harbour = await vault.search("harbour", user_id="u", limit=10, config=WITH_CONTEXT)
        assert {h.id for h in harbour} == {t.id for t in (turns[2], turns[4], turns[5])}
        breed = await vault.search("breed", user_id="u", limit=10, config=WITH_CONTEXT)
        assert {h.id for h in breed} == {t.id for t in (turns[0], turns[1], turns[2], turns[4])}
        await vault.delete(turns[5].id, all_scopes=True)
        assert await vault.search("harbour", user_id="u", config=WITH_CONTEXT) == []

    async def test_a_failing_query_embedding_fails_the_search_and_leaves_nothing_running(
        self, vault: MemoryVault
    ) -> None:
        """The keyword search starts before the query is embedded; when embedding fails,
        the search raises that error and the keyword search is not left behind."""
        await vault.add("the harbour at dawn", user_id="u")

        class Broken(HashEmbedder):
            async def embed(self, texts: Sequence[str]) -> Any:
                raise BackendUnavailable("the embedding service is down")

        broken = MemoryVault(vault.backend, embedder=Broken())
        before = len(asyncio.all_tasks())
        with pytest.raises(BackendUnavailable, match="embedding service"):
            await broken.search("harbour", user_id="u")
        assert len(asyncio.all_tasks()) == before
        assert [h.content for h in await vault.search("harbour", user_id="u")] == [
            "the harbour at dawn"
        ]

    async def test_speakers_are_the_string_speakers_of_messages(self, vault: MemoryVault) -> None:
        said = [("Ana", "s1"), ("Ben", "s1"), ("Ana", "s2"), ("Zoë", "s2"), ("Ben", "s3")]
        for speaker, session in said:
            await vault.add(f"{speaker}: hello", user_id="u", session_id=session,
                            kind="message", metadata={"speaker": speaker})  # fmt: skip
        odd: list[Any] = [7, ["Cy"], {"name": "Di"}, None]
        for value in odd:  # not strings: not speakers
            await vault.add(f"odd {value}", user_id="u", kind="message",
                            metadata={"speaker": value})  # fmt: skip
        await vault.add("a fact", user_id="u", metadata={"speaker": "Fay"})  # not a message
        await vault.add("Gus: hi", user_id="v", kind="message", metadata={"speaker": "Gus"})
        store = vault.backend
        assert await store.speakers(Selection(user_id="u")) == ["Ana", "Ben", "Zoë"]
        assert await store.speakers(Selection(user_id="u", session_id="s2")) == ["Ana", "Zoë"]
        assert await store.speakers(Selection()) == ["Ana", "Ben", "Gus", "Zoë"]
        assert await store.speakers(Selection(user_id="nobody")) == []
        assert await store.speakers(Selection(user_id="u", kinds=("fact",))) == []
        # at a time: a speaker whose only turn has expired is not one any more
        await vault.add("Hal: gone", user_id="u", kind="message", metadata={"speaker": "Hal"},
                        expires_at=datetime(2030, 1, 1, tzinfo=UTC))  # fmt: skip
        later = datetime(2031, 1, 1, tzinfo=UTC)
        assert await store.speakers(Selection(user_id="u")) == ["Ana", "Ben", "Hal", "Zoë"]
        assert await store.speakers(Selection(user_id="u", valid_at=later)) == ["Ana", "Ben", "Zoë"]

    # -- properties ---------------------------------------------------------------------

    @settings(max_examples=25, deadline=None, suppress_health_check=SUPPRESSED)
    @given(
        user=st.sampled_from(["a", "b", "c"]),
        query=st.sampled_from(["tea", "green tea", "coffee", "the", "a*", '"x', "Lisbon"]),
        kinds=st.sampled_from([None, ["fact"], ["message"], ["fact", "message"]]),
        config=st.sampled_from([None, KEYWORD, SEMANTIC]),
    )
    async def test_scopes_never_leak(
        self, vault: MemoryVault, user: str, query: str, kinds: Any, config: Any
    ) -> None:
        if await vault.count(all_scopes=True) == 0:
            for owner in ("a", "b", "c"):
                for text in ("green tea in Lisbon", "black coffee", "the tea party"):
                    await vault.add(f"{owner}: {text}", user_id=owner)
                    await vault.add(f"{owner}: {text}", user_id=owner, kind="message")
        hits = await vault.search(query, user_id=user, kinds=kinds, config=config, limit=50)
        assert all(h.scope.user_id == user for h in hits)
        assert all(kinds is None or h.kind in kinds for h in hits)

    @settings(max_examples=40, deadline=None, suppress_health_check=SUPPRESSED)
    @given(
        where=st.sampled_from(
            [
                {"n": 1},
                {"n": {"ne": 1}},
                {"n": {"gt": 1}},
                {"n": {"lte": 2.5}},
                {"n": True},
                {"n": {"in": [1, "1", None]}},
                {"n": {"nin": [1, 2]}},
                {"s": "x"},
                {"s": {"gte": "b"}},
                {"tags": {"contains": "red"}},
                {"s": {"contains": "y"}},
                {"tags": {"contains": 1}},
                {"or": [{"n": 1}, {"s": "x"}]},
                {"and": [{"n": {"gte": 1}}, {"s": {"ne": "x"}}]},
                {"n": {"gte": 1, "lt": 3}},
                {"missing": None},
                {"n": None},
                {"d": {"gte": "2024-01-01"}},
                {"s": {"nin": []}},
                {"s": {"in": []}},
            ]
        )
    )
    async def test_filters_match_the_reference_semantics(
        self, vault: MemoryVault, where: dict[str, Any]
    ) -> None:
        metadata: list[dict[str, Any]] = [
            {"n": 1, "s": "x", "tags": ["red", "blue"]},
            {"n": 2, "s": "xyz", "tags": [1, 2]},
            {"n": 2.5, "s": "b"},
            {"n": "1", "s": "a"},
            {"n": True},
            {"n": None, "tags": "red"},
            {"d": "2024-03-01T00:00:00+00:00"},
            {"d": "2023-12-31"},
            {},
        ]
        if await vault.count(all_scopes=True) == 0:
            for i, meta in enumerate(metadata):
                await vault.add(f"memory number {i}", metadata=meta, user_id="u")
        tree = parse_where(where)
        expected = sorted(f"memory number {i}" for i, m in enumerate(metadata) if matches(tree, m))
        got = sorted(e.content for e in await vault.list(where=where, all_scopes=True))
        assert got == expected, where
        searched = await vault.search(
            "memory number", where=where, limit=50, config=KEYWORD, all_scopes=True
        )
        assert sorted(e.content for e in searched) == expected, where

    async def test_filters_equal_in_python_but_not_in_json_are_not_confused(
        self, vault: MemoryVault
    ) -> None:
        """``True == 1 == 1.0`` in Python; in a filter ``true`` is not ``1`` (which is
        ``1.0``). A search with one filter right after another must not reuse its result."""
        for value in (1, True, "1"):
            await vault.add(f"memory {value!r}", metadata={"n": value}, user_id="u")
        for asked, want in ((True, ["memory True"]), (1, ["memory 1"]), (1.0, ["memory 1"]),
                            ("1", ["memory '1'"]), (True, ["memory True"])):  # fmt: skip
            hits = await vault.search(
                "memory", where={"n": asked}, limit=10, config=KEYWORD, all_scopes=True
            )
            assert [h.content for h in hits] == want, asked

    async def test_reembed_moves_the_store_to_another_embedder(self, make_store: MakeStore) -> None:
        async with MemoryVault(make_store(), embedder=HashEmbedder(32)) as old:
            await old.add("green tea in Lisbon", user_id="u")
            await old.add("black coffee", user_id="u")
        new = MemoryVault(make_store(), embedder=HashEmbedder(16))
        assert await new.reembed() == 2
        hits = await new.search("green tea", user_id="u", config=SEMANTIC)
        assert hits[0].content == "green tea in Lisbon"
        await new.aclose()
        with pytest.raises(Conflict):
            await MemoryVault(make_store(), embedder=HashEmbedder(32)).open()
