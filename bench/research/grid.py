"""Sensitivity grid for the recipe (research only).  Writes /tmp/locomo_grid.json."""

import itertools
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
import lab  # noqa: E402
import locomo_recipe as R  # noqa: E402

P = lab.PREP


def meanwin(p, r):
    E = lab.emb(p, "turn").astype(np.float64)
    S = E + R.neighbour_sum(E, p.c.session_ids, r)
    return S / np.linalg.norm(S, axis=1, keepdims=True)


BM = {
    (r, w): [lab.z(lab.bm25_matrix(p, ctx_w=w, radius=r)) for p in P]
    for r in (1, 2, 3)
    for w in (0.25, 0.35, 0.5)
}
DEN = {}
for strip in (False, True):
    Q = [lab.qemb(p, strip) for p in P]
    T = [q @ lab.emb(p, "turn").T for p, q in zip(P, Q)]
    ctx = {
        "win11": [q @ lab.emb(p, "win11").T for p, q in zip(P, Q)],
        "win22": [q @ lab.emb(p, "win22").T for p, q in zip(P, Q)],
        "vec1": [q @ meanwin(p, 1).T for p, q in zip(P, Q)],
        "vec2": [q @ meanwin(p, 2).T for p, q in zip(P, Q)],
    }
    for name, C in ctx.items():
        for a in (0.4, 0.5, 0.6):
            DEN[(strip, name, a)] = [lab.z(a * t + (1 - a) * c) for t, c in zip(T, C)]


def ev_rows(mats):
    out = []
    for p, m in zip(P, mats):
        for qi, q in enumerate(p.c.questions):
            out.append(
                (
                    p.c.sample_id,
                    q["category"],
                    R.score_ranking(np.argsort(-m[qi], kind="stable"), q["evidence"]),
                )
            )
    return out


def summ(rows, convs=None):
    a = np.array([m for s, c, m in rows if c < 5 and (convs is None or s in convs)])
    c5 = np.array([m[2] for s, c, m in rows if c == 5 and (convs is None or s in convs)])
    return [round(float(x), 4) for x in a.mean(0)] + [round(float(c5.mean()), 4)]


ids = [p.c.sample_id for p in P]
results = []
for (r, w), (strip, name, a), wd, beta in itertools.product(
    BM, DEN, (0.75, 1.0, 1.5), (1.0, 1.5, 2.0)
):
    mats = [b + wd * d + beta * p.spk for p, b, d in zip(P, BM[(r, w)], DEN[(strip, name, a)])]
    rows = ev_rows(mats)
    res = {
        "bm_r": r,
        "bm_w": w,
        "strip": strip,
        "ctx": name,
        "alpha": a,
        "wd": wd,
        "beta": beta,
        "all": summ(rows),
        "A": summ(rows, set(ids[:3])),
        "B": summ(rows, set(ids[3:])),
        "per_conv": {s: summ(rows, {s}) for s in ids},
    }
    results.append(res)
Path("/tmp/locomo_grid.json").write_text(json.dumps(results))
print(len(results), "settings")
