"""Memory in the agent's loop: one turn of a conversation, before and after the model call.

``AgentMemory(vault, histories, user_id=...)`` is the framework-independent form of a "node
with chat history". For each request::

    async with memory.turn(session_id, user_text) as turn:
        reply = await model.complete(turn.messages)     # context + recent history + the user
        turn.reply(reply)

Before the block, ``turn.context`` is the vault's ``build_context`` for the user's message and
``turn.messages`` is what to send to a chat model: one system message (the ``instructions``,
then the rendered context), the newest whole turns of the session's chat history, and the
user message. After the block, the user message, any messages added with ``turn.add`` (an
assistant's tool calls and their results) and the reply are appended to the session's chat
history in one ``add_messages`` (all or nothing), and, with ``learn=True``,
``vault.remember`` learns facts from the user message.

What happens when things go wrong:

* the block raises: nothing is stored and nothing is learnt; the error propagates;
* the block ends without ``turn.reply(...)``: nothing is stored, ``InvalidInput("reply")``;
* learning fails (an extractor's model is down or talks nonsense): the turn is already stored
  and is kept; the error is put on ``turn.learn_error`` and logged as a warning on the
  ``memvault.agent.memory`` logger, and the block's caller gets its reply (a failing learner does
  not lose the turn);
* two turns of one session at once: each reads the history as it was when it began, and
  each exchange is appended whole, so the messages of two turns never interleave.

The token budget (``token_budget``, counted by ``tokenizer``) holds for ``turn.messages`` as
sent before the model call, and is spent in this order (pure policy in ``policy.budget``:
``plan_budget`` and ``truncate_text``; the history part is ``sessions.windows.token_window``):

1. the ``instructions``, always whole (a budget they do not leave room in is refused when
   the ``AgentMemory`` is made);
2. the user message, whole when it fits; a message larger than what is left is cut, for the
   prompt only, to the longest start that fits followed by ``TRUNCATION_MARKER``, and the
   history still stores it whole;
3. the context: up to ``CONTEXT_SHARE`` (half) of what is left, as ``build_context`` fits it
   (without its "Recent conversation" section: the history goes in verbatim instead);
4. the recent history: everything left, newest whole turns first (an assistant message and
   its tool results stay together), at most the newest ``HISTORY_FETCH`` messages.

A tokenizer that returns a negative or non-integer count is refused with
``InvalidInput("tokenizer")`` rather than trusted; one that returns zero makes everything free,
which the budget then trivially holds.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import TypeAlias

from memvault.core import validate as _validate
from memvault.core.protocols import ChatHistory, Tokenizer
from memvault.core.types import MemoryEvent, Message
from memvault.defaults import default_tokenizer
from memvault.errors import InvalidInput
from memvault.policy.budget import CONTEXT_SHARE, Budget, plan_budget, truncate_text
from memvault.policy.context import Context
from memvault.policy.tokens import CheckedTokenizer
from memvault.sessions.manager import SessionHistoryManager
from memvault.sessions.windows import token_window
from memvault.vault.vault import MemoryVault

__all__ = [  # CONTEXT_SHARE, Budget and plan_budget live in policy.budget, kept here too
    "CONTEXT_SHARE",
    "HISTORY_FETCH",
    "TRUNCATION_MARKER",
    "AgentMemory",
    "Budget",
    "Turn",
    "plan_budget",
]

log = logging.getLogger("memvault.agent.memory")

HISTORY_FETCH = 200
"""The most messages read from a session's chat history for one turn."""
TRUNCATION_MARKER = " […truncated to fit the token budget]"
"""Ends a user message cut to fit the budget (in the prompt only; the history keeps it whole)."""

Reply: TypeAlias = str | Message
TurnHandler = Callable[["Turn"], Awaitable[Reply | None]]
"""An agent's request handler: gets the prepared turn, returns the reply (or ``None`` after
calling ``turn.reply`` itself)."""
Handle = Callable[[str, str | Message], Awaitable[Message]]
"""What ``AgentMemory.handler`` makes of a handler: ``(session_id, user_message) -> reply``."""


