"""A real ``memvault serve`` for the tests: a process on a free loopback port, waited for
(within 60 s) and stopped after."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx

MEMVAULT = str(Path(sys.executable).with_name("memvault"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def serving(db: Path | str, host: str = "127.0.0.1", workers: int = 1) -> Iterator[str]:
    """Run ``memvault serve`` over ``db`` until the generator is closed; yields its URL."""
    port = free_port()
    process = subprocess.Popen(
        [MEMVAULT, "--db", str(db), "--embedder", "hash", "serve", "--host", host,
         "--port", str(port), "--workers", str(workers)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    try:
        while True:  # wait until it answers (bounded: a server that never comes up fails)
            assert process.poll() is None, process.communicate()[1]
            assert time.monotonic() < deadline, "memvault serve did not answer in 60 s"
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        process.communicate(timeout=30)
