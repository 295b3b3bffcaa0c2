"""``MemvaultByteStore``: LangChain's ``ByteStore`` (``BaseStore[str, bytes]``) over one
scope of a vault, for what LangChain caches (embeddings, documents of a parent retriever).

Each key is one memory: its text is the key (the vault keeps one memory per text in a scope,
so setting a key again replaces its value), its metadata holds the key and the value
(base64). Give the store a scope of its own (say ``user_id="langchain-cache"``): the
memories are ordinary ones of that scope.
"""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any, Self

from langchain_core.stores import ByteStore

from memvault.core import validate as _validate
from memvault.core.types import MemoryEntry
from memvault.errors import InvalidInput
from memvault.integrations.langchain.scoped import VaultScope
from memvault.vault.vault import MemoryVault

__all__ = ["KEY", "VALUE", "MemvaultByteStore"]

KEY = "langchain_key"
VALUE = "langchain_bytes"
_PAGE = 1_000
_IN = 500  # the most values of one ``in`` filter


class MemvaultByteStore(VaultScope, ByteStore):
    """Bytes by key in one scope (``user_id``, optionally ``agent_id``) of ``vault``. The
    async methods await the vault; the blocking ones run it on a loop thread of the store's
    own (``close()`` stops it): with PostgreSQL, keep to one of the two styles."""

    @classmethod
    def over(cls, target: Any, *, user_id: str, agent_id: str | None = None) -> Self:
        """A store over a new vault at ``target`` (a path, a ``postgresql://`` DSN or a
        store), closed with it. Its memories are found by key, never by meaning, so the
        vault embeds with the fast ``hash`` embedder."""
        store = cls(MemoryVault(target, embedder="hash"), user_id=user_id, agent_id=agent_id)
        store.owns_vault = True
        return store

    async def amget(self, keys: Sequence[str]) -> list[bytes | None]:
        """The value of each key, ``None`` for a key not set."""
        found = await self._entries(_keys(keys))
        return [_value(found[k]) if k in found else None for k in keys]

    async def amset(self, key_value_pairs: Sequence[tuple[str, bytes]]) -> None:
        """Set every pair, in one transaction (a key set twice keeps its last value)."""
        last = dict(_pairs(key_value_pairs))
        if last:
            await self.vault.add_many(
                [{"content": k, "metadata": {KEY: k, VALUE: base64.b64encode(v).decode()}}
                 for k, v in last.items()], **self.scope_args(),
            )  # fmt: skip

    async def amdelete(self, keys: Sequence[str]) -> None:
        """Remove these keys (one not set is no error)."""
        for entry in (await self._entries(_keys(keys))).values():
            await self.vault.delete(entry.id, **self.scope_args())

    async def ayield_keys(self, *, prefix: str | None = None) -> AsyncIterator[str]:
        """Every key (that starts with ``prefix``), oldest first."""
        start = "" if prefix is None else _validate.text("prefix", prefix, allow_empty=True)
        offset = 0
        while True:
            page = await self.vault.list(limit=_PAGE, offset=offset, **self.scope_args())
            for entry in page:
                key = entry.metadata.get(KEY)
                if isinstance(key, str) and key.startswith(start):
                    yield key
            if len(page) < _PAGE:
                return
            offset += _PAGE

    def mget(self, keys: Sequence[str]) -> list[bytes | None]:
        found: list[bytes | None] = self.blocking().amget(keys)
        return found

    def mset(self, key_value_pairs: Sequence[tuple[str, bytes]]) -> None:
        self.blocking().amset(key_value_pairs)

    def mdelete(self, keys: Sequence[str]) -> None:
        self.blocking().amdelete(keys)

    def yield_keys(self, *, prefix: str | None = None) -> Iterator[str]:
        keys: list[str] = self.blocking().all_keys(prefix)
        yield from keys

    async def all_keys(self, prefix: str | None = None) -> list[str]:
        """``ayield_keys`` as a list."""
        return [key async for key in self.ayield_keys(prefix=prefix)]

    async def _entries(self, keys: list[str]) -> dict[str, MemoryEntry]:
        found: dict[str, MemoryEntry] = {}
        for at in range(0, len(keys), _IN):
            where = {KEY: {"in": keys[at : at + _IN]}}
            for entry in await self.vault.list(where=where, limit=_PAGE, **self.scope_args()):
                found[str(entry.metadata[KEY])] = entry
        return found


def _value(entry: MemoryEntry) -> bytes:
    return base64.b64decode(str(entry.metadata[VALUE]))


def _keys(keys: object) -> list[str]:
    if isinstance(keys, str) or not isinstance(keys, Sequence):
        raise InvalidInput("keys", "must be a list of strings")
    return [_validate.text(f"keys[{i}]", key) for i, key in enumerate(keys)]


def _pairs(pairs: object) -> list[tuple[str, bytes]]:
    if isinstance(pairs, str) or not isinstance(pairs, Sequence):
        raise InvalidInput("key_value_pairs", "must be a list of (key, bytes) pairs")
    checked = []
    for i, pair in enumerate(pairs):
        if not (isinstance(pair, tuple | list) and len(pair) == 2):
            raise InvalidInput(f"key_value_pairs[{i}]", "must be a (key, bytes) pair")
        key, value = pair
        if not isinstance(value, bytes):
            raise InvalidInput(
                f"key_value_pairs[{i}]", f"value must be bytes, not {type(value).__name__}"
            )
        checked.append((_validate.text(f"key_value_pairs[{i}]", key), value))
    return checked
