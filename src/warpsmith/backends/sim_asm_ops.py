"""The PTX instructions of the simulated subset (``backends/sim_asm.py`` runs them).

Each function takes the compiled asm program, the run state, the instruction and the mask
of threads executing it (activity and guard predicate) and writes destination registers
under that mask. Pseudocode references are to NVIDIA's PTX ISA 8.x, chapter 9
("Instruction Set"); see docs/inline-asm.md for the list and its exactness.
"""

from __future__ import annotations

import numpy as np

from ..ir.asm import AsmError, Instr, Operand, type_bits
from .sim_asm import _CMP, _FLOATS, _MODES, _full, _mask, _type, from_bits, to_bits
from .sim_asm_round import _round_f32, fix_lanes
from .sim_rounding import _arith32
from .sim_lowp import round_to, to_int

_F64 = np.float64


# ------------------------------------------------------------------ operand access

def read(prog, run, o: Operand, ty: str, ins: Instr) -> np.ndarray:
    """Operand ``o`` as values of type ``ty`` over the batch."""
    if o.kind == "reg":
        return prog.read_reg(run, o.name, ty, ins)
    if o.kind == "imm":
        v = o.value
        if isinstance(v, tuple):  # 0fXXXXXXXX / 0dXXXXXXXXXXXXXXXX: exact bits
            _, bits, w = v
            f = np.array([bits], f"uint{w}").view(f"float{w}")[0]
            v = f if ty in _FLOATS else int(bits)
        if ty in _FLOATS:
            return _full(np.asarray(v).astype(_FLOATS[ty]) if not isinstance(v, np.floating)
                         else np.asarray(v).astype(_FLOATS[ty]), run.n)
        return from_bits(_full(to_bits(np.int64(int(v)) if -2**63 <= int(v) < 2**63
                                       else np.uint64(int(v) & _mask(64)), "u64"), run.n), ty)
    raise AsmError(f"operand of kind '{o.kind}' where a value is expected")


def write(run, o: Operand, value, ty: str, mask: np.ndarray) -> None:
    """Write ``value`` (type ``ty``) to register operand ``o`` for the threads of ``mask``."""
    if o.kind == "sink":
        return
    if o.kind != "reg" or o.name.startswith(("%", "!")):
        raise AsmError(f"cannot write to operand '{o.name or o.kind}'")
    bits = _full(to_bits(value, ty), run.n)
    old = run.regs.get(o.name)
    if old is None:
        raise AsmError(f"uses undeclared register '{o.name}'")
    run.regs[o.name] = np.where(mask, bits, old)


def _ints(a):
    """Integer values as Python-int object arrays (for 64-bit products)."""
    return np.array([int(x) for x in np.asarray(a).ravel()], dtype=object)


# ------------------------------------------------------------------ float helpers

def _ftz(x: np.ndarray, fmt: str) -> np.ndarray:
    tiny = {"f32": np.finfo(np.float32).tiny, "f64": np.finfo(np.float64).tiny}.get(fmt)
    if tiny is None:
        return x
    return np.where(np.abs(x.astype(_F64)) < tiny, np.copysign(0.0, x.astype(_F64)),
                    x.astype(_F64))


def _fround(x64: np.ndarray, fmt: str, mode: str, sat: bool) -> np.ndarray:
    """float64 ``x64`` rounded once to ``fmt`` in ``mode`` (``.sat``: clamped to [0, 1],
    NaN to 0)."""
    if fmt == "f64":
        if mode != "rn":
            raise AsmError("directed rounding of a double result is not simulated")
        r = np.asarray(x64, _F64)
    elif fmt == "f32":
        r = _round_f32(np.asarray(x64, _F64), mode)
    else:
        r = round_to(x64, fmt, mode)
    return _sat(r, sat)


def _sat(r, sat: bool) -> np.ndarray:
    """``.sat``: clamped to [0, 1], NaN and -0 to +0."""
    if not sat:
        return r
    r64 = np.asarray(r).astype(_F64)
    return (np.where(np.isnan(r64), 0.0, np.clip(r64, 0.0, 1.0)) + 0.0).astype(
        np.asarray(r).dtype)


def _canonical_nan(r, fmt: str) -> np.ndarray:
    """Half and bfloat16 results that are NaN are the GPU's canonical NaN 0x7FFF (the GPU
    run of scripts/gpu_asm.sh); float32 NaN payloads are not modelled."""
    if fmt not in ("f16", "bf16"):
        return r
    r = np.asarray(r)
    bits = r.view(np.uint16)
    return np.where(np.isnan(r.astype(_F64)), np.uint16(0x7FFF), bits).view(r.dtype)


