"""``memvault serve``: the HTTP API (``memvault.server``) under uvicorn.

It listens on 127.0.0.1 unless told otherwise. If the store holds API keys (``memvault keys
create``), every request must carry one; if it holds none, the server is open, and an address
other machines can reach is refused (an open server answers anyone who can connect).
With ``--workers N`` uvicorn starts N processes, each building the app from the environment
(``memvault.server.app:from_env``): over PostgreSQL they share one database; over SQLite they
share one file, which SQLite's locking keeps correct.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import os

from memvault.core.protocols import Embedder
from memvault.errors import InvalidInput, MissingDependency

__all__ = ["LOOPBACK", "serve", "serve_options"]

LOOPBACK = ("127.0.0.1", "::1", "localhost")


def serve_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (8000)")
    parser.add_argument("--workers", type=int, default=1, help="processes to run (1)")
    parser.add_argument(
        "--allowed-host", action="append", default=[], metavar="HOST[:PORT]",
        help="a Host value /mcp accepts besides loopback (repeatable; port may be *)",
    )  # fmt: skip


def is_loopback(host: str) -> bool:
    if host in LOOPBACK:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def serve(args: argparse.Namespace, target: str, embedder: Embedder | None) -> None:
    """Run the server until interrupted (``InvalidInput`` for an option it refuses)."""
    if not 0 < args.port < 65536:
        raise InvalidInput("port", "must be between 1 and 65535")
    if args.workers < 1:
        raise InvalidInput("workers", "must be at least 1")
    try:
        import uvicorn

        from memvault.server.app import from_target
    except ImportError as exc:
        raise MissingDependency("fastapi and uvicorn", "server") from exc
    guarded = asyncio.run(_has_keys(target))
    if not guarded and not is_loopback(args.host):
        raise InvalidInput(
            "host", f"{args.host} is reachable from other machines and this store has no API"
            " keys: make one first (memvault keys create --tenant NAME), or serve on 127.0.0.1",
        )  # fmt: skip
    if args.workers > 1:
        os.environ["MEMVAULT_URL"] = target
        os.environ["MEMVAULT_OPEN"] = "0" if guarded else "1"
        os.environ["MEMVAULT_MCP_HOSTS"] = ",".join(args.allowed_host)
        if args.embedder is not None:
            os.environ["MEMVAULT_EMBEDDER"] = args.embedder
        uvicorn.run("memvault.server.app:from_env", factory=True, host=args.host,
                    port=args.port, workers=args.workers)  # fmt: skip
        return
    app = from_target(target, embedder, guarded=guarded, hosts=args.allowed_host)
    uvicorn.run(app, host=args.host, port=args.port)


async def _has_keys(target: str) -> bool:
    """Whether the store holds API keys (then every request must carry one)."""
    from memvault.defaults import open_key_store

    if not _exists(target):
        return False  # no store yet: no keys, and nothing created just to look
    store = open_key_store(target)
    try:
        return bool(await store.keys())
    finally:
        await store.aclose()


def _exists(target: str) -> bool:
    from memvault.cli.target import sqlite_path

    path = sqlite_path(target)
    return path is None or path == ":memory:" or os.path.exists(path)
