"""``VaultCore``: the part of ``MemoryVault`` that stores and retrieves. It composes a record
store, an embedder and a search configuration and imports no backend: a store is passed in,
or named by a URL that ``memvault.defaults.open_store`` resolves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.core.protocols import LLM, Embedder, Extractor, Resolver
from memvault.core.records import NewMemory, Selection, content_hash
from memvault.core.stores import RecordStore
from memvault.core.types import Kind, MemoryEntry, MemoryEvent, utcnow
from memvault.defaults import embedder_named, embedder_recorded, meaning_embedder, open_store
from memvault.errors import InvalidInput
from memvault.policy.search import HYBRID, SearchConfig
from memvault.vault.items import checked_content, entry_of
from memvault.vault.reads import VaultReads
from memvault.vault.scoped import ScopedMemory
from memvault.vault.selection import scope_of

__all__ = ["DEFAULT_MAX_CONTENT_BYTES", "VaultCore"]

DEFAULT_MAX_CONTENT_BYTES = 1_000_000
"""The largest memory accepted, in UTF-8 bytes (``max_content_bytes`` changes it)."""

Entries = list[MemoryEntry]
Events = list[MemoryEvent]


class VaultCore(VaultReads):
    """Storage and retrieval of a ``MemoryVault``: its store, embedder and search
    configuration, writing, reading, versions and search. ``MemoryVault`` adds what is
    learnt on top (``remember``, episodes, entities, ``build_context``); see its docstring
    for the arguments.
    """

    def __init__(
        self,
        target: str | Path | RecordStore = "memvault.db",
        *,
        embedder: Embedder | str | None = None,
        config: SearchConfig = HYBRID,
        max_content_bytes: int = DEFAULT_MAX_CONTENT_BYTES,
        batch_size: int = 64,
        llm: LLM | None = None,
        extractor: Extractor | None = None,
        resolver: Resolver | None = None,
    ) -> None:
        self.embedder = embedder_named(embedder)  # first: a bad name opens no store
        self._embedder_given = embedder is not None
        self._owns_backend = isinstance(target, str | Path)
        self.backend: RecordStore = open_store(target) if isinstance(target, str | Path) else target
        if not isinstance(config, SearchConfig):
            raise InvalidInput("config", "must be a SearchConfig")
        self.config = config
        self.max_content_bytes = _validate.positive_int("max_content_bytes", max_content_bytes)
        self.batch_size = _validate.positive_int("batch_size", batch_size)
        self.llm = llm
        self.extractor: Extractor = extractor or _default_extractor(llm, self.embedder)
        self.resolver: Resolver = resolver or _default_resolver(llm)
        self._opened = False
        self._key_cache: dict[tuple[str, str], npt.NDArray[np.float32]] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.backend!r}, embedder={self.embedder!r})"

    # -- life cycle ---------------------------------------------------------------------

    async def open(self) -> Self:
        """Open the store (create or migrate it; refuse one written by another embedder). If
        that fails, a store the vault opened from a path or URL is closed again before the
        error propagates: nothing (a pool, its threads) is left to keep the process alive."""
        if not self._opened:
            try:
                if not self._embedder_given:
                    await self._adopt_recorded_embedder()
                await self.backend.open(self.embedder.name, self.embedder.dim)
            except BaseException:
                if self._owns_backend:
                    await self.backend.aclose()
                raise
            self._opened = True
        return self

    async def _adopt_recorded_embedder(self) -> None:
        """Given no embedder, use the built-in one the store records, if it is not the
        default (``defaults.embedder_recorded``): a store re-embedded with ``"hash"`` opens
        without naming it again."""
        recorded = await self.backend.recorded_embedder()
        if recorded is not None and recorded != (self.embedder.name, self.embedder.dim):
            self.embedder = embedder_recorded(*recorded) or self.embedder

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

    async def add_many(
        self,
        items: Sequence[str | Mapping[str, Any]],
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
    ) -> Entries:
        """Store many memories in one transaction, embedding them in batches. Each item is a
        text or a mapping of ``add``'s arguments; ``knowledge`` (a ``Knowledge`` or its
        ``to_dict()``) may carry what was learnt about it, as an export does. ``user_id``,
        ``agent_id`` and ``session_id`` fill the scope of items that do not set their own;
        every item must end up with one. All are checked before anything is written."""
        if isinstance(items, str | bytes) or not isinstance(items, Sequence):
            raise InvalidInput("items", "must be a list of texts or mappings")
        scope = {"user_id": user_id, "agent_id": agent_id, "session_id": session_id}
        entries = [
            entry_of(item, f"items[{i}]", self.max_content_bytes, scope)
            for i, item in enumerate(items)
        ]
        await self.open()
        vectors = await self.embed([e.content for e in entries])
        batch = [
            NewMemory(e, v, content_hash(e.content) if e.kind == "fact" else None)
            for e, v in zip(entries, vectors, strict=True)
        ]
        return [entry for entry, _ in await self.backend.write(batch)]

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """One float32 row per text, embedded in batches of ``batch_size``."""
        if not texts:
            return np.zeros((0, self.embedder.dim), np.float32)
        parts = [
            await self.embedder.embed(texts[i : i + self.batch_size])
            for i in range(0, len(texts), self.batch_size)
        ]
        return np.vstack(parts).astype(np.float32)

    async def _key_vectors(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """The vectors of keys' texts (``policy.attributes.key_text``), each embedded once
        per embedder: a scope has few keys, and every search that meets one reads them."""
        name = self.embedder.name
        missing = [t for t in dict.fromkeys(texts) if (name, t) not in self._key_cache]
        if missing:
            if len(self._key_cache) + len(missing) > _KEY_VECTORS:
                self._key_cache.clear()
            vectors = await self.embed(missing)
            self._key_cache.update(((name, t), v) for t, v in zip(missing, vectors, strict=True))
        if not texts:
            return np.zeros((0, self.embedder.dim), np.float32)
        return np.stack([self._key_cache[(name, t)] for t in texts])

    async def update(
        self,
        memory_id: str,
        *,
        content: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """Replace the content (re-embedded) and/or the metadata (whole) of one memory of the
        scope named (``NotFound`` when it lies in another; see ``get``)."""
        _validate.text("memory_id", memory_id)
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        if content is None and metadata is None:
            raise InvalidInput("update", "give content, metadata or both")
        text = None if content is None else checked_content(content, self.max_content_bytes)
        meta = None if metadata is None else _validate.json_object("metadata", metadata)
        await self.open()
        old = await self.backend.get(memory_id, scope)
        vector = None if text is None else (await self.embed([text]))[0]
        digest = None if text is None or old.kind != "fact" else content_hash(text)
        return await self.backend.update(
            memory_id, content=text, metadata=meta, vector=vector, content_hash=digest, at=utcnow()
        )

    async def delete(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """Remove one memory of the scope named (its history keeps a DELETE event); returns
        what was removed."""
        _validate.text("memory_id", memory_id)
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        await self.open()
        await self.backend.get(memory_id, scope)  # NotFound unless it lies in the scope
        return await self.backend.delete(memory_id, at=utcnow())

    async def assign_key(
        self,
        memory_id: str,
        key: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """Move a fact of the scope named onto the timeline of ``key`` (the timeline it leaves
        and the one it joins are both relinked); returns the fact as it is now."""
        _validate.text("memory_id", memory_id)
        _validate.text("key", key)
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
        await self.open()
        await self.backend.get(memory_id, scope)  # NotFound unless it lies in the scope
        return await self.backend.assign_key(memory_id, key, at=utcnow())

    async def forget(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> int:
        """Remove every memory of a user, agent or session, with its history; returns how
        many. ``all_scopes=True`` removes every memory of every scope."""
        scope = scope_of(user_id, agent_id, session_id, all_scopes)
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
            self.embedder.name, self.embedder.dim, self.embed, self.batch_size
        )
        self._opened = True
        return count

    # -- the Memory protocol ------------------------------------------------------------

    def scoped(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
    ) -> ScopedMemory:
        """This vault seen through one scope, as the ``Memory`` protocol's
        ``search``/``store``/``clear`` (which name no scope themselves)."""
        return ScopedMemory(self, scope_of(user_id, agent_id, session_id, False))


_KEY_VECTORS = 4096
"""Key texts whose vectors a vault keeps (``_key_vectors``); past that, it starts again."""


def _default_extractor(llm: LLM | None, embedder: Embedder) -> Extractor:
    """``LLMExtractor(llm)`` when a model is given, else the offline ``RuleExtractor``, which
    reads by meaning what its rules miss when the vault embeds with the local model."""
    if llm is None:
        from memvault.policy.extraction.rules import RuleExtractor

        return RuleExtractor(meaning_embedder(embedder))
    from memvault.knowledge.llm import LLMExtractor

    return LLMExtractor(llm)


def _default_resolver(llm: LLM | None) -> Resolver:
    """``LLMResolver(llm)`` when a model is given, else the deterministic ``RuleResolver``."""
    if llm is None:
        from memvault.policy.resolution import RuleResolver

        return RuleResolver()
    from memvault.knowledge.llm import LLMResolver

    return LLMResolver(llm)
