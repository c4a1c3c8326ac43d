#!/usr/bin/env python3
"""The energy run's summary for ``docs/tuning.md`` (between its ``tune-energy`` markers),
from ``tune-energy.json`` of ``scripts/gpu_tune_energy.sh``: every number comes from the
file.

    python3 benchmarks/tune_energy_report.py benchmarks/results/tune-energy-h100-2026-11-26/tune-energy.json --docs docs/tuning.md
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from warpsmith.tune.results import replace_between_markers



def summary(doc: dict, path: str) -> str:
    """The Markdown summary of one energy run."""
    v = doc.get("versions") or {}
    parts = doc["parts"]
    lines = [f"From `{path}` ({v.get('name') or 'GPU'}, driver "
             f"{v.get('driver', '?')}, {doc['date']}, commit {doc.get('commit')}):", ""]
    r = parts.get("nvml_resolution", {})
    if r.get("ok"):
        lines.append(f"- NVML's energy counter under load changed {r['counter_changes']} times "
                     f"in {r['window_s']} s of polling every {r['poll_ms']} ms: median "
                     f"interval {r['refresh_interval_ms_median']:.1f} ms (min "
                     f"{r['refresh_interval_ms_min']:.1f}, max "
                     f"{r['refresh_interval_ms_max']:.1f}), median step "
                     f"{r['step_mj_median']} mJ; mean power {r['power_mean_w']:.0f} W.")
    else:
        lines.append(f"- counter resolution: not measured ({r.get('error')})")
    c = parts.get("cli_energy", {})
    if c.get("ok"):
        rows = [x for x in c["configs"] if x.get("energy_j") is not None]
        best = min(rows, key=lambda x: x["energy_j"]) if rows else None
        lines.append(f"- `warpsmith tune --objective energy`: {len(c['configs'])} configurations, "
                     f"{c['nonzero_energies']} with a non-zero energy per launch"
                     + (f"; lowest {best['energy_j'] * 1e3:.3f} mJ at {best['config']} "
                        f"({best['time_ms']:.4f} ms)" if best else "") + ".")
    else:
        lines.append(f"- tune --objective energy: failed ({c.get('error')})")
    s = parts.get("short_window", {})
    if s.get("ok"):
        lines.append(f"- The same space with a {s['energy_window_s'] * 1e3:g} ms window: "
                     f"{s['zero_energies']} of {len(s['configs'])} configurations read 0 J.")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("results")
    ap.add_argument("--docs")
    a = ap.parse_args(argv)
    text = summary(json.loads(Path(a.results).read_text()), a.results)
    print(text)
    if a.docs:
        replace_between_markers(Path(a.docs), text, "tune-energy")
    return 0


if __name__ == "__main__":
    sys.exit(main())
