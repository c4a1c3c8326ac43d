"""Program dependence graph of a kernel, weighted for performance evaluation (paper 000, sec. 3).

The IR is a structured tree, so control dependence is its nesting: a :class:`Region` node
holds the statements and predicates that execute under the same control conditions; a
:class:`Predicate` node (an ``if``, an earlier ``if (c) return/continue`` that guards the rest
of a block, a ``?:``/``&&``/``||`` that guards memory accesses, a ``switch``) owns one region
per outcome; a loop is a region weighted by its trip count. Each :class:`Statement` carries
its operations in execution order (:class:`Op`: compute instructions, global and shared loads
and stores with their :class:`~warpsmith.analysis.access.Access`, waits on earlier global
loads, barriers), ready for the string model of :mod:`warpsmith.model.string_model`.

**Weights.** A loop region's weight is its trip count per entry, per *warp*: symbolic trip
counts are resolved with the launch (``blockDim``, ``gridDim``) and the scalar parameters'
values; a trip count that depends on the thread is evaluated for every thread of a block
(and, when it depends on the block, over the blocks) and a warp runs as many iterations as
its longest lane; one that depends on an outer loop's variable is averaged over the outer
iterations. Induction variables are the closed forms of :class:`~warpsmith.analysis.indexing.Loop`
(linear ``start + step * i`` and geometric ``start * factor**i``). A predicate whose condition
does not depend on the thread index (uniform, or on ``blockIdx`` and loop variables) gets its
exact weight here when the condition is affine (the fraction of blocks and iterations where it
holds); thread-dependent predicates are left to the model (symbolic evaluation, replay or
bounds), with the thread dimensions their condition depends on (:mod:`.divergence`).

**Instruction counting** (``optimize=False``: the simulator's rule, docs/simulator.md): one
instruction per unary/binary operation (comparisons, ``&&``, ``||`` included), ``?:`` select,
representation-changing conversion, read of a thread/block index, level of address
arithmetic of a memory lvalue, memory load and store, builtin call, increment or compound
assignment, conditional branch (``if``, each evaluation of a loop condition) and barrier.

With ``optimize=True`` (the default, what the model uses) redundant computation that an
optimizing compiler removes is not counted (the paper's value numbering and partial
evaluation):

1. *value numbering*: a pure expression (no load, no side effect) computed again while its
   variables are unchanged costs nothing the second time (also across statements of a region
   and into nested regions);
2. *loop invariants*: a pure expression whose variables no enclosing loop assigns is computed
   once, before the outermost loop in which it is invariant (charged to that loop's
   preheader statement);
3. *induction variables*: an integer expression that is affine in a linear loop's counter
   (its closed form) is strength-reduced to one add per iteration, shared by every
   expression with the same form up to a constant; in an unrolled loop it costs nothing;
4. *addresses*: the address of a memory access whose byte offset is an affine form is
   computed once per distinct (array, offset up to a constant) -- a second access differs by
   an immediate offset -- hoisted when loop-invariant, and one add per iteration when affine
   in the loop counter (none when the loop is unrolled);
5. thread and block indices are read once per kernel; ``a * b + c`` on floats is one fused
   multiply-add; operations on vectors count one instruction per lane;
6. loops with ``#pragma unroll`` (no count or a count at least the trip count) and a
   constant trip count are unrolled: no loop control; other loops cost their condition, a
   branch and their step per iteration, and one final test.

Calls of device functions count their bodies' operations as compute (memory accesses inside
them are counted as one instruction each, not as memory traffic; a note says so).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..ir.errors import WarpsmithError
from ..ir import nodes as N
from .access import Access, find_accesses
from .affine import launch_values
from .divergence import analyze_divergence
from .indexing import IndexEnv, Loop

MAX_COMBOS = 4096  # outer-loop value combinations enumerated for a trip count
MAX_BLOCKS = 1024  # blocks evaluated for block-dependent trip counts and conditions


class PDGError(WarpsmithError):
    """The kernel cannot be weighted (a trip count needs a parameter value, a loop never ends)."""

    category = "model error"


# ----------------------------------------------------------------------------- nodes


@dataclass(eq=False)
class Op:
    """One operation of a statement, in execution order.

    ``kind``: ``C`` (``count`` compute instructions), ``M`` (global load), ``Mbar`` (global
    store), ``S`` (shared load), ``Sbar`` (shared store), ``A`` (atomic), ``G`` (wait for
    global load ``load``), ``B`` (barrier). ``guards``: (predicate, outcome) pairs of the
    expression-level conditions (``?:``, ``&&``, ``||``) it runs under."""

    kind: str
    count: float = 0.0
    access: Access | None = None
    load: int | None = None
    guards: tuple = ()
    depth: float = 0.0  # critical-path cycles of the value before this op (C and S ops)
    # a load from constant memory counted as this C op: its (line, column), so the model can
    # price the warp's distinct words (docs/model.md rule 19)
    site: tuple | None = None


@dataclass(eq=False)
class Statement:
    """A statement (or a synthetic one: loop control, a loop's preheader, the prologue)."""

    node: N.Stmt | None
    text: str
    loc: N.SourceLoc
    ops: list = field(default_factory=list)
    raw: float = 0.0  # instructions by the simulator's rule (no value numbering)
    depth: float = 0.0  # critical path of the statement (cycles, given the latencies)
    parent: "Region | None" = None
    kind: str = "stmt"  # stmt | control | preheader | prologue | barrier

    @property
    def instructions(self) -> float:
        """Compute instructions plus one per memory operation and barrier."""
        return sum(o.count if o.kind == "C" else (0 if o.kind == "G" else 1) for o in self.ops)


@dataclass(eq=False)
class Trip:
    """A loop's trip count per entry: per warp (its longest lane) and per thread."""

    per_warp: float
    per_thread: float
    exact: bool = True
    thread_dependent: bool = False
    reason: str = ""
    constant: int | None = None  # the trip count when it is a compile-time constant


@dataclass(eq=False)
class Region:
    """Nodes that share control conditions. ``kind``: entry, then, else, rest (after an early
    exit), loop, case. A loop region's ``weight`` is its trip count per entry (per warp)."""

    kind: str
    children: list = field(default_factory=list)
    parent: object = None
    loop: Loop | None = None
    trip: Trip | None = None
    unrolled: bool = False
    has_barrier: bool = False
    branchy: bool = False  # holds an operation whose SASS branches (pdg_count.mark_branchy)
    carried: float = 0.0  # loop-carried dependence chain per iteration (cycles)
    loc: N.SourceLoc = N.NOLOC

    @property
    def weight(self) -> float:
        if self.kind == "loop":
            return self.trip.per_warp if self.trip is not None else 1.0
        return 1.0

    def statements(self):
        """Every statement below this region, in order."""
        for c in self.children:
            if isinstance(c, Statement):
                yield c
            elif isinstance(c, Region):
                yield from c.statements()
            elif isinstance(c, Predicate):
                for r in c.regions.values():
                    yield from r.statements()


@dataclass(eq=False)
class Predicate:
    """A condition that controls regions (``regions[True]``, ``regions[False]``).

    ``dims``: thread-index dimensions the condition depends on (empty: same value in every
    thread of a block); ``weight``: fraction of warp executions of the predicate in which
    the True outcome runs, when the PDG could compute it (conditions independent of the
    thread), else None; ``loops``: enclosing loops, innermost last."""

    cond: N.Expr
    kind: str  # if | exit | expr | switch
    loc: N.SourceLoc
    text: str
    dims: frozenset = frozenset()
    weight: float | None = None
    exact: bool = True
    reason: str = ""
    loops: tuple = ()
    regions: dict = field(default_factory=dict)
    parent: object = None

    @property
    def thread_dependent(self) -> bool:
        return bool(self.dims)


@dataclass(eq=False)
class PDG:
    """The weighted program dependence graph of one kernel launch."""

    module: N.Module
    fn: N.Function
    env: IndexEnv
    grid: tuple
    block: tuple
    values: dict  # symbol -> int: launch sizes, parameters, opaque invariants
    root: Region
    accesses: list
    predicates: list
    loops: list  # loop regions
    notes: list
    optimize: bool = True
    inlined: bool = False  # a device function counted for its caller
    # set by build_pdg's counting: builtins/divisions costed by their expanded SASS, the
    # operations whose SASS branches, and per called function its counts and branchy ops
    expanded: set = field(default_factory=set)
    branchy: set = field(default_factory=set)
    callee_counts: dict = field(default_factory=dict, repr=False)
    branchy_callees: dict = field(default_factory=dict, repr=False)
    # (line, column) of every load from constant memory the counting met (rule 19)
    constant_sites: set = field(default_factory=set)

    @property
    def threads_per_block(self) -> int:
        return int(np.prod(self.block))

    def statements(self):
        return self.root.statements()

    def raw_instructions(self) -> float:
        """Per-warp dynamic instructions by the simulator's rule, thread-dependent predicates
        weighted 1 (their regions as if every warp ran them). Exact for a PDG built with
        ``optimize=False``; with optimization it leaves out what the unrolled loops drop."""
        return _weighted(self.root, lambda s: s.raw, self)

    def instructions(self) -> float:
        """Per-warp dynamic instructions after redundancy removal (same weighting)."""
        return _weighted(self.root, lambda s: s.instructions, self)


def critical_path(region: Region) -> float:
    """A dependence-chain estimate of a region (cycles): the deepest statement of each
    straight-line run, added over the runs; an unrolled loop's copies are taken as
    independent (added once), a rolled loop's iterations as dependent (times its trips);
    the two outcomes of a predicate, the longer one."""
    total = run = 0.0
    for c in region.children:
        if isinstance(c, Statement):
            run = max(run, c.depth)
            continue
        total += run
        run = 0.0
        if isinstance(c, Region):
            total += critical_path(c) * (1.0 if c.unrolled else max(1.0, c.weight))
        elif isinstance(c, Predicate):
            total += max((critical_path(r) for r in c.regions.values()), default=0.0)
    return total + run


def _weighted(region: Region, f, pdg: PDG, guard_weight=None) -> float:
    total = 0.0
    for c in region.children:
        if isinstance(c, Statement):
            total += f(c)
        elif isinstance(c, Region):
            total += c.weight * _weighted(c, f, pdg)
        elif isinstance(c, Predicate):
            for outcome, r in c.regions.items():
                w = 1.0 if c.weight is None else (c.weight if outcome else 1 - c.weight)
                total += w * _weighted(r, f, pdg)
    return total


# ----------------------------------------------------------------------------- building


def build_pdg(module: N.Module, fn: N.Function, grid, block, params: dict | None = None, *,
              latency: dict | None = None, optimize: bool = True, inlined: bool = False) -> PDG:
    """The weighted PDG of kernel ``fn`` launched as ``grid`` x ``block``; ``params`` gives
    scalar parameter values by name (needed where a trip count or condition uses them);
    ``latency`` maps ``alu``/``shared`` to cycles for the critical paths (default 1 each)
    and ``ops`` to a function giving the SASS instructions of an expanding operation
    (``model/predict_sass.cost_function``; absent: every operation counts 1; the
    operations it expanded are in ``pdg.expanded``). Raises :class:`PDGError` naming the loop and parameter when a trip count cannot be
    resolved."""
    from .pdg_count import Counter
    from .pdg_loops import closed_form_accesses

    grid = tuple(int(x) for x in grid) + (1,) * (3 - len(tuple(grid)))
    block = tuple(int(x) for x in block) + (1,) * (3 - len(tuple(block)))
    env = IndexEnv(fn, module, module.dialect)
    values = launch_values(grid, block)
    for k, v in (params or {}).items():
        values[f"param:{k}"] = int(v)
    values.update(env.opaque_values(values))
    accesses = closed_form_accesses(env, find_accesses(env))
    values.update(env.opaque_values(values))
    div = analyze_divergence(fn, module)
    pdg = PDG(module, fn, env, grid, block, values, Region("entry", loc=fn.loc), accesses, [],
              [], [], optimize, inlined)
    counter = Counter(pdg, div, latency or {}, optimize)
    counter.run()
    pdg.expanded = counter.expanded
    pdg.branchy = counter.branchy
    return pdg


from .pdg_loops import (closed_form_accesses, condition_weight, derived_ivs,  # noqa: E402
                        loop_trip)

__all__ = ["critical_path", "PDG", "PDGError", "Op", "Statement", "Region", "Predicate",
           "Trip", "build_pdg", "loop_trip", "condition_weight", "derived_ivs",
           "closed_form_accesses", "MAX_COMBOS", "MAX_BLOCKS"]
