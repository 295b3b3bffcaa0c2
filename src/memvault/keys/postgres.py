"""API keys in PostgreSQL, in the table ``memvault_api_keys`` (migration component
``api_keys``), in the same database as the memories."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from memvault.core import validate as _validate
from memvault.core.keys import ApiKey, key_hash, key_id, new_key, same_hash
from memvault.errors import NotFound
from memvault.infra.postgres import PostgresDatabase, PostgresMigrations, fetch_all

if TYPE_CHECKING:
    from psycopg import AsyncConnection

__all__ = ["PostgresKeyStore"]

migrations = PostgresMigrations("api_keys")

_COLUMNS = "id, tenant, read_only, user_id, created_at, revoked_at"


@migrations.register("0001_create_api_keys")
async def _create_api_keys(conn: AsyncConnection[Any]) -> None:
    await conn.execute(
        "CREATE TABLE memvault_api_keys ("
        " id text PRIMARY KEY, hash text NOT NULL, tenant text NOT NULL,"
        " read_only boolean NOT NULL, user_id text, created_at timestamptz NOT NULL,"
        " revoked_at timestamptz)"
    )


def _key(row: tuple[Any, ...]) -> ApiKey:
    ident, tenant, read_only, user_id, created, revoked = row
    return ApiKey(
        ident, tenant, read_only, user_id, created.astimezone(UTC),
        None if revoked is None else revoked.astimezone(UTC),
    )  # fmt: skip


class PostgresKeyStore:
    """The ``KeyStore`` of one PostgreSQL database (``dsn``: a ``postgresql://`` URL)."""

    def __init__(self, dsn: str) -> None:
        self._db = PostgresDatabase(dsn, [migrations])

    def __repr__(self) -> str:
        return f"PostgresKeyStore({self._db.where!r})"

    async def create(self, tenant: str, *, read_only: bool, user_id: str | None) -> str:
        key, ident = new_key(tenant, user_id)
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO memvault_api_keys VALUES (%s, %s, %s, %s, %s, %s, NULL)",
                (ident, key_hash(key), tenant, bool(read_only), user_id, datetime.now(UTC)),
            )
        return key

    async def verify(self, key: str) -> ApiKey | None:
        ident = key_id(key) if isinstance(key, str) else None
        if ident is None:
            return None
        async with self._db.connection() as conn:
            rows = await fetch_all(
                conn, f"SELECT hash, {_COLUMNS} FROM memvault_api_keys WHERE id = %s", (ident,)
            )
        if not rows or not same_hash(str(rows[0][0]), key_hash(key)):
            return None
        found = _key(rows[0][1:])
        return found if found.active else None

    async def keys(self, tenant: str | None = None) -> list[ApiKey]:
        async with self._db.connection() as conn:
            rows = await fetch_all(
                conn,
                f"SELECT {_COLUMNS} FROM memvault_api_keys"
                " WHERE %(t)s::text IS NULL OR tenant = %(t)s ORDER BY created_at, id",
                {"t": tenant},
            )
        return [_key(row) for row in rows]

    async def revoke(self, ident: str) -> ApiKey:
        _validate.text("id", ident)
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE memvault_api_keys SET revoked_at = %s WHERE id = %s AND revoked_at IS NULL",
                (datetime.now(UTC), ident),
            )
            rows = await fetch_all(
                conn, f"SELECT {_COLUMNS} FROM memvault_api_keys WHERE id = %s", (ident,)
            )
        if not rows:
            raise NotFound(f"no API key with id {ident[:50]!r}")
        return _key(rows[0])

    async def aclose(self) -> None:
        await self._db.aclose()
