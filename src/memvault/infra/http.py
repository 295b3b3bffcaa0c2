"""What every OpenAI-compatible HTTP provider shares: the lazy httpx import, the endpoint URL
check, one POST with its errors mapped to the ``errors.py`` tree, and quoting a server's error.

The embedder (``embedders/openai.py``) and the chat model (``llms/openai.py``) build on it, so
the rules are written once: a server that cannot be reached, times out or answers with an HTTP
error raises ``BackendUnavailable`` naming its host and port; the api key is scrubbed from
every message.
"""

from __future__ import annotations

import json
import math
from types import ModuleType
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from memvault.core import validate as _validate
from memvault.errors import BackendUnavailable, InvalidInput, MemvaultError, MissingDependency

if TYPE_CHECKING:
    import httpx

QUOTE = 300
"""Characters of a server's error message quoted in ours."""


def require_httpx() -> ModuleType:
    """The ``httpx`` module, or ``MissingDependency`` naming the ``openai`` extra."""
    try:
        import httpx
    except ImportError as exc:
        raise MissingDependency("httpx", "openai") from exc
    return httpx


def endpoint(base_url: object, path: str) -> tuple[str, str]:
    """``(base_url + path, "host:port")``, or ``InvalidInput`` for a bad URL."""
    base = _validate.text("base_url", base_url).strip().rstrip("/")
    try:
        parts = urlsplit(base)
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError as exc:
        raise InvalidInput("base_url", f"not a URL: {exc}") from exc
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InvalidInput("base_url", "must be an http:// or https:// URL with a host")
    if parts.username is not None or parts.password is not None or parts.query or parts.fragment:
        raise InvalidInput(
            "base_url", "must not hold credentials, a query or a fragment (use api_key)"
        )
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{base}{path}", f"{host}:{port}"


def api_key(value: object) -> str | None:
    """A key fit for an ``Authorization`` header (printable, non-empty), or ``None``."""
    if value is None:
        return None
    key = _validate.text("api_key", value)
    if not key.isprintable():
        raise InvalidInput("api_key", "must not contain control characters or newlines")
    return key


def timeout(value: object) -> float:
    """A positive, finite number of seconds."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput("timeout", f"must be a number, not {type(value).__name__}")
    if not (math.isfinite(value) and value > 0):
        raise InvalidInput("timeout", "must be a positive number of seconds")
    return float(value)


def scrub(text: str, key: str | None) -> str:
    """``text`` with the api key replaced by ``***``."""
    return text.replace(key, "***") if key else text


async def post_json(
    client: httpx.AsyncClient,
    url: str,
    payload: dict[str, Any],
    *,
    what: str,
    expected: str,
    where: str,
    seconds: float,
    key: str | None,
) -> Any:
    """POST ``payload`` and return the decoded JSON reply.

    ``what`` names the server in errors ("embedding server"), ``expected`` the reply it should
    send ("an OpenAI embeddings response"); ``seconds`` is the client's timeout, quoted.
    """
    httpx = require_httpx()
    try:
        response = await client.post(url, json=payload)
    except httpx.TimeoutException as exc:
        raise BackendUnavailable(
            f"{what} at {where} did not answer within {seconds:g} s ({type(exc).__name__})"
        ) from exc
    except httpx.TransportError as exc:
        raise BackendUnavailable(
            f"{what} at {where} cannot be reached ({type(exc).__name__}: {scrub(str(exc), key)})"
        ) from exc
    except httpx.RequestError as exc:  # e.g. a reply body that cannot be decoded
        raise BackendUnavailable(
            f"request to the {what} at {where} failed"
            f" ({type(exc).__name__}: {scrub(str(exc), key)})"
        ) from exc
    if not response.is_success:
        hint = " (check the api key)" if response.status_code in (401, 403) else ""
        raise BackendUnavailable(
            f"{what} at {where} answered HTTP {response.status_code}"
            f"{hint}: {scrub(error_message(response.text), key)}"
        )
    try:
        return response.json()
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise MemvaultError(
            f"{what} at {where} sent a reply that is not {expected}:"
            f" the body is not JSON: {response.text[:80]!r}"
        ) from exc


def error_message(body: str) -> str:
    """The server's own words from an error body: OpenAI's ``error.message`` if present."""
    try:
        decoded = json.loads(body)
    except ValueError:
        decoded = None
    if isinstance(decoded, dict):
        error = decoded.get("error", decoded.get("detail", decoded.get("message")))
        if isinstance(error, dict):
            error = error.get("message", error)
        if error is not None:
            body = error if isinstance(error, str) else json.dumps(error)
    body = " ".join(body.split())
    return (body[:QUOTE] + "…") if len(body) > QUOTE else body or "(empty body)"


def shape(value: object) -> str:
    """A short description of a JSON value, for an error message."""
    if isinstance(value, dict):
        return "an object with keys " + ", ".join(sorted(map(str, value))[:8])
    return f"a JSON {type(value).__name__}"
