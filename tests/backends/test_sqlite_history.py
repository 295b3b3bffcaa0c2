"""SQLite chat histories: the conformance suite in memory and on a file, plus what only a
file can show (restarts, many processes, migrations)."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from memvault import InvalidInput, Message, SchemaVersionError, SQLiteChatHistory
from memvault.history import SQLiteSession, SQLiteSessionCatalog
from memvault.history.sqlite import migrations
from memvault.infra.sqlite import SQLiteDatabase
from memvault.sessions import create_sqlite_history_manager
from tests.conformance.chat_history import ChatHistoryConformance, MakeHistory


class TestSQLiteInMemory(ChatHistoryConformance):
    @pytest.fixture
    def make_history(self) -> Iterator[MakeHistory]:
        db = SQLiteDatabase(":memory:", [migrations])

        async def make(session_id: str) -> SQLiteChatHistory:
            return SQLiteChatHistory(db, session_id)

        yield make
        db.close()


class TestSQLiteFile(ChatHistoryConformance):
    @pytest.fixture
    def make_history(self, tmp_path: Path) -> Iterator[MakeHistory]:
        made: list[SQLiteChatHistory] = []

        async def make(session_id: str) -> SQLiteChatHistory:
            made.append(SQLiteChatHistory(tmp_path / "chat.db", session_id))
            return made[-1]

        yield make
        for history in made:
            history.close()


async def test_messages_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "restart.db"
    sent = [Message.user("remember me"), Message.assistant("I will")]
    async with SQLiteChatHistory(path, session_id="s") as history:
        await history.add_messages(sent)
    async with SQLiteChatHistory(path, session_id="s") as reopened:
        assert await reopened.get_messages() == sent


async def test_file_uses_wal(tmp_path: Path) -> None:
    path = tmp_path / "wal.db"
    async with SQLiteChatHistory(path) as history:
        await history.add_message(Message.user("x"))
        conn = sqlite3.connect(path)
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        conn.close()


async def test_sqlite_session_is_the_same_class(tmp_path: Path) -> None:
    assert SQLiteSession is SQLiteChatHistory
    async with SQLiteSession(db_path=tmp_path / "s.db") as session:
        await session.add_message(Message.user("hi"))
        assert session.session_id == "default"
        assert len(await session.get_messages()) == 1


def test_bad_arguments_are_rejected() -> None:
    with pytest.raises(InvalidInput, match="session_id"):
        SQLiteChatHistory(":memory:", session_id="")
    with pytest.raises(InvalidInput, match="session_id"):
        SQLiteChatHistory(":memory:", session_id=3)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="db_path"):
        SQLiteChatHistory(b"x.db")  # type: ignore[arg-type]


async def test_a_file_that_is_not_a_database_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("this is not sqlite " * 100)
    history = SQLiteChatHistory(path)
    with pytest.raises(InvalidInput, match="not a SQLite database"):
        await history.get_messages()
    assert path.read_text().startswith("this is not sqlite")


async def test_a_database_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "newer.db"
    async with SQLiteChatHistory(path) as history:
        await history.add_message(Message.user("old data"))
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO memvault_migrations VALUES ('chat_history', '9999_from_the_future', 'x')"
    )
    conn.commit()
    conn.close()
    with pytest.raises(SchemaVersionError, match="9999_from_the_future"):
        await SQLiteChatHistory(path).get_messages()


async def test_migrations_are_recorded_once(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    for _ in range(2):
        async with SQLiteChatHistory(path) as history:
            await history.add_message(Message.user("x"))
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT component, name FROM memvault_migrations").fetchall()
    conn.close()
    assert rows == [
        ("chat_history", "0001_create_chat_messages"),
        ("chat_history", "0002_index_message_ids"),
    ]


WRITER = """
import asyncio, sys
from memvault import Message, SQLiteChatHistory

async def main(path, tag, n):
    async with SQLiteChatHistory(path, session_id="shared") as history:
        for i in range(n):
            await history.add_message(Message.user(f"{tag}-{i}"))

asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
"""


def test_two_processes_appending_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    n = 150
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), tag, str(n)])
        for tag in ("a", "b")
    ]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    history = SQLiteChatHistory(path, session_id="shared")
    try:
        contents = [m.content for m in asyncio.run(history.get_messages())]
    finally:
        history.close()
    assert len(contents) == 2 * n
    for tag in ("a", "b"):
        assert [c for c in contents if c.startswith(tag)] == [f"{tag}-{i}" for i in range(n)]


async def test_catalog_lists_and_deletes_stored_sessions(tmp_path: Path) -> None:
    path = tmp_path / "catalog.db"
    for session in ("b", "a", "c"):
        async with SQLiteChatHistory(path, session_id=session) as history:
            await history.add_message(Message.user(f"in {session}"))
    async with SQLiteSessionCatalog(path) as catalog:
        assert await catalog.list_sessions() == ["a", "b", "c"]
        await catalog.delete_session("b")
        await catalog.delete_session("never-existed")
        assert await catalog.list_sessions() == ["a", "c"]


async def test_manager_finds_sessions_written_by_an_earlier_process(tmp_path: Path) -> None:
    path = tmp_path / "managed.db"
    async with create_sqlite_history_manager(path) as manager:
        await manager.get_history("monday").add_message(Message.user("hello"))
    async with create_sqlite_history_manager(path, window_size=1) as manager:
        assert await manager.list_sessions() == ["monday"]
        managed = await manager.get_history("monday")  # awaited, as the Nadoo-style API writes
        assert managed is manager.get_history("monday")
        await managed.add_message(Message.assistant("welcome back"))
        assert [m.content for m in await managed.get_messages()] == ["welcome back"]
        assert await manager.delete_session("monday") is True
        assert await manager.list_sessions() == []
    async with SQLiteChatHistory(path, session_id="monday") as history:
        assert await history.get_messages() == []


async def test_opening_a_file_another_connection_is_writing_waits_for_it(tmp_path: Path) -> None:
    """Regression: SQLite answers ``PRAGMA journal_mode=WAL`` with "database is locked" at once,
    without its busy handler, while another connection writes; two processes opening a new
    file together (``test_two_processes_appending_at_once_lose_nothing``) could fail on it."""
    path = tmp_path / "busy.db"
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("CREATE TABLE elsewhere (x)")
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO elsewhere VALUES (1)")
    release = threading.Timer(0.3, lambda: other.execute("COMMIT"))
    release.start()
    try:
        async with SQLiteChatHistory(path, session_id="s") as history:
            await history.add_message(Message.user("after the other writer"))
            assert [m.content for m in await history.get_messages()] == ["after the other writer"]
    finally:
        release.join()
        other.close()
