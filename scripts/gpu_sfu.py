"""Device check of the MUFU.EX2 / LG2 / RCP / RSQ / SQRT models (``backends/sim_sfu.py``):
the PTX ``.approx.f32`` instructions and the CUDA fast-math functions built on them on the
GPU against the model, bit for bit, and cuRAND's float log-normals.

Parts (each recorded on its own; a failure does not stop the others):

* ``sass``: the SASS lines (MUFU, FMUL, FSETP, ...) and the PTX arithmetic lines of the
  kernels the GPU runs (cuobjdump or nvdisasm on the device, else says which is missing),
  NVRTC's version, and the log of CuPy's ``--ftz=false`` build;
* ``exhaustive``: every float32 of each instruction's ranges (ex2: [0.5, 1), [1, 2),
  [-1, -0.5), [-2, -1), [64, 128), [-128, -64); lg2: [0.5, 1), [1, 2), [2, 4); rcp: [1, 2),
  [2^126, 2^127); rsqrt and sqrt: [1, 2), [2, 4)), ``.approx.f32`` without ``.ftz``;
* ``random``: 2^24 random bit patterns through every instruction with and without ``.ftz``;
  mismatches by the input's biased exponent;
* ``specials``: zeros, subnormals, infinities, NaNs, powers of two, the ranges' edges;
* ``functions``: ``__expf``, ``__exp10f``, ``exp2f``, ``__logf``, ``__log2f``, ``__log10f``,
  ``__powf``, ``__fdividef``, ``rsqrtf``, ``expf``, ``__tanf`` and inline
  ``div.approx(.ftz).f32`` on
  2^22 inputs each (half in the function's useful range, half random bit patterns),
  compiled by warpsmith's NVRTC with ``-ftz=false`` and ``-ftz=true`` (the cubins loaded
  by CuPy), and CuPy's own ``--ftz=false`` build: CuPy appends ``--ftz=true`` after the
  caller's options (cupy/cupy#9576), so that build is an ftz one, compared with the
  model's ``ftz=True`` (the 76fb39b run called it "-ftz=false"); inline PTX keeps its own
  modifier whatever ``-ftz`` says, so ``div.approx`` is compared with the non-ftz model and
  ``div.approx.ftz`` with the ftz one in every build;
* ``simulator``: a kernel calling the functions and the inline-PTX instructions, run by the
  simulator (``ws.run(backend="cpu")``) and on the GPU as NVRTC builds it by default
  (``-ftz=false``), compared per column (and against CuPy's build, for the record);
* ``curand``: ``curand_log_normal`` (XORWOW and Philox, mixed with ``curand_normal`` calls),
  ``curand_log_normal2`` and Philox's ``curand_log_normal4``: the simulator against the GPU
  (CuPy + the real header), and the GPU's log-normals against ``expf(fma(stddev, n, mean))``
  of the GPU's own normals (the model's ``expf``, fused and separate ``mean + stddev * n``).

Where the model has candidates (``sqrt.approx``: MUFU.SQRT or rcp(rsqrt); ``div.approx``,
``__fdividef`` and ``__tanf``: the unit's flushing reciprocal or the non-ftz one), each is
counted, so one run picks one.
Writes ``sfu.json`` and ``sfu.md``. Usage: python3 scripts/gpu_sfu.py OUTDIR [--quick]
[--no-gpu] (``--quick``: small sizes; ``--no-gpu``: a dry run, the model standing in for the GPU)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from multiprocessing import get_context
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import warpsmith as ws  # noqa: E402
from gpu_parts import bits_equal as same  # noqa: E402
from gpu_parts import device_facts, run_parts  # noqa: E402
from gpu_parts import mismatch_examples as examples  # noqa: E402
from gpu_parts import mismatches_by_exponent as by_exponent  # noqa: E402
from warpsmith.backends import sim_libdevice as L  # noqa: E402
from warpsmith.backends import sim_sfu as S  # noqa: E402

f32, u32 = np.float32, np.uint32
GPU, QUICK, OUT = True, False, Path(".")
CHUNK = 1 << 21
POOL = None

INSTRS = ["ex2", "lg2", "rcp", "rsqrt", "sqrt"]
KERNEL = r"""
extern "C" __global__ void instr(const unsigned *xs, int op, unsigned *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    float x = __uint_as_float(xs[i]), r = 0.0f;
    switch (op) {
    case 0: asm volatile("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 1: asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 2: asm volatile("lg2.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 3: asm volatile("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 4: asm volatile("rcp.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 5: asm volatile("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 6: asm volatile("rsqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 7: asm volatile("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    case 8: asm volatile("sqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    default: asm volatile("sqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); break;
    }
    out[i] = __float_as_uint(r);
}
"""

FUNCS = ["__expf", "__exp10f", "exp2f", "__logf", "__log2f", "__log10f", "__powf",
         "__fdividef", "rsqrtf", "expf", "div.approx", "div.approx.ftz", "__tanf"]
FKERNEL = r"""
extern "C" __global__ void funcs(const float *xs, const float *ys, int op, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    float x = xs[i], y = ys[i], r = 0.0f;
    switch (op) {
    case 0: r = __expf(x); break;
    case 1: r = __exp10f(x); break;
    case 2: r = exp2f(x); break;
    case 3: r = __logf(x); break;
    case 4: r = __log2f(x); break;
    case 5: r = __log10f(x); break;
    case 6: r = __powf(x, y); break;
    case 7: r = __fdividef(x, y); break;
    case 8: r = rsqrtf(x); break;
    case 9: r = expf(x); break;
    case 10: asm volatile("div.approx.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y)); break;
    case 12: r = __tanf(x); break;
    default: asm volatile("div.approx.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y)); break;
    }
    out[i] = r;
}
"""


# ------------------------------------------------------------------ the model, in parallel

def _div_nonftz_rcp(a, b, ftz):
    """Candidate of div.approx: the non-ftz reciprocal (subnormal results kept), mul.f32."""
    return S._mul(a, S.rcp_approx(b, False), ftz)


def _model_fn(what: str, variant: str | None, ftz: bool):
    if what == "sqrt":
        return lambda x, y: S.sqrt_approx(x, ftz, variant)
    one = {"ex2": S.ex2_approx, "lg2": S.lg2_approx, "rcp": S.rcp_approx,
           "rsqrt": S.rsqrt_approx, "__expf": S.fast_expf, "__exp10f": S.fast_exp10f,
           "exp2f": S.exp2f, "__logf": S.fast_logf, "__log2f": S.fast_log2f,
           "__log10f": S.fast_log10f, "rsqrtf": S.rsqrtf, "expf": S.expf}
    if what in one:
        return lambda x, y: one[what](x, ftz)
    if what == "__powf":
        return lambda x, y: S.fast_powf(x, y, ftz)
    if what == "__tanf":
        if variant == "nonftz_rcp":
            return lambda x, y: _div_nonftz_rcp(L.sin_approx(x), L.cos_approx(x), ftz)
        return lambda x, y: S.fast_tanf(x, ftz)
    if what.startswith("div") or what == "__fdividef":
        # inline PTX keeps its own modifier whatever -ftz says; __fdividef follows -ftz
        f = {"div.approx": False, "div.approx.ftz": True}.get(what, ftz)
        if variant == "nonftz_rcp":
            return lambda x, y: _div_nonftz_rcp(x, y, f)
        return lambda x, y: S.div_approx(x, y, f)
    raise ValueError(what)


def _model_chunk(job):
    what, variant, ftz, xb, yb = job
    return np.asarray(_model_fn(what, variant, ftz)(xb.view(f32), yb.view(f32)),
                      f32).view(u32)


def model(what: str, x: np.ndarray, y: np.ndarray | None = None, ftz: bool = False,
          variant: str | None = None) -> np.ndarray:
    """The model's bits of ``what`` for input bits ``x`` (and ``y``)."""
    y = x if y is None else y
    jobs = [(what, variant, ftz, x[i:i + CHUNK], y[i:i + CHUNK])
            for i in range(0, x.size, CHUNK)]
    parts = POOL.map(_model_chunk, jobs) if POOL is not None else map(_model_chunk, jobs)
    return np.concatenate(list(parts)) if jobs else np.zeros(0, u32)


def ulp_histogram(gpu, mine) -> dict:
    """How far the mismatches are: GPU bits minus model bits (as signed integers), counts
    of -3..3 and of the rest (``"other"``: other signs, NaNs against numbers, ...)."""
    d = np.asarray(gpu, u32).view(np.int32).astype(np.int64) - np.asarray(
        mine, u32).view(np.int32).astype(np.int64)
    rec = {str(k): int(np.sum(d == k)) for k in range(-3, 4) if k and np.any(d == k)}
    rec["other"] = int(np.sum(np.abs(d) > 3))
    return rec


def by_segment(x, bad) -> dict:
    """Mismatch counts by the input's upper 7 significand bits (the table rows)."""
    seg = (np.asarray(x, u32) >> u32(16)) & u32(0x7F)
    c = np.bincount(seg[bad], minlength=128)
    return {int(k): int(c[k]) for k in np.flatnonzero(c)}


def variants_of(what: str) -> list:
    """The model's candidates for ``what`` (the first is the default; ``None``: one)."""
    if what == "sqrt":
        return list(S.SQRT_VARIANTS)
    if what.startswith("div") or what in ("__fdividef", "__tanf"):
        return ["mufu_rcp", "nonftz_rcp"]
    return [None]


def compare(what, x, gpu, y=None, ftz=False, detail=True) -> dict:
    """Match counts of every variant of ``what``; the first variant's examples and, with
    ``detail``, its mismatches by input exponent."""
    rec = {"n": int(x.size), "variants": {}}
    for k, v in enumerate(variants_of(what)):
        mine = model(what, x, y, ftz, None if v == "mufu_rcp" else v)
        eq = same(gpu, mine)
        rec["variants"][str(v)] = int(eq.sum())
        if k == 0:
            rec["equal"] = int(eq.sum())
            rec["examples"] = examples(x, gpu, mine, y=y)
            if not eq.all():
                rec["ulp_differences"] = ulp_histogram(gpu[~eq], mine[~eq])
                rec["mismatch_by_segment"] = by_segment(x, ~eq)
            if detail and not eq.all():
                rec["mismatch_by_exponent"] = by_exponent(x, ~eq)
                if y is not None:
                    rec["mismatch_by_y_exponent"] = by_exponent(y, ~eq)
    return rec


# ------------------------------------------------------------------------------ the GPU

_MODS: dict = {}
_BUILDS: dict = {}


def _ptx_of(source: str, options: list[str]) -> str:
    """The PTX NVRTC makes of ``source`` with the cubin's ``-ftz`` option (for reading which
    instructions the headers emit; "" when it does not compile)."""
    from warpsmith.backends.cuda_compile import CompileError, ptx_of
    try:
        return ptx_of(source, "compute_90", [o for o in options if o.startswith("-ftz")])
    except CompileError:
        return ""


def build(kind: str, ftz: bool) -> dict:
    """The kernel ``kind`` ("instr", "funcs", "sim") compiled for sm_90 by warpsmith's
    NVRTC with exactly ``-ftz=<ftz>`` (CuPy's RawModule appends its own ``--ftz=true``
    after the caller's options, cupy/cupy#9576, so a CuPy build is always an ftz build):
    the cubin, its PTX, NVRTC's log and version. The GPU runs this cubin and the SASS part
    disassembles it, so the SASS shown is the code measured."""
    key = (kind, ftz)
    if key not in _BUILDS:
        from warpsmith.backends.cuda_compile import _nvrtc_compile, load_nvrtc
        nv = load_nvrtc()
        if nv is None:
            raise RuntimeError("no NVRTC: the kernels are compiled by warpsmith's NVRTC")
        code, name = {"instr": (KERNEL, "instr"), "funcs": (FKERNEL, "funcs"),
                      "sim": ('extern "C" ' + SIM_KERNEL.strip(), "sfu")}[kind]
        opts = ["-arch=sm_90", f"-ftz={'true' if ftz else 'false'}"]
        rc, cubin, log, lowered = _nvrtc_compile(nv, code, name, "sfu.cu", opts)
        if rc != 0:
            raise RuntimeError(f"NVRTC {opts}: {log[-1500:]}")
        _BUILDS[key] = {"cubin": cubin, "name": lowered or name, "log": log,
                        "options": opts, "nvrtc": f"{nv.version[0]}.{nv.version[1]}",
                        "nvrtc_path": nv.path, "ptx": _ptx_of(code, opts)}
    return _BUILDS[key]


def _fn(kind: str, ftz: bool = False, via: str = "nvrtc"):
    """The GPU function of kernel ``kind``: ``via="nvrtc"``, :func:`build`'s cubin loaded
    by CuPy; ``via="cupy"``, CuPy's own RawModule build with ``--ftz=false`` (what the
    device run of 76fb39b measured as "-ftz=false")."""
    import cupy as cp
    key = (kind, ftz, via)
    if key not in _MODS:
        if via == "cupy":
            code, name = (KERNEL, "instr") if kind == "instr" else (FKERNEL, "funcs")
            _MODS[key] = cp.RawModule(code=code, options=("--ftz=false",)).get_function(name)
        else:
            b = build(kind, ftz)
            path = Path(tempfile.mkdtemp(prefix="sfu-")) / f"{kind}{int(ftz)}.cubin"
            path.write_bytes(b["cubin"])
            _MODS[key] = cp.RawModule(path=str(path)).get_function(b["name"])
    return _MODS[key]


def gpu_instr(bits: np.ndarray, what: str, ftz: bool) -> np.ndarray:
    """The instruction's output bits on the GPU (``--no-gpu``: the model's, a dry run of
    the comparison)."""
    if not GPU:
        return model(what, bits, ftz=ftz)
    import cupy as cp
    op = 2 * INSTRS.index(what) + (1 if ftz else 0)
    n = bits.size
    out = cp.zeros(n, cp.uint32)
    _fn("instr", via="cupy")(((n + 255) // 256,), (256,), (cp.asarray(bits), np.int32(op), out,
                                              np.int32(n)))
    cp.cuda.runtime.deviceSynchronize()
    return cp.asnumpy(out)


def gpu_func(xb: np.ndarray, yb: np.ndarray, what: str, ftz: bool,
             via: str = "nvrtc") -> np.ndarray:
    """The function's output bits on the GPU (kernel compiled with -ftz=``ftz`` by
    warpsmith's NVRTC, or ``via="cupy"`` by CuPy; ``--no-gpu``: the model's)."""
    if not GPU:
        return model(what, xb, yb, ftz or via == "cupy")
    import cupy as cp
    n = xb.size
    out = cp.zeros(n, cp.float32)
    _fn("funcs", ftz, via)(((n + 255) // 256,), (256,), (cp.asarray(xb.view(f32)),
                                                   cp.asarray(yb.view(f32)),
                                                   np.int32(FUNCS.index(what)), out,
                                                   np.int32(n)))
    cp.cuda.runtime.deviceSynchronize()
    return cp.asnumpy(out).view(u32)


def _fb(v: float) -> int:
    return int(np.array([v], f32).view(u32)[0])


def _span(lo: float, hi: float) -> np.ndarray:
    """Every float32 of [lo, hi) (lo, hi of one sign; for negatives [-hi', -lo'))."""
    a, b = sorted((_fb(lo), _fb(hi)))
    if lo < 0:  # bits of negatives grow with the magnitude: [lo, hi) = (|hi|, |lo|]
        a, b = a + 1, b + 1
    n = (b - a) if not QUICK else 1 << 14
    return (np.arange(n, dtype=np.uint64) + a).astype(u32)


PTX_OPS = ("ex2.", "lg2.", "rcp.", "rsqrt.", "sqrt.", "div.", "mul.", "fma.", "sin.",
           "cos.", "add.f", "cvt.sat", "setp.", "selp.")


def part_sass(_):
    """The SASS of the kernels the GPU runs (:func:`build`'s cubins: the instruction
    kernel, the function kernel with -ftz=false and -ftz=true), their PTX arithmetic lines,
    NVRTC's version and log; and the log of CuPy's ``--ftz=false`` build (its warning that
    ``--ftz=true`` follows, where it gives one)."""
    from warpsmith.backends.cuda_compile import load_nvrtc
    nv = load_nvrtc()
    if nv is None:
        return {"skipped": "no NVRTC"}
    tool = shutil.which("cuobjdump") or shutil.which("nvdisasm") or next(
        (str(p) for p in sorted(Path("/usr/local").glob("cuda*/bin/cuobjdump"))), None)
    rec = {"tool": tool, "nvrtc": f"{nv.version[0]}.{nv.version[1]}", "nvrtc_path": nv.path}
    for label, kind, ftz in (("instr", "instr", False), ("funcs", "funcs", False),
                             ("funcs_ftz", "funcs", True), ("sim", "sim", False)):
        try:
            b = build(kind, ftz)
        except RuntimeError as e:
            rec[label] = {"error": str(e)[-2000:]}
            continue
        ptx = [" ".join(ln.split()) for ln in b["ptx"].splitlines()
               if ln.strip().startswith(PTX_OPS) or ln.startswith("$L")]
        rec[label] = {"options": b["options"], "log": b["log"][-1000:], "ptx": ptx[:300]}
        if tool is None:
            rec[label]["skipped"] = "no cuobjdump or nvdisasm"
            continue
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / f"{label}.cubin"
            path.write_bytes(b["cubin"])
            args = [tool, "-sass", str(path)] if tool.endswith("cuobjdump") else [tool,
                                                                                 str(path)]
            r = subprocess.run(args, capture_output=True, text=True, timeout=60)
        lines = [" ".join(ln.split(";")[0].split()) for ln in r.stdout.splitlines()
                 if ln.strip().startswith("/*") and ";" in ln]
        rec[label]["lines"] = [ln for ln in lines if ln and not ln.endswith("NOP")][:400]
    if GPU:
        import io

        import cupy as cp
        try:
            buf = io.StringIO()
            cp.RawModule(code=FKERNEL, options=("--ftz=false",)).compile(log_stream=buf)
            rec["cupy_ftz_false_log"] = buf.getvalue()[-2000:]
        except Exception as e:  # noqa: BLE001 - recorded
            rec["cupy_ftz_false_log"] = f"{type(e).__name__}: {e}"[:400]
    return rec


EXH = {"ex2": [(0.5, 1.0), (1.0, 2.0), (-1.0, -0.5), (-2.0, -1.0), (64.0, 128.0),
               (-128.0, -64.0)],
       "lg2": [(0.5, 1.0), (1.0, 2.0), (2.0, 4.0)],
       "rcp": [(1.0, 2.0), (2.0 ** 126, 2.0 ** 127)],
       "rsqrt": [(1.0, 2.0), (2.0, 4.0)],
       "sqrt": [(1.0, 2.0), (2.0, 4.0)]}


def part_exhaustive(_):
    """Every float32 of each instruction's ranges (no .ftz)."""
    rec = {}
    for what, spans in EXH.items():
        for lo, hi in spans:
            x = _span(lo, hi)
            label = f"{what} [{lo:g},{hi:g})"
            rec[label] = compare(what, x, gpu_instr(x, what, False), detail=False)
    return rec


def _random_bits(seed: int, n: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 2**32, n, dtype=np.uint64).astype(u32)


def part_random(_):
    """2^24 random bit patterns through every instruction, with and without .ftz."""
    n = (1 << 24) if not QUICK else 1 << 14
    x = _random_bits(2701, n)
    rec = {}
    for what in INSTRS:
        for ftz in (False, True):
            label = what + (".ftz" if ftz else "")
            rec[label] = compare(what, x, gpu_instr(x, what, ftz), ftz=ftz)
    return rec


def special_inputs() -> np.ndarray:
    """Zeros, subnormals, infinities, NaNs, extremes, powers of two and neighbours, the
    edges of ex2's ranges (-126, -127, -149, -150, 128) and their neighbours."""
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, 3.4028235e38, -3.4028235e38, 1.1754944e-38,
            -1.1754944e-38, 1e-45, -1e-45, 1e-40, -1e-40, 5.877472e-39, 1.0, -1.0]
    bits = [_fb(v) for v in vals] + [0x7FFFFFFF, 0xFFFFFFFF, 0x7F800001, 0x7FC00000,
                                     0x00000001, 0x007FFFFF, 0x80000001, 0x807FFFFF]
    for e in range(-149, 128):
        c = _fb(2.0 ** e)
        bits += [c - 1, c, c + 1, c | 0x80000000, (c + 1) | 0x80000000]
    for v in (-126.0, -127.0, -149.0, -150.0, -151.0, 128.0, 127.0, 126.0, 0.5, -0.5):
        c = _fb(v)
        bits += [c - 2, c - 1, c, c + 1, c + 2]
    for k in range(-160, 130):
        bits += [_fb(k + 0.5), _fb(k + 0.25)]
    return np.unique(np.array([b & 0xFFFFFFFF for b in bits], np.uint64).astype(u32))


def part_specials(_):
    """Special and boundary inputs through every instruction (and .ftz); the mismatches
    listed with the GPU's and the model's bits."""
    x = special_inputs()
    rec = {}
    for what in INSTRS:
        for ftz in (False, True):
            g = gpu_instr(x, what, ftz)
            r = compare(what, x, g, ftz=ftz, detail=False)
            mine = model(what, x, ftz=ftz)
            r["mismatches"] = [[f"0x{int(a):08x}", f"0x{int(b):08x}", f"0x{int(c):08x}"]
                               for a, b, c in zip(x, g, mine) if b != c][:60]
            rec[what + (".ftz" if ftz else "")] = r
    return rec


RANGES = {"__expf": (-104.0, 89.0), "__exp10f": (-45.0, 39.0), "exp2f": (-150.0, 128.0),
          "__logf": (0.0, 0.0), "__log2f": (0.0, 0.0), "__log10f": (0.0, 0.0),
          "__powf": (0.0, 0.0), "__fdividef": (-1e4, 1e4), "rsqrtf": (0.0, 0.0),
          "expf": (-104.0, 89.0), "div.approx": (-1e4, 1e4), "div.approx.ftz": (-1e4, 1e4),
          "__tanf": (-10.0, 10.0)}


def function_inputs(what: str, n: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Half the inputs in the function's useful range (positive floats of every exponent
    for the logarithms and rsqrtf), half random bit patterns; ``y``: __powf's exponent in
    [-20, 20] (half), the divisors' exponent-uniform magnitudes (half), else random."""
    rng = np.random.default_rng(seed)
    h = n // 2
    lo, hi = RANGES[what]
    if lo == hi:  # positive, every exponent
        a = rng.integers(0x00000001, 0x7F800000, h, dtype=np.uint64).astype(u32)
    else:
        a = rng.uniform(lo, hi, h).astype(f32).view(u32)
    x = np.concatenate([a, _random_bits(seed + 1, n - h)])
    if what == "__powf":
        yh = rng.uniform(-20, 20, h).astype(f32).view(u32)
    else:
        yh = (rng.integers(0x00800000, 0x7F000000, h, dtype=np.uint64).astype(u32)
              | (rng.integers(0, 2, h, dtype=np.uint64).astype(u32) << u32(31)))
    y = np.concatenate([yh, _random_bits(seed + 2, n - h)])
    return x, y


def part_functions(_):
    """Each function on 2^22 inputs, compiled by warpsmith's NVRTC with -ftz=false and
    -ftz=true (against the model with ``ftz`` False and True), and CuPy's ``--ftz=false``
    build (against the model with ``ftz=True``, plus the count equal to ``ftz=False``):
    the 76fb39b run's "-ftz=false" numbers were CuPy's build."""
    n = (1 << 22) if not QUICK else 1 << 12
    rec = {}
    for k, what in enumerate(FUNCS):
        x, y = function_inputs(what, n, 2800 + 10 * k)
        two = what in ("__powf", "__fdividef") or what.startswith("div")
        yy = y if two else None
        for ftz, via, label in ((False, "nvrtc", what), (True, "nvrtc", what + " -ftz=true"),
                                (True, "cupy", what + " cupy --ftz=false")):
            try:
                g = gpu_func(x, y, what, ftz, via)
            except Exception as e:  # noqa: BLE001 - recorded; the other builds still run
                rec[label] = {"error": f"{type(e).__name__}: {e}"[:600]}
                continue
            rec[label] = compare(what, x, g, yy, ftz=ftz, detail=via == "nvrtc")
            if via == "cupy":
                rec[label]["equal_to_model_ftz_false"] = int(
                    same(g, model(what, x, yy, False)).sum())
    return rec


SIM_KERNEL = r"""
__global__ void sfu(const float *x, const float *y, float *o, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    float a = x[i], b = y[i], r0, r1, r2, r3, r4;
    asm("ex2.approx.f32 %0, %1;" : "=f"(r0) : "f"(a));
    asm("lg2.approx.f32 %0, %1;" : "=f"(r1) : "f"(a));
    asm("rcp.approx.f32 %0, %1;" : "=f"(r2) : "f"(a));
    asm("rsqrt.approx.f32 %0, %1;" : "=f"(r3) : "f"(a));
    asm("sqrt.approx.f32 %0, %1;" : "=f"(r4) : "f"(a));
    float *p = o + 18 * i;
    p[0] = __expf(a); p[1] = __exp10f(a); p[2] = exp2f(a); p[3] = __logf(a);
    p[4] = __log2f(a); p[5] = __log10f(a); p[6] = __powf(a, b); p[7] = __fdividef(a, b);
    p[8] = rsqrtf(a); p[9] = expf(a); p[10] = r0; p[11] = r1; p[12] = r2; p[13] = r3;
    p[14] = r4;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r0) : "f"(a));
    asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r1) : "f"(a));
    p[15] = r0; p[16] = r1; p[17] = __tanf(a);
}
"""
SIM_COLS = ["__expf", "__exp10f", "exp2f", "__logf", "__log2f", "__log10f", "__powf",
            "__fdividef", "rsqrtf", "expf", "ex2.approx", "lg2.approx", "rcp.approx",
            "rsqrt.approx", "sqrt.approx", "ex2.approx.ftz", "rcp.approx.ftz", "__tanf"]


def part_simulator(_):
    """The functions and inline-PTX instructions in one kernel: the simulator against the
    GPU (as written, CuPy, -ftz=false), per column."""
    n = (1 << 16) if not QUICK else 1 << 10
    rng = np.random.default_rng(2901)
    q = n // 4
    x = np.concatenate([rng.uniform(-30, 30, q).astype(f32),
                        rng.integers(1, 0x7F800000, q, dtype=np.uint64).astype(u32).view(f32),
                        _random_bits(2902, n - 2 * q).view(f32)])
    y = np.concatenate([rng.uniform(-8, 8, 2 * q).astype(f32),
                        _random_bits(2903, n - 2 * q).view(f32)])
    k = ws.read(SIM_KERNEL).kernels[0]
    launch = ws.Launch(grid=n // 256, block=256)
    args = {"x": x, "y": y, "o": np.zeros(18 * n, f32), "n": np.int32(n)}
    sim = np.asarray(ws.run(k, launch, args=dict(args), backend="cpu").outputs["o"])
    sim = sim.reshape(n, 18).view(u32)
    # the simulator against the model directly (no GPU needed)
    direct = {"__expf": S.fast_expf(x), "exp2f": S.exp2f(x), "__logf": S.fast_logf(x),
              "__powf": S.fast_powf(x, y), "__fdividef": S.fdividef(x, y), "expf": S.expf(x),
              "rcp.approx": S.rcp_approx(x), "sqrt.approx": S.sqrt_approx(x),
              "__tanf": S.fast_tanf(x)}
    rec = {"n": int(n), "simulator_equals_model": {
        c: int(same(sim[:, SIM_COLS.index(c)], np.asarray(v, f32).view(u32)).sum())
        for c, v in direct.items()}}
    if not GPU:
        return rec
    import cupy as cp
    fn = _fn("sim", False)  # NVRTC, -ftz=false: the build the simulator models
    o = cp.zeros(18 * n, cp.float32)
    fn((n // 256,), (256,), (cp.asarray(x), cp.asarray(y), o, np.int32(n)))
    gpu = cp.asnumpy(o).reshape(n, 18).view(u32)
    rec.update({c: int(same(gpu[:, j], sim[:, j]).sum()) for j, c in enumerate(SIM_COLS)})
    # CuPy's own build of the same kernel (an ftz build, cupy/cupy#9576), for the record
    cfn = cp.RawModule(code='extern "C" ' + SIM_KERNEL.strip()).get_function("sfu")
    o2 = cp.zeros(18 * n, cp.float32)
    cfn((n // 256,), (256,), (cp.asarray(x), cp.asarray(y), o2, np.int32(n)))
    gpu2 = cp.asnumpy(o2).reshape(n, 18).view(u32)
    rec["cupy_build"] = {c: int(same(gpu2[:, j], sim[:, j]).sum())
                         for j, c in enumerate(SIM_COLS)}
    rec["examples"] = {c: examples(x.view(u32), gpu[:, j], sim[:, j], 4, y.view(u32))
                       for j, c in enumerate(SIM_COLS)
                       if not same(gpu[:, j], sim[:, j]).all()}
    return rec


CURAND_KERNEL = r"""
#include <curand_kernel.h>
__global__ void logn(const unsigned long long *cfg, float *ln, float *nn, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    STATE_T s, t;
    curand_init(cfg[3 * i], cfg[3 * i + 1], cfg[3 * i + 2], &s);
    t = s;
    float *p = ln + 12 * i, *q = nn + 12 * i;
    for (int k = 0; k < 3; k++) {
        p[k] = curand_log_normal(&s, 0.5f, 1.5f);
        q[k] = curand_normal(&t);
    }
    p[3] = curand_normal(&s);          /* a log-normal kept: normal draws afresh */
    p[4] = curand_log_normal(&s, -1.0f, 0.25f);
    p[5] = curand_log_normal(&s, -1.0f, 0.25f);
    float2 a = curand_log_normal2(&s, 2.0f, 3.0f);
    p[6] = a.x; p[7] = a.y;
#ifdef FOUR
    float4 b = curand_log_normal4(&s, 0.0f, 1.0f);
    p[8] = b.x; p[9] = b.y; p[10] = b.z; p[11] = b.w;
#endif
}
"""


def _cfg(rng, n):
    seeds = rng.integers(0, 2**63, n, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    sub = rng.integers(0, 2**40, n, dtype=np.uint64)
    off = rng.integers(0, 2**20, n, dtype=np.uint64)
    return np.stack([seeds, sub, off], axis=1).ravel()


def part_curand(_):
    """cuRAND's float log-normals: the simulator against the GPU, per column; the GPU's
    first three log-normals against the model's expf of its own normals."""
    n = 8192 if not QUICK else 256
    rec = {}
    for gen, state in (("xorwow", "curandState"), ("philox", "curandStatePhilox4_32_10_t")):
        r = rec[gen] = {}
        cfg = _cfg(np.random.default_rng(3001 if gen == "xorwow" else 3002), n)
        defines = {"STATE_T": state, **({"FOUR": "1"} if gen == "philox" else {})}
        args = {"cfg": cfg, "ln": np.zeros(12 * n, f32), "nn": np.zeros(12 * n, f32),
                "n": np.int32(n)}
        try:
            k = ws.read(CURAND_KERNEL, defines=defines).kernels[0]
            sim = ws.run(k, ws.Launch(grid=n // 128, block=128), args=dict(args),
                         backend="cpu").outputs
            sim_ln = np.asarray(sim["ln"]).reshape(n, 12).view(u32)
        except Exception as e:  # noqa: BLE001 - recorded; the model comparison still runs
            r["simulator_error"] = f"{type(e).__name__}: {e}"[:400]
            sim_ln = None
        if not GPU:
            r["simulated"] = None if sim_ln is None else int(sim_ln.size)
            continue
        import cupy as cp
        from warpsmith.backends.cuda_compile import library_include_dirs
        opts = tuple(f"-I{d}" for d in library_include_dirs("curand_kernel.h")) + (
            "--std=c++17", f"-DSTATE_T={state}") + (("-DFOUR=1",) if gen == "philox" else ())
        fn = cp.RawModule(code=CURAND_KERNEL, options=opts,
                          name_expressions=["logn"]).get_function("logn")
        d = {key: cp.asarray(v) for key, v in args.items() if isinstance(v, np.ndarray)}
        fn((n // 128,), (128,), (d["cfg"], d["ln"], d["nn"], np.int32(n)))
        gl = cp.asnumpy(d["ln"]).reshape(n, 12)
        gn = cp.asnumpy(d["nn"]).reshape(n, 12)
        cols = 12 if gen == "philox" else 8
        if sim_ln is not None:
            r["simulator_vs_gpu_per_column"] = [int(same(gl.view(u32)[:, j], sim_ln[:, j]).sum())
                                                for j in range(cols)]
            r["simulator_examples"] = examples(np.arange(n * cols, dtype=u32),
                                               gl.view(u32)[:, :cols].ravel(),
                                               sim_ln[:, :cols].ravel(), 6)
        z_fused = L.fma32(f32(1.5), gn[:, :3], f32(0.5))
        z_sep = ((gn[:, :3] * f32(1.5)).astype(f32) + f32(0.5)).astype(f32)
        g3 = gl[:, :3].view(u32)
        r["n"] = int(n)
        for label, z in (("fused", z_fused), ("separate", z_sep)):
            r[f"model_expf_{label}"] = int(same(g3, S.expf(z).view(u32)).sum())
            r[f"correctly_rounded_exp_{label}"] = int(same(
                g3, np.exp(z.astype(np.float64)).astype(f32).view(u32)).sum())
    return rec


# --------------------------------------------------------------------------- the report

def markdown(report: dict) -> str:
    """Summary tables: per part and entry, matches of n (per variant where several)."""
    lines = [f"# MUFU.EX2/LG2/RCP/RSQ/SQRT model on {report.get('device')} "
             f"(driver {report.get('driver')})", "",
             f"date {report.get('date')}, commit {report.get('commit')}, "
             f"command `{report.get('command')}`", "",
             "| part | entry | n | equal (first variant) | per variant |",
             "| --- | --- | --- | --- | --- |"]
    parts = report.get("parts", {})
    for name in ("exhaustive", "random", "specials", "functions"):
        entry = parts.get(name, {})
        if not entry.get("ok"):
            if entry:
                lines.append(f"| {name} | error: {entry.get('error', '')[:80]} | | | |")
            continue
        for label, r in entry["result"].items():
            if isinstance(r, dict) and "variants" in r:
                var = ", ".join(f"{k}: {v}" for k, v in r["variants"].items())
                if "equal_to_model_ftz_false" in r:
                    var += f"; model ftz=False: {r['equal_to_model_ftz_false']}"
                lines.append(f"| {name} | {label} | {r['n']} | {r['equal']} | {var} |")
            elif isinstance(r, dict) and "error" in r:
                lines.append(f"| {name} | {label} | error: {r['error'][:80]} | | |")
    lines.append("")
    sim = parts.get("simulator", {})
    if sim.get("ok"):
        s = sim["result"]
        lines.append("- simulator vs GPU, one kernel (n = %s): " % s.get("n") + ", ".join(
            f"{c} {s[c]}" for c in SIM_COLS if c in s))
        lines.append("- simulator vs model: " + json.dumps(s.get("simulator_equals_model")))
        if "cupy_build" in s:
            lines.append("- simulator vs CuPy's build of the kernel: " + ", ".join(
                f"{c} {v}" for c, v in s["cupy_build"].items()))
    elif sim:
        lines.append(f"- simulator: error {sim.get('error', '')[:200]}")
    cr = parts.get("curand", {})
    if cr.get("ok"):
        for gen, r in cr["result"].items():
            lines.append(f"- cuRAND {gen}: " + "; ".join(
                f"{k} {v}" for k, v in r.items() if not k.endswith("examples")))
    elif cr:
        lines.append(f"- curand: error {cr.get('error', '')[:200]}")
    sass = parts.get("sass", {}).get("result") or {}
    lines.append("")
    lines.append(f"SASS tool: {sass.get('tool')}; NVRTC {sass.get('nvrtc')}; SASS and PTX "
                 "lines in sfu.json (parts.sass). The functions' rows without a suffix and "
                 "with -ftz=true: warpsmith's NVRTC build; 'cupy --ftz=false': CuPy's "
                 "build, compared with the model's ftz=True.")
    log = (sass.get("cupy_ftz_false_log") or "").strip()
    if log:
        lines.append(f"CuPy --ftz=false build log: `{' '.join(log.split())[:300]}`")
    return "\n".join(lines) + "\n"


def main() -> int:
    """Run the parts, write sfu.json and sfu.md under OUTDIR (argv[1])."""
    global GPU, QUICK, OUT, POOL
    argv = sys.argv[1:]
    OUT = Path(argv[0])
    GPU, QUICK = "--no-gpu" not in argv, "--quick" in argv
    warnings.filterwarnings("ignore", category=RuntimeWarning)  # NaN/inf inputs, by design
    OUT.mkdir(parents=True, exist_ok=True)
    L.truncated_square(np.zeros(1, np.int64))  # the table built once, inherited by the workers
    # the model's worker processes are forked before anything touches the GPU
    procs = max(1, min(14, (os.cpu_count() or 2) - 1))
    POOL = get_context("fork").Pool(procs) if procs > 1 else None
    report = {**device_facts(cupy_version=True), "gpu": GPU, "quick": QUICK,
              "sqrt_default": S._SQRT_VARIANT, "model_processes": procs}
    t0 = time.time()
    parts = [("sass", part_sass), ("specials", part_specials), ("simulator", part_simulator),
             ("curand", part_curand), ("exhaustive", part_exhaustive),
             ("random", part_random), ("functions", part_functions)]
    try:
        run_parts(report, parts, "cuda" if GPU else "cpu", str(OUT / "sfu.json"), budget_s=210)
    finally:
        if POOL is not None:
            POOL.close()
    report["seconds"] = round(time.time() - t0, 1)
    (OUT / "sfu.json").write_text(json.dumps(report, indent=1))
    (OUT / "sfu.md").write_text(markdown(report))
    print(markdown(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
