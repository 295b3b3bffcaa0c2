"""Saving a memory or a chat history to one JSON file, and reading it back.

Every file has the same envelope, whatever it holds::

    {"format": "memvault", "version": 1, "kind": "SummaryBufferMemory", "state": {...}}

``kind`` names the class that wrote it and ``state`` is that class's own ``to_state()``. A
class reads only its own kind, and only ``FORMAT_VERSION``: a file of another version raises
``SchemaVersionError``; a file that is not JSON, not a memvault file, of another kind, or whose
state has the wrong shape raises ``InvalidInput`` (``field`` names the culprit); a missing file
raises ``NotFound``.

Writing is atomic: the document is serialised first, written to a temporary file in the same
folder, flushed to disk and moved over the target with ``os.replace``. A crash or an error at
any point leaves either the old file or the new one, never half of one, and no temporary file.

The ``save_to_file`` / ``load_from_file`` methods built on this are async, like all I/O in
memvault (a history's messages are read with ``await``); the file itself is small and local and
is read and written on the calling thread, as SQLite calls are.

Models and other collaborators (summarizers, scorers, compressors, tokenizers) are objects, not
data: they are not saved, and are passed again when loading.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memvault.core.types import JSON, Message
from memvault.errors import InvalidInput, NotFound, SchemaVersionError

if TYPE_CHECKING:
    from memvault.core.protocols import ChatHistory

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "building_from_state",
    "messages_from_state",
    "messages_to_state",
    "read_history",
    "read_state",
    "save_history",
    "write_state",
]

FORMAT = "memvault"
FORMAT_VERSION = 1
"""The version of the file envelope and of every ``state`` in it. Bump it (and teach the
readers the old one) when any state changes shape."""

PathLike = str | os.PathLike[str]


def _path(path: object) -> Path:
    if isinstance(path, str) and path.strip():
        return Path(path)
    if isinstance(path, os.PathLike):
        return Path(path)
    raise InvalidInput("path", f"must be a non-empty path, not {type(path).__name__}")


def write_state(path: PathLike, kind: str, state: Mapping[str, JSON]) -> None:
    """Write ``state`` as a ``kind`` file at ``path``, atomically (see the module docstring)."""
    target = _path(path)
    document = {"format": FORMAT, "version": FORMAT_VERSION, "kind": kind, "state": state}
    data = json.dumps(document, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8")
    folder = target.parent
    if not folder.is_dir():
        raise NotFound(f"cannot save to {target}: the folder {folder} does not exist")
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def read_state(path: PathLike, kind: str) -> dict[str, Any]:
    """The ``state`` of the ``kind`` file at ``path``, after checking its envelope."""
    source = _path(path)
    try:
        raw = source.read_bytes()
    except FileNotFoundError as exc:
        raise NotFound(f"no such file: {source}") from exc
    except IsADirectoryError as exc:
        raise InvalidInput("path", f"{source} is a folder, not a file") from exc
    try:
        document = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInput("path", f"{source} is not a JSON file: {exc}") from exc
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise InvalidInput("format", f"{source} is not a memvault file")
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise InvalidInput("version", f"{source} has no format version")
    if version != FORMAT_VERSION:
        raise SchemaVersionError(
            f"{source} has format version {version}; this memvault reads version"
            f" {FORMAT_VERSION} only"
        )
    if document.get("kind") != kind:
        raise InvalidInput("kind", f"{source} holds a {document.get('kind')!r}, not a {kind!r}")
    state = document.get("state")
    if not isinstance(state, dict):
        raise InvalidInput("state", f"{source}: must be a JSON object")
    return state


def messages_to_state(messages: Sequence[Message]) -> list[JSON]:
    return [message.to_dict() for message in messages]


def messages_from_state(state: Mapping[str, Any], key: str) -> list[Message]:
    """The messages stored under ``state[key]`` (``InvalidInput`` naming ``state.key[i]``)."""
    raw = state.get(key)
    if not isinstance(raw, list):
        raise InvalidInput(f"state.{key}", "must be a list of messages")
    messages = []
    for i, item in enumerate(raw):
        try:
            messages.append(Message.from_dict(item))
        except InvalidInput as exc:
            raise InvalidInput(f"state.{key}[{i}].{exc.field}", exc.problem) from exc
    return messages


def int_from_state(state: Mapping[str, Any], key: str, *, minimum: int = 0) -> int:
    value = state.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise InvalidInput(f"state.{key}", f"must be an integer ≥ {minimum}, not {value!r}")
    return value


def str_from_state(state: Mapping[str, Any], key: str) -> str:
    value = state.get(key)
    if not isinstance(value, str):
        raise InvalidInput(f"state.{key}", f"must be a string, not {type(value).__name__}")
    return value


async def save_history(
    path: PathLike, kind: str, history: ChatHistory, settings: Mapping[str, JSON]
) -> None:
    """Write ``settings`` and every message of ``history`` as a ``kind`` file: the one helper
    behind every chat history's ``save_to_file``."""
    messages = await history.get_messages()
    write_state(path, kind, {**settings, "messages": messages_to_state(messages)})


def read_history(path: PathLike, kind: str) -> tuple[dict[str, Any], list[Message]]:
    """The state and the messages of a file ``save_history`` wrote."""
    state = read_state(path, kind)
    return state, messages_from_state(state, "messages")


def optional_str_from_state(state: Mapping[str, Any], key: str) -> str | None:
    return None if state.get(key) is None else str_from_state(state, key)


@contextmanager
def building_from_state() -> Iterator[None]:
    """Re-raise a constructor's ``InvalidInput`` with ``state.`` before its field, so the
    error names the place in the file."""
    try:
        yield
    except InvalidInput as exc:
        if exc.field.startswith("state."):
            raise
        raise InvalidInput(f"state.{exc.field}", exc.problem) from exc
