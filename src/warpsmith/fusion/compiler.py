"""The fusion compiler (thesis 001, Section 4.3): state space, prediction, covers, code.

1. every fusible set of call vertices (:mod:`.space`), each linearized and allocated once
   (:mod:`.schedule`; the strides do not depend on the implementations);
2. every combination of implementations and elements per block of a set, predicted by
   Eq. 4.4 (:mod:`.model`), the best ``keep`` kept (the thesis prunes here);
3. covers by integer programming and Listing 4.5 (:mod:`.cover`), sorted by predicted time;
4. code for each cover (:mod:`.codegen`) on demand.
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass, field

import numpy as np

from ..hw.descriptions import load_device
from .codegen import generate_many, order_fusions
from .cover import best_covers
from .graph import Graph
from .library import function, io_routine
from .library import templates as T
from .model import (ELEMENTS, MAX_THREAD_RATIO, PsiTable, block_threads, psi_table,
                    register_equivalent_shared)
from .schedule import Schedule, schedule
from .space import FusionDAG, fusion_dag, fusions


GENERATE_TOGETHER = 16  # implementations whose code one batch of frontend reads produces


@dataclass
class FusionImpl:
    """One fusion implementation: the call vertices, their DAG and schedule, the chosen
    routine of each call, elements per block, threads per block, the predicted time per
    element (ns) and its parts (``memory``, ``compute``)."""

    dag: FusionDAG
    schedule: Schedule
    impls: dict
    elements: int
    block: int
    registers: int
    time: float
    parts: dict = field(default_factory=dict)

    @property
    def members(self) -> frozenset:
        """The call vertices it covers."""
        return self.dag.members

    def label(self, g: Graph) -> str:
        """``{mmul33_row, mvmul33_elem}@E32``."""
        names = ", ".join(self.impls[v].name for v in sorted(self.members))
        return f"{{{names}}}@E{self.elements}"


def predict_fusion(g: Graph, dag: FusionDAG, sched: Schedule, impls: dict, e: int,
                   table: PsiTable) -> tuple[float, dict] | None:
    """Eq. 4.4 for one fusion implementation: ns per element and its parts, or None when
    it cannot run (shared memory over the static limit) or the thesis discards it (block
    requirements differing more than MAX_THREAD_RATIO times)."""
    dev = table.device
    threads = [r.threads for r in impls.values()]
    tmax, tmin = max(threads), min(threads)
    if tmax > MAX_THREAD_RATIO * tmin:
        return None
    block = block_threads(e, tmax)
    shared = sched.size * e * 4
    if shared > dev.shared_per_block:
        return None
    regs = max(r.registers for r in impls.values())
    effective = max(shared, register_equivalent_shared(dev, regs, block))
    memory = 0.0
    for var in (*dag.loads, *dag.stores):
        vid = int(var[1:])
        t = g.vertices[vid].type
        role = "load" if var[0] == "L" else "store"
        own = T.stride(t)
        memory += table.psi(io_routine(role, t), role, t.size, 0, own, e,
                            max(0, effective - own * e * 4))
    compute = 0.0
    for vid, r in impls.items():
        f = function(g.vertices[vid].function)
        own = sum(T.stride(t) for t in (*f.inputs, f.output))
        compute += table.psi(r, "compute", f.output.size, f.flops, own, e,
                             max(0, effective - own * e * 4))
        if block_threads(e, r.threads) != block:
            compute += table.modulo_ns * r.threads
    return max(memory, compute), {"memory_ns": memory, "compute_ns": compute,
                                  "shared_bytes": shared, "registers": regs}


def fusion_candidates(g: Graph, table: PsiTable, *, max_size: int = 6, keep: int = 3,
                      elements=ELEMENTS) -> list[FusionImpl]:
    """Every fusible set's ``keep`` best implementations (by Eq. 4.4)."""
    out = []
    for members in fusions(g, max_size):
        dag = fusion_dag(g, members)
        sched = schedule(dag)
        choices = [function(g.vertices[v].function).impls for v in sorted(members)]
        found = []
        for combo in itertools.product(*choices):
            impls = dict(zip(sorted(members), combo))
            for e in elements:
                p = predict_fusion(g, dag, sched, impls, e, table)
                if p is not None and math.isfinite(p[0]):
                    found.append((p[0], e, impls, p[1]))
        found.sort(key=lambda x: x[0])
        for t, e, impls, parts in found[:keep]:
            tmax = max(r.threads for r in impls.values())
            out.append(FusionImpl(dag, sched, impls, e, block_threads(e, tmax),
                                  parts["registers"], t, parts))
    return out


