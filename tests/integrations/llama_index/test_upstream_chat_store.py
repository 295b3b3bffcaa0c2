"""LlamaIndex's own tests of a chat store and of ``Memory`` over a custom chat store, run
against ``MemvaultChatStore`` on SQLite, Redis and PostgreSQL (the ``chat_store`` fixture).

Mirrored from run-llama/llama_index, ``llama-index-core/tests/storage/chat_store/test_sql.py``
and ``llama-index-core/tests/memory/test_memory_custom_chat_store.py`` as stored for the
llama-index-core 0.14.25 line (the pinned version; its sdist carries no tests, and the
repository snapshot was too large to fetch whole, so the files were read from the stored
index at commits 09e5118 and 93c1da4, and checked against the installed 0.14.25 API:
``Memory.from_defaults(chat_store=...)``, ``AsyncDBChatStore``). Each test keeps its steps and
assertions; only the store is ours. Where a test read the internals of the upstream store, the
same fact is read through the store's API, said at the line:
- ``test_delete_message`` found the middle message's SQL row id in ``SQLAlchemyChatStore``'s
  table; ``AsyncDBChatStore.delete_message(key, idx)`` here takes the position (as the
  custom store of ``test_memory_custom_chat_store.py`` does), so the middle one is ``1``;
- the custom-store tests counted ``chat_store.active[...]`` and ``chat_store.archived[...]``
  (fields of their in-memory store); here ``get_messages`` with the status counts them.

Not mirrored:
- ``test_from_defaults_without_chat_store_still_uses_sql_store``: it tests LlamaIndex's default
  SQLAlchemy store, not a custom one;
- ``test_concurrent_aput_does_not_over_archive``: it tests a fix to ``Memory`` (serialising
  concurrent flushes) made after 0.14.25: run on 0.14.25 with upstream's own in-memory store
  from that file, it fails the same way (every message archived).
"""

from __future__ import annotations

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory.memory import Memory
from llama_index.core.storage.chat_store.base_db import MessageStatus

from memvault.integrations.llama_index import MemvaultChatStore

# -- test_sql.py -----------------------------------------------------------------------------


async def test_add_get_messages(chat_store: MemvaultChatStore) -> None:
    await chat_store.add_message("user1", ChatMessage(role="user", content="hello"))
    await chat_store.add_message("user1", ChatMessage(role="assistant", content="world"))
    messages = await chat_store.get_messages("user1")
    assert len(messages) == 2
    assert messages[0].role == "user"
    assert messages[0].content == "hello"
    assert messages[1].role == "assistant"
    assert messages[1].content == "world"
    assert len(await chat_store.get_messages("nonexistent")) == 0


async def test_add_messages_batch(chat_store: MemvaultChatStore) -> None:
    batch = [ChatMessage(role="user", content="hello"),
             ChatMessage(role="assistant", content="world"),
             ChatMessage(role="user", content="how are you?")]  # fmt: skip
    await chat_store.add_messages("batch_user", batch)
    messages = await chat_store.get_messages("batch_user")
    assert [m.content for m in messages] == ["hello", "world", "how are you?"]


async def test_count_messages(chat_store: MemvaultChatStore) -> None:
    batch = [ChatMessage(role="user", content=f"message{i}") for i in (1, 2, 3)]
    await chat_store.add_messages("count_user", batch)
    assert await chat_store.count_messages("count_user") == 3
    assert await chat_store.count_messages("nonexistent") == 0


async def test_set_messages(chat_store: MemvaultChatStore) -> None:
    await chat_store.add_message("replace_user", ChatMessage(role="user", content="initial"))
    new = [ChatMessage(role="user", content="replaced1"),
           ChatMessage(role="assistant", content="replaced2")]  # fmt: skip
    await chat_store.set_messages("replace_user", new)
    messages = await chat_store.get_messages("replace_user")
    assert [m.content for m in messages] == ["replaced1", "replaced2"]


async def test_delete_message(chat_store: MemvaultChatStore) -> None:
    batch = [ChatMessage(role="user", content="message1"),
             ChatMessage(role="assistant", content="message2"),
             ChatMessage(role="user", content="message3")]  # fmt: skip
    await chat_store.add_messages("delete_user", batch)
    deleted = await chat_store.delete_message("delete_user", 1)  # the middle one, by position
    assert deleted is not None
    assert deleted.content == "message2"
    remaining = await chat_store.get_messages("delete_user")
    assert [m.content for m in remaining] == ["message1", "message3"]


async def test_delete_messages(chat_store: MemvaultChatStore) -> None:
    await chat_store.add_message("delete_all_user1", ChatMessage(role="user", content="u1"))
    await chat_store.add_message("delete_all_user2", ChatMessage(role="user", content="u2"))
    await chat_store.delete_messages("delete_all_user1")
    assert len(await chat_store.get_messages("delete_all_user1")) == 0
    assert len(await chat_store.get_messages("delete_all_user2")) == 1


