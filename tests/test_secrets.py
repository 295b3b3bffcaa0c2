"""No secret in help, errors, reprs or logs.

Regression (issue 12, C.11): ``memvault --help`` printed the password of ``MEMVAULT_URL``
(argparse showed the default), and ``Settings``' repr showed the URL and the API key."""

from __future__ import annotations

import logging
import os
import subprocess
import sys

import pytest

from memvault.config import Settings
from memvault.history.postgres import PostgresChatHistory
from memvault.history.redis import RedisChatHistory
from memvault.infra.redact import redact
from memvault.stores.postgres import PostgresStore

SECRET = "s3cr3t-P@ss"
URLS = [
    f"postgresql://bob:{SECRET}@127.0.0.1:1/db",
    f"postgres://bob:{SECRET.replace('@', '%40')}@127.0.0.1:1/db?sslmode=disable",
    f"postgresql://bob@127.0.0.1:1/db?password={SECRET}",
    f"host=127.0.0.1 port=1 dbname=db user=bob password={SECRET}",
    f"host=127.0.0.1 port=1 password='{SECRET}' dbname=db",
]
SECRETS = (SECRET, SECRET.replace("@", "%40"))


def leaks(text: str) -> bool:
    return any(secret in text for secret in SECRETS)


@pytest.mark.parametrize("url", URLS)
def test_redact_blanks_the_password_of_every_url_form(url: str) -> None:
    shown = redact(url)
    assert not leaks(shown)
    assert "***" in shown


@pytest.mark.parametrize("url", [*URLS[:3], f"redis://:{SECRET}@127.0.0.1:1/0"])
def test_help_never_shows_the_password_of_memvault_url(url: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "memvault", "--help"],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "MEMVAULT_URL": url},
    )
    assert proc.returncode == 0
    assert "MEMVAULT_URL" in proc.stdout
    assert not leaks(proc.stdout + proc.stderr)


@pytest.mark.parametrize("url", URLS[:3])
def test_a_failed_connection_names_no_password(url: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "memvault", "--db", url, "--embedder", "hash", "list"],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert proc.returncode == 1
    assert proc.stderr.startswith("memvault: error:")
    assert not leaks(proc.stdout + proc.stderr)


def test_settings_repr_shows_no_password_and_no_api_key() -> None:
    settings = Settings(
        url=URLS[0], openai_base_url=f"https://u:{SECRET}@llm.example/v1", openai_api_key=SECRET
    )
    assert not leaks(repr(settings))
    assert "***" in repr(settings)


@pytest.mark.parametrize("url", URLS[:3])
def test_reprs_of_stores_and_histories_show_no_password(
    url: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    shown = [
        repr(PostgresStore(url)),
        repr(PostgresChatHistory("s", dsn=url)),
        repr(RedisChatHistory("s", url=f"redis://:{SECRET}@127.0.0.1:1/0")),
    ]
    assert not any(leaks(text) for text in shown)
    assert not leaks(caplog.text)
