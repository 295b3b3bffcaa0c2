"""``/v1/ids/{prefix}``, ``/v1/memories/{id}/key``, ``/v1/timeline`` and ``/v1/prune``: naming a
memory by the start of its id, moving a fact onto a key's timeline, reading a key's
timeline, and removing what has expired."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from memvault.server.deps import QueryScope, Vault, memories_json
from memvault.server.models import ERRORS, AssignKeyBody, Count, Memory, ResolvedId

__all__ = ["router"]

router = APIRouter(prefix="/v1", tags=["memories"], responses=ERRORS)


@router.get("/ids/{prefix}", response_model=ResolvedId)
async def resolve_id(prefix: str, vault: Vault, scope: QueryScope) -> Any:
    """The id of the one memory of the scope whose id is ``prefix`` or starts with it (404
    when none does; 422 naming ``memory_id`` when several do)."""
    return {"id": await vault.resolve_id(prefix, **scope.kwargs())}


@router.put("/memories/{memory_id}/key", response_model=Memory)
async def assign_key(memory_id: str, body: AssignKeyBody, vault: Vault) -> Any:
    """Move a fact of the scope onto the timeline of ``key`` (both timelines relinked)."""
    fields = body.model_dump()
    return (await vault.assign_key(memory_id, fields.pop("key"), **fields)).to_dict()


@router.get("/timeline", response_model=list[Memory])
async def timeline(key: str, vault: Vault, scope: QueryScope) -> Any:
    """Every version of the fact ``key`` names in the scope, superseded ones included, in
    the order they became true (each version's ``valid_to`` closes it)."""
    return memories_json([e.to_dict() for e in await vault.timeline(key, **scope.kwargs())])


@router.post("/prune", response_model=Count)
async def prune(vault: Vault) -> Any:
    """Remove every memory whose ``expires_at`` has passed, with its history; how many."""
    return {"count": await vault.prune()}
