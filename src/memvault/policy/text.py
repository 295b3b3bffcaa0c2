"""Words for keyword search: a query's terms (stopwords left out, safe for any FTS syntax)
and the stemmed tokens a keyword index keeps."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

__all__ = ["STOPWORDS", "index_terms", "query_terms", "stem_words"]

STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "s",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "t",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "d",
        "ll",
        "m",
        "re",
        "ve",
    ]
)
"""English stopwords, dropped from queries only (the index keeps every token)."""

_WORD = re.compile(r"[^\W_]+")


def query_terms(query: str) -> list[str]:
    """The distinct lowercase words of ``query`` that are not stopwords, in order.

    Only letters and digits survive, so quotes, ``NEAR``-style operators, ``*``, ``-`` and
    parentheses in a user's text are never read as FTS syntax. A query made only of stopwords
    keeps them, so it still matches something.
    """
    words = [w.lower() for w in _WORD.findall(query)]
    kept = [w for w in words if w not in STOPWORDS] or words
    return list(dict.fromkeys(kept))


_STEMS: dict[str, str] = {}
_STEM_CACHE = 200_000  # distinct words remembered; the cache starts over when full
_stemmer: Any = None


def stem_words(words: Sequence[str]) -> list[str]:
    """Each word lowercased, stripped of diacritics and reduced to its Porter stem (Snowball's
    ``porter`` algorithm; words of one or two characters are kept as they are)."""
    stems = [_STEMS.get(word) for word in words]
    if None in stems:
        for i, stem in enumerate(stems):
            if stem is None:
                stems[i] = _stem(words[i])
    return stems  # type: ignore[return-value]  # no None is left


def _stem(word: str) -> str:
    global _stemmer
    if _stemmer is None:
        import Stemmer  # PyStemmer: the Snowball stemmers, compiled

        _stemmer = Stemmer.Stemmer("porter")
    folded = word.lower()
    if not folded.isascii():
        decomposed = unicodedata.normalize("NFD", folded)
        folded = "".join(c for c in decomposed if not unicodedata.combining(c))
    stem: str = _stemmer.stemWord(folded) if len(folded) > 2 else folded
    if len(_STEMS) >= _STEM_CACHE:
        _STEMS.clear()
    _STEMS[word] = stem
    return stem


def index_terms(text: str) -> list[str]:
    """The tokens a keyword index keeps for ``text``, in order and with repeats: its words
    (runs of letters and digits) through ``stem_words``. The same rules as SQLite FTS5's
    ``porter unicode61 remove_diacritics 2`` tokenizer, up to small differences in stemming."""
    return stem_words(_WORD.findall(text))
