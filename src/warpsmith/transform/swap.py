"""Coalescing by index-variable swapping (paper 003, section V-A).

Exchanging two launch dimensions renames the thread or block indices in the kernel text
(``threadIdx.x`` <-> ``threadIdx.y``: intra-loop; ``threadIdx.x`` <-> ``blockIdx.x``:
inter-loop, the interchange of the block loop and the thread loop) and the matching sizes
(``blockDim``/``gridDim``), and exchanges the launch extents, so that every thread of the
new launch does the work of exactly one thread of the old one. Intra-loop swaps keep each
block's set of threads and are legal unless the kernel relies on which threads share a
warp. Inter-loop swaps change which threads share a block, so they are legal only when no
thread depends on another thread of its block: no cross-thread flow through shared
memory, and, when the kernel has barriers, none through global memory either (both proven
from the affine forms by :mod:`warpsmith.analysis.dependence`), and only when the new
block fits the hardware's limits (checked now, and again at run time by the guard).
"""

from __future__ import annotations

import dataclasses

from ..analysis.access import find_accesses
from ..analysis.dependence import cross_thread_conflicts
from ..analysis.indexing import IndexEnv
from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.visit import transform, walk
from .contract import transformation
from .variant import Assumption, Refusal, Step, Variant, with_function

AXES = "xyz"
WARP_BUILTINS = ("shfl", "ballot", "any_sync", "all_sync", "activemask", "match_",
                 "reduce_add_sync", "sub_group", "lane",
                 "work_group_scan", "work_group_broadcast")  # ordered by linear local id
MAX_BLOCK = (1024, 1024, 64)
MAX_GRID = (2**31 - 1, 65535, 65535)


def expand_global_ids(fn: N.Function) -> N.Function:
    """Write ``get_global_id(d)`` as group * size + local, and ``get_global_size`` as
    groups * size, so that thread and block indices can be renamed separately."""

    def f(e):
        if isinstance(e, N.Special) and e.kind == "global_id":
            t = e.type
            g = N.Special("group_id", e.dim, t, loc=e.loc)
            s = N.Special("local_size", e.dim, t, loc=e.loc)
            lid = N.Special("local_id", e.dim, t, loc=e.loc)
            return N.Binary("+", N.Binary("*", g, s, t, loc=e.loc), lid, t, loc=e.loc)
        if isinstance(e, N.Special) and e.kind == "global_size":
            t = e.type
            return N.Binary("*", N.Special("num_groups", e.dim, t, loc=e.loc),
                            N.Special("local_size", e.dim, t, loc=e.loc), t, loc=e.loc)
        return None

    return transform(fn, f)


def _pair(var: str) -> tuple[str, str, int]:
    """("tid", "x") -> index kind, size kind, dim."""
    kind, axis = var.split(".")
    dim = AXES.index(axis)
    if kind == "tid":
        return "local_id", "local_size", dim
    return "group_id", "num_groups", dim


def rename(fn: N.Function, a: str, b: str, new_name: str) -> N.Function:
    """The kernel with index variables ``a`` and ``b`` (``tid.x``, ``bid.y``, ...) and their
    extents exchanged."""
    fn = expand_global_ids(fn)
    ia, sa, da = _pair(a)
    ib, sb, db = _pair(b)
    table = {(ia, da): (ib, db), (ib, db): (ia, da), (sa, da): (sb, db), (sb, db): (sa, da)}

    def f(e):
        if isinstance(e, N.Special) and (e.kind, e.dim) in table:
            kind, dim = table[(e.kind, e.dim)]
            return dataclasses.replace(e, kind=kind, dim=dim)
        return None

    new = transform(fn, f)
    return dataclasses.replace(new, name=new_name, source_name=new_name)


def _slot(var: str) -> str:
    kind, axis = var.split(".")
    return ("block." if kind == "tid" else "grid.") + axis


def _warp_node(fn: N.Function):
    for n in walk(fn.body):
        if isinstance(n, N.Call) and n.name in BUILTINS and \
                any(w in n.name for w in WARP_BUILTINS):
            return n  # a builtin's name only: a user's lane() or planet_update() is not
        if isinstance(n, N.Special) and n.kind == "warp_size":
            return n
        if isinstance(n, N.InlineAsm):  # may read %tid, %laneid, other lanes: opaque
            return n
    return None


def uses_warp_builtins(fn: N.Function) -> str | None:
    """Why ``fn`` depends on which threads share a warp (a warp builtin or ``warpSize``,
    with its line), or None: steps that regroup threads refuse such kernels."""
    n = _warp_node(fn)
    if n is None:
        return None
    if isinstance(n, N.InlineAsm):
        return (f"line {n.loc.line}: inline asm may read thread indices, lanes or other "
                f"threads' values, which this step cannot see")
    what = n.name if isinstance(n, N.Call) else "warpSize"
    return f"line {n.loc.line}: {what} depends on which threads share a warp"


def warp_builtin_loc(fn: N.Function) -> N.SourceLoc | None:
    """Where :func:`uses_warp_builtins` found its reason."""
    n = _warp_node(fn)
    return None if n is None else n.loc


