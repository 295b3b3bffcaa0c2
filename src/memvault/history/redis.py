"""Chat histories in Redis: one list per session, one JSON message per element.

The list of session ``s`` lives at the key ``f"{key_prefix}{s}"``, oldest message first;
each element is the message as compact JSON (``Message.to_dict``). With ``ttl`` every write
sets the key's expiry again, so a session lives ``ttl`` after its last message.

Give either a client or a URL, never both, and never neither (there is no hidden localhost
default). A ``redis.asyncio.Redis`` is used as it is and stays the caller's to close. A plain
``redis.Redis`` is never called from async code: its connection settings are copied into a
``redis.asyncio.Redis`` that this object owns (its retry policy and client-side cache are not
carried over). A URL also gives an owned client. Owned clients do not retry and never wait
forever, so a down server raises within ``CONNECT_TIMEOUT``; they are closed by ``aclose()``
or ``async with``, and reconnect if used again. Any ``decode_responses`` setting works.

Redis errors are mapped at the boundary: a server that cannot be reached (or refuses the
command) raises ``BackendUnavailable`` naming host and port, never the password; a key that
holds something other than a list raises ``Conflict``; an element that is not a memvault
message raises ``MemvaultError``. Needs Redis 6 or newer (``SCAN ... TYPE``).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from memvault.core import validate as _validate
from memvault.core.chat import (
    HistoryBackend,
    check_limit,
    check_message,
    check_messages,
    dumps,
    loads,
)
from memvault.core.types import Message
from memvault.errors import (
    BackendUnavailable,
    Conflict,
    InvalidInput,
    MemvaultError,
    MissingDependency,
)
from memvault.infra.resource import AsyncResource

if TYPE_CHECKING:
    import redis
    import redis.asyncio

__all__ = ["RedisChatHistory", "RedisSessionCatalog", "redis_sessions"]

DEFAULT_KEY_PREFIX = "chat:"
CONNECT_TIMEOUT = 5.0
"""Seconds an owned client waits for a connection, so a down server fails fast."""
SOCKET_TIMEOUT = 10.0
"""Seconds an owned client waits for a reply, unless its URL or sync client says otherwise."""

_COMMON_OPTIONS = (
    "db",
    "username",
    "password",
    "credential_provider",
    "socket_timeout",
    "socket_read_size",
    "encoding",
    "encoding_errors",
    "decode_responses",
    "retry_on_error",
    "health_check_interval",
    "client_name",
    "driver_info",
    "protocol",
    "legacy_responses",
)
_TCP_OPTIONS = (
    "host",
    "port",
    "socket_connect_timeout",
    "socket_keepalive",
    "socket_keepalive_options",
)
_SSL_OPTIONS = (
    "ssl_keyfile",
    "ssl_certfile",
    "ssl_cert_reqs",
    "ssl_include_verify_flags",
    "ssl_exclude_verify_flags",
    "ssl_ca_certs",
    "ssl_ca_data",
    "ssl_ca_path",
    "ssl_check_hostname",
    "ssl_min_version",
    "ssl_ciphers",
    "ssl_password",
)
_UNMIRRORABLE = {
    "redis_connect_func": None,
    "ssl_validate_ocsp": False,
    "ssl_validate_ocsp_stapled": False,
    "ssl_ocsp_context": None,
    "ssl_ocsp_expected_cert": None,
}
"""Sync-client settings with no asyncio twin, and the value at which they can be dropped."""


def _require_redis() -> None:
    try:
        import redis.asyncio  # noqa: F401
    except ImportError as exc:
        raise MissingDependency("redis", "redis") from exc


class _Link:
    """One asyncio client, whether we own (and so close) it, and where it points."""

    def __init__(self, client: redis.asyncio.Redis, *, owned: bool) -> None:
        self.client = client
        self.owned = owned
        options = client.connection_pool.connection_kwargs
        self.where = _describe(options)
        self._password = options.get("password")

    async def aclose(self) -> None:
        if self.owned:
            await self.client.aclose()

    @asynccontextmanager
    async def errors(self, key: str) -> AsyncIterator[None]:
        """Map what redis raises inside the block to memvault's errors."""
        from redis import exceptions

        try:
            yield
        except exceptions.ResponseError as exc:
            if "WRONGTYPE" in str(exc):
                raise Conflict(
                    f"Redis key {key!r} at {self.where} holds a value that is not a list"
                    " of messages"
                ) from exc
            raise BackendUnavailable(
                f"Redis at {self.where} refused the command ({type(exc).__name__})"
            ) from exc
        except exceptions.RedisError as exc:
            raise BackendUnavailable(
                f"Redis at {self.where} is unavailable ({type(exc).__name__}: {self._scrub(exc)})"
            ) from exc
        except UnicodeDecodeError as exc:
            raise MemvaultError(f"Redis key {key!r} at {self.where} holds non-UTF-8 data") from exc

    def _scrub(self, exc: BaseException) -> str:
        text = str(exc)
        if isinstance(self._password, str) and self._password:
            text = text.replace(self._password, "***")
        return text


