"""``/v1/search``, ``/v1/remember`` and ``/v1/context``: finding memories, learning facts
from what a user said, and the context for a prompt."""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any

from fastapi import APIRouter, Depends

from memvault.core.messages import Message, parse_time
from memvault.errors import InvalidInput
from memvault.policy.search import PRESETS, SearchConfig
from memvault.server.deps import Vault, limits_of, memories_json
from memvault.server.limits import Limits
from memvault.server.models import (
    ERRORS,
    ContextBody,
    ContextOut,
    EventOut,
    Memory,
    RememberBody,
    SearchBody,
)
from memvault.server.routes.memories import events_json

__all__ = ["router"]

router = APIRouter(prefix="/v1", tags=["knowledge"], responses=ERRORS)


@router.post("/search", response_model=list[Memory])
async def search(
    body: SearchBody, vault: Vault, limits: Annotated[Limits, Depends(limits_of)]
) -> Any:
    """The memories of the scope that best match the query, best first, each with its score
    (``preset``: hybrid, keyword or semantic; ``as_of``: what was true then)."""
    if body.limit > limits.max_page:
        raise InvalidInput("limit", f"must be at most {limits.max_page}")
    fields = body.model_dump(exclude={"preset", "as_of", "config"})
    as_of = None if body.as_of is None else parse_time("as_of", body.as_of)
    config = None if body.preset is None else PRESETS[body.preset]
    config = config if body.config is None else search_config(body.config)
    hits = await vault.search(**fields, config=config, as_of=as_of)
    return memories_json([hit.to_dict() for hit in hits])


def search_config(fields: dict[str, Any]) -> SearchConfig:
    """The ``SearchConfig`` a request spells out field by field."""
    unknown = set(fields) - {f.name for f in dataclasses.fields(SearchConfig)}
    if unknown:
        raise InvalidInput("config", f"unknown fields: {', '.join(sorted(unknown))}")
    return SearchConfig(**fields)


@router.post("/remember", response_model=list[EventOut])
async def remember(body: RememberBody, vault: Vault) -> Any:
    """Learn facts from what the user said: one event a fact (ADD, UPDATE, SUPERSEDE, NOOP)
    with its reason; a newer fact supersedes the one it contradicts."""
    at = None if body.at is None else parse_time("at", body.at)
    fields = body.model_dump(exclude={"at", "said"})
    said = body.said if isinstance(body.said, list) else [body.said]
    messages = [s if isinstance(s, str) else Message.from_dict(s.model_dump(exclude_none=True))
                for s in said]  # fmt: skip
    return events_json(await vault.remember(
        messages if isinstance(body.said, list) else messages[0], **fields, at=at
    ))  # fmt: skip


@router.post("/context", response_model=ContextOut)
async def context(body: ContextBody, vault: Vault) -> Any:
    """``build_context``: what the vault knows that bears on the query, within a budget of
    tokens, as text for a prompt and as sections."""
    fields = body.model_dump()
    built = await vault.build_context(fields.pop("query"), **fields)
    return {
        "text": built.text,
        "tokens": built.tokens,
        "budget": built.budget,
        "sections": [
            {"title": s.title, "lines": list(s.lines), "omitted": s.omitted, "ids": list(s.ids)}
            for s in built.sections
        ],
    }
