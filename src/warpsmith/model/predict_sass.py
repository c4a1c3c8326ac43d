"""SASS cost of builtins and integer division, derived by compiling (docs/model.md, section 1).

The PDG counts one IR operation as one warp instruction. On sm_70+ a ``sinf``, an
``expf``, a ``sqrtf``, a float ``/`` or an integer ``/``/``%`` by a non-constant expands
into a sequence of SASS instructions. Nothing here is typed in: for each (architecture,
operation) a tiny kernel that applies the operation once to values loaded from memory and
stores the result is compiled by the compiler passed in (a
:class:`~warpsmith.hw.compiled.KernelCompiler`, e.g. NVRTC's from
``backends.cuda_compile.local_compiler()``; no GPU needed), beside
a baseline kernel with the same loads and store and a one-instruction operation (an
integer or float ``+`` for binary operations, nothing for unary builtins). The cost is the
difference of their **fast paths**, plus the baseline's own operation: the fewest
instructions on any path from the kernel's entry to an ``EXIT`` in the cubin's control-flow
graph (branch targets decoded from the Hopper-style 128-bit encoding). Slow paths
(``sinf``'s Payne-Hanek reduction for huge arguments, the subnormal/special-case
subroutines of division and square root) lie on longer paths and are not counted: the
validation's arguments take the fast path.

Where no compiler is given, the device is older than sm_70, or the cubin cannot be
decoded, :func:`op_cost` returns None and the count stays 1 (the prediction's notes say so).
"""

from __future__ import annotations

import heapq
import struct
from functools import lru_cache

from ..hw.compiled import arch_major

_NOP, _EXIT, _BRA, _RET = 0x918, 0x94D, 0x947, 0x950

# unary float builtins costed by compiling (name as in CUDA C); others stay 1
UNARY = ("sinf", "cosf", "tanf", "expf", "exp2f", "logf", "log2f", "log10f", "sqrtf",
         "rsqrtf", "powf", "atanf", "sinpif", "cospif", "erff")
BINARY = ("fdiv", "idiv", "imod", "udiv", "umod")


def decode_instructions(text: bytes) -> list[tuple[int, int, int | None]]:
    """``(opcode, predicate, branch target)`` of every instruction of ``text`` (a kernel's
    ``.text``, sm_70+ 16-byte instructions): the opcode is the low 12 bits, the predicate
    bits 12-15 (7: ``PT``, always; bit 3 negates), the target the index of the instruction
    a ``BRA`` jumps to (None for other instructions). Raises ValueError for a branch whose
    offset cannot be decoded or that leaves the kernel."""
    n = len(text) // 16
    out = []
    for i in range(n):
        lo, hi = struct.unpack_from("<QQ", text, 16 * i)
        op, pred = lo & 0xFFF, (lo >> 12) & 0xF
        target = None
        if op == _BRA:
            # byte offset / 4: bits 16..23 hold its low bits, bits 32.. (signed) from bit 6
            high = (lo >> 32) | ((hi & 0x3FFFF) << 32)
            if high >> 49:
                high -= 1 << 50
            units = ((lo >> 16) & 0xFF) | (high << 6)
            if units % 4:
                raise ValueError("undecodable branch")
            target = i + 1 + units // 4
            if not 0 <= target < n:
                raise ValueError("branch outside the kernel")
        out.append((op, pred, target))
    return out


def exit_path(ins: list) -> set[int] | None:
    """Indices of the instructions on a shortest path (fewest non-NOP instructions) from
    the entry of decoded instructions ``ins`` (:func:`decode_instructions`) to an
    unconditional ``EXIT``: the fast path, slow paths branched around. Conditional
    branches may go either way; calls are not followed. None when no EXIT is reached."""
    n = len(ins)

    def succ(i):
        op, pred, target = ins[i]
        uncond = pred == 7
        if op == _EXIT and uncond or op == _RET:
            return []
        out = [] if (op == _BRA and uncond) else ([i + 1] if i + 1 < n else [])
        if target is not None:
            out.append(target)
        return out

    dist, prev = {0: 0}, {}
    heap = [(0, 0)]
    while heap:
        d, i = heapq.heappop(heap)
        if d > dist.get(i, 1 << 30):
            continue
        op, pred, _t = ins[i]
        cost = 0 if op == _NOP else 1
        if op == _EXIT and pred == 7:
            path = {i}
            while i in prev:
                i = prev[i]
                path.add(i)
            return path
        for j in succ(i):
            if d + cost < dist.get(j, 1 << 30):
                dist[j] = d + cost
                prev[j] = i
                heapq.heappush(heap, (d + cost, j))
    return None


def fast_path_instructions(text: bytes) -> int | None:
    """Fewest non-NOP SASS instructions on a path from the entry of ``text`` (a kernel's
    ``.text`` section, sm_70+ 16-byte instructions) to an ``EXIT`` (:func:`exit_path`), or
    None when a branch cannot be decoded."""
    try:
        ins = decode_instructions(text)
    except ValueError:
        return None
    path = exit_path(ins) if ins else None
    return None if path is None else sum(1 for i in path if ins[i][0] != _NOP)


