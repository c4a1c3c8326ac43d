"""The model's rules 12-14 (docs/model.md, written against the frozen held-out suite):
clamped and exclusive-or'ed indices, L1 lines shared by loops over one array, loops the
compiler unrolls at a run-time trip count."""

import numpy as np
import pytest

from warpsmith.analysis.affine import Poly
from warpsmith.analysis.pdg import build_pdg
from warpsmith.backends.cuda_compile import compiler_available, local_compiler
from warpsmith.frontend import read_module
from warpsmith.model.predict_cache import _shared_lines
from warpsmith.model.predict_clamp import relax_clamped
from warpsmith.model.predict_unroll import factors
from warpsmith.pipeline_predict import predict_kernel

CONV = """
__global__ void conv(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = 0.0f;
        for (int k = -2; k <= 2; ++k) {
            int j = min(max(i + k, 0), n - 1);
            s += in[j];
        }
        out[i] = s + in[i ^ 64];
    }
}
"""

GEMV = """
__global__ void gemv(const float *A, const float *x, float *y, int rows, int cols)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < cols) {
        float s = 0.0f;
        for (int i = 0; i < rows; ++i)
            s += A[i * cols + j] * x[i];
        y[j] = s;
    }
}
"""


def _pdg(tmp_path, text, name, grid, block, params):
    f = tmp_path / f"{name}.cu"
    f.write_text(text)
    m = read_module(str(f))
    return m, build_pdg(m, m.kernels[0], grid, block, params)


def test_clamp_and_xor_read_as_their_affine_argument(tmp_path):
    _m, pdg = _pdg(tmp_path, CONV, "conv", (64, 1, 1), (256, 1, 1), {"n": 1 << 14})
    loads = [a for a in pdg.accesses if a.array == "in"]
    assert len(loads) == 2 and all(a.offset is None for a in loads)
    notes: list = []
    relax_clamped(pdg, notes)
    tid = "tid.x"
    for a in loads:
        assert a.offset is not None and a.offset.is_affine
        assert a.offset.coefficient(tid) == Poly.const(4)  # consecutive lanes, 4 bytes apart
    clamp = next(a for a in loads if "iter:k" in str(a.offset) or "loop:k" in str(a.offset))
    assert clamp.offset.coefficient(next(s for s in clamp.offset.symbols()
                                         if s.endswith(":k"))) == Poly.const(4)
    assert notes and "in (line" in notes[0]


def test_opencl_clamp_reads_as_its_value(tmp_path):
    """``clamp(i + k, 0, n - 1)`` (OpenCL's builtin, through a local) is the same rule as
    ``min(max(..))``: the conv_cols of the first held-out suite was priced at every tap
    going to DRAM (4x its measured time) because only min/max were recognized."""
    text = CONV.replace("min(max(i + k, 0), n - 1)", "clamp(i + k, 0, n - 1)")
    _m, pdg = _pdg(tmp_path, text, "conv3", (64, 1, 1), (256, 1, 1), {"n": 1 << 14})
    loads = [a for a in pdg.accesses if a.array == "in" and a.loops]
    assert loads and all(a.offset is None for a in loads)
    relax_clamped(pdg, [])
    assert all(a.offset is not None and a.offset.coefficient("tid.x") == Poly.const(4)
               for a in loads)


def test_a_clamp_of_two_varying_operands_stays_unknown(tmp_path):
    text = CONV.replace("min(max(i + k, 0), n - 1)", "min(i + k, (int)threadIdx.y)")
    _m, pdg = _pdg(tmp_path, text, "conv2", (64, 1, 1), (256, 1, 1), {"n": 1 << 14})
    relax_clamped(pdg, [])
    a = next(a for a in pdg.accesses if a.array == "in" and a.loops)
    assert a.offset is None


def test_clamped_convolution_is_not_priced_as_dram_per_tap(tmp_path):
    f = tmp_path / "conv.cu"
    f.write_text(CONV)
    args = dict(params={"n": 1 << 22}, mode="symbolic", compiler=None, replay=None)
    on = predict_kernel(str(f), "conv", (1 << 14, 1, 1), (256, 1, 1), **args)
    off = predict_kernel(str(f), "conv", (1 << 14, 1, 1), (256, 1, 1), ablate=("clamp",),
                         **args)
    assert on.predicted_ms < off.predicted_ms
    assert any("clamped" in n for n in on.notes)


def test_loops_over_one_array_share_their_lines():
    sector = 32
    addr = np.arange(64, dtype=np.int64)[None, :] * 4  # one block, one iteration
    item = (None, addr, None)
    stats = {("a", 1): {"J": 1, "window": 8.0, "items": [item]},
             ("a", 2): {"J": 1, "window": 8.0, "items": [item]},
             ("b", 1): {"J": 1, "window": 8.0, "items": [item]}}
    got = _shared_lines(stats, sector)
    assert got["a"] == (8.0, 16.0)  # the same 8 sectors read by two loops: fetched once
    assert got["b"] == (8.0, 8.0)
    # a loop longer than its window may have lost its first lines when the next one starts
    stats[("a", 2)]["whole"] = False
    assert _shared_lines(stats, sector)["a"] == (16.0, 16.0)


class _Sass:
    def __init__(self, ops, targets, where):
        self.ops, self.targets, self.where = ops, targets, where


def test_unroll_factor_from_loads_in_a_backward_branch(tmp_path):
    _m, pdg = _pdg(tmp_path, GEMV, "gemv", (64, 1, 1), (256, 1, 1),
                   {"rows": 1024, "cols": 16384})
    line = next(a.loc.line for a in pdg.accesses if a.array == "A")
    ldg, other, bra = 0x981, 0x223, 0x947
    # 8 loads of the body's line in a loop closed by a backward branch: 2 loads per
    # iteration in the IR (A and x), so 4 copies; a remainder loop of 2 loads does not count
    ops = [other] + [ldg] * 8 + [bra] + [ldg] * 2 + [bra]
    targets = [None] * 9 + [1] + [None] * 2 + [10]
    where = [("k.cu", line)] * len(ops)
    got = factors(_Sass(ops, targets, where), pdg)
    assert list(got.values()) == [4]
    assert factors(_Sass(ops, targets, where), pdg, "other.cu") == {}
    assert factors(_Sass(ops, [None] * len(ops), where), pdg) == {}  # no loop in the SASS


def test_gemv_loop_unrolled_by_the_compiler_hides_latency(tmp_path):
    if not compiler_available():
        pytest.skip("NVRTC (cuda-python / cupy) not installed: no SASS to read")
    f = tmp_path / "gemv.cu"
    f.write_text(GEMV)
    args = dict(params={"rows": 1024, "cols": 16384}, mode="symbolic",
                compiler=local_compiler(), replay=None)
    on = predict_kernel(str(f), "gemv", (64, 1, 1), (256, 1, 1), **args)
    off = predict_kernel(str(f), "gemv", (64, 1, 1), (256, 1, 1), ablate=("unroll",), **args)
    assert any("unrolled by the compiler" in n for n in on.notes)
    assert on.predicted_ms < 0.5 * off.predicted_ms
