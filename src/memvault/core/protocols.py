"""One small Protocol per role. Backends are plain classes that satisfy them structurally.
The roles of a record store are in ``memvault.core.stores``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from memvault.core.types import MemoryEntry, Message

Vectors = Sequence[npt.NDArray[np.float32]] | npt.NDArray[np.float32]
"""Embeddings of a batch of texts: a ``(n, dim)`` matrix or a sequence of ``n`` rows."""

if TYPE_CHECKING:  # memvault.knowledge imports this module: annotations only
    from memvault.core.facts import CandidateFact, CurrentFact, Decision

__all__ = [
    "LLM",
    "ChatHistory",
    "Compressor",
    "EditableChatHistory",
    "Embedder",
    "Extractor",
    "ImportanceScorer",
    "Memory",
    "MemoryBlock",
    "PromptMemory",
    "Resolver",
    "SaveableBlock",
    "SessionCatalog",
    "Summarizer",
    "Tokenizer",
]


@runtime_checkable
class Memory(Protocol):
    """The minimal long-term memory contract: store text, search it, clear it."""

    async def search(self, query: str, limit: int = 5) -> list[MemoryEntry]:
        """Up to ``limit`` entries, most relevant first; an empty list is a valid answer."""
        ...

    async def store(self, content: str, metadata: dict[str, Any] | None = None) -> None: ...

    async def clear(self) -> None: ...


@runtime_checkable
class ChatHistory(Protocol):
    """The messages of one conversation, oldest first; appends are idempotent by message id."""

    async def add_message(self, message: Message) -> None: ...

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Append all of ``messages`` in order, or none; one whose id is held is left out."""
        ...

    async def get_messages(self, limit: int | None = None) -> list[Message]:
        """The newest ``limit`` messages (all when ``None``), oldest first."""
        ...

    async def clear(self) -> None: ...


@runtime_checkable
class EditableChatHistory(ChatHistory, Protocol):
    """A chat history that can also take messages back (every history of memvault can):
    what agent frameworks need to undo a turn, trim or archive a conversation."""

    async def pop_message(self) -> Message | None:
        """Remove the newest message and return it; ``None`` when the history is empty."""
        ...

    async def remove_messages(self, message_ids: Sequence[str]) -> list[Message]:
        """Remove the messages with these ids, in one step, and return them oldest first
        (an id the session does not hold is skipped)."""
        ...


@runtime_checkable
class SessionCatalog(Protocol):
    """What a backend knows about the sessions it holds."""

    async def list_sessions(self) -> list[str]:
        """Ids of the sessions that hold at least one message, sorted."""
        ...

    async def delete_session(self, session_id: str) -> None:
        """Remove every message of one session; deleting an unknown session is not an error."""
        ...


@runtime_checkable
class Tokenizer(Protocol):
    """Counts tokens the way a model will."""

    def count(self, text: str) -> int: ...

    def count_messages(self, messages: Sequence[Message]) -> int:
        """Tokens for ``messages`` as sent to a chat model; additive over messages."""
        ...


@runtime_checkable
class MemoryBlock(Protocol):
    """Long-term context for ``BufferedMemory``: it takes the turns flushed out of the chat
    history and renders what it knows for the input (``priority`` 0 is never truncated)."""

    @property
    def name(self) -> str: ...

    @property
    def priority(self) -> int: ...

    async def put(self, messages: Sequence[Message]) -> None:
        """Take in messages flushed out of the chat history (whole turns, oldest first)."""
        ...

    async def get(self, input: str | None) -> str:
        """What to tell the model for ``input`` (the latest user text); ``""`` for nothing."""
        ...

    async def truncate(self, content: str, tokens: int) -> str:
        """``content`` (what ``get`` returned) cut to at most ``tokens`` tokens."""
        ...


@runtime_checkable
class SaveableBlock(Protocol):
    """Optional for a ``MemoryBlock``: its state as JSON, so ``BufferedMemory.save_to_file``
    can save it. A block without these two methods is not saved (a file records it by name
    only), and one whose state lives elsewhere (a vault) saves only what it holds itself."""

    def to_state(self) -> dict[str, Any]:
        """What the block holds, as JSON (collaborators such as models are not saved)."""
        ...

    def load_state(self, state: dict[str, Any]) -> None:
        """Replace what the block holds with ``state`` (as ``to_state`` returned it); all or
        nothing: a bad state raises ``InvalidInput`` naming the field and changes nothing."""
        ...


@runtime_checkable
class PromptMemory(Protocol):
    """A memory in the agent's loop: conversation in, messages for the model out."""

    async def put(self, message: Message) -> None: ...

    async def put_messages(self, messages: Sequence[Message]) -> None: ...

    async def get(self, input: str | None = None) -> list[Message]: ...

    async def reset(self, all: bool = False) -> None: ...


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors of ``dim`` float32 numbers, one row per text."""

    @property
    def name(self) -> str:
        """Identifies the model, so a store can refuse vectors from another one."""
        ...

    @property
    def dim(self) -> int: ...

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """A ``(len(texts), dim)`` float32 matrix, rows L2-normalised (zero rows allowed)."""
        ...


@runtime_checkable
class LLM(Protocol):
    """A chat model: messages in, the text of its reply out.

    ``json_schema`` asks for a reply that is JSON matching that schema, where the model can be
    constrained; a model that cannot be ignores it. Callers validate the reply either way.
    """

    async def complete(
        self, messages: Sequence[Message], *, json_schema: Mapping[str, Any] | None = None
    ) -> str: ...


@runtime_checkable
class Summarizer(Protocol):
    """Folds messages into a running summary, incrementally.

    ``summary`` is the summary so far (``""`` before the first call) and ``messages`` the
    messages to add to it, oldest first; the reply is the new summary, which replaces the old
    one. It is plain text, and may be ``""`` when nothing in the messages is worth keeping.
    """

    async def summarize(self, summary: str, messages: Sequence[Message]) -> str: ...


@runtime_checkable
class ImportanceScorer(Protocol):
    """How worth remembering one message is: 0.0 (not at all) to 1.0 (certainly)."""

    async def score(self, message: Message) -> float: ...


@runtime_checkable
class Compressor(Protocol):
    """Lossless bytes-to-bytes compression: ``decompress(compress(b)) == b`` for any ``b``.

    Synchronous: it is pure computation over bytes in memory, with nothing to wait for.
    """

    @property
    def name(self) -> str:
        """Identifies the method (``"zlib"``)."""
        ...

    def compress(self, data: bytes) -> bytes: ...

    def decompress(self, data: bytes) -> bytes: ...


@runtime_checkable
class Extractor(Protocol):
    """Turns what was said into candidate facts, in the order they were said."""

    async def extract(self, messages: Sequence[Message]) -> list[CandidateFact]:
        """Facts stated in ``messages`` (an empty list when there are none)."""
        ...


@runtime_checkable
class Resolver(Protocol):
    """Decides, for each candidate, how it relates to the facts already known."""

    async def resolve(
        self,
        candidates: Sequence[CandidateFact],
        current: Sequence[CurrentFact],
        *,
        vectors: Vectors | None = None,
    ) -> list[Decision]:
        """One decision per candidate, in the candidates' order. ``current`` holds the facts
        of the same scope that are still true; ``vectors`` the candidates' embeddings (one
        row per candidate, as ``Embedder.embed`` returns them), if the caller has them. No
        decision deletes a fact."""
        ...
