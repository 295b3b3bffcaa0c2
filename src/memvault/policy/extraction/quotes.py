"""Whose words a quotation is: the user's own draft, read as the user's statements, or someone
else's, read as nothing; and the same for a form's or a chat's lines and a draft after a
colon; in a chat pasted with the user's own line ("Me: noted!!"), the other speakers' lines.

People paste what they have written about themselves and ask for help with it ("can you make
this less stiff: 'I'm a nurse in Lisbon and ...'"): a quotation in the first person (or a
form's fields) that the user hands over as a text of their own (after a colon, a dash, a
question or "I wrote", with no one else named around it) is what the user says; so is a text
pasted on lines of its own, unless the line that hands it over, or one after it, gives it to
someone else ("my brother wrote this for his profile", "That's how my brother-in-law wants to
open his speech"). A quotation
of someone else's ("my sister's bio: '...'", "she wrote: '...'", "an example bio I found:
'...'", a game character's lines), or one named in passing ("my 'favourite drink is
espresso' comment was a joke"), states nothing of the user's. A short quotation (fewer than
``QUOTED_WORDS`` words: 'unknown', a "senior" title) is left as it is. Pure string handling,
linear in the text.
"""

from __future__ import annotations

import itertools
import re

from memvault.policy.extraction.guards import words
from memvault.policy.extraction.labels import FAVOURITE
from memvault.policy.extraction.rule_table import RELATION_WORDS

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
    rf'"(?P<d>[^"\n]{{1,{_LONGEST}}})"|\u201c(?P<c>[^\u201d\n]{{1,{_LONGEST}}})\u201d'
    # single quotes: not an apostrophe ("don't", "the kids' car"), which has a letter before
    rf"|(?<![\w'])'(?=\S)(?P<s>(?:[^'\n]|(?<=\w)'(?=\w)){{1,{_LONGEST}}}?)(?<=\S)'(?![\w'])"
)
_SERVED = (
    r"client|customer|patient|student|nanny|intern|tenant|kids?|parents|character|npc|hero|"
    r"villain|candidate|applicant|employee|neighbou?r|roommates"
)
# someone else's words: a person named in the frame, a text that is not the user's, or one
# that is not true now (a joke, a dream, a poll)
_THEIRS = re.compile(
    r"\b(?:he|she|they|her|his|their|hers|theirs|him|them|someone|somebody|example|template|"
    r"sample|character|npc|persona|quoting|not\s+(?:me|mine|my\s+words)|novel|story|"
    # a quotation, not a price ("renewal quote form", "insurance quote")
    r"(?<!renewal\s)(?<!insurance\s)(?<!price\s)quote(?!\s+(?:form|request))|"
    r"fiction|fictional|protagonist|hero|heroine|villain|monologue|script|screenplay|"
    r"role-?play|campaign|game|advert|advertisement|ad|posting|listing|vacancy|flyer|poster|"
    r"notice|announcement|fake|joke|parody|april\s+fools|dream|vision\s+board|goals|wish\s*list|"
    r"bucket\s+list|manifesting|poll|group\s+chat|gc|thread|sims|overheard|overhearing|"
    r"strangers?|meme|tweet|tweeted|examples|feedback|testimonial|survey|textbook|"
    r"few-shot|reddit|r/\w+|ticket|applicant|forum|viral|participant|interviewee|respondent|"
    r"influencer|narrator|lyrics|song|poem|fwd?|forwarded|"
    # someone's review pasted ("summarise this review", "a review on the chair says"), not the
    # user's own ("Weekly review", "Review post draft")
    r"(?:this|that|these|customer)\s+reviews?|reviewer|"
    r"(?:a|the|one)\s+reviews?\s+(?:on|of|for|from|says|said)|"
    r"(?:family|work|team|class|friends?)\s+(?:chat|group))\b"
    # "Sam on LinkedIn: '...'", "Priya in the team channel: '...'": someone's post
    r"|(?-i:\b[A-Z][a-z]+)\s+(?:in|on)\s+(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?:channel|"
    r"chat|group|linkedin|twitter|instagram|insta|facebook|slack|discord|whatsapp|teams)\b"
    # "Text from my ex: '...'", "an email from HR": a message someone sent
    r"|\b(?:text|texts|email|message|dm|voicemail)\s+from\s+(?:my|a|an|the|his|her|their|our)\s"
    r"|\bone\s+(?:of\s+(?:them|the\s+\w+)\s+)?(?:says|said|reads|wrote)\b"  # "intros ... One says:"
    r"|\b(?!(?:it|that|what|here|there|where|who|let|how|today|tonight|this|one|he|she)'s)"
    r"[a-z]+'s\b"
    # "answers from a new client", "the sheet for my character", "my mum dictated"
    r"|\b(?:from|by)\s+(?:my|our|a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:"
    + RELATION_WORDS
    + r"|"
    + _SERVED
    + r")s?\b|\bfor\s+(?:my|our|a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:"
    + _SERVED
    + r")s?\b"
    r"|\b(?:my|our|a|an|the|one|this)\s+(?:[\w-]+\s+)?(?:"
    + RELATION_WORDS
    + r"|"
    + _SERVED
    + r")s?\s+(?:wrote|dictated|sent|wants|gave|drafted|filled|left|posted|submitted)\b",
    re.IGNORECASE,
)
# said after a quotation: "It's hers, I'm just the editor", "her words, not mine"
_NOT_MINE_AFTER = re.compile(
    r"\b(?:hers|his|theirs|not\s+(?:me|mine|my\s+words)|(?:her|his|their)\s+words|"
    r"for\s+(?:her|him|them)|(?:she|he|they)\s+(?:asked|wrote|said|sent|wants)|"
    r"(?:a|the|my)\s+(?:\w+\s+)?(?:character|narrator)\b)\b"  # "It's a line from a character ..."
    r"|\b[A-Z][a-z]+'s\s+(?:letter|bio|profile|draft|intro|post|cv|resume|email|speech|words)\b"
    r"|^\W*(?:that'?s|this\s+is|it'?s)\s+(?:from|by)\s+(?:my|our|a|an|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:" + RELATION_WORDS + r"|" + _SERVED + r")(?:s|'s)?\b",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|we|we're|our)\b", re.IGNORECASE)
_MY_TEXT = re.compile(  # "my insta bio", "new Mastodon bio", "LinkedIn headline draft"
    r"\b(?:my|new|updated)\s+(?:[\w-]+\s+){0,2}?(?:bio|headline|tagline|intro|about(?:\s+me)?|"
    r"profile)\b|\b(?:bio|headline|tagline|intro|profile)\s+draft\b",
    re.I,
)
_FIELDS = re.compile(r"(?:^|[.;,]\s*)[a-z][\w /-]{0,24}:\s*\w", re.IGNORECASE)
# how a text of one's own is handed over: "...: '...'", "I wrote '...'", "mine says '...'"
_HANDED = re.compile(
    r"(?:[:?\-\u2013\u2014]|\b(?:wrote|write|put|written|says|reads|goes|like|is|was|draft|"
    r"version|this|it|mine|me))\s*[:,]?\s*$",
    re.IGNORECASE,
)


# two or more lines of "label: value" ("Job: nurse", "maya: climbing"): a form or a chat's lines
_BLOCK = re.compile(
    r"(?:^|(?<=\n))(?:[ \t]*+(?:[-*\u2022][ \t]*+\S|[A-Za-z][\w /'.-]{0,24}:[ \t]*+\S)[^\n]*+"
    r"(?:\n|$)){2,}"
)
_MINE = re.compile(r"^[ \t]*+(?:[-*\u2022][ \t]*+)?(?:also\s+)?me:", re.IGNORECASE | re.MULTILINE)


# "Tom: my favourite film is Heat, fight me / Aisha: absolutely not": a line said by someone
# named, not a field of a form ("Job: nurse") nor the user's own heading ("Update: ...")
_SPEAKER = re.compile(
    r"[ \t]*+(?P<who>[A-Z][\w'.-]{0,20}(?:[ \t]+[A-Z][\w'.-]{0,20})?|P\d{1,3})[ \t]*:"
    r"(?P<said>(?:[ \t]+[^\s:]+)+)[ \t]*$"
)
_NOT_SPEAKERS = words(
    "update edit note notes ps context background tldr question answer also summary status goal "
    "goals plan today tomorrow yesterday tonight morning afternoon evening night weekend monday "
    "tuesday wednesday thursday friday saturday sunday job role title city location diet car "
    "employer company work name age bio about hobbies hobby pros cons me i fact facts occupation "
    "profession position workplace hometown home address vehicle drink food band book movie film "
    "sport colour color team pet pets birthday pronouns interests languages skills education "
    "school university experience likes dislikes allergies"
)
_FAVOURITE = re.compile(r"\b" + FAVOURITE + r"\b", re.IGNORECASE)  # "Fave band: ..."


def _dialogue(block: str) -> bool:
    """Whether ``block``'s lines are two or more people talking, one line at least a sentence
    (three words or more: a form's values are shorter)."""
    said = [m for line in block.splitlines() if (m := _SPEAKER.fullmatch(line))]
    who = {m["who"].lower() for m in said}
    return (
        len(who) >= 2
        and any(len(m["said"].split()) >= 3 for m in said)
        and not who & _NOT_SPEAKERS
        and not any(_FAVOURITE.search(w) for w in who)
    )


def _fields(text: str) -> str:
    """``text`` without the lines of a form or a chat that its frame says are someone else's
    ("the form for my dad: ...", "my group chat rn: ..."), or that a line of the user's own
    ("me: ...") in the same chat says are the other speakers' ("Sam: I've gone vegetarian /
    Me: noted!!"), but for the user's own."""
    out: list[str] = []
    done = 0
    for match in itertools.islice(_BLOCK.finditer(text), _QUOTES):
        head = text[max(done, match.start() - _AROUND) : match.start()].rstrip()
        frame = head[max(head.rfind(c, 0, len(head) - 1) for c in ".!?") + 1 :]  # its sentence
        block = match.group()
        if _THEIRS.search(frame) is None and not _MINE.search(block) and not _dialogue(block):
            continue
        out.append(text[done : match.start()])
        lines = block.splitlines(keepends=True)
        out.append("".join(line if _MINE.match(line) else ".\n" for line in lines))
        done = match.end()
    out.append(text[done:])
    return "".join(out)


# "an obviously fake 'About me' for April Fools: I'm the CEO of ...": a draft after a colon,
# to the end of its sentence, that its frame says is untrue or someone made up
_UNTRUE = re.compile(
    r"\b(?:fake|joke|parody|april\s+fools|template|example|sample|npc|character|persona|novel|"
    r"villain|fictional|role-?play|test\s+(?:message|entry|data|input)|dummy|placeholder|sims)\b",
    re.IGNORECASE,
)
_AFTER_COLON = re.compile(r"(?P<frame>[^.!?\n:]{1,160}):[ \t]+[^.!?\n]{1,600}")


# "NPC: Gorran the blacksmith. Former nurse. Favourite drink: tea. Can you ...": a text that
# opens by naming a made-up one or an advert ("Sponsored: ...", "GIVEAWAY ..."), up to where
# it turns back to the assistant
_MADE_UP_OPENING = re.compile(
    r"^\W*(?:(?:npc|character|villain|hero|heroine|persona|sample|example|template|sponsored|"
    r"promoted|advert(?:isement)?|ad)\b[^:\n.]{0,40}:|giveaway\b)"
    r"[^\n]*?(?=[.!?]\s+(?:can|could|would|will|how|what|any)\b|$)",
    re.IGNORECASE,
)


# "Write a short story where I'm a chef", "Pretend you're my boss in a sitcom. I'm the
# intern. Scene: ...", "in this world I'm a barista": a scene the user sets for the assistant,
# from the sentence that sets it to the end of the text
_STAGED = re.compile(
    r"\b(?:write|tell|give|draft|compose|generate|make\s+up|invent)\s+(?:me\s+|us\s+)?(?:a|an|the)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:story|stories|scene|tale|bit|sketch|skit|monologue|dialogue|script|"
    r"screenplay|fanfic|fan\s+fiction|chapter|rap|song|limerick|ballad|fable)\s+"
    r"(?:where|in\s+which|about\s+how|with\s+me\s+as)\b"
    r"|\b(?:pretend|imagine)\s+(?:that\s+)?(?:you'?re|you\s+are)\b"
    r"|(?:^|[.!?]\s+)(?:you'?re|you\s+are)\s+(?:an?|my|the)\s+[^.!?\n]{0,80}[.!?][^\n]{0,300}?\b(?:scene|"
    r"play\s+(?:it|them|him|her|along|out)|in\s+character|role-?play|improv)\b"
    # "in this world I'm a barista" (not "Nothing in this world beats sushi")
    r"|\bin\s+(?:this|that|the\s+other|an?\s+alternate|a\s+parallel)\s+(?:world|universe|timeline|"
    r"reality|life|version),?\s+(?:i|you|we)(?:'m|'re|\s+am|\s+are|\s+was|\s+were)\b"
    r"|\b(?:alternate|parallel)\s+(?:universe|life|reality|timeline)\b"
    r"|\b(?:fantasy|sci-?fi|noir|rpg|d&d|dnd|horror)\s+(?:setting|campaign|scene|opening|prompt)\b"
    r"|\brole-?play\b|\blet'?s\s+(?:play|pretend)\b"
    r"|\b(?:invent|invented|make\s+up|made\s+up)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:profile|persona|"
    r"character|backstory|identity)\b",
    re.IGNORECASE,
)


def _staged(text: str) -> str:
    """``text`` up to the sentence that sets a scene for the assistant (``_STAGED``)."""
    match = _STAGED.search(text, 0, 2000)  # a scene is set at the start, not deep in a paste
    if match is None:
        return text
    start = max(text.rfind(c, 0, match.start() + 1) for c in ".!?\n") + 1
    return text[:start] + " ."


def _made_up(text: str) -> str:
    """``text`` without a draft after a colon whose frame calls it made up (``_UNTRUE``) or
    gives it to someone else ("Her notes about herself: ..."), without a text that opens
    by naming a made-up one, and without a scene set for the assistant."""
    text = _MADE_UP_OPENING.sub(".", _staged(text))
    return _AFTER_COLON.sub(lambda m: f"{m['frame']}. " if _untrue(m["frame"]) else m.group(), text)


def _untrue(frame: str) -> bool:
    """Whether a colon's ``frame`` calls what follows made up or someone else's text."""
    return _UNTRUE.search(frame) is not None or (
        _THEIR_TEXT.search(frame) is not None and _TEXT_NAMED.search(frame) is not None
    )


_THEIR_TEXT = re.compile(  # "Her notes about herself", "my sister's bio", not "Friday's lunch"
    r"\b(?:her|his|their|hers|theirs|she|he|they)\b|\b(?:my|our)\s+(?:[\w-]+\s+)?(?:"
    + RELATION_WORDS
    + r"|"
    + _SERVED
    + r")s?(?:'s)?\b",
    re.IGNORECASE,
)


# a text pasted on lines of its own: the line that hands it over ("my brother wrote this for
# his profile", "got this in our feedback form:") or the one that names it after it ("That's
# how my brother-in-law wants to open his speech"), and a line that turns back to the assistant
_TEXT_NOUNS = (
    r"speech|bio|profile|post|letter|intro|opening|blog|message|caption|review|toast|lines?|"
    r"words|draft|essay|cv|resume|page|sheet|story|script|notes?|form|examples?"
)
_TEXT = r"(?:" + _TEXT_NOUNS + r"|this|these|it)"
_HANDS_OVER = re.compile(r":\s*$|\b" + _TEXT + r"s?\b", re.IGNORECASE)
_TEXT_NAMED = re.compile(r"\b(?:" + _TEXT_NOUNS + r")s?\b", re.IGNORECASE)
_NAMES_IT = re.compile(
    r"^\W*(?:that'?s|this\s+is|it'?s|those\s+are)\s+(?:from|how|what|the|one|my|our|his|her|"
    r"their)\b[^\n]{0,120}?\b" + _TEXT + r"s?\b",
    re.IGNORECASE,
)
_BACK_TO_ME = re.compile(
    r"^\W*(?:(?:ok|so|and|but|lol|also)\s+)?(?:can|could|would|will|should|do|does|is|how|what|"
    r"any|thoughts|too)\b",
    re.IGNORECASE,
)
_MY_ANSWERS = re.compile(r"\b(?:my|draft)\s+(?:answers?|replies|responses)\b", re.IGNORECASE)


def _pasted(text: str) -> str:
    """``text`` without the lines of a text its frame line gives to someone else."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    named = [i for i, line in enumerate(lines[:_QUOTES]) if _NAMES_IT.search(line)]
    last = next((i for i in reversed(named) if _THEIRS.search(lines[i])), 0)
    lines[:last] = ["."] * last  # the text came first, whose it is after it
    pasting = False
    for i, line in enumerate(lines):
        if pasting and line.strip() and _BACK_TO_ME.search(line):
            pasting = False
        elif pasting:
            lines[i] = "." if line.strip() else line
        elif _THEIRS.search(line) and _HANDS_OVER.search(line) and not _MY_ANSWERS.search(line):
            pasting = True
    return "\n".join(lines)


def unquoted(text: str) -> str:
    """``text`` with each long quotation either opened up as sentences of its own (the user's
    own draft) or taken out (someone else's, or named in passing)."""
    out: list[str] = []
    done = 0
    for match in itertools.islice(_QUOTED.finditer(text), _QUOTES):
        quoted = (match["d"] or match["c"] or match["s"]).strip()
        if len(quoted.split()) < QUOTED_WORDS:
            continue
        frame = text[max(done, match.start() - _AROUND) : match.start()]
        after = text[match.end() : match.end() + _AROUND]
        own = (
            # "Sam is a nurse" is a bio of anyone; "Job: nurse. City: Lisbon." a form's fields
            (
                _FIRST_PERSON.search(quoted) is not None
                or _FIELDS.search(quoted) is not None
                or _MY_TEXT.search(frame) is not None  # "my insta bio, current draft: '...'"
            )
            and (_HANDED.search(frame) is not None or not frame.strip())
            and _THEIRS.search(frame) is None
            and _NOT_MINE_AFTER.search(after.split('"', 1)[0]) is None
        )
        out.append(text[done : match.start()])
        out.append(f" . {quoted} . " if own else " . ")
        done = match.end()
    out.append(text[done:])
    return _made_up(_fields(_pasted("".join(out))))
