"""The commands of ``memvault``: for each, its options and the one vault call it makes.

A command takes the parsed arguments and an unopened ``MemoryVault`` and returns what
``memvault.cli.output`` prints; the table ``COMMANDS`` names them for the parser."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from memvault.cli.keys import keys_options
from memvault.cli.output import Page
from memvault.cli.serve import serve_options
from memvault.config import preset
from memvault.core.types import MemoryEntry, ScopeField
from memvault.errors import InvalidInput, NotFound
from memvault.vault.selection import MAX_LIMIT
from memvault.vault.transfer import export_memories, import_memories
from memvault.vault.vault import MemoryVault

__all__ = ["COMMANDS", "MAX_SHOWN", "READ_ONLY"]

Command = Callable[[argparse.Namespace, MemoryVault], Awaitable[Any]]
Options = Callable[[argparse.ArgumentParser], None]

MAX_SHOWN = 200
"""Characters of an argument an error message quotes at most (an argument may be huge)."""

KINDS = ["fact", "episode", "message"]


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
        args.content, **_scope(args), kind=args.kind, metadata=args.meta, at=args.at,
        importance=args.importance, key=args.key, expires_at=args.expires_at,
    )  # fmt: skip


async def _remember(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.remember(args.text, **_scope(args), at=args.at)


async def _context(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.build_context(args.query, **_scope(args), token_budget=args.budget)


async def _search(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.search(
        args.query, **_scope(args), kinds=args.kinds, where=args.where, limit=args.limit,
        min_score=args.min_score, config=preset(args.preset), explain=args.explain,
    )  # fmt: skip


LIST_MAX = 1_000_000
"""The most memories one ``memvault list`` prints: it reads them ``MAX_LIMIT`` at a time."""


async def _list(args: argparse.Namespace, vault: MemoryVault) -> Any:
    if isinstance(args.limit, int) and args.limit > LIST_MAX:
        raise InvalidInput("limit", f"must be at most {LIST_MAX:,}")
    page: list[MemoryEntry] = []
    while True:  # pages of at most MAX_LIMIT, the library's bound on one call
        want = min(MAX_LIMIT, args.limit - len(page))
        part = await vault.list(**_scope(args), kind=args.kind, where=args.where, limit=want,
                                offset=args.offset + len(page))  # fmt: skip
        page += part
        if len(part) < want or len(page) >= args.limit:
            break
    if len(page) < args.limit:
        return Page(page, more=0, next_offset=args.offset + len(page))
    total = await vault.count(**_scope(args), kind=args.kind, where=args.where)
    return Page(page, more=total - args.offset - len(page), next_offset=args.offset + len(page))


async def _count(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return {"count": await vault.count(**_scope(args), kind=args.kind, where=args.where)}


async def _id(args: argparse.Namespace, vault: MemoryVault) -> str:
    """The memory ``ID`` names: the whole id, or its first characters if no other id of the
    scope starts with them. An id no memory has is passed on as given (the history of a
    deleted memory is still there)."""
    try:
        return await vault.resolve_id(args.id, **_scope(args))
    except NotFound:
        return str(args.id)


async def _show(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.get(await _id(args, vault), **_scope(args))


async def _history(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.events(await _id(args, vault), **_scope(args))


async def _timeline(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.timeline(args.key, **_scope(args))


def _timeline_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("key", help="a fact's key, such as user.city")
    _scope_options(parser)


async def _scopes(args: argparse.Namespace, vault: MemoryVault) -> Any:
    fields: dict[str, ScopeField] = {"user": "user_id", "agent": "agent_id",
                                     "session": "session_id"}  # fmt: skip
    by = fields[args.by]
    return await vault.scopes(by, **_scope(args), match=args.match, limit=args.limit,
                              offset=args.offset)  # fmt: skip


def _scopes_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--by", choices=["user", "agent", "session"], default="user",
                        help="list users (default), agents or sessions")  # fmt: skip
    parser.add_argument("--match", default="", help="only ids containing this (case ignored)")
    parser.add_argument("--limit", type=int, default=100, help="at most this many (100)")
    parser.add_argument("--offset", type=int, default=0, help="skip this many first")
    _scope_options(parser)


async def _update(args: argparse.Namespace, vault: MemoryVault) -> Any:
    memory_id = await _id(args, vault)
    return await vault.update(memory_id, **_scope(args), content=args.content, metadata=args.meta)


async def _delete(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return await vault.delete(await _id(args, vault), **_scope(args))


async def _forget(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return {"removed": await vault.forget(**_scope(args))}


async def _prune(args: argparse.Namespace, vault: MemoryVault) -> Any:
    return {"pruned": await vault.prune()}


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


async def _mcp(args: argparse.Namespace, vault: MemoryVault) -> Any:
    from memvault.mcp import serve_stdio  # the optional extra: imported only by this command

    await serve_stdio(vault)


# -- options ----------------------------------------------------------------------------


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


def _user_scope_options(parser: argparse.ArgumentParser) -> None:
    """What ``remember`` and ``context`` take: learnt facts belong to a user (and agent);
    the session is provenance, or where the recent conversation comes from."""
    parser.add_argument("--user", required=True, help="user id")
    parser.add_argument("--agent", help="agent id")
    parser.add_argument("--session", help="session id")


def _add_options(add: argparse.ArgumentParser) -> None:
    add.add_argument("content")
    _write_scope_options(add)
    add.add_argument("--kind", default="fact", choices=KINDS)
    add.add_argument("--meta", type=_json_arg, help="metadata as a JSON object")
    add.add_argument("--at", type=_time_arg, help="when it happened (ISO 8601)")
    add.add_argument("--importance", type=float, help="0.0-1.0")
    add.add_argument(
        "--key", help="what the fact is about (user.city): a newer fact with it supersedes it"
    )
    add.add_argument(
        "--expires-at", type=_time_arg, help="from then on search skips it, prune removes it"
    )


def _remember_options(remember: argparse.ArgumentParser) -> None:
    remember.add_argument("text", help="what the user said")
    _user_scope_options(remember)
    remember.add_argument("--at", type=_time_arg, help="when it was said (ISO 8601)")


def _context_options(context: argparse.ArgumentParser) -> None:
    context.add_argument("query", help="what the prompt is about")
    _user_scope_options(context)
    context.add_argument(
        "--budget", type=int, default=2000, help="tokens at most (default %(default)s)"
    )


def _search_options(search: argparse.ArgumentParser) -> None:
    search.add_argument("query")
    _scope_options(search)
    search.add_argument("--kinds", nargs="+", choices=KINDS)
    search.add_argument("--where", type=_json_arg, help="metadata filter as JSON")
    search.add_argument("--limit", type=int, default=5)
    search.add_argument("--min-score", type=float)
    search.add_argument("--preset", default="hybrid", choices=["hybrid", "keyword", "semantic"])
    search.add_argument(
        "--explain", action="store_true", help="under each hit, each signal's part of its score"
    )


def _count_options(counting: argparse.ArgumentParser) -> None:
    _scope_options(counting)
    counting.add_argument("--kind", choices=KINDS)
    counting.add_argument("--where", type=_json_arg, help="metadata filter as JSON")


def _list_options(listing: argparse.ArgumentParser) -> None:
    _count_options(listing)
    listing.add_argument("--limit", type=int, default=100)
    listing.add_argument("--offset", type=int, default=0)


def _id_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id", help="the memory's id, or enough of its first characters to name one")
    _scope_options(parser)


def _update_options(update: argparse.ArgumentParser) -> None:
    _id_option(update)
    update.add_argument("--content", help="the new text (re-embedded)")
    update.add_argument("--meta", type=_json_arg, help="the new metadata, whole, as JSON")


def _import_options(importer: argparse.ArgumentParser) -> None:
    importer.epilog = (
        "Each line is one JSON object: what `memvault export` writes, or written by hand."
        " Required: content, and a scope: user_id, agent_id and/or session_id. Optional: id"
        " (kept; derived from the line when missing), kind (fact, episode or message),"
        " metadata (an object), importance (0-1), key, at, created_at, updated_at, valid_to,"
        " expires_at (ISO 8601 times), supersedes, superseded_by, knowledge (an object),"
        " score and explanation (a search hit's, read and not kept), and events (the"
        " memory's history: objects with event, content, metadata, at). An unknown field is"
        " refused, naming the line and the fields there are."
    )
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


COMMANDS: tuple[tuple[str, Command | None, str, Options], ...] = (
    ("add", _add, "Add one memory and print its id.", _add_options),
    (
        "remember",
        _remember,
        "Learn facts from what a user said; print what changed (ADD, UPDATE, SUPERSEDE,"
        " NOOP) and why.",
        _remember_options,
    ),
    (
        "context",
        _context,
        "Print one context for a prompt: relevant facts, entities, episodes, recent turns.",
        _context_options,
    ),
    ("search", _search, "Search memories, best first, with scores.", _search_options),
    ("list", _list, "List memories in the order they happened.", _list_options),
    ("count", _count, "Count the memories list would show.", _count_options),
    ("show", _show, "Show one memory.", _id_option),
    ("history", _history, "Show every change to one memory.", _id_option),
    (
        "timeline",
        _timeline,
        "Show every version of a key, in the order they became true.",
        _timeline_options,
    ),
    (
        "scopes",
        _scopes,
        "List users, agents or sessions with their memories counted, most recent first.",
        _scopes_options,
    ),
    ("update", _update, "Replace the text and/or metadata of one memory.", _update_options),
    ("delete", _delete, "Remove one memory (its history keeps a DELETE).", _id_option),
    ("forget", _forget, "Remove every memory of a user, agent or session.", _scope_options),
    ("prune", _prune, "Remove every memory whose expiry has passed.", _no_options),
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
    ("demo", None, "Store a multi-session conversation and recall it, with scores.", _no_options),
    ("serve", None, "Serve the HTTP API (memvault.server) on 127.0.0.1.", serve_options),
    ("keys", None, "Make, list and revoke the server's API keys.", keys_options),
    (
        "mcp",
        _mcp,
        "Serve the vault to MCP clients (desktop assistants, IDE agents) over stdio.",
        _no_options,
    ),
)
"""Each command: its name, what runs it (``demo``, ``serve`` and ``keys`` run outside the
vault), its summary and its options."""

READ_ONLY = frozenset(
    {"search", "list", "count", "show", "history", "timeline", "scopes", "export", "context"}
)
"""Commands that only read: on a SQLite path that does not exist they refuse to create one."""
