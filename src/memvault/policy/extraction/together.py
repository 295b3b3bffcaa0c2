"""The user's fact told together with others ("we", "us", "my sister and I"), said again for
the user alone so that the rules read it:

* "Our family's home is Lisbon" is "our home is Lisbon";
* "Our house is fully vegetarian these days - my husband, both kids and me" is "we're fully
  vegetarian ...";
* "I'm the vegan one in the family now" is "I'm vegan ...";
* "My sister and I have the same favourite food: sushi" is "my favourite food is sushi";
* "his favourite food changes every week, but mine has been sushi for years" is "..., but my
  favourite food has been sushi for years".

Used by ``phrasing.clauses``; pure string handling, each pattern bounded, linear in the text.
"""

from __future__ import annotations

import re

from memvault.policy.extraction.labels import FAVOURITE
from memvault.policy.extraction.rule_table import DIETS

__all__ = ["ours"]

_FAMILY_HOME = re.compile(
    r"\b(?:my|our)\s+family'?s\s+(?=(?:home|house|place|flat|car)\b)", re.IGNORECASE
)
_HOUSE_DIET = re.compile(
    r"\b(?:our|my)\s+(?:house|household|home|family|kitchen|flat)\s+(?:is|has\s+gone|went)\s+"
    r"(?P<how>(?:(?:now|fully|completely|entirely|totally|100%)\s+)*)(?=(?:" + DIETS + r")\b)",
    re.IGNORECASE,
)
_THE_ONE = re.compile(
    r"\bi(?:'m|\s+am)\s+the\s+(?:only\s+)?(?P<v>" + DIETS + r")\s+one\b", re.IGNORECASE
)
_THING = r"(?P<thing>[a-z]+)"
_SAME = re.compile(
    r"\b(?:we|(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+and\s+i|me\s+and\s+my\s+[\w-]+)\s+(?:both\s+)?"
    r"(?:have|share)\s+the\s+same\s+"
    + FAVOURITE
    + r"\s+"
    + _THING
    + r"\s*(?:[:,\u2014-]|\s+is)\s*",
    re.IGNORECASE,
)
_MINE_TOO = re.compile(
    r"\b(?P<theirs>(?:his|her|their|[A-Z][a-z]+'s|(?:my|our)\s+[\w-]+'s)\s+"
    + FAVOURITE
    + r"\s+"
    + _THING
    + r"\b[^.!?]{0,80}?\b(?:but|and|while|whereas)\s+)mine\b(?=\s+(?:is|was|has|'s|changes))",
    re.IGNORECASE,
)


def ours(sentence: str) -> str:
    """``sentence`` with the user's own fact, told together with others', said for the user."""
    sentence = _FAMILY_HOME.sub("our ", sentence)
    sentence = _HOUSE_DIET.sub(lambda m: f"we're {m['how']}", sentence)
    sentence = _THE_ONE.sub(lambda m: f"I'm {m['v']}", sentence)
    sentence = _SAME.sub(lambda m: f"my favourite {m['thing'].lower()} is ", sentence)
    return _MINE_TOO.sub(lambda m: f"{m['theirs']}my favourite {m['thing'].lower()}", sentence)
