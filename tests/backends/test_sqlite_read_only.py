"""A SQLite file this process may read but not write is searched, listed and read; a write
raises ``InvalidInput`` naming ``db_path`` and changes nothing.

The reading runs in a child process without write permission: as root (where permission
bits do not apply) the child drops the capabilities that bypass them (``setpriv``, from
util-linux), so the kernel refuses its writes as it would any user's.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from memvault import MemoryVault
from memvault.core.types import Message
from memvault.history.sqlite import SQLiteChatHistory
from tests.backends.test_sqlite_migrations import V3

READER = """
import asyncio, json, sys
from memvault import MemoryVault
from memvault.errors import MemvaultError
from memvault.history.sqlite import SQLiteChatHistory

async def main() -> None:
    path = sys.argv[1]
    seen = {}
    async with MemoryVault(path, embedder="hash") as vault:
        seen["search"] = [h.content for h in await vault.search("Paris", user_id="a")]
        seen["count"] = await vault.count(user_id="a")
        try:
            await vault.add("I live in Rome", user_id="a")
        except MemvaultError as exc:
            seen["add"] = [type(exc).__name__, getattr(exc, "field", None), str(exc)]
    history = SQLiteChatHistory(path, "s1")
    seen["messages"] = [m.content for m in await history.get_messages()]
    print(json.dumps(seen))

asyncio.run(main())
"""


def without_write_permission(*command: str) -> subprocess.CompletedProcess[str]:
    """Run ``command`` as this user, but without root's power to ignore permissions."""
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        assert setpriv, "setpriv (util-linux) is needed to drop root's file capabilities"
        drop = "--bounding-set=-dac_override,-dac_read_search,-fowner"
        command = (setpriv, "--inh-caps=-all", drop, "--", *command)
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)


@pytest.fixture
def filled(tmp_path: Path) -> Iterator[Path]:
    """A store with one fact and one chat message, then made read-only (file and, in the
    tests that ask, its folder); permissions are restored afterwards for clean-up."""
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "m.db"

    async def fill() -> None:
        async with MemoryVault(path, embedder="hash") as vault:
            await vault.add("I live in Paris", user_id="a")
        history = SQLiteChatHistory(path, "s1")
        await history.add_message(Message("user", "hello"))
        await history.aclose()  # the last connection: the WAL is checkpointed and removed

    asyncio.run(fill())
    path.chmod(0o444)
    try:
        yield path
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)


@pytest.mark.parametrize("folder_writable", [True, False])
def test_a_read_only_file_is_read_and_refuses_writes(filled: Path, folder_writable: bool) -> None:
    if not folder_writable:  # SQLite cannot create the WAL's shared-memory file
        assert sorted(p.name for p in filled.parent.iterdir()) == ["m.db"]
        filled.parent.chmod(0o555)
    before = filled.read_bytes()
    run = without_write_permission(sys.executable, "-c", READER, str(filled))
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout)
    assert seen["search"] == ["I live in Paris"]
    assert seen["count"] == 1
    kind, field, message = seen["add"]
    assert (kind, field) == ("InvalidInput", "db_path")
    assert "read-only" in message
    assert seen["messages"] == ["hello"]
    assert filled.read_bytes() == before


def test_the_cli_searches_a_read_only_file(filled: Path) -> None:
    memvault = str(Path(sys.executable).with_name("memvault"))
    run = without_write_permission(
        memvault, "--db", str(filled), "search", "Paris", "--user", "a", "--embedder", "hash"
    )
    assert run.returncode == 0, run.stderr
    assert "I live in Paris" in run.stdout
    run = without_write_permission(
        memvault, "--db", str(filled), "add", "x", "--user", "a", "--embedder", "hash"
    )
    assert run.returncode == 1
    assert "Traceback" not in run.stderr
    assert "read-only" in run.stderr


def test_a_read_only_file_that_needs_migrating_says_so(tmp_path: Path) -> None:
    path = tmp_path / "v3.db"  # written by an earlier memvault (see test_sqlite_migrations)
    conn = sqlite3.connect(path)
    conn.executescript(V3.read_text(encoding="utf-8"))
    conn.close()
    path.chmod(0o444)
    before = path.read_bytes()
    code = textwrap.dedent(
        """
        import asyncio, sys
        from memvault import MemoryVault
        from memvault.errors import SchemaVersionError
        async def main() -> None:
            try:
                async with MemoryVault(sys.argv[1], embedder="hash") as vault:
                    await vault.count(user_id="a")
            except SchemaVersionError as exc:
                print("refused:", exc)
        asyncio.run(main())
        """
    )
    run = without_write_permission(sys.executable, "-c", code, str(path))
    assert run.returncode == 0, run.stderr
    assert "refused:" in run.stdout
    assert "read-only and needs migrating" in run.stdout
    assert path.read_bytes() == before
