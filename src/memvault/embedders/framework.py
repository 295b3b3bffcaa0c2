"""``FrameworkEmbedder``: the embeddings object of an agent framework (LangChain's
``Embeddings``, and LangGraph's and LlamaIndex's wrappers of it: anything with
``aembed_documents`` and ``embed_query``) as a memvault ``Embedder``, so a vault can hold the
vectors of whatever model an app already uses. Duck-typed: no framework is imported."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.errors import BackendUnavailable, InvalidInput

__all__ = ["FrameworkEmbedder"]


class FrameworkEmbedder:
    """The memvault ``Embedder`` over ``embeddings``: rows L2-normalised, ``dim`` given or
    learnt from one query embedding on first use, ``name`` the class and dimension (a store
    refuses vectors of another model)."""

    def __init__(self, embeddings: Any, *, dim: int | None = None) -> None:
        if not all(callable(getattr(embeddings, m, None))
                   for m in ("aembed_documents", "embed_query")):  # fmt: skip
            raise InvalidInput(
                "embedding",
                f"must have aembed_documents and embed_query (LangChain Embeddings), not"
                f" {type(embeddings).__name__}",
            )
        self.embeddings = embeddings
        self._dim = None if dim is None else _validate.positive_int("dim", dim)

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = len(self.embeddings.embed_query("dimension"))
        return self._dim

    @property
    def name(self) -> str:
        return f"framework:{type(self.embeddings).__name__}:{self.dim}"

    def __repr__(self) -> str:
        return f"FrameworkEmbedder({self.embeddings!r})"

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        rows = await self.embeddings.aembed_documents(list(texts))
        matrix = np.asarray(rows, dtype=np.float32).reshape(len(texts), -1)
        if matrix.shape[1] != self.dim:
            raise BackendUnavailable(
                f"{type(self.embeddings).__name__} gave vectors of {matrix.shape[1]} numbers,"
                f" not {self.dim}", retryable=False,
            )  # fmt: skip
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        normalised: npt.NDArray[np.float32] = np.divide(
            matrix, norms, out=np.zeros_like(matrix), where=norms > 0
        )
        return normalised
