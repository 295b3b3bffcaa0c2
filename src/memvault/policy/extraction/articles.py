"""A value written with or without its article: "a Kia Niro", "an MG", "nurse"."""

from __future__ import annotations

import re

__all__ = ["article_free", "with_article"]


def article_free(value: str) -> str:
    """``value`` without a leading "a", "an" or "the"."""
    return re.sub(r"^(?:a|an|the)\s+", "", value, flags=re.IGNORECASE)


_VOWEL_LETTERS = frozenset("AEFHILMNORSX")  # letters whose names start with a vowel sound
_YOU_OR_WON = ("uni", "use", "usu", "uti", "ure", "eu", "ewe", "one", "once")
_SILENT_H = ("hour", "honest", "honor", "honour", "heir")


def with_article(value: str) -> str:
    """``value`` after "a" or "an", unless it has a determiner already ("their car").

    The article goes by sound for initialisms of two or three capitals, which are spelt out
    letter by letter: "an MG", "a UX researcher", "an SUV"; otherwise by the first letter
    ("a NASA engineer", "an IKEA kitchen"), with the common exceptions ("a unicycle", "a
    European car", "an hour")."""
    if re.match(r"(?:a|an|the|their|his|her)\s", value, re.IGNORECASE):
        return value
    first = value.split(maxsplit=1)[0] if value.strip() else ""
    if 2 <= len(first) <= 3 and first.isupper() and first.isalpha():
        vowel = first[0] in _VOWEL_LETTERS
    else:
        word = first.lower()
        vowel = (word[:1] in "aeiou" and not word.startswith(_YOU_OR_WON)) or word.startswith(
            _SILENT_H
        )
    return f"an {value}" if vowel else f"a {value}"
