"""cuRAND's device API (XORWOW, Philox4_32_10) through the whole pipeline.

The simulator is compared against tests/data/curand_oracle.json: values the real cuRAND
library computed (its inline device functions built for the host by
scripts/curand_oracle.sh). Raw outputs, uniforms, skipahead and the states are bit-exact;
normals are compared to a few ulps (the host build uses sinf/cosf, the GPU __sincosf, the
simulator float64 sin/cos rounded: docs/curand.md)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

ORACLE = json.loads((Path(__file__).parent / "data" / "curand_oracle.json").read_text())

SEQUENCE = r"""
#include <curand_kernel.h>
__global__ void seq(const unsigned long long *cfg, unsigned int *raw, float *uni, double *ud,
                    float *nor, double *nd, unsigned int *after, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    STATE_T s;
    curand_init(cfg[3 * i], cfg[3 * i + 1], cfg[3 * i + 2], &s);
    for (int k = 0; k < 9; k++) raw[9 * i + k] = curand(&s);
    for (int k = 0; k < 5; k++) uni[5 * i + k] = curand_uniform(&s);
    for (int k = 0; k < 3; k++) ud[3 * i + k] = curand_uniform_double(&s);
    for (int k = 0; k < 5; k++) nor[5 * i + k] = curand_normal(&s);
    for (int k = 0; k < 3; k++) nd[3 * i + k] = curand_normal_double(&s);
    skipahead(1000ULL, &s);
    after[2 * i] = curand(&s);
    skipahead_sequence(2ULL, &s);
    after[2 * i + 1] = curand(&s);
}
"""

STATE_TYPES = {"xorwow": "curandState", "philox": "curandStatePhilox4_32_10_t"}


def _run_sequence(gen: str):
    cases = [c for c in ORACLE["cases"] if c["gen"] == gen]
    n = len(cases)
    k = ws.read(SEQUENCE, defines={"STATE_T": STATE_TYPES[gen]}).kernels[0]
    cfg = np.array([[c["seed"], c["subsequence"], c["offset"]] for c in cases], np.uint64)
    args = {"cfg": cfg.ravel(), "raw": np.zeros(9 * n, np.uint32),
            "uni": np.zeros(5 * n, np.float32), "ud": np.zeros(3 * n, np.float64),
            "nor": np.zeros(5 * n, np.float32), "nd": np.zeros(3 * n, np.float64),
            "after": np.zeros(2 * n, np.uint32), "n": np.int32(n)}
    out = ws.run(k, ws.Launch(grid=1, block=32), args=args, backend="cpu").outputs
    return cases, out


@pytest.mark.parametrize("gen", ["xorwow", "philox"])
def test_sequences_equal_the_library(gen):
    cases, out = _run_sequence(gen)
    n = len(cases)
    want = {key: np.array([c[key] for c in cases]) for key in
            ("raw", "uniform", "uniform_double", "normal", "normal_double", "after_skipahead")}
    np.testing.assert_array_equal(out["raw"].reshape(n, 9), want["raw"].astype(np.uint32))
    np.testing.assert_array_equal(out["uni"].reshape(n, 5), want["uniform"].astype(np.float32))
    np.testing.assert_array_equal(out["ud"].reshape(n, 3), want["uniform_double"])
    np.testing.assert_array_equal(out["after"].reshape(n, 2),
                                  want["after_skipahead"].astype(np.uint32))
    # Box-Muller: the library's own host build and the GPU round sin/cos differently
    np.testing.assert_allclose(out["nor"].reshape(n, 5), want["normal"], rtol=3e-6, atol=3e-6)
    np.testing.assert_allclose(out["nd"].reshape(n, 3), want["normal_double"], rtol=1e-12,
                               atol=1e-12)


PHILOX4 = r"""
#include <curand_kernel.h>
__global__ void four(unsigned int *q, float *u, float *g, unsigned int *next) {
    int i = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(1234ULL, 9ULL, (unsigned long long)i, &s);
    uint4 a = curand4(&s);
    float4 b = curand_uniform4(&s);
    float4 c = curand_normal4(&s);
    next[i] = curand(&s);
    q[4 * i] = a.x; q[4 * i + 1] = a.y; q[4 * i + 2] = a.z; q[4 * i + 3] = a.w;
    u[4 * i] = b.x; u[4 * i + 1] = b.y; u[4 * i + 2] = b.z; u[4 * i + 3] = b.w;
    g[4 * i] = c.x; g[4 * i + 1] = c.y; g[4 * i + 2] = c.z; g[4 * i + 3] = c.w;
}
"""


def test_philox_four_at_a_time_from_every_position():
    """curand4 / curand_uniform4 / curand_normal4 start at the state's position (STATE 0..3
    after offsets 0..3) and continue with the next block, as the library does."""
    k = ws.read(PHILOX4).kernels[0]
    out = ws.run(k, ws.Launch(grid=1, block=4), backend="cpu", args={
        "q": np.zeros(16, np.uint32), "u": np.zeros(16, np.float32),
        "g": np.zeros(16, np.float32), "next": np.zeros(4, np.uint32)}).outputs
    want = ORACLE["philox4"]
    np.testing.assert_array_equal(out["q"].reshape(4, 4), [w["curand4"] for w in want])
    np.testing.assert_array_equal(out["u"].reshape(4, 4),
                                  np.array([w["uniform4"] for w in want], np.float32))
    np.testing.assert_array_equal(out["next"], [w["next"] for w in want])
    np.testing.assert_allclose(out["g"].reshape(4, 4), [w["normal4"] for w in want],
                               rtol=3e-6, atol=3e-6)


SETUP_DRAW = r"""
#include <curand_kernel.h>
__global__ void setup(curandState *states, unsigned long long seed) {
    int id = threadIdx.x + blockIdx.x * blockDim.x;
    curand_init(seed, id, 0, &states[id]);
}
__global__ void draw(curandState *states, float *u, int n) {
    int id = threadIdx.x + blockIdx.x * blockDim.x;
    if (id < n) {
        curandState local = states[id];
        float sum = 0.0f;
        for (int k = 0; k < 4; k++) sum += curand_uniform(&local);
        u[id] = sum;
        states[id] = local;
    }
}
"""

XORWOW_DTYPE = np.dtype([("d", "<u4"), ("v", "<u4", 5), ("flag", "<i4"), ("flagd", "<i4"),
                         ("extra", "<f4"), ("pad", "<u4"), ("extrad", "<f8")])


def test_states_in_memory_have_the_library_layout():
    """A state array written by one kernel is read by the next (48 bytes each, the
    library's layout): thread 0's state after curand_init(seed, 0, 0) is the salted seed."""
    assert XORWOW_DTYPE.itemsize == 48
    prog = ws.read(SETUP_DRAW)
    setup, draw = prog.kernel("setup"), prog.kernel("draw")
    n = 64
    st = ws.run(setup, ws.Launch(grid=2, block=32), backend="cpu",
                args={"states": np.zeros(n * 48, np.uint8), "seed": np.uint64(0)}
                ).outputs["states"]
    rec = np.frombuffer(st.tobytes(), XORWOW_DTYPE)
    # curand_init(0, 0, 0): d and v from the salted seed alone (no jump for thread 0)
    t0 = (1099087573 * 0xAAD26B49) & 0xFFFFFFFF
    t1 = (2591861531 * 0xF7DCEFDD) & 0xFFFFFFFF
    assert rec[0]["d"] == (6615241 + t1 + t0) & 0xFFFFFFFF
    assert rec[0]["v"][0] == (123456789 + t0) & 0xFFFFFFFF
    assert len({tuple(r["v"]) for r in rec}) == n     # every subsequence differs
    out = ws.run(draw, ws.Launch(grid=2, block=32), backend="cpu",
                 args={"states": st, "u": np.zeros(n, np.float32), "n": np.int32(n)}).outputs
    first = ORACLE["cases"][0]       # seed 0, subsequence 0, offset 0 (xorwow)
    assert first["gen"] == "xorwow" and first["seed"] == 0 and first["subsequence"] == 0
    # thread 0's four uniforms are the library's raw outputs 0..3 mapped to (0, 1]
    raw = np.array(first["raw"][:4], np.uint32)
    u = (raw.astype(np.float64) * 2.0 ** -32 + 2.0 ** -33).astype(np.float32)
    acc = np.float32(0)
    for x in u:
        acc = np.float32(acc + x)
    assert out["u"][0] == acc
    back = np.frombuffer(out["states"].tobytes(), XORWOW_DTYPE)
    assert not np.array_equal(back["v"], rec["v"])   # the states were advanced and stored


def test_printed_cuda_includes_the_library_and_reads_back():
    prog = ws.read(SETUP_DRAW)
    text = ws.translate(prog.kernel("draw"), "cuda").text
    assert "#include <curand_kernel.h>" in text
    assert "boxmuller_flag" not in text            # the state types are the library's
    again = ws.read(text)
    assert [k.name for k in again.kernels] == ["draw"]


def test_opencl_refuses_with_a_reason():
    with pytest.raises(WarpsmithError, match="cuRAND's device API has no OpenCL"):
        ws.translate(ws.read(SETUP_DRAW).kernel("setup"), "opencl")


@pytest.mark.parametrize("src, message", [
    ("#include <curand_kernel.h>\n__global__ void k(float *o) { float x = 0; o[0] = curand_uniform(&x); }",
     "needs a pointer to a cuRAND state"),
    ("#include <curand_kernel.h>\n__global__ void k(uint4 *o) { curandState s; curand_init(1, 0, 0, &s); o[0] = curand4(&s); }",
     "takes a Philox4_32_10 state"),
    ("#include <curand_kernel.h>\n__global__ void k(float *o, curandStateMRG32k3a *s) { o[0] = 1; }",
     "MRG32k3a"),
    ("#include <curand_kernel.h>\n__global__ void k(float *o, curandState *s) { o[0] = curand_poisson(s, 2.0); }",
     "Poisson"),
])
def test_bad_uses_are_located_errors(src, message, tmp_path):
    f = tmp_path / "rng.cu"
    f.write_text(src)
    with pytest.raises(WarpsmithError, match=message) as info:
        ws.read(f)
    assert "rng.cu:2:" in str(info.value)


def test_analyze_and_predict_handle_curand_kernels():
    prog = ws.read(SETUP_DRAW)
    launch = ws.Launch(grid=4, block=64, params={"n": 256})
    report = ws.analyze(prog.kernel("draw"), launch).as_json()
    assert any("states" in str(a) for a in report["accesses"])
    pred = ws.predict(prog.kernel("draw"), launch).as_json()
    assert pred["predicted_ms"] > 0


def test_nvrtc_compiles_printed_curand_code():
    from warpsmith.backends.cuda_compile import (CompileError, compiler_available,
                                                 library_include_dirs)

    if compiler_available() is None:
        pytest.skip("needs NVRTC (nvidia-cuda-nvrtc) or nvcc")
    try:
        library_include_dirs("curand_kernel.h")
    except CompileError:
        pytest.skip("needs the cuRAND headers (CUDA toolkit or pip nvidia-curand)")
    prog = ws.read(SETUP_DRAW)
    for name in ("setup", "draw"):
        assert ws.compile(prog.kernel(name), "sm_90").as_json()["registers"] > 0
