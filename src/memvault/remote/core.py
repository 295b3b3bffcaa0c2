"""``RemoteCore``: the part of ``RemoteVault`` that stores and retrieves, each method one
request to the HTTP API (``memvault serve``) with ``MemoryVault``'s signature, returning the
same values and raising the same errors."""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, Self
from urllib.parse import quote

import httpx

from memvault.core import validate as _validate
from memvault.core.types import Kind, MemoryEntry, MemoryEvent
from memvault.errors import InvalidInput
from memvault.policy.search import SearchConfig
from memvault.remote import wire
from memvault.remote.http import Connection
from memvault.remote.transfer import RemoteTransfer
from memvault.remote.wire import ServerLimits
from memvault.vault.selection import checked_limit, scope_of

__all__ = ["RemoteCore", "ServerLimits", "scope_params"]

Entries = list[MemoryEntry]


def scope_params(
    user_id: str | None, agent_id: str | None, session_id: str | None, all_scopes: bool
) -> dict[str, Any]:
    """The scope of a read, checked as the vault checks it, as query parameters."""
    scope_of(user_id, agent_id, session_id, all_scopes)
    return {"user_id": user_id, "agent_id": agent_id, "session_id": session_id,
            "all_scopes": all_scopes}  # fmt: skip


def _path(memory_id: object, tail: str = "") -> str:
    return f"/v1/memories/{quote(_validate.text('memory_id', memory_id), safe='')}{tail}"


