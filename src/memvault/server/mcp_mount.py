"""``/mcp``: the MCP server (``memvault.mcp``) over streamable HTTP, in the HTTP API's app.

The same Bearer keys and tenants as the HTTP API reach it: a request without a valid key is
refused (401) before it reaches the MCP transport, and each tool call goes to the key's
tenant's vault through ``GuardedVault`` (a read-only key cannot write, a user-bound key
reaches its user only). The transport checks ``Host`` and ``Origin`` against
``allowed_hosts`` (DNS rebinding protection: a page on another site cannot make a browser
talk to this server), and runs stateless with JSON answers, so any worker can answer any
request. Mounted only when the ``mcp`` extra is installed.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, MutableMapping, Sequence
from contextlib import asynccontextmanager
from importlib.metadata import version
from typing import Any, cast

from memvault.core.keys import KeyStore
from memvault.server.tenancy import GuardedVault, Principal, Tenants, authenticate
from memvault.vault.vault import MemoryVault

__all__ = ["LOOPBACK_HOSTS", "McpEndpoint", "mcp_endpoint"]

LOOPBACK_HOSTS = ("127.0.0.1:*", "localhost:*", "[::1]:*")
"""The ``Host`` values ``/mcp`` accepts unless told otherwise."""

_PRINCIPAL = "memvault.principal"
Scope = MutableMapping[str, Any]


class McpEndpoint:
    """The ASGI endpoint of ``/mcp``: the key checked, then the SDK's transport. ``run()``
    is entered for each life of the app (a test may start an app several times): each run
    gets a session manager of its own, as the SDK requires."""

    def __init__(
        self, make: Callable[[], Any], handler: Callable[[Any], Any], keys: KeyStore | None
    ) -> None:
        self._make = make  # a new StreamableHTTPSessionManager
        self._handler_of = handler  # its ASGI app
        self._handler: Any = None
        self._keys = keys

    @asynccontextmanager
    async def run(self) -> AsyncIterator[None]:
        manager = self._make()
        async with manager.run():
            self._handler = self._handler_of(manager)
            try:
                yield
            finally:
                self._handler = None

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        who = await authenticate(self._keys, headers.get("authorization", ""))
        if who is None:
            await _unauthorized(send)
            return
        if self._handler is None:
            raise RuntimeError("/mcp is served only while the app runs (its lifespan)")
        scope.setdefault("state", {})[_PRINCIPAL] = who
        await self._handler(scope, receive, send)


def mcp_endpoint(
    tenants: Tenants, keys: KeyStore | None, allowed_hosts: Sequence[str]
) -> McpEndpoint | None:
    """The ``/mcp`` endpoint over ``tenants`` (``None`` without the ``mcp`` extra). Its
    ``run()`` must be entered for the app's lifetime (``create_app`` does)."""
    try:
        from mcp.server.streamable_http_manager import (
            StreamableHTTPASGIApp,
            StreamableHTTPSessionManager,
        )
        from mcp.server.transport_security import TransportSecuritySettings

        from memvault.mcp import build_server
    except ImportError:
        return None

    async def provide(context: Any, user_id: str) -> MemoryVault:
        who: Principal = context.request.scope["state"][_PRINCIPAL]
        guarded = GuardedVault(tenants.vault(who.tenant), who)
        who.user(user_id)  # a user the key may not reach: refused before anything runs
        return cast(MemoryVault, guarded)

    hosts = list(allowed_hosts)
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=hosts,
        allowed_origins=[f"{scheme}://{host}" for host in hosts for scheme in ("http", "https")],
    )
    server = build_server(provide, version=version("memvault"))

    def make() -> Any:
        return StreamableHTTPSessionManager(
            app=server, stateless=True, json_response=True, security_settings=security
        )

    return McpEndpoint(make, StreamableHTTPASGIApp, keys)


async def _unauthorized(send: Any) -> None:
    detail = "a valid API key is needed: Authorization: Bearer <key>"
    problem = {"type": "about:blank", "title": "Unauthorized", "status": 401, "detail": detail}
    body = json.dumps(problem).encode()
    headers = [(b"content-type", b"application/problem+json"), (b"www-authenticate", b"Bearer"),
               (b"content-length", str(len(body)).encode())]  # fmt: skip
    await send({"type": "http.response.start", "status": 401, "headers": headers})
    await send({"type": "http.response.body", "body": body})
