"""Other ways of fitting the learned correction (``warpsmith.tune.transfer``), each judged
leave one tuning set out over every measured space (issue 20; the study of session 17, not
kept: none put more first picks within 10% of the optimum than the shipped fit).

    python3 benchmarks/rank_correction_variants.py \\
        benchmarks/results/tune-correction-2026-11-28/features-74-spaces.json.gz \\
        --out benchmarks/results/tune-correction-2026-11-28/leave-one-set-out-74

Each set's spaces are ranked by a fit on the other sets' spaces, the first picks taken as
``model_ranked`` takes them (the consensus of the near-ties of the cost,
``tune.consensus``). Variants:

* ``shipped``: the fit of ``transfer.fit`` (log time over the space's fastest, each space
  weighted alike);
* ``clip2``, ``clip1.3``: that target clipped at log 2 or log 1.3 (the trees spend nothing
  on how slow the slow configurations are);
* ``focus4``: configurations near the optimum weighted up to five times more
  (``1 + 4 exp(-target / 0.1)``);
* ``blend0.7``: the cost 0.7 of the learned value and 0.3 of the model's relative
  prediction (in logs);
* ``relative``: each feature also as its position between the space's smallest and largest
  value.

In-sample for the choice among them: the sets were all looked at before.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "src"))

import rank_transfer as rt  # noqa: E402

VARIANTS = {"shipped": {}, "clip2": {"clip": 2.0}, "clip1.3": {"clip": 1.3},
            "focus4": {"focus": 4.0}, "blend0.7": {"blend": 0.7}, "relative": {"relative": True}}


def _relative(X: np.ndarray) -> np.ndarray:
    lo, hi = X.min(0), X.max(0)
    R = (X - lo) / np.where(hi > lo, hi - lo, 1.0)
    return np.hstack([X, R[:, 1:]])


def _matrix(feats, v: dict) -> np.ndarray:
    from warpsmith.tune.transfer import space_matrix

    X = space_matrix(feats)
    return _relative(X) if v.get("relative") else X


def fit(train: dict, v: dict):
    """The trees of ``transfer.fit`` on ``train`` ({space: (features, ms)}), changed as
    variant ``v`` says."""
    from sklearn.ensemble import HistGradientBoostingRegressor
    from threadpoolctl import threadpool_limits

    Xs, ys, ws = [], [], []
    for feats, measured in train.values():
        m = np.asarray(measured, dtype=float)
        y = np.log(m / m.min())
        if v.get("clip"):
            y = np.minimum(y, math.log(v["clip"]))
        w = np.full(len(m), len(train) / len(m))
        if v.get("focus"):
            w = w * (1 + v["focus"] * np.exp(-np.log(m / m.min()) / 0.1))
        Xs.append(_matrix(feats, v))
        ys.append(y)
        ws.append(w)
    from warpsmith.tune.transfer import TREE_PARAMS

    model = HistGradientBoostingRegressor(**TREE_PARAMS, random_state=0)
    with threadpool_limits(1):
        model.fit(np.vstack(Xs), np.concatenate(ys), sample_weight=np.concatenate(ws))
    return model


def cost(model, feats, v: dict) -> np.ndarray:
    """The cost the strategy ranks by (ms up to a factor) of one space's configurations."""
    from warpsmith.tune.transfer import space_matrix

    learned = model.predict(_matrix(feats, v))
    if v.get("blend") is not None:
        learned = v["blend"] * learned + (1 - v["blend"]) * space_matrix(feats)[:, 0]
    return np.exp(learned)


def study(doc: dict, v: dict) -> dict:
    """Per space: the ranking figures of variant ``v``, each set ranked by a fit on the others."""
    names = list(doc["spaces"])
    data = {n: rt._space(doc, n) for n in names}
    sets = {n: rt.set_of(n) for n in names}
    fits: dict = {}
    out = {}
    for n in names:
        s = sets[n]
        if s not in fits:
            fits[s] = fit({m: (data[m][1], data[m][3]) for m in names if sets[m] != s}, v)
        keys, feats, _X, y = data[n]
        out[n] = rt.quality(keys, cost(fits[s], feats, v), y, rt._positions(doc, n, keys),
                            short=False)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("features")
    ap.add_argument("--out", required=True, help="path without extension")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    a = ap.parse_args(argv)
    doc = rt.read_features(a.features)
    res = {v: study(doc, VARIANTS[v]) for v in a.variants.split(",")}
    cmd = "python3 benchmarks/rank_correction_variants.py " + " ".join(
        sys.argv[1:] if argv is None else argv)
    Path(a.out + ".json").write_text(json.dumps(
        {"command": cmd, "date": time.strftime("%Y-%m-%d"), "features": a.features,
         "variants": {v: VARIANTS[v] for v in res}, "spaces": res}, indent=1) + "\n")
    text = ["# Ways of fitting the learned correction, each tuning set ranked by a fit on the "
            "others", "", f"`{cmd}` ({time.strftime('%Y-%m-%d')}; CPU, from stored features "
            "and measured times; in-sample for the choice)", ""]
    text += rt.set_summary(res_by_space(res), tuple(res))
    Path(a.out + ".md").write_text("\n".join(text) + "\n")
    print("\n".join(text))
    return 0


def res_by_space(res: dict) -> dict:
    """{space: {variant: figures}}, the shape ``rank_transfer.set_summary`` reads."""
    spaces = next(iter(res.values()))
    return {n: {v: res[v][n] for v in res} for n in spaces}


if __name__ == "__main__":
    sys.exit(main())
