"""The memory-access optimizer (paper 003): choose and apply the steps that pay.

``optimize`` analyzes every access, then tries, in order, the steps of the paper and the
ones beyond it, keeping a step only when it is legal (the step's own checks) and the model
predicts it pays (fewer sectors or requests for the same work): index-variable swapping
for coalescing (:mod:`.swap`; :mod:`.relin` re-linearizes the thread indices when the
swapped extents would not fit a block), intra-thread grouping of consecutive accesses in
straight-line code (:mod:`.straight`) and of short-word accesses in loops and
inter-thread grouping by merging threads (:mod:`.group`), 128-bit accesses for 32-bit
types (inter-thread grouping by 4), records ``a[S*g + c]`` staged through shared memory
with coalesced copies (:mod:`.stage`), and padding of shared arrays with bank conflicts
(:mod:`.pad`). Every refused step is reported with its reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..hw.descriptions import Device
from ..ir import nodes as N
from ..ir.launch import Launch
from .variant import Refusal, Step, Variant


@dataclass
class OptimizeResult:
    """The outcome: the variant (None when nothing paid or was legal), the steps applied
    and refused, and the access reports before and after."""

    kernel: str
    variant: Variant | None
    applied: list = field(default_factory=list)
    refused: list = field(default_factory=list)
    before: object = None  # analysis.AccessReport
    after: object = None

    def as_json(self, file: str | None = None) -> dict:
        v = self.variant
        return {"kernel": self.kernel,
                "variant": None if v is None else {"kernel": v.kernel, "grid": list(v.grid),
                                                   "block": list(v.block), "file": file,
                                                   "launch": v.launch_map.describe(),
                                                   "assumptions": [str(a) for a in
                                                                   _assumptions(v)]},
                "applied": [s.as_json() for s in self.applied],
                "refused": [r.as_json() for r in self.refused],
                "accesses": None if self.before is None else self.before.as_json()["accesses"],
                "accesses_after": None if self.after is None else
                self.after.as_json()["accesses"]}


def _assumptions(v: Variant):
    from .dispatch import all_assumptions

    return all_assumptions(v)


def optimize(module: N.Module, kernel: str, launch: Launch, *,
             steps: tuple[str, ...] | None = None, name: str | None = None,
             device: Device | None = None, compiler=None,
             reassociate: bool = False) -> OptimizeResult:
    """Optimize kernel ``kernel`` of ``module`` for ``launch`` (its grid, block and the
    integer parameter values, such as sizes, the choice may use; the variant still works
    for other values, guarded by its assumptions).

    ``steps`` restricts the steps tried (names: ``pipeline.STEPS``: "flat-order",
    "spread-thread0", "widen-grid", "swap", "global-index", "relinearize", "block-shape",
    "group-straight", "fuse-loops", "warp-reduce", "lanes", "group-loop", "group-threads",
    "vector32", "stage-records", "tree-reduce", "privatize", "pad", "coarsen-rows",
    "bound-registers").
    ``name`` names the new kernel (default:
    ORIGINAL_opt). ``device``: the hardware description the choice is made for (default:
    the H100 SXM). ``compiler``: a :class:`~warpsmith.hw.compiled.KernelCompiler` for the register bound
    (``backends.cuda_compile.local_compiler()``; None: the bound is refused for want of a
    compiler). ``reassociate``: floating-point sums may be added in another order (the
    warp-per-thread reduction, :mod:`.warpreduce`)."""
    from .pipeline import run_pipeline

    return run_pipeline(module, kernel, launch, steps, name, device, compiler, reassociate)


__all__ = ["OptimizeResult", "optimize", "Refusal", "Step"]
