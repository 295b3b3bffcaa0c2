"""The in-memory index saved beside the file, so that an open reads one file instead of
every row (issue 18).

``<file>-index.npz`` holds an ``IndexImage``: every live memory's seq, vector in compact form
(``compact``: int8 codes, a scale, sign bits), scope, time span and token count, the keyword
postings (``postings.Packed``, with the vocabulary they need), and the ``refresh.Position``
of the file it was taken at, with the file's identity (``store_identity``, a random id
written once by migration ``0010``) and its embedder. An open loads it and then reads only
what changed since that position (``refresh.read_changes``), as a search does after another
process wrote. When the change log cannot tell (trimmed past it, a re-embedding, another
file in its place) or the saved file is unreadable, of another file, another embedder or
another format, the index is read from the rows as before: the saved file is a cache, never
the data; deleting it loses nothing, and it is read without pickle.

A write that removes a memory or rewrites one the saved file may hold (delete, forget,
an update of its text) removes the saved file at once, so that nothing forgotten stays in it.
It is written when a store closes, if the index holds at least ``SAVE_ROWS`` memories and
is at least ``RESAVE_CHANGES`` changes ahead of the saved one (a CLI call that adds one
memory does not rewrite it), to a temporary file renamed over the old one (a reader never
sees half a file). A failure to write it (a read-only folder, a full disk) is logged and
otherwise ignored.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from memvault.stores.sqlite.refresh import Position

__all__ = [
    "FORMAT",
    "RESAVE_CHANGES",
    "SAVE_ROWS",
    "IndexImage",
    "Saved",
    "discard",
    "read_image",
    "saved_path",
    "write_image",
]

FORMAT = 3
"""The layout of the saved file; another one is not read (1 held float32 vectors, 2 each
row's tokens instead of the postings)."""
SAVE_ROWS = 20_000
"""The fewest memories worth saving the index for (a smaller file opens fast from rows)."""
RESAVE_CHANGES = 1_000
"""How many changes (logged, or memories added) the index must be ahead of the saved one
for a close to write it again."""

_LOG = logging.getLogger(__name__)
_ARRAYS = ("seqs", "codes", "scales", "scope", "spans", "bits", "lengths", "posted", "counts",
           "starts")  # fmt: skip


@dataclass(frozen=True, slots=True)
class IndexImage:
    """What ``VectorMatrix`` holds of its live memories, in seq order: ``scope`` holds
    codes into ``values`` (user, agent, session, kind); ``bits`` the sign bits, one row per
    64 dimensions; ``lengths`` each row's token count; the postings of term ``names[t]``
    are ``posted[starts[t]:starts[t + 1]]`` (rows, numbered in this order) with ``counts``
    (``postings.Packed``)."""

    seqs: npt.NDArray[np.int64]
    codes: npt.NDArray[np.int8]
    scales: npt.NDArray[np.float32]
    scope: npt.NDArray[np.int32]
    values: list[str | None]
    spans: npt.NDArray[np.float64]
    bits: npt.NDArray[np.uint64]
    lengths: npt.NDArray[np.int64]
    names: list[str]
    posted: npt.NDArray[np.int32]
    counts: npt.NDArray[np.float32]
    starts: npt.NDArray[np.int64]

    def consistent(self, dim: int) -> bool:
        """Whether the arrays agree with each other and with ``dim`` (a damaged or foreign
        file is refused rather than indexed)."""
        n = len(self.seqs)
        kinds = {"seqs": np.int64, "codes": np.int8, "scales": np.float32, "scope": np.int32,
                 "spans": np.float64, "bits": np.uint64, "lengths": np.int64,
                 "posted": np.int32, "counts": np.float32, "starts": np.int64}  # fmt: skip
        return (
            all(getattr(self, name).dtype == kind for name, kind in kinds.items())
            and self.seqs.ndim == 1
            and self.codes.shape == (n, dim)
            and self.scales.shape == (n,)
            and bool(np.isfinite(self.scales).all())
            and self.scope.shape == (n, 4)
            and self.spans.shape == (n, 3)
            and self.bits.shape == (-(-dim // 64), n)
            and self.lengths.shape == (n,)
            and bool(np.all(np.diff(self.seqs) > 0))
            and self.values[:1] == [None]  # code 0 is "none" (no session, no agent)
            and all(isinstance(v, str) for v in self.values[1:])
            and len(set(self.values)) == len(self.values)
            and (not n or (int(self.scope.min()) >= 0 and int(self.scope.max()) < len(self.values)))
            and self._words_agree()
        )

    def _words_agree(self) -> bool:
        """The postings: one run of rows a term, each row's counts summing to its length."""
        n, starts = len(self.seqs), self.starts
        return (
            self.posted.ndim == 1
            and self.counts.shape == self.posted.shape
            and starts.shape == (len(self.names) + 1,)
            and int(starts[0]) == 0
            and int(starts[-1]) == len(self.posted)
            and bool(np.all(np.diff(starts) > 0))
            and (not len(self.posted) or (int(self.posted.min()) >= 0
                                          and int(self.posted.max()) < n
                                          and float(self.counts.min()) >= 1))
            and (not n or int(self.lengths.min()) >= 0)
        )  # fmt: skip


def saved_path(db_path: str) -> Path:
    return Path(f"{Path(db_path).expanduser()}-index.npz")


@dataclass(frozen=True, slots=True)
class Saved:
    """A saved index, where it was taken, and the id of the memory of its last seq: a
    file restored from an older copy and written to since has the same identity and may
    reach the same position, but not that memory at that seq."""

    image: IndexImage
    at: Position
    last: tuple[int, str] | None


def discard(db_path: str) -> None:
    """Remove the saved index beside the file, if any (a write removed or rewrote a memory
    it may hold: its text and vector must not outlive it in a cache)."""
    try:
        saved_path(db_path).unlink(missing_ok=True)
    except OSError as exc:
        _LOG.warning("memvault: the saved index of %s could not be removed: %s", db_path, exc)


def write_image(db_path: str, saved: Saved, identity: str, embedder: tuple[str, int]) -> bool:
    """Save ``saved`` beside the file; whether it was written."""
    image, at = saved.image, saved.at
    if any("\n" in name for name in image.names):
        return False  # the vocabulary is saved one token a line
    target = saved_path(db_path)
    meta = {
        "format": FORMAT, "identity": identity, "embedder": list(embedder),
        "change": at.change, "seq": at.seq, "values": image.values,
        "last": None if saved.last is None else list(saved.last),
    }  # fmt: skip
    arrays = {name: getattr(image, name) for name in _ARRAYS}
    try:
        handle, temporary = tempfile.mkstemp(prefix=target.name, suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                np.savez(
                    out,
                    meta=np.frombuffer(json.dumps(meta).encode(), np.uint8),
                    names=np.frombuffer("\n".join(image.names).encode(), np.uint8),
                    **arrays,
                )
            os.replace(temporary, target)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
    except OSError as exc:
        _LOG.warning("memvault: the index of %s was not saved: %s", db_path, exc)
        return False
    return True


def read_image(db_path: str, identity: str, embedder: tuple[str, int]) -> Saved | None:
    """The saved index of the file ``identity`` names and its position, or None when there
    is none fit to use (see the module docstring)."""
    source = saved_path(db_path)
    if not source.is_file():
        return None
    try:
        with open(source, "rb") as handle, np.load(handle, allow_pickle=False) as saved:
            meta = json.loads(saved["meta"].tobytes())
            if (
                meta.get("format") != FORMAT
                or meta.get("identity") != identity
                or meta.get("embedder") != list(embedder)
            ):
                return None
            names_bytes = saved["names"].tobytes()
            arrays = {name: saved[name] for name in _ARRAYS}
        image = IndexImage(
            values=list(meta["values"]),
            names=names_bytes.decode().split("\n") if names_bytes else [],
            **arrays,
        )
        at = Position(-1, int(meta["change"]), int(meta["seq"]))
        last = None if meta.get("last") is None else (int(meta["last"][0]), str(meta["last"][1]))
    except (
        OSError, ValueError, KeyError, TypeError, IndexError, AttributeError, EOFError,
        MemoryError, zipfile.BadZipFile, zipfile.LargeZipFile,
    ) as exc:  # a damaged file is no error of the store's: its rows are read instead  # fmt: skip
        _LOG.warning("memvault: the saved index of %s is unreadable (%s)", db_path, exc)
        return None
    return Saved(image, at, last) if image.consistent(embedder[1]) else None
