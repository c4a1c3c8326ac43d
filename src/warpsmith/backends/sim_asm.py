"""Inline PTX on the simulator: a documented subset of PTX, interpreted per thread batch.

The template is read once (``ir/asm.py``) when the kernel is compiled; every instruction
must be in :data:`SUPPORTED` or the simulator refuses, naming the instruction, the kernel
and the source line. Registers hold raw bits (``uint64`` arrays over the batch's threads);
each instruction reads its operands in its own type (``.u32``, ``.f32``, ``.f16x2`` ...),
as PTX does. Semantics follow the PTX ISA 8.x ("Instructions", chapter 9; section numbers
in docs/inline-asm.md); where an instruction has a rounding modifier the result is
rounded once in that mode (``backends/sim_lowp.py``).
"""

from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.asm import CONSTRAINT_TYPES, AsmError, Instr, Operand, RegDecl, parse_template, \
    type_bits
from ..ir.errors import SimulationError, Unsupported
from ..ir.types import PointerType
from .sim_lowp import round_to, to_int
from .sim_values import dtype_of

#: the simulated subset (first opcode word); others are refused
SUPPORTED = frozenset((
    "mov", "cvta", "add", "sub", "mul", "mad", "fma", "min", "max", "neg", "abs", "div", "rem",
    "and", "or", "xor", "not", "shl", "shr", "lop3", "prmt", "shf", "bfe", "bfi", "popc",
    "clz", "brev", "cvt", "setp", "selp", "ld", "st", "cp", "shfl", "membar", "fence",
    "ldmatrix", "mma", "sin", "cos", "ex2", "lg2", "rcp", "rsqrt", "sqrt",
))
#: special registers that are deterministic (``%smid``, ``%warpid`` are not: refused);
#: ``%clock``/``%clock64``/``%globaltimer`` read the simulator's count of clock reads
_SPECIAL = ("%laneid", "%tid", "%ntid", "%ctaid", "%nctaid", "%lanemask_eq", "%lanemask_lt",
            "%lanemask_le", "%lanemask_gt", "%lanemask_ge", "WARP_SZ", "%clock",
            "%globaltimer")  # the clocks: a count of reads (sim_ocl2.clock_read)
_FLOATS = {"f16": "float16", "bf16": "bfloat16", "f32": "float32", "f64": "float64"}
_MODES = {"rn": "rn", "rz": "rz", "rm": "rd", "rp": "ru", "rni": "rn", "rzi": "rz",
          "rmi": "rd", "rpi": "ru"}
_CMP = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
        "gt": np.greater, "ge": np.greater_equal, "lo": np.less, "ls": np.less_equal,
        "hi": np.greater, "hs": np.greater_equal}


#: modifiers the subset knows (type suffixes are checked by the instructions); an instruction
#: with another modifier is refused rather than run without it
MODIFIERS = frozenset((
    "rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi", "ftz", "sat", "satfinite", "lo",
    "hi", "wide", "sync", "idx", "up", "down", "bfly", "wrap", "clamp", "l", "r", "global",
    "shared", "nc", "ca", "cg", "cs", "lu", "cv", "wb", "wt", "v2", "v4", "async", "weak",
    "commit_group", "wait_group", "wait_all", "relaxed", "acquire", "release", "cta", "gpu",
    "sys", "approx", "full", "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs",
    "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan", "and", "or", "xor", "shared::cta",
    "L1::no_allocate", "L2::64B", "L2::128B", "L2::256B", "aligned", "to", "local", "const",
    "m8n8", "x1", "x2", "x4", "trans", "m16n8k16", "m16n8k8", "row", "col",
))


def _mask(w: int) -> int:
    return (1 << w) - 1


def _is_type(s: str) -> bool:
    return s in _FLOATS or s in ("pred", "f16x2", "bf16x2") or \
        (len(s) > 1 and s[0] in "usb" and s[1:].isdigit())


def _type(ins: Instr) -> str:
    """The instruction's (last) type suffix."""
    for s in reversed(ins.opcode):
        if s in _FLOATS or s in ("pred", "f16x2", "bf16x2") or \
                (len(s) > 1 and s[0] in "usb" and s[1:].isdigit()):
            return s
    raise AsmError(f"'{ins.text}' has no type suffix")


