"""Parametrized templates of the elementary functions (thesis 001, Section 4.1.1).

Every elementary function is CUDA C in the thesis's form: one load routine per input (global
to shared memory), compute routines (one per implementation, on shared memory only) and a
store routine, plus a standalone kernel per implementation that glues them (the function's
own, unfused kernel). Metadata lives in ``// @`` comments, as in the thesis:

* ``// @function NAME``, ``// @inputs T1 T2``, ``// @output T``, ``// @flops F``
* ``// @load K ROUTINE`` (the load routine of input K), ``// @store ROUTINE``
* ``// @impl ROUTINE threads=T registers=R`` (T threads per data element)

Data layout: an element of ``size`` floats lives in global memory contiguously (arrays of
shape ``(n, rows, cols)``); in shared memory element ``e`` of a variable starts at
``e * stride`` where the stride is the size rounded up to an odd number, so that one
thread per element reads shared memory without bank conflicts (32 banks of 4 bytes on
every GPU since Fermi). Granularities: ``elem`` (one thread per element), ``row`` (one per
output row), ``entry`` (one per output entry); a block holds E elements and any number of
threads (each routine walks its work items with a block-stride loop, recomputing the
coordinates as the thesis's fusions do).
"""

from __future__ import annotations

from ..language import SCALAR, DataType, matrix, vector

SIZES = range(2, 9)


def stride(t: DataType) -> int:
    """Floats between consecutive elements of a variable of type ``t`` in shared memory."""
    return t.size if t.size == 1 or t.size % 2 == 1 else t.size + 1


def type_tag(t: DataType) -> str:
    """The routine-name tag of a type: ``m3x3``, ``v3``, ``s``."""
    if t.kind == "MATRIX":
        return f"m{t.rows}x{t.cols}"
    if t.kind == "VECTOR":
        return f"v{t.rows}"
    return "s"


def load_name(t: DataType) -> str:
    """The load routine of type ``t``."""
    return f"load_{type_tag(t)}"


def store_name(t: DataType) -> str:
    """The store routine of type ``t``."""
    return f"store_{type_tag(t)}"


def _index(t: DataType, i: str = "i") -> str:
    s, sp = t.size, stride(t)
    if s == sp:
        return i
    return f"({i}) / {s} * {sp} + ({i}) % {s}"


_LANES = ("x", "y", "z", "w")
#: where shared memory holds a type unpadded, the float4 path also needs ``sh`` 16-byte
#: aligned, and then moves 128 bits per shared access: scalar shared stores at a 4-word
#: stride per thread were 4-way bank conflicts (16 wavefronts per warp and float4, not 4).
_OR_SH = " | (unsigned long long)sh"


def load_is_async(t: DataType) -> bool:
    """Whether :func:`load_routine` copies ``t`` with cp.async: where shared memory holds
    it unpadded (16-byte chunks land whole); the caller waits before its barrier."""
    return t.size == stride(t)


