"""The reading pages: users and scopes, a scope's memories, a key's timeline, the search
playground, the context preview, and entities with episodes. Each reads through the
viewer's ``GuardedVault`` only (``auth.viewer_of``)."""

from __future__ import annotations

import json
from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse

from memvault.core.keys import DEFAULT_TENANT
from memvault.core.types import SCOPE_FIELDS, ScopeSummary, utcnow
from memvault.errors import InvalidInput
from memvault.knowledge.episodes import Episode
from memvault.policy.search import PRESETS
from memvault.server.deps import offset_of, parse_where
from memvault.server.tenancy import Tenants
from memvault.server.ui import views
from memvault.server.ui.auth import Viewer, viewer_of
from memvault.server.ui.listing import memories_page
from memvault.server.ui.render import page

__all__ = ["router", "show"]

router = APIRouter(prefix="/ui", include_in_schema=False)
Seen = Annotated[Viewer, Depends(viewer_of)]
SCOPES_PAGE = 50
EPISODES_SHOWN = 100
DONE = {
    "forgot": "Forgot {count} memories; each removal is in the history.",
    "corrected": "Saved the correction as a new version; the old one stays as history.",
}


def show(request: Request, viewer: Viewer, template: str, nav: str, title: str,
         scope: views.ScopeParams | None = None, **context: Any) -> HTMLResponse:  # fmt: skip
    """A page of the inspector, its navigation carrying the page's scope."""
    scope = {} if scope is None else scope
    query = views.scope_query(scope)
    return page(request, template, viewer=viewer, nav=nav, title=title, scope=scope,
                scope_query=f"?{query}" if query else "", done=_done(request),
                **context)  # fmt: skip


def _done(request: Request) -> str:
    """The message of the change the page was sent back from (``?done=``), if any."""
    found = DONE.get(request.query_params.get("done", ""))
    count = request.query_params.get("count", "0")
    return "" if found is None else found.format(count=int(count) if count.isdigit() else 0)


@router.get("")
async def scopes(request: Request, viewer: Seen) -> HTMLResponse:
    """Users (or agents, sessions) with their memories counted, most recently active
    first; the tenants too, for a key of the default tenant that may do everything."""
    params = request.query_params
    by = views.text_of(params, "by") or "user_id"
    if by not in SCOPE_FIELDS:
        raise InvalidInput("by", f"must be one of {', '.join(SCOPE_FIELDS)}")
    match = views.text_of(params, "match")
    offset = offset_of(params.get("cursor") or None)
    within = viewer.who.user_id or views.text_of(params, "user_id") or None
    scope: dict[str, Any] = {"user_id": within} if within else {"all_scopes": True}
    found = await viewer.vault.scopes(by, **scope, match=match,
                                      limit=SCOPES_PAGE + 1, offset=offset)  # fmt: skip
    pairs = _pairs_of(by, within)
    return show(
        request, viewer, "scopes.html", "scopes", "Users and scopes",
        views.ScopeParams(user_id=within) if within else None,
        tenants=await _tenants(request, viewer),
        by=by, by_label={"user_id": "users", "agent_id": "agents", "session_id": "sessions"}[by],
        match=match, within=within if by != "user_id" else None,
        summaries=found[:SCOPES_PAGE], link_of=lambda s: urlencode(pairs(s)),
        forget_fields=pairs,
        previous=views.page_query(params, offset - SCOPES_PAGE) if offset else None,
        following=views.page_query(params, offset + SCOPES_PAGE)
        if len(found) > SCOPES_PAGE else None,
    )  # fmt: skip


def _pairs_of(by: str, within: str | None) -> Any:
    """The scope fields that name one listed summary (a session within its user)."""

    def pairs(summary: ScopeSummary) -> list[tuple[str, str]]:
        named = [(by, summary.id)]
        return named if within is None or by == "user_id" else [("user_id", within), *named]

    return pairs


async def _tenants(request: Request, viewer: Viewer) -> list[dict[str, Any]]:
    """Every tenant with active keys, its key count and memories: for a key of the default
    tenant that is bound to no user and may write (an administrator's)."""
    keys = request.app.state.keys
    who = viewer.who
    if keys is None or who.tenant != DEFAULT_TENANT or who.user_id is not None or who.read_only:
        return []
    active: dict[str, int] = {}
    for key in await keys.keys():
        if key.active:
            active[key.tenant] = active.get(key.tenant, 0) + 1
    tenants: Tenants = request.app.state.tenants
    return [{"name": name, "active_keys": count,
             "memories": await tenants.vault(name).count(all_scopes=True)}
            for name, count in sorted(active.items())]  # fmt: skip