def _satfinite(r, fmt: str, mods) -> np.ndarray:
    """``.satfinite``: a result beyond the largest finite value (infinity included) becomes
    that value with its sign; NaN stays NaN."""
    if "satfinite" not in mods:
        return r
    r = np.asarray(r)
    big = np.finfo(r.dtype).max if r.dtype.kind == "f" else r.dtype.type(
        float.fromhex("0x1.fep127"))
    r64 = r.astype(_F64)
    return np.where(np.isinf(r64), np.copysign(np.float64(big), r64), r64).astype(r.dtype)


def _lanes(ty: str):
    """(element format, lanes) of a float type: ``f16x2`` -> ("f16", 2)."""
    if ty.endswith("x2"):
        return ty[:-2], 2
    return ty, 1


def _float_op(prog, run, ins, mask, fn, nargs: int, exact_fn=None) -> None:
    """A float instruction ``d = fn(a, b, ...)`` computed in float64 and rounded once;
    where that can differ from rounding the exact result, ``exact_fn`` recomputes it with
    rationals (``backends/sim_asm_round.py``)."""
    ty = _type(ins)
    mods = set(ins.opcode[1:-1])
    mode = next((_MODES[m] for m in ins.opcode if m in _MODES), "rn")
    if "approx" in mods or "full" in mods:
        raise AsmError("is an approximation whose exact hardware result is not modelled")
    fmt, lanes = _lanes(ty)
    ftz = "ftz" in mods
    ops = ins.operands
    if len(ops) != nargs + 1:
        raise AsmError(f"needs {nargs + 1} operands")
    if lanes == 1:
        vals = [read(prog, run, o, ty, ins).astype(_F64) for o in ops[1:]]
        if ftz:
            vals = [_ftz(v, fmt) for v in vals]
        op = ins.opcode[0]
        if fmt == "f32" and op in _EXACT32 and not ftz and not mods & {"sat"}:
            # the rounding of CUDA's __fadd_rd & co. (backends/sim_rounding.py), bit-equal
            # to the H100 with the zero signs of IEEE 754 in every mode
            out = _canonical_nan32(_arith32(op, mode, vals))
            write(run, ops[0], out, fmt, mask)
            return
        with np.errstate(all="ignore"):
            r = fn(*vals)
        if fmt == "f64" and nargs == 3:
            raise AsmError("double fma is not simulated (needs a fused multiply-add)")
        out = _fround(r, fmt, mode, False)
        if fmt != "f64" and exact_fn is not None and (mode != "rn" or nargs == 3):
            out = fix_lanes(out, r, vals, exact_fn, fmt, mode)
        out = _sat(out, "sat" in mods)
        out = _canonical_nan(out, fmt)
        if ftz:
            out = _ftz(np.asarray(out), fmt).astype(_FLOATS[fmt])
        write(run, ops[0], out, fmt, mask)
        return
    bits = [read(prog, run, o, "b32", ins) for o in ops[1:]]
    halves = []
    for h in range(2):
        vals = [from_bits((b >> np.uint64(16 * h)) & np.uint64(0xFFFF), fmt).astype(_F64)
                for b in bits]
        with np.errstate(all="ignore"):
            r = fn(*vals)
        out = _fround(r, fmt, mode, False)
        if exact_fn is not None and (mode != "rn" or nargs == 3):
            out = fix_lanes(out, r, vals, exact_fn, fmt, mode)
        out = _canonical_nan(_sat(out, "sat" in mods), fmt)
        halves.append(to_bits(out, fmt))
    write(run, ops[0], halves[0] | (halves[1] << np.uint64(16)), "b32", mask)


_EXACT32 = ("add", "sub", "mul", "div", "fma")


def _canonical_nan32(r) -> np.ndarray:
    """A NaN float32 result is the GPU's canonical NaN 0x7FFFFFFF."""
    r = np.asarray(r, np.float32)
    return np.where(np.isnan(r), np.uint32(0x7FFFFFFF), r.view(np.uint32)).astype(
        np.uint32).view(np.float32)


def _fma(a, b, c):
    return a * b + c


def _fmin(a, b):
    """PTX min: a NaN operand gives the other; -0 is below +0."""
    m = np.where(a < b, a, np.where(b < a, b, np.where(np.signbit(a), a, b)))
    return np.where(np.isnan(a), b, np.where(np.isnan(b), a, m))


def _fmax(a, b):
    m = np.where(a > b, a, np.where(b > a, b, np.where(np.signbit(a), b, a)))
    return np.where(np.isnan(a), b, np.where(np.isnan(b), a, m))


# ------------------------------------------------------------------ integer helpers

def _int_args(prog, run, ins, ty, k):
    return [read(prog, run, o, ty, ins) for o in ins.operands[1:1 + k]]


def _wide(ty: str) -> str:
    return ty[0] + str(2 * type_bits(ty))


