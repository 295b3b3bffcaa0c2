"""Talk as a speech-to-text tool writes it, made readable for the rules: hesitations and
fillers dropped, a self-repair read from where the speaker starts again, a repeated word
said once.

"um my car is a Golf so like parking is easy" reads as "my car is a Golf so parking is
easy"; "I work as uh no sorry I'm a nurse now" as "I work as. I'm a nurse now" (what was
given up is a sentence of its own, which states nothing); "my my employer is X" as "my
employer is X". Only words that are fillers wherever they stand are dropped everywhere
("um", "uh", lower-case "er", "hmm", "I mean", "you know" but not "so you know",
"basically", "kind of", "sort of", "innit"); "like" only after a word it cannot be the verb
of ("so like", "for like three years": "I like sushi" keeps it; not after "is", which may
compare), and "yeah", "right", "honestly", "mate" only where they close a clause. A small
word put right reads as the right one ("working at, sorry, for X": "working for X"), a value
said again as said once ("my fave is, well, it's gotta be X": "my fave is X"), and words
that only stress go ("hands down", "no contest"); "if you ask me" says whose opinion follows
("for me").

A speech recogniser's transcript is read too: apostrophes put back where the form is no
other word ("im", "dont"; a transcript's "its" is "it's" and "remember were" is "remember
we're"), punctuation dictated as words put as marks ("comma", "full stop"; emoji names
dropped), the call to the assistant dropped ("ok google", a leading "alexa"), and, where
nothing is punctuated, a new thought ("oh and", "anyway", "by the way", "hang on") and a
statement of the speaker's own ("... for my job im a nurse") start sentences of their own,
unless the word before binds them ("if", "that", "say", ...). So are live captions: the
sounds they note ("[laughs]", "(crosstalk)") dropped, a line broken where the caption
scrolled joined when the next goes on in lower case, a word cut off said once ("sat-
saturday") or, given up, a new start ("I don't- I'm vegan"). A value said first and then
pointed back at reads as one statement ("payslip says Acme, so yeah, that's who I work for":
"Acme is who I work for"), the "would" of habit as the present ("I'd normally be on the
espresso"), "remember say" as "remember that", and "um what else," asks nothing. Each
pattern is linear in the text.
"""

from __future__ import annotations

import re

__all__ = ["spoken"]

