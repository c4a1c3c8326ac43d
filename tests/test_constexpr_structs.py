"""Issue 18: constexpr functions that build and return a struct, read through a member in
a constant expression (ggml's ``ggml_cuda_fattn_mma_get_config(DKQ, DV, ncols).nbatch_fa``
and ``ggml_cuda_mmq_get_config(..).nthreads``). The evaluator (``frontend/constexpr.py``)
runs the function bodies as read: ``if`` chains on the parameters, a constructor (lowered
to a function that declares ``self`` and assigns its fields), braced construction, local
variables assigned after their declaration. Minimal reproductions written here, through
the whole pipeline (``test_cxx_templates._pipeline``)."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_templates import N, _pipeline

CONFIG = r"""
struct cfg {
    int nthreads;
    int nbatch;
    bool in_reg;
    constexpr __host__ __device__ cfg(int t, int b, bool r) : nthreads(t), nbatch(b), in_reg(r) {}
};
#define CASE(D_, n_, t_, b_, r_) \
    if (D == (D_) && n == (n_)) { \
        static_assert((t_) % 32 == 0, "bad nthreads"); \
        return cfg{(t_), (b_), (r_)}; \
    }
static constexpr __host__ __device__ cfg get_cfg_a(const int D, const int n) {
    CASE(64, 8, 128, 64, true);
    CASE(64, 16, 256, 32, false);
    return cfg(32, 0, false);
}
static constexpr __device__ cfg get_cfg(const int D, const int n) { return get_cfg_a(D, n); }
static constexpr __device__ int get_nbatch(const int D, const int n) {
    return get_cfg(D, n).nbatch;
}
static constexpr __device__ cfg twice(cfg c) {
    cfg out = c;
    out.nbatch *= 2;
    int extra;
    extra = c.in_reg ? 1 : 3;
    out.nthreads += extra;
    return out;
}
template <int D, int n>
__global__ void k(int *o) {
    constexpr int nb = get_nbatch(D, n);
    constexpr bool r = get_cfg(D, n).in_reg;
    constexpr int t2 = twice(get_cfg(D, n)).nthreads + twice(get_cfg(D, n)).nbatch;
    static_assert(get_cfg(D, n).nthreads % 32 == 0, "config");
    int local[nb / 16 + 1];
    local[0] = t2;
    o[threadIdx.x] = nb + (r ? 1000 : 0) + local[0] * 10000 + (int)threadIdx.x;
}
template __global__ void k<64, 8>(int *o);
template __global__ void k<64, 16>(int *o);
template __global__ void k<80, 8>(int *o);
"""


def test_constexpr_struct_config_is_a_constant():
    """`get_cfg(D, n).nbatch` folds per instance (an array size needs it), the fallback
    `return cfg(32, 0, false);` included; `twice` copies, assigns and compounds fields."""
    t = np.arange(N)
    _pipeline(CONFIG, {
        "k_64_8": lambda o: {"o": 64 + 1000 + 257 * 10000 + t},
        "k_64_16": lambda o: {"o": 32 + 323 * 10000 + t},
        "k_80_8": lambda o: {"o": 35 * 10000 + t}},
        lambda name: {"o": np.zeros(N, np.int32)})


def test_a_struct_body_the_evaluator_does_not_run_is_not_a_constant():
    """A loop in the constexpr function is not evaluated: the constant expression is
    refused, located at its use, never guessed."""
    src = ("struct c2 { int a; };\n"
           "constexpr __device__ c2 f(int n) { c2 r{0}; for (int i = 0; i < n; ++i) "
           "r.a += i; return r; }\n"
           "__global__ void k(int *o) { constexpr int v = f(4).a; o[0] = v; }\n")
    with pytest.raises(WarpsmithError, match=r":3:52: .*not a compile-time constant"):
        ws.read(src).kernels[0]


TILE = r"""
enum layout { L_I = 0, L_J = 1 };
template <int I_, int J_, typename T, layout L = L_I>
struct tile {
    static constexpr int I = I_;
    static constexpr int J = J_;
    static constexpr int ne = I * J / 32;
    T x[ne];
};
template <int I, int J>
__device__ tile<I, J/2, float> halve(const tile<I, J, float> & t) {
    tile<I, J/2, float> r;
    for (int l = 0; l < r.ne; ++l) r.x[l] = t.x[2*l] + t.x[2*l + 1];
    return r;
}
__global__ void k(float *o) {
    tile<16, 8, float> a;
    for (int l = 0; l < a.ne; ++l) a.x[l] = threadIdx.x + l;
    tile<16, 4, float> b = halve(a);
    o[threadIdx.x] = b.x[0] + b.x[1];
}
"""


def test_deduction_from_a_class_template_instance_with_a_defaulted_argument():
    """ggml mma.cuh's `get_half2(const tile<I, J, float> &)` called with a
    `tile<16, 8, float>` (whose defaulted layout the instance holds): I and J deduce from
    the written arguments; an argument whose layout is not the default is refused."""
    t = np.arange(N, dtype=np.float32)
    _pipeline(TILE, {"k": lambda o: {"o": (t + t + 1) + (t + 2 + t + 3)}},
              lambda name: {"o": np.zeros(N, np.float32)})
    with pytest.raises(WarpsmithError, match=r":19:28: .*cannot convert"):
        ws.read(TILE.replace("tile<16, 8, float> a;", "tile<16, 8, float, L_J> a;"))


DECLTYPE = r"""
#include <type_traits>
template <int I_, int J_, typename T>
struct tile { static constexpr int I = I_; static constexpr int ne = I * J_ / 32; T x[ne]; };
template <typename TC>
__global__ void k(float *o) {
    float v = 0.f;
    if constexpr (std::is_same_v<decltype(TC::x), float[TC::ne]>) {
        v = 1.f;
    } else {
        v = 2.f;
    }
    o[threadIdx.x] = v + TC::ne;
}
template __global__ void k<tile<16, 8, float>>(float *);
template __global__ void k<tile<16, 8, int>>(float *);
"""


def test_decltype_of_a_data_member_named_through_its_class():
    """ggml fattn-mma-f16.cuh's `std::is_same_v<decltype(T_C_VKQ::x),
    half2[T_C_VKQ::ne]>`: `decltype(T::x)` is the member's declared type (an array here),
    compared with an array type-id."""
    _pipeline(DECLTYPE, {"k_struct_tile_16_8_float": lambda o: {"o": np.full(N, 1 + 4)},
                         "k_struct_tile_16_8_int": lambda o: {"o": np.full(N, 2 + 4)}},
              lambda name: {"o": np.zeros(N, np.float32)})
