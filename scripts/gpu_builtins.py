"""Issue 17 on the GPU: every CUDA function added by the builtins work (docs/realcode.md
"Builtins added"), run on the CUDA backend (the CUDA text warpsmith prints, compiled with
NVRTC through CuPy) and on the simulator with the same inputs, compared bit for bit:

* ``rounding_f32``: ``__fadd/__fsub/__fmul/__fdiv/__frcp/__fsqrt/__fmaf_{rn,rz,ru,rd}``,
  ``__fmaf_ieee_*``, ``__frsqrt_rn``, on random bit patterns, values of mixed magnitudes
  (inexact: the directed modes differ from rn) and edge cases (zeros, inf, NaN, FLT_MAX,
  subnormals, cancellations);
* ``rounding_f64``: the double forms ``__dadd`` .. ``__dsqrt``, ``__fma_*``;
* ``conversions``: ``__float2int_rn`` .. ``__ull2double_rd``, ``__double2float_*``,
  ``__double2hiint/loint``, ``__hiloint2double`` (ties, out-of-range values, NaN, inf);
* ``simd12``: CUDA 12's ``__vimax3_*`` .. ``__viaddmin_*``, ``__vimax/__vimin_*_relu``;
* ``memory``: ``__ldcg`` .. ``__ldcv``, ``__stcg`` .. ``__stwt``, ``atomic*_system``,
  ``__threadfence_system``, ``__nanosleep``, ``__prof_trigger``, ``__vibmax/__vibmin_s32/u32``;
* ``fast_math``: ``__expf``, ``__sinf``, ``__fdividef``, ... which the simulator computes as
  the precise functions (docs/simulator.md): the largest difference in ulps is recorded,
  not required to be 0;
* ``cuda_math``: ``erfinvf`` .. ``rnorm4df`` and double forms (SciPy on the simulator): ulps;
* ``opencl_expansions``: the OpenCL 1.2 built-ins of tests/test_builtins_opencl.py printed as
  CUDA (acospi .. upsample, tanpi, powr, rootn, nan): integers exact, floats in ulps.

    PYTHONPATH=src python3 scripts/gpu_builtins.py OUT_DIR [--no-gpu]

``--no-gpu`` runs the simulator on both sides (checks this script without a GPU). Writes
OUT_DIR/builtins.json; one part's failure is recorded and the others go on.
"""

from __future__ import annotations

import json
import os
import sys

import numpy as np

import warpsmith as ws
from gpu_parts import device_facts, run_parts
from warpsmith.ir.builtins import ROUNDED, _FIXED, signature

N = 2048
MODES = ("rn", "rz", "ru", "rd")
C_TYPE = {"f32": "float", "f64": "double", "i32": "int", "u32": "unsigned int",
          "i64": "long long", "u64": "unsigned long long"}
BITS = {"f32": "(unsigned long long)__float_as_uint({})",
        "f64": "(unsigned long long)__double_as_longlong({})",
        "i32": "(unsigned long long)(unsigned int)({})", "u32": "(unsigned long long)({})",
        "i64": "(unsigned long long)({})", "u64": "({})"}


def _f32_inputs(rng, n):
    bits = rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)
    mixed = (rng.standard_normal(n) * 10.0 ** rng.integers(-30, 30, n)).astype(np.float32)
    edge = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 3.4028235e38, -3.4028235e38,
                     1e-45, -1e-45, 1.1754944e-38, 16777217.0, 0.1, 3.0, 7.0, 0.5, 1.5, 2.5,
                     -2.5, 2147483520.0, 4294967040.0, -2147483904.0, 1e30, 1e-30],
                    np.float32)
    v = np.where(rng.random(n) < 0.5, bits, mixed)
    v[:edge.size] = edge
    return v


