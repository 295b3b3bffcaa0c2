"""A connection PostgreSQL refuses says why, never with the password (issue 12, C.12).

Regression: a missing database, an unknown role and an SSL refusal all printed
``PostgreSQL at host:port is unavailable (OperationalError)``. Each case runs against the real
server with a password in the URL, which must appear in none of the messages memvault writes.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from uuid import uuid4

import psycopg
import pytest
from psycopg import sql

from memvault import BackendUnavailable, MemoryVault, MemvaultError
from memvault.embedders import HashEmbedder
from memvault.history.postgres import PostgresChatHistory
from tests.conftest import ON_CI

pytestmark = pytest.mark.postgres

PASSWORD = "pw-" + uuid4().hex


def url(dsn: str, *, user: str = "postgres", dbname: str = "test", query: str = "") -> str:
    """A ``postgresql://`` URL with the password in it, to the host and port of ``dsn``."""
    info = psycopg.conninfo.conninfo_to_dict(dsn)
    host, port = info.get("host") or "127.0.0.1", info.get("port") or 5432
    return f"postgresql://{user}:{PASSWORD}@{host}:{port}/{dbname}{query}"


def assert_no_password(error: BaseException) -> None:
    """Neither ``error`` nor any memvault error in its chain shows the password."""
    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, MemvaultError):
            assert PASSWORD not in str(seen)
            assert PASSWORD not in repr(seen)
        seen = seen.__cause__ or seen.__context__


CASES = [
    ({"dbname": "nope_db"}, 'database "nope_db" does not exist'),
    ({"user": "nobody_" + uuid4().hex[:8]}, 'role "nobody_'),
    ({"query": "?sslmode=require"}, "does not support SSL, which the connection's sslmode"),
]


@pytest.mark.parametrize(("parts", "why"), CASES)
async def test_a_refused_history_says_why(
    postgres_dsn: str, parts: dict[str, str], why: str
) -> None:
    history = PostgresChatHistory("s", url(postgres_dsn, **parts))
    with pytest.raises(BackendUnavailable) as raised:
        await history.get_messages()
    assert why in str(raised.value)
    assert "refused the connection" in str(raised.value)
    assert raised.value.retryable is False
    assert_no_password(raised.value)
    assert PASSWORD not in repr(history)
    await history.aclose()


@pytest.mark.parametrize(("parts", "why"), CASES)
async def test_a_refused_vault_says_why(postgres_dsn: str, parts: dict[str, str], why: str) -> None:
    """The same through ``MemoryVault(url)``, the way the CLI and most users open it."""
    with pytest.raises(BackendUnavailable) as raised:
        async with MemoryVault(url(postgres_dsn, **parts), embedder=HashEmbedder(8)) as vault:
            await vault.count(user_id="u")
    assert why in str(raised.value)
    assert_no_password(raised.value)


async def test_nothing_listening_is_retryable(postgres_dsn: str) -> None:
    import socket

    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    history = PostgresChatHistory("s", f"postgresql://u:{PASSWORD}@127.0.0.1:{port}/test")
    with pytest.raises(BackendUnavailable, match="nothing listens there") as raised:
        await history.get_messages()
    assert raised.value.retryable
    assert_no_password(raised.value)


@pytest.fixture
def password_role(pgvector_dsn: str) -> Iterator[str]:
    """A role of the pgserver test server that must log in with a password: a line for it
    alone goes first in that server's ``pg_hba.conf`` (which otherwise trusts everyone), and
    comes out again afterwards. Skipped when the server's files are not ours to edit."""
    role = f"pw_{uuid4().hex[:12]}"
    with psycopg.connect(pgvector_dsn, autocommit=True) as conn:
        hba = Path(str(conn.execute("SHOW hba_file").fetchone()[0]))  # type: ignore[index]
        if not os.access(hba, os.W_OK):  # pgserver's own files: ours wherever it starts
            problem = "the pgvector server's pg_hba.conf is not writable here"
            if ON_CI:
                pytest.fail(f"CI=true and {problem}")
            pytest.skip(problem)
        original = hba.read_text()
        conn.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD 'the-right-one'").format(
            sql.Identifier(role)))  # fmt: skip
        hba.write_text(f"local all {role} scram-sha-256\nhost all {role} all scram-sha-256\n"
                       + original)  # fmt: skip
        conn.execute("SELECT pg_reload_conf()")
        try:
            yield role
        finally:
            hba.write_text(original)
            conn.execute("SELECT pg_reload_conf()")
            conn.execute(sql.SQL("DROP ROLE {}").format(sql.Identifier(role)))


async def test_a_wrong_password_says_so_and_is_not_shown(
    pgvector_dsn: str, password_role: str
) -> None:
    dsn = psycopg.conninfo.make_conninfo(pgvector_dsn, user=password_role, password=PASSWORD)
    history = PostgresChatHistory("s", dsn)
    with pytest.raises(BackendUnavailable) as raised:
        await history.get_messages()
    assert f'the password of user "{password_role}" was refused' in str(raised.value)
    assert raised.value.retryable is False
    assert_no_password(raised.value)
    await history.aclose()
