"""Which way of staging a fusion's data in shared memory is fastest on this GPU (issue 21)?

The generated kernels move each input from global to shared memory with float4 loads
through registers (four in flight per thread) and one thread per data element. This probe
takes the compiler's first implementations of Functions I and II and times, on the same
device in one run, rewrites of their load/store routines and launch:

- ``base``: the kernel as generated;
- ``x2``/``x4``: the same kernel launched with 2x/4x the threads (the routines loop over
  their work with the block's stride, so more threads only add loads in flight);
- ``cpasync``: each 16-byte chunk copied global -> shared by ``cp.async.cg`` (no register
  staging, every chunk of a thread in flight), waited for before each barrier;
- ``stream``: ``__ldcs``/``__stcs`` (evict-first) on the vector loads and stores;
- combinations.

Every variant's output is compared with the base kernel's. The answer decides what the code
generator emits; it is a probe, not a result of the compiler.

    PYTHONPATH=src python3 benchmarks/fusion_load_probe.py OUT.json
"""

from __future__ import annotations

import json
import re
import sys
import time
import traceback
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from warpsmith.fusion import as_graph  # noqa: E402
from warpsmith.fusion.compiler import compile_graph  # noqa: E402

CPASYNC_LOAD = r"""__device__ void \1(float* sh, const float* __restrict__ g, int first, int count) {
    const float* src = g + first * \2;
    int total = count * \2;
    int nv = 0;
    if ((((unsigned long long)src | (unsigned long long)sh) & 15) == 0) {
        nv = total / 4;
        unsigned base = (unsigned)__cvta_generic_to_shared(sh);
        for (int i = threadIdx.x; i < nv; i += blockDim.x)
            asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(base + 16 * i), "l"(src + 4 * i) : "memory");
        asm volatile("cp.async.commit_group;" ::: "memory");
    }
    for (int i = nv * 4 + threadIdx.x; i < total; i += blockDim.x)
        sh[i] = src[i];
}
"""

LOAD_RE = re.compile(r"__device__ void (load_\w+)\(float\* sh, const float\* __restrict__ g, "
                     r"int first, int count\) \{\n    const float\* src = g \+ first \* (\d+);"
                     r".*?\n\}\n", re.S)


def cpasync(src: str) -> str:
    out = LOAD_RE.sub(lambda m: CPASYNC_LOAD.replace("\\1", m.group(1)).replace("\\2", m.group(2)),
                      src)
    out = out.replace("__syncthreads();",
                      'asm volatile("cp.async.wait_all;" ::: "memory"); __syncthreads();')
    return out


def streaming(src: str) -> str:
    src = re.sub(r"float4 (v\w*) = src4\[([^\]]+)\];", r"float4 \1 = __ldcs(src4 + (\2));", src)
    return re.sub(r"dst4\[i\] = sh4\[i\];", "__stcs(dst4 + i, sh4[i]);", src)


VARIANTS = {
    "base": (lambda s: s, 1), "x2": (lambda s: s, 2), "x4": (lambda s: s, 4),
    "cpasync": (cpasync, 1), "cpasync_x2": (cpasync, 2), "cpasync_x4": (cpasync, 4),
    "stream": (streaming, 1), "stream_x2": (streaming, 2),
    "cpasync_stream_x2": (lambda s: streaming(cpasync(s)), 2),
}


def main(out_path: str) -> None:
    import cupy as cp

    from warpsmith.backends.cuda import device_arch
    from warpsmith.backends.cuda_compile import compile_cuda
    from warpsmith.fusion.runtime import allocate, buffer_names, time_callable
    from warpsmith.tune.measure import copy_ceiling

    arch = device_arch()
    rec = {"device": cp.cuda.runtime.getDeviceProperties(0)["name"].decode(),
           "date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
           "copy_bytes_per_s": copy_ceiling(), "functions": {}, "errors": {}}
    rng = np.random.default_rng(0)
    for fname, file in (("I", "function1.fn"), ("II", "function2.fn")):
        g = as_graph(str(ROOT / "examples" / "fusion" / file))
        comp = compile_graph(g, "h100", top=3)
        for n in (1 << 20, 1 << 24):
            dev = {v.name: cp.asarray(rng.standard_normal((n, *v.type.shape), np.float32))
                   for v in g.inputs}
            floor_bytes = sum(v.type.size * 4 * n for v in g.inputs) + \
                sum(g.vertices[v.args[0]].type.size * 4 * n for v in g.outputs)
            for impl in comp.implementations[:3]:
                key = f"{fname}/n={n}/{impl.label()}"
                names = buffer_names(g)
                row = {"floor_ms": floor_bytes / rec["copy_bytes_per_s"] * 1e3}
                ref = None
                for vname, (rewrite, mult) in VARIANTS.items():
                    try:
                        bufs = allocate(cp, impl, n)
                        for v in g.inputs:
                            bufs[names[v.id]] = dev[v.name]
                        calls, regs = [], []
                        for plan in impl.kernels:
                            rep = compile_cuda(rewrite(plan.source), plan.name, arch,
                                               filename=f"{vname}.cu")
                            mod = cp.cuda.function.Module()
                            mod.load(rep.cubin)
                            args = tuple(bufs[b] for b, _ in plan.params) + (np.int32(n),)
                            calls.append((mod, mod.get_function(rep.lowered_name),
                                          (plan.grid(n),), (plan.block * mult,), args))
                            regs.append(rep.registers)

                        def run(calls=calls):
                            for _mod, fn, grid, block, args in calls:
                                fn(grid, block, args)
                        run()
                        outs = [bufs[names[v.args[0]]].get() for v in g.outputs]
                        if ref is None:
                            ref = outs
                        same = all(np.array_equal(a, b) for a, b in zip(outs, ref))
                        ms = time_callable(cp, run, repetitions=7)
                        row[vname] = {"ms": ms, "equal_base": same,
                                      "block": [c[3][0] for c in calls], "registers": regs,
                                      "floor_fraction": row["floor_ms"] / ms}
                    except Exception:  # noqa: BLE001 - a variant failing must not stop the probe
                        rec["errors"][f"{key}/{vname}"] = traceback.format_exc()[-1500:]
                rec["functions"][key] = row
                print(key, {k: round(v["floor_fraction"], 3) for k, v in row.items()
                            if isinstance(v, dict)}, flush=True)
                Path(out_path).write_text(json.dumps(rec, indent=1))
    Path(out_path).write_text(json.dumps(rec, indent=1))


if __name__ == "__main__":
    main(sys.argv[1])
