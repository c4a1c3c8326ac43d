#!/usr/bin/env python3
"""The thread-coarsening exploration of paper 002 on a GPU (issue 5, part 4, and the
counters of part 5): every program of :data:`warpsmith.corpus.coarsening.PROGRAMS` over
the parameter space of the paper's Table 1, coarsened by
:func:`warpsmith.transform.coarsen.coarsen_to`, printed as CUDA C, compiled with NVRTC,
verified against the program's NumPy reference and timed.

    # on the GPU machine: the whole space; again with --resume until nothing is pending
    # (--part i/n splits it in advance instead)
    python3 benchmarks/coarsen_runner.py --out-dir $OUT --budget-s 510
    python3 benchmarks/coarsen_runner.py --out-dir $OUT --resume benchmarks/results/coarsening-h100-DATE.jsonl
    # counters of the baseline and the best configurations (reads the timings' JSONL)
    python3 benchmarks/coarsen_runner.py --ncu --resume benchmarks/results/coarsening-h100-DATE.jsonl --out-dir $OUT
    # anywhere: the CPU phase only, and a sample verified on the simulator
    python3 benchmarks/coarsen_runner.py --no-gpu --sizes ci --programs reduce --out-dir /tmp/c
    python3 benchmarks/coarsen_runner.py --sim-counters --resume RESULTS.jsonl --out-dir /tmp/c

**Space** (Table 1): factor {1, 2, 4, 8, 16, 32} x dimension (0, and 1 for 2D programs) x
stride {1, 2, 4, 8, 16, 32} (strides only with a factor > 1) x local size of the coarsened
kernel (per dimension a power of two from 1 to 1024, the product between 32 and 1024;
``--locals reduced`` restricts 2D shapes to x in 16..256 and y in 1..16, see
:func:`local_sizes`). The program's ``default_local`` is always timed at factor 1 (the first
bar of the paper's Fig. 8). Before anything is compiled a configuration is *pruned* when the
global size along the coarsened dimension is not a multiple of the factor, the coarsened
global size is not a multiple of the local size, the block exceeds 1024 threads, or the
program's ``local_ok`` rejects the original local size the configuration stands for. That
is the local size times the factor along the coarsened dimension for a kernel that uses
its work-groups there (local ids, barriers, local memory: a coarsened work-group of L
threads does the work of L x F original work-items), and the local size itself for one that
uses global ids only (:func:`group_dependence`, the rule of ``coarsen_to``; the
transformation's own ``original_local`` is what the inputs and the reference are made
for).

**CPU phase** (parallel processes, ``--jobs``, before the GPU is touched): per (program,
factor, dimension, stride) group, ``coarsen_to`` for each local size (a refusal that is the
same for the group's first and last local size is taken for the whole group), the
variant printed as CUDA C and compiled with NVRTC once per distinct text; the NumPy
reference of every distinct problem (``program.dims``) at the run's size, and the program's
pure outputs (simulator, CI size: those are poisoned before the checked launch).

**GPU phase** (worker processes, restarted after a configuration that kills the worker or
breaks the CUDA context; a configuration that runs past ``--config-timeout`` is stopped and
recorded): per configuration one launch on fresh inputs (device copies restored, pure
outputs poisoned), outputs compared on the GPU with the reference (:func:`warpsmith.corpus.device_tolerances`:
the program's, at least 1e-5 for float outputs: NVRTC contracts ``a*b+c`` into fma), then
``--warmup`` launches and the median of ``--reps`` (default 15)
launches each between CUDA events with the L2 flushed before each. A wrong or failing
configuration is recorded with its reason and never timed.

**Files** (``--out-dir``): ``coarsening-<gpu>-<date>.jsonl`` (one line per configuration
as it finishes, plus one per call, counters lines; with ``--resume`` earlier lines are
carried over and their configurations skipped), ``coarsening-<gpu>-<date>.json`` (the
summary: :func:`summarize`), ``.log``, and the report of ``benchmarks/coarsen_report.py``
(``.md``, ``-fig8.png``, ``-fig9.png``). ``--sizes ci`` adds ``-ci``; ``--no-gpu`` names
the device ``nogpu``.

**Counters**: ``--ncu`` profiles, with ``ncu --clock-control none`` and
:data:`NCU_METRICS` (those the installed ncu knows), per program the baseline, the
suite's local size and the best ``--counters-top`` configurations of every factor (the best
of each factor first); ``--sim-counters`` runs the same selection on the simulator at the
CI size and records its trace (instructions, loads, stores, branches, divergent branches,
sectors, shared wavefronts), with the uncoarsened kernel at the same original local size
beside it, and checks the variant's outputs against the reference there.

Exit status: 0; 1 when configurations ran on the GPU and not one passed its check (so a
smoke test chained with ``&&`` stops the call); 2 without programs or a usable GPU.
"""

from __future__ import annotations

import argparse
import collections
import datetime as _dt
import hashlib
import json
import math
import os
import pickle
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from warpsmith.corpus import device_tolerances  # noqa: E402
from warpsmith.tune import coarsen_space as S  # noqa: E402
from warpsmith.tune import measure, results  # noqa: E402
from warpsmith.tune.coarsen_space import (  # noqa: E402,F401  (the space, shared with the readers)
    FACTORS, MAX_BLOCK, SEED, STRIDES, Config, JsonlWriter, coarsen_config, dims_key,
    enumerate_program, group_dependence, load_programs, local_sizes, parse_part,
    predicted_original_local, program, prune_reason, read_jsonl, read_program_module,
    select_programs, split_part)
from warpsmith.tune.reports import coarsen as R  # noqa: E402
from warpsmith.transform.coarsen import coarsening  # noqa: E402
from warpsmith.transform.variant import Refusal  # noqa: E402

WARMUP = 3
REPS = 15
# The paper's averages of the best coarsening speed-up over the best-local baseline
# (section 6.1: "The average improvement is 1.15x for Kepler and 1.2x for Fermi"), and the
# average gain of the stride option over coarsening alone ("1.05 on Nvidia Fermi and 1.03
# on ... Kepler").
PAPER_MEAN_SPEEDUP = {"Fermi": 1.20, "Kepler": 1.15}
PAPER_STRIDE_GAIN = {"Fermi": 1.05, "Kepler": 1.03}
# Statuses a configuration ends with (written to the JSONL; --resume skips them).
FINAL = ("ok", "wrong", "failed", "launch_refused", "timeout", "refused", "compile_error",
         "pruned")
# Nsight Compute metrics of --ncu; those the installed ncu does not list are left out (and
# logged). Instructions, global loads/stores (instructions, requests, sectors), branches and
# their divergence, cache hit rates, DRAM bytes, shared-memory wavefronts and conflicts,
# occupancy, and the main warp-stall reasons (cumulative warp counts; divide by
# smsp__issue_active.sum or compare relative to the baseline).
NCU_METRICS = (
    "gpu__time_duration.sum",
    "smsp__inst_executed.sum",
    "smsp__thread_inst_executed.sum",
    "smsp__inst_executed_op_global_ld.sum",
    "smsp__inst_executed_op_global_st.sum",
    "smsp__inst_executed_op_branch.sum",
    "smsp__sass_branch_targets.sum",
    "smsp__sass_branch_targets_threads_divergent.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
    "l1tex__t_sector_hit_rate.pct",
    "lts__t_sector_hit_rate.pct",
    "dram__bytes_read.sum",
    "dram__bytes_write.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum",
    "sm__warps_active.avg.pct_of_peak_sustained_active",
    "smsp__issue_active.sum",
    "smsp__warps_issue_stalled_long_scoreboard.sum",
    "smsp__warps_issue_stalled_short_scoreboard.sum",
    "smsp__warps_issue_stalled_barrier.sum",
    "smsp__warps_issue_stalled_lg_throttle.sum",
    "smsp__warps_issue_stalled_mio_throttle.sum",
    "smsp__warps_issue_stalled_math_pipe_throttle.sum",
    "smsp__warps_issue_stalled_wait.sum",
    "smsp__warps_issue_stalled_not_selected.sum",
    "smsp__warps_issue_stalled_branch_resolving.sum",
)
SIM_KEYS = ("instructions", "global_load_requests", "global_store_requests",
            "global_load_sectors", "global_store_sectors", "shared_requests",
            "shared_wavefronts", "branches", "divergent_branches", "barriers", "atomics")

T0 = time.time()
_LOGFILE: Path | None = None


def log(msg: str) -> None:
    """Print a time-stamped line and append it to the run's log file (kept line by line,
    so a call stopped at its limit still leaves its log)."""
    line = f"[{time.time() - T0:7.1f}s] {msg}"
    print(line, flush=True)
    if _LOGFILE is not None:
        try:
            with open(_LOGFILE, "a") as fh:
                fh.write(line + "\n")
        except OSError:
            pass


def _err(exc: BaseException) -> str:
    return results.error_text(exc, 1000)


_dumps = results.compact


def _source_entry(tmpdir: Path, text: str, fn, arch: str) -> tuple[str, dict]:
    """Compile ``text`` (kernel ``fn``) once per distinct text: ``(hash, summary)``; the
    pickled entry (CompileReport with the cubin, parameter list) lies in
    ``tmpdir/src/<hash>.pkl``. A compile error is raised as is."""
    from warpsmith.backends.cuda_compile import compile_cuda
    from warpsmith.ir.printer import cuda_dynamic_shared_params

    h = hashlib.sha1((arch + "\n" + text).encode()).hexdigest()[:16]
    path = tmpdir / "src" / f"{h}.pkl"
    if path.exists():
        with open(path, "rb") as fh:
            entry = pickle.load(fh)
    else:
        report = compile_cuda(text, fn.name, arch, filename=f"{fn.name}.cu")
        entry = {"report": report, "kernel": fn.name, "text": text,
                 "params": [(p.name, p.type) for p in fn.params],
                 "dyn_params": list(cuda_dynamic_shared_params(fn))}
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "wb") as fh:
            pickle.dump(entry, fh)
        os.replace(tmp, path)
    r = entry["report"]
    return h, {"registers": r.registers, "spill_store_bytes": r.spill_store_bytes,
               "spill_load_bytes": r.spill_load_bytes, "local_bytes": r.local_bytes,
               "shared_static_bytes": r.shared_static_bytes, "lowered_name": r.lowered_name}


