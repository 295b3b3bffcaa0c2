"""Why the rule extractor found nothing: a text it cannot read, or English with no fact in it.

The rule extractor reads English only. When ``remember`` learns nothing, it says which of the
two happened, so that a user writing German or Chinese is told so instead of getting an empty
answer. ``looks_english`` is a cheap heuristic, not a language detector: most letters must be
ASCII, and at least a few of the words must be common English words. A wrong guess only
changes the wording of the reason; nothing is stored either way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memvault.policy.extraction.guards import words

__all__ = [
    "COMMON_WORDS",
    "NOT_ENGLISH",
    "NO_ENGLISH_FACT",
    "NO_USER_TEXT",
    "OPENERS",
    "looks_english",
    "nothing_found",
]

NO_USER_TEXT = "no fact extracted: the extractor reads the user's messages, and none has text"
NOT_ENGLISH = (
    "no fact extracted: the offline extractor reads English statements only and this text "
    "does not look English; give MemoryVault an llm= (LLMExtractor) for other languages"
)
NO_ENGLISH_FACT = (
    "no fact extracted: no first-person statement the offline extractor knows (questions, "
    "other people's facts, hypotheticals and small talk give none)"
)

COMMON_WORDS = words(
    """
    i i'm i've i'd i'll me my mine myself we us our you your he him his she her it its they
    them their this that these those a an the and or but so not no yes nor of to in on at by
    for with from about as into over after before up down out off than then there here
    is am are was were be been being do does did done have has had having will would can
    could should shall may might must get got go going went gone make made take took see saw
    know knew think thought want like love live lived work worked say said tell told feel
    what who whom whose which when where why how all any some every each much many more most
    very really just also too still now today tomorrow yesterday again well good great nice
    thanks thank please hello hi hey okay ok bye sorry sure maybe because if only
    """
)
OPENERS = COMMON_WORDS | words(
    "life work home moving first last quick oh funny update news sold got took made new big "
    "great good lately professionally officially honestly today tonight these those there "
    "ever since every after before finally basically anyway also still yes yeah well lol wow "
    "becoming being living working having driving eating thanks sure big huge small part most "
    "half some all none each both either neither nothing everything something anything "
    "feels feel seems seem looks sounds turns turned means kinda "  # "Feels real now that ..."
    "always often sometimes usually never really just maybe perhaps thankfully luckily sadly "
    "hopefully unfortunately fortunately apparently obviously clearly seriously literally "
    "actually naturally frankly personally ideally ironically admittedly omg lol lmao btw fyi "
    "tbh imo ngl idk rn smh ikr pls plz yo ugh yay nah yep nope draft bio intro profile note "
    "reminder question idea version post caption headline kindly speech letter email message "
    "system prompt story poem toast card between during within without across along among "
    "against toward towards upon beyond throughout despite except one two three four five six "
    "seven eight nine ten eleven twelve twenty thirty forty fifty already throwback flashback tbt "
    "reckon shoutout howzit ag eish abeg wah yaar aye oi arre "  # world Englishes' openers
    # a request's verb: "Book a table near ...", "Draft a polite no to ..."
    "book draft remind call help find write send add check fill put cancel order plan show "
    "list pay renew sign schedule email text ask compare switch set change pick print car "
    "getting trying booking filling setting updating sorting applying renewing planning"
)
"""Words that open a sentence and name nothing: a capitalised one is no proper name ("Life in
Lisbon", "Honestly Stripe", "Book a table near ...").
"""
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


def looks_english(text: str) -> bool:
    """Whether ``text`` could be English: at least 80% of its letters are ASCII and, with two
    words or more, at least 30% of its words are common English words ("Ich wohne in Berlin"
    has one in four; "Do you like jazz?" three in four)."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return True  # digits and punctuation: no language to blame
    if sum(c.isascii() for c in letters) < 0.8 * len(letters):
        return False
    found = _WORD.findall(text.lower().replace("\u2019", "'"))
    if len(found) < 2:
        return True
    return sum(w in COMMON_WORDS for w in found) >= 0.3 * len(found)


def nothing_found(user_texts: Sequence[str]) -> str:
    """The reason the rule extractor found no fact in the user's ``user_texts``."""
    texts = [t for t in user_texts if t.strip()]
    if not texts:
        return NO_USER_TEXT
    return NO_ENGLISH_FACT if looks_english("\n".join(texts)) else NOT_ENGLISH
