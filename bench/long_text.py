"""How the rule extractor's time grows with a text's length: ``bench/long_text.py [--match W]``.

Every shape of ``tests/faults/long_texts.py`` (a phrase repeated thousands of times, the input on
which a backtracking regex or a value finder that rereads the rest of the text goes quadratic)
is read by the default extractor with the local model at a quarter of its repeats and at all of
them, in one process, one after the other. The baseline of each row is its own quarter-length
read: a linear path takes about 4 times as long at full length, a quadratic one 16 times. Rows
over ``LIMIT`` are marked and make the exit status 1; reads too quick to time (under
``QUICK`` seconds at full length) show no ratio. The test suite reads the same shapes at no more
than 1,000 repeats and asserts no time; this is where growth is measured.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.faults.long_texts import SHAPES, Shape  # noqa: E402

from memvault import Message  # noqa: E402
from memvault.embedders.local import LocalEmbedder  # noqa: E402
from memvault.knowledge import RuleExtractor  # noqa: E402

LIMIT = 8.0
"""A full-length read that takes more than this many times its quarter-length read is marked
(linear growth gives 4, quadratic 16)."""

QUICK = 0.2
"""Full-length reads quicker than this (seconds) are too short for a meaningful ratio."""


async def seconds(extractor: RuleExtractor, text: str) -> float:
    start = time.perf_counter()
    await extractor.extract([Message.user(text)])
    return time.perf_counter() - start


def label(shape: Shape) -> str:
    return repr(shape.head + shape.unit)[:44]


async def run(shapes: list[Shape]) -> int:
    extractor = RuleExtractor(LocalEmbedder().load())
    await seconds(extractor, "I live in Lisbon.")  # warm the model before the first row
    print(f"{'shape':46} {'repeats':>8} {'chars':>8} {'quarter s':>9} {'full s':>8} {'ratio':>6}")
    marked = 0
    for shape in shapes:
        quarter = await seconds(extractor, shape.text(max(1, shape.repeats // 4)))
        full = await seconds(extractor, shape.text())
        ratio = "" if full < QUICK else f"{full / max(quarter, 1e-9):6.1f}"
        mark = "  <- grows faster than linear" if ratio and float(ratio) > LIMIT else ""
        marked += bool(mark)
        chars = len(shape.text())
        print(
            f"{label(shape):46} {shape.repeats:8,} {chars:8,} {quarter:9.2f} {full:8.2f} "
            f"{ratio:>6}{mark}",
            flush=True,
        )
    print(f"\n{len(shapes)} shapes; {marked} over {LIMIT:g} times their quarter-length read")
    return 1 if marked else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--match", default="", help="only the shapes whose head or phrase contains this text"
    )
    args = parser.parse_args()
    shapes = [s for s in SHAPES if args.match.lower() in (s.head + s.unit).lower()]
    if not shapes:
        parser.error(f"--match: no shape contains {args.match!r}")
    sys.exit(asyncio.run(run(shapes)))


if __name__ == "__main__":
    main()
