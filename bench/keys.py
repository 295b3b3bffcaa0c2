"""What the key signal costs: hybrid search at 100k memories with and without it.

Usage::

    PYTHONPATH=src .venv/bin/python bench/keys.py [--size 100000] [--keyed 0.02]
        [--queries 200] [--embedder hash|local]

One user's scope of ``--size`` memories (SQLite file in a temporary folder), of which a
share ``--keyed`` are facts keyed ``user.<attribute>`` over 40 attributes (a few versions
each, the rest superseded), the others unkeyed texts. The same queries run with
``SearchConfig(key_weight=2.0)`` (the default) and ``key_weight=0`` (the signal off),
interleaved round by round, and the p50 / p95 of each is printed with their ratio: the
signal's cost per query. The hash embedder (default) keeps the fill fast and the query's
embedding cheap, so what is left is the store and the ranking; ``--embedder local`` adds the
model's time to both sides alike.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from memvault import MemoryVault, SearchConfig
from memvault.embedders import HashEmbedder

WORDS = [
    "coffee", "morning", "train", "city", "office", "garden", "music", "river", "weekend",
    "project", "meeting", "dinner", "friend", "book", "movie", "travel", "beach", "mountain",
    "rain", "summer", "winter", "market", "bike", "school", "doctor", "family", "phone",
    "email", "report", "budget", "kitchen", "recipe", "holiday", "concert", "museum", "park",
]  # fmt: skip
ATTRIBUTES = [f"attribute_{i}" for i in range(30)] + [
    "city", "employer", "job_title", "diet", "car", "favourite_drink", "favourite_food",
    "hometown", "pet", "language",
]  # fmt: skip


def _text(rng: random.Random) -> str:
    return " ".join(rng.choices(WORDS, k=rng.randint(6, 14)))


async def fill(vault: MemoryVault, size: int, keyed: float, rng: random.Random) -> None:
    keys = int(size * keyed)
    items = [{"content": f"{_text(rng)} {i}", "user_id": "u", "kind": "fact"}
             for i in range(size - keys)]  # fmt: skip
    items += [
        {"content": f"the {ATTRIBUTES[i % len(ATTRIBUTES)]} is {_text(rng)} {i}", "user_id": "u",
         "kind": "fact", "key": f"user.{ATTRIBUTES[i % len(ATTRIBUTES)]}"}
        for i in range(keys)
    ]  # fmt: skip
    rng.shuffle(items)
    for start in range(0, len(items), 5_000):
        await vault.add_many(items[start : start + 5_000])


async def measure(
    vault: MemoryVault, queries: Sequence[str], configs: dict[str, SearchConfig]
) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {name: [] for name in configs}
    for i, query in enumerate(queries):
        order = list(configs.items())
        # interleaved, first one then the other first: the machine's noise and the store's
        # caches (the second search of a query finds them warm) favour neither
        for name, config in order if i % 2 else order[::-1]:
            start = time.perf_counter()
            await vault.search(query, user_id="u", limit=10, config=config)
            times[name].append((time.perf_counter() - start) * 1000)
    return times


async def run(args: argparse.Namespace) -> None:
    rng = random.Random(7)
    embedder = HashEmbedder() if args.embedder == "hash" else None
    with tempfile.TemporaryDirectory(prefix="memvault-keys-") as tmp:
        async with MemoryVault(Path(tmp) / "keys.db", embedder=embedder) as vault:
            start = time.perf_counter()
            await fill(vault, args.size, args.keyed, rng)
            print(f"filled {args.size:,} memories ({int(args.size * args.keyed):,} keyed) in "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr)  # fmt: skip
            queries = [
                f"what is the user's {rng.choice(ATTRIBUTES).replace('_', ' ')} "
                + " ".join(rng.choices(WORDS, k=3))
                for _ in range(args.queries)
            ]
            configs = {"key signal on (default)": SearchConfig(),
                       "key signal off (key_weight=0)": SearchConfig(key_weight=0.0)}  # fmt: skip
            await measure(vault, queries[:20], configs)  # warm
            times = await measure(vault, queries, configs)
    print(f"\n{args.size:,} memories in one scope, {args.keyed:.0%} keyed, {args.queries} "
          f"queries, embedder {args.embedder}\n")  # fmt: skip
    report(times, "the key signal")


def report(times: dict[str, list[float]], signal: str) -> None:
    """The p50 / p95 of each configuration, and what ``signal`` costs at the median: the
    first configuration (on) against the second (off)."""
    print("| hybrid search | p50 ms | p95 ms |\n|---|---|---|")
    for name, values in times.items():
        p95 = statistics.quantiles(values, n=20)[18]
        print(f"| {name} | {statistics.median(values):.2f} | {p95:.2f} |")
    on, off = (statistics.median(v) for v in times.values())
    print(f"\n{signal} costs {on - off:+.2f} ms at the median ({on / off:.2f}x)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--keyed", type=float, default=0.02)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--embedder", choices=["hash", "local"], default="hash")
    args = parser.parse_args(argv)
    if not 0 <= args.keyed <= 1 or args.size < 100:
        parser.error("--keyed is a share (0-1) and --size at least 100")
    asyncio.run(run(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
