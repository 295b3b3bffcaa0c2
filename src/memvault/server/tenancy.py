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
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memvault.core.keys import DEFAULT_TENANT, ApiKey, KeyStore
from memvault.core.protocols import Embedder
from memvault.defaults import tenant_location, tenant_store
from memvault.errors import MemvaultError
from memvault.sessions import (
    SessionHistoryManager,
    create_inmemory_history_manager,
    create_postgres_history_manager,
    create_sqlite_history_manager,
)
from memvault.vault.vault import MemoryVault

__all__ = ["OPEN", "Forbidden", "GuardedVault", "Principal", "Tenants", "authenticate"]

READS = frozenset({
    "get", "list", "list_all", "count", "search", "events", "timeline", "resolve_id", "scopes",
    "recall_episodes", "entities", "build_context",
})  # fmt: skip
WRITES = frozenset({
    "add", "add_many", "update", "delete", "forget", "remember", "record_episode", "add_alias",
    "assign_key", "prune",
})  # fmt: skip
ATTRIBUTES = frozenset({"max_content_bytes"})  # plain values a route may read
TENANT_WIDE = frozenset({"prune"})  # calls over every user of the tenant: no user-bound key
_USER_FIRST = frozenset({"entities"})  # methods whose user_id is their first argument


class Forbidden(MemvaultError):
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

    def user(self, asked: str | None) -> str | None:
        """The user a call may name: the key's own when it is bound to one (``Forbidden``
        for another)."""
        if self.user_id is None or asked is None or asked == self.user_id:
            return self.user_id if self.user_id is not None else asked
        raise Forbidden("user_id", "this key reaches one user's memories only")

    def may_write(self) -> None:
        if self.read_only:
            raise Forbidden("key", "this key may only read")

    def whole_tenant(self) -> None:
        """Refuse a key bound to one user a call that spans the tenant's users."""
        if self.user_id is not None:
            raise Forbidden("key", "this key reaches one user's memories only")


OPEN = Principal(DEFAULT_TENANT)
"""The principal of every request to a server without keys."""


async def authenticate(keys: KeyStore | None, authorization: str) -> Principal | None:
    """Whom a request with the ``Authorization`` header ``authorization`` acts for: ``OPEN``
    on a server without keys, else what its Bearer key allows (``None``: no valid key)."""
    if keys is None:
        return OPEN
    scheme, _, key = authorization.partition(" ")
    found = await keys.verify(key.strip()) if scheme.lower() == "bearer" else None
    return None if found is None else Principal.of(found)


class Tenants:
    """One vault and one chat-session manager per tenant, made on first use, where
    ``defaults.tenant_location(target, tenant)`` says the tenant's data lives. The default
    tenant's vault is ``default``; the others use ``embedder``. Without ``target`` only the
    default tenant is served, its chat sessions in this process."""

    def __init__(
        self, default: MemoryVault, target: str | None = None, embedder: Embedder | None = None
    ) -> None:
        self._target = target
        self._embedder = embedder
        self._vaults: dict[str, MemoryVault] = {DEFAULT_TENANT: default}
        self._sessions: dict[str, SessionHistoryManager] = {}

    def _location(self, tenant: str) -> tuple[str, str | None]:
        if self._target is None:
            raise Forbidden("tenant", "this server serves the default tenant only")
        return tenant_location(self._target, tenant)

    def vault(self, tenant: str) -> MemoryVault:
        """The vault of ``tenant`` (made now if it is the first request of the tenant)."""
        found = self._vaults.get(tenant)
        if found is None:
            self._location(tenant)  # refuses a tenant this server does not serve
            store = tenant_store(str(self._target), tenant)
            found = self._vaults[tenant] = MemoryVault(store, embedder=self._embedder)
        return found

    def sessions(self, tenant: str) -> SessionHistoryManager:
        """The chat sessions of ``tenant``: in its SQLite file or its PostgreSQL tables (in
        this process for a server without a target)."""
        found = self._sessions.get(tenant)
        if found is None:
            found = self._sessions[tenant] = self._made_sessions(tenant)
        return found

    def _made_sessions(self, tenant: str) -> SessionHistoryManager:
        if self._target is None:
            return create_inmemory_history_manager()
        location, prefix = self._location(tenant)
        if location.partition("://")[0].lower() in ("postgresql", "postgres"):
            table = "memvault_chat_messages" if prefix is None else f"{prefix}_chat_messages"
            return create_postgres_history_manager(location, table=table)
        path = location.partition("://")[2] if location.startswith("sqlite:") else location
        return create_sqlite_history_manager(path.partition("?")[0] or ":memory:")

    async def aclose(self) -> None:
        """Close every vault and session manager (and the stores they opened). The default
        tenant's vault stays, closed: it reopens on next use, if the app runs again."""
        vaults = list(self._vaults.values())
        self._vaults = {DEFAULT_TENANT: self._vaults[DEFAULT_TENANT]}
        sessions, self._sessions = list(self._sessions.values()), {}
        await asyncio.gather(
            *(v.aclose() for v in vaults), *(s.aclose() for s in sessions),
            return_exceptions=True,
        )  # fmt: skip


class GuardedVault:
    """``vault`` as ``principal`` may use it (see the module docstring)."""

    def __init__(self, vault: MemoryVault, principal: Principal) -> None:
        self._vault = vault
        self._principal = principal

    def __getattr__(self, name: str) -> Any:
        if name in ATTRIBUTES:
            return getattr(self._vault, name)
        if name not in READS and name not in WRITES:
            raise AttributeError(name)
        if name in WRITES:
            self._principal.may_write()
        if name in TENANT_WIDE:
            self._principal.whole_tenant()
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
        return self._principal.user(asked)
