"""The public surface is pinned: adding or removing a name is a deliberate change."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import memvault

PUBLIC = {
    "HYBRID",
    "KEYWORD",
    "SEMANTIC",
    "BackendUnavailable",
    "Conflict",
    "ExtractionError",
    "InMemoryChatHistory",
    "InvalidInput",
    "MemoryEntry",
    "MemoryEvent",
    "MemoryVault",
    "MemvaultError",
    "Message",
    "MissingDependency",
    "NotFound",
    "PostgresChatHistory",
    "RedisChatHistory",
    "RemoteVault",
    "SQLiteChatHistory",
    "SchemaVersionError",
    "Scope",
    "SearchConfig",
    "SlidingWindowChatHistory",
    "SyncMemoryVault",
    "SyncRemoteVault",
    "TokenWindowChatHistory",
    "ToolCall",
    "__version__",
}

SUBPACKAGES = (
    "memvault.agent",
    "memvault.buffer",
    "memvault.core.protocols",
    "memvault.core.stores",
    "memvault.embedders",
    "memvault.history",
    "memvault.knowledge",
    "memvault.llms",
    "memvault.mcp",
    "memvault.memories",
    "memvault.remote",
    "memvault.server",
    "memvault.sessions",
    "memvault.stores",
    "memvault.sync",
    "memvault.testing",
    "memvault.tokenizers",
)

HEAVY = (
    "onnxruntime",
    "psycopg",
    "psycopg_pool",
    "redis",
    "httpx",
    # the frameworks of memvault.integrations
    "langchain_core",
    "langgraph",
    "llama_index",
    "agents",
    "openai",
)


def test_all_is_pinned() -> None:
    assert set(memvault.__all__) == PUBLIC
    assert len(memvault.__all__) == len(PUBLIC)


def test_every_public_name_exists() -> None:
    for name in memvault.__all__:
        assert hasattr(memvault, name), name


def test_error_tree_has_one_root() -> None:
    for name in memvault.__all__:
        obj = getattr(memvault, name)
        if isinstance(obj, type) and issubclass(obj, Exception):
            assert issubclass(obj, memvault.MemvaultError), name


def test_package_ships_py_typed() -> None:
    assert (Path(memvault.__file__).parent / "py.typed").is_file()


@pytest.mark.parametrize("module", SUBPACKAGES)
def test_every_subpackage_pins_its_names(module: str) -> None:
    package = importlib.import_module(module)
    assert package.__all__, module
    for name in package.__all__:
        assert hasattr(package, name), f"{module}.{name}"


@pytest.mark.parametrize("name", sorted(memvault.MOVED))
def test_a_moved_name_still_imports_with_a_warning_naming_its_home(name: str) -> None:
    home = memvault.MOVED[name]
    with pytest.warns(DeprecationWarning, match=rf"from {home} import {name}\b"):
        old = getattr(memvault, name)
    assert old is getattr(importlib.import_module(home), name)
    assert name not in memvault.__all__


def test_the_names_other_frameworks_use_work_without_a_warning_from_their_package() -> None:
    """Code written for Flux- and Nadoo-style session APIs keeps working after changing the
    import to the subpackage; there the names are plain aliases, not deprecated."""
    from memvault.history import InMemorySession, SQLiteSession
    from memvault.memories import ConversationMemory, VectorMemory
    from memvault.sessions import (
        SessionHistoryManager,
        create_inmemory_history_manager,
        create_postgres_history_manager,
        create_redis_history_manager,
        create_sqlite_history_manager,
    )

    assert InMemorySession is memvault.InMemoryChatHistory
    assert SQLiteSession is memvault.SQLiteChatHistory
    assert all(
        callable(f)
        for f in (
            ConversationMemory,
            VectorMemory,
            SessionHistoryManager,
            create_inmemory_history_manager,
            create_postgres_history_manager,
            create_redis_history_manager,
            create_sqlite_history_manager,
        )
    )


def test_the_remote_client_is_imported_on_first_use_without_a_warning() -> None:
    """``import memvault`` loads no httpx (below); ``memvault.RemoteVault`` loads it then."""
    import warnings

    from memvault.remote import RemoteVault, SyncRemoteVault

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert memvault.RemoteVault is RemoteVault
        assert memvault.SyncRemoteVault is SyncRemoteVault


def test_an_unknown_name_is_an_attribute_error() -> None:
    name = "no_such_name"
    with pytest.raises(AttributeError, match=name):
        getattr(memvault, name)


def test_import_memvault_loads_no_model_runtime_driver_or_http_client() -> None:
    code = (
        "import sys, memvault, memvault.stores, memvault.history;"
        f"print(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-W", "error", "-c", code],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.strip() == ""


def test_both_stores_are_exported_from_memvault_stores() -> None:
    from memvault.stores import PostgresStore, SQLiteStore
    from memvault.stores.postgres import PostgresStore as PostgresHome
    from memvault.stores.sqlite import SQLiteStore as SQLiteHome

    assert (PostgresStore, SQLiteStore) == (PostgresHome, SQLiteHome)
    with pytest.raises(ImportError):
        from memvault.stores import RedisStore  # type: ignore[attr-defined]  # noqa: F401


APACHE_2_0_SHA256 = "cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30"
"""The sha256 of the standard text, https://www.apache.org/licenses/LICENSE-2.0.txt."""


def test_the_wheel_ships_the_licence_pyproject_names(tmp_path: Path) -> None:
    """There was no LICENSE file, at the root or in the wheel: now the standard Apache-2.0
    text (the licence ``pyproject.toml`` names) is at the root and in the wheel's
    ``.dist-info/licenses``, and the metadata points to it."""
    import hashlib
    import tomllib
    import zipfile

    root = Path(__file__).resolve().parent.parent
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "Apache-2.0"
    licence = (root / "LICENSE").read_bytes()
    assert hashlib.sha256(licence).hexdigest() == APACHE_2_0_SHA256
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(root),
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-q",
            "-w",
            str(tmp_path),
        ],  # offline: hatchling is in the dev extra
        check=True,
        timeout=300,
        capture_output=True,
    )
    [wheel] = tmp_path.glob("memvault-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        [shipped] = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
        assert archive.read(shipped) == licence
        [metadata] = [n for n in names if n.endswith(".dist-info/METADATA")]
        lines = archive.read(metadata).decode().splitlines()
    assert "License-Expression: Apache-2.0" in lines
    assert "License-File: LICENSE" in lines
