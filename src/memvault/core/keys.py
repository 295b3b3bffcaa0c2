"""API keys and tenants: the values, the ``KeyStore`` role, and the one way keys are made
and checked.

A key is ``mvk_<id>_<secret>``: ``id`` (12 hex digits) finds its row, the secret (32
URL-safe characters, 192 bits) proves it. A store keeps the id, the SHA-256 of the whole key
and what the key may do: its tenant, whether it only reads, and the one user it is bound
to, if any. The key itself is shown once, when it is made, and never stored. (A fast hash
is enough: the key is random, not a password a person chose.)

A tenant is a hard partition: its own memories in a store of its own, below user, agent and
session scopes. Its name is 1-30 of ``a-z``, ``0-9`` and ``_``.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable

from memvault.core import validate as _validate
from memvault.errors import InvalidInput

__all__ = [
    "DEFAULT_TENANT",
    "ApiKey",
    "KeyStore",
    "check_tenant",
    "key_hash",
    "key_id",
    "new_key",
]

DEFAULT_TENANT = "default"
"""The tenant of a server without keys, whose memories are the store's own (the CLI's)."""

_TENANT = re.compile(r"[a-z0-9_]{1,30}")
_KEY = re.compile(r"mvk_([0-9a-f]{12})_([A-Za-z0-9_-]{32})")


def check_tenant(tenant: object) -> str:
    """``tenant`` if it is a tenant name, else ``InvalidInput`` naming ``tenant``."""
    if not isinstance(tenant, str) or not _TENANT.fullmatch(tenant):
        raise InvalidInput("tenant", "must be 1-30 characters of a-z, 0-9 and _")
    return tenant


def new_key(tenant: object, user_id: object) -> tuple[str, str]:
    """A new key for ``tenant`` (bound to ``user_id`` if given) and its id; ``InvalidInput``
    for a tenant or user that cannot have one."""
    check_tenant(tenant)
    if user_id is not None:
        _validate.text("user_id", user_id)
    ident = secrets.token_hex(6)
    secret = secrets.token_urlsafe(24)
    return f"mvk_{ident}_{secret}", ident


def key_id(key: str) -> str | None:
    """The id of a well-formed key (``None`` for anything else)."""
    match = _KEY.fullmatch(key)
    return None if match is None else match.group(1)


def key_hash(key: str) -> str:
    """What a store keeps of a key: its SHA-256, in hex."""
    return hashlib.sha256(key.encode()).hexdigest()


def same_hash(a: str, b: str) -> bool:
    """Whether two key hashes are equal, in time that does not depend on where they differ."""
    return hmac.compare_digest(a.encode(), b.encode())


@dataclass(frozen=True, slots=True)
class ApiKey:
    """What a key may do (never the key itself): ``tenant``, ``read_only``, the ``user_id``
    it is bound to (``None``: any user of the tenant), and when it was made and revoked."""

    id: str
    tenant: str
    read_only: bool
    user_id: str | None
    created_at: datetime
    revoked_at: datetime | None = None

    @property
    def shown(self) -> str:
        """How the key is shown once made: its prefix, never its secret."""
        return f"mvk_{self.id}_..."

    @property
    def active(self) -> bool:
        return self.revoked_at is None


@runtime_checkable
class KeyStore(Protocol):
    """Where a server keeps its API keys (in the same database as the memories)."""

    async def create(self, tenant: str, *, read_only: bool, user_id: str | None) -> str:
        """Make a key for ``tenant`` and return it: the only time it is ever shown."""
        ...

    async def verify(self, key: str) -> ApiKey | None:
        """What ``key`` may do, or ``None`` for a key that is unknown, malformed or revoked."""
        ...

    async def keys(self, tenant: str | None = None) -> list[ApiKey]:
        """Every key (of ``tenant``), oldest first, revoked ones included."""
        ...

    async def revoke(self, ident: str) -> ApiKey:
        """Revoke the key with id ``ident`` (``NotFound`` when there is none); revoking twice
        changes nothing. Takes effect on the next request."""
        ...

    async def aclose(self) -> None: ...
