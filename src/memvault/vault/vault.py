"""``MemoryVault``: long-term memory that composes a record store, an embedder and a search
configuration. It imports no backend: a store is passed in, or named by a URL that
``memvault.defaults.open_store`` resolves."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import numpy as np

from memvault.core import validate as _validate
from memvault.core.facts import fold
from memvault.core.filters import parse_where
from memvault.core.protocols import (
    LLM,
    ChatHistory,
    Embedder,
    Extractor,
    RecordStore,
    Resolver,
    Tokenizer,
)
from memvault.core.records import NewMemory, Selection, content_hash
from memvault.core.types import KINDS, Kind, MemoryEntry, MemoryEvent, Message, Scope, utcnow
from memvault.defaults import default_embedder, default_tokenizer, open_store
from memvault.errors import InvalidInput, NotFound
from memvault.knowledge.entities import Entity, EntityMemory
from memvault.knowledge.episodes import Episode, episode_metadata
from memvault.knowledge.learn import ALIAS_PREFIX, entity_memory
from memvault.policy.context import Context, SectionInput, fit
from memvault.policy.fusion import merge_hits, named_speakers, rank, strip_names
from memvault.policy.search import HYBRID, SearchConfig
from memvault.policy.text import query_terms

__all__ = ["DEFAULT_MAX_CONTENT_BYTES", "MAX_LIMIT", "MemoryVault"]

DEFAULT_MAX_CONTENT_BYTES = 1_000_000
"""The largest memory accepted, in UTF-8 bytes (``max_content_bytes`` changes it)."""
MAX_LIMIT = 1000
"""The most results one search or list returns."""

Entries = list[MemoryEntry]
Events = list[MemoryEvent]
Names = list[str]
Ranked = list[tuple[str, float]]

_ADD_FIELDS = frozenset(
    {"content", "user_id", "agent_id", "session_id", "kind", "metadata", "at", "importance",
     "key", "expires_at"}
)  # fmt: skip


class MemoryVault:
    """Long-term memory: add facts, episodes and messages; search them back, best first.

    ``target`` is a store object, a SQLite path (the embedded default) or a
    ``postgresql://`` URL. ``embedder`` defaults to the local MiniLM model
    (``LocalEmbedder``); the store remembers which embedder wrote it and refuses another.
    The vault also satisfies the ``Memory`` protocol (``store``/``search``/``clear``).
    """

    def __init__(
        self,
        target: str | Path | RecordStore = "memvault.db",
        *,
        embedder: Embedder | None = None,
        config: SearchConfig = HYBRID,
        max_content_bytes: int = DEFAULT_MAX_CONTENT_BYTES,
        batch_size: int = 64,
        llm: LLM | None = None,
        extractor: Extractor | None = None,
        resolver: Resolver | None = None,
    ) -> None:
        self._owns_backend = isinstance(target, str | Path)
        self.backend: RecordStore = open_store(target) if isinstance(target, str | Path) else target
        self.embedder = default_embedder() if embedder is None else embedder
        if not isinstance(config, SearchConfig):
            raise InvalidInput("config", "must be a SearchConfig")
        self.config = config
        self.max_content_bytes = _validate.positive_int("max_content_bytes", max_content_bytes)
        self.batch_size = _validate.positive_int("batch_size", batch_size)
        self.llm = llm
        self.extractor: Extractor = extractor or _default_extractor(llm)
        self.resolver: Resolver = resolver or _default_resolver(llm)
        self._opened = False

    def __repr__(self) -> str:
        return f"MemoryVault({self.backend!r}, embedder={self.embedder!r})"

    # -- life cycle ---------------------------------------------------------------------

    async def open(self) -> Self:
        if not self._opened:
            await self.backend.open(self.embedder.name, self.embedder.dim)
            self._opened = True
        return self

    async def aclose(self) -> None:
        """Close the store if the vault opened it from a path or URL; a store passed in stays
        open for its owner."""
        if self._owns_backend:
            await self.backend.aclose()
        self._opened = False

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    # -- writing ------------------------------------------------------------------------

    async def add(
        self,
        content: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind = "fact",
        metadata: Mapping[str, Any] | None = None,
        at: datetime | None = None,
        importance: float | None = None,
        key: str | None = None,
        expires_at: datetime | None = None,
    ) -> MemoryEntry:
        """Store one memory and return it. A fact already stored in the same scope (same
        text after case and whitespace folding) is updated, not duplicated.

        ``key`` names what a fact is about (``"user.city"``): a newer fact with the same key
        in the same scope supersedes it (it stays, with ``valid_to`` set, for ``as_of``
        searches and ``history``). ``at`` is when the fact became true. ``expires_at``: from
        then on, search no longer returns it and ``prune()`` removes it."""
        [entry] = await self.add_many(
            [
                {
                    "content": content, "user_id": user_id, "agent_id": agent_id,
                    "session_id": session_id, "kind": kind, "metadata": metadata, "at": at,
                    "importance": importance, "key": key, "expires_at": expires_at,
                }
            ]
        )  # fmt: skip
        return entry

    async def add_many(self, items: Sequence[str | Mapping[str, Any]]) -> Entries:
        """Store many memories in one transaction, embedding them in batches. Each item is a
        text or a mapping of ``add``'s arguments. All are checked before anything is written."""
        if isinstance(items, str | bytes) or not isinstance(items, Sequence):
            raise InvalidInput("items", "must be a list of texts or mappings")
        entries = [self._entry(item, f"items[{i}]") for i, item in enumerate(items)]
        await self.open()
        vectors = await self._embed([e.content for e in entries])
        batch = [
            NewMemory(e, v, content_hash(e.content) if e.kind == "fact" else None)
            for e, v in zip(entries, vectors, strict=True)
        ]
        return [entry for entry, _ in await self.backend.write(batch)]

    def _entry(self, item: str | Mapping[str, Any], where: str) -> MemoryEntry:
        if isinstance(item, str):
            item = {"content": item}
        if not isinstance(item, Mapping):
            raise InvalidInput(where, "must be a text or a mapping")
        unknown = set(item) - _ADD_FIELDS
        if unknown:
            raise InvalidInput(where, f"unknown fields: {', '.join(sorted(map(str, unknown)))}")
        content = self._content(item.get("content"))
        kind: Kind = item.get("kind") or "fact"
        if kind not in KINDS:
            raise InvalidInput("kind", f"must be one of {', '.join(KINDS)}, not {kind!r}")
        now = utcnow()
        at = item.get("at")
        key = _validate.optional_text("key", item.get("key"))
        if key is not None and kind != "fact":
            raise InvalidInput("key", f"only a fact can have a key, not a {kind}")
        expires = item.get("expires_at")
        return MemoryEntry(
            content=content,
            metadata=_validate.json_object("metadata", item.get("metadata")),
            kind=kind,
            scope=Scope(item.get("user_id"), item.get("agent_id"), item.get("session_id")),
            created_at=now,
            occurred_at=now if at is None else _validate.timestamp("at", at),
            importance=item.get("importance"),
            key=key,
            expires_at=None if expires is None else _validate.timestamp("expires_at", expires),
        )

    def _content(self, content: object) -> str:
        text = _validate.text("content", content)
        size = len(text.encode("utf-8"))
        if size > self.max_content_bytes:
            raise InvalidInput(
                "content",
                f"is {size:,} bytes; the limit is {self.max_content_bytes:,}"
                " (MemoryVault(max_content_bytes=...))",
            )
        return text

    async def _embed(self, texts: Sequence[str]) -> np.ndarray[Any, np.dtype[np.float32]]:
        if not texts:
            return np.zeros((0, self.embedder.dim), np.float32)
        parts = [
            await self.embedder.embed(texts[i : i + self.batch_size])
            for i in range(0, len(texts), self.batch_size)
        ]
        return np.vstack(parts).astype(np.float32)

    async def update(
        self,
        memory_id: str,
        *,
        content: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> MemoryEntry:
        """Replace the content (re-embedded) and/or the metadata (whole) of one memory."""
        _validate.text("memory_id", memory_id)
        if content is None and metadata is None:
            raise InvalidInput("update", "give content, metadata or both")
        text = None if content is None else self._content(content)
        meta = None if metadata is None else _validate.json_object("metadata", metadata)
        await self.open()
        old = await self.backend.get(memory_id)
        vector = None if text is None else (await self._embed([text]))[0]
        digest = None if text is None or old.kind != "fact" else content_hash(text)
        return await self.backend.update(
            memory_id, content=text, metadata=meta, vector=vector, content_hash=digest, at=utcnow()
        )

    async def delete(self, memory_id: str) -> MemoryEntry:
        """Remove one memory (its history keeps a DELETE event); returns what was removed."""
        _validate.text("memory_id", memory_id)
        await self.open()
        return await self.backend.delete(memory_id, at=utcnow())

    async def forget(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
    ) -> int:
        """Remove every memory of a user, agent or session, with its history; returns how many."""
        scope = Scope(user_id, agent_id, session_id)
        if scope == Scope():
            raise InvalidInput("forget", "name a user_id, agent_id or session_id")
        await self.open()
        return await self.backend.forget(Selection.of(scope))

    async def prune(self) -> int:
        """Remove every memory whose ``expires_at`` has passed, with its history; returns
        how many."""
        await self.open()
        return await self.backend.prune(utcnow())

    async def reembed(self) -> int:
        """Re-embed every memory with this vault's embedder (after changing models); returns
        how many memories were re-embedded. Until it runs, a store written by another
        embedder refuses to open."""
        count = await self.backend.reembed(
            self.embedder.name, self.embedder.dim, self._embed, self.batch_size
        )
        self._opened = True
        return count

    async def remember(
        self,
        said: str | Message | Sequence[str | Message],
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        at: datetime | None = None,
        store_messages: bool = False,
    ) -> Events:
        """Learn facts from what the user said: extract them, compare them with what is known
        and add, update or supersede (see ``memvault.knowledge.learn``). Returns one event per
        fact found (ADD, UPDATE, SUPERSEDE or NOOP) with the reason. ``at`` is when texts were
        said (messages carry their own ``created_at``); facts belong to the user (and agent),
        with the session kept as provenance. ``store_messages`` also stores the messages
        (kind ``message``, in the session); search then leaves out a message once every fact
        learnt from it has been superseded."""
        from memvault.knowledge.learn import learn

        scope = Scope(_validate.text("user_id", user_id), agent_id)
        session = _validate.optional_text("session_id", session_id)
        when = None if at is None else _validate.timestamp("at", at)
        if not isinstance(store_messages, bool):
            raise InvalidInput("store_messages", "must be True or False")
        await self.open()
        return await learn(self, said, scope, session, when, store_messages=store_messages)

    # -- episodes, entities and context --------------------------------------------------

    async def record_episode(
        self,
        summary: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        outcome: str = "success",
        tools_used: Sequence[str] | None = None,
        tags: Sequence[str] | None = None,
        at: datetime | None = None,
    ) -> Episode:
        """Remember how a task went: a memory of kind ``episode`` (see
        ``memvault.knowledge.episodes``), scoped like any other."""
        entry = await self.add(
            summary, user_id=_validate.text("user_id", user_id), agent_id=agent_id,
            session_id=session_id, kind="episode",
            metadata=episode_metadata(outcome, tools_used, tags), at=at,
        )  # fmt: skip
        return Episode.of(entry)

    async def recall_episodes(
        self,
        situation: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        limit: int = 3,
        outcome: str | None = None,
    ) -> list[Episode]:
        """The past episodes most like ``situation`` (optionally only those with
        ``outcome``), most relevant first."""
        where = None if outcome is None else {"outcome": _validate.text("outcome", outcome)}
        hits = await self.search(
            situation, user_id=_validate.text("user_id", user_id), agent_id=agent_id,
            kinds=["episode"], where=where, limit=limit,
        )  # fmt: skip
        return [Episode.of(hit) for hit in hits]

    async def add_alias(
        self, alias: str, name: str, *, user_id: str, agent_id: str | None = None
    ) -> MemoryEntry:
        """Make ``alias`` ("my manager") another name of the entity ``name`` for this user,
        as a fact keyed by the alias (naming another entity later supersedes it)."""
        alias, name = _validate.text("alias", alias).strip(), _validate.text("name", name).strip()
        return await self.add(
            f"{alias} is {name}", user_id=_validate.text("user_id", user_id), agent_id=agent_id,
            metadata={"alias": alias, "entity": name}, key=ALIAS_PREFIX + fold(alias),
        )  # fmt: skip

    async def entities(self, user_id: str, *, agent_id: str | None = None) -> list[Entity]:
        """The entities the user's current facts mention, with their attributes and aliases
        (``knowledge.learn.entity_memory``), most mentioned first. Derived from the facts
        each time: entity ids are not stable between calls."""
        return (await self._entity_memory(user_id, agent_id)).entities()

    async def _entity_memory(self, user_id: str, agent_id: str | None) -> EntityMemory:
        user = _validate.text("user_id", user_id)
        return entity_memory(await self._every(user_id=user, agent_id=agent_id, kind="fact"))

    async def build_context(
        self,
        query: str,
        *,
        user_id: str,
        agent_id: str | None = None,
        session_id: str | None = None,
        history: ChatHistory | None = None,
        token_budget: int = 2000,
        tokenizer: Tokenizer | None = None,
    ) -> Context:
        """One context for the prompt, never over ``token_budget`` tokens (``tokenizer``,
        default the offline tiktoken ``o200k_base``): relevant knowledge (current facts),
        known entities, similar past episodes and the recent conversation (``history``, or
        else the session's stored messages), each saying what it left out. See
        ``memvault.policy.context`` for the fitting rule; ``Context.ids`` lists the
        memories used."""
        budget = _validate.positive_int("token_budget", token_budget)
        count = (tokenizer or default_tokenizer()).count
        facts = await self.search(query, user_id=user_id, agent_id=agent_id, kinds=["fact"],
                                  limit=10)  # fmt: skip
        known = await self._entity_memory(user_id, agent_id)
        names = [n for f in facts for n in _names(f.metadata.get("entities"))]
        names += [e.name for e in known.entities() if _mentions(query, e)]
        described = known.get_context(list(dict.fromkeys(names))).splitlines()
        entity_lines = [line[2:] for line in described if line.startswith("- ")]
        episodes = await self.recall_episodes(query, user_id=user_id, agent_id=agent_id)
        recent: list[tuple[str, str | None]] = []
        if history is not None:
            recent = [(f"{m.role}: {m.content}", None) for m in await history.get_messages(20)]
        elif session_id is not None:
            total = await self.count(user_id=user_id, agent_id=agent_id,
                                     session_id=session_id, kind="message")  # fmt: skip
            said = await self.list(user_id=user_id, agent_id=agent_id, session_id=session_id,
                                   kind="message", limit=20, offset=max(total - 20, 0))  # fmt: skip
            recent = [(m.content, m.id) for m in said]
        sections = [
            SectionInput("Relevant knowledge", [(f.content, f.id) for f in facts]),
            SectionInput("Known entities", [(line, None) for line in entity_lines]),
            SectionInput("Similar past episodes", [(_episode_line(e), e.id) for e in episodes]),
            SectionInput("Recent conversation", recent[::-1], newest_first=True),
        ]
        return fit(sections, budget, count)

    # -- reading ------------------------------------------------------------------------

    async def get(self, memory_id: str) -> MemoryEntry:
        _validate.text("memory_id", memory_id)
        await self.open()
        return await self.backend.get(memory_id)

    async def history(self, memory_id: str) -> Events:
        """Every change to one memory, oldest first (ADD, UPDATE..., SUPERSEDE, DELETE); for a
        fact with a key, the changes of every version of it (each event names its memory)."""
        _validate.text("memory_id", memory_id)
        await self.open()
        events = await self.backend.events(memory_id)
        if not events:
            await self.backend.get(memory_id)  # raises NotFound
        chain = await self._chain(memory_id)
        if len(chain) > 1:
            events = [e for version in chain for e in await self.backend.events(version.id)]
            events.sort(key=lambda e: e.at)  # stable: versions stay in chain order on ties
        return events

    async def _chain(self, memory_id: str) -> Entries:
        """Every stored version of the fact ``memory_id`` is one of, oldest first (only the
        memory itself when it has no key, or no longer exists)."""
        entry = await self._version(memory_id)
        if entry is None:
            return []
        chain = [entry]
        while chain[0].supersedes is not None and (
            older := await self._version(chain[0].supersedes)
        ):
            chain.insert(0, older)
        while chain[-1].superseded_by is not None and (
            newer := await self._version(chain[-1].superseded_by)
        ):
            chain.append(newer)
        return chain

    async def _version(self, memory_id: str) -> MemoryEntry | None:
        """A linked version, or None when it is gone (``prune`` removed it)."""
        try:
            return await self.backend.get(memory_id)
        except NotFound:
            return None

    async def _every(self, **filters: Any) -> Entries:
        """Every memory ``list(**filters)`` pages through, in its order (for this package's
        own callers: learning, entities, blocks)."""
        found: Entries = []
        while page := await self.list(**filters, limit=MAX_LIMIT, offset=len(found)):
            found += page
            if len(page) < MAX_LIMIT:
                break
        return found

    async def list(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> Entries:
        """Memories in a scope, in the order they happened."""
        selection = _selection(
            user_id, agent_id, session_id, None if kind is None else [kind], where
        )
        limit_ = _limit(limit)
        offset_ = _validate.limit("offset", offset, allow_none=False)
        await self.open()
        return await self.backend.scan(selection, limit=limit_, offset=offset_ or 0)

    async def count(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
    ) -> int:
        selection = _selection(
            user_id, agent_id, session_id, None if kind is None else [kind], where
        )
        await self.open()
        return await self.backend.count(selection)

    async def search(
        self,
        query: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kinds: Sequence[Kind] | None = None,
        where: Mapping[str, Any] | None = None,
        limit: int = 5,
        min_score: float | None = None,
        config: SearchConfig | None = None,
        as_of: datetime | None = None,
        include_superseded: bool = False,
    ) -> Entries:
        """The memories most relevant to ``query`` in the given scope, best first, each with
        its 0.0-1.0 ``score``. A blank query, or nothing relevant, gives an empty list.

        Only what is true now is searched: no superseded fact, nothing expired. ``as_of``
        searches what was true then (and had happened by then); ``include_superseded``
        searches everything, past versions included (their ``valid_to`` is set)."""
        query = _validate.text("query", query, allow_empty=True)
        if not isinstance(include_superseded, bool):
            raise InvalidInput("include_superseded", "must be True or False")
        if as_of is not None and include_superseded:
            raise InvalidInput("as_of", "give as_of or include_superseded, not both")
        moment = None if include_superseded else utcnow()
        if as_of is not None:
            moment = _validate.timestamp("as_of", as_of)
        selection = replace(
            _selection(user_id, agent_id, session_id, kinds, where),
            valid_at=moment,
            begun=as_of is not None,
        )
        limit_ = _limit(limit)
        floor = 0.0 if min_score is None else _validate.unit_interval("min_score", min_score)
        config = self.config if config is None else config
        if not isinstance(config, SearchConfig):
            raise InvalidInput("config", "must be a SearchConfig")
        if not query_terms(query):
            return []
        await self.open()
        found, ranked = await self._ranked(query, selection, config, _pool(config, limit_))
        results: Entries = []
        for memory_id, score in ranked:
            if len(results) == limit_ or score <= 0 or score < floor:
                break
            entry = found[memory_id]
            if selection.valid_at is None or await self._still_said(entry, selection.valid_at):
                results.append(entry.with_score(score))
        return results

    async def _ranked(
        self, query: str, selection: Selection, config: SearchConfig, pool: int
    ) -> tuple[dict[str, MemoryEntry], Ranked]:
        """Every candidate the methods found, and (id, final score) best first."""
        query, boost_speakers = await self._speakers(query, selection, config)

        names = [name for name in ("keyword", "semantic") if name in config.methods]
        keyword = None
        if "keyword" in config.methods:
            # Started first and given a turn of the loop, so that a server store has its
            # query while this process embeds (the model runs on the calling thread).
            keyword = asyncio.ensure_future(
                self.backend.keyword_search(
                    query_terms(query), selection, pool, context_weight=config.context_weight
                )
            )
            await asyncio.sleep(0)
        results = []
        try:
            if "semantic" in config.methods:
                [vector] = await self._embed([query])
                semantic = self.backend.vector_search(vector, selection, pool)
                if keyword is None:
                    results = [await semantic]
                else:
                    results = list(await asyncio.gather(keyword, semantic))
            elif keyword is not None:
                results = [await keyword]
        except BaseException:
            if keyword is not None:  # no search left behind, nor its error unread
                keyword.cancel()
                await asyncio.gather(keyword, return_exceptions=True)
            raise
        method_hits: dict[str, list[tuple[str, float, datetime, float | None]]] = {}
        found: dict[str, MemoryEntry] = {}
        for name, hits in zip(names, results, strict=True):
            method_hits[name] = [_hit(e, s) for e, s in hits]
            found.update((e.id, e) for e, _ in hits)
        candidates = merge_hits(method_hits)
        for candidate in candidates:
            candidate.boosted = found[candidate.memory_id].metadata.get("speaker") in boost_speakers
        return found, rank(candidates, config, utcnow())

    async def _still_said(self, entry: MemoryEntry, moment: datetime) -> bool:
        """False for a message ``remember`` stored whose every fact was superseded (or not
        yet true) at ``moment``: its words would bring back a value no longer true."""
        facts = entry.metadata.get("facts") if entry.kind == "message" else None
        if not isinstance(facts, list) or not facts:
            return True
        for fact_id in facts:
            fact = await self._version(str(fact_id))
            if (
                fact is not None
                and fact.valid_from <= moment
                and (fact.valid_to is None or fact.valid_to > moment)
            ):
                return True
        return False

    async def _speakers(
        self, query: str, selection: Selection, config: SearchConfig
    ) -> tuple[str, Names]:
        """The query without the speakers it names, and the speakers whose turns to boost
        (those named, unless every speaker of the scope is)."""
        if config.fusion != "zscore" or not config.speaker_boost:
            return query, []
        speakers = await self.backend.speakers(selection)
        named = named_speakers(query, speakers)
        boost = named if named and len(named) < len(speakers) else []
        return strip_names(query, named), boost

    # -- the Memory protocol ------------------------------------------------------------

    async def store(self, content: str, metadata: dict[str, Any] | None = None) -> None:
        await self.add(content, metadata=metadata)

    async def clear(self) -> None:
        """Remove every memory in the vault, of every scope."""
        await self.open()
        await self.backend.forget(Selection())


def _pool(config: SearchConfig, limit: int) -> int:
    """How many hits to ask each method for: ``limit`` when one method's order is the final
    order, else ``config.candidates`` (at least ``limit``) for fusion to choose from."""
    reorders = config.recency_weight or config.importance_weight or config.fusion == "zscore"
    if len(config.methods) == 1 and not reorders:
        return limit
    return max(config.candidates, limit)


def _hit(entry: MemoryEntry, score: float) -> tuple[str, float, datetime, float | None]:
    assert entry.occurred_at is not None
    return entry.id, score, entry.occurred_at, entry.importance


def _limit(limit: object) -> int:
    value = _validate.positive_int("limit", limit)
    if value > MAX_LIMIT:
        raise InvalidInput("limit", f"must be at most {MAX_LIMIT}")
    return value


def _selection(
    user_id: str | None,
    agent_id: str | None,
    session_id: str | None,
    kinds: Sequence[str] | None,
    where: Mapping[str, Any] | None,
) -> Selection:
    scope = Scope(user_id, agent_id, session_id)
    if kinds is not None:
        if isinstance(kinds, str) or not isinstance(kinds, Sequence) or not kinds:
            raise InvalidInput("kinds", "must be a non-empty list of kinds")
        for kind in kinds:
            if kind not in KINDS:
                raise InvalidInput("kinds", f"{kind!r} is not one of {', '.join(KINDS)}")
    return Selection.of(
        scope,
        kinds=None if kinds is None else tuple(kinds),
        where=parse_where(where),
    )


def _default_extractor(llm: LLM | None) -> Extractor:
    """``LLMExtractor(llm)`` when a model is given, else the offline ``RuleExtractor``."""
    if llm is None:
        from memvault.policy.extraction.rules import RuleExtractor

        return RuleExtractor()
    from memvault.knowledge.llm import LLMExtractor

    return LLMExtractor(llm)


def _default_resolver(llm: LLM | None) -> Resolver:
    """``LLMResolver(llm)`` when a model is given, else the deterministic ``RuleResolver``."""
    if llm is None:
        from memvault.policy.resolution import RuleResolver

        return RuleResolver()
    from memvault.knowledge.llm import LLMResolver

    return LLMResolver(llm)


def _names(value: object) -> list[str]:
    return [n for n in value if isinstance(n, str)] if isinstance(value, list) else []


def _mentions(query: str, entity: Entity) -> bool:
    words = f" {fold(query)} "
    return any(f" {fold(name)} " in words for name in entity.names)


def _episode_line(episode: Episode) -> str:
    tools = f"; tools: {', '.join(episode.tools_used)}" if episode.tools_used else ""
    return f"{episode.at:%Y-%m-%d} ({episode.outcome}{tools}) {episode.summary}"
