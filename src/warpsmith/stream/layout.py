"""The working-set (WS) buffer layout of one steady-state execution (paper 004, Section V).

Every channel is a buffer of ``carry + items per steady state`` words, live from the
position of its producer in the steady-state schedule to the position of its consumer
(both included: an operator needs its input and output buffers during its firing). The
lower bound ``L_B`` is the largest total size of the buffers live at one position.
:func:`algorithm1` is the paper's packing: scan the schedule, free the buffers whose
liveness ended, place each buffer that becomes live in the free slot nearest the last
placement, and extend the WS when none fits. :func:`exact_layout` solves the same packing
as an integer program with ``scipy.optimize.milp`` (HiGHS) to measure Algorithm 1's gap.
The paper's bank-conflict rule makes the per-execution stride odd:
``Lambda = 2 * floor((L_W + L_D) / 2) + 1``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .graph import Graph
from .schedule import Schedule


@dataclass
class Buffer:
    """One channel's buffer: size in words and liveness [start, end] (schedule positions)."""

    channel: int
    size: int
    start: int
    end: int

    def overlaps(self, other: "Buffer") -> bool:
        """Whether both are live at some position (then they may not share words)."""
        return self.start <= other.end and other.start <= self.end


@dataclass
class Layout:
    """Offsets of the buffers in the WS and its size ``L_W``."""

    buffers: list
    offsets: dict  # channel id -> word offset
    size: int
    lower_bound: int
    method: str
    optimal: bool | None = None
    extra: dict = field(default_factory=dict)

    def check(self) -> None:
        """Assert that no two live-together buffers share a word (a self-check)."""
        for i, a in enumerate(self.buffers):
            for b in self.buffers[i + 1:]:
                if a.overlaps(b):
                    oa, ob = self.offsets[a.channel], self.offsets[b.channel]
                    assert oa + a.size <= ob or ob + b.size <= oa, (a, b)
            assert self.offsets[a.channel] + a.size <= self.size

    def as_json(self) -> dict:
        """Size, bound, method and offsets."""
        return {"method": self.method, "L_W": self.size, "L_B": self.lower_bound,
                "optimal": self.optimal, "offsets": {str(k): v for k, v in self.offsets.items()},
                **self.extra}


def buffers(g: Graph, s: Schedule, channels=None) -> list:
    """The buffers of ``channels`` (default: all) with sizes and liveness intervals. A
    buffer holds the items of one steady state; the items a peeking consumer reads beyond
    them live in the previous execution's buffer (or the PK area), as in the paper."""
    pos = {nid: i for i, nid in enumerate(s.order)}
    out = []
    for c in g.channels:
        if channels is not None and c.id not in channels:
            continue
        size = s.items_per_steady(g, c)
        out.append(Buffer(c.id, size, pos[c.src], pos[c.dst]))
    return out


def lower_bound(bufs: list, positions: int) -> int:
    """``L_B``: the most words live at one schedule position."""
    best = 0
    for i in range(positions):
        best = max(best, sum(b.size for b in bufs if b.start <= i <= b.end))
    return best


def algorithm1(bufs: list, positions: int, persistent=()) -> Layout:
    """Paper 004's Algorithm 1: first the lower bound, then a linear scan that places each
    newly live buffer in the free slot nearest the last placement, extending the WS (by
    the shortfall only, when free words end it) when no slot fits. Buffers of the channels
    in ``persistent`` (peeking consumers' inputs) never share words with each other, the
    paper's constraint for keeping their carried items at their own offsets (Section V);
    other buffers may reuse their words once they are dead."""
    lb = lower_bound(bufs, positions)
    size = lb
    live: list[Buffer] = []
    offsets: dict = {}
    kept: list[Buffer] = []  # placed persistent buffers
    last = 0
    for i in range(positions):
        live = [b for b in live if b.end >= i]  # deallocate what ended before i
        for b in sorted((b for b in bufs if b.start == i), key=lambda b: b.channel):
            busy = live + [k for k in kept if k not in live] if b.channel in persistent else live
            free = _free_slots(busy, offsets, size)
            fits = [(a, e) for a, e in free if e - a >= b.size]
            if fits:
                a, _e = min(fits, key=lambda s: (abs(s[0] - last), s[0]))
            else:
                tail = [(a, e) for a, e in free if e == size]
                a = tail[0][0] if tail else size
                size = a + b.size
            offsets[b.channel] = a
            last = a
            live.append(b)
            if b.channel in persistent:
                kept.append(b)
    return Layout(bufs, offsets, size, lb, "algorithm1")


