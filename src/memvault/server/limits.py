"""What one request may ask of the server, and the ASGI middleware that holds it to that.

``Limits`` bounds the request body (bytes), the items of a batch, a page (``limit``), the
time a client may take to send its body and the time the server may take to answer. A body
over the limit is refused with 413 before it is read whole; a body that does not arrive in
time, with 408 (``BodyLimit``). A request that has no answer started within
``request_seconds`` is cancelled where it waits and answered 503 (``Deadline``), while the
server goes on serving the others. All three answers are problem details. The library's own
limits (content size, filter depth, ...) still apply and answer 422.

What a cancelled request had done: a read, nothing; a write, nothing unless its transaction
committed before the deadline, each write being one transaction; a ``remember``, the
statements it had stored, which its rerun recognises instead of storing again. A streamed
answer (an export) that has started is not cut off: each of its pages is bounded by the
store's own timeouts.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from memvault.core import validate as _validate
from memvault.errors import InvalidInput

__all__ = ["BodyLimit", "Deadline", "Limits", "RequestRefused"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Limits:
    """``max_body_bytes``: the largest request body; ``max_batch``: the most items of one
    ``add_many`` or import request; ``max_page``: the largest ``limit`` of a list or search;
    ``body_seconds``: how long a client may take to send its body; ``request_seconds``: how
    long the server may take, body included, before its answer starts."""

    max_body_bytes: int = 8 * 1024 * 1024
    max_batch: int = 1_000
    max_page: int = 1_000
    body_seconds: float = 30.0
    request_seconds: float = 60.0

    def __post_init__(self) -> None:
        for name in ("max_body_bytes", "max_batch", "max_page"):
            _validate.positive_int(name, getattr(self, name))
        for name in ("body_seconds", "request_seconds"):
            seconds = getattr(self, name)
            if (
                isinstance(seconds, bool)
                or not isinstance(seconds, int | float)
                or not 0 < seconds < float("inf")
            ):
                raise InvalidInput(name, "must be a positive, finite number of seconds")


class BodyLimit:
    """ASGI middleware: refuse a body over ``limits.max_body_bytes`` (413) or one that takes
    longer than ``limits.body_seconds`` to arrive (408)."""

    def __init__(self, app: ASGIApp, limits: Limits) -> None:
        self.app = app
        self.limits = limits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if (
            declared is not None
            and declared.isdigit()
            and int(declared) > self.limits.max_body_bytes
        ):
            await refuse(send, 413, "Request body too large", self._too_large())
            return
        received = 0
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limits.body_seconds
        started = False

        async def limited() -> Message:
            nonlocal received
            try:
                async with asyncio.timeout_at(deadline):
                    message = await receive()
            except TimeoutError:
                raise RequestRefused(408, "Request body too slow", self._too_slow()) from None
            received += len(message.get("body", b""))
            if received > self.limits.max_body_bytes:
                raise RequestRefused(413, "Request body too large", self._too_large())
            return message

        async def tracked(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, limited, tracked)
        except RequestRefused as refused:
            if not started:
                await refuse(send, refused.status, refused.title, refused.detail)

    def _too_large(self) -> str:
        return f"the request body is over the limit of {self.limits.max_body_bytes} bytes"

    def _too_slow(self) -> str:
        return f"the request body did not arrive within {self.limits.body_seconds:g} s"


class Deadline:
    """ASGI middleware: cancel a request whose answer has not started within
    ``limits.request_seconds`` and answer it 503 (see the module docstring for what a
    cancelled request had written)."""

    def __init__(self, app: ASGIApp, limits: Limits) -> None:
        self.app = app
        self.limits = limits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False
        deadline = asyncio.timeout(self.limits.request_seconds)

        async def tracked(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                deadline.reschedule(None)  # a streamed answer runs to its end
            await send(message)

        try:
            async with deadline:
                await self.app(scope, receive, tracked)
        except TimeoutError:
            if started or not deadline.expired():
                raise
            seconds = self.limits.request_seconds
            detail = f"the request was not answered within {seconds:g} s (request_seconds)"
            await refuse(send, 503, "Request took too long", detail, field="request_seconds",
                         error="BackendUnavailable")  # fmt: skip


class RequestRefused(Exception):
    """A request the limits refuse (``status`` 408 or 413); ``problems`` answers it."""

    def __init__(self, status: int, title: str, detail: str) -> None:
        super().__init__(detail)
        self.status, self.title, self.detail = status, title, detail


async def refuse(
    send: Send, status: int, title: str, detail: str, *, field: str = "body",
    error: str = "InvalidInput",
) -> None:  # fmt: skip
    """Answer ``status`` with problem details naming ``field`` and the library's ``error``
    class (a client raises that class: ``memvault.remote``)."""
    problem: dict[str, object] = {
        "type": "about:blank", "title": title, "status": status, "detail": detail,
        "field": field, "error": error,
    }  # fmt: skip
    if error == "BackendUnavailable":
        problem["retryable"] = False  # the same request would take as long again
    body = json.dumps(problem).encode()
    headers = [(b"content-type", b"application/problem+json"),
               (b"content-length", str(len(body)).encode())]  # fmt: skip
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
