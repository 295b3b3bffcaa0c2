"""Cold start of a filled SQLite store (issue 13 B): ``bench/scale.py --open N [N ...]``.

For each size, one store of the scale corpus in one user's scope is written once (vectors
are random unit vectors recorded under the ``LocalEmbedder``'s name and width, so the CLI and
the default embedder can search it: the timings are those of real vectors, the rankings are
not meaningful). Then, in rounds that alternate the two ways (the machine's load moves the
absolute figures, so compare the ratios), each in a fresh process:

* ``open``: ``MemoryVault.open()`` of the file (the in-memory index is loaded then), with the
  model already loaded; then the first hybrid search, query embedding included; the peak RSS.
  The *old* way is the load of before issue 13 B, run in the same process set-up: every row
  read, its text tokenised and stemmed, the index built row by row (``old_load``).
* ``cli``: ``memvault --db FILE search QUERY --user U``, end to end (interpreter start,
  imports, model load, open, search), wall time; the old way runs the same CLI with
  ``old_load`` in place of the load.
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

from memvault.embedders.local import LocalEmbedder
from memvault.policy.text import index_terms
from memvault.stores.sqlite.rows import read_span
from memvault.stores.sqlite.search import SearchIndex
from memvault.stores.sqlite.vectors import VectorMatrix
from memvault.vault.vault import MemoryVault

QUERY = "what food does Alice love"
WAYS = ("old", "new")


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
            await vault.add_many(list(items[at : at + 5_000]))  # type: ignore[arg-type]


def old_load(index: SearchIndex) -> None:
    """``SearchIndex.load`` as it was before issue 13 B (commit 7701abb): every memory read
    as a row, its text tokenised, the index built through ``VectorMatrix.add``."""
    from memvault.stores.sqlite.refresh import position, snapshot

    index.changed()
    dim = index._matrix.dim
    fresh = VectorMatrix(dim)
    with index._db.read() as conn, snapshot(conn, index._check_embedder) as version:
        rows = conn.execute(
            "SELECT seq, user_id, agent_id, session_id, kind, vector, content, occurred_at,"
            " valid_to, expires_at FROM memories ORDER BY seq"
        ).fetchall()
        at = position(conn, version)
    if rows:
        fresh.add(
            [r[0] for r in rows],
            np.frombuffer(b"".join(r[5] for r in rows), np.float32).reshape(len(rows), dim),
            [(r[1], r[2], r[3], r[4]) for r in rows],
            [index_terms(r[6]) for r in rows],
            [read_span(*r[7:]) for r in rows],
        )
    index.rows_read += len(rows)
    index._matrix, index._position = fresh, at
    index.loads += 1


async def child_open(path: str, user: str) -> dict[str, object]:
    """In a fresh process: the model loaded, then the timed open and first search."""
    import resource

    embedder = LocalEmbedder()
    embedder.load()
    start = time.perf_counter()
    vault = MemoryVault(path, embedder=embedder)
    await vault.open()
    opened = time.perf_counter()
    hits = await vault.search(QUERY, user_id=user, limit=10)
    first = time.perf_counter()
    await vault.aclose()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return {
        "open": opened - start, "first": first - opened, "rss": rss,
        "hits": [hit.id for hit in hits],
    }  # fmt: skip


def child(argv: Sequence[str]) -> int:
    """``scale.py --open-child WAY PATH USER``: one measured open."""
    way, path, user = argv
    if way == "old":
        SearchIndex.load = old_load  # type: ignore[method-assign]
    print(json.dumps(asyncio.run(child_open(path, user))))
    return 0


def run_child(script: Path, way: str, what: str, path: Path, user: str) -> tuple[float, str]:
    """Wall time and output of one child process: ``open`` (``child``) or ``cli``: the
    ``memvault`` command itself, or (old) this module run as a script, which puts
    ``old_load`` in place and runs the same command line."""
    argv = [sys.executable, str(script), "--open-child", way, str(path), user]
    if what == "cli":
        command = ["--db", str(path), "search", QUERY, "--user", user]
        module = ["-m", "memvault"] if way == "new" else [str(Path(__file__).resolve())]
        argv = [sys.executable, *module, *command]
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=True)
    return time.perf_counter() - start, done.stdout


def measure(script: Path, path: Path, user: str, rounds: int) -> dict[str, dict[str, list[float]]]:
    """``rounds`` rounds, each running every way of each measurement in turn."""
    seen: dict[str, dict[str, list[float]]] = {way: {} for way in WAYS}
    tops: dict[str, list[str]] = {}
    for round_ in range(rounds):
        for way in WAYS if round_ % 2 == 0 else WAYS[::-1]:
            _, out = run_child(script, way, "open", path, user)
            result = json.loads(out)
            tops.setdefault(way, result["hits"])
            assert result["hits"] == tops[way], "the same search gave other results"
            for key in ("open", "first", "rss"):
                seen[way].setdefault(key, []).append(float(result[key]))
            wall, _ = run_child(script, way, "cli", path, user)
            seen[way].setdefault("cli", []).append(wall)
    assert tops["old"] == tops["new"], "the old and the new load rank differently"
    return seen


def report(n: int, seen: dict[str, dict[str, list[float]]]) -> list[list[str]]:
    """Table rows: median (min-max) of each figure, and new / old."""
    rows = []
    for key, label, scale, unit in (
        ("open", "open (MemoryVault.open, model loaded)", 1000, "ms"),
        ("first", "first hybrid search (embedding included)", 1000, "ms"),
        ("cli", "cold `memvault search` (wall)", 1000, "ms"),
        ("rss", "peak RSS (open + search, model)", 1 / 2**20, "MB"),
    ):
        old, new = (statistics.median(seen[way][key]) for way in WAYS)
        cells = [
            f"{statistics.median(seen[w][key]) * scale:,.0f} {unit} "
            f"({min(seen[w][key]) * scale:,.0f}-{max(seen[w][key]) * scale:,.0f})"
            for w in WAYS
        ]
        rows.append([f"{n:,}", label, *cells, f"{new / old:.2f}"])
    return rows


def load_average() -> str:
    return " / ".join(f"{x:.2f}" for x in os.getloadavg())


if __name__ == "__main__":  # the old load behind the command line (see ``run_child``)
    from memvault.cli.main import main

    SearchIndex.load = old_load  # type: ignore[method-assign]
    sys.exit(main(sys.argv[1:]))
