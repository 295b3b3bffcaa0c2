"""The MCP server over a vault: ``build_server(provider)`` makes the SDK's low-level
``Server`` with memvault's tools and memory resources, whatever transport serves it.

``provider`` is how a request finds its vault: an async callable given the request's
context (``ServerRequestContext``; over HTTP its ``request`` is the HTTP request, with its
headers) and the ``user_id`` the call names. It returns the ``MemoryVault`` to use, or
raises a ``MemvaultError`` to refuse the call (an HTTP mount with API keys picks the
tenant's vault and refuses a user its key may not reach). ``single_vault(vault)`` is the
provider of one vault for everyone: what ``memvault mcp`` serves over stdio.

A tool call whose arguments break the tool's schema, or that the vault refuses, gets an
error result (``isError``) whose JSON says what was wrong, ``{"ok": false, "error":
"invalid_arguments" | "not_found" | "conflict" | "unavailable" | ..., "field": ...,
"message": ...}``, so the model can read it and try again; a result never holds a
traceback or a password. An unknown tool is a protocol error (invalid params).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any, Protocol
from urllib.parse import quote, unquote

from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError
from mcp.types import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    BlobResourceContents,
    CallToolRequestParams,
    CallToolResult,
    ListResourcesResult,
    ListResourceTemplatesResult,
    ListToolsResult,
    PaginatedRequestParams,
    ReadResourceRequestParams,
    ReadResourceResult,
    ResourceTemplate,
    TextContent,
    TextResourceContents,
    Tool,
    ToolAnnotations,
)

from memvault.core.toolschema import check_arguments
from memvault.core.types import JSON
from memvault.errors import (
    BackendUnavailable,
    Conflict,
    ExtractionError,
    InvalidInput,
    MemvaultError,
    MissingDependency,
    NotFound,
    SchemaVersionError,
)
from memvault.infra.redact import redact
from memvault.mcp.tools import TOOLS, ToolSpec
from memvault.vault.vault import MemoryVault

__all__ = ["MEMORY_URI", "VaultProvider", "build_server", "memory_uri", "single_vault"]

log = logging.getLogger("memvault.mcp")

Context = ServerRequestContext[Any, Any]

MEMORY_URI = "memvault://memories/{user_id}/{memory_id}"
"""The resource template of one memory of one user (ids percent-encoded)."""

_PREFIX = "memvault://memories/"

INSTRUCTIONS = (
    "memvault is the user's long-term memory. Before answering, search_memories or "
    "get_context for what is known about the user; when the user tells you something worth "
    "keeping, call remember with their words (or add_memory with one fact). Every call names "
    "the user_id."
)


class VaultProvider(Protocol):
    """Finds the vault of one request (see the module docstring)."""

    async def __call__(self, context: Context, user_id: str) -> MemoryVault: ...


def single_vault(vault: MemoryVault) -> VaultProvider:
    """The provider that gives ``vault`` to every request."""

    async def provide(context: Context, user_id: str) -> MemoryVault:
        return vault

    return provide


def memory_uri(user_id: str, memory_id: str) -> str:
    """The resource URI of one memory (``MEMORY_URI`` filled in)."""
    return f"{_PREFIX}{quote(user_id, safe='')}/{quote(memory_id, safe='')}"


def build_server(provider: VaultProvider, *, name: str = "memvault", version: str = "") -> Server:
    """The MCP server: the tools of ``memvault.mcp.tools`` and the memory resources, each
    request served by the vault ``provider`` gives it."""
    specs = {spec.name: spec for spec in TOOLS}

    async def list_tools(ctx: Context, params: PaginatedRequestParams | None) -> ListToolsResult:
        return ListToolsResult(tools=[_tool(spec) for spec in TOOLS])

    async def call_tool(ctx: Context, params: CallToolRequestParams) -> CallToolResult:
        spec = specs.get(params.name)
        if spec is None:
            known = ", ".join(specs)
            raise MCPError(INVALID_PARAMS, f"Unknown tool: {params.name!r}; the tools are {known}")
        return await _call(spec, provider, ctx, params.arguments)

    async def read_resource(ctx: Context, params: ReadResourceRequestParams) -> ReadResourceResult:
        return await _read(provider, ctx, str(params.uri))

    return Server(
        name, version=version, title="memvault", instructions=INSTRUCTIONS,
        on_list_tools=list_tools, on_call_tool=call_tool, on_list_resources=_no_resources,
        on_list_resource_templates=_templates, on_read_resource=read_resource,
    )  # fmt: skip


def _tool(spec: ToolSpec) -> Tool:
    hints = ToolAnnotations(
        title=spec.title,
        read_only_hint=spec.read_only,
        destructive_hint=spec.destructive,
        idempotent_hint=spec.idempotent,
        open_world_hint=False,
    )
    return Tool(name=spec.name, title=spec.title, description=spec.description,
                input_schema=spec.schema, annotations=hints)  # fmt: skip


async def _call(
    spec: ToolSpec, provider: VaultProvider, ctx: Context, raw: Mapping[str, Any] | None
) -> CallToolResult:
    try:
        arguments = check_arguments(dict(raw or {}), spec.schema)
        vault = await provider(ctx, arguments["user_id"])
        result: dict[str, JSON] = {"ok": True, **await spec.run(vault, arguments)}
    except MemvaultError as exc:
        return _result(_error(exc, "memory_id" if "memory_id" in (raw or {}) else None), True)
    except Exception as exc:  # a bug: the model is told so, the log keeps the type only
        log.error("tool %s failed: %s: %s", spec.name, type(exc).__name__, redact(str(exc)))
        message = f"internal error ({type(exc).__name__}); see the server's log"
        return _result({"ok": False, "error": "internal", "field": None, "message": message}, True)
    return _result(result, False)


def _result(body: dict[str, JSON], is_error: bool) -> CallToolResult:
    text = json.dumps(body, ensure_ascii=False)
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=body, is_error=is_error
    )


_CODES: tuple[tuple[type[MemvaultError], str], ...] = (
    (InvalidInput, "invalid_arguments"),
    (NotFound, "not_found"),
    (Conflict, "conflict"),
    (BackendUnavailable, "unavailable"),
    (SchemaVersionError, "schema_version"),
    (ExtractionError, "extraction_failed"),
    (MissingDependency, "missing_dependency"),
)


def _error(exc: MemvaultError, id_field: str | None) -> dict[str, JSON]:
    """The error result of ``exc``: its kind, the argument at fault (``InvalidInput.field``,
    or any error's ``field``; the memory id for ``NotFound``) and its message, any password
    blanked."""
    code = next((name for kind, name in _CODES if isinstance(exc, kind)), None)
    code = code or type(exc).__name__.lower()  # e.g. the server's Forbidden: "forbidden"
    named = getattr(exc, "field", None)  # InvalidInput's, or a subclass's such as Forbidden
    field = named if isinstance(named, str) else None
    if isinstance(exc, NotFound):
        field = id_field
    message = exc.problem if isinstance(exc, InvalidInput) else str(exc)
    body: dict[str, JSON] = {"ok": False, "error": code, "field": field, "message": redact(message)}
    if isinstance(exc, BackendUnavailable):
        body["retryable"] = exc.retryable
    return body


# -- resources ----------------------------------------------------------------------------


async def _no_resources(ctx: Context, params: PaginatedRequestParams | None) -> ListResourcesResult:
    """No fixed resources: every memory belongs to a user, so each is read through the
    template, naming the user."""
    return ListResourcesResult(resources=[])


async def _templates(
    ctx: Context, params: PaginatedRequestParams | None
) -> ListResourceTemplatesResult:
    template = ResourceTemplate(
        name="memory", title="A memory", uri_template=MEMORY_URI, mime_type="application/json",
        description="One memory of one user, in full, as JSON (what get_memory returns).",
    )  # fmt: skip
    return ListResourceTemplatesResult(resource_templates=[template])


async def _read(provider: VaultProvider, ctx: Context, uri: str) -> ReadResourceResult:
    parts = uri.removeprefix(_PREFIX).split("/") if uri.startswith(_PREFIX) else []
    if len(parts) != 2 or not all(parts):
        raise MCPError(INVALID_PARAMS, f"Unknown resource: expected {MEMORY_URI}", {"uri": uri})
    user_id, memory_id = (unquote(part) for part in parts)
    try:
        vault = await provider(ctx, user_id)
        entry = await vault.get(memory_id, user_id=user_id)
    except NotFound as exc:
        raise MCPError(INVALID_PARAMS, "Resource not found", {"uri": uri}) from exc
    except InvalidInput as exc:
        raise MCPError(INVALID_PARAMS, redact(str(exc)), {"uri": uri}) from exc
    except MemvaultError as exc:
        raise MCPError(INTERNAL_ERROR, redact(str(exc)), {"uri": uri}) from exc
    text = json.dumps(entry.to_dict(), ensure_ascii=False)
    contents: list[TextResourceContents | BlobResourceContents] = [
        TextResourceContents(uri=uri, text=text, mime_type="application/json")
    ]
    return ReadResourceResult(contents=contents)
