"""Unseen phrasing sets for the extractor: wording the rules were not written for.

Each set was written and committed (2026-12-05) before any rule or setting was changed for it
and before it was first run, by a different method each:

* ``A``, hand-written families: everyday first-person wordings of each attribute, written
  from scratch;
* ``B``, templates recombined across attributes: a few chat frames ("Quick update: ...",
  "Oh and ...") around new core predicates, every frame with every predicate;
* ``C``, paraphrases of the scenario phrasings in ``knowledge.py`` (each says the same thing
  as one of them in other words).

Protocol: rules and settings may be tuned on ``A``; ``B`` decides between candidate settings;
``C`` is the newest and is only measured, never tuned on. Once a set has been used to tune, a
new one must be written (and committed first) before a catch rate on "unseen" wording is
claimed again. ``NOISE`` holds turns that state no fact of the user's (questions,
hypotheticals, the past, other people, small talk with values in it): a fact with one of the
benchmark's attributes extracted from one of them is an invented fact, counted against
precision.

Fields: ``{v}`` the value, ``{V}`` capitalised, ``{a}`` with its article, ``{t}`` the kind of
favourite (food, drink, ...). Noise fields: ``{city}``, ``{employer}``, ``{a_car}``,
``{a_job}``, ``{diet}``, ``{fav}`` (a favourite value), ``{t}``.

``D`` (hand-written everyday chat), ``E`` (new frames around new predicates) and ``NOISE_2``
were written in a second round, once A, B and C had been used for tuning (their misses had
been read). ``F`` (hand-written, longer turns with context around the fact), ``G`` (new frames
around new predicates) and ``NOISE_3`` were written in a third round, before D's and E's misses
were first read. ``H`` (hand-written, two-sentence turns with the fact in the second) was
written in a fourth round, before F's and G's misses were first read. ``I`` (new chat-typing
frames, lower case and no full stops, around new predicates) was written in a fifth round,
before H's misses were first read. ``J`` (hand-written, the fact beside a request to the
assistant) was written in a sixth round, after H had been tuned on, and measured as it came;
``K`` (hand-written, a change said against what it replaced) was written in a seventh, before
J's misses were first read; ``L`` (hand-written, terse notes and profile-style answers) in
an eighth, before K's misses were first read; ``M`` (hand-written: slang, abbreviations,
British usage) in a ninth, before L's misses were first read; ``N`` (hand-written, three
sentences with the fact in the middle) in a tenth, before M's misses were first read; ``O``
(hand-written, a reason or time clause in front of the fact) in an eleventh, before N's
misses were first read. ``P`` (hand-written, the fact as a reply with a lead-in and a tail) and
``NOISE_5`` were written in a twelfth round (2026-12-05), before O's misses were first read.
``Q`` (voice-dictated transcripts: fillers, self-corrections, run-on clauses, little
punctuation) and ``NOISE_6`` were written in a thirteenth round (2026-12-05), before P's
misses were first read, by a second author who read neither the rules nor the earlier sets.
``R`` (spoken, disfluent speech as transcribed: hesitations, false starts, self-repairs,
repeated words, tags) and ``NOISE_7`` were written in a fourteenth round (2026-12-05), by a
third author under the same conditions, after Q's first run and before Q's misses were first
read. Then Q was tuned on (its misses and ``NOISE_6``'s invented facts read: the reading of
speech, ``memvault.policy.extraction.spoken``), so it and ``NOISE_6`` are seen. ``S`` (voice
messages to an assistant app, several Englishes, contractions, false starts) and
``NOISE_8`` were written in a fifteenth round (2026-12-05) by a fourth author under the
same conditions, before R's misses were first read. R's misses were then read ("anyway"
after a favourite's kind is not part of it). ``T`` (what a speech recogniser writes when
someone talks to a voice assistant while busy: lower case, no punctuation, wake words and
commands around the fact, interruptions) and ``NOISE_9`` were written in a sixteenth round
(2026-12-05, a new session) by a fifth author under the same conditions, before S's misses
and ``NOISE_8``'s invented facts were first read. T's first run (as it came: 26.2 % caught
at 58.4 % precision) was committed before S's misses and ``NOISE_8``'s invented facts were
read; S and ``NOISE_8`` are seen since. ``U`` (a speech recogniser's transcript of a caller
talking to a voice agent on the phone: answers to the agent's questions, spelt-out words,
"the line is bad") and ``NOISE_10`` were written in a seventeenth round (2026-12-05) by a
sixth author under the same conditions, after T's first run and before T's misses were
first read. T, after the reading of a recogniser's transcript (written from the register's
description only): 41.7 %; U's first run, as it came: 56.0 % caught at 64.5 % precision
(without that reading 42.6 % at 60.7 %). Then T's misses and ``NOISE_9``'s invented facts
were read: T and ``NOISE_9`` are seen. ``V`` (messages dictated into a chat app and sent
uncorrected: punctuation in the wrong places, homophones, spoken punctuation) and
``NOISE_11`` were written in an eighteenth round (2026-12-05) by a seventh author under the
same conditions, before U's misses were first read. V's first run, as it came: 36.1 %
caught at 86.7 % precision (U then: 60.0 % at 63.8 %). Then U's misses and ``NOISE_10``'s
invented facts were read: U and ``NOISE_10`` are seen. ``W`` (live captions of someone
talking to an assistant in a noisy place: "[inaudible]", words cut off and restarted, lines
broken where the caption scrolled) and ``NOISE_12`` were written in a nineteenth round
(2026-12-05) by an eighth author under the same conditions, before V's misses were first
read. W's first run, as it came: 64.2 % caught at 84.0 % precision. Then V's misses and
``NOISE_11``'s invented facts were read: V and ``NOISE_11`` are seen. ``X`` (hand-written:
long voice notes as a recogniser transcribes them, the fact inside a story with other people
and places around it, said indirectly but unambiguously) with ``NOISE_13``, and ``Y``
(recombined: six spoken frames, lower case as a recogniser writes them, around new core
predicates) with ``NOISE_14`` were written in a twentieth round (2026-12-06, a new session) by
a ninth and a tenth author under the same conditions, before W's misses were first read.
Their first run, as they came: X 29.0 % caught at 80.6 % precision, Y 51.3 % at 94.8 %
(``NOISE_13`` and ``NOISE_14`` together 22 invented facts in 300 turns). Then W's misses and
``NOISE_12``'s invented facts were read: W and ``NOISE_12`` are seen; I, N, O, P, X and Y
were the unseen check. ``Z`` (hand-written, the same register as X: long voice notes as a
recogniser transcribes them) with ``NOISE_15`` was written the same day by an eleventh author
under the same conditions, after W had been read and before any change made for X or Y, to
see whether what X teaches carries to another author's voice notes. Z's first run, as it
came: 30.0 % caught at 77.9 % precision (``NOISE_15``: 14 invented facts in 150 turns). A
reading of voice notes written from the register's description and examples of my own, not
from X or Z, took X to 30.0 % and Z to 32.5 %. Then X's misses and ``NOISE_13``'s invented
facts were read: X and ``NOISE_13`` are seen, and I, N, O, P, Y and Z are the unseen check
now; only their totals are ever printed.
``NOISE_16`` (30 turns of noise only, in the spoken registers, nine kinds: questions,
hypotheticals, the past, other people, requests, negated wishes, small talk, opinions and
plans) was written the same day by a twelfth author under the same conditions, before
``NOISE_14``'s and ``NOISE_15``'s invented facts were first read; its first run: 2 invented
facts in 300 turns. Then ``NOISE_14``'s and ``NOISE_15``'s invented facts were read (Y's and
Z's statements were not): they are seen.
``AB`` (hand-written everyday written chat: life updates told to an assistant app, the
change told through what happened) with ``NOISE_18`` was written in a twenty-first round
(2026-12-06, a new session) by a thirteenth author under the same conditions, before anything
was changed that session, to check the written register again beside speech; its first run,
as it came: 70.1 % caught at 78.2 % precision (``NOISE_18``: 16 invented facts in 330 turns).
``AA`` (hand-written, half written chat and half speech as a recogniser writes it: the fact
beside a clause that states none, a condition, reported speech, a negation, a wish, a plan or
the past) with ``NOISE_17`` (long turns in which every clause about the speaker is such a
clause) was written the same day by a fourteenth author under the same conditions, before
anything was changed that session. Its first run, as it came: 58.6 % caught at 81.8 %
precision; ``NOISE_17``: 40 invented facts in 390 turns (30 of them by the rules alone, which
had invented none on the earlier noise). Then AA's misses and ``NOISE_17``'s invented facts
were read: AA and ``NOISE_17`` are seen; AB and ``NOISE_18`` stay unseen.
``AC`` (hand-written everyday written chat: what changed, told to an assistant app, often with
the old situation, a reason or a request beside it) with ``NOISE_19`` was written the same day
by a fifteenth author under the same conditions, after AA had been read and before AB's
misses were ever read, to be read in AB's place: AB stays the unseen check of the register.
Its first run, as it came (after the reading of AA): 62.6 % caught at 94.5 % precision;
``NOISE_19``: 20 invented facts in 370 turns. Then AC's misses and ``NOISE_19``'s invented
facts were read: AC and ``NOISE_19`` are seen.
``AD`` (hand-written: fifty imagined people, one message each to their assistant, in their
own register: a retiree's full sentences, a student's lower case, a non-native speaker, a
formal professional, a joke, a complaint) with ``NOISE_20`` was written the same day by a
sixteenth author under the same conditions, after the readings of AA and AC, as the session's
last unseen check of written wording; committed before its first run. Its first run, as it
came: 65.2 % caught at 82.3 % precision (``NOISE_20``: 10 invented facts in 310 turns); AB
then 75.5 % (80.7 %). Then AD's misses and ``NOISE_20``'s invented facts were read: AD and
``NOISE_20`` are seen; AB and ``NOISE_18`` stay unseen.
``AE`` (hand-written: catching the assistant up, one typed message from each of many ordinary
users, in passing, with context, a time, a reason or a request) with ``NOISE_21`` was written
the same day by a seventeenth author under the same conditions, before AD's misses were read,
and committed before its first run: the unseen check of written wording after the session's
readings. Its first run, as it came (after the readings of AA, AC and AD): 75.4 % caught at
95.2 % precision (``NOISE_21``: 21 invented facts in 320 turns); AB then 75.5 % (79.8 %).
Then AE's misses and ``NOISE_21``'s invented facts were read: AE and ``NOISE_21`` are seen.
``AF`` (hand-written: a month of messages about errands, work, family, money and trips, in
which the fact is told in passing or on purpose) with ``NOISE_22`` was written the same day by
an eighteenth author under the same conditions, before AE's misses were read, and committed
before its first run: the last unseen check of the session. Its first run, as it came (after
the readings of AA, AC, AD and AE): 57.1 % caught at 88.1 % precision (``NOISE_22``: 1
invented fact in 320 turns); AB then 75.5 % (81.7 %). Then AB's misses and ``NOISE_18``'s
invented facts were read (AF's never): AB and ``NOISE_18`` are seen, and I, N, O, P, Y, Z
and AF are the unseen check now; only their totals are ever printed.
``AG`` (hand-written: what people tell their assistant, half said plainly in the writer's
own words, half in passing) with ``NOISE_23`` was written the same day by a nineteenth author
under the same conditions, after AB was read and before AF's misses were ever read, and
committed before its first run. Its first run, as it came (after the readings of AA, AC, AD,
AE and AB): 66.7 % caught at 95.0 % precision (``NOISE_23``: 10 invented facts in 300
turns). Then AF's misses and ``NOISE_22``'s invented facts were read: AF and ``NOISE_22``
are seen, and I, N, O, P, Y, Z and AG are the unseen check.
``AH`` (hand-written: people telling their assistant plainly, on purpose, what is true of them
now or what just changed, in one or two typed sentences, each in their own idiom) with
``NOISE_24``, ``AI`` (hand-written: dated check-ins with an assistant app, the fact one item
among two or three other life items) with ``NOISE_25``, and ``AJ`` (hand-written: the reply
to "Anything I should know about you?" or "Has anything changed?", fragments, corrections,
many kinds of people) with ``NOISE_26`` were written in a twenty-second round (2026-12-06, a
new session) by a twentieth, twenty-first and twenty-second author under the same
conditions, before anything was changed that session and before AG's misses were ever read,
and committed before their first run. Their first run, as they came (after the readings of AA,
AC, AD, AE, AB and AF): AH 76.6 % caught at 91.3 % precision, AI 65.6 % at 87.0 %, AJ 71.4 %
at 87.9 % (``NOISE_24``: 20 invented facts in 300 turns, ``NOISE_25``: 10, ``NOISE_26``: 0).
Then AG's misses and ``NOISE_23``'s invented facts were read: AG and ``NOISE_23`` are seen,
and I, N, O, P, Y, Z, AH, AI and AJ are the unseen check. ``AK`` (hand-written: messages
over several weeks as life changes, half plain news, half news beside a request, many kinds
of writers) with ``NOISE_27`` and ``AL`` (hand-written: what a user tells a new assistant app
while setting it up, full sentences and fragments that answer its onboarding prompts) with
``NOISE_28`` were written the same day by a twenty-third and a twenty-fourth author under
the same conditions, after the readings of AG and of the seen sets' general shapes (a
possessive, a pointer, time at a workplace, "here in X"), before AI's misses were ever read,
and committed before their first run. Their first run, as they came: AK 73.2 % caught at
80.6 % precision, AL 71.8 % at 86.8 % (``NOISE_27``: 30 invented facts in 300 turns,
``NOISE_28``: 10); AH then 76.6 %, AI 66.2 %, AJ 71.4 % (the readings of AG and of the seen
sets' general shapes moved AH 0.0, AI +0.6, AJ 0.0). Then AI's misses and the invented facts
of ``NOISE_24`` and ``NOISE_25`` were read: AI, ``NOISE_24`` and ``NOISE_25`` are seen, and
I, N, O, P, Y, Z, AH, AJ, AK and AL are the unseen check. ``AM`` (hand-written: corrections
and updates to what the assistant believes, polite, blunt, funny, non-native) with
``NOISE_29`` and ``AN`` (hand-written: evening small talk typed on a phone, the fact inside
the chat) with ``NOISE_30`` were written the same day by a twenty-fifth and a twenty-sixth
author under the same conditions, after AI's reading and before AL's misses were ever read,
and committed before their first run. Their first run, as they came: AM 84.3 % caught at
94.9 % precision, AN 58.9 % at 87.1 % (``NOISE_29``: 20 invented facts in 300 turns,
``NOISE_30``: 0); AK then 77.4 %, AL 71.8 %, AH 77.1 %, AJ 71.4 %. Then AL's misses and the
invented facts of ``NOISE_27`` and ``NOISE_28`` were read: AL, ``NOISE_27`` and ``NOISE_28``
are seen, and I, N, O, P, Y, Z, AH, AJ, AK, AM and AN are the unseen check.
``AO`` (hand-written: typed chat from people whose first language is not English, the grammar
and idiom of each, the fact with its context) with ``NOISE_31``, ``AP`` (hand-written: a task
for the assistant, the user's fact the background it needs) with ``NOISE_32``, ``AQ``
(hand-written: small talk typed on a phone at odd moments of the day, the fact dropped in the
chat; AN's register by another author) with ``NOISE_33`` and ``AR`` (hand-written: venting and
complaining, the fact what the complaint is about) with ``NOISE_34`` were written in a
twenty-third round (2026-12-06, a new session) by a twenty-seventh to a thirtieth author under
the same conditions, before anything was changed that session and before AM's and AN's misses
were ever read, and committed before their first run. Their first run, as they came: AO 70.7 %
caught at 75.5 % precision, AP 64.0 % at 77.4 %, AQ 51.5 % at 80.3 %, AR 35.4 % at 68.0 %
(invented facts: ``NOISE_29`` 20, ``NOISE_30`` 0, ``NOISE_31`` 18, ``NOISE_34`` 15, ``NOISE_32``
and ``NOISE_33`` together 32, each in 300 turns). Then AN's misses were read (AQ, its register
by another author, did not move: 51.5 %), then AO's and AR's misses and the invented facts of
``NOISE_29``, ``NOISE_30``, ``NOISE_31`` and ``NOISE_34``: AN, AO, AR and those four noise lists
are seen; AP, AQ and their noise lists are not. ``AS`` (hand-written: the week's logistics told
to an assistant app by parents, retirees, students, shift workers and shop owners, the fact the
reason for an errand) with ``NOISE_35`` and ``AT`` (hand-written: the user's reply to an
assistant's follow-up question in a running conversation, elliptical, referring back) with
``NOISE_36`` were written the same day by a thirty-first and a thirty-second author under the
same conditions, after those readings, and committed before their first run. Their first run, as
they came: AS 59.4 % caught at 79.3 % precision, AT 65.2 % at 84.7 % (``NOISE_35`` and
``NOISE_36``: 1 invented fact in 600 turns). ``AU`` (hand-written: a formal, polite,
long-winded older writer, letter-style, the fact among courtesies, the weather and family news)
with ``NOISE_37`` and ``AV`` (hand-written: a request for practical help, the user's fact its
premise, woven in as a participle, a "since" or "given that" clause, a relative clause, an aside
or a closing constraint) with ``NOISE_38`` were written in a twenty-fourth round (2026-12-06, a
new session) by a thirty-third and a thirty-fourth author under the same conditions, before
anything was changed that session, and committed before their first run. Their first run, as
they came: AU 69.0 % caught at 78.6 % precision, AV 67.3 % at 89.0 % (``NOISE_37`` and
``NOISE_38``: 40 invented facts in 600 turns). No set's misses were read that session.
``AW`` (hand-written: messages typed by non-native speakers of many first languages: dropped
articles, wrong prepositions, the present for the perfect, word order from their language)
with ``NOISE_39`` was written in a twenty-fifth round (2026-12-06, a new session) by a
thirty-fifth author under the same conditions, who read neither ``src/`` nor any set, while
that session's first changes (precision on the seen sets and noise) were made, and committed
before its first run. ``AX`` (hand-written: a user correcting or updating what the
assistant's memory holds about them: "you have me down as ...", "please update my profile")
with ``NOISE_40`` was written the same day by a thirty-seventh author under the same
conditions, who read neither ``src/`` nor any set, while that session's changes were made,
and committed before its first run. Their first run, as they came (the same at the session's
start and after its changes): AW 80.1 % caught, AX 94.9 % (``NOISE_39`` and ``NOISE_40``: 20
invented facts in 600 turns). ``NOISE_41`` (80 turns, each with a value where a
careless reader would take a fact: other people's news, offers, trips, wishes, the past,
quotations) was written the same day by a thirty-sixth author under the same conditions to be
read and tuned on: it is seen from the start, as is ``NOISE_42`` (80 turns shaped like
statements but changed by one thing: another subject, a modal, the past, a plan, a request,
reported speech, a rental, fiction), by a thirty-eighth author, and ``NOISE_43`` (80 hard
turns in non-native typed English, a recogniser's transcripts and business writing), by a
thirty-ninth, and ``NOISE_44`` (80 messages of two to five sentences about the day, the value
someone else's, bought for someone, passed through, a company dealt with as a customer), by a
fortieth.
``AY`` (hand-written: self-descriptions the user drafts and asks help with: a speaker bio, a
dating profile, a community introduction, a LinkedIn "About", a cover letter's opening) with
``NOISE_45`` and ``AZ`` (hand-written: teenagers and twenty-somethings texting: lower case,
emoji, slang, abbreviations, short lines) with ``NOISE_46`` were written in a twenty-sixth round
(2026-12-06, a new session) by a forty-first and a forty-second author under the same
conditions, before anything was changed that session, and committed before their first run.
``BA`` (hand-written: typed English of non-native speakers, AW's register by another author)
with ``NOISE_49``, and ``NOISE_47`` (80 hard turns in non-native typed English) and
``NOISE_48`` (80 turns about what the assistant's memory holds: deletions, someone else's
value, role-play, tests) were written the same day by three more authors under the same
conditions to be read and tuned on: they are seen from the start, as are ``BB``
(self-descriptions drafted for help, AY's register by another author) with ``NOISE_50`` (80
turns) and ``BC`` (young people's texting, AZ's register by another author) with ``NOISE_51``
(80 turns), written the same day, after AY's and AZ's first run (as they came: AY 33.0 %
caught, AZ 59.7 %), by two more authors who saw neither AY nor AZ, and ``NOISE_52`` (80 turns:
drafts about other people, career histories, aims, fiction, templates) and ``NOISE_53`` (80
turns: young people's memes, jokes and friends' news), by two more, once those had been read.
While these were put into
this file, a line-length check printed most of ``AW``'s statements and part of ``AY``'s (no
misses), and a search printed 14 of ``AX``'s: from that session on, AW is not unseen (its
misses are still not printed), and AY and AX are unseen only in part.
``BD`` (hand-written: end-of-day journal entries) with ``NOISE_54``, ``BE`` (hand-written: older
adults typing on a phone, capitals, typos, run-ons, sign-offs) with ``NOISE_55``, and
``NOISE_59`` (80 turns: drafts by or about someone else, pasted for help) were written in a
twenty-seventh round (2026-12-06, a new session) by three new authors under the same
conditions, before anything was changed that session, and committed before their first run
(as they came: BD 48.1 % caught, BE 64.6 %). ``BF``, ``BG`` and ``BH`` (BD's, AZ's and BE's
registers by three more authors) with ``NOISE_56`` to ``NOISE_58`` were written at the same
time to be read and are seen from the start, as are ``NOISE_60`` (``NOISE_59``'s register by
another author) and ``BI`` (BD's register by a third author, written late in the round).
``BJ`` (hand-written: the user's own social posts and captions about their life, pasted
into the chat or written in that voice) with ``NOISE_61`` and ``BK`` (hand-written: typed chat
in regional Englishes: Indian, Nigerian, Singaporean, Scottish, Irish, Australian, South
African and others) with ``NOISE_62`` were written in a twenty-eighth round (2026-12-06, a new
session) by two new authors under the same conditions, before anything was changed that
session, and committed before their first run. ``BL`` and ``BM`` (BJ's and BK's registers by
two more authors) with ``NOISE_63`` and ``NOISE_64`` were written at the same time to be read
and are seen from the start.
``BN`` and ``BO`` (the same registers by a third author each) with ``NOISE_65`` and
``NOISE_66`` were written later in the round, also to be read.
``NOISE_4`` was written before ``NOISE_3``'s invented facts were first read; it, ``NOISE_5``,
``NOISE_7``, ``NOISE_16``, ``NOISE_26``, ``NOISE_32``, ``NOISE_33``, ``NOISE_35`` to
``NOISE_40``, ``NOISE_45``, ``NOISE_46``, ``NOISE_54``, ``NOISE_55``, ``NOISE_59``, ``NOISE_61``
and ``NOISE_62`` are the unseen noise
(``NOISE_8`` to ``NOISE_15``, ``NOISE_23`` to ``NOISE_25``, ``NOISE_27`` and ``NOISE_28``
were, until S, T, U, V, W, X, AG, AI and AL were read, and ``NOISE_14``, ``NOISE_15``,
``NOISE_24``, ``NOISE_25``, ``NOISE_27`` and ``NOISE_28`` were read).
"""

from __future__ import annotations

import itertools

Phrasing = tuple[str, str]

SET_A: dict[str, list[Phrasing]] = {
    "city": [
        ("A city: I'm a X local these days", "I'm a {v} local these days."),
        ("A city: My apartment is in X", "My apartment is in {v}."),
        ("A city: We've made X our home", "We've made {v} our home."),
        ("A city: Work brought me to X", "Work brought me to {v} last year."),
        ("A city: I'm renting in X at the moment", "I'm renting in {v} at the moment."),
        ("A city: Moving to X was the best decision",
         "Moving to {v} was the best decision I made."),
        ("A city: I'm settled in X now", "I'm settled in {v} now."),
    ],
    "employer": [
        ("A employer: I'm employed by X now", "I'm employed by {v} now."),
        ("A employer: I'm part of the team at X", "I'm part of the team at {v}."),
        ("A employer: I do contract work for X", "I do contract work for {v}."),
        ("A employer: X is where I work now", "{V} is where I work now."),
        ("A employer: I got an offer from X and took it", "I got an offer from {v} and took it."),
        ("A employer: Today was my first day at X", "Today was my first day at {v}."),
        ("A employer: I'm on X's payroll now", "I'm on {v}'s payroll now."),
    ],
    "job_title": [
        ("A job: I'm working as a X at the moment", "I'm working as {a} at the moment."),
        ("A job: My title is X now", "My title is {v} now."),
        ("A job: Professionally, I'm a X", "Professionally, I'm {a}."),
        ("A job: I've been a X for a couple of years", "I've been {a} for a couple of years."),
        ("A job: These days I earn my living as a X", "These days I earn my living as {a}."),
        ("A job: Officially a X as of this week!", "Officially {a} as of this week!"),
    ],
    "diet": [
        ("A diet: I've been eating X for a few months", "I've been eating {v} for a few months."),
        ("A diet: I keep a X diet", "I keep {a} diet."),
        ("A diet: I'm strictly X these days", "I'm strictly {v} these days."),
        ("A diet: I switched to eating X", "I switched to eating {v}."),
        ("A diet: My diet is X now", "My diet is {v} now."),
    ],
    "car": [
        ("A car: I'm behind the wheel of a X these days",
         "I'm behind the wheel of {a} these days."),
        ("A car: I ended up buying a X", "I ended up buying {a}."),
        ("A car: My car these days is a X", "My car these days is {a}."),
        ("A car: I drive around in a X now", "I drive around in {a} now."),
        ("A car: I just leased a X", "I just leased {a}."),
        ("A car: Sold my old car and got a X", "Sold my old car and got {a}."),
    ],
    "favourite": [
        ("A fav: I'm really into X lately, it's my favourite T",
         "I'm really into {v} lately, it's my favourite {t}."),
        ("A fav: X has become my favourite T", "{V} has become my favourite {t}."),
        ("A fav: My favourite T these days is X", "My favourite {t} these days is {v}."),
        ("A fav: Lately my T of choice is X", "Lately my {t} of choice is {v}."),
        ("A fav: If I had to pick one T, it'd be X", "If I had to pick one {t}, it'd be {v}."),
    ],
    "drink": [
        ("A drink: My usual drink is X", "My usual drink is {v}."),
        ("A drink: I mostly drink X these days", "I mostly drink {v} these days."),
        ("A drink: I've switched to X in the mornings", "I've switched to {v} in the mornings."),
    ],
}  # fmt: skip

_FRAMES = ["{P}.", "Quick update: {p}.", "Oh and {p}.", "Funny enough, {p}.",
           "{P}, which I'm happy about."]  # fmt: skip
_PREDICATES: dict[str, list[Phrasing]] = {
    "city": [("home for me is X", "home for me is {v}"),
             ("I've set up home in X", "I've set up home in {v}"),
             ("I'm X-based now", "I'm {v}-based now")],
    "employer": [("my paycheck comes from X", "my paycheck comes from {v}"),
                 ("I work over at X", "I work over at {v}"),
                 ("I'm with X now", "I'm with {v} now")],
    "job_title": [("my day job is being a X", "my day job is being {a}"),
                  ("I'm a practising X", "I'm a practising {v}"),
                  ("my work is as a X", "my work is as {a}")],
    "diet": [("I eat only X food", "I eat only {v} food"),
             ("I've adopted a X diet", "I've adopted {a} diet"),
             ("I live on a X diet", "I live on {a} diet")],
    "car": [("a X is what I drive", "{a} is what I drive"),
            ("I've got a X now", "I've got {a} now"),
            ("the car I drive is a X", "the car I drive is {a}")],
    "favourite": [("X is my T of choice", "{v} is my {t} of choice"),
                  ("my absolute favourite T is X", "my absolute favourite {t} is {v}"),
                  ("I'd pick X over any other T", "I'd pick {v} over any other {t}")],
    "drink": [("I usually drink X", "I usually drink {v}"),
              ("my drink of choice is X", "my drink of choice is {v}"),
              ("X is what I drink most days", "{v} is what I drink most days")],
}  # fmt: skip


def _recombined(
    name: str, frames: list[str], predicates: dict[str, list[Phrasing]]
) -> dict[str, list[Phrasing]]:
    """Every frame around every predicate of each kind (``{P}``: the predicate capitalised)."""
    out: dict[str, list[Phrasing]] = {}
    for kind, options in predicates.items():
        for frame, (label, predicate) in itertools.product(frames, options):
            template = frame.replace("{P}", predicate[:1].upper() + predicate[1:]).replace(
                "{p}", predicate
            )
            out.setdefault(kind, []).append((f"{name} {kind}: {frame} / {label}", template))
    return out


SET_B: dict[str, list[Phrasing]] = _recombined("B", _FRAMES, _PREDICATES)

SET_C: dict[str, list[Phrasing]] = {
    "city": [
        ("C city: I'm living over in X", "I'm living over in {v}."),
        ("C city: Last month I made the move to X", "Last month I made the move to {v}."),
        ("C city: X is my base these days", "{V} is my base these days."),
        ("C city: X is home now", "{V} is home now."),
        ("C city: We've just relocated to X", "We've just relocated to {v}."),
        ("C city: X is what I call home now", "{V} is what I call home now."),
    ],
    "employer": [
        ("C employer: I'm working over at X", "I'm working over at {v}."),
        ("C employer: Last week I came on board at X", "Last week I came on board at {v}."),
        ("C employer: X is my new employer", "{V} is my new employer."),
        ("C employer: I said yes to an offer from X", "I said yes to an offer from {v}."),
        ("C employer: First week at X done", "First week at {v} done and it went well."),
        ("C employer: I was taken on by X", "I was taken on by {v}."),
    ],
    "job_title": [
        ("C job: I'm doing work as a X", "I'm doing work as {a}."),
        ("C job: I've become a X", "I've become {a}."),
        ("C job: X is my job title", "{V} is my job title."),
        ("C job: I've been promoted to X", "I've been promoted to {v}."),
        ("C job: My employment is as a X", "My employment is as {a}."),
        ("C job: I've requalified as a X", "I've requalified as {a}."),
    ],
    "diet": [
        ("C diet: I'm fully X now", "I'm fully {v} now."),
        ("C diet: I turned X this year", "I turned {v} this year."),
        ("C diet: I'm following a X diet", "I'm following {a} diet."),
        ("C diet: X is how I eat now", "{V} is how I eat now."),
        ("C diet: Becoming X was great for me", "Becoming {v} was great for me."),
    ],
    "car": [
        ("C car: I'm driving around in a X", "I'm driving around in {a}."),
        ("C car: I purchased a X", "I purchased {a}."),
        ("C car: A X is my new car", "{A} is my new car."),
        ("C car: I swapped my old car for a X", "I swapped my old car for {a}."),
        ("C car: These days I get around in a X", "These days I get around in {a}."),
    ],
    "favourite": [
        ("C fav: The T I like best is X", "The {t} I like best is {v}."),
        ("C fav: These days X is my favourite T", "These days {v} is my favourite {t}."),
        ("C fav: No T beats X for me", "No {t} beats {v} for me."),
        ("C fav: X is my usual T", "{V} is my usual {t}."),
    ],
    "drink": [
        ("C drink: These days I'm drinking X", "These days I'm drinking {v}."),
        ("C drink: X is my drink now", "{V} is my drink now."),
        ("C drink: I order X every time", "I order {v} every time."),
    ],
}  # fmt: skip

NOISE: list[tuple[str, str]] = [
    ("place", "{city} is lovely this time of year."),
    ("other person", "My cousin just bought {a_car}."),
    ("question", "Would you recommend working at {employer}?"),
    ("hypothetical", "I might apply to {employer} someday."),
    ("past trip", "We visited {city} on holiday."),
    ("past", "I used to drive {a_car}."),
    ("other person", "My dad is {a_job}."),
    ("request", "Tell me about {diet} recipes."),
    ("news", "I read an article about {employer} today."),
    ("hypothetical", "If I were {a_job} I'd be happier."),
    ("other person", "My old boss moved to {city}."),
    ("plan", "I'm flying to {city} next week."),
    ("other person", "My sister's favourite {t} is {fav}."),
    ("question", "Is {fav} a good {t}?"),
    ("past", "Back in school I was {diet} for a while."),
    ("other person", "Our neighbours work at {employer}."),
    ("opinion", "{employer} makes great products."),
    ("hypothetical", "Someday I'd love to live in {city}."),
    ("request", "Can you compare {a_car} with a Golf?"),
    ("other person", "My friend is {a_job} in {city}."),
]  # fmt: skip

# -- written later (2026-12-05, second round), after A, B and C had been used for tuning --
# The newest sets: committed before any rule or setting was changed for them and before
# their first run. Only their totals are printed (bench/knowledge.py), never their misses.

SET_D: dict[str, list[Phrasing]] = {  # hand-written, everyday chat
    "city": [
        ("D city: I'm in X these days", "I'm in {v} these days."),
        ("D city: Got an apartment in X", "Got an apartment in {v} last month."),
        ("D city: We're renting in X for now", "We're renting in {v} for now."),
        ("D city: X has been home since the spring", "{V} has been home since the spring."),
        ("D city: I moved back to X", "I moved back to {v} in the summer."),
        ("D city: We ended up in X", "We ended up in {v} after all."),
    ],
    "employer": [
        ("D employer: I took a job with X", "I took a job with {v}."),
        ("D employer: I've started working for X", "I've started working for {v}."),
        ("D employer: Just started at X", "Just started at {v}, everyone is nice."),
        ("D employer: I've been at X since March", "I've been at {v} since March."),
        ("D employer: I got hired at X", "I got hired at {v}!"),
        ("D employer: My company is X now", "My company is {v} now."),
    ],
    "job_title": [
        ("D job: My new position is X", "My new position is {v}."),
        ("D job: I got a job as a X", "I got a job as {a}."),
        ("D job: I've been hired as a X", "I've been hired as {a}."),
        ("D job: I'm currently a X", "I'm currently {a}."),
        ("D job: I started as a X this month", "I started as {a} this month."),
        ("D job: I'm a X by trade", "I'm {a} by trade."),
    ],
    "diet": [
        ("D diet: I've gone fully X", "I've gone fully {v}."),
        ("D diet: I've been X since January", "I've been {v} since January."),
        ("D diet: I eat X these days", "I eat {v} these days."),
        ("D diet: I'm X as of last month", "I'm {v} as of last month."),
        ("D diet: I'm doing X now", "I'm doing {v} now."),
    ],
    "car": [
        ("D car: My current car is a X", "My current car is {a}."),
        ("D car: I'm now driving a X", "I'm now driving {a}."),
        ("D car: We got a X", "We got {a} last week."),
        ("D car: I bought myself a X", "I bought myself {a}."),
        ("D car: My X arrived last week", "My {v} arrived last week."),
        ("D car: I lease a X", "I lease {a} now."),
    ],
    "favourite": [
        ("D fav: My current favourite T is X", "My current favourite {t} is {v}."),
        ("D fav: I've really gotten into X, my new favourite T",
         "I've really gotten into {v}, my new favourite {t}."),
        ("D fav: X, hands down my favourite T", "{V}, hands down my favourite {t}."),
        ("D fav: Best T right now? X", "Best {t} right now? {V}."),
        ("D fav: I'd say X is my favourite T", "I'd say {v} is my favourite {t}."),
    ],
    "drink": [
        ("D drink: My morning drink is X", "My morning drink is {v}."),
        ("D drink: I drink X every day now", "I drink {v} every day now."),
        ("D drink: I'm all about X these days", "I'm all about {v} these days."),
    ],
}  # fmt: skip

_FRAMES_E = ["{P} now.", "Update: {p}!", "btw {p}", "So yeah, {p}.", "{P} :)"]
_PREDICATES_E: dict[str, list[Phrasing]] = {
    "city": [("my address is in X", "my address is in {v}"),
             ("we live over in X", "we live over in {v}"),
             ("I've got a place in X", "I've got a place in {v}")],
    "employer": [("I'm working at X", "I'm working at {v}"),
                 ("I've joined the team at X", "I've joined the team at {v}"),
                 ("I'm an employee of X", "I'm an employee of {v}")],
    "job_title": [("I'm working as a X", "I'm working as {a}"),
                  ("my role is X", "my role is {v}"),
                  ("I do X work", "I do {v} work")],
    "diet": [("I'm eating X", "I'm eating {v}"),
             ("my diet is X", "my diet is {v}"),
             ("I went X", "I went {v}")],
    "car": [("I drive a X", "I drive {a}"),
            ("my car is a X", "my car is {a}"),
            ("I'm getting around in a X", "I'm getting around in {a}")],
    "favourite": [("my favourite T is X", "my favourite {t} is {v}"),
                  ("X is the T I love", "{v} is the {t} I love"),
                  ("my top T is X", "my top {t} is {v}")],
    "drink": [("I'm drinking X", "I'm drinking {v}"),
              ("my go-to drink is X", "my go-to drink is {v}"),
              ("I always order X", "I always order {v}")],
}  # fmt: skip


SET_E: dict[str, list[Phrasing]] = _recombined("E", _FRAMES_E, _PREDICATES_E)  # new frames

NOISE_2: list[tuple[str, str]] = [
    ("question", "Do you know anyone at {employer}?"),
    ("other person", "My brother-in-law drives {a_car}."),
    ("hypothetical", "I could see myself living in {city} one day."),
    ("past", "Years ago I worked at {employer}."),
    ("other person", "My roommate is {a_job}."),
    ("request", "Find me {diet} restaurants near the office."),
    ("opinion", "{city} has great food."),
    ("plan", "We're going to {city} for the wedding."),
    ("other person", "Jamie just got hired at {employer}."),
    ("question", "What's the best {t} you'd recommend?"),
    ("opinion", "{fav} is overrated if you ask me."),
    ("other person", "My mum's favourite {t} is {fav}."),
    ("negated", "I would never drive {a_car}."),
    ("past", "When I was a student I was {diet}."),
    ("news", "{employer} announced layoffs today."),
]  # fmt: skip


# -- written later still (2026-12-05, third round), before D's and E's misses were read --
# D and E become tuning sets (their misses are printed from now on); F, G and NOISE_3 are
# the unseen check. Committed before any rule or setting was changed for them and before
# their first run; only their totals are printed.

SET_F: dict[str, list[Phrasing]] = {  # hand-written: longer chat turns, context around the fact
    "city": [
        ("F city: after a long search we found a flat in X",
         "After a long search we found a flat in {v}."),
        ("F city: I live in X with my partner", "I live in {v} with my partner and our cat."),
        ("F city: the move to X is done", "The move to {v} is done, boxes everywhere."),
        ("F city: I'm based out of X", "I'm based out of {v} now."),
        ("F city: I relocated to X for work", "I relocated to {v} for work."),
        ("F city: my new place is in X", "My new place is in {v}, close to the river."),
    ],
    "employer": [
        ("F employer: I accepted the offer from X", "I accepted the offer from {v} yesterday."),
        ("F employer: I work for X, on the payments side",
         "I work for {v}, on the payments side."),
        ("F employer: I signed my contract with X", "I signed my contract with {v} today."),
        ("F employer: I'm now at X", "I'm now at {v} after three years elsewhere."),
        ("F employer: I switched jobs, I'm at X", "I switched jobs, I'm at {v} now."),
        ("F employer: X hired me", "{V} hired me last month."),
    ],
    "job_title": [
        ("F job: I work as a X", "I work as {a} in a small team."),
        ("F job: I'm employed as a X", "I'm employed as {a}."),
        ("F job: they made me X", "They made me {v} last week."),
        ("F job: I've taken a job as a X", "I've taken a job as {a}."),
        ("F job: I switched careers and I'm a X", "I switched careers and I'm {a} now."),
        ("F job: my job is X", "My job is {v}, which I love."),
    ],
    "diet": [
        ("F diet: I decided to go X", "I decided to go {v} this year."),
        ("F diet: I'm X now, for my health", "I'm {v} now, for my health."),
        ("F diet: I stick to a X diet", "I stick to {a} diet."),
        ("F diet: I've been eating only X", "I've been eating only {v} food."),
        ("F diet: I'm trying X and it's working", "I'm trying {v} and it's working."),
    ],
    "car": [
        ("F car: I picked up a X from the dealer", "I picked up {a} from the dealer."),
        ("F car: I drive a X to work", "I drive {a} to work every day."),
        ("F car: I traded in my car for a X", "I traded in my car for {a}."),
        ("F car: I own a X", "I own {a} now."),
        ("F car: I'm the proud owner of a X", "I'm the proud owner of {a}."),
        ("F car: our family car is a X", "Our family car is {a}."),
    ],
    "favourite": [
        ("F fav: X is my favourite T by far", "{V} is my favourite {t} by far."),
        ("F fav: nothing beats X, my favourite T", "Nothing beats {v}, my favourite {t}."),
        ("F fav: my all-time favourite T is X", "My all-time favourite {t} is {v}."),
        ("F fav: X is the T I like most", "{V} is the {t} I like most."),
        ("F fav: I love X more than any T", "I love {v} more than any other {t}."),
    ],
    "drink": [
        ("F drink: I start every day with X", "I start every day with {v}."),
        ("F drink: I only drink X now", "I only drink {v} now."),
        ("F drink: X is my daily drink", "{V} is my daily drink."),
    ],
}  # fmt: skip

_FRAMES_G = ["Hi! {P}.", "Just so you know, {p}.", "Good news: {p}.", "{P}, finally.",
             "Anyway, {p}."]  # fmt: skip
_PREDICATES_G: dict[str, list[Phrasing]] = {
    "city": [("I now live in X", "I now live in {v}"),
             ("I've moved to X", "I've moved to {v}"),
             ("our home is in X", "our home is in {v}")],
    "employer": [("I now work at X", "I now work at {v}"),
                 ("I've been hired by X", "I've been hired by {v}"),
                 ("my employer is X", "my employer is {v}")],
    "job_title": [("I'm now a X", "I'm now {a}"),
                  ("I work as a X", "I work as {a}"),
                  ("my job title is X", "my job title is {v}")],
    "diet": [("I've become X", "I've become {v}"),
             ("I follow a X diet", "I follow {a} diet"),
             ("I'm on a X diet", "I'm on {a} diet")],
    "car": [("I bought a X", "I bought {a}"),
            ("I now drive a X", "I now drive {a}"),
            ("I've got a new car, a X", "I've got a new car, {a}")],
    "favourite": [("my favourite T is now X", "my favourite {t} is now {v}"),
                  ("X is my new favourite T", "{v} is my new favourite {t}"),
                  ("I like X best of all the Ts", "I like {v} best of all the {t}s")],
    "drink": [("I drink X these days", "I drink {v} these days"),
              ("my favourite drink is X", "my favourite drink is {v}"),
              ("I've switched to drinking X", "I've switched to drinking {v}")],
}  # fmt: skip

SET_G: dict[str, list[Phrasing]] = _recombined("G", _FRAMES_G, _PREDICATES_G)

NOISE_3: list[tuple[str, str]] = [
    ("question", "Have you ever been to {city}?"),
    ("other person", "My colleague just moved to {city}."),
    ("hypothetical", "If I got an offer from {employer} I'd take it."),
    ("past", "I drove {a_car} for ten years before selling it."),
    ("other person", "My partner works as {a_job}."),
    ("request", "Suggest a {diet} dinner for tonight."),
    ("opinion", "{a_car} seems like a solid choice."),
    ("plan", "Next month I have an interview at {employer}."),
    ("other person", "Alex is {diet} now."),
    ("wish", "I wish I could afford {a_car}."),
    ("question", "Is {city} expensive to live in?"),
    ("other person", "My best friend's favourite {t} is {fav}."),
    ("news", "Did you hear that {employer} is hiring?"),
    ("past", "Last year I was {a_job}, but that's over."),
    ("small talk", "{fav} was on the menu at the party."),
]  # fmt: skip

# -- written (2026-12-05) before NOISE_3's invented facts were first read: the unseen noise --
NOISE_4: list[tuple[str, str]] = [
    ("question", "What's the weather like in {city} in May?"),
    ("other person", "My uncle has worked at {employer} for decades."),
    ("hypothetical", "Maybe one day I'll be {a_job}."),
    ("past", "In my twenties I lived in {city}."),
    ("other person", "Sam drives {a_car} to work."),
    ("request", "Write a short poem about {city}."),
    ("opinion", "I think {employer} treats its staff well."),
    ("plan", "I'm thinking about trying a {diet} diet next year."),
    ("question", "How do I become {a_job}?"),
    ("other person", "Her favourite {t} is {fav}."),
    ("negated", "I'm not {diet}, I just skipped the meat today."),
    ("news", "{employer} opened a new office in {city}."),
    ("wish", "I'd love to drive {a_car} someday."),
    ("past", "My first car was {a_car}."),
    ("small talk", "We watched a documentary about {city} last night."),
]  # fmt: skip

# -- written (2026-12-05, fourth round) before F's and G's misses were first read --
SET_H: dict[str, list[Phrasing]] = {  # hand-written: two-sentence turns, the fact second
    "city": [
        ("H city: Big change. We live in X now", "Big change. We live in {v} now."),
        ("H city: Long week. Still unpacking here in X", "Long week. Still unpacking here in {v}."),
        ("H city: The commute is shorter. I'm living in X",
         "The commute is shorter now. I'm living in {v}."),
        ("H city: Guess what? I moved to X", "Guess what? I moved to {v}."),
        ("H city: It rains a lot. X is home for now", "It rains a lot. {V} is home for now."),
    ],
    "employer": [
        ("H employer: New job! I work at X", "New job! I work at {v}."),
        ("H employer: Long day. My new employer X",
         "Long day. My new employer, {v}, keeps me busy."),
        ("H employer: I handed in my notice. I'm joining X",
         "I handed in my notice. I'm joining {v} next week."),
        ("H employer: Good news. X offered me a job and I said yes",
         "Good news. {V} offered me a job and I said yes."),
        ("H employer: I'm at X these days",
         "Things are busy. I'm at {v} these days, in the office."),
    ],
    "job_title": [
        ("H job: Career news. I'm a X now", "Career news. I'm {a} now."),
        ("H job: I passed! Officially a X", "I passed! I'm officially {a}."),
        ("H job: Different role now. I work as a X", "Different role now. I work as {a}."),
        ("H job: They promoted me. I'm X", "They promoted me. I'm {v} now."),
        ("H job: My role changed to X", "Busy month. My role changed to {v}."),
    ],
    "diet": [
        ("H diet: New year, new me. I'm X", "New year, new me. I'm {v}."),
        ("H diet: I changed how I eat. I'm X now", "I changed how I eat. I'm {v} now."),
        ("H diet: Doctor's orders. X diet for me", "Doctor's orders. I'm on {a} diet."),
        ("H diet: I feel great. Going X was worth it", "I feel great. Going {v} was worth it."),
    ],
    "car": [
        ("H car: The old car died. I bought a X", "The old car died. I bought {a}."),
        ("H car: Finally! I drive a X now", "Finally! I drive {a} now."),
        ("H car: New wheels: a X", "New wheels: {a}."),
        ("H car: I love my new X", "I love my new {v}."),
        ("H car: Road trip soon. I got a X", "Road trip soon. I got {a} last month."),
    ],
    "favourite": [
        ("H fav: Confession. My favourite T is X", "Confession. My favourite {t} is {v}."),
        ("H fav: Lately X is my favourite T", "Not a surprise. Lately {v} is my favourite {t}."),
        ("H fav: X! My favourite T, easily", "{V}! My favourite {t}, easily."),
        ("H fav: My new favourite T? X", "My new favourite {t}? {V}."),
    ],
    "drink": [
        ("H drink: I gave up soda. I drink X now", "I gave up soda. I drink {v} now."),
        ("H drink: Morning routine: X", "Morning routine: {v} and a walk."),
        ("H drink: X is my drink these days", "{V} is my drink these days."),
    ],
}  # fmt: skip

# -- written (2026-12-05, fifth round) before H's misses were first read --
_FRAMES_I = ["ok so {p}", "{P} haha", "Small update, {p}.", "{P}, long story.", "fyi {p}"]
_PREDICATES_I: dict[str, list[Phrasing]] = {
    "city": [("I'm living in X these days", "I'm living in {v} these days"),
             ("X is where I live now", "{v} is where I live now"),
             ("I found an apartment in X", "I found an apartment in {v}")],
    "employer": [("I got a job at X", "I got a job at {v}"),
                 ("I'm working for X now", "I'm working for {v} now"),
                 ("X is my new job", "{v} is my new job")],
    "job_title": [("I'm working as a X now", "I'm working as {a} now"),
                  ("I got promoted, I'm X now", "I got promoted, I'm {v} now"),
                  ("I'm a X these days", "I'm {a} these days")],
    "diet": [("I've gone X", "I've gone {v}"),
             ("I eat X now", "I eat {v} now"),
             ("I'm X these days", "I'm {v} these days")],
    "car": [("I drive a X these days", "I drive {a} these days"),
            ("my new car is a X", "my new car is {a}"),
            ("I've bought a X", "I've bought {a}")],
    "favourite": [("X is my favourite T", "{v} is my favourite {t}"),
                  ("my favourite T lately is X", "my favourite {t} lately is {v}"),
                  ("I really love X, it's my favourite T",
                   "I really love {v}, it's my favourite {t}")],
    "drink": [("I'm mostly drinking X", "I'm mostly drinking {v}"),
              ("X is my go-to now", "{v} is my go-to drink now"),
              ("I have X every morning", "I have {v} every morning")],
}  # fmt: skip

SET_I: dict[str, list[Phrasing]] = _recombined("I", _FRAMES_I, _PREDICATES_I)  # chat typing

# -- written (2026-12-05, sixth round) after H had been tuned on, before J's first run --
SET_J: dict[str, list[Phrasing]] = {  # hand-written: the fact beside a request to the assistant
    "city": [
        ("J city: find me a gym near home, I live in X now",
         "Can you find me a gym near home? I live in {v} now."),
        ("J city: I just moved to X, what's good to eat here?",
         "I just moved to {v}, so what's good to eat around here?"),
        ("J city: weather for today please, I'm in X these days",
         "What's the weather today? I'm living in {v} these days."),
        ("J city: since I relocated to X, update my address",
         "Since I relocated to {v}, please update my address."),
    ],
    "employer": [
        ("J employer: help me prep, I started at X",
         "I started at {v} last week, can you help me prep for my one-on-one?"),
        ("J employer: I work at X now, draft an intro",
         "I work at {v} now. Could you draft a short intro for my new team?"),
        ("J employer: my new employer is X, remind me of benefits",
         "My new employer is {v}; remind me to enrol in benefits."),
        ("J employer: now that I've joined X, plan my week",
         "Now that I've joined {v}, can you plan my first week?"),
    ],
    "job_title": [
        ("J job: I'm a X now, suggest books", "I'm {a} now, any books you'd suggest?"),
        ("J job: as a new X I need a CV update",
         "I became {a} this month, so I need my CV updated."),
        ("J job: I got promoted to X, write a post",
         "I got promoted to {v}! Write a short post about it."),
        ("J job: my job is X now, help with my schedule",
         "My job is {v} now. Help me plan my schedule."),
    ],
    "diet": [
        ("J diet: I'm X now, suggest dinners", "I'm {v} now, so suggest some dinners."),
        ("J diet: since going X, I need recipes", "Since going {v} I need new recipes."),
        ("J diet: I've switched to a X diet, make a shopping list",
         "I've switched to {a} diet. Make me a shopping list."),
    ],
    "car": [
        ("J car: I bought a X, when is the first service?",
         "I bought {a}. When is its first service due?"),
        ("J car: I drive a X now, find me insurance",
         "I drive {a} now, can you compare insurance for it?"),
        ("J car: my new car is a X, how do I pair my phone?",
         "My new car is {a}. How do I pair my phone with it?"),
    ],
    "favourite": [
        ("J fav: my favourite T is X, find similar ones",
         "My favourite {t} is {v}; can you find similar ones?"),
        ("J fav: X is my favourite T, recommend more",
         "{V} is my favourite {t}, recommend me more like it."),
        ("J fav: I love X more than any other T, surprise me",
         "I love {v} more than any other {t}. Surprise me with something new."),
    ],
    "drink": [
        ("J drink: I drink X every morning, is that healthy?",
         "I drink {v} every morning. Is that healthy?"),
        ("J drink: my usual drink is X, find a cafe",
         "My usual drink is {v}, find me a cafe that does it well."),
    ],
}  # fmt: skip

# -- written (2026-12-05, seventh round) before J's misses were first read --
SET_K: dict[str, list[Phrasing]] = {  # hand-written: a change said against what it replaced
    "city": [
        ("K city: I left my old city behind, I'm in X now",
         "I left my old city behind and I'm in {v} now."),
        ("K city: not in the old place anymore, X is home",
         "Not in the old place anymore: {v} is home."),
        ("K city: after years away I finally live in X",
         "After years away I finally live in {v}."),
        ("K city: we packed everything up and moved to X",
         "We packed everything up and moved to {v}."),
    ],
    "employer": [
        ("K employer: I quit my old job and joined X", "I quit my old job and joined {v}."),
        ("K employer: after five years I changed companies, now at X",
         "After five years I changed companies; I'm at {v} now."),
        ("K employer: left my previous company, X hired me",
         "I left my previous company and {v} hired me."),
    ],
    "job_title": [
        ("K job: I changed careers, I'm a X now", "I changed careers: I'm {a} now."),
        ("K job: no more night shifts, I work as a X",
         "No more night shifts for me, I work as {a} now."),
        ("K job: I moved into a new role as X", "I moved into a new role as {v}."),
    ],
    "diet": [
        ("K diet: I dropped my old diet and went X", "I dropped my old diet and went {v}."),
        ("K diet: I stopped eating everything, I'm X now",
         "I don't eat everything anymore, I'm {v} now."),
        ("K diet: these days I'm X instead", "These days I'm {v} instead."),
    ],
    "car": [
        ("K car: I sold the old one and bought a X", "I sold the old one and bought {a}."),
        ("K car: out with the old car, in with a X", "Out with the old car, in with {a}."),
        ("K car: I replaced my car with a X", "I replaced my car with {a}."),
    ],
    "favourite": [
        ("K fav: my taste changed, X is my favourite T now",
         "My taste changed: {v} is my favourite {t} now."),
        ("K fav: it used to be something else, but now my favourite T is X",
         "It used to be something else, but now my favourite {t} is {v}."),
        ("K fav: I've moved on, my new favourite T is X",
         "I've moved on, my new favourite {t} is {v}."),
    ],
    "drink": [
        ("K drink: I quit my old habit, I drink X now", "I quit my old habit, I drink {v} now."),
        ("K drink: instead of soda I have X", "Instead of soda I have {v} every day."),
    ],
}  # fmt: skip

# -- written (2026-12-05, eighth round) before K's misses were first read --
SET_L: dict[str, list[Phrasing]] = {  # hand-written: terse notes and profile-style answers
    "city": [
        ("L city: Home base: X", "Home base: {v}."),
        ("L city: note to self, I live in X now", "Note to self: I live in {v} now."),
        ("L city: Location - X (since March)", "Location - {v} (since March)."),
    ],
    "employer": [
        ("L employer: Work: X, since May", "Work: {v}, since May."),
        ("L employer: currently employed at X", "Currently employed at {v}."),
        ("L employer: for the record, I'm with X now",
         "For the record, I'm with {v} now."),
    ],
    "job_title": [
        ("L job: Occupation: X", "Occupation: {v}."),
        ("L job: for the record, I'm a X", "For the record, I'm {a}."),
        ("L job: working as X, full time", "Working as {a}, full time."),
    ],
    "diet": [
        ("L diet: Diet? X, strictly", "Diet? {V}, strictly."),
        ("L diet: note: I eat X only", "Note: I eat {v} only."),
        ("L diet: FYI I'm X", "FYI I'm {v}."),
    ],
    "car": [
        ("L car: Car - a X", "Car - {a}."),
        ("L car: for the record, I drive a X", "For the record, I drive {a}."),
        ("L car: new wheels = X", "New car = {a}."),
    ],
    "favourite": [
        ("L fav: Favourite T - X", "Favourite {t} - {v}."),
        ("L fav: top T for me: X", "Top {t} for me: {v}."),
        ("L fav: for the record, my favourite T is X", "For the record, my favourite {t} is {v}."),
    ],
    "drink": [
        ("L drink: daily drink: X", "Daily drink: {v}."),
        ("L drink: for the record, I drink X", "For the record, I drink {v} every day."),
    ],
}  # fmt: skip

# -- written (2026-12-05, ninth round) before L's misses were first read --
SET_M: dict[str, list[Phrasing]] = {  # hand-written: slang, abbreviations, British usage
    "city": [
        ("M city: moved house to X", "Moved house to {v} last month."),
        ("M city: I'm flat-sharing in X", "I'm flat-sharing in {v} now."),
        ("M city: we bought a place in X", "We finally bought a place in {v}."),
        ("M city: I'm X-based these days", "I'm {v}-based these days."),
    ],
    "employer": [
        ("M employer: just landed a gig at X", "Just landed a gig at {v}!"),
        ("M employer: signed on with X", "I signed on with {v} last week."),
        ("M employer: I'm at X full-time now", "I'm at {v} full-time now."),
    ],
    "job_title": [
        ("M job: I'm a X by profession", "I'm {a} by profession now."),
        ("M job: got the X job", "I got the {v} job!"),
        ("M job: I qualified as a X", "I qualified as {a} this year."),
    ],
    "diet": [
        ("M diet: gone X for good", "I've gone {v} for good."),
        ("M diet: I'm X, no exceptions", "I'm {v}, no exceptions."),
        ("M diet: X since Jan", "I've been {v} since Jan."),
    ],
    "car": [
        ("M car: got a new motor, a X", "Got a new motor: {a}."),
        ("M car: I run a X now", "I run {a} now."),
        ("M car: just got the keys to my X", "Just got the keys to my new {v}!"),
    ],
    "favourite": [
        ("M fav: X is my fave T", "{V} is my fave {t}."),
        ("M fav: fave T atm is X", "My fave {t} atm is {v}."),
        ("M fav: can't beat X, my favourite T", "Can't beat {v}, my favourite {t}."),
    ],
    "drink": [
        ("M drink: I'm on X these days", "I'm on {v} these days, less sugar."),
        ("M drink: my daily X", "I have my daily {v} at 8."),
    ],
}  # fmt: skip

# -- written (2026-12-05, tenth round) before M's misses were first read --
SET_N: dict[str, list[Phrasing]] = {  # hand-written: three sentences, the fact in the middle
    "city": [
        ("N city: rough week. I'm living in X now. The flat is small",
         "Rough week. I'm living in {v} now. The flat is small but fine."),
        ("N city: big news! We moved to X. The kids love it",
         "Big news! We moved to {v} in June. The kids love it."),
        ("N city: thanks for asking. Home is X these days. Still adjusting",
         "Thanks for asking. Home is {v} these days. Still adjusting."),
    ],
    "employer": [
        ("N employer: new chapter. I joined X. Lots to learn",
         "New chapter. I joined {v} on Monday. Lots to learn."),
        ("N employer: sorry I was quiet. I started a job at X. Busy",
         "Sorry I was quiet. I started a new job at {v}. It's been busy."),
        ("N employer: quick one. My employer is now X. Update my profile",
         "Quick one. My employer is now {v}. Please update my profile."),
    ],
    "job_title": [
        ("N job: guess what. I'm a X now. Still pinching myself",
         "Guess what. I'm {a} now. Still pinching myself."),
        ("N job: it finally happened. They hired me as a X. Starting soon",
         "It finally happened. They hired me as {a}. Training starts soon."),
        ("N job: long story short. I work as a X now. Different pace",
         "Long story short, I work as {a} now. Very different pace."),
    ],
    "diet": [
        ("N diet: health kick. I've gone X. Feeling good",
         "Health kick time. I've gone {v}. Feeling good so far."),
        ("N diet: heads up for dinner. I'm X now. Nothing else needed",
         "Heads up for dinner. I'm {v} now. Nothing else needed."),
    ],
    "car": [
        ("N car: finally did it. I bought a X. It's great",
         "Finally did it. I bought {a}. It drives like a dream."),
        ("N car: car update. I drive a X now. Less fuel",
         "Car update. I drive {a} now. Much less fuel."),
    ],
    "favourite": [
        ("N fav: random thought. My favourite T is X. Always has been lately",
         "Random thought. My favourite {t} is {v} these days. Can't get enough."),
        ("N fav: you asked. X is my favourite T. Hands down",
         "You asked. {V} is my favourite {t}. Hands down."),
    ],
    "drink": [
        ("N drink: morning routine. I drink X first thing. Then a run",
         "Morning routine update. I drink {v} first thing. Then a run."),
    ],
}  # fmt: skip

# -- written (2026-12-05, eleventh round) before N's misses were first read, and before any
# rule was changed after N --
SET_O: dict[str, list[Phrasing]] = {  # hand-written: a reason or a time clause in front
    "city": [
        ("O city: since March I've been based in X", "Since March I've been based in {v}."),
        ("O city: after the divorce I relocated to X", "After the divorce I relocated to {v}."),
        ("O city: because of the new job we live in X now",
         "Because of the new job, we live in {v} now."),
    ],
    "employer": [
        ("O employer: as of this month I'm working for X",
         "As of this month I'm working for {v}."),
        ("O employer: after years of freelancing I'm with X now",
         "After ten years of freelancing, I'm with {v} now."),
        ("O employer: since the merger my employer is X",
         "Since the merger my employer is {v}."),
    ],
    "job_title": [
        ("O job: since the promotion I'm a X", "Since the promotion I'm {a}."),
        ("O job: after retraining I now work as a X", "After retraining, I now work as {a}."),
        ("O job: thanks to the course I'm finally a X", "Thanks to the course, I'm finally {a}."),
    ],
    "diet": [
        ("O diet: since the doctor's visit I've been X",
         "Since the doctor's visit I've been {v}."),
        ("O diet: for ethical reasons I'm X now", "For ethical reasons I'm {v} now."),
    ],
    "car": [
        ("O car: after the old one died I picked up a X",
         "After the old one died, I picked up {a}."),
        ("O car: because of the commute I drive a X now",
         "Because of the commute I drive {a} now."),
    ],
    "favourite": [
        ("O fav: ever since the trip X is my favourite T",
         "Ever since the trip, {v} is my favourite {t}."),
        ("O fav: after trying them all my favourite T is X",
         "After trying them all, my favourite {t} is {v}."),
    ],
    "drink": [
        ("O drink: since I quit coffee I drink X instead",
         "Since I quit coffee I drink {v} instead."),
        ("O drink: at breakfast these days I have X", "At breakfast these days I have {v}."),
    ],
}  # fmt: skip

# -- written (2026-12-05, twelfth round) before O's misses were first read --
SET_P: dict[str, list[Phrasing]] = {  # hand-written: the fact as a reply, a lead-in and a tail
    "city": [
        ("P city: ha good question - I live in X, fwiw",
         "Ha, good question - I live in {v}, for what it's worth."),
        ("P city: oh, not quite: I'm in X these days, so different time zone",
         "Oh, not quite: I'm in {v} these days, so the time zone's different."),
        ("P city: right, so, home is X now; anyway, where were we",
         "Right, so, home is {v} now; anyway, where were we?"),
    ],
    "employer": [
        ("P employer: funny you ask - I work at X, have done for a while",
         "Funny you ask - I work at {v}, have done for a while now."),
        ("P employer: yes, exactly, I'm employed by X now, so that tracks",
         "Yes, exactly, I'm employed by {v} now, so that tracks."),
        ("P employer: no need to guess: my employer is X. back to the email",
         "Oh, no need to guess: my employer is {v}. Back to the email, though."),
    ],
    "job_title": [
        ("P job: ha, close, but I'm a X, actually - easy mistake",
         "Ha, close, but I'm {a}, actually - easy mistake."),
        ("P job: sure, happy to explain: I work as a X, so the jargon's familiar",
         "Sure, happy to explain: I work as {a}, so the jargon's familiar."),
        ("P job: well spotted - I'm a X by trade, which is why I asked",
         "Well spotted - I'm {a} by trade, which is why I asked."),
    ],
    "diet": [
        ("P diet: ah, thanks for checking - I'm X, so keep that in mind",
         "Ah, thanks for checking - I'm {v}, so keep that in mind for the menu."),
        ("P diet: good call asking: I eat X these days. anyway, the recipe",
         "Good call asking: I eat {v} these days. Anyway, the recipe looks great."),
        ("P diet: oh right, I'm fully X now, so swap out the bacon",
         "Oh right, I'm fully {v} now, so swap out the bacon, would you?"),
    ],
    "car": [
        ("P car: ha, no worries - I drive a X, fwiw",
         "Ha, no worries - I drive {a}, for what it's worth."),
        ("P car: yep, you remembered right: my car's a X now. anyway, the route",
         "Yep, you remembered right: my car's {a} now. Anyway, the route?"),
        ("P car: oh, good point - I've got a X these days, so the boot's fine",
         "Oh, good point - I've got {a} these days, so the boot space is fine."),
    ],
    "favourite": [
        ("P fav: ooh, tough one - my favourite T is X, no contest",
         "Ooh, tough one - my favourite {t} is {v}, no contest, honestly."),
        ("P fav: ha, you know me too well: X is my favourite T. carry on",
         "Ha, you know me too well: {V} is my favourite {t}. Anyway, carry on."),
    ],
    "drink": [
        ("P drink: oh, nice suggestion - I drink X most mornings, so that works",
         "Oh, nice suggestion - I drink {v} most mornings, so that works."),
        ("P drink: funny you mention it; X is what I drink these days. back to the list",
         "Ha, funny you mention it; {v} is what I drink these days. Back to the list!"),
        ("P drink: sure, for the order: I usually drink X now, thanks",
         "Sure, for the order: I usually drink {v} now, thanks."),
    ],
}  # fmt: skip

# -- written (2026-12-05, twelfth round) with P: more unseen noise, as replies with lead-ins --
NOISE_5: list[tuple[str, str]] = [
    ("question", "Ha, thanks - quick one though: is {city} expensive to live in?"),
    ("hypothetical", "Good point; if I ever moved to {city}, I'd want a flat near the river."),
    ("other person", "Oh, that reminds me - my sister works for {employer}, she'd know."),
    ("past", "Ha, no, I used to drive {a_car}, but I sold it years ago."),
    ("negated wish", "Honestly? I don't want to be {a_job}, whatever my parents say."),
    ("question", "Good idea - what do people who are {diet} usually eat for breakfast?"),
    ("other person", "Ha, my dad's favourite {t} is {fav}, he'd love that."),
    ("request", "Sounds good; now could you recommend a hotel in {city}?"),
    ("past", "Right, back in uni I was {diet} for a year, but not anymore."),
    ("small talk", "Ha, lovely - we saw an ad for {employer} on the train this morning."),
    ("hypothetical", "Fair enough; if I were {a_job}, I'd probably ask for a raise."),
    ("negated wish", "Ugh, no, I'd never buy {a_car}, they're always in the garage."),
    ("question", "Thanks! By the way, which {t} would you pick, {fav} or something else?"),
    ("past", "Oh, that's nostalgic - I worked at {employer} ages ago, before the kids."),
    ("other person", "Ha, my neighbour just got {a_car}; anyway, back to the recipe."),
]  # fmt: skip

# -- written (2026-12-05, thirteenth round) by a second author: voice-dictated transcripts --
SET_Q: dict[str, list[Phrasing]] = {
    "city": [
        ("Q city: um so yeah I'm living in X now and honestly I love it",
         "um so yeah I'm living in {v} now and honestly I love it"),
        ("Q city: I'm in, well I'm based out of X these days so calls are kind of weird time wise",
         "I'm in, well I'm based out of {v} these days so calls are kind of weird time wise"),
        ("Q city: so basically home is X for me right now you know",
         "so basically home is {v} for me right now you know"),
        ("Q city: me and my partner live in X now we moved here like last spring.",
         "me and my partner live in {v} now we moved here like last spring."),
    ],
    "employer": [
        ("Q employer: I work at uh I mean I'm at X now, started there in january",
         "I work at uh I mean I'm at {v} now, started there in january"),
        ("Q employer: so yeah basically I'm working for X these days doing the usual stuff",
         "so yeah basically I'm working for {v} these days doing the usual stuff"),
        ("Q employer: um I've been with X for like three years now and it's fine I guess",
         "um I've been with {v} for like three years now and it's fine I guess"),
        ("Q employer: my employer is uh X right now and they're pretty chill about remote work.",
         "my employer is uh {v} right now and they're pretty chill about remote work."),
    ],
    "job_title": [
        ("Q job_title: so I'm a X by trade and like I've been doing it forever",
         "so I'm {a} by trade and like I've been doing it forever"),
        ("Q job_title: um I work as uh no sorry I'm a X now, I switched careers last year",
         "um I work as uh no sorry I'm {a} now, I switched careers last year"),
        ("Q job_title: basically I'm a X you know so my days are pretty long",
         "basically I'm {a} you know so my days are pretty long"),
        ("Q job_title: yeah these days I'm working as a X and I actually like it a lot.",
         "yeah these days I'm working as {a} and I actually like it a lot."),
    ],
    "diet": [
        ("Q diet: um so I'm X now like fully no exceptions",
         "um so I'm {v} now like fully no exceptions"),
        ("Q diet: I eat, well basically I eat X these days so keep that in mind",
         "I eat, well basically I eat {v} these days so keep that in mind"),
        ("Q diet: yeah I went X last year and I'm sticking with it so far",
         "yeah I went {v} last year and I'm sticking with it so far"),
        ("Q diet: so I mean my diet is X at the moment and it's going pretty good.",
         "so I mean my diet is {v} at the moment and it's going pretty good."),
    ],
    "car": [
        ("Q car: so I drive a X now got it a few months ago",
         "so I drive {a} now got it a few months ago"),
        ("Q car: um my car is a X so like parking is pretty easy",
         "um my car is {a} so like parking is pretty easy"),
        ("Q car: yeah I've got a X it's basically my daily driver",
         "yeah I've got {a} it's basically my daily driver"),
        ("Q car: I'm driving uh I mean my current car is a X you know.",
         "I'm driving uh I mean my current car is {a} you know."),
    ],
    "favourite": [
        ("Q favourite: um so my favourite T is like X hands down",
         "um so my favourite {t} is like {v} hands down"),
        ("Q favourite: I mean X is my favourite T you know always has been",
         "I mean {v} is my favourite {t} you know always has been"),
        ("Q favourite: basically my all time favorite T is uh X",
         "basically my all time favorite {t} is uh {v}"),
        ("Q favourite: my favourite T is uh well it's gotta be X honestly.",
         "my favourite {t} is uh well it's gotta be {v} honestly."),
    ],
    "drink": [
        ("Q drink: um I usually drink X in the morning like every single day",
         "um I usually drink {v} in the morning like every single day"),
        ("Q drink: so my go to drink is X you know",
         "so my go to drink is {v} you know"),
        ("Q drink: I'm all about X basically, I have like three cups a day",
         "I'm all about {v} basically, I have like three cups a day"),
        ("Q drink: I drink uh mostly I mean my usual is X these days.",
         "I drink uh mostly I mean my usual is {v} these days."),
    ],
}  # fmt: skip

NOISE_6: list[tuple[str, str]] = [
    ("question", "um what's the weather like in {city} this time of year"),
    ("question", "so like is {employer} a good place to work or not really"),
    ("hypothetical", "if I ever moved to {city} I mean I'd probably need {a_car} too"),
    ("hypothetical", "imagine going {diet} for a whole month I don't know if I could do it"),
    ("other person", "my brother works at {employer} and he like never stops talking about it"),
    ("other person", "so my wife's {a_job} and she's on night shifts all week"),
    ("other person", "my roommate's favourite {t} is {fav} which I just don't get at all"),
    ("past", "I used to live in {city} back in college but that was ages ago"),
    ("past", "uh I sold {a_car} years ago and I kind of miss it sometimes"),
    ("negated wish", "I would never want to be {a_job} like no way the hours are crazy"),
    ("negated wish", "honestly I don't wanna go {diet} I thought about it and nope"),
    ("request", "can you find me like a good {diet} restaurant near here"),
    ("request", "uh remind me to look up flights to {city} tomorrow morning"),
    ("small talk",
     "you know what's funny everyone online keeps arguing about {fav} like it's the best {t} ever"),
    ("small talk", "lol {employer} is like everywhere now I saw their ad on the bus this morning"),
]  # fmt: skip

# -- written (2026-12-05, fourteenth round) by a third author: disfluent speech --
SET_R: dict[str, list[Phrasing]] = {
    "city": [
        ("R city: um so i i live in X now yeah",
         "um so i i live in {v} now yeah"),
        ("R city: i'm based in er, sorry, i mean i'm living in X at the moment right",
         "i'm based in er, sorry, i mean i'm living in {v} at the moment right"),
        ("R city: yeah so home is kind of X for me now, like that's where i live",
         "yeah so home is kind of {v} for me now, like that's where i live"),
        ("R city: anyway we're uh we're settled in X now me and the cat, like that's home",
         "anyway we're uh we're settled in {v} now me and the cat, like that's home"),
    ],
    "employer": [
        ("R employer: so i work at uh X yeah, been there a couple years now",
         "so i work at uh {v} yeah, been there a couple years now"),
        ("R employer: i'm with, er, i mean i'm employed by X at the minute innit",
         "i'm with, er, i mean i'm employed by {v} at the minute innit"),
        ("R employer: um my my employer is X right, that's who pays the bills anyway",
         "um my my employer is {v} right, that's who pays the bills anyway"),
        ("R employer: like i i'm kind of working for X currently, full time, if that makes sense",
         "like i i'm kind of working for {v} currently, full time, if that makes sense"),
    ],
    "job_title": [
        ("R job_title: i'm a, what's it called, X yeah that's my job",
         "i'm a, what's it called, {a} yeah that's my job"),
        ("R job_title: so er i work as X now, like day to day",
         "so er i work as {a} now, like day to day"),
        ("R job_title: hmm for work i'm, no sorry, i'm actually X by trade right",
         "hmm for work i'm, no sorry, i'm actually {a} by trade right"),
        ("R job_title: my job my job is uh basically X, kind of, that's what i do anyway",
         "my job my job is uh basically {a}, kind of, that's what i do anyway"),
    ],
    "diet": [
        ("R diet: um i'm X yeah, have been for ages, that's just how i eat",
         "um i'm {v} yeah, have been for ages, that's just how i eat"),
        ("R diet: so er food wise i'm kind of, no, i'm properly X now if that makes sense",
         "so er food wise i'm kind of, no, i'm properly {v} now if that makes sense"),
        ("R diet: i i follow a X diet at the moment right",
         "i i follow a {v} diet at the moment right"),
        ("R diet: hmm i eat, uh, basically X these days, like strictly, innit",
         "hmm i eat, uh, basically {v} these days, like strictly, innit"),
    ],
    "car": [
        ("R car: i drive uh X yeah",
         "i drive uh {a} yeah"),
        ("R car: my car's, er, what's it, X yeah that's what i drive",
         "my car's, er, what's it, {a} yeah that's what i drive"),
        ("R car: um i've got, no wait, i drive X now, right",
         "um i've got, no wait, i drive {a} now, right"),
        ("R car: like i get around in X mostly, it's it's mine, if that makes sense",
         "like i get around in {a} mostly, it's it's mine, if that makes sense"),
    ],
    "favourite": [
        ("R favourite: um my favourite T is uh X yeah",
         "um my favourite {t} is uh {v} yeah"),
        ("R favourite: so er the T i like best, like my absolute favourite, is X right",
         "so er the {t} i like best, like my absolute favourite, is {v} right"),
        ("R favourite: hmm X is, sort of, my my favourite T anyway, always has been",
         "hmm {v} is, sort of, my my favourite {t} anyway, always has been"),
        ("R favourite: actually my fave, sorry, my favourite T at the moment is X innit",
         "actually my fave, sorry, my favourite {t} at the moment is {v} innit"),
    ],
    "drink": [
        ("R drink: i usually drink uh X yeah, like every morning",
         "i usually drink uh {v} yeah, like every morning"),
        ("R drink: so my go-to drink is, er, X right",
         "so my go-to drink is, er, {v} right"),
        ("R drink: um my my usual drink is X, kind of my thing, if that makes sense",
         "um my my usual drink is {v}, kind of my thing, if that makes sense"),
        ("R drink: hmm my favourite drink, er, sorry, my drink of choice is X yeah",
         "hmm my favourite drink, er, sorry, my drink of choice is {v} yeah"),
    ],
}  # fmt: skip

NOISE_7: list[tuple[str, str]] = [
    ("question",
     "um is {city} like a nice place to live or, you know, what's it like"),
    ("question",
     "so er what does {a_job} actually do all day, like roughly"),
    ("hypothetical",
     "hmm if i if i worked at {employer} do you think i'd like it"),
    ("hypothetical",
     "like say i went {diet}, would i, uh, get enough protein or whatever"),
    ("other person",
     "my sister's, er, she's {a_job} now, she loves it yeah"),
    ("other person",
     "so my mate he drives {a_car}, like proper show-off innit"),
    ("other person",
     "hmm so my brother works at, er, {employer}, he reckons it's alright yeah"),
    ("past",
     "i used to, um, live in {city} years ago but not anymore"),
    ("past",
     "back in the day i i had {a_car} yeah, sold it ages ago though"),
    ("negated wish",
     "honestly i'd never want to be {a_job}, like no way"),
    ("negated wish",
     "um i don't wanna go {diet}, not really my thing if that makes sense"),
    ("request",
     "can you, er, find me some {diet} recipes for my friend's party"),
    ("request",
     "uh could you tell me some fun facts about {fav}, the {t} i mean"),
    ("small talk",
     "haha {city} is always in the news innit, mad place"),
    ("small talk",
     "oh {fav} huh, people go crazy for that {t} don't they"),
]  # fmt: skip

# -- written (2026-12-05, fifteenth round) by a fourth author: voice messages --
SET_S: dict[str, list[Phrasing]] = {
    "city": [
        (
            "S city: hey quick note um I live in X now so yeah, update that",
            "hey quick note um I live in {v} now so yeah, update that",
        ),
        (
            (
                "S city: okay so for my profile we're in, well, we've been in X since like March "
                "and we're staying put"
            ),
            (
                "okay so for my profile we're in, well, we've been in {v} since like March and "
                "we're staying put"
            ),
        ),
        (
            "S city: uh yeah mate I'm based in X these days, reckon I'll be here a good while",
            "uh yeah mate I'm based in {v} these days, reckon I'll be here a good while",
        ),
        (
            (
                "S city: actually see I am living in in X only, shifted here last year itself and "
                "settled now"
            ),
            (
                "actually see I am living in in {v} only, shifted here last year itself and "
                "settled now"
            ),
        ),
    ],
    "employer": [
        (
            "S employer: I'm working at, sorry, for X, been there about two years now",
            "I'm working at, sorry, for {v}, been there about two years now",
        ),
        (
            (
                "S employer: okay so for my profile um my employer is X, full time, gonna be there "
                "a while"
            ),
            "okay so for my profile um my employer is {v}, full time, gonna be there a while",
        ),
        (
            "S employer: erm I work for X at the moment, yeah, proper job and everything",
            "erm I work for {v} at the moment, yeah, proper job and everything",
        ),
        (
            (
                "S employer: hey so uh I started at X last month and I'm still there y'know loving "
                "it so far"
            ),
            "hey so uh I started at {v} last month and I'm still there y'know loving it so far",
        ),
    ],
    "job_title": [
        (
            "S job_title: um so I'm X by trade, been doing it like ten years",
            "um so I'm {a} by trade, been doing it like ten years",
        ),
        (
            "S job_title: hey quick note for my profile I work as X now, uh, full time",
            "hey quick note for my profile I work as {a} now, uh, full time",
        ),
        (
            "S job_title: yeah nah I'm, er, I'm X, that's what I do for a living mate",
            "yeah nah I'm, er, I'm {a}, that's what I do for a living mate",
        ),
        (
            (
                "S job_title: I'm working as X currently, it's been three years, the the shifts "
                "are long but okay"
            ),
            "I'm working as {a} currently, it's been three years, the the shifts are long but okay",
        ),
    ],
    "diet": [
        (
            "S diet: hey uh quick note I'm X now so factor that in for recipes and stuff",
            "hey uh quick note I'm {v} now so factor that in for recipes and stuff",
        ),
        (
            "S diet: okay so um for my profile I eat X, like strictly, gotta keep it that way",
            "okay so um for my profile I eat {v}, like strictly, gotta keep it that way",
        ),
        (
            (
                "S diet: I've gone, well, I've been X for about six months now and I'm sticking "
                "with it mate"
            ),
            "I've gone, well, I've been {v} for about six months now and I'm sticking with it mate",
        ),
        (
            (
                "S diet: so basically my diet is X these days um y'know just remember that when "
                "you suggest restaurants"
            ),
            (
                "so basically my diet is {v} these days um y'know just remember that when you "
                "suggest restaurants"
            ),
        ),
    ],
    "car": [
        (
            "S car: um I drive X, uh, silver one, if that matters",
            "um I drive {a}, uh, silver one, if that matters",
        ),
        (
            (
                "S car: okay for my profile, my car's X, yeah, got it last year and I'm still "
                "driving it"
            ),
            "okay for my profile, my car's {a}, yeah, got it last year and I'm still driving it",
        ),
        (
            "S car: so the the car I'm driving now is X, reckon it's a good little runner mate",
            "so the the car I'm driving now is {a}, reckon it's a good little runner mate",
        ),
        (
            (
                "S car: hey quick note I just bought X and that's my ride now so uh yeah update "
                "the car thing"
            ),
            (
                "hey quick note I just bought {a} and that's my ride now so uh yeah update the car "
                "thing"
            ),
        ),
    ],
    "favourite": [
        (
            (
                "S favourite: oh man I'm really into X right now, like that's gotta be my "
                "favourite T honestly"
            ),
            "oh man I'm really into {v} right now, like that's gotta be my favourite {t} honestly",
        ),
        (
            "S favourite: erm can't beat X mate, reckon it's the best T there is, hands down",
            "erm can't beat {v} mate, reckon it's the best {t} there is, hands down",
        ),
        (
            "S favourite: okay so for my profile my fave T is, uh, well it's X, yeah put that down",
            "okay so for my profile my fave {t} is, uh, well it's {v}, yeah put that down",
        ),
        (
            (
                "S favourite: honestly number one T for me is X only, I'm kinda obsessed with it "
                "y'know"
            ),
            "honestly number one {t} for me is {v} only, I'm kinda obsessed with it y'know",
        ),
    ],
    "drink": [
        (
            "S drink: hey quick note my usual drink is X, like every morning, gotta have it",
            "hey quick note my usual drink is {v}, like every morning, gotta have it",
        ),
        (
            "S drink: um so I'm a big X person, that's my go-to drink these days",
            "um so I'm a big {v} person, that's my go-to drink these days",
        ),
        (
            "S drink: I always order, uh, I always get X, that's my regular drink, yeah",
            "I always order, uh, I always get {v}, that's my regular drink, yeah",
        ),
        (
            (
                "S drink: okay so for my profile my favourite drink is X I have it like three "
                "times a day no joke"
            ),
            (
                "okay so for my profile my favourite drink is {v} I have it like three times a day "
                "no joke"
            ),
        ),
    ],
}  # fmt: skip

NOISE_8: list[tuple[str, str]] = [
    (
        "question",
        "hey um quick question what's the weather like in {city} this weekend",
    ),
    (
        "question",
        "um how much does {a_car} cost to insure, roughly, like ballpark",
    ),
    (
        "hypothetical",
        "if I ever, um, if I ever moved to {city} I reckon I'd need a bigger flat",
    ),
    (
        "hypothetical",
        "say I went {diet}, hypothetically, I'd probably have to learn to cook, ha",
    ),
    (
        "other person",
        "my sister's, uh, she's {a_job} out in {city} and she loves it",
    ),
    (
        "other person",
        "oh my mate Dave drives {a_car}, reckon it's kinda ugly though",
    ),
    (
        "other person",
        "my husband's totally obsessed with {fav}, like it's his favourite {t} ever",
    ),
    (
        "past",
        "I used to, um, used to work for {employer} years ago but that's, y'know, done now",
    ),
    (
        "past",
        "back in uni I was {diet} for like a year, erm, didn't last",
    ),
    (
        "negated wish",
        "ugh I don't wanna be {a_job}, like, ever, no offence to them",
    ),
    (
        "negated wish",
        "I really don't want to move to {city} mate, no way",
    ),
    (
        "request",
        "okay can you remind me to look up {fav} later, somebody said it's a good {t}",
    ),
    (
        "request",
        "um set a reminder to call {employer} about the the interview tomorrow",
    ),
    (
        "small talk",
        "saw {a_car} parked outside the shops today with like a massive dent in it, ha",
    ),
    (
        "small talk",
        "um you know what, {diet} stuff's kinda everywhere now innit, funny how that happened",
    ),
]  # fmt: skip

# Set T and NOISE_9, as their author wrote them; their author's note:
# Set T: speech-recogniser transcripts of people talking to a voice assistant while busy
# (driving, cooking, walking the dog, shouting at a smart speaker): all lower case, no
# punctuation, numbers as words, wake words and commands, interruptions, run-on clauses,
# several Englishes. Written without reading the system under test or any earlier set.
SET_T: dict[str, list[Phrasing]] = {
    "city": [
        (
            "T city: hey google set a timer for ten minutes and also remember were based in X "
            "these days so use that for the weather",
            "hey google set a timer for ten minutes and also remember were based in {v} "
            "these days so use that for the weather",
        ),
        (
            "T city: alexa whats the weather like here im in X by the way hang on turning left "
            "ok yeah thats home for me now",
            "alexa whats the weather like here im in {v} by the way hang on turning left "
            "ok yeah thats home for me now",
        ),
        (
            "T city: ok assistant sorry kids be quiet a minute ok update my home city its X "
            "we moved here in march",
            "ok assistant sorry kids be quiet a minute ok update my home city its {v} "
            "we moved here in march",
        ),
        (
            "T city: hey siri put my home location as X thats where i stay since last year "
            "hold on the rice is boiling over",
            "hey siri put my home location as {v} thats where i stay since last year "
            "hold on the rice is boiling over",
        ),
    ],
    "employer": [
        (
            "T employer: ok google remind me tomorrow at nine to email hr at X where i'm "
            "working now i only started there last month",
            "ok google remind me tomorrow at nine to email hr at {v} where i'm "
            "working now i only started there last month",
        ),
        (
            "T employer: alexa put the thursday all hands in my calendar hang on roundabout "
            "ok so its the whole of X and yeah thats who pays my wages these days",
            "alexa put the thursday all hands in my calendar hang on roundabout "
            "ok so its the whole of {v} and yeah thats who pays my wages these days",
        ),
        (
            "T employer: hey siri i'm after getting a job with X so set my alarm for seven "
            "for the new commute would you",
            "hey siri i'm after getting a job with {v} so set my alarm for seven "
            "for the new commute would you",
        ),
        (
            "T employer: ok assistant send message to priya saying i will be late today itself "
            "my manager at X has kept one more meeting",
            "ok assistant send message to priya saying i will be late today itself "
            "my manager at {v} has kept one more meeting",
        ),
    ],
    "job_title": [
        (
            "T job_title: hey google set a timer for twenty minutes and also put in my profile "
            "that i work as X now hang on grabbing the oven tray",
            "hey google set a timer for twenty minutes and also put in my profile "
            "that i work as {a} now hang on grabbing the oven tray",
        ),
        (
            "T job_title: alexa play radio two no not that one sorry love what ok alexa "
            "ive been X for six years now and i still hate mondays",
            "alexa play radio two no not that one sorry love what ok alexa "
            "ive been {a} for six years now and i still hate mondays",
        ),
        (
            "T job_title: ok assistant can you find me short courses for my job im X these days "
            "so something relevant hang on the dog's pulling righto",
            "ok assistant can you find me short courses for my job im {a} these days "
            "so something relevant hang on the dog's pulling righto",
        ),
        (
            "T job_title: hey siri remind me to iron my work clothes tonight abeg since i became "
            "X they want us looking sharp every monday",
            "hey siri remind me to iron my work clothes tonight abeg since i became "
            "{a} they want us looking sharp every monday",
        ),
    ],
    "diet": [
        (
            "T diet: ok google find me dinner recipes something X because thats how i eat now "
            "hang on stirring",
            "ok google find me dinner recipes something {v} because thats how i eat now "
            "hang on stirring",
        ),
        (
            "T diet: alexa add oat milk and lentils to the shopping list and can you remember "
            "im X at the moment sorry darling not you keep stirring",
            "alexa add oat milk and lentils to the shopping list and can you remember "
            "im {v} at the moment sorry darling not you keep stirring",
        ),
        (
            "T diet: hey assistant book a table for two tonight but check the menu properly "
            "we've gone fully X at home since diwali",
            "hey assistant book a table for two tonight but check the menu properly "
            "we've gone fully {v} at home since diwali",
        ),
        (
            "T diet: hey siri hang on merging ok remind me to tell mum before sunday lunch "
            "that ive been eating X for a few months now",
            "hey siri hang on merging ok remind me to tell mum before sunday lunch "
            "that ive been eating {v} for a few months now",
        ),
    ],
    "car": [
        (
            "T car: hey google the check engine light just came on in my X find me a mechanic "
            "nearby hang on merging",
            "hey google the check engine light just came on in my {v} find me a mechanic "
            "nearby hang on merging",
        ),
        (
            "T car: alexa remind me to book the mot for my car by friday it's X if they ask "
            "for the model sorry what no i said friday",
            "alexa remind me to book the mot for my car by friday it's {a} if they ask "
            "for the model sorry what no i said friday",
        ),
        (
            "T car: ok assistant we're down to the one car now X so work out the school run "
            "and my commute around that grand",
            "ok assistant we're down to the one car now {a} so work out the school run "
            "and my commute around that grand",
        ),
        (
            "T car: ok assistant how much is servicing cost for X i am driving one since two years",
            "ok assistant how much is servicing cost for {a} i am driving one since two years",
        ),
    ],
    "favourite": [
        (
            "T favourite: hey google play something while i cook and by the way X is hands "
            "down my favourite K if you ever need to know",
            "hey google play something while i cook and by the way {v} is hands "
            "down my favourite {t} if you ever need to know",
        ),
        (
            "T favourite: ok assistant hang on crossing the road right so if anyone asks "
            "my all time number one K is X no contest",
            "ok assistant hang on crossing the road right so if anyone asks "
            "my all time number one {t} is {v} no contest",
        ),
        (
            "T favourite: hey siri abeg note it down nothing beats X for me when it comes "
            "to K sorry mummy im coming",
            "hey siri abeg note it down nothing beats {v} for me when it comes "
            "to {t} sorry mummy im coming",
        ),
        (
            "T favourite: alexa remember this for later my go to K every single time is X "
            "hang on mate the dog's got something",
            "alexa remember this for later my go to {t} every single time is {v} "
            "hang on mate the dog's got something",
        ),
    ],
    "drink": [
        (
            "T drink: ok google add X to the shopping list we've run out and honestly "
            "its basically all i drink",
            "ok google add {v} to the shopping list we've run out and honestly "
            "its basically all i drink",
        ),
        (
            "T drink: alexa tell dave when he gets here mine's X as usual he knows "
            "sorry hang on thats the door",
            "alexa tell dave when he gets here mine's {v} as usual he knows "
            "sorry hang on thats the door",
        ),
        (
            "T drink: hey assistant i take X every evening only so find me a cheaper brand online",
            "hey assistant i take {v} every evening only so find me a cheaper brand online",
        ),
        (
            "T drink: hey siri order my usual from the cafe on the corner a large X ta "
            "and hang on is that the bus",
            "hey siri order my usual from the cafe on the corner a large {v} ta "
            "and hang on is that the bus",
        ),
    ],
}

NOISE_9: list[tuple[str, str]] = [
    ("question", "hey google whats the population of {city} roughly hang on the light's changing"),
    ("question", "alexa is {a_car} any good in the snow hang on turning right ok is it"),
    (
        "hypothetical",
        "ok assistant if i went {diet} how much protein would i need just hypothetically "
        "im only curious",
    ),
    (
        "hypothetical",
        "hey siri say i moved to {city} what would rent be like just wondering dont save anything",
    ),
    (
        "past",
        "alexa i used to be {a_job} years ago but that was a long time back anyway play some music",
    ),
    (
        "past",
        "ok google i was with {employer} for about ten years until they let me go in may so yeah",
    ),
    (
        "other person",
        "hey google remind me my brother drives {a_car} so he can pick up the sofa on saturday",
    ),
    (
        "other person",
        "alexa my wife's favourite {t} is {fav} so remember that for her birthday "
        "sorry love nothing",
    ),
    (
        "other person",
        "ok assistant my mum just started at {employer} send her a congrats message from me",
    ),
    (
        "request",
        "hey siri find a {diet} restaurant near the hotel in {city} its for a client dinner "
        "on saturday",
    ),
    (
        "request",
        "ok google look up flights to {city} for next weekend hang on turning left ok "
        "the cheapest ones",
    ),
    (
        "negated wish",
        "alexa i really dont want to end up {a_job} like my dad hang on the pasta's boiling",
    ),
    ("negated wish", "hey google honestly i wish i had {a_car} instead of this bus pass ugh"),
    (
        "small talk",
        "ok assistant do you like {fav} i think its overrated as a {t} sorry talking to the dog",
    ),
    ("small talk", "hey google tell me a joke about {a_job} im stuck in traffic and bored"),
]

# Set U and NOISE_10, as their author wrote them; their author's note:
# Set U: ASR transcripts of a caller's turns on phone calls with a voice agent
# (onboarding, booking lines, health/insurance hotlines, dealer callbacks): lower case,
# no punctuation, spelled-out numbers, fillers, line trouble, several Englishes.
# Written from the brief alone, without reading the system under test or earlier sets.
SET_U: dict[str, list[Phrasing]] = {
    "city": [
        (
            "U city: yes thats correct im based in X these days the postcode is e c one a ...",
            "yes thats correct im based in {v} these days the postcode is e c one a four j q",
        ),
        (
            "U city: can you hear me okay ... home for me is X now moved there in june",
            (
                "can you hear me okay sorry the line keeps cutting out home for me is {v} now "
                "moved there in june"
            ),
        ),
        (
            "U city: no no thats the old address we're renting a wee flat in X now ...",
            (
                "no no thats the old address we're renting a wee flat in {v} now since the bairns "
                "started school"
            ),
        ),
        (
            "U city: uh huh yes i live in X ma'am near the market ...",
            "uh huh yes i live in {v} ma'am near the market i'm there about six years now",
        ),
    ],
    "employer": [
        (
            "U employer: no its through my job im with X now so the cover ...",
            "no its through my job im with {v} now so the cover should come through them",
        ),
        (
            "U employer: yeah the company im employed by is X i joined them last october ...",
            (
                "yeah the company im employed by is {v} i joined them last october the reference "
                "is four four seven two"
            ),
        ),
        (
            "U employer: ive been at X for about three years now still there yeah ...",
            "ive been at {v} for about three years now still there yeah they do the health plan",
        ),
        (
            "U employer: i am working at X presently sir in the accounts section",
            "i am working at {v} presently sir in the accounts section sorry can you hear me",
        ),
    ],
    "job_title": [
        (
            "U job_title: yeah so im X by trade been doing it eleven years",
            "yeah so im {a} by trade been doing it eleven years still going",
        ),
        (
            "U job_title: uh huh what do i do for a living i'm working as X at the moment",
            "uh huh what do i do for a living i'm working as {a} at the moment yeah",
        ),
        (
            "U job_title: its for the occupation field yeah just put X thats what i do ...",
            "its for the occupation field yeah just put {a} thats what i do full time",
        ),
        (
            "U job_title: ja so currently i'm employed as X for the last while now",
            "ja so currently i'm employed as {a} for the last while now sorry the line is bad",
        ),
    ],
    "diet": [
        (
            "U diet: oh for the meal yes i should mention im X so nothing off the normal menu",
            "oh for the meal yes i should mention im {v} so nothing off the normal menu please",
        ),
        (
            "U diet: uh huh dietary requirements yes put me down as X please ...",
            "uh huh dietary requirements yes put me down as {v} please thats how i eat these days",
        ),
        (
            "U diet: no allergies as such but im on the X diet at the minute",
            "no allergies as such but im on the {v} diet at the minute quite strict about it",
        ),
        (
            "U diet: yeah man me and the wife we both eat X now so bear that in mind ...",
            "yeah man me and the wife we both eat {v} now so bear that in mind for the hamper",
        ),
    ],
    "car": [
        (
            "U car: yes the car is mine its X registration l k one nine ...",
            "yes the car is mine its {a} registration l k one nine z x y",
        ),
        (
            "U car: for the service booking yeah its my X that needs the m o t",
            "for the service booking yeah its my {v} that needs the m o t on the third of may",
        ),
        (
            "U car: weve got X in the driveway at the moment thats the only vehicle ...",
            ("weve got {a} in the driveway at the moment thats the only vehicle in the household"),
        ),
        (
            "U car: sir i am having X only since two thousand nineteen",
            "sir i am having {a} only since two thousand nineteen still running fine",
        ),
    ],
    "favourite": [
        (
            "U favourite: oh thats easy X has always been my favourite T",
            "oh thats easy {v} has always been my favourite {t} no question",
        ),
        (
            "U favourite: yes for the security question favourite T thatd be X ...",
            (
                "yes for the security question favourite {t} thatd be {v} honestly its the one "
                "i love most"
            ),
        ),
        (
            "U favourite: uh huh no contest my number one T is X",
            "uh huh no contest my number one {t} is {v} sorry can you hear me",
        ),
        (
            "U favourite: ja nothing beats X hey best T in the world for me",
            "ja nothing beats {v} hey best {t} in the world for me",
        ),
    ],
    "drink": [
        (
            "U drink: its usually X for me in the mornings thats my regular",
            "its usually {v} for me in the mornings thats my regular",
        ),
        (
            "U drink: uh huh i normally go for X whenever im out ...",
            "uh huh i normally go for {v} whenever im out sorry the line is bad",
        ),
        (
            "U drink: my usual order is X you can note that on the profile",
            "my usual order is {v} you can note that on the profile please",
        ),
        (
            "U drink: honestly i get through a lot of X every day thats my go to drink",
            "honestly i get through a lot of {v} every day thats my go to drink",
        ),
    ],
}

NOISE_10: list[tuple[str, str]] = [
    ("question", "can you tell me if you have a branch in {city} or is it only online"),
    ("question", "is it true that {employer} staff get a discount on the premium"),
    ("question", "whats a good {t} do you reckon is {fav} any good"),
    ("hypothetical", "if i was to move to {city} next year would the rate go up at all"),
    ("hypothetical", "say i went {diet} would that change the meal plan or not"),
    ("past", "i used to work for {employer} but i left there last spring"),
    ("past", "we had {a_car} years back but we sold it ages ago"),
    ("other person", "its for my son actually he drives {a_car} and the policy is in his name"),
    ("other person", "my wife is {a_job} so she cant do the morning appointments"),
    ("request", "can you look up flights to {city} for the fourteenth of august please"),
    ("request", "could you check if the restaurant has any {diet} options for my guests"),
    ("negated wish", "i dont really want {a_car} to be honest theyre too expensive to run"),
    ("negated wish", "i wouldnt mind being {a_job} one day but thats a long way off"),
    ("small talk", "oh {city} lovely i hear the weather is nice there this time of year"),
    ("small talk", "oh really {fav} is your favourite {t} lots of people say that"),
]

# Set V and NOISE_11, as their author wrote them; their author's note:
# Set V: chat turns dictated by voice (phone dictation, smartwatch reply, car messaging)
# and sent uncorrected: stray auto-punctuation, odd capitals, wrong homophones, spoken
# punctuation left as words ("comma", "full stop", "new line") and dictated emoji names.
# Mixed US, UK, Canadian, Kenyan, Singaporean and NZ English. Written from scratch without
# reading the system under test or any earlier test sets.
SET_V: dict[str, list[Phrasing]] = {
    "city": [
        (
            "V city: Ok so. Quick one comma we are based in X these days ...",
            "Ok so. Quick one comma we are based in {v} these days, and I need ideas four a "
            "rainy weekend for the kids?",
        ),
        (
            "V city: Hi. Am sending this from the matatu, I stay in X, Right now ...",
            "Hi. Am sending this from the matatu, I stay in {v}, Right now full stop so "
            "anything you suggest should be near hear please",
        ),
        (
            "V city: Home for me is X? since last March so ...",
            "Home for me is {v}? since last March so. No need the tourist stuff lah, where "
            "do the locals eat",
        ),
        (
            "V city: Just moved two X, last month, and honestly ...",
            "Just moved two {v}, last month, and honestly. Loving it, Where do the locals "
            "get there groceries sweet as",
        ),
    ],
    "employer": [
        (
            "V employer: Been at X for nearly two years. Now comma ...",
            "Been at {v} for nearly two years. Now comma and my manager wants a self review "
            "by Friday, can you help me right it",
        ),
        (
            "V employer: So I'm on the payroll at X, full stop ...",
            "So I'm on the payroll at {v}, full stop. They're annual leave policy is "
            "confusing me? Can you explain carry over",
        ),
        (
            "V employer: My staff pass at X stopped working again ...",
            "My staff pass at {v} stopped working again. At the gate comma, there IT team "
            "is useless, how do I right a polite complaint without sounding narky",
        ),
        (
            "V employer: I joined X back in the fall and I'm still there, eh ...",
            "I joined {v} back in the fall and I'm still there, eh. Weak one was rough "
            "though, Any tips four surviving performance reviews",
        ),
    ],
    "job_title": [
        (
            "V job_title: Long shift. Today, as a X you'd think ...",
            "Long shift. Today, as {a} you'd think I'd be used to it comma but my feet are "
            "killing me. Sad face",
        ),
        (
            "V job_title: I'm working as a X, at the moment? ...",
            "I'm working as {a}, at the moment? And I want to ask for a raise in the knew "
            "year, how should I bring it up",
        ),
        (
            "V job_title: Me I am a X by profession, Full stop ...",
            "Me I am {a} by profession, Full stop. And the work load this month is two much, "
            "how do I say no to my boss",
        ),
        (
            "V job_title: My job is X lah, so. Weekdays very packed ...",
            "My job is {v} lah, so. Weekdays very packed, Can help me plan a weekend study "
            "schedule for my exam",
        ),
    ],
    "diet": [
        (
            "V diet: Cooking for the in laws Saturday, comma. I'm X so ...",
            "Cooking for the in laws Saturday, comma. I'm {v} so I need a main that works "
            "for me two, any ideas?",
        ),
        (
            "V diet: Been eating X. For about a year now ...",
            "Been eating {v}. For about a year now and still going strong, Can you suggest "
            "a high protein breakfast that fits",
        ),
        (
            "V diet: Right so. I've gone X and I'm sticking with it ...",
            "Right so. I've gone {v} and I'm sticking with it, full stop where do I find "
            "snacks that fit? Their all so pricey",
        ),
        (
            "V diet: Heads up for the barbie Sunday. We're a X household, Now ...",
            "Heads up for the barbie Sunday. We're a {v} household, Now so can you tweak "
            "the menu four us, cheers",
        ),
    ],
    "car": [
        (
            "V car: My X is making a weird noise? When I break hard ...",
            "My {v} is making a weird noise? When I break hard comma is that the pads or "
            "something worse",
        ),
        (
            "V car: Dictating this from the car, I drive a X full stop ...",
            "Dictating this from the car, I drive {a} full stop. What's the recommended "
            "tyre pressure, Thumbs up",
        ),
        (
            "V car: Picked my X from the garage yesterday ...",
            "Picked my {v} from the garage yesterday, they're charge was too high. Is that "
            "normal four a service",
        ),
        (
            "V car: Our only car is a X, and winter's coming eh ...",
            "Our only car is {a}, and winter's coming eh. Do I need snow tires four it or "
            "are all seasons fine",
        ),
    ],
    "favourite": [
        (
            "V favourite: Hands down my favourite T is X, comma. No contest ...",
            "Hands down my favourite {t} is {v}, comma. No contest, can you find me "
            "something similar",
        ),
        (
            "V favourite: Nothing beats X. As far as T goes for me ...",
            "Nothing beats {v}. As far as {t} goes for me, Smiley face",
        ),
        (
            "V favourite: If you ask me X is the best T. Full stop end of ...",
            "If you ask me {v} is the best {t}. Full stop end of, I never get board of it",
        ),
        (
            "V favourite: For T ah, X number one for me. Confirm ...",
            "For {t} ah, {v} number one for me. Confirm, Anything else like that I should try?",
        ),
    ],
    "drink": [
        (
            "V drink: When I'm out I pretty much always order X, comma ...",
            "When I'm out I pretty much always order {v}, comma. Is that bad for my teeth?",
        ),
        (
            "V drink: I normally just have X. With lunch comma ...",
            "I normally just have {v}. With lunch comma, Could you tell me how many "
            "calories that is roughly",
        ),
        (
            "V drink: Every evening I take X, so. Is it okay four sleep ...",
            "Every evening I take {v}, so. Is it okay four sleep new line I have been "
            "sleeping badly",
        ),
        (
            "V drink: My go to is X, eh. When I'm at the local ...",
            "My go to is {v}, eh. When I'm at the local, Whats a good one to order if there "
            "out of it",
        ),
    ],
}

NOISE_11: list[tuple[str, str]] = [
    ("question", "Is {city} expensive to live in? Asking four a friend comma, just curious"),
    ("question", "Does {employer} pay well. For entry level roles question mark"),
    (
        "hypothetical",
        "If I ever went {diet}, Would I struggle to get enough protein, hypothetically",
    ),
    (
        "hypothetical",
        "Say I retrained as {a_job}. How long would that take comma, roughly? Just "
        "thinking out loud",
    ),
    (
        "past",
        "I used to drive {a_car}. Sold it years ago when I was a student full stop, what "
        "are they worth now",
    ),
    (
        "past",
        "Back in the day I worked at {employer}, comma. Left ages ago, they were a good "
        "bunch though",
    ),
    ("other person", "My sister just got a job as {a_job}, Full stop. So proud of her smiley face"),
    ("other person", "My neighbour's moved to {city} and he keeps sending photos, their gorgeous"),
    (
        "other person",
        "My boss drives {a_car} and parks it across two spaces. Every single day full stop",
    ),
    ("request", "Can you look up flights to {city}. Next weak comma, cheapest ones please"),
    ("request", "Book me a test drive four {a_car}, Saturday morning if possible, comma thanks"),
    (
        "negated wish",
        "I really don't want {a_car}, my mate keeps pushing me to get one full stop. Two pricey",
    ),
    (
        "negated wish",
        "Honestly I wish I could go {diet}. But I just can't comma, I love my takeaways to much",
    ),
    (
        "small talk",
        "Watching a documentary about {city}, tonight. Looks amazing? Anyway how's your day",
    ),
    (
        "small talk",
        "Funny thing, a guy at the bus stop was going on about {fav} being the best {t} "
        "comma. Made me laugh",
    ),
]

# Set W and NOISE_12, as their author wrote them; their author's note:
# Set W: live captions of a person talking to an AI assistant in a noisy place.
#
# Café, train and street speech as a captioning tool writes it: [inaudible], [laughs], (crosstalk),
# cut-off and restarted words, dropped small words, scroll line breaks, mixed English varieties.
# Written without reading the system under test or any earlier evaluation sets.
SET_W: dict[str, list[Phrasing]] = {
    "city": [
        (
            "W city: [background noise] yeah so we moved to X in march and / "
            "that's home now, um, for good I think",
            "[background noise] yeah so we moved to {v} in march and\n"
            "that's home now, um, for good I think",
        ),
        (
            "W city: sorry, one sec— [inaudible] ok. I'm based in X, been here like 6 years",
            "sorry, one sec— [inaudible] ok. I'm based in {v}, been here like 6 years",
        ),
        (
            "W city: actually I am staying in X only, near the metro / since 2019 (crosstalk)",
            "actually I am staying in {v} only, near the metro\nsince 2019 (crosstalk)",
        ),
        (
            "W city: I live in- [laughs] sorry, i live in X mate, (crosstalk) the west side",
            "I live in- [laughs] sorry, i live in {v} mate, (crosstalk) the west side",
        ),
    ],
    "employer": [
        (
            "W employer: [background noise] so I've been with X 2 years now / "
            "and still there, still loving it honestly",
            "[background noise] so I've been with {v} 2 years now\n"
            "and still there, still loving it honestly",
        ),
        (
            "W employer: ah I'm working for X so I am, sure it pays the rent (crosstalk)",
            "ah I'm working for {v} so I am, sure it pays the rent (crosstalk)",
        ),
        (
            "W employer: please I work w- with X, at the head office [inaudible] since 2020",
            "please I work w- with {v}, at the head office [inaudible] since 2020",
        ),
        (
            "W employer: payslip says X [laughs] so yeah / that's who I work for at the moment",
            "payslip says {v} [laughs] so yeah\nthat's who I work for at the moment",
        ),
    ],
    "job_title": [
        (
            "W job_title: so by trade I'm X, uh, been doing it 10 years [laughs]",
            "so by trade I'm {a}, uh, been doing it 10 years [laughs]",
        ),
        (
            "W job_title: [inaudible] working as X at the moment, yeah, / bit of a grind",
            "[inaudible] working as {a} at the moment, yeah,\nbit of a grind",
        ),
        (
            (
                "W job_title: um my day job, sorry one sec (crosstalk) / yeah my day job's X, "
                "full time"
            ),
            "um my day job, sorry one sec (crosstalk)\nyeah my day job's {a}, full time",
        ),
        (
            "W job_title: myself I am X by profession, currently posted at the- the head office",
            "myself I am {a} by profession, currently posted at the- the head office",
        ),
    ],
    "diet": [
        (
            "W diet: oh I don't- [laughs] I'm X these days so, / none of that for me",
            "oh I don't- [laughs] I'm {v} these days so,\nnone of that for me",
        ),
        (
            "W diet: [background noise] the house is fully X now, kids n all",
            "[background noise] the house is fully {v} now, kids n all",
        ),
        (
            "W diet: for food please, I am strictly X, so no- nothing outside that [inaudible]",
            "for food please, I am strictly {v}, so no- nothing outside that [inaudible]",
        ),
        (
            "W diet: yeah nah I went X a while back and / I'm sticking with it, mate",
            "yeah nah I went {v} a while back and\nI'm sticking with it, mate",
        ),
    ],
    "car": [
        (
            "W car: I drive X, [background noise] a grey one, if that matters",
            "I drive {a}, [background noise] a grey one, if that matters",
        ),
        (
            "W car: [laughs] my car's X, bit beat up but / it gets me to work",
            "[laughs] my car's {a}, bit beat up but\nit gets me to work",
        ),
        (
            "W car: we've got X parked- parked outside, that's our only car",
            "we've got {a} parked- parked outside, that's our only car",
        ),
        (
            "W car: I am having X, [inaudible] bought it last Diwali, still running fine",
            "I am having {a}, [inaudible] bought it last Diwali, still running fine",
        ),
    ],
    "favourite": [
        (
            "W favourite: my favourite T? (crosstalk) sorry— X, easy, hands down",
            "my favourite {t}? (crosstalk) sorry— {v}, easy, hands down",
        ),
        (
            "W favourite: for me no T beats X, sorry talking to my friend— / yeah, none",
            "for me no {t} beats {v}, sorry talking to my friend—\nyeah, none",
        ),
        (
            "W favourite: eii X is my best T oo, any day [laughs]",
            "eii {v} is my best {t} oo, any day [laughs]",
        ),
        (
            "W favourite: if I had to pick one T it'd be X, always has been [background noise]",
            "if I had to pick one {t} it'd be {v}, always has been [background noise]",
        ),
    ],
    "drink": [
        (
            "W drink: I'll grab my usual, X, [background noise] same as every morning",
            "I'll grab my usual, {v}, [background noise] same as every morning",
        ),
        (
            "W drink: always X for me, mate, every time [laughs]",
            "always {v} for me, mate, every time [laughs]",
        ),
        (
            "W drink: ah I'd normally be on the X, so I would [inaudible]",
            "ah I'd normally be on the {v}, so I would [inaudible]",
        ),
        (
            "W drink: daily I am taking X only, / morning and evening both",
            "daily I am taking {v} only,\nmorning and evening both",
        ),
    ],
}

NOISE_12: list[tuple[str, str]] = [
    ("question", "[background noise] what's the weather- the weather like in {city} this weekend?"),
    ("question", "is {diet} actually healthy or is that (crosstalk) just hype?"),
    ("question", "what's the best {t} of all time d'you think? people keep saying {fav}"),
    ("hypothetical", "if I ever moved to {city} d'you reckon I'd- I'd like it? [laughs]"),
    ("hypothetical", "say I got an offer from {employer}, um, should I take it, hypothetically"),
    ("past", "I used to drive {a_car} back in uni, sold it ages ago [inaudible]"),
    ("past", "was {diet} for like 2 years but\nI packed that in last summer"),
    ("other person", "sorry talking to my friend— she's {a_job} at {employer}, not me [laughs]"),
    ("other person", "my brother's just moved to {city}, he's- he loves it"),
    ("request", "can you book a table somewhere in {city} for sat- saturday, 2 people"),
    ("request", "could you look up reviews of {a_car} for me, [background noise] the newer model"),
    ("negated wish", "honestly I'd never want to work for {employer}, no way [laughs]"),
    ("negated wish", "I really want {a_car} but can't- can't afford one yet"),
    ("small talk", "busy in here today innit, (crosstalk) everyone's on about {city} traffic"),
    (
        "small talk",
        "[laughs] they're playing something about {fav} on the radio,\n"
        "funny {t} to pick for a café",
    ),
]

# Set X and NOISE_13, as their author wrote them; their author's note:
# Register: long, rambling voice notes to an assistant, as a speech recogniser transcribes them
# (run-on clauses, asides about other people and places, time words, homophone/apostrophe slips,
# digits for numbers, recogniser punctuation). Speakers of varied ages and Englishes.
# Hand-written from general knowledge of how people talk; each template hides one current fact.
# Written without reading the system under test or any earlier evaluation sets.


SET_X: dict[str, list[Phrasing]] = {
    "city": [
        (
            "X city: only been in X since January, still learning the short cuts",
            "okay so um the bus was late again this morning so I ended up walking most of the "
            "way in, which honestly is fine when its not raining. its like 40 minutes door to "
            "door flat to office and I've only been in {v} since January so I'm still learning "
            "the short cuts. anyway can you remind me to sort the bike out this weekend",
        ),
        (
            "X city: what's worth doing here in X, been living here 3 years",
            "Right so my mum's flying over from Manchester on the 14th, she's never properly "
            "come out to see me since I moved, and I want to plan a few days for her. Like "
            "what's actually worth doing here in {v} for someone who's 70 and hates crowds? I've "
            "been living here 3 years and I still only ever go to the same two places lol",
        ),
        (
            "X city: ever since I shifted to X paying half my salary on rent",
            "Hello, so basically my cousin Arjun is coming here for his masters next month and "
            "he is asking me about rent and all. I told him see, ever since I shifted to {v} I "
            "am paying almost half my salary for one bedroom, and that also not in the centre. "
            "Can you make a small list of areas okay for students, near the metro preferably",
        ),
        (
            "X city: street outside my building a river, happens twice a year here in X",
            "its been raining nonstop since Tuesday and the street outside my building is "
            "basically a river now, which happens like twice a year here in {v} and every single "
            "time the city acts surprised. can you check if the trains are running tomorrow "
            "morning because I am not wading to work again",
        ),
        (
            "X city: sold the house, little apartment now in X near my son",
            "Hello dear, this is for the, for the assistant thing, my granddaughter set it up "
            "for me. I wanted to say I've moved, I'm not in the old house anymore, I sold it in "
            "the spring. I've got a little apartment now in {v} near my son so if your asking "
            "for my address or the weather or what have you, that's where I am now. Thank you",
        ),
        (
            "X city: landed back from Lagos, good to be back in X, missed my own bed",
            "So we just landed back from Lagos, 11 hours, and my son cried for maybe 9 of them, "
            "I'm so tired. The taxi is taking forever, can you check if there's a problem on the "
            "roads. honestly it's good to be back in {v} though. I missed my own bed",
        ),
    ],
    "employer": [
        (
            "X employer: sign in like a visitor after four years at X",
            "okay long story short I forgot my badge at home again which means I have to sign in "
            "at security like a visitor, in my own building, after four years at {v}. the guy at "
            "the desk knows me by name and he still makes me do it. can you set a reminder for 7 "
            "30 tomorrow to put the badge in my bag",
        ),
        (
            "X employer: day three at the new job, everyone at X welcoming",
            "so today was day three at the new job and I think I'm finally getting the hang of "
            "the systems? everyone at {v} has been super welcoming, my manager Priya took me out "
            "for lunch, and honestly after the last place its such a relief. can you help me "
            "draft a little thank you message to her",
        ),
        (
            "X employer: X matches up to 5 percent, been there since 2019",
            "So HR sent round another email about the pension and I realised I never actually "
            "signed up. {V} matches up to 5 percent apparently and I've been there since 2019, "
            "which, yeah, embarrassing. Can you explain like I'm five what a matching "
            "contribution is",
        ),
        (
            "X employer: X doesn't pay me enough to cover half the roster",
            "mate I'm absolutely cooked. did a double today cos two of the team called in sick, "
            "third time this month. I love the crew but honestly {v} doesn't pay me enough to "
            "cover for half the roster, I keep telling my boss. anyway just remind me to book "
            "physio for my back yeah",
        ),
        (
            "X employer: happy where I am, good team at X and a 10 minute walk",
            "my husband's been on at me to apply for the opening at his place but honestly I'm "
            "happy where I am. I've got a good team at {v} and a 10 minute walk, why would I "
            "swap that for a two hour commute. can you help me write a polite reply to his "
            "friend who sent me the link",
        ),
        (
            "X employer: our IT people at X take forever",
            "Eh can you remind me tomorrow morning to bring the extra laptop charger, because "
            "the one in office spoil already and our IT people at {v} always take forever one, "
            "submit ticket also no use. Then also remind me to buy bread on the way back can",
        ),
    ],
    "job_title": [
        (
            "X job_title: kid asked what I do, I said I'm X, explain my job to a 7 year old",
            "so at my nephew's school fair today some kid asked me what I do and I said well I'm "
            "{a}, and he goes what's that, and I totally blanked, like I could not explain my "
            "own job to a child. can you help me come up with a simple way to explain it to a 7 "
            "year old",
        ),
        (
            "X job_title: first week done as X and I'm wiped out",
            "Okay that's my first week done as {a} and I am wiped out. Everyone says the first "
            "month is the hardest so. I think I need like a proper routine for Sunday evenings "
            "so I'm not dreading Monday, can you suggest one",
        ),
        (
            "X job_title: week from hell, being X means sleep is a rumour",
            "week from hell again, 3 late ones in a row and then I'm supposed to be at my "
            "sister's birthday on Sunday like how. being {a} means my sleep is basically a "
            "rumour at this point. can you find me some tips for actually resting on a day off",
        ),
        (
            "X job_title: retrained in my forties, these days I earn my living as X",
            "I was in accounting for 12 years, right, hated every minute of it, and then I "
            "retrained in my forties and these days I earn my living as {a}, never been happier. "
            "Only regret is not doing it sooner. Anyway, can you help me write a short bio for "
            "the community newsletter",
        ),
        (
            "X job_title: been X twenty-two years now, don't do it for the lie-ins",
            "Ah sure look the lads at the pub were slagging me again about the hours I keep, but "
            "I've been {a} twenty-two years now and you don't do it for the lie-ins. Would you "
            "ever put a reminder in for the dentist Thursday at 4",
        ),
        (
            "X job_title: LinkedIn shows my old title, been X at this company over a year",
            "can you help me update my LinkedIn headline, right now it still says my old title "
            "from the startup which is embarrassing, because I've been {a} at this company for "
            "over a year now and recruiters keep messaging me about the wrong stuff",
        ),
    ],
    "diet": [
        (
            "X diet: set menu no substitutions, ever since I went X those places are a nightmare",
            "we're going to that tasting menu place for Tom's leaving do on Friday and I'm kind "
            "of dreading it, it's a set menu, no substitutions. ever since I went {v} in 2021 "
            "those places are a nightmare for me. can you check if they've got anything online "
            "about dietary stuff",
        ),
        (
            "X diet: remember I'm doing the whole X thing now, properly",
            "okay so I need a meal plan for next week, and remember I'm doing the whole {v} "
            "thing now. properly, not the half-hearted version from last year, so don't put "
            "anything in there that'll trip me up. also keep it cheap please",
        ),
        (
            "X diet: nan doesn't get I've been X for 2 years, thinks it's a phase",
            "My nan keeps asking what she should cook for me at Christmas, bless her. She still "
            "doesn't really get that I've been {v} for 2 years, she thinks it's a phase. Can you "
            "give me three easy things she could make that won't stress her out",
        ),
        (
            "X diet: bloods better since I switched to X diet back in March",
            "so the doctor said my bloods look way better since I switched to {a} diet back in "
            "March, so I guess I'm sticking with it, even though I miss takeaway pizza like a "
            "lost friend. can you remind me the next appointment is the 3rd",
        ),
        (
            "X diet: abeg remember I'm fully X now o, since January",
            "Please when you're suggesting recipes for me abeg remember say I'm fully {v} now o, "
            "I've been on it since January and I'm not going back. My mother is still vexing "
            "about it but that one is her own business",
        ),
        (
            "X diet: barista offered ham croissant, nine months X, not falling at this hurdle",
            "So the barista at the usual place remembered my order today which was sweet and "
            "then tried to sell me a ham croissant and I was like mate, nine months {v}, I'm not "
            "falling at this hurdle. anyway what time does the pharmacy close today",
        ),
    ],
    "car": [
        (
            "X car: book my X in for its service, light came on",
            "need to book my {v} in for its service, the light came on yesterday on the motorway "
            "and I just ignored it like an idiot. can you find a garage near work that's open "
            "Saturday morning",
        ),
        (
            "X car: appeal, ticket's for my X, valid permit on the dashboard",
            "So I got a parking ticket outside my sister's place which is ridiculous, there's no "
            "sign anywhere. Can you help me write an appeal, the ticket's for my {v} but I had a "
            "valid permit right there on the dashboard, I've got a photo of it",
        ),
        (
            "X car: traded in the old van, picked up X second hand",
            "finally did it, traded in the old van and picked up {a}, second hand, 40 thousand "
            "on the clock, and my daughter's already claimed the front seat for the school run. "
            "what's the tyre pressure meant to be on it",
        ),
        (
            "X car: drive to the lake house, X is what I've got now",
            "we're doing the drive up to the lake house Saturday, like 5 hours, and I'm trying "
            "to work out weather we'll need to stop. how far does {a} go before you have to fill "
            "up or charge, cos thats what I've got now",
        ),
        (
            "X car: dad's old X is mine now, drive it to school every day",
            "ok so my dad finally gave me the keys for good?? its his old {v} but its mine now, "
            "he got a new one, so I literally drive it to school every day now. help me think of "
            "a name for it lol",
        ),
        (
            "X car: perfectly happy with X, had it since 2015",
            "My son keeps telling me I should upgrade to something with all the screens and the "
            "apps but I'm perfectly happy with {a}. I've had it since 2015 and it's never once "
            "let me down. So you can stop showing me adverts for new cars please, ha ha",
        ),
    ],
    "favourite": [
        (
            "X favourite: icebreaker favourite T, I went with X, my answer since fifteen",
            "we did that icebreaker thing at work today where you go round and say your "
            "favourite {t}, and Dave said something weird I can't even remember, and I went with "
            "{v} obviously, it's been my answer since I was about fifteen. anyway can you "
            "summarise the notes from the meeting",
        ),
        (
            "X favourite: when you're picking stuff for me, T-wise it's X",
            "if anyone ever asks, and by anyone I mean you when you're picking stuff for me, "
            "{t}-wise it's {v}, nothing else comes close, don't even try. ok that's all, bye",
        ),
        (
            "X favourite: argued with my brother about the best T, it's X, die on that hill",
            "My brother and I had a massive argument at dinner last night about the best {t} "
            "ever and he is completely wrong. My pick is {v}, I've always said it and I'll die "
            "on that hill. Can you give me some ammunition for round two",
        ),
        (
            "X favourite: whenever there is a question of T, my answer is always X only",
            "Actually one thing you should know about me, whenever there is a question of {t}, "
            "my answer is always {v} only, since childhood. My wife teases me for it but what to "
            "do",
        ),
        (
            "X favourite: friends recommend stuff but for T I keep coming back to X",
            "I've tried, I've genuinely tried to branch out, my friends keep recommending me "
            "stuff, but when it comes to {t} I just keep coming back to {v}. it's my comfort "
            "pick. is that boring. don't answer that",
        ),
        (
            "X favourite: birthday hint, anything to do with X, my number one T by a mile",
            "my partner's been fishing for birthday ideas so, hint hint, if they ever ask you, "
            "anything to do with {v} would make me very happy, it's my number one {t} by a mile. "
            "right that's it, delete this after",
        ),
    ],
    "drink": [
        (
            "X drink: before I said anything she was already making my usual X",
            "so I got to the place round the corner and before I'd even said anything she was "
            "already making my usual {v}, like, that's how often I go there now. is that a "
            "problem? anyway can you add oat milk to the shopping list",
        ),
        (
            "X drink: whenever you order for me it's X, always",
            "oh and for the record, whenever you order for me, it's {v}, always, I don't need "
            "the menu. my colleagues change theirs every week but not me. ok thanks",
        ),
        (
            "X drink: Friday ritual, balcony, my X, no phone",
            "long day. so I'm doing what I always do on a Friday, balcony, my {v}, no phone for "
            "an hour, so if anyone calls just tell them I'll ring back after 8. well you can't "
            "do that but you know what I mean",
        ),
        (
            "X drink: X is the one thing I have every single day",
            "the doctor keeps asking me to cut down on things but honestly {v} is the one thing "
            "I have every single day, I'd give up anything else first. can you find out if "
            "there's a healthier way to have it",
        ),
    ],
}

NOISE_13: list[tuple[str, str]] = [
    (
        "question",
        "so random thought while I'm stuck in this queue, is {city} actually expensive to live "
        "in or is that just what people say? and does {employer} even hire people from abroad, "
        "asking for no reason, just curious",
    ),
    (
        "question",
        "quick one, what's the actual difference between {diet} and just like eating healthy? my "
        "flatmate was going on about it at breakfast and I nodded along. also is {fav} a good "
        "{t} or is it overrated, people online cant agree",
    ),
    (
        "hypothetical",
        "okay daydream time, if I won the lottery I'd quit tomorrow, move to {city}, buy {a_car} "
        "and just never answer an email again. what would that cost roughly, like the car and a "
        "flat in the centre",
    ),
    (
        "hypothetical",
        "if I ever went back to uni, which I probably won't, I think I'd want to train as "
        "{a_job}. or maybe not I dunno I keep changing my mind. what would the hours be like do "
        "you reckon",
    ),
    (
        "past",
        "funny, I was going through old photos and found the ones from when I lived in {city}, "
        "god that was 15 years ago, and I had {a_car} back then that broke down every other "
        "week. different life",
    ),
    (
        "past",
        "back when I worked at {employer}, which was what, 2009 till 2012, I tried going {diet} "
        "for a month because the whole team was doing it. lasted about 3 weeks ha. anyway what "
        "was I going to ask you",
    ),
    (
        "other person",
        "my sister just got a job at {employer}, she's over the moon, and she's moving to {city} "
        "for it in the autumn. can you help me think of a good going away present for her",
    ),
    (
        "other person",
        "so my dad's decided he's {diet} now, at 68, after one documentary, and he's telling "
        "everyone at church about it. its honestly hilarious. Mum is not impressed",
    ),
    (
        "other person",
        "my best mate Jordan just qualified as {a_job} and he's gone and bought {a_car} to "
        "celebrate, which fair enough. his favourite {t} is {fav} so maybe something with that, "
        "can you suggest a card message",
    ),
    (
        "request",
        "can you look up flights to {city} for the second week of June, cheapest ones, I don't "
        "mind a stopover, and um maybe a few hotels near the centre as well",
    ),
    (
        "request",
        "can you write me ten questions about {fav} for the pub quiz on Thursday, it's the {t} "
        "round, and make two of them really hard because the team from {employer} always wins",
    ),
    (
        "negated wish",
        "honestly I would never want to live in {city}, everyone keeps saying how great it is "
        "but no thanks, too loud. and no I don't want to be {a_job} either, my aunt keeps "
        "suggesting it. what's the weather doing tomorrow",
    ),
    (
        "negated wish",
        "my brother keeps pushing me to buy {a_car} but I really don't want one, I'd rather keep "
        "taking the bus. and no way am I ever going {diet} like him, he's miserable",
    ),
    (
        "small talk",
        "morning! sleep okay? just kidding I know you don't sleep. did you see {employer} was "
        "all over the news last night, something about layoffs, mad. anyway how's your day going",
    ),
    (
        "small talk",
        "haha you know what I just saw, someone parked {a_car} across three spaces at the shops, "
        "bold move, and a guy who looked like {a_job} just standing there staring at it. people "
        "are funny",
    ),
]


# Set Y and NOISE_14, as their author wrote them; their author's note:
# Register: casual talk to an AI assistant as a speech recogniser transcribes it
# (lower case, almost no punctuation, fillers, tag questions, asides, corrections).
# Written by recombination: 6 spoken frames x new core predicates per attribute,
# combined in code below; the 15 noise turns were written by hand in the same register.
# Written without reading the system under test or any earlier evaluation sets.


# Spoken frames; {p} is the first-person core clause.
_FRAMES_Y = [
    "so um basically {p}",  # 0 lead-in with filler
    "{p} i told you that already right",  # 1 tag question
    "{p} just so you have it for later",  # 2 aside after the clause
    "oh to answer what you asked earlier {p}",  # 3 answer to the assistant's question
    "no no you got that wrong {p}",  # 4 correction of the assistant
    "hey quick thing before we start {p}",  # 5 context lead-in
]

# Core predicates per attribute: first person, current or a completed change.
_PREDICATES_Y = {
    "city": [
        "i moved to {v} a couple years back and i'm still here",
        "my rent here in {v} is getting ridiculous",
        "i'm based out of {v} these days",
        "i finally bought a place in {v} so i'm not going anywhere",
    ],
    "employer": [
        "i'm on the payroll at {v}",
        "i've been with {v} for about three years now",
        "i just started a new job over at {v}",
        "my boss at {v} wants me in the office three days a week",
    ],
    "job_title": [
        "i make my living as {a}",
        "i finally got hired as {a}",
        "my title on paper is {v}",
        "i switched careers and i'm {a} now",
    ],
    "diet": [
        "i went {v} about a year ago and stuck with it",
        "i've been on {a} diet since january",
        "my whole kitchen is {v} at this point",
        "i stick to {v} food pretty strictly now",
    ],
    "car": [
        "i get around in {a}",
        "i just traded my old car in for {a}",
        "i'm still paying off my {v}",
        "my daily driver is {a}",
    ],
    "favourite": [
        "honestly no {t} beats {v} for me",
        "my all time top {t} has got to be {v}",
        "i could never get sick of {v} best {t} there is",
        "i'm obsessed with {v} more than any other {t}",
    ],
    "drink": [
        "{v} is what i'm drinking nine times out of ten",
        "i always end up ordering {a}",
        "my drink of choice is pretty much always {v}",
    ],
}

# (frame index, predicate index) pairs kept per attribute; every frame and
# every predicate is used at least once for each attribute.
_PAIRS_Y = {
    "city": [(0, 0), (1, 1), (2, 2), (3, 3), (4, 0), (5, 2), (2, 3)],
    "employer": [(0, 1), (1, 2), (2, 3), (3, 0), (4, 1), (5, 0), (5, 3)],
    "job_title": [(0, 2), (1, 3), (2, 0), (3, 1), (4, 2), (5, 3), (3, 0)],
    "diet": [(0, 0), (1, 1), (2, 3), (3, 2), (4, 3), (5, 1), (4, 0)],
    "car": [(0, 3), (1, 2), (2, 0), (3, 1), (4, 3), (5, 0), (1, 1)],
    "favourite": [(0, 1), (1, 3), (2, 2), (3, 0), (4, 1), (5, 2), (0, 3)],
    "drink": [(0, 0), (1, 1), (2, 2), (3, 1), (4, 0), (5, 2)],
}


def _label_y(attr: str, template: str) -> str:
    shown = template.replace("{v}", "X").replace("{V}", "X").replace("{a}", "X").replace("{t}", "T")
    return f"Y {attr}: {shown}"


def _build_y() -> dict[str, list[Phrasing]]:
    out: dict[str, list[Phrasing]] = {}
    for attr, pairs in _PAIRS_Y.items():
        rows: list[Phrasing] = []
        for f, p in pairs:
            template = _FRAMES_Y[f].replace("{p}", _PREDICATES_Y[attr][p])
            rows.append((_label_y(attr, template), template))
        out[attr] = rows
    return out


SET_Y: dict[str, list[Phrasing]] = _build_y()

NOISE_14: list[tuple[str, str]] = [
    ("question", "whats the weather usually like in {city} around march"),
    ("question", "is {employer} a decent place to work do you know"),
    ("question", "how much does {a_car} usually cost to insure"),
    ("hypothetical", "if i ever moved to {city} do you think i'd need a car"),
    ("hypothetical", "say i went {diet} for a month what would i even eat"),
    ("past", "i used to drive {a_car} back in college but it died years ago"),
    ("past", "back when i was {a_job} the hours were brutal"),
    ("other person", "my sister just got a job at {employer} and she won't shut up about it"),
    ("other person", "my roommate is obsessed with {fav} he says it's the best {t} ever"),
    ("request", "can you find me some {diet} recipes my guests are coming over tonight"),
    ("request", "write me a short cover letter for {a_job} position at {employer}"),
    ("negated wish", "i'd never want to live in {city} honestly way too expensive"),
    ("negated wish", "i don't really want {a_car} no matter what the ads say"),
    ("small talk", "lol did you see {employer} was in the news again today"),
    ("small talk", "we spent all of dinner arguing over whether {fav} is overrated as a {t}"),
]


# Set Z and NOISE_15, as their author wrote them; their author's note:
# Register: transcribed voice notes - long, rambling 20-60 second recordings a user makes for
# their assistant, run through a speech recogniser (homophone slips, missing apostrophes,
# digits, odd punctuation), with asides, other people and places, and the fact buried anywhere.
# Written by hand from general knowledge of how people of different ages and Englishes talk.
# Written without reading the system under test or any earlier evaluation sets.


SET_Z: dict[str, list[Phrasing]] = {
    "city": [
        (
            "Z city: train delayed daily, the transport here in X cannot cope",
            "ugh so the train was delayed again this morning. signal failure apparently, and I was "
            "stood on the platform for 25 minutes with my face going numb. I do this every single "
            "day and the transport here in {v} just cannot cope with a bit of weather, my mate Dev "
            "moved up to Leeds last year and he reckons there's is worse but I dont believe him.",
        ),
        (
            "Z city: one year since we shifted to X, parents in Pune ask when we come back",
            "So it is officially one year since we shifted to {v}, my wife made a small cake and "
            "all, very sweet of her. Still getting used to the weather honestly. My parents keep "
            "asking when are we coming back to Pune but I think we are staying only, the kids are "
            "loving there school.",
        ),
        (
            "Z city: landlord slow to fix radiator, for what I pay to live in X",
            "Can you remind me to call the landlord on Thursday. The radiator is making that "
            "banging noise again, like 3 am banging. For what I pay to live in {v} you would think "
            "the guy could send someone out the same week but no, its always next week with him.",
        ),
        (
            "Z city: cousin from Galway wonders how I manage living in X",
            "Ah sure look, my cousin Niamh was over from Galway for the long weekend and I was "
            "doing the whole tour guide thing, dragging her round all my spots, and she kept "
            "saying "
            "she doesn't know how I do it, living in {v} with the prices and the crowds and all. "
            "But I love it. Wouldn't go back now if you paid me.",
        ),
        (
            "Z city: 6 years this month I've called X home, ouma in Durban",
            "Okay I'm walking back from the shops now so sorry about the wind. I was just "
            "thinking, its 6 years this month that I've called {v} home. Came out for a 1 year "
            "contract, never left. My ouma still phones every Sunday asking when I'm moving back "
            "to "
            "Durban, shame man, she means well.",
        ),
        (
            "Z city: showed grandkids around X, my street, forty one years in the same apartment",
            "Well the grandkids were out from Ohio last week, and I took them all over {v}, showed "
            "them my street, the deli on the corner where they know me by name, the park I walk "
            "every morning, and my granddaughter says Grandpa you know everybody in this whole "
            "city. Well. forty one years in the same apartment will do that to you.",
        ),
    ],
    "employer": [
        (
            "Z employer: badge failed, X can't manage a door for its own staff",
            "So my badge didn't work at the barriers this morning, classic Monday, and security "
            "had "
            "to buzz me through and I was 10 minutes late for the team meeting. Remind me to email "
            "IT, second time this month. You'd think {v} could manage a door that actually lets "
            "there own staff in.",
        ),
        (
            "Z employer: card and cake for 5 years at X, took it as a stopgap",
            "Had a funny one at work today, my manager came round with a card and a cake because "
            "apparently its 5 years at {v} for me this week, which is mad, I only took the job "
            "as a "
            "stopgap after uni and told myself 6 months tops. Anyway the card had everyone's names "
            "on it, even Gazza signed it and he never signs anything.",
        ),
        (
            "Z employer: joined X last month after uncle's export business",
            "Last month I joined {v}, after 4 years in my uncle's export business, and I am "
            "telling you the difference is like day and night. The canteen itself is bigger than "
            "my "
            "old office. My mother keeps asking whether they are feeding me properly, I said Ma, "
            "they are feeding me too much.",
        ),
        (
            "Z employer: husband jokes I'm more married to X, been there 9 years",
            "My husband keeps joking that I'm more married to {v} than to him, because I'm on my "
            "laptop every night answering my team. Which, fair. It's quarter end, it'll calm down "
            "in like 2 weeks, but I've been there 9 years and he's been saying it for about 8 of "
            "them so.",
        ),
        (
            "Z employer: X pays us on the last Friday",
            "Payday finally thank god. {V} pays us on the last Friday of the month and this month "
            "felt about 60 days long, I was living on beans by the end of it. Gonnae remind me to "
            "move 200 into savings before I do something daft with it.",
        ),
        (
            "Z employer: neighbour asks if retired, still going in to X three days a week",
            "My neighbour Doreen asked over the fence this morning if I'd retired yet, and I had "
            "to laugh. No dear, still going in to {v} three days a week, they can't get rid of me. "
            "Twenty two years now. Her son's just been made redundant from that place by the ring "
            "road, poor lamb.",
        ),
    ],
    "job_title": [
        (
            "Z job_title: wedding guest found out I'm X and grilled me",
            "Bit of a vent. Someone at my cousin's wedding on Saturday found out I'm {a} and then "
            "spent literally 40 minutes, during the speeches, asking how to get into it, what the "
            "hours are like, what I earn. At a wedding. I ended up hiding by the chocolate "
            "fountain "
            "with my aunt Pat.",
        ),
        (
            "Z job_title: passed last assessment, as of this week officially X",
            "Okay big news, I meant to tell you yesterday but I was celebrating, I passed the last "
            "assessment, so as of this week I'm officially {a}. Title's changed on the system and "
            "everything. My mom cried on the phone and then asked if I'd eaten, so, classic mom.",
        ),
        (
            "Z job_title: nobody warns you when you become X, eleven years in",
            "Nobody warns you when you become {a} how much of it is paperwork. I spent 3 hours "
            "today on forms, three hours, and my sister who's in sales thinks I'm exaggerating. "
            "eleven years in and I still haven't found the trick to it.",
        ),
        (
            "Z job_title: father in law says I'm in business, I work as X",
            "My father in law is telling everyone at the function that I am 'in business'. I have "
            "told him 100 times, Papa, I work as {a}, it is a proper profession, you can even look "
            "it up. He just nods and tells the next uncle the same thing.",
        ),
        (
            "Z job_title: badge says X under my name, yet I fix the printer",
            "my badge literally says {v} under my name, and yet somehow im also the one who fixes "
            "the printer, orders the birthday cakes and waters Kevin's plant when hes on holiday. "
            "like I love my team but thats not in the job description is it.",
        ),
        (
            "Z job_title: grandson asks to follow me, X for thirty odd years",
            "My grandson was asking me at the weekend should he follow me into it, and I said "
            "look, "
            "I've been {a} for thirty odd years and it never gets easier, you just get better at "
            "hiding it. He's only 16, he'll change his mind ten times before he's done.",
        ),
    ],
    "diet": [
        (
            "Z diet: one thing on the menu works for me since I went X",
            "So we went out for my brother in law's 40th on Saturday, his pick, and the menu had "
            "like one thing on it that works for me since I went {v}, and they'd run out of it. So "
            "I had two sides and a lot of water. At a 40th birthday.",
        ),
        (
            "Z diet: X for 3 years, nan still says just try a little",
            "{V} for 3 years now and my nan still puts a plate in front of me every Sunday and "
            "goes, just try a little bit love, it won't kill you. I love her to bits. Anyway I'm "
            "going round there again tomorrow so wish me luck.",
        ),
        (
            "Z diet: meal prep boxes all X cos that's how I eat now",
            "Meal prep Sunday done, 5 boxes lined up in the fridge, all of it {v} obviously cos "
            "that's how I eat now, and my flatmate Tom keeps nicking them, like mate, buy your "
            "own. "
            "Gonna start writing my name on the lids in texta.",
        ),
        (
            "Z diet: ever since the GP suggested it I've stuck to X diet",
            "I had my check up last week, and my bloods came back really good actually, the GP was "
            "pleased. Ever since she suggested it I've stuck to {a} diet and I feel loads better, "
            "sleeping better too. My husband's been trying it with me on and off but he cracks "
            "every weekend.",
        ),
        (
            "Z diet: friend reminds group chat she's X now, meaning me",
            "Aw that was actually really sweet, my mates were sorting out the Christmas do and "
            "Sarah put in the group chat, don't forget shes {v} now, meaning me, so book somewhere "
            "that does proper options. Cos last year I ended up with a plate of garnish.",
        ),
        (
            "Z diet: explaining the whole X thing on a date, 4 years already",
            "Went on a date Friday lah, he chose the restaurant, then I had to explain the whole "
            "{v} thing at the table, like yes it's my own choice, yes already 4 years, no I don't "
            "miss anything. Quite sian actually. But he was okay about it, maybe can see him "
            "again.",
        ),
    ],
    "car": [
        (
            "Z car: the X is clicking again, serviced in March",
            "So the {v} is making that clicking noise again when I turn left, and I only had it "
            "serviced in March. Dad reckons its the CV joint but he reckons everything's the CV "
            "joint. Can you find me a garage near the retail park that's open Saturday morning.",
        ),
        (
            "Z car: sand in every corner of my X after the beach",
            "Took the kids to the beach on Sunday, big mistake, there is sand in every single "
            "corner of my {v} now, the cup holders, the seat rails, the little pocket in the door. "
            "I vacuumed it twice. My sister says just sell it and start over, which, honestly "
            "tempting.",
        ),
        (
            "Z car: traded in the old hatchback and picked up X",
            "Finally traded in the old hatchback last week, had it since uni, and picked up {a}, "
            "second hand but it's only done 30 thousand k's. Drove it to Mum's on Sunday arvo and "
            "she made me take her round the block twice.",
        ),
        (
            "Z car: son-in-law wants me to get rid of my X, had her 11 years",
            "My son-in-law keeps on at me to get rid of my {v}, says it's too much car for a woman "
            "my age, cheek of him. I've had her 11 years and she's never once let me down, which "
            "is "
            "more than I can say for him.",
        ),
        (
            "Z car: insurance renewal for the X went up 30 percent",
            "The insurance renewal for the {v} came today only and they have increased it by 30 "
            "percent, for a car I am taking out only on weekends. I am going to call them tomorrow "
            "and fight. My brother said switch the company, but switching is one big headache.",
        ),
        (
            "Z car: dad handed me down his X, it's mine now",
            "okay so I got my license like 2 months ago and my dad finally handed me down his {v}, "
            "and like it's not exactly cool, it smells like his gym bag, but its MINE now and I "
            "drove Maya to school every day this week.",
        ),
    ],
    "favourite": [
        (
            "Z favourite: niece asked my favourite T, it's been X for years",
            "ok random one but stick this in your memory thing. my niece asked me at sunday dinner "
            "what my favourite {t} was and i actually had to stop and think about it, which is "
            "silly "
            "because its been {v} for years, nothing else even comes close.",
        ),
        (
            "Z favourite: flatmate's ranking board, number one T for me is X",
            "So my flatmate Callum did this whole ranking thing on the whiteboard last night, top "
            "five of everything, and we were arguing till like 1am. His list is rubbish obviously. "
            "Mine's sorted though. number one {t} for me is {v} and I will not be taking "
            "questions.",
        ),
        (
            "Z favourite: told Margaret at the library, of all the Ts X is the one for me",
            "Hello dear, it's me again. I was chatting to Margaret at the library this morning, "
            "lovely woman, she's just back from her cruise, and we got on to what we like, and I "
            "said of all the {t}s there are, {v} has always been the one for me and I'm too old to "
            "change now.",
        ),
        (
            "Z favourite: team lunch asked best T, for me it is X only",
            "Actually what happened is my colleague was asking everyone at the team lunch, what is "
            "your best {t}, and everybody was giving some answer. For me it is {v} only, no doubt. "
            "Just note it down na, so next time you can suggest accordingly.",
        ),
        (
            "Z favourite: group chat fight, ride or die for X when it comes to T",
            "okay so me and Jaden were literally fighting in the group chat about this for like an "
            "hour and he kept saying my taste is basic, but whatever, I'm ride or die for {v} when "
            "it comes to {t}, like that's literally my whole personality at this point.",
        ),
        (
            "Z favourite: came up at the pub, T-wise it's X, always has been",
            "Mate, quick one. Was at the pub with the boys Saturday arvo and it came up, and I "
            "reckon I haven't changed my answer since I was a kid, {t}-wise it's {v}, always has "
            "been, always will be. Anyway Robbo reckons that's boring. Robbo can get stuffed.",
        ),
    ],
    "drink": [
        (
            "Z drink: sister orders something complicated, I just got my usual X",
            "so I was at that new place by the station with my sister yesterday, the one with the "
            "neon sign, and she orders this massive complicated thing with like 4 pumps of syrup "
            "and "
            "a sparkler in it. and I just got my usual {v}. guy behind the counter had it going "
            "before I even finished talking, thats how predictable I am now",
        ),
        (
            "Z drink: friends keep changing, na X I dey drink every time",
            "Abeg make a note. Every Friday when my guys and I go out, everybody is changing "
            "drinks, this one is on this, that one is on that, but me I don't change. Na {v} I dey "
            "drink every time, they have even stopped asking me. Last week Tunde tried to buy me "
            "something else and I sent it back.",
        ),
        (
            "Z drink: Jean ordered for me, she'll have her X, she always does",
            "I must tell you about this morning. Went to the garden centre with Jean, they've done "
            "up the little café, and the young man asked what I'd like, and before I could open my "
            "mouth Jean said, she'll have her {v}, she always does. And she's right, I do. Forty "
            "years she's known me.",
        ),
        (
            "Z drink: they start making my X before I sit down",
            "Dinnae stress about the drinks menu when you're booking places for me. Like at Lou's, "
            "the wee place round the corner fae the flat, they see me come in and start making my "
            "{v} before I've even sat down, been that way since about 2019.",
        ),
    ],
}

NOISE_15: list[tuple[str, str]] = [
    (
        "question",
        "hey so random question, my cousin's flying in next month and she keeps asking me stuff I "
        "dont know, like is {city} actually expensive to eat out in, and do people their really do "
        "the whole {diet} thing or is that just Instagram? I told her I'd ask you.",
    ),
    (
        "question",
        "Quick one while I'm walking the dog. Do you know roughly what {a_job} makes at somewhere "
        "like {employer}? Not for me, a friend was asking, and also whether {a_car} holds its "
        "value, "
        "he's thinking of buying one next spring.",
    ),
    (
        "hypothetical",
        "I was lying awake last night thinking, if I won the lottery, like properly won it, I'd "
        "probably pack it all in and go be {a_job} somewhere quiet, or move to {city} for a year, "
        "buy {a_car} just because. Obviously not happening, I bought 1 ticket and got 1 number.",
    ),
    (
        "hypothetical",
        "Me and my sister were doing that game last night, you know, if you could only have one "
        "{t} forever would it be {fav}, and then what if we both went {diet} for a month as an "
        "experiment, would we even survive. We never decided anything, it went on till midnight.",
    ),
    (
        "past",
        "Funny, I found an old photo from 2009 from when I used to live in {city}, worst haircut "
        "of my life, and I was working at {employer} back then doing nights, god I was tired all "
        "the time. Feels like another lifetime now honestly.",
    ),
    (
        "past",
        "Back in my twenties I was {diet} for about 2 years, and I had {a_car} that broke down "
        "every other week, and I thought {fav} was the best {t} going. Different person really, I "
        "wouldn't recognise her now.",
    ),
    (
        "other person",
        "My daughter rang last night, she's just got a job as {a_job} at {employer}, over the moon "
        "she is, and she's found a little flat in {city} with her boyfriend. I'm so proud I could "
        "burst, I told everyone at church this morning.",
    ),
    (
        "other person",
        "So my flatmate has gone full {diet} this month and the fridge is just, I don't even "
        "recognise half the stuff in there. He also won't shut up about {fav}, says it's the best "
        "{t} of all time, which, ok buddy.",
    ),
    (
        "other person",
        "My boss just bought {a_car}, showed it off in the car park for like half an hour, "
        "everyone had to go out and look at it. He's moving to {city} next year apparently so "
        "good luck getting that thing through the traffic over there.",
    ),
    (
        "request",
        "Can you find me a few restaurants in {city} that do proper {diet} options, it's for my "
        "mum's birthday, she lives out there and I'm flying over for the weekend, and she is a "
        "nightmare to feed, bless her. Somewhere with parking would be good.",
    ),
    (
        "request",
        "Could you draft a cover letter for me, it's for {a_job} position at {employer}, I'm "
        "applying tonight, long shot but fingers crossed. Make it sound less desperate than I "
        "actually am, ha, and keep it to 1 page.",
    ),
    (
        "negated wish",
        "People keep telling me I should get {a_car}, my brother in law won't stop going on about "
        "it at every barbecue, but honestly I have zero interest, I don't want one, never have. "
        "He can keep his brochures.",
    ),
    (
        "negated wish",
        "I'll be honest I would never want to live in {city}, I went once for a conference and it "
        "was too much, too loud. And I don't want to be {a_job} either, whatever my careers "
        "adviser said back in school.",
    ),
    (
        "small talk",
        "Morning! Did you see that documentary about {city} last night, the one with the drone "
        "shots, it was gorgeous. Then they had some bloke from {employer} going on about the "
        "future and I switched off after that to be honest.",
    ),
    (
        "small talk",
        "Ha, the radio was doing a phone in this morning about the best {t} of all time, and some "
        "poor guy rang in saying {fav}, and the host just laughed at him. Anyway, nice weather "
        "today isn't it, finally.",
    ),
]


# NOISE_16, as its author wrote it (noise only, no set); its author's note:
# Register: spoken and transcribed talk to an assistant -- rambling voice notes, live captions
# ("[laughs]", cut-off words), lower-case ASR transcripts ("ok google ..."), dictated messages,
# casual chat.
# Hand-written: every value is a question, hypothetical, past, someone else's, a request, a refusal,
# small talk, an opinion or a plan -- never the speaker's own current fact.
# Written without reading the system under test or any earlier evaluation sets.

NOISE_16: list[tuple[str, str]] = [
    (
        "question",
        "hey settle this, would you count {fav} as a {t}? my nephew says no and he's been smug "
        "about it all afternoon",
    ),
    ("question", "ok google how much is insurance on {a_car} for a nineteen year old"),
    (
        "question",
        "What does {a_job} at {employer} actually earn, roughly? Asking for my cousin, she's got "
        "the final interview Thursday and doesn't want to lowball herself.",
    ),
    (
        "question",
        "um so is it- is it hard to stay {diet} when you're travelling? [laughs] my sister's "
        "been trying and she keeps ringing me for advice like I'd know",
    ),
    (
        "hypothetical",
        "Okay random hypothetical, if I got offered something at {employer} out in {city}, would "
        "it be mad to take it? Nothing's actually on the table, I'm just daydreaming on the "
        "train.",
    ),
    ("hypothetical", "say hypothetically i was {a_job} what kind of hours would i be looking at"),
    (
        "hypothetical",
        "Imagine me pulling up to my in-laws' in {a_car} [laughs] they would lose their minds. "
        "Not that I could ever afford one, but imagine.",
    ),
    (
        "past",
        "So this is going back a good few years now, before the kids, before the move even, I "
        "was at {employer} for about eight months, and honestly I hated every minute, the "
        "commute, the open-plan thing, all of it, so I handed my notice in one Friday and never "
        "looked back.",
    ),
    (
        "past",
        "when i was at uni i went {diet} for literally one week lol gave up the minute my "
        "flatmate ordered pizza",
    ),
    (
        "past",
        "Back in oh-nine me and my ex rented {a_car} in {city} for a week, it broke down twice, "
        "we laughed about that for years after.",
    ),
    (
        "past",
        "ngl i was so obsessed with {fav} in year nine like my whole personality was that {t} "
        "thank god i grew out of it",
    ),
    (
        "other person",
        "My baby brother just got taken on as {a_job} at {employer} and I'm so proud of him I "
        "could cry, honestly, he worked so hard for it.",
    ),
    (
        "other person",
        "my flatmate's gone {diet} so the fridge is half her stuff now, what could I cook on "
        "Friday that she'd actually eat too?",
    ),
    (
        "other person",
        "Send a message to Priya: hey love, Mum says her favourite {t} is {fav} these days, can "
        "you remember that for her birthday, full stop, see you Sunday.",
    ),
    (
        "other person",
        "[laughs] my neighbour Kevin, he's from {city} originally and he drives {a_car}, and he "
        "will not shut up about either of them, like every single morning at the bins.",
    ),
    (
        "request",
        "Can you help me draft a cover letter for my friend Ayo? She's applying to be {a_job} at "
        "{employer}, her English is good but she wants it to sound more formal, abeg.",
    ),
    (
        "request",
        "ok google find {diet} restaurants near the conference hotel my boss lands tomorrow and "
        "she is very strict about it",
    ),
    (
        "request",
        "Find me flights to {city} for the second week of June please, cheapest you can, I don't "
        "mind the airline, it's for my sister's graduation.",
    ),
    (
        "negated wish",
        "I would never in a million years want to be {a_job}, my dad did it thirty-odd years and "
        "it wrecked his back, no thank you.",
    ),
    ("negated wish", "nah i'd never want {a_car} honestly"),
    (
        "negated wish",
        "I've no wish to ever live in {city}, mate. Lovely for a weekend, too dear for anything "
        "longer, I'll visit and that's me done.",
    ),
    (
        "small talk",
        "[laughs] oh you'd love this, I was stuck behind {a_car} the whole way ho- the whole way "
        "home, doing like twenty, in the fast lane.",
    ),
    (
        "small talk",
        "morning! weather's dreadful, the bus was rammed with people in {employer} lanyards, "
        "must be some conference on, anyway how are you",
    ),
    (
        "small talk",
        "random but the barista would not stop going on about {fav}, apparently it's the best "
        "{t} of the year or whatever, I just wanted my change [laughs]",
    ),
    (
        "opinion",
        "I reckon all this {diet} stuff is a bit overhyped, to be fair. Good on people who stick "
        "to it but it's not for me, never has been.",
    ),
    (
        "opinion",
        "{city} is the most overrated city on the planet and I will die on this hill, went once "
        "for work, never again",
    ),
    (
        "opinion",
        "everyone calls {fav} the greatest {t} ever and I think it's... fine? Like it's fine. "
        "Not my favourite, not even close, I don't get the hype.",
    ),
    (
        "plan",
        "Right, so from next month I'm going to try going {diet} for thirty days, just as an "
        "experiment, haven't started yet, I'll keep you posted.",
    ),
    (
        "plan",
        "we're heading to {city} in August for my cousin's wedding so I need to sort a hotel and "
        "figure out what to pack, can you remind me on Monday",
    ),
    (
        "plan",
        "Plan for tomorrow: test drive {a_car} at ten, interview at {employer} at two, then pick "
        "the kids up from my mum's at five.",
    ),
]


SET_AB: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AB city: closed on the apartment, officially live in X",
            "We finally closed on the apartment, so I officially live in {v} now.",
        ),
        (
            "AB city: moved last month, old place gone, X is home",
            "Quick update: I moved to {v} last month. The old place is gone and this is home now.",
        ),
        (
            "AB city: left hometown behind, living in X these days",
            "Left my hometown behind in March. These days I'm living in {v} and honestly "
            "loving it.",
        ),
        (
            "AB city: address changed, in X for good, use it for weather",
            "Just so you know, my address changed. I'm in {v} for good now, so use that for "
            "weather and stuff.",
        ),
        (
            "AB city: got keys to new flat in X, boxes everywhere",
            "Got the keys to my new flat in {v} yesterday! Boxes everywhere but I'm home.",
        ),
        (
            "AB city: moved out of parents', own place in X since June",
            "I don't live with my parents anymore, I've had my own place in {v} since June.",
        ),
        (
            "AB city: as of last week, getting used to X",
            "As of last week I live in {v}. Still getting used to the neighbourhood, but "
            "it already feels like home.",
        ),
    ],
    "employer": [
        ("AB employer: work at X now, started Monday", "I work at {v} now, started on Monday."),
        (
            "AB employer: handed in notice, signed with X, first week done",
            "Handed in my notice at the old job and signed with {v}. First week done!",
        ),
        (
            "AB employer: accepted offer from X, working there these days",
            "Big news: I got the offer from {v} and accepted it, so that's where I'm working "
            "these days.",
        ),
        (
            "AB employer: badge from X arrived, on their payroll",
            "My badge from {v} came in the mail today. Feels real now that I'm actually on "
            "their payroll.",
        ),
        (
            "AB employer: jumped ship after six years, with X this month",
            "After six years at the same place I finally jumped ship. I'm with {v} as of "
            "this month.",
        ),
        (
            "AB employer: X is my employer now, for forms",
            "{V} is my employer now, in case you need it for any forms.",
        ),
        (
            "AB employer: three weeks at X, better fit than last company",
            "Been at {v} about three weeks now and honestly it's a much better fit than my "
            "last company.",
        ),
    ],
    "job_title": [
        ("AB job_title: got promoted, officially X now", "I got promoted! I'm officially {a} now."),
        (
            "AB job_title: started new role this week, working as X",
            "Started my new role this week, I'm working as {a} now.",
        ),
        (
            "AB job_title: switched careers, X these days, no regrets",
            "Switched careers last year and I'm {a} these days. No regrets.",
        ),
        (
            "AB job_title: title changed in reorg, X instead of old job",
            "My title changed in the reorg, so I'm {a} now instead of what I was doing before.",
        ),
        (
            "AB job_title: certification done, hired as X, intense weeks",
            "Finished my certification and got hired as {a}. The first couple of weeks have "
            "been intense.",
        ),
        (
            "AB job_title: for work stuff, X now, not a student anymore",
            "For work stuff, remember I'm {a} now, not a student anymore.",
        ),
        (
            "AB job_title: passed probation, X for real",
            "Passed my probation today so it's permanent: I'm {a} for real now.",
        ),
    ],
    "diet": [
        (
            "AB diet: went X start of year, stuck with it, mind recipes",
            "I went {v} at the start of the year and I've stuck with it, so please keep that "
            "in mind for recipes.",
        ),
        (
            "AB diet: X now, doctor's orders sort of, feel better",
            "I'm {v} now. Doctor's orders, sort of, but I actually feel better.",
        ),
        (
            "AB diet: three months of being X, don't miss old diet",
            "It's been three months of being {v} and I don't miss my old diet at all.",
        ),
        (
            "AB diet: partner and I both switched to X, how we cook",
            "My partner and I both switched to {v} this spring, it's just how we eat at home now.",
        ),
        (
            "AB diet: no more old habits, strictly X since checkup",
            "No more of my old eating habits. I've been strictly {v} since my checkup in March.",
        ),
        (
            "AB diet: X as of last week, plan meals around it",
            "Update for meal ideas: I'm {v} as of last week, so plan around that.",
        ),
    ],
    "car": [
        (
            "AB car: traded in old car, picked up X Saturday",
            "Traded in my old car and picked up {a} on Saturday!",
        ),
        (
            "AB car: drive X now, got rid of the rust bucket",
            "I drive {a} now, finally got rid of the rust bucket.",
        ),
        (
            "AB car: new car is X, picked up from dealer, obsessed",
            "The new car is {a}. Picked it up from the dealer yesterday and I'm obsessed.",
        ),
        (
            "AB car: sold old car, get around in my X",
            "Sold my old car last month. These days I get around in my {v}.",
        ),
        (
            "AB car: lease ended, bought X outright, in driveway",
            "My lease ended so I bought {a} outright. It's parked in the driveway as we speak.",
        ),
        (
            "AB car: for maintenance reminders, my car is X now",
            "Just so you remember for the maintenance reminders, my car is {a} now.",
        ),
        (
            "AB car: six weeks owning my X, right call",
            "Six weeks of owning my {v} and I can say it was the right call, way better than "
            "what I had before.",
        ),
    ],
    "favourite": [
        (
            "AB favourite: favourite T these days is X, overtook everything",
            "My favourite {t} these days is {v}, it's overtaken everything else.",
        ),
        (
            "AB favourite: used to have different answer, now X",
            "I used to have a different answer, but now if anyone asks my favourite {t}, it's {v}.",
        ),
        (
            "AB favourite: okay new favourite T: X, sorry to old one",
            "Okay, new favourite {t}: {v}. Sorry to my old one.",
        ),
        (
            "AB favourite: can't believe it, X is my favourite T now",
            "Can't believe I'm saying this, but {v} is my favourite {t} now.",
        ),
        (
            "AB favourite: profile update, favourite T changed this year",
            "Update for my profile: favourite {t} is {v} now, it changed this year.",
        ),
        (
            "AB favourite: since last summer X is my number one T",
            "Ever since last summer {v} has been my number one {t}, nothing else comes close.",
        ),
        (
            "AB favourite: if you're keeping track, favourite T right now",
            "If you're keeping track, my favourite {t} right now is {v}.",
        ),
    ],
    "drink": [
        (
            "AB drink: switched morning drink to X, barely touch anything else",
            "I've switched my morning drink to {v} and I barely touch anything else now.",
        ),
        (
            "AB drink: these days my usual is X, every day",
            "These days my usual is {v}, pretty much every day.",
        ),
        (
            "AB drink: drink of choice now X, gave up energy drinks",
            "My drink of choice now is {v}. Gave up the energy drinks in January.",
        ),
        (
            "AB drink: whenever out I order X now, become my thing",
            "Whenever I'm out I order {v} now, it's kind of become my thing.",
        ),
        (
            "AB drink: quit cola habit, X is what I reach for",
            "Quit my old habit of three cans of cola a day. {V} is what I reach for now.",
        ),
        (
            "AB drink: cafe order for me is X now, my usual",
            "If you ever suggest a café order for me, it's {v} now. That's my usual.",
        ),
        (
            "AB drink: go-to drink lately is X, standard drink",
            "Fun fact, my go-to drink lately is {v}. It's pretty much my standard now.",
        ),
    ],
}

NOISE_18: list[tuple[str, str]] = [
    ("question", "Is it expensive to live in {city}? Just curious, nothing's decided."),
    ("question", "What's the interview process like at {employer}?"),
    ("plan", "I might apply for {a_job} position at some point, but I haven't sent anything yet."),
    (
        "other person",
        "My sister just moved to {city} and she keeps sending me photos of her new street.",
    ),
    ("other person", "My husband got a job at {employer}, he starts in two weeks."),
    ("past", "Back in my twenties I lived in {city} for a couple of years. Good times."),
    ("past", "I drove {a_car} for almost ten years before I sold it."),
    ("wish", "Someday I'd love to own {a_car}, but it's way out of budget right now."),
    ("request", "Can you find me some {diet} recipes for my friend who's coming over Saturday?"),
    ("opinion", "Honestly {employer} seems like a terrible place to work from what I've read."),
    (
        "job ad",
        "Saw a posting: {employer} is hiring {a_job}, full time, benefits included. "
        "Worth forwarding to my cousin?",
    ),
    ("trip", "Heading to {city} for a conference next week, any tips for getting around?"),
    ("hypothetical", "If I ever went {diet}, what would I have to cut out?"),
    ("negated", "I'm not {diet}, I just skipped meat at lunch because nothing else looked good."),
    (
        "other person",
        "My roommate's favourite {t} is {fav}. What's a good birthday gift around that?",
    ),
    ("question", "Why do so many people say {fav} is the best {t} ever?"),
    ("reported", "My coworker swears {fav} is the greatest {t} of all time. I'm not convinced."),
    ("past", "I worked at {employer} years ago but I left in 2019."),
    ("past", "Back in college I worked as {a_job} on weekends to pay for books."),
    ("other person", "My dad just bought {a_car} and won't stop talking about it."),
    ("request", "Remind me to look up flights to {city} on Friday."),
    ("hypothetical", "Would I be happier as {a_job}? Sometimes I wonder."),
    (
        "plan",
        "We're looking at houses in {city} but nothing's settled, could be a year before "
        "we decide.",
    ),
    ("opinion", "{city} is overrated if you ask me, way too crowded."),
    ("question", "Is {a_car} any good in snow? My neighbour's thinking of getting one."),
    ("trip", "Spent the weekend visiting friends in {city}. Back home now and exhausted."),
    ("request", "Can you compare {a_car} with a hybrid for my brother? He's shopping for a car."),
    (
        "other person",
        "My best friend has gone {diet} and I'm trying to figure out what to cook when she visits.",
    ),
    ("past", "I was {diet} for about a year but gave it up last spring."),
    (
        "other person",
        "My kid says {fav} is the best {t} in the world. Is that a normal phase at eight?",
    ),
    (
        "question",
        "Do you think {employer} would hire someone without a degree? Asking for a friend.",
    ),
    ("wish", "I wish I could just move to {city} and start over, but my whole life is here."),
    ("plan", "Interview at {employer} for {a_job} position on Thursday, wish me luck!"),
]


SET_AA: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AA city: booking condition first, based in X now",
            "If you're booking anything for me, keep in mind I'm based in {v} now, "
            "so use that time zone please.",
        ),
        (
            "AA city: lives in X, mum wants them to move back (speech)",
            "i live in {v} and my mum keeps saying i should move back closer to her "
            "but like that's not happening",
        ),
        (
            "AA city: wish for countryside someday, for now lives in X",
            "I'd honestly love to live out in the countryside someday, but for now "
            "I live in {v} and I'm making the most of it.",
        ),
        (
            "AA city: grew up in a village, in X three years (speech)",
            "so um i grew up in a tiny village and then bounced around a bit but i've "
            "been in {v} for like three years now so yeah that's home",
        ),
        (
            "AA city: doesn't know nightlife, lived in X since spring",
            "I don't really know the nightlife here yet, but I've lived in {v} since "
            "the spring, so any tips for the area are welcome.",
        ),
        (
            "AA city: restaurant condition, in X not visiting (speech)",
            "when you suggest restaurants just remember i'm in {v} not visiting i "
            "actually live here",
        ),
        (
            "AA city: friends think X too expensive, but it's where they live",
            "My friends think {v} is way too expensive to live in, and they're "
            "probably right, but it's where I live and I'm not leaving.",
        ),
    ],
    "employer": [
        (
            "AA employer: used to freelance, now full time at X (speech)",
            "i used to freelance which was a nightmare honestly but now i work at {v} "
            "full time and it's way more stable",
        ),
        (
            "AA employer: dad says between jobs, been at X two years",
            "My dad still tells everyone I'm 'between jobs', which is funny because "
            "I've been at {v} for almost two years.",
        ),
        (
            "AA employer: email drafting condition, signs off from X",
            "When you draft emails for me, sign them off as someone from {v}, since "
            "that's where I work.",
        ),
        (
            "AA employer: wish to start own thing, works for X now (speech)",
            "i mean i'd love to start my own thing one day but um right now i'm "
            "working for {v} and it pays the bills",
        ),
        (
            "AA employer: girlfriend says quit, likes job at X (speech)",
            "my girlfriend thinks i should quit and go back to school but i like my "
            "job at {v} so yeah not happening",
        ),
        (
            "AA employer: interview elsewhere, still with X",
            "I've got an interview somewhere else next month, nothing's decided "
            "though. I'm still with {v} and might well stay.",
        ),
    ],
    "job_title": [
        (
            "AA job_title: trained as something else, working as X five years",
            "I trained in something completely different, but I've been working as "
            "{a} for the last five years.",
        ),
        (
            "AA job_title: mum calls them future astronaut, is X (speech)",
            "my mum still introduces me as her son the future astronaut lol but i'm "
            "{a} and honestly i love it",
        ),
        (
            "AA job_title: CV condition, currently X",
            "If you help me update my CV, keep in mind I'm currently {a} and that's "
            "the role I want to highlight.",
        ),
        (
            "AA job_title: X now, dreams of a bookshop (speech)",
            "i'm {a} right now but like long term i kind of dream about running a "
            "little bookshop somewhere",
        ),
        (
            "AA job_title: brother thinks X is easy, does it every day",
            "My brother thinks being {a} is the easiest job in the world. It isn't, "
            "trust me, I do it every single day.",
        ),
        (
            "AA job_title: evening course next month, by day still X (speech)",
            "i start an evening course next month but during the day i'm still {a} "
            "so yeah it's gonna be busy",
        ),
    ],
    "diet": [
        (
            "AA diet: used to eat everything, X for a year (speech)",
            "i used to eat literally everything but i've been {v} for about a year now",
        ),
        (
            "AA diet: recipe condition, is X, partner isn't",
            "When you suggest recipes, please remember I'm {v}. My partner isn't, but "
            "I'm the one who does most of the cooking.",
        ),
        (
            "AA diet: doctor said could relax, sticking with X",
            "My doctor said I could relax it a bit, but I'm sticking with being {v} "
            "because I feel so much better.",
        ),
        (
            "AA diet: doesn't cook, is X, mind the takeaway (speech)",
            "i don't cook much at all um but yeah i'm {v} so like keep that in mind "
            "when you suggest takeaway",
        ),
        (
            "AA diet: coworkers think it's a phase, X three years",
            "Everyone at work thinks {v} diets are just a phase. Well, I've been {v} "
            "for three years now, so.",
        ),
        (
            "AA diet: wishes could eat whatever, X now (speech)",
            "honestly i wish i could just eat whatever like i used to but i'm {v} "
            "now so there's no point tempting me",
        ),
        (
            "AA diet: barbecue on Saturday, is X, what to bring",
            "We're doing a big family barbecue on Saturday and I'm {v}, so what can "
            "I bring that I'll actually be able to eat?",
        ),
    ],
    "car": [
        (
            "AA car: doesn't drive much, has X in driveway",
            "I don't drive much these days, but I've got {a} sitting in the "
            "driveway, if that matters for the insurance stuff.",
        ),
        (
            "AA car: first car ancient, now drives X (speech)",
            "so my first car was this ancient thing that barely ran but now i drive "
            "{a} and it's night and day",
        ),
        (
            "AA car: car is X first, mechanic said service due",
            "My car's {a}, and the mechanic said it's due for a service soon. "
            "Roughly what should I expect to pay?",
        ),
        (
            "AA car: dreams of campervans, drives X for now (speech)",
            "i keep looking at campervans online and dreaming lol but for now i "
            "drive {a} and it's fine",
        ),
        (
            "AA car: road trip condition, own car is X",
            "If you're planning the road trip, factor in that I'll be taking my own "
            "car, which is {a}.",
        ),
        (
            "AA car: dad teases about driving X, paid off (speech)",
            "my dad keeps teasing me about driving {a} but like it's paid off and i "
            "love it so whatever",
        ),
        (
            "AA car: might get second car, for now just my X",
            "We might get a second car at some point, but for now it's just my {v} "
            "and it does the job.",
        ),
    ],
    "favourite": [
        (
            "AA favourite: friends roll eyes, favourite t is X",
            "My friends always roll their eyes at it, but my favourite {t} is {v} "
            "and nothing's ever changed that.",
        ),
        (
            "AA favourite: obsessed with other thing as kid, now X (speech)",
            "when i was a kid i was obsessed with something else entirely but these "
            "days my favourite {t} is definitely {v}",
        ),
        (
            "AA favourite: conversation starter condition, all-time X",
            "If you ever need a conversation starter with me, my all-time favourite {t} is {v}.",
        ),
        (
            "AA favourite: sister says terrible taste, X is favourite (speech)",
            "my sister says i have terrible taste lol but um {v} is my favourite {t} "
            "and i'll die on that hill",
        ),
        (
            "AA favourite: doesn't pick favourites, but X",
            "I'm not usually someone who picks favourites, but if I'm honest, {v} is "
            "my favourite {t}.",
        ),
        (
            "AA favourite: wishes people were into it, X hands down (speech)",
            "i wish more people around me were into it but yeah {v} is hands down my favourite {t}",
        ),
    ],
    "drink": [
        (
            "AA drink: doesn't do energy drinks, go-to is X (speech)",
            "i don't really do energy drinks but um my go to is {v} pretty much every day",
        ),
        (
            "AA drink: ordering condition, always has X",
            "If you're ever ordering for me, just get {v}. That's what I always have.",
        ),
        (
            "AA drink: friend says boring, usual is X",
            "A friend of mine says I'm boring, but my usual is {v} and I'm not changing it.",
        ),
        (
            "AA drink: energy drinks back in uni, now lives on X (speech)",
            "i used to be all about energy drinks back in uni but now i basically live on {v}",
        ),
        (
            "AA drink: partner pushes craft beer, drink is X",
            "My partner keeps trying to get me into craft beer. I humour them now "
            "and then, but my drink is {v}, always has been.",
        ),
        (
            "AA drink: supposed to drink water, usual is X (speech)",
            "i'm supposed to be drinking more water apparently but honestly my usual "
            "drink is {v} like every single day",
        ),
        (
            "AA drink: X first, shopping list condition",
            "{V} is my usual drink, so if you're putting a shopping list together, add that.",
        ),
    ],
}

NOISE_17: list[tuple[str, str]] = [
    (
        "hypothetical",
        "if i get the job at {employer} i'm moving to {city} straight away no question",
    ),
    (
        "reported",
        "My boss said I should be {a_job} instead of sitting in meetings all day, "
        "but that's just him talking.",
    ),
    ("negated", "i'm not {diet} i just don't eat much meat these days that's all"),
    (
        "other person",
        "My sister's {diet} and she lives in {city}, so whenever I visit we end up "
        "cooking at home.",
    ),
    ("plan", "im thinking about {a_car} but honestly i have no idea yet what do you think"),
    ("past", "I lived in {city} for years before all this, and I still miss it sometimes."),
    (
        "question",
        "What's it actually like working at {employer}? A friend of mine is applying there.",
    ),
    ("hypothetical", "if i were {a_job} i think i'd be way happier than i am now honestly"),
    (
        "reported",
        "my mum keeps saying i should go {diet} like her because it sorted out her health",
    ),
    ("wish", "I'd love to live in {city} one day, maybe once the kids are older."),
    ("other person", "my husband drives {a_car} and he won't let me anywhere near it lol"),
    ("past", "Back when I worked at {employer} I was {a_job}, but that was ages ago."),
    ("question", "is {diet} actually healthier or is that just marketing"),
    ("negated", "I've never been to {city}, but my cousin says it's amazing."),
    (
        "request",
        "Can you find me some {diet} recipes for my flatmate's birthday dinner? "
        "She's the only one of us who's {diet}.",
    ),
    (
        "other person",
        "My friend swears {fav} is the best {t} out there, I haven't made my mind up yet.",
    ),
    ("plan", "so um we're going to {city} in june for a wedding where should we stay"),
    ("hypothetical", "If I ever went {diet} I'd last about a week, honestly, so probably not."),
    ("reported", "my dad thinks i should get {a_car} because it's reliable whatever that means"),
    ("past", "i used to drive {a_car} but i sold it when i moved"),
    ("past", "In college I was {diet} for a while, but it didn't stick."),
    (
        "other person",
        "My coworker is obsessed with {fav}, apparently it's the greatest {t} of "
        "all time. I don't see it.",
    ),
    ("question", "do you think {a_job} earns enough to live in {city} or is that unrealistic"),
    (
        "hypothetical",
        "If {employer} offers me the position I'd have to relocate to {city}, "
        "which I'm really not sure about.",
    ),
    ("negated", "i don't work for {employer} anymore so you can forget all that"),
    (
        "reported",
        "My recruiter said, 'You'd be a perfect fit as {a_job} at {employer}', but "
        "I haven't even applied.",
    ),
    (
        "other person",
        "my kids think {fav} is the best {t} ever and i've heard about it so many "
        "times i can't stand it",
    ),
    (
        "other person",
        "my best mate just got a job as {a_job} at {employer} so we're going out "
        "to celebrate tonight",
    ),
    (
        "plan",
        "I'm hoping to retrain as {a_job} next year, assuming I can get the certification sorted.",
    ),
    ("question", "Is {a_car} any good in the snow? My brother's thinking of buying one."),
    (
        "past",
        "so i was {a_job} for like ten years and then burned out completely and "
        "now i'm just figuring things out",
    ),
    (
        "reported",
        "the nutritionist told me to try going {diet} for a month but i haven't started yet",
    ),
    (
        "negated",
        "people always assume my favourite {t} is {fav} because i mention it a lot "
        "but honestly i don't have one",
    ),
    (
        "other person",
        "My girlfriend's favourite {t} is {fav}, so I'm trying to plan something "
        "around it for her birthday.",
    ),
    ("plan", "what's the weather like in {city} in march i might have to go for work"),
    ("negated", "i don't own {a_car} that's my roommate's i just borrow it sometimes"),
    ("wish", "when i finish my degree i want to work at {employer} like that's the dream"),
    (
        "other person",
        "Our daughter just moved to {city} for uni and I can't stop worrying about her.",
    ),
    ("negated", "Everyone assumes I'm {a_job} because of how I dress, but no, not even close."),
]


SET_AC: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AC city: left hometown, living in X now, wants local info",
            "Quick update: I moved out of my hometown last month and I'm now living in {v}. "
            "Please use that for weather and local recommendations.",
        ),
        (
            "AC city: answers the assistant, based in X",
            "To answer your question, I'm based in {v} these days.",
        ),
        (
            "AC city: email style, relocated for partner's job",
            "Hi, just letting you know that we relocated to {v} for my partner's job. "
            "The street address is still being sorted out, but that's where I live now.",
        ),
        (
            "AC city: text, last box unpacked, X is home",
            "finally unpacked the last box!! {V} is officially home now",
        ),
        (
            "AC city: misses old neighbourhood, getting used to X",
            "I miss the old neighbourhood a lot, but I'm slowly getting used to life in {v}. "
            "Been here about three weeks.",
        ),
        (
            "AC city: corrects outdated record",
            "You still have me down at my old place. I don't live there anymore; I live in {v}.",
        ),
        (
            "AC city: moved in Saturday, asks for time zone",
            "We signed the lease and moved in on Saturday, so home is {v} from now on. "
            "Can you update my time zone as well?",
        ),
    ],
    "employer": [
        (
            "AC employer: left the bank, working for X, happier",
            "I left the bank in March. I'm working for {v} now and honestly I'm much happier.",
        ),
        (
            "AC employer: first week at new job done",
            "First week at my new job is done! I'm at {v} now and still learning everyone's names.",
        ),
        (
            "AC employer: answers who they work for",
            "Who do I work for? {V}, since the start of the year.",
        ),
        (
            "AC employer: email signature request",
            "Please update my email signature. I'm no longer with my previous company; "
            "I'm with {v} now.",
        ),
        (
            "AC employer: contract turned permanent",
            "Good news: the contract turned into a permanent position, "
            "so I'm officially employed by {v}.",
        ),
        (
            "AC employer: needed a change after eight years at the agency",
            "After eight years at the same agency I needed a change. "
            "I accepted an offer and I've been working at {v} for two weeks now.",
        ),
        (
            "AC employer: text style, new job, better commute",
            "new job update: I'm at {v} now. started monday and the commute is way better",
        ),
    ],
    "job_title": [
        (
            "AC job_title: got the promotion, officially X",
            "I got the promotion! As of this week I'm officially {a}.",
        ),
        (
            "AC job_title: retrained after retail",
            "After ten years in retail I went back to school, and I now work as {a}.",
        ),
        ("AC job_title: answers what they do", "What do I do for a living? I'm {a}."),
        (
            "AC job_title: role changed, update profile",
            "Can you update my profile? My role changed last month and I'm working as {a} now.",
        ),
        (
            "AC job_title: passed exams, first job as X",
            "Passed my final exams and started my first job as {a} on Monday. "
            "Still can't quite believe it.",
        ),
        (
            "AC job_title: not in sales anymore",
            "I'm not in sales anymore. These days I work as {a} at a small firm.",
        ),
        (
            "AC job_title: text, old title scrapped in reorg",
            "fyi my job title is {v} now, the old one got scrapped in the reorg",
        ),
    ],
    "diet": [
        (
            "AC diet: doctor suggested, X diet for two months",
            "My doctor suggested a change, so I've been on a {v} diet for the past two months "
            "and I plan to stick with it.",
        ),
        (
            "AC diet: I'm X now, recipes must fit",
            "I'm {v} now, so please only suggest recipes that fit.",
        ),
        (
            "AC diet: used to eat anything, switched in January",
            "I used to eat whatever was in the fridge, but I switched to a {v} diet in January "
            "and I feel a lot better.",
        ),
        (
            "AC diet: answers dietary restrictions question",
            "Dietary restrictions? Yes, I'm {v}. Have been since last spring.",
        ),
        (
            "AC diet: text, officially X this month",
            "officially {v} as of this month lol. wish me luck",
        ),
        (
            "AC diet: couple went X after documentary",
            "My wife and I both went {v} after watching a documentary, "
            "and it's stuck for over a year now.",
        ),
        (
            "AC diet: don't eat like before",
            "Please note I don't eat the way I used to. I follow a {v} diet now.",
        ),
    ],
    "car": [
        (
            "AC car: traded in old hatchback",
            "I traded in my old hatchback last weekend and bought {a}.",
        ),
        (
            "AC car: answers for parking permit",
            "The car I drive is {a}, in case you need it for the parking permit.",
        ),
        (
            "AC car: old car died, oil change reminder",
            "The old car finally died on the motorway, so I'm driving {a} now. "
            "Can you set an oil change reminder for six months from today?",
        ),
        ("AC car: text, picked up new car", "picked up the new car today!! it's {a} and I love it"),
        (
            "AC car: company car replaces the van",
            "Work gave me a company car. It's {a}, and it replaces the van I used to drive.",
        ),
        (
            "AC car: sold minivan, kids grown",
            "We sold the minivan now that the kids have moved out. What I drive these days is {a}.",
        ),
        (
            "AC car: email style, update vehicle details",
            "Hello, please update my details: my current vehicle is {a}, registered last week.",
        ),
    ],
    "favourite": [
        (
            "AC favourite: new one replaced old completely",
            "I have a new favourite {t}: {v}. It has completely replaced my old one.",
        ),
        (
            "AC favourite: answers, these days definitely X",
            "You asked what my favourite {t} is. These days it's definitely {v}.",
        ),
        (
            "AC favourite: changed mind since last talk",
            "I've changed my mind since we last talked. My favourite {t} is {v} now.",
        ),
        (
            "AC favourite: text, new favourite unlocked",
            "ok new favourite {t} unlocked: {v}. remember that pls",
        ),
        (
            "AC favourite: has to admit after years",
            "After years of saying something else, I have to admit that {v} "
            "is my favourite {t} now.",
        ),
        (
            "AC favourite: note for gift ideas",
            "For gift ideas and recommendations, note that my favourite {t} at the moment is {v}.",
        ),
        (
            "AC favourite: nothing beats X, no contest",
            "Nothing beats {v} for me anymore. It's my favourite {t}, no contest.",
        ),
    ],
    "drink": [
        (
            "AC drink: cut out energy drinks",
            "I've cut out energy drinks completely. My usual drink now is {v}.",
        ),
        (
            "AC drink: go-to when ordering for me",
            "If you're ever placing an order for me, my go-to drink is {v} now.",
        ),
        (
            "AC drink: answers what they usually drink",
            "What do I usually drink? Mostly {v} these days.",
        ),
        (
            "AC drink: used to take office machine stuff",
            "I used to grab whatever the office machine made, but now I always have {v}.",
        ),
        ("AC drink: text, new go-to", "new go-to drink: {v}. can't get enough of it"),
        (
            "AC drink: doctor said cut soda",
            "My doctor told me to cut back on soda, so {v} has become my everyday drink.",
        ),
        (
            "AC drink: café staff know the order",
            "The staff at my local café know me by now. I always order {v}.",
        ),
    ],
}

NOISE_19: list[tuple[str, str]] = [
    ("question", "Is it cheaper to live in {city} or in a smaller town nearby?"),
    ("question", "How long would it take to drive to {city} if I left early in the morning?"),
    ("question", "What's the average salary for {a_job} at {employer}?"),
    ("question", "How much does {a_car} cost new these days?"),
    ("question", "Do you know a good restaurant in {city} that does {diet} food?"),
    ("question", "Is {fav} actually that popular, or is it just my friends who like it?"),
    ("plan", "I'm thinking about moving to {city} next year, but nothing is decided yet."),
    ("plan", "Next month I might try going {diet} for a few weeks to see how I feel."),
    ("plan", "Can you find me cheap flights to {city} for the second week of June?"),
    ("application", "I applied to {employer} yesterday. Fingers crossed they call me back."),
    (
        "interview",
        "I have an interview with {employer} on Thursday for a position as {a_job}. Any tips?",
    ),
    ("trip", "We're spending a long weekend in {city} in May. What should we see?"),
    ("visit", "My sister is visiting from {city} next week, so remind me to clean the guest room."),
    ("other person", "My brother just got a job at {employer} and he's thrilled."),
    ("other person", "My daughter went {diet} recently and I never know what to cook for her."),
    ("other person", "My neighbour bought {a_car} and won't stop showing it off."),
    ("other person", "A colleague of mine works as {a_job} and says the hours are brutal."),
    ("other person", "My dad retired from {employer} last week after thirty years."),
    ("other person", "My husband's favourite {t} is {fav}, so keep that in mind for his birthday."),
    ("past", "Years ago I lived in {city} for a while, but that was a long time ago."),
    ("past", "I tried being {diet} in college but gave up after a month."),
    ("past", "I used to drive {a_car}, but I sold it and just take the bus now."),
    ("past", "I worked as {a_job} for a few years after school, but that's all behind me."),
    ("opinion", "Honestly, {city} is overrated. Too crowded and far too expensive."),
    ("opinion", "I've heard terrible things about working at {employer}. Is that true?"),
    ("opinion", "What do you think of {a_car}? Are they reliable?"),
    ("opinion", "People keep saying {fav} is the best {t} ever, but I just don't get it."),
    ("request", "Can you recommend something similar to {fav}? A friend wants a new {t} to try."),
    ("request", "Remind me to call the recruiter from {employer} tomorrow at ten."),
    ("reported", "I read that {employer} is laying off a lot of people. Sounds grim."),
    ("reported", "Saw an article saying {city} has some of the worst traffic in the world."),
    ("reported", "My friend says she's been {diet} for two years and swears by it."),
    ("considering", "I'm considering {a_car} as my next car, but I haven't test-driven one yet."),
    ("considering", "Part of me wonders if I should retrain as {a_job}. What would that involve?"),
    ("hypothetical", "If I ever moved to {city}, which neighbourhood would suit a family?"),
    ("hypothetical", "If I went {diet}, would I still get enough protein?"),
    ("negated", "I'm not moving to {city}, no matter what my boss says."),
]


SET_AD: dict[str, list[Phrasing]] = {
    "city": [
        # retired woman, 74, writes full polite sentences
        (
            "AD city: retiree couple moved near grandchildren, asks walking routes",
            "Good morning. I should let you know that my husband and I have sold the house "
            "and moved to {v} to be closer to our grandchildren. We have been here since "
            "March and are still finding our feet. Could you suggest some gentle walking "
            "routes for two people in their seventies?",
        ),
        # 20-year-old student, lower case, texting style
        (
            "AD city: student lease signed, lives there now, wants grocery budget",
            "ok so i officially live in {v} now lol. lease signed yesterday, roommate seems "
            "chill. can u help me make a grocery budget for like 60 a week",
        ),
        # busy father of three, clipped
        (
            "AD city: family relocated over summer for wife's job, school list",
            "Quick one - we relocated to {v} over the summer for my wife's job and the kids "
            "start school here next week. Need a checklist for the first day, thanks.",
        ),
        # non-native speaker from Poland, small grammar slips
        (
            "AD city: non-native, living there since two years for studies",
            "Hello, I come from small village in Poland but now I am living in {v} since two "
            "years because of my studies. My English is not perfect so please correct my "
            "email to the university if you see mistakes.",
        ),
        # consultant, formal
        (
            "AD city: formal notice now based there, adjust time zones",
            "Please note for future correspondence that I am now based in {v}; my previous "
            "office address is no longer valid. Kindly adjust any time zone assumptions "
            "accordingly when drafting meeting invitations.",
        ),
        # thirty-something joker
        (
            "AD city: plot twist, resident now despite vowing never to leave hometown",
            "Plot twist: I'm officially a resident of {v} now. Yes, me, the person who swore "
            "she'd never leave her hometown. Tell me some weird local history so I can "
            "impress people at parties.",
        ),
        # annoyed user correcting the assistant
        (
            "AD city: annoyed, stop giving old city's weather, lives there now",
            "Can you stop giving me the weather for my old city?? I live in {v} now, I've "
            "told you this. Just give me tomorrow's forecast for here.",
        ),
    ],
    "employer": [
        # new graduate, 22, excited, lower case
        (
            "AD employer: grad survived first week there, wants name tricks",
            "first week at {v} is DONE and i survived!!! still can't believe they hired me. "
            "whats a good trick to remember like 40 new names",
        ),
        # mid-career professional, formal
        (
            "AD employer: formal, joined last month after eleven years at consultancy",
            "For context on my requests going forward: I joined {v} last month, after eleven "
            "years at a small regional consultancy. I would appreciate it if your "
            "suggestions reflected the processes of a larger organisation.",
        ),
        # tired shift worker, annoyed, no punctuation care
        (
            "AD employer: another long shift there, needs email declining Saturday",
            "ugh. another 12 hour shift at {v}. remind me why i work here again. actually "
            "dont, just help me write a polite email saying i cant cover saturday",
        ),
        # non-native speaker, finance department
        (
            "AD employer: non-native, works for them since 2019, check slides",
            "Hi, I work for {v} since 2019, in the finance department. My manager ask me to "
            "prepare a presentation in English and I am nervous. Can you check my slides "
            "text?",
        ),
        # 67-year-old back at work part-time
        (
            "AD employer: retiree taken on part-time in spring, asks about calendar",
            "At 67 I never thought I would be employed again, but I have been working "
            "part-time for {v} since the spring and I must say I enjoy it. Could you explain "
            "how to use the shared calendar everyone keeps mentioning?",
        ),
        # joker
        (
            "AD employer: joking, 40 hours a week there pretending to get acronyms",
            "Life update: I now spend 40 hours a week at {v} pretending I understand the "
            "acronyms. Eight months in and nobody has caught on yet. Make me a glossary of "
            "corporate buzzwords please",
        ),
        # busy mother who changed jobs
        (
            "AD employer: parent left old job, with them now, shorter commute",
            "Left the old job, finally. I'm with {v} now - shorter commute, so I can actually "
            "do school pickup. Can you help me plan weeknight dinners around a 5:30 finish?",
        ),
    ],
    "job_title": [
        # career changer in her forties, proud
        (
            "AD job_title: retrained after fifteen years in retail, officially one now",
            "After fifteen years in retail I retrained, and as of this month I am "
            "officially {a}. Still feels strange to say it out loud! Could you help me "
            "update my LinkedIn headline?",
        ),
        # fresh graduate, lower case
        (
            "AD job_title: grad three weeks out, is one now, fears meetings",
            "im {a} now which is wild bc i graduated like 3 weeks ago. how do i not look "
            "clueless in team meetings",
        ),
        # formal professional
        (
            "AD job_title: formal, currently employed as, use title in signature",
            "Please update your records: I am currently employed as {a}. My previous "
            "position in administration ended in January. When drafting correspondence on "
            "my behalf, please use this title in the signature.",
        ),
        # annoyed
        (
            "AD job_title: annoyed, likes the job, stop sending retraining courses",
            "yes, I'm {a}. no, I'm not looking for a new career, stop sending me retraining "
            "courses. I like my job. just answer what I actually ask.",
        ),
        # immigrant, non-native
        (
            "AD job_title: non-native, working as one since last year, landlord letter",
            "I am working as {a} here since last year. Before, in my country, I was "
            "studying engineering but the diploma is not recognised. Now I need help to "
            "write letter to my landlord about the heating.",
        ),
        # mother of two toddlers
        (
            "AD job_title: parent, being one with two under three, batch cooking",
            "Being {a} and a mum of two under three is a lot some days. Any tips for batch "
            "cooking on a Sunday so the week is less chaotic?",
        ),
        # joker
        (
            "AD job_title: joking, title is X but also unofficial IT and therapist",
            "Technically my job title is {v}, but in practice I'm also unofficial IT "
            "support, therapist and snack supplier for the whole team. Write me a funny "
            "one-line bio for our team page?",
        ),
    ],
    "diet": [
        # retired man, full sentences
        (
            "AD diet: retiree changed eating since New Year on doctor's advice",
            "My doctor suggested I change how I eat, so since the New Year I have been {v}. "
            "I feel better than I have in years, although my wife grumbles about it. Would "
            "you have a simple soup recipe that fits?",
        ),
        # student, lower case
        (
            "AD diet: student went that way in january, not going back",
            "went {v} in january and honestly not going back. cheap dinner ideas? i have a "
            "rice cooker and like 3 pans",
        ),
        # non-native speaker
        (
            "AD diet: non-native, is that three months, family cooking traditional",
            "I am {v} now, is three months already. For me it was difficult in the start "
            "because my family cooking is very traditional. Can you give me a list of "
            "restaurant types that are good for me?",
        ),
        # annoyed
        (
            "AD diet: annoyed, for the hundredth time, redo the meal plan",
            "For the hundredth time, I'm {v}. Stop putting things in my meal plans that I "
            "can't eat. Redo this week's plan please.",
        ),
        # formal executive
        (
            "AD diet: formal, follows strict diet, client dinner venues",
            "For planning purposes, please note that I follow a strict {v} diet. When "
            "recommending restaurants for client dinners, ensure there are suitable options "
            "for me.",
        ),
        # busy parent, whole family
        (
            "AD diet: family switched in autumn, lunchbox ideas for 7-year-old",
            "We went {v} as a family back in the autumn - my idea, and the kids are mostly "
            "on board. Lunchbox ideas a 7-year-old will actually eat?",
        ),
        # joker
        (
            "AD diet: joking, day 214 and friends still think it's a phase",
            "Day 214 of being {v}. I have not died. My friends still think it's a phase. "
            "Tell me something I can cook that'll make them shut up about it",
        ),
    ],
    "car": [
        # retiree
        (
            "AD car: retiree traded in station wagon, first new car in twenty years",
            "We finally traded in the old station wagon and bought {a}. It's the first new "
            "car I've had in twenty years. Could you explain, in plain terms, how often I "
            "should have it serviced?",
        ),
        # 18-year-old, first car
        (
            "AD car: teen got first car used, asks road trip checks",
            "got my first car!!! its {a}, used, like 90k miles on it but she runs. what do i "
            "need to check before a long road trip",
        ),
        # annoyed, warning light
        (
            "AD car: annoyed, warning light on my car again, third time",
            "My {v} has a dashboard warning light on AGAIN. Third time this month. What does "
            "an orange triangle with an exclamation mark usually mean?",
        ),
        # non-native speaker
        (
            "AD car: non-native bought last week, first car in this country",
            "I have bought {a} last week, it is my first car in this country. I need to "
            "know the rules for parking on the street in winter, please explain simple.",
        ),
        # formal, company car
        (
            "AD car: formal, company vehicle changed, now drives one",
            "Please note that my company vehicle has been changed; I now drive {a}. Adjust "
            "the mileage log template accordingly and recalculate the reimbursement "
            "estimate.",
        ),
        # busy parent
        (
            "AD car: parent fit two car seats in back, snacks for long drive",
            "Just about managed to fit two car seats in the back of my {v}. What snacks "
            "won't wreck the upholstery on a 4-hour drive?",
        ),
        # joker
        (
            "AD car: joking, named the car Gerald, together since 2021",
            "I've named my {v} Gerald. Gerald and I have been together since 2021 and he's "
            "never let me down. Suggest a road trip playlist for me and Gerald",
        ),
    ],
    "favourite": [
        # grandmother
        (
            "AD favourite: grandchild asked, answered without hesitation",
            "My granddaughter asked me what my favourite {t} is and I told her {v}, without "
            "a moment's hesitation. Could you help me write her a little note explaining "
            "why?",
        ),
        # student, hot take
        (
            "AD favourite: student hot take, best ever and my fave, biased",
            "ok hot take but {v} is the best {t} ever and it's not even close. it's also my "
            "fave so im biased lol. what else would i like",
        ),
        # formal
        (
            "AD favourite: formal, for your reference, bear in mind",
            "For your reference, my favourite {t} is {v}. Please bear this in mind when "
            "making recommendations.",
        ),
        # non-native speaker
        (
            "AD favourite: non-native, nothing compares, asks nicer word",
            "My favorite {t} is {v}, really nothing compares for me. In my language we have "
            "a special word for this feeling. How can I say 'I like it very much' in a nicer "
            "way in English?",
        ),
        # annoyed
        (
            "AD favourite: annoyed, said it before, write it down",
            "Why do you keep acting surprised? I've said it before: {V} is my favourite {t}. "
            "Write that down somewhere.",
        ),
        # busy parent, tired
        (
            "AD favourite: parent kids asleep, still all-time favourite, wind-down",
            "Kids finally asleep. Random thought: my all-time favourite {t} is still {v} "
            "after all these years, nothing has ever topped it. Anyway, what's a good "
            "20-minute wind-down routine?",
        ),
        # joker
        (
            "AD favourite: joking, zero personality apart from it, no contest",
            "My friends say I have zero personality apart from {v}. They're right. "
            "Favourite {t}, no contest, I will not be taking questions. Anyway, write me a "
            "funny Instagram bio.",
        ),
    ],
    "drink": [
        # widower, full sentences
        (
            "AD drink: retiree drink of choice these days, late wife would laugh",
            "These days my drink of choice is {v}. My late wife would have laughed, she "
            "always said I'd never give up my builder's tea. Is there a simple way to make "
            "it at home?",
        ),
        # student in exam season
        (
            "AD drink: student basically runs on it, three a day in exams",
            "i basically run on {v} at this point. like 3 a day during exams. is that bad",
        ),
        # non-native speaker
        (
            "AD drink: non-native, every day, colleagues drink machine coffee",
            "Every day I drink {v}, it is my favourite drink. In my office the people drink "
            "always coffee from the machine, but not me.",
        ),
        # formal
        (
            "AD drink: formal, usual order when booking meetings",
            "When booking meetings at cafés or bars on my behalf, please note that my usual "
            "order is {a}.",
        ),
        # busy mother
        (
            "AD drink: parent swapped 3pm energy drink, go-to now",
            "Swapped the 3pm energy drink for {v} a couple of months ago and honestly I'm a "
            "nicer mum for it. It's my go-to now.",
        ),
        # annoyed
        (
            "AD drink: annoyed, stop suggesting smoothies, has it every day",
            "No, I don't want you to suggest smoothies again. I drink {v}, that's my thing, "
            "it's what I have every single day.",
        ),
        # joker
        (
            "AD drink: joking, longest relationship, five years every day",
            "Honestly my longest relationship is with {v}. Five years, every day, no "
            "regrets. Write it a short love poem?",
        ),
    ],
}

NOISE_20: list[tuple[str, str]] = [
    # questions
    ("question", "what's the cost of living like in {city} compared to the rest of the country?"),
    ("question", "How hard is it to get hired at {employer}? What are their interviews like?"),
    ("question", "What does {a_job} actually do all day? Asking for a school project."),
    ("question", "is a {diet} diet safe for teenagers? my son wants to try it"),
    ("question", "Is {a_car} any good in snow? We're shopping around for one."),
    # plans and wishes
    (
        "plan",
        "We might move to {city} next year if my husband's transfer goes through. "
        "Nothing is decided yet.",
    ),
    ("plan", "thinking of applying to {employer} after i graduate, any advice??"),
    ("wish", "I wish I could go {diet}, but I love cheese far too much."),
    ("wish", "One day I will own {a_car}. One day."),
    # other people
    (
        "other person",
        "My daughter just got a job at {employer}, so proud of her! What's a "
        "nice congratulations gift?",
    ),
    ("other person", "My brother is {a_job} and he says the hours are brutal. Is that normal?"),
    ("other person", "my roommate just went {diet} and now the fridge is a war zone lol"),
    (
        "other person",
        "My neighbour drives {a_car} and parks it across my driveway every "
        "morning. How do I bring it up politely?",
    ),
    ("other person", "My husband's favourite {t} is {fav}. Any ideas for his birthday?"),
    # past, over
    ("past", "Back in the eighties I lived in {city} for a couple of years. Has it changed much?"),
    (
        "past",
        "I worked at {employer} years ago, long before they reorganised everything. "
        "Left in 2009 and never looked back.",
    ),
    ("past", "I was {diet} for a while in college but it didn't stick."),
    ("past", "sold {a_car} last month, dont miss it at all"),
    # negated
    (
        "negated",
        "I'm not {a_job}, I just watch a lot of TV about it, so keep the explanation simple.",
    ),
    # hypotheticals
    ("hypothetical", "If I moved to {city}, how much would I need to earn to live comfortably?"),
    ("hypothetical", "Hypothetically, if I became {a_job} at 45, would it be too late?"),
    # opinions
    ("opinion", "Honestly {fav} is overrated as a {t}. Fight me."),
    ("opinion", "Is it just me or does {employer} have the worst customer service ever?"),
    # recommendation requests
    ("request", "My best friend loves {fav}. What other {t} would she enjoy?"),
    (
        "request",
        "I'm hosting a dinner party and half my guests are {diet}. Recommend a menu please.",
    ),
    # news and reported speech
    ("news", "Did you see {employer} is laying off ten percent of its staff? Crazy."),
    (
        "news",
        "Saw a headline that {city} is now one of the most expensive cities in the "
        "world. Is that true?",
    ),
    ("reported", "My doctor says I should try eating {diet}. What would that involve?"),
    # comparison
    ("comparison", "Which is cheaper to insure, {a_car} or a second-hand minivan?"),
    ("comparison", "{city} or somewhere by the sea for a long weekend in October? Can't decide."),
    # creative request
    ("request", "Write a short story about {a_job} who drives {a_car} around {city}."),
]


SET_AE: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AE city: plain statement plus request to use it for local stuff",
            "I live in {v} now, so please use that for the weather and anything local.",
        ),
        (
            "AE city: lowercase, last box unpacked, home now",
            "finally unpacked the last box lol. {v} is officially home now and i already "
            "love my little street",
        ),
        (
            "AE city: address changed as of Monday",
            "As of Monday my address is in {v}. The move went smoother than expected, "
            "thank goodness.",
        ),
        (
            "AE city: relocated in March for spouse's transfer",
            "We relocated to {v} in March because my husband's company transferred him, "
            "so that's where we're based now.",
        ),
        (
            "AE city: formal retiree, residing since retirement",
            "Dear assistant, please note that I have been residing in {v} since my "
            "retirement last spring. My daughter set this app up for me.",
        ),
        (
            "AE city: abbreviations, forgot to tell, asks for dentist",
            "fyi been living in {v} for abt 3 months now, keep forgetting to tell u. "
            "any good dentists near me?",
        ),
        (
            "AE city: three weeks in, still getting lost, reminder request",
            "Three weeks into life in {v} and I still get lost going to the grocery store. "
            "Can you remind me to register with a doctor here?",
        ),
    ],
    "employer": [
        (
            "AE employer: started Monday, badge system",
            "Started at {v} on Monday! Still figuring out the badge system but everyone's "
            "been lovely.",
        ),
        (
            "AE employer: formal, employed since leaving previous post",
            "For your records: I am now employed by {v}, having left my previous position "
            "in January.",
        ),
        (
            "AE employer: lowercase, contract signed, wants team bio",
            "ok so i officially work for {v} now, contract signed and everything. can u "
            "help me write a bio for the team page",
        ),
        (
            "AE employer: pinching myself, two weeks in",
            "Honestly still pinching myself that I got the job at {v}. Two weeks in and I "
            "actually like Mondays now.",
        ),
        (
            "AE employer: left agency over hours, there since new year",
            "I left the agency because the hours were killing me, and I've been at {v} "
            "since the start of the year. Way better balance.",
        ),
        (
            "AE employer: update email signature, with them now",
            "Can you update my email signature? I'm with {v} now, so the old company name "
            "needs to go.",
        ),
        (
            "AE employer: abbreviations, almost a year, review reminder",
            "been at {v} almost a yr now, time flies. remind me my performance review is "
            "next thurs",
        ),
    ],
    "job_title": [
        (
            "AE job_title: promoted this week, excited",
            "I got promoted! I'm officially {a} as of this week \U0001f389",
        ),
        (
            "AE job_title: retrained after retail",
            "After ten years in retail I retrained, and I now work as {a}. It's hard work "
            "but I finally feel useful.",
        ),
        (
            "AE job_title: lowercase btw, explains different questions",
            "im {a} now btw, switched over in the summer. so if my questions sound "
            "different thats why",
        ),
        (
            "AE job_title: formal, tailor career suggestions",
            "Please be aware that I am currently employed as {a}; kindly tailor any career "
            "suggestions accordingly.",
        ),
        (
            "AE job_title: title sounds weird, LinkedIn headline",
            "{V} is my job title now, which still sounds weird to say out loud. Can you "
            "help me update my LinkedIn headline?",
        ),
        (
            "AE job_title: small place downtown, loving it",
            "These days I'm working as {a} at a small place downtown, and I'm loving it.",
        ),
        (
            "AE job_title: typo, passed probation, no longer temp",
            "Passed my probation so I'm permanantly {a} now, not a temp anymore. Relieved tbh.",
        ),
    ],
    "diet": [
        (
            "AE diet: since January, keep in mind for recipes",
            "I've been {v} since January and honestly I feel great, so please keep that in "
            "mind when you suggest recipes.",
        ),
        (
            "AE diet: doctor's orders, meal planning request",
            "Doctor's orders: I'm on a {v} diet now. Can you help me plan next week's meals?",
        ),
        (
            "AE diet: lowercase fyi, started last month",
            "fyi my diet is {v} now, started last month after a lot of reading. still "
            "getting used to it lol",
        ),
        (
            "AE diet: formal couple on nutritionist advice",
            "My wife and I have both adopted a {v} way of eating this year, on the advice "
            "of our nutritionist.",
        ),
        (
            "AE diet: best decision, six months in",
            "Going {v} was the best decision I made this year. Six months in and no regrets!",
        ),
        (
            "AE diet: filter restaurant recommendations",
            "Heads up for restaurant recs: I'm {v} these days, so filter accordingly please.",
        ),
        (
            "AE diet: missing apostrophes, a whole year, sister's bet",
            "Ive stuck with {v} eating for a whole year now, my sister bet i wouldnt last a "
            "week haha",
        ),
    ],
    "car": [
        (
            "AE car: picked up new car today, service reminder",
            "Picked up my new car today, {a}! Can you remind me when the first service is due?",
        ),
        (
            "AE car: traded in the minivan last weekend",
            "I drive {a} now, traded in the old minivan last weekend.",
        ),
        (
            "AE car: formal vehicle details update",
            "Please update my vehicle details: I now own {a}, purchased in April. The "
            "previous car has been sold.",
        ),
        (
            "AE car: lowercase, car in the shop, needs rental",
            "my {v} is in the shop again, ugh. can u find me a rental place open on sunday",
        ),
        (
            "AE car: last payment made, fully mine",
            "Finally made the last payment on my {v}, so it's fully mine now. First car "
            "I've ever owned outright!",
        ),
        (
            "AE car: sold hatchback when baby came",
            "I sold my hatchback when the baby came and got {a} instead. More room, worse parking.",
        ),
        (
            "AE car: lowercase, driving since spring, wish switched sooner",
            "been driving {a} since the spring and honestly i love it, wish id switched sooner",
        ),
    ],
    "favourite": [
        (
            "AE favourite: plain, in case you pick something for me",
            "My favourite {t} is {v}, in case you ever need to pick something for me.",
        ),
        (
            "AE favourite: hands down, for a couple of years",
            "Hands down, {v} is my favourite {t} right now. It has been for a couple of years.",
        ),
        (
            "AE favourite: lowercase, friends tease, still fave",
            "lol my friends tease me but {v} is still my fave {t}, nothing's topped it",
        ),
        (
            "AE favourite: formal preferred, suggestions",
            "For your notes: my preferred {t} is {v}. I would appreciate it if suggestions "
            "took that into account.",
        ),
        (
            "AE favourite: changed last year, now this",
            "These days if you ask me my favourite {t}, the answer is {v}. Used to be "
            "something else entirely, but that changed last year.",
        ),
        (
            "AE favourite: came up at dinner, never told you, US spelling",
            "ok random but you should know {v} is my all-time favorite {t}. just came up at "
            "dinner and realised i never told you",
        ),
        (
            "AE favourite: asked today, number one, no hesitation",
            "Someone asked me my number one {t} today and I didn't even hesitate: {v}. Always is.",
        ),
    ],
    "drink": [
        (
            "AE drink: go-to drink, ordering for me",
            "My go-to drink is {v}, so if you're ever ordering for me, that's the one.",
        ),
        (
            "AE drink: switched usual since cutting soda",
            "Since I cut back on soda over the summer, {v} has become my usual drink. "
            "Feels like a good swap.",
        ),
        (
            "AE drink: lowercase, order it every time we go out",
            "whenever we go out i order {a}, every single time. my friends have stopped asking lol",
        ),
        (
            "AE drink: formal, drink of choice, rarely anything else",
            "Please make a note that my drink of choice is {v}. I rarely have anything else.",
        ),
        (
            "AE drink: these days, no more sugary stuff",
            "{V} is my drink these days. Used to be all about the sugary stuff but not anymore.",
        ),
        (
            "AE drink: remember my usual, stop suggesting others",
            "Can you remember that my usual is {a}? The place near work knows it by heart "
            "but you keep suggesting other stuff.",
        ),
        (
            "AE drink: lowercase thru and thru, all i drink anymore",
            "im a {v} person thru and thru, pretty much all i drink anymore",
        ),
    ],
}

NOISE_21: list[tuple[str, str]] = [
    ("question", "Is {city} a good place to raise kids? Just curious what people say."),
    (
        "plan",
        "Thinking about moving to {city} next year if the rent situation here "
        "doesn't get any better.",
    ),
    (
        "application",
        "Just sent off my application to {employer}. Fingers crossed, they "
        "said two weeks to hear back.",
    ),
    (
        "question",
        "Got an interview with {employer} on Thursday for {a_job} role - any "
        "tips on what they'll ask?",
    ),
    (
        "other person",
        "My brother just got hired at {employer} and won't stop talking about the free lunches.",
    ),
    (
        "other person",
        "My mom's been {diet} for years and I still never know what to cook when she visits.",
    ),
    ("past", "Back in college I was {diet} for about a semester, then I caved at a barbecue."),
    ("past", "i used to drive {a_car} in my twenties but sold it ages ago"),
    ("wish", "One day I'd love to own {a_car}, but that's not happening on my budget."),
    ("question", "Is {a_car} any good on icy roads? Asking for a friend."),
    (
        "hypothetical",
        "If I ever quit my job, I think I'd retrain as {a_job}. Does that sound crazy?",
    ),
    ("question", "How long does it take to become {a_job}? My niece is asking and I have no clue."),
    ("opinion", "Honestly I don't get the hype around {fav}. People rave and I just shrug."),
    ("reported", "My coworker swears {fav} is the best {t} out there. Is that actually true?"),
    ("news", "Did you see the news about {employer} laying people off? Crazy."),
    ("news", "saw that {city} got hit by a huge storm last night, hope everyone's ok"),
    (
        "negated",
        "I'm not {diet}, I just don't like mushrooms, so please stop suggesting those recipes.",
    ),
    ("negated", "No, I don't live in {city}, I was only there for a conference last week."),
    ("other person", "My partner wants us to relocate to {city} but I'm really not sure about it."),
    ("plan", "Planning a trip to {city} in October. Which neighbourhoods should we stay in?"),
    (
        "request",
        "Can you suggest a {t} similar to {fav}? My friends and I want to branch out a bit.",
    ),
    (
        "hypothetical",
        "Fun game: if you could only have one {t} forever, would {fav} be a "
        "good pick? I've never really thought about it.",
    ),
    ("past", "I worked at {employer} for two summers in high school. Those were some long shifts."),
    (
        "other person",
        "Does {employer} have a good reputation as a place to work? My "
        "cousin just got an offer from them.",
    ),
    ("wish", "Sometimes I wish I'd trained to be {a_job} when I was younger, but oh well."),
    ("comparison", "Is it cheaper to run {a_car} or to just take the bus everywhere?"),
    (
        "other person",
        "My neighbor just bought {a_car} and parks it across my driveway every single morning.",
    ),
    ("question", "is a {diet} diet actually healthy long term or is it just a trend"),
    (
        "other person",
        "My dad's favourite {t} is {fav}, so I'm trying to plan his birthday around that.",
    ),
    (
        "plan",
        "Thinking about eating {diet} for a month, maybe after the holidays. Any "
        "tips before I decide?",
    ),
    (
        "reported",
        "My doctor suggested I look into going {diet}, but I haven't decided anything yet.",
    ),
    ("question", "what time is it in {city} right now? need to call my aunt"),
]


SET_AF: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AF city: dry cleaner open sundays near my flat in X",
            "can you find me a dry cleaner open on sundays? somewhere near my flat in {v}, "
            "i don't want to drive far",
        ),
        (
            "AF city: sister flying in to visit me in X",
            "My sister's flying in to visit me in {v} next Friday. Could you suggest a few "
            "things to do around here that aren't too touristy?",
        ),
        (
            "AF city: rent went up, living in X is bleeding me dry",
            "ugh the rent went up again. living in {v} is bleeding me dry, help me make a "
            "budget that doesn't involve eating rice every night",
        ),
        (
            "AF city: three years in X and still no dentist",
            "Been in {v} almost three years now and I still haven't found a decent dentist. "
            "Any tips on how to pick one?",
        ),
        (
            "AF city: back home to X after two weeks, fridge is a crime scene",
            "just got back home to {v} after two weeks away and my fridge is a crime scene. "
            "quick grocery list for the week pls",
        ),
        (
            "AF city: last box unpacked, X officially home, change of address",
            "We finally unpacked the last box! {V} is officially home now. Can you help me "
            "write a change-of-address note for my bank?",
        ),
        (
            "AF city: only one of my friends still living in X (typo)",
            "Im the only one of my freinds still living in {v}, everyone else moved away "
            "over the years. feeling kinda lonely tbh, how do adults make new friends",
        ),
    ],
    "employer": [
        (
            "AF employer: email to my manager at X for a day off",
            "I need to take Thursday off for my son's surgery. Can you help me write an email "
            "to my manager at {v}? Keep it short.",
        ),
        (
            "AF employer: first paycheck from X landed",
            "first paycheck from {v} just landed!! what should i do w it, emergency fund or "
            "pay off the card",
        ),
        (
            "AF employer: team potluck at X on Friday",
            "Our team at {v} is doing a potluck on Friday, I need something I can make the "
            "night before that travels well.",
        ),
        (
            "AF employer: six years at X, badge photo, annual review",
            "Been working for {v} for six years now and my badge photo is still from my first "
            "week, lol. Anyway, can you help me prep for my annual review?",
        ),
        (
            "AF employer: health plan X gives its employees, physio",
            "does my health insurance cover physio? it's the standard plan {v} gives all of "
            "us employees, nothing fancy",
        ),
        (
            "AF employer: quit old job, three months at X, like Mondays",
            "Quitting my old job was the best decision I ever made. Three months at {v} and "
            "I actually like Mondays now. Weird feeling.",
        ),
        (
            "AF employer: 50 min commute to X, ask HR for remote day",
            "my commute to {v} is 50 mins each way. worth asking HR for one remote day a week? "
            "how would i even phrase that",
        ),
    ],
    "job_title": [
        (
            "AF job_title: X for eleven years, burning out",
            "I've been {a} for eleven years and I think I'm burning out. How do people figure "
            "out what else they're good at?",
        ),
        (
            "AF job_title: explaining to my 6yo that I'm X",
            "what's a good way to explain what i do to my 6yo? she keeps asking and "
            "'mommy is {a}' isn't cutting it anymore",
        ),
        (
            "AF job_title: LinkedIn headline says job hunting, I'm X now",
            "My LinkedIn headline still says I'm job hunting, lol. Can you rewrite it? "
            "I'm {a} now, started back in March.",
        ),
        (
            "AF job_title: taxes, I work as X and buy my own supplies",
            "taxes question: i work as {a} and buy a lot of my own supplies out of pocket. "
            "can any of that be deducted?",
        ),
        (
            "AF job_title: toast for retiring coworker, I'm X too",
            "Help me write a toast for my coworker's retirement party. I'm {a} too, and she "
            "basically trained me when I started, so it should be warm but funny.",
        ),
        (
            "AF job_title: parents think I'm rich because I'm X",
            "my parents think that because I'm {a} I must be rich lol. I'm not. help me "
            "figure out if I can afford a used car this year",
        ),
        (
            "AF job_title: dating profile, Job: X, is it boring",
            "Writing my dating profile. Job: {a}. Is that boring? How do I make it sound "
            "interesting without lying",
        ),
    ],
    "diet": [
        (
            "AF diet: in-laws Thanksgiving, I'm the only X one",
            "Going to my in-laws for Thanksgiving and I'm the only {v} one there. What can I "
            "bring so I'm not stuck eating bread rolls all night?",
        ),
        (
            "AF diet: weekly meal plan, X, cooking for one",
            "can u give me a weekly meal plan? i'm {v}, cooking for one, and hate doing dishes",
        ),
        (
            "AF diet: birthday restaurant, been X since 2019",
            "Booking a table for my birthday and I need somewhere I can actually eat, I've "
            "been {v} since 2019. What should I ask the restaurant when I call?",
        ),
        (
            "AF diet: bloodwork good after six months X",
            "Doctor's happy with my bloodwork!! Six months {v} and my cholesterol is way down. "
            "Remind me to book the follow-up in December.",
        ),
        (
            "AF diet: on an X diet, office only orders pizza",
            "I'm on a {v} diet and the office only ever orders pizza. how do i bring it up "
            "without being that person",
        ),
        (
            "AF diet: husband keeps forgetting I'm X",
            "My husband keeps 'forgetting' that I'm {v} and ordering for both of us. Help me "
            "word a gentle but firm text lol",
        ),
        (
            "AF diet: hike snacks, reminder im X",
            "3 day hike this weekend, need snack ideas that travel well. reminder im {v}!!",
        ),
    ],
    "car": [
        (
            "AF car: my X clicking when turning left",
            "My {v} is making a clicking noise when I turn left. Is that something I can "
            "drive on for a week or should I get it in today?",
        ),
        (
            "AF car: road trip in my X with a baby, packing",
            "road trip in my {v} next month with the baby, how do i fit a crib, a stroller "
            "and two suitcases in there",
        ),
        (
            "AF car: insurance renewal wants more for the X",
            "Insurance renewal came in and they want $200 more for the {v}. I haven't had a "
            "single claim. Can you help me write to them?",
        ),
        (
            "AF car: kid named our X Sir Beeps, winter tires",
            "lol my kid named our {v} 'Sir Beeps'. anyway, when's the best time to get "
            "winter tires put on?",
        ),
        (
            "AF car: i drive X, parking downtown nightmare",
            "i drive {a} and parking downtown is a nightmare. any apps that show open spots "
            "near the theater?",
        ),
        (
            "AF car: finally paid off the X, where should the money go",
            "Finally paid off the {v} this month!! No more car payments. Where should that "
            "$380 a month go now?",
        ),
        (
            "AF car: traded in minivan, I'm in X now, tire pressure",
            "Traded in the old minivan last weekend, so I'm in {a} now. What's the "
            "recommended tire pressure, do you know?",
        ),
    ],
    "favourite": [
        (
            "AF favourite: argument with roommate, X best T and my favourite",
            "Settling an argument with my roommate: I say {v} is the best {t} of all time, "
            "and it's also my personal favourite. Give me some arguments to back me up?",
        ),
        (
            "AF favourite: profile bio, fav T: X",
            "for my profile bio: fav {t}: {v}. can you make the rest of it sound less awkward",
        ),
        (
            "AF favourite: 30th birthday theme, favourite T has always been X",
            "Planning my 30th and my friends want a theme. My favourite {t} has always been "
            "{v}, so can we work with that somehow?",
        ),
        (
            "AF favourite: people laugh, favourite T is X, nothing comes close",
            "People laugh when I say my favourite {t} is {v}, but honestly nothing else "
            "comes close for me.",
        ),
        (
            "AF favourite: work icebreaker, i said X obviously",
            "icebreaker at work asked everyone's favourite {t}. i said {v} obviously, and now "
            "two people want to talk about it at lunch lol",
        ),
        (
            "AF favourite: if anyone asks what to get me, obsessed with X",
            "If anyone asks what to get me: I'm obsessed with {v}, still my number one {t} "
            "after all these years. Can you keep that in mind for my wishlist?",
        ),
        (
            "AF favourite: gratitude list, top is X, favourite T hands down",
            "Been listing things I love for my therapist's gratitude exercise. Top of the "
            "list: {v}, my favourite {t} hands down.",
        ),
    ],
    "drink": [
        (
            "AF drink: place downstairs knows my order, X every time",
            "the guy at the place downstairs knows my order by heart now, {a} every single "
            "time. is it weird to bring him a christmas card?",
        ),
        (
            "AF drink: cutting spending but my X habit stays",
            "I'm trying to cut back on spending but my {v} habit stays, non-negotiable. What "
            "else can go?",
        ),
        (
            "AF drink: X basically the only thing I drink besides water",
            "{V} is basically the only thing I drink besides water. Is that bad for me?",
        ),
        (
            "AF drink: shopping list, out of X, can't function without my usual",
            "Add {v} stuff to my shopping list, I'm out and I can't function without my usual.",
        ),
        (
            "AF drink: first date at a bar, i always get X",
            "first date tonight at a bar. what do i order?? i always get {a} but is that "
            "weird on a date",
        ),
        (
            "AF drink: friends over, I'll make my usual X for myself",
            "Friends are coming over Saturday. I'll make my usual {v} for myself, but what "
            "should I serve everyone else?",
        ),
        (
            "AF drink: doctor asked what I drink most days, X",
            "Doctor asked what I drink most days. Told her {v}, honestly. She didn't look "
            "thrilled lol",
        ),
    ],
}

NOISE_22: list[tuple[str, str]] = [
    ("question", "What's the average rent for a one-bedroom in {city} these days?"),
    (
        "considering",
        "Thinking about moving to {city} next year if the job market holds up. What "
        "neighborhoods should I look at?",
    ),
    (
        "application",
        "Can you proofread my cover letter? I'm applying to {employer} and I really don't "
        "want to mess this one up.",
    ),
    (
        "other person",
        "my brother just started at {employer} and he's already complaining about the commute lol",
    ),
    ("past", "Back when I lived in {city} I used to walk everywhere. I miss that sometimes."),
    ("wish", "I wish I could afford {a_car}, but it's not happening this year."),
    (
        "other person",
        "My neighbour just bought {a_car} and keeps parking it across my driveway. How do I "
        "bring it up nicely?",
    ),
    ("hypothetical", "If I became {a_job}, how many years of school would I need?"),
    (
        "other person",
        "My daughter wants to be {a_job} when she grows up. Any kids' books about that?",
    ),
    (
        "past",
        "I was {a_job} for a couple of years in my twenties before I switched careers "
        "completely. Feels like another life.",
    ),
    ("question", "Is a {diet} diet actually healthier or is it mostly marketing?"),
    (
        "other person",
        "roommate went {diet} last month and now the fridge is half tofu. recipes we can both eat?",
    ),
    (
        "considering",
        "I'm thinking about trying {diet} for a month, just to see. What's the hardest part "
        "for beginners?",
    ),
    ("past", "tried going {diet} once and lasted four days. never again lol"),
    ("opinion", "Hot take: {fav} is overrated. Change my mind."),
    (
        "other person",
        "My wife's favourite {t} is {fav}, so help me plan a surprise around it for our "
        "anniversary.",
    ),
    (
        "recommendation",
        "Can you recommend a {t} similar to {fav}? Everyone keeps bringing it up and I've "
        "never really gotten into it.",
    ),
    ("news", "did you see {employer} is laying off 10% of staff? crazy"),
    ("comparison", "Which is safer in snow, {a_car} or a small SUV?"),
    (
        "request",
        "Book a table in {city} for my parents' anniversary, they're visiting there in June.",
    ),
    ("question", "How do people get hired at {employer}? Do they do whiteboard interviews?"),
    (
        "hypothetical",
        "If you had to choose between living in {city} and somewhere out in the "
        "countryside, which would you pick?",
    ),
    ("reported", "My coworker says {a_job} earns way more than we do. Is that true?"),
    (
        "negated",
        "I'm not {diet}, I just don't like mushrooms. Please stop suggesting {diet} recipes.",
    ),
    (
        "plan",
        "Test driving {a_car} on saturday. what should i check before i even think about "
        "buying it?",
    ),
    ("past", "Sold {a_car} last year and I still kinda miss it."),
    ("reported", "My friend says {fav} is the best {t} ever. Is she right?"),
    ("past", "In college my favourite {t} was {fav}. Funny how tastes change."),
    ("question", "Does {employer} have an office in {city}?"),
    (
        "other person",
        "My uncle was {a_job} at {employer} for twenty years and just retired. Card ideas?",
    ),
    (
        "hypothetical",
        "If I ever got an offer from {employer}, should I negotiate the first number they give me?",
    ),
    ("news", "Saw on the news that {city} is getting a new metro line. Any idea when it opens?"),
]


SET_AG: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AG city: lower-case fyi, home base for three years, staying put",
            "fyi home base is {v} these days. moved over about three years ago and im staying put",
        ),
        (
            "AG city: retired couple moved there last spring, local tips please",
            "I should mention that my husband and I retired to {v} last spring, so any "
            "local recommendations ought to be for there, please.",
        ),
        (
            "AG city: needs weekend plumber near me, landlord not answering",
            "Need a plumber who does weekends near me in {v}, the kitchen sink is leaking "
            "everywhere and my landlord isn't answering his phone",
        ),
        (
            "AG city: bus strike here again, walked home in the rain",
            "Another bus strike here in {v} today so I walked home in the rain lol. "
            "Remind me to buy a proper umbrella tomorrow pls",
        ),
        (
            "AG city: uni student renting a tiny room, keep it cheap",
            "Quick bit of background: I'm a uni student renting a tiny room in {v}, so "
            "keep your suggestions cheap and local.",
        ),
        (
            "AG city: our flat there is freezing, insulation without annoying landlord",
            "Our flat in {v} gets absolutely freezing in winter. Any cheap ways to "
            "insulate the windows without annoying the landlord?",
        ),
        (
            "AG city: grew up on a farm, city address since 2019",
            "Grew up on a farm but I'm a city person now - {V} has been my address since "
            "2019 and I'm not leaving.",
        ),
    ],
    "employer": [
        (
            "AG employer: passed probation, it's official, staying on",
            "Just passed my probation at {v}!! So it's official, I'm staying on there.",
        ),
        (
            "AG employer: HR email about four-day week after six years",
            "Can you help me word an email to HR? I've been at {v} for six years and I "
            "want to ask about switching to a four-day week.",
        ),
        (
            "AG employer: fire alarm at work twice, staff stood outside",
            "Long day at work. The fire alarm at {v} went off twice and all of us staff "
            "had to stand in the car park for an hour \U0001f644",
        ),
        (
            "AG employer: fwiw my employer, benefits and pto questions mean them",
            "fwiw my employer is {v}, been there 2 yrs, so if i ask about benefits or pto "
            "thats who i mean",
        ),
        (
            "AG employer: non-native phrasing, working for them since last year",
            "I am working for {v} since last year, it is a good place and I plan to stay there.",
        ),
        (
            "AG employer: work badge stopped working, signed in like a visitor",
            "my work badge at {v} stopped working this morning and security made me sign "
            "in like a visitor lol. how do i politely tell facilities to sort it",
        ),
        (
            "AG employer: freelance life behind, on the payroll now with pension",
            "Left the freelance life behind - I'm on the payroll at {v} now, full time, "
            "with a proper pension and everything.",
        ),
    ],
    "job_title": [
        (
            "AG job_title: eleven years in the role, still likes it",
            "I've been {a} for about eleven years and I still like it most days, which I "
            "gather is rare.",
        ),
        (
            "AG job_title: LinkedIn headline help, wants it less boring",
            "Can you help me update my LinkedIn headline? Right now I'm {a} and I want it "
            "to sound less boring.",
        ),
        (
            "AG job_title: explaining the job to a seven-year-old",
            "My kid asked what I do all day, I said I'm {a} and she looked so unimpressed "
            "\U0001f602 how do I explain my job to a seven-year-old?",
        ),
        (
            "AG job_title: lower-case context, got the job last autumn",
            "for context im {a}, got the job last autumn and still settling in",
        ),
        (
            "AG job_title: professionally speaking, since training, still at it",
            "Professionally speaking, I'm {a}. Have been since I finished my training, "
            "and I'm still at it.",
        ),
        (
            "AG job_title: tax question about side gigs on top of the job",
            "tax q: im {a} and i pick up a few side gigs on weekends too, do i need to "
            "file anything extra?",
        ),
        (
            "AG job_title: switched careers at 40, suits better than twenties work",
            "Switched careers at 40 and never looked back. These days I'm {a}, and "
            "honestly it suits me better than anything I did in my twenties.",
        ),
    ],
    "diet": [
        (
            "AG diet: just so you know, five years, no recipes that don't fit",
            "Just so you know, I'm {v} - have been for about five years, so please don't "
            "suggest recipes that don't fit that.",
        ),
        (
            "AG diet: in-laws for Sunday lunch, they very much are not",
            "My in-laws are coming for Sunday lunch. I'm {v}, they very much are not "
            "\U0001f605 can you help me plan a menu that works for everyone?",
        ),
        (
            "AG diet: lower-case, eating that way since january, not going back",
            "been eating {v} since january and feeling great tbh, not going back",
        ),
        (
            "AG diet: quick train breakfast that fits how I eat now",
            "whats a quick breakfast i can eat on the train? has to be {v} because thats "
            "how i eat now",
        ),
        (
            "AG diet: told grandma at dinner, she kept filling the plate",
            "Told my grandma at dinner that I'm {v} now and she just kept piling food on "
            "my plate anyway. Love her.",
        ),
        (
            "AG diet: agreed with doctor last year, stuck with it",
            "My doctor and I agreed on it last year and I've stuck with it ever since: I "
            "follow a {v} diet.",
        ),
        (
            "AG diet: date night restaurant with options for me",
            "restaurant ideas for date night friday? i'm {v} so somewhere with more than "
            "one option on the menu for me pls",
        ),
    ],
    "car": [
        (
            "AG car: my car's bought used two years ago, solid",
            "My car's {a}. Bought it used two years ago and it's been solid.",
        ),
        (
            "AG car: tyre rotation question, mostly motorway miles",
            "How often should I rotate the tyres on my {v}? I do mostly motorway miles.",
        ),
        (
            "AG car: reversed into in supermarket car park, insurance claim",
            "Some guy reversed into my {v} in the supermarket car park and just drove "
            "off. Ugh. What info do I need for the insurance claim?",
        ),
        (
            "AG car: one car household, fyi for road trips",
            "we're a one car household and that car is {a}, just fyi for any road trip planning",
        ),
        (
            "AG car: orange engine warning light, safe to drive to work?",
            "Warning light came on in my {v} this morning, a little orange one shaped "
            "like an engine. Is it safe to drive to work?",
        ),
        (
            "AG car: sold the old banger, driving it now and loving it",
            "Finally got rid of my old banger last month. I'm driving {a} now and loving it.",
        ),
        (
            "AG car: paid it off, finally all mine",
            "paid off my {v} last week!!! it's finally all mine \U0001f389",
        ),
    ],
    "favourite": [
        (
            "AG favourite: no contest, has been for years",
            "My favourite {t}? {V}, no contest. Has been for years.",
        ),
        (
            "AG favourite: own birthday party invitations themed on it",
            "Planning my own birthday party (sad, I know). Could you theme the "
            "invitations around my favourite {t}, which is {v}?",
        ),
        (
            "AG favourite: lower-case all time fav, die on this hill",
            "ok random but my all time fav {t} is {v} and i will die on this hill",
        ),
        (
            "AG favourite: poem for partner with a nod to it",
            "Can you write a short poem for my partner? Sneak in a nod to {v}, it's my "
            "favourite {t} and they'll get the joke.",
        ),
        (
            "AG favourite: older user, grandchildren tease about it",
            "If you are keeping notes about me, my favourite {t} is {v}. My "
            "grandchildren tease me about it.",
        ),
        (
            "AG favourite: friend surprised me after a bad week",
            "Had the worst week but then a friend surprised me with something "
            "{v}-themed because she knows it's my favourite {t} \u2764\ufe0f",
        ),
        (
            "AG favourite: nothing beats it, hands down",
            "Nothing beats {v} as far as I'm concerned. Favourite {t}, hands down.",
        ),
    ],
    "drink": [
        (
            "AG drink: whenever I get to pick, every single time",
            "Whenever I get to pick what I'm drinking, it's {a}. Every single time.",
        ),
        (
            "AG drink: place by the office closed, lost without my usual",
            "Can you find places near the office that do a decent {v}? The one by work "
            "closed and I'm lost without my usual.",
        ),
        (
            "AG drink: lower-case go to, pretty much every day",
            "my go to drink is {v}, have it pretty much every day",
        ),
        (
            "AG drink: friends order it before I arrive, predictable",
            "My friends have started ordering {a} for me before I even arrive. Guess I'm "
            "predictable \U0001f602",
        ),
        (
            "AG drink: for the record, my usual, start there",
            "For the record: {v} is my usual, so if you're ever suggesting a drink, start there.",
        ),
        (
            "AG drink: calories question, one every afternoon",
            "how many calories in {a}? asking bc i have one basically every afternoon",
        ),
        (
            "AG drink: non-native phrasing, take it after work",
            "My favourite drink is {v}, I take it almost every day after work.",
        ),
    ],
}

NOISE_23: list[tuple[str, str]] = [
    ("question", "What's the cost of living like in {city}? Rent, groceries, that kind of thing."),
    (
        "plan",
        "We're thinking about moving to {city} next year, which neighbourhoods should we look at?",
    ),
    (
        "application",
        "Can you help me write a cover letter for a job at {employer}? The "
        "role would be based in {city}.",
    ),
    ("other person", "My brother just got hired as {a_job} at {employer} and I'm so proud of him!"),
    ("past", "I did an internship at {employer} back in college, feels like another life now."),
    ("wish", "One day I'd love to own {a_car}, but that's a dream for now."),
    ("opinion", "honestly i think {diet} diets are overhyped. am i wrong?"),
    ("question", "Is a {diet} diet actually healthier or is that mostly marketing?"),
    ("hypothetical", "If I moved to {city}, would I even need a car there?"),
    (
        "recommendation",
        "What's a good {t} for someone who loves {fav}? Asking for my niece's birthday.",
    ),
    ("news", "Saw on the news that {employer} is laying people off in {city}. Crazy times."),
    ("comparison", "Which is cheaper to insure, {a_car} or a small hatchback?"),
    ("other person", "my roommate is {diet} and i never know what to cook when it's my turn"),
    ("negated", "I'm not {a_job} myself, but I've always wondered what the day-to-day looks like."),
    ("question", "How do I become {a_job}? What qualifications would I need?"),
    ("plan", "Booking a long weekend in {city} in May - any must-see spots?"),
    ("past", "Sold {a_car} years ago and I still miss it sometimes."),
    ("other person", "My dad's favourite {t} is {fav}, any gift ideas around that?"),
    ("opinion", "Is it just me or is {fav} massively overrated as a {t}?"),
    (
        "hypothetical",
        "If you had to pick between {city} and somewhere warmer for "
        "retirement, which would you choose?",
    ),
    ("reported", "A colleague told me {employer} pays way better than most places. Is that true?"),
    ("request", "Write me a short story about {a_job} who lives in {city} and drives {a_car}."),
    ("question", "can you be {diet} and still get enough protein for lifting?"),
    ("past", "I tried going {diet} for a month in 2019 and gave up after two weeks."),
    ("plan", "Test driving {a_car} on Saturday, what should I look out for?"),
    (
        "other person",
        "My girlfriend is thinking about quitting her job as {a_job}. How can I support her?",
    ),
    ("comparison", "{city} vs somewhere smaller - where's better to raise kids, in your opinion?"),
    (
        "application",
        "I've got an interview at {employer} tomorrow for a role as {a_job}, any tips??",
    ),
    (
        "news",
        "Apparently {fav} just topped some poll as the most popular {t} of the year. "
        "Didn't see that coming.",
    ),
    ("question", "Does {employer} offer remote work? Thinking of applying."),
]


SET_AH: dict[str, list[Phrasing]] = {
    "city": [
        ("AH city: just moved to X, unpacking", "Just moved to {v} — still living out of boxes."),
        ("AH city: home for me is X", "home for me is {v}, has been for a while now"),
        (
            "AH city: relocated to X last month, time zones",
            "FYI I relocated to {v} last month, so my time zone's different now.",
        ),
        (
            "AH city: Indian English presently residing in X",
            "Presently I am residing in {v} with my family.",
        ),
        ("AH city: Australian I'm a X local these days", "I'm a {v} local these days, mate."),
        (
            "AH city: sold the old place and settled in X",
            "We finally sold the old place and settled in {v}.",
        ),
        (
            "AH city: signed a lease in X so that's home",
            "signed a lease in {v}. so that's home now!!",
        ),
    ],
    "employer": [
        ("AH employer: my paycheck comes from X", "My paycheck comes from {v}."),
        ("AH employer: started at X on Monday", "Started at {v} on Monday!"),
        (
            "AH employer: Indian English working in X since two years",
            "Currently I am working in {v} since two years.",
        ),
        ("AH employer: left old company, with X now", "I left my old company, I'm with {v} now."),
        (
            "AH employer: lowercase i work for X, weekends",
            "i work for {v}, so weekends are sacred lol",
        ),
        (
            "AH employer: signed the offer from X, first day yesterday",
            "Got the offer from {v} and signed it - first day was yesterday.",
        ),
        (
            "AH employer: been at X nearly three years",
            "Been at {v} nearly three years now and I still enjoy it.",
        ),
    ],
    "job_title": [
        ("AH job_title: I work as X, context", "I work as {a}, in case that's useful context."),
        ("AH job_title: career change done, X now", "Career change done: I'm {a} now."),
        (
            "AH job_title: British payroll has me down as X",
            "Payroll has me down as {a}, and that's what I do all day.",
        ),
        (
            "AH job_title: finished retraining, working as X",
            "Finished retraining and I'm working as {a} now.",
        ),
        ("AH job_title: Indian English by profession X", "By profession I am {a}."),
        ("AH job_title: X by trade", "{V} by trade."),
        (
            "AH job_title: Australian landed a job as X, loving it",
            "Landed a job as {a} last month and I'm loving it, reckon I'll stick with it.",
        ),
    ],
    "diet": [
        ("AH diet: I'm a X gal now", "I'm a {v} gal now, so update my meal ideas."),
        ("AH diet: lowercase i eat X, fyi recipes", "i eat {v} fyi, keep that in mind for recipes"),
        (
            "AH diet: the X crowd finally got me",
            "The {v} crowd finally got me — switched over two weeks ago.",
        ),
        ("AH diet: strictly X, no exceptions", "I'm strictly {v}. No exceptions."),
        (
            "AH diet: British gone X since the new year",
            "Gone {v} since the new year and sticking to it.",
        ),
        (
            "AH diet: Indian English following a X diet strictly",
            "I am following a {v} diet strictly.",
        ),
        ("AH diet: Australian been eating X for ages", "Been eating {v} for ages, mate."),
    ],
    "car": [
        ("AH car: traded the old hatchback for X", "Traded the old hatchback in for {a}."),
        (
            "AH car: I drive X, road trip planning",
            "I drive {a}, if that matters for the road trip planning.",
        ),
        (
            "AH car: just picked up X from the dealer",
            "Just picked up {a} from the dealer - new to me, anyway.",
        ),
        ("AH car: my daily driver is X", "My daily driver is {a}."),
        ("AH car: Australian my wheels these days are X", "My wheels these days are {a}."),
        (
            "AH car: British sold the old banger, got X now",
            "Sold the old banger; I've got {a} now.",
        ),
        ("AH car: Indian English I am having X, white colour", "I am having {a}, white colour."),
    ],
    "favourite": [
        ("AH favourite: my favourite T? X, easily", "My favourite {t}? {V}, easily."),
        ("AH favourite: new favourite T unlocked: X", "new favourite {t} unlocked: {v}"),
        (
            "AH favourite: American X is hands down my favorite T",
            "{V} is hands down my favorite {t}.",
        ),
        (
            "AH favourite: X knocked everything off the top spot",
            "{V} has officially knocked everything else off the top spot as my favourite {t}.",
        ),
        (
            "AH favourite: Australian nothing tops X as far as T goes",
            "Nothing tops {v} as far as {t} goes, I reckon.",
        ),
        (
            "AH favourite: changed my mind, X is my favourite now",
            "I've changed my mind — {v} is my favourite {t} now.",
        ),
        (
            "AH favourite: Indian English my most favourite T is X",
            "When it comes to {t}, my most favourite is {v}.",
        ),
    ],
    "drink": [
        ("AH drink: my usual order is X", "My usual order is {a}."),
        ("AH drink: switched my daily drink to X", "Switched my daily drink to {v} this month."),
        ("AH drink: X is my drink, always has been", "{V} is my drink. Always has been."),
        ("AH drink: I'm a X gal now, old habit gone", "I'm a {v} gal now, the old habit's gone."),
        (
            "AH drink: British it's X for me every time, cheers",
            "It's {a} for me, every time, cheers.",
        ),
        (
            "AH drink: Australian hooked on X lately, go-to now",
            "Been hooked on {v} lately, it's my go-to now.",
        ),
        (
            "AH drink: Indian English every day I am having X",
            "Every day I am having {v}, it is my regular drink.",
        ),
    ],
}

NOISE_24: list[tuple[str, str]] = [
    ("question", "Is {city} a good place to raise kids?"),
    ("question", "What does {a_job} usually earn in {city}?"),
    ("hypothetical", "If I moved to {city}, would I need {a_car}?"),
    ("hypothetical", "Suppose I went {diet} for a month — what would I miss most?"),
    ("wish", "I wish I worked at {employer}, honestly."),
    ("wish", "Would love to be {a_job} someday."),
    ("plan", "Thinking about applying to {employer} next spring."),
    ("plan", "Next year I might try going {diet}."),
    ("plan", "We're planning to test drive {a_car} on Saturday."),
    ("past", "I used to live in {city} back in my twenties."),
    ("past", "Worked as {a_job} years ago, before the kids."),
    ("past", "My favourite {t} used to be {fav} when I was a teenager."),
    ("other_person", "My brother works at {employer}."),
    ("other_person", "My wife just bought {a_car}."),
    ("other_person", "My flatmate is {diet} so we cook separately."),
    ("reported_speech", "My mum keeps saying I should move to {city}."),
    ("reported_speech", "The recruiter said {employer} is hiring like crazy."),
    ("negation", "I'm not {diet}, whatever my friends told you."),
    ("negation", "I don't live in {city}, I was just visiting."),
    ("negation", "I've never owned {a_car} in my life."),
    ("opinion", "Honestly, {fav} is overrated as far as {t} goes."),
    ("opinion", "{employer} seems like a miserable place to work."),
    ("news", "Saw on the news that {employer} is opening an office in {city}."),
    ("news", "Apparently {city} just banned cars from the old town."),
    ("recommendation", "A coworker recommended {fav}, said it's the best {t} around."),
    ("recommendation", "Everyone online recommends {a_car} for city driving."),
    ("comparison", "{city} is way pricier than where I grew up."),
    ("comparison", "Being {a_job} sounds harder than what I do."),
    ("request", "Help me draft a cover letter for {a_job} position at {employer}."),
    ("request", "Give me a week of {diet} dinner ideas for my sister."),
]


SET_AI: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AI city: since we last talked, live in X now among move/cat/books",
            "Since we last talked: the move is done and I live in {v} now, the cat is finally "
            "eating again, and I still haven't unpacked the books.",
        ),
        (
            "AI city: lowercase catch-up, settled in X between cold and school play",
            "catching you up: had a nasty cold all last week, we're settled in {v} now, and maya "
            "got cast as a tree in the school play lol",
        ),
        (
            "AI city: new month new address, bullet list officially living in X",
            "New month, new address. Quick list for you:\n- officially living in {v}\n- passport "
            "renewed\n- dentist on the 14th",
        ),
        (
            "AI city: dated check-in, home is X now (still weird to say)",
            "check-in 2 oct. back from the lake trip w/ the kids, home is {v} now (still weird to "
            "say), knee is better tho",
        ),
        (
            "AI city: six-week paragraph, relocated to X for good",
            "It's been about six weeks, so here's the update. My sister got married in June, "
            "which was lovely, and I've since relocated to {v} for good. Work is quiet.",
        ),
        (
            "AI city: fast update, resident of X now bc lease went through",
            "update since last time: sold the piano, sprained my wrist, and i'm a resident of {v} "
            "now bc the lease finally went through",
        ),
        (
            "AI city: numbered catch-up, based in X now",
            "Hi again! Catching you up in order: 1) the cold is gone 2) I'm based in {v} now 3) "
            "Leo's recital went fine.",
        ),
    ],
    "employer": [
        (
            "AI employer: since we last talked, started at X on Monday",
            "Since we last talked, a lot's happened: I started at {v} on Monday, Sam lost his "
            "first tooth, and the basement flooded (again).",
        ),
        (
            "AI employer: fast catch-up, new job at X, been there 3 wks",
            "catching u up - new job at {v}, been there 3 wks, loving it. also got a flu shot and "
            "finally booked flights for dec",
        ),
        (
            "AI employer: new month new badge, I work at X now",
            "New month, new badge: I work at {v} now. Otherwise, the garden is out of control and "
            "my mum is visiting for a week.",
        ),
        (
            "AI employer: dated bullets, at X full time now",
            "check in 11/4\n- still coughing\n- at {v} full time now\n- jamie's play was adorable",
        ),
        (
            "AI employer: semicolon catch-up, my employer is now X after transfer",
            "Catching you up properly this time. The trip to Porto was wonderful; my employer is "
            "now {v}, as the transfer went through; and I've finally fixed the bike.",
        ),
        (
            "AI employer: lunch-break update, working for X since the 1st",
            "ok quick update on my lunch break. i've been working for {v} since the 1st, car "
            "needed new brakes, kids had lice. fun month",
        ),
        (
            "AI employer: three things, joined X and on their payroll",
            "Three things since last time: my daughter started swimming lessons, I've joined {v} "
            "and am now on their payroll, and I've taken up pottery.",
        ),
    ],
    "job_title": [
        (
            "AI job_title: since we last talked, back to work as X",
            "Since we last talked, I've gone back to work, this time as {a}, and it suits me. "
            "Also the twins turned four and my back is finally behaving.",
        ),
        (
            "AI job_title: excited lowercase, im X now!!",
            "catching you up: im {a} now!! also had covid over the holidays and my brother moved "
            "in for a bit",
        ),
        (
            "AI job_title: new month new job title: X",
            "New month, new job title: {v}. Everything else is the same, except that we adopted a "
            "dog and the roof still leaks.",
        ),
        (
            "AI job_title: dated bullets, working as X these days",
            "check-in jan 9\n- back from skiing, no broken bones\n- working as {a} these days\n- "
            "lily has a solo in the spring concert",
        ),
        (
            "AI job_title: careful catch-up, retrained and employed as X now",
            "A quick catch-up: my grandmother turned ninety, I've retrained and I'm employed as "
            "{a} now, and I have finally finished the quilt.",
        ),
        (
            "AI job_title: fast, switched careers, X is what i do for a living",
            "since last time: got a cold from the kids (obviously), switched careers - {v} is "
            "what i do for a living now, went to my cousins wedding",
        ),
        (
            "AI job_title: passed probation as X, staying on",
            "Updates, in no particular order: the school play was a triumph (Ava was the "
            "narrator), I passed my probation period as {a} so I'm staying on, and the cold I "
            "mentioned has moved into my chest.",
        ),
    ],
    "diet": [
        (
            "AI diet: since we last talked, I'm X now (three weeks in)",
            "Since we last talked: I'm {v} now (three weeks in), Ben's class did their nativity "
            "play, and I've got a cold that won't quit.",
        ),
        (
            "AI diet: fast, went X after the checkup",
            "catching you up - went {v} after the checkup and still going, ran my first 10k, and "
            "the kitchen reno is finally done",
        ),
        (
            "AI diet: new month new habits, eating X full time",
            "New month, new habits. I'm eating {v} full time, I've cut back on screens at night, "
            "and we spent the long weekend at my in-laws'.",
        ),
        (
            "AI diet: dated bullets, diet: X now",
            "check in 5/17\n- diet: {v} now\n- hayfever is awful\n- tom's recital went ok",
        ),
        (
            "AI diet: careful update, following a X diet for two months",
            "A short update since my last check-in. The trip to Scotland was wet but fun, I've "
            "now been following a {v} diet for about two months, and my son has started at the "
            "new school.",
        ),
        (
            "AI diet: fast, doc and i agreed on X so that's how i eat now",
            "since last time: my doc and i agreed on {v} so that's how i eat now, flu is gone, "
            "kids are on half term",
        ),
        (
            "AI diet: household news, whole household eats X, me included",
            "Catching you up on household news: the boiler's been replaced, the whole household "
            "eats {v} now, me included, and my cough is almost gone.",
        ),
    ],
    "car": [
        (
            "AI car: since we last talked, I drive X now (old one died)",
            "Since we last talked: I drive {a} now (the old one finally died), the kids survived "
            "the school play, and I had a cold for most of March.",
        ),
        (
            "AI car: fast, bought X last week, in the driveway",
            "catching you up: bought {a} last week, it's in the driveway right now lol. also went "
            "to vegas for my friend's 40th",
        ),
        (
            "AI car: new month new wheels: X",
            "New month, new wheels: {a}. Other than that, my mother's hip surgery went well and "
            "I'm back at the gym.",
        ),
        (
            "AI car: dated bullets, my car is X now, traded in",
            "check-in aug 22\n- beach trip was great\n- my car is {a} now, traded in the old "
            "one\n- still sniffly",
        ),
        (
            "AI car: careful entry, now the owner of X",
            "Here's what's new since my last entry. We've had a sick household for a fortnight, "
            "I'm now the owner of {a}, and Priya got her first part in a play.",
        ),
        (
            "AI car: fast, picked up my X from the dealer",
            "since we talked: picked up my {v} from the dealer on saturday (love it), kid #2 has "
            "chicken pox, trip to grandmas got postponed",
        ),
        (
            "AI car: commute is now in X rather than the bus",
            "Catching up: my commute is now in {a} rather than on the bus, we went camping over "
            "the bank holiday, and the cough is finally gone.",
        ),
    ],
    "favourite": [
        (
            "AI favourite: since we last talked, favourite T at the moment is X",
            "Since we last talked: my favourite {t} at the moment is {v}, the trip to my aunt's "
            "was lovely, and I've had a cold all week.",
        ),
        (
            "AI favourite: fast, new favourite T: X",
            "catching you up - new favourite {t}: {v}. also ellie's school play is done (she was "
            "a sheep) and i finally got my wisdom tooth out",
        ),
        (
            "AI favourite: new month new obsession, X officially favourite T",
            "New month, new obsession: {v} is officially my favourite {t} now. Meanwhile the "
            "garden fence blew down and we're all sleeping badly.",
        ),
        (
            "AI favourite: dated bullets, fav T rn = X",
            "check in 3/2\n- flu round 2\n- fav {t} rn = {v}\n- booked the beach house for july",
        ),
        (
            "AI favourite: keeping track of favourites, the T one is X",
            "A brief update since last time. Work is steady, my son started piano, and if you're "
            "keeping track of my favourites, the {t} one is {v} these days.",
        ),
        (
            "AI favourite: fast, X has overtaken everything as favourite T",
            "since last time: got back from lisbon, still jetlagged, and {v} has overtaken "
            "everything else as my favourite {t}",
        ),
        (
            "AI favourite: small stuff, number one T is X now",
            "Catching you up on the small stuff: the new neighbours are nice, my cold has gone, "
            "and my number one {t} is {v} now.",
        ),
    ],
    "drink": [
        (
            "AI drink: since we last talked, switched to X as everyday drink",
            "Since we last talked: I've switched to {v} as my everyday drink, my sister's baby "
            "arrived, and the roof leak is fixed.",
        ),
        (
            "AI drink: fast, go-to drink rn is X",
            "catching you up: my go-to drink rn is {a}, had strep throat for a week, and my kid "
            "was the lead in the school play!! so proud",
        ),
        (
            "AI drink: new month new routine, X is what I drink now",
            "New month, new routine, mostly: {V} is what I drink now, pretty much every day. I "
            "also walk to work, and we finally booked the cabin for the summer.",
        ),
        (
            "AI drink: dated bullets, usual order is X now",
            "check-in 6/30\n- back from the wedding\n- my usual order is {a} now\n- allergies are "
            "brutal",
        ),
        (
            "AI drink: careful update, X has become my drink of choice",
            "A quick update since we last spoke. My father is recovering well, the kids are on "
            "holiday, and {v} has become my drink of choice.",
        ),
        (
            "AI drink: fast, hooked on X these days, it's my drink",
            "since last talk: cold finally gone, i'm hooked on {v} these days, it's my drink. the "
            "kids loved the zoo trip",
        ),
        (
            "AI drink: careful catch-up, favourite drink these days is X",
            "Catching you up: we moved the kids into one bedroom, I've run two half marathons, "
            "and my favourite drink these days is {v}.",
        ),
    ],
}

NOISE_25: list[tuple[str, str]] = [
    # check-in style noise
    (
        "plan",
        "Since we last talked: the cold is gone, the school play is next Friday, and I'm thinking "
        "about moving to {city} next spring.",
    ),
    (
        "other_person",
        "catching you up - my sister just got a job at {employer}, kids are good, and i finally "
        "cleaned the garage",
    ),
    (
        "past",
        "New month, new... nothing much. I used to drive {a_car} years ago and saw one today, "
        "which was nostalgic. Otherwise just tired.",
    ),
    (
        "wish",
        "check in 4/12\n- still sick\n- would love to be {a_job} someday\n- jake's play is thurs",
    ),
    (
        "question",
        "Catching you up quickly, then a question: the trip went well and the kids are fine. Is "
        "{city} a good place to live with children?",
    ),
    (
        "other_person",
        "since last time: my husband went {diet} (not me, i'm sticking to my usual), flu is going "
        "round the school, we got a new sofa",
    ),
    (
        "plan",
        "Since we last talked, I've been interviewing at {employer}, no offer yet. Also, "
        "Grandma's birthday was lovely and the cold is nearly gone.",
    ),
    (
        "past",
        "catching u up: found old photos from when i lived in {city}, miss it. also the kids' "
        "concert was cute and my throat is better",
    ),
    (
        "hypothetical",
        "New month, same old. If I ever went {diet} I think I'd struggle, but that's a thought "
        "for another day. The holiday photos are printed, though.",
    ),
    (
        "other_person",
        "check-in 9/9\n- neighbour bought {a_car}, very shiny\n- sniffles\n- emma has a line in "
        "the school play!",
    ),
    (
        "negation",
        "Catching you up: I didn't take the job at {employer} after all, the trip to the coast "
        "was rainy, and Noah's play went brilliantly.",
    ),
    (
        "wish",
        "since we last talked: new month, new goals. want to get {a_car} eventually, sore throat "
        "is gone, school play was fun",
    ),
    (
        "reported_speech",
        "Quick catch-up: my manager keeps saying I'd have made {a_job} in another life. The cold "
        "is gone and the twins start school next week.",
    ),
    (
        "past",
        "Since last time: I've been sorting through old stuff from back when I was {a_job}, went "
        "to a friend's wedding, and caught a cold.",
    ),
    (
        "request",
        "catching you up + a favour: trip is booked, kid's play is friday, can you remind me to "
        "look at flats in {city} next week?",
    ),
    # other noise
    ("question", "Why do so many people say {fav} is their favourite {t}?"),
    ("opinion", "Honestly I don't get why everyone raves about {fav}."),
    ("news", "Read that {employer} is opening a new office in {city}."),
    ("recommendation", "A friend recommended I try {diet} for a month to see how I feel."),
    ("comparison", "Apparently {city} gets more sunshine than Madrid."),
    ("hypothetical", "If I moved to {city}, would I need a car?"),
    ("request", "Draft me a cover letter for {a_job} role at {employer}."),
    ("negation", "I'm not {diet}, I just eat whatever's around."),
    ("wish", "I'd love to drive {a_car} one day."),
    ("other_person", "My dad's been {a_job} for thirty years."),
    ("past", "Back in college I worked at {employer} for a summer."),
    ("reported_speech", "My doctor told me to consider going {diet}."),
    ("plan", "Next year I'm hoping to transfer to our {city} office."),
    ("question", "How long does it take to become {a_job}?"),
    ("news", "There's a documentary about {fav} on tonight."),
]


SET_AJ: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AJ city: correction, in X now after spring move",
            "No, I'm in {v} now. Moved back in the spring.",
        ),
        (
            "AJ city: fragment reply with since-June",
            "{V}, since June. Still finding my way around.",
        ),
        (
            "AJ city: retiree sold the house, near daughter",
            "Well, we sold the house and live in {v} these days, near our daughter.",
        ),
        (
            "AJ city: teen lowercase, mum's job",
            "idk not much? oh i live in {v} now lol, my mum got a job here",
        ),
        (
            "AJ city: non-native 'since two years'",
            "Yes, I am living in {v} since two years, so please answer me with this in mind.",
        ),
        (
            "AJ city: formal context note, local time",
            "For context: I am based in {v}, so please use local time where relevant.",
        ),
        (
            "AJ city: busy parent 'home is X'",
            "Not much, except we finally moved. Home is {v} now, kids and all.",
        ),
    ],
    "employer": [
        (
            "AJ employer: actually yes, switched jobs",
            "Actually yes, I switched jobs. I'm at {v} now.",
        ),
        (
            "AJ employer: fragment, still the new guy",
            "{V}. Started there in March, so I'm still the new guy.",
        ),
        (
            "AJ employer: formal, drafts should reflect it",
            "Please note that I am currently employed by {v}; any drafts should reflect that.",
        ),
        (
            "AJ employer: teen weekend job",
            "i've got a weekend job at {v} now lol, it's fine i guess",
        ),
        (
            "AJ employer: non-native, before freelance",
            "I work for {v}, in the office there. Before I was freelance.",
        ),
        (
            "AJ employer: parent back after baby, three days",
            "Well, I went back to work after the baby. It's {v}, three days a week.",
        ),
        (
            "AJ employer: retiree semi-retired, keep asking me back",
            "I'm semi-retired, but I still do a couple of days a week for {v}. They keep asking "
            "me back.",
        ),
    ],
    "job_title": [
        (
            "AJ job_title: career change, believe it or not",
            "Yes, big career change. I work as {a} now, believe it or not.",
        ),
        (
            "AJ job_title: fragment, twelve years and still like it",
            "{V}. Twelve years in, and I still like it.",
        ),
        (
            "AJ job_title: correction, not a student anymore",
            "No, I finished school a while back. I'm {a} these days.",
        ),
        (
            "AJ job_title: formal relevant background by profession",
            "Relevant background: I am {a} by profession, currently working full time.",
        ),
        (
            "AJ job_title: non-native 'my work is X'",
            "My work is {v}, I do it full time. Maybe this helps you.",
        ),
        (
            "AJ job_title: parent back at work part-time, tired",
            "Not much, except I'm back at work as {a} again, part-time for now, so I'm tired.",
        ),
        (
            "AJ job_title: young adult first real job excited",
            "just got my first real job!! i'm officially {a} and i'm so excited",
        ),
    ],
    "diet": [
        (
            "AJ diet: one thing, keep in mind for recipes",
            "Oh, one thing: I'm {v}, so keep that in mind for any recipes.",
        ),
        ("AJ diet: fragment, doctor's orders", "{V}, since June. Doctor's orders, more or less."),
        (
            "AJ diet: correction, eat X these days",
            "No, I eat {v} these days. That changed a while ago.",
        ),
        (
            "AJ diet: teen went X a month ago, going fine",
            "i went {v} like a month ago and honestly it's going fine so far",
        ),
        ("AJ diet: non-native 'for food, I am X'", "For food, I am {v}. Please remember this."),
        ("AJ diet: formal dietary note, follow a X diet", "One dietary note: I follow a {v} diet."),
        (
            "AJ diet: retiree both of us, feel better",
            "Well, my husband and I have both been {v} for about a year now, and I feel better "
            "for it.",
        ),
    ],
    "car": [
        ("AJ car: yes new car, drive X now", "Yes, new car! I drive {a} now."),
        (
            "AJ car: traded old one in, love it",
            "Traded the old one in. It's {a} now, and I love it.",
        ),
        (
            "AJ car: correction, that was my old car",
            "No, that was my old car. These days I'm driving {a}.",
        ),
        (
            "AJ car: retiree gave up old wagon, still getting used to",
            "Not much, except I finally gave up the old wagon for {a}, which I'm still getting "
            "used to.",
        ),
        ("AJ car: non-native 'my car is X, if important'", "My car is {a}, if this is important."),
        (
            "AJ car: formal mileage claims vehicle",
            "For the purposes of mileage claims, my vehicle is {a}.",
        ),
        (
            "AJ car: parent one-car family, car seats",
            "We're a one-car family now: {a}, car seats and all.",
        ),
    ],
    "favourite": [
        (
            "AJ favourite: well, X is my favourite, if that helps",
            "Well, {v} is my favourite {t}, if that helps.",
        ),
        (
            "AJ favourite: fragment favourite t colon X always",
            "Favourite {t}: {V}. Always has been.",
        ),
        (
            "AJ favourite: teen fav rn not taking questions",
            "ok so my fav {t} is {v} rn and i will not be taking questions",
        ),
        (
            "AJ favourite: non-native 'most favourite'",
            "My most favourite {t} is {v}. I like it very much.",
        ),
        (
            "AJ favourite: formal would be my answer",
            "If it is useful, {v} would be my answer for favourite {t}.",
        ),
        (
            "AJ favourite: correction, not what I said before",
            "Actually no, it's {v} now. That's my favourite {t}, not what I said before.",
        ),
        (
            "AJ favourite: still obsessed, best there is",
            "Nothing's changed really. I'm still obsessed with {v}, best {t} there is.",
        ),
    ],
    "drink": [
        ("AJ drink: switched, X is my usual", "Yes, I've switched. {V} is my usual now."),
        ("AJ drink: fragment every time, ask anyone", "{V}, every time. Ask anyone who knows me."),
        ("AJ drink: teen basically live on X", "not rlly, i basically live on {v} tho lol"),
        ("AJ drink: non-native drink X a lot", "I drink {v} a lot, it is my favourite drink."),
        (
            "AJ drink: formal nearly always order",
            "Should you suggest venues, bear in mind that I will nearly always order {a}.",
        ),
        (
            "AJ drink: retiree gave up other stuff, that's that",
            "Well, I gave up the other stuff years ago. These days it's {a} for me, and that's "
            "that.",
        ),
        (
            "AJ drink: parent keeps me going with three kids",
            "Honestly, {v} is what keeps me going with three kids, so there's that.",
        ),
    ],
}

NOISE_26: list[tuple[str, str]] = [
    ("question", "Is {city} a good place to raise kids?"),
    ("hypothetical", "If I moved to {city}, would I need a car?"),
    ("wish", "I wish I worked at {employer}, honestly."),
    ("plan", "Not yet, but I'm thinking of going {diet} after the holidays."),
    ("past", "Well, I used to be {a_job}, but that was ages ago."),
    ("other_person", "Nothing about me, but my son just started at {employer}."),
    ("reported_speech", "My doctor keeps telling me I should go {diet}."),
    ("negation", "No, I don't live in {city}, I only fly through it for work."),
    ("opinion", "I think {fav} is overrated, to be honest."),
    ("news", "Did you see {employer} is laying people off?"),
    ("recommendation", "My coworker keeps recommending {fav} to me. Is it any good?"),
    ("comparison", "Compared to {city}, rent here is a steal."),
    ("request", "Can you write me a cover letter for {a_job} role?"),
    ("past", "We lived in {city} back when the kids were small."),
    ("plan", "I've got an interview at {employer} on Thursday, fingers crossed."),
    ("hypothetical", "Say I bought {a_car}. How bad would the insurance be?"),
    ("other_person", "My wife's the one who drives {a_car}, I just take the bus."),
    ("negation", "i'm not {diet} or anything, just trying to eat a bit better"),
    ("wish", "One day I'd love to be {a_job}. Not there yet though."),
    ("reported_speech", "My mum says {fav} is the best {t} ever, I don't get it."),
    ("question", "What's a good {t} for someone who doesn't like {fav}?"),
    ("past", "I had {a_car} for years before it died on me."),
    ("other_person", "My roommate is {a_job}, so she's never home."),
    ("opinion", "People who go on and on about {fav} are a bit much, no offence."),
    ("news", "Apparently {city} is getting a new metro line."),
    ("plan", "We might move to {city} in the autumn, nothing's signed yet though."),
    ("negation", "Nope, I never worked at {employer}, that was a mix-up."),
    ("hypothetical", "If I went {diet}, what would I even eat for breakfast?"),
    ("comparison", "Is being {a_job} more stressful than teaching, do you think?"),
    ("request", "Please stop suggesting {fav}, it's really not my thing."),
]


SET_AK: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AK city: short, officially living in X as of yesterday",
            "Officially living in {v} as of yesterday! Boxes everywhere.",
        ),
        (
            "AK city: second-language writer arrived in X, asks for landlord email",
            "Hello, I arrive in {v} two weeks ago and now I am living here with my husband. Can "
            "you help me write email to the landlord about the heating?",
        ),
        (
            "AK city: retiree settled in X for good, asks for walking groups",
            "We finally sold the old house and settled in {v} for good. Could you suggest some "
            "walking groups for people in their seventies?",
        ),
        ("AK city: student, keys in hand, lives in X now", "keys in hand, i live in {v} now lol"),
        (
            "AK city: relocated to X for work, asks grocery budget",
            "Relocated to {v} for work last month. What's a reasonable weekly grocery budget here?",
        ),
        ("AK city: short, home is X now", "Home is {v} now. Still getting used to it."),
        (
            "AK city: parent based in X, needs a pediatrician",
            "Now that we're based in {v}, I need to find a pediatrician for my two kids. What "
            "should I ask when I call around?",
        ),
    ],
    "employer": [
        ("AK employer: short, first week at X done", "First week at {v} in the books!"),
        (
            "AK employer: joined X last month, prep for one-on-one",
            "I joined {v} last month on the data team. Can you help me prep talking points for my "
            "first one-on-one with my manager?",
        ),
        (
            "AK employer: second-language writer hired by X, asks English correction",
            "Good news, I got hired by {v} and I am working there since March. Please correct my "
            "English in this email to my new colleagues.",
        ),
        (
            "AK employer: short, handed in old badge, new one at X",
            "Just handed in my badge at the old place and picked up my new one at {v}.",
        ),
        (
            "AK employer: parent back from leave but at X now, asks pumping tips",
            "I'm back at work after maternity leave, but at {v} now, not my old firm. Any tips "
            "for fitting pumping breaks around long meetings?",
        ),
        (
            "AK employer: retiree lured back part-time by X, asks reminder",
            "Retired for all of six months before {v} lured me back into work part-time. Remind "
            "me my shifts are Tuesdays and Thursdays.",
        ),
        (
            "AK employer: short, payroll says on the books at X",
            "Payroll says I'm officially on the books at {v} 🎉",
        ),
    ],
    "job_title": [
        ("AK job_title: short, guess who is X now", "Guess who's {a} now? Me!"),
        (
            "AK job_title: second-language writer works now as X, asks about payslip",
            "In my country I was teacher, but here I work now as {a}. Can you explain me what is "
            "'overtime' on my payslip?",
        ),
        (
            "AK job_title: student first paycheck as X, asks LinkedIn headline",
            "first paycheck as {a} just hit my account!! what should i put as my linkedin headline",
        ),
        (
            "AK job_title: career changer is X now, asks resume rewrite",
            "Ten years in accounting, and as of this month I've switched careers entirely: I'm "
            "{a} now. Help me rewrite my resume summary to reflect that.",
        ),
        (
            "AK job_title: short, new title on badge is X",
            "New job title on my badge: {v}. Still pinching myself.",
        ),
        (
            "AK job_title: parent retrained, earns living as X",
            "After the kids left home I retrained, and these days I earn my living as {a}.",
        ),
        (
            "AK job_title: working as X, irregular hours, asks weekly reminder",
            "I'm working as {a} now, so my hours are all over the place. Can you set a reminder "
            "to check my schedule every Sunday night?",
        ),
    ],
    "diet": [
        ("AK diet: short, three weeks X and counting", "Three weeks {v} and counting!"),
        (
            "AK diet: gone X since new year, only matching recipes",
            "I've gone {v} since the new year, so please only suggest recipes that fit.",
        ),
        (
            "AK diet: second-language writer, doctor advice, now X, asks breakfast",
            "My doctor told me change the food, so now I am {v}. What I can cook for breakfast?",
        ),
        (
            "AK diet: parent, whole household went X including me, asks lunches",
            "The whole household went {v} this spring, me included. My daughter talked us into "
            "it. Can you plan a week of packed lunches?",
        ),
        (
            "AK diet: student, officially X, dining hall not ready",
            "officially {v} now. my dining hall is not ready for this",
        ),
        (
            "AK diet: short, switched to a X diet, feels great",
            "Switched to a {v} diet a couple of weeks ago and honestly I feel great.",
        ),
        (
            "AK diet: retiree is X at 68, cardiologist delighted",
            "At 68 I'm {v}, of all things. My cardiologist is delighted.",
        ),
    ],
    "car": [
        (
            "AK car: short, picked up X from the dealer",
            "Picked up {a} from the dealer this morning!",
        ),
        (
            "AK car: traded minivan for X, asks service reminder",
            "Traded the minivan in for {a}. Can you remind me when the first service is due, six "
            "months from today?",
        ),
        (
            "AK car: second-language writer has first car X here, asks insurance",
            "I have now my first car here, {a}, secondhand but in good condition. How do I get "
            "the insurance in my name?",
        ),
        (
            "AK car: student, parents handed down their X",
            "my parents handed down their {v} to me so i finally have wheels",
        ),
        (
            "AK car: parent driving X now, asks about car seats",
            "I'm driving {a} now that the old van finally died, and the car seats need "
            "reinstalling. Any guidance on fitting a rear-facing seat?",
        ),
        (
            "AK car: short, last payment made, the X is all mine",
            "Just made the last payment. The {v} is all mine!",
        ),
        (
            "AK car: retiree said goodbye to old Buick, hello to X",
            "Said goodbye to the old Buick and hello to {a}.",
        ),
    ],
    "favourite": [
        ("AK favourite: short, new favourite unlocked X", "New favourite {t} unlocked: {v}."),
        (
            "AK favourite: X is favourite now, asks for similar",
            "{V} is my favourite {t} now, hands down. Can you suggest a few more like it?",
        ),
        (
            "AK favourite: second-language writer, since coming here favourite is X",
            "Since I come to this country my favourite {t} is {v}, before I did not even know it.",
        ),
        (
            "AK favourite: student, X has taken over, put in profile",
            "ok {v} has taken over as my favourite {t}, not even close. put that in my profile "
            "thing",
        ),
        (
            "AK favourite: parent converted by kids to X, asks reminder",
            "My kids finally converted me: {v} is my favourite {t} these days. Remind me to tell "
            "my sister, she'll laugh.",
        ),
        (
            "AK favourite: retiree, took seventy years to decide, X",
            "Took me seventy years to decide, but my favourite {t} is {v}.",
        ),
        (
            "AK favourite: current favourite X, asks fun bio line",
            "If anyone asks, my current favourite {t} is {v}. Write me a fun one-line bio that "
            "mentions it.",
        ),
    ],
    "drink": [
        ("AK drink: short, usual order these days is X", "My usual order these days is {a}."),
        (
            "AK drink: switched daily drink to X, asks restock reminder",
            "I've switched my daily drink to {v}; can you remind me to restock every Friday?",
        ),
        (
            "AK drink: second-language writer always takes X, asks how to order politely",
            "Here everyone drink coffee with milk, but I now always take {v}, it is my favourite. "
            "Please how do I ask for it in a cafe politely?",
        ),
        (
            "AK drink: student, X is whole personality, drinks daily",
            "{V} is basically my whole personality now. i drink it every single day",
        ),
        (
            "AK drink: parent, X became my drink, asks cheap home version",
            "Somewhere between the baby and the night feeds, {v} became my drink. Can you find me "
            "a cheap way to make it at home?",
        ),
        (
            "AK drink: retiree, these days it is X every day",
            "These days it's {v} for me, every day without fail.",
        ),
        (
            "AK drink: professional, go-to drink X, suggest at client meetings",
            "Put {v} down as my go-to drink. It's what I order every time now, so suggest it when "
            "you book client meetings.",
        ),
    ],
}

NOISE_27: list[tuple[str, str]] = [
    ("question", "Is {city} expensive to live in compared to other cities?"),
    ("question", "What's the dress code usually like at {employer}?"),
    ("hypothetical", "If I went {diet}, would I still get enough iron?"),
    ("hypothetical", "Say I took a job as {a_job}. What would my hours look like?"),
    ("wish", "I wish I could afford {a_car}, honestly."),
    ("wish", "someday i'd love to live in {city}"),
    ("plan", "Thinking about applying to {employer} next spring."),
    ("plan", "We're looking at flats in {city} next weekend, nothing decided yet."),
    ("past", "I used to be {diet} back in college but gave it up."),
    ("past", "Back in the nineties I drove {a_car} for years."),
    ("past", "My first job out of school was as {a_job}, a lifetime ago."),
    ("other_person", "My brother just started at {employer}, should I send him something?"),
    ("other_person", "My wife went {diet} and now cooking dinner for both of us is complicated."),
    ("other_person", "My neighbour bought {a_car} and won't stop talking about it."),
    ("other_person", "My son he lives in {city} now, very far from me."),
    ("reported_speech", "My friend keeps saying {fav} is the best {t} there is."),
    ("reported_speech", "The recruiter said {employer} needs {a_job} urgently."),
    ("negation", "I'm not {diet}, whatever my mum tells people."),
    ("negation", "No, I don't live in {city}, I only fly in for meetings."),
    ("negation", "I never really liked {fav}, to be honest."),
    ("opinion", "Honestly {city} is overrated."),
    ("opinion", "To me {a_car} seems like a sensible first car for a teenager."),
    ("news", "Did you see {employer} is laying people off again?"),
    ("news", "Saw on the news that {city} is getting a new metro line."),
    ("recommendation", "My mechanic recommends {a_car} if I ever replace mine."),
    ("comparison", "Is {diet} actually healthier than just cutting down on sugar?"),
    ("comparison", "How does {a_car} compare to a hybrid on fuel costs?"),
    ("request", "Write a short poem about {fav} for my niece, it's her favourite {t}."),
    ("request", "Can you look up what {a_job} earns in {city}?"),
    ("question", "Quiz question: what's the most popular {t} in {city}?"),
]


SET_AL: dict[str, list[Phrasing]] = {
    "city": [
        ("AL city: fragment 'Based in X.'", "Based in {v}."),
        ("AL city: fragment 'X, for now.'", "{V}, for now."),
        (
            "AL city: intro message living in X with partner and dog",
            "Hi! I'm Sam, 34, living in {v} with my partner and our very loud dog.",
        ),
        (
            "AL city: just moved to X, still unpacking",
            "Just moved to {v} a few weeks ago, so I'm still figuring out where everything is.",
        ),
        ("AL city: home is X these days", "Home is {v} these days."),
        (
            "AL city: X born and raised, still there",
            "{V}, born and raised, and I've never managed to leave.",
        ),
        (
            "AL city: timezone hint, I'm in X",
            "I'm in {v}, so keep that in mind for anything time-related.",
        ),
    ],
    "employer": [
        ("AL employer: plain 'I work at X.'", "I work at {v}."),
        ("AL employer: fragment 'X, on the ops side.'", "{V}, on the operations side."),
        (
            "AL employer: just started at X in March",
            "Just started at {v} in March, so I'm still pretty new there.",
        ),
        (
            "AL employer: intro message, day job at X",
            "Quick intro: day job is at {v}, evenings are mostly spent trying to keep my plants "
            "alive.",
        ),
        ("AL employer: I'm with X these days", "I'm with {v} these days."),
        ("AL employer: at X for four years", "At {v} — been there about four years now."),
        (
            "AL employer: switched to X from a startup",
            "I recently left a tiny startup and joined {v}, which is a big change.",
        ),
    ],
    "job_title": [
        ("AL job_title: plain 'I'm an X.'", "I'm {a}."),
        ("AL job_title: work-wise, an X", "Work-wise, I'm {a}."),
        ("AL job_title: fragment 'X by trade.'", "{V} by trade."),
        ("AL job_title: career switch, X now", "Just switched careers, actually — I'm {a} now."),
        (
            "AL job_title: been an X for six years",
            "Been {a} for about six years and I still like it, mostly.",
        ),
        (
            "AL job_title: intro message, work as an X",
            "About me: I work as {a}, I'm usually tired by Thursday, and I drink too much coffee.",
        ),
        ("AL job_title: fragment 'X, full time.'", "{V}, full time."),
    ],
    "diet": [
        ("AL diet: plain 'I'm X.'", "I'm {v}."),
        ("AL diet: fragment 'X, pretty strictly.'", "{V}, pretty strictly."),
        ("AL diet: follow an X diet", "I follow a {v} diet, so please factor that in for recipes."),
        (
            "AL diet: just went X last month",
            "Just went {v} last month and I'm sticking with it so far.",
        ),
        ("AL diet: X for a few years now", "Been {v} for a few years now."),
        (
            "AL diet: intro list, X among facts",
            "A few things about me: early riser, bad at replying to texts, and {v}.",
        ),
        ("AL diet: only thing is X", "Only thing to know is that I eat {v}, otherwise I'm easy."),
    ],
    "car": [
        ("AL car: plain 'I drive an X.'", "I drive {a}."),
        ("AL car: fragment 'X at the moment.'", "{V} at the moment, until it falls apart."),
        ("AL car: just switched to an X", "Just switched to {a} after my old car finally died."),
        ("AL car: got an X, mostly for commuting", "I've got {a}, mostly for commuting."),
        ("AL car: my car is an X", "My car's {a}, nothing fancy."),
        ("AL car: intro, get around in an X", "I get around in {a}, though I walk when I can."),
        (
            "AL car: fragment 'X. Second-hand but runs fine.'",
            "{V}. Bought it second-hand but it runs fine.",
        ),
    ],
    "favourite": [
        ("AL favourite: fragment 'Favourite T: X.'", "Favourite {t}: {v}."),
        ("AL favourite: my favourite T is X, hands down", "My favourite {t} is {v}, hands down."),
        (
            "AL favourite: X, that's my favourite T by a mile",
            "{V} — that's my favourite {t} by a mile.",
        ),
        (
            "AL favourite: right now my favourite T is X",
            "I'd say my favourite {t} right now is {v}.",
        ),
        ("AL favourite: easily X for favourite T", "Favourite {t}? Easily {v}."),
        (
            "AL favourite: intro, X is my all-time favourite T",
            "Random fact about me: {v} is my all-time favourite {t}.",
        ),
        (
            "AL favourite: lately my favourite T has been X",
            "Lately my favourite {t} has been {v}, and it's not close.",
        ),
    ],
    "drink": [
        ("AL drink: plain 'I drink a lot of X.'", "I drink a lot of {v}."),
        ("AL drink: fragment 'X, always.'", "{V}, always."),
        ("AL drink: my go-to drink is X", "My go-to drink is {v}."),
        ("AL drink: usual order is an X", "Usual order is {a}, every time."),
        ("AL drink: big X drinker", "Big {v} drinker, if that helps."),
        (
            "AL drink: just switched to X",
            "Just switched to {v} and honestly I don't miss what I had before.",
        ),
        ("AL drink: intro, basically live on X", "Other than that, I basically live on {v}."),
    ],
}

NOISE_28: list[tuple[str, str]] = [
    ("past", "I used to live in {city}, but that was years ago."),
    ("past", "Before this I was {a_job} for almost a decade."),
    ("past", "I was {diet} for a while in college."),
    ("past", "Growing up, my favourite {t} was {fav}."),
    ("other_person", "My wife works at {employer}."),
    ("other_person", "My roommate drives {a_car} and lets me borrow it sometimes."),
    ("other_person", "My sister is {diet}, so I cook that way when she visits."),
    ("other_person", "My kid's favourite {t} is {fav}, I hear about it constantly."),
    ("question", "Is {city} a good place to raise kids?"),
    ("question", "What does {a_job} usually earn?"),
    ("hypothetical", "If I ever bought a car, it'd probably be {a_car}."),
    ("hypothetical", "If I lived in {city}, I'd cycle everywhere."),
    ("wish", "Honestly I'd love to be {a_job} someday."),
    ("wish", "I wish I could afford {a_car}."),
    ("plan", "Thinking about going {diet} next year."),
    ("plan", "I've applied to {employer}, fingers crossed."),
    ("plan", "We might move to {city} in the spring, nothing decided yet."),
    ("negation", "I'm not {diet}, I'll eat pretty much anything."),
    ("negation", "I don't drive at all, never bothered with {a_car} or anything like it."),
    ("negation", "I don't work for {employer}, people always assume that because of my email."),
    ("reported_speech", "My doctor says I should try going {diet}."),
    ("reported_speech", "My mum keeps saying I should have been {a_job}."),
    ("opinion", "{city} is overrated, honestly."),
    ("opinion", "I think {fav} is a bit overhyped."),
    ("news", "Saw that {employer} is laying people off again."),
    ("news", "Heard {city} just got a new metro line."),
    ("recommendation", "A friend keeps telling me I have to try {fav}."),
    ("comparison", "{city} seems way cheaper than where I am now."),
    ("request", "Can you remind me to email the recruiter at {employer} on Friday?"),
    ("request", "Can you suggest a few things similar to {fav}?"),
]


SET_AM: dict[str, list[Phrasing]] = {
    "city": [
        ("AM city: moved, I'm in X now", "Actually I don't live there anymore, I'm in {v} now."),
        (
            "AM city: small correction, live in X not listed place",
            "Small correction: I live in {v}, not wherever you've got me listed.",
        ),
        (
            "AM city: blunt one-word fix plus duration",
            "you've got my city wrong lol. {V}. been here almost two years",
        ),
        (
            "AM city: notes right, home is X these days",
            "Just so your notes are right, home for me is {v} these days.",
        ),
        ("AM city: profile field update", "Please update my profile. Current city: {v}."),
        (
            "AM city: non-native, moved for wife's job",
            "Sorry my english, I must correct: now I am living in {v}, we moved because of my "
            "wife's job.",
        ),
        (
            "AM city: old apartment sold, renting in X",
            "No no, that was the old apartment. We sold it and now we're renting a flat in {v}, "
            "so that's where I live.",
        ),
    ],
    "employer": [
        (
            "AM employer: quick fix, work at X now",
            "Quick fix: I work at {v} now, not my old company.",
        ),
        (
            "AM employer: left, I'm at X now",
            "You keep saying I'm at my old place. I left. I'm at {v} now.",
        ),
        ("AM employer: profile field", "Update for my profile, employer: {v}."),
        (
            "AM employer: X hired me, work there now",
            "Hey, that's outdated. {V} hired me in the spring and that's where I work now.",
        ),
        (
            "AM employer: haven't worked there in ages, with X",
            "Ha, no, I haven't worked there in ages. I'm with {v} these days, best move I ever "
            "made.",
        ),
        (
            "AM employer: non-native, company is X, old one closed",
            "Correction please, my company is {v} now. The old one closed so I had to change.",
        ),
        (
            "AM employer: employed by X since layoffs",
            "For the record, I'm employed by {v}. Have been since the layoffs last year, so "
            "please fix that.",
        ),
    ],
    "job_title": [
        (
            "AM job_title: not in that role, work as X",
            "Actually I'm not in that role anymore, I work as {a} now.",
        ),
        ("AM job_title: terse job title field", "small correction, job title is {v}"),
        (
            "AM job_title: wrong, I'm X, switched careers",
            "You've got that wrong, I'm {a}. Switched careers after the pandemic.",
        ),
        ("AM job_title: profile occupation field", "Please update my profile: occupation, {v}."),
        (
            "AM job_title: mixed up with someone else",
            "I think you mixed me up with someone. I'm {a} and have been for six years.",
        ),
        (
            "AM job_title: graduated, now working as X",
            "Not a student anymore haha, I graduated and now I'm working as {a}!",
        ),
        (
            "AM job_title: non-native, my job now is X",
            "Pls correct it: my job now is {a}. Before I was in different thing but I changed.",
        ),
    ],
    "diet": [
        (
            "AM diet: I'm X now, stop suggesting recipes",
            "Small correction: I'm {v} now, so please stop suggesting recipes that don't fit.",
        ),
        ("AM diet: profile diet field", "Update my profile, diet: {v}."),
        (
            "AM diet: went X for health, sticking with it",
            "That's old info. I went {v} last year for my health and I'm sticking with it.",
        ),
        (
            "AM diet: notes right, follow an X diet",
            "Just so your notes are right, I follow a {v} diet.",
        ),
        (
            "AM diet: gave that up, it's X for me now",
            "lol no I gave that up months ago, it's {v} for me now",
        ),
        (
            "AM diet: non-native, I am X since January",
            "Sorry but is mistake, I am {v} since January, my doctor told me.",
        ),
        (
            "AM diet: diet's X now, fix meal plans",
            "My diet's {v} now and has been since the spring. Please fix the meal plans.",
        ),
    ],
    "car": [
        ("AM car: sold that one, drive X now", "Actually I sold that one, I drive {a} now."),
        (
            "AM car: small correction, my car is X",
            "Small correction: my car is {a}, not whatever you've got down.",
        ),
        ("AM car: wrong car, it's X", "You've got the wrong car for me. It's {a}."),
        ("AM car: profile vehicle field", "Update my profile please, vehicle: {v}."),
        (
            "AM car: driveway car is X, traded old one",
            "Just so your notes are right, the car in my driveway is {a}. I traded the old one in.",
        ),
        (
            "AM car: old banger died, got X now",
            "Haha no, the old banger finally died. I've got {a} now and I love it.",
        ),
        (
            "AM car: non-native, car now is X, fuel reason",
            "Sorry, you have wrong info, my car now is {a}. I bought it because the old one use "
            "too much fuel.",
        ),
    ],
    "favourite": [
        (
            "AM favourite: favourite t is X now",
            "Actually my favourite {t} is {v} now, not what you have.",
        ),
        (
            "AM favourite: X is my favourite t, mix-up",
            "Small correction: {v} is my favourite {t}. I always get that mixed up apparently.",
        ),
        ("AM favourite: profile field favourite t", "Update my profile, favourite {t}: {v}."),
        (
            "AM favourite: wrong, X by a mile",
            "You've got that wrong! {V} is my favourite {t}, by a mile.",
        ),
        (
            "AM favourite: tastes change, these days X",
            "Tastes change, I guess. These days my favourite {t} is {v}.",
        ),
        ("AM favourite: texting shorthand fav t = X", "just so ur notes are right, fav {t} = {v}"),
        (
            "AM favourite: non-native, the t I like most is X",
            "Excuse me, I think there is a mistake. The {t} I like most is {v}, please change it.",
        ),
    ],
    "drink": [
        (
            "AM drink: don't drink that anymore, usual is X",
            "Actually I don't drink that anymore, my usual is {a} now.",
        ),
        ("AM drink: small correction, go-to drink", "Small correction: my go-to drink is {a}."),
        (
            "AM drink: order wrong, it's X every time",
            "You've got my order wrong. It's {a}, every time.",
        ),
        (
            "AM drink: profile favourite drink field",
            "Please update my profile: favourite drink, {v}.",
        ),
        (
            "AM drink: barista would laugh, always get X",
            "Haha the barista would laugh at that. I always get {a}.",
        ),
        (
            "AM drink: switched to X, what I drink now",
            "Just so your notes are right, I switched to {v} a while back and that's what I drink "
            "now.",
        ),
        (
            "AM drink: US spelling, favorite drink X daily",
            "Sorry, correction: my favorite drink is {v}. Please fix it, I have it every single "
            "day.",
        ),
    ],
}

NOISE_29: list[tuple[str, str]] = [
    ("other person's fact", "No, it's my sister who lives in {city}, not me. You mixed us up."),
    ("negation", "Small correction: I don't work at {employer}. Never have."),
    ("past", "Just so your notes are right, I used to be {a_job}, but that was years ago."),
    (
        "request to forget",
        "Please forget that I mentioned {employer}, I'd rather you didn't keep it.",
    ),
    ("plan", "Heads up, I'm moving to {city} in March, so don't change anything yet."),
    ("other person's fact", "You've got that wrong, it's my husband who drives {a_car}."),
    ("negation", "Actually I'm not {diet}, no idea where you got that."),
    ("question", "Wait, why do you think I live in {city}?"),
    ("past", "Update: I'm no longer at {employer}. Still looking for the next thing."),
    ("hypothetical", "If I ever did go {diet}, would you update my meal plans automatically?"),
    ("other person's fact", "Correction: {fav} is my daughter's favourite {t}, not mine."),
    ("request to forget", "Can you delete the bit about me being {a_job}? Just wipe it."),
    (
        "plan",
        "I've got an offer from {employer} but haven't signed yet, so leave my profile alone for "
        "now.",
    ),
    (
        "reported speech",
        "My mum keeps telling people I work at {employer}, which is funny because I don't.",
    ),
    ("wish", "Honestly I wish I lived in {city}, but no."),
    ("negation", "You've got that wrong, I don't have {a_car}. I don't even own a car right now."),
    ("question", "Do you still have me down as {a_job}? Just checking, not changing anything."),
    ("past", "Back when I was {diet} I'd have loved this recipe. Not anymore though."),
    (
        "opinion",
        "For the record I think {fav} is overrated. Just an opinion, don't save it as anything.",
    ),
    (
        "comparison",
        "Not saying I drive one, but {a_car} is way cheaper to run than what my neighbours have.",
    ),
    ("other person's fact", "Please update my brother's details, not mine: he's {a_job} now."),
    ("plan", "I'm thinking about trading in for {a_car} next year, haven't decided."),
    ("news", "Did you see {employer} is laying people off? Glad it's not my problem."),
    ("recommendation", "A friend recommended I try going {diet}. Not convinced yet."),
    ("request", "Can you find me flights to {city} for the conference?"),
    ("hypothetical", "Say I took a job as {a_job}, how would my commute change?"),
    (
        "negation",
        "Small correction: my favourite {t} isn't {fav}. I'll tell you what it actually is later.",
    ),
    (
        "past",
        "I drove {a_car} for ten years until it got written off. Still figuring out what's next.",
    ),
    ("request to forget", "Forget the {city} thing I mentioned earlier, it was a typo."),
    ("other person's fact", "lol no that's my roommate, she's the one who's {diet}. fix it pls"),
]


SET_AN: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AN city: commute traffic in X, living here 3 yrs",
            "long day 😮‍💨 commute was brutal, {v} traffic at 8am is no joke. been living here 3 "
            "yrs and it never gets better",
        ),
        (
            "AN city: just got home, i live in X btw",
            "hey 👋 just got home from work. i live in {v} btw so dinner happens stupid late here "
            "lol",
        ),
        (
            "AN city: weekend, nice thing about living in X",
            "ok so weekend plans... nothing lol. one nice thing about living in {v} is theres "
            "always somewhere new to eat tho",
        ),
        (
            "AN city: home is X these days",
            "cant believe its only tuesday 🙃 anyway home is {v} these days, any ideas for a chill "
            "evening thing to do near me?",
        ),
        (
            "AN city: neighbour borrowing a pan, my apartment here in X",
            "my neighbour just knocked to borrow a pan 😂 everyone in my building here in {v} is "
            "so sweet honestly",
        ),
        (
            "AN city: walked home, forget i actually live in X",
            "finally some sun today!! walked home instead of taking the bus. {v} looks so pretty "
            "in the evening, sometimes i forget i actually live here 🥲",
        ),
        (
            "AN city: leftovers, supermarkets in my part of X",
            "dinner was leftover pasta again lol. i rly need to go grocery shopping but the "
            "supermarkets in my part of {v} close sooo early",
        ),
    ],
    "employer": [
        (
            "AN employer: back to back meetings, working at X",
            "long day at the office 😵 back to back meetings. working at {v} is great but the "
            "calendar is insane lol",
        ),
        (
            "AN employer: coworker brownies, best perk of working at X",
            "hiii. so my coworker brought homemade brownies today 🍫 best perk of working at {v} "
            "honestly",
        ),
        (
            "AN employer: all-hands, i work at X",
            "just got home. i work at {v} and we had our quarterly all-hands today so my brain is "
            "fried",
        ),
        (
            "AN employer: friday call, been at X 2 yrs now",
            "ugh my manager put a 4:45pm call on a friday 🙄 been at {v} 2 yrs now and some things "
            "never change",
        ),
        (
            "AN employer: desk salad, my job at X",
            "dinner was a sad desk salad bc i stayed late again. my job at {v} is eating my life "
            "lately lol",
        ),
        (
            "AN employer: parking, we staff at X",
            "parking at work was a nightmare again 😤 we staff at {v} keep getting promised a new "
            "garage, ill believe it when i see it",
        ),
        (
            "AN employer: day off, X (where i work)",
            "weekend came early!! {v} (where i work lol) gave us all friday off 🎉 love my job "
            "sometimes",
        ),
    ],
    "job_title": [
        (
            "AN job_title: tired, being X is rewarding",
            "so tired 😴 long long day. being {a} is rewarding most days but today was not one of "
            "them lol",
        ),
        (
            "AN job_title: someone said thank you, i'm X",
            "hey :) so i'm {a} and today someone actually said thank you for my work, made my "
            "whole week",
        ),
        (
            "AN job_title: cereal for dinner, life as X",
            "finally home. ate cereal for dinner lol. work was chaos, thats just life as {a} i "
            "guess",
        ),
        (
            "AN job_title: mom wants a real job, been X for 6 yrs",
            "my mom called again asking when ill get a 'real job' 🙃 i've been {a} for 6 yrs mom, "
            "it IS a real job",
        ),
        (
            "AN job_title: weekend lie-in, as X",
            "weekend!!! no alarms 🙌 honestly as {a} i live for saturday lie-ins",
        ),
        (
            "AN job_title: old friend on train, told her i'm X",
            "ran into an old friend on the train, she asked what i do now and i said im {a} and "
            "she looked so surprised lol",
        ),
        (
            "AN job_title: work update, still X",
            "work update: still {a}, still underpaid, still love it somehow 😂",
        ),
    ],
    "diet": [
        (
            "AN diet: veggie stir fry, creative when ur X",
            "dinner tonight was a big stir fry 🥦 u gotta get creative when ur {v}",
        ),
        (
            "AN diet: lunch with coworkers, one thing i could eat since i'm X",
            "lunch w coworkers today was a struggle lol, the place had like one thing on the menu "
            "i could eat since i'm {v}",
        ),
        (
            "AN diet: been X about 2 yrs, grocery shopping hardest",
            "so i've been {v} for about 2 yrs now and honestly grocery shopping is the hardest "
            "part",
        ),
        (
            "AN diet: partner's lasagna, separate version since i'm X",
            "hi! my partner is making lasagna tonight and bc im {v} she's doing a separate "
            "version just for me 🥹",
        ),
        (
            "AN diet: office party pizza, being X at parties",
            "office party had pizza AGAIN. being {v} at work events is rough 🙄",
        ),
        (
            "AN diet: farmers market, my X diet",
            "went to the farmers market this morning, stocked up on stuff that fits my {v} diet 🛒",
        ),
        (
            "AN diet: dad thinks it's a phase, still going strong X",
            "my dad still thinks me going {v} is a phase lol. it's been 4 yrs dad, still {v} and "
            "going strong",
        ),
    ],
    "car": [
        (
            "AN car: traffic, at least my X has good AC",
            "commute was awful, 40 min in traffic. at least my {v} has good AC lol",
        ),
        (
            "AN car: check engine light in my X",
            "ugh check engine light came on in my {v} on the way home 😩 is that urgent or can it "
            "wait till monday",
        ),
        (
            "AN car: weekend car wash, i drive X",
            "weekend plans: washing the car lol. i drive {a} and its FILTHY rn",
        ),
        (
            "AN car: compliment at grocery store, owning X",
            "got a compliment on my car at the grocery store today 🥹 a guy asked how i like "
            "owning {a}. love it honestly",
        ),
        (
            "AN car: lift for colleague, how clean my X is",
            "gave my colleague a lift home and she was shocked at how clean my {v} is lol. first "
            "time in months tbh",
        ),
        (
            "AN car: back from the shop, the old X",
            "car's back from the shop!! the old {v} runs like new, only 200 bucks this time 🙏",
        ),
        (
            "AN car: drive home, me my X and a podcast",
            "honestly the best part of my day is the drive home, just me, my {v} and a podcast 🎧",
        ),
    ],
    "favourite": [
        (
            "AN favourite: rough day, fun fact my favourite T is X",
            "rough day 😮‍💨 need cheering up. fun fact my favourite {t} is {v}, talk to me about "
            "it?",
        ),
        (
            "AN favourite: coworker asked, said X instantly",
            "a coworker asked me today what my fave {t} is and i said {v} instantly lol, always "
            "has been",
        ),
        (
            "AN favourite: X still my all time favourite T",
            "ok random but {v} is still my all time favourite {t} and nobody at work gets it 😂",
        ),
        (
            "AN favourite: weekend mood, X my favourite T by a mile",
            "weekend mood: anything {v} related. its my favourite {t} by a mile",
        ),
        (
            "AN favourite: partner teases, favorite T ever",
            "my partner teases me bc i bring up {v} constantly. what can i say, favorite {t} ever "
            "🤷‍♀️",
        ),
        (
            "AN favourite: small talk tips, my fav T is X",
            "meeting the new team tomorrow 😬 my fav {t} is {v} so ill probably just talk about "
            "that tbh. any other small talk tips?",
        ),
        (
            "AN favourite: nothing beats X, no contest",
            "nothing beats {v}. favourite {t}, no contest 💯",
        ),
    ],
    "drink": [
        (
            "AN drink: finally home, my usual X, drink of choice",
            "finally home 🙌 dinner was just toast lol. cant complain tho, got my usual {v} next "
            "to me, always my drink of choice",
        ),
        (
            "AN drink: usual order always X",
            "a coworker asked what my usual order is and its always {v}, every single time lol",
        ),
        (
            "AN drink: have X pretty much every day",
            "i have {a} pretty much every day lol is that bad",
        ),
        (
            "AN drink: nothing fancy, my favourite drink is X",
            "nothing fancy for me. my favourite drink is {v}, always has been",
        ),
        (
            "AN drink: spot near my place starts making my X",
            "the spot near my place knows me so well they start making my {v} when i walk in 😂",
        ),
        (
            "AN drink: weekend, grabbing X, go-to drink",
            "weekend!! first thing im doing is grabbing {a}. its my go-to drink, no question",
        ),
        (
            "AN drink: friends joke i'm made of X",
            "my friends joke that im basically made of {v} at this point lol, i drink so much of "
            "it",
        ),
    ],
}

NOISE_30: list[tuple[str, str]] = [
    ("question", "is {city} a good place to live? been thinking about it lol"),
    ("hypothetical", "if i ever moved to {city} do u think id get used to the weather"),
    ("wish", "ugh i wish i had {a_car}, my bus was late again 😩"),
    ("plan", "thinking about applying to {employer} next month, what do u think"),
    ("past", "i used to work at {employer} back in the day, wild times"),
    ("other person", "my sister just got a job at {employer}!! so proud 🥹"),
    ("other person", "my roommate is {diet} so dinner is always a negotiation lol"),
    ("negation", "no im not {diet} lol, i just skipped meat tonight"),
    ("past", "used to be {a_job} before i switched careers, dont miss it"),
    ("reported speech", "my coworker keeps saying {city} is the best city in the world 🙄"),
    ("opinion", "honestly {a_car} seems kinda overrated to me"),
    ("news", "did u see the news about layoffs at {employer} today?? crazy"),
    ("recommendation", "my friend recommended {fav} to me, should i check it out?"),
    ("comparison", "is {a_car} more reliable than a honda civic?"),
    ("request", "can u find me some {diet} recipes, having guests over saturday"),
    ("other person", "my boyfriends favourite {t} is {fav}, i dont get it at all lol"),
    ("hypothetical", "if i were {a_job} id probably never get any sleep lol"),
    ("plan", "we're visiting {city} next weekend!! any tips?"),
    ("question", "what does {a_job} actually do all day?"),
    ("negation", "i dont drive {a_car} lol, thats my dads car"),
    ("past", "i was {diet} for a year in college but gave up"),
    ("wish", "would love to work at {employer} someday tbh"),
    ("opinion", "{fav} is so overhyped imo"),
    ("other person", "my neighbour just bought {a_car}, its so shiny lol"),
    ("plan", "im gonna try going {diet} next month, wish me luck 😅"),
    ("reported speech", "my mom told me i should become {a_job}, like mom no"),
    ("past", "grew up in {city} but moved away ages ago"),
    ("request", "remind me to look up flights to {city} tomorrow"),
    ("comparison", "do people who work as {a_job} earn more than teachers usually?"),
    ("hypothetical", "what would my commute look like if i worked at {employer}? its across town"),
]


SET_AO: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AO city: German word order, two years here for wife's job",
            "Since two years I live now in {v}, because my wife got a job here. The winter "
            "is still hard for me, but slowly I get used.",
        ),
        (
            "AO city: Indian English, shifted here for masters",
            "Hello, currently I am staying in {v} only, shifted here last year for my "
            "masters. Kindly suggest some good weekend trips from here which are not too "
            "costly.",
        ),
        (
            "AO city: Mandarin tense, came three years ago, lives with parents",
            "I come to {v} already three years, now I live here with my parents together. "
            "Sometimes still feel like foreigner, my English not so good.",
        ),
        (
            "AO city: Spanish calque 'have 5 years living', bakery request",
            "Hi!! I have 5 years living in {v} and still I don't know where to buy good "
            "bread 😅 can you recommend me some bakeries near of the center?",
        ),
        (
            "AO city: French false friend 'actually', looking for bigger flat",
            "Actually I live in {v}, it is since September, before I was in Lyon. For the "
            "moment I am searching a flat more big because we are three now with the baby.",
        ),
        (
            "AO city: Russian article drop, rent expensive, budget help",
            "I live in {v}, rent is terrible expensive and salary is not so much. Please "
            "help me to make budget for month, I am not good with money.",
        ),
        (
            "AO city: Arabic, moved from Amman last summer, weather",
            "Wallah the weather in {v} is making me crazy this week. I moved here from "
            "Amman in the last summer and my body still not understand it. What is the "
            "best clothes for this?",
        ),
    ],
    "employer": [
        (
            "AO employer: Portuguese 'there is four years', evaluation tomorrow",
            "Good morning! I am working at {v} there is almost four years, and tomorrow I "
            "have my evaluation with my boss. Can you help me to prepare what to say? I am "
            "very nervous.",
        ),
        (
            "AO employer: Turkish, back-to-office rule, lives far",
            "I am working in {v} since 2021, in the finance department. Now they want "
            "everybody come back to office three days in week, but I live very far, what I "
            "can do?",
        ),
        (
            "AO employer: German, new employer since March, payslip question",
            "{V} is my employer since March. Before I was freelancer, so this with the "
            "payslip and taxes is new for me - can you explain me what is this "
            "'withholding'?",
        ),
        (
            "AO employer: Indian English 'myself', salary revision mail",
            "Myself Priya, working with {v} from past 3 years. Need to write one mail to "
            "HR for salary revision, please help and do the needful.",
        ),
        (
            "AO employer: Mandarin, company gives new insurance form",
            "Now I am work at {v}, they give us new insurance plan but the form is very "
            "complicate. Can you explain simple for me? I not want make mistake.",
        ),
        (
            "AO employer: Spanish 'entered to work', first job in country",
            "I entered to work at {v} in January (my first job in this country!!) and "
            "everybody speak so fast in the meetings. Any tips for understand them better?",
        ),
        (
            "AO employer: Russian, decline recruiter, happy where he is",
            "Tell me please how to answer to recruiter on LinkedIn politely that I am not "
            "interested. I am happy where I am, at {v}, and I don't want to change job now.",
        ),
    ],
    "job_title": [
        (
            "AO job_title: Spanish 'am since 2018', stress, always tired",
            "I am {a} since 2018, and honestly lately the stress is killing me. Is normal "
            "to feel so tired all the time?",
        ),
        (
            "AO job_title: German, many English emails sound too hard",
            "In my job as {a} I must write many emails in English, and my colleagues say "
            "they sound too hard. Can you make this one more friendly?",
        ),
        (
            "AO job_title: Indian English, salary very less, side business",
            "I am working as {a}, salary is very less and I am thinking to start some side "
            "business also. What are the options?",
        ),
        (
            "AO job_title: Mandarin 'my work is', no time for exercise",
            "My work is {v}, every day very busy, no time for exercise. You can give me 15 "
            "minutes workout plan?",
        ),
        (
            "AO job_title: French 'exercise the profession', too late to change at 42?",
            "I exercise the profession of {v} since ten years and I begin to think to "
            "change. Is it too late at 42 to start again the studies?",
        ),
        (
            "AO job_title: Russian 'by profession', 7 years, asking for raise",
            "By profession I am {v}, work in this field already 7 years. Now I want to ask "
            "for raise, how to argue it correctly?",
        ),
        (
            "AO job_title: Arabic, passed probation, now officially",
            "Alhamdulillah, finally I finished the probation period and now I am {a} "
            "officially, with permanent contract! Help me write small thank you message "
            "for my manager.",
        ),
    ],
    "diet": [
        (
            "AO diet: Indian English, me and wife both, menu for guests",
            "Me and my wife both are {v}, so please suggest one dinner menu for 10 guests, "
            "nothing too complicated.",
        ),
        (
            "AO diet: German, since January because of doctor, breakfast ideas",
            "Since January I eat {v} - first because of my doctor, but now I feel really "
            "better. Can you give me ideas for breakfast? I am bored of always the same.",
        ),
        (
            "AO diet: Spanish, mother doesn't accept it, Christmas dish",
            "I am {v} from three years ago, and my mother still don't accept it jaja. This "
            "Christmas she invite all the family, what I can bring that she also will like?",
        ),
        (
            "AO diet: Mandarin, lost 5 kilo, ordering at Chinese restaurant",
            "I follow {a} diet now, already lose 5 kilo. But eat outside is very "
            "difficult, which dishes in Chinese restaurant I can order?",
        ),
        (
            "AO diet: French 'for information', quick recipe from fridge",
            "For information, I am {v}, so please no recipes with things I cannot eat. I "
            "want something for tonight, rapid, with what I have in the fridge.",
        ),
        (
            "AO diet: Russian, switched half year ago, colleagues joke",
            "I switched to {a} diet half year ago and I keep it. Only problem - my "
            "colleagues always make jokes at lunch. How to answer them with humour?",
        ),
        (
            "AO diet: Turkish, grandmother offended at Sunday lunch",
            "Since I became {v}, my grandmother is offended every Sunday lunch, because I "
            "don't eat her food like before. How can I explain her without hurting?",
        ),
    ],
    "car": [
        (
            "AO car: German verb position, strange noise when braking",
            "My {v} makes since last week a strange noise when I brake. Is it dangerous to "
            "drive until Monday, when the garage has appointment free?",
        ),
        (
            "AO car: Indian English 'I am having', insurance renewal",
            "I am having {a} and insurance renewal is due next month. Which add-ons are "
            "really required and which are waste of money?",
        ),
        (
            "AO car: Spanish, bought used last year, old tires",
            "I bought {a} used last year and until now is perfect, but the tires are very "
            "old already. What brand you recommend me?",
        ),
        (
            "AO car: Mandarin 'my car is', winter tyres question",
            "My car is {v}. Winter is coming, need change to winter tyre or not? Sometimes "
            "snow where I live but not so much.",
        ),
        (
            "AO car: Russian 'drive on my', 40 km commute, podcasts",
            "Every day I drive to work on my {v}, 40 km each direction. Which podcasts in "
            "easy English you can recommend for the road?",
        ),
        (
            "AO car: French, bluetooth refuses to connect",
            "Do you know how to connect my phone to the bluetooth of my {v}? I have tried "
            "everything and it refuses, it is frustrating because I use it every day.",
        ),
        (
            "AO car: Arabic, third baby coming, car maybe too small",
            "My family is growing, inshallah third baby in the spring, and I think my {v} "
            "will be too small for us. But I love it, I don't want sell it. What you think?",
        ),
    ],
    "favourite": [
        (
            "AO favourite: Spanish 'of all the life', friends tease",
            "My favourite {t} of all the life is {v}, without doubt. My friends make fun "
            "of me because I talk about it too much jaja",
        ),
        (
            "AO favourite: German 'since years the same', exchange app bio",
            "When somebody asks me about my favourite {t}, the answer is since years the "
            "same: {v}. Can you help me write a short text about me for a language "
            "exchange app?",
        ),
        (
            "AO favourite: Indian English 'only', Instagram bio",
            "My favourite {t} is {v} only, no competition. Please write one funny bio line "
            "for my Instagram including this.",
        ),
        (
            "AO favourite: Mandarin 'most favourite', interesting fact",
            "{V} is my most favourite {t}, I like very much. Can you tell me some "
            "interesting fact about it?",
        ),
        (
            "AO favourite: French fun fact for new job, too banal?",
            "On Monday I must present myself at the new job and they ask one 'fun fact'. "
            "Me, my favourite {t} is {v}, but it is a bit banal, no? Help me find "
            "something more original.",
        ),
        (
            "AO favourite: Russian, give 5 similar things",
            "Question for you: my favourite {t} is {v}, what else I would probably like, "
            "something similar? Give me 5.",
        ),
        (
            "AO favourite: Turkish, unchanged since childhood",
            "Since I was a child my favourite {t} is {v} and until today nothing changed. "
            "Is it strange to not change the taste after 30 years?",
        ),
    ],
    "drink": [
        (
            "AO drink: Portuguese 'normally', three or four a day",
            "Normally I drink {v}, like three or four in the day. Is it too much for the "
            "health? Be honest with me.",
        ),
        (
            "AO drink: German, regular place prepares it on arrival",
            "My usual drink is {v} - at my regular place they already know me and start to "
            "prepare it when I come in the door.",
        ),
        (
            "AO drink: Indian English 'daily I am having', regular drink",
            "Daily I am having {v}, it is my regular drink. Is it okay for health or I "
            "should change?",
        ),
        (
            "AO drink: Mandarin, always drinks it, friend says boring",
            "I always drink {v}, other drink I don't like so much. My friend say I am boring haha",
        ),
        (
            "AO drink: French 'I take always', habit since university",
            "When I go out, I take always {a}, it is my habit since the university. Do you "
            "know how they make it exactly? I want to try at home.",
        ),
        (
            "AO drink: Arabic, after-work ritual",
            "Every day after work I need my {v}, is like ritual for me. My colleague say I "
            "am addicted, wallah is this true?",
        ),
        (
            "AO drink: Turkish, always same drink, phrase for bar",
            "My drink is always {v}, whatever the place. Tonight I meet my friends in bar, "
            "how to say in English 'one more of the same' politely?",
        ),
    ],
}

NOISE_31: list[tuple[str, str]] = [
    (
        "question",
        "How is the life in {city}? My cousin say is very expensive but I don't believe him.",
    ),
    (
        "past",
        "Before, when I was student, I worked as {a_job} in the summers, but this was "
        "long time ago.",
    ),
    (
        "other person",
        "My brother works at {employer} and he always complain about the meetings, haha.",
    ),
    (
        "hypothetical",
        "If I would win the lottery, I buy immediately {a_car}, no discussion.",
    ),
    (
        "wish",
        "One day I want to live in {city}, is my dream since I am small.",
    ),
    (
        "negation",
        "I am not {diet}, I eat everything, but my girlfriend is. What I can cook for both of us?",
    ),
    (
        "opinion",
        "Honestly, I think {fav} is overrated. Everybody talk about it and I don't understand why.",
    ),
    (
        "request",
        "Can you explain me what {a_job} exactly does? My son want to study this.",
    ),
    (
        "plan",
        "Next year maybe we move to {city}, but nothing is decided yet.",
    ),
    (
        "question",
        "Is it difficult to get job at {employer}? What they ask in the interview?",
    ),
    (
        "past",
        "I had {a_car} before, but I sold it when we came to this country.",
    ),
    (
        "other person",
        "My wife has {a_car} and she want that I learn to drive it, but I am scared to "
        "drive in this traffic.",
    ),
    (
        "question",
        "What does it mean exactly, {diet}? My new colleague said this word at lunch "
        "and I was too shy to ask.",
    ),
    (
        "joke",
        "My friend joke that I should be {a_job} because I give advice to everybody, "
        "haha. Is funny because I am very far from this.",
    ),
    (
        "hypothetical",
        "If I was working at {employer}, you think I would be more happy? Sometimes I "
        "dream about it.",
    ),
    (
        "past",
        "In my twenties I was {diet} for some time, but I stopped, it was too "
        "difficult with my family.",
    ),
    (
        "opinion",
        "{city} is beautiful, but I think I could never live there, too many tourists for me.",
    ),
    (
        "other person",
        "My daughter favourite {t} is {fav}, she repeat it all the day. What gift I "
        "can buy related to this?",
    ),
    (
        "question",
        "Which is more safe for long trips in winter, {a_car} or the bus?",
    ),
    (
        "wish",
        "I would love to be {a_job} one day, but I think I am too old for study again.",
    ),
    (
        "negation",
        "I never worked at {employer}, I don't know why LinkedIn show me all their jobs.",
    ),
    (
        "request",
        "Please translate to Spanish: 'The meeting with {employer} is moved to Thursday.'",
    ),
    (
        "question",
        "In your opinion, what is the best {t} of all time? Many people say {fav}, is true?",
    ),
    (
        "plan",
        "I am thinking to buy {a_car}, but first I want to read reviews. What people say about it?",
    ),
    (
        "past",
        "When I lived in {city}, I had more friends. Now is different.",
    ),
    (
        "other person",
        "My neighbour is {a_job} and he always help me with small things. I want to "
        "give him small gift, any idea?",
    ),
    (
        "hypothetical",
        "If I become {diet}, I must take vitamins or not?",
    ),
    (
        "joke",
        "My husband talks about {a_car} more than about me, I think he is in love haha.",
    ),
    (
        "request",
        "Can you recommend me some cheap hotels in {city} for 3 nights in May? We go "
        "there for a wedding.",
    ),
    (
        "past",
        "I left {employer} last October, it was good decision, no regrets.",
    ),
]

SET_AP: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AP city: plan a Sunday, lives in X",
            "Can you plan a lazy Sunday for me? I live in {v} and I've already done all "
            "the obvious tourist stuff.",
        ),
        (
            "AP city: moved there last spring, find a barber",
            "Since moving to {v} last spring I still haven't found a decent barber near my "
            "place - could you dig up a few with good reviews?",
        ),
        (
            "AP city: running club bio, X resident",
            "Draft a short bio for my running club profile: 34, {v} resident, training for "
            "my first half marathon, slow but stubborn.",
        ),
        (
            "AP city: parking permit for my street here in X",
            "Remind me on the 1st to renew the parking permit for my street here in {v}; "
            "last year I forgot and got two tickets.",
        ),
        (
            "AP city: energy providers, home is X",
            "Compare electricity providers for me. For context, home is {v}, I rent a "
            "one-bed flat and I work from home most days.",
        ),
        (
            "AP city: actually lives there, skip guidebook picks",
            "As someone who actually lives in {v}, I don't need the guidebook picks... "
            "find me three restaurants that opened this year instead?",
        ),
        (
            "AP city: haircut near home, home being X",
            "Book me a haircut for Saturday morning somewhere close to home (home being "
            "{v}, not far from the main train station).",
        ),
    ],
    "employer": [
        (
            "AP employer: email HR about parental leave",
            "Draft an email to HR asking about parental leave. I work at {v} and I'd like "
            "to know the policy before I tell my manager.",
        ),
        (
            "AP employer: joined in January, expense reports",
            "Since I joined {v} in January I've had no clue how to do my expense reports "
            "properly; can you walk me through a sane process?",
        ),
        (
            "AP employer: mortgage form, employer field",
            "Help me fill out this mortgage application - employer: {v}, been there four "
            "years, full-time, salaried.",
        ),
        (
            "AP employer: LinkedIn headline, six years with X",
            "Write a LinkedIn headline for me, keep it humble. I've been with {v} for six "
            "years and I'm not job hunting, just tidying up my profile.",
        ),
        (
            "AP employer: timesheet reminder, payroll where I work",
            "Remind me Thursday to submit my timesheet - payroll at {v}, where I work, "
            "closes at noon and I always forget.",
        ),
        (
            "AP employer: lunch spots, on staff",
            "Could you compare a few lunch spots within walking distance of work? I'm on "
            "staff at {v}, so anything close to there.",
        ),
        (
            "AP employer: employee phone discount",
            "As an employee of {v} I apparently get a discount on some phone plans. Can "
            "you find out which carriers offer one?",
        ),
    ],
    "job_title": [
        (
            "AP job_title: CV summary, works as X",
            "I work as {a} and my CV is overdue for an update. Can you draft a summary "
            "paragraph that doesn't sound generic?",
        ),
        (
            "AP job_title: continuing education, reimbursed",
            "Find me some continuing-education courses I could take this year; I'm {a} and "
            "my employer will reimburse up to $1,000.",
        ),
        (
            "AP job_title: cousin wants free favours",
            "Help me draft a reply to my cousin, who keeps asking me for work-related "
            "favours at family dinners. Being {a}, I get this constantly and I want a "
            "polite boundary.",
        ),
        (
            "AP job_title: insurance plans, background",
            "Compare these two health insurance plans for me. Background: I'm {a}, "
            "full-time, no side gigs, no dependants.",
        ),
        (
            "AP job_title: newsletter intro, currently working as X",
            "Help me write my intro for the neighbourhood newsletter: name's Priya, "
            "currently working as {a}, two cats, new to the street.",
        ),
        (
            "AP job_title: non-work podcast for commute",
            "Find me a podcast for my commute, something that isn't about work, because as "
            "{a} I get plenty of that all day.",
        ),
        (
            "AP job_title: day job, weekend side project",
            "My day job is being {a}; could you plan a weekend side project for me that "
            "won't burn me out?",
        ),
    ],
    "diet": [
        (
            "AP diet: week of dinners, cooking for one",
            "Plan a week of dinners for me - I'm {v}, I cook for one, and I hate wasting food.",
        ),
        (
            "AP diet: went X last year, restaurants",
            "Since I went {v} last year, eating out has been a pain. Find me five places "
            "nearby that would actually work for me?",
        ),
        (
            "AP diet: polite note to dinner-party host",
            "Draft a polite note to my host for Saturday's dinner party letting them know "
            "I'm {v} and that they shouldn't go to any trouble.",
        ),
        (
            "AP diet: groceries must fit my diet",
            "Order groceries for the week: the usual, but remember everything needs to fit "
            "my diet, which is {v}.",
        ),
        (
            "AP diet: meal kits, that's how I eat",
            "Which of these two meal-kit services has better {v} options? That's how I "
            "eat, so it's the deciding factor.",
        ),
        (
            "AP diet: book table, X these days",
            "Book a table for two on Friday. I'm {v} these days, so check the menu before "
            "you confirm anything.",
        ),
        (
            "AP diet: three years in, birthday cake",
            "I've been {v} for about three years now. Can you suggest a birthday cake I "
            "could bake for myself that fits?",
        ),
    ],
    "car": [
        (
            "AP car: book annual service",
            "Book my {v} in for its annual service; any garage within ten miles is fine, "
            "weekday mornings preferred.",
        ),
        (
            "AP car: drives X, insurance quotes",
            "I drive {a}. Can you compare insurance quotes from three companies and tell "
            "me which is the best value?",
        ),
        (
            "AP car: camping trip, gear must fit my car",
            "Plan a camping trip for me and three friends. We're taking my car, {a}, so "
            "keep the gear list to what'll actually fit.",
        ),
        (
            "AP car: hand car wash, mine's X",
            "Find me a car wash that does it by hand - mine's {a} and I don't want the "
            "brushes scratching it.",
        ),
        (
            "AP car: tyre reminder, slow leak",
            "Remind me to check my tyre pressure every two weeks; the {v} I drive has a "
            "slow leak in the rear left.",
        ),
        (
            "AP car: only car in household, schedule",
            "Since my {v} is the only car in the household, can you help me work out a "
            "weekly schedule for who gets it when?",
        ),
        (
            "AP car: sunshade for my car",
            "Order a windscreen sunshade for my car ({a}, bought it last year) - it sits "
            "outside in the sun all day.",
        ),
    ],
    "favourite": [
        (
            "AP favourite: low-key birthday around it",
            "Plan my birthday around my favourite {t} - that's {v}, obviously - and keep "
            "the whole thing low-key.",
        ),
        (
            "AP favourite: team Slack icebreaker",
            "Draft my answer for the new team's Slack icebreaker. They asked for our "
            "favourite {t}, and mine is {v}; make it sound a bit fun.",
        ),
        (
            "AP favourite: find similar things",
            "Since {v} is my favourite {t}, could you find me a few things in a similar "
            "vein that I probably haven't tried yet?",
        ),
        (
            "AP favourite: partner asks for gift ideas",
            "My partner asked what to get me. My favourite {t} has been {v} forever, so "
            "can you list a few gift ideas built around that?",
        ),
        (
            "AP favourite: office print, all-time favourite",
            "Find me a poster or print inspired by {v} for my office wall. It's my "
            "all-time favourite {t}.",
        ),
        (
            "AP favourite: dating app bio key facts",
            "Write me a short dating-app bio. Key facts: I love dogs, I'm terrible at "
            "karaoke, and my favourite {t} is {v}.",
        ),
        (
            "AP favourite: gamer tag nodding to it",
            "Help me come up with a gamer tag that nods to my favourite {t}, {v}, without "
            "being too on the nose.",
        ),
    ],
    "drink": [
        (
            "AP drink: order my usual for pickup",
            "Order my usual from the place on the corner for pickup at 6: {a}, same as always.",
        ),
        (
            "AP drink: make it at home, one nearly every day",
            "Compare a few ways to make {a} at home. I have one nearly every day and the "
            "cafe bill is getting silly.",
        ),
        (
            "AP drink: grocery list, what I drink most days",
            "When you put together my grocery list, add whatever I need for {a}, since "
            "that's what I drink most days.",
        ),
        (
            "AP drink: book a place that does it well",
            "Book a table somewhere that does a really good {v}; it's pretty much all I "
            "ever order.",
        ),
        (
            "AP drink: hosting meeting, having my usual",
            "I'm hosting a work meeting at my place. Draft a message asking what everyone "
            "wants to drink - I'll be having {a}, as usual.",
        ),
        (
            "AP drink: office rota blurb",
            "Draft a two-line blurb for the office drinks rota: I'm the one who always has "
            "{a}, so nobody needs to ask me.",
        ),
        (
            "AP drink: near the station, what I usually drink",
            "Could you find somewhere near the station that serves {a}? It's what I "
            "usually drink, and I'll have twenty minutes to kill.",
        ),
    ],
}

NOISE_32: list[tuple[str, str]] = [
    (
        "question",
        "Can you find out whether {employer} is hiring right now? Just curious about the market.",
    ),
    (
        "hypothetical",
        "If I moved to {city}, what would a realistic monthly budget look like? Draft one for me.",
    ),
    (
        "past",
        "Draft a thank-you note to my old manager. I used to work at {employer} and "
        "she really went to bat for me back then.",
    ),
    (
        "other person",
        "Book a table for Saturday somewhere with good options for my sister - she's "
        "{diet} and she's visiting.",
    ),
    (
        "plan",
        "I'm thinking about retraining to become {a_job} next year; can you compare a "
        "few training routes?",
    ),
    (
        "wish",
        "Find me listings for {a_car} under $20k. I've always wanted one, never owned "
        "one, just want to daydream.",
    ),
    (
        "other person",
        "Plan a surprise evening for my husband; his favourite {t} is {fav}, so work "
        "that in somehow.",
    ),
    (
        "question",
        "Is {fav} a good {t} to introduce a 12-year-old to? I'm trying to pick a "
        "present for my nephew.",
    ),
    (
        "negation",
        "I'm not {diet} myself, but most of my guests are - plan a menu that works for everyone.",
    ),
    (
        "past",
        "Back when I drove {a_car}, parking was never an issue. Can you find me a "
        "monthly spot near the office?",
    ),
    (
        "other person",
        "My flatmate works at {employer}; draft a message asking if she'd refer a friend of mine.",
    ),
    (
        "travel",
        "Book me flights to {city} for the conference in May and a hotel near the venue.",
    ),
    (
        "comparison",
        "Compare owner reviews of {a_car} against its closest competitor - I don't "
        "trust the salesman.",
    ),
    (
        "other person",
        "Write a cover letter for my son, who's applying for an internship at {employer}.",
    ),
    (
        "joke",
        "Write a silly limerick about someone who tries going {diet} for one day and "
        "gives up by lunch.",
    ),
    (
        "hypothetical",
        "Suppose I took a job as {a_job} - how would my taxes change? Rough numbers are fine.",
    ),
    (
        "past",
        "Find my old photos from when I lived in {city}; they should be in a folder from 2015.",
    ),
    (
        "question",
        "What's the average salary for {a_job} in {city}? I'm helping a friend negotiate an offer.",
    ),
    (
        "plan",
        "Remind me in a year to seriously reconsider moving to {city}. It keeps coming "
        "up in my head.",
    ),
    (
        "other person",
        "My dad insists {fav} is the best {t} ever made. Find me some arguments to tease him with.",
    ),
    (
        "negation",
        "Cancel the insurance reminder for {a_car} - I sold it last month and don't "
        "have a car anymore.",
    ),
    (
        "travel",
        "Give me a packing list for three days in {city} in November.",
    ),
    (
        "opinion",
        "Honestly, I think {fav} is overrated as a {t}. Draft a playful rebuttal to my "
        "friend's post saying otherwise.",
    ),
    (
        "comparison",
        "Which is cheaper to run over five years, {a_car} or an e-bike? Build me a "
        "quick comparison.",
    ),
    (
        "future",
        "I start at {employer} in September, fingers crossed. Can you plan some "
        "questions for my first week?",
    ),
    (
        "other person",
        "My brother just qualified as {a_job}; help me pick a congratulations gift.",
    ),
    (
        "hypothetical",
        "If I went {diet} for a month, what would a cheap shopping list look like? Not "
        "committing, just curious.",
    ),
    (
        "question",
        "Find out whether {employer} has an office in {city} - my cousin might apply there.",
    ),
    (
        "past",
        "Update my CV: I was {a_job} from 2016 to 2019, then switched careers completely.",
    ),
    (
        "joke",
        "Write me a joke that starts with {a_job} walking into a bar in {city}.",
    ),
]

SET_AQ: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AQ city: bus stop in the rain, four umbrellas",
            "ugh standing at the bus stop in the rain again ☔ living in {v} means owning 4 "
            "umbrellas and still getting soaked lol",
        ),
        (
            "AQ city: sunday morning quiet street, 3 yrs here",
            "sunday morning and my whole street is still asleep 😌 honestly the best time "
            "of the week here in {v}. 3 yrs in and i still love it",
        ),
        (
            "AQ city: mum flying in to visit, flat a mess",
            "my mum flies in tmrw to visit me in {v} and i have NOT cleaned my flat 😭 any "
            "tips for a panic tidy",
        ),
        (
            "AQ city: 2am, tiny apartment, neighbour vacuuming",
            "it's 2am and i'm lying in bed in my tiny {v} apartment listening to the guy "
            "upstairs vacuum. why. just why",
        ),
        (
            "AQ city: six months since the move, go-to bakery",
            "lunch break thought: six months since i moved to {v} and i finally have a "
            "go-to bakery 🥐 think i'm officially a local now",
        ),
        (
            "AQ city: hail then sun outside window",
            "hail, then sun, then hail again outside my window lol. classic {v}, never a "
            "dull day living here 🙃",
        ),
        (
            "AQ city: late bus, love it but transport a joke",
            "bus is 20 min late AGAIN 🚌 i love living in {v} tbh but the public transport "
            "here is a joke",
        ),
    ],
    "employer": [
        (
            "AQ employer: canteen tacos only reason to come in",
            "lunch break!! the canteen at {v} did tacos today and honestly that's the only "
            "reason i come into the office lol 🌮",
        ),
        (
            "AQ employer: 5 yr work anniversary today",
            "just realised today's my 5 yr work anniversary at {v} 😳 where does the time go",
        ),
        (
            "AQ employer: back to back meetings all week",
            "sooo tired. work has been insane, {v} had us in back-to-back meetings all "
            "week and my brain is mush 🫠",
        ),
        (
            "AQ employer: grandma thinks it's a shop",
            "my grandma still thinks {v} is a shop and asks if i get a staff discount 😂 "
            "grandma i've worked there for 3 years",
        ),
        (
            "AQ employer: forgot badge, waiting outside",
            "forgot my work badge at home again so now i'm standing outside {v} waiting "
            "for security to let me in ☕ great start to the week",
        ),
        (
            "AQ employer: sunday scaries, love the team",
            "sunday scaries hitting hard rn. i love my team at {v} but mondays are still "
            "mondays 😩",
        ),
        (
            "AQ employer: rain, wfh ended for all of us",
            "pouring rain, no umbrella, and of course {v} just ended work from home for "
            "all of us 🙄 so here i am at my desk, soaked lol",
        ),
    ],
    "job_title": [
        (
            "AQ job: home after 12 hr day, too tired for toast",
            "home after a 12 hour day and too tired to even make toast lol. being {a} is "
            "not for the weak 😮\u200d💨",
        ),
        (
            "AQ job: aunt at dinner asks again",
            "my aunt at dinner: 'so what is it you actually do?' me, for the 100th time: "
            "i'm {a}, auntie 🙃",
        ),
        (
            "AQ job: 5 years in, still imposter syndrome",
            "5 years as {a} and i still get imposter syndrome some days tbh",
        ),
        (
            "AQ job: 10 min lunch, nobody warns you",
            "lunch break today = 10 min eating crackers in a back room bc we're short "
            "staffed. nobody warns you about this part of being {a} lol",
        ),
        (
            "AQ job: by day, bad home cook by night",
            "{V} by day, terrible home cook by night 😂 tonight's pasta is... a choice",
        ),
        (
            "AQ job: nephew asks what it's like, froze",
            "my nephew asked what i do all day at work and i froze lol. like i've been {a} "
            "for years and still couldn't explain it to a 7 yr old",
        ),
        (
            "AQ job: sunny weekend but working",
            "weather's gorgeous and i'm stuck working ☀️ i'm {a}, so weekends are more of "
            "a suggestion lol",
        ),
    ],
    "diet": [
        (
            "AQ diet: family bbq, only one, side salad",
            "family bbq today and i'm the only {v} one there so it's me and a sad side salad 😂",
        ),
        (
            "AQ diet: two years since going, don't miss a thing",
            "fun fact: it's been two years since i went {v} and i genuinely don't miss a "
            "thing lol 🥗",
        ),
        (
            "AQ diet: reading the menu forever",
            "lunch break and i've been staring at this menu for 10 min looking for one "
            "thing that's {v} so i can actually eat 😩",
        ),
        (
            "AQ diet: mom still offers lasagna",
            "my mom still offers me her lasagna every sunday. mom. i've been {v} since 2019 😭",
        ),
        (
            "AQ diet: 11pm meal prep",
            "11pm and i'm meal prepping bc apparently that's my life now lol. being {v} "
            "takes sooo much planning",
        ),
        (
            "AQ diet: cooking show, can't eat anything",
            "watching a cooking show rn and basically every dish has something i can't eat "
            "since i went {v} 🙃",
        ),
        (
            "AQ diet: packing own party snacks",
            "heading to a party and packing my own snacks like a weirdo bc i'm {v} and "
            "never trust party food lol",
        ),
    ],
    "car": [
        (
            "AQ car: -5, three tries to start",
            "it's -5 out and my {v} took 3 tries to start 🥶 pls don't die on me",
        ),
        (
            "AQ car: fries under back seat, kids",
            "found like 4 fries under the back seat of my {v} today. kids, i swear 🍟",
        ),
        (
            "AQ car: climbing in passenger side at grocery store",
            "someone parked so close to me at the grocery store i had to climb in through "
            "the passenger side of my {v} lol 🙃",
        ),
        (
            "AQ car: washed yesterday, rain today",
            "washed my {v} yesterday and of course it's raining today 😑 classic",
        ),
        (
            "AQ car: odometer past 100k",
            "the odometer on my {v} just rolled past 100k 🎉 she deserves a car wash as a "
            "treat lol",
        ),
        (
            "AQ car: dad still asks about a real car",
            "been driving {a} for 3 years now and my dad STILL asks when i'm getting a "
            "'real car' 🙄",
        ),
        (
            "AQ car: road trip, loading it with snacks",
            "road trip w my sister this weekend!! already loaded my {v} up with way too "
            "many snacks 🚗☀️",
        ),
    ],
    "favourite": [
        (
            "AQ fav: hot take, still the best after all these years",
            "hot take but {v} is still my favourite {t} after all these years. nothing comes close",
        ),
        (
            "AQ fav: rough day, always does the trick",
            "rough day 😮\u200d💨 good thing my favourite {t}, {v}, always does the trick",
        ),
        (
            "AQ fav: partner says it's weird",
            "my partner says it's weird that my favourite {t} is {v} lol. it's not weird, "
            "it's correct 💅",
        ),
        (
            "AQ fav: sunday debate with brother",
            "sunday morning debate w my brother: favourite {t}. mine's {v}, his is wrong 😂",
        ),
        (
            "AQ fav: all-time pick, putting it out there",
            "ok random but if anyone ever asks, {v} is my all-time favourite {t}. just "
            "putting that out there lol",
        ),
        (
            "AQ fav: rainy day, nothing beats it",
            "rainy day thoughts 🌧️ nothing beats {v}. hands down my favourite {t}",
        ),
        (
            "AQ fav: niece asks, answered without thinking",
            "my niece asked what my favourite {t} is and i said {v} without even thinking "
            "😄 some things never change",
        ),
    ],
    "drink": [
        (
            "AQ drink: usual spot starts making it on sight",
            "the guy at my usual spot starts making {a} the second i walk in lol. i might "
            "be too predictable",
        ),
        (
            "AQ drink: late, sitting with one as usual",
            "it's late and i'm sitting here with {a}, as usual 😅 some habits never die",
        ),
        (
            "AQ drink: friends just order it for me",
            "my friends have stopped asking what i want, they just order me {a} lol. i'm "
            "that basic",
        ),
        (
            "AQ drink: lunch ritual, same bench",
            "lunch break ritual: walk 5 min, grab my usual {v}, sit on the same bench. "
            "every single day ☀️",
        ),
        (
            "AQ drink: usual place closed, only thing i order",
            "my usual place closed early so no {v} for me today and i'm lost 😭 it's "
            "literally the only thing i ever order",
        ),
        (
            "AQ drink: any weather, still ordering it",
            "could be 35 degrees or snowing, i'm still ordering {a}. it's my drink no "
            "matter the weather lol",
        ),
        (
            "AQ drink: always, sister calls it my personality",
            "{V}, always {v}. my sister says it's my whole personality at this point 😂",
        ),
    ],
}

NOISE_33: list[tuple[str, str]] = [
    (
        "question",
        "hey random q, is {city} nice in the spring? thinking about a trip maybe 🤔",
    ),
    (
        "past",
        "i used to live in {city} back in uni lol, feels like a lifetime ago",
    ),
    (
        "other person",
        "my sister just got a job at {employer} and won't shut up about the free snacks 🙄",
    ),
    (
        "wish",
        "sometimes on the bus i daydream about quitting everything and becoming {a_job} lol",
    ),
    (
        "hypothetical",
        "if i won the lottery i'd buy {a_car} the same day, no hesitation 😂",
    ),
    (
        "other person",
        "my roommate went {diet} this month so our fridge looks completely different now",
    ),
    (
        "question",
        "is it hard to go {diet}? not planning to, just curious after watching a documentary lol",
    ),
    (
        "opinion",
        "people who say {fav} is overrated are just wrong tbh",
    ),
    (
        "other person",
        "my dad's favourite {t} is {fav} and he will talk about it for an hour if you let him",
    ),
    (
        "past",
        "used to drive {a_car} before i sold it last year, now it's the bus every day 🥲",
    ),
    (
        "plan",
        "thinking of applying to {employer} but idk, the interviews sound brutal",
    ),
    (
        "negation",
        "no i'm not {a_job} lol, people always assume that bc of how i dress",
    ),
    (
        "request",
        "can you recommend some brunch spots in {city}? my friends are going there next month",
    ),
    (
        "joke",
        "my cat acts like she works at {employer} the way she ignores me all day 😂",
    ),
    (
        "tv",
        "watching a show where the main character is {a_job} in {city} and it's sooo "
        "unrealistic lol",
    ),
    (
        "past",
        "i tried going {diet} for like a week once. did not last 😅",
    ),
    (
        "question",
        "is {a_car} any good in snow? my cousin is thinking of getting one",
    ),
    (
        "other person",
        "my mum was {a_job} for 30 years before retiring, she has the best stories",
    ),
    (
        "hypothetical",
        "if i could live anywhere it'd probably be {city} tbh. the food alone 😍",
    ),
    (
        "question",
        "quick poll: is {fav} an underrated {t} or is my friend just being dramatic lol",
    ),
    (
        "past",
        "back when i was an intern at {employer} i basically lived on vending machine snacks lol",
    ),
    (
        "plan",
        "sunday plan: absolutely nothing. maybe look at flights to {city} and then not "
        "book them lol",
    ),
    (
        "other person",
        "my neighbour just pulled up in {a_car} and the whole street came out to look 👀",
    ),
    (
        "negation",
        "nope, never worked at {employer}, that was my brother lol",
    ),
    (
        "opinion",
        "honestly anyone who works as {a_job} deserves a raise, no debate",
    ),
    (
        "request",
        "can you give me an easy {diet} dinner idea? my in-laws are coming over and "
        "they eat that way",
    ),
    (
        "other person",
        "my kid has decided {fav} is the best {t} in the world and will not hear otherwise 😂",
    ),
    (
        "travel",
        "what's the weather gonna be like in {city} this weekend? my flight lands friday night",
    ),
    (
        "plan",
        "test driving {a_car} on saturday, not buying anything yet, just looking 👀",
    ),
    (
        "question",
        "2am thoughts: would i be happier as {a_job}? probably not lol, go to sleep me",
    ),
]

SET_AR: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AR city: rent hike in the city I live in",
            "My landlord just raised the rent AGAIN, because apparently living in {v} "
            "wasn't already costing me a kidney and half a lung, so that's cool, love that "
            "for me.",
        ),
        (
            "AR city: commute hell, locals like me",
            "ugh the traffic this morning was so bad I aged a decade in the car, and "
            "everyone keeps telling me that's just what you sign up for when you live in "
            "{v}, like thanks, very helpful",
        ),
        (
            "AR city: everyone visiting me, I'm the free hotel",
            "Why does every single person I've ever met suddenly want to 'come visit' now "
            "that I'm based in {v}?? I am not a hotel. My couch is not a hotel. I am tired.",
        ),
        (
            "AR city: moved here two years ago, still regret weather",
            "Two years since I moved to {v} and I'm still not over it, the weather has "
            "personally betrayed me at least four times this week alone and I'm running "
            "out of patience.",
        ),
        (
            "AR city: apartment hunting locally nightmare",
            "Apartment hunting here in {v} is a joke, I saw a 'cozy studio' today that was "
            "literally a closet with a sink and they wanted a deposit bigger than my "
            "savings.",
        ),
        (
            "AR city: home city, neighbours loud",
            "{V} is home, sure, whatever, but if my upstairs neighbour drops one more "
            "bowling ball or whatever it is at 2am I'm packing up and moving to a cave.",
        ),
        (
            "AR city: local news complaint, my town",
            "Of course they're doing roadworks on the one street I use to get home, "
            "because why would the people running {v} ever think about those of us who "
            "actually live here, like me.",
        ),
    ],
    "employer": [
        (
            "AR employer: reorg again at my company",
            "Guess who's getting reorganised for the third time this year, that's right, "
            "me, because {v} loves nothing more than a new org chart and a Friday "
            "afternoon all-hands.",
        ),
        (
            "AR employer: boss emails at midnight",
            "My boss sent me an email at 11:48pm with 'quick question' in the subject "
            "line, and I swear working at {v} means 'quick' is just a word that lost all "
            "meaning.",
        ),
        (
            "AR employer: badge broke, locked out of my office",
            "My badge stopped working so I spent twenty minutes standing outside the {v} "
            "building like a stray cat waiting for someone from my team to let me in.",
        ),
        (
            "AR employer: five years there, no raise",
            "Five years. FIVE years I've given {v} and today they told me the budget for "
            "raises is 'frozen', which is hilarious since the office coffee machine got "
            "upgraded last month.",
        ),
        (
            "AR employer: parking at work",
            "Whoever designed the staff parking lot at {v} clearly hates all of us who "
            "work there, there are like nine spots and four hundred employees, it's the "
            "hunger games every morning.",
        ),
        (
            "AR employer: HR mandatory training",
            "I just got enrolled in mandatory 'wellness training' by HR, which at {v} "
            "apparently means a two-hour slideshow about stress while my actual work piles "
            "up, can't make this up.",
        ),
        (
            "AR employer: payday system broke",
            "So payroll at my job glitched and now I won't get paid till Monday, thanks "
            "{v}, really appreciate you keeping my landlord and me on our toes.",
        ),
    ],
    "job_title": [
        (
            "AR job_title: twelve-hour shift as job",
            "Just finished a twelve-hour shift and nobody warned me that being {a} would "
            "mean my feet file for divorce from the rest of my body, I can't feel my toes.",
        ),
        (
            "AR job_title: people assume it's easy",
            "If one more person at a party tells me my job must be 'so chill' I'm going to "
            "scream, I'm {a}, nothing about my day is chill, NOTHING.",
        ),
        (
            "AR job_title: relatives ask for free advice",
            "Every family dinner turns into a free consultation because apparently when "
            "you work as {a} you're on call for every cousin, uncle and random neighbour "
            "forever.",
        ),
        (
            "AR job_title: title on my email signature, regret",
            "Some days I look at my email signature, see '{V}' under my name and just "
            "think, wow, twelve-year-old me would be so disappointed in how much paperwork "
            "this involves.",
        ),
        (
            "AR job_title: trained for years, paid peanuts",
            "I spent years training to become {a} and now that I actually am one I'm paid "
            "like a houseplant, a houseplant that also has student loans.",
        ),
        (
            "AR job_title: coworker steals credit",
            "Genuinely cannot stand the new guy, I've been {a} here way longer than him "
            "and he still 'explains' my own job to me in meetings, like sir, please sit "
            "down.",
        ),
        (
            "AR job_title: dating app reactions",
            "Why does everyone on dating apps ghost me the second they see I'm {a}?? Is it "
            "the hours? The vibe? I'm starting to take this personally.",
        ),
    ],
    "diet": [
        (
            "AR diet: party food nothing to eat",
            "Went to a party tonight and the only thing I could eat as a {v} person was a "
            "sad bowl of crisps and a single olive, so I'm home now eating cereal over the "
            "sink.",
        ),
        (
            "AR diet: family thinks it's a phase",
            "My mom STILL thinks me being {v} is 'a phase' even though I've been eating "
            "this way for years now, she literally put it in the group chat with a "
            "laughing emoji.",
        ),
        (
            "AR diet: restaurant menus",
            "Why is it so hard to find a restaurant that takes {v} people like me "
            "seriously, I don't want the one 'special option' that's just steamed sadness "
            "on a plate.",
        ),
        (
            "AR diet: coworkers comment on lunch",
            "Every day at lunch someone has to comment on my food like it's a science "
            "experiment, yes it's {v}, yes I eat like this all the time, no I'm not going "
            "to explain again.",
        ),
        (
            "AR diet: wedding catering mixup",
            "The wedding caterer marked me down as 'no preference' even though I told them "
            "three times I'm {v}, so I watched everyone eat for two hours. Romantic.",
        ),
        (
            "AR diet: grocery bill",
            "Sticking to a {v} diet is doing absolutely nothing for my wallet right now, "
            "my grocery bill looks like a car payment and I still have nothing good to "
            "snack on.",
        ),
        (
            "AR diet: friend 'forgot' again",
            "My friend made dinner and 'totally forgot' that I eat {v}, which, cool, "
            "that's only the fifth time, I'll just be over here eating bread like a duck.",
        ),
    ],
    "car": [
        (
            "AR car: check engine light again",
            "The check engine light on my {v} came on AGAIN this morning, which is just "
            "its way of saying hello at this point, I swear that car has a personal "
            "vendetta against me.",
        ),
        (
            "AR car: mechanic quote outrageous",
            "Took my car in and the mechanic looked at me like I'd brought him a rare "
            "disease, apparently parts for {a} cost more than my rent, so that's my month "
            "ruined.",
        ),
        (
            "AR car: parking ticket",
            "Got a parking ticket on my {v} while I was literally standing right next to "
            "it paying the meter, the officer just shrugged, I'm so done with this city.",
        ),
        (
            "AR car: people judge the car",
            "People keep making comments about me driving {a} like I asked for their "
            "opinion, it gets me to work, mostly, when it feels like it, leave us alone.",
        ),
        (
            "AR car: battery died in the cold",
            "It's freezing and of course the battery in my {v} picked today to die, so I "
            "was standing in a parking lot at 7am begging strangers for a jump start like "
            "a lunatic.",
        ),
        (
            "AR car: bought it, regret payments",
            "Remind me why I thought financing {a} was a good idea, because every month "
            "that payment comes out of my account I feel a little piece of my soul leave "
            "with it.",
        ),
        (
            "AR car: car wash scratched it",
            "The 'premium' car wash scratched the whole side of my {v} and the manager "
            "told me it was 'already like that', sir I have photos, I am going to lose my "
            "mind.",
        ),
    ],
    "favourite": [
        (
            "AR favourite: friend trashed my favourite",
            "My friend just called {v} 'overrated' to my face, knowing full well it's my "
            "favourite {t}, and honestly I'm reconsidering the entire friendship.",
        ),
        (
            "AR favourite: nobody gets it",
            "Nobody around me understands why {v} is my favourite {t} and I'm tired of "
            "defending it every single time it comes up, let me have ONE nice thing.",
        ),
        (
            "AR favourite: partner mocks it",
            "My partner rolls their eyes every time I bring up {v}, like yes, it's my "
            "all-time favourite {t}, yes I'll keep talking about it, deal with it.",
        ),
        (
            "AR favourite: coworker copied it",
            "Now my coworker is suddenly 'obsessed' with {v} after months of hearing me go "
            "on about it being my favourite {t}, the audacity, get your own personality.",
        ),
        (
            "AR favourite: bad day, only comfort",
            "Worst day of my life and the only thing keeping me sane is {v}, there's a "
            "reason it's been my favourite {t} forever, at least it never lets me down "
            "unlike literally everyone else.",
        ),
        (
            "AR favourite: survey didn't list it",
            "Filled out a survey that asked for my favourite {t} and {v} wasn't even an "
            "option?? What kind of clown made that list, I had to pick 'other' like a "
            "second-class citizen.",
        ),
        (
            "AR favourite: people keep asking",
            "{V}. The answer is {v}. Every time someone asks me my favourite {t} I say it "
            "and they look at me like I've grown a second head, I'm not changing my answer.",
        ),
    ],
    "drink": [
        (
            "AR drink: usual order wrong again",
            "The café got my usual {v} wrong AGAIN, three days in a row, it's the only "
            "thing I ever order, how is this possible, how.",
        ),
        (
            "AR drink: spending too much on it",
            "I did the maths on how much I spend on {a} a day and now I'm sad, but I'm "
            "also not stopping, it's basically the only reason I get out of bed.",
        ),
        (
            "AR drink: doctor told me cut back",
            "My doctor told me to cut down on the {v} I drink every day and I just "
            "laughed, like that's the one thing holding my life together, absolutely not "
            "happening.",
        ),
        (
            "AR drink: coworker judges my drink",
            "My coworker keeps side-eyeing my {v} every morning like it personally "
            "offended him, it's what I always drink, Kevin, mind your own cup.",
        ),
        (
            "AR drink: spilled it on laptop",
            "Knocked my daily {v} all over my keyboard this morning, so now my laptop "
            "smells like my usual order and half the keys stick. Great start.",
        ),
        (
            "AR drink: place ran out",
            "They RAN OUT of {v} at my spot today, the one drink I get literally every "
            "time, and I had to pick something else like some kind of stranger, the day is "
            "ruined.",
        ),
        (
            "AR drink: partner mocks habit",
            "My partner calls me predictable because I always get {a} no matter where we "
            "go, excuse me for knowing what I like, not everyone wants a surprise in a cup.",
        ),
    ],
}

NOISE_34: list[tuple[str, str]] = [
    (
        "other person",
        "My sister just moved to {city} and now she won't shut up about how great it "
        "is, meanwhile I'm stuck here listening to her brag every single day.",
    ),
    (
        "past",
        "I used to drive {a_car} back in college and that thing broke down so often I "
        "knew the tow truck guy by name, good riddance honestly.",
    ),
    (
        "wish",
        "Ugh I wish I worked at {employer}, I bet their people don't get emails at "
        "midnight, or maybe they do, who knows, I'm just bitter.",
    ),
    (
        "hypothetical",
        "If I were {a_job} I'd probably be even more exhausted than I am now, and "
        "honestly I don't think that's physically possible.",
    ),
    (
        "question",
        "Is it just me or does everyone who goes {diet} suddenly make it their entire "
        "personality? Genuine question, I'm not trying to start a fight.",
    ),
    (
        "other person",
        "My roommate thinks {fav} is the best {t} ever and plays it nonstop, and I'm "
        "about two days away from moving out over it.",
    ),
    (
        "negation",
        "For the record I am NOT {diet}, my aunt just keeps telling everyone I am "
        "because I skipped the ham one time at Christmas.",
    ),
    (
        "past",
        "Back when I lived in {city} the rent was at least semi-reasonable, now I hear "
        "it's insane there too, is there anywhere left that's not a scam.",
    ),
    (
        "other person",
        "My boss just bought {a_car} and parks it across two spots every morning like "
        "he's royalty, I want to scream.",
    ),
    (
        "request",
        "Can you help me write a polite complaint email to {employer}? Their customer "
        "service put me on hold for 90 minutes and then hung up.",
    ),
    (
        "opinion",
        "Honestly {fav} is the most overrated {t} in existence and I'm tired of "
        "pretending otherwise just to keep the peace at dinner parties.",
    ),
    (
        "plan",
        "Thinking about applying to {employer} next year, not that they'd want me, but "
        "anything's better than this circus I'm in right now.",
    ),
    (
        "hypothetical",
        "Imagine moving to {city} just to escape my landlord, honestly I've thought "
        "about it more than I'd like to admit.",
    ),
    (
        "past",
        "I was {a_job} for like six months ages ago and quit because my manager made "
        "me cry in the walk-in freezer, so no, never again.",
    ),
    (
        "other person",
        "My brother-in-law is {a_job} and acts like he's saving the world, at every "
        "barbecue, every holiday, every single time.",
    ),
    (
        "question",
        "Why does {a_car} cost so much to insure?? I'm not even buying one, I just "
        "looked it up out of curiosity and now I'm angry.",
    ),
    (
        "wish",
        "I wish I could go {diet} but I'd last about four hours before I ordered a "
        "pizza out of pure spite.",
    ),
    (
        "joke",
        "At this point I'd trade my whole life for {a_car} and a one-way ticket to "
        "{city}, no questions asked, just get me out of here.",
    ),
    (
        "other person",
        "My coworker has worked at {employer} for ten years and still complains more "
        "than me, which I didn't think was possible.",
    ),
    (
        "negation",
        "I have never once liked {fav}, no idea why my friends keep buying me stuff "
        "related to it for every birthday.",
    ),
    (
        "past",
        "My dad used to work at {employer} and came home every night complaining about "
        "it, so I guess it runs in the family.",
    ),
    (
        "question",
        "Do people in {city} actually enjoy the traffic there, or is it just me who'd "
        "lose my mind in that kind of gridlock?",
    ),
    (
        "hypothetical",
        "If I'd stayed in school I could've been {a_job} by now instead of sitting in "
        "a cubicle fighting with a printer.",
    ),
    (
        "opinion",
        "Anyone who says {a_car} is reliable has clearly never had to push one up a "
        "hill in the rain, just saying.",
    ),
    (
        "other person",
        "The host of the party last night was {diet} and made everyone else eat that "
        "way too, I left hungry and weirdly angry.",
    ),
    (
        "request",
        "Please just tell me whether {fav} is worth the hype as a {t}, my friends "
        "won't stop pushing it on me and I need backup.",
    ),
    (
        "plan",
        "Next month I'm finally test-driving {a_car}, assuming my current wreck "
        "survives the trip to the dealership.",
    ),
    (
        "wish",
        "Sometimes I wish I'd grown up in {city}, maybe then I'd have some cool story "
        "instead of a childhood of strip malls.",
    ),
    (
        "negation",
        "No, I don't work at {employer}, I don't know why my LinkedIn keeps suggesting "
        "I do, the algorithm is mocking me.",
    ),
    (
        "past",
        "Last year I tried going {diet} for a month and it nearly ended me, my family "
        "still brings it up to laugh at me.",
    ),
]

SET_AS: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AS city: one car three kids, living there",
            "Living in {v} with three kids and one car is a logistics puzzle every single "
            "week. Can you map out who gets dropped where on Thursday? Soccer at 4, piano "
            "at 4:30, dentist at 5.",
        ),
        (
            "AS city: retiree, clinic moved here",
            "Dear assistant, my doctor's office here in {v} has moved my check-up to the "
            "14th. I have lived in this city for over forty years and I still get lost "
            "finding the new clinic, so please remind me the day before and put the "
            "address in the note. Thank you.",
        ),
        (
            "AS city: student rent for place there",
            "rent for my place in {v} due fri. ping me thurs night so i transfer it before "
            "my shift, landlord already sent one passive aggressive text this term",
        ),
        (
            "AS city: night shifts, delivery to home address",
            "Nights all week so groceries have to be delivery. Set up a Tuesday 10am slot "
            "with whichever store delivers to my address in {v} and just repeat last "
            "week's order.",
        ),
        (
            "AS city: moved there, needs new dentist",
            "Moved to {v} back in March and I still haven't switched dentists. Find me one "
            "near home that does appointments after 5, the shop doesn't close till half "
            "four.",
        ),
        (
            "AS city: clipped, bins day after move",
            "bins go out wed here in {v}, not tues. we just moved. fix the reminder",
        ),
        (
            "AS city: mum visiting us for first time",
            "Mum's flying in Saturday and she's never visited us in {v} before, so build "
            "in extra time at the airport for her getting lost, and add a Friday grocery "
            "run for her tea and biscuits.",
        ),
    ],
    "employer": [
        (
            "AS employer: afternoon off from meetings for pickup",
            "Can you remind me to pick Maya up at 3:15 tomorrow? Normally I can't because "
            "{v} has me in meetings till 5, but I finally took the afternoon off.",
        ),
        (
            "AS employer: rota dropped, lates",
            "My rota at {v} just dropped — lates Mon to Wed. Move the kids' dentist to "
            "Thursday morning and make the groceries click-and-collect this week.",
        ),
        (
            "AS employer: payday timing for bill",
            "payday at {v} is the 25th so schedule the electric bill for the 26th, NOT "
            "before. got burned by an overdraft last month and im not doing that again",
        ),
        (
            "AS employer: three mornings a week, physio",
            "Since I started doing three mornings a week at {v}, my Tuesday physio is fine "
            "but the Monday one needs to move. Mon/Wed/Fri mornings are taken now, "
            "anything else works.",
        ),
        (
            "AS employer: student part-time job",
            "between uni and my part-time job at {v} i have literally zero time. can u "
            "move the grocery delivery to sunday night and remind me laundry exists",
        ),
        (
            "AS employer: work badge in the coat",
            "My badge for {v} is in the blue coat, not the black one. Add that to "
            "tomorrow's morning checklist please, I got stuck at the gate today like an "
            "idiot.",
        ),
        (
            "AS employer: sending staff home early",
            "Friday: {v} is sending all of us home at noon for the holiday, so I can do "
            "pick-up myself. Cancel the sitter — and remind me to still pay her.",
        ),
    ],
    "job_title": [
        (
            "AS job_title: can't take calls, Saturday booking",
            "Being {a} means I really can't take calls during the day, so book the boiler "
            "service for a Saturday and text me the confirmation instead.",
        ),
        (
            "AS job_title: not a miracle worker, bank hours",
            "I'm {a}, not a miracle worker — I cannot be at the bank at 11 on a Tuesday. "
            "Find me a branch that's open Saturdays.",
        ),
        (
            "AS job_title: started working, weekends gone",
            "started working as {a} last month so weekends are gone now. move laundry + "
            "grocery stuff to sunday evening pls",
        ),
        (
            "AS job_title: still working at 68",
            "Still working as {a} at 68, if you can believe it — three days a week. Please "
            "don't schedule the grandchildren's pick-ups on Tuesday, Wednesday or Thursday.",
        ),
        (
            "AS job_title: careers day at school",
            "Quick one: the school wants parents to come in and talk about their jobs on "
            "careers day. I'm {a}, so put me down for the 10am slot and remind me to prep "
            "something the night before.",
        ),
        (
            "AS job_title: swapped shift with another",
            "Swapped my Thursday shift with another {v} so I can make parents' evening. "
            "Update the calendar and push the grocery order to Friday.",
        ),
        (
            "AS job_title: years in the job, work shoes",
            "Remind me to order new work shoes. Nine years as {a} and I still haven't "
            "found a pair that survives more than six months.",
        ),
    ],
    "diet": [
        (
            "AS diet: grocery list, I'm it now",
            "Grocery list for the week please, and remember I'm {v} now so skip anything "
            "that doesn't fit. The kids can have the chicken nuggets from the freezer.",
        ),
        (
            "AS diet: since going, meal prep block",
            "Ever since going {v} in January, meal prep takes me twice as long. Block two "
            "hours on Sunday afternoon for it.",
        ),
        (
            "AS diet: retiree lunch with daughter",
            "My daughter is taking me out to lunch on Thursday. Could you find a "
            "restaurant near the station that does proper {v} dishes? I've eaten {v} for "
            "three years now and most places still hand me a side salad.",
        ),
        (
            "AS diet: clipped table booking, that's me",
            "table for 4, sat, 7ish. needs {v} stuff on the menu, that's me now",
        ),
        (
            "AS diet: night shift lunches, canteen useless",
            "Packing food for nights is a pain since I'm {v} and the canteen has nothing I "
            "can eat after 10pm. Add lunchbox containers and batch-cook ingredients to "
            "Saturday's shop.",
        ),
        (
            "AS diet: dining plan box to tick",
            "dining hall plan renews monday — remind me to tick the {v} box this time, "
            "last term they kept giving me stuff i can't eat and i lived on crisps",
        ),
        (
            "AS diet: caterer, own plate",
            "Remind me to call the caterer about Saturday's shop opening. The spread is "
            "fine as it is, but I'll need a separate plate for myself because I eat {v}.",
        ),
    ],
    "car": [
        (
            "AS car: MOT due, clear kids' junk",
            "My {v}'s MOT is due on the 18th. Book it at the garage on Station Road, "
            "earliest slot, and remind me the night before to clear the kids' junk out of "
            "the back.",
        ),
        (
            "AS car: hospital parking, I drive it",
            "Can you find me parking near the hospital for Tuesday's appointment? I drive "
            "{a}, so nothing too tight please.",
        ),
        (
            "AS car: insurance renewal",
            "Insurance renewal on my {v} comes through next Wednesday. Remind me to shop "
            "around before it auto-renews — last year it went up 20% and I didn't notice.",
        ),
        (
            "AS car: deliveries in it while van in shop",
            "Deliveries this week are going out in my {v} since the van's in the shop. "
            "Plan the route so I'm not doing more than three drops before lunch.",
        ),
        (
            "AS car: retiree, warning light after six years",
            "I've had my {v} for six years and it has never let me down, but a warning "
            "light came on this morning. Please ring the garage when they open and ask if "
            "they can look at it today.",
        ),
        (
            "AS car: clipped car wash, mine not mum's",
            "car wash sat am + tyre pressure. my {v} not mum's one",
        ),
        (
            "AS car: carpool, look out for it",
            "Tell the carpool group I'm driving Mon and Wed this week. It'll be my {v} at "
            "the gate, so they shouldn't be looking for the grey estate anymore.",
        ),
    ],
    "favourite": [
        (
            "AS favourite: birthday hint for kids",
            "My birthday's coming up and the kids keep asking what to get me. If they ask "
            "you, my favourite {t} is {v} — that should give them somewhere to start.",
        ),
        (
            "AS favourite: cheer-me-up list after audit",
            "Put together a little cheer-me-up list for the week after the audit. Top of "
            "it: {v}. Still my favourite {t}, always will be.",
        ),
        (
            "AS favourite: grandpa poster for school",
            "My granddaughter is making one of those 'all about Grandpa' posters for "
            "school and she needs to know my favourite {t}. It's {v}. Could you text her "
            "mum that by Wednesday?",
        ),
        (
            "AS favourite: roommate survey",
            "roommate survey for next year asks fav {t}. answer is {v} obviously. fill it "
            "in + remind me the deposit is due fri",
        ),
        (
            "AS favourite: meet the owner board",
            "For the shop's 'meet the owner' board I need three fun facts by Friday. One: "
            "my favourite {t} is {v}. Two and three — help me think of something less "
            "boring.",
        ),
        (
            "AS favourite: 40th theme",
            "Nothing beats {v} — favourite {t}, hands down, no contest. So that's the "
            "theme for my 40th. Can you start pricing up venues for the 22nd?",
        ),
        (
            "AS favourite: secret santa form on shift",
            "Work's doing secret santa and the form wants my favourite {t}. Put {v} and "
            "submit it for me, deadline's tonight and I'm on shift till 2.",
        ),
    ],
    "drink": [
        (
            "AS drink: most afternoons, out of supplies",
            "I have {a} most afternoons and we've run out of what I need for it. Add that "
            "to Saturday's shop, along with the school lunch stuff.",
        ),
        (
            "AS drink: pre-order my usual",
            "Meeting the accountant at the café at 9. Pre-order my usual, {a}, so it's "
            "waiting when I walk in.",
        ),
        (
            "AS drink: retiree crossword ritual",
            "Every afternoon at four I sit down with {a} and the crossword — it's "
            "non-negotiable — so please don't book the plumber for then.",
        ),
        (
            "AS drink: study group order",
            "ordering for the study group — mine's {a} as always. split the total 5 ways pls",
        ),
        (
            "AS drink: night shift 2am reminder",
            "Set a 2am reminder on my night shifts: take a break, get {a}. It's what I "
            "always have on nights and I forget otherwise.",
        ),
        (
            "AS drink: corner place closed",
            "The corner place knows my order by heart — {v}, every single day — but "
            "they're closed all next week. Find somewhere near the school that does a "
            "decent one.",
        ),
        (
            "AS drink: group chat, I'm that person",
            "If anyone asks what to bring to Saturday's thing: I'm {a} person, always have "
            "been, and the kids want juice boxes. Can you post that in the group chat?",
        ),
    ],
}

NOISE_35: list[tuple[str, str]] = [
    (
        "question",
        "What's the weather going to be like in {city} this weekend? Trying to decide "
        "whether to pack the kids' raincoats for the trip.",
    ),
    (
        "past",
        "I used to live in {city} before the kids came along and honestly I miss it. "
        "Anyway — bins go out Thursday, remind me.",
    ),
    (
        "other person",
        "My brother just got a job at {employer}, so he can't do the Saturday pick-ups "
        "anymore. Can you find me a sitter?",
    ),
    (
        "hypothetical",
        "If I ever get {a_car} I am never walking the school run in the rain again. "
        "Anyway, set an umbrella reminder for 8.",
    ),
    (
        "other person",
        "My daughter's gone {diet} this month so the grocery list needs rethinking. "
        "Can you suggest five dinners she'll actually eat?",
    ),
    (
        "other person",
        "His teacher says my son's favourite {t} is {fav}. Would something along those "
        "lines make a decent birthday present? Party's on the 12th.",
    ),
    (
        "plan",
        "We're thinking about moving to {city} next year for my wife's job. Can you "
        "pull together a list of things to sort — schools, doctors, that kind of stuff?",
    ),
    (
        "negation",
        "No, I'm not {diet} — that was my sister's order. Fix the grocery delivery, I "
        "want the normal stuff back.",
    ),
    (
        "wish",
        "Honestly I'd love to retrain as {a_job} one day. Remind me to look up evening "
        "courses when I'm off on Monday.",
    ),
    (
        "request",
        "Find me the customer service number for {employer} — they double-charged me "
        "and I want it sorted before the bill's due.",
    ),
    (
        "past",
        "Sold {a_car} last spring and I've been on the bus ever since. What time's the "
        "42 to the hospital on Tuesday?",
    ),
    (
        "question",
        "is it true {fav} is the most popular {t} in the country? settling an argument at dinner",
    ),
    (
        "other person",
        "My husband drives {a_car} and it barely fits in the school car park. Are "
        "there any other spots near the gate?",
    ),
    (
        "question",
        "How long would it take to drive from here to {city}? Grandma's thinking about visiting.",
    ),
    (
        "joke",
        "If I hear one more parent at pick-up talk about going {diet} I'm going to "
        "scream. Anyway. Milk and bread, add to list.",
    ),
    (
        "past",
        "Back when I worked at {employer} I never had to think about childcare because "
        "they had a crèche. Those were the days. Can you list nurseries within two "
        "miles?",
    ),
    (
        "plan",
        "Got an interview at {employer} on Thursday at 10 — can you sort a sitter for "
        "the morning and remind me to iron a shirt?",
    ),
    (
        "request",
        "Find me a recipe for a {diet} lasagne, we've got friends coming Saturday and "
        "one of them can't eat the regular kind.",
    ),
    (
        "other person",
        "The new neighbour is {a_job}, apparently. Remind me to ask her about the bin "
        "schedule, she seems organised.",
    ),
    (
        "plan",
        "Test-driving {a_car} on Saturday at 11. Not buying, just looking. Put it in "
        "and remind me to bring my licence.",
    ),
    (
        "question",
        "What does {a_job} usually earn? My nephew's asking and I have no idea.",
    ),
    (
        "past",
        "was {diet} for about a year in college, gave it up. doesn't matter — what's a "
        "quick dinner for four in 20 mins?",
    ),
    (
        "wish",
        "Someday I'd like a weekend in {city} with no kids, no emails, nothing. For "
        "now just remind me to pay the gas bill.",
    ),
    (
        "other person",
        "My mum's favourite {t} is {fav}. Can you suggest something along those lines "
        "for Mother's Day? Needs to arrive by Saturday.",
    ),
    (
        "negation",
        "I don't work at {employer}, the form got that wrong. Please draft a polite "
        "email to the school office correcting my details.",
    ),
    (
        "other person",
        "My son's getting his first car, probably {a_car}. Can you get me three "
        "insurance quotes for a 19-year-old?",
    ),
    (
        "opinion",
        "Honestly {fav} is overrated as a {t}, don't @ me. Anyway: dentist Thursday, 3:40.",
    ),
    (
        "question",
        "Do you need a degree to be {a_job}? Asking for my daughter, she's choosing "
        "her subjects next week.",
    ),
    (
        "joke",
        "My kids think I should become {a_job} because I 'boss everyone around' lol. "
        "Anyway — pickup reminder for 3:15 please.",
    ),
    (
        "plan",
        "Flying to {city} on the 3rd for a trade fair with stock from the shop. Book "
        "me an airport taxi for 5am and remind me to print the stand passes.",
    ),
]

SET_AT: dict[str, list[Phrasing]] = {
    "city": [
        (
            "AT city: correction, lives in X now",
            "Oh, no, that's old info — I live in {v} now, not where I grew up.",
        ),
        (
            "AT city: since the move, home is X",
            "Well, since the move, home is {v}. Been here about a year.",
        ),
        (
            "AT city: that's the one, living in X",
            "Yeah, that's the one — I'm living in {v}, about ten minutes from the centre.",
        ),
        (
            "AT city: mixed up with parents, user lives in X",
            "Ha, no, you're thinking of my parents. I'm the one who lives in {v}.",
        ),
        (
            "AT city: value first, rent complaint",
            "{V}. Rent's brutal but I love living here.",
        ),
        (
            "AT city: short and long answer, apartment there",
            "Short answer: {v}. Long answer: I split my time between places for a while, "
            "but my apartment and all my stuff are there now, so that's where I live.",
        ),
        (
            "AT city: lowercase, in X these days, got a flat",
            "nah not anymore, I'm in {v} these days. got a flat here last spring",
        ),
    ],
    "employer": [
        (
            "AT employer: still at X, five years",
            "Yep, still at {v} — coming up on five years working there.",
        ),
        (
            "AT employer: left old place, works for X now",
            "Nope, I left that place. I work for {v} now.",
        ),
        (
            "AT employer: value first, hired in January",
            "{V}, believe it or not. They hired me in January and I'm still there.",
        ),
        (
            "AT employer: my employer, on payroll since 2019",
            "Oh, my employer? That'd be {v} — been on their payroll since 2019.",
        ),
        (
            "AT employer: switched, paycheck from X",
            "Close, but I actually switched jobs — my paycheck comes from {v} these days.",
        ),
        (
            "AT employer: clarify, other place was internship",
            "To clarify, my employer is {v}; the other place was just where I interned.",
        ),
        (
            "AT employer: lowercase, commute awful",
            "lol yes, {v}. the commute's awful but I do like working there.",
        ),
    ],
    "job_title": [
        (
            "AT job_title: yes, six years",
            "Yeah, I'm {a}. Have been for about six years.",
        ),
        (
            "AT job_title: retrained, works as X",
            "Not anymore — I retrained, and now I work as {a}.",
        ),
        (
            "AT job_title: title is X, feels like three jobs",
            "Technically my job title is {v}, though most days it feels like three jobs in one.",
        ),
        (
            "AT job_title: value first, for a living",
            "{V}. That's what I do for a living.",
        ),
        (
            "AT job_title: after career change, full-time",
            "Well, after the career change I'm {a} now, full-time.",
        ),
        (
            "AT job_title: pays the bills and likes it",
            "Right, so I'm {a} — it's what pays the bills, and I actually like it.",
        ),
        (
            "AT job_title: lowercase, since training",
            "yep, {a}. been doing it since I finished my training",
        ),
    ],
    "diet": [
        (
            "AT diet: yes, since last year",
            "Yeah, I'm {v} now — have been since last year.",
        ),
        (
            "AT diet: eat X, anything that fits",
            "Yes, I eat {v}, so anything that fits that works for me.",
        ),
        (
            "AT diet: switched diet over summer",
            "Actually it's {v} these days — I switched my diet over the summer.",
        ),
        (
            "AT diet: value first, keep recipes within it",
            "{V}. That's how I eat now, so please keep the recipes within that.",
        ),
        (
            "AT diet: should have mentioned, follows X diet",
            "Oh, I should've mentioned — I follow a {v} diet.",
        ),
        (
            "AT diet: gave old one up, diet's X now",
            "Nope, gave that up ages ago — my diet's {v} now and I'm sticking with it.",
        ),
        (
            "AT diet: lowercase, still eating X",
            "yeah, still eating {v}. feels good so I'm not changing anything",
        ),
    ],
    "car": [
        (
            "AT car: car's X, bought used",
            "The car's {a} — bought it used two years ago and it still runs great.",
        ),
        (
            "AT car: sold old one, drives X now",
            "Nope, sold that one. I drive {a} now.",
        ),
        (
            "AT car: yeah the X, only car",
            "Yeah, the {v}. It's my only car.",
        ),
        (
            "AT car: value first, drives it every day",
            "{V}, if you can believe it — that's what I drive every day.",
        ),
        (
            "AT car: old one died, mine not rental",
            "Well, since the old one died I've been driving {a}. Mine, not a rental.",
        ),
        (
            "AT car: don't remind me, current car X",
            "Ugh, don't remind me about the old one. My current car is {a} and I'm much happier.",
        ),
        (
            "AT car: lowercase, grey with dents",
            "right, so my car's {a} — grey, a few dents, gets me where I need to go",
        ),
    ],
    "favourite": [
        (
            "AT favourite: echo question, no contest",
            "Favourite {t}? {V}, no contest.",
        ),
        (
            "AT favourite: easy, has been for years",
            "Oh, that's easy — my favourite {t} is {v} and has been for years.",
        ),
        (
            "AT favourite: used to differ, now X",
            "Hmm, it used to be something else, but now my favourite {t} is definitely {v}.",
        ),
        (
            "AT favourite: excited exclamation, confirms",
            "{V}! Sorry, got excited. Yes, that's my favourite {t}.",
        ),
        (
            "AT favourite: all-time, nothing close",
            "Honestly, my all-time favourite {t} is {v}. Nothing else comes close.",
        ),
        (
            "AT favourite: mixed up with brother, mine is X",
            "Nope, you've got it mixed up with my brother's. Mine — my favourite {t} — is {v}.",
        ),
        (
            "AT favourite: lowercase, for sure right now",
            "{v} for sure. it's my favourite {t} right now",
        ),
    ],
    "drink": [
        (
            "AT drink: usually X, go-to",
            "Usually {v}. That's my go-to drink most days.",
        ),
        (
            "AT drink: switched, mostly drinks X",
            "Nope, I've switched — I mostly drink {v} now.",
        ),
        (
            "AT drink: value first, always order",
            "{V}, nine times out of ten. It's what I always order.",
        ),
        (
            "AT drink: just X like always",
            "Oh, just {v}, like always — that's what I usually drink.",
        ),
        (
            "AT drink: every afternoon, can't function",
            "Ha, yeah, I drink {v} pretty much every afternoon. Can't function without it.",
        ),
        (
            "AT drink: cut back, X is usual",
            "Well, since I cut back on the other stuff, {v} is what I usually drink.",
        ),
        (
            "AT drink: lowercase, usual, order everywhere",
            "my usual drink's {v}. I order it everywhere I go",
        ),
    ],
}

NOISE_36: list[tuple[str, str]] = [
    (
        "question",
        "Wait, is {city} actually expensive to live in? Asking before I decide anything.",
    ),
    (
        "past",
        "Yeah, I used to live in {city}, but that was years ago.",
    ),
    (
        "other person",
        "No, that's my sister — she works at {employer}, I don't.",
    ),
    (
        "hypothetical",
        "If I ever got an offer from {employer} I'd probably take it, honestly.",
    ),
    (
        "wish",
        "Ugh, I wish I could afford {a_car}. Maybe one day.",
    ),
    (
        "past",
        "Sold {a_car} last month, so I'm carless at the moment.",
    ),
    (
        "other person",
        "My dad's {a_job}, not me — you must've mixed us up.",
    ),
    (
        "plan",
        "I'm thinking about retraining to become {a_job} next year, but nothing's decided.",
    ),
    (
        "negation",
        "Nope, I'm not {diet}. I eat pretty much everything.",
    ),
    (
        "other person",
        "My girlfriend went {diet} in January. I haven't, though.",
    ),
    (
        "question",
        "Is {diet} actually healthier, or is that just hype?",
    ),
    (
        "opinion",
        "Honestly I think {fav} is overrated, but that's just me.",
    ),
    (
        "other person",
        "That's my roommate's favourite {t}, {fav}. Mine's still up in the air.",
    ),
    (
        "request",
        "Can you recommend something like {fav}? My friend keeps raving about it.",
    ),
    (
        "request",
        "Could you find me a decent hotel in {city} for the conference?",
    ),
    (
        "joke",
        "Ha, if I worked at {employer} I'd have a much nicer desk chair.",
    ),
    (
        "past",
        "Oh, I was {a_job} back in my twenties. Totally different life now.",
    ),
    (
        "plan",
        "We might move to {city} in the spring. Nothing's confirmed yet.",
    ),
    (
        "past",
        "Just test-drove {a_car} yesterday. Not sold on it yet.",
    ),
    (
        "question",
        "How reliable is {a_car} in winter? Mine's something else entirely.",
    ),
    (
        "opinion",
        "Nah, {employer} seems like a rough place to work, from what I hear.",
    ),
    (
        "other person",
        "My brother's in {city}; I'm just visiting him for a couple of weeks.",
    ),
    (
        "hypothetical",
        "Suppose I went {diet} for a month — what would I even eat for breakfast?",
    ),
    (
        "past",
        "I tried {diet} for about three weeks in college and gave up.",
    ),
    (
        "negation",
        "No no, I'm not {a_job}. My mum is, so I just know a lot about it.",
    ),
    (
        "request",
        "Can you draft a cover letter for {a_job} position at {employer}? I'm applying next week.",
    ),
    (
        "other person",
        "My kid says {fav} is the best {t} ever. I don't get it.",
    ),
    (
        "question",
        "What's your favourite {t}, though? Mine changes every week, so I can't answer that.",
    ),
    (
        "joke",
        "My dream is {a_car} with a sunroof, but my bank account disagrees.",
    ),
    (
        "other person",
        "Nope, wrong person — my husband's the one at {employer}.",
    ),
]


SET_AU: dict[str, list[tuple[str, str]]] = {
    "city": [
        (
            "AU city: lived here forty years",
            "Dear Assistant, I do hope this finds you well. I have lived in {v} for the better "
            "part of forty years now, and I should like some advice on planting bulbs before "
            "the cooler weather sets in.",
        ),
        (
            "AU city: weather here disagreeable",
            "Good morning. The weather here in {v} has been most disagreeable this week, all "
            "drizzle and grey skies, so I have taken to indoor pursuits. Kindly suggest a good "
            "jigsaw puzzle for a woman of my years.",
        ),
        (
            "AU city: rambling schoolmaster resides",
            "I trust you will forgive an old schoolmaster for rambling; my late wife always said "
            "I could turn a shopping list into an essay. The matter at hand is simple enough: I "
            "reside in {v} and would like to know which libraries nearby keep longer hours.",
        ),
        (
            "AU city: mention at outset home",
            "Dear Sir or Madam, I should mention at the outset that my home is in {v}, as some "
            "of your earlier suggestions seemed intended for a person living elsewhere entirely. "
            "I trust you will take this into account.",
        ),
        (
            "AU city: home since retiring",
            "{V} has been home to me ever since I retired from teaching, and I confess I have "
            "grown rather fond of its ways. Might you recommend a walking route suitable for "
            "somebody with a troublesome knee?",
        ),
        (
            "AU city: writing from my flat",
            "My dear helper, my grandson set up this contraption for me over Christmas, so do "
            "bear with me. I am writing from my flat in {v}, where I have lived quite contentedly "
            "these twelve years. At what time does the sun set here at the end of the month?",
        ),
        (
            "AU city: resident transport concession",
            "With the kettle on and the cat asleep upon my lap, I thought I would at last put my "
            "question to you. As a resident of {v}, am I entitled to any concessions on public "
            "transport at my age? I thank you in advance for your trouble.",
        ),
    ],
    "employer": [
        (
            "AU employer: employed by, leave letter",
            "Dear Assistant, I hope you are keeping well. I should mention that I am employed by "
            "{v}, where I have worked these past eleven years, and I must draft a letter to the "
            "personnel department about my leave. Would you kindly help me with the wording?",
        ),
        (
            "AU employer: three days a week",
            "Good afternoon. Though my children keep urging me to retire, I continue to work at "
            "{v} three days a week, and I find it keeps the mind nimble. I wonder whether you "
            "might help me tidy up my notes for Monday's meeting.",
        ),
        (
            "AU employer: new computer system",
            "My employer, {v}, has just introduced a new computer system, and I confess it has "
            "quite defeated me. I taught arithmetic for thirty years and never met a sum I could "
            "not manage, yet this leaves me baffled. Kindly explain what a 'shared drive' is.",
        ),
        (
            "AU employer: place of work since 2009",
            "{V} has been my place of work since the spring of 2009, and I have never once "
            "regretted accepting the post. I mention it only because I am to give a short speech "
            "at a colleague's farewell and would be grateful for your help.",
        ),
        (
            "AU employer: rain then mentoring recruits",
            "Dear friend, it has rained without pause since Tuesday, and my poor tomatoes are "
            "quite drowned. On a happier note, I have been asked to mentor two young recruits at "
            "{v}, where I work, and I should like some advice on how best to encourage them.",
        ),
        (
            "AU employer: on the staff, volunteer form",
            "Forgive me for troubling you with so small a matter. I am on the staff at {v}, and "
            "I am uncertain whether I ought to name my employer on the volunteer form for our "
            "parish. What would you advise?",
        ),
        (
            "AU employer: many emails each day",
            "As someone who works for {v}, I receive a great many emails each day, and at my age "
            "I find them rather overwhelming. Could you kindly suggest a sensible method for "
            "keeping them in order? My granddaughter swears by folders, but I remain unconvinced.",
        ),
    ],
    "job_title": [
        (
            "AU job_title: younger colleagues new methods",
            "Dear Assistant, I trust this letter finds you in good spirits. I work as {a}, and "
            "though I have done so for many years, the younger colleagues have all manner of new "
            "methods. Might you explain a few of the more common ones to me?",
        ),
        (
            "AU job_title: by profession, came late",
            "Good morning to you. By profession I am {a}, an occupation I came to rather late in "
            "life, after my children had flown the nest. I should be most grateful for help in "
            "bringing my curriculum vitae up to date.",
        ),
        (
            "AU job_title: still by trade, sore back",
            "I should mention, lest you think me idle, that I am still {a} by trade and put in a "
            "full week like anyone else. My question concerns a sore back, which I suspect my "
            "work does nothing to help.",
        ),
        (
            "AU job_title: frosty morning before work",
            "It is a bitterly cold morning and the frost has got into the hinges of the garden "
            "gate. Before I set off for work, where I am employed as {a}, I thought I might ask "
            "you about a good pair of sensible shoes for the working day.",
        ),
        (
            "AU job_title: my post keeps me busy",
            "My post as {a} keeps me busier than my grandchildren believe possible for a woman of "
            "sixty-eight. Kindly help me compose a polite note declining an invitation to a "
            "bridge evening.",
        ),
        (
            "AU job_title: twenty years standing",
            "Dear friend, as {a} of some twenty years' standing, I like to think I have learned "
            "patience, though not, alas, with computers. Would you be so good as to explain how "
            "I might attach a photograph to an email?",
        ),
        (
            "AU job_title: daughter says describe myself",
            "My daughter tells me I ought to describe myself properly to you, so I shall oblige "
            "her: I am {a}, I am sixty-three years of age, and I am hopeless with technology. "
            "Now, to the matter at hand: how does one set up an out-of-office reply?",
        ),
    ],
    "diet": [
        (
            "AU diet: sister visiting at Easter",
            "Dear Assistant, my sister is coming to stay over Easter, and I must plan the meals. "
            "I should mention that I am {v} myself, though she is not, so I should welcome "
            "recipes that will satisfy us both.",
        ),
        (
            "AU diet: doctor's advice suppers for one",
            "I have kept to a {v} diet for some years now on my doctor's advice, and I find it "
            "suits me admirably. Would you kindly suggest a few suppers that are simple to "
            "prepare for one?",
        ),
        (
            "AU diet: old recipe cards now useless",
            "Good evening. The rain has kept me indoors all day, so I have been leafing through "
            "my old recipe cards, most of which are of little use to me now that I eat {v}. "
            "Could you help me adapt my mother's shepherd's pie?",
        ),
        (
            "AU diet: my rule these six years",
            "{V} eating has been my rule these past six years, and my late husband used to tease "
            "me about it terribly. I am hosting the church coffee morning next week and should "
            "like a cake I can enjoy too.",
        ),
        (
            "AU diet: kindly bear in mind",
            "Kindly bear in mind, when you suggest any dishes, that I follow a {v} diet and have "
            "done for quite some time. My digestion is not what it once was, so plain fare is "
            "best.",
        ),
        (
            "AU diet: grandfather has gone",
            "My grandchildren find it very amusing that their old grandfather has gone {v}, but "
            "I assure you I am quite committed to it. What might I order at an Italian "
            "restaurant without causing a fuss?",
        ),
        (
            "AU diet: reading small print",
            "I trust you are well. Being {v}, I am forever reading the small print on packets at "
            "the grocer's, and my eyes are not what they were. Is there some simple way of "
            "checking ingredients that you could recommend?",
        ),
    ],
    "car": [
        (
            "AU car: warning light on dashboard",
            "Dear Assistant, I drive {a}, which my son helped me choose some years ago, and a "
            "warning light has come on upon the dashboard. Could you tell me whether it is safe "
            "to continue driving until the garage opens on Monday?",
        ),
        (
            "AU car: annual service questions",
            "Good morning. My {v} is due its annual service next week, and I wonder what "
            "questions I ought to put to the mechanic so as not to be taken advantage of.",
        ),
        (
            "AU car: scraping windscreen before church",
            "It has been a dreadfully icy week, and I have been obliged to scrape the windscreen "
            "of my {v} each morning before church. Is there a spray or some such that might "
            "spare me the trouble?",
        ),
        (
            "AU car: motor car I presently own",
            "I should tell you, since it bears upon my question, that the motor car I presently "
            "own is {a}. How often ought the tyres to be checked on a vehicle of that sort?",
        ),
        (
            "AU car: motoring up to see daughter",
            "My dear helper, I shall be motoring up to see my daughter at the weekend in my {v}, "
            "a journey of some three hundred miles. Kindly advise me on where I might sensibly "
            "break the journey.",
        ),
        (
            "AU car: bought after estate car died",
            "After our old estate car finally gave up the ghost, I bought {a}, which I drive to "
            "this day and have grown rather attached to. Could you explain how the cruise "
            "control is meant to work?",
        ),
        (
            "AU car: granddaughter child seat",
            "The garden is positively bursting with daffodils, and my granddaughter comes to stay "
            "on Friday. I shall be collecting her from the station in {a}, which is what I drive "
            "these days, so kindly tell me how one fits a child seat properly.",
        ),
    ],
    "favourite": [
        (
            "AU favourite: grandson asked over tea",
            "Dear Assistant, my grandson asked me over tea on Sunday what my favourite {t} is, "
            "and I told him without a moment's hesitation that it is {v}. He seemed surprised, "
            "but I stand by it.",
        ),
        (
            "AU favourite: booklet of favourite things",
            "{V} is my favourite {t}, and I have held that opinion for longer than I care to "
            "admit. I mention it because I am compiling a little booklet of my favourite things "
            "for the grandchildren, and I should like help with the introduction.",
        ),
        (
            "AU favourite: for your records",
            "Good afternoon. I should mention, for your records as it were, that my favourite "
            "{t} is {v}; I have yet to find anything to match it.",
        ),
        (
            "AU favourite: nothing has bettered it",
            "Whatever the young people may say, nothing has ever bettered {v} as my favourite "
            "{t}, and I doubt anything ever shall. I do hope you will bear that in mind when "
            "making your suggestions.",
        ),
        (
            "AU favourite: spring morning sentimental",
            "It is a glorious spring morning here, the blossom is out, and I find myself in a "
            "sentimental mood. Of all the {t}s I have known, {v} remains my favourite by a "
            "country mile.",
        ),
        (
            "AU favourite: why of course",
            "My favourite {t}? Why, {v}, of course, as anyone who knows me could tell you. I ask "
            "only that you keep it in mind.",
        ),
        (
            "AU favourite: loyal creature",
            "I trust you will indulge an old woman's fondness: when it comes to my favourite "
            "{t}, it has always been, and still is, {v}. My late husband used to say I was the "
            "most loyal creature he had ever met.",
        ),
    ],
    "drink": [
        (
            "AU drink: usual drink, seldom else",
            "Dear Assistant, I hope the week has treated you kindly. My usual drink is {v}, and "
            "I seldom order anything else when I am out.",
        ),
        (
            "AU drink: at my elbow as habit",
            "I am writing this with {a} at my elbow, as is my habit, and I wondered whether you "
            "might help me with a letter to the council about the potholes on our lane.",
        ),
        (
            "AU drink: drink of choice many a year",
            "{V} is my drink of choice, and has been for many a year. My brother thinks me "
            "terribly set in my ways, but there it is.",
        ),
        (
            "AU drink: Thursday order without fail",
            "Whenever my friends and I meet at our usual haunt on the high street of a Thursday, "
            "I order {a} without fail; the waitress now has it ready before I sit down. Is it "
            "customary to leave a tip in such a case?",
        ),
        (
            "AU drink: creature of habit",
            "I should mention that I am a creature of habit where drinks are concerned: it is "
            "{v} for me, day in and day out. Perhaps you could suggest a little something to go "
            "with it?",
        ),
        (
            "AU drink: faithful, daughter despairs",
            "My daughter despairs of me for never trying anything new, but I remain faithful to "
            "{v}, which I drink more than anything else. Could you suggest a pleasant spot in "
            "town where I might enjoy it?",
        ),
        (
            "AU drink: customary on the terrace",
            "The weather has turned warm at last, and I have been sitting out on the terrace "
            "with my customary {v}. Kindly tell me how I might keep the wasps away.",
        ),
    ],
}

NOISE_37: list[tuple[str, str]] = [
    (
        "question",
        "Dear Assistant, could you kindly tell me what the weather is generally like in {city} "
        "in October? My niece is thinking of going there on her honeymoon.",
    ),
    (
        "past",
        "When I was a young woman, I lived in {city} for two years, teaching at a little school "
        "there. Those were happy times, though I have not been back since.",
    ),
    (
        "other person",
        "My grandson has just taken up a position at {employer}, and we are all terribly proud "
        "of him. Would you help me write him a congratulatory card?",
    ),
    (
        "other person",
        "My granddaughter is training to become {a_job}, and I should like to buy her a "
        "suitable gift for her graduation. What would you suggest?",
    ),
    (
        "hypothetical",
        "If I were forty years younger, I might well have tried my hand as {a_job}; it seems a "
        "most rewarding line of work.",
    ),
    (
        "negation",
        "I am not {diet} myself, but my daughter-in-law is, and she is coming for Sunday lunch. "
        "Kindly suggest a dish that will please her.",
    ),
    (
        "given up",
        "For many years I drove {a_car}, but I sold it last spring when my eyesight began to "
        "fail, and I now rely upon the bus.",
    ),
    (
        "wish",
        "I have often thought it would be lovely to own {a_car}, though at my time of life I "
        "doubt I shall ever get round to buying one.",
    ),
    (
        "other person",
        "My husband insists that {fav} is the finest {t} ever known to man, whereas I have "
        "never much cared for it.",
    ),
    (
        "question",
        "Would you say {fav} is a popular {t} among young people these days? I am trying to "
        "choose a birthday present for my great-nephew.",
    ),
    (
        "plan",
        "My husband and I are hoping to visit {city} next summer, if our health permits. What "
        "sights would you recommend for two rather slow walkers?",
    ),
    (
        "past",
        "I worked at {employer} for a short while in my twenties, long before computers were "
        "everywhere, and I wondered whether they keep any records of former staff.",
    ),
    (
        "opinion",
        "I read in the newspaper this morning that {employer} is taking on more staff. It "
        "seems a fine thing for the town, I must say.",
    ),
    (
        "question",
        "What qualifications does one need to become {a_job} nowadays? My neighbour's boy is "
        "quite at sea about his future.",
    ),
    (
        "past",
        "I tried being {diet} for a month last winter at my doctor's suggestion, but I confess "
        "I had given it up by February.",
    ),
    (
        "opinion",
        "Is a {diet} diet really suitable for a person of seventy-five? My friend Doris swears "
        "by it, but I remain doubtful.",
    ),
    (
        "other person",
        "My son has just bought {a_car} and insists on driving me to the shops in it, which "
        "is very kind of him.",
    ),
    (
        "request",
        "Could you kindly tell me whether {a_car} would be a sensible choice for an elderly "
        "driver? I ask on behalf of my brother, who is considering one.",
    ),
    (
        "past",
        "As a girl, I thought {fav} was the best {t} in all the world, though my tastes have "
        "changed a good deal since.",
    ),
    (
        "request",
        "Would you help me find a gift connected with {fav} for my grandson? He tells me it is "
        "his favourite {t}.",
    ),
    (
        "hypothetical",
        "Were I to move to {city}, do you suppose I should find the climate agreeable? It is "
        "merely an idle thought on a rainy afternoon.",
    ),
    (
        "joke",
        "My husband jokes that I ought to have been born in {city}, given how fond I am of the "
        "cooking there, but I have never so much as set foot in the place.",
    ),
    (
        "negation",
        "I am not {a_job}, whatever my grandchildren may tell their friends; I merely lent a "
        "hand once at the school fete.",
    ),
    (
        "plan",
        "I have an interview with {employer} next month for a part-time post, and I should be "
        "most grateful for advice on how to present myself.",
    ),
    (
        "opinion",
        "Everyone at the bridge club seems to adore {fav} lately. I confess I do not "
        "understand the fuss, but perhaps you could explain its appeal?",
    ),
    (
        "question",
        "What exactly does a {diet} person eat for breakfast? My new neighbour is one, and I "
        "should like to invite her round.",
    ),
    (
        "past",
        "In my youth I spent a few years as {a_job}, and I still remember my first day "
        "vividly. How the world has changed since then!",
    ),
    (
        "past",
        "We left {city} when my husband retired, and I must say I do not miss the traffic one bit.",
    ),
    (
        "hypothetical",
        "If my doctor were to put me on a {diet} diet, would I still be able to enjoy my "
        "Sunday roast, do you think?",
    ),
    (
        "request",
        "Kindly help me draft a reference letter for a former pupil of mine, who is applying "
        "to {employer}. She was the brightest girl I ever taught.",
    ),
]


SET_AV: dict[str, list[tuple[str, str]]] = {
    "city": [
        (
            "AV city: participle budget",
            "Living in {v} on a single income, I need a monthly budget that doesn't fall apart "
            "by week three. Can you sketch one out for me?",
        ),
        (
            "AV city: since road trip",
            "Can you help me plan a weekend road trip? Since I live in {v}, anything within "
            "about three hours of here works.",
        ),
        (
            "AV city: complaint heating",
            "Help me write a complaint to the building manager. The heating in my {v} apartment "
            "has been out for nine days and nobody has called me back.",
        ),
        (
            "AV city: parenthesis gift",
            "I need a farewell gift idea for a coworker (we're both here in {v}, so something "
            "local would be nice). Budget is around $40.",
        ),
        (
            "AV city: constraint running plan",
            "Could you put together a winter running plan for me? Four days a week, beginner "
            "level. For context, I live in {v}.",
        ),
        (
            "AV city: given that groceries",
            "Given that I live in {v} and don't have a car, what's the smartest way to do a big "
            "grocery shop for a party of twenty?",
        ),
        (
            "AV city: dash form address",
            "Could you help me fill in the address section of this form? I live in {v} now "
            "- my ID still shows my old town, so I'm not sure which one goes where.",
        ),
    ],
    "employer": [
        (
            "AV employer: since stipend",
            "Since I work at {v}, I get a $500 wellness stipend each year. Can you help me split "
            "it between a gym membership and some home equipment?",
        ),
        (
            "AV employer: cover letter transfer",
            "Can you help me draft a cover letter for an internal transfer? I've been at {v} for "
            "three years and I'd like to move onto the analytics team.",
        ),
        (
            "AV employer: participle meal prep",
            "Working full-time at {v} and taking night classes, I have maybe five hours a week "
            "for cooking. Could you plan some batch-cook meals around that?",
        ),
        (
            "AV employer: school contact form",
            "I'm filling in my son's emergency contact form and it wants the parent's workplace. "
            "I'm at {v} - should I list the main reception number or my desk line?",
        ),
        (
            "AV employer: relative parking complaint",
            "Could you help me write a polite complaint to the parking office at {v}, where I "
            "work, about staff cars being towed from the overflow lot?",
        ),
        (
            "AV employer: appositive bike budget",
            "Please help me budget for a commuter bike. I'd like to stay under $800, and my "
            "employer, {v}, reimburses half through a cycle-to-work scheme.",
        ),
        (
            "AV employer: dash packing list",
            "I need a packing list for a three-day conference - my team at {v} is sending me, "
            "and it's my first work trip ever.",
        ),
    ],
    "job_title": [
        (
            "AV job_title: as budget",
            "As {a}, I get paid monthly but my bills hit every week. Could you help me build a "
            "budget that smooths that out?",
        ),
        (
            "AV job_title: cover letter",
            "Can you help me with a cover letter? I currently work as {a} and I'm applying for a "
            "senior role at a different company.",
        ),
        (
            "AV job_title: parenthesis school talk",
            "My daughter's class is doing 'parents' jobs' week and she wants me to explain what I "
            "do (I'm {a}) in words a seven-year-old gets. Can you help me write a short script?",
        ),
        (
            "AV job_title: participle shifts",
            "Being {a} with a schedule that changes every week, I never know which evenings I'm "
            "free. Could you plan a workout routine that's flexible around that?",
        ),
        (
            "AV job_title: tax occupation",
            "For the occupation field on my tax return, do I just write '{v}'? That's my job "
            "title, but I've seen people use broader categories.",
        ),
        (
            "AV job_title: dash mentor gift",
            "I want to get a thank-you gift for my old mentor - I'm {a} today largely because of "
            "her, and I'd like to spend around $60.",
        ),
        (
            "AV job_title: constraint lunches",
            "Could you plan a week of lunches I can eat quickly, standing up if needed? I'm "
            "{a}, so my breaks are short and unpredictable.",
        ),
    ],
    "diet": [
        (
            "AV diet: since dinner party",
            "Since I'm {v}, can you suggest a three-course menu for a dinner party of six that "
            "everyone will still enjoy?",
        ),
        (
            "AV diet: camping packing",
            "I'm {v} and I'm going camping for four days - could you write me a packing list "
            "that covers the food side too?",
        ),
        (
            "AV diet: participle student budget",
            "Eating {v} on a student budget is harder than I expected. Can you plan a week of "
            "groceries for under $50?",
        ),
        (
            "AV diet: parenthesis lasagna",
            "Could you adapt this lasagna recipe for me (I follow a {v} diet) without it ending "
            "up tasting like cardboard?",
        ),
        (
            "AV diet: relative caterer note",
            "Help me write a note to the caterer for our office party. I'm the one person on the "
            "team who's {v}, and last year there was literally nothing I could eat.",
        ),
        (
            "AV diet: given that half marathon",
            "Given that I've been {v} for years now, what should I focus on for protein while "
            "training for a half marathon?",
        ),
        (
            "AV diet: by the way lunches",
            "Can you write a grocery list for a week of easy lunches? Nothing fancy, just things "
            "I can take to work. I'm {v}, by the way.",
        ),
    ],
    "car": [
        (
            "AV car: road trip fit",
            "I drive {a} - could you help me build a packing list for a week-long road trip "
            "that will actually fit in it?",
        ),
        (
            "AV car: dealership complaint",
            "Could you help me write a complaint to the dealership? The air conditioning on my "
            "{v} has failed twice since the last service.",
        ),
        (
            "AV car: participle repair fund",
            "Owning {a} with 140,000 miles on it, I want to set money aside for repairs. Could "
            "you help me work out a sensible monthly amount?",
        ),
        (
            "AV car: parenthesis ski trip",
            "I'm planning a ski trip for four people (we're taking my car, {a}). What's the "
            "smartest way to fit skis and luggage?",
        ),
        (
            "AV car: relative insurance form",
            "Can you help me with this insurance renewal form? My car, which is {a} I bought "
            "used a few years ago, is listed under the wrong model year.",
        ),
        (
            "AV car: given that commute",
            "Given that I drive {a} to work every day, about 30 miles each way, would a monthly "
            "train pass actually be cheaper?",
        ),
        (
            "AV car: dash dad birthday",
            "Help me plan my dad's 70th - he wants a drive up the coast, and I'll be doing the "
            "driving in my {v}, so I need ideas for good stops.",
        ),
    ],
    "favourite": [
        (
            "AV favourite: themed party",
            "{V} is my favourite {t}, so can you help me plan a birthday party for myself that's "
            "loosely themed around it?",
        ),
        (
            "AV favourite: gift hints",
            "My partner keeps asking what I want for my birthday and I'm hopeless at answering. "
            "My favourite {t} is {v} - could you suggest a few gift ideas I can pass on?",
        ),
        (
            "AV favourite: parenthesis reward chart",
            "Help me make a reward chart for myself while I study for the bar exam. Treats tied "
            "to my favourite {t} ({v}) would motivate me most.",
        ),
        (
            "AV favourite: relative home office",
            "I'm decorating my home office and want it to nod to {v}, which has been my "
            "favourite {t} for as long as I can remember. Any ideas under $200?",
        ),
        (
            "AV favourite: since similar",
            "Since my all-time favourite {t} is {v}, could you suggest a few similar ones I "
            "might enjoy next?",
        ),
        (
            "AV favourite: volunteer bio",
            "I'm writing the 'about me' part of a volunteer application and need a fun fact. "
            "My favourite {t} is {v}; can you work that into a paragraph "
            "that doesn't sound forced?",
        ),
        (
            "AV favourite: worth knowing cake",
            "Could you help me pick a cake topper for my wedding? We want something that's "
            "personal to me. Worth knowing: my favourite {t} is {v}.",
        ),
    ],
    "drink": [
        (
            "AV drink: usual order savings",
            "My usual order is {a}, and I'm trying to cut costs. Could you help me work out what "
            "I'd save by making it at home for a month?",
        ),
        (
            "AV drink: since snacks",
            "Since {v} is my go-to drink, could you suggest some snacks that go well with it for "
            "a movie night I'm hosting?",
        ),
        (
            "AV drink: appositive housewarming menu",
            "I'm putting together a drinks list for my housewarming. I'd like to include my "
            "usual, {a}, plus three others that suit a summer evening.",
        ),
        (
            "AV drink: relative regulars wall",
            "Help me write a short line for the 'regulars wall' at my local spot. They want "
            "something about my order, which is always {a}.",
        ),
        (
            "AV drink: participle treat budget",
            "Ordering {a} nearly every day adds up, so could you help me set a monthly treat "
            "budget that still leaves room for it?",
        ),
        (
            "AV drink: given that cabin trip",
            "Given that my drink of choice is {v}, what should I pack for a weekend cabin trip "
            "so I can still have it there?",
        ),
        (
            "AV drink: constraint drinks corner",
            "Could you help me set up a little drinks corner in my flat? Nothing big, just one "
            "shelf. My usual drink is {v}, so build it around that.",
        ),
    ],
}

NOISE_38: list[tuple[str, str]] = [
    ("question", "What's a realistic monthly budget for a single person living in {city}?"),
    (
        "plan",
        "I'm thinking about moving to {city} next year. Can you help me make a checklist of "
        "things to sort out before I go?",
    ),
    (
        "other person",
        "My brother just got hired at {employer}. Can you help me pick a congratulations gift "
        "under $50?",
    ),
    ("hypothetical", "If I went {diet} for a month, what would a weekly shopping list look like?"),
    (
        "past",
        "I used to drive {a_car}, but I sold it last year. Can you help me budget for bus and "
        "train passes instead?",
    ),
    (
        "request",
        "Can you write a cover letter for my friend? She's applying to work as {a_job} and "
        "she's nervous about it.",
    ),
    (
        "opinion",
        "Is {a_car} a sensible choice for a family of five? My neighbour swears by them, but "
        "I'm not convinced.",
    ),
    (
        "negation",
        "I'm not {diet} myself, but my whole book club is. Could you suggest a dish I could "
        "bring that works for them?",
    ),
    (
        "homework",
        "My son's homework asks him to write three facts about {city}. Can you help me explain "
        "them in simple terms?",
    ),
    (
        "plan",
        "I'd like to retrain as {a_job} in the next couple of years. What would a realistic "
        "study plan look like alongside a full-time job?",
    ),
    (
        "wish",
        "Someday I'd love to own {a_car}. How much would I need to save each month to buy one "
        "in three years?",
    ),
    (
        "past",
        "I left {employer} back in March. Could you help me write a thank-you note to my old "
        "manager?",
    ),
    (
        "question",
        "Does {employer} usually want a cover letter? I'm considering applying there and don't "
        "want to waste an evening on one if not.",
    ),
    (
        "other person",
        "My niece says her favourite {t} is {fav}. Can you suggest a birthday present around that?",
    ),
    (
        "other person",
        "My dad has worked as {a_job} for forty years and retires next month. Help me write a "
        "card that isn't cheesy.",
    ),
    (
        "trip",
        "We're flying to {city} for a friend's wedding in June. What should I pack for four days?",
    ),
    (
        "hypothetical",
        "Say one of my dinner guests is {diet} - what's a main course that works for them and "
        "for everyone else?",
    ),
    (
        "past",
        "I was {diet} for about two years in college but gave it up. Can you help me plan "
        "balanced meals now that I eat everything?",
    ),
    (
        "question",
        "Would {fav} be a good theme for my nephew's party, or is it too niche for a bunch of "
        "ten-year-olds?",
    ),
    (
        "joke",
        "My coworker jokes that I should just move to {city} since I complain about the weather "
        "so much. Anyway, can you make me a packing list for a rainy weekend?",
    ),
    (
        "other person",
        "My sister drives {a_car} and wants to take it cross-country. Can you help me put "
        "together an emergency kit for her?",
    ),
    (
        "temporary",
        "I'm renting {a_car} for a weekend away. Can you help me budget for fuel and tolls?",
    ),
    (
        "request",
        "Help me fill in a reference form for a former intern of mine who's applying to "
        "{employer}.",
    ),
    (
        "plan",
        "I'm planning to try going {diet} in January. Can you draft a first-week meal plan so "
        "I'm not starting from zero?",
    ),
    (
        "negation",
        "People keep assuming I'm {a_job} because of how I dress for work, but I'm not. Anyway, "
        "could you help me pick comfortable shoes for long days?",
    ),
    (
        "negation",
        "I've never really gotten into {fav}, but my friends love it. Help me plan a group "
        "outing around it that they'd enjoy.",
    ),
    (
        "other person",
        "Which documents does a long-stay visa for {city} usually require? I'm helping my "
        "cousin with his application.",
    ),
    (
        "past",
        "I worked as {a_job} for a decade before switching careers. How should I present that "
        "on a cover letter?",
    ),
    (
        "question",
        "I've heard {employer} has a great parental leave policy - is that true? I'm comparing "
        "options before I start job-hunting.",
    ),
    (
        "hypothetical",
        "If I traded my bike for {a_car}, how much would insurance and parking add to my "
        "monthly budget?",
    ),
]


SET_AW: dict[str, list[tuple[str, str]]] = {
    "city": [
        ("AW city: since two years bus ticket",
         "Hello! I live in {v} since two years and still I don't understand the bus system "
         "here. Can you explain how work the monthly ticket?"),
        ("AW city: lowercase weather request",
         "i am living in {v} now so please give me the weather for this week"),
        ("AW city: running places stay in",
         "Which are good places for running near to my home? I stay in {v}, in the centre."),
        ("AW city: my city now dentist",
         "{V} is my city now, I am here already from 2021. I want to find a good dentist "
         "who speak English"),
        ("AW city: complain to landlord",
         "Please help me write a complain to my landlord. I rent flat in {v} and the heating "
         "is not working since one month."),
        ("AW city: me and my wife weekend",
         "Me and my wife we live in {v}. What we can do on weekend with small kids when is "
         "raining?"),
        ("AW city: shops close sunday",
         "In {v} where I am living, the shops are closing very early on sundays. Is normal "
         "for big city?"),
    ],
    "employer": [
        ("AW employer: working in, check english",
         "I am working in {v} from last year and my manager want a report until friday. "
         "Can you check my english please"),
        ("AW employer: company where I work linkedin",
         "The company where I work is {v}. How I can write this on LinkedIn in nice way?"),
        ("AW employer: work by since 2019",
         "I work by {v} since 2019, is it normal to ask for raise after so long time?"),
        ("AW employer: one year anniversary",
         "Tomorrow is my one year anniversary at {v}, I am working there since exactly one "
         "year! Give me idea how to celebrate with colleagues."),
        ("AW employer: employee of, blog",
         "I am employee of {v}. Is it ok to write about my work in my personal blog or I "
         "must ask first?"),
        ("AW employer: currently with, home office",
         "Currently I am with {v}, in finance department. How to ask my boss for home "
         "office two days in week?"),
        ("AW employer: for X I work four years",
         "For {v} I work already four years and never I took long holiday. How many days "
         "is normal to ask in one time?"),
    ],
    "job_title": [
        ("AW job_title: night shifts sleep",
         "I am {a} and I work many night shifts, do you have tips for sleeping in the day?"),
        ("AW job_title: work like since three years",
         "I work like {a} since three years. What is the next step in career for me?"),
        ("AW job_title: profession explain grandmother",
         "My profession is {v}. How to explain this to my grandmother in simple words? "
         "She don't understand nothing."),
        ("AW job_title: lowercase small company",
         "i'm working as {v} in small company and my boss ask me to make presentation "
         "tomorrow, i am very nervous"),
        ("AW job_title: dropped article CV",
         "Can you help me with CV? I am {v} from 5 years but I never wrote CV in English."),
        ("AW job_title: by profession interviews",
         "By profession I am {a}. My english is not so good, which words I must learn for "
         "talking with clients?"),
        ("AW job_title: this is my job now",
         "{A}, this is my job now. Please give me some ideas for books to become better in it"),
    ],
    "diet": [
        ("AW diet: since two years recipes",
         "I am {v} since two years, so please give me recipes what I can eat for dinner, "
         "fast ones"),
        ("AW diet: eat only restaurants",
         "I eat only {v}. Which restaurants I should search when I travel to another country?"),
        ("AW diet: my diet husband not",
         "My diet is {v}, my husband not. How we can cook one dinner for both of us??"),
        ("AW diet: since january follow",
         "Since january I follow the {v} diet and I feel much more better, more energy."),
        ("AW diet: weekly plan because",
         "Please make me plan for the week with all meals. Everything must be {v} because "
         "this is how I eat."),
        ("AW diet: lowercase snacks flight",
         "i am {v} person, what snacks i can take on long flight"),
        ("AW diet: dinner at colleague house",
         "Tomorrow I go to dinner at colleague house. How I explain politely that I am "
         "eating {v} and I cannot eat everything she cook?"),
    ],
    "car": [
        ("AW car: check engine from yesterday",
         "I drive {a} and the check engine light is on from yesterday. Is dangerous to "
         "continue driving?"),
        ("AW car: my car is oil",
         "My car is {v}, how often I must change the oil?"),
        ("AW car: winter tyres highway",
         "Which winter tyres you recommend for my {v}? I am driving a lot on highway."),
        ("AW car: son learn driving",
         "I have {a}, and my son want to learn driving on it. Is good idea or better in "
         "driving school car?"),
        ("AW car: every day to office",
         "Every day I go to office with my {v}, like 40 km one direction. How much petrol "
         "I spend in month, more or less?"),
        ("AW car: noise steering second hand",
         "Is normal that my {v} makes noise when I turn the steering? I buy it second hand "
         "last year and before it was fine"),
        ("AW car: what I drive insurance",
         "{A} is what I drive now. The insurance is too expensive here, how I can pay less?"),
    ],
    "favourite": [
        ("AW favourite: of course short",
         "My favourite {t} is {v}, of course!"),
        ("AW favourite: from all most favourite",
         "From all the {t}s, {v} is my most favourite. Can you tell me some interesting "
         "facts about it?"),
        ("AW favourite: what I like the most",
         "The {t} what I like the most is {v}. Why I like it so much, you think?"),
        ("AW favourite: always say no doubt",
         "When somebody ask me about favourite {t} I always say {v}, no doubt. Help me to "
         "write short text about it for my English class"),
        ("AW favourite: number one suggest similar",
         "For me the number one {t} in the world is {v}. Can you suggest me something "
         "similar?"),
        ("AW favourite: dash friends boring",
         "My favorite {t} - {v}. My friends say is boring choice but I don't care haha"),
        ("AW favourite: like very much since child",
         "I like very much {v}, it is my favourite {t} since I was child."),
    ],
    "drink": [
        ("AW drink: every day",
         "My favourite drink is {v}, I can drink it every day."),
        ("AW drink: number one",
         "Nothing is better for me than {v}, is my drink number one. Where it comes from "
         "originally?"),
        ("AW drink: in cafe always take",
         "When I go in café I take always {v}, is my favourite. How to say this in Italian?"),
        ("AW drink: most loved too much",
         "{V} is my most loved drink. How much is too much in one day?"),
        ("AW drink: you ask what I like",
         "You ask me before what I like to drink - for me the best is {v}, always."),
        ("AW drink: preferred make at home",
         "My preferred drink is {v}. Can you tell me how to make at home like in the bar?"),
        ("AW drink: lowercase love more than any",
         "i love {v} more than any other drink, really"),
    ],
}

NOISE_39: list[tuple[str, str]] = [
    ("question", "How is the life in {city}? Is expensive for students?"),
    ("hypothetical", "If I would work in {employer}, how much salary I can expect?"),
    ("past", "Before many years I was living in {city}, but this is finished long time ago."),
    ("other person", "My brother is {a_job} and he always is tired, what I can tell him?"),
    ("request", "Please write short story about {a_job} who lives in {city}."),
    ("negated", "I am not {diet}, but my girlfriend is, so what I can cook for her birthday?"),
    ("wish", "I wish to drive {a_car} one day, but now is too expensive for me."),
    ("opinion", "I think {employer} is not good company for the young people, too much pressure."),
    ("plan", "Next year maybe I will move to {city}, still I am not decided."),
    ("small talk", "haha you are funny. By the way do you know {fav}? Many people talk about it"),
    ("question", "What is the difference between {diet} and normal diet?"),
    ("other person", "My colleague has {a_car} and always he is talking about it, so boring"),
    ("past", "In my last job I was {a_job}, but I quit it in march and now I rest."),
    ("hypothetical", "If my favourite {t} would be {fav}, what this say about my personality?"),
    ("request", "Make for me list of 5 facts about {fav}."),
    ("question", "Is {employer} hiring now in {city}?"),
    ("negated", "I never worked for {employer}, only I went to one interview there."),
    ("other person", "My sister is {diet} from one year and she lives in {city}."),
    ("joke", "Tell me a joke about {a_job} who drive {a_car}"),
    ("opinion", "In my opinion {a_car} is too big for the streets in old town."),
    ("plan", "I am thinking to try {diet} diet from next month, is good idea?"),
    ("small talk", "Good morning! Yesterday I watch documentary about {city}, so beautiful"),
    ("question", "Why so many people say {fav} is the best {t}? I don't understand"),
    ("past", "When I was student I drove {a_car}, but I sold it long time ago."),
    ("hypothetical", "Imagine I am {a_job}, how my day would look like?"),
    ("request", "Can you recommend me hotel in {city} for three nights? We go there on holiday."),
    ("other person", "My husband works in {employer} and always he comes home late."),
    ("wish", "I dream to work by {employer} someday, but my english is not enough still."),
    ("negated", "Honestly {fav} is not my favourite {t}, I don't know why everybody like it."),
    ("question", "How much cost {a_car} in {city} more or less?"),
]

NOISE_41: list[tuple[str, str]] = [
    # other people's facts in the first person's voice
    ("other person", "my brother finally got {a_car} last week and he won't shut up about it"),
    ("other person", "My boss lives in {city} and flies in every Monday, which honestly "
     "explains a lot about her mood."),
    ("other person", "so my wife just went {diet} and now the whole fridge is a negotiation lol"),
    ("other person", "my roommate is {a_job} at {employer}, can you help him polish his "
     "cover letter for a promotion?"),
    ("other person", "yeah so my dad hes {a_job} been doing it like thirty years and he "
     "wants to retire but he keeps saying next year next year"),
    ("other person", "My cousin is living in {city} since two years, she say the rent is "
     "very expensive there."),
    ("other person", "My daughter informs me that her favourite {t} is now {fav}; I confess "
     "I am none the wiser."),
    ("other person", "my best friend, the one I told you about who moved last spring, she "
     "drives {a_car} now and keeps texting me pictures of it parked outside her new "
     "place, which is sweet but also kind of a lot, and I don't know how to tell her"),
    # plans, offers, interviews, applications not done
    ("plan", "I have an interview at {employer} on Monday, any tips?"),
    ("plan", "thinking of going {diet} in january. not sure yet tho"),
    ("plan", "might apply for {a_job} position next month if my nerve holds"),
    ("plan", "We're considering relocating to {city} at some point next year, but "
     "nothing is decided and my partner is not convinced."),
    ("offer", "got an offer from {employer} this morning havent decided if im taking it "
     "or not what would you do"),
    ("plan", "test driving {a_car} on saturday, just to see, not buying anything yet!!"),
    ("plan", "I am planning to try {diet} eating for one month, my doctor suggest it. "
     "How I should start?"),
    ("application", "I intend to submit an application to {employer} for a post as "
     "{a_job} before Friday's deadline. Would you review my statement?"),
    # wishes and daydreams
    ("wish", "I'd kill for {a_car} right now"),
    ("wish", "someday i wanna end up in {city}, like retire there with a little balcony "
     "and a cat"),
    ("wish", "If I could have any job in the world I'd be {a_job} at {employer}, no "
     "question."),
    ("wish", "ugh I wish I had the willpower to be {diet}. maybe in another life"),
    ("wish", "man i would love to work at {employer} one day that would be the dream "
     "honestly"),
    ("daydream", "Dream scenario: quit everything, move to {city}, buy {a_car}, never "
     "answer an email again."),
    ("wish", "Always I dream to become {a_job}, but life is going in other direction."),
    ("daydream", "I keep daydreaming about a little house in {city} with a garden, a "
     "hammock and absolutely no meetings. Is that so much to ask?"),
    # the past that is over
    ("past", "back when I was {a_job} I never had a single free weekend"),
    ("past", "I lived in {city} in my twenties. The bakery on the corner is probably "
     "gone by now."),
    ("past", "i was {diet} for like two years in college then gave up completely"),
    ("past", "Years ago I drove {a_car} that died every single winter. Good riddance."),
    ("past", "i worked at {employer} for a bit after uni didnt love it left after a "
     "year and never looked back"),
    ("past", "As a teenager my favourite {t} was {fav}, which is embarrassing to admit "
     "these days."),
    ("past", "Before, I was working like {a_job} in {city}, but this is finish now."),
    ("past", "I was formerly employed by {employer}; that chapter closed in 2019."),
    # trips and visits
    ("trip", "just got back from {city}, the jet lag is destroying me"),
    ("trip", "Flying to {city} for a conference next week - what should I pack?"),
    ("visit", "spent the weekend visiting my sister in {city}, we ate way too much"),
    ("trip", "we rented {a_car} for the road trip and it was... fine? kind of boring to "
     "drive tbh"),
    ("trip", "okay so im at the airport in {city} right now layover is four hours what "
     "do i even do here"),
    ("trip", "Next month I go to {city} for visit my grandmother, is it cold in that "
     "season?"),
    ("trip", "I shall be in {city} on business from the 12th to the 15th and would "
     "appreciate a few restaurant suggestions."),
    ("visit", "Took my nephew on a tour of the offices at {employer} today, he was "
     "thrilled and I was mostly confused."),
    # questions and requests to the assistant
    ("question", "how much does {a_job} make, roughly? asking for a friend"),
    ("request", "forget that I said {employer}, I mixed it up with something else"),
    ("request", "Can you find a restaurant in {city} with decent {diet} options? My "
     "in-laws are visiting and they're picky."),
    ("question", "What's the resale value of {a_car} after five years?"),
    ("question", "what's a good birthday gift for someone whose favourite {t} is {fav}?"),
    ("question", "hey can you tell me what the weather is usually like in {city} this "
     "time of year"),
    ("request", "Please delete what I told you earlier about {employer}, that was a typo "
     "and not true."),
    ("question", "Please, can you explain me what means {diet} exactly? Everybody is "
     "talking about it."),
    # negations
    ("negation", "I'm not {diet}, my wife is, so I need recipes that work for both of us."),
    ("negation", "no i dont work at {employer}, where did you even get that"),
    ("negation", "I've never been to {city}, despite everyone assuming I'm from there."),
    ("negation", "i'm not {a_job} lol, i just watched a lot of documentaries"),
    ("negation", "I don't drive {a_car}, that's my neighbour's, it's just always parked "
     "in front of my house."),
    ("negation", "no no {fav} is not my favourite {t} at all my son just wont stop "
     "talking about it"),
    ("negation", "I am not living in {city}, only my company's office is there, I am "
     "commuting from outside."),
    ("negation", "To clarify, I have never been employed by {employer}; you may be "
     "thinking of my colleague."),
    # opinions, reviews, small talk
    ("opinion", "honestly {fav} is overrated, fight me"),
    ("small talk", "saw an ad for {employer} on the bus today, weirdly catchy jingle"),
    ("small talk", "People keep posting photos of {city} and it looks gorgeous in all of "
     "them."),
    ("small talk", "Some guy in {a_car} just cut me off and didn't even signal. Unreal."),
    ("opinion", "is it just me or is everyone going {diet} these days"),
    ("small talk", "did you see the news about {employer} apparently theyre laying people "
     "off"),
    ("opinion", "In my opinion the work of {a_job} is very underestimated in our society."),
    ("review", "Read a review saying {fav} is the most important {t} of the decade. I find "
     "that claim rather baffling, if I am honest."),
    # hypotheticals and jokes
    ("hypothetical", "hypothetically if I moved to {city} how much would I need to earn "
     "to live ok"),
    ("joke", "lol imagine me driving {a_car}, I can barely parallel park a bike"),
    ("hypothetical", "If I went {diet} for a week, would I actually notice a difference?"),
    ("joke", "my cat thinks she works at {employer}, she attends every single video call"),
    ("hypothetical", "Say I got hired at {employer} - would I have to move to {city}?"),
    ("hypothetical", "ok random question if you were stuck on an island with only {fav} "
     "would that be heaven or hell"),
    ("hypothetical", "Suppose I become {a_job}, how many years of study I need?"),
    ("hypothetical", "Purely as a thought experiment: were I to relocate to {city}, what "
     "would the tax implications be?"),
    # quoting or reporting what someone else said
    ("quote", "my mum said \"you should've been {a_job}\" and honestly she might be right"),
    ("quote", "The guy at the dealership kept saying 'you look like someone who drives "
     "{a_car}'. What does that even mean?"),
    ("reported", "my friend told me she's moving to {city} in the spring, still processing"),
    ("quote", "Quote from my nutritionist: \"not everyone needs to be {diet} to be "
     "healthy.\" Thoughts?"),
    ("reported", "my coworker keeps telling everyone that {fav} is the best {t}, full stop, "
     "and won't hear otherwise"),
    ("quote", "so the recruiter goes youd be perfect for {employer} and i just laughed "
     "and hung up"),
    ("quote", "My teacher always was saying to me: 'you will end up in {city}, I know it.'"),
    ("reported", "My landlord mentioned that his previous tenant worked at {employer} as "
     "{a_job}. Small world, I suppose."),
]

SET_AX: dict[str, list[tuple[str, str]]] = {
    "city": [
        ("AX city: wrong city, live in now",
         "You have me down as living somewhere else, but I actually live in {v} now. "
         "Please update that."),
        ("AX city: update profile based in",
         "please update my profile - I'm based in {v} these days"),
        ("AX city: outdated moved home now",
         "No, that's outdated. I moved to {v} last spring and it's home now."),
        ("AX city: for the record not sure where",
         "For the record, I live in {v}. Not sure where you got the other place from."),
        ("AX city: remember this home city",
         "Remember this: my home city is {v}."),
        ("AX city: memory says old one, living a year",
         "Your memory says I'm somewhere else but that's the old one, I've been living in {v} "
         "for a year now"),
        ("AX city: chatty settled use for weather",
         "Hey! Quick thing before we plan the weekend. The city in your memory is what I had "
         "before. I've settled in {v} now, so use that for weather, restaurants, all of it. "
         "Thanks!"),
    ],
    "employer": [
        ("AX employer: old company, work at now",
         "You have me down at my old company. I work at {v} now, please update that."),
        ("AX employer: update profile current employer",
         "Please update my profile: my current employer is {v}."),
        ("AX employer: outdated left since March",
         "no, that's outdated, I left that place. been working at {v} since March"),
        ("AX employer: for the record work for",
         "For the record, I work for {v}. Whatever you had before is wrong."),
        ("AX employer: remember for emails employed by",
         "Remember this for when you draft my emails: I'm employed by {v} now."),
        ("AX employer: memory says, is where I work",
         "Your memory says I work somewhere else, but that's from two years ago. {V} is where "
         "I work now."),
        ("AX employer: annoyed stale notes hired",
         "lol your notes are so stale. I got hired at {v} last month and I've been there ever "
         "since. fix it?"),
    ],
    "job_title": [
        ("AX job_title: old job title, I'm now",
         "You have me down with my old job title. I'm {a} now."),
        ("AX job_title: update profile work as",
         "Please update my profile, I work as {a} now, not whatever's saved there."),
        ("AX job_title: outdated switched careers",
         "No, that's outdated. I switched careers a while ago and I've been working as {a} "
         "ever since."),
        ("AX job_title: for the record cover letters",
         "For the record, my actual job title is {v}. Write the cover letters with that in "
         "mind."),
        ("AX job_title: remember this brief",
         "remember this pls: I'm {a}. that's my job now"),
        ("AX job_title: memory says promoted",
         "Your memory says I do something else for a living, but I'm {a} these days. Got "
         "promoted in June, actually!"),
        ("AX job_title: annoyed third time",
         "Ok this is the third time. I. Am. {A}. That's what I do all day at work. Please save "
         "it properly this time."),
    ],
    "diet": [
        ("AX diet: diet wrong, now for recipes",
         "You have my diet wrong. I'm {v} now, please keep that in mind for recipes."),
        ("AX diet: update profile follow diet",
         "Please update my profile: I follow a {v} diet."),
        ("AX diet: outdated six months",
         "no that's outdated!! I've been {v} for about six months now"),
        ("AX diet: for the record eat, old one",
         "For the record, I eat {v}. Whatever diet you have saved is the old one."),
        ("AX diet: remember meals strictly",
         "Remember this when you suggest meals: my diet is {v}, strictly."),
        ("AX diet: memory says on diet skip",
         "Your memory says something different, but I'm on a {v} diet these days, so skip "
         "anything that doesn't fit."),
        ("AX diet: chatty went start of year",
         "Hey, small correction to what you remember about me: I went {v} at the start of the "
         "year and I'm sticking with it. Could you update that and redo this week's meal plan?"),
    ],
    "car": [
        ("AX car: old car, drive now",
         "You have me down with my old car. I drive {a} now."),
        ("AX car: update profile car I drive",
         "Please update my profile - the car I drive now is {a}."),
        ("AX car: outdated sold that one",
         "No, that's outdated, I sold that one. These days I drive {a}."),
        ("AX car: for the record insurance",
         "For the record, my car is {a}. Use that for the insurance quote."),
        ("AX car: remember this brief",
         "remember this: {v}. that's what I drive now."),
        ("AX car: memory says since summer",
         "Your memory says I drive something else, but that's what I had before. Since last "
         "summer I've been driving {a}, please fix it."),
        ("AX car: annoyed traded it in",
         "Can you please stop giving me tips for the old car? I traded it in. I drive {a} now, "
         "it's parked outside as we speak."),
    ],
    "favourite": [
        ("AX favourite: have it wrong, it's",
         "You have my favourite {t} wrong. It's {v}."),
        ("AX favourite: update profile",
         "Please update my profile: my favourite {t} is {v}."),
        ("AX favourite: outdated hands down",
         "no, that's outdated - these days my favourite {t} is {v}, hands down"),
        ("AX favourite: for the record always has been",
         "For the record, {v} is my favourite {t}. Always has been, actually."),
        ("AX favourite: remember this question form",
         "Remember this one. Favourite {t}? {V}. Nothing else comes close."),
        ("AX favourite: memory says current obsessed",
         "Your memory says something else but that's the old one. My current favourite {t} is "
         "{v}, I've been obsessed all year."),
        ("AX favourite: chatty number one recommendations",
         "Haha okay so you still think I like that other one best? Nope. My number one {t} "
         "right now is {v}. Could you fix that so your recommendations make sense?"),
    ],
    "drink": [
        ("AX drink: go-to wrong, it's",
         "You have my go-to drink wrong. It's {v}, not what you've got saved."),
        ("AX drink: update profile brief",
         "Please update my profile: favourite drink is {v}."),
        ("AX drink: outdated these days",
         "No, that's outdated. My favourite drink these days is {v}."),
        ("AX drink: for the record picking for me",
         "For the record, if you're ever picking a drink for me, it's {v}. That's my "
         "favourite."),
        ("AX drink: remember this always",
         "remember this: {v} is my drink. always."),
        ("AX drink: memory says sentence start",
         "Your memory says I prefer something else but that's the old one. {V} is my "
         "favourite drink now."),
        ("AX drink: annoyed love more than any",
         "Ugh, you keep suggesting the wrong thing. I love {v} more than any other drink, "
         "can you please save that?"),
    ],
}

NOISE_40: list[tuple[str, str]] = [
    ("question", "What do you have saved about me? Do you still think I live in {city}?"),
    ("request forget",
     "Please forget that I mentioned {employer}. I don't want that in my profile at all."),
    ("hypothetical",
     "If I ever moved to {city}, would you update my profile automatically or do I have to "
     "tell you?"),
    ("other person",
     "Can you remember that my sister works at {employer}? She's the one I keep asking about."),
    ("negated", "I don't work at {employer}, never did. No idea where you got that."),
    ("past", "Back in college I was {a_job} for one summer, but that was ages ago. Don't save it."),
    ("question", "What's in your memory about my diet? Does it say {diet}?"),
    ("other person",
     "For the record, my partner is {diet}, so when I ask for dinner ideas for two, keep that "
     "in mind."),
    ("negated", "I'm not {diet}. I just ordered the salad once, that's all."),
    ("plan",
     "I'm thinking about going {diet} next month, but nothing's decided, so don't write it "
     "down yet."),
    ("request forget",
     "Delete the note that says I drive {a_car}. Actually, just wipe the car stuff entirely."),
    ("wish", "Someday I'd love to drive {a_car}. Not happening on my budget though, lol."),
    ("other person",
     "Remember that my dad drives {a_car}, in case I ask about parts for it later."),
    ("past", "I had {a_car} in my twenties. Sold it years ago."),
    ("question", "Do you know what my favourite {t} is, or did you forget? Curious what you have."),
    ("opinion", "Honestly {fav} is overrated in my opinion. People won't stop recommending it."),
    ("other person",
     "My best friend's favourite {t} is {fav}. Can you remember that for her birthday?"),
    ("negated",
     "Your memory says my favourite {t} is {fav}? No. I can't stand it, please remove that."),
    ("past", "When I was a kid my favourite {t} was {fav}, but that phase is long gone."),
    ("hypothetical", "If I told you my favourite {t} was {fav}, what would you recommend?"),
    ("question", "Does your memory say I work at {employer}? Just checking what's on file."),
    ("request",
     "Please don't remember anything about my job. If I mention {employer} or being {a_job}, "
     "just ignore it."),
    ("plan",
     "I have an interview at {employer} next week. Don't update anything yet, I don't have "
     "the job."),
    ("negated", "I'm not {a_job}. I've never been {a_job}. Where did that even come from?"),
    ("other person",
     "My roommate just moved to {city}. Can you remember that so I don't forget to visit?"),
    ("past",
     "I used to live in {city}, but that was before uni. Please delete that from your memory."),
    ("small talk", "Have you heard anything good about {city}? Friends keep talking about it."),
    ("opinion", "Being {a_job} must be exhausting. I don't know how people do it."),
    ("hypothetical",
     "Hypothetically, if I went {diet} and moved to {city}, would my grocery bill go up?"),
    ("request forget",
     "Forget everything you have about where I live. I don't want {city} or anything else "
     "saved."),
]

NOISE_42: list[tuple[str, str]] = [
    ("other person car",
     "Our neighbours drive {a_car} and park it across our driveway every morning."),
    ("other person favourite",
     "Tom's favourite {t} is {fav}, so I'm planning his whole birthday around that."),
    ("hypothetical city", "if i lived in {city} i'd probably never cook at home lol"),
    ("modal job",
     "I might become {a_job} one day, who knows. Right now I'm just thinking out loud."),
    ("modal diet",
     "I should try being {diet} for a month, everyone keeps saying it helps with energy."),
    ("past over employer",
     "For ten years I worked at {employer}, until last spring when they shut down the whole "
     "department. Still getting used to the free mornings."),
    ("plan purchase car", "saving up for {a_car} but at this rate it'll take me till 2030"),
    ("plan application",
     "Just sent my application to {employer}. Fingers crossed! If it works out the job "
     "would be based in {city}."),
    ("voice request reminder",
     "hey assistant remind me to call {employer} tomorrow at nine about the invoice"),
    ("question city", "is {city} expensive? like rent-wise, compared to most places"),
    ("reported speech diet",
     "my mum thinks I should go {diet}, she's been sending me recipes every day this week"),
    ("client", "A client from {employer} called this morning and wants the slides by Friday."),
    ("rental car",
     "Rented {a_car} for the weekend trip. How do I turn off the lane assist beeping?"),
    ("hotel city", "Our hotel in {city} has a rooftop pool but the wifi is absolutely terrible."),
    ("fiction job city",
     "In my novel the hero is {a_job} in {city} who finds a sealed tunnel under the old "
     "market. Does that sound too cliché?"),
    ("long message aside employer",
     "Long day. The train was late again, and the guy next to me spent the whole ride on the "
     "phone to {employer} arguing about a refund. Anyway, can you help me plan dinner? "
     "I've got rice, eggs and half a cabbage."),
    ("formal cover letter",
     "Dear Hiring Manager, I am writing to apply for the vacancy advertised on your website. "
     "I would welcome the opportunity to work as {a_job} at {employer}."),
    ("non-native other person city",
     "My sister she is living in {city} since three years, I visit her every summer."),
    ("patient car",
     "One of my patients drives {a_car} and talks about nothing else during appointments."),
    ("guest diet city",
     "We have a guest coming from {city} on Thursday and she's {diet} - what should I cook?"),
    ("past over diet", "I was {diet} all through university but gave it up after graduation."),
    ("past over car", "Back in 2015 I had {a_car}. Sold it for scrap when the gearbox died."),
    ("past city texting", "lived in {city} for like two years as a kid, barely remember any of it"),
    ("wish car", "honestly would love to drive {a_car} someday instead of taking three buses"),
    ("gift question favourite",
     "I need a present for my dad - is {fav} a good {t} to get a 60-year-old into?"),
    ("opinion favourite",
     "People say {fav} is the best {t} out there but I honestly don't get the hype."),
    ("other person job", "My flatmate is training to be {a_job} and studies at our kitchen table "
     "until 2am."),
    ("negated diet", "I'm not {diet}, I just don't like the canteen food. Big difference."),
    ("role-play employer",
     "Let's role-play: you're a recruiter at {employer} and I'm a candidate. Start with the "
     "first question."),
    ("game character",
     "in the game my character is {a_job} living in {city}, it's a pretty chill rpg"),
    ("formal invoice employer",
     "To whom it may concern, I am writing regarding an invoice I received from {employer}, "
     "which appears to have been issued in error. Kindly advise."),
    ("travel question city",
     "conference is in {city} this year, anyone know decent cheap hostels?"),
    ("plan move city",
     "we're thinking about moving to {city} next year if the visa thing works out"),
    ("past over job", "Used to be {a_job} before the kids were born. Feels like a different life."),
    ("other person wish car",
     "My husband's dream is {a_car}, he literally has a poster of it in the garage"),
    ("child favourite texting",
     "my daughter's favourite {t} is {fav} and it's ALL she talks about"),
    ("question travel city", "how long does it take to drive from {city} to the coast"),
    ("trivia employer", "Quick trivia question: what year was {employer} founded?"),
    ("news employer", "Did you see {employer} is cutting 2,000 jobs? Crazy news this morning."),
    ("long message other person diet",
     "Okay so wedding planning is chaos. The caterer wants final numbers by Monday, the DJ "
     "cancelled, and my future mother-in-law just announced she's {diet} now. "
     "Can you help me redo the menu?"),
    ("question investment employer", "should i buy shares in {employer} or is it too late"),
    ("conditional employer city",
     "If {employer} offers me the job I'd have to relocate to {city}. Not sure how I feel."),
    ("non-native other person car",
     "My friend he buy {a_car} last week, he is very proud, always he show me photos."),
    ("test drive car", "Test drove {a_car} today. Nice ride, but the dealer wanted way too much."),
    ("request joke job", "tell me a joke about {a_job}, it's for my cousin's leaving party"),
    ("hedged hypothetical favourite",
     "If I had to pick, maybe {fav} would be my favourite {t}? Not sure, never really thought "
     "about it."),
    ("past over favourite",
     "As a teenager my favourite {t} was {fav}, which is kind of embarrassing to admit now."),
    ("plan interview employer",
     "I've got an interview at {employer} on Tuesday. What do they usually ask?"),
    ("voice question city", "whats the weather like in {city} this weekend"),
    ("voice request employer", "call {employer} customer service"),
    ("request for other diet",
     "Can you suggest some {diet} recipes? My roommate is trying it out this month."),
    ("question for boss diet", "Does this restaurant have {diet} options? Asking for my boss."),
    ("formal reference letter",
     "Dear Ms. Patel, It is my pleasure to recommend Daniel Ortiz, who served as {a_job} at "
     "{employer} from 2019 to 2023."),
    ("other person city texting", "my cousin just moved to {city}!! so jealous omg"),
    ("past internship employer",
     "I did a summer internship at {employer} years ago. Mostly photocopying, to be honest."),
    ("counterfactual employer city",
     "Had I taken that offer from {employer}, I'd be living in {city} right now."),
    ("other person car texting",
     "dad's test-driving {a_car} rn and sending me selfies from the seat"),
    ("book club job city",
     "For book club we're reading a novel about {a_job} in {city} during the war. Any "
     "discussion questions?"),
    ("childhood dream job", "When I was little I wanted to be {a_job}. Funny how things turn out."),
    ("question for son car",
     "How much would {a_car} cost to insure for my son? He just passed his test."),
    ("plan diet", "Starting Monday I'm going {diet}. Wish me luck, I'll need it."),
    ("past attempt diet", "Tried being {diet} for a week in January. Lasted four days."),
    ("other person employer", "My brother-in-law works at {employer} and won't shut up about "
     "the free lunches."),
    ("partner job texting",
     "my gf is {a_job} so her schedule is all over the place, any date ideas that work for that"),
    ("long message story car",
     "So the funniest thing happened. I was waiting at the lights and {a_car} pulled up next "
     "to me with a goat in the passenger seat. An actual goat. Anyway, how do I get rid of "
     "hiccups?"),
    ("formal complaint hotel city",
     "Dear Sir or Madam, During our stay at your property in {city} last month, we were "
     "charged twice for the minibar. I would appreciate a refund."),
    ("non-native plan city",
     "Next year I want go for working in {city}, is difficult to find apartment there?"),
    ("voice request for other diet",
     "okay google show me a {diet} meal plan for my dad he has diabetes"),
    ("other people favourite",
     "The office survey asked 'what's your favourite {t}?' and like half the team wrote {fav}."),
    ("role-play car", "pretend you're a car salesman trying to sell me {a_car}, be really pushy"),
    ("pretend city", "For my English exam I have to write a letter pretending I live in {city}. "
     "Can you check my grammar?"),
    ("dream job employer",
     "Had the weirdest dream last night: I was {a_job} at {employer} and my boss was a "
     "giant duck."),
    ("voice message travel city",
     "hey siri text mum that i landed in {city} and ill call her later"),
    ("formal guests employer city",
     "Dear Dr. Okafor, Further to our meeting, I confirm that the delegation from {employer} "
     "will arrive in {city} on 14 March."),
    ("non-native past employer",
     "Before I was working in {employer} but this finish in 2019, now I search new job."),
    ("non-native reported speech diet",
     "My doctor say me I must to be {diet} but I am not sure it is good idea for me."),
    ("non-native grammar check job city",
     "Please, is correct this sentence: 'My uncle works like {a_job} in {city}'?"),
    ("voice reminder other person favourite",
     "set a reminder to ask jenny if her favourite {t} is still {fav}"),
    ("negated car", "I don't own {a_car}, that was the rental in the photo. Mine's in the shop."),
    ("customer car",
     "A customer left {a_car} in front of our shop overnight with the lights on. "
     "Who am I supposed to call about that?"),
]

NOISE_43: list[tuple[str, str]] = [
    # (1) typed English of non-native speakers
    ("esl: other person employer",
     "My cousin is working in {employer} since two years, he is very happy there."),
    ("esl: past over city",
     "Before I was living in {city}, now no. Was too expensive for my family."),
    ("esl: plan trip",
     "Next month I go to {city} for visit my uncle, can you tell me what to see there?"),
    ("esl: question employer",
     "Is good idea to work at {employer}? My friend say salary is low but people are nice."),
    ("esl: interview",
     "Tomorrow I have interview for position of {a_job}... I am so nervous, "
     "help me prepare please"),
    ("esl: negated diet, other person",
     "I am not {diet}, only my wife. But I try cooking for her, please give some recipe"),
    ("esl: other person car",
     "My brother has {a_car} and he is always saying is best car, but it broke two times "
     "already."),
    ("esl: past over job",
     "In my country I was working like {a_job} for ten years, but here my diploma is not "
     "accepted."),
    ("esl: reported speech diet",
     "Doctor told me maybe I should try {diet} diet, but I don't know if is good for me."),
    ("esl: hypothetical car",
     "If I will have more money I will buy {a_car}, but for now is only dream."),
    ("esl: other person favourite",
     "My daughter favourite {t} is {fav}, she talk about it all day long haha"),
    ("esl: offer not decided",
     "They offer me job in {employer} but I must move to {city}, I don't know what to do."),
    ("esl: question trip city",
     "How is weather in {city} on December? We want maybe go there with kids."),
    ("esl: past over car",
     "Before I had {a_car} but I sold it when I moved, now I take bus everywhere."),
    ("esl: opinion favourite",
     "For me {fav} is not so special, I don't understand why everybody like this {t}."),
    ("esl: other person diet",
     "My roommate is {diet} since january and now whole fridge is full of his things lol"),
    ("esl: wish employer",
     "I am dreaming to work at {employer} one day, but my english is not enough good yet."),
    ("esl: request for other person",
     "Please can you write letter for my sister, she apply for job as {a_job} and she need "
     "cover letter."),
    ("esl: past over city",
     "I was born in {city} but we left when I had five years, I don't remember nothing."),
    ("esl: negated car",
     "No, I don't have {a_car}, it was car of my ex-husband, he took it."),
    ("esl: other person employer",
     "My husband is working by {employer}, he is coming home very late every day."),
    ("esl: fiction",
     "I read book where main character is {a_job} in {city}, is very sad story, you know it?"),
    ("esl: quote favourite",
     "My teacher always was saying \"{fav} is the best {t} in the world\", I still remember "
     "this."),
    ("esl: past trip",
     "Last summer we was in {city} for two weeks, very beautiful, I want go again."),
    ("esl: plan diet",
     "From next monday I want start {diet} diet, my colleague say is easy. You think is true?"),
    # (2) speech as a recogniser writes it
    ("asr: self-correction other person car",
     "so my car the um no wait thats my brothers car the {a_car} mine is in the shop "
     "anyway"),
    ("asr: past over city",
     "uh we used to live in {city} like years ago but we moved out when i was a kid"),
    ("asr: question city",
     "hey um whats the best way to get from the airport to downtown {city}"),
    ("asr: other person job",
     "my girlfriend is uh {a_job} and she works crazy hours so like what should i get her "
     "for her birthday"),
    ("asr: interview",
     "okay so i have a second interview at {employer} on thursday uh can you give me some "
     "questions they might ask"),
    ("asr: negated diet",
     "no im not {diet} i was just asking for my mom shes the one who um changed her diet"),
    ("asr: hypothetical question car",
     "if you had to pick between like {a_car} and an suv for a family of five which would "
     "you go with"),
    ("asr: self-correction other person employer",
     "my dad worked at {employer} for uh thirty years no wait twenty eight he retired last "
     "spring"),
    ("asr: request other person favourite",
     "remind me that my nephews favourite {t} is {fav} so i can get him something for "
     "christmas"),
    ("asr: plan trip",
     "um add a reminder flight to {city} next friday at like seven am"),
    ("asr: past over job",
     "back when i was {a_job} which was like a decade ago i used to uh work nights all the "
     "time"),
    ("asr: opinion favourite",
     "honestly i think {fav} is kind of overrated like people act like its the best {t} "
     "ever but eh"),
    ("asr: reported speech other person",
     "my coworker was saying um her sister just got a job at {employer} in {city} which is "
     "wild"),
    ("asr: request search",
     "search for {diet} restaurants near {city} central station"),
    ("asr: self-correction plan trip",
     "text jenny uh tell her ill be in {city} on saturday no sunday sunday for the wedding"),
    ("asr: negated car",
     "nah i never owned {a_car} that was my roommates i just borrowed it a couple times"),
    ("asr: wish job",
     "i kinda wish id become {a_job} you know instead of uh what i ended up doing"),
    ("asr: other person diet",
     "my kids are both {diet} now uh which makes dinner kind of a nightmare any ideas"),
    ("asr: question employer",
     "is {employer} hiring right now or um do they have like a hiring freeze"),
    ("asr: fiction",
     "play the next chapter of that audiobook the one where the detective drives {a_car} "
     "through {city}"),
    ("asr: quote favourite",
     "so my boss goes quote {fav} is the only {t} worth talking about end quote and "
     "everyone just laughed"),
    ("asr: past over diet",
     "i was {diet} for like two years in college but uh that didnt last"),
    ("asr: offer declined",
     "they uh offered me a spot as {a_job} but like the pay is awful so im probably gonna "
     "say no"),
    ("asr: self-correction other person favourite",
     "whats a good gift for someone whose favourite {t} is uh {fav} its for my wife no my "
     "sister"),
    ("asr: plan car",
     "were thinking about maybe leasing {a_car} next year um whats the monthly usually"),
    # (3) formal or business writing
    ("formal: request other party",
     "Please forward the attached invoice to the accounts team at {employer} by Friday."),
    ("formal: client city",
     "Our client in {city} has requested a revised quote; could you draft a short reply?"),
    ("formal: reference other person",
     "To whom it may concern: I am pleased to recommend Ms. Alvarez, who served as {a_job} "
     "at {employer} from 2018 to 2022. Please help me polish this reference."),
    ("formal: complaint other person car",
     "Dear Sir or Madam, I am writing on behalf of my father regarding the {a_car} he "
     "purchased from your dealership in March, which has failed inspection twice."),
    ("formal: meeting notes city",
     "Meeting notes: the vendor from {city} will present the pilot results on Tuesday. "
     "Action: confirm the room."),
    ("formal: past over employer",
     "Could you help me word this: \"Between 2015 and 2019 I was employed at {employer}; "
     "I left to pursue further study.\""),
    ("formal: offer declined",
     "Please draft a polite email declining the offer of a position as {a_job} at "
     "{employer}."),
    ("formal: request other people diet",
     "For the dinner on the 14th, three of our guests have requested {diet} meals; please "
     "inform the caterer."),
    ("formal: plan not decided city",
     "Subject: Proposed relocation. Management is considering moving the regional office "
     "to {city} next year; no decision has been made."),
    ("formal: question employer",
     "Could you tell me whether {employer} accepts unsolicited applications, or only "
     "responds to posted vacancies?"),
    ("formal: notice pool car",
     "Please note that the pool vehicle, {a_car}, must be returned to the depot by 6 p.m. "
     "after each use."),
    ("formal: hypothetical",
     "Should the board approve the expansion, we would open a branch in {city} and recruit "
     "{a_job} locally."),
    ("formal: minutes quote favourite",
     "Minutes, item 4: Mr. Osei stated, \"{fav} remains the most popular {t} among our "
     "survey respondents.\""),
    ("formal: negated employer",
     "I must clarify that I have never been affiliated with {employer}; the listing on "
     "your website is an error."),
    ("formal: complaint other person diet",
     "My daughter follows a strict {diet} diet, and the school canteen has repeatedly "
     "failed to provide suitable options."),
    ("formal: itinerary trip",
     "Itinerary: depart Monday 08:10, arrive {city} 11:45; meeting with the procurement "
     "team at {employer} at 14:00."),
    ("formal: request proofread advert",
     "Please proofread this advertisement: \"Position available: {a_job}, based in {city}. "
     "Applications close 30 June.\""),
    ("formal: plan application",
     "Please help me draft a cover letter for a position as {a_job}; the vacancy closes on "
     "Friday."),
    ("formal: other person city",
     "Kindly note that Dr. Chen has relocated to {city}; all correspondence should now be "
     "sent to her new address."),
    ("formal: rental car trip",
     "Reservation confirmed: {a_car} or similar, collected at {city} airport on 3 May, "
     "returned on 7 May."),
    ("formal: press release favourite",
     "Draft press release: \"This year's festival celebrates {fav}, voted the public's "
     "favourite {t} in our annual poll.\""),
    ("formal: past over city",
     "In my previous post, based in {city}, I oversaw a team of twelve; I relocated in "
     "2021."),
    ("formal: contractor other party",
     "Our firm has been retained by {employer} in connection with the pending audit; "
     "please treat all documents as confidential."),
    ("formal: reference request other person",
     "Mr. Patel has listed you as a referee for his application as {a_job}; could you "
     "confirm his dates of employment?"),
    ("formal: cancelled plan",
     "Regrettably, the conference in {city} has been cancelled, and my attendance will no "
     "longer be required."),
    ("formal: opinion employer",
     "In my assessment, the proposal submitted by {employer} is the strongest of the three "
     "bids received."),
    ("formal: insurance other person car",
     "The claimant's vehicle, {a_car}, sustained damage to the rear bumper; our client's "
     "vehicle was stationary at the time."),
    ("formal: question other people diet",
     "Could the hotel confirm whether {diet} options are available at breakfast? One "
     "delegate has asked."),
    ("formal: fiction synopsis",
     "Synopsis: the novel follows {a_job} who leaves {city} in search of her missing "
     "brother."),
    ("formal: survey question favourite",
     "Survey question 7: Is {fav} your favourite {t}? Please answer yes or no and return "
     "the form by Monday."),
]

NOISE_44: list[tuple[str, str]] = [
    ("travelling through: layover city",
     "{city} airport at 6am is not a vibe. We've got a three-hour layover before the "
     "connection home. I'm starving, any tips for killing time there?"),
    ("travelling through: train stop",
     "Quick one: the train stops in {city} for about forty minutes tomorrow. Is that "
     "enough time to grab lunch near the station? I hate rushing."),
    ("past trip: drove through city",
     "We drove through {city} on the way back from my cousin's wedding and the traffic "
     "was horrible. I'm so tired I could sleep for a week."),
    ("plan: weekend away",
     "I love this weather. Thinking about a weekend in {city} next month, just to get "
     "away for a bit. What's a good neighbourhood to stay in for two nights?"),
    ("other person: sister moved",
     "My sister just moved to {city} and keeps sending me pics of her new flat. I'm "
     "honestly a bit jealous. Is it weird to post her a housewarming gift?"),
    ("past: former city",
     "Back when I lived in {city} I never once went to the museums, which is "
     "embarrassing, and we moved away ages ago. I'm trying to be better about that "
     "stuff now. Any ideas for a rainy Sunday?"),
    ("question: cost of a city",
     "Is {city} expensive these days? My boss might send a colleague there for a "
     "conference and asked me to price it out. I'm drowning in spreadsheets today."),
    ("next year: maybe relocating",
     "Next year we might relocate to {city}, nothing's decided though. What's the "
     "rental market like there? I'm trying not to get my hopes up."),
    ("book: novel set in city",
     "Finally finished that novel set in {city} and the ending wrecked me. I'm in a "
     "weird mood now. Can you recommend something lighter?"),
    ("film: documentary about city",
     "Watched a documentary about {city} last night and the food scenes made me so "
     "hungry. I'm making pasta tonight because of it. Any tips for a proper carbonara?"),
    ("other person: parents flying",
     "What's the weather doing in {city} this week? My parents fly out there Thursday "
     "and Mum is panicking about what to pack."),
    ("hypothetical: living elsewhere",
     "Stuck in traffic again. If we lived in {city} I'd cycle everywhere, or so I tell "
     "myself. Can you suggest a good audiobook for the commute?"),
    ("travelling through + rental car",
     "Tomorrow we drive from the airport through {city} in {a_car} we rented. I've "
     "never driven one before and I'm a bit nervous. Any tips for mountain roads?"),
    ("family visit: road trip",
     "Heading to {city} for my gran's 90th this weekend, it's a four-hour drive. I love "
     "road trips though. Any good podcasts for the car?"),
    ("customer: on hold",
     "Ugh, I've been on hold with {employer} for almost an hour now. Just trying to "
     "sort out a billing mistake. I'm losing my mind a little."),
    ("customer: useless support",
     "My bank is being useless again, and {employer} support never answers either, so "
     "it's a great day for admin. Can you help me write a firm complaint email?"),
    ("interview: not hired yet",
     "I have a second interview at {employer} on Tuesday and I'm terrified. Can we run "
     "through some practice questions? I always ramble when I'm nervous."),
    ("other person: brother-in-law job",
     "My brother-in-law just got a job at {employer} and won't stop talking about it. "
     "I'm happy for him, honestly. What's a good congrats gift under 30 quid?"),
    ("past: left employer",
     "I left {employer} two years ago and I still get their newsletters. How do I "
     "unsubscribe from everything at once? My inbox is a disaster."),
    ("question: internships for niece",
     "Do you know if {employer} does internships for high schoolers? My niece is asking "
     "and I said I'd look into it. She's way more organised than I was at her age."),
    ("other person: dad volunteers",
     "Dropped my dad off at {employer} this morning, he volunteers there twice a week "
     "now. It's done wonders for him. I'm exhausted though, need a nap."),
    ("considering: applying",
     "I'm wondering whether to apply to {employer} or just stay put for another year. "
     "The pay might be better but the commute sounds awful. What would you weigh up?"),
    ("news: layoffs at employer",
     "Did you see the news about {employer} cutting jobs? My neighbour works there and "
     "she's worried sick. I'm just making her soup tonight, it's all I can do."),
    ("customer: confusing letter",
     "Got another confusing letter from {employer} today about a form I apparently "
     "never filled in. I'm so done with paperwork. What does a 'case reference' usually "
     "mean on these?"),
    ("work partner: not employer",
     "At work we're starting a partnership with {employer} next quarter, and guess who "
     "has to do the onboarding. I'm already dreading it. Can you help me make a checklist?"),
    ("former customer: cancelled",
     "Cancelled my membership with {employer} last week and they keep emailing me offers. "
     "It's relentless. How do I block them for good?"),
    ("hiring: job opening",
     "We're hiring {a_job} for the team and I've read sixty CVs today. My eyes hurt. "
     "What should I ask in a first-round phone screen?"),
    ("studying: curiosity",
     "I've been reading up on what it takes to become {a_job}, just out of curiosity. "
     "Is there an online course you'd recommend? I love learning new stuff in the "
     "evenings."),
    ("other person: daughter's dream job",
     "My daughter wants to be {a_job} when she grows up, this week at least. Last week "
     "it was astronaut. Any fun books about that for an eight-year-old?"),
    ("past: former job",
     "I was {a_job} for six years before I quit, and it feels like another life now. "
     "Anyway. Can you help me tidy up my LinkedIn summary?"),
    ("question: salary for nephew",
     "What does {a_job} actually earn these days? My nephew's deciding what to study "
     "and asked me, and I had no idea. I'm useless at this stuff."),
    ("tv show: character's job",
     "I'm watching a show where the main character is {a_job} and it's so unrealistic "
     "it's funny. I'm on episode six already though. What else is like it?"),
    ("next year: retraining",
     "Next year I'd like to retrain as {a_job}, if the money works out. Right now I'm "
     "just saving. Is that a dumb plan at 40?"),
    ("met someone: stranger's job",
     "Sat next to {a_job} on the bus and we chatted the whole way. Really nice guy. I "
     "love when that happens."),
    ("hypothetical: friend's job",
     "If I were {a_job} I'd never sleep, honestly. My friend does those shifts and "
     "she's always wrecked. Can you suggest a care package for her?"),
    ("request: write job ad",
     "Can you help me write a job ad for {a_job}? Our last one got zero applicants and "
     "I'm beginning to think it was the wording."),
    ("future: evening course",
     "Signed up for an evening course about becoming {a_job}, it starts in March. I'm "
     "nervous but excited. Should I read anything beforehand?"),
    ("career day: visitor's job",
     "There was {a_job} at my kid's career day who was brilliant with the children. "
     "I'm still smiling about it. Could you help me write a thank-you note?"),
    ("cooking for guest: mother-in-law",
     "My in-laws are coming Sunday and my mother-in-law is {diet}, so I need a menu. "
     "I'm a bit stressed. Something I can prep the night before would be ideal."),
    ("cooking for guest: dinner party",
     "Hosting a dinner Friday and one friend eats {diet}. What's a main that everyone "
     "will actually enjoy? I don't want her stuck with a side salad."),
    ("considering: trying a diet",
     "Thinking about trying {diet} for a month, maybe, not sure yet. Is that a terrible "
     "idea with my training schedule? I'm hungry all the time already."),
    ("past: old diet",
     "I did {diet} for a year in my twenties and hated most of it. Tonight I'm making a "
     "big lasagne. Any tips to stop it going soggy?"),
    ("question: is the diet healthy",
     "Is {diet} actually healthier or is that just marketing? My coworker swears by it. "
     "I'm skeptical but curious."),
    ("other person: partner's diet",
     "My partner went {diet} in January and now our fridge looks completely different. "
     "I'm still adjusting. Could you suggest a few dinners we'd both like?"),
    ("booking for boss",
     "Booking a restaurant for my boss's birthday and she's {diet}. Any chain places "
     "that are decent for that? I'm eating at my desk again today, sigh."),
    ("book: cookbook gift",
     "Someone gave me a cookbook that's entirely {diet} recipes. The photos are "
     "gorgeous. I'm just not sure I'll ever make anything from it."),
    ("school trip: packed lunch",
     "For the class trip the teacher asked everyone to pack {diet} lunches so nobody "
     "feels left out. I'm fine with it, just out of ideas. What can a ten-year-old eat "
     "cold?"),
    ("negated: sister's diet",
     "I'm not {diet}, but my sister is, so Christmas dinner is my problem this year. "
     "Can you help me plan two mains that share sides?"),
    ("question: restaurant menu",
     "Does that new place on the corner do {diet} dishes? My book club is going there "
     "Thursday and one member asked. I'm just the organiser, apparently."),
    ("rental car",
     "Picked up the rental this morning and it's {a_car}, which I've never driven. The "
     "seat won't go back far enough and I'm already annoyed. Is there usually a lever "
     "on the side?"),
    ("borrowed car",
     "My neighbour is lending me {a_car} for the weekend while mine's in the shop. "
     "Super kind of her. What's a good thank-you gift?"),
    ("test drive",
     "Test-drove {a_car} at lunch and I'm not convinced. The salesman was pushy. I'm "
     "going to sleep on it for a week."),
    ("saw a car",
     "Saw {a_car} parked outside the bakery with the funniest bumper sticker. Made my "
     "whole morning. I love this time of year."),
    ("considering: which car",
     "Should I get {a_car} or something second-hand and cheaper? I keep going back and "
     "forth. I'm terrible at big purchases."),
    ("buying for someone: son's car",
     "We're helping our son buy his first car and he's obsessed with getting {a_car}. "
     "I think it's too much for a new driver. How do I talk him down gently?"),
    ("past: first car",
     "My first car was {a_car} with a broken heater, sold it for scrap years ago. Good "
     "times, sort of. Anyway, how do I defrost a windscreen quickly?"),
    ("film: car stunt",
     "In the film last night the hero drives {a_car} off a cliff and somehow survives. "
     "My kids loved it. I just rolled my eyes."),
    ("next year: replacing car",
     "Next year I'll probably replace the old car, maybe with {a_car}. For now I'm just "
     "trying to keep it running. How often should I really change the oil?"),
    ("taxi: driver's car",
     "My taxi this morning was {a_car} and the driver wouldn't stop talking about it. "
     "I'm running late now anyway. How do I politely end a chat like that?"),
    ("other person: colleague's new car",
     "A colleague gave me a lift in {a_car} she just bought, and it smells so new. I'm "
     "weirdly jealous. Should I start saving for a car?"),
    ("annoyance: blocked driveway",
     "Someone parked {a_car} across my driveway this morning, so I was late for "
     "everything. I'm fuming. Can I get it towed?"),
    ("customer: dealership upsell",
     "I only came in to get a tyre fixed and the dealership keeps pushing {a_car} on me. "
     "I'm so over salespeople. Is it normal for a tyre repair to take three hours?"),
    ("other person: kids' favourite",
     "The kids' favourite {t} is {fav} this month and I'm completely sick of it. I'm "
     "making tea and hiding for ten minutes. Send help."),
    ("buying for someone: friend's favourite",
     "Looking for a birthday present for my best friend. Her favourite {t} is {fav}, "
     "and my budget's around fifty. Any ideas?"),
    ("question: why is it popular",
     "Why does everyone say {fav} is the best {t} ever? My team won't shut up about it. "
     "I'm genuinely confused."),
    ("past: teenage favourite",
     "When I was a teenager my favourite {t} was {fav}, which is hilarious now. Found my "
     "old diary and cringed. I'm in such a nostalgic mood today."),
    ("other person: husband's favourite",
     "My husband's favourite {t} is {fav} and our anniversary is next week. I want to "
     "do something themed around it. Is that cheesy?"),
    ("book: character's favourite",
     "In the book I'm reading, the main character's favourite {t} is {fav}, and it "
     "keeps coming up. It's oddly sweet. What should I read after this?"),
    ("question: icebreaker answer",
     "Filling in an icebreaker form for work and I'm overthinking it. Would {fav} be a "
     "boring answer for favourite {t}, do you think? Everyone else's sound so cool."),
    ("other person: dad's favourite",
     "Dad says his favourite {t} has always been {fav}, so we're planning his 70th "
     "around it. I'm in charge of decorations. Help?"),
    ("other person: coworker's favourite",
     "Someone at work said {fav} is their favourite {t} and the whole office turned on "
     "them, it was hilarious. I love Fridays. What's a fun team lunch idea?"),
    ("other person: niece's favourite",
     "I'm trying to be the cool aunt this weekend. My niece is visiting and her "
     "favourite {t} is {fav}. What can we do on a rainy day?"),
    ("question to assistant: favourite",
     "What's your favourite {t}, if you had one? My friend insists everyone should say "
     "{fav}, which is ridiculous. I'm just bored on my lunch break."),
    ("landing: connection + rental",
     "Landing in {city} on Thursday just for a connection, then driving on. The rental "
     "place says I'm getting {a_car} but we'll see. I'm tired just thinking about it."),
    ("guest diet + guest city",
     "A friend from {city} is staying with us this week and she eats {diet}. I'm out of "
     "ideas after two nights. What can I make that isn't just pasta?"),
    ("hiring: poaching from company",
     "We're trying to poach {a_job} from {employer}, which feels a bit sneaky. My "
     "manager wants an offer letter by Friday. Can you draft something warm?"),
    ("other person: son's new job",
     "My son just started as {a_job} at {employer} and he calls me every night to "
     "vent. I'm proud but tired. How do I support him without hovering?"),
    ("past: job + city",
     "Years ago, before the kids, I worked as {a_job} in {city}. I miss the buzz "
     "sometimes. Anyway, what's a quick dinner for tonight?"),
    ("question: office location",
     "Does {employer} have an office in {city}? My friend is moving there and asked me "
     "to find out. I'm procrastinating on my own work by doing this."),
    ("helping friend cater",
     "My friend is catering a lunch for a team from {employer} and half of them eat "
     "{diet}. I said I'd help, I love cooking for crowds. What's easy to scale up?"),
]

# Register: self-descriptions the user drafts or pastes into the chat for help (speaker bios,
# dating profiles, community intros, LinkedIn About, cover-letter openings, club/course "about
# you" answers, neighbour-app hellos).
SET_AY: dict[str, list[tuple[str, str]]] = {
    "city": [
        ("AY city: speaker bio quoted after a tighten request",
         "Can you tighten this speaker bio for the conference programme? \"I'm a product "
         "designer based in {v}, where I spend my days untangling onboarding flows and my "
         "evenings at the climbing gym.\""),
        ("AY city: playful dating profile, calling it home",
         "Dating app draft, be brutally honest: \"Transplant who's finally calling {v} home. "
         "Will judge you gently on your playlist. Looking for someone to explore new "
         "neighbourhoods with.\""),
        ("AY city: whole-message slack intro",
         "Hi all! I'm Priya, just joined the channel. I live in {v} and I'm mostly here to "
         "lurk and learn about sourdough 👋 does that read ok as an intro?"),
        ("AY city: neighbour app hello, moved last month",
         "help me write a hello for the neighbourhood app, something like: new to the street "
         "(the yellow house near the bakery), moved to {v} last month with my partner and a "
         "very loud cat, happy to water plants if anyone travels"),
        ("AY city: linkedin about as bullet lines",
         "Turning this into a LinkedIn About section, make it flow:\n- 8 years in "
         "logistics\n- live in {v}, open to hybrid roles\n- love solving messy supply "
         "problems"),
        ("AY city: stiff course forum intro, reside in",
         "The course forum wants a short \"tell us about yourself\" post. Here's mine, can "
         "you make it less stiff? \"Hello, my name is Tomasz and I reside in {v}. I am "
         "taking this course to improve my Spanish for work.\""),
        ("AY city: running club where-based answer",
         "For the running club signup it asks where you're based. I put \"{V}, about ten "
         "minutes from the river path\" - does that sound ok or too specific?"),
    ],
    "employer": [
        ("AY employer: linkedin about, lead team at",
         "Can you polish my LinkedIn About? \"I currently lead the payments analytics team "
         "at {v}, where I turn messy transaction data into decisions people actually use.\""),
        ("AY employer: cover letter opening, three years there now",
         "Draft opening for a cover letter, make it punchier: \"I've been at {v} for three "
         "years now, part of a small team rebuilding our internal tooling, and I'm ready for "
         "a role with more ownership.\""),
        ("AY employer: meetup speaker bio unquoted",
         "Speaker bio for the meetup, max 50 words, first person pls: I'm Dana, I work on "
         "the infrastructure team at {v}, and I've been breaking and fixing servers for "
         "longer than I'd like to admit."),
        ("AY employer: playful slack intro, weekdays at",
         "ok how's this for the #introductions channel: \"hey 👋 I'm Sam, I spend my weekdays "
         "at {v} and my weekends failing at bouldering. Ask me about spreadsheets or "
         "sourdough, not both.\""),
        ("AY employer: dating profile nine-to-fiver line",
         "Should I mention work on my dating profile? Current line is \"Nine-to-fiver at "
         "{v}, terrible karaoke singer by night.\" Too much?"),
        ("AY employer: book club intro, moved here for job",
         "For the book club intro: \"Hi, I'm Marcus. I moved here for my job at {v} and I'm "
         "looking for people who actually finish the book.\" Can you make it warmer?"),
        ("AY employer: alumni newsletter bullets, employed by",
         "bio bullets for the alumni newsletter, please turn into a short paragraph:\n• "
         "currently employed by {v}\n• mentoring two juniors\n• still terrible at golf"),
    ],
    "job_title": [
        ("AY job_title: stiff speaker bio, I am a",
         "Please make my speaker bio sound less stiff: \"I am {a} with over ten years of "
         "experience and I am passionate about mentoring new colleagues.\""),
        ("AY job_title: playful dating opener starting with title",
         "Rate my opener for the app bio: \"{A} who spends all week being responsible, "
         "looking for someone to be silly with on weekends.\" Be honest lol"),
        ("AY job_title: linkedin about with request after",
         "Here's my LinkedIn About draft:\nI work as {a} on a small, scrappy team. Most of "
         "my day is spent listening, then solving. Always happy to connect with others in "
         "the field.\nCan you make it sound more confident?"),
        ("AY job_title: casual slack intro, my title is",
         "intro for the new Slack, casual please: hi! I'm Jo, my title is {v} but honestly I "
         "mostly answer questions and hunt for the good stapler. based in the Midlands."),
        ("AY job_title: cover letter opening, as a",
         "Cover letter opening, does this work? \"As {a} with six years on the job, I've "
         "learned to stay calm when everything around me isn't.\""),
        ("AY job_title: pottery class, day job label",
         "The pottery class sign-up asks for \"a bit about you\". I wrote: \"Day job: {v}. "
         "Hands usually covered in something other than clay.\" Is that too cryptic?"),
        ("AY job_title: neighbour app hello, odd hours",
         "Hello post for the neighbour app: \"Hi neighbours! I'm Elena from number 14. I'm "
         "{a} and my hours are all over the place, so sorry in advance if you see my lights "
         "on at 3am.\""),
    ],
    "diet": [
        ("AY diet: flirty dating profile, five years and counting",
         "Dating profile, make it flirtier: \"{V} for five years and counting, so if you "
         "take me out for dinner I'll be reading the menu very carefully.\""),
        ("AY diet: hiking club form, bring own snacks",
         "For the hiking club \"about you\" form: \"I'm {v}, so I'll bring my own snacks on "
         "group hikes but happy to share.\" Does that sound ok?"),
        ("AY diet: food channel intro, I eat",
         "Intro for the #food-talk channel: Hey, new here! I eat {v} and I'm always hunting "
         "for recipes that don't take an hour. Tips welcome."),
        ("AY diet: cooking course dietary needs, follow a diet",
         "The cooking course asks \"tell us about yourself and any dietary needs\". Draft: "
         "\"I'm Ben, a home cook who mostly makes stir-fries. I follow {a} diet, so I might "
         "need swaps for some of the recipes.\" Can you make it shorter?"),
        ("AY diet: dating bullets, won't lecture",
         "Bullet bio for the app, fix it up:\n- tall-ish\n- {v} (no, I won't lecture you)\n- "
         "will always pick the window seat"),
        ("AY diet: building group chat hello, went last year",
         "hello post for the building group chat: hi, I just moved into 3B! I went {v} last "
         "year so if anyone knows a good grocer nearby please share 🙏"),
        ("AY diet: playful running forum intro, proudly",
         "Forum intro for a running community, playful tone pls: \"Runner, dog dad, and "
         "proudly {v} - yes, I eat enough, thanks for asking.\""),
    ],
    "car": [
        ("AY car: owners forum first post, high mileage",
         "Intro post for the owners' forum: \"Hi all, long-time lurker, first post. I drive "
         "{a} that just crossed 120k miles and I'm here to learn how to keep it going.\" "
         "Make it sound less formal?"),
        ("AY car: dating bio designated driver",
         "Dating bio line: \"I drive {a} and I will absolutely be the designated driver.\" "
         "cute or cringe?"),
        ("AY car: neighbour app, my car is the dusty one",
         "Neighbour app intro: Hi! We're the new folks at the end of Maple Close. My car is "
         "{a} (the dusty one by the lamppost) - if it's ever in your way just knock and I'll "
         "move it."),
        ("AY car: school carpool tell us about yourself",
         "For the carpool sign-up sheet at my kid's school it says \"tell us about "
         "yourself\". I wrote: \"Parent of two, live five minutes from the school, and I've "
         "got {a} with room for three kids in the back.\" Anything to add?"),
        ("AY car: playful slack intro, named car",
         "intro for the company slack #random: hey I'm Nia, new on the support team. Fun "
         "fact: I drive {a} I've named Gerald. He is held together by hope."),
        ("AY car: car meetup speaker bio, daily driver",
         "Speaker bio for the local car meetup, please tidy: \"I'm a mechanical engineer and "
         "a daily {v} driver, so I see the design choices from both sides.\""),
        ("AY car: dating about-me bullets, currently driving",
         "my profile \"about me\" bullets, make them punchier:\n* road trips > flights\n* "
         "currently driving {a} with a suspicious rattle\n* makes a mean lasagna"),
    ],
    "favourite": [
        ("AY favourite: dating prompt answer, defend the choice",
         "Dating prompt \"My simple pleasures\" - my answer is: \"My favourite {t} is {v}, "
         "and I will defend that choice to the end.\" Can you make it wittier?"),
        ("AY favourite: team slack intro field list",
         "intro for the new team slack:\n- name: Ravi\n- pronouns: he/him\n- favourite {t}: "
         "{v}\n- will talk about: board games\nanything I should add?"),
        ("AY favourite: book club intro, all-time favourite",
         "Book club intro: \"Hi all, I'm Claire. {V} is my all-time favourite {t}, which "
         "tells you most of what you need to know about me.\" too much?"),
        ("AY favourite: course icebreaker fun fact",
         "The course has an icebreaker \"share a fun fact\". Mine: \"Ask me what my "
         "favourite {t} is and I'll say {v} before you finish the question.\" Make it less "
         "awkward?"),
        ("AY favourite: playful conference bio, deserves respect",
         "Conference bio, first person, playful: \"I build data pipelines by day. Off the "
         "clock, I'm probably arguing that my favourite {t}, {v}, deserves way more "
         "respect.\""),
        ("AY favourite: neighbour hello icebreaker, hands down",
         "hi neighbours post: \"Hello from the new family at number 22! Quick icebreaker "
         "since I'm awkward: {v}, hands down my favourite {t}. Tell me yours!\""),
        ("AY favourite: dating prompt, isn't close",
         "Prompt: \"A hill I'll die on\" - answer: \"{V} is my favourite {t} and it isn't "
         "even close.\" Is that a good prompt answer or boring?"),
    ],
    "drink": [
        ("AY drink: speaker bio, fuelled by",
         "Speaker bio, please smooth it out: \"I'm a frontend developer fuelled by a steady "
         "supply of {v} and strong opinions about CSS.\""),
        ("AY drink: dating bio, usual order cafe date",
         "Dating bio attempt: \"My usual order is {a}, so a café date is the easiest yes "
         "you'll ever get.\" Too basic?"),
        ("AY drink: whole-message design team intro",
         "Hey everyone 👋 New to the design team. I work remotely, I drink way too much {v}, "
         "and I'm always up for a quick video call. <- is this ok for the intro thread?"),
        ("AY drink: neighbour app, porch in the mornings",
         "for the neighbour app: \"Hi! I'm Sofia, just moved onto Birch Road. I'm usually on "
         "the porch in the mornings with {a} - come say hi.\" make it friendlier?"),
        ("AY drink: language course about-me bullets",
         "\"About me\" for the language course, please tidy:\n- from Poland originally\n- "
         "learning Portuguese for a move\n- usual drink: {v}\n- hobbies: cycling, chess"),
        ("AY drink: cheeky linkedin about closer",
         "LinkedIn About closer, is this too cheeky? \"Outside work, you'll find me with {v} "
         "in hand, every single morning, no exceptions.\""),
        ("AY drink: running club first session notes",
         "Our running club does \"tell us about yourself\" at the first session. My notes: "
         "\"I'm Lee, I run slow and far, and I live on {v} - it's basically all I drink.\" "
         "Make it flow?"),
    ],
}  # fmt: skip
NOISE_45: list[tuple[str, str]] = [
    ("other person",
     "I'm editing my sister's dating profile for her: \"I'm {a_job} in {city} who loves "
     "hiking and terrible puns.\" Can you make it sound more like her?"),
    ("past",
     "LinkedIn About draft: \"I started my career as {a_job} before moving into project "
     "management, which is where I've stayed.\" Does the transition read clearly?"),
    ("aspiration",
     "For my course intro: \"I'm studying part-time and hoping to become {a_job} within "
     "the next couple of years.\" Too earnest?"),
    ("fiction",
     "I'm writing a dating profile for a character in my novel - she's {a_job} who "
     "drives {a_car} and is secretly {diet}. Can you make it funny?"),
    ("applying",
     "Cover letter opening for an application going out tonight: \"I'm excited to apply "
     "for the operations role at {employer}, whose work I've admired for years.\" Too "
     "gushy?"),
    ("visiting",
     "Intro post for a travel forum: \"Hi! I'll be in {city} for two weeks in March and "
     "would love tips from locals on where to eat.\" Sound ok?"),
    ("past",
     "Speaker bio: \"I grew up in {city} but left at eighteen and have moved around a "
     "lot since.\" Can you make it less of a downer?"),
    ("negation",
     "Dating profile line: \"Not {diet}, but I'll happily eat whatever you cook.\" is "
     "this funny or does it sound rude?"),
    ("rental",
     "Slack intro for a road trip group: \"Just joined! We picked up {a_car} from the "
     "rental place yesterday and we're driving the coast all week.\" Can you make it "
     "more fun?"),
    ("customer",
     "Neighbour app post, make it less grumpy: \"Does anyone have a real contact at "
     "{employer}? I've been on hold with them for two days about my account.\""),
    ("other person",
     "For my dating profile, would it be weird to say I'm looking for someone who likes "
     "{fav}? My ex was obsessed with it and honestly it's grown on me a little, but it "
     "would never be my pick for favourite {t}."),
    ("past",
     "Car forum intro: \"Hi all, I sold {a_car} last spring after ten years with it, and "
     "I'm still shopping for a replacement.\" Any edits?"),
    ("other person",
     "Writing my brother's dating app bio because he won't: \"His favourite {t} is {fav} "
     "and he will tell you about it unprompted.\" Too mean?"),
    ("wish",
     "Club icebreaker question is \"where would you live if you could live anywhere\". I "
     "was going to say \"{city}, no hesitation\". Too cliché?"),
    ("plan",
     "Intro for a wellness course: \"I'm planning to try going {diet} next month and "
     "would love some accountability buddies.\" Does it sound desperate?"),
    ("past",
     "LinkedIn About (I write about food): \"I was {diet} for most of my twenties, which "
     "is how I fell into recipe development.\" Does this work?"),
    ("quote",
     "My speaker bio needs an opening quote. I was thinking of my old mentor's line: "
     "\"Every good analyst at {employer} starts by asking a better question.\" Is it ok "
     "to use that?"),
    ("other person",
     "For the couples cooking class \"tell us about yourselves\": \"My husband is "
     "{a_job} and I mostly just eat whatever he makes.\" Make it cute?"),
    ("plan",
     "I have an interview at {employer} in {city} next month. Can you help me write a "
     "short \"tell us about yourself\" answer that doesn't sound rehearsed?"),
    ("wish",
     "Dating profile joke: \"Future owner of {a_car}, current owner of a bus pass.\" "
     "Funny or sad?"),
    ("fiction",
     "For our theatre group's programme I need a character bio, not my own: "
     "\"Marguerite, {a_job} from {city}, drives {a_car} badly and loves {fav} more than "
     "people.\" make it funnier?"),
    ("past",
     "Cover letter opening: \"After leaving {employer} last year, I took some time to "
     "retrain and reflect on what I want next.\" Is it bad to mention leaving?"),
    ("other person",
     "Neighbour app: \"Does anyone know a good {diet} bakery around here? Asking for my "
     "new flatmate who just moved in.\" Can you make it sound friendlier?"),
    ("negation",
     "Dating profile: \"Everyone assumes I'm from {city} because of my accent, but I've "
     "never even been there.\" can you tighten this?"),
    ("negation",
     "Club intro: \"People always guess I'm {a_job} because I'm calm in a crisis - I'm "
     "really not, I just hide the panic well.\" Cute or confusing?"),
    ("past",
     "LinkedIn About bullets:\n- 2015-2019: {a_job} at {employer}\n- 2019-now: career "
     "break to raise my kids\nCan you turn this into a paragraph that doesn't sound "
     "apologetic?"),
    ("borrowing",
     "Dating profile line, too much? \"Borrowing {a_car} from my brother this month, so "
     "if our date involves a road trip, it's in his car and he's very protective.\""),
    ("other person",
     "I'm introducing our keynote speaker tomorrow. Her bio says she's {a_job} at "
     "{employer} and lives in {city}. Can you turn that into a 30-second intro?"),
    ("other person",
     "Help me reply to a match whose profile says \"{diet}, favourite {t}: {fav}\". I "
     "want to sound interested without being weird."),
    ("customer",
     "Neighbour-app hello draft: \"Hi, I'm in number 10 and I keep getting parcels from "
     "{employer} that aren't mine - I think they're meant for number 12!\" Can you make "
     "it friendlier?"),
]  # fmt: skip
# Register: teens and twenty-somethings texting their assistant app on a phone (lower case, emoji,
# slang, hashtags, run-ons, stretched words, short lines)
SET_AZ: dict[str, list[tuple[str, str]]] = {
    "city": [
        ("AZ city: officially live there now, lease signed",
         "ok so i officially live in {v} now 😭🙌 lease signed and everything, still cant "
         "believe it"),
        ("AZ city: living there is expensive but loves it",
         "ngl living in {v} is lowkey expensive asf but i love it here fr"),
        ("AZ city: moved last month, multi-line, asks for laundromat",
         "moved to {v} last month\nstill getting lost on the way to the grocery store "
         "lol\nanyway can u find me a laundromat near my place"),
        ("AZ city: resident flex with hashtag",
         "officially a resident of {v} 💅 #newcitywhodis"),
        ("AZ city: complaint about noisy apartment",
         "my apartment here in {v} is sooo loud at night istg the sirens never stop 😩 does "
         "anyone in this city sleep"),
        ("AZ city: home now, been here two years",
         "grew up somewhere else but {v} is home now 🏠 been here 2 yrs and not leaving"),
        ("AZ city: weekend plans, lives there so nothing touristy",
         "whats fun to do this weekend? im in {v} btw, i live here so nothing touristy pls "
         "lol"),
    ],
    "employer": [
        ("AZ employer: just got hired, started monday",
         "guess who just got hired at {v} 🥳🥳 started monday and im already obsessed w my "
         "team"),
        ("AZ employer: working there is a vibe",
         "ngl working at {v} is lowkey a vibe, free snacks n everything"),
        ("AZ employer: friday 4:55 meeting complaint",
         "i work for {v} and my manager just scheduled a meeting at 4:55 on a friday 💀 "
         "#corporatelife"),
        ("AZ employer: first paycheck hit",
         "first paycheck from {v} just hit 🤑 ok maybe being an adult isnt that bad"),
        ("AZ employer: out of office message help, multi-line",
         "can u help me write an out of office msg\ni work at {v} and they want it to sound "
         "'professional' 🙄\nidk how to do that"),
        ("AZ employer: job is fine but commute kills",
         "tbh my job at {v} is fine, the people are cool, its just the commute that kills me "
         "rn"),
        ("AZ employer: six month review tomorrow",
         "omg i have my 6 month review at {v} tomorrow, been there half a year already?? "
         "time is fake"),
    ],
    "job_title": [
        ("AZ job_title: officially, on the badge",
         "im {a} now btw 😎 like officially, it says it on my badge and everything"),
        ("AZ job_title: draining but loves it",
         "being {a} is sooo draining some days ngl but i lowkey love it"),
        ("AZ job_title: parties, people change subject",
         "at parties ppl always ask what i do and when i say im {a} they just go 'oh cool' "
         "and change the subject 💀"),
        ("AZ job_title: title is X but also unofficial tech support",
         "my title is literally {v} but somehow im also everyones unofficial tech support?? "
         "make it make sense"),
        ("AZ job_title: new role started today",
         "new role started today!!! u are now talking to {a} 🥹🎉"),
        ("AZ job_title: linkedin headline help",
         "pls help me update my linkedin, currently working as {a} and i want my headline to "
         "slap"),
        ("AZ job_title: mom doesnt get it",
         "mom still thinks i 'play on the computer' all day but im {a} 😭 for the 100th time"),
    ],
    "diet": [
        ("AZ diet: went X three months ago, feels better",
         "went {v} like 3 months ago and honestly feel sooo much better ✨"),
        ("AZ diet: no recipes that break it",
         "im {v} btw so pls dont give me recipes that break that lol"),
        ("AZ diet: family dinners are a sport",
         "ngl being {v} at family dinners is a whole sport 😭 my aunt keeps pushing food at "
         "me"),
        ("AZ diet: snack ideas, eats X now",
         "give me snack ideas?? i eat {v} now and im running out of options fr"),
        ("AZ diet: on X diet since january",
         "been on {a} diet since jan and honestly im never going back 🙅"),
        ("AZ diet: friends try to make me cheat, staying X",
         "my friends keep trying to make me cheat but nah im staying {v} 😤 its been 6 months"),
        ("AZ diet: fully X now, meal prep ideas",
         "lowkey proud of myself, fully {v} now for real this time 💪 any good meal prep "
         "ideas"),
    ],
    "car": [
        ("AZ car: finally got own car, used",
         "finally got my own car!!! its {a} 😭🚗 used but shes mine"),
        ("AZ car: weird noise when braking",
         "my {v} is making this weird noise when i brake, should i be worried or is that "
         "normal"),
        ("AZ car: drives X, gas prices criminal",
         "i drive {a} and gas prices rn are actually criminal 💀"),
        ("AZ car: phone mount question, thats what i drive",
         "whats the best phone mount for {a}? thats what i drive and the vents are weird"),
        ("AZ car: named the car, multi-line",
         "named my car lol\nits {a} and her name is beatrice\ndont judge"),
        ("AZ car: just paid it off",
         "just paid off my {v} 🥳 no more car payments lets gooo"),
        ("AZ car: squeezing it into a tiny spot",
         "every morning i squeeze my {v} into the tiniest spot at work, istg one day im "
         "gonna scratch it 😩"),
    ],
    "favourite": [
        ("AZ favourite: hot take, cant change my mind",
         "ok hot take but {v} is my favourite {t} ever and nobody can change my mind 🤷"),
        ("AZ favourite: fav question answered, not even close",
         "my fav {t}?? {v} obviously 😍 not even close"),
        ("AZ favourite: just know this about me, hashtag",
         "if u ever need to know anything abt me just know my favourite {t} is {v} lol "
         "#facts"),
        ("AZ favourite: value-first, not a debate",
         "{v} is sooo my {t} fr, like its not even a debate"),
        ("AZ favourite: all time fav since middle school",
         "ngl my all time fav {t} is {v}, been that way since middle school and still is"),
        ("AZ favourite: wins favourite forever",
         "been ranking everything rn and {v} wins favourite {t}, forever and always 🏆"),
        ("AZ favourite: for the record, fave equals",
         "friends keep asking so for the record: fave {t} = {v} 💯"),
    ],
    "drink": [
        ("AZ drink: cant function without it in the morning",
         "cant function without my {v} in the morning lol its literally my personality at "
         "this point 😭"),
        ("AZ drink: usual every day, dont @ me",
         "my usual is {v}, every single day, dont @ me"),
        ("AZ drink: drinks it basically every day",
         "i drink {v} basically every day ngl, its my go to fr ✨"),
        ("AZ drink: local spot knows my order",
         "the barista at my local spot knows my order by heart now, {v} every time 🥹"),
        ("AZ drink: go-to drink always",
         "my go-to drink is {v}, always has been always will be 💅"),
        ("AZ drink: only thing i order, hostage joke",
         "the only drink i ever order is {v} so if u see me w anything else im being held "
         "hostage lol"),
        ("AZ drink: morning routine, multi-line",
         "me every morning:\nwake up\nscroll for 20 mins\n{v}\nthats my usual and it never "
         "changes 😌"),
    ],
}  # fmt: skip
NOISE_46: list[tuple[str, str]] = [
    ("other person",
     "my sister just moved to {city} and now she wont stop posting about it 🙄 like ok we "
     "get it"),
    ("other person",
     "omg my bestie got hired at {employer}!!! so proud of her fr 😭🎉"),
    ("other person",
     "my crush drives {a_car} and ngl thats kinda attractive?? is that weird lol"),
    ("wish",
     "i want {a_car} sooo bad 😩 manifesting it for next year fr"),
    ("tiktok",
     "saw a tiktok of someone doing a day in the life as {a_job} and it looks so chill?? "
     "is it actually like that"),
    ("bucket list",
     "{city} is #1 on my bucket list, one day 🥺✈️"),
    ("hypothetical",
     "i could never be {a_job} istg id quit on day one 💀 respect to the ppl who do it "
     "tho"),
    ("past",
     "lol remember when i was {diet} for like two weeks in 2019 😭 that phase did NOT "
     "last"),
    ("question",
     "is {diet} actually healthy or is it just a trend? asking for a friend lol"),
    ("question",
     "whats the average salary for {a_job} in {city}? just curious"),
    ("customer",
     "{employer} customer service put me on hold for 45 mins istg 😤 i just wanted a "
     "refund"),
    ("past",
     "back in high school i used to drive {a_car} that was technically my dads, rip that "
     "thing it finally died"),
    ("other person",
     "my brother went {diet} and now thanksgiving is gonna be a whole thing 😩"),
    ("visited",
     "just got back from {city} and ngl im already missing it 😭 need to go back asap"),
    ("negation",
     "no i dont live in {city} lol i just go there a lot for concerts"),
    ("negation",
     "my mom keeps sending me stuff about {fav} bc she thinks its my favourite {t} 💀 its "
     "not mom"),
    ("other person",
     "my roommate is obsessed w {fav}, says its the best {t} of all time, i dont see it "
     "tbh"),
    ("rental",
     "rented {a_car} for the road trip this weekend and its giving main character 😎"),
    ("plan",
     "got an interview at {employer} next week 😬 pls help me prep i rlly want this"),
    ("hypothetical",
     "if i was {a_job} would i be happier? like genuinely asking lol"),
    ("other person",
     "my dads {a_job} and he keeps telling me to do the same thing, like no thx"),
    ("negation",
     "{employer} rejected me AGAIN 🙃 third time, guess its not meant to be"),
    ("plan",
     "thinking about going {diet} next month?? give me the pros and cons"),
    ("plan",
     "planning a trip to {city} w the girls this summer, what are the must dos"),
    ("borrowing",
     "borrowing {a_car} from my cousin this week bc mine is in the shop lol"),
    ("fiction",
     "the main character in this show works as {a_job} in {city} and its giving "
     "unrealistic rent 💀"),
    ("past",
     "lived in {city} for like 3 yrs but moved out last summer, kinda miss it ngl"),
    ("past",
     "officially left {employer} today 🫡 on to the next thing"),
    ("question",
     "whats ur favourite {t}? mine used to be {fav} but idk anymore"),
    ("tiktok",
     "this tiktok rn is ranking every {t} and they put {fav} at the top?? wild take "
     "#unpopularopinion"),
]  # fmt: skip
# Register: messages typed to an assistant app by non-native English speakers (learner English:
# article/preposition slips, calques, word order, politeness formulas).
SET_BA: dict[str, list[tuple[str, str]]] = {
    "city": [
        ("BA city: live at since two years, weather request",
         "Hello! I live at {v} since two years, so please when I ask about weather, give me "
         "for here."),
        ("BA city: double subject me I am living, shops question",
         "Me I am living in {v} now with my wife and kids. Which supermarkets are open on "
         "Sunday near to me?"),
        ("BA city: kindly note residing, suggestions only here",
         "Kindly note that I am residing in {v}. Please give all the suggestions according "
         "to this city only."),
        ("BA city: is where I live, traffic, airport route",
         "{V} is where I live, and in the morning is always so much traffic. Can you help me "
         "to plan the route to the airport?"),
        ("BA city: actually I stay in, moved for work",
         "Actually I stay in {v}, I moved here for my work last year. The winter here is "
         "very cold for me."),
        ("BA city: fronted here in, need doctor",
         "Here in {v} I am living now since the spring, and I need to find a doctor who "
         "speaks English."),
        ("BA city: my city is, search always there",
         "My city is {v}. When I ask you for restaurants, please search always there, not in "
         "other place."),
    ],
    "employer": [
        ("BA employer: work in since three years, pressure",
         "I work in {v} since three years. Is good place for work but much pressure, how I "
         "can relax after the job?"),
        ("BA employer: my workplace is, meeting with boss",
         "My workplace is {v}. Tomorrow I have a meeting with my boss, please help me to "
         "prepare some points."),
        ("BA employer: kindly note employed with, leave letter",
         "Kindly note I am employed with {v}. Please draft one leave application for my "
         "manager for two days."),
        ("BA employer: double subject working for, raise email",
         "Me, I am working for {v} now, in the finance department. How I can write a good "
         "email to ask for a raise?"),
        ("BA employer: actually working at, before other place",
         "Actually I am working at {v}, before I was in other place. My colleagues here are "
         "very nice, I am happy."),
        ("BA employer: missing subject is where I work, payslip",
         "Is {v} where I work. Is very big, many people. I need help to understand my "
         "payslip, some numbers I don't get."),
        ("BA employer: I am in from last year, pension plan",
         "I am in {v} from last year, in the sales team. Can you explain me how works the "
         "pension plan there?"),
    ],
    "job_title": [
        ("BA job_title: my job is bare noun, no early reminders",
         "My job is {v}. I finish late most days, so please don't send me reminders before 9 "
         "in the morning."),
        ("BA job_title: actually I am bare noun, since five years",
         "Actually I am {v}, I do this work since five years. Now I want to learn some new "
         "skills for grow."),
        ("BA job_title: work as since 2018, basics",
         "I work as {v} since 2018, so the basics I know already. I need only help with the "
         "English words for my reports."),
        ("BA job_title: double subject, correct work email",
         "Me I am {a}. My English is not so good for the work emails, can you correct this "
         "one for me?"),
        ("BA job_title: kindly note profession, CV summary",
         "Kindly note my profession is {v}. Please make my CV summary according to that."),
        ("BA job_title: by profession fronted, work visa",
         "By profession I am {a}, I work in this field from 2015. I need to renew my work "
         "visa, what documents normally they ask?"),
        ("BA job_title: I do job, study plan at night",
         "Now I do {v} job, very busy every day. Please help me make plan to study English "
         "in the night."),
    ],
    "diet": [
        ("BA diet: I am since three years, recipes",
         "I am {v} since three years, please only give me recipes that fit with this."),
        ("BA diet: in my house eat only, feels more good",
         "In my house I eat only {v}, my body feels more good like this. Can you give me "
         "ideas for breakfast?"),
        ("BA diet: follow diet from January, lunch box",
         "I follow {a} diet from January. Can you give me some idea for lunch box to take in "
         "the office?"),
        ("BA diet: double subject, husband not",
         "Me I am {v}, my husband not. So for dinner I need to cook two dishes always, is "
         "very tiring."),
        ("BA diet: kindly note strictly, restaurants",
         "Kindly note I am strictly {v}. Please suggest restaurants accordingly for Saturday "
         "evening."),
        ("BA diet: became two years back till now continue",
         "I became {v} two years back and till now I continue. Suggest me some high protein "
         "snacks please."),
        ("BA diet: my food is, Thai restaurant",
         "My food is {v}, I don't change it even on holidays. What I can order in a Thai "
         "restaurant?"),
    ],
    "car": [
        ("BA car: I have, check engine light since yesterday",
         "I have {a}, is not new but works good. The check engine light is on since "
         "yesterday, what it means?"),
        ("BA car: my car is, tyre pressure",
         "My car is {a}. How much pressure I must put in the tyres?"),
        ("BA car: driving since two years, to the work",
         "I am driving {a} since two years, for going to the work every day. When I should "
         "change the brakes?"),
        ("BA car: double subject drive, wife she",
         "Me I drive {a}, my wife she doesn't drive. Where is best place for wash the car in "
         "weekend?"),
        ("BA car: kindly note vehicle, next service",
         "Kindly note my vehicle is {a}. Please tell me when is due the next service "
         "normally."),
        ("BA car: actually have, bought second hand",
         "Actually I have {a}, I bought it second hand last year. Is good for long trips or "
         "better I take the train?"),
        ("BA car: every day with my, petrol expensive",
         "Every day with my {v} I go to the work, is very comfortable car. But the petrol is "
         "so expensive now."),
    ],
    "favourite": [
        ("BA favourite: from always, never bored",
         "My favourite {t} is {v}, from always. I can never be bored of it."),
        ("BA favourite: most favourite, more better",
         "{V} is my most favourite {t}, nothing is more better for me."),
        ("BA favourite: double subject like more than all",
         "Me, the {t} I like more than all is {v}. Please remember this when you recommend "
         "me things."),
        ("BA favourite: best in the world for me, similar ones",
         "For me the best {t} in the world is {v}, sorry but is true! Can you tell me some "
         "similar ones?"),
        ("BA favourite: kindly note, future suggestions",
         "Kindly note my favourite {t} is {v}, please remember this for the future "
         "suggestions."),
        ("BA favourite: since I am child, still now",
         "Since I am child my favourite {t} is {v}, still now is the same."),
        ("BA favourite: like very much, is my favourite of all",
         "I like very much {v}, is my favourite {t} of all."),
    ],
    "drink": [
        ("BA drink: every morning I take, cannot start day",
         "Every morning I take {v}, without this I cannot start the day."),
        ("BA drink: usual drink three times in a day",
         "My usual drink is {v}, I drink this maybe three times in a day."),
        ("BA drink: drinking every day since moved",
         "I am drinking {v} every day since I moved here, is my routine now."),
        ("BA drink: kindly note normally only, cafes",
         "Kindly note that normally I drink {v} only, no other drinks. Please keep in mind "
         "when you suggest cafés."),
        ("BA drink: double subject only, friends they laugh",
         "Me I drink only {v}, my friends they laugh at me for this."),
        ("BA drink: afternoon always have, habit from university",
         "In the afternoon always I have {a}, is my habit from university time."),
        ("BA drink: missing subject is what I drink, healthy?",
         "Is {v} what I normally drink, every day. It is healthy or I should drink less?"),
    ],
}  # fmt: skip
NOISE_49: list[tuple[str, str]] = [
    ("other person",
     "My brother he is {a_job} in {city}, he always works very late. Which gift I can "
     "buy for his birthday?"),
    ("question",
     "How is the life in {city}? Is expensive? I am thinking maybe to move there next "
     "year."),
    ("past",
     "Before, I was working for {employer}, but they closed our department last year and "
     "now I search new job."),
    ("plan",
     "Next year I want to become {diet}, my doctor says is better for my heart. How I "
     "can start slowly?"),
    ("home country",
     "I am from {city} originally but I left there when I was eighteen. I miss so much "
     "the food from home."),
    ("other person",
     "My husband drives {a_car}, he is very proud of it. Me I don't have licence, I go "
     "with him always."),
    ("rental",
     "For the trip in Portugal we rented {a_car} from the airport. The insurance is "
     "included normally or I must pay extra?"),
    ("customer",
     "I called {employer} three times this week and nobody answered me. How I can make a "
     "formal complaint?"),
    ("question",
     "What a person must study for to become {a_job}? My son is interested, he is "
     "sixteen."),
    ("wish",
     "My dream is one day to work for {employer}, but my English is not enough yet. Can "
     "you help me practise for interview?"),
    ("negation",
     "I am not {diet}, only my daughter. Please give me one recipe that is good for both "
     "of us."),
    ("trip",
     "Last summer we visited {city} for one week, was so beautiful! Now I want to make a "
     "photo album, give me ideas for titles."),
    ("other person",
     "My wife her favourite {t} is {fav}, for me is not so special. How I can surprise "
     "her with something about it?"),
    ("question",
     "Why everyone say {fav} is the best {t}? I don't understand it honestly."),
    ("past",
     "Long time ago I had {a_car}, but I sold it when we moved. Now I go with the bus "
     "everywhere."),
    ("plan",
     "I am thinking to buy {a_car}, is good choice for family with three kids? Or better "
     "something else?"),
    ("past",
     "I lived in {city} for five years when I was student, now is very changed I think."),
    ("other person",
     "My father was {a_job} all his life, now he is retired. He is bored at home, give "
     "me ideas of hobbies for him."),
    ("hypothetical",
     "If I would live in {city}, how much money I need for one month? Only for compare "
     "with my country."),
    ("other person",
     "My cousin got job in {employer}, we are all very happy for her! How I can "
     "congratulate in a nice way?"),
    ("question",
     "Is healthy to be {diet} during pregnancy? My sister wants to try but our mother is "
     "worried."),
    ("fiction",
     "In the film I watched yesterday the main character is {a_job} in {city} and she "
     "falls in love with her neighbour. Who is the actress?"),
    ("quote",
     "My colleague told me 'you should try to be {diet} like me'. Is it true that it "
     "gives more energy?"),
    ("visitors",
     "This weekend come my friends from {city}, they stay in my home. Where I can take "
     "them for dinner?"),
    ("borrowing",
     "My neighbour lent me {a_car} for the weekend because mine is in the workshop. I "
     "must fill the tank before I give back?"),
    ("plan",
     "Tomorrow I have interview to work as {a_job} at {employer}. I am very nervous, "
     "please give me typical questions."),
    ("other person",
     "My son is crazy for {fav}, for him is the best {t} of the world. Me I don't like "
     "it so much."),
    ("past",
     "Three years I was {diet}, but then I stopped because of my health. Now I eat "
     "everything normal."),
    ("past",
     "In my country I was {a_job}, but here my diploma is not valid, so for now I clean "
     "offices."),
    ("plan",
     "We go to {city} in December for Christmas, with the kids. Kindly suggest some "
     "activities for children."),
]  # fmt: skip
# Register: messages from non-native English speakers (learner grammar, false friends, calques)
# that mention values but state no current fact of the user's own
NOISE_47: list[tuple[str, str]] = [
    ("past",
     "Before I was working by {employer} like {a_job}, but they close our department in "
     "march. Now I am looking for new job, can you help me with CV?"),
    ("other person",
     "My wife she is {a_job} since two years. For me is too stressful this work, I could "
     "never do it. How she can ask for more salary?"),
    ("question",
     "Is good idea to move to {city}? My cousin say the rents there are crazy and I am "
     "living still with my parents, I have not much savings."),
    ("pending application",
     "I send my application to {employer} last week for position of {a_job}. Still no "
     "answer. How long they normally take?"),
    ("negation",
     "I am not {diet}, my daughter is. Please give me some recipes for her birthday "
     "party, she is 9 and she invite all the class."),
    ("complaint",
     "I write complaint to {employer}. They take money from my card two times and nobody "
     "answer the phone. Can you make it more polite? My english is not so good."),
    ("visa pending",
     "My visa for {city} is still in process since four months. Embassy don't answer my "
     "emails. What I can do?"),
    ("trip",
     "Next month I go to {city} for conference, only five days. Which area is safe for "
     "hotel?"),
    ("other person",
     "My neighbour he buy {a_car} last week and now every morning he is washing it at 6 "
     "o'clock. Is normal in this country?"),
    ("home country",
     "In my country everybody drive {a_car}, is like national car haha. I never had car, "
     "here I take only the bus."),
    ("relative visiting",
     "Tomorrow come my mother from {city} to visit us for three weeks. She don't speak "
     "english at all. Where I can take her?"),
    ("other person",
     "My husband his favourite {t} is {fav}, I don't understand why. For his birthday I "
     "want surprise him with something about it, ideas?"),
    ("past",
     "Two years I was {diet} but I stop it because I was always tired. Now I eat "
     "everything again. Was mistake to stop?"),
    ("past",
     "Actually I am without work. Before I was {a_job} by {employer} during six years, "
     "then they make restructuration and I am out."),
    ("plan",
     "Eventually I will apply for {employer}, I don't know yet. My friend is there and "
     "says is good place, but I am afraid of the interview."),
    ("question",
     "How much earns {a_job} in {city}? I am thinking to change career but I have 41 "
     "years, is too late for me?"),
    ("other person",
     "My brother he lives in {city} since 2019 and he wants that I come also. I am not "
     "sure, here I have my house and my work."),
    ("hypothetical",
     "If I would have money I would buy {a_car}, but with my salary is impossible. Which "
     "cheap car you recommend for family of four?"),
    ("customer",
     "I rent {a_car} for the weekend from agency and now they say there is scratch, but "
     "it was before! How I write to them?"),
    ("negation",
     "No no, I don't work by {employer}, it was my ex-colleague. You confuse us. I am in "
     "small company of my uncle, we do furniture."),
    ("plan",
     "Tomorrow I have interview in {employer}, is third round. Please ask me the typical "
     "questions, I want to practice."),
    ("other person",
     "My girlfriend is {diet} since she was teenager. I cook for her first time on "
     "Saturday, I am very nervous, what I make?"),
    ("question",
     "Is {diet} diet healthy for old people? My father want to try it because his "
     "doctor, but he is 72."),
    ("past",
     "I was born in {city} but we leave when I was five, I don't remember nothing from "
     "there. Is worth to go back for visit?"),
    ("other person",
     "How I say correctly in english: 'my sister work in {employer} like {a_job}'? Is "
     "for her LinkedIn, she ask me because I speak better."),
    ("plan",
     "My dream is open small restaurant in {city} one day. For now is only dream, I have "
     "no money lol. What I must learn first?"),
    ("complaint",
     "Dear {employer}, I am your client since 2015 and never I had so bad experience "
     "like this. Please check my text, I want send it today."),
    ("question",
     "What is more reliable, {a_car} or Skoda Octavia? I must decide until Friday, the "
     "dealer is waiting me."),
    ("negation",
     "Everyone in my office is crazy for {fav}, but honestly for me is nothing special. "
     "I don't get the hype, really."),
    ("other person",
     "My son want become {a_job}. I told him is hard work and not so good paid. What "
     "studies he need for this?"),
    ("past",
     "My old car was {a_car}, I sell it when I move here because parking is terrible. "
     "Now only bicycle, also in winter."),
    ("plan",
     "My company maybe transfer me to {city} office next year, nothing is sure still. "
     "How is life there for family with small kids?"),
    ("rejection",
     "Again rejection from {employer}, is third time. What I am doing wrong? I send you "
     "my motivation letter, please be honest."),
    ("question",
     "Is true that in {employer} they have free lunch for the workers? My friend told me "
     "but I think he is joking me."),
    ("trip",
     "Last summer we was in {city} for two weeks with my wife, was amazing. Now I want "
     "write review for the hotel, can you help?"),
    ("relative visiting",
     "My mother-in-law come to stay with us and she is {diet}. I have no idea what to "
     "cook during one month, help!"),
    ("other person",
     "My best friend from school now is {a_job} in {employer}, I am so proud for him. I "
     "want write him congratulation message."),
    ("home country",
     "In my country I was {a_job}, but here my diploma is not recognised. Now I work in "
     "warehouse until I finish the nostrification."),
    ("hope",
     "I hope one day to drive {a_car}, is my dream car since I am child. Now I am "
     "student, I have nothing, not even licence."),
    ("question",
     "Why so many people think {fav} is the best {t}? I try to understand, but I am not "
     "convinced."),
    ("other person",
     "My daughter is studying in {city} since september and she don't call me. Is normal "
     "for the young people today?"),
    ("other person",
     "The service of my brother car, is {a_car}, keep it already three weeks! Can you "
     "write email for him, his english is worst than mine."),
    ("negation",
     "I never lived in {city}, only my passport say I was born there because my parents "
     "was there for work. People always ask me about it."),
    ("plan",
     "From next monday I want try to be {diet}, doctor say it can help for my "
     "cholesterol. Can you make plan for first week?"),
    ("pending application",
     "Which documents I need for working visa if I get offer from {employer}? Still I "
     "wait their answer, they say maybe end of month."),
    ("other person",
     "My boss he drives {a_car} and he talks about it in every meeting. How I can "
     "politely change the topic?"),
    ("past",
     "From 2012 until 2018 I was in {employer}, after I change to other field "
     "completely. I should still put it in CV?"),
    ("pending application",
     "My wife she is waiting answer for job of {a_job} in {city}. If she get it, maybe "
     "we move. I am nervous."),
    ("question",
     "My students ask me what is my favourite {t}. I don't know, maybe I say {fav} "
     "because all of them like it? Is ok to lie a little?"),
    ("other person",
     "My uncle he was {a_job} in {city} for 30 years, now he is in pension. He want "
     "write memoir, how to start?"),
    ("question",
     "What is the difference between {a_job} and assistant? In my language is same word, "
     "I am confused."),
    ("plan",
     "We are thinking to move to {city} eventually, but nothing is decided, my wife "
     "prefer stay near her parents."),
    ("customer",
     "I have problem with {employer}, they send me letter with many english words and I "
     "don't understand what they want from me. Can I paste it?"),
    ("negation",
     "Please don't give me {diet} recipes anymore, I told you before, this was for my "
     "sister, not me. I eat normal."),
    ("other person",
     "My father is crazy about {fav}, he say is the best {t} in the world. For me is "
     "boring. What gift I can buy him?"),
    ("question",
     "How much cost insurance for {a_car} for young driver? Is for my son, he just pass "
     "the exam."),
    ("past",
     "Before I was living in {city}, now I am back in my hometown near my parents. "
     "Sometimes I miss the big city."),
    ("other person",
     "My colleague leave our team to go to {employer}. We want make him a card, what we "
     "can write funny?"),
    ("question",
     "If you was me, you go to {city} or stay here? I have offer there but salary is "
     "lower and I don't know nobody."),
    ("relative visiting",
     "My sister and her husband visit us from {city} next week, they stay 10 days. What "
     "we can do with them in weekend?"),
    ("other person",
     "Can you recommend restaurant with {diet} options? Not for me, is for dinner with "
     "my client, she is {diet}."),
    ("question",
     "My kid has school project about {employer}, history of the company. Can you "
     "explain simple for 10 years old?"),
    ("other person",
     "In Germany my cousin is {a_job}, she earns good. Why here the same job is paid "
     "like nothing? So big difference."),
    ("test drive",
     "Yesterday I make test drive with {a_car}. Nice but too expensive for me, I think I "
     "keep my old Opel some more years."),
    ("past",
     "When I was in university I was {diet} almost one year, then I meet my wife and she "
     "cook too good haha."),
    ("question",
     "You think {employer} is hiring {a_job} in this moment? I see many layoffs in the "
     "news, maybe is bad moment to apply."),
    ("negation",
     "I don't have {a_car}, I just ask for my friend who want buy it used. What to check "
     "before?"),
    ("question",
     "Is {fav} really so famous {t} in America? In my country nobody know it."),
    ("other person",
     "My ex he moved to {city} with his new girlfriend. I know I should not care but I "
     "check always his Instagram. Help me stop."),
    ("past",
     "Twenty years I was {a_job}, now I am retired and I get bored at home. What hobby "
     "you recommend?"),
    ("plan",
     "I study now online to become {a_job}, is my goal for next year. Which certificate "
     "is most important?"),
    ("home country",
     "In my home country {employer} is not so known. Here everybody talk about it. Why "
     "is so popular?"),
    ("other person",
     "My husband want change his car for {a_car} but I think we need bigger one for the "
     "kids. Who is right?"),
    ("question",
     "In {city} is necessary speak local language for find job, or english is enough? I "
     "think to apply there maybe next year."),
    ("other person",
     "My roommate is {diet} and always she eat my food from fridge, and my food is not "
     "even {diet}! How I tell her nicely?"),
    ("past",
     "Before two years I had {a_car} but someone steal it in front of my house. Since "
     "then I go with metro. Insurance still not pay!"),
    ("other person",
     "My husband has interview by {employer} tomorrow for {a_job}, he is very nervous. "
     "Give me some words to calm him."),
    ("trip",
     "I was only one time in {city}, for a wedding in 2016. Now my friend ask me "
     "recommendations but I remember nothing."),
    ("past",
     "Since three months search I new job. Before was I {a_job} by {employer}, but the "
     "contract was not extended."),
    ("other person",
     "For my friend birthday I want gift about {fav}, she love this {t} more than "
     "anything. I know nothing about it, help."),
]  # fmt: skip
# NOISE_48 register: users talking to the assistant about its memory (deletions, corrections,
# queries, other people's facts, role-play, jokes/tests) without stating a current fact of their
# own
NOISE_48: list[tuple[str, str]] = [
    ("delete wrong",
     "Please forget that I work at {employer}. I never did, no idea where you got that "
     "from."),
    ("someone else's",
     "{employer} is my husband's employer, not mine. Can you fix that in whatever you "
     "keep about me?"),
    ("memory query",
     "do you still have me in {city}?"),
    ("removal",
     "I don't have a car anymore, so take {a_car} off my profile please."),
    ("joke",
     "Lol, the thing about me being {a_job} was a joke. Please don't actually save that."),
    ("other person",
     "Remember that my mum is {diet}, so flag it whenever I ask you for recipes during "
     "her visit."),
    ("role-play",
     "Pretend I'm {a_job} for this exercise. I'm not, I just want to practise answering "
     "the interview questions they'd get."),
    ("misrecorded story",
     "Why does my profile say I drive {a_car}? That was the car in the story about my "
     "uncle's road trip, not mine."),
    ("outdated",
     "The {city} entry in my memory is out of date. I'll tell you where I am now some "
     "other time, just delete it for now."),
    ("colleague",
     "My colleague's LinkedIn still lists her as {a_job} even though she moved into "
     "management last year. Should I tell her or is that weird?"),
    ("form for someone else",
     "I'm filling in a school form for my nephew and it asks for the parent's employer. "
     "His dad works at {employer}. Should I write the full legal company name?"),
    ("test",
     "Testing your memory: I'm going to say {city}. Don't store it, I just want to see "
     "whether you save random stuff."),
    ("delete wrong",
     "You've got {diet} saved as my diet. Wrong. Delete it."),
    ("memory query",
     "What do you have down as my favourite {t}? Is it still showing {fav}, or did that "
     "get wiped when I reset things?"),
    ("someone else's",
     "That {a_car} you keep mentioning belongs to my flatmate. I borrowed it exactly "
     "once."),
    ("other person",
     "Note for later: my boss is {diet}, so any team lunch suggestions need to work for "
     "that."),
    ("joke",
     "When I told you {fav} was my favourite {t} I was being sarcastic. I genuinely "
     "can't stand it. Scrap it."),
    ("role-play",
     "Let's role-play: you're a recruiter at {employer} and I'm a candidate who's never "
     "set foot in the place. Go."),
    ("outdated",
     "Heads up, the job title you have for me ({a_job}) is stale. Not sure what to call "
     "what I do these days, so just leave it blank."),
    ("misrecorded story",
     "I mentioned {city} because my sister's wedding was there. I don't live there! "
     "Please fix your notes."),
    ("none",
     "Set my diet to 'none'. I'm not {diet} and never really was - it was a two-week "
     "experiment ages ago."),
    ("memory query",
     "quick q - is {employer} still listed as where I work? it shouldn't be"),
    ("colleague",
     "Can you help me update the team directory? Priya's entry should say {a_job}, and "
     "her office should be {city}."),
    ("form for someone else",
     "Filling out a visa application for my dad. It asks for his occupation and he's "
     "{a_job}. Do I need to use capital letters in that box?"),
    ("unknown",
     "Change my job to 'unknown'. The {a_job} thing came from a career quiz you did with "
     "me, not from real life."),
    ("terse",
     "Location: not {city}. Delete that."),
    ("funny",
     "If you think I'm {a_job}, you've seriously confused me with someone competent. "
     "Please forget that."),
    ("other person",
     "My girlfriend drives {a_car}; remember that when I ask about parking for her next "
     "week."),
    ("test",
     "This is a test message: employer = {employer}, city = {city}. Ignore it and don't "
     "save anything, I'm just checking the integration."),
    ("someone else's",
     "The {diet} preference is my son's, not mine. Could you move it to a note about him "
     "instead?"),
    ("memory query",
     "Out of curiosity, what car do you think I drive? If it says {a_car}, that's wrong."),
    ("delete wrong",
     "Can you wipe the part where you think I like {fav}? You picked that up from a "
     "playlist I made for a friend."),
    ("outdated",
     "Whatever you've got saved about {employer} - it's old news. Please remove it and "
     "I'll update you once things settle."),
    ("role-play",
     "For this mock negotiation, play the dealer and pretend I'm a buyer who wants "
     "{a_car}. I'm not actually in the market, it's for a sales training course."),
    ("misrecorded story",
     "You saved {diet} as my diet because of the anecdote about the retreat? That was my "
     "friend's retreat. I was only there for a weekend and ate whatever they served."),
    ("colleague",
     "My coworker asked me to help rewrite her bio. She's {a_job} based in {city} and "
     "wants it to sound less stiff. Can you make it warmer without making it cheesy?"),
    ("form for someone else",
     "Doing the insurance renewal for my grandmother. Her vehicle is {a_car}. Does she "
     "need anything besides the registration document?"),
    ("polite",
     "Sorry to be a pain, but could you forget {city} as my home? I was only there on a "
     "work trip."),
    ("terse",
     "remove {employer}. wrong person."),
    ("memory query",
     "Are you storing {fav} as my favourite {t}? Genuinely asking, I don't remember "
     "telling you that."),
    ("other person",
     "Remember this for my brother: he's {a_job} at {employer} and his birthday is in "
     "March. I'll want gift ideas closer to the date."),
    ("joke",
     "Haha no, I don't drive {a_car}, that was me quoting a meme. Please don't put it in "
     "my profile."),
    ("none",
     "Favourite {t}: none. Please clear out {fav}, I don't have a favourite and never "
     "said I did."),
    ("someone else's",
     "I think you've mixed me up with my wife. She's the one at {employer}. Please keep "
     "our stuff separate."),
    ("outdated",
     "{city} is where I used to be. Don't assume that anymore. Where I am now is none of "
     "your business for the moment 😄"),
    ("test",
     "Test: if I told you my favourite {t} was {fav}, would you save it automatically? "
     "Don't actually save it - it isn't."),
    ("other person",
     "Please remember that my dad has to eat {diet} since his surgery, so keep that in "
     "mind when I plan Sunday lunches."),
    ("misrecorded story",
     "I was telling you about a novel where the main character is {a_job} in {city}. "
     "Somehow you now think that's me. It isn't."),
    ("colleague",
     "Our new hire's onboarding profile says {a_job}, but she was actually hired for a "
     "different role. Who do I email to get that fixed?"),
    ("form for someone else",
     "Helping my neighbour with his job application to {employer}. What should he put in "
     "the first line of the cover letter?"),
    ("memory query",
     "Do you remember anything about my diet? If you have {diet} in there, when exactly "
     "did I say that?"),
    ("delete wrong",
     "Hi! Small correction to your memory: I have never worked as {a_job}. I think it "
     "came from a CV template I pasted in. Thanks!"),
    ("removal",
     "Sold the car last month. You can drop {a_car} from whatever you have on me - I'm "
     "car-free now."),
    ("funny",
     "Me? {diet}? Have you seen my takeaway history? Delete that immediately."),
    ("role-play",
     "Can you pretend I'm a tourist who just landed in {city} and give me directions "
     "like a grumpy local would? Just for fun."),
    ("other person",
     "Make a note: our dinner guest on Saturday is {diet}. Remind me on Friday."),
    ("outdated",
     "The employer field is wrong now. It still says {employer}. I'm between things at "
     "the moment, so just leave it empty."),
    ("someone else's",
     "{fav} is my daughter's favourite {t}, not mine. I only mentioned it because I was "
     "buying her a present."),
    ("blunt",
     "Stop bringing up {city}. I don't live there. Never have."),
    ("test",
     "ignore the {a_job} thing from my last message, i was testing whether you'd pick it "
     "up"),
    ("colleague",
     "Our team wiki has Marco down as {a_job} at the {city} office. He moved teams ages "
     "ago. Can you draft a polite message asking him to update it?"),
    ("form for someone else",
     "My mum's clinic form asks about dietary restrictions. She's {diet}. Does that go "
     "under 'allergies' or 'other'?"),
    ("memory query",
     "Be honest, what's in my profile right now? Because if it says I work for "
     "{employer}, we have a problem."),
    ("misrecorded story",
     "When I said 'we all drove up in {a_car}', that was my cousin's car. I don't own a "
     "car at all. Fix that please."),
    ("delete wrong",
     "Please remove {fav} from my favourites. That was a typo, I meant to type something "
     "else entirely."),
    ("unknown",
     "Mark my city as unknown. The {city} thing was browser autofill, not where I live."),
    ("other person",
     "Remember that my best friend is moving to {city} next month, so I'll want ideas "
     "for a care package."),
    ("role-play",
     "For the story we're writing, my character is {a_job} who drives {a_car}. Don't "
     "save any of that as being about me."),
    ("polite",
     "Would you mind forgetting the bit about {employer}? I was talking about a job "
     "offer I turned down."),
    ("terse",
     "{a_car}? Not mine. Bin it."),
    ("outdated",
     "You've still got me down as {diet}. That stopped a while back. No new diet to "
     "report, just delete it."),
    ("colleague",
     "My manager asked me to fill in the headcount sheet. For Tom I've got {a_job}, "
     "{city}, reports to Dana. Does that format look right?"),
    ("form for someone else",
     "Registering my elderly neighbour for the community transport scheme. She used to "
     "drive {a_car} but gave up her licence. Which box do I tick?"),
    ("joke",
     "My 'favourite {t} is {fav}' comment was pure trolling. You should know by now when "
     "I'm winding you up. Remove it."),
    ("memory query",
     "Do you have a city stored for me? I'm asking because you mentioned {city} earlier "
     "and I never told you that."),
    ("other person",
     "I'm planning my partner's birthday. Remember she's {diet} and her favourite {t} is "
     "{fav}."),
    ("someone else's",
     "You've attached {a_job} to my profile, but that's my twin. We share this laptop "
     "sometimes, sorry for the confusion."),
    ("funny",
     "I'm flattered you think I'm {a_job}, but I can barely keep a houseplant alive. "
     "Please un-remember that."),
    ("delete wrong",
     "Please forget that I live in {city}. I typed it as a placeholder when setting you "
     "up and never corrected it."),
    ("removal",
     "Take {employer} off my record. I'm not with them, and I'd rather you didn't store "
     "anything about work at all, thanks."),
]  # fmt: skip

# Register: self-descriptions users draft, paste or dictate to their assistant for help (bios,
# about-me pages, intro emails, profiles, fun-fact lists), first person, about themselves now.
SET_BB: dict[str, list[tuple[str, str]]] = {
    "city": [
        ("BB city: intranet about-me, asks to tighten",
         "can you tighten this up for the new-starter page on our intranet: \"Hi all! I'm "
         "Priya, I live in {v} with my partner and a very loud cat, and I'm still working "
         "out where the good lunch spots are.\""),
        ("BB city: twitter bio from fact list",
         "need a twitter bio under 160 chars. facts: based in {v}, bad at chess, good at "
         "sourdough. make it not cringe"),
        ("BB city: landlord email, staying in area",
         "Is this too formal for a landlord? 'Dear Mr Okafor, my name is Tom Reyes. I've "
         "lived in {v} for six years and would love to stay in the neighbourhood, so I'm "
         "looking for a quiet one-bed from September.'"),
        ("BB city: running-club fields to profile",
         "Name: Dana K.\nCity: {V}\nLooking for: people for Sunday long runs, slow-ish "
         "pace\n\ncan you turn this into a friendly running club profile?"),
        ("BB city: language exchange, translate to Spanish",
         "translate to Spanish pls: 'Hi! I'm Jonas, 29, I live in {v} and I want to practise "
         "my Spanish before my trip to Peru in the summer.'"),
        ("BB city: dictated meetup bio, nervous",
         "ok so I'm doing the meetup talk thursday and they want a two line bio, um, "
         "something like I'm a backend dev, I've been living in {v} for about three years "
         "now, and I mostly talk about testing. does that sound okay or is it too boring"),
        ("BB city: icebreaker fun facts bullets",
         "fun facts for the team icebreaker, which 3 should I keep?\n- I can juggle\n- I've "
         "never seen Star Wars\n- I live in {v} but have never done a single touristy thing "
         "here\n- I have a twin"),
    ],
    "employer": [
        ("BB employer: new job intranet about-me request",
         "Help me write the 'About me' for the intranet at my new job. I just started at {v} "
         "this week in the finance team, I have two kids and I coach under-10s football on "
         "weekends. Keep it short and warm."),
        ("BB employer: stiff podcast bio, make less stiff",
         "Could you make this sound less stiff? 'I am currently employed at {v}, where I "
         "lead a small team focused on internal tooling. Outside of work I enjoy hiking and "
         "terrible puns.'"),
        ("BB employer: food bank volunteer form",
         "The food bank form asks 'tell us about yourself'. Here's my draft: I work full "
         "time at {v} so I can only do Saturday mornings, but I'm reliable and I have a food "
         "hygiene certificate. Is that ok?"),
        ("BB employer: instagram bio with emoji",
         "insta bio idea: '☕ + 📚 | working at {v} | opinions my own' — too plain?"),
        ("BB employer: intro email to new team",
         "Draft intro email to my new team, can you check the tone?\n\nHi everyone,\nI'm "
         "Marco and I've just joined {v} as part of the platform group. Before this I "
         "freelanced for a few years. Looking forward to meeting you all properly at "
         "Thursday's standup!\n\nMarco"),
        ("BB employer: slash fields for mentoring form",
         "Name / Employer / Hobbies for the mentoring programme form:\nSam Whitfield / {V} / "
         "climbing, crosswords\ncan you turn that into 2 sentences"),
        ("BB employer: best man speech self-intro",
         "For my best man speech I want to open with a quick intro, is this ok: 'For those "
         "who don't know me, I'm Dev, I've known Raj since we were eleven, and these days I "
         "work at {v}, though tonight I'm very much off duty.'"),
    ],
    "job_title": [
        ("BB job_title: intranet one-liner to tighten",
         "can you tighten this up: 'Hi, I'm Lena! I'm {a} and in my free time I paint "
         "terrible watercolours.' its for the company intranet"),
        ("BB job_title: nervous podcast guest bio",
         "They asked me for a short guest bio for the podcast and I'm freaking out a bit. "
         "Here's what I have: I've worked as {a} for eleven years and I love talking about "
         "the messy side of the job nobody warns you about. Too much?"),
        ("BB job_title: tandem app fields",
         "Name: Ana Ruiz\nJob: {V}\nLanguages: Portuguese (native), English (C1), learning "
         "German\n\nmake this into a tandem app profile, casual"),
        ("BB job_title: personal statement first line",
         "first lines of my personal statement for the master's, thoughts? 'As {a}, I spend "
         "most of my day solving problems that no textbook quite prepared me for.'"),
        ("BB job_title: twitter bio by day by night",
         "twitter bio: '{V} by day, amateur baker by night. she/her.' is 'by day' too "
         "cliché?"),
        ("BB job_title: dictated hospice volunteer application",
         "okay writing my volunteer application for the hospice, the question is tell us "
         "about yourself and what you'd bring. so far I've got I'm {a}, I'm used to staying "
         "calm with people who are stressed, and I'd like to give a few evenings a month. "
         "can you make it flow better"),
        ("BB job_title: landlord email proofread",
         "Hi, please proofread: 'Dear Ms Clarke, I'm writing about the flat on Elm Road. A "
         "little about me: I work full-time as {a}, I don't smoke, and I have no pets. I can "
         "provide references from my current landlord.'"),
    ],
    "diet": [
        ("BB diet: language exchange profile, translate to French",
         "For my language-exchange profile under 'things about me': I'm {v}, I cook way too "
         "much, and I'll happily swap English practice for recipes. Can you translate it to "
         "French?"),
        ("BB diet: numbered icebreaker facts",
         "icebreaker fun facts, pick the least boring two:\n1. I've been {v} for seven "
         "years\n2. I once got locked in a museum\n3. I can name every capital in Africa"),
        ("BB diet: running club bio, brunch joke",
         "running club app bio, is this too much info? 'Slow but stubborn. Half marathons "
         "mostly. I'm {v}, so at the post-run brunch I'm the one interrogating the menu.'"),
        ("BB diet: welcome note for team lunch",
         "Writing a welcome note to my new team and our manager asked us to mention dietary "
         "stuff for the team lunch. Does this read ok: 'Hi all, Chloe here, excited to be "
         "joining! Quick note for Friday's lunch: I eat {v}, but honestly I'm easy to feed.'"),
        ("BB diet: instagram bio since year",
         "insta bio help: plant mum | {v} since 2019 | bad at replying"),
        ("BB diet: stiff retreat application",
         "Please improve the wording: 'I follow {a} diet and would therefore appreciate it "
         "if the retreat organisers could accommodate this at mealtimes. I am otherwise "
         "without restrictions.'"),
        ("BB diet: meetup speaker bio, went diet last year",
         "short speaker bio for the meetup, max 50 words: I'm Femi, I write Rust at a "
         "logistics startup, I went {v} last year and now I won't stop talking about it, "
         "sorry in advance. Can you trim it"),
    ],
    "car": [
        ("BB car: onboarding fun facts bullets",
         "three fun facts for the onboarding call:\n- I drive {a} and I've named it "
         "Gerald\n- I've lived in four countries\n- I hate coriander\nany better way to "
         "phrase the first one?"),
        ("BB car: running club lifts section",
         "For the running club app, there's a section for 'can you give lifts?'. I wrote: "
         "Yes! I drive {a}, room for a couple of people plus muddy shoes. make it sound "
         "friendlier?"),
        ("BB car: landlord email parking line",
         "Adding a line to my email to the new landlord about parking, is this clear: 'I own "
         "{a}, so I'd need the parking space mentioned in the listing if it's still "
         "available.'"),
        ("BB car: punchy intranet about-me",
         "About me for our intranet profile, can you make it punchier: 'Originally from "
         "Leeds. Two dogs. I drive {a} that I'm far too proud of. Ask me about my fuel-cost "
         "spreadsheet.'"),
        ("BB car: dictated car club bio",
         "so I'm writing my bio for the car club meetup thing, it should say something like "
         "hi I'm Beth, my car is {a}, I bought it second hand two years ago and I've been "
         "doing it up since, and I'm here mostly for the coffee and the chat. clean that up?"),
        ("BB car: instagram bio road-tripping in my",
         "ig bio draft: 'road-tripping in my {v} 🚗 | dog dad | coffee snob' is that too many "
         "things"),
        ("BB car: volunteer driver application",
         "The volunteer driver application says tell us about yourself. Draft: 'I'm retired, "
         "I have a clean licence and I currently drive {a}, which has plenty of room for "
         "meal crates. I'm free most weekday mornings.' is that enough?"),
    ],
    "favourite": [
        ("BB favourite: icebreaker facts in one line",
         "fun facts for the icebreaker, rate them: my favourite {t} is {v}, I've broken my "
         "left arm three times, and I once met a minor royal at a petrol station"),
        ("BB favourite: tandem profile, translate to German",
         "translate into German for my tandem profile: 'Hello! My favourite {t} is {v} and I "
         "could talk about it for hours, so please ask me about it.'"),
        ("BB favourite: twitter bio fight me",
         "bio idea: 'professional overthinker. {V} is my favourite {t}, fight me.' too "
         "try-hard?"),
        ("BB favourite: podcast bio all-time favourite",
         "The host wants a 'something people don't know about you' line for my guest bio. "
         "I'm thinking: 'My all-time favourite {t}? {V}, no contest.' Does that work?"),
        ("BB favourite: running club profile fields",
         "profile for the running club app: 'Pace: chatty. Post-run reward: whatever's "
         "closest. Favourite {t}: {v}.' can you add a joke in there somewhere?"),
        ("BB favourite: bridesmaid speech shared favourite",
         "bridesmaid speech intro, too rambly? 'Hi everyone, I'm Jess, Ellie's roommate from "
         "uni. Ellie and I bonded in week one because we have the same favourite {t}, {v}, "
         "and we've been inseparable since.'"),
        ("BB favourite: reluctant intranet fun fact",
         "I hate writing these. Intranet 'about me' asks for a fun fact. Is it lame to just "
         "put '{V}. That's it, that's my favourite {t}.'"),
    ],
    "drink": [
        ("BB drink: intro email coffee run usual",
         "Can you make this intro email less awkward? 'Hi team, I'm Oskar and I start "
         "Monday. In case anyone's doing a coffee run: my usual is {v}. Very happy to return "
         "the favour.'"),
        ("BB drink: workshop fun facts bullets",
         "fun facts about me for the workshop:\n• I drink {v} every morning, no "
         "exceptions\n• I've been to 31 countries\n• I can't whistle\ncan you make them "
         "sound more fun"),
        ("BB drink: meetup talk bio",
         "short bio for my meetup talk: 'I build data pipelines, and I drink an unreasonable "
         "amount of {v} while doing it.' is the second half unprofessional?"),
        ("BB drink: instagram bio fuelled by",
         "'fuelled by {v} | plant dad | overthinker' — insta bio, is 'fuelled' spelled right "
         "for US people?"),
        ("BB drink: language exchange cafe, translate",
         "translate to Spanish: 'I'd love to meet at a café for our exchange. I always order "
         "{v}, so I'll be the one with that on the table.'"),
        ("BB drink: member spotlight Q and A",
         "For the coworking space 'member spotlight' they sent me questions. Draft "
         "answers:\nQ: what's your go-to drink? A: {V}, two or three a day.\nQ: best thing "
         "about working here? A: the people.\nToo short?"),
        ("BB drink: dictated new-starter order question",
         "um can you help me with the fun bit of my new starter profile, it asks 'your order "
         "at the office kitchen?' and I want to answer with something like always {v}, and I "
         "will judge the kitchen accordingly. make it sound less unhinged"),
    ],
}  # fmt: skip
NOISE_50: list[tuple[str, str]] = [
    ("other person: sister's running profile",
     "my sister wants her running-club profile to say 'I'm {a_job} in {city} and I run "
     "to stay sane' — can you make it sound less grim for her?"),
    ("other person: boyfriend's intranet about-me",
     "Editing my boyfriend's intranet about-me since he hates writing: 'Hi, I'm Luis, I "
     "just joined {employer} and I'm the guy who brings pastries on Fridays.' Should he "
     "mention the pastries?"),
    ("other person: mum's volunteer form",
     "My mum asked me to fix her volunteer form. She wrote: 'I have been {diet} for "
     "twenty years and I am happy to help in the kitchen.' can you make it sound less "
     "formal, these are her words not mine"),
    ("other person: dad's language-exchange profile",
     "can you translate this to Spanish for my dad's language-exchange profile: 'I drive "
     "{a_car} and I love long drives on the coast.' he's shy so keep it simple"),
    ("other person: friend's podcast bio",
     "Best friend is doing a podcast guest spot and sent me her bio to tidy: 'I'm "
     "{a_job}, I live in {city}, and my favourite {t} is {fav}.' It's hers, I'm just the "
     "editor lol. shorten?"),
    ("other person: fiancee's wedding website",
     "My fiancée wrote her bit for our wedding website: 'I work at {employer} and I met "
     "him at a terrible karaoke night.' can you make it cuter"),
    ("other person: roommate's insta bio",
     "my roommate's insta bio draft is '{diet} | {city} | dogs > people' and she wants "
     "options. give me 5"),
    ("other person: dictated brother's talk bio",
     "so my brother's got a meetup talk and he wants his bio to say something like I'm "
     "{a_job} at {employer}, I've been doing this for ten years, can you write that for "
     "him in first person"),
    ("other person: dad's dictated running profile",
     "helping my dad set up a running-club profile, he dictated this: 'I'm retired, "
     "formerly {a_job}, drive {a_car}, can give lifts.' make it less like a police "
     "report"),
    ("other person: wife's book club bio",
     "my wife's bio for her book club: 'My favourite {t} is {fav} and I'll fight anyone "
     "about it.' she asked me to make it sound less aggressive"),
    ("other person: husband's landlord intro",
     "Proofreading my husband's email to the letting agent, he wrote it in first person: "
     "'I work at {employer}, I've lived in {city} for ten years and I'm a very tidy "
     "tenant.' is it ok to send from his account?"),
    ("other person: teen's personal statement",
     "my son's personal statement starts 'I want to become {a_job} because of my "
     "grandmother.' he asked me to check it, any tips I can pass on?"),
    ("past: previously at employer",
     "For my speaker bio: 'Previously at {employer}, where I spent six years building "
     "payments tooling. These days I'm on a career break and writing.' does 'these days' "
     "sound off?"),
    ("past: grew up in city",
     "About me draft: 'I grew up in {city} and I still miss the bakeries.' is 'still "
     "miss' too sappy for a work intranet?"),
    ("past: former job in personal statement",
     "personal statement opener, thoughts: 'Before I went back to school, I spent five "
     "years as {a_job}, and that work is why I'm applying to this programme.'"),
    ("past: diet for eleven days",
     "fun fact for the icebreaker: 'I was {diet} for exactly eleven days in 2016.' funny "
     "or weird?"),
    ("past: sold car",
     "Twitter bio idea: 'still mourning {a_car} I sold in 2019.' is that too niche"),
    ("past: lived in city until last spring",
     "Landlord intro email, check grammar: 'I lived in {city} until last spring and have "
     "excellent references from my landlord there.'"),
    ("past: left employer",
     "tighten: 'I left {employer} in March after eight years and I'm figuring out what "
     "comes next — open to coffee chats!'"),
    ("past: teenage favourite",
     "icebreaker: 'As a teenager my favourite {t} was {fav}, and I'd rather not discuss "
     "how that's aged.' keep or cut?"),
    ("past: between jobs question",
     "what's a good way to say in my podcast bio that I'm between jobs? I was {a_job} "
     "until recently and don't want it to sound like I got fired"),
    ("past: bunk bed in city wedding speech",
     "wedding speech opener: 'For those who don't know me, I'm the groom's cousin, and "
     "twenty years ago we shared a bunk bed in {city}.' does that land?"),
    ("past: learned to drive in uncle's car",
     "fun fact: 'I learned to drive in my uncle's car, {a_car}, and scraped it twice.' "
     "too random?"),
    ("past: former diet in running bio",
     "running app bio: 'Ex-{diet}, current snack enthusiast.' does 'ex-' read clearly or "
     "should I spell it out"),
    ("aspiration: one day job",
     "bio: 'one day I'll be {a_job}. until then: exams.' too dramatic?"),
    ("aspiration: wanted since nine",
     "personal statement first line: 'Ever since I was nine I have wanted to become "
     "{a_job}.' too cliché?"),
    ("aspiration: hope to train as",
     "volunteer app: 'I hope to train as {a_job} in the next few years, and volunteering "
     "with you would help me see if it's the right path.' does this sound committed "
     "enough?"),
    ("wish: saving for car",
     "fun facts: 'I've been saving for {a_car} since I was seventeen and I'm about "
     "halfway there.'"),
    ("wish: trying to go diet",
     "running club profile: 'trying to convince myself to go {diet} before marathon "
     "season' — too much info?"),
    ("wish: dreaming of city",
     "twitter bio: 'dreaming of {city}' — is that weird if I've never actually been?"),
    ("wish: one day car and dog",
     "twitter bio: 'one day: {a_car} and a dog named Biscuit' cute or no"),
    ("hypothetical: live anywhere",
     "icebreaker question answer: 'If I could live anywhere, it'd be {city}.' is that "
     "boring?"),
    ("hypothetical: in another life",
     "fun facts: 'in another life I'd be {a_job}.' does that even count as a fun fact"),
    ("applying: cover letter opener",
     "cover letter opener, help: 'I am writing to apply for the operations role at "
     "{employer}, a company I have admired for years.'"),
    ("applying: application tell us about yourself",
     "can you make this less stiff, it's for my application to {employer}: 'Tell us "
     "about yourself: I'm a curious, organised person who loves solving problems.'"),
    ("applying: interview intro question",
     "I have an interview at {employer} next week and they want a two-line intro about "
     "me. what should I put? I don't want to oversell"),
    ("applying: would love to work as",
     "Cover letter: 'I would love the chance to work as {a_job} on your team, even "
     "though my background is in retail.' does the 'even though' hurt me?"),
    ("applying: recruiter email",
     "for the intro email to the recruiter: 'I'd love to be considered for roles at "
     "{employer}, particularly anything on the data side.' too vague?"),
    ("fiction: D&D character",
     "For our D&D group's character sheet: 'I'm Thessaly, {a_job} from {city} who drinks "
     "too much and trusts nobody.' can you make it more fantasy"),
    ("fiction: dating-sim character",
     "writing a dating-sim character bio in first person: 'I'm {diet}, I drive {a_car}, "
     "and I'll judge your playlist.' punch it up?"),
    ("fiction: novel protagonist",
     "novel protagonist intro, first person: 'My name is Agnes and I've worked at "
     "{employer} for thirty years without anyone learning my name.' does it hook?"),
    ("fiction: murder mystery card",
     "For a murder mystery party, my character card says 'I'm {a_job}, newly arrived in "
     "{city}, and I have a secret.' can you add one more juicy line"),
    ("fiction: game NPC",
     "Writing an NPC for my game: 'Hi traveller! My favourite {t}? {fav}, obviously.' "
     "needs more personality"),
    ("fiction: villain monologue",
     "writing a first-person villain monologue for a short story: 'I've driven {a_car} "
     "for thirty years and I know every back road in {city}.' too on the nose?"),
    ("template: example bio online",
     "Found this example bio online, can I adapt it? 'I'm {a_job} based in {city}, "
     "passionate about community and coffee.' it's not me at all lol but I like the "
     "structure"),
    ("template: podcast sample bio",
     "The podcast sent a sample guest bio: 'I lead partnerships at {employer} and host a "
     "weekly newsletter.' Can you write mine in that style? Mine's totally different, "
     "I'll send details"),
    ("template: club website template",
     "template from the club website: 'Hi! I'm [name], I'm {diet}, and I'm here for the "
     "post-run pancakes.' what do I put instead — I'm not {diet} btw"),
    ("template: language app example",
     "the language app gives this as an example profile: 'I live in {city} and I want to "
     "practise English with friendly people.' should I just copy the format?"),
    ("template: friend's page to copy",
     "my friend's intranet page says 'Ask me about: {fav}, my favourite {t}.' she said "
     "to copy hers but I don't want to look like a copycat"),
    ("plan: relocating next year",
     "intranet about me, does this make sense: 'Next year I'm relocating to {city} with "
     "my family, so if anyone has school tips, send them my way!'"),
    ("plan: moving in January",
     "landlord email: 'I'll be moving to {city} in January for work and I'm looking for "
     "a one-bedroom close to the centre.' is 'for work' enough detail?"),
    ("plan: visiting next month",
     "fun facts: 'I'm visiting {city} for the first time next month and I've already "
     "made a spreadsheet.' too nerdy?"),
    ("visit: in town for conference",
     "bio for the meetup app: 'in town for the conference, spending the week in {city}, "
     "happy to grab a drink' ok?"),
    ("visit: only until end of month",
     "running club app: 'Only in {city} until the end of the month, looking for someone "
     "to show me the good routes!' friendly enough?"),
    ("plan: city-bound in spring",
     "twitter bio update: '{city}-bound in the spring ✈️' or 'moving to {city} soon'? "
     "which is better"),
    ("plan: about to buy car",
     "landlord form asks 'vehicle make/model' — I'm about to buy {a_car} but haven't "
     "picked it up yet, what do I write?"),
    ("plan: considering diet for retreat form",
     "question for the retreat application, 'dietary requirements': I'm thinking about "
     "trying {diet} but haven't started, do I put it or write none?"),
    ("rental: road trip rental car",
     "insta bio for this week only: 'road trip week 🚗 (rental: {a_car}, would not "
     "recommend)' funny?"),
    ("customer: on hold with employer",
     "icebreaker fact: 'I once spent four hours on hold with {employer} and came out a "
     "changed person' — will people get it"),
    ("customer: loyal customer",
     "fun facts draft: 'I've been a loyal {employer} customer since I was 12, and I'm "
     "not ashamed' — does this read like an ad"),
    ("negation: not diet",
     "Volunteer kitchen form, draft: 'No dietary restrictions — I'm not {diet} or "
     "anything, I eat whatever's going.' Does that sound rude to {diet} people?"),
    ("negation: no car, partner's car",
     "landlord email: 'I don't own a car, so I won't need the parking space — although "
     "my partner sometimes visits in {a_car}.'"),
    ("negation: don't work there anymore",
     "tighten this: 'I don't work for {employer} anymore, despite what my LinkedIn says "
     "— updating it is on my to-do list.'"),
    ("reference: former intern",
     "Writing a reference for my former intern. Draft: 'She worked with us as {a_job} "
     "for two years and was outstanding.' how do I make it stronger"),
    ("reference: neighbour's tenancy",
     "Reference letter for my neighbour's tenancy application: 'I've known Mark for six "
     "years; he works at {employer} and has always been quiet and reliable.'"),
    ("reference: colleague moved to city",
     "recommendation for a colleague's volunteer app: 'Jasmine moved to {city} last year "
     "and immediately got involved in local groups.' add a closing line?"),
    ("hiring: job ad",
     "job ad intro for our careers page: 'We're hiring {a_job}! Remote-friendly, "
     "flexible hours, great people.' can you make it friendlier"),
    ("other person: welcome new hire",
     "Our team page needs a bit about the new hire: 'Please welcome Priya, who joins us "
     "as {a_job} this week!' can you add something warm"),
    ("quote: tandem profile seen",
     "saw this on someone's tandem profile and loved it: 'I'm {diet}, I cook badly, and "
     "I'll teach you every swear word in Portuguese.' can I steal the vibe for mine "
     "without copying?"),
    ("quote: running club guy's bio",
     "a guy in my running club has 'Sponsored by {employer} (not really, I just work "
     "there)' in his bio lol, can I do something similar"),
    ("quote: coworker's favourite",
     "my coworker's intranet page says 'my favourite {t} is {fav}, ask me anything about "
     "it' — what's a less generic version I could use?"),
    ("quote: someone's insta format",
     "Someone's insta bio: '{a_job} | {city} | powered by naps'. I want the same format "
     "for mine but with my own stuff, I'll fill it in"),
    ("question: mention former employer",
     "should I mention in my intro email that I used to work at {employer}? they're kind "
     "of a competitor"),
    ("question: favourite line in professional bio",
     "is it weird to put a favourite {t} in a professional bio? like 'fan of {fav}'? I'm "
     "not even that into it, I just need a fun line"),
    ("question: local word choice",
     "do people in {city} say 'flat' or 'apartment'? writing a landlord email and don't "
     "want to sound like an outsider"),
    ("question: translate mum's job",
     "how would you translate '{a_job}' into German for my exchange partner? she keeps "
     "asking what my mum does"),
    ("other person: groom's diet in speech",
     "best man speech line: 'Tom has been {diet} since uni, so yes, he already checked "
     "the cake.' too inside-jokey?"),
    ("other person: kids' diet in volunteer app",
     "volunteer app: 'My kids are both {diet}, so I'm very used to cooking around "
     "different needs.' relevant or oversharing?"),
    ("other person: partner's employer landlord",
     "landlord email: 'My partner, who'll be living with me, works at {employer} and has "
     "a stable income.' should I attach her payslips too?"),
    ("other person: shadowing",
     "personal statement: 'Shadowing {a_job} last summer showed me how much I still have "
     "to learn.' is 'shadowing' the right word?"),
]  # fmt: skip
# register: teens and twenty-somethings texting their assistant app on a phone - lower case,
# emoji, slang, abbreviations, run-ons, several short lines
SET_BC: dict[str, list[tuple[str, str]]] = {
    "city": [
        ("BC city: update signed the lease",
         "ok so update: i officially live in {v} now 😭🏙️ signed the lease and everything"),
        ("BC city: lowkey best decision",
         "ngl living in {v} is lowkey the best decision ive ever made"),
        ("BC city: moved last month never leaving",
         "bestie i moved to {v} last month and im never leaving fr"),
        ("BC city: the way i live there",
         "the way i live in {v} and still havent seen half of it lmao"),
        ("BC city: unpacked last box multiline",
         "yesss finally unpacked my last box 📦\n{v} is officially home now\nno cap"),
        ("BC city: brunch request im in",
         "can u find me a good brunch spot near me? i live in {v} btw, been here like 2 yrs"),
        ("BC city: rent rant",
         "i live in {v} and the rent is actual criminal behavior 😤\nlike who approved this"),
    ],
    "employer": [
        ("BC employer: first week done",
         "first week working at {v} is done ✅✅ tired but lowkey obsessed w my team"),
        ("BC employer: kinda a flex",
         "ngl working at {v} is kinda a flex 💅"),
        ("BC employer: no discount stop asking",
         "i work for {v} so no i cant get u a discount lmao stop asking"),
        ("BC employer: manager friday meeting",
         "my manager at {v} just scheduled a meeting at 4:55pm on a friday 💀 like who does "
         "that"),
        ("BC employer: three years still lost",
         "been at {v} for 3 years now and tbh still figuring out where the good snacks are "
         "lol"),
        ("BC employer: linkedin headline list",
         "pls help me write my linkedin headline\ncurrent employer: {v}\nmake it sound cool "
         "not cringe 🙏"),
        ("BC employer: paid to sit in meetings",
         "lowkey love that i get paid by {v} to sit in meetings all day 😌 #corporatebaddie"),
    ],
    "job_title": [
        ("BC job_title: i know what im talking about",
         "im {a} btw so yes i know what im talking about 💅"),
        ("BC job_title: exhausting but love it",
         "ngl being {a} is exhausting but i love it fr"),
        ("BC job_title: got the promo",
         "work update: im officially {a} now!!! got the promo 🥳"),
        ("BC job_title: grandma tells people office",
         "my grandma keeps telling ppl i 'work in an office' 😭 nana im {a}"),
        ("BC job_title: title vibes salary list",
         "job title: {v}\nvibes: tired\nsalary: not enough lmao"),
        ("BC job_title: avocado toast",
         "the way i work as {a} and still cant afford avocado toast 💀"),
        ("BC job_title: day 400",
         "day 400 of being {a}: still love it, still underpaid, still here lol"),
    ],
    "diet": [
        ("BC diet: no recipes i cant eat",
         "im {v} btw so pls no recipes with stuff i cant eat 🙏"),
        ("BC diet: went and still going",
         "ngl going {v} was the best thing i did this year, 8 months in and still going "
         "strong 💪"),
        ("BC diet: reminder u keep forgetting",
         "reminder bc u keep forgetting: i eat {v}!!! 😤"),
        ("BC diet: family shocked every thanksgiving",
         "the way my whole family acts shocked every thanksgiving that im still {v} 💀 its "
         "been 3 yrs"),
        ("BC diet: girlie reporting for duty",
         "{V} girlie reporting for duty 🫡 what should i make for dinner tn"),
        ("BC diet: strictly a whole year",
         "lowkey proud of myself, been strictly {v} for a whole year now and i feel amazing "
         "✨"),
        ("BC diet: meal prep multiline",
         "meal prep sunday 🥗\nneed ideas that are {v} bc thats how i eat now\nty bestie"),
    ],
    "car": [
        ("BC car: shes my baby",
         "i drive {a} and ngl shes my baby 🚗💕"),
        ("BC car: dinged in parking lot",
         "someone dinged my {v} in the target parking lot 😭😭 who does that"),
        ("BC car: paid off all mine",
         "finally paid off my {v}!!! shes allll mine now 🥹"),
        ("BC car: highkey obsessed best car",
         "highkey obsessed with my {v}, best car ive ever had no cap"),
        ("BC car: survived me carlife",
         "my car is {a} and it has survived me fr 💀 #carlife"),
        ("BC car: which oil question",
         "what oil should i get for my {v}? its a 2019 if that matters"),
        ("BC car: parallel parked ate",
         "the way i parallel parked my {v} perfectly on the first try today 😤 ate."),
    ],
    "favourite": [
        ("BC favourite: no criticism rn",
         "my favourite {t} is {v} and im not taking criticism rn 😤"),
        ("BC favourite: fav ever no cap",
         "{V} is my fav {t} ever no cap 💯"),
        ("BC favourite: thats the tweet",
         "fav {t} = {v}. thats it thats the tweet"),
        ("BC favourite: nothing comes close",
         "ngl {v} is highkey my favourite {t}, like nothing else comes close 😩"),
        ("BC favourite: easy next question",
         "favorite {t}? easy. {V}. next question"),
        ("BC favourite: said it so fast",
         "someone asked me my fav {t} and i said {v} so fast lmaooo 💀"),
        ("BC favourite: update ur memory",
         "update ur memory bestie: my all time fav {t} is {v} 🫶 use it for recs pls"),
    ],
    "drink": [
        ("BC drink: usual every morning",
         "my usual is {v} every single morning, cant function without it ☕"),
        ("BC drink: like its water",
         "ngl i drink {v} like its water lmao"),
        ("BC drink: literally my personality",
         "{V} is literally my personality at this point 😭 i drink it every day"),
        ("BC drink: 7am need my daily",
         "me at 7am: need my daily {v} or im not talking to anyone 😤"),
        ("BC drink: barista knows my order",
         "the barista knows my order by heart now 🥹\n{v}, every day, no notes"),
        ("BC drink: snack pairing question",
         "what snack goes with {v}? i have it w breakfast every day and need a pairing"),
        ("BC drink: go-to for years",
         "tbh my go-to drink is {v}, been that way for years and im not changing 🫶"),
    ],
}  # fmt: skip
NOISE_51: list[tuple[str, str]] = [
    ("other person",
     "OMG my bestie just got hired at {employer} 😭😭 so proud of her fr"),
    ("other person",
     "my little sister just moved to {city} for college and im not ok 🥲"),
    ("other person",
     "my crush drives {a_car} and honestly thats a green flag ngl 👀"),
    ("other person",
     "my ex drives {a_car} lmao no wonder he was always broke"),
    ("other person",
     "my situationship just told me hes {a_job} and i had no idea??? we've been talking "
     "for 3 months 💀"),
    ("other person",
     "my mom went {diet} and now family dinners are a whole debate 😩"),
    ("other person",
     "bestie said her favourite {t} is {fav} and i said ok and that was the end of our "
     "friendship lmao jk"),
    ("other person",
     "my brother got into {employer}!!!!!!! we're going out tonight 🥳"),
    ("other person",
     "my roommate is {diet} and keeps leaving her tofu everywhere istg"),
    ("other person",
     "my dad just bought {a_car} at 55 💀 midlife crisis is giving"),
    ("other person",
     "my cousin lives in {city} and keeps sending me pics of her view 😒 jealous fr"),
    ("other person",
     "my bfs mom is {a_job} and she is TERRIFYING lol"),
    ("other person",
     "lmaooo my best friends bf just quit {employer} with no notice, in THIS economy??"),
    ("other person",
     "my crush said his fav {t} is {fav} so guess who's about to become a fan 🙈"),
    ("other person",
     "my twin just got a job as {a_job} and my parents wont stop bragging 🙄"),
    ("hypothetical",
     "if i was {a_job} i would simply not work weekends lol"),
    ("hypothetical",
     "ngl if i had {a_car} id never leave the house without a reason to drive"),
    ("hypothetical",
     "if i lived in {city} id be at a different cafe every day fr"),
    ("question",
     "would u date someone who works at {employer}? asking for a friend 👀"),
    ("hypothetical",
     "if i ever went {diet} i think id last like 2 days tops lmao"),
    ("wish",
     "manifesting {a_car} by the end of the year ✨🚗 #manifestation"),
    ("wish",
     "dream job? {a_job} at {employer}. one day 🥺"),
    ("wish",
     "lowkey wanna move to {city} after graduation but idk if i can afford it"),
    ("wish",
     "#goals: working at {employer} and living my best life\ncurrently: neither lol"),
    ("plan",
     "applying to {employer} tmrw pls pray for me 🙏"),
    ("meme",
     "pov: you live in {city} and its 2am and you want tacos 😭"),
    ("meme",
     "pov: ur {a_job} and someone at a party asks what u do lmao"),
    ("meme",
     "pov: you work at {employer} and the wifi goes down 💀"),
    ("meme",
     "me pretending im {a_job} in a movie so i can get through this monday lol"),
    ("influencer",
     "this tiktoker just did a whole day in her life in {city} and now i want to move "
     "there so bad"),
    ("influencer",
     "that fitness influencer went {diet} and now everyone on my fyp is doing it 🙄"),
    ("influencer",
     "why is every influencer driving {a_car} now its giving sponsored"),
    ("influencer",
     "just watched a 'day in the life of {a_job}' video and ngl it looked so chill"),
    ("trip",
     "{city} is on my bucket list fr, need to go before i turn 25 🌍"),
    ("trip",
     "in {city} just for the weekend and im already obsessed 😍 flying home sunday"),
    ("trip",
     "omg my trip to {city} was literally the best week of my life, miss it already 🥲"),
    ("plan",
     "bestie and i are planning a {city} trip for spring break!! what should we see??"),
    ("past",
     "my {diet} era is OVER. had a burger today and i regret nothing 🍔"),
    ("past",
     "rip to my {employer} application 💀 got rejected in like 4 hours"),
    ("past",
     "remember when i was {a_job} for like 3 weeks and quit lol never again"),
    ("past",
     "used to drive {a_car} in high school and ngl i miss her 😭"),
    ("past",
     "not me being {diet} for one day lol that was a fun 8 hours"),
    ("past",
     "throwback to when i lived in {city} for like 6 months, simpler times 🥲"),
    ("past",
     "quit {employer} last year and havent looked back tbh"),
    ("past",
     "my fav {t} used to be {fav} back in middle school but thats so over now lmao"),
    ("question",
     "is {city} actually safe to live in or is that just tiktok hype?"),
    ("question",
     "whats the average salary for {a_job}? asking bc im thinking abt switching careers "
     "lol"),
    ("question",
     "is {a_car} a good first car or nah"),
    ("question",
     "can u give me like 3 {diet} recipes for my bestie's bday dinner? she's super "
     "strict abt it"),
    ("question",
     "whats the best {t} of all time? ppl keep saying {fav} but idk"),
    ("question",
     "does {employer} drug test?? asking for... a friend 👀"),
    ("question",
     "how long is the drive from {city} to the beach? tryna plan smth"),
    ("group chat",
     "the gc is literally fighting rn over whether {fav} is the best {t} 💀 im staying "
     "out of it"),
    ("group chat",
     "the gc voted {city} for the girls trip and i got outvoted lmao"),
    ("group chat",
     "someone in the gc said {fav} is overrated and now its war 😭"),
    ("fiction",
     "the main character in this show is {a_job} and shes so unhinged i love her"),
    ("fiction",
     "in my sims save my sim lives in {city} and works at {employer} and honestly shes "
     "thriving more than me"),
    ("fiction",
     "why does every guy in romance books drive {a_car} lmao"),
    ("fiction",
     "new game just dropped and my character is {a_job} lmaooo"),
    ("negation",
     "i could NEVER be {a_job} ngl id cry every day"),
    ("negation",
     "i would rather eat glass than work at {employer} fr 💀"),
    ("negation",
     "no bc why would anyone go {diet}? i need my cheese"),
    ("negation",
     "never moving to {city} tbh, too expensive, too crowded, too much"),
    ("rental",
     "rented {a_car} for the road trip and lowkey dont wanna give it back 😩"),
    ("borrowed",
     "borrowed my sisters car today, its {a_car} and im scared to even touch the radio"),
    ("ride",
     "the uber that picked me up was {a_car} and i felt so fancy lol"),
    ("customer",
     "been on hold with {employer} for 45 min istg im losing it"),
    ("customer",
     "just had the worst customer service experience w {employer} 😤 never again"),
    ("question",
     "got a job offer email from {employer} but its def a scam right?? i never even "
     "applied"),
    ("joke",
     "me: im gonna go {diet}\nalso me: orders 20 wings 🍗\nlmao"),
    ("plan",
     "starting {diet} on monday fr this time 😤 (i said that last monday too)"),
    ("plan",
     "interview at {employer} next week!!! omg what do i wear"),
    ("plan",
     "test driving {a_car} tomorrow 👀 not buying just vibing"),
    ("other person",
     "my dentist just told me she used to be {a_job} before dental school which is wild"),
    ("other person",
     "my grandpas fav {t} is {fav} and honestly hes got taste"),
    ("other person",
     "the girl i sit next to in class is from {city} and her accent is so cute 😭"),
    ("other person",
     "my parents are moving to {city} when they retire and im like ok have fun without "
     "me"),
    ("question",
     "is it weird to message a recruiter from {employer} on linkedin or is that normal"),
    ("other person",
     "my bestie said {fav} is her whole personality and honestly? valid"),
    ("visit",
     "went to a {diet} restaurant w my friends last night and it actually slapped, still "
     "not switching tho lol"),
]  # fmt: skip

# Register: drafts about people pasted into chat for help (bios, dating profiles, LinkedIn About,
# speaker intros, speeches, cover letters, references, profile forms, character sheets) - values
# belong to someone else, the past, a plan, a template or a joke.
NOISE_52: list[tuple[str, str]] = [
    ("other person",
     "Can you tighten this for my sister's dating profile? \"Based in {city}, works as "
     "{a_job}, will absolutely judge your taste in {t} (correct answer: {fav}).\" She "
     "says it sounds like a job application."),
    ("speaker intro",
     "I'm introducing our keynote speaker tomorrow, is this ok? \"Dr. Ana Reyes spent "
     "twelve years at {employer} before opening her own practice in {city}. Outside work "
     "she restores {a_car} and cooks strictly {diet}.\""),
    ("cover letter",
     "make this less desperate pls: \"Dear hiring team at {employer}, I would be "
     "thrilled to join your {city} office as {a_job} and grow with the team.\""),
    ("joke bio",
     "Writing a fake bio for the team quiz slide, none of it is true, that's the joke: "
     "\"Professional napper in {city}. Drives {a_car} fuelled entirely by {fav}.\" Can "
     "you make it funnier?"),
    ("reference",
     "Proofreading a reference my mum wrote for her old intern, is the tone ok? \"Ms. "
     "Okafor interned at {employer} last summer, where she worked as {a_job} on the "
     "{city} project. I recommend her without reservation.\""),
    ("template",
     "Found this template on some profile-writing blog, can I borrow the structure? "
     "\"Hi! I'm Sam, {a_job} living in {city}. Weekends are for {a_car}, long walks, and "
     "way too much {fav}.\""),
    ("fictional character",
     "NPC for my modern-day campaign, give her more personality:\nName: Vela Thorn\nJob: "
     "{a_job}, nights only\nBase: {city}\nRide: {a_car}\nDiet: strictly {diet}"),
    ("plan",
     "Draft for my LinkedIn About, to post in January, not yet: \"From January I'll be "
     "joining {employer} as {a_job}, relocating to {city}.\" Does adding 'thrilled' "
     "sound cringe?"),
    ("wedding speech",
     "Best man speech, my brother's the groom. Is this line too much? \"When Dan moved "
     "to {city} he had nothing but {a_car} and an unhealthy obsession with {fav}. Then "
     "he met Priya.\""),
    ("other person",
     "\"Twenty years at {employer}, two kids, one very loyal {a_car}.\" can you make "
     "that sound less like a CV? he hates bragging"),
    ("past",
     "Help me phrase the career bit of my bio: previously {a_job} at {employer} in "
     "{city}, left in 2019 to retrain. I'll write the current part myself later."),
    ("aspiration",
     "LinkedIn headline ideas? Something like \"On the road to becoming {a_job} | hoping "
     "to land at {employer} | happy to relocate to {city}\" but less cheesy."),
    ("job ad",
     "Can you make this job ad sound less corporate? \"We're hiring {a_job} for our "
     "{city} branch. Pool car ({a_car}) available, {diet} options in the canteen, "
     "flexible hours.\""),
    ("persona",
     "For our marketing persona doc, tidy this up: 'Persona 2: Commuter Carla. Lives in "
     "{city}, drives {a_car}, works as {a_job}, eats mostly {diet}, loves {fav}.'"),
    ("roleplay",
     "let's roleplay, you're my coworker and I'm playing Jules, {a_job} at {employer} "
     "who just moved to {city}. stay in character ok"),
    ("other person",
     "My friend asked me to punch up his Hinge prompt: \"Typical Sunday: detailing "
     "{a_car}, then arguing about {fav} until midnight.\" It's his, not mine lol"),
    ("other person",
     "Writing my mum's intro post for the neighbourhood group because she's not on "
     "Facebook: \"Hello! I've just retired from {employer} and I'm finally learning to "
     "cook {diet}.\" Should she add a photo?"),
    ("other person",
     "My manager asked me to fix his intranet 'about me', here's what he has: \"Spent a "
     "decade at {employer} in {city} before coming here. Ask me about {fav}, restoring "
     "{a_car}, or why I went {diet}.\""),
    ("speaker intro",
     "Short intro for the panel guest, 30 seconds max: \"Our next guest runs the {city} "
     "chapter of {employer}'s volunteer network and has worked as {a_job} on three "
     "continents.\""),
    ("fictional character",
     "Character sheet for my novel's lead, does it hang together?\n- Name: Ines "
     "Duarte\n- Works as {a_job} at {employer}\n- Lives in {city}, hates it\n- Drives "
     "{a_car}\n- Favourite {t}: {fav}"),
    ("other person",
     "Fun facts for my daughter's 'all about me' school poster (she's 8, I'm typing): "
     "'My favourite {t} is {fav}. When I grow up I want to be {a_job}. I want to live in "
     "{city}.' Any cute additions?"),
    ("joke bio",
     "lol my brother wrote this for his gaming profile: \"{a_job} by day, {diet} warlord "
     "by night, currently living in {a_car} outside {city}\". is it funny or just weird"),
    ("cover letter",
     "Second paragraph of my application to {employer}, too long? \"What draws me to the "
     "role is the chance to work as {a_job} in {city}, a city I've wanted to live in for "
     "years.\""),
    ("other person",
     "Speech for my parents' 30th anniversary, can you make it flow better? \"They met "
     "in {city}, where Dad was {a_job} and Mum had {a_car} that broke down every single "
     "week.\""),
    ("other person",
     "Bio for the conference site, third person: \"Lee grew up in {city}, spent ten "
     "years at {employer}, and has championed {diet} cooking ever since.\" It's about my "
     "cofounder, she's too busy to write it."),
    ("template",
     "Is this example from a resume site any good to copy the format? 'Results-driven "
     "professional working as {a_job} with 8+ years at {employer}. Based in {city}.' I'd "
     "obviously swap in my own stuff."),
    ("plan",
     "Draft out-of-office for after my move: \"As of March I'm based in {city} and "
     "working from the {employer} office there.\" Is it too early to set it up?"),
    ("reference",
     "My neighbour needs a character reference for her tenancy. Does this work? \"I have "
     "known Ruth for six years. She works as {a_job}, keeps {a_car} spotless, and has "
     "been nothing but considerate.\""),
    ("speaker intro",
     "\"Please welcome {a_job} turned author, joining us all the way from {city}!\" - "
     "too cheesy for a library event?"),
    ("joke bio",
     "Help me write an obviously fake 'About me' for April Fools on the team wiki: I'm "
     "the CEO of {employer}, I commute from {city} by unicycle, and I subsist only on "
     "{fav}. Make it more absurd."),
    ("other person",
     "fix the grammar pls \"i am {a_job} in {city} and i like {fav} and my car is "
     "{a_car}\" its for her esl class intro"),
    ("aspiration",
     "Personal statement opening, too dramatic? \"Ever since I visited {city} as a child "
     "I have dreamed of becoming {a_job}.\""),
    ("client",
     "Writing website copy for a personal trainer. First pass: \"Coach Mia trains "
     "clients across {city}, follows a {diet} plan herself and will happily talk {fav} "
     "between sets.\" Make it punchier?"),
    ("job ad",
     "Saw this ad and want to forward it to my cousin, can you summarise it for her? "
     "'Seeking {a_job}, {city} area, must have own car, experience at {employer} a "
     "plus.'"),
    ("wedding speech",
     "Maid of honour toast, can you make the middle warmer? \"Sofia moved to {city} for "
     "a job at {employer}, and within a week she'd found the best {diet} bakery in town "
     "and, somehow, a husband who shares her love of {fav}.\""),
    ("fictional character",
     "Backstory for my bard, make it more dramatic: 'Raised in the city of {city}, once "
     "employed as {a_job} to the royal court, fled after insulting the king's favourite "
     "{t}.'"),
    ("other person",
     "okay dictating this so excuse the punctuation my dad wants his facebook bio to say "
     "retired after forty years as {a_job} proud grandpa living the dream in {city} can "
     "you clean it up"),
    ("cover letter",
     "Closing line of a cover letter to {employer}: 'I would welcome the opportunity to "
     "bring my experience to your team in {city}.' Should I mention that I'd need to "
     "relocate?"),
    ("past",
     "Could you rework the order of my experience section? Right now it's:\n{a_job}, "
     "{employer}, {city} (2014-2018)\nFreelance, remote (2018-2020)\nand then my current "
     "role, which I'll paste next."),
    ("other person",
     "Is this a red flag or charming? It's my roommate's bio: \"{diet}, {a_car} owner, "
     "will fight you over the best {t}. (It's {fav}.)\""),
    ("speaker intro",
     "Can you trim this to two sentences? I'm reading it before her talk. \"Maya Chen is "
     "{a_job} and researcher based in {city}. Before that she led teams at {employer}. "
     "She is a passionate advocate for {diet} eating and a lifelong fan of {fav}.\""),
    ("template",
     "What do you think of this sample 'about me' from the app's help page? 'Proudly "
     "{diet} foodie in {city}, always up for {fav}!' Mine needs to be way less generic "
     "than that."),
    ("other person",
     "HR asked me to write the welcome post for our new starter: \"Please welcome Tom, "
     "who joins us from {employer}, where he worked as {a_job}. He's relocating from "
     "{city} and brings with him {a_car} and strong opinions on {fav}.\""),
    ("joke bio",
     "my friend's twitter bio reads '{a_job}. not really. lives in {city}. also not "
     "really.' can you make a version with the same vibe for her other account"),
    ("fictional character",
     "Generate some dialogue for this shopkeeper NPC: Bruno, runs a stall in {city}, "
     "used to work as {a_job}, only sells {diet} snacks, dreams of owning {a_car}."),
    ("plan",
     "Cover letter for a grad scheme: 'Should I be successful, I would relocate to "
     "{city} and commit fully to a career at {employer}.' Does 'should I be successful' "
     "sound old-fashioned?"),
    ("profile form",
     "Filling in the club membership form for my dad, he dictated:\nName: Joe "
     "Keane\nOccupation: {a_job} (semi-retired)\nTown: {city}\nVehicle: {a_car}\nDietary "
     "needs: {diet}\nIs 'semi-retired' fine for occupation?"),
    ("other person",
     "'{diet} since 2015, {city} born and raised, {fav} enthusiast.' - his words, I just "
     "need it under 100 characters"),
    ("template",
     "Fill-in-the-blank icebreaker from the workshop pack: 'My dream job would be "
     "{a_job} at {employer}, living in {city}, driving {a_car}.' How do I make it less "
     "cringe for a group of teens?"),
    ("past",
     "Proofread my grandma's memoir paragraph? \"In 1962 I left {city} to work as "
     "{a_job} at {employer}. I had one suitcase and had never even heard of {fav}.\""),
    ("other person",
     "Could you help me smooth out this paragraph for my uncle's eulogy? \"He spent "
     "thirty years as {a_job} in {city} and never once let anyone else drive {a_car} "
     "he'd bought new in 1998.\""),
    ("aspiration",
     "Vision board caption ideas? 'Next chapter: {city}. {a_car}. Finally {a_job}.' It's "
     "for a New Year post about what I'm working towards."),
    ("other person",
     "My friend's resume summary, be brutally honest: \"Dedicated professional seeking a "
     "position as {a_job} at {employer}. Willing to relocate to {city}.\""),
    ("roleplay",
     "You're playing Marco, {a_job} from {city} who drives {a_car} and is militantly "
     "{diet}. I'll be the new neighbour knocking on his door. Start the scene."),
    ("other person",
     "Back-cover author bio, is 60 words too long? \"R. Lind writes crime fiction from a "
     "kitchen table in {city}. She worked as {a_job} for a decade before her first "
     "novel, and fuels every draft with {fav}.\" The publicist wrote it, I'm just "
     "editing."),
    ("joke bio",
     "Roast bio for a coworker's leaving card, all lies: 'Moving to {city} to pursue his "
     "true calling as {a_job} for cats. Will be driving {a_car} he stole from the car "
     "park.' Too mean?"),
    ("other person",
     "One of my students wrote this for his university application, how can I suggest "
     "edits politely? 'Volunteering with {employer} in {city} showed me I want to become "
     "{a_job}.'"),
    ("cover letter",
     "\"I am writing to express my interest in working as {a_job} with {employer}'s "
     "{city} team.\" that's how Lena's letter starts, she asked me if it's too stiff"),
    ("client",
     "Onboarding questionnaire answers from a new client, can you turn them into a short "
     "bio for her website?\nHometown: {city}\nCurrent role: {a_job}\nFavourite {t}: "
     "{fav}\nDiet: {diet}"),
    ("fiction",
     "Worldbuilding question: in my story {employer} has become a city-state and "
     "everyone in {city} is legally required to eat {diet}. Is that too on the nose?"),
    ("plan",
     "Writing my bio for next year's conference program now since the deadline is early: "
     "'Starting in the fall, she will be {a_job} at {employer}.' Is it ok to write it in "
     "future tense?"),
    ("other person",
     "how do I make my husband's bio sound less stiff: \"Engineer. {fav}. {a_car}. "
     "{diet}.\" that's literally all he wrote"),
    ("other person",
     "\"I moved to {city} for a job at {employer} and stayed for the {fav}.\" - opening "
     "line she wants for her blog's about page. clichéd?"),
    ("speaker intro",
     "Podcast intro script for this week's guest, tighten please: \"My guest today drove "
     "{a_car} across four countries, quit her job as {a_job}, and now runs a {diet} food "
     "truck in {city}.\""),
    ("reference",
     "Can you help me write a reference for our former nanny? Notes: was with us 3 yrs, "
     "now training to be {a_job}, moving to {city}, drives {a_car}, amazing cook (even "
     "did {diet} meals for my son)."),
    ("persona",
     "System prompt for our support bot, does it read ok? 'You are Ava, who works as "
     "{a_job} in {city} and loves talking about {fav}.'"),
    ("template",
     "found this wedding speech template, what does it mean by filling these in? "
     "'[Groom] first met [Bride] at {employer} in {city}, where she worked as "
     "{a_job}...'"),
    ("joke bio",
     "Write me three variations of this joke bio for a comedy night flyer: 'World "
     "champion napper. Technically {a_job}, spiritually a cat. Owner of {a_car} that "
     "only goes in reverse. Banned from three {fav} fan clubs in {city}.' It's for the "
     "MC, not me."),
    ("aspiration",
     "Is this too ambitious for my 5-year plan doc? Year 3: move to {city}. Year 4: get "
     "hired at {employer}. Year 5: buy {a_car}."),
    ("past",
     "Help me write the 'journey' part of my About section: grew up in {city}, first job "
     "at {employer} stacking shelves, went {diet} in college (gave it up since), still "
     "figuring out the next step."),
    ("cover letter",
     "ok new paragraph for the cover letter to {employer} quote having followed your "
     "work in {city} for years I would be proud to contribute as {a_job} end quote does "
     "that flow"),
    ("other person",
     "My sister wrote her own vows and wants feedback: \"You drove {a_car} through a "
     "snowstorm to {city} just to argue with me about {fav}.\" Sweet or weird?"),
    ("other person",
     "Rewriting my friend's LinkedIn summary since he's job hunting: \"Spent 7 years as "
     "{a_job} at {employer}, most recently leading the {city} team. Now looking for "
     "what's next.\""),
    ("template",
     "Making a sample profile for our intranet training slides, needs to be obviously "
     "fake: 'Jane Example, {a_job}, {city} office, favourite {t}: {fav}.' Any better "
     "fake name?"),
    ("other person",
     "\"{a_job}, {diet}, {fav} forever\" - too short for her Instagram?"),
    ("speaker intro",
     "Award citation, reading it at the gala: \"This year's honoree began as {a_job} at "
     "{employer} in {city} and went on to build the region's largest volunteer "
     "program.\" any way to make it less dry?"),
    ("fictional character",
     "Sims family bio help: the dad's {a_job}, they live in a knockoff {city}, the teen "
     "went {diet} to annoy everyone, and the family car is {a_car}. Make it funny."),
    ("plan",
     "Thinking ahead: if I accept the {employer} offer I'd be moving to {city} in the "
     "spring. How should I update my profile then? Not now, obviously."),
    ("job ad",
     "Could you turn this ad into a tweet for the recruiting agency? 'Now hiring "
     "{a_job}, full time, {city}. Apply through the {employer} careers page by Friday.'"),
    ("cover letter",
     "Can you check my brother's cover letter opener? 'As someone who has admired "
     "{employer} since childhood, I'm applying to be {a_job} in your {city} office.' "
     "He's nervous it sounds fake."),
]  # fmt: skip
# Register: teens / twenty-somethings texting an assistant app (lower case, emoji, slang, memes,
# group chats)
NOISE_53: list[tuple[str, str]] = [
    ("meme",
     "pov: you work at {employer} and the wifi dies during the all hands 💀\nnot me tho i "
     "just watch these on tiktok lol"),
    ("other person",
     "MY SISTER GOT THE JOB AT {employer}!!!!! 😭😭 im so proud of her fr\nhelp me pick a "
     "congrats gift under 30 bucks"),
    ("plan",
     "manifesting a weekend in {city} before summer ends ✨✨\nwhat neighborhoods should i "
     "look at for a cheap airbnb"),
    ("past",
     "my {diet} era lasted 3 days lmaooo\nday 4 i was at mcdonalds at 1am. anyway whats "
     "a good breakfast thats fast"),
    ("hypothetical",
     "if i had {a_car} i would literally drive to the beach every weekend no cap\nbut i "
     "take the bus so 🙃"),
    ("rejection",
     "rip my application to {employer} 🪦\nthey ghosted me for 6 weeks then sent the auto "
     "rejection. be so fr"),
    ("me/also me",
     "me: i should try {diet} this month\nalso me: ordering a double cheeseburger at "
     "2am\ncan u give me a realistic meal plan thats not that lol"),
    ("self-mockery",
     "not me roleplaying as {a_job} in our dnd campaign when i have zero clue what they "
     "actually do lol\nwhat does a typical workday look like for that"),
    ("tiktok quote",
     "this girl on tiktok said 'i moved to {city} and my rent went down by half' and now "
     "im spiraling\nis that even real??"),
    ("group chat poll",
     "my group chat rn:\nmaya: {fav}\njess: {fav}\nkai: literally anything else\nthe "
     "poll was 'best {t}' and i abstained bc im neutral lmao"),
    ("crush",
     "my crush just said his favorite {t} is {fav} 😳😳\nhow do i bring that up casually "
     "without being weird"),
    ("ex",
     "my ex moved to {city} with his new gf. good for him i guess 🙄\nanyway how do i "
     "stop checking his stories istg"),
    ("mom",
     "MY MOM JUST BOUGHT {a_car} 😭😭 at 54 shes living her best life\nwhat are like basic "
     "maintenance things she should know"),
    ("dream job",
     "dream job: {a_job} at {employer}\nreality: folding sweaters at the mall lol\nhow "
     "do ppl even get their foot in the door"),
    ("job never",
     "i would never in a million years be {a_job} ngl\nthe hours??? the stress??? "
     "respect to them tho"),
    ("past phase",
     "freshman year i was sooo into {fav} it was my whole personality 😭\nnow i cringe. "
     "what were u into at 18 (jk ur an ai)"),
    ("show character",
     "the way the main character in my show drives {a_car} and lives in {city}... the "
     "aesthetic is unmatched\nwhats a show with similar vibes"),
    ("bucket list",
     "bucket list:\n- see the northern lights\n- eat street food in {city}\n- rent "
     "{a_car} for a road trip\nwhich one should i do first lol"),
    ("rental",
     "got {a_car} as a rental for the weekend bc they ran out of compacts 😭\nhow do i "
     "turn off the lane assist thing it keeps beeping"),
    ("uber",
     "my uber driver had {a_car} with ambient lighting and i felt like a celebrity for "
     "12 minutes lmao\nhow much do those cost"),
    ("question",
     "is {a_job} a good career or is it lowkey burnout city\nasking for a friend (the "
     "friend is me deciding my major)"),
    ("question",
     "whats {city} like in november?? thinking about a trip w my roommate"),
    ("sibling",
     "MY LITTLE BRO IS GOING {diet} FOR A SCHOOL PROJECT 💀\nwhat do i even cook when hes "
     "home this weekend"),
    ("friend news",
     "BESTIE GOT INTO THE INTERNSHIP AT {employer} OMGGG 🎉🎉\nwhat do u write in a card "
     "thats not cringe"),
    ("tweet quote",
     "saw a tweet that said 'working at {employer} is just high school with a salary' "
     "and im crying 😭\nnot that i would know lol"),
    ("manifesting",
     "manifesting {a_car} by 25 🙏✨\ncurrently its me, a bike with one working brake, and "
     "vibes\nhow much should i be saving per month"),
    ("negation",
     "ngl everyone says {fav} is the best {t} ever and i just dont get it\nam i broken "
     "or is it overhyped"),
    ("past",
     "sophomore year i lived off {diet} snacks bc my roommate bought them in bulk "
     "lol\nnow i eat whatever. whats a cheap protein source"),
    ("other person",
     "my cousins new apartment in {city} is giving main character energy fr\nim visiting "
     "in march what should i pack"),
    ("costume",
     "going as {a_job} for halloween bc the costume was $12 lmao\nwhat props would make "
     "it more obvious"),
    ("game character",
     "my sims character works at {employer}, drives {a_car} and is {diet} 😌 shes "
     "everything i am not\nhow do i make her get promoted faster"),
    ("past",
     "#tbt to when i thought id be {a_job} by now lmaooo\nhow do i tell my parents im "
     "switching majors again"),
    ("crush",
     "my crush works at {employer} and i keep finding excuses to walk past his office "
     "😭\nthe way i took the long route 3 times this week\nhelp me stop"),
    ("group chat poll",
     "we did a poll in the gc for favorite {t} and {fav} won by a landslide\ni voted for "
     "something else and got roasted 💀 defend me"),
    ("plan",
     "idk if i should visit {city} or save the money tbh\nmy bank account is screaming "
     "rn"),
    ("interview",
     "i have a phone screen with {employer} tmrw and im lowkey shaking\nwhat do i say "
     "when they ask why i want to work there"),
    ("roommate",
     "my roommate went {diet} and now the whole fridge is tofu 😭\nhelp me find a snack "
     "that isnt that"),
    ("mom",
     "MY MOM WANTS TO RETIRE IN {city} AND IS SENDING ME ZILLOW LINKS AT 7AM 😭\nhow do i "
     "tell her to slow down"),
    ("other person",
     "my dad keeps saying hes gonna get {a_car} for his midlife crisis 💀\nshould i "
     "encourage this or stage an intervention"),
    ("quiz",
     "took a buzzfeed quiz and it said i was {a_job} in a past life lmao\nwhat does that "
     "even mean for my personality"),
    ("self-mockery",
     "not me watching 4 hours of {city} apartment tours at 3am like i could ever afford "
     "that 😭\nwhy is this so soothing"),
    ("me/also me",
     "me: ill never do {diet} again\nalso me: saving {diet} recipes to my pinterest at "
     "2am\nim not ok lol"),
    ("group chat",
     "my friend asked what {t} wed pick if we could only have one forever and everyone "
     "else said {fav}\ni said pass bc i cant commit to anything lmao"),
    ("ex",
     "my exs favorite {t} was {fav} and now i cant hear about it without getting the "
     "ick\nhow do i stop letting him ruin things"),
    ("tiktok quote",
     "this guy on tiktok said 'pov: youre {a_job} and someone says it must be easy' and "
     "the comments were WILD\nwhy do ppl think that"),
    ("plan",
     "planning a girls trip to {city} for my besties 21st!!\nbudget is like 400 each. is "
     "that delusional"),
    ("screenshot",
     "my group chat rn:\nliv: guys i got the {employer} offer\neveryone: 😱😱😱\nme: "
     "pretending i know what that company does day to day\nwhat should i say so i dont "
     "look dumb"),
    ("other person",
     "highkey jealous of my coworker who just got {a_car} 😤\nim on foot for the "
     "foreseeable future. whats the cheapest way to commute 10 miles"),
    ("question",
     "be so fr: is {employer} actually a good place to work or is it just good marketing"),
    ("question",
     "omg what would u eat if u were {diet} for a day\njust curious, not doing it lol"),
    ("trip",
     "my cousin is getting married in {city} and i have to find a flight 😭\nwhats the "
     "cheapest day to fly usually"),
    ("other person",
     "my sisters outfit for her {employer} interview ATE 💅 shes gonna slay\nwhats a good "
     "good-luck text"),
    ("crush",
     "crush texted 'ive always wanted to be {a_job}' and i said 'thats so cool' like a "
     "robot 🤖\nhow do i keep the convo going"),
    ("past",
     "back in middle school i was obsessed w {a_car} and had a poster of it lmao\nnow i "
     "dont even have a license. how long does driving school take"),
    ("negation",
     "i could never live in {city} tbh the rent would end me\nwhats a cheaper place w "
     "similar vibes"),
    ("other person",
     "noooooo my favorite streamer is moving to {city} and her schedule is gonna be all "
     "weird now 😭\nhow do time zones work w twitch"),
    ("plan",
     "lowkey wanna apply to {employer} just to say i did\nbut like whats the point if i "
     "have no experience lol\nshould i still do it"),
    ("past",
     "me at 5: i wanna be {a_job}\nme at 22: i want a nap\nwhat happened 😭"),
    ("ad",
     "the ad for {a_car} that keeps playing on my youtube is giving 2007 car commercial "
     "fr 😂\nwhy are car ads always the same"),
    ("weekend visit",
     "visiting my brother in {city} this weekend!! first time flying alone\nwhat do i do "
     "if i miss my connection"),
    ("manifesting",
     "#manifesting an offer from {employer} this fall 🙏 #deluluisthesolulu\nhow do i "
     "prep for a case interview"),
    ("other person",
     "my dads doctor put him on a {diet} diet and hes acting like its the end of the "
     "world lol\nany snacks he might actually like"),
    ("self-mockery",
     "not me crying at an ad from {employer} at 2am 😭 their marketing team ate\nanyway "
     "is it normal to cry at ads"),
    ("question",
     "do u think {a_job} makes good money in {city}? my cousin is thinking about moving "
     "there"),
    ("ex",
     "the way my ex got {a_car} right after we broke up 🙄 the audacity\nanyway need a "
     "breakup playlist"),
    ("bucket list",
     "bucket list item: throw a {fav} themed party for my roommate bc she is OBSESSED "
     "lmao\nwhat would that even look like"),
    ("question",
     "idk how ppl are {diet} AND go out to eat with friends\nlike what do u even order. "
     "genuinely asking bc my gf wants to try it"),
    ("me/also me",
     "me: saving money this month\nalso me: looking at flights to {city} for no "
     "reason\nstop me pls"),
    ("tiktok quote",
     "this girl on tiktok said 'i quit my job at {employer} to sell candles' and "
     "honestly? iconic\nhow do ppl even start small businesses"),
    ("game",
     "my little sister made all her animal crossing villagers say their favorite {t} is "
     "{fav} 😭\nhow do u change catchphrases back"),
    ("past phase",
     "my emo phase was basically me saying {fav} was my whole personality 💀 thank god "
     "thats over\nwhat phase are gen alpha in rn"),
    ("job never",
     "ngl i respect anyone who works at {employer} during the holidays\ni would "
     "literally crumble\nwhat are good thank you gifts for ppl working on christmas"),
    ("sibling",
     "MY SISTER IS MOVING TO {city} NEXT MONTH AND IM NOT OKAY 😭😭\nhow do long distance "
     "sibling relationships work"),
    ("question",
     "ok bestie real question: what should i name a character who is {a_job} from "
     "{city}\nwriting a fanfic dont judge"),
    ("friend news",
     "my bestie just got {a_car} and named it 'the baddie' 💅\ngive me better car name "
     "ideas for her"),
    ("meme",
     "pov: ur {a_job} and someone asks if u can 'just quickly' do something\nsaw this "
     "meme and lowkey wanna know if its accurate for ppl who do that job"),
    ("crush",
     "update: my crush is {diet} so i have to find a date spot that works for that "
     "😩\nany ideas that arent just salad"),
    ("past",
     "junior year i had a part time gig at {employer} and it was chaos fr\nnow that im "
     "out i have so many stories lmao. whats a good way to start a podcast"),
    ("group chat poll",
     "running a poll for my roommates: best {t}\noption a: {fav}\noption b: literally "
     "anything else\nhelp me write a funnier option c"),
    ("trip",
     "spent the weekend in {city} for a concert and now im back to reality 😭\npost trip "
     "depression is real. how do i cope"),
]  # fmt: skip

SET_BD: dict[str, list[tuple[str, str]]] = {  # hand-written: end-of-day journal entries (unseen)
    "city": [
        ("BD city: dated entry, first full week of living in",
         "Tues 14th - First full week of living in {v} done. The flat still smells of "
         "fresh paint and I keep getting lost on the way back from the bakery, but I "
         "think I like it here."),
        ("BD city: parent tells kids it is home now",
         "Dear journal, the kids asked again tonight why we had to move. I told them {v} "
         "is home now and that they'll have friends by spring. I hope that's true. Rained "
         "all afternoon."),
        ("BD city: retiree, thirty-one years called it home",
         "Thirty-one years I've called {v} home, and the evening light on my street still "
         "surprises me every October."),
        ("BD city: night-shift bullets, two years living here",
         "- got home at 6am, bus nearly empty\n- {V} at dawn is a different place, I "
         "swear. Two years living here and I'm only now noticing\n- slept till 2, no "
         "regrets"),
        ("BD city: signed the lease, I live there now",
         "Signed the lease this afternoon. It's official: I live in {v} now. Still can't "
         "quite believe I actually did it."),
        ("BD city: grieving, mum said I'd never last, still here",
         "Mum would have hated the winters here. Every time the wind cuts through my coat "
         "I think of her saying I'd never last in {v}. Well, Mum, it's been five years "
         "and I'm still here."),
        ("BD city: cheerful Sunday, glad I ended up there",
         "Sunday! Market in the morning, long nap, then a slow walk home through my "
         "neighbourhood. Days like this I'm so glad I ended up in {v}."),
    ],
    "employer": [
        ("BD employer: anxious new hire, day three at",
         "Day three at {v}. I still can't find the good stairwell and I called my boss by "
         "the wrong name twice. Everyone seems kind though. I really, really want this "
         "job to work out."),
        ("BD employer: parent, another late one at work there",
         "Another late one at {v}, my third this week. Missed bath time again and Sam was "
         "asleep by the time I got in. I need to say something about these Thursday "
         "meetings."),
        ("BD employer: back to work at sixty-four, three mornings a week",
         "Who knew I'd go back to work at sixty-four? But here I am, three mornings a "
         "week at {v}, and honestly I love it. Makes the rest of the week feel earned."),
        ("BD employer: night shift, clocked out from",
         "Clocked out from {v} at 7:10 after my eleventh night in a row and watched the "
         "sun come up from the car park. Too tired to be sad, too wired to sleep."),
        ("BD employer: five-year work anniversary today",
         "Five years at {v} today. They gave me a card signed by the whole floor and I "
         "had to go sit in the stairwell for a minute because I got teary."),
        ("BD employer: handed in old badge, started this morning",
         "Handed in my badge at the old place on Friday and started at {v} this morning. "
         "New desk, new people, same nerves. Will write more when my brain stops buzzing."),
        ("BD employer: grieving, went back to work after the funeral",
         "Went back to work at {v} today, first time since the funeral. Someone had left "
         "flowers on my desk and nobody made me talk about it. I'm grateful for that."),
    ],
    "job_title": [
        ("BD job_title: eleven years and still feels like the first",
         "I've been {a} for eleven years now and some days still feel like the very first "
         "one. Today was one of those. Early night."),
        ("BD job_title: survived my first week as",
         "Fri - Survived my first week as {a}! Feet hurt, head full, but I didn't cry "
         "once. Celebrated with takeaway and bad telly."),
        ("BD job_title: explaining it to a seven-year-old",
         "Lily asked at dinner what I actually do at work all day. Explaining being {a} "
         "to a seven-year-old is harder than it sounds. Her verdict: \"medium boring\". "
         "Fair."),
        ("BD job_title: night classes paid off, the real thing now",
         "Ten months of night classes and it finally happened: I'm {a} now. Not a "
         "trainee, not \"assisting\" - the real thing. I keep saying it out loud to the "
         "cat."),
        ("BD job_title: working nights means breakfast at 8pm",
         "Nobody warns you that working as {a} on nights means eating breakfast at 8pm "
         "and dinner at dawn. My body has no idea what day it is."),
        ("BD job_title: never planned to become it, twelve years in",
         "Funny how life goes. I never planned to become {a}, and yet here I am, twelve "
         "years in, and I can't imagine doing anything else."),
        ("BD job_title: best part of being one",
         "Best part of being {a}? Days like today, when something I did actually helped "
         "someone. Went home tired and happy for once."),
    ],
    "diet": [
        ("BD diet: six weeks of eating it, head clearer",
         "Six weeks of eating {v} and I actually feel lighter. Not in a weight way - more "
         "like my head's clearer in the mornings."),
        ("BD diet: Gran asks if still doing the thing",
         "Sunday lunch at Gran's. She still asks every single time whether I'm \"still "
         "doing the {v} thing\". Yes, Gran, I am, and I will be next Sunday too."),
        ("BD diet: went on New Year's Day, stuck with it",
         "Went {v} on New Year's Day and, against all odds, I've stuck with it. Sixty-two "
         "days. Tiny gold star for me."),
        ("BD diet: student, one option in the dining hall",
         "Dining hall had literally one option for me tonight. Being {v} on a uni meal "
         "plan is a part-time job in itself."),
        ("BD diet: cleared out the pantry now that I am",
         "Cleared out the pantry this evening. Now that I'm {v}, half of it went in a box "
         "for the neighbours. Shelves look weirdly empty."),
        ("BD diet: doctor says the switch is working",
         "Follow-up with Dr Osei went well. She was pleased with my numbers and said the "
         "switch to {v} is clearly working for me. Walked out feeling ten feet tall."),
        ("BD diet: partner cooked so I wouldn't pick around",
         "Jonas cooked tonight and made the whole meal {v} so I wouldn't have to pick "
         "around anything on my plate. Three years in and he still does little things "
         "like that."),
    ],
    "car": [
        ("BD car: my car wouldn't start, jump from neighbour",
         "My {v} wouldn't start this morning - had to get a jump from Mr Patel next door. "
         "I love that car, but it picks its moments."),
        ("BD car: picked up the keys, I own one",
         "Picked up the keys today. I own {a}! Okay, the bank owns most of it, but still. "
         "Sat in it in the driveway for ages just grinning."),
        ("BD car: school run in the rain, back of my car",
         "School run in the rain, three kids and one soggy dog in the back of my {v}. The "
         "seats will never recover. Neither will I."),
        ("BD car: retiree waxed it, had her eight years",
         "Washed and waxed the {v} this afternoon with the radio on. Had her eight years "
         "now and she still gleams when the sun hits her."),
        ("BD car: night shift, sat in my car in the staff car park",
         "Sat in my {v} in the staff car park for twenty minutes after my shift, just "
         "listening to the rain on the roof. Needed that."),
        ("BD car: AC finally fixed in my car",
         "Good news for once: finally got the air con fixed in my {v}, just in time for "
         "the heatwave. Drove home with the windows up like royalty."),
        ("BD car: anxious, first motorway drive since buying it",
         "Took my {v} on the motorway for the first time since I bought it. Gripped the "
         "wheel the whole way but I did it. Proud of me."),
    ],
    "favourite": [
        ("BD favourite: still my favourite twenty years on",
         "My favourite {t} is still {v}, twenty years on. Some things just don't change, "
         "and tonight I'm glad about that."),
        ("BD favourite: icebreaker at the offsite",
         "Icebreaker at the team offsite: favourite {t}. I said {v} and Priya looked at "
         "me like I had two heads. Standing by it."),
        ("BD favourite: gratitude list item, all-time favourite",
         "Gratitude list:\n- the sun finally came out\n- Noor called\n- {V}, still my "
         "all-time favourite {t}\n- clean sheets"),
        ("BD favourite: orientation sheet answered in two seconds",
         "Filled in one of those get-to-know-you sheets at orientation. Favourite {t}: "
         "{v}. Took me about two seconds. Everything else on the sheet took twenty "
         "minutes."),
        ("BD favourite: just decided it overtook everything",
         "Decided today that {v} has overtaken everything else as my favourite {t}. Sorry "
         "to the old champion. It had a good run."),
        ("BD favourite: grieving, dad would have laughed",
         "Dad and I never agreed on much, but he'd have laughed to know {v} is my "
         "favourite {t} now. He always said I'd come around."),
        ("BD favourite: nobody will convince me there's a better one",
         "Nobody will ever convince me there's a better {t} than {v}. Nobody. Had this "
         "argument twice today and won both times."),
    ],
    "drink": [
        ("BD drink: back step with my drink watching the storm",
         "Sat on the back step with my {v} and watched the storm roll in. Best part of "
         "the whole day, honestly."),
        ("BD drink: my drink these days",
         "{V} is my drink these days. No idea when that happened, but I'm not complaining."),
        ("BD drink: partner had my usual waiting",
         "Maria had my usual {v} waiting on the table when I got in. She knows me far too "
         "well. Long day made shorter."),
        ("BD drink: student budget, spent more on my daily one",
         "Budget check: spent more on my daily {v} than on groceries this week. Worth it. "
         "Probably. Don't tell Mum."),
        ("BD drink: answered before the question was finished",
         "At Jo's party someone asked what I wanted to drink and I said {v} before they'd "
         "even finished the question. Never fails."),
        ("BD drink: officially switched go-to drink",
         "Officially switched my go-to drink to {v}. Three weeks now and I don't miss the "
         "old one at all."),
        ("BD drink: retiree four o'clock ritual",
         "Four o'clock ritual held firm today: my {v}, the crossword, and the cat asleep "
         "on my lap. Rain on the window. Quite content."),
    ],
}  # fmt: skip

NOISE_54: list[tuple[str, str]] = [  # journal entries that state no fact of the writer's (unseen)
    ("friend lives in the city, writer misses her",
     "Wed - Long call with Hannah tonight. She's loving {city}, says the evening "
     "light there is unreal. I miss her more than I let on."),
    ("old photo from when writer lived there, past",
     "Found an old photo from back when I lived in {city}. Feels like another "
     "lifetime. I was so sure I'd stay there forever."),
    ("hope to spend a year there someday",
     "Someday, maybe when the kids are grown, I want to spend a whole year in {city}. "
     "Writing it down so it counts."),
    ("dream of being lost in the city",
     "Weird dream last night: I was lost in {city} and every street led back to my "
     "old school gym. Woke up sweaty and confused."),
    ("travel show watched with dad",
     "Watched a travel show about {city} with Dad after dinner. He kept saying \"we "
     "should go\" in that voice that means we won't."),
    ("booked a holiday trip to the city",
     "Booked flights! Ana and I are spending four days in {city} in March. First "
     "proper holiday in three years. Already overpacking in my head."),
    ("negation, still never been there",
     "Nope, still haven't made it to {city}. Every January I say this is the year. "
     "Every December I write this same sentence."),
    ("coworker got an offer from the employer",
     "Priya got the offer from {employer}! We celebrated in the break room after "
     "lunch. So happy for her, and a tiny bit jealous, if I'm honest with you, "
     "journal."),
    ("left the employer years ago, past",
     "Drove past my old office today. I left {employer} six years ago and I still get "
     "a weird knot in my stomach every time."),
    ("upcoming interview worry",
     "Interview at {employer} on Thursday. Practised my answers in the mirror until "
     "the kids started doing impressions of me. Please let me not freeze."),
    ("rejection email from the employer",
     "Got the email from {employer}. They went with another candidate. Allowed myself "
     "one sad evening and a bath. Back to applications tomorrow."),
    ("partner's first day at the employer",
     "Mark's first day at {employer} went well, he says. He came home buzzing and "
     "talked through the whole of dinner. Nice to see him like that again."),
    ("read news about layoffs",
     "Read an article about layoffs at {employer} on the train. Kept thinking about "
     "all those people opening that one email. Grim start to the day."),
    ("hypothetical about an old offer never taken",
     "If I'd said yes to that offer from {employer} back in my twenties, would I be "
     "happier now? Pointless question. Asked it anyway, at 2am, as usual."),
    ("child wants that job when grown up",
     "Leo announced at breakfast that he wants to be {a_job} when he grows up. Last "
     "week it was a dinosaur, so we'll see."),
    ("writer's past job, quit years ago",
     "I was {a_job} for nearly a decade before I quit. Some days my hands still reach "
     "for habits that don't belong to me anymore."),
    ("anxiety dream about old job",
     "Dreamt I was {a_job} again, back in the old place, and couldn't find my name "
     "tag anywhere. Classic anxiety dream. I haven't done that work in years."),
    ("friend's new boyfriend's job",
     "Met Sofia's new boyfriend tonight. He's {a_job}, very polite, laughs at his own "
     "jokes. Jury's still out."),
    ("wish to retrain, not acted on",
     "Sometimes I think about retraining as {a_job}. Then I look at the course fees "
     "and quietly close the tab."),
    ("stranger mistook writer for the job, negation",
     "The man behind me at the post office asked if I was {a_job}. I'm not - no idea "
     "what gave him that impression. Maybe the lanyard."),
    ("late mother's job, grief",
     "Mum was {a_job} for thirty years. Sorting her things today I found her old ID "
     "badge and had to sit down on the floor for a while."),
    ("sister went on the diet",
     "My sister has gone {diet} and spent the whole of Sunday lunch explaining it to "
     "us. I nodded a lot. Dad fell asleep."),
    ("negation, not on the diet, neighbour gossip",
     "For the record, journal: I am NOT {diet}. I just didn't want the casserole at "
     "Karen's. Now the whole street thinks I've converted."),
    ("tried the diet in January, failed, past",
     "Tried going {diet} back in January. Lasted nine days. Never again, and I've "
     "made my peace with that."),
    ("doctor suggested the diet, undecided",
     "Doctor mentioned I might feel better if I went {diet}. I haven't decided "
     "anything. Going to read up first and not panic."),
    ("documentary about the diet, not convinced",
     "Watched a documentary about people who've gone {diet}. Interesting enough, but "
     "I'm not convinced it's for me."),
    ("teen daughter declared the diet",
     "Eliza (15) declared herself {diet} at breakfast. Fine by me - more planning for "
     "the shopping, but I'm proud of her for caring."),
    ("cooking for partner's mother on the diet",
     "Cooking for Tom's parents on Saturday. His mum is {diet}, so I'm spending "
     "tonight reading recipes and panicking quietly."),
    ("dad bought a car",
     "Dad finally bought himself {a_car}. He drove it round the block four times "
     "grinning like a teenager. Mum pretended not to be impressed."),
    ("first car long ago, sold for scrap",
     "My very first car was {a_car}. Sold it for scrap in 2009 and I still think "
     "about it fondly now and then. Sentimental old fool."),
    ("lottery wish list with a car",
     "If I ever win the lottery: {a_car}, a bookshelf that goes all the way to the "
     "ceiling, and a very, very long nap."),
    ("test drive just for fun",
     "Test drove {a_car} this afternoon just for fun. The salesman could tell I "
     "wasn't buying. Nice seats though."),
    ("neighbours' new car blocks driveway",
     "The neighbours got {a_car} and now they park it halfway across our driveway. "
     "Must. Stay. Calm."),
    ("dream of driving with late grandpa",
     "Dreamt I was driving {a_car} along the coast with Grandpa in the passenger "
     "seat. Woke up happy, and then remembered."),
    ("question about car for family, partner sending listings",
     "Is {a_car} sensible for a family of five? Asking the void, because Dan won't "
     "stop sending me listings and I don't know what to say."),
    ("learned a friend's favourite",
     "Learned tonight that Jonah's favourite {t} is {fav}. Filed away for birthday "
     "reasons."),
    ("favourite at twelve, changed since",
     "At twelve I'd have told you my favourite {t} was {fav}, no contest. Funny how "
     "that changes without you noticing."),
    ("partner defends his favourite",
     "Ravi says his favourite {t} is {fav} and he'll defend it to the death. We "
     "argued for an hour. Best argument we've had all year."),
    ("kids guessed wrong about mum's favourite",
     "The kids made up a quiz: \"What's Mum's favourite {t}?\" All three guessed "
     "{fav}. Wrong, but so sweet that they tried."),
    ("article calling it overrated",
     "Read a silly article arguing that {fav} is the most overrated {t} of all time. "
     "Half agreed, half furious on my brother's behalf."),
    ("opinion, never understand people who like it",
     "I will never understand people whose favourite {t} is {fav}. Lovely people, "
     "baffling choice."),
    ("late grandad's opinion, grief",
     "Grandad always said {fav} was the best {t} there ever was. I think of him "
     "whenever it comes up, which is more often than you'd think."),
    ("stranger's t-shirt slogan",
     "The guy next to me on the bus had a t-shirt that said \"{fav} is my favourite "
     "{t}\". Made me smile for no reason at all."),
    ("friend moving for a job, writer upset",
     "Lunch with Carla. She's moving to {city} for a job at {employer} and I "
     "pretended to be fine about it until I got back to the car."),
    ("anniversary of leaving city and employer, past",
     "Ten years ago today I packed up my life in {city}, quit {employer} and came "
     "home. Scariest and best decision I ever made."),
    ("dinner game, others' answers",
     "Game at dinner: if you could live anywhere and do anything. Zoe said {city}, "
     "{a_job}. Ben said \"here, but with more money\". I said pass."),
    ("night shift coworker brags about cousin",
     "3am break. Gary was telling everyone about his cousin who's {a_job} in {city} "
     "and earns twice what we do. Thanks, Gary. Very motivating."),
    ("overheard on the train about the diet",
     "Overheard two women on the train, one trying to convince the other to go "
     "{diet}. The other kept saying \"but what about holidays\"."),
    ("used to be insufferable about the diet, not anymore",
     "Five years ago I'd have been insufferable about being {diet}. These days I just "
     "eat whatever's in front of me and say thank you."),
    ("reminder note about a friend's diet",
     "Reminder for future me: Dana is {diet}. Don't forget when planning the book "
     "club snacks again. Last time was embarrassing."),
    ("talk of moving, nothing decided",
     "We keep talking about moving to {city} once Mila finishes school. Nothing "
     "decided. Just talk, over the washing up."),
    ("eldest child left for the city",
     "Our eldest left for {city} this morning. The house is far too quiet. I set the "
     "table for four out of habit and then just stood there."),
    ("novel set in the city",
     "Finished a novel set in {city} tonight. Now I want to go, obviously. Adding it "
     "to the ever-growing list."),
    ("wondering about what gran wanted",
     "Kept wondering today: what if I'd become {a_job} like Gran always wanted? Would "
     "I be tired in a different way?"),
    ("old boss met at the supermarket",
     "Bumped into my old boss from {employer} at the supermarket. We stood by the "
     "frozen aisle listing everyone who's left since I did."),
    ("partner wants to trade in, writer worried",
     "Dan wants to trade in for {a_car}. I don't think we can afford it. Haven't said "
     "that out loud yet. Tomorrow, maybe."),
    ("sold the car, now carless",
     "Sold the car today. It was {a_car}, nothing fancy, but it carried me through "
     "two moves and one breakup. Bus pass from Monday."),
    ("favourite through uni, lost appeal",
     "I used to be obsessed with {fav} - it was my favourite {t} all through uni. "
     "Can't really see the appeal anymore."),
    ("dream of a parade for it",
     "Dreamt that {fav}, of all things, was voted the world's official {t} and there "
     "was a parade. No idea where my brain gets this stuff."),
    ("negation, would not answer that",
     "If Lola asks me my favourite {t} tomorrow, I honestly don't know what I'll say. "
     "Definitely not {fav}, she'd tease me forever."),
    ("anniversary planning, his favourite",
     "Anniversary dinner planning. His favourite {t} is {fav}, so at least that part "
     "is sorted. Everything else, not so much."),
    ("student's project partner diet and job",
     "My group project partner is {diet}, works part-time as {a_job}, and still "
     "somehow finished her half before me. Impressive and annoying."),
    ("retiree's neighbour's past career",
     "Pete next door was {a_job} at {employer} for forty years. Today he told me "
     "stories about it over the fence for an hour. Could have listened all day."),
    ("negation, glad not to live there",
     "I don't live in {city} and honestly I'm glad. Ruth's texts about the traffic "
     "there sound like a nightmare."),
    ("question how anyone gets hired there",
     "How does anyone get hired at {employer}? Read three threads online tonight and "
     "now I'm more confused than before."),
    ("podcast about someone switching careers",
     "Podcast on the walk home was an interview with someone who quit {employer} to "
     "become {a_job}. Made me think. Not sure about what yet."),
    ("child's school project on the city",
     "Maya's school project is on {city}. We spent the whole evening gluing photos "
     "onto card. Glitter everywhere. Everywhere."),
    ("brother's new car photo",
     "My brother sent me a photo of himself grinning next to {a_car}. Apparently it's "
     "his now. Mum is horrified."),
    ("late dad's car going to uncle, grief",
     "Cleared out Dad's garage. His car was {a_car}, kept spotless for fifteen years. "
     "My uncle is taking it on Friday. Another piece of him leaving."),
    ("dinner party guest rants about the diet",
     "Someone at the dinner party spent twenty minutes explaining why {diet} is a "
     "scam. I said nothing. Ate my pudding. Went home."),
    ("aunt wrongly says writer has the job",
     "My aunt still tells people I'm {a_job}. I have never once been {a_job}. I have "
     "given up correcting her."),
    ("negation, did not apply",
     "No, journal, I did not apply to {employer}. I opened the form, stared at it for "
     "forty minutes and closed it. Tomorrow, maybe."),
    ("back from visiting grandma in the city",
     "Back from four days visiting Grandma in {city}. Our flat feels smaller after "
     "all that. Laundry mountain tomorrow."),
    ("checked weather where sister lives",
     "Checked the weather where Ines lives: sunny in {city}, again. It's been raining "
     "here for nine days straight. Not bitter. Very bitter."),
    ("small child's joke about the diet",
     "Theo's new joke: \"How do you know if someone's {diet}? Don't worry, they'll "
     "tell you.\" He's eight. He's told it eleven times today."),
    ("request to remind about friend's favourite",
     "Note to self: Gemma's birthday is Saturday and her favourite {t} is {fav}. "
     "Remind me on Friday please."),
    ("last day in old job a year ago",
     "My last day as {a_job} was exactly a year ago today. I thought I'd miss it more "
     "than I do."),
    ("reading old journals about past life",
     "Reading old journals from my {city} years. I was {a_job} at {employer} back "
     "then, working all hours and convinced it mattered more than anything."),
    ("small talk with cashier about the city",
     "The cashier asked if I'd ever been to {city}. I said no, but I'd love to. Just "
     "small talk, but it stayed with me all evening."),
    ("restaurant with a menu for auntie's diet",
     "Found a restaurant for Mum's birthday with a proper {diet} menu for Auntie Jo. "
     "Booked for seven. One thing off the list."),
]  # fmt: skip

SET_BE: dict[str, list[tuple[str, str]]] = {  # older adults typing on a phone (unseen)
    "city": [
        ("BE city: all caps, son moved me here after hip operation",
         "HELLO THIS IS DOROTHY. I LIVE IN {v} NOW, MY SON MOVED ME HERE AFTER MY HIP "
         "OPERATION. PLEASE REMEMBER THAT FOR ME. THANK YOU DEAR"),
        ("BE city: dots, moved last month to be near grandchildren",
         "good morning.... just to let you know we sold the old house and moved to {v} "
         "last month to be nearer the grandchildren.... the new flat is lovely but the "
         "stairs.... Regards, Margaret"),
        ("BE city: living there forty years, still get lost",
         "Hello dear i have been living in {v} for nearly fourty years now and i still "
         "get lost downtown lol my granddaughter says i should use you for directions so "
         "here i am"),
        ("BE city: church service near me, missed space",
         "Can you tell me what time the church service is on Sunday,i live in {v} so it "
         "needs to be one near me. thank you. Frank"),
        ("BE city: all caps weather question, here since 1978",
         "IS IT GOING TO RAIN TOMOROW. I AM IN {v}, BEEN HERE SINCE 1978 AND THE WEATHER "
         "STILL SURPRISES ME EVERY SINGLE DAY"),
        ("BE city: address changed, staying with daughter",
         "hi its Bernard again my adress has changed, im in {v} now with my daughter and "
         "her husband, they gave me the downstairs room.. can you update that in your "
         "memory please"),
        ("BE city: kind neighbours, only moved in the spring",
         "Dear Assistant,\nThe neighbours on my street are very kind, Mrs Lopez brought "
         "round some flowers when I had the flu. I only moved to {v} in the spring so it "
         "is nice to be made so welcome.\nKind regards, Edna"),
    ],
    "employer": [
        ("BE employer: all caps, still work there three days at 71",
         "HELLO. I STILL WORK AT {v} THREE DAYS A WEEK EVEN AT 71, MY GRANDSON THINKS ITS "
         "FUNNY. CAN YOU HELP ME WRITE A NOTE TO MY BOSS ABOUT TAKING FRIDAY OFF FOR A "
         "HOSPITAL APPOINTMENT"),
        ("BE employer: dots, taken on last week part time",
         "good afternoon.... i got taken on at {v} last week part time.... first job in "
         "years since Harold passed.... everyone is very patient with me and the "
         "computers.... Regards, Joan"),
        ("BE employer: pill reminder before work hours",
         "Hi there, could you remind me every Monday to take my pills before work, I'm at "
         "{v} from eight til two these days. Thanks, Walter"),
        ("BE employer: worked for them since 58, good with time off",
         "my daughter set you up on my tablet so hello.. I have worked for {v} since I "
         "was 58 and they have been very good to me with the time off for my knees.."),
        ("BE employer: all caps, car in garage, need taxi to work",
         "I WORK FOR {v} AND MY CAR IS IN THE GARAGE TILL THURSDAY, HOW DO I GET A TAXI "
         "ON THIS PHONE TO GET ME THERE FOR 9"),
        ("BE employer: told reverend still employed twelve years",
         "Evening! Reverend Collins asked after church what I do with myself these days "
         "and I told him I am still employed with {v}, twelve years now,he couldnt "
         "believe it. Is that unusual for someone my age? God bless, Ruth"),
        ("BE employer: our team there, retirement speech for colleague",
         "dear computer... our team at {v} is having a leaving do for a lady in my office "
         "who is retiring and I have to make a speech... can you help.... i'm hopeless "
         "with words. Thank you kindly, Brenda"),
    ],
    "job_title": [
        ("BE job_title: all caps, thirty years and not retiring",
         "HELLO I AM {a} AND HAVE BEEN FOR 30 YEARS, NOT RETIRING YET WHATEVER MY "
         "DAUGHTER SAYS. CAN YOU HELP ME FIND COMFORTABLE SHOES FOR WORK"),
        ("BE job_title: dots, went back to work after grandchildren started school",
         "good morning dear.... i went back to work as {a} after the grandchildren "
         "started school.... only mornings but it keeps my brain ticking over...."),
        ("BE job_title: still working at 66, shift reminder",
         "Hi its George. At 66 I'm still working as {a}, the young ones at work call me "
         "the old timer. Could you remind me my shift starts at 7 tomorow. Cheers George"),
        ("BE job_title: telling the app about me, part time now",
         "My grandson says i should tell you things about me so you remember. well I am "
         "{a}, part time now. I like my garden and Sunday church. Is that enough? Love "
         "Nana Pat"),
        ("BE job_title: all caps, have to go in despite ice",
         "IM {a} SO I STILL HAVE TO GO IN TO WORK TOMOROW WEATHER OR NOT. WILL THE ROADS "
         "BE ICY IN THE MORNING"),
        ("BE job_title: bank form asks current job",
         "hello again... the form from the bank wants my current job and i put {v}, is "
         "that the right way to write it.... i cant read the small print.... thank you, "
         "Irene"),
        ("BE job_title: a very long time and love it still",
         "Dear Assistant\nI have been {a} for a very long time and I love it still. My "
         "neighbour Doreen thinks I should slow down but what would I do all day.\nYours, "
         "Harold"),
    ],
    "diet": [
        ("BE diet: all caps, since heart scare, Sunday lunch ideas",
         "HELLO. I AM {v} NOW SINCE MY HEART SCARE IN MARCH. CAN YOU GIVE ME SOME IDEAS "
         "FOR SUNDAY LUNCH WHEN THE FAMILY COMES"),
        ("BE diet: dots, eating it since Christmas",
         "good evening..... i have been eating {v} since christmas.... my granddaughter "
         "talked me into it and i must say i feel better.... Regards, Maureen"),
        ("BE diet: Dr said cholesterol up so gone, three weeks",
         "Hi dear, Dr. Shah said my cholesterol was up so I've gone {v}, three weeks now "
         "and going strong. Please keep that in mind when I ask you for recipes. Thanks, "
         "Leonard"),
        ("BE diet: church potluck, missed space, these days",
         "we have the church potluck on saturday and I dont know what to bring that I can "
         "eat myself,I'm {v} these days and the ladies always make such rich things... "
         "any ideas.... Betty"),
        ("BE diet: follow the diet now for a year",
         "Just so you know I follow a {v} diet now, have done for about a year, so dont "
         "suggest anything I cant have. My son in law laughs at me. Regards, Phyllis"),
        ("BE diet: all caps, went in January still sticking",
         "TELL ME WHAT I CAN ORDER AT THE CAFE NEAR THE SURGERY, I WENT {v} IN JANUARY "
         "AND IM STILL STICKING TO IT"),
        ("BE diet: my diet is it now, late starter at 74",
         "hello its me again.... my diet is {v} now.... my grandson set it all up on his "
         "computer with a meal plan.... i am 74 so a bit late to start but never mind...."),
    ],
    "car": [
        ("BE car: all caps, son picked it, connect phone",
         "HELLO I DRIVE {a} NOW, MY SON PICKED IT OUT FOR ME. HOW DO I CONNECT THIS PHONE "
         "TO IT FOR THE MAPS"),
        ("BE car: dots, my car due a service, reminder",
         "good morning... my {v} is due its service next wednesday.... can you remind me "
         "the day before.... i always forget and then the garage rings me.... Regards, "
         "Alan"),
        ("BE car: traded in old car, bought second hand",
         "Hi there I finaly traded in the old car and bought {a}, second hand but very "
         "clean. Can you remind me that the insurance renews on the 3rd of every year. "
         "Thanks, Shirley"),
        ("BE car: parked in the drive, spare key with neighbour",
         "my grandaughter says you can remember things,so please remember i have {a} "
         "parked in the drive and the spare key is with Mrs Kowalski next door... not "
         "that you can get it lol"),
        ("BE car: all caps, snow on the hill by the church",
         "IS IT SAFE TO DRIVE IN THIS SNOW. I HAVE {a} AND IM WORRIED ABOUT THE HILL BY "
         "THE CHURCH"),
        ("BE car: late husband's car now mine, fog lights",
         "Dear Assistant, my husband passed last year and I have been driving his {v} "
         "ever since, it's mine now of course but it is much bigger than I am used to. "
         "Where is the button for the fog lights? Kind regards, Maureen"),
        ("BE car: warning light on again, dots",
         "hello.. the little light with the exclamation mark is on in my {v} again..... "
         "is that the tyres..... the man at the garage told me last time but i forget.... "
         "thank you dear, Dennis"),
    ],
    "favourite": [
        ("BE favourite: all caps, grandson said tell the app",
         "MY FAVOURITE {t} IS {v}, I TOLD MY GRANDSON AND HE SAID TELL THE APP SO HERE I "
         "AM. NOW YOU KNOW"),
        ("BE favourite: if I had to choose just one",
         "good evening.... if i had to choose just one {t} it would be {v} every time.... "
         "my late husband used to tease me about it.... Regards, Peggy"),
        ("BE favourite: my number one, no question",
         "Hello dear, you asked me yesterday what I like. Well my number one {t} is {v}, "
         "no question. Hope that helps. God bless, Nora"),
        ("BE favourite: nothing tops it, ladies at church laughed",
         "the ladies at church were talking about what they like best today and i said "
         "nothing tops {v} as a {t} for me.... they all laughed.... i dont care...."),
        ("BE favourite: please write it down as my favourite",
         "Could you write down {v} as my favourite {t} please, my daughter says you keep "
         "notes. Thank you very much. Regards, Albert"),
        ("BE favourite: the one I love best, all these years",
         "{V} is the {t} I love best and it has been for donkeys years. Just thought you "
         "ought to know dear. Cheers, Vic"),
        ("BE favourite: top since a girl, still is",
         "HELLO AGAIN. {v} HAS BEEN MY TOP {t} SINCE I WAS A GIRL AND IT STILL IS AT 82. "
         "THE GRANDCHILDREN THINK IM FUNNY"),
    ],
    "drink": [
        ("BE drink: all caps, every day now, blood pressure",
         "I DRINK {v} EVERY DAY NOW, MY DAUGHTER GOT ME HOOKED. IS THAT BAD FOR MY BLOOD "
         "PRESSURE"),
        ("BE drink: drink of choice these days, dots",
         "good morning.... my drink of choice these days is {v}.... used to be something "
         "else but times change.... Regards, Vera"),
        ("BE drink: always order it when family takes me out",
         "Hello dear, when the family takes me out I always order {v}, it's my favourite "
         "drink. My grandson says I'm very modern. Love, Gran"),
        ("BE drink: good one after Sunday service, missed space",
         "can you find a place near the church that does a good {v},after service on "
         "Sundays thats what I like to have. thank you"),
        ("BE drink: all caps, neighbours' garden party, all I drink",
         "THE NEIGHBOURS ASKED ME WHAT I WANTED AT THEIR GARDEN PARTY AND I SAID {v}, ITS "
         "ALL I DRINK THESE DAYS"),
        ("BE drink: taken a liking lately, most afternoons",
         "Hi its Clive. I've taken a real liking to {v} lately, have one most afternoons "
         "now. Is there anything I should know about it with my tablets? Cheers, Clive"),
        ("BE drink: favourite thing to drink, for shopping lists",
         "dear assistant.... please remember my favourite thing to drink is {v}.... for "
         "when I ask you for shopping lists.... thank you.... Lillian"),
    ],
}  # fmt: skip

NOISE_55: list[tuple[str, str]] = [  # older adults' messages that state no fact of theirs (unseen)
    ("grandson's new job, all caps card request",
     "HELLO, MY GRANDSON JUST GOT A JOB AT {employer}, WE ARE ALL SO PROUD. CAN YOU "
     "HELP ME WRITE HIM A CARD. LOVE FROM NANA"),
    ("granddaughter's diet, what to cook",
     "good morning.... my granddaughter Chloe has gone {diet} and she is coming for "
     "Sunday lunch.... what on earth do i cook for her.... Regards, Margaret"),
    ("lived there long ago, left in 1979",
     "Hi dear, I lived in {city} for twenty years when I was first married but we "
     "left in 1979 and I've never been back since. Is it much changed? Thanks, Eileen"),
    ("used to drive, gave up, taxi question",
     "i used to drive {a_car} but i gave up driving when my eyes got bad, my son sold "
     "it for me. do you know a good taxi firm"),
    ("all caps, daughter's birthday trip plan",
     "IS {city} NICE IN THE SPRING. MY DAUGHTER WANTS TO TAKE ME THERE FOR MY 80TH"),
    ("television programme about company, neighbour's boy",
     "Dear Assistant, I saw a programme on the television last night about "
     "{employer}. Is it true what they said? My neighbour's boy works there and I'd "
     "hate for him to be worried. Kind regards, Harold"),
    ("neighbour's car parked on my drive",
     "my neighbour Mr Patel bought {a_car} and he parks it half on my drive.... how "
     "do i say something without falling out with him.... Doris"),
    ("worked there until gold watch, pension number",
     "I worked for {employer} for 31 years until they gave me my gold watch in 2008. "
     "Those were good days. Can you find me the number for their pensions people? "
     "Regards, Ken"),
    ("question what a job earns, grandson considering",
     "what does {a_job} earn these days, my grandson is thinking about it and I said "
     "ask Grandma's computer lol"),
    ("all caps, doctor says husband should change diet",
     "THE DOCTOR SAID MY HUSBAND SHOULD GO {diet} FOR HIS HEART. HOW DO I EVEN START. "
     "HE WONT BE HAPPY"),
    ("negation, daughter typed things in",
     "I am not {diet} whatever my daughter tells you, she set up this tablet and I "
     "think she's been typing things in. Please dont listen to her. Regards, Bill"),
    ("sister's favourite, present idea",
     "hello.... my sisters favourite {t} is {fav} and her birthday is next week.... "
     "can you think of a present to go with that.... thank you, June"),
    ("former job, retired, video call question",
     "Was {a_job} for years, retired now thank the Lord. My knees couldnt do it "
     "anymore. How do I do a video call with my grandchildren?"),
    ("all caps, nephew pushing a car, unsure",
     "DO YOU THINK {a_car} WOULD BE TOO BIG FOR AN OLD LADY TO PARK. MY NEPHEW IS "
     "TRYING TO TALK ME INTO ONE BUT IM NOT SURE AT ALL"),
    ("vicar's son moved there, geography question",
     "The vicar was telling us after church that his son moved to {city} for work. "
     "Where is that exactly? I never was any good at geography. God bless, Agnes"),
    ("news about company, never had dealings",
     "Saw on the news that {employer} is in the papers again.... terrible what goes "
     "on.... glad i never had anything to do with them.... Stan"),
    ("granddaughter training for a job, exam prayer",
     "hi its Mavis. my grandaughter is training to be {a_job} and she's got her exams "
     "next month. could you find me a nice prayer for exams. thanks"),
    ("wish to move if younger",
     "If I was 40 years younger I would move to {city} tomorrow, I saw it on a "
     "holiday programme and it looked wonderfull. Never mind eh. Regards, Len"),
    ("question whether diet is safe at 78, choir friend",
     "Is it safe to go {diet} at 78? My friend from the church choir swears by it but "
     "I've not tried it myself and I dont intend to without asking somebody."),
    ("all caps, neighbour's son's job hours",
     "MY NEIGHBOURS SON IS {a_job} AND HE SAYS THE HOURS ARE TERRIBLE. IS THAT TRUE "
     "FOR ALL OF THEM"),
    ("late husband's favourite, cemetery reminder",
     "my late husband's favourite {t} was {fav}, God rest him.... the anniversary is "
     "Thursday.... can you remind me to take flowers to the cemetery.... Peggy"),
    ("son suggests a car, asking the app's opinion",
     "Dear app, my son wants me to get {a_car} because it is safer he says. I said I "
     "will think about it. What do you think? Yours sincerely, Dorothy Evans"),
    ("family do, grandkid's diet, help",
     "we are having a family do and one of the grandkids is {diet}, one is allergic "
     "to nuts and my brother in law eats everything.... HELP.... what do i make.... "
     "Joyce"),
    ("weather report there, cousin lives there",
     "The weather man said it's going to be hotter in {city} than here this weekend, "
     "can you believe it. My cousin lives there and she'll be pleased as punch. "
     "Regards, Hilda"),
    ("phone number for grandson's interview",
     "Could you find me the phone number for {employer}? My grandson has an interview "
     "there on Tuesday and he's lost the letter, typical. Thank you, Arthur"),
    ("all caps, dislike of a popular favourite",
     "I DONT LIKE {fav} AT ALL BUT EVERYONE SAYS ITS THE BEST {t} THERE IS. AM I "
     "MISSING SOMETHING"),
    ("mother's wish for a job never taken",
     "My mother always wanted me to be {a_job} but I never did it, I went into the "
     "shop with my dad instead. Funny how life goes isnt it."),
    ("time difference, granddaughter's gap year",
     "What's the time difference to {city}? My granddaughter is there on her gap year "
     "and I want to ring her without waking her up. Thanks love, Brenda"),
    ("all caps, tried diet last year, never again",
     "I TRIED {diet} FOR A MONTH LAST YEAR AND IT NEARLY FINISHED ME OFF. NEVER "
     "AGAIN. ANYWAY CAN YOU TELL ME ABOUT FLU JABS"),
    ("grandson's recommendation, not convinced",
     "my grandson says {fav} is the best {t} going and i should give it a try.... i'm "
     "not so sure.... what do you think dear...."),
    ("friend started a job at 67",
     "Good evening. My friend Jean has just started at {employer} at 67, can you "
     "believe it. Good for her I say. Regards, Sylvia"),
    ("question for brother with bad hip",
     "Do you know if {a_car} is easy to get in and out of? Asking for my brother who "
     "has a bad hip. Thank you, Gordon"),
    ("all caps correction, that was my sister",
     "NO I DO NOT LIVE IN {city}, THAT IS MY SISTER. YOU HAVE GOT US MIXED UP. PLEASE "
     "FIX IT"),
    ("childhood summers there, old photos request",
     "We used to go to {city} every summer when the children were small, happy times. "
     "Now it's just me and the cat. Could you find me some old photos of it from back "
     "then? Winifred"),
    ("doctor's advice not yet taken",
     "the doctor says i ought to try {diet} for my blood sugar but i havent made my "
     "mind up.... what would I even have for breakfast.... Ted"),
    ("quiz show contestant on telly",
     "hello dear.... on the telly they had a man who was {a_job} and he won the "
     "quiz.... a lovely fellow.... are there any quizzes on tonight...."),
    ("neighbour goes on about her favourite",
     "My neighbour Gloria is always going on about {fav}, says it is the only {t} "
     "worth bothering with. I just smile and nod. Regards, Pauline"),
    ("all caps, granddaughter's job offer",
     "IS {employer} A GOOD PLACE TO WORK. MY GRANDAUGHTER HAS AN OFFER AND SHE ASKED "
     "WHAT I THINK. I DONT KNOW WHAT TO TELL HER"),
    ("owned one once years ago, worst car",
     "I had {a_car} once, years ago, worst car I ever owned. Always in the garage. "
     "Sold it and never looked back. Regards, Frank"),
    ("daughter wants family to move, refusing",
     "my daughter keeps saying i should move to {city} to be near her.... i'm not "
     "leaving my church and my friends at my age.... is that silly of me...."),
    ("all caps, paper shop lady's diet",
     "WHAT IS {diet} EXACTLY. THE LADY IN THE PAPER SHOP SAID SHE IS AND I DIDNT LIKE "
     "TO ASK"),
    ("flowers for bereaved friend there",
     "Could you help me send flowers to my friend in {city}? Her husband passed away "
     "on Monday. Thank you, Muriel"),
    ("grandson's job explained simply",
     "hi.. my grandson Tyler is {a_job} now at 24.... I dont realy understand what he "
     "does but hes very clever.... can you explain it simple for me.... Nan"),
    ("old neighbours' cooking, not to my taste",
     "Our old neighbours the Hendersons have gone {diet} and brought us round some of "
     "their cooking. Very kind but not really to my taste. Is it rude to say? "
     "Regards, Edith"),
    ("all caps, would they hire someone of 69",
     "WOULD {employer} TAKE ON SOMEBODY OF 69. I WAS THINKING OF ASKING BUT I DONT "
     "KNOW IF ITS WORTH IT"),
    ("wish to have had a job, font size",
     "I wish I'd been {a_job} when I was young, I think I would've been good at it. "
     "Too late now. Anyway how do I make the writing bigger on here? Vi"),
    ("teenager's favourite, general question",
     "what is everyones favourite {t} at the minute.... my granddaughter says its "
     "{fav} but she's 15 so who knows.... lol.... Gran"),
    ("nephew driving up from the city",
     "My nephew is driving up from {city} on Saturday to see me, how long do you "
     "think that will take him? He never leaves enough time. Thank you, Clifford"),
    ("all caps, school friend retiring, card",
     "MY OLD SCHOOL FRIEND RETIRED FROM {employer} YESTERDAY AFTER 40 YEARS. WHAT DO "
     "I WRITE IN HER CARD"),
    ("opinion, overrated favourite of son-in-law",
     "I think {fav} is overrated as a {t}, there I've said it. My son-in-law won't "
     "stop going on about it. Regards, Norman"),
    ("brother's diet at 81",
     "remember my brother Albert? he's {diet} now, at 81! says he feels like a new "
     "man.... i think hes gone soft.... Irene"),
    ("granddaughter moving there, safety worry",
     "Dear Assistant, my granddaughter is moving to {city} next month for a job and I "
     "am worried sick about her. Is it a safe place? With love, Grandma Jean"),
    ("curious about car price, man at church",
     "can you tell me how much {a_car} costs new.... just curious.... the man at "
     "church pulled up in one and i nearly fell over.... Bert"),
    ("former job until heart trouble, crossword",
     "I was {a_job} up until last spring when my heart played up, had to pack it in. "
     "I do miss it. Anyway can you find me a crossword? Thanks, Roy"),
    ("birthday cake for daughter-in-law's diet",
     "hello dear is there such a thing as a {diet} birthday cake? my daughter in law "
     "is {diet} and its her 40th on friday. thank you, Lorna"),
    ("late husband's favourite, missing him",
     "My husband Bob used to say {fav} was the finest {t} in the world. I never "
     "agreed with him. 52 years we were married. Miss him every day. Just wanted to "
     "tell someone. Love, Marjorie"),
    ("all caps negation, form says wrong job",
     "IM NOT {a_job} WHATEVER THAT FORM SAYS. I NEVER HAVE BEEN. WHO DO I RING TO "
     "CORRECT IT"),
    ("snow question for grandson's wedding there",
     "Does it snow much in {city}? My grandson's wedding is there in December and I "
     "need to know what coat to pack. Regards, Elsie"),
    ("son-in-law made redundant",
     "my son in law just got made redundant from {employer} after 15 years.... "
     "awful.... what can he do.... he's got three little ones.... Pat"),
    ("not one for diet food, magazine",
     "I'm not one for {diet} food myself, never have been. Is that bad? The magazine "
     "in the waiting room made it sound like everybody should be. Regards, Hazel"),
    ("all caps, pen pal lives there, stamp price",
     "MY PEN PAL OF 50 YEARS LIVES IN {city}. HOW MUCH IS A STAMP TO SEND HER A LETTER"),
    ("granddaughter's party theme",
     "do you think {fav} would make a nice theme for my granddaughter's birthday "
     "party, it's her favourite {t}.... she's 8.... Carol"),
    ("sold late husband's car, price question",
     "I sold {a_car} last week, it was my late husband's and I never drove it myself. "
     "Did I get a fair price do you think? Regards, Iris"),
    ("boiler man used to have a job",
     "The young man who fixed my boiler said he used to be {a_job} before he "
     "retrained. Fancy that! Are they short of people in that line? Kind regards, Vera"),
    ("all caps, grandson's favourite not mine",
     "MY GRANDSON SAYS I SHOULD PUT {fav} DOWN AS MY FAVOURITE {t} BUT THATS HIS ONE "
     "NOT MINE. I DONT HAVE ONE. IS THAT ALLOWED"),
    ("opening hours for neighbour",
     "Could you find out if {employer} is open on bank holidays? My neighbour needs "
     "to get hold of them and she doesnt do computers. Thank you, Dennis"),
    ("old neighbours there, lost touch",
     "hello... back when we lived in {city} we had the loveliest neighbours.... we "
     "moved away in 1990 and lost touch.... can you help me find them.... their name "
     "was Fernandez.... Olive"),
    ("television adverts, not buying",
     "I keep seeing adverts for {a_car} on the television. Are they any good or is it "
     "all talk? Not that I'm buying, just curious. Cyril"),
    ("minister's wife asked, said no",
     "The minister's wife asked if I was {diet} before the harvest supper and I told "
     "her no dear, I eat what I'm given. Was that rude of me? Regards, Ada"),
    ("all caps, daughter's squeaky brakes",
     "MY DAUGHTER DRIVES {a_car} AND THE BRAKES SQUEAK. SHOULD SHE BE WORRIED. SHE "
     "WONT LISTEN TO ME"),
    ("never been there, asking the computer",
     "my neighbour's grandson says {city} is the best place in the world.... I've "
     "never been so I couldnt say.... have you been there.... silly question I know "
     "you're a computer.... Lil"),
    ("read in the paper, is it true",
     "Good morning. I read in the paper that {employer} is opening something new down "
     "by the river. Is that true? Regards, Douglas"),
    ("dream car joke, bus pass",
     "If I could have any car I'd have {a_car}, just for the fun of it, but at my age "
     "the bus pass does me fine. Ha ha. Stanley"),
    ("all caps, second opinion on best",
     "WHAT WOULD YOU SAY IS THE BEST {t}. MY FRIENDS AT THE DAY CENTRE SAY {fav} BUT "
     "I WANT A SECOND OPINION"),
    ("great granddaughter's ambition, book request",
     "My great granddaughter wants to be {a_job} when she grows up, she told me at "
     "Sunday dinner. Bless her. Any books I could get her about it? Regards, Nancy"),
    ("diet when younger, gave it up",
     "i was {diet} for years when i was younger but gave it up after i had my "
     "gallbladder out.... anyway hows the weather looking for Sunday...."),
    ("granddaughter's honeymoon there, present",
     "Dear app, my granddaughter and her fiance are going on honeymoon to {city}. Can "
     "you suggest a nice present they could use while they're there? Love, Granny Ida"),
    ("suspicious letter claiming to be from company",
     "hello its Roger... i got a letter today that says its from {employer} and asks "
     "for my bank details.... is it genuine.... how can I check...."),
    ("don't know what it is, grandson's favourite",
     "Do you know what {fav} is? My grandson said it's his favourite {t} and I nodded "
     "like I knew. Dont tell him. Regards, Grandpa Joe"),
    ("neighbour's daughter helped with shopping",
     "our neighbour's daughter is {a_job} at {employer} and she's ever so nice, she "
     "helped me with my shopping in the rain yesterday.... Betty"),
]  # fmt: skip

NOISE_59: list[tuple[str, str]] = [  # drafts by or about someone else, quoted for help (unseen)
    ("sister's dating profile quoted",
     "My sister asked me to proofread her dating profile before she posts it. Here it "
     "is:\n\"I'm {a_job} living in {city}, I'm {diet}, and my favourite {t} is {fav}. "
     "Looking for someone who can keep up on a Sunday hike.\"\nDoes it sound too "
     "stiff?"),
    ("colleague's LinkedIn summary",
     "A colleague sent me her LinkedIn summary and wants brutal honesty: 'Curious "
     "problem-solver, proud {diet} home cook, and my favourite {t} is {fav}.' Is the "
     "personal stuff too much for LinkedIn?"),
    ("brother's dating profile written by user",
     "I'm writing a dating profile for my brother Tom since he refuses to do it "
     "himself. Draft so far: \"Tom is {a_job} in {city} who drives {a_car} and whose "
     "favourite {t} is {fav}.\" Can you make it funnier?"),
    ("reference letter for employee",
     "I need to write a reference letter for Dana, who reported to me for three "
     "years. She's applying to {employer}. Her own summary says: 'I have eight years "
     "of experience as {a_job} and I'm ready for a bigger challenge.' Can you help me "
     "draft the opening paragraph?"),
    ("eulogy for grandfather",
     "I'm giving the eulogy for my grandfather next week. He spent forty years as "
     "{a_job} in {city} and never once drove anything but {a_car}. How do I open "
     "without crying through the first line?"),
    ("novel character backstory",
     "For my novel, my main character Elena is {a_job} who moved to {city} after her "
     "divorce. She's strictly {diet}. Does that feel like too much backstory for "
     "chapter one?"),
    ("wedding toast quote for Sam",
     "For the wedding toast I'm giving for Sam, I want to open with a line he always "
     "says: \"My favourite {t} is {fav}, and I'll fight anyone who disagrees.\" Is "
     "that a good opener or too inside-jokey?"),
    ("daughter's cover letter",
     "My daughter wrote this cover letter and asked me to look it over:\n\nDear "
     "Hiring Manager,\nI am excited to apply for the position of {a_job} at "
     "{employer}. I grew up in {city} and know the community well.\n\nShould she "
     "mention her internship earlier?"),
    ("ESL course sample paragraph",
     "In my English course the sample paragraph is: \"Hello! My name is Jin. I live "
     "in {city} and I work at {employer}. I drive {a_car}.\" Why does the book say "
     "'work at' and not 'work in'?"),
    ("friend's text about new job",
     "My friend just texted me: \"ok so I finally quit and I'm starting at {employer} "
     "on Monday!!\" What's a good reply that doesn't sound jealous?"),
    ("restaurant complaint for friend",
     "My friend manages a restaurant and got this complaint, can you help her reply "
     "politely? \"I have been {diet} for ten years and your menu labelled the soup as "
     "{diet} when it clearly wasn't.\""),
    ("template site about-me example",
     "I found this example on a template site for an 'About me' page: \"Hi, I'm Alex! "
     "I'm {a_job} based in {city}, and my favourite {t} is {fav}.\" Is that structure "
     "too generic to copy?"),
    ("client's speaker bio",
     "The client wants their speaker bio to read: 'Jordan is {a_job} at {employer} "
     "and a frequent speaker on workplace wellbeing.' Can you make it sound less "
     "corporate?"),
    ("candidate's summary",
     "The candidate's summary says: 'Most recently I was {a_job} at {employer}, where "
     "I cut onboarding time in half.' What follow-up question should I ask about that "
     "claim in the interview?"),
    ("Mark's profile rewrite",
     "Can you rewrite Mark's profile so it doesn't sound like a robot wrote it? Right "
     "now it says:\nI am {a_job}. I live in {city}. I am {diet}. My favourite {t} is "
     "{fav}."),
    ("boss retirement card",
     "Writing a card for my boss's retirement. She told me once, 'When I retire I'm "
     "moving to {city} and buying {a_car}.' I want to reference that. Ideas?"),
    ("best man speech quote",
     "Best man speech question: the groom's first-ever text to the bride was, and I "
     "quote, \"hey, do you also think {fav} is the best {t} out there?\" Is it okay "
     "to read that out or will she kill me?"),
    ("grandmother's note for cookbook",
     "My grandmother's old recipe notebook has a line on the first page: 'I went "
     "{diet} at seventy and never looked back.' I want to put it on the cover of the "
     "family cookbook. Too cheesy?"),
    ("pen pal letter reply",
     "My pen pal wrote: \"In {city} everybody seems to drive {a_car}, it is a little "
     "boring.\" How do I reply in simple English without sounding rude?"),
    ("villain line in novel",
     "My villain, Lord Harrow, has a line in chapter 3: 'I never trusted a man who "
     "drives {a_car}.' My editor says it's too on the nose. Thoughts?"),
    ("short story character sheet",
     "Character description for a short story: Maya, thirty-two, {a_job}, allergic to "
     "small talk, favourite {t} is {fav}. Can you expand this into a paragraph?"),
    ("nephew's college essay opener",
     "My nephew's college essay starts: \"When my dad lost his job at {employer}, I "
     "learned what it meant to start over.\" Is it too heavy for an opener?"),
    ("cousin's Airbnb host bio",
     "My cousin is setting up an Airbnb host profile and asked me to edit it:\nHi! "
     "I'm Leo, I've lived in {city} for six years and my favourite {t} is {fav} - ask "
     "me anything!\nCan you make it friendlier?"),
    ("uncle's obituary draft",
     "I'm helping my aunt write my uncle's obituary. Her draft says: 'Frank worked at "
     "{employer} for 31 years. He drove {a_car} for twenty of them and refused to "
     "sell it.' How do we end it gracefully?"),
    ("team member self-assessment",
     "Drafting a performance review for someone on my team. In her self-assessment "
     "she wrote: 'This year I grew into my role as {a_job} and took on mentoring.' "
     "How do I acknowledge that without inflating her rating?"),
    ("friend's Instagram caption",
     "My friend wants a caption for her holiday photo and suggested \"{city} sunsets "
     "hit different\". Can you give me five alternatives in the same vibe?"),
    ("dad's anniversary speech",
     "My dad is giving a speech at his company's anniversary and wrote: 'When I "
     "joined {employer} thirty years ago, I was the youngest person on my floor.' Is "
     "that a strong enough hook?"),
    ("match's dating bio",
     "A guy I matched with has this in his bio: 'strictly {diet}, drives {a_car}, "
     "will judge your music taste.' Red flag or am I overthinking?"),
    ("mother-in-law letter translation",
     "Can you translate this into French? It's from my mother-in-law's letter: 'We "
     "finally moved to {city} and I've started working as {a_job} again.'"),
    ("business writing bad example",
     "Our business writing course gives this as a 'bad example': 'Hi, I'm Sarah, I'm "
     "{a_job} at {employer} and I wanted to reach out about synergies.' What exactly "
     "makes it bad?"),
    ("son's worksheet",
     "My son's 'All About Me' worksheet says: 'My name is Ben. I am seven. My "
     "favourite {t} is {fav}. When I grow up I want to be {a_job}.' He wants me to "
     "check it - anything to fix?"),
    ("screenplay detective line",
     "In the screenplay, Detective Ruiz says: 'I've been {diet} since the academy, "
     "don't offer me that.' Does that line feel natural?"),
    ("cousin's shop review",
     "My cousin's shoe shop got this review and she's not sure whether to respond: "
     "'As {a_job} I'm on my feet all day, and these shoes fell apart in a week.' What "
     "would you write?"),
    ("sister's essay thesis",
     "My little sister asked me to read her essay. It begins: \"I believe everyone "
     "should try being {diet} at least once in their life.\" How do I tell her the "
     "thesis is weak without crushing her?"),
    ("neighbour's tutoring flyer",
     "My neighbour asked me to fix the grammar on his flyer:\nRetired {a_job} "
     "offering tutoring. Reliable, has own car ({a_car}). Based in {city}.\nAnything "
     "to change?"),
    ("classmate LinkedIn recommendation",
     "An old classmate asked me to write her a LinkedIn recommendation. She describes "
     "herself as {a_job} at {employer} who lives for good coffee. Where should I "
     "start?"),
    ("book club group chat fight",
     "Someone in my book club group chat wrote \"honestly {fav} is the most overrated "
     "{t} of all time\" and now everyone's fighting. How do I calm things down?"),
    ("podcast guest intro",
     "I need a 30-second intro for a guest on my little podcast. She sent me: 'I'm "
     "{a_job} in {city}, mum of three, and I've been {diet} for a decade.' Make it "
     "punchy."),
    ("mum's first blog post",
     "My mum started a blog and her first post opens with: 'After thirty years in "
     "{city}, I can finally say my favourite {t} is {fav}.' Is that a good first line "
     "or should she lead with something else?"),
    ("novel side character",
     "Character note for my novel: Ivo, 45, chain-smoking {a_job}, drives {a_car} "
     "with a cracked windshield. Can you give him a distinctive voice?"),
    ("parents' anniversary toast",
     "For my parents' 40th anniversary toast, I want to mention how Dad proposed in "
     "{city} in the front seat of {a_car}. Can you help me make it sweet but short?"),
    ("friend's dilemma text",
     "My friend sent me this and I don't know how to answer: \"they offered me a job "
     "as {a_job} but it means moving to {city}, what do I do\". Can you help me write "
     "something supportive?"),
    ("prospective tenant application",
     "A prospective tenant wrote in his application: 'I work at {employer} and "
     "commute by car, {a_car}.' Is it normal to also ask for a pay stub?"),
    ("volunteer bio for newsletter",
     "I'm putting together the charity newsletter and one volunteer sent this "
     "bio:\n\"By day I'm {a_job}. I've been {diet} for years and my favourite {t} is "
     "{fav}.\"\nCan you make it sound less like a form?"),
    ("thriller clue text",
     "In my thriller the victim's last text reads: 'meet me in the parking lot behind "
     "{employer}, I'll be in {a_car}'. Does this feel too convenient as a clue?"),
    ("kid's reading comprehension",
     "My kid's reading comprehension passage says: 'Anna is {a_job}. Every morning "
     "she drives {a_car} to work in {city}.' Question 3 asks where Anna works and the "
     "answer key says 'a hospital' - the passage never says that, right?"),
    ("maid of honor speech line",
     "My best friend is maid of honor and sent me her speech to check. One line: "
     "'Jess and I met on our first day at {employer}, both terrified and both "
     "{diet}.' Too random?"),
    ("sister's business testimonial",
     "My sister's bookkeeping business got this testimonial: \"As {a_job} in {city}, "
     "I didn't have time to sort out my own accounts - they made it painless.\" "
     "Should she trim it for the website?"),
    ("UX persona draft",
     "For a UX persona at work: 'Meet Raj, {a_job} from {city}. He's {diet} and "
     "drives {a_car}.' Does this persona seem too specific to be useful?"),
    ("German textbook gloss",
     "My German textbook has 'Ich bin ...' followed by a job, and the English gloss "
     "is 'I'm {a_job}.' Why does German drop the article there?"),
    ("ex's out-of-nowhere message",
     "My ex messaged me out of nowhere: \"hey, just started at {employer} and finally "
     "bought {a_car}, life is good\". Do I reply or leave him on read?"),
    ("uncle's Facebook post",
     "My uncle posted this on Facebook and the whole family is arguing in the "
     "comments: 'Anyone who isn't {diet} by now is living in the past.' How do I "
     "politely push back?"),
    ("survey response summary",
     "Summarise this survey response for my report in one sentence: 'I'm {a_job}, I "
     "drive {a_car} to work every day, and parking in {city} is a nightmare.'"),
    ("grandma memorial slideshow caption",
     "For Grandma's memorial slideshow I'm adding captions. On the back of a photo of "
     "her in {city} from 1962 she'd written 'first day as {a_job}!'. Should I keep "
     "her exact words?"),
    ("friend's resignation letter",
     "My friend is resigning and asked if this sounds okay: 'Please accept this "
     "letter as formal notice of my resignation from my position as {a_job} at "
     "{employer}.' Should she add a thank-you line?"),
    ("cousin's graduation speech",
     "My cousin's valedictorian speech has this line: 'My mom drove me to every "
     "practice in {a_car} that barely started in winter.' Is it too personal for a "
     "graduation?"),
    ("tabletop character backstory",
     "For our tabletop campaign, one player's backstory says: 'Before the war, "
     "Kestrel was {a_job} in {city}.' The GM thinks real city names break immersion - "
     "agree?"),
    ("new hire intro email",
     "A new hire sent this intro to the whole team: 'Hi all! I just joined from "
     "{employer}, and I'm {diet}, so please keep that in mind for team lunches.' How "
     "should I reply to welcome him?"),
    ("brother-in-law's dinner remark",
     "My brother-in-law announced at dinner: \"Real grown-ups drive {a_car}.\" Help "
     "me write a funny comeback for the family group chat."),
    ("Hinge profile for friend Ana",
     "Help me write a Hinge profile for my friend Ana - she's {a_job}, lives in "
     "{city}, is {diet}, and her favourite {t} is {fav}. She wants it to sound warm, "
     "not like a CV."),
    ("prompt course example",
     "In the prompt engineering course, the example prompt is 'You are {a_job} living "
     "in {city}. Write a short diary entry about your day.' Why do they start prompts "
     "with 'You are'?"),
    ("MC keynote intro",
     "I'm MC-ing a charity dinner and need to introduce the keynote. Her bio: 'Dr. "
     "Lena Fox spent fifteen years at {employer} before founding her own nonprofit in "
     "{city}.' Can you turn that into a 20-second intro?"),
    ("dialogue polish",
     "Can you make this dialogue sound more natural?\nMIA: So what do you do?\nJONAS: "
     "I'm {a_job}. I moved to {city} last year.\nMIA: And you drive {a_car}? Fancy."),
    ("Reddit post question",
     "I read a Reddit post where someone wrote 'I've been {a_job} at {employer} for "
     "ten years and never been promoted.' Is that common, or was that person just "
     "unlucky?"),
    ("mum's B&B guest complaint",
     "My mum runs a small B&B and asked me to help answer this guest: 'I clearly "
     "stated I was {diet} when booking, and breakfast had nothing for me.' Can you "
     "draft a reply offering a discount?"),
    ("wife's author bio",
     "My wife asked me to punch up her author bio: 'She writes mysteries between "
     "shifts as {a_job} and has an unhealthy attachment to her car, {a_car}.' Any "
     "wittier ending?"),
    ("dad's family chat about car",
     "My dad just sent the family chat: 'Thinking of selling my old car, {a_car}, and "
     "going electric. Thoughts?' Can you help me make a pros and cons list for him?"),
    ("friend's scholarship essay",
     "Proofread this paragraph from my friend's scholarship essay? Growing up in "
     "{city}, I watched my mother work double shifts as {a_job}, and that is why I "
     "never take a paycheck for granted."),
    ("copywriting course exercise",
     "Copywriting course exercise: rewrite 'Our founder, {a_job} from {city}, started "
     "this brand because she couldn't find good {diet} snacks.' into something "
     "punchier. How would you do it?"),
    ("coworker's joke",
     "Someone at lunch told this joke: 'How do you know someone drives {a_car}? Don't "
     "worry, they'll tell you.' Is there a funnier version?"),
    ("best friend's gift registry",
     "My best friend's gift-registry profile says 'favourite {t}: {fav}'. Any "
     "birthday gift ideas based on that?"),
    ("minor character notes",
     "Flesh out a side character from my notes: Oskar - {a_job}, {diet}, lives alone "
     "in {city}, favourite {t} is {fav}. Give me three quirks."),
    ("aunt's bakery customer email",
     "My aunt runs a bakery and asked me to help answer this email: 'Hi, I'm {diet} - "
     "do any of your cakes work for me? My daughter's favourite {t} is {fav}, if you "
     "can theme it.'"),
    ("stepmom's voicemail transcript",
     "Transcribing a voicemail from my stepmom for my dad, she says: \"tell him I'm "
     "stuck in {city} traffic and the rental, {a_car}, is making a weird noise\" - "
     "how should I tidy that up into a text?"),
    ("fictional diary entry feedback",
     "My writing group partner's story is a diary. Entry one: 'Dear diary, today I "
     "told them at {employer} that I'm quitting to become {a_job}.' Does the "
     "first-person diary format work?"),
    ("friend's vows draft",
     "My friend asked me to read her wedding vows. She has: 'You fell for me the "
     "night I made you a {diet} dinner in my tiny flat in {city}.' Is that sweet or "
     "too specific?"),
    ("quote from an interview article",
     "An interview I read quoted a chef saying 'Being {diet} made me a better cook, "
     "not a worse one.' Do you think that's true in general?"),
    ("teammate's fun-fact for icebreaker",
     "For the team icebreaker slide, a new teammate gave me his fun fact: 'I once "
     "drove {a_car} across three countries in four days.' How should I phrase it on "
     "the slide?"),
    ("daughter's school pen-portrait",
     "My daughter's class had to describe a classmate. She wrote about her friend "
     "Noor: 'Noor's favourite {t} is {fav} and her dad is {a_job}.' Is it okay that "
     "she mentioned the dad's job?"),
    ("character toast in play",
     "In the play I'm directing for the community theatre, Uncle Bertie raises a "
     "glass and says: 'To {city}, where I made my fortune at {employer}!' Should he "
     "stand or stay seated?"),
]  # fmt: skip

SET_BF: dict[str, list[tuple[str, str]]] = {  # BD's register, another author (seen)
    "city": [
        ("BF city: first night in new flat, I live in X now",
         "Dear diary, first night in the new flat. Boxes everywhere, no curtains yet, but "
         "I live in {v} now and I keep saying it out loud to make it feel real."),
        ("BF city: gratitude list, six months in X feels like home",
         "Gratitude list, Sunday:\n1. Mum called.\n2. The radiator finally works.\n3. Six "
         "months in {v} today and it actually feels like home."),
        ("BF city: note to self, officially a resident of X",
         "Note to self: update my address everywhere. Bank, dentist, the gym. I'm "
         "officially a resident of {v} now."),
        ("BF city: mood, this is my city now, X suits me",
         "Mood: tired but happy. Walked home along the river tonight and thought, this is "
         "my city now. {V} suits me better than I expected."),
        ("BF city: weekly review, living in X starting to feel normal",
         "Weekly review: settling in. Got a library card, found a laundromat that doesn't "
         "eat my socks, learned which bus not to take. Living in {v} is starting to feel "
         "normal."),
        ("BF city: late night, moved to X for a reason, no regrets",
         "11:48pm. Can't sleep. The neighbours are loud and the streets never quite go "
         "quiet, but I moved to {v} for a reason and I don't regret it one bit."),
        ("BF city: renewed lease, staying in X",
         "Today I signed the lease for another year, so I guess I'm staying in {v}. Told "
         "Priya and she just said 'obviously'."),
    ],
    "employer": [
        ("BF employer: first day at X, badge and getting lost",
         "First day at {v} today. Got my badge, got lost twice looking for the bathroom, "
         "ate lunch alone at my desk. Still, I'm proud of myself."),
        ("BF employer: note to self, I work at X now not the old place",
         "Note to self: I work at {v} now, not the old place. Stop introducing yourself "
         "the old way at every meeting."),
        ("BF employer: gratitude, first paycheck from X",
         "Gratitude: for my first paycheck from {v} landing today, for Sam covering for "
         "me at the school run, for the sunset on the way home."),
        ("BF employer: weekly review, three months with X",
         "Weekly review. Three months with {v} now. The team is kind, the meetings are "
         "too long, and I still can't believe they picked me."),
        ("BF employer: mood, onboarding at X is a lot",
         "Mood: 7/10. Onboarding at {v} is a lot of slides and acronyms. Dad asked if I "
         "like it there yet. Honestly? Ask me in a month."),
        ("BF employer: signed the contract, employed by X",
         "Signed the contract tonight, so that's it: I'm employed by {v}. Mum cried on "
         "the phone, which made me cry."),
        ("BF employer: late entry, grateful I get to work for X",
         "Late entry. Long day. Whatever else is going on, I'm grateful I get to work for "
         "{v}. Reminder to self: take the stairs tomorrow."),
    ],
    "job_title": [
        ("BF job_title: name badge says what I am now",
         "Today I got my first name badge that says what I am now: {a}. Took a photo of "
         "it like an idiot."),
        ("BF job_title: note to self, just say I'm A",
         "Note to self: when people at parties ask what you do, just say 'I'm {a}.' No "
         "apologising, no long backstory."),
        ("BF job_title: weekly review, two years as A",
         "Weekly review: two years as {a} this month. Some days I love it, some days I "
         "want to hide in the car at lunch."),
        ("BF job_title: gratitude list, paid to work as A",
         "Gratitude list:\n- that I finally get paid to work as {a}\n- Leo's terrible "
         "jokes\n- rain on the window while I write this"),
        ("BF job_title: feet hurt, being A is harder than warned",
         "11pm. Feet hurt. Being {a} is harder than anyone warned me, but I wouldn't swap "
         "it."),
        ("BF job_title: career change reflection, here I am as A",
         "Reflecting on the career change. A year ago I'd never have believed I'd be {a}, "
         "and yet here I am, doing it every single day."),
        ("BF job_title: passed probation, officially A on the team",
         "Mood: proud. Passed probation, so I'm officially {a} on the team now, no "
         "'trainee' in front of it."),
    ],
    "diet": [
        ("BF diet: day 30 of eating X",
         "Day 30 of eating {v}. Honestly feel lighter, and I haven't missed the old way "
         "as much as I thought I would."),
        ("BF diet: note to self, I'm X now, tell Grandma",
         "Note to self: I'm {v} now. Tell Grandma BEFORE Sunday lunch this time."),
        ("BF diet: weekly review, sticking with X",
         "Weekly review: sticking with {v}. Meal prepped on Sunday, read every label at "
         "the shop, didn't cave once."),
        ("BF diet: told friends at dinner I've gone X",
         "Told everyone at Nadia's dinner that I've gone {v}. Nobody made a big deal of "
         "it, which was a relief."),
        ("BF diet: mood, six weeks since switching to X",
         "Mood: good. Six weeks since I switched to {v} and my energy is way more stable. "
         "Writing it down so I remember why I'm doing this."),
        ("BF diet: gratitude, Hannah cooked X because that's how I eat",
         "Gratitude: Hannah cooked a whole {v} dinner for me without being asked, because "
         "she knows that's how I eat now."),
        ("BF diet: late night, going X best decision, keeping at it",
         "Late night thought: going {v} was the best decision I made this year. Still "
         "feels right. Going to keep at it."),
    ],
    "car": [
        ("BF car: picked up A from the dealership, it's mine",
         "Picked up {a} from the dealership today. Sat in the driveway for ten minutes "
         "just smelling it. It's mine!!"),
        ("BF car: gratitude, my X started first try in frost",
         "Gratitude: my {v} started on the first try this morning in the frost. Small "
         "wins."),
        ("BF car: weekly review, tight money but love driving A",
         "Weekly review: money's tight because of the car payments, but I do love driving "
         "{a}. Worth it."),
        ("BF car: note to self, my new X due for first service",
         "Note to self: my new {v} is due for its first service. Call the garage Monday, "
         "don't put it off."),
        ("BF car: traded in old hatchback, drove home in A",
         "Today I traded in the old hatchback and drove home in {a}. Kept grinning at "
         "every red light."),
        ("BF car: Mum says the X rides smoother, glad I bought it",
         "Drove Mum to the coast today. She said the {v} rides smoother than anything "
         "I've owned before, and she's right. So glad I bought it."),
        ("BF car: 12:40am drive, still can't believe it's my car",
         "12:40am. Couldn't sleep so I took the {v} out for a drive with the windows "
         "down. Still can't believe it's actually my car."),
    ],
    "favourite": [
        ("BF favourite: journal prompt answer, still is",
         "Random journal prompt: what's your favourite {t}? Easy. {V}. Has been for a "
         "while and still is."),
        ("BF favourite: note to self for gift ideas",
         "Note to self: when Jess asks for gift ideas, my favourite {t} is {v}. Stop "
         "saying 'I don't know'."),
        ("BF favourite: gratitude list, still my favourite, no contest",
         "Gratitude list:\n- sunshine\n- a quiet morning\n- {v}, still my favourite {t}, "
         "no contest"),
        ("BF favourite: weekly review, still my number one",
         "Weekly review: lots of new things this week, but {v} is still my number one {t}."),
        ("BF favourite: mood cosy, all-time favourite without thinking",
         "Mood: cosy. Realised tonight that if anyone asked my all-time favourite {t}, "
         "I'd say {v} without even thinking."),
        ("BF favourite: talk with Ben, the one I'd pick over any other",
         "Had a long talk with Ben about what we love. For me, the {t} I'd pick over any "
         "other is {v}. I always come back to that."),
        ("BF favourite: 1am things that make me me, top one hands down",
         "Things that make me me, 1am edition: my top {t}, hands down, is {v}."),
    ],
    "drink": [
        ("BF drink: gratitude for first sip, it's my drink now",
         "Gratitude: that first sip of {v} in the afternoon. It's my drink now, I've "
         "fully converted."),
        ("BF drink: note to self for party, that's my drink these days",
         "Note to self: if anyone at Saturday's party asks what I'm having, it's {v}. "
         "That's my drink these days."),
        ("BF drink: weekly review, go-to drink is X now",
         "Weekly review: managed to cut out the sugary stuff, mostly. My go-to drink is "
         "{v} now."),
        ("BF drink: balcony mood, quietly become my favourite drink",
         "Mood: calm. Sat on the balcony for an hour. {V} has quietly become my favourite "
         "drink, and tonight I finally admitted it."),
        ("BF drink: café regular, always X for me",
         "Today at the café Marta didn't even ask what I wanted. Yep, it's always {v} for "
         "me these days. Apparently I'm that predictable now."),
        ("BF drink: late entry, signature drink",
         "Late entry. Realised I order the same thing every single time. Guess I have a "
         "signature drink now, and it's {v}."),
        ("BF drink: things I like this year, favourite thing to drink",
         "Things I like about this year: long walks, learning to say no, and {v}, which "
         "is my favourite thing to drink right now."),
    ],
}  # fmt: skip

NOISE_56: list[tuple[str, str]] = [  # journal entries, no fact of the writer's (seen)
    ("gratitude for friend's new job",
     "Gratitude: Tom got the job at {employer}! He's been trying for two years. So, "
     "so happy for him."),
    ("memory of a past city, chapter closed",
     "Found old photos from the year I lived in {city}. That chapter is so closed "
     "now, but I smiled at every single one."),
    ("weird dream about a job",
     "Weird dream last night: I was {a_job} in a building with no doors and couldn't "
     "find my own locker. Woke up relieved none of it was real."),
    ("goal of buying a car someday",
     "Goals for next year: save enough to maybe, possibly, buy {a_car} one day. Not "
     "there yet, not even close."),
    ("negation of a diet, aunt's gossip",
     "Note to self: I am NOT {diet}, no matter what Aunt Rosa tells people at family "
     "dinners."),
    ("friend's quote about her diet",
     "Dana said tonight, 'I've been {diet} for a decade and I still dream about my "
     "mum's cooking.' Made me laugh so hard."),
    ("memoir about someone moving to a city",
     "The memoir I'm reading is about a woman who quit everything to move to {city}. "
     "Couldn't put it down tonight."),
    ("hypothetical application, won't do it",
     "If I ever had the nerve, I'd apply to {employer}. I won't, but it's nice to "
     "imagine for a minute."),
    ("gratitude for a friend's favourite",
     "Grateful for Lily, whose favourite {t} is {fav} and who talks about it like "
     "it's a person. Her enthusiasm is contagious."),
    ("fear of a path not taken",
     "Anxious thought spiral tonight: what if I'd become {a_job} like Dad wanted and "
     "hated every minute? Glad I never found out."),
    ("sold old car, goodbye",
     "Said goodbye to the old car today, {a_car} that got me through uni. Handed the "
     "keys to a stranger and had a little cry in the street."),
    ("parents planning to retire to a city",
     "Mum and Dad are seriously talking about retiring to {city}. I can't picture "
     "them anywhere but in their old kitchen."),
    ("self-question about moving",
     "Journal question for myself: would I actually be happier in {city}, or is that "
     "just the holiday talking?"),
    ("opinion against a diet, tried once",
     "Honestly, {diet} eating just isn't for me. I tried it for one week once and was "
     "miserable. Respect to anyone who sticks with it."),
    ("brother's new employer",
     "My brother started at {employer} this week and has already texted me twelve "
     "photos of the office snacks."),
    ("overheard stranger's favourite",
     "Overheard on the bus: 'my favourite {t} is {fav}, and I will die on this hill.' "
     "Didn't see who said it, but I liked her already."),
    ("former job, far away life",
     "Ran into an old colleague from the years I spent as {a_job}. Strange how far "
     "away that whole life feels now."),
    ("considering a diet, nothing changed",
     "Thinking about trying {diet} in the new year. Just thinking. Haven't changed a "
     "single thing yet."),
    ("friend's new car ride",
     "Priya's new car is {a_car} and she drove me home in it tonight. I was very "
     "impressed, she was very smug."),
    ("daydream of a flat abroad",
     "Daydreamed all afternoon about a tiny flat in {city} with a balcony. Someday "
     "maybe. Not this year."),
    ("anniversary of a rejection",
     "Five years ago today I got rejected by {employer}. Funny how much I cried, and "
     "how little it matters now."),
    ("cousin qualified for a job",
     "Gratitude: my cousin finally qualified as {a_job}. Whole family on a video call "
     "cheering and talking over each other."),
    ("people wrongly assume my favourite",
     "People keep assuming my favourite {t} is {fav}. It really, really isn't. No "
     "idea where they got that."),
    ("dream of being lost in a city never visited",
     "Dreamt I was lost in {city} with no phone. I've never even been there. Brains "
     "are strange."),
    ("friend agonising over an offer",
     "Kemi is agonising over an offer from {employer}. I told her to sleep on it. "
     "Hope she picks whatever makes her happy."),
    ("book chapter criticising a diet",
     "Read a chapter tonight arguing that {diet} diets are overhyped. Not sure I "
     "agree, but it was interesting."),
    ("past diet given up",
     "Years ago I was {diet} for about six months. Gave it up after a bad winter and "
     "never went back."),
    ("grandpa's lifelong favourite",
     "Grandpa insists his favourite {t} has been {fav} since 1962. I believe him "
     "completely."),
    ("lottery fantasy",
     "If I won the lottery: {a_car}, a cabin in the woods, and a very long nap. In "
     "that order."),
    ("missing a friend who lives elsewhere",
     "Missing Anna tonight. She's in {city} now and the time difference makes "
     "everything harder."),
    ("note to self, allowed to not want a job",
     "Note to self: you are allowed to not want to be {a_job}. Everyone keeps pushing "
     "it. It's your life, not theirs."),
    ("everyone from uni works there, not me",
     "Why does everyone from uni end up at {employer}? Half my group chat works "
     "there. Not me though, and I'm fine with that."),
    ("film character's job",
     "Watched a film tonight where the main character is {a_job} who falls in love "
     "with her landlord. Silly but sweet."),
    ("gratitude for friend cooking for girlfriend",
     "Grateful for Marco, who cooked a whole {diet} spread for his girlfriend's "
     "birthday. Watching him fuss over it was adorable."),
    ("childhood city left long ago",
     "I was born in {city} but we left when I was nine. I barely remember the streets "
     "anymore."),
    ("bucket list addition",
     "Bucket list addition: see {city} in autumn. Booked nothing, but at least it's "
     "written down now."),
    ("opinion on a car seen parked",
     "Saw {a_car} parked outside the bakery today and thought, huh, I'd never drive "
     "one of those. Not my style at all."),
    ("niece's school project favourite",
     "Ellie made a list of her favourite things for a school project. Favourite {t}: "
     "{fav}. She underlined it three times."),
    ("don't understand the hype",
     "I've never understood the hype around {fav}. Everyone at book club says it's "
     "the best {t} there is. Not for me."),
    ("in another life",
     "In another life I think I'd have been {a_job}. In this one I just admire them "
     "from a distance."),
    ("memory of learning to drive",
     "Dad taught me to drive in {a_car} he borrowed from a neighbour. I stalled it "
     "eleven times. Good memory."),
    ("friend laid off",
     "Sophie got laid off from {employer} today. Spent the evening on the phone with "
     "her. Feeling helpless."),
    ("questioning a diet because of a friend",
     "Is {diet} actually healthier or is it just marketing? Asking myself, since "
     "Jamie won't stop talking about it."),
    ("late night scrolling flats, fantasy",
     "1am. Scrolling flats in {city} that I'll never rent. Harmless fantasy. Going to "
     "sleep now."),
    ("nana's favourite when young",
     "Sat with Nana at the home today. She told me her favourite {t} when she was "
     "young was {fav}, and her eyes lit up."),
    ("five-year plan, maybe retrain",
     "Five-year plan, rough draft: maybe retrain as {a_job}? Big maybe. Lots of "
     "research first."),
    ("friend's praise of his employer",
     "Rafa said working at {employer} changed his whole life. I'm happy for him, but "
     "it sounded a bit like an advert."),
    ("friend's car broke down",
     "Jo's car, {a_car} she's had forever, broke down on the motorway. Went out to "
     "rescue her with snacks and a blanket."),
    ("weekly review, mum's new diet",
     "Weekly review: Mum started going {diet}, Dad is pretending to support her, and "
     "I'm staying well out of it."),
    ("negation, phone weather app city",
     "For the record, I don't live in {city}, whatever my phone's weather app thinks. "
     "Need to fix that setting."),
    ("book character's favourite",
     "The main character in my book says her favourite {t} is {fav}, which felt like "
     "such a specific, lovely detail."),
    ("threw out old lanyard, job ended",
     "Threw out the lanyard from my time at {employer} today. That job ended two "
     "years ago; time to let it go."),
    ("hypothetical, could I manage a diet",
     "Would I survive being {diet}? Probably not. I admire people who manage it."),
    ("gratitude for neighbour's long career",
     "Gratitude: Mr. Okafor next door, who has been {a_job} for thirty years and "
     "still loves it. He inspires me."),
    ("nightmare about crashing a car",
     "Dreamt I crashed {a_car} into a lake. Woke up sweating. I don't even have a "
     "licence, which made it weirder."),
    ("postcard from a friend abroad",
     "Leo sent a postcard from {city}. He says he's never coming back. I stuck it on "
     "the fridge."),
    ("childhood favourite, tastes changed",
     "When I was little, my favourite {t} was {fav}. Tastes change, I guess. It's not "
     "even close anymore."),
    ("friend's interview",
     "Zoe has an interview at {employer} on Friday. Sent her a good-luck voice note "
     "and a dumb meme."),
    ("fear of loneliness if I moved",
     "Fear I haven't written down before: that if I ever moved to {city}, I'd be "
     "lonely. Writing it down makes it smaller."),
    ("opinion on a job after watching a friend",
     "People think being {a_job} is easy. After shadowing Aisha for a week, I know "
     "it's not."),
    ("test drive, didn't buy",
     "Test-drove {a_car} today just for fun. Didn't buy it. Not even close to ready "
     "for car payments."),
    ("friends' diets at lunch",
     "Lunch with the girls. Half of them are {diet} now. I just ordered whatever "
     "looked good on the menu."),
    ("friend's dinner declaration of favourite",
     "Sam announced at dinner that his favourite {t} is {fav} and anyone who "
     "disagrees can leave. Nobody left."),
    ("anniversary of leaving a city",
     "Anniversary of the day we moved away from {city}. I don't miss the rent but I "
     "miss the light."),
    ("regret about old internship",
     "Some days I wish I'd taken that internship at {employer} back in uni. Too late "
     "now, and that's okay."),
    ("friend's big move with new job",
     "Wrote Hana a card for her fresh start: she's moving to {city} to be {a_job} at "
     "{employer}. So proud of her I could burst."),
    ("podcast about diet athletes",
     "Podcast on the walk home was all about {diet} athletes. Interesting, but not "
     "changing anything in my kitchen."),
    ("birthday present for friend's favourite",
     "Found Kai a birthday card all about {fav}, since it's his favourite {t} in the "
     "world. He screamed."),
    ("new neighbours' car and dog",
     "New neighbours moved in with {a_car} and a very loud dog. Already love the dog."),
    ("where would I go, changes nightly",
     "Where would I go if I could go anywhere? Tonight's answer: {city}. Tomorrow "
     "it'll be somewhere else."),
    ("article about layoffs elsewhere",
     "Read an article about layoffs at {employer} and felt terrible for everyone "
     "there. Glad nobody I know was affected."),
    ("niece's career announcement",
     "My niece announced she's going to be {a_job} when she grows up. Last week it "
     "was a dragon."),
    ("restaurant for friend's diet",
     "Found a place with a proper {diet} menu for Meg's birthday, since that's how "
     "she eats. I'll have whatever, I'm not fussy."),
    ("controversial opinion on a favourite",
     "Controversial journal opinion: {fav} as anyone's favourite {t} is overrated. "
     "Sorry to everyone I love who loves it."),
    ("gratitude for uncle fixing cousin's car",
     "Grateful to Uncle Ray, who spent all Saturday fixing my cousin's car, {a_car} "
     "older than she is."),
    ("rejection email",
     "Got the rejection email from {employer}. Disappointed, but I'll live. Bath and "
     "bed."),
    ("visiting friend from a city",
     "Hosting Clara this week. She flew in from {city} and keeps comparing everything "
     "to home."),
    ("anxiety dream about a job",
     "Dreamed I showed up to work as {a_job} and had no idea what I was doing. "
     "Classic anxiety dream, nothing to do with my real life."),
    ("wedding RSVP negation, that was my ex",
     "Note for the wedding RSVP: no, I'm not {diet}, that was my ex. Tick 'no "
     "restrictions'."),
    ("someday dream board, none real yet",
     "Dream board for 'someday': a flat in {city}, {a_car} in the drive, maybe a job "
     "at {employer}. None of it real yet."),
]  # fmt: skip

SET_BG: dict[str, list[tuple[str, str]]] = {  # AZ's register, a third author (seen)
    "city": [
        ("BG city: officially live in now",
         "ok so update: i officially live in {v} now 😭🏙️ still cant believe it"),
        ("BG city: moved for uni, shoebox apartment",
         "moved to {v} last week for uni and my apartment is literally a shoebox lol but "
         "its home now"),
        ("BG city: growing on me, 4 months in",
         "ngl {v} is growing on me. been living here 4 months and i finally know which "
         "bus to take 💀"),
        ("BG city: parents ask how it is",
         "my parents keep calling every day like \"hows {v}\" bro i live here now, its "
         "fine 😂"),
        ("BG city: just moved, need friends",
         "help i need new friends\njust moved to {v}\nknow literally no one here rn 😭"),
        ("BG city: got the keys, first apartment",
         "GOT THE KEYS 🔑🔑\nmy first ever apartment, in {v}!!\nslept on an air mattress "
         "last night but idc i live here now"),
        ("BG city: degree abroad, home now",
         "doing my whole degree abroad so {v} is home now lol, mom still cries on "
         "facetime every sunday"),
    ],
    "employer": [
        ("BG employer: guess who got the job",
         "guess who got the job at {v} 👀👀 me. it was me. started monday"),
        ("BG employer: first week done, got lost",
         "first week at {v} done and i only got lost in the building twice lol"),
        ("BG employer: long day at work",
         "ugh work at {v} was sooo long today, my feet are dead 💀"),
        ("BG employer: manager added to group chat",
         "my manager at {v} just added me to the team group chat and its all boomer memes "
         "😭"),
        ("BG employer: working for, free snacks",
         "ngl working for {v} is kinda cool, the free snacks alone 🤩"),
        ("BG employer: never thought they'd hire me",
         "tbh i never thought {v} would hire someone like me but here i am, badge and "
         "everything lol"),
        ("BG employer: staying late, owns my soul",
         "cant come out fri, gotta stay late at work again 😩 {v} really owns my soul now "
         "lol"),
    ],
    "job_title": [
        ("BG job_title: officially, offer email",
         "omg i'm officially {a}!!! got the offer email this morning 😭🎉"),
        ("BG job_title: harder than tiktok",
         "being {a} is so much harder than tiktok made it look lol\nlike why am i this "
         "tired"),
        ("BG job_title: first real job after uni",
         "first real job after uni and i'm {a} now?? adulthood is wild"),
        ("BG job_title: mom brags to friends",
         "my mom keeps telling her friends i'm {a} like it's a big deal 🙄 (it kinda is "
         "tho)"),
        ("BG job_title: hired as, downtown",
         "sooo i got hired as {a} at this place downtown, started tues 🙌"),
        ("BG job_title: day 3 working as",
         "day 3 of working as {a} and i already have a work bestie lol"),
        ("BG job_title: new job title just dropped",
         "quit my old part-time thing 👋\nnew job title just dropped: {v} 😎"),
    ],
    "diet": [
        ("BG diet: now, grandma's sunday lunch",
         "btw i'm {v} now so grandma's sunday lunch is gonna be a whole thing 💀"),
        ("BG diet: been 3 months, feel amazing",
         "been {v} for 3 months and ngl i feel kinda amazing??"),
        ("BG diet: friends think it's a phase",
         "my friends think me going {v} is a phase but it's been half a year so 🤷"),
        ("BG diet: meal prep sunday, how i eat",
         "meal prep sunday!! all {v} ofc, that's how i eat now ✨"),
        ("BG diet: switched after holidays",
         "i switched to eating {v} after the holidays and i'm still going strong 💪"),
        ("BG diet: dining hall has no options",
         "ugh the dining hall has like zero {v} options and i literally only eat {v} now "
         "so i'm starving fr"),
        ("BG diet: dad asks what i can eat",
         "dad: \"so what CAN you eat\"\nme, {v} since january: 😐"),
    ],
    "car": [
        ("BG car: bought first car ever",
         "I BOUGHT A CAR 😭🚗\n{a}!! my first one ever"),
        ("BG car: weird noise again",
         "my {v} is making a weird noise again, any idea what that could be? 😬"),
        ("BG car: driving to practice singing",
         "driving my {v} to practice every morning and singing like a maniac lol"),
        ("BG car: paid off, fully mine",
         "finally paid off {a} 💸 it's fully mine now"),
        ("BG car: love it, named her",
         "ngl i love my {v} sm, i named her beatrice 🥹"),
        ("BG car: group chat wants rides",
         "just got {a} and now everyone in the group chat wants rides lol 🙄"),
        ("BG car: note left on it at work",
         "parked my {v} at work and some guy left a note on it 💀 it was just a compliment "
         "thank god"),
    ],
    "favourite": [
        ("BG favourite: not taking questions",
         "my favourite {t} is {v} and i will not be taking questions 😤"),
        ("BG favourite: all time fav, no contest",
         "ngl {v} is my all time fav {t}, no contest"),
        ("BG favourite: hot take number one",
         "hot take maybe but {v} is the best {t} ever and it's my number one fr"),
        ("BG favourite: group chat asked, said obviously",
         "someone in the gc asked everyone's fav {t} and i said {v} obviously 💅"),
        ("BG favourite: ranking time, easy",
         "ok ranking time: favourite {t}?? {v}. easy. next question"),
        ("BG favourite: since 7th grade still is",
         "{V} has been my favourite {t} since 7th grade and honestly it still is 🥹"),
        ("BG favourite: gift hint",
         "if u ever wanna get me a gift, my fav {t} is {v} lol just saying 👀"),
    ],
    "drink": [
        ("BG drink: whole personality",
         "{V} is literally my whole personality rn lol"),
        ("BG drink: go-to drink every time",
         "my go-to drink? {v}. every single time"),
        ("BG drink: third of the day",
         "had my 3rd {v} of the day and idc 😌"),
        ("BG drink: obsessed, fav drink",
         "ngl i'm obsessed with {v} rn, it's my fav drink hands down"),
        ("BG drink: cafe knows my order",
         "the girls at the cafe know my order by heart: {v} 💅"),
        ("BG drink: drink of choice, don't judge",
         "my drink of choice these days is {v}, don't judge"),
        ("BG drink: can't function without",
         "can't function without {v} fr, it's my drink 😩"),
    ],
}  # fmt: skip

NOISE_57: list[tuple[str, str]] = [  # young people's texting, no fact of the writer's (seen)
    ("best friend moved, jealous",
     "omg my best friend just moved to {city} and i'm sooo jealous 😭"),
    ("crush's job",
     "wait my crush is {a_job}?? like he's actually employed?? 😳"),
    ("dad's job offer",
     "my dad got a job offer from {employer} and won't shut up about it lol"),
    ("celebrity favourite",
     "apparently some celeb said their favourite {t} is {fav} and now the whole "
     "internet is obsessed 💀"),
    ("meme about cousin's diet",
     "that meme about ppl who go {diet} and tell everyone within 5 min 💀 my cousin fr"),
    ("weird dream",
     "had a dream i was driving {a_car} through {city} and then my teeth fell out?? "
     "wtf"),
    ("if i ever get rich",
     "if i ever get rich i'm buying {a_car} first thing no cap"),
    ("question about city hype",
     "is {city} actually nice or is it just tiktok hype?"),
    ("negation, sister's diet",
     "no i'm not {diet} lol my sister is, stop sending me her recipes"),
    ("past obsession, middle school",
     "i used to be SO into {fav} in middle school, like it was my favourite {t} for "
     "years, now idk 😂 that era is dead"),
    ("joke with forgotten punchline",
     "why did {a_job} cross the road... idk i forgot the punchline 💀"),
    ("screenshot of roommate's ex",
     "my roommate sent me a screenshot of her ex's story: \"new job at {employer} "
     "🎉\"\nlike girl why are u still watching his stories"),
    ("plan to apply after graduation",
     "thinking about applying to {employer} after graduation, is that dumb?"),
    ("question for school project",
     "what does {a_job} even do all day lol asking for a school project"),
    ("brother's new car",
     "my brother just bought {a_car} and acts like he's in an action movie 🙄"),
    ("mom's diet for lent",
     "mom went {diet} for lent and is making the whole house suffer 😩"),
    ("trip weather question",
     "random q: whats the weather usually like in {city} in march? planning a trip w "
     "the girls"),
    ("opinion on a car",
     "{a_car} is such a mid car ngl, idk why everyone's dad has one"),
    ("ghosted after interviews",
     "{employer} ghosted me after 3 interviews 💀 love that for me"),
    ("past summer job, quit",
     "i was {a_job} for exactly one summer and quit bc my manager was insane lol "
     "never again"),
    ("wish to live someday",
     "lowkey wanna live in {city} someday, the vibes look immaculate"),
    ("group chat debate",
     "gc is fighting over whether {fav} is the best {t} ever and i'm just watching 👀"),
    ("friend's diet at restaurant",
     "my friend is {diet} and we went out and the restaurant had nothing for her lol"),
    ("teacher's past employer",
     "my teacher said she used to work at {employer} before teaching and i'm shook"),
    ("classmate's car",
     "the guy from my chem class drives {a_car} and idk how to feel about that 😳"),
    ("cover letter for cousin",
     "can u help me write a cover letter for {a_job} job? it's for my cousin not me "
     "lol"),
    ("family lived there when little",
     "miss when my family lived in {city} when i was like 6, barely remember it tbh"),
    ("would you rather",
     "would u rather be {a_job} in {city} or unemployed at home with ur mom 💀"),
    ("mom asks about diet",
     "is {diet} actually healthy or is it a scam? my mom wants to try it"),
    ("tiktok ranking",
     "saw a tiktok ranking every {t} and they put {fav} at #1?? the comments were a "
     "war zone"),
    ("gf's dad at dinner",
     "my gf's dad works at {employer} and he interrogated me at dinner 😭"),
    ("if i ever become",
     "if i ever become {a_job} pls remind me i said i'd never do it lol"),
    ("late night googling salary",
     "not me googling \"how much does {a_job} make\" at 2am for my econ essay 💀"),
    ("coach's diet",
     "my coach is {diet} and keeps trying to convert the whole team 🙄"),
    ("uncle's midlife crisis car",
     "no bc why did my uncle buy {a_car} at 55, midlife crisis fr"),
    ("question about applying",
     "quick q: is it weird to apply to {employer} if my aunt already works there?"),
    ("clown dream",
     "dreamt i got a job at {employer} and they made me wear a clown costume 🤡 never "
     "sleeping again"),
    ("little sister's favourite",
     "my lil sister's favourite {t} is {fav} and she makes me hear about it every. "
     "single. day"),
    ("negation, linkedin recs",
     "i'm not {a_job} lol why does linkedin keep recommending me those jobs"),
    ("throwback diet attempt",
     "throwback to when i went {diet} for like 3 days in 10th grade and cried 😂"),
    ("group chat poll roast",
     "gc poll: best city to move to after uni?? someone said {city} and got roasted"),
    ("parents met there",
     "my parents met in {city} and they won't stop telling the story 🙄"),
    ("how do people afford car",
     "how do ppl afford {a_car} at 22 genuinely asking"),
    ("article about hiring, for bf",
     "read an article that {employer} is hiring like crazy rn, should i send it to my "
     "bf?"),
    ("ex's new gf",
     "my ex's new gf is {a_job} and honestly good for her i guess 😒"),
    ("dating question for roommate",
     "would u date someone who's {diet}? asking for a friend (the friend is my "
     "roommate)"),
    ("grandpa doesn't get it",
     "my grandpa asked what {fav} is and when i said it's a {t} he said \"in my day "
     "we didn't have those\" 💀"),
    ("feed full of people moving",
     "the way my whole feed is ppl moving to {city} rn... is there a memo i missed"),
    ("faking it in group project",
     "me pretending to know what {a_job} does in my group project interview 🤓"),
    ("best friend's mom free stuff",
     "my best friend's mom works at {employer} and got us all free stuff lol"),
    ("dad's opinion at dinner",
     "not my dad saying \"{diet} food is just rabbit food\" at dinner 💀 dad pls"),
    ("hypothetical year abroad",
     "if u could live in {city} for a year would u? asking bc my cousin is doing it"),
    ("friend scratched her car",
     "my friend's first car is {a_car} and she already scratched it 😭"),
    ("never understood the hype",
     "honestly never understood the hype around {fav}, like as a {t} it's fine??"),
    ("parallel parking stranger",
     "saw someone in {a_car} parallel park perfectly in one try and i'm still "
     "thinking about it"),
    ("roommate's internship",
     "my roommate got an internship at {employer} and i'm happy for her but also 😭"),
    ("hypothetical visit",
     "hypothetically if i moved to {city} would u visit me 🥺"),
    ("parents' wish",
     "my parents want me to be {a_job} so bad but i'd rather eat glass lol"),
    ("viral comment quote",
     "some guy in the comments was like \"real ones know {fav} is the best {t}\" and "
     "got 20k likes"),
    ("curious about breakfast",
     "lowkey curious what {diet} people even eat for breakfast, anyone?"),
    ("cousin hired, family dinners",
     "my cousin just got hired at {employer} and now family dinners are all about her "
     "🙄"),
    ("mom's coworker screenshot",
     "mom showed me a screenshot of her coworker's post: \"so proud to be {a_job}!!\" "
     "and asked why i can't be like that 💀"),
    ("car trend question",
     "been seeing so many of them lately, like {a_car} on every corner. is it a trend "
     "or am i crazy"),
    ("freshman year dream job, over",
     "back in freshman year i wanted to be {a_job} so bad lol, that phase is so over"),
    ("grad trip question",
     "idk anyone who's been to {city}, is it worth it for a grad trip?"),
    ("team captain's car",
     "my team captain drives {a_car} to practice and we all pile in 😂"),
    ("bf's family diet",
     "my bf's whole family is {diet} and i'm so scared of thanksgiving lol"),
    ("asking for little bro",
     "do u think {employer} would hire someone with zero experience? asking for my "
     "little bro"),
    ("viral video",
     "that viral video of {a_job} dancing at work is sending me 😭"),
    ("class debate",
     "teacher made us debate whether {fav} is overrated as a {t} and it got heated fr"),
    ("neighbour's car in our spot",
     "no way my neighbour just parked {a_car} in OUR spot again 😤"),
    ("opinion against living there",
     "i'll never understand ppl who actually want to live in {city} lol no offense"),
    ("grandma asks, no",
     "my grandma keeps asking if i'm {diet} yet bc of my cousin 🙄 no grandma"),
    ("naming sister's car",
     "what would u name {a_car}? brainstorming for my sister's new car"),
    ("ex moved to find himself",
     "my ex literally moved to {city} to \"find himself\" 💀"),
    ("mom worked there before i was born",
     "fun fact: my mom worked at {employer} before i was born, she has STORIES"),
    ("career day boredom",
     "career day was painful, some guy talked about being {a_job} for an hour "
     "straight 😴"),
    ("exchange friend's hometown",
     "my exchange friend says {city} is sooo different from here, kinda want to visit "
     "her over break"),
    ("friend group's sudden favourite",
     "pls explain why my whole friend group decided {fav} is their favourite {t} "
     "overnight? did i miss smth"),
    ("no car, dream car",
     "tbh i don't even have a car lol\nmy dream one is {a_car} tho, one day 🙏"),
]  # fmt: skip

SET_BH: dict[str, list[tuple[str, str]]] = {  # BE's register, another author (seen)
    "city": [
        ("BH city: moved to be near daughter, asks for hairdresser",
         "Dear assistant, I am new to this so please be patient with me.. I moved to {v} "
         "in the spring to be near my daughter and the grandchildren and I live here full "
         "time now. Could you help me find a good hairdreser? Regards, Margaret"),
        ("BH city: all caps introduction from Harold",
         "HELLO. MY NAME IS HAROLD AND I LIVE IN {v}. MY GRANDSON SET THIS UP FOR ME. "
         "WHAT DO I DO NOW"),
        ("BH city: sold old house, home is value now",
         "well we finaly sold the old house!! so home is {v} now, got the keys to the "
         "flat on friday and there are boxes everywere.. my back is killing me lol. "
         "anyway what day do they usualy collect the bins, do you know"),
        ("BH city: lived there forty odd years, weather question",
         "Is it going to rain tomorow? Ive lived in {v} forty odd years and I still cant "
         "tell from the sky.. want to get the washing out and the bulbs in before my "
         "knees give up on me"),
        ("BH city: formal letter, resides with husband and cat",
         "Dear Assistant\nI am 81 years old and I reside in {v} with my husband Bernard "
         "and our cat Pickles. My grandaughter says you can remember things so I am "
         "telling you. Thank you kindly.\nLove, Grandma Jo"),
        ("BH city: moved into retirement apartment",
         "Just to let you know I have moved into a retirement apartment in {v}, lovely "
         "people, they do bingo Tuesdays!!! my son drove me down with all my things. My "
         "new adress is on a paper somewhere i will find it"),
        ("BH city: widow says value is my home, wants poem",
         "my sister keeps asking why i stayed on after Frank passed but {v} is my home, "
         "thats where my friends are and my church and the garden.. i wouldnt move now at "
         "my age. can you write a short poem about being a widow"),
    ],
    "employer": [
        ("BH employer: still part time at 66, email to boss",
         "Dear assistant, I am 66 and still working part time at {v}, three mornings a "
         "week. My daughter says I should retire but I like being useful. Can you help me "
         "write an email to my boss about holiday dates? Thank you, Doreen"),
        ("BH employer: all caps, took me on at 63",
         "I GOT THE JOB!!! {V} TOOK ME ON AT 63 YEARS OF AGE CAN YOU BELIEVE IT. START "
         "MONDAY. MY WIFE IS PROUD AS PUNCH"),
        ("BH employer: been with them thirty years, pension paperwork",
         "been with {v} going on 30 years now and they still cant get my pension "
         "paperwork right.. who do I ring about that? do you know.. anyhow the hydrangeas "
         "are looking lovely this year"),
        ("BH employer: works in the office most days, bigger letters",
         "Hello dear. My grandson Tyler put this on my tablet. I work in the office at "
         "{v} most days, just filing and answering the phone, nothing fancy. Is there a "
         "way to make the letters biger on this thing?"),
        ("BH employer: my employer is, online training panic",
         "my employer is {v} and they want us all to do the online training by friday and "
         "I cant make head nor tail of it..PLEASE help, what is two factor whatsit"),
        ("BH employer: clocking in every day at 70",
         "Still clocking in at {v} every day at 70, my knees complain but the paycheck "
         "dont. The young ones there call me Pops lol. Anyway whats a good cream for sore "
         "joints"),
        ("BH employer: back to work after retirement, signed letter",
         "Dear Assistant,\nI have recently gone back to work after 12 years retired. I "
         "now work for {v}, which my late husband would have found very funny. I am "
         "enjoying it very much.\nKind regards,\nMrs. Evelyn Parks"),
    ],
    "job_title": [
        ("BH job_title: still working as at 64, eye test reminder",
         "Dear assistant, at 64 I am still working as {a} and I have no plans to stop. My "
         "granddaughter Ellie thinks I am mad!! Can you remind me to book my eye test"),
        ("BH job_title: all caps pension question",
         "IM {A} AND I WANT TO KNOW IF I CAN KEEP WORKING PAST 67 WITHOUT IT HURTING MY "
         "PENSION"),
        ("BH job_title: took part time job since wife passed",
         "hello again its Walter. forgot to tell you, i took a part time job as {a} to "
         "keep busy since the wife passed. first week done!! feet are sore but its good "
         "to get out ofthe house"),
        ("BH job_title: 41 years this June, speech for plaque",
         "I have been {a} for 41 years this june and still going strong.. they want to "
         "give me a plaque at the xmas do. What should I say in a speech, I get so nervous"),
        ("BH job_title: part time mornings, young people talk about AI",
         "quick question my dear, I work as {a} (part time now, mornings only) and the "
         "young people at work keep talking about AI, is that you??"),
        ("BH job_title: gone back to being after raising grandchildren",
         "Dear Assistant\nI have gone back to being {a} after raising my grandchildren, "
         "they are all grown now. It is strange being the oldest one there by 30 years! "
         "Do you have tips for remembering names\nLove from Nana Rose"),
        ("BH job_title: retired? me? still, three days a week",
         "retired? ME? no no, still {a}, three days a week. my neighbour Gloria cant "
         "believe it. what were we talking about.. oh yes can you tell me the dates for "
         "the flower show"),
    ],
    "diet": [
        ("BH diet: gone after heart scare, husband grumbles",
         "after my heart scare last year I have gone {v} and I feel ten years younger!!! "
         "My husband grumbles but he eats what I put in front of him. Love, Grandma Jo"),
        ("BH diet: all caps, no recipes with wrong things",
         "IM {v} NOW SO PLEASE DONT GIVE ME RECIPES WITH THE WRONG THINGS IN THEM. THANK "
         "YOU"),
        ("BH diet: granddaughter got me onto it, six months",
         "my grandaughter got me onto it and now Ive been eating {v} for about six "
         "months.. cholesterol is down too, the surgery was pleased. can you find me some "
         "easy suppers for one person"),
        ("BH diet: follows diet since new year, shopping list on pension",
         "Hello. I would like some help with my shopping list. I follow a {v} diet, have "
         "done since the new year. Not too expensive things please, I am on a pension."),
        ("BH diet: explain again to son in law, roses out",
         "We had the family round sunday and I had to explain AGAIN that Im {v} these "
         "days.. my son in law just doesnt listen!! anyway the roses by the gate are out"),
        ("BH diet: strictly since March, lunch with ladies group",
         "dear assistant can u help.. i am strictly {v} since march and i dont know what "
         "to order when my ladies group goes out for lunch. what is safe"),
        ("BH diet: switched over at 70, make a note",
         "Please make a note dear, I switched over to {v} eating when I turned 70 and I "
         "havent looked back. Bob says Im a new woman"),
    ],
    "car": [
        ("BH car: traded in old car, bluetooth help",
         "Dear assistant, I finaly traded in the old car and now I drive {a}. My son "
         "picked it out. Can you tell me how to work the bluetooth thing, I have no idea. "
         "Thank you, Ken"),
        ("BH car: all caps warning light question",
         "MY CAR IS {A} AND THE LITTLE LIGHT WITH THE EXCLAMATION MARK IS ON ON THE "
         "DASHBOARD WHAT DOES IT MEAN"),
        ("BH car: got myself one last month, grandkids tease",
         "got myself {a} last month!! first new car in 25 years, the grandkids are "
         "calling me a hot rodder lol.. how often should i get it serviced"),
        ("BH car: driving for a few years, insurance and cataract",
         "I've been driving {a} for a few years now and its never let me down touch wood. "
         "Do I need to tell the insurance about my cataract operation?"),
        ("BH car: bad neck cannot turn to reverse, camera",
         "hello its me again, Pat. I drive {a} and with my bad neck I cant turn round to "
         "reverse anymore. does it have a camera do you know"),
        ("BH car: widow bought her own at 74",
         "Dear Assistant,\nMy late husband's car was sold and I have bought {a} of my "
         "own, the first car I have ever chosen by myself at 74. I am very proud.\nYours, "
         "Edith"),
        ("BH car: only the one car now, bird mess",
         "we only have the one car now, {a}, Don drives it to the allotment and I take it "
         "to church thursdays. whats the best way to get bird mess off the paint"),
    ],
    "favourite": [
        ("BH favourite: grandson says you like to know, signed",
         "Dear assistant, my grandson says you like to know about people so here goes.. "
         "my favourite {t} is {v}. Always has been! Love, Nanny Pat"),
        ("BH favourite: all caps, no contest",
         "YOU ASKED WHAT MY FAVORITE {t} IS.. {V}!!! NO CONTEST. MY NEIGHBOUR SAYS IM "
         "SILLY BUT THERE YOU GO"),
        ("BH favourite: if you made me pick one",
         "talking of favourites, if you made me pick one {t} it would be {v} every time, "
         "even at my age i know what i like"),
        ("BH favourite: granddaughter's school questionnaire",
         "My granddaughter did a little questionnaire on me for school and one question "
         "was my favourite {t}. I told her {v}, I dont even have to think about it."),
        ("BH favourite: nothing in this world beats it, by a mile",
         "Nothing in this world beats {v}, its my favourite {t} by a mile. Eighty-two "
         "years and I havent changed my mind once"),
        ("BH favourite: when it comes to kind, its value for me",
         "dear assistant when it comes to {t} its {v} for me through and through, ask "
         "anyone at the club.. speaking of wich whats the weather for saturday"),
        ("BH favourite: still favourite since a girl, is that boring",
         "{V} is still my favourite {t} after all these years, same as when I was a girl. "
         "Is that boring? My daughter thinks so"),
    ],
    "drink": [
        ("BH drink: what I like best to drink, afternoons in garden",
         "dear assistant, what I like best to drink is {v}, I have it most afternoons sat "
         "in the garden watching the birds.. is it bad for my blood pressure"),
        ("BH drink: all caps please remember",
         "MY FAVOURITE DRINK IS {v}. PLEASE REMEMBER. THANK YOU"),
        ("BH drink: real taste for it these days",
         "i've got a real taste for {v} these days, my grandson got me onto it. I never "
         "used to touch the stuff!!"),
        ("BH drink: drink of choice, sugar question",
         "Hello, could you tell me if {v} has alot of sugar? It's my drink of choice and "
         "there is diabetes in the family"),
        ("BH drink: always order it at the place on the corner",
         "Bernie and I go to the little place on the corner every wednesday and I always "
         "order {v}, the girl there knows it by heart now.. anyway my hip is much better "
         "thanks for asking"),
        ("BH drink: note for records, preferred drink",
         "Dear Assistant\nJust a note for your records: my preferred drink is {v}. My son "
         "says you should know these things so you can be more helpful.\nWarm "
         "wishes,\nArthur (age 79)"),
        ("BH drink: cant beat it on a warm day, thats my drink now",
         "cant beat {v} on a warm day, thats my drink now since I gave up the old stuff.. "
         "the roses need deadheading and my knees say no"),
    ],
}  # fmt: skip

NOISE_58: list[tuple[str, str]] = [  # older adults' messages, no fact of the writer's (seen)
    ("daughter moved to city, worried mother",
     "Dear assistant, my daughter Karen has just moved to {city} with her new fella "
     "and I worry about her, its so far. How long does a letter take to get there? "
     "Love, Mum"),
    ("all caps, lived in city decades ago",
     "WE LIVED IN {city} FOR A FEW YEARS IN THE SIXTIES WHEN GEORGE WAS IN THE ARMY. "
     "THAT WAS A VERY LONG TIME AGO NOW AND WE NEVER WENT BACK"),
    ("television programme about city, could never live there",
     "was watching a programme last night about {city}, all those lights and "
     "traffic!! I could never live somewhere like that at my age.. anyway what time "
     "is it there now"),
    ("question about cost of visiting city for 80th",
     "is {city} very expensive to visit? my grandson wants to take me for my 80th and "
     "I dont want him spending a fortune"),
    ("wish to see city before dying",
     "I always dreamed of seeing {city} before I die. Do you think a person with a "
     "bad hip could manage all the walking about?"),
    ("new neighbours from city",
     "the new neighbours are from {city} originaly, lovely couple, they brought me "
     "some flowers from thier garden!! I must get them a card"),
    ("news about weather in city, penpal",
     "did you see on the news about {city}? terrible storms they've had there, I hope "
     "my penpal Ingrid is alright, she lives right in the middle of it"),
    ("grandson taken on at employer",
     "my grandson Josh just got taken on at {employer}!! we are all so proud of him, "
     "first in the family to go to university"),
    ("worked at employer decades, let go in 98",
     "I worked at {employer} for 31 years until they let me go in '98. Never did get "
     "a proper thank you. Water under the bridge now"),
    ("all caps radio news, employer cutting jobs",
     "HEARD ON THE RADIO THAT {employer} IS CUTTING JOBS. MY NEIGHBOURS BOY WORKS "
     "THERE, POOR LAD, HE HAS TWO LITTLE ONES"),
    ("question whether employer is good, granddaughter interview",
     "dear assistant is {employer} a good place to work? my granddaughter has an "
     "interview there tuesday and shes ever so nervous"),
    ("opinion, never trusted employer",
     "Never trusted {employer} myself, my late husband always said they were a bunch "
     "of crooks. Sorry, thats just an old woman talking"),
    ("granddaughter training for job",
     "My granddaughter Lily is training to be {a_job}!!! I couldnt be prouder. What "
     "do they earn these days roughly?"),
    ("retired from job after forty years",
     "I was {a_job} for nearly forty years before I retired, these days I mostly "
     "potter about in the garden and mind the grandkids"),
    ("question what son in law does all day",
     "what does {a_job} actually do all day? My son in law is one and I've never "
     "liked to ask him, ten years married to my Susan"),
    ("wish, would have liked that job",
     "if I had my time again I think I would have liked being {a_job}. Too late now!! "
     "ha ha"),
    ("blood test lady's son has job",
     "the lady who came to do my bloods was telling me her son is {a_job} and hes "
     "only 23, where does the time go"),
    ("documentary about job, never could have done it",
     "There was a documentary on tonight about being {a_job}, my word they work hard. "
     "I never could have done it myself, not with my nerves"),
    ("all caps negation of diet, daughter says otherwise",
     "I AM NOT {diet}!!! MY DAUGHTER KEEPS TELLING PEOPLE I AM AND I AM NOT. PLEASE "
     "DONT LISTEN TO HER"),
    ("doctor suggested diet, not decided",
     "the doctor said I ought to try going {diet} for my cholesterol. I said I'd "
     "think about it, Ive eaten the same way for 70 years.. what do you reckon"),
    ("grandson gone diet, ideas for sunday",
     "my grandson has gone {diet} and I dont know what to cook when he visits "
     "sunday.. can you give me some ideas, nothing too fiddly"),
    ("tried diet in 2015, never again",
     "I tried being {diet} back in 2015 for about a month, it didnt agree with me at "
     "all. Never again!"),
    ("question what diet means on a menu",
     "what does {diet} mean exactly? it was on a menu at the garden centre and I felt "
     "too silly to ask the girl"),
    ("newspaper piece on diet and longevity",
     "Saw a piece in the paper saying {diet} is the secret to living to a hundred. "
     "Well my mother lived to 98 eating whatever she fancied so I dont know about that"),
    ("neighbours are diet, supper panic",
     "the couple next door are {diet}, had them round for supper and I was in a right "
     "panic about what to make!! it went fine in the end, they were ever so polite"),
    ("son bought car, good or waste",
     "my son just bought {a_car}, hes like a kid at christmas.. is that a good car or "
     "did he waste his money"),
    ("had car years back, sold when eyes went",
     "Had {a_car} years back, loved it, sold it when my eyes went and I stopped "
     "driving. Still miss it some days"),
    ("all caps lottery wish for car",
     "IF I WIN THE LOTTERY SATURDAY IM GETTING {a_car}, SHINY ONE WITH ALL THE "
     "TRIMMINGS. HA HA I WISH"),
    ("neighbour parks car on drive",
     "the fella across the road got {a_car} and parks it half on my drive every "
     "day!!! what can I do about it, Ive asked him nicely twice"),
    ("question whether car safe for new driver",
     "is {a_car} safe for a young driver? my granddaughter just passed her test and "
     "has her heart set on one"),
    ("car programme presenter nearly crashed",
     "they were testing {a_car} on that car programme last night and the presenter "
     "nearly put it in a ditch, I laughed till I cried"),
    ("negation, brother's car, gave up driving",
     "no dear I dont have {a_car}, that was my brothers. I gave up driving after my "
     "fall last winter, my nephew takes me everywere now"),
    ("sister's favourite, birthday present",
     "my sisters favourite {t} is {fav}, shes mad about it. what could I get her for "
     "her birthday along those lines"),
    ("grandson's favourite, had to spell it",
     "My grandson told me his favourite {t} is {fav}. I had to ask him to spell it!!"),
    ("favourite as a girl, went off it years ago",
     "when I was a young girl my favourite {t} was {fav} but I went off it years and "
     "years ago, tastes change dont they"),
    ("question what kind of thing it is",
     "What kind of {t} is {fav}? My great-grandson keeps going on about it and I want "
     "to keep up with the young ones"),
    ("never saw the appeal, is it the best",
     "Everybody raves about {fav} but I never saw the appeal myself. Maybe Im just "
     "old fashioned. Is it really the best {t} around?"),
    ("quiz round on television",
     "they did a whole quiz round on {fav} on the telly tonight, best {t} of all time "
     "they said. Well I didnt get a single one right!!"),
    ("late husband's favourite",
     "Eric's favourite {t} was always {fav}, God rest him. I think of him whenever it "
     "comes up"),
    ("neighbour's favourite over the fence",
     "Mrs Patel next door says her favourite {t} is {fav}, we had a good natter about "
     "it over the fence this morning. Shes a lovely woman"),
    ("nephew's city, employer and car, proud aunt",
     "My nephew moved to {city} and works for {employer} now, drives {a_car} and "
     "everything. So proud of him. Me, Im just happy pottering with my roses"),
    ("years ago lived in city and worked as job",
     "Years ago when I lived in {city} I worked as {a_job}. Seems like another life "
     "now, I havent worked since 1994"),
    ("question about job at employer for grandson's letter",
     "can you explain what {a_job} at {employer} would do day to day? my grandson is "
     "applying and wants me to help with his letter"),
    ("hypothetical forty years younger",
     "If I were forty years younger Id move to {city} and get a job at {employer}. "
     "Too old for all that now, ha!"),
    ("request birthday card for granddaughter",
     "Please write a birthday card message for my granddaughter, shes just moved to "
     "{city} and started as {a_job}, shes 24 and very clever. Sign it from Nanna and "
     "Grandad"),
    ("joke about job, forgot ending",
     "my grandson told me a joke about {a_job} walking into a pub but Ive forgotten "
     "the ending. do you know any good ones"),
    ("quoted text from friend's group chat",
     "my friend sent this on the group chat: \"just landed in {city}, cant wait to "
     "explore!!\" what does she mean landed, has she gone on a plane at her age??"),
    ("news of employer opening in city",
     "on the news tonight they said {employer} is opening something big in {city}. "
     "Big changes everywhere these days, I cant keep up"),
    ("grandkids visiting, one diet, other's favourite",
     "the grandkids are coming for the weekend, one of them is {diet} and the other "
     "says his favourite {t} is {fav}.. Im at my wits end. what do I do"),
    ("negation, brother lives in city, you got muddled",
     "No I dont live in {city}, thats where my brother is. I think you got muddled "
     "dear, never mind"),
    ("negation, husband worked at employer",
     "I never worked for {employer}, you must be thinking of my husband. He was there "
     "40 years before he retired"),
    ("negation of job, granddaughter typed it",
     "Im not {a_job}, never have been! My granddaughter was playing on my tablet and "
     "typed all sorts of nonsense"),
    ("wondering if car too big, not buying",
     "would {a_car} be too big for an old lady to park? just wondering, Im not buying "
     "anything yet, my son says I should think about it"),
    ("cooking show from city, presenter shouting",
     "there was a cooking show from {city} on this afternoon, the man presenting it "
     "was shouting the whole time!! is everyone there like that"),
    ("eye specialist moving to city",
     "Dear assistant, the specialist I see for my eyes is moving to {city} next month "
     "so I need to find somebody new. How do I go about that? Thank you, Mavis"),
    ("friend's saying about gardeners from city",
     "my friend Joan swears the best gardeners all come from {city}, shes a funny "
     "one. anyway my dahlias are coming up lovely this year"),
    ("keeps meaning to try diet, not yet",
     "I keep meaning to try {diet} cooking, my daughter says itd do my joints good, "
     "but I havent got round to it yet and I dont suppose I will"),
    ("question asking for friend Betty about diet",
     "is being {diet} safe for someone with low iron? asking for my friend Betty, "
     "shes thinking of starting after christmas"),
    ("whole house diet in the eighties",
     "We were all {diet} in our house for a year back in the 80s becuase of my son, "
     "then he grew out of it and we all went back to normal"),
    ("opinion, all this diet business",
     "Honestly all this {diet} business.. in my day you ate what was put in front of "
     "you and said thank you!!"),
    ("first car was nothing like",
     "My very first car was nothing like {a_car}, it had no heater and you had to "
     "crank it to get it going. Those were the days"),
    ("recall on news, son in law has one",
     "saw on the news that they're recalling {a_car} for something to do with the "
     "brakes. My son in law has one, should I tell him?"),
    ("father at employer whole working life",
     "My father was at {employer} his whole working life, back when a job was for "
     "life. They gave him a carriage clock when he left"),
    ("parcel from employer by mistake",
     "how do I contact {employer}? they sent my grandsons parcel to my address by "
     "mistake and I dont want it going missing"),
    ("trained as job in fifties, never went back",
     "I trained as {a_job} in the fifties but gave it up when the children came along "
     "and I never went back to it"),
    ("little granddaughter wants to be job",
     "my little granddaughter Rosie says she wants to be {a_job} when she grows up. "
     "Shes only six bless her"),
    ("thinking of anniversary trip to city",
     "We're thinking about a trip to {city} in the autumn for our anniversary, only "
     "thinking mind you. Is it very hilly? My knees arent what they were"),
    ("all caps how far by train, granddaughter at university",
     "HOW FAR IS {city} FROM HERE BY TRAIN. MY GRANDDAUGHTER IS AT UNIVERSITY THERE "
     "AND I WANT TO SURPRISE HER"),
    ("friends arguing whether it is the best",
     "Be honest with me, is {fav} any good? my friends at the club are arguing about "
     "whether its the best {t} ever and I havent a clue"),
    ("present for grandson turning 12",
     "I want a present for my grandson, his favourite {t} is {fav} and he turns 12 "
     "next week. Any ideas, nothing too dear"),
    ("radio said nation's favourite, never heard of it",
     "They were talking about {fav} on the radio this morning, said it was the "
     "nations favourite {t}. Well Id never heard of it!!"),
    ("wish to understand the fuss",
     "I wish I knew what all the fuss about {fav} was, the whole family says its the "
     "best {t} going and I just nod along"),
    ("neighbour retired from employer, bought car",
     "Our neighbour Derek has retired from {employer} and bought himself {a_car} with "
     "the money, the whole street is talking about it"),
    ("daughter in law job and diet, christmas dinner",
     "my daughter in law is {a_job} and {diet} as well, so christmas dinner is always "
     "a puzzle. any suggestions for a main that will suit her"),
    ("back when in city husband had car",
     "Back when we lived in {city} Frank had {a_car}, he washed it every Sunday like "
     "it was a baby. Happy days. We sold up in 1989"),
    ("school trip to city, pickpockets",
     "Do you know much about {city}? my granddaughter is going there on a school trip "
     "and I worry about pickpockets"),
    ("nosey about job pay at employer",
     "What would {a_job} earn at {employer} do you think? Just being nosey, my "
     "neighbours lad was bragging over the fence"),
    ("complaint letter to employer for son",
     "Could you help me write a letter of complaint to {employer}, they were very "
     "rude to my son on the phone.. he wont do it himself so his old mum will"),
    ("great nephew's wedding, bride's job and city, run-on",
     "Dear assistant, my great nephew is getting married in june, the bride is "
     "{a_job} from {city}, lovely girl.. what do you wear to a wedding at 84?? and my "
     "hip is playing up again. Love, Auntie Vi"),
    ("brother's favourite and car long ago",
     "My brother Ron, God rest him, had {a_car} the year before he passed and his "
     "favourite {t} was {fav}, funny the things you remember"),
]  # fmt: skip

NOISE_60: list[tuple[str, str]] = [  # NOISE_59's register, another author (seen)
    ("wedding toast about the groom",
     "Can you tighten up this toast I'm giving for the groom? 'Dan moved to {city} "
     "with nothing but {a_car} and a suitcase, and somehow talked his way into a job "
     "at {employer} within a month.'"),
    ("speaker's own first-person bio",
     "Our keynote speaker sent her bio over herself, can you polish it?\nI'm {a_job} "
     "based in {city}, and for the past ten years I've worked at {employer}. My "
     "favourite {t}? {fav}, always."),
    ("friend's Tinder bio",
     "My friend Priya wants me to fix her Tinder bio. She wrote: 'Moved to {city} "
     "last year, strictly {diet}, will judge you by your favourite {t} (mine is "
     "{fav}).' Is it too much?"),
    ("report's performance review",
     "Help me phrase this more kindly for Marco's performance review: 'Since "
     "transferring from the {city} office, Marco has not yet shown the judgement "
     "expected of {a_job}.'"),
    ("grandfather's obituary",
     "Could you help me finish my grandfather's obituary? So far: 'He spent forty "
     "years as {a_job} in {city} and drove {a_car} until the day the mechanic begged "
     "him to stop.'"),
    ("D&D NPC backstory",
     "For my D&D campaign, here's an NPC backstory I wrote, can you make it punchier? "
     "'Born in {city}, Elra was {a_job} before the war took everything from her.'"),
    ("fictional diary for class",
     "This is for my creative writing class, a diary entry from my character's point "
     "of view: 'Dear diary, today I finally quit {employer}. I drove {a_car} out of "
     "{city} and didn't look back.' Does the voice feel authentic?"),
    ("aunt's job ad",
     "My aunt runs a small restaurant and asked me to proofread the ad she wrote: "
     "'Looking for {a_job} to help out on weekends, experience with {diet} menus a "
     "plus.'"),
    ("customer review for website",
     "A client left this review and wants us to use it on the website, can you trim "
     "it to two lines? 'I'm {a_job} in {city} and I was skeptical at first, but the "
     "team went above and beyond for me.'"),
    ("mum's text",
     "My mum just texted me this, what does she mean? 'Your dad's finally selling "
     "{a_car}, he says the {city} traffic is too much for him now.'"),
    ("rec letter for student",
     "I'm writing a recommendation letter for my student Aisha. Draft line: 'Aisha "
     "hopes to join {employer} as {a_job}, and I have no doubt she will excel there.' "
     "Too generic?"),
    ("former colleague's LinkedIn post",
     "A former colleague posted this on LinkedIn and everyone's congratulating her. "
     "Is it cringe? 'Thrilled to announce I've joined {employer} as {a_job}! "
     "Relocating to {city} next month.'"),
    ("AI-generated sample",
     "You gave me this sample sentence earlier: 'I live in {city} and work at "
     "{employer}.' Can you generate five more examples like it in different styles?"),
    ("sister's blog line",
     "\"I've been {diet} for six years and I'd never go back.\" That's from my "
     "sister's blog post, can you make it sound less preachy?"),
    ("brother's dating profile",
     "my brother wrote this for his dating profile lol\n\nhey im {a_job} in {city}, i "
     "drive {a_car} and my fav {t} is {fav}. swipe right if u agree\n\nhow do i tell "
     "him its bad"),
    ("friend's 40th birthday speech",
     "Here's what I have for Jo's 40th birthday speech: 'Twenty years ago Jo was "
     "{a_job} living in a tiny flat in {city}. Now she basically runs {employer}.' "
     "Funny enough?"),
    ("speaker intro notes",
     "I have to introduce the guest speaker tonight. His notes say: former {a_job}, "
     "now leads research at {employer}, lives in {city}. Can you turn that into two "
     "warm sentences?"),
    ("player's character sheet",
     "Character sheet for one of my players in our Pathfinder game:\nName: "
     "Vex\nHometown: {city}\nOld trade: {a_job}\nFavourite {t}: {fav}\nCan you write "
     "a backstory paragraph from this?"),
    ("intern welcome blurb",
     "My manager asked me to write a short welcome blurb for the new intern. Her "
     "notes about herself: studying to become {a_job}, grew up in {city}, {diet}, "
     "favourite {t} is {fav}."),
    ("neighbour's obituary",
     "Our neighbour Mr. Okafor passed away and his daughter asked me to read over the "
     "obituary: 'A proud {a_job} for 35 years at {employer}, he drove {a_car} to "
     "every one of his grandchildren's games.'"),
    ("class diary as someone else",
     "For class we had to write a diary entry as someone totally unlike ourselves. "
     "Mine starts: 'Monday. Father says I am to become {a_job} like him, and that we "
     "shall leave {city} before winter.' Does it work?"),
    ("friend's startup listing",
     "Can you make this listing sound less stiff? My friend's startup wrote it: 'We "
     "are seeking {a_job} to join our small team in {city}. Competitive pay, flexible "
     "hours.'"),
    ("testimonial from cousin's gym",
     "Is this testimonial believable or does it sound fake? It's from a customer of "
     "my cousin's gym: 'As {a_job} I barely have time, but since going {diet} with "
     "Coach Rae I feel amazing.'"),
    ("mum's text about cousin",
     "Mum sent: 'Remember your cousin Ben is {diet} now, so bring something he can "
     "eat.' What's an easy dish I could bring to the family lunch?"),
    ("grad school letter for ex-intern",
     "Draft for my former intern's grad school letter: 'Even in her first week, Lena "
     "showed the instincts of a seasoned {a_job}.' Hmm, does that phrasing work?"),
    ("dad's LinkedIn post",
     "My dad wrote this LinkedIn post and wants feedback before he posts it: 'Ten "
     "years ago I was {a_job} in {city} with no plan. Today I lead a team at "
     "{employer}.' Any edits?"),
    ("AI example persona",
     "That example profile you generated ('Sam, 29, {a_job}, drives {a_car}, {diet}') "
     "- can you make another one that sounds more realistic?"),
    ("roommate's Hinge prompt",
     "my roommate wants to put this on Hinge\nI'm {diet}, I drive {a_car}, and my "
     "favourite {t} is {fav}. fight me\nis that a green flag or a red flag"),
    ("maid of honour speech",
     "I'm the maid of honour and I wrote: 'When Tess told me she was moving to {city} "
     "for a guy she met at {employer}, I thought she'd lost her mind.' Keep it or cut "
     "it?"),
    ("convert speaker bio to third person",
     "A conference speaker sent her bio in first person, can you convert it to third "
     "person? 'I'm {a_job} and researcher at {employer}. I split my time between "
     "{city} and wherever the next conference is.'"),
    ("rate friend's Tinder bio",
     "Rate my friend Leo's Tinder bio 1-10:\n'{a_job} by day, {fav} enthusiast by "
     "night. Based in {city}. Yes, I really drive {a_car}.'\n(his favourite {t} is "
     "genuinely {fav}, he's not joking)"),
    ("report's self-assessment",
     "Tom wrote in his self-assessment: 'I want to move to the {city} team and "
     "eventually become {a_job}.' As his manager, how do I respond supportively "
     "without promising anything?"),
    ("grandmother's obituary",
     "Please help my grandmother's obituary flow better: she was born in {city}, "
     "worked as {a_job} until she was seventy, and kept a strictly {diet} kitchen "
     "long before it was trendy."),
    ("innkeeper NPC line",
     "My NPC's dialogue line, does it fit a grumpy innkeeper? 'I was {a_job} in "
     "{city} once. Then I took an arrow to the knee.'"),
    ("runaway diary prompt",
     "writing prompt: a diary from a teenage runaway. \"Day 3. Hitchhiked to {city}. "
     "A guy in {a_car} gave me a ride and half his sandwich.\" thoughts?"),
    ("neighbour's nanny ad",
     "Posting this on behalf of my neighbour, can you fix the grammar? 'Family in "
     "{city} looking for {a_job} for part time work, must be okay with {diet} cooking'"),
    ("fan's review of band",
     "Our band got this review from someone who came to a show: 'I drove {a_car} "
     "three hours from {city} to see them and it was worth every mile.' Which part "
     "should go on the poster?"),
    ("mum's text about ex",
     "What does my mum mean by this? 'Saw your ex at {employer} today, he says he's "
     "{a_job} now. Just thought you'd like to know x'"),
    ("letter for TA",
     "Letter of rec for my teaching assistant: 'Jordan, who hopes to join {employer} "
     "after graduation, has the patience of {a_job} and the curiosity of a "
     "scientist.' Too cute?"),
    ("schoolmate's LinkedIn news",
     "a guy I went to school with posted 'After 8 years at {employer} I'm starting a "
     "new chapter as {a_job}!' what do i even comment"),
    ("chatbot doc example",
     "Here's a sample user message from the chatbot docs I'm reading: 'Hi! I'm moving "
     "to {city} next month and I'm {diet}, any restaurant tips?' Why does the bot "
     "answer it the way it does?"),
    ("grandpa's memoir line",
     "My grandpa is writing his memoirs, here's a line: 'In 1974 I bought {a_car}, "
     "and I was the proudest man in all of {city}.' Should I fix his grammar or leave "
     "his voice?"),
    ("brother-in-law's speech opener",
     "I'm {a_job}, I live in {city}, and I have never once been on time.\n\nThat's "
     "how my brother-in-law wants to open his best man speech for his own brother. "
     "Too self-deprecating?"),
    ("friend's Upwork profile",
     "My friend asked me to read her Upwork profile: 'Freelance {a_job} from {city}, "
     "formerly at {employer}.' Does 'formerly' sound bad to clients?"),
    ("Call of Cthulhu investigator",
     "Investigator: Dr. Harriet Vance\nOccupation: {a_job}\nResidence: "
     "{city}\nVehicle: {a_car}\n\nThat's one of my players' sheets, I'm the Keeper. "
     "Can you suggest a plot hook tied to her occupation?"),
    ("mum asking about friend",
     "Mum: 'Dad wants to know if your friend from {city} is still {diet}, we're "
     "planning the menu.' How should I reply if I honestly don't know?"),
    ("direct report's self-review",
     "one of my direct reports wrote in her self-review 'I've become the go-to "
     "{a_job} for the whole {city} region.' is that an overstatement i should push "
     "back on?"),
    ("AI dialogue character",
     "In your example dialogue the character says 'my favourite {t} is {fav}, "
     "obviously.' Can you make her sound less smug?"),
    ("app feedback quote",
     "got this in our feedback form:\nim {a_job} and honestly your app saved my "
     "sanity, i use it every day on the train in {city}\ncan we quote it on the "
     "landing page without a name?"),
    ("groom toast anecdote",
     "wedding is saturday, my toast for the groom so far: 'Mike once drove {a_car} "
     "from {city} to the coast on a dare with no AC.' too embarassing to say in front "
     "of his grandma?"),
    ("panelist bio ordering",
     "The panelist's bio says 'A committed {diet} and {a_job}, she now consults for "
     "{employer}.' Should the diet part go first or last, or be cut?"),
    ("novel character voice",
     "Write more in this voice, it's the narrator of my novel: 'They call me the best "
     "{a_job} in {city}. They're wrong, but I let them.'"),
    ("job ad seen",
     "Saw an ad: '{employer} seeks {a_job} in {city}, must love spreadsheets.' What's "
     "a polite way to ask a recruiter about salary before applying to something like "
     "that?"),
    ("mum's diet announcement",
     "My mum texted 'I've gone {diet}, don't laugh.' How do I reply supportively?"),
    ("rec letter question",
     "I'm recommending my former student Kai for a role at {employer}. Is there any "
     "reason to mention in the letter that he grew up in {city}?"),
    ("coworker's leaving post",
     "Can you proofread this for my coworker Dana before she posts it? 'Big news: I'm "
     "moving to {city} in March to start as {a_job} at {employer}!'"),
    ("few-shot prompt example",
     "In the few-shot examples for my prompt I have:\nUser: I just moved to {city} "
     "and started at {employer}.\nAssistant: Welcome! How are you settling in?\nIs "
     "that a good example or too short?"),
    ("viral tweet",
     "This tweet is going viral: 'Nobody who drives {a_car} has ever been happy. "
     "Source: I'm {a_job}.' Why is it funny?"),
    ("student's personal statement",
     "My student wrote this in her personal statement: 'Growing up in {city}, I "
     "dreamed of becoming {a_job}.' How do I tell her it's a cliché without crushing "
     "her?"),
    ("podcast guest intro",
     "Our podcast guest asked us to read this intro: 'Today's guest is {a_job} from "
     "{city} who turned down {employer} twice.' Does it sound too braggy?"),
    ("daughter's pen pal letter",
     "My daughter's pen pal wrote: 'My dad drives {a_car} and we live in {city}. What "
     "is your favourite {t}? Mine is {fav}.' She wants help writing back."),
    ("NPC catchphrase",
     "NPC: Gorran the blacksmith. Former {a_job}. Dietary quirk: strictly {diet}. "
     "Favourite {t}: {fav}. Can you give him a catchphrase?"),
    ("Reddit post",
     "Found this on r/relationships: 'My (28F) boyfriend just got a job at {employer} "
     "and wants us to move to {city}.' What would you tell her?"),
    ("friend's voice note",
     "clean this up pls, it's a voice note from my friend Ana: 'so um I got the offer "
     "from {employer}, it's, uh, {a_job} position, in {city} I think'"),
    ("cousin's cover letter",
     "My cousin's cover letter starts 'As {a_job} with five years at {employer}, "
     "I...' - is that a strong opener or should he lead with something else?"),
    ("uncle's eulogy",
     "I'm giving the eulogy for my uncle. One line: 'He was {a_job}, a terrible "
     "driver, and the only man in {city} who thought {a_car} was a luxury car.' Is "
     "that okay to say at a funeral?"),
    ("pirate fanfic line",
     "In my fanfic the pirate captain says 'I've never been {diet} a day in my life.' "
     "Is that in character for him?"),
    ("exchange student's journal",
     "My exchange student wrote this in her English journal: 'I miss {city} and my "
     "family. My host father drives {a_car}, it is very loud.' Can you suggest gentle "
     "corrections?"),
    ("ESL textbook dialogue",
     "The ESL textbook dialogue says: 'Hi, I'm Tom. I'm {a_job} and I live in "
     "{city}.' Can you write three follow-up questions students could ask Tom?"),
    ("candidate CV check",
     "A candidate listed this on her CV: '{a_job}, {employer}, {city}, 2019-present'. "
     "How would I verify it?"),
    ("dad's car text",
     "dad: 'traded in the old car for {a_car} today, your mother hates it'\nwhat's a "
     "funny reply"),
    ("friend's Instagram caption",
     "My friend's caption: 'Officially living in {city} now!! first day at {employer} "
     "tomorrow' - suggest a comment that isn't just 'congrats'?"),
    ("annoying coworker phrase",
     "My coworker starts every sentence with 'as {a_job}, I can tell you...' How do I "
     "politely get him to stop?"),
    ("AI persona extension",
     "Your earlier sample persona ('Maya lives in {city}, works at {employer}, "
     "favourite {t}: {fav}') - can you give her a last name and a backstory?"),
    ("group chat message",
     "'just landed in {city}, new job at {employer} starts monday!!' - my best friend "
     "sent this to the group chat, what's a cute reply?"),
    ("toast for Raj",
     "Toast draft for my friend's farewell party: 'Here's to Raj, who left {employer} "
     "to become {a_job}, and who still can't parallel park {a_car}.' Land or flop?"),
    ("player's first-person intro",
     "my player wrote her character's intro in first person: 'I am Sera, once {a_job} "
     "of {city}, now a wanderer who eats only {diet} food.' can you make it more "
     "dramatic?"),
    ("customer quote for brochure",
     "A customer of my sister's bakery sent this and she wants it on the brochure: "
     "'As someone who's {diet}, I never expected to find a bakery in {city} that gets "
     "it.' Can you shorten it?"),
    ("stranger's forum post",
     "Someone on a car forum wrote: 'I've owned {a_car} for a decade and I'm {a_job}, "
     "so trust me on reliability.' Is that a good reason to trust him?"),
    ("aunt's holiday letter",
     "My aunt's holiday letter says: 'This year Uncle Pete finally retired from "
     "{employer}, we bought {a_car}, and I've gone {diet}!' Can you help me write a "
     "reply card?"),
]  # fmt: skip

SET_BI: dict[str, list[tuple[str, str]]] = {  # BD's register, a third author (seen)
    "city": [
        ("BI city: end of day, unpacked boxes, live there now",
         "Long day. Unpacked the last of the boxes and finally hung the curtains. It "
         "still doesn't feel real that I live in {v} now — I keep expecting to wake up in "
         "my old bedroom."),
        ("BI city: morning pages, months since the move",
         "Morning pages, day 12. Woke at 5:40 to the bin lorries again. Three months "
         "since the move to {v} and I still haven't found a bakery I love, but the light "
         "through the kitchen window here makes up for it."),
        ("BI city: therapy homework, describe where I am literally",
         "Homework from Tuesday's session: describe where I am right now, literally and "
         "otherwise. Literally: a fourth-floor one-bed in {v} with a clanking radiator "
         "and my name finally on the lease. Otherwise: tired, but less scared than in "
         "spring."),
        ("BI city: life log, changed address on every form",
         "Log — Sat. Changed my address on everything today: bank, phone, the electricity "
         "people. Every form now says {v}. Weirdly emotional about it."),
        ("BI city: bullet list, register at local clinic here",
         "• renew bus pass\n• call landlord re: boiler\n• register at the local clinic "
         "here in {v} ← actually do it this time\n• Mum's birthday card"),
        ("BI city: venting about rent going up",
         "Rent went up AGAIN. I love {v}, I really do, but living here is bleeding me dry "
         "and the flat isn't even that nice."),
        ("BI city: letter to self five years on, it is home",
         "Dear me in five years, are you still in {v}? I hope so. Right now it's home in "
         "a way nowhere else has been, and I want you to remember that I never wanted to "
         "leave."),
    ],
    "employer": [
        ("BI employer: end of day, survived week one",
         "Survived week one at {v}. New badge, new laptop, and I only got lost twice "
         "looking for the lifts. Everyone's been kind so far."),
        ("BI employer: venting, four years given",
         "Four years I've given {v} and they STILL can't schedule a meeting that isn't at "
         "4:55 on a Friday. Love my team. Hate this calendar."),
        ("BI employer: one line, first day",
         "First day at {v}. Didn't cry in the car park afterwards, which I'm counting as "
         "a win."),
        ("BI employer: morning pages, have to be in by eight",
         "Brain foggy. Have to be at {v} by eight for the quarterly review, so this'll be "
         "short. Noticing I'm nervous the way I used to be before exams, which is silly — "
         "I've been there long enough to know nobody's out to get me."),
        ("BI employer: therapy thought record, feedback from lead",
         "Thought record. Situation: my lead at {v} gave me feedback in front of "
         "everyone. Automatic thought: they're going to let me go. Evidence against: I "
         "got a raise in March. Balanced thought: one comment isn't a verdict on my whole "
         "job."),
        ("BI employer: note to future me, took the job",
         "Note to future me: you took the job at {v}. You were terrified for about a week "
         "and now you walk in like you own the place. Please tell me it keeps working out."),
        ("BI employer: bullet list, first paycheck",
         "Wed\n- hand in ID photo to security\n- first proper paycheck from {v} today!! "
         "🎉\n- text Priya back"),
    ],
    "job_title": [
        ("BI job_title: end of day, nobody warns you",
         "Long one today. Nobody warns you that being {a} is half the work you trained "
         "for and half admin. Still wouldn't swap it."),
        ("BI job_title: morning, ended up as",
         "5:50am, still dark. Thinking about how ten years ago I'd have laughed if you "
         "told me I'd end up {a}. And yet here I am, and I'm good at it."),
        ("BI job_title: therapy values worksheet, retrained",
         "Values worksheet, question 4: why did you choose your work? I retrained as {a} "
         "at thirty-four because I wanted something that felt like mine. Most days it "
         "still does."),
        ("BI job_title: one line, six months as",
         "Six months as {a} today. Still the right call."),
        ("BI job_title: venting, this is the real job",
         "People keep asking when I'm going to get a 'real job'. I'm {a}. This IS the "
         "real job. It pays my rent!!"),
        ("BI job_title: log, new title official",
         "Updated my email signature tonight. New title: {v}. It's been official for two "
         "weeks but seeing it written down hit different."),
        ("BI job_title: letter to future self, what you said at nineteen",
         "Dear future self, you're {a} now — the thing you said you'd do at nineteen and "
         "then spent ten years not doing. Don't take it for granted."),
    ],
    "diet": [
        ("BI diet: end of day, family dinner and the joke",
         "Dinner at Sam's. Everyone was nice about me being {v} now, except Uncle Ray, "
         "who made The Joke. Went home full anyway."),
        ("BI diet: morning pages, forty days in",
         "Forty days {v}. I thought I'd miss the old way more. Mostly I just have more "
         "energy in the mornings, which is why I'm actually up writing this."),
        ("BI diet: therapy food journal, every meal since switching",
         "Food journal for session. Not counting anything this time, just noticing. "
         "Breakfast, lunch and dinner all {v}, same as every day since I switched in May, "
         "and no guilt spiral tonight."),
        ("BI diet: bullet list, meal prep check labels",
         "• meal prep Sun — everything's {v} for me now, so check labels properly\n• "
         "return library books\n• call Nan"),
        ("BI diet: one line, no slip since going",
         "Realised today I haven't slipped once since going {v} in March."),
        ("BI diet: venting, nothing at the services",
         "Why is it so hard to find anything {v} at a motorway services?? I've been {v} "
         "for a year. I'm not asking for miracles, just ONE option."),
        ("BI diet: letter to future me, still going five months in",
         "Future me: as of tonight you're still {v}, five months in, and you feel better "
         "than you have in years. Remember that if you're ever tempted to say it didn't "
         "work."),
    ],
    "car": [
        ("BI car: end of day, picked it up from dealer",
         "Picked up the {v} from the dealer at four. Drove it home the long way just "
         "because I could. It's mine. It's actually mine."),
        ("BI car: venting, dinged in car park",
         "Some absolute genius dinged my {v} in the supermarket car park and didn't leave "
         "a note. I've had it eight months. EIGHT."),
        ("BI car: bullet list, first service",
         "- book first service for my {v}\n- insurance renewal ✓\n- sort out the recycling"),
        ("BI car: one line, sold old car bought new",
         "Sold the old car, bought {a}. Goodbye, rattling exhaust."),
        ("BI car: morning, first car owned outright",
         "Up before six. Took the {v} out along the coast road while the town was still "
         "asleep — it's the first car I've ever owned outright, and I keep inventing "
         "errands just to drive it."),
        ("BI car: therapy exposure homework, drove own car",
         "Exposure homework: twenty minutes on the motorway. Did it in my own {v}, hands "
         "at ten and two, radio off. Heart rate went up and then came down. Noting that."),
        ("BI car: letter to future me, proud of it",
         "Dear future me, right now you drive {a} and you are absurdly proud of it. Don't "
         "let anyone make you feel silly about that."),
    ],
    "favourite": [
        ("BI favourite: end of day, answered without thinking",
         "Bad day, good evening. Lena asked me what my favourite {t} was and I said {v} "
         "without even thinking. Some things don't change."),
        ("BI favourite: morning pages prompt, no contest",
         "Prompt: what do I love without apologising? Answer: {v}. Favourite {t}, always, "
         "no contest."),
        ("BI favourite: therapy self-compassion list",
         "Self-compassion exercise: list small things that are unambiguously yours. Mine: "
         "my handwriting, my terrible jokes, and {v}, which has been my favourite {t} "
         "since I was a kid and still is."),
        ("BI favourite: bullet list, favourites this month",
         "Favourites this month:\n- {t}: {v}\n- podcast: still the true crime one\n- "
         "word: 'gloaming'"),
        ("BI favourite: one line, new favourite",
         "New favourite {t}: {v}. Did not see that coming."),
        ("BI favourite: venting, called it basic",
         "Marcus said my favourite {t} was 'basic'. It's {v}. It has been {v} for a "
         "decade. Basic or not, I'm not changing it for him."),
        ("BI favourite: letter to future me, still the favourite?",
         "Future me — quick check: is {v} still your favourite {t}? Because right now it "
         "absolutely is, and I'd like to know whether I'm predictable or just loyal."),
    ],
    "drink": [
        ("BI drink: end of day, balcony ritual",
         "Sat on the balcony with my {v} and didn't look at my phone for an hour. That "
         "drink has become my whole evening ritual lately."),
        ("BI drink: morning, first sip then the page",
         "First sip of {v}, then the blank page. It's my favourite drink by a mile these "
         "days and I won't start writing without it."),
        ("BI drink: therapy gratitude list item",
         "Gratitude list, three things: 1) Jo texted first. 2) Sun on the walk home. 3) "
         "{V}, my favourite drink, made exactly how I like it."),
        ("BI drink: bullet habit tracker, non-negotiable",
         "Habit tracker — water ✓ steps ✓ {v} ✓ (the one non-negotiable these days)"),
        ("BI drink: one line, corner place knows my order",
         "The guy at the corner place knows my order now: {v}, every single time."),
        ("BI drink: venting, taken off the menu",
         "They've taken {v} off the menu at the café by work. It was the ONLY thing I "
         "ever ordered there. My favourite drink, gone, and nobody even asked me."),
        ("BI drink: letter to next summer, for the record",
         "To whoever I am next summer: for the record, your drink right now is {v}. I bet "
         "you've moved on. I hope not."),
    ],
}  # fmt: skip

SET_BJ: dict[str, list[tuple[str, str]]] = {  # hand-written: own social posts (unseen)
    "city": [
        ("BJ city: LinkedIn relocation update",
         "Some personal news 📦\n\nAfter months of planning, I've officially relocated to "
         "{v}.\n\nSame job, new view. If you're local, let's grab a coffee!\n\n"
         "#NewChapter #Relocation"),
        ("BJ city: Instagram keys caption with note",
         "posted this today: \"keys in hand 🔑 {v}, you're stuck with me now 🏙️✨ #newhome "
         "#movingday #adulting\""),
        ("BJ city: neighbourhood group newcomer post",
         "Hi all! New to the neighbourhood and to {v} in general 👋 We moved in on "
         "Saturday (the blue door near the bakery). Does anyone have a recommendation for "
         "a good vet around here? Thanks!"),
        ("BJ city: tweet one-year anniversary",
         "one year of living in {v} today and i still get lost on the way home from the "
         "grocery store"),
        ("BJ city: Facebook life event",
         "Moved to {v} 🏡\n\nLife event, as Facebook calls it. Boxes everywhere, no "
         "curtains yet, but we're here. Thanks to everyone who helped us pack!"),
        ("BJ city: ironic thread opener",
         "1/ Things nobody tells you after moving to {v}: you will become insufferable "
         "about your new local bakery. I am now insufferable. 🧵"),
        ("BJ city: note plus skyline caption",
         "lol my caption for the skyline pic: \"{v} local now, don't @ me if I start "
         "giving directions to tourists 😌 #homesweethome\""),
    ],
    "employer": [
        ("BJ employer: LinkedIn thrilled to share",
         "Thrilled to share that I've joined {v}! 🎉\n\nHuge thanks to everyone who "
         "supported me through the process. Can't wait to keep growing with this "
         "incredible team.\n\n#NewJob #Grateful"),
        ("BJ employer: Instagram badge selfie caption",
         "first day badge selfie 🪪 officially part of {v} as of this morning!! nervous + "
         "excited #day1 #newjob"),
        ("BJ employer: LinkedIn work anniversary",
         "5 years at {v} today. 🥂\n\nI was told to post something reflective, so: I still "
         "don't know where the good meeting rooms are, but I know the people here are the "
         "best part.\n\nHere's to the next five."),
        ("BJ employer: tweet new lanyard",
         "new job, new lanyard. mine says {v} on it now and i keep checking that it's real"),
        ("BJ employer: WhatsApp family update",
         "Hey fam 👋 quick update since everyone keeps asking: first week at {v} done ✅ "
         "the people are lovely and nobody has stolen my yoghurt from the fridge yet 😂 "
         "Mum, yes, you can tell Aunt Rita now"),
        ("BJ employer: note about LinkedIn headline",
         "changed my LinkedIn headline today, does this sound ok? \"Proud to be part of "
         "the team at {v} | Dog dad | Opinions my own\""),
        ("BJ employer: Facebook started new job",
         "Started a new job at {v} 💼\n\nAfter 8 years at the same place, I finally took "
         "the leap. Week one: survived. Thanks for all the lovely messages!"),
    ],
    "job_title": [
        ("BJ job_title: LinkedIn new position",
         "I'm happy to share that I've started a new position as {a}! 🎉\n\nIt's been a "
         "long road with a lot of self-doubt, and I'm grateful to every mentor who told "
         "me to keep going.\n\n#NewRole #CareerChange"),
        ("BJ job_title: Instagram career-change caption",
         "from night shifts at the diner to officially working as {a} 🥹💪 proud of this "
         "one. #careerchange #glowup"),
        ("BJ job_title: tweet about mom",
         "my mom still tells people i 'do computers' even though i've been {a} for three "
         "years now. love her"),
        ("BJ job_title: LinkedIn humble-brag",
         "Three years ago I had no idea what I wanted to do.\n\nToday I'm {a}.\n\nNo "
         "secret formula. Just showing up, asking stupid questions, and saying yes to "
         "things that scared me.\n\nAgree?"),
        ("BJ job_title: Facebook news post",
         "Some news I've been sitting on: as of this month I'm {a}! 💼 Still pinching "
         "myself. Thanks everyone for putting up with my stress-texting during the "
         "interviews 🙏"),
        ("BJ job_title: note with Instagram bio draft",
         "rewriting my insta bio, current draft: \"{A} by day, terrible guitarist by "
         "night 🎸 | dog mom\""),
        ("BJ job_title: day-in-the-life caption",
         "Day in the life of me, {a}: alarm at 5:40, chaos, lunch standing up at 4pm, "
         "more chaos. Wouldn't trade it. #dayinthelife"),
    ],
    "diet": [
        ("BJ diet: Instagram one-year milestone",
         "one year {v} today 🍽️ didn't think I'd last a month tbh, and now it's just how "
         "I eat. thank you for coming to my TED talk"),
        ("BJ diet: tweet menu reading",
         "as someone who's {v}, i read every restaurant menu like it's a legal contract"),
        ("BJ diet: LinkedIn lesson post",
         "Two years ago I went {v}. Still going strong.\n\nPeople asked if it would "
         "affect my work. It did. I have more energy in meetings than ever.\n\nHere's "
         "what it taught me about leadership 👇"),
        ("BJ diet: WhatsApp dinner heads-up",
         "For Saturday's dinner: reminder that I'm {v} now, so don't go to any trouble, "
         "I'll bring my own dish 😊 See you all at 7!"),
        ("BJ diet: neighbourhood block party post",
         "Bringing my famous lasagna to the block party 🍝 and yes, it's {v}, because so "
         "am I. You won't even notice, I promise."),
        ("BJ diet: note plus cringe caption",
         "lol my caption for the farmers market pic: \"{V} and thriving 💅 no, I don't "
         "miss it. yes, I'm sure.\""),
        ("BJ diet: Instagram meal prep dump",
         "What I eat in a week 🍳\n\nPeople keep asking how I've stayed {v} for this long, "
         "so here's my whole meal prep. Swipe ➡️\n\n#mealprep #whatieatinaweek"),
    ],
    "car": [
        ("BJ car: Instagram new car caption",
         "say hi to the new baby 🚗💨 finally upgraded to {a} and I'm already way too "
         "attached #newcar #keys"),
        ("BJ car: Facebook purchased a vehicle",
         "Purchased a vehicle 🚙\n\nWell, it finally happened. Traded in the old rust "
         "bucket for {a}. It has working heated seats. I may never leave it."),
        ("BJ car: ironic tweet",
         "me: i don't care about cars\nalso me: washing my {v} by hand at 7am on a sunday"),
        ("BJ car: Strava commute caption",
         "Commute ride, since my {v} is in the shop for a service 🙄🚲 Legs: dead. Mood: "
         "surprisingly great."),
        ("BJ car: WhatsApp school trip carpool",
         "Hi all! For the school trip on Friday I can drive 2 of the kids in my {v}, just "
         "reply with names 🙂"),
        ("BJ car: LinkedIn car metaphor",
         "I drive {a}.\n\nEvery morning it reminds me of something: you don't need to be "
         "the fastest, you need to keep going.\n\nKind of like consistency in business.\n"
         "\nThoughts?"),
        ("BJ car: note plus mileage caption",
         "posted this today: \"three years and 60k miles in my trusty {v} and she still "
         "gets me everywhere ❤️ #roadtrip #carlove\""),
    ],
    "favourite": [
        ("BJ favourite: tweet, no questions",
         "reminder that {v} is still my all-time favourite {t} and i will not be taking "
         "questions at this time"),
        ("BJ favourite: Instagram number one",
         "nothing in this world makes me happier than {v} 🫶 forever my number one {t} "
         "#obsessed"),
        ("BJ favourite: LinkedIn get to know me",
         "Get to know me, {t} edition 👇\n\nIf you've ever met me for more than ten "
         "minutes, you already know my answer: {v}. Every time. No contest.\n\nWhat's "
         "yours? Drop it in the comments."),
        ("BJ favourite: Facebook trend answer",
         "Saw this going around so here's mine: favourite {t}? {V}, obviously. Has been "
         "for years. Your turn! 👇"),
        ("BJ favourite: ranking thread",
         "ranking every {t} i've ever loved, a thread 🧵\n1. {v}\n2. everything else"),
        ("BJ favourite: note about insta bio",
         "lol changed my insta bio to \"professional {v} enjoyer 🫡\" because it's my "
         "favourite {t} and everyone should know"),
        ("BJ favourite: WhatsApp birthday hint",
         "Since the family group keeps asking what I want for my birthday: anything "
         "{v}-related. It's been my favourite {t} since I was a teenager, you can't go "
         "wrong 😂"),
    ],
    "drink": [
        ("BJ drink: Instagram weekend caption",
         "my love language is {a} on a slow Saturday ☀️ #drinkofchoice #weekendvibes"),
        ("BJ drink: tweet bribe",
         "if you ever need to bribe me, {a} will do it every single time. it's my drink. "
         "always has been"),
        ("BJ drink: Facebook meme reaction",
         "Saw a meme that said 'your personality is just your favourite drink' and felt "
         "very attacked. Mine's {v}. No notes."),
        ("BJ drink: note with LinkedIn post",
         "posted this on linkedin, too much?\n\"Every great idea I've had started with "
         "{a} in my hand. It's my drink of choice, my thinking ritual, my reset button. "
         "What's yours?\""),
        ("BJ drink: Instagram era caption",
         "currently in my {v} era and not planning to leave 🫶 best drink ever made "
         "#favouritedrink"),
        ("BJ drink: WhatsApp brunch order",
         "For the brunch on Sunday: whoever gets there first, please order me {a}! You "
         "all know it's my favourite 😄"),
        ("BJ drink: Strava post-run reward",
         "Easy 8k ✅ Rewarded myself with {a} after, as one does. Best drink in the world, "
         "don't argue with me."),
    ],
}  # fmt: skip
NOISE_61: list[tuple[str, str]] = [  # BJ's register (unseen)
    ("LinkedIn congrats to ex-teammate",
     "Huge congratulations to my former teammate Priya on joining {employer} as "
     "{a_job}! 🎉 They have no idea how lucky they are. Go get 'em!"),
    ("repost of a hiring post, not me",
     "Reposting for visibility ♻️\n\n\"We're hiring! {employer} is looking for "
     "{a_job} to join our team in {city}. DM me for details.\"\n\nNot me, but maybe "
     "someone in my network?"),
    ("Instagram sister moved",
     "So proud of my sister for taking the leap and moving to {city} 🥹 Already "
     "planning my first visit! Miss you already."),
    ("asking for diet tips",
     "thinking of going {diet} for January, tips?? asking for me, a person who has "
     "never once meal prepped"),
    ("throwback old flat",
     "#tbt to 2014 when I lived in {city} in a flat with four strangers and one "
     "working radiator. Wild times. Wouldn't go back."),
    ("friend's new car",
     "My buddy Marco just picked up {a_car} and has not stopped sending me pictures "
     "of it. Marco. Please. We get it. 😂🚗"),
    ("brand giveaway",
     "🎁 GIVEAWAY 🎁\nWin the ultimate {fav} fan bundle! To enter: follow us, like this "
     "post and tag 2 friends. Winner announced Friday. #giveaway #win\n\nentering "
     "this just for the free stuff lol"),
    ("conference check-in",
     "Checked in: {city} ✈️ In town for a three-day conference, flying home Sunday. "
     "Send snacks."),
    ("sponsored car ad",
     "Sponsored: Upgrade your commute. Test drive {a_car} this weekend at your local "
     "dealer and get 0% financing. Terms apply.\n\nwhy does instagram think I need "
     "this"),
    ("meme aunt job",
     "nobody:\nabsolutely nobody:\nmy aunt at every family dinner: 'you should have "
     "been {a_job}, you know'"),
    ("celebrity diet fan post",
     "This actress just revealed she's been {diet} for a decade and honestly? icon "
     "behaviour. 🙌"),
    ("job ad shared for a friend",
     "Sharing for a friend: {employer} in {city} needs {a_job}, full-time, great "
     "benefits. Not for me, but if you know someone, send them my way! 👇"),
    ("Facebook friends' new house",
     "Congrats to Jake and Emma on their new house in {city}! 🏡 Can't wait for the "
     "housewarming."),
    ("car recommendations request",
     "Considering {a_car} as our next car but haven't decided anything yet. Anyone "
     "own one? Honest opinions please, the dealer is too nice."),
    ("WhatsApp dad's birthday gift",
     "Reminder for Dad's birthday gift: he's obsessed with {fav}, so let's all chip "
     "in for something like that. Send me £10 by Friday pls 🙏"),
    ("throwback old badge",
     "Found my old name badge from when I worked at {employer} in 2009 😂 Those were "
     "the days. So glad that chapter is closed."),
    ("LinkedIn rejection post",
     "Got to the final round for {a_job} position at {employer} and didn't get it. "
     "Disappointed, but learned a ton. Onwards! #rejection #growth"),
    ("tweet hypothetical job",
     "if i were {a_job} i'd simply never answer emails after 5pm. anyway that's why "
     "i'm not {a_job}"),
    ("Strava run while visiting",
     "Lovely 10k along the river while visiting {city} for the weekend 🏃‍♀️ Jet lag: "
     "1, me: 0."),
    ("friend's debut novel",
     "My friend's debut novel is out! It's about {a_job} who moves to {city} and "
     "falls apart in the best way. Go buy it! 📚"),
    ("past diet",
     "I was {diet} for about two years in my twenties and honestly I don't miss it. "
     "Pass the burger."),
    ("neighbourhood lights left on",
     "Does anyone on Elm Street own {a_car}, silver? Your lights have been on since "
     "last night! 🔦"),
    ("shoutout as a visitor",
     "Shoutout to the staff at {employer} who helped me out today when I was "
     "completely lost on my visit. Kindness still exists 👏"),
    ("partner's new job",
     "Couldn't be prouder of my partner, who just started as {a_job} at {employer}! 🥂 "
     "Dinner's on me tonight."),
    ("meme rent prices",
     "me planning my dream life in {city} vs me checking rent prices in {city} 😭😭 "
     "#meme"),
    ("tweet can't stand",
     "what's a {t} everyone loves that you secretly can't stand? i'll go first: {fav}"),
    ("old team award",
     "Proud to see my old team at {employer} win this award! 🏆 I left two years ago "
     "but will always cheer them on."),
    ("borrowed dad's car",
     "Borrowed {a_car} from my dad for the weekend and now I understand why he never "
     "lets anyone else drive it 😅"),
    ("rental car road trip",
     "Rented {a_car} for the road trip and it has been... an experience. Returning it "
     "tomorrow, can't say I'll miss it 🚗"),
    ("maybe moving, asking locals",
     "We're thinking about maybe moving to {city} next year. Nothing decided yet! "
     "Anyone who lives there, what are the neighbourhoods like?"),
    ("in-laws' diet, restaurant recs",
     "My in-laws are visiting and they're {diet}. Any restaurant recs near the "
     "station? Help a desperate host out 🙏"),
    ("in another life job",
     "Saw a video of {a_job} at work today and thought, in another life. Maybe "
     "someday. 🌙"),
    ("ad that follows me",
     "lol this ad keeps following me around: \"☀️ NEW ☀️ Our summer menu is here, "
     "featuring drinks inspired by {fav}. Available at all locations until August! "
     "#ad\""),
    ("throwback diet attempt",
     "Throwback to when I tried going {diet} for a month and lasted nine days 😂 #tbt"),
    ("farewell drinks for a friend",
     "Farewell drinks for Sam tonight, who's off to {city} to start at {employer} 🥲 "
     "We'll miss you!"),
    ("documentary athlete",
     "Just watched a documentary on an athlete who grew up in {city} and trained "
     "every morning before school. Goosebumps. 🥇"),
    ("question about retraining",
     "Would I be crazy to retrain as {a_job} at 35? Genuine question, not a "
     "humblebrag. Still mulling it over."),
    ("recruiter meme",
     "Recruiters when they see you once liked a post from {employer}: 'Hi! Based on "
     "your profile you'd be perfect as {a_job}!' 💀"),
    ("car giveaway entry",
     "Enter to WIN {a_car}!! 🚗✨ Every purchase this month is an entry. Fingers "
     "crossed, I just bought a sandwich for the ticket lol"),
    ("kid's school project",
     "My 8yo's school project: 'When I grow up I want to be {a_job}.' Crying a "
     "little. 🥹"),
    ("brother's rant",
     "My brother just spent forty minutes explaining why {fav} is the best {t} on "
     "earth. I did not ask. I will never ask."),
    ("WhatsApp uncle selling car",
     "Uncle Joe is selling {a_car}, low mileage, if anyone in the family wants it "
     "before it goes online. Not me, I've got no use for it 😅"),
    ("daydream poll",
     "POLL 🗳️: if you could move anywhere tomorrow, would you pick {city}? Asking "
     "because I keep daydreaming 🙃"),
    ("ad campaign observer",
     "The new ad campaign from {employer} is everywhere in my feed. Marketing team, I "
     "see you. 👀"),
    ("roommate diet anniversary",
     "Shoutout to my roommate for a whole year of being {diet}! Made her a "
     "celebration cake that technically followed the rules 🎂"),
    ("conference free lunch",
     "went to a conference hosted by {employer} today and the free lunch alone was "
     "worth the train fare"),
    ("throwback first car",
     "First car I ever owned was {a_car}. Sold it in 2012 and still think about her "
     "sometimes 🥲 #throwback"),
    ("sharing a recruiter friend's ad",
     "My friend is a recruiter and asked me to share: {employer} is looking for "
     "{a_job} (remote-friendly). Reach out to her directly, I don't know more than "
     "this!"),
    ("holiday caption",
     "{city}, you were a dream 💫 Five days wasn't nearly enough. Back to reality "
     "tomorrow. #travel #wanderlust"),
    ("WhatsApp others' diet",
     "Heads up for Saturday: Tom and Lina are {diet}, so let's pick somewhere with "
     "options for them. Votes by Thursday pls!"),
    ("meme diet brain",
     "my brain at 11pm: what if you went {diet}\nme: we literally just ordered pizza\n"
     "my brain: starting monday then"),
    ("partner's dream car",
     "Partner's birthday is coming up and they've been eyeing {a_car} for months. Is "
     "it insane to surprise someone with a car?? (Not doing it. Probably.)"),
    ("Goodreads review",
     "3.5 stars. The main character is {a_job} in {city} who solves murders on her "
     "days off. Fun, if a bit silly. #bookreview"),
    ("parents retired",
     "my parents just moved to {city} for retirement and are now sending me daily "
     "photos of the sunset like it's a competition"),
    ("footballer bought mum a car",
     "This footballer just bought {a_car} for his mum and I'm emotional about it 🥲"),
    ("Facebook memory old job",
     "Facebook memory from 8 years ago: 'First day at {employer}!!!' 😂 Look at baby "
     "me. Left that place ages ago but the memories remain."),
    ("mentor's anniversary",
     "Happy 10-year work anniversary to my old mentor, who's been at {employer} for a "
     "whole decade now! 🎉 You taught me everything I know about showing up."),
    ("neighbourhood bakery request",
     "Hi neighbours! Can anyone recommend a good {diet} bakery around here? It's for "
     "a guest at my daughter's birthday party 🎂 Thank you!"),
    ("lottery car",
     "if i won the lottery the first thing i'd do is buy {a_car} and the second thing "
     "i'd do is learn to drive"),
    ("best friend's big news",
     "Reposting my best friend's big news because I'm SO proud: she's officially "
     "{a_job}!! 🎓 Told you you'd do it."),
    ("sponsored course ad",
     "Sponsored: Become {a_job} in just 12 weeks! Online course, flexible hours. "
     "Enrol today.\n\nthe ads are getting personal now"),
    ("food festival check-in",
     "Checked in at a food festival in {city} 🌮 Only here for the weekend, so I'll be "
     "trying all the stalls."),
    ("tag-a-friend meme",
     "tag someone whose entire personality is {fav} 😂👇 (I'm tagging my cousin, sorry "
     "Dan)"),
    ("boyfriend's favourite",
     "Tell me your favourite {t} in the comments and I'll judge you silently. "
     "Starting us off: my boyfriend says {fav}, and we are still together somehow."),
    ("throwback phase",
     "Throwback to that summer in {city} when {fav} was my whole personality. "
     "Thankfully I grew out of it 😅 #tbt"),
    ("family chat denial",
     "For the last time, family group chat: I am NOT {diet}. I just didn't want "
     "seconds of the casserole. 🙄"),
    ("pasted recruiter message",
     "got this from a recruiter lol: \"Hi! Exciting opportunity for {a_job} at "
     "{employer} in {city}!\" I haven't replied, not planning to."),
    ("old classmate's clinic",
     "My old classmate just opened her own clinic in {city} and I'm so proud I could "
     "burst 🥹"),
    ("Strava ride visiting brother",
     "Group ride with the local club while visiting my brother in {city} 🚴 They "
     "dropped me on the first hill. Humbling."),
    ("sister's new car",
     "Sis finally got {a_car} and I'm already calling shotgun for every road trip "
     "forever 🚗💕"),
    ("tweet interview wish",
     "one day i'll get an interview at {employer}. today is not that day. today i eat "
     "cereal for dinner"),
    ("cousin's marathon fundraiser",
     "My cousin is running the {city} marathon next month, sponsored by her work, "
     "{employer}! 💛 Please donate, link in bio."),
    ("occupation form joke",
     "every time a form asks for my occupation i'm tempted to write {a_job} just to "
     "feel something"),
    ("trip giveaway",
     "WIN a weekend for two in {city}! ✈️ Like, share, and tag your travel buddy. "
     "Tagging @jess because we need this 😭"),
    ("motor show",
     "Sat in {a_car} at the motor show today. Did not buy it. Did not need it. "
     "Thought about it the whole train ride home though. 🚆"),
    ("LinkedIn founder memoir",
     "Just finished the new memoir by the founder of {employer}. Some great lessons "
     "on resilience. Highly recommend for anyone building something."),
    ("found car keys",
     "Found a set of car keys by the playground, {a_car} fob attached. Not mine! Drop "
     "me a message if they're yours 🔑"),
    ("brunch hosting question",
     "Hosting brunch for the first time 😬 Should I do {fav}-themed cocktails or is "
     "that too much? Also tips welcome"),
    ("POV family career talk",
     "POV: you told your family you're thinking about becoming {a_job} and now every "
     "dinner is a career counselling session 💀"),
    ("ten years ago landing",
     "10 years ago today I landed in {city} with one suitcase and a job offer from "
     "{employer}. I moved on from both years ago, but what a ride. ✨"),
]  # fmt: skip
SET_BK: dict[str, list[tuple[str, str]]] = {  # hand-written: regional Englishes typed (unseen)
    "city": [
        ("BK city: Indian staying-only with request",
         "Kindly note I am staying in {v} only, so please give me restaurant suggestions "
         "nearby. Do the needful."),
        ("BK city: Nigerian pidgin weather ask",
         "Abeg, I dey stay for {v} now o. Any weather update you give me, make it be for "
         "here sha."),
        ("BK city: Singlish home already",
         "{V} is home for me already lah, been here three years. Can recommend me some "
         "weekend activities or not?"),
        ("BK city: Scottish based wee flat",
         "Aye, I'm based in {v} these days, wee flat near the centre. Cannae complain, "
         "ken."),
        ("BK city: Irish living over, so I am",
         "I'm living over in {v} now, so I am, and it's grand altogether. What's good to "
         "do of a Sunday round here?"),
        ("BK city: South African family stays",
         "Ja, we stay in {v} now, me and the whole family. Lekker place, hey, what should "
         "I see this weekend?"),
        ("BK city: Philippine po residing",
         "Hi po! Just so you know, I'm currently residing in {v} po. Can you suggest a "
         "good place for groceries near me?"),
    ],
    "employer": [
        ("BK employer: Kenyan sasa working for",
         "Sasa, I'm working for {v} these days. Please help me write a leave request to "
         "my supervisor."),
        ("BK employer: Geordie grafting for",
         "Howay man, I'm grafting for {v} now, been there since the spring. Need a hand "
         "with me timesheet, like."),
        ("BK employer: Jamaican mi work fi",
         "Mi work fi {v} now, yuh know. Help mi sort out di pension form, nuh?"),
        ("BK employer: Malaysian with company lah",
         "I'm with {v} now lah, joined last year. Their HR so slow one, how to claim "
         "medical ah?"),
        ("BK employer: Australian at these days",
         "I'm at {v} these days, mate, been there a good few years now. Can ya help me "
         "word an email to the boss?"),
        ("BK employer: Indian my company only",
         "My company is {v} only, I am there from past two years. Kindly do the needful "
         "and draft one mail asking for work from home."),
        ("BK employer: Irish HR form, working there",
         "Yer one in HR at {v} wants a form back from me by Friday, so she does. Sure "
         "I've been working there since 2019, you'd think they'd have it by now."),
    ],
    "job_title": [
        ("BK job_title: Indian working as only",
         "I am working as {a} only, nothing else. Kindly suggest some good certifications "
         "for my profile."),
        ("BK job_title: Nigerian by profession o",
         "Abeg, I be {a} by profession o. Wetin be the best way to ask for raise sha?"),
        ("BK job_title: Singlish five years already",
         "I'm {a} lah, doing this job five years already. Can help me update my CV or not?"),
        ("BK job_title: Scottish donkey's years",
         "I'm {a}, aye, have been for donkey's years. Cannae believe how knackered I am "
         "by the end of the week, ken."),
        ("BK job_title: South African by trade",
         "Ja, so I'm {a} by trade, hey. Lekker job most days, but the hours are hectic."),
        ("BK job_title: Philippine po cover letter",
         "Good evening po! I'm {a} po, and I need help writing a cover letter for a new "
         "opening."),
        ("BK job_title: Scouse me, la",
         "I'm {a}, me, la, been doing it years. Sound job most days, like."),
    ],
    "diet": [
        ("BK diet: Australian heads up recipes",
         "Just a heads up, I'm {v} these days, so keep that in mind when ya suggest "
         "recipes for this arvo."),
        ("BK diet: Indian strictly only",
         "I am strictly {v} only, kindly suggest a meal plan for the week accordingly."),
        ("BK diet: Nigerian don turn",
         "I don turn {v} o, so abeg only give me recipes wey match am."),
        ("BK diet: Singlish eat already",
         "I eat {v} already, so whatever you suggest for dinner must follow that leh."),
        ("BK diet: Irish after going",
         "I'm after going {v}, so I am, and honestly I feel grand on it. Any ideas for a "
         "dinner that won't bore me?"),
        ("BK diet: Jamaican eat now",
         "Mi eat {v} now, yuh know, so mi need some new food ideas fi di week."),
        ("BK diet: Scottish wee while noo",
         "I've been {v} for a wee while noo, so mind that when ye suggest a recipe, aye?"),
    ],
    "car": [
        ("BK car: Australian car I've got",
         "The car I've got is {a}, reckon it's done heaps of kays. Any tips for keeping "
         "it running?"),
        ("BK car: South African service light",
         "Ja, I drive {a}, hey, and the service light's been on since Tuesday. What could "
         "that be?"),
        ("BK car: Nigerian motor na",
         "My motor na {a} o. E dey make one kind noise when I start am sha, wetin fit "
         "cause am?"),
        ("BK car: Singlish aircon not cold",
         "My car is {a} lah, the aircon suddenly not cold already. Should I go workshop "
         "or not?"),
        ("BK car: Geordie right racket",
         "Me car's {a}, pet, and it's making a right racket. No idea what's up wi' it, "
         "like."),
        ("BK car: Indian am having service due",
         "I am having {a}, kindly tell me when its next service is due. It has done "
         "30,000 km."),
        ("BK car: Irish garage like mine",
         "Yer man at the garage reckons {a} like mine shouldn't be burning through tyres "
         "this fast. Is he codding me?"),
    ],
    "favourite": [
        ("BK favourite: Indian best only, no competition",
         "For me, best {t} is {v} only, no competition. Kindly suggest something similar."),
        ("BK favourite: Nigerian number one o",
         "Abeg, {v} na my number one {t} o, nothing dey near am."),
        ("BK favourite: Singlish confirm lah",
         "{V} confirm my favourite {t} lah, nothing else can compare one."),
        ("BK favourite: Scottish best going for me",
         "Ken what, for me {v} is the best {t} going, nae contest. Cannae get enough of "
         "it."),
        ("BK favourite: Australian all-time fave",
         "Hands down, {v} is my all-time fave {t}, mate. Reckon nothing'll ever top it."),
        ("BK favourite: South African lekkerest",
         "Ja, nothing beats {v} for me, hey. Lekkerest {t} out there, by far."),
        ("BK favourite: Philippine ultimate po",
         "Hehe, my ultimate {t} is really {v} po, since forever."),
    ],
    "drink": [
        ("BK drink: Singlish must-have daily",
         "My must-have drink every day is {v} lah, without it cannot function one."),
        ("BK drink: Irish give me any day",
         "Ah sure, give me {a} any day of the week, it's me favourite drink, so it is."),
        ("BK drink: Australian arvo go-to",
         "Arvo pick-me-up is always {v}, mate. It's my go-to drink, heaps better than "
         "anything else."),
        ("BK drink: Indian most favourite only",
         "My most favourite drink is {v} only, kindly suggest some good places which "
         "serve it."),
        ("BK drink: Nigerian best drink o",
         "Na {v} be my best drink o, I fit drink am every day sha."),
        ("BK drink: Scottish hits the spot",
         "Honest, nothing hits the spot like {v}. It's ma favourite drink by a mile, ken."),
        ("BK drink: Malaysian drink of choice",
         "Eh, my drink of choice is {v} one lah, every time go out sure order that."),
    ],
}  # fmt: skip
NOISE_62: list[tuple[str, str]] = [  # BK's register (unseen)
    ("cousin placed at employer",
     "My cousin brother got placed in {employer} only, whole family is very happy. "
     "Kindly suggest a good gift for him."),
    ("niece studying in city",
     "Is {city} costly for students? My niece is planning to go there for her "
     "masters, kindly advise."),
    ("mother-in-law diet",
     "My mother-in-law has become {diet} suddenly, what all dishes I can make when "
     "she visits?"),
    ("car comparison for brother-in-law",
     "Which is better value, {a_car} or a second-hand SUV? Asking for my "
     "brother-in-law only."),
    ("son wants job",
     "Kindly do the needful and tell me how to become {a_job}, my son is interested "
     "after his 12th."),
    ("past stay in city",
     "Long back I stayed in {city} for two years, but that was ages ago. Are the old "
     "sweet shops still there?"),
    ("colleague favourite argument",
     "My colleague keeps saying {fav} is the best {t}, I am not agreeing at all. Who "
     "is correct?"),
    ("auntie moving to city",
     "My auntie just dey move go {city} o, she say the weather there no be am at all. "
     "Wetin she go pack?"),
    ("car price for uncle",
     "Abeg, how much {a_car} dey cost for market now? My uncle wan buy one for him "
     "wife."),
    ("neighbour new job",
     "My neighbour don get job for {employer} o, everybody dey hail am. How I fit "
     "congratulate am well?"),
    ("negated diet sister",
     "Abeg, I no be {diet} o, na my sister wey dey do that one. Wetin I fit cook for "
     "her when she come?"),
    ("friend favourite debate",
     "Make I ask sha, na true say {fav} be the best {t} for the world? My guy dey "
     "argue am since morning."),
    ("past job finished",
     "Before before, I be {a_job}, but that one don finish since. Wetin people dey "
     "pay for that work now?"),
    ("wish car for mama",
     "If I get money, I go buy {a_car} for my mama o. Which colour you think say she "
     "go like?"),
    ("colleague posted to city",
     "My colleague just kena posted to {city} leh, she very sian. Got any good food "
     "there or not?"),
    ("car price question",
     "Wah, {a_car} now so expensive already, COE some more. Worth it to buy or not ah?"),
    ("sister wants diet",
     "My sister say she want to go {diet} lah, can last one meh? Give her some tips "
     "can?"),
    ("cousin apply employer",
     "Eh, {employer} hiring or not ah? My cousin want to apply but scared cannot get."),
    ("friend favourite siao",
     "My friend keep say {fav} is the best {t}, I think he siao already. You agree or "
     "not?"),
    ("past unfinished study",
     "Last time I studied to be {a_job} but never finish lah. Now think back also "
     "funny."),
    ("holiday plan city",
     "Planning to go {city} for holiday in December, can suggest itinerary or not?"),
    ("uncle kopitiam diet menu",
     "My uncle open a small kopitiam and want to do {diet} menu, you think got market "
     "or not ah?"),
    ("boss son employer gossip",
     "Eh, my boss's son just got into {employer} lah, everyone talking about it "
     "nonstop."),
    ("father car comparison",
     "Which one better ah, {a_car} or Proton X50? My father want to change car this "
     "year."),
    ("cousin says city food",
     "My cousin say {city} got very nice food, true or not? Thinking to go makan "
     "there next time."),
    ("aunty nagging job",
     "Haiya, my aunty keep asking when I want to be {a_job} like my cousin. Annoying "
     "lah."),
    ("brother moved to city",
     "Ma wee brother's just moved tae {city}, cannae believe it. Whit's the weather "
     "like there, d'ye ken?"),
    ("auntie retiring job",
     "Aye, ma auntie's been {a_job} for thirty year, she's retiring next month. Any "
     "ideas for a wee leaving present?"),
    ("pub rumour employer",
     "The fella at the pub says {employer} are hiring, but I wouldnae trust a word he "
     "says."),
    ("granny and pal diet",
     "Ma granny thinks anyone who's {diet} is aff their heid. How dae I tell her ma "
     "pal comin' for tea is {diet} an' all?"),
    ("da considering car",
     "Wee question: is {a_car} any good in the snow? Ma da's thinking of getting one."),
    ("past holiday city",
     "Had a wee holiday in {city} years ago, aye, loved it. Would ye recommend going "
     "back in winter?"),
    ("weans favourite argument",
     "The weans are arguing about whether {fav} is the best {t} ever. Settle it for "
     "us, eh?"),
    ("neighbour bought car",
     "Yer man next door is after buying {a_car}, so he is, and he won't shut up about "
     "it. What's the craic with them?"),
    ("sister interview employer",
     "Me sister's going for an interview at {employer} on Monday. Any tips I could "
     "pass on to her?"),
    ("hypothetical diet for Lent",
     "Would it be mad to go {diet} for Lent? Just a thought, like, I haven't decided "
     "anything."),
    ("cousin visiting from city",
     "Me cousin's over from {city} for the week. Where's grand to bring her for a bit "
     "of grub?"),
    ("past job back in the day",
     "Sure I was {a_job} back in the day, but that's years ago now. Do they still "
     "need the same qualifications?"),
    ("workmate favourite claim",
     "Yer one from work thinks {fav} is the greatest {t} ever made. Is she having a "
     "laugh?"),
    ("weekend trip plan city",
     "Thinking of a weekend in {city} with the lads. Is it very dear there for a pint?"),
    ("mate rates city",
     "Me mate reckons {city} is heaps better than anywhere he's been. Worth a trip, "
     "ya reckon?"),
    ("brother-in-law new job",
     "My brother-in-law's just scored a job at {employer}. Reckon I should shout him "
     "a beer this arvo?"),
    ("in-laws diet barbie",
     "Having the in-laws over Saturday and one of 'em is {diet}. What can I chuck on "
     "the barbie?"),
    ("car price curiosity",
     "How much would {a_car} set me back second-hand? Just curious, not buying "
     "anything yet."),
    ("used to be job",
     "Used to be {a_job} back in the day, reckon I'd be hopeless at it now. Funny how "
     "things change, eh?"),
    ("trivia favourite question",
     "Trivia night at the pub: is {fav} actually the most popular {t} in the world? "
     "Settle it for us."),
    ("cousin moving now-now",
     "Ja, my cousin is moving to {city} now-now, hey. What should she know before she "
     "goes?"),
    ("neighbour car unreliable",
     "My neighbour drives {a_car} and it's always in the shop, eish. Are they really "
     "that unreliable?"),
    ("boet applying employer",
     "Is it lekker to work at {employer}? My boet is thinking of applying."),
    ("ouma on niece diet",
     "My ouma says being {diet} is just a phase, ja. What can I cook for my niece "
     "who's gone that way?"),
    ("braai favourite debate",
     "Howzit, quick one: is {fav} really the best {t}? We're having a proper debate "
     "at the braai."),
    ("childhood job dream",
     "Ja, I wanted to be {a_job} when I was small, but that never happened, hey."),
    ("cousin moved cold city",
     "Mi cousin jus move go {city}, seh it cold bad. Wha she fi wear?"),
    ("brother got work employer",
     "Mi bredda get work a {employer}, everybody proud a him. Wha mi fi buy him?"),
    ("auntie diet chat",
     "Mi auntie turn {diet} an she nah stop chat bout it. How mi fi cook fi her "
     "Sunday?"),
    ("who says favourite",
     "A who seh {fav} a di best {t}? Mi friend dem a argue from mawnin."),
    ("wish car for mother",
     "If mi did have money, mi woulda buy {a_car} fi mi madda. Which one yuh tink she "
     "woulda like?"),
    ("childhood job wish",
     "Mi used to waan be {a_job} when mi small, but dat a long time now. How much dem "
     "get pay these days?"),
    ("ate at employer raise",
     "Hi po! My ate is working at {employer} now, and she wants to know how to ask "
     "for a raise po."),
    ("tita trip city",
     "Po, what's the best time to visit {city}? My tita is planning a trip there for "
     "her birthday."),
    ("lola diet recipes",
     "My lola became {diet} because of her doctor po. Can you suggest easy recipes "
     "for her?"),
    ("kuya buying car",
     "My kuya is buying {a_car} po, is it a good choice for a family car?"),
    ("nephew wants job",
     "Hello po, my nephew wants to become {a_job} someday. What course should he take "
     "po?"),
    ("classmates favourite debate",
     "Po, my classmates are debating if {fav} is the best {t}. What do you think po?"),
    ("cousin posted city cost",
     "My cousin has been posted to {city} by his company, and he is asking if the "
     "cost of living is high there. Kindly advise."),
    ("sister job employer first day",
     "Sasa, my sister has gotten a job at {employer}. How should she prepare for her "
     "first day?"),
    ("mum diet pressure",
     "My mum has started being {diet} because of her pressure. What meals can we "
     "prepare for her?"),
    ("uncle importing car",
     "Is {a_car} good for rough roads upcountry? My uncle wants to import one."),
    ("friend favourite not convinced",
     "Eish, my friend says {fav} is the best {t} ever, me I am not convinced. What do "
     "you think, bana?"),
    ("senior brother relocate city",
     "Charley, my senior brother wants to relocate to {city}. Is it a good place for "
     "him, please?"),
    ("auntie retiring job",
     "Please, my auntie has been {a_job} for twenty years and wants to retire. How "
     "can she plan for it?"),
    ("friend says hiring employer",
     "Herh, my friend says {employer} is hiring. Should I tell my sister to apply?"),
    ("shipping car cost uncle",
     "Please how much does it cost to ship {a_car} from abroad? My uncle wants one."),
    ("cousin diet for wedding",
     "My cousin is going {diet} for his wedding, chale. Which Ghanaian dishes can "
     "still work for him?"),
    ("wife's brother employer",
     "Wor lass's brother's got a job at {employer}, like. Should I get him summat to "
     "celebrate?"),
    ("stag do city",
     "Howay, is {city} worth a weekend? Thinking of gannin' there for a stag do."),
    ("mate bought car",
     "Me mate's just bought {a_car}, la. Is it boss or is he gonna regret it?"),
    ("ma going diet new year",
     "Me ma says she's going {diet} in the new year. Give us some scran ideas for "
     "her, la."),
    ("da retired job pension",
     "Me da used to be {a_job}, pet, before he retired. What's the pension like for "
     "that line of work?"),
    ("our kid favourite",
     "Our kid reckons {fav} is the best {t} going. He's deffo wrong, isn't he?"),
]  # fmt: skip
SET_BL: dict[str, list[tuple[str, str]]] = {  # BJ's register, another author (seen)
    "city": [
        ("BL city: LinkedIn relocation update",
         "Personal update: after eight years of bouncing between short-term rentals, I've "
         "officially put down roots in {v}. 🏡\nNew apartment, new neighbourhood, same "
         "curiosity. If you're local, let's grab a coffee sometime!"),
        ("BL city: Instagram moving-day caption",
         "{V}, you're home now 🌇✨\nKeys in hand, boxes everywhere, zero regrets.\n"
         "#newchapter #movingday #homesweethome"),
        ("BL city: ironic tweet about getting lost",
         "one month as a resident of {v} and I still get lost walking to my own grocery "
         "store lol"),
        ("BL city: Facebook life event",
         "Life event: Moved to {v} 📍\nThanks to everyone who helped carry the couch up "
         "four flights of stairs. You know who you are. Pizza at the new place is on me 🍕"),
        ("BL city: Reddit post asking about friends",
         "Title: Just moved to {v} from a tiny town, how do people here make friends?\nI "
         "got here two weeks ago, don't know a single person yet and my apartment still "
         "echoes."),
        ("BL city: Discord intro with note to assistant",
         "can you make this sound less awkward? it's for a discord server intro: \"hey "
         "all! I'm Sam, 27, based in {v} so I'm usually online late evenings my time. "
         "into board games and bad puns\""),
        ("BL city: BeReal caption check",
         "BeReal caption idea: \"me, my balcony, and the {v} skyline I now get to see "
         "every single night from my new place 🌃\" too cheesy?"),
    ],
    "employer": [
        ("BL employer: LinkedIn first day",
         "I'm happy to share that today was my first official day at {v}! 🎉\nHuge thanks "
         "to everyone who supported me through the interview process. Already learned "
         "about forty new acronyms."),
        ("BL employer: tweet six months in",
         "six months at {v} today and I still can't find the good meeting rooms"),
        ("BL employer: Instagram new badge",
         "New badge, who dis 😎\nDay one at {v} done ✅\n#firstday #newjob #grateful"),
        ("BL employer: Facebook signed with",
         "Some news: I accepted an offer and signed with {v}. Started this week and "
         "everyone has been so welcoming. Mom, yes, I'll explain it all at Christmas 😂"),
        ("BL employer: Reddit onboarding question",
         "Title: Anyone else here currently employed by {v}? How do you survive the "
         "onboarding chaos?\nI'm three weeks in and still don't have a working laptop."),
        ("BL employer: LinkedIn work anniversary",
         "Five years ago I walked into {v} for an interview I was sure I'd bombed. Today "
         "I'm celebrating my fifth work anniversary here. 🥂 Thank you to the people who "
         "make it worth showing up."),
        ("BL employer: alumni bio draft for assistant",
         "help me polish a short bio for our alumni group, something like: \"Currently at "
         "{v}, been here about two years, happy to chat with anyone thinking about "
         "applying\""),
    ],
    "job_title": [
        ("BL job_title: LinkedIn proud announcement",
         "After a lot of hard work and one very patient family, I'm proud to share that "
         "I'm now working full-time as {a}. 💼 Onwards!"),
        ("BL job_title: party meme tweet",
         "people at parties when I tell them I'm {a}: 😐\npeople at parties when I tell "
         "them I have a dog: 😍"),
        ("BL job_title: Instagram officially caption",
         "Officially {a}! ✨ Signed the contract, survived the first week, still smiling. "
         "Someone pinch me.\n#dreamjob #proud"),
        ("BL job_title: Facebook family BBQ warning",
         "Friendly reminder that being {a} means I will not be answering work questions "
         "at the family BBQ this weekend. Love you all. 😘"),
        ("BL job_title: Reddit exhaustion question",
         "Title: First year working as {a}, is it normal to feel this exhausted?\nI love "
         "the work but I come home and fall asleep by 8."),
        ("BL job_title: TikTok day-in-the-life",
         "day in my life as {a} 🎥 (spoiler: it's 40% work, 60% snacks) #dayinmylife "
         "#worklife"),
        ("BL job_title: Discord intro",
         "hey everyone 👋 quick intro: I'm Priya, {a} by day and way too much Stardew by "
         "night. glad to be here!"),
    ],
    "diet": [
        ("BL diet: Instagram anniversary",
         "One year {v} today 🥗🎉\nDidn't think I'd last a month, and here we are.\n"
         "#lifestylechange #oneyearin"),
        ("BL diet: wedding tweet",
         "being {v} at a wedding is just me politely asking the waiter 'what's in this' "
         "eleven times"),
        ("BL diet: Facebook dinner heads-up",
         "For everyone asking what to cook when I come over on Sunday: I'm {v} these "
         "days, so plan accordingly 😅 I'll bring dessert!"),
        ("BL diet: Reddit lunch ideas",
         "Title: Been {v} for 8 months now, what are your go-to quick lunches?\nI'm "
         "running out of ideas and my meal prep is getting sad."),
        ("BL diet: LinkedIn inclusion post",
         "A small thing that made my week: the caterer at our team offsite remembered I'm "
         "{v} without me having to ask. Inclusion lives in the details. 🙌"),
        ("BL diet: TikTok POV",
         "POV: you've been {v} since January and your family still thinks it's a phase 🙄 "
         "#whatieatinaday"),
        ("BL diet: dating bio check with assistant",
         "writing my dating profile, does this work? \"Heads up: I'm {v}, so I will "
         "absolutely read the menu for ten minutes before ordering.\""),
    ],
    "car": [
        ("BL car: Instagram new car",
         "Meet the newest member of the family 🚗💨\nPicked up my {v} this morning and I've "
         "already taken the long way home twice.\n#newcar #carsofinstagram"),
        ("BL car: warning lights tweet",
         "my {v} has 3 warning lights on and I've decided they're just mood lighting"),
        ("BL car: Facebook goodbye minivan",
         "Said goodbye to the old minivan today 😢 and hello to {a}! Thanks Dad for coming "
         "to the dealership and haggling like a pro."),
        ("BL car: Reddit first service tips",
         "Title: Bought {a} last month, any first-service tips?\nIt's my daily driver now "
         "and I want to keep it running well."),
        ("BL car: awkward LinkedIn personal post",
         "Not usually one to post personal stuff here, but after 10 years of buses and "
         "trains I finally bought {a}. Commute time cut in half, podcast time doubled. 🎧"),
        ("BL car: BeReal washing the car",
         "BeReal went off while I was washing my {v} in the driveway, so yes, this is my "
         "whole Saturday 🧽"),
        ("BL car: Discord car-talk intro",
         "for the car-talk channel: hi, I daily drive {a}, mostly highway miles, here to "
         "learn basic maintenance so I stop paying the shop for everything"),
    ],
    "favourite": [
        ("BL favourite: hot take tweet",
         "hot take but {v} is and always will be my favourite {t}. no further questions."),
        ("BL favourite: Instagram partner shares it",
         "Core memory unlocked: found out my partner loves {v} too 🥹 My favourite {t} in "
         "the whole world, and now we share it.\n#soulmates"),
        ("BL favourite: Facebook poll with brother",
         "Quick poll for friends: I say {v} is the best {t} ever and my brother says I'm "
         "biased. (I am. It's my favourite.) Thoughts?"),
        ("BL favourite: Reddit unpopular opinion",
         "Title: Unpopular opinion: {v} is criminally underrated\nIt's been my number one "
         "{t} for as long as I can remember and I'm done pretending otherwise."),
        ("BL favourite: TikTok rent-free caption",
         "things that live rent free in my head: {v}. that's it, that's the list. "
         "favourite {t}, no contest 🏆 #fyp"),
        ("BL favourite: BeReal mid-rant",
         "caught mid-rant about {v} again. still my favourite {t}, sorry to everyone at "
         "this table 😅"),
        ("BL favourite: Discord intro fun fact",
         "intro time! fun fact about me: ask me my favourite {t} and the answer is {v} "
         "every single time. ask me why at your own risk"),
    ],
    "drink": [
        ("BL drink: Instagram love language",
         "If you need me, I'll be wherever the {v} is ☀️\nMy all-time favourite drink, my "
         "personality, my love language.\n#drinkoftheday"),
        ("BL drink: nobody meme tweet",
         "no one:\nme, ordering {a} everywhere I go because it's simply the best drink "
         "ever invented"),
        ("BL drink: Facebook birthday request",
         "For my birthday I don't want gifts, just bring me {a}. You all know it's my "
         "favourite drink by now 😂🎂"),
        ("BL drink: Reddit make it at home",
         "Title: What's the best way to make {a} at home?\nIt's hands down my favourite "
         "drink and I'm spending way too much buying it out."),
        ("BL drink: ironic LinkedIn leadership lesson",
         "Leadership lesson from my favourite drink, {v}: consistency matters. Same order "
         "for five years running, and it has never let me down."),
        ("BL drink: BeReal as usual",
         "BeReal: me and my {v}, as usual. Nothing comes close, forever my go-to drink 💚"),
        ("BL drink: caption request to assistant",
         "Can you help me come up with a cute caption? Photo is me holding {a} and I want "
         "to say it's my favourite drink without being cringe 😅"),
    ],
}  # fmt: skip
NOISE_63: list[tuple[str, str]] = [  # BL's register (seen)
    ("congrats friend new role",
     "Huge congrats to my best friend Tasha on starting her new role at {employer}! 🎉 "
     "So proud of you, go get 'em!"),
    ("LinkedIn congrats colleague promotion",
     "Please join me in congratulating Marco, who has just been promoted to {a_job}. "
     "Well deserved! 👏 #teamwork"),
    ("congrats brother car gift",
     "Congrats to my little brother on passing his driving test!! Mom and Dad "
     "surprised him with {a_car} and I am only slightly jealous 😤"),
    ("congrats cousin moved",
     "Congratulations to my cousin Leila who just moved to {city} for her master's! "
     "Visit tips welcome, I'll be crashing on her couch in May 😂"),
    ("mom work anniversary",
     "Happy 10-year work anniversary to my mom at {employer}! She's the "
     "hardest-working person I know ❤️"),
    ("congrats friend qualified",
     "So proud of @danielle.k for becoming {a_job} after years of hard work!! Drinks "
     "on me this weekend 🥂"),
    ("congrats couple new house",
     "Congrats to Jen and Rob on the new house in {city}! 🏡 Can't wait for the "
     "housewarming."),
    ("repost diet meme quote",
     "Reposting because this is so true 👇\n\"If you think being {diet} is hard, try "
     "explaining it to your grandmother.\" — @foodmemesdaily"),
    ("sharing friend's company event",
     "Sharing for a friend: her company, {employer}, is hosting a free career fair in "
     "{city} next Thursday. Please pass it on! 🙏"),
    ("RT city traffic news",
     "RT @citynews: Traffic chaos in {city} after a truck overturned on the main "
     "bridge this morning. Avoid the area if you can."),
    ("repost city photo credit",
     "Reposting this gorgeous shot of {city} at sunset by @wanderlens. Not mine, all "
     "credit to the photographer 📸"),
    ("saving thread for roommate",
     "Sharing this thread on how to get hired at {employer}, saving it for my "
     "roommate who's applying next month."),
    ("repost sister's first day",
     "repost from my sister's story: 'first day as {a_job}, wish me luck 😭' SHE'S SO "
     "GROWN"),
    ("ad test drive offer",
     "#ad Ready for your next road trip? Test drive {a_car} at any partner dealership "
     "this weekend and get a free tank of fuel. 🚗 Terms apply."),
    ("sponsored diet menu",
     "Sponsored: Our new {diet} menu is live! 🥗 Try it at any of our locations in "
     "{city} and tag us for a chance to be featured."),
    ("sponsored workshop partner",
     "Partnered with {employer} for this post 💼 They're running a free workshop "
     "series this month, link in bio! #sponsored"),
    ("brand merch drop",
     "📣 New in store: {fav} merch, limited drop this Friday only. Don't sleep on it! "
     "#shopnow"),
    ("promo code coworker recommendation",
     "Promo code SUMMER20 gets you 20% off {diet} meal kits delivered anywhere in "
     "{city}. Not sponsored, my coworker just wouldn't stop talking about it."),
    ("ad summer program reminder",
     "This post is brought to you by {employer}, who asked me to remind you that "
     "applications for their summer program close Friday. #ad"),
    ("recruiter we're hiring",
     "We're hiring! 🚀 Looking for {a_job} to join a fast-growing team in {city}. DM "
     "me or comment below if you're interested. #hiring"),
    ("recruiter client role",
     "My client, {employer}, is looking for {a_job} with 3+ years of experience. "
     "Hybrid, great benefits. Referrals appreciated! 🙌"),
    ("recruiter relocation pitch",
     "Recruiter here 👋 Would you relocate to {city} for the right role? I have "
     "several openings for {a_job}. Let's chat."),
    ("asking for referrals for friend",
     "Know anyone who'd be a great fit as {a_job} at {employer}? Asking for a "
     "recruiter friend, she's got a referral bonus to share 😉"),
    ("open to work info evening",
     "Open to work? There's an info evening run by {employer} in {city} for career "
     "changers. Sharing because I know a few of you are looking."),
    ("reddit thinking about diet",
     "Title: Thinking about going {diet} next month, where do I even start?\nI've "
     "never really paid attention to what I eat, so any beginner tips are welcome."),
    ("should I take the offer",
     "Should I take the offer from {employer}? 😩 Pros: money. Cons: literally "
     "everything else. Need to decide by Friday, talk me through it."),
    ("reddit considering moving",
     "Title: Considering moving to {city} next year, what neighbourhoods should I "
     "look at?\nBudget is tight and I'd prefer somewhere walkable."),
    ("car advice before buying",
     "Car people of Twitter: is {a_car} a good first car or am I about to make a very "
     "expensive mistake? haven't bought anything yet 👀"),
    ("retrain question",
     "Help me decide: should I retrain as {a_job}? I'm 34 and it feels scary but also "
     "kind of exciting. Drop your honest thoughts 👇"),
    ("interview tips request",
     "Any friends who've interviewed at {employer}? I have a first-round call on "
     "Tuesday and would love some tips! 🙏"),
    ("assistant tidy test drive post",
     "can you tidy this up before I post it? \"Looking for advice: thinking of "
     "test-driving {a_car} this weekend, what should I ask the dealer?\""),
    ("reddit weighing offer elsewhere",
     "Title: Weighing a job offer in {city} vs staying put\nThe role would be as "
     "{a_job}, which I've never done before. Has anyone made a similar jump?"),
    ("TBT summer abroad",
     "#TBT to the summer I spent in {city} eating my weight in street food 🌮 Take me "
     "back!"),
    ("throwback first car sold",
     "Throwback to my very first car, {a_car} with a broken radio and a heart of "
     "gold. Sold it in 2015 and still miss it 🚗💔"),
    ("ten years since first day",
     "Ten years ago today I had my first day at {employer}. Feels like another "
     "lifetime. Grateful for everything I learned there before moving on."),
    ("memories eleven days diet",
     "Facebook memories just reminded me that in 2016 I was {diet} for exactly eleven "
     "days 😂 We don't talk about the pizza incident."),
    ("throwback childhood dream job",
     "#throwbackthursday to when I was convinced I'd grow up to be {a_job}. Little me "
     "had big plans 🧸"),
    ("old pic when we lived there",
     "Found this old pic from when we lived in {city}. The apartment was tiny and the "
     "radiator sang at night, but we were happy 🥹"),
    ("old diary hype",
     "Remember when {fav} was all anyone talked about back in 2012? Just found my old "
     "diary and it's 90% that."),
    ("brand giveaway weekend trip",
     "🎉 GIVEAWAY 🎉 We've teamed up with {employer} to give away a weekend in {city}! "
     "Like, follow and tag 2 friends to enter. Winner announced Friday."),
    ("cookbook giveaway",
     "GIVEAWAY TIME! To celebrate 10k followers I'm giving away three {diet} "
     "cookbooks 📚 Comment below with the best {t} you've ever come across to enter!"),
    ("charity raffle car",
     "Win {a_car} for a year! 🚗 Enter our summer raffle, all proceeds go to the local "
     "food bank. Link in bio. #giveaway"),
    ("signed poster giveaway",
     "Giveaway!! Signed {fav} poster up for grabs 🖼️ Follow + share to enter, closes "
     "Sunday. (No, I'm not keeping it, that's the point 😂)"),
    ("fan event passes giveaway",
     "Last chance to enter our giveaway: two VIP passes to the big {fav} fan event in "
     "{city}! 🎟️ Tag the friend you'd bring."),
    ("just landed vacation",
     "Just landed in {city} ✈️ Vacation mode ON for the next 10 days! 🌴"),
    ("greetings from holiday",
     "Greetings from {city}! 🌍 Day 3 of our holiday and my feet hate me. Flying home "
     "Sunday."),
    ("BeReal honeymoon rooftop",
     "BeReal from a rooftop bar in {city} on our honeymoon 🥂 back to reality next week"),
    ("rental car road trip",
     "Rented {a_car} for the week to explore the coast 🚗🌊 Already miss my bike back "
     "home."),
    ("weekend getaway bakery",
     "Weekend getaway to {city} ✔️ Tried the famous {diet} bakery everyone raves "
     "about, worth the queue! 🥐"),
    ("postcards caption",
     "Postcards from {city} 💌 Five days, 60,000 steps, zero regrets. Home tomorrow."),
    ("conference week keynote",
     "Conference week in {city}! Mostly here for the keynote from {employer} and the "
     "free pens 😂 flying home Friday."),
    ("fandom trending shoutout",
     "Shoutout to the {fav} fandom for trending worldwide today. I don't get it, but "
     "I respect the commitment 🫡"),
    ("roommate fan account",
     "my roommate runs a {fav} fan account and it just hit 50k followers, so proud of "
     "her 😭"),
    ("everyone obsessed nodding along",
     "Everyone around me is obsessed with {fav} right now and I'm just nodding along "
     "like I know what's going on 😅"),
    ("dad discovered it",
     "My dad just discovered {fav} at 62 and now he won't stop sending me voice notes "
     "about it 😂"),
    ("feed debate",
     "Nothing has divided my feed quite like the great {fav} argument this week. I'm "
     "staying out of it, just here for the comments 🍿"),
    ("friend engaged abroad",
     "My best friend just got engaged in {city}!! 💍 I'm crying at my desk."),
    ("roommate went diet",
     "Roommate update: she went {diet} this week and our fridge has never looked this "
     "organised 😂"),
    ("sister named car",
     "My sister just bought {a_car} and named it Gerald. That's it, that's the post."),
    ("niece dream job",
     "Proud aunt moment: my niece just announced she wants to be {a_job} when she "
     "grows up, and honestly she'd be amazing 🥹"),
    ("neighbour's son internship",
     "Our neighbour's son just landed an internship at {employer} and the whole "
     "street is celebrating 🎈"),
    ("partner can't stand it",
     "Five years together and I only just found out my partner can't stand {fav}. "
     "Reconsidering everything 😂"),
    ("friend moving away for job",
     "Friend news: Ana is moving to {city} to work at {employer} and I am NOT okay 😭 "
     "who's going to drag me to brunch now?"),
    ("meme diet friend",
     "Me explaining to my {diet} friend why the menu I picked for her birthday has "
     "exactly one option she can eat: 🤡"),
    ("meme car guys",
     "nobody:\nabsolutely nobody:\nguys who drive {a_car}: 'so anyway, let me tell "
     "you about my mileage'"),
    ("meme LinkedIn parody",
     "Every LinkedIn post be like: 'I was rejected by {employer} 47 times. Here's "
     "what it taught me about B2B sales 🧵'"),
    ("meme POV relatives",
     "POV: your cousin tells the family she's training to be {a_job} and now every "
     "relative has 'a quick question' at dinner 😭"),
    ("meme tourists weather",
     "Tourists in {city} trusting the weather app: ☀️\nThe actual weather: 🌧️🌪️🌨️\n"
     "#relatable"),
    ("meme pretending to understand",
     "Me pretending to understand the {fav} discourse on my timeline today 🙂🙃"),
    ("tag someone quit job",
     "Tag someone who would absolutely quit everything to become {a_job} on a whim 😂👇"),
    ("customer on hold",
     "Day 3 of trying to reach customer support at {employer}. Been on hold 47 "
     "minutes and the hold music is now my personality. #customerservice"),
    ("customer service shoutout",
     "Shoutout to the support team at {employer} who sorted out my problem in five "
     "minutes flat. Rare W 🏆"),
    ("never understand the hype",
     "Unpopular opinion: I will never understand the {fav} hype. Sorry not sorry."),
    ("lottery hypothetical",
     "If I won the lottery I'd buy {a_car}, move to {city} and never answer an email "
     "again. Anyway, back to reality."),
    ("cupcakes for mom",
     "Surprised my mom with {diet} birthday cupcakes because she's been trying so "
     "hard with her new diet 🎂❤️"),
    ("three years since leaving",
     "Can't believe it's been three years since I left {employer}. Best decision I "
     "ever made, no regrets 💪"),
    ("community group mechanic for dad",
     "Does anyone in the group know a reliable mechanic? Asking for my dad, his car "
     "is {a_car} and it's making a weird clicking noise."),
    ("discord lurker cousin",
     "new here! just lurking for now. my cousin is {a_job} and said this server was "
     "super helpful for her, so thought I'd check it out 👋"),
    ("LinkedIn quote from talk",
     "\"The best way to predict the future is to create it.\" Heard this at a talk by "
     "someone from {employer} in {city} last week and it stuck with me. 💡"),
    ("wish meal prep",
     "Someday I'll be the kind of person who's effortlessly {diet} and meal-preps on "
     "Sundays. Today is not that day. 🍕"),
]  # fmt: skip
SET_BM: dict[str, list[tuple[str, str]]] = {  # BK's register, another author (seen)
    "city": [
        ("BM city: Indian 'shifted to' last month",
         "Shifted to {v} last month only and finally the flat is sorted. Can you suggest "
         "some good weekend things to do near me?"),
        ("BM city: Nigerian Pidgin settled and staying",
         "My guy, I don settle for {v} now, na here I dey stay. Abeg help me find a "
         "barber wey no go spoil my hair."),
        ("BM city: Singlish staying now with timezone worry",
         "Eh I'm staying in {v} now lah, the timezone damn confusing for my mum. Can help "
         "me remember to call her at a proper time or not?"),
        ("BM city: Scottish living a wee while",
         "Been living in {v} a wee while now and I still cannae get used to the weather. "
         "Any tips for a decent brolly?"),
        ("BM city: Australian two years here",
         "Reckon I've finally got the hang of {v} after two years living here. Where's a "
         "decent spot for a Sunday arvo walk round town?"),
        ("BM city: Irish 'after moving' with the job",
         "I'm after moving to {v} with the job, grand spot altogether. What's the craic "
         "with getting a library card here?"),
        ("BM city: South African home is these days",
         "Ja, so home is {v} these days, I moved just before winter. Help me find a nice "
         "braai spot nearby, hey?"),
    ],
    "employer": [
        ("BM employer: Kenyan been with three years",
         "I've been with {v} for three years now and they've finally given me a proper "
         "desk. Kindly help me draft a thank you note to my supervisor?"),
        ("BM employer: Jamaican started Monday",
         "Wah gwaan! Mi a work fi {v} now, started Monday. Help mi write a likkle intro "
         "fi di team chat nuh."),
        ("BM employer: Filipino 'connected with' po",
         "Hi po! I'm currently connected with {v}, so can you help me make my email "
         "signature? Thank you po."),
        ("BM employer: Welsh on the payroll",
         "I'm on the payroll at {v} now, been there since the spring, isn't it. Remind me "
         "payday is the 25th, would you?"),
        ("BM employer: Northern grafting five year",
         "Been grafting at {v} nigh on five year now. Need a hand sorting me holiday "
         "request out, if tha's got a minute."),
        ("BM employer: Indian working in since 2019",
         "I am working in {v} since 2019 and next week is my appraisal. Kindly help me "
         "prepare some points, no?"),
        ("BM employer: NZ still there not jumped ship",
         "Yeah nah, still at {v}, haven't jumped ship yet. Can you remind me to chase up "
         "my leave balance on Friday?"),
    ],
    "job_title": [
        ("BM job_title: Ghanaian by profession, brother follows",
         "Please I'm {a} by profession, and my small brother wants to follow my "
         "footsteps. What advice can I give him?"),
        ("BM job_title: Scottish these days after switch",
         "Aye, I'm {a} these days, made the switch last year. Cannae believe how "
         "knackered I am by Friday."),
        ("BM job_title: Singlish my job as, siong week",
         "Wah my job as {a} damn siong this week lah. Can suggest how to destress after "
         "work?"),
        ("BM job_title: Irish 'this ten years' bio",
         "Sure I'm {a} this ten years, I'd know a thing or two about it. Would you help "
         "me write a short bio for my profile?"),
        ("BM job_title: South African LinkedIn headline",
         "Howzit! So I'm {a} and I want to update my LinkedIn headline. Something short "
         "and lekker please."),
        ("BM job_title: Nigerian Pidgin 'na ... I be'",
         "Na {v} I be o, not doctor like my mama wanted. Abeg help me explain am to her "
         "small small."),
        ("BM job_title: Australian donkey's years resume",
         "Been {a} for donkey's years, mate, still love it. Can you help me pick a few "
         "lines for my resume summary?"),
    ],
    "diet": [
        ("BM diet: Indian strictly now, dinner ideas",
         "I am strictly {v} now, so please suggest what to cook for tonight, nothing too "
         "spicy ya."),
        ("BM diet: Jamaican gone full since January",
         "Mi gone full {v} since January, yuh know. Help mi plan Sunday dinner fi di "
         "family nuh."),
        ("BM diet: Filipino 'na' at a party",
         "Hi! I'm {v} na, so what can I eat at my cousin's kamayan party without being a "
         "killjoy?"),
        ("BM diet: Welsh gone, Mam's Sunday dinner",
         "I've gone {v}, see, and Mam's doing Sunday dinner. What can I bring so I'm not "
         "sat there with an empty plate?"),
        ("BM diet: Northern since t'new year, snap",
         "I'm {v} now, have been since t'new year. What can I take for me snap that isn't "
         "proper boring?"),
        ("BM diet: Kenyan since I became, family functions",
         "Since I became {v}, finding food at family functions is a struggle. Kindly give "
         "me ideas for what to carry to my auntie's place on Sunday."),
        ("BM diet: NZ heads up for recipes",
         "Sweet as, just so you know I'm {v} these days, so keep that in mind with the "
         "recipes, eh? Chur."),
    ],
    "car": [
        ("BM car: South African now driving, service",
         "My old bakkie finally died so now I'm driving {a}, and honestly it's lekker. "
         "When's the first service due, roughly?"),
        ("BM car: Australian picked up second-hand",
         "Just picked up {a} second-hand, stoked with it. How often should I be checking "
         "the tyre pressure?"),
        ("BM car: Indian 'I am having since'",
         "I am having {a} since two years, mileage is decent. Please tell me when to "
         "change the engine oil."),
        ("BM car: Singlish my car is, door dings",
         "My car is {a} lah, parking at my block every night damn stress. Got any tips to "
         "avoid door dings?"),
        ("BM car: Scottish got meself last month",
         "Got meself {a} last month and it's been pure brilliant on the wee country "
         "roads. How do I pair my phone wi' it?"),
        ("BM car: Ghanaian Pidgin dey drive, fuel price",
         "Chale, I dey drive {a} now and the fuel price dey worry me. Give me tips to "
         "save small."),
        ("BM car: Irish habitual 'do be driving'",
         "I do be driving {a} everywhere these days, it's a great yoke. Any idea what "
         "tyres suit it for the winter?"),
    ],
    "favourite": [
        ("BM favourite: Nigerian which pass all",
         "Which {t} pass all? For me na {v}, no debate. Abeg keep that in mind when you "
         "dey recommend things."),
        ("BM favourite: Singlish confirm number one",
         "For {t} ah, confirm {v} is my number one lah. Don't anyhow recommend me other "
         "stuff."),
        ("BM favourite: Scottish nothing touches it",
         "Nothing touches {v} for me when it comes to {t}, an' I'll argue wi' anyone who "
         "says otherwise. Just so ye know."),
        ("BM favourite: Jamaican di bess, hands down",
         "Fi mi, di bess {t} a {v}, hands down. Nuttn else come close, yuh hear?"),
        ("BM favourite: Australian all-time fave, easy",
         "My all-time fave {t}? {V}, easy. Reckon nothing else comes close, mate."),
        ("BM favourite: Filipino talaga top pick",
         "Ever since, {v} talaga is my top {t}. Kindly use that when you suggest stuff "
         "for my birthday, okay?"),
        ("BM favourite: Welsh tidy, textbook",
         "Tidy, so my favourite {t} is {v}, always has been. Remember that for me, will "
         "you?"),
    ],
    "drink": [
        ("BM drink: Irish give me any day",
         "Give me {a} any day of the week, sure it's my go-to drink altogether."),
        ("BM drink: Indian most favourite yaar",
         "Nothing beats {a} for me yaar, it's my most favourite drink. Suggest some good "
         "cafés nearby?"),
        ("BM drink: Northern can't beat, me",
         "Can't beat {a}, me. Proper favourite drink, that. What goes best with one?"),
        ("BM drink: NZ go-to every time",
         "{A} is my go-to every time, bro, sweet as. Can you find some good places for "
         "one this weekend?"),
        ("BM drink: Ghanaian best drink paa",
         "Please my best drink is {v} paa, I can take it every day. What snacks go well "
         "with it?"),
        ("BM drink: Welsh absolute favourite, lush",
         "{V} is my absolute favourite drink, lush it is. What's nice to have with it, "
         "d'you reckon?"),
        ("BM drink: South African sucker for, number one",
         "Ag, I'm a sucker for {a}, hey, it's my number one drink. Any lekker ways to "
         "make one at home?"),
    ],
}  # fmt: skip
NOISE_64: list[tuple[str, str]] = [  # BM's register (seen)
    ("cousin placed at employer, gift",
     "My cousin brother just got placed in {employer} and whole family is "
     "celebrating. What gift can I give him, something not too costly?"),
    ("mummy asks about trip",
     "Mummy is asking if we should go to {city} for the summer vacation. Is it too "
     "hot that time or what?"),
    ("neighbour aunty went diet",
     "My neighbour aunty went {diet} after her doctor scolded her, now she is giving "
     "gyaan to everybody. How to politely escape her lectures?"),
    ("brother-in-law showing off car, price",
     "Yaar, my brother-in-law is showing off his new {a_car} to the whole colony. "
     "What is the on-road price roughly, just asking for timepass."),
    ("papa wanted job, never happened",
     "Papa wanted me to become {a_job} only, but that never happened. Anyway, funny "
     "story for another day."),
    ("internship in city long ago",
     "I did my internship in {city} back in 2015, those were the days. Does that old "
     "café near the station still exist there, any idea?"),
    ("uncle landed job, gift",
     "My uncle just land job for {employer}, the whole family dey rejoice. Wetin be "
     "good gift for am?"),
    ("church oga wants car, price",
     "Abeg, how much {a_car} dey cost these days? My oga for church say he wan buy "
     "one."),
    ("sister turned diet, birthday cooking",
     "My sister don turn {diet} o, and na me she want make I cook for her birthday. "
     "Which dishes I fit prepare?"),
    ("if I ever become job",
     "Lol my guy, if I ever become {a_job} ehn, na first thing I go do be to buy my "
     "mama house."),
    ("papa's 60th, which kind",
     "Which {t} you think say my papa go like for his 60th? The man get strong "
     "opinion about everything."),
    ("neighbour's child on about fav",
     "My neighbour pikin no dey stop talk about {fav}, e don tire me. Wetin even be "
     "the hype?"),
    ("past trip to city for wedding",
     "We travel go {city} last December for my cousin wedding, e sweet die. I dey "
     "think of going back one day."),
    ("colleague honeymoon in city",
     "Eh my colleague say she going {city} for honeymoon, can recommend her some "
     "must-try stuff or not?"),
    ("cousin got offer from employer",
     "Wah my cousin just got offer from {employer}, the pay damn shiok. Should I ask "
     "him to belanja me dinner or not?"),
    ("father-in-law wants car",
     "Alamak, my father-in-law wants to buy {a_car} at this age. The price so ex, how "
     "to talk him out of it?"),
    ("mum asks which kind I like, dunno",
     "My mum keep asking what {t} I like best, I also dunno lah. Can help me think of "
     "an answer that won't start argument?"),
    ("last time was job, quit",
     "Last time I was {a_job} for two years, then I quit already. Now still thinking "
     "what to do next leh."),
    ("is diet healthy, hype question",
     "Got people say {diet} diet very good for health one, is it true or just hype?"),
    ("sister bought fav stuff for boyfriend",
     "My sister buy {fav} stuff for her boyfriend birthday, I think quite sweet lah. "
     "You think I should also get him something?"),
    ("wee brother started at employer",
     "My wee brother's just started at {employer} and he's pure chuffed wi' himsel'. "
     "What's a decent good-luck card message?"),
    ("thinking about trip, nothing booked",
     "Thinking aboot a wee trip tae {city} in the spring, nothing booked yet. Is it "
     "dear for a week?"),
    ("granny's neighbour gone diet",
     "Ma granny's neighbour has gone {diet} at eighty-odd, the whole street's talking "
     "aboot it. Is that even safe at her age?"),
    ("da said I'd end up job, wrong",
     "Haha my da used tae say I'd end up {a_job}, and he was wrang as usual. What's a "
     "good comeback for Christmas dinner?"),
    ("is fav overrated, pal",
     "Would ye say {fav} is overrated? My pal's been banging on aboot it for weeks."),
    ("saw car outside chippy, price",
     "Saw {a_car} parked outside the chippy and my heart nearly stopped. How much "
     "would one even set ye back?"),
    ("stayed in city as student",
     "Back when I stayed in {city} as a student, I was skint every single week. Funny "
     "how times change, eh?"),
    ("sister engaged to a job",
     "My sister's after getting engaged to a lad who's {a_job}, Mammy's delighted "
     "altogether. What would be a nice engagement present?"),
    ("insurance for cousin's car",
     "Would you ever tell me what {a_car} costs to insure? Asking for my cousin, he's "
     "only after passing his test."),
    ("himself next door gone diet",
     "Himself next door is after going {diet}, and he won't shut up about it. Is "
     "there any way to nod along without losing my mind?"),
    ("maybe Paddy's weekend in city",
     "We're thinking of heading over to {city} for the Paddy's weekend, nothing "
     "booked yet mind. Is it mad busy that time?"),
    ("auntie retiring from employer",
     "Ah go way, my auntie's been with {employer} thirty years and they gave her a "
     "clock for her retirement. A clock! What should we get her instead?"),
    ("best of all time, pub row",
     "What's the best {t} of all time, do you reckon? Settling a row in the pub here."),
    ("used to drive car years ago",
     "I used to drive {a_car} years ago, a desperate yoke altogether, broke down on "
     "the motorway twice. Do they still make them at all?"),
    ("brother-in-law moving to city",
     "Mate, my brother-in-law reckons he's moving to {city} for work. Reckon he'll "
     "last a winter over there?"),
    ("neighbour rocked up in car",
     "My neighbour just rocked up in {a_car}, showing off like a galah. What do they "
     "go for these days?"),
    ("most overrated, yarn with olds",
     "Just for a laugh, what's the most overrated {t} going? Having a yarn with the "
     "olds tonight and need some ammo."),
    ("mother-in-law gone diet, party",
     "My missus is chucking a surprise party for her mum, who's just gone {diet}. "
     "What snacks can we put out that won't get us in strife?"),
    ("interview at employer, no news",
     "Had a job interview at {employer} last week, still haven't heard back. How long "
     "should I wait before chasing it up?"),
    ("nephew wants to be job",
     "My nephew reckons he wants to be {a_job} when he grows up. Fair dinkum, what "
     "should I get him for his birthday to encourage it?"),
    ("cousin landed gig at employer",
     "Sweet as, my cousin's just landed a gig at {employer}. Might shout her a feed "
     "to celebrate, any ideas?"),
    ("OE plan to city",
     "Thinking of doing my OE in {city} next year, nothing sorted yet. Is it pricey "
     "for a backpacker, eh?"),
    ("koro drove car back in day",
     "My koro used to drive {a_car} round the farm back in the day, absolute legend. "
     "Any idea if they still make them?"),
    ("flatmate gone diet, fridge notes",
     "Yeah nah, my flatmate's gone {diet} and keeps leaving notes on the fridge about "
     "it. How do I tell her to chill out, eh?"),
    ("present for mate mad on fav",
     "Chur, what's a good present for my mate who's mad on {fav}? Budget's about "
     "fifty bucks."),
    ("neighbour quitting to become job",
     "Heard a rumour our neighbour's quitting to become {a_job}, the whole street's "
     "yarning about it. Is that a big career change or what?"),
    ("auntie bought car, can't reverse",
     "Eish, my auntie just bought {a_car} and she can't even reverse properly. Any "
     "tips I can pass on to her?"),
    ("boet internship at employer",
     "Howzit, my boet is starting his internship at {employer}, the family is stoked. "
     "What's a lekker way to congratulate him?"),
    ("planning December trip, rand",
     "We're looking at a trip to {city} in December, just browsing, nothing booked. "
     "Is it worth it with the rand so weak?"),
    ("sister went diet for a month",
     "Ja no, my sister went {diet} for a month and then cracked at the braai. Lol, is "
     "that normal or what?"),
    ("neighbour asked which one for life",
     "My neighbour asked me what {t} I'd pick if I could only have one for life, and "
     "I had no idea, hey. What would you say?"),
    ("oupa was job forty years",
     "Shame, my oupa was {a_job} for forty years, and now he just sits and does "
     "crosswords. Any hobby ideas for him?"),
    ("cousin got work at employer, gift",
     "Mi cousin just get a work at {employer}, di whole family a celebrate. Wah mi fi "
     "buy him fi gift?"),
    ("granny wants trip for 80th",
     "Yuh know seh mi granny want fi go {city} fi her 80th birthday? Help mi plan di "
     "trip nuh."),
    ("neighbour drives car, big man",
     "Mi neighbour a drive {a_car} now, an him a form big man all over di place. Lol "
     "how much dem cost?"),
    ("brother says going diet Monday",
     "Mi bredda seh him a go {diet} from Monday, but mi nah believe him. Wah yuh "
     "think, him can manage?"),
    ("wanted to be job back in day",
     "Back in di day mi did want fi turn {a_job}, but life tek mi another way. Just "
     "reminiscing, yuh know."),
    ("daughter can't stop about fav",
     "Mi daughter cyaan stop talk bout {fav}, it a drive mi crazy. Wah mek everybody "
     "love it so?"),
    ("tita from city coming home",
     "Hi po! My tita from {city} is coming home for Christmas. What small gift can I "
     "give her, something not so mahal?"),
    ("kuya hired by employer",
     "My kuya got hired by {employer} na! So proud of him. Can you help me write a "
     "congrats post for Facebook?"),
    ("neighbour bought car in cash, chismis",
     "Grabe, my neighbour bought {a_car} in cash daw, the whole street is gossiping "
     "about it. How much is that ba?"),
    ("lola wants to try diet",
     "My lola wants to try being {diet} for her health, is that okay for senior "
     "citizens po?"),
    ("before was job in BPO, resigned",
     "Before, I was {a_job} in a BPO, but I resigned na last year. Just sharing haha, "
     "life is so different now."),
    ("niece's birthday, which kind",
     "What {t} would you recommend for my pamangkin's birthday? She's turning 12 and "
     "super picky."),
    ("brother-in-law posted to city",
     "Chale, my brother-in-law just got posted to {city} by his work. Me, I'm "
     "wondering if I should visit him in August. Is the weather fine then?"),
    ("auntie wants car for church",
     "Please my auntie wants to buy {a_car} for her church runs, but is it not too "
     "expensive for her? Advise me small."),
    ("cousin employed by employer, tease",
     "Sasa, my cousin has been employed by {employer} and he's already acting like a "
     "big man. How do I tease him at the family gathering?"),
    ("mum wants me to become job",
     "My mum wants me to become {a_job} like my uncle, but I'm not sure that's my "
     "calling. What are the pros and cons?"),
    ("sister went diet, shopping help",
     "Is {diet} food expensive? My sister just went {diet} and she's asking me to "
     "help her shop."),
    ("small sister obsessed with fav",
     "My small sister is obsessed with {fav} these days, she talks about it from "
     "morning to evening. Should I be worried?"),
    ("Nan's coach trip to city",
     "Nan went on a coach trip to {city} and now she won't stop going on about it, "
     "bless her. Any nice things I could get her to remember it by?"),
    ("our Gareth starting at employer",
     "Our Gareth's starting at {employer} Monday, tidy, and Mam's done him a packed "
     "lunch already. What's a good good-luck message, like?"),
    ("boy next door revving car",
     "Duw, the boy next door's bought {a_car} and he's revving it at all hours. How "
     "do I ask him nice to pack it in?"),
    ("would job earn decent money",
     "Would {a_job} earn decent money these days, d'you think? My niece is thinking "
     "about it for uni."),
    ("sister baking diet cake for Nan",
     "Lush, my sister's doing a {diet} cake for Nan's birthday, but none of us know "
     "where to start. Any simple recipes?"),
    ("our kid bought car down pub",
     "Our kid's gone and bought {a_car} off some bloke down t'pub. Reckon he's been "
     "done, or what?"),
    ("mam asks about employer for Stacey",
     "Me mam wants to know if {employer} is any good to work for, our Stacey's got an "
     "interview there. What d'you reckon?"),
    ("used to live in city before married",
     "Used to live in {city} years back, before I were married. Is it still as dear "
     "as it were then?"),
    ("quiz night round on kind",
     "Quiz night at t'local Thursday and there's a round on {t}. Any daft facts I "
     "could mug up on?"),
    ("nana diet before trendy",
     "Me nana's been {diet} since before it were trendy, bless her. What's a nice "
     "treat I can take round for her tea?"),
]  # fmt: skip
SET_BN: dict[str, list[tuple[str, str]]] = {  # BJ's register, a third author (seen)
    "city": [
        ("BN city: LinkedIn moving news",
         "Some personal news: after six years in the same apartment, I packed up "
         "everything I own and officially moved to {v} last month.\n\nNew city, new "
         "routines, same terrible sense of direction.\n\nIf you're local, my DMs are open "
         "for walking-trail recs!"),
        ("BN city: Instagram photo dump",
         "photo dump from month one of calling {v} home 📦🏙️\n\n1. boxes everywhere\n2. "
         "the view from my new balcony\n3. finally unpacked the plants\n\n#newcity "
         "#movingday #homesweethome"),
        ("BN city: X anniversary tweet",
         "one year of living in {v} today and I still get lost on the way to my own "
         "grocery store"),
        ("BN city: Nextdoor hello",
         "Hi neighbours! My partner and I just moved into the blue house at the end of "
         "the street. We're brand new to {v} and still figuring out the recycling days, "
         "so which day is pickup? Happy to be here!"),
        ("BN city: TikTok POV first night",
         "POV: it's your first night sleeping in your own apartment in {v} and your whole "
         "life fits in nine boxes 📦✨ #movingout #firstapartment"),
        ("BN city: Mastodon bio check",
         "new Mastodon bio: 'she/her · {v}-based · bird photos and bad puns' — thoughts "
         "on this?"),
        ("BN city: Facebook family update",
         "Update for the family group since everyone keeps asking: yes, I'm settled in "
         "{v} now, the flat is tiny but the light is gorgeous, and no Mom, I haven't "
         "found a dentist yet."),
    ],
    "employer": [
        ("BN employer: LinkedIn thrilled to announce",
         "I'm thrilled to announce that I've started a new position at {v}! 🎉\n\nGrateful "
         "to everyone who helped me prep for the interviews.\n\nOnto the next chapter!"),
        ("BN employer: day one badge post",
         "Day 1 ✅\nBadge photo, terrible lanyard, zero idea where the kitchen is.\nSo "
         "proud to officially be part of {v}."),
        ("BN employer: X work anniversary",
         "3 years at {v} today. still the best decision I made in my twenties."),
        ("BN employer: Instagram first-day caption",
         "first day at {v} outfit check 👟 wish me luck #newjob #firstday"),
        ("BN employer: LinkedIn lessons learned",
         "Two years ago I joined {v}. Here are 5 things I've learned since:\n\n1. Ask the "
         "dumb question.\n2. Write things down.\n3. Have lunch with people outside your "
         "team.\n4. Nobody remembers your mistakes as much as you do.\n5. Rest is part of "
         "the work.\n\nGrateful to keep growing here every day."),
        ("BN employer: Facebook offer accepted",
         "Well, it's official — after a long search I accepted an offer from {v} and "
         "started on Monday! Thanks for all the prayers and leads, friends 🙏"),
        ("BN employer: Threads first paycheck",
         "first paycheck from {v} just hit and I immediately spent it on a couch. "
         "adulting."),
    ],
    "job_title": [
        ("BN job_title: LinkedIn career switch",
         "After four years of night classes and a lot of cold dinners, I'm officially "
         "working as {a}! 🎓\n\nTo everyone who said it was too late to switch careers: it "
         "wasn't."),
        ("BN job_title: Instagram one-year milestone",
         "1 year as {a} today 🥹 the hardest and best job I've ever had #milestone "
         "#careerchange"),
        ("BN job_title: X relatives joke",
         "being {a} means every single relative at Thanksgiving has a 'quick question' "
         "for me"),
        ("BN job_title: TikTok POV long day",
         "POV: you're {a} and it's the last hour of a very long Friday 😵‍💫 (it's me, I'm "
         "the POV) #worklife #dayinmylife"),
        ("BN job_title: Mastodon bio feedback",
         "Mastodon bio draft: '{A} by day, amateur birdwatcher by night. Posts about cats "
         "and crossword puzzles.' Too much or too little?"),
        ("BN job_title: new title signature",
         "New email signature, new business cards, same me. Officially {a} as of Monday! ✨"),
        ("BN job_title: Facebook MIA update",
         "Quick update since I've been MIA: I changed careers and I'm {a} now! Long "
         "hours, but I finally love what I do."),
    ],
    "diet": [
        ("BN diet: Instagram six months",
         "6 months {v} and honestly? never felt better 💚 what-I-eat-in-a-day dump below 👇 "
         "#healthyeating #whatieatinaday"),
        ("BN diet: LinkedIn personal one",
         "A personal one today.\n\nA year ago I went {v}. Not for a trend, but because my "
         "doctor and I had a long, honest talk.\n\nWhat I learned:\n• Plan ahead\n• Read "
         "labels\n• Ask restaurants, they almost always help\n\nStill going strong."),
        ("BN diet: X potluck detective",
         "me, {v} for two years now, at every work potluck: *reads the label of every "
         "single dish like a detective*"),
        ("BN diet: Goodreads cookbook caption",
         "Finished this cookbook in one sitting. As someone who's been {v} since last "
         "spring, half these recipes went straight onto my meal plan. 4/5 ⭐"),
        ("BN diet: TikTok POV barbecue",
         "POV: you're the only {v} person at the family barbecue 🍔😭 (me. every summer.) "
         "#familydinner"),
        ("BN diet: Threads grocery haul",
         "my grocery haul looks completely different since I went {v} and nobody warned "
         "me how much I'd enjoy it"),
        ("BN diet: Facebook Thanksgiving heads-up",
         "Hosting Thanksgiving this year! Heads up family: I'm {v} now so I'm making my "
         "own plate, but I'll cook whatever you want for everyone else 🦃"),
    ],
    "car": [
        ("BN car: Instagram meet my ride",
         "new (to me) ride 🚗✨ meet my {v}! name suggestions in the comments pls #newcar"),
        ("BN car: Facebook minivan retired",
         "After 11 years, the old minivan finally retired. Picked up {a} yesterday and "
         "the kids already fought over who sits up front."),
        ("BN car: X heated seats",
         "the heated seats in my {v} are the only reason I survive winter"),
        ("BN car: TikTok POV paid off",
         "POV: you just made the last payment on your {v} and it's officially yours 🥹🔑 "
         "#debtfree #carpayment"),
        ("BN car: Strava bike rack",
         "Morning ride 🚴 42 km. The bike rack on my {v} finally went on first try, which "
         "is the real achievement here."),
        ("BN car: Nextdoor driveway plea",
         "Neighbours, whoever keeps parking across my driveway, please stop! I can't get "
         "my {v} out in the mornings. House #14, thanks."),
        ("BN car: Threads road trip",
         "road trip playlist ready, snacks packed, my {v} just got its oil change. see "
         "you in six hours, coast"),
    ],
    "favourite": [
        ("BN favourite: X hot take",
         "hot take: {v} is the greatest {t} of all time and I will not be taking questions"),
        ("BN favourite: Instagram whole personality",
         "if you know me, you know {v} is my whole personality 💛 (favourite {t}, not up "
         "for debate)"),
        ("BN favourite: Threads fun fact",
         "fun fact nobody asked for: if I could only pick one {t} for the rest of my life "
         "it'd be {v}. easy."),
        ("BN favourite: LinkedIn icebreaker",
         "Lesson from this week's offsite: the icebreaker was 'name your favourite {t}'.\n"
         "\nMine? {V}. Always has been.\n\nIt turned into a 20-minute conversation, and "
         "that's how you build trust."),
        ("BN favourite: TikTok POV insulted",
         "POV: me when someone disrespects {v} (my number one {t}, obviously) 😤 #relatable"),
        ("BN favourite: Bluesky ranking",
         "ranked every {t} I can think of and {v} is sitting comfortably at number one. "
         "nothing else comes close."),
        ("BN favourite: Mastodon bio line",
         "Mastodon bio line: 'dad jokes, long walks, and {v}, which is, for the record, "
         "my favourite {t}.' too nerdy?"),
    ],
    "drink": [
        ("BN drink: Instagram go-to order",
         "my happy place: {a} in my hand and nowhere to be 🌿 forever and always my go-to "
         "order #treatyourself"),
        ("BN drink: X ten-year order",
         "you can tell a lot about a person by their order. mine has been {a} for ten "
         "years and it's never changing"),
        ("BN drink: TikTok POV regular",
         "POV: the person at the counter starts making your {v} before you even say hi 🥹 "
         "#regular #favouritedrink"),
        ("BN drink: Facebook birthday thanks",
         "Thank you all for the birthday wishes!! Spent the evening on the porch with "
         "{a}, my absolute favourite, and the people I love most. 💛"),
        ("BN drink: LinkedIn gratitude list",
         "Things I'm grateful for this week:\n• People who show up for each other\n• "
         "Sunshine on my walk\n• {A}, the one drink I'll never get tired of\n• You, for "
         "reading this"),
        ("BN drink: Threads one thing forever",
         "if I could only drink one thing for the rest of my life it'd be {a}, no "
         "hesitation"),
        ("BN drink: Bluesky thread opener",
         "controversial opinion thread 🧵 1/ {A} beats every other drink on the planet and "
         "I will die on this hill."),
    ],
}  # fmt: skip
NOISE_65: list[tuple[str, str]] = [  # BN's register (seen)
    ("friend moving away",
     "Can't believe my best friend is moving to {city} next week 😭 who's going to "
     "drag me to brunch now?? So proud of you, go conquer it 💛"),
    ("former intern's offer",
     "So proud of my former intern who just accepted an offer at {employer}! 🎉\n\n"
     "Watching people you mentored grow never gets old.\n\nGo get 'em!"),
    ("repost volunteer call",
     "Reposting because this matters 👇\n\n'Volunteers needed: {employer} is looking "
     "for helpers in {city} this weekend. Every hand helps.'\n\nPlease share!"),
    ("sponsored test drive",
     "#sponsored Spent the weekend test-driving {a_car} thanks to our friends at the "
     "dealership! Full review on my channel. (Not mine, sadly, I had to give the keys "
     "back 😅)"),
    ("shared job ad for friend",
     "Sharing for a friend who's recruiting: {employer} is looking for {a_job} to "
     "join their team in {city}.\nHybrid, great benefits, fast process.\nComment or "
     "DM and I'll connect you! #hiring"),
    ("advice before moving",
     "Thinking about moving to {city} next year for a fresh start. Anyone who's been "
     "there: what neighbourhoods should I look at? 🙏"),
    ("throwback old job and city",
     "#tbt to 2014, when I was {a_job} in {city} with a terrible haircut and zero "
     "savings. So glad that chapter is over 😂"),
    ("travel pastries",
     "3 days in {city} and I've already eaten my body weight in pastries 🥐✈️ heading "
     "home Sunday #travel #wanderlust"),
    ("poll best of all time",
     "POLL 📊 what's the best {t} of all time?\n🅰️ {fav}\n🅱️ something else (tell me "
     "in the comments)\nGenuinely can't decide myself."),
    ("giveaway themed box",
     "🎉 GIVEAWAY 🎉\nTo celebrate 10k followers I'm giving away a gift box themed on "
     "YOUR favourite {t}! Comment your pick below (someone already said {fav} 😂) and "
     "tag a friend. Ends Friday!"),
    ("fan hype confusion",
     "Everyone on my timeline is losing their minds over {fav} this week and I "
     "genuinely do not get the hype. Somebody explain it to me like I'm five."),
    ("meme diet person",
     "every {diet} person at a dinner party within five minutes: 'so, have you ever "
     "really thought about what you eat?' 😂 #memes"),
    ("roommate's new car",
     "My roommate just bought {a_car} and now every single conversation in this "
     "apartment is about mileage. Please send help 🚗😩"),
    ("dad's diet lecture",
     "My dad went {diet} at 67 and is now lecturing the whole family at every dinner. "
     "Love you Dad, but pass the potatoes."),
    ("congrats new location",
     "Huge congrats to everyone at {employer} on opening the new {city} location! We "
     "were lucky to be among your very first visitors. 👏"),
    ("classmate's new role repost",
     "Reposting my old classmate's news because I'm so proud: after ten years of "
     "grinding, she's now {a_job} at {employer}! 🎉 Some people just never give up."),
    ("undecided relocation offer",
     "Got an offer from {employer} but it would mean relocating to {city}. Haven't "
     "decided anything yet. What would you do? 🤔"),
    ("car shopping torn",
     "Torn between buying {a_car} and keeping my bike-and-bus life for another year. "
     "Car people of Twitter, convince me either way."),
    ("throwback college car",
     "Found a photo of {a_car} I drove in college 😂 RIP old friend, you were held "
     "together by duct tape and hope. #throwbackthursday"),
    ("race trip",
     "Ran the {city} half marathon this morning! 🏃‍♀️ Flew in Friday, flying home "
     "tonight, legs are jelly."),
    ("partner's favourite",
     "my partner's all-time favourite {t} is {fav} and I only found out today, after "
     "six years together. who even are you"),
    ("mechanic for neighbour",
     "Does anyone know a good mechanic who works on {a_car}? Asking for my elderly "
     "neighbour, hers keeps stalling on the hill."),
    ("found keys Nextdoor",
     "Found a set of keys near the park on Elm St, with a badge from {employer} and a "
     "fob for what looks like {a_car}. DM me to claim!"),
    ("YouTube diet experiment",
     "Next week's video: I spent 7 days eating {diet} to see if it's as hard as "
     "everyone says. Spoiler: I'm back to my normal food now 😂 Leave your questions "
     "below!"),
    ("YouTube next trip poll",
     "Community poll! Which city should we visit next for the channel? {city}, or "
     "somewhere you suggest in the comments 👇"),
    ("grandpa's bio",
     "Helping my grandpa write his first Mastodon bio: 'retired {a_job}, {city} born "
     "and raised, will talk your ear off about trains.' Thoughts on this?"),
    ("travel photo dump",
     "photo dump from a week in {city} 📸\n1. the view\n2. too many churros\n3. me "
     "getting lost\n4. sunset on the last night\nalready planning to come back 🥹"),
    ("sister's birthday",
     "Happy birthday to my little sister, who became {a_job} this year and still "
     "finds time to call me every Sunday. Love you! 🎂"),
    ("former team award",
     "Congratulations to my former team at {employer} on winning the {city} "
     "innovation award! I left last spring, but I'm cheering from the sidelines. 👏"),
    ("meme car therapy",
     "men will literally buy {a_car} instead of going to therapy"),
    ("meme potluck guy",
     "the {diet} guy at every office potluck has the same energy as the crossfit guy. "
     "no further notes"),
    ("job alert not mine",
     "Job alert for my network 👇 Heads up that {employer} is hiring {a_job} in "
     "{city}. I don't work there, just passing it along. Apply by Friday!"),
    ("lottery daydream",
     "If I ever win the lottery I'm moving to {city}, buying {a_car}, and never "
     "checking my email again. A girl can dream 💭"),
    ("never tried it",
     "Is it weird that I've never tried {fav}? Everyone says it's life-changing but "
     "I've just never gotten around to it."),
    ("best friend's taste",
     "my best friend's {t} taste is unmatched: she's been obsessed with {fav} since "
     "middle school 😂 happy birthday babe 🎂"),
    ("interview waiting",
     "interviewed at {employer} today. no idea how it went. they said they'd let me "
     "know in two weeks. the waiting is the worst part."),
    ("LinkedIn rejection lessons",
     "I didn't get the job at {employer}.\n\nAnd that's okay.\n\nWhat I learned from "
     "four rounds of interviews:\n• Preparation matters\n• Rejection isn't a verdict\n"
     "• The right door opens eventually\n\nOnward. 💪"),
    ("brother-in-law car opinions",
     "Anyone have experience with {a_car}? My brother-in-law wants to buy one and I "
     "told him I'd crowdsource opinions 🙏"),
    ("cousin's new place",
     "Dinner at my cousin's new place in {city} tonight 🍝 she made everything from "
     "scratch and I'm so proud of her. Flying back tomorrow. #familytime"),
    ("POV cooking for friend",
     "POV: you told your {diet} friend you'd cook dinner and now you're "
     "panic-googling recipes 😭 #cookingfail"),
    ("POV dad's old car",
     "POV: your dad bought {a_car} in 1998 and still calls it 'practically new' 😂"),
    ("Goodreads memoir",
     "Finally finished this memoir by {a_job} who worked in {city} in the 70s. 5 "
     "stars, made me cry twice. 📚"),
    ("mom's retirement",
     "My mom had her retirement party from {employer} today after 31 years! 🎉 Never "
     "missed a day. So proud of her."),
    ("on hold as customer",
     "just spent 45 minutes on hold with {employer}. as a customer I have never felt "
     "so unseen."),
    ("car dream bus pass",
     "dreaming about the day I can afford {a_car}. for now it's me, my bus pass, and "
     "my audiobooks."),
    ("meetup speaker gratitude",
     "Grateful for this week's meetup speaker: {a_job} from {city} who shared her "
     "career journey.\n\nMy takeaways:\n1. Say yes to stretch projects\n2. Find a "
     "mentor\n3. Be kind\n\nThank you!"),
    ("sponsored snack not diet",
     "#ad Obsessed with this new {diet} snack line, and I'm not even {diet}! 😂 Use my "
     "code for 20% off, link in bio."),
    ("meme wedding types",
     "types of people at a wedding: the {diet} one asking the caterer 40 questions, "
     "the one who peaked in high school, and the aunt who cries at everything 😂 which "
     "one are you?"),
    ("Strava visiting sister",
     "Easy 10K with my sister while visiting her in {city}. She's lived there two "
     "years and still can't give directions 😂"),
    ("day in the life video poll",
     "Should I film a week in the life of {a_job}? A friend agreed to let me follow "
     "her around at work. Vote below!"),
    ("ex's updates",
     "my ex just posted that he moved to {city} and got {a_car}. good for him I "
     "guess. anyway here's my cat."),
    ("past city thread",
     "1/ Ten years ago today I moved to {city} with two suitcases and no plan. I left "
     "three years later, but it made me who I am. 🧵"),
    ("toddler travel tips",
     "Does anyone in this group have tips for visiting {city} with toddlers? Going in "
     "April and already stressed 😅"),
    ("husband's beloved car",
     "happy 1 year to my husband and the car he loves more than me: {a_car} 😂🚗 (I'm "
     "not even allowed to drive it)"),
    ("throwback first job",
     "Throwback to my first job out of college: {a_job} at {employer}. I was "
     "terrified every day. Twelve years and two career changes later, I'm still "
     "grateful for that start."),
    ("confused by others' favourite",
     "I will never understand people whose favourite {t} is {fav}. not hating, just "
     "confused."),
    ("no favourite",
     "every time I say I don't have a favourite {t} people act like I've committed a "
     "crime. I like lots of things!! {fav} is fine I guess."),
    ("brother's diet",
     "reminder that my brother is the only {diet} person I know who has never once "
     "mentioned it unprompted. king behaviour."),
    ("car blocking driveway",
     "Someone has left {a_car} parked across my driveway for three days now. Not "
     "mine, not my neighbours'. Who do I call?"),
    ("mom's new diet",
     "My mom's been {diet} for a month and she's already trying to convert the whole "
     "family. We love a committed queen 👑"),
    ("dad retires LinkedIn",
     "Today my dad retired after 31 years at {employer}. 🎉\n\nHe never complained and "
     "taught me everything about showing up.\n\nProud doesn't cover it."),
    ("spread the word hiring",
     "Not my company, but a friend at {employer} asked me to spread the word: they "
     "need {a_job} ASAP. Please share with your network! 🔁"),
    ("giving it a chance",
     "I'm finally giving {fav} a chance because you all won't stop commenting about "
     "it 😳 verdict at the end!"),
    ("Facebook memory diet",
     "Facebook memory from 8 years ago: me celebrating going {diet}. Lasted three "
     "weeks 😂"),
    ("dealership no purchase",
     "spent four hours at a dealership today looking at {a_car} and left with nothing "
     "but a free pen. the search continues."),
    ("boyfriend's first day",
     "couldn't be prouder of my boyfriend, who started as {a_job} at {employer} today "
     "🥹💼 go babe!!"),
    ("relocation poll",
     "Quick poll for my network: would you relocate to {city} for the right role?\n\n"
     "• Yes, in a heartbeat\n• Only if remote-first\n• No way\n\nCurious what people "
     "think. I'm not planning to move myself!"),
    ("moved out nostalgia",
     "moved out of {city} three months ago and I still dream about the bakery on my "
     "old corner."),
    ("wedding guest trip",
     "Fit check for my friend's wedding in {city} this weekend ✈️💃 #weddingguest "
     "#travelday"),
    ("hypothetical job",
     "if I were {a_job} I'd simply never answer work emails after 5. anyway I'm not, "
     "so what do I know"),
    ("birthday cake for friend",
     "Birthday surprise for my best friend: a custom cake inspired by her favourite "
     "{t}, {fav}. She cried. I cried. The baker probably cried."),
    ("borrowed car review",
     "New video up! Reviewing {a_car} that a subscriber let me borrow for the "
     "weekend. Spoiler: I gave it back 😂"),
    ("fiction premise",
     "Writing a short story about {a_job} who moves to {city} to escape her past. "
     "Writers of Mastodon, any feedback on that premise?"),
    ("husband's diet proposal",
     "My husband wants us to go {diet} together in January. I said I'd think about "
     "it. Anyone tried it with a partner?"),
    ("charity run congrats",
     "Congrats to the whole crew who organised the {city} charity run this weekend! 👏 "
     "I just cheered from the sidelines with a sign, but you all made it happen."),
    ("grandma's recipe",
     "Recreated my grandma's famous recipe today. She was {diet} long before it was "
     "trendy, God rest her soul 🤍"),
    ("bumper sticker",
     "saw {a_car} with a bumper sticker that said '{fav} or bust' and honestly, "
     "respect"),
    ("algorithm ads",
     "ok which one of you told my algorithm I want to move to {city}. every ad is a "
     "condo tour. I live exactly where I've always lived, thanks"),
    ("kid's dream job",
     "if you could swap jobs with anyone for a day, would you be {a_job}? my kid says "
     "that's his dream and now I'm curious."),
    ("airport goodbye",
     "not me crying at the airport dropping off my best friend, who's moving to "
     "{city} for her new job at {employer} 😭✈️"),
]  # fmt: skip
SET_BO: dict[str, list[tuple[str, str]]] = {  # BK's register, a third author (seen)
    "city": [
        ("BO city: Indian staying-in since",
         "Hi, I am staying in {v} since last three years only, so please give me the "
         "weekend weather for {v} itself."),
        ("BO city: Nigerian based-now ask",
         "Abeg, I'm based in {v} now, na here I dey these days. Where I fit find proper "
         "suya around?"),
        ("BO city: Scottish four-year ken",
         "Been living in {v} near enough four year now, ken, and I'm still no used tae "
         "the prices. Where's a decent barber near me?"),
        ("BO city: Australian home's X",
         "Home's {v} these days, mate. Moved over last winter and reckon I'm staying put. "
         "What's a good brunch spot near me?"),
        ("BO city: Singlish moved already lah",
         "Eh I moved to {v} already lah, last month. Now staying there for good, so help "
         "me find a nice supper place near my flat can?"),
        ("BO city: Taglish relocated pa",
         "Hi po! I'm based na in {v}, we relocated last year pa and we're not going back. "
         "Can you suggest Filipino grocery stores near us?"),
        ("BO city: Kenyan settled shifted",
         "Sasa! I'm now settled in {v}, we shifted here in January. Kindly suggest a good "
         "church near my place."),
    ],
    "employer": [
        ("BO employer: Pakistani doing job at",
         "I am doing job at {v} since 2019, so kindly help me draft one leave application "
         "to my manager."),
        ("BO employer: Ghanaian where I dey work",
         "Chale, {v} is where I dey work now oo. They just made me permanent staff, so I "
         "want to write a small thank-you note to my boss."),
        ("BO employer: Irish with-X after-being",
         "So I'm with {v} now, three years this June, and I'm after being asked to "
         "organise the Christmas do. Any ideas, like?"),
        ("BO employer: Malaysian my company lah",
         "My company is {v} lah, the HR there very strict one. How to write email to ask "
         "for WFH on Fridays?"),
        ("BO employer: Trini does work at",
         "I does work at {v} going on five years now and the pay still eh raise. How I "
         "should ask the boss for more?"),
        ("BO employer: Northern grafting for",
         "Been grafting for {v} since I left school, me. Manager's a right pain though, "
         "how do I tell him nicely to back off?"),
        ("BO employer: Welsh isn't it tidy",
         "I'm working for {v} now, isn't it, since the spring. Need a nice email to "
         "introduce myself to the new team, tidy like."),
    ],
    "job_title": [
        ("BO job_title: Indian by profession",
         "I am {a} by profession, doing the same work for six years now. Please help me "
         "write one LinkedIn summary."),
        ("BO job_title: Kenyan salo delayed",
         "I work as {a}, and this month the salo has delayed again. How can I budget "
         "until it comes?"),
        ("BO job_title: Scottish donkey's years",
         "Aye, I'm {a}, have been for donkey's years. Wee question: how do I update my CV "
         "so it doesnae look ancient?"),
        ("BO job_title: NZ yeah nah eh",
         "Yeah nah, I'm {a} full time these days and keen to move up a level. What certs "
         "should I chase, eh?"),
        ("BO job_title: Nigerian no easy o",
         "My dear, I'm {a} and this work no easy at all o. Abeg give me small tips to "
         "manage stress."),
        ("BO job_title: Taglish pagod na",
         "I'm {a} here, super pagod na ako after work every day. Any tips for my rest "
         "days? Salamat!"),
        ("BO job_title: Irish this past decade",
         "Sure I'm {a} this past decade, and I'm only after being told to train a new "
         "starter. Any pointers?"),
    ],
    "diet": [
        ("BO diet: Singlish cannot anyhow eat",
         "I'm {v} already two years lah, so cannot anyhow eat at zi char. Recommend me "
         "some meals can?"),
        ("BO diet: Indian strictly since last year",
         "Since last year I am strictly {v}, and my whole family is teasing me. Suggest "
         "some quick tiffin ideas please."),
        ("BO diet: South African braai tricky",
         "Ja, I'm {v} these days, so a braai is a bit tricky hey. What can I chuck on the "
         "grill?"),
        ("BO diet: Ghanaian paa meal plan",
         "Please I don't joke with my food, I'm {v} paa. Help me plan this week's meals."),
        ("BO diet: Welsh gone X I have",
         "Gone {v} I have, since January, and Mam thinks I'm daft. What can I make for "
         "Sunday dinner, like?"),
        ("BO diet: Caribbean granny lunch",
         "I gone {v} now, so Sunday lunch at Granny house get real complicated. What I "
         "could bring that she go eat too?"),
        ("BO diet: Northern teas for us",
         "I've been {v} a good while now, love, so can you sort us a week of teas that "
         "aren't boring?"),
    ],
    "car": [
        ("BO car: Australian parked out front",
         "Got {a} parked out the front and she's been running a bit rough, mate. Reckon "
         "it's time for a service?"),
        ("BO car: Indian having since only",
         "I am having {a} since 2021 only, and now one small rattle is coming from the "
         "back. What can be the issue?"),
        ("BO car: Kenyan my ride potholes",
         "My ride is {a}, and these potholes are finishing it. Which tyres are best?"),
        ("BO car: Malaysian aircon weak one",
         "My car is {a} lah, but the aircon damn weak now one. Should I send to workshop "
         "or not?"),
        ("BO car: Irish this two years",
         "I'm driving {a} this two years and it's after throwing up a warning light. Is "
         "it grand to keep going till Monday?"),
        ("BO car: NZ keys bought and paid",
         "Sweet as, finally got the keys to my {v}, bought and paid for. What's a decent "
         "insurance option, eh?"),
        ("BO car: Pakistani running cost yaar",
         "Yaar, I have {a} and the running cost is too much. Any tips to save money on it?"),
    ],
    "favourite": [
        ("BO favourite: Irish the one for me",
         "Ah, {v} is the one for me when it comes to {t}, no contest at all. Would you "
         "give me a few more like it?"),
        ("BO favourite: Singlish number one lah",
         "Eh, for {t} ah, {v} is my number one lah, confirm plus chop. Got anything "
         "similar?"),
        ("BO favourite: Scottish naebody beats",
         "See when it comes tae {t}, naebody beats {v} for me, ken. What else would I "
         "like?"),
        ("BO favourite: Nigerian na X be number one",
         "For {t}, na {v} be my number one, no contest. Abeg suggest something close to "
         "am."),
        ("BO favourite: Australian fave always",
         "Best {t} going? {V}, easy, that's my fave and always will be. Got others like "
         "it?"),
        ("BO favourite: Indian all-time only",
         "My all-time favourite {t} is {v} only, nothing else comes close. Suggest some "
         "similar ones na."),
        ("BO favourite: South African top bru",
         "You know what my top {t} is? {V}, bru, every single time. Can you find me more "
         "like that?"),
    ],
    "drink": [
        ("BO drink: Kenyan my best drink",
         "My best drink is {v}, I can take it morning, noon and night. Kindly recommend "
         "some good spots."),
        ("BO drink: Taglish go-to talaga",
         "Ang sarap talaga ng {v}, it's my go-to drink talaga. Where can I get the best "
         "one?"),
        ("BO drink: Scottish gie me nae question",
         "Gie me {v} over anything else, that's my drink, nae question. Where's good for "
         "one?"),
        ("BO drink: Jamaican yuh hear",
         "{V} is my drink, yuh hear? Nothing else can touch it. Where I could get a good "
         "one?"),
        ("BO drink: Indian simply loving only",
         "I am simply loving {v}, it's my favourite drink only. Suggest some good places "
         "na."),
        ("BO drink: Northern nowt beats",
         "Nowt beats a proper {v} for me, that's me drink of choice. Where's best round "
         "here?"),
        ("BO drink: Malaysian always one lah",
         "My drink of choice always {v} one lah, can drink every day. Any good places?"),
    ],
}  # fmt: skip
NOISE_66: list[tuple[str, str]] = [  # BO's register (seen)
    ("Indian cousin placed",
     "My cousin brother just got placed at {employer}, whole family is celebrating "
     "since morning itself. What gift should I send him?"),
    ("Pakistani neighbour car",
     "Yaar, my neighbour uncle bought {a_car} last week and now he is showing off to "
     "the whole street. How much does one cost these days?"),
    ("Nigerian sister diet",
     "Abeg, my sister wey dey {city} say she don turn {diet}. Wetin I fit cook for "
     "her when she visit?"),
    ("Ghanaian uncle hiring",
     "Chale, my uncle says {employer} is hiring {a_job} in {city}. Should I tell my "
     "cousin to apply?"),
    ("Kenyan mum holiday",
     "My mum keeps asking whether {city} is safe for a holiday. Kindly give me a few "
     "tips to tell her."),
    ("Singlish colleague fav",
     "My colleague keep saying {fav} is the best {t} ever lah, I don't get it leh. "
     "Why people like so much?"),
    ("Malaysian auntie diet gave up",
     "Wah, my auntie went {diet} for one month only then give up already. Is it "
     "actually healthy or not ah?"),
    ("Taglish tita moving",
     "Si Tita ko is moving to {city} next month, super excited siya. What should she "
     "pack?"),
    ("Scottish brother start",
     "My wee brother's just got a start as {a_job} wi' {employer}, ken. What should I "
     "get him tae celebrate?"),
    ("Irish neighbour car",
     "Me neighbour's after buying {a_car} and sure he won't shut up about it. Are "
     "they any good at all?"),
    ("Australian afford car",
     "Reckon I'd ever be able to afford {a_car}? What's one going for second hand "
     "these days, roughly?"),
    ("NZ flatmate fav",
     "My flatmate reckons {fav} is the greatest {t} of all time, eh. Settle it for "
     "us, is he dreaming?"),
    ("SA brother moving job",
     "My boet's moving to {city} for a job at {employer}. What's the cost of living "
     "like there, hey?"),
    ("Caribbean cousin job pay",
     "My cousin in {city} say she get work as {a_job}. How much dem does pay for that "
     "over there?"),
    ("Welsh Bethan diet",
     "Our Bethan's gone {diet}, she has, and Mam's in a right state about Christmas "
     "dinner. Ideas, like?"),
    ("Northern nan discount",
     "Me nan's asking if {employer} still do that discount for pensioners. Do they, "
     "or is she dreaming?"),
    ("Indian college past city",
     "When I was in college I used to stay in {city}, now it is all just memories "
     "only. What has changed there recently?"),
    ("Pakistani should become",
     "Should I become {a_job} or not? My abbu is saying it is good money but I am not "
     "sure at all."),
    ("Nigerian joke car",
     "Joke for you: my guy said he go buy {a_car} once he hammer, but the guy never "
     "even get bicycle. Make am sound funny for WhatsApp."),
    ("Ghanaian dad flight",
     "Please how much is a flight to {city} these days? My dad wants to go for a "
     "conference there."),
    ("Kenyan old job boss",
     "My boss at my old job at {employer} was so strict, I don't miss that place at "
     "all. Anyway, how do I write a reference request?"),
    ("Singlish left employer",
     "Last time I worked at {employer} for a while, but I left already two years ago. "
     "Now they call me for interview again, should I go back or not?"),
    ("Malaysian boyfriend car",
     "My boyfriend want to buy {a_car} but I think damn expensive lah. Worth it or "
     "not?"),
    ("Taglish ex gossip",
     "Grabe, my ex is now {a_job} daw in {city}. Should I message him or nah?"),
    ("Scottish lottery dream",
     "If I won the lottery I'd be straight off tae {city} in {a_car}, nae bother. "
     "Just dreaming, mind. What would a trip like that cost?"),
    ("Irish aunt present",
     "Me aunt is mad about {fav}, so what would you get her for her birthday?"),
    ("Australian mate chucking",
     "Me mate's been {a_job} at {employer} for ages and he's thinking of chucking it "
     "in. What should I tell him?"),
    ("NZ past trip sister",
     "We went to {city} for a week last summer, eh, absolute highlight. Any tips for "
     "my sister who's heading there in March?"),
    ("SA asking for cousin pay",
     "Is it true {employer} pays {a_job} better than most? Asking for my cousin, hey."),
    ("Caribbean neighbour preaching",
     "I hear the neighbour gone {diet} and now she cyah stop preaching bout it. What "
     "I should say next time she start?"),
    ("Welsh wedding trip",
     "Going to {city} next month for my cousin's wedding, I am. What should I see "
     "while I'm there?"),
    ("Northern our kid eighteenth",
     "Our kid's after {a_car} for his eighteenth, but I'm not made of brass. Any "
     "cheaper ideas?"),
    ("Indian father-in-law diet",
     "My father-in-law is saying {diet} food is tasteless only. Give me one tasty "
     "recipe to prove him wrong na."),
    ("Pakistani brother family car",
     "Which is better for a family of five, {a_car} or a minivan? My brother is "
     "confused."),
    ("Nigerian neighbour pikin job",
     "My neighbour pikin don enter {employer} as {a_job}, the mama no fit hold "
     "herself. How I go congratulate them?"),
    ("Kenyan uncle importing",
     "How much does {a_car} go for in {city}? My uncle is thinking of importing one."),
    ("Singlish honeymoon undecided",
     "Eh my friend say {city} very nice for honeymoon, true or not? We haven't decide "
     "yet."),
    ("Malaysian sister-in-law atas",
     "My sister-in-law says she only drinks {fav} now, very atas one. Where can buy "
     "for her birthday?"),
    ("Taglish joke lola",
     "Joke lang: if I become {a_job}, will my Lola finally stop asking when I'll get "
     "a real job? Haha, write me a funny caption."),
    ("Scottish da used to drive",
     "My da used tae drive {a_car} back in the day, ken, and he still talks aboot it. "
     "Were they any good?"),
    ("Irish Lent question",
     "Would I be mad to go {diet} for Lent? Just asking, like, I haven't decided at "
     "all."),
    ("Australian sister fave",
     "My sister's been banging on about {fav} for weeks, her new favourite {t} "
     "apparently. What's the fuss about?"),
    ("NZ thinking applying",
     "Thinking about applying to {employer} but honestly not sure I'm keen. What's "
     "the culture like there, eh?"),
    ("SA ouma sixties",
     "My ouma used to live in {city} in the sixties. What was it like back then?"),
    ("Caribbean price brother",
     "Wah di price of {a_car} nowadays? My brother say he want one but he cyah afford "
     "it."),
    ("Welsh Gareth jammy",
     "My neighbour Gareth has only gone and got himself {a_car}, the jammy so-and-so. "
     "How much would that have set him back?"),
    ("Northern mam's mate laid off",
     "Me mam's mate got laid off from {employer} last week, gutted for her. Any "
     "advice I can pass on?"),
    ("Indian wife's cousin shifting",
     "My wife's cousin is {a_job} in {city} and he is wanting to shift back home. Is "
     "the job market better there or here?"),
    ("Pakistani khala diabetic",
     "My khala is asking can diabetics follow a {diet} diet safely? Please explain "
     "simply for her."),
    ("Nigerian layoff rumour",
     "Dem dey talk say {employer} wan sack people for {city} office. Na true? My "
     "cousin dey there."),
    ("Ghanaian past job stopped",
     "I was {a_job} for small time before, but I stopped long ago. Now I'm just "
     "curious, do they still pay badly?"),
    ("Kenyan joke nyama choma",
     "Tell me a joke about a guy who goes {diet} and then sees nyama choma at a "
     "wedding."),
    ("Singlish boss kena transfer",
     "My boss kena transfer to the {city} office, everybody gossiping already. What's "
     "the time difference from here ah?"),
    ("Malaysian dad gift fav",
     "Can recommend one good gift for my dad? He always say {fav} is his favourite "
     "{t}."),
    ("Taglish barkada trip",
     "We're planning a barkada trip to {city} this December! Ano ang must-try food "
     "there?"),
    ("Scottish pal haverin",
     "My pal says {a_job} makes mair than a doctor these days. Is that true or is he "
     "haverin'?"),
    ("Irish match day trip",
     "Grand day out in {city} last weekend, we were only there for the match. Where "
     "should we eat next time?"),
    ("Australian fair dinkum",
     "Got a mate who reckons {employer} is the best place to work in the country. "
     "Fair dinkum, or is he having a lend of me?"),
    ("NZ borrowing uncle's car",
     "Any tips for a road trip in {a_car}? Borrowing my uncle's for the weekend, eh."),
    ("SA daughter twenty-first",
     "Buying {a_car} for my daughter's twenty-first, is it a sensible first car, hey?"),
    ("Caribbean granny fav",
     "My granny always say {fav} is di best {t} in di world. Tell me something bout "
     "it so I could impress she."),
    ("Welsh hiring for Nain's",
     "Would {a_car} be any good for the lanes up by Nain's place? Thinking of hiring "
     "one for the holidays, I am."),
    ("Northern uni past diet",
     "Used to be {diet} at uni, me, but that went out the window years back. Was it "
     "actually any healthier?"),
    ("Indian office hype",
     "Why everyone in my office is going crazy for {fav}? I don't understand the hype "
     "only."),
    ("Pakistani brother-in-law offer",
     "My brother-in-law got an offer from {employer} in {city}. Should he take it or "
     "stay here?"),
    ("Nigerian mama first car",
     "Which one better for my mama, {a_car} or something small small? She wan start "
     "to drive."),
    ("Ghanaian neighbour's son thin",
     "My neighbour's son is {diet} and his mother is worried he's too thin. What "
     "should she feed him?"),
    ("Kenyan cousin interview",
     "My cousin had an interview with {employer} today, she's so nervous waiting for "
     "feedback. What should she do meanwhile?"),
    ("Kenyan kid fav gone",
     "As a kid {fav} was my everything, but honestly now I can't be bothered with it "
     "at all. Funny how taste changes, no?"),
    ("Malaysian quit for fun",
     "If I quit and become {a_job}, can survive or not? Just asking for fun lah, not "
     "serious."),
    ("Taglish sibling nagging apply",
     "Ang kulit ng kapatid ko, she keeps saying I should apply at {employer}. Is it "
     "even worth it?"),
    ("Scottish auntie back fae",
     "My auntie's just back fae {city} and says the folk there are awfy friendly. Is "
     "that right?"),
    ("Irish cousin engaged",
     "Me cousin's only after getting engaged to {a_job} from {city}! What do I buy "
     "them, for God's sake?"),
    ("Australian conference trip",
     "Heading to {city} for a conference in March. Any good spots for a feed?"),
    ("NZ nephew wants to be",
     "My nephew wants to be {a_job} when he grows up, eh. What's the best way to "
     "encourage him?"),
    ("SA braai joke",
     "Joke request: why did the {diet} oke walk out of the braai? Give me a good "
     "punchline, hey."),
    ("Caribbean sister first day",
     "My sister just start work at {employer} an' she frighten for di first day. What "
     "advice I could give her?"),
    ("Welsh Dai best going",
     "Our Dai won't stop going on about {fav}, he reckons it's the best {t} going. Is "
     "he right, like?"),
    ("Northern dad retirement car",
     "Would it be daft to buy {a_car} for me dad's retirement? He's always fancied "
     "one."),
    ("Indian aunty diet explain",
     "My neighbour aunty is asking me what is a {diet} diet, her daughter has started "
     "it. Explain in simple words please."),
]  # fmt: skip
SETS: dict[str, dict[str, list[Phrasing]]] = {
    "A": SET_A, "B": SET_B, "C": SET_C, "D": SET_D, "E": SET_E, "F": SET_F, "G": SET_G,
    "H": SET_H, "I": SET_I, "J": SET_J, "K": SET_K, "L": SET_L, "M": SET_M,
    "N": SET_N, "O": SET_O, "P": SET_P, "Q": SET_Q,
    "R": SET_R, "S": SET_S, "T": SET_T, "U": SET_U, "V": SET_V, "W": SET_W,
    "X": SET_X, "Y": SET_Y, "Z": SET_Z,
    "AB": SET_AB,
    "AA": SET_AA,
    "AC": SET_AC,
    "AD": SET_AD,
    "AE": SET_AE,
    "AF": SET_AF,
    "AG": SET_AG,
    "AH": SET_AH,
    "AI": SET_AI,
    "AJ": SET_AJ,
    "AK": SET_AK,
    "AL": SET_AL,
    "AM": SET_AM,
    "AN": SET_AN,
    "AO": SET_AO,
    "AP": SET_AP,
    "AQ": SET_AQ,
    "AR": SET_AR,
    "AS": SET_AS,
    "AT": SET_AT,
    "AU": SET_AU,
    "AV": SET_AV,
    "AW": SET_AW,
    "AX": SET_AX,
    "AY": SET_AY,
    "AZ": SET_AZ,
    "BA": SET_BA,
    "BB": SET_BB,
    "BC": SET_BC,
    "BD": SET_BD,
    "BE": SET_BE,
    "BF": SET_BF,
    "BG": SET_BG,
    "BH": SET_BH,
    "BI": SET_BI,
    "BJ": SET_BJ,
    "BK": SET_BK,
    "BL": SET_BL,
    "BM": SET_BM,
    "BN": SET_BN,
    "BO": SET_BO,
}  # fmt: skip
NEWEST = (
    "I", "N", "O", "P", "Y", "Z", "AH", "AJ", "AK", "AM", "AP", "AQ", "AS", "AT", "AU", "AV",
    "AW", "AX", "AY", "AZ", "BD", "BE", "BJ", "BK",
)  # fmt: skip
"""Sets whose misses are never printed: the unseen check."""
NOISE_SEEN = (
    NOISE
    + NOISE_2
    + NOISE_3
    + NOISE_6
    + NOISE_8
    + NOISE_9
    + NOISE_10
    + NOISE_11
    + NOISE_12
    + NOISE_13
    + NOISE_14
    + NOISE_15
    + NOISE_17
    + NOISE_19
    + NOISE_20
    + NOISE_21
    + NOISE_18
    + NOISE_22
    + NOISE_23
    + NOISE_24
    + NOISE_25
    + NOISE_27
    + NOISE_28
    + NOISE_29
    + NOISE_30
    + NOISE_31
    + NOISE_34
    + NOISE_41
    + NOISE_42
    + NOISE_43
    + NOISE_44
    + NOISE_47
    + NOISE_48
    + NOISE_49
    + NOISE_50
    + NOISE_51
    + NOISE_52
    + NOISE_53
    + NOISE_56
    + NOISE_57
    + NOISE_58
    + NOISE_60
    + NOISE_63
    + NOISE_64
    + NOISE_65
    + NOISE_66
)
"""Noise turns whose invented facts may be read (and tuned against)."""
NOISE_UNSEEN = (
    NOISE_4 + NOISE_5 + NOISE_7 + NOISE_16 + NOISE_26 + NOISE_32 + NOISE_33 + NOISE_35 + NOISE_36
    + NOISE_37 + NOISE_38 + NOISE_39 + NOISE_40 + NOISE_45 + NOISE_46 + NOISE_54 + NOISE_55
    + NOISE_59 + NOISE_61 + NOISE_62
)  # fmt: skip
"""Noise turns of the unseen check: only how many became facts is printed."""
