"""Handing freed memory back to the operating system after a large, one-off build.

Loading the local model (onnxruntime folds its int8 weights into float ones, through
intermediate copies) and reading a store's index (``stores.sqlite``) each free tens of
megabytes they only needed while building. glibc's ``malloc`` keeps such memory in the
process for reuse, so the process stays that much larger for the rest of its life: measured
after the model's load, 258 MB resident before ``give_back``, 192 MB after. Elsewhere (macOS,
musl, Windows) there is no such call and this does nothing.
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Callable

__all__ = ["give_back"]


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    try:  # the symbols the process has loaded: glibc's, where it runs on glibc
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError, TypeError):  # not glibc (Windows: no CDLL(None))
        return None
    return trim


def give_back() -> None:
    """Return the heap's free pages to the operating system (glibc's ``malloc_trim``)."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
