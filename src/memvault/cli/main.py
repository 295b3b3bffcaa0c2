"""The ``memvault`` command: a thin shell over the library.

Each command builds the vault from ``--db`` / ``MEMVAULT_URL`` and ``--embedder`` /
``MEMVAULT_EMBEDDER`` (read by ``memvault.config``), calls one method, and prints the result
as text or, with ``--json``, as JSON. A ``MemvaultError`` becomes one line on stderr and exit
code 1; a bad argument, one line and exit code 2. Whatever the arguments and files, the
command prints no traceback and no password (``tests/faults/test_cli_fuzz.py`` fuzzes it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import replace
from importlib.metadata import version
from typing import Any, NoReturn

from memvault.cli.commands import COMMANDS, MAX_SHOWN
from memvault.cli.demo import run_demo
from memvault.cli.output import print_result
from memvault.config import Settings, make_embedder
from memvault.errors import MemvaultError
from memvault.infra.redact import redact
from memvault.vault.vault import MemoryVault

__all__ = ["build_parser", "main"]


class _Parser(argparse.ArgumentParser):
    """argparse's parser, but a bad argument is one line on stderr (usage is a ``--help``
    away), shortened, with any password in it blanked (``--dbx postgresql://u:pw@h`` is
    quoted back as an unrecognised argument)."""

    def error(self, message: str) -> NoReturn:
        if len(message) > 2 * MAX_SHOWN:
            message = message[:MAX_SHOWN] + " ... " + message[-MAX_SHOWN:]
        self.exit(2, f"memvault: error: {_one_line(message)} (see: {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    settings = Settings.from_env()
    parser = _Parser(
        prog="memvault", description="Long-term memory for LLM agents, offline by default."
    )
    parser.add_argument(
        "--db",
        default=settings.url,
        help=f"SQLite path or postgresql:// URL (env MEMVAULT_URL; default {redact(settings.url)})",
    )
    parser.add_argument(
        "--embedder",
        default=settings.embedder,
        help="local, hash or openai (env MEMVAULT_EMBEDDER; default %(default)s)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--version", action="version", version=f"memvault {version('memvault')}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, run, summary, options in COMMANDS:
        sub = commands.add_parser(name, help=summary, description=summary)
        sub.set_defaults(run=run)
        options(sub)
    return parser


def _missing_scope(args: argparse.Namespace) -> str | None:
    """What is wrong when a command that takes a scope names none (None when all is well)."""
    if not hasattr(args, "user") or args.user or args.agent or args.session:
        return None
    if not hasattr(args, "all_scopes"):
        return f"{args.command}: name the scope: --user, --agent or --session"
    if args.all_scopes:
        return None
    return (
        f"{args.command}: name the scope: --user, --agent or --session "
        "(or --all-scopes to span every user on purpose)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if problem := _missing_scope(args):
        print(f"memvault: error: {problem}", file=sys.stderr)
        return 1
    try:
        if args.run is None:
            asyncio.run(run_demo(args.demo_db))
            return 0
        embedder = make_embedder(replace(Settings.from_env(), embedder=args.embedder))
        result = asyncio.run(_run(args, MemoryVault(args.db, embedder=embedder)))
        print_result(result, args.command, args.json)
    except MemvaultError as exc:
        return _fail(str(exc))
    except BrokenPipeError:  # ``memvault export | head``: the reader left, nothing to say
        _silence_stdout()
        return 1
    except OSError as exc:
        return _fail(exc.strerror or str(exc))
    except KeyboardInterrupt:
        return _fail("interrupted", code=130)
    except Exception as exc:  # a bug: still one line, never a traceback (the fuzz fails on it)
        return _fail(f"internal error ({type(exc).__name__}): {exc}; please report it")
    return 0


def _fail(message: str, code: int = 1) -> int:
    print(f"memvault: error: {_one_line(message)}", file=sys.stderr)
    return code


def _one_line(message: str) -> str:
    """``message`` fit for one line of a terminal: no password, and control characters, lone
    surrogates and other unprintable characters an argument brought in escaped."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in redact(message))


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's last flush of a closed pipe is quiet."""
    with suppress(OSError, ValueError):  # not a real file (a test's buffer): nothing to do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


async def _run(args: argparse.Namespace, vault: MemoryVault) -> Any:
    try:
        return await args.run(args, vault)  # the vault opens on first use
    finally:
        await vault.aclose()
