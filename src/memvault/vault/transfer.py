"""Export and import: a vault's memories as JSON lines, over ``MemoryVault``'s public methods.

The format is one memory a line, ``MemoryEntry.to_dict()`` as JSON (UTF-8, blank lines
ignored); a hand-written line needs only ``content``. ``export_memories`` writes every field,
so ``MemoryEntry.from_dict(line)`` is the memory as it was listed.

``import_memories`` adds each line's memory with ``MemoryVault.add_many``: its content, kind,
scope, metadata, time (``at``), importance, key and expiry. A fresh id and record time are
given, and the links of keyed facts (``valid_to``, ``supersedes``, ``superseded_by``) follow
again from their keys and times; ``knowledge`` (what ``remember`` learnt) comes back with it.
The contract:

* every line is read and checked before anything is written; a bad one raises
  ``InvalidInput`` naming the line (``line 3``) and what is wrong with it;
* by default one ``add_many`` writes them all, in one transaction: an import that raises
  wrote nothing. ``batch_size=n`` writes ``n`` at a time (one transaction each), for files
  too large to embed at once; an error then leaves the earlier batches written;
* a memory already in the vault (same kind, scope, content, key and time: a line of an
  earlier run of the same import) is skipped, so running an import again, after an
  interruption or not, never duplicates what it wrote.

Files are read and written with ordinary blocking I/O: a local file, as a one-shot command
uses it (the import reads the whole file before its first write).
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from datetime import datetime
from typing import Any, Literal, TextIO

from memvault.core.types import Kind, MemoryEntry, Scope
from memvault.errors import InvalidInput
from memvault.vault.vault import MAX_LIMIT, MemoryVault

__all__ = ["export_memories", "import_memories"]

Source = TextIO | str | os.PathLike[str]
Progress = Callable[[int, int], None]
"""Told ``(done, total)`` lines after each write (skipped lines count as done)."""
Identity = tuple[str, Scope, str, str | None]
"""What makes two memories the same for ``import_memories``, but their time."""


async def export_memories(
    vault: MemoryVault,
    out: Source,
    *,
    user_id: str | None = None,
    agent_id: str | None = None,
    session_id: str | None = None,
    kind: Kind | None = None,
) -> int:
    """Write the memories of a scope (every memory by default), in the order they happened,
    to ``out`` (an open text stream, or a path to create), one JSON line each; return how
    many. ``import_memories`` reads it back."""
    scope = {"user_id": user_id, "agent_id": agent_id, "session_id": session_id}
    stream = _open(out, "w")
    count = 0
    try:
        async for page in _pages(vault, kind=kind, **scope):
            stream.writelines(json.dumps(e.to_dict(), ensure_ascii=False) + "\n" for e in page)
            count += len(page)
    finally:
        if stream is not out:
            stream.close()
    return count


async def import_memories(
    vault: MemoryVault,
    source: Source,
    *,
    batch_size: int | None = None,
    progress: Progress | None = None,
) -> int:
    """Add the memories of ``source`` (an open text stream, or a path) to ``vault``, as the
    module docstring says; return how many were written (lines skipped as already there are
    not counted)."""
    if batch_size is not None and (
        isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1
    ):
        raise InvalidInput("batch_size", "must be a positive integer or None")
    records = _read(source)
    items = await _missing(vault, records)
    total, skipped = len(records), len(records) - len(items)
    size = batch_size or max(len(items), 1)
    written = 0
    for start in range(0, len(items), size):
        written += len(await vault.add_many(items[start : start + size]))
        if progress is not None:
            progress(skipped + start + len(items[start : start + size]), total)
    if progress is not None and not items:
        progress(total, total)
    return written


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


def _read(source: Source) -> list[tuple[dict[str, Any], MemoryEntry]]:
    """Every line of ``source``: what it gives ``add_many``, and the memory it describes."""
    stream = _open(source, "r")
    try:
        return [_record(line, number) for number, line in _lines(stream)]
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


def _record(line: str, number: int) -> tuple[dict[str, Any], MemoryEntry]:
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
    try:
        entry = MemoryEntry.from_dict(data)
    except InvalidInput as exc:
        raise InvalidInput(f"line {number}", str(exc)) from exc
    scope = entry.scope
    added: dict[str, Any] = {
        "content": entry.content, "kind": entry.kind, "user_id": scope.user_id,
        "agent_id": scope.agent_id, "session_id": scope.session_id, "metadata": entry.metadata,
        "at": entry.occurred_at, "importance": entry.importance, "key": entry.key,
        "expires_at": entry.expires_at, "knowledge": entry.knowledge,
    }  # fmt: skip
    return {name: value for name, value in added.items() if data.get(name) is not None}, entry


async def _missing(
    vault: MemoryVault, records: Sequence[tuple[dict[str, Any], MemoryEntry]]
) -> list[dict[str, Any]]:
    """The items of ``records`` whose memory is not in ``vault`` yet. Each stored memory
    answers for one line, so a memory a file holds twice is written twice, on the first run
    only. A line without a time matches a stored memory of any time."""
    stored: dict[Identity, list[datetime | None]] = defaultdict(list)
    seen: set[str] = set()
    for scope in {entry.scope for _, entry in records}:
        async for page in _pages(
            vault, user_id=scope.user_id, agent_id=scope.agent_id, session_id=scope.session_id
        ):
            for entry in page:
                if entry.id not in seen:
                    seen.add(entry.id)
                    stored[_identity(entry)].append(entry.occurred_at)
    missing = []
    for item, entry in records:
        times = stored.get(_identity(entry), [])
        at = entry.occurred_at if "at" in item else None
        if at in times:
            times.remove(at)
        elif at is None and times:
            times.pop()
        else:
            missing.append(item)
    return missing


def _identity(entry: MemoryEntry) -> Identity:
    return (entry.kind, entry.scope, entry.content, entry.key)


async def _pages(
    vault: MemoryVault,
    *,
    user_id: str | None,
    agent_id: str | None,
    session_id: str | None,
    kind: Kind | None = None,
) -> AsyncIterator[list[MemoryEntry]]:
    """``vault.list`` of a scope, page by page, until it runs out."""
    offset = 0
    while page := await vault.list(
        user_id=user_id, agent_id=agent_id, session_id=session_id, kind=kind,
        limit=MAX_LIMIT, offset=offset,
    ):  # fmt: skip
        yield page
        offset += len(page)
