"""Whose words a quotation is: the user's own draft, read as the user's statements, or
someone else's, read as nothing.

People paste what they have written about themselves and ask for help with it ("can you
make this less stiff: 'I'm a nurse in Lisbon and ...'"): a quotation the user introduces
as a text of their own (after a colon, a dash or "I wrote", with no one else named around
it) is what the user says. A quotation of someone else's ("my sister's bio: '...'", "she
wrote: '...'", "an example bio I found: '...'", a game character's lines), or one named in
passing ("my 'favourite drink is espresso' comment was a joke"), states nothing of the
user's. A short quotation (fewer than ``QUOTED_WORDS`` words: 'unknown', a "senior" title)
is left as it is. Pure string handling, linear in the text.
"""

from __future__ import annotations

import itertools
import re

__all__ = ["QUOTED_WORDS", "unquoted"]

QUOTED_WORDS = 4
"""The fewest words of a quotation that is read as a text of its own."""
_LONGEST = 600
"""The most characters a quotation is read over (each quotation mark looks no further)."""
_QUOTES = 200
"""The most quotations one text is read for (a long run stays linear)."""
_AROUND = 160
"""How far before and after a quotation its frame is read."""

_QUOTED = re.compile(
    r'"(?P<d>[^"\n]{1,600})"|\u201c(?P<c>[^\u201d\n]{1,600})\u201d'
    # single quotes: not an apostrophe ("don't", "the kids' car"), which has a letter before
    r"|(?<![\w'])'(?=\S)(?P<s>(?:[^'\n]|(?<=\w)'(?=\w)){1,600}?)(?<=\S)'(?![\w'])"
)
# someone else's words: a person named in the frame, or a text that is not the user's
_THEIRS = re.compile(
    r"\b(?:he|she|they|her|his|their|hers|theirs|him|them|someone|somebody|example|template|"
    r"sample|character|npc|persona|quote|quoting|not\s+(?:me|mine|my\s+words)|novel|story|"
    r"fiction|fictional|protagonist|hero|heroine|villain|monologue|script|screenplay|"
    r"role-?play|campaign|game|advert|advertisement|ad|posting|listing|vacancy|flyer|poster|"
    r"notice|announcement)\b"
    r"|\b(?!(?:it|that|what|here|there|where|who|let|how|today|tonight|this|one|he|she)'s)"
    r"[a-z]+'s\b",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|we|we're|our)\b", re.IGNORECASE)
_FIELDS = re.compile(r"(?:^|[.;,]\s*)[a-z][\w /-]{0,24}:\s*\w", re.IGNORECASE)
# how a text of one's own is handed over: "...: '...'", "I wrote '...'", "mine says '...'"
_HANDED = re.compile(
    r"(?:[:?\-\u2013\u2014]|\b(?:wrote|write|put|written|says|reads|goes|like|is|was|draft|"
    r"version|this|it|mine|me))\s*[:,]?\s*$",
    re.IGNORECASE,
)


def unquoted(text: str) -> str:
    """``text`` with each long quotation either opened up as sentences of its own (the user's
    own draft) or taken out (someone else's, or named in passing)."""
    out: list[str] = []
    done = 0
    for match in itertools.islice(_QUOTED.finditer(text), _QUOTES):
        words = (match["d"] or match["c"] or match["s"]).strip()
        if len(words.split()) < QUOTED_WORDS:
            continue
        frame = text[max(done, match.start() - _AROUND) : match.start()]
        after = text[match.end() : match.end() + _AROUND]
        own = (
            # "Sam is a nurse" is a bio of anyone; "Job: nurse. City: Lisbon." a form's fields
            (_FIRST_PERSON.search(words) is not None or _FIELDS.search(words) is not None)
            and (_HANDED.search(frame) is not None or not frame.strip())
            and _THEIRS.search(frame) is None
            and _THEIRS.search(after.split('"', 1)[0]) is None
        )
        out.append(text[done : match.start()])
        out.append(f" . {words} . " if own else " . ")
        done = match.end()
    out.append(text[done:])
    return "".join(out)
