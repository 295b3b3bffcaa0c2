"""``ScopedMemory``: a vault seen through one scope, as the ``Memory`` protocol.

The protocol's ``search``/``store``/``clear`` name no scope; a vault never guesses one, so
code written against the protocol gets ``vault.scoped(user_id=...)``: every call of it reads
and writes that scope only, and ``clear`` forgets that scope, never the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memvault.core.types import MemoryEntry, Scope

if TYPE_CHECKING:
    from memvault.vault.core import VaultCore

__all__ = ["ScopedMemory"]


class ScopedMemory:
    """The ``Memory`` protocol over one scope of a vault (``VaultCore.scoped``)."""

    def __init__(self, vault: VaultCore, scope: Scope) -> None:
        self.vault = vault
        self.scope = scope

    def __repr__(self) -> str:
        return f"ScopedMemory({self.vault!r}, {self.scope!r})"

    def _ids(self) -> dict[str, str | None]:
        scope = self.scope
        return {
            "user_id": scope.user_id,
            "agent_id": scope.agent_id,
            "session_id": scope.session_id,
        }

    async def search(self, query: str, limit: int = 5) -> list[MemoryEntry]:
        """The memories of this scope most relevant to ``query``, best first."""
        return await self.vault.search(query, limit=limit, **self._ids())  # type: ignore[arg-type]

    async def store(self, content: str, metadata: dict[str, Any] | None = None) -> None:
        """Add ``content`` as a fact of this scope."""
        await self.vault.add(content, metadata=metadata, **self._ids())  # type: ignore[arg-type]

    async def clear(self) -> None:
        """Forget every memory of this scope (and only of it)."""
        await self.vault.forget(**self._ids())  # type: ignore[arg-type]
