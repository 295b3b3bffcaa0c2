"""export_memories / import_memories: JSON lines over the public MemoryVault API."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from memvault import InvalidInput, MemoryVault
from memvault.core.types import MemoryEntry, Scope
from memvault.embedders import HashEmbedder
from memvault.vault.transfer import export_lines, export_memories, import_memories

MARCH, JUNE, LATER = (datetime(2024, m, 1, tzinfo=UTC) for m in (3, 6, 12))


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


async def test_a_round_trip_through_a_file_keeps_every_memory(tmp_path: Path) -> None:
    """Issue 12 E.19: an import dropped the exported ids and record times."""
    async with vault(tmp_path / "source.db") as source:
        await fill(source)
        listed = await source.list(all_scopes=True)
        assert (
            await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
            == len(listed)
            == 5
        )
        events = [await source.backend.events(e.id, Scope()) for e in listed]
    lines = [json.loads(line) for line in (tmp_path / "all.jsonl").read_text("utf-8").splitlines()]
    assert [len(line.pop("events")) for line in lines] == [len(e) for e in events]
    assert [MemoryEntry.from_dict(line) for line in lines] == listed  # lossless
    async with vault(tmp_path / "copy.db") as copy:
        assert await import_memories(copy, tmp_path / "all.jsonl") == 5
        assert await copy.list(all_scopes=True) == listed
        assert [await copy.backend.events(e.id, Scope()) for e in listed] == events


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


async def test_a_hand_written_line_needs_only_content_and_a_scope(tmp_path: Path) -> None:
    before = io.StringIO(
        '{"content": "tea", "user_id": "u"}\n{"content": "old", "score": 1, "session_id": "s"}\n'
    )
    async with vault(tmp_path / "i.db") as target:
        with pytest.raises(InvalidInput, match="line 2") as info:
            await import_memories(
                target, io.StringIO('{"content": "a", "user_id": "u"}\n{"content": "whose?"}\n')
            )
        assert "user_id: a memory belongs to a scope" in str(info.value)
        assert await target.count(user_id="u") == 0
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


async def test_running_a_completed_import_again_writes_nothing(tmp_path: Path) -> None:
    """Issue 12 E.19: a completed import run again took 6,000 rows to 10,198 (messages,
    episodes and superseded keyed facts were added again)."""
    async with vault(tmp_path / "source.db") as source:
        await fill(source)
        await source.add("hello there", user_id="dana", agent_id="helper", session_id="s1",
                         kind="message", at=MARCH)  # said twice: two memories  # fmt: skip
        await source.record_episode("went hiking", user_id="ed")
        await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
    async with vault(tmp_path / "copy.db") as copy:
        assert await import_memories(copy, tmp_path / "all.jsonl") == 7
        for batch_size in (None, 1, 3):
            assert await import_memories(copy, tmp_path / "all.jsonl", batch_size=batch_size) == 0
        assert await copy.count(all_scopes=True) == 7
        assert len(await copy.list(session_id="s1")) == 2
        await export_memories(copy, tmp_path / "again.jsonl", all_scopes=True)
    assert (tmp_path / "again.jsonl").read_bytes() == (tmp_path / "all.jsonl").read_bytes()


async def test_an_interrupted_import_run_again_completes_it(tmp_path: Path) -> None:
    async with vault(tmp_path / "source.db") as source:
        await fill(source)
        await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
    lines = (tmp_path / "all.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (tmp_path / "part.jsonl").write_text("".join(lines[:3]), encoding="utf-8")
    seen: list[tuple[int, int]] = []
    async with vault(tmp_path / "copy.db") as copy:
        assert await import_memories(copy, tmp_path / "part.jsonl") == 3  # then interrupted
        written = await import_memories(copy, tmp_path / "all.jsonl", batch_size=2,
                                        progress=lambda *done: seen.append(done))  # fmt: skip
        assert written == len(lines) - 3
        await export_memories(copy, tmp_path / "copy.jsonl", all_scopes=True)
    assert seen == [(2, 5), (4, 5), (5, 5)]
    assert (tmp_path / "copy.jsonl").read_bytes() == (tmp_path / "all.jsonl").read_bytes()


async def test_a_bad_line_late_in_a_batched_import_writes_nothing(tmp_path: Path) -> None:
    """Issue 12 E.19: a bad line 1,101 of 1,200 left 1,000 memories written and was
    reported as ``items[100]``."""
    lines = [json.dumps({"content": f"memory {i}", "user_id": "u"}) for i in range(1200)]
    lines[1100] = json.dumps({"content": "x", "user_id": "u", "importance": 7})
    (tmp_path / "big.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    async with vault(tmp_path / "i.db") as target:
        with pytest.raises(InvalidInput, match="importance") as info:
            await import_memories(target, tmp_path / "big.jsonl", batch_size=100)
        assert info.value.field == "line 1101"
        assert await target.count(user_id="u") == 0


@pytest.mark.parametrize(
    ("bad", "problem"),
    [
        ({"events": {"event": "ADD"}}, "events: must be a list"),
        ({"events": [{"event": "MOVE", "content": "x", "at": "2024-01-01T00:00:00+00:00"}]},
         "events\\[0\\].event: must be one of ADD, UPDATE, DELETE, SUPERSEDE"),
        ({"events": [{"event": "ADD", "content": "x", "at": "noon"}]},
         "events\\[0\\].at: not an ISO 8601 time"),
        ({"events": [{"event": "ADD", "content": "x", "at": "2024-01-01", "by": "me"}]},
         "events\\[0\\]: unknown fields: by"),
        ({"events": [{"event": "ADD", "content": "", "at": "2024-01-01"}]},
         "events\\[0\\].content"),
        ({"id": 5}, "id"),
    ],
)  # fmt: skip
async def test_a_bad_field_is_named_with_its_line(
    tmp_path: Path, bad: dict[str, Any], problem: str
) -> None:
    source = io.StringIO(json.dumps({"content": "ok", "user_id": "u"}) + "\n"
                         + json.dumps({"content": "x", "user_id": "u", **bad}) + "\n")  # fmt: skip
    async with vault(tmp_path / "i.db") as target:
        with pytest.raises(InvalidInput, match=problem) as info:
            await import_memories(target, source)
        assert info.value.field == "line 2"
        assert await target.count(all_scopes=True) == 0


async def test_a_line_that_is_not_utf8_is_named_and_nothing_is_written(tmp_path: Path) -> None:
    good = json.dumps({"content": "fine", "user_id": "u"}).encode()
    (tmp_path / "bytes.jsonl").write_bytes(good + b"\n" + good + b'\n{"content": "caf\xe9"}\n')
    async with vault(tmp_path / "i.db") as target:
        with pytest.raises(InvalidInput, match="not valid UTF-8") as info:
            await import_memories(target, tmp_path / "bytes.jsonl", batch_size=1)
        assert info.value.field == "line 3"
        assert await target.count(all_scopes=True) == 0


async def test_a_truncated_export_is_named_and_nothing_is_written(tmp_path: Path) -> None:
    """An export cut short (a killed writer, a full disk) ends in half a line."""
    async with vault(tmp_path / "source.db") as source:
        await fill(source)
        await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
    text = (tmp_path / "all.jsonl").read_bytes()
    (tmp_path / "cut.jsonl").write_bytes(text[: len(text) - 40])
    async with vault(tmp_path / "i.db") as target:
        with pytest.raises(InvalidInput, match="not JSON") as info:
            await import_memories(target, tmp_path / "cut.jsonl", batch_size=1)
        assert info.value.field == "line 5"
        assert await target.count(all_scopes=True) == 0


async def test_hand_written_lines_are_found_again_by_a_rerun(tmp_path: Path) -> None:
    text = '{"content": "tea", "user_id": "u"}\n{"content": "hi", "user_id": "u", "kind": ' \
           '"message"}\n{"content": "hi", "user_id": "u", "kind": "message"}\n'  # fmt: skip
    async with vault(tmp_path / "i.db") as target:
        assert await import_memories(target, io.StringIO(text)) == 3
        assert await import_memories(target, io.StringIO(text)) == 0
        assert await target.count(user_id="u") == 3
        [tea, *_] = await target.list(user_id="u")
        assert [e.event for e in await target.events(tea.id, all_scopes=True)] == ["ADD"]


class Counting(HashEmbedder):
    """A hash embedder that counts the texts it embeds."""

    embedded = 0

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.embedded += len(texts)
        return await super().embed(texts)


async def test_a_rerun_embeds_only_the_lines_not_stored(tmp_path: Path) -> None:
    """A completed import of 30,000 lines run again embedded all of them to write none."""
    async with vault(tmp_path / "source.db") as source:
        await fill(source)
        await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
    lines = (tmp_path / "all.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (tmp_path / "part.jsonl").write_text("".join(lines[:2]), encoding="utf-8")
    embedder = Counting()
    async with MemoryVault(tmp_path / "copy.db", embedder=embedder) as copy:
        await import_memories(copy, tmp_path / "part.jsonl")
        assert embedder.embedded == 2
        assert await import_memories(copy, tmp_path / "all.jsonl", batch_size=2) == 3
        assert embedder.embedded == 5
        assert await import_memories(copy, tmp_path / "all.jsonl") == 0
        assert embedder.embedded == 5


async def test_a_key_timeline_split_across_batches_comes_back_as_it_was(tmp_path: Path) -> None:
    """Batches that cut a timeline must not relink it: the versions written first link to
    versions still to come, and relinking them early recorded SUPERSEDE events twice."""
    async with vault(tmp_path / "source.db") as source:
        for month in range(1, 8):
            await source.add(f"Dana lives in city {month}", user_id="dana", key="user.city",
                             at=datetime(2024, month, 1, tzinfo=UTC))  # fmt: skip
        await export_memories(source, tmp_path / "all.jsonl", all_scopes=True)
    for batch_size in (1, 2, 3):
        async with vault(tmp_path / f"copy{batch_size}.db") as copy:
            assert await import_memories(copy, tmp_path / "all.jsonl", batch_size=batch_size) == 7
            await export_memories(copy, tmp_path / "copy.jsonl", all_scopes=True)
        assert (tmp_path / "copy.jsonl").read_bytes() == (tmp_path / "all.jsonl").read_bytes()


async def test_an_export_reads_each_memory_once_while_memories_are_added(tmp_path: Path) -> None:
    """The export reads the ids it will write first, then page by page by id: a memory added
    meanwhile, even one that happened before all the others, shifts no page (pages by offset
    wrote the last memory of a page twice)."""
    start = datetime(2025, 1, 1, tzinfo=UTC)
    async with vault(tmp_path / "v.db") as source:
        facts = [f"fact {i}" for i in range(2_500)]
        await source.add_many([{"content": fact, "user_id": "u", "at": start + timedelta(minutes=i)}
                               for i, fact in enumerate(facts)])  # fmt: skip
        lines = export_lines(source, user_id="u")
        read = [await anext(lines)]  # the first page is read
        await source.add("an older fact", user_id="u", at=start - timedelta(days=1))
        read += [line async for line in lines]
    ids = [json.loads(line)["id"] for line in read]
    assert len(ids) == len(set(ids)) == 2_500
