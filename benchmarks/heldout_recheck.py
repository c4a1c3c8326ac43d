"""An in-sample re-measurement of held-out kernels after an optimizer change, set beside the
suites' earlier measured runs (issue 16): for every kernel re-measured, the tool / hand ratio
of the earlier run and of the new one, with the steps each applied.

    python3 benchmarks/heldout_recheck.py benchmarks/results/heldout-recheck-h200-2026-11-28 \\
        --out benchmarks/results/heldout-recheck-h200-2026-11-28/README-table.md

The new run is one folder per suite (``<dir>/<suite>/<suite>-<gpu>-<date>.json``, what
``scripts/gpu_heldout.sh --suite benchmarks/<suite> --kernels ...`` writes); the earlier runs
are the results folders of :data:`EARLIER` (each suite's last full run). Both ratios are
measured within one run each (original, tool and hand timed together); the earlier runs of
the first three suites were on an H100, the later ones and the re-measurement on an H200, so
compare ratios, not milliseconds, across them.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"

#: each suite's last full measured run (the "before" of a re-measurement)
EARLIER = {"heldout": "heldout-h100-2026-11-26-final",
           "heldout2": "heldout2-h100-2026-11-26",
           "heldout3": "heldout3-h100-2026-11-28",
           "heldout4": "heldout4-h200-2026-11-28",
           "heldout5": "heldout5-h200-2026-11-28-after",
           "heldout6": "heldout6-h200-2026-11-28",
           "heldout7": "heldout7-h200-2026-11-28",
           "heldout8": "heldout8-h200-2026-11-28",
           "heldout9": "heldout9-h200-2026-11-28",
           "heldout10": "heldout10-h200-2026-11-28",
           "heldout11": "heldout11-h200-2026-11-28",
           "heldout12": "heldout12-h200-2026-11-28",
           "heldout13": "heldout13-h200-2026-11-28",
           "heldout14": "heldout14-h200-2026-11-28",
           "heldout15": "heldout15-h200-2026-11-28"}


def kernels(folder: Path) -> dict:
    """Name -> kernel record of the runner's results file in ``folder``."""
    files = sorted(f for f in folder.glob("*.json") if "model-cpu" not in f.name)
    if not files:
        raise SystemExit(f"heldout_recheck: no results file in {folder}")
    return {k["name"]: k for k in json.loads(files[0].read_text())["kernels"]}


def median_ms(k: dict | None, role: str) -> float | None:
    """The verified GPU median of ``role`` (a role measured as another, ``same_as``, such as
    the optimizer's "no variant", has that one's)."""
    from warpsmith.corpus.heldout import measured_ms

    return None if k is None else measured_ms(k, role)


def steps(k: dict | None) -> str:
    """The optimizer's applied steps, comma-separated ("none" when it left the kernel)."""
    applied = ((k or {}).get("roles", {}).get("optimized") or {}).get("applied") or []
    return ", ".join(a["step"] for a in applied) or "none"


def rows(after_dir: Path) -> list[dict]:
    """One row per re-measured kernel: the earlier and new ratios and steps."""
    out = []
    for suite_dir in sorted(p for p in after_dir.iterdir() if p.is_dir()):
        suite = suite_dir.name
        before = kernels(RESULTS / EARLIER[suite]) if suite in EARLIER else {}
        for name, k in kernels(suite_dir).items():
            b = before.get(name)
            out.append({"suite": suite, "kernel": name,
                        "before_tool_ms": median_ms(b, "optimized"),
                        "before_hand_ms": median_ms(b, "hand"), "before_steps": steps(b),
                        "original_ms": median_ms(k, "original"),
                        "tool_ms": median_ms(k, "optimized"), "hand_ms": median_ms(k, "hand"),
                        "steps": steps(k)})
    return out


def _ratio(a, b) -> str:
    return "-" if a is None or b is None else f"{a / b:.2f}"


def _ms(x) -> str:
    return "-" if x is None else f"{x:.4f}"


def table(rs: list[dict]) -> str:
    """The Markdown table of :func:`rows`."""
    out = ["| suite | kernel | before: tool / hand | before: steps | original ms | tool ms | "
           "hand ms | tool / hand | steps |", "|---|---|---:|---|---:|---:|---:|---:|---|"]
    for r in rs:
        out.append(f"| {r['suite']} | {r['kernel']} | "
                   f"{_ratio(r['before_tool_ms'], r['before_hand_ms'])} | {r['before_steps']} | "
                   f"{_ms(r['original_ms'])} | {_ms(r['tool_ms'])} | {_ms(r['hand_ms'])} | "
                   f"{_ratio(r['tool_ms'], r['hand_ms'])} | {r['steps']} |")
    within = [r for r in rs if r["tool_ms"] and r["hand_ms"]]
    close = sum(r["tool_ms"] <= 1.10 * r["hand_ms"] for r in within)
    before = [r for r in rs if r["before_tool_ms"] and r["before_hand_ms"]]
    close_b = sum(r["before_tool_ms"] <= 1.10 * r["before_hand_ms"] for r in before)
    out += ["", f"Tool within 10% of the hand version: {close} of {len(within)} now, "
                f"{close_b} of {len(before)} in the earlier runs."]
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("after", help="the re-measurement's folder (one sub-folder per suite)")
    ap.add_argument("--out", help="write the Markdown table here (default: print it)")
    a = ap.parse_args(argv)
    text = table(rows(Path(a.after)))
    if a.out:
        Path(a.out).write_text(text)
        print(f"wrote {a.out}")
    else:
        print(text, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
