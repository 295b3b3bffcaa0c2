"""Errors as RFC 9457 problem details: ``application/problem+json`` bodies with ``type``,
``title``, ``status``, ``detail`` and, where one argument was wrong, ``field``. A memvault
error also names its class in ``error`` (the nearest class of ``memvault.errors``) with its
fields as members (``problem``; ``retryable``; ``raw``; ``package`` and ``extra``), so that a
client (``memvault.RemoteVault``) raises the same exception with the same fields.

=====================  ======  ==================================================
``InvalidInput``       422     the field and what is wrong with it
request validation     422     the field as its path (``body.items.0.content``)
``NotFound``           404
``Conflict``           409
``BackendUnavailable`` 503     with ``Retry-After: 1`` when the call may succeed again
``SchemaVersionError`` 503
``ExtractionError``    502     a model's reply could not be used
``MissingDependency``  501     an optional extra is missing on the server
a body too large       413     (``limits``)
a body too slow        408     (``limits``)
no key, a bad key      401     with ``WWW-Authenticate: Bearer`` (``tenancy``)
what the key may not   403     the field it may not ask for (``tenancy``)
anything else          500     "internal error" and nothing more: no traceback, no secret
=====================  ======  ==================================================

A bad request never answers 500 and never writes: the library checks everything before its
first write, and the app reads the whole body before calling it.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.routing import compile_path

from memvault.errors import (
    BackendUnavailable,
    Conflict,
    ExtractionError,
    InvalidInput,
    MemvaultError,
    MissingDependency,
    NotFound,
    SchemaVersionError,
)
from memvault.server.limits import RequestRefused
from memvault.server.tenancy import Forbidden

__all__ = ["PROBLEM", "install", "members_of", "problem", "status_of"]

PROBLEM = "application/problem+json"
log = logging.getLogger("memvault.server")

_STATUS: tuple[tuple[type[MemvaultError], int, str], ...] = (
    (InvalidInput, 422, "Invalid input"),
    (NotFound, 404, "Not found"),
    (Conflict, 409, "Conflict"),
    (BackendUnavailable, 503, "Backend unavailable"),
    (SchemaVersionError, 503, "Schema version"),
    (ExtractionError, 502, "Extraction failed"),
    (MissingDependency, 501, "Missing dependency"),
)


def status_of(error: MemvaultError) -> tuple[int, str]:
    """The HTTP status and title of a memvault error (400 for one not listed)."""
    for kind, status, title in _STATUS:
        if isinstance(error, kind):
            return status, title
    return 400, "Bad request"


def problem(
    status: int,
    title: str,
    detail: str,
    *,
    field: str | None = None,
    members: dict[str, Any] | None = None,
    **headers: str,
) -> JSONResponse:
    """A problem-details response (``members``: extension members of the body)."""
    body: dict[str, Any] = {"type": "about:blank", "title": title, "status": status,
                            "detail": detail}  # fmt: skip
    if field is not None:
        body["field"] = field
    body.update(members or {})
    return JSONResponse(body, status_code=status, media_type=PROBLEM, headers=headers or None)


async def _memvault_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, MemvaultError)
    status, title = status_of(exc)
    field = exc.field if isinstance(exc, InvalidInput) else None
    retry = isinstance(exc, BackendUnavailable) and exc.retryable
    return problem(status, title, str(exc), field=field, members=members_of(exc),
                   **({"Retry-After": "1"} if retry else {}))  # fmt: skip


def members_of(error: MemvaultError) -> dict[str, Any]:
    """``error``'s class (the nearest of ``memvault.errors``) and fields, as members."""
    kind = next((k for k, _, _ in _STATUS if isinstance(error, k)), MemvaultError)
    members: dict[str, Any] = {"error": kind.__name__}
    if isinstance(error, InvalidInput):
        members["problem"] = error.problem
    elif isinstance(error, BackendUnavailable):
        members["retryable"] = error.retryable
    elif isinstance(error, ExtractionError):
        members["raw"] = error.raw
    elif isinstance(error, MissingDependency):
        members.update(package=error.package, extra=error.extra)
    return members


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
    field = ".".join(str(part) for part in first.get("loc", ())) or None
    message = str(first.get("msg"))
    return problem(422, "Invalid input", f"{field}: {message}", field=field,
                   members={"error": "InvalidInput", "problem": message})  # fmt: skip


async def _refused(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestRefused)
    return problem(exc.status, exc.title, exc.detail, field="body")


async def _forbidden(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, Forbidden)
    return problem(403, "Forbidden", str(exc), field=exc.field)


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    if isinstance(exc.__cause__, RequestRefused):  # FastAPI wraps what reading the body raised
        return await _refused(request, exc.__cause__)
    if exc.status_code == 400 and isinstance(exc.__cause__, ValueError):
        # FastAPI answers 400 for a JSON body that is not UTF-8: like any body that is not
        # JSON, it is an invalid input (422) naming the body.
        return problem(422, "Invalid input", "the body is not JSON (not UTF-8)", field="body")
    headers = dict(exc.headers or {})
    if exc.status_code == 405:
        headers["Allow"] = _allowed(request)
    response = problem(exc.status_code, str(exc.detail), str(exc.detail))
    response.headers.update(headers)
    return response


def _allowed(request: Request) -> str:
    """The methods the document lists for the path (Starlette's 405 names only the first
    route that matched it): those of the path itself when the document has it, else those
    of every template it matches."""
    paths: dict[str, dict[str, Any]] = request.app.openapi()["paths"]
    path = request.url.path
    matched = [path] if path in paths else [t for t in paths if compile_path(t)[0].match(path)]
    return ", ".join(sorted({method.upper() for t in matched for method in paths[t]}))


async def _internal(request: Request, exc: Exception) -> JSONResponse:
    log.error("internal error on %s %s: %s", request.method, request.url.path, type(exc).__name__)
    return problem(500, "Internal error", "internal error")


def install(app: FastAPI) -> None:
    """Answer every error of ``app`` with problem details."""
    app.add_exception_handler(MemvaultError, _memvault_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(RequestRefused, _refused)
    app.add_exception_handler(Forbidden, _forbidden)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(Exception, _internal)
