"""``BufferedMemory``: the memory in an agent's loop. It keeps the recent conversation
verbatim and, when the conversation outgrows its share of the budget, flushes the oldest
whole turns into memory blocks, so what was said is never simply lost.

The budget decisions are the pure functions of ``memvault.policy.budget``; this module only
reads the history, asks the blocks and applies them.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from memvault.core import validate as _validate
from memvault.core.protocols import ChatHistory, MemoryBlock, SaveableBlock, Tokenizer
from memvault.core.types import JSON, Message
from memvault.defaults import default_history, default_tokenizer, is_default_history
from memvault.errors import InvalidInput
from memvault.infra import persistence
from memvault.policy.budget import TRUNCATED, flush_plan, shrink_plan, truncate_text, turns
from memvault.policy.tokens import CheckedTokenizer
from memvault.sessions.windows import SlidingWindowChatHistory, TokenWindowChatHistory

__all__ = ["BlockFailure", "BufferedMemory"]

_SHRINK_ROUNDS = 8


@dataclass(frozen=True, slots=True)
class BlockFailure:
    """A block that raised: which, during what (``put`` or ``get``), and the error."""

    block: str
    stage: str
    error: BaseException


class BufferedMemory:
    """Recent turns verbatim plus what the blocks remember, within ``token_limit`` tokens.

    * The chat history may use up to ``token_limit * chat_history_token_ratio`` tokens; past
      that, the oldest turns are flushed, ``token_flush_size`` tokens at a time (whole turns),
      to every block. Flushed messages stay in ``history`` (for audit); they are just no
      longer sent. A new ``BufferedMemory`` over a history that already holds messages takes
      those beyond the allowance as flushed before (it does not send them to the blocks
      again).
    * ``get(input)`` renders the blocks into one system message (``<name>`` sections) and
      appends the unflushed history. Over ``token_limit``, blocks are truncated by priority
      (the highest number first; priority 0 never), then the oldest turns are left out, then
      the newest turn is cut with a marker. The result never exceeds ``token_limit`` as
      ``tokenizer`` counts it (``InvalidInput`` if the priority-0 blocks alone do).
    * A block that raises is isolated: the turn is kept, the other blocks still run, and the
      failure is recorded in ``failures``.
    * Calls on one object are serialised (an ``asyncio.Lock``), so concurrent ``put`` on one
      session neither loses nor reorders messages.

    ``save_to_file`` writes the settings, the flush position (how many messages of the
    history were flushed), and each block by name with its ``to_state()`` (``null`` for a
    block that is not a ``SaveableBlock``). The history's messages go into the file only when
    they live in this process: an ``InMemoryChatHistory``, or a window over one (its base's
    messages). A persistent history (SQLite, Redis, PostgreSQL) keeps its own messages: the
    file then records ``"messages": null`` and the ``session_id`` they belong to.
    ``load_from_file`` takes the collaborators again (``history``, ``blocks``, ``tokenizer``):
    the blocks must have the saved names, in the saved order; a file with messages needs an
    empty ``history`` of any kind (default: a new ``InMemoryChatHistory``) and fills it; a
    file without needs the history of the saved session, holding at least the flushed
    messages. A file that is refused changes neither the history nor the blocks.
    """

    kind: ClassVar[str] = "BufferedMemory"

    def __init__(
        self,
        history: ChatHistory,
        blocks: Sequence[MemoryBlock] = (),
        *,
        token_limit: int = 30_000,
        chat_history_token_ratio: float = 0.7,
        token_flush_size: int = 3_000,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        self.history = history
        self.blocks = list(blocks)
        if len({b.name for b in self.blocks}) < len(self.blocks):
            raise InvalidInput("blocks", "block names must be distinct")
        self.token_limit = _validate.positive_int("token_limit", token_limit)
        ratio = _validate.unit_interval("chat_history_token_ratio", chat_history_token_ratio)
        if ratio == 0:
            raise InvalidInput("chat_history_token_ratio", "must be above 0")
        self.chat_history_token_ratio = ratio
        self.token_flush_size = _validate.positive_int("token_flush_size", token_flush_size)
        self.tokenizer: Tokenizer = CheckedTokenizer(tokenizer or default_tokenizer())
        self.failures: list[BlockFailure] = []
        self._flushed: int | None = None  # messages of the history already flushed
        self._lock = asyncio.Lock()

    def __repr__(self) -> str:
        return (
            f"BufferedMemory({self.history!r}, blocks={[b.name for b in self.blocks]},"
            f" token_limit={self.token_limit})"
        )

    @property
    def history_allowance(self) -> int:
        return int(self.token_limit * self.chat_history_token_ratio)

    # -- writing ------------------------------------------------------------------------

    async def put(self, message: Message) -> None:
        await self.put_messages([message])

    async def put_messages(self, messages: Sequence[Message]) -> None:
        """Append to the history, then flush the oldest turns if it is over its allowance."""
        if isinstance(messages, Message) or not isinstance(messages, Sequence):
            raise InvalidInput("messages", "must be a list of Message")
        for i, message in enumerate(messages):
            if not isinstance(message, Message):
                raise InvalidInput(f"messages[{i}]", "must be a Message")
        async with self._lock:
            if self._flushed is None:  # what an earlier object left, before these arrive
                await self._cursor(await self.history.get_messages())
            await self.history.add_messages(messages)
            await self._flush()

    async def _flush(self) -> None:
        stored = await self.history.get_messages()
        recent = turns(stored[await self._cursor(stored) :])
        plan = flush_plan(self._turn_costs(recent), self.history_allowance, self.token_flush_size)
        at = 0
        for size in plan:
            chunk = [m for turn in recent[at : at + size] for m in turn]
            at += size
            for block in self.blocks:
                try:
                    await block.put(chunk)
                except Exception as exc:  # isolated: the turn is kept, the others run
                    self.failures.append(BlockFailure(block.name, "put", exc))
            self._flushed = (self._flushed or 0) + len(chunk)

    async def _cursor(self, stored: Sequence[Message]) -> int:
        """How many messages of the history were flushed; on first use, those beyond the
        allowance are taken as flushed by an earlier object."""
        if self._flushed is None:
            recent = turns(stored)
            plan = flush_plan(
                self._turn_costs(recent), self.history_allowance, self.token_flush_size
            )
            self._flushed = sum(len(turn) for turn in recent[: sum(plan)])
        return self._flushed

    def _turn_costs(self, grouped: Sequence[Sequence[Message]]) -> list[int]:
        return [self.tokenizer.count_messages(turn) for turn in grouped]

    # -- reading ------------------------------------------------------------------------

    async def get(self, input: str | None = None) -> list[Message]:
        """What goes into the prompt: one system message with the blocks (if any say
        anything), then the unflushed history; within ``token_limit``. ``input`` (default:
        the latest user message) is what blocks match against."""
        async with self._lock:
            stored = await self.history.get_messages()
            history = list(stored[await self._cursor(stored) :])
        if input is None:
            input = next((m.content for m in reversed(history) if m.role == "user"), None)
        contents = [await self._block_text(block, input) for block in self.blocks]
        for _ in range(_SHRINK_ROUNDS):
            messages = self._compose(contents, history)
            excess = self.tokenizer.count_messages(messages) - self.token_limit
            if excess <= 0:
                return messages
            recent = turns(history)
            plan = shrink_plan(
                excess, [b.priority for b in self.blocks],
                [self.tokenizer.count(c) for c in contents], self._turn_costs(recent),
            )  # fmt: skip
            for i, allowed in enumerate(plan.block_tokens):
                if allowed is not None:
                    contents[i] = await self._truncated(self.blocks[i], contents[i], allowed)
            if plan.drop_turns:
                history = [m for turn in recent[plan.drop_turns :] for m in turn]
            elif all(a is None for a in plan.block_tokens):
                history = self._cut(history, excess)
        messages = self._compose(contents, history)
        if self.tokenizer.count_messages(messages) > self.token_limit:
            raise InvalidInput(
                "blocks", f"the priority-0 blocks alone exceed token_limit ({self.token_limit})"
            )
        return messages

    async def _block_text(self, block: MemoryBlock, input: str | None) -> str:
        try:
            return await block.get(input)
        except Exception as exc:  # isolated: the prompt goes out without this block
            self.failures.append(BlockFailure(block.name, "get", exc))
            return ""

    async def _truncated(self, block: MemoryBlock, content: str, tokens: int) -> str:
        """The block's own truncation, checked: if it fails or does not fit, a plain cut."""
        try:
            cut = await block.truncate(content, tokens)
        except Exception as exc:
            self.failures.append(BlockFailure(block.name, "truncate", exc))
            cut = content
        if self.tokenizer.count(cut) > tokens:
            cut = truncate_text(cut, tokens, self.tokenizer.count)
        return cut

    def _compose(self, contents: Sequence[str], history: Sequence[Message]) -> list[Message]:
        sections = [
            f"<{block.name}>\n{text}\n</{block.name}>"
            for block, text in zip(self.blocks, contents, strict=True)
            if text.strip()
        ]
        system = [Message.system("\n\n".join(sections))] if sections else []
        return [*system, *history]

    def _cut(self, history: list[Message], excess: int) -> list[Message]:
        """The newest turn alone is over the budget: cut its longest messages' text."""
        cut = list(history)
        for i in sorted(range(len(cut)), key=lambda i: -self.tokenizer.count(cut[i].content)):
            if excess <= 0:
                break
            size = self.tokenizer.count(cut[i].content)
            if size == 0:
                continue
            text = truncate_text(cut[i].content, max(size - excess, 0), self.tokenizer.count)
            if not text and cut[i].role == "tool":
                continue  # a tool result must keep some content
            cut[i] = _with_content(cut[i], text or TRUNCATED.strip())
            excess -= size - self.tokenizer.count(cut[i].content)
        return cut

    async def reset(self, all: bool = False) -> None:
        """Forget the conversation: clear the history (and with ``all``, every block that has
        a ``reset``)."""
        async with self._lock:
            await self.history.clear()
            self._flushed = 0
            if all:
                for block in self.blocks:
                    reset = getattr(block, "reset", None)
                    if reset is not None:
                        await reset()

    # -- saving -------------------------------------------------------------------------

    async def save_to_file(self, path: str | os.PathLike[str]) -> None:
        """Write the memory to a JSON file, atomically (see the class docstring)."""
        async with self._lock:
            local = _local_history(self.history)
            state: dict[str, JSON] = {
                "token_limit": self.token_limit,
                "chat_history_token_ratio": self.chat_history_token_ratio,
                "token_flush_size": self.token_flush_size,
                "flushed": self._flushed,
                "session_id": _session_id(self.history),
                "messages": (
                    None
                    if local is None
                    else persistence.messages_to_state(await local.get_messages())
                ),
                "blocks": [
                    {
                        "name": b.name,
                        "state": b.to_state() if isinstance(b, SaveableBlock) else None,
                    }
                    for b in self.blocks
                ],
            }
            persistence.write_state(path, self.kind, state)

    @classmethod
    async def load_from_file(
        cls,
        path: str | os.PathLike[str],
        *,
        history: ChatHistory | None = None,
        blocks: Sequence[MemoryBlock] = (),
        tokenizer: Tokenizer | None = None,
    ) -> BufferedMemory:
        """The memory ``save_to_file`` wrote, over ``history`` with ``blocks`` (their saved
        states loaded into them) and ``tokenizer``; see the class docstring."""
        state = persistence.read_state(path, cls.kind)
        session = persistence.optional_str_from_state(state, "session_id")
        flushed = state.get("flushed")
        flushed = None if flushed is None else persistence.int_from_state(state, "flushed")
        messages = (
            None
            if state.get("messages") is None
            else persistence.messages_from_state(state, "messages")
        )
        saved_blocks = _blocks_from_state(state.get("blocks"))
        if history is None:
            if messages is None:
                raise InvalidInput(
                    "history", f"the file's messages live in session {session!r}: pass its history"
                )
            history = default_history(session or "default")
        with persistence.building_from_state():
            memory = cls(
                history,
                blocks,
                token_limit=state.get("token_limit"),  # type: ignore[arg-type]  # checked
                chat_history_token_ratio=state.get("chat_history_token_ratio"),  # type: ignore[arg-type]
                token_flush_size=state.get("token_flush_size"),  # type: ignore[arg-type]
                tokenizer=tokenizer,
            )
        names = [b.name for b in memory.blocks]
        if names != [name for name, _ in saved_blocks]:
            raise InvalidInput(
                "blocks", f"the file has blocks {[n for n, _ in saved_blocks]}, not {names}"
            )
        await _check_history(history, messages is not None, session, flushed)
        _load_block_states(memory.blocks, saved_blocks)
        if messages:
            await history.add_messages(messages)
        memory._flushed = flushed
        return memory


