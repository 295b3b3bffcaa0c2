"""The JSON bodies of the HTTP API, as pydantic models: what the OpenAPI document shows.

Requests carry plain JSON (times as ISO 8601 strings, checked by the library so that an
error names the field as the library does); responses are the library's own JSON forms
(``MemoryEntry.to_dict``, ...), described field by field here.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    WithJsonSchema,
    model_serializer,
)

__all__ = [
    "ERRORS",
    "AddBody",
    "AddManyBody",
    "AliasBody",
    "AssignKeyBody",
    "ContextBody",
    "ContextOut",
    "Count",
    "EntityOut",
    "EpisodeBody",
    "EpisodeOut",
    "EventOut",
    "LimitsOut",
    "Memory",
    "MessageIn",
    "MessageOut",
    "MessagesBody",
    "Page",
    "RecallBody",
    "RememberBody",
    "ResolvedId",
    "ScopeBody",
    "SearchBody",
    "UpdateBody",
    "links_to_memory",
]

Kind = Literal["fact", "episode", "message"]
Preset = Literal["hybrid", "keyword", "semantic"]
# What the document says of a request's text and times; the library checks them (so that
# an error names the field as the library does) and answers 422.
Text = Annotated[str, WithJsonSchema({"type": "string", "minLength": 1})]
Time = Annotated[str, WithJsonSchema({"type": "string", "format": "date-time"})]
Share = Annotated[float, WithJsonSchema({"type": "number", "minimum": 0, "maximum": 1})]


class Strict(BaseModel):
    """A request body: unknown fields are refused (a typo never passes silently), and so is
    a value of another JSON type (``"limit": "5"``), as the library refuses it."""

    model_config = ConfigDict(extra="forbid", strict=True)


class ScopeBody(Strict):
    """The scope of a request: at least one id (or ``all_scopes`` where a read allows it)."""

    user_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None


class AddBody(ScopeBody):
    content: Text
    kind: Kind = "fact"
    metadata: dict[str, Any] | None = None
    at: Time | None = Field(None, description="when it happened (ISO 8601); default now")
    importance: Share | None = Field(None, description="0.0-1.0")
    key: str | None = Field(None, description="a fact's key: a newer fact with it supersedes")
    expires_at: Time | None = Field(None, description="ISO 8601; search stops returning it then")


class Item(Strict):
    content: Text
    kind: Kind = "fact"
    metadata: dict[str, Any] | None = None
    at: Time | None = None
    importance: Share | None = None
    key: str | None = None
    expires_at: Time | None = None
    user_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    knowledge: dict[str, Any] | None = Field(None, description="what was learnt about it")


class AddManyBody(ScopeBody):
    items: list[Item] = Field(description="each item's scope defaults to the request's")


class UpdateBody(ScopeBody):
    content: Text | None = None
    metadata: dict[str, Any] | None = None
    all_scopes: bool = False


class SearchBody(ScopeBody):
    query: str
    kinds: list[Kind] | None = None
    where: dict[str, Any] | None = Field(None, description="a metadata filter")
    limit: int = 5
    min_score: float | None = None
    preset: Preset | None = Field(None, description="default: the vault's own (hybrid)")
    as_of: Time | None = Field(None, description="what was true then (ISO 8601)")
    include_superseded: bool = False
    all_scopes: bool = False
    explain: bool = Field(False, description="each hit with why it scored what it did")
    config: dict[str, Any] | None = Field(
        None, description="the fields of a SearchConfig, in place of the preset"
    )


class ToolCallJson(BaseModel):
    id: str
    name: str
    arguments: str = Field(description="the arguments, as JSON text")


class MessageIn(Strict):
    """A chat message, as ``Message.to_dict()`` writes it (only ``role`` and ``content``
    are required)."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str
    id: str | None = None
    name: str | None = None
    tool_call_id: str | None = None
    tool_calls: list[ToolCallJson] | None = None
    metadata: dict[str, Any] | None = None
    created_at: str | None = Field(None, description="ISO 8601; default now")


