"""The inspector in a real browser: Debian's Chromium (``/usr/bin/chromium``, which
``.ci/run`` installs when it is missing) driven by Playwright, against ``memvault serve``
over a seeded SQLite file or PostgreSQL database with API keys; and axe-core, which
``make test`` installs here with npm. Without Chromium or axe-core the tests skip (fail
with CI=true)."""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest

from memvault import MemoryVault
from memvault.defaults import open_key_store
from memvault.embedders import HashEmbedder
from tests.conftest import ON_CI
from tests.inspector.seed import seed
from tests.served import serving

AXE = Path(__file__).with_name("node_modules") / "axe-core" / "axe.min.js"
SCREENSHOTS = os.environ.get("MEMVAULT_SCREENSHOTS")
"""Where the browser test writes a screenshot of each page (``make screenshots``: the
README's, in docs/img/inspector); unset, none are written."""


def unavailable(what: str) -> None:
    if ON_CI:
        pytest.fail(f"CI=true and {what}")
    pytest.skip(what)


@dataclass(frozen=True)
class Served:
    """A running server over a seeded store: its URL, the store's name, the seeded ids,
    and its keys (``admin``, ``reader``)."""

    url: str
    store: str
    ids: dict[str, str]
    keys: dict[str, str]


async def _seeded(target: str) -> tuple[dict[str, str], dict[str, str]]:
    async with MemoryVault(target, embedder=HashEmbedder()) as vault:
        ids = await seed(vault)
    store = open_key_store(target)
    try:
        keys = {"admin": await store.create("default", read_only=False, user_id=None),
                "reader": await store.create("default", read_only=True, user_id=None)}  # fmt: skip
    finally:
        await store.aclose()
    return ids, keys


def _seed(target: str) -> tuple[dict[str, str], dict[str, str]]:
    """``_seeded`` on a thread of its own (the test's thread may run an event loop)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, _seeded(target)).result(timeout=120)


@pytest.fixture(
    scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]
)
def served(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Served]:
    if request.param == "sqlite":
        target = str(tmp_path_factory.mktemp("inspector") / "inspected.db")
        ids, keys = _seed(target)
        for url in serving(target):
            yield Served(url, "sqlite", ids, keys)
        return
    import psycopg

    dsn: str = request.getfixturevalue("pgvector_dsn")
    name = f"inspector_{uuid4().hex[:10]}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    target = _as_url(dsn, name)
    with psycopg.connect(target, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    try:
        ids, keys = _seed(target)
        for url in serving(target):
            yield Served(url, "postgres", ids, keys)
    finally:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def _as_url(dsn: str, database: str) -> str:
    """``dsn`` (a URL) with its database replaced by ``database``."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(dsn)
    return urlunsplit(parts._replace(path=f"/{database}"))


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """A headless Chromium (Debian's), launched by Playwright."""
    executable = os.environ.get("MEMVAULT_CHROMIUM") or shutil.which("chromium")
    if executable is None:
        unavailable("Chromium is not installed (apt-get install chromium; .ci/run does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def axe() -> str:
    if not AXE.exists():
        unavailable(f"axe-core is not installed in {AXE.parents[1]} (`make test` installs it)")
    return AXE.read_text(encoding="utf-8")
