"""The string model of a kernel and the per-warp latency algorithm (paper 000, sections 2-3, Table 1).

A kernel's string model is a sequence of tokens, loops written ``( ... ) x N``:

* ``C_i^n``: ``i`` compute instructions taking ``n`` cycles (``i x issue`` cycles, times the
  fraction of warps that run them, times ``cr`` where too few warps are left to hide the
  latency of a dependent chain);
* ``M_k^n``: global load ``k``; ``Mbar^n``: global store; ``n`` from Eq. 1;
* ``G_k``: the first use of load ``k`` (the warp may wait for it);
* ``S^n``, ``Sbar^n``: shared load and store, ``n`` the bank-conflict cycles
  (wavefronts x cycles per wavefront, averaged over the warps: the paper's ``cs``);
* ``B``: a barrier: one issue slot, then a blocking point (the block's release latency).

:func:`build` turns a :class:`~warpsmith.analysis.pdg.PDG` into the token tree, given how
each predicate was resolved (:class:`Resolution`) and what each memory access costs
(:class:`MemoryCosts`). :func:`warp_latency` runs the algorithm of Table 1 over it for a
number of resident warps; :func:`critical_path` runs it for one warp that nothing hides.
Departures from the paper are listed in docs/model.md; the main ones:

* Eq. 1 ``n = max(issue, (CYC_mem - CYC_compute) / NUM_mem)`` is applied per warp, with
  ``CYC_mem`` the larger of DRAM bytes / (sustained bandwidth per SM cycle) and, on GPUs
  with an L2, L2 bytes / (L2 bandwidth per SM cycle) (bytes after the L1 and L2 reuse rules
  of :mod:`warpsmith.model.predict_cache`);
* on sm_70+ the shared-memory / L1 data pipe is a unit beside the schedulers: its cycles
  (shared wavefronts, the L1 wavefronts of global requests) cost only what the warp's issue
  does not cover, ``max(0, CYC_pipe - CYC_issue)`` -- an Eq. 1 for the pipe; on compute
  capability 1.x the ``S^n`` cycles are issue cycles, as in the paper;
* ``G_k`` waits ``max(0, L - (Clock - MemStart[k]) - (N_warps - 1) x NBC_avg)`` (the
  paper's table subtracts the elapsed time twice); ``L`` blends the DRAM, L2 and L1
  latencies by the hit fractions;
* ``B`` waits ``max(0, L_B - (N_warps - warps per block) x NBC_avg)``: the block's release
  latency ``L_B`` (calibrated, growing with the block's warps) hidden by the warps of the
  other resident blocks only;
* exposed latency (``cr``) is computed per segment (straight-line code between control
  structures and barriers) from its critical path (pipeline and shared-memory latencies)
  and the active warps of each step: ``mean_s max(f_s c, cp / N)`` per warp, ``c`` the
  segment's issue cycles, ``f_s`` the fraction of warps active in step ``s``;
* the time of a wave of ``N`` warps on one SM is the larger of ``N x (issue cycles per
  warp) + (waits per warp)`` (issue is shared by the resident warps, an exposed wait is
  not) and one warp's critical path.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field

from ..analysis.pdg import PDG, Predicate, Region, Statement

KINDS = ("C", "M", "Mbar", "G", "S", "Sbar", "B", "A")


@dataclass
class Resolution:
    """How a predicate's regions are weighted. ``weight``: fraction of the executions of the
    predicate in which the True region runs in a warp (None: unknown, bounds apply);
    ``steps``: the steps' (probability, fraction of warps active) for the True region when
    they are known (symbolic evaluation or replay), which the exposed-latency term uses;
    ``shared``: cycles per warp per execution of each shared access under the predicate,
    keyed by ``"load LINE:COL"``/``"store LINE:COL"``; ``method``: exact (the PDG), symbolic,
    replay or bounds; ``cc``, ``cs``, ``cr``: the coefficients as computed (for reports)."""

    weight: float | None
    weight_false: float | None = None
    steps: list | None = None
    shared: dict = field(default_factory=dict)
    method: str = "exact"
    reason: str = ""
    cc: float | None = None
    cs: float | None = None
    cr: float | None = None


@dataclass
class MemoryCosts:
    """Per access (``id(Access)``): bytes one warp request moves between the SM and L2
    (or DRAM without an L2), shared cycles per request of a full warp, L1 data-pipe cycles
    per global request (sm_70+: one wavefront per 128-byte line); and per warp the launch's
    DRAM bytes and the bytes that reach L2 (requested sectors less L1 hits), with the L1
    and L2 hit fractions the latency of a ``G`` blends."""

    request_bytes: dict = field(default_factory=dict)
    shared_cycles: dict = field(default_factory=dict)
    pipe_cycles: dict = field(default_factory=dict)  # L1 data-pipe cycles per global request
    dram_bytes_per_warp: float = 0.0
    # docs/model.md rule 20: the fraction of the coalesced DRAM bandwidth the launch's
    # traffic reaches (loads in scattered chunks of few contiguous bytes reach less)
    dram_efficiency: float = 1.0
    l2_bytes_per_warp: float = 0.0
    hit_fraction: float = 0.0  # of the sectors that reach L2, the fraction that hit there
    l1_hit_fraction: float = 0.0  # of the load sectors requested, the fraction served by L1
    spill_loads: float = 0.0  # per warp, dynamic
    spill_stores: float = 0.0
    spill_bytes_per_request: float = 128.0
    # if-conversion (sm_70+, docs/model.md rule 10): (line, col) of a thread-dependent
    # ``if``'s condition -> True when ptxas predicates its body (read from the compiled
    # SASS by model.predict_branches); absent or False: branched around, as in the paper
    if_converted: dict = field(default_factory=dict)
    empty_shared_cycles: float = 0.0  # a shared access of a warp with no active lane
    # id(loop Region) -> the factor ptxas unrolls a run-time loop by (model.predict_unroll)
    unroll: dict = field(default_factory=dict)
    # sm_70+ (docs/model.md rule 15): ptxas schedules a straight-line run's independent
    # global loads ahead of the uses before them (:func:`_hoist_loads`)
    hoist_loads: bool = False
    # (line, column) of a constant-memory load -> the extra instructions of its split
    # requests per execution (model.predict_constant, docs/model.md rule 19)
    constant_extra: dict = field(default_factory=dict)


@dataclass(eq=False)
class Segment:
    """Straight-line tokens between control structures and barriers."""

    cp: float  # critical path of one execution (cycles)
    steps: list  # (probability, fraction of warps active)
    tokens: list = field(default_factory=list)


@dataclass(eq=False)
class Token:
    kind: str
    count: float = 1.0  # instructions (C) or requests
    weight: float = 1.0  # fraction of warps executing it
    access: object = None
    load: int | None = None
    label: str = ""
    shared_cycles: float | None = None  # S/Sbar: cycles per warp per execution (weighted)
    segment: Segment | None = None
    cost: float = 0.0  # evaluated cycles (issue) per execution
    exposed: float = 0.0  # exposed pipeline latency added to this token (C)
    pipe: float = 0.0  # L1/shared data-pipe cycles per execution (sm_70+)
    pipe_excess: float = 0.0  # data-pipe cycles not covered by issue, added to cost
    cp_cost: float = 0.0  # cycles on one warp's own critical path per execution
    mem_bytes: float = 0.0  # M/Mbar/A: bytes per request
    # M: a load ptxas may issue ahead of earlier uses (unconditional, its address affine
    # in indices and parameters, so no loaded value); any token: under a condition
    hoistable: bool = False
    conditional: bool = False

    def text(self) -> str:
        n = f"{self.cost:.3g}"
        if self.kind == "C":
            return f"C{self.count * self.weight:.3g}^{n}"
        pipe = f"[pipe {self.pipe:.3g}]" if self.pipe else ""
        if self.kind in ("M", "G"):
            return f"{self.kind}{self.load}" + (f"^{n}{pipe}" if self.kind == "M" else "")
        return f"{self.kind}^{n}{pipe}"

    def as_json(self) -> dict:
        return {"kind": self.kind, "count": round(self.count, 4), "weight": round(self.weight, 4),
                "cycles": round(self.cost, 4), "exposed": round(self.exposed, 4),
                "pipe": round(self.pipe, 4),
                "load": self.load, "where": self.label,
                "bytes_per_request": round(self.mem_bytes, 2) if self.mem_bytes else None}


@dataclass(eq=False)
class Group:
    """A loop: ``items`` (tokens and groups) ``count`` times per entry."""

    items: list
    count: float
    label: str = ""
    unrolled: bool = False
    weight: float = 1.0


# ----------------------------------------------------------------------------- building


def build(pdg: PDG, resolutions: dict, mem: MemoryCosts, bound: str = "point") -> Group:
    """The token tree of ``pdg``. ``resolutions``: id(Predicate) -> :class:`Resolution`;
    ``bound``: how unknown weights count: "point" and "high" as 1, "low" as 0."""
    b = _Builder(pdg, resolutions, mem, bound)
    root = Group([], 1.0, "kernel")
    b.region(pdg.root, root, 1.0, None)
    if mem.hoist_loads:
        _hoist_loads(root)
    if mem.spill_loads or mem.spill_stores:
        spill = Group([], 1.0, "register spills")
        if mem.spill_loads:
            g = Group([Token("M", 1, 1.0, None, -1, "spill", mem_bytes=mem.spill_bytes_per_request),
                       Token("G", 0, 1.0, None, -1, "spill")], mem.spill_loads, "spill loads")
            spill.items.append(g)
        if mem.spill_stores:
            spill.items.append(Group([Token("Mbar", 1, 1.0, None, None, "spill",
                                            mem_bytes=mem.spill_bytes_per_request)],
                                     mem.spill_stores, "spill stores"))
        root.items.append(spill)
    return root


class _Builder:
    def __init__(self, pdg, resolutions, mem, bound):
        self.pdg = pdg
        self.res = resolutions
        self.mem = mem
        self.bound = bound
        # global requests in an if-converted body: a warp with no active lane issues the
        # instruction but moves no data (the active fraction of the enclosing flat bodies)
        self.active = 1.0
        self.depth = 0  # enclosing conditions (Predicate regions) of the current tokens

    def pred_weight(self, p: Predicate, outcome: bool) -> tuple[float, list | None, dict]:
        r = self.res.get(id(p))
        if r is None:
            w = p.weight
            r = Resolution(w, None if w is None else 1 - w)
        w = r.weight if outcome else r.weight_false
        if w is None:
            w = 0.0 if self.bound == "low" else 1.0
        steps = r.steps if outcome else None
        return float(w), steps, (r.shared if outcome else {})

    def region(self, region: Region, group: Group, weight: float, steps, shared=None,
               loop_region: Region | None = None):
        seg = None
        shared = shared or {}
        for c in region.children:
            if isinstance(c, Statement):
                if seg is None:
                    seg = Segment(0.0, steps or [(1.0, weight)])
                    if loop_region is not None and loop_region.unrolled and \
                            not loop_region.has_barrier:
                        seg.cp = 0.0
                if c.kind == "barrier":
                    seg.cp += c.depth  # the barrier's latency ends the step's chain
                elif seg is not None:
                    d = c.depth
                    if loop_region is not None and loop_region.unrolled and \
                            not loop_region.has_barrier:
                        trips = max(1.0, loop_region.weight)
                        d = max(loop_region.carried, c.depth / trips)
                    seg.cp = max(seg.cp, d)
                self.statement(c, group, weight, seg, shared)
                if c.kind == "barrier":
                    seg = None
            elif isinstance(c, Region):  # a loop
                seg = None
                u = self.mem.unroll.get(id(c), 1)
                outer = group
                if u > 1:  # unrolled by the compiler: trip / u times u batched copies
                    outer = Group([], c.weight / u, f"loop line {c.loc.line} (x{u})")
                    group.items.append(outer)
                g = Group([], c.weight if u == 1 else u, f"loop line {c.loc.line}",
                          c.unrolled or u > 1)
                outer.items.append(g)
                self.region(c, g, weight, steps, shared, c)
                if (c.unrolled or u > 1) and not c.branchy:
                    _batch_loads(outer, g)
            elif isinstance(c, Predicate):
                seg = None
                flat = self.predicated(c)
                for outcome, r in c.regions.items():
                    w, st, sh = self.pred_weight(c, outcome)
                    active = self.active
                    if flat:
                        # every warp issues the body, even when no lane is ever active; a
                        # shared access of a warp with no active lane still takes one
                        # wavefront, a global one moves nothing
                        sh = self.flat_shared(r, w, sh)
                        self.active = active * w
                        w, st = 1.0, None
                    if w <= 0:
                        continue
                    if st:  # the predicate's own steps, within one execution of its parent
                        sub_steps = [(p, f * weight) for p, f in st]
                    elif steps:
                        sub_steps = [(p, f * w) for p, f in steps]
                    else:
                        sub_steps = None
                    sh = {k: v * weight for k, v in sh.items()}
                    self.depth += 1
                    self.region(r, group, weight * w, sub_steps, {**shared, **sh}, loop_region)
                    self.depth -= 1
                    self.active = active

    def predicated(self, p: Predicate) -> bool:
        """Whether the compiler if-converts ``p`` (docs/model.md, rule 10): a thread-dependent
        ``if`` that the compiled SASS shows predicated rather than branched around
        (``mem.if_converted``, from :mod:`warpsmith.model.predict_branches`); False where
        that is unknown (no compiler, pre-sm_70, the ablation), as in the paper."""
        if p.kind != "if" or not p.dims:
            return False
        return bool(self.mem.if_converted.get((p.loc.line, p.loc.col), False))

    def flat_shared(self, r: Region, w: float, sh: dict) -> dict:
        """Shared cycles per warp of region ``r``'s accesses when every warp issues them: the
        active warps' (``sh``, or the full-warp cost times ``w``) plus one wavefront
        (``mem.empty_shared_cycles``) for each of the other warps. Accesses under a nested
        condition keep that condition's own costs."""
        out = dict(sh)
        for st in _own_statements(r):
            for op in st.ops:
                if op.kind not in ("S", "Sbar") or op.access is None:
                    continue
                a = op.access
                key = f"{a.kind} {a.loc.line}:{a.loc.col}"
                if key not in out:
                    cyc = self.mem.shared_cycles.get(id(a))
                    if cyc is None:
                        continue
                    out[key] = cyc * w
                out[key] += (1.0 - w) * self.mem.empty_shared_cycles
        return out

    def statement(self, s: Statement, group: Group, weight: float, seg, shared: dict):
        for op in s.ops:
            w = weight
            for p, outcome in op.guards:
                gw, _, sh = self.pred_weight(p, outcome)
                w *= gw
                shared = {**shared, **sh}
            if w <= 0:
                continue
            label = f"line {s.loc.line}"
            if op.kind == "C":
                count = op.count + (self.mem.constant_extra.get(op.site, 0.0)
                                    if op.site is not None else 0.0)
                if count <= 0:
                    continue
                t = Token("C", count, w, label=label, segment=seg)
            elif op.kind in ("M", "Mbar", "A"):
                a = op.access
                if self.active < 1.0:  # the issue of the warps with no active lane
                    idle = Token("C", 1.0, w * (1.0 - self.active), label=label, segment=seg)
                    if seg is not None:
                        seg.tokens.append(idle)
                    _append(group, idle)
                    w *= self.active
                t = Token(op.kind, 1.0, w, a, op.load, _where(a, label),
                          mem_bytes=self.mem.request_bytes.get(id(a), 0.0))
            elif op.kind == "G":
                t = Token("G", 0.0, w * self.active, None, op.load, label)
            elif op.kind in ("S", "Sbar"):
                a = op.access
                key = f"{a.kind} {a.loc.line}:{a.loc.col}"
                if key in shared:
                    # per warp per execution of the predicate; scale to this token's weight
                    t = Token(op.kind, 1.0, w, a, None, _where(a, label), segment=seg,
                              shared_cycles=shared[key])
                else:
                    cyc = self.mem.shared_cycles.get(id(a))
                    t = Token(op.kind, 1.0, w, a, None, _where(a, label), segment=seg,
                              shared_cycles=None if cyc is None else cyc * w)
            elif op.kind == "B":
                t = Token("B", 1.0, w, label=label)
            else:
                continue
            t.conditional = bool(self.depth or op.guards)
            t.hoistable = t.kind == "M" and not t.conditional and _affine(t.access)
            if seg is not None and t.kind in ("C", "S", "Sbar", "B"):
                seg.tokens.append(t)
            _append(group, t)


