"""What a page of the web inspector costs on the server over one user's 100k memories.

Usage::

    PYTHONPATH=src .venv/bin/python bench/inspector.py [--size 100000] [--rounds 20]
        [--embedder hash|local]

One user (``u``) holds ``--size`` memories in a SQLite file in a temporary folder: facts
(2 % of them keyed over 40 attributes, a few versions each), messages in sessions of 40
turns and an episode every 50th; 200 other users hold 10 each. Each page of ``/ui`` is
loaded ``--rounds`` times through the app in-process (httpx's ASGI transport: the server's
own time, no network), round-robin over the pages, beside the JSON route of the HTTP API
that reads the same thing (the baseline of the same run). Printed: p50 and p95 of each, the
ratio to its baseline, and the issue's bar (300 ms).
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
from typing import Any

import httpx

from memvault import MemoryVault
from memvault.config import make_embedder
from memvault.server import create_app

BAR_MS = 300.0
WORDS = [
    "coffee", "morning", "train", "city", "office", "garden", "music", "river", "weekend",
    "project", "meeting", "dinner", "friend", "book", "movie", "travel", "beach", "mountain",
    "rain", "summer", "winter", "market", "bike", "school", "doctor", "family", "phone",
]  # fmt: skip
ATTRIBUTES = ["city", "employer", "job_title", "diet", "car", "favourite_drink", "pet",
              *(f"attribute_{i}" for i in range(33))]  # fmt: skip

PAGES: list[tuple[str, str, tuple[str, str, dict[str, Any] | None]]] = [
    ("users", "/ui", ("GET", "/v1/scopes?all_scopes=true&limit=51", None)),
    ("sessions of u", "/ui?by=session_id&user_id=u",
     ("GET", "/v1/scopes?by=session_id&user_id=u&limit=51", None)),
    ("memories, oldest", "/ui/memories?user_id=u",
     ("GET", "/v1/memories?user_id=u&limit=50", None)),
    ("memories, newest", "/ui/memories?user_id=u&order=newest",
     ("GET", "/v1/memories?user_id=u&limit=50&offset=99950", None)),
    ("memories, filtered", "/ui/memories?user_id=u&kind=episode&since=2024-01-01",
     ("GET", "/v1/memories?user_id=u&kind=episode&since=2024-01-01&limit=50", None)),
    ("timeline", "/ui/timeline?user_id=u&key=user.city",
     ("GET", "/v1/timeline?user_id=u&key=user.city", None)),
    ("search, two presets", "/ui/search?user_id=u&q=coffee+train+morning&compare=keyword",
     ("POST", "/v1/search", {"query": "coffee train morning", "user_id": "u", "explain": True})),
    ("context", "/ui/context?user_id=u&q=coffee+train+morning",
     ("POST", "/v1/context", {"query": "coffee train morning", "user_id": "u"})),
    ("entities and episodes", "/ui/entities?user_id=u",
     ("GET", "/v1/entities?user_id=u", None)),
]  # fmt: skip


def _text(rng: random.Random) -> str:
    return " ".join(rng.choices(WORDS, k=rng.randint(6, 14)))


def _item(i: int, rng: random.Random) -> dict[str, Any]:
    if i % 50 == 0:
        return {"content": f"finished {_text(rng)} {i}", "kind": "episode",
                "metadata": {"outcome": "success", "tags": ["bench"]}}  # fmt: skip
    if i % 2:
        return {"content": f"{_text(rng)} {i}", "kind": "message", "session_id": f"s{i // 40}"}
    if i % 100 == 2:
        attribute = ATTRIBUTES[(i // 100) % len(ATTRIBUTES)]
        return {"content": f"the {attribute} is {_text(rng)} {i}", "kind": "fact",
                "key": f"user.{attribute}"}  # fmt: skip
    return {"content": f"{_text(rng)} {i}", "kind": "fact"}


async def fill(vault: MemoryVault, size: int) -> None:
    rng = random.Random(5)
    items = [{**_item(i, rng), "user_id": "u"} for i in range(size)]
    items += [{"content": f"{_text(rng)} {i}", "user_id": f"other{i % 200}"} for i in range(2000)]
    for start in range(0, len(items), 5_000):
        await vault.add_many(items[start : start + 5_000])


def pct(values: Sequence[float], q: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


async def measure(client: httpx.AsyncClient, rounds: int) -> dict[str, dict[str, list[float]]]:
    times: dict[str, dict[str, list[float]]] = {n: {"page": [], "api": []} for n, _, _ in PAGES}
    for name, path, (method, api_path, body) in PAGES:  # warm both once
        assert (await client.get(path)).status_code == 200, name
        assert (await client.request(method, api_path, json=body)).status_code == 200, name
    for _ in range(rounds):
        for name, path, (method, api_path, body) in PAGES:
            start = time.perf_counter()
            answer = await client.get(path)
            times[name]["page"].append(time.perf_counter() - start)
            assert answer.status_code == 200, name
            start = time.perf_counter()
            await client.request(method, api_path, json=body)
            times[name]["api"].append(time.perf_counter() - start)
    return times


async def run(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory() as folder:
        vault = MemoryVault(Path(folder) / "inspector.db", embedder=make_embedder_named(args))
        start = time.perf_counter()
        await fill(vault, args.size)
        print(f"filled {args.size:,} memories of one user (+2,000 of 200 others) in"
              f" {time.perf_counter() - start:.0f} s; {args.rounds} rounds\n")  # fmt: skip
        transport = httpx.ASGITransport(app=create_app(vault))
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            times = await measure(client, args.rounds)
        await vault.aclose()
    print(f"| page ({args.size:,} memories) | p50 ms | p95 ms | API p50 ms | ratio | bar |")
    print("|---|---|---|---|---|---|")
    worst = 0.0
    for name, got in times.items():
        page, api = pct(got["page"], 50) * 1000, pct(got["api"], 50) * 1000
        worst = max(worst, pct(got["page"], 95) * 1000)
        mark = "ok" if page <= BAR_MS else "OVER"
        print(f"| {name} | {page:.1f} | {pct(got['page'], 95) * 1000:.1f} | {api:.1f} |"
              f" {page / api:.2f}x | {mark} |")  # fmt: skip
    middle = statistics.median(pct(g["page"], 50) for g in times.values()) * 1000
    print(f"\nslowest p95: {worst:.1f} ms (bar {BAR_MS:.0f} ms at p50);"
          f" median of all pages {middle:.1f} ms")  # fmt: skip
    return 0


def make_embedder_named(args: argparse.Namespace) -> Any:
    from memvault.config import Settings

    return make_embedder(Settings(embedder=args.embedder))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--embedder", choices=["hash", "local"], default="hash")
    return asyncio.run(run(parser.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
