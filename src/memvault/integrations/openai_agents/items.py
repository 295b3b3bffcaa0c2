"""The SDK's input items as memvault messages, and back, without loss.

An item (a dict: a message, a function call, its output, a reasoning item...) becomes one
``Message`` whose ``metadata[ITEM_KEY]`` holds the item as it was, so ``item_of`` gives back an
equal dict. The message's own fields are what the rest of memvault reads: the role (``user``,
``assistant``, ``system`` (for ``developer`` too), or ``tool`` for a function call's output,
with its ``call_id``) and the item's text (its ``content`` text, a call's name and
arguments, an output), or the item's JSON when it has no text. A message memvault wrote
itself (without ``ITEM_KEY``) reads as an easy input message (``{"role", "content"}``), or a
``function_call_output`` for a tool message, so an agent can pick up a conversation kept by
other code.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from memvault.core.types import Message
from memvault.errors import InvalidInput

__all__ = ["ITEM_KEY", "item_of", "message_of"]

ITEM_KEY = "openai_agents_item"
"""The metadata key that holds an SDK item in its message."""

_ROLES = {"user": "user", "assistant": "assistant", "system": "system", "developer": "system"}


def message_of(item: object, field: str = "item") -> Message:
    """The message that keeps ``item`` (``InvalidInput`` naming ``field`` for an item that
    is not a JSON object)."""
    if not isinstance(item, Mapping):
        raise InvalidInput(field, f"must be an input item (a dict), not {type(item).__name__}")
    kept = dict(item)
    text = _text_of(kept) or json.dumps(kept, ensure_ascii=False, sort_keys=True, default=str)
    call_id = kept.get("call_id")
    try:
        if kept.get("type") == "function_call_output" and isinstance(call_id, str) and call_id:
            return Message("tool", text, tool_call_id=call_id, metadata={ITEM_KEY: kept})
        role = _ROLES.get(str(kept.get("role")), "assistant")
        return Message(role, text, metadata={ITEM_KEY: kept})  # type: ignore[arg-type]
    except InvalidInput as exc:
        raise InvalidInput(field, f"cannot be kept: {exc.field} {exc.problem}") from None


def item_of(message: Message) -> dict[str, Any]:
    """The SDK item ``message`` holds (see the module docstring for messages without one)."""
    kept = message.metadata.get(ITEM_KEY)
    if isinstance(kept, dict):
        return dict(kept)
    if message.role == "tool":
        return {"type": "function_call_output", "call_id": message.tool_call_id,
                "output": message.content}  # fmt: skip
    return {"role": message.role, "content": message.content}


def _text_of(item: dict[str, Any]) -> str:
    content = item.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(p["text"] for p in content if isinstance(p, dict) and _is_text(p))
    if item.get("type") == "function_call":
        return f"{item.get('name')}({item.get('arguments', '')})"
    output = item.get("output")
    return output if isinstance(output, str) else ""


def _is_text(part: dict[str, Any]) -> bool:
    return isinstance(part.get("text"), str) and bool(part["text"])
