"""A loopback TCP proxy that the fault tests put between memvault and a server.

``FaultProxy(("127.0.0.1", 5432))`` listens on a free local port (``proxy.port``) and forwards
every connection to the server. While running it can

- ``blackhole()``: keep every connection open but forward nothing either way, and accept new
  connections without ever reaching the server (a cable pulled out, a firewall dropping packets);
- ``heal()``: forward again (bytes held during the outage are dropped, as the network would);
- ``reset()``: close every open connection at once with a TCP reset (a server restart, a NAT
  table flushed); new connections still go through.

It runs on its own threads so that the code under test, sync or async, is left alone.
"""

from __future__ import annotations

import socket
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from types import TracebackType

__all__ = ["FaultProxy", "fault_proxy"]

_CHUNK = 65536


class FaultProxy:
    """A TCP proxy from a free loopback port to ``target``, with faults on demand."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.2)
        self.port: int = self._listener.getsockname()[1]
        self._forwarding = threading.Event()
        self._forwarding.set()
        self._stopped = threading.Event()
        self._lock = threading.Lock()
        self._sockets: set[socket.socket] = set()
        self._threads: list[threading.Thread] = []
        self._accepting = threading.Thread(target=self._accept, name="fault-proxy", daemon=True)
        self._accepting.start()

    def address(self) -> tuple[str, int]:
        return ("127.0.0.1", self.port)

    def blackhole(self) -> None:
        """Stop forwarding: every call through the proxy waits from now on."""
        self._forwarding.clear()

    def heal(self) -> None:
        """Forward again."""
        self._forwarding.set()

    def reset(self) -> None:
        """Abort every open connection with a TCP reset."""
        with self._lock:
            sockets, self._sockets = self._sockets, set()
        for sock in sockets:
            _abort(sock)

    def close(self) -> None:
        self._stopped.set()
        self._forwarding.set()
        self.reset()
        self._listener.close()
        self._accepting.join(timeout=2)
        for thread in self._threads:
            thread.join(timeout=2)

    def __enter__(self) -> FaultProxy:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _accept(self) -> None:
        while not self._stopped.is_set():
            try:
                client, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            thread = threading.Thread(target=self._serve, args=(client,), daemon=True)
            self._threads.append(thread)
            thread.start()

    def _serve(self, client: socket.socket) -> None:
        self._track(client)
        # A connection made during an outage hangs until the outage ends, as a dropped SYN does.
        while not self._forwarding.wait(0.1):
            if self._stopped.is_set():
                _abort(client)
                return
        try:
            server = socket.create_connection(self.target, timeout=5)
        except OSError:
            _abort(client)
            return
        self._track(server)
        pump = threading.Thread(target=self._pump, args=(server, client), daemon=True)
        self._threads.append(pump)
        pump.start()
        self._pump(client, server)

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            source.settimeout(0.1)
        except OSError:  # reset() closed it already
            _abort(sink)
            return
        while not self._stopped.is_set():
            try:
                data = source.recv(_CHUNK)
            except TimeoutError:
                continue
            except OSError:
                break
            if not data:
                break
            if not self._forwarding.is_set():
                continue  # dropped on the floor, as a black hole does
            try:
                sink.sendall(data)
            except OSError:
                break
        _abort(sink)
        _abort(source)

    def _track(self, sock: socket.socket) -> None:
        with self._lock:
            self._sockets.add(sock)


def _abort(sock: socket.socket) -> None:
    """Close ``sock`` with a reset (SO_LINGER 0) rather than an orderly FIN."""
    with suppress(OSError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    with suppress(OSError):
        sock.close()


@contextmanager
def fault_proxy(host: str, port: int) -> Iterator[FaultProxy]:
    """A running ``FaultProxy`` to ``host:port``, closed on exit."""
    proxy = FaultProxy((host, port))
    try:
        yield proxy
    finally:
        proxy.close()
