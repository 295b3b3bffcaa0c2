"""The pure rule that fits a prompt context into a token budget."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from memvault.policy.context import SectionInput, fit
from memvault.tokenizers import TiktokenTokenizer

COUNT = TiktokenTokenizer().count


def sections(n: int = 6) -> list[SectionInput]:
    return [
        SectionInput("Relevant knowledge", [(f"fact number {i} about Lisbon", f"f{i}")
                                            for i in range(n)]),
        SectionInput("Known entities", [("Alice: relation=sister", None)]),
        SectionInput("Similar past episodes", []),
        SectionInput("Recent conversation",
                     [(f"user: message {i}", None) for i in range(n, 0, -1)], newest_first=True),
    ]  # fmt: skip


def test_everything_fits_a_large_budget_and_empty_sections_are_not_shown() -> None:
    context = fit(sections(), 2000, COUNT)
    assert [s.title for s in context.sections] == [
        "Relevant knowledge", "Known entities", "Recent conversation"
    ]  # fmt: skip
    assert context.ids == tuple(f"f{i}" for i in range(6))
    recent = context.sections[-1].lines
    assert recent == tuple(f"user: message {i}" for i in range(1, 7))  # oldest first
    assert "left out" not in context.text
    assert context.tokens == COUNT(context.text) <= 2000


def test_a_small_budget_keeps_the_best_lines_and_says_what_it_left_out() -> None:
    context = fit(sections(), 60, COUNT)
    assert context.tokens <= 60
    knowledge = context.sections[0]
    assert knowledge.lines
    assert knowledge.lines[0] == "fact number 0 about Lisbon"  # best first
    assert knowledge.omitted == 6 - len(knowledge.lines) > 0
    assert f"({knowledge.omitted} more left out for lack of room)" in context.text
    assert context.ids == tuple(f"f{i}" for i in range(len(knowledge.lines)))


def test_room_a_section_leaves_unused_passes_to_the_next() -> None:
    only_recent = [SectionInput("Relevant knowledge", []),
                   SectionInput("Recent conversation",
                                [(f"user: turn {i}", None) for i in range(40)],
                                newest_first=True)]  # fmt: skip
    alone = fit(only_recent, 200, COUNT)
    assert alone.tokens > 0.5 * 200  # more than its own 30 % share
    assert alone.tokens <= 200


def test_a_line_too_long_is_skipped_and_shorter_ones_still_fit() -> None:
    inputs = [SectionInput("Relevant knowledge", [("word " * 500, "long"), ("short", "s")])]
    context = fit(inputs, 100, COUNT)
    assert context.sections[0].lines == ("short",)
    assert context.sections[0].omitted == 1


@given(
    budget=st.integers(min_value=1, max_value=300),
    lines=st.lists(st.text(min_size=1, max_size=80), max_size=12),
)
def test_the_text_never_exceeds_the_budget(budget: int, lines: list[str]) -> None:
    inputs = [
        SectionInput("Relevant knowledge", [(t, str(i)) for i, t in enumerate(lines)]),
        SectionInput("Known entities", [(t, None) for t in lines[:3]]),
        SectionInput("Recent conversation", [(t, None) for t in lines], newest_first=True),
    ]
    context = fit(inputs, budget, COUNT)
    assert COUNT(context.text) <= budget
    for section in context.sections:
        assert section.lines or section.omitted
