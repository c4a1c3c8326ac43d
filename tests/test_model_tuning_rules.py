"""A model mechanism found on the tuning spaces (issue 20, docs/model.md rule 15):
independent global loads issued ahead of earlier uses."""

import pytest

from warpsmith.analysis.pdg import build_pdg
from warpsmith.frontend import read_module
from warpsmith.model import string_model as SM
from warpsmith.pipeline_predict import predict_kernel

NEIGHBOURS = """
__global__ void nb(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
    out[i] = 0.5f * in[i] + 0.25f * (in[i - 1] + in[i + 1]);
}
"""

GATHER = """
__global__ void ga(const int *idx, const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = idx[i];
    out[i] = in[j] + in[i];
}
"""

def _params(**kw):
    base = dict(issue=4.0, pipeline_latency=24.0, global_latency=250.0, l2_latency=None,
                shared_latency=24.0, shared_cycles_per_wavefront=4.0, barrier=4.0,
                dram_bytes_per_cycle_sm=64.0, l2_bytes_per_cycle_sm=None, clock_hz=1.35e9,
                warps_per_block=1)
    base.update(kw)
    return SM.Params(**base)


def _m(load, hoist=True, **kw):
    return SM.Token("M", 1, load=load, hoistable=hoist, **kw)


def _order(group):
    return [f"{t.kind}{t.load if t.load is not None else ''}" for t in group.items]


def test_loads_move_ahead_of_earlier_uses_only():
    g = SM.Group([_m(1), SM.Token("C", 1), SM.Token("G", 0, load=1), SM.Token("C", 2),
                  _m(2), SM.Token("G", 0, load=2)], 1)
    SM._hoist_loads(g)
    assert _order(g) == ["M1", "C", "M2", "G1", "C", "G2"]
    # a store (which may alias), a conditional token or a load that may read a loaded
    # address stops it
    for stop in (SM.Token("Mbar", 1), SM.Token("C", 1, conditional=True)):
        g = SM.Group([_m(1), SM.Token("G", 0, load=1), stop, _m(2)], 1)
        SM._hoist_loads(g)
        assert _order(g)[-1] == "M2"
    g = SM.Group([_m(1), SM.Token("G", 0, load=1), _m(2, hoist=False)], 1)
    SM._hoist_loads(g)
    assert _order(g) == ["M1", "G1", "M2"]


def test_hoisted_loads_wait_the_latency_once():
    def chain():
        return SM.Group([_m(1), SM.Token("G", 0, load=1), SM.Token("C", 1), _m(2),
                         SM.Token("G", 0, load=2), SM.Token("C", 1)], 1)

    prm, mem = _params(), SM.MemoryCosts()
    before, after = chain(), chain()
    SM._hoist_loads(after)
    waits = []
    for root in (before, after):
        SM.assign_costs(root, prm, mem, 1)
        waits.append(SM.warp_latency(root, prm, mem, 1).wait)
    assert waits[0] > 1.8 * prm.global_latency
    assert waits[1] < 1.1 * prm.global_latency


@pytest.mark.parametrize("text, name, hoisted", [(NEIGHBOURS, "nb", True),
                                                 (GATHER, "ga", False)])
def test_hoistable_loads_of_a_kernel(tmp_path, text, name, hoisted):
    f = tmp_path / f"{name}.cu"
    f.write_text(text)
    m = read_module(str(f))
    pdg = build_pdg(m, m.kernels[0], (4, 1, 1), (32, 1, 1), {"n": 128})
    root = SM.build(pdg, {}, SM.MemoryCosts(hoist_loads=True))
    kinds = "".join(t.kind[0] for t in root.items if t.kind in ("M", "G"))
    # nb: three loads, then their uses; ga: in[j] waits for idx[i]
    assert kinds.startswith("MMMG") == hoisted
    on = predict_kernel(str(f), name, (512, 1, 1), (32, 1, 1), params={"n": 1 << 14},
                        mode="symbolic", compiler=None, replay=None)
    off = predict_kernel(str(f), name, (512, 1, 1), (32, 1, 1), params={"n": 1 << 14},
                         mode="symbolic", compiler=None, replay=None, ablate=("hoist",))
    assert (on.critical_path_cycles < off.critical_path_cycles) == hoisted
    assert on.predicted_ms <= off.predicted_ms