def prepare_group(task: dict) -> dict:
    """The CPU phase of one (program, factor, dimension, stride) group (run in a pool
    process): returns ``{"records": [...], "log": [...]}``, one record per configuration
    with status ``ready`` (compiled; ``source`` names the entry), ``refused``,
    ``pruned``, ``compile_error`` or ``unavailable`` (not written to the JSONL)."""
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.ir import find_kernel
    from warpsmith.transform.variant import Refusal

    if task.get("program_file") and not S.loaded_programs():
        load_programs(task["program_file"])
    size, tmpdir, arch = task["size"], Path(task["tmpdir"]), task["arch"]
    compile_ok = task.get("compile", True)
    cfgs = [Config.from_id(i) for i in task["configs"]]
    prog = program(cfgs[0].program)
    records, lines = [], []
    cached_refusal = None
    checked_last = False

    def base(cfg):
        return {"kind": "config", "id": cfg.id, "program": cfg.program, "factor": cfg.factor,
                "dim": cfg.dim, "stride": cfg.stride, "local": list(cfg.local), "size": size}

    for i, cfg in enumerate(cfgs):
        rec = base(cfg)
        t = time.time()
        if cached_refusal is not None:
            rec.update(status="refused", reason=cached_refusal, refusal_cached=True)
            records.append(rec)
            continue
        try:
            res, unavailable, o, L = coarsen_config(prog, size, cfg)
        except ValueError as exc:  # local_ok rejects the transformation's original local
            rec.update(status="pruned", reason=f"pruned: {_err(exc)}"[:300])
            records.append(rec)
            continue
        except Exception as exc:  # noqa: BLE001 - the transformation failed: a bug to see
            rec.update(status="failed", reason=f"coarsen_to raised {_err(exc)}",
                       traceback=traceback.format_exc()[-1500:])
            records.append(rec)
            continue
        rec["coarsen_s"] = round(time.time() - t, 3)
        if unavailable:
            rec.update(status="unavailable", reason=unavailable)
            records.append(rec)
            continue
        if isinstance(res, Refusal):
            reason = f"{res.step}: {res.reason}"
            rec.update(status="refused", reason=reason, refusal_step=res.step)
            records.append(rec)
            # the same refusal for the group's first and last local size: the whole group
            if i == 0 and len(cfgs) > 1 and not checked_last:
                checked_last = True
                try:
                    res2, _u, _o, _L = coarsen_config(prog, size, cfgs[-1])
                    if isinstance(res2, Refusal) and f"{res2.step}: {res2.reason}" == reason:
                        cached_refusal = reason
                except Exception:  # noqa: BLE001 - no caching then
                    pass
            continue
        v = res
        rec["original_local"] = list(o)
        if tuple(o) != predicted_original_local(cfg, group_dependence(prog)):
            rec["original_local_predicted"] = list(predicted_original_local(
                cfg, group_dependence(prog)))
        rec["dims"] = dict(L.dims)
        rec["dims_key"] = dims_key(dict(L.dims))
        rec["dynamic_shared"] = int(getattr(L, "dynamic_shared", 0) or 0)
        rec["grid"] = [int(x) for x in v.grid]
        rec["block"] = [int(x) for x in v.block]
        rec["kernel"] = v.kernel
        for k in ("replicated", "divergent_regions", "guarded"):
            val = getattr(coarsening(res), k, None)
            rec[k] = val if isinstance(val, (int, bool, float, str, type(None))) else str(val)
        if math.prod(rec["block"]) > MAX_BLOCK:
            rec.update(status="pruned", reason="pruned: block > 1024 threads")
            records.append(rec)
            continue
        try:
            fn = find_kernel(v.module, v.kernel)
            text = cuda_source(v.module, fn)
        except Exception as exc:  # noqa: BLE001 - the printer cannot print the variant
            rec.update(status="compile_error", reason=f"print: {_err(exc)}")
            records.append(rec)
            continue
        rec["source_lines"] = text.count("\n")
        if compile_ok:
            t = time.time()
            try:
                h, info = _source_entry(tmpdir, text, fn, arch)
            except Exception as exc:  # noqa: BLE001 - NVRTC's message names the line
                rec.update(status="compile_error", reason=_err(exc)[:800])
                records.append(rec)
                continue
            rec["compile_s"] = round(time.time() - t, 3)
            rec["source"] = h
            rec["compile"] = info
        else:
            rec["source"] = None
        rec["status"] = "ready"
        records.append(rec)
    return {"records": records, "log": lines}


