#!/usr/bin/env python3
"""The stream compiler's goals (issue 22) from a results file of ``benchmarks/stream_runner.py``:
a Markdown paragraph and table with the paper-faithful W/S/F rule and the H100-adapted rule
side by side, the adapted rule judged separately on the benchmarks it was not chosen on.

    PYTHONPATH=src python3 benchmarks/stream_report.py RESULTS.json [--out REPORT.md]
        [--previous EARLIER.json]

No number is typed in: everything comes from the file named in the report.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path


def _f(v, fmt="{:.2f}"):
    return "-" if v is None else fmt.format(v)


def _geo(v):
    v = [x for x in v if x]
    return math.exp(sum(map(math.log, v)) / len(v)) if v else None


def report(path: Path, previous: Path | None = None) -> str:
    """The Markdown report of one results file (and the adapted rule's figures in an
    earlier one, ``previous``)."""
    d = json.loads(path.read_text())
    b, s = d["benchmarks"], d.get("summary", {})
    tuning = s.get("tuning_set", [])
    lines = [f"From `{path}` (commit {d.get('commit')}, {d['header'].get('device')}).", "",
             "| benchmark | set | memory-bound | naive items/s | paper/naive | occupancy/naive "
             "| paper/best | occupancy/best | copy fraction occ / best | best W,S,F,blocks/SM |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for k, e in b.items():
        sb = e.get("search_best", {})
        oc = e.get("rule_run_occupancy", {})
        cfg = (f"{sb.get('W')},{sb.get('S')},{sb.get('F')},{sb.get('resident_blocks_per_sm')}"
               if sb else "-")
        lines.append(
            f"| {k} | {e.get('set')} | {e.get('memory_bound')} | "
            f"{_f(e.get('naive', {}).get('items_per_s'), '{:.3g}')} | "
            f"{_f(e.get('paper_speedup_vs_naive'))} | {_f(e.get('occupancy_speedup_vs_naive'))} | "
            f"{_f(e.get('paper_vs_best'))} | {_f(e.get('occupancy_vs_best'))} | "
            f"{_f(oc.get('copy_fraction'))} / {_f(sb.get('copy_fraction'))} | {cfg} |")
    lines.append("")
    for rule in ("paper", "occupancy"):
        r = s.get(rule, {})
        vs = r.get("vs_best", {})
        held = {k: v for k, v in vs.items() if k not in tuning}
        tun = {k: v for k, v in vs.items() if k in tuning}
        lines.append(
            f"- `{rule}` rule: {_f(r.get('geomean_speedup_vs_naive_paper8'))}x the naive "
            f"mapping in geometric mean over the paper's eight "
            f"({_f(r.get('geomean_speedup_vs_naive_all'))}x over all measured); within 10% of "
            f"the best searched on {sum(v >= 0.9 for v in vs.values())} of {len(vs)} "
            f"(tuning set {sum(v >= 0.9 for v in tun.values())} of {len(tun)}, held-out "
            f"{sum(v >= 0.9 for v in held.values())} of {len(held)}; geometric mean of "
            f"rule/best held-out {_f(_geo(list(held.values())))}); slower than naive: "
            f"{', '.join(r.get('slower_than_naive', [])) or 'none'}.")
    mem = s.get("memory_bound_best_copy_fraction", {})
    lines.append(f"- memory-bound ({s.get('memory_bound_rule')}): best copy fraction "
                 + ", ".join(f"{k} {_f(v)}" for k, v in mem.items())
                 + f"; goal 60%: {s.get('goal_memory_bound_60pct')}.")
    if "naive_fallback" in s:
        lines.append(f"- the tuned chooser (best measured, or the naive mapping where it was "
                     f"faster: {', '.join(s['naive_fallback']) or 'none'}): "
                     f"{_f(s.get('geomean_tuned_with_fallback_vs_naive_all'))}x the naive "
                     f"mapping in geometric mean over all measured.")
    if s.get("search_incomplete"):
        lines.append(f"- search cut by the time budget: {', '.join(s['search_incomplete'])}.")
    errs = [x["part"] for x in d.get("errors", [])]
    if errs:
        lines.append(f"- parts with errors or skipped: {', '.join(errs)}.")
    if d.get("fig7a"):
        ok = [r for r in d["fig7a"] if r.get("items_per_s")]
        lines.append(f"- Fig. 7a: {len(ok)} of {len(d['fig7a'])} FilterBank points measured.")
    lines += codegen_table(b)
    if previous is not None:
        lines += previous_lines(previous, tuning)
    return "\n".join(lines) + "\n"


#: the ablations of the generated code beyond the paper (docs/stream.md), at the adapted
#: rule's W/S/F: each part left out, all of it (old_codegen), W not trimmed to whole warps
CODEGEN = ["old_codegen", "no_regs", "no_unroll", "no_restrict", "no_identity_alias",
           "no_inplace", "no_stages", "no_const_cap", "partial_warp"]


def codegen_table(b: dict) -> list:
    """Throughput of each code-generation ablation over the adapted rule's (ratios < 1: the
    part left out was worth having), with the rule's copy fraction and old_codegen's."""
    rows = [k for k, e in b.items() if any(a in e.get("ablation", {}) for a in CODEGEN)]
    if not rows:
        return []
    out = ["", "Generated code beyond the paper, at the adapted rule's W/S/F: items/s of each "
           "ablation over the rule's (`-`: not run or the same kernel).", "",
           "| benchmark | copy fraction rule / old_codegen | " + " | ".join(CODEGEN) + " |",
           "|---|---|" + "---|" * len(CODEGEN)]
    for k in rows:
        e = b[k]
        rule = e.get("rule_run_occupancy", {})
        ab = e.get("ablation", {})
        base = rule.get("items_per_s")
        cells = []
        for a in CODEGEN:
            r = ab.get(a, {})
            ok = r.get("correct") and base
            cells.append(_f(r["items_per_s"] / base) if ok else "-")
        old = ab.get("old_codegen", {})
        out.append(f"| {k} | {_f(rule.get('copy_fraction'))} / {_f(old.get('copy_fraction'))} | "
                   + " | ".join(cells) + " |")
    return out


def previous_lines(path: Path, tuning: list) -> list:
    """The adapted rule's ratio to the best searched in an earlier results file, held-out
    benchmarks first (a rule changed after that run is judged on them with the earlier
    figure kept beside the new one), and its memory-bound copy fractions."""
    if not path.is_file():  # e.g. a device copy of the tree without benchmarks/results
        return ["", f"Previous run `{path}`: not found here (no comparison)."]
    d = json.loads(path.read_text())
    s = d.get("summary", {})
    vs = s.get("occupancy", {}).get("vs_best", {})
    held = {k: v for k, v in vs.items() if k not in tuning}
    mem = s.get("memory_bound_best_copy_fraction", {})
    return ["", f"Previous run `{path}` (commit {d.get('commit')}): adapted rule / best searched "
            "held-out " + ", ".join(f"{k} {_f(v)}" for k, v in held.items())
            + "; tuning set " + ", ".join(f"{k} {_f(v)}" for k, v in vs.items() if k in tuning)
            + "; best copy fraction " + ", ".join(f"{k} {_f(v)}" for k, v in mem.items()) + "."]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--previous", type=Path, help="an earlier results file: its adapted-rule "
                    "figures (held-out first) beside this run's")
    args = ap.parse_args(argv)
    text = report(args.results, args.previous)
    if args.out:
        args.out.write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
