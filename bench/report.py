"""What the benchmark scripts share for their printed reports: percentiles, markdown tables
and a process's peak memory."""

from __future__ import annotations

import resource
from collections.abc import Sequence

__all__ = ["pct", "peak_rss", "table"]


def peak_rss() -> int:
    """This process's peak resident memory, in bytes: Linux's ``VmHWM``, since ``ru_maxrss``
    keeps the parent's peak across the fork and exec that started a child process (a parent
    that filled a store would show as every child's peak)."""
    return _status("VmHWM:") or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def current_rss() -> int:
    """This process's resident memory now, in bytes (Linux's ``VmRSS``; 0 elsewhere)."""
    return _status("VmRSS:")


def _status(field: str) -> int:
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith(field):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def pct(values: Sequence[float], p: float) -> float:
    """The ``p``-th percentile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A markdown table: header left-aligned, cells right-aligned, columns padded."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    line = "| " + " | ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)) + " |"
    rule = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    body = [
        "| " + " | ".join(c.rjust(w) for c, w in zip(r, widths, strict=True)) + " |" for r in rows
    ]
    return "\n".join([line, rule, *body])
