"""What a record store is asked to do, as values: which memories (``Selection``), what to
write (``NewMemory``), and the identity of a fact's text (``content_hash``).

Two words are kept apart on purpose. A fact's **key** (``MemoryEntry.key``, SQL column
``key``) is its supersession slot: ``"user.city"``, the attribute whose newer value replaces
the older one. Its **content hash** (``NewMemory.content_hash``, SQL column
``content_hash``) is the identity of its text, so that the same fact said twice is stored
once. A fact may have both, either or neither.
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memvault.core.filters import Filter
from memvault.core.text import fold
from memvault.core.types import Kind, MemoryEntry, MemoryEvent, Scope

__all__ = ["EmbedFn", "NewMemory", "Restored", "Selection", "content_hash"]


EmbedFn = Callable[[Sequence[str]], Awaitable[npt.NDArray[np.float32]]]
"""Texts to a (len(texts), dim) float32 matrix: what a store calls to re-embed."""


@dataclass(frozen=True, slots=True)
class Selection:
    """Which memories an operation may touch.

    Each scope id that is set must match exactly; one that is ``None`` does not constrain.
    ``kinds`` (when set) and the metadata filter ``where`` narrow further; ``attributes``
    (when set) keeps only facts whose ``knowledge.attribute`` is one of them, ``keys`` only
    facts with one of these keys, ``since`` and ``until`` only memories that happened
    (``occurred_at``) at or after, and before, those times, ``learnt`` only memories
    memvault learnt something about (``knowledge`` set) (``narrowed``: any of these is
    set). ``valid_at``
    keeps only memories true at that time: not superseded (``valid_to`` after it) and not
    expired; with ``begun``, also only those valid from then or earlier (``occurred_at``). A
    store applies a selection inside its query, never after it, so scopes are hard partitions.
    """

    user_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    kinds: tuple[Kind, ...] | None = None
    where: Filter | None = None
    valid_at: datetime | None = None
    begun: bool = False
    attributes: tuple[str, ...] | None = None
    keys: tuple[str, ...] | None = None
    since: datetime | None = None
    until: datetime | None = None
    learnt: bool = False

    @property
    def narrowed(self) -> bool:
        """Whether a metadata filter, attributes, keys or times narrow it past its scope and
        kinds (which the stores' per-scope statistics cannot answer for)."""
        return (
            self.where is not None or self.attributes is not None or self.keys is not None
            or self.since is not None or self.until is not None or self.learnt
        )  # fmt: skip

    @classmethod
    def of(cls, scope: Scope, **fields: object) -> Selection:
        return cls(scope.user_id, scope.agent_id, scope.session_id, **fields)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class NewMemory:
    """One memory to write, with its vector (one row of the embedder's output).

    ``content_hash`` (see ``content_hash()``) deduplicates a fact: a second fact with the same
    hash in the same scope updates the first instead of being added. Events (messages,
    episodes) have none and are always added.
    """

    entry: MemoryEntry
    vector: npt.NDArray[np.float32]
    content_hash: str | None


@dataclass(frozen=True, slots=True)
class Restored:
    """One memory to write back as a store held it (what an import writes; see
    ``MemoryRestorer.restore``): ``memory.entry`` with its own id, times, key, validity links
    (``valid_to``, ``supersedes``, ``superseded_by``) and knowledge, and ``events``, its
    history, oldest first, each naming the entry's id."""

    memory: NewMemory
    events: tuple[MemoryEvent, ...]


def content_hash(content: str) -> str:
    """The identity of a fact's text: Unicode NFKC, case folded, whitespace collapsed, hashed."""
    return hashlib.sha256(fold(content, keep_punctuation=True).encode("utf-8")).hexdigest()
