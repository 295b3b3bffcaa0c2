"""A car the user says, later in the same text, that they no longer have.

"I got a Renault Clio in the divorce. I sold it last month.": the car was read as the user's
before the "sold it" that takes it away; the fact is turned into an ending ("User no longer
drives a Renault Clio"), as "I don't drive the Clio anymore" would be. Only "it" said by the
user (after "I" or "we", opening its clause, or after "and"; not in a sentence about someone
else: "My brother had a Polo but sold it") takes back a car said before it. Pure string
handling, one pass.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from memvault.core.facts import CandidateFact
from memvault.policy.extraction.rule_table import Found, content
from memvault.policy.extraction.whose import someone_elses

__all__ = ["given_up"]

_SOLD_IT = re.compile(
    r"(?:^|\b(?:i|we|and)\s+)(?:(?:just|finally|already|then|eventually)\s+)?(?:sold|scrapped|"
    r"totall?ed|wrote\s+off|gave\s+away|traded\s+in|got\s+rid\s+of)\s+(?:it|her|him)\b",
    re.IGNORECASE,
)


def given_up(
    clauses: Iterable[tuple[str, str, list[CandidateFact]]],
) -> list[tuple[str, str, list[CandidateFact]]]:
    """``clauses`` (each clause, its sentence and the facts read in it), with each car fact
    read before a clause that says the user sold it made an ending."""
    read = list(clauses)
    sold = [i for i, (clause, sentence, _) in enumerate(read)
            if _SOLD_IT.search(clause) and not someone_elses(sentence, clause)]  # fmt: skip
    for _, _, facts in read[: max(sold, default=0)]:  # once: a long run of "sold it" stays linear
        facts[:] = [_ended(f) if f.attribute == "car" else f for f in facts]
    return read


def _ended(fact: CandidateFact) -> CandidateFact:
    ended = Found("car", fact.value or "", True)
    return dataclasses.replace(fact, negated=True, content=content(ended))
