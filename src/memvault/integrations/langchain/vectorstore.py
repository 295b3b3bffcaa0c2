"""``MemvaultVectorStore``: LangChain's ``VectorStore`` over one scope of a vault.

A ``Document`` is a memory: its text the content, its metadata the metadata, its id kept in
``metadata[ID_KEY]`` (the vault makes its own ids; LangChain's are the caller's). Adding a
document whose id is stored replaces that memory's text and metadata (an update, in its
history); adding one without an id gives it a new one. Searches are the vault's ``SEMANTIC``
preset with ``semantic_scale="shift"`` (``(1 + cosine) / 2``, 0-1, the relevance score: the
``k`` nearest documents come back however far they are) in the scope, with ``filter`` as the
vault's ``where``. The vault keeps one memory per text in a scope: a text added again under
another id is that same memory, which takes the new id and metadata (an update, not a second
document).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Self

import numpy as np
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.vectorstores import VectorStore
from langchain_core.vectorstores.utils import maximal_marginal_relevance

from memvault.core import validate as _validate
from memvault.core.types import MemoryEntry
from memvault.defaults import framework_embedder
from memvault.errors import InvalidInput
from memvault.integrations.langchain.scoped import VaultScope
from memvault.policy.search import SEMANTIC
from memvault.vault.vault import MemoryVault

__all__ = ["ID_KEY", "MemvaultVectorStore"]

SIMILARITY = dataclasses.replace(SEMANTIC, semantic_scale="shift")
"""Semantic search scored ``(1 + cosine) / 2``: the ``k`` nearest, however far."""

ID_KEY = "langchain_id"
"""The metadata key that holds a document's id."""
_PAGE = 1_000


