"""Would the analytical model make a good veto for the memory optimizer? (issue 16)

For every kernel of the measured held-out suites whose optimizer variant differs from the
original and whose original and variant were both verified and timed, the model's
predictions of both (made in the same run, stored in the runner's results file) are set
against the measured times: a veto "the model predicts the variant more than MARGIN slower
than the original, so keep the original" is *right* when the variant was measured slower
than the original (by more than 2%) and *wrong* when it was measured faster (by more than
2%). CPU only: it reads committed results files.

    python3 benchmarks/optimizer_model_veto.py --out benchmarks/results/optimizer-model-veto-2026-11-28/veto.md
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"
MARGINS = (0.0, 0.1, 0.25, 0.5)
NOISE = 1.02  # a measured ratio within 2% is neither faster nor slower


def pairs() -> list:
    """(results file, kernel, predicted original, predicted variant, measured original,
    measured variant) of every changed, verified kernel of the suites' full runs."""
    out = []
    for f in sorted(RESULTS.glob("heldout*-h*-2026-11-2*/heldout*-h*-2026-11-2*.json")):
        if "recheck" in f.parent.name:
            continue
        doc = json.loads(f.read_text())
        for k in doc.get("kernels", []):
            roles = k.get("roles", {})
            o, v = roles.get("original"), roles.get("optimized")
            if not isinstance(o, dict) or not isinstance(v, dict) or not v.get("applied"):
                continue
            got = [_timed(r) for r in (o, v)]
            if None in got:
                continue
            (mo, po), (mv, pv) = got
            out.append((f.parent.name, k["name"], po, pv, mo, mv))
    return out


def _timed(role: dict) -> tuple | None:
    gpu = role.get("gpu") or {}
    t = (gpu.get("timing") or {}).get("median_ms")
    p = (role.get("prediction") or {}).get("predicted_ms")
    return (t, p) if gpu.get("verified") and t and p else None


def main(argv=None) -> int:
    """Count the veto's right and wrong calls per margin and write the table."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    rows = pairs()
    slower = sum(1 for r in rows if r[5] > r[4] * NOISE)
    lines = ["# A model veto for the optimizer, checked on the held-out suites' runs", "",
             f"{len(rows)} (run, kernel) pairs whose optimizer variant differs from the "
             f"original, both verified and timed; the variant was measured slower than the "
             f"original on {slower}. `python3 benchmarks/optimizer_model_veto.py` (CPU, from "
             "the committed results files).", "",
             "| margin | vetoes | right (variant measured slower) | wrong (variant measured faster) |",
             "|---:|---:|---:|---:|"]
    for m in MARGINS:
        veto = [r for r in rows if r[3] > r[2] * (1 + m)]
        right = sum(1 for r in veto if r[5] > r[4] * NOISE)
        wrong = sum(1 for r in veto if r[5] < r[4] / NOISE)
        lines.append(f"| {m:.2f} | {len(veto)} | {right} | {wrong} |")
    lines += ["", "Not shipped: at every margin the veto is wrong more often than right (the "
              "model predicts many merged-thread variants slower while they run faster)."]
    Path(a.out).write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
