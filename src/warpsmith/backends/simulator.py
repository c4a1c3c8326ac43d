"""The CPU simulator: runs a kernel of the IR exactly, vectorized over threads, and traces
what the hardware would count.

Execution model
---------------
Blocks run in batches, in order of linear block id; a batch holds as many whole blocks as fit
in ``max_threads_per_batch`` threads (and in a bound on per-thread private memory). The
threads of a batch lie on one flat axis, block after block; each block is padded to a
multiple of 32 threads so that warps (32 consecutive linear thread ids, linear id = x +
y*bx + z*bx*by) are rows of a ``(warps, 32)`` reshape; padding lanes are never active.
All threads of a batch execute the IR in lockstep under an activity mask: ``if``/``else``,
loops (iterated while any thread is active), ``break``/``continue``/``return``, ``switch``,
``?:`` and ``&&``/``||`` (the conditional side is evaluated only for the threads that take
it, so its faults and side effects happen only for those). The IR is compiled once per run
into closures. Device-function calls are evaluated inline with the caller's mask; their
``return`` is a per-call mask.

Values are computed for all threads of the batch at once (see :mod:`sim_values`); only
memory accesses, faults (division by zero, bad addresses) and atomics are restricted to the
active threads. Atomics are applied in thread order (linear block id, then linear thread
id), so results are deterministic. Memory is described in :mod:`sim_memory`.

Checks: out-of-bounds and misaligned accesses, null pointers, stores to constant memory,
integer division or remainder by zero, partial barriers (every thread of a block that has
not returned must reach the same barrier), shared-memory data races (byte-granular: between
two barriers of a block, a write by one thread and a read or write of the same byte by
another; atomics are not checked against anything), failed ``assert``.

What the trace counts (``trace=True``), each per warp with at least one active lane:

* ``instructions``: one per evaluation of each IR operation: Unary, Binary (including
  ``&&``/``||`` and comparisons), Conditional (a select), non-trivial Cast (a conversion
  that changes the representation: not int<->int of equal size, not pointer casts or array
  decay), Special (reading a special register), Index and Field on memory (address
  arithmetic), each memory load and store (private memory included), each builtin call,
  IncDec and compound Assign (the arithmetic; the store or load is counted separately), each
  conditional branch (if, loop condition, switch) and each barrier. Not counted: constants,
  register reads and plain register writes (moves), vector literals and swizzles, Comma,
  Return/Break/Continue and the call of a device function itself (its body counts).
* ``branches`` / ``divergent_branches``: each evaluation of an ``if`` condition, of a loop
  condition (``for``/``while``/``do``, every iteration including the final one) and of a
  ``switch``; divergent when the warp's active lanes go both ways. ``?:``, ``&&`` and ``||``
  are counted as branches only when the conditionally evaluated side has a side effect or a
  memory access (otherwise a compiler emits a select or predication).
* memory: global requests/sectors (32-byte sectors, distinct per request), shared requests
  and wavefronts (32 banks x 4 bytes, broadcast free, 8-byte accesses in 2 half-warp phases
  and 16-byte ones in 4 quarter-warp phases). Accesses whose size is not 1/2/4/8/16 bytes
  (float3, structs) are split into requests of their alignment. Constant and private memory
  accesses are not requests. Atomics count in ``atomics`` (and one instruction) only.
* ``barriers``: one per warp reaching a barrier.

Float math is done in the argument's precision with NumPy; ``native_*`` functions are
computed like the precise ones, but CUDA's ``__sinf``, ``__cosf`` and ``__sincosf``, which
follow the GPU's MUFU unit bit for bit (``sim_libdevice``), and CUDA's float ``__expf``,
``__exp10f``, ``exp2f``, ``__logf``, ``__log2f``, ``__log10f``, ``__powf``, ``__fdividef``,
``__tanf``, ``rsqrtf`` and ``expf``, which run their PTX sequences on the model of the
unit's other functions (``sim_sfu``); ``fma``/``mad`` of floats are computed in float64 and
rounded once to float32 (exact up to rare double rounding); no FMA contraction of ``a*b+c``
is done (as OpenCL without -cl-mad-enable, or nvcc with --fmad=false).
"""

from __future__ import annotations

import functools
import os
import time

import numpy as np

from ..ir.errors import LaunchError, SimulationError, Unsupported, WarpsmithError
from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.texture import TextureType
from ..ir.types import (AddressSpace, ArrayType, PointerType,
                        ScalarType, StructType, Type, VectorType, VoidType)
from .launch import SharedSize
from .launch_struct import StructArg, pack
from ..ir.launch import dim3
from ..ir.visit import NodeVisitor, expr_children, walk
from .common import RunResult
from .sim_printf import PrintfBuffer
from .sim_memory import SHIFT, TRACE_KEYS, CowBuffer, Memory, Trace
from .sim_lowp import is_float_dtype
from .sim_values import (ARITH, CMP, compare_result, const, convert, dtype_of, int_div,
                         shift, truthy, zeros)

__all__ = ["simulate", "RunResult", "Trace", "TRACE_KEYS"]

DEFAULT_MAX_THREADS = 1 << 20
_SIM_FILES = frozenset(os.path.join(os.path.dirname(os.path.abspath(__file__)), f) for f in
                       ("simulator.py", "sim_values.py", "sim_memory.py", "sim_builtins.py"))
PRIVATE_BUDGET = 1 << 28  # bytes of private memory per batch


# ------------------------------------------------------------------------------ masks


class M:
    """An activity mask over the batch's threads, with cached derived facts."""

    __slots__ = ("a", "n", "_idx", "_w", "_any", "_all")

    def __init__(self, a: np.ndarray):
        self.a = a
        self.n = a.size
        self._idx = None
        self._w = None
        self._any = None
        self._all = None

    def idx(self) -> np.ndarray:
        if self._idx is None:
            self._idx = np.flatnonzero(self.a)
        return self._idx

    def any(self) -> bool:
        if self._any is None:
            self._any = bool(self.a.any())
        return self._any

    def all(self) -> bool:
        if self._all is None:
            self._all = bool(self.a.all())
        return self._all

    def warps(self) -> int:
        if self._w is None:
            self._w = int(self.a.reshape(-1, 32).any(axis=1).sum())
        return self._w

    def sub(self, ss: np.ndarray) -> "M":
        a = np.zeros(self.n, bool)
        a[ss] = True
        m = M(a)
        m._idx = ss
        return m

    def and_(self, c) -> "M":
        """Threads of this mask where ``c`` (bool array or scalar) holds."""
        if np.ndim(c) == 0:
            return self if bool(c) else M(np.zeros(self.n, bool))
        return M(self.a & c)

    def andnot(self, c) -> "M":
        if np.ndim(c) == 0:
            return M(np.zeros(self.n, bool)) if bool(c) else self
        return M(self.a & ~c)

    def or_(self, other: "M") -> "M":
        if not other.any():
            return self
        if not self.any():
            return other
        return M(self.a | other.a)


def _note_uninit(seen: dict, e, threads: int) -> None:
    """Count ``threads`` reading register variable ``e`` before any write to it."""
    loc = e.loc
    key = (e.name, getattr(loc, "file", ""), getattr(loc, "line", 0), getattr(loc, "col", 0))
    seen[key] = seen.get(key, 0) + threads


def uninit_warnings(seen: dict) -> list:
    """The run's warnings: each read of a local variable that a thread had not written
    (C leaves its value indeterminate; the GPU reads whatever its register holds, the
    simulator reads 0), located, with the number of thread reads."""
    return [{"kind": "uninitialized", "variable": name, "file": file, "line": line,
             "col": col, "threads": n,
             "message": f"{file}:{line}:{col}: warning: '{name}' is read before it is "
                        f"assigned by {n} thread read(s) (its value is indeterminate; the "
                        "simulator reads 0)"}
            for (name, file, line, col), n in sorted(seen.items(), key=lambda kv: kv[0][2:])]


def _plain_arith(op: str, t: Type):
    """``f(a, b)``: :meth:`Sim.arith` of an operator it maps to one ufunc (``+ - * & | ^``,
    :data:`ARITH`) in type ``t``, with the ufunc and the dtype looked up now, when the
    expression is compiled, instead of on every run; None for other operators and types
    with no value representation (arith itself then runs and reports)."""
    fn = ARITH.get(op)
    if fn is None:
        return None
    try:
        dt = dtype_of(t)
    except TypeError:
        return None
    if dt.kind == "b":
        return fn
    return functools.partial(fn, dtype=dt)


def _bcast_mask(mask: np.ndarray, v) -> np.ndarray:
    nd = np.ndim(v)
    return mask if nd <= 1 else mask.reshape((-1,) + (1,) * (nd - 1))


def select(c, a, b):
    """Per thread: ``a`` where c else ``b`` (c bool over threads, values maybe uniform)."""
    if np.ndim(c) == 0:
        return a if bool(c) else b
    nd = max(np.ndim(a), np.ndim(b))
    if nd >= 2 or (nd == 1 and (np.ndim(a) == 1 and np.shape(a)[0] != c.shape[0]
                                or np.ndim(b) == 1 and np.shape(b)[0] != c.shape[0])):
        # vector or struct values: lanes on the last axis
        cc = c.reshape(-1, 1)
        return np.where(cc, a, b)
    return np.where(c, a, b)


# -------------------------------------------------------------------------- IR helpers


