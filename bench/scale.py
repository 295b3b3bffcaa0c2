"""Scale benchmark: bulk-add throughput, search latency, recall and size on disk at 1k-100k
memories in one user's scope, for the SQLite and the PostgreSQL (pgvector) stores.

Usage::

    .venv/bin/python bench/scale.py [--sizes 1000 10000 100000 | --quick] [--stores sqlite postgres]
        [--queries 200] [--pg-dsn DSN] [--vector-cache DIR] [--results DIR]
    .venv/bin/python bench/scale.py --open 5000 100000 [--rounds 5] [--open-dir DIR]

``--open`` measures only the cold start of a filled SQLite store, the index read from the
rows (before issue 18) against the index saved beside the file (today's), each in fresh
processes (``bench/open_time.py`` says how).

Everything runs with the real ``LocalEmbedder`` (all-MiniLM-L6-v2, int8 ONNX) in one process:

* Memories are synthetic chat facts and messages (templates x vocabulary, seeded, 10-20
  words each, all distinct), all in the scope of one user; the sizes are prefixes of one
  corpus. Queries are 200+ distinct questions about the same vocabulary.
* Throughput: the embedder alone on the first ``--throughput-size`` texts (64 a call, as the
  vault sends them), then ``vault.add_many`` of the same texts into an empty store. The bar:
  add_many keeps >= 80 % of the embedder's texts/s.
* The stores are then filled up to each size through a caching embedder that returns the
  vectors computed once (the rest of the corpus is embedded once, timed as the embedder's
  throughput at scale), so a 100k build does not embed 100k texts per store.
* Search: ``vault.search(query, user_id=..., limit=10)`` with the KEYWORD, SEMANTIC and HYBRID
  (default) presets, timed per query including the query's embedding; the embedding alone is
  timed too. The baseline is exact search in numpy over the same vectors in the same run
  (``matrix @ q`` + ``argpartition``), also the ground truth of recall@10 for each store's
  vector search (the SQLite store is exact up to ``PREFILTER_ROWS`` memories in scope and
  prefilters by sign bits above; PostgreSQL uses its HNSW index above ``exact_search_rows``
  and is also measured with the index forced).
* Open: how long a new store object takes to open the filled store (SQLite loads its
  in-memory search index then).
* Size: bytes on disk per memory: the SQLite file after a WAL checkpoint, and PostgreSQL's
  ``pg_total_relation_size`` of the store's tables (indexes and TOAST included).

Tables are printed as markdown; plots go to ``bench/results/`` when matplotlib is installed.
Without ``--pg-dsn`` a private PostgreSQL with pgvector is started by ``pgserver`` (the dev
extra) in a temporary folder and deleted at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parent))
import open_time
import plots
from pg_server import postgres
from report import pct, table

from memvault.core.protocols import Embedder
from memvault.core.records import Selection
from memvault.core.stores import RecordStore
from memvault.embedders.local import LocalEmbedder
from memvault.policy.search import HYBRID, KEYWORD, SEMANTIC, SearchConfig
from memvault.stores.postgres.schema import CREATE_HNSW, Tables
from memvault.stores.sqlite import SQLiteStore
from memvault.stores.sqlite.vectors import PREFILTER_ROWS
from memvault.vault.vault import MemoryVault

Matrix = npt.NDArray[np.float32]

RESULTS = Path(__file__).resolve().parent / "results"
USER = "user-1"
INGEST_BAR = 30_000
"""Issue 18: storage-only ingest on SQLite, rows a second (vectors given)."""
K = 10
PRESETS: dict[str, SearchConfig] = {"keyword": KEYWORD, "semantic": SEMANTIC, "hybrid": HYBRID}
HYBRID_BAR_MS = 15.0
ADD_BAR = 0.8

# -- the corpus ---------------------------------------------------------------------------


def _list(text: str) -> list[str]:
    return [part.strip() for part in text.split(",")]


def _words(text: str) -> list[str]:
    return text.split()


NAMES = _words(
    "Alice Bob Carol Dave Erin Frank Grace Heidi Ivan Judy Mallory Niaj Olivia Peggy Rupert"
    " Sybil Trent Victor Walter Xena Yusuf Zoe Amara Bilal Chen Dmitri Elena Farah Gustavo"
    " Hana Ines Jonas Kenji Leila Mateo Nadia Omar Priya Quentin Rosa Samir Tomas Uma Vera"
    " Wen Ximena Yara Zeke Aiko Bruno Chloe Diego Emeka Fiona Goran Hugo Isla Jamal Kaia Luca"
    " Maya Nico Oskar Paloma Ravi Sofia Tariq Ulla Viktor Wanda Yosef Zainab Anika Bastian"
    " Carmen Darius Esme Felix Gita Hamid Ilse Joao Katya Lars Mina Nils Orla Pavel Rhea Stefan"
)
RELATIONS = _words(
    "sister brother cousin aunt uncle neighbour colleague boss friend roommate mentor"
    " grandmother grandfather niece nephew partner"
)
CITIES = _words(
    "Lisbon Porto Madrid Seville Paris Lyon Berlin Hamburg Munich Vienna Prague Warsaw Krakow"
    " Budapest Rome Milan Naples Athens Istanbul Cairo Nairobi Lagos Accra Tunis Dubai Mumbai"
    " Delhi Bangalore Dhaka Bangkok Hanoi Manila Jakarta Singapore Seoul Busan Tokyo Osaka"
    " Sapporo Sydney Melbourne Auckland Lima Bogota Quito Santiago Montevideo Toronto"
    " Vancouver Montreal Chicago Denver Austin Boston Seattle Oslo Bergen Helsinki Tallinn"
    " Riga Dublin Cork Edinburgh Glasgow Leeds Bristol Brighton Antwerp Ghent Utrecht Zurich"
)
FOODS = _list(
    "sushi, ramen, tacos, pho, curry, dumplings, falafel, paella, risotto, lasagna, pierogi,"
    " goulash, kimchi, bibimbap, shakshuka, hummus, croissants, bagels, pancakes, waffles,"
    " oysters, mussels, lentil soup, mushroom pizza, burritos, empanadas, ceviche, gnocchi,"
    " baklava, cheesecake, tiramisu, churros, couscous, tagine, biryani, samosas, noodles,"
    " tofu, tempeh, quinoa"
)
CUISINES = _words(
    "Thai Vietnamese Ethiopian Lebanese Peruvian Georgian Korean Japanese Mexican Indian"
    " Turkish Greek Moroccan Portuguese Sichuan Cantonese Basque Sicilian Nepali Filipino"
)
PLACES = _list(
    "station, harbour, market, library, museum, cathedral, riverside park, campus, stadium,"
    " old town, airport, beach, boulevard, bakery, gym, office, theatre, bridge, square"
)
JOBS = _list(
    "nurse, architect, data analyst, teacher, pilot, chef, lawyer, photographer, electrician,"
    " pharmacist, translator, designer, engineer, accountant, journalist, librarian, carpenter,"
    " veterinarian, dentist, researcher"
)
COMPANIES = _list(
    "startup, hospital, university, bank, studio, agency, airline, bakery, brewery, law firm,"
    " museum, newspaper, clinic, school, factory, lab, bookshop, hotel, shipyard, winery"
)
PETS = _words("dog cat parrot rabbit hamster tortoise ferret goldfish gecko pony")
PET_NAMES = _words(
    "Biscuit Pepper Mochi Nugget Luna Pixel Waffles Ziggy Tofu Pickles Olive Mango Rocket"
    " Noodle Cricket Maple Juniper Pretzel Clover Sprocket"
)
ALLERGENS = _words("peanuts shellfish pollen gluten dust lactose penicillin bees latex sesame")
MONTHS = _words(
    "January February March April May June July August September October November December"
)
WEEKDAYS = _words("Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
PROJECTS = _words(
    "Atlas Beacon Comet Delta Ember Falcon Glacier Harbor Iris Juniper Kestrel Lumen"
    " Meridian Nimbus Orbit Prism Quasar Rook Summit Tundra"
)
SKILLS = _words(
    "guitar piano salsa pottery Spanish Japanese chess climbing sailing knitting"
    " woodworking calligraphy surfing yoga Portuguese coding baking photography"
)
TOPICS = _list(
    "politics, football, climate change, remote work, the housing market, electric cars,"
    " vaccines, space travel, cryptocurrency, school lunches, tax reform, the new stadium,"
    " public transport, vegan diets, artificial intelligence, tourism"
)
BOOK_ADJ = _words("Silent Hidden Burning Endless Broken Golden Distant Quiet Frozen Crimson")
BOOK_NOUN = _words(
    "River Garden Kingdom Orchard Lighthouse Archive Mountain Harbour Forest Letters"
)
AUTHORS = _words("Okafor Lindqvist Moreau Tanaka Haddad Novak Alvarez Petrov Nakamura Osei")
DEVICES = _words("phone laptop tablet headphones smartwatch camera e-reader drone")
EVENTS = _list("concert, flight, meeting, hike, wedding, road trip, conference, lecture")
BILLS = _words("electricity water internet phone rent insurance gas gym")
DRINKS = _list("espresso, green tea, oat lattes, chai, matcha, cold brew, hot chocolate, lemonade")
PLANTS = _list("basil, fern, orchid, cactus, monstera, lavender, rosemary, bonsai, tomato plant")
ROOMS = _list("kitchen, bedroom, bathroom, living room, office, balcony")
ADJS = _words("cozy tiny busy quiet fancy rustic modern noisy charming crowded")
LODGINGS = _words("hostel cabin guesthouse hotel apartment farmhouse")
STATES = _words("droopy yellow dry sad brown wilted")

TEMPLATES = (
    "{name} said they really love {food} and want to try the {cuisine} place near the {place}",
    "My {relation} {name} moved to {city} in {month} to work as a {job} at a {company}",
    "Remember that {name}'s {pet} is called {pet_name} and is allergic to {allergen}",
    "We booked a trip to {city} for {month}, staying {n} nights in a {adj} {lodging}",
    "{name} prefers {drink} over coffee and usually orders it with extra foam after {n} pm",
    "The meeting with {name} about the {project} project moved to {weekday} at {n} o'clock",
    "I started learning {skill} last {month} and practice for {m} minutes every {weekday}",
    "{name} recommended the book The {book_adj} {book_noun} by {author} when we discussed {topic}",
    "My {device} died again during the {event} in {city}, so I need a new charger soon",
    "{name} ran a half marathon in {city} and finished in {m} minutes, a new personal best",
    "Need to pay the {bill} bill of {m} dollars before {weekday} or there is a late fee",
    "{name} and I argued about {topic} over {food}, but we agreed on {topic2} at least",
    "Our {relation} {name} turns {n}0 on {month} {day}; planning a {adj} party at the {place}",
    "I keep forgetting to water the {plant} in the {room}, it looks {state} again this week",
    "The doctor told {name} to avoid {food} and to walk for {m} minutes a day for {n} weeks",
    "Did the {company} in {city} ever reply to {name} about the {job} position from {month}?",
    "{name} lent me their {device} for the {event} and wants it back by {weekday} evening",
    "Last {weekday} {name} cooked {cuisine} {food} for the whole team at the {project} offsite",
    "Note to self: {name} hates {food} but will happily eat {food2} any day of the week",
    "{name} is saving for a flat in {city} and hopes to move there before next {month}",
)

QUESTIONS = (
    "what food does {name} love",
    "where did my {relation} move to",
    "what is the name of {name}'s {pet}",
    "what is {name} allergic to",
    "when is our trip to {city}",
    "what does {name} like to drink",
    "when is the {project} project meeting",
    "how long do I practice {skill}",
    "which book did {name} recommend",
    "what happened to my {device}",
    "how fast did {name} run in {city}",
    "when is the {bill} bill due",
    "what did {name} and I argue about",
    "when is {name}'s birthday party",
    "which plant needs watering in the {room}",
    "what did the doctor tell {name}",
    "did {name} hear back about the {job} job",
    "who borrowed my {device}",
    "who cooked {cuisine} food for the team",
    "what food does {name} hate",
    "where is {name} saving to buy a flat",
    "any {cuisine} restaurant recommendations near the {place}",
    "who works as a {job} in {city}",
    "plans for {month}",
)


def _fill(template: str, rng: random.Random) -> str:
    food, food2 = rng.sample(FOODS, 2)
    topic, topic2 = rng.sample(TOPICS, 2)
    values = {
        "name": rng.choice(NAMES), "relation": rng.choice(RELATIONS), "city": rng.choice(CITIES),
        "food": food, "food2": food2, "cuisine": rng.choice(CUISINES), "place": rng.choice(PLACES),
        "job": rng.choice(JOBS), "company": rng.choice(COMPANIES), "pet": rng.choice(PETS),
        "pet_name": rng.choice(PET_NAMES), "allergen": rng.choice(ALLERGENS),
        "month": rng.choice(MONTHS), "weekday": rng.choice(WEEKDAYS), "n": rng.randint(2, 9),
        "m": rng.randint(10, 240), "day": rng.randint(1, 28), "project": rng.choice(PROJECTS),
        "skill": rng.choice(SKILLS), "topic": topic, "topic2": topic2,
        "book_adj": rng.choice(BOOK_ADJ), "book_noun": rng.choice(BOOK_NOUN),
        "author": rng.choice(AUTHORS), "device": rng.choice(DEVICES), "event": rng.choice(EVENTS),
        "bill": rng.choice(BILLS), "drink": rng.choice(DRINKS), "plant": rng.choice(PLANTS),
        "room": rng.choice(ROOMS), "adj": rng.choice(ADJS), "lodging": rng.choice(LODGINGS),
        "state": rng.choice(STATES),
    }  # fmt: skip
    return template.format(**values)


def corpus(n: int, seed: int = 7) -> list[str]:
    """``n`` distinct memories; a smaller ``n`` gives a prefix of a larger one's list."""
    rng = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < n:
        seen.setdefault(_fill(rng.choice(TEMPLATES), rng))
    return list(seen)


