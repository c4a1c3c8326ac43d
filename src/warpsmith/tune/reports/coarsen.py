#!/usr/bin/env python3
"""The report of a thread-coarsening exploration (``benchmarks/coarsen_runner.py``), made
from its JSON alone, so a committed ``coarsening-<gpu>-<date>.json`` can be turned into
the tables and figures again at any time:

    python3 benchmarks/coarsen_report.py benchmarks/results/coarsening-h100-2026-11-22.json [--out-dir DIR]

Writes, beside the JSON (or in ``--out-dir``), with the JSON's stem:

* ``<stem>.md``: per program the suite's local size, the best-local baseline, the best
  coarsening (stride 1) and the best coarsening with stride, their speed-ups over the
  baseline; the mean speed-ups beside the paper's (Fermi 1.20x, Kepler 1.15x); what was
  refused or pruned and why; what failed;
* ``<stem>-fig8.png``: like the paper's Fig. 8, per program three bars relative to the
  best-local baseline (the suite's local size; the best coarsening; the best coarsening
  plus stride), a line at 1.0;
* ``<stem>-fig9.png``: like the paper's Fig. 9, one small panel per program, the best
  speed-up of each coarsening factor (best dimension, stride and local size; dashed: stride
  1 only).

Every number comes from the JSON; nothing is typed in.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

BARS = (("original_local", "suite's local size"), ("best_coarsening", "best coarsening"),
        ("best_with_stride", "best coarsening + stride"))
COLORS = ("#9e9e9e", "#1f77b4", "#d62728")


def _f(x, fmt="{:.2f}") -> str:
    return fmt.format(x) if isinstance(x, (int, float)) and math.isfinite(x) else "-"


def _loc(v) -> str:
    return "x".join(str(int(t)) for t in v) if v else "-"


def _cfg(e: dict | None) -> str:
    if not e:
        return "-"
    return f"F{e['factor']} d{e['dim']} s{e['stride']} {_loc(e['local'])}"


def speedups(p: dict) -> dict:
    """The three Fig. 8 speed-ups of one program row (None where not measured)."""
    return {"original_local": (p.get("default_local") or {}).get("speedup"),
            "best_coarsening": (p.get("best_coarsening") or {}).get("speedup"),
            "best_with_stride": (p.get("best_with_stride") or {}).get("speedup")}


def driver(res: dict) -> str | None:
    """The NVIDIA driver's version a result was measured with. The runner records it in
    ``versions`` of every GPU run; the top-level ``driver`` is that of the last run, which
    an ``--ncu`` or ``--sim-counters`` call (whose header carries no versions) can leave
    empty, so fall back to ``versions["driver"]``, then to ``nvidia-smi``'s line
    (``name, driver, memory, clock``)."""
    v = res.get("versions") or {}
    if res.get("driver"):
        return res["driver"]
    if v.get("driver"):
        return v["driver"]
    smi = [t.strip() for t in str(v.get("nvidia_smi") or "").split(",")]
    return smi[1] if len(smi) > 1 and smi[1] else None


def markdown(res: dict) -> str:
    """The markdown report of a result (see the module docstring)."""
    L = [f"# Thread coarsening on {res.get('device')} ({res.get('date')})", ""]
    L.append(f"- command: `{res.get('command')}`")
    if len(res.get("commands") or []) > 1:
        L.append(f"- {len(res['commands'])} calls: " + "; ".join(f"`{c}`" for c in res["commands"]))
    v = res.get("versions") or {}
    L.append(f"- driver {driver(res)}, CUDA runtime {v.get('runtime')}, NVRTC "
             f"{v.get('nvrtc')}, CuPy {v.get('cupy')}; sizes: {res.get('sizes')}")
    sp = res.get("space") or {}
    L.append(f"- space (paper Table 1): factors {sp.get('factors')}, strides "
             f"{[s for s in sp.get('strides', []) if isinstance(s, int)]} (factor > 1 only), "
             f"dimension {sp.get('dims')}, local sizes '{sp.get('local_sizes')}' "
             f"({len(sp.get('local_sizes_1d') or [])} in 1D, {len(sp.get('local_sizes_2d') or [])} in 2D)")
    tm = res.get("timing") or {}
    L.append(f"- timing: {tm.get('statistic')}; warm-up {tm.get('warmup')}, {tm.get('reps')} launches")
    L.append(f"- verified: {res.get('verification')}")
    L += ["", "Speed-ups are over the baseline: the uncoarsened kernel at its best local size. "
          "Configurations: F factor, d dimension, s stride, local size of the coarsened kernel.", "",
          "| # | program | suite local | ms | baseline local | ms | suite/baseline | best coarsening | ms | speed-up | best + stride | ms | speed-up | timed | refused | pruned | failed | pending |",
          "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for p in res.get("programs", []):
        d, b = p.get("default_local") or {}, p.get("baseline") or {}
        c, s = p.get("best_coarsening"), p.get("best_with_stride")
        L.append(f"| {p['number']} | {p['name']} | {_loc(d.get('local'))} | {_f(d.get('ms'), '{:.4f}')} | "
                 f"{_loc(b.get('local'))} | {_f(b.get('ms'), '{:.4f}')} | {_f(d.get('speedup'))} | "
                 f"{_cfg(c)} | {_f((c or {}).get('ms'), '{:.4f}')} | {_f((c or {}).get('speedup'))} | "
                 f"{_cfg(s)} | {_f((s or {}).get('ms'), '{:.4f}')} | {_f((s or {}).get('speedup'))} | "
                 f"{p.get('configs_timed')} | {p.get('configs_refused')} | {p.get('configs_pruned')} | "
                 f"{p.get('configs_failed')} | {p.get('configs_pending')} |")
    m, g = res.get("mean_speedup") or {}, res.get("mean_speedup_geometric") or {}
    paper = res.get("paper") or {}
    L += ["", f"## Mean speed-ups ({m.get('programs')} programs with all three numbers)", "",
          "| | arithmetic mean | geometric mean | " + " | ".join(f"paper, {k}" for k in paper) + " |",
          "|---|---|---|" + "---|" * len(paper)]
    ps = res.get("paper_stride_gain") or {}
    rows = (("suite's local size", "original_local", {}),
            ("best coarsening", "best_coarsening", {}),
            ("best coarsening + stride", "best_with_stride", paper),
            ("stride gain (with stride / without)", "stride_gain", ps))
    for label, key, pap in rows:
        L.append(f"| {label} | {_f(m.get(key))} | {_f(g.get(key))} | "
                 + " | ".join(_f(pap.get(k)) if pap else "" for k in paper) + " |")
    L += ["", f"The paper's numbers ({res.get('paper_source', 'section 6.1')}) are its average "
          "best speed-ups (maximum over all settings) on Fermi (GTX 480) and Kepler (K20c); the "
          "row 'best coarsening + stride' is the one comparable with them."]
    L += ["", "## By factor (best over dimension, stride and local size)", "",
          "| program | " + " | ".join(f"F{f}" for f in (1, 2, 4, 8, 16, 32)) + " |",
          "|---|" + "---|" * 6]
    for p in res.get("programs", []):
        bf = p.get("by_factor") or {}
        L.append(f"| {p['name']} | " + " | ".join(_f((bf.get(str(f)) or {}).get("speedup"))
                                                  for f in (1, 2, 4, 8, 16, 32)) + " |")
    L += ["", "## Refused and pruned configurations", ""]
    for p in res.get("programs", []):
        if p.get("refusals"):
            L.append(f"- {p['name']}: " + "; ".join(f"{k}: {n}" for k, n in p["refusals"].items()))
            for k, ex in (p.get("refusal_examples") or {}).items():
                L.append(f"  - e.g. {k}: {ex}")
    fails = [p for p in res.get("programs", []) if p.get("failures")]
    if fails:
        L += ["", "## Failed configurations (never timed)", ""]
        for p in fails:
            L.append(f"- {p['name']}: " + "; ".join(f"{k}: {n}" for k, n in p["failures"].items()))
            for k, ex in (p.get("failure_examples") or {}).items():
                L.append(f"  - e.g. {k}: {ex}")
    cn = res.get("counters") or []
    if cn:
        L += ["", f"## Counters: {sum(1 for c in cn if c.get('ncu'))} configurations profiled "
              f"with ncu, {sum(1 for c in cn if c.get('sim'))} traced on the simulator (CI size); "
              "rows in the JSON's `counters`."]
    stem = res.get("_stem")
    if stem:
        L += ["", f"![Fig. 8]({stem}-fig8.png)", "", f"![Fig. 9]({stem}-fig9.png)"]
    return "\n".join(L) + "\n"


def _plt():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def figure8(res: dict, path: Path) -> Path:
    """Per program the three speed-ups over the best-local baseline (paper Fig. 8)."""
    plt = _plt()
    progs = res.get("programs", [])
    names = [f"{p['number']}) {p['name']}" for p in progs]
    vals = [speedups(p) for p in progs]
    m = res.get("mean_speedup") or {}
    names.append("mean")
    vals.append({k: m.get(k) for k, _ in BARS})
    fig, ax = plt.subplots(figsize=(max(8, 0.6 * len(names) + 2), 4.5))
    w = 0.27
    ys = [v for row in vals for v in row.values() if isinstance(v, (int, float)) and v > 0]
    for j, ((key, label), color) in enumerate(zip(BARS, COLORS)):
        xs = [i + (j - 1) * w for i in range(len(names))]
        hs = [(row.get(key) or 0.0) for row in vals]
        ax.bar(xs, hs, width=w, color=color, label=label)
    ax.axhline(1.0, color="black", linewidth=0.8)
    if ys and max(ys) / max(min(ys), 1e-9) > 8:
        ax.set_yscale("log", base=2)
    ax.set_xticks(range(len(names)))
    ax.set_xticklabels(names, rotation=60, ha="right", fontsize=8)
    ax.set_ylabel("speed-up over the best-local baseline")
    ax.set_title(f"Thread coarsening on {res.get('device')} ({res.get('date')}, {res.get('sizes')} sizes)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=130)
    plt.close(fig)
    return path


def figure9(res: dict, path: Path) -> Path:
    """Per program the best speed-up of each coarsening factor (paper Fig. 9)."""
    plt = _plt()
    progs = res.get("programs", [])
    n = max(len(progs), 1)
    cols = min(6, n)
    rows = math.ceil(n / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(2.2 * cols, 1.9 * rows), squeeze=False)
    factors = (1, 2, 4, 8, 16, 32)
    for k, ax in enumerate(axes.flat):
        if k >= len(progs):
            ax.axis("off")
            continue
        p = progs[k]
        bf = p.get("by_factor") or {}
        xs = [f for f in factors if (bf.get(str(f)) or {}).get("speedup")]
        ax.plot(xs, [bf[str(f)]["speedup"] for f in xs], "o-", color=COLORS[2], markersize=3,
                label="best")
        x1 = [f for f in factors if (bf.get(str(f)) or {}).get("speedup_stride1")]
        ax.plot(x1, [bf[str(f)]["speedup_stride1"] for f in x1], "--", color=COLORS[1],
                linewidth=0.8, label="stride 1")
        ax.axhline(1.0, color="black", linewidth=0.6)
        if xs or x1:
            ax.set_xscale("log", base=2)
            ax.set_xticks(factors)
            ax.set_xticklabels([str(f) for f in factors], fontsize=6)
        else:
            ax.text(0.5, 0.5, "not timed", transform=ax.transAxes, ha="center", fontsize=7)
            ax.set_xticks([])
        ax.tick_params(axis="y", labelsize=6)
        ax.set_title(f"{p['number']}) {p['name']}", fontsize=7)
        if k == 0:
            ax.set_ylabel("speed-up", fontsize=7)
            ax.legend(fontsize=5, loc="best")
    fig.suptitle(f"Best speed-up per coarsening factor, {res.get('device')}", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=130)
    plt.close(fig)
    return path


def write_report(res: dict, out_dir, stem: str) -> list[Path]:
    """Write ``<stem>.md``, ``<stem>-fig8.png`` and ``<stem>-fig9.png`` in ``out_dir``;
    returns their paths (the figures are left out, with a line in the markdown, where
    matplotlib is missing)."""
    out_dir = Path(out_dir)
    res = dict(res, _stem=stem)
    paths = []
    try:
        paths.append(figure8(res, out_dir / f"{stem}-fig8.png"))
        paths.append(figure9(res, out_dir / f"{stem}-fig9.png"))
    except ImportError as exc:
        res["_stem"] = None
        md = markdown(res) + f"\n(figures not drawn: {exc})\n"
        (out_dir / f"{stem}.md").write_text(md)
        return [out_dir / f"{stem}.md"]
    (out_dir / f"{stem}.md").write_text(markdown(res))
    return [out_dir / f"{stem}.md"] + paths


def main(argv=None) -> int:
    """The command line (``benchmarks/coarsen_report.py``): the report of one JSON."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("json", help="coarsening-<gpu>-<date>.json written by coarsen_runner.py")
    ap.add_argument("--out-dir", help="where to write (default: beside the JSON)")
    ap.add_argument("--md-only", action="store_true",
                    help="write only <stem>.md (leave the figures as they are)")
    a = ap.parse_args(argv)
    path = Path(a.json)
    try:
        res = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        print(f"coarsen_report: cannot read {path}: {exc}", file=sys.stderr)
        return 2
    if a.md_only:
        md = Path(a.out_dir) if a.out_dir else path.parent
        (md / f"{path.stem}.md").write_text(markdown(dict(res, _stem=path.stem)))
        print(md / f"{path.stem}.md")
        return 0
    for p in write_report(res, Path(a.out_dir) if a.out_dir else path.parent, path.stem):
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
