"""The in-memory chat history keeps the conformance contract."""

from __future__ import annotations

import pytest

from memvault import InMemoryChatHistory
from memvault.history import InMemorySession
from tests.conformance.chat_history import ChatHistoryConformance, MakeHistory


class TestInMemory(ChatHistoryConformance):
    @pytest.fixture
    def make_history(self) -> MakeHistory:
        async def make(session_id: str) -> InMemoryChatHistory:
            return InMemoryChatHistory(session_id)

        return make


def test_inmemory_session_is_the_same_class() -> None:
    assert InMemorySession is InMemoryChatHistory
    assert InMemorySession().session_id == "default"
