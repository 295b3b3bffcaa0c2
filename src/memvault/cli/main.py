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
import json
import os
import sys
from collections.abc import Awaitable, Callable, Sequence
from contextlib import suppress
from dataclasses import replace
from datetime import datetime
from typing import Any, NoReturn

from memvault.cli.demo import run_demo
from memvault.config import Settings, make_embedder, preset
from memvault.core.types import MemoryEntry, MemoryEvent
from memvault.errors import MemvaultError
from memvault.infra.redact import redact
from memvault.vault.transfer import export_memories, import_memories
from memvault.vault.vault import MemoryVault

__all__ = ["build_parser", "main"]

Command = Callable[[argparse.Namespace, MemoryVault], Awaitable[Any]]


def entry_json(entry: MemoryEntry) -> dict[str, Any]:
    """A memory as ``--json`` shows it: ``MemoryEntry.to_dict`` but ``knowledge``."""
    shown = entry.to_dict()
    del shown["knowledge"]
    return shown


def event_json(event: MemoryEvent) -> dict[str, Any]:
    return {
        "memory_id": event.memory_id,
        "event": event.event,
        "content": event.content,
        "metadata": event.metadata,
        "at": event.at.isoformat(),
        "reason": event.reason,
    }


MAX_SHOWN = 200
"""Characters of an argument an error message quotes at most (an argument may be huge)."""