def load_routine(t: DataType) -> str:
    """Global -> shared copy of ``count`` elements of type ``t`` starting at element
    ``first``: coalesced, 16 bytes per access where the block's data is 16-byte aligned
    (the elements per block are a multiple of 4). Unpadded types are copied by cp.async
    (``__pipeline_memcpy_async``: no register staging, every chunk of a thread in flight;
    1.2-1.3x the float4-through-registers form on the H100,
    ``benchmarks/results/fusion-load-probe-h100-2026-11-26/``), committed as one batch;
    padded types go through registers, four float4 loads in flight per thread."""
    s = t.size
    head = (f"// @routine {load_name(t)} load {t}\n"
            f"__device__ void {load_name(t)}(float* sh, const float* __restrict__ g, "
            f"int first, int count) {{\n"
            f"    const float* src = g + first * {s};\n"
            f"    int total = count * {s};\n"
            f"    int nv = 0;\n"
            f"    int step = blockDim.x;\n")
    tail = (f"    for (int i = nv * 4 + threadIdx.x; i < total; i += step)\n"
            f"        sh[{_index(t)}] = src[i];\n"
            f"}}\n")
    if load_is_async(t):
        return (head +
                f"    if ((((unsigned long long)src{_OR_SH}) & 15) == 0) {{\n"
                f"        nv = total / 4;\n"
                f"        for (int i = threadIdx.x; i < nv; i += step)\n"
                f"            __pipeline_memcpy_async(sh + 4 * i, src + 4 * i, 16);\n"
                f"        __pipeline_commit();\n"
                f"    }}\n" + tail)

    def body4(k, i):
        return f"            float4 v{k} = src4[{i}];\n"

    def put(k, i):
        return "".join(f"            sh[{_index(t, f'({i}) * 4 + {n}')}] = v{k}.{c};\n"
                       for n, c in enumerate(_LANES))

    idx = [f"i + {k} * step" if k else "i" for k in range(4)]
    four = "".join(body4(k, idx[k]) for k in range(4)) + "".join(put(k, idx[k]) for k in range(4))
    one = body4(0, "i") + put(0, "i")
    return (head +
            f"    if ((((unsigned long long)src) & 15) == 0) {{\n"
            f"        nv = total / 4;\n"
            f"        const float4* src4 = (const float4*)src;\n"
            f"        int i = threadIdx.x;\n"
            f"        for (; i + 3 * step < nv; i += 4 * step) {{\n{four}        }}\n"
            f"        for (; i < nv; i += step) {{\n{one}        }}\n"
            f"    }}\n" + tail)


def store_routine(t: DataType) -> str:
    """Shared -> global copy of ``count`` elements of type ``t``: coalesced, as float4
    where aligned, the tail one float at a time."""
    s = t.size
    b = "step"

    dense = s == stride(t)  # unpadded in shared memory: one 128-bit shared load

    def put(i):
        if dense:
            return f"            dst4[{i}] = sh4[{i}];\n"
        lanes = ", ".join(f"sh[{_index(t, f'({i}) * 4 + {n}')}]" for n in range(4))
        return f"            dst4[{i}] = make_float4({lanes});\n"

    return (f"// @routine {store_name(t)} store {t}\n"
            f"__device__ void {store_name(t)}(float* __restrict__ g, const float* sh, "
            f"int first, int count) {{\n"
            f"    float* dst = g + first * {s};\n"
            f"    int total = count * {s};\n"
            f"    int nv = 0;\n"
            f"    int step = blockDim.x;\n"
            f"    if ((((unsigned long long)dst{_OR_SH if dense else ''}) & 15) == 0) {{\n"
            f"        nv = total / 4;\n"
            f"        float4* dst4 = (float4*)dst;\n"
            + (f"        const float4* sh4 = (const float4*)sh;\n" if dense else "") +
            f"        for (int i = threadIdx.x; i < nv; i += step) {{\n{put('i')}        }}\n"
            f"    }}\n"
            f"    for (int i = nv * 4 + threadIdx.x; i < total; i += {b})\n"
            f"        dst[i] = sh[{_index(t)}];\n"
            f"}}\n")


# --------------------------------------------------------------------------- function kinds
# Each kind: (input types, output type, flops per element, {impl: (threads, body)}), where
# a body is C text over x, y (inputs of the element), o (output of the element) and p
# (the work item within the element, 0..threads-1).


def _mmul(n: int) -> tuple:
    m = matrix(n)
    dot = " + ".join(f"x[i * {n} + {k}] * y[{k} * {n} + j]" for k in range(n))
    elem = (f"for (int i = 0; i < {n}; i++)\n            for (int j = 0; j < {n}; j++)\n"
            f"                o[i * {n} + j] = {dot};")
    row = f"int i = p;\n        for (int j = 0; j < {n}; j++)\n            o[i * {n} + j] = {dot};"
    entry = f"int i = p / {n};\n        int j = p - i * {n};\n        o[p] = {dot};"
    return (m, m), m, 2 * n ** 3, {"elem": (1, elem), "row": (n, row), "entry": (n * n, entry)}


