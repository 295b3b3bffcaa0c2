"""``RuleExtractor``: first-person facts from what the user says, with no model at all.

It reads the ``user`` messages only (an assistant talking about itself is not the user), one
sentence and one clause at a time, and turns first-person statements into ``CandidateFact``
values with ``subject="user"`` and a canonical attribute, so that a later value of the same
attribute supersedes the earlier one.

What it catches (``I`` may be written ``i``; ``now``, ``currently``, ``also``, ``actually``,
``still``, ``just``, ``recently``, ``finally`` may stand between ``I`` and the verb):

=============== ====================================================================== ========
attribute       phrasings                                                              values
=============== ====================================================================== ========
``city``        I live / am living / reside / am based in X; I moved / relocated /    one
                retired / shifted / am after moving to X; I'm renting a room / flat
                in X (not "for the holidays"); I settled in X; I call X home; I've
                been in / lived in X since ... / for N years (not "since Monday", not
                a field: "in IT"); the same with "we" (we moved to X: the user moved
                too); (my) home (base) is (now) (in) X; my / our (new) place / home /
                flat / house is in X; my flat / apartment / landlord / neighbourhood
                (here) in X; here in X, good to be back in X (not on a trip or a visit)
``hometown``    I'm (originally) from X; I come from X; I grew up in X                 one
``employer``    I work at / for X; I'm working at X; I'm employed at / by X; I joined  one
                X; I got a (new) job at X; I started (working) at X; my new job is at
                X; my employer / company is X; I accepted an offer from X; X hired
                me (as Y); my first week / month at X; I'm at X (now) with a work
                cue after it: "on the payments team", "as a nurse" (not "I'm at
                Starbucks now"); I've been at / with X since ... / for N years (not
                "since Monday"); my boss / manager / team / colleagues / office /
                badge / shift at X; my (new) job at X (not after "quit" or "left");
                N months / years at X (not "spent", not "after");
                (my) paycheck / payslip / salary from X
``job_title``   I work as (a) X; I'm a / an X (X ends in an occupation: engineer,      one
                nurse, teacher, ..., or "worker" after a kind of work: social / care /
                support worker, not "hard worker"); I became a X; I got promoted to X;
                my job title / role / position / job is X (occupation); I'm employed
                / was hired as X; I retrained as X (occupation) -- each may add "at
                / for Y"
``name``        my name is X; call me X; I'm called X; I go by X; people call me X;    one
                I changed my name to X
``age``         I'm 34 (years old); I turned 34                                        one
``birthday``    my birthday is X                                                       one
``diet``        I'm (a) vegetarian / vegan / pescatarian / ...; I went / became /      one
                turned vegan; I'm on a keto diet; I eat / I've been eating keto (the
                diet word ends the clause or a time word follows: not "vegan burgers");
                (I'm) trying to eat / be / go vegan; I stopped eating meat
                (vegetarian); I've cut out / given up meat (vegetarian; not "red
                meat"); going / eating / being vegan has been ... (not "... for my
                sister"); I eat meat again (omnivore)
``allergy``     I'm allergic to X (and Y)                                              many
``pronouns``    my pronouns are X                                                      one
``language``    I speak X (and Y)                                                      many
``favourite_*`` my (new) favourite T is / has to be X; X is my (new) favourite T       one
                (now); I love / adore / am obsessed with / am a fan of X, it's (that's)
                my favourite T; nothing beats X, it's my favourite T; X is the T I
                love / like most / best; "go-to", "top" and "number one" for
                "favourite" when T is a taste (food, drink, band, book, sport, ...:
                not "my top priority"); X has become / has overtaken ... as my
                favourite T; (drink) I've switched to X as my everyday drink; my
                (usual) order / drink is X (a drink: not "my drink is getting cold")
``likes``       I like / love / enjoy / adore X                                        many
``dislikes``    I hate / dislike / can't stand / don't like X                          many
``prefers``     I prefer X                                                             many
``car``         I drive (a) X; my (new) car is a X; I bought / got / picked up a       one
                (new) <car make>; my / our (new) <car make> ... (not after sold / traded,
                not "was stolen"); my daily driver / our (family) car is a X; I own a
                X (a make or a vehicle word: not "a Picasso")
``pet``         I have a dog / cat / ... (named X); my dog / cat ... (is called) X     many
``children``    I have N kids / children                                               one
relations       my sister / brother / mother / wife / partner / manager / friend / ... one or
                (is / is called / named / ,) X; X is my sister; I'm married / engaged   many
                to X; I'm dating X
``plan``        I plan / am planning / intend to X; I'm going to <verb> X; I'm moving /  many
                flying / travelling / heading to X; I'm getting married ...
``address``,    my (new) address / phone number / email is X                           one
``phone``,
``email``
=============== ====================================================================== ========

A list's marker ("- ", "2) ") opens no word, and after a lead-in that only announces news
("catching you up - went vegan", "Life event: Moved to Oslo") the "I" left out is the
user's, as at the start of a sentence. A sentence that is a label, a colon and a value is
read as "my <label> is <value>" when the label is favourite T (or go-to T), job title, job,
role, position, occupation, employer, company, workplace, car, city or home town, after an
optional my / new / current / latest (and "ok", "I've got a", or a short lead-in: "New
month, new wheels: a Kia Niro") and before an optional time word: "New role: nurse",
"Favourite band right now: ABBA", "Current car: Kia Niro", "ok new go-to drink: espresso". A
sentence that starts with a verb in the past has its "I" back ("Just moved to Oslo!", "Got a
job at Stripe", "Picked up a Kia Niro"), and so does one that starts with "officially": in
chat that is the user speaking. The user asking and answering ("Who do I work for? Stripe"),
"what I drive / where I live / who I work for is X" and "my wife and I ..." are read as the
plain statement; the sentence before may name what the next gives ("I picked up the new car.
It's a Kia Niro"; "You asked what my favourite food is. It's sushi"; "First week at my new
job! I'm at Stripe now"). The role the user speaks from is theirs ("As a nurse, I ...",
"honestly as a vegan i ..."; not "as a kid", "as a former nurse", or with "was" / "used to"
after it), and so is what they live with ("the best perk of working at X", "one nice thing
about living in X", "the worst part of being vegan", "the best thing about owning a X"; not
"... would be"). What the user is having, then named a favourite, is the favourite
("Grabbing an espresso. It's my go-to drink"; "I had pizza again, my favourite food"). A
clause that points back at a value names it (``pointers.py``): "that's where I live", "it's
what I've got", "Lisbon traffic ... been living here 3 yrs", "Google (where I work)". A
possessive taken for granted stays the user's after someone else, a question, a report or a
verb negated ("I couldn't get my Golf out"); a condition, a wish or "don't have my" guards it.
"favorite" and "favourite", "color" and "colour" give one attribute (``favourite_colour``).

Each fact's ``content`` is one sentence about the user: "User lives in Lisbon", "User drives
a Kia Niro". Work facts name their attribute ("User works at Stripe (employer)"): worded "works
at" and "works as" only, a search for where the user works found the job title, and the reverse.

Relations are single-valued for ``mother``, ``father``, ``spouse`` (wife, husband),
``partner`` (boyfriend, girlfriend), ``fiance``, ``manager`` (boss), ``best_friend``,
``mentor``, ``therapist``, ``doctor``; every other relation (sister, friend, colleague, ...)
holds several people. Changes are caught as the new value ("I moved to X", "my new car is Y")
and as endings: "I no longer ...", "I don't ... anymore", "I'm not ... anymore", "I quit / left
my job at X", "I broke up with X", a car then "I sold it", a value then "but quit" (``given_up``)
give a ``negated`` fact ("User no longer lives in Paris") that supersedes the positive one.

Proper-noun values are the capitalised words after the verb ("Bank of America"); if the writer
does not capitalise (writes ``i``), up to three words are taken and capitalised.

What it does not catch, on purpose (precision over recall):

* questions (a sentence ending in ``?`` or starting with do / is / can ...; without the
  question mark, where / what / when ... open a question only when the verb comes before
  the subject: "When you book flights, remember I live in Porto" is a statement), except
  what their possessives take for granted: "How often should I rotate the tyres on my
  Toyota Corolla?", "Can you email my manager at Stripe?", "a dry cleaner near my flat in
  Lisbon?", "... my favourite food, which is sushi?", "Does it matter that I'm a nurse?";
* anything after a hypothetical or reporting word in the same clause: if, when, unless,
  would, could, might, maybe, perhaps, wish, hope, imagine, suppose, think, want, said, told,
  heard, believe, assume, according, not, never, you, he, she, they, we ("If I lived in
  Paris", "She said I'm vegan", "Everyone assumes I'm a nurse"); someone else's quotation
  (``quotes``: a draft of the user's own is read) or "... she said". A clause ends at a
  comma, a dash or "but"; without one, a condition, a hedge or a negation reaches as far as
  a new "I" once it has said two words of its own ("when you plan meals remember I'm
  vegan"), unless that "I" follows "that" or "say", or, after a condition, goes on with
  "-ing" or "will" ("if I get the job I'm moving to Oslo"); what someone said, thought or
  wished reaches to the end of the clause (what the user tells someone is the user's own:
  "I told my grandma I'm vegetarian now");
* third-person facts ("my sister lives in Berlin" gives no city for the user); "we" and
  "our" except for where the user lives and the household's car ("we work at Acme", "we're
  vegan" give nothing: a team or a household, not necessarily the user);
* childhood ("We moved to Oslo when I was a kid"), the past and the future as current
  facts ("I used to live in Paris", "I lived in Paris", "I'm moving to Berlin": a plan);
* plain negation without a change ("I don't live in Paris"), except "I don't like X"; dates
  in the text: ``valid_from`` is the time of the message, not "since 2019";
* lowercase proper names in capitalised text ("I work at acme"), pronoun values ("I like
  it"), and anything not listed above. Use ``LLMExtractor`` for open-ended extraction.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime

from memvault.core import validate as _validate
from memvault.core.facts import CandidateFact, fold
from memvault.core.protocols import Embedder
from memvault.core.types import Message
from memvault.errors import InvalidInput
from memvault.policy.extraction.given_up import given_up
from memvault.policy.extraction.guards import Guards, undecided
from memvault.policy.extraction.meaning import MeaningReader
from memvault.policy.extraction.phrasing import clauses, ending, in_the_past
from memvault.policy.extraction.pointers import LOOK_BACK, pointed
from memvault.policy.extraction.referents import Referents
from memvault.policy.extraction.rule_table import (
    IMPORTANCE,
    MULTI,
    NO_VALUE,
    PROPER_ATTRIBUTES,
    RULES,
    Found,
    Rule,
    content,
)
from memvault.policy.extraction.statements import presupposed, reasons, split, statements
from memvault.policy.extraction.whose import asked_of, someone_elses, still_current

__all__ = ["RuleExtractor", "extract_facts"]


Said = list[tuple[str, str, list[CandidateFact]]]
"""A message's clauses, each with its sentence and the facts read in it."""
Names = dict[int, list[tuple[str, CandidateFact | None]]]
"""Each message's proper names the meaning stage found (by ``id``), and the fact each became."""


