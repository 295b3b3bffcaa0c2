"""Serving benchmark (issue 14, section 7): search and add over HTTP on loopback against a
real ``memvault serve``, with the vault called in-process as the reference, in the same run.

Usage::

    .venv/bin/python bench/serve.py [--size 100000 | --quick] [--embedder local|hash]
        [--concurrency 1 8 32] [--searches 400] [--adds 200] [--vector-cache DIR]
        [--results DIR]

* The store: ``--size`` memories (100k; 5k with ``--quick``) in one user's scope, in a SQLite
  file, built with ``add_many`` from the synthetic chat corpus of ``bench/scale.py``. With
  ``--embedder local`` (the default, as ``memvault serve`` runs) the corpus is embedded once
  by the real model (kept in ``--vector-cache``) and written through scale.py's caching
  embedder; searches and adds then embed with the real model on both sides. With ``--embedder
  hash`` every vector is the 32-dim hash embedder's: the figures are then the store's and
  the server's alone, with next to nothing for a model.
* The server: ``memvault --db FILE --embedder E serve --port P``, a process of its own
  (uvicorn as ``memvault[server]`` installs it), reached with httpx over TCP on 127.0.0.1,
  one keep-alive connection per concurrent client.
* The reference: a ``MemoryVault`` over the same file, with the same embedder, in this
  process, called directly.
* At each concurrency C, C clients (asyncio tasks) share the requests: ``search`` (the
  scale bench's questions, ``limit`` 10, the default hybrid preset) and ``add`` (new facts of
  the same corpus, one request each). Latency is per request (p50 / p95); throughput is the
  requests completed over the wall time. A request fails when it raises or answers other
  than 200/201. All searches run before any add, so both sides search the same store.
  In-process, a call that holds the event loop (the model, SQLite) delays the start of the
  next, so at C > 1 its latency leaves out that wait: compare throughput there.

Bars: HTTP search p50 within 3 ms of the in-process p50 at concurrency 1; at concurrency 8,
HTTP throughput at least 70 % of in-process (search and add); no request fails. The script
exits 1 when a bar fails. A plot of the throughput goes to
``bench/results/serve_<embedder>.png`` when matplotlib is installed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import plots
from report import pct, table
from scale import USER, CachedEmbedder, cached_vectors, corpus, embed_all, items, questions

from memvault.core.protocols import Embedder
from memvault.embedders import HashEmbedder
from memvault.embedders.local import LocalEmbedder
from memvault.vault.vault import MemoryVault

RESULTS = Path(__file__).resolve().parent / "results"
MEMVAULT = str(Path(sys.executable).with_name("memvault"))
P50_BAR_MS = 3.0
THROUGHPUT_BAR = 0.70
K = 10

Call = Callable[[str], Awaitable[bool]]


@dataclass(frozen=True)
class Load:
    """What one side did at one concurrency: latencies (s), wall time (s), failures."""

    seconds: list[float]
    wall: float
    failed: int

    @property
    def per_second(self) -> float:
        return len(self.seconds) / self.wall

    def ms(self, p: float) -> float:
        return pct(self.seconds, p) * 1000


@dataclass(frozen=True)
class Row:
    op: str
    concurrency: int
    local: Load
    http: Load


async def drive(inputs: Sequence[str], concurrency: int, call: Call) -> Load:
    """``call`` on every input, ``concurrency`` at a time."""
    pending = iter(inputs)
    seconds: list[float] = []
    failed = 0

    async def client() -> None:
        nonlocal failed
        for text in pending:
            start = time.perf_counter()
            try:
                ok = await call(text)
            except Exception:
                ok = False
            seconds.append(time.perf_counter() - start)
            failed += not ok

    start = time.perf_counter()
    await asyncio.gather(*(client() for _ in range(concurrency)))
    return Load(seconds, time.perf_counter() - start, failed)


def calls(vault: MemoryVault, http: httpx.AsyncClient) -> dict[tuple[str, str], Call]:
    """The four calls measured: (op, side) -> call."""

    async def local_search(query: str) -> bool:
        await vault.search(query, user_id=USER, limit=K)
        return True

    async def http_search(query: str) -> bool:
        response = await http.post("/v1/search", json={"query": query, "user_id": USER,
                                                       "limit": K})  # fmt: skip
        return response.status_code == 200

    async def local_add(text: str) -> bool:
        await vault.add(text, user_id=USER)
        return True

    async def http_add(text: str) -> bool:
        response = await http.post("/v1/memories", json={"content": text, "user_id": USER})
        return response.status_code == 201

    return {("search", "local"): local_search, ("search", "http"): http_search,
            ("add", "local"): local_add, ("add", "http"): http_add}  # fmt: skip


def embedder_named(name: str) -> Embedder:
    if name == "hash":
        return HashEmbedder()
    local = LocalEmbedder()
    local.load()
    return local


async def fill(path: Path, texts: Sequence[str], args: argparse.Namespace) -> None:
    """Write ``texts`` into a new store at ``path``, through precomputed vectors."""
    embedder = embedder_named(args.embedder)
    if isinstance(embedder, LocalEmbedder):
        cache = cached_vectors(args.vector_cache, texts)
        start = time.perf_counter()
        if cache is not None and cache.exists():
            vectors = np.load(cache)
        else:
            vectors = await embed_all(embedder, texts)
            if cache is not None:
                cache.parent.mkdir(parents=True, exist_ok=True)
                np.save(cache, vectors)
        print(f"corpus vectors in {time.perf_counter() - start:.1f} s", flush=True)
        embedder = CachedEmbedder(embedder, texts, vectors)
    start = time.perf_counter()
    async with MemoryVault(path, embedder=embedder) as vault:
        for at in range(0, len(texts), 5_000):
            await vault.add_many(items(texts[at : at + 5_000], at))
    print(f"store filled in {time.perf_counter() - start:.1f} s", flush=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextmanager
def served(path: Path, embedder: str) -> Iterator[str]:
    """``memvault serve`` over ``path`` on a free loopback port; its base URL."""
    port = free_port()
    command = [MEMVAULT, "--db", str(path), "--embedder", embedder, "serve", "--port", str(port)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"memvault serve stopped: {process.communicate()[1]!r}")
            if time.monotonic() > deadline:
                raise RuntimeError("memvault serve did not answer in 120 s")
            try:
                if httpx.get(f"{url}/readyz", timeout=5).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        process.communicate(timeout=30)


async def measure(args: argparse.Namespace, path: Path, url: str, fresh: list[str]) -> list[Row]:
    queries = questions(args.searches)
    levels = args.concurrency
    limits = httpx.Limits(max_connections=max(levels), max_keepalive_connections=max(levels))
    rows: list[Row] = []
    async with (
        MemoryVault(path, embedder=embedder_named(args.embedder)) as vault,
        httpx.AsyncClient(base_url=url, limits=limits, timeout=60) as http,
    ):
        call = calls(vault, http)
        for op in ("search", "add"):
            for c in levels:
                loads = {}
                for side in ("local", "http"):
                    warm = queries[:10] if op == "search" else [f"warm-up {side} {c} {n}"
                                                                for n in range(5)]  # fmt: skip
                    await drive(warm, c, call[(op, side)])
                    inputs = queries if op == "search" else [fresh.pop() for _ in range(args.adds)]
                    loads[side] = await drive(inputs, c, call[(op, side)])
                rows.append(Row(op, c, loads["local"], loads["http"]))
                print(f"[{time.strftime('%H:%M:%S')}] {op} at {c}: load {load()}", flush=True)
    return rows


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} / {five:.2f} / {fifteen:.2f}"


def bars(rows: Sequence[Row]) -> list[tuple[str, str, bool]]:
    """(bar, measured, passed) for each bar of the issue."""
    by = {(r.op, r.concurrency): r for r in rows}
    result: list[tuple[str, str, bool]] = []
    if ("search", 1) in by:
        r = by[("search", 1)]
        gap = r.http.ms(50) - r.local.ms(50)
        result.append((f"search p50 at 1: HTTP - in-process <= {P50_BAR_MS:g} ms",
                       f"{gap:+.2f} ms", gap <= P50_BAR_MS))  # fmt: skip
    for op in ("search", "add"):
        if (op, 8) in by:
            r = by[(op, 8)]
            ratio = r.http.per_second / r.local.per_second
            result.append((f"{op} throughput at 8: HTTP >= {THROUGHPUT_BAR:.0%} of in-process",
                           f"{ratio:.0%}", ratio >= THROUGHPUT_BAR))  # fmt: skip
    failed = sum(r.local.failed + r.http.failed for r in rows)
    result.append(("failed requests == 0", str(failed), failed == 0))
    return result


def print_report(rows: Sequence[Row], checks: Sequence[tuple[str, str, bool]]) -> None:
    print("\n## Over HTTP against in-process, ms (p50 / p95) and requests/s\n")
    body = [
        [r.op, str(r.concurrency), f"{r.local.ms(50):.2f} / {r.local.ms(95):.2f}",
         f"{r.http.ms(50):.2f} / {r.http.ms(95):.2f}", f"{r.local.per_second:,.0f}",
         f"{r.http.per_second:,.0f}", f"{r.http.per_second / r.local.per_second:.0%}",
         str(r.local.failed + r.http.failed)]
        for r in rows
    ]  # fmt: skip
    print(table(["op", "concurrency", "in-process ms", "HTTP ms", "in-process req/s",
                 "HTTP req/s", "HTTP / in-process", "failed"], body))  # fmt: skip
    print("\n## Bars\n")
    print(table(["bar", "measured", "result"],
                [[b, m, "PASS" if ok else "FAIL"] for b, m, ok in checks]))  # fmt: skip


def plot(rows: Sequence[Row], results: Path, embedder: str) -> None:
    written = plots.bars(
        results / f"serve_{embedder}.png", [f"{r.op} x{r.concurrency}" for r in rows],
        {"in-process": [r.local.per_second for r in rows],
         "HTTP (memvault serve)": [r.http.per_second for r in rows]},
        title="Requests per second, in-process and over HTTP on loopback", ylabel="requests/s",
    )  # fmt: skip
    print(f"\nPlot: {written}" if written else "\n(no plot: matplotlib is not installed)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000, help="memories in the scope")
    parser.add_argument("--quick", action="store_true", help="5k memories, fewer requests")
    parser.add_argument("--embedder", choices=["local", "hash"], default="local")
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 8, 32])
    parser.add_argument("--searches", type=int, default=400, help="search requests a level")
    parser.add_argument("--adds", type=int, default=200, help="add requests a level")
    parser.add_argument("--vector-cache", type=Path, help="keep the corpus vectors here")
    parser.add_argument("--results", type=Path, default=RESULTS, help="where the plot goes")
    args = parser.parse_args(argv)
    if args.quick:
        args.size, args.searches, args.adds = 5_000, 200, 100
    print(f"serve bench: {args.size:,} memories, {args.embedder} embedder, concurrency "
          f"{args.concurrency}, "
          f"{args.searches} searches and {args.adds} adds a level, {os.cpu_count()} CPUs, "
          f"load {load()}")  # fmt: skip
    started = time.perf_counter()
    extra = 2 * args.adds * len(args.concurrency)
    texts = corpus(args.size + extra)
    stored, fresh = texts[: args.size], texts[args.size :]
    with tempfile.TemporaryDirectory(prefix="memvault-serve-") as tmp:
        path = Path(tmp) / "served.db"
        asyncio.run(fill(path, stored, args))
        with served(path, args.embedder) as url:
            rows = asyncio.run(measure(args, path, url, fresh))
    checks = bars(rows)
    print_report(rows, checks)
    plot(rows, args.results, args.embedder)
    print(f"\nTotal run time: {time.perf_counter() - started:.0f} s")
    return 0 if all(ok for _, _, ok in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
