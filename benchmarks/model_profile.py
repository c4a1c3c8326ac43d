"""Hardware counters of the model's validation variants, beside the model's own terms
(issue 6 diagnosis: where the H100's time goes where the model is wrong).

For each selected variant (``family:variant``, default the FFT and scan points the model
misranks) this runs the variant's program once at the paper size under ``ncu
--clock-control none`` (a helper process of this script is the profiled target) and reads,
per launch: duration, warp instructions executed, active cycles, achieved occupancy,
the issue slots used, the average stall of a warp per issued instruction by reason
(long scoreboard, no instruction, wait, math pipe throttle, MIO throttle, barrier, ...),
shared-memory wavefronts and bank conflicts, DRAM and L2 traffic. Beside them it writes
the model's prediction of the same launch (its warp instructions, terms, critical path and
bottleneck), so that a wrong mechanism shows as a column that disagrees.

Writes ``OUT/model-profile-<gpu>-<date>.{json,md}``.

Usage (GPU with ncu): ``PYTHONPATH=src python3 benchmarks/model_profile.py --out-dir DIR``
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from warpsmith.tune import results  # noqa: E402


DEFAULT = ("fft:global_r4", "fft:global_r16", "fft:shared_r2", "fft:shared_r4",
           "fft:shared_r16", "scan:Init/64", "scan:Div/64", "scan:Init/512", "scan:Div/512",
           "scan:Init_Bank/256", "scan:Div_Bank/256")

STALLS = ("long_scoreboard", "short_scoreboard", "wait", "no_instruction", "math_pipe_throttle",
          "mio_throttle", "lg_throttle", "barrier", "not_selected", "selected",
          "dispatch_stall", "drain", "imc_miss", "branch_resolving", "membar", "tex_throttle",
          "misc", "sleeping")
METRICS = (["gpu__time_duration.sum", "smsp__inst_executed.sum", "smsp__cycles_active.avg",
            "sm__cycles_elapsed.avg.per_second", "sm__warps_active.avg.pct_of_peak_sustained_active",
            "smsp__issue_active.avg.pct_of_peak_sustained_active",
            "smsp__inst_executed.avg.per_cycle_active", "smsp__thread_inst_executed.sum",
            "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum",
            "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum",
            "smsp__inst_executed_op_shared_ld.sum", "smsp__inst_executed_op_shared_st.sum",
            "dram__bytes.sum", "lts__t_sectors.sum", "launch__registers_per_thread",
            "launch__occupancy_limit_blocks", "launch__waves_per_multiprocessor",
            "smsp__warps_launched.sum"]
           + [f"smsp__average_warps_issue_stalled_{s}_per_issue_active.ratio" for s in STALLS])


def target(names: list[str]) -> int:
    """Run each program once on GPU 0 (the process ncu profiles)."""
    from warpsmith.tune.programs import GpuExecutor, host_buffers
    from warpsmith.corpus import model_families as F

    ex = GpuExecutor()
    for spec in names:
        fam, var = spec.split(":", 1)
        prog = F.program(fam, var, "paper")
        ex.prepare(prog)
        bufs = ex.upload(host_buffers(prog, prog.inputs(0), poison=False))
        ex.run(prog, prog.launches, bufs)
        ex.download(bufs, [])
        ex.release()
    return 0


def parse_raw(text: str) -> list[dict]:
    """ncu ``--page raw --csv``: one row per profiled launch, metric name -> value."""
    lines = [ln for ln in text.splitlines() if ln.startswith('"')]
    rows = list(csv.reader(io.StringIO("\n".join(lines))))
    if len(rows) < 3:
        return []
    head, out = rows[0], []
    for r in rows[2:]:  # rows[1] holds the units
        rec = {}
        for k, v in zip(head, r):
            try:
                rec[k] = float(v.replace(",", ""))
            except ValueError:
                rec[k] = v
        out.append(rec)
    return out


def model_terms(spec: str) -> list[dict]:
    """The model's prediction of each launch of the variant (H100 description)."""
    from warpsmith.corpus import model_families as F
    from warpsmith.pipeline_predict import predict_launches

    fam, var = spec.split(":", 1)
    prog = F.program(fam, var, "paper")
    out = []
    for idx, p in zip(prog.timed, predict_launches(prog.model_launches(), device="h100")):
        instr = 0.0
        for t in _tokens(p.tokens):
            instr += t.get("count", 1.0) * t.get("weight", 1.0) if t.get("kind") in (
                "C", "M", "Mbar", "S", "Sbar", "A", "B") else 0.0
        out.append({"launch": idx, "kernel": p.kernel, "predicted_ms": p.predicted_ms,
                    "bottleneck": p.bottleneck, "n_warps": p.n_warps,
                    "warp_instructions_per_warp": instr,
                    "critical_path_cycles": p.critical_path_cycles,
                    "cycles": p.cycles, "terms": p.terms,
                    "registers": p.resources.get("registers")})
    return out


