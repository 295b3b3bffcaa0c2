"""The ``memvault`` command: a thin shell over the library.

Each command builds the objects it needs, calls one function and turns a ``MemvaultError``
into one clear line on stderr and exit code 1.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence

from memvault.demo import run_demo
from memvault.errors import MemvaultError

__all__ = ["build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="memvault", description="Long-term memory for LLM agents, offline by default."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    demo = commands.add_parser(
        "demo",
        help="store a multi-session conversation in a SQLite file and recall it",
        description="Store a multi-session conversation in a SQLite file, then recall it "
        "from a fresh start through the chat histories and memories.",
    )
    demo.add_argument(
        "--db", default="memvault-demo.db", help="SQLite file to use (default: %(default)s)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "demo":
            asyncio.run(run_demo(args.db))
    except MemvaultError as exc:
        print(f"memvault: error: {exc}", file=sys.stderr)
        return 1
    return 0
