"""``store`` / ``astore``: make a ``MemvaultStore`` (LangGraph's store over a vault) on a
SQLite file and on PostgreSQL with pgvector, each test's own; closed after, on the loop that
used it (``store`` for blocking tests, ``astore`` for async ones).

``CharacterEmbeddings`` is a character-frequency embedding with random projections, the kind
LangGraph's own store tests use (``tests/embed_test_utils.py`` there): deterministic, local,
and alike for texts with alike letters."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest
from langchain_core.embeddings import Embeddings
from langgraph.store.base import IndexConfig

from memvault.integrations.langgraph import MemvaultStore
from memvault.stores.postgres import PostgresStore
from tests.backends.test_postgres_store import drop_store

MakeStore = Callable[..., MemvaultStore]


class CharacterEmbeddings(Embeddings):
    def __init__(self, dims: int = 50, seed: int = 42) -> None:
        self.dims = dims
        self._rng = random.Random(seed)
        self._letters: dict[str, list[float]] = {}

    def _letter(self, char: str) -> list[float]:
        if char not in self._letters:
            scale = 1 / math.sqrt(self.dims)
            self._letters[char] = [self._rng.gauss(0, scale) for _ in range(self.dims)]
        return self._letters[char]

    def _one(self, text: str) -> list[float]:
        counts = Counter(text)
        total = sum(counts.values()) or 1
        vector = [0.0] * self.dims
        for char, count in counts.items():
            for i, x in enumerate(self._letter(char)):
                vector[i] += count / total * x
        norm = math.sqrt(sum(x * x for x in vector))
        return [x / norm for x in vector] if norm else vector

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._one(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._one(text)


@pytest.fixture
def fake_embeddings() -> CharacterEmbeddings:
    return CharacterEmbeddings(dims=500)


def _maker(request: pytest.FixtureRequest, tmp_path: Path, made: list[MemvaultStore]) -> MakeStore:
    def make(index: IndexConfig | None = None, **options: Any) -> MemvaultStore:
        if request.param == "sqlite":
            target: Any = tmp_path / f"lg{len(made)}.db"
        else:
            dsn = request.getfixturevalue("pgvector_dsn")
            prefix = f"lg_{uuid4().hex[:12]}"
            request.addfinalizer(lambda: drop_store(dsn, prefix))
            target = PostgresStore(dsn, table_prefix=prefix)
        made.append(MemvaultStore.over(target, user_id="graph", index=index, **options))
        return made[-1]

    return make


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[MakeStore]:
    made: list[MemvaultStore] = []
    yield _maker(request, tmp_path, made)
    for one in made:
        one.close()


@pytest.fixture(params=["sqlite", "postgres"])
async def astore(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MakeStore]:
    made: list[MemvaultStore] = []
    yield _maker(request, tmp_path, made)
    for one in made:
        await one.aclose()