# A recogniser's transcript drops apostrophes: only forms that are no other word are put back
# ("were", "ill", "well" and "its" stay as they are), in lower case, as it wrote them (a text
# all in lower case is read as such: "i moved to seoul")
_UNMARKED = {
    "im": "i'm", "ive": "i've", "id": "i'd", "dont": "don't", "doesnt": "doesn't",
    "didnt": "didn't", "cant": "can't", "wont": "won't", "isnt": "isn't", "wasnt": "wasn't",
    "arent": "aren't", "havent": "haven't", "hasnt": "hasn't", "thats": "that's", "thatd": "that'd",
    "whats": "what's", "theyre": "they're", "youre": "you're", "shes": "she's", "hes": "he's",
}  # fmt: skip
_UNMARKED_WORD = re.compile(  # "Ive", "IM" too, not "ID"
    r"\b(?:id|(?i:" + "|".join(w for w in _UNMARKED if w != "id") + r"))\b(?![.'-]\w)"
)
# dictation writes the punctuation it was told ("comma", "full stop") and emoji names as words
_MARKS = {"comma": ",", "full": ".", "question": "?", "exclamation": "!", "new": "\n"}
_SAID_MARK = re.compile(
    r"(?<!\s)\s*+\b(comma|full\s+stop|question\s+mark|exclamation\s+(?:mark|point)|"
    r"new\s+(?:line|paragraph)|(?:smiley|sad|winky|laughing)\s+face|thumbs\s+up|heart\s+emoji)\b",
    re.IGNORECASE,
)
# a homophone a dictation often gets wrong where only one fits: "just moved two Austin"
_MOVED_TWO = re.compile(
    r"\b(moved|move|moving|relocated|relocating|went|going|gone|came|come|back|headed|heading)"
    r"\s+(?:two|too)\b(?=\s+[A-Z])",
    re.IGNORECASE,
)
# "ok google", "hey siri", a transcript's leading "alexa": a call to the assistant, no part
# of what is said after it ("Alexa moved to Oslo" names someone)
_WAKE = re.compile(  # "OK Computer" is an album
    r"\b(?:[Oo]k|OK|[Oo]kay|[Hh]ey|[Hh]i)\s+(?:[Gg]oogle|[Ss]iri|[Aa]lexa|[Cc]ortana|assistant|"
    r"computer)\b(?!['-])|^(?:alexa|siri|cortana)\b(?=\s+\w)",
)
# said with no punctuation, a new thought starts here: "... oh and I work at X", "hang on"
_NEW_THOUGHT = re.compile(
    r"(?<!\s)\s++(?:and\s+(?=(?:anyway|by\s+the\s+way|hang\s+on)\b))?"
    r"(?=(?:and\s+also|oh\s+and|anyway|by\s+the\s+way|hang\s+on|also\s+(?=(?:i|i'm|we|my)\b)|"
    r"hello)\b)",
    re.IGNORECASE,
)
# ... and so does a statement of the speaker's own, unless the word before binds it ("that",
# "if", "where", "say" ...): "find me courses for my job im a nurse" is a request, then a fact
_SUBJECT = re.compile(r"\b([\w']+)\s+(?=(?:i'm|i\s+am|i've|we're|we've|we\s+are)\b)", re.I)
_BINDS = frozenset(
    re.findall(
        r"\S+",
        "that because cause cos coz so if when whenever where since as and but or how what why "
        "who which till until while whether say said says think thought know knew guess reckon "
        "hope wish mean remember tell told like than unless before after once then though "
        "although even sorry company firm business city town place car one thing pretending "
        "pretend imagine imagining dreaming dream picturing",
    )
)
# a transcript's "were" where it can only be "we're"; its "its" is nearly always "it's"
_WERE = re.compile(r"(^|\b(?:remember|so|and|but|now|ok|yeah|because|that)\s+)were\b(?=\s)")
_ITS = re.compile(r"\bits\b")
# "... every day thats my go to drink": what points back starts a clause of its own
_POINTING_BACK = re.compile(
    r"(?<=\w)(?=\s+(?:and\s+)?(?:yeah\s+)?that's\s+(?:my|where|how|who)\b)", re.IGNORECASE
)
# "Google, that's who I work for": the value said first reads as "Google is who I work for"
# (unless the speaker said so already: "I moved to Oslo, that's where we live")
_DISLOCATED = re.compile(
    r"(?<![\s,])(?:\s*+,?\s*+\b(?:so|yeah|and)\b){0,3}+\s*+,\s*+(?:yeah\s+)?that's\s+"
    r"(?=(?:where|who|what|how)\s+(?:i|we)\b)",
    re.IGNORECASE,
)
# West African English's "remember say I'm vegan": "say" is "that", no one's saying
_SAY_THAT = re.compile(r"\b(remember|know|note|knows|knew)\s+say\b", re.IGNORECASE)
# the "would" of habit, not of a wish: "I'd normally be on the espresso" is "I'm normally on"
_HABITUAL = re.compile(
    r"\bi(?:'d|\s+would)\s+(normally|usually|generally|typically)\b(\s+be\b)?", re.IGNORECASE
)
# words that stress, not state: "is hands down my favourite", "for the record, my ..."
_STRESS = re.compile(  # with the commas around it: "my top food, hands down, is sushi"
    r"(?:,[ \t]*+)?\b(?:hands\s+down|no\s+contest|if\s+you\s+(?:ever\s+)?need\s+to\s+know|"
    r"for\s+the\s+record)\b(?:[ \t]*+,(?=\s))?",
    re.IGNORECASE,
)
# ... and "if you ask me" says whose opinion follows: "if you ask me ramen is the best food"
# (where the speaker does not say so next: "if anyone asks, my fave is X" is "my fave is X")
_ASK_ME = re.compile(
    r"\bif\s+(?:anyone|anybody|you)(?:\s+(?:at|in|from)\s+[\w']+(?:\s+[\w']+)?)?"
    r"\s+(?:ever\s+)?asks?(?:\s+me)?\b"
    r"(?P<mine>\s*+,?\s*+(?:my|i|i'm|i've|we|we're|our)\b)?",
    re.IGNORECASE,
)
_BY_THE_WAY = re.compile(r"\bby\s+the\s+way\b", re.IGNORECASE)
_ALL_TIME = re.compile(r"\ball\s+time\b(?=\s+(?:fav|number|best|top))", re.IGNORECASE)
_SMALL = r"(?:at|in|near|for|with|by|to|from|on|of|as|a|an|the|my)"
# "working at, sorry, for X": one small word put right reads as the right one alone
_SUBSTITUTE = re.compile(
    r"\b" + _SMALL + r"\s*,?\s*\b(?:no\s+sorry|sorry|no\s+wait|i\s+mean|or\s+rather)\b\s*,?\s*"
    r"(?=" + _SMALL + r"\b)",
    re.IGNORECASE,
)
# "no sorry", "no wait", "what's it called": the speaker gives up what came before
_REPAIR = re.compile(
    r"(?:,\s*)?\b(?:no\s+sorry|no\s+wait|sorry\s+i\s+mean|or\s+rather|what'?s\s+it\s+called|"
    r"what'?s\s+it|sorry)\b\s*,?\s*",
    re.IGNORECASE,
)
# "I mean" goes too, but gives nothing up: "if I moved there, I mean, ..." is still "if"
_FILLER = re.compile(
    r"(?:,\s*)?\b(?:u+h+\s+huh|m+\s+h+m+|u+m+|u+h+|(?-i:e+r+m*)|h+m+|"
    r"(?<!\bso\s)(?<!\bas\s)(?<!\bif\s)y(?:ou|a|')\s*know|i\s+mean|basically|kind\s+of|"
    r"sort\s+of|innit|if\s+that\s+makes\s+sense)\b,?"
    r"(?P<restart>\s*(?=(?:i|i'm|i've|we|we're|it's|that's)\b))?",
    re.IGNORECASE,
)
# "my fave is, well it's X": the speaker starts the value again
_RESTATED = re.compile(
    r"\b(is|was)(?:\s*,\s*(?:well\b\s*,?\s*)?|\s+well\b\s*,?\s*)(?:it'?s|it\s+is)"
    r"(?:\s+(?:gotta|got\s+to|has\s+to|gonna|going\s+to)\s+be)?\b",
    re.I,
)
_LIKE = re.compile(  # not after "is": "it is like a dream" compares
    r"(?:(?<=^)|(?<=\bfor)|(?<=\babout)|(?<=\bso)|(?<=\band)|(?<=\bnow)|(?<=\byeah)|(?<=,))"
    r"\s*\blike\b,?",
    re.IGNORECASE,
)
_CLOSING = re.compile(
    r"\b(?:yeah|right|honestly|mate|no\s+joke)\b(?!\s+now\b)(?=\s*(?:[,.!?;]|$))", re.I
)
_TWICE = re.compile(  # possessive: linear; "had had" and "that that" are English
    r"\b(?!(?:had|that)\s)(\w++(?:'\w++)?)(?:\s+\1\b)+", re.IGNORECASE
)
_GO_TO = re.compile(r"\b(my|the|a)\s+go\s+to\b", re.IGNORECASE)
# live captions: what was heard but not said ("[laughs]", "(crosstalk)"), a line broken where
# the caption scrolled (the next line goes on in lower case), a word cut off and said again
# ("sat- saturday") or given up ("I don't- I'm vegan": a restart)
_SOUND = re.compile(
    r"\[[^\[\]\n:]{1,40}\]|\((?:laugh(?:s|ing|ter)?|crosstalk|inaudible|unintelligible|"
    r"indistinct|(?:background\s+)?noise|music|applause|cough(?:s|ing)?|sigh(?:s|ing)?|pause|"
    r"silence|static)\)|♪",
    re.IGNORECASE,
)
_SCROLLED = re.compile(  # not a line that opens with a label: "vibes: tired"
    r"(?<![.,!?;:\s])[ \t]*+\n[ \t]*+(?=[a-z])(?![a-z][\w /-]{0,24}:\s)"
)
_CUT_OFF = re.compile(r"\b(\w+)-[ \t]++(?!(?:and|or|to)\b)(\w*)")
# "um what else, oh the hospital ...": no question, a speaker looking for the next thing
_WHAT_ELSE = re.compile(r"(?:^|(?<=[.!?]))\s*+what\s+else\s*,\s*", re.IGNORECASE)
# what is left where a sentence opens ("sorry— sushi" without its "sorry") opens nothing
_OPENING = re.compile(r"^[\s.,\u2014\u2013]+|(?<=[.!?])[\s.,\u2014\u2013]+")
_WE = re.compile(r"\b(?:me\s+and\s+my|my\s+\w+\s+and\s+(?:i|me))\b(?:\s+\w+)?(?=\s+(?:live|moved))",
                 re.IGNORECASE)  # fmt: skip


