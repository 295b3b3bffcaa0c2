"""A PostgreSQL vault whose ``open()`` fails inside ``async with``, or that is never closed,
lets the process exit.

Regression (issue 12, A.1): the pool of a vault whose open raised (here: the store was
written by another embedder) was never closed, and ``asyncio.run()`` never returned in 6 of
10 runs; a vault never closed hung 3 of 10. Each repro runs in a subprocess that must exit."""

from __future__ import annotations

import subprocess
import sys
from uuid import uuid4

import pytest

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


def test_a_failed_open_closes_the_pool_and_the_process_exits(
    pgvector_database: str,
) -> None:
    proc = subprocess.run(
        [sys.executable, "-c", REPRO, pgvector_database],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "conflict"


NEVER_CLOSED = """
import asyncio, sys
from memvault import MemoryVault
from memvault.embedders import HashEmbedder

async def main(url: str) -> None:
    vault = MemoryVault(url, embedder=HashEmbedder(32))
    await vault.add("never closed", user_id="u")
    found = await asyncio.gather(*[vault.search("closed", user_id="u") for _ in range(8)])
    print(sum(len(hits) for hits in found))

asyncio.run(main(sys.argv[1]))
"""


def test_a_vault_never_closed_lets_the_process_exit(pgvector_database: str) -> None:
    """Regression (issue 12, A.1): a PostgreSQL vault never closed hung the process at exit
    in 3 of 10 runs: psycopg_pool's workers swallow the cancellation ``asyncio.run`` sends
    at exit when it finds them busy (here, growing the pool after concurrent searches).
    The pool is now closed as the loop ends."""
    for _ in range(5):
        proc = subprocess.run(
            [sys.executable, "-c", NEVER_CLOSED, pgvector_database],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert proc.returncode == 0, proc.stderr
        assert int(proc.stdout) >= 8


NEVER_CLOSED_MID_RECONNECT = """
import asyncio, sys
sys.path.insert(0, ".")
from memvault import BackendUnavailable
from memvault.core.types import Message
from memvault.history.postgres import PostgresChatHistory, PostgresTimeouts
from tests.faults.proxy import fault_proxy

async def main(host: str, port: int, table: str) -> None:
    with fault_proxy(host, port) as proxy:
        url = f"postgresql://postgres@127.0.0.1:{proxy.port}/test"
        history = PostgresChatHistory("s", url, table=table, timeouts=PostgresTimeouts(operation=1))
        await history.add_message(Message.user("hello"))
        proxy.blackhole()
        try:
            await history.get_messages()
        except BackendUnavailable:
            print("unavailable")
        await asyncio.sleep(0.5)  # the pool is reconnecting, through the black hole

asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
"""


def test_a_history_never_closed_lets_the_process_exit_while_its_pool_reconnects(
    postgres_dsn: str,
) -> None:
    """The same, made certain: the process returns from ``asyncio.run`` while the pool is
    replacing a connection the network dropped."""
    import psycopg

    info = psycopg.conninfo.conninfo_to_dict(postgres_dsn)
    table = f"t_{uuid4().hex[:12]}"
    try:
        proc = subprocess.run(
            [sys.executable, "-c", NEVER_CLOSED_MID_RECONNECT,
             str(info.get("host") or "127.0.0.1"), str(info.get("port") or 5432), table],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )  # fmt: skip
    finally:
        with psycopg.connect(postgres_dsn, autocommit=True) as conn:
            conn.execute(psycopg.sql.SQL("DROP TABLE IF EXISTS {}").format(
                psycopg.sql.Identifier(table)))  # fmt: skip
            conn.execute("DELETE FROM memvault_migrations WHERE component = %s",
                         (f"chat_history:{table}",))  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "unavailable"
