"""Issue 17 on the GPU: the intrinsics and builtins added for real code, run on the CUDA
backend (NVRTC + CuPy) and on the simulator with the same inputs, compared bit for bit
(integer results) or within a tolerance (float math, where GPU libm differs in the last
bits). Every CUDA integer and SIMD intrinsic the frontend declares is checked, on random
inputs and the edge cases of each lane width.

    PYTHONPATH=src python3 scripts/gpu_realcode.py OUT_DIR [--no-gpu]

``--no-gpu`` runs the simulator on both sides (a check of this script on a machine without
a GPU). Writes OUT_DIR/realcode.json; one part's failure is recorded and the others go on.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback

import numpy as np

import warpsmith as ws
from warpsmith.ir.builtins import BUILTINS, signature

N = 1024
EDGES = [0, 1, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0x80808080, 0x7F7F7F7F, 0x80008000,
         0x7FFF7FFF, 0xFF00FF00, 0x00FF00FF, 0x01FF80FE, 0xFE01FF80, 31, 32, 33, 0x3210,
         0x7654, 0x0123, 0xFFFF, 0x10000, 0x8000, 0x80, 0x7F]


def _inputs(seed: int):
    rng = np.random.default_rng(seed)
    cols = []
    for k in range(3):
        v = rng.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
        e = np.array(EDGES, np.uint32)
        v[:len(e)] = np.roll(e, k * 5)
        v[len(e):2 * len(e)] = rng.integers(0, 64, len(e))  # small shift counts, selectors
        cols.append(v)
    return cols


def intrinsic_kernel() -> tuple[str, list[str]]:
    names = sorted(n for n, b in BUILTINS.items() if b.kind == "fixed")
    lines = []
    for k, n in enumerate(names):
        arg_types, _ = signature(n)
        args = ", ".join(f"{'(int)' if str(t) == 'int' else ''}{x}"
                         for t, x in zip(arg_types, "xyz"))
        lines.append(f"    o[{k} * n + i] = (unsigned)__{n}({args});")
    src = ("extern \"C\" __global__ void k(const unsigned *a, const unsigned *b, "
           "const unsigned *c, unsigned *o, int n) {\n"
           "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i >= n) return;\n"
           "    unsigned x = a[i], y = b[i], z = c[i];\n" + "\n".join(lines) + "\n}\n")
    return src, names


def check_intrinsics(backend: str) -> dict:
    src, names = intrinsic_kernel()
    k = ws.read(src).kernel("k")
    a, b, c = _inputs(17)
    args = {"a": a, "b": b, "c": c, "o": np.zeros(N * len(names), np.uint32), "n": N}
    launch = ws.Launch((N // 128,), (128,))
    sim = ws.run(k, launch, {x: (v.copy() if hasattr(v, "copy") else v) for x, v in args.items()})
    gpu = ws.run(k, launch, {x: (v.copy() if hasattr(v, "copy") else v) for x, v in args.items()},
                 backend=backend)
    so = sim.outputs["o"].reshape(len(names), N)
    go = gpu.outputs["o"].reshape(len(names), N)
    per = {}
    for j, n in enumerate(names):
        bad = np.nonzero(so[j] != go[j])[0]
        per["__" + n] = {"mismatches": int(bad.size),
                         "first": None if not bad.size else {
                             "x": int(a[bad[0]]), "y": int(b[bad[0]]), "z": int(c[bad[0]]),
                             "simulator": int(so[j, bad[0]]), "gpu": int(go[j, bad[0]])}}
    return {"intrinsics": len(names), "inputs": N,
            "all_equal": all(v["mismatches"] == 0 for v in per.values()), "per_intrinsic": per}


KERNELS = {
    "helper_math": ("""\
#include "helper_math.h"
__global__ void k(float4 *a, float3 *b, float *o) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float3 p = make_float3(a[i]);
    float4 q = make_float4(2.0f);
    float4 h = make_float4(p);
    float3 c = cross(p, b[i]);
    float d = dot(p, c) + length(p);
    float3 r = reflect(p, normalize(c));
    float s = smoothstep(0.0f, 1.0f, d);
    b[i] = lerp(r, c, s);
    a[i] = q + h;
    o[i] = s;
}
""", "cuda", {"a": "float32[4096]:random", "b": "float32[3072]:random", "o": "float32[1024]"}),
    "classify_any_all_frexp": ("""\
__kernel void k(__global float *a, __global int4 *v, __global int *o, __global float *f,
                __global int *e) {
    int i = get_global_id(0);
    float x = a[i], y = a[(i + 7) % 1024];
    o[i] = isnan(x) + 2 * isinf(x) + 4 * isfinite(x) + 8 * signbit(x) + 16 * isless(x, y)
         + 32 * any(v[i] < 0) + 64 * all(v[i] > 0);
    int ex;
    f[i] = frexp(a[i] * 1000.0f, &ex);
    e[i] = ex;
}
""", "opencl", {"a": "float32[1024]:random", "v": "int32[4096]:random", "o": "int32[1024]",
                "f": "float32[1024]", "e": "int32[1024]"}),
}


def check_kernel(name: str, backend: str) -> dict:
    src, dialect, specs = KERNELS[name]
    prog = ws.read(src, dialect=dialect)
    if dialect != "cuda":
        prog = ws.read(ws.translate(prog, "cuda").text, dialect="cuda")
    k = prog.kernel("k")
    launch = ws.Launch((8,), (128,))
    sim = ws.run(k, launch, dict(specs), seed=3)
    gpu = ws.run(k, launch, dict(specs), backend=backend, seed=3)
    out = {}
    for buf, s in sim.outputs.items():
        g = gpu.outputs[buf]
        if s.dtype.kind == "f":
            close = np.isclose(g, s, rtol=1e-5, atol=1e-6, equal_nan=True)
            out[buf] = {"exact": int(np.sum((g == s) | (np.isnan(g) & np.isnan(s)))),
                        "close": int(close.sum()), "count": int(s.size),
                        "max_abs_diff": float(np.nanmax(np.abs(g.astype(np.float64) - s))
                                              if s.size else 0.0)}
        else:
            out[buf] = {"exact": int(np.sum(g == s)), "count": int(s.size)}
    return out


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out_dir = argv[0] if argv else "/tmp/ws-realcode"
    backend = "cpu" if "--no-gpu" in argv else "cuda"
    os.makedirs(out_dir, exist_ok=True)
    report = {"backend": backend, "parts": {}}
    parts = [("intrinsics", lambda: check_intrinsics(backend))]
    parts += [(n, lambda n=n: check_kernel(n, backend)) for n in KERNELS]
    for name, fn in parts:
        t0 = time.perf_counter()
        try:
            report["parts"][name] = {"ok": True, "result": fn()}
        except Exception as e:  # noqa: BLE001 - one part's failure is logged, the rest go on
            report["parts"][name] = {"ok": False, "error": f"{type(e).__name__}: {e}",
                                     "traceback": traceback.format_exc()}
        report["parts"][name]["seconds"] = round(time.perf_counter() - t0, 2)
        print(name, "ok" if report["parts"][name]["ok"] else report["parts"][name]["error"])
    with open(os.path.join(out_dir, "realcode.json"), "w") as f:
        json.dump(report, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
