"""The string model and the per-warp latency algorithm (paper 000, Table 1, Eq. 1, Table 4),
and the predicted time's monotonicity where it must hold."""

import pytest

from warpsmith.model import string_model as SM
from warpsmith.hw.descriptions import load_device
from warpsmith.pipeline_predict import predict_kernel


def _params(**kw):
    base = dict(issue=4.0, pipeline_latency=24.0, global_latency=250.0, l2_latency=None,
                shared_latency=24.0, shared_cycles_per_wavefront=4.0, barrier=4.0,
                dram_bytes_per_cycle_sm=4.0, l2_bytes_per_cycle_sm=None, clock_hz=1.35e9,
                warps_per_block=1)
    base.update(kw)
    return SM.Params(**base)


def _latency(root, n, mem=None, **kw):
    prm, mem = _params(**kw), mem or SM.MemoryCosts()
    SM.assign_costs(root, prm, mem, n)
    return SM.warp_latency(root, prm, mem, n)


def _simple():
    return SM.Group([SM.Token("C", 2), SM.Token("M", 1, load=1), SM.Token("C", 3),
                     SM.Token("G", 0, load=1), SM.Token("C", 1)], 1)


@pytest.mark.parametrize("n_warps, wait", [(1, 250 - 16), (5, 250 - 16 - 4 * 24), (20, 0)])
def test_table1_by_hand(n_warps, wait):
    # C2^8 M1^4 C3^12 G1 C1^4 with 250 cycles of latency: NBC_avg = (8 + 12 + 4) / 1 = 24;
    # at G1 the warp has run 16 cycles since M1, the other warps cover (N - 1) x 24
    lat = _latency(_simple(), n_warps)
    assert lat.nbc_avg == pytest.approx(24.0)
    assert lat.issue == pytest.approx(28.0)
    assert lat.wait == pytest.approx(wait)
    assert lat.clock == pytest.approx(28.0 + wait)


def test_loops_extrapolate_exactly():
    body = [SM.Token("C", 2), SM.Token("M", 1, load=1), SM.Token("G", 0, load=1),
            SM.Token("S", 1), SM.Token("B", 1)]
    looped = SM.Group([SM.Group(body, 50)], 1)
    flat = SM.Group([SM.Token(t.kind, t.count, load=t.load) for _ in range(50) for t in body],
                    1)
    for n in (1, 3, 8):
        a, b = _latency(looped, n), _latency(flat, n)
        assert a.clock == pytest.approx(b.clock)
        assert a.wait == pytest.approx(b.wait)


def test_eq1_reproduces_the_papers_260_cycles():
    # Table 4, naive matrix multiply on the 8800 GTX: per iteration C2 M1 M2 G1 G2 C4, A's
    # load uncoalesced (16 words per thread: 32 x 64 bytes), B's coalesced (2 x 64 bytes);
    # 86.4 GB/s over 16 SMs at 1.35 GHz is 4 bytes per SM cycle (section 4)
    a_bytes, b_bytes = 32 * 64, 32 * 4
    it = SM.Group([SM.Token("C", 2), SM.Token("M", 1, load=1, mem_bytes=a_bytes),
                   SM.Token("M", 1, load=2, mem_bytes=b_bytes), SM.Token("G", 0, load=1),
                   SM.Token("G", 0, load=2), SM.Token("C", 4)], 4096)
    root = SM.Group([SM.Token("C", 11), it, SM.Token("C", 2),
                     SM.Token("Mbar", 1, mem_bytes=b_bytes)], 1)
    mem = SM.MemoryCosts(dram_bytes_per_warp=4096 * (a_bytes + b_bytes) + b_bytes)
    prm = _params(dram_bytes_per_cycle_sm=86.4e9 / 16 / 1.35e9)
    eq1 = SM.assign_costs(root, prm, mem, 8)
    assert round(eq1["n_mem"]) == 260
    assert [t.cost for t in it.items if t.kind == "M"] == [eq1["n_mem"]] * 2


def test_exposed_latency_only_when_few_warps():
    seg = SM.Segment(cp=100.0, steps=[(1.0, 1.0)])
    c = SM.Token("C", 2, segment=seg)
    seg.tokens.append(c)
    root = SM.Group([c], 1)
    prm = _params()
    SM.assign_costs(root, prm, SM.MemoryCosts(), 50)  # 100 / 50 = 2 < 8 issue cycles
    assert c.exposed == 0 and c.cost == 8
    SM.assign_costs(root, prm, SM.MemoryCosts(), 4)  # 100 / 4 = 25 per warp
    assert c.cost == pytest.approx(25.0) and c.exposed == pytest.approx(17.0)


# ------------------------------------------------------------------ Table 4 from kernels


def _shape(tokens):
    out = []
    for t in tokens:
        if "loop" in t:
            out.append((_shape(t["items"]), t["loop"]))
        elif not (out and t["kind"] == "C" and out[-1] == "C"):
            out.append(t["kind"])
    return out