def _json_arg(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise argparse.ArgumentTypeError(f"not JSON: {exc}") from exc
    except RecursionError as exc:
        raise argparse.ArgumentTypeError("JSON nests too deeply to read") from exc
    except ValueError as exc:  # an integer of more digits than Python converts (4,300)
        raise argparse.ArgumentTypeError(
            f"JSON holds an integer of more than {sys.get_int_max_str_digits():,} digits"
        ) from exc


def _time_arg(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not an ISO 8601 time: {text!r}") from exc


def _scope(args: argparse.Namespace) -> dict[str, Any]:
    """The scope a command names, with ``all_scopes`` where the command can span every one."""
    scope = {"user_id": args.user, "agent_id": args.agent, "session_id": args.session}
    if getattr(args, "all_scopes", False):
        scope["all_scopes"] = True
    return scope


# -- commands ---------------------------------------------------------------------------


async def _add(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.add(
        args.content,
        **_scope(args),
        kind=args.kind,
        metadata=args.meta,
        at=args.at,
        importance=args.importance,
    )


async def _search(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.search(
        args.query,
        **_scope(args),
        kinds=args.kinds,
        where=args.where,
        limit=args.limit,
        min_score=args.min_score,
        config=preset(args.preset),
    )


async def _list(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.list(
        **_scope(args), kind=args.kind, where=args.where, limit=args.limit, offset=args.offset
    )


async def _show(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.get(args.id, **_scope(args))


async def _history(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.events(args.id, **_scope(args))


async def _forget(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return {"removed": await vault.forget(**_scope(args))}


async def _import(args: argparse.Namespace, vault: MemoryVault) -> Any:
    source = sys.stdin if args.file == "-" else args.file
    return {
        "imported": await import_memories(vault, source, batch_size=args.batch, progress=_progress)
    }


def _progress(done: int, total: int, width: int = 30) -> None:
    filled = width * done // max(total, 1)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done >= total:
        sys.stderr.write("\n")
    sys.stderr.flush()


async def _export(args: argparse.Namespace, vault: MemoryVault) -> Any:
    out = sys.stdout if args.file == "-" else args.file
    count = await export_memories(vault, out, **_scope(args))
    return {"exported": count} if args.file != "-" else None


async def _reembed(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return {"reembedded": await vault.reembed()}


# -- the parser -------------------------------------------------------------------------


def _scope_options(parser: argparse.ArgumentParser) -> None:
    """The scope every command names: one of --user, --agent, --session at least, or (where
    a command may span every user) --all-scopes."""
    _write_scope_options(parser)
    parser.add_argument(
        "--all-scopes",
        action="store_true",
        help="span every user, agent and session (instead of naming one)",
    )


def _write_scope_options(parser: argparse.ArgumentParser) -> None:
    """The scope a new memory belongs to (a write never spans every scope)."""
    parser.add_argument("--user", help="user id")
    parser.add_argument("--agent", help="agent id")
    parser.add_argument("--session", help="session id")


def _add_options(add: argparse.ArgumentParser) -> None:
    add.add_argument("content")
    _write_scope_options(add)
    add.add_argument("--kind", default="fact", choices=["fact", "episode", "message"])
    add.add_argument("--meta", type=_json_arg, help="metadata as a JSON object")
    add.add_argument("--at", type=_time_arg, help="when it happened (ISO 8601)")
    add.add_argument("--importance", type=float, help="0.0-1.0")


def _search_options(search: argparse.ArgumentParser) -> None:
    search.add_argument("query")
    _scope_options(search)
    search.add_argument("--kinds", nargs="+", choices=["fact", "episode", "message"])
    search.add_argument("--where", type=_json_arg, help="metadata filter as JSON")
    search.add_argument("--limit", type=int, default=5)
    search.add_argument("--min-score", type=float)
    search.add_argument("--preset", default="hybrid", choices=["hybrid", "keyword", "semantic"])


def _list_options(listing: argparse.ArgumentParser) -> None:
    _scope_options(listing)
    listing.add_argument("--kind", choices=["fact", "episode", "message"])
    listing.add_argument("--where", type=_json_arg, help="metadata filter as JSON")
    listing.add_argument("--limit", type=int, default=100)
    listing.add_argument("--offset", type=int, default=0)


def _id_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id")
    _scope_options(parser)


def _import_options(importer: argparse.ArgumentParser) -> None:
    importer.add_argument("file", help="JSONL path, or - for standard input")
    importer.add_argument(
        "--batch",
        type=int,
        help="write N lines a transaction (default: the whole file in one); run an"
        " interrupted import again to complete it",
    )


def _export_options(exporter: argparse.ArgumentParser) -> None:
    exporter.add_argument("file", nargs="?", default="-", help="path, or - (default)")
    _scope_options(exporter)


def _no_options(parser: argparse.ArgumentParser) -> None:
    pass


def _demo_options(demo: argparse.ArgumentParser) -> None:
    demo.add_argument(
        "--db",
        dest="demo_db",
        default="memvault-demo.db",
        help="SQLite file to use (default: %(default)s)",
    )


Options = Callable[[argparse.ArgumentParser], None]
_COMMANDS: tuple[tuple[str, Command | None, str, Options], ...] = (
    ("add", _add, "Add one memory and print its id.", _add_options),
    ("search", _search, "Search memories, best first, with scores.", _search_options),
    ("list", _list, "List memories in the order they happened.", _list_options),
    ("show", _show, "Show one memory.", _id_option),
    ("history", _history, "Show every change to one memory.", _id_option),
    ("forget", _forget, "Remove every memory of a user, agent or session.", _scope_options),
    (
        "import",
        _import,
        "Write memories back from a JSONL export, ids kept; stored ones are skipped.",
        _import_options,
    ),
    (
        "export",
        _export,
        "Write memories and their events as JSONL (import reads it back).",
        _export_options,
    ),
    ("reembed", _reembed, "Re-embed every memory with the current embedder.", _no_options),
    ("demo", None, "Store a multi-session conversation and recall it, with scores.", _demo_options),
)
"""Each command: its name, what runs it (the demo runs outside the vault), its summary and
its options."""


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
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, run, summary, options in _COMMANDS:
        sub = commands.add_parser(name, help=summary, description=summary)
        sub.set_defaults(run=run)
        options(sub)
    return parser


def _print(result: Any, command: str, as_json: bool) -> None:
    if result is None:
        return
    if command == "add" and not as_json:
        print(result.id)
        return
    if isinstance(result, MemoryEntry):
        result = [result]
    if as_json:
        if isinstance(result, list):
            result = [
                entry_json(r) if isinstance(r, MemoryEntry) else event_json(r) for r in result
            ]
        print(json.dumps(result, ensure_ascii=False, indent=2))
        return
    if isinstance(result, dict):
        print(" ".join(f"{k}: {v}" for k, v in result.items()))
        return
    for item in result:
        if isinstance(item, MemoryEvent):
            print(f"{item.at.isoformat()}  {item.event:<6} {item.content}")
        else:
            score = f"{item.score:.3f}  " if command == "search" else ""
            who = item.scope.user_id or "-"
            print(f"{item.id}  {score}{item.kind:<7} [{who}] {item.content}")


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
        _print(result, args.command, args.json)
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
