"""The exceptions memvault raises.

Every error memvault raises on purpose derives from one root, so a caller can catch
``MemvaultError`` alone::

    MemvaultError
    ├── InvalidInput         bad argument: wrong type, empty content, unknown role, ...
    ├── NotFound             the id or session asked for does not exist
    ├── Conflict             the write contradicts what is stored
    ├── BackendUnavailable   a database or server cannot be reached
    │   └── ModelIntegrityError  (memvault.embedders) a model file is not the one published
    ├── SchemaVersionError   a database was written by an unknown (newer) version
    ├── ExtractionError      a model's reply could not be turned into facts
    └── MissingDependency    an optional extra is not installed (also an ImportError)

Backend exceptions (``redis.ConnectionError``, ``psycopg.OperationalError``, ...) are mapped
to these at the boundary with ``raise ... from exc``, so the original stays in the chain.
"""

from __future__ import annotations

__all__ = [
    "BackendUnavailable",
    "Conflict",
    "ExtractionError",
    "InvalidInput",
    "MemvaultError",
    "MissingDependency",
    "NotFound",
    "SchemaVersionError",
]


class MemvaultError(Exception):
    """Root of every error memvault raises on purpose."""


class InvalidInput(MemvaultError, ValueError):
    """An argument is not acceptable; ``field`` names it. Nothing was written."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


class NotFound(MemvaultError, LookupError):
    """The thing asked for does not exist."""


class Conflict(MemvaultError):
    """The write contradicts what is already stored."""


class BackendUnavailable(MemvaultError, ConnectionError):
    """A database or server cannot be reached, or did not answer in time. The message names
    host and port, never secrets.

    ``retryable`` says whether the same call may succeed if made again: true for an outage, a
    lost connection or a timeout (the message then names the limit that expired); false for
    a setting only the caller can fix (a database or role that does not exist, a password
    refused, SSL required by the client and not offered by the server).
    """

    def __init__(self, message: str, *, retryable: bool = True) -> None:
        super().__init__(message)
        self.retryable = retryable


class SchemaVersionError(MemvaultError):
    """A database holds a schema this version of memvault does not know."""


class ExtractionError(MemvaultError):
    """A model's reply could not be turned into facts; ``raw`` holds the reply."""

    def __init__(self, message: str, raw: str | None = None) -> None:
        super().__init__(message)
        self.raw = raw


class MissingDependency(MemvaultError, ImportError):
    """An optional dependency is missing; the message names the extra to install."""

    def __init__(self, package: str, extra: str) -> None:
        super().__init__(
            f"{package} is not installed; install it with: pip install 'memvault[{extra}]'"
        )
        self.package = package
        self.extra = extra
