"""The session manager: one history per id, windows applied, sessions listed and deleted."""

from __future__ import annotations

from pathlib import Path

import pytest

from memvault import (
    InMemoryChatHistory,
    InvalidInput,
    Message,
    SlidingWindowChatHistory,
    TokenWindowChatHistory,
)
from memvault.sessions import (
    SessionHistoryManager,
    create_inmemory_history_manager,
    create_sqlite_history_manager,
)


async def test_same_history_for_the_same_session() -> None:
    manager = create_inmemory_history_manager()
    first = manager.get_history("alice")
    assert manager.get_history("alice") is first
    assert manager.get_history("bob") is not first
    await first.add_message(Message.user("hi from alice"))
    assert await manager.get_history("bob").get_messages() == []
    assert await manager.list_sessions() == ["alice", "bob"]


async def test_window_size_wraps_histories() -> None:
    manager = create_inmemory_history_manager(window_size=2)
    history = manager.get_history("s")
    assert isinstance(history.history, SlidingWindowChatHistory)
    await history.add_messages([Message.user(f"m{i}") for i in range(5)])
    assert [m.content for m in await history.get_messages()] == ["m3", "m4"]


async def test_both_windows_compose() -> None:
    manager = create_inmemory_history_manager(window_size=10, max_tokens=30)
    history = manager.get_history("s")
    assert isinstance(history.history, TokenWindowChatHistory)
    assert isinstance(history.history.base_history, SlidingWindowChatHistory)
    await history.add_messages([Message.user(f"message {i} " * 3) for i in range(20)])
    got = await history.get_messages()
    assert 0 < len(got) < 10
    assert got[-1].content.startswith("message 19")


async def test_delete_session_removes_messages_and_reports() -> None:
    made: dict[str, InMemoryChatHistory] = {}

    def factory(session_id: str) -> InMemoryChatHistory:
        made[session_id] = InMemoryChatHistory(session_id)
        return made[session_id]

    manager = SessionHistoryManager(factory)
    await manager.get_history("s").add_message(Message.user("secret"))
    assert await manager.delete_session("s") is True
    assert await made["s"].get_messages() == []
    assert await manager.list_sessions() == []
    assert await manager.delete_session("s") is False
    assert await manager.get_history("s").get_messages() == []


def test_bad_arguments() -> None:
    with pytest.raises(InvalidInput, match="history_factory"):
        SessionHistoryManager("not callable")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="window_size"):
        create_inmemory_history_manager(window_size=0)
    with pytest.raises(InvalidInput, match="max_tokens"):
        create_inmemory_history_manager(max_tokens=-5)
    with pytest.raises(InvalidInput, match="session_id"):
        create_inmemory_history_manager().get_history("")


async def test_a_manager_over_a_store_keeps_a_bounded_number_of_handles(tmp_path: Path) -> None:
    async with create_sqlite_history_manager(tmp_path / "chat.db") as manager:
        manager.max_handles = 2
        first = manager.get_history("s1")
        await first.add_message(Message.user("one"))
        for session in ("s2", "s3"):
            await manager.get_history(session).add_message(Message.user(session))
        again = manager.get_history("s1")
        assert again is not first  # its handle was let go, a new one made
        assert [m.content for m in await again.get_messages()] == ["one"]
        assert [m.content for m in await first.get_messages()] == ["one"]  # still works
        assert await manager.list_sessions() == ["s1", "s2", "s3"]
        assert manager.get_history("s1") is again  # the most recently used stays


async def test_a_manager_in_memory_keeps_every_history() -> None:
    manager = create_inmemory_history_manager()
    manager.max_handles = 1
    first = manager.get_history("a")
    await first.add_message(Message.user("kept"))
    manager.get_history("b")
    assert manager.get_history("a") is first  # the history is where its messages live
    assert [m.content for m in await first.get_messages()] == ["kept"]
