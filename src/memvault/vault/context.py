"""``MemoryVault.build_context``: one context for the prompt out of the vault's public reads
(current facts, the entities they name, similar past episodes, the recent conversation),
fitted to a token budget by ``policy.context.fit``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from memvault.core.facts import fold
from memvault.core.protocols import ChatHistory
from memvault.knowledge.entities import Entity
from memvault.knowledge.episodes import Episode
from memvault.policy.context import Context, SectionInput, fit

if TYPE_CHECKING:
    from collections.abc import Callable

    from memvault.vault.vault import MemoryVault

__all__ = ["RECENT", "context_for"]

RECENT = 20
"""How many of the latest turns the recent conversation offers."""


async def context_for(
    vault: MemoryVault,
    query: str,
    *,
    user_id: str,
    agent_id: str | None,
    session_id: str | None,
    history: ChatHistory | None,
    budget: int,
    count: Callable[[str], int],
) -> Context:
    """What ``build_context`` returns, its arguments checked already."""
    facts = await vault.search(query, user_id=user_id, agent_id=agent_id, kinds=["fact"],
                               limit=10)  # fmt: skip
    known = await vault.entity_memory(user_id, agent_id=agent_id)
    names = [n for f in facts if f.knowledge is not None for n in f.knowledge.entities]
    names += [e.name for e in known.entities() if _mentions(query, e)]
    described = known.get_context(list(dict.fromkeys(names))).splitlines()
    entity_lines = [line[2:] for line in described if line.startswith("- ")]
    episodes = await vault.recall_episodes(query, user_id=user_id, agent_id=agent_id)
    sections = [
        SectionInput("Relevant knowledge", [(f.content, f.id) for f in facts]),
        SectionInput("Known entities", [(line, None) for line in entity_lines]),
        SectionInput("Similar past episodes", [(_episode_line(e), e.id) for e in episodes]),
        SectionInput(
            "Recent conversation",
            (await _recent(vault, user_id, agent_id, session_id, history))[::-1],
            newest_first=True,
        ),
    ]
    return fit(sections, budget, count)


async def _recent(
    vault: MemoryVault,
    user_id: str,
    agent_id: str | None,
    session_id: str | None,
    history: ChatHistory | None,
) -> list[tuple[str, str | None]]:
    """The latest turns, oldest first: from ``history``, else the session's stored messages."""
    if history is not None:
        return [(f"{m.role}: {m.content}", None) for m in await history.get_messages(RECENT)]
    if session_id is None:
        return []
    total = await vault.count(user_id=user_id, agent_id=agent_id, session_id=session_id,
                              kind="message")  # fmt: skip
    start = max(total - RECENT, 0)
    said = await vault.list(user_id=user_id, agent_id=agent_id, session_id=session_id,
                            kind="message", limit=RECENT, offset=start)  # fmt: skip
    return [(m.content, m.id) for m in said]


def _mentions(query: str, entity: Entity) -> bool:
    words = f" {fold(query)} "
    return any(f" {fold(name)} " in words for name in entity.names)


def _episode_line(episode: Episode) -> str:
    tools = f"; tools: {', '.join(episode.tools_used)}" if episode.tools_used else ""
    return f"{episode.at:%Y-%m-%d} ({episode.outcome}{tools}) {episode.summary}"
