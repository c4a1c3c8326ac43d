"""cuRAND's double normals on the simulator (backends/sim_curand.py): curand_normal_double,
curand_normal2_double and curand_log_normal_double through a kernel equal the generators'
own functions; the Box-Muller step is CUDA's log / sqrt / sincospi (sim_libdevice64) and
the log-normal one exp(fma(stddev, z, mean)); the kept-value flags follow the library's
header (EXTRA_FLAG_NORMAL = 1, EXTRA_FLAG_LOG_NORMAL = 2). The GPU comparison is
scripts/gpu_dlog.sh; no GPU values here."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.sim_curand import GENERATORS, box_muller_double, uniform_double_hq
from warpsmith.backends.sim_libdevice64 import exp64, fma64, log64, sincospi64

DRAW = r"""
#include <curand_kernel.h>
__global__ void g(const unsigned long long *cfg, const double *ms, double *nd, double *n2,
                  double *ln, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    STATE_T s;
    curand_init(cfg[3 * i], cfg[3 * i + 1], cfg[3 * i + 2], &s);
    nd[2 * i] = curand_normal_double(&s);
    double2 p = curand_normal2_double(&s);
    n2[2 * i] = p.x; n2[2 * i + 1] = p.y;
    nd[2 * i + 1] = curand_normal_double(&s);
    ln[2 * i] = curand_log_normal_double(&s, ms[2 * i], ms[2 * i + 1]);
    ln[2 * i + 1] = curand_log_normal_double(&s, ms[2 * i], 0.5f);
}
"""
STATES = {"xorwow": "curandState", "philox": "curandStatePhilox4_32_10_t"}


def _cfg(n: int):
    rng = np.random.default_rng(4)
    cfg = np.stack([rng.integers(0, 2 ** 63, n, dtype=np.uint64), np.arange(n, dtype=np.uint64),
                    rng.integers(0, 9, n, dtype=np.uint64)], axis=1)
    return cfg, np.stack([rng.uniform(-1, 1, n), rng.uniform(0.1, 2, n)], axis=1)


@pytest.mark.parametrize("gen", ["xorwow", "philox"])
def test_kernel_equals_the_generator_functions(gen):
    n = 64
    cfg, ms = _cfg(n)
    k = ws.read(DRAW, defines={"STATE_T": STATES[gen]}).kernels[0]
    args = {"cfg": cfg.ravel(), "ms": ms.ravel(), "nd": np.zeros(2 * n), "n2": np.zeros(2 * n),
            "ln": np.zeros(2 * n), "n": np.int32(n)}
    out = ws.run(k, ws.Launch(grid=2, block=32), args=args, backend="cpu").outputs
    g = GENERATORS[gen]
    w = np.zeros((n, g.words), np.uint32)
    g.init(w, cfg[:, 0], cfg[:, 1], cfg[:, 2])
    a = g.normal_double(w)
    pair = g.normal2_double(w)
    b = g.normal_double(w)  # the kept second value: normal2_double leaves it alone
    l1 = g.log_normal_double(w, ms[:, 0], ms[:, 1])
    l2 = g.log_normal_double(w, ms[:, 0], 0.5)
    np.testing.assert_array_equal(out["nd"], np.stack([a, b], axis=1).ravel())
    np.testing.assert_array_equal(out["n2"], pair.ravel())
    np.testing.assert_array_equal(out["ln"], np.stack([l1, l2], axis=1).ravel())
    text = ws.translate(k, "cuda").text
    assert "curand_log_normal_double(&s, ms[2 * i], ms[2 * i + 1])" in text


def test_box_muller_double_is_cudas_steps():
    """u, v exact; s = sqrt(-2 log u) with CUDA's log; sincospi(v) times s."""
    rng = np.random.default_rng(5)
    x0, x1, y0, y1 = (rng.integers(0, 2 ** 32, 5000, dtype=np.uint64).astype(np.uint32)
                      for _ in range(4))
    a, b = box_muller_double(x0, x1, y0, y1)
    u = uniform_double_hq(x0, x1)
    zy = y0.astype(np.uint64) ^ (y1.astype(np.uint64) << np.uint64(21))
    v = zy.astype(np.float64) * 2.0 ** -52 + 2.0 ** -53
    s = np.sqrt(-2.0 * log64(u))
    sn, cs = sincospi64(v)
    np.testing.assert_array_equal(a, sn * s)
    np.testing.assert_array_equal(b, cs * s)
    # the host formula (sin(pi v)) agrees to rounding, far from exactly
    np.testing.assert_allclose(a, np.sin(np.pi * v) * np.sqrt(-2 * np.log(u)), rtol=0,
                               atol=1e-12)


@pytest.mark.parametrize("gen", ["xorwow", "philox"])
def test_flags_and_log_normal_values(gen):
    """A kept normal is not a kept log-normal (different flag values), and the reverse;
    log-normals are exp(fma(stddev, z, mean)) of the same pair normal2_double draws."""
    g = GENERATORS[gen]
    n = 16
    cfg, ms = _cfg(n)
    w = np.zeros((n, g.words), np.uint32)
    g.init(w, cfg[:, 0], cfg[:, 1], cfg[:, 2])
    g.normal_double(w)                       # keeps a normal: flag 1
    twin = w.copy()
    pair = g.normal2_double(twin)            # the pair log_normal_double must draw
    first = g.log_normal_double(w, ms[:, 0], ms[:, 1])
    np.testing.assert_array_equal(first, exp64(fma64(ms[:, 1], pair[:, 0], ms[:, 0])))
    np.testing.assert_array_equal(w[:, g.flagd], 2)
    second = g.log_normal_double(w, 7.0, 7.0)  # the kept value, whatever the arguments
    np.testing.assert_array_equal(second, exp64(fma64(ms[:, 1], pair[:, 1], ms[:, 0])))
    np.testing.assert_array_equal(w[:, g.flagd], 0)
    g.log_normal_double(w, 0.0, 1.0)         # keeps a log-normal: flag 2
    before = w.copy()
    g.normal_double(w)                       # draws afresh, keeps a normal
    assert not np.array_equal(before[:, :4], w[:, :4])
    np.testing.assert_array_equal(w[:, g.flagd], 1)


def test_poisson_is_still_refused(tmp_path):
    f = tmp_path / "rng.cu"
    f.write_text("#include <curand_kernel.h>\n__global__ void k(unsigned *o, curandState *s) "
                 "{ o[0] = curand_poisson(s, 4.0); }")
    with pytest.raises(ws.WarpsmithError, match="Poisson"):
        ws.read(f)
