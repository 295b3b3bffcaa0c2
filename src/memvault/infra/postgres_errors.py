"""psycopg's failures as memvault's errors, each saying what went wrong and whether a retry
can help, never quoting the connection string (which may hold a password).

* A limit that expired (``statement_timeout``, ``lock_timeout``, the client's
  ``operation_timeout``): ``BackendUnavailable`` naming the limit and its seconds, retryable.
* A connection the server or libpq refused: ``BackendUnavailable`` saying why (no such
  database, no such role, password refused, SSL required but not offered, pg_hba refused,
  nothing listening, ...), read from libpq's message, which names the database or role but
  never a password. A setting only the caller can fix is not retryable.
* A PostgreSQL limit on the input (SQLSTATE class 54, "program limit exceeded", or libpq's
  65,535 parameters): ``InvalidInput``, since a retry would fail the same way.
* Anything else: ``BackendUnavailable`` naming the error class and SQLSTATE only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from memvault.errors import BackendUnavailable, InvalidInput, MemvaultError

if TYPE_CHECKING:
    import psycopg

__all__ = ["Limits", "mapped_error"]


@dataclass(frozen=True)
class Limits:
    """The limits one call ran under, to name the one that expired."""

    statement: float
    lock: float
    operation: float
    operation_expired: bool = False


# libpq's text, what to say ("!" first: the server was not reached) and whether to retry.
_REFUSALS: tuple[tuple[re.Pattern[str], str, bool], ...] = tuple(
    (re.compile(pattern), text, retryable)
    for pattern, text, retryable in (
        (r'database "([^"]*)" does not exist', 'database "{0}" does not exist', False),
        (r'role "([^"]*)" does not exist', 'role "{0}" does not exist', False),
        (
            r'password authentication failed for user "([^"]*)"',
            'the password of user "{0}" was refused',
            False,
        ),
        (r"no password supplied", "the server asks for a password and none was given", False),
        (
            r"server does not support SSL, but SSL was required",
            "the server does not support SSL, which the connection's sslmode requires",
            False,
        ),
        (r"certificate", "its SSL certificate was not accepted (see sslmode, sslrootcert)", False),
        (r"no pg_hba\.conf entry", "pg_hba.conf refuses this host, user or database", False),
        (
            r'permission denied for database "([^"]*)"',
            'the role may not connect to database "{0}"',
            False,
        ),
        (r"could not translate host name", "!the host name cannot be resolved", False),
        (r"Connection refused|No such file or directory", "!nothing listens there", True),
        (r"too many clients|remaining connection slots", "it has no connection slot left", True),
        (r"the database system is (\w+ ?\w*)", "the database system is {0}", True),
        (r"timeout expired", "!no answer to the connection request", True),
    )
)


def mapped_error(exc: psycopg.Error, where: str, limits: Limits) -> MemvaultError | None:
    """The memvault error for ``exc``, raised by a call to PostgreSQL at ``where`` under
    ``limits``; ``None`` for an error that is not the backend's to report (a constraint
    violation the caller maps itself, a bug)."""
    import psycopg

    if limits.operation_expired:
        return BackendUnavailable(
            f"PostgreSQL at {where} did not answer within {limits.operation:g} s"
            " (operation_timeout); the connection was dropped, and a write in flight rolled back"
            " unless its commit had already reached the server; the call can be retried"
        )
    sqlstate = exc.sqlstate or ""
    if isinstance(exc, psycopg.errors.LockNotAvailable):
        return BackendUnavailable(
            f"PostgreSQL at {where}: waited longer than {limits.lock:g} s (lock_timeout) for a"
            " lock another session holds; the transaction was rolled back; the call can be"
            " retried"
        )
    if isinstance(exc, psycopg.errors.QueryCanceled) and "statement timeout" in str(exc):
        return BackendUnavailable(
            f"PostgreSQL at {where} cancelled a statement that ran longer than"
            f" {limits.statement:g} s (statement_timeout); the transaction was rolled back;"
            " the call can be retried"
        )
    if sqlstate.startswith("54") or "number of parameters must be" in str(exc):
        return InvalidInput("input", f"exceeds a limit of PostgreSQL ({_limit_text(exc)})")
    if not isinstance(exc, psycopg.OperationalError):
        return None
    return _unavailable(exc, where)


def _unavailable(exc: psycopg.Error, where: str) -> BackendUnavailable:
    text = str(exc)
    if "connection failed" in text:
        for pattern, template, retryable in _REFUSALS:
            found = pattern.search(text)
            if found:
                why = template.format(*found.groups())
                head = f"PostgreSQL at {where} refused the connection"
                if why.startswith("!"):  # not the server's answer: it was not reached
                    head, why = f"cannot reach PostgreSQL at {where}", why[1:]
                advice = "; the call can be retried" if retryable else (
                    " (a retry will not help: check the connection settings)")  # fmt: skip
                return BackendUnavailable(f"{head}: {why}{advice}", retryable=retryable)
    return BackendUnavailable(f"PostgreSQL at {where} is unavailable ({_reason(exc)})")


def _limit_text(exc: psycopg.Error) -> str:
    """The server's primary message (it names the limit, never connection details), or
    libpq's for the parameters it can send."""
    primary = exc.diag.message_primary if exc.sqlstate else None
    if primary:
        return primary
    return "at most 65,535 query parameters"


def _reason(exc: BaseException) -> str:
    """The kind of failure, without psycopg's text (which may quote connection details)."""
    sqlstate = getattr(exc, "sqlstate", None)
    name = type(exc).__name__
    return f"{name}, SQLSTATE {sqlstate}" if sqlstate else name
