"""LangChain's own standard suites (``langchain-tests`` 1.1.9, subclassed, no test overridden
or skipped) against memvault's LangChain adapters: ``EmbeddingsUnitTests`` and
``EmbeddingsIntegrationTests`` on the local model, and ``RetrieversIntegrationTests`` on a
vault over a SQLite file and over PostgreSQL with pgvector.

``test_init_from_env`` passes without checking anything: memvault reads no environment in
a library call, so ``init_from_env_params`` is left empty, as the suite allows."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest
from langchain_tests.integration_tests import (
    BaseStoreAsyncTests,
    BaseStoreSyncTests,
    EmbeddingsIntegrationTests,
    RetrieversIntegrationTests,
    VectorStoreIntegrationTests,
)
from langchain_tests.unit_tests import EmbeddingsUnitTests

from memvault import MemoryVault
from memvault.integrations.langchain import (
    MemvaultByteStore,
    MemvaultEmbeddings,
    MemvaultRetriever,
    MemvaultVectorStore,
)
from memvault.stores.postgres import PostgresStore
from tests.backends.test_postgres_store import drop_store

FACTS = [
    "Ann grows tomatoes and basil in her garden",
    "Ann's garden has a lemon tree",
    "Ann waters the garden every morning",
    "Ann works as a nurse in Berlin",
    "Ann's brother lives in Lisbon",
]


class TestEmbeddingsUnit(EmbeddingsUnitTests):
    @property
    def embeddings_class(self) -> type[MemvaultEmbeddings]:
        return MemvaultEmbeddings

    @property
    def embedding_model_params(self) -> dict[str, Any]:
        return {"embedder": "local"}


class TestEmbeddingsIntegration(EmbeddingsIntegrationTests):
    @property
    def embeddings_class(self) -> type[MemvaultEmbeddings]:
        return MemvaultEmbeddings

    @property
    def embedding_model_params(self) -> dict[str, Any]:
        return {"embedder": "local"}


def filled(vault: MemoryVault) -> MemoryVault:
    async def fill() -> None:
        await vault.add_many([{"content": fact, "user_id": "ann"} for fact in FACTS])
        await vault.aclose()

    asyncio.run(fill())
    return vault


class RetrieverSuite(RetrieversIntegrationTests):
    vault: MemoryVault

    @property
    def retriever_constructor(self) -> type[MemvaultRetriever]:
        return MemvaultRetriever

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        return {"vault": self.vault, "user_id": "ann"}

    @property
    def retriever_query_example(self) -> str:
        return "what grows in Ann's garden?"


class TestRetrieverSQLite(RetrieverSuite):
    @pytest.fixture(autouse=True)
    def _vault(self, tmp_path: Path) -> Iterator[None]:
        self.vault = filled(MemoryVault(tmp_path / "lc.db", embedder="local"))
        yield
        asyncio.run(self.vault.aclose())


class TestRetrieverPostgres(RetrieverSuite):
    @pytest.fixture(autouse=True)
    def _vault(self, pgvector_dsn: str) -> Iterator[None]:
        prefix = f"lc_{uuid4().hex[:12]}"

        def vault() -> MemoryVault:  # a store's pool belongs to the event loop that opens it
            return MemoryVault(PostgresStore(pgvector_dsn, table_prefix=prefix), embedder="local")

        filled(vault())
        self.vault = vault()  # opened by the loop of the retriever that uses it first
        yield
        # The suite's retrievers, which the test cannot reach, keep the pool on their loop
        # thread (a daemon) until the process ends; the tables go now.
        drop_store(pgvector_dsn, prefix)


class VectorStoreSuite(VectorStoreIntegrationTests):
    """The vault's vectors are those of the suite's own ``DeterministicFakeEmbedding``,
    through ``memvault.embedders.FrameworkEmbedder``; each test gets an empty store of its own."""

    def target(self, request: pytest.FixtureRequest) -> Any:
        raise NotImplementedError

    @pytest.fixture
    def vectorstore(self, request: pytest.FixtureRequest) -> Iterator[MemvaultVectorStore]:
        store = MemvaultVectorStore.over(
            self.target(request), self.get_embeddings(), user_id="suite"
        )
        yield store
        store.close()


class TestVectorStoreSQLite(VectorStoreSuite):
    def target(self, request: pytest.FixtureRequest) -> Any:
        return request.getfixturevalue("tmp_path") / "vectors.db"


class TestVectorStorePostgres(VectorStoreSuite):
    def target(self, request: pytest.FixtureRequest) -> Any:
        dsn = request.getfixturevalue("pgvector_dsn")
        prefix = f"lv_{uuid4().hex[:12]}"
        request.addfinalizer(lambda: drop_store(dsn, prefix))
        return PostgresStore(dsn, table_prefix=prefix)


class ByteStoreTarget:
    def target(self, request: pytest.FixtureRequest) -> Any:
        if request.cls is not None and "Postgres" in request.cls.__name__:
            dsn = request.getfixturevalue("pgvector_dsn")
            prefix = f"lb_{uuid4().hex[:12]}"
            request.addfinalizer(lambda: drop_store(dsn, prefix))
            return PostgresStore(dsn, table_prefix=prefix)
        return request.getfixturevalue("tmp_path") / "bytes.db"

    @pytest.fixture
    def three_values(self) -> tuple[bytes, bytes, bytes]:
        return b"foo", b"bar", b"buzz"


class ByteStoreSync(ByteStoreTarget, BaseStoreSyncTests[bytes]):
    @pytest.fixture
    def kv_store(self, request: pytest.FixtureRequest) -> Iterator[MemvaultByteStore]:
        store = MemvaultByteStore.over(self.target(request), user_id="cache")
        yield store
        store.close()  # closes the vault on the loop that opened it


class ByteStoreAsync(ByteStoreTarget, BaseStoreAsyncTests[bytes]):
    @pytest.fixture
    async def kv_store(self, request: pytest.FixtureRequest) -> AsyncIterator[MemvaultByteStore]:
        store = MemvaultByteStore.over(self.target(request), user_id="cache")
        yield store
        await store.aclose()


class TestByteStoreSyncSQLite(ByteStoreSync):
    pass


class TestByteStoreSyncPostgres(ByteStoreSync):
    pass


class TestByteStoreAsyncSQLite(ByteStoreAsync):
    pass


class TestByteStoreAsyncPostgres(ByteStoreAsync):
    pass