def _mul(prog, run, ins, mask, add: bool) -> None:
    ty = _type(ins)
    w = type_bits(ty)
    mode = next((m for m in ("lo", "hi", "wide") if m in ins.opcode), "lo")
    a, b = _int_args(prog, run, ins, ty, 2)
    if w == 64 and mode != "lo":
        p = _ints(a) * _ints(b)
    else:
        with np.errstate(over="ignore"):
            p = a * b
    if mode == "hi":
        r = p >> w if p.dtype == object else (p.astype(np.int64) >> w if ty[0] == "s"
                                              else p >> np.uint64(w))
        if add:
            c = read(prog, run, ins.operands[3], ty, ins)
            r = (_ints(r) + _ints(c)) if w == 64 else r + c
        write(run, ins.operands[0], r, ty, mask)
        return
    dty = _wide(ty) if mode == "wide" else ty
    if add:
        c = read(prog, run, ins.operands[3], dty, ins)
        if p.dtype == object or c.dtype != p.dtype:
            p = _ints(p) + _ints(c) if p.dtype == object or type_bits(dty) == 64 else p + c
        else:
            with np.errstate(over="ignore"):
                p = p + c
    write(run, ins.operands[0], p, dty, mask)


def _sat32(v, ty):
    return np.clip(v.astype(np.int64), -2**31, 2**31 - 1) if ty == "s32" else v


def _bits_op(prog, run, ins, mask, fn) -> None:
    ty = _type(ins)
    vals = [read(prog, run, o, ty if ty == "pred" else "u" + str(type_bits(ty)), ins)
            for o in ins.operands[1:]]
    write(run, ins.operands[0], fn(*vals), ty, mask)


def lop3(a, b, c, lut) -> np.ndarray:
    """``lop3.b32``: bit i of the result is bit ``(a_i<<2 | b_i<<1 | c_i)`` of ``lut``."""
    m = np.uint64(0xFFFFFFFF)
    a, b, c = (np.asarray(x, np.uint64) for x in (a, b, c))
    lut = np.asarray(lut, np.uint64)
    r = np.zeros(np.broadcast(a, b, c, lut).shape, np.uint64)
    for i in range(8):
        on = ((lut >> np.uint64(i)) & np.uint64(1)) * m
        t = (a if i & 4 else ~a) & (b if i & 2 else ~b) & (c if i & 1 else ~c)
        r |= t & on
    return r & m


def prmt(a, b, c) -> np.ndarray:
    """``prmt.b32`` default mode: byte i of the result is byte ``c[4i+2:4i]`` of the 8 bytes
    ``{b, a}``, replaced by its sign (0x00/0xFF) when ``c[4i+3]`` is set."""
    a, b, c = (np.asarray(x, np.uint64) & np.uint64(0xFFFFFFFF) for x in (a, b, c))
    src = a | (b << np.uint64(32))
    r = np.zeros(np.broadcast(a, b, c).shape, np.uint64)
    for i in range(4):
        sel = (c >> np.uint64(4 * i)) & np.uint64(0xF)
        byte = (src >> ((sel & np.uint64(7)) * np.uint64(8))) & np.uint64(0xFF)
        sign = np.where(byte & np.uint64(0x80), np.uint64(0xFF), np.uint64(0))
        r |= np.where(sel & np.uint64(8), sign, byte) << np.uint64(8 * i)
    return r


def shf(a, b, c, left: bool, clamp: bool) -> np.ndarray:
    """``shf.{l,r}.{wrap,clamp}.b32``: the funnel shift of ``{b, a}`` by ``c``."""
    a, b, c = (np.asarray(x, np.uint64) & np.uint64(0xFFFFFFFF) for x in (a, b, c))
    n = np.minimum(c, np.uint64(32)) if clamp else c & np.uint64(31)
    v = a | (b << np.uint64(32))
    if left:
        hi = np.where(n == 32, a, ((v << n) >> np.uint64(32)) & np.uint64(0xFFFFFFFF))
        return np.where(n == 0, b, hi)
    return np.where(n == 32, b, (v >> n) & np.uint64(0xFFFFFFFF))


def bfe(a, pos, ln, width: int, signed: bool) -> np.ndarray:
    """``bfe``: ``ln`` bits of ``a`` from ``pos``, sign- or zero-extended (PTX ISA
    pseudocode: the sign bit is ``a[min(pos+len-1, msb)]``, 0 when unsigned or len 0)."""
    msb = width - 1
    a = np.asarray(a).astype(object) if width == 64 else np.asarray(a, np.int64)
    pos = np.asarray(pos, np.int64) & 0xFF
    ln = np.asarray(ln, np.int64) & 0xFF
    out = []
    for av, p, n in np.broadcast(a, pos, ln):
        av, p, n = int(av) & _mask(width), int(p), int(n)
        s = 0 if (not signed or n == 0) else (av >> min(p + n - 1, msb)) & 1
        r = 0
        for i in range(width):
            bit = (av >> (p + i)) & 1 if (i < n and p + i <= msb) else s
            r |= bit << i
        out.append(r)
    return np.array(out, dtype=object)