def _own_statements(r: Region):
    """The statements of region ``r`` and of the loops in it, not those under a nested
    condition."""
    for c in r.children:
        if isinstance(c, Statement):
            yield c
        elif isinstance(c, Region):
            yield from _own_statements(c)


def _batch_loads(parent: Group, g: Group) -> None:
    """An unrolled loop's global loads are issued together before their first use (the
    compiler schedules the independent loads of the unrolled copies first): split the
    loop into ``(C M ...) x n`` and ``(G ... rest) x n``. Not for a loop whose body
    branches in SASS (``Region.branchy``: ``sinf``'s slow path, say): ptxas schedules
    within basic blocks, so each copy's load waits for the branches before it and its
    latency is exposed copy by copy (H100 FFT, docs/model.md rule 9)."""
    items = g.items
    if any(isinstance(t, Group) or t.kind == "B" for t in items):
        return
    first_g = next((i for i, t in enumerate(items) if t.kind == "G"), None)
    if first_g is None or not any(t.kind == "M" for t in items[:first_g]):
        return
    head = items[:first_g]
    if any(t.kind not in ("C", "M") for t in head):
        return
    parent.items.remove(g)
    parent.items.append(Group(head, g.count, g.label + " (loads)", True, g.weight))
    parent.items.append(Group(items[first_g:], g.count, g.label, True, g.weight))


