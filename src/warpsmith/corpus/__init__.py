"""The project's own kernel corpus: CUDA C and OpenCL C kernels with NumPy references.

Every kernel file lives next to this module (``corpus_dir()``). A :class:`KernelSpec` names
one kernel of one file and says how to launch it at two sizes (``"ci"``: small, for the
test suite; ``"paper"``: the size the literature measures), how to make its inputs, and
what it must compute (``reference``).

Conventions:

* ``args(rng, dims)`` returns ``{parameter name: value}`` for every kernel parameter:
  flat NumPy arrays for buffers (a ``float4`` buffer of n elements is 4n float32 values,
  as :mod:`warpsmith.backends.launch` lays vectors out), NumPy scalars of the parameter's
  type for scalars, ``SharedSize(bytes)`` for OpenCL ``__local`` pointer parameters, and,
  for a CUDA ``__constant__`` array of the file, an array under the variable's name.
  ``dims`` is the launch's dict of problem sizes.
* ``reference(inputs)`` returns ``{buffer name: expected array}`` for the names in
  ``outputs``; ``inputs`` is the dict ``args`` made (the reference never modifies it).
  Float32 kernels are mirrored in float32, in the kernel's order of operations where the
  rounding depends on it.
* Tolerance: ``|got - want| <= rtol * |want| + atol * max|want|`` (``atol`` is relative
  to the largest expected magnitude, for results that pass near zero). Integers and
  kernels whose float results are exact in any order (small-integer data) compare exactly
  (``rtol == atol == 0``). ``pocl_rtol``/``pocl_atol`` apply when comparing a real OpenCL
  device with the simulator: the device may contract ``a*b+c`` into an fma (OpenCL's
  FP_CONTRACT is on by default), and its exp/log/sin/cos/native_* differ by a few ulp.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

__all__ = ["KernelSpec", "Launch", "all_specs", "spec", "corpus_dir", "compare_outputs",
           "read_spec", "device_tolerances", "int_params", "shared_size", "GPU_FLOAT_RTOL", "GPU_FLOAT_ATOL"]

i32, u32, f32 = np.int32, np.uint32, np.float32


def corpus_dir() -> Path:
    """The directory that holds the corpus kernel files."""
    return Path(__file__).resolve().parent


@dataclass(frozen=True)
class Launch:
    """One launch size: grid (blocks / work-groups) and block (threads / local size)."""

    grid: tuple[int, ...]
    block: tuple[int, ...]
    dims: dict = field(default_factory=dict)
    defines: dict = field(default_factory=dict)
    dynamic_shared: int = 0


@dataclass(frozen=True)
class KernelSpec:
    name: str
    file: str
    kernel: str
    dialect: str  # "cuda" or "opencl"
    ci: Launch
    paper: Launch
    args: Callable[[np.random.Generator, dict], dict]
    reference: Callable[[dict], dict]
    outputs: tuple[str, ...]
    rtol: float = 0.0
    atol: float = 0.0
    pocl_rtol: float | None = None
    pocl_atol: float | None = None
    defines: dict = field(default_factory=dict)
    description: str = ""
    # Hand-derived trace counts at the CI size (see tests/test_trace_counts.py).
    trace_expect: dict | None = None
    # A reference that depends on the launch's problem sizes: ``f(inputs, dims)``.
    # When set, ``reference`` is it bound to the CI dims; use :meth:`expected` at any size.
    reference_dims: Callable[[dict, dict], dict] | None = None

    @property
    def path(self) -> Path:
        return corpus_dir() / self.file

    def launch(self, size: str = "ci") -> Launch:
        if size not in ("ci", "paper"):
            raise ValueError(f"size must be 'ci' or 'paper', not {size!r}")
        return self.ci if size == "ci" else self.paper

    def all_defines(self, size: str = "ci") -> dict:
        return {**self.defines, **self.launch(size).defines}

    def make_args(self, seed: int = 0, size: str = "ci") -> dict:
        return self.args(np.random.default_rng(seed), dict(self.launch(size).dims))

    def expected(self, inputs: dict, size: str = "ci") -> dict:
        """The reference outputs for ``inputs`` made at ``size``."""
        if self.reference_dims is not None:
            return self.reference_dims(inputs, dict(self.launch(size).dims))
        return self.reference(inputs)

    @property
    def exact(self) -> bool:
        return self.rtol == 0.0 and self.atol == 0.0


def compare_outputs(got: dict, want: dict, names, rtol: float, atol: float) -> list[str]:
    """Messages describing every mismatch (empty when all outputs agree)."""
    problems = []
    for name in names:
        g = np.asarray(got[name])
        w = np.asarray(want[name])
        if g.shape != w.shape and g.size == w.size:
            g = g.reshape(w.shape)
        if g.shape != w.shape:
            problems.append(f"{name}: shape {g.shape} != expected {w.shape}")
            continue
        if rtol == 0.0 and atol == 0.0 or w.dtype.kind in "iub":
            bad = g != w
        else:
            wf = w.astype(np.float64)
            gf = g.astype(np.float64)
            scale = float(np.max(np.abs(wf))) if wf.size else 0.0
            bad = ~(np.abs(gf - wf) <= rtol * np.abs(wf) + atol * scale)
            bad |= np.isnan(gf) != np.isnan(wf)
        if np.any(bad):
            idx = np.flatnonzero(bad)
            i = int(idx[0])
            problems.append(f"{name}: {idx.size} of {w.size} elements differ; first at "
                            f"[{i}]: got {g.reshape(-1)[i]!r}, expected {w.reshape(-1)[i]!r}")
    return problems


#: The GPU compiler contracts a*b+c into fma (NVRTC's default), so float outputs that are
#: exact on the simulator are held to this on a GPU. Integer outputs always compare exactly.
GPU_FLOAT_RTOL, GPU_FLOAT_ATOL = 1e-5, 1e-5


def read_spec(spec: KernelSpec, size: str = "ci"):
    """The IR module of a spec's file with the defines of ``size`` (``ci`` or ``paper``)."""
    from warpsmith.frontend import read_module

    return read_module(spec.path, dialect=spec.dialect, defines=spec.all_defines(size))