def bfi(f, base, pos, ln, width: int) -> np.ndarray:
    """``bfi``: ``base`` with ``ln`` bits from ``pos`` replaced by the low bits of ``f``."""
    out = []
    for fv, bv, p, n in np.broadcast(np.asarray(f).astype(object),
                                     np.asarray(base).astype(object),
                                     np.asarray(pos).astype(object),
                                     np.asarray(ln).astype(object)):
        fv, bv, p, n = int(fv), int(bv), int(p) & 0xFF, int(n) & 0xFF
        r = bv & _mask(width)
        for i in range(n):
            if p + i > width - 1:
                break
            r = (r & ~(1 << (p + i))) | (((fv >> i) & 1) << (p + i))
        out.append(r)
    return np.array(out, dtype=object)


def _shift(prog, run, ins, mask, left: bool) -> None:
    ty = _type(ins)
    w = type_bits(ty)
    a = read(prog, run, ins.operands[1], ty if ty[0] == "s" else "u" + str(w), ins)
    n = read(prog, run, ins.operands[2], "u32", ins).astype(np.int64)
    big = n >= w
    k = np.where(big, 0, n)
    if left:
        r = np.where(big, 0, _ints(a) << _ints(k)) if w == 64 else \
            np.where(big, 0, a.astype(np.uint64) << k.astype(np.uint64))
    elif ty[0] == "s":
        r = np.where(big, np.where(a < 0, -1, 0), a.astype(np.int64) >> k)
    else:
        r = np.where(big, 0, a.astype(np.uint64) >> k.astype(np.uint64))
    write(run, ins.operands[0], r, ty, mask)


# ------------------------------------------------------------------ conversion

def _cvt(prog, run, ins, mask) -> None:
    types = [s for s in ins.opcode[1:] if s in _FLOATS or s in ("f16x2", "bf16x2") or
             (len(s) > 1 and s[0] in "usb" and s[1:].isdigit())]
    if len(types) != 2:
        raise AsmError("needs a destination and a source type")
    dty, sty = types
    mods = set(ins.opcode[1:])
    mode = next((_MODES[m] for m in ins.opcode if m in _MODES), None)
    sat = "sat" in mods
    if dty in ("f16x2", "bf16x2"):
        fmt = dty[:-2]
        a = read(prog, run, ins.operands[1], sty, ins).astype(_F64)
        b = read(prog, run, ins.operands[2], sty, ins).astype(_F64)
        if "relu" in mods:
            raise AsmError("the .relu modifier is not simulated")
        hi = to_bits(_canonical_nan(_satfinite(_fround(a, fmt, mode or "rn", sat), fmt,
                                               mods), fmt), fmt)
        lo = to_bits(_canonical_nan(_satfinite(_fround(b, fmt, mode or "rn", sat), fmt,
                                               mods), fmt), fmt)
        write(run, ins.operands[0], lo | (hi << np.uint64(16)), "b32", mask)
        return
    if sty in ("f16x2", "bf16x2"):
        raise AsmError("a packed source type is not simulated")
    a = read(prog, run, ins.operands[1], sty, ins)
    if dty in _FLOATS:
        x = a.astype(_F64) if (sty in _FLOATS or np.asarray(a).dtype != object) else \
            np.array([float(v) for v in a], _F64)
        r = x
        if any(m in mods for m in ("rni", "rzi", "rmi", "rpi")):  # round to integral
            r = {"rn": np.rint, "rz": np.trunc, "rd": np.floor, "ru": np.ceil}[mode](r)
            mode = "rn"
        if "ftz" in mods:
            r = _ftz(r, sty if sty in _FLOATS else dty)
        out = _fround(r, dty, mode or "rn", sat) if dty != "f64" or mode in (None, "rn") \
            else r
        if "ftz" in mods and dty == "f32":  # a subnormal result is flushed too (the GPU's
            out = _ftz(np.asarray(out), "f32").astype(np.float32)  # cvt.rn.ftz.f32.f64)
        out = _canonical_nan(_satfinite(out, dty, mods), dty)
        write(run, ins.operands[0], out, dty, mask)
        return
    w = type_bits(dty)
    idt = f"{'u' if dty[0] in 'ub' else ''}int{w}"
    if sty in _FLOATS:  # float -> int: rounded in the mode, saturating, NaN -> 0
        if mode is None:
            raise AsmError("a float-to-integer cvt needs a rounding modifier (.rzi, .rni ..)")
        x = a.astype(_F64)
        if "ftz" in mods:
            x = _ftz(x, sty)
        r = to_int(x, idt, mode)
        if dty == "s64":  # the GPU's NaN -> INT64_MIN (scripts/gpu_asm.sh, 2026-11-27)
            r = np.where(np.isnan(x), np.int64(-2**63), r)
        elif dty == "u64":  # and NaN -> 2**63 (asm-h100-2026-11-27: cvt.rzi.u64.f32)
            r = np.where(np.isnan(x), np.uint64(2**63), r)
        elif w == 32 and sty == "f64":  # NaN -> 0x80000000 (fidelity-h100-2026-11-27:
            # (int)d and (unsigned)d, which NVCC compiles to cvt.rzi.s32/u32.f64)
            r = np.where(np.isnan(x), np.asarray(2**31, np.uint32).astype(idt), r)
        write(run, ins.operands[0], r, dty, mask)
        return
    # integer -> integer: wrap, or clamp with .sat
    v = _ints(a) if np.asarray(a).dtype == object or type_bits(sty) == 64 else a
    if sat:
        lo_, hi_ = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if dty[0] == "s" else (0, _mask(w))
        v = np.array([min(max(int(x), lo_), hi_) for x in np.asarray(v).ravel()], object)
    write(run, ins.operands[0], v, dty, mask)