def _affine(a) -> bool:
    """Whether global access ``a``'s address is affine in thread and block indices, loop
    variables and parameters alone (no opaque value, which may have been loaded)."""
    off = getattr(a, "offset", None)
    return (a is not None and getattr(a, "space", "") == "global" and off is not None
            and off.is_affine and not any(x.startswith("opaque:") for x in off.symbols()))


def _hoist_loads(group: Group) -> None:
    """Move each hoistable global load (``Token.hoistable``) of every straight-line run
    ahead of the first use (``G``) after the memory operation before it, as ptxas's
    scheduler issues independent loads early (docs/model.md rule 15): ``M4 M5 G4 G5 C
    M6 G6`` becomes ``M4 M5 M6 G4 G5 C G6``, so that one warp has the three loads in
    flight and waits the latency once. A load never moves past another memory operation
    (a store may alias it), a barrier, a loop or a conditional token (a branch)."""
    out: list = []
    for it in group.items:
        if isinstance(it, Group):
            _hoist_loads(it)
        elif it.hoistable:
            k = len(out)
            while k > 0 and isinstance(out[k - 1], Token) and \
                    out[k - 1].kind in ("C", "G", "S", "Sbar") and not out[k - 1].conditional:
                k -= 1
            first = next((i for i in range(k, len(out)) if out[i].kind == "G"), None)
            if first is not None:
                out.insert(first, it)
                continue
        out.append(it)
    group.items = out


