"""memvault over HTTP: an ASGI app (FastAPI) whose routes mirror the vault's methods under
``/v1``, and ``memvault serve``, which runs it with uvicorn.

The app only builds objects, calls one vault method per request and maps errors: every
rule (scopes, limits of the library, supersession) stays in the library. Errors come back
as RFC 9457 problem details (``problems``); the request limits are in ``limits``.
Needs the ``server`` extra (``pip install 'memvault[server]'``).
"""

from memvault.server.app import create_app
from memvault.server.limits import Limits

__all__ = ["Limits", "create_app"]
