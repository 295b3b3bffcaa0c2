"""One small Protocol per role. Backends are plain classes that satisfy them structurally."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from memvault.types import MemoryEntry, Message

__all__ = ["ChatHistory", "Embedder", "Memory", "SessionCatalog", "Tokenizer"]


@runtime_checkable
class Memory(Protocol):
    """The minimal long-term memory contract: store text, search it, clear it."""

    async def search(self, query: str, limit: int = 5) -> list[MemoryEntry]:
        """Up to ``limit`` entries, most relevant first; an empty list is a valid answer."""
        ...

    async def store(self, content: str, metadata: dict[str, Any] | None = None) -> None: ...

    async def clear(self) -> None: ...


@runtime_checkable
class ChatHistory(Protocol):
    """The messages of one conversation, oldest first."""

    async def add_message(self, message: Message) -> None: ...

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Append all of ``messages`` in order, or none of them."""
        ...

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        """The newest ``limit`` messages (all when ``None``), oldest first."""
        ...

    async def clear(self) -> None: ...


@runtime_checkable
class SessionCatalog(Protocol):
    """What a backend knows about the sessions it holds."""

    async def list_sessions(self) -> list[str]:
        """Ids of the sessions that hold at least one message, sorted."""
        ...

    async def delete_session(self, session_id: str) -> None:
        """Remove every message of one session; deleting an unknown session is not an error."""
        ...


@runtime_checkable
class Tokenizer(Protocol):
    """Counts tokens the way a model will."""

    def count(self, text: str) -> int: ...

    def count_messages(self, messages: Sequence[Message]) -> int:
        """Tokens for ``messages`` as sent to a chat model; additive over messages."""
        ...


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors of ``dim`` float32 numbers, one row per text."""

    @property
    def name(self) -> str:
        """Identifies the model, so a store can refuse vectors from another one."""
        ...

    @property
    def dim(self) -> int: ...

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """A ``(len(texts), dim)`` float32 matrix, rows L2-normalised (zero rows allowed)."""
        ...
