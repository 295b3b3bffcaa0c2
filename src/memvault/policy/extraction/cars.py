"""Cars by structure: a make and its model ("Kia Niro", "BMW 3 Series") that is the user's,
not one given up (sold, crashed, stolen, the old car before it), someone else's ("the pool
vehicle, a Golf", "a Golf for our daughter"), rented or only weighed ("deciding between a Golf
and a hybrid"). Step 1 of the meaning stage (``values.candidates``) for cars, and what
``pointers`` reads for "that's what I drive"; pure string handling, linear in the text.
"""

from __future__ import annotations

import re

from memvault.policy.extraction.rule_table import CAR_MAKES, RELATION_WORDS, RENTED, STOLEN
from memvault.policy.extraction.spans import NAME_WORDS, proper
from memvault.policy.extraction.tastes import Add

__all__ = ["car_values", "vehicles"]

_GONE = re.compile(
    r"\b(?:sold|scrapped|got\s+rid\s+of|traded\s+in|wrote\s+off|totall?ed|crashed)\s+"
    r"(?:(?:a|an|my|the|our)\s+)?(?:old\s+)?$"
    # "goodbye to the old car today, a Golf", "my first car was nothing like a Golf", "Dad
    # taught me to drive in a Golf": a car of the past, or someone else's
    r"|\b(?:my|the|our)\s+(?:old|previous|former)\s+(?:car|ride|motor|vehicle|banger)\b"
    r"[^.!?]{0,25}?,\s+(?:a|an|my|the)\s+$|\bfirst\s+(?:car|ride)\s+was\b[^.!?]{0,30}$|"
    r"\bnothing\s+like\s+(?:a|an|my|the)\s+$|"
    # "deciding between a Golf and ...", "test-drove a Golf": a car weighed, not had
    r"\b(?:between|choosing|deciding|considering|comparing|eyeing|test[- ]?(?:drive|drove|driving))"
    r"\s+(?:(?:a|an|the)\s+)?$|"
    r"\b(?:learn(?:ed|t)|taught\s+(?:me|us|him|her|them))\s+to\s+drive\s+(?:in|on)\s+"
    r"(?:a|an|my|his|her|their|the)\s+$",
    re.IGNORECASE,
)
# "the pool vehicle, a Kia Niro", "the claimant's vehicle, a Golf": a car named by another
# noun than the speaker's ("my car", "our family car")
_ANOTHER_CAR = re.compile(
    r"\b(?:his|her|their|your|\w+'s?)\s+(?:[\w-]+\s+){0,2}?(?:car|vehicle|"
    r"truck|van|suv|ride)s?,?\s+(?:(?:is|was)\s+)?(?:an?\s+)?$"
    r"|\b(?:" + RENTED + r")s?\s*[:,]?\s+(?:(?:is|was)\s+)?(?:an?\s+)?$",
    re.IGNORECASE,
)
_OLD_CAR_BEFORE = re.compile(
    r"\b(?:old|previous|former)\s+(?:car|ride|motor|vehicle|banger)\b(?:\s+\w+)?\s*$",
    re.IGNORECASE,
)
# "a Golf I sold in 2019": given up, said after it; "a Golf for our daughter": someone else's
_SOLD_AFTER = re.compile(
    r"\s+(?:that\s+|which\s+)?(?:i|we)\s+(?:just\s+)?(?:sold|scrapped|crashed|totall?ed|"
    r"wrote\s+off|gave\s+away|traded\s+in|got\s+rid\s+of|used\s+to)\b"
    r"|\s+(?:as\s+a\s+(?:gift|present)\s+)?for\s+(?:my|our)\s+(?:\w+\s+)?(?:"
    + RELATION_WORDS
    + r"|kids?|children|child|parents)\b",
    re.IGNORECASE,
)


def vehicles(text: str) -> list[tuple[int, str]]:
    """The first make and model of ``text`` not given up, with where it starts."""
    found: list[tuple[int, str]] = []
    car_values(text, lambda start, value, *_: found.append((start, value)))
    return found


def car_values(text: str, add: Add, previous: str = "") -> None:
    """Report to ``add`` the first make and model of ``text`` that is the user's: not given up
    (sold, stolen, the old car before it), not someone else's or weighed ("deciding between a
    Golf and ...")."""
    if _OLD_CAR_BEFORE.search(previous) and re.match(r"\s*an?\s", text):
        return  # "goodbye to the old car today, a Golf that got me through uni": given up
    past = 0  # the end of a car given up: its model is no car of the user's either
    for match in re.finditer(r"\b[A-Za-z][\w-]*", text):
        if match.start() < past or match.group().lower() not in CAR_MAKES:
            continue
        ahead = " ".join(text[match.start() : match.start() + 40 * NAME_WORDS].split()[:NAME_WORDS])
        value = proper(ahead, cased=match.group()[:1].isupper())
        if value is not None:
            value = value.removesuffix("'s")  # "my Toyota Corolla's usb port"
        if (
            _GONE.search(text, max(0, match.start() - 60), match.start())
            or _ANOTHER_CAR.search(text, max(0, match.start() - 60), match.start())
            or (value is not None and STOLEN.match(text, match.start() + len(value)))
            or (value is not None and _SOLD_AFTER.match(text, match.start() + len(value)))
        ):
            past = match.start() + len(value or match.group())
            continue  # "sold a Golf last month", "my Golf was stolen": no longer the user's car
        if value is not None:
            add(match.start(), value, ("car",))
            return
