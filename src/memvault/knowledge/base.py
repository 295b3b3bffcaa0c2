"""``FactBase``: what learning needs of the memory it learns into.

``remember`` (``knowledge.learn``) reads the current facts, embeds, writes and re-keys facts
through these public methods only; ``MemoryVault`` satisfies the protocol, and so can any
other object (a test double, a remote client). Knowledge never imports the vault.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from memvault.core.protocols import Extractor, Resolver
from memvault.core.types import Kind, MemoryEntry

__all__ = ["FactBase"]


@runtime_checkable
class FactBase(Protocol):
    """A scoped long-term memory that facts are learnt into (``MemoryVault`` is one)."""

    @property
    def extractor(self) -> Extractor:
        """Turns what was said into candidate facts."""
        ...

    @property
    def resolver(self) -> Resolver:
        """Decides what each candidate does to the current facts."""
        ...

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """One row per text, as the memory's searches embed them."""
        ...

    async def search(
        self,
        query: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        kinds: Sequence[Kind] | None = None,
        limit: int = 5,
    ) -> list[MemoryEntry]:
        """The memories most like ``query`` in the scope, best first (current ones only)."""
        ...

    async def list_all(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
        attributes: Sequence[str] | None = None,
        all_scopes: bool = False,
    ) -> list[MemoryEntry]:
        """Every memory of the scope that matches, in the order they happened."""
        ...

    async def add_many(self, items: Sequence[str | Mapping[str, Any]]) -> list[MemoryEntry]:
        """Store many memories at once (``MemoryVault.add_many``'s items), all or none."""
        ...

    async def get(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """One memory of the scope named, or ``NotFound``."""
        ...

    async def update(
        self,
        memory_id: str,
        *,
        content: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """Rewrite the content and/or metadata of a memory of the scope named."""
        ...

    async def assign_key(
        self,
        memory_id: str,
        key: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """Move a fact onto the timeline of ``key`` (both timelines are relinked)."""
        ...
