"""What a conversation's turns say by their form: whether a message asks a question.

A question is rarely what a search looks for, and the message that answers it holds what
was asked: "What genre is it?" is answered by "A mix of drama and romance!", whose own
words share nothing with a query about the genre. Search uses both
(``SearchConfig.question_penalty`` and ``SearchConfig.answer_weight``): a question found for
a query passes part of its score to the message stored next in its session.
"""

from __future__ import annotations

__all__ = ["is_question"]

# ASCII, full-width (CJK), small, Arabic, Greek, Ethiopic; interrobang, ⁇, ⁈, ⁉
_QUESTION_MARKS = frozenset("?\uff1f\ufe56\u061f\u037e\u1367\u203d\u2047\u2048\u2049")
_CLOSERS = " \t\r\n\"')]}*_\u00bb\u201d\u2019"  # closing quotes, brackets and emphasis
_GREEK = ((0x0370, 0x03FF), (0x1F00, 0x1FFF))  # Greek and Coptic; Greek Extended


def is_question(text: str) -> bool:
    """Whether ``text`` ends with a question mark (closing quotes and brackets after it
    aside): "Where did you go?" and '(really?)' do; "Why? Because I can." does not. Greek
    asks with ";" (the Greek question mark, which Unicode normalisation turns into a
    semicolon): a semicolon after a Greek letter counts."""
    stripped = text.rstrip(_CLOSERS)
    if not stripped:
        return False
    if stripped[-1] == ";":
        before = stripped[:-1].rstrip()
        return bool(before) and any(lo <= ord(before[-1]) <= hi for lo, hi in _GREEK)
    return stripped[-1] in _QUESTION_MARKS
