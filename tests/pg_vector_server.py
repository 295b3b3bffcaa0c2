"""A PostgreSQL server with pgvector for the tests: the ``pgvector_dsn`` session fixture.

With ``MEMVAULT_TEST_PGVECTOR_DSN`` set, that server is used (the ``vector`` extension is
created in it if missing). Otherwise the ``pgserver`` package (PostgreSQL 16 with pgvector,
in the ``dev`` extra) starts a private server in a temporary folder, reached over a Unix
socket, and deletes it at the end of the session.

The folder is made with ``tempfile.mkdtemp``, not under pytest's ``tmp_path_factory``: run as
root, pgserver starts PostgreSQL as an unprivileged user that must traverse the folder's
parents, and every pytest session that starts resets ``/tmp/pytest-of-<user>`` to mode 0700
(and rotates old folders away), which cut a running server off from its files.

A server that cannot be had skips the tests that need it, or fails them with ``CI=true``, as
``tests/conftest.py`` does for the others.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn
from uuid import uuid4

import pytest

ENV = "MEMVAULT_TEST_PGVECTOR_DSN"
ON_CI = os.environ.get("CI", "").lower() == "true"
HOW_TO_GET = (
    "install the dev extra (pgserver bundles PostgreSQL with pgvector), "
    f"or set {ENV} to a server that has pgvector >= 0.5"
)

__all__ = ["ENV", "pgvector_database", "pgvector_dsn"]


def _unavailable(problem: str) -> NoReturn:
    message = f"PostgreSQL with pgvector is not available ({problem}); {HOW_TO_GET}"
    if ON_CI:
        pytest.fail(f"CI=true and {message}")
    pytest.skip(message)


def _create_extension(dsn: str) -> None:
    import psycopg

    with psycopg.connect(dsn, autocommit=True, connect_timeout=5) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")


def _start_server(folder: Path) -> Any:
    """A running pgserver in ``folder`` (its ``stop`` deletes it)."""
    # pgserver asks platformdirs for a runtime folder when it is imported; without
    # XDG_RUNTIME_DIR (containers, CI) that warns, which pytest makes an error.
    from platformdirs import RuntimeDirWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeDirWarning)
        import pgserver

    return pgserver.get_server(folder / "data", cleanup_mode="delete")


@pytest.fixture(scope="session")
def pgvector_dsn() -> Iterator[str]:
    """A DSN of a database where the ``vector`` extension exists."""
    import psycopg

    given = os.environ.get(ENV)
    if given:
        try:
            _create_extension(given)
        except psycopg.Error as exc:
            # The driver's text may quote the DSN, password included: name the error only.
            _unavailable(f"{ENV} is set but gave {type(exc).__name__}")
        yield given
        return
    folder = Path(tempfile.mkdtemp(prefix="memvault-pgvector-"))
    try:
        try:
            server = _start_server(folder)
        except Exception as exc:  # pgserver raises whatever initdb, pg_ctl or the OS raise
            _unavailable(f"pgserver could not start a server: {type(exc).__name__}: {exc}")
        try:
            dsn = str(server.get_uri())
            _create_extension(dsn)
            yield dsn
        finally:
            server.cleanup()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def pgvector_database(pgvector_dsn: str) -> Iterator[str]:
    """The URL of a database of its own (with pgvector) on the pgvector server, dropped
    after: for a test that opens a store by URL, which uses the default table prefix, so
    that no other test (in this process or another, as ``make test`` runs two) meets its
    tables."""
    import psycopg
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    name = f"own_{uuid4().hex[:10]}"
    with psycopg.connect(pgvector_dsn, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        _create_extension(make_conninfo(pgvector_dsn, dbname=name))
        params = conninfo_to_dict(pgvector_dsn)
        yield (f"postgresql://{params.get('user', 'postgres')}@/{name}?host={params['host']}"
               f"&port={params.get('port', 5432)}")  # fmt: skip
    finally:
        with psycopg.connect(pgvector_dsn, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