# ------------------------------------------------------------------ comparisons

def _setp(prog, run, ins, mask) -> None:
    ty = _type(ins)
    cmp = ins.opcode[1]
    ops = ins.operands
    dst = ops[0]
    fl = ty in _FLOATS
    unordered = fl and cmp.endswith("u") and cmp[:-1] in _CMP
    base = cmp[:-1] if unordered else cmp
    if base in ("num", "nan"):
        a = read(prog, run, ops[1], ty, ins).astype(_F64)
        b = read(prog, run, ops[2], ty, ins).astype(_F64)
        nan = np.isnan(a) | np.isnan(b)
        r = nan if base == "nan" else ~nan
    else:
        if base not in _CMP:
            raise AsmError(f"comparison '{cmp}' is not simulated")
        rty = ty if (fl or ty[0] == "s") else "u" + str(type_bits(ty))
        a = read(prog, run, ops[1], rty, ins)
        b = read(prog, run, ops[2], rty, ins)
        if fl:
            a, b = a.astype(_F64), b.astype(_F64)
        with np.errstate(invalid="ignore"):
            r = _CMP[base](a, b)
        if fl:
            nan = np.isnan(a) | np.isnan(b)
            r = (r | nan) if unordered else (r & ~nan)
    bool_op = next((s for s in ins.opcode[2:] if s in ("and", "or", "xor")), None)
    p_val, q_val = r, ~r
    if bool_op is not None:  # p = t OP c, q = !t OP c
        c = read(prog, run, ops[3], "pred", ins)
        fn = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[bool_op]
        p_val, q_val = fn(r, c), fn(~r, c)
    if dst.kind == "vec" and dst.name == "|":
        write(run, dst.items[0], p_val, "pred", mask)
        write(run, dst.items[1], q_val, "pred", mask)
        return
    write(run, dst, p_val, "pred", mask)


def _selp(prog, run, ins, mask) -> None:
    ty = _type(ins)
    a = read(prog, run, ins.operands[1], ty, ins)
    b = read(prog, run, ins.operands[2], ty, ins)
    c = read(prog, run, ins.operands[3], "pred", ins)
    write(run, ins.operands[0], np.where(c, a, b), ty, mask)


# ------------------------------------------------------------------ memory

def _mem_mask(mask):
    from .simulator import M
    return M(mask)


def _addr(prog, run, o: Operand, ins, space: str = "generic") -> np.ndarray:
    """The simulator's generic addresses of address operand ``o``: in a ``.shared``
    instruction an address below 2**32 is a shared-window address (``__cvta_generic_to_
    shared``, ``cvta.to.shared``); the simulator's own addresses are all above 2**39."""
    if o.kind != "addr":
        raise AsmError("expects an address operand [a]")
    base = read(prog, run, o.base, "u64", ins) if o.base.kind == "reg" else \
        np.full(run.n, int(o.base.value), np.uint64)
    a = base.astype(np.int64) + np.int64(o.offset)
    if space == "shared":
        if np.any((a >= (1 << 32)) & run.m.a):
            raise prog.fail(f"'{ins.text}' takes a generic address; .shared instructions "
                            f"take shared-window addresses (__cvta_generic_to_shared, "
                            f"cvta.to.shared), as on the GPU")
        from .sim_asm import from_window
        a = from_window(a)
    return a


def _space(ins) -> str:
    return next((s.split("::")[0] for s in ins.opcode[1:] if s.split("::")[0] in
                 ("global", "shared", "local", "const")), "generic")


