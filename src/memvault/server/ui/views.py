"""What the pages show, as plain values: the query parameters a page reads (each checked,
``InvalidInput`` naming the one that is wrong), a key's versions on a time axis and a search
hit's score parts as bars. No HTML here: the templates draw these."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TypedDict
from urllib.parse import urlencode

from memvault.core import validate as _validate
from memvault.core.types import Explanation, MemoryEntry
from memvault.errors import InvalidInput
from memvault.server.deps import cursor_of

__all__ = [
    "Axis",
    "Bar",
    "HitBars",
    "ScopeParams",
    "axis_of",
    "bars_of",
    "day_of",
    "number_of",
    "page_query",
    "scope_params",
    "scope_query",
    "text_of",
    "true_at",
]

MAX_PARAM = 2000
"""The longest text a page's query parameter may hold."""


class ScopeParams(TypedDict, total=False):
    """The scope a page names (a blank field is ``None``)."""

    user_id: str | None
    agent_id: str | None
    session_id: str | None


def text_of(params: Mapping[str, str], name: str) -> str:
    """The query parameter ``name``, stripped ("" when absent)."""
    value = params.get(name, "").strip()
    if len(value) > MAX_PARAM:
        raise InvalidInput(name, f"must be at most {MAX_PARAM} characters")
    return _validate.text(name, value, allow_empty=True)


def scope_params(params: Mapping[str, str]) -> ScopeParams:
    """The scope a page names: ``user_id``, ``agent_id``, ``session_id`` (``None`` when
    blank)."""
    return ScopeParams(
        user_id=text_of(params, "user_id") or None,
        agent_id=text_of(params, "agent_id") or None,
        session_id=text_of(params, "session_id") or None,
    )


def scope_query(scope: ScopeParams, **more: str) -> str:
    """The scope (and ``more``) as a query string, blank values left out."""
    return urlencode({k: v for k, v in [*scope.items(), *more.items()] if v})


def page_query(params: Mapping[str, str], offset: int) -> str:
    """The query string of the page of the same listing that starts at ``offset``."""
    kept = {k: v for k, v in params.items() if k not in ("cursor", "done", "count")}
    return urlencode({**kept, "cursor": cursor_of(max(offset, 0))})


def day_of(params: Mapping[str, str], name: str) -> datetime | None:
    """A date (``YYYY-MM-DD``) or ISO time parameter as a UTC time (``None`` when blank)."""
    value = text_of(params, name)
    if not value:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError as exc:
        raise InvalidInput(name, "must be a date, YYYY-MM-DD") from exc
    return _validate.timestamp(name, moment)


def number_of(params: Mapping[str, str], name: str, default: int, top: int) -> int:
    """A whole-number parameter from 1 to ``top`` (``default`` when blank)."""
    value = text_of(params, name)
    if not value:
        return default
    if not value.isdigit() or not 1 <= int(value) <= top:
        raise InvalidInput(name, f"must be a whole number from 1 to {top}")
    return int(value)


def true_at(versions: Sequence[MemoryEntry], moment: datetime) -> MemoryEntry | None:
    """The version of a key that was true at ``moment`` (``None``: none yet, or deleted)."""
    found = None
    for version in versions:
        if version.valid_from <= moment and (version.valid_to is None or moment < version.valid_to):
            found = version
    return found


@dataclass(frozen=True, slots=True)
class Bar:
    """One version on the axis: where it is drawn, and its interval as epoch seconds
    (``stop`` 0 for the current version)."""

    id: str
    x: float
    y: int
    width: float
    start: int
    stop: int
    label: str
    content: str


@dataclass(frozen=True, slots=True)
class Tick:
    x: float
    label: str


@dataclass(frozen=True, slots=True)
class Axis:
    """A key's versions on a time axis ``width`` wide, from ``start`` to ``end`` (epoch
    seconds), with the line of the moment shown (``as_of``) at ``line``."""

    start: int
    end: int
    as_of: int
    line: float
    width: int
    height: int
    bars: tuple[Bar, ...]
    ticks: tuple[Tick, ...]


AXIS_WIDTH, AXIS_LEFT, AXIS_RIGHT, ROW = 900, 10, 10, 26
TICKS = 5


def axis_of(versions: Sequence[MemoryEntry], as_of: datetime, now: datetime) -> Axis:
    """``versions`` (oldest first) drawn from the first one's start to now (or ``as_of``,
    if later), a day at least."""
    first = min(v.valid_from for v in versions)
    start = int(first.timestamp())
    end = max(int(now.timestamp()), int(as_of.timestamp()), start + 86400)
    span = AXIS_WIDTH - AXIS_LEFT - AXIS_RIGHT

    def x(moment: int) -> float:
        return round(AXIS_LEFT + (moment - start) / (end - start) * span, 1)

    bars = []
    for row, version in enumerate(versions):
        begin = int(version.valid_from.timestamp())
        stop = end if version.valid_to is None else int(version.valid_to.timestamp())
        bars.append(Bar(
            version.id, x(begin), 6 + row * ROW, max(x(stop) - x(begin), 2.0), begin,
            0 if version.valid_to is None else stop, _short(version.content), version.content,
        ))  # fmt: skip
    ticks = tuple(
        Tick(x(start + (end - start) * i // (TICKS - 1)),
             datetime.fromtimestamp(start + (end - start) * i // (TICKS - 1), UTC)
             .strftime("%Y-%m-%d"))
        for i in range(TICKS)
    )  # fmt: skip
    moment = min(max(int(as_of.timestamp()), start), end)
    height = 6 + len(bars) * ROW + 22
    return Axis(start, end, moment, x(moment), AXIS_WIDTH, height, tuple(bars), ticks)


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class PartBar:
    name: str
    value: float
    x: float
    y: int
    width: float


@dataclass(frozen=True, slots=True)
class HitBars:
    """A search hit with its explanation and each part of its fused score as a bar from
    the ``zero`` line (to the left for a negative part)."""

    entry: MemoryEntry
    explanation: Explanation
    bars: tuple[PartBar, ...]
    zero: float
    width: int
    height: int
    label: str


BARS_WIDTH, BARS_LABEL, BARS_VALUE, BAR_ROW = 360, 80, 52, 16


def bars_of(entry: MemoryEntry, explanation: Explanation) -> HitBars:
    """The parts of ``explanation`` as bars scaled to the largest of them."""
    parts = list(explanation.parts.items())
    area = BARS_WIDTH - BARS_LABEL - BARS_VALUE
    negative = any(value < 0 for _, value in parts)
    zero = BARS_LABEL + (area / 2 if negative else 0)
    reach = area / 2 if negative else area
    top = max((abs(value) for _, value in parts), default=0.0) or 1.0
    bars = []
    for row, (name, value) in enumerate(parts):
        width = round(abs(value) / top * reach, 1)
        left = zero if value >= 0 else zero - width
        bars.append(PartBar(name, value, round(left, 1), 2 + row * BAR_ROW, width))
    label = "; ".join(f"{name} {value:.3f}" for name, value in parts) or "no parts"
    height = 4 + len(bars) * BAR_ROW
    return HitBars(entry, explanation, tuple(bars), zero, BARS_WIDTH, height,
                   f"score parts: {label}")  # fmt: skip
