"""Summarizers (the ``Summarizer`` protocol): an offline extractive default and a chat model.

Both are incremental: they take the running summary and the messages to add to it, and
return the new summary. Neither keeps any state of its own.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from memvault.core import validate as _validate
from memvault.core.protocols import LLM, Tokenizer
from memvault.core.types import Message
from memvault.defaults import default_tokenizer
from memvault.errors import ExtractionError, InvalidInput
from memvault.memories._text import sentences, specifics, words
from memvault.policy.text import STOPWORDS
from memvault.policy.tokens import checked_count as checked_int

__all__ = ["ExtractiveSummarizer", "LLMSummarizer", "checked_count", "transcript"]

_SPEAKERS = ("user", "assistant")

WEIGHTS = {"frequency": 0.40, "specifics": 0.25, "position": 0.20, "length": 0.15}
"""How the extractive summarizer weighs a sentence's features (they sum to 1)."""


def checked_count(tokenizer: Tokenizer, text: str) -> int:
    """``tokenizer.count(text)``, refusing a count no real tokenizer gives: ``InvalidInput``
    (field ``tokenizer``) for a non-integer, a negative count, or 0 for a non-blank text."""
    count = checked_int(tokenizer.count(text))
    if count == 0 and text.strip():
        raise InvalidInput("tokenizer", "counted 0 tokens for a non-empty text")
    return count


@dataclass(frozen=True, slots=True)
class _Candidate:
    line: str  # "user: the sentence"
    sentence: str
    order: int
    first: bool  # first sentence of its message, or a line of the earlier summary


def _candidates(summary: str, messages: Sequence[Message]) -> list[_Candidate]:
    out: list[_Candidate] = []
    seen: set[str] = set()

    def add(line: str, sentence: str, first: bool) -> None:
        if line.casefold() not in seen:
            seen.add(line.casefold())
            out.append(_Candidate(line, sentence, len(out), first))

    for line in summary.splitlines():
        if line.strip():
            speaker, sep, sentence = line.strip().partition(": ")
            add(line.strip(), sentence if sep and speaker in _SPEAKERS else line.strip(), True)
    for message in messages:
        if message.role not in _SPEAKERS:
            continue
        for i, sentence in enumerate(sentences(message.content)):
            add(f"{message.role}: {sentence}", sentence, i == 0)
    return out


def _content_words(sentence: str) -> list[str]:
    lowered = (w.casefold() for w in words(sentence) if not w[0].isdigit())
    return [w for w in lowered if len(w) >= 3 and w not in STOPWORDS]


def score_sentences(candidates: Sequence[_Candidate]) -> list[float]:
    """Each candidate's score in 0-1 (see ``ExtractiveSummarizer``)."""
    content = [_content_words(c.sentence) for c in candidates]
    frequency = Counter(w for ws in content for w in ws)
    top = max(frequency.values(), default=1)
    scores = []
    for candidate, ws in zip(candidates, content, strict=True):
        tf = sum(frequency[w] for w in ws) / (len(ws) * top) if ws else 0.0
        specific = min(sum(specifics(candidate.sentence)), 3) / 3
        position = 1.0 if candidate.first else 0.5
        length = min(len(words(candidate.sentence)), 12) / 12
        scores.append(
            WEIGHTS["frequency"] * tf
            + WEIGHTS["specifics"] * specific
            + WEIGHTS["position"] * position
            + WEIGHTS["length"] * length
        )
    return scores


class ExtractiveSummarizer:
    """The offline default ``Summarizer``: keeps the most informative sentences, verbatim.

    No model and no randomness: the same input always gives the same summary. The method:

    1. **Candidates.** The lines of the running summary, and every sentence of the new
       ``user`` and ``assistant`` messages, each written as ``"<role>: <sentence>"``.
       System messages, tool results and the empty content of tool calls are skipped.
       Sentences end at ``.``, ``!``, ``?`` or ``…`` followed by a space, and at line
       breaks. A line said twice (ignoring case) is a candidate once, the first time.
    2. **Scores** in 0-1, weighted by ``WEIGHTS``:
       0.40 x *term frequency* (the mean count, over all candidates, of the sentence's
       content words, i.e. words of three letters or more that are not stopwords, divided by
       the highest count of any word), 0.25 x *specifics* (numbers, acronyms and capitalised
       words that do not open the sentence, as a stand-in for named entities: ``min(n, 3) /
       3``), 0.20 x *position* (1.0 for the first sentence of a message and for lines of the
       earlier summary, which were chosen before; 0.5 otherwise), 0.15 x *length*
       (``min(words, 12) / 12``, so "ok, thanks!" says little).
    3. **Budget.** Candidates are taken best first (ties: the earlier) while they fit in
       ``max_tokens``, each line costing its ``tokenizer.count`` plus one for the line
       break; a line that does not fit is skipped and shorter ones are still tried, so a
       single sentence longer than the whole budget is left out.
    4. **Order.** The kept lines, in the order they were said, one per line.

    ``tokenizer`` defaults to the offline ``TiktokenTokenizer()``; a tokenizer that counts 0
    or fewer tokens for a non-empty line raises ``InvalidInput`` (field ``tokenizer``).
    """

    def __init__(self, max_tokens: int = 300, tokenizer: Tokenizer | None = None) -> None:
        self.max_tokens = _validate.positive_int("max_tokens", max_tokens)
        self.tokenizer: Tokenizer = tokenizer if tokenizer is not None else default_tokenizer()

    async def summarize(self, summary: str, messages: Sequence[Message]) -> str:
        """The new summary: the best lines of ``summary`` and ``messages`` within budget."""
        return self.summarize_now(summary, messages)

    def summarize_now(self, summary: str, messages: Sequence[Message]) -> str:
        """``summarize`` without ``await``: it is pure computation."""
        _validate.text("summary", summary, allow_empty=True)
        messages = _checked_messages(messages)
        candidates = _candidates(summary, messages)
        scores = score_sentences(candidates)
        ranked = sorted(range(len(candidates)), key=lambda i: (-scores[i], i))
        budget = self.max_tokens
        kept: list[int] = []
        for i in ranked:
            cost = checked_count(self.tokenizer, candidates[i].line) + 1
            if cost <= budget:
                kept.append(i)
                budget -= cost
        return "\n".join(candidates[i].line for i in sorted(kept))

    def __repr__(self) -> str:
        return f"ExtractiveSummarizer(max_tokens={self.max_tokens})"


