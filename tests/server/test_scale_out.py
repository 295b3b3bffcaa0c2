"""Several ``memvault serve`` processes on one PostgreSQL database: a write one of them
acknowledged is read by another at once, keys made once reach both, and ``--workers 2``
serves the same data."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from uuid import uuid4

import httpx
import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from memvault.cli.main import main
from tests.served import serving

pytestmark = pytest.mark.postgres


@pytest.fixture
def database(pgvector_dsn: str) -> Iterator[str]:
    """A database of its own (with pgvector) on the pgvector server, dropped after."""
    name = f"scale_{uuid4().hex[:10]}"
    with psycopg.connect(pgvector_dsn, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    dsn = make_conninfo(pgvector_dsn, dbname=name)
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    params = conninfo_to_dict(dsn)
    url = (f"postgresql://{params.get('user', 'postgres')}@/{name}?host={params['host']}"
           f"&port={params.get('port', 5432)}")  # fmt: skip
    yield url
    with psycopg.connect(pgvector_dsn, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


def test_two_servers_on_one_database_read_each_other_s_writes(
    database: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", database, "keys", "create", "--tenant", "acme"]) == 0
    key = capsys.readouterr().out.split()[0]
    headers = {"Authorization": f"Bearer {key}"}
    first, second = serving(database), serving(database, workers=2)
    for one, other in zip(first, second, strict=True):
        for n in range(5):
            body = {"content": f"fact number {n}", "user_id": "u"}
            added = httpx.post(f"{one}/v1/memories", json=body, headers=headers, timeout=30)
            assert added.status_code == 201
            seen = httpx.get(f"{other}/v1/memories/{added.json()['id']}",
                             params={"user_id": "u"}, headers=headers, timeout=30)  # fmt: skip
            assert seen.status_code == 200, seen.text
        counted = httpx.get(f"{other}/v1/memories/count", params={"user_id": "u"},
                            headers=headers, timeout=30)  # fmt: skip
        assert counted.json() == {"count": 5}
