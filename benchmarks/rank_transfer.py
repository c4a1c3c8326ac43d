"""Judge the learned correction of the model (:mod:`warpsmith.tune.transfer`) on tuning
spaces it was not trained on (issue 20: the model-ranked strategy's first measured
configuration within 10% of the optimum on most spaces).

    python3 benchmarks/rank_transfer.py benchmarks/results/tune-transfer-2026-11-27/features.json \\
        --out benchmarks/results/tune-transfer-2026-11-27/transfer

Two figures per space, each from a ranking made without any measurement of that space:

* the training spaces (transpose, reduction, stencil, convolution, matmul), each ranked by
  a correction fitted on the other four (leave one space out);
* the held-out spaces (gemv, jacobi, histogram, spmv: ``benchmarks/tuning/heldout/``, frozen
  before the correction was written), each ranked by the correction fitted on all five
  training spaces.

Beside each, the model alone: its first pick, that pick's fraction of the measured optimum
(``t_opt / t_pick``) and measured rank, the best of its first five, and Spearman's rank
correlation of the whole ranking with the measured times.
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
sys.path.insert(0, str(HERE.parent / "src"))


def quality(keys: list, score: np.ndarray, measured: np.ndarray) -> dict:
    """:func:`warpsmith.tune.rank.ranking_quality` under this report's short names."""
    from warpsmith.tune.rank import ranking_quality

    q = ranking_quality(keys, score, measured)
    return {"first_pick": q["first_pick"], "first_fraction": q["first_fraction_of_optimum"],
            "first_within_10pct": q["first_within_10pct"],
            "first_measured_rank": q["first_measured_rank"],
            "best_of_first5": q["best_of_first5_fraction"], "spearman": q["spearman"]}


def _space(doc: dict, name: str):
    from warpsmith.tune.transfer import feature_vector

    rows = doc["spaces"][name]["rows"]
    keys = list(rows)  # the cache's order: ties are broken as rank_quality.py breaks them
    feats = [rows[k]["features"] for k in keys]
    X = np.array([feature_vector(f) for f in feats])
    y = np.array([rows[k]["measured_ms"] for k in keys])
    return keys, feats, X, y


def evaluate(doc: dict, seed: int = 0, training_only: bool = False,
             training: list | None = None, heldout: list | None = None) -> dict:
    """Per space: the model alone and the correction fitted without that space
    (``training_only``: the training spaces alone, for designing the correction without
    looking at the held-out spaces). ``training``/``heldout``: the roles of the spaces
    (default: the features file's)."""
    from warpsmith.tune.transfer import fit

    training = list(training or doc["training"])
    heldout = [] if training_only else list(heldout or doc["heldout"])
    data = {n: _space(doc, n) for n in training + heldout if n in doc["spaces"]}

    def rows_of(names):
        return {n: (data[n][1], data[n][3]) for n in names}

    full = fit(rows_of([n for n in training if n in data]), seed=seed)
    out = {}
    for name, (keys, feats, X, y) in data.items():
        if name in training:
            corr = fit(rows_of([n for n in training if n in data and n != name]), seed=seed)
            role = "training (left out of its own fit)"
        else:
            corr, role = full, "held out"
        out[name] = {"role": role, "configurations": len(keys),
                     "trained_on": list(corr.trained_on),
                     "model": quality(keys, X[:, 0], y),
                     "corrected": quality(keys, corr.scores(feats), y)}
    return out


def summary_lines(res: dict) -> list[str]:
    """Markdown: one table row per space and the count of first picks within 10%."""
    lines = ["| space | role | model: first pick (fraction of optimum, rank) | corrected: "
             "first pick | model Spearman | corrected Spearman |", "|---|---|---|---|---:|---:|"]
    for name, r in res.items():
        m, c = r["model"], r["corrected"]
        lines.append(f"| {name} | {r['role']} | {m['first_pick']} ({m['first_fraction']:.3f}, "
                     f"{m['first_measured_rank']}) | {c['first_pick']} "
                     f"({c['first_fraction']:.3f}, {c['first_measured_rank']}) | "
                     f"{m['spearman']:.3f} | {c['spearman']:.3f} |")
    for role in ("training", "held out"):
        names = [n for n, r in res.items() if r["role"].startswith(role)]
        for kind in ("model", "corrected"):
            hit = sum(res[n][kind]["first_within_10pct"] for n in names)
            lines.append(f"- {role} spaces, {kind}: first pick within 10% of the optimum on "
                         f"{hit} of {len(names)}")
    return lines


def main(argv=None) -> int:
    """Evaluate and write ``--out``.json and .md."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("features")
    ap.add_argument("--out", required=True, help="path without extension")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--training-only", action="store_true",
                    help="leave-one-out over the training spaces only (held-out spaces "
                         "not evaluated, not shown)")
    ap.add_argument("--training", help="comma-separated training spaces (default: the "
                                       "features file's)")
    ap.add_argument("--heldout", help="comma-separated held-out spaces (default: the "
                                      "features file's)")
    a = ap.parse_args(argv)
    doc = json.loads(Path(a.features).read_text())
    names = [(s.split(",") if s else None) for s in (a.training, a.heldout)]
    res = evaluate(doc, a.seed, a.training_only, *names)
    cmd = "python3 benchmarks/rank_transfer.py " + " ".join(sys.argv[1:] if argv is None
                                                           else argv)
    meta = {"command": cmd, "date": time.strftime("%Y-%m-%d"), "features": a.features,
            "features_runs": doc.get("runs")}
    Path(a.out + ".json").write_text(json.dumps({**meta, "spaces": res}, indent=1) + "\n")
    text = [f"# The model's first picks with and without the learned correction",
            "", f"`{cmd}` ({meta['date']}; CPU, from stored features and H100 times)", ""]
    text += summary_lines(res)
    Path(a.out + ".md").write_text("\n".join(text) + "\n")
    print("\n".join(text))
    return 0


if __name__ == "__main__":
    sys.exit(main())
