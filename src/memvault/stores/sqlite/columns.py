"""The whole file read for an in-memory index, column by column (``read_columns``): what
``vectors.VectorMatrix.load`` takes, in seq order.

Every memory's keyword tokens are read as stored (``terms``: int32 ids into the file's
vocabulary), not made again from its text; its vector, a chunk of rows at a time, into its
compact form (``compact``: int8 codes and sign bits), its time span into epoch seconds, its
scope as four lists. Per row, Python only hands out the values SQLite returns; the rest is
numpy over whole columns. A memory whose tokens are not stored (a row written by hand,
without them) is tokenised from its text, as before.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memvault.policy.text import index_terms
from memvault.stores.sqlite.compact import quantize, sign_bits
from memvault.stores.sqlite.refresh import Check, Position, position, snapshot
from memvault.stores.sqlite.terms import TERM_ID, Terms, vocabulary

__all__ = ["Columns", "read_columns"]

CHUNK_ROWS = 16_384
"""Rows read per statement: the raw values of one chunk are alive at a time."""

_COLUMNS = (
    "seq, user_id, agent_id, session_id, kind, vector, occurred_at, valid_to, expires_at,"
    # what is not a whole number of ids (a row written by hand) is read from the text
    " CASE WHEN typeof(terms) = 'blob' AND length(terms) % 4 = 0 THEN terms END"
)
_INF = float("inf")

Scope = list[list[str | None]]
"""The user, agent and session ids and the kind of every row, one list each."""
Row = tuple[
    int, str | None, str | None, str | None, str, bytes, str, str | None, str | None, bytes | None
]


@dataclass(frozen=True, slots=True)
class Columns:
    """Every memory of the file as columns, in seq order (see the module docstring)."""

    seqs: npt.NDArray[np.int64]
    codes: npt.NDArray[np.int8]  # the vectors in compact form (``compact.quantize``)
    scales: npt.NDArray[np.float32]
    bits: npt.NDArray[np.uint64]  # their sign bits, one row per 64 dimensions
    scope: Scope  # user, agent, session, kind
    spans: npt.NDArray[np.float64]  # valid from, valid to, expires at (epoch s; inf: never)
    terms: Terms


def read_columns(conn: sqlite3.Connection, dim: int, check: Check) -> tuple[Position, Columns]:
    """Every memory of the file, and the position the index is then at."""
    with snapshot(conn, check) as version:
        count = int(conn.execute("SELECT count(*) FROM memories").fetchone()[0])
        reader = _Reader(count, dim, vocabulary(conn))
        after = 0
        while True:
            rows: list[Row] = conn.execute(
                f"SELECT {_COLUMNS} FROM memories WHERE seq > ? ORDER BY seq LIMIT ?",
                (after, CHUNK_ROWS),
            ).fetchall()
            if not rows:
                break
            reader.add(rows)
            after = rows[-1][0]
        return position(conn, version), reader.columns(conn)


class _Reader:
    """Columns filled chunk by chunk."""

    def __init__(
        self, count: int, dim: int, names: tuple[npt.NDArray[np.int64], list[str]]
    ) -> None:
        self._n = 0
        self._seqs = np.zeros(count, np.int64)
        self._codes = np.zeros((count, dim), np.int8)
        self._scales = np.zeros(count, np.float32)
        self._bits = np.zeros((-(-dim // 64), count), np.uint64)
        self._spans = np.zeros((count, 3), np.float64)
        self._scope: Scope = [[], [], [], []]
        self._positions: list[npt.NDArray[np.int64]] = []
        self._lengths = np.zeros(count, np.int64)
        self._unread: list[int] = []  # rows whose tokens are not stored, or name unknown ids
        file_ids, self._names = names
        self._position = np.full(int(file_ids.max(initial=0)) + 1, -1, np.int64)
        self._position[file_ids] = np.arange(len(file_ids))

    def add(self, rows: list[Row]) -> None:
        first, end = self._n, self._n + len(rows)
        assert end <= len(self._seqs), "one snapshot holds no more rows than it counted"
        seqs, user, agent, session, kind, vectors, begin, until, expires, terms = zip(
            *rows, strict=True
        )
        self._seqs[first:end] = seqs
        for kept, values in zip(self._scope, (user, agent, session, kind), strict=True):
            kept += values
        chunk = np.frombuffer(b"".join(vectors), np.float32).reshape(len(rows), -1)
        self._codes[first:end], self._scales[first:end] = quantize(chunk)
        self._bits[:, first:end] = sign_bits(chunk).T
        parse = datetime.fromisoformat
        self._spans[first:end, 0] = [parse(t).timestamp() for t in begin]
        for at, values in ((1, until), (2, expires)):
            if values.count(None) == len(values):  # most memories never end
                self._spans[first:end, at] = _INF
            else:
                self._spans[first:end, at] = [
                    _INF if t is None else parse(t).timestamp() for t in values
                ]
        self._terms(first, [b"" if t is None else t for t in terms])
        self._unread += [first + i for i, t in enumerate(terms) if t is None]
        self._n = end

    def _terms(self, first: int, stored: list[bytes]) -> None:
        """The vocabulary positions of the tokens of rows ``first...``, and their lengths;
        a row naming an id the vocabulary lacks is left unread."""
        lengths = np.fromiter(map(len, stored), np.int64, len(stored)) // TERM_ID.itemsize
        ids = np.frombuffer(b"".join(stored), TERM_ID).astype(np.int64)
        known = (ids >= 0) & (ids < len(self._position))
        positions = np.where(known, self._position[np.where(known, ids, 0)], -1)
        if (positions < 0).any():
            owner = np.repeat(np.arange(len(stored)), lengths)
            bad = np.unique(owner[positions < 0])
            self._unread += (bad + first).tolist()
            positions = positions[~np.isin(owner, bad)]
            lengths[bad] = 0
        self._lengths[first : first + len(stored)] = lengths
        self._positions.append(positions)

    def columns(self, conn: sqlite3.Connection) -> Columns:
        """The columns read, with the tokens of the unread rows made from their text."""
        n = self._n
        texts: dict[int, list[str]] = {}
        unread = sorted(self._unread)
        for start in range(0, len(unread), 500):
            chunk = unread[start : start + 500]
            by_seq = {int(self._seqs[row]): row for row in chunk}
            marks = ", ".join("?" for _ in chunk)
            for seq, content in conn.execute(
                f"SELECT seq, content FROM memories WHERE seq IN ({marks})", list(by_seq)
            ):
                texts[by_seq[seq]] = index_terms(content)
        positions = np.concatenate([np.zeros(0, np.int64), *self._positions])
        terms = Terms(positions, self._lengths[:n], self._names, texts)
        return Columns(
            self._seqs[:n], self._codes[:n], self._scales[:n],
            np.ascontiguousarray(self._bits[:, :n]), self._scope, self._spans[:n], terms,
        )  # fmt: skip
