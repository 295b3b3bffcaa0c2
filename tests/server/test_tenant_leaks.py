"""Random operations with random keys over two tenants: no response ever holds another
tenant's data, and none is a server error.

Every memory a tenant writes carries that tenant's marker (``T1MARK`` or ``T2MARK``); after
each step, the response to a key of one tenant must not contain the other's marker. The
keys of each tenant: read-write, read-only, bound to user ``u1``; and keys that are not
valid (a revoked one, a made-up one, none). The app runs in-process over SQLite files (the
tenancy is the same code on either store; PostgreSQL's tables per tenant are tested in
``test_keys``)."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path
from typing import Any

import httpx
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, invariant, rule

from memvault import MemoryVault
from memvault.core.keys import key_id
from memvault.embedders import HashEmbedder
from memvault.keys.sqlite import SQLiteKeyStore
from memvault.server import create_app
from memvault.server.tenancy import Tenants

MARK = {"t1": "T1MARK", "t2": "T2MARK"}
USERS = st.sampled_from(["u1", "u2", None])
WORDS = st.sampled_from(["tea", "coffee", "Paris", "Berlin", "cat"])


def run(coroutine: Any) -> Any:
    return asyncio.run(coroutine)


class TenantLeaks(RuleBasedStateMachine):
    ids = Bundle("ids")

    def __init__(self) -> None:
        super().__init__()
        self.folder = tempfile.TemporaryDirectory()
        target = str(Path(self.folder.name) / "m.db")
        self.vault = MemoryVault(target, embedder=HashEmbedder())
        self.key_store = SQLiteKeyStore(target)
        tenants = Tenants(self.vault, target, HashEmbedder())
        self.app = create_app(self.vault, keys=self.key_store, tenants=tenants)
        self.keys: list[tuple[str | None, str | None]] = []  # (key, its tenant or None)
        for tenant in MARK:
            for read_only, user in ((False, None), (True, None), (False, "u1")):
                key = run(self.key_store.create(tenant, read_only=read_only, user_id=user))
                self.keys.append((key, tenant))
        revoked = run(self.key_store.create("t1", read_only=False, user_id=None))
        run(self.key_store.revoke(str(key_id(revoked))))
        self.keys += [(revoked, None), ("mvk_0123456789ab_" + "A" * 32, None), (None, None)]
        self.last: tuple[str | None, httpx.Response] | None = None

    def teardown(self) -> None:
        run(self.vault.aclose())
        run(self.key_store.aclose())
        self.folder.cleanup()

    def call(self, which: int, method: str, path: str, **kwargs: Any) -> httpx.Response:
        key, tenant = self.keys[which % len(self.keys)]
        headers = {} if key is None else {"Authorization": f"Bearer {key}"}

        async def send() -> httpx.Response:
            transport = httpx.ASGITransport(app=self.app)
            async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
                return await client.request(method, path, headers=headers, **kwargs)

        response: httpx.Response = run(send())
        self.last = (tenant, response)
        self.no_response_holds_another_tenant_s_data()
        assert response.status_code < 500, response.text
        if tenant is None:
            assert response.status_code == 401, response.text
        return response

    @rule(target=ids, which=st.integers(0, 20), user=USERS, word=WORDS)
    def add(self, which: int, user: str | None, word: str) -> str:
        tenant = self.keys[which % len(self.keys)][1]
        content = f"{MARK.get(tenant or 't1')} {word}"
        body = {"content": content, **({"user_id": user} if user else {})}
        response = self.call(which, "POST", "/v1/memories", json=body)
        return str(response.json().get("id", "none")) if response.status_code == 201 else "none"

    @rule(which=st.integers(0, 20), user=USERS, word=WORDS, everyone=st.booleans())
    def search(self, which: int, user: str | None, word: str, everyone: bool) -> None:
        scope = {"all_scopes": True} if everyone else ({"user_id": user} if user else {})
        self.call(which, "POST", "/v1/search", json={"query": word, **scope})

    @rule(which=st.integers(0, 20), user=USERS, everyone=st.booleans())
    def listing(self, which: int, user: str | None, everyone: bool) -> None:
        scope = {"all_scopes": "true"} if everyone else ({"user_id": user} if user else {})
        self.call(which, "GET", "/v1/memories", params=scope)

    @rule(which=st.integers(0, 20), memory_id=ids, user=USERS, delete=st.booleans())
    def by_id(self, which: int, memory_id: str, user: str | None, delete: bool) -> None:
        scope = {"user_id": user} if user else {"all_scopes": "true"}
        method = "DELETE" if delete else "GET"
        self.call(which, method, f"/v1/memories/{memory_id}", params=scope)

    @rule(which=st.integers(0, 20), word=WORDS)
    def context(self, which: int, word: str) -> None:
        self.call(which, "POST", "/v1/context", json={"query": word, "user_id": "u1"})

    @rule(which=st.integers(0, 20), session=st.sampled_from(["s1", "s2"]), write=st.booleans())
    def chat(self, which: int, session: str, write: bool) -> None:
        tenant = self.keys[which % len(self.keys)][1]
        path = f"/v1/sessions/{session}/messages"
        if write:
            said = [{"role": "user", "content": f"{MARK.get(tenant or 't1')} hello"}]
            self.call(which, "POST", path, json={"user_id": "u1", "messages": said})
        else:
            self.call(which, "GET", path, params={"user_id": "u1"})

    @rule(which=st.integers(0, 20), everyone=st.booleans(), word=WORDS)
    def export_and_recall(self, which: int, everyone: bool, word: str) -> None:
        scope = {"all_scopes": "true"} if everyone else {"user_id": "u1"}
        self.call(which, "GET", "/v1/export", params=scope)
        self.call(which, "POST", "/v1/episodes/recall", json={"situation": word, "user_id": "u1"})
        self.call(which, "GET", "/v1/entities", params={"user_id": "u1"})

    @invariant()
    def no_response_holds_another_tenant_s_data(self) -> None:
        if self.last is None:
            return
        tenant, response = self.last
        for other, mark in MARK.items():
            if other != tenant:
                assert mark not in response.text, (tenant, response.text)


TenantLeaks.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
TestTenantLeaks = TenantLeaks.TestCase
