"""A stateful fuzz of the public calls (issue 12, F): ``MemoryVault`` on a SQLite file and
the chat histories (SQLite, PostgreSQL, Redis), driven with the hostile values of
``tests.faults.hostile``.

Every step asserts what a caller relies on:

- only ``memvault.errors.MemvaultError`` subclasses escape, within a bound (no hang);
- a call that raised wrote nothing (each scope's memories, or the session's messages, are
  the same after as before);
- the victim (user ``"victim"``, session ``"victim"``), whom no call names, keeps its data
  unchanged and none of it is ever returned to another scope.

``bench/soak.py`` runs the same machine for many more steps, with ``STRICT = False`` so that
it counts failures (``STATS``) instead of stopping at the first.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    invariant,
    rule,
    run_state_machine_as_test,
)

from memvault import MemoryVault
from memvault.core.protocols import ChatHistory
from memvault.core.types import MemoryEntry, Message
from memvault.embedders import HashEmbedder
from memvault.errors import MemvaultError
from tests.faults import hostile

T = TypeVar("T")

VICTIM = "victim"
USERS = ("alice", "bob", "città", "a'b")
"""The scopes the fuzz acts in (``hostile.scopes`` draws from these and from invalid ones)."""
CALL_BOUND = 60.0
"""Seconds a call may take before it counts as a hang (far above any call here)."""


@dataclass
class Stats:
    """What a run saw; ``bench/soak.py`` prints it."""

    tried: int = 0
    refused: int = 0
    unclean: list[str] = field(default_factory=list)
    hangs: int = 0
    lost: int = 0
    max_latency: float = 0.0


STATS = Stats()
STRICT = True
"""Fail at the first broken promise (tests); ``False`` counts it in ``STATS`` (the bench)."""


def _fail(problem: str) -> None:
    STATS.unclean.append(problem)
    if STRICT:
        pytest.fail(problem)


def _victim_rows(entries: list[MemoryEntry]) -> list[dict[str, Any]]:
    return [e.to_dict() for e in entries]


class Backends:
    """What one machine runs against: set by the test before the machine starts."""

    root: Path
    histories: ClassVar[dict[str, Callable[[str], ChatHistory]]] = {}


class VaultMachine(RuleBasedStateMachine):
    """The fuzz itself; one instance per example, on a fresh SQLite file."""

    memories = Bundle("memories")
    runs = 0

    def __init__(self) -> None:
        super().__init__()
        VaultMachine.runs += 1
        self.loop = asyncio.new_event_loop()
        self.vault = MemoryVault(
            Backends.root / f"fuzz-{os.getpid()}-{VaultMachine.runs}.db", embedder=HashEmbedder()
        )
        self.histories = {
            name: (make(f"fuzz-{VaultMachine.runs}"), make(f"{VICTIM}-{VaultMachine.runs}"))
            for name, make in Backends.histories.items()
        }
        self.loop.run_until_complete(self._seed())

    async def _seed(self) -> None:
        await self.vault.add("the victim's canary quokka lives in Lisbon", user_id=VICTIM,
                             metadata={"a": 1, "tag": "canary"}, key="user.city")  # fmt: skip
        await self.vault.add("victim secret: 4111 1111 1111 1111", user_id=VICTIM, kind="episode")
        self.victim = _victim_rows(await self.vault.list_all(user_id=VICTIM))
        self.victim_ids = [row["id"] for row in self.victim]
        self.victim_messages: dict[str, list[Message]] = {}
        for name, (_, victim) in self.histories.items():
            await victim.add_messages([Message.user("victim canary message quokka")])
            self.victim_messages[name] = await victim.get_messages()

    def teardown(self) -> None:
        async def close() -> None:
            for mine, victim in self.histories.values():
                await mine.clear()
                await victim.clear()
                await mine.aclose()  # type: ignore[attr-defined]
                await victim.aclose()  # type: ignore[attr-defined]
            await self.vault.aclose()

        self.loop.run_until_complete(close())
        self.loop.close()

    # -- running one call ---------------------------------------------------------------

    def call(
        self,
        what: str,
        make: Callable[[], Awaitable[T]],
        snapshot: Callable[[], Awaitable[object]] | None = None,
    ) -> T | None:
        """Run ``make()`` bounded in time; check what escapes it and, when it raised, that
        ``snapshot()`` did not change. Returns its result, or None when it raised."""
        before = None if snapshot is None else self.loop.run_until_complete(snapshot())
        STATS.tried += 1
        start = time.monotonic()
        try:
            result = self.loop.run_until_complete(_bounded(make()))
        except MemvaultError:
            STATS.refused += 1
            result = None
            if snapshot is not None and self.loop.run_until_complete(snapshot()) != before:
                _fail(f"{what} raised but wrote")
        except TimeoutError:
            STATS.hangs += 1
            _fail(f"{what} did not return within {CALL_BOUND} s")
            return None
        except Exception as exc:
            _fail(f"{what} let {type(exc).__name__} escape: {str(exc)[:200]}")
            return None
        finally:
            STATS.max_latency = max(STATS.max_latency, time.monotonic() - start)
        return result

    async def scopes(self) -> list[list[dict[str, Any]]]:
        return [_victim_rows(await self.vault.list_all(user_id=u)) for u in (*USERS, VICTIM)]

    def returned(self, what: str, entries: object) -> None:
        for entry in entries if isinstance(entries, list) else []:
            if isinstance(entry, MemoryEntry) and entry.scope.user_id == VICTIM:
                _fail(f"{what} returned the victim's memory {entry.content!r}")

    # -- the vault ----------------------------------------------------------------------

    @rule(
        target=memories, content=hostile.contents, user=hostile.scopes,
        metadata=hostile.metadatas, at=hostile.datetimes, expires=hostile.datetimes,
        importance=st.one_of(st.none(), st.floats()), key=st.sampled_from([None, "k", "", "\x00"]),
        kind=st.sampled_from(["fact", "episode", "message", "bogus"]),
    )  # fmt: skip
    def add(self, content: Any, user: str, metadata: Any, at: Any, expires: Any,
            importance: Any, key: Any, kind: Any) -> str:  # fmt: skip
        entry = self.call("add", lambda: self.vault.add(
            content, user_id=user, metadata=metadata, at=at, importance=importance, key=key,
            kind=kind, expires_at=expires), self.scopes)  # fmt: skip
        return entry.id if entry is not None else "nope"

    @rule(
        items=st.lists(
            st.one_of(
                hostile.contents,
                st.fixed_dictionaries(
                    {"content": hostile.contents, "user_id": hostile.scopes},
                    optional={"metadata": hostile.metadatas, "at": hostile.datetimes},
                ),
            ),
            max_size=4,
        )
    )
    def add_many(self, items: list[Any]) -> None:
        for item in items:  # a bare text has no scope: give it one
            if isinstance(item, dict) and item.get("user_id") == VICTIM:
                return
        named = [{"content": i, "user_id": "alice"} if not isinstance(i, dict) else i
                 for i in items]  # fmt: skip
        self.call("add_many", lambda: self.vault.add_many(named), self.scopes)

    def target(self, memory: str, victims: bool) -> str:
        """``memory``, or (``victims``) one of the victim's ids: by-id calls are scoped, so
        naming the victim's id from another scope must change nothing (issue 12 C.10)."""
        return self.victim_ids[len(memory) % len(self.victim_ids)] if victims else memory

    @rule(memory=st.one_of(memories, hostile.ids), content=st.one_of(st.none(), hostile.contents),
          metadata=hostile.metadatas, user=hostile.scopes, victims=st.booleans())  # fmt: skip
    def update(self, memory: str, content: Any, metadata: Any, user: str, victims: bool) -> None:
        memory = self.target(memory, victims)
        self.call("update", lambda: self.vault.update(
            memory, content=content, metadata=metadata, user_id=user), self.scopes)  # fmt: skip

    @rule(memory=st.one_of(memories, hostile.ids), user=hostile.scopes, victims=st.booleans())
    def delete(self, memory: str, user: str, victims: bool) -> None:
        memory = self.target(memory, victims)
        self.call("delete", lambda: self.vault.delete(memory, user_id=user), self.scopes)

    @rule(memory=st.one_of(memories, hostile.ids), user=hostile.scopes, victims=st.booleans())
    def get(self, memory: str, user: str, victims: bool) -> None:
        memory = self.target(memory, victims)
        found = self.call("get", lambda: self.vault.get(memory, user_id=user), self.scopes)
        self.returned("get", [found])

    @rule(query=hostile.queries, user=hostile.scopes, where=hostile.wheres, limit=hostile.limits,
          min_score=st.one_of(st.none(), st.floats()), as_of=hostile.datetimes)  # fmt: skip
    def search(
        self, query: Any, user: str, where: Any, limit: Any, min_score: Any, as_of: Any
    ) -> None:
        found = self.call(
            "search",
            lambda: self.vault.search(
                query, user_id=user, where=where, limit=limit, min_score=min_score, as_of=as_of
            ),
        )
        self.returned("search", found)

    @rule(user=hostile.scopes, where=hostile.wheres, limit=hostile.limits, offset=hostile.limits)
    def list(self, user: str, where: Any, limit: Any, offset: Any) -> None:
        found = self.call("list", lambda: self.vault.list(
            user_id=user, where=where, limit=limit, offset=offset))  # fmt: skip
        self.returned("list", found)

    @rule(user=hostile.scopes, where=hostile.wheres)
    def count(self, user: str, where: Any) -> None:
        self.call("count", lambda: self.vault.count(user_id=user, where=where))

    @rule(said=hostile.contents, user=hostile.scopes, at=hostile.datetimes)
    def remember(self, said: Any, user: str, at: Any) -> None:
        events = self.call("remember", lambda: self.vault.remember(said, user_id=user, at=at),
                           self.scopes)  # fmt: skip
        for event in events or []:
            if "canary" in event.content or "4111" in event.content:
                _fail(f"remember returned the victim's memory {event.content!r}")

    @rule(query=hostile.queries, user=hostile.scopes, budget=hostile.limits)
    def build_context(self, query: Any, user: str, budget: Any) -> None:
        context = self.call("build_context", lambda: self.vault.build_context(
            query, user_id=user, token_budget=budget))  # fmt: skip
        if context is not None and ("canary" in str(context) or "4111" in str(context)):
            _fail("build_context showed the victim's memory")

    @rule(user=hostile.scopes)
    def forget(self, user: str) -> None:
        self.call("forget", lambda: self.vault.forget(user_id=user), self.scopes)

    # -- the chat histories -------------------------------------------------------------

    @rule(data=st.data(), content=hostile.contents, metadata=hostile.metadatas,
          at=hostile.datetimes, many=st.integers(0, 3), same_id=st.booleans())  # fmt: skip
    def add_messages(self, data: st.DataObject, content: Any, metadata: Any, at: Any,
                     many: int, same_id: bool) -> None:  # fmt: skip
        if not self.histories:
            return
        name = data.draw(st.sampled_from(sorted(self.histories)))
        history = self.histories[name][0]

        async def add() -> None:
            message = Message("user", content, metadata=metadata or {}, created_at=at) if at \
                else Message("user", content, metadata=metadata or {})  # fmt: skip
            batch = [message] * many if same_id else [message, Message.user("ok")][:many]
            await (history.add_message(message) if many == 1 else history.add_messages(batch))

        self.call(f"{name} add_messages", add, history.get_messages)

    @rule(data=st.data(), limit=hostile.limits)
    def get_messages(self, data: st.DataObject, limit: Any) -> None:
        if self.histories:
            name = data.draw(st.sampled_from(sorted(self.histories)))
            found = self.call(f"{name} get_messages",
                              lambda: self.histories[name][0].get_messages(limit))  # fmt: skip
            if found and any("victim canary" in m.content for m in found):
                _fail(f"{name} get_messages returned the victim's message")

    @rule(data=st.data())
    def clear_history(self, data: st.DataObject) -> None:
        if self.histories:
            name = data.draw(st.sampled_from(sorted(self.histories)))
            self.call(f"{name} clear", self.histories[name][0].clear)

    # -- the victim ---------------------------------------------------------------------

    @invariant()
    def victim_untouched(self) -> None:
        rows = _victim_rows(self.loop.run_until_complete(self.vault.list_all(user_id=VICTIM)))
        if rows != self.victim:
            STATS.lost += 1
            _fail("the victim's memories changed")
            self.victim = rows
        for name, (_, victim) in self.histories.items():
            messages = self.loop.run_until_complete(victim.get_messages())
            if messages != self.victim_messages[name]:
                STATS.lost += 1
                _fail(f"the victim's {name} messages changed")
                self.victim_messages[name] = messages