def questions(n: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < n:
        seen.setdefault(_fill(rng.choice(QUESTIONS), rng))
    return list(seen)


def items(texts: Sequence[str], start: int) -> list[dict[str, Any]]:
    """``add_many`` items: one user; facts and messages alternating, 40 to a session."""
    return [
        {"content": t, "user_id": USER, "kind": "fact" if (start + i) % 2 else "message",
         "session_id": f"s{(start + i) // 40}"}
        for i, t in enumerate(texts)
    ]  # fmt: skip


# -- embedding ----------------------------------------------------------------------------


class CachedEmbedder:
    """The vectors of texts embedded once, under the real embedder's name; other texts go
    to the real embedder. Only for filling stores fast: the vectors are the real ones."""

    def __init__(self, inner: Embedder, texts: Sequence[str], vectors: Matrix) -> None:
        self.inner = inner
        self._rows = {t: i for i, t in enumerate(texts)}
        self._vectors = vectors

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dim(self) -> int:
        return self.inner.dim

    async def embed(self, texts: Sequence[str]) -> Matrix:
        rows = [self._rows.get(t, -1) for t in texts]
        if -1 in rows:
            return await self.inner.embed(texts)
        return self._vectors[rows]


async def embed_all(embedder: Embedder, texts: Sequence[str], batch: int = 64) -> Matrix:
    parts = [await embedder.embed(texts[i : i + batch]) for i in range(0, len(texts), batch)]
    return np.vstack(parts).astype(np.float32) if parts else np.zeros((0, embedder.dim), np.float32)


def cached_vectors(cache: Path | None, texts: Sequence[str]) -> Path | None:
    if cache is None:
        return None
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]
    return cache / f"scale-vectors-{len(texts)}-{digest}.npy"


