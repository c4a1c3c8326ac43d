"""Value semantics of the simulator: C conversions and arithmetic on NumPy arrays.

A value is a NumPy array over the thread axis (shape ``(N,)`` for scalars, ``(N, lanes)``
for vectors, ``(N, size)`` uint8 for structs) or a NumPy scalar / lane array when it is the
same for every thread (constants, launch sizes). Pointers are int64 addresses (see
:mod:`sim_memory`). Everything is computed in the IR type's own dtype: int32 wraps, float32
stays float32 (operands are always NumPy arrays or NumPy scalars of that dtype, never Python
floats, so NumPy's promotion never widens to float64).

Conversions follow CUDA (``cvt``): float -> int truncates toward zero and saturates to the
target range, NaN -> 0; int -> float rounds to nearest; int -> int wraps; x -> bool is
``x != 0``. Shifts follow PTX: a count >= the width (or a negative count, read as unsigned)
gives 0 for ``<<`` and for unsigned ``>>``, and the sign fill for signed ``>>``.
"""

from __future__ import annotations

import numpy as np

from . import sim_lowp
from ..ir.texture import TextureType
from ..ir.types import (BOOL, ArrayType, PointerType, ScalarType, StructType, Type,
                        VectorType)

PTR_DTYPE = np.dtype(np.int64)


_LANE_DTYPES: dict = {}  # scalar or vector type -> its lane's dtype (types are frozen)


def dtype_of(t: Type) -> np.dtype:
    """The NumPy dtype of one lane of a value of type ``t``."""
    if isinstance(t, (ScalarType, VectorType)):
        got = _LANE_DTYPES.get(t)
        if got is None:
            got = _LANE_DTYPES[t] = np.dtype(
                t.numpy_dtype if isinstance(t, ScalarType) else t.elem.numpy_dtype)
        return got
    if isinstance(t, (PointerType, ArrayType)):
        return PTR_DTYPE
    if isinstance(t, StructType):
        return np.dtype(np.uint8)
    if isinstance(t, TextureType):
        return PTR_DTYPE  # a handle (backends/sim_texture.py)
    raise TypeError(f"no value representation for {t}")


def lanes_of(t: Type) -> int:
    return t.lanes if isinstance(t, VectorType) else 1


def zeros(t: Type, n: int) -> np.ndarray:
    if isinstance(t, VectorType):
        return np.zeros((n, t.lanes), dtype_of(t))
    if isinstance(t, StructType):
        return np.zeros((n, t.size), np.uint8)
    return np.zeros(n, dtype_of(t))


def const(value, t: Type):
    """A NumPy scalar (or lane array for vectors) holding ``value`` in type ``t``."""
    dt = dtype_of(t)
    if isinstance(t, ScalarType) and t.kind == "bool":
        return np.bool_(bool(value))
    if dt.kind in "iu":
        v = int(value)
        bits = dt.itemsize * 8
        v &= (1 << bits) - 1
        if dt.kind == "i" and v >= 1 << (bits - 1):
            v -= 1 << bits
        out = dt.type(v)
    else:
        out = dt.type(value)
    if isinstance(t, VectorType):
        return np.full(t.lanes, out, dt)
    return out


def _float_to_int(x: np.ndarray, dt: np.dtype, saturate: bool = False) -> np.ndarray:
    """C's conversion of floats ``x`` to the integer type ``dt`` as the H100 computes it
    (``scripts/gpu_fidelity.py``, part ``cvt``; benchmarks/results/fidelity-h100-2026-11-27):
    truncation, saturated at a 32- or 64-bit type's range; NaN gives 0 from float to a
    32-bit integer, the bits 0x80000000 from double to a 32-bit one (signed or not) and
    0x8000000000000000 to a 64-bit one. An 8- or 16-bit type is reached through the 32-bit
    integer of its signedness, then wrapped (``(short)3e9f`` is -1, ``(signed char)300.5f``
    is 44), as NVCC compiles the cast. ``saturate`` (OpenCL's ``convert_T_sat``): clamped
    to ``dt``'s own range, NaN 0."""
    dt = np.dtype(dt)
    x = np.asarray(x)
    if dt.itemsize < 4 and not saturate:
        via = np.dtype(np.int32 if dt.kind == "i" else np.uint32)
        return _float_to_int(x, via).astype(dt)
    info = np.iinfo(dt)
    t = np.trunc(x.astype(np.float64, copy=False))
    nan = np.isnan(t)
    lo, hi = float(info.min), float(info.max)
    if dt.itemsize < 8:
        t = np.clip(np.where(nan, 0.0, t), lo, hi)
        out = t.astype(dt)
        if saturate or x.dtype != np.float64 or not nan.any():
            return out
        return np.where(nan, _sign_bit(dt), out).astype(dt)
    # 64-bit: float64(max) rounds up to 2**63 (or 2**64), which does not convert
    big = t >= hi
    small = t <= lo
    safe = np.where(nan | big | small, 0.0, t)
    out = safe.astype(dt)
    out = np.where(big, dt.type(info.max), out)
    out = np.where(small, dt.type(info.min), out)
    if not saturate:
        out = np.where(nan, _sign_bit(dt), out)
    return out.astype(dt, copy=False)


def _sign_bit(dt: np.dtype):
    """The integer of ``dt`` whose bits are only the top one (INT_MIN, or 2**(n-1))."""
    return np.array([1 << (dt.itemsize * 8 - 1)], np.uint64).astype(
        dt.str.replace("i", "u")).view(dt)[0]