class RuleExtractor:
    """The offline default ``Extractor``: the rules above over the user's messages.

    Given an ``embedder`` that places sentences by meaning (the local model), a statement in
    which the rules find nothing is read once more by ``MeaningReader``
    (``policy.extraction.meaning``): values found by structure, the attribute decided by a
    head over the statement's meaning; and a favourite whose value is away from it ("...,
    it's my favourite food", "nothing beats X for me when it comes to food") is read by
    ``Referents`` (``policy.extraction.referents``), when nothing else in the message read
    that favourite. Without one it is pure and deterministic.
    ``extract`` is async to satisfy the ``Extractor`` protocol. Each fact's ``valid_from``
    is the ``created_at`` of its message.
    """

    def __init__(self, embedder: Embedder | None = None) -> None:
        self.meaning = None if embedder is None else MeaningReader(embedder)
        self.referents = None if embedder is None else Referents(embedder)

    async def extract(self, messages: Sequence[Message]) -> list[CandidateFact]:
        """The facts the user states in ``messages``, in the order stated."""
        if isinstance(messages, str | Message) or not isinstance(messages, Sequence):
            raise InvalidInput("messages", "must be a sequence of Message")
        said: list[tuple[Message, Said]] = []
        for i, message in enumerate(messages):
            if not isinstance(message, Message):
                raise InvalidInput(f"messages[{i}]", "must be a Message")
            if message.role == "user":
                _validate.text(f"messages[{i}].content", message.content, allow_empty=True)
                said.append((message, list(_clause_facts(message.content, message.created_at))))
        if self.meaning is not None and self.referents is not None:
            names = await self._read_by_meaning(self.meaning, said)
            await self._read_referents(self.referents, said, names)
        return [  # what a later clause takes back, whichever stage read it
            fact for _, cs in said for fact in _once(f for _, _, fs in given_up(cs) for f in fs)
        ]

    @staticmethod
    async def _read_by_meaning(meaning: MeaningReader, said: list[tuple[Message, Said]]) -> Names:
        """Add to each clause the rules found nothing in what ``meaning`` reads in it, unless
        the rules read the same value elsewhere in the message; return the proper names it
        found, by message, each with the place or employer fact it became, if any."""
        unread = [(m, clauses, i) for m, clauses in said
                  for i, (clause, sentence, facts) in enumerate(clauses)
                  if not facts and not someone_elses(sentence, clause)]  # fmt: skip
        founds = await meaning.read([
            (clauses[i][0], clauses[i - 1][0] if i and clauses[i - 1][1] == clauses[i][1] else "")
            for _, clauses, i in unread
        ])  # fmt: skip
        known = {  # each message's values so far, kept up to date: one pass, not one a clause
            id(clauses): {fold(f.value or "") for _, _, fs in clauses for f in fs}
            for _, clauses in said
        }
        names: Names = {}
        for (message, parts, i), (found, named) in zip(unread, founds, strict=True):
            _, sentence, facts = parts[i]
            became: dict[str, CandidateFact] = {}
            for fact in found:
                if fold(fact.value) not in known[id(parts)]:
                    facts.append(_candidate(fact, sentence, message.created_at))
                    known[id(parts)].add(fold(fact.value))
                    became[fold(fact.value)] = facts[-1]
            for name in named:
                names.setdefault(id(parts), []).append((name, became.get(fold(name))))
        return names

    @staticmethod
    async def _read_referents(
        referents: Referents, said: list[tuple[Message, Said]], names: Names
    ) -> None:
        """Add to each message the favourites said away from their value that nothing else
        read there, each to the clause of the sentence it is said in; a name the meaning
        stage found (perhaps as a place or an employer) that is such a favourite is only that."""
        for message, parts in said:
            if not parts:
                continue
            known = frozenset(f.attribute for _, _, facts in parts for f in facts if f.attribute)
            named = {fold(name): (name, fact) for name, fact in names.get(id(parts), [])}
            for found, sentence in await referents.read(message.content, known, frozenset(named)):
                held = f" {fold(found.value)} "
                value, fact = next((v for n, v in named.items() if held in f" {n} "), (None, None))
                if value is not None:  # the favourite's, not a place or an employer
                    for _, _, facts in parts:
                        facts[:] = [f for f in facts if f is not fact]
                    found = Found(found.attribute, value)  # "The Beatles"
                _, said_in, facts = next((p for p in parts if p[1] == sentence), parts[-1])
                facts.append(_candidate(found, said_in, message.created_at))

    def __repr__(self) -> str:
        return "RuleExtractor()" if self.meaning is None else "RuleExtractor(embedder=...)"


