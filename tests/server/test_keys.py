"""API keys (``memvault.core.keys``) in both key stores, the CLI that makes them, and the
server's answers to keys: 401 without a valid one, 403 for what a key may not do, and each
tenant's memories out of every other tenant's reach."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest

from memvault import MemoryVault, NotFound
from memvault.cli.main import main
from memvault.core.keys import KeyStore, check_tenant, key_hash, key_id
from memvault.defaults import open_key_store, tenant_store
from memvault.embedders import HashEmbedder
from memvault.errors import InvalidInput
from memvault.keys.postgres import PostgresKeyStore
from memvault.keys.sqlite import SQLiteKeyStore
from memvault.server import create_app
from memvault.server.tenancy import Tenants


@pytest.fixture(params=["sqlite", "postgres"])
async def keys(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[KeyStore]:
    if request.param == "sqlite":
        store: KeyStore = SQLiteKeyStore(tmp_path / "keys.db")
    else:
        dsn = request.getfixturevalue("pgvector_dsn")
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute("DROP TABLE IF EXISTS memvault_api_keys")
            if conn.execute("SELECT to_regclass('memvault_migrations')").fetchone() != (None,):
                conn.execute("DELETE FROM memvault_migrations WHERE component = 'api_keys'")
        store = PostgresKeyStore(dsn)
    yield store
    await store.aclose()


async def test_a_key_is_shown_once_and_only_its_hash_is_kept(keys: KeyStore) -> None:
    key = await keys.create("acme", read_only=True, user_id="ann")
    ident = key_id(key)
    assert ident is not None
    found = await keys.verify(key)
    assert found is not None
    assert (found.id, found.tenant, found.read_only, found.user_id) == (ident, "acme", True, "ann")
    assert found.shown == f"mvk_{ident}_..."
    assert key not in repr(found)
    forged = key[:-4] + ("AAAA" if not key.endswith("AAAA") else "BBBB")
    for bad in (forged, "", "Bearer x", key.upper(), f"mvk_{ident}_", key + "x"):
        assert await keys.verify(bad) is None, bad
    assert [k.id for k in await keys.keys("acme")] == [ident]
    assert await keys.keys("other") == []
    revoked = await keys.revoke(ident)
    assert revoked.revoked_at is not None
    assert (await keys.revoke(ident)).revoked_at == revoked.revoked_at  # twice: no change
    assert await keys.verify(key) is None
    with pytest.raises(NotFound):
        await keys.revoke("0" * 12)
    with pytest.raises(InvalidInput, match="tenant"):
        await keys.create("Acme Corp", read_only=False, user_id=None)


async def test_the_table_holds_no_key(tmp_path: Path) -> None:
    store = SQLiteKeyStore(tmp_path / "k.db")
    key = await store.create("acme", read_only=False, user_id=None)
    await store.aclose()
    dump = "\n".join(sqlite3.connect(tmp_path / "k.db").iterdump())
    assert key not in dump
    assert key_hash(key) in dump


def test_tenant_names_and_where_each_tenant_lives(tmp_path: Path) -> None:
    for bad in ("", "A", "a-b", "a" * 31, "../x", "a b"):
        with pytest.raises(InvalidInput):
            check_tenant(bad)
    db = str(tmp_path / "m.db")
    assert repr(tenant_store(db, "default")) == repr(tenant_store(db, "default"))
    assert str(tmp_path / "m.db.tenants" / "acme.db") in repr(tenant_store(db, "acme"))
    assert "memvault_t_acme" in repr(tenant_store("postgresql://h/db", "acme"))
    assert isinstance(open_key_store(db), SQLiteKeyStore)


def test_the_cli_makes_lists_and_revokes_keys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(tmp_path / "m.db")]
    assert main([*db, "keys", "create", "--tenant", "acme", "--read-only"]) == 0
    key = capsys.readouterr().out.split()[0]
    ident = key_id(key)
    assert ident is not None
    assert main([*db, "keys", "list"]) == 0
    listed = capsys.readouterr().out
    assert f"{ident}  acme  read-only  user=*  active" in listed
    assert key not in listed
    assert main([*db, "keys", "revoke", ident]) == 0
    assert "revoked" in capsys.readouterr().out
    assert main([*db, "keys", "revoke", "nope"]) == 1
    assert main([*db, "keys", "create", "--tenant", "Bad Name"]) == 1
    assert "tenant" in capsys.readouterr().err


# -- the server with keys ---------------------------------------------------------------


@pytest.fixture
async def served(tmp_path: Path) -> AsyncIterator[tuple[Any, KeyStore]]:
    """An app over a SQLite file with a key store and tenants beside it, closed after."""
    target = str(tmp_path / "m.db")
    vault = MemoryVault(target, embedder=HashEmbedder())
    keys = SQLiteKeyStore(target)
    tenants = Tenants(vault, target, HashEmbedder())
    yield create_app(vault, keys=keys, tenants=tenants), keys
    await tenants.aclose()
    await keys.aclose()


async def call(
    app: Any, method: str, path: str, key: str | None = None, **kwargs: Any
) -> httpx.Response:
    headers = {} if key is None else {"Authorization": f"Bearer {key}"}
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://memvault.test") as c:
        return await c.request(method, path, headers=headers, **kwargs)


async def test_no_key_or_a_bad_one_is_a_401(served: tuple[Any, KeyStore]) -> None:
    app, keys = served
    key = await keys.create("acme", read_only=False, user_id=None)
    for given in (None, "mvk_000000000000_" + "x" * 32, "garbage"):
        response = await call(app, "GET", "/v1/memories/count", given, params={"user_id": "u"})
        assert response.status_code == 401
        assert response.headers["www-authenticate"] == "Bearer"
        assert (given or "mvk_") not in response.text or given is None
    await keys.revoke(str(key_id(key)))
    revoked = await call(app, "GET", "/v1/memories/count", key, params={"user_id": "u"})
    assert revoked.status_code == 401
    assert key not in revoked.text
    for open_path in ("/healthz", "/readyz", "/v1/version", "/openapi.json"):
        assert (await call(app, "GET", open_path)).status_code == 200, open_path
    assert "mvk_" not in (await call(app, "GET", "/openapi.json")).text


async def test_a_read_only_key_reads_and_may_not_write(served: tuple[Any, KeyStore]) -> None:
    app, keys = served
    writer = await keys.create("acme", read_only=False, user_id=None)
    reader = await keys.create("acme", read_only=True, user_id=None)
    body = {"content": "green tea", "user_id": "u"}
    assert (await call(app, "POST", "/v1/memories", writer, json=body)).status_code == 201
    refused = await call(app, "POST", "/v1/memories", reader, json=body)
    assert (refused.status_code, refused.json()["field"]) == (403, "key")
    found = await call(app, "POST", "/v1/search", reader, json={"query": "tea", "user_id": "u"})
    assert [h["content"] for h in found.json()] == ["green tea"]
    gone = await call(app, "DELETE", "/v1/scopes", reader, params={"user_id": "u"})
    assert gone.status_code == 403


async def test_a_key_bound_to_a_user_reaches_that_user_only(
    served: tuple[Any, KeyStore],
) -> None:
    app, keys = served
    admin = await keys.create("acme", read_only=False, user_id=None)
    ann = await keys.create("acme", read_only=False, user_id="ann")
    await call(app, "POST", "/v1/memories", admin, json={"content": "bob's", "user_id": "bob"})
    mine = await call(app, "POST", "/v1/memories", ann, json={"content": "ann's"})  # no user
    assert mine.json()["user_id"] == "ann"
    for params in ({"user_id": "bob"}, {"all_scopes": "true"}):
        refused = await call(app, "GET", "/v1/memories", ann, params=params)
        assert refused.status_code == 403
    listed = await call(app, "GET", "/v1/memories", ann)
    assert [m["content"] for m in listed.json()["memories"]] == ["ann's"]
    batch = {"items": [{"content": "x", "user_id": "bob"}]}
    assert (await call(app, "POST", "/v1/memories/batch", ann, json=batch)).status_code == 403


async def test_a_tenant_never_sees_another_tenant_s_memories(
    served: tuple[Any, KeyStore], tmp_path: Path
) -> None:
    app, keys = served
    acme = await keys.create("acme", read_only=False, user_id=None)
    initech = await keys.create("initech", read_only=False, user_id=None)
    added = await call(app, "POST", "/v1/memories", acme, json={"content": "acme secret",
                                                                 "user_id": "u"})  # fmt: skip
    memory_id = added.json()["id"]
    for key, expected in ((acme, 1), (initech, 0)):
        counted = await call(app, "GET", "/v1/memories/count", key, params={"all_scopes": "true"})
        assert counted.json() == {"count": expected}
    other = await call(app, "GET", f"/v1/memories/{memory_id}", initech, params={"user_id": "u"})
    assert other.status_code == 404
    found = await call(app, "POST", "/v1/search", initech, json={"query": "secret",
                                                                 "user_id": "u"})  # fmt: skip
    assert found.json() == []
    assert (tmp_path / "m.db.tenants" / "acme.db").exists()


async def test_export_import_and_prune_stay_within_what_the_key_may(
    served: tuple[Any, KeyStore],
) -> None:
    app, keys = served
    acme = await keys.create("acme", read_only=False, user_id=None)
    ann = await keys.create("acme", read_only=False, user_id="ann")
    initech = await keys.create("initech", read_only=False, user_id=None)
    for key, user, text in ((acme, "bob", "bob's"), (ann, "ann", "ann's"),
                            (initech, "eve", "initech secret")):  # fmt: skip
        body = {"content": text, "user_id": user}
        assert (await call(app, "POST", "/v1/memories", key, json=body)).status_code == 201
    everyone = await call(app, "GET", "/v1/export", acme, params={"all_scopes": "true"})
    assert "bob's" in everyone.text
    assert "ann's" in everyone.text
    assert "initech" not in everyone.text
    own = await call(app, "GET", "/v1/export", ann)  # no user named: the key's own
    assert "ann's" in own.text
    assert "bob's" not in own.text
    for params in ({"user_id": "bob"}, {"all_scopes": "true"}):
        assert (await call(app, "GET", "/v1/export", ann, params=params)).status_code == 403
    lines = everyone.text.replace("bob's", "bob's copy")
    refused = await call(app, "POST", "/v1/import", ann, content=lines)
    assert refused.status_code == 403
    assert (await call(app, "POST", "/v1/prune", ann)).status_code == 403
    assert (await call(app, "POST", "/v1/prune", acme)).json() == {"count": 0}
    counted = await call(app, "GET", "/v1/memories/count", initech, params={"all_scopes": "true"})
    assert counted.json() == {"count": 1}
