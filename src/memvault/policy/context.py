"""One context for the prompt, within a token budget: the pure fitting rule.

``fit`` takes the candidate lines of each section, best first, and keeps what fits:

* sections come in order (relevant knowledge, known entities, similar past episodes, recent
  conversation); each may fill the text up to its running share of the budget
  (``SHARES``: 40 %, 15 %, 15 %, 30 %), so room a section leaves unused passes to the next;
* a line is kept whole or not at all; a line too long for what is left is skipped and the
  next, shorter one may still fit;
* a section that leaves lines out says how many (``(3 more left out for lack of room)``);
  a section with no candidates is not shown;
* the whole text, headers and notes included, never exceeds the budget as the tokenizer
  counts it: every addition is checked by counting the full text.

The recent conversation is filled newest first and shown oldest first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = ["SHARES", "Context", "Section", "SectionInput", "fit", "render"]

SHARES = {
    "Relevant knowledge": 0.40,
    "Known entities": 0.15,
    "Similar past episodes": 0.15,
    "Recent conversation": 0.30,
}
"""Each section's share of the token budget, in the order the sections appear."""


@dataclass(frozen=True, slots=True)
class SectionInput:
    """The candidate lines of one section, best first, each with the memory id behind it
    (``None`` when it is not a stored memory). ``newest_first``: shown in reverse."""

    title: str
    lines: Sequence[tuple[str, str | None]]
    newest_first: bool = False


@dataclass(frozen=True, slots=True)
class Section:
    """What one section holds in the final context."""

    title: str
    lines: tuple[str, ...]
    omitted: int
    ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Context:
    """The sections that fit, the text they render to and its size in tokens."""

    sections: tuple[Section, ...]
    text: str
    tokens: int
    budget: int

    @property
    def ids(self) -> tuple[str, ...]:
        """The ids of every memory used, so a caller can cite them."""
        return tuple(i for s in self.sections for i in s.ids)

    def __str__(self) -> str:
        return self.text


def render(sections: Sequence[Section]) -> str:
    blocks = []
    for section in sections:
        lines = [f"## {section.title}", *(f"- {line}" for line in section.lines)]
        if section.omitted:
            lines.append(f"({section.omitted} more left out for lack of room)")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def fit(inputs: Sequence[SectionInput], budget: int, count: Callable[[str], int]) -> Context:
    """The context that fits ``budget`` tokens (see the module docstring)."""
    shares = [SHARES.get(i.title, 0.0) for i in inputs]
    total = sum(shares) or 1.0
    kept: list[Section] = []
    running = 0.0
    for n, section in enumerate(inputs):
        running += shares[n] / total
        limit = budget if n == len(inputs) - 1 else int(budget * running)
        if not section.lines:
            continue
        lines: list[tuple[str, str | None]] = []
        for line in section.lines:
            trial = _section(section, [*lines, line], 0)
            if count(render([*kept, trial])) <= limit:
                lines.append(line)
        omitted = len(section.lines) - len(lines)
        while lines or omitted:
            candidate = _section(section, lines, omitted)
            if count(render([*kept, candidate])) <= limit:
                kept.append(candidate)
                break
            if not lines:
                break  # not even the note fits: the section is left out
            lines.pop()
            omitted += 1
    text = render(kept)
    return Context(tuple(kept), text, count(text) if text else 0, budget)


def _section(section: SectionInput, lines: list[tuple[str, str | None]], omitted: int) -> Section:
    shown = lines[::-1] if section.newest_first else lines
    return Section(
        section.title,
        tuple(text for text, _ in shown),
        omitted,
        tuple(i for _, i in shown if i is not None),
    )
