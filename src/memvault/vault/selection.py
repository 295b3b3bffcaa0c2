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

__all__ = ["MAX_LIMIT", "checked_limit", "selection"]

MAX_LIMIT = 1000
"""The most results one search or list returns."""


def checked_limit(limit: object) -> int:
    """``limit`` as a positive integer no larger than ``MAX_LIMIT``, or ``InvalidInput``."""
    value = _validate.positive_int("limit", limit)
    if value > MAX_LIMIT:
        raise InvalidInput("limit", f"must be at most {MAX_LIMIT}")
    return value


def selection(
    user_id: str | None,
    agent_id: str | None,
    session_id: str | None,
    kinds: Sequence[str] | None,
    where: Mapping[str, Any] | None,
    attributes: Sequence[str] | None = None,
) -> Selection:
    """The selection of a scope, narrowed by ``kinds``, ``where`` and fact ``attributes``;
    each argument checked (``InvalidInput`` names the one that is wrong)."""
    scope = Scope(user_id, agent_id, session_id)
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