def from_bits(bits: np.ndarray, ty: str) -> np.ndarray:
    """The values of type ``ty`` held in raw ``bits`` (uint64)."""
    w = type_bits(ty)
    if ty in _FLOATS:
        u = (bits & np.uint64(_mask(w))).astype(f"uint{w}")
        return u.view(_FLOATS[ty])
    if ty == "pred":
        return bits != 0
    u = bits & np.uint64(_mask(w))
    if ty[0] == "s":
        return u.astype(f"uint{w}").view(f"int{w}").astype(np.int64)
    return u


def to_bits(v, ty: str) -> np.ndarray:
    """Raw bits (uint64) of values ``v`` of type ``ty`` (integers wrap to the width)."""
    w = type_bits(ty)
    a = np.asarray(v)
    if ty in _FLOATS:
        return a.astype(_FLOATS[ty]).view(f"uint{w}").astype(np.uint64)
    if ty == "pred":
        return a.astype(bool).astype(np.uint64)
    signed = ty[0] == "s" and w < 64
    if a.dtype == object:
        vals = [int(x) & _mask(w) for x in a.ravel()]
        if signed:  # a signed value fills the register with its sign (GPU: cvt.s8)
            vals = [(x - (1 << w) if x >> (w - 1) else x) & _mask(64) for x in vals]
        return np.array(vals, np.uint64).reshape(a.shape)
    if a.dtype.kind == "f":
        a = a.astype(np.int64)
    with np.errstate(over="ignore"):
        u = a.astype(np.int64).astype(np.uint64) & np.uint64(_mask(w)) if \
            a.dtype.kind == "i" else a.astype(np.uint64) & np.uint64(_mask(w))
        if signed:
            sign = np.uint64(1 << (w - 1))
            u = np.where(u & sign, u | np.uint64(_mask(64) ^ _mask(w)), u)
        return u


class _Run:
    """The state of one execution of an asm statement over a batch."""

    def __init__(self, ctx, m, n):
        self.ctx, self.m, self.n = ctx, m, n
        self.regs: dict[str, np.ndarray] = {}


