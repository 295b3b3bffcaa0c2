"""Sensitivity of the recipe (research only): a joint grid around the chosen setting, split by
conversations 0-2 / 3-4, plus a bootstrap over questions.  Prints a summary."""

import dataclasses
import itertools
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
import locomo_recipe as R  # noqa: E402

convs = R.load_conversations(
    sys.argv[1] if len(sys.argv) > 1 else "/work/shared/bench/locomo_dev.json"
)
emb = R.CachedEmbedder(Path("/tmp/locomo_emb"))
ixs = [R.build_index(c, emb) for c in convs]
ids = [c.sample_id for c in convs]
A, B = set(ids[:3]), set(ids[3:])


def per_q(rec):
    out = []  # (conv, cat, r1, r5, r10, ndcg)
    for ix in ixs:
        for qi, q in enumerate(ix.conv.questions):
            out.append(
                (
                    ix.conv.sample_id,
                    q["category"],
                    *R.score_ranking(R.rank_order(R.recipe_scores(ix, qi, rec)), q["evidence"]),
                )
            )
    return out


def agg(rows, only=None):
    a = np.array([r[2:] for r in rows if r[1] < 5 and (only is None or r[0] in only)])
    c5 = np.array([r[4] for r in rows if r[1] == 5 and (only is None or r[0] in only)])
    return a[:, 2].mean(), a[:, 3].mean(), c5.mean()


grid = dict(
    ctx_weight=(0.25, 0.5, 0.75, 1.0),
    ctx_radius=(1, 2, 3),
    speaker_boost=(1.0, 2.0, 3.0),
    w_dense=(0.5, 1.0, 1.5),
    dense_self=(0.5, 1.0),
)
res = []
for vals in itertools.product(*grid.values()):
    rec = dataclasses.replace(R.BEST, **dict(zip(grid, vals)))
    rows = per_q(rec)
    res.append((vals, agg(rows), agg(rows, A), agg(rows, B)))
print("grid:", {k: v for k, v in grid.items()}, len(res), "settings")
allr = np.array([r[1] for r in res])
print(
    f"R@10 min {allr[:, 0].min():.3f} median {np.median(allr[:, 0]):.3f} max {allr[:, 0].max():.3f}; "
    f"NDCG min {allr[:, 1].min():.3f} median {np.median(allr[:, 1]):.3f} max {allr[:, 1].max():.3f}; "
    f"share meeting both bars {np.mean((allr[:, 0] >= 0.78) & (allr[:, 1] >= 0.58)):.2f}"
)
best_vals = tuple(getattr(R.BEST, k) for k in grid)
order = sorted(res, key=lambda r: -(r[1][0] + r[1][1]))
for split, j in (("all", 1), ("convs 0-2", 2), ("convs 3-4", 3)):
    ranked = sorted(res, key=lambda r: -(r[j][0] + r[j][1]))
    pos = [r[0] for r in ranked].index(best_vals) + 1
    top = ranked[0]
    print(
        f"{split:10s}: chosen setting ranks {pos}/{len(res)} (R@10 {dict((r[0], r[j]) for r in res)[best_vals][0]:.3f}, NDCG {dict((r[0], r[j]) for r in res)[best_vals][1]:.3f}); "
        f"best there {dict(zip(grid, top[0]))} -> all {top[1][0]:.3f}/{top[1][1]:.3f}, 0-2 {top[2][0]:.3f}/{top[2][1]:.3f}, 3-4 {top[3][0]:.3f}/{top[3][1]:.3f}"
    )
for k, vs in grid.items():
    i = list(grid).index(k)
    m = {
        v: np.mean([[r[1][0], r[1][1]] for r in res if r[0][i] == v], axis=0).round(3).tolist()
        for v in vs
    }
    one = {}
    for v in vs:
        vals = list(best_vals)
        vals[i] = v
        one[v] = [round(x, 3) for x in dict((r[0], r[1]) for r in res)[tuple(vals)][:3]]
    print(
        f"  {k:14s} marginal mean (R@10, NDCG) {m}\n  {'':14s} one-at-a-time from chosen (R@10, NDCG, cat5) {one}"
    )
print("top 8 overall:")
for r in order[:8]:
    print(
        "  ",
        dict(zip(grid, r[0])),
        "all %.3f/%.3f c5 %.3f | 0-2 %.3f/%.3f | 3-4 %.3f/%.3f" % (*r[1], *r[2][:2], *r[3][:2]),
    )

# bootstrap over questions (cat 1-4), recipe vs baselines, paired
rng = np.random.default_rng(0)
base_rows = {name: [] for name in ("recipe", "rrf60", "no_speaker", "no_ctx")}
recs = {
    "recipe": R.BEST,
    "no_speaker": dataclasses.replace(R.BEST, speaker_boost=0.0),
    "no_ctx": dataclasses.replace(R.BEST, ctx_weight=0.0),
}
for name, rec in recs.items():
    base_rows[name] = np.array([r[4:] for r in per_q(rec) if r[1] < 5])
rr = []
for ix in ixs:
    for qi, q in enumerate(ix.conv.questions):
        if q["category"] < 5:
            rr.append(R.score_ranking(R.rank_order(R.m_rrf60(ix, qi)), q["evidence"])[2:])
base_rows["rrf60"] = np.array(rr)
n = len(base_rows["recipe"])
boots = rng.integers(0, n, size=(2000, n))
for name in ("recipe", "rrf60", "no_speaker", "no_ctx"):
    x = base_rows[name]
    m = x[boots].mean(axis=1)
    d = (base_rows["recipe"] - x)[boots].mean(axis=1)
    print(
        f"{name:10s} R@10 {x[:, 0].mean():.3f} [95% {np.percentile(m[:, 0], 2.5):.3f}, {np.percentile(m[:, 0], 97.5):.3f}]  "
        f"NDCG {x[:, 1].mean():.3f} [{np.percentile(m[:, 1], 2.5):.3f}, {np.percentile(m[:, 1], 97.5):.3f}]"
        + (
            ""
            if name == "recipe"
            else f"  recipe - this: R@10 +{d[:, 0].mean():.3f} [{np.percentile(d[:, 0], 2.5):.3f}, {np.percentile(d[:, 0], 97.5):.3f}]  NDCG +{d[:, 1].mean():.3f} [{np.percentile(d[:, 1], 2.5):.3f}, {np.percentile(d[:, 1], 97.5):.3f}]"
        )
    )
