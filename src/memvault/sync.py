"""The blocking facade: ``SyncMemoryVault`` (also ``memvault.SyncMemoryVault``) has every
method of the async ``memvault.MemoryVault``, each one line that runs its async twin to
completion.

All calls of one facade run on one private event loop (``asyncio.Runner``), so the store's
connections and pools stay bound to the loop that made them. Do not use it from inside a
running event loop (use the async API there).

``memvault.sync.MemoryVault``, the name this class had before 0.2, still works until the next
release, with a ``DeprecationWarning``.
"""

from __future__ import annotations

import asyncio
import warnings
from collections.abc import Callable, Coroutine
from types import TracebackType
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, Self, TypeVar

from memvault import vault as _async

__all__ = ["SyncMemoryVault"]

P = ParamSpec("P")
R = TypeVar("R")


def _blocking(
    method: Callable[Concatenate[_async.MemoryVault, P], Coroutine[Any, Any, R]],
) -> Callable[Concatenate[SyncMemoryVault, P], R]:
    def run(self: SyncMemoryVault, /, *args: P.args, **kwargs: P.kwargs) -> R:
        return self._runner.run(method(self.vault, *args, **kwargs))

    run.__name__, run.__qualname__, run.__doc__ = (
        method.__name__,
        method.__qualname__,
        method.__doc__,
    )
    run.__wrapped__ = method  # type: ignore[attr-defined]  # signature and help follow it
    return run


class SyncMemoryVault:
    """Same arguments as ``memvault.MemoryVault``; same methods, without ``await``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.vault = _async.MemoryVault(*args, **kwargs)
        self._runner = asyncio.Runner()

    open = _blocking(_async.MemoryVault.open)
    add = _blocking(_async.MemoryVault.add)
    add_many = _blocking(_async.MemoryVault.add_many)
    search = _blocking(_async.MemoryVault.search)
    get = _blocking(_async.MemoryVault.get)
    update = _blocking(_async.MemoryVault.update)
    delete = _blocking(_async.MemoryVault.delete)
    events = _blocking(_async.MemoryVault.events)
    history = _blocking(_async.MemoryVault.history)
    list = _blocking(_async.MemoryVault.list)
    list_all = _blocking(_async.MemoryVault.list_all)
    assign_key = _blocking(_async.MemoryVault.assign_key)
    count = _blocking(_async.MemoryVault.count)
    forget = _blocking(_async.MemoryVault.forget)
    prune = _blocking(_async.MemoryVault.prune)
    store = _blocking(_async.MemoryVault.store)
    clear = _blocking(_async.MemoryVault.clear)
    reembed = _blocking(_async.MemoryVault.reembed)
    remember = _blocking(_async.MemoryVault.remember)
    record_episode = _blocking(_async.MemoryVault.record_episode)
    recall_episodes = _blocking(_async.MemoryVault.recall_episodes)
    add_alias = _blocking(_async.MemoryVault.add_alias)
    entities = _blocking(_async.MemoryVault.entities)
    entity_memory = _blocking(_async.MemoryVault.entity_memory)
    embed = _blocking(_async.MemoryVault.embed)
    build_context = _blocking(_async.MemoryVault.build_context)

    def close(self) -> None:
        """Close the vault and its event loop."""
        try:
            self._runner.run(self.vault.aclose())
        finally:
            self._runner.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"sync.{self.vault!r}"


if not TYPE_CHECKING:  # for a type checker the old name is gone

    def __getattr__(name: str) -> Any:
        """``MemoryVault``, the old name of ``SyncMemoryVault``, with a ``DeprecationWarning``."""
        if name != "MemoryVault":
            raise AttributeError(f"module 'memvault.sync' has no attribute {name!r}")
        warnings.warn(
            "memvault.sync.MemoryVault is deprecated and will be removed in the next release; "
            "use memvault.SyncMemoryVault (from memvault import SyncMemoryVault)",
            DeprecationWarning,
            stacklevel=2,
        )
        return SyncMemoryVault