def _outer_effects(target) -> list:
    """The outermost side-effecting subexpressions (assignments, increments, calls) of an
    lvalue's address, in evaluation order; none of the lvalue itself."""
    out: list = []

    def go(n):
        for c in expr_children(n):
            if isinstance(c, (N.Assign, N.IncDec, N.Call)):
                out.append(c)
            elif isinstance(c, N.Expr):
                go(c)
    go(target)
    return out


def _line(node) -> int:
    loc = getattr(node, "loc", None)
    return loc.line if loc is not None else 0


def _site(node) -> tuple[int, int]:
    """(line, column) of an access: the key of the trace's per-site counts."""
    loc = getattr(node, "loc", None)
    return (loc.line, loc.col) if loc is not None else (0, 0)


def _elem_size(t: Type) -> int:
    if isinstance(t, PointerType):
        p = t.pointee
        return 1 if isinstance(p, VoidType) else p.size
    if isinstance(t, ArrayType):
        return t.elem.size
    return 1


def _has_effects(e) -> bool:
    """Side effects or memory accesses (used to decide whether ?: / && are branches)."""
    for n in walk(e):
        if isinstance(n, (N.Assign, N.IncDec, N.Index, N.Deref)):
            return True
        if isinstance(n, N.Call) and (n.name not in BUILTINS or
                                      BUILTINS[n.name].kind in ("atomic", "warp", "misc")
                                      or n.name.startswith("vstore")
                                      or n.name.startswith("vload")
                                      or n.name in ("sincos", "native_sincos")):
            return True
    return False


def _mem_access(t: Type):
    """(dtype, count, align, lanes_out) describing a memory access of type ``t``."""
    if isinstance(t, ScalarType):
        return (np.dtype(np.uint8) if t.kind == "bool" else dtype_of(t)), 1, t.size, None
    if isinstance(t, VectorType):
        return dtype_of(t), t.lanes, t.align, t.lanes
    if isinstance(t, PointerType):
        return np.dtype(np.int64), 1, 8, None
    if isinstance(t, (StructType, ArrayType)):
        return np.dtype(np.uint8), t.size, t.align, t.size
    if isinstance(t, TextureType):  # a texture reference's handle (sim_texture.py)
        return np.dtype(np.int64), 1, 8, None
    raise Unsupported(f"memory access of type {t}")


def _noop_cast(src: Type, dst: Type) -> bool:
    if src == dst:
        return True
    if isinstance(src, (PointerType, ArrayType)) and isinstance(dst, PointerType):
        return True
    if (isinstance(src, ScalarType) and isinstance(dst, ScalarType) and src.kind == "int"
            and dst.kind == "int" and src.bits == dst.bits):
        return True
    return False


# ---------------------------------------------------------------------------- context


class Frame:
    __slots__ = ("vars", "mem", "loops", "ret_val", "ret_mask", "fn", "uninit")

    def __init__(self, fn):
        self.fn = fn
        self.vars: dict = {}
        self.uninit: dict = {}  # register variable -> lanes never written (partly written)
        self.mem: dict = {}
        self.loops: list = []
        self.ret_val = None
        self.ret_mask = None


