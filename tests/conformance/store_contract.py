"""The contract of each record-store role (``core.protocols``), run on the store itself, not
through ``MemoryVault``: what ``MemoryWriter``, ``MemoryRestorer``, ``MemoryReader``,
``MemorySearch``, ``SpeakerIndex``, ``TurnOrder`` and ``StoreLifecycle`` promise, and the BM25 of
``policy.bm25`` that every store's ``keyword_search`` must compute.

A backend's test module subclasses ``StoreContract`` and provides the ``store`` fixture: an
opened, empty store of ``DIM`` dimensions under the embedder name ``EMBEDDER``, closed after.
Only what holds on every store is asserted here; what one store adds is tested beside it.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import AsyncIterator, Awaitable, Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import uuid4

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memvault import Conflict, InvalidInput, NotFound
from memvault.core.filters import matches, parse_where
from memvault.core.records import NewMemory, Restored, Selection, content_hash
from memvault.core.stores import (
    MemoryReader,
    MemoryRestorer,
    MemorySearch,
    MemoryWriter,
    RecordStore,
    SpeakerIndex,
    StoreLifecycle,
    TurnOrder,
)
from memvault.core.types import Kind, Knowledge, MemoryEntry, MemoryEvent, Scope
from memvault.policy.bm25 import bm25, bm25_scores
from memvault.policy.search import HYBRID
from memvault.policy.text import index_terms
from memvault.vault.search import ranked_search

DIM = 4
EMBEDDER = "contract-embedder"
T0 = datetime(2025, 1, 1, tzinfo=UTC)
U = Selection(user_id="u")

Vector = npt.NDArray[np.float32]

_KEYS = st.text(st.characters(exclude_categories=["Cs"], exclude_characters="\x00"), max_size=8)
_NUMBERS = st.sampled_from([1e16, 1e300, -0.0, 0.0, 5e-324, 1.0, -1e-7, 2**63, -(2**100)])
_SCALARS = (
    st.none() | st.booleans() | st.integers(-(2**128), 2**128) | _NUMBERS
    | st.floats(allow_nan=False, allow_infinity=False) | _KEYS
)  # fmt: skip
_JSON = st.recursive(
    _SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_KEYS, inner, max_size=3),
    max_leaves=8,
)  # fmt: skip


def unit(*values: float) -> Vector:
    """A unit vector of ``DIM`` numbers starting with ``values``."""
    vector = np.zeros(DIM, np.float32)
    vector[: len(values)] = values
    return vector / np.float32(np.linalg.norm(vector))


def new(
    content: str,
    vector: Vector | None = None,
    *,
    kind: Kind = "fact",
    user: str | None = "u",
    at: datetime = T0,
    **fields: Any,
) -> NewMemory:
    """A memory to write: a fact (deduplicated by its content hash) unless ``kind`` says
    otherwise, in user ``user``'s scope, that happened at ``at``."""
    scope = Scope(user, fields.pop("agent_id", None), fields.pop("session_id", None))
    entry = MemoryEntry(content, kind=kind, scope=scope, created_at=at, occurred_at=at, **fields)
    hashed = content_hash(content) if kind == "fact" else None
    return NewMemory(entry, unit(1.0) if vector is None else vector, hashed)


async def add(store: RecordStore, *items: NewMemory) -> list[MemoryEntry]:
    """Write ``items`` (each one new) and return the stored entries."""
    written = await store.write(items)
    assert [event for _, event in written] == ["ADD"] * len(items)
    return [entry for entry, _ in written]


def restorable() -> list[Restored]:
    """Memories as another store held them: a superseded fact and the fact that superseded
    it (one key), a message, each with its own id, times and history."""
    t1, t2, t3 = (T0 + timedelta(days=n) for n in (1, 2, 3))
    old_id, new_id, said_id = "0" * 31 + "1", "0" * 31 + "2", "0" * 31 + "3"
    old = MemoryEntry(
        "lives in Paris",
        {"n": [1, 2.5]},
        id=old_id,
        scope=Scope("u"),
        created_at=t1,
        updated_at=t3,
        occurred_at=t1,
        key="user.city",
        valid_to=t2,
        superseded_by=new_id,
        importance=0.5,
        knowledge=Knowledge(subject="user", attribute="city", value="Paris"),
    )
    new_ = MemoryEntry(
        "lives in Rome",
        id=new_id,
        scope=Scope("u"),
        created_at=t2,
        occurred_at=t2,
        key="user.city",
        supersedes=old_id,
        expires_at=T0 + timedelta(days=9000),
    )
    said = MemoryEntry(
        "hello Rome",
        id=said_id,
        kind="message",
        scope=Scope("u", "a", "s"),
        created_at=t3,
        occurred_at=t3,
        metadata={"speaker": "Ann"},
    )
    events = {
        old_id: (
            MemoryEvent(old_id, "ADD", "lives in Paris", {}, t1),
            MemoryEvent(old_id, "SUPERSEDE", "lives in Paris", {}, t2),
            MemoryEvent(old_id, "UPDATE", "lives in Paris", {"n": [1, 2.5]}, t3),
        ),
        new_id: (MemoryEvent(new_id, "ADD", "lives in Rome", {}, t2),),
        said_id: (),
    }
    vectors = {old_id: unit(1.0), new_id: unit(0.0, 1.0), said_id: unit(0.0, 0.0, 1.0)}
    return [
        Restored(NewMemory(e, vectors[e.id], content_hash(e.content) if e.kind == "fact"
                           else None), events[e.id])
        for e in (old, new_, said)
    ]  # fmt: skip


