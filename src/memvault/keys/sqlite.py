"""API keys in a SQLite file, in the table ``memvault_api_keys`` (migration component
``api_keys``), beside the memories of the store in the same file."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from memvault.core import validate as _validate
from memvault.core.keys import ApiKey, key_hash, key_id, new_key, same_hash
from memvault.errors import NotFound
from memvault.infra.sqlite import SQLiteDatabase, SQLiteMigrations

__all__ = ["SQLiteKeyStore"]

migrations = SQLiteMigrations("api_keys")

_COLUMNS = "id, tenant, read_only, user_id, created_at, revoked_at"


@migrations.register("0001_create_api_keys")
def _create_api_keys(conn: sqlite3.Connection) -> None:
    conn.execute(
        "CREATE TABLE memvault_api_keys ("
        " id TEXT PRIMARY KEY, hash TEXT NOT NULL, tenant TEXT NOT NULL,"
        " read_only INTEGER NOT NULL, user_id TEXT, created_at TEXT NOT NULL, revoked_at TEXT)"
    )


def _key(row: tuple[object, ...]) -> ApiKey:
    ident, tenant, read_only, user_id, created, revoked = row
    return ApiKey(
        str(ident), str(tenant), bool(read_only), None if user_id is None else str(user_id),
        datetime.fromisoformat(str(created)),
        None if revoked is None else datetime.fromisoformat(str(revoked)),
    )  # fmt: skip


class SQLiteKeyStore:
    """The ``KeyStore`` of one SQLite file (``:memory:``: a private database)."""

    def __init__(self, path: str | Path) -> None:
        self._db = SQLiteDatabase(path, [migrations])

    def __repr__(self) -> str:
        return f"SQLiteKeyStore({self._db.path!r})"

    async def create(self, tenant: str, *, read_only: bool, user_id: str | None) -> str:
        key, ident = new_key(tenant, user_id)
        with self._db.transaction() as conn:
            conn.execute(
                "INSERT INTO memvault_api_keys VALUES (?, ?, ?, ?, ?, ?, NULL)",
                (ident, key_hash(key), tenant, int(bool(read_only)), user_id,
                 datetime.now(UTC).isoformat()),
            )  # fmt: skip
        return key

    async def verify(self, key: str) -> ApiKey | None:
        ident = key_id(key) if isinstance(key, str) else None
        if ident is None:
            return None
        with self._db.read() as conn:
            row = conn.execute(
                f"SELECT hash, {_COLUMNS} FROM memvault_api_keys WHERE id = ?", (ident,)
            ).fetchone()
        if row is None or not same_hash(str(row[0]), key_hash(key)):
            return None
        found = _key(row[1:])
        return found if found.active else None

    async def keys(self, tenant: str | None = None) -> list[ApiKey]:
        with self._db.read() as conn:
            rows = conn.execute(
                f"SELECT {_COLUMNS} FROM memvault_api_keys"
                " WHERE ? IS NULL OR tenant = ? ORDER BY created_at, id",
                (tenant, tenant),
            ).fetchall()
        return [_key(row) for row in rows]

    async def revoke(self, ident: str) -> ApiKey:
        _validate.text("id", ident)
        with self._db.transaction() as conn:
            conn.execute(
                "UPDATE memvault_api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
                (datetime.now(UTC).isoformat(), ident),
            )
            row = conn.execute(
                f"SELECT {_COLUMNS} FROM memvault_api_keys WHERE id = ?", (ident,)
            ).fetchone()
        if row is None:
            raise NotFound(f"no API key with id {ident[:50]!r}")
        return _key(row)

    async def aclose(self) -> None:
        self._db.close()