class Ctx:
    """State of one batch of blocks."""

    def __init__(self, sim, first_block: int, nblocks: int):
        self.sim = sim
        self.mem: Memory = sim.mem
        tpbp = sim.tpbp
        self.n = nblocks * tpbp
        self.nblocks = nblocks
        self.first = first_block
        geo = sim.geometry(nblocks)
        self.block_of, self.lin, self.alive, self.local, self.lin32 = geo
        self.exited = np.zeros(self.n, bool)
        gx, gy, gz = sim.grid
        if nblocks == 1:
            g = first_block
            self.group = (np.int64(g % gx), np.int64((g // gx) % gy), np.int64(g // (gx * gy)))
        else:
            g = np.arange(first_block, first_block + nblocks, dtype=np.int64)
            self.group = _LazyGroups((g % gx, (g // gx) % gy, g // (gx * gy)), tpbp)
        self.special_cache: dict = {}
        self.frames: list[Frame] = []
        self.shared: dict = {}
        self.epoch = np.zeros(nblocks, np.int32)  # barriers each block has passed

    def describe(self, i: int) -> str:
        sim = self.sim
        b = self.first + int(self.block_of[i])
        li = int(self.lin[i])
        bx, by, _ = sim.block
        gx, gy, _ = sim.grid
        t = (li % bx, (li // bx) % by, li // (bx * by))
        g = (b % gx, (b // gx) % gy, b // (gx * gy))
        return f"thread ({t[0]},{t[1]},{t[2]}) in block ({g[0]},{g[1]},{g[2]})"

    def special(self, kind: str, dim: int, t: Type):
        key = (kind, dim, t)
        v = self.special_cache.get(key)
        if v is not None:
            return v
        sim = self.sim
        if kind == "local_id":
            raw = self.local[dim]
        elif kind == "group_id":
            raw = self.group[dim]
        elif kind == "local_size":
            raw = np.int64(sim.block[dim])
        elif kind == "num_groups":
            raw = np.int64(sim.grid[dim])
        elif kind == "global_id":
            raw = self.group[dim] * sim.block[dim] + self.local[dim]
        elif kind == "global_size":
            raw = np.int64(sim.grid[dim] * sim.block[dim])
        elif kind == "work_dim":
            raw = np.int64(sim.work_dim)
        elif kind == "warp_size":
            raw = np.int64(32)
        else:
            raise Unsupported(f"special value {kind}")
        dt = dtype_of(t)
        v = raw.astype(dt) if isinstance(raw, np.ndarray) else dt.type(raw)
        self.special_cache[key] = v
        return v


class _LazyGroups:
    """Group ids per thread, expanded from per-block values when first used."""

    def __init__(self, per_block, tpbp):
        self.per_block = per_block
        self.tpbp = tpbp
        self.cache = {}

    def __getitem__(self, d):
        v = self.cache.get(d)
        if v is None:
            v = self.cache[d] = np.repeat(self.per_block[d], self.tpbp)
        return v


# --------------------------------------------------------------------------- compiler


class Sim(NodeVisitor):
    """Compiles the kernel (and its callees) once and runs the batches.

    Expressions compile through ``e_<ClassName>``, statements through ``s_<ClassName>``
    (the cached dispatch of :class:`~warpsmith.ir.visit.NodeVisitor`)."""

    def __init__(self, module: N.Module, fn: N.Function, grid, block, dynamic_shared: int,
                 trace: bool, max_threads: int, limit: "StepLimit | None" = None):
        self.module = module
        # id(subexpression) -> [value]: side effects of an updated lvalue's address, run once
        # (_lvalue_once) and read by its load and store
        self._once_cells: dict = {}
        self.limit = limit if limit is not None else StepLimit(fn.name, None, None)
        self.kernel = fn
        self.grid = tuple(int(x) for x in grid)
        self.block = tuple(int(x) for x in block)
        self.work_dim = 3 if (self.grid[2] > 1 or self.block[2] > 1) else (
            2 if (self.grid[1] > 1 or self.block[1] > 1) else 1)
        self.tpb = self.block[0] * self.block[1] * self.block[2]
        self.tpbp = (self.tpb + 31) // 32 * 32
        self.dynamic_shared = int(dynamic_shared)
        self.T = bool(trace)
        self.trace = Trace(fn.name) if trace else None
        self.mem = Memory(fn.name, self.trace)
        self.mem._tpbp = self.tpbp
        self.max_threads = max_threads
        self.compiled: dict = {}
        self.fn_info: dict = {}
        self.globals = {g.name: g for g in module.globals}
        self.global_regions: dict = {}
        self.shared_decls: list = []  # (key, name, size, extern)
        self.ctx: Ctx | None = None
        self._geo: dict = {}
        self.printf = PrintfBuffer()
        self.warp_size = 32  # a sub-group (sim_ocl2.py); simulate() sets the device's
        self.clock_reads = 0  # clock()/clock64()/%globaltimer reads so far (sim_ocl2.py)
        self.uninit_reads: dict = {}  # (name, file, line, col) -> threads that read it unset
        self._quiet_reads = False

    def geometry(self, nblocks: int):
        """Thread-axis arrays of a batch of ``nblocks`` blocks (cached per batch size)."""
        got = self._geo.get(nblocks)
        if got is not None:
            return got
        tpbp = self.tpbp
        lin = np.tile(np.arange(tpbp, dtype=np.int64), nblocks)
        block_of = np.repeat(np.arange(nblocks, dtype=np.int64), tpbp)
        alive = lin < self.tpb
        bx, by, _ = self.block
        one = np.minimum(np.arange(tpbp, dtype=np.int64), self.tpb - 1)
        local = tuple(np.tile(x, nblocks) for x in (one % bx, (one // bx) % by,
                                                    one // (bx * by)))
        got = (block_of, lin, alive, local, lin.astype(np.int32))
        self._geo = {nblocks: got} if len(self._geo) > 1 else {**self._geo, nblocks: got}
        return got

    # ------------------------------------------------------------------ function info

    def info(self, fn: N.Function):
        """Which names of ``fn`` live in memory (private arrays, structs, address-taken)."""
        inf = self.fn_info.get(fn.name)
        if inf is not None:
            return inf
        addr_taken = set()
        for n in walk(fn.body):
            if isinstance(n, N.AddressOf):
                root = n.operand
                while isinstance(root, (N.Field, N.Swizzle, N.Index)):
                    if isinstance(root, N.Index) and not isinstance(root.base.type, ArrayType):
                        root = None
                        break
                    root = root.base
                if isinstance(root, N.Var):
                    addr_taken.add(root.name)
        private: dict[str, Type] = {}
        shared: dict[str, N.Decl] = {}
        # last declaration first: the order the shared regions have always been laid out in
        for n in reversed([d for d in walk(fn.body) if isinstance(d, N.Decl)]):
            if n.space == AddressSpace.SHARED:
                shared[n.name] = n
            elif isinstance(n.type, (ArrayType, StructType)) or n.name in addr_taken:
                private[n.name] = n.type
        for p in fn.params:
            if isinstance(p.type, StructType) or p.name in addr_taken:
                private[p.name] = p.type
        inf = self.fn_info[fn.name] = (private, shared)
        for name, d in shared.items():
            key = (fn.name, name)
            size = d.type.size if not d.extern else self.dynamic_shared
            self.shared_decls.append((key, name, size, d.extern))
        return inf

    def private_bytes(self, fn: N.Function, seen=()) -> int:
        private, _ = self.info(fn)
        total = sum(max(t.size, 1) for t in private.values())
        callees = {n.name for n in walk(fn.body)
                   if isinstance(n, N.Call) and n.name not in BUILTINS}
        extra = 0
        for c in callees:
            if c in seen:
                continue
            try:
                f = self.module.function(c)
            except KeyError:
                continue
            extra = max(extra, self.private_bytes(f, seen + (fn.name,)))
        return total + extra

    # --------------------------------------------------------------------- expressions

    def cexpr(self, e: N.Expr):
        """Compile an rvalue: returns f(ctx, m) -> value."""
        cell = self._once_cells.get(id(e))
        if cell is not None:  # evaluated once before its lvalue's load and store
            return lambda ctx, m: cell[0]
        meth = self.handler("e_", type(e))
        if meth is None:
            raise Unsupported(f"expression {type(e).__name__} in the simulator",
                              getattr(e, "loc", None))
        return self._compiling(meth, e, "expression")

    def _compiling(self, meth, node, what: str):
        """``meth(node)``, turning an internal failure into Unsupported located at node."""
        try:
            return meth(node)
        except WarpsmithError as err:
            if err.loc is None or not err.loc.line:
                loc = getattr(node, "loc", None)
                if loc is not None and loc.line:
                    err.loc = loc
            raise
        except RecursionError:
            raise Unsupported(f"kernel {self.kernel.name}: nesting too deep for the simulator",
                              getattr(node, "loc", None)) from None
        except Exception as ex:  # noqa: BLE001 - internal: report as unsupported, located
            raise Unsupported(f"the simulator cannot run this {what} "
                              f"({type(node).__name__}) of kernel {self.kernel.name}: "
                              f"{type(ex).__name__}: {ex}", getattr(node, "loc", None)) \
                from ex

    def _count(self, line: int):
        tr = self.trace
        if not self.T:
            return None

        def c(m, key="instructions"):
            tr.add(key, line, m.warps())
        return c

    def e_Const(self, e):
        if isinstance(e.value, (str, bytes)):
            # a string literal: NUL-terminated bytes in a read-only region
            raw = e.value.encode("utf-8") if isinstance(e.value, str) else e.value
            data = np.frombuffer(raw + b"\0", np.uint8)
            r = self.mem.add("string literal", "constant", data.size, data=data,
                             readonly=True)
            a = np.int64(r.base)
            return lambda ctx, m: a
        v = const(e.value, e.type)
        return lambda ctx, m: v

    def e_Special(self, e):
        kind, dim, t = e.kind, e.dim, e.type
        cnt = self._count(_line(e))
        if cnt:
            def f(ctx, m):
                cnt(m)
                return ctx.special(kind, dim, t)
            return f
        return lambda ctx, m: ctx.special(kind, dim, t)

    def var_kind(self, name: str):
        fn = self.cur_fn
        private, shared = self.info(fn)
        if name in shared:
            return "shared", (fn.name, name)
        if name in private:
            return "private", name
        if name in self.local_names or name in self.param_names:
            return "reg", name
        g = self.globals.get(name)
        if g is not None:
            if g.space == AddressSpace.SHARED:
                return "shared", ("", name)
            return "global", name
        return "reg", name

    def addr_of_var(self, e: N.Var):
        kind, key = self.var_kind(e.name)
        if kind == "shared":
            return lambda ctx, m: ctx.shared[key]
        if kind == "private":
            return lambda ctx, m: ctx.frames[-1].mem[key]
        if kind == "global":
            return lambda ctx, m: self.global_regions[key]
        raise Unsupported(f"address of register variable '{e.name}'", e.loc)

    def e_Var(self, e):
        kind, key = self.var_kind(e.name)
        if kind == "reg":
            t = e.type
            quiet = self._quiet_reads  # the read half of a lane store (v.x = ..)
            seen = self.uninit_reads

            def f(ctx, m):
                fr = ctx.frames[-1]
                v = fr.vars.get(key)
                if v is None:
                    if not quiet:
                        _note_uninit(seen, e, int(m.idx().size))
                    return const(0, t) if not isinstance(t, StructType) else zeros(t, ctx.n)
                if fr.uninit and not quiet:
                    u = fr.uninit.get(key)
                    if u is not None and (u & m.a).any():
                        _note_uninit(seen, e, int((u & m.a).sum()))
                return v
            return f
        if isinstance(e.type, ArrayType):
            return self.addr_of_var(e)
        return self.cload(e)

    # memory lvalues -----------------------------------------------------------------

    def is_mem(self, e) -> bool:
        if isinstance(e, N.Var):
            return self.var_kind(e.name)[0] != "reg"
        if isinstance(e, (N.Index, N.Deref)):
            return True
        if isinstance(e, N.Field):
            return self.is_mem(e.base)
        if isinstance(e, N.Swizzle):
            return len(e.lanes) == 1 and self.is_mem(e.base)
        return False

    def caddr(self, e):
        """Compile the address of a memory lvalue: f(ctx, m) -> int64 (array or scalar)."""
        if isinstance(e, N.Var):
            return self.addr_of_var(e)
        if isinstance(e, N.Index):
            base = self.caddr(e.base) if isinstance(e.base.type, ArrayType) else \
                self.cexpr(e.base)
            idx = self.cexpr(e.index)
            size = np.int64(e.type.size if not isinstance(e.type, VoidType) else 1)
            cnt = self._count(_line(e))

            def f(ctx, m):
                if cnt:
                    cnt(m)
                i = idx(ctx, m)
                i = i.astype(np.int64) if isinstance(i, np.ndarray) else np.int64(i)
                return base(ctx, m) + i * size
            return f
        if isinstance(e, N.Deref):
            return self.cexpr(e.pointer)
        if isinstance(e, N.Field):
            st = e.base.type
            off = np.int64(st.offset_of(e.name))
            base = self.caddr(e.base)
            if off == 0:
                return base
            return lambda ctx, m: base(ctx, m) + off
        if isinstance(e, N.Swizzle) and len(e.lanes) == 1:
            base = self.caddr(e.base)
            off = np.int64(e.lanes[0] * e.base.type.elem.size)
            return lambda ctx, m: base(ctx, m) + off
        raise Unsupported(f"address of {type(e).__name__}", e.loc)

    def cload(self, e):
        t = e.type
        if isinstance(t, ArrayType):
            return self.caddr(e)
        addr = self.caddr(e)
        dt, count, align, lanes = _mem_access(t)
        line = _line(e)
        site = _site(e)
        isbool = isinstance(t, ScalarType) and t.kind == "bool"
        cnt = self._count(line)

        def f(ctx, m):
            a = addr(ctx, m)
            if cnt:
                cnt(m)
            v = ctx.mem.load(a, m, dt, count, align, line, lanes, site)
            return v != 0 if isbool else v
        return f

    def cstore(self, e):
        """f(ctx, m, value) storing to lvalue ``e``."""
        t = e.type
        line = _line(e)
        if self.is_mem(e):
            addr = self.caddr(e)
            dt, count, align, lanes = _mem_access(t)
            site = _site(e)
            isbool = isinstance(t, ScalarType) and t.kind == "bool"
            cnt = self._count(line)

            def st(ctx, m, v):
                a = addr(ctx, m)
                if cnt:
                    cnt(m)
                if isbool:
                    v = np.asarray(v).astype(np.uint8)
                ctx.mem.store(a, m, v, dt, count, align, line, site)
            return st
        if isinstance(e, N.Var):
            key = e.name

            def st(ctx, m, v):
                fr = ctx.frames[-1]
                if m.all():
                    fr.vars[key] = v
                    if fr.uninit:
                        fr.uninit.pop(key, None)
                else:
                    old = fr.vars.get(key)
                    if old is None:
                        old = const(0, t) if not isinstance(t, StructType) else zeros(t, ctx.n)
                        fr.uninit[key] = ~m.a
                    elif fr.uninit and key in fr.uninit:
                        left = fr.uninit[key] & ~m.a
                        if left.any():
                            fr.uninit[key] = left
                        else:
                            del fr.uninit[key]
                    fr.vars[key] = select(m.a, v, old)
            return st
        if isinstance(e, N.Swizzle):
            lanes = list(e.lanes)
            self._quiet_reads = True
            try:
                base_load = self.cexpr(e.base)
            finally:
                self._quiet_reads = False
            base_store = self.cstore(e.base)
            nl = e.base.type.lanes

            def st(ctx, m, v):
                old = np.asarray(base_load(ctx, m))
                new = np.array(np.broadcast_to(old, (ctx.n, nl)))
                vv = np.asarray(v)
                if len(lanes) == 1:
                    new[:, lanes[0]] = vv
                else:
                    new[:, lanes] = vv
                base_store(ctx, m, new)
            return st
        raise Unsupported(f"assignment to {type(e).__name__}", e.loc)

    def e_Index(self, e):
        return self.cload(e)

    def e_Deref(self, e):
        return self.cload(e)

    def e_AddressOf(self, e):
        return self.caddr(e.operand)

    def e_Field(self, e):
        if self.is_mem(e):
            return self.cload(e)
        base = self.cexpr(e.base)
        st = e.base.type
        off = st.offset_of(e.name)
        t = e.type
        dt, count, _, lanes = _mem_access(t)
        nb = dt.itemsize * count

        def f(ctx, m):
            b = np.ascontiguousarray(np.broadcast_to(base(ctx, m), (ctx.n, st.size)))
            chunk = np.ascontiguousarray(b[:, off:off + nb]).view(dt)
            v = chunk if lanes is not None else chunk[:, 0]
            return v != 0 if isinstance(t, ScalarType) and t.kind == "bool" else v
        return f

    def e_Swizzle(self, e):
        bt = e.base.type
        if not isinstance(bt, VectorType) or any(not 0 <= k < bt.lanes for k in e.lanes):
            raise Unsupported(f"lanes {tuple(e.lanes)} of a value of type {bt}", e.loc)
        base = self.cexpr(e.base)
        lanes = list(e.lanes)
        if len(lanes) == 1:
            k = lanes[0]
            return lambda ctx, m: np.asarray(base(ctx, m))[..., k]
        return lambda ctx, m: np.asarray(base(ctx, m))[..., lanes]

    def e_VectorLiteral(self, e):
        parts = [(self.cexpr(p), p.type) for p in e.parts]
        t = e.type
        dt = dtype_of(t)

        def f(ctx, m):
            cols = []
            for p, pt in parts:
                v = np.asarray(p(ctx, m))
                if isinstance(pt, VectorType):
                    v = convert(v, pt, VectorType(t.elem, pt.lanes))
                    cols.extend(v[..., i] for i in range(pt.lanes))
                else:
                    v = convert(v, pt, t.elem) if pt != t.elem else v
                    cols.append(v)
            if len(cols) == 1 and t.lanes > 1:
                cols = cols * t.lanes
            if all(np.ndim(c) == 0 for c in cols):
                return np.array(cols, dt)
            n = ctx.n
            return np.stack([np.broadcast_to(c, (n,)) for c in cols], axis=-1).astype(
                dt, copy=False)
        return f

    def e_Cast(self, e):
        src, dst, kind = e.operand.type, e.type, e.kind
        if src != dst and (isinstance(src, StructType) or isinstance(dst, (StructType,
                                                                         ArrayType))):
            raise Unsupported(f"conversion from {src} to {dst}", e.loc)
        op = self.cexpr(e.operand)
        if isinstance(dst, VoidType):
            return op  # `(void)x;`: evaluated for its side effects, the value unused
        if (_noop_cast(src, dst) and kind != "saturate") or isinstance(src, ArrayType):
            if isinstance(dst, ScalarType) and isinstance(src, ScalarType) and src != dst:
                # same-size int <-> int: a reinterpretation (wraps). The operand is
                # evaluated once: it may have side effects (docs/DIFF-FAILURES.md D2).
                dt = dtype_of(dst)

                def reinterpret(ctx, m):
                    v = op(ctx, m)
                    if np.ndim(v):
                        return np.asarray(v).astype(dt)
                    return np.asarray(v).astype(dt)[()]
                return reinterpret
            return op
        cnt = self._count(_line(e))

        def f(ctx, m):
            v = op(ctx, m)
            if cnt:
                cnt(m)
            r = convert(v, src, dst, kind)
            if np.ndim(r) == 0 and isinstance(r, np.ndarray):
                r = r[()]
            return r
        return f

    def e_Unary(self, e):
        op = self.cexpr(e.operand)
        t = e.type
        cnt = self._count(_line(e))
        o = e.op
        dt = dtype_of(t)
        src_t = e.operand.type

        def f(ctx, m):
            v = op(ctx, m)
            if cnt:
                cnt(m)
            if o == "-":
                return np.negative(v)
            if o == "+":
                return v
            if o == "~":
                return np.invert(v)
            if o == "!":
                z = np.asarray(v) == 0
                if isinstance(src_t, VectorType):
                    return compare_result(z, t)
                return z.astype(dt) if not (isinstance(t, ScalarType) and t.kind == "bool") \
                    else z
            raise Unsupported(f"unary operator {o}", e.loc)
        return f

    def _div_check(self, ctx, m, b, line):
        z = np.asarray(b) == 0
        if z.ndim == 0:
            if bool(z) and m.any():
                self._div_fail(ctx, int(m.idx()[0]), line)
            return b
        zz = z & _bcast_mask(m.a, z) if z.ndim == 1 else z & m.a[:, None]
        if zz.any():
            i = int(np.argmax(zz.reshape(ctx.n, -1).any(axis=1)))
            self._div_fail(ctx, i, line)
        if z.any():
            return np.where(z, b.dtype.type(1), b)
        return b

    def _div_fail(self, ctx, i, line):
        raise SimulationError(f"kernel {self.kernel.name}, line {line}: integer division by "
                              f"zero by {ctx.describe(i)}")

    def arith(self, ctx, m, op: str, a, b, t: Type, line: int):
        """``a op b`` in type ``t`` (operands already of type t, except shift counts)."""
        dt = dtype_of(t)
        f = ARITH.get(op)
        if f is not None:
            return f(a, b, dtype=dt) if dt.kind != "b" else f(a, b)
        if op in ("/", "%"):
            if is_float_dtype(dt):
                return np.divide(a, b, dtype=dt) if op == "/" else np.fmod(a, b, dtype=dt)
            b = self._div_check(ctx, m, b, line)
            a = np.asarray(a)
            q, r = int_div(a, np.asarray(b), dt)
            return q if op == "/" else r
        if op in ("<<", ">>"):
            return shift(op, np.asarray(a).astype(dt, copy=False), b, dt)
        raise Unsupported(f"operator {op}")

    def e_Binary(self, e):
        o = e.op
        line = _line(e)
        cnt = self._count(line)
        t = e.type
        if o in ("&&", "||"):
            lhs, rhs = self.cexpr(e.lhs), self.cexpr(e.rhs)
            is_branch = self.T and _has_effects(e.rhs)
            tr = self.trace
            dt = dtype_of(t)

            def f(ctx, m):
                a = truthy(lhs(ctx, m))
                if cnt:
                    cnt(m)
                if np.ndim(a) == 0:
                    if (o == "&&") != bool(a):
                        r = bool(a)
                    else:
                        r = truthy(rhs(ctx, m))
                else:
                    sub = m.and_(a) if o == "&&" else m.andnot(a)
                    if is_branch:
                        self._branch(tr, m, a, line)
                    if sub.any():
                        b = truthy(rhs(ctx, sub))
                        r = (a & b) if o == "&&" else (a | b)
                    else:
                        r = a
                return np.asarray(r).astype(dt) if np.ndim(r) else dt.type(r)
            return f
        lhs, rhs = self.cexpr(e.lhs), self.cexpr(e.rhs)
        lt, rt = e.lhs.type, e.rhs.type
        lp = isinstance(lt, (PointerType, ArrayType))
        rp = isinstance(rt, (PointerType, ArrayType))
        if o in CMP:
            cmp = CMP[o]

            def f(ctx, m):
                a, b = lhs(ctx, m), rhs(ctx, m)
                if cnt:
                    cnt(m)
                return compare_result(cmp(a, b), t)
            return f
        if lp or rp:
            if lp and rp and o == "-":
                size = np.int64(_elem_size(lt))

                def f(ctx, m):
                    a, b = lhs(ctx, m), rhs(ctx, m)
                    if cnt:
                        cnt(m)
                    return ((a - b) // size).astype(np.int64)
                return f
            ptr, other = (lhs, rhs) if lp else (rhs, lhs)
            size = np.int64(_elem_size(lt if lp else rt))
            sign = np.int64(-1 if o == "-" else 1)

            def f(ctx, m):
                p, i = ptr(ctx, m), other(ctx, m)
                if cnt:
                    cnt(m)
                i = np.asarray(i).astype(np.int64) if np.ndim(i) else np.int64(i)
                return p + sign * i * size
            return f
        fast = _plain_arith(o, t)
        if fast is not None:  # what arith does for o, its ufunc and dtype found once
            def f(ctx, m):
                a, b = lhs(ctx, m), rhs(ctx, m)
                if cnt:
                    cnt(m)
                return fast(a, b)
            return f

        def f(ctx, m):
            a, b = lhs(ctx, m), rhs(ctx, m)
            if cnt:
                cnt(m)
            return self.arith(ctx, m, o, a, b, t, line)
        return f

    def _branch(self, tr, m: M, c, line):
        """Count a conditional branch: active warps, and those whose lanes split."""
        w = m.warps()
        tr.add("branches", line, w)
        tr.add("instructions", line, w)
        if np.ndim(c) == 0:
            return
        a = m.a.reshape(-1, 32)
        cc = np.broadcast_to(c, m.a.shape).reshape(-1, 32)
        t = (a & cc).any(axis=1)
        f = (a & ~cc).any(axis=1)
        tr.add("divergent_branches", line, int((t & f).sum()))

    def e_Conditional(self, e):
        cond, then, other = self.cexpr(e.cond), self.cexpr(e.then), self.cexpr(e.other)
        t = e.type
        line = _line(e)
        cnt = self._count(line)
        is_branch = self.T and (_has_effects(e.then) or _has_effects(e.other))
        tr = self.trace

        def f(ctx, m):
            c = truthy(cond(ctx, m))
            if np.ndim(c) == 0:
                if cnt:
                    cnt(m)
                return then(ctx, m) if bool(c) else other(ctx, m)
            if is_branch:
                self._branch(tr, m, c, line)
            elif cnt:
                cnt(m)
            mt, mo = m.and_(c), m.andnot(c)
            a = then(ctx, mt) if mt.any() else zeros(t, 1)[0]
            b = other(ctx, mo) if mo.any() else zeros(t, 1)[0]
            return select(c, a, b)
        return f

    def e_Comma(self, e):
        parts = [self.cexpr(x) for x in e.exprs]

        def f(ctx, m):
            v = None
            for p in parts:
                v = p(ctx, m)
            return v
        return f

    def _lvalue_once(self, target):
        """``(store, load, first)`` of lvalue ``target`` read and written by one expression
        (``a[e++] += v``, ``p[f()]++``): C evaluates the lvalue once, so the side effects in
        its address (increments, assignments, calls) run once, in ``first(ctx, m)``, and
        the load and the store read their values."""
        effects = _outer_effects(target)
        cells = self._once_cells
        runs = [(self.cexpr(n), cells.setdefault(id(n), [None])) for n in effects]
        try:
            store, load = self.cstore(target), self.cexpr(target)
        finally:
            for n in effects:
                cells.pop(id(n), None)

        def first(ctx, m):
            for run, cell in runs:
                cell[0] = run(ctx, m)
        return store, load, (first if runs else None)

    def e_Assign(self, e):
        t = e.type
        line = _line(e)
        if e.op is None:
            store = self.cstore(e.target)
            val = self.cexpr(e.value)

            def f(ctx, m):
                v = val(ctx, m)
                store(ctx, m, v)
                return v
            return f
        store, load, first = self._lvalue_once(e.target)
        val = self.cexpr(e.value)
        ct = e.compute_type or t
        o = e.op
        cnt = self._count(line)
        if isinstance(t, PointerType):
            size = np.int64(_elem_size(t))
            sign = np.int64(-1 if o == "-" else 1)

            def f(ctx, m):
                if first:
                    first(ctx, m)
                v = val(ctx, m)
                old = load(ctx, m)
                if cnt:
                    cnt(m)
                i = np.asarray(v).astype(np.int64) if np.ndim(v) else np.int64(v)
                r = old + sign * i * size
                store(ctx, m, r)
                return r
            return f

        def f(ctx, m):
            if first:
                first(ctx, m)
            v = val(ctx, m)
            old = load(ctx, m)
            if cnt:
                cnt(m)
            r = self.arith(ctx, m, o, convert(old, t, ct), v, ct, line)
            r = convert(r, ct, t)
            store(ctx, m, r)
            return r
        return f

    def e_IncDec(self, e):
        store, load, first = self._lvalue_once(e.target)
        t = e.type
        cnt = self._count(_line(e))
        if isinstance(t, PointerType):
            d = np.int64(e.delta * _elem_size(t))
        elif isinstance(t, ScalarType) and t.kind == "bool":
            d = None
        else:
            d = const(e.delta, t)
        prefix = e.prefix

        def f(ctx, m):
            if first:
                first(ctx, m)
            old = load(ctx, m)
            if cnt:
                cnt(m)
            if d is None:
                new = np.ones_like(old) if e.delta > 0 else np.logical_xor(old, True)
            else:
                new = old + d
            store(ctx, m, new)
            return new if prefix else old
        return f

    def e_InitList(self, e):
        raise Unsupported("initializer list outside a declaration", e.loc)

    def e_Call(self, e):
        if e.name in BUILTINS:
            from .sim_builtins import compile_builtin
            return compile_builtin(self, e)
        try:
            callee = self.module.function(e.name)
        except KeyError:
            raise Unsupported(f"call of unknown function '{e.name}'", e.loc) from None
        args = [self.cexpr(a) for a in e.args]
        body = self.cfunction(callee)

        def f(ctx, m):
            vals = [a(ctx, m) for a in args]
            return body(ctx, m, vals)
        return f

    # ---------------------------------------------------------------------- functions

    def cfunction(self, fn: N.Function):
        """Compile ``fn``: f(ctx, m, arg_values) -> return value (inline evaluation)."""
        got = self.compiled.get(fn.name)
        if got is not None:
            return got[0] if got[0] is not None else (
                lambda ctx, m, vals: self.compiled[fn.name][0](ctx, m, vals))
        self.compiled[fn.name] = (None,)
        saved = (getattr(self, "cur_fn", None), getattr(self, "local_names", set()),
                 getattr(self, "param_names", set()))
        self.cur_fn = fn
        self.local_names = {n.name for n in walk(fn.body) if isinstance(n, N.Decl)}
        self.param_names = {p.name for p in fn.params}
        private, _ = self.info(fn)
        body = self.cstmt(fn.body)
        params = list(fn.params)
        priv = list(private.items())
        pstores = {p.name: self.cstore(N.Var(p.name, p.type)) for p in params
                   if p.name in private}
        self.cur_fn, self.local_names, self.param_names = saved
        rt = fn.return_type

        def run(ctx, m, vals):
            fr = Frame(fn)
            regions = []
            for name, t in priv:
                r = ctx.mem.add(name, "private", max(t.size, 1), ctx.n)
                regions.append(r)
                fr.mem[name] = np.int64(r.base)
            fr.ret_mask = np.zeros(ctx.n, bool)
            ctx.frames.append(fr)
            try:
                for p, v in zip(params, vals):
                    if p.name in pstores:
                        pstores[p.name](ctx, m, v)
                    else:
                        fr.vars[p.name] = v
                body(ctx, m)
            finally:
                ctx.frames.pop()
                for r in regions:
                    ctx.mem.drop(r)
            if isinstance(rt, VoidType):
                return None
            return fr.ret_val if fr.ret_val is not None else zeros(rt, ctx.n)
        self.compiled[fn.name] = (run,)
        return run

    # ----------------------------------------------------------------------- statements

    def cstmt(self, s):
        meth = self.handler("s_", type(s))
        if meth is None:
            raise Unsupported(f"statement {type(s).__name__} in the simulator",
                              getattr(s, "loc", None))
        return self._compiling(meth, s, "statement")

    def s_Block(self, s):
        stmts = [self.cstmt(x) for x in s.stmts]

        def f(ctx, m):
            for st in stmts:
                if not m.any():
                    return m
                m = st(ctx, m)
            return m
        return f

    def s_ExprStmt(self, s):
        ex = self.cexpr(s.expr)

        def f(ctx, m):
            ex(ctx, m)
            return m
        return f

    def s_Decl(self, s):
        if s.space == AddressSpace.SHARED:
            return lambda ctx, m: m
        if s.init is None:
            return lambda ctx, m: m
        target = N.Var(s.name, s.type, loc=s.loc)
        if isinstance(s.init, N.InitList) or (isinstance(s.type, ArrayType)):
            base = self.caddr(target)
            init = self.cinit(s.type, s.init)
            zero_dt = np.dtype(np.uint8)
            size = s.type.size
            zero = np.zeros(size, np.uint8)

            def f(ctx, m):
                a = base(ctx, m)
                ctx.mem.store(a, m, zero, zero_dt, size, 1, _line(s))
                init(ctx, m, a)
                return m
            return f
        store = self.cstore(target)
        val = self.cexpr(s.init)

        def f(ctx, m):
            store(ctx, m, val(ctx, m))
            return m
        return f

    def cinit(self, t: Type, init):
        """f(ctx, m, addr) storing an initializer at address ``addr``."""
        line = _line(init)
        if isinstance(init, N.InitList):
            subs = []
            if isinstance(t, ArrayType):
                for k, item in enumerate(init.items):
                    subs.append((np.int64(k * t.elem.size), self.cinit(t.elem, item)))
            elif isinstance(t, StructType):
                for (fname, ftype), item in zip(t.fields, init.items):
                    subs.append((np.int64(t.offset_of(fname)), self.cinit(ftype, item)))
            elif isinstance(t, VectorType):
                val = self.cexpr(N.VectorLiteral(tuple(init.items), t))
                dt, count, align, _ = _mem_access(t)

                def fv(ctx, m, a):
                    ctx.mem.store(a, m, val(ctx, m), dt, count, align, line)
                return fv
            else:
                return self.cinit(t, init.items[0]) if init.items else (lambda c, m, a: None)

            def f(ctx, m, a):
                for off, sub in subs:
                    sub(ctx, m, a + off)
            return f
        val = self.cexpr(init)
        dt, count, align, _ = _mem_access(t)
        isbool = isinstance(t, ScalarType) and t.kind == "bool"

        def f(ctx, m, a):
            v = val(ctx, m)
            if isbool:
                v = np.asarray(v).astype(np.uint8)
            ctx.mem.store(a, m, v, dt, count, align, line)
        return f

    def s_If(self, s):
        cond = self.cexpr(s.cond)
        then = self.cstmt(s.then)
        other = self.cstmt(s.other) if s.other is not None else None
        line = _line(s)
        T = self.T
        tr = self.trace

        def f(ctx, m):
            c = truthy(cond(ctx, m))
            if T:
                self._branch(tr, m, c, line)
            mt, mo = m.and_(c), m.andnot(c)
            rt = then(ctx, mt) if mt.any() else mt
            if other is not None and mo.any():
                mo = other(ctx, mo)
            return rt.or_(mo)
        return f

    def _loop(self, init, cond, step, body, line, do_while=False):
        T = self.T
        tr = self.trace
        limit = self.limit

        def f(ctx, m):
            if init is not None:
                m = init(ctx, m)
            fr = ctx.frames[-1]
            done = np.zeros(ctx.n, bool)
            first = True
            while m.any():
                limit.step(ctx, m, line)
                if cond is not None and not (do_while and first):
                    c = truthy(cond(ctx, m))
                    if T:
                        self._branch(tr, m, c, line)
                    if np.ndim(c) == 0:
                        if not bool(c):
                            done |= m.a
                            break
                    else:
                        done |= m.a & ~c
                        m = m.and_(c)
                        if not m.any():
                            break
                first = False
                brk = np.zeros(ctx.n, bool)
                cont = np.zeros(ctx.n, bool)
                fr.loops.append((brk, cont))
                try:
                    after = body(ctx, m)
                finally:
                    fr.loops.pop()
                if brk.any():
                    done |= brk
                nxt = after.or_(M(cont)) if cont.any() else after
                if step is not None and nxt.any():
                    step(ctx, nxt)
                m = nxt
            return M(done)
        return f

    def s_For(self, s):
        init = self.cstmt(s.init) if s.init is not None else None
        cond = self.cexpr(s.cond) if s.cond is not None else None
        step = self.cexpr(s.step) if s.step is not None else None
        return self._loop(init, cond, step, self.cstmt(s.body), _line(s))

    def s_While(self, s):
        return self._loop(None, self.cexpr(s.cond), None, self.cstmt(s.body), _line(s))

    def s_DoWhile(self, s):
        return self._loop(None, self.cexpr(s.cond), None, self.cstmt(s.body),
                          _line(s.cond) or _line(s), do_while=True)

    def s_Switch(self, s):
        val = self.cexpr(s.value)
        cases = [(tuple(v for v in vals), self.cstmt(body)) for vals, body in s.cases]
        line = _line(s)
        T = self.T
        tr = self.trace

        def f(ctx, m):
            v = np.broadcast_to(np.asarray(val(ctx, m)), (ctx.n,))
            matched = np.zeros(ctx.n, bool)
            sel = []
            for vals, _ in cases:
                if vals:
                    c = np.isin(v, np.array(vals, dtype=v.dtype)) & m.a & ~matched
                    matched |= c
                    sel.append(c)
                else:
                    sel.append(None)
            for k, (vals, _) in enumerate(cases):
                if not vals:
                    sel[k] = m.a & ~matched
            if T:
                w = m.warps()
                tr.add("branches", line, w)
                tr.add("instructions", line, w)
                targets = np.zeros(m.a.reshape(-1, 32).shape[0], np.int64)
                anyc = np.zeros(ctx.n, bool)
                for c in sel:
                    targets += c.reshape(-1, 32).any(axis=1)
                    anyc |= c
                none = (m.a & ~anyc).reshape(-1, 32).any(axis=1)
                tr.add("divergent_branches", line, int(((targets + none) > 1).sum()))
            fr = ctx.frames[-1]
            brk = np.zeros(ctx.n, bool)
            cont_outer = fr.loops[-1][1] if fr.loops else np.zeros(ctx.n, bool)
            fr.loops.append((brk, cont_outer))
            running = M(np.zeros(ctx.n, bool))
            try:
                for (vals, body), c in zip(cases, sel):
                    running = running.or_(M(c))
                    if running.any():
                        running = body(ctx, running)
            finally:
                fr.loops.pop()
            return running.or_(M(brk & m.a))
        return f

    def s_Break(self, s):
        def f(ctx, m):
            ctx.frames[-1].loops[-1][0][m.a] = True
            return M(np.zeros(ctx.n, bool))
        return f

    def s_Continue(self, s):
        def f(ctx, m):
            ctx.frames[-1].loops[-1][1][m.a] = True
            return M(np.zeros(ctx.n, bool))
        return f

    def s_Return(self, s):
        val = self.cexpr(s.value) if s.value is not None else None
        is_kernel = self.cur_fn.is_kernel
        rt = self.cur_fn.return_type

        def f(ctx, m):
            fr = ctx.frames[-1]
            if val is not None:
                v = val(ctx, m)
                old = fr.ret_val if fr.ret_val is not None else zeros(rt, 1)[0]
                fr.ret_val = v if m.all() else select(m.a, v, old)
            fr.ret_mask |= m.a
            if is_kernel and len(ctx.frames) == 1:
                ctx.exited |= m.a
            return M(np.zeros(ctx.n, bool))
        return f

    def s_InlineAsm(self, s):
        from .sim_asm import compile_asm  # inline PTX: docs/inline-asm.md
        return compile_asm(self, s)

    def s_Barrier(self, s):
        line = _line(s)
        T = self.T
        tr = self.trace
        kname = self.kernel.name

        def f(ctx, m):
            exp = (ctx.alive & ~ctx.exited).reshape(ctx.nblocks, -1)
            arr = m.a.reshape(ctx.nblocks, -1)
            arriving = arr.any(axis=1)
            bad = arriving & (arr != exp).any(axis=1)
            if bad.any():
                b = int(np.argmax(bad))
                miss = exp[b] & ~arr[b]
                j = int(np.argmax(miss))
                who = ctx.describe(b * ctx.sim.tpbp + j)
                blk = who.split(" in block ")[1]
                arrived = ctx.describe(b * ctx.sim.tpbp + int(np.argmax(arr[b])))
                raise SimulationError(
                    f"kernel {kname}, line {line}: barrier reached by only part of block "
                    f"{blk}: {who} did not arrive while {arrived} did (a barrier must be "
                    f"reached by every thread of the block that has not returned)")
            if T:
                w = m.warps()
                tr.add("barriers", line, w)
                tr.add("instructions", line, w)
            blocks = np.flatnonzero(arriving)
            gr = ctx.mem.grace
            if gr is not None:
                ctx.epoch[blocks] += 1
                gr.epoch_of = ctx.epoch[ctx.block_of]
            for r in ctx.mem.regions:
                if r is not None and r.race is not None:
                    r.race.reset(None if blocks.size == ctx.nblocks else blocks)
            return m
        return f

    # ------------------------------------------------------------------------- running

    def run(self, args: dict):
        """Run the kernel with ``args`` (parameter or module variable name -> value) over
        the whole grid, batch by batch; the buffers after the run and the trace."""
        fn = self.kernel
        self._place_module_variables()
        param_names = {p.name for p in fn.params}
        module_given = self._load_module_values(args, param_names)
        vals, buffers, local_params = self._bind_params(args)
        kernel_fn = self.cfunction(fn)
        nb_total = self.grid[0] * self.grid[1] * self.grid[2]
        per_batch = self._blocks_per_batch(nb_total)
        if self.limit.max_steps is None:
            self.limit.max_steps = default_max_steps(args, nb_total * self.tpb)
        with np.errstate(all="ignore"):
            for first in range(0, nb_total, per_batch):
                self.limit.check_time(first)
                self._run_batch(kernel_fn, first, min(per_batch, nb_total - first), vals,
                                local_params)
        outputs = self._outputs(buffers, param_names, module_given)
        outputs.update(getattr(self, "image_outputs", {}))  # written images (sim_image.py)
        return RunResult(outputs, self.trace, printf=self.printf.text(),
                         warnings=uninit_warnings(self.uninit_reads))

    def _place_module_variables(self) -> None:
        """Give every global/constant module variable its region (initialized) and note
        the module's shared arrays, which each batch allocates."""
        mem = self.mem
        for g in self.module.globals:
            if g.space == AddressSpace.SHARED:
                self.shared_decls.append((("", g.name), g.name, g.type.size if not g.extern
                                          else self.dynamic_shared, g.extern))
                continue
            kind = "constant" if g.space == AddressSpace.CONSTANT else "global"
            r = mem.add(g.name, kind, max(g.type.size, 1), readonly=(kind == "constant"))
            self.global_regions[g.name] = np.int64(r.base)
        for g in self.module.globals:
            if g.init is not None and g.space != AddressSpace.SHARED:
                self._init_global(g)

    def _load_module_values(self, args: dict, param_names: set) -> dict:
        """Copy the module variables the host gives (cudaMemcpyToSymbol: ``args[name]``)
        into their regions; returns {name: value given}. Marks every region unwritten."""
        mem = self.mem
        module_given = {}
        for g in self.module.globals:
            if isinstance(g.type, TextureType) and g.name not in param_names:
                from .sim_texture import bind_reference
                data = bind_reference(self, g, args.get(g.name))
            elif (g.space == AddressSpace.SHARED or g.name in param_names
                    or g.name not in args):
                continue
            else:
                data = module_value(g, args[g.name], self.kernel.name)
            r = mem.regions[int(self.global_regions[g.name]) >> SHIFT]
            r.data[:data.nbytes] = data.view(np.uint8)
            module_given[g.name] = args[g.name]
        for g in self.module.globals:
            if g.space != AddressSpace.SHARED:
                mem.regions[int(self.global_regions[g.name]) >> SHIFT].written = False
        return module_given

    def _bind_params(self, args: dict):
        """(values, buffers, local pointer parameters) of the kernel's parameters: a
        region per buffer (``buffers``: name -> (region, array given)), converted scalars,
        and (name, bytes) for OpenCL ``__local`` pointers, allocated per batch."""
        fn = self.kernel
        vals = []
        buffers = {}
        local_params = []
        for p in fn.params:
            if p.name not in args:
                raise LaunchError(f"no value for parameter '{p.name}' of kernel '{fn.name}'")
            a = args[p.name]
            if isinstance(p.type, PointerType):
                if isinstance(a, SharedSize):
                    local_params.append((p.name, a.bytes))
                    vals.append(None)
                    continue
                if not isinstance(a, np.ndarray):
                    raise LaunchError(f"parameter '{p.name}' of kernel '{fn.name}' is a "
                                      f"pointer: give an array")
                arr = a if isinstance(a, CowBuffer) else np.ascontiguousarray(a)
                r = self.mem.add(p.name, "global", arr.nbytes, data=arr,
                                 readonly=(p.type.space == AddressSpace.CONSTANT))
                if p.type.const:
                    r.grace = False  # const T*: read-only here, so its reads cannot race
                buffers[p.name] = (r, a)
                vals.append(np.int64(r.base))
            elif isinstance(p.type, ScalarType):
                if isinstance(a, np.ndarray) and a.size == 1:
                    a = a.reshape(())[()]
                if isinstance(a, (np.ndarray, SharedSize)):
                    raise LaunchError(f"parameter '{p.name}' of kernel '{fn.name}' is a "
                                      f"scalar ({p.type})")
                vals.append(const(a, p.type) if not isinstance(a, (np.floating, float))
                            or p.type.is_float else const(a, p.type))
            elif isinstance(p.type, VectorType):
                vals.append(np.asarray(a, dtype_of(p.type)).reshape(p.type.lanes))
            elif isinstance(p.type, TextureType):
                from .sim_texture import bind
                vals.append(bind(self, p.name, a, p.type))
            elif isinstance(p.type, StructType) and isinstance(a, StructArg):
                vals.append(pack(a, lambda path, arr: self._bind_field_buffer(
                    path, arr, buffers)))
            else:
                raise Unsupported(f"kernel parameter '{p.name}' of type {p.type}")
        return vals, buffers, local_params

    def _bind_field_buffer(self, path: str, arr, buffers: dict) -> int:
        """A region for the buffer of a struct argument's pointer field ``path``
        (``p.ptr``); its address, and the buffer is an output under that name."""
        if not isinstance(arr, np.ndarray):
            raise LaunchError(f"struct field '{path}' is a pointer: give an array")
        arr = np.ascontiguousarray(arr)
        r = self.mem.add(path, "global", arr.nbytes, data=arr)
        buffers[path] = (r, arr)
        return int(r.base)

    def _blocks_per_batch(self, nb_total: int) -> int:
        """How many blocks run together: as many as ``max_threads`` allow, fewer when the
        threads' private arrays would take more than PRIVATE_BUDGET bytes."""
        priv = self.private_bytes(self.kernel)
        max_threads = self.max_threads
        if priv:
            max_threads = min(max_threads, max(self.tpbp, PRIVATE_BUDGET // priv))
        return max(1, min(nb_total, max_threads // self.tpbp))

    def _run_batch(self, kernel_fn, first: int, nb: int, vals: list, local_params) -> None:
        """Run blocks ``first`` .. ``first + nb - 1`` with their shared memory."""
        mem = self.mem
        ctx = Ctx(self, first, nb)
        mem.describe = ctx.describe
        mem.block_of = ctx.block_of
        mem.local_of = ctx.lin32
        added = []
        extern_base = None
        for key, name, size, extern in self.shared_decls:
            if extern:
                if extern_base is None:
                    r = mem.add(name, "shared", max(self.dynamic_shared, 0), nb)
                    added.append(r)
                    extern_base = np.int64(r.base)
                ctx.shared[key] = extern_base
            else:
                r = mem.add(name, "shared", size, nb)
                added.append(r)
                ctx.shared[key] = np.int64(r.base)
        bvals = list(vals)
        for k, p in enumerate(self.kernel.params):
            for name, size in local_params:
                if name == p.name:
                    r = mem.add(name, "shared", size, nb)
                    added.append(r)
                    bvals[k] = np.int64(r.base)
        self.ctx = ctx
        gr = mem.grace
        if gr is not None:
            gr.gid = ((ctx.block_of + first) * self.tpbp + ctx.lin).astype(np.int32)
            gr.epoch_of = np.zeros(ctx.n, np.int32)
        try:
            kernel_fn(ctx, M(ctx.alive.copy()), bvals)
        finally:
            for r in added:
                mem.drop(r)

    def _outputs(self, buffers: dict, param_names: set, module_given: dict) -> dict:
        """The buffers after the run, and the module ``__device__`` variables the kernel
        wrote (not shadowed by a parameter), shaped as given or as declared."""
        mem = self.mem
        outputs = {}
        for name, (r, a) in buffers.items():
            # the region's bytes are private to this run: a view, not another copy
            out = r.data[:a.nbytes].view(a.dtype).reshape(a.shape)
            outputs[name] = out
        for g in self.module.globals:
            if (g.space != AddressSpace.GLOBAL or g.name in param_names
                    or g.name in outputs):
                continue
            r = mem.regions[int(self.global_regions[g.name]) >> SHIFT]
            if not getattr(r, "written", False):
                continue
            raw = r.data[:g.type.size]
            given = module_given.get(g.name)
            if isinstance(given, np.ndarray) and given.nbytes == g.type.size:
                out = raw.view(given.dtype).reshape(given.shape).copy()
            else:
                dt, shape = _module_layout(g.type)
                out = raw.view(dt).reshape(shape).copy()
            outputs[g.name] = out
        return outputs

    def _init_global(self, g: N.GlobalVar):
        """Evaluate a module variable's initializer in a one-thread context."""
        self.cur_fn = N.Function("<init>", (), VoidType(), N.Block(()))
        self.local_names, self.param_names = set(), set()
        self.fn_info["<init>"] = ({}, {})
        init = self.cinit(g.type, g.init)
        saved_t, saved_tr = self.T, self.mem.trace
        self.mem.trace = None
        self.mem.describe = lambda i: "initializer"
        ctx = _InitCtx(self)
        r = self.mem.regions[int(self.global_regions[g.name]) >> SHIFT]
        ro = r.readonly
        r.readonly = False
        try:
            init(ctx, M(np.ones(32, bool)), self.global_regions[g.name])
        finally:
            r.readonly = ro
            self.mem.trace = saved_tr
            self.T = saved_t


def _module_layout(t: Type):
    """(dtype, shape) of a module variable's bytes as the host sees them."""
    shape = []
    while isinstance(t, ArrayType):
        shape.append(t.count or 0)
        t = t.elem
    if isinstance(t, ScalarType):
        dt = np.dtype(np.uint8) if t.kind == "bool" else dtype_of(t)
    elif isinstance(t, VectorType):
        dt = dtype_of(t)
        shape.append(t.lanes)
    else:
        dt = np.dtype(np.uint8)
        shape.append(t.size)
    return dt, tuple(shape)


def module_value(g: N.GlobalVar, value, kernel: str) -> np.ndarray:
    """The bytes the host gives a module variable (``__constant__``/``__device__``), checked:
    a NumPy array of exactly the variable's byte size, or a number for a scalar variable."""
    t = g.type
    space = "__constant__" if g.space == AddressSpace.CONSTANT else "__device__"
    where = f"module variable '{g.name}' ({space} {t}, {t.size} bytes) of kernel '{kernel}'"
    if isinstance(value, SharedSize):
        raise LaunchError(f"{where}: give an array or a number, not shared memory")
    if isinstance(value, np.ndarray):
        if value.dtype.kind not in "biuf":
            raise LaunchError(f"{where}: the array holds {value.dtype}, not plain numbers")
        if value.nbytes != t.size:
            dt, shape = _module_layout(t)
            n = int(np.prod(shape)) if shape else 1
            raise LaunchError(f"{where}: the array holds {value.nbytes} bytes "
                              f"({value.size} x {value.dtype}); expected {t.size} bytes "
                              f"({n} x {dt})")
        return np.ascontiguousarray(value).reshape(-1)
    if isinstance(t, ScalarType) and isinstance(value, (int, float, bool, np.number,
                                                        np.bool_)):
        dt = np.dtype(np.uint8) if t.kind == "bool" else dtype_of(t)
        if not t.is_float and isinstance(value, (float, np.floating)):
            raise LaunchError(f"{where}: {value!r} is not an integer")
        if dt.kind in "iu" and not np.iinfo(dt).min <= int(value) <= np.iinfo(dt).max:
            raise LaunchError(f"{where}: {value!r} does not fit in {t}")
        try:
            return np.array([value]).astype(dt)
        except (OverflowError, ValueError, TypeError):
            raise LaunchError(f"{where}: {value!r} does not fit in {t}") from None
    raise LaunchError(f"{where}: give a NumPy array of {t.size} bytes"
                      + (" or a number" if isinstance(t, ScalarType) else "")
                      + f", not {type(value).__name__}")


class _InitCtx:
    def __init__(self, sim):
        self.sim = sim
        self.mem = sim.mem
        self.n = 32
        self.frames = [Frame(None)]
        self.shared = {}

    def describe(self, i):
        return "initializer"


class StepLimit:
    """The bound on a simulation: at most ``max_steps`` loop iterations (each iteration of
    a loop by the threads running it in lockstep counts once, summed over the launch;
    None: :func:`default_max_steps`) and ``timeout`` seconds of wall-clock time (None: no
    limit). Exceeding either stops the run with a :class:`SimulationError` naming the
    loop's line and a thread still in it."""

    clock = staticmethod(time.monotonic)

    def __init__(self, kernel: str, max_steps: int | None, timeout: float | None):
        if max_steps is not None and int(max_steps) < 1:
            raise LaunchError(f"max_steps {max_steps}: give a positive number")
        if timeout is not None and not float(timeout) > 0:
            raise LaunchError(f"timeout {timeout}: give a positive number of seconds")
        self.kernel = kernel
        self.max_steps = None if max_steps is None else int(max_steps)
        self.timeout = None if timeout is None else float(timeout)
        self.deadline = None if timeout is None else self.clock() + float(timeout)
        self.steps = 0

    def step(self, ctx, m, line: int) -> None:
        """Count one iteration of the loop at ``line``; stop when over a limit."""
        self.steps += 1
        if self.steps > self.max_steps:
            self._stop(ctx, m, line, f"the step limit ({self.max_steps} loop iterations; "
                                     f"raise it with --max-steps / max_steps)")
        if self.deadline is not None and not self.steps & 63 \
                and self.clock() > self.deadline:
            self._stop(ctx, m, line, f"the time limit ({self.timeout:g} s; raise it with "
                                     f"--timeout / timeout)")

    def check_time(self, first_block: int) -> None:
        """Between batches: stop when the time is up."""
        if self.deadline is not None and self.clock() > self.deadline:
            raise SimulationError(f"kernel {self.kernel}: stopped at the time limit "
                                  f"({self.timeout:g} s; raise it with --timeout / timeout) "
                                  f"before block {first_block} (linear id) ran")

    def _stop(self, ctx, m, line: int, why: str):
        who = ctx.describe(int(m.idx()[0]))
        raise SimulationError(f"kernel {self.kernel}, line {line}: stopped at {why}: "
                              f"{who} is still in the loop at line {line} (an infinite "
                              f"loop?)")


def default_max_steps(args: dict, threads: int) -> int:
    """The default step limit: 10**5 plus 16 per thread and per element of the buffers
    given (a loop may visit every element of its data), at most 10**8. A loop that runs
    longer than that is taken for an infinite one (about 4 s of simulation of one warp
    per 10**5 iterations)."""
    elems = sum(int(a.size) for a in args.values() if isinstance(a, np.ndarray))
    return int(min(10**8, 10**5 + 16 * (elems + threads)))


def host_flushes_subnormals() -> bool:
    """Whether this process's CPU flushes subnormal floats to zero (FTZ/DAZ set by a
    library built with fast-math). NumPy then computes non-IEEE results for them, and the
    simulator would silently differ from the GPU (which keeps subnormals by default)."""
    tiny = np.array([1e-40], np.float32)
    return bool((tiny * np.float32(1.0))[0] == 0 or
                np.nextafter(np.float32(0), np.float32(1)) == 0)


def check_host_subnormals(kernel: str) -> None:
    """Refuse to simulate on a host that flushes subnormals (see host_flushes_subnormals)."""
    if host_flushes_subnormals():
        raise Unsupported(
            f"cannot simulate kernel {kernel} exactly: this process flushes subnormal floats "
            "to zero (a library loaded into it set the CPU's FTZ/DAZ flags, as fast-math "
            "builds do), so NumPy's float results would differ from the GPU's; run the "
            "simulator in a process without that library")


def simulate(module: N.Module, kernel, grid, block, args: dict, *, dynamic_shared: int = 0,
             trace: bool = False, max_threads_per_batch: int = DEFAULT_MAX_THREADS,
             racecheck: bool = True, max_steps: int | None = None,
             timeout: float | None = None, warp_size: int = 32) -> RunResult:
    """Run ``kernel`` (a name or a Function of ``module``) on ``grid`` blocks of ``block``
    threads with ``args`` (parameter name -> NumPy array / scalar / SharedSize).
    ``warp_size``: the device's (``hw`` description), the size of an OpenCL sub-group.

    Returns the buffers after the run (new arrays; the arrays passed are not modified) and,
    with ``trace=True``, the :class:`Trace`. ``max_steps`` and ``timeout`` bound the run
    (:class:`StepLimit`; the default step limit is :func:`default_max_steps`), so a kernel
    that never ends stops with the line of its loop."""
    if isinstance(kernel, N.Function):
        fn = kernel
    else:
        try:
            fn = module.function(kernel)
        except KeyError:
            names = ", ".join(k.name for k in module.kernels) or "none"
            raise LaunchError(f"no kernel '{kernel}' in {module.file} (kernels: {names})") \
                from None
    grid = dim3(grid)
    block = dim3(block)
    if block[0] * block[1] * block[2] > 1024:
        raise LaunchError(f"block of {block[0]*block[1]*block[2]} threads: at most 1024")
    check_host_subnormals(fn.name)
    sim = Sim(module, fn, grid, block, dynamic_shared, trace, int(max_threads_per_batch),
              StepLimit(fn.name, max_steps, timeout))
    sim.mem.racecheck = racecheck
    sim.warp_size = int(warp_size)
    if racecheck:
        _enable_global_races(sim, module, fn)
    try:
        return sim.run(args)
    except WarpsmithError as err:
        if isinstance(err, Unsupported):
            if err.loc is None or not err.loc.line:
                err.loc = _failure_loc(module, fn, err.__traceback__)
            if f"kernel {fn.name}" not in err.message:
                err.message = f"{err.message} (in the simulator, kernel {fn.name})"
                err.args = (err.message,)
        raise
    except RecursionError:
        raise Unsupported(f"kernel {fn.name}: nesting too deep for the simulator",
                          _failure_loc(module, fn, None)) from None
    except Exception as ex:  # noqa: BLE001 - an internal failure must not escape as such
        loc = _failure_loc(module, fn, ex.__traceback__)
        raise Unsupported(f"the simulator cannot run kernel {fn.name} at line {loc.line}: "
                          f"internal {type(ex).__name__}: {ex}", loc) from ex


def _enable_global_races(sim: Sim, module: N.Module, fn: N.Function) -> None:
    """Turn on the global-memory race check (:mod:`sim_races`) for this launch: across
    blocks too, unless the module orders blocks by hand (a fence and an atomic)."""
    from .sim_races import GlobalRaces

    total = sim.grid[0] * sim.grid[1] * sim.grid[2] * sim.tpbp
    if sim.tpb * sim.grid[0] * sim.grid[1] * sim.grid[2] < 2 or total >= 2**31:
        return
    names = {n.name for f in module.functions for n in walk(f.body) if isinstance(n, N.Call)}
    fenced = "mem_fence" in names and any(
        BUILTINS[x].kind == "atomic" for x in names if x in BUILTINS)
    mem = sim.mem
    bx, by, _ = sim.block
    gx, gy, _ = sim.grid
    tpbp = sim.tpbp

    def describe_gid(g: int) -> str:
        b, li = divmod(int(g), tpbp)
        return (f"thread ({li % bx},{(li // bx) % by},{li // (bx * by)}) in block "
                f"({b % gx},{(b // gx) % gy},{b // (gx * gy)})")
    mem.describe_gid = describe_gid
    mem.grace = GlobalRaces(tpbp, not fenced, mem.global_race)


def _failure_loc(module, fn, tb) -> N.SourceLoc:
    """The source place of the innermost compiled closure in traceback ``tb`` (its ``line``
    or its node ``e``/``s``), else the kernel's own location."""
    best = None
    while tb is not None:
        fr = tb.tb_frame
        if os.path.abspath(fr.f_code.co_filename) in _SIM_FILES:
            loc = None
            # f_locals holds a closure's free variables too
            loc_vars = fr.f_locals
            for k in ("e", "s", "node"):
                v = loc_vars.get(k)
                lv = getattr(v, "loc", None)
                if isinstance(lv, N.SourceLoc) and lv.line:
                    loc = lv
                    break
            if loc is None:
                ln = loc_vars.get("line")
                if isinstance(ln, int) and ln > 0:
                    f = fn.loc.file if fn.loc is not None and fn.loc.line else module.file
                    loc = N.SourceLoc(str(f), ln)
            if loc is not None:
                best = loc
        tb = tb.tb_next
    if best is not None:
        return best
    return fn.loc if getattr(fn, "loc", None) is not None else N.SourceLoc(str(module.file))


def pure_outputs(module, kernel, grid, block, args: dict, result: RunResult, names, *,
                 dynamic_shared: int = 0) -> list[str]:
    """Which of the buffers ``names`` are pure outputs: running again with the buffer's
    bytes poisoned (0xFF) gives the same result as ``result``, so the kernel never reads
    what it held before. Used to count minimal traffic and to poison outputs on a GPU."""
    pure = []
    for name in names:
        arr = args.get(name)
        if not isinstance(arr, np.ndarray):
            continue
        poisoned = np.ascontiguousarray(arr).copy()
        poisoned.view(np.uint8)[...] = 0xFF
        try:
            again = simulate(module, kernel, grid, block, dict(args, **{name: poisoned}),
                             dynamic_shared=dynamic_shared)
        except WarpsmithError:  # poisoned data sent it out of bounds: it reads the buffer
            continue
        if again.outputs[name].tobytes() == result.outputs[name].tobytes():
            pure.append(name)
    return pure
