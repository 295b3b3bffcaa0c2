"""A real HTTP server on 127.0.0.1 that plays an OpenAI-compatible API for the provider tests.

A test module defines a ``Stub`` subclass whose ``reply(body)`` answers one POST (status and
JSON bytes), and gets a running server with ``serve(stub_class)``; the stub records every
request (path, headers, JSON body) and may delay its answers.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, TypeVar

__all__ = ["Stub", "closed_port", "serve"]


@dataclass
class Stub:
    """What the server received, and how it should answer the next requests."""

    url: str
    requests: list[dict[str, Any]] = field(default_factory=list)
    mode: str = "ok"
    delay: float = 0.0

    def reply(self, body: dict[str, Any]) -> tuple[int, bytes]:
        raise NotImplementedError


class _Handler(BaseHTTPRequestHandler):
    stub: Stub

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", 0))
        body = json.loads(self.rfile.read(length))
        self.stub.requests.append(
            {"path": self.path, "headers": dict(self.headers.items()), "body": body}
        )
        time.sleep(self.stub.delay)
        status, payload = self.stub.reply(body)
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
        except OSError:  # the client gave up waiting (the timeout tests)
            pass

    def log_message(self, format: str, *args: Any) -> None:
        pass


S = TypeVar("S", bound=Stub)


@contextmanager
def serve(kind: type[S]) -> Iterator[S]:
    """A server answering with a new ``kind`` stub, for the duration of the block."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    state = kind(url=f"http://127.0.0.1:{server.server_address[1]}/v1")
    server.RequestHandlerClass = type("BoundHandler", (_Handler,), {"stub": state})
    thread = threading.Thread(target=server.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def closed_port() -> int:
    """A local port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port
