"""``MemvaultChatStore``: LlamaIndex's ``AsyncDBChatStore`` over memvault's chat histories.

A key's active messages are the session ``active:<key>`` of a ``SessionHistoryManager``, its
archived ones the session ``archived:<key>``. A ``ChatMessage`` is kept as one memvault
``Message`` (its role, its text) with the whole ``ChatMessage`` in ``metadata[ITEM_KEY]``, so
it comes back equal. Every operation is one step of the history, or steps that a rerun
completes without duplicates: ``archive_oldest_messages`` copies the oldest to the archive
(appends are idempotent by message id) and then removes them from the active session;
``set_messages`` adds the new messages and then removes the old ones, so an interruption
never loses the conversation.

The histories run on a loop thread of the store's own (``memvault.sync.Blocking``): the
store may be used from any loop (LlamaIndex's blocking ``Memory.put`` makes a new one per
call) while a Redis client or PostgreSQL pool stays on one. ``close()`` stops it.
"""

from __future__ import annotations

from typing import Any

from llama_index.core.base.llms.types import ChatMessage, MessageRole
from llama_index.core.bridge.pydantic import ConfigDict, PrivateAttr
from llama_index.core.storage.chat_store.base_db import AsyncDBChatStore, MessageStatus

from memvault.core.messages import Message
from memvault.errors import InvalidInput
from memvault.sessions import SessionHistoryManager
from memvault.sync import LoopThread

__all__ = ["ITEM_KEY", "MemvaultChatStore", "chat_message_of", "message_of"]

ITEM_KEY = "llama_index_message"
_ROLES = {"user": "user", "assistant": "assistant", "chatbot": "assistant", "model": "assistant",
          "system": "system", "developer": "system"}  # fmt: skip


def message_of(message: object, field: str = "message") -> Message:
    """The memvault ``Message`` that keeps a ``ChatMessage``."""
    if not isinstance(message, ChatMessage):
        raise InvalidInput(field, f"must be a ChatMessage, not {type(message).__name__}")
    kept = message.model_dump(mode="json")
    text = message.content or message.model_dump_json()
    role = MessageRole(message.role).value
    call_id = message.additional_kwargs.get("tool_call_id")
    if role in ("tool", "function") and isinstance(call_id, str) and call_id:
        return Message("tool", text, tool_call_id=call_id, metadata={ITEM_KEY: kept})
    return Message(_ROLES.get(role, "assistant"), text, metadata={ITEM_KEY: kept})  # type: ignore[arg-type]


def chat_message_of(message: Message) -> ChatMessage:
    """The ``ChatMessage`` a memvault message keeps (or one made of its role and text)."""
    kept = message.metadata.get(ITEM_KEY)
    if isinstance(kept, dict):
        return ChatMessage.model_validate(kept)
    return ChatMessage(role=message.role, content=message.content)


