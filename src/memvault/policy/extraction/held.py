"""Whether a name in a statement is one the user holds: not one they have left, visited,
not joined yet (an interview, an offer still weighed, a position applied for), borrowed, dealt
with as a customer (a company complained to, on hold with) or take back, nor what the
assistant holds ("you've still got me down as X"). Used by ``values.candidates``; pure string
handling, each pattern linear in the text.
"""

from __future__ import annotations

import re

from memvault.policy.extraction.guards import hedged

__all__ = ["not_held"]


# "I left Acme last October", "moved here from Amman", "applied to Google", "just got back from
# Lagos", "forget that I mentioned Acme": a name the user has left, visited, has not joined yet
# or takes back
_NOT_HELD = re.compile(
    r"\b(?:left|quit|quitting|leaving|(?:moved|relocated|came)\s+(?:here\s+|over\s+|back\s+)?from|"
    # "moved out of my flat in X", "just got back from a week in X", "planning to move to X"
    r"(?:moved|moving|got)\s+out\s+of(?:\s+(?:my|our|the)\s+(?:[\w-]+\s+)?(?:flat|apartment|"
    r"house|place|home|room)\s+in)?|back\s+from(?:\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:in|at))?|(?:planning|plan|hoping|hope|thinking\s+(?:about|of))\s+(?:to\s+)?"
    r"(?:move|moving|relocate|relocating)\s+(?:back\s+)?to|"
    # an open day or a fair attended, money given: a visit, not a job
    r"(?:open\s+(?:day|evening|house)|(?:careers?|job|recruitment)\s+fair|info(?:rmation)?\s+"
    r"session)\s+(?:at|with|for)|(?:donated|donating|donate|gave\s+money)\s+to|"
    r"(?:forget|delete|erase|remove|drop|scrap)(?:\s+(?:that|about))?"
    r"(?:\s+i\s+(?:ever\s+)?(?:mentioned|said|told\s+you(?:\s+about)?))?(?:\s+an?)?|"
    # "scrolling flats in Madrid": looking, not living
    r"(?:scrolling|browsing|looking\s+at|checking\s+out|searching|comparing)\s+(?:\w+\s+)?"
    r"(?:flats?|"
    r"apartments?|houses?|listings?|rentals?|jobs?|vacancies|openings)\s+(?:in|at)|"
    r"(?:interview(?:ed|ing|s)?|phone\s+screen|screening|onsite|trial\s+(?:day|shift))\s+"
    r"(?:at|with|for)|appl(?:y|ied|ying)\s+(?:to|at|for|with)|"
    r"rejected\s+(?:by|from)|borrow(?:ed|ing)?(?:\s+an?)?|"
    r"(?<!hired\s)for\s+(?:a|an|the)\s+(?:[\w-]+\s+){1,3}?(?:position|role|job|vacancy|opening)\s+"
    r"(?:at|with)|"
    # a company dealt with as a customer or a partner: "on hold with X", "a letter from X"
    r"on\s+hold\s+with|(?:letter|email|bill|invoice|parcel|package|refund)\s+from|"
    # "trying to reach customer support at X", "shoutout to the support team at X"
    r"(?:reach|contact|call|calling|ringing|chat\s+with|shout-?out\s+to|thanks?\s+to)\s+"
    r"(?:\w+\s+){0,2}?(?:support|service|care|help\s*desk|hotline)(?:\s+(?:team|line|desk|"
    r"people|agents?|staff))?\s+(?:at|of|from|for)|"
    r"(?:problems?|issues?|trouble)\s+with|(?:known|met|dated|dating|married|befriended)|"
    r"\b(?:i|i've|we|we've|just|finally|then|again)\s+(?:rang|phoned|emailed|called\s+up)|"
    r"(?:wrote|write|writing)\s+(?:(?:a|an|my)\s+)?(?:complaint\s+|letter\s+|email\s+)?to|"
    # "Draft an email to X", "remind me to call X about", "waiting for X to sort out our order",
    # "the recruiter from X", "switched our internet to X", "passed through X"
    r"(?:draft|drafting|send|sending|sent)\s+(?:(?:a|an|my)\s+)?(?:[\w-]+\s+)?(?:complaint|"
    r"letter|email|note|message|reply|text)\s+to|(?<!on\s)(?:call|ring|phone)|"
    r"wait(?:ing|ed)?\s+(?:\S+\s+){0,3}?(?:for|on)|(?<!\bas\s)(?<!\bas\sa\s)(?:recruiter|"
    r"headhunter|rep|representative|salesperson|agent|someone|somebody)s?\s+(?:from|at)|"
    r"(?:switch|switched|switching|moved|moving)\s+(?:our|my)\s+(?:internet|broadband|phone|"
    r"mobile|energy|electricity|gas|bank|account|insurance|plan|provider|contract)\s+(?:over\s+)?"
    r"to|(?:pass|passed|passing|drove|driving|went|travelled|traveled)\s+through|"
    # "Book a table near X station", "book a restaurant in X for our visitors": a booking
    r"(?:book|booking|booked|reserve|reserving|reserved)\s+(?:me\s+|us\s+)?(?:a|an|the)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:table|restaurant|hotel|room|flight|taxi|cab|venue|place)s?\s+"
    r"(?:\S+\s+){0,2}?(?:in|at|near|to|for|around)|"
    r"complain(?:t|ts|ing|ed)?\s+(?:to|about|against)|"
    r"(?:visa|permit|ticket|tickets|flights?)\s+(?:for|to)|saving\s+(?:up\s+)?for(?:\s+an?)?|"
    # what the assistant holds: "you've still got me down as X", "you've attached X"
    # "the pension from my last job at X": a job left
    r"\b(?:my|our)\s+(?:last|old|previous|former|first)\s+(?:job|employer|company|role|position|"
    r"workplace)\s+(?:at|with)|"
    # "the bank has me listed as living in X": a record's, not the user's word
    r"\b(?:has|have|had|got)\s+me\s+(?:listed|down|registered|recorded|marked)\s+(?:as\s+)?"
    r"(?:living\s+in|based\s+in|working\s+(?:at|for))?|"
    r"\byou(?:'ve|\s+have|\s+had)?\s+(?:\w+\s+){0,2}?(?:got\s+me\s+down\s+as|have\s+me\s+"
    r"(?:down\s+)?as|attached|added|saved|stored|listed|recorded|marked)(?:\s+an?)?|"
    r"(?:membership|subscription|account|partnership)\s+with|retained\s+by|"
    r"(?:poach|poaching|recruit|recruiting|headhunting|hiring)\s+(?:\S+\s+){0,4}?from|"
    # a stay or a visit ("during our stay at your property in X"), a sales pitch
    r"(?:stay|visit|visiting|trip|holiday|vacation|layover|stopover)\s+(?:\S+\s+){0,4}?"
    r"(?:in|at|to)|"
    r"(?:pushing|pitching|upselling|trying\s+to\s+sell(?:\s+me)?)(?:\s+an?)?|"
    # a job ended or never taken: "got laid off from X", "quit my job as a nurse", "quit being
    # keto", "my last day at X", "moved away from X", "turned down an offer from X", "almost
    # took a job in X", "looking for work as a nurse"
    r"(?:laid\s+off|let\s+go|fired|sacked|made\s+redundant|resigned|retired)\s+(?:from|by)"
    r"(?:\s+(?:a|an|the|my)\s+(?:[\w-]+\s+){0,2}?(?:job|role|position|post)\s+(?:at|with))?|"
    r"(?:quit|quitting|left|leaving)\s+(?:my|a|an|the|that|this)\s+(?:[\w-]+\s+){0,2}?(?:job|"
    r"role|position|post|career)\s+(?:at|with|as|in)(?:\s+an?)?|"
    r"(?:quit|quitting|stopped|stopping)\s+being(?:\s+an?)?|\blast\s+day\s+(?:at|with)|"
    r"moved\s+away\s+from|"
    r"turned\s+down\s+(?:(?:a|an|the|their|that)\s+)?(?:[\w-]+\s+){0,2}?(?:offers?|job|role|"
    r"position|place)\s+(?:from|at|with|as|in)(?:\s+an?)?|"
    r"almost\s+(?:took|moved|joined|accepted|went|relocated)(?:\s+(?:a|an|the)\s+(?:[\w-]+\s+)?"
    r"(?:job|role|position|offer))?\s+(?:to|in|at|with|for)|"
    r"(?:looking|searching|hunting|applying)\s+for\s+(?:(?:a|my|the)\s+)?(?:next\s+|new\s+)?"
    r"(?:work|job|role|position)\s+as(?:\s+an?)?|"
    r"(?:get|getting|become|becoming)\s+qualified\s+(?:to\s+work\s+)?as(?:\s+an?)?|"
    r"careers?\s+(?:page|site|portal)\s+(?:at|of|for)|"
    # a car sold ("I sold off a Mazda CX-5"), an event moved ("we've moved it from X"), a
    # record's word ("the form has my employer down as X", "a tax form listing X as my employer")
    r"(?:sold|sold\s+off|scrapped|traded\s+in|got\s+rid\s+of|wrote\s+off|totall?ed)"
    r"(?:\s+(?:my|our|the|a|an|that|this))?|"
    r"moved\s+(?:it|them|the\s+\w+)\s+(?:from|to)|"
    r"(?:form|document|record|letter|payslip|policy|file|paper)s?\s+(?:lists|listing|listed|"
    r"shows|showing|names|naming)|"
    r"(?:has|had|lists|listed|listing|shows|showing|says|(?:documents|forms|records|papers|they)\s+"
    r"list)\s+my\s+(?:employer|job|"
    r"job\s+title|occupation|city|address|diet|car)\s+(?:down\s+)?as(?:\s+an?)?)\s+$",
    re.IGNORECASE,
)
# "I've got an offer from Pfizer but haven't signed yet": not joined, unless taken ("I got an
# offer from Google and took it")
_OFFERED = re.compile(
    r"(?:\b(?:got|get|getting|received|have|has|had|over|about|weighing|considering|between)\s+"
    r"(?:an?\s+|the\s+)?(?:job\s+)?offers?\s+(?:from|at|with)|"
    # "I was offered a role at X", "offered me a position as a nurse"
    r"\boffered\s+(?:me\s+)?(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:job|role|position|post|place|"
    r"contract|internship)\s+(?:at|with|as|in)(?:\s+an?)?)\s+$",
    re.IGNORECASE,
)
_TAKEN = re.compile(
    r"\b(?:accept(?:ed|ing)?|took|said\s+yes|signed|started|starting|start\s+(?:on|next|there))\b",
    re.IGNORECASE,
)


