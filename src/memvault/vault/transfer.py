"""Export and import: a vault's memories as JSON lines, written back exactly as they were.

The format is one memory a line (UTF-8, blank lines ignored): ``MemoryEntry.to_dict()`` as
JSON, plus ``events``, the memory's history, oldest first (``{"event", "content",
"metadata", "at"}`` each, as ``MemoryEvent`` has them). ``export_memories`` writes every
memory of a scope in the order they happened; ``import_memories`` writes each line back with
the store's import path (``MemoryRestorer.restore``): its id, times (``at``, ``created_at``,
``updated_at``), key, validity (``valid_to``, ``supersedes``, ``superseded_by``), expiry,
knowledge and events, nothing recomputed. So export, import, export gives the same bytes,
from any store to any other (SQLite to PostgreSQL and back).

A hand-written line needs only ``content`` and a scope (``user_id``, ``agent_id`` or
``session_id``: every memory belongs to one). Without an ``id``, it gets one derived from the
line (its text, and how many identical lines came before it), so that importing the file
again finds it; without ``events``, its history is one ADD at its ``created_at``.

The contract of an import:

* every line is read and checked before anything is written; a bad one raises
  ``InvalidInput`` naming the line and the field (``line 3: events[0].at: ...``);
* by default one transaction writes the whole file: an import that raises, or is killed,
  wrote nothing. ``batch_size=n`` writes ``n`` lines a transaction (for files too large to
  embed at once): an error or a kill then leaves the batches before it written, a prefix of
  the file;
* a memory whose id the vault holds is skipped (so is a current fact its scope already
  holds, under another id), so running an import again writes only what is missing: it
  completes an interrupted import without a duplicate, and a completed one writes nothing.
  A key timeline keeps its links, even cut across batches; one whose links no longer hold
  together (the vault held versions of it from elsewhere) is relinked, as ``add`` would.

Files are read and written with ordinary blocking I/O: a local file, as a one-shot command
uses it (the import reads the whole file before its first write).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC
from typing import Any, Literal, TextIO, get_args

from memvault.core import validate as _validate
from memvault.core.messages import parse_time
from memvault.core.records import NewMemory, Restored, content_hash
from memvault.core.types import EventType, Kind, MemoryEntry, MemoryEvent, Scope
from memvault.errors import InvalidInput
from memvault.vault.items import NO_OWNER, checked_content
from memvault.vault.reads import scan_pages
from memvault.vault.selection import scope_of, selection
from memvault.vault.vault import MemoryVault

__all__ = ["export_lines", "export_memories", "import_memories"]

Source = TextIO | str | os.PathLike[str]
Progress = Callable[[int, int], None]
"""Told ``(done, total)`` lines after each batch (skipped lines count as done)."""
STORED_EVENTS = tuple(e for e in get_args(EventType) if e != "NOOP")
"""The events a history holds (``NOOP`` is only reported by ``remember``)."""
_EVENT_FIELDS = frozenset({"event", "content", "metadata", "at"})


@dataclass(frozen=True, slots=True)
class _Line:
    """One line of an import: where it is, the memory it holds and that memory's history."""

    number: int
    entry: MemoryEntry
    events: tuple[MemoryEvent, ...]


async def export_memories(
    vault: MemoryVault,
    out: Source,
    *,
    user_id: str | None = None,
    agent_id: str | None = None,
    session_id: str | None = None,
    kind: Kind | None = None,
    all_scopes: bool = False,
) -> int:
    """Write the memories of a scope (of every scope with ``all_scopes=True``), in the order
    they happened, to ``out`` (an open text stream, or a path to create), one JSON line each
    with its events; return how many. ``import_memories`` reads it back."""
    lines = export_lines(
        vault, user_id=user_id, agent_id=agent_id, session_id=session_id, kind=kind,
        all_scopes=all_scopes,
    )  # fmt: skip
    stream = _open(out, "w")
    count = 0
    try:
        async for line in lines:
            stream.write(line)
            count += 1
    finally:
        if stream is not out:
            stream.close()
    return count