# -- machine ------------------------------------------------------------------------------


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} / {five:.2f} / {fifteen:.2f}"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


# -- stores -------------------------------------------------------------------------------


@dataclass
class Backend:
    """One store under test and how to measure what it holds."""

    name: str
    store: RecordStore
    dsn: str | None = None
    path: Path | None = None
    prefix: str = "memvault"
    extra: list[Any] = field(default_factory=list)  # stores to close at the end

    def bytes_on_disk(self) -> int:
        if self.path is not None:
            with sqlite3.connect(self.path) as conn:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            wal = Path(f"{self.path}-wal")
            return self.path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)
        import psycopg

        assert self.dsn is not None
        names = "memories memory_events store_meta terms postings scope_stats user_stats"
        tables = [f"{self.prefix}_{t}" for t in names.split()]
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            conn.execute("VACUUM ANALYZE")
            row = conn.execute(
                "SELECT sum(pg_total_relation_size(t::regclass)) FROM unnest(%s::text[]) AS t",
                (tables,),
            ).fetchone()
        assert row is not None
        return int(row[0])

    def filler(self) -> RecordStore:
        """The store to fill through: PostgreSQL's leaves the HNSW index to ``bulk_load``."""
        if self.dsn is None:
            return self.store
        from memvault.stores.postgres import PostgresStore

        filler = PostgresStore(self.dsn, table_prefix=self.prefix, rebuild_index_rows=None)
        self.extra.append(filler)
        return filler

    @contextmanager
    def bulk_load(self) -> Iterator[None]:
        """PostgreSQL: drop the HNSW index for the fill and build it again afterwards (the
        same definition the store makes): kept up row by row, it costs ~5-10 ms a memory.
        Then vacuum and analyze the store's tables, as after any bulk load: autovacuum
        otherwise does it during the first searches (measured: hybrid p50 +3 ms); and take a
        checkpoint, so that the searches are timed in the steady state that follows a load."""
        if self.dsn is None:
            yield
            return
        import psycopg

        index = f"{self.prefix}_embedding_hnsw"
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            conn.execute(f"DROP INDEX IF EXISTS {index}")
        yield
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            conn.execute("SET maintenance_work_mem = '1GB'")
            conn.execute(Tables.of(self.prefix).sql(CREATE_HNSW))
            # What autovacuum would otherwise do during the searches that follow.
            tables = ", ".join(
                f"{self.prefix}_{name}" for name in ("memories", "terms", "postings", "scope_stats")
            )
            conn.execute(f"VACUUM (ANALYZE) {tables}")
            # Write the load out now, not while the searches are timed (the checkpointer
            # otherwise flushes ~1 GB of dirty pages in the background during them).
            conn.execute("CHECKPOINT")

    async def close(self) -> None:
        for store in [self.store, *self.extra]:
            await store.aclose()


