"""Device check of the cuRAND model (issue 17, item 4): the same sequences on the GPU
(the real library, compiled by NVRTC) and on the simulator, compared bit for bit.

For each generator, 4096 threads each draw from their own (seed, subsequence, offset),
with subsequences and offsets up to 2**63 and 2**40: raw outputs, uniforms, doubles,
normals, and outputs after skipahead/skipahead_sequence. Run twice on the GPU: the kernel
as the user wrote it (compiled with CuPy against the real curand_kernel.h) and as warpsmith
prints it (ws.run(..., backend="cuda")). Normals are reported as the largest difference in
ulps (the GPU's __sincosf/logf are not reproduced bit for bit: docs/curand.md).
Usage: python3 scripts/gpu_curand.py OUTDIR [--no-gpu]"""

from __future__ import annotations

import json
import platform
import subprocess
import sys
import time
import traceback
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
import warpsmith as ws  # noqa: E402

SRC = Path(__file__).resolve().parents[1] / "tests" / "test_curand.py"
N = 4096
FIELDS = {"raw": (9, np.uint32), "uni": (5, np.float32), "ud": (3, np.float64),
          "nor": (5, np.float32), "nd": (3, np.float64), "after": (2, np.uint32)}


def sequence_source() -> str:
    text = SRC.read_text()
    return text.split('SEQUENCE = r"""', 1)[1].split('"""', 1)[0]


def inputs(rng) -> dict:
    seeds = rng.integers(0, 2**63, N, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    sub = np.where(rng.random(N) < 0.5, np.arange(N, dtype=np.uint64),
                   rng.integers(0, 2**63, N, dtype=np.uint64))
    off = np.where(rng.random(N) < 0.5, rng.integers(0, 64, N, dtype=np.uint64),
                   rng.integers(0, 2**40, N, dtype=np.uint64))
    cfg = np.stack([seeds, sub, off], axis=1).ravel()
    args = {"cfg": cfg, "n": np.int32(N)}
    for k, (m, dt) in FIELDS.items():
        args[k] = np.zeros(m * N, dt)
    return args


def ulps(a: np.ndarray, b: np.ndarray) -> int:
    if a.dtype == np.float32:
        ia, ib = a.view(np.int32).astype(np.int64), b.view(np.int32).astype(np.int64)
    else:
        ia, ib = a.view(np.int64).astype(object), b.view(np.int64).astype(object)
    return int(np.max(np.abs(np.asarray(ia - ib, dtype=np.float64)))) if a.size else 0


def compare(got: dict, want: dict) -> dict:
    out = {}
    for k in FIELDS:
        a, b = np.asarray(got[k]), np.asarray(want[k])
        same = a.view(np.uint8).reshape(a.size, -1) == b.view(np.uint8).reshape(b.size, -1)
        eq = int(np.sum(np.all(same, axis=1)))
        out[k] = {"values": int(a.size), "bit_equal": eq}
        if k in ("nor", "nd"):
            out[k]["max_ulps"] = ulps(a, b)
    return out


def user_build(src: str, state: str, args: dict) -> dict:
    """The kernel as written, compiled by CuPy's NVRTC against the real header."""
    import cupy as cp
    from warpsmith.backends.cuda_compile import library_include_dirs

    opts = tuple(f"-I{d}" for d in library_include_dirs("curand_kernel.h")) + (
        "--std=c++17", f"-DSTATE_T={state}")
    mod = cp.RawModule(code=src, options=opts, name_expressions=["seq"])
    fn = mod.get_function("seq")
    dev = {k: cp.asarray(v) for k, v in args.items() if isinstance(v, np.ndarray)}
    order = ["cfg", "raw", "uni", "ud", "nor", "nd", "after"]
    fn((N // 128,), (128,), tuple(dev[k] for k in order) + (np.int32(N),))
    cp.cuda.runtime.deviceSynchronize()
    return {k: cp.asnumpy(dev[k]) for k in FIELDS}


def main() -> int:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    no_gpu = "--no-gpu" in sys.argv
    res = {"command": " ".join(sys.argv), "date": time.strftime("%Y-%m-%dT%H:%M:%SZ",
                                                                 time.gmtime()),
           "commit": __import__("os").environ.get("COMMIT", "unknown"),
           "python": platform.python_version(), "threads": N, "generators": {}}
    try:
        res["device"] = subprocess.run(
            ["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
            capture_output=True, text=True, timeout=30).stdout.strip()
    except Exception as exc:   # no GPU here: the dry run
        res["device"] = f"none ({type(exc).__name__})"
    src = sequence_source()
    types = {"xorwow": "curandState", "philox": "curandStatePhilox4_32_10_t"}
    for gen, state in types.items():
        r = res["generators"][gen] = {}
        args = inputs(np.random.default_rng(17 if gen == "xorwow" else 23))
        k = ws.read(src, defines={"STATE_T": state}).kernels[0]
        launch = ws.Launch(grid=N // 128, block=128)
        t = time.time()
        sim = ws.run(k, launch, args={**args}, backend="cpu").outputs
        r["simulator_s"] = round(time.time() - t, 2)
        if no_gpu:
            r["simulator_only"] = {f: int(np.asarray(sim[f]).size) for f in FIELDS}
            continue
        for label, fn in (("printed_by_warpsmith", lambda: ws.run(
                k, launch, args={**args}, backend="cuda").outputs),
                          ("as_written", lambda: user_build(src, state, args))):
            try:
                gpu = fn()
                r[label] = compare(sim, gpu)
            except Exception as exc:
                r[label] = {"error": f"{type(exc).__name__}: {exc}"[:2000],
                            "trace": traceback.format_exc()[-2000:]}
    (out / "curand.json").write_text(json.dumps(res, indent=1))
    print(json.dumps(res, indent=1)[:4000])
    return 0


if __name__ == "__main__":
    sys.exit(main())
