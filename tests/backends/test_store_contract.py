"""The store contract (``tests/conformance/store_contract.py``) on every store, run on the
store itself: SQLite in memory and on a file, PostgreSQL with pgvector."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from uuid import uuid4

import pytest

from memvault.core.stores import RecordStore
from memvault.stores.postgres import PostgresStore
from memvault.stores.sqlite import SQLiteStore
from tests.backends.test_postgres_store import drop_store
from tests.conformance.store_contract import DIM, EMBEDDER, StoreContract


class TestSQLiteInMemory(StoreContract):
    @pytest.fixture
    async def store(self) -> AsyncIterator[RecordStore]:
        made = SQLiteStore(":memory:")
        await made.open(EMBEDDER, DIM)
        yield made
        await made.aclose()


class TestSQLiteFile(StoreContract):
    @pytest.fixture
    async def store(self, tmp_path: Path) -> AsyncIterator[RecordStore]:
        made = SQLiteStore(tmp_path / "store.db")
        await made.open(EMBEDDER, DIM)
        yield made
        await made.aclose()


@pytest.mark.postgres
class TestPostgres(StoreContract):
    @pytest.fixture
    async def store(self, pgvector_dsn: str) -> AsyncIterator[RecordStore]:
        prefix = f"c_{uuid4().hex[:12]}"
        made = PostgresStore(pgvector_dsn, table_prefix=prefix)
        try:
            await made.open(EMBEDDER, DIM)
            yield made
            await made.aclose()
        finally:
            drop_store(pgvector_dsn, prefix)