def reference_job(task: dict) -> dict:
    """The inputs (seeded) and NumPy reference of one problem (``program``, original local
    size) at the run's size, pickled as ``tmpdir/ref/<program>_<dims_key>.pkl``: the GPU
    worker loads them instead of drawing the inputs again (some take seconds)."""
    if task.get("program_file") and not S.loaded_programs():
        load_programs(task["program_file"])
    prog = program(task["program"])
    t = time.time()
    out = {"program": prog.name, "dims_key": task["dims_key"]}
    try:
        L = prog.launch(task["size"], tuple(task["original_local"]))
        dims = dict(L.dims)
        args = prog.args(np.random.default_rng(SEED), dims)
        want = prog.reference(args, dims)
        path = ref_path(task["tmpdir"], prog.name, task["dims_key"])
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "wb") as fh:
            pickle.dump({"args": args, "want": {n: np.asarray(want[n]) for n in prog.outputs},
                         "dims": dims}, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        out["ok"] = True
    except Exception as exc:  # noqa: BLE001
        out["ok"] = False
        out["error"] = _err(exc)
    out["seconds"] = round(time.time() - t, 2)
    return out


def ref_path(tmpdir, name: str, key: str) -> Path:
    """Where :func:`reference_job` keeps one problem's inputs and reference."""
    return Path(tmpdir) / "ref" / f"{name}_{key}.pkl"


def pure_outputs_job(task: dict) -> dict:
    """The program's pure outputs (the original kernel at the CI size and the suite's
    local size on the simulator: the kernel never reads what they held before), which
    the GPU phase poisons before the checked launch."""
    if task.get("program_file") and not S.loaded_programs():
        load_programs(task["program_file"])
    from warpsmith.backends.simulator import pure_outputs, simulate

    prog = program(task["program"])
    try:
        L = prog.launch("ci", tuple(prog.default_local))
        m = read_program_module(prog, L.defines)
        args = prog.args(np.random.default_rng(SEED), dict(L.dims))
        r = simulate(m, prog.kernel, L.grid, L.block, args, dynamic_shared=L.dynamic_shared)
        pure = pure_outputs(m, prog.kernel, L.grid, L.block, args, r, prog.outputs,
                            dynamic_shared=L.dynamic_shared)
        return {"program": prog.name, "pure": list(pure)}
    except Exception as exc:  # noqa: BLE001 - then nothing is poisoned
        return {"program": prog.name, "pure": [], "error": _err(exc)}


def _cpu_job(task: dict):
    """One CPU-phase job (a module-level function, so the pool can pickle it)."""
    return {"ref": reference_job, "pure": pure_outputs_job,
            "group": prepare_group}[task["_kind"]](task)


def run_pool(fn, tasks: list, jobs: int, deadline: float, on_result) -> int:
    """Run ``fn(task)`` for every ``(key, task)`` of ``tasks`` in ``jobs`` forked
    processes (in the order given: put the longest first), calling ``on_result(key,
    result_or_exception)`` as each finishes. Work not finished by ``deadline`` is
    abandoned (its processes are terminated). Returns how many finished."""
    import multiprocessing as mp

    if not tasks:
        return 0
    if jobs <= 1 or len(tasks) == 1:
        n = 0
        for key, task in tasks:
            if time.time() > deadline:
                break
            try:
                on_result(key, fn(task))
            except Exception as exc:  # noqa: BLE001
                on_result(key, exc)
            n += 1
        return n
    ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
    pool = ctx.Pool(min(jobs, len(tasks)))
    n = 0
    try:
        pend = {pool.apply_async(fn, (task,)): key for key, task in tasks}
        while pend and time.time() < deadline:
            finished = [ar for ar in pend if ar.ready()]
            if not finished:
                time.sleep(0.05)
                continue
            for ar in finished:
                key = pend.pop(ar)
                try:
                    r = ar.get()
                except Exception as exc:  # noqa: BLE001 - the job raised
                    r = exc
                on_result(key, r)
                n += 1
        if pend:
            log(f"  {len(pend)} jobs unfinished at the time budget: left for --resume")
    finally:
        pool.terminate()
        pool.join()
    return n


def cpu_phase(configs: list[Config], size: str, tmpdir: Path, arch: str, jobs: int,
              deadline: float, compile_ok: bool = True, references: bool = True,
              pure: bool = True) -> tuple[list[dict], dict, dict]:
    """Coarsen, print and compile every configuration (by group, in ``jobs`` processes),
    compute the references of every distinct problem and each program's pure outputs.
    Returns (records, {(program, dims_key): reference file or None}, {program: pure
    outputs}). Groups not finished by ``deadline`` are left out (a later --resume does
    them)."""
    (tmpdir / "src").mkdir(parents=True, exist_ok=True)
    (tmpdir / "ref").mkdir(parents=True, exist_ok=True)
    groups: dict[tuple, list[str]] = {}
    for c in configs:
        groups.setdefault(c.group, []).append(c.id)
    progs = sorted({c.program for c in configs}, key=lambda n: program(n).number)
    # references for the predicted problems first (they can be the longest jobs)
    ref_tasks: dict[tuple, dict] = {}
    if references:
        for c in configs:
            p = program(c.program)
            o = predicted_original_local(c, group_dependence(p))
            try:
                L = p.launch(size, o)
            except ValueError:
                continue
            k = (p.name, dims_key(dict(L.dims)))
            ref_tasks.setdefault(k, {"program": p.name, "size": size,
                                     "original_local": list(o),
                                     "dims_key": k[1], "tmpdir": str(tmpdir),
                                     "program_file": S.loaded_program_file()})
    records: list[dict] = []
    refs: dict[tuple, str | None] = {}
    pures: dict[str, list] = {}
    log(f"CPU phase: {len(configs)} configurations in {len(groups)} groups, "
        f"{len(ref_tasks)} references, {len(progs)} programs, {jobs} processes")
    t = time.time()
    tasks = [(("ref", k), task) for k, task in ref_tasks.items()]
    if pure:
        tasks += [(("pure", n), {"program": n, "program_file": S.loaded_program_file()}) for n in progs]
    tasks += [(("group", g), {"size": size, "tmpdir": str(tmpdir), "arch": arch, "configs": ids,
                              "program_file": S.loaded_program_file(), "compile": compile_ok})
              for g, ids in groups.items()]

    def on_result(key, r):
        kind, k = key
        if isinstance(r, BaseException):
            log(f"  {kind} {k}: the job failed: {_err(r)}")
            if kind == "group":
                for i in groups[k]:
                    cfg = Config.from_id(i)
                    records.append({"kind": "config", "id": i, "program": cfg.program,
                                    "factor": cfg.factor, "dim": cfg.dim,
                                    "stride": cfg.stride, "local": list(cfg.local),
                                    "size": size, "status": "failed",
                                    "reason": f"CPU phase job failed: {_err(r)}"})
            elif kind == "pure":
                pures[k] = []
            return
        if kind == "ref":
            refs[k] = str(ref_path(tmpdir, *k)) if r.get("ok") else None
            if not r.get("ok") or r["seconds"] > 2:
                log(f"  reference {k[0]} {k[1]}: "
                    + (f"{r['seconds']} s" if r.get("ok") else r.get("error", "?")))
        elif kind == "pure":
            pures[k] = r["pure"]
            if r.get("error"):
                log(f"  pure outputs of {k}: simulator failed ({r['error'][:200]}); "
                    "nothing is poisoned")
        else:
            records.extend(r["records"])

    run_pool(_cpu_job, [(key, dict(task, _kind=key[0])) for key, task in tasks], jobs,
             deadline, on_result)
    # problems whose dims differ from the prediction (a transformation with another
    # original local size): their references now, in this process
    if references:
        for r in records:
            if r["status"] == "ready" and (r["program"], r["dims_key"]) not in refs:
                k = (r["program"], r["dims_key"])
                res = reference_job({"program": k[0], "size": size,
                                     "original_local": r["original_local"],
                                     "dims_key": k[1], "tmpdir": str(tmpdir),
                                     "program_file": S.loaded_program_file()})
                refs[k] = str(ref_path(tmpdir, *k)) if res.get("ok") else None
    st = collections.Counter(r["status"] for r in records)
    nsrc = len(list((tmpdir / "src").glob("*.pkl")))
    log(f"CPU phase done in {time.time() - t:.1f} s: {dict(st)}; {nsrc} distinct compiled sources")
    return records, refs, pures


# ----------------------------------------------------------------------------- GPU worker

class _GpuState:
    """What a GPU worker keeps between configurations: the current problem's buffers
    (pristine device copies, working copies, the reference on the device) and the loaded
    modules."""

    def __init__(self, plan: dict):
        self.plan = plan
        self.key = None
        self.modules: collections.OrderedDict = collections.OrderedDict()

    def problem(self, prog, rec: dict):
        import cupy as cp

        key = (prog.name, rec["dims_key"])
        if key == self.key:
            return
        self.key = None
        self.args = self.pristine = self.work = self.want = None
        cp.get_default_memory_pool().free_all_blocks()
        L = prog.launch(self.plan["size"], tuple(rec["original_local"]))
        self.launch_info = L
        ref = self.plan["refs"].get(f"{key[0]}|{key[1]}")
        if ref:
            with open(ref, "rb") as fh:
                saved = pickle.load(fh)
            self.args, self.want_host = saved["args"], saved["want"]
        else:  # no reference (ncu needs none): draw the inputs here
            self.args = prog.args(np.random.default_rng(SEED), dict(L.dims))
            self.want_host = None
        self.rtol, self.atol = device_tolerances(prog, self.want_host) if self.want_host \
            else (0.0, 0.0)
        self.pristine, self.work = {}, {}
        for name, v in self.args.items():
            if isinstance(v, np.ndarray):
                host = np.ascontiguousarray(v)
                dev = cp.asarray(host.reshape(-1).view(np.uint8)) if host.nbytes else \
                    cp.zeros(1, np.uint8)
                self.pristine[name] = (dev, host)
                self.work[name] = cp.empty_like(dev)
        self.want = {}
        if self.want_host is not None:
            for n in prog.outputs:
                self.want[n] = cp.asarray(self.want_host[n])
        self.key = key

    def function(self, h: str):
        import cupy as cp

        if h in self.modules:
            self.modules.move_to_end(h)
            return self.modules[h]
        with open(Path(self.plan["tmpdir"]) / "src" / f"{h}.pkl", "rb") as fh:
            entry = pickle.load(fh)
        mod = cp.cuda.function.Module()
        mod.load(entry["report"].cubin)
        func = mod.get_function(entry["report"].lowered_name)
        self.modules[h] = (entry, mod, func)
        while len(self.modules) > 256:
            self.modules.popitem(last=False)
        return self.modules[h]

    def restore(self, pure: list) -> None:
        for name, (dev, _host) in self.pristine.items():
            w = self.work[name]
            w.data.copy_from_device(dev.data, dev.nbytes)
            if name in pure:
                w.fill(0xFF)

    def compare(self, prog) -> str:
        """'ok' or the mismatches (computed on the GPU; the host's compare_outputs gives
        the message)."""
        import cupy as cp

        from warpsmith.corpus import compare_outputs

        if self.want_host is None:
            return "no reference"
        bad_names = []
        for n in prog.outputs:
            host = self.pristine[n][1]
            g = self.work[n].view(host.dtype)
            w = self.want[n]
            if g.size != w.size:
                bad_names.append(n)
                continue
            g = g.reshape(w.shape)
            if (self.rtol == 0.0 and self.atol == 0.0) or w.dtype.kind in "iub":
                bad = cp.count_nonzero(g != w)
            else:
                wf, gf = w.astype(cp.float64), g.astype(cp.float64)
                scale = float(cp.max(cp.abs(wf))) if wf.size else 0.0
                badm = ~(cp.abs(gf - wf) <= self.rtol * cp.abs(wf) + self.atol * scale)
                badm |= cp.isnan(gf) != cp.isnan(wf)
                bad = cp.count_nonzero(badm)
            if int(bad):
                bad_names.append(n)
        if not bad_names:
            return "ok"
        got = {}
        for n in bad_names:
            host = self.pristine[n][1]
            got[n] = cp.asnumpy(self.work[n]).view(host.dtype)
        probs = compare_outputs(got, self.want_host, bad_names, self.rtol, self.atol)
        return "; ".join(probs)[:600] or "outputs differ"

    def kernel_args(self, entry: dict) -> tuple[list, int]:
        from warpsmith.backends import cuda

        dyn = int(getattr(self.launch_info, "dynamic_shared", 0) or 0)
        kargs = []
        for name, t in entry["params"]:
            if name in entry["dyn_params"]:
                v = self.args.get(name)
                dyn = max(dyn, int(getattr(v, "bytes", v or 0)))
                continue
            if name not in self.args:
                raise ValueError(f"no value for argument '{name}'")
            v = self.args[name]
            if isinstance(v, np.ndarray):
                kargs.append(self.work[name])
            else:
                kargs.append(cuda.scalar_argument(v, t))
        return kargs, dyn


def gpu_config(state: _GpuState, rec: dict) -> dict:
    """Check and time one configuration (in the GPU worker)."""
    from warpsmith.backends import cuda
    from warpsmith.ir.errors import LaunchError

    plan = state.plan
    prog = program(rec["program"])
    out = {k: rec[k] for k in rec if k not in ("status", "reason")}
    t = time.time()
    state.problem(prog, rec)
    if state.want_host is None:
        out.update(status="failed", reason="no reference for this problem (see the log)")
        return out
    entry, _mod, func = state.function(rec["source"])
    report = entry["report"]
    kargs, dyn = state.kernel_args(entry)
    g, b = tuple(rec["grid"]), tuple(rec["block"])
    try:
        cuda.check_launch(report, entry["kernel"], g, b, dyn, cuda.limits())
    except LaunchError as exc:
        out.update(status="launch_refused", reason=str(exc)[:500])
        return out
    cp = cuda.cupy()
    if report.shared_static_bytes + dyn > cuda.limits()["shared_per_block"]:
        func.max_dynamic_shared_size_bytes = dyn
    pure = plan["pure"].get(prog.name, [])
    launch = lambda: func(g, b, tuple(kargs), shared_mem=dyn)  # noqa: E731
    try:
        state.restore(pure)
        launch()
        cp.cuda.runtime.deviceSynchronize()
    except Exception as exc:  # noqa: BLE001
        out.update(status="failed", reason=f"launch: {_err(exc)}")
        out["broken"] = cuda.sticky(exc)
        return out
    verdict = state.compare(prog)
    out["check"] = verdict
    out["rtol"], out["atol"] = state.rtol, state.atol
    out["poisoned"] = [n for n in pure if n in state.pristine]
    if verdict != "ok":
        out.update(status="wrong", reason=verdict)
        return out
    try:
        tm = measure.time_launch(launch, repetitions=plan["reps"], warmup=plan["warmup"],
                                 flush_l2=True)
    except Exception as exc:  # noqa: BLE001
        out.update(status="failed", reason=f"timing: {_err(exc)}")
        out["broken"] = cuda.sticky(exc)
        return out
    out.update(status="ok", ms=tm["median_ms"], min_ms=tm["min_ms"], max_ms=tm["max_ms"],
               p25_ms=tm["p25_ms"], p75_ms=tm["p75_ms"], reps=tm["repetitions"],
               warmup=tm["warmup"])
    out["gpu_s"] = round(time.time() - t, 3)
    return out


def gpu_worker_main(plan_path: str, out_path: str) -> int:
    """The GPU worker: runs the plan's configurations in order, writing ``started`` and
    ``done`` lines; exits 3 when the CUDA context broke (the parent restarts it)."""
    plan = json.loads(Path(plan_path).read_text())
    load_programs(plan.get("program_file"))
    state = _GpuState(plan)
    with open(out_path, "a") as fh:
        for rec in plan["configs"]:
            if time.time() > plan["deadline"]:
                break
            fh.write(_dumps({"started": rec["id"]}) + "\n")
            fh.flush()
            try:
                res = gpu_config(state, rec)
            except Exception as exc:  # noqa: BLE001
                from warpsmith.backends import cuda

                res = {k: rec[k] for k in rec if k not in ("status", "reason")}
                res.update(status="failed", reason=_err(exc),
                           traceback=traceback.format_exc()[-1200:])
                res["broken"] = cuda.context_broken()
            fh.write(_dumps({"done": rec["id"], "record": res}) + "\n")
            fh.flush()
            if res.get("broken"):
                return 3
    return 0


def run_gpu_phase(ready: list[dict], plan_base: dict, tmpdir: Path, deadline: float,
                  writer: JsonlWriter, config_timeout: float) -> dict:
    """Run ``ready`` configurations in GPU worker processes; every finished one is
    appended to the JSONL as it comes. A worker that dies takes only its current
    configuration with it (recorded as failed); one that hangs past ``config_timeout``
    is killed (recorded as timeout). Returns counts by status."""
    counts: collections.Counter = collections.Counter()
    remaining = list(ready)
    attempt = 0
    t0 = time.time()
    # compiled texts that hung (once) or killed the worker / the CUDA context (twice):
    # their other local sizes are not run (each would cost a restart or the timeout)
    bad: dict[str, list] = {}
    while remaining and time.time() < deadline:
        attempt += 1
        keep = []
        for r in remaining:
            why = bad.get(r.get("source"))
            if why and (why[0] == "timeout" or len(why) - 1 >= 2):
                status = "timeout" if why[0] == "timeout" else "failed"
                writer.write(dict(r, status=status, reason=f"not run: the same compiled kernel "
                                                            f"{'ran past the time limit' if status == 'timeout' else 'killed the GPU worker twice'}"
                                                            f" at local size(s) {why[1:] if status == 'failed' else why[1]}"))
                counts[status] += 1
            else:
                keep.append(r)
        remaining = keep
        if not remaining:
            break
        plan = dict(plan_base, configs=remaining, deadline=deadline)
        plan_path = tmpdir / f"gpu_plan_{attempt}.json"
        out_path = tmpdir / f"gpu_out_{attempt}.jsonl"
        plan_path.write_text(_dumps(plan))
        cmd = [sys.executable, str(Path(__file__).resolve()), "--gpu-worker", str(plan_path),
               "--worker-out", str(out_path)]
        stdout_path = tmpdir / f"gpu_stdout_{attempt}.txt"
        with open(stdout_path, "w") as so:  # a file, not a pipe: the worker never blocks
            p = subprocess.Popen(cmd, stdout=so, stderr=subprocess.STDOUT)
        done: set = set()
        started, t_started, pos = None, time.time(), 0
        killed = None
        by_id = {r["id"]: r for r in remaining}

        def drain():
            nonlocal started, t_started, pos
            if not out_path.exists():
                return
            with open(out_path) as fh:
                fh.seek(pos)
                chunk = fh.read()
            if not chunk:
                return
            cut = chunk.rfind("\n") + 1
            pos += len(chunk[:cut].encode())
            for line in chunk[:cut].splitlines():
                try:
                    d = json.loads(line)
                except ValueError:
                    continue
                if "started" in d:
                    started, t_started = d["started"], time.time()
                elif "done" in d:
                    rec = d["record"]
                    if rec.pop("broken", None):
                        bad.setdefault(rec.get("source"), ["broken"]).append(rec.get("local"))
                    writer.write(rec)
                    counts[rec["status"]] += 1
                    done.add(d["done"])
                    started = None
                    n = sum(counts.values())
                    bad_seen = n - counts["ok"]
                    if n % 200 == 0 or (rec["status"] != "ok" and bad_seen <= 40):
                        log(f"  {n} timed/checked ({dict(counts)}); last {rec['id']}: "
                            f"{rec['status']}"
                            + (f" {rec['ms']:.4f} ms" if rec.get("ms") is not None else
                               f" ({str(rec.get('reason', ''))[:160]})"))

        while True:
            time.sleep(0.2)
            drain()
            if p.poll() is not None:
                break
            now = time.time()
            if started and now - t_started > config_timeout:
                killed = ("timeout", started)
                p.kill()
                break
            if now > deadline + 15:
                killed = ("deadline", started)
                p.kill()
                break
        p.wait()
        drain()
        tail = stdout_path.read_text(errors="replace")[-800:] if stdout_path.exists() else ""
        if killed and killed[0] == "timeout" and killed[1] not in done:
            rec = dict(by_id[killed[1]], status="timeout",
                       reason=f"still running after {config_timeout:.0f} s; the worker was killed")
            writer.write(rec)
            counts["timeout"] += 1
            done.add(killed[1])
            bad[rec.get("source")] = ["timeout", rec.get("local")]
            log(f"  {killed[1]}: timeout")
        elif started and started not in done and not (killed and killed[0] == "deadline"):
            rec = dict(by_id[started], status="failed",
                       reason=f"the GPU worker died on this configuration (exit status "
                              f"{p.returncode}): {tail.strip()[-400:]}")
            writer.write(rec)
            counts["failed"] += 1
            done.add(started)
            bad.setdefault(rec.get("source"), ["died"]).append(rec.get("local"))
            log(f"  {started}: the GPU worker died (exit {p.returncode})")
        if p.returncode not in (0, 3, None) and not killed:
            log(f"  GPU worker exit status {p.returncode}: {tail.strip()[-400:]}")
        before = len(remaining)
        remaining = [r for r in remaining if r["id"] not in done]
        if len(remaining) == before:  # no progress at all: do not loop
            log(f"  GPU worker made no progress (exit {p.returncode}): {tail.strip()[-400:]}")
            break
        if killed and killed[0] == "deadline":
            break
    if remaining:
        log(f"GPU phase: {len(remaining)} configurations left for --resume (time budget)")
    log(f"GPU phase done in {time.time() - t0:.1f} s: {dict(counts)}")
    return dict(counts)


# ----------------------------------------------------------------------------- simulator

def sim_check_config(task: dict) -> dict:
    """Run one ready configuration on the simulator at the run's size (``--no-gpu``
    sample) and compare with the reference: the record gets ``sim_check``."""
    if task.get("program_file") and not S.loaded_programs():
        load_programs(task["program_file"])
    from warpsmith.backends.simulator import simulate
    from warpsmith.corpus import compare_outputs

    rec = dict(task["record"])
    prog = program(rec["program"])
    cfg = Config.from_id(rec["id"])
    t = time.time()
    try:
        res, _u, o, L = coarsen_config(prog, task["size"], cfg)
        v = res
        args = prog.args(np.random.default_rng(SEED), dict(L.dims))
        r = simulate(v.module, v.kernel, v.grid, v.block, args,
                     dynamic_shared=int(getattr(L, "dynamic_shared", 0) or 0))
        want = prog.reference(args, dict(L.dims))
        probs = compare_outputs(r.outputs, want, prog.outputs, prog.rtol, prog.atol)
        rec["sim_check"] = "ok" if not probs else "; ".join(probs)[:500]
    except Exception as exc:  # noqa: BLE001
        rec["sim_check"] = f"error: {_err(exc)}"
    rec["sim_check_s"] = round(time.time() - t, 2)
    return rec


def _fit_ci(prog, cfg: Config) -> Config | None:
    """``cfg`` with its local size halved (largest dimension first) until it fits the CI
    global size (see :func:`prune_reason`); None when nothing fits."""
    loc = list(cfg.local)
    while True:
        c = Config(cfg.program, cfg.factor, cfg.dim, cfg.stride, tuple(loc))
        if prune_reason(prog, "ci", c) is None:
            return c
        big = max(range(len(loc)), key=lambda i: loc[i])
        if loc[big] == 1:
            return None
        loc[big] //= 2


def _trace(module, kernel, grid, block, args, dyn) -> dict:
    from warpsmith.backends.simulator import simulate

    r = simulate(module, kernel, grid, block, args, dynamic_shared=dyn, trace=True)
    d = r.trace.as_dict()
    return r, {k: int(d.get(k, 0)) for k in SIM_KEYS}


def sim_counters_job(task: dict) -> dict:
    """Simulator counters of one selected configuration at the CI size: the variant's
    trace, the trace of the uncoarsened kernel at the same original local size (what the
    coarsening changed), the outputs against the reference."""
    if task.get("program_file") and not S.loaded_programs():
        load_programs(task["program_file"])
    from warpsmith.corpus import compare_outputs

    cfg = Config.from_id(task["id"])
    prog = program(cfg.program)
    out = {"kind": "sim", "id": cfg.id, "program": cfg.program, "factor": cfg.factor,
           "dim": cfg.dim, "stride": cfg.stride, "local": list(cfg.local), "size": "ci",
           "roles": task.get("roles", [])}
    t = time.time()
    try:
        c = _fit_ci(prog, cfg)
        if c is None:
            out["error"] = "no local size of this shape fits the CI global size"
            return out
        out["local_ci"] = list(c.local)
        res, unavailable, o, L = coarsen_config(prog, "ci", c)
        if unavailable or isinstance(res, Refusal):
            out["error"] = unavailable or f"refused at the CI size: {res.step}: {res.reason}"
            return out
        v = res
        dyn = int(getattr(L, "dynamic_shared", 0) or 0)
        args = prog.args(np.random.default_rng(SEED), dict(L.dims))
        r, out["trace"] = _trace(v.module, v.kernel, v.grid, v.block, args, dyn)
        want = prog.reference(args, dict(L.dims))
        probs = compare_outputs(r.outputs, want, prog.outputs, prog.rtol, prog.atol)
        out["vs_reference"] = "ok" if not probs else "; ".join(probs)[:400]
        out["original_local_ci"] = list(o)
    except Exception as exc:  # noqa: BLE001
        out["error"] = _err(exc)
        out["seconds"] = round(time.time() - t, 2)
        return out
    # the uncoarsened kernel doing the same work-groups' work (same original local size)
    try:
        if math.prod(o) > MAX_BLOCK:
            out["trace_uncoarsened_error"] = f"original local size {list(o)} exceeds 1024"
        else:
            m0 = read_program_module(prog, L.defines)
            grid0 = tuple(gv // lv for gv, lv in zip(prog.global_size["ci"], o))
            _r0, out["trace_uncoarsened"] = _trace(m0, prog.kernel, grid0, tuple(o), args, dyn)
    except Exception as exc:  # noqa: BLE001
        out["trace_uncoarsened_error"] = _err(exc)
    out["seconds"] = round(time.time() - t, 2)
    return out


# ----------------------------------------------------------------------------- selection

def select_for_counters(configs: dict, top: int = 1, programs=None) -> list[tuple[str, list]]:
    """Configurations to profile, most important first: per program the baseline (best
    factor-1), the suite's local size and the best of every factor; then the 2nd..``top``
    best of every factor (the paper builds its trees from the top 5 per factor).
    Returns ``[(id, roles)]``."""
    ok = [r for r in configs.values() if r.get("status") == "ok" and r.get("ms")]
    by_prog: dict[str, list] = {}
    for r in ok:
        by_prog.setdefault(r["program"], []).append(r)
    first, later = [], []
    roles: dict[str, list] = collections.defaultdict(list)
    order = [p.name for p in programs] if programs else sorted(by_prog)
    for name in order:
        rs = by_prog.get(name, [])
        if not rs:
            continue
        prog = None
        try:
            prog = program(name)
        except KeyError:
            pass
        f1 = sorted((r for r in rs if r["factor"] == 1), key=lambda r: r["ms"])
        if f1:
            roles[f1[0]["id"]].append("baseline")
            first.append(f1[0]["id"])
        if prog is not None:
            for r in f1:
                if tuple(r["local"]) == tuple(prog.default_local):
                    roles[r["id"]].append("default_local")
                    first.append(r["id"])
        for f in FACTORS:
            rf = sorted((r for r in rs if r["factor"] == f), key=lambda r: r["ms"])
            for k, r in enumerate(rf[:max(top, 1)]):
                roles[r["id"]].append(f"top{k + 1}_factor{f}")
                (first if k == 0 else later).append(r["id"])
    seen, out = set(), []
    for i in first + later:
        if i not in seen:
            seen.add(i)
            out.append((i, roles[i]))
    return out


# ----------------------------------------------------------------------------- ncu

def ncu_available_metrics(metrics) -> tuple[list, list]:
    """(kept, dropped): the metrics whose base name the installed ncu lists."""
    try:
        p = subprocess.run(["ncu", "--query-metrics"], capture_output=True, text=True,
                           timeout=120)
        names = set(re.findall(r"^\s*([a-z0-9_]+__[a-z0-9_]+)", p.stdout, re.M))
    except Exception:  # noqa: BLE001
        names = set()
    if len(names) < 20:  # could not read the list: try them all
        return list(metrics), []
    kept = [m for m in metrics if m.split(".")[0] in names]
    return kept, [m for m in metrics if m not in kept]


def parse_ncu_by_launch(text: str) -> list[dict]:
    """ncu's ``--csv`` output as one dict per profiled launch, in launch order:
    ``{"id", "kernel", "metrics": {name: value}}``."""
    import csv
    import io

    lines = [ln for ln in text.splitlines() if ln.startswith('"')]
    launches: dict = {}
    if not lines:
        return []
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        lid = row.get("ID")
        name = row.get("Metric Name")
        if lid is None or not name:
            continue
        d = launches.setdefault(lid, {"id": int(lid) if lid.isdigit() else lid,
                                      "kernel": row.get("Kernel Name"), "metrics": {}})
        v = (row.get("Metric Value") or "").replace(",", "")
        try:
            d["metrics"][name] = float(v)
        except ValueError:
            d["metrics"][name] = v
    return sorted(launches.values(), key=lambda d: d["id"] if isinstance(d["id"], int) else 0)


def ncu_target_main(plan_path: str) -> int:
    """The process ncu profiles: each configuration of the plan launched once, on fresh
    inputs, with no other kernel in between (buffers are restored by copies); the launch
    order is written to ``plan['order_file']``."""
    from warpsmith.backends import cuda

    plan = json.loads(Path(plan_path).read_text())
    load_programs(plan.get("program_file"))
    state = _GpuState(plan)
    cp = cuda.cupy()
    with open(plan["order_file"], "w") as fh:
        for rec in plan["configs"]:
            prog = program(rec["program"])
            try:
                state.problem(prog, dict(rec, dims_key=rec["dims_key"]))
                entry, _m, func = state.function(rec["source"])
                kargs, dyn = state.kernel_args(entry)
                if entry["report"].shared_static_bytes + dyn > cuda.limits()["shared_per_block"]:
                    func.max_dynamic_shared_size_bytes = dyn
                for name, (dev, _h) in state.pristine.items():
                    state.work[name].data.copy_from_device(dev.data, dev.nbytes)
                func(tuple(rec["grid"]), tuple(rec["block"]), tuple(kargs), shared_mem=dyn)
                cp.cuda.runtime.deviceSynchronize()
                fh.write(_dumps({"id": rec["id"], "kernel": entry["report"].lowered_name}) + "\n")
                fh.flush()
            except Exception as exc:  # noqa: BLE001
                fh.write(_dumps({"id": rec["id"], "error": _err(exc)}) + "\n")
                fh.flush()
                if cuda.sticky(exc):
                    return 3
    return 0


def run_ncu(ready: list[dict], roles: dict, plan_base: dict, tmpdir: Path, deadline: float,
            writer: JsonlWriter, batch: int = 40) -> int:
    """Profile ``ready`` configurations with ncu in batches (one target process each);
    writes one ``kind: ncu`` line per profiled configuration. Returns how many."""
    metrics, dropped = ncu_available_metrics(NCU_METRICS)
    if dropped:
        log(f"ncu: metrics not known to this ncu, left out: {', '.join(dropped)}")
    n = 0
    for b0 in range(0, len(ready), batch):
        if time.time() > deadline:
            log(f"ncu: time budget spent; {len(ready) - b0} configurations not profiled")
            break
        chunk = ready[b0:b0 + batch]
        for attempt in range(3):
            order = tmpdir / f"ncu_order_{b0}_{attempt}.jsonl"
            plan = dict(plan_base, configs=chunk, order_file=str(order))
            plan_path = tmpdir / f"ncu_plan_{b0}.json"
            plan_path.write_text(_dumps(plan))
            cmd = ["ncu", "--clock-control", "none", "--print-units", "base", "--csv",
                   "--metrics", ",".join(metrics), sys.executable,
                   str(Path(__file__).resolve()), "--ncu-target", str(plan_path)]
            t = time.time()
            try:
                p = subprocess.run(cmd, capture_output=True, text=True,
                                   timeout=max(deadline - time.time() + 60, 30))
            except subprocess.TimeoutExpired as exc:
                log(f"ncu: batch at {b0} ran past the budget; stopped")
                out = exc.stdout.decode(errors="replace") if isinstance(exc.stdout, bytes) \
                    else (exc.stdout or "")
                p = type("P", (), {"stdout": out, "stderr": "", "returncode": -9})()
            bad = re.findall(r"Failed to find metric[s]?\s+'?([a-z0-9_.]+)", p.stdout + p.stderr)
            if bad and attempt < 2:
                metrics = [m for m in metrics if m not in bad]
                log(f"ncu: unknown metric(s) {bad}; again without them")
                continue
            break
        launches = parse_ncu_by_launch(p.stdout)
        done = []
        if order.exists():
            done = [json.loads(x) for x in order.read_text().splitlines() if x.strip()]
        launched = [d for d in done if "kernel" in d]
        by_id = {r["id"]: r for r in chunk}
        if len(launches) != len(launched):
            log(f"ncu: batch at {b0}: {len(launches)} profiled launches for "
                f"{len(launched)} configurations launched (rc {p.returncode}): "
                f"{(p.stdout + p.stderr)[-600:]}")
        for d, l in zip(launched, launches):
            rec = by_id[d["id"]]
            ok_name = (l.get("kernel") or "").split("(")[0].strip() == d["kernel"]
            line = {"kind": "ncu", "id": d["id"], "program": rec["program"],
                    "factor": rec["factor"], "dim": rec["dim"], "stride": rec["stride"],
                    "local": rec["local"], "roles": roles.get(d["id"], []),
                    "kernel": d["kernel"], "ncu_kernel": l.get("kernel"),
                    "name_matches": ok_name, "metrics": l["metrics"]}
            writer.write(line)
            n += 1
        for d in done:
            if "error" in d:
                writer.write({"kind": "ncu", "id": d["id"], "error": d["error"],
                              "roles": roles.get(d["id"], [])})
        log(f"ncu: batch at {b0}: {len(launches)} launches profiled in {time.time() - t:.1f} s")
    return n


# ----------------------------------------------------------------------------- summary

def _entry(r: dict | None, base_ms: float | None) -> dict | None:
    if not r:
        return None
    return {"factor": r["factor"], "dim": r["dim"], "stride": r["stride"],
            "local": list(r["local"]), "ms": r["ms"],
            "speedup": (base_ms / r["ms"]) if base_ms and r.get("ms") else None}


def _mean(xs: list, geometric: bool) -> float | None:
    xs = [x for x in xs if isinstance(x, (int, float)) and x > 0]
    if not xs:
        return None
    if geometric:
        return math.exp(sum(math.log(x) for x in xs) / len(xs))
    return sum(xs) / len(xs)


def summarize(data: dict, programs, size: str, space: str) -> dict:
    """The result file's ``programs`` and ``mean_speedup`` from the JSONL's records.

    Per program: ``baseline`` = the fastest verified factor-1 configuration (the paper's
    best-local baseline); ``default_local`` = factor 1 at the suite's local size;
    ``best_coarsening`` = the fastest with stride 1 (factor 1 included, so its speed-up is
    at least 1, as in the paper's Fig. 8 where it is the maximum over the settings);
    ``best_with_stride`` = the fastest of all; ``by_factor`` = the fastest per factor (any
    dimension, stride and local size: Fig. 9). Speed-up = baseline ms / ms. Means are
    over the programs that have all three numbers; ``mean_speedup`` is arithmetic (the
    paper's "average"), ``mean_speedup_geometric`` beside it."""
    cfgs = data["configs"]
    progs_out = []
    for prog in programs:
        enum, pruned = enumerate_program(prog, size, space)
        recs = [r for r in cfgs.values() if r.get("program") == prog.name]
        ok = [r for r in recs if r.get("status") == "ok" and r.get("ms")]
        f1 = [r for r in ok if r["factor"] == 1]
        base = min(f1, key=lambda r: r["ms"]) if f1 else None
        bms = base["ms"] if base else None
        dflt = next((r for r in f1 if tuple(r["local"]) == tuple(prog.default_local)), None)
        s1 = [r for r in ok if r["stride"] == 1]
        best_c = min(s1, key=lambda r: r["ms"]) if s1 else None
        best_s = min(ok, key=lambda r: r["ms"]) if ok else None
        coarse = [r for r in ok if r["factor"] > 1]
        best_gt1 = min(coarse, key=lambda r: r["ms"]) if coarse else None
        by_factor = {}
        for f in FACTORS:
            rf = [r for r in ok if r["factor"] == f]
            if rf:
                e = _entry(min(rf, key=lambda r: r["ms"]), bms)
                rs1 = [r for r in rf if r["stride"] == 1]
                e["speedup_stride1"] = (bms / min(r["ms"] for r in rs1)) if rs1 and bms else None
                e["configs_timed"] = len(rf)
                by_factor[str(f)] = e
        st = collections.Counter(r.get("status") for r in recs)
        refusals = collections.Counter(pruned)
        examples = {}
        for r in recs:
            if r.get("status") == "refused":
                key = f"coarsen_to refused ({r.get('refusal_step') or str(r.get('reason', '')).split(':')[0]})"
                refusals[key] += 1
                examples.setdefault(key, str(r.get("reason", ""))[:300])
            elif r.get("status") == "pruned":
                refusals[r.get("reason", "pruned")] += 1
        failures = {k: v for k, v in st.items() if k in ("wrong", "failed", "launch_refused",
                                                           "timeout", "compile_error")}
        recorded = {r["id"] for r in recs}
        pending = sum(1 for c in enum if c.id not in recorded)
        npruned = sum(pruned.values()) + st.get("pruned", 0)
        progs_out.append({
            "name": prog.name, "number": prog.number, "ndim": len(prog.global_size[size]),
            "global_size": list(prog.global_size[size]),
            "default_local": {"local": list(prog.default_local),
                              "ms": dflt["ms"] if dflt else None,
                              "speedup": (bms / dflt["ms"]) if dflt and bms else None},
            "baseline": {"local": list(base["local"]), "ms": bms} if base else None,
            "best_coarsening": _entry(best_c, bms),
            "best_with_stride": _entry(best_s, bms),
            "best_factor_gt1": _entry(best_gt1, bms),
            "by_factor": by_factor,
            "configs_enumerated": len(enum) + sum(pruned.values()),
            "configs_timed": len(ok),
            "configs_refused": st.get("refused", 0),
            "configs_pruned": npruned,
            "configs_failed": sum(failures.values()),
            "configs_pending": pending,
            "complete": pending == 0,
            "refusals": dict(refusals.most_common()),
            "refusal_examples": examples,
            "failures": failures,
            "failure_examples": {k: next((str(r.get("reason", ""))[:300] for r in recs
                                          if r.get("status") == k), "") for k in failures},
        })

    def col(key):
        out = []
        for p in progs_out:
            if key == "original_local":
                out.append((p["default_local"] or {}).get("speedup"))
            else:
                out.append((p.get(key) or {}).get("speedup"))
        return out

    full = [i for i, p in enumerate(progs_out)
            if all(x is not None for x in (col("original_local")[i], col("best_coarsening")[i],
                                           col("best_with_stride")[i]))]
    means, gmeans = {"mean": "arithmetic", "programs": len(full)}, \
        {"mean": "geometric", "programs": len(full)}
    for key in ("original_local", "best_coarsening", "best_with_stride"):
        vals = [col(key)[i] for i in full]
        means[key] = _mean(vals, False)
        gmeans[key] = _mean(vals, True)
    gains = [p["best_with_stride"]["speedup"] / p["best_coarsening"]["speedup"]
             for p in (progs_out[i] for i in full)]
    means["stride_gain"] = _mean(gains, False)
    gmeans["stride_gain"] = _mean(gains, True)
    return {"programs": progs_out, "mean_speedup": means, "mean_speedup_geometric": gmeans}


def counters_table(data: dict) -> list[dict]:
    """One row per profiled configuration: its timing, ncu metrics and simulator trace
    (each where recorded), for the regression trees of part 5."""
    ids = sorted(set(data["ncu"]) | set(data["sim"]))
    rows = []
    for i in ids:
        c = data["configs"].get(i, {})
        n, s = data["ncu"].get(i, {}), data["sim"].get(i, {})
        rows.append({"id": i, "program": c.get("program") or n.get("program") or s.get("program"),
                     "factor": c.get("factor", n.get("factor", s.get("factor"))),
                     "dim": c.get("dim"), "stride": c.get("stride"), "local": c.get("local"),
                     "ms": c.get("ms"), "roles": n.get("roles") or s.get("roles") or [],
                     "ncu": n.get("metrics"), "ncu_error": n.get("error"),
                     "sim": s.get("trace"), "sim_uncoarsened": s.get("trace_uncoarsened"),
                     "sim_local_ci": s.get("local_ci"), "sim_vs_reference": s.get("vs_reference"),
                     "sim_error": s.get("error")})
    return rows


def build_result(data: dict, programs, size: str, space: str, meta: dict) -> dict:
    """The whole result file (schema in the brief of issue 5 part 4)."""
    runs = list(data["runs"])
    gpu_runs = [r for r in runs if r.get("gpu")]
    last = (gpu_runs or runs or [{}])[-1]
    res = {
        "device": last.get("device", meta.get("device")),
        "date": last.get("date", meta.get("date")),
        "command": last.get("command", meta.get("command")),
        "commands": [r.get("command") for r in runs],
        "driver": last.get("driver"),
        "cuda": (last.get("versions") or {}).get("runtime"),
        "versions": last.get("versions") or {},
        "sizes": size,
        "space": {"factors": list(FACTORS), "dims": "0, and 1 for 2D programs",
                  "strides": list(STRIDES) + ["(stride only with factor > 1)"],
                  "local_sizes": space,
                  "local_sizes_1d": [list(x) for x in local_sizes(1, space)],
                  "local_sizes_2d": [list(x) for x in local_sizes(2, space)],
                  "default_local_always_timed": True},
        "timing": {"warmup": last.get("warmup", WARMUP), "reps": last.get("reps", REPS),
                   "statistic": "median of reps launches, each between CUDA events, L2 "
                                "flushed (2x L2 bytes written) before each; ms"},
        "verification": "every timed configuration's outputs equal the program's NumPy "
                        "reference at that (global, original local) size on the GPU, pure "
                        "outputs poisoned (0xFF) before the checked launch; float outputs "
                        "within the program's tolerance, at least rtol=atol=1e-5 (fma "
                        "contraction)",
        "runs": [{k: r.get(k) for k in ("command", "date", "device", "part", "elapsed_s",
                                        "gpu", "counts") if k in r} for r in runs],
    }
    res.update(summarize(data, programs, size, space))
    res["paper"] = dict(PAPER_MEAN_SPEEDUP)
    res["paper_stride_gain"] = dict(PAPER_STRIDE_GAIN)
    res["paper_source"] = ("Magni, Dubach, O'Boyle, SC'13, section 6.1 (average best "
                           "coarsening speed-up over the best-local baseline; stride gain)")
    res["counters"] = counters_table(data)
    return res


# ----------------------------------------------------------------------------- main

def gpu_name_arch() -> tuple[str | None, str]:
    """(device name, sm_XX) from nvidia-smi, without creating a CUDA context (the CPU
    phase forks after this); (None, "sm_90") where there is none."""
    try:
        p = subprocess.run(["nvidia-smi", "--query-gpu=name,compute_cap",
                            "--format=csv,noheader"], capture_output=True, text=True, timeout=30)
        line = p.stdout.strip().splitlines()[0]
        name, cc = [x.strip() for x in line.split(",")[:2]]
        return name, "sm_" + cc.replace(".", "")
    except Exception:  # noqa: BLE001
        return None, "sm_90"


def main(argv: list[str] | None = None) -> int:
    global T0, _LOGFILE
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", default=str(ROOT / "benchmarks" / "results"))
    ap.add_argument("--jsonl", help="the JSONL to write (default OUT-DIR/coarsening-<gpu>-<date>[-ci].jsonl)")
    ap.add_argument("--resume", nargs="*", metavar="JSONL",
                    help="carry over the records of these JSONL files (default: the --jsonl "
                         "file itself) and skip their configurations")
    ap.add_argument("--part", help="i/n: only the i-th of n parts of the space")
    ap.add_argument("--programs", help="comma-separated program names (default: all 17)")
    ap.add_argument("--program-file", help="a Python file defining PROGRAMS (tests)")
    ap.add_argument("--sizes", choices=("paper", "ci"), default="paper")
    ap.add_argument("--locals", choices=("full", "reduced"), default="full",
                    help="local sizes of the space (see local_sizes)")
    ap.add_argument("--factors", help="restrict the factors, e.g. 1,2,4")
    ap.add_argument("--limit", type=int, default=0,
                    help="at most this many configurations per call (smoke tests)")
    ap.add_argument("--budget-s", type=float, default=540,
                    help="stop starting new work after this many seconds (default 540)")
    ap.add_argument("--reps", type=int, default=REPS)
    ap.add_argument("--warmup", type=int, default=WARMUP)
    ap.add_argument("--jobs", type=int, default=0, help="CPU-phase processes (default: cores)")
    ap.add_argument("--config-timeout", type=float, default=30.0,
                    help="seconds one configuration (check and timing) may take before its "
                         "worker is killed (default 30)")
    ap.add_argument("--no-gpu", action="store_true",
                    help="CPU phase only; with --sizes ci a sample is checked on the simulator")
    ap.add_argument("--sample", type=int, default=6,
                    help="--no-gpu: configurations per program checked on the simulator")
    ap.add_argument("--ncu", action="store_true", help="Nsight Compute counters of the "
                    "selected configurations of the --resume results")
    ap.add_argument("--sim-counters", action="store_true", help="simulator counters (CI "
                    "size) of the selected configurations of the --resume results")
    ap.add_argument("--counters-top", type=int, default=0,
                    help="configurations per factor for the counters (default: ncu 1, sim 5)")
    ap.add_argument("--finalize", action="store_true",
                    help="only write the summary JSON and report from the JSONL")
    ap.add_argument("--no-report", action="store_true", help="do not write the .md and figures")
    ap.add_argument("--gpu-worker", help=argparse.SUPPRESS)
    ap.add_argument("--worker-out", help=argparse.SUPPRESS)
    ap.add_argument("--ncu-target", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.gpu_worker:
        return gpu_worker_main(a.gpu_worker, a.worker_out)
    if a.ncu_target:
        return ncu_target_main(a.ncu_target)

    T0 = time.time()
    deadline = T0 + a.budget_s
    argv_list = list(sys.argv[1:] if argv is None else argv)
    command = " ".join(shlex.quote(x) for x in ["python3", results.rel(__file__)] + argv_list)
    part, nparts = parse_part(a.part)
    try:
        programs = select_programs(load_programs(a.program_file), a.programs)
    except ImportError as exc:
        print(f"coarsen_runner: the programs cannot be imported: {exc}", file=sys.stderr)
        return 2
    if not programs:
        print("coarsen_runner: no programs (warpsmith.corpus.coarsening.PROGRAMS is empty)",
              file=sys.stderr)
        return 2
    want_gpu = not (a.no_gpu or a.sim_counters or a.finalize)
    name, arch = gpu_name_arch()
    if want_gpu and name is None:
        print("coarsen_runner: no NVIDIA GPU found (nvidia-smi); use --no-gpu for the CPU "
              "phase only", file=sys.stderr)
        return 2
    date = _dt.date.today().isoformat()
    slug = results.gpu_slug(name) if (name and want_gpu) else "nogpu"
    out_dir = Path(a.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    resumed = [Path(p) for p in (a.resume or [])]
    if a.resume is not None and not resumed and a.jsonl:
        resumed = [Path(a.jsonl)]
    if not a.jsonl and resumed and (a.ncu or a.sim_counters or a.finalize):
        m = re.match(r"coarsening-(.+?)-(\d{4}-\d\d-\d\d)(-ci)?\.jsonl$", resumed[0].name)
        if m:  # counters and summaries go with the timings they belong to
            slug, date = m.group(1), m.group(2)
    suffix = "-ci" if a.sizes == "ci" else ""
    stem = f"coarsening-{slug}-{date}{suffix}"
    jsonl = Path(a.jsonl) if a.jsonl else out_dir / f"{stem}.jsonl"
    _LOGFILE = out_dir / f"{stem}.log"
    # carry over earlier records (the JSONL is cumulative)
    old = read_jsonl([p for p in resumed if p.resolve() != jsonl.resolve()])
    if a.resume is None and jsonl.exists() and not (a.ncu or a.sim_counters or a.finalize):
        jsonl.replace(jsonl.with_suffix(".jsonl.prev"))
        log(f"{jsonl.name} existed: moved to {jsonl.name}.prev (use --resume to continue it)")
    writer = JsonlWriter(jsonl)
    mine = read_jsonl([jsonl]) if jsonl.exists() else {"configs": {}, "ncu": {}, "sim": {}, "runs": []}
    for kind in ("runs",):
        for r in old[kind]:
            writer.write(r)
    for kind in ("configs", "ncu", "sim"):
        for i, r in old[kind].items():
            if i not in mine[kind]:
                writer.write(r)
    data = read_jsonl([jsonl])
    log(f"coarsen_runner: {command}")
    log(f"{len(programs)} programs; sizes {a.sizes}; locals {a.locals}; part {part}/{nparts}; "
        f"budget {a.budget_s:.0f} s; JSONL {jsonl} ({len(data['configs'])} configurations "
        f"recorded)")
    header = {"kind": "run", "call": f"{_dt.datetime.now().isoformat(timespec='seconds')}-{os.getpid()}",
              "command": command, "date": date, "part": f"{part}/{nparts}",
              "sizes": a.sizes, "locals": a.locals, "gpu": want_gpu, "device": name or "none",
              "arch": arch, "reps": a.reps, "warmup": a.warmup,
              "mode": "ncu" if a.ncu else "sim-counters" if a.sim_counters else
              "finalize" if a.finalize else "timing" if want_gpu else "no-gpu"}
    tmpdir = Path(tempfile.mkdtemp(prefix="ws_coarsen_"))
    jobs = a.jobs or os.cpu_count() or 2
    counts: dict = {}
    try:
        if a.ncu or a.sim_counters:
            counts = counters_mode(a, programs, data, tmpdir, arch, jobs, deadline, writer, header)
        elif not a.finalize:
            counts = timing_mode(a, programs, data, tmpdir, arch, jobs, deadline, writer,
                                 header, want_gpu, part, nparts)
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    header["elapsed_s"] = round(time.time() - T0, 1)
    header["counts"] = counts
    if not a.finalize:
        writer.write(header)
    # summary
    data = read_jsonl([jsonl])
    res = build_result(data, select_programs(S.loaded_programs(), a.programs), a.sizes, a.locals,
                       {"device": name or "none", "date": date, "command": command})
    res["jsonl"] = jsonl.name
    jpath = out_dir / f"{stem}.json"
    jpath.write_text(json.dumps(res, indent=1, default=results.json_default) + "\n")
    written = [jpath, jsonl, _LOGFILE]
    if not a.no_report:
        try:
            written += R.write_report(res, out_dir, stem)
        except Exception as exc:  # noqa: BLE001 - the data are safe in the JSON
            log(f"report not written: {_err(exc)}")
    for p in res["programs"]:
        b, c, w = p.get("baseline") or {}, p.get("best_coarsening") or {}, p.get("best_with_stride") or {}
        log(f"  {p['number']:2d} {p['name']:<19s} timed {p['configs_timed']:5d} refused "
            f"{p['configs_refused']:4d} failed {p['configs_failed']:4d} pending "
            f"{p['configs_pending']:5d}; baseline {b.get('ms') or float('nan'):.4f} ms; suite local "
            f"{(p['default_local'] or {}).get('speedup') or float('nan'):.2f}x; best coarsening "
            f"{c.get('speedup') or float('nan'):.2f}x; + stride {w.get('speedup') or float('nan'):.2f}x")
    ms = res["mean_speedup"]
    log(f"wrote {', '.join(p.name for p in written)}; mean speed-up (arithmetic, "
        f"{ms['programs']} programs): original local {ms['original_local']}, best coarsening "
        f"{ms['best_coarsening']}, with stride {ms['best_with_stride']}")
    # 2: no usable GPU; 1: configurations ran on the GPU and not one passed its check
    # (a smoke test chained with '&&' then stops the rest of the call)
    gpu_tried = sum(counts.get(k, 0) for k in ("ok", "wrong", "failed", "timeout",
                                                "launch_refused"))
    rc = 2 if counts.get("gpu_error") else 1 if gpu_tried and not counts.get("ok") else 0
    if os.environ.get("OUT") and Path(os.environ["OUT"]).resolve() != out_dir.resolve():
        for p in written:
            try:
                shutil.copy(p, Path(os.environ["OUT"]) / p.name)
            except OSError as exc:
                print(f"could not copy {p} to $OUT: {exc}", file=sys.stderr)
    return rc


def _filter_factors(configs: list[Config], text: str | None) -> list[Config]:
    if not text:
        return configs
    fs = {int(x) for x in text.split(",") if x.strip()}
    return [c for c in configs if c.factor in fs]


def timing_mode(a, programs, data, tmpdir, arch, jobs, deadline, writer, header, want_gpu,
                part, nparts) -> dict:
    """Enumerate, prune, split, skip what is done; CPU phase; GPU phase (or the
    simulator sample without a GPU)."""
    allc: list[Config] = []
    npruned = 0
    for prog in programs:
        cs, pr = enumerate_program(prog, a.sizes, a.locals)
        allc += cs
        npruned += sum(pr.values())
        log(f"  {prog.name}: {len(cs)} configurations to compile, {sum(pr.values())} pruned "
            f"({', '.join(f'{k[8:]}: {v}' for k, v in pr.items()) or '-'})")
    allc = _filter_factors(allc, a.factors)
    mine = split_part(allc, part, nparts)
    done = {i for i, r in data["configs"].items() if r.get("status") in FINAL}
    todo = [c for c in mine if c.id not in done]
    if a.limit:
        todo = todo[:a.limit]
    log(f"space: {len(allc)} configurations after pruning ({npruned} pruned); part "
        f"{part}/{nparts}: {len(mine)}; already done {len(mine) - len([c for c in mine if c.id not in done])}; "
        f"to do now {len(todo)}")
    header.update(configs_part=len(mine), configs_todo=len(todo))
    writer.write(header)  # the device's versions follow after the CPU phase (no CUDA before forking)
    if not todo:
        return {}
    # leave the GPU phase at least a fifth of the budget (60 s at most)
    cpu_deadline = deadline - (min(60.0, 0.2 * a.budget_s) if want_gpu else 5)
    records, refs, pures = cpu_phase(todo, a.sizes, tmpdir, arch, jobs, cpu_deadline,
                                     compile_ok=True, references=want_gpu, pure=want_gpu)
    ready = []
    counts = collections.Counter()
    for r in records:
        if r["status"] == "ready":
            ready.append(r)
        elif r["status"] != "unavailable":
            writer.write(r)
            counts[r["status"]] += 1
        else:
            counts["unavailable"] += 1
    if counts.get("unavailable"):
        log(f"{counts['unavailable']} configurations need the coarsening transformation, which "
            "is not available: not recorded (a later --resume runs them)")
    if not want_gpu:
        checked = sim_sample(a, ready, tmpdir, jobs, deadline)
        for r in ready:
            r = checked.get(r["id"], r)
            writer.write(r)
            counts["ready" if "sim_check" not in r else
                   ("sim_ok" if r["sim_check"] == "ok" else "sim_wrong")] += 1
        return dict(counts)
    try:
        vers = results.versions()
    except Exception as exc:  # noqa: BLE001 - no usable GPU: the CPU work is recorded
        log(f"no usable GPU: {_err(exc)}; the prepared configurations are left for --resume")
        counts["gpu_error"] = 1
        return dict(counts)
    header["versions"] = vers
    header["driver"] = vers.get("driver")
    header["device"] = vers.get("name")
    writer.write(header)
    log(f"device {vers.get('name')} ({vers.get('arch')}), driver {vers.get('driver')}, "
        f"runtime {vers.get('runtime')}, nvrtc {vers.get('nvrtc')}, cupy {vers.get('cupy')}")
    if vers.get("arch") and vers["arch"] != arch:
        log(f"warning: compiled for {arch} but the device is {vers['arch']}")
    ready.sort(key=lambda r: (program(r["program"]).number, r["dims_key"], r["source"]))
    plan = {"size": a.sizes, "tmpdir": str(tmpdir), "program_file": S.loaded_program_file(),
            "reps": a.reps, "warmup": a.warmup, "pure": pures,
            "refs": {f"{k[0]}|{k[1]}": v for k, v in refs.items() if v}}
    g = run_gpu_phase(ready, plan, tmpdir, deadline, writer, a.config_timeout)
    for k, v in g.items():
        counts[k] += v
    return dict(counts)


def sim_sample(a, ready: list[dict], tmpdir: Path, jobs: int, deadline: float) -> dict:
    """``--no-gpu``: a seeded sample of ready configurations per program (factor 1 at the
    suite's local size first, then one of each factor where there is one) run on the
    simulator at the CI size and compared with the reference."""
    if a.sizes != "ci":
        log("no simulator sample at the paper size (too slow); use --sizes ci")
        return {}
    rng = random.Random(SEED)
    by_prog: dict[str, list] = {}
    for r in ready:
        by_prog.setdefault(r["program"], []).append(r)
    pick = []
    for name, rs in by_prog.items():
        prog = program(name)
        first = [r for r in rs if r["factor"] == 1 and tuple(r["local"]) == tuple(prog.default_local)]
        others = []
        for f in FACTORS:
            rf = [r for r in rs if r["factor"] == f and r not in first]
            if rf:
                others.append(rng.choice(rf))
        rest = [r for r in rs if r not in first and r not in others]
        rng.shuffle(rest)
        pick += (first + others + rest)[:a.sample]
    log(f"simulator check of {len(pick)} sampled configurations at the CI size")
    out = {}
    byid = {r["id"]: r for r in pick}

    def on_result(key, rec):
        if isinstance(rec, BaseException):
            rec = dict(byid[key], sim_check=f"error: {_err(rec)}")
        out[key] = rec
        log(f"  {key}: {rec['sim_check'][:200]}")

    run_pool(sim_check_config, [(r["id"], {"record": r, "size": "ci",
                                           "program_file": S.loaded_program_file()}) for r in pick],
             jobs, deadline, on_result)
    return out


def counters_mode(a, programs, data, tmpdir, arch, jobs, deadline, writer, header) -> dict:
    """``--ncu`` / ``--sim-counters`` over the selection of :func:`select_for_counters`
    from the recorded timings; configurations already profiled are skipped."""
    top = a.counters_top or (1 if a.ncu else 5)
    sel = select_for_counters(data["configs"], top, programs)
    kind = "ncu" if a.ncu else "sim"
    sel = [(i, roles) for i, roles in sel if i not in data[kind]]
    if a.limit:
        sel = sel[:a.limit]
    header["configs_todo"] = len(sel)
    writer.write(header)
    roles = dict(sel)
    log(f"{kind} counters: {len(sel)} configurations to do (top {top} per factor)")
    if not sel:
        return {}
    if a.sim_counters:
        n = 0

        def on_result(key, rec):
            nonlocal n
            if isinstance(rec, BaseException):
                rec = {"kind": "sim", "id": key, "error": _err(rec)}
            writer.write(rec)
            n += 1
            tr, tu = rec.get("trace") or {}, rec.get("trace_uncoarsened") or {}
            log(f"  sim {key}: " + (rec.get("error") or
                                    f"{rec.get('vs_reference')}, instructions "
                                    f"{tr.get('instructions')} (uncoarsened "
                                    f"{tu.get('instructions')})"))

        # the longest first: high factors at the largest local sizes
        tasks = sorted(((i, {"id": i, "roles": r, "program_file": S.loaded_program_file()})
                        for i, r in sel), key=lambda t: -Config.from_id(t[0]).factor)
        run_pool(sim_counters_job, tasks, jobs, deadline, on_result)
        return {"sim": n}
    cfgs = [Config.from_id(i) for i, _r in sel]
    records, _refs, pures = cpu_phase(cfgs, a.sizes, tmpdir, arch, jobs, deadline - 120,
                                      compile_ok=True, references=False, pure=False)
    ready = [r for r in records if r["status"] == "ready"]
    order = {i: k for k, (i, _r) in enumerate(sel)}
    ready.sort(key=lambda r: order[r["id"]])
    try:
        header["versions"] = results.versions()
    except Exception as exc:  # noqa: BLE001
        log(f"no usable GPU: {_err(exc)}")
        return {"gpu_error": 1}
    plan = {"size": a.sizes, "tmpdir": str(tmpdir), "program_file": S.loaded_program_file(),
            "pure": {}, "refs": {}}
    n = run_ncu(ready, roles, plan, tmpdir, deadline, writer)
    return {"ncu": n}


if __name__ == "__main__":
    sys.exit(main())
