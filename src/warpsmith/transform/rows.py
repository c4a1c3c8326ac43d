"""Several rows per thread: the thread merge along y (issue 16, item 4; the fourth held-out
suite's ``transpose_i16``).

:func:`.group.merge_threads` merges G threads consecutive along x. A kernel whose
uncoalesced access steps one element from one row of threads to the next (the naive
transpose's ``out[x*height + y]``: consecutive y, consecutive shorts) wants the G copies
along y instead: each thread then handles G consecutive rows of one column, its G elements
of that access lie side by side and become one vector, while the other access stays
coalesced across the lanes (one row each). :func:`merge_rows` is that merge, composed of
steps that each keep their own legality check: the intra-loop swap of ``threadIdx.x`` with
``threadIdx.y`` and of ``blockIdx.x`` with ``blockIdx.y`` (a renaming of coordinates and
launch extents; refused only for warp builtins and launch limits), the merge of G threads
along the new x (every condition of :func:`.group.merge_threads`: no barrier, shared memory
or warp operation; grouped accesses proven aligned; guards uniform or versioned), and the
same two swaps back, so that the lanes of a warp lie along x again as in the original. The
variant is reported as one step, named ``group-threads``.
"""

from __future__ import annotations

from dataclasses import replace

from .contract import transformation
from .group import merge_threads
from .swap import swap
from .variant import Refusal, Step, Variant

SWAPS = (("tid.x", "tid.y"), ("bid.x", "bid.y"))


def _swapped(variant: Variant, name: str | None) -> Variant | Refusal:
    """``variant`` with x and y exchanged (thread and block indices, and extents)."""
    out = variant
    for a, b in SWAPS:
        out = swap(out, a=a, b=b, name=name)
        if isinstance(out, Refusal):
            return out
    return out


@transformation
def merge_rows(variant: Variant, *, factor: int, mode: str = "grid", split: str = "thread",
               slow: str = "predicated", name: str | None = None) -> Variant | Refusal:
    """Merge ``factor`` (G) threads consecutive along y into one (each thread then runs
    the body for G consecutive rows), in ``mode`` "grid" (the block is kept and the grid
    shrinks along y) or "block" (the block shrinks along y); see the module doc. The
    options are :func:`.group.merge_threads`'s. Returns the variant, with one
    ``group-threads`` step whose detail says "along y", or the first refusal of the
    composed steps."""
    before = len(variant.steps)
    there = _swapped(variant, name)
    if isinstance(there, Refusal):
        return Refusal("group-threads", f"merge {factor} rows: {there.reason}", there.loc)
    merged = merge_threads(there, factor=factor, mode=mode, split=split, slow=slow,
                           name=name)
    if isinstance(merged, Refusal):
        return Refusal("group-threads", f"merge {factor} rows: {merged.reason}", merged.loc)
    back = _swapped(merged, name)
    if isinstance(back, Refusal):
        return Refusal("group-threads", f"merge {factor} rows: {back.reason}", back.loc)
    m = merged.steps[-1]
    detail = (m.detail.replace("merged along x", "merged along y (rows)")
              .replace("gridDim.x /", "gridDim.y /"))
    one = Step("group-threads", detail, versioned=m.versioned, vectors=m.vectors)
    return replace(back, steps=variant.steps + (one,),
                   refused=variant.refused + tuple(
                       replace(r, reason=f"(rows) {r.reason}")
                       for r in back.refused[len(variant.refused):]),
                   ) if len(back.steps) == before + 5 else back


__all__ = ["merge_rows"]
