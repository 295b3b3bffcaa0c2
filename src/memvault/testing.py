"""Deterministic stand-ins for the model boundary, for your tests and ours.

* :class:`ScriptedLLM` satisfies the ``LLM`` protocol with a function you write: it gets each
  request (the messages and the JSON schema asked for) and returns the reply text, or raises.
  Every call is recorded. ``ScriptedLLM.replies("a", "b")`` answers with fixed replies in order.
  The model is httpx's ``MockTransport(handler)``.
* :class:`HashEmbedder` (from ``memvault.embedders.hash``) satisfies the ``Embedder`` protocol
  with spelling-based vectors: no model, no network, the same vector every time.

Nothing here talks to a network or a model.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memvault.core import validate as _validate
from memvault.core.types import JSON, Message
from memvault.embedders.hash import HashEmbedder
from memvault.errors import InvalidInput

__all__ = ["HashEmbedder", "LLMRequest", "ScriptedLLM"]


@dataclass(frozen=True, slots=True)
class LLMRequest:
    """One call to a ``ScriptedLLM``: what the caller sent."""

    messages: tuple[Message, ...]
    json_schema: dict[str, JSON] | None = None

    __hash__ = None  # type: ignore[assignment]  # holds dicts: equal, not hashable

    @property
    def prompt(self) -> str:
        """The text of every message, one per line, for handlers that match on words."""
        return "\n".join(m.content for m in self.messages)

    @property
    def last(self) -> str:
        """The text of the last message."""
        return self.messages[-1].content


Handler = Callable[[LLMRequest], str | Awaitable[str]]


class ScriptedLLM:
    """An ``LLM`` whose replies come from ``handler(request)`` (a function or a coroutine
    function returning the reply text). ``calls`` lists every request, oldest first.

    An exception the handler raises reaches the caller unchanged, so tests can play a server
    that fails (raise ``BackendUnavailable``). A handler that returns something other than a
    string is a bug in the test and raises ``TypeError``.
    """

    def __init__(self, handler: Handler) -> None:
        if not callable(handler):
            raise InvalidInput("handler", "must be a function of the request")
        self._handler = handler
        self.calls: list[LLMRequest] = []

    @classmethod
    def replies(cls, *replies: str) -> ScriptedLLM:
        """A model that answers with ``replies`` in order; one call too many raises
        ``AssertionError`` (the test expected fewer calls)."""
        script = [
            _validate.text(f"replies[{i}]", r, allow_empty=True) for i, r in enumerate(replies)
        ]

        def next_reply(request: LLMRequest) -> str:
            if not script:
                raise AssertionError(
                    f"ScriptedLLM ran out of replies: {len(replies)} scripted, call"
                    f" {len(replies) + 1} was {request.last[:80]!r}"
                )
            return script.pop(0)

        return cls(next_reply)

    async def complete(
        self, messages: Sequence[Message], *, json_schema: Mapping[str, Any] | None = None
    ) -> str:
        """Record the request and return the handler's reply."""
        if isinstance(messages, str | Message) or not isinstance(messages, Sequence):
            raise InvalidInput("messages", "must be a sequence of Message")
        if not messages or not all(isinstance(m, Message) for m in messages):
            raise InvalidInput("messages", "must be a non-empty sequence of Message")
        schema = None if json_schema is None else _validate.json_object("json_schema", json_schema)
        request = LLMRequest(tuple(messages), schema)
        self.calls.append(request)
        reply = self._handler(request)
        if inspect.isawaitable(reply):
            reply = await reply
        if not isinstance(reply, str):
            raise TypeError(f"the ScriptedLLM handler returned {type(reply).__name__}, not str")
        return reply

    def __repr__(self) -> str:
        return (
            f"ScriptedLLM({getattr(self._handler, '__name__', 'handler')}, calls={len(self.calls)})"
        )
