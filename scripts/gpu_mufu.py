"""Device check of the MUFU.SIN / MUFU.COS model (issue 17, item 4): CUDA's ``__sinf``,
``__cosf`` and ``__sincosf`` on the GPU against ``backends/sim_libdevice.py``
(``sin_approx``/``cos_approx``: ``FMUL.RZ`` by 1/(2 pi), then the MUFU model), for each
candidate argument reduction of the model (``MUFU_REDUCTIONS``: the one every part matches
is the one to make the default), and cuRAND's float normals built on them.

Parts (each recorded on its own; a failure does not stop the others):

* ``sass``: what ``__sinf``/``__cosf``/``__sincosf`` compile to (the MUFU and FMUL lines;
  needs cuobjdump or nvdisasm on the device, else says which is missing);
* ``exhaustive``: every float32 of [1, 2) and of [0.5, 1);
* ``random``: 2^24 random bit patterns (all exponents, subnormals, NaNs, infinities), with
  ``__fmul_rz(x, 1/(2 pi))`` alone (the model's ``fmul_rz32``); mismatches of the default
  reduction by the input's exponent;
* ``random_ftz``: the same inputs through the kernel compiled with ``-ftz=true``;
* ``curand_v``: the angles cuRAND's Box-Muller gives ``__sincosf``:
  ``v = y * 2^-32 * 2pi + 2^-33 * 2pi`` (fused) for 2^24 random ``y``;
* ``specials``: zeros, subnormals, infinities, NaN, the largest floats, multiples of pi/4
  and their neighbours, integers of revolutions, tiny normals;
* ``simulator``: a kernel calling the three intrinsics, run by the simulator
  (``ws.run(backend="cpu")``) and on the GPU as written (CuPy), compared bit for bit;
* ``curand_more``: ``curand_normal2`` (both generators) and ``curand_normal4`` (Philox),
  simulator against the GPU (CuPy + the real header); ``curand_log_normal`` and
  ``curand_log_normal2`` on the GPU against ``expf(mean + stddev * n)`` with the GPU's own
  normals ``n`` and a correctly rounded exponential (the simulator refuses log-normals:
  docs/curand.md).

``scripts/gpu_mufu.sh`` runs this and then ``scripts/gpu_curand.py`` (``curand_normal``,
both generators, 4096 threads; ``curand.json``). Writes ``mufu.json`` and ``mufu.md``.
Usage: python3 scripts/gpu_mufu.py OUTDIR [--quick] [--no-gpu] (``--quick``: small sizes;
``--no-gpu``: the model side only, a dry run)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from multiprocessing import get_context
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import warpsmith as ws  # noqa: E402
from gpu_parts import bits_equal as same  # noqa: E402
from gpu_parts import device_facts, mismatch_examples, run_parts  # noqa: E402
from gpu_parts import mismatches_by_exponent as by_exponent  # noqa: E402
from warpsmith.backends import sim_libdevice as L  # noqa: E402

f32, u32 = np.float32, np.uint32
GPU, QUICK, OUT = True, False, Path(".")
MODES = L.MUFU_REDUCTIONS
DEFAULT = L._MUFU_REDUCTION
CHUNK = 1 << 21
POOL = None

KERNEL = r"""
extern "C" __global__ void fast(const unsigned *xs, int op, unsigned *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    unsigned w = xs[i];
    float x = __uint_as_float(w), a = 0.0f, b = 0.0f, v = x;
    if (op == 0) { a = __sinf(x); b = __cosf(x); }
    else if (op == 1) { __sincosf(x, &a, &b); }
    else if (op == 2) { a = __fmul_rz(x, 0.15915494f); }
    else {  /* cuRAND's Box-Muller angle from the 32-bit output w */
        v = w * (2.3283064e-10f * 6.2831855f) + (2.3283064e-10f * 6.2831855f / 2.0f);
        __sincosf(v, &a, &b);
    }
    out[3 * i] = __float_as_uint(a);
    out[3 * i + 1] = __float_as_uint(b);
    out[3 * i + 2] = __float_as_uint(v);
}
"""
OPS = {"sincos_separate": 0, "sincos": 1, "fmul_rz": 2, "curand_v": 3}


# ------------------------------------------------------------------ the model, in parallel

def _model_chunk(job):
    what, mode, bits = job
    x = bits.view(f32)
    if what == "sin":
        return L.sin_approx(x, mode).view(u32)
    if what == "cos":
        return L.cos_approx(x, mode).view(u32)
    return L.fmul_rz32(x, L.INV_2PI).view(u32)


def model(what: str, mode: str | None, bits: np.ndarray) -> np.ndarray:
    """The model's bits of ``what`` ("sin", "cos", "fmul_rz") for input bits ``bits``."""
    chunks = [bits[i:i + CHUNK] for i in range(0, bits.size, CHUNK)]
    jobs = [(what, mode, c) for c in chunks]
    parts = POOL.map(_model_chunk, jobs) if POOL is not None else map(_model_chunk, jobs)
    return np.concatenate(list(parts)) if chunks else np.zeros(0, u32)


