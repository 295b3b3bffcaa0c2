"""Life admin: what the user puts down for themselves on a form, a profile or an app, and the
news they ask to have passed on, said again as plain statements for the rules.

* ``filled``: "put sushi as my favourite food" is "my favourite food is sushi"; "update my
  usual order in the coffee app to espresso" is "my usual order is espresso".
* ``passed_on``: "Help me tell my insurer that I now live in Lisbon", "Draft an email to my
  bank letting them know I now work for Stripe", "Could you add a note that I'm vegan?" state
  what the user asks to be told: "I now live in Lisbon". Only news in the first person ("I",
  "my"): "tell my sister that she ..." is hers.

Pure string handling, used by ``statements``; each pattern is anchored or bounded, linear in
the text.
"""

from __future__ import annotations

import re

from memvault.policy.extraction.guards import words

__all__ = ["filled", "passed_on"]

_LABEL = r"(?P<label>(?:[\w'-]+\s+){0,3}?[\w'-]+)"
# "put sushi as my favourite food", "write Lisbon down as my home city"
_PUT_AS = re.compile(
    r"\b(?:put|write|enter|list|set|mark|add|fill\s+in)\s+(?:down\s+)?"
    r"(?P<v>(?!(?:me|it|that|this|them|him|her)\b)[^,.;:!?()\"]{1,40}?)\s+(?:down\s+)?"
    r"as\s+my\s+" + _LABEL + r"(?=\s*[,.;:!?()\"]|\s+[\u2013\u2014-]\s|\s*$|"
    r"\s+(?:on|in|for|since|because|as|and|but|so)\b)",
    re.IGNORECASE,
)
# "update my usual order in the coffee app to espresso", "change my job title to nurse"
_UPDATE_TO = re.compile(
    r"\b(?:update|change|switch|set)\s+my\s+"
    + _LABEL
    + r"\s+(?:(?:in|on|with|at)\s+(?:the\s+|my\s+)?(?:[\w'-]+\s+){0,3}?)?(?:over\s+)?to\s+"
    r"(?P<v>[^,.;:!?()\"]{1,40}?)"
    r"(?=\s*[,.;:!?()\"]|\s+[\u2013\u2014-]\s|\s*$|\s+(?:please|pls|now|since|because|as|and|but|so)\b)",
    re.IGNORECASE,
)
_NOT_A_LABEL = words(
    "flight flights booking reservation appointment order delivery plan table room seat ticket "
    "password pin email alarm reminder meeting call subscription"
)


def filled(text: str) -> str:
    """``text`` with each entry the user puts down for themselves said as a statement ("put
    sushi as my favourite food": "my favourite food is sushi")."""

    def said(match: re.Match[str]) -> str:
        label = " ".join(match["label"].split())
        if label.lower() in _NOT_A_LABEL:  # "change my flight to Berlin": no fact
            return match[0]
        more = re.match(r"\s+\w", match.string[match.end() :])  # "... on the form": a comma first
        return f"my {label} is {match['v'].strip()}" + ("," if more else "")

    return _UPDATE_TO.sub(said, _PUT_AS.sub(said, text))


_ASKED = r"(?:(?:can|could|would|will)\s+you\s+|please\s+|pls\s+|kindly\s+|(?:help|let)\s+me\s+(?:to\s+)?|i\s+(?:need|have|want|'d\s+like|would\s+like)\s+to\s+|just\s+)*"  # noqa: E501
_MINE = r"(?=(?:i|i'm|i've|im|ive|my)\b)"
_PASS_ON = re.compile(
    r"^" + _ASKED + r"(?:"
    # "tell my insurer (that) I ...", "let HR know I ...", "notify the bank that my ..."
    r"(?:tell|inform|notify|update|remind|warn|let)\s+(?!me\b|us\b|you\b)[^.!?,;:]{1,60}?"
    r"(?:\s+know)?\s+(?:that\s+)?"
    # "draft an email to my bank letting them know (that) I ..."
    r"|(?:draft|write|send|compose|prepare|do)\s+(?:me\s+)?(?:an?|the|a\s+quick|a\s+short)\s+"
    r"(?:[\w-]+\s+)?(?:email|e-mail|letter|note|message|text|reply)\s+(?:to\s+[^.!?,;:]{1,60}?\s+)?"
    r"(?:letting\s+(?:them|him|her|it)\s+know|telling\s+(?:them|him|her)|saying|to\s+say|"
    r"to\s+let\s+(?:them|him|her)\s+know|explaining|that\s+says)\s+(?:that\s+)?"
    # "add a note (to the booking) that I'm vegetarian"
    r"|add\s+(?:a\s+)?(?:note|comment|line)\s+(?:to\s+[^.!?,;:]{1,40}?\s+)?(?:that|saying)\s+"
    r")" + _MINE,
    re.IGNORECASE,
)


def passed_on(sentence: str) -> str | None:
    """What the user asks to have passed on, when it is their own news ("Help me tell my
    insurer that I now live in Lisbon": "I now live in Lisbon"); None otherwise."""
    match = _PASS_ON.match(sentence)
    return sentence[match.end() :].rstrip("?") if match else None
