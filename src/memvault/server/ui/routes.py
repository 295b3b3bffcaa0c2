"""The inspector's routes put together (``install``): its pages, its edits, the login, its
two static files, and its answers to errors as pages rather than problem documents."""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from memvault.errors import MemvaultError
from memvault.server.tenancy import Forbidden, authenticate
from memvault.server.ui import edits, pages
from memvault.server.ui.auth import (
    KEY_COOKIE,
    CsrfRefused,
    LoginNeeded,
    checked_form,
    set_cookie,
)
from memvault.server.ui.render import SECURITY_HEADERS, error_page, page

__all__ = ["install"]

router = APIRouter(prefix="/ui", include_in_schema=False)
STATIC = {"inspector.css": "text/css; charset=utf-8", "inspector.js": "text/javascript"}
MAX_KEY = 200
"""The longest text the login form takes as a key."""


@cache
def _static(name: str) -> bytes:
    return (files("memvault.server.ui") / "static" / name).read_bytes()


@router.get("/static/{name}")
async def static(name: str) -> Response:
    """The inspector's stylesheet and script, from the package (no CDN)."""
    if name not in STATIC:
        return Response("not found", status_code=404, headers=SECURITY_HEADERS)
    headers = {**SECURITY_HEADERS, "Cache-Control": "public, max-age=3600"}
    return Response(_static(name), media_type=STATIC[name], headers=headers)


def _next(value: object) -> str:
    """Where to go after logging in: a page of the inspector, nothing else."""
    if isinstance(value, str) and value.startswith("/ui") and "//" not in value:
        return value
    return "/ui"


@router.get("/login")
async def login_form(request: Request) -> HTMLResponse:
    return page(request, "login.html", title="Log in", nav="", next=_next(
        request.query_params.get("next")), failed=False)  # fmt: skip


@router.post("/login")
async def login(request: Request) -> Response:
    """Check the key the form sent; a valid one is set as the login cookie."""
    form = await checked_form(request)
    key = form.get("key", "").strip()[:MAX_KEY]
    target = _next(form.get("next"))
    if await authenticate(request.app.state.keys, f"Bearer {key}") is None or not key:
        return page(request, "login.html", 401, title="Log in", nav="", next=target,
                    failed=True)  # fmt: skip
    response = RedirectResponse(target, status_code=303)
    set_cookie(request, response, KEY_COOKIE, key)
    return response


@router.post("/logout")
async def logout(request: Request) -> Response:
    await checked_form(request)
    response = RedirectResponse("/ui/login", status_code=303)
    response.delete_cookie(KEY_COOKIE, path="/ui", httponly=True, samesite="strict")
    return response


async def _login_needed(request: Request, exc: Exception) -> Response:
    target = quote(request.url.path + (f"?{request.url.query}" if request.url.query else ""))
    if request.method != "GET":
        target = quote("/ui")
    return RedirectResponse(f"/ui/login?next={target}", status_code=303)


async def _csrf_refused(request: Request, exc: Exception) -> Response:
    error = Forbidden("csrf", "this change did not come from this site's own page: reload the"
                      " page and try again")  # fmt: skip
    return error_page(request, error, nav="")


def install(app: FastAPI) -> None:
    """Serve the inspector at ``/ui`` of ``app``: the routes, and memvault's errors on its
    pages answered as pages (the API's routes keep their problem documents)."""
    for module in (router, pages.router, edits.router):
        app.include_router(module)
    app.add_exception_handler(LoginNeeded, _login_needed)
    app.add_exception_handler(CsrfRefused, _csrf_refused)
    for kind in (MemvaultError, Forbidden):
        api_answer = app.exception_handlers[kind]

        async def answer(request: Request, exc: Exception, api: Any = api_answer) -> Response:
            if request.url.path.startswith("/ui") and isinstance(exc, MemvaultError):
                return error_page(request, exc, nav="")
            response: Response = await api(request, exc)
            return response

        app.add_exception_handler(kind, answer)
