"""A clause that points back at its value, said again in full for the rules to read.

"Recipes, something vegetarian, because that's how I eat now"; "the all hands is the whole
of Google and yeah that's who pays my wages"; "how far does a Toyota Corolla go, cos that's
what I've got now"; "my friends think Lisbon is too expensive, but it's where I live". The
pointer ("that's where / who / what / how I ...") names the attribute by its verb; the value
is the nearest one of that kind before it: in its clause, the clauses before it in the
sentence or the last clause of the sentence before. "I (actually) live here" and "been
living here" point at the place named before ("Lisbon traffic is no joke, been living here 3
yrs"); "where I work / live" right after a name points at that name ("Google (where I work)
gave us Friday off"). Whatever was said around the value
(a request, a friend's opinion), the pointer is the user's own statement: "I live in Lisbon".
Pure string handling, linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memvault.policy.extraction.cars import vehicles
from memvault.policy.extraction.guards import guarded
from memvault.policy.extraction.rule_table import DRINKS
from memvault.policy.extraction.values import diets, names

__all__ = ["LOOK_BACK", "pointed"]

_POINTER = re.compile(  # "that's", "it is", or a bare "is" ("Google is who I work for")
    r"\b(?:(?:that|it|this)(?:'?s|\s+is)|is)\s+(?:basically\s+|just\s+|pretty\s+much\s+|exactly\s+|"
    r"also\s+|still\s+)?(?P<wh>where|who|what|how)\s+(?:i|we)(?:'ve|\s+have)?\s+"
    r"(?:(?:always|usually|mostly|now|currently)\s+)?"
    r"(?P<verb>work|live|drive|eat|drink|have|got|get\s+around\s+in|pays\s+my\s+(?:wages|salary))\b"
    r"|\b(?:(?:that|it)(?:'?s|\s+is)|is)\s+who\s+(?P<pays>pays\s+my\s+(?:wages|salary|bills))\b",
    re.IGNORECASE,
)
# "Lisbon looks so pretty, sometimes I forget I actually live here", "the weather in Oslo ... I
# moved here from Amman": "here" is the place named
_HERE = re.compile(
    r"\b(?:i|we)\s+(?:(?:actually|now|still|really|also|currently)\s+)*live\s+here\b|"
    r"\b(?:(?:i|we)(?:'ve|\s+have)\s+(?:been\s+living|lived)|i'?m\s+living|we'?re\s+living|"
    r"(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+)?(?:moved|relocated))\s+here\b|"
    # "How do I switch the app over to Lisbon? That's home now."
    r"\b(?:that|it|this)(?:'?s|\s+is)\s+(?:my\s+|our\s+)?home\s+(?:now|these\s+days)\b",
    re.IGNORECASE,
)
# "Google (where I work) gave us Friday off": the name just before is the value
_WHERE = re.compile(
    r"^where\s+(?:i|we)\s+(?:(?:now|currently|still|actually)\s+)?(?P<verb>work|live)\b", re.I
)
_DRINK = re.compile(r"\b(?P<v>" + DRINKS + r")\b", re.IGNORECASE)

Finder = Callable[[str], list[tuple[int, str]]]


def _drinks(text: str) -> list[tuple[int, str]]:
    return [(m.start(), m["v"]) for m in _DRINK.finditer(text)]


# what each verb points at: the finders of its values, and how the value is said again
_SAID: dict[str, tuple[tuple[Finder, str], ...]] = {
    "work": ((names, "I work at {}"),),
    "pays": ((names, "I work at {}"),),
    "live": ((names, "I live in {}"),),
    "drive": ((vehicles, "I drive {}"),),
    "get around in": ((vehicles, "I drive {}"),),
    "eat": ((diets, "I'm {}"),),
    "drink": ((_drinks, "I drink {}"),),
    "have": ((vehicles, "I drive {}"), (_drinks, "I drink {}")),
    "got": ((vehicles, "I drive {}"), (_drinks, "I drink {}")),
}
LOOK_BACK = 400
"""How far before a pointer its value is looked for (characters): the sentence or two before
it, not the whole of a long message."""


def pointed(clauses: list[str], previous: str = "") -> list[str]:
    """``clauses`` with each pointer clause said in full: the words before the pointer, then
    the statement it makes ("I work at Google"), where a value of its kind comes before it;
    ``previous`` is what was said before the sentence."""
    out: list[str] = []
    told = previous[-LOOK_BACK:]  # what came before the clause, kept short: a long run stays linear
    for clause in clauses:
        before, told = told, f"{told} . {clause}"[-LOOK_BACK:]
        where = _WHERE.match(clause)
        pointer = None if where else _pointer(clause)
        if where:  # the value ends the clause before: "Google (where I work)"
            said = _said_again(where["verb"].lower(), before, ending=True)
        elif pointer is None or guarded(clause[: pointer[0]]):
            out.append(clause)
            continue
        else:
            said = _said_again(
                pointer[1], f"{before} . {clause[: pointer[0]]}"[-LOOK_BACK:], here=pointer[2]
            )
        if said is None:
            out.append(clause)
            continue
        if pointer is not None and (head := clause[: pointer[0]].strip(" ,")):
            out.append(head)
        out.append(said)
    return out


def _pointer(clause: str) -> tuple[int, str, bool] | None:
    """Where ``clause``'s pointer starts, the verb it points with and whether it is "here",
    if it has one."""
    if pointer := _POINTER.search(clause):
        verb = " ".join((pointer["pays"] or pointer["verb"]).lower().split())
        return pointer.start(), "pays" if verb.startswith("pays") else verb, False
    here = _HERE.search(clause)
    return None if here is None else (here.start(), "live", True)


# a name's preposition tells a place from an organisation: "in Berlin" is where one may live,
# not work; "at Google" where one may work, not live
_NOT_AN_EMPLOYER = re.compile(
    r"\b(?:in|to|into|near|around|across|visit|visiting|visited|moved|live|living)\s+$", re.I
)
_NOT_A_HOME = re.compile(r"\b(?:at|for|with|joined|joining|by)\s+$", re.IGNORECASE)
_KIND = {"work": _NOT_AN_EMPLOYER, "pays": _NOT_AN_EMPLOYER, "live": _NOT_A_HOME}


def _alone(text: str, at: int, value: str) -> bool:
    """ "Wallah, I moved here": a name that is a whole clause (``text``'s clauses are joined by
    " . ") is called out, not the place "here" is."""
    after = text[at + len(value) :].lstrip()
    return text[:at].rstrip()[-1:] in ("", ".") and after[:1] in ("", ".")


def _said_again(verb: str, before: str, *, ending: bool = False, here: bool = False) -> str | None:
    """The statement the pointer makes, with the nearest value of its kind in ``before``
    (``ending``: only a value that ends it; ``here``: not a name said alone)."""
    wrong = _KIND.get(verb)
    end = len(before.rstrip(" ,(")) if ending else None
    found = [
        (at, value, said)
        for finder, said in _SAID[verb]
        for at, value in finder(before)
        if (wrong is None or not wrong.search(before, max(0, at - 12), at))
        and (end is None or at + len(value) == end)
        and not (here and _alone(before, at, value))
    ]
    if not found:
        return None
    _, value, said = max(found)  # the nearest before the pointer
    return said.format(value.rstrip("?!.,;:"))  # "switch it over to Lisbon? That's home now"
