"""The string model of a kernel and the per-warp latency algorithm (paper 000, sections 2-3, Table 1).

A kernel's string model is a sequence of tokens, loops written ``( ... ) x N``:

* ``C_i^n``: ``i`` compute instructions taking ``n`` cycles (``i x issue`` cycles, times the
  fraction of warps that run them, times ``cr`` where too few warps are left to hide the
  latency of a dependent chain);
* ``M_k^n``: global load ``k``; ``Mbar^n``: global store; ``n`` from Eq. 1;
* ``G_k``: the first use of load ``k`` (the warp may wait for it);
* ``S^n``, ``Sbar^n``: shared load and store, ``n`` the bank-conflict cycles
  (wavefronts x cycles per wavefront, averaged over the warps: the paper's ``cs``);
* ``B``: a barrier (``barrier_cycles``).

:func:`build` turns a :class:`~warpsmith.analysis.pdg.PDG` into the token tree, given how
each predicate was resolved (:class:`Resolution`) and what each memory access costs
(:class:`MemoryCosts`). :func:`warp_latency` runs the algorithm of Table 1 over it for a
number of resident warps; :func:`kernel_cycles` adds the waves of blocks on the busiest SM.
Departures from the paper are listed in docs/model.md; the main ones:

* Eq. 1 ``n = max(issue, (CYC_mem - CYC_compute) / NUM_mem)`` is applied per warp, with
  ``CYC_mem`` the larger of DRAM bytes / (sustained bandwidth per SM cycle) and, on GPUs
  with an L2, L2 bytes / (L2 bandwidth per SM cycle); L2 bytes are the 32-byte sectors the
  warps request, DRAM bytes the launch's unique footprint (each byte read once from DRAM,
  reuse hitting L2) -- on GPUs without an L2 (the 8800 GTX) every transaction goes to DRAM;
* ``G_k`` waits ``max(0, L - (Clock - MemStart[k]) - (N_warps - 1) x NBC_avg)`` (the
  paper's table subtracts the elapsed time twice); ``L`` is the DRAM latency, blended with
  the L2 hit latency by the L2 hit fraction;
* exposed latency (``cr``) is computed per segment (straight-line code between control
  structures and barriers) from its critical path (pipeline and shared-memory latencies)
  and the active warps of each step: ``mean_s max(f_s c, cp / N)`` per warp, ``c`` the
  segment's issue cycles, ``f_s`` the fraction of warps active in step ``s``;
* the time of a wave of ``N`` warps on one SM is ``N x (issue cycles per warp) + (waits
  per warp)``: issue is shared by the resident warps, an exposed wait is not.
"""

from __future__ import annotations

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
    (or DRAM without an L2), shared cycles per request of a full warp; and the launch's
    DRAM bytes (``dram_bytes``), total requested bytes (``l2_bytes``) per warp."""

    request_bytes: dict = field(default_factory=dict)
    shared_cycles: dict = field(default_factory=dict)
    dram_bytes_per_warp: float = 0.0
    l2_bytes_per_warp: float = 0.0
    hit_fraction: float = 0.0
    spill_loads: float = 0.0  # per warp, dynamic
    spill_stores: float = 0.0
    spill_bytes_per_request: float = 128.0


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
    mem_bytes: float = 0.0  # M/Mbar/A: bytes per request

    def text(self) -> str:
        n = f"{self.cost:.3g}"
        if self.kind == "C":
            return f"C{self.count * self.weight:.3g}^{n}"
        if self.kind in ("M", "G"):
            return f"{self.kind}{self.load}" + (f"^{n}" if self.kind == "M" else "")
        return f"{self.kind}^{n}"

    def as_json(self) -> dict:
        return {"kind": self.kind, "count": round(self.count, 4), "weight": round(self.weight, 4),
                "cycles": round(self.cost, 4), "exposed": round(self.exposed, 4),
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
                g = Group([], c.weight, f"loop line {c.loc.line}", c.unrolled)
                group.items.append(g)
                self.region(c, g, weight, steps, shared, c)
                if c.unrolled:
                    _batch_loads(group, g)
            elif isinstance(c, Predicate):
                seg = None
                for outcome, r in c.regions.items():
                    w, st, sh = self.pred_weight(c, outcome)
                    if w <= 0:
                        continue
                    if st:  # the predicate's own steps, within one execution of its parent
                        sub_steps = [(p, f * weight) for p, f in st]
                    elif steps:
                        sub_steps = [(p, f * w) for p, f in steps]
                    else:
                        sub_steps = None
                    sh = {k: v * weight for k, v in sh.items()}
                    self.region(r, group, weight * w, sub_steps, {**shared, **sh}, loop_region)

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
                if op.count <= 0:
                    continue
                t = Token("C", op.count, w, label=label, segment=seg)
            elif op.kind in ("M", "Mbar", "A"):
                a = op.access
                t = Token(op.kind, 1.0, w, a, op.load, _where(a, label),
                          mem_bytes=self.mem.request_bytes.get(id(a), 0.0))
            elif op.kind == "G":
                t = Token("G", 0.0, w, None, op.load, label)
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
            if seg is not None and t.kind in ("C", "S", "Sbar", "B"):
                seg.tokens.append(t)
            _append(group, t)


def _batch_loads(parent: Group, g: Group) -> None:
    """An unrolled loop's global loads are issued together before their first use (the
    compiler schedules the independent loads of the unrolled copies first): split the
    loop into ``(C M ...) x n`` and ``(G ... rest) x n``."""
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
    """The device's timing parameters (SM cycles) the algorithm needs."""

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


