"""Which store ``--db`` names, as far as the command line needs to know before opening it."""

from __future__ import annotations

import os

from memvault.errors import InvalidInput

__all__ = ["check_exists", "sqlite_path"]


def sqlite_path(target: str) -> str | None:
    """The file a SQLite target names (``sqlite:///path?durability=full`` or a plain path),
    or None for a ``postgresql://`` URL (or another scheme ``open_store`` will refuse)."""
    if "://" not in target:
        return target
    scheme, _, rest = target.partition("://")
    if scheme.lower() != "sqlite":
        return None
    return rest.partition("?")[0] or ":memory:"


def check_exists(target: str) -> None:
    """Refuse a SQLite path that does not exist (a read-only command must not create an
    empty database where a typo pointed); a URL or an in-memory store passes."""
    path = sqlite_path(target)
    if path is None or not path.strip() or path == ":memory:":
        return
    if not os.path.exists(path):
        raise InvalidInput("db", f"no memvault database at {path}")
