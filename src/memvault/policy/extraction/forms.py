"""Life admin: what the user puts down for themselves on a form, a profile or an app, and the
news they ask to have passed on, said again as plain statements for the rules.

* ``filled``: "put sushi as my favourite food" is "my favourite food is sushi"; "update my
  usual order in the coffee app to espresso" is "my usual order is espresso".
* ``filled`` also reads a form's lines: "Employer is Google" ("my" left out), "Current
  address: Flat 3, 22 Elm Street, Lisbon" (the town that closes it: "I live in Lisbon").
* ``answered``: a form's field, then the user's entry for it ("The RSVP asks for 'your usual
  drink'. I've put espresso", "'What is your favourite food?' Mine's sushi") is "my favourite
  drink is espresso"; a field of someone else's ("my husband's occupation") only with "for
  mine".
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

__all__ = ["answered", "filled", "passed_on"]

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
    r"(?:\b(?:how|where)\s+(?:do|can|should|would)\s+i\s+)?\b(?:update|change|switch|set)\s+my\s+"
    + _LABEL
    + r"\s+(?:(?:in|on|with|at)\s+(?:the\s+|my\s+)?(?:[\w'-]+\s+){0,3}?)?(?:over\s+)?to\s+"
    r"(?P<v>[^,.;:!?()\"]{1,40}?)"
    r"(?=\s*[,.;:!?()\"]|\s+[\u2013\u2014-]\s|\s*$|"
    r"\s+(?:please|pls|now|since|because|as|and|but|so|in|on|at|for|from)\b)",
    re.IGNORECASE,
)
_NOT_A_LABEL = words(
    "flight flights booking reservation appointment order delivery plan table room seat ticket "
    "password pin email alarm reminder meeting call subscription"
)


# "Employer is Google", a form's line with its "my" left out
_BARE_LABEL = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:current\s+)?(?P<label>employer|occupation|job\s+title)\s+is\s+",
    re.IGNORECASE,
)
# "Current address: Flat 3, 22 Elm Street, Lisbon": the town that closes the user's address
_ADDRESS = re.compile(
    r"(?:^|(?<=\n))(?:my\s+)?(?:current\s+|home\s+|residential\s+)?address\s*[:=-]\s*"
    r"[^\n]{0,120}?,\s*(?P<town>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})"
    r"(?:\s+[\w-]*\d[\w-]*){0,2}\s*(?=\n|$)",
    re.IGNORECASE,
)


def filled(text: str) -> str:
    """``text`` with each entry the user puts down for themselves said as a statement ("put
    sushi as my favourite food": "my favourite food is sushi")."""

    def said(match: re.Match[str]) -> str:
        label = " ".join(match["label"].split())
        if label.lower() in _NOT_A_LABEL:  # "change my flight to Berlin": no fact
            return match[0]
        label = _as_label(label) or label  # "my dietary preference": "my diet"; "my usual order"
        # "... on the form", "how do I set my diet to vegan?": a comma before the rest
        more = re.match(r"\s+\w|\s*\?", match.string[match.end() :])
        return f"my {label} is {match['v'].strip()}" + ("," if more else "")

    text = _ADDRESS.sub(lambda m: f"I live in {m['town']}.", text)
    text = _BARE_LABEL.sub(lambda m: f"my {' '.join(m['label'].lower().split())} is ", text)
    return _UPDATE_TO.sub(said, _PUT_AS.sub(said, text))


_ASKED = (  # "can you help me", "I need to", "please": what asks for the news to be passed on
    r"(?:(?:can|could|would|will)\s+you\s+|please\s+|pls\s+|kindly\s+|(?:help|let)\s+me\s+"
    r"(?:to\s+)?|i\s+(?:need|have|want|'d\s+like|would\s+like)\s+to\s+|just\s+)*"
)
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


# A field named: quoted ("'Favourite food?'", "'What is your favourite food?'", "'Tell the
# children your favourite food!'") or asked for ("asks for parents' occupations", "has a
# 'regular drink' field", "Under 'favourite food'")
_THINGS = r"food|drink|band|book|film|movie|colou?r|sport|song|album|show|game|snack|dish|meal"
_FIELD = re.compile(
    r"(?<!\w)(?P<q>['\"\u2018\u201c])(?:(?:what(?:'s|\s+is)|tell\s+(?:the\s+\w+|us|them))\s+)?"
    r"(?:your\s+)?(?P<f>[^'\"\u2019\u201d?!.]{2,40}?)[?!.]?['\"\u2019\u201d](?!\w)"
    r"|\b(?:asks?\s+(?:for|about)|wants|has\s+an?|lists?|under|pick|for)\s+"
    r"(?P<g>(?:[\w/'-]+\s+){0,6}?(?:occupation|employer|diet|dietary\s+\w+|vehicle|drink|"
    + _THINGS
    + r"|city|residence)s?)\b",
    re.IGNORECASE,
)
_ANSWER = re.compile(
    r"(?:^|(?<=[.!?;:,\n'\"\u2019\u201d]\s)|(?<=\n)|(?<=\s[-\u2013\u2014]\s))"
    r"(?P<mine>for\s+mine,?\s+)?"
    r"(?P<lead>(?:i(?:'ve|\s+have)?\s+(?:put|written|wrote|entered|typed|chosen|chose|picked|"
    r"gone\s+with|went\s+with)(?:\s+down)?|i'm\s+putting(?:\s+down)?|mine(?:'s|\s+is)|"
    r"for\s+me,?\s+it's|put\s+me\s+down\s+(?:for|as)|that's|easy,|it's)\s+)(?=[\w'])",
    re.IGNORECASE,
)
# "'What was your favourite food as a child?'": a field of the past (a security question)
_PAST_FIELD = re.compile(
    r"\b(?:was|were|used\s+to|as\s+a\s+(?:child|kid|teen|teenager)|growing\s+up|childhood|first)\b",
    re.IGNORECASE,
)
_NO_ENTRY = re.compile(r"(?:theirs|his|hers|not|none|nothing|no\s+one|nobody)\b", re.IGNORECASE)
_DASHES = "-\u2013\u2014:"
_OTHERS_FIELD = re.compile(  # "everyone's favourite drink" is the user's too
    r"\b(?:his|her|their|(?!every(?:one|body)'s)\w+'s|\w+s')\s", re.IGNORECASE
)
_FIELD_AS = (
    (r"\b(?:favou?rite|fave|usual|regular|go-to|preferred)\s+(" + _THINGS + r")\b", None),
    (r"\b(?:occupation|profession|job\s+title)", "job"),
    (r"\b(?:employer|company)\b", "employer"),
    (r"\bdiet", "diet"),
    (r"\b(?:vehicle|car)\b", "car"),
    (r"\b(?:city|town|residence)\b", "city"),
)
_ANSWERS = 8
"""The most entries read in one text (each looks back over at most ``_BACK`` characters)."""
_BACK = 200


def answered(text: str) -> str:
    """``text`` with each entry the user gives for a form's field said as a statement of the
    field ("'Favourite food?' I've put sushi": "my favourite food is sushi")."""
    out, last = [], 0
    for found, match in enumerate(_ANSWER.finditer(text)):
        if found == _ANSWERS:
            break
        label, quoted = None, False
        for field in _FIELD.finditer(text, max(last, match.start() - _BACK), match.start()):
            if (named := _field_label(field, bool(match["mine"]))) is not None:
                label, quoted = named, bool(field["q"])  # the last field the rules can name
        if (
            label is None
            or (match["lead"].lower().startswith("that's") and not quoted)
            # "... of my vehicle - it's a Golf": a bare "it's" only right after a dash or colon
            or (match["lead"].lower() == "it's " and text[max(0, match.start() - 2)] not in _DASHES)
            or _NO_ENTRY.match(text, match.end())  # "That's theirs, not mine"
        ):
            continue
        out.append(text[last : match.start()] + f"my {label} is ")
        last = match.end()
    return "".join(out) + text[last:]


def _field_label(field: re.Match[str], mine: bool) -> str | None:
    """What a field asks, as the user's label ("your usual drink": "favourite drink"); None
    for a field the rules have no label for, or someone else's (unless the entry is "for
    mine")."""
    named = field["f"] or field["g"]
    if (not mine and _OTHERS_FIELD.search(named)) or _PAST_FIELD.search(named):
        return None  # "my husband's occupation", "your favourite food as a child"
    return _as_label(named)


def _as_label(named: str) -> str | None:
    """The rules' label for what ``named`` asks ("dietary preference": "diet", "your usual
    drink": "favourite drink"); None when the rules have none."""
    for pattern, label in _FIELD_AS:
        if hit := re.search(pattern, named, re.IGNORECASE):
            return label or f"favourite {hit[1].lower()}"
    return None