def _checked_messages(messages: object) -> list[Message]:
    if isinstance(messages, str | bytes) or not isinstance(messages, Sequence):
        raise InvalidInput("messages", "must be a sequence of Message")
    for i, message in enumerate(messages):
        if not isinstance(message, Message):
            raise InvalidInput(f"messages[{i}]", f"must be a Message, not {type(message).__name__}")
    return list(messages)


def transcript(messages: Sequence[Message]) -> str:
    """Messages as lines a model reads: ``user: ...``, ``assistant called f({...})``, ..."""
    lines = []
    for message in messages:
        if message.content:
            speaker = "tool result" if message.role == "tool" else message.role
            lines.append(f"{speaker}: {message.content}")
        for call in message.tool_calls:
            lines.append(f"{message.role} called {call.name}({call.arguments})")
    return "\n".join(lines)


SUMMARY_PROMPT = """\
You keep the running summary of a conversation, for an assistant's memory. You get the
summary so far (it may be empty) and the new lines of the conversation. Reply with the new
summary only: the summary so far, extended with what the new lines add, in plain text, at most
{max_words} words. Keep names, numbers, dates, decisions, and what the user said about
themselves and wants; leave out greetings and small talk. No preamble, no commentary.
"""

_THINK = re.compile(r"<think>.*?(?:</think>|$)", re.DOTALL | re.IGNORECASE)


class LLMSummarizer:
    """A ``Summarizer`` that asks a chat model (any ``LLM``) to extend the running summary.

    One call per summarize: a system prompt (``SUMMARY_PROMPT``, asking for at most
    ``max_words`` words) and one user message with the summary so far and the new messages as a
    transcript. The reply, less any ``<think>...</think>`` reasoning and surrounding space, is
    the new summary. An empty reply is asked again, up to ``max_attempts`` calls in all; then
    ``ExtractionError`` is raised with the raw reply as ``.raw``. Errors of the model itself
    (``BackendUnavailable``, ...) reach the caller unchanged.
    """

    def __init__(self, llm: LLM, *, max_words: int = 150, max_attempts: int = 2) -> None:
        if not isinstance(llm, LLM):
            raise InvalidInput("llm", "must satisfy the LLM protocol (an async complete())")
        self.llm = llm
        self.max_words = _validate.positive_int("max_words", max_words)
        self.max_attempts = _validate.positive_int("max_attempts", max_attempts)

    async def summarize(self, summary: str, messages: Sequence[Message]) -> str:
        _validate.text("summary", summary, allow_empty=True)
        messages = _checked_messages(messages)
        if not messages:
            return summary
        request = [
            Message.system(SUMMARY_PROMPT.format(max_words=self.max_words)),
            Message.user(
                f"Summary so far:\n{summary.strip() or '(none yet)'}\n\n"
                f"New lines:\n{transcript(messages)}"
            ),
        ]
        raw: object = None
        for _ in range(self.max_attempts):
            raw = await self.llm.complete(request)
            if not isinstance(raw, str):
                raise ExtractionError(f"the model returned {type(raw).__name__}, not text")
            reply = _THINK.sub("", raw).strip()
            if reply:
                return _validate.text("summary", reply)
            request = [
                *request[:2],
                Message.assistant("(an empty reply)"),
                Message.user("That reply was empty. Reply with the new summary text."),
            ]
        raise ExtractionError(
            f"the model gave no summary in {self.max_attempts} attempt(s)",
            raw=raw if isinstance(raw, str) else None,
        )

    def __repr__(self) -> str:
        return f"LLMSummarizer({self.llm!r}, max_words={self.max_words})"