def _describe(options: dict[str, Any]) -> str:
    """``host:port`` (or the socket path) of a client's connection settings."""
    if "path" in options:
        return f"unix socket {options['path']}"
    return f"{options.get('host', 'localhost')}:{options.get('port', 6379)}"


def _link(redis_client: object, url: object) -> _Link:
    """The client to use for exactly one of ``redis_client`` or ``url``."""
    if redis_client is None and url is None:
        raise InvalidInput("redis_client, url", "give one of them (there is no default server)")
    if redis_client is not None and url is not None:
        raise InvalidInput("redis_client, url", "give only one of them, not both")
    _require_redis()
    import redis
    import redis.asyncio

    if url is not None:
        return _Link(_from_url(_validate.text("url", url)), owned=True)
    if isinstance(redis_client, redis.asyncio.Redis):
        return _Link(redis_client, owned=False)
    if isinstance(redis_client, redis.Redis):
        return _Link(_mirror(redis_client), owned=True)
    raise InvalidInput(
        "redis_client",
        f"must be a redis.asyncio.Redis or a redis.Redis, not {type(redis_client).__name__}",
    )


def _from_url(url: str) -> redis.asyncio.Redis:
    import redis.asyncio

    try:
        return redis.asyncio.Redis.from_url(
            url, socket_connect_timeout=CONNECT_TIMEOUT, socket_timeout=SOCKET_TIMEOUT
        )
    except ValueError as exc:
        raise InvalidInput("url", f"not a Redis URL: {exc}") from exc


def _mirror(client: redis.Redis) -> redis.asyncio.Redis:
    """An asyncio client with the connection settings of the sync ``client``."""
    import redis.asyncio
    from redis import connection
    from redis.asyncio.retry import Retry
    from redis.backoff import NoBackoff

    pool = client.connection_pool
    cls, options = pool.connection_class, pool.connection_kwargs
    for name, harmless in _UNMIRRORABLE.items():
        if options.get(name, harmless) != harmless:
            raise InvalidInput("redis_client", f"{name} has no asyncio equivalent")
    chosen = _pick(options, _COMMON_OPTIONS)
    chosen["retry"] = Retry(NoBackoff(), 0)
    if chosen.get("socket_timeout") is None:
        chosen["socket_timeout"] = SOCKET_TIMEOUT
    if cls is connection.UnixDomainSocketConnection:
        chosen["unix_socket_path"] = options.get("path")
    elif cls in (connection.Connection, connection.SSLConnection):
        chosen.update(_pick(options, _TCP_OPTIONS))
        if chosen.get("socket_connect_timeout") is None:
            chosen["socket_connect_timeout"] = CONNECT_TIMEOUT
        if cls is connection.SSLConnection:
            chosen.update(_pick(options, _SSL_OPTIONS), ssl=True)
    else:
        raise InvalidInput(
            "redis_client",
            f"its connection class {cls.__qualname__} cannot be mirrored in an asyncio client;"
            " pass a redis.asyncio.Redis instead",
        )
    max_connections = getattr(pool, "max_connections", None)
    if isinstance(max_connections, int):
        chosen["max_connections"] = max_connections
    return redis.asyncio.Redis(**chosen)