def _cvta(prog, run, ins, mask) -> None:
    """``cvta.to.shared.u64/u32`` (generic -> window) and ``cvta.shared`` (window ->
    generic); other spaces are the identity in the simulator (one address space)."""
    ty = _type(ins)
    to = "to" in ins.opcode
    sp = _space(ins)
    a = read(prog, run, ins.operands[1], "u64", ins)
    if sp == "shared":
        from .sim_asm import from_window, to_window
        r = to_window(run.ctx.mem, a.astype(np.int64), mask, prog.kernel, prog.loc) if to \
            else from_window(a).astype(np.uint64)
    else:
        r = a
    write(run, ins.operands[0], r, ty, mask)


def _ld_st(prog, run, ins, mask) -> None:
    ty = _type(ins)
    w = type_bits(ty) // 8
    dt = np.dtype(_FLOATS[ty] if ty in _FLOATS else f"{'int' if ty[0] == 's' else 'uint'}"
                                                       f"{w * 8}")
    store = ins.op == "st"
    val_op, addr_op = (ins.operands[1], ins.operands[0]) if store else ins.operands[:2]
    items = val_op.items if val_op.kind == "vec" else (val_op,)
    cnt = len(items)
    a = _addr(prog, run, addr_op, ins, _space(ins))
    mo = _mem_mask(mask)
    line = prog.loc.line
    site = (prog.loc.line, prog.loc.col)
    if store:
        vals = np.stack([read(prog, run, o, ty, ins).astype(dt) for o in items], axis=1)
        run.ctx.mem.store(a, mo, vals if cnt > 1 else vals[:, 0], dt, cnt, w * cnt, line,
                          site)
        return
    v = run.ctx.mem.load(a, mo, dt, cnt, w * cnt, line, cnt if cnt > 1 else None, site)
    v = np.asarray(v).reshape(run.n, cnt)
    for i, o in enumerate(items):
        write(run, o, v[:, i], ty, mask)


def _cp_async(prog, run, ins, mask) -> None:
    kind = ins.opcode[2]
    if kind in ("commit_group", "wait_group", "wait_all"):
        return  # copies are done when issued (docs/inline-asm.md)
    if kind not in ("ca", "cg"):
        raise AsmError("is outside the simulated PTX subset")
    ops = ins.operands
    size = int(ops[2].value) if ops[2].kind == "imm" else None
    if size not in (4, 8, 16):
        raise AsmError("needs a constant copy size of 4, 8 or 16 bytes")
    src_size = read(prog, run, ops[3], "u32", ins).astype(np.int64) if len(ops) > 3 else \
        np.full(run.n, size, np.int64)
    dst = _addr(prog, run, ops[0], ins, "shared")
    src = _addr(prog, run, ops[1], ins, "global")
    words = size // 4
    line = prog.loc.line
    site = (prog.loc.line, prog.loc.col)
    full = mask & (src_size > 0)
    v = np.zeros((run.n, words), np.uint32)
    if full.any():
        got = run.ctx.mem.load(src, _mem_mask(full), np.dtype(np.uint32), words, size, line,
                               words, site)
        v = np.asarray(got).reshape(run.n, words)
    keep = np.arange(words)[None, :] * 4 < src_size[:, None]
    v = np.where(keep, v, 0).astype(np.uint32)
    run.ctx.mem.store(dst, _mem_mask(mask), v, np.dtype(np.uint32), words, size, line, site)


def _shfl(prog, run, ins, mask) -> None:
    mode = ins.opcode[2] if ins.opcode[1] == "sync" else ins.opcode[1]
    ops = ins.operands
    dst = ops[0]
    a = read(prog, run, ops[1], "b32", ins)
    b = read(prog, run, ops[2], "u32", ins).astype(np.int64) & 31
    c = read(prog, run, ops[3], "u32", ins).astype(np.int64)
    lane = np.arange(run.n, dtype=np.int64) % 32
    cval = c & 31
    seg = (c >> 8) & 31
    max_lane = (lane & seg) | (cval & ~seg)
    min_lane = lane & seg
    if mode == "up":
        j = lane - b
        ok = j >= max_lane
    elif mode == "down":
        j = lane + b
        ok = j <= max_lane
    elif mode == "bfly":
        j = lane ^ b
        ok = j <= max_lane
    elif mode == "idx":
        j = min_lane | (b & ~seg)
        ok = j <= max_lane
    else:
        raise AsmError(f"shuffle mode '{mode}' is not simulated")
    j = np.where(ok, j, lane)
    src = np.arange(run.n, dtype=np.int64) - lane + j
    r = a[src]
    if dst.kind == "vec" and dst.name == "|":
        write(run, dst.items[0], r, "b32", mask)
        write(run, dst.items[1], ok, "pred", mask)
    else:
        write(run, dst, r, "b32", mask)


# ------------------------------------------------------------------ dispatch

