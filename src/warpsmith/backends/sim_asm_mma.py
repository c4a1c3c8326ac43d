"""Warp-collective PTX on the simulator: ``ldmatrix`` and ``mma.sync`` (``m16n8k16`` and
``m16n8k8``, f16/bf16 inputs, f32 or f16 accumulators), with the fragment layouts of NVIDIA's
PTX ISA 8.x, section 9.7.14 "Warp Level Matrix Multiply-Accumulate Instructions":
"Warp-level matrix load instruction: ldmatrix" and "Matrix Fragments for mma.m16n8k16 with
floating point type" / "... mma.m16n8k8 ...". In each, ``groupID = laneid >> 2`` and
``threadID_in_group = laneid % 4``.

The product is summed exactly (float64 holds every f16/bf16 product exactly; a 16-term
sum of them with an f32 addend is exact unless their exponents span more than 53 bits) and
rounded once to the accumulator's format; the tensor cores' own rounding of the sum is not
documented, and ``scripts/gpu_asm.sh`` counts where it differs.
"""

from __future__ import annotations

import numpy as np

from ..ir.asm import AsmError
from .sim_asm import from_bits, to_bits


def _full_warps(prog, mask: np.ndarray, what: str) -> None:
    rows = mask.reshape(-1, 32)
    if np.any(rows.any(axis=1) & ~rows.all(axis=1)):
        raise prog.fail(f"'{what}' is executed by only part of a warp (.sync.aligned needs "
                        f"every lane)")


def ldmatrix(prog, run, ins, mask) -> None:
    """``ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16``: lanes ``8i..8i+7`` give
    the row addresses of matrix ``i``; lane ``l`` receives row ``l/4``, columns
    ``2(l%4)``, ``+1`` of each matrix (``.trans``: column ``l/4``, rows ``2(l%4)``, ``+1``)."""
    from .sim_asm_ops import _addr, _mem_mask, write

    op = ins.opcode
    if "m8n8" not in op or op[-1] != "b16":
        raise AsmError("only the m8n8 .b16 shape is simulated")
    k = next((int(s[1:]) for s in op if s in ("x1", "x2", "x4")), None)
    dst = ins.operands[0]
    items = dst.items if dst.kind == "vec" else (dst,)
    if k is None or len(items) != k:
        raise AsmError("needs .x1, .x2 or .x4 and as many destination registers")
    _full_warps(prog, mask, ins.text)
    n = run.n
    lane = np.arange(n) % 32
    base = np.arange(n) - lane
    a = _addr(prog, run, ins.operands[1], ins, "shared")
    providers = mask & (lane < 8 * k)
    rows = np.zeros((n, 8), np.uint16)
    if providers.any():
        got = run.ctx.mem.load(a, _mem_mask(providers), np.dtype(np.uint16), 8, 16,
                               prog.loc.line, 8, (prog.loc.line, prog.loc.col))
        rows = np.asarray(got).reshape(n, 8)
    g, t = lane // 4, lane % 4
    for i, o in enumerate(items):
        if "trans" in op:
            s0 = base + 8 * i + 2 * t
            lo, hi = rows[s0, g], rows[s0 + 1, g]
        else:
            s0 = base + 8 * i + g
            lo, hi = rows[s0, 2 * t], rows[s0, 2 * t + 1]
        write(run, o, lo.astype(np.uint64) | (hi.astype(np.uint64) << np.uint64(16)),
              "b32", mask)


def _halves(bits: np.ndarray, fmt: str) -> tuple[np.ndarray, np.ndarray]:
    lo = from_bits(bits & np.uint64(0xFFFF), fmt).astype(np.float64)
    hi = from_bits((bits >> np.uint64(16)) & np.uint64(0xFFFF), fmt).astype(np.float64)
    return lo, hi


def mma(prog, run, ins, mask) -> None:
    """``mma.sync.aligned.m16n8k{16,8}.row.col.{f32,f16}.{f16,bf16}.{f16,bf16}.{f32,f16}``."""
    from .sim_asm_ops import _canonical_nan, _round_f32, read, write
    from .sim_lowp import round_to

    op = ins.opcode
    shape = next((s for s in op if s in ("m16n8k16", "m16n8k8")), None)
    types = [s for s in op if s in ("f32", "f16", "bf16")]
    if shape is None or "row" not in op or "col" not in op or len(types) != 4 or \
            types[1] != types[2] or types[0] != types[3] or \
            (types[0] == "f16" and types[1] != "f16"):
        raise AsmError("only m16n8k16/m16n8k8 .row.col with f16/bf16 inputs and f32 (or "
                       "f16) accumulators is simulated")
    acc, fmt = types[0], types[1]
    kk = 16 if shape == "m16n8k16" else 8
    d, a, b, c = ins.operands
    na, nb = kk // 4, kk // 8
    nc = 4 if acc == "f32" else 2
    if any(o.kind != "vec" for o in (d, a, b, c)) or (len(a.items), len(b.items),
                                                      len(c.items), len(d.items)) != \
            (na, nb, nc, nc):
        raise AsmError("operand counts do not fit the shape")
    _full_warps(prog, mask, ins.text)
    n = run.n
    w = n // 32
    lane = np.arange(n) % 32
    warp = np.arange(n) // 32
    g, t = lane // 4, lane % 4
    A = np.zeros((w, 16, kk))
    B = np.zeros((w, kk, 8))
    C = np.zeros((w, 16, 8))
    for r, o in enumerate(a.items):  # a0: (g, 2t..), a1: (g+8, ..), a2: (g, 2t+8..), ...
        lo, hi = _halves(read(prog, run, o, "b32", ins), fmt)
        row = g + 8 * (r % 2)
        col = 2 * t + 8 * (r // 2)
        A[warp, row, col], A[warp, row, col + 1] = lo, hi
    for r, o in enumerate(b.items):  # b0: rows 2t, 2t+1 of column g; b1: rows + 8
        lo, hi = _halves(read(prog, run, o, "b32", ins), fmt)
        row = 2 * t + 8 * r
        B[warp, row, g], B[warp, row + 1, g] = lo, hi
    if acc == "f32":
        for r, o in enumerate(c.items):  # c0, c1: (g, 2t+j); c2, c3: (g+8, 2t+j)
            C[warp, g + 8 * (r // 2), 2 * t + (r % 2)] = \
                read(prog, run, o, "f32", ins).astype(np.float64)
    else:
        for r, o in enumerate(c.items):
            lo, hi = _halves(read(prog, run, o, "b32", ins), "f16")
            C[warp, g + 8 * r, 2 * t], C[warp, g + 8 * r, 2 * t + 1] = lo, hi
    with np.errstate(all="ignore"):
        D = np.einsum("wik,wkj->wij", A, B) + C
    if acc == "f32":
        for r, o in enumerate(d.items):
            v = D[warp, g + 8 * (r // 2), 2 * t + (r % 2)]
            write(run, o, _round_f32(v, "rn"), "f32", mask)
    else:
        for r, o in enumerate(d.items):
            lo = _canonical_nan(round_to(D[warp, g + 8 * r, 2 * t], "f16", "rn"), "f16")
            hi = _canonical_nan(round_to(D[warp, g + 8 * r, 2 * t + 1], "f16", "rn"), "f16")
            write(run, o, to_bits(lo, "f16") | (to_bits(hi, "f16") << np.uint64(16)),
                  "b32", mask)