def _pick(options: dict[str, Any], names: Sequence[str]) -> dict[str, Any]:
    return {name: options[name] for name in names if name in options}


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
    _link: _Link

    async def aclose(self) -> None:
        """Close the client if this object made it; it reconnects on next use."""
        await self._link.aclose()


class RedisChatHistory(_Closing):
    """The messages of one session, as a Redis list at ``f"{key_prefix}{session_id}"``.

    ``ttl`` (seconds or a ``timedelta``) makes the session expire that long after its last
    write. Pass ``redis_client`` (asyncio or sync ``redis.Redis``) or ``url``, not both.
    """

    def __init__(
        self,
        session_id: str,
        redis_client: redis.asyncio.Redis | redis.Redis | None = None,
        url: str | None = None,
        key_prefix: str = DEFAULT_KEY_PREFIX,
        ttl: int | timedelta | None = None,
    ) -> None:
        self.session_id = _validate.session_id(session_id)
        self.key_prefix = _key_prefix(key_prefix)
        self.ttl = _ttl(ttl)
        self.key = f"{self.key_prefix}{self.session_id}"
        self._link = _link(redis_client, url)

    async def add_message(self, message: Message) -> None:
        await self.add_messages([check_message(message)])

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Append all of ``messages`` in one MULTI/EXEC (and renew the expiry), or none."""
        values = [dumps(m) for m in check_messages(messages)]
        if not values:
            return
        client = self._link.client
        async with self._link.errors(self.key), client.pipeline(transaction=True) as pipe:
            pipe.rpush(self.key, *values)
            if self.ttl is not None:
                pipe.expire(self.key, self.ttl)
            await pipe.execute()

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        limit = check_limit(limit)
        if limit == 0:
            return []
        async with self._link.errors(self.key):
            raw = await self._link.client.lrange(self.key, 0 if limit is None else -limit, -1)
        return [self._load(i, item) for i, item in enumerate(raw)]

    async def clear(self) -> None:
        async with self._link.errors(self.key):
            await self._link.client.delete(self.key)

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
            f" at={self._link.where!r}, ttl={self.ttl!r})"
        )


class RedisSessionCatalog(_Closing):
    """Lists and deletes the sessions stored under one key prefix."""

    def __init__(
        self,
        redis_client: redis.asyncio.Redis | redis.Redis | None = None,
        url: str | None = None,
        key_prefix: str = DEFAULT_KEY_PREFIX,
    ) -> None:
        self.key_prefix = _key_prefix(key_prefix)
        self._link = _link(redis_client, url)

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
        key = f"{self.key_prefix}{_validate.session_id(session_id)}"
        async with self._link.errors(key):
            await self._link.client.delete(key)

    def _session_of(self, key: str | bytes) -> str | None:
        """The session id a key holds, or ``None`` for a key memvault cannot have written."""
        try:
            name = _text(key)
        except UnicodeDecodeError:
            return None
        if not name.startswith(self.key_prefix):
            return None
        try:
            return _validate.session_id(name[len(self.key_prefix) :])
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
) -> HistoryBackend:
    """Every session's history over one asyncio client: made once (from ``url`` or a sync
    client) and closed by ``close``, or the caller's ``redis.asyncio.Redis``, left open."""
    key_prefix, checked_ttl = _key_prefix(key_prefix), _ttl(ttl)
    link = _link(redis_client, url)
    shared = link.client
    return HistoryBackend(
        lambda session_id: RedisChatHistory(
            session_id, redis_client=shared, key_prefix=key_prefix, ttl=checked_ttl
        ),
        RedisSessionCatalog(shared, key_prefix=key_prefix),
        link.aclose,
    )
