"""Embeddings from any server that speaks OpenAI's ``POST /embeddings``.

That is OpenAI itself (``https://api.openai.com/v1``), Ollama (``http://localhost:11434/v1``),
vLLM, LM Studio, llama.cpp's server and text-embeddings-inference. There is no default URL:
the caller says where the server is, and nothing is sent anywhere else.

Each call sends ``{"model": model, "input": [texts...]}`` in batches of ``batch_size``, one
batch at a time, with ``Authorization: Bearer <api_key>`` when a key is given. The rows of a
reply are put back in order by their ``index`` and L2-normalised to float32, so the dot
product of two rows is their cosine similarity whatever the server returns.

Errors are mapped at the boundary: a server that cannot be reached, times out or answers with
an HTTP error raises ``BackendUnavailable`` naming its host and port (and quoting the server's
own error message, with the api key scrubbed); a reply that is not the documented JSON, or
vectors of another dimension than expected, raise ``MemvaultError`` saying what was wrong.
The api key never appears in a message or a ``repr``. Needs the ``openai`` extra (httpx).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from memvault.core import validate as _validate
from memvault.errors import InvalidInput, MemvaultError
from memvault.infra import http as _http
from memvault.infra.resource import AsyncResource

if TYPE_CHECKING:
    import httpx

__all__ = ["OpenAICompatibleEmbedder"]

DEFAULT_BATCH_SIZE = 32
"""Texts per request; text-embeddings-inference refuses more than 32 by default."""
DEFAULT_TIMEOUT = 30.0
"""Seconds to wait for a connection or a reply before ``BackendUnavailable``."""


class OpenAICompatibleEmbedder(AsyncResource):
    """Vectors from the embedding ``model`` served at ``base_url`` (the URL before ``/embeddings``).

    ``dim`` is the vector size the server must return; without it the first reply sets it.
    Until then :attr:`dim` raises ``InvalidInput``, so a store that needs the size fails
    clearly instead of building a table for 0 numbers (and, on Python 3.11, where
    ``isinstance`` against a runtime protocol reads properties, ``isinstance(e, Embedder)``
    raises too; pass ``dim`` when you know it). Every later reply of another size raises
    ``MemvaultError``. ``timeout`` bounds the connection and each reply, in seconds.

    An empty string is not sent (OpenAI rejects it) and gets a zero row, as the ``Embedder``
    protocol allows. The HTTP client is made on first use; close it with :meth:`aclose` or
    ``async with``. A closed embedder makes a new client if it is used again.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        dim: int | None = None,
        batch_size: int = DEFAULT_BATCH_SIZE,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        self._httpx = _http.require_httpx()
        self._url, self._where = _http.endpoint(base_url, "/embeddings")
        self._model = _validate.text("model", model)
        self._api_key = _http.api_key(api_key)
        self._dim = None if dim is None else _validate.positive_int("dim", dim)
        self._batch_size = _validate.positive_int("batch_size", batch_size)
        self._timeout = _http.timeout(timeout)
        self._client: httpx.AsyncClient | None = None

    @property
    def name(self) -> str:
        return f"openai-compatible:{self._model}"

    @property
    def dim(self) -> int:
        """The vector size: given to the constructor, or learnt from the first reply."""
        if self._dim is None:
            raise self._unknown_dim()
        return self._dim

    @property
    def url(self) -> str:
        """The endpoint requests go to (``base_url`` + ``/embeddings``)."""
        return self._url

    async def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """A ``(len(texts), dim)`` float32 matrix of unit rows (zero rows for empty texts).

        An empty list gives ``(0, dim)``, or ``(0, 0)`` while ``dim`` is still unknown, and
        sends nothing.
        """
        if isinstance(texts, str) or not isinstance(texts, Sequence):
            raise InvalidInput("texts", "must be a sequence of strings")
        checked = [_validate.text(f"texts[{i}]", t, allow_empty=True) for i, t in enumerate(texts)]
        wanted = [i for i, text in enumerate(checked) if text]
        if not wanted:
            if checked and self._dim is None:
                raise self._unknown_dim()  # the zero rows need a size
            return np.zeros((len(checked), self._dim or 0), dtype=np.float32)
        rows: list[npt.NDArray[np.float32]] = []
        for start in range(0, len(wanted), self._batch_size):
            batch = [checked[i] for i in wanted[start : start + self._batch_size]]
            rows.append(self._parse(await self._post(batch), len(batch)))
        out = np.zeros((len(checked), self.dim), dtype=np.float32)
        out[wanted] = np.concatenate(rows)
        return out

    async def aclose(self) -> None:
        """Close the HTTP client, if one was made; a later ``embed`` makes a new one."""
        client, self._client = self._client, None
        if client is not None:
            await client.aclose()

    def __repr__(self) -> str:
        key = "None" if self._api_key is None else "'***'"
        return (
            f"OpenAICompatibleEmbedder({self._url.removesuffix('/embeddings')!r}, "
            f"{self._model!r}, api_key={key}, dim={self._dim}, batch_size={self._batch_size})"
        )

    async def _post(self, batch: list[str]) -> Any:
        """The decoded JSON reply to one batch; transport and HTTP errors mapped."""
        if self._client is None:
            headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
            self._client = self._httpx.AsyncClient(headers=headers, timeout=self._timeout)
        return await _http.post_json(
            self._client,
            self._url,
            {"model": self._model, "input": batch},
            what="embedding server",
            expected="an OpenAI embeddings response",
            where=self._where,
            seconds=self._timeout,
            key=self._api_key,
        )

    def _parse(self, reply: Any, count: int) -> npt.NDArray[np.float32]:
        """The ``(count, dim)`` unit rows of an OpenAI embeddings reply, in input order."""
        data = reply.get("data") if isinstance(reply, dict) else None
        if not isinstance(data, list):
            raise self._malformed(f'it has no "data" list (got {_http.shape(reply)})')
        if len(data) != count:
            raise self._malformed(f"{len(data)} embeddings came back for {count} texts")
        if not all(isinstance(item, dict) for item in data):
            raise self._malformed('an item of "data" is not an object')
        indexes = [item.get("index") for item in data]
        if all(i is None for i in indexes):
            indexes = list(range(count))  # some servers omit it and keep input order
        elif sorted(i for i in indexes if type(i) is int) != list(range(count)):
            raise self._malformed(f"the indexes {indexes} are not 0..{count - 1}, once each")
        vectors = [item.get("embedding") for item in data]
        if not all(isinstance(v, list) and v for v in vectors):
            kinds = sorted({type(v).__name__ for v in vectors if not isinstance(v, list)})
            detail = f" (got {', '.join(kinds)}; base64 is not supported)" if kinds else ""
            raise self._malformed(f'an "embedding" is not a non-empty list of numbers{detail}')
        sizes = {len(v) for v in vectors}
        if len(sizes) > 1:
            raise self._malformed(f"the embeddings have different sizes {sorted(sizes)}")
        (size,) = sizes
        if self._dim is not None and size != self._dim:
            raise MemvaultError(
                f"embedding server at {self._where} returned {size}-dimensional vectors for"
                f" {self._model!r}, expected {self._dim}; is it serving another model?"
            )
        matrix = np.array(vectors)
        if matrix.dtype.kind not in "iuf" or matrix.ndim != 2:
            raise self._malformed("an embedding holds something other than numbers")
        matrix = matrix.astype(np.float64)
        if not np.isfinite(matrix).all():
            raise self._malformed("an embedding holds NaN or infinity")
        self._dim = size
        ordered = np.empty_like(matrix)
        ordered[indexes] = matrix
        norms = np.linalg.norm(ordered, axis=1, keepdims=True)
        result: npt.NDArray[np.float32] = (ordered / np.where(norms > 0, norms, 1.0)).astype(
            np.float32
        )
        return result

    def _unknown_dim(self) -> InvalidInput:
        return InvalidInput(
            "dim", f"not known yet for {self.name}: pass dim= or embed a text first"
        )

    def _malformed(self, problem: str) -> MemvaultError:
        return MemvaultError(
            f"embedding server at {self._where} sent a reply that is not an OpenAI embeddings"
            f" response: {problem}"
        )