class StoreContract:
    """Every role's contract; subclasses provide ``store``."""

    @pytest.fixture
    async def store(self) -> AsyncIterator[RecordStore]:
        """An opened, empty store of ``DIM`` dimensions, closed after the test."""
        raise NotImplementedError

    async def test_it_plays_every_role(self, store: RecordStore) -> None:
        roles = (MemoryWriter, MemoryRestorer, MemoryReader, MemorySearch, SpeakerIndex, TurnOrder,
                 StoreLifecycle)  # fmt: skip
        for role in roles:
            assert isinstance(store, role), role.__name__
        assert isinstance(store, RecordStore)

    # -- MemoryWriter -------------------------------------------------------------------

    async def test_write_adds_each_memory_in_order(self, store: RecordStore) -> None:
        items = [new("likes tea"), new("hello there", kind="message", session_id="s")]
        written = await store.write(items)
        assert [(e.id, e.content, ev) for e, ev in written] == [
            (items[0].entry.id, "likes tea", "ADD"),
            (items[1].entry.id, "hello there", "ADD"),
        ]
        for entry, _ in written:
            assert await store.get(entry.id, Scope()) == entry
            assert [e.event for e in await store.events(entry.id, Scope())] == ["ADD"]
        assert await store.count(Selection()) == 2

    async def test_a_repeated_content_hash_in_one_scope_updates_the_fact(
        self, store: RecordStore
    ) -> None:
        [first] = await add(store, new("Likes tea", metadata={"a": 1}))
        later = T0 + timedelta(hours=1)
        [(merged, event)] = await store.write([new("likes  TEA", metadata={"b": 2}, at=later)])
        assert (event, merged.id, merged.content) == ("UPDATE", first.id, "Likes tea")
        assert merged.metadata == {"a": 1, "b": 2}
        assert merged.updated_at == later
        assert await store.count(U) == 1
        assert [e.event for e in await store.events(first.id, Scope())] == ["ADD", "UPDATE"]

    async def test_another_scope_never_sees_the_fact(self, store: RecordStore) -> None:
        [mine] = await add(store, new("likes tea", unit(1.0)))
        [theirs] = await add(store, new("likes tea", unit(1.0), user="v"))
        [session] = await add(store, new("likes tea", unit(1.0), session_id="s"))
        assert len({mine.id, theirs.id, session.id}) == 3
        other = Selection(user_id="w")
        assert await store.count(other) == 0
        assert await store.scan(other, limit=10, offset=0) == []
        assert await store.keyword_search(["tea"], other, 10) == []
        assert await store.vector_search(unit(1.0), other, 10) == []
        found = await store.vector_search(unit(1.0), Selection(user_id="v"), 10)
        assert [e.id for e, _ in found] == [theirs.id]

    async def test_an_unknown_id_is_not_found(self, store: RecordStore) -> None:
        with pytest.raises(NotFound):
            await store.get("missing", Scope())
        with pytest.raises(NotFound):
            await store.update("missing", content="x", metadata=None, vector=None,
                               content_hash=None, at=T0)  # fmt: skip
        with pytest.raises(NotFound):
            await store.delete("missing", at=T0)

    async def test_update_replaces_what_is_given_and_records_it(self, store: RecordStore) -> None:
        [entry] = await add(store, new("likes tea", unit(1.0), metadata={"a": 1}))
        later = T0 + timedelta(days=1)
        updated = await store.update(
            entry.id, content="likes coffee", metadata=None, vector=unit(0.0, 1.0),
            content_hash=content_hash("likes coffee"), at=later,
        )  # fmt: skip
        assert (updated.content, updated.metadata, updated.updated_at) == (
            "likes coffee", {"a": 1}, later,
        )  # fmt: skip
        assert await store.get(entry.id, Scope()) == updated
        [update] = (await store.events(entry.id, Scope()))[1:]
        assert (update.event, update.content, update.at) == ("UPDATE", "likes coffee", later)
        [(hit, score)] = await store.vector_search(unit(0.0, 1.0), U, 1)
        assert (hit.id, score) == (entry.id, pytest.approx(1.0, abs=1e-5))
        assert [e.id for e, _ in await store.keyword_search(["coffee"], U, 5)] == [entry.id]
        assert await store.keyword_search(["tea"], U, 5) == []
        [(again, event)] = await store.write([new("likes coffee")])
        assert (again.id, event) == (entry.id, "UPDATE")
        [other] = await add(store, new("likes cake"))
        with pytest.raises(Conflict):
            await store.update(other.id, content="likes coffee", metadata=None,
                               vector=unit(1.0), content_hash=content_hash("likes coffee"),
                               at=later)  # fmt: skip
        assert (await store.get(other.id, Scope())).content == "likes cake"

    async def test_delete_removes_the_memory_and_records_it(self, store: RecordStore) -> None:
        [entry, kept] = await add(store, new("likes tea"), new("likes cake"))
        later = T0 + timedelta(days=1)
        assert await store.delete(entry.id, at=later) == entry
        with pytest.raises(NotFound):
            await store.get(entry.id, Scope())
        events = await store.events(entry.id, Scope())
        assert [(e.event, e.at) for e in events] == [("ADD", T0), ("DELETE", later)]
        assert [e.id for e in await store.scan(U, limit=10, offset=0)] == [kept.id]
        assert await store.keyword_search(["tea"], U, 5) == []

    async def test_forget_removes_a_selection_with_its_history(self, store: RecordStore) -> None:
        [fact, message, _] = await add(
            store, new("likes tea"), new("hi", kind="message", session_id="s"),
            new("likes tea", user="v"),
        )  # fmt: skip
        assert await store.forget(Selection(user_id="u", kinds=("message",))) == 1
        assert [e.id for e in await store.scan(U, limit=10, offset=0)] == [fact.id]
        with pytest.raises(NotFound):
            await store.get(message.id, Scope())
        assert await store.forget(U) == 1
        assert await store.events(fact.id, Scope()) == []
        assert await store.count(U) == 0
        assert await store.count(Selection(user_id="v")) == 1
        assert await store.forget(U) == 0

    async def test_assign_key_relinks_the_chains(self, store: RecordStore) -> None:
        t1, t2 = T0 + timedelta(days=1), T0 + timedelta(days=2)
        old, new_ = await add(store, new("lives in Paris"), new("lives in Rome", at=t1))
        await store.assign_key(old.id, "user.city", at=t2)
        joined = await store.assign_key(new_.id, "user.city", at=t2)
        assert (joined.key, joined.supersedes, joined.valid_to) == ("user.city", old.id, None)
        superseded = await store.get(old.id, Scope())
        assert (superseded.valid_to, superseded.superseded_by) == (t1, new_.id)
        assert "SUPERSEDE" in [e.event for e in await store.events(old.id, Scope())]
        assert [e.id for e in await store.scan(Selection("u", valid_at=t2), limit=9, offset=0)
                ] == [new_.id]  # fmt: skip
        left = await store.assign_key(new_.id, "user.town", at=t2)
        assert (left.key, left.supersedes) == ("user.town", None)
        restored = await store.get(old.id, Scope())
        assert (restored.valid_to, restored.superseded_by) == (None, None)

    async def test_only_a_fact_gets_a_key(self, store: RecordStore) -> None:
        [message] = await add(store, new("hi", kind="message", session_id="s"))
        with pytest.raises(InvalidInput):
            await store.assign_key(message.id, "user.city", at=T0)

    async def test_prune_removes_what_expired(self, store: RecordStore) -> None:
        soon, later = T0 + timedelta(hours=1), T0 + timedelta(days=1)
        expiring, kept = await add(
            store, new("short lived", expires_at=soon), new("long lived", expires_at=later)
        )
        assert await store.prune(T0) == 0
        assert await store.prune(soon) == 1
        with pytest.raises(NotFound):
            await store.get(expiring.id, Scope())
        assert await store.events(expiring.id, Scope()) == []
        assert [e.id for e in await store.scan(U, limit=9, offset=0)] == [kept.id]

    # -- MemoryRestorer (issue 12 E.19: an import keeps ids, times, links, events) ---

    async def test_restore_writes_memories_and_events_exactly_as_given(
        self, store: RecordStore
    ) -> None:
        items = restorable()
        assert await store.restore(items) == [True] * len(items)
        for item in items:
            entry = item.memory.entry
            assert await store.get(entry.id, Scope()) == entry
            assert await store.events(entry.id, Scope()) == list(item.events)
        listed = await store.scan(Selection(), limit=10, offset=0)
        assert [e.id for e in listed] == [item.memory.entry.id for item in items]
        then = T0 + timedelta(days=1, hours=1)
        facts_then = Selection("u", kinds=("fact",), valid_at=then, begun=True)
        [true_then] = await store.scan(facts_then, limit=9, offset=0)
        assert true_then.content == "lives in Paris"
        [(hit, _)] = await store.vector_search(unit(0.0, 1.0), Selection(user_id="u"), 1)
        assert hit.content == "lives in Rome"
        [(word, _)] = await store.keyword_search(["Rome"], Selection("u", kinds=("fact",)), 5)
        assert word.content == "lives in Rome"

    async def test_restoring_twice_writes_once(self, store: RecordStore) -> None:
        items = restorable()
        await store.restore(items[:2])
        assert await store.restore([*items, items[0]]) == [False, False, True, False]
        assert await store.restore(items) == [False] * len(items)
        assert await store.count(Selection()) == len(items)
        for item in items:
            assert await store.events(item.memory.entry.id, Scope()) == list(item.events)

    async def test_stored_ids_are_those_the_store_holds(self, store: RecordStore) -> None:
        items = restorable()
        await store.restore(items[1:])
        ids = [item.memory.entry.id for item in items]
        assert await store.stored_ids([*ids, "unknown", ids[2]]) == set(ids[1:])
        assert await store.stored_ids([]) == set()
        many = [f"id-{i}" for i in range(1200)] + [ids[1]]  # past SQLite's parameter chunk
        assert await store.stored_ids(many) == {ids[1]}

    async def test_restore_leaves_out_a_fact_its_scope_holds(self, store: RecordStore) -> None:
        [held] = await add(store, new("Likes tea"))
        again = replace(new("likes TEA"), entry=MemoryEntry("likes TEA", scope=Scope("u")))
        assert await store.restore([Restored(again, ())]) == [False]
        assert [e.id for e in await store.scan(U, limit=9, offset=0)] == [held.id]

    async def test_restore_relinks_a_timeline_the_store_held(self, store: RecordStore) -> None:
        [oslo] = await add(store, new("lives in Oslo", key="user.city"))
        items = restorable()
        await store.restore(items[1:])  # the newest version, then the rest
        await store.restore(items)
        versions = await store.scan(Selection("u", kinds=("fact",)), limit=9, offset=0)
        assert [(e.content, e.valid_to) for e in versions] == [
            ("lives in Oslo", items[0].memory.entry.occurred_at),
            ("lives in Paris", items[1].memory.entry.occurred_at),
            ("lives in Rome", None),
        ]
        assert [e.event for e in await store.events(oslo.id, Scope())] == ["ADD", "SUPERSEDE"]
        assert [e.supersedes for e in versions] == [None, oslo.id, versions[1].id]
        for item in items[:2]:  # its own history, and no other
            assert await store.events(item.memory.entry.id, Scope()) == list(item.events)

    # -- MemoryReader -------------------------------------------------------------------

    async def test_scan_pages_in_order_and_count_agrees(self, store: RecordStore) -> None:
        items = [new(f"fact number {i}", at=T0 + timedelta(hours=5 - i)) for i in range(5)]
        written = await add(store, *items)
        by_time = [e.id for e in sorted(written, key=lambda e: e.valid_from)]
        pages = [await store.scan(U, limit=2, offset=start) for start in (0, 2, 4)]
        assert [e.id for page in pages for e in page] == by_time
        assert await store.count(U) == 5
        assert await store.scan(U, limit=2, offset=5) == []

    async def test_scan_ids_are_the_selection_in_scan_order(self, store: RecordStore) -> None:
        items = [new(f"fact number {i}", at=T0 + timedelta(hours=5 - i)) for i in range(5)]
        written = await add(store, *items, new("a message", kind="message"), new("t", user="v"))
        assert await store.scan_ids(U) == [e.id for e in await store.scan(U, limit=10, offset=0)]
        facts = await store.scan_ids(replace(U, kinds=("fact",)))
        assert facts == [e.id for e in sorted(written[:5], key=lambda e: e.valid_from)]
        assert await store.scan_ids(Selection(user_id="w")) == []

    async def test_get_many_keeps_the_order_asked_and_the_scope(self, store: RecordStore) -> None:
        mine = await add(store, *(new(f"fact number {i}") for i in range(3)))
        [theirs] = await add(store, new("their fact", user="v"))
        asked = [mine[2].id, "no-such-id", theirs.id, mine[0].id]
        assert await store.get_many(asked, Scope("u")) == [mine[2], mine[0]]
        assert await store.get_many(asked, Scope()) == [mine[2], theirs, mine[0]]
        assert await store.get_many([], Scope("u")) == []
        many = await add(store, *(new(f"turn {i}", kind="message") for i in range(1_100)))
        ids = [e.id for e in reversed(many)]  # more than one statement's worth
        assert [e.id for e in await store.get_many(ids, Scope("u"))] == ids

    async def test_histories_of_many_memories_at_once(self, store: RecordStore) -> None:
        many = await add(store, *(new(f"fact number {i}") for i in range(1_100)))
        changed, deleted = many[0], many[1]
        await store.update(changed.id, content=None, metadata={"seen": True}, vector=None,
                           content_hash=None, at=T0 + timedelta(hours=1))  # fmt: skip
        await store.delete(deleted.id, at=T0 + timedelta(hours=2))
        [theirs] = await add(store, new("their fact", user="v"))
        ids = [e.id for e in many] + [theirs.id, "no-such-id"]
        found = await store.histories(ids, Scope("u"))
        assert set(found) == {e.id for e in many}  # not theirs, nor an unknown id
        assert [e.event for e in found[changed.id]] == ["ADD", "UPDATE"]
        assert [e.event for e in found[deleted.id]] == ["ADD", "DELETE"]
        assert [found[e.id] for e in many[:3]] == [
            await store.events(e.id, Scope("u")) for e in many[:3]
        ]
        assert set(await store.histories(ids, Scope())) == {*found, theirs.id}
        assert await store.histories([], Scope("u")) == {}

    async def test_ids_starting_a_prefix_stay_in_the_scope(self, store: RecordStore) -> None:
        ids = ["abc1", "abc2", "abd", "ab", "x" * 32]
        for memory_id in ids:
            await add(store, new(f"fact {memory_id}", id=memory_id))
        await add(store, new("theirs", id="abc3", user="v"))
        assert await store.ids_starting("ab", Scope("u"), 10) == ["ab", "abc1", "abc2", "abd"]
        assert await store.ids_starting("abc", Scope("u"), 1) == ["abc1"]
        assert await store.ids_starting("abc3", Scope("u"), 10) == []
        assert await store.ids_starting("abc3", Scope("v"), 10) == ["abc3"]
        assert await store.ids_starting("abc", Scope(), 10) == ["abc1", "abc2", "abc3"]
        assert await store.ids_starting("%", Scope("u"), 10) == []  # no pattern syntax
        assert await store.ids_starting("x" * 32, Scope("u"), 10) == ["x" * 32]

    async def test_kinds_where_and_valid_at_narrow_a_selection(self, store: RecordStore) -> None:
        fact, message, expiring = await add(
            store,
            new("likes tea", metadata={"topic": "drink"}),
            new("hi", kind="message", session_id="s", metadata={"topic": "greeting"}),
            new("in town", metadata={"topic": "drink"}, expires_at=T0 + timedelta(hours=1)),
        )
        facts = Selection("u", kinds=("fact",))
        assert {e.id for e in await store.scan(facts, limit=9, offset=0)} == {
            fact.id, expiring.id,
        }  # fmt: skip
        assert await store.count(Selection("u", kinds=("message", "episode"))) == 1
        drinks = Selection("u", where=parse_where({"topic": "drink"}))
        assert {e.id for e in await store.scan(drinks, limit=9, offset=0)} == {
            fact.id, expiring.id,
        }  # fmt: skip
        assert await store.count(Selection("u", where=parse_where({"topic": "none"}))) == 0
        tomorrow = Selection("u", valid_at=T0 + timedelta(days=1))
        assert {e.id for e in await store.scan(tomorrow, limit=9, offset=0)} == {
            fact.id, message.id,
        }  # fmt: skip
        assert await store.count(tomorrow) == 2
        before = Selection("u", valid_at=T0 - timedelta(days=1), begun=True)
        assert await store.count(before) == 0

    async def test_where_on_non_ascii_and_odd_keys_follows_matches(
        self, store: RecordStore
    ) -> None:
        """Issue 12 B.5: SQLite stored metadata ASCII-escaped while a filter's path named the
        key as given, so ``{"città": "Roma"}`` matched no filter there (count 0, PostgreSQL 1)
        and every ``ne``/``nin`` on it matched all. Every store counts what
        ``filters.matches`` says, for non-ASCII, backslash, dotted, control-code and quoted
        keys."""
        metadatas: list[dict[str, Any]] = [
            {"città": "Roma", "a\\b": "ü"},
            {"città": "Zürich", "a.b c": "x", "😀": "🎉"},
            {"città": ["Roma", "東京"], "tab\tkey": 1, 'say "hi"': ["a", "b"]},
            {'say "hi"': "oh hi"},
            {},
        ]
        await add(store, *(new(f"m{i}", metadata=m) for i, m in enumerate(metadatas)))
        wheres: list[dict[str, Any]] = [
            {"città": "Roma"},
            {"città": {"ne": "Roma"}},
            {"città": {"in": ["Zürich", "Paris"]}},
            {"città": {"nin": ["Roma", "Zürich"]}},
            {"città": {"contains": "東京"}},
            {"città": {"contains": "ü"}},
            {"a\\b": "ü"},
            {"a\\b": {"ne": "ü"}},
            {"a.b c": {"in": ["x"]}},
            {"😀": {"nin": ["🎉"]}},
            {"tab\tkey": {"gte": 1}},
            {'say "hi"': {"contains": "hi"}},
            {'say "hi"': {"contains": "b"}},
            {'say "hi"': {"ne": "oh hi"}},
            {'say "hi"': {"in": ["oh hi", 1]}},
        ]
        for where in wheres:
            tree = parse_where(where)
            expected = sum(matches(tree, m) for m in metadatas)
            assert await store.count(Selection("u", where=tree)) == expected, where
        assert await store.count(Selection("u", where=parse_where({"città": "Roma"}))) == 1

    @settings(  # each store's class runs it (differing executors, by design)
        max_examples=40,
        deadline=None,
        suppress_health_check=[
            HealthCheck.function_scoped_fixture,
            HealthCheck.differing_executors,
        ],
    )
    @given(metadata=st.dictionaries(_KEYS, _JSON, max_size=6))
    async def test_metadata_reads_back_exactly(
        self, store: RecordStore, metadata: dict[str, Any]
    ) -> None:
        """Issue 12 B.7: PostgreSQL read metadata back from ``jsonb``, which keeps numbers as
        ``numeric``: ``1e16`` came back an int, ``1e300`` a 301-digit int, ``-0.0`` as
        ``0.0``. ``get``, an update and the history give the metadata exactly as written
        (compared as JSON text: ``==`` takes ``-0.0`` for ``0`` and ``1e16`` for ``10**16``)."""
        [entry] = await add(store, new(f"memory {uuid4().hex}", metadata=metadata))
        exact = json.dumps(metadata)
        assert json.dumps((await store.get(entry.id, Scope())).metadata) == exact
        at = T0 + timedelta(days=1)
        await store.update(entry.id, content=None, metadata={"again": metadata}, vector=None,
                           content_hash=None, at=at)  # fmt: skip
        assert json.dumps((await store.get(entry.id, Scope())).metadata) == json.dumps(
            {"again": metadata}
        )
        added, updated = await store.events(entry.id, Scope())
        assert json.dumps([added.metadata, updated.metadata]) == json.dumps(
            [metadata, {"again": metadata}]
        )

    # -- MemorySearch -------------------------------------------------------------------

    async def test_keyword_search_ranks_by_bm25(self, store: RecordStore) -> None:
        """The scores are ``policy.bm25``'s over the same tokens: one formula, every store.
        (One scope holds every memory, so that a store's statistics are the same whether it
        keeps them per scope or for the whole store, and no word is a stopword.)"""
        texts = [
            "cat dog bird", "cat cat fish", "dog dog dog dog horse horse", "bird",
            "fish horse cow cow sheep goat", "goat", "sheep sheep cat", "cat",
        ]  # fmt: skip
        written = await add(store, *(new(text) for text in texts))
        documents = [index_terms(text) for text in texts]
        for query in (["cat"], ["dog"], ["cat", "horses"], ["sheep", "bird", "cow"]):
            expected = bm25_scores(index_terms(" ".join(query)), documents)
            hits = await store.keyword_search(query, U, 10)
            scores = [score for _, score in hits]
            assert scores == sorted(scores, reverse=True), query
            by_id = {e.id: expected[i] for i, e in enumerate(written) if expected[i] > 0}
            assert {e.id: score for e, score in hits} == pytest.approx(by_id, rel=1e-6), query
        assert len(await store.keyword_search(["cat"], U, 2)) == 2
        assert await store.keyword_search(["zebra"], U, 10) == []
        assert await store.keyword_search(["cat"], Selection("u", kinds=("message",)), 10) == []

    async def test_keyword_search_weighs_the_neighbouring_turns(self, store: RecordStore) -> None:
        """With ``context_weight`` a message also counts the words of the two turns before
        and after it in its session: ``f`` is its own count plus the weight times theirs,
        and its length is its own words plus theirs (FTS5's second column)."""
        turns = ["cat dog", "fish", "bird bird", "horse", "cow cat", "goat"]
        written = await add(store, *(
            new(text, kind="message", session_id="s", at=T0 + timedelta(minutes=i))
            for i, text in enumerate(turns)
        ))  # fmt: skip
        own = [index_terms(text) for text in turns]
        context = [[t for j in range(max(i - 2, 0), i + 3) if j != i and j < len(own)
                    for t in own[j]] for i in range(len(own))]  # fmt: skip
        weight = 0.5
        avg_len = sum(len(o) + len(c) for o, c in zip(own, context, strict=True)) / len(own)
        for term in ("cat", "bird"):
            f = [o.count(term) + weight * c.count(term) for o, c in zip(own, context, strict=True)]
            df = sum(1 for x in f if x > 0)
            expected = {
                written[i].id: bm25(f[i], len(own[i]) + len(context[i]), avg_len, df, len(own))
                for i in range(len(own)) if f[i] > 0
            }  # fmt: skip
            hits = await store.keyword_search([term], U, 10, context_weight=weight)
            assert {e.id: score for e, score in hits} == pytest.approx(expected, rel=1e-6), term

    async def test_a_scope_s_scores_never_depend_on_another_scope_s_memories(
        self, store: RecordStore
    ) -> None:
        """Regression (issue 12 B.6): SQLite's BM25 counted every memory of the file, so
        user b's keyword score for its own "quokka" fact fell from 0.556 to 2e-7 as user a
        stored 400 memories with that word, which told b what a stores and pushed b's own
        hits under ``min_score``. Statistics are the search's scope's: b's results (scores,
        order, errors) are the same whether a holds 0, 1 or 400 memories of the same words,
        for keyword search (with and without the neighbouring turns) and the default hybrid
        search, in every selection of b's (user, kinds, session, time, metadata filter)."""
        b_said = [
            ("a quokka smiled at me", unit(1.0)),
            ("quokka island is rottnest", unit(1.0, 1.0)),
            ("I drink tea on the island", unit(0.0, 1.0)),
            ("tea with a quokka", unit(-1.0, 0.3)),
        ]
        await add(store, *(new(text, v, user="b", metadata={"topic": "animals"})
                           for text, v in b_said))  # fmt: skip
        others = ["we cooked pasta", "the bus was late", "my sister plays violin",
                  "rain again today", "I walk the dog", "a new phone"]  # fmt: skip
        await add(store, *(new(text, unit(0.2, -1.0), user="b") for text in others))
        await add(store, *(
            new(text, v, kind="message", user="b", session_id="s",
                at=T0 + timedelta(minutes=i), metadata={"speaker": "Bea"})
            for i, (text, v) in enumerate(reversed(b_said))
        ))  # fmt: skip

        async def embed(texts: Sequence[str]) -> Vector:
            return np.stack([unit(1.0, 0.5) for _ in texts])

        later = T0 + timedelta(days=1)
        selections = [
            Selection(user_id="b"),
            Selection(user_id="b", kinds=("fact",)),
            Selection(user_id="b", session_id="s"),
            Selection(user_id="b", valid_at=later),
            Selection(user_id="b", where=parse_where({"topic": "animals"})),
        ]

        async def outcome(call: Any) -> object:
            try:
                return [(e.id, score) for e, score in await call]
            except Exception as exc:  # what b would see, errors included
                return (type(exc).__name__, str(exc))

        async def seen_by_b() -> list[object]:
            seen: list[object] = []
            for selection in selections:
                for words in (["quokka"], ["quokka", "island", "tea"], ["rottnest"]):
                    for weight in (0.0, 0.5):
                        seen.append(await outcome(store.keyword_search(
                            words, selection, 10, context_weight=weight)))  # fmt: skip
                hybrid = ranked_search(store, embed, embed, "a quokka on the island", selection,
                                       HYBRID, limit=10, floor=0.0)  # fmt: skip
                seen.append(await outcome(_as_hits(hybrid)))
            return seen

        alone = await seen_by_b()
        first = alone[0]  # b finds its own quokka, well scored
        assert isinstance(first, list)
        assert first[0][1] > 0.1
        a_says = ["a quokka smiled at me", "quokka quokka island", "rottnest tea quokka"]
        await add(store, new(a_says[0], user="a"))
        assert await seen_by_b() == alone
        await add(store, *(
            new(f"{a_says[i % 3]} {i}", unit(1.0, 0.5), user="a", kind=kind,
                session_id="s" if kind == "message" else None, at=T0 + timedelta(seconds=i))
            for i in range(1, 400) for kind in (("fact", "message")[i % 2],)
        ))  # fmt: skip
        assert await store.count(Selection(user_id="a")) == 400
        assert await seen_by_b() == alone

    async def test_vector_search_ranks_by_cosine_within_the_scope(self, store: RecordStore) -> None:
        vectors = [unit(1.0), unit(1.0, 1.0), unit(0.0, 1.0), unit(-1.0, 0.2)]
        written = await add(store, *(new(f"memory {i}", v) for i, v in enumerate(vectors)))
        [elsewhere] = await add(store, new("memory 0", unit(1.0), user="v"))
        query = unit(1.0, 0.5)
        hits = await store.vector_search(query, U, 10)
        cosines = [float(np.dot(query, v)) for v in vectors]
        order = sorted(range(len(vectors)), key=lambda i: -cosines[i])
        assert [e.id for e, _ in hits] == [written[i].id for i in order]
        assert [s for _, s in hits] == pytest.approx([cosines[i] for i in order], abs=1e-5)
        assert len(await store.vector_search(query, U, 2)) == 2
        assert elsewhere.id not in {e.id for e, _ in hits}
        [(only, _)] = await store.vector_search(query, Selection(user_id="v"), 10)
        assert only.id == elsewhere.id

    async def test_speakers_are_the_distinct_speakers_of_the_messages(
        self, store: RecordStore
    ) -> None:
        await add(
            store,
            new("hi", kind="message", session_id="s", metadata={"speaker": "Ana"}),
            new("hey", kind="message", session_id="s", metadata={"speaker": "Ben"}),
            new("bye", kind="message", session_id="s", metadata={"speaker": "Ana"}),
            new("yo", kind="message", session_id="s", user="v", metadata={"speaker": "Cy"}),
        )
        assert sorted(await store.speakers(U)) == ["Ana", "Ben"]
        assert await store.speakers(Selection(user_id="w")) == []

    # -- TurnOrder ----------------------------------------------------------------------

    async def test_next_messages_follow_each_session_in_insertion_order(
        self, store: RecordStore
    ) -> None:
        asked, elsewhere, theirs, fact, answer, last = await add(
            store,
            new("where did you go?", kind="message", session_id="s"),
            new("what about you?", kind="message", session_id="t"),
            new("same session id, other user", kind="message", session_id="s", user="v"),
            new("a fact between the turns"),
            new("to Rome", kind="message", session_id="s"),
            new("nice!", kind="message", session_id="s"),
        )
        ids = [asked.id, elsewhere.id, theirs.id, fact.id, answer.id, last.id, "no-such-id"]
        assert await store.next_messages(ids, Scope("u")) == {
            asked.id: answer.id,
            answer.id: last.id,
        }
        assert await store.next_messages(ids, Scope("u", session_id="t")) == {}
        assert await store.next_messages([theirs.id], Scope("v")) == {}
        assert await store.next_messages([], Scope("u")) == {}
        await store.delete(answer.id, at=T0)  # the next one takes its place, as in context
        assert await store.next_messages([asked.id], Scope("u")) == {asked.id: last.id}

    async def test_next_messages_of_many_ids_at_once(self, store: RecordStore) -> None:
        turns = await add(store, *(new(f"turn {i}", kind="message", session_id="s")
                                   for i in range(1_100)))  # fmt: skip
        following = await store.next_messages([t.id for t in turns], Scope("u"))
        assert following == {a.id: b.id for a, b in itertools.pairwise(turns)}

    # -- StoreLifecycle -----------------------------------------------------------------

    async def test_reembed_replaces_every_vector(self, store: RecordStore) -> None:
        written = await add(store, new("likes tea", unit(1.0)), new("likes cake", unit(1.0)))

        async def embed(texts: Sequence[str]) -> Vector:
            rows = [unit(0.0, 1.0) if "tea" in text else unit(0.0, 0.0, 1.0) for text in texts]
            return np.stack(rows)

        assert await store.reembed("other-embedder", DIM, embed, 1) == 2
        [(hit, score)] = await store.vector_search(unit(0.0, 1.0), U, 1)
        assert (hit.id, score) == (written[0].id, pytest.approx(1.0, abs=1e-5))

    async def test_a_failed_reembed_changes_nothing(self, store: RecordStore) -> None:
        written = await add(store, new("likes tea", unit(1.0)), new("likes cake", unit(0.0, 1.0)))
        calls = 0

        async def failing(texts: Sequence[str]) -> Vector:
            nonlocal calls
            calls += 1
            if calls > 1:
                raise RuntimeError("the model went away")
            return np.stack([unit(0.0, 0.0, 1.0) for _ in texts])

        with pytest.raises(RuntimeError, match="went away"):
            await store.reembed("other-embedder", DIM, failing, 1)
        hits = await store.vector_search(unit(1.0), U, 2)
        assert [(e.id, round(s, 4)) for e, s in hits] == [(written[0].id, 1.0),
                                                          (written[1].id, 0.0)]  # fmt: skip
        await add(store, new("likes jam", unit(1.0)))  # the old embedder's dim still writes

    async def test_the_recorded_embedder_is_the_one_that_wrote(self, store: RecordStore) -> None:
        assert await store.recorded_embedder() == (EMBEDDER, DIM)

        async def embed(texts: Sequence[str]) -> Vector:
            return np.stack([unit(1.0) for _ in texts])

        await store.reembed("other-embedder", DIM + 2, embed, 1)
        assert await store.recorded_embedder() == ("other-embedder", DIM + 2)

    async def test_aclose_twice_is_not_an_error(self, store: RecordStore) -> None:
        await store.aclose()
        await store.aclose()


async def _as_hits(found: Awaitable[list[MemoryEntry]]) -> list[tuple[MemoryEntry, float]]:
    """``ranked_search``'s entries as (entry, score), as the stores' searches give them."""
    return [(entry, entry.score if entry.score is not None else 0.0) for entry in await found]
