"""Swapping global indices, with the grid order and block shape that go with them
(issue 16, items 4a and 4b).

The paper's swap (:mod:`.swap`) exchanges ``threadIdx.x`` with one other index variable.
When the kernel reads its indices only as global indices ``blockIdx.i * blockDim.i +
threadIdx.i``, swapping ``threadIdx.x`` with ``threadIdx.d`` alone leaves the lanes of a
warp on the right axis but the blocks in the wrong order: the hardware starts blocks in
``blockIdx.x``-fastest order, which then walks the *slow* axis of the data, so the blocks
running at one time touch one short piece of many DRAM rows (the held-out ``axpy2d_colwalk``
ran 2.4x slower than a hand kernel whose accesses were no better coalesced). And when the
fast axis of the data is a *block* index over a grid extent smaller than a warp (a strided
copy ``out[(blockIdx.x*blockDim.x+threadIdx.x)*gridDim.y + blockIdx.y]`` with gridDim.y 2
or 4), no swap of ``threadIdx.x`` makes a block wide enough to fill a warp.

:func:`swap_global` composes steps that are each legal on their own:

1. :func:`globalize`: a block index ``blockIdx.d`` read alone, on an axis whose block
   extent is 1 and whose thread index and block extent the kernel never reads, is the
   global index ``blockIdx.d * blockDim.d + threadIdx.d`` (and ``gridDim.d`` the global
   extent ``gridDim.d * blockDim.d``); the text is rewritten so, under the run-time
   assumption that the block extent along d is 1. Each thread computes exactly what it did.
2. :func:`~.swap.swap` of ``threadIdx.x`` with ``threadIdx.d`` (intra-loop: the same
   blocks, legal unless the kernel depends on which threads share a warp) and of
   ``blockIdx.x`` with ``blockIdx.d`` (a renumbering of blocks, which never communicate
   within a launch): global axis d of the data becomes global axis x of the launch, with
   the block order following it.
3. :func:`~.reshape.reshape_block`: a block shape chosen among the legal ones (each
   thread's work depends only on its global index, checked by the reshape's own pairing
   proof; the guard checks that the new shape divides the global extents).

The optimizer (:mod:`.pipeline`) proposes these with the paper's swaps in one round; on a
tie of the predicted cost (the access model does not see block order) the composition is
kept, since it is the paper's swap with blocks in data order.
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from ..ir.visit import transform, walk
from .contract import transformation
from .reshape import _product, _special, reshape_block
from .swap import expand_global_ids, swap
from .variant import Assumption, Refusal, Step, Variant, with_function

STEP = "global-index"
AXES = "xyz"


def _lone(fn: N.Function, dim: int) -> tuple[bool, bool]:
    """(reads blockIdx.dim or gridDim.dim outside a global index or extent, reads
    threadIdx.dim or blockDim.dim at all)."""
    covered: set = set()
    for n in walk(fn.body):
        if isinstance(n, N.Binary) and n.op == "+":
            for l, r in ((n.lhs, n.rhs), (n.rhs, n.lhs)):
                t = _special(r, "local_id")
                p = _product(l, "group_id", "local_size")
                if t is not None and p is not None and t.dim == dim and p[0].dim == dim:
                    covered.add(id(p[0]))
        elif isinstance(n, N.Binary) and n.op == "*":
            p = _product(n, "num_groups", "local_size")
            if p is not None and p[0].dim == dim:
                covered.add(id(p[0]))
    lone = thread = False
    for n in walk(fn.body):
        if isinstance(n, N.Special) and n.dim == dim:
            if n.kind in ("group_id", "num_groups") and id(n) not in covered:
                lone = True
            elif n.kind in ("local_id", "local_size"):
                thread = True
    return lone, thread


@transformation
def globalize(variant: Variant, *, name: str | None = None) -> Variant | Refusal:
    """Read every block index that the kernel uses alone, on an axis with blocks of one
    thread, as the global index of that axis (see the module doc); the variant unchanged
    when there is none, refused when such an axis also reads its thread index or extent."""
    fn = expand_global_ids(variant.function())
    lm = variant.launch_map
    dims = []
    for d in range(3):
        lone, thread = _lone(fn, d)
        if not lone:
            continue
        if variant.block[d] != 1:
            continue  # a real block index: nothing to read as a global index
        if thread:
            return Refusal(STEP, f"blockIdx.{AXES[d]} is read alone and threadIdx.{AXES[d]} "
                                 f"or blockDim.{AXES[d]} too")
        if lm.block_div[d] != 1:
            return Refusal(STEP, f"block axis {AXES[d]} was already divided by an earlier step")
        dims.append(d)
    if not dims:
        return variant

    def sp(kind, dim, like):
        return N.Special(kind, dim, like.type, loc=like.loc)

    def g(e):
        if isinstance(e, N.Special) and e.dim in dims and e.kind == "group_id":
            t = e.type
            return N.Binary("+", N.Binary("*", sp("group_id", e.dim, e),
                                          sp("local_size", e.dim, e), t, loc=e.loc),
                            sp("local_id", e.dim, e), t, loc=e.loc)
        if isinstance(e, N.Special) and e.dim in dims and e.kind == "num_groups":
            return N.Binary("*", sp("num_groups", e.dim, e), sp("local_size", e.dim, e),
                            e.type, loc=e.loc)
        return None

    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(transform(fn, g), name=new_name, source_name=new_name)
    spelled = ", ".join(f"blockIdx.{AXES[d]} as blockIdx.{AXES[d]} * blockDim.{AXES[d]} + "
                        f"threadIdx.{AXES[d]}" for d in dims)
    assumptions = [Assumption("equal", lm.block[d], 1,
                              f"blockIdx.{AXES[d]} read as a global index") for d in dims]
    return variant.derive(with_function(variant.module, new_fn), new_name,
                          Step(STEP, f"{spelled} (blocks of one thread along "
                                     f"{', '.join(AXES[d] for d in dims)})"),
                          assumptions=assumptions)


def swap_global(variant: Variant, *, axis: str, block: tuple,
                name: str | None = None) -> Variant | Refusal:
    """Make global axis ``axis`` of the kernel global axis x of the launch, blocks in its
    order, in blocks of shape ``block`` (the composition of :func:`globalize`, two
    swaps and :func:`~.reshape.reshape_block`, see the module doc); the first refusal of
    those steps otherwise."""
    d = AXES.index(axis)
    if d == 0:
        return Refusal("swap", "global swap: axis x with itself")
    v = globalize(variant, name=name)
    if isinstance(v, Refusal):
        return v
    for a, b in (("tid.x", f"tid.{axis}"), ("bid.x", f"bid.{axis}")):
        v = swap(v, a=a, b=b, name=name)
        if isinstance(v, Refusal):
            return v
    return reshape_block(v, block=block, name=name)


def global_shapes(extent_x: int, threads: tuple, limit: int = 8,
                  extent_y: int | None = None) -> list:
    """Block shapes ``(bx, by, 1)`` for a global x extent ``extent_x`` (and y extent
    ``extent_y``, which ``by`` must divide, when given): ``bx`` a power of two dividing it,
    at least 32 (or the whole extent when it is smaller), ``bx * by`` in ``threads`` (tried
    in that order, widest ``bx`` first); at most ``limit``."""
    out = []
    for t in threads:
        bx = 1
        while bx * 2 <= min(extent_x, t) and extent_x % (bx * 2) == 0:
            bx *= 2
        while bx >= min(32, extent_x) and bx >= 1:
            shape = (bx, t // bx, 1)
            fits = extent_y is None or extent_y % shape[1] == 0
            if shape not in out and t % bx == 0 and fits:
                out.append(shape)
            bx //= 2
            if len(out) >= limit:
                return out
    return out


__all__ = ["globalize", "swap_global", "global_shapes", "STEP"]
