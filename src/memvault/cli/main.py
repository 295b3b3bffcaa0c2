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
import threading
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import replace
from importlib.metadata import version
from typing import Any, NoReturn

from memvault.cli.commands import COMMANDS, MAX_SHOWN, READ_ONLY
from memvault.cli.demo import run_demo
from memvault.cli.keys import keys_command
from memvault.cli.output import print_result
from memvault.cli.serve import serve
from memvault.cli.target import check_exists
from memvault.config import DEFAULT_URL, Settings, make_embedder
from memvault.errors import MemvaultError
from memvault.infra.redact import redact
from memvault.vault.vault import MemoryVault

__all__ = ["DEMO_DB", "build_parser", "main"]

DEMO_DB = "memvault-demo.db"
"""Where ``memvault demo`` writes when neither ``--db`` nor ``MEMVAULT_URL`` names a store."""


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
    _global_options(parser, settings, before_command=True)
    parser.add_argument("--version", action="version", version=f"memvault {version('memvault')}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, run, summary, options in COMMANDS:
        sub = commands.add_parser(name, help=summary, description=summary)
        sub.set_defaults(run=run)
        options(sub)
        _global_options(sub, settings, before_command=False)
    return parser


def _global_options(
    parser: argparse.ArgumentParser, settings: Settings, *, before_command: bool
) -> None:
    """``--db``, ``--embedder`` and ``--json``, taken before the command or after it. After
    it they default to ``SUPPRESS`` (leave the namespace alone), so a value given before the
    command stands when none is given after it. ``--db`` defaults to None: ``_target`` fills
    it in (the demo's default differs)."""
    default = argparse.SUPPRESS
    shown = (
        redact(settings.url) if settings.url != DEFAULT_URL else f"{DEFAULT_URL}; demo: {DEMO_DB}"
    )
    parser.add_argument(
        "--db",
        default=None if before_command else default,
        help=f"SQLite path or postgresql:// URL (env MEMVAULT_URL; default {shown})",
    )
    parser.add_argument(
        "--embedder",
        default=settings.embedder if before_command else default,
        help="local, hash or openai (env MEMVAULT_EMBEDDER; default: the one the store"
        " records, else local; reembed: local)",
    )
    parser.add_argument(
        "--json", action="store_true", default=False if before_command else default,
        help="print JSON",
    )  # fmt: skip


def _target(args: argparse.Namespace, settings: Settings) -> str:
    """The store a command uses: ``--db``, else ``MEMVAULT_URL``, else the default file (for
    the demo, a file of its own, so it never writes into ``memvault.db`` unasked)."""
    if args.db is not None:
        return str(args.db)
    if args.command == "demo" and settings.url == DEFAULT_URL:
        return DEMO_DB
    return settings.url


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
        settings = Settings.from_env()
        target = _target(args, settings)
        embedder = make_embedder(replace(settings, embedder=args.embedder))
        if embedder is None and args.command == "reembed":
            embedder = make_embedder(replace(settings, embedder="local"))
        if args.command == "serve":
            serve(args, target, embedder)
            return 0
        if args.command == "keys":
            print(keys_command(args, target))
            return 0
        if args.run is None:
            asyncio.run(run_demo(target, embedder=embedder))
            return 0
        if args.command in READ_ONLY:
            check_exists(target)
        result = asyncio.run(_run(args, MemoryVault(target, embedder=embedder)))
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


EMBEDS = frozenset({"search", "add", "remember", "context", "update"})
"""The commands that embed text: the model loads while the store opens (``preload``)."""


def preload(embedder: object) -> None:
    """Load ``embedder``'s model on a thread of its own, if it has one to load, so that a
    cold ``memvault search`` pays for the model and the store's index side by side. A load
    that fails here fails again, with its error, where the command first embeds."""
    load = getattr(embedder, "load", None)
    if callable(load) and getattr(embedder, "loaded", True) is False:

        def quietly() -> None:
            with suppress(MemvaultError):
                load()

        threading.Thread(target=quietly, name="memvault-preload", daemon=True).start()


async def _run(args: argparse.Namespace, vault: MemoryVault) -> Any:
    try:
        if args.command in EMBEDS:
            preload(vault.embedder)
        return await args.run(args, vault)  # the vault opens on first use
    finally:
        await vault.aclose()
