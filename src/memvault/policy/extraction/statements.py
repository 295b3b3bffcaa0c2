"""How the rule extractor finds statements: sentences, and which of them state something.

A question, someone else's quotation (``quotes``: the user's own draft in quotes is read as
the user's statements) or reported speech states nothing of the user's, except what it takes
for granted (``presupposed``: "How often should I rotate the tyres on my Toyota Corolla?" has
"my Toyota Corolla") and the reason it gives ("how far does a Golf go, cos that's what I've
got now"). Pure string handling, linear in the text; clauses are ``phrasing.py``'s.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memvault.policy.extraction.forms import answered, filled, passed_on
from memvault.policy.extraction.labels import labelled, pov_told
from memvault.policy.extraction.quotes import unquoted
from memvault.policy.extraction.spans import ABBREVIATIONS
from memvault.policy.extraction.spoken import spoken
from memvault.policy.extraction.world import standard

__all__ = ["presupposed", "reasons", "sentences", "split", "statements"]

_QUESTION_START = re.compile(
    r"^(?:do|does|did|is|are|am|was|were|can|could|would|should|will|shall|have|has|may|"
    r"where|what|who|whom|whose|when|why|how|which)\b(?!')",  # "Can't beat it" is no question
    re.IGNORECASE,
)
# Without its question mark, a sentence opened by a question word is a question only when the
# verb comes before the subject ("where do you", "what time does it"): "When you suggest
# recipes, remember I'm vegetarian" opens with a clause of time, not a question.
_UNMARKED_QUESTION = re.compile(
    r"^(?:(?:do|does|did|is|are|am|was|were|can|could|would|should|will|shall|have|has|may)"
    r"\b(?!'|\s+to\b)|(?:where|what|who|whom|whose|when|why|how|which)(?:'s|'re|'d|'ll|"
    r"(?:\s+(?!(?:i|you|we|they|he|she|it|my|your|our|their|his|her)\b)[\w-]+){0,3}?\s+"
    r"(?:do|does|did|is|are|am|was|were|can|could|would|should|will|shall|have|has|may|"
    r"might)\b(?!')))",
    re.IGNORECASE,
)
# "I'm vegan, my mum says": the sentence is someone else's. Said first ("My doctor said I
# could relax it, but I'm sticking with it"), it covers its own clause, as a guard does.
_HEARSAY_TAIL = re.compile(
    r"(?:\b(?:he|she|they|someone|somebody|people|everyone|my \w+) "
    r"(?:said|says|claims?|claimed|told me|thinks?|thought|believes?|reckons?)"
    # "X seems like a terrible place to work from what I've read": what the user read
    r"|\bfrom\s+what\s+i(?:'ve|\s+have)?\s+(?:read|heard|seen))(?:\s+(?:so|too|lol|haha))?\W*$",
    re.IGNORECASE,
)


_EMOTICON = re.compile(
    r"(?<![\w:])[:;=][-']?[()\[\]DPpOo/\\|*]+(?![\w])|[\u2600-\u27bf\U0001f300-\U0001faff]+"
)


def sentences(text: str) -> Iterator[str]:
    """Statements of ``text``: questions, quotations and reported speech left out. An
    emoticon or emoji ends a sentence, as a full stop would; a label asked and answered
    ("Best food right now? Sushi.") is a label and a value ("Best food right now: Sushi")."""
    for sentence in split(text):
        yield from statements(sentence)


# "i live in Dublin with a pet dragon lol jk": a statement its speaker calls a joke
_JOKE = r"(?:jk|j/k|just\s+(?:kidding|joking)|(?:i'?m\s+)?(?:only\s+)?(?:kidding|joking))"
_JOKING = re.compile(r"\W*(?:(?:lol|lmao|haha+)\s+)?" + _JOKE + r"\b\W*", re.IGNORECASE)
_JOKING_TAIL = re.compile(
    r"(?<!\bnot\s)(?<!n't\s)\b" + _JOKE + r"\W*$", re.IGNORECASE
)  # "not joking"


# "my Toyota Corolla", "my manager at Google", "my favourite food, which is sushi": what a
# possessive takes for granted, up to the end of its clause (or of the "which is" after it)
_POSSESSIVE = re.compile(  # with the two words before it: "sold my Golf" is no longer mine
    r"(?:[\w']+\s+){0,2}\bmy\s+[^\s,.;:!?()\"]+(?:\s+(?!my\b)(?:(?i:st|dr|mt|ft)\.|"
    r"[^\s,.;:!?()\"]+)){0,7}(?:,\s+which\s+is\s+[^,"
    r".;:!?()\"]{1,40})?",
    re.IGNORECASE,
)
_POSSESSIVES = 8
"""The most possessive phrases read in one question (a long run stays linear)."""


# "Any parking tips, now that I drive a Kia Niro?": the reason a question gives is stated
_GIVEN_REASON = re.compile(
    r"\b(?:now\s+that|since|because|cause|cos|as|given\s+that|seeing\s+as)\s+"
    r"(?P<c>(?:i|we)(?:'m|'re|\s+am|\s+are|'ve|\s+have)?\s+[^,;:!?()\"]{1,100})",
    re.IGNORECASE,
)


def reasons(sentence: str) -> list[str]:
    """What a question gives as its reason: "now that I'm based in Lisbon", "since I'm vegan"
    (none in a quotation or reported speech)."""
    if not _asked(sentence):
        return []
    return [m["c"] for m in itertools.islice(_GIVEN_REASON.finditer(sentence), _POSSESSIVES)]


def _asked(sentence: str) -> bool:
    sentence = sentence.strip()
    return (
        sentence.rstrip(".!;").endswith("?")
        and not any(q in sentence for q in '"\u201c\u201d')
        and not _HEARSAY_TAIL.search(sentence.rstrip("?! "))
    )


def presupposed(sentence: str) -> list[str]:
    """What a question takes for granted: its possessive phrases ("How often should I rotate
    the tyres on my Toyota Corolla?" has "my Toyota Corolla"); none in a quotation or
    reported speech. For a sentence in which ``statements`` found nothing to state: a
    question's stated part is read as a statement instead."""
    if not _asked(sentence):
        return []
    return [m.group() for m in itertools.islice(_POSSESSIVE.finditer(sentence), _POSSESSIVES)]


_NOT_ASKED = re.compile(r"\b(and\s+(?:honestly|tbh|ngl))\?", re.I)  # "6 months vegan and honestly?"


def split(text: str) -> Iterator[str]:
    """The sentences of ``text``, statements or not (see ``sentences``); one its next sentence
    calls a joke ("I'm vegan. Just kidding.") is left out."""
    before: str | None = None
    for sentence in _split(text):
        if before is not None and not _JOKING.fullmatch(sentence.strip()):
            yield before
        before = sentence
    if before is not None:
        yield before


def _split(text: str) -> Iterator[str]:
    text = unquoted(filled(answered(text.replace("\u2019", "'").replace("\u2018", "'"))))
    text = _NOT_ASKED.sub(r"\1,", text)
    text = _EMOTICON.sub(".", spoken(standard(pov_told(text))))
    text = labelled(text)
    start = 0
    for match in re.finditer(r"[.!?;]+(?=\s|$)|\n+|(?<=\s)\|(?=\s)", text):
        end = match.end()
        before = text[start : match.start()].rsplit(None, 1)
        if match.group().startswith(".") and before and before[-1].lower() in ABBREVIATIONS:
            continue
        yield text[start:end]
        start = end
    yield text[start:]


# "I drive a Golf now, can you compare insurance for it?", "I'm at Stripe - does the form want
# their head office?": a statement, then a request.
_ASKING = re.compile(
    r"(?:[,;]|\s[-\u2013\u2014]+)\s*(?:so\s+|and\s+|but\s+)?(?=(?:can|could|would|will|do|does|"
    r"is|are|any|what|where|which|who|how|why|when|should|shall)\b)",
    re.IGNORECASE,
)


# "I live in Lisbon and I honestly can't tell if the tap water is safe?": the question is the
# last clause's, joined by "and I" / "but I"; the clauses before it state
_THEN_ASKED = re.compile(
    r"[,;]?\s+(?:and|but|so)\s+(?=(?:i|i'm|im|i've|i'd|we|we're)\b)", re.IGNORECASE
)
# "my favourite food is sushi um can you recommend something similar": a request said after
# the statement with no mark between them, as speech does
_ASKED_AFTER = re.compile(
    r"\s+(?:(?:um+|uh+|erm?|so|and|but|ok|okay|like|oh)\s+){0,4}(?=(?:can|could|would)\s+(?:you|u)\b)",
    re.IGNORECASE,
)
# "can you note that I'm at Stripe now?": a statement handed over to be kept, not a question
_KEEP_THIS = re.compile(
    r"^(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+|kindly\s+)?(?:note|remember|write\s+down|"
    r"save|record|jot\s+down|keep\s+in\s+mind|make\s+a\s+note)\s+(?:down\s+)?that\s+(?=\S)",
    re.IGNORECASE,
)

# "please forget that I work at X": a statement taken back, not made
_TAKEN_BACK = re.compile(
    r"^(?:(?:please|pls|kindly|can\s+you|could\s+you|just)\s+)*(?:forget|delete|erase|remove|"
    r"ignore|disregard|un-?remember|scratch)\s+(?:that|about|the\s+(?:bit|part|thing)|what)\b",
    re.IGNORECASE,
)
# "Is Google where I work.": a statement that leaves out its "it" (not a question)
_DROPPED_IT = re.compile(
    r"^is\s+(?P<v>[^?,]{1,60}?)\s+(?P<rest>(?:where|what|who)\s+(?:i|we)\b[^?]*)$", re.IGNORECASE
)
# the reason given for a question, when it points back at its value: a statement
_REASON = re.compile(
    r"^(?:how|what|which|where|can|could|would|will|do|does|is|are|should)\b[^?]{0,300}?[,;]?\s+"
    r"(?:cos|because|cause|coz|bc|since|as)\s+(?=(?:that|it|this)(?:'?s|\s+is)\s+(?:\w+\s+)?"
    r"(?:where|who|what|how)\s+(?:i|we)\b)",
    re.IGNORECASE,
)
_REQUEST = re.compile(r"^(?:can|could|would|will)\s+you\b[^,?]{0,120},\s*", re.IGNORECASE)
# chat's "??" after the user's own news is disbelief, not a question (no "you" asked)
_ME = re.compile(r"\b(?:i|i'm|i've|im|my|me)\b", re.IGNORECASE)
_ASKED_OF = re.compile(
    r"\b(?:you|u|ya|yall|anyone|anybody)\b"
    r"|\b(?:am|do|does|did|is|are|can|could|should|would|will|have|was)\s+(?:i|we)\b",
    re.IGNORECASE,
)


def _disbelief(sentence: str) -> bool:
    return (
        sentence.rstrip().endswith(("??", "?!", "!?"))
        and _ME.search(sentence) is not None
        and _ASKED_OF.search(sentence) is None
    )


# "My son told his class I'm a nurse, which is true": what someone said of the user, confirmed
_CONFIRMED = re.compile(
    r"\b(?:(?:said|says|thinks|thought)\s+|(?:told|tells)\s+(?:\w+\s+){1,3}?)(?:that\s+)?"
    r"(?P<c>(?:i'm|i\s+am|i've|i\s+have|i|my)\b[^,;:.!?]{1,80}),\s+(?:which\s+is\s+(?:true|right|"
    r"correct|fair)|and\s+(?:it's|that's|they're|she's|he's)\s+(?:true|right|not\s+wrong))\b",
    re.IGNORECASE,
)
_CONFIRMATIONS = 8
"""The most confirmed words of others read in one sentence (a long run stays linear)."""


# "She doesn't get that I've been vegetarian for years", "Does it matter that I'm a nurse?",
# "Nobody understands why Dune is my favourite book": what is known, realised or mentioned is
# so, whoever does not know it and however it is asked (not what is thought, said or wished)
_KNOWN = re.compile(
    r"\b(?:get|gets|understand|understands|realise|realises|realize|realizes|know|knows|"
    r"accept|accepts|mention|mentioning|matter|matters|see|sees)\s+"
    r"(?:that\s+(?P<c>(?:i'm|i\s+am|i've|i\s+have|i|my)\b[^,;:.!?\"\u201c\u201d]{1,80})"
    r"|why\s+(?P<w>[^,;:.!?\"\u201c\u201d]{1,40}?\s+(?:is|are)\s+my\s+[\w-]+(?:\s+[\w-]+)?))"
    # "everyone knows sushi is my favourite food"; the user's own saying, "people laugh when I
    # say my favourite food is sushi", and what anyone will tell ("... will tell you my ...")
    r"|\bknows?\s+(?P<k>[^,;:.!?\"\u201c\u201d]{1,40}?\s+(?:is|are)\s+my\s+[\w-]+(?:\s+[\w-]+)?)"
    r"|(?:(?<!should\s)(?<!would\s)(?<!could\s)(?<!can\s)(?<!do\s)(?<!did\s)(?<!if\s)\bi\s+"
    r"(?:always\s+|usually\s+|often\s+|just\s+|keep\s+)?(?:say|tell\s+(?:everyone|people|anyone|"
    r"them|folks))|\bwill\s+tell\s+you)\s+(?:that\s+)?"
    r"(?P<s>my\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+[^,;:.!?\"\u201c\u201d]{1,60})",
    re.IGNORECASE,
)


def statements(sentence: str) -> Iterator[str]:
    """What one sentence of ``split`` states: itself, its stated part or nothing; what someone
    said of the user and the user confirms ("..., which is true") and what is known of the
    user (``_KNOWN``) are stated on their own."""
    if not any(q in sentence for q in '"\u201c\u201d'):
        for known in itertools.islice(_KNOWN.finditer(sentence), _CONFIRMATIONS):
            said = known["c"] or known["w"] or known["k"] or known["s"]
            yield from _stated(said.rstrip("?!.;\n "))
    start = 0
    for confirmed in itertools.islice(_CONFIRMED.finditer(sentence), _CONFIRMATIONS):
        yield from _stated(sentence[start : confirmed.start()])
        yield confirmed["c"]
        start = confirmed.end()
    yield from _stated(sentence[start:])


def _stated(sentence: str) -> Iterator[str]:
    sentence = sentence.strip()
    if _TAKEN_BACK.match(sentence):
        return
    if (dropped := _DROPPED_IT.match(sentence)) and not sentence.endswith("?"):
        sentence = f"{dropped['v']} is {dropped['rest']}"  # "Is Google where I work."
    if kept := _KEEP_THIS.match(sentence):
        sentence = sentence[kept.end() :].rstrip("?")
    elif (news := passed_on(sentence)) is not None:
        sentence = news  # "Help me tell my insurer that I now live in Lisbon"
    elif not sentence.rstrip(".!;").endswith("?") and (asked := _REQUEST.match(sentence)):
        sentence = sentence[asked.end() :]  # "Can you help me, I've been a nurse for a year"
    if not sentence:
        return
    if reason := _REASON.search(sentence):  # "how far does a Golf go? cos that's what I've got"
        yield sentence[reason.end() :].rstrip("?.!;\n ")
        return
    if not _QUESTION_START.match(sentence) and (
        (asked := _ASKED_AFTER.search(sentence)) and _ME.search(sentence, 0, asked.start())
    ):
        sentence = sentence[: asked.start()]  # the statement before the request
    if sentence.rstrip(".!;").endswith("?"):  # a question; what it first states still counts
        stated = _ASKING.split(sentence, maxsplit=1)
        if len(stated) < 2 and _disbelief(sentence) and not _QUESTION_START.match(sentence):
            yield sentence.rstrip("?!.;\n ")  # "and i'm a nurse now?? adulthood is wild"
            return
        if len(stated) < 2 and not _QUESTION_START.match(sentence):
            joints = [m.start() for m in _THEN_ASKED.finditer(sentence)]
            stated = [sentence[: joints[-1]], ""] if joints else stated
        if len(stated) < 2:
            if _QUESTION_START.match(sentence) or "," not in sentence:
                return
            # no question's words: the mark is the last clause's ("I'm a nurse, at the moment?")
            stated = sentence.rsplit(",", 1)
        sentence = stated[0]
    if _UNMARKED_QUESTION.match(sentence) or any(q in sentence for q in '"\u201c\u201d'):
        return
    if _HEARSAY_TAIL.search(sentence) or _JOKING_TAIL.search(sentence):
        return
    yield sentence.rstrip(".!;\n ")
