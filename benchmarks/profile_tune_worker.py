"""Profile of the tuner worker's per-configuration path on a GPU (measure_cuda in-process over
60 compiled configurations of the multi-GPU run's matmul space), as run for
benchmarks/results/tune-worker-profile-h100-2026-11-26/:

    python3 benchmarks/profile_tune_worker.py [--dry-run]

from the repository root (OUT=DIR to choose where prof.txt and worker.json go). The
host-side milliseconds per configuration are measured twice, alternating, with the
arguments and the answer kept on the GPU (``resident``, issue 23's change) and without
(upload, copy back, check on the host per configuration); the profile is of the resident
path. ``--dry-run``: build and compile the jobs (NVRTC, no GPU) and stop."""
import cProfile
import io
import itertools
import json
import os
import pstats
import sys
import time

sys.path.insert(0, 'src')
from warpsmith.tune.examples import multi_gpu_problem  # noqa: E402
from warpsmith.tune.tuner import spec  # noqa: E402
from warpsmith.tune.gpu import compile_job, measure_cuda  # noqa: E402

dry = "--dry-run" in sys.argv[1:]
p = multi_gpu_problem(open("tests/data/tune/matmul.cu").read())
keys = list(p.tune_params)
cfgs = [dict(zip(keys, v)) for v in itertools.product(*p.tune_params.values())]
cfgs = [c for c in cfgs if c["block_size_x"] * c["block_size_y"] <= 1024][:300:5]
if dry:
    cfgs = cfgs[:4]
jobs = []
for c in cfgs:
    j = compile_job(spec(p, c), "sm_90")
    if not j.get("failure"):
        jobs.append(j)
print("jobs", len(jobs))
out = os.environ.get("OUT", "/tmp")
record = {"what": "host ms per configuration of tune.gpu.measure_cuda (in-process)",
          "commit": os.environ.get("COMMIT"), "command": " ".join(sys.argv),
          "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "jobs": len(jobs),
          "repetitions": 20, "warmup": 3, "ms_per_config": {}}
if dry:
    print("dry run: jobs built and compiled; no GPU part")
    sys.exit(0)
args = {"arguments": p.arguments, "cmem_args": p.cmem_args, "answer": p.answer, "atol": p.atol}
for resident in (False, True, False, True):
    opts = {"repetitions": 20, "warmup": 3, "resident": resident}
    first = measure_cuda(jobs[0], args, opts)
    if first.get("failure"):
        print("resident" if resident else "host", "first job failed:", first["failure"])
    t = time.perf_counter()
    wrong = 0
    for j in jobs:
        wrong += bool(measure_cuda(j, args, opts).get("failure"))
    ms = (time.perf_counter() - t) / len(jobs) * 1000
    name = "resident" if resident else "host_check"
    record["ms_per_config"].setdefault(name, []).append(round(ms, 3))
    record.setdefault("failures", {})[name] = wrong
    print(f"ms per config (no profile), {name}: {ms:.2f} ({wrong} failed)", flush=True)
# a wrong answer must be caught the same way in both modes (the on-device check's verdict)
ans = p.answer
bad = ({k: v + 1 for k, v in ans.items()} if isinstance(ans, dict) else
       [None if v is None else v + 1 for v in ans])
for resident in (False, True):
    got = measure_cuda(jobs[0], dict(args, answer=bad), {"repetitions": 2, "warmup": 1,
                                                         "resident": resident})
    record.setdefault("wrong_answer_caught", {})[
        "resident" if resident else "host_check"] = got.get("failure_kind") == "wrong"
    print("wrong answer,", "resident" if resident else "host_check", "->",
          got.get("failure"), flush=True)
try:
    import cupy
    from warpsmith.backends import cuda

    record["device"] = cuda.device_info()["name"]
    record["driver"] = cupy.cuda.runtime.driverGetVersion()
except Exception as e:  # noqa: BLE001 - the timings are kept
    record["device"] = f"unknown ({type(e).__name__}: {e})"
pr = cProfile.Profile()
pr.enable()
for j in jobs:
    measure_cuda(j, args, {"repetitions": 20, "warmup": 3, "resident": True})
pr.disable()
s = io.StringIO()
st = pstats.Stats(pr, stream=s)
st.sort_stats("cumulative").print_stats(35)
st.sort_stats("tottime").print_stats(25)
open(f"{out}/prof.txt", "w").write(s.getvalue())
open(f"{out}/worker.json", "w").write(json.dumps(record, indent=1) + "\n")
print(s.getvalue()[:6000])
