"""Shared fixtures. Servers are found through environment variables (see docs/tests.md).

Outside CI a backend whose server cannot be reached is skipped with a reason that says how to
start it; with ``CI=true`` the same test fails, so a green CI run always exercised every backend.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit, urlunsplit

import pytest

REDIS_URL = os.environ.get("MEMVAULT_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
POSTGRES_DSN = os.environ.get(
    "MEMVAULT_TEST_POSTGRES_DSN", "postgresql://postgres@127.0.0.1:5432/test"
)
ON_CI = os.environ.get("CI", "").lower() == "true"

pytest_plugins = ["tests.pg_vector_server"]

HOW_TO_START = {
    "Redis": "redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' "
    "--appendonly no, or set MEMVAULT_TEST_REDIS_URL",
    "PostgreSQL": "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start, "
    "or set MEMVAULT_TEST_POSTGRES_DSN",
}


def redact(url: str) -> str:
    """``url`` without its password, fit to print."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))


def require_server(name: str, where: str, error: Exception | None) -> None:
    """Skip (or, on CI, fail) the test when the server ``name`` could not be reached."""
    if error is None:
        return
    reason = type(error).__name__  # the driver's text may quote the URL, password included
    message = (
        f"{name} is not reachable at {redact(where)} ({reason}); "
        f"start it with: {HOW_TO_START[name]}"
    )
    if ON_CI:
        pytest.fail(f"CI=true and {message}")
    pytest.skip(message)


@pytest.fixture(scope="session")
def redis_url() -> str:
    import redis

    error: Exception | None = None
    try:
        client = redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2)
        client.ping()
        client.close()
    except redis.RedisError as exc:
        error = exc
    require_server("Redis", REDIS_URL, error)
    return REDIS_URL


@pytest.fixture(scope="session")
def postgres_dsn() -> str:
    import psycopg

    error: Exception | None = None
    try:
        psycopg.connect(POSTGRES_DSN, connect_timeout=2).close()
    except psycopg.Error as exc:
        error = exc
    require_server("PostgreSQL", POSTGRES_DSN, error)
    return POSTGRES_DSN
