"""What reading a whole scope costs as it grows: an export against pages by offset.

Usage::

    PYTHONPATH=src .venv/bin/python bench/export.py [--sizes 20000 80000 320000]
        [--store sqlite|postgres] [--pg-dsn DSN]

For each size, one user's scope of that many memories (the hash embedder keeps the fill
fast) on a SQLite file in a temporary folder or on PostgreSQL with pgvector (``--pg-dsn``,
tables left with a prefix of their own, else a private ``pgserver``, deleted at the end).
Then, in the same run: ``vault.list_all`` and ``export_lines`` (the ids read once, then
pages of 1,000 by id: ``memvault.vault.reads.scan_pages``; an export also reads each
memory's history) and the baseline they replaced, pages of 1,000 through
``vault.list(offset=...)`` (what ``memvault list`` and ``GET /v1/memories`` still do a page
at a time), which the store answers by skipping every memory before the page again. Each is
timed twice (the better kept); the table gives seconds and memories a second: linear work
keeps memories a second flat as the scope grows.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AsyncExitStack
from pathlib import Path

from pg_server import postgres

from memvault import MemoryVault
from memvault.core.stores import RecordStore
from memvault.embedders import HashEmbedder
from memvault.stores.sqlite import SQLiteStore
from memvault.vault.selection import MAX_LIMIT
from memvault.vault.transfer import export_lines


async def listed(vault: MemoryVault) -> int:
    return len(await vault.list_all(user_id="u"))


async def exported(vault: MemoryVault) -> int:
    return sum([1 async for _ in export_lines(vault, user_id="u")])


async def by_offset(vault: MemoryVault) -> int:
    read = 0
    while page := await vault.list(user_id="u", limit=MAX_LIMIT, offset=read):
        read += len(page)
    return read


async def best_of_two(read: Callable[[MemoryVault], Awaitable[int]], vault: MemoryVault,
                      size: int) -> float:  # fmt: skip
    times = []
    for _ in range(2):
        start = time.perf_counter()
        assert await read(vault) == size
        times.append(time.perf_counter() - start)
    return min(times)


async def run(args: argparse.Namespace) -> None:
    readers = {"list_all": listed, "export": exported, "pages by offset": by_offset}
    print("| memories | " + " | ".join(f"{name} s | /s" for name in readers) + " |")
    print("|---" * (1 + 2 * len(readers)) + "|")
    async with AsyncExitStack() as stack:
        dsn = stack.enter_context(postgres(args.pg_dsn)) if args.store == "postgres" else ""
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="memvault-ex-")))
        for size in args.sizes:
            store: RecordStore
            if args.store == "sqlite":
                store = SQLiteStore(folder / f"export-{size}.db")
            else:
                from memvault.stores.postgres import PostgresStore

                store = PostgresStore(dsn, table_prefix=f"bench_export_{uuid.uuid4().hex[:8]}")
            async with store, MemoryVault(store, embedder=HashEmbedder()) as vault:
                for start in range(0, size, 5_000):
                    batch = range(start, min(start + 5_000, size))
                    await vault.add_many([{"content": f"memory {i} of the bench", "user_id": "u"}
                                          for i in batch])  # fmt: skip
                cells = []
                for read in readers.values():
                    seconds = await best_of_two(read, vault, size)
                    cells.append(f"{seconds:.2f} | {size / seconds:,.0f}")
            print(f"| {size:,} | " + " | ".join(cells) + " |", flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[20_000, 80_000, 320_000])
    parser.add_argument("--store", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--pg-dsn", help="a PostgreSQL with pgvector (default: start pgserver)")
    args = parser.parse_args(argv)
    if any(size < 1 for size in args.sizes):
        parser.error("--sizes are positive")
    asyncio.run(run(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
