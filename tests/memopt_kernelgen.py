"""Random CUDA kernels for the memory-access optimizer's soundness test.

Each generated :class:`Case` is a small CUDA C kernel (named ``k``) with affine or
deliberately non-affine global indices, its launch, its integer parameters and its buffers,
sized *exactly* to what the kernel touches (an optimized kernel that reads or writes one
element past the original's footprint is caught by the simulator's bounds check).

Families (one generator each; option 0 of every choice is the simplest, so hypothesis
shrinks toward plain kernels):

* ``elementwise1d``: ``out[i] = f(in1[i], in2[i])`` with the paper's index forms: the
  uncoalesced ``threadIdx.x * gridDim.x + blockIdx.x`` (Fig. 6a: swap candidate), the
  coalesced ``blockIdx.x * blockDim.x + threadIdx.x`` (short types: thread-merging
  candidate), the 2D-grid variant ``(blockIdx.y * blockDim.x + threadIdx.x) * gridDim.x +
  blockIdx.x``, block and grid sizes as literals; random scale (1..4) and offset per
  access; bounds guards ``if (i < n)`` with n not always a multiple of the vector width,
  on an ``unsigned`` index also ``i - c < n`` (false below c by wrap-around); early returns
  (also on non-affine or thread-index conditions, and after a first store); in-place
  updates, a second output, stores under conditions on loaded values, accesses through
  pointers (``p = in1 + i; *p``), the launch builtins as values, a mixed-in non-affine
  access, and shared-memory staging with neighbour reads (a cross-thread dependence).
* ``elementwise2d``: 2D launches (also one thread wide), ``(y * width + x)`` row-major or
  transposed ``x * height + y`` (swap candidate), width literal or a parameter, guard
  ``x < width && y < height``.
* ``loops``: ``for (k = 0; k < K; k++) acc += in[row * S + k]`` (intra-thread grouping
  candidates with short types), K literal or a parameter, sometimes not a multiple of 4,
  stride S >= K, column layout ``in[k * R + row]``, step 2, ``k <= K - 1``, a guard
  ``k < L`` inside, the loop writing the array it reads (in the same iteration, or ahead
  from a nested loop); grid-stride loops.
* ``shared``: shared-memory staging in 1D (``s[threadIdx.x]`` then ``s[(threadIdx.x + d) %
  B]``), permuted and non-affine slots, a value one thread loads for its block (a
  ``__shared__`` scalar or one-element array), a per-block atomic count, data exchanged
  between the threads of a block through global memory across a barrier (at a distance
  that may be a parameter), blocks one thread wide with slots indexed by threadIdx.y, and
  2D tiles read transposed or straight (bank conflicts: padding candidate; global
  accesses down columns: a swap candidate).
* ``scatter``: only non-affine global accesses (``(i * 7) % n``, ``i ^ 1``, ``(i * i) %
  n``): the optimizer must leave them alone; and kernels mixing indirect accesses
  (``in[idx[i]]``, ``out[perm[i]]``) with affine ones.

Every kernel is well-defined: no signed overflow, no out-of-bounds access, no two threads
storing to one element, data shared between threads only within a block across a barrier.
Some are optimized for another grid or other parameter values than they run with (the
run-time guard must then decide).

The footprint of every access is computed by evaluating its index expression with NumPy
over all threads of the launch (the C text of indices and conditions is also valid Python
after a few renamings), which gives the buffer sizes and checks that no two threads store
to the same element (global write races are not detected by the simulator).

Standalone: ``python tests/memopt_kernelgen.py N`` builds N kernels per family from
random seeds and runs each original on the simulator (legality and discard-rate check).
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass, field

import numpy as np

KERNEL = "k"

NP = {"unsigned char": np.uint8, "char": np.int8, "short": np.int16,
      "unsigned short": np.uint16, "int": np.int32, "float": np.float32}
TYPES = tuple(NP)
NARROW = ("unsigned char", "char", "short", "unsigned short")
MAX_THREADS = 4096

# Constructs to leave out (comma-separated in WARPSMITH_MEMOPT_AVOID), used while a known
# optimizer bug is open so that the search finds the next one: "unsigned_wrap" (guards
# ``i - c < n`` on unsigned i), "write_ahead" (a nested loop writes the array the loop
# reads), "stage_y" (blocks one thread wide with shared slots indexed by threadIdx.y),
# "shared_scalar" (``__shared__ int v;`` broadcast and per-block atomic counts),
# "exchange_param" (a barrier-separated global exchange whose distance is a parameter).
AVOID = frozenset(x.strip() for x in os.environ.get("WARPSMITH_MEMOPT_AVOID", "").split(",")
                  if x.strip())


# --------------------------------------------------------------------------- choosers


class RandomChooser:
    def __init__(self, seed: int):
        self.r = random.Random(seed)

    def integer(self, lo: int, hi: int) -> int:
        return self.r.randint(lo, hi)


class DrawChooser:
    def __init__(self, draw):
        from hypothesis import strategies as st

        self.draw = draw
        self.st = st

    def integer(self, lo: int, hi: int) -> int:
        return self.draw(self.st.integers(lo, hi))


class C:
    """Choices over a chooser; option 0 is the simplest."""

    def __init__(self, chooser):
        self.ch = chooser

    def int(self, lo: int, hi: int) -> int:
        return self.ch.integer(lo, hi)

    def pick(self, seq):
        seq = list(seq)
        return seq[self.ch.integer(0, len(seq) - 1)]

    def chance(self, percent: int) -> bool:
        """True with ``percent`` % probability (shrinks to False)."""
        return self.ch.integer(0, 99) >= 100 - percent

    def weighted(self, options):
        """``options``: [(weight, value)], the first the simplest."""
        total = sum(w for w, _ in options)
        x = self.ch.integer(0, total - 1)
        for w, v in options:
            if x < w:
                return v
            x -= w
        raise AssertionError


# --------------------------------------------------------------------------- cases


@dataclass
class Access:
    array: str
    kind: str  # "load" / "store"
    index: str  # model text (C text of the index, or an equivalent)
    conds: tuple = ()  # model texts, all must hold
    loops: tuple = ()  # enclosing loops, outermost first: (var, init, cond, step) texts
    affine: bool = True  # by construction
    datadep: bool = False  # under a condition on loaded values (footprint over-estimated)


@dataclass
class Buffer:
    name: str
    ctype: str
    role: str  # "in", "out", "inout", "data" (fixed contents)
    size: int = 0
    fixed: np.ndarray | None = None


@dataclass
class Case:
    family: str
    source: str
    grid: tuple
    block: tuple
    params: dict  # int parameters of the run
    buffers: list
    accesses: list
    opt_grid: tuple = None  # the launch / params given to optimize (default: the run's)
    opt_params: dict = None
    features: tuple = ()
    ptypes: dict = field(default_factory=dict)  # parameter -> C type ("int" by default)
    kernel: str = KERNEL

    @property
    def nonaffine_only(self) -> bool:
        return all(not a.affine for a in self.accesses if a.array not in ("@shared",))

    def make_args(self, seed: int) -> dict:
        """Inputs from ``seed``; outputs pre-filled with a random sentinel pattern."""
        rng = np.random.default_rng(seed)
        args = {}
        for b in self.buffers:
            if b.fixed is not None:
                args[b.name] = b.fixed.copy()
            else:
                args[b.name] = random_array(rng, b.ctype, b.size)
        for k, v in self.params.items():
            args[k] = NP[self.ptypes.get(k, "int")](v)
        return args

    def describe(self) -> str:
        sizes = ", ".join(f"{b.name}[{b.size}] {b.ctype}" for b in self.buffers)
        extra = ""
        if self.opt_grid != self.grid or self.opt_params != self.params:
            extra = f"\noptimized for grid={self.opt_grid} params={self.opt_params}"
        return (f"family={self.family} grid={self.grid} block={self.block} "
                f"params={self.params} buffers: {sizes}{extra}\nfeatures: "
                f"{', '.join(self.features)}\n{self.source}")


NP["unsigned int"] = np.uint32


def random_array(rng, ctype: str, n: int) -> np.ndarray:
    dt = NP[ctype]
    if ctype == "float":
        v = rng.standard_normal(n).astype(np.float32) * np.float32(8)
        return v
    if ctype == "int":  # small, so that products and sums of a few never overflow
        return rng.integers(-4096, 4096, n, endpoint=True).astype(np.int32)
    info = np.iinfo(dt)
    return rng.integers(info.min, info.max, n, endpoint=True).astype(dt)


# ----------------------------------------------------------------- footprint model

_PY = (("threadIdx.x", "tx"), ("threadIdx.y", "ty"), ("blockIdx.x", "bx"),
       ("blockIdx.y", "by"), ("blockDim.x", "bdx"), ("blockDim.y", "bdy"),
       ("gridDim.x", "gdx"), ("gridDim.y", "gdy"), ("&&", "&"), ("||", "|"), ("/", "//"),
       ("!=", "@NE@"), ("!", "~"), ("@NE@", "!="))


def py(text: str) -> str:
    for a, b in _PY:
        text = text.replace(a, b)
    return text


class _Clipped:
    """A fixed buffer read by index in the model (out-of-range lanes are masked anyway)."""

    def __init__(self, arr):
        self.arr = np.asarray(arr).astype(np.int64)

    def __getitem__(self, i):
        return self.arr[np.clip(i, 0, len(self.arr) - 1)]


def thread_space(grid, block) -> dict:
    gx, gy = grid[0], grid[1]
    bdx, bdy = block[0], block[1]
    by, bx, ty, tx = np.meshgrid(np.arange(gy), np.arange(gx), np.arange(bdy), np.arange(bdx),
                                 indexing="ij")
    return {"tx": tx.ravel().astype(np.int64), "ty": ty.ravel().astype(np.int64),
            "bx": bx.ravel().astype(np.int64), "by": by.ravel().astype(np.int64),
            "bdx": bdx, "bdy": bdy, "gdx": gx, "gdy": gy}


def _ev(text, ns, T):
    v = eval(py(str(text)), {}, ns)  # noqa: S307 - our own generated text
    return np.broadcast_to(np.asarray(v), (T,))


def _iterations(loops, ns, mask, T):
    """(namespace, mask) for every iteration of the nested ``loops`` (per-thread masks)."""
    if not loops:
        yield ns, mask
        return
    var, init, cond, step = loops[0]
    local = dict(ns)
    v = _ev(init, local, T).astype(np.int64).copy()
    active = mask.copy()
    for _ in range(4096):
        local[var] = v
        active = active & _ev(cond, local, T).astype(bool)
        if not active.any():
            return
        yield from _iterations(loops[1:], dict(local), active, T)
        v = v + _ev(step, local, T).astype(np.int64)
    raise AssertionError("model loop does not end")


def footprint(lets, accesses, grid, block, params, fixed) -> tuple[dict, str]:
    """Per array, the number of elements touched (max index + 1) by the launch; and a
    reason text when the kernel is not well-defined (negative index, two threads storing
    to one element), else ""."""
    ns = thread_space(grid, block)
    ns.update(params)
    ns.update({k: _Clipped(v) for k, v in fixed.items()})
    T = len(ns["tx"])
    for name, expr in lets:
        ns[name] = _ev(expr, ns, T).astype(np.int64)
    tid = np.arange(T)
    sizes: dict = {}
    stores: dict = {}
    for a in accesses:
        if a.array.startswith("@"):
            continue
        for local, m0 in _iterations(a.loops, ns, np.ones(T, dtype=bool), T):
            mask = m0.copy()
            for cnd in a.conds:
                mask &= _ev(cnd, local, T).astype(bool)
            if not mask.any():
                continue
            got = _ev(a.index, local, T)[mask]
            if got.min() < 0:
                return {}, f"negative index {a.index} on {a.array}"
            sizes[a.array] = max(sizes.get(a.array, 0), int(got.max()) + 1)
            if a.kind == "store":
                stores.setdefault(a.array, []).append((got, tid[mask]))
        sizes.setdefault(a.array, 0)
    for arr, pairs in stores.items():
        idx = np.concatenate([p[0] for p in pairs])
        who = np.concatenate([p[1] for p in pairs])
        order = np.lexsort((who, idx))
        idx, who = idx[order], who[order]
        same = idx[1:] == idx[:-1]
        if np.any(same & (who[1:] != who[:-1])):
            return {}, f"two threads store to one element of {arr}"
    return sizes, ""


# --------------------------------------------------------------------------- builder


class KB:
    """Kernel text, its buffers and its accesses as they are generated."""

    def __init__(self, family: str, grid, block):
        self.family = family
        self.grid = tuple(grid) + (1,) * (3 - len(grid))
        self.block = tuple(block) + (1,) * (3 - len(block))
        self.lines: list[str] = []
        self.depth = 1
        self.lets: list[tuple[str, str]] = []
        self.accesses: list[Access] = []
        self.bufs: dict[str, Buffer] = {}
        self.qual: dict[str, str] = {}
        self.params: dict[str, int] = {}
        self.ptypes: dict[str, str] = {}
        self.fixed: dict[str, np.ndarray] = {}
        self.features: list[str] = []
        self.conds: list[str] = []  # conditions around the current point (model texts)
        self.loops: list[tuple] = []  # loops around the current point
        self.closers: list[tuple] = []  # what close() pops

    @property
    def threads(self) -> int:
        return int(np.prod(self.grid) * np.prod(self.block))

    def buf(self, name, ctype, role, fixed=None, const=False, restrict=False):
        self.bufs[name] = Buffer(name, ctype, role, fixed=fixed)
        q = ("const " if const else "") + ctype + " *" + (" __restrict__ " if restrict else "")
        self.qual[name] = q
        if fixed is not None:
            self.fixed[name] = fixed

    def param(self, name, value, ctype="int"):
        self.params[name] = int(value)
        self.ptypes[name] = ctype

    def emit(self, line: str):
        self.lines.append("    " * self.depth + line)

    def let(self, name, expr, ctype="int", model=None):
        self.emit(f"{ctype} {name} = {expr};")
        self.lets.append((name, model or expr))

    def open(self, head: str, cond: str | None = None):
        """``head {``; ``cond`` (model text) holds inside."""
        self.emit(head + " {")
        self.depth += 1
        self.closers.append(("cond", cond))
        if cond is not None:
            self.conds.append(cond)

    def open_loop(self, head: str, loop: tuple):
        """``for (...) {`` with ``loop`` = (var, init, cond, step) model texts."""
        self.emit(head + " {")
        self.depth += 1
        self.closers.append(("loop", loop))
        self.loops.append(loop)

    def close(self):
        self.depth -= 1
        self.emit("}")
        kind, what = self.closers.pop()
        if kind == "loop":
            self.loops.pop()
        elif what is not None:
            self.conds.pop()

    def ret_if(self, cond: str, model: str | None = None):
        """``if (cond) return;``: what follows runs where cond is false."""
        self.emit(f"if ({cond}) return;")
        self.conds.append(f"~({model or cond})")

    def _acc(self, arr, kind, index, affine, extra, model, datadep):
        self.accesses.append(Access(arr, kind, model or index,
                                    tuple(self.conds) + tuple(extra), tuple(self.loops),
                                    affine, datadep))

    def ld(self, arr, index, *, affine=True, extra=(), model=None, text=None,
           datadep=False) -> str:
        self._acc(arr, "load", index, affine, extra, model, datadep)
        return text or f"{arr}[{index}]"

    def st(self, arr, index, *, affine=True, extra=(), model=None, text=None,
           datadep=False) -> str:
        self._acc(arr, "store", index, affine, extra, model, datadep)
        return text or f"{arr}[{index}]"

    def finish(self, opt_grid=None, opt_params=None) -> Case | None:
        sizes, why = footprint(self.lets, self.accesses, self.grid, self.block, self.params,
                               self.fixed)
        if why:
            return None
        for b in self.bufs.values():
            if b.fixed is not None:
                b.size = len(b.fixed)
                continue
            b.size = max(1, sizes.get(b.name, 0))
        for name, arr in self.fixed.items():
            if sizes.get(name, 0) > len(arr):
                return None
        params = "".join(f", {self.ptypes.get(p, 'int')} {p}" for p in self.params)
        head = ", ".join(f"{self.qual[n]}{n}" for n in self.bufs)
        src = (f"__global__ void {KERNEL}({head}{params})\n{{\n" + "\n".join(self.lines)
               + "\n}\n")
        return Case(self.family, src, self.grid, self.block, dict(self.params),
                    list(self.bufs.values()), list(self.accesses),
                    opt_grid=tuple(opt_grid) + (1,) * (3 - len(opt_grid)) if opt_grid
                    else self.grid,
                    opt_params=dict(opt_params) if opt_params is not None
                    else dict(self.params),
                    features=tuple(self.features), ptypes=dict(self.ptypes))


# --------------------------------------------------------------------------- pieces


def cast(ctype: str, expr: str) -> str:
    return f"({ctype})({expr})" if ctype in NARROW else expr


def arith(c: C, ctype: str, a: str, b: str | None = None) -> str:
    """A well-defined expression of the loaded values (no signed overflow: narrow types
    promote to int; int inputs are small; unsigned short never multiplies by itself)."""
    flt = ctype == "float"
    if b is None:
        if flt:
            return c.pick([f"{a} + 7.0f", f"{a} * 3.0f", f"-{a}", f"{a} * {a}"])
        opts = [f"{a} + 7", f"{a} * 3", f"-{a}", f"({a} ^ 85)"]
        if ctype != "unsigned short":
            opts.append(f"{a} * {a}")
        return c.pick(opts)
    opts = [f"{a} + {b}", f"{a} - {b}", f"({a} > {b} ? {a} : {b})"]
    opts.append(f"{a} * 3.0f + {b}" if flt else f"{a} * 3 + {b}")
    if ctype != "unsigned short":
        opts.append(f"{a} * {b}")
    if not flt:
        opts.append(f"({a} ^ {b})")
    return c.pick(opts)


def scaled(c: C, idx: str, percent: int = 30) -> tuple[str, int, int]:
    """``idx`` or ``idx * s + off``; returns (text, s, off)."""
    if not c.chance(percent):
        return idx, 1, 0
    s = c.int(1, 4)
    off = c.int(0, 7)
    text = idx if s == 1 else f"{idx} * {s}"
    if off:
        text = f"{text} + {off}"
    return (f"({text})" if s != 1 or off else idx), s, off


def pick_type(c: C, narrow_bias: bool = True) -> str:
    if narrow_bias:
        return c.weighted([(3, "unsigned char"), (2, "char"), (2, "short"),
                           (2, "unsigned short"), (2, "int"), (2, "float")])
    return c.pick(TYPES)


def guard_bound(c: C, total: int, width: int = 4) -> int:
    """A bound for ``i < n``: the total, a multiple of the vector width, or not."""
    kind = c.pick(["total", "minus", "multiple", "random"])
    if kind == "total":
        return total
    if kind == "minus":
        return max(1, total - c.int(1, 7))
    if kind == "multiple":
        return max(width, (total // (width * 4)) * (width * 4))
    return c.int(1, total)


def maybe_other_launch(c: C, kb: KB, keep=()):
    """Sometimes optimize for another launch / other params than the run (the grid, and
    params other than ``keep``): the dispatcher must then check the variant's assumptions
    against the run."""
    if not c.chance(20):
        return None, None
    grid = list(kb.grid)
    if c.chance(50):
        grid[0] = max(1, grid[0] + c.pick([1, -1, 2, 3]))
    params = dict(kb.params)
    for p in params:
        if p not in keep and c.chance(50):
            params[p] = max(1, params[p] + c.pick([1, -1, 4, -3, 16]))
    return tuple(grid), params


# ------------------------------------------------------------------------ families

ONE_D_FORMS = {
    "coal": "blockIdx.x * blockDim.x + threadIdx.x",
    "swap": "threadIdx.x * gridDim.x + blockIdx.x",
    "grid2d": "(blockIdx.y * blockDim.x + threadIdx.x) * gridDim.x + blockIdx.x",
    "coal2d": "(blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x",
    "coal_lit": "blockIdx.x * {B} + threadIdx.x",
    "swap_lit": "threadIdx.x * {G} + blockIdx.x",
}
# the element a thread's right-hand neighbour (threadIdx.x + 1, same block) handles
NEIGHBOUR = {"coal": "1", "swap": "gridDim.x", "grid2d": "gridDim.x", "coal2d": "1",
             "coal_lit": "1", "swap_lit": "{G}"}
# the block's linear number (for per-block data)
BLOCK_ID = {"coal": "blockIdx.x", "swap": "blockIdx.x", "coal_lit": "blockIdx.x",
            "swap_lit": "blockIdx.x", "grid2d": "blockIdx.y * gridDim.x + blockIdx.x",
            "coal2d": "blockIdx.y * gridDim.x + blockIdx.x"}


def one_d_launch(c: C, form: str, max_threads: int = MAX_THREADS, blocks=(32, 64, 128, 256)):
    B = c.pick(blocks)
    if form in ("grid2d", "coal2d"):
        gx = c.int(1, max(1, min(16, max_threads // B)))
        gy = c.int(1, max(1, min(8, max_threads // (B * gx))))
        return (gx, gy), (B,)
    gx = c.int(1, max(1, min(32, max_threads // B)))
    return (gx,), (B,)


def elementwise1d(c: C) -> Case | None:
    form = c.pick(["swap", "coal", "grid2d", "coal2d", "coal_lit", "swap_lit"])
    grid, block = one_d_launch(c, form)
    kb = KB("elementwise1d", grid, block)
    B, G = block[0], grid[0]
    base = ONE_D_FORMS[form].format(B=B, G=G)
    kb.features.append(form)
    T = kb.threads
    ctype = pick_type(c)
    out_type = ctype if not (ctype in NARROW and c.chance(15)) else "int"
    body = c.weighted([(4, "binop"), (2, "unary"), (1, "inout"), (1, "two_out"),
                       (2, "staged"), (1, "mixed"), (1, "datadep"), (1, "pointer")])
    kb.features.append(body)
    restrict = c.chance(30)
    const = c.chance(60)
    kb.buf("in1", ctype, "in", const=const, restrict=restrict)
    if body in ("binop", "two_out", "staged", "mixed", "datadep", "pointer"):
        kb.buf("in2", ctype, "in", const=const, restrict=restrict)
    mix = None
    if body == "mixed":
        mix = c.pick(["xor", "idx", "mod"])
        kb.features.append("mixed_" + mix)
        if mix == "idx":
            kb.buf("idx", "int", "data", const=const, restrict=restrict)
    kb.buf("out", out_type, "inout" if body == "inout" else "out", restrict=restrict)
    early_store = body in ("binop", "unary") and c.chance(15)
    if body == "two_out" or early_store:
        kb.buf("out2", ctype, "out", restrict=restrict)

    unsigned = c.chance(30)
    inline = not unsigned and c.chance(20)
    if inline:
        i = f"({base})"
    else:
        kb.let("i", base, "unsigned int" if unsigned else "int")
        i = "i"
    guard = c.weighted([(3, "none"), (3, "if"), (2, "return"), (1, "hole")])
    if body == "staged" and guard in ("return", "hole"):
        guard = "if"
    kb.features.append("guard_" + guard)
    n = None
    wrap = 0
    if guard != "none":
        n = guard_bound(c, T)
        if unsigned:
            kb.features.append("unsigned")
            wrap = c.pick([0, 1, 2, 3, 5]) if "unsigned_wrap" not in AVOID else 0
            n = max(1, n - wrap)
            kb.param("n", n, "unsigned int")
        else:
            kb.param("n", n)
    # the guard "i < n" (or, unsigned, "i - wrap < n": false for i < wrap, by wrap-around)
    if wrap:
        lt_c, lt_m = f"{i} - {wrap}u < n", f"(({i} - {wrap}) % 4294967296) < n"
    else:
        lt_c, lt_m = f"{i} < n", f"({i} < n)"

    same = c.chance(60)
    shared_form = scaled(c, i)

    def form_for(store=False):
        if same:
            return shared_form[0]
        return scaled(c, i)[0]

    if body == "staged":
        return _staged1d(c, kb, i, ctype, "if" if guard == "if" else "none", form_for,
                         lt_c, lt_m)

    if early_store:
        kb.features.append("store_before_return")
        v = arith(c, ctype, kb.ld("in1", form_for()))
        kb.emit(f"{kb.st('out2', form_for(True))} = {cast(ctype, v)};")
    if guard == "if":
        kb.open(f"if ({lt_c})", lt_m)
    elif guard == "return":
        kb.ret_if(f"!({lt_c})", f"~({lt_m})")
    elif guard == "hole":
        kb.ret_if(f"!({lt_c})", f"~({lt_m})")
        hole = c.pick([f"({i} & 3) == 1", f"({i} % 5) == 3", "threadIdx.x == 7",
                       "threadIdx.x < 4"])
        kb.ret_if(hole)

    io = form_for(True)
    if body == "binop":
        a = kb.ld("in1", form_for())
        b = kb.ld("in2", form_for())
        value = arith(c, ctype, a, b)
    elif body == "unary":
        value = arith(c, ctype, kb.ld("in1", form_for()))
    elif body == "inout":
        a = kb.ld("out", io)
        b = kb.ld("in1", form_for())
        value = arith(c, ctype if out_type == ctype else "int", a, b)
    elif body == "two_out":
        a = kb.ld("in1", form_for())
        b = kb.ld("in2", form_for())
        io2 = form_for(True)
        kb.emit(f"{kb.st('out2', io2)} = {cast(ctype, arith(c, ctype, a, b))};")
        value = arith(c, ctype, a)
    elif body == "datadep":
        # a store under a condition on loaded values
        j1, j2 = form_for(), form_for()
        which = c.pick(["both", "in1", "in2"])
        if which == "both":
            cond = f"{kb.ld('in1', j1)} > {kb.ld('in2', j2)}"
        elif which == "in1":
            cond = f"{kb.ld('in1', j1)} != 0"
            kb.bufs.pop("in2")
        else:
            cond = f"{kb.ld('in2', j2)} < 3"
        kb.open(f"if ({cond})", None)
        a2 = kb.ld("in1", j1, datadep=True)
        value = arith(c, ctype, a2)
        kb.emit(f"{kb.st('out', io, datadep=True)} = {cast(out_type, value)};")
        kb.close()
        value = None
    elif body == "pointer":
        j1, j2 = form_for(), form_for()
        qual = "const " if const else ""
        kb.emit(f"{qual}{ctype} *p = in1 + {j1};")
        kb.emit(f"{ctype} *q = out + {io};" if out_type == ctype else
                f"{out_type} *q = out + {io};")
        a = kb.ld("in1", j1, text="p[0]" if c.chance(50) else "*p")
        b = kb.ld("in2", j2, text=f"*(in2 + {j2})")
        kb.emit(f"{kb.st('out', io, text='*q')} = {cast(out_type, arith(c, ctype, a, b))};")
        value = None
    else:  # mixed: one access non-affine
        a = kb.ld("in1", form_for())
        if mix == "xor":
            b = kb.ld("in2", f"{i} ^ 1", affine=False)
        elif mix == "mod":
            b = kb.ld("in2", f"({i} * 7) % 61", affine=False)
        else:
            M = c.int(1, 64)
            rng = np.random.default_rng(c.int(0, 2**16))
            fixed = rng.integers(0, M, max(T, 1)).astype(np.int32)
            fixed[rng.integers(0, len(fixed))] = M - 1
            kb.bufs["idx"].fixed = fixed
            kb.fixed["idx"] = fixed
            j = kb.ld("idx", i)
            b = kb.ld("in2", j, affine=False)
        value = arith(c, ctype, a, b)
    if value is not None:
        if c.chance(15):
            # the launch builtins as values (merging and swapping rewrite them)
            b = c.pick(["threadIdx.x", "blockIdx.x", "blockDim.x", "gridDim.x"])
            kb.features.append("value_" + b)
            value = f"({value}) + ({'float' if ctype == 'float' else 'int'}){b}"
        kb.emit(f"{kb.st('out', io)} = {cast(out_type, value)};")
    if guard == "if":
        kb.close()
    og, op = maybe_other_launch(c, kb)
    return kb.finish(og, op)


def _staged1d(c: C, kb: KB, i: str, ctype: str, guard: str, form_for, lt_c=None,
              lt_m=None) -> Case | None:
    """``s[threadIdx.x] = in1[...]``, barrier, ``out[...] = f(s[threadIdx.x], s[(threadIdx.x
    + d) % B], in2[...])`` (d = 0: no cross-thread dependence)."""
    B = kb.block[0]
    lt_c = lt_c or f"{i} < n"
    lt_m = lt_m or f"({i} < n)"
    kb.emit(f"__shared__ {ctype} s[{B}];")
    src = form_for()
    if guard == "if":
        load = kb.ld("in1", src, extra=(lt_m,))
        kb.emit(f"s[threadIdx.x] = ({lt_c}) ? {load} : ({ctype})0;")
    else:
        kb.emit(f"s[threadIdx.x] = {kb.ld('in1', src)};")
    kb.emit("__syncthreads();")
    d = c.pick([0, 1, B - 1, 5, B // 2])
    kb.features.append(f"neighbour_{d}")
    use_in2 = d == 0 or c.chance(50)
    in2_idx = form_for()
    out_idx = form_for(True)
    if guard == "if":
        kb.open(f"if ({lt_c})", lt_m)
    mine = "s[threadIdx.x]"
    other = f"s[(threadIdx.x + {d}) % {B}]"
    if use_in2:
        b = kb.ld("in2", in2_idx)
        if d == 0:
            value = arith(c, ctype, mine, b)
        else:
            value = f"{cast(ctype, arith(c, ctype, mine, other))} + {b}"
    else:
        kb.bufs.pop("in2", None)
        value = arith(c, ctype, mine, other)
    kb.emit(f"{kb.st('out', out_idx)} = {cast(kb.bufs['out'].ctype, value)};")
    if guard == "if":
        kb.close()
    og, op = maybe_other_launch(c, kb)
    return kb.finish(og, op)


BLOCKS_2D = ((16, 8), (32, 4), (8, 8), (32, 2), (16, 16), (8, 4), (64, 2), (1, 32), (2, 16))


def elementwise2d(c: C) -> Case | None:
    bx, by = c.pick(BLOCKS_2D)
    per = MAX_THREADS // (bx * by)
    gx = c.int(1, max(1, min(8 if bx > 2 else 32, per)))
    gy = c.int(1, max(1, min(8, per // gx)))
    kb = KB("elementwise2d", (gx, gy), (bx, by))
    X, Y = gx * bx, gy * by
    ctype = pick_type(c)
    layout = c.pick(["row", "transposed", "mixed"])
    kb.features.append(layout)
    const = c.chance(60)
    kb.buf("in1", ctype, "in", const=const)
    two = c.chance(60)
    if two:
        kb.buf("in2", ctype, "in", const=const)
    kb.buf("out", ctype, "out")
    kb.let("x", "blockIdx.x * blockDim.x + threadIdx.x")
    kb.let("y", "blockIdx.y * blockDim.y + threadIdx.y")
    guard = c.weighted([(2, "none"), (3, "if"), (1, "return")])
    kb.features.append("guard_" + guard)
    literal = c.chance(40)
    if guard == "none":
        W, H = X + c.pick([0, 0, 1, 3, 8]), Y + c.pick([0, 0, 2, 5])
    else:
        W = c.pick([X, X - c.int(0, min(7, X - 1)), c.int(1, X)])
        H = c.pick([Y, Y - c.int(0, min(3, Y - 1)), c.int(1, Y)])
    if literal and guard == "none":
        wt, ht = str(W), str(H)
    else:
        kb.param("width", W)
        kb.param("height", H)
        wt, ht = "width", "height"
    if guard == "if":
        kb.open(f"if ((x < {wt}) && (y < {ht}))", f"(x < {wt}) && (y < {ht})")
    elif guard == "return":
        kb.ret_if(f"(x >= {wt}) || (y >= {ht})")
    row = f"y * {wt} + x"
    col = f"x * {ht} + y"
    out_i = col if layout == "transposed" else row
    in_i = row if layout == "row" else col
    if c.chance(20):
        s, off = c.int(1, 3), c.int(0, 5)
        out_i = f"({out_i}) * {s} + {off}"
    a = kb.ld("in1", in_i)
    if two:
        b = kb.ld("in2", c.pick([in_i, out_i]))
        value = arith(c, ctype, a, b)
    else:
        value = arith(c, ctype, a)
    kb.emit(f"{kb.st('out', out_i)} = {cast(ctype, value)};")
    if guard == "if":
        kb.close()
    og, op = maybe_other_launch(c, kb)
    return kb.finish(og, op)


def loops(c: C) -> Case | None:
    kind = c.weighted([(5, "rows"), (1, "gridstride")])
    if kind == "gridstride":
        return _gridstride(c)
    form = c.pick(["coal", "swap", "coal_lit"])
    grid, block = one_d_launch(c, form, max_threads=1024, blocks=(32, 64, 128))
    kb = KB("loops", grid, block)
    base = ONE_D_FORMS[form].format(B=block[0], G=grid[0])
    kb.features.append(form)
    T = kb.threads
    ctype = c.weighted([(3, "unsigned char"), (2, "char"), (3, "short"),
                        (2, "unsigned short"), (1, "int"), (1, "float")])
    acc_t = "float" if ctype == "float" else "int"
    layout = c.weighted([(4, "row"), (1, "col")])
    write = c.weighted([(6, "none"), (1, "ahead"), (1, "same")]) if layout == "row" else "none"
    if write == "ahead" and "write_ahead" in AVOID:
        write = "same"
    const = write == "none" and c.chance(60)
    kb.buf("in", ctype, "in" if write == "none" else "inout", const=const,
           restrict=c.chance(30))
    kb.buf("out", acc_t, "out")
    K = c.pick([4, 8, 16, 12, 3, 5, 6, 7, 1, 2])
    kparam = c.chance(25)
    S = K if (kparam or not c.chance(25)) else K + c.int(1, 4)
    kb.features += [f"K{K}", layout, "Kparam" if kparam else "Klit"]
    if kparam:
        kb.param("K", K)
    kt = "K" if kparam else str(K)
    st = "K" if kparam else str(S)
    kb.let("row", base)
    guard = c.weighted([(2, "none"), (2, "if"), (1, "return")])
    kb.features.append("guard_" + guard)
    if guard != "none":
        kb.param("n", guard_bound(c, T))
        if guard == "if":
            kb.open("if (row < n)", "(row < n)")
        else:
            kb.ret_if("row >= n")
    start = 0 if not c.chance(15) else 1
    step = 1 if not c.chance(10) else 2
    kb.emit(f"{acc_t} acc = 0;")
    inc = c.pick(["k++", "++k", "k += 1"]) if step == 1 else f"k += {step}"
    off = 0 if not c.chance(20) else c.int(1, 3)
    if layout == "row":
        idx = f"row * {st} + k" + (f" + {off}" if off else "")
    else:
        R = T + c.pick([0, 0, 4, 1])
        idx = f"k * {R} + row"
    le = c.chance(15)
    cond_c = f"k <= {kt} - 1" if le else f"k < {kt}"
    kb.open_loop(f"for (int k = {start}; {cond_c}; {inc})",
                 ("k", str(start), f"(k < {kt})", str(step)))
    inner = c.weighted([(5, "none"), (1, "lit"), (1, "param")])
    if inner != "none":
        L = c.int(0, K)
        if inner == "param":
            kb.param("L", L)
        lt = "L" if inner == "param" else str(L)
        kb.features.append(f"inner_guard_{inner}")
        kb.open(f"if (k < {lt})", f"(k < {lt})")
    v = kb.ld("in", idx)
    upd = c.pick(["sum", "weighted", "horner", "xor"])
    if upd == "horner" and (K > 8 or acc_t == "float"):
        upd = "sum"
    if upd == "xor" and acc_t == "float":
        upd = "weighted"
    kb.features.append(upd)
    kb.emit({"sum": f"acc += {v};", "weighted": f"acc += {v} * (k + 1);",
             "horner": f"acc = acc * 3 + {v};", "xor": f"acc ^= {v};"}[upd])
    if write != "none":
        kb.features.append("write_" + write)
        wv = f"({ctype})(acc)" if ctype != "float" else "acc"
        if write == "same":
            kb.emit(f"{kb.st('in', idx)} = {wv};")
        else:  # the next element of this thread's row, from a nested loop
            kb.open_loop(f"for (int j = k + 1; j < {kt} && j < k + 2; j++)",
                         ("j", "k + 1", f"(j < {kt}) && (j < k + 2)", "1"))
            jdx = f"row * {st} + j" + (f" + {off}" if off else "")
            kb.emit(f"{kb.st('in', jdx)} = {wv};")
            kb.close()
    if inner != "none":
        kb.close()
    kb.close()
    kb.emit(f"{kb.st('out', 'row')} = acc;")
    if guard == "if":
        kb.close()
    og, op = maybe_other_launch(c, kb, keep=("K",))
    return kb.finish(og, op)


def _gridstride(c: C) -> Case | None:
    """``for (j = i; j < n; j += blockDim.x * gridDim.x) out[j] = f(in[j])``."""
    form = c.pick(["coal", "swap"])
    grid, block = one_d_launch(c, form, max_threads=1024, blocks=(32, 64, 128))
    kb = KB("loops", grid, block)
    base = ONE_D_FORMS[form].format(B=block[0], G=grid[0])
    kb.features += ["gridstride", form]
    T = kb.threads
    ctype = pick_type(c)
    kb.buf("in1", ctype, "in", const=c.chance(60))
    kb.buf("out", ctype, "out")
    kb.param("n", c.int(1, 3 * T))
    kb.let("i", base)
    kb.open_loop("for (int j = i; j < n; j += blockDim.x * gridDim.x)",
                 ("j", "i", "(j < n)", "bdx * gdx"))
    v = arith(c, ctype, kb.ld("in1", "j"))
    kb.emit(f"{kb.st('out', 'j')} = {cast(ctype, v)};")
    kb.close()
    og, op = maybe_other_launch(c, kb)
    return kb.finish(og, op)


def shared(c: C) -> Case | None:
    kind = c.weighted([(3, "stage1d"), (3, "tile"), (1, "broadcast"), (1, "count"),
                       (1, "slots"), (2, "exchange"), (1, "stage_y")])
    if kind == "tile":
        return _tile(c)
    if kind == "stage_y" and "stage_y" in AVOID:
        kind = "stage1d"
    if kind == "stage_y":
        return _stage_y(c)
    form = c.pick(["coal", "swap", "grid2d", "swap_lit"])
    grid, block = one_d_launch(c, form, blocks=(32, 64, 128))
    kb = KB("shared", grid, block)
    B, G = block[0], grid[0]
    base = ONE_D_FORMS[form].format(B=B, G=G)
    kb.features += [kind, form]
    ctype = pick_type(c) if kind != "count" else "int"
    restrict = kind == "exchange" and c.chance(70) or c.chance(30)
    kb.buf("in1", ctype, "in", const=True, restrict=restrict)
    if kind in ("stage1d", "broadcast"):
        kb.buf("in2", ctype, "in", const=True, restrict=restrict)
    kb.buf("out", "int" if kind == "count" else ctype,
           "inout" if kind == "exchange" else "out", restrict=restrict)
    kb.let("i", base)
    if kind == "stage1d":
        guard = c.pick(["none", "if"])
        if guard == "if":
            kb.param("n", guard_bound(c, kb.threads))
        return _staged1d(c, kb, "i", ctype, guard, lambda store=False: "i")
    if kind == "broadcast":
        # one thread of the block loads a value every thread of the block uses
        who = c.pick([0, B - 1, c.int(0, B - 1)])
        scalar = c.chance(50) and "shared_scalar" not in AVOID
        kb.emit(f"__shared__ {ctype} v{'' if scalar else '[1]'};")
        v = "v" if scalar else "v[0]"
        bid = BLOCK_ID[form]
        kb.open(f"if (threadIdx.x == {who})", f"(tx == {who})")
        kb.emit(f"{v} = {kb.ld('in2', bid)};")
        kb.close()
        kb.emit("__syncthreads();")
        kb.emit(f"{kb.st('out', 'i')} = {cast(ctype, arith(c, ctype, kb.ld('in1', 'i'), v))};")
        kb.features.append("scalar" if scalar else "array1")
    elif kind == "count":
        # a per-block count with a shared atomic
        scalar = c.chance(50) and "shared_scalar" not in AVOID
        kb.features.append("scalar" if scalar else "array1")
        cnt = "cnt" if scalar else "cnt[0]"
        kb.emit(f"__shared__ int cnt{'' if scalar else '[1]'};")
        kb.emit(f"if (threadIdx.x == 0) {cnt} = 0;")
        kb.emit("__syncthreads();")
        kb.emit(f"if ({kb.ld('in1', 'i')} > {c.pick([0, 100, -100])}) atomicAdd(&{cnt}, 1);")
        kb.emit("__syncthreads();")
        kb.emit(f"{kb.st('out', 'i')} = {cnt} * 3 + {kb.ld('in1', 'i')};")
    elif kind == "slots":
        # thread-private or permuted slots, with non-affine or reversed indices
        slot = c.pick(["threadIdx.x ^ 1", f"{B - 1} - threadIdx.x", "threadIdx.x ^ 0",
                       "threadIdx.x"])
        barrier = slot not in ("threadIdx.x", "threadIdx.x ^ 0") or c.chance(50)
        kb.features.append("barrier" if barrier else "nobarrier")
        kb.emit(f"__shared__ {ctype} s[{B}];")
        kb.emit(f"s[{slot}] = {kb.ld('in1', 'i')};")
        if barrier:
            kb.emit("__syncthreads();")
        kb.emit(f"{kb.st('out', 'i')} = {cast(ctype, arith(c, ctype, 's[threadIdx.x]'))};")
    else:  # exchange through global memory across a barrier
        nb = NEIGHBOUR[form].format(G=G)
        d_param = c.chance(50) and "exchange_param" not in AVOID
        if d_param:
            # the dependence exists or not depending on d: optimize for one, run the other
            d_run = c.pick([0, 1])
            d_opt = c.pick([0, 1])
            nbv = {"1": 1, "gridDim.x": G}.get(nb, G)
            kb.param("d", nbv * d_run)
            dt = "d"
            kb.features.append(f"d_run{d_run}_opt{d_opt}")
        else:
            dt = nb
        kb.emit(f"{kb.st('out', 'i')} = {cast(ctype, arith(c, ctype, kb.ld('in1', 'i')))};")
        kb.emit("__syncthreads();")
        kb.open(f"if (threadIdx.x < {B - 1})", f"(tx < {B - 1})")
        kb.buf("out2", ctype, "out", restrict=restrict)
        o = kb.ld("out", f"i + {dt}")
        kb.emit(f"{kb.st('out2', 'i')} = {cast(ctype, arith(c, ctype, o, kb.ld('in1', 'i')))};")
        kb.close()
        if d_param:
            og = kb.grid
            op = dict(kb.params)
            op["d"] = nbv * d_opt
            return kb.finish(og, op)
    og, op = maybe_other_launch(c, kb)
    return kb.finish(og, op)


def _stage_y(c: C) -> Case | None:
    """A block one thread wide along x: shared slots indexed by threadIdx.y only, the
    global index uncoalesced along y (a swap candidate whose new blocks would share
    slots)."""
    by = c.pick([32, 64, 16])
    gx = c.int(1, 32)
    kb = KB("shared", (gx,), (1, by))
    kb.features += ["stage_y"]
    ctype = pick_type(c)
    kb.buf("in1", ctype, "in", const=True, restrict=c.chance(50))
    kb.buf("out", ctype, "out", restrict=c.chance(50))
    kb.let("i", "threadIdx.y * gridDim.x + blockIdx.x")
    kb.emit(f"__shared__ {ctype} s[{by}];")
    kb.emit(f"s[threadIdx.y] = {kb.ld('in1', 'i')};")
    if c.chance(70):
        kb.emit("__syncthreads();")
    kb.emit(f"{kb.st('out', 'i')} = {cast(ctype, arith(c, ctype, 's[threadIdx.y]'))};")
    return kb.finish()


def _tile(c: C) -> Case | None:
    """A 2D tile, read transposed (bank conflicts: padding candidate) or straight."""
    B = c.pick([8, 16, 32])
    per = MAX_THREADS // (B * B)
    gx = c.int(1, max(1, min(4, per)))
    gy = c.int(1, max(1, min(4, per // gx)))
    kb = KB("shared", (gx, gy), (B, B))
    ctype = c.weighted([(3, "float"), (2, "int"), (1, "unsigned char"), (1, "short")])
    padded = c.chance(20)
    read = c.pick(["transposed", "straight"])
    kb.features += ["tile", read, f"B{B}"] + (["padded"] if padded else [])
    kb.buf("in", ctype, "in", const=True)
    kb.buf("out", ctype, "out")
    W, H = gx * B, gy * B
    kb.param("width", W)
    kb.param("height", H)
    kb.emit(f"__shared__ {ctype} tile[{B}][{B + 1 if padded else B}];")
    kb.let("x", f"blockIdx.x * {B} + threadIdx.x")
    kb.let("y", f"blockIdx.y * {B} + threadIdx.y")
    # the global load along rows (coalesced) or down columns (an intra-block swap
    # candidate: threadIdx.x <-> threadIdx.y, legal with shared memory)
    gl = c.weighted([(1, "row"), (2, "column")])
    kb.features.append("load_" + gl)
    src = "y * width + x" if gl == "row" else "x * height + y"
    kb.emit(f"tile[threadIdx.y][threadIdx.x] = {kb.ld('in', src)};")
    kb.emit("__syncthreads();")
    if read == "transposed":
        kb.let("x2", f"blockIdx.y * {B} + threadIdx.x")
        kb.let("y2", f"blockIdx.x * {B} + threadIdx.y")
        kb.emit(f"{kb.st('out', 'y2 * height + x2')} = tile[threadIdx.x][threadIdx.y];")
    else:
        v = "tile[threadIdx.y][threadIdx.x]"
        kb.emit(f"{kb.st('out', src)} = {cast(ctype, arith(c, ctype, v))};")
    return kb.finish()


def scatter(c: C) -> Case | None:
    form = c.pick(["coal", "swap"])
    grid, block = one_d_launch(c, form)
    kb = KB("scatter", grid, block)
    base = ONE_D_FORMS[form].format(B=block[0], G=grid[0])
    T = kb.threads
    ctype = pick_type(c)
    kind = c.weighted([(3, "nonaffine"), (2, "indirect")])
    kb.features += [kind, form]
    kb.let("i", base)
    if kind == "nonaffine":
        n = T if not c.chance(50) else c.int(1, T)
        mult = c.pick([7, 3, 5, 11])
        while n > 1 and n % mult == 0:
            n -= 1
        kb.param("n", n)
        kb.buf("in1", ctype, "in", const=True)
        kb.buf("in2", ctype, "in", const=True)
        kb.buf("out", ctype, "out")
        kb.open("if (i < n)", "(i < n)")
        ld1 = c.pick(["i ^ 1", "(i * i) % n", f"(i * {mult}) % n"])
        if ld1 == "i ^ 1" and n % 2:
            ld1 = "(i ^ 1) % n"
        ld2 = c.pick(["(i * 5) % n", "(i ^ 3) % n", "(i * i) % n"])
        a = kb.ld("in1", ld1, affine=False)
        b = kb.ld("in2", ld2, affine=False)
        sidx = f"(i * {mult}) % n"
        kb.emit(f"{kb.st('out', sidx, affine=False)} = {cast(ctype, arith(c, ctype, a, b))};")
        kb.close()
        return kb.finish()
    # indirect: data-dependent loads/stores next to affine ones
    rng = np.random.default_rng(c.int(0, 2**16))
    M = c.int(1, 2 * T)
    kb.buf("idx", "int", "data", fixed=None, const=True)
    kb.buf("in1", ctype, "in", const=True)
    kb.buf("in2", ctype, "in", const=True)
    store_perm = c.chance(40)
    if store_perm:
        kb.buf("perm", "int", "data", const=True)
    kb.buf("out", ctype, "out")
    fixed = rng.integers(0, M, T).astype(np.int32)
    fixed[rng.integers(0, T)] = M - 1
    kb.bufs["idx"].fixed = fixed
    kb.fixed["idx"] = fixed
    a = kb.ld("in1", kb.ld("idx", "i"), affine=False)
    b = kb.ld("in2", "i")
    if store_perm:
        perm = rng.permutation(T).astype(np.int32)
        kb.bufs["perm"].fixed = perm
        kb.fixed["perm"] = perm
        dst = kb.st("out", kb.ld("perm", "i"), affine=False)
    else:
        dst = kb.st("out", "i")
    kb.emit(f"{dst} = {cast(ctype, arith(c, ctype, a, b))};")
    return kb.finish()


# neighbour offsets (elements) a stencil reads along x
STENCIL_OFFSETS = ((-1, 0, 1), (-1, 1), (-2, -1, 0, 1, 2), (0, 1), (-1, 0), (-3, 0, 2), (0,),
                   (1, 2, 3))
STENCIL_BLOCKS_2D = ((32, 4), (16, 8), (64, 2), (32, 2), (8, 8), (128, 1))


def _offset(var: str, o: int) -> str:
    return var if o == 0 else f"{var} + {o}" if o > 0 else f"{var} - {-o}"


def stencil(c: C) -> Case | None:
    """Neighbour reads ``in[i - 1], in[i], in[i + 1]`` (1D) or ``in[(y + dy) * width + x +
    dx]`` (2D) under border guards such as ``i >= 1 && i < n - 1``, which differ between
    the copies of a merged thread (the versioned and grouped-neighbour paths of the
    optimizer): guards as one conjunction, as the else branch of a border test, on
    ``threadIdx.x``, inside ``?:`` (not groupable), as an early return, or missing;
    sizes not multiples of the vector width."""
    dim = c.weighted([(3, "1d"), (2, "2d")])
    ctype = pick_type(c)
    acc_t = "float" if ctype == "float" else "int"
    offs = c.pick(STENCIL_OFFSETS)
    lo, hi = max(0, -min(offs)), max(0, max(offs))
    a0, b0 = lo + c.pick([0, 0, 1]), hi + c.pick([0, 0, 1])
    kind = c.weighted([(4, "and"), (2, "else"), (1, "thread"), (1, "ternary"), (1, "return")])
    coefs = [c.pick([1, 2, 3, -1]) for _ in offs]
    if dim == "1d":
        form = c.pick(["coal", "coal_lit"])
        grid, block = one_d_launch(c, form, blocks=(32, 64, 128))
        kb = KB("stencil", grid, block)
        base = ONE_D_FORMS[form].format(B=block[0], G=grid[0])
        T = kb.threads
        x, bound, bound_m = "i", "n", "n"
        kb.param("n", c.pick([T, max(1, T - c.int(1, 7)), c.int(1, T), max(1, T - 4)]))
    else:
        bx, by = c.pick(STENCIL_BLOCKS_2D)
        gx = c.int(1, max(1, min(8, MAX_THREADS // (bx * by))))
        gy = c.int(1, max(1, min(4, MAX_THREADS // (bx * by * gx))))
        kb = KB("stencil", (gx, gy), (bx, by))
        X, Y = gx * bx, gy * by
        kb.param("width", c.pick([X, max(1, X - c.int(1, 7)), c.int(1, X)]))
        kb.param("height", c.pick([Y, max(1, Y - c.int(0, 3))]))
        x, bound, bound_m = "x", "width", "width"
    kb.features += [dim, kind, "offsets" + "_".join(map(str, offs))]
    kb.buf("in", ctype, "in", const=c.chance(60), restrict=c.chance(30))
    kb.buf("out", ctype, "out", restrict=c.chance(30))
    if dim == "1d":
        kb.let("i", base)
        # an inner early return must stay at the top level of the kernel
        outer = c.pick(["return", "none"] if kind == "return" else ["if", "return", "none"])
        if outer == "if":
            kb.open("if (i < n)", "(i < n)")
        elif outer == "return":
            kb.ret_if("i >= n", "(i >= n)")
        rows = (0,)
        row_c, row_m = "", ""

        def index(dy, o):
            return _offset("i", o)
        store = "i"
    else:
        kb.let("x", "blockIdx.x * blockDim.x + threadIdx.x")
        kb.let("y", "blockIdx.y * blockDim.y + threadIdx.y")
        outer = "return" if kind == "return" or c.chance(25) else "if"
        if outer == "if":
            kb.open("if (x < width && y < height)", "(x < width) & (y < height)")
        else:
            kb.ret_if("x >= width || y >= height", "(x >= width) | (y >= height)")
        rows = c.pick([(-1, 0, 1), (0,), (-1, 1)])
        r0, r1 = max(0, -min(rows)), max(0, max(rows))
        row_c = f" && y >= {r0} && y < height - {r1}"
        row_m = f" & (y >= {r0}) & (y < height - {r1})"

        def index(dy, o):
            row = "y" if dy == 0 else f"(y + {dy})" if dy > 0 else f"(y - {-dy})"
            return _offset(f"{row} * width + x", o)
        store = "y * width + x"
    kb.features.append("outer_" + outer)
    inner_c = f"{x} >= {a0} && {x} < {bound} - {b0}{row_c}"
    inner_m = f"({x} >= {a0}) & ({x} < {bound_m} - {b0}){row_m}"
    if kind == "thread":
        # a block-local border as well (the copies of one merged thread straddle it)
        inner_c = f"threadIdx.x >= {a0} && threadIdx.x < blockDim.x - {b0} && " + inner_c
        inner_m = f"(tx >= {a0}) & (tx < bdx - {b0}) & " + inner_m
    zero = "0.0f" if acc_t == "float" else "0"

    def total(extra=()):
        terms = []
        for dy in rows:
            for o, k in zip(offs, coefs):
                v = kb.ld("in", index(dy, o), extra=extra)
                terms.append(f"{k} * {v}" if acc_t == "int" else f"{float(k)}f * {v}")
        return " + ".join(terms)

    kb.emit(f"{acc_t} r = {zero};")
    if kind in ("and", "thread"):
        kb.open(f"if ({inner_c})", inner_m)
        kb.emit(f"r = {total()};")
        kb.close()
    elif kind == "else":
        kb.open(f"if (!({inner_c}))", f"~({inner_m})")
        kb.emit(f"r = {c.pick([7, 1, 0])};")
        kb.close()
        kb.open("else", inner_m)
        kb.emit(f"r = {total()};")
        kb.close()
    elif kind == "ternary":
        kb.emit(f"r = ({inner_c}) ? {total(extra=(inner_m,))} : {zero};")
    else:  # return: border threads leave before their store
        kb.ret_if(f"!({inner_c})", f"~({inner_m})")
        kb.emit(f"r = {total()};")
    kb.emit(f"{kb.st('out', store)} = {cast(ctype, 'r')};")
    if outer == "if":
        kb.close()
    og, op = maybe_other_launch(c, kb)
    return kb.finish(og, op)


FAMILIES = {"elementwise1d": elementwise1d, "elementwise2d": elementwise2d, "loops": loops,
            "shared": shared, "scatter": scatter, "stencil": stencil}


def generate(family: str, seed: int) -> Case | None:
    return FAMILIES[family](C(RandomChooser(seed)))


def cases(family: str):
    """A hypothesis strategy of :class:`Case` (kernels the model rejects are filtered)."""
    from hypothesis import strategies as st

    @st.composite
    def _c(draw):
        case = FAMILIES[family](C(DrawChooser(draw)))
        from hypothesis import assume

        assume(case is not None)
        return case

    return _c()


# ----------------------------------------------------------------------- standalone


def _main(n: int) -> int:
    import time

    from warpsmith.backends.simulator import simulate
    from warpsmith.frontend import read_module

    bad = 0
    for fam in FAMILIES:
        t0, none, ok = time.time(), 0, 0
        for seed in range(n):
            case = generate(fam, seed)
            if case is None:
                none += 1
                continue
            try:
                m = read_module("gen.cu", text=case.source)
                simulate(m, KERNEL, case.grid, case.block, case.make_args(seed))
                ok += 1
            except Exception as e:  # noqa: BLE001
                bad += 1
                print(f"--- {fam} seed {seed}: {type(e).__name__}: {e}\n{case.describe()}")
        print(f"{fam}: {ok} ran, {none} rejected by the model, {time.time() - t0:.1f}s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(_main(int(sys.argv[1]) if len(sys.argv) > 1 else 100))
