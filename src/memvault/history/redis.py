"""Chat histories in Redis: one list per session, one JSON message per element.

The list of session ``s`` lives at the key ``session_key(key_prefix, s)``: the prefix, then the
id with ``%`` and ``:`` percent-encoded, so that no two (prefix, session) pairs share a key when
prefixes end with ``:`` (``"p:" + "a:b"`` is ``p:a%3Ab``, ``"p:a:" + "b"`` is ``p:a:b``); an id
without either character keeps the key it always had. Oldest message first;
each element is the message as compact JSON (``Message.to_dict``). With ``ttl`` every write
sets the key's expiry again, so a session lives ``ttl`` after its last message.

Give either a client or a URL, never both, and never neither (there is no hidden localhost
default). A ``redis.asyncio.Redis`` is used as it is and stays the caller's to close. A plain
``redis.Redis`` is never called from async code: its connection settings are copied into a
``redis.asyncio.Redis`` that this object owns (its retry policy and client-side cache are not
carried over). A URL also gives an owned client. Owned clients do not retry and never wait
forever, so a down server raises within ``CONNECT_TIMEOUT``; they are closed by ``aclose()`` or
``async with``, and reconnect if used again. Any ``decode_responses`` setting works. The
connection handling lives in ``memvault.infra.redis``.

Appends are idempotent by message id: beside its list, a session keeps the set of the ids it
holds at ``ids_key(key)`` (the list's key then ``%ids``, which no encoded session id ends with;
a set, so the catalog, which lists lists, never sees it). One Lua script checks and appends, so
a message whose id the set holds is left out, atomically. A list written before the set existed
fills it from its messages on its first append.

Every call (a read, a write, a catalog listing as a whole) is bounded by ``operation_timeout``
seconds (default 10), whatever client is given, even one with no socket timeouts: past it the
call raises ``BackendUnavailable`` naming the setting. A write that timed out may still have been
applied; retrying it with the same messages (the same ids) stores each of them once.

Redis errors are mapped at the boundary: a server that cannot be reached (or refuses the
command) raises ``BackendUnavailable`` naming host and port, never the password; a key that
holds something other than a list raises ``Conflict``; an element that is not a memvault
message raises ``MemvaultError``. Needs Redis 6 or newer (``SCAN ... TYPE``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import timedelta
from typing import TYPE_CHECKING

from memvault.core import validate as _validate
from memvault.core.chat import (
    HistoryBackend,
    check_limit,
    check_message,
    check_message_ids,
    check_messages,
    dumps,
    loads,
)
from memvault.core.types import Message
from memvault.errors import InvalidInput, MemvaultError
from memvault.infra.redis import (
    OPERATION_TIMEOUT,
    RedisLink,
    check_operation_timeout,
    open_link,
)
from memvault.infra.resource import AsyncResource

if TYPE_CHECKING:
    import redis
    import redis.asyncio

__all__ = ["RedisChatHistory", "RedisSessionCatalog", "ids_key", "redis_sessions", "session_key"]

DEFAULT_KEY_PREFIX = "chat:"


def session_key(key_prefix: str, session_id: str) -> str:
    """The Redis key of a session: ``key_prefix``, then the id with ``%`` and ``:`` encoded."""
    return key_prefix + session_id.replace("%", "%25").replace(":", "%3A")


def ids_key(key: str) -> str:
    """The key of the set of message ids beside the session list at ``key``."""
    return key + "%ids"


_TYPES = """
local kind = redis.call('TYPE', KEYS[1]).ok
if kind ~= 'list' and kind ~= 'none' then
  return redis.error_reply('WRONGTYPE the session key holds a ' .. kind)
end
kind = redis.call('TYPE', KEYS[2]).ok
if kind ~= 'set' and kind ~= 'none' then
  return redis.error_reply('WRONGTYPE the id set key holds a ' .. kind)
end
"""
"""The check every script makes first: the session key holds a list (or nothing), the id set
key a set (or nothing); a script that fails halfway keeps what it wrote."""

_APPEND = (
    _TYPES
    + """
if kind == 'none' then
  for _, raw in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
    local ok, old = pcall(cjson.decode, raw)
    if ok and type(old) == 'table' and type(old.id) == 'string' then
      redis.call('SADD', KEYS[2], old.id)
    end
  end
end
local added = 0
for i = 2, #ARGV, 2 do
  if redis.call('SADD', KEYS[2], ARGV[i]) == 1 then
    redis.call('RPUSH', KEYS[1], ARGV[i + 1])
    added = added + 1
  end
