"""The value types every layer of memvault speaks, in one place: messages
(``memvault.core.messages``) and memories (``memvault.core.entries``).

Contracts:

* Timestamps are timezone-aware UTC. A naive ``datetime`` passed in is taken to be UTC.
* Metadata is a JSON object (string keys, JSON values), copied on construction; it belongs
  to the user. What memvault learns about a memory is its ``Knowledge``.
* Scores are higher-is-better floats in 0.0-1.0; each index documents how it gets there.
"""

from memvault.core.entries import (
    KINDS,
    EventType,
    Kind,
    Knowledge,
    MemoryEntry,
    MemoryEvent,
    Scope,
)
from memvault.core.explanation import Explanation
from memvault.core.messages import ROLES, Message, Role, ToolCall, new_id, utcnow
from memvault.core.summary import SCOPE_FIELDS, ScopeField, ScopeSummary
from memvault.core.validate import JSON

__all__ = [
    "JSON",
    "KINDS",
    "ROLES",
    "SCOPE_FIELDS",
    "EventType",
    "Explanation",
    "Kind",
    "Knowledge",
    "MemoryEntry",
    "MemoryEvent",
    "Message",
    "Role",
    "Scope",
    "ScopeField",
    "ScopeSummary",
    "ToolCall",
    "new_id",
    "utcnow",
]