def _where(a, label):
    return f"{a.kind} {a.array} {a.loc.line}:{a.loc.col}" if a is not None else label


def _append(group: Group, t: Token):
    last = group.items[-1] if group.items else None
    if (t.kind == "C" and isinstance(last, Token) and last.kind == "C"
            and abs(last.weight - t.weight) < 1e-12 and last.segment is t.segment):
        last.count += t.count
        return
    group.items.append(t)


# ----------------------------------------------------------------------------- costs


@dataclass
class Params:
    """The device's timing parameters (SM cycles) the algorithm needs.

    ``barrier_latency``: cycles from the last arrival at a barrier to the block's release
    for this launch's block (``Timing.barrier_latency``; ``barrier`` when not given);
    ``warp_issue``: cycles one warp's own instruction takes to issue when it runs alone (one
    scheduler: ``issue`` x sub-partitions on sm_70+, ``issue`` on the 8800 GTX);
    ``separate_pipe``: the shared-memory / L1 data pipe is a unit of its own beside the
    schedulers (sm_70+: its wavefronts overlap with the issue of other instructions), rather
    than cycles of the issue itself (compute capability 1.x, the paper's serialized
    ``S^n``); ``l1_latency``: L1 hit latency of a global load (None: no L1 reuse model)."""

    issue: float
    pipeline_latency: float
    global_latency: float
    l2_latency: float | None
    shared_latency: float
    shared_cycles_per_wavefront: float
    barrier: float
    dram_bytes_per_cycle_sm: float  # sustained DRAM bandwidth per SM per cycle
    l2_bytes_per_cycle_sm: float | None
    clock_hz: float
    warps_per_block: int = 1
    barrier_latency: float | None = None
    warp_issue: float | None = None
    separate_pipe: bool = False
    l1_latency: float | None = None
    barrier_serialized: bool = False  # ablation: barrier latency / warps as issue, no wait

    @property
    def bar_latency(self) -> float:
        return self.barrier if self.barrier_latency is None else self.barrier_latency

    @property
    def own_issue(self) -> float:
        return self.issue if self.warp_issue is None else self.warp_issue


