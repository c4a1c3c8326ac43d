"""Device check of issue 18's library models (docs/cxx-glm.md, docs/cxx-dlpack.md).

GLM's headers are not on the device machine, so the GLM reproduction of
``tests/glm_cases.py`` is compiled there twice with NVRTC (CuPy): the user's source against
warpsmith's own ``ws_glm.h`` (what the simulator reads), with ``--fmad=false`` (the
simulator does not contract ``a*b+c``: outputs must be bit-identical) and with NVRTC's
default (contracted: the largest relative difference is recorded), and warpsmith's printed
CUDA through ``ws.run(backend="cuda")``. Each is compared with the simulator and with the
float64 NumPy reference. The DLPack and ``CUtensorMap`` reproductions run through the CUDA
backend and are compared with the simulator. cuda_fp8.h's ``__nv_cvt_*`` conversions
(``tests/fp8_cvt_cases.py``: every finite half value and random float32 patterns) are
compiled as written against the toolkit's header and as printed, against the simulator.
Cooperative groups' ``labeled_partition``/``binary_partition`` with a float ``cg::reduce``
over the coalesced groups (``tests/coop_cases.PARTITION_SRC``) likewise.

Usage: ``PYTHONPATH=src python3 scripts/gpu_cxxlib.py OUT_DIR [--no-gpu]`` (``--no-gpu``: the
CPU-side parts only, to test the script). Writes ``OUT_DIR/cxxlib.json``.
"""

from __future__ import annotations

import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests"))
sys.path.insert(0, HERE)

import warpsmith as ws  # noqa: E402
from gpu_parts import device_facts, run_parts  # noqa: E402
import glm_cases as G  # noqa: E402
import fp8_cvt_cases as F8  # noqa: E402

INCLUDE = os.path.join(HERE, "..", "src", "warpsmith", "frontend", "include")
N = 4096