# "an email to X customer service", "Visa application", "my Google account", "X took my direct
# debit": a company the user is served by, or a word that qualifies a form, said after it
_SERVED = re.compile(
    r"\S+(?:\s+[A-Z][\w&.'-]*){0,3}?(?:'s)?\s+(?:(?i:customer\s+(?:service|services|support|care)|"
    r"complaints?\s+(?:team|department|line))|(?:form|forms|application|reference|membership|"
    r"renewal|insurance|account|portal|policy|statement|transfer|payment|bill|subscription|app|"
    r"login|password|refund|quote|quotes|booking|order|delivery|loyalty|points)\b"
    r"|(?:took|charged|billed|debited|overcharged|double-charged)\s+(?:my|our)\b"
    r"|(?:charged|billed|overcharged|double-charged)\s+(?:me|us)\b)",  # "X took me on": hired
)


# "I was employed by X until last year", "I spent ten years at X before I retired", "resided in
# X prior to my departure", "my contract from X (which I left in June)": held until a time past;
# and what is only wished
_UNTIL_PAST = re.compile(
    # "Working at X would be a dream" (not "X would be my favourite food": a taste)
    r"\s+(?:would|could|might)\s+(?:be|mean|feel)\b(?!\s+my\b(?!\s+dream))|"
    r"\W*(?:\S+\s+){0,6}?(?:until|till)\s+(?:last|earlier\s+this|a\s+few|recently|the\s+end\s+of\s+"
    r"last)\b|\W*(?:\S+\s+){0,6}?(?:before|when)\s+(?:i|we)\s+(?:retired|left|quit|resigned|"
    r"moved\s+(?:away|out))\b|\W*(?:\S+\s+){0,6}?prior\s+to\s+my\s+(?:departure|leaving|move|"
    r"retirement|resignation)\b|\s*\(?(?:which|that|where)\s+i\s+(?:left|quit)\b",
    re.IGNORECASE,
)


def _ended_after(text: str, end: int) -> bool:
    """Whether the words after a value that ends at ``end`` say the user held it only until
    a time past ("I was employed by X until last year") or only wish for it ("... would be a
    dream")."""
    return _UNTIL_PAST.match(text, end) is not None


def not_held(text: str, at: int, end: int | None = None) -> bool:
    """Whether the name at ``at`` in ``text`` is one the user has left, visited, not joined
    yet or takes back, by the words just before it (an offer: unless taken after it), or a
    company the user is served by ("X customer service"); with the value's ``end``, also by
    the words after it (``_ended_after``)."""
    before = max(0, at - 40)
    if _NOT_HELD.search(text, before, at) or _SERVED.match(text, at, at + 80):
        return True
    if end is not None and _ended_after(text, end):
        return True
    if not _OFFERED.search(text, before, at):
        return False
    taken = _TAKEN.search(text, at, at + 120)  # "... and took it", not "if I'm taking it"
    return taken is None or hedged(text[at : taken.start()])
