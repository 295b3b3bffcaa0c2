"""``SQLiteStore.next_messages`` on a session id many users share: finding one user's next
turn reads none of the others' (the session index holds user and agent, migration
``0011_turn_order``). Counted in SQLite's virtual-machine steps, not in seconds."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from memvault import MemoryVault
from memvault.core.types import Scope
from memvault.embedders import HashEmbedder
from memvault.stores.sqlite import reads


async def _steps(path: Path, others: int) -> int:
    """How many VM steps finding the answer to a user's question takes, when ``others``
    messages of other users follow it in the same session id (checking it finds it)."""
    async with MemoryVault(path, embedder=HashEmbedder()) as vault:
        asked = await vault.add("where to?", user_id="u", session_id="main", kind="message")
        await vault.add_many([{"content": f"turn {i}", "user_id": f"v{i % 50}",
                               "session_id": "main", "kind": "message"}
                              for i in range(others)])  # fmt: skip
        answer = await vault.add("Rome", user_id="u", session_id="main", kind="message")
    steps = 0

    def count() -> int:
        nonlocal steps
        steps += 1
        return 0

    conn = sqlite3.connect(path)
    try:
        conn.set_progress_handler(count, 10)
        found = reads.next_messages(conn, [asked.id], Scope("u"))
    finally:
        conn.close()
    assert found == {asked.id: answer.id}
    return steps


async def test_other_users_turns_of_a_shared_session_id_are_not_read(tmp_path: Path) -> None:
    few = await _steps(tmp_path / "few.db", 10)
    many = await _steps(tmp_path / "many.db", 5_000)
    assert many <= few + 5  # indexed by session and seq alone: 3,023 steps here, against 29