def _walk(group: Group, mult: float = 1.0):
    """(token, dynamic multiplier per warp) for every token of the tree."""
    for it in group.items:
        if isinstance(it, Group):
            yield from _walk(it, mult * it.count)
        else:
            yield it, mult


def assign_costs(root: Group, prm: Params, mem: MemoryCosts, n_warps: float) -> dict:
    """Fill every token's cost for ``n_warps`` resident warps per SM; returns the per-warp
    totals by term.

    1. issue: ``C`` its instructions, ``S``/``Sbar``/``M``/``Mbar``/``B`` one instruction
       each, times the fraction of warps executing; exposed latency per segment;
    2. the data pipe (sm_70+, ``prm.separate_pipe``): shared wavefronts and the L1
       wavefronts of global requests; the pipe cycles not covered by the issue of the whole
       warp (``max(0, CYC_pipe - CYC_issue)``, an Eq. 1 for the pipe) are added to the tokens
       that use it in proportion to their wavefronts. On compute capability 1.x an ``S``
       costs its wavefront cycles in the issue itself (the paper's ``S^n``);
    3. Eq. 1 for the global requests, ``CYC_compute`` being every other token's cost."""
    segments = {}
    for t, m in _walk(root):
        t.pipe = t.pipe_excess = 0.0
        if t.kind == "C":
            t.cost = t.count * prm.issue * t.weight
            t.exposed = 0.0
        elif t.kind in ("S", "Sbar"):
            base = t.shared_cycles if t.shared_cycles is not None else \
                prm.shared_cycles_per_wavefront * t.weight
            if prm.separate_pipe:
                t.cost = prm.issue * t.weight
                t.pipe = base
            else:
                t.cost = max(base, prm.issue * t.weight)
        elif t.kind == "B":
            # the barrier instruction: one issue slot per warp (the paper's B^4 on the G80);
            # the wait for the block's release is a blocking point (warp_latency)
            t.cost = prm.issue * t.weight
            if prm.barrier_serialized:
                t.cost = max(prm.issue, prm.barrier / max(1, prm.warps_per_block)) * t.weight
        elif t.kind in ("M", "Mbar", "A"):
            t.cost = prm.issue * t.weight
            if prm.separate_pipe and t.access is not None:
                t.pipe = mem.pipe_cycles.get(id(t.access), 0.0) * t.weight
        if t.segment is not None:
            segments[id(t.segment)] = t.segment
    # exposed latency of each segment's dependence chain
    for seg in segments.values():
        c_total = sum(t.cost for t in seg.tokens)
        if not seg.tokens or seg.cp <= 0:
            continue
        w_total = sum(p * f for p, f in seg.steps) or 1e-12
        per_exec = c_total / w_total  # issue cycles of one executing warp
        cost = sum(p * max(f * per_exec, seg.cp / max(n_warps * f, 1.0) * f)
                   for p, f in seg.steps if f > 0)
        extra = max(0.0, cost - c_total)
        if extra > 0:
            cs = [t for t in seg.tokens if t.kind == "C"] or seg.tokens
            tot = sum(t.cost for t in cs) or 1.0
            for t in cs:
                t.exposed = extra * (t.cost / tot if tot else 1.0 / len(cs))
    cyc_issue = cyc_pipe = 0.0
    for t, m in _walk(root):
        if t.exposed:
            t.cost += t.exposed
        if t.kind != "G":
            cyc_issue += m * t.cost
        cyc_pipe += m * t.pipe
    # the data pipe beside the issue: what the issue does not cover
    pipe_excess = max(0.0, cyc_pipe - cyc_issue)
    if pipe_excess > 0:
        for t, m in _walk(root):
            if t.pipe:
                t.pipe_excess = pipe_excess * t.pipe / cyc_pipe
                if t.kind in ("S", "Sbar"):
                    t.cost += t.pipe_excess
    num_mem = cyc_compute = 0.0
    for t, m in _walk(root):
        if t.kind in ("M", "Mbar", "A"):
            num_mem += m * t.weight
            cyc_compute += m * t.pipe_excess
        elif t.kind != "G":
            cyc_compute += m * t.cost
    # Eq. 1: memory cost per request
    cyc_mem = mem.dram_bytes_per_warp / (prm.dram_bytes_per_cycle_sm * mem.dram_efficiency)
    if prm.l2_bytes_per_cycle_sm:
        cyc_mem = max(cyc_mem, mem.l2_bytes_per_warp / prm.l2_bytes_per_cycle_sm)
    n_mem = prm.issue
    if num_mem > 0:
        n_mem = max(prm.issue, (cyc_mem - cyc_compute) / num_mem)
    for t, m in _walk(root):
        if t.kind in ("M", "Mbar", "A"):
            t.cost = n_mem * t.weight + t.pipe_excess
    return {"cyc_mem": cyc_mem, "cyc_compute": cyc_compute, "num_mem": num_mem,
            "n_mem": n_mem, "cyc_issue": cyc_issue, "cyc_pipe": cyc_pipe}