async def _check_history(
    history: ChatHistory, file_holds_messages: bool, session: str | None, flushed: int | None
) -> None:
    """Refuse a ``history`` the saved state cannot go on with: not empty when the file holds
    the messages; else another session, or fewer messages than were flushed."""
    if file_holds_messages:
        if await history.get_messages():
            raise InvalidInput("history", "must be empty: the file holds the messages")
        return
    if (actual := _session_id(history)) != session:
        raise InvalidInput("history", f"is session {actual!r}, the file's is {session!r}")
    held = await history.get_messages()
    if flushed is not None and flushed > len(held):
        raise InvalidInput(
            "history", f"holds {len(held)} messages, fewer than the {flushed} flushed"
        )


def _load_block_states(
    blocks: Sequence[MemoryBlock], saved: Sequence[tuple[str, dict[str, Any] | None]]
) -> None:
    """Load each saved state into its block; all or nothing: if one is refused, the blocks
    loaded before it get their own states back."""
    done: list[tuple[SaveableBlock, dict[str, Any]]] = []
    try:
        for i, (block, (name, block_state)) in enumerate(zip(blocks, saved, strict=True)):
            if block_state is None:
                continue
            if not isinstance(block, SaveableBlock):
                raise InvalidInput(
                    f"blocks[{i}]", f"{name!r} was saved with a state it cannot load"
                )
            before = block.to_state()
            try:
                block.load_state(block_state)
            except InvalidInput as exc:
                raise InvalidInput(f"state.blocks[{i}].state.{exc.field}", exc.problem) from exc
            done.append((block, before))
    except InvalidInput:
        for block, before in reversed(done):
            block.load_state(before)
        raise


def _local_history(history: ChatHistory) -> ChatHistory | None:
    """The history whose messages live in this process (and so go into the file), if any."""
    if isinstance(history, SlidingWindowChatHistory | TokenWindowChatHistory):
        history = history.base_history
    return history if is_default_history(history) else None


def _session_id(history: ChatHistory) -> str | None:
    session = getattr(history, "session_id", None)
    if session is None:
        session = getattr(getattr(history, "base_history", None), "session_id", None)
    return session if isinstance(session, str) else None


def _blocks_from_state(raw: object) -> list[tuple[str, dict[str, Any] | None]]:
    if not isinstance(raw, list):
        raise InvalidInput("state.blocks", "must be a list")
    blocks: list[tuple[str, dict[str, Any] | None]] = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise InvalidInput(f"state.blocks[{i}]", "must be an object with a name")
        block_state = item.get("state")
        if block_state is not None and not isinstance(block_state, dict):
            raise InvalidInput(f"state.blocks[{i}].state", "must be an object or null")
        blocks.append((item["name"], block_state))
    return blocks


def _with_content(message: Message, content: str) -> Message:
    fields = message.to_dict()
    fields["content"] = content
    return Message.from_dict(fields)
