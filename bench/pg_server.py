"""A PostgreSQL with pgvector for the benchmarks: the one given, or a private one.

The private server (``pgserver``: PostgreSQL 16 + pgvector) runs with
``shared_buffers = SHARED_BUFFERS``, as a server holding the benchmark's stores would be
configured: pgserver's default, 128 MB, is smaller than a 100k-memory store's hot set (its
HNSW index alone is about 200 MB), and every search then copied index pages in again from the
operating system's cache. A server given by DSN keeps its own settings."""

from __future__ import annotations

import shutil
import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SHARED_BUFFERS = "1GB"


@contextmanager
def postgres(dsn: str | None) -> Iterator[str]:
    """``dsn``, or a private pgserver (PostgreSQL 16 + pgvector) deleted afterwards."""
    import psycopg

    if dsn is not None:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        yield dsn
        return
    from platformdirs import RuntimeDirWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeDirWarning)
        import pgserver
        from pgserver._commands import pg_ctl
    # Not under /tmp/pytest-of-*, and traversable by the unprivileged user pgserver runs as.
    folder = Path(tempfile.mkdtemp(prefix="memvault-bench-pg-"))
    folder.chmod(0o755)
    try:
        server = pgserver.get_server(folder / "data", cleanup_mode="delete")  # type: ignore[attr-defined]
        try:
            uri = str(server.get_uri())
            with psycopg.connect(uri, autocommit=True) as conn:
                conn.execute(f"ALTER SYSTEM SET shared_buffers = '{SHARED_BUFFERS}'")
            # pg_ctl restart starts the server again with the options it was started with
            pg_ctl(["-w", "-l", str(server.log), "restart"], pgdata=server.pgdata,
                   user=server.system_user)  # fmt: skip
            with psycopg.connect(uri, autocommit=True) as conn:
                conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            yield uri
        finally:
            server.cleanup()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