def device_tolerances(spec, want: dict | None = None) -> tuple[float, float]:
    """(rtol, atol) for a real device: the looser of the spec's own tolerance and its
    real-device (``pocl_*``) one, since the GPU may contract ``a*b+c`` into an FMA and its
    libm differs by ulps; and, where ``want`` (the expected outputs by name) holds a float
    array among ``spec.outputs``, at least :data:`GPU_FLOAT_RTOL`/:data:`GPU_FLOAT_ATOL`
    (a reference that is exact on the simulator is not bit-exact on a GPU). Integer outputs
    compare exactly. The check is there to catch wrong indexing, which is off by far more."""
    rtol = max(spec.rtol, spec.pocl_rtol or 0.0)
    atol = max(spec.atol, spec.pocl_atol or 0.0)
    if want is not None and any(np.asarray(want[n]).dtype.kind == "f" for n in spec.outputs
                                if n in want):
        rtol, atol = max(rtol, GPU_FLOAT_RTOL), max(atol, GPU_FLOAT_ATOL)
    return rtol, atol


def int_params(fn, args: dict) -> dict[str, int]:
    """The kernel's integer scalar arguments in ``args`` (the sizes the optimizer and the
    coarsening may use), by parameter name."""
    from warpsmith.ir.types import ScalarType

    out = {}
    for p in fn.params:
        if isinstance(p.type, ScalarType) and p.name in args:
            try:
                kind = np.dtype(p.type.numpy_dtype).kind
            except Exception:  # noqa: BLE001 - a type without a NumPy dtype is not a size
                continue
            if kind in "iu":
                out[p.name] = int(args[p.name])
    return out


def shared_size(nbytes: int):
    """The argument value of a ``__local`` pointer parameter: ``nbytes`` of dynamic shared memory."""
    from warpsmith.backends.launch import SharedSize  # lazy: the backend may be absent

    return SharedSize(int(nbytes))


def _small_int_floats(rng, n, lo=-8, hi=8):
    """float32 data holding small integers: every partial sum is exact in any order."""
    return rng.integers(lo, hi + 1, n).astype(f32)


# ============================================================ matrix addition


def _matadd2d_args(dtype):
    def args(rng, d):
        rows, cols = d["rows"], d["cols"]
        info = np.iinfo(dtype)
        return {"A": rng.integers(info.min, info.max, rows * cols, endpoint=True).astype(dtype),
                "B": rng.integers(info.min, info.max, rows * cols, endpoint=True).astype(dtype),
                "C": np.zeros(rows * cols, dtype), "rows": i32(rows), "cols": i32(cols)}
    return args


def _matadd1d_args(dtype):
    def args(rng, d):
        n = d["n"]
        info = np.iinfo(dtype)
        return {"A": rng.integers(info.min, info.max, n, endpoint=True).astype(dtype),
                "B": rng.integers(info.min, info.max, n, endpoint=True).astype(dtype),
                "C": np.zeros(n, dtype), "n": i32(n)}
    return args


def _matadd_ref(inp):
    # C integer addition wraps (int) or truncates back to char: NumPy's wrapping add.
    return {"C": inp["A"] + inp["B"]}


# ============================================================ transpose


def _transpose_args(rng, d):
    w, h = d["width"], d["height"]
    return {"odata": np.zeros(w * h, f32), "idata": rng.standard_normal(w * h).astype(f32),
            "width": i32(w), "height": i32(h)}


def _transpose_cl_args(rng, d):
    a = _transpose_args(rng, d)
    bd = d["block_dim"]
    a["block"] = shared_size(bd * (bd + 1) * 4)
    return a


def _transpose_ref(inp):
    w, h = int(inp["width"]), int(inp["height"])
    return {"odata": inp["idata"].reshape(h, w).T.reshape(-1).copy()}


# ============================================================ scan (paper 000, Fig. 5)


