"""The fusion compiler on the GPU (issue 21, paper 001 Section 5): psi tables, Functions I
and II and three more mapped functions against PyTorch eager, torch.compile, the
mul-and-sum rewrite, JAX jit and the unfused implementation; prediction against
measurement per fusion (Fig. 5.2); the first implementations in predicted order
(Fig. 5.3/5.4, Tables 5.1/5.2); compiler time.

    PYTHONPATH=src python3 benchmarks/fusion_runner.py OUT_DIR [--no-gpu] [--budget S]

Every part is timed against the budget and logs its own error without stopping the run;
the results JSON is rewritten after every part. ``--no-gpu`` runs the CPU parts (compile,
generate, NVRTC) only. Figures: benchmarks/fusion_report.py.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from warpsmith.fusion import as_graph  # noqa: E402
from warpsmith.fusion.compiler import Implementation, compile_graph  # noqa: E402
from warpsmith.fusion.model import EXTRA_BYTES, install_table  # noqa: E402
from warpsmith.fusion.psi_bench import fits, psi_source, routines_of, table_record  # noqa: E402

FUNCTIONS = {"I": "function1.fn", "II": "function2.fn", "transform4": "transform4.fn",
             "lsq3": "lsq3.fn", "dct8": "dct8.fn"}
SIZES = (31744, 1 << 20, 1 << 24)
T0 = time.time()


class Run:
    def __init__(self, out: Path, budget: float, gpu: bool):
        self.out, self.budget, self.gpu = out, budget, gpu
        self.record: dict = {"errors": {}, "parts_s": {}}
        self.path = out / "fusion-results.json"

    def left(self) -> float:
        return self.budget - (time.time() - T0)

    def part(self, name: str, fn, *args):
        t = time.time()
        print(f"[{time.time() - T0:6.1f}s] {name}", flush=True)
        try:
            return fn(*args)
        except Exception:  # noqa: BLE001 - one part failing must not stop the run
            self.record["errors"][name] = traceback.format_exc()[-3000:]
            print(self.record["errors"][name], flush=True)
        finally:
            self.record["parts_s"][name] = time.time() - t
            self.save()

    def save(self):
        self.path.write_text(json.dumps(self.record, indent=1, default=_default))


def _default(o):
    if isinstance(o, (np.floating, np.integer)):
        return o.item()
    if isinstance(o, np.ndarray):
        return o.tolist()
    return str(o)


def graphs() -> dict:
    return {k: as_graph(str(ROOT / "examples" / "fusion" / f)) for k, f in FUNCTIONS.items()}


# ----------------------------------------------------------------------------- header


def header(run: Run):
    info = {"date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
            "commit": os.environ.get("COMMIT", "unknown"), "command": " ".join(sys.argv),
            "cpu_count": os.cpu_count(), "load_average": os.getloadavg(),
            "python": sys.version.split()[0], "versions": _versions()}
    run.record["header"] = info  # kept even when the GPU queries below fail
    if run.gpu:
        import cupy as cp

        props = cp.cuda.runtime.getDeviceProperties(0)
        info["device"] = props["name"].decode()
        info["driver"] = cp.cuda.runtime.driverGetVersion()
        try:
            smi = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                                 capture_output=True, text=True, timeout=20)
            info["driver_version"] = smi.stdout.strip()
        except Exception:  # noqa: BLE001
            pass
    else:
        info["device"] = "none (--no-gpu)"
    run.record["header"] = info


def _versions() -> dict:
    out = {}
    for name in ("numpy", "scipy", "cupy", "torch", "jax", "triton"):
        try:
            out[name] = __import__(name).__version__
        except Exception:  # noqa: BLE001 - not installed here
            out[name] = None
    return out


def copy_floor(run: Run):
    from warpsmith.tune.measure import copy_ceiling

    run.record["copy_bytes_per_s"] = copy_ceiling(1 << 28)


# ----------------------------------------------------------------------------- psi


def _time(cp, fn, reps=5, warmup=2) -> float:
    """Milliseconds per call: ``runtime.time_callable`` (10 calls back to back per sample)."""
    from warpsmith.fusion.runtime import time_callable

    for _ in range(warmup):
        fn()
    return time_callable(cp, fn, reps)


def _time_host(call, wait, reps=5, batch=10) -> float:
    """Milliseconds per call by the host's clock: ``batch`` calls enqueued, then waiting
    for the last (JAX runs on its own streams, which CuPy's events do not see)."""
    wait(call())
    samples = []
    for _ in range(reps):
        t = time.perf_counter()
        for _ in range(batch - 1):
            call()
        wait(call())
        samples.append((time.perf_counter() - t) * 1e3 / batch)
    return float(np.median(samples))


def psi_tables(run: Run, gs: dict, everything: bool = False):
    routines = routines_of(gs.values())
    if everything:  # every routine of the library (a longer run: --psi-all)
        from warpsmith.fusion.library import io_routine, library

        names = {r.name: r for r in routines}
        for f in library().values():
            for r in (*f.impls, *(io_routine(k, t) for t in (*f.inputs, f.output)
                                  for k in ("load", "store"))):
                names.setdefault(r.name, r)
        routines = list(names.values())
    run.record["psi_routines"] = [r.name for r in routines]
    if not run.gpu:
        for r in routines[:3]:
            psi_source(r)
        return
    import cupy as cp

    n = 1 << 20
    g = cp.ones(n * 64, cp.float32)
    sink = cp.zeros(n * 64, cp.float32)
    sources = [psi_source(r) for r in routines]
    from warpsmith.backends.cuda import device_arch
    from warpsmith.backends.cuda_compile import compile_cuda

    arch = device_arch()

    from warpsmith.hw.descriptions import live_device, load_device

    dev = live_device() or load_device("h100-sxm")
    failed = run.record.setdefault("psi_failed", {})

    def build(src):  # one compile per routine: the cubin holds every kernel of the text
        text, kernels = src
        try:
            return compile_cuda(text, kernels[0][0], arch, filename=f"{kernels[0][0]}.cu")
        except Exception as e:  # one routine's failure never ends the psi part
            failed[kernels[0][0]] = f"compile: {type(e).__name__}: {str(e)[:300]}"
            return None

    with ThreadPoolExecutor(8) as pool:
        reports = list(pool.map(build, sources))
    mods = []
    for rep, (_text, kernels) in zip(reports, sources):
        if rep is None:
            mods.append(None)
            continue
        m = cp.cuda.function.Module()
        m.load(rep.cubin)
        mods.append({k[0]: (m, m.get_function(k[0])) for k in kernels})
    timings, skipped = {}, run.record.setdefault("psi_skipped", {})
    for r, (_src, kernels), mod in zip(routines, sources, mods):
        if run.left() < 200:
            break
        if mod is None:
            continue
        rows = []
        for name, e, block, own in kernels:
            fn = mod[name][1]
            row = []
            for extra in EXTRA_BYTES:
                why = fits(own, extra, dev)
                if why:
                    skipped[f"{name}+{extra}"] = why
                    row.append(None)
                    continue
                try:
                    # a module's Function has no max_dynamic_shared_size_bytes (RawKernel
                    # does): set the opt-in through the driver
                    cp.cuda.driver.funcSetAttribute(
                        fn.ptr, cp.cuda.driver.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                        own + extra)
                    grid = -(-n // e)
                    ms = _time(cp, lambda: fn((grid,), (block,),
                                              (g, sink, np.int32(n), np.int32(0)),
                                              shared_mem=own + extra), reps=3, warmup=1)
                    row.append(ms * 1e6 / n)
                except Exception as ex:  # a launch failure costs one cell, not the table
                    skipped[f"{name}+{extra}"] = f"launch: {type(ex).__name__}: {ex}"[:300]
                    row.append(None)
            rows.append(row)
        timings[r.name] = rows
    key = "h100-sxm"  # the script is for the H100 (the table's provenance names the device)
    table = table_record(key, {"kind": "measured", "device": run.record["header"].get("device"),
                               "date": run.record["header"]["date"],
                               "commit": run.record["header"]["commit"],
                               "method": "benchmarks/fusion_runner.py: each routine alone, "
                                         "n = 2^20, median of 5 after 2 warm-ups"}, timings)
    (run.out / f"fusion-data-{key}.json").write_text(json.dumps(table, indent=1))
    run.record["psi_table_file"] = f"fusion-data-{key}.json"
    install_table("h100", table)


# ----------------------------------------------------------------------------- baselines


def _ops(xp, mulsum: bool):
    def mm(x, y):
        if mulsum:
            return (x[..., :, :, None] * y[..., None, :, :]).sum(-2)
        return x @ y

    def mv(x, y):
        if mulsum:
            return (x * y[..., None, :]).sum(-1)
        return (x @ y[..., None])[..., 0]

    return {"mmul": mm, "mvmul": mv,
            "venorm": lambda x: xp.sqrt((x * x).sum(-1)), "vdot": lambda x, y: (x * y).sum(-1),
            "madd": lambda x, y: x + y, "msub": lambda x, y: x - y, "mhad": lambda x, y: x * y,
            "vadd": lambda x, y: x + y, "vsub": lambda x, y: x - y,
            "sadd": lambda x, y: x + y, "smul": lambda x, y: x * y,
            "smmul": lambda x, s: x * s[..., None, None], "svmul": lambda x, s: x * s[..., None],
            "mtrans": lambda x: xp.swapaxes(x, -1, -2), "msqr": lambda x: x * x,
            "mabs": lambda x: abs(x)}


def framework_fn(graph, xp, mulsum=False):
    import re

    ops = _ops(xp, mulsum)

    def f(*arrays):
        vals = {}
        ins = iter(arrays)
        for v in graph.vertices:
            if v.kind == "load":
                vals[v.id] = next(ins)
        n = arrays[0].shape[0]
        for v in graph.vertices:
            if v.kind == "const":
                where = {"device": arrays[0].device} if xp.__name__ == "torch" else {}
                vals[v.id] = xp.full((n,), v.value, dtype=arrays[0].dtype, **where)
            elif v.kind == "call":
                fam = re.match(r"[a-z]+", v.function).group(0)
                vals[v.id] = ops[fam](*(vals[a] for a in v.args))
        outs = tuple(vals[v.args[0]] for v in graph.outputs)
        return outs[0] if len(outs) == 1 else outs
    return f


def inputs_for(graph, n, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal((n, *v.type.shape), dtype=np.float32) for v in graph.inputs]


def device_inputs(cp, graph, n, seed=0) -> dict:
    """Standard-normal inputs generated on the GPU (16M elements of 8x8 are 4 GB each)."""
    rng = cp.random.default_rng(seed)
    return {v.name: rng.standard_normal((n, *v.type.shape), dtype=cp.float32)
            for v in graph.inputs}


def io_bytes(graph) -> int:
    return 4 * (sum(v.type.size for v in graph.inputs) + sum(v.type.size for v in graph.outputs))


def prepare(impls, threads=8):
    """Generate (Python) then compile (NVRTC in threads) and load every implementation."""
    import cupy as cp

    from warpsmith.backends.cuda import device_arch
    from warpsmith.fusion.runtime import prepare as _prepare

    for im in impls:
        im.source  # noqa: B018
    _prepare(cp, impls, device_arch(), threads)


def _timed(cp, impl, dev, n, rec, repetitions=5) -> float:
    """``runtime.time_implementation``, or infinity (the error kept in ``rec``) when an
    implementation cannot run."""
    from warpsmith.fusion.runtime import time_implementation

    try:
        return time_implementation(cp, impl, dev, n, repetitions)
    except Exception:  # noqa: BLE001 - one implementation failing must not stop the rest
        rec.setdefault("implementation_errors", []).append(traceback.format_exc()[-600:])
        return float("inf")


_OOM_MARKS = ("out of memory", "outofmemory", "resource_exhausted", "oom")


def failure_kind(text: str) -> str:
    """'out of memory' when an error's text says so (PyTorch's OutOfMemoryError, XLA's
    RESOURCE_EXHAUSTED in its autotuner), else 'error'."""
    low = text.lower()
    return "out of memory" if any(m in low for m in _OOM_MARKS) else "error"


def _failed(row: dict, name: str) -> None:
    """Record the current exception of framework column ``name`` (``*_ms``): its traceback
    tail and what kind of failure it was, so the report shows it instead of a blank."""
    tb = traceback.format_exc()
    row[name + "_error"] = tb[-500:]
    row[name[:-3] + "_failed"] = failure_kind(tb)
    try:  # free what the failed framework call left cached before the next column
        import torch

        torch.cuda.empty_cache()
    except Exception:  # noqa: BLE001
        pass


def measure_function(run: Run, key: str, graph, top: int):
    import cupy as cp
    import torch

    from warpsmith.fusion.runtime import launch

    rec = run.record.setdefault("functions", {}).setdefault(key, {"sizes": {}})
    comp = compile_graph(graph, "h100", top=top)
    impls = comp.implementations[:top]
    prepare(impls + [comp.unfused()])
    unfused = comp.unfused()
    tfn = framework_fn(graph, torch)
    compiled = torch.compile(tfn, dynamic=True)
    compiled_ms = torch.compile(framework_fn(graph, torch, mulsum=True), dynamic=True)
    jfn = None
    try:
        import jax
        import jax.numpy as jnp

        jfn = jax.jit(framework_fn(graph, jnp))
    except Exception:  # noqa: BLE001
        rec["jax_error"] = traceback.format_exc()[-500:]
    floor_rate = run.record.get("copy_bytes_per_s")
    for n in SIZES:
        if run.left() < 40:
            rec["skipped"] = f"from n = {n}: no time left"
            break
        dev = device_inputs(cp, graph, n)
        tt = [torch.from_dlpack(dev[v.name]) for v in graph.inputs]
        row = {}
        times = [_timed(cp, im, dev, n, rec) for im in impls]
        if not times:
            raise RuntimeError("no implementation to measure: every candidate's prediction "
                               "was infinite (see psi_skipped for the psi cells not run)")
        best = int(np.argmin(times))
        row["generated_ms"] = times
        row["best_rank"] = best
        row["best_ms"] = times[best]
        row["best_cover"] = impls[best].label()
        got = launch(cp, impls[best], dev, n)
        want = tfn(*tt)
        want = want if isinstance(want, tuple) else (want,)
        row["max_abs_error_vs_torch"] = max(
            float((torch.from_dlpack(got[v.name]) - w).abs().max())
            for v, w in zip(graph.outputs, want))
        row["max_abs_torch_value"] = max(float(w.abs().max()) for w in want)
        row["unfused_ms"] = _timed(cp, unfused, dev, n, rec)
        row["torch_eager_ms"] = _time(cp, lambda: tfn(*tt))
        for name, fn in (("torch_compile_ms", compiled), ("torch_compile_mulsum_ms", compiled_ms)):
            try:
                row[name] = _time(cp, lambda: fn(*tt))
            except Exception:  # noqa: BLE001
                _failed(row, name)
        if jfn is not None:
            try:
                import jax

                try:
                    ja = [jax.numpy.from_dlpack(dev[v.name]) for v in graph.inputs]
                except Exception:  # noqa: BLE001 - an older JAX: through the host
                    ja = [jax.device_put(cp.asnumpy(dev[v.name])) for v in graph.inputs]
                row["jax_jit_ms"] = _time_host(lambda: jfn(*ja), jax.block_until_ready)
            except Exception:  # noqa: BLE001
                _failed(row, "jax_jit_ms")
        if floor_rate:
            row["floor_ms"] = io_bytes(graph) * n / floor_rate * 1e3
        rec["sizes"][str(n)] = {k: v for k, v in row.items()}
        run.save()
        dev = tt = want = got = None
        cp.get_default_memory_pool().free_all_blocks()
        torch.cuda.empty_cache()


def max_autotune(run: Run, key: str, reserve: float):
    """torch.compile(mode="max-autotune") at 1M in a subprocess with a time cap (at most
    75 s, leaving ``reserve`` seconds of the budget to the parts after it)."""
    cap = min(75, run.left() - reserve)
    if cap < 30:
        run.record.setdefault("max_autotune", {})[key] = "skipped: no time left"
        return
    code = (f"import sys; sys.path.insert(0, {str(ROOT / 'benchmarks')!r}); "
            f"import fusion_runner as R; R.autotune_child({key!r})")
    try:
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           timeout=cap, env=dict(os.environ, PYTHONPATH=str(ROOT / "src")))
        line = [ln for ln in p.stdout.splitlines() if ln.startswith("RESULT ")]
        run.record.setdefault("max_autotune", {})[key] = (
            json.loads(line[-1][7:]) if line else p.stderr[-800:])
    except subprocess.TimeoutExpired:
        run.record.setdefault("max_autotune", {})[key] = f"timed out after {cap:.0f} s"


def autotune_child(key: str):
    import cupy as cp
    import torch

    g = graphs()[key]
    n = 1 << 20
    dev = device_inputs(cp, g, n)
    tt = [torch.from_dlpack(dev[v.name]) for v in g.inputs]
    fn = torch.compile(framework_fn(g, torch), mode="max-autotune")
    print("RESULT " + json.dumps({"n": n, "ms": _time(cp, lambda: fn(*tt))}), flush=True)


# ----------------------------------------------------------------------------- studies


def order_study(run: Run, key: str, graph, count: int, cap_s: float):
    """Measured time of the first implementations in predicted order at 1M (Fig. 5.3)."""
    import cupy as cp

    t = time.time()
    comp = compile_graph(graph, "h100", top=count, max_solves=4 * count)
    rec = {"compile_s": time.time() - t, "predicted_ns": [], "measured_ms": [], "covers": []}
    run.record.setdefault("order", {})[key] = rec
    n = 1 << 20
    dev = device_inputs(cp, graph, n)
    start = time.time()
    impls = comp.implementations
    for chunk in range(0, len(impls), 16):
        if time.time() - start > cap_s or run.left() < 90:
            break
        part = impls[chunk:chunk + 16]
        prepare(part)
        for im in part:
            rec["predicted_ns"].append(im.time_ns)
            rec["measured_ms"].append(_timed(cp, im, dev, n, rec, repetitions=3))
            rec["covers"].append(im.label())
        run.save()
    m = np.array(rec["measured_ms"])
    rec["best_five_positions"] = [int(i) for i in np.argsort(m)[:5]]


def fusion_study(run: Run, key: str, graph, cap_s: float):
    """Predicted against measured time of each fusion implementation alone (Fig. 5.2)."""
    import cupy as cp

    from warpsmith.fusion.compiler import fusion_candidates
    from warpsmith.fusion.model import psi_table

    cands = fusion_candidates(graph, psi_table("h100"), keep=1)
    n = 1 << 20
    dev = device_inputs(cp, graph, n)
    rec = {"predicted_ns": [], "measured_ns": [], "fusions": []}
    run.record.setdefault("fusions", {})[key] = rec
    start = time.time()
    for chunk in range(0, len(cands), 16):
        if time.time() - start > cap_s or run.left() < 60:
            break
        part = [Implementation(graph, [c], f"f{chunk + i}") for i, c in
                enumerate(cands[chunk:chunk + 16])]
        prepare(part)
        for im, c in zip(part, cands[chunk:chunk + 16]):
            ms = _timed(cp, im, dev, n, rec, repetitions=3)
            rec["predicted_ns"].append(c.time)
            rec["measured_ns"].append(ms * 1e6 / n)
            rec["fusions"].append(c.label(graph))
        run.save()


def compiler_time(run: Run, gs: dict):
    """Compiler time (state space, covers, code for the top 10) for Functions I and II:
    ``first`` in this process with no disk cache (the library's routines read by the
    frontend on the way), ``disk_cache`` a new process's first run once the IR cache
    (``fusion/ircache.py``) holds them, ``library_read`` again with the routines already
    read in this process (the kernels generated anew). Seconds of wall and of CPU."""
    import tempfile

    from warpsmith.fusion import codegen

    rec = {}
    saved = {k: os.environ.get(k) for k in ("WARPSMITH_CACHE_DIR", "WARPSMITH_NO_CACHE")}
    os.environ["WARPSMITH_CACHE_DIR"] = tempfile.mkdtemp(prefix="ws-fusion-ir-")
    try:
        for key in ("I", "II"):
            for label in ("first", "disk_cache", "library_read"):
                routines = dict(codegen._ROUTINES)
                codegen.clear_caches()
                if label == "library_read":
                    codegen._ROUTINES.update(routines)
                os.environ["WARPSMITH_NO_CACHE"] = "1" if label == "first" else "0"
                t, c = time.time(), time.process_time()
                comp = compile_graph(gs[key], "h100", top=10)
                for im in comp.implementations:
                    im.source  # noqa: B018
                rec.setdefault(key, {})[label] = dict(comp.timings, total_s=time.time() - t,
                                                      cpu_s=time.process_time() - c)
                if label == "first":  # fill the disk cache for the next label
                    os.environ["WARPSMITH_NO_CACHE"] = "0"
                    codegen.clear_caches()
                    for im in compile_graph(gs[key], "h100", top=10).implementations:
                        im.source  # noqa: B018
    finally:
        for k, v in saved.items():
            os.environ.pop(k, None) if v is None else os.environ.__setitem__(k, v)
    rec["cpu_count"] = os.cpu_count()
    rec["load_average"] = os.getloadavg()
    run.record["compiler_time"] = rec


def no_gpu_checks(run: Run, gs: dict):
    """CPU side of every part: compile, generate and NVRTC-compile the top 3 of each."""
    from warpsmith.backends.cuda_compile import compile_cuda

    rec = {}
    for key, g in gs.items():
        comp = compile_graph(g, "h100", top=3)
        regs = []
        for im in comp.implementations + [comp.unfused()]:
            for p in im.kernels:
                regs.append(compile_cuda(im.source, p.name, "sm_90").registers)
        rec[key] = {"implementations": [im.label() for im in comp.implementations],
                    "registers": regs,
                    "framework_reference_ok": bool(_framework_matches(g))}
    run.record["no_gpu"] = rec


def _framework_matches(g) -> bool:
    arrays = inputs_for(g, 7)
    f = framework_fn(g, np)
    fm = framework_fn(g, np, mulsum=True)
    want = g.reference({v.name: a for v, a in zip(g.inputs, arrays)})
    for fn in (f, fm):
        got = fn(*arrays)
        got = got if isinstance(got, tuple) else (got,)
        if not all(np.allclose(a, want[v.name], rtol=1e-4, atol=1e-4)
                   for a, v in zip(got, g.outputs)):
            return False
    return True


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--no-gpu", action="store_true")
    ap.add_argument("--budget", type=float, default=330.0, help="seconds for the whole run")
    ap.add_argument("--order-count", type=int, default=300)
    ap.add_argument("--order-only", action="store_true",
                    help="only the order studies (Fig. 5.3/5.4, Tables 5.1/5.2), with the "
                         "psi table in the tree, each capped at --order-cap seconds")
    ap.add_argument("--order-cap", type=float, default=25.0,
                    help="seconds of measurement per order study (default 25)")
    ap.add_argument("--psi-all", action="store_true",
                    help="benchmark every routine of the library (not only the examples')")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    run = Run(out, args.budget, not args.no_gpu)
    run.part("header", header, run)
    gs = graphs()
    run.part("compiler_time", compiler_time, run, gs)
    if not run.gpu:
        run.part("psi_sources", psi_tables, run, gs)
        run.part("no_gpu_checks", no_gpu_checks, run, gs)
        return 0
    run.part("copy_floor", copy_floor, run)
    if args.order_only:
        for key in ("I", "II"):
            run.part(f"order {key}", order_study, run, key, gs[key], args.order_count,
                     args.order_cap)
    else:
        gpu_parts(run, gs, args)
    run.record["total_s"] = time.time() - T0
    run.save()
    return 0


def gpu_parts(run: Run, gs: dict, args) -> None:
    """Every GPU part of the full run, in priority order."""
    run.part("psi", psi_tables, run, gs, args.psi_all)
    for key in ("I", "II"):
        run.part(f"function {key}", measure_function, run, key, gs[key], 10)
    run.part("max-autotune I", max_autotune, run, "I", 150)
    for key in ("I", "II"):
        run.part(f"order {key}", order_study, run, key, gs[key], args.order_count,
                 args.order_cap)
        run.part(f"fusions {key}", fusion_study, run, key, gs[key], 12)
    for key in ("transform4", "lsq3", "dct8"):
        run.part(f"function {key}", measure_function, run, key, gs[key], 10)
    run.part("max-autotune II", max_autotune, run, "II", 15)

if __name__ == "__main__":
    sys.exit(main())