def _mov(prog, run, ins, mask) -> None:
    ty = _type(ins)
    d, s = ins.operands[:2]
    w = type_bits(ty)
    if d.kind == "vec":  # unpack: mov.b64 {lo, hi}, x
        k = w // len(d.items)
        bits = to_bits(read(prog, run, s, "b" + str(w), ins), "b" + str(w))
        for i, o in enumerate(d.items):
            write(run, o, (bits >> np.uint64(k * i)) & np.uint64(_mask(k)), "b" + str(k),
                  mask)
        return
    if s.kind == "vec":  # pack
        k = w // len(s.items)
        acc = np.zeros(run.n, np.uint64)
        for i, o in enumerate(s.items):
            acc |= to_bits(read(prog, run, o, "b" + str(k), ins), "b" + str(k)) << \
                np.uint64(k * i)
        write(run, d, acc, "b" + str(w), mask)
        return
    write(run, d, read(prog, run, s, ty, ins), ty, mask)


def _arith(prog, run, ins, mask) -> None:
    op = ins.op
    ty = _type(ins)
    fl = ty in _FLOATS or ty in ("f16x2", "bf16x2")
    if fl:
        fn = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b,
              "mul": lambda a, b: a * b, "div": lambda a, b: a / b, "fma": _fma,
              "mad": _fma, "min": _fmin, "max": _fmax, "neg": lambda a: -a,
              "abs": np.abs}[op]
        exact = fn if op in ("add", "sub", "mul", "div", "fma", "mad") else None
        return _float_op(prog, run, ins, mask, fn, {"neg": 1, "abs": 1, "fma": 3,
                                                     "mad": 3}.get(op, 2), exact)
    if op in ("mul", "mad"):
        return _mul(prog, run, ins, mask, op == "mad")
    if any(m in ins.opcode for m in ("cc", "sat")) and not (op in ("add", "sub") and
                                                              ty == "s32"):
        raise AsmError("carry and saturation modifiers are not simulated here")
    w = type_bits(ty)
    k = 1 if op in ("neg", "abs") else 2
    vals = _int_args(prog, run, ins, ty, k)
    if w == 64:
        vals = [_ints(v) for v in vals]
    if op in ("div", "rem") and np.any((np.asarray(vals[1]) == 0) & mask):
        raise prog.fail(f"'{ins.text}' divides by zero")
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        a = vals[0]
        b = vals[1] if k == 2 else None
        if op == "add":
            r = a + b
        elif op == "sub":
            r = a - b
        elif op == "min":
            r = np.minimum(a, b)
        elif op == "max":
            r = np.maximum(a, b)
        elif op == "neg":
            r = -a
        elif op == "abs":
            r = np.abs(a)
        else:
            sa, sb = _ints(a), _ints(np.where(b == 0, 1, b))
            q = np.array([abs(x) // abs(y) * (1 if (x >= 0) == (y >= 0) else -1)
                          for x, y in zip(sa, sb)], object)
            r = q if op == "div" else sa - q * sb
    if "sat" in ins.opcode:
        r = _sat32(np.asarray(r), ty)
    write(run, ins.operands[0], r, ty, mask)


