"""The one place where composition meets concrete backends: what a URL or a name becomes,
and the objects a class uses when it is given none.

``MemoryVault``, ``VectorMemory``, the buffer, the windows and the agent helpers never
import a backend; they ask here. Backends are imported lazily, so ``import memvault`` loads
neither onnxruntime's session nor a database driver until one is used.

=======================  ==========================================================
``default_embedder()``   ``LocalEmbedder()``: all-MiniLM-L6-v2 (int8) on the CPU, by
                         meaning, offline; every class that embeds uses it by default
``embedder_named(name)``  ``"local"`` (the default above) or ``"hash"`` (``HashEmbedder``):
                         the names the CLI accepts, for ``embedder=`` of the classes;
                         ``"openai"`` needs a server, a model and a dimension, so it is
                         refused here with a pointer to ``OpenAICompatibleEmbedder``
``meaning_embedder(e)``  ``e`` when it is the local model (the rule extractor then reads
                         what its rules miss by meaning), else None
``default_tokenizer()``  ``TiktokenTokenizer()``: ``o200k_base``, offline
``default_history()``    ``InMemoryChatHistory()``: the messages live in this process;
                         ``is_default_history(h)`` says whether ``h`` is one
``open_store(target)``   ``postgresql://`` (or ``postgres://``) URL: ``PostgresStore``;
                         ``sqlite:///path`` or a plain path: ``SQLiteStore``
                         (``sqlite:///path?durability=full``: see ``infra.sqlite``)
``tenant_store(t, n)``   the store of tenant ``n`` beside the one ``t`` names
``open_key_store(t)``    the API keys kept in the database ``t`` names
=======================  ==========================================================
"""

from __future__ import annotations

from pathlib import Path

from memvault.core.keys import KeyStore
from memvault.core.protocols import ChatHistory, Embedder, Tokenizer
from memvault.core.stores import RecordStore
from memvault.errors import InvalidInput

__all__ = [
    "EMBEDDER_NAMES",
    "default_embedder",
    "default_history",
    "default_tokenizer",
    "embedder_named",
    "embedder_recorded",
    "framework_embedder",
    "is_default_history",
    "meaning_embedder",
    "open_key_store",
    "open_store",
    "tenant_location",
    "tenant_store",
]


def default_embedder() -> Embedder:
    """The embedder every class uses when given none: the local MiniLM, by meaning."""
    from memvault.embedders.local import LocalEmbedder

    return LocalEmbedder()


def meaning_embedder(embedder: Embedder) -> Embedder | None:
    """``embedder`` if it is the local model, whose sentence similarities the extractor's
    meaning stage was tuned on (``policy.extraction.meaning``); None for any other (the
    hash embedder places texts by their words, not their meaning)."""
    from memvault.embedders.local import LocalEmbedder

    return embedder if isinstance(embedder, LocalEmbedder) else None


EMBEDDER_NAMES = ("local", "hash", "openai")
"""The embedder names ``embedder=`` takes, as the CLI's ``--embedder`` does."""


def embedder_recorded(name: str, dim: int) -> Embedder | None:
    """The built-in embedder whose vectors a store records as ``name`` (``dim`` wide), when
    it is not the default: how a vault given no embedder opens a store that was re-embedded
    with ``HashEmbedder``. ``None`` for the default's name and for any other embedder (one
    that needs its configuration, which a store does not hold)."""
    from memvault.embedders.hash import HashEmbedder

    if dim > 0 and name == HashEmbedder(dim).name:
        return HashEmbedder(dim)
    return None


def framework_embedder(embeddings: object, dim: int | None = None) -> Embedder:
    """An agent framework's embeddings object (LangChain ``Embeddings`` and the like) as an
    ``Embedder`` (``memvault.embedders.FrameworkEmbedder``)."""
    from memvault.embedders.framework import FrameworkEmbedder

    return FrameworkEmbedder(embeddings, dim=dim)


def embedder_named(embedder: Embedder | str | None) -> Embedder:
    """The embedder ``embedder=`` asks for: ``None`` for the default, an ``Embedder`` as
    given, or one of ``EMBEDDER_NAMES``. A library call reads no environment, so ``"openai"``
    (whose server, model and dimension the CLI takes from ``MEMVAULT_OPENAI_*``) is refused
    with the object to pass instead."""
    names = ", ".join(repr(n) for n in EMBEDDER_NAMES)
    if embedder is None:
        return default_embedder()
    if not isinstance(embedder, str):
        if isinstance(embedder, Embedder) and not isinstance(embedder, type):
            return embedder  # (a class has the attributes too, but is no embedder)
        raise InvalidInput(
            "embedder",
            f"must be an Embedder (name, dim, embed) or one of {names}, "
            f"not {type(embedder).__name__}",
        )
    if embedder == "local":
        return default_embedder()
    if embedder == "hash":
        from memvault.embedders.hash import HashEmbedder

        return HashEmbedder()
    if embedder == "openai":
        raise InvalidInput(
            "embedder",
            "'openai' needs a server, a model and a dimension: pass "
            "OpenAICompatibleEmbedder(base_url, model, api_key, dim=...) from memvault.embedders",
        )
    raise InvalidInput("embedder", f"unknown embedder {embedder[:50]!r}; use one of {names}")


