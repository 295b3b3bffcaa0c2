"""``/v1/memories``: add (one or a batch), read, list page by page, count, update, delete,
a memory's history, and forgetting a whole scope."""

from __future__ import annotations

from datetime import UTC
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query

from memvault.core.messages import parse_time
from memvault.errors import InvalidInput
from memvault.server.deps import (
    Cursor,
    QueryScope,
    Vault,
    cursor_of,
    limits_of,
    memories_json,
    offset_of,
    parse_where,
)
from memvault.server.limits import Limits
from memvault.server.models import (
    ERRORS,
    AddBody,
    AddManyBody,
    Count,
    EventOut,
    Item,
    Memory,
    Page,
    ScopeOut,
    UpdateBody,
    links_to_memory,
)
from memvault.vault.reads import Events
from memvault.vault.selection import MAX_LIMIT

__all__ = ["router"]

router = APIRouter(prefix="/v1", tags=["memories"], responses=ERRORS)
Where = Annotated[str | None, Query(description="a metadata filter, as a JSON object")]
Since = Annotated[
    str | None, Query(description="only memories that happened at or after, ISO 8601")
]
Until = Annotated[str | None, Query(description="only memories that happened before, ISO 8601")]
Kind = Annotated[
    Literal["fact", "episode", "message"] | None, Query(description="only memories of this kind")
]


def _times(item: AddBody | Item) -> dict[str, Any]:
    """The fields of an added memory as ``MemoryVault.add`` takes them."""
    fields = item.model_dump(exclude_none=True)
    for name in ("at", "expires_at"):
        if name in fields:
            fields[name] = parse_time(name, fields[name])
    return fields


@router.post("/memories", status_code=201, response_model=Memory, responses=links_to_memory(201))
async def add(body: AddBody, vault: Vault) -> Any:
    """Add one memory (a fact is deduplicated by its content, within its scope)."""
    return memories_json((await vault.add(**_times(body))).to_dict(), status=201)


@router.post(
    "/memories/batch",
    status_code=201,
    response_model=list[Memory],
    responses=links_to_memory(201, "/0"),
)
async def add_many(
    body: AddManyBody, vault: Vault, limits: Annotated[Limits, Depends(limits_of)]
) -> Any:
    """Add many memories in one transaction: all of them or, on any error, none."""
    if len(body.items) > limits.max_batch:
        raise InvalidInput("items", f"at most {limits.max_batch} a request, not {len(body.items)}")
    items = [_times(item) for item in body.items]
    scope = body.model_dump(include={"user_id", "agent_id", "session_id"})
    added = await vault.add_many(items, **scope)
    return memories_json([entry.to_dict() for entry in added], status=201)


@router.get("/memories", response_model=Page, responses=links_to_memory(200, "/memories/0"))
async def list_memories(
    vault: Vault,
    scope: QueryScope,
    limits: Annotated[Limits, Depends(limits_of)],
    kind: Kind = None,
    where: Where = None,
    since: Since = None,
    until: Until = None,
    limit: Annotated[
        int | None, Query(ge=1, description="at most the server's max_page; default 100")
    ] = None,
    cursor: Cursor = None,
    offset: Annotated[
        int | None, Query(description="start at this position, in place of a cursor")
    ] = None,
) -> Any:
    """Memories of the scope in the order they happened, one page at a time (a full page
    of the library's most, 1,000, has a next cursor even when it is the last)."""
    limit = min(100, limits.max_page) if limit is None else limit
    if limit > limits.max_page:
        raise InvalidInput("limit", f"must be at most {limits.max_page}")
    if offset is not None and cursor is not None:
        raise InvalidInput("offset", "give a cursor or an offset, not both")
    offset = offset_of(cursor) if offset is None else offset
    fetch = min(limit + 1, MAX_LIMIT)  # one more than asked tells whether a page follows
    page = await vault.list(**scope.kwargs(), kind=kind, where=parse_where(where),
                            **_during(since, until), limit=fetch, offset=offset)  # fmt: skip
    more = len(page) > limit or len(page) == limit == fetch  # a full page of MAX_LIMIT: ask
    return {
        "memories": [entry.to_dict() for entry in page[:limit]],
        "next_cursor": cursor_of(offset + limit) if more else None,
    }


@router.get("/memories/count", response_model=Count)
async def count(
    vault: Vault,
    scope: QueryScope,
    kind: Kind = None,
    where: Where = None,
    since: Since = None,
    until: Until = None,
) -> Any:
    """How many memories the listing would page through."""
    found = await vault.count(**scope.kwargs(), kind=kind, where=parse_where(where),
                              **_during(since, until))  # fmt: skip
    return {"count": found}


def _during(since: str | None, until: str | None) -> dict[str, Any]:
    return {name: None if value is None else parse_time(name, value)
            for name, value in (("since", since), ("until", until))}  # fmt: skip


@router.get("/memories/{memory_id}", response_model=Memory)
async def get(memory_id: str, vault: Vault, scope: QueryScope) -> Any:
    """One memory of the scope (404 when it lies in another)."""
    return (await vault.get(memory_id, **scope.kwargs())).to_dict()


@router.patch("/memories/{memory_id}", response_model=Memory, responses=links_to_memory(200))
async def update(memory_id: str, body: UpdateBody, vault: Vault) -> Any:
    """Replace the content (re-embedded) and/or the metadata (whole) of one memory."""
    fields = body.model_dump(exclude_none=True)
    return (await vault.update(memory_id, **fields)).to_dict()


@router.delete("/memories/{memory_id}", response_model=Memory)
async def delete(memory_id: str, vault: Vault, scope: QueryScope) -> Any:
    """Remove one memory (its history keeps a DELETE event); the memory as it was."""
    return (await vault.delete(memory_id, **scope.kwargs())).to_dict()


@router.get("/memories/{memory_id}/history", response_model=list[EventOut])
async def history(memory_id: str, vault: Vault, scope: QueryScope) -> Any:
    """Every change to one memory, oldest first (of every version, for a keyed fact)."""
    return events_json(await vault.events(memory_id, **scope.kwargs()))


@router.get("/scopes", response_model=list[ScopeOut])
async def scopes(
    vault: Vault,
    scope: QueryScope,
    by: Annotated[
        Literal["user_id", "agent_id", "session_id"], Query(description="what to list")
    ] = "user_id",
    match: Annotated[str, Query(description="only ids containing this (case ignored)")] = "",
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = 100,
    offset: Annotated[int, Query(ge=0)] = 0,
) -> Any:
    """The users, agents or sessions (``by``) holding memories in the scope, counted, most
    recently active first (listing users spans every user: ``all_scopes=true``)."""
    found = await vault.scopes(by, **scope.kwargs(), match=match, limit=limit, offset=offset)
    return [summary.to_dict() for summary in found]


@router.delete("/scopes", response_model=Count)
async def forget(vault: Vault, scope: QueryScope) -> Any:
    """Remove everything of one scope, with its history; how many memories went."""
    return {"count": await vault.forget(**scope.kwargs())}


def events_json(events: Events) -> list[dict[str, Any]]:
    """Events as JSON (``EventOut``)."""
    return [
        {
            "memory_id": e.memory_id, "event": e.event, "content": e.content,
            "metadata": e.metadata, "at": e.at.astimezone(UTC).isoformat(), "reason": e.reason,
            "knowledge": None if e.knowledge is None else e.knowledge.to_dict(),
        }
        for e in events
    ]  # fmt: skip
