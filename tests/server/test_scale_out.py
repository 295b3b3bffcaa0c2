"""Several ``memvault serve`` processes on one PostgreSQL database: a write one of them
acknowledged is read by another at once, keys made once reach both, and ``--workers 2``
serves the same data."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from memvault.cli.main import main
from tests.served import serving

pytestmark = pytest.mark.postgres


def test_two_servers_on_one_database_read_each_other_s_writes(
    pgvector_database: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", pgvector_database, "keys", "create", "--tenant", "acme"]) == 0
    key = capsys.readouterr().out.split()[0]
    headers = {"Authorization": f"Bearer {key}"}
    first, second = serving(pgvector_database), serving(pgvector_database, workers=2)
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
