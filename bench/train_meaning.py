"""Train the extractor's meaning head (``memvault/policy/extraction/meaning_head.json``).

The meaning stage (``memvault.policy.extraction.meaning``) finds what could be a value by
structure and asks a linear head over the candidate's features (its masked clause's vector
from the local model and its similarities to the stage's examples) which attribute, if any,
it holds. This script fits that head on the *seen* data of ``phrasing_sets.py`` only: the
sets not in ``NEWEST`` (each statement's candidates, labelled with the statement's attribute
where the candidate is its value, none otherwise) and the ``NOISE_SEEN`` turns (every
candidate none). The newest sets and the unseen noise stay out, so ``bench/knowledge.py``'s
unseen check still measures wording the head never saw.

``--folds`` first chooses the setting: the seen sources (sets and noise lists) fall into five
groups; each setting (the clause vector in the features or not, the regularisation ``C``) is
fitted on four groups and scored on the fifth, and the candidates of all five, each scored
while held out, give the table. Each attribute's ``TAKE`` (the probability the head must give
it) is then chosen on those held-out scores. The rule: the lowest cost, a candidate missed
costing 1 and one taken wrong (a wrong attribute, or any on noise) ``WRONG``; the bars allow 20
misses a hundred statements (80 % caught) and 5 wrong a hundred facts (95 % precise), so a
wrong one costs four; among the settings within ``TIE`` of the lowest cost, the most
regularised (the smallest ``C``) is taken: a less regularised head learnt the seen noise and
invented more on the unseen (docs/benchmarks.md, the thirty-fifth round). (Until 2026-12-07
the rule kept at least the shipped setting's right candidates, then the fewest wrong: it
ratcheted toward catch while precision stayed the bar furthest away.) Without ``--folds`` the
script fits the shipped setting (``CLAUSE_VECTOR``, ``C``) on all the seen data and writes the
weights with ``meaning.TAKE``.

``--pipeline`` checks the setting where it matters: the candidates' cost above does not model
what the extractor keeps (the rules' own facts, one fact a clause, the referents), so for each
``C`` of ``PIPELINE_C`` and each shift of every ``TAKE`` (``SHIFTS``) the head is fitted on four
groups and the whole extractor reads the fifth group's statements and noise turns with it; the
table gives the statements missed, the wrong values and the noise turns given a fact, summed
over the five held-out groups, and the cost by the same rule (docs/benchmarks.md, the
thirty-seventh round).

Usage: ``python bench/train_meaning.py [--folds] [--pipeline] [--out PATH]`` (needs the
``bench`` extra: scikit-learn fits the head; the library itself only multiplies by the weights).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import phrasing_sets
from knowledge import (
    CachedEmbedder,
    _embedder,
    _fits,
    _pools,
    _same,
    _tracked,
    fill,
    noise_text,
)
from phrasing_sets import NEWEST, NOISE_SEEN, SETS
from sklearn.linear_model import LogisticRegression

from memvault import Message
from memvault.knowledge import RuleExtractor
from memvault.policy.extraction.meaning import (
    FEATURES,
    HEAD,
    LABELS,
    TAKE,
    VECTOR,
    Head,
    MeaningReader,
)
from memvault.policy.extraction.referents import Referents
from memvault.policy.extraction.values import Candidate

C = 0.1
"""The chosen regularisation (``--folds``): larger fits the seen data more closely."""
CLAUSE_VECTOR = True
"""Whether the masked clause's vector is among the features (``--folds``)."""
GRID_C = (0.1, 1.0, 10.0)
GRID_TAKE = (0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
PIPELINE_C = (0.03, 0.1, 0.3)
"""The regularisations the pipeline's held-out check tries (``--pipeline``: each costs one
pass of the whole extractor over the seen data a shift)."""
SHIFTS = (-0.1, 0.0, 0.1)
"""How far every attribute's ``TAKE`` is moved in the pipeline's held-out check."""
WRONG = 4
"""What a candidate taken wrong costs against one missed (the module docstring)."""
TIE = 0.01
"""How far above the lowest held-out cost a more regularised setting still counts as as good."""
NONE = LABELS.index("none")
Item = tuple[str, str, tuple[str, str] | None]
"""A seen statement or noise turn: its source, its text, the attribute and value it states."""
_LISTS = {  # each noise turn's list, by the turn's identity: "noise:NOISE_12"
    id(turn): f"noise:{name}"
    for name, turns in vars(phrasing_sets).items()
    if (name == "NOISE" or name.startswith("NOISE_")) and name not in ("NOISE_SEEN", "NOISE_UNSEEN")
    for turn in turns
}


class _Recording(MeaningReader):
    """A meaning stage that decides nothing and keeps each candidate's features and label."""

    def __init__(self, embedder: CachedEmbedder) -> None:
        blank = Head(
            np.zeros((len(LABELS), FEATURES), np.float32), np.zeros(len(LABELS), np.float32)
        )
        super().__init__(embedder, blank)
        self.expected: tuple[str, str] | None = None  # the statement's attribute and value
        self.source = ""
        self.rows: list[npt.NDArray[np.float32]] = []
        self.labels: list[int] = []
        self.sources: list[str] = []

    async def scored(
        self, clauses: Sequence[tuple[str, str]]
    ) -> tuple[list[list[Candidate]], npt.NDArray[np.float32]]:
        found, x = await super().scored(clauses)
        for candidate, row in zip((c for cs in found for c in cs), x, strict=True):
            self.rows.append(row)
            self.labels.append(self._label(candidate))
            self.sources.append(self.source)
        return found, x

    def _label(self, candidate: Candidate) -> int:
        if self.expected is None:
            return NONE
        attribute, value = self.expected
        if attribute in candidate.attributes and _same(candidate.value, value):
            return LABELS.index("favourite" if attribute.startswith("favourite_") else attribute)
        return NONE


def seen() -> list[Item]:
    """Every seen statement and noise turn: (its source, its text, the statement's attribute
    and value, or None for a noise turn), as ``bench/knowledge.py``'s unseen check fills them."""
    items: list[Item] = []
    for name, phrasings in SETS.items():
        if name in NEWEST:
            continue
        for kind, options in phrasings.items():
            for phrasing, template in options:
                for attribute, pool, thing in _pools(kind):
                    for value in (v for v in pool if _fits(phrasing, attribute, v)):
                        items.append((name, fill(template, value, thing), (attribute, value)))
    rng = random.Random("noise")  # the fills of bench/knowledge.py's unseen check
    for turn in NOISE_SEEN:
        _, template = turn
        items += [(_LISTS[id(turn)], noise_text(template, rng), None) for _ in range(10)]
    return items


async def collect(embedder: CachedEmbedder, items: Sequence[Item]) -> _Recording:
    """Every candidate of ``items`` (``seen``)."""
    recording = _Recording(embedder)
    extractor = RuleExtractor()
    extractor.meaning, extractor.referents = recording, Referents(embedder)
    for source, text, expected in items:
        recording.source, recording.expected = source, expected
        await extractor.extract([Message.user(text)])
    return recording


def _fit(x: npt.NDArray[np.float32], y: npt.NDArray[np.int64], c: float) -> LogisticRegression:
    return LogisticRegression(C=c, max_iter=5000).fit(x, y)


def _takes(
    p: npt.NDArray[np.float64], allowed: npt.NDArray[np.bool_], y: npt.NDArray[np.int64]
) -> tuple[dict[str, float], npt.NDArray[np.int64]]:
    """Each attribute's ``TAKE`` at the lowest cost on the held-out ``p``, and the label each
    candidate is then given: its likeliest allowed attribute, or none. A candidate's decision
    depends on its likeliest attribute's ``TAKE`` only, so each is chosen on its own."""
    attributes = np.where(allowed, p[:, :NONE], 0.0)
    best, top = attributes.argmax(axis=1), attributes.max(axis=1)
    takes: dict[str, float] = {}
    for a, label in enumerate(LABELS[:NONE]):
        mine = best == a
        missed = [int((mine & (y == a) & (top < take)).sum()) for take in GRID_TAKE]
        wrong = [int((mine & (y != a) & (top >= take)).sum()) for take in GRID_TAKE]
        costs = [m + WRONG * w for m, w in zip(missed, wrong, strict=True)]
        takes[label] = GRID_TAKE[costs.index(min(costs))]
    threshold = np.array([takes[label] for label in LABELS[:NONE]])
    return takes, np.where(top >= threshold[best], best, NONE)


def _group(source: str) -> int:
    return zlib.crc32(source.encode()) % 5


def folds(x: npt.NDArray[np.float32], y: npt.NDArray[np.int64], sources: list[str]) -> None:
    """The held-out table of every setting (see the module docstring)."""
    group = np.array([_group(s) for s in sources])
    allowed = x[:, -(len(LABELS) - 1) :] > 0.5
    noise = np.array([s.startswith("noise:") for s in sources])
    right = y != NONE
    table: list[tuple[int, bool, float, dict[str, float]]] = []  # cost, the setting
    print("| clause vector | C | TAKE by attribute | right kept | wrong taken | on noise | cost |")
    print("|---|---|---|---|---|---|---|")
    for vector in (True, False):
        xs = x if vector else x[:, VECTOR:]
        for c in GRID_C:
            p = np.zeros((len(y), len(LABELS)))
            for g in range(5):
                p[group == g] = _fit(xs[group != g], y[group != g], c).predict_proba(xs[group == g])
            takes, label = _takes(p, allowed, y)
            kept = int(((label == y) & right).sum())
            wrong = int(((label != NONE) & (label != y)).sum())
            on_noise = int(((label != NONE) & noise).sum())
            cost = int(right.sum()) - kept + WRONG * wrong
            shown = ", ".join(f"{a} {t}" for a, t in takes.items())
            print(f"| {'yes' if vector else 'no'} | {c} | {shown} | {kept} of "
                  f"{int(right.sum())} | {wrong} | {on_noise} | {cost} |", flush=True)  # fmt: skip
            table.append((cost, vector, c, takes))
    lowest = min(row[0] for row in table)
    near = [row for row in table if row[0] <= lowest * (1 + TIE)]
    _, vector, c, takes = min(near, key=lambda row: (row[2], row[0]))
    print(f"\nthe rule chooses: clause vector {'yes' if vector else 'no'}, C {c}, TAKE {takes}")


async def _pipeline_cost(extractor: RuleExtractor, items: Sequence[Item]) -> npt.NDArray[np.int64]:
    """What the whole extractor does with ``items``: statements missed, facts other than a
    statement's own (wrong values), noise turns given a current fact (invented), as
    ``bench/knowledge.py``'s unseen check counts them."""
    missed = wrong = invented = 0
    for _, text, expected in items:
        facts = [f for f in await extractor.extract([Message.user(text)]) if _tracked(f.attribute)]
        if expected is None:
            invented += any(not f.negated for f in facts)
            continue
        attribute, value = expected
        right = any(f.attribute == attribute and _same(f.value, value) for f in facts)
        missed += not right
        wrong += len(facts) - right
    return np.array([missed, wrong, invented])


def pipeline_folds(
    embedder: CachedEmbedder,
    x: npt.NDArray[np.float32],
    y: npt.NDArray[np.int64],
    recording: _Recording,
    items: Sequence[Item],
) -> None:
    """The held-out check of the whole extractor: for each regularisation ``C`` and each
    shift of every ``TAKE``, the head is fitted on four groups of seen sources and the
    extractor, rules and all, reads the fifth group's statements and noise turns with it. The
    cost is the extractor's, not the candidates': missed + ``WRONG`` x (wrong values + noise
    turns given a fact), summed over the five held-out groups."""
    group = np.array([_group(s) for s in recording.sources])
    held = [[item for item in items if _group(item[0]) == g] for g in range(5)]
    print("| C | TAKE shift | missed | wrong values | noise turns given a fact | cost |")
    print("|---|---|---|---|---|---|")
    for c in PIPELINE_C:
        fitted = [_fit(x[group != g], y[group != g], c) for g in range(5)]
        for shift in SHIFTS:
            take = {a: round(min(t + shift, 0.95), 2) for a, t in TAKE.items()}
            total = np.zeros(3, dtype=np.int64)
            for g, model in enumerate(fitted):
                extractor = RuleExtractor(embedder)
                head = Head(
                    model.coef_.astype(np.float32), model.intercept_.astype(np.float32), take
                )
                extractor.meaning = MeaningReader(embedder, head)
                total += asyncio.run(_pipeline_cost(extractor, held[g]))
            missed, wrong, invented = (int(n) for n in total)
            print(f"| {c} | {shift:+.1f} | {missed} | {wrong} | {invented} | "
                  f"{missed + WRONG * (wrong + invented)} |", flush=True)  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folds", action="store_true", help="print the held-out table first")
    parser.add_argument(
        "--pipeline", action="store_true", help="print the whole extractor's held-out table first"
    )
    parser.add_argument("--out", type=Path, default=HEAD, help="where the weights go")
    args = parser.parse_args(argv)
    embedder, items = CachedEmbedder(_embedder("local")), seen()
    recording = asyncio.run(collect(embedder, items))
    x, y = np.stack(recording.rows), np.array(recording.labels)
    print(f"{len(y)} candidates, {int((y != NONE).sum())} of them a statement's value, from "
          f"{len(set(recording.sources))} seen sources", file=sys.stderr)  # fmt: skip
    if args.folds:
        folds(x, y, recording.sources)
    if args.pipeline:
        pipeline_folds(embedder, x, y, recording, items)
    fitted = _fit(x if CLAUSE_VECTOR else x[:, VECTOR:], y, C)
    weights = np.zeros((len(LABELS), FEATURES))
    weights[:, 0 if CLAUSE_VECTOR else VECTOR :] = fitted.coef_
    saved = {
        "labels": list(LABELS),
        "trained_on": "bench/phrasing_sets.py: the sets not in NEWEST and NOISE_SEEN",
        "C": C,
        "take": TAKE,
        "weights": [[float(f"{w:.6g}") for w in row] for row in weights],
        "bias": [float(f"{b:.6g}") for b in fitted.intercept_],
    }
    args.out.write_text(json.dumps(saved) + "\n", encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
