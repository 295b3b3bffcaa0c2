"""memvault over the wire: ``RemoteVault``, the vault a ``memvault serve`` serves, used as a
local ``MemoryVault`` (the same methods, values and errors), and its blocking twin
``SyncRemoteVault``. Needs httpx (``pip install 'memvault[remote]'``).

``client`` holds the methods, ``wire`` the JSON they send and read, ``errors`` the mapping of
the server's problem details back to the library's exceptions, ``http`` the connection.
The package speaks the HTTP API's JSON and never imports the server.
"""

from memvault.errors import MissingDependency

try:
    import httpx  # noqa: F401  # checked here: every module of the package needs it
except ImportError as exc:  # pragma: no cover - the extra is installed in development
    raise MissingDependency("httpx", "remote") from exc

from memvault.remote.client import NOT_REMOTE, RemoteVault, ServerLimits
from memvault.remote.sync import SyncRemoteVault

__all__ = ["NOT_REMOTE", "RemoteVault", "ServerLimits", "SyncRemoteVault"]
