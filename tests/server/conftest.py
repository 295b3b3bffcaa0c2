"""The HTTP API's fixtures: the app over a real vault (a SQLite file, or PostgreSQL with
pgvector), reached in-process through httpx's ASGI transport."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from uuid import uuid4

import httpx
import pytest

from memvault import MemoryVault
from memvault.embedders import HashEmbedder
from memvault.server import Limits, create_app
from memvault.stores.postgres import PostgresStore
from tests.backends.test_postgres_store import drop_store
from tests.served import serving

SMALL = Limits(max_body_bytes=64 * 1024, max_batch=10, max_page=50, body_seconds=0.5)
"""Limits small enough to reach in a test."""


@pytest.fixture(params=["sqlite", "postgres"])
def vault(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[MemoryVault]:
    """An unopened vault over a SQLite file or a PostgreSQL store of its own."""
    if request.param == "sqlite":
        yield MemoryVault(tmp_path / "served.db", embedder=HashEmbedder())
        return
    dsn = request.getfixturevalue("pgvector_dsn")
    prefix = f"t_{uuid4().hex[:12]}"
    yield MemoryVault(PostgresStore(dsn, table_prefix=prefix), embedder=HashEmbedder())
    drop_store(dsn, prefix)


@pytest.fixture
async def client(vault: MemoryVault) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the app over ``vault``, with ``SMALL`` limits."""
    app = create_app(vault, limits=SMALL)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://memvault.test") as c:
        yield c
    await vault.aclose()
    await vault.backend.aclose()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    """The base URL of ``memvault serve`` over a SQLite file, stopped after the test."""
    yield from serving(tmp_path / "served.db")
