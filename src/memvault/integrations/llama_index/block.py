"""``MemvaultMemoryBlock``: the vault as a memory block of LlamaIndex's ``Memory``."""

from __future__ import annotations

from typing import Any

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.bridge.pydantic import ConfigDict, Field, PrivateAttr
from llama_index.core.memory.memory import BaseMemoryBlock

from memvault.core.messages import Message
from memvault.errors import InvalidInput
from memvault.sync import LoopThread
from memvault.vault.vault import MemoryVault

__all__ = ["MemvaultMemoryBlock"]


class MemvaultMemoryBlock(BaseMemoryBlock[str]):
    """What the vault knows that bears on the conversation, for ``Memory``'s prompt: the
    ``k`` memories of the scope (``user_id``, optionally ``agent_id``) that best match the
    latest user message, one per line. The turns ``Memory`` flushes out of its short-term
    queue are learnt with ``vault.remember`` (facts extracted, contradictions superseded,
    offline by default), so a fact said long ago is still found.

    The vault runs on a loop thread of the block's own (``memvault.sync.Blocking``), since
    ``Memory``'s blocking methods make a new loop per call; ``close()`` stops it."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str = "memvault"
    description: str | None = "What is known about the user, from long-term memory."
    vault: MemoryVault
    user_id: str
    agent_id: str | None = None
    k: int = Field(default=5, gt=0)

    _thread: LoopThread = PrivateAttr(default_factory=LoopThread)

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        query = next((m.content for m in reversed(messages or [])
                      if m.role == "user" and m.content), None)  # fmt: skip
        if not query:
            return ""
        hits = await self._run(self.vault.search(
            query, user_id=self.user_id, agent_id=self.agent_id, limit=self.k
        ))  # fmt: skip
        return "\n".join(f"- {hit.content}" for hit in hits)

    async def _aput(self, messages: list[ChatMessage]) -> None:
        said = [Message.user(m.content) for m in messages if m.role == "user" and m.content]
        if said:
            await self._run(self.vault.remember(said, user_id=self.user_id, agent_id=self.agent_id))

    async def atruncate(self, content: str, tokens_to_truncate: int) -> str | None:
        """Drop the least relevant lines (the last) until about ``tokens_to_truncate``
        tokens (four characters each) are gone."""
        if tokens_to_truncate < 0:
            raise InvalidInput("tokens_to_truncate", "must not be negative")
        lines = content.splitlines()
        while lines and tokens_to_truncate > 0:
            tokens_to_truncate -= len(lines.pop()) // 4 + 1
        return "\n".join(lines) or None

    async def _run(self, coroutine: Any) -> Any:
        blocking = self._thread.of(self.vault)
        return await blocking.on_loop(coroutine)

    def close(self) -> None:
        """Close the vault on the block's loop thread and stop it."""
        self._thread.close()
