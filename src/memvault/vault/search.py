"""How ``MemoryVault.search`` ranks: each method of the ``SearchConfig`` asks the store
(keyword and semantic run at once), the hits are fused (``policy.fusion``), and a message
``remember`` stored is left out at a moment when every fact learnt from it was no longer
true (its words would bring back a superseded value)."""

from __future__ import annotations

import asyncio
from datetime import datetime

from memvault.core.records import EmbedFn, Selection
from memvault.core.stores import RecordStore
from memvault.core.types import MemoryEntry, Scope, utcnow
from memvault.policy.fusion import merge_hits, named_speakers, rank, strip_names
from memvault.policy.search import SearchConfig
from memvault.policy.text import query_terms
from memvault.vault.versions import version

__all__ = ["candidate_pool", "ranked_search"]

Hit = tuple[str, float, datetime, float | None]


async def ranked_search(
    store: RecordStore,
    embed: EmbedFn,
    query: str,
    selection: Selection,
    config: SearchConfig,
    *,
    limit: int,
    floor: float,
) -> list[MemoryEntry]:
    """At most ``limit`` memories of ``selection`` for ``query``, best first, each with its
    final score (above 0 and at least ``floor``)."""
    found, ranked = await _ranked(store, embed, query, selection, config,
                                  candidate_pool(config, limit))  # fmt: skip
    results: list[MemoryEntry] = []
    for memory_id, score in ranked:
        if len(results) == limit or score <= 0 or score < floor:
            break
        entry = found[memory_id]
        if selection.valid_at is None or await still_said(store, entry, selection.valid_at):
            results.append(entry.with_score(score))
    return results


def candidate_pool(config: SearchConfig, limit: int) -> int:
    """How many hits to ask each method for: ``limit`` when one method's order is the final
    order, else ``config.candidates`` (at least ``limit``) for fusion to choose from."""
    reorders = config.recency_weight or config.importance_weight or config.fusion == "zscore"
    if len(config.methods) == 1 and not reorders:
        return limit
    return max(config.candidates, limit)


async def _ranked(
    store: RecordStore,
    embed: EmbedFn,
    query: str,
    selection: Selection,
    config: SearchConfig,
    pool: int,
) -> tuple[dict[str, MemoryEntry], list[tuple[str, float]]]:
    """Every candidate the methods found, and (id, final score) best first."""
    query, boost_speakers = await _speakers(store, query, selection, config)
    names = [name for name in ("keyword", "semantic") if name in config.methods]
    results = await _method_hits(store, embed, query, selection, config, pool)
    method_hits: dict[str, list[Hit]] = {}
    found: dict[str, MemoryEntry] = {}
    for name, hits in zip(names, results, strict=True):
        method_hits[name] = [_hit(e, s) for e, s in hits]
        found.update((e.id, e) for e, _ in hits)
    candidates = merge_hits(method_hits)
    for candidate in candidates:
        candidate.boosted = found[candidate.memory_id].metadata.get("speaker") in boost_speakers
    return found, rank(candidates, config, utcnow())


async def _method_hits(
    store: RecordStore,
    embed: EmbedFn,
    query: str,
    selection: Selection,
    config: SearchConfig,
    pool: int,
) -> list[list[tuple[MemoryEntry, float]]]:
    """The hits of each method the config names, keyword first."""
    keyword = None
    if "keyword" in config.methods:
        # Started first and given a turn of the loop, so that a server store has its query
        # while this process embeds (the model runs on the calling thread).
        keyword = asyncio.ensure_future(
            store.keyword_search(
                query_terms(query), selection, pool, context_weight=config.context_weight
            )
        )
        await asyncio.sleep(0)
    try:
        if "semantic" not in config.methods:
            return [] if keyword is None else [await keyword]
        [vector] = await embed([query])
        semantic = store.vector_search(vector, selection, pool)
        if keyword is None:
            return [await semantic]
        return list(await asyncio.gather(keyword, semantic))
    except BaseException:
        if keyword is not None:  # no search left behind, nor its error unread
            keyword.cancel()
            await asyncio.gather(keyword, return_exceptions=True)
        raise


async def still_said(store: RecordStore, entry: MemoryEntry, moment: datetime) -> bool:
    """False for a message ``remember`` stored whose every fact was superseded (or not yet
    true) at ``moment``: its words would bring back a value no longer true."""
    learned = entry.knowledge.learned if entry.knowledge is not None else ()
    if entry.kind != "message" or not learned:
        return True
    owner = Scope(entry.scope.user_id, entry.scope.agent_id)  # facts leave the session out
    for fact_id in learned:
        fact = await version(store, fact_id, owner)
        if (
            fact is not None
            and fact.valid_from <= moment
            and (fact.valid_to is None or fact.valid_to > moment)
        ):
            return True
    return False


async def _speakers(
    store: RecordStore, query: str, selection: Selection, config: SearchConfig
) -> tuple[str, list[str]]:
    """The query without the speakers it names, and the speakers whose turns to boost
    (those named, unless every speaker of the scope is)."""
    if config.fusion != "zscore" or not config.speaker_boost:
        return query, []
    speakers = await store.speakers(selection)
    named = named_speakers(query, speakers)
    boost = named if named and len(named) < len(speakers) else []
    return strip_names(query, named), boost


def _hit(entry: MemoryEntry, score: float) -> Hit:
    assert entry.occurred_at is not None
    return entry.id, score, entry.occurred_at, entry.importance
