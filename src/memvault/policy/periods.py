"""The period a query names ("in June", "on 13 October 2023", "in 2023"), so that search can
put what happened then first (``SearchConfig.period_boost``).

English dates only, written out: a day with its month and year ("13 October 2023",
"October 13th, 2023"), a month and year ("October 2023"), a month alone after "in",
"during", "of", "early", "mid" or "late" (that month in any year), a year after "in" or
"during". Relative dates ("last week") and numeric ones ("10/13/2023") are not read: they
depend on when and where the question was asked. A period also holds the ``GRACE`` days
after it (an event is often told of in the days that follow) and, for a day, the day before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

__all__ = ["GRACE", "Period", "named_period"]

GRACE = timedelta(days=10)
"""How long after a period a memory still counts as of it."""

_MONTHS = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
]  # fmt: skip
_MONTH = "|".join(_MONTHS)
_DAY_MONTH_YEAR = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)? ({_MONTH}),? (\d{{4}})\b", re.I)
_MONTH_DAY_YEAR = re.compile(rf"\b({_MONTH}) (\d{{1,2}})(?:st|nd|rd|th)?,? (\d{{4}})\b", re.I)
_MONTH_YEAR = re.compile(rf"\b({_MONTH}),? (\d{{4}})\b", re.I)
_MONTH_ALONE = re.compile(rf"\b(?:in|during|of|early|mid|late) ({_MONTH})\b", re.I)
_YEAR = re.compile(r"\b(?:in|during) (\d{4})\b", re.I)


@dataclass(frozen=True, slots=True)
class Period:
    """From ``start`` to ``end`` (UTC), or, with ``month`` set, that month of any year."""

    start: datetime | None = None
    end: datetime | None = None
    month: int | None = None

    def holds(self, when: datetime) -> bool:
        """Whether ``when`` (aware) falls in the period or its ``GRACE`` after it."""
        if self.month is not None:
            return self.month in (when.month, (when - GRACE).month)
        if self.start is None or self.end is None:
            return False
        return self.start <= when < self.end + GRACE


def named_period(query: str) -> Period | None:
    """The first period ``query`` names, the most precise form first; None if it names none
    (or an impossible date, such as 31 February)."""
    try:
        if match := _DAY_MONTH_YEAR.search(query):
            return _day(int(match[3]), _month(match[2]), int(match[1]))
        if match := _MONTH_DAY_YEAR.search(query):
            return _day(int(match[3]), _month(match[1]), int(match[2]))
        if match := _MONTH_YEAR.search(query):
            year, month = int(match[2]), _month(match[1])
            end = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=UTC)
            return Period(datetime(year, month, 1, tzinfo=UTC), end)
        if match := _YEAR.search(query):
            year = int(match[1])
            return Period(datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC))
    except ValueError:  # no such day, or a year out of datetime's range
        return None
    if match := _MONTH_ALONE.search(query):
        return Period(month=_month(match[1]))
    return None


def _month(name: str) -> int:
    return _MONTHS.index(name.lower()) + 1


def _day(year: int, month: int, day: int) -> Period:
    start = datetime(year, month, day, tzinfo=UTC) - timedelta(days=1)
    return Period(start, start + timedelta(days=2))