async def export_lines(
    vault: MemoryVault,
    *,
    user_id: str | None = None,
    agent_id: str | None = None,
    session_id: str | None = None,
    kind: Kind | None = None,
    all_scopes: bool = False,
) -> AsyncIterator[str]:
    """The lines ``export_memories`` writes, one memory at a time (each ends with a newline),
    read a page at a time: what an export streamed over HTTP sends."""
    pages = _pages(
        vault, user_id=user_id, agent_id=agent_id, session_id=session_id, kind=kind,
        all_scopes=all_scopes,
    )  # fmt: skip
    async for page in pages:
        histories = await vault.backend.histories([entry.id for entry in page], Scope())
        for entry in page:
            yield _line(entry, histories.get(entry.id, []))


async def import_memories(
    vault: MemoryVault,
    source: Source,
    *,
    batch_size: int | None = None,
    progress: Progress | None = None,
) -> int:
    """Write the memories of ``source`` (an open text stream, or a path) back into
    ``vault``, as the module docstring says; return how many were written (lines skipped
    as already there are not counted)."""
    if batch_size is not None and (
        isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1
    ):
        raise InvalidInput("batch_size", "must be a positive integer or None")
    lines = _read(source, vault.max_content_bytes)
    await vault.open()
    total, written = len(lines), 0
    size = batch_size or max(total, 1)
    for start in range(0, total, size):
        written += await _restore(vault, lines[start : start + size])
        if progress is not None:
            progress(min(start + size, total), total)
    if progress is not None and not lines:
        progress(0, 0)
    return written


def _line(entry: MemoryEntry, events: Sequence[MemoryEvent]) -> str:
    """One memory and its history as a line of an export."""
    data: dict[str, Any] = entry.to_dict()
    data["events"] = [
        {"event": e.event, "content": e.content, "metadata": dict(e.metadata),
         "at": e.at.astimezone(UTC).isoformat()}
        for e in events
    ]  # fmt: skip
    return json.dumps(data, ensure_ascii=False) + "\n"


async def _restore(vault: MemoryVault, lines: Sequence[_Line]) -> int:
    """Embed those of ``lines`` the vault lacks and write them back in one transaction; how
    many were written."""
    stored = await vault.backend.stored_ids([line.entry.id for line in lines])
    lines = [line for line in lines if line.entry.id not in stored]
    if not lines:
        return 0
    vectors = await vault.embed([line.entry.content for line in lines])
    items = [
        Restored(
            NewMemory(line.entry, vector,
                      content_hash(line.entry.content) if line.entry.kind == "fact" else None),
            line.events,
        )
        for line, vector in zip(lines, vectors, strict=True)
    ]  # fmt: skip
    return sum(await vault.backend.restore(items))


def _open(target: Source, mode: Literal["r", "w"]) -> TextIO:
    """``target`` itself if it is a stream, else the file it names, opened; a file that
    cannot be opened (missing, a directory, no permission, a NUL in its name) is
    ``InvalidInput`` naming the argument (``source`` or ``out``) and why."""
    if not isinstance(target, str | os.PathLike):
        return target
    field = "source" if mode == "r" else "out"
    try:
        # Bytes that are not UTF-8 become lone surrogates, refused line by line by ``_lines``.
        return open(target, mode, encoding="utf-8", errors="surrogateescape")  # caller closes
    except OSError as exc:
        raise InvalidInput(field, f"cannot open {target!r}: {exc.strerror}") from exc
    except ValueError as exc:  # "embedded null byte"
        raise InvalidInput(field, f"cannot open {target!r}: {exc}") from exc


def _read(source: Source, max_bytes: int) -> list[_Line]:
    """Every line of ``source``, checked (``max_bytes``: the vault's largest content)."""
    stream = _open(source, "r")
    seen: Counter[str] = Counter()
    try:
        read = []
        for number, text in _lines(stream):
            seen[text.strip()] += 1
            read.append(_record(text, number, seen[text.strip()], max_bytes))
        return read
    finally:
        if stream is not source:
            stream.close()