def _mvmul(n: int) -> tuple:
    dot = " + ".join(f"x[i * {n} + {k}] * y[{k}]" for k in range(n))
    elem = f"for (int i = 0; i < {n}; i++)\n            o[i] = {dot};"
    row = f"int i = p;\n        o[i] = {dot};"
    return (matrix(n), vector(n)), vector(n), 2 * n * n, {"elem": (1, elem), "row": (n, row)}


def _venorm(n: int) -> tuple:
    s = " + ".join(f"x[{k}] * x[{k}]" for k in range(n))
    return (vector(n),), SCALAR, 2 * n + 1, {"elem": (1, f"o[0] = sqrtf({s});")}


def _vdot(n: int) -> tuple:
    s = " + ".join(f"x[{k}] * y[{k}]" for k in range(n))
    return (vector(n), vector(n)), SCALAR, 2 * n, {"elem": (1, f"o[0] = {s};")}


def _entrywise(t: DataType, expr: str, n_in: int, scalar_second: bool = False) -> dict:
    """elem / row / entry implementations of ``o[q] = expr`` over the entries q of ``t``."""
    s, r = t.size, t.rows
    cols = t.cols
    impls = {"elem": (1, f"for (int q = 0; q < {s}; q++)\n            o[q] = {expr};")}
    if t.kind == "MATRIX" and r > 1:
        impls["row"] = (r, f"for (int j = 0; j < {cols}; j++) {{\n"
                           f"            int q = p * {cols} + j;\n            o[q] = {expr};\n"
                           f"        }}")
    if s > 1:
        impls["entry"] = (s, f"int q = p;\n        o[q] = {expr};")
    return impls


def _binary(t: DataType, op: str) -> tuple:
    return (t, t), t, t.size, _entrywise(t, f"x[q] {op} y[q]", 2)


def _scale(t: DataType) -> tuple:
    return (t, SCALAR), t, t.size, _entrywise(t, "x[q] * y[0]", 2, True)


def _map(t: DataType, expr: str, flops: int) -> tuple:
    return (t,), t, flops * t.size, _entrywise(t, expr, 1)


def _mtrans(n: int) -> tuple:
    m = matrix(n)
    elem = (f"for (int i = 0; i < {n}; i++)\n            for (int j = 0; j < {n}; j++)\n"
            f"                o[j * {n} + i] = x[i * {n} + j];")
    entry = f"int i = p / {n};\n        int j = p - i * {n};\n        o[j * {n} + i] = x[p];"
    return (m,), m, 0, {"elem": (1, elem), "entry": (n * n, entry)}


def _scalar(op: str) -> tuple:
    return (SCALAR, SCALAR), SCALAR, 1, {"elem": (1, f"o[0] = x[0] {op} y[0];")}


def function_kinds() -> dict:
    """Every elementary function of the library: name -> (inputs, output, flops, impls)."""
    kinds = {}
    for n in SIZES:
        m, v = matrix(n), vector(n)
        kinds[f"mmul{n}{n}"] = _mmul(n)
        kinds[f"mvmul{n}{n}"] = _mvmul(n)
        kinds[f"venorm{n}"] = _venorm(n)
        kinds[f"vdot{n}"] = _vdot(n)
        kinds[f"madd{n}{n}"] = _binary(m, "+")
        kinds[f"msub{n}{n}"] = _binary(m, "-")
        kinds[f"mhad{n}{n}"] = _binary(m, "*")
        kinds[f"smmul{n}{n}"] = _scale(m)
        kinds[f"mtrans{n}{n}"] = _mtrans(n)
        kinds[f"msqr{n}{n}"] = _map(m, "x[q] * x[q]", 1)
        kinds[f"mabs{n}{n}"] = _map(m, "fabsf(x[q])", 1)
        kinds[f"vadd{n}"] = _binary(v, "+")
        kinds[f"vsub{n}"] = _binary(v, "-")
        kinds[f"svmul{n}"] = _scale(v)
    kinds["sadd"] = _scalar("+")
    kinds["smul"] = _scalar("*")
    return kinds


