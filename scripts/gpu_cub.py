"""CUB on the GPU (issue 18, docs/cxx-cub.md): every reproduction of tests/cub_cases.py is
compiled twice with NVRTC/CuPy -- as the user wrote it, with the REAL CUB headers, and as
warpsmith prints it (no CUB) -- run on the GPU, and compared with the simulator and with
the NumPy reference. Writes OUT/cub.json (per kernel and output: equal or not; device,
driver, date, commit, command). ``--no-gpu``: the CPU parts only (simulator, printing,
locating CUB), for checking the script where there is no GPU.

Run from the repository root: ``PYTHONPATH=src python3 scripts/gpu_cub.py OUT [--no-gpu]``.
"""

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

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))
import warpsmith as ws  # noqa: E402
from cub_cases import CASES  # noqa: E402


def cub_include_dirs() -> tuple[list[str], str]:
    """Include directories that hold the real CUB (and libcu++ it needs), and where found."""
    roots = []
    try:
        import cupy
        roots.append(os.path.join(cupy.cuda.get_cuda_path() or "", "include"))
        roots.append(os.path.join(os.path.dirname(cupy.__file__), "_core", "include"))
    except Exception:  # noqa: BLE001 - cupy missing: try the other places
        pass
    roots += [os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "include"),
              "/usr/local/cuda/include", "/usr/include"]
    for sp in sys.path:
        if sp.endswith("site-packages"):
            roots.append(os.path.join(sp, "nvidia"))
    for root in roots:
        hits = sorted(glob.glob(os.path.join(root, "**", "cub", "cub.cuh"), recursive=True))
        if not hits:
            continue
        cub_dir = os.path.dirname(os.path.dirname(hits[0]))
        dirs = [cub_dir]
        base = os.path.dirname(cub_dir)
        for cand in [cub_dir, base] + glob.glob(os.path.join(base, "*")) + \
                glob.glob(os.path.join(base, "*", "include")):
            if os.path.isfile(os.path.join(cand, "cuda", "std", "type_traits")) and \
                    cand not in dirs:
                dirs.append(cand)
        return dirs, hits[0]
    return [], "not found (searched: " + ", ".join(roots) + ")"


def cub_version(header: str) -> str | None:
    path = os.path.join(os.path.dirname(header), "version.cuh")
    try:
        for line in open(path):
            if line.startswith("#define CUB_VERSION "):
                return line.split()[2]
    except OSError:
        return None
    return None


def simulate(c, args):
    k = ws.read(c["src"], kernel=c["kernel"] if "<" in c["kernel"] else None).kernels[0]
    return k, ws.run(k, ws.Launch(grid=c["grid"], block=c["block"]), args).outputs


#: NVRTC refuses cub/cub.cuh (its device-wide algorithms have __host__ functions, "not
#: allowed in JIT mode"); nvcc takes it. For NVRTC it is replaced by the block and warp
#: headers it includes (recorded in the results as "nvrtc_include").
BLOCK_HEADERS = "".join(f"#include <cub/{h}.cuh>\n" for h in (
    "block/block_reduce", "block/block_scan", "block/block_load", "block/block_store",
    "block/block_radix_sort", "warp/warp_reduce", "warp/warp_scan"))


#: CCCL 3 (CUDA 13) removed cub::Sum/Max/Min: for it they are spelled as libcu++'s function
#: objects (recorded as "cccl3_ops"); warpsmith reads both spellings.
CCCL3_OPS = {"cub::Max()": "cuda::maximum<>{}", "cub::Min()": "cuda::minimum<>{}",
             "cub::Sum()": "cuda::std::plus<>{}"}


def nvrtc_source(src: str, cccl3: bool) -> str:
    src = src.replace("#include <cub/cub.cuh>\n", BLOCK_HEADERS)
    if cccl3:
        for old, new in CCCL3_OPS.items():
            src = src.replace(old, new)
        src = "#include <cuda/functional>\n#include <cuda/std/functional>\n" + src
    return src


