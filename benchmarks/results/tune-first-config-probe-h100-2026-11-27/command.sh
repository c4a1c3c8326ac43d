#!/usr/bin/env bash
# What the first configuration of a fresh measurement process compiles or loads, with an
# empty CuPy kernel cache (the e2e part's 8-9 s first configurations, run 20).
set -u
cd "$(dirname "$0")/main"
export PYTHONUNBUFFERED=1 PYTHONPATH=src
export CUPY_CACHE_DIR=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 300 python3 - <<'PY' 2>&1 | tee $OUT/probe.txt
import time, cProfile, pstats, io, json
t0 = time.perf_counter()
from cupy.cuda import compiler
log = []
for name in [n for n in dir(compiler) if "compile" in n and callable(getattr(compiler, n))]:
    f = getattr(compiler, name)
    def wrap(*a, _f=f, _n=name, **k):
        t = time.perf_counter(); r = _f(*a, **k)
        src = a[0] if a and isinstance(a[0], str) else ""
        log.append({"fn": _n, "s": round(time.perf_counter() - t, 3), "src": src[:160]})
        return r
    setattr(compiler, name, wrap)
from pathlib import Path
from warpsmith.tune.examples import multi_gpu_problem
from warpsmith.tune.gpu import compile_job, warm_process, measure_cuda, _unpacked
from warpsmith.tune.tuner import spec
from warpsmith.tune.gpu import CudaMeasurer
p = multi_gpu_problem(Path("tests/data/tune/matmul.cu").read_text())
cfgs = [{"block_size_x": 16, "block_size_y": 2, "tile_size_x": 2, "tile_size_y": 8, "ws_maxrreg": r} for r in (40, 48)]
jobs = [_unpacked(compile_job(spec(p, c), "sm_90", True)["packed"])[0] for c in cfgs]
m = CudaMeasurer()
args = {"arguments": p.arguments, "cmem_args": p.cmem_args, "answer": p.answer, "atol": p.atol}
opts = dict(m.options)
print("setup", round(time.perf_counter() - t0, 2))
t = time.perf_counter(); print("warm_ms", warm_process(args, opts), round(time.perf_counter() - t, 2)); 
print("compiles in warm:", json.dumps(log, indent=0)); log.clear()
for j in jobs:
    pr = cProfile.Profile(); t = time.perf_counter(); pr.enable()
    out = measure_cuda(j, args, opts)
    pr.disable()
    print("config run_ms", round(out["run_ms"], 1), "wall", round(time.perf_counter() - t, 3), "value", out.get("value"), out.get("failure"))
    print("compiles:", json.dumps(log, indent=0)); log.clear()
    s = io.StringIO(); pstats.Stats(pr, stream=s).sort_stats("cumulative").print_stats(25); print(s.getvalue()[:5000])
PY
