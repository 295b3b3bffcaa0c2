"""A memory that keeps every message, compressed in chunks, and gives them all back exactly."""

from __future__ import annotations

import json
import os
import zlib
from collections.abc import Sequence
from typing import Any, ClassVar, overload

from memvault.core import validate as _validate
from memvault.core.chat import check_messages
from memvault.core.protocols import Compressor
from memvault.core.types import JSON, Message
from memvault.errors import InvalidInput
from memvault.infra import persistence
from memvault.memories._calls import message_argument

__all__ = ["CompressedMemory", "ZlibCompressor"]


class ZlibCompressor:
    """``Compressor`` with the standard library's zlib (DEFLATE); ``level`` 0-9."""

    name = "zlib"

    def __init__(self, level: int = 6) -> None:
        if isinstance(level, bool) or not isinstance(level, int) or not 0 <= level <= 9:
            raise InvalidInput("level", "must be an integer from 0 to 9")
        self.level = level

    def compress(self, data: bytes) -> bytes:
        return zlib.compress(data, self.level)

    def decompress(self, data: bytes) -> bytes:
        return zlib.decompress(data)

    def __repr__(self) -> str:
        return f"ZlibCompressor(level={self.level})"


def encode_chunk(messages: Sequence[Message]) -> bytes:
    """Messages as UTF-8 JSON (``Message.to_dict`` each), the bytes a chunk compresses."""
    return json.dumps(
        [m.to_dict() for m in messages], ensure_ascii=False, separators=(",", ":")
    ).encode("utf-8")


def decode_chunk(data: bytes) -> list[Message]:
    return [Message.from_dict(item) for item in json.loads(data.decode("utf-8"))]


class CompressedMemory:
    """Every message, the older ones compressed ``chunk_size`` at a time.

    New messages wait in an uncompressed tail; when the tail holds ``chunk_size`` messages it
    is encoded as JSON and compressed with ``compressor`` into one chunk. ``get_full_history()``
    decompresses every chunk and returns all messages, oldest first, exactly as they were
    added (every field, tool calls and metadata included). A compressor that does not give
    back what it was given is caught when the chunk is made (the chunk is decoded once and
    compared), raising ``InvalidInput`` (field ``compressor``), and the messages stay in the
    tail.

    Writes are async like every ``add_message``; reads are sync: decompressing is pure
    computation over bytes the object holds. ``save_to_file`` writes the messages
    themselves, not the compressed bytes, so a file does not depend on the compressor.
    """

    kind: ClassVar[str] = "CompressedMemory"

    def __init__(self, compressor: Compressor | None = None, chunk_size: int = 10) -> None:
        if compressor is not None and not isinstance(compressor, Compressor):
            raise InvalidInput("compressor", "must satisfy the Compressor protocol")
        self.compressor: Compressor = compressor if compressor is not None else ZlibCompressor()
        self.chunk_size = _validate.positive_int("chunk_size", chunk_size)
        self._chunks: list[bytes] = []
        self._tail: list[Message] = []
        self._count = 0

    def __len__(self) -> int:
        """How many messages the memory holds."""
        return self._count

    @property
    def compressed_bytes(self) -> int:
        """The size of the compressed chunks (the tail not included)."""
        return sum(len(chunk) for chunk in self._chunks)

    @overload
    async def add_message(self, message: Message) -> None: ...

    @overload
    async def add_message(self, role: str, content: str, **fields: Any) -> Message:
        """Deprecated, for one release: ``add_message(Message(role, content, **fields))``.

        Builds the message, adds it, returns it, and warns (``DeprecationWarning``)."""

    async def add_message(self, *args: Any, **fields: Any) -> Message | None:
        """Add ``message``, as ``add_messages([message])`` does.

        The old form ``add_message(role, content, **fields)`` still works for one release: it
        warns (``DeprecationWarning``) and returns the message it built.
        """
        message, deprecated = message_argument(type(self).__name__, args, fields)
        await self.add_messages([message])
        return message if deprecated else None

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Add ``messages`` in order, compressing each full chunk."""
        self._tail.extend(check_messages(messages))
        self._count += len(messages)
        while len(self._tail) >= self.chunk_size:
            chunk, rest = self._tail[: self.chunk_size], self._tail[self.chunk_size :]
            self._chunks.append(self._compress(chunk))
            self._tail = rest

    def _compress(self, chunk: list[Message]) -> bytes:
        data = encode_chunk(chunk)
        packed = self.compressor.compress(data)
        if not isinstance(packed, bytes) or self.compressor.decompress(packed) != data:
            raise InvalidInput("compressor", "does not give back what it compressed")
        return packed

    def get_full_history(self) -> list[Message]:
        """Every message, oldest first, exactly as added."""
        messages: list[Message] = []
        for chunk in self._chunks:
            messages.extend(decode_chunk(self.compressor.decompress(chunk)))
        return [*messages, *self._tail]

    def get_full_context(self) -> list[Message]:
        """The same as ``get_full_history()``: nothing is left out."""
        return self.get_full_history()

    async def clear(self) -> None:
        """Forget every message."""
        self._chunks, self._tail, self._count = [], [], 0

    def to_state(self) -> dict[str, JSON]:
        """The memory as JSON: ``chunk_size`` and every message (the compressor is not saved)."""
        return {
            "chunk_size": self.chunk_size,
            "messages": persistence.messages_to_state(self.get_full_history()),
        }

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write the memory to a JSON file, atomically (see ``memvault.infra.persistence``)."""
        persistence.write_state(path, self.kind, self.to_state())

    @classmethod
    async def load_from_file(
        cls, path: str | os.PathLike[str], *, compressor: Compressor | None = None
    ) -> CompressedMemory:
        """A memory as ``save_to_file`` wrote it, compressed again with ``compressor``."""
        state = persistence.read_state(path, cls.kind)
        memory = cls(compressor, persistence.int_from_state(state, "chunk_size", minimum=1))
        await memory.add_messages(persistence.messages_from_state(state, "messages"))
        return memory

    def __repr__(self) -> str:
        return f"CompressedMemory({self.compressor!r}, messages={self._count})"
