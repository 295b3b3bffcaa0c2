"""What the fuzz of the CLI and of the library found in the library itself: each test is a
non-memvault error (or worse) that escaped a public call before, now an ``InvalidInput``
naming the argument and, where there is one, the limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from memvault import InvalidInput, MemoryVault
from memvault.embedders import HashEmbedder
from memvault.vault.transfer import MAX_LINE_CHARS, export_memories, import_memories


def vault(target: str | Path) -> MemoryVault:
    return MemoryVault(target, embedder=HashEmbedder())


async def test_an_endless_line_is_refused_at_the_limit(tmp_path: Path) -> None:
    """``import_memories(vault, "/dev/zero")`` (or a huge line without a newline) read until
    the memory ran out and the process was killed."""
    async with vault(tmp_path / "v.db") as v:
        with pytest.raises(InvalidInput, match=f"line 1: is longer than {MAX_LINE_CHARS:,}"):
            await import_memories(v, "/dev/zero")
        assert await v.count(user_id="u") == 0


@pytest.mark.parametrize("name", ["a\x00b", "missing/dir/x.jsonl", "."])
async def test_a_file_that_cannot_be_opened_names_the_argument(tmp_path: Path, name: str) -> None:
    """A NUL in the name raised ``ValueError: embedded null byte``; a missing file or a
    directory raised a bare ``OSError`` that named no argument."""
    async with vault(tmp_path / "v.db") as v:
        await v.add("kept", user_id="u")
        path = name if "\x00" in name else str(tmp_path / name)
        with pytest.raises(InvalidInput, match=r"^source: cannot open"):
            await import_memories(v, path)
        with pytest.raises(InvalidInput, match=r"^out: cannot open"):
            await export_memories(v, path, user_id="u")
        assert await v.count(user_id="u") == 1


def test_a_store_path_with_a_nul_is_invalid_input() -> None:
    """``MemoryVault("a\\x00b")`` raised ``ValueError: embedded null byte`` on first use."""
    with pytest.raises(InvalidInput, match="db_path: must not contain NUL"):
        vault("a\x00b")
