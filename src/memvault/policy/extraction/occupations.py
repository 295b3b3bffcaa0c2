"""Occupations by structure: a phrase ending in an occupation noun ("dental hygienist") that
the speaker holds, not one sought ("need a plumber"), someone else's ("the barista knows me"),
an aim ("studying to become a designer") or a mention ("the designer thing"). Step 1 of the
meaning stage (``values.candidates``) for job titles; pure string handling, linear in the text.
"""

from __future__ import annotations

import re

from memvault.policy.extraction.guards import words
from memvault.policy.extraction.rule_table import job_title_of
from memvault.policy.extraction.tastes import Add

__all__ = ["BEING_JUDGED", "MENTION", "occupations"]

MENTION = words("entry entries thing bit part record field comment stuff mention")
"""What a value names when it only qualifies what is talked about: "the Lisbon entry", "the
graphic designer thing"."""
_NOT_OCCUPATION = words(
    "a an the as is am i'm i my be been being become became becoming now currently officially "
    "practising practicing qualified certified trainee working work to of for at in and it's "
    "title job role position profession day me fully full-time part-time just new do does did "
    "doing only sole dear hey hi hello"
)
BEING_JUDGED = re.compile(
    r"^(?:being|becoming|to\s+be)\s+(?:a|an)\s+(?:[\w-]+\s+){1,3}?(?:is|was|isn't|wasn't|has|can|"
    r"must|seems|sounds|would|looks|feels)\b",
    re.IGNORECASE,
)
# "the barista knows me", "my nurse": someone who does the job, unless the speaker is it ("I'm
# the only nurse here", "as the nurse on shift")
_SOMEONES_JOB = re.compile(
    r"(?<!\bam\s)(?<!'m\s)(?<!\bas\s)(?<!\bbeing\s)(?<!\bbecame\s)(?<!\bbecome\s)"
    r"\b(?:the|this|that|my|our|his|her|their|your)\s+$",
    re.IGNORECASE,
)
# "Dear assistant", "Need a plumber near me", "can you find me a good dentist": someone
# addressed or sought, not the speaker's occupation
_SOUGHT = re.compile(
    r"\b(?:dear|hey|hi|hello|thanks|thank\s+you|need|needs|needed|want|looking\s+for|find|"
    r"find\s+me|hire|hiring|poach|poaching|recruit|recruiting|book|recommend|call|shadowing|"
    r"shadowed|mentoring|mentored|supervising|interviewing|interviewed|dating|married|marrying|"
    r"(?:position|role|job|vacancy)\s+(?:available|open)\s*:?|"
    r"know\s+(?:a|any)\s+good|from|by|with)\s+"
    r"(?:(?:a|an|the|some|any)\s+)?(?:(?:good|new|reliable|local|decent|cheap|proper)\s+)?$",
    re.IGNORECASE,
)
# "studying to become a designer", "hope to be a nurse": an aim, not yet the job
_BECOMING = re.compile(
    r"\bto\s+become\s+(?:an?\s+)?$|\b(?:stud(?:y|ying|ies|ied)|train(?:ing|ed)?|trying|"
    r"want(?:s|ed)?|hop(?:e|es|ing)|plan(?:s|ning)?|aim(?:s|ing)?|aspir(?:e|es|ing)|dream(?:s|ing)?|"
    r"going)\s+to\s+"
    r"be\s+(?:an?\s+)?$",
    re.IGNORECASE,
)
_NAMED = re.compile(r"\b(?:i'm|im|am)\s+$", re.IGNORECASE)
_PAY = re.compile(r"\s+(?:salary|wage|wages|pay|income|paycheck|hours|shifts?)\b", re.IGNORECASE)
# "Mortgage broker wants three payslips", "Letting agent asked for ...": someone who does the
# job, acting, at the start of a sentence
_ACTING = re.compile(
    r"\s+(?:wants|wanted|needs|needed|says|said|asks|asked|told|tells|called|rang|emailed|sent|"
    r"sends|requires|required|requested|keeps|insists|insisted|reckons|thinks)\b",
    re.IGNORECASE,
)
_FOR_A = re.compile(r"(?<!hired\s)\bfor\s+(?:a|an|the)\s+$", re.I)  # "for a nurse position"
_A_JOB = re.compile(r"\s+(?:job|role|position|gig|post|career|shift|work)\b", re.IGNORECASE)
_INFINITIVE = re.compile(  # "... have to learn to cook", "while I cook": a verb
    r"\b(?:(?:learn|learning|how|have|has|had|need|needs|want|wants|going|able|try|trying)\s+to|"
    r"i|we|you|they)\s+$",
    re.IGNORECASE,
)


def occupations(text: str, add: Add) -> None:
    tokens = list(re.finditer(r"[\w-]+(?:'[\w-]+)*", text))  # a quotation mark is no letter
    for i, token in enumerate(tokens):
        pair = text[tokens[i - 1].start() : token.end()] if i else token.group()
        if job_title_of(token.group()) is None and job_title_of(pair) is None:
            continue
        start = i
        while start > 0 and i - start < 2:
            word = tokens[start - 1].group()
            opened = text[: tokens[start - 1].start()].endswith(("'", '"', "\u2018", "\u201c"))
            capital = word[:1].isupper() and not word.isupper() and start > 1 and not opened
            quoted = text[tokens[start - 1].end() : tokens[start].start()].strip()
            if word.lower() in _NOT_OCCUPATION or capital or quoted:
                break  # "see 'Software engineer'": a quotation mark ends the phrase
            start -= 1
        value = job_title_of(text[tokens[start].start() : token.end()])
        if value is not None and value.endswith("'s"):  # "on a nurse's salary": the user's pay
            if not _PAY.match(text, token.end()):
                continue  # "the nurse's station": someone's
            value = value[:-2]
        at = tokens[start].start()
        mention = re.match(r"\s+(\w+)", text[token.end() : token.end() + 20])
        if (mention and mention[1].lower() in MENTION) or (
            start == i and token.group()[:1].isupper() and _NAMED.search(text, max(0, at - 6), at)
        ):
            continue  # "the graphic designer thing": what was said; "I'm Dev": a name
        someone = _SOMEONES_JOB.search(text, max(0, at - 30), at) and not _A_JOB.match(
            text, token.end()
        )  # "I got the nurse job" is the speaker's
        if (
            (not text[:at].strip() and _ACTING.match(text, token.end()))
            or _INFINITIVE.search(text, max(0, at - 20), at)
            or (_BECOMING.search(text, max(0, at - 40), at) and "spent" not in text[:at].lower())
            or _SOUGHT.search(text, max(0, at - 40), at)
            or (_FOR_A.search(text, max(0, at - 10), at) and _A_JOB.match(text, token.end()))
            or someone
        ):
            continue
        if value is not None:
            add(at, value, ("job_title",))
            return
