"""What the user says, later in the same text, that they no longer have or never took.

"I got a Renault Clio in the divorce. I sold it last month.": the car was read as the user's
before the "sold it" that takes it away; the fact is turned into an ending ("User no longer
drives a Renault Clio"), as "I don't drive the Clio anymore" would be. Only "it" said by the
user (after "I" or "we", opening its clause, or after "and"; not in a sentence about someone
else: "My brother had a Polo but sold it") takes back a car said before it.

Within one sentence, a later clause takes back what its earlier clauses said: "I followed a
paleo diet for a while but discontinued it", "I joined Stripe in 2020 but left in March"
end the value; "I was offered a job at Google, but I turned it down" never held it, so the
fact is dropped. The later clause must be nothing but the take-back and when ("left early
today" takes nothing back). Pure string handling, one pass.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from memvault.core.facts import CandidateFact
from memvault.policy.extraction.rule_table import Found, content
from memvault.policy.extraction.whose import someone_elses

__all__ = ["given_up"]

Clause = tuple[str, str, list[CandidateFact]]

_SOLD_IT = re.compile(
    r"(?:^|\b(?:i|we|and)\s+)(?:(?:just|finally|already|then|eventually)\s+)?(?:sold|scrapped|"
    r"totall?ed|wrote\s+off|gave\s+away|traded\s+in|got\s+rid\s+of)\s+(?:it|her|him)\b",
    re.IGNORECASE,
)
_IT = r"(?:it|them|that|the\s+(?:offer|job|role|position|place|diet|plan|contract))"
# a clause that is only a take-back and, perhaps, when: "(but) I turned it down", "quit after
# a week", "it didn't work out", "left in March"; ``never``: what was never taken up
_TAKEN_BACK = re.compile(
    r"(?:and\s+|then\s+|so\s+)*(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|then|eventually|later|"
    r"soon|quickly|finally|ultimately|actually|already)\s+)?(?:"
    rf"(?P<never>turned\s+{_IT}\s+down|turned\s+down\s+{_IT}|declined(?:\s+{_IT})?|"
    rf"said\s+no(?:\s+to\s+{_IT})?|(?:didn'?t|did\s+not|never)\s+(?:take|accept)\s+{_IT}|"
    r"backed\s+out|pulled\s+out|(?:it|that|the\s+offer)\s+fell\s+through|"
    r"never\s+(?:worked|lived|been)\s+(?:there|for\s+them|in\s+it))|"
    rf"(?:discontinued(?:\s+{_IT})?|dropped\s+{_IT}|quit(?:\s+{_IT})?|"
    rf"stopped(?:\s+{_IT})?|gave\s+(?:{_IT}\s+)?up|abandoned\s+{_IT}|ditched\s+{_IT}|"
    r"left(?:\s+(?:it|them|there|the\s+(?:job|company|city|place)))?|moved\s+(?:away|back|out)|"
    r"(?:it|that)\s+(?:didn'?t|did\s+not)\s+(?:work\s+out|last|stick)))"
    # nothing after it but when, how soon or why in a few words
    r"(?:\s+(?:after|in|within|by|last|this|earlier|a|an|the|two|three|few|couple|of|"
    r"weeks?|months?|years?|days?|later|again|already|soon|quickly|(?-i:[A-Z]\w+)|\d{4})\b)*"
    r"[\s.!?,;:)]*$"
    # or a relative clause that ends the value before it: "my contract from X (which I left)"
    r"|\(?(?:which|that|where)\s+(?:i|we)\s+(?:(?:later|then|eventually)\s+)?"
    r"(?:left|quit|sold|moved\s+(?:away\s+)?from|gave\s+up)\b",
    re.IGNORECASE,
)


def given_up(clauses: Iterable[Clause]) -> list[Clause]:
    """``clauses`` (each clause, its sentence and the facts read in it), with each car fact
    read before a clause that says the user sold it made an ending, and each fact of a
    sentence whose later clause takes it back made an ending (or dropped, if never held)."""
    read = list(clauses)
    sold = [i for i, (clause, sentence, _) in enumerate(read)
            if _SOLD_IT.search(clause) and not someone_elses(sentence, clause)]  # fmt: skip
    for _, _, facts in read[: max(sold, default=0)]:  # once: a long run of "sold it" stays linear
        facts[:] = [_ended(f) if f.attribute == "car" else f for f in facts]
    start = 0  # the first clause of the current sentence
    for i, (clause, sentence, _) in enumerate(read):
        if i and sentence != read[i - 1][1]:
            start = i
        back = _TAKEN_BACK.match(clause) if i > start else None
        if back is None or someone_elses(sentence, clause):
            continue
        for _, _, facts in read[start:i]:
            facts[:] = [] if back["never"] else [_ended(f) for f in facts]
        start = i  # each clause is taken back once: a long run stays linear
    return read


def _ended(fact: CandidateFact) -> CandidateFact:
    if fact.negated or fact.attribute is None:
        return fact
    ended = Found(fact.attribute, fact.value or "", True)
    return dataclasses.replace(fact, negated=True, content=content(ended))
