"""The README and the pages under docs/ cannot drift from the code or from each other.

Every ```python block of README.md and of docs/**/*.md runs as written, each alone in a
temporary folder of its own (so two examples that both write ``vault.db`` never meet, and no
example depends on another having run first). Every relative link of those files points to a
file that exists and, for a ``page.md#anchor`` link, to a heading of that page. Every public
name has its entry in the API reference (docs/api/), which mkdocstrings renders from the
docstrings (``make docs``).
"""

from __future__ import annotations

import importlib
import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from tests.test_public_api import SUBPACKAGES

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
PAGES = [README, *sorted(DOCS.rglob("*.md"))]

PYTHON_BLOCK = re.compile(r"^```python\n(.*?)^```", flags=re.S | re.M)
ANY_BLOCK = re.compile(r"^```.*?^```", flags=re.S | re.M)
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"!?\[[^\]\n]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} +(.+?) *$", flags=re.M)


def name(page: Path) -> str:
    return page.relative_to(ROOT).as_posix()


def examples() -> list[tuple[str, int, str]]:
    """(page, index on the page, code) of every python block, in page order."""
    found = []
    for page in PAGES:
        for index, code in enumerate(PYTHON_BLOCK.findall(page.read_text(encoding="utf-8"))):
            found.append((name(page), index, code))
    return found


EXAMPLES = examples()


def needs(code: str) -> list[str]:
    """The server fixtures a block needs, judged by what it connects to."""
    fixtures = []
    if "Redis" in code and "127.0.0.1:1/" not in code:
        fixtures.append("redis_url")
    if "postgresql://" in code:
        fixtures.append("postgres_dsn")
    return fixtures


def test_the_readme_and_the_pages_have_examples() -> None:
    pages = {page for page, _, _ in EXAMPLES}
    assert "README.md" in pages
    assert len(EXAMPLES) >= 25  # the README's 23 before they moved to docs/, and two new ones
    for topic in ("chat-histories", "buffer", "vault", "concepts", "knowledge", "agents", "cli"):
        assert f"docs/{topic}.md" in pages, topic


@pytest.mark.parametrize(
    ("page", "index", "code"), EXAMPLES, ids=[f"{page}:{index}" for page, index, _ in EXAMPLES]
)
def test_example_runs(
    page: str,
    index: int,
    code: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    for fixture in needs(code):
        request.getfixturevalue(fixture)
    monkeypatch.chdir(tmp_path)  # a fresh folder per block: its files meet no other block's
    exec(compile(code, f"{page} block {index}", "exec"), {"__name__": "__docs__"})


def prose(text: str) -> str:
    """The text without its code blocks and code spans, where a link is only an example."""
    return CODE_SPAN.sub("", ANY_BLOCK.sub("", text))


def slug(heading: str) -> str:
    """The anchor mkdocs (Python-Markdown's toc) gives a heading; GitHub's is the same for ours."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def anchors(page: Path) -> set[str]:
    return {slug(h) for h in HEADING.findall(ANY_BLOCK.sub("", page.read_text(encoding="utf-8")))}


def links(page: Path) -> list[str]:
    return [
        target
        for target in LINK.findall(prose(page.read_text(encoding="utf-8")))
        if not re.match(r"[a-z]+:", target)  # http:, https:, mailto:
    ]


def test_slug_matches_the_site_generator() -> None:
    assert slug("LoCoMo retrieval (`bench/locomo.py`)") == "locomo-retrieval-benchlocomopy"
    assert slug("The `Memory` protocol: `ConversationMemory` and `VectorMemory`") == (
        "the-memory-protocol-conversationmemory-and-vectormemory"
    )


def test_the_readme_links_to_the_docs() -> None:
    targets = {target.split("#")[0] for target in links(README)}
    assert "docs/index.md" in targets
    assert {"docs/cli.md", "docs/benchmarks.md", "docs/configuration.md"} <= targets


@pytest.mark.parametrize("page", PAGES, ids=name)
def test_every_relative_link_points_to_something_that_exists(page: Path) -> None:
    for target in links(page):
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        assert file.exists(), f"{name(page)} links to {target}, which does not exist"
        if anchor and file.suffix == ".md":
            assert anchor in anchors(file), f"{name(page)} links to {target}: no such heading"


PUBLIC_MODULES = ("memvault", "memvault.errors", "memvault.vault.transfer", "memvault.config")
API_ENTRY = re.compile(r"^::: ([\w.]+)$", flags=re.M)


def resolve(path: str) -> Any:
    """The object a dotted path names: the longest importable module, then its attributes."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: Any = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            found = getattr(found, attr)
        return found
    raise AssertionError(f"{path} names nothing")


def api_entries() -> list[Any]:
    return [
        resolve(path)
        for page in sorted((DOCS / "api").glob("*.md"))
        for path in API_ENTRY.findall(page.read_text(encoding="utf-8"))
    ]


@pytest.mark.parametrize("module", PUBLIC_MODULES + SUBPACKAGES)
def test_every_public_name_has_an_entry_in_the_api_reference(module: str) -> None:
    entries = api_entries()
    package = importlib.import_module(module)
    for name in package.__all__:
        if name != "__version__":
            obj = getattr(package, name)
            assert any(obj is entry for entry in entries), f"docs/api/ has no ::: {module}.{name}"
