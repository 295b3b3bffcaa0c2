"""The JSON a ``RemoteVault`` sends and reads: the arguments of a vault method as the HTTP
API's bodies and query strings, and its answers back as the library's values.

What JSON cannot carry as it is (a ``datetime``, a ``SearchConfig``, a ``Message``, a
``Knowledge``) is written in its JSON form, after the library's own checks
(``core.validate``, ``core.filters``): an argument no request could carry (metadata that
contains itself, a time beyond year 9999 in UTC, a filter over the limits) raises the same
``InvalidInput``, naming the same field, as ``MemoryVault`` does, and nothing is sent.
Everything else is checked by the server, which answers with the library's error.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from typing import Any

from memvault.core import validate as _validate
from memvault.core.filters import parse_where
from memvault.core.messages import Message, parse_time
from memvault.core.types import Knowledge, MemoryEntry, MemoryEvent
from memvault.errors import BackendUnavailable, InvalidInput
from memvault.knowledge.entities import Entity
from memvault.knowledge.episodes import Episode
from memvault.policy.context import Context, Section
from memvault.policy.search import PRESETS, SearchConfig

__all__ = [
    "ServerLimits",
    "body",
    "config_fields",
    "context_of",
    "entity_of",
    "entry_of",
    "episode_of",
    "event_of",
    "item_of",
    "metadata_of",
    "said_of",
    "time_of",
    "where_of",
]

TIMES = ("at", "expires_at")


def body(fields: Mapping[str, Any]) -> bytes:
    """``fields`` as a JSON body (ASCII, so that a lone surrogate travels as an escape and is
    refused by the server's checks, naming its field)."""
    try:
        return json.dumps(fields, ensure_ascii=True, allow_nan=False).encode("ascii")
    except (ValueError, TypeError, RecursionError) as exc:
        raise InvalidInput(_culprit(fields), f"cannot be sent as JSON: {exc}") from exc


def _culprit(fields: Mapping[str, Any]) -> str:
    """The first field of ``fields`` that JSON cannot encode (``body`` if none alone)."""
    for name, value in fields.items():
        try:
            json.dumps(value, allow_nan=False)
        except (ValueError, TypeError, RecursionError):
            return name
    return "body"


def time_of(field: str, value: object) -> str | None:
    """A time argument as ISO 8601 in UTC, checked as the vault checks it."""
    return None if value is None else _validate.timestamp(field, value).isoformat()


def where_of(where: object) -> Mapping[str, Any] | None:
    """A metadata filter, checked against the library's limits before it is sent."""
    if where is None:
        return None
    parse_where(where)
    assert isinstance(where, Mapping)  # parse_where refuses anything else
    return where


def metadata_of(metadata: object) -> dict[str, Any] | None:
    return None if metadata is None else _validate.json_object("metadata", metadata)


def item_of(item: object) -> object:
    """One item of ``add_many`` as JSON (a text becomes ``{"content": text}``); what is not
    a text or a mapping is sent as it is, for the server to refuse."""
    if isinstance(item, str):
        return {"content": item}
    if not isinstance(item, Mapping):
        return item
    fields = {str(k): v for k, v in item.items() if v is not None}
    for name in TIMES:
        if name in fields:
            fields[name] = time_of(name, fields[name])
    if "metadata" in fields:
        fields["metadata"] = metadata_of(fields["metadata"])
    if isinstance(fields.get("knowledge"), Knowledge):
        fields["knowledge"] = fields["knowledge"].to_dict()
    return fields


def config_fields(config: object) -> dict[str, Any]:
    """A search configuration as ``{"preset": name}`` when it is one, else its fields."""
    if config is None:
        return {}
    if not isinstance(config, SearchConfig):
        raise InvalidInput("config", "must be a SearchConfig")
    for name, preset in PRESETS.items():
        if config == preset:
            return {"preset": name}
    spelled = {f.name: getattr(config, f.name) for f in dataclasses.fields(config)}
    spelled.update(methods=list(config.methods), weights=dict(config.weights))
    return {"config": spelled}


def said_of(said: object) -> object:
    """What ``remember`` was told, with each ``Message`` as its JSON form."""
    if isinstance(said, Message):
        return said.to_dict()
    if isinstance(said, Sequence) and not isinstance(said, str | bytes):
        return [s.to_dict() if isinstance(s, Message) else s for s in said]
    return said


def event_of(data: Mapping[str, Any]) -> MemoryEvent:
    knowledge = data.get("knowledge")
    return MemoryEvent(
        data["memory_id"], data["event"], data["content"], data["metadata"],
        parse_time("at", data["at"]), data.get("reason"),
        None if knowledge is None else Knowledge.from_dict(knowledge),
    )  # fmt: skip


def episode_of(data: Mapping[str, Any]) -> Episode:
    return Episode(
        data["id"], data["summary"], data["outcome"], tuple(data["tools_used"]),
        tuple(data["tags"]), parse_time("at", data["at"]), data["session_id"],
        data["relevance"],
    )  # fmt: skip


def entity_of(data: Mapping[str, Any]) -> Entity:
    return Entity(
        data["id"], data["name"], tuple(data["aliases"]), data["attributes"],
        data["mentions"], parse_time("first_seen", data["first_seen"]),
        parse_time("last_seen", data["last_seen"]),
    )  # fmt: skip


def context_of(data: Mapping[str, Any]) -> Context:
    sections = tuple(
        Section(s["title"], tuple(s["lines"]), s["omitted"], tuple(s["ids"]))
        for s in data["sections"]
    )
    return Context(sections, data["text"], data["tokens"], data["budget"])


def entry_of(data: object) -> MemoryEntry:
    return MemoryEntry.from_dict(data)


@dataclasses.dataclass(frozen=True, slots=True)
class ServerLimits:
    """What the server accepts (``GET /v1/limits``): a request body's bytes, the items of a
    batch or lines of an import, a page, and the largest memory its vault keeps."""

    max_body_bytes: int
    max_batch: int
    max_page: int
    body_seconds: float
    request_seconds: float
    max_content_bytes: int

    @classmethod
    def of(cls, answer: object) -> ServerLimits:
        """The limits in a ``GET /v1/limits`` answer; what a newer server adds is ignored,
        and an answer without them is ``BackendUnavailable``."""
        names = cls.__dataclass_fields__
        if not isinstance(answer, dict) or not names.keys() <= answer.keys():
            raise BackendUnavailable(
                "the server's /v1/limits answer lacks some of " + ", ".join(names)
                + ": is it a memvault server of this version?", retryable=False,
            )  # fmt: skip
        return cls(**{name: answer[name] for name in names})
