"""The one text fold: how memvault compares texts loosely (facts, names, content hashes)."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["fold"]

_NOT_WORD = re.compile(r"[^\w]+")
_POSSESSIVE = re.compile(r"'s\b")


def fold(text: str, *, keep_punctuation: bool = False, drop_possessive: bool = False) -> str:
    """``text`` compared loosely: Unicode NFKC, case folded, whitespace collapsed, and unless
    ``keep_punctuation`` punctuation (and ``_``) dropped; ``drop_possessive`` also drops a
    possessive ``'s`` (``Anna's`` -> ``anna``).

    ``"São Paulo!"`` and ``"são  paulo"`` fold to the same string. A content hash folds with
    ``keep_punctuation=True`` (``"I'm fine."`` and ``"im fine"`` stay two facts); entity names
    with ``drop_possessive=True``.
    """
    text = unicodedata.normalize("NFKC", text).casefold()
    if drop_possessive:
        text = _POSSESSIVE.sub("", text.replace("\u2019", "'"))
    if not keep_punctuation:
        text = _NOT_WORD.sub(" ", text.replace("_", " "))
    return " ".join(text.split())
