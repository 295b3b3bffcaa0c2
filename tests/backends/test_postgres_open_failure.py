"""A PostgreSQL vault whose ``open()`` fails inside ``async with`` closes its pool.

Regression (issue 12, A.1): the pool of a vault whose open raised (here: the store was
written by another embedder) was never closed, and ``asyncio.run()`` never returned in 6 of
10 runs. The repro runs in a subprocess that must exit."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests.backends.test_postgres_store import drop_store

pytestmark = pytest.mark.postgres

REPRO = """
import asyncio, sys
from memvault import Conflict, MemoryVault
from memvault.embedders import HashEmbedder

async def main(url: str) -> None:
    async with MemoryVault(url, embedder=HashEmbedder(32)) as vault:
        await vault.add("written by the 32-dim embedder", user_id="u")
    try:
        async with MemoryVault(url, embedder=HashEmbedder(64)):
            pass
    except Conflict:
        print("conflict")

asyncio.run(main(sys.argv[1]))
"""


@pytest.fixture
def prefix(pgvector_dsn: str) -> Iterator[str]:
    """The default table prefix, which a vault opened from a URL uses (no other test of this
    server does); its tables are dropped afterwards."""
    yield "memvault"
    drop_store(pgvector_dsn, "memvault")


def test_a_failed_open_closes_the_pool_and_the_process_exits(
    pgvector_dsn: str, prefix: str
) -> None:
    proc = subprocess.run(
        [sys.executable, "-c", REPRO, pgvector_dsn],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "conflict"
