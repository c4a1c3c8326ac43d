"""Power-of-two quotients and remainders of multiples in the affine analysis
(analysis/indexing.py, ``_floor_shift`` and ``_low_bits``): ``(k*P + c) >> s`` with k = 2^s is
``P + (c >> s)`` for a signed operand, ``(k*P + c) & (k - 1)`` is ``c & (k - 1)``; ``/``,
``%`` and unsigned shifts stay non-affine. The predicted sectors per request of such
accesses equal the simulator's trace (random multipliers, remainders and shifts, fixed
seeds), and a thread merge by 8 of the fourth suite's dequant_int4_groups, whose copies then
read ``q[(8*T + g) >> 1]``, lets group-straight read the four bytes as one vector; that
variant computes what the original does on the simulator (both dialects) and compiles with
NVRTC for sm_90."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.analysis.access import find_accesses  # noqa: E402
from warpsmith.analysis.coalescing import predict  # noqa: E402
from warpsmith.analysis.indexing import IndexEnv  # noqa: E402
from heldout_variants import check_heldout, heldout  # noqa: E402
from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir import find_kernel  # noqa: E402
from warpsmith.transform.group import merge_threads  # noqa: E402
from warpsmith.transform.straight import group_straight  # noqa: E402
from warpsmith.transform.variant import Variant  # noqa: E402


TEMPLATE = """
extern "C" __global__ void k(const unsigned char *q, int *out, int n) {{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    {itype} j = {expr};
    if (i < n) out[i] = q[j];
}}"""


def _access(expr: str, itype: str = "int"):
    src = TEMPLATE.format(expr=expr, itype=itype)
    module = read_module("k.cu", text=src)
    fn = find_kernel(module, "k")
    env = IndexEnv(fn, module, module.dialect)
    return module, fn, env, next(a for a in find_accesses(env) if a.array == "q")


@pytest.mark.parametrize("expr, coef, const", [
    ("(4 * i + 3) >> 1", 2, 1),
    ("(8 * i + 5) >> 2", 2, 1),
    ("(8 * i - 3) >> 2", 2, -1),  # the floor: -3 >> 2 == -1
    ("(16 * i + 7) >> 4", 1, 0),
    ("8 * i + ((8 * i + 5) & 3)", 8, 1),
    ("4 * i + ((4 * i - 1) & 3)", 4, 3),  # two's complement: -1 & 3 == 3
])
def test_quotient_of_multiple_is_affine(expr, coef, const):
    _, _, _, a = _access(expr)
    assert a.affine, a.reason
    d = a.offset.as_dict()
    assert d.get((), 0) == const
    assert d[("tid.x",)] == coef


@pytest.mark.parametrize("expr, itype", [
    ("(4 * i + 3) / 2", "int"),          # truncating division: not the floor for negatives
    ("(4 * i + 3) % 4", "int"),
    ("i >> 1", "int"),                   # the thread index itself is no multiple of 2
    ("(3 * i + 1) >> 1", "int"),
    ("(8 * i + 5) & 5", "int"),          # not a low-bit mask
    ("((unsigned)(4 * i) + 3u) >> 1", "unsigned"),  # logical shift of a wrapped value
])
def test_other_quotients_stay_non_affine(expr, itype):
    _, _, _, a = _access(expr, itype)
    assert not a.affine


@settings(max_examples=25, deadline=None, derandomize=True, database=None)
@given(s=st.integers(1, 4), mult=st.sampled_from([1, 2, 3]), c=st.integers(-3, 40),
       n=st.integers(33, 200))
def test_quotient_sectors_equal_simulator(s, mult, c, n):
    k = 1 << s
    expr = f"({k * mult} * i + {c + 4 * k}) >> {s}"  # non-negative for i >= 0
    module, fn, env, a = _access(expr)
    assert a.affine
    grid, block = (-(-n // 64), 1, 1), (64, 1, 1)
    p = predict(a, env, grid, block, {"n": n})
    qlen = mult * n + c + 4 * k + 8
    args = {"q": np.arange(qlen, dtype=np.uint8), "out": np.zeros(n, np.int32),
            "n": np.int32(n)}
    res = simulate(module, "k", grid, block, args, trace=True)
    got = res.trace.by_site[(a.loc.line, a.loc.col, "load")]
    assert abs(got["units"] / got["requests"] - p.sectors_per_request) < 1e-9
    i = np.arange(n)
    ref = np.arange(qlen, dtype=np.uint8)[(k * mult * i + c + 4 * k) >> s].astype(np.int32)
    assert np.array_equal(res.outputs["out"], ref)


# ------------------------------------------- dequant_int4_groups merged by 8, then grouped



def _merged_grouped(name):
    s, m, L = heldout(name)
    merged = merge_threads(Variant.of(m, s.kernel, L), factor=8, mode="block", name="deq_m")
    assert isinstance(merged, Variant), merged
    return s, m, group_straight(merged, name="deq_m")


@pytest.mark.parametrize("name", ["dequant_int4_groups", "dequant_int4_groups_cl"])
def test_dequant_merged_by_8_reads_q_as_one_vector(name):
    s, m, v = _merged_grouped(name)
    assert isinstance(v, Variant), v
    assert "8 loads of q -> one 4-byte vector" in v.steps[-1].detail, v.steps[-1].detail
    check_heldout(s, m, v)


def test_dequant_variant_compiles_for_sm90():
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    _, _, v = _merged_grouped("dequant_int4_groups")
    fn = find_kernel(v.module, v.kernel)
    assert compile_cuda(cuda_source(v.module, fn), fn.name, "sm_90").registers > 0
