"""memvault for LangChain (``pip install 'memvault[langchain]'``, ``langchain-core`` 1.x).

- ``MemvaultEmbeddings``: LangChain ``Embeddings`` over a memvault embedder (by default the
  local model, offline), for any LangChain component that embeds.
- ``MemvaultVectorStore``: a ``VectorStore`` over one scope of a vault (documents as
  memories, ids honoured, upserts, similarity and MMR search, ``filter`` as ``where``), which
  keeps any LangChain model's vectors in the vault (``MemvaultVectorStore.over``).
- ``MemvaultByteStore``: a ``ByteStore`` (bytes by key) over one scope of a vault.
- ``MemvaultRetriever``: a ``BaseRetriever`` over the vault's hybrid search in one scope
  (``k`` in the constructor and per call, ``where`` filters), each hit a ``Document``.
"""

from memvault.errors import MissingDependency

try:
    import langchain_core  # noqa: F401  # checked here: every module of the package needs it
except ImportError as exc:  # pragma: no cover - the extra is installed in development
    raise MissingDependency("langchain-core", "langchain") from exc

from memvault.integrations.langchain.bytestore import MemvaultByteStore
from memvault.integrations.langchain.embeddings import MemvaultEmbeddings
from memvault.integrations.langchain.retriever import MemvaultRetriever, document_of
from memvault.integrations.langchain.vectorstore import ID_KEY, MemvaultVectorStore

__all__ = [
    "ID_KEY",
    "MemvaultByteStore",
    "MemvaultEmbeddings",
    "MemvaultRetriever",
    "MemvaultVectorStore",
    "document_of",
]
