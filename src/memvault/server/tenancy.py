"""Who is asking and what they may reach: the ``Principal`` an API key names, the vault of
each tenant, and ``GuardedVault``, the only way a route reaches a vault.

Without a key store the server is open (``memvault serve`` allows that on loopback only):
every request is the default tenant's, with every right. With one, a request without a
valid ``Authorization: Bearer`` key is refused (401), and its key decides:

* the tenant: a hard partition, a store of its own (``defaults.tenant_store``), so one
  tenant's results, scores and errors never depend on another's data;
* ``read_only``: a write is refused (403);
* ``user_id``: a key bound to a user reaches that user's memories only: a call naming no
  user is given that user; one naming another user, or ``all_scopes``, is refused (403).

``GuardedVault`` applies the last two to every call, whatever the route: it offers the
vault's methods one by one (reads, and writes unless read-only) and nothing else.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from memvault.core.keys import DEFAULT_TENANT, ApiKey
from memvault.core.protocols import Embedder
from memvault.defaults import tenant_store
from memvault.vault.vault import MemoryVault

__all__ = ["OPEN", "Forbidden", "GuardedVault", "Principal", "Tenants"]

READS = frozenset({
    "get", "list", "list_all", "count", "search", "events", "resolve_id", "recall_episodes",
    "entities", "build_context",
})  # fmt: skip
WRITES = frozenset({
    "add", "add_many", "update", "delete", "forget", "remember", "record_episode", "add_alias",
    "assign_key",
})  # fmt: skip
_USER_FIRST = frozenset({"entities"})  # methods whose user_id is their first argument


class Forbidden(Exception):
    """The key may not do this (403); ``field`` names what it may not ask for."""

    def __init__(self, field: str, detail: str) -> None:
        super().__init__(detail)
        self.field = field


@dataclass(frozen=True, slots=True)
class Principal:
    """Whom a request acts for: a tenant, and what its key allows."""

    tenant: str
    read_only: bool = False
    user_id: str | None = None
    key_id: str | None = None

    @classmethod
    def of(cls, key: ApiKey) -> Principal:
        return cls(key.tenant, key.read_only, key.user_id, key.id)


OPEN = Principal(DEFAULT_TENANT)
"""The principal of every request to a server without keys."""


class Tenants:
    """One vault per tenant, made on first use: the default tenant's is ``default``; another
    tenant's is a vault over ``defaults.tenant_store(target, tenant)`` with ``embedder``."""

    def __init__(
        self,
        default: MemoryVault,
        target: str | None = None,
        embedder: Embedder | None = None,
        *,
        make: Callable[[str], MemoryVault] | None = None,
    ) -> None:
        self._vaults: dict[str, MemoryVault] = {DEFAULT_TENANT: default}
        self._make = make or (lambda tenant: self._made(target, tenant, embedder))

    def _made(self, target: str | None, tenant: str, embedder: Embedder | None) -> MemoryVault:
        if target is None:
            raise Forbidden("tenant", "this server serves the default tenant only")
        return MemoryVault(tenant_store(target, tenant), embedder=embedder)

    def vault(self, tenant: str) -> MemoryVault:
        """The vault of ``tenant`` (made now if it is the first request of the tenant)."""
        found = self._vaults.get(tenant)
        if found is None:
            found = self._vaults[tenant] = self._make(tenant)
        return found

    async def aclose(self) -> None:
        """Close every vault (and the stores they opened)."""
        vaults, self._vaults = list(self._vaults.values()), {}
        await asyncio.gather(*(v.aclose() for v in vaults), return_exceptions=True)


class GuardedVault:
    """``vault`` as ``principal`` may use it (see the module docstring)."""

    def __init__(self, vault: MemoryVault, principal: Principal) -> None:
        self._vault = vault
        self._principal = principal

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name not in READS and name not in WRITES:
            raise AttributeError(name)
        if name in WRITES and self._principal.read_only:
            raise Forbidden("key", "this key may only read")
        method = getattr(self._vault, name)

        async def guarded(*args: Any, **kwargs: Any) -> Any:
            if name in _USER_FIRST and args:
                args = (self._user(args[0]), *args[1:])
            elif "user_id" in kwargs or self._principal.user_id is not None:
                kwargs["user_id"] = self._user(kwargs.get("user_id"))
            if kwargs.get("all_scopes") and self._principal.user_id is not None:
                raise Forbidden("all_scopes", "this key reaches one user's memories only")
            for item in args[0] if name == "add_many" and args else ():
                if isinstance(item, Mapping) and item.get("user_id") is not None:
                    self._user(item["user_id"])
            return await method(*args, **kwargs)

        return guarded

    def _user(self, asked: Any) -> Any:
        """The user a call may name: the key's own when it is bound to one."""
        bound = self._principal.user_id
        if bound is None or asked is None or asked == bound:
            return bound if bound is not None else asked
        raise Forbidden("user_id", "this key reaches one user's memories only")
