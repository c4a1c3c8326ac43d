"""Choosing W, S and F: paper 004's Section VI heuristic.

* ``N_G``, the C threads that hide the execution units' latency without global-memory
  stalls, is the device's sub-partitions x its dependent-issue latency (cycles) x the warp
  size (the paper's 192 / 352 threads for compute capability 1.x / 2.x are the same rule);
* ``W(S) = min(N_G / S, L_SM / Lambda)``;
* ``T(E, S) = max over the S threads of the workload of the firings they run`` (firings of
  an operator dealt round-robin, so thread 0's share is ``ceil(R / S)``), with each
  operator's workload counted from its work body (operations, loops with constant bounds
  multiplied out);
* ``S`` maximises ``W(S) / T(E, S)`` among the S allowed by the paper's rule
  ``gcd(R_i, S) = min(R_i, S)``; when the last warp of the ``W * S`` C threads holds fewer
  than ``W * S / 16`` threads, W drops to whole warps;
* ``F = W * L_D / (k * T)`` rounded up to whole warps (k: the paper's GPU-dependent
  constant, ``k`` below, 1 unless measured).

``Lambda`` is the odd per-execution stride (:func:`.layout.odd_lambda`). The same score
picks the mapping's peek form (ghost executions or a packed PK area), with ``T`` counting
the generated code's address work per carried read (:data:`PEEK_COST`).

Beyond the paper, :func:`choose_occupancy` adapts the rule to a GPU whose SM holds several
blocks (``chooser="occupancy"``), and :func:`candidates` proposes the configurations of a
short tuning run (``runtime.tune``, ``chooser="tuned"``).
"""

from __future__ import annotations

from math import gcd

from ..ir.errors import Unsupported
from . import ast as A
from .evaluate import Scope
from .graph import Graph, Node
from .mapping import MapParams, PaperMapping
from .opcount import count, is_op
from .schedule import Schedule


def n_g(device) -> int:
    """C threads that keep the execution units busy on ``device`` (a ``hw`` Device)."""
    lat = getattr(device, "pipeline_latency_cycles", None)
    subs = device.sub_partitions or 1
    ws = device.warp_size
    if lat:
        return max(ws, subs * max(1, round(lat)) * ws)
    cc = float(device.compute_capability)
    return 192 if cc < 2 else 352  # paper 004, Section VI, from the CUDA guide


def shared_words(device) -> int:
    """Shared-memory words one block may use on ``device``."""
    return int(device.shared_per_block_optin or device.shared_per_block) // 4


def workload(n: Node) -> int:
    """Estimated operations of one firing of ``n``."""
    if n.kind in ("split", "join"):
        return 2 * sum(n.weights)
    if n.kind != "filter":
        return 0
    return max(1, _count(n.decl.work.body, Scope(None, dict(n.params))))


_is_op, _count = is_op, count  # the names the heuristic's helpers use