def nbc_avg(root: Group) -> float:
    """Non-blocking cycles per blocking token: the cost of every token but M and Mbar,
    over the dynamic number of M and B tokens (paper section 2)."""
    cyc = blocking = 0.0
    for t, m in _walk(root):
        if t.kind in ("M", "Mbar", "A"):
            if t.kind == "M":
                blocking += m * t.weight
            continue
        cyc += m * t.cost
        if t.kind == "B":
            blocking += m * t.weight
    return cyc / blocking if blocking else math.inf


@dataclass
class Latency:
    """One warp's latency (Table 1) split into issue cycles and exposed waits (``sync``: the
    part of ``wait`` spent at barriers)."""

    clock: float
    issue: float
    wait: float
    nbc_avg: float
    sync: float = 0.0


def load_latency(prm: Params, mem: MemoryCosts) -> float:
    """The latency a ``G`` waits for: DRAM, blended with the L2 hit latency by the L2 hit
    fraction and with the L1 hit latency by the L1 hit fraction (where modelled)."""
    lat = prm.global_latency
    if prm.l2_latency is not None:
        lat = mem.hit_fraction * prm.l2_latency + (1 - mem.hit_fraction) * prm.global_latency
    if prm.l1_latency is not None and mem.l1_hit_fraction:
        lat = mem.l1_hit_fraction * prm.l1_latency + (1 - mem.l1_hit_fraction) * lat
    return lat


