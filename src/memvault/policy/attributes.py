"""What a fact's key says about it: the attribute it names and a short description of it.

A question about an attribute ("Which company does the user work for?") should find the fact
that holds it whatever the wording of the fact ("These days my employer is Stripe", keyed
``user.employer``). Search reads a keyed fact's key as a third signal beside its words and
its meaning: ``key_text`` turns the key into words (``user.job_title`` -> "job title") and,
for the attributes known here, adds a description of what the attribute is about, in the
words people ask about it with. ``MemoryVault.search`` embeds that text once per key, adds
the share of the query's words it holds (``shared_words``) to the query's similarity to it,
and fuses the result with the other signals (``SearchConfig.key_weight``).

A key's last dotted part is its attribute (``user.employer`` -> ``employer``; a
multi-valued fact's ``user.likes=sushi`` -> ``likes``); an attribute not described below is
read by its own words ("shoe size" for ``user.shoe_size``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from types import MappingProxyType

from memvault.policy.text import index_terms, query_terms, stem_words

__all__ = ["DESCRIPTIONS", "asked_words", "attribute_of", "key_text", "shared_words"]

DESCRIPTIONS: Mapping[str, str] = MappingProxyType({
    "city": "where they live: the city, town or place they are based in, their home and "
            "location",
    "hometown": "where they are from: the town they grew up in, their origin",
    "employer": "where they work: the company or organisation they work for, their "
                "employer, their workplace, who employs them",
    "job_title": "their job: occupation, profession, trade, role or position, what they do "
                 "for a living or for work, what kind of work they do",
    "diet": "their diet: how they eat, eating habits, the food they eat or avoid",
    "car": "the car they drive: their vehicle, what they own to get around",
    "name": "their name: what they are called",
    "age": "how old they are: their age in years",
    "birthday": "their birthday: the date they were born",
    "allergy": "what they are allergic to: allergies, food intolerances",
    "pronouns": "their pronouns: how to refer to them",
    "language": "the languages they speak",
    "likes": "what they like, love or enjoy",
    "dislikes": "what they dislike, hate or cannot stand",
    "prefers": "what they prefer",
    "pet": "their pets: animals they have",
    "children": "their children: how many kids they have",
    "plan": "their plans: what they intend or are going to do",
    "address": "their address: where they live, street and house",
    "phone": "their phone number",
    "email": "their email address",
    "drink": "their drink: what they like to drink, their usual or favourite beverage",
    "spouse": "their spouse: wife or husband, who they are married to",
    "partner": "their partner: boyfriend or girlfriend, who they are dating",
})  # fmt: skip
"""Descriptions of the attributes the rule extractor learns (and a few more), in the words
questions about them use."""

_FAVOURITE = re.compile(r"favou?rite_(?P<thing>.+)")
_WORDS = re.compile(r"[^\W_]+")


def attribute_of(key: str) -> str:
    """The attribute a key names: its last dotted part, without a ``=value`` suffix."""
    return key.split("=", 1)[0].rsplit(".", 1)[-1].strip().lower()


@functools.lru_cache(maxsize=4096)
def key_text(key: str) -> str:
    """The words search matches a keyed fact's key by: the attribute's own words and, for a
    known attribute, its description ("employer: the company or organisation they work
    for ..."). Empty when the key has no words."""
    attribute = attribute_of(key)
    words = " ".join(_WORDS.findall(attribute.replace("_", " ")))
    if not words:
        return ""
    if favourite := _FAVOURITE.fullmatch(attribute):
        thing = " ".join(_WORDS.findall(favourite["thing"].replace("_", " ")))
        return f"favourite {thing}: the {thing} they like best, their favourite {thing}"
    description = DESCRIPTIONS.get(attribute)
    return f"{words}: {description}" if description else words


def asked_words(query: str) -> frozenset[str]:
    """The query's words as keyword search reads them (stemmed, stopwords left out)."""
    return frozenset(stem_words(query_terms(query)))


def shared_words(asked: frozenset[str], text: str) -> float:
    """The share of the query's words (``asked_words``) that ``text`` holds: how a key's
    words take part in keyword matching ("Where is the user based?" shares "based" with the
    city's description and nothing with the employer's)."""
    return len(asked & _words_of(text)) / len(asked) if asked else 0.0


@functools.lru_cache(maxsize=4096)
def _words_of(text: str) -> frozenset[str]:
    return frozenset(index_terms(text))