def _scan_args(rng, d):
    n = d["len"]
    blocks = -(-n // d["section"])
    # small non-negative integers as float32: every partial sum of a section is exact
    return {"out": np.zeros(n, f32), "in": rng.integers(0, 16, n).astype(f32),
            "block_sums": np.zeros(blocks, f32), "len": i32(n)}


def _scan_ref(inp, dims):
    section = dims["section"]
    x = inp["in"]
    n = x.size
    blocks = -(-n // section)
    padded = np.zeros(blocks * section, f32)
    padded[:n] = x
    sc = np.cumsum(padded.reshape(blocks, section), axis=1, dtype=f32)
    return {"out": sc.reshape(-1)[:n].copy(), "block_sums": sc[:, -1].copy()}


# ============================================================ reduction


def _reduce_cu_args(rng, d):
    n, blocks = d["n"], d["blocks"]
    return {"g_idata": _small_int_floats(rng, n), "g_odata": np.zeros(blocks, f32),
            "n": u32(n)}


def _reduce_cu_ref(inp, dims):
    block = dims["block"]
    x = inp["g_idata"]
    blocks = inp["g_odata"].size
    p = np.zeros(blocks * block, f32)
    p[:x.size] = x[: blocks * block]
    return {"g_odata": p.reshape(blocks, block).sum(axis=1, dtype=f32)}


def _reduce_cl_args(rng, d):
    n, groups, local = d["n"], d["groups"], d["local"]
    return {"g_idata": _small_int_floats(rng, n), "g_odata": np.zeros(groups, f32),
            "n": u32(n), "sdata": shared_size(local * 4)}


def _reduce_cl_ref(inp, dims):
    local = dims["local"]
    x = inp["g_idata"]
    groups = inp["g_odata"].size
    p = np.zeros(groups * 2 * local, f32)
    m = min(x.size, p.size)
    p[:m] = x[:m]
    return {"g_odata": p.reshape(groups, 2 * local).sum(axis=1, dtype=f32)}


# ============================================================ tiled matmul


def _matmul_args(rng, d):
    M, N, K = d["M"], d["N"], d["K"]
    return {"A": rng.uniform(-1, 1, M * K).astype(f32), "B": rng.uniform(-1, 1, K * N).astype(f32),
            "C": np.zeros(M * N, f32), "M": i32(M), "N": i32(N), "K": i32(K)}


def _matmul_ref(inp):
    M, N, K = int(inp["M"]), int(inp["N"]), int(inp["K"])
    A = inp["A"].reshape(M, K)
    B = inp["B"].reshape(K, N)
    acc = np.zeros((M, N), f32)
    for k in range(K):  # the kernel's order: k ascending, one multiply and one add each
        acc = acc + np.outer(A[:, k], B[k, :]).astype(f32)
    return {"C": acc.reshape(-1)}


# ============================================================ histogram


def _hist_args(rng, d):
    n = d["n"]
    # a skewed distribution so that lanes of a warp collide on bins
    data = np.minimum(rng.geometric(0.02, n) - 1, 255).astype(np.uint8)
    return {"data": data, "hist": np.zeros(256, u32), "n": i32(n)}


def _hist_ref(inp):
    return {"hist": np.bincount(inp["data"], minlength=256).astype(u32)}


# ============================================================ SpMV CSR


def _spmv_args(rng, d):
    rows, cols, maxlen = d["rows"], d["cols"], d["max_row"]
    lengths = rng.integers(0, maxlen + 1, rows)
    row_ptr = np.zeros(rows + 1, i32)
    row_ptr[1:] = np.cumsum(lengths)
    col_idx = np.concatenate([np.sort(rng.choice(cols, int(L), replace=False)) for L in lengths]
                             + [np.zeros(0, np.int64)]).astype(i32)
    nnz = int(row_ptr[-1])
    return {"num_rows": i32(rows), "row_ptr": row_ptr, "col_idx": col_idx,
            "vals": _small_int_floats(rng, nnz, -4, 4), "x": _small_int_floats(rng, cols, -4, 4),
            "y": np.zeros(rows, f32)}


def _spmv_ref(inp):
    rp, ci, v, x = inp["row_ptr"], inp["col_idx"], inp["vals"], inp["x"]
    rows = int(inp["num_rows"])
    prod = (v * x[ci]).astype(f32)
    y = np.zeros(rows, f32)
    for r in range(rows):
        y[r] = prod[rp[r]:rp[r + 1]].sum(dtype=f32)  # exact: small integers
    return {"y": y}


# ============================================================ n-body


def _nbody_args(rng, d):
    n = d["n"]
    pos = np.empty((n, 4), f32)
    pos[:, :3] = rng.uniform(-1, 1, (n, 3))
    pos[:, 3] = rng.uniform(0.5, 1.5, n)
    vel = np.zeros((n, 4), f32)
    vel[:, :3] = rng.uniform(-0.1, 0.1, (n, 3))
    return {"pos": pos.reshape(-1), "vel": vel.reshape(-1), "new_pos": np.zeros(4 * n, f32),
            "new_vel": np.zeros(4 * n, f32), "dt": f32(0.01), "n": i32(n)}


def _nbody_ref_for(block, softening=0.01):
    def ref(inp):
        n = int(inp["n"])
        dt = f32(inp["dt"])
        pos = inp["pos"].reshape(n, 4)
        vel = inp["vel"].reshape(n, 4)
        soft = f32(softening)
        ax = np.zeros(n, f32)
        ay = np.zeros(n, f32)
        az = np.zeros(n, f32)
        px, py, pz = pos[:, 0], pos[:, 1], pos[:, 2]
        # the kernel visits j = 0 .. ceil(n/BLOCK)*BLOCK - 1; padding bodies have zero mass
        # and position (0,0,0): they add r * 0 == +-0, which leaves the sums unchanged.
        for j in range(n):
            rx = pos[j, 0] - px
            ry = pos[j, 1] - py
            rz = pos[j, 2] - pz
            dist = rx * rx + ry * ry + rz * rz + soft
            inv = (f32(1) / np.sqrt(dist)).astype(f32)
            cube = inv * inv * inv
            s = pos[j, 3] * cube
            ax = ax + rx * s
            ay = ay + ry * s
            az = az + rz * s
        v = vel.copy()
        v[:, 0] = v[:, 0] + ax * dt
        v[:, 1] = v[:, 1] + ay * dt
        v[:, 2] = v[:, 2] + az * dt
        p = pos.copy()
        p[:, 0] = p[:, 0] + v[:, 0] * dt
        p[:, 1] = p[:, 1] + v[:, 1] * dt
        p[:, 2] = p[:, 2] + v[:, 2] * dt
        return {"new_pos": p.reshape(-1), "new_vel": v.reshape(-1)}
    return ref


# ============================================================ Black-Scholes


def _bs_inputs(rng, n):
    return (rng.uniform(5.0, 30.0, n).astype(f32), rng.uniform(1.0, 100.0, n).astype(f32),
            rng.uniform(0.25, 10.0, n).astype(f32))


def _bs_cu_args(rng, d):
    n = d["n"]
    S, X, T = _bs_inputs(rng, n)
    return {"d_call": np.zeros(n, f32), "d_put": np.zeros(n, f32), "d_S": S, "d_X": X,
            "d_T": T, "R": f32(0.02), "V": f32(0.30), "opt_n": i32(n)}


def _bs_cl_args(rng, d):
    n = d["n"]
    S, X, T = _bs_inputs(rng, n)
    return {"d_Call": np.zeros(n, f32), "d_Put": np.zeros(n, f32), "d_S": S, "d_X": X,
            "d_T": T, "R": f32(0.02), "V": f32(0.30), "optN": u32(n)}


def _cnd(d):
    A1, A2, A3, A4, A5 = (f32(0.31938153), f32(-0.356563782), f32(1.781477937),
                          f32(-1.821255978), f32(1.330274429))
    RSQRT2PI = f32(0.39894228040143267793994605993438)
    K = f32(1.0) / (f32(1.0) + f32(0.2316419) * np.abs(d))
    c = RSQRT2PI * np.exp(f32(-0.5) * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))))
    return np.where(d > 0, f32(1.0) - c, c).astype(f32)


