"""The changes a page may make, each a form post with the CSRF token, each through the
library (so each is in ``events``): forget a memory, a session or a user, and correct a
fact with a new version (never an overwrite). A read-only key sees no edit controls, and
its posts are refused (403) before anything is read."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse

from memvault.core import validate as _validate
from memvault.errors import InvalidInput
from memvault.server.ui import views
from memvault.server.ui.auth import Viewer, checked_form, viewer_of

__all__ = ["router"]

router = APIRouter(prefix="/ui", include_in_schema=False)
Seen = Annotated[Viewer, Depends(viewer_of)]


async def _form(request: Request, viewer: Viewer) -> dict[str, str]:
    """The post's fields, once its CSRF token and the key's right to write are checked."""
    fields = await checked_form(request)
    viewer.who.may_write()
    return fields


def _back(path: str, scope: views.ScopeParams, **more: str) -> RedirectResponse:
    query = views.scope_query(scope, **more)
    return RedirectResponse(f"{path}?{query}", status_code=303)


@router.post("/forget")
async def forget(request: Request, viewer: Seen) -> RedirectResponse:
    """Forget one memory (``memory_id``, within the scope named), or every memory of the
    scope named (a user, an agent, a session)."""
    fields = await _form(request, viewer)
    scope = views.scope_params(fields)
    memory_id = views.text_of(fields, "memory_id")
    if memory_id:
        await viewer.vault.delete(memory_id, **scope)
        return _back("/ui/memories", scope, done="forgot", count="1")
    if not any(scope.values()):
        raise InvalidInput("user_id", "name the memory, user, agent or session to forget")
    count = await viewer.vault.forget(**scope)
    inner = "session_id" if scope["session_id"] else "agent_id" if scope["agent_id"] else ""
    if scope["user_id"] and inner:  # back to the user's sessions (or agents)
        return _back("/ui", {"user_id": scope["user_id"]}, by=inner, done="forgot",
                     count=str(count))  # fmt: skip
    return _back("/ui", {}, done="forgot", count=str(count))


@router.post("/correct")
async def correct(request: Request, viewer: Seen) -> RedirectResponse:
    """Correct a current fact: the corrected text becomes a new version of its key (a key
    is given first to a fact without one, ``fact.<id>``), the old one its history."""
    fields = await _form(request, viewer)
    scope = views.scope_params(fields)
    memory_id = views.text_of(fields, "memory_id")
    content = _validate.text("content", fields.get("content", ""))
    limit = viewer.vault.max_content_bytes
    if len(content.encode("utf-8", "surrogatepass")) > limit:
        raise InvalidInput("content", f"must be at most {limit} bytes of UTF-8")
    fact = await viewer.vault.get(_validate.text("memory_id", memory_id), **scope)
    if fact.kind != "fact" or fact.valid_to is not None:
        raise InvalidInput("memory_id", "only a current fact can be corrected")
    key = fact.key or f"fact.{fact.id}"
    owner = fact.scope

    if fact.key is None:
        await viewer.vault.assign_key(fact.id, key, **scope)
    await viewer.vault.add(
        content, kind="fact", key=key, metadata=fact.metadata, importance=fact.importance,
        user_id=owner.user_id, agent_id=owner.agent_id, session_id=owner.session_id,
    )  # fmt: skip
    return _back("/ui/timeline", scope, key=key, done="corrected")
