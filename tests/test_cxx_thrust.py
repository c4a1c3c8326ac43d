"""Thrust's device-side pair utilities (issue 18, docs/cxx-thrust.md): every case of
``tests/cxx_thrust_cases.py`` through the checks of ``tests/case_checks.py`` (NumPy's answer
on the simulator from the source and from its printed CUDA, the OpenCL printer, analyze and
predict, NVRTC where installed), and the located refusals of what is not modelled."""

import numpy as np
import pytest

import case_checks as C
import cxx_thrust_cases as T
import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

NAMES = sorted(T.CASES)


@pytest.mark.parametrize("name", NAMES)
def test_runs_like_numpy_and_prints_back_as_cuda(name):
    C.check_numpy_and_cuda_roundtrip(T.CASES[name], T.N)


@pytest.mark.parametrize("name", NAMES)
def test_prints_as_opencl_or_refuses_with_a_place(name):
    C.check_opencl(T.CASES[name])


@pytest.mark.parametrize("name", NAMES)
def test_analyze_and_predict_take_it(name):
    C.check_analyze_and_predict(T.CASES[name], T.N)


@pytest.mark.parametrize("name", NAMES)
def test_printed_cuda_compiles_with_nvrtc(name):
    C.check_nvrtc_compiles(T.CASES[name])


@pytest.mark.parametrize("name", NAMES)
def test_printed_cuda_names_no_thrust(name):
    """The printed program is self-contained: the pair is a struct of its own, make_pair a
    function of its own, get a member access."""
    text = ws.translate(ws.read(T.CASES[name]["src"]), "cuda").text
    assert "thrust::" not in text and "<thrust/" not in text


def _refusal(src: str) -> WarpsmithError:
    with pytest.raises(WarpsmithError) as info:
        ws.translate(ws.read(src), "cuda")
    return info.value


def test_get_of_something_else_is_refused_with_a_place():
    """thrust::get of a value that is not a pair (thrust::tuple is not modelled)."""
    e = _refusal("""
__global__ void k(int *o) { int v = 3; o[0] = thrust::get<0>(v); }
""")
    assert (e.loc.line, e.loc.col) == (2, 47)
    assert "only thrust::pair is modelled" in e.message


def test_get_index_out_of_a_pair_is_an_error_with_a_place():
    e = _refusal("""
#include <thrust/pair.h>
__global__ void k(int *o) { thrust::pair<int, int> p(1, 2); o[0] = thrust::get<2>(p); }
""")
    assert e.loc.line == 3 and "thrust::get<2> of a pair" in e.message


def test_other_thrust_device_calls_stay_refused_with_a_place():
    """A Thrust function that is not modelled keeps its located refusal."""
    e = _refusal("""
#include <thrust/pair.h>
__global__ void k(int *o) { thrust::pair<int, int> p(1, 2); thrust::swap(p, p); o[0] = 1; }
""")
    assert e.loc.line == 3 and "Thrust's 'swap' is not modelled" in e.message


def test_a_union_list_initializes_only_its_first_member():
    """Items beyond what a union's first member takes are an error with a place (C++'s
    excess elements), not an initialization of the next member."""
    e = _refusal("""
__global__ void k(int *o) { union U { int i; float f; }; U u = {1, 2}; o[0] = u.i; }
""")
    assert e.loc.line == 2 and "first member, i" in e.message


def test_host_thrust_algorithms_are_host_code():
    """A host function's Thrust algorithm and containers (pairs among their element types)
    are host code, not read beyond the launch; the kernel beside them reads and runs."""
    src = """
#include <thrust/device_vector.h>
#include <thrust/pair.h>
#include <thrust/sort.h>
__global__ void k(int *o) { o[threadIdx.x] = thrust::make_pair(threadIdx.x, 2).second; }
void host(thrust::device_vector<thrust::pair<int, int>> &v, int *o) {
  thrust::sort(thrust::device, v.begin(), v.end());
  k<<<1, 32>>>(o);
}
"""
    k = ws.read(ws.translate(ws.read(src), "cuda").text).kernel("k")
    out = ws.run(k, ws.Launch(1, 32), {"o": np.zeros(32, np.int32)}).outputs["o"]
    np.testing.assert_array_equal(out, np.full(32, 2, np.int32))


def test_brace_elision_into_a_nested_struct_and_an_array_of_structs():
    """The literals of a list fill a nested struct's members and an array element's vector
    lanes in order (C++'s brace elision), on the simulator and after printing as CUDA."""
    src = """
struct In { int a; int b; };
struct Out { In in; int c; };
struct Lane { int2 v; int n; };
__global__ void k(int *o) {
  Out s = {1, -2, 3};
  Lane l[2] = {4, 5, 6, 7, 8, 9};
  o[threadIdx.x] = s.in.a * 100000 + s.in.b * 10000 + s.c * 1000 + l[0].v.y * 100 +
                   l[1].v.x * 10 + l[1].n;
}
"""
    want = np.full(32, 100000 - 20000 + 3000 + 500 + 70 + 9, np.int32)
    for text in (src, ws.translate(ws.read(src), "cuda").text):
        k = ws.read(text).kernel("k")
        out = ws.run(k, ws.Launch(1, 32), {"o": np.zeros(32, np.int32)}).outputs["o"]
        np.testing.assert_array_equal(out, want)