def _bs_compute(S, X, T, R, V):
    R, V = f32(R), f32(V)
    sqrtT = np.sqrt(T)
    d1 = (np.log(S / X) + (R + f32(0.5) * V * V) * T) / (V * sqrtT)
    d2 = d1 - V * sqrtT
    c1, c2 = _cnd(d1), _cnd(d2)
    expRT = np.exp(-R * T)
    call = S * c1 - X * expRT * c2
    put = X * expRT * (f32(1.0) - c2) - S * (f32(1.0) - c1)
    return call.astype(f32), put.astype(f32)


def _bs_cu_ref(inp):
    c, p = _bs_compute(inp["d_S"], inp["d_X"], inp["d_T"], inp["R"], inp["V"])
    return {"d_call": c, "d_put": p}


def _bs_cl_ref(inp):
    c, p = _bs_compute(inp["d_S"], inp["d_X"], inp["d_T"], inp["R"], inp["V"])
    return {"d_Call": c, "d_Put": p}


# ============================================================ 2D convolution


def _conv_common(rng, d):
    w, h, m = d["width"], d["height"], d["mask_dim"]
    return (rng.uniform(-1, 1, w * h).astype(f32), rng.uniform(-1, 1, m * m).astype(f32), w, h)


def _conv_cu_args(rng, d):
    img, mask, w, h = _conv_common(rng, d)
    return {"input": img, "output": np.zeros(w * h, f32), "width": i32(w), "height": i32(h),
            "d_mask": mask}


def _conv_cl_args(rng, d):
    img, mask, w, h = _conv_common(rng, d)
    return {"input": img, "output": np.zeros(w * h, f32), "mask": mask, "width": i32(w),
            "height": i32(h)}


def _conv_ref_for(mask_name):
    def ref(inp):
        w, h = int(inp["width"]), int(inp["height"])
        mask = inp[mask_name]
        m = int(round(math.sqrt(mask.size)))
        off = m // 2
        img = np.zeros((h + 2 * off, w + 2 * off), f32)
        img[off:off + h, off:off + w] = inp["input"].reshape(h, w)
        acc = np.zeros((h, w), f32)
        for i in range(m):  # the kernel's order; out-of-image terms are skipped (== + 0)
            for j in range(m):
                term = img[i:i + h, j:j + w] * mask[i * m + j]
                inside = np.zeros((h, w), bool)
                r = np.arange(h)[:, None] - off + i
                c = np.arange(w)[None, :] - off + j
                inside = (r >= 0) & (r < h) & (c >= 0) & (c < w)
                acc = np.where(inside, acc + term, acc).astype(f32)
        return {"output": acc.reshape(-1)}
    return ref


# ============================================================ stencils


def _stencil1d_args(rng, d):
    n = d["n"]
    return {"in": rng.integers(-(1 << 20), 1 << 20, n).astype(i32), "out": np.zeros(n, i32),
            "n": i32(n)}


def _stencil1d_ref_for(radius):
    def ref(inp):
        x = inp["in"].astype(np.int64)
        n = x.size
        p = np.zeros(n + 2 * radius, np.int64)
        p[radius:radius + n] = x
        out = sum(p[k:k + n] for k in range(2 * radius + 1))
        return {"out": out.astype(i32)}
    return ref


def _stencil2d_args(rng, d):
    nx, ny = d["nx"], d["ny"]
    return {"in": rng.uniform(-1, 1, nx * ny).astype(f32), "out": np.zeros(nx * ny, f32),
            "nx": i32(nx), "ny": i32(ny)}


def _stencil2d_ref(inp):
    nx, ny = int(inp["nx"]), int(inp["ny"])
    a = inp["in"].reshape(ny, nx)
    out = a.copy()
    nb = a[:-2, 1:-1] + a[2:, 1:-1] + a[1:-1, :-2] + a[1:-1, 2:]
    out[1:-1, 1:-1] = f32(0.125) * nb + f32(0.5) * a[1:-1, 1:-1]
    return {"out": out.reshape(-1)}


# ============================================================ FFT passes


def _fft_args_for(radix):
    def args(rng, d):
        n = d["n"]
        ps = [radix ** e for e in range(int(round(math.log(n, radix))))]
        p = int(ps[rng.integers(0, len(ps))]) if "p" not in d else int(d["p"])
        x = rng.uniform(-1, 1, 2 * n).astype(f32)
        return {"x": x, "y": np.zeros(2 * n, f32), "p": i32(p)}
    return args


def _cmul(a, b):
    return a * b  # complex64 multiply: (ax*bx - ay*by, ax*by + ay*bx) in float32


def fft_pass(x: np.ndarray, p: int, radix: int) -> np.ndarray:
    """One Stockham pass as the corpus kernels compute it, on complex64 data."""
    n = x.size
    t = n // radix
    i = np.arange(t)
    k = i & (p - 1)
    u = [x[i + j * t] for j in range(radix)]
    if radix == 2:
        alpha = (f32(-math.pi) * k.astype(f32) / f32(p)).astype(f32)
        u[1] = u[1] * (np.cos(alpha) + 1j * np.sin(alpha)).astype(np.complex64)
        v = [u[0] + u[1], u[0] - u[1]]
    else:
        alpha = (f32(-math.pi) * k.astype(f32) / f32(2 * p)).astype(f32)
        for j in (1, 2, 3):
            a = (f32(j) * alpha).astype(f32) if j > 1 else alpha
            u[j] = u[j] * (np.cos(a) + 1j * np.sin(a)).astype(np.complex64)
        v0, v1, v2 = u[0] + u[2], u[0] - u[2], u[1] + u[3]
        v3 = (u[1] - u[3]) * np.complex64(-1j)
        v = [v0 + v2, v1 + v3, v0 - v2, v1 - v3]
    y = np.zeros(n, np.complex64)
    base = (i - k) * radix + k
    for m in range(radix):
        y[base + m * p] = v[m]
    return y