class MemvaultVectorStore(VaultScope, VectorStore):
    """The documents of one scope (``user_id``, optionally ``agent_id``) of ``vault``. Build
    it with ``MemvaultVectorStore.over(target, embedding, user_id=...)`` (a new vault whose
    vectors are ``embedding``'s), or pass a vault of your own. The async methods await the
    vault; the blocking ones run it on a loop thread of the store's own (``close()`` stops
    it): with PostgreSQL, keep to one of the two styles."""

    @classmethod
    def over(
        cls, target: Any, embedding: Embeddings, *, user_id: str, agent_id: str | None = None
    ) -> Self:
        """A store over a new vault at ``target`` (a path or a ``postgresql://`` DSN) whose
        vectors are ``embedding``'s."""
        vault = MemoryVault(target, embedder=framework_embedder(embedding))
        store = cls(vault, user_id=user_id, agent_id=agent_id)
        store.owns_vault = True
        return store

    @property
    def embeddings(self) -> Embeddings | None:
        found = getattr(self.vault.embedder, "embeddings", None)
        return found if isinstance(found, Embeddings) else None

    def _select_relevance_score_fn(self) -> Callable[[float], float]:
        return lambda score: score  # the vault's semantic scores are 0-1 already

    # -- writes --------------------------------------------------------------------------

    async def aadd_documents(self, documents: list[Document], **kwargs: Any) -> list[str]:
        """Store ``documents`` (ids from ``ids=``, else their own, else new ones); their ids."""
        docs = _documents(documents)
        ids = _ids(kwargs.get("ids"), docs)
        stored = await self._by_id(ids)
        fresh = [(i, doc) for i, doc in enumerate(docs) if ids[i] not in stored]
        for i, doc in enumerate(docs):
            if ids[i] in stored:
                await self.vault.update(
                    stored[ids[i]].id, content=doc.page_content,
                    metadata={**doc.metadata, ID_KEY: ids[i]}, **self.scope_args(),
                )  # fmt: skip
        added = await self.vault.add_many(
            [{"content": doc.page_content, "metadata": {**doc.metadata, ID_KEY: ids[i]}}
             for i, doc in fresh], **self.scope_args(),
        )  # fmt: skip
        for (i, _), entry in zip(fresh, added, strict=True):
            ids[i] = str(entry.metadata.get(ID_KEY, ids[i]))
        return ids

    def add_documents(self, documents: list[Document], **kwargs: Any) -> list[str]:
        found: list[str] = self.blocking().aadd_documents(documents, **kwargs)
        return found

    def add_texts(
        self,
        texts: Iterable[str],
        metadatas: list[dict[str, Any]] | None = None,
        *,
        ids: list[str] | None = None,
        **kwargs: Any,
    ) -> list[str]:
        found: list[str] = self.blocking().aadd_texts(texts, metadatas, ids=ids, **kwargs)
        return found

    async def adelete(self, ids: list[str] | None = None, **kwargs: Any) -> bool | None:
        """Delete the documents with these ids (an unknown id is no error); ``True``."""
        if ids is None:
            raise InvalidInput("ids", "name the documents to delete")
        for entry in (await self._by_id(_id_list(ids))).values():
            await self.vault.delete(entry.id, **self.scope_args())
        return True

    def delete(self, ids: list[str] | None = None, **kwargs: Any) -> bool | None:
        done: bool | None = self.blocking().adelete(ids, **kwargs)
        return done

    # -- reads ---------------------------------------------------------------------------

    async def aget_by_ids(self, ids: Sequence[str], /) -> list[Document]:
        """The stored documents among ``ids`` (in no particular order)."""
        return [_document(entry) for entry in (await self._by_id(_id_list(ids))).values()]

    def get_by_ids(self, ids: Sequence[str], /) -> list[Document]:
        found: list[Document] = self.blocking().aget_by_ids(ids)
        return found

    async def asimilarity_search_with_score(
        self, query: str, k: int = 4, filter: dict[str, Any] | None = None, **kwargs: Any
    ) -> list[tuple[Document, float]]:
        """The ``k`` documents nearest ``query`` (``(1 + cosine) / 2``), best first."""
        hits = await self.vault.search(
            query, where=filter, limit=_k(k), config=SIMILARITY, **self.scope_args()
        )
        return [(_document(hit), float(hit.score or 0.0)) for hit in hits]

    async def asimilarity_search(
        self, query: str, k: int = 4, filter: dict[str, Any] | None = None, **kwargs: Any
    ) -> list[Document]:
        return [doc for doc, _ in await self.asimilarity_search_with_score(query, k, filter)]

    def similarity_search_with_score(
        self, query: str, k: int = 4, filter: dict[str, Any] | None = None, **kwargs: Any
    ) -> list[tuple[Document, float]]:
        found: list[tuple[Document, float]] = self.blocking().asimilarity_search_with_score(
            query, k, filter
        )
        return found

    def similarity_search(
        self, query: str, k: int = 4, filter: dict[str, Any] | None = None, **kwargs: Any
    ) -> list[Document]:
        found: list[Document] = self.blocking().asimilarity_search(query, k, filter)
        return found

    async def amax_marginal_relevance_search(
        self,
        query: str,
        k: int = 4,
        fetch_k: int = 20,
        lambda_mult: float = 0.5,
        filter: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> list[Document]:
        """``k`` of the ``fetch_k`` nearest documents, chosen for relevance and diversity."""
        hits = await self.vault.search(
            query, where=filter, limit=max(_k(k), _k(fetch_k, "fetch_k")), config=SIMILARITY,
            **self.scope_args(),
        )  # fmt: skip
        if not hits:
            return []
        vectors = await self.vault.embed([query] + [hit.content for hit in hits])
        chosen = maximal_marginal_relevance(
            np.asarray(vectors[0]), list(vectors[1:]), lambda_mult=lambda_mult, k=k
        )
        return [_document(hits[i]) for i in chosen]

    def max_marginal_relevance_search(
        self,
        query: str,
        k: int = 4,
        fetch_k: int = 20,
        lambda_mult: float = 0.5,
        filter: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> list[Document]:
        found: list[Document] = self.blocking().amax_marginal_relevance_search(
            query, k, fetch_k, lambda_mult, filter
        )
        return found

    @classmethod
    def from_texts(
        cls,
        texts: list[str],
        embedding: Embeddings,
        metadatas: list[dict[str, Any]] | None = None,
        *,
        ids: list[str] | None = None,
        **kwargs: Any,
    ) -> Self:
        """A store over ``kwargs["target"]`` (a path or DSN) in the scope ``user_id`` (and
        ``agent_id``) of ``kwargs``, holding ``texts``."""
        if "target" not in kwargs or "user_id" not in kwargs:
            raise InvalidInput("from_texts", "give target= (a path or DSN) and user_id=")
        store = cls.over(kwargs["target"], embedding, user_id=kwargs["user_id"],
                         agent_id=kwargs.get("agent_id"))  # fmt: skip
        store.add_texts(texts, metadatas, ids=ids)
        return store

    # -- plumbing ------------------------------------------------------------------------

    async def _by_id(self, ids: list[str]) -> dict[str, MemoryEntry]:
        """The memories of the scope that hold these document ids, by id."""
        found: dict[str, MemoryEntry] = {}
        for at in range(0, len(ids), 500):  # an ``in`` list holds at most 500 values
            where = {ID_KEY: {"in": ids[at : at + 500]}}
            for entry in await self.vault.list(where=where, limit=_PAGE, **self.scope_args()):
                found[str(entry.metadata[ID_KEY])] = entry
        return found


def _document(entry: MemoryEntry) -> Document:
    metadata = dict(entry.metadata)
    doc_id = metadata.pop(ID_KEY, entry.id)
    return Document(page_content=entry.content, metadata=metadata, id=str(doc_id))


def _documents(documents: object) -> list[Document]:
    if isinstance(documents, str) or not isinstance(documents, Sequence):
        raise InvalidInput("documents", "must be a list of Documents")
    for i, doc in enumerate(documents):
        if not isinstance(doc, Document):
            raise InvalidInput(f"documents[{i}]", f"must be a Document, not {type(doc).__name__}")
        if ID_KEY in doc.metadata:
            raise InvalidInput(f"documents[{i}].metadata", f"{ID_KEY!r} is memvault's own key")
    return list(documents)


def _ids(given: object, docs: list[Document]) -> list[str]:
    if given is None:
        ids = [doc.id or uuid.uuid4().hex for doc in docs]
    else:
        ids = _id_list(given)
        if len(ids) != len(docs):
            raise InvalidInput("ids", f"has {len(ids)} ids for {len(docs)} documents")
    if len(set(ids)) != len(ids):
        raise InvalidInput("ids", "names one document twice")
    return ids


def _id_list(ids: object) -> list[str]:
    if isinstance(ids, str) or not isinstance(ids, Sequence):
        raise InvalidInput("ids", "must be a list of strings")
    return [_validate.text(f"ids[{i}]", value) for i, value in enumerate(ids)]


def _k(k: object, name: str = "k") -> int:
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise InvalidInput(name, f"must be a positive number of documents, not {k!r}")
    return k