def sqlite_path(n: int) -> str:
    if n > PREFILTER_ROWS:
        return "sign-bit prefilter, exact rerank"
    return "exact (matrix)"


async def open_seconds(backend: Backend, embedder: Embedder) -> float:
    """How long a new store object takes to open the filled store (SQLite loads its search
    index into memory here)."""
    store = SQLiteStore(backend.path) if backend.path is not None else None
    if store is None:
        from memvault.stores.postgres import PostgresStore

        store = PostgresStore(backend.dsn or "", table_prefix=backend.prefix)
    start = time.perf_counter()
    await store.open(embedder.name, embedder.dim)
    seconds = time.perf_counter() - start
    await store.aclose()
    return seconds


def sqlite_backend(folder: Path, name: str) -> Backend:
    path = folder / f"{name}.db"
    return Backend("SQLite", SQLiteStore(path), path=path)


def postgres_backend(dsn: str, prefix: str, exact_search_rows: int | None = None) -> Backend:
    from memvault.stores.postgres import PostgresStore

    store = PostgresStore(dsn, table_prefix=prefix)
    if exact_search_rows is not None:
        store = PostgresStore(dsn, table_prefix=prefix, exact_search_rows=exact_search_rows)
    return Backend("PostgreSQL", store, dsn=dsn, prefix=prefix)


