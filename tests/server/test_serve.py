"""``memvault serve`` runs the app under uvicorn: a real process on loopback, reached over
TCP; an address other machines can reach is refused while the server has no API keys."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import httpx
import pytest

from memvault.cli.main import main
from tests.served import MEMVAULT, free_port, serving


def test_a_served_vault_answers_over_tcp(served: str, tmp_path: Path) -> None:
    with httpx.Client(base_url=served, timeout=30) as client:
        added = client.post("/v1/memories", json={"content": "green tea", "user_id": "u"})
        assert added.status_code == 201
        hits = client.post("/v1/search", json={"query": "tea", "user_id": "u"}).json()
        assert [h["content"] for h in hits] == ["green tea"]
        assert client.get("/readyz").json() == {"status": "ready"}
    code = main(["--db", str(tmp_path / "served.db"), "--embedder", "hash", "--json",
                 "search", "tea", "--user", "u"])  # fmt: skip
    assert code == 0  # the CLI reads what the server wrote: the same file


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.10"])
def test_an_address_beyond_loopback_is_refused_without_keys(
    host: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["--db", str(tmp_path / "x.db"), "serve", "--host", host])
    assert code == 1
    assert "has no API keys" in capsys.readouterr().err
    assert not (tmp_path / "x.db").exists()


def test_a_store_with_keys_is_served_beyond_loopback_and_asks_for_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "guarded.db"
    assert main(["--db", str(db), "keys", "create", "--tenant", "acme"]) == 0
    key = capsys.readouterr().out.split()[0]
    for url in serving(db, host="0.0.0.0"):
        body = {"content": "green tea", "user_id": "u"}
        assert httpx.post(f"{url}/v1/memories", json=body, timeout=30).status_code == 401
        headers = {"Authorization": f"Bearer {key}"}
        added = httpx.post(f"{url}/v1/memories", json=body, headers=headers, timeout=30)
        assert added.status_code == 201
    assert (tmp_path / "guarded.db.tenants" / "acme.db").exists()


def test_two_workers_on_one_sqlite_file_stay_correct(tmp_path: Path) -> None:
    for url in serving(tmp_path / "workers.db", workers=2):
        with httpx.Client(base_url=url, timeout=30) as client:
            for n in range(20):  # uvicorn spreads the connections over both workers
                body = {"content": f"note {n} about tea", "user_id": "u"}
                assert client.post("/v1/memories", json=body).status_code == 201
            for _ in range(4):
                assert client.get("/v1/memories/count", params={"user_id": "u"}).json() == {
                    "count": 20
                }
                hits = client.post("/v1/search", json={"query": "tea", "user_id": "u",
                                                       "limit": 50}).json()  # fmt: skip
                assert len(hits) == 20


def test_no_password_reaches_an_answer_or_a_log_line(tmp_path: Path) -> None:
    """The test server has no pgvector: opening the store fails, and says so, without the
    password of the URL it was given."""
    url = "postgresql://postgres:s3cret-pw@127.0.0.1:5432/test"
    port = free_port()
    process = subprocess.Popen(
        [MEMVAULT, "--db", url, "--embedder", "hash", "serve", "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    answers: list[httpx.Response] = []
    try:
        deadline = time.monotonic() + 60
        while not answers:
            assert time.monotonic() < deadline, "memvault serve did not answer in 60 s"
            try:
                answers.append(httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=30))
            except httpx.TransportError:
                time.sleep(0.1)
        body = {"content": "x", "user_id": "u"}
        answers.append(httpx.post(f"http://127.0.0.1:{port}/v1/memories", json=body, timeout=30))
        answers.append(httpx.get(f"http://127.0.0.1:{port}/openapi.json", timeout=30))
    finally:
        process.terminate()
        log = process.communicate(timeout=30)[0]
    assert [a.status_code for a in answers[:2]] == [503, 503]
    assert "pgvector" in answers[0].text
    for text in (*(a.text for a in answers), log):
        assert "s3cret-pw" not in text
