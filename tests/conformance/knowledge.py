"""Knowledge on every record store: facts over time (a newer fact with the same key
supersedes the older one, which stays queryable as history through ``as_of``,
``include_superseded`` and ``history``; expired memories leave search and ``prune`` removes
them), learning from what was said (``remember``), episodes, entities and the prompt context.

Mixed into each backend's ``RecordStoreConformance`` subclass (it uses its ``vault`` and
``make_store`` fixtures)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from memvault import InvalidInput
from memvault.core.types import Message
from memvault.embedders import HashEmbedder
from memvault.knowledge.learn import NOT_ENGLISH_STORED, UNREAD
from memvault.policy.extraction.language import NO_ENGLISH_FACT, NO_USER_TEXT
from memvault.policy.search import KEYWORD
from memvault.vault.vault import MemoryVault
from tests.conformance.record_store import MakeStore

MARCH = datetime(2024, 3, 1, tzinfo=UTC)
JUNE = datetime(2024, 6, 1, tzinfo=UTC)
SEPTEMBER = datetime(2024, 9, 1, tzinfo=UTC)


async def _city(vault: MemoryVault, user: str = "dana", **options: object) -> list[str]:
    """What a keyword search for the city finds, contents only, in order."""
    hits = await vault.search(
        "city lives",
        user_id=user,
        limit=10,
        config=KEYWORD,
        **options,  # type: ignore[arg-type]
    )
    return [h.content for h in hits]


class KnowledgeConformance:
    async def test_a_newer_fact_with_the_same_key_supersedes_the_older(
        self, vault: MemoryVault
    ) -> None:
        lisbon = await vault.add("Dana lives in the city of Lisbon", user_id="dana",
                                 key="user.city", at=MARCH)  # fmt: skip
        berlin = await vault.add("Dana lives in the city of Berlin", user_id="dana",
                                 key="user.city", at=JUNE)  # fmt: skip
        assert berlin.supersedes == lisbon.id
        assert berlin.valid_to is None
        assert berlin.is_current
        assert berlin.valid_from == JUNE
        assert berlin.key == "user.city"

        old = await vault.get(lisbon.id, all_scopes=True)
        assert old.valid_to == JUNE
        assert old.superseded_by == berlin.id
        assert not old.is_current
        assert await _city(vault) == ["Dana lives in the city of Berlin"]
        assert await _city(vault, as_of=datetime(2024, 4, 1, tzinfo=UTC)) == [
            "Dana lives in the city of Lisbon"
        ]
        assert await _city(vault, as_of=JUNE) == ["Dana lives in the city of Berlin"]
        assert await _city(vault, as_of=MARCH - timedelta(days=1)) == []  # before any fact
        everything = await vault.search("city lives", user_id="dana", limit=10,
                                        config=KEYWORD, include_superseded=True)  # fmt: skip
        assert {(h.id, h.valid_to) for h in everything} == {(lisbon.id, JUNE), (berlin.id, None)}
        assert await vault.count(user_id="dana") == 2  # nothing is deleted

        events = await vault.events(berlin.id, all_scopes=True)
        assert [(e.memory_id, e.event) for e in events] == [
            (lisbon.id, "ADD"), (lisbon.id, "SUPERSEDE"), (berlin.id, "ADD")
        ]  # fmt: skip
        assert [e.event for e in await vault.events(lisbon.id, all_scopes=True)] == [
            "ADD",
            "SUPERSEDE",
            "ADD",
        ]

    async def test_a_superseded_fact_superseded_again_and_a_value_that_comes_back(
        self, vault: MemoryVault
    ) -> None:
        first = await vault.add("Dana lives in the city of Lisbon", user_id="dana",
                                key="user.city", at=MARCH)  # fmt: skip
        await vault.add("Dana lives in the city of Berlin", user_id="dana", key="user.city",
                        at=JUNE)  # fmt: skip
        again = await vault.add("Dana lives in the city of Lisbon", user_id="dana",
                                key="user.city", at=SEPTEMBER)  # fmt: skip
        assert again.id != first.id  # a new version, not the old one revived
        assert await _city(vault) == ["Dana lives in the city of Lisbon"]
        assert await _city(vault, as_of=JUNE + timedelta(days=1)) == [
            "Dana lives in the city of Berlin"
        ]
        chain = await vault.events(again.id, all_scopes=True)
        assert [e.event for e in chain] == ["ADD", "SUPERSEDE", "ADD", "SUPERSEDE", "ADD"]
        assert len({e.memory_id for e in chain}) == 3

    async def test_the_same_keyed_fact_twice_is_one_memory(self, vault: MemoryVault) -> None:
        one = await vault.add("Dana is vegan", user_id="dana", key="user.diet", at=MARCH)
        two = await vault.add("dana is  VEGAN", user_id="dana", key="user.diet", at=JUNE)
        assert two.id == one.id
        assert two.is_current
        assert await vault.count(user_id="dana") == 1

    async def test_a_fact_learnt_late_about_the_past_leaves_the_current_one_current(
        self, vault: MemoryVault
    ) -> None:
        now = await vault.add("Dana lives in the city of Berlin", user_id="dana",
                              key="user.city", at=JUNE)  # fmt: skip
        past = await vault.add("Dana lives in the city of Lisbon", user_id="dana",
                               key="user.city", at=MARCH)  # fmt: skip
        assert past.valid_to == JUNE
        assert past.superseded_by == now.id
        assert (await vault.get(now.id, all_scopes=True)).supersedes == past.id
        assert await _city(vault) == ["Dana lives in the city of Berlin"]
        assert await _city(vault, as_of=datetime(2024, 4, 1, tzinfo=UTC)) == [
            "Dana lives in the city of Lisbon"
        ]

    async def test_contradictions_in_one_batch_resolve_by_time_then_order(
        self, vault: MemoryVault
    ) -> None:
        await vault.add_many([
            {"content": "Dana lives in the city of Oslo", "user_id": "dana",
             "key": "user.city", "at": JUNE},
            {"content": "Dana lives in the city of Rome", "user_id": "dana",
             "key": "user.city", "at": MARCH},
            {"content": "Dana lives in the city of Paris", "user_id": "dana",
             "key": "user.city", "at": JUNE},
        ], user_id="u")  # fmt: skip
        assert await _city(vault) == ["Dana lives in the city of Paris"]
        assert await _city(vault, as_of=datetime(2024, 4, 1, tzinfo=UTC)) == [
            "Dana lives in the city of Rome"
        ]
        assert len(await _city(vault, include_superseded=True)) == 3

    async def test_keys_are_scoped(self, vault: MemoryVault) -> None:
        await vault.add("Dana lives in the city of Lisbon", user_id="dana", key="user.city")
        await vault.add("Eli lives in the city of Porto", user_id="eli", key="user.city")
        assert await _city(vault, "dana") == ["Dana lives in the city of Lisbon"]
        assert await _city(vault, "eli") == ["Eli lives in the city of Porto"]

    async def test_a_keys_timeline_holds_every_version_in_order(self, vault: MemoryVault) -> None:
        """``timeline(key)``: every version, superseded ones included, oldest first, in the
        scope named only; a late statement about the past takes its place in the order."""
        berlin = await vault.add("Dana lives in Berlin", user_id="dana", key="user.city",
                                 at=JUNE)  # fmt: skip
        oslo = await vault.add("Dana lives in Oslo", user_id="dana", key="user.city",
                               at=SEPTEMBER)  # fmt: skip
        lisbon = await vault.add("Dana lived in Lisbon", user_id="dana", key="user.city",
                                 at=MARCH)  # fmt: skip
        await vault.add("Eli lives in Porto", user_id="eli", key="user.city")
        await vault.add("Dana works at Stripe", user_id="dana", key="user.employer")
        versions = await vault.timeline("user.city", user_id="dana")
        assert [v.id for v in versions] == [lisbon.id, berlin.id, oslo.id]
        assert [v.valid_to for v in versions] == [JUNE, SEPTEMBER, None]
        assert await vault.timeline("user.pets", user_id="dana") == []
        assert [v.content for v in await vault.timeline("user.city", user_id="eli")] == [
            "Eli lives in Porto"]  # fmt: skip
        with pytest.raises(InvalidInput, match="key"):
            await vault.timeline("", user_id="dana")
        with pytest.raises(InvalidInput, match="user_id"):
            await vault.timeline("user.city")

    async def test_scopes_count_each_users_agents_and_sessions_memories(
        self, vault: MemoryVault
    ) -> None:
        """``scopes``: ids with their memories counted by kind (past versions apart), most
        recently active first, narrowed by ``match`` (case ignored) and paged; a user's
        sessions only name that user's; naming no scope is refused."""
        await vault.add("Dana lives in Berlin", user_id="dana", key="user.city", at=MARCH)
        await vault.add("Dana lives in Oslo", user_id="dana", key="user.city", at=JUNE)
        await vault.add("hello", user_id="dana", kind="message", session_id="s1")
        await vault.add("shipped it", user_id="dana", kind="episode", session_id="s2")
        await vault.add("Eli likes tea", user_id="Eli", session_id="s9")
        users = await vault.scopes(all_scopes=True)
        assert [(u.id, u.facts, u.superseded, u.episodes, u.messages) for u in users] == [
            ("Eli", 1, 0, 0, 0), ("dana", 1, 1, 1, 1)]  # fmt: skip
        assert users[1].memories == 4
        assert users[0].last_activity >= users[1].last_activity
        assert [u.id for u in await vault.scopes(all_scopes=True, match="DAN")] == ["dana"]
        assert [u.id for u in await vault.scopes(all_scopes=True, limit=1, offset=1)] == ["dana"]
        sessions = await vault.scopes("session_id", user_id="dana")
        assert sorted(s.id for s in sessions) == ["s1", "s2"]
        assert await vault.scopes("agent_id", user_id="dana") == []
        with pytest.raises(InvalidInput, match="user_id"):
            await vault.scopes()
        with pytest.raises(InvalidInput, match="by"):
            await vault.scopes("tenant", all_scopes=True)  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match="match"):
            await vault.scopes(all_scopes=True, match="x" * 201)

    async def test_list_and_count_keep_what_happened_between_since_and_until(
        self, vault: MemoryVault
    ) -> None:
        for when in (MARCH, JUNE, SEPTEMBER):
            await vault.add(f"it happened in month {when.month}", user_id="dana",
                            kind="episode", at=when)  # fmt: skip
        between = await vault.list(user_id="dana", since=MARCH + timedelta(days=1),
                                   until=SEPTEMBER)  # fmt: skip
        assert [m.content for m in between] == ["it happened in month 6"]
        assert await vault.count(user_id="dana", since=JUNE) == 2
        assert await vault.count(user_id="dana", until=JUNE) == 1
        with pytest.raises(InvalidInput, match="until"):
            await vault.list(user_id="dana", since=JUNE, until=MARCH)
        with pytest.raises(InvalidInput, match="since"):
            await vault.count(user_id="dana", since="June")  # type: ignore[arg-type]

    async def test_deleting_the_current_version_makes_the_previous_one_current(
        self, vault: MemoryVault
    ) -> None:
        lisbon = await vault.add("Dana lives in the city of Lisbon", user_id="dana",
                                 key="user.city", at=MARCH)  # fmt: skip
        berlin = await vault.add("Dana lives in the city of Berlin", user_id="dana",
                                 key="user.city", at=JUNE)  # fmt: skip
        await vault.delete(berlin.id, all_scopes=True)
        restored = await vault.get(lisbon.id, all_scopes=True)
        assert restored.is_current
        assert restored.superseded_by is None
        assert await _city(vault) == ["Dana lives in the city of Lisbon"]

    async def test_supersession_survives_reopening(self, make_store: object) -> None:
        assert callable(make_store)
        async with MemoryVault(make_store(), embedder=HashEmbedder()) as writer:
            await writer.add("Dana lives in the city of Lisbon", user_id="dana",
                             key="user.city", at=MARCH)  # fmt: skip
            await writer.add("Dana lives in the city of Berlin", user_id="dana",
                             key="user.city", at=JUNE)  # fmt: skip
        async with MemoryVault(make_store(), embedder=HashEmbedder()) as reader:
            assert await _city(reader) == ["Dana lives in the city of Berlin"]
            assert await _city(reader, as_of=datetime(2024, 4, 1, tzinfo=UTC)) == [
                "Dana lives in the city of Lisbon"
            ]

    async def test_expired_memories_leave_search_and_prune_removes_them(
        self, vault: MemoryVault
    ) -> None:
        soon = datetime.now(UTC) + timedelta(days=1)
        gone = await vault.add(
            "Dana's parking permit for the city", user_id="dana", expires_at=datetime(2020, 1, 1)
        )  # naive: taken as UTC
        kept = await vault.add("Dana lives in the city of Lisbon", user_id="dana",
                               expires_at=soon)  # fmt: skip
        assert gone.expires_at == datetime(2020, 1, 1, tzinfo=UTC)
        assert await _city(vault) == [kept.content]
        assert await _city(vault, as_of=datetime(2019, 6, 1, tzinfo=UTC)) == []  # not yet added
        assert await vault.prune() == 1
        assert await vault.count(user_id="dana") == 1
        assert await vault.prune() == 0

    async def test_history_skips_a_pruned_version(self, vault: MemoryVault) -> None:
        old = await vault.add("Dana lives in the city of Lisbon", user_id="dana",
                              key="user.city", at=MARCH, expires_at=JUNE)  # fmt: skip
        new = await vault.add("Dana lives in the city of Berlin", user_id="dana",
                              key="user.city", at=JUNE)  # fmt: skip
        assert new.supersedes == old.id
        assert await vault.prune() == 1
        assert [e.event for e in await vault.events(new.id, all_scopes=True)] == ["ADD"]
        assert await _city(vault) == [new.content]

    async def test_bad_time_arguments_are_refused(self, vault: MemoryVault) -> None:
        with pytest.raises(InvalidInput, match="key"):
            await vault.add("hello", user_id="dana", kind="message", key="user.city")
        with pytest.raises(InvalidInput, match="as_of"):
            await vault.search("x", user_id="dana", as_of=MARCH, include_superseded=True)
        with pytest.raises(InvalidInput, match="as_of"):
            await vault.search("x", user_id="dana", as_of="yesterday")  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match="expires_at"):
            await vault.add("x", user_id="dana", expires_at="soon")  # type: ignore[arg-type]
        with pytest.raises(InvalidInput, match="key"):
            await vault.add("x", user_id="dana", key="")
        assert await vault.count(all_scopes=True) == 0

    # -- learning from what was said (vault.remember, offline rule extractor) --------------

    async def test_remember_learns_a_fact_and_a_change_supersedes_it(
        self, vault: MemoryVault
    ) -> None:
        [added] = await vault.remember("I live in Lisbon.", user_id="dana", session_id="s1",
                                       at=MARCH)  # fmt: skip
        assert added.event == "ADD"
        assert added.reason
        fact = await vault.get(added.memory_id, all_scopes=True)
        assert fact.key == "user.city"
        assert fact.valid_from == MARCH
        assert fact.scope.session_id is None  # facts belong to the user, not the session
        assert fact.knowledge is not None
        assert fact.knowledge.source == "I live in Lisbon"  # the sentence it came from
        assert fact.knowledge.session_id == "s1"
        assert fact.metadata == {}  # what memvault learnt never lands in the user's metadata

        [moved] = await vault.remember("I moved to Berlin last week.", user_id="dana",
                                       session_id="s2", at=JUNE)  # fmt: skip
        assert moved.event == "SUPERSEDE"
        assert (await vault.get(moved.memory_id, all_scopes=True)).supersedes == fact.id
        assert (await vault.get(fact.id, all_scopes=True)).valid_to == JUNE

        [again] = await vault.remember("I live in Berlin", user_id="dana", at=SEPTEMBER)
        assert again.event == "NOOP"
        assert again.memory_id == moved.memory_id
        assert await vault.count(user_id="dana") == 2  # no duplicate, the old value kept

        [now] = await vault.search("where does the user live", user_id="dana", limit=1)
        assert "Berlin" in now.content
        [then] = await vault.search("where does the user live", user_id="dana", limit=1,
                                    as_of=datetime(2024, 4, 1, tzinfo=UTC))  # fmt: skip
        assert "Lisbon" in then.content

    async def test_a_fact_added_without_a_key_is_superseded_by_remember(
        self, vault: MemoryVault
    ) -> None:
        """Issue 13 A.2: ``add("I live in Paris")`` then ``remember("I moved to Berlin")``
        left both current, Paris ranked first and both in the context."""
        paris = await vault.add("I live in Paris", user_id="a", at=MARCH)
        bread = await vault.add("I like sourdough bread", user_id="a", at=MARCH)
        [moved] = await vault.remember("I moved to Berlin", user_id="a", at=JUNE)
        assert moved.event == "SUPERSEDE"
        old = await vault.get(paris.id, user_id="a")
        assert (old.key, old.valid_to, old.superseded_by) == ("user.city", JUNE, moved.memory_id)
        assert (await vault.get(bread.id, user_id="a")).is_current  # another attribute
        [now] = await vault.search("where does the user live", user_id="a", limit=1)
        assert "Berlin" in now.content
        [then] = await vault.search("where does the user live", user_id="a", limit=1,
                                    as_of=datetime(2024, 4, 1, tzinfo=UTC))  # fmt: skip
        assert then.id == paris.id
        context = await vault.build_context("where do I live?", user_id="a")
        assert "Berlin" in context.text
        assert "Paris" not in context.text

    async def test_a_late_statement_about_the_past_takes_its_place_in_the_past(
        self, vault: MemoryVault
    ) -> None:
        """Issue 13 A.1: a statement dated before the current fact was dropped (a city:
        NOOP, never stored, so ``as_of`` could not find it) or claimed a SUPERSEDE that did
        not happen (a negated diet), while ``add(key=)`` put it in the past."""
        [berlin] = await vault.remember("I live in Berlin", user_id="a", at=JUNE)
        [paris] = await vault.remember("I live in Paris", user_id="a", at=MARCH)
        assert (paris.event, paris.at) == ("ADD", MARCH)  # no change claimed, dated then
        past = await vault.get(paris.memory_id, user_id="a")
        assert (past.key, past.valid_from, past.valid_to) == ("user.city", MARCH, JUNE)
        assert (await vault.get(berlin.memory_id, user_id="a")).is_current
        [then] = await vault.search("where does the user live", user_id="a", limit=1,
                                    as_of=datetime(2024, 4, 1, tzinfo=UTC))  # fmt: skip
        assert then.id == paris.memory_id
        [now] = await vault.search("where does the user live", user_id="a", limit=1)
        assert now.id == berlin.memory_id

        [vegan] = await vault.remember("I am vegan", user_id="b", at=JUNE)
        [negated] = await vault.remember("I am not vegan anymore", user_id="b", at=MARCH)
        assert negated.event != "SUPERSEDE"  # the vegan fact stays current
        assert (await vault.get(vegan.memory_id, user_id="b")).is_current

    async def test_remember_dates_messages_with_at_when_given(self, vault: MemoryVault) -> None:
        """Issue 13 A.1: ``at=`` was ignored for ``Message`` inputs (dated today)."""
        [event] = await vault.remember(Message.user("I live in Lisbon"), user_id="a", at=MARCH)
        assert event.at == MARCH
        assert (await vault.get(event.memory_id, user_id="a")).valid_from == MARCH

    async def test_remember_keeps_values_of_a_multi_valued_attribute_side_by_side(
        self, vault: MemoryVault
    ) -> None:
        events = await vault.remember(["I like sushi.", "I like ramen."], user_id="dana",
                                      at=MARCH)  # fmt: skip
        assert [e.event for e in events] == ["ADD", "ADD"]
        [ended] = await vault.remember("I no longer like sushi.", user_id="dana", at=JUNE)
        assert ended.event == "SUPERSEDE"
        current = [e for e in await vault.list(user_id="dana") if e.is_current]
        contents = sorted(e.content.casefold() for e in current)
        assert len(contents) == 2
        assert any("ramen" in c for c in contents)
        assert any("sushi" in c and "no longer" in c for c in contents)

    async def test_remember_ignores_what_is_not_a_first_person_fact(
        self, vault: MemoryVault
    ) -> None:
        for said in ("Do you live in Paris?", "My friend said she lives in Rome."):
            [event] = await vault.remember(said, user_id="dana")
            assert (event.event, event.memory_id, event.reason) == ("NOOP", "", NO_ENGLISH_FACT)
        assert await vault.count(user_id="dana") == 0
        with pytest.raises(InvalidInput, match="messages"):
            await vault.remember([], user_id="dana")
        with pytest.raises(InvalidInput, match="user_id"):
            await vault.remember("I live in Lisbon", user_id="")  # no scope: refused

    async def test_remember_says_why_nothing_was_learnt(self, vault: MemoryVault) -> None:
        """It returned ``[]`` silently for a statement the rule extractor cannot read
        ("Ich wohne in Berlin"): now it says so, and keeps the text as said (a message marked
        unread) so that keyword search finds it; English with no fact in it writes nothing."""
        for said, word in (("Ich wohne in Berlin.", "Berlin"), ("我住在北京", "我住在北京"),
                           ("Je m'appelle Anna et j'habite à Lyon.", "Lyon")):  # fmt: skip
            [event] = await vault.remember(said, user_id="dana")
            assert (event.event, event.content) == ("ADD", said)
            assert event.reason == NOT_ENGLISH_STORED
            assert "English statements only" in event.reason
            stored = await vault.get(event.memory_id, user_id="dana")
            assert (stored.kind, stored.metadata) == ("message", {"role": "user", "unread": True})
            hits = await vault.search(word, user_id="dana", config=KEYWORD)
            assert [h.id for h in hits] == [event.memory_id]
        await vault.forget(user_id="dana")
        [event] = await vault.remember(["Do you like jazz?", "Thanks!"], user_id="dana")
        assert (event.event, event.memory_id, event.reason) == ("NOOP", "", NO_ENGLISH_FACT)
        [event] = await vault.remember(Message.assistant("You live in Paris."), user_id="dana")
        assert (event.event, event.memory_id, event.reason) == ("NOOP", "", NO_USER_TEXT)
        assert await vault.count(all_scopes=True) == 0
        assert await vault.entities("dana") == []

    async def test_a_statement_that_reads_like_a_fact_but_is_not_read_is_kept(
        self, vault: MemoryVault
    ) -> None:
        """A first-person statement with a value in it that no attribute was decided for is
        stored as said and reported; the statements that were read are not."""
        said = ["I live in Lisbon.", "My flat overlooks the Tagus near Alfama."]
        events = await vault.remember(said, user_id="dana")
        kept = [e for e in events if e.reason == UNREAD]
        assert [e.content for e in kept] == ["My flat overlooks the Tagus near Alfama"]
        assert [e.event for e in kept] == ["ADD"]
        hits = await vault.search("Tagus Alfama", user_id="dana", config=KEYWORD)
        assert [h.id for h in hits] == [kept[0].memory_id]
        assert any(e.knowledge is not None and e.knowledge.value == "Lisbon" for e in events)
        again = await vault.remember(said[1], user_id="dana", store_messages=True)
        assert [(e.event, e.memory_id, e.reason) for e in again] == [("NOOP", "", UNREAD)]

    # -- episodes, entities, context --------------------------------------------------------

    async def test_episodes_are_recorded_and_recalled_by_situation(
        self, vault: MemoryVault
    ) -> None:
        done = await vault.record_episode(
            "Booked a train from Lisbon to Porto for the user", user_id="dana", session_id="s1",
            tools_used=["search_trains", "book"], tags=["travel"], at=MARCH,
        )  # fmt: skip
        await vault.record_episode("Could not refund the concert tickets", user_id="dana",
                                   outcome="failure", tools_used=["refund"])  # fmt: skip
        await vault.record_episode("Booked a train to Madrid", user_id="eli")
        [best, *_] = await vault.recall_episodes("book a train to Porto", user_id="dana")
        assert best.id == done.id
        assert best.outcome == "success"
        assert best.tools_used == ("search_trains", "book")
        assert best.tags == ("travel",)
        assert best.at == MARCH
        assert best.session_id == "s1"
        assert best.relevance is not None
        assert 0 < best.relevance <= 1
        failures = await vault.recall_episodes("tickets", user_id="dana", outcome="failure")
        assert [e.summary for e in failures] == ["Could not refund the concert tickets"]
        assert all(e.summary != "Booked a train to Madrid"
                   for e in await vault.recall_episodes("train", user_id="dana"))  # fmt: skip
        with pytest.raises(InvalidInput, match="tools_used"):
            await vault.record_episode("x", user_id="dana", tools_used="book")

    async def test_entities_come_from_facts_and_aliases(self, vault: MemoryVault) -> None:
        await vault.remember(["My sister Alice lives in Porto.", "I work at Acme."],
                             user_id="dana", at=MARCH)  # fmt: skip
        await vault.add_alias("my manager", "Bob", user_id="dana")
        entities = {e.name: e for e in await vault.entities("dana")}
        assert "Alice" in entities
        assert entities["Alice"].attributes.get("relation") == "sister"
        assert "my manager" in entities["Bob"].aliases
        assert await vault.entities("eli") == []

    async def test_build_context_fits_the_budget_and_cites_its_memories(
        self, vault: MemoryVault
    ) -> None:
        await vault.remember(["I live in Lisbon.", "I work at Acme as a pilot."],
                             user_id="dana", at=MARCH)  # fmt: skip
        await vault.record_episode("Planned a weekend trip to Porto", user_id="dana")
        await vault.add_many([
            {"content": f"turn {i}: we talked about flights", "user_id": "dana",
             "session_id": "s9", "kind": "message"} for i in range(30)
        ], user_id="u")  # fmt: skip
        context = await vault.build_context("where does the user live and work", user_id="dana",
                                            session_id="s9", token_budget=400)  # fmt: skip
        titles = [s.title for s in context.sections]
        assert titles[0] == "Relevant knowledge"
        assert "Recent conversation" in titles
        assert context.tokens <= 400
        assert "Lisbon" in context.text
        assert context.ids
        for memory_id in context.ids:
            assert (await vault.get(memory_id, all_scopes=True)).scope.user_id == "dana"
        recent = context.sections[-1]
        assert recent.lines[-1] == "turn 29: we talked about flights"  # newest kept, last
        small = await vault.build_context("where does the user live", user_id="dana",
                                          session_id="s9", token_budget=40)  # fmt: skip
        assert small.tokens <= 40
        assert "left out for lack of room" in small.text

    async def test_forget_leaves_no_trace_of_facts_episodes_aliases_or_history(
        self, vault: MemoryVault
    ) -> None:
        await vault.remember(["I live in Lisbon.", "My sister Alice is a nurse."],
                             user_id="dana", session_id="s1", at=MARCH)  # fmt: skip
        await vault.remember("I moved to Berlin.", user_id="dana", at=JUNE)
        await vault.record_episode("Booked a flight", user_id="dana", session_id="s1")
        await vault.add_alias("my manager", "Bob", user_id="dana")
        await vault.add("Eli lives in Porto", user_id="eli", key="user.city")
        assert await vault.forget(user_id="dana") >= 5
        residue = await self.residue(vault.backend, "dana")  # type: ignore[attr-defined]
        assert all(count == 0 for count in residue.values()), residue
        assert await vault.entities("dana") == []
        assert await vault.count(user_id="eli") == 1

    async def test_the_same_change_from_two_sessions_at_once_leaves_one_current_fact(
        self, make_store: MakeStore
    ) -> None:
        async with (
            MemoryVault(make_store(), embedder=HashEmbedder()) as one,
            MemoryVault(make_store(), embedder=HashEmbedder()) as two,
        ):
            await one.remember("I live in Lisbon.", user_id="dana", at=MARCH)
            await asyncio.gather(
                one.remember("I moved to Berlin.", user_id="dana", session_id="a", at=JUNE),
                two.remember("I moved to Madrid.", user_id="dana", session_id="b",
                             at=SEPTEMBER),
                *[two.remember("I moved to Berlin.", user_id="dana", session_id="c", at=JUNE)
                  for _ in range(3)],
            )  # fmt: skip
            facts = await one.list(user_id="dana")
            current = [f for f in facts if f.is_current]
            assert [f.content for f in current] == ["User's city is Madrid"]
            chain = sorted(facts, key=lambda f: f.valid_from)
            assert [f.valid_to for f in chain[:-1]] == [f.valid_from for f in chain[1:]]

    async def test_stored_messages_do_not_bring_back_a_superseded_value(
        self, vault: MemoryVault
    ) -> None:
        await vault.remember("I live in Lisbon, near the river.", user_id="dana",
                             session_id="s1", at=MARCH, store_messages=True)  # fmt: skip
        await vault.remember("I moved to Berlin.", user_id="dana", session_id="s2", at=JUNE,
                             store_messages=True)  # fmt: skip
        await vault.remember("Thanks, that was helpful!", user_id="dana", session_id="s2",
                             at=JUNE, store_messages=True)  # fmt: skip
        said = await vault.list(user_id="dana", kind="message")
        assert [m.content for m in said] == [
            "I live in Lisbon, near the river.", "I moved to Berlin.", "Thanks, that was helpful!"
        ]  # fmt: skip
        assert said[0].knowledge is not None
        assert said[0].knowledge.learned
        assert said[0].metadata == {"role": "user"}
        assert said[0].scope.session_id == "s1"
        now = [h.content for h in await vault.search("Lisbon river", user_id="dana", limit=10)]
        assert not any("Lisbon" in c for c in now)  # neither the old fact nor its message
        then = await vault.search("Lisbon river", user_id="dana", limit=10,
                                  as_of=datetime(2024, 4, 1, tzinfo=UTC))  # fmt: skip
        assert "I live in Lisbon, near the river." in [h.content for h in then]
        assert "Thanks, that was helpful!" in [
            h.content for h in await vault.search("helpful thanks", user_id="dana")
        ]

    async def test_a_users_metadata_never_changes_what_is_learnt_or_found(
        self, vault: MemoryVault
    ) -> None:
        """Regression: memvault once kept what it learnt in the user's metadata, so a message
        whose own metadata held ``{"facts": [...]}`` (an id of a superseded fact) silently
        disappeared from search, and a fact with ``attribute``/``subject`` keys was taken for
        one ``remember`` had learnt. What memvault learns now lives in ``knowledge``."""
        old = await vault.add("Dana lives in the city of Lisbon", user_id="dana",
                              key="user.city", at=MARCH)  # fmt: skip
        await vault.add("Dana lives in the city of Berlin", user_id="dana", key="user.city",
                        at=JUNE)  # fmt: skip
        hostile = {"facts": [old.id], "source": "x", "provenance": {"by": "me"},
                   "attribute": "city", "subject": "user", "value": "Oslo",
                   "entities": ["Oslo"], "learned": [old.id]}  # fmt: skip
        note = await vault.add("a note about Lisbon bridges", user_id="dana", kind="message",
                               session_id="s1", metadata=hostile, at=JUNE)  # fmt: skip
        assert note.knowledge is None
        assert note.metadata == hostile
        found = await vault.search("Lisbon bridges", user_id="dana", limit=10)
        assert note.id in [h.id for h in found]
        then = await vault.search("Lisbon bridges", user_id="dana", limit=10,
                                  as_of=datetime(2024, 7, 1, tzinfo=UTC))  # fmt: skip
        assert note.id in [h.id for h in then]
        fact = await vault.add("Dana likes tea", user_id="dana", metadata=hostile)
        [event] = await vault.remember("I live in Paris.", user_id="dana", at=SEPTEMBER)
        current = [f for f in await vault.list(user_id="dana", kind="fact") if f.is_current]
        assert sorted(f.content for f in current) == ["Dana likes tea", "User's city is Paris"]
        assert event.memory_id in [f.id for f in current]
        assert (
            await vault.get(fact.id, all_scopes=True)
        ).is_current  # not taken for a learnt city fact
        assert "Oslo" not in [e.name for e in await vault.entities("dana")]  # not from metadata
        context = await vault.build_context("where does Dana live?", user_id="dana",
                                            token_budget=300)  # fmt: skip
        assert "Oslo" not in context.text
