"""``/v1/export`` and ``/v1/import``: a scope's memories as JSON lines (NDJSON), streamed both
ways, lossless (``memvault.vault.transfer``: ids, times, keys, validity, knowledge and
history as they were; an import run again writes nothing)."""

from __future__ import annotations

import codecs
import io
from collections.abc import AsyncIterator
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse

from memvault.errors import InvalidInput
from memvault.server.deps import QueryScope, Tenant, limits_of
from memvault.server.limits import Limits
from memvault.server.models import ERRORS, Count
from memvault.vault.transfer import export_lines, import_memories

__all__ = ["NDJSON", "router"]

NDJSON = "application/x-ndjson"
router = APIRouter(prefix="/v1", tags=["transfer"], responses=ERRORS)
Kind = Annotated[
    Literal["fact", "episode", "message"] | None, Query(description="only memories of this kind")
]
LINES = {"content": {NDJSON: {"schema": {"type": "string"}}}}


@router.get(
    "/export",
    response_class=StreamingResponse,
    responses={200: {"description": "one memory a line, with its events", **LINES}},
)
async def export(tenant: Tenant, scope: QueryScope, kind: Kind = None) -> Any:
    """The memories of the scope (every scope with ``all_scopes``), in the order they
    happened, one JSON line each with its history: what ``import`` reads back. An error of
    the scope or the store answers before the first line."""
    fields = scope.kwargs()
    fields["user_id"] = tenant.who.user(fields["user_id"])
    if fields["all_scopes"]:
        tenant.who.whole_tenant()
    lines = export_lines(tenant.vault, **fields, kind=kind)
    first = await anext(lines, None)

    async def stream() -> AsyncIterator[str]:
        if first is not None:
            yield first
            async for line in lines:
                yield line

    return StreamingResponse(stream(), media_type=NDJSON)


@router.post(
    "/import",
    response_model=Count,
    openapi_extra={"requestBody": {"required": False, **LINES}},  # none: nothing to write
)
async def import_lines(
    request: Request, tenant: Tenant, limits: Annotated[Limits, Depends(limits_of)]
) -> Any:
    """Write the memories of an export back (at most ``max_batch`` lines a request, within
    ``max_body_bytes``), all or, on any bad line, none: the error names the line and the
    field. Memories the vault holds are skipped; ``count`` is how many were written. The
    lines may name any user of the key's tenant: a key bound to one user may not import."""
    tenant.who.may_write()
    tenant.who.whole_tenant()
    text = await _read_lines(request, limits.max_batch)
    return {"count": await import_memories(tenant.vault, io.StringIO(text))}


async def _read_lines(request: Request, most: int) -> str:
    """The request body as text, read as it arrives and refused as soon as it holds more
    than ``most`` lines. Bytes that are not UTF-8 are kept as lone surrogates, which the
    import refuses naming the line."""
    decoder = codecs.getincrementaldecoder("utf-8")(errors="surrogateescape")
    parts: list[str] = []
    lines = 0
    async for chunk in request.stream():
        text = decoder.decode(chunk)
        lines += text.count("\n")
        if lines > most:
            raise InvalidInput("body", f"holds more than {most} lines, the server's max_batch")
        parts.append(text)
    parts.append(decoder.decode(b"", final=True))
    return "".join(parts)