def conditional_branches(text: bytes) -> int:
    """Predicated ``BRA`` instructions in a kernel's ``.text`` (sm_70+ encoding)."""
    n = 0
    for i in range(len(text) // 16):
        lo = struct.unpack_from("<Q", text, 16 * i)[0]
        if lo & 0xFFF == _BRA and (lo >> 12) & 0xF != 7:
            n += 1
    return n


def _kernel(expr: str, typ: str) -> str:
    return (f'extern "C" __global__ void k(const {typ} *a, const {typ} *b, {typ} *o)'
            f'{{ int i = blockIdx.x * blockDim.x + threadIdx.x; o[i] = {expr}; }}')


_SOURCES = {
    "fdiv": ("a[i] / b[i]", "a[i] + b[i]", "float"),
    "idiv": ("a[i] / b[i]", "a[i] + b[i]", "int"),
    "imod": ("a[i] % b[i]", "a[i] + b[i]", "int"),
    "udiv": ("a[i] / b[i]", "a[i] + b[i]", "unsigned"),
    "umod": ("a[i] % b[i]", "a[i] + b[i]", "unsigned"),
    "powf": ("powf(a[i], b[i])", "a[i] + b[i]", "float"),
}


def _text_of(compiler, source: str, arch: str) -> bytes | None:
    return compiler.source(source, "k", arch).text


@lru_cache(maxsize=256)
def _texts(arch: str, op: str, compiler) -> tuple[bytes, bytes, int] | None:
    """The ``.text`` of ``op``'s kernel and of its baseline on ``arch`` compiled by
    ``compiler``, and the baseline's own instruction count (1 for a binary op's ``+``, else
    0); None when they cannot be compiled (unknown op, pre-sm_70, no compiler, a compiler
    failure). Compiled once per (arch, op) for both :func:`op_cost` and :func:`op_branches`."""
    if (op not in UNARY and op not in BINARY) or arch_major(arch) < 7:
        return None
    if compiler is None:
        return None
    if op in _SOURCES:
        expr, base, typ = _SOURCES[op]
        own = 1  # the baseline's "+"
    else:
        expr, base, typ, own = f"{op}(a[i])", "a[i]", "float", 0
    try:
        t1 = _text_of(compiler, _kernel(expr, typ), arch)
        t0 = _text_of(compiler, _kernel(base, typ), arch)
    except Exception:  # noqa: BLE001 - a compiler failure: not derivable
        return None
    if t1 is None or t0 is None:
        return None
    return t1, t0, own


def op_cost(arch: str, op: str, compiler) -> float | None:
    """SASS instructions (fast path) of one ``op`` (a name of :data:`UNARY` or
    :data:`BINARY`) on ``arch`` (e.g. ``sm_90``), derived by compiling with ``compiler``
    (module doc); None when it cannot be derived (no compiler, pre-sm_70, an undecodable
    cubin)."""
    got = _texts(arch, op, compiler)
    if got is None:
        return None
    t1, t0, own = got
    n1, n0 = fast_path_instructions(t1), fast_path_instructions(t0)
    if n1 is None or n0 is None:
        return None
    return float(max(1, n1 - n0 + own))


def op_branches(arch: str, op: str, compiler) -> bool | None:
    """Whether ``op``'s SASS on ``arch`` holds a conditional branch its baseline lacks (a
    slow path: ``sinf``'s large-argument reduction, the division's special cases); None
    when it cannot be derived (``compiler`` as for :func:`op_cost`). Why it matters: ptxas
    schedules within basic blocks, so a global load does not move above such a branch
    (docs/model.md, rule 9)."""
    got = _texts(arch, op, compiler)
    if got is None:
        return None
    t1, t0, _own = got
    return conditional_branches(t1) > conditional_branches(t0)


class _Costs:
    """``costs(op)`` -> SASS instructions or None; ``costs.branches(op)`` -> whether the
    op's SASS branches (a slow path), or None."""

    def __init__(self, arch: str, compiler):
        self.arch = arch
        self.compiler = compiler

    def __call__(self, op: str) -> float | None:
        return op_cost(self.arch, op, self.compiler)

    def branches(self, op: str) -> bool | None:
        return op_branches(self.arch, op, self.compiler)


def cost_function(arch: str | None, compiler):
    """The costs of :func:`op_cost` (and :func:`op_branches`) on ``arch`` compiled by
    ``compiler``, callable as ``f(op)``; None (every op counts 1) when ``arch`` is None or
    older than sm_70."""
    if not arch:
        return None
    if arch_major(arch) < 7:
        return None
    return _Costs(arch, compiler)


__all__ = ["UNARY", "BINARY", "decode_instructions", "exit_path",
           "fast_path_instructions",
           "conditional_branches", "op_cost", "op_branches", "cost_function"]