def _walk(group: Group, mult: float = 1.0):
    """(token, dynamic multiplier per warp) for every token of the tree."""
    for it in group.items:
        if isinstance(it, Group):
            yield from _walk(it, mult * it.count)
        else:
            yield it, mult


def assign_costs(root: Group, prm: Params, mem: MemoryCosts, n_warps: float) -> dict:
    """Fill every token's cost for ``n_warps`` resident warps per SM (Eq. 1 for memory
    tokens, exposed latency per segment); returns the per-warp totals by term."""
    segments = {}
    num_mem = cyc_compute = 0.0
    for t, m in _walk(root):
        if t.kind == "C":
            t.cost = t.count * prm.issue * t.weight
            t.exposed = 0.0
        elif t.kind in ("S", "Sbar"):
            base = t.shared_cycles if t.shared_cycles is not None else \
                prm.shared_cycles_per_wavefront * t.weight
            t.cost = max(base, prm.issue * t.weight)
        elif t.kind == "B":
            # a barrier takes barrier_cycles for the block: each warp's share of the issue,
            # at least one instruction (the paper's B^4 on the 8800 GTX)
            t.cost = max(prm.issue, prm.barrier / max(1, prm.warps_per_block)) * t.weight
        if t.segment is not None:
            segments[id(t.segment)] = t.segment
        if t.kind in ("M", "Mbar", "A"):
            num_mem += m * t.weight
        elif t.kind != "G":
            cyc_compute += m * t.cost
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
    for t, m in _walk(root):
        if t.exposed:
            t.cost += t.exposed
            cyc_compute += m * t.exposed
    # Eq. 1: memory cost per request
    cyc_mem = mem.dram_bytes_per_warp / prm.dram_bytes_per_cycle_sm
    if prm.l2_bytes_per_cycle_sm:
        cyc_mem = max(cyc_mem, mem.l2_bytes_per_warp / prm.l2_bytes_per_cycle_sm)
    n_mem = prm.issue
    if num_mem > 0:
        n_mem = max(prm.issue, (cyc_mem - cyc_compute) / num_mem)
    for t, m in _walk(root):
        if t.kind in ("M", "Mbar", "A"):
            t.cost = n_mem * t.weight
    return {"cyc_mem": cyc_mem, "cyc_compute": cyc_compute, "num_mem": num_mem,
            "n_mem": n_mem}


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
    """One warp's latency (Table 1) split into issue cycles and exposed waits."""

    clock: float
    issue: float
    wait: float
    nbc_avg: float


def warp_latency(root: Group, prm: Params, mem: MemoryCosts, n_warps: float) -> Latency:
    """The per-warp latency of Table 1 with ``n_warps`` resident warps (costs must be
    assigned for that number first). Loops are run twice and extrapolated: the third and
    later iterations repeat the second's clock increment (exact when, as usual, every load
    a loop issues is used in the same iteration)."""
    nbc = nbc_avg(root)
    lat = prm.global_latency
    if prm.l2_latency is not None:
        lat = mem.hit_fraction * prm.l2_latency + (1 - mem.hit_fraction) * prm.global_latency
    covered_others = (n_warps - 1) * nbc if math.isfinite(nbc) else math.inf
    st = {"clock": 0.0, "issue": 0.0, "wait": 0.0, "start": {}}

    def run(items):
        for it in items:
            if isinstance(it, Group):
                loop(it)
                continue
            t = it
            if t.kind == "M":
                st["start"][t.load] = st["clock"]
            if t.kind == "G":
                start = st["start"].get(t.load)
                if start is None:
                    continue
                elapsed = st["clock"] - start
                w = max(0.0, lat - elapsed - covered_others) * t.weight
                st["clock"] += w
                st["wait"] += w
                continue
            st["clock"] += t.cost
            st["issue"] += t.cost

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
        for key in ("clock", "issue", "wait"):
            st[key] += k * (st[key] - mid[key])
        for ld, s in st["start"].items():
            if mid["start"].get(ld) != s:
                st["start"][ld] = s + k * dc

    run(root.items)
    return Latency(st["clock"], st["issue"], st["wait"], nbc)


def _scale(st: dict, before: dict, frac: float) -> None:
    """Keep fraction ``frac`` of what the last run added (a partial iteration)."""
    for key in ("clock", "issue", "wait"):
        st[key] = before[key] + frac * (st[key] - before[key])


def terms(root: Group, prm: Params, lat: Latency) -> dict:
    """Per-warp cycles by cause, for the bottleneck: issue (compute and memory
    instructions at the issue rate), exposed pipeline latency, shared-memory conflicts,
    synchronization, memory bandwidth (Eq. 1 beyond issue), memory latency (waits)."""
    out = {"issue": 0.0, "exposed": 0.0, "shared": 0.0, "sync": 0.0, "bandwidth": 0.0,
           "latency": lat.wait}
    for t, m in _walk(root):
        if t.kind == "C":
            out["issue"] += m * (t.cost - t.exposed)
            out["exposed"] += m * t.exposed
        elif t.kind in ("S", "Sbar"):
            base = prm.issue * t.weight
            out["issue"] += m * base
            out["shared"] += m * max(0.0, t.cost - base)
        elif t.kind == "B":
            out["sync"] += m * t.cost
        elif t.kind in ("M", "Mbar", "A"):
            base = prm.issue * t.weight
            out["issue"] += m * min(base, t.cost)
            out["bandwidth"] += m * max(0.0, t.cost - base)
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
           "assign_costs", "warp_latency", "nbc_avg", "terms", "render", "tokens_json",
           "shape", "Latency"]