end
local ttl = tonumber(ARGV[1])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
end
return added
"""
)
"""Append the messages (ARGV: ttl or 0, then id and JSON of each) whose id the set
``KEYS[2]`` lacks to the list ``KEYS[1]``, and renew both expiries; checked for types first,
since a script that fails halfway keeps what it wrote."""


_POP = (
    _TYPES
    + """
local raw = redis.call('RPOP', KEYS[1])
if not raw then
  return false
end
local ok, old = pcall(cjson.decode, raw)
if ok and type(old) == 'table' and type(old.id) == 'string' then
  redis.call('SREM', KEYS[2], old.id)
end
return raw
"""
)
"""Take the newest message off the list ``KEYS[1]`` and its id out of the set ``KEYS[2]``;
its JSON, or nil for an empty list."""


_REMOVE = (
    _TYPES
    + """
local gone = {}
for i = 1, #ARGV do gone[ARGV[i]] = true end
local kept, removed = {}, {}
for _, raw in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  local ok, old = pcall(cjson.decode, raw)
  if ok and type(old) == 'table' and gone[old.id] then
    table.insert(removed, raw)
    redis.call('SREM', KEYS[2], old.id)
  else
    table.insert(kept, raw)
  end
end
if #removed > 0 then
  local ttl = redis.call('PTTL', KEYS[1])
  redis.call('DEL', KEYS[1])
  for i = 1, #kept, 1000 do
    redis.call('RPUSH', KEYS[1], unpack(kept, i, math.min(i + 999, #kept)))
  end
  if ttl > 0 and #kept > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
end
return removed
"""
)
"""Take the messages whose ids are ARGV out of the list ``KEYS[1]`` (and the set
``KEYS[2]``), keeping the others in order and the list's expiry; the removed JSON, oldest
first."""


def _session_from_key(encoded: str) -> str:
    return _ENCODED.sub(lambda m: "%" if m.group(1) == "25" else ":", encoded)


_ENCODED = re.compile(r"%(25|3A)")


def _key_prefix(value: object) -> str:
    return _validate.text("key_prefix", value, allow_empty=True)


def _ttl(value: object) -> int | None:
    """Whole seconds (a ``timedelta`` is rounded up), or ``None`` for no expiry."""
    if value is None:
        return None
    if isinstance(value, timedelta):
        if value <= timedelta(0):
            raise InvalidInput("ttl", "must be positive")
        return -(-value // timedelta(seconds=1))
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(
            "ttl", f"must be whole seconds (int) or a timedelta, not {type(value).__name__}"
        )
    if value <= 0:
        raise InvalidInput("ttl", "must be positive")
    return value


def _text(raw: str | bytes) -> str:
    return raw.decode("utf-8") if isinstance(raw, bytes) else raw


def _glob_escape(text: str) -> str:
    return re.sub(r"([\\*?\[\]])", r"\\\1", text)


class _Closing(AsyncResource):
    _link: RedisLink

    async def aclose(self) -> None:
        """Close the client if this object made it; it reconnects on next use."""
        await self._link.aclose()


class RedisChatHistory(_Closing):
    """The messages of one session, as a Redis list at ``session_key(key_prefix, session_id)``.

    ``ttl`` (seconds or a ``timedelta``) makes the session expire that long after its last
    write. Pass ``redis_client`` (asyncio or sync ``redis.Redis``) or ``url``, not both.
    Each call may take ``operation_timeout`` seconds, then raises ``BackendUnavailable``.
    """

    def __init__(
        self,
        session_id: str,
        redis_client: redis.asyncio.Redis | redis.Redis | None = None,
        url: str | None = None,
        key_prefix: str = DEFAULT_KEY_PREFIX,
        ttl: int | timedelta | None = None,
        operation_timeout: float = OPERATION_TIMEOUT,
    ) -> None:
        self.session_id = _validate.session_id(session_id)
        self.key_prefix = _key_prefix(key_prefix)
        self.ttl = _ttl(ttl)
        self.operation_timeout = check_operation_timeout(operation_timeout)
        self.key = session_key(self.key_prefix, self.session_id)
        self._link = open_link(redis_client, url, self.operation_timeout)

    async def add_message(self, message: Message) -> None:
        await self.add_messages([check_message(message)])

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Append all of ``messages`` in one script (and renew the expiry), or none; one
        whose id the session holds already is left out (see the module's docstring)."""
        args: list[str | int] = [self.ttl or 0]
        for message in check_messages(messages):
            args += [message.id, dumps(message)]
        if len(args) == 1:
            return
        async with self._link.errors(self.key):
            await self._link.client.eval(_APPEND, 2, self.key, ids_key(self.key), *args)

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        limit = check_limit(limit)
        if limit == 0:
            return []
        async with self._link.errors(self.key):
            raw = await self._link.client.lrange(self.key, 0 if limit is None else -limit, -1)
        return [self._load(i, item) for i, item in enumerate(raw)]

    async def pop_message(self) -> Message | None:
        """Remove the newest message and return it (``None`` when there is none), in one
        script."""
        async with self._link.errors(self.key):
            raw = await self._link.client.eval(_POP, 2, self.key, ids_key(self.key))
        return None if raw is None else self._load(-1, raw)

    async def remove_messages(self, message_ids: Sequence[str]) -> list[Message]:
        """Remove the messages with these ids, in one script; them, oldest first."""
        ids = check_message_ids(message_ids)
        if not ids:
            return []
        async with self._link.errors(self.key):
            raw = await self._link.client.eval(_REMOVE, 2, self.key, ids_key(self.key), *ids)
        return [self._load(i, item) for i, item in enumerate(raw)]

    async def clear(self) -> None:
        async with self._link.errors(self.key):
            await self._link.client.delete(self.key, ids_key(self.key))

    def _load(self, index: int, raw: str | bytes) -> Message:
        try:
            return loads(_text(raw))
        except (ValueError, TypeError) as exc:
            raise MemvaultError(
                f"Redis key {self.key!r} at {self._link.where} holds an element that is not"
                f" a memvault message (element {index} of those read): {exc}"
            ) from exc

    def __repr__(self) -> str:
        return (
            f"RedisChatHistory(session_id={self.session_id!r}, key={self.key!r},"
            f" at={self._link.where!r}, ttl={self.ttl!r},"
            f" operation_timeout={self.operation_timeout!r})"
        )


class RedisSessionCatalog(_Closing):
    """Lists and deletes the sessions stored under one key prefix; each call (a whole listing)
    may take ``operation_timeout`` seconds."""

    def __init__(
        self,
        redis_client: redis.asyncio.Redis | redis.Redis | None = None,
        url: str | None = None,
        key_prefix: str = DEFAULT_KEY_PREFIX,
        operation_timeout: float = OPERATION_TIMEOUT,
    ) -> None:
        self.key_prefix = _key_prefix(key_prefix)
        self.operation_timeout = check_operation_timeout(operation_timeout)
        self._link = open_link(redis_client, url, self.operation_timeout)

    async def list_sessions(self) -> list[str]:
        """Ids of the sessions under the prefix (lists only, other keys are ignored), sorted."""
        pattern = _glob_escape(self.key_prefix) + "*"
        found: set[str] = set()
        async with self._link.errors(pattern):
            async for key in self._link.client.scan_iter(match=pattern, count=500, _type="list"):
                session_id = self._session_of(key)
                if session_id is not None:
                    found.add(session_id)
        return sorted(found)

    async def delete_session(self, session_id: str) -> None:
        key = session_key(self.key_prefix, _validate.session_id(session_id))
        async with self._link.errors(key):
            await self._link.client.delete(key, ids_key(key))

    def _session_of(self, key: str | bytes) -> str | None:
        """The session id a key holds, or ``None`` for a key memvault cannot have written."""
        try:
            name = _text(key)
        except UnicodeDecodeError:
            return None
        rest = name[len(self.key_prefix) :]
        if not name.startswith(self.key_prefix) or ":" in rest:  # ":": a longer prefix's key
            return None
        try:
            return _validate.session_id(_session_from_key(rest))
        except InvalidInput:
            return None

    def __repr__(self) -> str:
        return f"RedisSessionCatalog(key_prefix={self.key_prefix!r}, at={self._link.where!r})"


def redis_sessions(
    *,
    redis_client: redis.asyncio.Redis | redis.Redis | None = None,
    url: str | None = None,
    key_prefix: str = DEFAULT_KEY_PREFIX,
    ttl: int | timedelta | None = None,
    operation_timeout: float = OPERATION_TIMEOUT,
) -> HistoryBackend:
    """Every session's history over one asyncio client: made once (from ``url`` or a sync
    client) and closed by ``close``, or the caller's ``redis.asyncio.Redis``, left open.
    Each history and catalog call may take ``operation_timeout`` seconds."""
    key_prefix, checked_ttl = _key_prefix(key_prefix), _ttl(ttl)
    timeout = check_operation_timeout(operation_timeout)
    link = open_link(redis_client, url, timeout)
    shared = link.client
    return HistoryBackend(
        lambda session_id: RedisChatHistory(
            session_id,
            redis_client=shared,
            key_prefix=key_prefix,
            ttl=checked_ttl,
            operation_timeout=timeout,
        ),
        RedisSessionCatalog(shared, key_prefix=key_prefix, operation_timeout=timeout),
        link.aclose,
    )