class Turn:
    """One turn of a conversation: what to send to the model, and what it answered.

    Made by ``AgentMemory.turn``; read ``context`` and ``messages`` before the model call,
    then call ``add`` for intermediate messages (an assistant's tool calls, tool results)
    and ``reply`` once with the answer. After the block, ``learned`` holds what
    ``vault.remember`` did and ``learn_error`` what stopped it, if anything did.
    """

    def __init__(
        self, session_id: str, user_message: Message, context: Context, prompt: list[Message]
    ) -> None:
        self.session_id = session_id
        self.user_message = user_message
        self.context = context
        self._prompt = prompt
        self._added: list[Message] = []
        self._reply: Message | None = None
        self.learned: list[MemoryEvent] = []
        self.learn_error: Exception | None = None

    def __repr__(self) -> str:
        return f"Turn(session_id={self.session_id!r}, replied={self._reply is not None})"

    @property
    def messages(self) -> list[Message]:
        """The messages for the chat model: system message, recent history, user message
        (within the token budget), then whatever ``add`` appended. A new list each time."""
        return [*self._prompt, *self._added]

    @property
    def answer(self) -> Message | None:
        """The reply given with ``reply``, if any yet."""
        return self._reply

    @property
    def exchange(self) -> list[Message]:
        """What the turn stores in the chat history: the user message (whole), the added
        messages and the reply."""
        tail = [] if self._reply is None else [self._reply]
        return [self.user_message, *self._added, *tail]

    def add(self, *messages: Message) -> None:
        """Append assistant messages (with tool calls) and tool results: they go into
        ``messages`` for the next model call and into the history with the turn."""
        if self._reply is not None:
            raise InvalidInput("message", "the turn already has its reply")
        for message in messages:
            if not isinstance(message, Message) or message.role not in ("assistant", "tool"):
                raise InvalidInput("message", "must be an assistant or tool Message")
        self._added.extend(messages)

    def reply(self, reply: Reply) -> Message:
        """Give the assistant's answer (a text or an assistant ``Message``), once."""
        if self._reply is not None:
            raise InvalidInput("reply", "the turn already has its reply")
        message = (
            Message.assistant(_validate.text("reply", reply)) if isinstance(reply, str) else reply
        )
        if not isinstance(message, Message) or message.role != "assistant":
            raise InvalidInput("reply", "must be a text or an assistant Message")
        self._reply = message
        return message


