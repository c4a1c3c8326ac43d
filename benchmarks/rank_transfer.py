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

``--sets`` (the study of 2026-11-28, every measured space): each tuning set (the run-2
spaces, ``heldout``, ``heldout2``, ...) is ranked by corrections fitted on the spaces of all
the other sets, for each way of using the correction (``VARIANTS``), side by side with the
model alone. ``--pack`` writes the shipped training table
(``warpsmith.tune.transfer.TRAINING_DATA``) from a features file.
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


#: the ranking figures a report keeps (``warpsmith.tune.rank.ranking_quality``'s names)
FIGURES = ("first_pick", "first_fraction_of_optimum", "first_within_10pct",
           "first_measured_rank", "best_of_first5_fraction", "spearman")
#: the first study's shorter names for two of them
SHORT = {"first_fraction_of_optimum": "first_fraction",
         "best_of_first5_fraction": "best_of_first5"}


def quality(keys: list, score, measured, positions=None, short: bool = True) -> dict:
    """:func:`warpsmith.tune.rank.ranking_quality`'s :data:`FIGURES` of one ordering (with
    ``positions``, the strategy's consensus picks), under the first study's short names
    unless ``short`` is false."""
    from warpsmith.tune.rank import ranking_quality

    q = ranking_quality(keys, score, measured, positions=positions)
    return {(SHORT.get(k, k) if short else k): q[k] for k in FIGURES}


def read_features(path) -> dict:
    """A features file of ``rank_features.py`` (gzip-compressed when it ends in ``.gz``)."""
    import gzip

    path = Path(path)
    text = gzip.decompress(path.read_bytes()).decode() if path.suffix == ".gz" else \
        path.read_text()
    return json.loads(text)


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


# --- leave one held-out set out (the study of 2026-11-28 over every measured space) -----

#: the variants compared by :func:`leave_one_set_out`: how the learned correction's
#: values turn into the order a model-guided strategy measures in
VARIANTS = ("model", "shortlist", "corrected", "corrected_consensus", "residual",
            "residual_consensus")


def set_of(name: str) -> str:
    """The tuning set space ``name`` was written in: ``base`` (the six spaces of run 2) or
    ``heldoutN`` (``benchmarks/tuning/heldoutN/``)."""
    mod = _spaces()
    for attr in sorted(a for a in dir(mod) if a.startswith("HELDOUT")):
        if name in getattr(mod, attr):
            return attr.lower()
    return "base"


def _spaces():
    sys.path.insert(0, str(HERE))
    from rank_accuracy import spaces_module

    return spaces_module()


def _positions(doc: dict, name: str, keys: list):
    from rank_quality import cache_positions, find_cache

    cache = json.loads(find_cache(Path(doc["spaces"][name]["cache"]).name).read_text())
    return cache_positions(cache, keys)


def variant_scores(variant: str, corr, feats: list, X: np.ndarray) -> tuple:
    """(cost of each configuration, whether the first picks are the consensus of its
    near-ties) of one variant: ``model`` the model alone; ``shortlist`` the first study's
    (the learned value inside the model's fastest tenth); ``corrected`` the learned value
    over the whole space; ``residual`` the model's relative prediction plus a learned
    residual; ``_consensus`` the strategy's consensus of near-ties on that cost."""
    if variant == "model":
        return np.exp(X[:, 0]), True
    if variant == "shortlist":
        return np.exp(corr.scores(feats)), False
    return np.exp(corr.learned(feats)), variant.endswith("_consensus")


def leave_one_set_out(doc: dict, names: list, seed: int = 0, variants=VARIANTS) -> dict:
    """Per space of ``names``: each variant's ranking figures, the correction fitted on the
    spaces of every other set (so no space is ranked by a fit that saw its own set)."""
    from warpsmith.tune.transfer import fit

    data = {n: _space(doc, n) for n in names}
    sets = {n: set_of(n) for n in names}
    fits: dict = {}
    out = {}
    for name, (keys, feats, X, y) in data.items():
        s = sets[name]
        if s not in fits:
            train = {m: (data[m][1], data[m][3]) for m in names if sets[m] != s}
            fits[s] = (fit(train, seed=seed), fit(train, seed=seed, residual=True))
        pos = _positions(doc, name, keys)
        res = {"set": s, "configurations": len(keys)}
        for v in variants:
            corr = fits[s][1] if v.startswith("residual") else fits[s][0]
            cost, consensus = variant_scores(v, corr, feats, X)
            res[v] = quality(keys, cost, y, pos if consensus else None, short=False)
        out[name] = res
    return out