def _fft_ref_for(radix):
    def ref(inp):
        x = inp["x"].view(np.complex64)
        y = fft_pass(x, int(inp["p"]), radix)
        return {"y": y.view(f32).copy()}
    return ref


# ============================================================ Sobel


def _sobel_args(rng, d):
    w, h = d["width"], d["height"]
    return {"inputImage": rng.integers(0, 256, 4 * w * h).astype(np.uint8),
            "outputImage": np.zeros(4 * w * h, f32)}


def _sobel_ref(inp, dims):
    w, h = dims["width"], dims["height"]
    a = inp["inputImage"].reshape(h, w, 4).astype(f32)
    out = np.zeros((h, w, 4), f32)
    i00, i10, i20 = a[:-2, :-2], a[:-2, 1:-1], a[:-2, 2:]
    i01, i21 = a[1:-1, :-2], a[1:-1, 2:]
    i02, i12, i22 = a[2:, :-2], a[2:, 1:-1], a[2:, 2:]
    two = f32(2)
    gx = i00 + two * i10 + i20 - i02 - two * i12 - i22
    gy = i00 - i20 + two * i01 - two * i21 + i02 - i22
    out[1:-1, 1:-1] = np.sqrt(gx * gx + gy * gy) / two
    return {"outputImage": out.reshape(-1)}


# ============================================================ DCT 8x8


def dct_coefficients() -> np.ndarray:
    """The 8x8 DCT-II matrix exactly as dct8x8.cl spells it (9 decimals, then float32)."""
    c = np.empty((8, 8), f32)
    for u in range(8):
        a = math.sqrt(1 / 8) if u == 0 else math.sqrt(2 / 8)
        for x in range(8):
            c[u, x] = f32(float("%.9f" % (a * math.cos((2 * x + 1) * u * math.pi / 16))))
    return c


def _dct_args(rng, d):
    w, h = d["width"], d["height"]
    return {"src": rng.uniform(0, 255, w * h).astype(f32), "dst": np.zeros(w * h, f32),
            "stride": i32(w)}


