"""``create_app``: the ASGI app over one vault, with its limits and its error answers."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager, nullcontext
from importlib.metadata import version as _package_version
from typing import Any

from fastapi import FastAPI
from starlette.routing import Route

from memvault.core.keys import KeyStore
from memvault.core.protocols import Embedder
from memvault.server import problems
from memvault.server.limits import BodyLimit, Deadline, Limits
from memvault.server.mcp_mount import LOOPBACK_HOSTS, mcp_endpoint
from memvault.server.routes import (
    episodes,
    facts,
    knowledge,
    memories,
    sessions,
    system,
    transfer,
)
from memvault.server.tenancy import Tenants
from memvault.server.ui import install as install_inspector
from memvault.vault.vault import MemoryVault

__all__ = ["create_app", "from_env"]

DESCRIPTION = """Long-term memory for LLM agents, over HTTP. Every route mirrors a method of
`memvault.MemoryVault`; every read and write names its scope (`user_id`, `agent_id`,
`session_id`, or `all_scopes` where a read may span every user). Errors are RFC 9457 problem
details (`application/problem+json`) with the `field` that was wrong."""


def create_app(
    vault: MemoryVault,
    *,
    limits: Limits | None = None,
    keys: KeyStore | None = None,
    tenants: Tenants | None = None,
    owns_vault: bool = False,
    mcp_hosts: Sequence[str] = LOOPBACK_HOSTS,
) -> Any:
    """The ASGI app serving ``vault``: the default tenant's memories. ``keys``: the API keys
    every request must then carry (``None``: an open server, see ``tenancy``); ``tenants``:
    the vault of each tenant (default: the default tenant only). ``limits`` bound each
    request (``memvault.server.limits``). With ``owns_vault``, the vaults and the key store
    are closed at shutdown. With the ``mcp`` extra, ``/mcp`` serves the MCP server to the
    same keys (``mcp_mount``), accepting the ``Host`` values ``mcp_hosts``."""
    limits = Limits() if limits is None else limits
    tenants = Tenants(vault) if tenants is None else tenants
    mcp = mcp_endpoint(tenants, keys, mcp_hosts)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        try:
            async with mcp.run() if mcp is not None else nullcontext():
                yield
        finally:
            if owns_vault:
                await tenants.aclose()
                if keys is not None:
                    await keys.aclose()

    app = FastAPI(
        title="memvault",
        version=_package_version("memvault"),
        description=DESCRIPTION,
        lifespan=lifespan,
        openapi_url="/openapi.json",
        docs_url=None,
        redoc_url=None,
    )
    app.state.tenants = tenants
    app.state.keys = keys
    app.state.limits = limits
    problems.install(app)
    for module in (memories, facts, knowledge, episodes, transfer, sessions, system):
        app.include_router(module.router)
    install_inspector(app)
    if mcp is not None:
        app.router.routes.append(Route("/mcp", endpoint=mcp, include_in_schema=False))
    return BodyLimit(Deadline(app, limits), limits)


def from_target(
    target: str, embedder: Embedder | None, *, guarded: bool, hosts: Sequence[str] = ()
) -> Any:
    """The app over the store ``target`` names, closed at shutdown; ``guarded``: with the API
    keys kept in that store, each key reaching its tenant's vault (``tenancy``); ``hosts``:
    the ``Host`` values ``/mcp`` accepts besides loopback."""
    from memvault.defaults import open_key_store

    vault = MemoryVault(target, embedder=embedder)
    tenants = Tenants(vault, target, embedder)
    keys = open_key_store(target) if guarded else None
    mcp_hosts = [*LOOPBACK_HOSTS, *hosts]
    return create_app(vault, keys=keys, tenants=tenants, owns_vault=True, mcp_hosts=mcp_hosts)


def from_env() -> Any:
    """The app over the store and embedder the environment names (``memvault.config``): what
    each worker of ``memvault serve --workers N`` builds. It asks for the store's API keys
    unless ``MEMVAULT_OPEN`` is ``1`` (which ``memvault serve`` sets for a store without
    keys, on loopback): run by hand, the app fails closed."""
    import os

    from memvault.config import Settings, make_embedder

    settings = Settings.from_env()
    guarded = os.environ.get("MEMVAULT_OPEN") != "1"
    hosts = [h for h in os.environ.get("MEMVAULT_MCP_HOSTS", "").split(",") if h]
    return from_target(settings.url, make_embedder(settings), guarded=guarded, hosts=hosts)
