"""What the question-and-answer signal costs: hybrid search at 100k messages with and without it.

Usage::

    PYTHONPATH=src .venv/bin/python bench/turns.py [--size 100000] [--queries 200]
        [--store sqlite|postgres] [--pg-dsn DSN]

One user's scope of ``--size`` messages in sessions of 40 turns, a quarter of them questions
(as in LoCoMo, where 26 % of the turns end with a question mark), on a SQLite file in a
temporary folder or on PostgreSQL with pgvector (``--pg-dsn``, where its tables are left
with a prefix of their own, else a private ``pgserver``, deleted at the end). The same
queries run with the default (``answer_weight=0.3``, ``question_penalty=1.0``: the
candidates that are questions are marked, and the store is asked which message follows each
of them) and with both at 0, interleaved round by round (``keys.measure``), and the p50 /
p95 of each is printed with their ratio. The hash embedder keeps the fill fast and the
query's embedding cheap, so what is left is the store and the ranking.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from contextlib import AsyncExitStack
from pathlib import Path

from keys import WORDS, measure, report
from pg_server import postgres

from memvault import MemoryVault, SearchConfig
from memvault.core.stores import RecordStore
from memvault.embedders import HashEmbedder
from memvault.stores.sqlite import SQLiteStore

SESSION = 40


def _turn(rng: random.Random, i: int) -> str:
    words = " ".join(rng.choices(WORDS, k=rng.randint(6, 14)))
    return f"{words} {i}?" if i % 4 == 1 else f"{words} {i}."


async def fill(vault: MemoryVault, size: int, rng: random.Random) -> None:
    items = [{"content": _turn(rng, i), "user_id": "u", "kind": "message",
              "session_id": f"s{i // SESSION}"} for i in range(size)]  # fmt: skip
    for start in range(0, len(items), 5_000):
        await vault.add_many(items[start : start + 5_000])


async def run(args: argparse.Namespace) -> None:
    rng = random.Random(7)
    async with AsyncExitStack() as stack:
        store: RecordStore
        if args.store == "sqlite":
            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="memvault-turns-"))
            store = SQLiteStore(Path(folder) / "turns.db")
        else:
            from memvault.stores.postgres import PostgresStore

            dsn = stack.enter_context(postgres(args.pg_dsn))
            store = PostgresStore(dsn, table_prefix=f"turns_{uuid.uuid4().hex[:8]}")
        vault = await stack.enter_async_context(MemoryVault(store, embedder=HashEmbedder()))
        start = time.perf_counter()
        await fill(vault, args.size, rng)
        print(f"filled {args.size:,} messages in {time.perf_counter() - start:.0f} s",
              file=sys.stderr)  # fmt: skip
        queries = [" ".join(rng.choices(WORDS, k=4)) + "?" for _ in range(args.queries)]
        off = SearchConfig(answer_weight=0, question_penalty=0)
        configs = {"answer signal on (default)": SearchConfig(), "answer signal off": off}
        await measure(vault, queries[:20], configs)  # warm
        times = await measure(vault, queries, configs)
    print(f"\n{args.size:,} messages in one scope ({args.store}), sessions of {SESSION}, a "
          f"quarter questions, {args.queries} queries, hash embedder\n")  # fmt: skip
    report(times, "the answer signal")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--store", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--pg-dsn", help="a PostgreSQL with pgvector (default: start pgserver)")
    args = parser.parse_args(argv)
    if args.size < 100:
        parser.error("--size must be at least 100")
    asyncio.run(run(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
