#!/usr/bin/env python3
"""How fast ``tune.rank.rank`` ranks a tuning space on this CPU (issue 20, section 2: a
500-configuration space in under a minute on 2 cores), and the floor NVRTC sets.

    python3 benchmarks/rank_speed.py --spaces matmul --limit 100 --jobs 2 \\
        --out benchmarks/results/rank-speed-cpu-2026-11-26.json

Per space (run-2 H100 caches, ``--limit`` configurations spread over it, as
``rank_accuracy.py`` picks them), in a fresh process with no on-disk cache:

* ``rank_cpu_s``: CPU seconds of ``rank`` (this process and its pool's workers);
* ``compile_cpu_s``: CPU seconds of compiling each configuration's kernel once with NVRTC
  (what the model's compile report needs; no prediction can skip it): the floor;
* ``compile_batched_cpu_s``: the same compiles, several kernels per NVRTC program, as
  ``predict_space`` now compiles them;
* both per configuration and as 500 configurations on 2 idle cores (CPU s per
  configuration x 250): the machine is shared by other sessions, so wall seconds say
  little; the load average is recorded.

The figures of the code before the speed-ups are those of
``rank-accuracy-cpu-2026-11-26.json`` (same spread of 100 configurations, same formula).

``--phases`` adds ``phases``: the same ranking once more in this process (``jobs=1``)
with the CPU seconds per configuration of its parts (NVRTC, the replay, the PDG, the
frontend, ...): where the time goes.

``--baseline-tree DIR`` (a checkout of the code to compare with, e.g. ``git archive`` of
``main``) adds ``interleaved``: ``--rounds`` pairs of runs, the baseline's and this
tree's alternately, each in a fresh process (``python3 -c`` over that tree's ``src`` and
``benchmarks``), with the load average before each, so that both see the same load of a
shared machine; each run's predictions are compared with the first baseline run's
(``same_predictions``: equal floats).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(HERE))

from rank_accuracy import _commit, _cpu, spaces_module, spread  # noqa: E402
from rank_predictions import cache_configs, predict_cu  # noqa: E402


def compile_floor(sp, cfgs: list[dict]) -> float:
    """CPU seconds of one NVRTC compile of each configuration's kernel (as the model
    compiles it: the CUDA backend's text, line information)."""
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.backends.cuda_compile import compile_cuda
    from warpsmith.pipeline_predict import read_kernel

    texts = []
    for cfg in cfgs:
        module, fn = read_kernel(str(sp.path), sp.kernel, sp.defines(cfg))
        texts.append((cuda_source(module, fn), fn.name))
    c0 = time.process_time()
    for text, name in texts:
        compile_cuda(text, name, "sm_90", ["-lineinfo"], filename="warpsmith-kernel.cu")
    return time.process_time() - c0


def compile_floor_batched(sp, cfgs: list[dict]) -> float | None:
    """CPU seconds of the same compiles done as ``predict_space`` does them now, several
    kernels per NVRTC program (``pipeline_predict.BATCH``); None where this tree has no
    batched compile (the code before it)."""
    try:
        from warpsmith.backends.cuda_compile import compile_batch
        from warpsmith.pipeline_predict import BATCH
    except ImportError:
        return None
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.pipeline_predict import read_kernel

    texts = []
    for cfg in cfgs:
        module, fn = read_kernel(str(sp.path), sp.kernel, sp.defines(cfg))
        texts.append((cuda_source(module, fn), fn.name))
    c0 = time.process_time()
    for i in range(0, len(texts), BATCH):
        compile_batch(texts[i:i + BATCH], "sm_90", ["-lineinfo"],
                      filename="warpsmith-kernel.cu")
    return time.process_time() - c0


#: one timed ranking in a fresh process of a tree (argv: tree, space, limit, jobs)
_ONE_RUN = r"""
import json, os, sys, time
tree = sys.argv[1]
sys.path[:0] = [tree + "/src", tree + "/benchmarks"]
from rank_accuracy import _cpu, spaces_module, spread
from rank_predictions import cache_configs, predict_cu
sp = spaces_module().SPACES[sys.argv[2]]
_f, cfgs = cache_configs(sys.argv[2])
cfgs = [cfgs[i] for i in spread(cfgs, int(sys.argv[3]))]
load = list(os.getloadavg())
c0, w0 = _cpu(), time.time()
preds = predict_cu(sp, cfgs, int(sys.argv[4]), None)
print(json.dumps({"cpu_s": _cpu() - c0, "wall_s": time.time() - w0, "loadavg": load,
                  "configs": len(cfgs), "predictions": preds}))
"""


#: (module, function) whose CPU seconds ``phases`` reports; the nesting is noted where a
#: phase holds another
PHASES = (("warpsmith.backends.cuda_compile", "_nvrtc_compile", "NVRTC (batched compiles and "
           "the op-cost probes)"),
          ("warpsmith.backends.block_replay", "run_block", "one-block replay on the simulator "
           "(sampled loops)"),
          ("warpsmith.analysis.pdg", "build_pdg", "program dependence graph"),
          ("warpsmith.pipeline_predict", "read_kernel", "frontend: preprocess, parse, check"),
          ("warpsmith.pipeline_predict", "_texts", "printing each module (stage-1 keys)"),
          ("warpsmith.model.predict_branches", "_decode", "SASS decoding and line table"),
          ("warpsmith.model.predict", "_time", "string model and time"),
          ("warpsmith.model.predict", "_traffic", "memory traffic"))


