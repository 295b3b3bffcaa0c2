"""What a route needs from the request: the vault it serves, the limits, and a scope named
in the query string."""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass
from typing import Annotated, Any, cast

from fastapi import Depends, HTTPException, Query, Request
from fastapi.responses import JSONResponse

from memvault.errors import InvalidInput
from memvault.server.limits import Limits
from memvault.server.tenancy import GuardedVault, Principal, Tenants, authenticate
from memvault.vault.vault import MemoryVault

__all__ = [
    "Cursor",
    "QueryScope",
    "Tenant",
    "TenantVault",
    "Vault",
    "cursor_of",
    "limits_of",
    "memories_json",
    "offset_of",
    "parse_where",
    "principal",
]


async def principal(request: Request) -> Principal:
    """Whom the request acts for (``tenancy.authenticate``): 401, with ``WWW-Authenticate:
    Bearer``, for no key or one that is unknown or revoked (the key itself never appears in
    an answer or a log)."""
    found = await authenticate(request.app.state.keys, request.headers.get("authorization", ""))
    if found is None:
        raise HTTPException(401, UNAUTHORIZED, headers={"WWW-Authenticate": "Bearer"})
    return found


UNAUTHORIZED = "a valid API key is needed: Authorization: Bearer <key>"


async def _vault(request: Request, who: Annotated[Principal, Depends(principal)]) -> MemoryVault:
    """The vault of the request's tenant, as its key may use it (``GuardedVault``; typed as
    the vault, whose methods it offers)."""
    tenants: Tenants = request.app.state.tenants
    return cast(MemoryVault, GuardedVault(tenants.vault(who.tenant), who))


Vault = Annotated[MemoryVault, Depends(_vault)]


@dataclass(frozen=True, slots=True)
class TenantVault:
    """The tenant's vault itself and whom the request acts for: for the routes that hand
    the vault to a library function (export, import), which check the principal first."""

    vault: MemoryVault
    who: Principal


async def _tenant_vault(
    request: Request, who: Annotated[Principal, Depends(principal)]
) -> TenantVault:
    tenants: Tenants = request.app.state.tenants
    return TenantVault(tenants.vault(who.tenant), who)


Tenant = Annotated[TenantVault, Depends(_tenant_vault)]


def limits_of(request: Request) -> Limits:
    limits: Limits = request.app.state.limits
    return limits


@dataclass(frozen=True, slots=True)
class _Scope:
    user_id: str | None
    agent_id: str | None
    session_id: str | None
    all_scopes: bool

    def kwargs(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "agent_id": self.agent_id,
                "session_id": self.session_id, "all_scopes": self.all_scopes}  # fmt: skip


def _scope(
    user_id: Annotated[str | None, Query(description="the user whose memories")] = None,
    agent_id: Annotated[str | None, Query(description="the agent's")] = None,
    session_id: Annotated[str | None, Query(description="the session's")] = None,
    all_scopes: Annotated[bool, Query(description="span every user, on purpose")] = False,
) -> _Scope:
    return _Scope(user_id, agent_id, session_id, all_scopes)


QueryScope = Annotated[_Scope, Depends(_scope)]
Cursor = Annotated[str | None, Query(description="from the previous page's next_cursor")]


def parse_where(raw: str | None) -> dict[str, Any] | None:
    """The ``where`` query parameter: a JSON object (the metadata filter)."""
    if raw is None:
        return None
    try:
        where = json.loads(raw)
    except ValueError as exc:
        raise InvalidInput("where", f"is not JSON: {exc}") from exc
    if not isinstance(where, dict):
        raise InvalidInput("where", "must be a JSON object")
    return where


def cursor_of(offset: int) -> str:
    """The opaque cursor of the page that starts at ``offset``."""
    return base64.urlsafe_b64encode(json.dumps({"offset": offset}).encode()).decode()


def offset_of(cursor: str | None) -> int:
    """Where the page ``cursor`` names starts (0 without one)."""
    if cursor is None:
        return 0
    try:
        offset = json.loads(base64.urlsafe_b64decode(cursor.encode()))["offset"]
    except (ValueError, KeyError, TypeError, binascii.Error) as exc:
        raise InvalidInput("cursor", "is not a cursor this server gave") from exc
    if isinstance(offset, bool) or not isinstance(offset, int) or offset < 0:
        raise InvalidInput("cursor", "is not a cursor this server gave")
    return offset


def memories_json(body: Any, status: int = 200) -> JSONResponse:
    """``body`` (memories as ``MemoryEntry.to_dict`` writes them) as the answer itself: the
    route's ``response_model`` still documents it, but FastAPI does not validate and
    serialise it a second time (a search's or an add's hottest cost over HTTP; the dicts
    are the library's one JSON form, which tests check against the model)."""
    return JSONResponse(body, status_code=status)
