"""ConversationMemory and VectorMemory keep the Memory contract."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt
import pytest

from memvault import InMemoryChatHistory, InvalidInput
from memvault.core.protocols import Memory
from memvault.embedders import HashEmbedder
from memvault.memories import ConversationMemory, VectorMemory


async def test_both_satisfy_the_memory_protocol() -> None:
    assert isinstance(ConversationMemory(InMemoryChatHistory()), Memory)
    assert isinstance(VectorMemory(), Memory)


async def test_conversation_memory_stores_user_messages_with_metadata() -> None:
    history = InMemoryChatHistory("s1")
    memory = ConversationMemory(history)
    await memory.store("I live in Lisbon", {"source": "chat", "n": 1})
    [message] = await history.get_messages()
    assert (message.role, message.content, message.metadata) == (
        "user",
        "I live in Lisbon",
        {"source": "chat", "n": 1},
    )


async def test_conversation_memory_search_is_case_insensitive_substring() -> None:
    memory = ConversationMemory(InMemoryChatHistory("s1"))
    await memory.store("I live in Lisbon", {"n": 1})
    await memory.store("My cat is called Tom")
    await memory.store("lisbon has trams", {"n": 3})
    hits = await memory.search("LISBON")
    assert [h.content for h in hits] == ["lisbon has trams", "I live in Lisbon"]
    assert [h.metadata for h in hits] == [{"n": 3}, {"n": 1}]
    assert all(h.score is None and h.kind == "message" for h in hits)
    assert hits[0].scope.session_id == "s1"
    assert await memory.search("lisbon", limit=1) == hits[:1]
    assert await memory.search("paris") == []
    assert await memory.search("   ") == []


async def test_conversation_memory_clear_clears_the_history() -> None:
    history = InMemoryChatHistory()
    memory = ConversationMemory(history)
    await memory.store("x")
    await memory.clear()
    assert await history.get_messages() == []
    assert await memory.search("x") == []


async def test_vector_memory_ranks_by_cosine() -> None:
    memory = VectorMemory(HashEmbedder())
    await memory.store("the quick brown fox", {"i": 0})
    await memory.store("completely unrelated words here", {"i": 1})
    await memory.store("a quick brown dog", {"i": 2})
    hits = await memory.search("quick brown fox", limit=3)
    assert hits[0].content == "the quick brown fox"
    assert hits[0].metadata == {"i": 0}
    scores = [h.score for h in hits if h.score is not None]
    assert len(scores) == len(hits), "every search hit has a score"
    assert scores == sorted(scores, reverse=True)
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert hits[0].score == pytest.approx(
        float(np.dot(*(await HashEmbedder().embed(["the quick brown fox", "quick brown fox"])))),
        abs=1e-6,
    )
    assert len(await memory.search("quick", limit=2)) == 2


async def test_vector_memory_clear_and_empty() -> None:
    memory = VectorMemory()
    assert await memory.search("anything") == []
    await memory.store("something")
    await memory.clear()
    assert len(memory) == 0
    assert await memory.search("something") == []


class ConstantEmbedder:
    """Any embedder works: here, one that maps everything to the same direction."""

    name = "constant"
    dim = 3

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        return np.tile(np.array([0.0, 3.0, 4.0], dtype=np.float32), (len(texts), 1))


async def test_vector_memory_takes_any_embedder() -> None:
    memory = VectorMemory(embedder=ConstantEmbedder())
    await memory.store("a")
    await memory.store("b")
    hits = await memory.search("z")
    assert [h.content for h in hits] == ["a", "b"]  # ties keep storage order
    assert hits[0].score == pytest.approx(1.0)


@pytest.mark.parametrize(
    "memory_factory", [VectorMemory, lambda: ConversationMemory(InMemoryChatHistory())]
)
async def test_bad_input_is_rejected(memory_factory: object) -> None:
    memory = memory_factory()  # type: ignore[operator]
    with pytest.raises(InvalidInput, match="content"):
        await memory.store("")
    with pytest.raises(InvalidInput, match="metadata"):
        await memory.store("x", {"bad": object()})
    with pytest.raises(InvalidInput, match="query"):
        await memory.search(None)
    with pytest.raises(InvalidInput, match="limit"):
        await memory.search("x", limit=-1)
    assert await memory.search("x", limit=0) == []


def test_conversation_memory_needs_a_history() -> None:
    with pytest.raises(InvalidInput, match="history"):
        ConversationMemory("not a history")  # type: ignore[arg-type]