async def _bounded(call: Awaitable[T]) -> T:
    async with asyncio.timeout(CALL_BOUND):
        return await call


EXAMPLES = int(os.environ.get("MEMVAULT_FUZZ_EXAMPLES", "30"))
STEPS = int(os.environ.get("MEMVAULT_FUZZ_STEPS", "25"))


def fuzz_settings(examples: int = EXAMPLES, steps: int = STEPS) -> settings:
    return settings(
        max_examples=examples,
        stateful_step_count=steps,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )


@contextmanager
def backends(root: Path, histories: dict[str, Callable[[str], ChatHistory]]) -> Iterator[None]:
    Backends.root, Backends.histories = root, histories
    try:
        yield
    finally:
        Backends.histories = {}


def chat_histories(
    root: Path, postgres_dsn: str | None, redis_url: str | None
) -> dict[str, Callable[[str], ChatHistory]]:
    """One maker of a session's history per backend (the in-memory one excluded)."""
    from memvault.history.sqlite import SQLiteChatHistory

    makers: dict[str, Callable[[str], ChatHistory]] = {
        "sqlite": lambda session: SQLiteChatHistory(root / "chat.db", session_id=session)
    }
    if postgres_dsn is not None:
        from memvault.history.postgres import PostgresChatHistory

        makers["postgres"] = lambda session: PostgresChatHistory(
            f"{session}-{os.getpid()}", postgres_dsn
        )
    if redis_url is not None:
        from memvault.history.redis import RedisChatHistory

        makers["redis"] = lambda session: RedisChatHistory(
            f"{session}-{os.getpid()}", url=redis_url, key_prefix="memvault-fuzz:"
        )
    return makers


def test_sqlite_vault_and_every_chat_history(
    tmp_path: Path, postgres_dsn: str, redis_url: str
) -> None:
    with backends(tmp_path, chat_histories(tmp_path, postgres_dsn, redis_url)):
        run_state_machine_as_test(VaultMachine, settings=fuzz_settings())


def test_the_fuzz_reaches_the_store() -> None:
    """The machine above is not vacuous: its calls ran, and some of them succeeded."""
    assert STATS.tried > 0