def extract_facts(text: str, *, at: datetime | None = None) -> list[CandidateFact]:
    """The facts stated in first person in ``text``, in order, each once; ``valid_from=at``."""
    _validate.text("text", text, allow_empty=True)
    when = None if at is None else _validate.timestamp("at", at)
    return _once(f for _, _, facts in given_up(_clause_facts(text, when)) for f in facts)


def _once(facts: Iterable[CandidateFact]) -> list[CandidateFact]:
    found: dict[tuple[str, str, bool], CandidateFact] = {}
    for fact in facts:
        if fold(fact.value or "") in NO_VALUE:
            continue
        identity = (fact.attribute or "", fold(fact.value or ""), fact.negated)
        found.setdefault(identity, fact)
    return list(found.values())


# A sentence whose capitals mean something: it writes "I", or it capitalises a word in its
# middle (a recogniser's "i live in Lisbon ma'am" names "Lisbon", not "Lisbon Ma'am")
_CASED = re.compile(r"\bI\b|[^.!?\s]\s+[A-Z](?:[a-z]|[A-Z]+\b)")


def _clause_facts(text: str, at: datetime | None) -> Iterator[tuple[str, str, list[CandidateFact]]]:
    """Each clause of ``text``'s statements, its sentence and the facts the rules read in it."""
    last = ""  # the clause before the sentence's first: the previous sentence's last
    told = ""  # what came before the sentence, where a pointer's value may be ("that's where")
    for piece in split(text):
        stated = list(statements(piece))
        for sentence in stated:
            cased = _cased(sentence)
            before = (told + piece[: max(piece.find(sentence), 0)])[-LOOK_BACK:]  # "Who? ..."
            said = [] if asked_of(before, sentence) else clauses(sentence, last)
            said = pointed(said, before)
            last = said[-1] if said else ""
            for clause in still_current(said):
                yield clause, sentence, list(_facts(clause, sentence, cased=cased, at=at))
        # a question's "my Toyota Corolla": by the rules that read a possessive only (and "my
        # favourite T, which is X"), where they read one; the reason it gives ("now that I'm
        # based in Lisbon") as a statement
        taken_for_granted = [(reason, "") for reason in reasons(piece)] + [
            (taken, "granted" if ", which is" not in taken.lower() else "any")
            for taken in ([] if stated else presupposed(piece))
        ]
        for taken, asked in taken_for_granted:
            for clause in still_current(clauses(taken)):
                facts = list(_facts(clause, piece.strip(), cased=_cased(piece), at=at, asked=asked))
                if facts:
                    yield clause, piece.strip(), facts
        told = (told + piece)[-LOOK_BACK:]


