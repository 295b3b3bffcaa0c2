"""``MemvaultMemoryBlock`` inside LlamaIndex's ``Memory``: what the vault knows reaches the
prompt, and turns ``Memory`` flushes are learnt (offline: the rule extractor, the hash
embedder; a real SQLite file)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory.memory import InsertMethod, Memory

from memvault import MemoryVault
from memvault.embedders import HashEmbedder
from memvault.integrations.llama_index import MemvaultChatStore, MemvaultMemoryBlock


@pytest.fixture
def block(tmp_path: Path) -> Iterator[MemvaultMemoryBlock]:
    vault = MemoryVault(tmp_path / "memory.db", embedder=HashEmbedder())
    made = MemvaultMemoryBlock(vault=vault, user_id="ann", k=3)
    yield made
    made.close()


def test_the_vaults_memories_reach_the_prompt_and_flushed_turns_are_learnt(
    block: MemvaultMemoryBlock, tmp_path: Path
) -> None:
    store = MemvaultChatStore.over(str(tmp_path / "chat.db"))
    memory = Memory.from_defaults(
        session_id="ann-chat", token_limit=120, token_flush_size=60,
        chat_history_token_ratio=0.5, memory_blocks=[block], chat_store=store,
        insert_method=InsertMethod.SYSTEM,
    )  # fmt: skip
    memory.put(ChatMessage(role="user", content="I live in Lisbon and I work at Acme."))
    memory.put(ChatMessage(role="assistant", content="Noted, Lisbon and Acme."))
    for i in range(8):  # push the first turn out of the short-term queue
        memory.put(ChatMessage(role="user", content=f"filler message number {i} " * 3))
    assert all("Lisbon" not in (m.content or "") for m in active(store))  # flushed out
    memory.put(ChatMessage(role="user", content="Where do I live?"))
    messages = memory.get()
    system = "\n".join(m.content or "" for m in messages if m.role == "system")
    assert "Lisbon" in system
    store.close()


def active(store: MemvaultChatStore) -> list[ChatMessage]:
    return asyncio.get_event_loop().run_until_complete(store.get_messages("ann-chat"))


async def test_a_block_says_nothing_without_a_user_message_and_truncates_by_lines(
    block: MemvaultMemoryBlock,
) -> None:
    assert await block.aget([]) == ""
    assert await block.aget([ChatMessage(role="assistant", content="hi")]) == ""
    content = "- first memory\n- second memory\n- third memory"
    assert await block.atruncate(content, 4) == "- first memory\n- second memory"
    assert await block.atruncate(content, 1000) is None