def phases(sp, cfgs: list[dict]) -> dict:
    """CPU seconds per configuration of each phase of :data:`PHASES` (their functions
    wrapped with a timer), ranking ``cfgs`` in this process (``jobs=1``: a pool's workers
    would not report back), and the rest."""
    import importlib

    from rank_accuracy import _cpu

    acc: dict = {}
    saved = []
    for modname, attr, _what in PHASES:
        mod = importlib.import_module(modname)
        fn = getattr(mod, attr)
        saved.append((mod, attr, fn))

        def timed(*a, _fn=fn, _key=attr, **k):
            t0 = time.process_time()
            try:
                return _fn(*a, **k)
            finally:
                acc[_key] = acc.get(_key, 0.0) + time.process_time() - t0
        setattr(mod, attr, timed)
    try:
        c0 = _cpu()
        predict_cu(sp, cfgs, 1, None)
        total = _cpu() - c0
    finally:
        for mod, attr, fn in saved:
            setattr(mod, attr, fn)
    n = len(cfgs)
    out = {"configs": n, "total_cpu_s_per_config": round(total / n, 4), "phases": {}}
    for _m, attr, what in PHASES:
        out["phases"][attr] = {"what": what, "cpu_s_per_config": round(acc.get(attr, 0.0) / n, 4)}
    out["rest_cpu_s_per_config"] = round((total - sum(acc.values())) / n, 4)
    return out


def interleaved(base: Path, space: str, limit: int, jobs: int, rounds: int) -> dict:
    """``rounds`` pairs of timed rankings, the baseline tree's then this one's, each in a
    fresh process (no warm caches), with the load average before each run."""
    import statistics
    import subprocess

    runs, first = [], None
    for _r in range(rounds):
        for code, tree in (("before", base), ("after", ROOT)):
            out = subprocess.run([sys.executable, "-c", _ONE_RUN, str(tree), space, str(limit),
                                  str(jobs)], capture_output=True, text=True, check=True)
            got = json.loads(out.stdout.strip().splitlines()[-1])
            preds = got.pop("predictions")
            first = preds if first is None else first
            n = got["configs"]
            runs.append({"code": code, "tree": str(tree),
                         "cpu_s_per_config": round(got["cpu_s"] / n, 4),
                         "rank_500_on_2_idle_cores_s": round(250 * got["cpu_s"] / n, 1),
                         "wall_s": round(got["wall_s"], 1), "loadavg": got["loadavg"],
                         "same_predictions": preds == first})
            print(runs[-1], flush=True)
    med = {c: statistics.median(r["cpu_s_per_config"] for r in runs if r["code"] == c)
           for c in ("before", "after")}
    return {"what": "the same ranking run alternately on the baseline tree and this one, so "
                    "that both see the same load of the shared machine (CPU seconds grow "
                    "with the load)",
            "space": space, "configs": limit, "jobs": jobs, "runs": runs,
            "median_cpu_s_per_config": med,
            "median_500_on_2_idle_cores_s": {c: round(250 * v, 1) for c, v in med.items()},
            "speedup": round(med["before"] / med["after"], 3),
            "all_predictions_equal": all(r["same_predictions"] for r in runs)}


def docs_block(doc: dict, path: str) -> str:
    """The summary docs/tuning-benchmark.md shows (every number from ``doc``)."""
    lines = [f"From `{path}` (commit {doc['commit']}, load average {doc['loadavg'][0]:.1f} "
             f"on {doc['cores']} shared cores):", ""]
    for name, r in doc["spaces"].items():
        b = r["before"]
        lines.append(
            f"- {name}, {r['configs']} configurations: {r['rank_cpu_s_per_config']} CPU s per "
            f"configuration, {r['rank_500_on_2_idle_cores_s']} s for 500 on 2 idle cores "
            f"(before: {b['cpu_s_per_config']} and {b['500_on_2_idle_cores_s']} s); the NVRTC "
            f"compiles alone: {r['compile_500_on_2_idle_cores_s']} s for 500"
            + (f" one kernel per program, {r['compile_batched_500_on_2_idle_cores_s']} s "
               "batched as the ranking compiles them" if r.get("compile_batched_cpu_s")
               is not None else "") + ".")
    base = doc.get("same_session_baseline")
    if base:  # the code before, run right after on the same machine: the fair comparison
        for name, r in base.items():
            if isinstance(r, dict) and "rank_cpu_s_per_config" in r:
                lines.append(
                    f"- {name}, the same command on {base['commit']} right after (load "
                    f"average {base['loadavg'][0]:.1f}): {r['rank_cpu_s_per_config']} CPU s "
                    f"per configuration, {r['rank_500_on_2_idle_cores_s']} s for 500.")
    for name, r in (doc.get("phases") or {}).items():
        parts = ", ".join(f"{v['what']} {v['cpu_s_per_config']}"
                          for v in sorted(r["phases"].values(),
                                          key=lambda v: -v["cpu_s_per_config"]))
        lines.append(f"- {name}, where the time goes (one process, {r['configs']} "
                     f"configurations, {r['total_cpu_s_per_config']} CPU s per configuration): "
                     f"{parts}, the rest {r['rest_cpu_s_per_config']}.")
    for name, r in (doc.get("interleaved") or {}).items():
        m, e = r["median_cpu_s_per_config"], r["median_500_on_2_idle_cores_s"]
        loads = [x["loadavg"][0] for x in r["runs"]]
        lines.append(
            f"- {name}, {r['configs']} configurations, {len(r['runs']) // 2} interleaved pairs "
            f"(load average {min(loads):.1f}-{max(loads):.1f}): median {m['before']:.3f} CPU s "
            f"per configuration before, {m['after']:.3f} after (x{r['speedup']}), {e['before']} s and "
            f"{e['after']} s for 500 on 2 idle cores; predictions equal in every run: "
            f"{'yes' if r['all_predictions_equal'] else 'NO'}.")
    return "\n".join(lines)