# -- measurements -------------------------------------------------------------------------


@dataclass
class Throughput:
    store: str
    n: int
    embed_s: float
    add_s: float

    @property
    def ratio(self) -> float:
        return self.embed_s / self.add_s


async def throughput(
    backend: Backend, embedder: LocalEmbedder, texts: list[str]
) -> tuple[Throughput, Matrix]:
    """The embedder alone on ``texts``, then ``add_many`` of the same texts (same run);
    returns the vectors too."""
    start = time.perf_counter()
    vectors = await embed_all(embedder, texts)
    embed_s = time.perf_counter() - start
    async with MemoryVault(backend.store, embedder=embedder) as vault:
        start = time.perf_counter()
        added = await vault.add_many(items(texts, 0))
        add_s = time.perf_counter() - start
    assert len(added) == len(texts)
    return Throughput(backend.name, len(texts), embed_s, add_s), vectors


@dataclass
class Latency:
    p50: float
    p95: float

    @classmethod
    def of(cls, seconds: Sequence[float]) -> Latency:
        return cls(pct(seconds, 50), pct(seconds, 95))


async def search_latency(
    vault: MemoryVault, queries: Sequence[str], config: SearchConfig, warmup: int = 10
) -> Latency:
    for query in queries[:warmup]:
        await vault.search(query, user_id=USER, limit=K, config=config)
    seconds = []
    for query in queries:
        start = time.perf_counter()
        await vault.search(query, user_id=USER, limit=K, config=config)
        seconds.append(time.perf_counter() - start)
    return Latency.of(seconds)


async def embed_latency(embedder: Embedder, queries: Sequence[str]) -> tuple[Latency, Matrix]:
    seconds, vectors = [], []
    for query in queries:
        start = time.perf_counter()
        vectors.append((await embedder.embed([query]))[0])
        seconds.append(time.perf_counter() - start)
    return Latency.of(seconds), np.array(vectors, np.float32)


def exact_top(matrix: Matrix, query: Matrix, k: int = K) -> npt.NDArray[np.intp]:
    scores = matrix @ query
    top = np.argpartition(-scores, k - 1)[:k]
    return top[np.argsort(-scores[top], kind="stable")]


async def numpy_latency(
    embedder: Embedder, matrix: Matrix, queries: Sequence[str]
) -> tuple[Latency, Latency, list[set[int]]]:
    """Exact search in numpy: latency alone, latency with the query's embedding, and the
    top-K rows of each query (the ground truth)."""
    alone, with_embedding, truth = [], [], []
    for query in queries:
        start = time.perf_counter()
        [vector] = await embedder.embed([query])
        middle = time.perf_counter()
        top = exact_top(matrix, vector)
        end = time.perf_counter()
        alone.append(end - middle)
        with_embedding.append(end - start)
        truth.append({int(i) for i in top})
    return Latency.of(alone), Latency.of(with_embedding), truth


async def recall(
    store: RecordStore, vectors: Matrix, truth: list[set[int]], rows: dict[str, int], limit: int
) -> tuple[float, Latency]:
    """Mean recall@K of the store's vector search (asked for ``limit`` hits) against exact."""
    found, seconds = [], []
    for vector, expected in zip(vectors, truth, strict=True):
        start = time.perf_counter()
        hits = await store.vector_search(vector, Selection(user_id=USER), limit)
        seconds.append(time.perf_counter() - start)
        got = {rows[e.content] for e, _ in hits[:K]}
        found.append(len(got & expected) / len(expected))
    return statistics.fmean(found), Latency.of(seconds)