@transformation
def swap(variant: Variant, *, a: str, b: str, name: str | None = None) -> Variant | Refusal:
    """Exchange index variables ``a`` and ``b`` (``"tid.x"``, ``"bid.y"``) of the variant's
    kernel, and the launch extents they run over; the new kernel is called ``name``
    (default: :meth:`Variant.new_name`). Refused when threads could then share data or a
    launch limit would be exceeded."""
    module, fn = variant.module, variant.function()
    grid, block, params = variant.grid, variant.block, variant.params
    new_name = variant.new_name(name)
    step = f"swap {a} <-> {b}"
    warp = uses_warp_builtins(fn)
    if warp:
        return Refusal("swap", f"{step}: {warp}", warp_builtin_loc(fn))
    sa, sb = _slot(a), _slot(b)
    lm = variant.launch_map.swapped(sa, sb)
    env = {f"grid.{x}": int(grid[i]) for i, x in enumerate(AXES)}
    env.update({f"block.{x}": int(block[i]) for i, x in enumerate(AXES)})
    new_env = dict(env)
    new_env[sa], new_env[sb] = env[sb], env[sa]
    new_block = tuple(new_env[f"block.{x}"] for x in AXES)
    new_grid = tuple(new_env[f"grid.{x}"] for x in AXES)
    for i, x in enumerate(AXES):
        if new_block[i] > MAX_BLOCK[i]:
            return Refusal("swap", f"{step}: the block would be {new_block[i]} threads along "
                                   f"{x}, over the limit of {MAX_BLOCK[i]}")
        if new_grid[i] > MAX_GRID[i]:
            return Refusal("swap", f"{step}: the grid would be {new_grid[i]} blocks along {x}, "
                                   f"over the limit of {MAX_GRID[i]}")
    threads = new_block[0] * new_block[1] * new_block[2]
    if threads > 1024:
        return Refusal("swap", f"{step}: the block would have {threads} threads, over 1024")
    inter = a.split(".")[0] != b.split(".")[0]
    new_fn = rename(fn, a, b, new_name)
    assumptions = []
    if inter:
        env = IndexEnv(fn, module, module.dialect)
        accesses = find_accesses(env)
        has_barrier = any(isinstance(n, N.Barrier) for n in walk(fn.body))
        why = (_inter_loop_blockers(env, accesses, has_barrier, grid, block, params, a, b)
               or _private_after(module, new_fn, new_grid, new_block, params))
        if why:
            return Refusal("swap", f"{step}: {why}")
        assumptions = _proof_parameters(accesses, has_barrier, params)
    kind = "inter-loop" if inter else "intra-loop"
    done = Step("swap", f"{kind}: {_spell(a)} <-> {_spell(b)}; launch {lm.describe()}")
    return variant.derive(with_function(module, new_fn), new_name, done, grid=new_grid,
                          block=new_block, launch_map=lm, assumptions=assumptions)


def _spell(var: str) -> str:
    kind, axis = var.split(".")
    return {"tid": "threadIdx", "bid": "blockIdx"}[kind] + "." + axis


def _inter_loop_blockers(env, accesses, has_barrier, grid, block, params, a, b) -> str | None:
    """Why threads of one block may depend on each other (None when proven they don't)."""
    shared = [x for x in accesses if x.space == "shared"]
    if shared:
        reasons = cross_thread_conflicts(env, shared, grid, block, params, space="shared")
        if reasons:
            return "threads of a block may share data through shared memory: " + reasons[0]
        swapped = {a, b}
        for x in shared:
            if x.offset is not None and swapped & x.offset.index_vars():
                return (f"shared array {x.array} is indexed by {' and '.join(sorted(swapped))} "
                        f"(line {x.loc.line}); its slots would move between blocks")
    if has_barrier:
        glob = [x for x in accesses if x.space == "global"]
        reasons = cross_thread_conflicts(env, glob, grid, block, params, space="global")
        if reasons:
            return ("the kernel has barriers and threads of a block may exchange data through "
                    "global memory: " + reasons[0])
    return None


def _proof_parameters(accesses, has_barrier: bool, params) -> list:
    """The proof that no thread depends on another used the parameter values it was
    given; the variant is valid only for those values (checked at run time)."""
    used = set()
    for x in accesses:
        if x.space != "shared" and not has_barrier:
            continue
        forms = [x.offset] + [p for lp in x.loops for p in (lp.start, lp.bound, lp.step)]
        for p in forms:
            if p is not None:
                used |= {s[6:] for s in p.symbols() if s.startswith("param:")}
    return [Assumption("equal", name, int(params[name]),
                       "the proof that threads do not depend on each other used this value")
            for name in sorted(used) if name in params]


def _private_after(module, new_fn, grid, block, params) -> str | None:
    """Shared slots that were private to a thread must stay private in the new blocks
    (a slot indexed by threadIdx.y alone is private only while blockDim.x is 1)."""
    env = IndexEnv(new_fn, module, module.dialect)
    shared = [x for x in find_accesses(env) if x.space == "shared"]
    if not shared:
        return None
    reasons = cross_thread_conflicts(env, shared, grid, block, params, space="shared")
    if reasons:
        return "in the new blocks, threads would share shared-memory slots: " + reasons[0]
    return None


__all__ = ["swap", "rename", "expand_global_ids", "uses_warp_builtins", "warp_builtin_loc"]