NAIVE_FIG4A = """
__global__ void mm(const float *A, const float *B, float *C, int widthA, int widthB)
{
    int row = blockIdx.y * 16 + threadIdx.y;
    int col = blockIdx.x * 16 + threadIdx.x;
    int indexA = row * widthA;
    int indexB = col;
    int indexC = row * widthB + col;
    float Ctemp = 0;
    for (int i = 0; i < widthA; i++) {
        Ctemp += A[indexA] * B[indexB];
        indexA++;
        indexB += widthB;
    }
    C[indexC] = Ctemp;
}
"""


def test_table4_naive_matmul_shape(tmp_path):
    f = tmp_path / "mm.cu"
    f.write_text(NAIVE_FIG4A)
    p = predict_kernel(str(f), "mm", (256, 256), (16, 16), params={"widthA": 4096,
                                                                   "widthB": 4096},
                       device="8800gtx")
    # C ( C M1 M2 G1 G2 C ) x 4096 C Mbar, as in Table 4
    assert _shape(p.tokens) == ["C", (["C", "M", "M", "G", "G", "C"], 4096), "C", "Mbar"]
    # every load costs the same Eq. 1 cycles, far above the 4-cycle issue: bandwidth-bound
    m = [t for t in p.tokens[1]["items"] if t["kind"] == "M"]
    assert m[0]["cycles"] == m[1]["cycles"] > 200
    assert p.bottleneck == "memory bandwidth"


def test_table4_scan_init_shape():
    p = predict_kernel("src/warpsmith/corpus/model/scan.cu", "scan_init", (64,), (128,),
                       defines={"BLOCK_SIZE": 128, "NUM_BANKS": 16}, device="8800gtx")
    shape = _shape(p.tokens)
    # C M1 G1 Sbar M2 G2 Sbar B C ( C S C S C Sbar B ) x (log T + 1) ...
    assert shape[:9] == ["C", "M", "G", "Sbar", "M", "G", "Sbar", "B", "C"]
    loop, count = shape[9]
    assert count == 8  # log2(128) + 1
    assert [k for k in loop if k != "C"] == ["S", "S", "Sbar", "B"]
    assert 0 < p.cc < 1  # the active threads are spread over the warps


# ------------------------------------------------------------------ monotonicity


def _predict(tmp_path, src, name, grid, block, device, **kw):
    f = tmp_path / f"{name}.cu"
    f.write_text(src)
    return predict_kernel(str(f), name, grid, block, device=device, **kw)


COPY = """
__global__ void copy1(const float *a, const float *b, float *c, int s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    c[i] = a[i];
}
__global__ void copy2(const float *a, const float *b, float *c, int s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    c[i] = a[i] + b[i];
}
__global__ void strided(const float *a, const float *b, float *c, int s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    c[i] = a[(i % 32) * 65536 + i / 32];
}
__global__ void strided_affine(const float *a, const float *b, float *c, int s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    c[i] = a[threadIdx.x * 32 + blockIdx.x];
}
"""


@pytest.mark.parametrize("device", ["8800gtx", "h100"])
def test_more_traffic_and_uncoalesced_are_not_faster(tmp_path, device):
    dev = load_device(device)
    grid, block = (8192,), (256,)
    one = _predict(tmp_path, COPY, "copy1", grid, block, dev)
    two = _predict(tmp_path, COPY, "copy2", grid, block, dev)
    bad = _predict(tmp_path, COPY, "strided_affine", grid, block, dev)
    assert two.predicted_ms >= one.predicted_ms
    assert bad.predicted_ms > one.predicted_ms


SHARED = """
#define STRIDE %d
__global__ void sh(float *out)
{
    __shared__ float t[32 * STRIDE + 32];
    float s = 0.0f;
    for (int k = 0; k < 64; k++) {
        t[threadIdx.x * STRIDE] = s;
        s += t[threadIdx.x * STRIDE + 1];
    }
    out[blockIdx.x * 32 + threadIdx.x] = s;
}
"""


@pytest.mark.parametrize("device", ["8800gtx", "h100"])
def test_bank_conflicts_cost_and_padding_helps(tmp_path, device):
    dev = load_device(device)
    times = {}
    for stride in (1, 32, 33):
        p = _predict(tmp_path, SHARED % stride, "sh", (1024,), (32,), dev)
        times[stride] = p.predicted_ms
    assert times[32] > times[33]  # conflicting slower than padded
    # padding removes the conflicts (what is left: the multiply by 33, a larger array)
    assert times[33] <= 1.05 * times[1] < times[32]


DATA_DEP = """
__global__ void dd(const int *flags, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.0f;
    if (flags[i] > 0) {
        for (int k = 0; k < 32; k++)
            s += out[i + k];
    }
    out[i] = s;
}
"""


def test_unknown_condition_gives_bounds(tmp_path):
    p = _predict(tmp_path, DATA_DEP, "dd", (256,), (256,), load_device("8800gtx"),
                 mode="bounds")
    lo, hi = p.bounds
    assert lo < hi
    assert p.predicted_ms == pytest.approx(hi)  # the point estimate weights unknowns 1


