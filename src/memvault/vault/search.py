"""How ``MemoryVault.search`` ranks: each method of the ``SearchConfig`` asks the store
(keyword and semantic run at once), the hits are fused (``policy.fusion``), and a message
``remember`` stored is left out at a moment when every fact learnt from it was no longer
true (its words would bring back a superseded value)."""

from __future__ import annotations

import asyncio
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memvault.core.records import EmbedFn, Selection
from memvault.core.stores import RecordStore
from memvault.core.types import MemoryEntry, Scope, utcnow
from memvault.policy.attributes import asked_words, key_text, shared_words
from memvault.policy.fusion import (
    Candidate,
    Ranked,
    merge_hits,
    named_speakers,
    rank,
    strip_names,
)
from memvault.policy.periods import named_period
from memvault.policy.search import SearchConfig
from memvault.policy.text import query_terms
from memvault.policy.turns import is_question
from memvault.vault.versions import version

__all__ = ["candidate_pool", "ranked_search"]

Hit = tuple[str, float, datetime, float | None]
KEY_WORDS = 0.1
"""What a key's words add to its similarity when they are the query's words: the share of
the query's words the key's text holds, times this."""
KEY_FLOOR = 0.3
"""How close a key must be to the query to count at all (its similarity with the word
share, as above): "Where do I live?" is 0.34 from the city's description, an unrelated
question below 0.25. A keyed fact whose key is further, and a memory without a key, score 0
on the key signal."""
KEY_TEMPERATURE = 0.05
"""How sharply the key signal prefers the key closest to the query: each keyed candidate
scores ``exp((cosine - best cosine) / KEY_TEMPERATURE)`` (1.0 for the closest key, 0.14 for
one 0.1 further). These three and ``SearchConfig.key_weight`` were chosen on
``bench/knowledge.py``'s scenarios and checked on scenarios worded with other phrasing sets
(docs/benchmarks.md, "Knowledge that stays true")."""


async def ranked_search(
    store: RecordStore,
    embed: EmbedFn,
    key_vectors: EmbedFn,
    query: str,
    selection: Selection,
    config: SearchConfig,
    *,
    limit: int,
    floor: float,
    explain: bool = False,
) -> list[MemoryEntry]:
    """At most ``limit`` memories of ``selection`` for ``query``, best first, each with its
    final score (above 0 and at least ``floor``) and, with ``explain``, its ``Explanation``."""
    found, ranked = await _ranked(store, embed, key_vectors, query, selection, config,
                                  candidate_pool(config, limit), explain)  # fmt: skip
    results: list[MemoryEntry] = []
    for hit in ranked:
        if len(results) == limit or hit.score <= 0 or hit.score < floor:
            break
        entry = found[hit.memory_id]
        if selection.valid_at is None or await still_said(store, entry, selection.valid_at):
            results.append(entry.with_score(hit.score, hit.explanation))
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
    key_vectors: EmbedFn,
    query: str,
    selection: Selection,
    config: SearchConfig,
    pool: int,
    explain: bool,
) -> tuple[dict[str, MemoryEntry], list[Ranked]]:
    """Every candidate the methods found, and the ranked ones best first."""
    period = named_period(query) if config.fusion == "zscore" and config.period_boost else None
    query, boost_speakers = await _speakers(store, query, selection, config)
    names = [name for name in ("keyword", "semantic") if name in config.methods]
    results, vector = await _method_hits(store, embed, query, selection, config, pool)
    method_hits: dict[str, list[Hit]] = {}
    found: dict[str, MemoryEntry] = {}
    for name, hits in zip(names, results, strict=True):
        method_hits[name] = [_hit(e, s) for e, s in hits]
        found.update((e.id, e) for e, _ in hits)
    candidates = merge_hits(method_hits)
    for candidate in candidates:
        candidate.boosted = found[candidate.memory_id].metadata.get("speaker") in boost_speakers
        candidate.in_period = period is not None and period.holds(candidate.occurred_at)
    if config.fusion == "zscore" and config.key_weight:
        await _key_matches(candidates, found, query, vector, embed, key_vectors)
    if config.fusion == "zscore" and (config.question_penalty or config.answer_weight):
        await _questions_and_answers(store, candidates, found, selection, config)
    return found, rank(candidates, config, utcnow(), explain=explain)


async def _questions_and_answers(
    store: RecordStore,
    candidates: list[Candidate],
    found: dict[str, MemoryEntry],
    selection: Selection,
    config: SearchConfig,
) -> None:
    """Mark the candidates that are questions asked in a session (``policy.turns``) and,
    with ``answer_weight``, the candidates stored next to them in their session."""
    questions = [c for c in candidates if _asks(found[c.memory_id])]
    for candidate in questions:
        candidate.question = True
    if not questions or not config.answer_weight:
        return
    scope = Scope(selection.user_id, selection.agent_id, selection.session_id)
    following = await store.next_messages([c.memory_id for c in questions], scope)
    by_id = {c.memory_id: c for c in candidates}
    for question_id, answer_id in following.items():
        answer = by_id.get(answer_id)
        if answer is not None:
            answer.answers = question_id


def _asks(entry: MemoryEntry) -> bool:
    in_session = entry.kind == "message" and entry.scope.session_id is not None
    return in_session and is_question(entry.content)


async def _key_matches(
    candidates: list[Candidate],
    found: dict[str, MemoryEntry],
    query: str,
    vector: npt.NDArray[np.float32] | None,
    embed: EmbedFn,
    key_vectors: EmbedFn,
) -> None:
    """Give each keyed candidate the similarity of the query to its key's words and
    description (``policy.attributes.key_text``, embedded once per key), plus the share of
    the query's words that text holds (``KEY_WORDS``), sharpened towards the closest key."""
    keyed = {c.memory_id: found[c.memory_id].key for c in candidates}
    texts = sorted({key_text(k) for k in keyed.values() if k is not None} - {""})
    if not texts:
        return
    if vector is None:
        [vector] = await embed([query])
    cosines = (await key_vectors(texts)) @ vector
    asked = asked_words(query)
    cosines += KEY_WORDS * np.array([shared_words(asked, t) for t in texts])
    sharpened = np.exp((cosines - cosines.max()) / KEY_TEMPERATURE)
    sharpened[cosines < KEY_FLOOR] = 0.0  # a key this far from the query says nothing
    by_text = dict(zip(texts, sharpened.tolist(), strict=True))
    for candidate in candidates:
        key = keyed[candidate.memory_id]
        text = key_text(key) if key is not None else ""
        if text:
            candidate.raw["key"] = by_text[text]


async def _method_hits(
    store: RecordStore,
    embed: EmbedFn,
    query: str,
    selection: Selection,
    config: SearchConfig,
    pool: int,
) -> tuple[list[list[tuple[MemoryEntry, float]]], npt.NDArray[np.float32] | None]:
    """The hits of each method the config names, keyword first, and the query's vector
    (None when no method needed it)."""
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
            return ([] if keyword is None else [await keyword]), None
        [vector] = await embed([query])
        semantic = store.vector_search(vector, selection, pool)
        if keyword is None:
            return [await semantic], vector
        return list(await asyncio.gather(keyword, semantic)), vector
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
