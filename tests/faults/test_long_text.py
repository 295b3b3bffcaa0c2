"""Long and unusual text through the rule extractor with the real local model: every shape of
``long_texts.py`` is read and comes back (a regex that backtracks, or a value finder that reads
the rest of the text from every word, would not). ``bench/long_text.py`` times the shapes at two
lengths to show that each grows linearly; no time is asserted here beyond the hang guard."""

from __future__ import annotations

import asyncio
import multiprocessing

import pytest

from memvault import Message
from memvault.embedders.local import LocalEmbedder
from memvault.knowledge import RuleExtractor
from tests.faults.long_texts import SHAPES

TESTED = 1_000
"""Each shape is read with at most this many repeats (the bench times them at full length)."""

PARTS = 2
"""The shapes are read in this many parts, each a test of its own in a process of its own."""


def _read_all(texts: list[str]) -> int:
    """Reads each of ``texts`` with the default extractor and the local model; how many were
    read."""
    extractor = RuleExtractor(LocalEmbedder().load())

    async def read() -> int:
        for text in texts:
            await extractor.extract([Message.user(text)])
        return len(texts)

    return asyncio.run(read())


@pytest.mark.parametrize("part", range(PARTS))
def test_long_and_unusual_text_is_read(part: int) -> None:
    """Long chains of capitalised words, an unspaced run, deep nesting and long runs of
    possible values go through, half of the shapes in each part."""
    texts = [shape.text(min(shape.repeats, TESTED)) for shape in SHAPES[part::PARTS]]
    # a regex stuck in C never returns to Python, where pytest-timeout's signal would land:
    # the texts are read in a spawned process, which leaving the pool kills if it hangs
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        assert pool.apply_async(_read_all, (texts,)).get(timeout=200) == len(texts)