class AsmProgram:
    """A compiled asm statement: its instructions and the simulator's operand functions."""

    def __init__(self, sim, s: N.InlineAsm):
        self.sim, self.s = sim, s
        self.loc = s.loc
        self.kernel = sim.kernel.name
        try:
            self.body = parse_template(s.template)
        except AsmError as ex:
            raise Unsupported(f"inline asm: {ex}", s.loc) from None
        self.letters = [c.lstrip("=+&") for c in s.out_constraints] + \
            [c for c in s.in_constraints]
        for st in self.body:
            if isinstance(st, Instr):
                self._check(st)
        self.ins = [sim.cexpr(e) for e in s.inputs]
        self.rw = [sim.cexpr(e) if c.startswith("+") else None
                   for e, c in zip(s.outputs, s.out_constraints)]
        self.stores = [sim.cstore(e) for e in s.outputs]
        self.out_types = [e.type for e in s.outputs]

    def refuse(self, ins: Instr, why: str):
        return Unsupported(f"kernel {self.kernel}: inline PTX instruction '{ins.text}' "
                           f"(instruction {ins.index} of the asm) {why}", self.loc)

    def _check(self, ins: Instr) -> None:
        if ins.op not in SUPPORTED:
            raise self.refuse(ins, "is outside the simulated PTX subset (docs/inline-asm.md)")
        for mod in ins.opcode[1:]:
            if mod not in MODIFIERS and not _is_type(mod):
                raise self.refuse(ins, f"has modifier .{mod}, which the simulator does not "
                                       f"model")
        if ins.op == "cp" and (len(ins.opcode) < 3 or ins.opcode[1] != "async"):
            raise self.refuse(ins, "is outside the simulated PTX subset")
        for o in ins.operands:
            for r in _regs(o):
                if r.startswith("%") and not r.startswith(_SPECIAL):
                    raise self.refuse(ins, f"reads special register {r}, which is not "
                                           f"deterministic or not modelled")

    # ------------------------------------------------------------------- running
    def __call__(self, ctx, m):
        n = ctx.n
        run = _Run(ctx, m, n)
        for i, (f, c) in enumerate(zip(self.rw, self.s.out_constraints)):
            letter = c.lstrip("=+&")
            v = f(ctx, m) if f is not None else np.zeros(n, np.uint64)
            run.regs[f"\u00a7{i}"] = _full(to_bits(v, _cty(letter)) if f is not None else v,
                                          n)
        k = len(self.rw)
        for j, f in enumerate(self.ins):
            letter = self.s.in_constraints[j]
            run.regs[f"\u00a7{k + j}"] = _full(to_bits(f(ctx, m), _cty(letter)), n)
        for st in self.body:
            if isinstance(st, Instr):
                self.execute(run, st)
            elif isinstance(st, RegDecl):
                for nm in st.names:
                    run.regs[nm] = np.zeros(n, np.uint64)
        for i, (store, c) in enumerate(zip(self.stores, self.s.out_constraints)):
            letter = c.lstrip("=+&")
            v = from_bits(run.regs[f"\u00a7{i}"], _cty(letter))
            t = self.out_types[i]
            dt = dtype_of(t)
            if isinstance(t, PointerType):
                v = v.astype(np.int64)
            elif dt != v.dtype:
                v = v.view(dt) if v.dtype.itemsize == dt.itemsize and v.dtype.kind != "b" \
                    and (dt.kind == "f") != (v.dtype.kind == "f") else v.astype(dt)
            store(ctx, m, v)
        return m

    def execute(self, run: _Run, ins: Instr) -> None:
        from .sim_asm_ops import execute
        mask = run.m.a
        if ins.pred is not None:
            p = self.read_reg(run, ins.pred, "pred", ins)
            mask = mask & (~p if ins.neg else p)
        if not mask.any():
            return
        try:
            with np.errstate(all="ignore"):  # NaN and overflow are PTX values here
                execute(self, run, ins, mask)
        except AsmError as ex:
            raise self.refuse(ins, str(ex)) from None

    def read_reg(self, run, name: str, ty: str, ins) -> np.ndarray:
        if name.startswith("!"):
            return ~self.read_reg(run, name[1:], ty, ins)
        if name.startswith(("%clock", "%globaltimer")):
            from .sim_ocl2 import clock_read
            wide = name in ("%clock64", "%globaltimer")
            return from_bits(_full(to_bits(clock_read(self.sim), "u64" if wide else "u32"),
                                   run.n), ty)
        if name.startswith("%") or name == "WARP_SZ":
            return from_bits(_full(to_bits(self.special(run, name), "u32"), run.n), ty)
        bits = run.regs.get(name)
        if bits is None:
            raise self.refuse(ins, f"uses undeclared register '{name}'")
        return from_bits(bits, ty)

    def special(self, run, name: str):
        ctx = run.ctx
        lane = np.arange(run.n, dtype=np.int64) % 32
        if name == "%laneid":
            return lane
        if name == "WARP_SZ":
            return np.int64(32)
        if name.startswith("%lanemask"):
            one = np.int64(1) << lane
            return {"eq": one, "lt": one - 1, "le": (one << 1) - 1,
                    "gt": ~((one << 1) - 1) & 0xFFFFFFFF,
                    "ge": ~(one - 1) & 0xFFFFFFFF}[name.split("_")[1]]
        base, _, dim = name.partition(".")
        d = "xyz".index(dim) if dim in ("x", "y", "z") else None
        kind = {"%tid": "local_id", "%ntid": "local_size", "%ctaid": "group_id",
                "%nctaid": "num_groups"}.get(base)
        if kind is None or d is None:
            raise Unsupported(f"kernel {self.kernel}: special register {name} in inline asm "
                              f"is not simulated", self.loc)
        from ..ir.types import U32
        return ctx.special(kind, d, U32)

    def fail(self, msg: str):
        return SimulationError(f"kernel {self.kernel}: inline asm: {msg}", self.loc)


