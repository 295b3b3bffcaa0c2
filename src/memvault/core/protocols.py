"""One small Protocol per role. Backends are plain classes that satisfy them structurally."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from memvault.core.records import EmbedFn, NewMemory, Restored, Selection
from memvault.core.types import EventType, MemoryEntry, MemoryEvent, Message, Scope

Vectors = Sequence[npt.NDArray[np.float32]] | npt.NDArray[np.float32]
"""Embeddings of a batch of texts: a ``(n, dim)`` matrix or a sequence of ``n`` rows."""

if TYPE_CHECKING:  # memvault.knowledge imports this module: annotations only
    from memvault.core.facts import CandidateFact, CurrentFact, Decision

__all__ = [
    "LLM",
    "ChatHistory",
    "Compressor",
    "Embedder",
    "Extractor",
    "ImportanceScorer",
    "Memory",
    "MemoryBlock",
    "MemoryReader",
    "MemoryRestorer",
    "MemorySearch",
    "MemoryWriter",
    "PromptMemory",
    "RecordStore",
    "Resolver",
    "SaveableBlock",
    "SessionCatalog",
    "SpeakerIndex",
    "StoreLifecycle",
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


@runtime_checkable
class MemoryWriter(Protocol):
    """The writing role of a record store: add, change, relink and remove memories. Every
    call is one transaction (a memory, its vector, its index rows and its history event
    together or not at all); each change appends a ``MemoryEvent`` (``ADD``, ``UPDATE``,
    ``DELETE``) that ``MemoryReader.events`` returns."""

    async def write(self, items: Sequence[NewMemory]) -> list[tuple[MemoryEntry, EventType]]:
        """Store ``items`` in order; one ``(entry, event)`` per item. A new memory is
        ``(entry, "ADD")``. A fact whose ``content_hash`` a current fact of the same scope
        (user, agent, session) already has is merged into that fact and returned as
        ``(stored fact, "UPDATE")``: never a duplicate, and never across scopes. A reused id
        is a ``Conflict`` and the batch writes nothing."""
        ...

    async def update(
        self,
        memory_id: str,
        *,
        content: str | None,
        metadata: dict[str, Any] | None,
        vector: npt.NDArray[np.float32] | None,
        content_hash: str | None,
        at: datetime,
    ) -> MemoryEntry:
        """Replace what is given (``None`` keeps it; new content comes with its ``vector``
        and ``content_hash``), set ``updated_at`` to ``at`` and record an ``UPDATE`` event;
        the memory as it is now. ``NotFound`` for an unknown id, ``Conflict`` when the new
        hash is that of another current fact of the scope."""
        ...

    async def delete(self, memory_id: str, *, at: datetime) -> MemoryEntry:
        """Remove one memory and record a ``DELETE`` event at ``at``; the memory as it was.
        ``NotFound`` for an unknown id."""
        ...

    async def forget(self, selection: Selection) -> int:
        """Remove every memory in ``selection`` with its history (that of the selection's
        whole scope, ``kinds`` and ``where`` notwithstanding); returns how many."""
        ...

    async def assign_key(self, memory_id: str, key: str, *, at: datetime) -> MemoryEntry:
        """Give a fact a key (it joins that key's timeline, which is relinked, as is the one
        it leaves); returns the fact as it is now."""
        ...

    async def prune(self, now: datetime) -> int:
        """Remove every memory that expired by ``now``, with its history; returns how many."""
        ...


@runtime_checkable
class MemoryRestorer(Protocol):
    """The import role of a record store: memories written back as a store held them."""

    async def stored_ids(self, ids: Sequence[str]) -> set[str]:
        """Which of ``ids`` the store holds (an import embeds only the others)."""
        ...

    async def restore(self, items: Sequence[Restored]) -> list[bool]:
        """Write each memory as given (id, times, key, links, knowledge; ``events`` its whole
        history) in one transaction. ``False`` for one left out: its id is stored (or came
        earlier in the batch), or its scope holds a current fact of its content hash; so
        restoring twice writes once. A key timeline whose links break is relinked."""
        ...


@runtime_checkable
class MemoryReader(Protocol):
    """The reading role of a record store: memories by id, by selection (applied inside the
    query: scopes are hard partitions), and their history."""

    async def get(self, memory_id: str, scope: Scope) -> MemoryEntry:
        """The memory with this id in ``scope`` (``Scope()``: any); else ``NotFound``."""
        ...

    async def scan(self, selection: Selection, *, limit: int, offset: int) -> list[MemoryEntry]:
        """Up to ``limit`` memories of ``selection`` after the first ``offset``, oldest first
        (by ``occurred_at``, then in the order they were written)."""
        ...

    async def count(self, selection: Selection) -> int:
        """How many memories ``scan`` would page through for ``selection``."""
        ...

    async def events(self, memory_id: str, scope: Scope) -> list[MemoryEvent]:
        """The history of one memory in ``scope``, oldest first (``[]`` once forgotten)."""
        ...


@runtime_checkable
class MemorySearch(Protocol):
    """The searching role of a record store: ranked hits inside a ``Selection``.

    Scores are higher-is-better: ``keyword_search`` gives BM25 (``policy.bm25``), and
    ``vector_search`` the cosine similarity of the stored vector and the query's."""

    async def keyword_search(
        self,
        terms: Sequence[str],
        selection: Selection,
        limit: int,
        *,
        context_weight: float = 0.0,
    ) -> list[tuple[MemoryEntry, float]]:
        """BM25 hits (``context_weight``: of a message's neighbouring turns), with statistics
        of the selection's scope and kinds only: scores never depend on other scopes."""
        ...

    async def vector_search(
        self, vector: npt.NDArray[np.float32], selection: Selection, limit: int
    ) -> list[tuple[MemoryEntry, float]]:
        """The ``limit`` memories of ``selection`` whose vectors are closest to ``vector``,
        as (entry, cosine similarity), best first."""
        ...


@runtime_checkable
class SpeakerIndex(Protocol):
    """Optional for a record store: who speaks in the messages it holds. The speaker boost
    of the ``zscore`` fusion needs it, to find the speakers a query names; nothing else
    does."""

    async def speakers(self, selection: Selection) -> list[str]:
        """The distinct ``metadata["speaker"]`` strings of the messages in ``selection``."""
        ...


@runtime_checkable
class StoreLifecycle(Protocol):
    """Opening, re-embedding and closing a record store."""

    async def open(self, embedder: str, dim: int) -> None:
        """Create or migrate the schema; refuse a store written by another embedder."""
        ...

    async def reembed(self, embedder: str, dim: int, embed: EmbedFn, batch_size: int) -> int:
        """Replace every vector with ``embed``'s and record the new embedder, atomically: when
        ``embed`` fails, the store keeps its old vectors and embedder. Returns how many.
        (``SQLiteStore`` works in short transactions; a run that was cut, failed or killed,
        is resumed by the next, and vectors of two models are never searched together.)"""
        ...

    async def aclose(self) -> None:
        """Release connections; closing twice is not an error."""
        ...


@runtime_checkable
class RecordStore(
    MemoryWriter, MemoryRestorer, MemoryReader, MemorySearch, SpeakerIndex, StoreLifecycle, Protocol
):
    """Where a ``MemoryVault`` keeps memories, their history and their indexes: every role
    above in one object (``SQLiteStore``, ``PostgresStore``): transactional writes, BM25
    keyword scores and cosine vector scores."""
