"""Cold start of a filled SQLite store (issues 13 B and 18): ``bench/scale.py --open N ...``.

For each size, one store of the scale corpus in one user's scope is written once (vectors
are random unit vectors recorded under the ``LocalEmbedder``'s name and width, so the CLI and
the default embedder can search it: the timings are those of real vectors, the rankings are
not meaningful), and closed, which saves its index beside it (``stores.sqlite.saved``).
Then, in rounds that alternate the two ways (the machine's load moves the absolute figures,
so compare the ratios), each in a fresh process:

* ``open``: ``MemoryVault.open()`` of the file, with the model already loaded; then the first
  hybrid search, query embedding included; the peak RSS. The *rows* way reads the index
  from the rows, as before issue 18 (the saved file ignored and not written: ``rows_only``);
  the *saved* way is today's default: the saved index, caught up with the file.
* ``cli``: ``memvault --db FILE search QUERY --user U``, end to end (interpreter start,
  imports, model load, open, search), wall time; the rows way runs the same CLI with
  ``rows_only`` in place.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
from report import current_rss, peak_rss

from memvault.embedders.local import LocalEmbedder
from memvault.stores.sqlite.search import SearchIndex
from memvault.vault.vault import MemoryVault

QUERY = "what food does Alice love"
WAYS = ("rows", "saved")


class RandomVectors:
    """Unit vectors from a seeded generator, named as the local embedder: a store the CLI
    can search with its default embedder, written without running the model."""

    def __init__(self) -> None:
        self._local = LocalEmbedder()
        self._rng = np.random.default_rng(13)

    @property
    def name(self) -> str:
        return self._local.name

    @property
    def dim(self) -> int:
        return self._local.dim

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        vectors = self._rng.standard_normal((len(texts), self.dim)).astype(np.float32)
        normed: npt.NDArray[np.float32] = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
        return normed


async def build(path: Path, texts: Sequence[str], items: Sequence[dict[str, object]]) -> None:
    async with MemoryVault(path, embedder=RandomVectors()) as vault:
        for at in range(0, len(texts), 5_000):
            await vault.add_many(list(items[at : at + 5_000]))


def rows_only() -> None:
    """Open from the rows, as before issue 18: the saved index neither read nor written."""

    def no_saved(index: SearchIndex) -> bool:
        return False

    def no_save(index: SearchIndex) -> None:
        return None

    SearchIndex._load_saved = no_saved  # type: ignore[method-assign,assignment]
    SearchIndex.save = no_save  # type: ignore[method-assign,assignment]


async def child_open(path: str, user: str) -> dict[str, object]:
    """In a fresh process: the model loaded, then the timed open and first search."""
    embedder = LocalEmbedder()
    embedder.load()
    start = time.perf_counter()
    vault = MemoryVault(path, embedder=embedder)
    await vault.open()
    opened = time.perf_counter()
    hits = await vault.search(QUERY, user_id=user, limit=10)
    first = time.perf_counter()
    steady = current_rss()
    await vault.aclose()
    return {
        "open": opened - start, "first": first - opened, "rss": peak_rss(), "steady": steady,
        "hits": [hit.id for hit in hits],
    }  # fmt: skip


def child(argv: Sequence[str]) -> int:
    """``scale.py --open-child WAY PATH USER``: one measured open."""
    way, path, user = argv
    if way == "rows":
        rows_only()
    print(json.dumps(asyncio.run(child_open(path, user))))
    return 0


def run_child(script: Path, way: str, what: str, path: Path, user: str) -> tuple[float, str]:
    """Wall time and output of one child process: ``open`` (``child``) or ``cli``: the
    ``memvault`` command itself, or (rows) this module run as a script, which puts
    ``rows_only`` in place and runs the same command line."""
    argv = [sys.executable, str(script), "--open-child", way, str(path), user]
    if what == "cli":
        command = ["--db", str(path), "search", QUERY, "--user", user]
        module = ["-m", "memvault"] if way == "saved" else [str(Path(__file__).resolve())]
        argv = [sys.executable, *module, *command]
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=True)
    return time.perf_counter() - start, done.stdout


def measure(script: Path, path: Path, user: str, rounds: int) -> dict[str, dict[str, list[float]]]:
    """``rounds`` rounds, each running every way of each measurement in turn."""
    seen: dict[str, dict[str, list[float]]] = {way: {} for way in WAYS}
    tops: dict[str, list[str]] = {}
    run_child(script, "saved", "open", path, user)  # a file built before saves its index now
    for round_ in range(rounds):
        for way in WAYS if round_ % 2 == 0 else WAYS[::-1]:
            _, out = run_child(script, way, "open", path, user)
            result = json.loads(out)
            tops.setdefault(way, result["hits"])
            assert result["hits"] == tops[way], "the same search gave other results"
            for key in ("open", "first", "rss", "steady"):
                seen[way].setdefault(key, []).append(float(result[key]))
            wall, _ = run_child(script, way, "cli", path, user)
            seen[way].setdefault("cli", []).append(wall)
    assert tops["rows"] == tops["saved"], "the two loads rank differently"
    return seen


def report(n: int, seen: dict[str, dict[str, list[float]]]) -> list[list[str]]:
    """Table rows: median (min-max) of each figure, and saved / rows."""
    rows = []
    for key, label, scale, unit in (
        ("open", "open (MemoryVault.open, model loaded)", 1000, "ms"),
        ("first", "first hybrid search (embedding included)", 1000, "ms"),
        ("cli", "cold `memvault search` (wall)", 1000, "ms"),
        ("rss", "peak RSS (open + search, model)", 1 / 2**20, "MB"),
        ("steady", "RSS after the search (model, index)", 1 / 2**20, "MB"),
    ):
        rows_way, saved_way = (statistics.median(seen[way][key]) for way in WAYS)
        cells = [
            f"{statistics.median(seen[w][key]) * scale:,.0f} {unit} "
            f"({min(seen[w][key]) * scale:,.0f}-{max(seen[w][key]) * scale:,.0f})"
            for w in WAYS
        ]
        rows.append([f"{n:,}", label, *cells, f"{saved_way / rows_way:.2f}"])
    return rows


OPEN_BAR_S = 0.300
"""Issue 18: open a 100k store and answer the first hybrid query within this."""
RSS_BAR = 250 * 2**20
"""Issue 18: the peak RSS of that process, model included."""


def bars(n: int, saved: dict[str, list[float]]) -> list[list[str]]:
    """The issue's bars against the saved way's medians."""
    first = statistics.median(saved["open"]) + statistics.median(saved["first"])
    rss = statistics.median(saved["rss"])
    return [
        [f"{n:,}", "open + first hybrid answer <= 300 ms", f"{first * 1000:,.0f} ms",
         "yes" if first <= OPEN_BAR_S else "NO"],
        [f"{n:,}", "peak RSS <= 250 MB (model included)", f"{rss / 2**20:,.0f} MB",
         "yes" if rss <= RSS_BAR else "NO"],
    ]  # fmt: skip


def load_average() -> str:
    return " / ".join(f"{x:.2f}" for x in os.getloadavg())


if __name__ == "__main__":  # the rows load behind the command line (see ``run_child``)
    from memvault.cli.main import main

    rows_only()
    sys.exit(main(sys.argv[1:]))
