"""The budget rules of BufferedMemory, as pure functions (no store, no blocks)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memvault import InvalidInput
from memvault.core.types import Message, ToolCall
from memvault.policy.budget import (
    TRUNCATED,
    flush_plan,
    shrink_plan,
    truncate_text,
    turns,
)
from memvault.policy.tokens import checked_count
from memvault.tokenizers import TiktokenTokenizer

COUNT = TiktokenTokenizer().count


def test_turns_start_at_each_user_message_and_keep_tool_results_with_their_call() -> None:
    call = ToolCall("c1", "lookup")
    messages = [
        Message.system("be brief"),
        Message.user("hi"),
        Message.assistant("", tool_calls=(call,)),
        Message.tool("42", tool_call_id="c1"),
        Message.assistant("it is 42"),
        Message.user("thanks"),
    ]
    grouped = turns(messages)
    assert [len(t) for t in grouped] == [1, 4, 1]
    assert grouped[1][2].role == "tool"
    assert grouped[1][0].role == "user"


def test_nothing_is_flushed_within_the_allowance() -> None:
    assert flush_plan([10, 10, 10], 30, 5) == []


def test_flushing_goes_in_chunks_of_whole_turns_and_never_takes_the_newest() -> None:
    assert flush_plan([10, 10, 10, 10], 25, 15) == [2]  # 20 flushed (>= 15), 20 left <= 25
    assert flush_plan([10, 10, 10, 10], 5, 15) == [2, 1]  # the newest turn stays
    assert flush_plan([100], 5, 15) == []  # one huge turn: kept, get() cuts it
    assert flush_plan([0, 0, 50, 0], 10, 15) == [3]  # zero counts still make progress


@given(
    costs=st.lists(st.integers(min_value=0, max_value=500), max_size=40),
    allowance=st.integers(min_value=0, max_value=2000),
    size=st.integers(min_value=1, max_value=800),
)
def test_after_flushing_the_rest_fits_or_only_the_newest_turn_is_left(
    costs: list[int], allowance: int, size: int
) -> None:
    plan = flush_plan(costs, allowance, size)
    flushed = sum(plan)
    assert all(chunk >= 1 for chunk in plan)
    assert flushed <= max(len(costs) - 1, 0)
    assert sum(costs[flushed:]) <= allowance or flushed == len(costs) - 1
    for i, chunk in enumerate(plan[:-1]):  # every chunk but the last reaches the flush size
        start = sum(plan[:i])
        assert sum(costs[start : start + chunk]) >= size or start + chunk == len(costs) - 1


def test_blocks_give_up_tokens_by_priority_before_any_turn_is_dropped() -> None:
    plan = shrink_plan(30, priorities=[0, 1, 2], block_costs=[50, 40, 20], turn_costs=[10, 10])
    assert plan.block_tokens == (None, 30, 0)  # priority 2 emptied, then 10 from priority 1
    assert plan.drop_turns == 0
    plan = shrink_plan(80, priorities=[0, 2], block_costs=[50, 20], turn_costs=[30, 30, 30])
    assert plan.block_tokens == (None, 0)  # priority 0 is never truncated
    assert plan.drop_turns == 2  # the newest turn is never dropped here


def test_truncated_text_fits_and_says_so() -> None:
    text = "the quick brown fox jumps over the lazy dog " * 20
    cut = truncate_text(text, 12, COUNT)
    assert COUNT(cut) <= 12
    assert cut.endswith(TRUNCATED)
    assert text.startswith(cut.removesuffix(TRUNCATED))
    assert truncate_text("short", 12, COUNT) == "short"
    assert truncate_text(text, 0, COUNT) == ""


@given(text=st.text(min_size=1, max_size=300), tokens=st.integers(min_value=0, max_value=60))
def test_truncated_text_never_exceeds_the_tokens(text: str, tokens: int) -> None:
    assert COUNT(truncate_text(text, tokens, COUNT)) <= tokens


@pytest.mark.parametrize("bad", [-1, 1.5, True, None])
def test_a_tokenizer_count_that_is_not_a_natural_number_is_refused(bad: object) -> None:
    with pytest.raises(InvalidInput, match="tokenizer"):
        checked_count(bad)
