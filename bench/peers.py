"""memvault beside the embedded stores a user would pick instead (issue 18): Chroma, LanceDB
and sqlite-vec with SQLite FTS5, on the same texts, the same vectors and the same queries.

    .venv/bin/pip install -e '.[bench]'
    .venv/bin/python bench/peers.py [--n 100000] [--queries 200] [--vector-cache DIR]
        [--systems memvault lancedb sqlite-vec chroma] [--dir DIR]

The texts are ``bench/scale.py``'s corpus, all in one user's scope; the vectors are the
local model's (computed once, or read from ``--vector-cache``, the same files as
``scale.py``'s). Each system is filled with the precomputed vectors (storage-only ingest:
nothing is embedded while it is timed), then, in a fresh process each, opened and searched:

* **open**: from nothing in memory to the first answer (the model already loaded);
* **search**: 200 questions, top 10 within the user's scope, the query's embedding included,
  p50 / p95: the vector search of each, and the hybrid one where the system has it (memvault:
  BM25 and vectors fused; LanceDB: its full-text index and vectors fused by RRF; sqlite-vec:
  FTS5's bm25 and vec0 fused by RRF, 50 candidates each, as its documentation shows;
  Chroma: none, vectors filtered by user);
* **recall@10** of each vector search against exact search in numpy;
* **peak RSS** of that process (the model included), **bytes on disk** per memory.

Rounds are not interleaved here (one process per system and figure); the machine's load is
printed with the table, and the ratios to memvault's row are what to compare. Nothing is
downloaded: Chroma's telemetry is off and its default embedding function unused.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import scale
from report import peak_rss, table

from memvault.embedders.local import LocalEmbedder
from memvault.vault.vault import MemoryVault

Matrix = npt.NDArray[np.float32]
USER = scale.USER
K = 10
RRF_K = 60
CANDIDATES = 50
SYSTEMS = ("memvault", "lancedb", "sqlite-vec", "chroma")


# -- filling, one function per system (vectors precomputed) --------------------------------


def fill_memvault(path: Path, texts: Sequence[str], vectors: Matrix) -> None:
    store = path / "memvault.db"
    embedder = scale.CachedEmbedder(LocalEmbedder(), texts, vectors)

    async def run() -> None:
        async with MemoryVault(store, embedder=embedder) as vault:
            for at in range(0, len(texts), 5_000):
                await vault.add_many(scale.items(texts[at : at + 5_000], at))

    asyncio.run(run())


def fill_lancedb(path: Path, texts: Sequence[str], vectors: Matrix) -> None:
    import lancedb
    import pyarrow as pa

    db = lancedb.connect(path / "lance")
    schema = pa.schema([
        pa.field("id", pa.int64()), pa.field("user", pa.string()), pa.field("text", pa.string()),
        pa.field("vector", pa.list_(pa.float32(), vectors.shape[1])),
    ])  # fmt: skip
    table = db.create_table("memories", schema=schema)
    for at in range(0, len(texts), 10_000):
        part = vectors[at : at + 10_000]
        table.add(pa.table({
            "id": pa.array(range(at, at + len(part)), pa.int64()),
            "user": pa.array([USER] * len(part)),
            "text": pa.array(list(texts[at : at + 10_000])),
            "vector": pa.FixedSizeListArray.from_arrays(pa.array(part.ravel()), vectors.shape[1]),
        }, schema=schema))  # fmt: skip
    with warnings.catch_warnings():  # the 0.40 names still work; their successors are newer
        warnings.simplefilter("ignore")
        table.create_fts_index("text")
        table.create_scalar_index("user")


def _sqlite_vec(path: Path) -> Any:
    """A connection that can load sqlite-vec: ``sqlean.py``'s SQLite, since a Python built
    without extension loading (pyenv's default) has no ``enable_load_extension``."""
    import sqlean
    import sqlite_vec

    conn = sqlean.connect(str(path / "sqlite-vec.db"))
    conn.enable_load_extension(True)
    sqlite_vec.load(conn)
    conn.enable_load_extension(False)
    return conn


def fill_sqlite_vec(path: Path, texts: Sequence[str], vectors: Matrix) -> None:
    conn = _sqlite_vec(path)
    dim = vectors.shape[1]
    conn.executescript(f"""
        PRAGMA journal_mode = WAL;
        CREATE VIRTUAL TABLE vectors USING vec0(
            user TEXT PARTITION KEY, embedding float[{dim}] distance_metric=cosine);
        CREATE VIRTUAL TABLE texts USING fts5(text, user UNINDEXED);
    """)
    with conn:
        conn.executemany(
            "INSERT INTO vectors(rowid, user, embedding) VALUES (?, ?, ?)",
            ((i + 1, USER, v.tobytes()) for i, v in enumerate(vectors)),
        )
        conn.executemany(
            "INSERT INTO texts(rowid, text, user) VALUES (?, ?, ?)",
            ((i + 1, t, USER) for i, t in enumerate(texts)),
        )
    conn.close()


def _chroma(path: Path) -> Any:
    import chromadb
    from chromadb.config import Settings

    client = chromadb.PersistentClient(
        path=str(path / "chroma"), settings=Settings(anonymized_telemetry=False)
    )
    return client, client.get_or_create_collection(
        "memories", embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
    )


def fill_chroma(path: Path, texts: Sequence[str], vectors: Matrix) -> None:
    client, collection = _chroma(path)
    batch = min(5_000, client.get_max_batch_size())
    for at in range(0, len(texts), batch):
        collection.add(
            ids=[str(i) for i in range(at, min(at + batch, len(texts)))],
            embeddings=vectors[at : at + batch],
            documents=list(texts[at : at + batch]),
            metadatas=[{"user": USER}] * len(texts[at : at + batch]),
        )


FILL: dict[str, Callable[[Path, Sequence[str], Matrix], None]] = {
    "memvault": fill_memvault, "lancedb": fill_lancedb, "sqlite-vec": fill_sqlite_vec,
    "chroma": fill_chroma,
}  # fmt: skip


# -- searching: each returns the corpus rows of its top K --------------------------------


class Searcher:
    """One system opened on its files: ``vector`` and (where it has one) ``hybrid`` search
    in ``USER``'s scope, each giving corpus row numbers, best first."""

    hybrid: Callable[[str, Matrix], list[int]] | None = None

    def vector(self, query: Matrix) -> list[int]:
        raise NotImplementedError


class MemvaultSearcher(Searcher):
    def __init__(self, path: Path, embedder: LocalEmbedder, texts: Sequence[str]) -> None:
        self._rows = {t: i for i, t in enumerate(texts)}
        self._vault = MemoryVault(path / "memvault.db", embedder=embedder)
        asyncio.run(self._vault.open())
        self._store = self._vault.backend
        self.hybrid = self._hybrid

    def _hybrid(self, text: str, query: Matrix) -> list[int]:
        hits = asyncio.run(self._vault.search(text, user_id=USER, limit=K))
        return [self._rows[h.content] for h in hits]

    def vector(self, query: Matrix) -> list[int]:
        from memvault.core.records import Selection

        hits = asyncio.run(self._store.vector_search(query, Selection(user_id=USER), K))
        return [self._rows[e.content] for e, _ in hits]


class LanceSearcher(Searcher):
    def __init__(self, path: Path) -> None:
        import lancedb

        self._table = lancedb.connect(path / "lance").open_table("memories")
        self.hybrid = self._hybrid

    def vector(self, query: Matrix) -> list[int]:
        found = (
            self._table.search(query).metric("cosine").where(f"user = '{USER}'", prefilter=True)
            .limit(K).select(["id"]).to_list()
        )  # fmt: skip
        return [int(r["id"]) for r in found]

    def _hybrid(self, text: str, query: Matrix) -> list[int]:
        found = (
            self._table.search(query_type="hybrid").vector(query).text(text)
            .where(f"user = '{USER}'", prefilter=True).limit(K).select(["id"]).to_list()
        )  # fmt: skip
        return [int(r["id"]) for r in found]


class SqliteVecSearcher(Searcher):
    def __init__(self, path: Path) -> None:
        self._conn = _sqlite_vec(path)
        self.hybrid = self._hybrid

    def _nearest(self, query: Matrix, k: int) -> list[int]:
        rows = self._conn.execute(
            "SELECT rowid FROM vectors WHERE embedding MATCH ? AND k = ? AND user = ?"
            " ORDER BY distance",
            (query.tobytes(), k, USER),
        ).fetchall()
        return [r[0] - 1 for r in rows]

    def vector(self, query: Matrix) -> list[int]:
        return self._nearest(query, K)

    def _hybrid(self, text: str, query: Matrix) -> list[int]:
        words = " OR ".join(f'"{w}"' for w in text.replace('"', " ").split())
        keyword = [
            r[0] - 1
            for r in self._conn.execute(
                "SELECT rowid FROM texts WHERE texts MATCH ? AND user = ? ORDER BY rank LIMIT ?",
                (words, USER, CANDIDATES),
            )
        ]
        return _rrf([keyword, self._nearest(query, CANDIDATES)])


class ChromaSearcher(Searcher):
    def __init__(self, path: Path) -> None:
        self._client, self._collection = _chroma(path)

    def vector(self, query: Matrix) -> list[int]:
        found = self._collection.query(
            query_embeddings=[query], n_results=K, where={"user": USER}, include=[]
        )
        return [int(i) for i in found["ids"][0]]


def _rrf(rankings: Sequence[Sequence[int]]) -> list[int]:
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, row in enumerate(ranking):
            scores[row] = scores.get(row, 0.0) + 1.0 / (RRF_K + rank + 1)
    return sorted(scores, key=lambda r: -scores[r])[:K]


def searcher(system: str, path: Path, embedder: LocalEmbedder, texts: Sequence[str]) -> Searcher:
    if system == "memvault":
        return MemvaultSearcher(path, embedder, texts)
    return {"lancedb": LanceSearcher, "sqlite-vec": SqliteVecSearcher,
            "chroma": ChromaSearcher}[system](path)  # fmt: skip


# -- the child process: open, search, report -------------------------------------------------


def child(system: str, path: Path, n: int, queries: int) -> dict[str, Any]:
    """In a fresh process: the model loaded, then the timed open and first answer, then
    every question both ways; the peak RSS."""
    texts = scale.corpus(n)
    questions = scale.questions(queries)
    embedder = LocalEmbedder()
    embedder.load()
    asyncio.run(embedder.embed(["warm up"]))

    def embed(text: str) -> Matrix:
        vector: Matrix = asyncio.run(embedder.embed([text]))[0]
        return vector

    start = time.perf_counter()
    opened = searcher(system, path, embedder, texts)
    first_query = embed(questions[0])
    (opened.hybrid or (lambda _, q: opened.vector(q)))(questions[0], first_query)
    open_s = time.perf_counter() - start
    seconds: dict[str, list[float]] = {"vector": [], "hybrid": []}
    found: list[list[int]] = []
    for question in questions:
        begin = time.perf_counter()
        query = embed(question)
        found.append(opened.vector(query))
        seconds["vector"].append(time.perf_counter() - begin)
        if opened.hybrid is not None:
            begin = time.perf_counter()
            opened.hybrid(question, embed(question))
            seconds["hybrid"].append(time.perf_counter() - begin)
    return {"open": open_s, "seconds": seconds, "found": found, "rss": peak_rss()}


# -- the parent: fill, measure, report -------------------------------------------------------


def disk_bytes(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())


def vectors_for(texts: Sequence[str], cache: Path | None) -> Matrix:
    path = scale.cached_vectors(cache, texts)
    if path is not None and path.exists():
        loaded: Matrix = np.load(path)
        return loaded
    vectors = asyncio.run(scale.embed_all(LocalEmbedder(), texts))
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.save(path, vectors)
    return vectors


def exact(vectors: Matrix, questions: Sequence[str]) -> list[set[int]]:
    queries = asyncio.run(scale.embed_all(LocalEmbedder(), questions))
    return [set(scale.exact_top(vectors, q, K).tolist()) for q in queries]


def p(values: list[float], q: float) -> float:
    return float(np.percentile(values, q)) * 1000 if values else float("nan")


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    if args.child:
        system, path = args.child
        print(json.dumps(child(system, Path(path), args.n, args.queries)))
        return 0
    folder = args.dir or Path(tempfile.mkdtemp(prefix="memvault-peers-"))
    texts = scale.corpus(args.n)
    vectors = vectors_for(texts, args.vector_cache)
    truth = exact(vectors, scale.questions(args.queries))
    print(f"peers bench: {args.n:,} memories, {args.queries} queries, {os.cpu_count()} CPUs,"
          f" load {scale.load()}", flush=True)  # fmt: skip
    rows = []
    for system in args.systems:
        where = folder / system
        shutil.rmtree(where, ignore_errors=True)
        where.mkdir(parents=True)
        start = time.perf_counter()
        FILL[system](where, texts, vectors)
        ingest = args.n / (time.perf_counter() - start)
        done = subprocess.run(
            [sys.executable, __file__, "--child", system, str(where), "--n", str(args.n),
             "--queries", str(args.queries)],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        result = json.loads(done.stdout.strip().splitlines()[-1])
        recall = statistics.mean(
            len(set(f) & t) / K for f, t in zip(result["found"], truth, strict=True)
        )
        vector, hybrid = result["seconds"]["vector"], result["seconds"]["hybrid"]
        rows.append([
            system, f"{ingest:,.0f}", f"{disk_bytes(where) / args.n:,.0f}",
            f"{result['open'] * 1000:,.0f}", f"{p(vector, 50):.1f} / {p(vector, 95):.1f}",
            f"{p(hybrid, 50):.1f} / {p(hybrid, 95):.1f}" if hybrid else "-",
            f"{recall:.3f}", f"{result['rss'] / 2**20:,.0f}",
        ])  # fmt: skip
        print(f"[{time.strftime('%H:%M:%S')}] {system} done: load {scale.load()}", flush=True)
    print(f"\n## {args.n:,} memories in one user's scope, top {K}, query embedding included\n")
    print(table(
        ["system", "ingest rows/s (vectors given)", "bytes / memory", "open + first answer ms",
         "vector p50 / p95 ms", "hybrid p50 / p95 ms", "vector recall@10", "peak RSS MB"],
        rows,
    ))  # fmt: skip
    print(f"\nfiles in {folder}; load at the end {scale.load()}")
    return 0


def parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--systems", nargs="+", choices=SYSTEMS, default=list(SYSTEMS))
    parser.add_argument("--vector-cache", type=Path, help="keep the corpus vectors here")
    parser.add_argument("--dir", type=Path, help="where the stores go (default: a temp dir)")
    parser.add_argument("--child", nargs=2, metavar=("SYSTEM", "PATH"), help=argparse.SUPPRESS)
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(main())
