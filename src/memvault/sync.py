"""The blocking facade: ``SyncMemoryVault`` (also ``memvault.SyncMemoryVault``) has every
method of the async ``memvault.MemoryVault``, each one line that runs its async twin to
completion.

Each facade owns one event loop, run by a daemon thread of its own; a call hands its coroutine
to that loop and waits for the result. So:

* any number of threads may share one facade: their calls run one at a time on the facade's
  loop, over the same store connections (which stay bound to the loop that made them);
* it works where the calling thread already runs an event loop (a notebook, a web handler):
  the facade's loop is not that one (in async code, the async API is still the better fit);
* a call made after ``close()``, or from the facade's own loop (a callback of the vault calling
  the facade back), raises ``InvalidInput`` instead of deadlocking;
* a call whose caller is interrupted (``KeyboardInterrupt`` while it waits) may still complete
  on the loop: the interruption stops the wait, not the write.

``memvault.sync.MemoryVault``, the name this class had before 0.2, still works until the next
release, with a ``DeprecationWarning``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import inspect
import threading
import warnings
from collections.abc import Callable, Coroutine
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, Self, TypeVar

from memvault import vault as _async
from memvault.core.protocols import LLM, Embedder, Extractor, Resolver
from memvault.core.stores import RecordStore
from memvault.errors import InvalidInput
from memvault.policy.search import HYBRID, SearchConfig
from memvault.vault.core import DEFAULT_MAX_CONTENT_BYTES

__all__ = ["Blocking", "LoopThread", "SyncMemoryVault", "blocking"]

P = ParamSpec("P")
R = TypeVar("R")
T = TypeVar("T")


def blocking(
    method: Callable[Concatenate[T, P], Coroutine[Any, Any, R]],
) -> Callable[Concatenate[Blocking, P], R]:
    """A blocking method of a ``Blocking`` facade: ``method`` (an async method of the class
    of its target) run to completion on the facade's loop, with its name, doc and
    signature."""

    def run(self: Blocking, /, *args: P.args, **kwargs: P.kwargs) -> R:
        return self._call(method(self._target, *args, **kwargs))

    run.__name__, run.__qualname__, run.__doc__ = (
        method.__name__,
        method.__qualname__,
        method.__doc__,
    )
    run.__wrapped__ = method  # type: ignore[attr-defined]  # signature and help follow it
    return run


class Blocking:
    """Any object with async methods, used from blocking code: ``Blocking(history)`` has the
    methods of ``history`` (a chat history, a ``BufferedMemory``, an ``AgentMemory``,
    ``MemoryTools``...), each run to completion on the facade's own loop thread, with the
    same guarantees as ``SyncMemoryVault``. Other attributes are read through; ``close()``
    awaits the object's ``aclose()`` (when it has one) and stops the loop.

    ``on=`` another facade runs this one's calls on that facade's loop: objects that share
    connections (tools over a vault, a buffer over a PostgreSQL history) must run on one loop,
    since a connection stays bound to the loop that made it. Such a facade stops no loop when
    it closes, and refuses calls once its host is closed."""

    def __init__(self, target: Any, *, on: Blocking | None = None) -> None:
        if on is not None and not isinstance(on, Blocking):
            raise InvalidInput("on", f"must be a Blocking facade, not {type(on).__name__}")
        self._target = target
        self._host = on
        self._loop: asyncio.AbstractEventLoop
        self._thread: threading.Thread
        if on is not None:
            self._loop, self._thread = on._loop, on._thread
        else:
            self._loop = asyncio.new_event_loop()
            self._thread = threading.Thread(
                target=self._loop.run_forever, name="memvault-sync", daemon=True
            )
            self._thread.start()
        self._state = threading.Lock()  # guards _closed and _pending against close()
        self._closed = False
        self._pending: set[concurrent.futures.Future[Any]] = set()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        found = getattr(self._target, name)
        if not inspect.iscoroutinefunction(found):
            return found

        @functools.wraps(found)
        def run(*args: Any, **kwargs: Any) -> Any:
            return self._call(found(*args, **kwargs))

        return run

    def _call(self, coroutine: Coroutine[Any, Any, R]) -> R:
        """Run ``coroutine`` on the facade's loop and wait for its result."""
        return self._submit(coroutine).result()

    async def on_loop(self, coroutine: Coroutine[Any, Any, R]) -> R:
        """Run ``coroutine`` on the facade's loop and await its result from another loop:
        for async code that shares objects with blocking code (their connections stay on
        the facade's loop)."""
        return await asyncio.wrap_future(self._submit(coroutine))

    def _submit(self, coroutine: Coroutine[Any, Any, R]) -> concurrent.futures.Future[R]:
        with self._state:
            problem = self._refusal()
            if problem is None:
                future = asyncio.run_coroutine_threadsafe(coroutine, self._loop)
                self._pending.add(future)
        if problem is not None:
            coroutine.close()  # never started: nothing was written
            raise InvalidInput(type(self).__name__, problem)
        future.add_done_callback(self._done)  # outside the lock: it may run right here
        return future

    def _done(self, future: concurrent.futures.Future[Any]) -> None:
        with self._state:
            self._pending.discard(future)

    def _refusal(self) -> str | None:
        if self._closed or (self._host is not None and self._host._closed):
            return "is closed; make a new one"
        if threading.current_thread() is self._thread:
            return "was called from its own event loop; await the async object there"
        return None

    def close(self) -> None:
        """Close the object, then stop and close the event loop (calls already made finish
        first; later ones raise ``InvalidInput``). Closing twice is harmless."""
        if threading.current_thread() is self._thread:
            raise InvalidInput(type(self).__name__, "cannot be closed from its own event loop")
        with self._state:
            if self._closed:
                return
            self._closed = True
            running = set(self._pending)
        concurrent.futures.wait(running)
        try:
            aclose = getattr(self._target, "aclose", None)
            if aclose is not None and not (self._host is not None and self._host._closed):
                asyncio.run_coroutine_threadsafe(aclose(), self._loop).result()
        finally:
            if self._host is None:
                self._stop_loop()

    def _stop_loop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()

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
        return f"sync.{self._target!r}"


