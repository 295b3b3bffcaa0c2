"""From a public call's arguments to the ``Selection`` a store applies: scope, kinds, the
metadata filter, fact attributes, and the bound on how many results one call returns."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from memvault.core import validate as _validate
from memvault.core.filters import parse_where
from memvault.core.records import Selection
from memvault.core.types import KINDS, Scope
from memvault.errors import InvalidInput

__all__ = ["MAX_LIMIT", "NO_SCOPE", "checked_limit", "scope_of", "selection"]

MAX_LIMIT = 1000
"""The most results one search or list returns."""


NO_SCOPE = (
    "name the scope (user_id, agent_id or session_id); to span every user on purpose, "
    "pass all_scopes=True instead"
)


def scope_of(
    user_id: str | None, agent_id: str | None, session_id: str | None, all_scopes: object
) -> Scope:
    """The scope a call names. ``Scope()``, which spans every user, only with
    ``all_scopes=True``: a call that names no scope is refused, never widened."""
    if not isinstance(all_scopes, bool):
        raise InvalidInput("all_scopes", "must be True or False")
    scope = Scope(user_id, agent_id, session_id)
    if all_scopes and scope.named:
        raise InvalidInput(
            "all_scopes",
            "give a scope (user_id, agent_id, session_id) or all_scopes=True, not both",
        )
    if not all_scopes and not scope.named:
        raise InvalidInput("user_id", NO_SCOPE)
    return scope


def checked_limit(limit: object) -> int:
    """``limit`` as a positive integer no larger than ``MAX_LIMIT``, or ``InvalidInput``."""
    value = _validate.positive_int("limit", limit)
    if value > MAX_LIMIT:
        raise InvalidInput("limit", f"must be at most {MAX_LIMIT}")
    return value


def selection(
    scope: Scope,
    kinds: Sequence[str] | None,
    where: Mapping[str, Any] | None,
    attributes: Sequence[str] | None = None,
) -> Selection:
    """The selection of a scope (from ``scope_of``), narrowed by ``kinds``, ``where`` and fact
    ``attributes``; each argument checked (``InvalidInput`` names the one that is wrong)."""
    if kinds is not None:
        if isinstance(kinds, str) or not isinstance(kinds, Sequence) or not kinds:
            raise InvalidInput("kinds", "must be a non-empty list of kinds")
        for kind in kinds:
            if kind not in KINDS:
                raise InvalidInput(
                    "kinds", f"{_validate.shown(kind)} is not one of {', '.join(KINDS)}"
                )
    if attributes is not None:
        if isinstance(attributes, str) or not isinstance(attributes, Sequence):
            raise InvalidInput("attributes", "must be a list of attribute names")
        attributes = [_validate.text(f"attributes[{i}]", a) for i, a in enumerate(attributes)]
    return Selection.of(
        scope,
        kinds=None if kinds is None else tuple(kinds),
        where=parse_where(where),
        attributes=None if attributes is None else tuple(attributes),
    )