def _f64_inputs(rng, n):
    bits = rng.integers(-2 ** 63, 2 ** 63 - 1, n, dtype=np.int64).view(np.float64)
    mixed = rng.standard_normal(n) * 10.0 ** rng.integers(-300, 300, n).astype(np.float64)
    edge = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1.7976931348623157e308,
                     5e-324, 2.2250738585072014e-308, 0.5, 1.5, 2.5, -2.5, 2147483647.5,
                     2147483648.0, -2147483649.0, 4294967296.0, 9.3e18, 1.9e19, -1e19,
                     2.0 ** 53 + 1, 3.4028235677973366e38, 1e39, 1e-46])
    v = np.where(rng.random(n) < 0.5, bits, mixed)
    v[:edge.size] = edge
    return v


def _int_inputs(rng, n, dt):
    info = np.iinfo(dt)
    v = rng.integers(info.min, info.max, n, dtype=dt, endpoint=True)
    small = rng.integers(-2 ** 26 if info.min < 0 else 0, 2 ** 26, n).astype(dt)
    v = np.where(rng.random(n) < 0.3, small, v)
    edge = [0, 1, info.max, info.min, info.max - 1, 16777217, 16777219, 2 ** 53 + 1
            if info.max > 2 ** 54 else 33554435]
    v[:len(edge)] = np.array(edge, dtype=object).astype(dt)
    return v


def _kernel(calls: list[tuple[str, str]], params: list[tuple[str, str]]) -> str:
    """A kernel writing each call's result's bits to o[k * n + i]."""
    ps = ", ".join(f"const {C_TYPE[t]} *{p}" for p, t in params)
    loads = "\n".join(f"    {C_TYPE[t]} {p}v = {p}[i];" for p, t in params)
    lines = "\n".join(f"    o[{k} * n + i] = {BITS[rt].format(call)};"
                      for k, (call, rt) in enumerate(calls))
    return (f"__global__ void k({ps}, unsigned long long *o, int n) {{\n"
            "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i >= n) return;\n"
            f"{loads}\n{lines}\n}}\n")


def _is_nan(bits, rt):
    if rt == "f32":
        return np.isnan((bits & 0xFFFFFFFF).astype(np.uint32).view(np.float32))
    if rt == "f64":
        return np.isnan(bits.view(np.float64))
    return np.zeros(bits.shape, bool)


