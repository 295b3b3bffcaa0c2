"""``MemvaultRetriever``: the vault's search as a LangChain retriever."""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict, PrivateAttr

from memvault.core.types import MemoryEntry
from memvault.errors import InvalidInput
from memvault.policy.search import SearchConfig
from memvault.sync import LoopThread
from memvault.vault.vault import MemoryVault

__all__ = ["MemvaultRetriever", "document_of"]


def document_of(entry: MemoryEntry) -> Document:
    """A memory as a ``Document``: its content as ``page_content``, its id as ``id``, and
    its metadata with memvault's fields under ``memvault`` (kind, score, times, scope, key)."""
    full = entry.to_dict()
    own = {name: full[name] for name in ("kind", "score", "at", "created_at", "user_id",
                                          "agent_id", "session_id", "key", "valid_to")}  # fmt: skip
    return Document(page_content=entry.content, id=entry.id,
                    metadata={**entry.metadata, "memvault": own})  # fmt: skip


class MemvaultRetriever(BaseRetriever):
    """The ``k`` memories of one scope (``user_id``, optionally ``agent_id`` and
    ``session_id``) that best match the query, by the vault's search (``config``: a preset
    such as ``memvault.HYBRID``, the default), filtered by ``where`` (the vault's metadata
    filters), best first, as ``Document``s (``document_of``). ``k`` may also be given per
    call: ``retriever.invoke(query, k=3)``.

    ``ainvoke`` awaits the vault; ``invoke`` runs the vault on a loop thread of the
    retriever's own (``memvault.sync.Blocking``; ``close()`` stops it). A vault over
    PostgreSQL belongs to one event loop, so use one of the two styles with it.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    vault: MemoryVault
    user_id: str
    agent_id: str | None = None
    session_id: str | None = None
    k: int = 4
    where: dict[str, Any] | None = None
    config: SearchConfig | None = None

    _thread: LoopThread = PrivateAttr(default_factory=LoopThread)

    async def _aget_relevant_documents(
        self,
        query: str,
        *,
        run_manager: AsyncCallbackManagerForRetrieverRun,
        k: int | None = None,
    ) -> list[Document]:
        return await self.asearch(query, k)

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, k: int | None = None
    ) -> list[Document]:
        blocking = self._thread.of(self)
        found: list[Document] = blocking.asearch(query, k)
        return found

    async def asearch(self, query: str, k: int | None = None) -> list[Document]:
        """The documents for ``query`` (``k`` of them, else the retriever's ``k``)."""
        limit = self.k if k is None else k
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise InvalidInput("k", f"must be a positive number of documents, not {limit!r}")
        hits = await self.vault.search(
            query, user_id=self.user_id, agent_id=self.agent_id, session_id=self.session_id,
            where=self.where, limit=limit, config=self.config,
        )  # fmt: skip
        return [document_of(hit) for hit in hits]

    def close(self) -> None:
        """Stop the loop thread of ``invoke`` (it starts again if used); the vault stays."""
        self._thread.close()