def _marked(m: re.Match[str]) -> str:
    """A contraction typed without its apostrophe, with it ("Ive" is "I've")."""
    word = _UNMARKED[m.group().lower()]
    return word[:1].upper() + word[1:] if m.group()[:1].isupper() else word


def _filler(m: re.Match[str]) -> str:
    """A filler goes; a comma it stood beside stays where the speaker starts again ("I always
    order, uh, I always get X"), not where none was ("if I moved there I mean I'd ...")."""
    return ", " if m["restart"] is not None and "," in m.group() else " "


def _unstressed(m: re.Match[str]) -> str:
    """Words that only stress go; where they stood between two commas, one comma stays but
    before the verb that goes on ("my top food, hands down, is sushi")."""
    commas = m.group().count(",")
    if commas == 2 and _VERB_NEXT.match(m.string, m.end()):
        return " "
    return ", " if commas else " "


_VERB_NEXT = re.compile(r"\s*(?:is|are|was|has|have|remains|will|would)\b", re.IGNORECASE)


def _own_statement(m: re.Match[str]) -> str:
    return m.group() if m[1].lower() in _BINDS else f"{m[1]}. "


def _dislocated(m: re.Match[str]) -> str:
    """ ", that's who I work for" as " is who I work for", unless the sentence so far is the
    speaker's own statement already."""
    before = re.split(r"[.!?\n]", m.string[max(0, m.start() - 200) : m.start()])[-1]
    return m.group() if re.search(r"\b(?:i|i'm|my|we|we're|our)\b", before, re.I) else " is "


