"""Experiment harness for the LoCoMo recipe search (research only; see locomo_recipe.py).

Precomputes, per conversation, question x turn score matrices for every keyword / dense
variant, then evaluates fusions of them quickly.  Import and call from small driver snippets.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
import locomo_recipe as R  # noqa: E402

DATA = "/work/shared/bench/locomo_dev.json"
CONVS = R.load_conversations(DATA)
EMBED = R.CachedEmbedder(Path("/tmp/locomo_emb"))


@dataclass
class Conv:
    c: R.Conversation
    vocab: dict
    tf: np.ndarray
    lens: np.ndarray
    cats: np.ndarray
    names: list  # named speakers per question
    spk: np.ndarray  # (Q, D) speaker prior


def prep(c: R.Conversation) -> Conv:
    toks = [R.fts_tokens(t) for t in c.texts]
    vocab: dict[str, int] = {}
    for ts in toks:
        for x in ts:
            vocab.setdefault(x, len(vocab))
    names = [R.named_speakers(q["question"], c.speakers) for q in c.questions]
    spk = np.stack([R.speaker_prior(c.turn_speakers, n) for n in names])
    return Conv(
        c,
        vocab,
        R.term_matrix(toks, vocab),
        np.array([len(t) for t in toks], float),
        np.array([q["category"] for q in c.questions]),
        names,
        spk,
    )


PREP = [prep(c) for c in CONVS]


def bm25_matrix(
    p: Conv,
    *,
    stopwords=R.STOPWORDS,
    drop_names=True,
    ctx_w=0.0,
    radius=1,
    decay=1.0,
    k1=1.2,
    b=0.75,
    stem=True,
) -> np.ndarray:
    c = p.c
    if stem:
        vocab, tf, lens = p.vocab, p.tf, p.lens
    else:
        toks = [R.unicode61_tokens(t) for t in c.texts]
        vocab = {}
        for ts in toks:
            for x in ts:
                vocab.setdefault(x, len(vocab))
        tf, lens = R.term_matrix(toks, vocab), np.array([len(t) for t in toks], float)
    cols, lcols, w = [tf], [lens], [1.0]
    if ctx_w:
        cols.append(R.neighbour_sum(tf, c.session_ids, radius, decay))
        lcols.append(R.neighbour_sum(lens, c.session_ids, radius, decay))
        w.append(ctx_w)
    drop = frozenset(s.lower() for s in c.speakers) if drop_names else frozenset()
    out = []
    for q in c.questions:
        terms = R.query_terms(q["question"], stem=stem, stopwords=stopwords, drop=drop)
        if stem is False:
            terms = [
                t
                for t in dict.fromkeys(R.unicode61_tokens(q["question"]))
                if t not in stopwords and t not in drop
            ]
        out.append(R.bm25_scores(cols, lcols, [vocab[t] for t in terms if t in vocab], w, k1, b))
    return np.stack(out)


_emb_cache: dict = {}


def emb(p: Conv, kind: str) -> np.ndarray:
    """Turn-side embeddings. kind: 'turn', 'win{b}{a}' (b before, a after), 'date', 'datewin{b}{a}'."""
    key = (p.c.sample_id, kind)
    if key in _emb_cache:
        return _emb_cache[key]
    c = p.c
    texts = c.texts
    if kind.startswith("date"):
        texts = [f"[{ts:%d %B %Y}] {t}" for t, ts in zip(texts, c.timestamps)]
        kind2 = kind[4:] or "turn"
    else:
        kind2 = kind
    if kind2 == "turn":
        v = EMBED(texts)
    else:
        bf, af = int(kind2[3]), int(kind2[4])
        v = EMBED(R.window_texts(texts, c.session_ids, bf, af))
    _emb_cache[key] = v
    return v


def qemb(p: Conv, strip_names=False) -> np.ndarray:
    qs = [q["question"] for q in p.c.questions]
    if strip_names:
        import re

        pat = re.compile(r"\b(" + "|".join(p.c.speakers) + r")('s)?\b")
        qs = [" ".join(pat.sub("", q).split()) for q in qs]
    return EMBED(qs)


def dense_matrix(p: Conv, kind="turn", strip_names=False) -> np.ndarray:
    return qemb(p, strip_names) @ emb(p, kind).T


def evaluate(mats: list[np.ndarray], convs=None, detail=False) -> dict:
    """mats: per conversation (Q, D) final scores."""
    convs = PREP if convs is None else convs
    rows = []
    for p, m in zip(convs, mats):
        for qi, q in enumerate(p.c.questions):
            rows.append(
                (q["category"], R.score_ranking(np.argsort(-m[qi], kind="stable"), q["evidence"]))
            )
    s = R.summarise(rows)
    if detail:
        for cat in (1, 2, 3, 4):
            a = np.array([m for c_, m in rows if c_ == cat])
            s[f"c{cat} R@10"] = a[:, 2].mean()
    return s


def rowwise(f, m: np.ndarray) -> np.ndarray:
    return np.stack([f(r) for r in m])


def z(m):
    return rowwise(R.zscore, m)


def mm(m):
    return rowwise(R.minmax, m)


def rrf_m(ms, k=60, w=None):
    return np.stack([R.rrf([m[i] for m in ms], k, w) for i in range(ms[0].shape[0])])


def smooth(p: Conv, m: np.ndarray, lam: float, radius=1) -> np.ndarray:
    if lam == 0:
        return m
    return m + lam * R.neighbour_sum(m.T, p.c.session_ids, radius).T


def nbmax(p: Conv, m: np.ndarray, radius=1) -> np.ndarray:
    return R.neighbour_max(m.T, p.c.session_ids, radius).T


def fmt(s: dict) -> str:
    keys = ["R@1", "R@5", "R@10", "NDCG@10", "cat5 R@10"] + [
        k for k in s if k.startswith("c") and k[1].isdigit()
    ]
    return " ".join(f"{s[k]:.3f}" for k in keys)
