"""memvault for LangGraph (``pip install 'memvault[langgraph]'``, ``langgraph`` 1.x).

- ``MemvaultStore``: LangGraph's long-term memory store (``langgraph.store.base.BaseStore``)
  over one scope of a vault, for ``graph.compile(store=...)``: items by namespace and key,
  semantic ``query`` search, ``filter``, paging, ``list_namespaces``, TTL.
"""

from memvault.errors import MissingDependency

try:
    import langgraph.store.base  # noqa: F401  # checked here: every module needs it
except ImportError as exc:  # pragma: no cover - the extra is installed in development
    raise MissingDependency("langgraph", "langgraph") from exc

from memvault.integrations.langgraph.store import MemvaultStore

__all__ = ["MemvaultStore"]
