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
    runs,
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


def test_runs_start_where_asked_and_at_the_first_message() -> None:
    messages = [Message.assistant("a"), Message.user("b"), Message.user("c")]
    messages.append(Message.tool("d", "x"))
    grouped = runs(messages, lambda m: m.role == "user")
    assert [[m.content for m in run] for run in grouped] == [["a"], ["b"], ["c", "d"]]
    assert runs([], lambda m: True) == []


def test_truncated_text_fits_and_says_so() -> None:
    text = "the quick brown fox jumps over the lazy dog " * 20
    cut = truncate_text(text, 12, COUNT)
    assert COUNT(cut) <= 12
    assert cut.endswith(TRUNCATED)
    assert text.startswith(cut.removesuffix(TRUNCATED))
    assert truncate_text("short", 12, COUNT) == "short"
    assert truncate_text(text, 0, COUNT) == ""


def test_truncate_text_cuts_at_a_word_or_anywhere_as_its_caller_asks() -> None:
    """The buffer cuts at a word and may return nothing; the agent cuts anywhere and always
    keeps the marker (one function, two documented choices)."""
    text = "alpha beta gamma delta epsilon zeta eta theta"
    by_word = truncate_text(text, 8, COUNT, marker=" [cut]")
    anywhere = truncate_text(text, 8, COUNT, marker=" [cut]", at_word=False, never_empty=True)
    assert by_word.endswith(" [cut]")
    assert anywhere.endswith(" [cut]")
    assert text.startswith(by_word.removesuffix(" [cut]"))
    assert text.startswith(anywhere.removesuffix(" [cut]"))
    assert by_word.removesuffix(" [cut]").split()[-1] in text.split()
    assert truncate_text(text, 0, COUNT, marker=" [cut]") == ""
    assert truncate_text(text, 0, COUNT, marker=" [cut]", never_empty=True) == "[cut]"


@given(text=st.text(min_size=1, max_size=300), tokens=st.integers(min_value=0, max_value=60))
def test_truncated_text_never_exceeds_the_tokens(text: str, tokens: int) -> None:
    assert COUNT(truncate_text(text, tokens, COUNT)) <= tokens


@pytest.mark.parametrize("bad", [-1, 1.5, True, None])
def test_a_tokenizer_count_that_is_not_a_natural_number_is_refused(bad: object) -> None:
    with pytest.raises(InvalidInput, match="tokenizer"):
        checked_count(bad)
