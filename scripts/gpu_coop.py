"""Issue 18 (cooperative groups, warp intrinsics, C library) on a GPU: every reproduction
of tests/coop_cases.py compiled by NVRTC through CuPy twice, as the user wrote it (with
CUDA's own cooperative_groups headers) and as warpsmith prints it, run once, and its
outputs compared bit for bit with the simulator's (and the simulator's with the NumPy
reference). Where CUDA's float function is not correctly rounded (sinpif, cospif,
norm3df), the largest distance in ulps is recorded beside the bit-for-bit verdict.

Usage (from the repository root; scripts/gpu_coop.sh wraps it):
    python3 scripts/gpu_coop.py OUT_DIR [--no-gpu]
--no-gpu: no CuPy and no GPU; the simulator parts run, and warpsmith's printed text is
compiled with this machine's NVRTC when it has one (to test the script on a CPU machine).
Writes OUT_DIR/results.json (device, driver, date, commit, command, per kernel) and
OUT_DIR/results.txt (one line per kernel)."""

from __future__ import annotations

import datetime
import glob
import json
import os
import subprocess
import sys
import time
import traceback

import numpy as np

sys.path.insert(0, "src")
sys.path.insert(0, "tests")

import warpsmith as ws  # noqa: E402
from coop_cases import CASES  # noqa: E402


def include_dirs() -> list[str]:
    """Directories holding CUDA's cooperative_groups.h (CUDA_PATH, /usr/local/cuda, the
    NVIDIA pip wheels, CuPy's idea of the CUDA path)."""
    cands = [os.path.join(os.environ.get("CUDA_PATH", "/nonexistent"), "include"),
             "/usr/local/cuda/include", *sorted(glob.glob("/usr/local/cuda-*/include"))]
    for p in sys.path:
        cands += glob.glob(os.path.join(p, "nvidia", "*", "include"))
        cands += glob.glob(os.path.join(p, "nvidia", "cuda_runtime", "include"))
    try:
        import cupy
        path = cupy.cuda.get_cuda_path()
        if path:
            cands.append(os.path.join(path, "include"))
    except Exception:  # noqa: BLE001 - no CuPy: the other candidates remain
        pass
    return [d for d in dict.fromkeys(cands)
            if os.path.isfile(os.path.join(d, "cooperative_groups.h"))][:1]


#: NVRTC has no C++ standard headers; the user's <cstdint>, <climits>, <limits>, <cmath>
#: are these one-line maps onto libcu++ (CUDA's <cuda/std/...>), written under OUT_DIR
SHIMS = {
    "cstdint": "#include <cuda/std/cstdint>\n",
    "climits": "#include <cuda/std/climits>\n",
    "limits": "#include <cuda/std/limits>\nnamespace std { using cuda::std::numeric_limits; }\n",
    "cmath": "#include <cuda/std/cmath>\nnamespace std { using cuda::std::fmax; using "
             "cuda::std::fmin; using cuda::std::abs; using cuda::std::sqrt; }\n",
}


def user_includes(out: str, inc: list[str]) -> list[str]:
    """The -I directories of the user's text: CUDA's include dir, its cccl/ (libcu++,
    which CUDA 13's cooperative groups include) and the shims."""
    shim = os.path.join(out, "nvrtc_shim")
    os.makedirs(shim, exist_ok=True)
    for name, text in SHIMS.items():
        with open(os.path.join(shim, name), "w") as f:
            f.write("#pragma once\n" + text)
    dirs = list(inc)
    for d in inc:
        if os.path.isdir(os.path.join(d, "cccl")):
            dirs.append(os.path.join(d, "cccl"))
    return dirs + [shim]


def ordered(a: np.ndarray) -> np.ndarray:
    """Float32 bits as integers ordered like the floats (for ulp distances); float64 is
    first rounded to float32 (an ulp distance of 0 then means within a float32 ulp)."""
    i = a.astype(np.float32).view(np.int32).astype(np.int64)
    return np.where(i < 0, np.int64(-(2**31)) - i, i)


def compare(dev: dict, sim: dict) -> dict:
    out = {}
    for name, s in sim.items():
        d = dev[name]
        same = d.tobytes() == s.tobytes()
        entry = {"bit_equal": same}
        if not same:
            diff = np.flatnonzero([x.tobytes() != y.tobytes()
                                   for x, y in zip(d.reshape(-1), s.reshape(-1))])
            entry["mismatches"] = int(diff.size)
            entry["first"] = [[int(k), str(d.reshape(-1)[k]), str(s.reshape(-1)[k])]
                              for k in diff[:4]]
            if s.dtype.kind == "f":
                both_nan = np.isnan(d) & np.isnan(s)
                ulp = np.abs(ordered(d) - ordered(s))
                entry["max_ulp"] = int(np.where(both_nan, 0, ulp).max())
        out[name] = entry
    return out


def run_gpu(source: str, kernel: str, case, inputs: dict, params, user: bool,
            inc: list[str]) -> dict:
    import cupy as cp

    opts = ("--std=c++17",) + (tuple(f"-I{d}" for d in inc) if user else ())
    t0 = time.time()
    mod = cp.RawModule(code=source, options=opts,
                       name_expressions=[kernel] if user else None)
    fn = mod.get_function(kernel)
    compile_s = time.time() - t0
    dev = {n: cp.asarray(v) for n, v in inputs.items() if isinstance(v, np.ndarray)}
    args = [dev[n] if n in dev else inputs[n] for _, n in params]
    grid = tuple(case.grid) + (1,) * (3 - len(case.grid))
    block = tuple(case.block) + (1,) * (3 - len(case.block))
    fn(grid, block, tuple(args))
    cp.cuda.Device().synchronize()
    return {"outputs": {n: cp.asnumpy(dev[n]) for n in case.outputs},
            "compile_s": round(compile_s, 2)}


