"""Checks that locomo_recipe's tokeniser and BM25 (incl. the neighbour column) match SQLite FTS5.

.venv/bin/python bench/research/check_fts5.py [PATH_TO_locomo_dev.json]
"""

import sqlite3
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
import locomo_recipe as R  # noqa: E402

convs = R.load_conversations(
    sys.argv[1] if len(sys.argv) > 1 else "/work/shared/bench/locomo_dev.json"
)
bad = n = 0
for c in convs:
    db = sqlite3.connect(":memory:")
    db.execute("create virtual table t using fts5(body, tokenize='porter unicode61')")
    db.execute("create virtual table v using fts5vocab(t, 'instance')")
    allt = c.texts + [q["question"] for q in c.questions]
    db.executemany("insert into t(body) values(?)", [(x,) for x in allt])
    got: dict[int, list[str]] = {}
    for doc, term in db.execute("select doc, term from v order by doc, offset"):
        got.setdefault(doc, []).append(term)
    for i, txt in enumerate(allt):
        n += 1
        if R.fts_tokens(txt) != got.get(i + 1, []):
            bad += 1
            print(
                "token mismatch:", repr(txt[:80]), set(got.get(i + 1, [])) ^ set(R.fts_tokens(txt))
            )
print(f"token lists checked {n}, mismatching {bad}")

# two columns: the turn, and its +-1 neighbours' text; compare bm25(t, 1, w) with bm25_scores
for c in convs:
    maxerr = 0.0
    db = sqlite3.connect(":memory:")
    db.execute("create virtual table t using fts5(body, ctx, tokenize='porter unicode61')")
    nb = R.neighbour_offsets(c.session_ids, 1)
    ctx = [
        " ".join(c.texts[j] for j in (nb[0][i], nb[1][i]) if j >= 0) for i in range(len(c.texts))
    ]
    db.executemany("insert into t(body, ctx) values(?, ?)", list(zip(c.texts, ctx)))
    toks = [R.fts_tokens(t) for t in c.texts]
    vocab: dict[str, int] = {}
    for ts in toks:
        for x in ts:
            vocab.setdefault(x, len(vocab))
    tf = R.term_matrix(toks, vocab)
    lens = np.array([len(t) for t in toks], float)
    tf_nb, len_nb = R.neighbour_sum(tf, c.session_ids, 1), R.neighbour_sum(lens, c.session_ids, 1)
    for q in c.questions[:80]:
        raw = [t for t in dict.fromkeys(R.unicode61_tokens(q["question"])) if t not in R.STOPWORDS]
        # FTS5 stems the MATCH words itself: pass one raw word per distinct stem
        first = {}
        for t in raw:
            if R.porter_stem(t) in vocab:
                first.setdefault(R.porter_stem(t), t)
        terms, raw = list(first), list(first.values())
        if not terms:
            continue
        for w in (1.0, 0.3):
            mine = R.bm25_scores([tf, tf_nb], [lens, len_nb], [vocab[t] for t in terms], [1.0, w])
            expr = " OR ".join(f'"{t}"' for t in dict.fromkeys(raw))
            res = dict(
                db.execute(f"select rowid, -bm25(t, 1.0, {w}) from t where t match ?", (expr,))
            )
            full = np.array([res.get(i + 1, 0.0) for i in range(len(c.texts))])
            maxerr = max(maxerr, float(np.abs(full - mine).max()))
    print(f"{c.sample_id}: max |bm25_scores - FTS5 bm25()| = {maxerr:.2e}")