def execute(prog, run, ins: Instr, mask: np.ndarray) -> None:
    """Run instruction ``ins`` for the threads of ``mask``."""
    op = ins.op
    if op == "mov":
        return _mov(prog, run, ins, mask)
    if op == "cvta":
        return _cvta(prog, run, ins, mask)
    if op == "div" and "approx" in ins.opcode[1:-1]:
        return _sfu(prog, run, ins, mask)
    if op in ("add", "sub", "mul", "mad", "fma", "min", "max", "neg", "abs", "div", "rem"):
        return _arith(prog, run, ins, mask)
    if op in ("and", "or", "xor", "not"):
        fn = {"and": lambda a, b: a & b, "or": lambda a, b: a | b,
              "xor": lambda a, b: a ^ b, "not": lambda a: ~a}[op]
        return _bits_op(prog, run, ins, mask, fn)
    if op in ("shl", "shr"):
        return _shift(prog, run, ins, mask, op == "shl")
    if op == "lop3":
        a, b, c = _int_args(prog, run, ins, "b32", 3)
        lut = read(prog, run, ins.operands[4], "b32", ins)
        return write(run, ins.operands[0], lop3(a, b, c, lut), "b32", mask)
    if op == "prmt":
        if len(ins.opcode) > 2:
            raise AsmError("prmt modes other than the default are not simulated")
        a, b, c = _int_args(prog, run, ins, "b32", 3)
        return write(run, ins.operands[0], prmt(a, b, c), "b32", mask)
    if op == "shf":
        a, b, c = _int_args(prog, run, ins, "b32", 3)
        r = shf(a, b, c, ins.opcode[1] == "l", "clamp" in ins.opcode)
        return write(run, ins.operands[0], r, "b32", mask)
    if op == "bfe":
        ty = _type(ins)
        a = read(prog, run, ins.operands[1], "u" + ty[1:], ins)
        p, n = (read(prog, run, o, "u32", ins) for o in ins.operands[2:4])
        return write(run, ins.operands[0], bfe(a, p, n, type_bits(ty), ty[0] == "s"), ty,
                     mask)
    if op == "bfi":
        ty = _type(ins)
        f, b = (read(prog, run, o, "u" + ty[1:], ins) for o in ins.operands[1:3])
        p, n = (read(prog, run, o, "u32", ins) for o in ins.operands[3:5])
        return write(run, ins.operands[0], bfi(f, b, p, n, type_bits(ty)), ty, mask)
    if op in ("popc", "clz", "brev"):
        ty = _type(ins)
        w = type_bits(ty)
        a = [int(x) for x in read(prog, run, ins.operands[1], "u" + str(w), ins)]
        if op == "popc":
            r = [bin(x).count("1") for x in a]
        elif op == "clz":
            r = [w - x.bit_length() for x in a]
        else:
            r = [int(format(x, f"0{w}b")[::-1], 2) for x in a]
        return write(run, ins.operands[0], np.array(r, object),
                     ty if op == "brev" else "u32", mask)
    if op == "cvt":
        return _cvt(prog, run, ins, mask)
    if op == "setp":
        return _setp(prog, run, ins, mask)
    if op == "selp":
        return _selp(prog, run, ins, mask)
    if op in ("ld", "st"):
        return _ld_st(prog, run, ins, mask)
    if op == "cp":
        return _cp_async(prog, run, ins, mask)
    if op == "shfl":
        return _shfl(prog, run, ins, mask)
    if op == "ldmatrix":
        from .sim_asm_mma import ldmatrix
        return ldmatrix(prog, run, ins, mask)
    if op == "mma":
        from .sim_asm_mma import mma
        return mma(prog, run, ins, mask)
    if op in ("membar", "fence"):
        return None  # the simulator's memory is sequentially consistent
    if op in ("sin", "cos"):
        return _sin_cos(prog, run, ins, mask)
    if op in ("ex2", "lg2", "rcp", "rsqrt", "sqrt"):
        return _sfu(prog, run, ins, mask)
    raise AsmError("is outside the simulated PTX subset")


def _sin_cos(prog, run, ins, mask) -> None:
    """``sin.approx{.ftz}.f32`` / ``cos.approx{.ftz}.f32``: ``FMUL.RZ`` by 1/(2 pi) and
    the model of MUFU.SIN / MUFU.COS (sim_libdevice), bit for bit. ``.ftz`` changes
    nothing: the unit flushes subnormal angles and never returns a subnormal."""
    mods = set(ins.opcode[1:-1])
    if _type(ins) != "f32" or "approx" not in mods or mods - {"approx", "ftz"}:
        raise AsmError("only sin.approx.f32 and cos.approx.f32 (.ftz) are simulated")
    if len(ins.operands) != 2:
        raise AsmError("needs 2 operands")
    from .sim_libdevice import cos_approx, sin_approx
    x = np.asarray(read(prog, run, ins.operands[1], "f32", ins), np.float32)
    write(run, ins.operands[0], (sin_approx if ins.op == "sin" else cos_approx)(x), "f32",
          mask)


def _sfu(prog, run, ins, mask) -> None:
    """``ex2`` / ``lg2`` / ``rcp`` / ``rsqrt`` / ``sqrt`` / ``div`` ``.approx{.ftz}.f32``:
    the model of the special-function unit (sim_sfu), bit for bit. The IEEE forms
    (``rcp.rn``, ``sqrt.rn``, ...) and other types are refused."""
    mods = set(ins.opcode[1:-1])
    if _type(ins) != "f32" or "approx" not in mods or mods - {"approx", "ftz"}:
        raise AsmError(f"only {ins.op}.approx.f32 (.ftz) is simulated")
    nargs = 2 if ins.op == "div" else 1
    if len(ins.operands) != nargs + 1:
        raise AsmError(f"needs {nargs + 1} operands")
    from . import sim_sfu
    fn = {"ex2": sim_sfu.ex2_approx, "lg2": sim_sfu.lg2_approx, "rcp": sim_sfu.rcp_approx,
          "rsqrt": sim_sfu.rsqrt_approx, "sqrt": sim_sfu.sqrt_approx,
          "div": sim_sfu.div_approx}[ins.op]
    vals = [np.asarray(read(prog, run, o, "f32", ins), np.float32) for o in ins.operands[1:]]
    write(run, ins.operands[0], fn(*vals, ftz="ftz" in mods), "f32", mask)