def examples(x, gpu, mine, k=12) -> list:
    return mismatch_examples(x, gpu, mine, k)


def compare_all(x, gpu_sin, gpu_cos, detail: bool = True) -> dict:
    """Per-reduction match counts of sine and cosine; for the default reduction also the
    first mismatches and, with ``detail``, the mismatches by input exponent."""
    x, gpu_sin, gpu_cos = (np.ascontiguousarray(a, u32) for a in (x, gpu_sin, gpu_cos))
    rec = {"n": int(x.size), "variants": {}}
    for mode in MODES:
        ms, mc = model("sin", mode, x), model("cos", mode, x)
        es, ec = same(gpu_sin, ms), same(gpu_cos, mc)
        rec["variants"][mode] = {"sin_equal": int(es.sum()), "cos_equal": int(ec.sum())}
        if mode == DEFAULT:
            rec["default"] = mode
            rec["sin_examples"] = examples(x, gpu_sin, ms)
            rec["cos_examples"] = examples(x, gpu_cos, mc)
            if detail:
                rec["sin_mismatch_by_exponent"] = by_exponent(x, ~es)
                rec["cos_mismatch_by_exponent"] = by_exponent(x, ~ec)
    return rec


# ------------------------------------------------------------------------------ the GPU

_MODS: dict = {}


def gpu_fast(bits: np.ndarray, op: str, ftz: bool = False) -> np.ndarray:
    """The kernel's (n, 3) uint32 outputs for the input bits ``bits``."""
    import cupy as cp
    key = "ftz" if ftz else "plain"
    if key not in _MODS:
        opts = ("--ftz=true",) if ftz else ()
        _MODS[key] = cp.RawModule(code=KERNEL, options=opts).get_function("fast")
    n = bits.size
    out = cp.zeros(3 * n, cp.uint32)
    _MODS[key](((n + 255) // 256,), (256,), (cp.asarray(bits), np.int32(OPS[op]), out,
                                             np.int32(n)))
    cp.cuda.runtime.deviceSynchronize()
    return cp.asnumpy(out).reshape(n, 3)


def _fb(v: float) -> int:
    return int(np.array([v], f32).view(u32)[0])


def part_sass(_):
    """The SASS lines of the kernel with MUFU / FMUL (cuobjdump or nvdisasm on a cubin that
    warpsmith's NVRTC loader compiles for sm_90)."""
    from warpsmith.backends.cuda_compile import _nvrtc_compile, load_nvrtc
    nv = load_nvrtc()
    if nv is None:
        return {"skipped": "no NVRTC"}
    rc, cubin, log, _ = _nvrtc_compile(nv, KERNEL, "fast", "mufu.cu", ["-arch=sm_90"])
    if rc != 0:
        return {"error": log[-2000:]}
    tool = shutil.which("cuobjdump") or shutil.which("nvdisasm") or next(
        (str(p) for p in sorted(Path("/usr/local").glob("cuda*/bin/cuobjdump"))), None)
    if tool is None:
        return {"skipped": "no cuobjdump or nvdisasm", "cubin_bytes": len(cubin)}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "m.cubin"
        path.write_bytes(cubin)
        args = [tool, "-sass", str(path)] if tool.endswith("cuobjdump") else [tool, str(path)]
        r = subprocess.run(args, capture_output=True, text=True, timeout=60)
    lines = [" ".join(ln.split(";")[0].split()) for ln in r.stdout.splitlines()
             if "MUFU" in ln or "FMUL" in ln]
    return {"tool": tool, "lines": lines[:60]}