@router.get("/memories")
async def memories(request: Request, viewer: Seen) -> HTMLResponse:
    """A scope's memories, filtered, sorted and paged; current apart from superseded."""
    scope = views.scope_params(request.query_params)
    found = await memories_page(viewer.vault, scope, request.query_params)
    return show(request, viewer, "memories.html", "memories", "Memories", scope, **found,
                metadata_of=lambda m: json.dumps(m.metadata, ensure_ascii=False),
                timeline_query=lambda m: views.scope_query(scope, key=m.key or ""))  # fmt: skip


@router.get("/timeline")
async def timeline(request: Request, viewer: Seen) -> HTMLResponse:
    """Every version of a key on a time axis, what was true at ``as_of``, and its events."""
    params = request.query_params
    scope = views.scope_params(params)
    key = views.text_of(params, "key")
    now = utcnow()
    as_of = views.day_of(params, "as_of") or now
    versions = await viewer.vault.timeline(key, **scope) if key else []
    events = await viewer.vault.events(versions[-1].id, **scope) if versions else []
    return show(
        request, viewer, "timeline.html", "timeline", f"Timeline of {key}" if key else "Timeline",
        scope, key=key, versions=versions, events=events, as_of_day=as_of.date().isoformat(),
        true_then=views.true_at(versions, as_of),
        axis=views.axis_of(versions, as_of, now) if versions else None,
    )  # fmt: skip


@router.get("/search")
async def search(request: Request, viewer: Seen) -> HTMLResponse:
    """One query under one preset, or two side by side, each hit's score in its parts."""
    params = request.query_params
    scope = views.scope_params(params)
    q, where = views.text_of(params, "q"), views.text_of(params, "where")
    preset = views.text_of(params, "preset") or "default"
    compare = views.text_of(params, "compare")
    limit = views.number_of(params, "limit", 5, 50)
    runs = []
    for name in [preset, compare] if compare else [preset]:
        if name != "default" and name not in PRESETS:
            raise InvalidInput("preset", f"must be one of default, {', '.join(PRESETS)}")
        hits = await viewer.vault.search(
            q, **scope, where=parse_where(where or None), limit=limit, explain=True,
            config=None if name == "default" else PRESETS[name],
        ) if q else []  # fmt: skip
        bars = [views.bars_of(h, h.explanation) for h in hits if h.explanation is not None]
        runs.append({"preset": name, "hits": bars})
    return show(request, viewer, "search.html", "search", "Search playground", scope, q=q,
                where=where, preset=preset, compare=compare, limit=limit, runs=runs,
                presets=["default", *PRESETS])  # fmt: skip


@router.get("/context")
async def context(request: Request, viewer: Seen) -> HTMLResponse:
    """What ``build_context`` puts in a prompt for a query and a budget, section by section."""
    params = request.query_params
    scope = views.scope_params(params)
    q = views.text_of(params, "q")
    budget = views.number_of(params, "budget", 2000, 100_000)
    user = scope["user_id"]
    if q and user is None:
        raise InvalidInput("user_id", "the context is built for one user: name the user")
    built = None
    if q and user is not None:
        built = await viewer.vault.build_context(q, user_id=user, agent_id=scope["agent_id"],
                                                 session_id=scope["session_id"],
                                                 token_budget=budget)  # fmt: skip
    return show(request, viewer, "context.html", "context", "Context preview", scope, q=q,
                budget=budget, context=built)  # fmt: skip


@router.get("/entities")
async def entities(request: Request, viewer: Seen) -> HTMLResponse:
    """The entities a user's facts mention, and the user's latest episodes."""
    scope = views.scope_params(request.query_params)
    user = scope["user_id"]
    found, episodes, more = [], [], False
    if user is not None:
        found = await viewer.vault.entities(user, agent_id=scope["agent_id"])
        total = await viewer.vault.count(**scope, kind="episode")
        start = max(0, total - EPISODES_SHOWN)
        latest = await viewer.vault.list(**scope, kind="episode", offset=start,
                                         limit=EPISODES_SHOWN)  # fmt: skip
        episodes, more = [Episode.of(e) for e in reversed(latest)], start > 0
    return show(request, viewer, "entities.html", "entities", "Entities and episodes", scope,
                entities=found, episodes=episodes, more_episodes=more)  # fmt: skip
