"""Connections to Redis: one asyncio client, whether memvault owns it, and its errors mapped.

``open_link(redis_client, url)`` takes exactly one of a ``redis.asyncio.Redis`` (used as it is
and left to the caller to close), a plain ``redis.Redis`` (never called from async code: its
connection settings are copied into an owned ``redis.asyncio.Redis``, without its retry policy
or client-side cache) or a URL (an owned client). Owned clients do not retry and never wait
forever (``CONNECT_TIMEOUT``, ``SOCKET_TIMEOUT``). ``RedisLink.errors`` maps what redis raises to
memvault's errors, naming host and port and never the password, and bounds the block by the
link's ``operation_timeout`` whatever client it holds (a caller's client may have no socket
timeout at all); redis-py drops a connection whose call was cancelled, so no stale reply is
read by a later call.

redis is an optional extra (``memvault[redis]``): it is imported inside functions, and a
missing install raises ``MissingDependency`` when a link is opened.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from memvault.core import validate
from memvault.errors import (
    BackendUnavailable,
    Conflict,
    InvalidInput,
    MemvaultError,
    MissingDependency,
)

if TYPE_CHECKING:
    import redis
    import redis.asyncio

__all__ = [
    "CONNECT_TIMEOUT",
    "OPERATION_TIMEOUT",
    "SOCKET_TIMEOUT",
    "RedisLink",
    "check_operation_timeout",
    "mirror",
    "open_link",
]

CONNECT_TIMEOUT = 5.0
"""Seconds an owned client waits for a connection, so a down server fails fast."""
SOCKET_TIMEOUT = 10.0
"""Seconds an owned client waits for a reply, unless its URL or sync client says otherwise."""
OPERATION_TIMEOUT = 10.0
"""Default seconds one history or catalog call may take, whatever the client's own timeouts."""

COMMON_OPTIONS = (
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
TCP_OPTIONS = (
    "host",
    "port",
    "socket_connect_timeout",
    "socket_keepalive",
    "socket_keepalive_options",
)
SSL_OPTIONS = (
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
UNMIRRORABLE = {
    "redis_connect_func": None,
    "ssl_validate_ocsp": False,
    "ssl_validate_ocsp_stapled": False,
    "ssl_ocsp_context": None,
    "ssl_ocsp_expected_cert": None,
}
"""Sync-client settings with no asyncio twin, and the value at which they can be dropped."""


def require_redis() -> None:
    try:
        import redis.asyncio  # noqa: F401
    except ImportError as exc:
        raise MissingDependency("redis", "redis") from exc


def check_operation_timeout(value: object) -> float:
    """``operation_timeout`` as float seconds: a finite positive number."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput(
            "operation_timeout", f"must be a number of seconds, not {type(value).__name__}"
        )
    if not math.isfinite(value) or value <= 0:
        raise InvalidInput(
            "operation_timeout", f"must be a positive number of seconds, not {value}"
        )
    return float(value)


class RedisLink:
    """One asyncio client, whether we own (and so close) it, where it points, and how long
    one call may take (``operation_timeout``, seconds)."""

    def __init__(
        self,
        client: redis.asyncio.Redis,
        *,
        owned: bool,
        operation_timeout: float = OPERATION_TIMEOUT,
    ) -> None:
        self.client = client
        self.owned = owned
        self.operation_timeout = check_operation_timeout(operation_timeout)
        options = client.connection_pool.connection_kwargs
        self.where = describe(options)
        self._password = options.get("password")

    async def aclose(self) -> None:
        if self.owned:
            await self.client.aclose()

    @asynccontextmanager
    async def errors(self, key: str) -> AsyncIterator[None]:
        """Map what redis raises inside the block to memvault's errors; the block may take
        ``operation_timeout`` seconds, then it is cancelled and ``BackendUnavailable`` raised."""
        from redis import exceptions

        deadline = asyncio.timeout(self.operation_timeout)
        try:
            async with deadline:
                yield
        except TimeoutError as exc:
            if not deadline.expired():
                raise BackendUnavailable(f"Redis at {self.where} timed out") from exc
            raise BackendUnavailable(
                f"Redis at {self.where} did not answer within"
                f" operation_timeout={self.operation_timeout:g} s; the call may be retried"
                " (a write that timed out may still have been applied: retry it with the same"
                " messages, which are stored once)"
            ) from exc
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


def describe(options: dict[str, Any]) -> str:
    """``host:port`` (or the socket path) of a client's connection settings."""
    if "path" in options:
        return f"unix socket {options['path']}"
    return f"{options.get('host', 'localhost')}:{options.get('port', 6379)}"


def open_link(
    redis_client: object, url: object, operation_timeout: object = OPERATION_TIMEOUT
) -> RedisLink:
    """The client to use for exactly one of ``redis_client`` or ``url``, each call through it
    bounded by ``operation_timeout`` seconds."""
    timeout = check_operation_timeout(operation_timeout)
    if redis_client is None and url is None:
        raise InvalidInput("redis_client, url", "give one of them (there is no default server)")
    if redis_client is not None and url is not None:
        raise InvalidInput("redis_client, url", "give only one of them, not both")
    require_redis()
    import redis
    import redis.asyncio

    if url is not None:
        return RedisLink(from_url(validate.text("url", url)), owned=True, operation_timeout=timeout)
    if isinstance(redis_client, redis.asyncio.Redis):
        return RedisLink(redis_client, owned=False, operation_timeout=timeout)
    if isinstance(redis_client, redis.Redis):
        return RedisLink(mirror(redis_client), owned=True, operation_timeout=timeout)
    raise InvalidInput(
        "redis_client",
        f"must be a redis.asyncio.Redis or a redis.Redis, not {type(redis_client).__name__}",
    )


def from_url(url: str) -> redis.asyncio.Redis:
    import redis.asyncio

    try:
        return redis.asyncio.Redis.from_url(
            url, socket_connect_timeout=CONNECT_TIMEOUT, socket_timeout=SOCKET_TIMEOUT
        )
    except ValueError as exc:
        raise InvalidInput("url", f"not a Redis URL: {exc}") from exc


def mirror(client: redis.Redis) -> redis.asyncio.Redis:
    """An asyncio client with the connection settings of the sync ``client``."""
    import redis.asyncio
    from redis import connection
    from redis.asyncio.retry import Retry
    from redis.backoff import NoBackoff

    pool = client.connection_pool
    cls, options = pool.connection_class, pool.connection_kwargs
    for name, harmless in UNMIRRORABLE.items():
        if options.get(name, harmless) != harmless:
            raise InvalidInput("redis_client", f"{name} has no asyncio equivalent")
    chosen = pick(options, COMMON_OPTIONS)
    chosen["retry"] = Retry(NoBackoff(), 0)
    if chosen.get("socket_timeout") is None:
        chosen["socket_timeout"] = SOCKET_TIMEOUT
    if cls is connection.UnixDomainSocketConnection:
        chosen["unix_socket_path"] = options.get("path")
    elif cls in (connection.Connection, connection.SSLConnection):
        chosen.update(pick(options, TCP_OPTIONS))
        if chosen.get("socket_connect_timeout") is None:
            chosen["socket_connect_timeout"] = CONNECT_TIMEOUT
        if cls is connection.SSLConnection:
            chosen.update(pick(options, SSL_OPTIONS), ssl=True)
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


def pick(options: dict[str, Any], names: Sequence[str]) -> dict[str, Any]:
    return {name: options[name] for name in names if name in options}
