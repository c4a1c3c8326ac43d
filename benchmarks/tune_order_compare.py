#!/usr/bin/env python3
"""The model-guided strategies with the consensus of the model's near-ties measured first
against the lowest predictions first (issue 20; ``warpsmith.tune.consensus``): per space
and budget, the mean fraction of the optimum of ``model_ranked`` and ``learned_model`` in
the two orders, and the first pick's fraction of the optimum, from two sets of
``benchmarks/tune_compare.py`` outputs (``--model-order consensus`` and ``predicted``) over
the same spaces, seeds and budgets. CPU only.

    python3 benchmarks/tune_order_compare.py --consensus DIR --predicted DIR --out NAME

writes NAME.json and NAME.md.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

STRATEGIES = ("model_ranked", "learned_model")


def read(folder: Path) -> dict:
    """{space name: {"size", "first", (strategy, budget): fraction}} of one order's files."""
    out = {}
    for f in sorted(folder.glob("*.json")):
        for sp in json.loads(f.read_text())["spaces"]:
            entry = {"size": sp["size"], "first": sp["model_first"]["fraction_of_optimum"]}
            for r in sp["rows"]:
                entry[(r["strategy"], r["budget"])] = r["fraction_of_optimum"]
            out[Path(sp["space"]).name.split("-")[1]] = entry
    return out


def summary(cons: dict, pred: dict) -> dict:
    """Means, counts within 3% and the first-pick figures in both orders."""
    names = sorted(cons)
    budgets = sorted({k[1] for k in cons[names[0]] if isinstance(k, tuple)})
    rows = {}
    for s in STRATEGIES:
        for b in budgets:
            c = [cons[n][(s, b)] for n in names]
            p = [pred[n][(s, b)] for n in names]
            rows[f"{s} {b}"] = {
                "mean_consensus": sum(c) / len(c), "mean_predicted": sum(p) / len(p),
                "within_3pct_consensus": sum(x >= 0.97 for x in c),
                "within_3pct_predicted": sum(x >= 0.97 for x in p),
                "better": sum(x > y + 1e-9 for x, y in zip(c, p)),
                "worse": sum(x < y - 1e-9 for x, y in zip(c, p))}

    def first(d):
        v = [d[n]["first"] for n in names]
        return {"within_10pct": sum(x >= 1 / 1.1 for x in v),
                "geomean": math.exp(sum(math.log(x) for x in v) / len(v))}
    return {"spaces": len(names), "first_consensus": first(cons),
            "first_predicted": first(pred), "budgets": rows}


def markdown(cons: dict, pred: dict, summ: dict, command: str) -> str:
    """The report."""
    names = sorted(cons)
    budgets = sorted({k[1] for k in cons[names[0]] if isinstance(k, tuple)})
    fc, fp = summ["first_consensus"], summ["first_predicted"]
    lines = ["# Consensus of the near-ties against the lowest predictions first", "",
             f"Command: `{command}`", "",
             f"{summ['spaces']} spaces. First pick within 10% of the optimum: "
             f"{fc['within_10pct']} (consensus) against {fp['within_10pct']} (lowest "
             f"prediction); geometric mean of its fraction of the optimum {fc['geomean']:.3f} "
             f"against {fp['geomean']:.3f}.", "",
             "| strategy, budget | mean (consensus) | mean (lowest) | within 3% (consensus) "
             "| within 3% (lowest) | spaces better / worse |", "|---|---:|---:|---:|---:|---|"]
    for k, r in summ["budgets"].items():
        lines.append(f"| {k} | {r['mean_consensus']:.3f} | {r['mean_predicted']:.3f} | "
                     f"{r['within_3pct_consensus']} | {r['within_3pct_predicted']} | "
                     f"{r['better']} / {r['worse']} |")
    lines += ["", "Per space, `model_ranked` (consensus / lowest):", "",
              "| space | size | first pick | " + " | ".join(str(b) for b in budgets) + " |",
              "|---|---:|---|" + "---|" * len(budgets)]
    for n in names:
        cells = " | ".join(f"{cons[n][('model_ranked', b)]:.3f} / "
                           f"{pred[n][('model_ranked', b)]:.3f}" for b in budgets)
        lines.append(f"| {n} | {cons[n]['size']} | {cons[n]['first']:.3f} / "
                     f"{pred[n]['first']:.3f} | {cells} |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--consensus", required=True, type=Path)
    ap.add_argument("--predicted", required=True, type=Path)
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    cons, pred = read(a.consensus), read(a.predicted)
    if sorted(cons) != sorted(pred):
        raise SystemExit("tune_order_compare: the two folders hold different spaces")
    summ = summary(cons, pred)
    command = "python3 benchmarks/tune_order_compare.py " + " ".join(
        sys.argv[1:] if argv is None else argv)
    Path(a.out + ".json").write_text(json.dumps({"command": command, **summ}, indent=1) + "\n")
    Path(a.out + ".md").write_text(markdown(cons, pred, summ, command))
    print(f"wrote {a.out}.json and {a.out}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
