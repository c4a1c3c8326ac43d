"""Synchronous-dataflow scheduling (Lee and Messerschmitt 1987, as StreamIt does it).

The balance equations ``rep[src] * push = rep[dst] * pop`` of every channel give the
repetition vector (the smallest positive integer solution). The steady state fires every
node ``rep`` times in topological order (a single-appearance schedule). The initialization
schedule fires just enough, also in topological order, that every peeking filter finds
``peek - pop`` items waiting at the start of each steady state; what it leaves in each
channel (``carry``) is carried from one steady state to the next.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import gcd, lcm

from ..ir.errors import SemanticError
from .graph import Graph


@dataclass
class Schedule:
    """Repetitions, initialization firings and per-channel carries of a :class:`Graph`."""

    rep: list  # steady-state firings per node
    init: list  # initialization firings per node
    carry: list  # items left in each channel after the initialization (and every steady state)
    order: list  # node ids, the firing order of both schedules

    def items_per_steady(self, g: Graph, channel) -> int:
        """Items a channel carries through one steady state."""
        n = g.nodes[channel.src]
        return self.rep[n.id] * n.push[channel.src_port]

    def input_per_steady(self, g: Graph) -> int:
        """Program input items one steady state consumes."""
        return self.rep[0]

    def output_per_steady(self, g: Graph) -> int:
        """Program output items one steady state produces."""
        return self.rep[-1]

    def as_json(self, g: Graph) -> dict:
        """Steady-state and initialization schedules as (node name, firings) lists."""
        return {"steady": [[g.nodes[i].name, self.rep[i]] for i in self.order],
                "init": [[g.nodes[i].name, self.init[i]] for i in self.order if self.init[i]],
                "carry": {str(c.id): self.carry[c.id] for c in g.channels if self.carry[c.id]},
                "input_per_steady": self.input_per_steady(g),
                "output_per_steady": self.output_per_steady(g)}


def repetitions(g: Graph) -> list:
    """The repetition vector: solve the balance equations over the rationals, then scale."""
    rate: dict = {0: Fraction(1)}
    pending = [0]
    while pending:
        u = pending.pop()
        for c in g.channels:
            a, b = g.nodes[c.src], g.nodes[c.dst]
            produced, consumed = a.push[c.src_port], b.pop[c.dst_port]
            if produced == 0 or consumed == 0:
                raise SemanticError(f"channel {a.name} -> {b.name} has rate 0", b.loc or a.loc)
            if c.src == u and c.dst not in rate:
                rate[c.dst] = rate[u] * produced / consumed
                pending.append(c.dst)
            elif c.dst == u and c.src not in rate:
                rate[c.src] = rate[u] * consumed / produced
                pending.append(c.src)
            elif c.src in rate and c.dst in rate and \
                    rate[c.src] * produced != rate[c.dst] * consumed:
                raise SemanticError(
                    f"the rates do not balance at {a.name} -> {b.name} (pushes {produced}, "
                    f"pops {consumed}): no steady state exists", b.loc or a.loc)
    if len(rate) != len(g.nodes):
        raise SemanticError("the stream graph is not connected", None)
    scale = lcm(*(r.denominator for r in rate.values()))
    reps = [int(rate[i] * scale) for i in range(len(g.nodes))]
    d = 0
    for r in reps:
        d = gcd(d, r)
    return [r // d for r in reps]


def schedule(g: Graph) -> Schedule:
    """The steady-state and initialization schedules of ``g``."""
    rep = repetitions(g)
    order = [n.id for n in g.nodes]
    init = [0] * len(g.nodes)
    for n in reversed(g.nodes):
        need = 0
        for c in g.out_channels(n):
            b = g.nodes[c.dst]
            want = init[b.id] * b.pop[c.dst_port] + (b.peek[c.dst_port] - b.pop[c.dst_port])
            push = n.push[c.src_port]
            need = max(need, -(-want // push))
        init[n.id] = need
    carry = [0] * len(g.channels)
    for c in g.channels:
        a, b = g.nodes[c.src], g.nodes[c.dst]
        carry[c.id] = init[a.id] * a.push[c.src_port] - init[b.id] * b.pop[c.dst_port]
    return Schedule(rep, init, carry, order)