def _regs(o: Operand):
    if o.kind == "reg":
        yield o.name.lstrip("!")
    elif o.kind == "vec":
        for x in o.items:
            yield from _regs(x)
    elif o.kind == "addr":
        yield from _regs(o.base)


def _cty(letter: str) -> str:
    t = CONSTRAINT_TYPES[letter]
    return {"h": "u16", "r": "u32", "l": "u64", "f": "f32", "d": "f64", "c": "u8",
            "n": "u64"}[letter] if t is not None else "u64"


def _full(v, n: int) -> np.ndarray:
    a = np.asarray(v)
    return np.broadcast_to(a, (n,)).copy() if a.ndim == 0 else a


#: a shared-window address is ``(region << WINDOW_SHIFT) | offset`` (docs/inline-asm.md):
#: 32 bits, like the hardware's, whose low bits within an array match the hardware's
WINDOW_SHIFT = 20


def to_window(mem, a: np.ndarray, active: np.ndarray, kernel: str, loc) -> np.ndarray:
    """Shared-window addresses (uint64) of the simulator's generic addresses ``a``."""
    from .sim_memory import BIAS, OFF_MASK, SHIFT
    a = np.asarray(a, np.int64)
    rid = a >> SHIFT
    off = (a & OFF_MASK) - BIAS
    for r in np.unique(np.broadcast_to(rid, active.shape)[active]):
        region = mem.regions[int(r)] if 0 < int(r) < len(mem.regions) else None
        if region is None or region.kind != "shared":
            raise SimulationError(f"kernel {kernel}: __cvta_generic_to_shared / cvta.to.shared"
                                  f" of an address that is not in shared memory", loc)
        if int(r) >= 1 << (32 - WINDOW_SHIFT):
            raise Unsupported(f"kernel {kernel}: too many shared regions for the simulator's "
                              f"32-bit shared-window addresses", loc)
    bad = active & ((off < 0) | (off >= 1 << WINDOW_SHIFT))
    if np.any(bad):
        raise SimulationError(f"kernel {kernel}: shared address outside its array", loc)
    return ((rid << WINDOW_SHIFT) | np.where(active, off, 0)).astype(np.uint64)


def from_window(w: np.ndarray) -> np.ndarray:
    """The simulator's generic addresses of shared-window addresses ``w``."""
    from .sim_memory import BIAS, SHIFT
    w = np.asarray(w).astype(np.int64)
    return ((w >> WINDOW_SHIFT) << SHIFT) + BIAS + (w & ((1 << WINDOW_SHIFT) - 1))


def compile_cvta(sim, e: N.Call, args, cnt):
    """``__cvta_generic_to_shared(p)`` on the simulator."""
    p = args[0]
    name = sim.kernel.name

    def f(ctx, m):
        a = np.broadcast_to(np.asarray(p(ctx, m), np.int64), (ctx.n,))
        if cnt:
            cnt(m)
        return to_window(ctx.mem, a, m.a, name, e.loc)
    return f


def _block_barrier(s: N.InlineAsm) -> bool:
    """``bar.sync 0;`` / ``barrier.sync 0;`` alone (``.aligned`` too, no thread count): the
    block-wide barrier ``__syncthreads()`` is (PTX ISA, "bar, barrier")."""
    try:
        body = [x for x in parse_template(s.template) if not isinstance(x, str)]
    except AsmError:
        return False
    if len(body) != 1 or not isinstance(body[0], Instr) or s.outputs or s.inputs:
        return False
    ins = body[0]
    return ins.opcode[0] in ("bar", "barrier") and ins.pred is None and \
        set(ins.opcode[1:]) <= {"sync", "aligned"} and "sync" in ins.opcode and \
        len(ins.operands) == 1 and ins.operands[0].kind == "imm" and ins.operands[0].value == 0


def compile_asm(sim, s: N.InlineAsm):
    """The simulator's statement function for ``s`` (a lone ``bar.sync 0`` runs as the
    simulator's barrier, with its checks)."""
    if _block_barrier(s):
        return sim.cstmt(N.Barrier(loc=s.loc))
    return AsmProgram(sim, s)


__all__ = ["compile_asm", "from_bits", "to_bits", "SUPPORTED", "round_to", "to_int"]