# ------------------------------------------------------------------ barriers (paper sec. 2)


def _barrier_tree():
    return SM.Group([SM.Token("C", 4), SM.Token("B", 1), SM.Token("C", 4)], 1)


@pytest.mark.parametrize("n_warps, wait", [(2, 20.0), (4, 20.0 - 2 * 9.0), (6, 0.0)])
def test_barrier_wait_is_hidden_by_other_blocks_only(n_warps, wait):
    # C4 B C4 at 1 cycle per instruction, blocks of 2 warps, 20 cycles from the last arrival
    # to the release: NBC_avg = (4 + 1 + 4) / 1 barrier = 9; the warps of the *other*
    # blocks, N - 2, cover (N - 2) x 9 of the wait; the block's own warps wait with it
    lat = _latency(_barrier_tree(), n_warps, issue=1.0, barrier=99.0, barrier_latency=20.0,
                   warps_per_block=2)
    assert lat.nbc_avg == pytest.approx(9.0)
    assert lat.issue == pytest.approx(9.0)  # the barrier is one issue slot per warp
    assert lat.wait == pytest.approx(wait) and lat.sync == pytest.approx(wait)
    assert lat.clock == pytest.approx(9.0 + wait)


def test_barrier_latency_from_the_calibration_grows_with_the_warps():
    from warpsmith.hw.descriptions import timing_of

    t8800 = timing_of("8800gtx")
    assert t8800.barrier_latency(2) == t8800.barrier_latency(16) == t8800.barrier_cycles
    t = timing_of("h100")
    assert t.barrier_base_cycles is not None and t.barrier_cycles_per_warp is not None
    # the fit reproduces what the calibration run measured at each block size (its extras)
    import json
    from pathlib import Path

    src = t.sources["barrier_cycles_per_warp"].where.rsplit("; ", 1)[-1]
    measured = json.loads((Path(__file__).resolve().parents[1] / src).read_text())[
        "extras"]["barrier_cycles_by_block"]
    for threads, cycles in measured.items():
        assert t.barrier_latency(int(threads) // 32) == pytest.approx(cycles, rel=0.02)
    assert t.barrier_latency(32) > t.barrier_latency(2)


# ------------------------------------------------------------------ the data pipe (sm_70+)


def _pipe_tree(n_c: int, wavefront_cycles: float):
    return SM.Group([SM.Token("C", n_c), SM.Token("S", 1, shared_cycles=wavefront_cycles)], 1)


@pytest.mark.parametrize("n_c, separate, total", [
    (8, True, 6.0),    # issue 8 x 0.5 + 0.5 = 4.5 < 6 wavefront cycles: the pipe bounds
    (20, True, 10.5),  # issue 10.5 > 6: the wavefronts are hidden behind the issue
    (8, False, 10.0),  # the G80: S^n in the issue itself, 4 + max(6, 0.5)
])
def test_shared_wavefronts_overlap_with_issue_on_sm70(n_c, separate, total):
    root = _pipe_tree(n_c, 6.0)
    prm = _params(issue=0.5, separate_pipe=separate)
    SM.assign_costs(root, prm, SM.MemoryCosts(), 64)
    lat = SM.warp_latency(root, prm, SM.MemoryCosts(), 64)
    assert lat.issue == pytest.approx(total)


# ------------------------------------------------------------------ the one-warp critical path


def test_critical_path_by_hand():
    # M1 G1 C2 B: a single warp issues at 1 cycle per instruction, waits the whole 100 cycles
    # of the load (less the 1 cycle since its issue), and the barrier's 10 cycles of release
    root = SM.Group([SM.Token("M", 1, load=1), SM.Token("G", 0, load=1), SM.Token("C", 2),
                     SM.Token("B", 1)], 1)
    prm = _params(issue=0.25, warp_issue=1.0, global_latency=100.0, barrier_latency=10.0)
    SM.assign_costs(root, prm, SM.MemoryCosts(), 64)
    cp = SM.critical_path(root, prm, SM.MemoryCosts())
    assert cp.clock == pytest.approx(1 + 99 + 2 + 1 + 10)
    assert cp.wait == pytest.approx(99 + 10) and cp.sync == pytest.approx(10)
    # with 64 warps resident the table hides the load (63 x NBC_avg) but not the path
    lat = SM.warp_latency(root, prm, SM.MemoryCosts(), 64)
    assert lat.clock < cp.clock


def test_critical_path_of_a_dependence_chain():
    seg = SM.Segment(cp=40.0, steps=[(1.0, 1.0)])
    c = SM.Token("C", 4, segment=seg)
    seg.tokens.append(c)
    root = SM.Group([SM.Group([c], 10)], 1)
    prm = _params(issue=0.25, warp_issue=1.0)
    SM.assign_costs(root, prm, SM.MemoryCosts(), 64)
    # 4 instructions issue in 4 cycles, but their chain takes 40: ten times over
    assert SM.critical_path(root, prm, SM.MemoryCosts()).clock == pytest.approx(400.0)