def part_exhaustive(_):
    """Every float32 of [1, 2) and of [0.5, 1) through __sinf and __cosf."""
    rec = {}
    for name, lo, hi in (("[1,2)", 1.0, 2.0), ("[0.5,1)", 0.5, 1.0)):
        a = _fb(lo)
        n = (_fb(hi) - a) if not QUICK else 1 << 14
        x = (np.arange(n, dtype=np.uint64) + a).astype(u32)
        if not GPU:
            rec[name] = {"model_only": int(model("sin", DEFAULT, x).size)}
            continue
        g = gpu_fast(x, "sincos_separate")
        rec[name] = compare_all(x, g[:, 0], g[:, 1], detail=False)
    return rec


def _random_bits(seed: int, n: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 2**32, n, dtype=np.uint64).astype(u32)


def part_random(_):
    """2^24 random bit patterns: __sinf/__cosf, __sincosf, __fmul_rz(x, 1/(2 pi))."""
    n = (1 << 24) if not QUICK else 1 << 14
    x = _random_bits(1701, n)
    if not GPU:
        return {"model_only": int(model("cos", DEFAULT, x).size)}
    g = gpu_fast(x, "sincos_separate")
    rec = compare_all(x, g[:, 0], g[:, 1])
    h = gpu_fast(x, "sincos")
    rec["sincosf_equals_sinf_cosf_on_gpu"] = int(np.sum(same(h[:, 0], g[:, 0])
                                                       & same(h[:, 1], g[:, 1])))
    ms, mc = model("sin", DEFAULT, x), model("cos", DEFAULT, x)
    rec["sincosf_equal_default"] = int(np.sum(same(h[:, 0], ms) & same(h[:, 1], mc)))
    f = gpu_fast(x, "fmul_rz")[:, 0]
    mf = model("fmul_rz", None, x)
    rec["fmul_rz"] = {"n": int(n), "equal": int(same(f, mf).sum()),
                      "examples": examples(x, f, mf)}
    return rec


def part_random_ftz(_):
    """The same random inputs through the kernel compiled with -ftz=true (default model)."""
    if not GPU:
        return {"skipped": "no GPU"}
    n = (1 << 24) if not QUICK else 1 << 14
    x = _random_bits(1701, n)
    g = gpu_fast(x, "sincos_separate", ftz=True)
    ms, mc = model("sin", DEFAULT, x), model("cos", DEFAULT, x)
    return {"n": int(n), "default": DEFAULT, "sin_equal": int(same(g[:, 0], ms).sum()),
            "cos_equal": int(same(g[:, 1], mc).sum()),
            "sin_examples": examples(x, g[:, 0], ms), "cos_examples": examples(x, g[:, 1], mc)}


def part_curand_v(_):
    """cuRAND's Box-Muller angles v (from 2^24 random outputs y): the GPU's v against
    sim_curand's, and __sincosf(v) against the model."""
    from warpsmith.backends.sim_curand import _INV32_2PI
    n = (1 << 24) if not QUICK else 1 << 14
    y = _random_bits(1702, n)
    v = L.fma32(y.astype(f32), _INV32_2PI, f32(_INV32_2PI / f32(2))).view(u32)
    if not GPU:
        return {"model_only": int(model("sin", DEFAULT, v).size)}
    g = gpu_fast(y, "curand_v")
    rec = {"v_equal": int(same(g[:, 2], v).sum())}
    rec.update(compare_all(g[:, 2], g[:, 0], g[:, 1], detail=False))
    return rec


def special_inputs() -> np.ndarray:
    """Zeros, subnormals, infinities, NaNs, extremes, multiples of pi/4 with neighbours,
    whole and quarter revolutions (as x = 2 pi k), tiny normals, powers of two."""
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 3.4028235e38, -3.4028235e38, 1.1754944e-38,
            -1.1754944e-38, 1e-45, -1e-45, 1e-40, -1e-40, 5.877472e-39]
    bits = [_fb(v) for v in vals] + [0x7FFFFFFF, 0xFFFFFFFF, 0x7F800001, 0x7FC00000,
                                     0x00000001, 0x007FFFFF, 0x80000001, 0x807FFFFF]
    for k in range(-64, 65):
        c = _fb(k * np.pi / 4)
        bits += [c - 2, c - 1, c, c + 1, c + 2] if k else []
        bits += [_fb(2 * np.pi * k), _fb(np.pi / 2 * k + 1e-3)]
    for e in range(-126, 128):
        bits += [_fb(2.0 ** e), _fb(-(2.0 ** e)), _fb(1.5 * 2.0 ** e) if e < 127 else 0]
    return np.unique(np.array([b & 0xFFFFFFFF for b in bits], np.uint64).astype(u32))


