"""Figures and a Markdown table from benchmarks/fusion_runner.py's results JSON.

    python3 benchmarks/fusion_report.py RESULTS.json OUT_DIR

Writes fusion-report.md (every number read from the JSON), fig52-<f>.png (predicted vs
measured per fusion), fig53-<f>.png (measured in predicted order with a degree-5 fit).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np


def melem(n: int, ms) -> str:
    return "-" if ms is None else f"{n / (ms * 1e-3) / 1e6:,.0f}"


def failed(row: dict, col: str) -> str | None:
    """Why column ``col`` (``*_ms``) of ``row`` has no time: the runner's ``*_failed``
    kind, else read from an ``*_error`` traceback (results of older runners); None when
    it did not fail."""
    if row.get(col[:-3] + "_failed"):
        return row[col[:-3] + "_failed"]
    err = row.get(col + "_error") or row.get(col[:-3] + "_error")
    if err is None:
        return None
    low = err.lower()
    marks = ("out of memory", "outofmemory", "resource_exhausted",
             "of the allocated memory")  # a torch OOM message's tail
    return "out of memory" if any(m in low for m in marks) else "error"


def cell(n: int, row: dict, col: str) -> str:
    """A table cell: Melem/s, or OOM / error (see the note under the table), or -."""
    if row.get(col) is None:
        why = failed(row, col)
        if why:
            return "OOM" if why == "out of memory" else "error"
    return melem(n, row.get(col))


def table(d: dict) -> list:
    cols = ["best_ms", "unfused_ms", "torch_eager_ms", "torch_compile_ms",
            "torch_compile_mulsum_ms", "jax_jit_ms", "floor_ms"]
    lines = ["| function | n | " + " | ".join(c[:-3] for c in cols) +
             " | best/floor | speed-up vs torch.compile | best rank |",
             "|---" * (len(cols) + 5) + "|"]
    for key, f in d.get("functions", {}).items():
        for n, row in f["sizes"].items():
            n = int(n)
            cells = [cell(n, row, c) for c in cols]
            frac = (row["floor_ms"] / row["best_ms"]) if row.get("floor_ms") else None
            sp = (row["torch_compile_ms"] / row["best_ms"]) if row.get("torch_compile_ms") else None
            lines.append(f"| {key} | {n:,} | " + " | ".join(cells) +
                         f" | {'-' if frac is None else f'{frac:.0%}'} | "
                         f"{'-' if sp is None else f'{sp:.1f}x'} | {row.get('best_rank')} |")
    return lines


def figures(d: dict, out: Path) -> list:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    made = []
    for key, rec in d.get("fusions", {}).items():
        if not rec["measured_ns"]:
            continue
        meas = 1e3 / np.array(rec["measured_ns"])
        pred = 1e3 / np.array(rec["predicted_ns"])
        order = np.argsort(-meas)
        fig, ax = plt.subplots(figsize=(7, 4))
        ax.plot(meas[order], "o-", label="measured")
        ax.plot(pred[order], "x", label="predicted")
        ax.set_xlabel("fusion (by measured performance)")
        ax.set_ylabel("Melem/s")
        ax.set_title(f"Fig. 5.2 (H100): fusions of function {key}")
        ax.legend()
        p = out / f"fig52-{key}.png"
        fig.savefig(p, dpi=110, bbox_inches="tight")
        made.append(p.name)
    for key, rec in d.get("order", {}).items():
        m = np.array(rec["measured_ms"])
        if len(m) < 2:
            continue
        perf = (1 << 20) / (m * 1e-3) / 1e6
        x = np.arange(len(perf))
        fig, ax = plt.subplots(figsize=(7, 4))
        ax.plot(x, perf, ".", label="measured")
        if len(x) > 6:
            ax.plot(x, np.polyval(np.polyfit(x, perf, 5), x), "-", label="degree-5 fit")
        ax.set_xlabel("implementation (predicted order)")
        ax.set_ylabel("Melem/s at 1M elements")
        ax.set_title(f"Fig. 5.3 (H100): function {key}")
        ax.legend()
        p = out / f"fig53-{key}.png"
        fig.savefig(p, dpi=110, bbox_inches="tight")
        made.append(p.name)
    return made


def main(argv=None) -> int:
    argv = argv or sys.argv[1:]
    d = json.loads(Path(argv[0]).read_text())
    out = Path(argv[1] if len(argv) > 1 else ".")
    h = d.get("header", {})
    lines = [f"# Fusion compiler on {h.get('device')} ({h.get('date')}, commit {h.get('commit')})",
             "", f"Copy rate: {d.get('copy_bytes_per_s', 0) / 1e9:.0f} GB/s. Melem/s:", ""]
    lines += table(d)
    lines += ["", "OOM: the framework ran out of GPU memory at that size; error: it failed "
              "otherwise (tracebacks under `*_error` in fusion-results.json); -: not measured."]
    if d.get("psi_failed") or d.get("psi_skipped"):
        lines += ["", "## Psi table", "",
                  f"- routines that did not compile: {len(d.get('psi_failed', {}))}"
                  + "".join(f"\n  - {k}: {v.splitlines()[0]}" for k, v in
                            sorted(d.get("psi_failed", {}).items())),
                  f"- (kernel, extra bytes) cells not run: {len(d.get('psi_skipped', {}))}"]
    lines += ["", "## Order studies (Tables 5.1/5.2)", ""]
    for key, rec in d.get("order", {}).items():
        lines.append(f"- function {key}: {len(rec['measured_ms'])} implementations measured, "
                     f"positions of the best five {rec.get('best_five_positions')}, "
                     f"compiler {rec['compile_s']:.2f} s")
    lines += ["", "## Compiler time", "", "```", json.dumps(d.get("compiler_time"), indent=1),
              "```", "", "## max-autotune", "", "```",
              json.dumps(d.get("max_autotune"), indent=1), "```"]
    try:
        lines += ["", "Figures: " + ", ".join(figures(d, out))]
    except Exception as e:  # noqa: BLE001
        lines += ["", f"figures failed: {e}"]
    if d.get("errors"):
        lines += ["", "## Errors", ""] + [f"- {k}" for k in d["errors"]]
    (out / "fusion-report.md").write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
