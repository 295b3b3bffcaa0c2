"""The MCP tools: their definitions (name, description, JSON schema, hints) and what each
runs on a vault.

Every tool names its scope: ``user_id`` is required, ``agent_id`` and ``session_id``
narrow it. Each ``run`` takes the arguments already checked against the tool's schema
(``memvault.core.toolschema.check_arguments``) and returns a JSON object; what the vault
refuses raises a ``MemvaultError``, which ``memvault.mcp.server`` turns into an error result.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypedDict

from memvault.core.toolschema import memory_view
from memvault.core.types import JSON, KINDS
from memvault.errors import InvalidInput
from memvault.vault.selection import MAX_LIMIT
from memvault.vault.vault import MemoryVault

__all__ = ["TOOLS", "ToolSpec"]

Run = Callable[[MemoryVault, dict[str, Any]], Awaitable[dict[str, JSON]]]


@dataclass(frozen=True)
class ToolSpec:
    """One tool: what a client lists (``name``, ``title``, ``description``, ``schema``, the
    hints) and what a call runs."""

    name: str
    title: str
    description: str
    schema: dict[str, Any]
    run: Run
    read_only: bool = False
    destructive: bool = False
    idempotent: bool = False


def _text(description: str) -> dict[str, Any]:
    return {"type": "string", "minLength": 1, "description": description}


def _time(description: str) -> dict[str, Any]:
    return {"type": "string", "format": "date-time", "minLength": 1,
            "description": f"{description} (ISO 8601, e.g. 2024-05-01T09:30:00Z)"}  # fmt: skip


def _integer(description: str, low: int, high: int | None = None) -> dict[str, Any]:
    bounds: dict[str, Any] = {"minimum": low} if high is None else {"minimum": low, "maximum": high}
    return {"type": "integer", **bounds, "description": description}


_SCOPE: dict[str, Any] = {
    "user_id": _text("The user whose memory this is. Every call names its user."),
    "agent_id": _text("Only the memories of this agent of the user (optional)."),
    "session_id": _text("Only the memories of this conversation session (optional)."),
}
_KIND = {"type": "string", "enum": list(KINDS)}
_MEMORY_ID = _text("The memory's id, as add_memory, search_memories or list_memories gave it.")
_WHERE = {
    "type": "object",
    "description": 'Only memories whose metadata matches, e.g. {"topic": "travel"}.',
}


def _schema(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {**properties, **_SCOPE},
        "required": [*required, "user_id"],
        "additionalProperties": False,
    }


class _Scope(TypedDict):
    user_id: str
    agent_id: str | None
    session_id: str | None


def _scope(args: dict[str, Any]) -> _Scope:
    return {
        "user_id": args["user_id"],
        "agent_id": args.get("agent_id"),
        "session_id": args.get("session_id"),
    }


def _when(args: dict[str, Any], field: str) -> datetime | None:
    value = args.get(field)
    if value is None:
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError as exc:
        raise InvalidInput(
            field, f"must be an ISO 8601 time such as 2024-05-01T09:30:00Z, not {value!r}"
        ) from exc


# -- the tools ----------------------------------------------------------------------------


async def _add_memory(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    entry = await vault.add(
        args["content"], **_scope(args), kind=args.get("kind", "fact"),
        metadata=args.get("metadata"), at=_when(args, "at"), importance=args.get("importance"),
        key=args.get("key"), expires_at=_when(args, "expires_at"),
    )  # fmt: skip
    return {"memory": memory_view(entry)}


async def _search_memories(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    hits = await vault.search(
        args["query"], **_scope(args), kinds=args.get("kinds"), where=args.get("where"),
        limit=args.get("limit", 5), as_of=_when(args, "as_of"),
        include_superseded=args.get("include_superseded", False),
    )  # fmt: skip
    return {"memories": [memory_view(hit, score=True) for hit in hits]}


async def _remember(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    events = await vault.remember(
        args["text"], user_id=args["user_id"], agent_id=args.get("agent_id"),
        session_id=args.get("session_id"), at=_when(args, "at"),
    )  # fmt: skip
    shown: list[JSON] = [
        {"event": e.event, "memory_id": e.memory_id or None, "content": e.content,
         "reason": e.reason, "at": e.at.isoformat()}
        for e in events
    ]  # fmt: skip
    return {"events": shown}


async def _get_context(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    context = await vault.build_context(
        args["query"], user_id=args["user_id"], agent_id=args.get("agent_id"),
        session_id=args.get("session_id"), token_budget=args.get("token_budget", 2000),
    )  # fmt: skip
    ids: list[JSON] = list(context.ids)
    return {"context": context.text, "tokens": context.tokens, "memory_ids": ids}


async def _list_memories(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    scope, kind, where = _scope(args), args.get("kind"), args.get("where")
    limit, offset = args.get("limit", 20), args.get("offset", 0)
    page = await vault.list(**scope, kind=kind, where=where, limit=limit, offset=offset)
    total = await vault.count(**scope, kind=kind, where=where)
    more = offset + len(page) < total
    return {
        "memories": [memory_view(e) for e in page],
        "total": total,
        "next_offset": offset + len(page) if more else None,
    }


async def _get_memory(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    return {"memory": (await vault.get(args["memory_id"], **_scope(args))).to_dict()}


async def _update_memory(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    entry = await vault.update(
        args["memory_id"], **_scope(args), content=args.get("content"),
        metadata=args.get("metadata"),
    )  # fmt: skip
    return {"memory": memory_view(entry)}


async def _delete_memory(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    entry = await vault.delete(args["memory_id"], **_scope(args))
    return {"deleted": entry.id}


async def _forget_scope(vault: MemoryVault, args: dict[str, Any]) -> dict[str, JSON]:
    if args.get("confirm") is not True:
        raise InvalidInput(
            "confirm", "must be true: forget_scope deletes every memory of the scope for good"
        )
    return {"removed": await vault.forget(**_scope(args))}


TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec(
        "add_memory", "Add a memory",
        "Store one memory for a user: a fact about them ('User is allergic to peanuts'), an "
        "episode (something that happened) or a message. State a fact as a short standalone "
        "sentence. The same fact said twice in a scope is stored once. Give 'key' (such as "
        "'user.city') to make a newer fact with that key replace this one.",
        _schema({
            "content": _text("The memory's text."),
            "kind": {**_KIND, "description": "fact (default), episode or message."},
            "metadata": {"type": "object", "description": "Your own JSON data to keep with it."},
            "importance": {"type": "number", "minimum": 0, "maximum": 1,
                           "description": "How much it matters, from 0 to 1 (optional)."},
            "key": _text("What the fact is about, e.g. 'user.city': a newer fact with the same "
                         "key supersedes it (optional)."),
            "at": _time("When it happened (default: now)"),
            "expires_at": _time("From then on it is no longer found (optional)"),
        }, ["content"]),
        _add_memory,
    ),
    ToolSpec(
        "search_memories", "Search memories",
        "Find the user's memories most relevant to a query, best first, each with its id and "
        "a relevance score from 0 to 1. Only what is true now is searched unless 'as_of' asks "
        "what was true then or 'include_superseded' asks for past versions too.",
        _schema({
            "query": _text("What to look for, in plain words."),
            "limit": _integer("How many to return at most (default 5).", 1, MAX_LIMIT),
            "kinds": {"type": "array", "items": _KIND, "minItems": 1,
                      "description": "Only these kinds: fact, episode, message (default all)."},
            "where": _WHERE,
            "as_of": _time("Search what was true at this time"),
            "include_superseded": {"type": "boolean", "description":
                                   "Also search replaced facts (default false)."},
        }, ["query"]),
        _search_memories, read_only=True, idempotent=True,
    ),
    ToolSpec(
        "remember", "Learn from what the user said",
        "Give what the user said (one or more sentences) and memvault learns the facts in it: "
        "new ones are added, changed ones replace the old (the old stays as history). Returns "
        "one event per fact: ADD, UPDATE, SUPERSEDE or NOOP, with the reason.",
        _schema({
            "text": _text("What the user said, in their words."),
            "at": _time("When it was said (default: now)"),
        }, ["text"]),
        _remember,
    ),
    ToolSpec(
        "get_context", "Get context for a prompt",
        "Build one text to put in a prompt about 'query': the relevant facts about the user, "
        "the people and things they mentioned, similar past episodes and the recent "
        "conversation of the session, fitted to a token budget.",
        _schema({
            "query": _text("What the prompt is about."),
            "token_budget": _integer("Tokens at most (default 2000).", 1, 1_000_000),
        }, ["query"]),
        _get_context, read_only=True, idempotent=True,
    ),
    ToolSpec(
        "list_memories", "List memories",
        "List the user's memories in the order they happened, oldest first, a page at a time: "
        "pass 'next_offset' of one page as 'offset' for the next. 'total' counts them all.",
        _schema({
            "kind": {**_KIND, "description": "Only memories of this kind (default all)."},
            "where": _WHERE,
            "limit": _integer("How many to return at most (default 20).", 1, MAX_LIMIT),
            "offset": _integer("How many to skip (default 0).", 0),
        }, []),
        _list_memories, read_only=True, idempotent=True,
    ),
    ToolSpec(
        "get_memory", "Get a memory",
        "Read one memory of the user in full: text, kind, metadata, key, importance, times, "
        "what it replaced or was replaced by, and what was learnt from it.",
        _schema({"memory_id": _MEMORY_ID}, ["memory_id"]),
        _get_memory, read_only=True, idempotent=True,
    ),
    ToolSpec(
        "update_memory", "Update a memory",
        "Replace the text and/or the metadata (whole) of one memory of the user, for example "
        "to correct it. Give content, metadata or both.",
        _schema({
            "memory_id": _MEMORY_ID,
            "content": _text("The new text."),
            "metadata": {"type": "object", "description": "The new metadata, replacing the old."},
        }, ["memory_id"]),
        _update_memory, idempotent=True,
    ),
    ToolSpec(
        "delete_memory", "Delete a memory",
        "Delete one memory of the user by its id, for example when they ask to forget it or it "
        "is wrong. Its history keeps a record of the deletion.",
        _schema({"memory_id": _MEMORY_ID}, ["memory_id"]),
        _delete_memory, destructive=True, idempotent=True,
    ),
    ToolSpec(
        "forget_scope", "Forget everything in a scope",
        "Delete every memory of the user (or, with agent_id or session_id, of that agent or "
        "session of the user), with its history. This cannot be undone: call it only when the "
        "user asked for it, and pass confirm=true.",
        _schema({
            "confirm": {"type": "boolean", "const": True,
                        "description": "Must be true: says the deletion is wanted."},
        }, ["confirm"]),
        _forget_scope, destructive=True, idempotent=True,
    ),
)  # fmt: skip
"""The tools, in the order a client lists them."""
