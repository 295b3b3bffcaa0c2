"""Export and import over HTTP: ``RemoteVault.export_memories`` streams ``GET /v1/export``
into a file or stream, line by line; ``import_memories`` streams a file's lines as the body
of ``POST /v1/import``. The lines are ``memvault.vault.transfer``'s: lossless, and an import
run again writes nothing.

One request imports the whole file, all or nothing, within the server's limits
(``max_body_bytes``, and ``max_batch`` lines); ``batch_size=n`` sends ``n`` lines a request
(each one a transaction, as ``batch_size`` is for a local import): an error then leaves the
batches before it written, a prefix of the file, and its line is numbered in the file.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal, TextIO

from memvault.core.types import Kind
from memvault.errors import InvalidInput

if TYPE_CHECKING:
    from memvault.remote.http import Connection

__all__ = ["RemoteTransfer"]

Source = TextIO | str | os.PathLike[str]
Progress = Callable[[int, int], None]
NDJSON = {"content-type": "application/x-ndjson"}


class RemoteTransfer:
    """The export and import of a ``RemoteVault`` (its ``connection`` and ``open``)."""

    connection: Connection

    if TYPE_CHECKING:

        async def open(self) -> Any: ...

    async def export_memories(
        self,
        out: Source,
        *,
        user_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        kind: Kind | None = None,
        all_scopes: bool = False,
    ) -> int:
        """``memvault.vault.transfer.export_memories`` of the server's vault: the memories of
        a scope, one JSON line each with its history, written to ``out`` (an open text
        stream, or a path to create); how many."""
        from memvault.vault.selection import scope_of

        scope_of(user_id, agent_id, session_id, all_scopes)
        params = {"user_id": user_id, "agent_id": agent_id, "session_id": session_id,
                  "kind": kind, "all_scopes": all_scopes}  # fmt: skip
        await self.open()
        stream = _open(out, "w")
        count = 0
        try:
            async with self.connection.stream("GET", "/v1/export", params=params) as response:
                async for line in response.aiter_lines():
                    if line:
                        stream.write(line + "\n")
                        count += 1
        finally:
            if stream is not out:
                stream.close()
        return count

    async def import_memories(
        self,
        source: Source,
        *,
        batch_size: int | None = None,
        progress: Progress | None = None,
    ) -> int:
        """``memvault.vault.transfer.import_memories`` into the server's vault: the lines of
        ``source`` (an open text stream, or a path) written back as they were; how many
        were written (see the module docstring for ``batch_size``)."""
        if batch_size is not None and (
            isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1
        ):
            raise InvalidInput("batch_size", "must be a positive integer or None")
        lines = _read(source)
        await self.open()
        size = batch_size or max(len(lines), 1)
        written = 0
        for start in range(0, len(lines), size):
            written += await self._import(lines[start : start + size], start)
            if progress is not None:
                progress(min(start + size, len(lines)), len(lines))
        if progress is not None and not lines:
            progress(0, 0)
        return written

    async def _import(self, lines: Sequence[str], before: int) -> int:
        """One request importing ``lines`` (``before`` lines of the file came first)."""

        async def body() -> AsyncIterator[bytes]:
            for line in lines:
                yield line.encode("utf-8", errors="surrogateescape")

        try:
            async with self.connection.stream(
                "POST", "/v1/import", content=body(), headers=NDJSON
            ) as response:
                await response.aread()
                count: int = response.json()["count"]
                return count
        except InvalidInput as exc:
            number = exc.field.removeprefix("line ")
            if before and number.isdigit():
                raise InvalidInput(f"line {int(number) + before}", exc.problem) from exc
            raise


def _open(target: Source, mode: Literal["r", "w"]) -> TextIO:
    """``target`` itself if it is a stream, else the file it names, opened (as
    ``memvault.vault.transfer`` opens it)."""
    if not isinstance(target, str | os.PathLike):
        return target
    field = "source" if mode == "r" else "out"
    try:
        return open(target, mode, encoding="utf-8", errors="surrogateescape")  # caller closes
    except OSError as exc:
        raise InvalidInput(field, f"cannot open {target!r}: {exc.strerror}") from exc
    except ValueError as exc:
        raise InvalidInput(field, f"cannot open {target!r}: {exc}") from exc


def _read(source: Source) -> list[str]:
    """Every line of ``source``, each ending with a newline (the server numbers them)."""
    stream = _open(source, "r")
    try:
        return [line if line.endswith("\n") else line + "\n" for line in stream]
    except UnicodeDecodeError as exc:  # a stream the caller opened strictly
        raise InvalidInput("source", "is not valid UTF-8") from exc
    finally:
        if stream is not source:
            stream.close()
