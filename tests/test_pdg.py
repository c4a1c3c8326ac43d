"""The weighted program dependence graph (warpsmith.analysis.pdg): structure, trip counts,
weights, instruction counts (differential against the simulator's trace) and redundancy."""

import numpy as np
import pytest

from warpsmith.analysis.pdg import (PDGError, Predicate, Region, Statement, build_pdg,
                                    critical_path)
from warpsmith.backends.simulator import simulate
from warpsmith.frontend import read_module


def _module(tmp_path, src, name="k.cu"):
    p = tmp_path / name
    p.write_text(src)
    return read_module(str(p))


def _pdg(tmp_path, src, grid, block, params=None, **kw):
    m = _module(tmp_path, src)
    return m, build_pdg(m, m.kernels[0], grid, block, params or {}, **kw)


def _loops(region):
    out = []
    for c in region.children:
        if isinstance(c, Region):
            out.append(c)
            out += _loops(c)
        elif isinstance(c, Predicate):
            for r in c.regions.values():
                out += _loops(r)
    return out


NAIVE = """
__global__ void naive(const float *A, const float *B, float *C, int n)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    int ia = row * n;
    int ib = col;
    for (int i = 0; i < n; i++) {
        sum += A[ia] * B[ib];
        ia++;
        ib += n;
    }
    C[row * n + col] = sum;
}
"""