def _cut_off(m: re.Match[str]) -> str:
    """A word said again once cut off is said once; one given up starts a new sentence."""
    return m[2] if m[2].lower().startswith(m[1].lower()) else f"{m[1]}. {m[2]}"


def _transcript(text: str) -> str:
    """What a recogniser leaves out put back: apostrophes, punctuation said as words, and,
    where nothing is punctuated, where a new thought or the speaker's own statement starts."""
    text = _SCROLLED.sub(" ", _SOUND.sub(" ", text))
    text = _CUT_OFF.sub(_cut_off, text)
    text = _SAID_MARK.sub(lambda m: _MARKS.get(m[1].lower().split()[0], ""), text)
    text = _MOVED_TWO.sub(r"\1 to", text)
    unpunctuated = re.search(r"[.,!?;:]", text) is None
    text = _WAKE.sub(".", _UNMARKED_WORD.sub(_marked, text))
    if unpunctuated:
        text = _WERE.sub(r"\1we're", _ITS.sub("it's", text))
        text = _POINTING_BACK.sub(",", text)
        text = _SUBJECT.sub(_own_statement, _NEW_THOUGHT.sub(". ", text))
    return text


def spoken(text: str) -> str:
    """``text`` with the hesitations, fillers, self-repairs and repeated words of speech
    taken out (see the module docstring); written text comes back as it was, but for
    those words."""
    text = _ASK_ME.sub(lambda m: m["mine"] or "for me", _STRESS.sub(_unstressed, _transcript(text)))
    text = _DISLOCATED.sub(_dislocated, text)
    text = _SAY_THAT.sub(r"\1 that", text)
    text = _HABITUAL.sub(lambda m: f"I'm {m[1]}" if m[2] else f"I {m[1]}", text)
    text = _BY_THE_WAY.sub("btw", text)
    text = _ALL_TIME.sub("all-time", text)
    text = _SUBSTITUTE.sub("", text)
    text = _REPAIR.sub(". ", text)
    text = _FILLER.sub(_filler, text)
    text = _RESTATED.sub(r"\1", text)
    text = _LIKE.sub(" ", text)
    text = _CLOSING.sub("", text)
    text = _TWICE.sub(r"\1", text)
    text = _GO_TO.sub(r"\1 go-to", text)
    text = _WE.sub("we", text)
    text = _OPENING.sub(" ", _WHAT_ELSE.sub(" ", text))
    return re.sub(r"[ \t]+(?=[.,])|(?<=[ \t])[ \t]+", "", text).strip()
