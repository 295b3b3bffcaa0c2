"""What the benchmark scripts share for their printed reports: percentiles and markdown tables."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["pct", "table"]


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