# -- the run ------------------------------------------------------------------------------


@dataclass
class Point:
    """What was measured for one store at one size."""

    store: str
    n: int
    fill_s: float
    open_s: float
    bytes_per_memory: float
    search: dict[str, Latency]
    recall: dict[str, float]
    vector_only: dict[str, Latency]


@dataclass
class Report:
    sizes: list[int]
    throughput: list[Throughput] = field(default_factory=list)
    embed_at_scale: tuple[int, float] | None = None
    points: list[Point] = field(default_factory=list)
    query_embedding: dict[int, Latency] = field(default_factory=dict)
    numpy: dict[int, tuple[Latency, Latency]] = field(default_factory=dict)
    loads: list[tuple[str, str]] = field(default_factory=list)

    def note_load(self, stage: str) -> None:
        self.loads.append((stage, load()))
        print(f"[{time.strftime('%H:%M:%S')}] {stage}: load {self.loads[-1][1]}", flush=True)


async def run(args: argparse.Namespace, folder: Path, dsn: str | None) -> Report:
    report = Report(sorted(args.sizes))
    embedder = LocalEmbedder()
    embedder.load()
    texts = corpus(max(report.sizes))
    queries = questions(args.queries)
    rows = {t: i for i, t in enumerate(texts)}
    report.note_load("start")

    # (a) throughput at --throughput-size, with the real embedder
    n_tput = min(args.throughput_size, len(texts))
    for name in args.stores:
        backend = (
            sqlite_backend(folder, "throughput")
            if name == "sqlite"
            else postgres_backend(dsn or "", "tput")
        )
        result, first = await throughput(backend, embedder, texts[:n_tput])
        report.throughput.append(result)
        await backend.close()
        report.note_load(f"throughput {name}")

    # every vector, computed once (or read from --vector-cache); the throughput run's reused
    cache = cached_vectors(args.vector_cache, texts)
    if cache is not None and cache.exists():
        vectors = np.load(cache)
    else:
        start = time.perf_counter()
        rest = await embed_all(embedder, texts[len(first) :])
        if len(rest):
            report.embed_at_scale = (len(rest), time.perf_counter() - start)
        vectors = np.vstack([first, rest]) if len(rest) else first
        if cache is not None:
            cache.parent.mkdir(parents=True, exist_ok=True)
            np.save(cache, vectors)
    report.note_load("vectors")
    filler = CachedEmbedder(embedder, texts, vectors)

    # query embeddings and the numpy baseline / ground truth, per size
    latency, query_vectors = await embed_latency(embedder, queries)
    truths: dict[int, list[set[int]]] = {}
    for n in report.sizes:
        report.query_embedding[n] = (await embed_latency(embedder, queries))[0]
        alone, with_embedding, truths[n] = await numpy_latency(embedder, vectors[:n], queries)
        report.numpy[n] = (alone, with_embedding)
    del latency

    # (b)-(e) per store, growing through the sizes
    for name in args.stores:
        if name == "sqlite":
            backend = sqlite_backend(folder, "scale")
            forced = None
        else:
            backend = postgres_backend(dsn or "", "scale")
            forced = postgres_backend(dsn or "", "scale", exact_search_rows=1)
        filled = 0
        fill_vault = await MemoryVault(backend.filler(), embedder=filler).open()
        search_vault = await MemoryVault(backend.store, embedder=embedder).open()
        if forced is not None:
            await forced.store.open(embedder.name, embedder.dim)
            backend.extra.append(forced.store)
        for n in report.sizes:
            start = time.perf_counter()
            with backend.bulk_load():
                for at in range(filled, n, args.fill_batch):
                    chunk = texts[at : min(n, at + args.fill_batch)]
                    await fill_vault.add_many(items(chunk, at))
            fill_s = time.perf_counter() - start
            filled = n
            report.note_load(f"{name} filled to {n:,}")
            search = {
                preset: await search_latency(search_vault, queries, config)
                for preset, config in PRESETS.items()
            }
            recalls, vector_only = {}, {}
            recalls["default"], vector_only["default"] = await recall(
                backend.store, query_vectors, truths[n], rows, K
            )
            if forced is not None:
                recalls["index"], vector_only["index"] = await recall(
                    forced.store, query_vectors, truths[n], rows, K
                )
            report.points.append(
                Point(
                    backend.name, n, fill_s, await open_seconds(backend, embedder),
                    backend.bytes_on_disk() / n, search, recalls,
                    vector_only,
                )
            )  # fmt: skip
            report.note_load(f"{name} searched at {n:,}")
        await backend.close()
    return report


