"""``Connection``: one server's URL, key and httpx client; every request a ``RemoteVault``
makes goes through ``request`` or ``stream``, which turn the answer into JSON or raise the
library's exception (``remote.errors``), never an httpx one."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

import httpx

from memvault.core import validate as _validate
from memvault.errors import BackendUnavailable, InvalidInput
from memvault.infra.redact import redact
from memvault.remote.errors import error_of, problem_of

__all__ = ["Connection"]

JSON = {"content-type": "application/json"}
FAILURES = (httpx.HTTPError, httpx.StreamError)


class Connection:
    """The HTTP side of a ``RemoteVault``: ``url`` (``http://`` or ``https://``), the API
    key sent as ``Authorization: Bearer`` (never shown), the ``timeout`` of each request in
    seconds, and an httpx ``transport`` (``httpx.ASGITransport(app=...)`` serves an app
    in-process)."""

    def __init__(
        self,
        url: str,
        *,
        api_key: str | None,
        timeout: float,
        transport: httpx.AsyncBaseTransport | None,
    ) -> None:
        self.url = _checked_url(url)
        headers = {"user-agent": "memvault-remote"}
        if api_key is not None:
            key = _validate.text("api_key", api_key)
            if any(c.isspace() or not c.isprintable() for c in key):
                raise InvalidInput("api_key", "must not hold spaces or control characters")
            headers["authorization"] = f"Bearer {key}"
        if isinstance(timeout, bool) or not isinstance(timeout, int | float) or timeout <= 0:
            raise InvalidInput("timeout", "must be a positive number of seconds")
        self.timeout = float(timeout)
        self._headers = headers
        self._transport = transport
        self._client: httpx.AsyncClient | None = None

    def __repr__(self) -> str:
        return repr(redact(self.url))

    def client(self) -> httpx.AsyncClient:
        if self._client is None or self._client.is_closed:
            self._client = httpx.AsyncClient(
                base_url=self.url, headers=self._headers, timeout=self.timeout,
                transport=self._transport,
            )  # fmt: skip
        return self._client

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def request(
        self,
        method: str,
        path: str,
        *,
        json: bytes | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> Any:
        """Send one request; its JSON answer, or the library's exception for an error."""
        try:
            response = await self.client().request(
                method, path, content=json, params=_params(params),
                headers=JSON if json is not None else None,
            )  # fmt: skip
        except FAILURES as exc:
            raise self._unreachable(exc) from exc
        if response.is_error:
            raise error_of(response.status_code, problem_of(response.content))
        try:
            return response.json()
        except ValueError as exc:
            raise BackendUnavailable(
                f"{self!r} answered {path} with something other than JSON: is it a memvault"
                " server?", retryable=False,
            ) from exc  # fmt: skip

    @asynccontextmanager
    async def stream(
        self,
        method: str,
        path: str,
        *,
        content: AsyncIterator[bytes] | None = None,
        params: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> AsyncIterator[httpx.Response]:
        """A request whose body or answer is streamed; an error answer raises before the
        caller reads it."""
        try:
            async with self.client().stream(
                method, path, content=content, params=_params(params), headers=headers
            ) as response:
                if response.is_error:
                    await response.aread()
                    raise error_of(response.status_code, problem_of(response.content))
                yield response
        except FAILURES as exc:
            raise self._unreachable(exc) from exc

    def _unreachable(self, exc: Exception) -> BackendUnavailable:
        if isinstance(exc, httpx.TimeoutException):
            return BackendUnavailable(f"{self!r} did not answer within {self.timeout:g} s")
        return BackendUnavailable(f"cannot reach {self!r}: {type(exc).__name__}")


def _checked_url(url: object) -> str:
    text = _validate.text("url", url)
    try:
        parsed = httpx.URL(text)
    except (httpx.InvalidURL, ValueError, TypeError) as exc:
        raise InvalidInput("url", f"is not a URL: {redact(str(exc))}") from exc
    if parsed.scheme not in ("http", "https") or not parsed.host:
        raise InvalidInput("url", "must be an http:// or https:// URL with a host")
    return text.rstrip("/")


def _params(params: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """Query parameters without the ``None`` ones, booleans as ``true``."""
    if params is None:
        return None
    return {
        k: ("true" if v else "false") if isinstance(v, bool) else v
        for k, v in params.items()
        if v is not None
    }