def _dct_ref(inp):
    w = int(inp["stride"])
    h = inp["src"].size // w
    C = dct_coefficients()
    blocks = inp["src"].reshape(h // 8, 8, w // 8, 8).transpose(0, 2, 1, 3)  # [by,bx,y,x]
    tmp = np.zeros(blocks.shape, f32)
    for k in range(8):  # tmp[v][x] += C[v][k] * block[k][x]
        tmp = tmp + C[None, None, :, k, None] * blocks[:, :, k, None, :]
    out = np.zeros(blocks.shape, f32)
    for k in range(8):  # out[v][u] += tmp[v][k] * C[u][k]
        out = out + tmp[:, :, :, k, None] * C[None, None, None, :, k]
    return {"dst": out.transpose(0, 2, 1, 3).reshape(-1).astype(f32)}


# ============================================================ binary search, bitonic sort


def _bsearch_args(rng, d):
    n, k = d["n"], d["keys"]
    return {"sorted": np.sort(rng.integers(0, 2 * n, n)).astype(i32), "n": i32(n),
            "keys": rng.integers(-2, 2 * n + 2, k).astype(i32), "result": np.zeros(k, i32),
            "num_keys": i32(k)}


def _bsearch_ref(inp):
    s, keys = inp["sorted"], inp["keys"]
    lo = np.searchsorted(s, keys, side="left")
    found = (lo < s.size) & (s[np.minimum(lo, s.size - 1)] == keys)
    return {"result": np.where(found, lo, -1).astype(i32)}


def _bitonic_args(rng, d):
    n = d["groups"] * d["limit"]
    return {"d_dst": np.zeros(n, u32), "d_src": rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(u32),
            "dir": u32(rng.integers(0, 2))}


def _bitonic_ref(inp, dims):
    limit = dims["limit"]
    s = np.sort(inp["d_src"].reshape(-1, limit), axis=1)
    if int(inp["dir"]) == 0:
        s = s[:, ::-1]
    return {"d_dst": s.reshape(-1).copy()}


# ============================================================ Floyd-Warshall, Walsh, Haar


def _fw_args(rng, d):
    n = d["nodes"]
    dist = rng.integers(1, 100, (n, n)).astype(u32)
    np.fill_diagonal(dist, 0)
    return {"pathDistanceBuffer": dist.reshape(-1), "pathBuffer": np.tile(np.arange(n, dtype=u32), n),
            "numNodes": u32(n), "pass": u32(rng.integers(0, n))}


def _fw_ref(inp):
    n, k = int(inp["numNodes"]), int(inp["pass"])
    dist = inp["pathDistanceBuffer"].reshape(n, n).astype(np.int64)
    path = inp["pathBuffer"].reshape(n, n).copy()
    temp = dist[:, k:k + 1] + dist[k:k + 1, :]
    better = temp < dist
    new = np.where(better, temp, dist).astype(u32)
    path[better] = k
    return {"pathDistanceBuffer": new.reshape(-1), "pathBuffer": path.reshape(-1)}


def _walsh_args(rng, d):
    n = d["n"]
    steps = [1 << e for e in range(int(math.log2(n)))]
    return {"tArray": rng.uniform(-1, 1, n).astype(f32), "step": i32(steps[rng.integers(0, len(steps))])}


def _walsh_ref(inp):
    a = inp["tArray"].copy()
    s = int(inp["step"])
    v = a.reshape(-1, 2, s)
    t1, t2 = v[:, 0, :].copy(), v[:, 1, :].copy()
    v[:, 0, :] = t1 + t2
    v[:, 1, :] = t1 - t2
    return {"tArray": a}


def _haar_args(rng, d):
    n = d["n"]
    return {"signal": rng.uniform(-1, 1, n).astype(f32), "approx": np.zeros(n // 2, f32),
            "detail": np.zeros(n // 2, f32), "half_len": u32(n // 2)}


def _haar_ref(inp):
    s = inp["signal"]
    c = f32(0.70710678118654752440)
    return {"approx": (s[0::2] + s[1::2]) * c, "detail": (s[0::2] - s[1::2]) * c}


# ============================================================ matrix-vector


def _matvec_args_for(transposed):
    def args(rng, d):
        rows, cols = d["rows"], d["cols"]
        A = rng.uniform(-1, 1, (rows, cols)).astype(f32)
        out = {"x": rng.uniform(-1, 1, cols).astype(f32), "y": np.zeros(rows, f32),
               "rows": i32(rows), "cols": i32(cols)}
        out["A_t" if transposed else "A"] = (A.T if transposed else A).reshape(-1).copy()
        return out
    return args


def _matvec_ref(inp):
    rows, cols = int(inp["rows"]), int(inp["cols"])
    A = inp["A"].reshape(rows, cols) if "A" in inp else inp["A_t"].reshape(cols, rows).T
    acc = np.zeros(rows, f32)
    for j in range(cols):  # the kernel's order
        acc = acc + A[:, j] * inp["x"][j]
    return {"y": acc}


# ============================================================ the registry


def _build() -> list[KernelSpec]:
    S: list[KernelSpec] = []
    add = S.append

    # -- matrix addition (CUDA): CI 48 x 64, paper 4096 x 4096
    ci2 = Launch((2, 6), (32, 8), {"rows": 48, "cols": 64})
    pp2 = Launch((128, 512), (32, 8), {"rows": 4096, "cols": 4096})
    ci1 = Launch((48,), (64,), {"n": 48 * 64})
    pp1 = Launch((16384,), (1024,), {"n": 4096 * 4096})
    for suffix, dt in (("int", np.int32), ("char", np.int8)):
        add(KernelSpec(f"mat_add_coalesced_{suffix}", "matrix_add.cu", f"mat_add_coalesced_{suffix}",
                       "cuda", ci2, pp2, _matadd2d_args(dt), _matadd_ref, ("C",),
                       description=f"matrix addition, {np.dtype(dt)}, coalesced 2D indexing"))
        add(KernelSpec(f"mat_add_uncoalesced_{suffix}", "matrix_add.cu",
                       f"mat_add_uncoalesced_{suffix}", "cuda", ci1, pp1, _matadd1d_args(dt),
                       _matadd_ref, ("C",),
                       description=f"matrix addition, {np.dtype(dt)}, threadIdx.x*gridDim.x+blockIdx.x"))
    add(KernelSpec("mat_add_cl", "matrix_add.cl", "mat_add", "opencl", ci2, pp2,
                   _matadd2d_args(np.int32), _matadd_ref, ("C",),
                   description="matrix addition, int32, coalesced (OpenCL)"))
    add(KernelSpec("mat_add_uncoalesced_cl", "matrix_add.cl", "mat_add_uncoalesced", "opencl",
                   ci1, pp1, _matadd1d_args(np.int32), _matadd_ref, ("C",),
                   description="matrix addition, int32, uncoalesced (OpenCL)"))

    # -- transpose: CI 80 x 48 (partial tiles), paper 4096 x 4096
    tci = Launch((3, 2), (32, 8), {"width": 80, "height": 48})
    tpp = Launch((128, 128), (32, 8), {"width": 4096, "height": 4096})
    for k, what in (("transpose_naive", "naive"), ("transpose_tiled", "32x32 shared tile"),
                    ("transpose_tiled_padded", "32x33 padded shared tile")):
        add(KernelSpec(k, "transpose.cu", k, "cuda", tci, tpp, _transpose_args, _transpose_ref,
                       ("odata",), description=f"matrix transpose, {what}"))
    add(KernelSpec("transpose_cl", "transpose.cl", "transpose", "opencl",
                   Launch((5, 3), (16, 16), {"width": 80, "height": 48, "block_dim": 16}),
                   Launch((256, 256), (16, 16), {"width": 4096, "height": 4096, "block_dim": 16}),
                   _transpose_cl_args, _transpose_ref, ("odata",),
                   description="transpose, 16x17 padded __local tile passed as kernel argument"))

    # -- reduction
    add(KernelSpec("reduce_sum", "reduction.cu", "reduce_sum", "cuda",
                   Launch((8,), (128,), {"n": 1000, "blocks": 8, "block": 128}, dynamic_shared=128 * 4),
                   Launch((16384,), (256,), {"n": 1 << 22, "blocks": 16384, "block": 256}, dynamic_shared=256 * 4),
                   _reduce_cu_args, None, ("g_odata",),  # reference set below (block size)
                   description="shared-memory tree reduction, sequential addressing"))
    add(KernelSpec("reduce_cl", "reduction.cl", "reduce", "opencl",
                   Launch((8,), (64,), {"n": 1000, "groups": 8, "local": 64}),
                   Launch((8192,), (256,), {"n": 1 << 22, "groups": 8192, "local": 256}),
                   _reduce_cl_args, None, ("g_odata",),
                   description="work-group reduction, first add during load, __local argument"))

    # -- scan (paper 000, Fig. 5): CI BLOCK_SIZE 64 (section 128), paper 256 threads, 4M
    for k, what in (("scan_init", "Init"), ("scan_div", "Div"), ("scan_init_bank", "Init_Bank"),
                    ("scan_div_bank", "Div_Bank")):
        add(KernelSpec(k, "scan.cu", k, "cuda",
                       Launch((3,), (64,), {"len": 3 * 128 - 37, "section": 128}, {"BLOCK_SIZE": "64"}),
                       Launch((8192,), (256,), {"len": 1 << 22, "section": 512}, {"BLOCK_SIZE": "256"}),
                       _scan_args, None, ("out", "block_sums"),
                       description=f"per-block inclusive scan, paper 000 Fig. 5 version {what}"))

    # -- tiled matmul
    add(KernelSpec("matmul_tiled", "matmul_tiled.cu", "matmul_tiled", "cuda",
                   Launch((2, 3), (16, 16), {"M": 48, "N": 32, "K": 40}),
                   Launch((32, 32), (16, 16), {"M": 512, "N": 512, "K": 512}),
                   _matmul_args, _matmul_ref, ("C",), rtol=1e-5, atol=1e-6,
                   pocl_rtol=1e-5, pocl_atol=1e-5,
                   description="tiled matrix multiplication, 16x16 shared tiles"))

    # -- histogram
    for k, what in (("histogram_global", "atomics on global memory"),
                    ("histogram_shared", "privatized in shared memory, shared atomics")):
        add(KernelSpec(k, "histogram.cu", k, "cuda",
                       Launch((8,), (128,), {"n": 4096}),
                       Launch((1024,), (256,), {"n": 1 << 24}),
                       _hist_args, _hist_ref, ("hist",), description=f"256-bin histogram, {what}"))

    # -- SpMV (small-integer data: exact in any summation order)
    add(KernelSpec("spmv_csr_scalar", "spmv.cu", "spmv_csr_scalar", "cuda",
                   Launch((3,), (128,), {"rows": 300, "cols": 200, "max_row": 40}),
                   Launch((128,), (128,), {"rows": 16384, "cols": 16384, "max_row": 64}),
                   _spmv_args, _spmv_ref, ("y",), description="SpMV CSR, thread per row"))
    add(KernelSpec("spmv_csr_vector", "spmv.cu", "spmv_csr_vector", "cuda",
                   Launch((75,), (128,), {"rows": 300, "cols": 200, "max_row": 40}, {"BLOCK_SIZE": "128"}),
                   Launch((4096,), (128,), {"rows": 16384, "cols": 16384, "max_row": 64}, {"BLOCK_SIZE": "128"}),
                   _spmv_args, _spmv_ref, ("y",),
                   description="SpMV CSR, warp per row, shared-memory reduction"))

    # -- n-body: rsqrtf may differ from 1/sqrt by an ulp, summed over n bodies
    add(KernelSpec("nbody", "nbody.cu", "nbody_step", "cuda",
                   Launch((2,), (128,), {"n": 200}, {"BLOCK_SIZE": "128"}),
                   Launch((128,), (128,), {"n": 16384}, {"BLOCK_SIZE": "128"}),
                   _nbody_args, _nbody_ref_for(128), ("new_pos", "new_vel"), rtol=1e-5, atol=1e-6,
                   description="all-pairs n-body step, float4 positions, shared tiles"))

    # -- Black-Scholes: call/put pass near 0, hence the magnitude-relative atol
    add(KernelSpec("black_scholes", "black_scholes.cu", "black_scholes", "cuda",
                   Launch((4,), (128,), {"n": 1000}), Launch((480,), (128,), {"n": 4000000}),
                   _bs_cu_args, _bs_cu_ref, ("d_call", "d_put"), rtol=1e-5, atol=1e-6,
                   pocl_rtol=1e-4, pocl_atol=1e-5,
                   description="Black-Scholes option pricing"))
    add(KernelSpec("black_scholes_cl", "black_scholes.cl", "black_scholes", "opencl",
                   Launch((4,), (128,), {"n": 1000}), Launch((480,), (128,), {"n": 4000000}),
                   _bs_cl_args, _bs_cl_ref, ("d_Call", "d_Put"), rtol=1e-5, atol=1e-6,
                   pocl_rtol=1e-4, pocl_atol=1e-5,
                   description="Black-Scholes option pricing (OpenCL)"))

    # -- 2D convolution
    add(KernelSpec("convolution_2d", "convolution2d.cu", "convolution_2d", "cuda",
                   Launch((3, 2), (16, 16), {"width": 40, "height": 24, "mask_dim": 5}),
                   Launch((128, 128), (16, 16), {"width": 2048, "height": 2048, "mask_dim": 5}),
                   _conv_cu_args, _conv_ref_for("d_mask"), ("output",), rtol=1e-5, atol=1e-6,
                   description="2D convolution, 5x5 mask in __constant__ memory"))
    add(KernelSpec("convolution_2d_cl", "convolution2d.cl", "convolution_2d", "opencl",
                   Launch((3, 2), (16, 16), {"width": 40, "height": 24, "mask_dim": 5}),
                   Launch((128, 128), (16, 16), {"width": 2048, "height": 2048, "mask_dim": 5}),
                   _conv_cl_args, _conv_ref_for("mask"), ("output",), rtol=1e-5, atol=1e-6,
                   pocl_rtol=1e-5, pocl_atol=1e-5,
                   description="2D convolution, mask as __constant pointer argument"))

    # -- stencils
    add(KernelSpec("stencil_1d", "stencil1d.cu", "stencil_1d", "cuda",
                   Launch((8,), (128,), {"n": 1000}, {"BLOCK_SIZE": "128"}),
                   Launch((32768,), (128,), {"n": 1 << 22}, {"BLOCK_SIZE": "128"}),
                   _stencil1d_args, _stencil1d_ref_for(3), ("out",),
                   description="1D stencil, radius 3, shared-memory halo"))
    add(KernelSpec("stencil_2d_cl", "stencil2d.cl", "stencil_2d", "opencl",
                   Launch((3, 3), (16, 8), {"nx": 40, "ny": 24}),
                   Launch((256, 512), (16, 8), {"nx": 4096, "ny": 4096}),
                   _stencil2d_args, _stencil2d_ref, ("out",), rtol=1e-5, atol=1e-6,
                   pocl_rtol=1e-5, pocl_atol=1e-6,
                   description="2D five-point Jacobi stencil with mad"))

    # -- FFT passes (sin/cos of float32 angles may differ by an ulp between libms)
    add(KernelSpec("fft_radix2_cl", "fft_radix2.cl", "fft_radix2", "opencl",
                   Launch((2,), (64,), {"n": 256}), Launch((2048,), (256,), {"n": 1 << 20}),
                   _fft_args_for(2), _fft_ref_for(2), ("y",), rtol=1e-5, atol=1e-6,
                   pocl_rtol=1e-5, pocl_atol=1e-5,
                   description="radix-2 Stockham FFT pass, complex as float2"))
    add(KernelSpec("fft_radix4_cl", "fft_radix4.cl", "fft_radix4", "opencl",
                   Launch((2,), (32,), {"n": 256}), Launch((1024,), (256,), {"n": 1 << 20}),
                   _fft_args_for(4), _fft_ref_for(4), ("y",), rtol=1e-5, atol=1e-6,
                   pocl_rtol=1e-5, pocl_atol=1e-5,
                   description="radix-4 Stockham FFT pass, complex as float2"))

    # -- Sobel (uchar4 image, float4 magnitudes; sqrt of exact integer sums)
    add(KernelSpec("sobel_cl", "sobel.cl", "sobel_filter", "opencl",
                   Launch((3, 4), (16, 8), {"width": 48, "height": 32}),
                   Launch((128, 256), (16, 8), {"width": 2048, "height": 2048}),
                   _sobel_args, None, ("outputImage",), rtol=1e-5,
                   pocl_rtol=1e-5, pocl_atol=1e-6,
                   description="Sobel filter on an RGBA uchar4 image"))

    # -- DCT 8x8
    add(KernelSpec("dct8x8_cl", "dct8x8.cl", "dct8x8", "opencl",
                   Launch((4, 3), (8, 8), {"width": 32, "height": 24}),
                   Launch((256, 256), (8, 8), {"width": 2048, "height": 2048}),
                   _dct_args, _dct_ref, ("dst",), rtol=1e-5, atol=1e-6,
                   pocl_rtol=1e-5, pocl_atol=1e-5,
                   description="8x8 DCT-II per work-group, two passes through __local memory"))

    # -- binary search, bitonic sort
    add(KernelSpec("binary_search_cl", "binary_search.cl", "binary_search", "opencl",
                   Launch((5,), (64,), {"n": 500, "keys": 300}),
                   Launch((4096,), (256,), {"n": 1 << 20, "keys": 1 << 20}),
                   _bsearch_args, _bsearch_ref, ("result",), description="batched binary search"))
    add(KernelSpec("bitonic_sort_cl", "bitonic_sort.cl", "bitonic_sort_local", "opencl",
                   Launch((3,), (64,), {"groups": 3, "limit": 128}, {"LOCAL_SIZE_LIMIT": "128U"}),
                   Launch((4096,), (256,), {"groups": 4096, "limit": 512}, {"LOCAL_SIZE_LIMIT": "512U"}),
                   _bitonic_args, None, ("d_dst",),
                   description="bitonic sort of each work-group's chunk in __local memory"))

    # -- Floyd-Warshall, Walsh, Haar
    add(KernelSpec("floyd_warshall_cl", "floyd_warshall.cl", "floyd_warshall_pass", "opencl",
                   Launch((3, 3), (16, 16), {"nodes": 40}),
                   Launch((64, 64), (16, 16), {"nodes": 1024}),
                   _fw_args, _fw_ref, ("pathDistanceBuffer", "pathBuffer"),
                   description="one Floyd-Warshall pass, in place"))
    add(KernelSpec("fast_walsh_cl", "fast_walsh.cl", "fast_walsh_transform", "opencl",
                   Launch((4,), (64,), {"n": 512}), Launch((8192,), (256,), {"n": 1 << 22}),
                   _walsh_args, _walsh_ref, ("tArray",), rtol=1e-6,
                   description="one stage of the fast Walsh-Hadamard transform (exact: one add)"))
    add(KernelSpec("haar_cl", "haar.cl", "dwt_haar_1d", "opencl",
                   Launch((4,), (64,), {"n": 1024}), Launch((4096,), (256,), {"n": 1 << 22}),
                   _haar_args, _haar_ref, ("approx", "detail"), rtol=1e-6,
                   description="one Haar wavelet level with vload4/vstore2"))

    # -- matrix-vector
    for k, tr, what in (("matvec_uncoalesced", False, "row-major A, uncoalesced"),
                        ("matvec_coalesced", True, "column-major A, coalesced")):
        add(KernelSpec(f"{k}_cl", "matvec.cl", k, "opencl",
                       Launch((4,), (64,), {"rows": 200, "cols": 48}),
                       Launch((16,), (256,), {"rows": 4096, "cols": 4096}),
                       _matvec_args_for(tr), _matvec_ref, ("y",), rtol=1e-5, atol=1e-6,
                       pocl_rtol=1e-5, pocl_atol=1e-5,
                       description=f"matrix-vector product, {what}"))

    # references that depend on the launch's sizes
    import dataclasses
    by_dims = {"scan_init": _scan_ref, "scan_div": _scan_ref, "scan_init_bank": _scan_ref,
               "scan_div_bank": _scan_ref, "reduce_sum": _reduce_cu_ref,
               "reduce_cl": _reduce_cl_ref, "bitonic_sort_cl": _bitonic_ref,
               "sobel_cl": _sobel_ref}
    fixed = []
    for s in S:
        if s.name in by_dims:
            f = by_dims[s.name]
            ci_dims = dict(s.ci.dims)
            s = dataclasses.replace(s, reference_dims=f,
                                    reference=(lambda inp, f=f, d=ci_dims: f(inp, d)))
        fixed.append(s)

    # -- the six benchmarks of paper 003's Table II, original and hand-optimized
    from . import memopt, memopt_strong
    fixed.extend(memopt.specs())
    fixed.extend(memopt_strong.specs())
    return fixed


_SPECS: list[KernelSpec] | None = None


def all_specs() -> list[KernelSpec]:
    """Every kernel of the corpus."""
    global _SPECS
    if _SPECS is None:
        _SPECS = _build()
    return list(_SPECS)


def spec(name: str) -> KernelSpec:
    for s in all_specs():
        if s.name == name:
            return s
    raise KeyError(f"no corpus kernel named {name!r}; known: "
                   + ", ".join(s.name for s in all_specs()))
