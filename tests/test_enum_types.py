"""Enums keep their underlying type: ``enum class E : unsigned char`` is one byte, an enum
whose values need 64 bits is 64 bits wide (C++'s rule, as GCC and Clang apply it), and an
enumerator out of its written type's range is a located error. Minimal reproductions
written here; each runs on the simulator, prints as CUDA and reads back the same."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.cuda_compile import compile_cuda, compiler_available
from warpsmith.ir.errors import WarpsmithError

SIZES = """
enum class Small : unsigned char { A = 200, B = 255 };
enum Wide { C = 1LL << 40, D };
enum Plain { P0, P1 = 7 };
enum Unsigned { U = 0x80000000u };
enum class Opaque : short;
struct Pair { Small a; Small b; };
__global__ void k(long long *out) {
  out[0] = sizeof(Small);
  out[1] = sizeof(Wide);
  out[2] = sizeof(Plain);
  out[3] = sizeof(Pair);
  Wide w = D;
  out[4] = w;
  out[5] = (long long)U;          // unsigned int: no sign extension
  out[6] = (int)Small::B + 1;     // promoted to int
  out[7] = sizeof(Opaque);
}
"""

WANT = [1, 8, 4, 2, (1 << 40) + 1, 0x80000000, 256, 2]


def _out(k):
    return ws.run(k, ws.Launch(1, 1), {"out": "int64[8]:zeros"}).outputs["out"]


def test_underlying_types_give_sizes_and_values():
    k = ws.read(SIZES).kernels[0]
    np.testing.assert_array_equal(_out(k), WANT)
    cuda = ws.translate(k, "cuda").text
    np.testing.assert_array_equal(_out(ws.read(cuda).kernels[0]), WANT)
    if compiler_available() is not None:
        assert compile_cuda(cuda, k.function.name, "sm_90").registers > 0


def test_local_enum_with_underlying_type():
    src = """
    __global__ void k(long long *out) {
      enum Level : unsigned short { Lo = 1, Hi = 65535 };
      Level l = Hi;
      out[0] = sizeof(l);
      out[1] = l + 1;
    }"""
    k = ws.read(src).kernels[0]
    got = ws.run(k, ws.Launch(1, 1), {"out": "int64[2]:zeros"}).outputs["out"]
    np.testing.assert_array_equal(got, [2, 65536])


@pytest.mark.parametrize("src, where", [
    ("enum E : unsigned char { A = 256 };\n__global__ void k(int *o) { o[0] = A; }", ":1:26"),
    ("enum class E : bool { F, T, X };\n__global__ void k(int *o) { o[0] = (int)E::X; }",
     ":1:29"),
    ("enum E : float { A };\n__global__ void k(int *o) { o[0] = A; }", ":1:1"),
])
def test_out_of_range_or_non_integer_underlying_type_is_located(tmp_path, src, where):
    path = tmp_path / "e.cu"
    path.write_text(src)
    with pytest.raises(WarpsmithError) as e:
        ws.run(ws.read(str(path)).kernels[0], ws.Launch(1, 1), {"o": "int32[1]:zeros"})
    assert where in str(e.value)


def test_opencl_enum_constants_stay_int():
    src = """
    enum Mode { M0, M1 = 3 };
    __kernel void k(__global int *out) { out[0] = sizeof(enum Mode); out[1] = M1 - 4; }"""
    k = ws.read(src).kernels[0]
    assert "__kernel" in ws.translate(k, "opencl").text
    got = ws.run(k, ws.Launch(1, 1), {"out": "int32[2]:zeros"}).outputs["out"]
    np.testing.assert_array_equal(got, [4, -1])
