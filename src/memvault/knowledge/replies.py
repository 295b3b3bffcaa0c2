"""Getting JSON out of a chat model: find it in the reply, repair what is safe to repair, ask
again (a bounded number of times) when it cannot be used.

Repaired without asking again:

* prose around the JSON ("Sure! Here are the facts: {...} Hope this helps"), braces in the
  prose included;
* code fences (```json ... ```), closed or not, and ``<think>...</think>`` reasoning;
* trailing commas before ``}`` or ``]``;
* a reply cut off right after a complete value: the open objects and arrays are closed. A
  reply cut inside a string, after a comma, a colon or a key is not guessed at: it is asked
  again, so a half-written fact is never taken for a whole one.

Anything else (no JSON at all, invalid JSON, a reply that does not match the schema) is sent
back to the model with the problem, up to ``attempts`` calls in all; then ``ExtractionError``
is raised with the last raw reply attached.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from memvault.core.types import Message
from memvault.errors import ExtractionError

if TYPE_CHECKING:
    from memvault.core.protocols import LLM

T = TypeVar("T")

_THINK = re.compile(r"<think>.*?(?:</think>|$)", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```[a-zA-Z0-9_-]*[ \t]*\n?(.*?)(?:```|$)", re.DOTALL)
_CLOSERS = {"{": "}", "[": "]"}
_START = re.compile(r"\{\s*[\"'}]|\[\s*(?:[\[\]{\"'\d-]|true|false|null)|[\[{]\s*$")
"""Where JSON can start: ``{`` before a key (quoted, even wrongly) or ``}``, ``[`` before a
value; a brace in prose ("{like this}") cannot."""


class ReplyError(Exception):
    """A model's reply cannot be used; ``problem`` says why, in words the model can act on."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def parse_json(raw: str) -> Any:
    """The JSON value in ``raw``, repaired as the module docstring says, or ``ReplyError``."""
    text = _THINK.sub("", raw)
    fenced = _FENCE.search(text)
    if fenced and ("{" in fenced.group(1) or "[" in fenced.group(1)):
        text = fenced.group(1)
    start = _START.search(text)
    if start is None:
        raise ReplyError("the reply holds no JSON object")
    cleaned, stack, in_string = _scan(text[start.start() :])
    if stack:
        cleaned = _close(cleaned, stack, in_string)
    try:
        return json.loads(cleaned)
    except json.JSONDecodeError as exc:
        raise ReplyError(f"the JSON is not valid: {exc.msg} at character {exc.pos}") from exc


def _scan(text: str) -> tuple[str, list[str], bool]:
    """The first JSON value of ``text`` without trailing commas; the containers left open
    and whether it ends inside a string (both empty/False for a complete value)."""
    out: list[str] = []
    stack: list[str] = []
    in_string = escaped = False
    for char in text:
        if in_string:
            out.append(char)
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
            continue
        if char == '"':
            in_string = True
        elif char in _CLOSERS:
            stack.append(_CLOSERS[char])
        elif char in "}]":
            while out and out[-1] in " \t\r\n":
                out.pop()
            if out and out[-1] == ",":
                out.pop()  # a trailing comma
            if stack and stack[-1] == char:
                stack.pop()
        out.append(char)
        if not stack and not in_string and char in "}]":
            break
    return "".join(out), stack, in_string


def _close(cleaned: str, stack: list[str], in_string: bool) -> str:
    """Close a reply that was cut off, if it was cut right after a complete value."""
    body = cleaned.rstrip()
    if in_string or not body or body[-1] not in "}]":
        raise ReplyError(
            "the reply was cut off in the middle of a value; reply again with the complete JSON"
        )
    return body + "".join(reversed(stack))


async def ask_json(
    llm: LLM,
    messages: Sequence[Message],
    *,
    schema: Mapping[str, Any],
    check: Callable[[Any], T],
    attempts: int,
) -> T:
    """``check(parse_json(reply))`` for the model's reply to ``messages``; a reply that fails
    either step is sent back with the problem, up to ``attempts`` calls in all."""
    conversation = list(messages)
    raw: str | None = None
    problem = ""
    for _ in range(attempts):
        raw = await llm.complete(conversation, json_schema=schema)
        if not isinstance(raw, str):
            raise ExtractionError(f"the model returned {type(raw).__name__}, not text", raw=None)
        try:
            return check(parse_json(raw))
        except ReplyError as exc:
            problem = exc.problem
        conversation = [
            *messages,
            Message.assistant(raw if raw.strip() else "(an empty reply)"),
            Message.user(
                f"That reply could not be used: {problem}. Reply again with only the JSON"
                " object, exactly as the schema says."
            ),
        ]
    raise ExtractionError(
        f"the model's reply could not be used after {attempts} attempt(s): {problem}", raw=raw
    )
