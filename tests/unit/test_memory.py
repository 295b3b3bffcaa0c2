"""``infra.memory.give_back``: memory a build freed leaves the process (glibc)."""

from __future__ import annotations

import ctypes
import sys

import pytest

from memvault.infra import memory
from tests.conftest import ON_CI


def _resident() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmRSS:"))


def test_freed_heap_pages_go_back_to_the_system() -> None:
    """Blocks freed between live ones stay in the process after ``free`` (glibc returns only
    the top of its heap); ``give_back`` returns their pages."""
    if memory._malloc_trim() is None or not sys.platform.startswith("linux"):
        if ON_CI:
            pytest.fail("CI=true and this is not a glibc Linux")
        pytest.skip("no malloc_trim here (not glibc): give_back does nothing")
    libc = ctypes.CDLL(None)
    libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
    libc.free.argtypes = [ctypes.c_void_p]
    blocks = [libc.malloc(4096) for _ in range(20_000)]  # ~80 MB of the heap
    for block in blocks:
        ctypes.memset(block, 1, 4096)
    for i, block in enumerate(blocks):
        if i % 16:
            libc.free(block)
    before = _resident()
    memory.give_back()
    after = _resident()
    for block in blocks[::16]:
        libc.free(block)
    assert before - after > 40 * 2**20, (before, after)