async def test_delete_oldest_messages(chat_store: MemvaultChatStore) -> None:
    batch = [ChatMessage(role="user", content="oldest"),
             ChatMessage(role="assistant", content="middle"),
             ChatMessage(role="user", content="newest")]  # fmt: skip
    await chat_store.add_messages("oldest_test", batch)
    deleted = await chat_store.delete_oldest_messages("oldest_test", 1)
    assert [m.content for m in deleted] == ["oldest"]
    remaining = await chat_store.get_messages("oldest_test")
    assert [m.content for m in remaining] == ["middle", "newest"]


async def test_archive_oldest_messages(chat_store: MemvaultChatStore) -> None:
    batch = [ChatMessage(role="user", content="oldest"),
             ChatMessage(role="assistant", content="middle"),
             ChatMessage(role="user", content="newest")]  # fmt: skip
    await chat_store.add_messages("archive_test", batch)
    archived = await chat_store.archive_oldest_messages("archive_test", 1)
    assert [m.content for m in archived] == ["oldest"]
    active = await chat_store.get_messages("archive_test", status=MessageStatus.ACTIVE)
    assert [m.content for m in active] == ["middle", "newest"]
    old = await chat_store.get_messages("archive_test", status=MessageStatus.ARCHIVED)
    assert [m.content for m in old] == ["oldest"]


async def test_get_messages_with_limit_offset(chat_store: MemvaultChatStore) -> None:
    batch = [ChatMessage(role="user" if i % 2 else "assistant", content=f"message{i}")
             for i in range(1, 6)]  # fmt: skip
    await chat_store.add_messages("pagination_test", batch)
    limited = await chat_store.get_messages("pagination_test", limit=2)
    assert [m.content for m in limited] == ["message1", "message2"]
    offset = await chat_store.get_messages("pagination_test", offset=2)
    assert [m.content for m in offset] == ["message3", "message4", "message5"]
    paginated = await chat_store.get_messages("pagination_test", limit=2, offset=1)
    assert [m.content for m in paginated] == ["message2", "message3"]


async def test_get_keys(chat_store: MemvaultChatStore) -> None:
    for i in (1, 2, 3):
        await chat_store.add_message(f"keys_user{i}", ChatMessage(role="user", content=f"m{i}"))
    assert {"keys_user1", "keys_user2", "keys_user3"}.issubset(set(await chat_store.get_keys()))


# -- test_memory_custom_chat_store.py ---------------------------------------------------------


async def test_memory_accepts_custom_chat_store(chat_store: MemvaultChatStore) -> None:
    memory = Memory(token_limit=1000, session_id="test_user", sql_store=chat_store)
    await memory.aput_messages([ChatMessage(role="user", content="Message 1"),
                                ChatMessage(role="assistant", content="Response 1")])  # fmt: skip
    messages = await memory.aget()
    assert [m.content for m in messages] == ["Message 1", "Response 1"]
    assert memory.sql_store is chat_store
    assert len(await chat_store.get_messages("test_user")) == 2  # upstream: .active[...]


async def test_from_defaults_with_custom_chat_store(chat_store: MemvaultChatStore) -> None:
    memory = Memory.from_defaults(
        session_id="test_user", token_limit=1000,
        chat_history=[ChatMessage(role="user", content="Seeded")], chat_store=chat_store,
    )  # fmt: skip
    assert memory.sql_store is chat_store
    assert [m.content for m in await memory.aget()] == ["Seeded"]


async def test_waterfall_archives_into_custom_chat_store(chat_store: MemvaultChatStore) -> None:
    memory = Memory(token_limit=1000, token_flush_size=700, chat_history_token_ratio=0.9,
                    session_id="test_user", sql_store=chat_store)  # fmt: skip
    await memory.aput_messages([ChatMessage(role="user", content="x " * 500),
                                ChatMessage(role="assistant", content="y " * 500),
                                ChatMessage(role="user", content="z " * 500)])  # fmt: skip
    messages = await memory.aget()
    assert len(messages) == 1
    assert "z " in messages[0].content  # type: ignore[operator]
    archived = await chat_store.get_messages("test_user", status=MessageStatus.ARCHIVED)
    assert len(archived) == 2  # upstream: .archived[...]


def test_sync_put_works_across_event_loops(chat_store: MemvaultChatStore) -> None:
    memory = Memory(token_limit=1000, session_id="loop_user", sql_store=chat_store)
    memory.put(ChatMessage(role="user", content="one"))
    memory.put(ChatMessage(role="user", content="two"))
    assert [m.content for m in memory.get_all()] == ["one", "two"]