def _cased(sentence: str) -> bool:
    return _CASED.search(sentence) is not None or not re.search(r"\bi\b", sentence)


# A word each rule needs, read off the start of its pattern ("\\bi(?:'m|..." needs the word
# "i"), so that a clause is tried only against the rules it could match: trying all 70 in
# turn took half of a bulk ``add`` (each fact is read for its knowledge), and most clauses
# hold none of these words. A rule whose pattern starts otherwise is always tried.
_ANCHORS = {
    "\\bi(": r"\bi\b", "\\bi\\s": r"\bi\b", "\\b(?:i|we)": r"\b(?:i|we)\b",
    "\\bmy\\s": r"\bmy\b", "\\bour\\s": r"\bour\b", "\\b(?:my|our)\\s": r"\b(?:my|our)\b",
}  # fmt: skip
_NEEDS = [  # the word each rule needs, or None
    next((w for start, w in _ANCHORS.items() if rule.pattern.pattern.startswith(start)), None)
    for rule in RULES
]
_FOUND = {word: re.compile(word, re.IGNORECASE) for word in set(_ANCHORS.values())}


@functools.cache
def _rules_for(present: frozenset[str]) -> tuple[Rule, ...]:
    """The rules, in order, whose word is among ``present`` or that need none."""
    return tuple(
        rule for rule, need in zip(RULES, _NEEDS, strict=True) if need is None or need in present
    )