class Implementation:
    """One implementation of the mapped function: a cover (fusion implementations, in
    launch order), its predicted ns per element, and (on demand) its code."""

    def __init__(self, graph: Graph, cover: list, rank: int):
        self.graph = graph
        self.cover = order_fusions(graph, cover)
        self.rank = rank
        self.time_ns = sum(fi.time for fi in cover)
        self._code = None
        self.group: list = [self]  # implementations whose code is generated together

    @property
    def predicted_melem_s(self) -> float:
        """Predicted millions of data elements per second."""
        return 1e3 / self.time_ns if self.time_ns else float("inf")

    def _generate(self):
        if self._code is None:
            todo = [im for im in self.group if im._code is None]
            for im, code in zip(todo, generate_many(self.graph, [im.cover for im in todo],
                                                    prefix="fk")):
                im._code = code
        return self._code

    @property
    def source(self) -> str:
        """The CUDA C (printed from the verified IR)."""
        return self._generate()[0]

    @property
    def module(self):
        """The IR module of every kernel."""
        return self._generate()[1]

    @property
    def kernels(self) -> list:
        """The :class:`~.codegen.KernelPlan` of each kernel, in launch order."""
        return self._generate()[2]

    def temporaries(self) -> dict:
        """Buffer name -> graph vertex of every buffer that is neither input nor output."""
        ins = {f"g_{v.name}" for v in self.graph.inputs}
        outs = {f"g_{v.name}" for v in self.graph.outputs}
        from .codegen import buffer_names

        names = buffer_names(self.graph)
        return {b: vid for vid, b in names.items() if b not in ins | outs}

    def label(self) -> str:
        """The cover in words."""
        return " + ".join(fi.label(self.graph) for fi in self.cover)

    def as_json(self) -> dict:
        """What ``warpsmith fuse --json`` prints for it."""
        return {"rank": self.rank, "predicted_ns_per_element": self.time_ns,
                "predicted_melem_s": self.predicted_melem_s, "cover": self.label(),
                "kernels": len(self.cover),
                "fusions": [{"vertices": [self.graph.vertices[v].name for v in
                                          sorted(fi.members)],
                             "routines": [fi.impls[v].name for v in sorted(fi.members)],
                             "elements": fi.elements, "block": fi.block,
                             "order": fi.schedule.order, "shared_floats": fi.schedule.size,
                             "lower_bound": fi.schedule.lower_bound, **fi.parts}
                            for fi in self.cover]}

    def run_simulator(self, arrays: dict) -> dict:
        """Run every kernel on warpsmith's simulator: ``arrays`` maps input names to
        NumPy arrays of ``n`` elements; returns the outputs by name, shaped (n, ...)."""
        from ..backends.simulator import simulate
        from .codegen import buffer_names

        g = self.graph
        n = int(np.asarray(arrays[g.inputs[0].name]).shape[0])
        names = buffer_names(g)
        bufs = {names[v.id]: np.ascontiguousarray(arrays[v.name], np.float32).ravel()
                for v in g.inputs}
        for vid, b in names.items():
            if b not in bufs:
                bufs[b] = np.zeros(n * g.vertices[vid].type.size, np.float32)
        for plan in self.kernels:
            args = {b: bufs[b] for b, _ in plan.params}
            args["n"] = n
            res = simulate(self.module, plan.name, (plan.grid(n), 1, 1), (plan.block, 1, 1),
                           args)
            for b, role in plan.params:
                if role == "out":
                    bufs[b] = res.outputs[b]
        return {v.name: bufs[names[v.args[0]]].reshape((n, *v.type.shape))
                for v in g.outputs}


@dataclass
class Compilation:
    """The compiler's result: the graph, the implementations in predicted order, the
    candidate count and the compiler's own times (seconds)."""

    graph: Graph
    device: str
    implementations: list
    candidates: int
    timings: dict
    provenance: dict

    def best(self) -> Implementation:
        """The implementation predicted fastest."""
        return self.implementations[0]

    def unfused(self) -> Implementation:
        """One kernel per elementary function (each its best-predicted implementation):
        the thesis's global-memory baseline."""
        table = psi_table(self.device)
        singles = [c for c in fusion_candidates(self.graph, table, max_size=1, keep=1)]
        return Implementation(self.graph, singles, "unfused")


def compile_graph(g: Graph, device: str = "h100", *, top: int = 10, max_size: int = 6,
                  keep: int = 3, max_solves: int | None = None) -> Compilation:
    """Compile the mapped function ``g`` for ``device``: the ``top`` implementations in
    predicted order (code generated on demand)."""
    t0 = time.perf_counter()
    table = psi_table(load_device(device).key)
    cands = fusion_candidates(g, table, max_size=max_size, keep=keep)
    t1 = time.perf_counter()
    calls = [v.id for v in g.vertices if v.kind == "call"]
    covers = best_covers(calls, cands, top, max_solves)
    impls = [[cands[i] for i in c] for c in covers]
    impls.sort(key=lambda c: sum(fi.time for fi in c))
    result = [Implementation(g, c, k) for k, c in enumerate(impls)]
    for start in range(0, len(result), GENERATE_TOGETHER):
        group = result[start:start + GENERATE_TOGETHER]
        for im in group:
            im.group = group
    t2 = time.perf_counter()
    return Compilation(g, device, result, len(cands),
                       {"state_space_s": t1 - t0, "covers_s": t2 - t1},
                       table.provenance)


__all__ = ["FusionImpl", "predict_fusion", "fusion_candidates", "Implementation",
           "Compilation", "compile_graph"]