def main(argv=None) -> int:
    """Measure the spaces named by ``--spaces`` and write ``--out``."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--spaces", default="matmul")
    ap.add_argument("--limit", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    ap.add_argument("--baseline-tree", metavar="DIR",
                    help="also time the code in DIR and this tree alternately (interleaved)")
    ap.add_argument("--rounds", type=int, default=2, help="pairs of interleaved runs")
    ap.add_argument("--phases", action="store_true",
                    help="also rank once in this process with each phase timed (jobs=1)")
    ap.add_argument("--baseline-label", default="",
                    help="what the baseline tree is (e.g. 'main 90fccf8'), for the results")
    ap.add_argument("--docs-from", metavar="RESULTS.json",
                    help="write only the summary of results files (comma-separated) into "
                         "docs/tuning-benchmark.md")
    a = ap.parse_args(argv)
    if a.docs_from:
        from warpsmith.tune.results import replace_between_markers

        replace_between_markers(ROOT / "docs" / "tuning-benchmark.md", "\n\n".join(
            docs_block(json.loads(Path(f).read_text()), f) for f in a.docs_from.split(",")),
                                "rank-speed")
        return 0
    before = json.loads((HERE / "results" / "rank-accuracy-cpu-2026-11-26.json").read_text())
    doc = {"what": "CPU cost of ranking run-2 tuning spaces with tune.rank.rank",
           "date": time.strftime("%Y-%m-%d"),
           "command": "python3 benchmarks/rank_speed.py " + " ".join(
               sys.argv[1:] if argv is None else argv),
           "commit": _commit(), "cores": os.cpu_count(), "loadavg": list(os.getloadavg()),
           "shared": "other sessions may share these 2 cores: see loadavg and loadavg_after", "spaces": {}}
    mod = spaces_module()
    for name in a.spaces.split(","):
        sp = mod.SPACES[name]
        _f, cfgs = cache_configs(name)
        cfgs = [cfgs[i] for i in spread(cfgs, a.limit)]
        c0, w0 = _cpu(), time.time()
        preds = predict_cu(sp, cfgs, a.jobs, None)
        rank_cpu, wall = _cpu() - c0, time.time() - w0
        comp = compile_floor(sp, cfgs)
        batched = compile_floor_batched(sp, cfgs)
        n = len(cfgs)
        old = before["spaces"].get(name, {}).get("fast", {})
        doc["spaces"][name] = {
            "configs": n, "predicted": sum(p != float("inf") for p in preds),
            "rank_cpu_s": round(rank_cpu, 1), "rank_wall_s": round(wall, 1),
            "rank_cpu_s_per_config": round(rank_cpu / n, 3),
            "rank_500_on_2_idle_cores_s": round(250 * rank_cpu / n, 1),
            "compile_cpu_s": round(comp, 1),
            "compile_500_on_2_idle_cores_s": round(250 * comp / n, 1),
            "compile_batched_cpu_s": None if batched is None else round(batched, 1),
            "compile_batched_500_on_2_idle_cores_s": None if batched is None else
            round(250 * batched / n, 1),
            "before": {"cpu_s_per_config": old.get("cpu_s_per_config"),
                       "500_on_2_idle_cores_s": old.get("extrapolated_500_on_2_idle_cores_s"),
                       "source": "rank-accuracy-cpu-2026-11-26.json (commit "
                                 f"{before.get('commit')})"}}
        print(name, doc["spaces"][name], flush=True)
        if a.phases:
            doc.setdefault("phases", {})[name] = phases(sp, cfgs)
            print(doc["phases"][name], flush=True)
        if a.baseline_tree:
            doc.setdefault("interleaved", {})[name] = dict(interleaved(
                Path(a.baseline_tree).resolve(), name, a.limit, a.jobs, a.rounds),
                baseline=a.baseline_label or a.baseline_tree)
    doc["loadavg_after"] = list(os.getloadavg())
    Path(a.out).write_text(json.dumps(doc, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