def _facts(
    clause: str, sentence: str, *, cased: bool, at: datetime | None, asked: str = ""
) -> Iterator[CandidateFact]:
    """The facts the rules read in ``clause``; ``asked``: the clause is a question's possessive
    phrase, which no guard of the question reaches ("Can you email my manager at Stripe?"),
    read by the rules of what is taken for granted only ("granted") or by any ("any")."""
    positive, negated = ending(clause)
    if in_the_past(positive):
        return
    guards: Guards | None = None  # read once a rule matches (most clauses match none)
    hedges: Guards | None = None  # what guards a possessive taken for granted
    present = frozenset(word for word, found in _FOUND.items() if found.search(positive))
    for rule in _rules_for(present):
        if asked == "granted" and not rule.granted:
            continue
        for match in rule.pattern.finditer(positive):
            if rule.granted:
                hedges = reach = hedges or Guards(positive, granted=True)
            else:
                guards = reach = guards or Guards(positive)
            if not asked and reach.before(match.start()):
                continue
            for found in (f for f in rule.build(match, cased) if not undecided(f.value or "")):
                if negated and not found.negated:
                    found = Found(found.attribute, found.value, True)
                yield _candidate(found, sentence, at)


def _candidate(found: Found, sentence: str, at: datetime | None) -> CandidateFact:
    return CandidateFact(
        content=content(found),
        subject="user",
        attribute=found.attribute,
        value=found.value,
        entities=(found.value,) if found.attribute in PROPER_ATTRIBUTES else (),
        importance=IMPORTANCE.get(found.attribute, 0.6),
        valid_from=at,
        negated=found.negated,
        multi_valued=found.attribute in MULTI,
        source=sentence,
    )
