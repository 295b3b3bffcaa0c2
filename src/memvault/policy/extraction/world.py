"""World Englishes' grammar said as the rules read it: a few forms that mean one thing
wherever they stand, put in standard English before a text is split into statements.

* Nigerian Pidgin: "sushi na my number one food" (``na`` is "is"), "Na espresso be my best
  drink" ("espresso is my best drink"), "I dey stay for Austin" ("I live in Austin"), "I don
  turn vegetarian" ("I've become vegetarian");
* Jamaican Creole: "Mi work fi Google" ("I work for Google"), "mi live inna Kingston";
* Irish English's perfect of "after": "I'm after going vegetarian" ("I've just gone
  vegetarian"), "we're after moving to Cork";
* Northern English: "grafting for Google" ("working for");
* Singapore English: "Ramen confirm my favourite food" (``confirm`` before "my" is "is"),
  "espresso one lah" (``one`` before a particle closes the phrase: "espresso lah");
* Scots: "ma favourite drink" ("my favourite drink").

Each form is taken only where it can be nothing else ("na my", "mi work fi", "I'm after
going"): ``na`` alone, ``mi`` alone and ``ma`` alone are left as they are. Pure string
handling, each pattern linear in the text.
"""

from __future__ import annotations

import re

__all__ = ["standard"]

_AFTER = {"going": "gone", "becoming": "become", "moving": "moved", "getting": "got",
          "starting": "started", "buying": "bought", "turning": "turned",
          "switching": "switched", "joining": "joined"}  # fmt: skip
_FORMS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), said)
    for pattern, said in (
        (r"(?:^|(?<=[.!?]\s))na\s+(?P<v>[^.!?,\n]{1,40}?)\s+be\s+(?=my\b)", r"\g<v> is "),
        (r"\bna\s+(?=my\s)", "is "),
        (r"\b(?P<i>i|we)\s+dey\s+(?:stay|live)\s+(?:for|in|at)\b", r"\g<i> live in"),
        (r"\b(?P<i>i|we)\s+dey\s+(?=(?:work|drive)\b)", r"\g<i> "),
        (r"\b(?P<i>i|we)\s+don\s+(?:turn|become)\b", r"\g<i>'ve become"),
        (r"\bmi\s+work\s+(?:fi|fa)\b", "I work for"),
        (r"\bmi\s+(?:live|deh)\s+(?:inna|ina|in)\b", "I live in"),
        (r"\bgrafting\s+(?=(?:for|at)\b)", "working "),
        (r"(?<=\w)\s+confirm\s+(?=my\s)", " is "),
        (r"(?<=\w)(?<!\bnumber)\s+one(?=\s+(?:lah|leh|lor)\b)", ""),
        (r"\bma\s+(?=(?:favou?rite|fave?|usual|go-to|car|job|new)\b)", "my "),
    )
)
_I_HAVE = re.compile(  # "I'm after going vegan": the Irish perfect
    r"\b(?P<i>i'm|i\s+am|we're|we\s+are)\s+after\s+(?P<verb>" + "|".join(_AFTER) + r")\b", re.I
)


def standard(text: str) -> str:
    """``text`` with the world Englishes' forms above said in standard English."""
    for form, said in _FORMS:
        text = form.sub(said, text)
    return _I_HAVE.sub(_have_done, text)


def _have_done(match: re.Match[str]) -> str:
    done = _AFTER[match["verb"].lower()]
    subject = "I" if match["i"].lower().startswith("i") else "we"
    return f"{subject}'ve just {done}"
