"""What a conversation's turns say by their form: whether a message asks a question.

A question is rarely what a search looks for, and the message that answers it holds what
was asked: "What genre is it?" is answered by "A mix of drama and romance!", whose own
words share nothing with a query about the genre. Search uses both
(``SearchConfig.question_penalty`` and ``SearchConfig.answer_weight``): a question found for
a query passes part of its score to the message stored next in its session.
"""

from __future__ import annotations

__all__ = ["is_question"]

_QUESTION_MARKS = frozenset("?\uff1f\u061f")  # ASCII, full-width (CJK) and Arabic
_CLOSERS = " \t\r\n\"')]}*_\u00bb\u201d\u2019"  # closing quotes, brackets and emphasis


def is_question(text: str) -> bool:
    """Whether ``text`` ends with a question mark (closing quotes and brackets after it
    aside): "Where did you go?" and '(really?)' do; "Why? Because I can." does not."""
    stripped = text.rstrip(_CLOSERS)
    return bool(stripped) and stripped[-1] in _QUESTION_MARKS