def part_specials(_):
    """Special and boundary inputs: every one listed with the GPU's and the model's bits."""
    x = special_inputs()
    if not GPU:
        return {"n": int(x.size)}
    g = gpu_fast(x, "sincos_separate")
    rec = compare_all(x, g[:, 0], g[:, 1])
    ms, mc = model("sin", DEFAULT, x), model("cos", DEFAULT, x)
    rec["values"] = [[f"0x{int(a):08x}", f"0x{int(s):08x}", f"0x{int(c):08x}",
                      bool(s == p), bool(c == q)]
                     for a, s, c, p, q in zip(x, g[:, 0], g[:, 1], ms, mc)][:400]
    rec["values_columns"] = ["x", "gpu __sinf", "gpu __cosf", "sin equal", "cos equal"]
    return rec


SIM_KERNEL = r"""
__global__ void intr(const float *x, float *o, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    float a, b;
    __sincosf(x[i], &a, &b);
    o[4 * i] = __sinf(x[i]);
    o[4 * i + 1] = __cosf(x[i]);
    o[4 * i + 2] = a;
    o[4 * i + 3] = b;
}
"""


def part_simulator(_):
    """The three intrinsics in a kernel: the simulator against the GPU (as written, CuPy),
    per column (__sinf, __cosf, __sincosf's sine, its cosine)."""
    n = (1 << 16) if not QUICK else 1 << 10
    rng = np.random.default_rng(1703)
    x = np.concatenate([rng.uniform(-100, 100, n // 2).astype(f32),
                        _random_bits(1704, n - n // 2).view(f32)])
    k = ws.read(SIM_KERNEL).kernels[0]
    launch = ws.Launch(grid=n // 256, block=256)
    args = {"x": x, "o": np.zeros(4 * n, f32), "n": np.int32(n)}
    sim = np.asarray(ws.run(k, launch, args=dict(args), backend="cpu").outputs["o"])
    if not GPU:
        return {"simulated": int(sim.size)}
    import cupy as cp
    fn = cp.RawModule(code='extern "C" ' + SIM_KERNEL.strip(),
                      ).get_function("intr")
    o = cp.zeros(4 * n, cp.float32)
    fn((n // 256,), (256,), (cp.asarray(x), o, np.int32(n)))
    gpu = cp.asnumpy(o).reshape(n, 4).view(u32)
    sim = sim.reshape(n, 4).view(u32)
    cols = ("__sinf", "__cosf", "__sincosf_sin", "__sincosf_cos")
    return {"n": int(n), **{c: int(same(gpu[:, j], sim[:, j]).sum())
                             for j, c in enumerate(cols)},
            "examples": {c: examples(x.view(u32), gpu[:, j], sim[:, j], 6)
                         for j, c in enumerate(cols)}}


CURAND_KERNEL = r"""
#include <curand_kernel.h>
__global__ void more(const unsigned long long *cfg, float *n2, float *n4, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    STATE_T s;
    curand_init(cfg[3 * i], cfg[3 * i + 1], cfg[3 * i + 2], &s);
    for (int k = 0; k < 3; k++) {
        float2 a = curand_normal2(&s);
        n2[6 * i + 2 * k] = a.x;
        n2[6 * i + 2 * k + 1] = a.y;
    }
#ifdef FOUR
    for (int k = 0; k < 2; k++) {
        float4 b = curand_normal4(&s);
        n4[8 * i + 4 * k] = b.x; n4[8 * i + 4 * k + 1] = b.y;
        n4[8 * i + 4 * k + 2] = b.z; n4[8 * i + 4 * k + 3] = b.w;
    }
#endif
}
"""
LOGN_KERNEL = r"""
#include <curand_kernel.h>
__global__ void logn(const unsigned long long *cfg, float *ln, float *nn, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    STATE_T s, t;
    curand_init(cfg[3 * i], cfg[3 * i + 1], cfg[3 * i + 2], &s);
    t = s;
    for (int k = 0; k < 4; k++) {
        ln[6 * i + k] = curand_log_normal(&s, 0.5f, 1.5f);
        nn[6 * i + k] = curand_normal(&t);
    }
    float2 a = curand_log_normal2(&s, 0.5f, 1.5f), b = curand_normal2(&t);
    ln[6 * i + 4] = a.x; ln[6 * i + 5] = a.y;
    nn[6 * i + 4] = b.x; nn[6 * i + 5] = b.y;
}
"""


def _cfg(rng, n):
    seeds = rng.integers(0, 2**63, n, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    sub = rng.integers(0, 2**40, n, dtype=np.uint64)
    off = rng.integers(0, 2**20, n, dtype=np.uint64)
    return np.stack([seeds, sub, off], axis=1).ravel()


def part_curand_more(_):
    """curand_normal2/normal4: simulator against the GPU; log-normals on the GPU against
    expf(mean + stddev * the GPU's normal), the exponential correctly rounded."""
    from warpsmith.backends.cuda_compile import library_include_dirs
    n = 4096 if not QUICK else 256
    rec = {}
    for gen, state in (("xorwow", "curandState"), ("philox", "curandStatePhilox4_32_10_t")):
        r = rec[gen] = {}
        cfg = _cfg(np.random.default_rng(1705 if gen == "xorwow" else 1706), n)
        defines = {"STATE_T": state, **({"FOUR": "1"} if gen == "philox" else {})}
        k = ws.read(CURAND_KERNEL, defines=defines).kernels[0]
        args = {"cfg": cfg, "n2": np.zeros(6 * n, f32), "n4": np.zeros(8 * n, f32),
                "n": np.int32(n)}
        sim = ws.run(k, ws.Launch(grid=n // 128, block=128), args=dict(args),
                     backend="cpu").outputs
        if not GPU:
            r["simulated"] = int(np.asarray(sim["n2"]).size)
            continue
        import cupy as cp
        opts = tuple(f"-I{d}" for d in library_include_dirs("curand_kernel.h")) + (
            "--std=c++17", f"-DSTATE_T={state}") + (
            ("-DFOUR=1",) if gen == "philox" else ())
        fn = cp.RawModule(code=CURAND_KERNEL, options=opts,
                          name_expressions=["more"]).get_function("more")
        d = {key: cp.asarray(v) for key, v in args.items() if isinstance(v, np.ndarray)}
        fn((n // 128,), (128,), (d["cfg"], d["n2"], d["n4"], np.int32(n)))
        for key in ("n2", "n4") if gen == "philox" else ("n2",):
            gv, sv = cp.asnumpy(d[key]).view(u32), np.asarray(sim[key]).view(u32)
            r["normal2" if key == "n2" else "normal4"] = {
                "values": int(gv.size), "bit_equal": int(same(gv, sv).sum())}
        fl = cp.RawModule(code=LOGN_KERNEL, options=opts,
                          name_expressions=["logn"]).get_function("logn")
        ln, nn = cp.zeros(6 * n, cp.float32), cp.zeros(6 * n, cp.float32)
        fl((n // 128,), (128,), (d["cfg"], ln, nn, np.int32(n)))
        ln, nn = cp.asnumpy(ln), cp.asnumpy(nn)
        z_fused = L.fma32(f32(1.5), nn, f32(0.5))
        z_sep = ((nn * f32(1.5)).astype(f32) + f32(0.5)).astype(f32)
        r["log_normal"] = {"values": int(ln.size)}
        for label, z in (("fused", z_fused), ("separate", z_sep)):
            e = np.exp(z.astype(np.float64)).astype(f32)
            r["log_normal"][f"equal_expf_rn_{label}"] = int(same(ln.view(u32),
                                                                 e.view(u32)).sum())
            r["log_normal"][f"max_ulps_{label}"] = int(np.max(np.abs(
                ln.view(np.int32).astype(np.int64) - e.view(np.int32).astype(np.int64))))
    return rec


# --------------------------------------------------------------------------- the report

def markdown(report: dict) -> str:
    """The summary table: per part and reduction, matches of n."""
    lines = [f"# MUFU.SIN / MUFU.COS model on {report.get('device')} "
             f"(driver {report.get('driver')})", "",
             f"date {report.get('date')}, commit {report.get('commit')}, "
             f"command `{report.get('command')}`; default reduction `{DEFAULT}`", "",
             "| part | n | " + " | ".join(f"{m} sin / cos" for m in MODES) + " |",
             "| --- | --- | " + " | ".join("---" for _ in MODES) + " |"]
    parts = report.get("parts", {})
    for name, entry in parts.items():
        res = entry.get("result") if entry.get("ok") else None
        if not isinstance(res, dict):
            if not entry.get("ok"):
                lines.append(f"| {name} | error: {entry.get('error', '')[:80]} |")
            continue
        subs = {name: res} if "variants" in res else {
            f"{name} {k}": v for k, v in res.items() if isinstance(v, dict) and "variants" in v}
        for label, r in subs.items():
            cells = [f"{r['variants'][m]['sin_equal']} / {r['variants'][m]['cos_equal']}"
                     for m in MODES]
            lines.append(f"| {label} | {r['n']} | " + " | ".join(cells) + " |")
    lines.append("")
    rnd = parts.get("random", {}).get("result") or {}
    if "fmul_rz" in rnd:
        lines.append(f"- `__fmul_rz(x, 1/(2pi))` equal to `fmul_rz32`: "
                     f"{rnd['fmul_rz']['equal']} of {rnd['fmul_rz']['n']}")
        lines.append(f"- `__sincosf` equal to `__sinf`/`__cosf` on the GPU: "
                     f"{rnd.get('sincosf_equals_sinf_cosf_on_gpu')} of {rnd.get('n')}")
    ftz = parts.get("random_ftz", {}).get("result") or {}
    if "sin_equal" in ftz:
        lines.append(f"- `-ftz=true`, default reduction: sin {ftz['sin_equal']}, "
                     f"cos {ftz['cos_equal']} of {ftz['n']}")
    cv = parts.get("curand_v", {}).get("result") or {}
    if "v_equal" in cv:
        lines.append(f"- cuRAND angle v equal to sim_curand's: {cv['v_equal']} of {cv['n']}")
    sim = parts.get("simulator", {}).get("result") or {}
    if "__sinf" in sim:
        lines.append("- simulator vs GPU, kernel with the intrinsics: " + ", ".join(
            f"{c} {sim[c]}" for c in ("__sinf", "__cosf", "__sincosf_sin", "__sincosf_cos"))
            + f" of {sim['n']}")
    cm = parts.get("curand_more", {}).get("result") or {}
    for gen, r in cm.items():
        if isinstance(r, dict):
            lines.append(f"- {gen}: " + "; ".join(
                f"{k} {v.get('bit_equal', v)} of {v.get('values')}" if "bit_equal" in v
                else f"{k} {json.dumps(v)}" for k, v in r.items() if isinstance(v, dict)))
    lines.append("")
    lines.append("cuRAND `curand_normal` (both generators): `curand.json` "
                 "(scripts/gpu_curand.py), `nor` entries.")
    return "\n".join(lines) + "\n"


def main() -> int:
    global GPU, QUICK, OUT, POOL
    argv = sys.argv[1:]
    OUT = Path(argv[0])
    GPU, QUICK = "--no-gpu" not in argv, "--quick" in argv
    OUT.mkdir(parents=True, exist_ok=True)
    # the model's worker processes are forked before anything touches the GPU
    procs = max(1, min(14, (os.cpu_count() or 2) - 1))
    POOL = get_context("fork").Pool(procs) if procs > 1 else None
    report = {**device_facts(cupy_version=True), "gpu": GPU, "quick": QUICK,
              "default_reduction": DEFAULT, "reductions": list(MODES),
              "model_processes": procs}
    t0 = time.time()
    parts = [("sass", part_sass), ("specials", part_specials),
             ("exhaustive", part_exhaustive), ("random", part_random),
             ("curand_v", part_curand_v), ("random_ftz", part_random_ftz),
             ("simulator", part_simulator), ("curand_more", part_curand_more)]
    try:
        run_parts(report, parts, "cuda" if GPU else "cpu", str(OUT / "mufu.json"), budget_s=200)
    finally:
        if POOL is not None:
            POOL.close()
    report["seconds"] = round(time.time() - t0, 1)
    (OUT / "mufu.json").write_text(json.dumps(report, indent=1))
    (OUT / "mufu.md").write_text(markdown(report))
    print(markdown(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
