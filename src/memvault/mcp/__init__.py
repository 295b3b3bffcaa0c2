"""memvault as an MCP server (``pip install 'memvault[mcp]'``): the vault's tools and its
memories as resources, for desktop assistants and IDE agents.

``build_server(provider)`` makes the server object, whatever the transport; ``serve_stdio``
runs it over stdin/stdout (``memvault mcp``). See ``memvault.mcp.server`` and
``memvault.mcp.tools``.
"""

from memvault.errors import MissingDependency

try:
    import mcp as _sdk  # noqa: F401  (the SDK; a missing extra is named, not a bare ImportError)
except ImportError as exc:  # pragma: no cover - the dev install has it
    raise MissingDependency("mcp", "mcp") from exc

from memvault.mcp.server import MEMORY_URI, VaultProvider, build_server, memory_uri, single_vault
from memvault.mcp.stdio import serve_stdio
from memvault.mcp.tools import TOOLS, ToolSpec

__all__ = [
    "MEMORY_URI",
    "TOOLS",
    "ToolSpec",
    "VaultProvider",
    "build_server",
    "memory_uri",
    "serve_stdio",
    "single_vault",
]
