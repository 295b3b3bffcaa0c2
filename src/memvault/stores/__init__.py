"""Record stores for ``MemoryVault``, one module per backend, and the one place that turns a
URL into a store."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from memvault.errors import InvalidInput

if TYPE_CHECKING:
    from memvault.core.protocols import RecordStore

__all__ = ["open_store"]


def open_store(target: str | Path) -> RecordStore:
    """The store a URL or path names: ``postgresql://...`` (or ``postgres://``) for
    PostgreSQL with pgvector, ``sqlite:///path`` or a plain path for a SQLite file."""
    if isinstance(target, Path):
        target = str(target)
    if not isinstance(target, str) or not target.strip():
        raise InvalidInput("target", "must be a SQLite path or a database URL")
    scheme = target.partition("://")[0].lower() if "://" in target else ""
    if scheme in ("postgresql", "postgres"):
        from memvault.stores.postgres import PostgresStore

        return PostgresStore(target)
    if scheme == "sqlite":
        target = target.partition("://")[2] or ":memory:"
    elif scheme:
        raise InvalidInput("target", f"unknown database scheme {scheme!r}")
    from memvault.stores.sqlite import SQLiteStore

    return SQLiteStore(target)