# -- output -------------------------------------------------------------------------------


def print_report(report: Report, args: argparse.Namespace) -> None:
    print("\n## Bulk add (real LocalEmbedder)\n")
    rows = [
        [t.store, f"{t.n:,}", f"{t.n / t.embed_s:.0f}", f"{t.n / t.add_s:.0f}",
         f"{t.ratio:.0%}", "yes" if t.ratio >= ADD_BAR else "NO"]
        for t in report.throughput
    ]  # fmt: skip
    print(table(["store", "texts", "embedder texts/s", "add_many texts/s", "ratio",
                 f">= {ADD_BAR:.0%}"], rows))  # fmt: skip
    if report.embed_at_scale is not None:
        n, seconds = report.embed_at_scale
        print(f"\nThe rest of the corpus ({n:,} texts) embedded once: {n / seconds:.0f} texts/s.")
    print(
        "\nStores are then filled to each size through a caching embedder that returns the"
        " vectors computed once (real vectors, not recomputed per store); fill time below is"
        " the store's write path alone. PostgreSQL is filled with its HNSW index dropped and"
        " built again afterwards (included in its fill time)."
    )

    print("\n## Search latency, ms (p50 / p95), top 10, one user's scope, query embedding"
          " included\n")  # fmt: skip
    bar = f"hybrid p50 <= {HYBRID_BAR_MS:g}"
    header = ["store", "memories", "keyword", "semantic", "hybrid", bar]
    rows = []
    for n in report.sizes:
        q = report.query_embedding[n]
        alone, with_embedding = report.numpy[n]
        rows.append(["query embedding alone", f"{n:,}", "", f"{ms(q.p50)} / {ms(q.p95)}", "", ""])
        rows.append(["numpy exact (search only)", f"{n:,}", "",
                     f"{ms(alone.p50)} / {ms(alone.p95)}", "", ""])  # fmt: skip
        rows.append(["numpy exact + embedding", f"{n:,}", "",
                     f"{ms(with_embedding.p50)} / {ms(with_embedding.p95)}", "", ""])  # fmt: skip
        for p in (p for p in report.points if p.n == n):
            cells = [f"{ms(p.search[m].p50)} / {ms(p.search[m].p95)}" for m in PRESETS]
            ok = p.search["hybrid"].p50 * 1000 <= HYBRID_BAR_MS
            rows.append([p.store, f"{n:,}", *cells, "yes" if ok else "NO"])
    print(table(header, rows))

    print("\n## Vector search against exact (numpy), recall@10 and store-only latency\n")
    rows = []
    for p in report.points:
        for mode, value in p.recall.items():
            lat = p.vector_only[mode]
            label = {
                "default": "as configured" if p.store == "PostgreSQL" else sqlite_path(p.n),
                "index": "HNSW forced (exact_search_rows=1)",
            }[mode]
            rows.append([p.store, f"{p.n:,}", label, f"{value:.3f}",
                         f"{ms(lat.p50)} / {ms(lat.p95)}"])  # fmt: skip
    print(table(["store", "memories", "path", "recall@10", "ms p50 / p95 (no embedding)"], rows))

    print("\n## Size on disk and fill rate (precomputed vectors)\n")
    rows, before = [], dict.fromkeys((p.store for p in report.points), 0)
    for p in report.points:
        rate = (p.n - before[p.store]) / p.fill_s if p.fill_s else float("nan")
        before[p.store] = p.n
        bar = ("yes" if rate >= INGEST_BAR else "NO") if p.store == "SQLite" else ""
        rows.append([p.store, f"{p.n:,}", f"{p.bytes_per_memory:,.0f}", f"{p.fill_s:.1f}",
                     f"{rate:,.0f}", bar, f"{p.open_s:.2f}"])  # fmt: skip
    print(table(["store", "memories", "bytes / memory", "fill s (to this size)",
                 "ingest rows/s", f">= {INGEST_BAR:,} (issue 18)",
                 "open s (a new store object)"], rows))  # fmt: skip

    print("\n## Machine load (1 / 5 / 15 min) on this", os.cpu_count(), "CPU machine\n")
    print(table(["stage", "load"], [list(r) for r in report.loads]))
    plot(report, args.results, "" if len(args.stores) > 1 else f"_{args.stores[0]}")