MAX_LINE_CHARS = 64 * 2**20
"""The longest line an import reads (64 Mi characters, far above the longest memory a vault
keeps, ``DEFAULT_MAX_CONTENT_BYTES``, even written with escapes). Without a limit an endless
line (``memvault import /dev/zero``) filled the memory until the process was killed."""


def _lines(stream: TextIO) -> Iterator[tuple[int, str]]:
    """The non-blank lines of ``stream``, numbered; one that is not UTF-8, or longer than
    ``MAX_LINE_CHARS``, is ``InvalidInput``."""
    number = 0
    try:
        while line := stream.readline(MAX_LINE_CHARS + 1):
            number += 1
            if len(line.rstrip("\r\n")) > MAX_LINE_CHARS:
                raise InvalidInput(
                    f"line {number}", f"is longer than {MAX_LINE_CHARS:,} characters, the limit"
                )
            try:
                line.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise InvalidInput(f"line {number}", "is not valid UTF-8") from exc
            if line.strip():
                yield number, line
    except UnicodeDecodeError as exc:  # a text stream the caller opened strictly
        raise InvalidInput(f"line {number + 1}", "is not valid UTF-8") from exc


def _record(line: str, number: int, occurrence: int, max_bytes: int) -> _Line:
    """The memory of one line (the ``occurrence``-th of its text), or ``InvalidInput``
    naming the line and the field."""
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"line {number}", f"not JSON: {exc.msg}") from exc
    except RecursionError as exc:
        raise InvalidInput(f"line {number}", "nests too deeply to read") from exc
    except ValueError as exc:  # an integer of more digits than Python converts
        raise InvalidInput(f"line {number}", f"holds an unreadable number: {exc}") from exc
    if not isinstance(data, dict):
        raise InvalidInput(f"line {number}", "must be a JSON object")
    events = data.pop("events", None)
    if data.get("id") is None:
        digest = hashlib.sha256(f"{occurrence}\x00{line.strip()}".encode()).hexdigest()
        data["id"] = digest[:32]
    try:
        entry = MemoryEntry.from_dict(data)
        checked_content(entry.content, max_bytes)
        if not entry.scope.named:
            raise InvalidInput("user_id", NO_OWNER)
        return _Line(number, entry, _events(entry, events))
    except InvalidInput as exc:
        raise InvalidInput(f"line {number}", str(exc)) from exc


def _events(entry: MemoryEntry, raw: object) -> tuple[MemoryEvent, ...]:
    """The history a line gives its memory: ``raw`` checked, or one ADD when it has none."""
    if raw is None:
        return (MemoryEvent(entry.id, "ADD", entry.content, dict(entry.metadata),
                            entry.created_at),)  # fmt: skip
    if not isinstance(raw, list):
        raise InvalidInput("events", "must be a list")
    events = []
    for i, item in enumerate(raw):
        where = f"events[{i}]"
        if not isinstance(item, dict):
            raise InvalidInput(where, "must be an object")
        _validate.known_fields(where, item, _EVENT_FIELDS)
        event: EventType = item.get("event")  # type: ignore[assignment]  # checked next
        if event not in STORED_EVENTS:
            raise InvalidInput(f"{where}.event", f"must be one of {', '.join(STORED_EVENTS)}")
        content = _validate.text(f"{where}.content", item.get("content"))
        metadata = _validate.json_object(f"{where}.metadata", item.get("metadata"))
        at = parse_time(f"{where}.at", item.get("at"))
        at = _validate.timestamp(f"{where}.at", at)
        events.append(MemoryEvent(entry.id, event, content, metadata, at))
    return tuple(events)


async def _pages(
    vault: MemoryVault,
    *,
    user_id: str | None,
    agent_id: str | None,
    session_id: str | None,
    kind: Kind | None = None,
    all_scopes: bool = False,
) -> AsyncIterator[list[MemoryEntry]]:
    """What ``vault.list`` of a scope pages through, page by page (``scan_pages``: the ids
    read once, so the export is linear and reads each memory once)."""
    scope = scope_of(user_id, agent_id, session_id, all_scopes)
    chosen = selection(scope, None if kind is None else [kind], None)
    await vault.open()
    async for page in scan_pages(vault.backend, chosen):
        yield page
