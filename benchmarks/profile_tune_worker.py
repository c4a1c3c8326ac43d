"""Profile of the tuner worker's per-configuration path on a GPU (measure_cuda in-process over
60 compiled configurations of the multi-GPU run's matmul space), as run for
benchmarks/results/tune-worker-profile-h100-2026-11-26/: python3 benchmarks/profile_tune_worker.py
from the repository root (OUT=DIR to choose where prof.txt goes)."""
import sys, time, cProfile, pstats, io, os
sys.path.insert(0, 'benchmarks'); sys.path.insert(0, 'src')
from tune_multi_runner import problem_of
from warpsmith.tune.tuner import spec
from warpsmith.tune.gpu import compile_job, measure_cuda
from warpsmith.tune import space as S
p = problem_of("gpu")
import itertools
keys = list(p.tune_params)
cfgs = [dict(zip(keys, v)) for v in itertools.product(*p.tune_params.values())]
cfgs = [c for c in cfgs if c["block_size_x"] * c["block_size_y"] <= 1024][:300:5]
jobs = []
for c in cfgs:
    j = compile_job(spec(p, c), "sm_90")
    if not j.get("failure"):
        jobs.append(j)
print("jobs", len(jobs))
args = {"arguments": p.arguments, "cmem_args": p.cmem_args, "answer": p.answer, "atol": p.atol}
opts = {"repetitions": 20, "warmup": 3}
measure_cuda(jobs[0], args, opts)
t = time.perf_counter()
for j in jobs:
    measure_cuda(j, args, opts)
print("ms per config (no profile)", (time.perf_counter() - t) / len(jobs) * 1000)
pr = cProfile.Profile(); pr.enable()
for j in jobs:
    measure_cuda(j, args, opts)
pr.disable()
s = io.StringIO(); st = pstats.Stats(pr, stream=s); st.sort_stats("cumulative").print_stats(35)
st.sort_stats("tottime").print_stats(25)
out = os.environ.get("OUT", "/tmp")
open(f"{out}/prof.txt", "w").write(s.getvalue())
print(s.getvalue()[:6000])
