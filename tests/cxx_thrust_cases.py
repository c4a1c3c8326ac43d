"""Reproductions of Thrust's device-side pair utilities (issue 18, docs/cxx-thrust.md):
``thrust::pair``, ``thrust::make_pair``, ``thrust::get<I>`` of a pair and a pair's
comparisons, and the brace elision into a union's vector member that a hash table's
vectorized pair store uses, in the dict form of ``tests/case_checks.py`` (``src``,
``kernel``, ``inputs``, ``want``). Each kernel is written here; ``want`` is computed with NumPy and every value is
exact (integers, or floats whose every operation is exact). One block of ``N`` threads.
Read by tests/test_cxx_thrust.py."""

import numpy as np

N = 32
_I = np.arange(N, dtype=np.int32)
_X = _I * 3 - 40  # small signed integers
#: the layout of thrust::pair<int, float>: two 4-byte members, no padding
PAIR_IF = np.dtype([("first", "<i4"), ("second", "<f4")])


def _lexicographic_less(a1, b1, a2, b2):
    """Thrust's pair < : first, then second."""
    return (a1 < a2) | ((a2 >= a1) & (b1 < b2))


def _comparisons_want() -> np.ndarray:
    a1, b1 = _X // 4, _X % 3           # p = (x / 4 rounded down, x mod 3)
    a2, b2 = np.full(N, -3), np.ones(N, np.int32)  # q = (-3, 1)
    lt = _lexicographic_less(a1, b1, a2, b2)
    gt = _lexicographic_less(a2, b2, a1, b1)
    eq = (a1 == a2) & (b1 == b2)
    return (eq * 1 + (~eq) * 2 + lt * 4 + gt * 8 + (~gt) * 16 + (~lt) * 32).astype(np.int32)


def _punned_want() -> dict:
    """The union case: the pair's bits read as a uint2, and the elided struct's lanes."""
    pairs = np.zeros(N, PAIR_IF)
    pairs["first"] = _X
    pairs["second"] = 1.5
    bits = pairs.view(np.uint32).reshape(N, 2).astype(np.uint64)
    return {"o": ((bits[:, 0] + bits[:, 1] + 4 + 5) % 2**32).astype(np.uint32)}


def _table_want() -> np.ndarray:
    t = np.zeros(N, PAIR_IF)
    t["first"][:20] = -1
    t["second"][:20] = 2.5
    return t


CASES = {
    # make_pair of const locals (the pair's types are the decayed argument types), the
    # two-argument constructor converting its arguments, the default one value-initializing
    # both members, .first and .second
    "make_pair_and_constructors": dict(src="""
#include <thrust/pair.h>
__global__ void k(const int *x, float *o, int *p) {
  const int a = x[threadIdx.x];
  const float b = a * 0.5f;
  auto m = thrust::make_pair(a, b);
  thrust::pair<int, float> c(2.75, a);
  thrust::pair<int, float> z;
  o[threadIdx.x] = m.second + c.second + z.second;
  p[threadIdx.x] = m.first * 10 + c.first + z.first;
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.float32), "p": np.zeros(N, np.int32)},
        want={"o": (_X * 0.5 + _X).astype(np.float32), "p": _X * 10 + 2}),
    # thrust::get<0> and thrust::get<1> of a pair, read and assigned (an lvalue), and
    # make_pair with explicit template arguments
    "get_of_a_pair": dict(src="""
#include <thrust/pair.h>
__global__ void k(const int *x, int *o) {
  thrust::pair<int, int> p = thrust::make_pair<int, int>(x[threadIdx.x], 3);
  thrust::get<1>(p) += 5;
  thrust::get<0>(p) = thrust::get<0>(p) * 2;
  o[threadIdx.x] = thrust::get<0>(p) + thrust::get<1>(p) * 100;
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.int32)}, want={"o": _X * 2 + 800}),
    # Thrust's comparisons of two pairs of one type: == and != member by member, <
    # lexicographic, >, <=, >= from <
    "comparisons": dict(src="""
#include <thrust/pair.h>
__global__ void k(const int *x, int *o) {
  int v = x[threadIdx.x];
  int lo = v >= 0 ? v / 4 : -((-v + 3) / 4);
  int m = ((v % 3) + 3) % 3;
  thrust::pair<int, int> p(lo, m);
  thrust::pair<int, int> q = thrust::make_pair(-3, 1);
  o[threadIdx.x] = (p == q) + 2 * (p != q) + 4 * (p < q) + 8 * (p > q) + 16 * (p <= q) +
                   32 * (p >= q);
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.int32)}, want={"o": _comparisons_want()}),
    # a hash table's initialization: a template kernel launched from host code with a
    # pointer to pairs, storing make_pair(key, value) through a device function template
    # (the types deduced at the launch and at the call)
    "table_of_pairs": dict(src="""
#include <thrust/pair.h>
template <typename P>
__device__ void store(P *slot, const P value) { *slot = value; }
template <typename V, typename K, typename E>
__global__ void init(V *table, const int n, const K key, const E value) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) store(table + i, thrust::make_pair(key, value));
}
void host(thrust::pair<int, float> *table, int n, int key, float value) {
  init<<<1, 32>>>(table, n, key, value);
}
""", kernel="init_struct_ws_thrust_pair_int_float_int_float",
        inputs={"table": np.zeros(N, PAIR_IF), "n": np.int32(20), "key": np.int32(-1),
                "value": np.float32(2.5)}, want={"table": _table_want()}),
    # brace elision into a union's first member, a vector (`{0, 0}` initializes the
    # uint2's lanes), the pair stored through the other member and read back as the
    # vector's lanes (the bits of an int and a float); a struct member that is a vector
    # taking its lanes from the enclosing list
    "union_brace_elision": dict(src="""
#include <thrust/pair.h>
__global__ void k(const int *x, unsigned *o) {
  union Punned { uint2 bits; thrust::pair<int, float> pair; };
  Punned u = {0, 0};
  u.pair = thrust::make_pair(x[threadIdx.x], 1.5f);
  struct Tail { uint4 lanes; int n; } t = {1, 2, 3, 4, 5};
  o[threadIdx.x] = u.bits.x + u.bits.y + t.lanes.w + t.n;
}
""", kernel="k", inputs={"x": _X, "o": np.zeros(N, np.uint32)}, want=_punned_want()),
    # a pair of a pointer: make_pair of an array (decayed to a pointer), the default
    # constructor's null pointer, a structured binding, get<I> of a const reference and of a
    # temporary
    "pair_of_a_pointer": dict(src="""
#include <thrust/pair.h>
__device__ int peek(const thrust::pair<const int *, int> &p) {
  return p.first[1] + thrust::get<1>(p);
}
__global__ void k(const int *x, int *o) {
  const int *row = x + threadIdx.x;
  int local[4] = {1, 2, 3, 4};
  auto p = thrust::make_pair(local, 10);
  thrust::pair<int *, char> z;
  auto [ptr, n] = p;
  o[threadIdx.x] = peek(thrust::make_pair(row, 5)) + (z.first == nullptr) + ptr[3] + n +
                   thrust::get<0>(thrust::make_pair(7, 1));
}
""", kernel="k", inputs={"x": np.arange(N + 1, dtype=np.int32) * 2, "o": np.zeros(N, np.int32)},
        want={"o": (_I + 1) * 2 + 5 + 1 + 4 + 10 + 7}),
}