def _compare(names, src, args, backend, n, types=None):
    k = ws.read(src).kernel("k")
    launch = ws.Launch(((n + 127) // 128,), (128,))
    full = dict(args, o=np.zeros(len(names) * n, np.uint64), n=n)
    sim = ws.run(k, launch, {a: (v.copy() if hasattr(v, "copy") else v) for a, v in full.items()})
    dev = ws.run(k, launch, {a: (v.copy() if hasattr(v, "copy") else v) for a, v in full.items()},
                 backend=backend)
    so = sim.outputs["o"].reshape(len(names), n)
    go = dev.outputs["o"].reshape(len(names), n)
    per = {}
    for j, name in enumerate(names):
        differ = so[j] != go[j]
        nan_both = differ & _is_nan(so[j], types[j]) & _is_nan(go[j], types[j]) if types \
            else np.zeros(n, bool)
        bad = np.nonzero(differ & ~nan_both)[0]
        per[name] = {"mismatches": int(bad.size), "nan_payload_only": int(nan_both.sum()),
                     "first": None if not bad.size else {
            **{a: repr(v[bad[0]].item()) for a, v in args.items() if hasattr(v, "shape")},
            "simulator_bits": hex(int(so[j, bad[0]])), "gpu_bits": hex(int(go[j, bad[0]]))}}
    return {"functions": len(names), "inputs": n, "all_equal": all(
        v["mismatches"] == 0 for v in per.values()), "per_function": per}


def _arith_calls(prefix_ops, ty):
    calls, names = [], []
    for name, nargs in prefix_ops:
        call = f"__{name}({', '.join(p + 'v' for p in 'abc'[:nargs])})"
        calls.append((call, ty))
        names.append("__" + name)
    return calls, names


def check_rounding_f32(backend):
    rng = np.random.default_rng(11)
    ops = [(n, len(ROUNDED[n][0])) for n in ROUNDED
           if ROUNDED[n][1] == "f32" and ROUNDED[n][0][0] == "f32" and n[0] == "f"]
    ops += [("fmaf_rn", 3)] + [(f"fmaf_ieee_{m}", 3) for m in MODES]
    calls, names = _arith_calls(ops, "f32")
    a, b, c = (_f32_inputs(rng, N) for _ in range(3))
    b[N // 2: N // 2 + 64] = -a[N // 2: N // 2 + 64]  # exact zero sums: the sign of 0
    c[N // 4: N // 4 + 64] = (-(a[N // 4: N // 4 + 64].astype(np.float64)
                                * b[N // 4: N // 4 + 64])).astype(np.float32)  # cancellation
    src = _kernel(calls, [("a", "f32"), ("b", "f32"), ("c", "f32")])
    r = _compare(names, src, {"a": a, "b": b, "c": c}, backend, N, [t for _, t in calls])
    r["directed_differs_from_rn"] = _directed_differs(a, b, c)
    return r


def _directed_differs(a, b, c):
    """Per directed function, how many of the inputs give a result other than _rn's (on the
    simulator): the inputs exercise the rounding mode."""
    from warpsmith.backends.sim_rounding import rounded

    out = {}
    with np.errstate(all="ignore"):
        for op, n in (("fadd", 2), ("fsub", 2), ("fmul", 2), ("fdiv", 2), ("frcp", 1),
                      ("fsqrt", 1), ("fmaf", 3)):
            rn = rounded(f"{op}_rn", [a, b, c][:n]) if op != "fmaf" else None
            if rn is None:
                from warpsmith.backends.sim_rounding import fma_exact
                rn = fma_exact(a, b, c)
            for m in MODES[1:]:
                d = np.asarray(rounded(f"{op}_{m}", [a, b, c][:n]), np.float32)
                out[f"__{op}_{m}"] = int(np.sum(d.view(np.uint32) != np.asarray(
                    rn, np.float32).view(np.uint32)))
    return out


def check_rounding_f64(backend):
    rng = np.random.default_rng(12)
    n = 1024
    ops = [(nm, len(ROUNDED[nm][0])) for nm in ROUNDED
           if ROUNDED[nm][1] == "f64" and ROUNDED[nm][0][0] == "f64"
           and nm[0] in "df" and not nm.startswith("double2")]
    ops += [("fma_rn", 3)]
    calls, names = _arith_calls(ops, "f64")
    a, b, c = (_f64_inputs(rng, n) for _ in range(3))
    b[n // 2: n // 2 + 32] = -a[n // 2: n // 2 + 32]
    src = _kernel(calls, [("a", "f64"), ("b", "f64"), ("c", "f64")])
    return _compare(names, src, {"a": a, "b": b, "c": c}, backend, n, [t for _, t in calls])


def check_conversions(backend):
    rng = np.random.default_rng(13)
    n = 1024
    params = [("f", "f32"), ("d", "f64"), ("si", "i32"), ("ui", "u32"), ("sl", "i64"),
              ("ul", "u64")]
    var = {"f32": "fv", "f64": "dv", "i32": "siv", "u32": "uiv", "i64": "slv", "u64": "ulv"}
    from warpsmith.frontend.dialects import CUDA_CONVERSIONS

    calls, names = [], []
    from warpsmith.ir.types import F32, F64, I32, I64, U32, U64
    IR = {F32: "f32", F64: "f64", I32: "i32", U32: "u32", I64: "i64", U64: "u64"}
    for nm, (args, rt) in ROUNDED.items():
        if "2" not in nm:
            continue
        call = f"__{nm}({', '.join(var[a] for a in args)})"
        if nm == "hiloint2double":
            call = "__hiloint2double(siv, (int)uiv)"
        calls.append((call, rt))
        names.append("__" + nm)
    for nm, (src_t, dst_t) in CUDA_CONVERSIONS.items():
        calls.append((f"{nm}({var[IR[src_t]]})", IR[dst_t]))
        names.append(nm)
    args = {"f": _f32_inputs(rng, n), "d": _f64_inputs(rng, n),
            "si": _int_inputs(rng, n, np.int32), "ui": _int_inputs(rng, n, np.uint32),
            "sl": _int_inputs(rng, n, np.int64), "ul": _int_inputs(rng, n, np.uint64)}
    return _compare(names, _kernel(calls, params), args, backend, n, [t for _, t in calls])


def check_simd12(backend):
    rng = np.random.default_rng(14)
    n = 1024
    names = sorted(nm for nm in _FIXED if nm.startswith("vi"))
    calls = []
    for nm in names:
        argt, rt = signature(nm)
        cast = "(int)" if str(rt) == "int" else ""
        args = ", ".join(f"{'(int)' if str(t) == 'int' else ''}{p}v"
                         for t, p in zip(argt, "abc"))
        calls.append((f"{cast}__{nm}({args})", "i32" if str(rt) == "int" else "u32"))
    edges = np.array([0, 1, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0x80008000, 0x7FFF7FFF,
                      0x7FFF0001, 0x00010002, 0xFFFF0000, 0x0000FFFF], np.uint32)
    cols = []
    for j in range(3):
        v = rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32)
        v[:edges.size] = np.roll(edges, j * 3)
        cols.append(v)
    src = _kernel(calls, [("a", "u32"), ("b", "u32"), ("c", "u32")])
    return _compare(["__" + nm for nm in names], src, dict(zip("abc", cols)), backend, n,
                    [t for _, t in calls])


MEMORY = """
__global__ void k(const float *x, float *y, int *ci, unsigned int *cu,
                  unsigned long long *cl, float *cf, int *vb, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = __ldcg(&x[i]) + __ldca(&x[i]) + __ldcs(&x[i]) + __ldlu(&x[i]) + __ldcv(&x[i]);
    __stcg(&y[4 * i], s);
    __stcs(&y[4 * i + 1], s * 2.0f);
    __stwb(&y[4 * i + 2], s * 3.0f);
    __stwt(&y[4 * i + 3], s * 4.0f);
    atomicAdd_system(&ci[0], 1);
    atomicSub_system(&ci[1], 2);
    atomicMax_system(&ci[2], i);
    atomicMin_system(&ci[3], -i);
    atomicAnd_system(&cu[0], ~(1u << (i & 31)));
    atomicOr_system(&cu[1], 1u << (i & 31));
    atomicXor_system(&cu[2], (unsigned)i);
    atomicInc_system(&cu[3], 1000u);
    atomicDec_system(&cu[4], 1000u);
    atomicAdd_system(&cl[0], 3ull);
    atomicAdd_system(&cf[0], 0.5f);
    atomicAdd_block(&ci[4], 1);
    if (i == 0) { atomicExch_system(&ci[5], 42); atomicCAS_system(&ci[6], 0, 7); }
    __threadfence_system();
    __nanosleep(100);
    __prof_trigger(3);
    bool p1, p2, p3, p4;
    int ia = (int)(__float_as_uint(x[i]) >> 3), ib = (int)(__float_as_uint(x[(i + 1) % n]) >> 3);
    vb[8 * i] = __vibmax_s32(ia, ib, &p1);
    vb[8 * i + 1] = __vibmin_s32(ia, ib, &p2);
    vb[8 * i + 2] = (int)__vibmax_u32((unsigned)ia, (unsigned)ib, &p3);
    vb[8 * i + 3] = (int)__vibmin_u32((unsigned)ia, (unsigned)ib, &p4);
    vb[8 * i + 4] = p1; vb[8 * i + 5] = p2; vb[8 * i + 6] = p3; vb[8 * i + 7] = p4;
}
"""


def check_memory(backend):
    n = 1024
    k = ws.read(MEMORY).kernel("k")
    launch = ws.Launch((n // 128,), (128,))
    rng = np.random.default_rng(15)
    args = {"x": rng.standard_normal(n).astype(np.float32), "y": np.zeros(4 * n, np.float32),
            "ci": np.zeros(8, np.int32), "cu": np.zeros(8, np.uint32),
            "cl": np.zeros(2, np.uint64), "cf": np.zeros(2, np.float32),
            "vb": np.zeros(8 * n, np.int32), "n": n}
    sim = ws.run(k, launch, {a: (v.copy() if hasattr(v, "copy") else v) for a, v in args.items()})
    dev = ws.run(k, launch, {a: (v.copy() if hasattr(v, "copy") else v) for a, v in args.items()},
                 backend=backend)
    out = {}
    for buf in ("y", "ci", "cu", "cl", "cf", "vb"):
        s, g = sim.outputs[buf], dev.outputs[buf]
        out[buf] = {"equal": bool(s.tobytes() == g.tobytes()),
                    "simulator": s[:8].tolist(), "gpu": g[:8].tolist()}
    out["all_equal"] = all(v["equal"] for v in out.values() if isinstance(v, dict))
    return out


FAST = ("__expf", "__exp10f", "__logf", "__log2f", "__log10f", "__sinf", "__cosf", "__tanf")


def check_fast_math(backend):
    rng = np.random.default_rng(16)
    n = 1024
    a = (rng.standard_normal(n) * 10).astype(np.float32)
    b = (rng.standard_normal(n) * 10).astype(np.float32) + np.float32(0.1)
    calls = [(f"{f}(av)", "f32") for f in FAST] + [("__powf(fabsf(av), bv)", "f32"),
                                                  ("__fdividef(av, bv)", "f32"),
                                                  ("__saturatef(av)", "f32")]
    names = list(FAST) + ["__powf", "__fdividef", "__saturatef"]
    src = _kernel(calls, [("a", "f32"), ("b", "f32")])
    k = ws.read(src).kernel("k")
    launch = ws.Launch((n // 128,), (128,))
    full = {"a": a, "b": b, "o": np.zeros(len(names) * n, np.uint64), "n": n}
    sim = ws.run(k, launch, {x: (v.copy() if hasattr(v, "copy") else v) for x, v in full.items()})
    dev = ws.run(k, launch, {x: (v.copy() if hasattr(v, "copy") else v) for x, v in full.items()},
                 backend=backend)
    so = sim.outputs["o"].reshape(len(names), n).astype(np.uint32).view(np.int32).astype(np.int64)
    go = dev.outputs["o"].reshape(len(names), n).astype(np.uint32).view(np.int32).astype(np.int64)
    out = {}
    for j, nm in enumerate(names):
        sf = so[j].astype(np.int32).view(np.float32)
        ok = np.isfinite(sf) & np.isfinite(go[j].astype(np.int32).view(np.float32))
        ulps = np.abs(so[j] - go[j])[ok]
        out[nm] = {"max_ulps": int(ulps.max()) if ulps.size else None,
                   "exact": int((so[j] == go[j]).sum()), "count": n}
    return {"note": "the simulator computes the precise functions; differences expected",
            "per_function": out}


SPECIAL = """
__global__ void k(const float *x, const double *d, float *o, double *od, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    double w = d[i];
    o[0 * n + i] = erfinvf(v / 8.0f);
    o[1 * n + i] = erfcxf(v);
    o[2 * n + i] = normcdff(v);
    o[3 * n + i] = normcdfinvf(fabsf(v) / 8.0f);
    o[4 * n + i] = rcbrtf(v);
    o[5 * n + i] = rhypotf(v, 2.0f);
    o[6 * n + i] = j0f(v);
    o[7 * n + i] = y1f(fabsf(v));
    o[8 * n + i] = jnf(3, v);
    o[9 * n + i] = cyl_bessel_i0f(v);
    o[10 * n + i] = norm4df(v, 1.0f, 2.0f, 3.0f);
    o[11 * n + i] = rnorm4df(v, 1.0f, 2.0f, 3.0f);
    od[0 * n + i] = erfinv(w / 8.0);
    od[1 * n + i] = normcdf(w);
    od[2 * n + i] = jn(2, w);
    od[3 * n + i] = cyl_bessel_i1(w);
}
"""
SPECIAL_NAMES = ("erfinvf", "erfcxf", "normcdff", "normcdfinvf", "rcbrtf", "rhypotf", "j0f",
                 "y1f", "jnf", "cyl_bessel_i0f", "norm4df", "rnorm4df")
SPECIAL_NAMES64 = ("erfinv", "normcdf", "jn", "cyl_bessel_i1")


def _ulps(s, g, bits):
    it = {16: np.int16, 32: np.int32, 64: np.int64}[bits]
    si, gi = s.view(it).astype(object if bits == 64 else np.int64), g.view(it).astype(
        object if bits == 64 else np.int64)
    ok = np.isfinite(s) & np.isfinite(g)
    d = np.abs(si - gi)[ok]
    return {"max_ulps": int(max(d)) if d.size else None, "exact": int(np.sum(s.view(it) == g.view(
        it))), "both_nan": int(np.sum(np.isnan(s) & np.isnan(g))), "count": int(s.size)}


def check_cuda_math(backend):
    """CUDA Math API functions the simulator computes with SciPy in float64 (then rounded):
    the GPU's own implementations differ by their documented ulp bounds."""
    rng = np.random.default_rng(17)
    n = 1024
    x = (rng.standard_normal(n) * 4).astype(np.float32)
    d = rng.standard_normal(n) * 4
    k = ws.read(SPECIAL).kernel("k")
    launch = ws.Launch((n // 128,), (128,))
    args = {"x": x, "d": d, "o": np.zeros(12 * n, np.float32), "od": np.zeros(4 * n), "n": n}
    sim = ws.run(k, launch, {a: (v.copy() if hasattr(v, "copy") else v) for a, v in args.items()})
    dev = ws.run(k, launch, {a: (v.copy() if hasattr(v, "copy") else v) for a, v in args.items()},
                 backend=backend)
    out = {}
    so, go = sim.outputs["o"].reshape(12, n), dev.outputs["o"].reshape(12, n)
    for j, nm in enumerate(SPECIAL_NAMES):
        out[nm] = _ulps(so[j], go[j], 32)
    so, go = sim.outputs["od"].reshape(4, n), dev.outputs["od"].reshape(4, n)
    for j, nm in enumerate(SPECIAL_NAMES64):
        out[nm] = _ulps(so[j], go[j], 64)
    return {"note": "simulator: SciPy in float64, rounded; GPU: CUDA's libdevice",
            "per_function": out}


def check_opencl_expansions(backend):
    """The OpenCL 1.2 built-ins CUDA lacks, printed as their CUDA expansions and run on the
    GPU against the simulator (the pi functions and pown through double precision)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
    import test_builtins_opencl as T  # the kernels and inputs of the tests

    out = {}
    for name, src, inputs in (("cl12", T.CL12, T._inputs()), ("cl12b", T.CL12B, T._inputs_b()),
                              ("fract_lgamma_r", T.FRACT, T._fract_inputs()),
                              ("half_storage", T.HALF, T._half_inputs()),
                              ("shuffle", T.SHUFFLE, T._shuffle_inputs())):
        k = ws.read(ws.translate(ws.read(src, dialect="opencl"), "cuda").text).kernel("k")
        launch = ws.Launch((2,), (32,))
        sim = ws.run(k, launch, {a: v.copy() for a, v in inputs.items()})
        dev = ws.run(k, launch, {a: v.copy() for a, v in inputs.items()}, backend=backend)
        for buf, sv in sim.outputs.items():
            gv = dev.outputs[buf]
            if sv.dtype.kind == "f":
                out[f"{name}.{buf}"] = _ulps(sv, gv, sv.dtype.itemsize * 8)
            else:
                out[f"{name}.{buf}"] = {"equal": bool(sv.tobytes() == gv.tobytes())}
    return out


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out_dir = argv[0] if argv else "/tmp/ws-builtins"
    backend = "cpu" if "--no-gpu" in argv else "cuda"
    os.makedirs(out_dir, exist_ok=True)
    report = {**device_facts(cupy_version=True), "backend": backend, "parts": {}}
    parts = [("rounding_f32", check_rounding_f32), ("rounding_f64", check_rounding_f64),
             ("conversions", check_conversions), ("simd12", check_simd12),
             ("memory", check_memory), ("fast_math", check_fast_math),
             ("cuda_math", check_cuda_math), ("opencl_expansions", check_opencl_expansions)]
    run_parts(report, parts, backend, os.path.join(out_dir, "builtins.json"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
