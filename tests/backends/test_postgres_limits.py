"""Input that reaches a PostgreSQL limit is stored or refused as on SQLite, never reported as an
outage (issue 12, D.14).

Regressions: an 833 KB memory of distinct words failed on PostgreSQL with the full-text limit
("string is too long for tsvector", 1 MB) reported as ``BackendUnavailable``, which invites
endless retries, while SQLite stored it. Now both store it, and keyword search finds its
words (PostgreSQL indexes the first ``FTS_MAX_CHARS`` characters). A filter that would need
more than libpq's 65,535 parameters is refused by the filter's own limits, naming them.
"""

from __future__ import annotations

import random
import string
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from uuid import uuid4

import pytest

from memvault import InvalidInput
from memvault.core.filters import MAX_FILTER_TERMS
from memvault.embedders import HashEmbedder
from memvault.policy.search import KEYWORD
from memvault.stores.postgres import PostgresStore
from memvault.stores.postgres.text import FTS_MAX_CHARS
from memvault.stores.sqlite import SQLiteStore
from memvault.vault.vault import MemoryVault
from tests.backends.test_postgres_store import drop_store

pytestmark = pytest.mark.postgres


def distinct_words(size: int) -> list[str]:
    """Distinct lowercase words of 5-10 letters whose text (joined by spaces) is ``size``
    characters or a little more."""
    rng = random.Random(12)
    words: dict[str, None] = {}
    length = 0
    while length < size:
        word = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(5, 10)))
        if word not in words:
            words[word] = None
            length += len(word) + 1
    return list(words)


@pytest.fixture
def prefix(pgvector_dsn: str) -> Iterator[str]:
    name = f"t_{uuid4().hex[:12]}"
    yield name
    drop_store(pgvector_dsn, name)


@pytest.fixture(params=["sqlite", "postgres"])
async def vault(
    request: pytest.FixtureRequest, tmp_path: Path, pgvector_dsn: str, prefix: str
) -> AsyncIterator[MemoryVault]:
    store: SQLiteStore | PostgresStore
    if request.param == "sqlite":
        store = SQLiteStore(tmp_path / "limits.db")
    else:
        store = PostgresStore(pgvector_dsn, table_prefix=prefix)
    async with MemoryVault(store, embedder=HashEmbedder(8)) as opened:
        yield opened


async def test_an_833_kb_memory_of_distinct_words_is_stored_and_found(
    vault: MemoryVault,
) -> None:
    words = distinct_words(833_000)
    text = " ".join(words)
    assert len(text) > 5 * FTS_MAX_CHARS
    stored = await vault.add(text, user_id="u")
    assert (await vault.get(stored.id, user_id="u")).content == text
    early = words[100]
    [hit] = await vault.search(early, user_id="u", config=KEYWORD)
    assert hit.id == stored.id


async def test_a_filter_at_the_limit_works_and_one_past_it_is_refused(vault: MemoryVault) -> None:
    """``contains`` on a string binds the most parameters per term; at ``MAX_FILTER_TERMS``
    terms the query stays far below libpq's 65,535 parameters."""
    await vault.add("a memory", user_id="u", metadata={"k0": "needle"})
    widest = {"or": [{f"k{i}": {"contains": "needle"}} for i in range(MAX_FILTER_TERMS // 2 - 1)]}
    assert await vault.count(user_id="u", where=widest) == 1
    past = {"or": [{f"k{i}": "needle"} for i in range(70_000)]}
    with pytest.raises(InvalidInput, match=f"more than {MAX_FILTER_TERMS} terms"):
        await vault.count(user_id="u", where=past)