class RememberBody(Strict):
    said: str | MessageIn | list[str | MessageIn] = Field(
        description="what the user said: one statement or message, or several"
    )
    user_id: str
    agent_id: str | None = None
    session_id: str | None = None
    at: Time | None = Field(None, description="when it was said (ISO 8601); default now")
    store_messages: bool = Field(False, description="also store the messages said")


class ContextBody(Strict):
    query: str
    user_id: str
    agent_id: str | None = None
    session_id: str | None = None
    token_budget: int = 2000


class MessagesBody(Strict):
    user_id: str | None = Field(None, description="whose session (a user-bound key: its own)")
    messages: list[MessageIn]


class MessageOut(BaseModel):
    """One chat message: ``Message.to_dict()``."""

    id: str
    role: str
    content: str
    name: str | None
    tool_call_id: str | None
    tool_calls: list[ToolCallJson]
    metadata: dict[str, Any]
    created_at: str


class Memory(BaseModel):
    """One memory: ``MemoryEntry.to_dict()``."""

    id: str
    content: str
    kind: Kind
    user_id: str | None
    agent_id: str | None
    session_id: str | None
    metadata: dict[str, Any]
    at: str = Field(description="when it happened")
    importance: float | None
    score: float | None = Field(description="search hits only: 0.0-1.0, relative to the query")
    created_at: str
    updated_at: str
    key: str | None
    valid_to: str | None = Field(description="when a newer fact superseded it")
    supersedes: str | None
    superseded_by: str | None
    expires_at: str | None
    knowledge: dict[str, Any] | None
    explanation: dict[str, Any] | None = Field(
        None, description="search with explain only: each signal's raw value and share of the score"
    )

    @model_serializer(mode="wrap")
    def _as_to_dict(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """As ``MemoryEntry.to_dict()`` writes it: ``explanation`` only when there is one."""
        data: dict[str, Any] = handler(self)
        if data.get("explanation") is None:
            data.pop("explanation", None)
        return data


class Page(BaseModel):
    """One page of a listing; ``next_cursor`` fetches the next (null on the last page)."""

    memories: list[Memory]
    next_cursor: str | None


class Count(BaseModel):
    count: int


class ScopeOut(BaseModel):
    """One user, agent or session with its memories counted (``ScopeSummary``)."""

    id: str
    facts: int = Field(description="current facts")
    superseded: int = Field(description="past versions of keyed facts")
    episodes: int
    messages: int
    last_activity: str = Field(description="when a memory of it was last written, ISO 8601")


class EventOut(BaseModel):
    """One change to a memory, or what ``remember`` did with one statement."""

    memory_id: str
    event: Literal["ADD", "UPDATE", "DELETE", "SUPERSEDE", "NOOP"]
    content: str
    metadata: dict[str, Any]
    at: str
    reason: str | None = None
    knowledge: dict[str, Any] | None = None


class SectionOut(BaseModel):
    title: str
    lines: list[str]
    omitted: int
    ids: list[str]


class ContextOut(BaseModel):
    """``build_context``: the text for a prompt, its sections and its size in tokens."""

    text: str
    tokens: int
    budget: int
    sections: list[SectionOut]


class Problem(BaseModel):
    """An error (RFC 9457 problem details); ``field`` names the argument that was wrong,
    ``error`` the class of ``memvault.errors`` raised, with its fields."""

    type: str = "about:blank"
    title: str
    status: int
    detail: str
    field: str | None = None
    error: str | None = Field(None, description="InvalidInput, NotFound, Conflict, ...")
    problem: str | None = Field(None, description="InvalidInput: what is wrong with field")
    retryable: bool | None = Field(None, description="BackendUnavailable: may succeed again")
    raw: str | None = Field(None, description="ExtractionError: the model's reply")
    package: str | None = Field(None, description="MissingDependency: what is missing")
    extra: str | None = Field(None, description="MissingDependency: the extra to install")


def _problem(description: str) -> dict[str, Any]:
    return {"model": Problem, "description": description,
            "content": {"application/problem+json": {}}}  # fmt: skip


ERRORS: dict[int | str, dict[str, Any]] = {
    401: _problem("no API key, or one that is unknown or revoked (a server with keys)"),
    403: _problem("the key may not do this: write (read-only key), or reach this user"),
    404: _problem("no memory with that id in the scope named"),
    408: _problem("the request body did not arrive within the server's body_seconds"),
    409: _problem("the write contradicts what is stored"),
    413: _problem("the request body is over the server's max_body_bytes"),
    422: _problem("an argument is not acceptable: `field` names it; nothing was written"),
    503: _problem(
        "the store cannot be reached (Retry-After when it may come back), or the answer did"
        " not start within the server's request_seconds"
    ),
}
"""The error answers every route may give, for the OpenAPI document."""


class AssignKeyBody(ScopeBody):
    key: str = Field(description="the timeline the fact moves onto")
    all_scopes: bool = False


class EpisodeBody(Strict):
    summary: str
    user_id: str
    agent_id: str | None = None
    session_id: str | None = None
    outcome: str = "success"
    tools_used: list[str] | None = None
    tags: list[str] | None = None
    at: str | None = Field(None, description="when it happened (ISO 8601); default now")


class RecallBody(Strict):
    situation: str
    user_id: str
    agent_id: str | None = None
    limit: int = 3
    outcome: str | None = Field(None, description="only episodes with this outcome")


class AliasBody(Strict):
    alias: str = Field(description='another name ("my manager")')
    name: str = Field(description="the entity it names")
    user_id: str
    agent_id: str | None = None


class EpisodeOut(BaseModel):
    """One episode; ``relevance`` is the search score of a recalled one."""

    id: str
    summary: str
    outcome: str
    tools_used: list[str]
    tags: list[str]
    at: str
    session_id: str | None
    relevance: float | None


class EntityOut(BaseModel):
    """One entity the user's current facts mention."""

    id: str
    name: str
    aliases: list[str]
    attributes: dict[str, Any]
    mentions: int
    first_seen: str
    last_seen: str


class ResolvedId(BaseModel):
    id: str


class LimitsOut(BaseModel):
    """What one request may ask of this server (``memvault.server.Limits``), and the
    largest memory its vault keeps (UTF-8 bytes)."""

    max_body_bytes: int
    max_batch: int
    max_page: int
    body_seconds: float
    request_seconds: float
    max_content_bytes: int


def _operation(path: str, method: str) -> str:
    return "#/paths/" + path.replace("~", "~0").replace("/", "~1") + "/" + method


def links_to_memory(status: int, pointer: str = "") -> dict[int | str, dict[str, Any]]:
    """The OpenAPI links of a ``status`` answer that holds a memory at the JSON ``pointer``
    of its body: to read, update, delete that memory and read its history, in its scope."""
    body = f"$response.body#{pointer}"
    scope = {name: f"{body}/{name}" for name in ("user_id", "agent_id", "session_id")}
    path = {"path.memory_id": f"{body}/id"}
    query = {**path, **{f"query.{name}": value for name, value in scope.items()},
             "query.all_scopes": False}  # fmt: skip
    one, history = "/v1/memories/{memory_id}", "/v1/memories/{memory_id}/history"
    links = {
        "GetMemory": {"operationRef": _operation(one, "get"), "parameters": query},
        "UpdateMemory": {"operationRef": _operation(one, "patch"), "parameters": path,
                         "requestBody": {**scope, "all_scopes": False}},
        "DeleteMemory": {"operationRef": _operation(one, "delete"), "parameters": query},
        "MemoryHistory": {"operationRef": _operation(history, "get"), "parameters": query},
    }  # fmt: skip
    return {status: {"links": links}}
