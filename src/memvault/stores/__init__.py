"""Record stores for ``MemoryVault``, one package per backend; ``memvault.defaults.open_store``
turns a URL or a path into one.

=================  ===============================================================
``SQLiteStore``    one SQLite file (or ``":memory:"``), FTS5 and vectors in process
``PostgresStore``  PostgreSQL with pgvector, through a psycopg 3 connection pool
=================  ===============================================================

Both are imported when first used (``from memvault.stores import PostgresStore`` is what
imports psycopg), so importing this package loads no database driver.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memvault.stores.postgres import PostgresStore
    from memvault.stores.sqlite import SQLiteStore

__all__ = ["PostgresStore", "SQLiteStore"]

_HOMES = {"PostgresStore": "memvault.stores.postgres", "SQLiteStore": "memvault.stores.sqlite"}


if not TYPE_CHECKING:  # a type checker sees the imports above

    def __getattr__(name: str) -> Any:
        """``SQLiteStore`` or ``PostgresStore``, imported on first use."""
        home = _HOMES.get(name)
        if home is None:
            raise AttributeError(f"module 'memvault.stores' has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        globals()[name] = value
        return value