# ---------------------------------------------------------------- rule 16: data-read spans

CSR = """
#ifndef S
#define S 1
#endif
__global__ void csr(float *y, const int *ptr, const float *v, const float *x, int rows)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * blockDim.y + threadIdx.y;
    float s = 0.0f;
    for (int j = ptr[r] + lane; j < ptr[r + 1]; j += S)
        s += v[j] * x[j];
    y[r] = s;
}
"""


def _csr(tmp_path, step):
    p = tmp_path / f"csr{step}.cu"
    p.write_text(CSR.replace("#define S 1", f"#define S {step}"))
    return read_module(str(p))


@pytest.mark.parametrize("step,sectors", [(1, 32.0), (8, 4 * (1 + 7 * 4 / 32)),
                                          (32, 1 + 31 * 4 / 32), (64, 1 + 31 * 4 / 32)])
def test_a_row_sweeping_load_touches_the_sectors_of_its_lane_groups(tmp_path, step, sectors):
    """``v[j]`` in a loop over data-read bounds stepping by S: S consecutive lanes share a
    row, so a warp request touches (32 / S) groups' sectors (rule 16)."""
    from warpsmith.hw.descriptions import load_device
    from warpsmith.model.predict_resolve import request_bytes, sweeps_data_span

    m = _csr(tmp_path, step)
    block = (min(step, 32), 1024 // min(step, 32) // 8, 1)
    pdg = build_pdg(m, m.kernels[0], (8, 1, 1), block, {"rows": 64})
    v = [a for a in pdg.accesses if a.array == "v"]
    assert v and all(sweeps_data_span(a) for a in v)
    got, known = request_bytes(pdg, v[0], load_device("h100"))
    assert not known
    assert got == pytest.approx(sectors * 32)
    ptr = [a for a in pdg.accesses if a.array == "ptr"]
    assert ptr and not any(sweeps_data_span(a) for a in ptr)


def test_one_thread_per_row_is_no_longer_predicted_cheapest(tmp_path):
    """Before rule 16 the row loop weighed one trip whatever its step, so one thread per
    row looked 16x cheaper than 16 lanes sharing it; now the shared row is cheaper and the
    notes say what was assumed."""
    one = _csr(tmp_path, 1)
    shared = _csr(tmp_path, 16)
    p1 = predict_kernel(one, "csr", (1024, 1, 1), (1, 64, 1), params={"rows": 65536})
    p16 = predict_kernel(shared, "csr", (4096, 1, 1), (16, 16, 1), params={"rows": 65536})
    assert p16.predicted_ms < p1.predicted_ms
    assert any("assumed 32 elements over a step of 16: 2 trips" in n for n in p16.notes)
    assert any("loads sweeping a loop's data-read span" in n for n in p16.notes)


def _gather(tmp_path):
    p = tmp_path / "ga.cu"
    p.write_text(GATHER)
    return read_module(str(p))


def _predict_gather(m, idx=None):
    import numpy as np

    from warpsmith.backends.block_replay import run_block

    n = 1 << 20
    args = None if idx is None else {"idx": idx.astype(np.int32), "in": np.ones(n, np.float32),
                                     "out": np.zeros(n, np.float32), "n": np.int32(n)}
    return predict_kernel(m, "ga", (n // 256, 1, 1), (256, 1, 1), params={"n": n},
                          args=args, replay=run_block)


def test_an_address_read_from_memory_is_priced_from_the_callers_data(tmp_path):
    """``in[idx[i]]``: a replay without the caller's data runs on buffers of ones (every
    lane reads ``in[1]``): the notes say that this access was priced on made-up data. With
    the caller's arguments the replay reads the real index: an identity index is one
    coalesced request, a shuffled one touches a sector per lane and is predicted slower."""
    import numpy as np

    m = _gather(tmp_path)
    blind = _predict_gather(m)
    assert any("replay on buffers of ones" in s and "in (line" in s for s in blind.notes)
    n = 1 << 20
    ident = _predict_gather(m, np.arange(n))
    shuffled = _predict_gather(m, np.random.default_rng(1).permutation(n))
    assert not any("buffers of ones" in s for s in ident.notes + shuffled.notes)
    assert ident.predicted_ms < shuffled.predicted_ms