def compile_local(source: str, kernel: str, inc: list[str], user: bool) -> dict:
    from warpsmith.backends.cuda_compile import compile_cuda, load_nvrtc

    if load_nvrtc() is None:
        return {"compiled": None, "why": "no NVRTC on this machine"}
    compile_cuda(source, kernel, "sm_90", options=[f"-I{d}" for d in inc] if user else [])
    return {"compiled": True}


def one(case, gpu: bool, inc: list[str]) -> dict:
    res: dict = {}
    inputs = case.make(np.random.default_rng(18))
    k = ws.read(case.source).kernel(case.kernel)
    sim = ws.run(k, ws.Launch(case.grid, case.block), dict(inputs)).outputs
    sim = {n: sim[n] for n in case.outputs}
    ref = case.reference(inputs)
    res["simulator_equals_numpy"] = all(
        sim[n].tobytes() == np.asarray(ref[n]).astype(sim[n].dtype).tobytes()
        for n in case.outputs)
    printed = str(ws.translate(k, "cuda"))
    for label, text, user in (("user", case.source, True), ("printed", printed, False)):
        try:
            if gpu:
                r = run_gpu(text, case.kernel, case, inputs, k.params, user, inc)
                res[label] = {"compiled": True, "compile_s": r["compile_s"],
                              "outputs": compare(r["outputs"], sim)}
                res[label]["bit_equal"] = all(v["bit_equal"] for v in
                                              res[label]["outputs"].values())
            elif user:
                res[label] = {"compiled": None, "why": "--no-gpu compiles warpsmith's "
                              "text only (CUDA's headers take 20 s a kernel on a loaded CPU)"}
            else:
                res[label] = compile_local(text, case.kernel, inc, user)
        except Exception as ex:  # noqa: BLE001 - one part failing must not stop the rest
            res[label] = {"compiled": False, "error": f"{type(ex).__name__}: {ex}"[:1500],
                          "traceback": traceback.format_exc(limit=2)[-800:]}
    if case.tolerance_ulp:
        res["documented_ulp_tolerance"] = case.tolerance_ulp
    return res


def device_info(gpu: bool) -> dict:
    info = {"device": "none (--no-gpu)", "driver": None}
    if not gpu:
        return info
    try:
        q = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version",
                            "--format=csv,noheader"], capture_output=True, text=True,
                           timeout=30).stdout.strip().splitlines()
        name, driver = [x.strip() for x in q[0].split(",")]
        info.update(device=name, driver=driver)
    except Exception as ex:  # noqa: BLE001
        info["device_error"] = str(ex)
    try:
        import cupy as cp
        info["cupy"] = cp.__version__
        info["cuda_runtime"] = cp.cuda.runtime.runtimeGetVersion()
    except Exception as ex:  # noqa: BLE001
        info["cupy_error"] = str(ex)
    return info


def main(argv: list[str]) -> int:
    out = argv[1]
    gpu = "--no-gpu" not in argv[2:]
    os.makedirs(out, exist_ok=True)
    inc = user_includes(out, include_dirs())
    result = {**device_info(gpu),
              "date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
              "commit": os.environ.get("COMMIT", "unknown"),
              "command": " ".join(["scripts/gpu_coop.sh", *argv[1:]]),
              "include_dirs": inc, "kernels": {}}
    lines = []
    for case in CASES:
        t0 = time.time()
        try:
            r = one(case, gpu, inc)
        except Exception as ex:  # noqa: BLE001
            r = {"error": f"{type(ex).__name__}: {ex}",
                 "traceback": traceback.format_exc(limit=3)}
        r["seconds"] = round(time.time() - t0, 2)
        result["kernels"][case.name] = r
        line = f"{case.name}: sim=numpy {r.get('simulator_equals_numpy')}"
        for label in ("user", "printed"):
            p = r.get(label, {})
            line += f" | {label}: compiled {p.get('compiled')}"
            if "bit_equal" in p:
                line += f", bit-equal {p['bit_equal']}"
                ulps = [v.get("max_ulp") for v in p["outputs"].values() if "max_ulp" in v]
                if ulps:
                    line += f", max ulp {max(ulps)}"
            if "error" in p:
                line += f", error {p['error'][:160]!r}"
        lines.append(line)
        print(line, flush=True)
    ks = result["kernels"].values()
    result["summary"] = {
        "kernels": len(CASES),
        "simulator_equals_numpy": sum(1 for r in ks if r.get("simulator_equals_numpy")),
        "user_bit_equal": sum(1 for r in ks if r.get("user", {}).get("bit_equal")),
        "printed_bit_equal": sum(1 for r in ks if r.get("printed", {}).get("bit_equal")),
        "user_compiled": sum(1 for r in ks if r.get("user", {}).get("compiled")),
        "printed_compiled": sum(1 for r in ks if r.get("printed", {}).get("compiled")),
    }
    with open(os.path.join(out, "results.json"), "w") as f:
        json.dump(result, f, indent=1, default=str)
    with open(os.path.join(out, "results.txt"), "a") as f:
        f.write("\n".join(lines) + "\n" + json.dumps(result["summary"]) + "\n")
    print(json.dumps(result["summary"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
