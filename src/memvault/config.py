"""Settings for the CLI and the server: the only place that reads the environment and turns
names into objects (through the small registry below).

=====================  =================================================================
``MEMVAULT_URL``       the store: a SQLite path (default ``memvault.db``), a
                       ``sqlite:///path?durability=full`` URL or a ``postgresql://`` URL
``MEMVAULT_EMBEDDER``  ``local`` (all-MiniLM-L6-v2 on the CPU), ``hash`` (the 32-dim
                       baseline) or ``openai`` (any OpenAI-compatible server); unset:
                       the one the store records when it is built in, else ``local``
``MEMVAULT_OPENAI_BASE_URL``, ``MEMVAULT_OPENAI_MODEL``, ``MEMVAULT_OPENAI_API_KEY``,
``MEMVAULT_OPENAI_DIM``
                       where the ``openai`` embedder sends its requests, and the
                       dimension of its vectors
=====================  =================================================================
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from memvault.core.protocols import Embedder
from memvault.defaults import embedder_named
from memvault.errors import InvalidInput
from memvault.infra.redact import REDACTED, redact
from memvault.policy.search import PRESETS, SearchConfig

__all__ = ["EMBEDDERS", "Settings", "make_embedder", "preset"]

DEFAULT_URL = "memvault.db"


@dataclass(frozen=True, slots=True)
class Settings:
    """What the environment asked for; its repr shows no password and no API key."""

    url: str = field(default=DEFAULT_URL, repr=False)
    embedder: str | None = None
    openai_base_url: str | None = field(default=None, repr=False)
    openai_model: str | None = None
    openai_api_key: str | None = field(default=None, repr=False)
    openai_dim: str | None = None

    def __repr__(self) -> str:
        shown = {"url": redact(self.url), "embedder": self.embedder}
        if self.openai_base_url is not None:
            shown |= {"openai_base_url": redact(self.openai_base_url)}
        if self.openai_api_key is not None:
            shown |= {"openai_api_key": REDACTED}
        fields = ", ".join(f"{name}={value!r}" for name, value in shown.items())
        return f"Settings({fields})"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        return cls(
            url=env.get("MEMVAULT_URL") or DEFAULT_URL,
            embedder=env.get("MEMVAULT_EMBEDDER") or None,
            openai_base_url=env.get("MEMVAULT_OPENAI_BASE_URL"),
            openai_model=env.get("MEMVAULT_OPENAI_MODEL"),
            openai_api_key=env.get("MEMVAULT_OPENAI_API_KEY"),
            openai_dim=env.get("MEMVAULT_OPENAI_DIM"),
        )


def _local(settings: Settings) -> Embedder:
    return embedder_named("local")


def _openai(settings: Settings) -> Embedder:
    from memvault.embedders.openai import OpenAICompatibleEmbedder

    if not settings.openai_base_url or not settings.openai_model or not settings.openai_dim:
        raise InvalidInput(
            "embedder",
            "openai needs MEMVAULT_OPENAI_BASE_URL, MEMVAULT_OPENAI_MODEL and MEMVAULT_OPENAI_DIM",
        )
    if not settings.openai_dim.isdigit():
        raise InvalidInput("MEMVAULT_OPENAI_DIM", "must be a positive integer")
    return OpenAICompatibleEmbedder(
        settings.openai_base_url,
        settings.openai_model,
        settings.openai_api_key,
        dim=int(settings.openai_dim),
    )


EMBEDDERS: Mapping[str, Callable[[Settings], Embedder]] = {  # the names of EMBEDDER_NAMES
    "local": _local,
    "hash": lambda settings: embedder_named("hash"),
    "openai": _openai,
}


def make_embedder(settings: Settings) -> Embedder | None:
    """The embedder ``settings`` name; ``None`` when they name none (a vault then uses the
    one its store records, if built in, else the local model)."""
    if settings.embedder is None:
        return None
    factory = EMBEDDERS.get(settings.embedder)
    if factory is None:
        raise InvalidInput(
            "embedder", f"unknown embedder {settings.embedder!r}; use one of {', '.join(EMBEDDERS)}"
        )
    return factory(settings)


def preset(name: str) -> SearchConfig:
    if name not in PRESETS:
        raise InvalidInput("preset", f"unknown preset {name!r}; use one of {', '.join(PRESETS)}")
    return PRESETS[name]