def set_summary(res: dict, variants=VARIANTS) -> list[str]:
    """Markdown: per variant, first picks within 10%, the geometric mean of the first pick's
    fraction of the optimum, the best of five within 3%, the mean Spearman."""
    lines = ["| variant | first pick within 10% | geomean first fraction | best of 5 within 3% "
             "| mean Spearman |", "|---|---:|---:|---:|---:|"]
    for v in variants:
        rows = [r[v] for r in res.values()]
        hit = sum(r["first_within_10pct"] for r in rows)
        geo = math.exp(np.mean([math.log(r["first_fraction_of_optimum"]) for r in rows]))
        b5 = sum(r["best_of_first5_fraction"] >= 0.97 for r in rows)
        sp = np.nanmean([r["spearman"] for r in rows])
        lines.append(f"| {v} | {hit} of {len(rows)} | {geo:.3f} | {b5} of {len(rows)} | "
                     f"{sp:.3f} |")
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
    ap.add_argument("--sets", action="store_true",
                    help="leave one tuning set out: every space of the features file ranked "
                         "by corrections fitted on the other sets' spaces, each variant "
                         "(VARIANTS) side by side")
    ap.add_argument("--pack", action="store_true",
                    help="write the features file's spaces as the shipped training table "
                         "(gzip JSON, warpsmith.tune.transfer.pack) to --out")
    ap.add_argument("--predictions", action="store_true",
                    help="write the model's and the shipped correction's values of every "
                         "configuration of the features file as prediction files "
                         "(rank_predictions.py's format): --out-model.json, "
                         "--out-corrected.json")
    a = ap.parse_args(argv)
    doc = read_features(a.features)
    if a.predictions:
        return main_predictions(doc, a.out, a.features)
    if a.pack:
        return main_pack(doc, a.out)
    if a.sets:
        return main_sets(doc, a, argv)
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


def main_predictions(doc: dict, out: str, source: str) -> int:
    """``--predictions``: the model's predicted ms and the shipped correction's cost
    (``tune.transfer.corrected_ms`` of ``shipped_correction()``, what ``ws.tune``'s
    model_ranked ranks by) of each configuration, keyed by the measured cache's file name."""
    from warpsmith.tune.transfer import corrected_ms, shipped_correction

    corr = shipped_correction()
    files = {"model": {}, "corrected": {}}
    for name, space in doc["spaces"].items():
        rows = space["rows"]
        keys = list(rows)
        feats = [rows[k]["features"] for k in keys]
        fname = Path(space["cache"]).name
        files["model"][fname] = {k: math.exp(f["log_predicted_ms"]) for k, f in zip(keys, feats)}
        files["corrected"][fname] = dict(zip(keys, map(float, corrected_ms(corr, feats))))
    for kind, preds in files.items():
        what = ("the model's predicted time (ms)" if kind == "model" else
                "the learned correction's cost (ms) of the model's prediction, fitted on "
                + ", ".join(corr.trained_on))
        path = Path(f"{out}-{kind}.json")
        path.write_text(json.dumps({"what": what + f", from {source}", "predictions": preds,
                                    "runs": doc.get("runs")}, indent=0) + "\n")
        print(f"wrote {path}")
    return 0


def main_pack(doc: dict, out: str) -> int:
    """``--pack``: the shipped training table of every space of ``doc``."""
    import gzip

    from warpsmith.tune.transfer import pack

    table = pack(doc, list(doc["spaces"]))
    table["source"] = {"runs": doc.get("runs"), "devices": {
        n: d.get("device") for n, d in doc["spaces"].items()}}
    with gzip.open(out, "wt") as f:
        json.dump(table, f, separators=(",", ":"))
    print(f"{out}: {len(table['spaces'])} spaces, "
          f"{sum(len(d['measured_ms']) for d in table['spaces'].values())} configurations")
    return 0


def main_sets(doc: dict, a, argv) -> int:
    """``--sets``: write ``--out``.json and .md of :func:`leave_one_set_out`."""
    res = leave_one_set_out(doc, list(doc["spaces"]), a.seed)
    cmd = "python3 benchmarks/rank_transfer.py " + " ".join(sys.argv[1:] if argv is None
                                                           else argv)
    meta = {"command": cmd, "date": time.strftime("%Y-%m-%d"), "features": a.features,
            "variants": list(VARIANTS)}
    Path(a.out + ".json").write_text(json.dumps({**meta, "spaces": res}, indent=1) + "\n")
    text = ["# The learned correction, each tuning set ranked by a fit on the others", "",
            f"`{cmd}` ({meta['date']}; CPU, from stored features and measured times)", ""]
    text += set_summary(res)
    Path(a.out + ".md").write_text("\n".join(text) + "\n")
    print("\n".join(text))
    return 0


if __name__ == "__main__":
    sys.exit(main())