class AgentMemory:
    """The memory of one user's conversations with an agent, for any request handler.

    ``histories`` is a ``SessionHistoryManager`` or a function ``session_id -> ChatHistory``
    (wrapped in one). Session ids name chat histories only: keep them unique across users.
    The vault is read and written in the scope ``user_id`` (and ``agent_id``); see the
    module docstring for the budget and for what is stored when.
    """

    def __init__(
        self,
        vault: MemoryVault,
        histories: SessionHistoryManager | Callable[[str], ChatHistory],
        *,
        user_id: str,
        agent_id: str | None = None,
        token_budget: int = 4000,
        tokenizer: Tokenizer | None = None,
        instructions: str | None = None,
        learn: bool = True,
    ) -> None:
        if not isinstance(vault, MemoryVault):
            raise InvalidInput("vault", f"must be a MemoryVault, not {type(vault).__name__}")
        if not isinstance(histories, SessionHistoryManager):
            if not callable(histories):
                raise InvalidInput("histories", "must be a SessionHistoryManager or a factory")
            histories = SessionHistoryManager(histories)
        if not isinstance(learn, bool):
            raise InvalidInput("learn", "must be True or False")
        self.vault = vault
        self.histories = histories
        self.user_id = _validate.text("user_id", user_id)
        self.agent_id = _validate.optional_text("agent_id", agent_id)
        self.token_budget = _validate.positive_int("token_budget", token_budget)
        self.tokenizer: Tokenizer = CheckedTokenizer(tokenizer or default_tokenizer())
        self.instructions = _validate.optional_text("instructions", instructions)
        self.learn = learn
        fixed = self._system_cost("") + self.tokenizer.count_messages(
            [Message.user(TRUNCATION_MARKER.strip())]
        )
        if fixed > self.token_budget:
            raise InvalidInput(
                "token_budget",
                f"is {self.token_budget}; the instructions and a cut user message need {fixed}",
            )

    def __repr__(self) -> str:
        return f"AgentMemory(user_id={self.user_id!r}, token_budget={self.token_budget})"

    @asynccontextmanager
    async def turn(self, session_id: str, user_message: str | Message) -> AsyncIterator[Turn]:
        """Prepare one turn, hand it to the block, then store and learn from it (see the
        module docstring for what happens when the block raises)."""
        turn = await self.prepare(session_id, user_message)
        yield turn
        await self.finish(turn)

    def handler(self, handle: TurnHandler) -> Handle:
        """Decorate ``async def handle(turn) -> str | Message | None`` into
        ``async (session_id, user_message) -> Message``, the stored reply, running each
        call inside ``turn``. The handler returns its reply, or calls ``turn.reply`` itself
        and returns ``None``."""
        if not callable(handle):
            raise InvalidInput("handle", "must be an async function of the turn")

        @functools.wraps(handle)
        async def run(session_id: str, user_message: str | Message) -> Message:
            async with self.turn(session_id, user_message) as turn:
                reply = await handle(turn)
                if reply is not None:
                    turn.reply(reply)
            assert turn.answer is not None  # finish refuses a turn without one
            return turn.answer

        return run

    # -- the two halves of a turn, also usable on their own ------------------------------

    async def prepare(self, session_id: str, user_message: str | Message) -> Turn:
        """The first half of ``turn``: read the context and the history, build the prompt."""
        session_id = _validate.session_id(session_id)
        user = _user_message(user_message)
        history = self.histories.get_history(session_id)
        recent = await history.get_messages(HISTORY_FETCH)
        instructions_cost = self._system_cost("")
        plan = plan_budget(
            self.token_budget, instructions_cost, self.tokenizer.count_messages([user])
        )
        shown = user
        if plan.user_tokens < self.tokenizer.count_messages([user]):
            text = truncate_text(
                user.content, plan.user_tokens, self._user_cost,
                marker=TRUNCATION_MARKER, at_word=False, never_empty=True,
            )  # fmt: skip
            shown = Message.user(
                text, name=user.name, metadata=user.metadata, created_at=user.created_at,
                id=user.id,
            )  # fmt: skip
        context = await self._context(user.content, plan.context_tokens, instructions_cost)
        system = _join(self.instructions, context.text)
        prompt = [] if system is None else [Message.system(system)]
        used = self.tokenizer.count_messages([*prompt, shown])
        window = token_window(recent, self.token_budget - used, self.tokenizer)
        return Turn(session_id, user, context, [*prompt, *window, shown])

    async def finish(self, turn: Turn) -> None:
        """The second half of ``turn``: store the exchange, then learn from the user."""
        if turn.answer is None:
            raise InvalidInput("reply", "the turn ended without turn.reply(...): nothing stored")
        await self.histories.get_history(turn.session_id).add_messages(turn.exchange)
        if not self.learn:
            return
        try:
            turn.learned = await self.vault.remember(
                turn.user_message, user_id=self.user_id, agent_id=self.agent_id,
                session_id=turn.session_id,
            )  # fmt: skip
        except Exception as exc:  # isolated: the turn is stored; the failure is reported
            turn.learn_error = exc
            log.warning("learning from session %r failed: %r", turn.session_id, exc)

    # -- helpers -------------------------------------------------------------------------

    async def _context(self, query: str, allowance: int, instructions_cost: int) -> Context:
        """The vault's context, within ``allowance`` tokens once joined into the system
        message (measured; shrunk and rebuilt at most twice when joining cost more)."""
        overhead = self._system_cost("x") - instructions_cost - self.tokenizer.count("x")
        budget = allowance - max(overhead, 0)
        for _ in range(3):
            if budget < 1:
                break
            context = await self.vault.build_context(
                query, user_id=self.user_id, agent_id=self.agent_id, token_budget=budget,
                tokenizer=self.tokenizer,
            )  # fmt: skip
            extra = self._system_cost(context.text) - instructions_cost
            if extra <= allowance:
                return context
            budget -= extra - allowance
        return Context((), "", 0, max(allowance, 0))

    def _system_cost(self, context_text: str) -> int:
        system = _join(self.instructions, context_text)
        return 0 if system is None else self.tokenizer.count_messages([Message.system(system)])

    def _user_cost(self, text: str) -> int:
        return self.tokenizer.count_messages([Message.user(text)])


def _user_message(user_message: object) -> Message:
    if isinstance(user_message, str):
        return Message.user(_validate.text("user_message", user_message))
    if not isinstance(user_message, Message) or user_message.role != "user":
        raise InvalidInput("user_message", "must be a text or a user Message")
    return user_message


def _join(instructions: str | None, context_text: str) -> str | None:
    parts = [p for p in (instructions, context_text) if p]
    return "\n\n".join(parts) if parts else None