def _registers(threads: int, out: DataType, flops: int) -> int:
    """A register estimate for metadata (per-thread outputs live at once plus addressing);
    the compiled kernel's real count comes from NVRTC."""
    per_thread = max(1, out.size // max(threads, 1))
    return min(255, 20 + per_thread + min(flops // max(threads, 1), 40) // 4)


def compute_routine(fn: str, impl: str, ins: tuple, out: DataType, threads: int,
                    body: str) -> str:
    """The compute routine ``<fn>_<impl>``: ``count`` elements in shared memory."""
    names = ["x", "y", "z"][: len(ins)]
    # the allocation never overlaps an output with an input of the same call (both are
    # active at the call), so the pointers do not alias and values stay in registers
    params = ", ".join(f"const float* __restrict__ in{k}" for k in range(len(ins)))
    setup = "".join(f"        const float* {nm} = in{k} + e * {stride(t)};\n"
                    for k, (nm, t) in enumerate(zip(names, ins)))
    head = ("        int e = w;\n" if threads == 1 else
            f"        int e = w / {threads};\n        int p = w - e * {threads};\n")
    return (f"__device__ void {fn}_{impl}(float* __restrict__ out, {params}, int count) {{\n"
            f"    for (int w = threadIdx.x; w < count * {threads}; w += blockDim.x) {{\n"
            f"{head}{setup}        float* o = out + e * {stride(out)};\n"
            f"        {body}\n    }}\n}}\n")


def standalone_kernel(fn: str, impl: str, ins: tuple, out: DataType, elements: int) -> str:
    """The function's own kernel for implementation ``impl``: load every input, compute,
    store, with ``elements`` data elements per block (the unfused implementation)."""
    offs, at = [], 0
    for t in (*ins, out):
        offs.append(at)
        at += stride(t)
    params = "".join(f"const float* __restrict__ in{k}, " for k in range(len(ins)))
    loads = "".join(f"    {load_name(t)}(sm + {elements * offs[k]}, in{k}, first, count);\n"
                    for k, t in enumerate(ins))
    args = ", ".join(f"sm + {elements * offs[k]}" for k in range(len(ins)))
    return (f"extern \"C\" __global__ void {fn}_{impl}_kernel({params}float* __restrict__ out, "
            f"int n) {{\n"
            f"    __shared__ float sm[{elements * at}];\n"
            f"    int first = blockIdx.x * {elements};\n"
            f"    int count = min({elements}, n - first);\n{loads}"
            f"    __pipeline_wait_prior(0);\n"
            f"    __syncthreads();\n"
            f"    {fn}_{impl}(sm + {elements * offs[-1]}, {args}, count);\n"
            f"    __syncthreads();\n"
            f"    {store_name(out)}(out, sm + {elements * offs[-1]}, first, count);\n}}\n")


def function_source(fn: str, kind: tuple, elements: int = 32) -> str:
    """The CUDA C of elementary function ``fn`` in the thesis's form, with its metadata."""
    ins, out, flops, impls = kind
    meta = [f"// @function {fn}", f"// @inputs {' '.join(str(t) for t in ins)}",
            f"// @output {out}", f"// @flops {flops}"]
    meta += [f"// @load {k} {load_name(t)}" for k, t in enumerate(ins)]
    meta.append(f"// @store {store_name(out)}")
    for impl, (threads, _body) in impls.items():
        meta.append(f"// @impl {fn}_{impl} threads={threads} "
                    f"registers={_registers(threads, out, flops)}")
    parts = ["\n".join(meta) + "\n#include <cuda_pipeline.h>  // cp.async in the loads\n"]
    for t in dict.fromkeys(ins):
        parts.append(load_routine(t))
    parts.append(store_routine(out))
    for impl, (threads, body) in impls.items():
        parts.append(compute_routine(fn, impl, ins, out, threads, body))
    for impl in impls:
        parts.append(standalone_kernel(fn, impl, ins, out, elements))
    return "\n".join(parts)


__all__ = ["SIZES", "stride", "type_tag", "load_name", "store_name", "load_routine",
           "store_routine", "function_kinds", "compute_routine", "standalone_kernel",
           "function_source"]