def _tokens(items, mult=1.0):
    for it in items:
        if "items" in it:
            yield from _tokens(it["items"], mult * it.get("loop", 1.0))
        else:
            t = dict(it)
            t["weight"] = t.get("weight", 1.0) * mult
            yield t


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", type=Path)
    ap.add_argument("--variants", help="comma-separated family:variant (default: "
                    + ", ".join(DEFAULT) + ")")
    ap.add_argument("--target", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.target:
        return target(a.target.split(","))
    if a.out_dir is None:
        ap.error("--out-dir is required")
    names = a.variants.split(",") if a.variants else list(DEFAULT)
    a.out_dir.mkdir(parents=True, exist_ok=True)
    info = results.versions()
    dev = info.get("name", "gpu")
    date = results.today()
    rows = []
    for spec in names:
        cmd = ["ncu", "--clock-control", "none", "--page", "raw", "--csv",
               "--metrics", ",".join(METRICS), sys.executable, __file__, "--target", spec]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        launches = parse_raw(r.stdout)
        err = None if launches else (r.stderr[-800:] or r.stdout[-800:])
        model = model_terms(spec)
        # the program's launches are profiled in order; the model covers the timed ones
        rows.append({"variant": spec, "ncu": launches, "model": model, "error": err})
        print(spec, len(launches), "launches profiled", "" if not err else err, flush=True)
    rec = {**results.header(dev, info, date=date), "metrics": METRICS, "rows": rows}
    results.write_results(results.stem(a.out_dir, "model-profile", dev, date), rec, markdown(rec))
    print(markdown(rec))
    return 0


def markdown(rec: dict) -> str:
    """One table row per profiled launch, the model's numbers of the same launch beside."""
    md = [f"# Hardware counters of the model's variants: {rec['device']} ({rec['date']})", "",
          f"- command: `{rec['command']}`", "",
          "| variant | launch | us | warp instr (ncu) | per warp (ncu) | per warp (model) | "
          "IPC/SMSP | occupancy % | top stalls (cycles per issue) | shared wavefronts | "
          "bank conflicts | model us | model bottleneck |",
          "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|"]
    for row in rec["rows"]:
        model = row["model"]
        for i, L in enumerate(row["ncu"]):
            def g(k):
                v = L.get(k)
                return v if isinstance(v, float) else float("nan")
            warps = g("smsp__warps_launched.sum")
            stalls = sorted(((g(f"smsp__average_warps_issue_stalled_{s}_per_issue_active.ratio"), s)
                             for s in STALLS), reverse=True)[:3]
            m = next((x for x in model if x["launch"] == i), None)
            md.append(
                f"| {row['variant']} | {i} | {g('gpu__time_duration.sum') / 1e3:.2f} | "
                f"{g('smsp__inst_executed.sum'):.0f} | {g('smsp__inst_executed.sum') / warps:.0f} | "
                + (f"{m['warp_instructions_per_warp']:.0f}" if m else "-") + " | "
                f"{g('smsp__inst_executed.avg.per_cycle_active'):.2f} | "
                f"{g('sm__warps_active.avg.pct_of_peak_sustained_active'):.1f} | "
                + ", ".join(f"{s} {v:.1f}" for v, s in stalls) + " | "
                f"{g('l1tex__data_pipe_lsu_wavefronts_mem_shared.sum'):.0f} | "
                f"{g('l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum'):.0f} | "
                + (f"{m['predicted_ms'] * 1e3:.2f} | {m['bottleneck']}" if m else "- | -") + " |")
        if row["error"]:
            md.append(f"| {row['variant']} | - | ncu failed: {row['error'][:200]!r} |")
    return "\n".join(md) + "\n"


if __name__ == "__main__":
    sys.exit(main())
