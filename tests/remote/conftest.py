"""The remote client's fixtures: ``RemoteVault`` over the app in-process (httpx's ASGI
transport) on a SQLite file or PostgreSQL, and over a real ``memvault serve`` on loopback."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from memvault import MemoryVault
from memvault.core.stores import RecordStore
from memvault.embedders import HashEmbedder
from memvault.remote import RemoteVault
from memvault.server import Limits, create_app
from tests.served import serving

BASE = "http://memvault.test"


class Probed(RemoteVault):
    """A ``RemoteVault`` that also holds the server's store, ``backend``: the conformance
    suite's window onto what the server kept (its residue checks, its store-level reads).
    Every call of the vault still goes over HTTP."""

    def __init__(self, url: str, backend: RecordStore, **options: Any) -> None:
        super().__init__(url, **options)
        self.backend = backend


def in_process(vault: MemoryVault, limits: Limits | None = None, **options: Any) -> Probed:
    """A client of the app over ``vault``, served in-process."""
    app = create_app(vault, limits=limits)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    return Probed(BASE, vault.backend, transport=transport, **options)


async def remote_over(store: RecordStore) -> AsyncIterator[Probed]:
    """An open client of a vault over ``store`` (closed, with the vault, after)."""
    served = MemoryVault(store, embedder=HashEmbedder())
    async with in_process(served) as remote:
        yield remote
    await served.aclose()


@pytest.fixture(scope="module")
def serve_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A ``memvault serve`` over a SQLite file of the module, and that file."""
    path = tmp_path_factory.mktemp("served") / "served.db"
    for url in serving(path):
        yield url, path