def plot(report: Report, results: Path, suffix: str) -> None:
    """The latency and size plots; ``suffix`` names a run of one store (``_sqlite``), so
    that separate runs of each store keep their own files."""
    if not plots.available():
        print("\n(no plots: matplotlib is not installed)")
        return
    sizes = [float(n) for n in report.sizes]
    series: dict[str, list[float | None]] = {}
    for store in dict.fromkeys(p.store for p in report.points):
        for preset in PRESETS:
            by_n = {p.n: p.search[preset].p50 * 1000 for p in report.points if p.store == store}
            series[f"{store} {preset}"] = [by_n.get(n) for n in report.sizes]
    series["numpy exact + embedding"] = [report.numpy[n][1].p50 * 1000 for n in report.sizes]
    series["query embedding alone"] = [report.query_embedding[n].p50 * 1000 for n in report.sizes]
    written = [
        plots.lines(
            results / f"scale_latency{suffix}.png", sizes, series, log_x=True, log_y=True,
            title="Search latency p50 (query embedding included), one user's scope",
            xlabel="memories", ylabel="ms", hline=(HYBRID_BAR_MS, "hybrid bar"),
        ),
        plots.bars(
            results / f"scale_bytes{suffix}.png", [f"{n:,}" for n in report.sizes],
            {store: [next((p.bytes_per_memory for p in report.points
                           if p.store == store and p.n == n), None) for n in report.sizes]
             for store in dict.fromkeys(p.store for p in report.points)},
            title="Bytes on disk per memory", ylabel="bytes",
        ),
    ]  # fmt: skip
    print("\nPlots:", ", ".join(str(p) for p in written if p is not None))


def open_bench(args: argparse.Namespace) -> int:
    """``--open``: the cold start of a store of each size, from the rows and saved."""
    print(f"open bench: sizes {args.open}, {args.rounds} rounds, {os.cpu_count()} CPUs,"
          f" load {open_time.load_average()}")  # fmt: skip
    folder = args.open_dir or Path(tempfile.mkdtemp(prefix="memvault-open-"))
    folder.mkdir(parents=True, exist_ok=True)
    rows, bars = [], []
    for n in args.open:
        path = folder / f"open-{n}.db"
        if not path.exists():
            start = time.perf_counter()
            texts = corpus(n)
            asyncio.run(open_time.build(path, texts, items(texts, 0)))
            print(f"built {path} in {time.perf_counter() - start:.0f} s", flush=True)
        seen = open_time.measure(Path(__file__).resolve(), path, USER, args.rounds)
        rows += open_time.report(n, seen)
        bars.append(open_time.bars(n, seen["saved"]))
        print(f"[{time.strftime('%H:%M:%S')}] {n:,} measured: load {open_time.load_average()}")
    print("\n## Cold start of a filled SQLite store, median (min-max) of", args.rounds, "rounds\n")
    print(table(["memories", "what", "from the rows (before issue 18)", "saved index",
                 "saved / rows"], rows))  # fmt: skip
    print("\n## Bars of issue 18 (saved index, medians)\n")
    print(table(["memories", "bar", "measured", "met"], [r for b in bars for r in b]))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--open-child"]:
        return open_time.child(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--quick", action="store_true", help="sizes 1k and 10k only")
    parser.add_argument("--stores", nargs="+", choices=["sqlite", "postgres"],
                        default=["sqlite", "postgres"])  # fmt: skip
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--throughput-size", type=int, default=10_000)
    parser.add_argument("--fill-batch", type=int, default=5_000)
    parser.add_argument("--pg-dsn", help="a PostgreSQL with pgvector (default: start pgserver)")
    parser.add_argument("--vector-cache", type=Path, help="keep the corpus vectors here")
    parser.add_argument("--results", type=Path, default=RESULTS, help="where plots go")
    parser.add_argument("--open", type=int, nargs="+", help="only the cold-start bench")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the --open bench")
    parser.add_argument("--open-dir", type=Path, help="keep the --open stores here")
    parser.add_argument("--million", type=int, metavar="N", help="only bench/million.py at N")
    args = parser.parse_args(argv)
    if args.open:
        return open_bench(args)
    if args.million:  # the one-million row of issue 18: bench/million.py, same options
        import million

        cache = ["--vector-cache", str(args.vector_cache)] if args.vector_cache else []
        return million.main(["--n", str(args.million), "--queries", str(args.queries), *cache])
    if args.quick:
        args.sizes = [1_000, 10_000]
    args.stores = list(dict.fromkeys(args.stores))
    print(f"scale bench: sizes {args.sizes}, stores {args.stores}, {args.queries} queries,"
          f" {os.cpu_count()} CPUs, load {load()}")  # fmt: skip
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="memvault-scale-") as tmp:
        if "postgres" in args.stores:
            with postgres(args.pg_dsn) as dsn:
                report = asyncio.run(run(args, Path(tmp), dsn))
        else:
            report = asyncio.run(run(args, Path(tmp), None))
    print_report(report, args)
    print(f"\nTotal run time: {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
