"""``create_app``: the ASGI app over one vault, with its limits and its error answers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.metadata import version as _package_version
from typing import Any

from fastapi import FastAPI

from memvault.server import problems
from memvault.server.limits import BodyLimit, Limits
from memvault.server.routes import episodes, facts, knowledge, memories, system, transfer
from memvault.vault.vault import MemoryVault

__all__ = ["create_app", "from_env"]

DESCRIPTION = """Long-term memory for LLM agents, over HTTP. Every route mirrors a method of
`memvault.MemoryVault`; every read and write names its scope (`user_id`, `agent_id`,
`session_id`, or `all_scopes` where a read may span every user). Errors are RFC 9457 problem
details (`application/problem+json`) with the `field` that was wrong."""


def create_app(
    vault: MemoryVault, *, limits: Limits | None = None, owns_vault: bool = False
) -> Any:
    """The ASGI app serving ``vault`` (closed at shutdown when ``owns_vault``). ``limits``
    bound each request (see ``memvault.server.limits``)."""
    limits = Limits() if limits is None else limits

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        try:
            yield
        finally:
            if owns_vault:
                await vault.aclose()

    app = FastAPI(
        title="memvault",
        version=_package_version("memvault"),
        description=DESCRIPTION,
        lifespan=lifespan,
        openapi_url="/openapi.json",
        docs_url=None,
        redoc_url=None,
    )
    app.state.vault = vault
    app.state.limits = limits
    problems.install(app)
    for module in (memories, facts, knowledge, episodes, transfer, system):
        app.include_router(module.router)
    return BodyLimit(app, limits)


def from_env() -> Any:
    """The app over the store and embedder the environment names (``memvault.config``): what
    each worker of ``memvault serve --workers N`` builds."""
    from memvault.config import Settings, make_embedder

    settings = Settings.from_env()
    vault = MemoryVault(settings.url, embedder=make_embedder(settings))
    return create_app(vault, owns_vault=True)
