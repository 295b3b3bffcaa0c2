"""The server's answers as the library's exceptions: a problem-details body names the class
(``error``) and its fields, so ``NotFound`` comes back as ``NotFound`` and ``InvalidInput``
with its ``field`` and ``problem``. An answer without one (a proxy's, a server of another
version) is mapped by its status:

=================  ==========================================================
401, 403           ``InvalidInput`` naming ``api_key`` (missing, revoked, read-only)
404                ``NotFound``
409                ``Conflict``
408, 413, 422      ``InvalidInput`` naming the problem's ``field`` (``body``)
429, 502-504       ``BackendUnavailable``, retryable
any other          ``BackendUnavailable``, not retryable (the server failed)
=================  ==========================================================

A request that never got an answer (refused connection, reset, timeout) is
``BackendUnavailable``, retryable. Messages name the server's URL, never the API key.
"""

from __future__ import annotations

import json
from typing import Any

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

__all__ = ["error_of", "problem_of"]

RETRY = frozenset({429, 502, 503, 504})


def problem_of(content: bytes) -> dict[str, Any]:
    """The problem-details body of an answer (empty when it holds none)."""
    try:
        found = json.loads(content)
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}


def error_of(status: int, problem: dict[str, Any]) -> MemvaultError:
    """The exception an error answer (``status``, its problem details) stands for."""
    detail = str(problem.get("detail") or problem.get("title") or f"HTTP {status}")
    named = problem.get("error")
    field = problem.get("field")
    if named == "InvalidInput" or (named is None and status in (408, 413, 422)):
        return _invalid(str(field or "body"), detail, problem.get("problem"))
    made = _named(str(named), detail, problem) if named is not None else None
    if made is not None:
        return made
    if status in (401, 403):
        return InvalidInput("api_key", f"refused by the server ({status}): {detail}")
    if status == 404:
        return NotFound(detail)
    if status == 409:
        return Conflict(detail)
    return BackendUnavailable(f"the server answered {status}: {detail}",
                              retryable=status in RETRY)  # fmt: skip


def _invalid(field: str, detail: str, problem: object) -> InvalidInput:
    if not isinstance(problem, str):
        prefix = f"{field}: "
        problem = detail[len(prefix) :] if detail.startswith(prefix) else detail
    return InvalidInput(field, problem)


def _named(named: str, detail: str, problem: dict[str, Any]) -> MemvaultError | None:
    """The exception the problem names, with its fields (``None`` for a name not known)."""
    if named == "NotFound":
        return NotFound(detail)
    if named == "Conflict":
        return Conflict(detail)
    if named == "BackendUnavailable":
        return BackendUnavailable(detail, retryable=problem.get("retryable") is not False)
    if named == "SchemaVersionError":
        return SchemaVersionError(detail)
    if named == "ExtractionError":
        raw = problem.get("raw")
        return ExtractionError(detail, raw if isinstance(raw, str) else None)
    if named == "MissingDependency":
        return MissingDependency(str(problem.get("package")), str(problem.get("extra")))
    if named == "MemvaultError":
        return MemvaultError(detail)
    return None
