"""Minimal reproductions written here (issue 18) of two constructs of the modern collection:

* a header that only *declares* instances (``extern template void run<8, 16>(..);``, ggml's
  ``fattn-mma-f16.cuh``), one of which would divide by zero in a constant expression: C++
  instantiates nothing from the declaration, no file can define that instance, so it is
  left out (recorded in ``frontend_info.ill_formed_declared``); the same instance
  instantiated for real is the located error (``frontend/declared.py``);
* a scan kernel template the file never launches whose type parameters are iterators and a
  functor passed on to a device function (nerfacc's ``utils_scan.cuh``): ``warpsmith
  kernels`` reads it with ``int*`` iterators and the guessed callable, whose call returns
  its first argument (``frontend/check.py``).

Each read instance is run on the simulator against NumPy, printed as CUDA and read back
(same results), printed as OpenCL (read back and run, or refused with its reason), and
taken by ``analyze`` and ``predict``.
"""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 32
LAUNCH = ws.Launch(1, N)

DECLARED = r"""
template <int cols>
__global__ void scale_cols(float* p, int n) {
    constexpr int per = 32 / cols;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * per;
}

template <int total, int groups>
void run_case(float* p, int n) {
    scale_cols<total / groups><<<1, 32>>>(p, n);
}

extern template void run_case<8, 1>(float* p, int n);
extern template void run_case<8, 16>(float* p, int n);
"""


def _check_pipeline(k, args: dict, out: str, want: np.ndarray) -> None:
    got = ws.run(k, LAUNCH, args).outputs[out]
    np.testing.assert_array_equal(got, want)
    again = ws.read(ws.translate(k, "cuda").text).kernels[0]
    np.testing.assert_array_equal(ws.run(again, LAUNCH, args).outputs[out], want)
    try:
        ocl = ws.translate(k, "opencl").text
    except WarpsmithError as e:
        assert e.loc is not None and e.message, e  # a located refusal with its reason
    else:
        back = ws.read(ocl, dialect="opencl").kernels[0]
        np.testing.assert_array_equal(ws.run(back, LAUNCH, args).outputs[out], want)
    params = {n: v for n, v in args.items() if np.isscalar(v)}
    assert ws.analyze(k, ws.Launch(1, N, params=params)).kernel == k.name
    assert ws.predict(k, ws.Launch(1, N, params=params)) is not None


def test_an_ill_formed_declared_instance_is_left_out(tmp_path):
    f = tmp_path / "declared.cuh"
    f.write_text(DECLARED)
    prog = ws.read(str(f))
    assert [k.name for k in prog.kernels] == ["scale_cols_8"]
    left = prog.module.frontend_info.ill_formed_declared["scale_cols"]
    assert [b for b, _ in left] == [{"cols": 0}]
    assert "division by zero" in left[0][1].message and left[0][1].loc.line == 4
    x = np.arange(N, dtype=np.float32)
    _check_pipeline(prog.kernels[0], {"p": x, "n": N}, "p", x * np.float32(4))


def test_the_same_instance_defined_is_a_located_error(tmp_path):
    f = tmp_path / "defined.cu"
    f.write_text(DECLARED.replace("extern template", "template"))
    with pytest.raises(WarpsmithError, match="integer division by zero in a constant "
                       "expression") as e:
        ws.read(str(f))
    assert (e.value.loc.line, e.value.loc.col) == (4, 28)


def test_a_zero_divisor_in_a_constant_is_named(tmp_path):
    f = tmp_path / "zero.cu"
    f.write_text("__global__ void k(int* p) { constexpr int z = 0; "
                 "constexpr int q = 7 % z; p[0] = q; }\n")
    with pytest.raises(WarpsmithError, match="division by zero"):
        ws.read(str(f))


SCAN = r"""
template <typename T, int nx, class BinaryFunction, typename DataIteratorT,
          typename IdxIteratorT>
__device__ void scan_rows(T* buf, DataIteratorT dst, DataIteratorT src,
                          IdxIteratorT starts, IdxIteratorT counts, T init,
                          BinaryFunction op) {
    int row = blockIdx.x;
    DataIteratorT row_src = src + starts[row];
    DataIteratorT row_dst = dst + starts[row];
    int n = counts[row];
    T acc = init;
    for (int i = 0; i < n; ++i) {
        acc = op(acc, row_src[i]);
        row_dst[i] = acc;
    }
    buf[threadIdx.x] = acc;
}

template <typename T, int nx, class BinaryFunction, typename DataIteratorT,
          typename IdxIteratorT>
__global__ void scan_kernel(DataIteratorT dst, DataIteratorT src, IdxIteratorT starts,
                            IdxIteratorT counts, T init, BinaryFunction op) {
    __shared__ T buf[nx];
    if (threadIdx.x == 0)
        scan_rows<T, nx>(buf, dst, src, starts, counts, init, op);
}
"""


def test_iterators_and_a_functor_are_guessed_by_their_names(tmp_path):
    f = tmp_path / "scan.cuh"
    f.write_text(SCAN)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"], k
    assert k["instance"] == ("scan_kernel<float, 16, __ws_guessed_callable, int*, int*>")
    one = ws.read(str(f), kernel=k["instance"]).kernels[0]
    # the guessed callable returns its first argument: acc stays init (converted to int)
    src = np.arange(N, dtype=np.int32)
    args = {"dst": np.zeros(N, np.int32), "src": src, "starts": np.array([3], np.int32),
            "counts": np.array([5], np.int32), "init": 2.5, "op": {"unused_": 0}}
    want = np.zeros(N, np.int32)
    want[3:8] = 2
    _check_pipeline(one, args, "dst", want)


@pytest.mark.parametrize("decl, col", [("__int128_t v;", 5), ("unsigned __int128 v;", 14),
                                       ("__uint128_t v = 0;", 5)])
def test_a_128_bit_integer_is_a_located_refusal(tmp_path, decl, col):
    # flashinfer's sm110 xqa kernels load 16 bytes into an __int128_t (asm "=q")
    f = tmp_path / "wide.cu"
    f.write_text(f"__global__ void k(unsigned* p) {{\n    {decl}\n    p[0] = 1;\n}}\n")
    with pytest.raises(WarpsmithError, match="128-bit integer type") as e:
        ws.read(str(f))
    assert e.value.category == "unsupported"
    assert (e.value.loc.line, e.value.loc.col) == (2, col)
