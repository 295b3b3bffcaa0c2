"""Cumulative build-up of the recipe, one component at a time (research only)."""

import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import locomo_recipe as R  # noqa: E402

convs = R.load_conversations(
    sys.argv[1] if len(sys.argv) > 1 else "/work/shared/bench/locomo_dev.json"
)
emb = R.CachedEmbedder(Path("/tmp/locomo_emb"))
ixs = [R.build_index(c, emb) for c in convs]
r = R.Recipe(
    stem=False,
    stopwords=False,
    ctx_weight=0.0,
    w_dense=0.0,
    speaker_boost=0.0,
    dense_self=1.0,
    strip_names=False,
)
steps = [
    ("BM25, unicode61 tokens, no stemming", r),
    ("+ porter stemming", r := replace(r, stem=True)),
    ("+ query stopwords, names out of MATCH", r := replace(r, stopwords=True)),
    ("+ neighbour column (+-2, weight 0.5)", r := replace(r, ctx_weight=0.5)),
    ("+ dense turn cosine, z-sum fusion", r := replace(r, w_dense=1.0)),
    ("+ names stripped from dense query", r := replace(r, strip_names=True)),
    ("+ dense window vector (0.5/0.5)", r := replace(r, dense_self=0.5)),
    ("+ speaker boost 2.0 (= recipe)", r := replace(r, speaker_boost=2.0)),
]
assert r == R.BEST
alt = R.Recipe(ctx_weight=0.0, dense_self=1.0, strip_names=False, stem=True, stopwords=True)
steps.append(("(recipe w/o any neighbour context)", alt))
steps.append(("(BM25 with neighbour column + boost only)", replace(R.BEST, w_dense=0.0)))
print(f"{'step':44s} {'R@1':>6s} {'R@5':>6s} {'R@10':>6s} {'NDCG10':>7s} {'cat5R@10':>9s}")
for name, rec in steps:
    s = R.evaluate(ixs, lambda ix, qi, rec=rec: R.recipe_scores(ix, qi, rec))
    print(
        f"{name:44s} {s['R@1']:6.3f} {s['R@5']:6.3f} {s['R@10']:6.3f} {s['NDCG@10']:7.3f} {s['cat5 R@10']:9.3f}"
    )
