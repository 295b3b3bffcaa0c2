"""The compact forms of the vectors the in-memory index holds (issue 18): int8 codes with
one scale a row, and sign bits. The exact vectors stay in the file.

A vector ``v`` is held as ``codes = rint(v / scale)`` with ``scale = max|v| / 127``: 384
bytes and one float at 384 dimensions, where the float32 vector takes 1,536. Each value is
then within ``scale / 2`` of ``codes * scale``, so a query's dot product with the codes
(``approximate``) is within ``scale / 2 * |query|_1`` of the exact one (``bounds``, with a
margin for float32 rounding). A search ranks by the codes, then scores exactly, with the
vectors stored in the file, every row that the bound says could still be among the best
(``contenders``): its results are those of an exact search over the same rows.

Sign bits (one a dimension, set where the value is positive) let a search over many rows
compare Hamming distances first (``hamming``, ``nearest``; see ``vectors``).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = [
    "approximate",
    "bounds",
    "contenders",
    "dot",
    "hamming",
    "nearest",
    "quantize",
    "sign_bits",
]

Codes = npt.NDArray[np.int8]
Scales = npt.NDArray[np.float32]
Scores = npt.NDArray[np.float32]
Distances = npt.NDArray[np.uint16]

_LEVELS = 127
_ROUNDING = 0.51
"""The bound's share of ``scale * |query|_1``: a half for the codes' rounding, and a margin
over it for float32 sums of a few thousand terms (at most ~0.003 at 1,024 dimensions)."""


def quantize(vectors: npt.NDArray[np.float32]) -> tuple[Codes, Scales]:
    """The int8 codes and the scale of each row of ``vectors`` (an all-zero row: scale 0; a
    row with a value that is not finite, written into the file by hand, is held as zero)."""
    vectors = np.atleast_2d(vectors)
    finite = np.asarray(np.isfinite(vectors).all(axis=1))
    if not finite.all():
        vectors = np.where(finite[:, None], vectors, 0.0).astype(np.float32)
    peak = np.abs(vectors).max(axis=1) if vectors.shape[1] else np.zeros(len(vectors))
    scales = (peak / _LEVELS).astype(np.float32)
    divisor = np.where(scales > 0, scales, 1.0).astype(np.float32)[:, None]
    codes = np.rint(vectors / divisor).clip(-_LEVELS, _LEVELS).astype(np.int8)
    return codes, scales


def approximate(codes: Codes, scales: Scales, query: npt.NDArray[np.float32]) -> Scores:
    """Each row's dot product with ``query``, from its codes (see ``bounds``)."""
    return dot(codes, query) * scales


def bounds(scales: Scales, query: npt.NDArray[np.float32]) -> Scores:
    """How far each row's ``approximate`` score may be from its exact one."""
    result: Scores = scales * np.float32(_ROUNDING * float(np.abs(query).sum()))
    return result


def contenders(approx: Scores, bound: Scores, top: int, cap: int) -> npt.NDArray[np.intp]:
    """The positions of the rows whose exact score may be among the ``top`` best: each
    one's best case reaches the worst case of the ``top`` best approximations. At most
    ``cap``: the best cases highest, the first positions among equal ones (identical
    vectors keep their order). Ascending."""
    if len(approx) <= top:
        return np.arange(len(approx))
    best = np.argpartition(-approx, top - 1)[:top]
    floor = (approx[best] - bound[best]).min()
    ceiling = approx + bound
    found = np.flatnonzero(ceiling >= floor)
    if len(found) > cap:
        found = np.sort(found[np.lexsort((found, -ceiling[found]))[:cap]])
    return found


def dot(matrix: npt.NDArray[np.float32] | Codes, query: npt.NDArray[np.float32]) -> Scores:
    """``matrix @ query`` on this thread. The BLAS product would split across threads, and on
    a busy machine waiting for a second core cost milliseconds more than the product itself
    (measured: 8 ms instead of 0.05 ms for 2,000 rows while another process ran)."""
    scores: Scores = np.einsum("ij,j->i", matrix, query, dtype=np.float32)
    return scores


def sign_bits(vectors: npt.NDArray[np.float32]) -> npt.NDArray[np.uint64]:
    """One bit a dimension (set where the value is positive), packed into 64-bit words."""
    vectors = np.atleast_2d(vectors)
    words = -(-vectors.shape[1] // 64)
    packed = np.zeros((len(vectors), words * 8), np.uint8)
    bits = np.packbits(vectors > 0, axis=1)
    packed[:, : bits.shape[1]] = bits
    return packed.view(np.uint64)


def hamming(bits: npt.NDArray[np.uint64], query: npt.NDArray[np.float32]) -> Distances:
    """How many sign bits of each column of ``bits`` differ from the query's."""
    distance = np.zeros(bits.shape[1], np.uint16)
    for word, query_word in zip(bits, sign_bits(query)[0], strict=True):
        distance += np.bitwise_count(word ^ query_word)
    return distance


def nearest(distance: Distances, count: int) -> npt.NDArray[np.intp]:
    """The positions of the ``count`` smallest distances, and of any that tie with the
    largest of those, ascending."""
    cumulative = np.cumsum(np.bincount(distance))
    threshold = int(np.searchsorted(cumulative, count))
    return np.flatnonzero(distance <= threshold)