def _simulate():
    x = G.inputs(N, seed=1)
    p = ws.read(G.SOURCE, dialect="cuda")
    args = {"in": x.reshape(-1), "out": np.zeros(N * G.NOUT, np.float32), "n": N}
    sim = ws.run(p.kernel("glm_ops"), ws.Launch(N // 128, 128), args,
                 timeout=None).outputs["out"].reshape(N, G.NOUT)
    return p, x, args, sim


def _compare(got, sim, ref) -> dict:
    got = np.asarray(got, np.float32).reshape(sim.shape)
    rel = np.abs(got.astype(np.float64) - ref) / np.maximum(1.0, np.abs(ref))
    diff = got.view(np.uint32) != sim.view(np.uint32)
    first = [int(i) for i in np.argwhere(diff)[:5].reshape(-1)]
    return {"bit_identical_to_simulator": bool(not diff.any()),
            "values_differing_from_simulator": int(diff.sum()), "values": int(diff.size),
            "max_rel_diff_to_simulator": float(np.max(np.abs(got - sim) /
                                                      np.maximum(1.0, np.abs(sim)))),
            "max_rel_err_to_numpy_float64": float(rel.max()), "first_differences": first}


def part_glm_header(backend: str) -> dict:
    """The user's source against ws_glm.h, compiled by NVRTC with and without --fmad."""
    _, x, args, sim = _simulate()
    ref = G.reference(x)
    out = {"simulator_vs_numpy": _compare(sim, sim, ref)}
    if backend != "cuda":
        out["note"] = "--no-gpu: simulator only"
        return out
    import cupy as cp
    src = G.SOURCE.replace("#include <glm/glm.hpp>", '#include "ws_glm.h"').replace(
        "#include <glm/gtc/type_ptr.hpp>", "")
    for label, extra in (("fmad_false", ("--fmad=false",)), ("nvrtc_default", ())):
        mod = cp.RawModule(code=src, options=("-std=c++17", f"-I{INCLUDE}") + extra,
                           name_expressions=["glm_ops"])  # a C++ (mangled) name
        fn = mod.get_function("glm_ops")
        d_in = cp.asarray(args["in"])
        d_out = cp.zeros(N * G.NOUT, cp.float32)
        fn((N // 128,), (128,), (d_in, d_out, np.int32(N)))
        cp.cuda.runtime.deviceSynchronize()
        out[label] = _compare(cp.asnumpy(d_out), sim, ref)
    return out


def part_glm_printed(backend: str) -> dict:
    """warpsmith's printed CUDA of the same program, run by the CUDA backend."""
    p, x, args, sim = _simulate()
    text = ws.translate(p, "cuda").text
    out = {"printed_chars": len(text)}
    if backend != "cuda":
        return out
    got = ws.run(p.kernel("glm_ops"), ws.Launch(N // 128, 128), args,
                 backend="cuda").outputs["out"]
    out["ws_run_cuda_backend"] = _compare(got, sim, G.reference(x))  # NVRTC contracts
    import cupy as cp
    mod = cp.RawModule(code=text, options=("-std=c++17", "--fmad=false"))
    fn = mod.get_function("glm_ops")  # printed kernels are extern "C"
    d_in, d_out = cp.asarray(args["in"]), cp.zeros(N * G.NOUT, cp.float32)
    fn((N // 128,), (128,), (d_in, d_out, np.int32(N)))
    cp.cuda.runtime.deviceSynchronize()
    out["fmad_false"] = _compare(cp.asnumpy(d_out), sim, G.reference(x))
    return out


DLPACK = """#include "dlpack/dlpack.h"
#include <cuda.h>
__global__ void codes(DLDataType t, const __grid_constant__ CUtensorMap A, unsigned long long *o) {
  o[threadIdx.x] = A.opaque[threadIdx.x] + t.code * 1000 + t.bits * 10 + t.lanes
                   + kDLFloat8_e4m3fn + sizeof(CUtensorMap);
}
"""


def part_dlpack_tensormap(backend: str) -> dict:
    """A DLDataType and a CUtensorMap passed by value, simulator against the GPU."""
    p = ws.read(DLPACK, dialect="cuda")
    args = {"t": "{code=2,bits=16,lanes=1}", "A": "{opaque=uint64[16]:range}",
            "o": np.zeros(16, np.uint64)}
    sim = ws.run(p.kernel("codes"), ws.Launch(1, 16), args).outputs["o"]
    out = {"simulator": [int(v) for v in sim]}
    if backend == "cuda":
        got = ws.run(p.kernel("codes"), ws.Launch(1, 16), args, backend="cuda").outputs["o"]
        out["gpu"] = [int(v) for v in got]
        out["all_equal"] = bool(np.array_equal(sim, got))
    return out


def part_fp8_cvt(backend: str) -> dict:
    """cuda_fp8.h's __nv_cvt_* functions: the user's source compiled by NVRTC with the
    toolkit's cuda_fp8.h, and warpsmith's printed CUDA, each against the simulator."""
    x = F8.inputs(200000, seed=2)
    p = ws.read(F8.SOURCE, dialect="cuda")
    launch = ws.Launch((len(x) + 255) // 256, 256)
    sim = ws.run(p.kernel("k"), launch, F8.args(x), timeout=None).outputs
    out = {"inputs": int(len(x))}
    if backend != "cuda":
        return out

    def diff(got) -> dict:
        res = {}
        for name in ("o", "o2", "b"):
            g, s_ = np.asarray(got[name]), np.asarray(sim[name])
            bad = g.view(np.uint8 if g.itemsize == 1 else
                         np.uint16 if g.itemsize == 2 else np.uint32) != \
                s_.view(np.uint8 if s_.itemsize == 1 else
                        np.uint16 if s_.itemsize == 2 else np.uint32)
            both_nan = np.isnan(g) & np.isnan(s_) if g.dtype.kind == "f" else \
                np.zeros_like(bad)  # NaN payloads are not modelled (docs/cxx-half.md)
            res[name] = {"mismatches": int((bad & ~both_nan).sum()),
                         "first_inputs": [float(v) for v in x[bad & ~both_nan][:5]]}
        res["all_equal"] = all(v["mismatches"] == 0 for v in res.values())
        return res

    import cupy as cp
    opts = ("-std=c++17",) + tuple(f"-I{d}" for d in header_dirs())
    mod = cp.RawModule(code=F8.SOURCE, options=opts, name_expressions=["k"])
    fn = mod.get_function("k")
    a = F8.args(x)
    dev = {k: cp.asarray(v) for k, v in a.items() if isinstance(v, np.ndarray)}
    fn(((len(x) + 255) // 256,), (256,), (dev["x"], dev["o"], dev["o2"], dev["b"],
                                          np.int32(len(x))))
    cp.cuda.runtime.deviceSynchronize()
    out["as_written_with_cuda_fp8_h"] = diff({k: cp.asnumpy(v) for k, v in dev.items()})
    got = ws.run(p.kernel("k"), launch, F8.args(x), backend="cuda").outputs
    out["printed"] = diff(got)
    out["all_equal"] = out["as_written_with_cuda_fp8_h"]["all_equal"] and \
        out["printed"]["all_equal"]
    return out


def header_dirs() -> list:
    """The toolkit's include directories and their cccl/ (libcu++, which CUDA 13's
    cooperative groups and cuda_fp8.h include)."""
    from warpsmith.backends.cuda_compile import cuda_header_dirs
    dirs = list(cuda_header_dirs())
    return dirs + [os.path.join(d, "cccl") for d in dirs
                   if os.path.isdir(os.path.join(d, "cccl"))]


def part_coop_partition(backend: str) -> dict:
    """cg::labeled_partition / binary_partition and a float cg::reduce over the coalesced
    groups (tests/coop_cases.PARTITION_SRC) with the real cooperative_groups headers,
    against the simulator (bits)."""
    from coop_cases import PARTITION_SRC
    blocks, n = 256, 256 * 128
    rng = np.random.default_rng(4)
    x = rng.standard_normal(n).astype(np.float32)
    lab = rng.integers(0, 5, n).astype(np.int32)
    args = {"x": x, "label": lab, "out": np.zeros(n, np.float32),
            "rank": np.zeros(n, np.int32), "bsize": np.zeros(n, np.int32)}
    p = ws.read(PARTITION_SRC, dialect="cuda")
    sim = ws.run(p.kernel("partition_k"), ws.Launch(blocks, 128), args, timeout=None).outputs
    out = {"threads": n}
    if backend != "cuda":
        return out
    import cupy as cp
    mod = cp.RawModule(code=PARTITION_SRC, name_expressions=["partition_k"],
                       options=("-std=c++17",) + tuple(f"-I{d}" for d in header_dirs()))
    fn = mod.get_function("partition_k")
    dev = {k: cp.asarray(v) for k, v in args.items()}
    fn((blocks,), (128,), tuple(dev.values()))
    cp.cuda.runtime.deviceSynchronize()
    for k in ("out", "rank", "bsize"):
        g = cp.asnumpy(dev[k])
        bad = g.view(np.uint32) != np.asarray(sim[k]).view(np.uint32)
        out[k] = {"mismatches": int(bad.sum()), "first": [int(i) for i in np.argwhere(bad)[:5, 0]]}
    got = ws.run(p.kernel("partition_k"), ws.Launch(blocks, 128), args, backend="cuda").outputs
    out["printed_mismatches"] = {k: int((np.asarray(got[k]).view(np.uint32) !=
                                         np.asarray(sim[k]).view(np.uint32)).sum())
                                 for k in ("out", "rank", "bsize")}
    out["all_equal"] = all(out[k]["mismatches"] == 0 for k in ("out", "rank", "bsize")) and \
        not any(out["printed_mismatches"].values())
    return out


def main(argv) -> int:
    out_dir = argv[1] if len(argv) > 1 else "/tmp/ws-gpu-cxxlib"
    gpu = "--no-gpu" not in argv
    os.makedirs(out_dir, exist_ok=True)
    report = device_facts(cupy_version=True)
    report["note"] = ("issue 18 library models: GLM (ws_glm.h), DLPack, CUtensorMap; "
                      "cuda_fp8.h's __nv_cvt_* conversions")
    parts = [("glm_header", part_glm_header), ("glm_printed", part_glm_printed),
             ("dlpack_tensormap", part_dlpack_tensormap), ("fp8_cvt", part_fp8_cvt),
             ("coop_partition", part_coop_partition)]
    run_parts(report, parts, "cuda" if gpu else "cpu", os.path.join(out_dir, "cxxlib.json"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
