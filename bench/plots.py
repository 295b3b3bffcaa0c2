"""Plots for the bench scripts: optional, drawn only when matplotlib is installed.

Each function writes one PNG and returns its path, or returns ``None`` without matplotlib, so
a bench still prints its tables on a machine that lacks it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

__all__ = ["available", "bars", "lines"]

Series = Mapping[str, Sequence[float | None]]


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        return None
    matplotlib.use("Agg")  # no display: files only
    import matplotlib.pyplot as plt

    return plt


def available() -> bool:
    return _pyplot() is not None


def lines(
    path: Path,
    x: Sequence[float],
    series: Series,
    *,
    title: str,
    xlabel: str,
    ylabel: str,
    log_x: bool = False,
    log_y: bool = False,
    hline: tuple[float, str] | None = None,
) -> Path | None:
    """One line per series over ``x`` (``None`` values are gaps); ``hline`` draws a bar."""
    plt = _pyplot()
    if plt is None:
        return None
    fig, ax = plt.subplots(figsize=(8, 5))
    for name, ys in series.items():
        points = [(xv, yv) for xv, yv in zip(x, ys, strict=True) if yv is not None]
        if points:
            ax.plot(*zip(*points, strict=True), marker="o", label=name)
    if hline is not None:
        ax.axhline(hline[0], color="red", linestyle="--", linewidth=1, label=hline[1])
    if log_x:
        ax.set_xscale("log")
    if log_y:
        ax.set_yscale("log")
    ax.set(title=title, xlabel=xlabel, ylabel=ylabel)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize="small")
    return _save(plt, fig, path)


def bars(
    path: Path,
    groups: Sequence[str],
    series: Series,
    *,
    title: str,
    ylabel: str,
    line: tuple[float, str] | None = None,
) -> Path | None:
    """Grouped bars: one group per entry of ``groups``, one bar per series in each; ``line``
    draws a level across them, with its label."""
    plt = _pyplot()
    if plt is None:
        return None
    fig, ax = plt.subplots(figsize=(8, 5))
    width = 0.8 / max(len(series), 1)
    for n, (name, ys) in enumerate(series.items()):
        xs = [i + (n - (len(series) - 1) / 2) * width for i in range(len(groups))]
        ax.bar(xs, [0.0 if y is None else y for y in ys], width, label=name)
    if line is not None:
        ax.axhline(line[0], color="black", linestyle="--", linewidth=1, label=line[1])
    ax.set_xticks(range(len(groups)), groups)
    ax.set(title=title, ylabel=ylabel)
    ax.grid(True, axis="y", alpha=0.3)
    ax.legend(fontsize="small")
    return _save(plt, fig, path)


def _save(plt: Any, fig: Any, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
