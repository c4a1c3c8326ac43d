"""The coarsening advisor with and without the analytical model's check, on a frozen suite
whose variants were measured (CPU only: the choices are made here, the times are a committed
held-out run's).

For every kernel of the suite, ``ws.coarsen`` without a factor at the kernel's GPU launch on
``--device`` (the advisor, then the model's check: docs/coarsening.md) gives the factor it
returns and the check's verdict. The measured run (``benchmarks/heldout_runner.py``'s
results) has the original, the advisor's variant ("coarsened", the same advisor) and the
coarsenings by 2, 4 and 8; a vetoed kernel runs the original. Printed and written: the
geometric-mean speedup over the original without and with the check, the kernels within 5%
of the best of those measured, and the kernels more than 5% slower than the original.

Usage: ``python3 benchmarks/advisor_veto.py --suite benchmarks/heldout3 --device h100
--results benchmarks/results/heldout3-h100-2026-11-28/heldout3-h100-2026-11-28.json
--out OUT.json``
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))


def choices(suite: Path, device: str) -> dict:
    """Kernel name -> the factor ``ws.coarsen`` returns and the model's veto (or the
    error), at each kernel's GPU launch."""
    import warpsmith as ws
    from warpsmith.corpus import heldout as H
    from warpsmith.corpus import int_params

    out = {}
    for s in H.specs(suite, hands=False):
        P = s.paper
        k = ws.read(s.path, dialect=s.dialect).kernel(s.kernel)
        launch = ws.Launch(P.grid, P.block, P.dynamic_shared, int_params(k.function, dict(P.dims)))
        t = time.time()
        try:
            r = ws.coarsen(k, launch, device=device)
            out[s.name] = {"factor": r.factor, "veto": r.auto.veto if r.auto else None}
        except Exception as exc:  # noqa: BLE001 - a tool failure is a result here
            out[s.name] = {"error": f"{type(exc).__name__}: {exc}"[:300]}
        out[s.name]["seconds"] = round(time.time() - t, 2)
        print(s.name, out[s.name], flush=True)
    return out


def figures(results: dict, picks: dict) -> dict:
    """The advisor's figures on the measured run, without and with the check."""
    from warpsmith.corpus.heldout import measured_ms

    rows = []
    for k in results["kernels"]:
        pick = picks.get(k["name"])
        t0, tc = measured_ms(k, "original"), measured_ms(k, "coarsened")
        if not pick or "error" in pick or not t0 or not tc:
            continue
        measured = [t for t in (t0, tc, *(measured_ms(k, f"coarsen_f{f}") for f in (2, 4, 8)))
                    if t]
        rows.append({"kernel": k["name"], "original": t0, "advisor": tc,
                     "checked": t0 if pick["veto"] else tc, "best": min(measured),
                     "vetoed": bool(pick["veto"])})

    def summary(key):
        speed = [r["original"] / r[key] for r in rows]
        return {"geomean_speedup": math.exp(sum(map(math.log, speed)) / len(speed)),
                "within_5pct_of_best": sum(r[key] <= 1.05 * r["best"] for r in rows),
                "slower_than_original_by_5pct": sum(r[key] > 1.05 * r["original"] for r in rows)}
    best = math.exp(sum(math.log(r["original"] / r["best"]) for r in rows) / len(rows))
    return {"kernels": len(rows), "vetoed": sum(r["vetoed"] for r in rows),
            "advisor": summary("advisor"), "with_check": summary("checked"),
            "best_geomean_speedup": best, "rows": rows}


def main(argv=None) -> int:
    """Parse the options, choose, compare, print and write."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--suite", required=True)
    ap.add_argument("--device", required=True, help="the description the measured run used")
    ap.add_argument("--results", required=True, help="the suite's measured heldout results")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    picks = choices(Path(a.suite), a.device)
    fig = figures(json.loads(Path(a.results).read_text()), picks)
    doc = {"what": "the coarsening advisor without and with the analytical model's check "
                   "(CPU choices, committed GPU times)", "command": " ".join(sys.argv),
           "suite": a.suite, "device": a.device, "results": a.results, "choices": picks,
           **fig}
    Path(a.out).write_text(json.dumps(doc, indent=1) + "\n")
    for key in ("advisor", "with_check"):
        f = fig[key]
        print(f"{key}: geomean {f['geomean_speedup']:.3f} (best {fig['best_geomean_speedup']:.3f}), "
              f"within 5% of the best {f['within_5pct_of_best']} of {fig['kernels']}, "
              f"more than 5% slower than the original {f['slower_than_original_by_5pct']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
