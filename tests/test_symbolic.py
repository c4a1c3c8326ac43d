"""Symbolic evaluation of thread-dependent conditions (paper 000, section 3.1).

* every case's method equals brute-force evaluation, for random conditions (hypothesis);
* conditions read from CUDA source equal what the simulator executes, step by step;
* the paper's Tables 2 and 3 (cc = 27/32; cs: 188/32 with 32 banks over the warp, the
  paper's arithmetic; 172/32 with the 8800 GTX's 16 banks per half-warp, derived below);
* one block replayed on the simulator agrees with the symbolic evaluation.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from warpsmith.analysis.access import find_accesses
from warpsmith.analysis.affine import launch_values
from warpsmith.analysis.indexing import IndexEnv
from warpsmith.backends.block_replay import one_block_module, run_block
from warpsmith.backends.sim_memory import shared_wavefronts
from warpsmith.backends.simulator import simulate
from warpsmith.ir.errors import WarpsmithError
from warpsmith.frontend import read_module
from warpsmith.ir import nodes as N
from warpsmith.ir.visit import walk
from warpsmith.hw.descriptions import load_device
from warpsmith.model.symbolic import (THRESHOLD, Conjunction, Sequence, Triplet,
                                      active_threads, brute_force, case_of, coefficients,
                                      evaluation_cost, expand_to_block, modulo_table,
                                      replay_block, shared_accesses, step_table, triplet_of,
                                      warp_wavefronts, why_not)

# ----------------------------------------------------------------- random conditions

ints = st.integers


@st.composite
def sequences(draw):
    kind = draw(st.sampled_from(["linear", "geometric", "const"]))
    if kind == "const":
        return draw(ints(-40, 40))
    if kind == "linear":
        return Sequence("linear", draw(ints(-6, 6)), draw(ints(-40, 40)), draw(ints(0, 90)))
    return Sequence("geometric", draw(ints(-5, 5)), draw(ints(1, 4)), draw(ints(0, 9)),
                    draw(st.booleans()))


@st.composite
def triplets(draw, ops=("<", "<=", ">", ">=", "==", "!=", "%", "%!")):
    g = draw(sequences())
    op = draw(st.sampled_from(ops))
    values = [g] if isinstance(g, int) else g.values().tolist()
    if op in ("%", "%!"):
        assume(all(v != 0 for v in values))
    return Triplet(draw(ints(-7, 7)), draw(ints(-50, 50)), op, g)


@settings(max_examples=400)
@given(triplets(), ints(1, 70))
def test_case_methods_equal_brute_force(tr, T):
    got = active_threads(tr, T)
    assert got.shape == (tr.I, T)
    assert (got == brute_force(tr, T)).all(), (tr, T, case_of(tr, T))


@given(triplets(ops=("<", "<=", ">", ">=", "==", "!=")), ints(1, 40))
def test_comparisons_in_both_cases_agree(tr, T):
    """The same comparison solved per step (case 1) and per thread (case 2)."""
    from warpsmith.model.symbolic_triplet import solve_per_step, solve_per_thread

    assert (solve_per_step(tr, T) == solve_per_thread(tr, T)).all()


@given(st.lists(triplets(), min_size=1, max_size=3), ints(1, 50))
def test_conjunctions(parts, T):
    counts = {p.I for p in parts if isinstance(p.g, Sequence)}
    assume(len(counts) <= 1)
    c = Conjunction(tuple(parts))
    assert (active_threads(c, T) == brute_force(c, T)).all()


def test_cases_and_costs():
    # case 1: I <= T comparison; the cost is the thread ids enumerated per step, plus one
    # visit per warp and step
    tr = Triplet(1, 0, "<=", Sequence("linear", 3, 2, 20))
    case, cost = evaluation_cost(tr, 64)
    assert case == 1 == case_of(tr, 64)
    n = sum(min(64, 3 * i + 2 + 1) for i in range(20))  # t <= 3i+2: 3i+3 ids, at most 64
    assert cost == n + 20 * 2
    # case 2: I > T; every thread records its steps, then they are replayed (doubled)
    tr = Triplet(2, 1, "<", Sequence("linear", 1, 0, 100))
    case, cost = evaluation_cost(tr, 32)
    assert case == 2
    m = sum(100 - (2 * t + 2) for t in range(32))  # 2t+1 < i: i = 2t+2 .. 99
    assert cost == 2 * (m + 32) + 100 * 1
    # case 3: modulo; twice the paper's bound sum_t floor((A t + B) / 2)
    tr = Triplet(2, 2, "%", Sequence("geometric", 2, 2, 8))
    case, cost = evaluation_cost(tr, 512)
    assert case == 3
    assert cost == 2 * sum((2 * t + 2) // 2 for t in range(512)) + 8 * 16
    assert cost <= THRESHOLD  # the scan at the paper's largest block is affordable
    # a long loop against a large block is not
    huge = Triplet(1, 0, "<=", Sequence("linear", 1, 0, 1 << 20))
    assert evaluation_cost(huge, 1024)[1] > THRESHOLD


# ------------------------------------------------------------------ Tables 2 and 3

SCAN = """
__global__ void scan(float *g)
{
    __shared__ float shared[256];
    int n = 2 * threadIdx.x + 1;
    shared[n - 1] = g[blockIdx.x * 256 + n - 1];
    shared[n] = g[blockIdx.x * 256 + n];
    __syncthreads();
    for (int stride = 2; stride <= 256; stride <<= 1) {
        if ((n + 1) % stride == 0)
            shared[n] += shared[n - stride / 2];
        __syncthreads();
    }
    g[blockIdx.x * 256 + n - 1] = shared[n - 1];
    g[blockIdx.x * 256 + n] = shared[n];
}
"""


def _kernel(src, name, fname="k.cu"):
    m = read_module(fname, text=src)
    fn = m.function(name)
    env = IndexEnv(fn, m)
    loops = [env.loop(n) for n in walk(fn.body) if isinstance(n, N.For)]
    ifs = [n for n in walk(fn.body) if isinstance(n, N.If)]
    return m, fn, env, loops, ifs


def _device(name):
    """The description with the timing fields the tests need: the file's when it has them,
    else the paper's 8800 GTX values (4 cycles per shared wavefront, sec. 2 and Table 3; 4
    issue cycles per warp instruction, sec. 2) and an assumed 24-cycle pipeline latency."""
    dev = load_device(name)
    fill = {"shared_cycles_per_wavefront": 4.0, "issue_cycles_per_warp_instruction": 4.0,
            "pipeline_latency_cycles": 24.0}
    over = {k: v for k, v in fill.items() if getattr(dev, k, None) is None}
    have = {f for f in over if f in dev.__dataclass_fields__}
    if have:
        dev = dev.replace(**{k: over.pop(k) for k in have})
    return dev, over


def test_table2_prime_factor_lookup():
    m, fn, env, (loop,), (iff,) = _kernel(SCAN, "scan")
    tr = triplet_of(iff.cond, env, loop, launch_values((1, 1, 1), (128, 1, 1)))
    # (n + 1) % stride == 0, n = 2t + 1, stride = 2 * 2^i for i = 0..7: <2t + 2, %, 2*2^i>
    assert tr == Triplet(2, 2, "%", Sequence("geometric", 2, 2, 8))
    assert case_of(tr, 128) == 3
    rows = {t: (x, set(P), set(sol)) for t, x, P, sol in modulo_table(tr, 128)}
    # the rows the paper's Table 2 shows
    assert rows[0] == (2, {2}, {0})
    assert rows[1] == (4, {2, 4}, {0, 1})
    assert rows[2] == (6, {2, 3, 6}, {0})
    assert rows[3] == (8, {2, 4, 8}, {0, 1, 2})
    assert rows[4] == (10, {2, 5, 10}, {0})
    assert rows[5] == (12, {2, 3, 4, 6, 12}, {0, 1})
    assert rows[6] == (14, {2, 7, 14}, {0})
    assert rows[7] == (16, {2, 4, 8, 16}, {0, 1, 2, 3})
    assert rows[127] == (256, {2, 4, 8, 16, 32, 64, 128, 256}, set(range(8)))


def _scan_steps(device_name, cycles_per_wavefront=None):
    m, fn, env, (loop,), (iff,) = _kernel(SCAN, "scan")
    values = launch_values((1, 1, 1), (128, 1, 1))
    tr = triplet_of(iff.cond, env, loop, values)
    active = active_threads(tr, 128)
    under = [a for a in find_accesses(env)
             if a.space == "shared" and any(g.cond is iff.cond for g in a.guards)]
    accs = shared_accesses(under, env, loop, values, (128, 1, 1))
    dev, over = _device(device_name)
    steps = step_table(active, accs, dev, cycles_per_wavefront=cycles_per_wavefront
                       or over.get("shared_cycles_per_wavefront"))
    co = coefficients(steps, 128, dev,
                      pipeline_latency_cycles=over.get("pipeline_latency_cycles"),
                      issue_cycles=over.get("issue_cycles_per_warp_instruction"))
    return tr, active, accs, steps, co, dev


def test_table3_active_warps_and_cc():
    tr, active, accs, steps, co, dev = _scan_steps("8800gtx")
    # step i: threads t with (t + 1) % 2^i == 0, 128 / 2^i of them, every 2^i-th thread
    assert [len(s.threads) for s in steps] == [128 >> i for i in range(8)]
    assert list(steps[1].threads[:4]) == [1, 3, 5, 7] and list(steps[7].threads) == [127]
    # warps with an active thread: all 4 while the threads are at most 32 apart, then 2, 1
    assert [s.warps for s in steps] == [4, 4, 4, 4, 4, 4, 2, 1]
    assert co.active_warps == 27 and co.warps_per_block == 4
    assert co.cc == pytest.approx(27 / 32)


def test_table3_bank_conflicts_8800gtx():
    """cs with the 8800 GTX's real bank mapping (16 banks of 4 bytes, per half-warp).

    Active threads in step i are t = 2^i*k - 1; shared[n] (word 2t+1 = 2^(i+1)*k - 1) and
    shared[n - stride/2] (word 2^(i+1)*k - 1 - 2^i) are both words 2^(i+1) apart:
    * steps 0-3: a half-warp has 16, 8, 4, 2 active lanes over 8, 4, 2, 1 banks: 2 words
      per bank, two-way (2 wavefronts per warp, 8 cycles at 4 per wavefront);
    * step 4: lanes 15 and 31 of each warp; their words (31 and 63) share bank 15, but on
      1.x the two half-warps are served separately: no conflict, 1 wavefront (the paper's
      table counts this step two-way, as if the 32 lanes met the banks together);
    * steps 5-7: one lane per warp, 1 wavefront.
    Per access: 4 warps x (2, 2, 2, 2, 1, 1) + 2 + 1 = 43 wavefronts = 172 cycles, so
    cs = 172/32 (paper: 188/32)."""
    tr, active, accs, steps, co, dev = _scan_steps("8800gtx")
    assert len(accs) == 3  # shared[n] load and store, shared[n - stride/2] load
    for acc in accs:
        assert [s.degree[acc.label] for s in steps] == [2, 2, 2, 2, 1, 1, 1, 1]
        assert sum(s.wavefronts[acc.label] for s in steps) == 43
        assert co.cs_by_access[acc.label] == pytest.approx(172 / 32)
    assert co.cs == pytest.approx(172 / 32)


def test_table3_bank_conflicts_32_banks_give_the_papers_number():
    """With 32 banks over the whole warp (the H100's layout) step 4's lanes 15 and 31 (words
    31, 63) conflict in bank 31: 47 wavefronts, 188 cycles at the paper's 4 cycles per
    wavefront, its cs = 188/32 = 5.88 exactly."""
    tr, active, accs, steps, co, dev = _scan_steps("h100", cycles_per_wavefront=4)
    for acc in accs:
        assert [s.degree[acc.label] for s in steps] == [2, 2, 2, 2, 2, 1, 1, 1]
        assert sum(s.wavefronts[acc.label] for s in steps) == 47
    assert co.cs == pytest.approx(188 / 32)


def test_cr_exposed_latency():
    tr, active, accs, steps, co, dev = _scan_steps("8800gtx")
    # with latency L and issue c, hide = L/c warps; cr = sum max(W, hide) / sum W
    for blocks in (1, 2, 8):
        c = coefficients(steps, 128, dev, blocks_per_sm=blocks, pipeline_latency_cycles=24,
                         issue_cycles=4)
        W = [blocks * w for w in (4, 4, 4, 4, 4, 4, 2, 1)]
        assert c.cr == pytest.approx(sum(max(w, 6) for w in W) / sum(W))
    many = coefficients(steps, 128, dev, blocks_per_sm=8, pipeline_latency_cycles=24,
                        issue_cycles=4)
    few = coefficients(steps, 128, dev, blocks_per_sm=1, pipeline_latency_cycles=24,
                       issue_cycles=4)
    assert many.cr < few.cr  # more resident warps hide more latency
    ilp = coefficients(steps, 128, dev, ilp=4, pipeline_latency_cycles=24, issue_cycles=4)
    # 4 independent instructions per thread: 24 / (4 * 4) = 1.5 warps hide the latency;
    # only the last step (1 warp) exposes some
    assert ilp.cr == pytest.approx((27 - 1 + 1.5) / 27)


def test_missing_timing_field_is_a_clear_error():
    dev = load_device("8800gtx")
    if "pipeline_latency_cycles" in dev.__dataclass_fields__:
        dev = dev.replace(pipeline_latency_cycles=None)
    steps = step_table(np.ones((2, 64), bool), [], dev)
    with pytest.raises(WarpsmithError, match="8800gtx.*pipeline_latency_cycles"):
        coefficients(steps, 64, dev, issue_cycles=4)


# ------------------------------------------- conditions read from source vs simulator

TEMPLATE = """
__global__ void k(int *flags, int N)
{
    int tid = threadIdx.x;
    int it = 0;
    for (%s) {
        if (%s)
            flags[it * blockDim.x + tid] = 1;
        it++;
    }
    if (tid == 0)
        flags[63 * blockDim.x] = it;  /* the trip count, for the test */
}
"""

CONDITIONS = [
    # (loop header, condition, block, expected triplet or None)
    ("int stride = 2; stride <= 256; stride <<= 1", "(2 * tid + 2) % stride == 0", 128,
     Triplet(2, 2, "%", Sequence("geometric", 2, 2, 8))),
    ("int s = blockDim.x / 2; s > 0; s >>= 1", "tid < s", 128,
     Triplet(1, 0, "<", Sequence("geometric", 1, 2, 7, reverse=True))),
    # 48, 24, 12, 6, 3, 1 is not c * 2^i: not a triplet
    ("unsigned s = blockDim.x / 2; s > 0; s /= 2", "threadIdx.x < s", 96, None),
    ("int s = 1; s < blockDim.x; s *= 2", "(tid & (2 * s - 1)) == 0", 64,
     Triplet(1, 0, "%", Sequence("geometric", 2, 2, 6))),
    ("int s = 1; s < blockDim.x; s *= 2", "tid % (2 * s) == 0", 64,
     Triplet(1, 0, "%", Sequence("geometric", 2, 2, 6))),
    ("int s = 2; s <= 64; s <<= 1", "(tid & (s - 1)) != 0", 64,
     Triplet(1, 0, "%!", Sequence("geometric", 2, 2, 6))),
    ("int j = 0; j < 6; j++", "(tid & ((1 << j) - 1)) == 0", 64,
     Triplet(1, 0, "%", Sequence("geometric", 1, 2, 6))),
    ("int j = 0; j < 40; j++", "tid + 3 <= 2 * j", 32,
     Triplet(1, 3, "<=", Sequence("linear", 2, 0, 40))),
    ("int j = 10; j > 0; j -= 2", "tid < j", 32,
     Triplet(1, -10, "<", Sequence("linear", -2, 0, 5))),
    ("int j = 1; j < 20; j += 3", "tid % (j + 2) != 1", 64,
     Triplet(1, -1, "%!", Sequence("linear", 3, 3, 7))),
    ("int s = 1; s < 200; s *= 3", "!(tid % s)", 64,
     Triplet(1, 0, "%", Sequence("geometric", 1, 3, 5))),
    ("int s = 1; s < 200; s *= 3", "tid % s", 64,
     Triplet(1, 0, "%!", Sequence("geometric", 1, 3, 5))),
    ("int s = 64; s > 0; s >>= 1", "tid < s && (tid & 1) == 0", 128,
     Conjunction((Triplet(1, 0, "<", Sequence("geometric", 1, 2, 7, reverse=True)),
                  Triplet(1, 0, "%", 2)))),
    ("int s = 1; s <= 32; s *= 2", "tid >= N - s", 64,
     Triplet(1, -40, ">=", Sequence("geometric", -1, 2, 6))),
    ("int s = 1; s <= 32; s *= 2", "!(tid < s)", 64,
     Triplet(1, 0, ">=", Sequence("geometric", 1, 2, 6))),
    ("int j = 0; j < 4; j++", "(tid & 7) == 3", 64, Triplet(1, -3, "%", 8)),
]


@pytest.mark.parametrize("loop_text,cond_text,T,expected", CONDITIONS)
def test_conditions_match_the_simulator(loop_text, cond_text, T, expected):
    src = TEMPLATE % (loop_text, cond_text)
    m, fn, env, (loop,), (iff, _) = _kernel(src, "k")
    values = dict(launch_values((1, 1, 1), (T, 1, 1)), N=40)
    tr = triplet_of(iff.cond, env, loop, values)
    if expected is None:
        # 48, 24, 12, 6, 3, 1: s >>= 1 from 48 is not c*2^i: not a triplet, with a reason
        assert tr is None and "not exactly geometric" in why_not(iff.cond, env, loop, values)
        return
    assert tr == expected, why_not(iff.cond, env, loop, values)
    active = active_threads(tr, T)
    flags = np.zeros(64 * T, np.int32)
    out = simulate(m, "k", (1, 1, 1), (T, 1, 1), {"flags": flags, "N": 40}).outputs["flags"]
    ran = out.reshape(64, T)
    n_iter = int(ran[63, 0])
    ran = ran[:63]
    expect = np.broadcast_to(active, (n_iter, T)) if active.shape[0] == 1 else active
    assert active.shape[0] in (1, n_iter)
    assert (ran[:n_iter] == expect).all()
    assert not ran[n_iter:].any()


@pytest.mark.parametrize("cond_text,reason", [
    ("tid * s < 64", "multiplies"),
    ("blockIdx.x * blockDim.x + tid < N", "blockIdx.x"),
    ("threadIdx.y < s", "threadIdx.y"),
    ("(tid & 5) == 0", "2^k - 1"),
    ("tid < 5 || tid > 9", "disjunction"),
    ("flags[tid] < s", "memory"),
    ("tid % s == 3", "remainder"),
])
def test_conditions_that_are_not_triplets_say_why(cond_text, reason):
    src = TEMPLATE % ("int s = 2; s <= 64; s *= 2", cond_text)
    m, fn, env, (loop,), (iff, _) = _kernel(src, "k")
    values = dict(launch_values((4, 1, 1), (64, 1, 1)), N=200)
    assert triplet_of(iff.cond, env, loop, values) is None
    assert reason in why_not(iff.cond, env, loop, values)


# ------------------------------------------------------------- wavefronts and replay


@given(st.lists(ints(0, 300), min_size=32, max_size=32), st.lists(st.booleans(), min_size=32,
                                                                    max_size=32),
       st.sampled_from([4, 8, 16]))
def test_wavefronts_equal_the_simulators_on_32_banks(words, mask, size):
    """The device bank model on a 32-bank GPU counts like the simulator's trace."""
    dev = load_device("h100")
    addr = np.array(words, np.int64) * size
    act = np.array(mask, bool)
    assume(act.any())
    mine = int(warp_wavefronts(addr, act, size, dev).sum())
    theirs = shared_wavefronts(32, np.flatnonzero(act), addr[act], size)
    assert mine == theirs


def test_half_warp_banks_on_1x():
    dev = load_device("8800gtx")
    t = np.arange(32)
    # stride-16 words: all 32 lanes in bank 0; per half-warp 16 distinct words
    assert warp_wavefronts(t * 64, np.ones(32, bool), 4, dev).tolist() == [16]
    # lane 0 and lane 16 on one word-bank pair: different half-warps, no conflict
    act = np.zeros(32, bool)
    act[[0, 16]] = True
    assert warp_wavefronts(t * 64, act, 4, dev).tolist() == [1]
    # same word in a half-warp: broadcast
    assert warp_wavefronts(np.zeros(32, np.int64), np.ones(32, bool), 4, dev).tolist() == [1]


@pytest.mark.parametrize("device_name", ["8800gtx", "h100"])
def test_replay_agrees_with_symbolic(device_name):
    tr, active, accs, steps, co, dev = _scan_steps(device_name)
    m = read_module("scan.cu", text=SCAN)
    g = np.random.default_rng(1).random(256 * 3).astype(np.float32)
    dev2, over = _device(device_name)
    rep = replay_block(m, "scan", (3, 1, 1), (128, 1, 1), {"g": g}, dev2, run_block,
                       block_index=(1, 0, 0))
    body = accs[0].label.split()[1].split(":")[0]
    line, guard = int(body), int(body) - 1
    rc = rep.coefficients(line, guard,
                          cycles_per_wavefront=over.get("shared_cycles_per_wavefront"),
                          pipeline_latency_cycles=over.get("pipeline_latency_cycles"),
                          issue_cycles=over.get("issue_cycles_per_warp_instruction"))
    assert rep.lines[guard].executions == 8 and rep.lines[line].executions == 8
    assert rep.lines[line].warps_per_execution == [s.warps for s in steps]
    assert rc.cc == pytest.approx(co.cc)
    assert rc.cr == pytest.approx(co.cr)
    assert set(rc.cs_by_access) == set(co.cs_by_access)
    for label, v in co.cs_by_access.items():
        assert rc.cs_by_access[label] == pytest.approx(v)
    for st_rep, st_sym in zip(rep.steps(line, guard), steps):
        assert st_rep.wavefronts == st_sym.wavefronts
    if device_name == "h100":  # the 32-bank model is the trace's
        for (ln, col, kind), sc in rep.sites.items():
            assert sc.wavefronts == rep.trace.by_site[(ln, col, kind)]["units"]


def test_replayed_block_computes_what_the_full_launch_computes():
    m = read_module("scan.cu", text=SCAN)
    g = np.random.default_rng(2).random(256 * 3).astype(np.float32)
    full = simulate(m, "scan", (3, 1, 1), (128, 1, 1), {"g": g}).outputs["g"]
    dev, _ = _device("h100")
    one = one_block_module(m, (3, 1, 1), (128, 1, 1), (2, 0, 0))
    part = simulate(one, "scan", (1, 1, 1), (128, 1, 1), {"g": g}).outputs["g"]
    assert np.array_equal(part[512:], full[512:])
    assert np.array_equal(part[:512], g[:512])  # other blocks' data untouched
    with pytest.raises(WarpsmithError):
        replay_block(m, "scan", (3, 1, 1), (128, 1, 1), {"g": g}, dev, run_block,
                     block_index=(3, 0, 0))


REDUCE = """
__global__ void reduce(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}
"""


@pytest.mark.parametrize("T", [64, 256])
def test_reduction_symbolic_and_replay(T):
    m, fn, env, (loop,), ifs = _kernel(REDUCE, "reduce")
    iff = ifs[0]
    values = launch_values((2, 1, 1), (T, 1, 1))
    tr = triplet_of(iff.cond, env, loop, values)
    assert tr == Triplet(1, 0, "<", Sequence("geometric", 1, 2, int(math.log2(T)),
                                             reverse=True))
    active = expand_to_block(active_threads(tr, T), (T, 1, 1))
    under = [a for a in find_accesses(env)
             if a.space == "shared" and any(g.cond is iff.cond for g in a.guards)]
    accs = shared_accesses(under, env, loop, values, (T, 1, 1))
    dev, over = _device("h100")
    cyc = over.get("shared_cycles_per_wavefront")
    steps = step_table(active, accs, dev, cycles_per_wavefront=cyc)
    # stride T/2, T/4, ..., 1 active threads: ceil(stride/32) warps, conflict-free
    assert [s.warps for s in steps] == [-(-(T >> (i + 1)) // 32) for i in range(len(steps))]
    assert all(d == 1 for s in steps for d in s.degree.values())
    kw = dict(pipeline_latency_cycles=over.get("pipeline_latency_cycles"),
              issue_cycles=over.get("issue_cycles_per_warp_instruction"))
    co = coefficients(steps, T, dev, **kw)
    x = np.random.default_rng(3).random(2 * T).astype(np.float32)
    rep = replay_block(m, "reduce", (2, 1, 1), (T, 1, 1), {"in": x, "out": np.zeros(2, np.float32)},
                       dev, run_block)
    line = iff.then.loc.line
    rc = rep.coefficients(line, iff.loc.line, cycles_per_wavefront=cyc, **kw)
    assert rc.cc == pytest.approx(co.cc)
    assert rc.cs_by_access == pytest.approx(co.cs_by_access)
    assert rc.cr == pytest.approx(co.cr)