def default_tokenizer() -> Tokenizer:
    """The tokenizer every budget uses when given none: tiktoken's ``o200k_base``."""
    from memvault.tokenizers import TiktokenTokenizer

    return TiktokenTokenizer()


def default_history(session_id: str = "default") -> ChatHistory:
    """The chat history every class uses when given none: ``InMemoryChatHistory``, whose
    messages live in this process (and so go into the files ``save_to_file`` writes)."""
    from memvault.history.memory import InMemoryChatHistory

    return InMemoryChatHistory(session_id)


def is_default_history(history: object) -> bool:
    """Whether ``history`` is of the kind ``default_history`` makes (its messages live in
    this process)."""
    from memvault.history.memory import InMemoryChatHistory

    return isinstance(history, InMemoryChatHistory)


def open_store(target: str | Path) -> RecordStore:
    """The store a URL or path names: ``postgresql://...`` (or ``postgres://``) for
    PostgreSQL with pgvector, ``sqlite:///path`` or a plain path for a SQLite file. A
    ``sqlite:`` URL may end in ``?durability=normal`` or ``?durability=full``, and
    ``save_index=false`` (no index saved beside the file: ``stores.sqlite.saved``)."""
    if isinstance(target, Path):
        target = str(target)
    if not isinstance(target, str) or not target.strip():
        raise InvalidInput("target", "must be a SQLite path or a database URL")
    scheme = target.partition("://")[0].lower() if "://" in target else ""
    if scheme in ("postgresql", "postgres"):
        from memvault.stores.postgres import PostgresStore

        return PostgresStore(target)
    options: dict[str, str] = {}
    if scheme == "sqlite":
        target, _, query = target.partition("://")[2].partition("?")
        options = _sqlite_options(query)
        target = target or ":memory:"
    elif scheme:
        raise InvalidInput("target", f"unknown database scheme {scheme!r}")
    from memvault.infra.sqlite import checked_durability
    from memvault.stores.sqlite import SQLiteStore

    return SQLiteStore(
        target,
        durability=checked_durability(options.get("durability", "normal")),
        save_index=_flag("save_index", options.get("save_index", "true")),
    )


def tenant_location(target: str, tenant: str) -> tuple[str, str | None]:
    """Where ``tenant``'s data lives beside the store ``target`` names (a tenant is a hard
    partition): the database target and, on PostgreSQL, the prefix of its tables (``None``:
    the defaults). The default tenant's is ``target`` itself; another tenant's is, for a
    SQLite file ``x.db``, the file ``x.db.tenants/<tenant>.db`` (a private database for
    ``:memory:``), and for PostgreSQL the tables ``memvault_t_<tenant>_*`` of the same
    database."""
    from memvault.core.keys import DEFAULT_TENANT, check_tenant

    check_tenant(tenant)
    scheme = target.partition("://")[0].lower() if "://" in target else ""
    if tenant == DEFAULT_TENANT:
        return target, None
    if scheme in ("postgresql", "postgres"):
        return target, f"memvault_t_{tenant}"
    base, query = target, ""
    if scheme == "sqlite":
        base, _, query = target.partition("?")
    if base.rpartition("://")[2] in ("", ":memory:"):
        return target, None
    return f"{base}.tenants/{tenant}.db" + (f"?{query}" if query else ""), None


def tenant_store(target: str, tenant: str) -> RecordStore:
    """The record store of ``tenant`` beside the one ``target`` names (``tenant_location``)."""
    location, prefix = tenant_location(target, tenant)
    if prefix is None:
        return open_store(location)
    from memvault.stores.postgres import PostgresStore

    return PostgresStore(location, table_prefix=prefix)


def open_key_store(target: str) -> KeyStore:
    """The API keys of the database ``target`` names (``memvault.core.keys``): a table in the
    same SQLite file or PostgreSQL database as the default tenant's memories."""
    scheme = target.partition("://")[0].lower() if "://" in target else ""
    if scheme in ("postgresql", "postgres"):
        from memvault.keys.postgres import PostgresKeyStore

        return PostgresKeyStore(target)
    from memvault.keys.sqlite import SQLiteKeyStore

    path = target.partition("://")[2].partition("?")[0] if scheme == "sqlite" else target
    return SQLiteKeyStore(path or ":memory:")


def _sqlite_options(query: str) -> dict[str, str]:
    """The options of a ``sqlite:`` URL's query: ``durability`` and ``save_index``."""
    options: dict[str, str] = {}
    for part in filter(None, query.split("&")):
        name, _, value = part.partition("=")
        if name not in ("durability", "save_index"):
            raise InvalidInput(
                "target",
                f"unknown option {name[:50]!r} in a sqlite: URL; known: durability, save_index",
            )
        options[name] = value
    return options


def _flag(name: str, value: str) -> bool:
    if value.lower() not in ("true", "false", "1", "0"):
        raise InvalidInput("target", f"{name} in a sqlite: URL must be true or false")
    return value.lower() in ("true", "1")
