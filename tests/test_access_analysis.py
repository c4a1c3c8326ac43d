"""The access analysis against the simulator: for every affine access of the corpus whose
warps are full at the CI launch, the predicted sectors (global) and wavefronts (shared)
per request equal the simulator's trace at that source location."""

from __future__ import annotations

import numpy as np
import pytest

from warpsmith.analysis.access import find_accesses
from warpsmith.analysis.coalescing import predict
from warpsmith.analysis.indexing import IndexEnv
from warpsmith.backends.simulator import simulate
from warpsmith.corpus import all_specs
from warpsmith.frontend import read_module
from warpsmith.ir import find_kernel


def _dims(t):
    t = tuple(int(x) for x in t)
    return t + (1,) * (3 - len(t))


def scalar_params(args: dict) -> dict:
    return {k: int(v) for k, v in args.items()
            if isinstance(v, np.generic) and np.dtype(v.dtype).kind in "iu"}


def compare_spec(sp):
    """(compared, mismatches) for one corpus kernel."""
    module = read_module(str(sp.path), defines=sp.all_defines())
    fn = find_kernel(module, sp.kernel)
    env = IndexEnv(fn, module, module.dialect)
    launch = sp.ci
    grid, block = _dims(launch.grid), _dims(launch.block)
    args = sp.make_args(seed=1)
    params = scalar_params(args)
    preds = [predict(a, env, grid, block, params) for a in find_accesses(env)]
    res = simulate(module, fn.name, grid, block, sp.make_args(seed=1),
                   dynamic_shared=launch.dynamic_shared, trace=True)
    sites = res.trace.by_site
    nthreads = block[0] * block[1] * block[2]
    lanes_full = nthreads / -(-nthreads // 32)
    compared, bad = 0, []
    for p in preds:
        a = p.access
        value = p.sectors_per_request if a.space == "global" else p.wavefronts_per_request
        if value is None or not p.exact:
            continue
        key = (a.loc.line, a.loc.col, a.kind)
        got = sites.get(key)
        if got is None or not got["requests"]:
            continue
        if p.lanes_per_request is None and abs(got["lanes"] / got["requests"]
                                               - lanes_full) > 1e-9:
            continue  # not replayed and some lanes idle: the prediction is for full warps
        compared += 1
        sim = got["units"] / got["requests"]
        if abs(sim - value) > 1e-6:
            bad.append(f"{sp.name} {a.loc.line}:{a.loc.col} {a.kind} {a.array}[{p.index}]: "
                       f"predicted {value}, simulated {sim}")
    return compared, bad


def test_predictions_equal_simulator_on_corpus():
    total, problems, per_kernel = 0, [], {}
    for sp in all_specs():
        n, bad = compare_spec(sp)
        per_kernel[sp.name] = n
        total += n
        problems.extend(bad)
    assert not problems, "\n".join(problems)
    # the comparison must not be vacuous: most corpus kernels have affine accesses
    assert total >= 100, per_kernel
    assert sum(1 for n in per_kernel.values() if n) >= 30, per_kernel


@pytest.mark.parametrize("stride,size,expect", [(4, 4, 4.0), (8, 4, 8.0), (1, 1, 1.0),
                                                 (128, 4, 32.0), (0, 4, 1.0), (16, 16, 16.0)])
def test_sectors_of_simple_strides(stride, size, expect):
    from warpsmith.analysis import coalescing as C

    lanes = C.lane_offsets([stride, 0, 0], (32, 1, 1))
    dist = np.zeros(C.MODULUS)
    dist[0] = 1.0
    sec, _ = C.sectors_of(lanes, dist, size)
    assert sec == expect


LDG = """
__global__ void k(float *y, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    y[i] = __ldg(&x[2 * i]) + __ldg(x + i);
}
"""


def test_ldg_loads_are_accesses_with_their_pattern(tmp_path):
    """``__ldg(p)`` reads ``*p`` through the read-only data path: a global load with the
    pattern of its address (it was not listed, so the model priced nothing for it), with
    the sectors per request the simulator counts."""
    p = tmp_path / "ldg.cu"
    p.write_text(LDG)
    m = read_module(str(p))
    fn = find_kernel(m, "k")
    env = IndexEnv(fn, m, m.dialect)
    acc = [a for a in find_accesses(env) if a.array == "x"]
    assert [(a.kind, a.space) for a in acc] == [("load", "global")] * 2
    n = 1024
    grid, block = (4, 1, 1), (256, 1, 1)
    preds = [predict(a, env, grid, block, {"n": n}) for a in acc]
    x = np.arange(2 * n, dtype=np.float32)
    res = simulate(m, "k", grid, block, {"y": np.zeros(n, np.float32), "x": x,
                                         "n": np.int32(n)}, trace=True)
    sim = [res.trace.by_site[(a.loc.line, a.loc.col, "load")] for a in acc]
    assert [q.sectors_per_request for q in preds] == [8.0, 4.0]
    assert [d["units"] / d["requests"] for d in sim] == [8.0, 4.0]
