"""The vault and knowledge conformance suites (``tests/conformance``) run against
``RemoteVault``: through the app in-process over a SQLite file and over PostgreSQL with
pgvector, and through a real ``memvault serve`` process on loopback over SQLite. Every call
of the vault goes over HTTP; ``vault.backend`` (``Probed``) is the server's store, read
only by the suites' residue checks and store-level reads.

Tests that do not apply to a remote vault, and why (``NOT_APPLICABLE``: taken out of the
class, so they are not collected rather than skipped): each builds local ``MemoryVault``
objects over ``make_store()`` to test what a store records of its embedder or what several
local vaults on one store do, which a client never reaches (it has no embedder: ``embed``
and ``reembed`` are not remote, see ``memvault.remote.client``). What they test over the
wire, a second client of the same server and two clients writing at once, is tested by
``tests/remote/test_client.py``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest

from memvault.core.stores import RecordStore
from memvault.remote import RemoteVault
from memvault.stores.postgres import PostgresStore
from memvault.stores.sqlite import SQLiteStore
from tests.backends import test_postgres_store
from tests.backends.test_postgres_store import drop_store
from tests.backends.test_sqlite_store import SQLiteResidue
from tests.conformance.knowledge import KnowledgeConformance
from tests.conformance.record_store import MakeStore, RecordStoreConformance
from tests.remote.conftest import Probed, remote_over

LOCAL_VAULTS = "builds local MemoryVaults over make_store(): a client has no store or embedder"
NOT_APPLICABLE = {
    "test_another_embedder_is_refused": LOCAL_VAULTS,
    "test_a_store_reembedded_meanwhile_never_mixes_vectors": LOCAL_VAULTS,
    "test_reembed_moves_the_store_to_another_embedder": LOCAL_VAULTS,
    "test_a_vault_given_no_embedder_opens_with_the_built_in_one_recorded": LOCAL_VAULTS,
    "test_supersession_survives_reopening": LOCAL_VAULTS,
    "test_the_same_change_from_two_sessions_at_once_leaves_one_current_fact": LOCAL_VAULTS,
    "test_a_failing_query_embedding_fails_the_search_and_leaves_nothing_running": (
        "builds a local MemoryVault with a failing embedder over the store: the embedder"
        " lives in the server"
    ),
}


class RemoteConformance(KnowledgeConformance, RecordStoreConformance):
    """The suites over a ``RemoteVault``; a subclass gives ``make_store`` (the server's)."""

    @pytest.fixture
    async def vault(self, make_store: MakeStore) -> AsyncIterator[Any]:
        async for remote in remote_over(make_store()):
            yield remote

    async def import_file(self, vault: Any, path: Any) -> int:
        assert isinstance(vault, RemoteVault)
        return await vault.import_memories(path)


for _name in NOT_APPLICABLE:  # see the module docstring for why each does not apply
    assert hasattr(RemoteConformance, _name), _name  # a renamed test must be renamed here
    setattr(RemoteConformance, _name, None)


class TestRemoteOverSQLite(SQLiteResidue, RemoteConformance):
    @pytest.fixture
    def make_store(self, tmp_path: Path) -> Iterator[MakeStore]:
        made: list[SQLiteStore] = []

        def make() -> SQLiteStore:
            made.append(SQLiteStore(tmp_path / "served.db"))
            return made[-1]

        yield make
        for store in made:
            store.close()


@pytest.mark.postgres
class TestRemoteOverPostgres(RemoteConformance):
    @pytest.fixture
    async def make_store(self, pgvector_dsn: str) -> AsyncIterator[MakeStore]:
        prefix = f"t_{uuid4().hex[:12]}"
        made: list[PostgresStore] = []

        def make() -> PostgresStore:
            made.append(PostgresStore(pgvector_dsn, table_prefix=prefix))
            return made[-1]

        yield make
        for each in made:
            await each.aclose()
        drop_store(pgvector_dsn, prefix)

    async def residue(self, store: RecordStore, user_id: str) -> dict[str, int]:
        return await test_postgres_store.TestPostgresStore.residue(self, store, user_id)  # type: ignore[arg-type]


class TestRemoteThroughServe(SQLiteResidue, RemoteConformance):
    """A real ``memvault serve`` process over a SQLite file, shared by the module's tests:
    each test starts from an empty vault (``forget(all_scopes=True)``)."""

    @pytest.fixture
    def make_store(self, serve_url: tuple[str, Path]) -> Iterator[MakeStore]:
        made: list[SQLiteStore] = []

        def make() -> SQLiteStore:
            made.append(SQLiteStore(serve_url[1]))
            return made[-1]

        yield make
        for store in made:
            store.close()

    @pytest.fixture
    async def vault(self, make_store: MakeStore, serve_url: tuple[str, Path]) -> AsyncIterator[Any]:
        async with Probed(serve_url[0], make_store()) as remote:
            await remote.forget(all_scopes=True)
            yield remote