def warp_latency(root: Group, prm: Params, mem: MemoryCosts, n_warps: float) -> Latency:
    """The per-warp latency of Table 1 with ``n_warps`` resident warps (costs must be
    assigned for that number first). Loops are run twice and extrapolated: the third and
    later iterations repeat the second's clock increment (exact when, as usual, every load
    a loop issues is used in the same iteration).

    ``G`` waits ``max(0, L - (Clock - MemStart) - (N_warps - 1) x NBC_avg)``; ``B`` is a
    blocking point too: the warp waits for the block's release, ``barrier_latency`` cycles
    after the last arrival, less what the warps of the *other* resident blocks cover,
    ``(N_warps - warps per block) x NBC_avg`` (the warps of its own block wait with it)."""
    nbc = nbc_avg(root)
    lat = load_latency(prm, mem)
    covered_others = (n_warps - 1) * nbc if math.isfinite(nbc) else math.inf
    other_blocks = max(0.0, n_warps - prm.warps_per_block)
    covered_bar = other_blocks * nbc if (math.isfinite(nbc) and other_blocks) else 0.0

    def g_wait(t, elapsed):
        return max(0.0, lat - elapsed - covered_others) * t.weight

    def b_wait(t):
        if prm.barrier_serialized:
            return 0.0
        return max(0.0, prm.bar_latency - covered_bar) * t.weight

    st = _table1(root, lambda t: t.cost, g_wait, b_wait)
    return Latency(st["clock"], st["issue"], st["wait"], nbc, st["sync"])


def critical_path(root: Group, prm: Params, mem: MemoryCosts) -> Latency:
    """One warp's latency when nothing hides it: its own instructions at one scheduler's
    rate (``prm.own_issue`` each, a segment at least its dependence chain), a shared access
    at least its wavefronts, every load's full latency from its issue to its first use and
    every barrier's release latency. The time of a wave of blocks is at least this (the
    one-wave critical path: a grid of one wave of few warps is bound by it)."""
    own = prm.own_issue
    segs = {}
    for t, _m in _walk(root):
        if t.kind == "C":
            t.cp_cost = t.count * own * t.weight
        elif t.kind in ("S", "Sbar"):
            wf = t.shared_cycles if t.shared_cycles is not None else \
                prm.shared_cycles_per_wavefront * t.weight
            t.cp_cost = max(own * t.weight, wf)
        elif t.kind in ("M", "Mbar", "A", "B"):
            t.cp_cost = own * t.weight
        else:
            t.cp_cost = 0.0
        if t.segment is not None:
            segs[id(t.segment)] = t.segment
    for seg in segs.values():
        if not seg.tokens or seg.cp <= 0:
            continue
        have = sum(t.cp_cost for t in seg.tokens)
        w = sum(p * f for p, f in seg.steps)
        extra = seg.cp * w - have
        if extra > 0:
            cs = [t for t in seg.tokens if t.kind == "C"] or seg.tokens
            tot = sum(t.cp_cost for t in cs)
            for t in cs:
                t.cp_cost += extra * (t.cp_cost / tot if tot else 1.0 / len(cs))
    lat = load_latency(prm, mem)

    def g_wait(t, elapsed):
        return max(0.0, lat - elapsed) * t.weight

    def b_wait(t):
        return prm.bar_latency * t.weight

    st = _table1(root, lambda t: t.cp_cost, g_wait, b_wait)
    return Latency(st["clock"], st["issue"], st["wait"], math.nan, st["sync"])


def wave_fill_wait(root: Group, prm: Params, mem: MemoryCosts, n_warps: float) -> float:
    """The cycles a wave of ``n_warps`` warps that start together waits for its first
    loads (docs/model.md rule 18): all of them issue the string in step up to the first
    use of a load (each token costing ``n_warps`` times its cost, costs assigned for that
    number first), and the latency, counted from the last warp's request, is covered only by
    what they issue between that request and the use. The wave's L1 is cold for its first
    loads, so the latency is the L2's and DRAM's, without the L1 hits. Later waits are
    Table 1's: by then the warps have drifted apart and cover each other."""
    lat = load_latency(prm, dataclasses.replace(mem, l1_hit_fraction=0.0))

    def g_wait(t, elapsed):
        raise _FirstWait(max(0.0, lat - elapsed) * t.weight)  # (the rest is not needed)

    try:
        _table1(root, lambda t: n_warps * t.cost, g_wait, lambda t: 0.0,
                start_after_issue=True)
    except _FirstWait as w:
        return w.cycles
    return 0.0


class _FirstWait(Exception):
    """Ends :func:`wave_fill_wait`'s walk at the first use of a load, with its wait."""

    def __init__(self, cycles: float):
        super().__init__(cycles)
        self.cycles = cycles


