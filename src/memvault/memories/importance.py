"""Importance scorers (the ``ImportanceScorer`` protocol): an offline heuristic and a model."""

from __future__ import annotations

import math
import re
from typing import Any

from memvault.core import validate as _validate
from memvault.core.protocols import LLM
from memvault.core.types import Message
from memvault.errors import InvalidInput
from memvault.knowledge.replies import ReplyError, ask_json
from memvault.memories._text import specifics, words

__all__ = ["IMPORTANCE_SCHEMA", "HeuristicImportanceScorer", "LLMImportanceScorer", "check_score"]

_FIRST_PERSON_FACT = re.compile(
    r"\b(?:i\s+(?:am|was|have|had|live|lived|work|worked|moved|study|studied|like|love|"
    r"hate|prefer|need|want|own|use|go|got|grew|was born|can't|cannot|don't|never|always)"
    r"|i[\u2019'](?:m|ve|d)|my\s+\w+(?:\s+\w+)?\s+(?:is|are|was|were)|call me|mine\s+is"
    r"|my\s+(?:wife|husband|partner|sister|brother|mother|mom|mum|father|dad|son|daughter|kids?"
    r"|children|family|friend|boss|manager|dog|cat|name|birthday|job|address|email|phone)"
    r")\b",
    re.IGNORECASE,
)


def check_score(source: str, score: object) -> float:
    """``score`` as a float in 0.0-1.0, else ``InvalidInput`` naming ``source`` (no score
    outside the range, NaN or non-number is ever kept)."""
    if isinstance(score, bool) or not isinstance(score, int | float):
        raise InvalidInput(source, f"returned {type(score).__name__}, not a number in 0.0-1.0")
    if not math.isfinite(score) or not 0.0 <= score <= 1.0:
        raise InvalidInput(source, f"returned {score!r}, outside 0.0-1.0")
    return float(score)


class HeuristicImportanceScorer:
    """The offline default ``ImportanceScorer``: deterministic, no model.

    A message's score is the sum of, capped to 0.0-1.0:

    ========================  =====  ==================================================
    first-person fact          0.50  a ``user`` message saying "I live/work/have/am/like/
                                     moved...", "I'm", "my ... is", "call me", or naming
                                     "my" family, friends, pets or details (name, job...)
    named entities             0.20  first capitalised word not opening a sentence, or
                                     acronym; +0.10 for a second (0.30 at most)
    numbers                    0.20  first number (dates, amounts, ages); +0.10 for a
                                     second (0.30 at most)
    length                     0.20  ``min(words, 20) / 20``
    question                  -0.20  the message ends with ``?``
    ========================  =====  ==================================================

    With ``SelectiveMemory``'s default threshold of 0.7 a first-person statement is kept when
    it names someone or something or gives a number ("I live in Lisbon" 0.74, "I have 2
    kids" 0.74); small talk ("ok thanks!" 0.02) and most assistant replies are not.
    """

    async def score(self, message: Message) -> float:
        return self.score_now(message)

    def score_now(self, message: Message) -> float:
        """``score`` without ``await``: it is pure computation."""
        if not isinstance(message, Message):
            raise InvalidInput("message", f"must be a Message, not {type(message).__name__}")
        text = message.content
        tokens = words(text)
        entities, numbers = specifics(text)
        score = 0.0
        if message.role == "user" and _FIRST_PERSON_FACT.search(text):
            score += 0.5
        score += min(0.2 + 0.1 * (entities - 1), 0.3) if entities else 0.0
        score += min(0.2 + 0.1 * (numbers - 1), 0.3) if numbers else 0.0
        score += 0.2 * min(len(tokens), 20) / 20
        if text.rstrip().endswith("?"):
            score -= 0.2
        return round(min(max(score, 0.0), 1.0), 6)

    def __repr__(self) -> str:
        return "HeuristicImportanceScorer()"


IMPORTANCE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "importance": {"type": "number", "minimum": 0, "maximum": 1},
        "reason": {"type": "string"},
    },
    "required": ["importance"],
}

IMPORTANCE_PROMPT = """\
You decide what an assistant should remember from a conversation. Rate how important the
message is to remember for later conversations, from 0 (small talk, nothing lasting) to 1
(a lasting fact about the user or their world: who they are, where they live and work, people
they know, preferences, plans, dates, numbers, decisions). Reply with one JSON object only:
{"importance": <number from 0 to 1>, "reason": "<a few words>"}
"""


def _importance(reply: object) -> float:
    if not isinstance(reply, dict) or "importance" not in reply:
        raise ReplyError('the reply must be a JSON object with an "importance" number')
    try:
        return check_score("importance", reply["importance"])
    except InvalidInput as exc:
        raise ReplyError(f'"importance" {exc.problem}; it must be a number from 0 to 1') from exc


class LLMImportanceScorer:
    """An ``ImportanceScorer`` that asks a chat model (any ``LLM``).

    It sends ``IMPORTANCE_PROMPT`` and the message, and asks for ``{"importance": x}``
    (``IMPORTANCE_SCHEMA``). Prose and code fences around the JSON are repaired; a reply
    without a number, or with one outside 0-1, is sent back with the problem, up to
    ``max_attempts`` calls in all, then ``ExtractionError`` (with ``.raw``) is raised: a bad
    score is never kept.
    """

    def __init__(self, llm: LLM, *, max_attempts: int = 2) -> None:
        if not isinstance(llm, LLM):
            raise InvalidInput("llm", "must satisfy the LLM protocol (an async complete())")
        self.llm = llm
        self.max_attempts = _validate.positive_int("max_attempts", max_attempts)

    async def score(self, message: Message) -> float:
        if not isinstance(message, Message):
            raise InvalidInput("message", f"must be a Message, not {type(message).__name__}")
        who = "tool result" if message.role == "tool" else message.role
        request = [Message.system(IMPORTANCE_PROMPT), Message.user(f"{who}: {message.content}")]
        return await ask_json(
            self.llm,
            request,
            schema=IMPORTANCE_SCHEMA,
            check=_importance,
            attempts=self.max_attempts,
        )

    def __repr__(self) -> str:
        return f"LLMImportanceScorer({self.llm!r})"
