"""``MemvaultStore``: LangGraph's ``BaseStore`` over one scope of a vault (see ``items`` for
how an item is kept)."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Iterable
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    IndexConfig,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    NotProvided,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    validate_op_namespace,
)
from langgraph.store.base.embed import ensure_embeddings

from memvault.core import validate as _validate
from memvault.core.types import MemoryEntry
from memvault.defaults import framework_embedder
from memvault.errors import InvalidInput
from memvault.integrations.langgraph import items as kept
from memvault.policy.search import SEMANTIC
from memvault.sync import LoopThread
from memvault.vault.vault import MemoryVault

__all__ = ["MemvaultStore"]

SIMILARITY = dataclasses.replace(SEMANTIC, semantic_scale="shift")
_PAGE = 1_000


class MemvaultStore(BaseStore):
    """LangGraph items in one scope (``user_id``, optionally ``agent_id``) of ``vault``: give
    the store a scope of its own. ``index`` is LangGraph's index configuration: its ``embed``
    (LangChain ``Embeddings``, a function, or a ``"provider:model"`` name) replaces the
    vault's embedder only through ``MemvaultStore.over``; its ``fields`` choose the text of
    each value that is searched by meaning (the whole value by default). ``ttl`` is
    LangGraph's TTL configuration: an item put with a TTL (minutes; ``default_ttl`` when the
    put names none) is gone from reads once it expires, and a read renews it
    (``refresh_on_read``, default on, or the read's ``refresh_ttl``); ``sweep_ttl`` deletes
    the expired ones.

    The vault runs on a loop thread of the store's own (``memvault.sync.Blocking``), which
    ``batch`` waits for and ``abatch`` awaits: both styles, from any thread or loop, share
    its connections (a PostgreSQL pool belongs to one event loop). ``close()`` stops it.
    """

    supports_ttl = True

    def __init__(
        self,
        vault: MemoryVault,
        *,
        user_id: str,
        agent_id: str | None = None,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
    ) -> None:
        if not isinstance(vault, MemoryVault):
            raise InvalidInput("vault", f"must be a MemoryVault, not {type(vault).__name__}")
        self.vault = vault
        self.user_id = _validate.text("user_id", user_id)
        self.agent_id = _validate.optional_text("agent_id", agent_id)
        self.index_config = index
        self.ttl_config = ttl
        self._owns_vault = False
        self._thread = LoopThread()
        self._on_loop = _OnLoop(self)

    @classmethod
    def over(
        cls, target: Any, *, user_id: str, agent_id: str | None = None,
        index: IndexConfig | None = None, ttl: TTLConfig | None = None,
    ) -> MemvaultStore:  # fmt: skip
        """A store over a new vault at ``target`` (a path, a DSN or a store), whose vectors
        are ``index["embed"]``'s when given (else the vault's own local model)."""
        embed = None if not index or "embed" not in index else ensure_embeddings(index["embed"])
        embedder = None if embed is None else framework_embedder(embed, index.get("dims"))  # type: ignore[union-attr]
        store = cls(MemoryVault(target, embedder=embedder), user_id=user_id, agent_id=agent_id,
                    index=index, ttl=ttl)  # fmt: skip
        store._owns_vault = True
        return store

    async def aclose(self) -> None:
        """``close`` from async code."""
        await asyncio.to_thread(self.close)

    async def release(self) -> None:
        """Close the vault (and its store) when ``over`` made it: run by ``close`` on the
        store's loop thread."""
        if self._owns_vault:
            await self.vault.aclose()
            await self.vault.backend.aclose()

    # -- the two entry points ------------------------------------------------------------

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run ``ops`` in order, one result each, on the store's loop thread."""
        checked = _checked(ops)
        done: list[Result] = await self._facade().on_loop(self.execute(checked))
        return done

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """``abatch`` from blocking code."""
        done: list[Result] = self._facade().execute(_checked(ops))
        return done

    async def execute(self, ops: list[Op]) -> list[Result]:
        """Run ``ops`` on the calling loop: what ``batch`` and ``abatch`` hand to the
        store's loop thread, where the vault's connections live."""
        return [await self._run(op) for op in ops]

    def close(self) -> None:
        """Stop the store's loop thread, closing the vault on it first when ``over`` made
        it. The store starts a new one if used again."""
        self._thread.close()

    def _facade(self) -> Any:
        return self._thread.of(self._on_loop)

    async def _run(self, op: Op) -> Result:
        if isinstance(op, GetOp):
            return await self._get(op)
        if isinstance(op, PutOp):
            await self._put(op)
            return None
        if isinstance(op, SearchOp):
            return await self._search(op)
        if isinstance(op, ListNamespacesOp):
            return await self._list_namespaces(op)
        raise InvalidInput("ops", f"unknown operation {type(op).__name__}")

    # -- operations ----------------------------------------------------------------------

    async def _get(self, op: GetOp) -> Item | None:
        found = await self._stored(op.namespace, op.key, live=True)
        if found is None:
            return None
        return kept.item_of((await self._renewed([found], op.refresh_ttl))[0])

    async def _put(self, op: PutOp) -> None:
        found = await self._stored(op.namespace, op.key, live=False)
        if op.value is None:
            if found is not None:
                await self.vault.delete(found.id, **self._scope())
            return
        if not op.namespace:
            raise InvalidNamespaceError("Namespace cannot be empty.")
        indexed = op.index is not False
        fields = op.index if isinstance(op.index, list) else (self.index_config or {}).get("fields")
        text = kept.content_of(op.value, fields)
        ttl = (
            (self.ttl_config or {}).get("default_ttl")
            if isinstance(op.ttl, NotProvided)
            else op.ttl
        )
        meta = kept.metadata_of(op.namespace, op.key, op.value, indexed, ttl)
        if found is not None:
            await self.vault.update(found.id, content=text, metadata=meta, **self._scope())
            return
        await self.vault.add(
            text, metadata=meta, session_id=kept.session_of(op.namespace, op.key),
            **self._scope(),
        )  # fmt: skip

    async def _search(self, op: SearchOp) -> list[SearchItem]:
        where, rest = kept.push_down(op.filter)
        where.update(_prefix(op.namespace_prefix), **kept.live())
        limit, offset = _bounded("limit", op.limit), _bounded("offset", op.offset, low=0)
        found: list[MemoryEntry] = []
        if op.query:
            hits = await self.vault.search(
                op.query, where={**where, kept.INDEXED: True}, config=SIMILARITY,
                limit=min(offset + limit if not rest else _PAGE, _PAGE), **self._scope(),
            )  # fmt: skip
            found = [h for h in hits if _holds(h, rest)]
            where[kept.INDEXED] = False  # then the items not searchable by meaning
        if len(found) < offset + limit:
            found += await self._scan(where, rest, stop=offset + limit - len(found))
        chosen = found[offset : offset + limit]
        renewed = await self._renewed(chosen, op.refresh_ttl)
        return [
            kept.search_item_of(entry if hit.score is None else entry.with_score(hit.score))
            for hit, entry in zip(chosen, renewed, strict=True)
        ]

    async def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        namespaces: set[tuple[str, ...]] = set()
        for entry in await self._scan(kept.live(), {}, stop=None):
            namespace = tuple(str(entry.metadata[kept.NS]).split("."))
            if all(_matches(c.match_type, c.path, namespace) for c in op.match_conditions or ()):
                depth = op.max_depth
                namespaces.add(namespace if depth is None else namespace[:depth])
        ordered = sorted(namespaces)
        offset = _bounded("offset", op.offset, low=0)
        return ordered[offset : offset + _bounded("limit", op.limit)]

    # -- plumbing ------------------------------------------------------------------------

    def _scope(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "agent_id": self.agent_id}

    async def sweep_ttl(self) -> int:
        """Delete the items that have expired; how many."""
        swept: int = await self._facade().on_loop(self._sweep())
        return swept

    async def _sweep(self) -> int:
        expired = {kept.EXPIRES: {"lt": kept.live()["or"][1][kept.EXPIRES]["gt"]}}
        gone = await self._scan(expired, {}, stop=None)
        for entry in gone:
            await self.vault.delete(entry.id, **self._scope())
        return len(gone)

    async def _stored(
        self, namespace: tuple[str, ...], key: str, *, live: bool
    ) -> MemoryEntry | None:
        found = await self.vault.list(
            session_id=kept.session_of(namespace, key), where=kept.live() if live else None,
            limit=1, **self._scope(),
        )  # fmt: skip
        return found[0] if found else None

    async def _renewed(self, found: list[MemoryEntry], refresh: bool | None) -> list[MemoryEntry]:
        """``found``, each item with a TTL renewed when the read asks (see the class)."""
        if refresh is None:
            refresh = (self.ttl_config or {}).get("refresh_on_read", True)
        if not refresh:
            return found
        renewed = []
        for entry in found:
            ttl = entry.metadata.get(kept.TTL)
            if isinstance(ttl, int | float):
                meta = {**entry.metadata, **kept.lifetime(float(ttl))}
                entry = await self.vault.update(entry.id, metadata=meta, **self._scope())
            renewed.append(entry)
        return renewed

    async def _scan(
        self, where: dict[str, Any], rest: dict[str, Any], *, stop: int | None
    ) -> list[MemoryEntry]:
        """The items of the scope that match, oldest first (up to ``stop`` of them)."""
        found: list[MemoryEntry] = []
        offset = 0
        while stop is None or len(found) < stop:
            page = await self.vault.list(
                where={kept.KEY: {"ne": None}, **where}, limit=_PAGE, offset=offset,
                **self._scope(),
            )  # fmt: skip
            found += [e for e in page if _holds(e, rest)]
            if len(page) < _PAGE:
                break
            offset += _PAGE
        return found if stop is None else found[:stop]


