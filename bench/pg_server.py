"""A PostgreSQL with pgvector for the benchmarks: the one given, or a private one."""

from __future__ import annotations

import shutil
import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


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
    # Not under /tmp/pytest-of-*, and traversable by the unprivileged user pgserver runs as.
    folder = Path(tempfile.mkdtemp(prefix="memvault-bench-pg-"))
    folder.chmod(0o755)
    try:
        server = pgserver.get_server(folder / "data", cleanup_mode="delete")  # type: ignore[attr-defined]
        try:
            uri = str(server.get_uri())
            with psycopg.connect(uri, autocommit=True) as conn:
                conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            yield uri
        finally:
            server.cleanup()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