def run_real_cub(c, args, dirs, cccl3):
    """The user's source with the real CUB, through CuPy's RawModule (NVRTC)."""
    import cupy as cp
    opts = ("-std=c++17",) + tuple(f"-I{d}" for d in dirs)  # CuPy picks the arch
    mod = cp.RawModule(code=nvrtc_source(c["src"], cccl3), options=opts,
                       name_expressions=[c["kernel"]])
    fn = mod.get_function(c["kernel"])
    dev = {n: cp.asarray(v) if isinstance(v, np.ndarray) else np.int32(v)
           for n, v in args.items()}
    fn(tuple(c["grid"]) + (1,) * (3 - len(c["grid"])),
       tuple(c["block"]) + (1,) * (3 - len(c["block"])), tuple(dev.values()))
    cp.cuda.runtime.deviceSynchronize()
    return {n: cp.asnumpy(dev[n]) for n in c["outputs"]}


def compare(got, sim, ref, outputs):
    out = {}
    for n in outputs:
        out[n] = {"equal_simulator": bool(np.array_equal(got[n], sim[n])),
                  "equal_numpy": None if ref is None else bool(np.array_equal(got[n], ref[n]))}
    return out


def one_case(c, dirs, gpu: bool, cccl3: bool) -> dict:
    res: dict = {"kernel": c["kernel"], "grid": list(c["grid"]), "block": list(c["block"])}
    args = c["args"](np.random.default_rng(7))
    ref = c["ref"](args) if c["ref"] is not None else None
    t0 = time.time()
    try:
        k, sim = simulate(c, args)
        res["simulator_equal_numpy"] = None if ref is None else all(
            np.array_equal(sim[n], ref[n]) for n in c["outputs"])
        printed = ws.translate(k, "cuda").text
        res["printed_has_cub"] = "cub::" in printed
    except Exception as e:  # noqa: BLE001 - log the part's error and go on
        res["error"] = f"simulator/printer: {type(e).__name__}: {e}"
        return res
    res["simulator_s"] = round(time.time() - t0, 2)
    if not gpu:
        return res
    try:
        r = ws.run(k, ws.Launch(grid=c["grid"], block=c["block"]), args, backend="cuda")
        res["printed"] = compare(r.outputs, sim, ref, c["outputs"])
    except Exception as e:  # noqa: BLE001
        res["printed"] = {"error": f"{type(e).__name__}: {e}"}
    if not dirs:
        res["real_cub"] = {"error": "CUB headers not found"}
        return res
    try:
        res["real_cub"] = compare(run_real_cub(c, args, dirs, cccl3), sim, ref, c["outputs"])
    except Exception as e:  # noqa: BLE001
        res["real_cub"] = {"error": f"{type(e).__name__}: {str(e)[-2000:]}"}
    return res


def device_info(gpu: bool) -> dict:
    if not gpu:
        return {"device": None, "driver": None}
    try:
        q = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version",
                            "--format=csv,noheader"], capture_output=True, text=True,
                           timeout=30).stdout.strip().splitlines()[0]
        name, driver = [x.strip() for x in q.split(",")]
        return {"device": name, "driver": driver}
    except Exception as e:  # noqa: BLE001
        return {"device": None, "driver": None, "error": str(e)}


def main(argv) -> int:
    if not argv or argv[0].startswith("-"):
        print(__doc__)
        return 2
    out_dir, gpu = argv[0], "--no-gpu" not in argv
    os.makedirs(out_dir, exist_ok=True)
    dirs, where = cub_include_dirs()
    report = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
              "commit": os.environ.get("COMMIT", "unknown"),
              "command": " ".join([sys.executable, *sys.argv]),
              **device_info(gpu), "gpu": gpu,
              "cub_header": where, "cub_include_dirs": dirs,
              "cub_version": cub_version(where) if dirs else None,
              "nvrtc_include": "#include <cub/cub.cuh> replaced by " + BLOCK_HEADERS,
              "cases": {}}
    version = report["cub_version"]
    cccl3 = version is not None and int(version) >= 300000
    report["cccl3_ops"] = CCCL3_OPS if cccl3 else None
    for c in CASES:
        try:
            report["cases"][c["name"]] = one_case(c, dirs, gpu, cccl3)
        except Exception:  # noqa: BLE001 - one case's failure never stops the others
            report["cases"][c["name"]] = {"error": traceback.format_exc()[-2000:]}
        print(c["name"], json.dumps(report["cases"][c["name"]])[:300], flush=True)
    with open(os.path.join(out_dir, "cub.json"), "w") as f:
        json.dump(report, f, indent=1)
    print("wrote", os.path.join(out_dir, "cub.json"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
