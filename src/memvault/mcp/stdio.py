"""``memvault mcp``: the MCP server of one vault over stdin and stdout.

stdout carries the protocol and nothing else: log records go to stderr, and while it serves
the SDK points file descriptor 1 at stderr, so a stray ``print`` cannot corrupt the stream.
"""

from __future__ import annotations

import logging
import sys
from importlib.metadata import version

from mcp.server.stdio import stdio_server

from memvault.mcp.server import build_server, single_vault
from memvault.vault.vault import MemoryVault

__all__ = ["serve_stdio"]


async def serve_stdio(vault: MemoryVault) -> None:
    """Serve ``vault`` over stdio until the client closes stdin. The vault is opened first,
    so a store that cannot be opened fails before the handshake, with its own error."""
    _log_to_stderr()
    await vault.open()
    server = build_server(single_vault(vault), version=version("memvault"))
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


def _log_to_stderr() -> None:
    """Warnings and errors to stderr, one line each, unless logging is already set up."""
    root = logging.getLogger()
    if not root.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("memvault mcp: %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
        root.setLevel(logging.WARNING)
