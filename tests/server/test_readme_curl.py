"""The README's ``curl`` commands (section "HTTP API") run as written against a real
``memvault serve`` on a free loopback port: a real client over TCP, not the app in-process.

The commands run twice: with the real ``curl``, and as the same requests read from the
parsed commands (method, URL, headers, body) sent by httpx. A machine without ``curl`` (a
slim image) still checks the README through httpx and skips only the ``curl`` run; on CI
(``CI=true``) a missing ``curl`` is a failure, as a missing server is.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
README_PORT = "127.0.0.1:8000"


def curl_commands() -> list[list[str]]:
    """The commands of the ```bash blocks that run ``curl`` (in the README, or in the
    docs/ pages it may move to), each as its argument list."""
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    commands: list[list[str]] = []
    for page in pages:
        for block in re.findall(r"```bash\n(.*?)```", page.read_text(encoding="utf-8"), re.S):
            joined = block.replace("\\\n", " ")
            for line in joined.splitlines():
                words = shlex.split(line, comments=True)
                if words[:1] == ["curl"]:
                    commands.append(words)
    return commands


COMMANDS = curl_commands()


def as_request(words: list[str]) -> tuple[str, str, dict[str, str], str | None]:
    """The method, URL, headers and body a curl command sends (the options the README
    uses: -s, -X, -H, -d)."""
    method, url, headers, data = "GET", "", {}, None
    args = iter(words[1:])
    for word in args:
        if word == "-X":
            method = next(args)
        elif word == "-H":
            name, _, value = next(args).partition(":")
            headers[name.strip()] = value.strip()
        elif word == "-d":
            data = next(args)
            method = "POST" if method == "GET" else method
        elif word == "-s":
            continue
        elif word.startswith("-"):
            raise AssertionError(f"an option this test does not know: {word}")
        else:
            url = word
    return method, url, headers, data


def run(words: list[str], client: str) -> Any:
    """Run one command with ``curl`` or httpx; its output as JSON."""
    if client == "curl":
        curl = shutil.which("curl")
        assert curl is not None
        done = subprocess.run(
            [curl, *words[1:]], capture_output=True, text=True, timeout=60, check=False
        )
        assert done.returncode == 0, (words, done.stderr)
        return json.loads(done.stdout)
    method, url, headers, data = as_request(words)
    response = httpx.request(method, url, headers=headers, content=data, timeout=60)
    return response.json()


def test_the_readme_shows_curl_commands() -> None:
    assert len(COMMANDS) >= 3
    assert all(README_PORT in " ".join(words) for words in COMMANDS)
    assert [as_request(words)[0] for words in COMMANDS[:3]] == ["POST", "POST", "GET"]


@pytest.mark.parametrize("client", ["curl", "httpx"])
def test_the_readme_curl_commands_run_against_memvault_serve(
    served: str,
    client: str,
) -> None:
    """Add, search, list: each answers as the README says, over a real socket."""
    if client == "curl" and shutil.which("curl") is None:
        assert os.environ.get("CI") != "true", "curl is missing on CI"
        pytest.skip("no curl on this machine: the httpx run checked the commands")
    port = served.rsplit(":", 1)[1]
    outputs = [
        run([w.replace(README_PORT, f"127.0.0.1:{port}") for w in c], client) for c in COMMANDS
    ]
    added, hits, page = outputs[:3]
    assert added["content"] == "Ann drinks green tea every morning"
    assert added["user_id"] == "ann"
    assert hits[0]["id"] == added["id"]
    assert 0.0 < hits[0]["score"] <= 1.0
    assert page == {"memories": [added], "next_cursor": None}
