"""Who is looking: the API key a login form set as a cookie, and the CSRF token each change
must carry.

The login form takes an API key, checks it with the server's key store and keeps it in an
HttpOnly, SameSite=Strict cookie scoped to ``/ui`` (``Secure`` over HTTPS), so that the
key is checked again on every request, as the API checks its ``Authorization`` header: a
revoked key stops working at once, and several workers need no shared session state. The
key never appears in a page, a URL or a log. A server without keys needs no login.

Changes are form posts. Each carries the value of a second cookie (``memvault_csrf``,
random, HttpOnly) in a hidden field, which a page of another site can neither read nor
set; a post whose token does not match, or that a browser says came from another site
(``Sec-Fetch-Site``, ``Origin``), is refused before anything is read or written.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass

from fastapi import Request
from fastapi.responses import Response

from memvault.server.tenancy import GuardedVault, Principal, Tenants, authenticate
from memvault.vault.vault import MemoryVault

__all__ = [
    "CSRF_COOKIE",
    "KEY_COOKIE",
    "CsrfRefused",
    "LoginNeeded",
    "Viewer",
    "check_csrf",
    "checked_form",
    "csrf_of",
    "set_cookie",
    "viewer_of",
]

KEY_COOKIE = "memvault_key"
CSRF_COOKIE = "memvault_csrf"
SESSION_SECONDS = 12 * 3600
"""How long a login lasts in the browser."""


class LoginNeeded(Exception):
    """No valid key came with the request: the pages answer with the login form."""


class CsrfRefused(Exception):
    """A change without the page's CSRF token, or sent from another site."""


@dataclass(frozen=True, slots=True)
class Viewer:
    """Whom the page is for, and the vault as their key may use it."""

    who: Principal
    vault: MemoryVault
    logged_in: bool

    @property
    def can_write(self) -> bool:
        return not self.who.read_only


async def viewer_of(request: Request) -> Viewer:
    """The viewer of ``request`` (``LoginNeeded`` when the server wants a key and the
    request's cookie holds none that is valid)."""
    keys = request.app.state.keys
    key = request.cookies.get(KEY_COOKIE, "")
    if keys is not None and not key:
        raise LoginNeeded
    who = await authenticate(keys, f"Bearer {key}")
    if who is None:
        raise LoginNeeded
    tenants: Tenants = request.app.state.tenants
    vault = GuardedVault(tenants.vault(who.tenant), who)
    return Viewer(who, vault, logged_in=keys is not None)  # type: ignore[arg-type]


def csrf_of(request: Request) -> tuple[str, bool]:
    """The request's CSRF token, and whether it is new (then the page sets its cookie)."""
    token = request.cookies.get(CSRF_COOKIE, "")
    if len(token) >= 32 and token.isascii():
        return token, False
    return secrets.token_urlsafe(32), True


def check_csrf(request: Request, form: Mapping[str, object]) -> None:
    """``CsrfRefused`` unless ``form`` carries the cookie's token and no browser header
    says the post came from another site."""
    if request.headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
        raise CsrfRefused
    origin = request.headers.get("origin")
    if origin is not None and origin != f"{request.url.scheme}://{request.url.netloc}":
        raise CsrfRefused
    cookie, sent = request.cookies.get(CSRF_COOKIE, ""), form.get("csrf", "")
    if not cookie or not isinstance(sent, str) or not hmac.compare_digest(cookie, sent):
        raise CsrfRefused


async def checked_form(request: Request) -> dict[str, str]:
    """The text fields of the request's form post, once its CSRF token is checked
    (``CsrfRefused`` otherwise)."""
    fields = {name: value for name, value in (await request.form()).items()
              if isinstance(value, str)}  # fmt: skip
    check_csrf(request, fields)
    return fields


def set_cookie(request: Request, response: Response, name: str, value: str) -> None:
    """Set a cookie the way the inspector keeps them: HttpOnly, SameSite=Strict, for
    ``/ui`` only, ``Secure`` when the page came over HTTPS."""
    response.set_cookie(
        name, value, max_age=SESSION_SECONDS, path="/ui", httponly=True, samesite="strict",
        secure=request.url.scheme == "https",
    )  # fmt: skip
