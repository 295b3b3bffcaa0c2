"""``/v1/episodes``, ``/v1/entities`` and ``/v1/aliases``: how past tasks went, and the
entities a user's facts mention."""

from __future__ import annotations

from datetime import UTC
from typing import Annotated, Any

from fastapi import APIRouter, Query

from memvault.core.messages import parse_time
from memvault.knowledge.entities import Entity
from memvault.knowledge.episodes import Episode
from memvault.server.deps import Vault
from memvault.server.models import (
    ERRORS,
    AliasBody,
    EntityOut,
    EpisodeBody,
    EpisodeOut,
    Memory,
    RecallBody,
)

__all__ = ["router"]

router = APIRouter(prefix="/v1", tags=["knowledge"], responses=ERRORS)


@router.post("/episodes", status_code=201, response_model=EpisodeOut)
async def record_episode(body: EpisodeBody, vault: Vault) -> Any:
    """Remember how a task went: a memory of kind ``episode``."""
    fields = body.model_dump(exclude={"at", "summary"})
    at = None if body.at is None else parse_time("at", body.at)
    return episode_json(await vault.record_episode(body.summary, **fields, at=at))


@router.post("/episodes/recall", response_model=list[EpisodeOut])
async def recall_episodes(body: RecallBody, vault: Vault) -> Any:
    """The past episodes most like ``situation``, most relevant first."""
    fields = body.model_dump(exclude={"situation"})
    return [episode_json(e) for e in await vault.recall_episodes(body.situation, **fields)]


@router.get("/entities", response_model=list[EntityOut])
async def entities(
    vault: Vault,
    user_id: Annotated[str, Query(description="the user whose facts")],
    agent_id: Annotated[str | None, Query(description="and agent's")] = None,
) -> Any:
    """The entities the user's current facts mention, most mentioned first."""
    return [entity_json(e) for e in await vault.entities(user_id, agent_id=agent_id)]


@router.post("/aliases", status_code=201, response_model=Memory)
async def add_alias(body: AliasBody, vault: Vault) -> Any:
    """Make ``alias`` another name of the entity ``name`` for this user (a keyed fact)."""
    fields = body.model_dump(exclude={"alias", "name"})
    return (await vault.add_alias(body.alias, body.name, **fields)).to_dict()


def episode_json(episode: Episode) -> dict[str, Any]:
    """An episode as JSON (``EpisodeOut``)."""
    return {
        "id": episode.id, "summary": episode.summary, "outcome": episode.outcome,
        "tools_used": list(episode.tools_used), "tags": list(episode.tags),
        "at": episode.at.astimezone(UTC).isoformat(), "session_id": episode.session_id,
        "relevance": episode.relevance,
    }  # fmt: skip


def entity_json(entity: Entity) -> dict[str, Any]:
    """An entity as JSON (``EntityOut``)."""
    return {
        "id": entity.id, "name": entity.name, "aliases": list(entity.aliases),
        "attributes": entity.attributes, "mentions": entity.mentions,
        "first_seen": entity.first_seen.astimezone(UTC).isoformat(),
        "last_seen": entity.last_seen.astimezone(UTC).isoformat(),
    }  # fmt: skip
