"""The session manager: one history per id, windows applied, sessions listed and deleted."""

from __future__ import annotations

import pytest

from memvault import (
    InMemoryChatHistory,
    InvalidInput,
    Message,
    SlidingWindowChatHistory,
    TokenWindowChatHistory,
)
from memvault.sessions import SessionHistoryManager, create_inmemory_history_manager


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
