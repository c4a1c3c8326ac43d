"""Hardware counters of chosen configurations of the tuning spaces (issue 20 diagnosis:
why the model's lowest predictions run slow where it ranks a space badly).

Each ``SPACE:KEY`` (a configuration key as the measured caches write it, e.g.
``gram:1,64,4,0``) is compiled as ``benchmarks/tuning_runner.py`` compiles it, run once at
its GPU size under ``ncu --clock-control none`` (a helper process of this script is the
profiled target: a checked launch, then one timed launch) and its counters read: duration,
achieved occupancy, issue activity, stall reasons per issued instruction (those of
``model_profile.py``), and the global-load path: L1 requests, sectors and hits, L2 sectors
and hits, DRAM sectors read. The last profiled launch of each configuration is the one kept
(the first follows the reset of its outputs).

Writes ``OUT/tuning-profile-<gpu>-<date>.{json,md}``.

Usage (GPU with ncu): ``PYTHONPATH=src python3 benchmarks/tuning_profile.py --out-dir DIR
gram:1,64,4,0 gram:8,16,4,0 ...``
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

import model_profile  # noqa: E402
import tuning_runner  # noqa: E402
from warpsmith.tune import results  # noqa: E402

LOAD_PATH = ("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
             "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
             "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum",
             "lts__t_sectors_srcunit_tex_op_read.sum",
             "lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum",
             "dram__sectors_read.sum", "smsp__inst_executed_op_global_ld.sum")
METRICS = list(model_profile.METRICS) + list(LOAD_PATH)


def configuration(spec: str) -> tuple:
    """``(space, cfg)`` of ``SPACE:KEY``; an unknown space or key stops with its name."""
    name, _, key = spec.partition(":")
    space = tuning_runner.spaces_module().ALL.get(name)
    if space is None:
        raise SystemExit(f"tuning_profile: unknown space {name!r}")
    for cfg in space.configs():
        if space.key(cfg) == key:
            return space, cfg
    raise SystemExit(f"tuning_profile: space {name} has no configuration {key!r}")


def target(specs: list[str]) -> int:
    """Compile, check and launch each configuration (the process ncu profiles)."""
    from warpsmith.backends import cuda
    from warpsmith.tune import measure

    state = {"cp": cuda.cupy(), "clock": measure.CupyClock(), "limits": cuda.limits(),
             "problems": {}}
    for spec in specs:
        space, cfg = configuration(spec)
        (ent,) = tuning_runner.compile_task({"space": space.name, "configs": [cfg],
                                             "arch": "sm_90"})
        out = (tuning_runner.gpu_measure(state, ent, 1, 0) if ent["status"] == "ready"
               else ent)
        print(f"TARGET {spec} {out.get('status')} {out.get('reason', '')}", file=sys.stderr,
              flush=True)
    return 0


def profile(spec: str) -> dict:
    """The counters of one configuration's last profiled launch (or the error)."""
    space, _ = configuration(spec)
    cmd = ["ncu", "--clock-control", "none", "--page", "raw", "--csv",
           "--kernel-name", space.kernel, "--metrics", ",".join(METRICS),
           sys.executable, __file__, "--target", spec]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    launches = model_profile.parse_raw(r.stdout)
    status = [ln for ln in r.stderr.splitlines() if ln.startswith("TARGET")]
    return {"configuration": spec, "target": status, "ncu": launches[-1] if launches else None,
            "error": None if launches else (r.stderr[-800:] or r.stdout[-800:])}


def markdown(rec: dict) -> str:
    """One row per configuration: time, occupancy, top stalls and the load path."""
    md = [f"# Counters of tuning configurations: {rec['device']} ({rec['date']})", "",
          f"- command: `{rec['command']}`", "",
          "| configuration | us | occupancy % | issue % | top stalls (cycles per issue) | "
          "ld requests | L1 sectors | L1 hit % | L2 sectors | L2 hit % | DRAM sectors |",
          "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|"]
    for row in rec["rows"]:
        L = row["ncu"]
        if L is None:
            md.append(f"| {row['configuration']} | ncu failed: {row['error'][:200]!r} |")
            continue

        def g(k):
            v = L.get(k)
            return v if isinstance(v, float) else float("nan")
        stalls = sorted(((g(f"smsp__average_warps_issue_stalled_{s}_per_issue_active.ratio"), s)
                         for s in model_profile.STALLS), reverse=True)[:3]
        l1 = g(LOAD_PATH[1])
        l2 = g(LOAD_PATH[3])
        md.append(
            f"| {row['configuration']} | {g('gpu__time_duration.sum') / 1e3:.1f} | "
            f"{g('sm__warps_active.avg.pct_of_peak_sustained_active'):.1f} | "
            f"{g('smsp__issue_active.avg.pct_of_peak_sustained_active'):.1f} | "
            + ", ".join(f"{s} {v:.1f}" for v, s in stalls) + " | "
            f"{g(LOAD_PATH[0]):.0f} | {l1:.0f} | {100 * g(LOAD_PATH[2]) / l1:.1f} | "
            f"{l2:.0f} | {100 * g(LOAD_PATH[4]) / l2:.1f} | {g(LOAD_PATH[5]):.0f} |")
    return "\n".join(md) + "\n"


def main(argv=None) -> int:
    """Parse the options; profile each configuration in its own ncu run."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("configurations", nargs="*", help="SPACE:KEY")
    ap.add_argument("--out-dir", type=Path)
    ap.add_argument("--target", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.target:
        return target(a.target.split(";"))
    if a.out_dir is None or not a.configurations:
        ap.error("--out-dir and at least one SPACE:KEY are required")
    for spec in a.configurations:
        configuration(spec)
    a.out_dir.mkdir(parents=True, exist_ok=True)
    info = results.versions()
    dev, date = info.get("name", "gpu"), results.today()
    rows = []
    for spec in a.configurations:
        rows.append(profile(spec))
        print(spec, "ok" if rows[-1]["ncu"] else "failed", *rows[-1]["target"], flush=True)
    rec = {**results.header(dev, info, date=date), "metrics": METRICS, "rows": rows}
    results.write_results(results.stem(a.out_dir, "tuning-profile", dev, date), rec,
                          markdown(rec))
    print(markdown(rec))
    return 0


if __name__ == "__main__":
    sys.exit(main())