def convert(v, src: Type, dst: Type, kind: str = "convert"):
    """Convert value ``v`` of type ``src`` to ``dst`` (``kind`` as in ir.Cast)."""
    if src == dst:
        return v
    if isinstance(dst, (PointerType, ArrayType)) or isinstance(src, (PointerType, ArrayType)):
        if isinstance(dst, ScalarType):
            if dst.kind == "bool":
                return np.asarray(v) != 0
            return np.asarray(v).astype(dtype_of(dst))
        return np.asarray(v).astype(PTR_DTYPE, copy=False)
    if kind == "bitcast":
        return bitcast(v, src, dst)
    if isinstance(dst, VectorType) and isinstance(src, ScalarType):
        s = convert(v, src, dst.elem, kind)
        s = np.asarray(s)
        return np.repeat(s[..., None], dst.lanes, axis=-1)
    if isinstance(dst, VectorType) and isinstance(src, VectorType):
        return convert(v, src.elem, dst.elem, kind)
    if isinstance(dst, ScalarType) and isinstance(src, VectorType):
        return convert(np.asarray(v)[..., 0], src.elem, dst, kind)
    if isinstance(dst, StructType) or isinstance(src, StructType):
        return v
    assert isinstance(src, ScalarType) and isinstance(dst, ScalarType)
    dd = dtype_of(dst)
    a = np.asarray(v)
    if dst.kind == "bool":
        return a != 0
    if src.kind == "bool":
        return a.astype(dd)
    if dst.is_float and dst.bits < 32:
        # half, bfloat16, fp8: one rounding from the exact value (sim_lowp)
        return sim_lowp.convert_to(a, _LOWP[dd.name])
    if dst.is_float:
        return a.astype(dd)
    # integer destination
    if src.is_float:
        return _float_to_int(a, dd, saturate=kind == "saturate")
    if kind == "saturate":
        info = np.iinfo(dd)
        wide = a.astype(np.int64) if a.dtype != np.uint64 else a
        if a.dtype == np.uint64:
            return np.minimum(wide, np.uint64(info.max) if info.max >= 0 else 0).astype(dd)
        if dd == np.uint64:
            return np.maximum(wide, 0).astype(dd)
        return np.clip(wide, info.min, info.max).astype(dd)
    return a.astype(dd)


_LOWP = {f.dtype: k for k, f in sim_lowp.FORMATS.items()}


def bitcast(v, src: Type, dst: Type):
    shape = np.shape(v)  # ascontiguousarray makes a 0-d value 1-d: keep the value's shape
    a = np.ascontiguousarray(v)
    ds = dtype_of(dst)
    ss = dtype_of(src)
    lead = shape[:-1] if isinstance(src, (VectorType, StructType)) else shape
    b = a.view(np.uint8).reshape(lead + (-1,)) if a.ndim else a.reshape(1).view(np.uint8)
    out = np.ascontiguousarray(b).view(ds)
    if isinstance(dst, (VectorType, StructType)):
        return out.reshape(lead + (-1,))
    out = out.reshape(lead)
    del ss
    return out


def truthy(v) -> np.ndarray:
    a = np.asarray(v)
    if a.dtype == np.bool_:
        return a
    return a != 0


def _neg(x):
    return np.negative(x)


def int_div(a, b, dt: np.dtype):
    """C division/remainder of integer arrays (b has no zero where it matters)."""
    if dt.kind == "u":
        return a // b, a % b
    r = np.fmod(a, b)
    minus1 = b == -1
    bb = np.where(minus1, dt.type(1), b)
    q = (a - r) // bb
    q = np.where(minus1, np.negative(a), q)
    r = np.where(minus1, dt.type(0), r)
    return q.astype(dt, copy=False), r.astype(dt, copy=False)


def shift(op: str, a, c, dt: np.dtype):
    """PTX shifts: counts >= width (or negative) saturate."""
    bits = dt.itemsize * 8
    c = np.asarray(c)
    if c.dtype.kind == "u":
        big = c >= bits
        cc = np.where(big, 0, c).astype(dt, copy=False)
    else:
        big = (c < 0) | (c >= bits)
        cc = np.where(big, 0, c).astype(dt, copy=False)
    if op == "<<":
        r = np.left_shift(a, cc)
        return np.where(big, dt.type(0), r).astype(dt, copy=False)
    r = np.right_shift(a, cc)
    if dt.kind == "i":
        fill = np.where(np.asarray(a) < 0, dt.type(-1), dt.type(0))
        return np.where(big, fill, r).astype(dt, copy=False)
    return np.where(big, dt.type(0), r).astype(dt, copy=False)


CMP = {"==": np.equal, "!=": np.not_equal, "<": np.less, "<=": np.less_equal,
       ">": np.greater, ">=": np.greater_equal}
ARITH = {"+": np.add, "-": np.subtract, "*": np.multiply, "&": np.bitwise_and,
         "|": np.bitwise_or, "^": np.bitwise_xor}


def compare_result(c, t: Type):
    """A comparison result as the IR type: int 0/1 for scalars, lane mask -1/0 for vectors."""
    dt = dtype_of(t)
    if isinstance(t, VectorType):
        return np.where(c, dt.type(-1), dt.type(0))
    if isinstance(t, ScalarType) and t.kind == "bool":
        return np.asarray(c)
    return np.asarray(c).astype(dt)


def is_bool(t: Type) -> bool:
    return t == BOOL
