"""The contract every ChatHistory backend keeps. A backend's test module subclasses
``ChatHistoryConformance`` and provides the ``make_history`` fixture: a factory that returns an
empty history for a session id, on one shared store (so sessions can be told apart)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta, timezone

import pytest

from memvault import InvalidInput, Message, ToolCall
from memvault.core.chat import MAX_HISTORY_LIMIT
from memvault.core.protocols import ChatHistory, EditableChatHistory

MakeHistory = Callable[[str], Awaitable[ChatHistory]]


class ChatHistoryConformance:
    @pytest.fixture
    def make_history(self) -> MakeHistory:
        raise NotImplementedError("each backend's test module provides make_history")

    async def test_satisfies_protocol(self, make_history: MakeHistory) -> None:
        assert isinstance(await make_history("s"), ChatHistory)

    async def test_pop_takes_back_the_newest_message_of_this_session_only(
        self, make_history: MakeHistory
    ) -> None:
        history, other = await make_history("s"), await make_history("other")
        assert isinstance(history, EditableChatHistory)
        assert await history.pop_message() is None
        sent = [Message.user(f"m{i}") for i in range(3)]
        await history.add_messages(sent)
        await other.add_message(Message.user("theirs"))
        assert await history.pop_message() == sent[2]
        assert await history.pop_message() == sent[1]
        assert await history.get_messages() == sent[:1]
        assert [m.content for m in await other.get_messages()] == ["theirs"]
        await history.add_message(sent[1])  # a popped message's id may come back
        assert await history.get_messages() == sent[:2]
        assert await history.pop_message() == sent[1]
        assert await history.pop_message() == sent[0]
        assert await history.pop_message() is None

    async def test_remove_takes_the_named_messages_of_this_session_in_one_step(
        self, make_history: MakeHistory
    ) -> None:
        history, other = await make_history("s"), await make_history("other")
        assert isinstance(history, EditableChatHistory)
        sent = [Message.user(f"m{i}") for i in range(5)]
        await history.add_messages(sent)
        theirs = Message.user("theirs")
        await other.add_message(theirs)
        removed = await history.remove_messages([sent[3].id, sent[1].id, "never", theirs.id])
        assert removed == [sent[1], sent[3]]
        assert await history.get_messages() == [sent[0], sent[2], sent[4]]
        assert await other.get_messages() == [theirs]
        assert await history.remove_messages([]) == []
        await history.add_message(sent[1])  # a removed message's id may come back
        assert await history.get_messages() == [sent[0], sent[2], sent[4], sent[1]]
        with pytest.raises(InvalidInput, match="message_ids"):
            await history.remove_messages("m1")

    async def test_new_history_is_empty(self, make_history: MakeHistory) -> None:
        history = await make_history("empty")
        assert await history.get_messages() == []
        assert await history.get_messages(limit=3) == []

    async def test_messages_come_back_oldest_first_and_equal(
        self, make_history: MakeHistory
    ) -> None:
        history = await make_history("s")
        sent = [Message.user(f"message {i}") for i in range(5)]
        await history.add_message(sent[0])
        await history.add_messages(sent[1:])
        assert await history.get_messages() == sent

    async def test_limit_returns_the_newest_oldest_first(self, make_history: MakeHistory) -> None:
        history = await make_history("s")
        sent = [Message.user(f"m{i}") for i in range(6)]
        await history.add_messages(sent)
        assert await history.get_messages(limit=2) == sent[-2:]
        assert await history.get_messages(limit=100) == sent
        assert await history.get_messages(limit=len(sent) + 1) == sent  # just over the count
        assert await history.get_messages(limit=2 * len(sent) - 1) == sent
        assert await history.get_messages(limit=0) == []

    async def test_every_field_round_trips(self, make_history: MakeHistory) -> None:
        history = await make_history("s")
        when = datetime(2024, 3, 1, 12, 30, 5, 123456, tzinfo=timezone(timedelta(hours=2)))
        call = ToolCall("call-1", "lookup", '{"q": "weather"}')
        sent = [
            Message.system("Be brief."),
            Message.user(
                "Héllo 👋 — «quotes» \"and\" 'apostrophes'\nnew line",
                name="alice",
                metadata={"nested": {"list": [1, 2.5, None, True], "s": "x"}, "n": -3},
                created_at=when,
            ),
            Message.assistant(tool_calls=[call]),
            Message.tool('{"temp": 21}', tool_call_id="call-1", name="lookup"),
            Message.assistant("It is 21 degrees."),
        ]
        await history.add_messages(sent)
        got = await history.get_messages()
        assert got == sent
        assert got[1].created_at == when.astimezone(UTC)
        assert got[1].created_at.tzinfo is not None

    async def test_identical_messages_are_kept_twice(self, make_history: MakeHistory) -> None:
        history = await make_history("s")
        await history.add_message(Message.user("same"))
        await history.add_message(Message.user("same"))
        assert [m.content for m in await history.get_messages()] == ["same", "same"]

    async def test_sessions_are_separate(self, make_history: MakeHistory) -> None:
        first, second = await make_history("one"), await make_history("two")
        await first.add_message(Message.user("for one"))
        await second.add_message(Message.user("for two"))
        assert [m.content for m in await first.get_messages()] == ["for one"]
        assert [m.content for m in await second.get_messages()] == ["for two"]

    async def test_clear_empties_only_this_session(self, make_history: MakeHistory) -> None:
        first, second = await make_history("one"), await make_history("two")
        await first.add_messages([Message.user("a"), Message.assistant("b")])
        await second.add_message(Message.user("keep me"))
        await first.clear()
        assert await first.get_messages() == []
        assert [m.content for m in await second.get_messages()] == ["keep me"]
        await first.add_message(Message.user("after clear"))
        assert [m.content for m in await first.get_messages()] == ["after clear"]

    async def test_clearing_an_empty_history_is_fine(self, make_history: MakeHistory) -> None:
        history = await make_history("s")
        await history.clear()
        assert await history.get_messages() == []

    async def test_empty_batch_writes_nothing(self, make_history: MakeHistory) -> None:
        history = await make_history("s")
        await history.add_messages([])
        assert await history.get_messages() == []

    @pytest.mark.parametrize(
        "bad", ["not a message", {"role": "user", "content": "dict"}, None, 42]
    )
    async def test_non_message_is_rejected(self, make_history: MakeHistory, bad: object) -> None:
        history = await make_history("s")
        with pytest.raises(InvalidInput, match="message"):
            await history.add_message(bad)  # type: ignore[arg-type]
        assert await history.get_messages() == []

    async def test_a_bad_message_in_a_batch_writes_none_of_it(
        self, make_history: MakeHistory
    ) -> None:
        history = await make_history("s")
        with pytest.raises(InvalidInput):
            await history.add_messages([Message.user("fine"), "not a message"])  # type: ignore[list-item]
        assert await history.get_messages() == []

    async def test_bad_limit_is_rejected(self, make_history: MakeHistory) -> None:
        history = await make_history("s")
        for bad in (-1, "3", 1.5, True):
            with pytest.raises(InvalidInput, match="limit"):
                await history.get_messages(limit=bad)  # type: ignore[arg-type]

    async def test_a_huge_limit_is_all_or_refused_with_the_limit(
        self, make_history: MakeHistory
    ) -> None:
        """Found by the fuzz: ``limit=2**63`` let psycopg's NumericValueOutOfRange (and
        ``10**20`` Redis's ResponseError) escape; the limit is a signed 64-bit integer."""
        history = await make_history("s")
        sent = [Message.user("one"), Message.user("two")]
        await history.add_messages(sent)
        assert await history.get_messages(limit=2**63 - 1) == sent
        for huge in (2**63, 10**20):
            with pytest.raises(InvalidInput, match=r"limit: must be at most 9,223,372,036,854,"):
                await history.get_messages(limit=huge)

    async def test_many_messages_keep_their_order(self, make_history: MakeHistory) -> None:
        history = await make_history("s")
        sent = [Message.user(f"turn {i}") for i in range(300)]
        for start in range(0, 300, 50):
            await history.add_messages(sent[start : start + 50])
        assert [m.id for m in await history.get_messages()] == [m.id for m in sent]
        assert [m.id for m in await history.get_messages(limit=7)] == [m.id for m in sent[-7:]]

    async def test_the_same_message_twice_is_stored_once(self, make_history: MakeHistory) -> None:
        """Issue 12 C.15: a write that timed out may still have been applied, so a retry
        sends the same message (same id) again; every backend stores it once."""
        history = await make_history("retry")
        first, second = Message.user("sent"), Message.assistant("reply")
        await history.add_message(first)
        await history.add_message(first)
        await history.add_messages([first, second])
        await history.add_messages([second, first])
        assert [m.id for m in await history.get_messages()] == [first.id, second.id]

    async def test_a_batch_holding_one_id_twice_stores_it_once(
        self, make_history: MakeHistory
    ) -> None:
        history = await make_history("batch")
        one, two = Message.user("one"), Message.user("two")
        await history.add_messages([one, two, one, two, one])
        assert await history.get_messages() == [one, two]

    async def test_the_same_id_in_another_session_is_its_own_message(
        self, make_history: MakeHistory
    ) -> None:
        first, second = await make_history("one"), await make_history("two")
        message = Message.user("said in both")
        await first.add_message(message)
        await second.add_message(message)
        assert await first.get_messages() == [message]
        assert await second.get_messages() == [message]

    async def test_a_cleared_history_takes_a_message_id_again(
        self, make_history: MakeHistory
    ) -> None:
        history = await make_history("s")
        message = Message.user("again")
        await history.add_message(message)
        await history.clear()
        await history.add_message(message)
        assert await history.get_messages() == [message]

    @pytest.mark.parametrize("huge", [MAX_HISTORY_LIMIT + 1, 10**20, 2**64])
    async def test_a_limit_out_of_range_names_limit_and_the_bound(
        self, make_history: MakeHistory, huge: int
    ) -> None:
        """Issue 12 D.14: ``get_messages(limit=10**20)`` on Redis was an unclean error."""
        history = await make_history("s")
        await history.add_message(Message.user("kept"))
        with pytest.raises(InvalidInput, match=f"limit.*{MAX_HISTORY_LIMIT:,}") as caught:
            await history.get_messages(limit=huge)
        assert caught.value.field == "limit"
        assert len(await history.get_messages(limit=MAX_HISTORY_LIMIT)) == 1