def _free_slots(live: list, offsets: dict, size: int) -> list:
    used = sorted((offsets[b.channel], offsets[b.channel] + b.size) for b in live)
    slots, at = [], 0
    for a, e in used:
        if a > at:
            slots.append((at, a))
        at = max(at, e)
    if at < size:
        slots.append((at, size))
    return slots


def exact_layout(bufs: list, positions: int, time_limit: float = 10.0) -> Layout:
    """The smallest WS layout as an integer program (HiGHS through ``scipy.optimize.milp``):
    integer offsets, one binary order variable per pair of buffers live together, minimise
    the size. ``optimal`` is False when the time limit stopped the solver (the layout is
    then the best found, ``extra['dual_bound']`` a bound on the optimum)."""
    from scipy.optimize import Bounds, LinearConstraint, milp

    lb = lower_bound(bufs, positions)
    n = len(bufs)
    if n == 0:
        return Layout(bufs, {}, 0, 0, "milp", True)
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n) if bufs[i].overlaps(bufs[j])]
    big = sum(b.size for b in bufs)
    nv = n + 1 + len(pairs)  # offsets, L, order bits
    rows, lo, hi = [], [], []
    for i, b in enumerate(bufs):  # o_i + s_i <= L
        r = np.zeros(nv)
        r[i], r[n] = 1, -1
        rows.append(r)
        lo.append(-np.inf)
        hi.append(-b.size)
    for k, (i, j) in enumerate(pairs):
        z = n + 1 + k
        r = np.zeros(nv)  # o_i + s_i <= o_j + M z
        r[i], r[j], r[z] = 1, -1, -big
        rows.append(r)
        lo.append(-np.inf)
        hi.append(-bufs[i].size)
        r = np.zeros(nv)  # o_j + s_j <= o_i + M (1 - z)
        r[j], r[i], r[z] = 1, -1, big
        rows.append(r)
        lo.append(-np.inf)
        hi.append(big - bufs[j].size)
    c = np.zeros(nv)
    c[n] = 1
    lower = np.zeros(nv)
    lower[n] = lb
    upper = np.full(nv, float(big))
    upper[n + 1:] = 1
    res = milp(c, constraints=LinearConstraint(np.array(rows), lo, hi),
               integrality=np.ones(nv), bounds=Bounds(lower, upper),
               options={"time_limit": time_limit})
    if res.x is None:
        lay = algorithm1(bufs, positions)
        lay.method, lay.optimal = "milp (no solution in time; Algorithm 1's)", False
        return lay
    x = np.round(res.x).astype(int)
    offsets = {b.channel: int(x[i]) for i, b in enumerate(bufs)}
    size = max((offsets[b.channel] + b.size for b in bufs), default=0)
    optimal = res.status == 0
    return Layout(bufs, offsets, size, lb, "milp", optimal,
                  {"dual_bound": float(getattr(res, "mip_dual_bound", size) or size)})


def odd_lambda(words: int) -> int:
    """The paper's per-execution stride: the next odd number of words (2*floor(x/2)+1), so
    that consecutive executions start in different shared-memory banks."""
    return 2 * (words // 2) + 1


def paper_sizes(g: Graph, s: Schedule, layout: Layout) -> dict:
    """``L_W`` (all buffers, input and output included), ``L_D`` = max(in, out) and the
    paper's ``Lambda``."""
    ld = max(s.input_per_steady(g), s.output_per_steady(g))
    return {"L_W": layout.size, "L_D": ld, "Lambda": odd_lambda(layout.size + ld)}
