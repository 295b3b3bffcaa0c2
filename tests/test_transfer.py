"""export_memories / import_memories: JSON lines over the public MemoryVault API."""

from __future__ import annotations

import io
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from memvault import InvalidInput, MemoryVault
from memvault.core.types import MemoryEntry
from memvault.embedders import HashEmbedder
from memvault.vault.transfer import export_memories, import_memories

MARCH, JUNE, LATER = (datetime(2024, m, 1, tzinfo=UTC) for m in (3, 6, 12))
CARRIED = ("content", "kind", "user_id", "agent_id", "session_id", "metadata", "at",
           "importance", "key", "valid_to", "expires_at", "knowledge")  # fmt: skip
"""What an import keeps of each memory (ids and record times are new)."""


def vault(path: Path, **options: Any) -> MemoryVault:
    return MemoryVault(path, embedder=HashEmbedder(), **options)


async def fill(source: MemoryVault) -> None:
    await source.add("Dana lives in Lisbon", user_id="dana", key="user.city", at=MARCH)
    await source.add("Dana lives in Berlin", user_id="dana", key="user.city", at=JUNE,
                     expires_at=LATER, importance=0.9, metadata={"n": [1]})  # fmt: skip
    await source.add("hello there", user_id="dana", agent_id="helper", session_id="s1",
                     kind="message", at=MARCH)  # fmt: skip
    await source.add("went hiking", user_id="ed", kind="episode", metadata={"facts": "mine"})
    await source.remember("I work at Acme", user_id="dana")


def carried(entry: MemoryEntry) -> tuple[Any, ...]:
    data = entry.to_dict()
    return tuple(data[name] for name in CARRIED)


async def test_a_round_trip_through_a_file_keeps_every_memory(tmp_path: Path) -> None:
    async with vault(tmp_path / "source.db") as source:
        await fill(source)
        listed = await source.list(all_scopes=True)
        assert (
            await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
            == len(listed)
            == 5
        )
    lines = (tmp_path / "all.jsonl").read_text(encoding="utf-8").splitlines()
    assert [MemoryEntry.from_dict(json.loads(line)) for line in lines] == listed  # lossless
    async with vault(tmp_path / "copy.db") as copy:
        assert await import_memories(copy, tmp_path / "all.jsonl") == 5
        copied = await copy.list(all_scopes=True)
        assert sorted(map(carried, copied), key=repr) == sorted(map(carried, listed), key=repr)
        old, new = (await copy.list(user_id="dana", kind="fact"))[:2]
        assert (old.superseded_by, new.supersedes) == (new.id, old.id)


async def test_export_of_one_scope_to_a_stream(tmp_path: Path) -> None:
    out = io.StringIO()
    async with vault(tmp_path / "source.db") as source:
        await fill(source)
        assert await export_memories(source, out, user_id="ed") == 1
    [line] = out.getvalue().splitlines()
    assert json.loads(line)["content"] == "went hiking"


async def test_a_bad_line_is_named_and_nothing_is_written(tmp_path: Path) -> None:
    good = [json.dumps({"content": f"memory {i}", "user_id": "u"}) for i in range(5)]
    for bad, problem in [
        ("{not json", "not JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"content": "x", "at": "noon"}', "at: not an ISO 8601 time"),
        ('{"content": "x", "colour": "red"}', "unknown fields: colour"),
        ('{"content": "x", "kind": "message", "key": "k"}', "key:"),
    ]:
        source = io.StringIO("\n".join([*good, "", bad, *good]) + "\n")
        async with vault(tmp_path / "i.db") as target:
            with pytest.raises(InvalidInput, match=problem) as info:
                await import_memories(target, source, batch_size=1)
            assert info.value.field == "line 7"
            assert await target.count(all_scopes=True) == 0


async def test_an_import_the_vault_refuses_writes_nothing(tmp_path: Path) -> None:
    lines = [
        json.dumps({"content": "short", "user_id": "u"}),
        json.dumps({"content": "x" * 100, "user_id": "u"}),
    ]
    async with vault(tmp_path / "i.db", max_content_bytes=50) as target:
        with pytest.raises(InvalidInput, match="content"):
            await import_memories(target, io.StringIO("\n".join(lines)))
        assert await target.count(all_scopes=True) == 0


async def test_running_an_import_again_never_duplicates(tmp_path: Path) -> None:
    async with vault(tmp_path / "source.db") as source:
        await fill(source)
        await source.add("hello there", user_id="dana", agent_id="helper", session_id="s1",
                         kind="message", at=MARCH)  # said twice: two memories  # fmt: skip
        await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
    lines = (tmp_path / "all.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (tmp_path / "part.jsonl").write_text("".join(lines[:3]), encoding="utf-8")
    seen: list[tuple[int, int]] = []
    async with vault(tmp_path / "copy.db") as copy:
        assert await import_memories(copy, tmp_path / "part.jsonl") == 3  # then interrupted
        written = await import_memories(copy, tmp_path / "all.jsonl", batch_size=2,
                                        progress=lambda *done: seen.append(done))  # fmt: skip
        assert written == len(lines) - 3
        assert await import_memories(copy, tmp_path / "all.jsonl") == 0
        assert await copy.count(all_scopes=True) == len(lines) == 6
        assert len(await copy.list(session_id="s1")) == 2
    assert seen[-1] == (6, 6)


async def test_a_hand_written_line_needs_only_content_and_a_scope(tmp_path: Path) -> None:
    before = io.StringIO(
        '{"content": "tea", "user_id": "u"}\n{"content": "old", "score": 1, "session_id": "s"}\n'
    )
    async with vault(tmp_path / "i.db") as target:
        with pytest.raises(InvalidInput, match="user_id") as info:
            await import_memories(target, io.StringIO('{"content": "whose?"}\n'))
        assert "user_id" in str(info.value)
        assert await import_memories(target, before) == 2
        [tea] = await target.list(user_id="u")
        assert tea.kind == "fact"
        assert tea.occurred_at == tea.created_at


async def test_batch_size_must_be_positive(tmp_path: Path) -> None:
    async with vault(tmp_path / "i.db") as target:
        with pytest.raises(InvalidInput) as info:
            await import_memories(target, io.StringIO(""), batch_size=0)
        assert info.value.field == "batch_size"


async def test_what_remember_learnt_comes_back_with_an_import(tmp_path: Path) -> None:
    async with vault(tmp_path / "a.db") as source, vault(tmp_path / "b.db") as target:
        await source.remember("My sister Alice lives in Oslo.", user_id="dana")
        out = io.StringIO()
        await export_memories(source, out, all_scopes=True)
        out.seek(0)
        await import_memories(target, out)
        [before] = await source.list(user_id="dana")
        [after] = await target.list(user_id="dana")
        assert before.knowledge is not None
        assert after.knowledge == before.knowledge
        assert [e.name for e in await target.entities("dana")] == ["Alice"]
