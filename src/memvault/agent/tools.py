"""Memory as a tool: function definitions a chat model can call, and their dispatcher.

``MemoryTools(vault, user_id=..., agent_id=None)`` offers four tools in the OpenAI
function-calling format (``{"type": "function", "function": {"name", "description",
"parameters"}}``, ``parameters`` a JSON schema):

* ``search_memory(query, limit=5)``: the memories most relevant to ``query``, best first;
* ``save_memory(content, importance=None)``: stores a fact (``metadata["source"] = "tool"``);
* ``forget_memory(memory_id)``: deletes one memory;
* ``list_memories(kind=None, limit=20, offset=0)``: memories in the order they happened.

Every call runs in the scope the object was made for. The scope is not an argument of any
tool (``user_id`` or ``agent_id`` in a call is an unknown argument and is refused), and
``forget_memory`` deletes a memory only when it belongs to that scope: any other id, stored
or not, gets the same ``not_found`` result, so a call cannot even learn that it exists.

Errors are split by who made them:

* what the **model** wrote (an unknown tool, arguments that are not a JSON object, unknown,
  missing or mistyped arguments, values the vault refuses) comes back as a result,
  ``{"ok": false, "error": "unknown_tool" | "invalid_arguments" | "not_found", "field": ...,
  "message": ...}``, so the model can read it and try again; ``dispatch`` does not raise;
* what the **program** passed (something that is not a ``ToolCall`` or an OpenAI tool-call
  dict) raises ``InvalidInput("tool_call", ...)``; errors of the store itself
  (``BackendUnavailable``, ...) propagate as they are.

Results are JSON-serialisable dicts; ``tool_message(call, result)`` (or ``answer(call)``)
turns one into the ``tool`` message that answers the call. The arguments are checked
against the same JSON schemas the model is given, so the two cannot drift apart.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from memvault.core import validate as _validate
from memvault.core.toolschema import check_arguments, memory_view
from memvault.core.types import JSON, KINDS, Message, ToolCall
from memvault.errors import InvalidInput, NotFound
from memvault.vault.vault import MemoryVault

__all__ = ["MEMORY_TOOLS", "MemoryTools", "tool_message"]

ToolResult = dict[str, JSON]
"""What a tool returns: ``{"ok": true, ...}`` or ``{"ok": false, "error": ..., ...}``."""


def _function(
    name: str, description: str, properties: dict[str, JSON], required: list[str]
) -> dict[str, JSON]:
    parameters: dict[str, JSON] = {
        "type": "object",
        "properties": properties,
        "required": list[JSON](required),
        "additionalProperties": False,
    }
    return {
        "type": "function",
        "function": {"name": name, "description": description, "parameters": parameters},
    }


MEMORY_TOOLS: tuple[dict[str, JSON], ...] = (
    _function(
        "search_memory",
        "Search the user's long-term memory for facts, past episodes and earlier messages "
        "relevant to a query. Returns the best matches first, each with its id and a "
        "relevance score between 0 and 1.",
        {
            "query": {"type": "string", "minLength": 1, "description": "What to look for."},
            "limit": {
                "type": "integer",
                "minimum": 1,
                "maximum": 20,
                "description": "How many memories to return at most (default 5).",
            },
        },
        ["query"],
    ),
    _function(
        "save_memory",
        "Save one fact about the user to long-term memory, to be recalled in later "
        "conversations. State it as a short standalone sentence, e.g. 'User is allergic to "
        "peanuts'. Saving a fact already known changes nothing.",
        {
            "content": {"type": "string", "minLength": 1, "description": "The fact to save."},
            "importance": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "description": "How much it matters, from 0 to 1 (optional).",
            },
        },
        ["content"],
    ),
    _function(
        "forget_memory",
        "Delete one memory by its id (as returned by search_memory or list_memories), for "
        "example when the user asks to forget something or it is wrong.",
        {"memory_id": {"type": "string", "minLength": 1, "description": "The memory's id."}},
        ["memory_id"],
    ),
    _function(
        "list_memories",
        "List the user's memories in the order they happened, oldest first, a page at a time. "
        "'total' says how many there are.",
        {
            "kind": {
                "type": "string",
                "enum": list[JSON](KINDS),
                "description": "Only memories of this kind (default: every kind).",
            },
            "limit": {
                "type": "integer",
                "minimum": 1,
                "maximum": 50,
                "description": "How many to return at most (default 20).",
            },
            "offset": {
                "type": "integer",
                "minimum": 0,
                "description": "How many to skip, for the next page (default 0).",
            },
        },
        [],
    ),
)
"""The four tool definitions, in the OpenAI function-calling format."""

_SCHEMAS: dict[str, dict[str, Any]] = {
    tool["function"]["name"]: tool["function"]["parameters"]
    for tool in copy.deepcopy(list[Any](MEMORY_TOOLS))
}
"""Each tool's parameter schema, by name: what ``dispatch`` checks the arguments against."""


