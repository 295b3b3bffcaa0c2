"""A memory that keeps only the messages worth remembering, as an importance scorer judges."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from typing import Any, ClassVar, overload

from memvault.core import validate as _validate
from memvault.core.chat import check_message, check_messages
from memvault.core.protocols import ImportanceScorer
from memvault.core.types import JSON, Message
from memvault.errors import InvalidInput
from memvault.infra import persistence
from memvault.memories._calls import message_argument
from memvault.memories.importance import HeuristicImportanceScorer, check_score

__all__ = ["SelectiveMemory", "top_scored"]

ScoredMessage = tuple[Message, float]


def top_scored(items: Sequence[ScoredMessage], top_k: int) -> list[ScoredMessage]:
    """The ``top_k`` highest-scoring items (ties: the newer wins), in their original order."""
    ranked = sorted(range(len(items)), key=lambda i: (-items[i][1], -i))[:top_k]
    return [items[i] for i in sorted(ranked)]


class SelectiveMemory:
    """Keeps a message only when ``importance_scorer`` scores it at least ``threshold``.

    * ``add_message(message)`` scores the message (async: the scorer may call a model) and keeps
      it, with its score, when the score is ``>= threshold``. A score that is not a number in
      0.0-1.0 raises ``InvalidInput`` (field ``importance_scorer``) and nothing is kept; a
      scorer that raises leaves the memory unchanged and its error reaches the caller.
      Concurrent adds are scored one at a time, in the order they were made.
      ``add_messages(messages)`` does the same for a batch, all or nothing.
    * At most ``max_items`` are kept: beyond that the lowest-scoring one goes (ties: the
      oldest).
    * Tool results and assistant messages that carry tool calls are never scored nor kept:
      they are the agent's mechanics, and a call sent without its result (or the reverse)
      is refused by chat models.
    * ``get_important_context(top_k=10)`` returns the ``top_k`` highest-scoring kept
      messages, in the order they were said (sync: it only reads what the object holds).

    ``importance_scorer`` defaults to the offline ``HeuristicImportanceScorer()``; pass an
    ``LLMImportanceScorer(llm)`` to let a model judge.
    """

    kind: ClassVar[str] = "SelectiveMemory"

    def __init__(
        self,
        importance_scorer: ImportanceScorer | None = None,
        threshold: float = 0.7,
        max_items: int = 100,
    ) -> None:
        if importance_scorer is not None and not isinstance(importance_scorer, ImportanceScorer):
            raise InvalidInput("importance_scorer", "must satisfy the ImportanceScorer protocol")
        self.importance_scorer: ImportanceScorer = (
            importance_scorer if importance_scorer is not None else HeuristicImportanceScorer()
        )
        self.threshold = _validate.unit_interval("threshold", threshold)
        self.max_items = _validate.positive_int("max_items", max_items)
        self._items: list[ScoredMessage] = []
        self._lock = asyncio.Lock()

    def __len__(self) -> int:
        return len(self._items)

    @overload
    async def add_message(self, message: Message) -> None: ...

    @overload
    async def add_message(self, role: str, content: str, **fields: Any) -> Message:
        """Deprecated, for one release: ``add_message(Message(role, content, **fields))``.

        Builds the message, adds it as ``add`` does, returns it, kept or not, and warns
        (``DeprecationWarning``)."""

    async def add_message(self, *args: Any, **fields: Any) -> Message | None:
        """Score ``message`` and keep it if it scores high enough, as ``add`` does (which
        returns the score); ``scored()`` says whether it was kept.

        The old form ``add_message(role, content, **fields)`` still works for one release: it
        warns (``DeprecationWarning``) and returns the message it built, kept or not.
        """
        message, deprecated = message_argument(type(self).__name__, args, fields)
        await self.add(message)
        return message if deprecated else None

    async def add(self, message: Message) -> float | None:
        """Score ``message`` and keep it if it scores at least ``threshold``; its score
        (``None`` for tool traffic, which is never scored)."""
        [score] = await self._add_all([check_message(message)])
        return score

    async def add_messages(self, messages: Sequence[Message]) -> None:
        """Score each of ``messages`` and keep those that score at least ``threshold``, as
        ``add`` does. All or nothing: if the scorer raises or gives a bad score for one of
        them, none is kept and the error reaches the caller."""
        await self._add_all(check_messages(messages))

    async def _add_all(self, messages: list[Message]) -> list[float | None]:
        async with self._lock:  # scored and kept in the order the calls were made
            scores: list[float | None] = []
            for message in messages:
                if message.role == "tool" or message.tool_calls:
                    scores.append(None)
                else:
                    score = await self.importance_scorer.score(message)
                    scores.append(check_score("importance_scorer", score))
            for message, kept in zip(messages, scores, strict=True):
                if kept is not None and kept >= self.threshold:
                    self._keep(message, kept)
        return scores

    def _keep(self, message: Message, score: float) -> None:
        self._items.append((message, score))
        if len(self._items) > self.max_items:
            lowest = min(range(len(self._items)), key=lambda i: (self._items[i][1], i))
            del self._items[lowest]

    def scored(self) -> list[ScoredMessage]:
        """Every kept message with its score, in the order they were said."""
        return list(self._items)

    def get_important_context(self, top_k: int = 10) -> list[Message]:
        """The ``top_k`` most important kept messages, in the order they were said."""
        top_k_ = _validate.limit("top_k", top_k, allow_none=False) or 0
        return [message for message, _ in top_scored(self._items, top_k_)]

    def get_full_context(self) -> list[Message]:
        """Every kept message, in the order they were said."""
        return [message for message, _ in self._items]

    async def clear(self) -> None:
        """Forget every kept message (after any add under way)."""
        async with self._lock:
            self._items = []

    def to_state(self) -> dict[str, JSON]:
        """The memory as JSON (the scorer is not saved)."""
        return {
            "threshold": self.threshold,
            "max_items": self.max_items,
            "messages": persistence.messages_to_state([m for m, _ in self._items]),
            "scores": [score for _, score in self._items],
        }

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write the memory to a JSON file, atomically (see ``memvault.infra.persistence``)."""
        persistence.write_state(path, self.kind, self.to_state())

    @classmethod
    async def load_from_file(
        cls,
        path: str | os.PathLike[str],
        *,
        importance_scorer: ImportanceScorer | None = None,
    ) -> SelectiveMemory:
        """A memory as ``save_to_file`` wrote it, with ``importance_scorer`` (not saved)."""
        state = persistence.read_state(path, cls.kind)
        threshold = state.get("threshold")
        with persistence.building_from_state():
            memory = cls(
                importance_scorer,
                threshold=threshold,  # type: ignore[arg-type]  # checked by the constructor
                max_items=persistence.int_from_state(state, "max_items", minimum=1),
            )
        messages = persistence.messages_from_state(state, "messages")
        scores = state.get("scores")
        if not isinstance(scores, list) or len(scores) != len(messages):
            raise InvalidInput("state.scores", "must be a list with one score per message")
        memory._items = [
            (message, check_score(f"state.scores[{i}]", score))
            for i, (message, score) in enumerate(zip(messages, scores, strict=True))
        ]
        return memory

    def __repr__(self) -> str:
        return f"SelectiveMemory(kept={len(self._items)}, threshold={self.threshold})"
