"""PostgreSQL's HNSW index at 100k memories: recall@10 against exact search and latency, for
index builds (``m``, ``ef_construction``) and search candidate lists (``hnsw.ef_search``).

Usage::

    PYTHONPATH=src .venv/bin/python bench/hnsw.py [--size 100000] [--queries 200]
        [--builds 16:128 24:128 32:200] [--ef 100 150 200 300 400]
        [--vector-cache DIR] [--pg-dsn DSN]

The texts and questions are ``bench/scale.py``'s, embedded by the local model (cached as
``.npy`` with ``--vector-cache``), in a table of one vector column on a private pgserver
(PostgreSQL 16 + pgvector) or the server given. Each build is timed; each candidate list
answers every question (top 10, cosine), in a transaction that sets ``hnsw.ef_search``, as
the store does. The truth is exact search in numpy. Printed: recall@10 (mean and the
worst question's), p50 / p95 of the query, and the exact scan's p50 in the same run.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import psycopg
from pg_server import postgres
from report import pct
from scale import cached_vectors, corpus, embed_all, questions

from memvault.embedders.local import LocalEmbedder

Matrix = npt.NDArray[np.float32]
K = 10


def vectors_of(texts: Sequence[str], cache: Path | None) -> Matrix:
    path = cached_vectors(cache, texts)
    if path is not None and path.exists():
        return np.load(path)
    start = time.perf_counter()
    found = asyncio.run(embed_all(LocalEmbedder(), texts))
    print(f"embedded {len(texts):,} texts in {time.perf_counter() - start:.0f} s", flush=True)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.save(path, found)
    return found


def literal(vector: Matrix) -> str:
    return "[" + ",".join(f"{x:.7g}" for x in vector) + "]"


def fill(conn: psycopg.Connection[Any], matrix: Matrix) -> None:
    conn.execute("DROP TABLE IF EXISTS bench_hnsw")
    conn.execute(
        f"CREATE TABLE bench_hnsw (id int PRIMARY KEY, embedding vector({matrix.shape[1]}))"
    )
    with conn.cursor().copy("COPY bench_hnsw (id, embedding) FROM STDIN") as copy:
        for i, row in enumerate(matrix):
            copy.write_row((i, literal(row)))


def ask(
    conn: psycopg.Connection[Any], queries: Matrix, ef: int | None
) -> tuple[list[list[int]], list[float]]:
    found, seconds = [], []
    for query in queries:
        text = literal(query)
        start = time.perf_counter()
        with conn.transaction():
            if ef is None:
                conn.execute("SET LOCAL enable_indexscan = off")
            else:
                conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(ef),))
            rows = conn.execute(
                "SELECT id FROM bench_hnsw ORDER BY embedding <=> %s::vector LIMIT %s", (text, K)
            ).fetchall()
        seconds.append(time.perf_counter() - start)
        found.append([r[0] for r in rows])
    return found, seconds


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--builds", nargs="+", default=["16:128", "24:128", "32:200"])
    parser.add_argument("--ef", type=int, nargs="+", default=[100, 150, 200, 300, 400])
    parser.add_argument("--vector-cache", type=Path)
    parser.add_argument("--pg-dsn")
    parser.add_argument("--work-mem", default="1GB", help="maintenance_work_mem of the builds")
    args = parser.parse_args(argv)
    texts, asked = corpus(args.size), questions(args.queries)
    matrix = vectors_of(texts, args.vector_cache)
    queries = vectors_of(asked, args.vector_cache)
    exact = np.argsort(-(queries @ matrix.T), axis=1)[:, :K]
    truth = [set(map(int, row)) for row in exact]
    with postgres(args.pg_dsn) as dsn, psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        conn.execute("SELECT set_config('maintenance_work_mem', %s, false)", (args.work_mem,))
        start = time.perf_counter()
        fill(conn, matrix)
        print(f"{args.size:,} vectors copied in {time.perf_counter() - start:.0f} s", flush=True)
        _, scan = ask(conn, queries[:20], None)
        print("\n| build (m, ef_construction) | build s | ef_search | recall@10 | worst question |"
              " p50 ms | p95 ms |\n|---|---|---|---|---|---|---|")  # fmt: skip
        for build in args.builds:
            m, construction = (int(x) for x in build.split(":"))
            conn.execute("DROP INDEX IF EXISTS bench_hnsw_index")
            start = time.perf_counter()
            conn.execute(
                "CREATE INDEX bench_hnsw_index ON bench_hnsw USING hnsw (embedding"
                f" vector_cosine_ops) WITH (m = {m}, ef_construction = {construction})"
            )
            built = time.perf_counter() - start
            for ef in args.ef:
                ask(conn, queries[:10], ef)  # warm
                found, seconds = ask(conn, queries, ef)
                shares = [len(set(f) & t) / K for f, t in zip(found, truth, strict=True)]
                p50, p95 = pct(seconds, 50) * 1000, pct(seconds, 95) * 1000
                print(f"| {m}, {construction} | {built:.0f} | {ef} |"
                      f" {statistics.fmean(shares):.3f} | {min(shares):.1f} | {p50:.2f} |"
                      f" {p95:.2f} |", flush=True)  # fmt: skip
        print(f"\nexact scan (no index), same run: p50 {pct(scan, 50) * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
