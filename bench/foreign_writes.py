"""Foreign-writes benchmark: a reader's search latency on a SQLite file while another
process writes to it (issue 12 E.17).

Usage::

    .venv/bin/python bench/foreign_writes.py [--size 50000 | --quick] [--rate 2]
        [--seconds 20] [--baseline-src DIR]

A file of ``--size`` memories in one user's scope (synthetic chat facts, 10-20 words, the
hash embedder at 384 dimensions: no model, so the time measured is the store's) is searched
by a reader process (``vault.search(query, user_id=..., limit=10)``, the default hybrid
search) as fast as it can for ``--seconds``: first alone, then while a writer process adds
one memory every ``1 / --rate`` seconds through its own vault. The table gives the reader's
p50 / p95 / max search time in each case and how many times its index loaded every memory.

``--baseline-src`` runs the same measurements with the memvault source in that folder (a
worktree of an earlier commit: ``git worktree add --detach ../base main``), each on its own
file written by that version, so that the rows compare in one run on this noisy machine.
``--quick`` is ``--size 5000 --seconds 10``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from report import pct, table

HERE = Path(__file__).resolve().parent
SRC = HERE.parent / "src"
USER = "user-1"
DIM = 384
WORDS = [
    "tea", "coffee", "harbour", "violin", "garden", "river", "museum", "market",
    "teacher", "city", "lisbon", "porto", "berlin", "tokyo", "running", "painting",
    "mountains", "sister", "brother", "dog", "cat", "bakery", "bicycle", "train",
    "morning", "evening", "weekend", "holiday", "doctor", "nurse", "office", "project",
    "deadline", "concert", "guitar", "piano", "recipe", "soup", "bread", "cheese",
    "wine", "beach", "forest", "winter", "summer", "birthday", "friend", "neighbour",
]  # fmt: skip


def corpus(count: int, seed: int) -> list[str]:
    """Distinct synthetic facts of 10-20 words."""
    rng = random.Random(seed)
    return [
        f"memory {i}: " + " ".join(rng.choices(WORDS, k=rng.randint(10, 20))) for i in range(count)
    ]


# -- the roles, each run in its own process with the memvault it is given ----------------


async def fill(path: str, size: int) -> None:
    from memvault.embedders import HashEmbedder
    from memvault.vault.vault import MemoryVault

    async with MemoryVault(path, embedder=HashEmbedder(DIM)) as vault:
        texts = corpus(size, 1)
        for start in range(0, size, 5_000):
            batch = texts[start : start + 5_000]
            await vault.add_many([{"content": text, "user_id": USER} for text in batch])


async def write(path: str, rate: float, seconds: float) -> None:
    from memvault.embedders import HashEmbedder
    from memvault.vault.vault import MemoryVault

    async with MemoryVault(path, embedder=HashEmbedder(DIM)) as vault:
        texts = corpus(int(rate * seconds) + 10, 2)
        start = time.monotonic()
        for i, text in enumerate(texts):
            delay = start + i / rate - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            if time.monotonic() - start > seconds:
                break
            await vault.add(text, user_id=USER)


async def read(path: str, seconds: float) -> dict[str, Any]:
    from memvault.embedders import HashEmbedder
    from memvault.stores.sqlite.search import SearchIndex
    from memvault.vault.vault import MemoryVault

    loads = 0
    real = SearchIndex.load

    def counted(index: SearchIndex, *, saved: bool = False) -> None:
        nonlocal loads
        loads += 1
        real(index, saved=saved)

    SearchIndex.load = counted  # type: ignore[method-assign,assignment]
    queries = [" ".join(random.Random(i).choices(WORDS, k=4)) for i in range(200)]
    times: list[float] = []
    async with MemoryVault(path, embedder=HashEmbedder(DIM)) as vault:
        await vault.search(queries[0], user_id=USER)
        opened_loads = loads
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            query = queries[len(times) % len(queries)]
            began = time.perf_counter()
            await vault.search(query, user_id=USER, limit=10)
            times.append(1000 * (time.perf_counter() - began))
            await asyncio.sleep(0.02)  # a client's pace, and a turn for the writer
    return {"times": times, "reloads": loads - opened_loads}


# -- the orchestration -------------------------------------------------------------------


def role(src: Path, *args: str, timeout: float) -> str:
    """Run this script in one role with the memvault of ``src``; its standard output."""
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run(
        [sys.executable, __file__, "--role", *args],
        env=env, capture_output=True, text=True, timeout=timeout, check=True,
    )  # fmt: skip
    return done.stdout


def measure(src: Path, path: str, args: argparse.Namespace) -> list[list[str]]:
    """The rows of one memvault source (on its own file): the reader alone, then with the
    writer."""
    began = time.monotonic()
    role(src, "fill", path, str(args.size), timeout=3600)
    print(f"  filled {args.size:,} memories in {time.monotonic() - began:.0f} s", flush=True)
    rows = []
    for writing in (False, True):
        env = {**os.environ, "PYTHONPATH": str(src)}
        writer = None
        if writing:
            writer = subprocess.Popen(
                [sys.executable, __file__, "--role", "write", path, str(args.rate),
                 str(args.seconds + 5)], env=env,
            )  # fmt: skip
        try:
            found = json.loads(role(src, "read", path, str(args.seconds), timeout=3600))
        finally:
            if writer is not None:
                writer.wait(timeout=60)
        times = found["times"]
        rows.append([
            str(src), f"{args.size:,}", f"{args.rate:g}/s" if writing else "none",
            f"{len(times):,}", f"{pct(times, 50):.1f}", f"{pct(times, 95):.1f}",
            f"{max(times):.1f}", str(found["reloads"]),
        ])  # fmt: skip
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=50_000)
    parser.add_argument("--quick", action="store_true", help="--size 5000 --seconds 10")
    parser.add_argument("--rate", type=float, default=2.0, help="the writer's memories/s")
    parser.add_argument("--seconds", type=float, default=20.0, help="of searching, each case")
    parser.add_argument("--baseline-src", type=Path, help="a memvault src folder to compare")
    parser.add_argument("--role", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.role:
        name, *rest = args.role
        if name == "fill":
            asyncio.run(fill(rest[0], int(rest[1])))
        elif name == "write":
            asyncio.run(write(rest[0], float(rest[1]), float(rest[2])))
        else:
            print(json.dumps(asyncio.run(read(rest[0], float(rest[1])))))
        return
    if args.quick:
        args.size, args.seconds = 5_000, 10.0
    sources = [SRC] if args.baseline_src is None else [args.baseline_src.resolve(), SRC]
    rows: list[list[str]] = []
    with tempfile.TemporaryDirectory(prefix="memvault-foreign-") as folder:
        for i, src in enumerate(sources):
            print(f"memvault of {src}", flush=True)
            rows += measure(src, str(Path(folder) / f"source{i}.db"), args)
    load = " / ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"\n## Reader search with a foreign writer (hybrid, {DIM}-dim hash vectors)\n")
    header = ["memvault src", "memories", "foreign writes", "searches", "p50 ms", "p95 ms",
              "max ms", "full reloads"]  # fmt: skip
    print(table(header, rows))
    print(f"\nload at the end (1 / 5 / 15 min): {load} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