class MemvaultChatStore(AsyncDBChatStore):
    """Chat messages by key, in the histories ``sessions`` hands out: use
    ``MemvaultChatStore.over("chat.db")`` (or a ``redis://`` URL, a ``postgresql://`` DSN),
    or pass a ``SessionHistoryManager`` of your own."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    sessions: SessionHistoryManager

    _thread: LoopThread = PrivateAttr(default_factory=LoopThread)

    @classmethod
    def over(cls, target: str, **options: Any) -> MemvaultChatStore:
        """A store over new histories at ``target``: a SQLite path, ``redis://...`` or
        ``postgresql://...`` (``options`` go to the matching ``create_*_history_manager``)."""
        from memvault import sessions

        scheme = target.partition("://")[0].lower() if "://" in target else ""
        if scheme in ("redis", "rediss"):
            manager = sessions.create_redis_history_manager(url=target, **options)
        elif scheme in ("postgresql", "postgres"):
            manager = sessions.create_postgres_history_manager(target, **options)
        else:
            manager = sessions.create_sqlite_history_manager(target, **options)
        return cls(sessions=manager)

    @classmethod
    def class_name(cls) -> str:
        return "MemvaultChatStore"

    # -- AsyncDBChatStore ----------------------------------------------------------------

    async def get_messages(
        self,
        key: str,
        status: MessageStatus | None = MessageStatus.ACTIVE,
        limit: int | None = None,
        offset: int | None = None,
    ) -> list[ChatMessage]:
        found = await self._run(self._get(key, status))
        start = _count("offset", offset or 0)
        end = None if limit is None else start + _count("limit", limit)
        return [chat_message_of(m) for m in found[start:end]]

    async def count_messages(
        self, key: str, status: MessageStatus | None = MessageStatus.ACTIVE
    ) -> int:
        return len(await self._run(self._get(key, status)))

    async def add_message(
        self, key: str, message: ChatMessage, status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        await self.add_messages(key, [message], status)

    async def add_messages(
        self,
        key: str,
        messages: list[ChatMessage],
        status: MessageStatus = MessageStatus.ACTIVE,
    ) -> None:
        kept = [message_of(m, f"messages[{i}]") for i, m in enumerate(messages)]
        await self._run(self._history(key, status).add_messages(kept))

    async def set_messages(
        self,
        key: str,
        messages: list[ChatMessage],
        status: MessageStatus = MessageStatus.ACTIVE,
    ) -> None:
        kept = [message_of(m, f"messages[{i}]") for i, m in enumerate(messages)]
        await self._run(self._replace(key, status, kept))

    async def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Remove the active message at position ``idx`` (oldest first); ``None`` past
        the end."""
        removed = await self._run(self._remove_at(key, _count("idx", idx)))
        return None if removed is None else chat_message_of(removed)

    async def delete_messages(self, key: str, status: MessageStatus | None = None) -> None:
        for one in [status] if status is not None else list(MessageStatus):
            await self._run(self._history(key, one).clear())

    async def delete_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        removed = await self._run(self._take_oldest(key, _count("n", n), archive=False))
        return [chat_message_of(m) for m in removed]

    async def archive_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        removed = await self._run(self._take_oldest(key, _count("n", n), archive=True))
        return [chat_message_of(m) for m in removed]

    async def get_keys(self) -> list[str]:
        names = await self._run(self.sessions.list_sessions())
        return sorted(
            {n.partition(":")[2] for n in names if n.startswith(("active:", "archived:"))}
        )

    # -- on the store's loop -------------------------------------------------------------

    def _history(self, key: str, status: MessageStatus) -> Any:
        if not isinstance(key, str) or not key:
            raise InvalidInput("key", "must be a non-empty string")
        prefix = "active" if MessageStatus(status) == MessageStatus.ACTIVE else "archived"
        return self.sessions.get_history(f"{prefix}:{key}")

    async def _get(self, key: str, status: MessageStatus | None) -> list[Message]:
        if status is not None:
            found: list[Message] = await self._history(key, status).get_messages()
            return found
        return [m for one in MessageStatus for m in await self._get(key, one)]

    async def _replace(self, key: str, status: MessageStatus, kept: list[Message]) -> None:
        history = self._history(key, status)
        old = [m.id for m in await history.get_messages()]
        await history.add_messages(kept)
        await history.remove_messages(old)

    async def _remove_at(self, key: str, idx: int) -> Message | None:
        history = self._history(key, MessageStatus.ACTIVE)
        current = await history.get_messages()
        if idx >= len(current):
            return None
        removed = await history.remove_messages([current[idx].id])
        return removed[0] if removed else None

    async def _take_oldest(self, key: str, n: int, *, archive: bool) -> list[Message]:
        active = self._history(key, MessageStatus.ACTIVE)
        oldest = (await active.get_messages())[:n]
        if archive:
            await self._history(key, MessageStatus.ARCHIVED).add_messages(oldest)
        removed: list[Message] = await active.remove_messages([m.id for m in oldest])
        return removed

    async def _run(self, coroutine: Any) -> Any:
        blocking = self._thread.of(self.sessions)
        return await blocking.on_loop(coroutine)

    def close(self) -> None:
        """Close the histories (on the store's loop thread) and stop it."""
        self._thread.close()


def _count(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidInput(name, f"must be a whole number of at least 0, not {value!r}")
    return value