class MemoryTools:
    """The memory tools of one user (and optionally one agent): their definitions, to offer
    to a chat model, and ``dispatch``, which runs a call the model made in that scope.

    With ``agent_id=None`` the tools see every memory of the user, whichever agent wrote it,
    and save memories without an agent; with an ``agent_id`` they see and save only that
    agent's memories of the user.
    """

    def __init__(self, vault: MemoryVault, *, user_id: str, agent_id: str | None = None) -> None:
        if not isinstance(vault, MemoryVault):
            raise InvalidInput("vault", f"must be a MemoryVault, not {type(vault).__name__}")
        self.vault = vault
        self.user_id = _validate.text("user_id", user_id)
        self.agent_id = _validate.optional_text("agent_id", agent_id)

    def __repr__(self) -> str:
        return f"MemoryTools(user_id={self.user_id!r}, agent_id={self.agent_id!r})"

    @property
    def definitions(self) -> list[dict[str, JSON]]:
        """The tool definitions to send with a chat request (a fresh copy each time)."""
        return copy.deepcopy(list(MEMORY_TOOLS))

    async def dispatch(self, tool_call: ToolCall | Mapping[str, Any]) -> ToolResult:
        """Run one tool call in this object's scope and return its JSON-serialisable result.

        ``tool_call`` is a ``ToolCall`` or an OpenAI tool-call dict (``{"id", "type":
        "function", "function": {"name", "arguments"}}``; ``arguments`` a JSON text or an
        already decoded object). An empty ``arguments`` text means no arguments. Mistakes in
        the call come back as an error result (see the module docstring)."""
        name, raw = _unpack(tool_call)
        schema = _SCHEMAS.get(name)
        if schema is None:
            known = ", ".join(_SCHEMAS)
            return _error("unknown_tool", "name", f"no tool named {name!r}; the tools are {known}")
        try:
            arguments = check_arguments(_decode(raw), schema)
            run: Callable[..., Awaitable[ToolResult]] = getattr(self, f"_{name}")
            return await run(**arguments)
        except InvalidInput as exc:
            return _error("invalid_arguments", exc.field, exc.problem)

    async def answer(self, tool_call: ToolCall | Mapping[str, Any]) -> Message:
        """``dispatch`` the call and return the ``tool`` message that answers it."""
        return tool_message(tool_call, await self.dispatch(tool_call))

    # -- the tools ----------------------------------------------------------------------

    async def _search_memory(self, query: str, limit: int = 5) -> ToolResult:
        hits = await self.vault.search(
            query, user_id=self.user_id, agent_id=self.agent_id, limit=limit
        )
        return {"ok": True, "memories": [memory_view(hit, score=True) for hit in hits]}

    async def _save_memory(self, content: str, importance: float | None = None) -> ToolResult:
        entry = await self.vault.add(
            content, user_id=self.user_id, agent_id=self.agent_id, kind="fact",
            metadata={"source": "tool"}, importance=importance,
        )  # fmt: skip
        return {"ok": True, "memory": memory_view(entry)}

    async def _forget_memory(self, memory_id: str) -> ToolResult:
        try:
            await self.vault.delete(memory_id, user_id=self.user_id, agent_id=self.agent_id)
        except NotFound:
            return _error("not_found", "memory_id", f"no memory with id {memory_id!r}")
        return {"ok": True, "forgotten": memory_id}

    async def _list_memories(
        self, kind: str | None = None, limit: int = 20, offset: int = 0
    ) -> ToolResult:
        scope = {"user_id": self.user_id, "agent_id": self.agent_id, "kind": kind}
        page = await self.vault.list(**scope, limit=limit, offset=offset)  # type: ignore[arg-type]
        total = await self.vault.count(**scope)  # type: ignore[arg-type]
        return {"ok": True, "memories": [memory_view(e) for e in page], "total": total}


def tool_message(tool_call: ToolCall | Mapping[str, Any], result: Mapping[str, Any]) -> Message:
    """The ``tool`` message that answers ``tool_call`` with ``result`` (as JSON text)."""
    call_id = tool_call.id if isinstance(tool_call, ToolCall) else _call_id(tool_call)
    checked = _validate.json_object("result", result)
    return Message.tool(json.dumps(checked, ensure_ascii=False), tool_call_id=call_id)


# -- checking calls and arguments ----------------------------------------------------------


def _unpack(tool_call: object) -> tuple[str, object]:
    """The tool name and the raw arguments of a ``ToolCall`` or an OpenAI tool-call dict."""
    if isinstance(tool_call, ToolCall):
        return tool_call.name, tool_call.arguments
    if not isinstance(tool_call, Mapping):
        raise InvalidInput(
            "tool_call", f"must be a ToolCall or an OpenAI tool-call dict, not {type(tool_call)}"
        )
    function = tool_call.get("function")
    if not isinstance(function, Mapping):
        raise InvalidInput("tool_call", "an OpenAI tool call needs a 'function' object")
    name = _validate.text("tool_call.function.name", function.get("name"))
    return name, function.get("arguments", "")


def _call_id(tool_call: Mapping[str, Any]) -> str:
    return _validate.text("tool_call.id", tool_call.get("id"))


def _decode(raw: object) -> object:
    if isinstance(raw, Mapping):
        return dict(raw)
    if not isinstance(raw, str):
        raise InvalidInput("arguments", f"must be a JSON object, not {type(raw).__name__}")
    if not raw.strip():
        return {}
    try:
        return json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise InvalidInput("arguments", f"not valid JSON: {exc}") from exc


def _error(error: str, field: str, message: str) -> ToolResult:
    return {"ok": False, "error": error, "field": field, "message": message}
