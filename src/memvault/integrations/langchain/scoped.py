"""``VaultScope``: what the LangChain stores over a vault share: the scope they work in, the
vault they may own, and the loop thread of their blocking methods."""

from __future__ import annotations

from typing import Any

from memvault.core import validate as _validate
from memvault.errors import InvalidInput
from memvault.sync import LoopThread
from memvault.vault.vault import MemoryVault

__all__ = ["VaultScope"]


class VaultScope:
    """One scope (``user_id``, optionally ``agent_id``) of ``vault``. The async methods of a
    subclass await the vault; its blocking ones run them on a loop thread of its own
    (``close()`` stops it): with PostgreSQL, keep to one of the two styles."""

    def __init__(self, vault: MemoryVault, *, user_id: str, agent_id: str | None = None) -> None:
        if not isinstance(vault, MemoryVault):
            raise InvalidInput("vault", f"must be a MemoryVault, not {type(vault).__name__}")
        self.vault = vault
        self.user_id = _validate.text("user_id", user_id)
        self.agent_id = _validate.optional_text("agent_id", agent_id)
        self.owns_vault = False
        self._thread = LoopThread()

    async def aclose(self) -> None:
        """Close the vault (and its store) when the class's ``over`` made it; a vault passed
        in stays open."""
        if self.owns_vault:
            await self.vault.aclose()
            await self.vault.backend.aclose()

    def close(self) -> None:
        """Stop the loop thread of the blocking methods, closing the vault on it first as
        ``aclose`` does (it starts again if used)."""
        self._thread.close()

    def blocking(self) -> Any:
        """The facade that runs this object's async methods for its blocking ones."""
        return self._thread.of(self)

    def scope_args(self) -> dict[str, Any]:
        """The scope, as the vault's keyword arguments."""
        return {"user_id": self.user_id, "agent_id": self.agent_id}
