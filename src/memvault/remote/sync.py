"""``SyncRemoteVault``: the blocking twin of ``RemoteVault``, as ``SyncMemoryVault`` is of
``MemoryVault`` (``memvault.sync.Blocking``: one event loop on a thread of its own; each
method one line over its async twin)."""

from __future__ import annotations

import httpx

from memvault.remote.client import RemoteVault
from memvault.sync import Blocking, blocking

__all__ = ["SyncRemoteVault"]


async def _open(self: RemoteVault) -> RemoteVault:
    """Reach the server and read its limits (see ``RemoteVault.open``)."""
    return await self.open()  # typed as this class: ``RemoteVault.open`` returns ``Self``


class SyncRemoteVault(Blocking):
    """Same arguments as ``memvault.RemoteVault``; same methods, without ``await``."""

    def __init__(
        self,
        url: str,
        *,
        api_key: str | None = None,
        timeout: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        """A blocking client of the vault served at ``url``."""
        self.vault = RemoteVault(url, api_key=api_key, timeout=timeout, transport=transport)
        super().__init__(self.vault)

    open = blocking(_open)
    add = blocking(RemoteVault.add)
    add_many = blocking(RemoteVault.add_many)
    search = blocking(RemoteVault.search)
    get = blocking(RemoteVault.get)
    resolve_id = blocking(RemoteVault.resolve_id)
    update = blocking(RemoteVault.update)
    delete = blocking(RemoteVault.delete)
    events = blocking(RemoteVault.events)
    timeline = blocking(RemoteVault.timeline)
    history = blocking(RemoteVault.history)
    list = blocking(RemoteVault.list)
    list_all = blocking(RemoteVault.list_all)
    assign_key = blocking(RemoteVault.assign_key)
    count = blocking(RemoteVault.count)
    scopes = blocking(RemoteVault.scopes)
    forget = blocking(RemoteVault.forget)
    prune = blocking(RemoteVault.prune)
    remember = blocking(RemoteVault.remember)
    record_episode = blocking(RemoteVault.record_episode)
    recall_episodes = blocking(RemoteVault.recall_episodes)
    add_alias = blocking(RemoteVault.add_alias)
    entities = blocking(RemoteVault.entities)
    entity_memory = blocking(RemoteVault.entity_memory)
    build_context = blocking(RemoteVault.build_context)
    export_memories = blocking(RemoteVault.export_memories)
    import_memories = blocking(RemoteVault.import_memories)