class _OnLoop:
    """What the store's loop thread runs: its operations, and at ``close`` its release."""

    def __init__(self, store: MemvaultStore) -> None:
        self.execute = store.execute
        self.aclose = store.release


def _checked(ops: Iterable[Op]) -> list[Op]:
    listed = list(ops)
    for op in listed:
        validate_op_namespace(op)
    return listed


def _holds(entry: MemoryEntry, rest: dict[str, Any]) -> bool:
    value = entry.metadata.get(kept.VALUE)
    return all(kept.value_matches((value or {}).get(k), v) for k, v in rest.items())  # type: ignore[union-attr]


def _prefix(prefix: tuple[str, ...]) -> dict[str, Any]:
    where: dict[str, Any] = {
        f"{kept.NS}.{i}": label for i, label in enumerate(prefix) if label != "*"
    }
    if prefix:
        where[kept.DEPTH] = {"gte": len(prefix)}
    return where


def _matches(kind: str, path: tuple[str, ...], namespace: tuple[str, ...]) -> bool:
    if len(namespace) < len(path):
        return False
    pairs = (
        zip(namespace, path, strict=False)
        if kind == "prefix"
        else zip(reversed(namespace), reversed(path), strict=False)
    )
    return all(p == "*" or n == p for n, p in pairs)


def _bounded(name: str, value: object, *, low: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise InvalidInput(name, f"must be a whole number of at least {low}")
    return value
