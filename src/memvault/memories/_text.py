"""Words, sentences and specifics: the text features the offline summarizer and scorer share."""

from __future__ import annotations

import re

APOSTROPHES = "'\u2019"
SENTENCE_END = re.compile(r"(?<=[.!?\u2026])\s+|\s*\n\s*")
TOKEN = re.compile(rf"[^\W\d_][\w{APOSTROPHES}-]*|\d[\d.,:/%-]*")
PRONOUN_I = frozenset(f"I{a}{end}" for a in APOSTROPHES for end in ("m", "ve", "ll", "d")) | {"I"}


def sentences(text: str) -> list[str]:
    """``text`` split at ``.``, ``!``, ``?`` or ``…`` followed by a space, and at line breaks."""
    return [s.strip() for s in SENTENCE_END.split(text) if s and s.strip()]


def words(text: str) -> list[str]:
    """Words and numbers, as written."""
    return TOKEN.findall(text)


def specifics(text: str) -> tuple[int, int]:
    """``(names, numbers)`` in ``text``: names are acronyms and capitalised words that do not
    open a sentence (a stand-in for named entities; "I" is not one), numbers start with a
    digit (dates, amounts, ages)."""
    names = numbers = 0
    for sentence in sentences(text):
        for i, token in enumerate(words(sentence)):
            if token[0].isdigit():
                numbers += 1
            elif token not in PRONOUN_I and (
                (len(token) > 1 and token.isupper()) or (i > 0 and token[0].isupper())
            ):
                names += 1
    return names, numbers