def _table1(root: Group, cost, g_wait, b_wait, start_after_issue: bool = False) -> dict:
    """Run Table 1 over the tree: ``cost(token)`` cycles per token, ``g_wait(token,
    elapsed)`` at a ``G``, ``b_wait(token)`` after a ``B``; loops run twice and
    extrapolated (see :func:`warp_latency`). A load's latency runs from its issue, or from
    the end of its cost with ``start_after_issue`` (the last of many warps' requests)."""
    st = {"clock": 0.0, "issue": 0.0, "wait": 0.0, "sync": 0.0, "start": {}}

    def run(items):
        for it in items:
            if isinstance(it, Group):
                loop(it)
                continue
            t = it
            if t.kind == "M" and not start_after_issue:
                st["start"][t.load] = st["clock"]
            if t.kind == "G":
                start = st["start"].get(t.load)
                if start is None:
                    continue
                w = g_wait(t, st["clock"] - start)
                st["clock"] += w
                st["wait"] += w
                continue
            c = cost(t)
            st["clock"] += c
            st["issue"] += c
            if t.kind == "M" and start_after_issue:
                st["start"][t.load] = st["clock"]
            if t.kind == "B":
                w = b_wait(t)
                st["clock"] += w
                st["wait"] += w
                st["sync"] += w

    def loop(g: Group):
        n = g.count
        if n <= 0:
            return
        before = dict(st, start=dict(st["start"]))
        run(g.items)
        if n <= 1:
            _scale(st, before, n)
            return
        mid = dict(st, start=dict(st["start"]))
        run(g.items)
        if n <= 2:
            _scale(st, mid, n - 1)
            return
        k = n - 2
        dc = st["clock"] - mid["clock"]
        for key in ("clock", "issue", "wait", "sync"):
            st[key] += k * (st[key] - mid[key])
        for ld, s in st["start"].items():
            if mid["start"].get(ld) != s:
                st["start"][ld] = s + k * dc

    run(root.items)
    return st


def _scale(st: dict, before: dict, frac: float) -> None:
    """Keep fraction ``frac`` of what the last run added (a partial iteration)."""
    for key in ("clock", "issue", "wait", "sync"):
        st[key] = before[key] + frac * (st[key] - before[key])


def terms(root: Group, prm: Params, lat: Latency) -> dict:
    """Per-warp cycles by cause, for the bottleneck: issue (compute and memory
    instructions at the issue rate), exposed pipeline latency, shared-memory conflicts (the
    shared wavefronts' cycles beyond the issue), synchronization (barrier waits), memory
    bandwidth (Eq. 1 beyond issue, and L1 wavefronts not covered by the issue), memory
    latency (the waits for loads). ``pipe_shared`` / ``pipe_global``: the data pipe's
    cycles of shared and global requests (sm_70+), for the bottleneck."""
    out = {"issue": 0.0, "exposed": 0.0, "shared": 0.0, "sync": lat.sync, "bandwidth": 0.0,
           "latency": lat.wait - lat.sync, "pipe_shared": 0.0, "pipe_global": 0.0}
    for t, m in _walk(root):
        if t.kind == "C":
            out["issue"] += m * (t.cost - t.exposed)
            out["exposed"] += m * t.exposed
        elif t.kind in ("S", "Sbar"):
            base = prm.issue * t.weight
            out["issue"] += m * base
            out["shared"] += m * max(0.0, t.cost - base)
            out["pipe_shared"] += m * t.pipe
        elif t.kind == "B":
            out["issue"] += m * t.cost
        elif t.kind in ("M", "Mbar", "A"):
            base = prm.issue * t.weight
            out["issue"] += m * min(base, t.cost)
            out["bandwidth"] += m * max(0.0, t.cost - base)
            out["pipe_global"] += m * t.pipe
    return out


# ----------------------------------------------------------------------------- text


def render(root: Group, width: int = 100) -> str:
    """The string model as text: tokens in order, loops as ``( ... ) x N``."""
    def one(g: Group) -> str:
        parts = []
        for it in g.items:
            if isinstance(it, Group):
                inner = one(it)
                if inner:
                    parts.append(f"( {inner} ) x {it.count:.4g}")
            else:
                parts.append(it.text())
        return " ".join(parts)
    return one(root)


def tokens_json(root: Group) -> list:
    """The tree as nested lists of token dicts (``{"loop": N, "items": [...]}`` for loops)."""
    out = []
    for it in root.items:
        if isinstance(it, Group):
            out.append({"loop": round(it.count, 4), "label": it.label,
                        "unrolled": it.unrolled, "items": tokens_json(it)})
        else:
            out.append(it.as_json())
    return out


def shape(root: Group) -> list:
    """The token kinds with loop structure, counts of merged C tokens left out (tests)."""
    out = []
    for it in root.items:
        if isinstance(it, Group):
            inner = shape(it)
            if inner:
                out.append((inner, it.count))
        else:
            out.append(it.kind)
    return out


__all__ = ["Resolution", "MemoryCosts", "Token", "Group", "Segment", "Params", "build",
           "assign_costs", "warp_latency", "critical_path", "wave_fill_wait", "load_latency", "nbc_avg", "terms",
           "render", "tokens_json", "shape", "Latency"]
