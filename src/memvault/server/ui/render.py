"""Pages as HTML: the Jinja2 templates (autoescaped), the headers every answer carries
(``SECURITY_HEADERS``: the Content-Security-Policy first) and the error page."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from memvault.errors import MemvaultError
from memvault.server.problems import status_of
from memvault.server.tenancy import Forbidden
from memvault.server.ui.auth import CSRF_COOKIE, csrf_of, set_cookie

__all__ = ["SECURITY_HEADERS", "error_page", "page"]

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
        " connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}
"""What every page answers with: scripts and styles from this server only (no inline
script, no inline style), forms posting only here, never framed."""


def _when(value: datetime | None) -> str:
    """A time as the pages show it: UTC, to the minute (blank for none)."""
    return "" if value is None else value.astimezone(UTC).strftime("%Y-%m-%d %H:%M")


def _number(value: float | None, digits: int = 3) -> str:
    return "" if value is None else f"{value:.{digits}f}"


def _significant(value: float) -> str:
    return f"{value:.4g}"


_env = Environment(
    loader=PackageLoader("memvault.server.ui", "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
_env.filters["when"] = _when
_env.filters["number"] = _number
_env.filters["significant"] = _significant


def page(request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
    """``template`` rendered with ``context``, the request's CSRF token (``csrf``) and the
    security headers; sets the CSRF cookie when the browser has none yet."""
    token, fresh = csrf_of(request)
    html = _env.get_template(template).render(request=request, csrf=token, **context)
    response = HTMLResponse(html, status_code=status, headers=SECURITY_HEADERS)
    if fresh:
        set_cookie(request, response, CSRF_COOKIE, token)
    return response


def error_page(request: Request, error: MemvaultError, **context: Any) -> HTMLResponse:
    """The page for a memvault error: its status, the field it names and what is wrong (a
    403 for what the key may not do)."""
    status, title = (403, "Forbidden") if isinstance(error, Forbidden) else status_of(error)
    field = getattr(error, "field", None)
    return page(request, "error.html", status, title=title, field=field, detail=str(error),
                **context)  # fmt: skip