def time_estimate(g: Graph, s: Schedule, S: int) -> int:
    """T(E, S): the busiest thread's workload in one steady state."""
    return sum(workload(n) * -(-s.rep[n.id] // S) for n in g.nodes)


def allowed_s(s: Schedule, g: Graph, limit: int = 32) -> list:
    """S values the paper allows: powers of two with gcd(R_i, S) = min(R_i, S)."""
    reps = [s.rep[n.id] for n in g.nodes if n.kind in ("filter", "split", "join")]
    out = []
    S = 1
    while S <= limit:
        if all(gcd(r, S) == min(r, S) for r in reps):
            out.append(S)
        S *= 2
    return out


def choose(g: Graph, s: Schedule, fields: dict, device, *, k: float = 1.0,
           sync: str = "warp") -> tuple:
    """Paper 004's W, S, F for ``g`` on ``device``: (MapParams, details dict). The peek
    mode (ghost executions or packed PK area, :class:`.mapping.PaperMapping`) is chosen by
    the same score, T counting the generated code's address work per carried read."""
    ng, lsm = n_g(device), shared_words(device)
    w_min = _w_min(g, s)
    carried = carried_reads(g, s)
    best = None
    for peek in ("ghost", "pk"):
        for S in allowed_s(s, g):
            probe = _probe(g, s, fields, w_min, S, sync, peek)
            lam, pks = probe.lam, probe.pks
            W = min(ng // S, (lsm - pks) // lam, 1024 // S)
            if W < w_min:
                continue
            T = time_estimate(g, s, S) + peek_work(g, s, peek, S)
            score = W / T
            if best is None or score > best[0] * (1 + 1e-9):
                best = (score, W, S, T, peek, probe)
    if best is None:
        raise Unsupported(f"no W/S fits: one execution needs {lam} words of shared memory "
                          f"and peeking needs W >= {w_min}")
    _score, W, S, T, peek, probe = best
    lam = probe.lam
    threads = W * S
    last = threads % 32
    if last and last < threads / 16 and (threads // 32) * 32 // S >= w_min:
        W = max(w_min, (threads // 32) * 32 // S)
    ld = max(probe.n_in, probe.out_w)
    F = W * ld / max(k * T, 1e-9)
    F = max(32, -(-int(F) // 32) * 32)
    nc = -(-W * S // 32) * 32
    F = min(F, max(32, (1024 - nc) // 32 * 32))
    details = {"N_G": ng, "L_SM": lsm, "Lambda_mapping": lam, "T": T, "k": k,
               "L_D": ld, "W_min": w_min, "PK_words": probe.pks, "carried_reads": carried}
    return MapParams(W, S, F, sync, peek=peek), details


#: extra operations per read of a carried (peeked) channel in the generated code: the
#: packed PK area needs a compare, a branch and a signed division; ghost executions an
#: unsigned shift or multiply (counted from the PTX of FilterBank's FIR loops)
PEEK_COST = {"ghost": 1, "pk": 5}


def carried_reads(g: Graph, s: Schedule, per_steady: str = "any") -> int:
    """Reads (``peek``/``pop``) of channels with carried items in one steady state: of all
    such channels (``per_steady="any"``), or only of those carrying one item per steady
    state (``"one"``) or several (``"several"``)."""
    total = 0
    for n in g.filters:
        ins = g.in_channels(n)
        if ins and s.carry[ins[0].id] and g.nodes[ins[0].src].kind != "input":
            one = s.items_per_steady(g, ins[0]) == 1
            if per_steady == "any" or one == (per_steady == "one"):
                sc = Scope(None, dict(n.params))
                total += s.rep[n.id] * max(1, _count(n.decl.work.body, sc, _is_read))
    return total


def peek_work(g: Graph, s: Schedule, peek: str, S: int) -> int:
    """The address work of carried reads on the busiest of ``S`` threads (operations, in
    :func:`time_estimate`'s units): ghost executions cost :data:`PEEK_COST` ``["ghost"]``
    per read where the channel carries one item per steady state (the address is linear in
    the item number, so an unrolled loop reads at immediate offsets) and
    ``PEEK_COST["pk"]`` where it carries ``P > 1`` (the generated ``rd_c`` then divides
    the item number by ``P`` and takes the remainder, as much work as the packed form's
    compare, branch and division: ChannelVocoder's FIRs, P = 50); the packed form
    ``PEEK_COST["pk"]`` per read."""
    if peek == "pk":
        return PEEK_COST["pk"] * -(-carried_reads(g, s) // S)
    return (PEEK_COST["ghost"] * -(-carried_reads(g, s, "one") // S)
            + PEEK_COST["pk"] * -(-carried_reads(g, s, "several") // S))


def _is_read(node) -> bool:
    return isinstance(node, A.Call) and node.name in ("peek", "pop")


def _probe(g: Graph, s: Schedule, fields: dict, w_min: int, S: int, sync: str,
           peek: str) -> PaperMapping:
    """The mapping whose working set (``lam``, ``pks``) sizes W for ``S`` threads per
    execution: with S = 1 channels may live in registers (``MapParams.regs``), so the
    working set depends on S."""
    return PaperMapping(g, s, fields, MapParams(max(w_min, 1), S, 32, sync, peek=peek))


def thread_cap(device, m: PaperMapping, blocks: int) -> int:
    """The most threads a block may have so that ``blocks`` of them per SM leave ``m``'s
    register-held channels the registers they want (``PaperMapping.registers_wanted``; the
    launch bounds round a block up to 64 threads); no cap without such channels."""
    want = m.registers_wanted()
    if not want:
        return device.max_threads_per_block
    regs = getattr(device, "registers_per_sm", 65536)
    return max(64, regs // (blocks * want) // 64 * 64)


def _w_min(g: Graph, s: Schedule) -> int:
    """The fewest executions whose items cover every peeking window (the input's too: the
    mapping reads its window across executions)."""
    w = 1
    for c in g.channels:
        if s.carry[c.id]:
            P = s.items_per_steady(g, c)
            w = max(w, -(-s.carry[c.id] // P))
    return w


def candidates(g: Graph, s: Schedule, fields: dict, device, limit: int = 16) -> list:
    """W/S/F configurations for a short tuning run (the chooser beyond Section VI), both
    peek modes where the program peeks: S = 1 with W filling 1, 2, 4, 8 or 16 blocks per
    SM's shared memory (whole warps of C threads from 32 on: the H100's best memory-bound
    configurations were the smallest blocks), then S > 1 (any power of two up to 32 and twice
    the largest repetition: firings are dealt round-robin, so the paper's gcd rule is not
    needed by this mapping) with 1, 2 or 4 blocks per SM, ranked by the heuristic's own score
    W * blocks / T (the paper's model without its N_G and gcd limits), each S's best first,
    up to ``limit`` in all; F = 64 (32 for one warp of C threads)."""
    carried = carried_reads(g, s)
    maxrep = max(s.rep[n.id] for n in g.nodes if n.kind in ("filter", "split", "join"))
    w_min, F, first, cand = _w_min(g, s), 64, [], []
    tpsm = device.max_threads_per_sm
    reserved = device.reserved_shared_per_block
    for peek in (("ghost", "pk") if carried else ("pk",)):
        S = 1
        while S <= min(32, max(1, maxrep) * 2):
            probe = _probe(g, s, fields, w_min, S, "warp", peek)
            T = time_estimate(g, s, S) + peek_work(g, s, peek, S)
            for b in ((1, 2, 4, 8, 16) if S == 1 else (1, 2, 4)):
                words = (device.shared_per_sm // b - reserved) // 4 - probe.pks
                W = min(words // probe.lam, (min(1024, tpsm // b) - F) // S)
                W = W * S // 32 * 32 // S if W * S >= 32 else W  # C threads in whole warps
                if W >= max(8, w_min):
                    cfg = MapParams(W, S, F if W * S > 32 else 32, "warp", peek=peek)
                    (first if S == 1 else cand).append((W * b / T, cfg))
            S *= 2
    nth: dict = {}  # each S's best first (the model ranks S poorly), then the next of each
    keyed = []
    for i, (score, c) in enumerate(sorted(cand, key=lambda c: -c[0])):
        nth[c.S] = nth.get(c.S, 0) + 1
        keyed.append((nth[c.S], -score, i, c))
    out = []
    for c in [c for _s, c in first] + [k[3] for k in sorted(keyed, key=lambda t: t[:3])]:
        if c not in out:
            out.append(c)
    return out[:limit]


#: the line between memory- and compute-bound programs: counted operations of a steady state
#: (:func:`time_estimate` at S = 1) per byte of program input and output. The benchmark
#: runner's rule (set before the adapted chooser was written; the six programs below it on
#: the H100 run fastest with several small blocks per SM, the five above it with one large)
MEMORY_BOUND_OPS_PER_BYTE = 16


def intensity(g: Graph, s: Schedule) -> float:
    """Counted operations of one steady state per byte of program input and output (the
    stream graph's arithmetic intensity; splitters and joiners count as copies)."""
    io = 4 * (s.input_per_steady(g) + s.output_per_steady(g))
    return time_estimate(g, s, 1) / max(io, 1)


def memory_bound(g: Graph, s: Schedule, threshold: float = MEMORY_BOUND_OPS_PER_BYTE) -> bool:
    """Whether the program counts as memory-bound (:func:`intensity` below ``threshold``)."""
    return intensity(g, s) < threshold


#: the issue model's tie: compute-bound configurations scoring within this factor of the
#: best count as equal, and the one with the most C warps is taken (:func:`choose_occupancy`)
NEAR = 1.1


def issue_cycles(device, T: float, warps: int) -> float:
    """Cycles one SM needs for one group of its resident blocks when instruction issue
    bounds it: ``warps`` C warps each issue their threads' common path (``T`` counted
    operations: the busiest thread's, :func:`time_estimate`; the other lanes of a warp
    wait through the same passes, so an idle lane costs its warp's issue slot like a busy
    one), the SM issues one warp instruction per ``issue_cycles_per_warp_instruction``
    cycles (one per scheduler: ``1 / sub_partitions`` where the description lacks the
    measured figure), and one warp at most one instruction a cycle:
    ``T * max(1, warps * issue_cycles_per_warp_instruction)``. Compared with the paper's
    ``N_G`` (threads that hide the dependent-issue latency), it charges the threads that
    run fewer firings than the busiest one (``S`` threads per execution over an
    operator of ``R`` firings: ``ceil(R / S) * S - R`` idle lanes; an operator firing
    once keeps ``S - 1`` idle), which is what made ChannelVocoder's S = 32 slower than
    S = 8 (``benchmarks/results/stream-check-h100-2026-11-27/vocoder/``)."""
    cpi = getattr(device, "issue_cycles_per_warp_instruction", None) or \
        1.0 / (device.sub_partitions or 1)
    return T * max(1.0, warps * cpi)


def choose_occupancy(g: Graph, s: Schedule, fields: dict, device, *, sync: str = "warp",
                     threshold: float = MEMORY_BOUND_OPS_PER_BYTE) -> tuple:
    """Section VI adapted to a GPU whose SM holds several blocks (the H100: 228 KB of shared
    memory and 4 schedulers per SM, where the paper's GPUs had 16 KB and one). The paper's
    ``W(S) = min(N_G / S, L_SM / Lambda)`` gives one block the whole SM, and its F rule sizes
    the M threads by compute time; on the H100 a block then waits at every group's barrier
    for its few M threads (Nsight Compute on Bitonic: most cycles stalled at the barrier,
    ``benchmarks/results/stream-h100-2026-11-26-late/ncu-Bitonic.txt``).
    The rule here, every number from ``device``:

    * S: the paper's score ``W(S) / T(E, S)``, with the C threads past ``N_G`` per SM
      sharing the issue slots (``T * max(1, b W S / N_G)``), S > 1 taken only where it
      promises 10% more than S = 1 (its barriers, idle lanes and registers are not counted),
      and never for a memory-bound program (S = 1 won every H100 search point there): S > 1
      remains where shared memory leaves few executions per SM (BeamFormer,
      ChannelVocoder);
    * ``b`` resident blocks per SM: one per scheduler (``sub_partitions``) for a memory-bound
      program (:func:`memory_bound`), so that one block's transfers and barrier waits overlap
      another's compute; one for a compute-bound program (the paper's own regime);
    * W: the most executions (whole warps of C threads) that ``b`` blocks fit in the SM's
      shared memory and threads (and registers, where channels live in registers:
      :func:`thread_cap`), and for a compute-bound program at most the paper's ``N_G / S``;
    * F: one warp of M threads per scheduler (``sub_partitions * warp_size``) for a
      memory-bound program, at most a warp per 32 words of the group's input and output;
      the paper's ``F = W * L_D / (k T)`` (k = 1) otherwise.

    (MapParams, details); falls back to :func:`choose` when no configuration fits."""
    mem = memory_bound(g, s, threshold)
    ws = device.warp_size
    subs = device.sub_partitions or 1
    b = subs if mem else 1
    tpsm = device.max_threads_per_sm
    tpb = device.max_threads_per_block
    reserved = device.reserved_shared_per_block
    optin = device.shared_per_block_optin or device.shared_per_sm
    per_block = min(device.shared_per_sm // b - reserved, optin) // 4
    w_min, carried = _w_min(g, s), carried_reads(g, s)
    ng = n_g(device)
    maxrep = max(s.rep[n.id] for n in g.nodes if n.kind in ("filter", "split", "join"))
    scored = []
    for peek in (("ghost", "pk") if carried else ("ghost",)):
        S = 1
        while S == 1 or (not mem and S <= min(32, 2 * maxrep)):
            probe = _probe(g, s, fields, w_min, S, sync, peek)
            io = probe.in_w + probe.out_w
            T = time_estimate(g, s, S) + peek_work(g, s, peek, S)
            F = subs * ws if mem else ws
            W = min((per_block - probe.pks) // probe.lam,
                    (min(tpb, tpsm // b, thread_cap(device, probe, b)) - F) // S)
            if not mem:  # the paper's W(S) = min(N_G / S, L_SM / Lambda)
                W = min(W, max(1, ng // S))
            W = W * S // ws * ws // S if W * S >= ws else W  # C threads in whole warps
            if mem:
                F = max(ws, min(F, -(-W * io // ws) // ws * ws))
            else:
                F = max(ws, min(-(-int(W * max(probe.n_in, probe.out_w) / max(T, 1)) // ws) * ws,
                                (tpb - W * S) // ws * ws))
            # the paper's W / T, with C threads past N_G sharing the issue slots (memory-
            # bound); compute-bound: the issue-slot model (:func:`issue_cycles`), which
            # counts a warp's idle lanes; S > 1 (barriers, registers the count leaves out)
            # must promise 10% more
            if mem:
                score = W / (T * max(1.0, b * W * S / ng))
            else:
                score = b * W / issue_cycles(device, T, b * -(-W * S // ws))
            score *= 1.1 if S == 1 else 1.0
            if W >= max(w_min, 1):
                scored.append((score, -(-W * S // ws), MapParams(W, S, F, sync, peek=peek),
                               probe, T))
            S *= 2
    best = None
    if scored:
        top = max(c[0] for c in scored)
        # compute-bound: of the configurations within NEAR of the best score, the one with
        # the most C warps (the issue model lets one warp issue every cycle, optimistic
        # for a scheduler with one or two warps, which hide less latency)
        near = [c for c in scored if c[0] * NEAR >= top] if not mem else []
        pick = max(near, key=lambda c: (c[1], c[0])) if near else max(scored, key=lambda c: c[0])
        best = (pick[0], pick[2], pick[3], pick[4])
    details = {"rule": "occupancy", "memory_bound": mem, "intensity": intensity(g, s),
               "threshold": threshold, "blocks_per_sm_target": b}
    if best is None:
        params, d = choose(g, s, fields, device, sync=sync)
        return params, {**d, **details, "fallback": "paper: no configuration fits"}
    _score, params, probe, T = best
    return params, {**details, "Lambda_mapping": probe.lam, "T": T, "PK_words": probe.pks,
                    "W_min": w_min, "L_D": max(probe.n_in, probe.out_w)}

