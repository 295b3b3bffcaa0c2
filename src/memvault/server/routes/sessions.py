"""``/v1/sessions/{session_id}/messages``: chat sessions (short-term memory) on the tenant's
history backend: append messages, read them, clear a session.

A session belongs to a user: it is stored as ``<user_id>/<session_id>``, so one user's
session id never reaches another user's messages, and a key bound to a user reaches that
user's sessions only.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request

from memvault.core import validate as _validate
from memvault.core.protocols import ChatHistory
from memvault.core.types import Message
from memvault.errors import InvalidInput
from memvault.server.deps import limits_of, principal
from memvault.server.limits import Limits
from memvault.server.models import ERRORS, Count, MessageOut, MessagesBody
from memvault.server.tenancy import Principal, Tenants

__all__ = ["router"]

router = APIRouter(prefix="/v1/sessions", tags=["sessions"], responses=ERRORS)
Who = Annotated[Principal, Depends(principal)]
User = Annotated[str | None, Query(description="whose session (a user-bound key: its own)")]


def _history(request: Request, who: Principal, session_id: str, user: str | None) -> ChatHistory:
    """The history of ``user``'s session ``session_id`` in the tenant of ``who``."""
    owner = who.user(user)
    if owner is None:
        raise InvalidInput("user_id", "name the user whose session it is")
    _validate.text("user_id", owner)
    _validate.session_id(session_id)
    tenants: Tenants = request.app.state.tenants
    return tenants.sessions(who.tenant).get_history(f"{owner}/{session_id}")


@router.post("/{session_id}/messages", status_code=201, response_model=Count)
async def append(
    session_id: str,
    body: MessagesBody,
    request: Request,
    who: Who,
    limits: Annotated[Limits, Depends(limits_of)],
) -> Any:
    """Append messages to a session, in order, all of them or none; how many."""
    who.may_write()
    if len(body.messages) > limits.max_batch:
        raise InvalidInput("messages", f"at most {limits.max_batch} a request")
    messages = [Message.from_dict(m.model_dump(exclude_none=True)) for m in body.messages]
    await _history(request, who, session_id, body.user_id).add_messages(messages)
    return {"count": len(messages)}


@router.get("/{session_id}/messages", response_model=list[MessageOut])
async def read(
    session_id: str,
    request: Request,
    who: Who,
    user_id: User = None,
    limit: Annotated[int | None, Query(ge=1, description="the last N messages")] = None,
) -> Any:
    """The session's messages, oldest first (the last ``limit`` of them)."""
    history = _history(request, who, session_id, user_id)
    return [m.to_dict() for m in await history.get_messages(limit)]


@router.delete("/{session_id}/messages", response_model=Count)
async def clear(session_id: str, request: Request, who: Who, user_id: User = None) -> Any:
    """Remove every message of the session; how many there were."""
    who.may_write()
    history = _history(request, who, session_id, user_id)
    count = len(await history.get_messages())
    await history.clear()
    return {"count": count}
