"""Thread coarsening (paper 002, Fig. 5 and Eq. 1-3): F threads along one dimension become
one thread that does the work of all F.

Only what differs between the merged threads is replicated (the divergence analysis of
:mod:`warpsmith.analysis.divergence` decides): a statement divergent along the dimension is
copied F times, each copy working for one of the merged threads (``subId`` 0..F-1); a
branch, loop or switch whose decision is divergent is a *divergent region* and is copied
whole; uniform statements, uniform branches and loops (with the divergent statements in
them replicated) and barriers stay as they are. A barrier under divergent control is
refused: its threads would no longer meet at it.

Thread indices of copy ``s`` are remapped by Eq. 3 of the paper with stride ``st``::

    orig = (new / st) * F * st + new % st + s * st          (st = 1: orig = new * F + s)

Two schemes, chosen by what the kernel reads:

* **group-preserving** (the kernel uses the work-group along the dimension: local ids,
  group ids, local size, barriers or local memory): work-groups stay the same set of
  original threads, the local size along the dimension shrinks by F and the remapping
  applies to local ids: ``get_local_id`` -> remapped, ``get_local_size`` -> ``* F``,
  ``get_global_id`` -> ``group * local_size * F + remapped local id``;
* **global** (only global ids along the dimension): the global size shrinks by F, the
  local size is free, and the remapping applies to global ids.

When the extent the remapping runs over (the local size, or the global size) is not a
multiple of ``F * st``, the new launch is padded and each copy runs only when its original
thread exists (a guard ``orig < extent``, with the extent fixed in the kernel); such a
variant is made for that launch only and its run-time guard checks it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ..analysis.divergence import AXES, Divergence, analyze_divergence
from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.launch import Launch, dim3
from ..ir.types import I32, U32, AddressSpace, ArrayType, PointerType
from ..ir.visit import transform, walk
from .swap import uses_warp_builtins, warp_builtin_loc
from .contract import transformation
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

FACTORS = (1, 2, 4, 8, 16, 32)
STRIDES = (1, 2, 4, 8, 16, 32)
GROUP_KINDS = ("local_id", "group_id", "local_size", "num_groups")
STEP = "coarsen"


@dataclass(frozen=True)
class Coarsening(Step):
    """The coarsening step of a :class:`Variant`: what the transformation did, as data.
    ``original_local``: the local size of the original launch the variant stands for;
    ``divergence``: the analysis it decided with; ``notes``: remarks for the report."""

    factor: int = 1
    dim: int = 0
    stride: int = 1
    replicated: int = 0
    divergent_regions: int = 0
    group_dependent: bool = False
    guarded: bool = False
    original_local: tuple = ()
    divergence: Divergence | None = field(default=None, compare=False, repr=False)
    notes: tuple = ()


def coarsening(variant: Variant) -> Coarsening:
    """The coarsening step of a variant :func:`coarsen` made (its last such step)."""
    return next(s for s in reversed(variant.steps) if isinstance(s, Coarsening))


def coarsen_report(variant: Variant, file: str | None = None) -> dict:
    """The report of ``warpsmith coarsen --json`` for a variant :func:`coarsen` made."""
    c, v = coarsening(variant), variant
    return {"kernel": v.original,
            "variant": {"kernel": v.kernel, "grid": list(v.grid), "block": list(v.block),
                        "file": file},
            "factor": c.factor, "dim": c.dim, "stride": c.stride,
            "replicated": c.replicated, "divergent_regions": c.divergent_regions,
            "scheme": "group-preserving" if c.group_dependent else "global",
            "guarded": c.guarded,
            "assumptions": [str(a) for a in v.assumptions],
            "notes": list(c.notes)}


# The CUDA and OpenCL launch limit on every GPU warpsmith describes (CC 2.0 and later).
MAX_THREADS_PER_BLOCK = 1024

# ------------------------------------------------------------------ entry points

@transformation
def coarsen(variant: Variant, *, factor: int, dim: int, stride: int = 1, new_block=None,
            name: str | None = None) -> Variant | Refusal:
    """Coarsen the variant's kernel by ``factor`` along ``dim`` with ``stride`` for its
    launch (work-groups, local size). Returns the coarsened :class:`Variant` (its last
    step a :class:`Coarsening`; for factor 1 the kernel unchanged) or a :class:`Refusal`
    saying why the transformation cannot be proven legal (located where the reason is).

    ``new_block``: the local size wanted for the coarsened launch, for kernels that do not
    depend on their work-groups along ``dim`` (default: the original's). ``name``: the
    new kernel's name (default ``KERNEL_cf<F><axis>[_st<S>]``). The variant's launch must
    be its original's (coarsening does not compose with launch-changing steps)."""
    module, kernel = variant.module, variant.kernel
    grid, block = variant.grid, variant.block
    bad = _check_arguments(factor, dim, stride)
    if bad:
        return Refusal(STEP, bad)
    if variant.launch_map != LaunchMap():
        return Refusal(STEP, "the variant's launch is not its original's "
                             f"({variant.launch_map.describe()})")
    fn = variant.function()
    if factor == 1:
        return variant.derive(module, kernel, Coarsening(STEP, "factor 1: unchanged", dim=dim,
                                                         original_local=block))
    axis = AXES[dim]
    what = f"coarsen by {factor} along {axis}" + (f" with stride {stride}" if stride > 1 else "")
    warp = uses_warp_builtins(fn)
    if warp:
        return Refusal(STEP, f"{what}: {warp}", warp_builtin_loc(fn))
    callee = _callee_reading_dim(module, fn, dim)
    if callee:
        return Refusal(STEP, f"{what}: {callee}")
    body = lift_exits(fn.body)
    fn = dataclasses.replace(fn, body=body)
    div = analyze_divergence(fn, module)
    for b, ctx in div.barriers:
        if dim in ctx:
            return Refusal(STEP, f"{what}: line {b.loc.line}: barrier under control that "
                                 f"depends on the thread index along {axis}{_cause(div, b, dim)};"
                                 " its threads would no longer all reach it", b.loc)
    for n in walk(body):
        if isinstance(n, N.Return) and dim in div.ctx_dims.get(id(n), frozenset()):
            return Refusal(STEP, f"{what}: line {n.loc.line}: a return under control that "
                                 f"depends on the thread index along {axis} (other than an "
                                 "early exit at the top of the kernel) would end every "
                                 "merged thread", n.loc)
    dependent = group_dependent(module, fn, dim)
    plan = _plan_launch(dependent, factor, dim, stride, grid, block, new_block)
    if isinstance(plan, str):
        return Refusal(STEP, f"{what}: {plan}")
    new_name = name or _variant_name(module, kernel, factor, dim, stride)
    rep = _Replicator(fn, div, module, factor, dim, stride, dependent, plan)
    if rep.refusal:
        return Refusal(STEP, f"{what}: {rep.refusal}")
    new_body = rep.body()
    if rep.refusal:
        return Refusal(STEP, f"{what}: {rep.refusal}")
    new_fn = dataclasses.replace(fn, name=new_name, source_name=new_name, body=new_body)
    done = Coarsening(STEP, f"{what}: {rep.replicated} statements replicated",
                      factor=factor, dim=dim, stride=stride, replicated=rep.replicated,
                      divergent_regions=rep.regions, group_dependent=dependent,
                      guarded=plan.guarded, original_local=block, divergence=div,
                      notes=tuple(plan.notes))
    return variant.derive(with_function(module, new_fn), new_name, done, grid=plan.grid,
                          block=plan.block, launch_map=plan.launch_map,
                          assumptions=plan.assumptions)


def idle_factor(factor: int, dim: int, grid, block) -> Refusal | None:
    """A refusal when ``factor`` is more than the launch's threads along ``dim``: every
    coarsened thread would stand for threads that do not exist (the guard makes such a
    variant legal but pointless; the exploration, which fixes global sizes, may still
    build it through :func:`coarsen_to`)."""
    bad = _check_arguments(factor, dim, 1)
    if bad:
        return Refusal(STEP, bad)
    threads = int(grid[dim]) * int(block[dim])
    if factor > max(threads, 1):
        return Refusal(STEP, f"factor {factor} is more than the {threads} threads of the "
                             f"launch along {AXES[dim]} (grid {tuple(grid)}, block "
                             f"{tuple(block)}): nothing to merge them with")
    return None


def divergent_barrier(module: N.Module, kernel: str) -> Refusal | None:
    """A refusal located at the first barrier of ``kernel`` whose control depends on the
    thread index (divergence analysis, paper 002), or None. Such a barrier is not reached
    by every thread of a block (undefined in CUDA and OpenCL) and makes every coarsening
    illegal, so ``coarsen --auto`` refuses it instead of advising."""
    fn = module.function(kernel)
    div = analyze_divergence(dataclasses.replace(fn, body=lift_exits(fn.body)), module)
    for b, ctx in div.barriers:
        if ctx:
            axes = ", ".join(AXES[d] for d in sorted(ctx))
            return Refusal(STEP, f"line {b.loc.line}: barrier under control that depends on "
                                 f"the thread index along {axes}{_cause(div, b, min(ctx))}: "
                                 "not every thread of a block reaches it, so no coarsening "
                                 "is legal", b.loc)
    return None


def coarsen_to(module: N.Module, kernel: str, factor: int, dim: int, stride: int,
               global_size, local, params: dict | None = None) -> Variant | Refusal:
    """Coarsen for an exploration that fixes the ORIGINAL global size (work-items per
    dimension) and the local size of the COARSENED launch: the start variant's launch is
    derived from them, then :func:`coarsen`. The step's ``original_local`` is the local
    size of the equivalent original launch (what the program's inputs and reference are
    computed for). Refuses configurations that would need a guard."""
    gsize = tuple(int(g) for g in global_size)
    local = tuple(int(x) for x in local)
    if len(gsize) != len(local):
        return Refusal(STEP, f"global size {gsize} and local size {local} differ in rank")
    bad = _check_arguments(factor, dim, stride)
    if bad:
        return Refusal(STEP, bad)
    if dim >= len(gsize):
        return Refusal(STEP, f"dimension {dim} is beyond the {len(gsize)}-D NDRange")
    fn = module.function(kernel)
    dependent = factor > 1 and group_dependent(module, fn, dim)
    orig_local = list(local)
    if dependent:
        orig_local[dim] *= factor
    for g, l in zip(gsize, orig_local):
        if g % l:
            return Refusal(STEP, f"global size {gsize} is not a multiple of the original "
                                 f"local size {tuple(orig_local)}")
    grid = tuple(g // l for g, l in zip(gsize, orig_local))
    start = Variant.of(module, kernel, Launch(grid, tuple(orig_local), params=params or {}))
    res = coarsen(start, factor=factor, dim=dim, stride=stride,
                  new_block=None if dependent else local)
    if isinstance(res, Refusal):
        return res
    if coarsening(res).guarded:
        return Refusal(STEP, f"coarsen by {factor} along {AXES[dim]} with stride {stride}: "
                             f"needs a guarded kernel at global size {gsize}, local {local}")
    step = dataclasses.replace(coarsening(res), original_local=tuple(orig_local))
    return dataclasses.replace(res, steps=res.steps[:-1] + (step,))


def group_dependent(module: N.Module, fn: N.Function, dim: int) -> bool:
    """Whether ``fn`` depends on how threads form work-groups along ``dim``: it reads local
    ids, group ids, the local size or the group count along ``dim``, or has barriers or
    local (shared) memory."""
    for f in [fn] + _callees(module, fn):
        for n in walk(f.body):
            if isinstance(n, N.Special) and n.dim == dim and n.kind in GROUP_KINDS:
                return True
            if isinstance(n, N.Barrier):
                return True
            if isinstance(n, N.Decl) and n.space == AddressSpace.SHARED:
                return True
    if any(isinstance(p.type, PointerType) and p.type.space == AddressSpace.SHARED
           for p in fn.params):
        return True
    used = {n.name for n in walk(fn.body) if isinstance(n, N.Var)}
    return any(g.space == AddressSpace.SHARED and g.name in used for g in module.globals)


# ------------------------------------------------------------------ checks

MAX_FACTOR = 128  # paper 002 explores 1..32; every merged thread replicates the body


def _check_arguments(factor, dim, stride) -> str | None:
    if not isinstance(factor, int) or factor < 1:
        return f"factor must be a positive integer, not {factor!r}"
    if factor > MAX_FACTOR:
        return (f"factor {factor} is over the limit of {MAX_FACTOR} (the coarsened kernel "
                f"repeats its body once per merged thread)")
    if not isinstance(stride, int) or stride < 1:
        return f"stride must be a positive integer, not {stride!r}"
    if dim not in (0, 1, 2):
        return f"dimension must be 0, 1 or 2, not {dim!r}"
    return None


def _callees(module: N.Module, fn: N.Function) -> list:
    out, todo, seen = [], [fn], {fn.name}
    names = {f.name: f for f in module.functions}
    while todo:
        f = todo.pop()
        for n in walk(f.body):
            if isinstance(n, N.Call) and n.name in names and n.name not in seen:
                seen.add(n.name)
                out.append(names[n.name])
                todo.append(names[n.name])
    return out


def _callee_reading_dim(module, fn, dim) -> str | None:
    for f in _callees(module, fn):
        for n in walk(f.body):
            if isinstance(n, N.Special) and n.dim == dim and n.kind != "warp_size":
                return (f"function {f.source_name or f.name} (line {n.loc.line}) reads the "
                        f"launch geometry along {AXES[dim]}; coarsening remaps it only in "
                        "the kernel body (inline the function)")
    return None


def _cause(div: Divergence, barrier, dim) -> str:
    """The line of the innermost divergent decision around ``barrier``."""
    best = None
    for s in div._stmts:
        if dim in div.branch_dims.get(id(s), frozenset()) and \
                any(n is barrier for n in walk(s)):
            best = s
    return f" (the decision at line {best.loc.line})" if best is not None else ""


def lift_exits(body: N.Block) -> N.Block:
    """``if (c) return; [else E;] rest`` at the top level of the kernel -> ``if (!c) { E;
    rest }`` (and ``if (c) E; else return; rest`` -> ``if (c) { E; rest }``), so that an
    early exit becomes a region the coarsening can replicate."""
    stmts = list(body.stmts)
    for i, s in enumerate(stmts):
        if not isinstance(s, N.If):
            continue
        exit_then = _is_bare_return(s.then)
        exit_else = s.other is not None and _is_bare_return(s.other)
        if not exit_then and not exit_else:
            continue
        if exit_then and exit_else:
            return N.Block(tuple(stmts[:i]), loc=body.loc)
        keep = s.other if exit_then else s.then
        rest = list(stmts[i + 1:])
        if keep is not None:
            rest = [keep] + rest
        rest_block = lift_exits(N.Block(tuple(rest), loc=s.loc))
        if exit_then:
            cond = N.Unary("!", s.cond, I32, loc=s.cond.loc)
        else:
            cond = s.cond
        if not rest_block.stmts:
            return N.Block(tuple(stmts[:i]), loc=body.loc)
        return N.Block(tuple(stmts[:i]) + (N.If(cond, rest_block, None, loc=s.loc),),
                       loc=body.loc)
    if stmts and isinstance(stmts[-1], N.Return) and stmts[-1].value is None:
        return N.Block(tuple(stmts[:-1]), loc=body.loc)
    return body


def _is_bare_return(s) -> bool:
    if isinstance(s, N.Return) and s.value is None:
        return True
    return isinstance(s, N.Block) and len(s.stmts) == 1 and _is_bare_return(s.stmts[0])


def _variant_name(module, kernel: str, factor, dim, stride) -> str:
    base = f"{kernel}_cf{factor}{AXES[dim]}" + (f"_st{stride}" if stride > 1 else "")
    names = {f.name for f in module.functions}
    name, k = base, 1
    while name in names:
        k += 1
        name = f"{base}_{k}"
    return name


# ------------------------------------------------------------------ launch

@dataclass
class _Plan:
    grid: tuple
    block: tuple
    launch_map: LaunchMap
    assumptions: list
    guarded: bool
    extent: int  # the original extent the remapping runs over (local or global size)
    notes: list


def _plan_launch(dependent, F, D, S, grid, block, new_block):
    axis = AXES[D]
    if dependent:
        if new_block is not None and dim3(new_block)[D] * F != block[D]:
            return (f"the kernel uses its work-groups along {axis}, so the coarsened local "
                    f"size along {axis} must be the original's / {F}")
        L = block[D]
        if L % (F * S) == 0:
            nb = list(block)
            nb[D] = L // F
            lm = LaunchMap().divided(f"block.{axis}", F)
            asm = [Assumption("divisible", f"block.{axis}", F * S,
                              f"the work-group along {axis} is split into {F} copies"
                              + (f" with stride {S}" if S > 1 else ""))]
            return _Plan(grid, tuple(nb), lm, asm, False, L, [])
        Lp = -(-L // (F * S)) * S
        nb = list(block)
        nb[D] = Lp
        if nb[0] * nb[1] * nb[2] > MAX_THREADS_PER_BLOCK:
            return (f"local size {L} along {axis} is not a multiple of {F * S}: the padded "
                    f"work-group would have {nb[0] * nb[1] * nb[2]} threads, more than "
                    f"{MAX_THREADS_PER_BLOCK}")
        lm = _fixed_map(grid, nb, D, fixed_grid=False)
        asm = [Assumption("equal", f"block.{axis}", L,
                          f"the coarsened kernel is made for local size {L} along {axis}")]
        return _Plan(grid, tuple(nb), lm, asm, True, L,
                     [f"local size {L} along {axis} is not a multiple of {F * S}: the new "
                      f"work-group has {Lp} threads and copies beyond {L} do nothing"])
    G = grid[D] * block[D]
    padded = G % (F * S) != 0
    Np = G // F if not padded else -(-G // (F * S)) * S
    B = dim3(new_block)[D] if new_block is not None else block[D]
    if new_block is not None:
        other = [i for i in range(3) if i != D]
        if any(dim3(new_block)[i] != block[i] for i in other):
            return "the coarsened local size may differ from the original's only along " + axis
    B = min(B, Np) if Np > 0 else B
    g = -(-Np // B)
    guarded = padded or g * B != Np
    nb = list(block)
    nb[D] = B
    if nb[0] * nb[1] * nb[2] > MAX_THREADS_PER_BLOCK:
        return (f"the coarsened work-group would have {nb[0] * nb[1] * nb[2]} threads, more "
                f"than {MAX_THREADS_PER_BLOCK}")
    ng = list(grid)
    ng[D] = g
    notes = []
    if not guarded and B == block[D]:
        lm = LaunchMap().divided(f"grid.{axis}", F)
        asm = [Assumption("divisible", f"grid.{axis}", F, f"the grid along {axis} shrinks "
                                                           f"{F}-fold"),
               Assumption("divisible", f"grid.{axis} * block.{axis}", F * S,
                          f"global size along {axis} split into {F} copies"
                          + (f" with stride {S}" if S > 1 else ""))]
    else:
        lm = _fixed_map(ng, nb, D, fixed_grid=True)
        asm = [Assumption("equal", f"grid.{axis}", grid[D], "made for this launch"),
               Assumption("equal", f"block.{axis}", block[D], "made for this launch")]
        if guarded:
            notes.append(f"global size {G} along {axis} is not a multiple of the new launch: "
                         f"{g} x {B} threads, copies beyond {G} do nothing")
    return _Plan(tuple(ng), tuple(nb), lm, asm, guarded, G, notes)


def _fixed_map(grid, block, D, fixed_grid: bool) -> LaunchMap:
    g = ["grid.x", "grid.y", "grid.z"]
    b = ["block.x", "block.y", "block.z"]
    b[D] = str(block[D])
    if fixed_grid:
        g[D] = str(grid[D])
    return LaunchMap(tuple(g), tuple(b))


# ------------------------------------------------------------------ replication

class _Replicator:
    """Builds the coarsened body (see the module doc)."""

    def __init__(self, fn, div: Divergence, module, F, D, S, dependent, plan: _Plan):
        self.fn, self.div, self.module = fn, div, module
        self.F, self.D, self.S = F, D, S
        self.dependent, self.plan = dependent, plan
        self.replicated = 0
        self.regions = 0
        self.refusal: str | None = None
        private = {d.name for d in walk(fn.body)
                   if isinstance(d, N.Decl) and d.space == AddressSpace.PRIVATE}
        params = {p.name for p in fn.params}
        self.private = private | params
        self.divnames = {v for v, dims in div.var_dims.items()
                         if D in dims and (v in private or v in params)}
        taken = private | params | {f.name for f in module.functions} | \
            {g.name for g in module.globals} | \
            {d.name for d in walk(fn.body) if isinstance(d, N.Decl)}
        self.names: dict = {}
        for v in sorted(self.divnames):
            copies = []
            for k in range(F):
                cand, j = f"{v}_{k}", 0
                while cand in taken:
                    j += 1
                    cand = f"{v}_c{k}" if j == 1 else f"{v}_c{k}_{j}"
                taken.add(cand)
                copies.append(cand)
            self.names[v] = copies
        self.div_params = [p for p in fn.params if p.name in self.divnames]
        # the type the kernel's thread indices have (guards compare in it)
        self.index_type = next((n.type for n in walk(fn.body) if isinstance(n, N.Special)
                                and n.kind in ("local_id", "global_id")), U32)

    # -- expressions
    def _remap(self, n, k: int):
        """Original thread index of copy ``k`` from the new index ``n`` (Eq. 3)."""
        t = n.type
        F, S = self.F, self.S

        def c(v):
            return N.Const(v, t)
        if S == 1:
            e = N.Binary("*", n, c(F), t)
            return N.Binary("+", e, c(k), t) if k else e
        e = N.Binary("+", N.Binary("*", N.Binary("/", n, c(S), t), c(F * S), t),
                     N.Binary("%", n, c(S), t), t)
        return N.Binary("+", e, c(k * S), t) if k else e

    def _size(self, kind, t):
        """The original's local size (group scheme) or global size (global scheme)."""
        D, F = self.D, self.F
        if self.plan.guarded:
            return N.Const(self.plan.extent, t)
        return N.Binary("*", N.Special(kind, D, t), N.Const(F, t), t)

    def _rewrite(self, tree, k: int | None):
        """Copy ``k`` of ``tree`` (None: a uniform statement, which only needs the sizes)."""
        D = self.D
        names = self.names

        def f(e):
            if isinstance(e, N.Special) and e.dim == D:
                t = e.type
                if e.kind == "local_size" and self.dependent:
                    return self._size("local_size", t)
                if e.kind == "global_size":
                    if self.dependent:
                        return N.Binary("*", N.Special("num_groups", D, t),
                                        self._size("local_size", t), t)
                    return self._size("global_size", t)
                if e.kind in ("local_id", "global_id") and k is None:
                    raise AssertionError("thread index in a uniform statement")
                if e.kind == "local_id" and self.dependent:
                    return self._remap(N.Special("local_id", D, t), k)
                if e.kind == "global_id":
                    if self.dependent:
                        lid = self._remap(N.Special("local_id", D, t), k)
                        base = N.Binary("*", N.Special("group_id", D, t),
                                        self._size("local_size", t), t)
                        return N.Binary("+", base, lid, t)
                    return self._remap(N.Special("global_id", D, t), k)
            if k is not None and isinstance(e, N.Var) and e.name in names:
                return dataclasses.replace(e, name=names[e.name][k])
            if k is not None and isinstance(e, N.Decl) and e.name in names:
                return dataclasses.replace(e, name=names[e.name][k])
            return None

        return transform(tree, f)

    def _valid(self, k: int):
        """Copy ``k`` exists in the original launch (only for guarded variants)."""
        D = self.D
        kind = "local_id" if self.dependent else "global_id"
        t = self.index_type
        orig = self._remap(N.Special(kind, D, t), k)
        return N.Binary("<", orig, N.Const(self.plan.extent, t), I32)

    # -- statements
    def body(self) -> N.Block:
        out = []
        for p in self.div_params:
            for k in range(self.F):
                out.append(N.Decl(self.names[p.name][k], p.type, N.Var(p.name, p.type),
                                  loc=p.loc))
        out.extend(self._seq(self.fn.body.stmts))
        return N.Block(tuple(out), loc=self.fn.body.loc)

    def _seq(self, stmts) -> list:
        out = []
        for s in stmts:
            out.extend(self._stmt(s))
        return out

    def _divergent_stmt(self, s) -> bool:
        D = self.D
        if D in self.div.stmt_dims.get(id(s), frozenset()):
            return True
        for n in walk(s):
            if isinstance(n, N.Call) and BUILTINS.get(n.name) is not None and \
                    BUILTINS[n.name].kind == "atomic":
                return True
            if isinstance(n, N.Var) and n.name in self.divnames:
                return True
        return False

    def _stmt(self, s) -> list:
        D = self.D
        if isinstance(s, N.Block):
            return [N.Block(tuple(self._seq(s.stmts)), loc=s.loc)]
        if isinstance(s, N.Decl):
            if s.name in self.divnames:
                return self._replicate(s, region=False)
            return [self._rewrite(s, None)]
        if isinstance(s, N.ExprStmt):
            if self._divergent_stmt(s):
                return self._replicate(s, region=False)
            if self.plan.guarded and self._touches_memory(s):
                # a padded thread (no copy of it exists) must not store, even the same
                # value a real thread stores: that would be a race the original has not
                return [N.If(self._valid(0), self._rewrite(s, None), None, loc=s.loc)]
            return [self._rewrite(s, None)]
        if isinstance(s, (N.If, N.For, N.While, N.DoWhile, N.Switch)):
            decision = self.div.branch_dims.get(id(s), frozenset())
            init_div = isinstance(s, N.For) and s.init is not None and \
                self._divergent_stmt(s.init)
            if D in decision or init_div:
                return self._replicate(s, region=True)
            return [self._uniform_control(s)]
        if isinstance(s, N.Barrier):
            return [s]
        return [self._rewrite(s, None)]

    def _touches_memory(self, s) -> bool:
        """Whether statement ``s`` may write memory (not only private variables)."""
        from ..analysis.divergence import lvalue_root
        for n in walk(s):
            if isinstance(n, (N.Assign, N.IncDec)):
                root = lvalue_root(n.target)
                if root is None or root not in self.private:
                    return True
            if isinstance(n, N.Call) and n.name not in BUILTINS:
                return True
        return False

    def _uniform_control(self, s):
        def body(b):
            if b is None:
                return None
            new = self._seq([b])
            return new[0] if len(new) == 1 else N.Block(tuple(new), loc=b.loc)
        if isinstance(s, N.If):
            return dataclasses.replace(s, cond=self._rewrite(s.cond, None), then=body(s.then),
                                       other=body(s.other))
        if isinstance(s, N.For):
            return dataclasses.replace(
                s, init=None if s.init is None else self._rewrite(s.init, None),
                cond=None if s.cond is None else self._rewrite(s.cond, None),
                step=None if s.step is None else self._rewrite(s.step, None),
                body=body(s.body))
        if isinstance(s, (N.While, N.DoWhile)):
            return dataclasses.replace(s, cond=self._rewrite(s.cond, None), body=body(s.body))
        cases = tuple((vals, N.Block(tuple(self._seq(b.stmts)), loc=b.loc))
                      for vals, b in s.cases)
        return dataclasses.replace(s, value=self._rewrite(s.value, None), cases=cases)

    def _replicate(self, s, region: bool) -> list:
        self.replicated += 1
        if region:
            self.regions += 1
            for n in walk(s):
                if isinstance(n, N.Decl) and n.space == AddressSpace.PRIVATE and \
                        n.name not in self.divnames:
                    self.refusal = (f"line {n.loc.line}: {n.name} is declared in a divergent "
                                    "region but was not found divergent")
        out = []
        for k in range(self.F):
            copy = self._rewrite(s, k)
            if not self.plan.guarded:
                out.append(copy)
                continue
            if isinstance(copy, N.Decl):
                if isinstance(copy.type, ArrayType) and copy.init is not None:
                    self.refusal = (f"line {s.loc.line}: an initialized local array cannot "
                                    "be declared conditionally in a guarded kernel")
                    return [s]
                out.append(dataclasses.replace(copy, init=None, const=False))
                if copy.init is not None:
                    target = N.Var(copy.name, copy.type, loc=copy.loc)
                    assign = N.Assign(target, copy.init, None, copy.type, loc=copy.loc)
                    out.append(N.If(self._valid(k), N.ExprStmt(assign, loc=copy.loc), None,
                                    loc=copy.loc))
                continue
            out.append(N.If(self._valid(k), copy, None, loc=s.loc))
        return out


__all__ = ["coarsen", "coarsen_to", "coarsen_report", "coarsening", "group_dependent",
           "lift_exits", "Coarsening", "FACTORS", "STRIDES"]
