"""Clean-up for the adapters' tests: what a test stored under ``name`` (a Redis key prefix,
a PostgreSQL table) is removed after it."""

from __future__ import annotations

import asyncio

import psycopg
import pytest
import redis.asyncio
from psycopg import sql


def drop_sessions(backend: str, request: pytest.FixtureRequest, name: str) -> None:
    """Remove what a test stored under ``name``, from blocking code."""
    asyncio.run(drop_sessions_async(backend, request, name))


async def drop_sessions_async(backend: str, request: pytest.FixtureRequest, name: str) -> None:
    if backend == "redis":
        client = redis.asyncio.Redis.from_url(request.getfixturevalue("redis_url"))
        keys = [key async for key in client.scan_iter(f"{name}:*")]
        if keys:
            await client.delete(*keys)
        await client.aclose()
    elif backend == "postgres":
        dsn = request.getfixturevalue("postgres_dsn")
        async with await psycopg.AsyncConnection.connect(dsn, autocommit=True) as conn:
            await conn.execute(sql.SQL("DROP TABLE IF EXISTS {}").format(sql.Identifier(name)))
            await conn.execute(
                "DELETE FROM memvault_migrations WHERE component = %s", (f"chat_history:{name}",)
            )