class RemoteCore(RemoteTransfer):
    """Storage and retrieval over HTTP; see ``RemoteVault``."""

    def __init__(
        self,
        url: str,
        *,
        api_key: str | None = None,
        timeout: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.connection = Connection(url, api_key=api_key, timeout=timeout, transport=transport)
        self.limits: ServerLimits | None = None

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.connection!r})"

    @property
    def max_content_bytes(self) -> int:
        """The largest memory the server's vault keeps (known once open)."""
        if self.limits is None:
            raise InvalidInput("max_content_bytes", "is known once the vault is open")
        return self.limits.max_content_bytes

    # -- life cycle ---------------------------------------------------------------------

    async def open(self) -> Self:
        """Reach the server and read its limits (``BackendUnavailable`` when it does not
        answer)."""
        if self.limits is None:
            self.limits = ServerLimits.of(await self.connection.request("GET", "/v1/limits"))
        return self

    async def aclose(self) -> None:
        """Close the connections (the vault opens them again when used)."""
        await self.connection.aclose()
        self.limits = None

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def send(self, method: str, path: str, *, json: Any = None, **params: Any) -> Any:
        """One request to the server's API (``json``: its body, ``params``: its query
        string); the JSON answer, or the library's exception for an error."""
        await self.open()
        content = None if json is None else wire.body(json)
        return await self.connection.request(method, path, json=content, params=params or None)

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
        """``MemoryVault.add``: ``POST /v1/memories``."""
        if content is None:
            raise InvalidInput("content", "must be a string, not NoneType")
        fields = wire.item_of({
            "content": content, "user_id": user_id, "agent_id": agent_id,
            "session_id": session_id, "kind": kind, "metadata": metadata, "at": at,
            "importance": importance, "key": key, "expires_at": expires_at,
        })  # fmt: skip
        return wire.entry_of(await self.send("POST", "/v1/memories", json=fields))

    async def add_many(
        self,
        items: Sequence[str | Mapping[str, Any]],
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
    ) -> Entries:
        """``MemoryVault.add_many``: ``POST /v1/memories/batch``, all or nothing."""
        if isinstance(items, str | bytes) or not isinstance(items, Sequence):
            raise InvalidInput("items", "must be a list of texts or mappings")
        fields = {"items": [wire.item_of(item) for item in items], "user_id": user_id,
                  "agent_id": agent_id, "session_id": session_id}  # fmt: skip
        found = await self.send("POST", "/v1/memories/batch", json=fields)
        return [wire.entry_of(data) for data in found]

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
        """``MemoryVault.update``: ``PATCH /v1/memories/{id}``."""
        path = _path(memory_id)
        fields = {"content": content, "metadata": wire.metadata_of(metadata),
                  **scope_params(user_id, agent_id, session_id, all_scopes)}  # fmt: skip
        body = {k: v for k, v in fields.items() if v is not None}
        return wire.entry_of(await self.send("PATCH", path, json=body))

    async def delete(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """``MemoryVault.delete``: ``DELETE /v1/memories/{id}``."""
        path = _path(memory_id)
        scope = scope_params(user_id, agent_id, session_id, all_scopes)
        return wire.entry_of(await self.send("DELETE", path, **scope))

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
        """``MemoryVault.assign_key``: ``PUT /v1/memories/{id}/key``."""
        path = _path(memory_id, "/key")
        fields = {"key": key, **scope_params(user_id, agent_id, session_id, all_scopes)}
        return wire.entry_of(await self.send("PUT", path, json=fields))

    async def forget(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> int:
        """``MemoryVault.forget``: ``DELETE /v1/scopes``."""
        scope = scope_params(user_id, agent_id, session_id, all_scopes)
        count: int = (await self.send("DELETE", "/v1/scopes", **scope))["count"]
        return count

    async def prune(self) -> int:
        """``MemoryVault.prune``: ``POST /v1/prune``."""
        count: int = (await self.send("POST", "/v1/prune"))["count"]
        return count

    # -- reading ------------------------------------------------------------------------

    async def get(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> MemoryEntry:
        """``MemoryVault.get``: ``GET /v1/memories/{id}``."""
        path = _path(memory_id)
        scope = scope_params(user_id, agent_id, session_id, all_scopes)
        return wire.entry_of(await self.send("GET", path, **scope))

    async def resolve_id(
        self,
        prefix: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> str:
        """``MemoryVault.resolve_id``: ``GET /v1/ids/{prefix}``."""
        path = f"/v1/ids/{quote(_validate.text('memory_id', prefix), safe='')}"
        scope = scope_params(user_id, agent_id, session_id, all_scopes)
        found: str = (await self.send("GET", path, **scope))["id"]
        return found

    async def events(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> list[MemoryEvent]:
        """``MemoryVault.events``: ``GET /v1/memories/{id}/history``."""
        path = _path(memory_id, "/history")
        scope = scope_params(user_id, agent_id, session_id, all_scopes)
        return [wire.event_of(e) for e in await self.send("GET", path, **scope)]

    async def history(
        self,
        memory_id: str,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        all_scopes: bool = False,
    ) -> list[MemoryEvent]:
        """Deprecated name of ``events`` (it returns audit events, not a chat history)."""
        warnings.warn(
            "RemoteVault.history() is deprecated; use RemoteVault.events()",
            DeprecationWarning,
            stacklevel=2,
        )
        return await self.events(
            memory_id, user_id=user_id, agent_id=agent_id, session_id=session_id,
            all_scopes=all_scopes,
        )  # fmt: skip

    async def list(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int = 100,
        offset: int = 0,
        all_scopes: bool = False,
    ) -> Entries:
        """``MemoryVault.list``: one page of ``GET /v1/memories``."""
        scope = scope_params(user_id, agent_id, session_id, all_scopes)
        checked_limit(limit)
        _validate.limit("offset", offset, allow_none=False, maximum=_validate.MAX_OFFSET)
        page = await self.send("GET", "/v1/memories", **scope, kind=kind, where=_where(where),
                                **_during(since, until), limit=limit, offset=offset)  # fmt: skip
        return [wire.entry_of(data) for data in page["memories"]]

    async def list_all(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
        attributes: Sequence[str] | None = None,
        all_scopes: bool = False,
    ) -> Entries:
        """``MemoryVault.list_all``: every page of ``GET /v1/memories``, following the
        cursor; ``attributes`` keeps the facts learnt about one of them."""
        scope = scope_params(user_id, agent_id, session_id, all_scopes)
        wanted = _attributes(attributes)
        await self.open()
        assert self.limits is not None
        found: Entries = []
        cursor: str | None = None
        while True:
            page = await self.send("GET", "/v1/memories", **scope, kind=kind,
                                    where=_where(where), limit=self.limits.max_page,
                                    cursor=cursor)  # fmt: skip
            found += [wire.entry_of(data) for data in page["memories"]]
            cursor = page["next_cursor"]
            if cursor is None:
                break
        if wanted is None:
            return found
        return [e for e in found if e.knowledge is not None and e.knowledge.attribute in wanted]

    async def count(
        self,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        where: Mapping[str, Any] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        all_scopes: bool = False,
    ) -> int:
        """``MemoryVault.count``: ``GET /v1/memories/count``."""
        scope = scope_params(user_id, agent_id, session_id, all_scopes)
        found = await self.send("GET", "/v1/memories/count", **scope, kind=kind,
                                 where=_where(where), **_during(since, until))  # fmt: skip
        count: int = found["count"]
        return count

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
        all_scopes: bool = False,
        explain: bool = False,
    ) -> Entries:
        """``MemoryVault.search``: ``POST /v1/search`` (a preset goes by its name, another
        configuration field by field)."""
        fields = {
            "query": query, **scope_params(user_id, agent_id, session_id, all_scopes),
            "kinds": list(kinds) if isinstance(kinds, list | tuple) else kinds,
            "where": wire.where_of(where), "limit": limit, "min_score": min_score,
            **wire.config_fields(config), "as_of": wire.time_of("as_of", as_of),
            "include_superseded": include_superseded, "explain": explain,
        }  # fmt: skip
        body = {k: v for k, v in fields.items() if v is not None or k == "query"}
        return [wire.entry_of(data) for data in await self.send("POST", "/v1/search", json=body)]


def _during(since: object, until: object) -> dict[str, str | None]:
    return {"since": wire.time_of("since", since), "until": wire.time_of("until", until)}


def _where(where: object) -> str | None:
    """A metadata filter as the query parameter ``where`` (JSON), checked first."""
    checked = wire.where_of(where)
    return None if checked is None else wire.body(checked).decode("ascii")


def _attributes(attributes: object) -> frozenset[str] | None:
    if attributes is None:
        return None
    if isinstance(attributes, str) or not isinstance(attributes, Sequence):
        raise InvalidInput("attributes", "must be a list of attribute names")
    return frozenset(_validate.text(f"attributes[{i}]", a) for i, a in enumerate(attributes))
