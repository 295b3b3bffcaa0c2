"""Every ```python block of the README runs as written, so the README cannot drift."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def needs(code: str) -> list[str]:
    """The server fixtures a block needs, judged by what it connects to."""
    fixtures = []
    if "Redis" in code and "127.0.0.1:1/" not in code:
        fixtures.append("redis_url")
    if "postgresql://" in code:
        fixtures.append("postgres_dsn")
    return fixtures


def test_the_readme_has_examples() -> None:
    assert len(BLOCKS) >= 8


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_block_runs(
    index: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> None:
    code = BLOCKS[index]
    for fixture in needs(code):
        request.getfixturevalue(fixture)
    monkeypatch.chdir(tmp_path)
    exec(compile(code, f"README.md block {index}", "exec"), {"__name__": "__readme__"})