def _sim_per_warp(m, grid, block, args):
    r = simulate(m, m.kernels[0].name, grid, block, args, trace=True)
    warps = int(np.prod(grid)) * -(-int(np.prod(block)) // 32)
    return r.trace.as_dict()["instructions"] / warps


@pytest.mark.parametrize("n", [32, 48])
def test_raw_count_equals_simulator_naive(tmp_path, n):
    grid, block = (n // 16, n // 16, 1), (16, 16, 1)
    m, pdg = _pdg(tmp_path, NAIVE, grid, block, {"n": n}, optimize=False)
    args = {"A": np.ones(n * n, np.float32), "B": np.ones(n * n, np.float32),
            "C": np.zeros(n * n, np.float32), "n": np.int32(n)}
    assert pdg.raw_instructions() == pytest.approx(_sim_per_warp(m, grid, block, args))
    # the optimized count removes redundancy but never adds
    opt = build_pdg(m, m.kernels[0], grid, block, {"n": n})
    assert opt.instructions() < pdg.raw_instructions()


def test_raw_count_equals_simulator_tiled():
    m = read_module("src/warpsmith/corpus/matmul_tiled.cu")
    n = 48
    grid, block = (3, 3, 1), (16, 16, 1)
    pdg = build_pdg(m, m.kernels[0], grid, block, {"M": n, "N": n, "K": n}, optimize=False)
    args = {k: np.ones(n * n, np.float32) for k in "ABC"}
    args.update(M=np.int32(n), N=np.int32(n), K=np.int32(n))
    # every thread passes the final guard: weights 1 are exact here
    assert pdg.raw_instructions() == pytest.approx(_sim_per_warp(m, grid, block, args))


def test_trip_counts_linear_geometric_and_nested(tmp_path):
    src = """
    __global__ void k(float *a, int n)
    {
        float s = 0.0f;
        for (int i = 0; i < n; i += 3)          // ceil(n / 3)
            s += a[i];
        for (int st = 1; st < 256; st *= 2)     // 8: geometric
            s += a[st];
        for (int d = 256; d > 0; d >>= 1)       // 9: geometric, dividing
            s += a[d];
        for (int i = 0; i < 8; i++)             // triangular: 0 + 1 + ... + 7 over 8
            for (int j = 0; j < i; j++)
                s += a[j];
        a[threadIdx.x] = s;
    }
    """
    _, pdg = _pdg(tmp_path, src, (1, 1, 1), (32, 1, 1), {"n": 100})
    trips = [r.weight for r in _loops(pdg.root)]
    assert trips == pytest.approx([34, 8, 9, 8, 3.5])


def test_thread_dependent_trip_count_is_the_longest_lane(tmp_path):
    src = """
    __global__ void k(float *a, int n)
    {
        float s = 0.0f;
        for (int i = threadIdx.x; i < n; i += 64)
            s += a[i];
        a[threadIdx.x] = s;
    }
    """
    _, pdg = _pdg(tmp_path, src, (1, 1, 1), (64, 1, 1), {"n": 100})
    (lp,) = _loops(pdg.root)
    # lanes 0..35 run 2 iterations, 36..63 one: warp 0 runs 2, warp 1 runs 2 (lanes 32-35)
    assert lp.trip.thread_dependent
    assert lp.weight == pytest.approx(2.0)
    assert lp.trip.per_thread == pytest.approx((36 * 2 + 28) / 64)


@pytest.mark.parametrize("step,trips", [("1", 32), ("S", 4), ("3", 11)])
def test_loop_over_data_read_bounds_assumes_a_span_over_its_step(tmp_path, step, trips):
    """A CSR-row loop (bounds read from memory, known step) is estimated as DATA_SPAN
    elements over its step, so the threads sharing a row make fewer trips each; a loop
    whose step is unknown keeps the weight 1, and both say so."""
    from warpsmith.analysis.pdg_loops import DATA_SPAN

    src = f"""
    __global__ void k(float *y, const int *ptr, const float *v, int S)
    {{
        int r = blockIdx.x * blockDim.y + threadIdx.y;
        float s = 0.0f;
        for (int j = ptr[r] + threadIdx.x; j < ptr[r + 1]; j += {step})
            s += v[j];
        y[r] = s;
    }}
    """
    _, pdg = _pdg(tmp_path, src, (4, 1, 1), (8, 4, 1), {"S": 8})
    (lp,) = _loops(pdg.root)
    assert DATA_SPAN == 32
    assert not lp.trip.exact
    assert lp.weight == pytest.approx(trips)
    assert any(f"weighted {trips}" in n and "assumed 32 elements" in n for n in pdg.notes)


def test_loop_over_data_read_bounds_with_a_data_step_is_weighted_one(tmp_path):
    src = """
    __global__ void k(float *y, const int *ptr, const float *v)
    {
        float s = 0.0f;
        for (int j = ptr[threadIdx.x]; j < ptr[threadIdx.x + 1]; j += ptr[0])
            s += v[j];
        y[threadIdx.x] = s;
    }
    """
    _, pdg = _pdg(tmp_path, src, (1, 1, 1), (32, 1, 1), {})
    (lp,) = _loops(pdg.root)
    assert lp.weight == pytest.approx(1.0)
    assert any("weighted 1" in n for n in pdg.notes)


def test_missing_parameter_names_it_and_the_loop(tmp_path):
    with pytest.raises(PDGError) as e:
        _pdg(tmp_path, NAIVE, (2, 2, 1), (16, 16, 1), {})
    msg = str(e.value)
    assert "parameter n" in msg and "--param n=" in msg and "k.cu:9:" in msg


def test_regions_and_predicates(tmp_path):
    src = """
    __global__ void k(float *a, int n)
    {
        for (int i = 0; i < 4; i++) {
            if (threadIdx.x < 16) {
                for (int j = 0; j < n; j++)
                    a[j] += 1.0f;
            } else {
                a[i] = 0.0f;
            }
            if (blockIdx.x < 3)
                a[i + 1] = 2.0f;
        }
        if (threadIdx.x == 0) return;
        a[threadIdx.x] = 1.0f;
    }
    """
    _, pdg = _pdg(tmp_path, src, (4, 1, 1), (64, 1, 1), {"n": 5})
    outer = [c for c in pdg.root.children if isinstance(c, Region)][0]
    assert outer.kind == "loop" and outer.weight == 4
    preds = [c for c in outer.children if isinstance(c, Predicate)]
    tdep, bdep = preds
    assert tdep.dims == frozenset({0}) and tdep.weight is None
    assert set(tdep.regions) == {True, False}
    inner = [c for c in tdep.regions[True].children if isinstance(c, Region)][0]
    assert inner.kind == "loop" and inner.weight == 5
    assert not bdep.dims and bdep.weight == pytest.approx(3 / 4)  # blocks 0..2 of 4
    # the early return: the rest of the kernel is under "threadIdx.x != 0"
    exit_p = [c for c in pdg.root.children if isinstance(c, Predicate)][-1]
    assert exit_p.kind == "exit" and exit_p.text == "threadIdx.x != 0"
    assert any(isinstance(s, Statement) for s in exit_p.regions[True].children)


def test_value_numbering_counts_an_expression_once(tmp_path):
    once = """
    __global__ void k(float *a, float *b, int n)
    {
        int i = threadIdx.x * n + 7;
        float x = (float)(i * i);
        a[i] = x;
    }
    """
    twice = """
    __global__ void k(float *a, float *b, int n)
    {
        int i = threadIdx.x * n + 7;
        float x = (float)(i * i);
        float y = (float)(i * i);
        a[i] = x + y;
    }
    """
    _, p1 = _pdg(tmp_path, once, (1, 1, 1), (32, 1, 1), {"n": 3})
    _, p2 = _pdg(tmp_path, twice, (1, 1, 1), (32, 1, 1), {"n": 3})
    # the second (float)(i * i) costs nothing, only the added '+'
    assert p2.instructions() == p1.instructions() + 1


def _per_iteration(tmp_path, src):
    vals = {"p": 3, "q": 5}
    _, a = _pdg(tmp_path, src, (1, 1, 1), (32, 1, 1), {"n": 10, **vals})
    _, b = _pdg(tmp_path, src, (1, 1, 1), (32, 1, 1), {"n": 11, **vals})
    _, ra = _pdg(tmp_path, src, (1, 1, 1), (32, 1, 1), {"n": 10, **vals}, optimize=False)
    _, rb = _pdg(tmp_path, src, (1, 1, 1), (32, 1, 1), {"n": 11, **vals}, optimize=False)
    return b.instructions() - a.instructions(), rb.raw_instructions() - ra.raw_instructions()


def test_loop_invariant_and_address_arithmetic_hoisted(tmp_path):
    plain = """
    __global__ void k(float *a, int n, int p, int q)
    {
        float s = 0.0f;
        for (int i = 0; i < n; i++)
            s += a[i];
        a[threadIdx.x] = s;
    }
    """
    invariant = """
    __global__ void k(float *a, int n, int p, int q)
    {
        float s = 0.0f;
        for (int i = 0; i < n; i++)
            s += a[i + p * q + threadIdx.x * 2] * (float)(p * q);
        a[threadIdx.x] = s;
    }
    """
    opt0, raw0 = _per_iteration(tmp_path, plain)
    opt1, raw1 = _per_iteration(tmp_path, invariant)
    assert raw1 > raw0 + 4  # the simulator's rule evaluates everything every iteration
    assert opt1 == opt0  # hoisted: the same per-iteration cost (load, FMA, IV, control)


def test_derived_induction_variables_closed_form(tmp_path):
    _, pdg = _pdg(tmp_path, NAIVE, (2, 2, 1), (16, 16, 1), {"n": 32})
    acc = {a.array: a for a in pdg.accesses}
    assert acc["A"].offset is not None and acc["B"].offset is not None
    lp = acc["A"].loops[-1]
    assert acc["A"].offset.coefficient(lp.symbol).constant == 4  # ia++ : 4 bytes per iteration
    assert acc["B"].offset.substitute(pdg.values).coefficient(lp.symbol).constant == 4 * 32


def test_unrolled_loop_has_no_control_and_immediate_offsets(tmp_path):
    src = """
    __global__ void k(float *a, float *out)
    {
        __shared__ float t[264];
        t[threadIdx.x] = a[threadIdx.x];
        __syncthreads();
        float s = 0.0f;
    #pragma unroll
        for (int i = 0; i < 8; i++)
            s += t[threadIdx.x + i];
        out[threadIdx.x] = s;
    }
    """
    _, pdg = _pdg(tmp_path, src, (1, 1, 1), (256, 1, 1))
    (lp,) = _loops(pdg.root)
    assert lp.unrolled and lp.weight == 8
    body = [s for s in lp.children if isinstance(s, Statement)]
    assert not any(s.kind == "control" for s in body)
    (stmt,) = [s for s in body if s.kind == "stmt"]
    assert [o.kind for o in stmt.ops] == ["S", "C"] and stmt.ops[1].count == 1  # LDS, FFMA


def test_global_load_waits_at_first_use(tmp_path):
    src = """
    __global__ void k(const float *a, float *b)
    {
        float x = a[threadIdx.x];
        float y = 2.0f;
        b[threadIdx.x] = x * y;
    }
    """
    _, pdg = _pdg(tmp_path, src, (1, 1, 1), (32, 1, 1))
    kinds = [o.kind for s in pdg.statements() for o in s.ops if o.kind in ("M", "G", "Mbar")]
    assert kinds == ["M", "G", "Mbar"]
    where = [s.loc.line for s in pdg.statements() for o in s.ops if o.kind == "G"]
    assert where == [6]  # the use, not the load


def test_critical_path_of_a_chain_exceeds_independent_work(tmp_path):
    chain = """
    __global__ void k(float *a)
    {
        float x = a[0];
        x = x * x + 1.0f; x = x * x + 1.0f; x = x * x + 1.0f; x = x * x + 1.0f;
        a[threadIdx.x] = x;
    }
    """
    _, pdg = _pdg(tmp_path, chain, (1, 1, 1), (32, 1, 1), latency={"alu": 4.0})
    assert critical_path(pdg.root) >= 4 * 4.0