class LoopThread:
    """A ``Blocking`` facade made on first use and stopped by ``close()`` (a later use makes
    a new one): what an adapter holds to run its async object from blocking code, or to keep
    that object's connections on one loop whatever loop calls it (``Blocking.on_loop``)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._blocking: Blocking | None = None

    def of(self, target: Any) -> Blocking:
        """The facade over ``target`` (the one given on first use, until ``close``)."""
        with self._lock:
            if self._blocking is None:
                self._blocking = Blocking(target)
            return self._blocking

    def close(self) -> None:
        """Close the facade (awaiting its object's ``aclose()``) and stop its loop."""
        with self._lock:
            blocking, self._blocking = self._blocking, None
        if blocking is not None:
            blocking.close()


class SyncMemoryVault(Blocking):
    """Same arguments as ``memvault.MemoryVault``; same methods, without ``await``."""

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
        """A blocking vault over ``target`` (a SQLite path, a ``postgresql://`` URL or a
        store); every argument as ``memvault.MemoryVault`` takes it."""
        self.vault = _async.MemoryVault(
            target, embedder=embedder, config=config, max_content_bytes=max_content_bytes,
            batch_size=batch_size, llm=llm, extractor=extractor, resolver=resolver,
        )  # fmt: skip
        super().__init__(self.vault)

    def open(self) -> _async.MemoryVault:
        """Open the store (see ``MemoryVault.open``)."""
        return self._call(self.vault.open())

    add = blocking(_async.MemoryVault.add)
    add_many = blocking(_async.MemoryVault.add_many)
    search = blocking(_async.MemoryVault.search)
    get = blocking(_async.MemoryVault.get)
    resolve_id = blocking(_async.MemoryVault.resolve_id)
    update = blocking(_async.MemoryVault.update)
    delete = blocking(_async.MemoryVault.delete)
    events = blocking(_async.MemoryVault.events)
    timeline = blocking(_async.MemoryVault.timeline)
    history = blocking(_async.MemoryVault.history)
    list = blocking(_async.MemoryVault.list)
    list_all = blocking(_async.MemoryVault.list_all)
    assign_key = blocking(_async.MemoryVault.assign_key)
    count = blocking(_async.MemoryVault.count)
    scopes = blocking(_async.MemoryVault.scopes)
    forget = blocking(_async.MemoryVault.forget)
    prune = blocking(_async.MemoryVault.prune)
    reembed = blocking(_async.MemoryVault.reembed)
    remember = blocking(_async.MemoryVault.remember)
    record_episode = blocking(_async.MemoryVault.record_episode)
    recall_episodes = blocking(_async.MemoryVault.recall_episodes)
    add_alias = blocking(_async.MemoryVault.add_alias)
    entities = blocking(_async.MemoryVault.entities)
    entity_memory = blocking(_async.MemoryVault.entity_memory)
    embed = blocking(_async.MemoryVault.embed)
    build_context = blocking(_async.MemoryVault.build_context)


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
