"""The token-budget decisions of ``BufferedMemory`` and ``AgentMemory``, as pure functions
over values.

* A *turn* is a user message and everything after it up to the next user message (what comes
  before the first user message is a turn of its own). Turns move whole, so a tool result
  never leaves without the assistant message that called it.
* ``flush_plan``: once the unflushed history costs more than its allowance
  (``token_limit * chat_history_token_ratio``), the oldest turns are flushed in chunks of at
  least ``token_flush_size`` tokens (rounded up to whole turns), oldest first, until the rest
  fits; the newest turn is never flushed, so a turn larger than the whole allowance stays
  (``get`` truncates it) and the loop always ends.
* ``shrink_plan``: when the prompt is over ``token_limit``, blocks give up tokens first, the
  highest ``priority`` number first (priority 0 is never truncated); only then the oldest
  history turns are dropped (the newest is kept); only then the newest turn is cut with a
  marker.
* ``plan_budget`` (``AgentMemory``): a turn's budget goes to the instructions, then the user
  message, then ``CONTEXT_SHARE`` of the rest to the vault's context.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memvault.core.types import Message

__all__ = [
    "CONTEXT_SHARE",
    "TRUNCATED",
    "Budget",
    "ShrinkPlan",
    "flush_plan",
    "plan_budget",
    "runs",
    "shrink_plan",
    "truncate_text",
    "turns",
]

TRUNCATED = " [... truncated]"
"""Appended to text cut to fit the budget."""


CONTEXT_SHARE = 0.5
"""The share of the budget left after the instructions and the user message that the vault's
context may take; the recent history gets the rest, and any room the context leaves."""


@dataclass(frozen=True, slots=True)
class Budget:
    """How ``plan_budget`` splits a turn's budget, in tokens: at most ``user_tokens`` for the
    user message and ``context_tokens`` for the vault's context."""

    user_tokens: int
    context_tokens: int


def plan_budget(budget: int, instructions: int, user: int) -> Budget:
    """Split ``budget``: the instructions first, then the user message (at most what is
    left), then ``CONTEXT_SHARE`` of the rest for the context; the history gets the rest."""
    left = max(budget - instructions, 0)
    user_tokens = min(user, left)
    return Budget(user_tokens, int((left - user_tokens) * CONTEXT_SHARE))


def runs(messages: Sequence[Message], starts: Callable[[Message], bool]) -> list[list[Message]]:
    """``messages`` in runs, in order: a run begins at the first message and at each message
    for which ``starts`` is true, and holds the messages after it up to the next one.

    The one grouping of messages: ``turns`` starts a run at each user message; the chat
    windows' units (``sessions.windows.units``) start one at each message but a tool result.
    """
    grouped: list[list[Message]] = []
    for message in messages:
        if not grouped or starts(message):
            grouped.append([message])
        else:
            grouped[-1].append(message)
    return grouped


def turns(messages: Sequence[Message]) -> list[list[Message]]:
    """``messages`` split into turns (see the module docstring), in order."""
    return runs(messages, lambda message: message.role == "user")


def flush_plan(turn_costs: Sequence[int], allowance: int, flush_size: int) -> list[int]:
    """How many of the oldest turns to flush in each chunk (a chunk goes to the blocks in one
    ``put``); empty when the turns fit ``allowance``."""
    remaining = sum(turn_costs)
    chunks: list[int] = []
    start = 0
    while remaining > allowance and start < len(turn_costs) - 1:
        size, flushed = 0, 0
        while start + size < len(turn_costs) - 1 and (size == 0 or flushed < flush_size):
            flushed += turn_costs[start + size]
            size += 1
        chunks.append(size)
        start += size
        remaining -= flushed
    return chunks


@dataclass(frozen=True, slots=True)
class ShrinkPlan:
    """What to give up to fit: a token allowance per block (``None``: keep it whole) and how
    many of the oldest history turns to drop."""

    block_tokens: tuple[int | None, ...]
    drop_turns: int


def shrink_plan(
    excess: int, priorities: Sequence[int], block_costs: Sequence[int], turn_costs: Sequence[int]
) -> ShrinkPlan:
    """The least to give up to remove ``excess`` tokens, in the order of the module
    docstring. The newest turn is never dropped here (``truncate_text`` cuts it last)."""
    allowances: list[int | None] = [None] * len(block_costs)
    order = sorted(
        (i for i, p in enumerate(priorities) if p > 0), key=lambda i: (-priorities[i], -i)
    )
    for i in order:
        if excess <= 0:
            break
        cut = min(excess, block_costs[i])
        if cut > 0:
            allowances[i] = block_costs[i] - cut
            excess -= cut
    dropped = 0
    while excess > 0 and dropped < len(turn_costs) - 1:
        excess -= turn_costs[dropped]
        dropped += 1
    return ShrinkPlan(tuple(allowances), dropped)


def truncate_text(
    text: str,
    tokens: int,
    count: Callable[[str], int],
    *,
    marker: str = TRUNCATED,
    at_word: bool = True,
    never_empty: bool = False,
) -> str:
    """``text`` when it counts at most ``tokens``; else its longest start (found by bisection
    over characters) that, with ``marker`` after it, counts at most ``tokens``.

    The one truncation of memvault; its two callers differ, and say how:

    * ``at_word`` (the buffer's blocks and history): the start is cut back to its last space
      when that keeps more than half of it. ``False`` (the agent's user message): the start
      may end anywhere and loses its trailing whitespace (the bisection measures it so).
    * ``never_empty`` (the agent, which must still send a user message): when not even the
      marker fits, the marker alone (``marker.strip()``, over budget) rather than ``""``.

    When no character fits beside the marker, the result is ``marker.strip()``.

    At most ``log2(len(text)) + 4`` counts, so O(n log n) with a tokenizer that counts in
    O(n log n), also for text without spaces. Every start kept was counted with its marker
    (the cut back to a space too), so a tokenizer whose count is not monotone in the length
    may get a shorter start, never one over ``tokens``.
    """
    if count(text) <= tokens:
        return text
    bare = marker.strip()
    if not never_empty and count(bare) > tokens:
        return ""
    low, high = 0, len(text)
    while low < high:  # the longest start that fits, by bisection on characters
        middle = (low + high + 1) // 2
        start = text[:middle] if at_word else text[:middle].rstrip()
        if count(start + marker) <= tokens:
            low = middle
        else:
            high = middle - 1
    prefix = text[:low]
    if not at_word:
        prefix = prefix.rstrip()
    elif (cut := prefix.rfind(" ")) > len(prefix) // 2 and count(prefix[:cut] + marker) <= tokens:
        prefix = prefix[:cut]
    return (prefix + marker) if prefix else bare
