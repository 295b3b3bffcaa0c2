"""The fault proxy itself: it forwards, holds still when black-holed and resets on demand."""

from __future__ import annotations

import socket

import pytest

from tests.faults.proxy import fault_proxy


def _echo_server() -> socket.socket:
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(5)
    return server


def test_forwards_blackholes_heals_and_resets() -> None:
    import threading

    server = _echo_server()
    host, port = server.getsockname()[:2]

    def echo() -> None:
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            conn.settimeout(5)
            try:
                while data := conn.recv(1024):
                    conn.sendall(data)
            except OSError:
                pass
            conn.close()

    threading.Thread(target=echo, daemon=True).start()
    with fault_proxy(host, port) as proxy:
        client = socket.create_connection(proxy.address(), timeout=5)
        client.sendall(b"ping")
        assert client.recv(1024) == b"ping"

        proxy.blackhole()
        client.settimeout(0.5)
        client.sendall(b"lost")
        with pytest.raises(TimeoutError):
            client.recv(1024)

        proxy.heal()
        client.settimeout(5)
        client.sendall(b"back")
        assert client.recv(1024) == b"back"

        proxy.reset()
        try:
            client.sendall(b"x" * 100)
            answer = client.recv(1024)
        except OSError:
            answer = b""
        assert answer == b""  # reset by the proxy: an error or end of stream, never data
        client.close()
    server.close()
