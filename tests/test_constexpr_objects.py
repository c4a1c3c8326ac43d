"""Issue 18: file-scope ``constexpr`` objects of class type and ``constexpr`` methods called
on them in constant expressions (gptqmodel's and vLLM's ``static inline constexpr auto kU8
= ScalarType::uint(8);`` named as ``Marlin<half, vllm::kU8.id(), ..>`` and
``MarlinScalarType<kFloat16.id()>``), with PyTorch's ``TORCH_CHECK`` in the factories
(``frontend/constobj.py``). Minimal reproductions written here, through the whole pipeline
(``test_cxx_templates._pipeline``)."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_templates import N, _pipeline

FORMATS = r"""
#include <cstdint>
#include <torch/headeronly/util/Exception.h>
namespace fmt {
class Format {
 public:
  enum Kind : uint8_t { PLAIN = 0, FANCY = 1 };
  constexpr Format(uint8_t hi, uint8_t lo, bool neg, int32_t shift = 0, Kind kind = PLAIN)
      : hi(hi), lo(lo), neg(neg), shift(shift), kind(kind) {}
  static constexpr Format whole(uint8_t bits, int32_t shift = 0) {
    return Format(0, bits, false, shift);
  }
  static constexpr Format real(uint8_t hi, uint8_t lo) {
    STD_TORCH_CHECK(hi > 0 && lo > 0, "a real format needs both parts");
    TORCH_CHECK(hi < 16);
    return Format(hi, lo, true, 0, FANCY);
  }
  constexpr int64_t width() const { return hi + lo + has_sign(); }
  constexpr bool has_sign() const { return neg; }
  constexpr bool is_whole() const { return hi == 0; }
  constexpr int64_t key() const {
    return (int64_t(shift) << 24) | (int64_t(hi) << 16) | (lo << 8) |
           (neg ? 2 : 0) | (kind == FANCY ? 1 : 0);
  }
  constexpr bool operator==(Format const& o) const { return key() == o.key(); }
  uint8_t const hi;
  uint8_t const lo;
  bool const neg;
  int32_t const shift;
  Kind const kind;
};
static inline constexpr auto kW8 = Format::whole(8, 3);
static inline constexpr auto kR = Format::real(5, 10);
static inline constexpr auto kAlias = kW8;
}
template <int64_t K> struct Traits {};
template <> struct Traits<fmt::kW8.key()> { using T = int; static constexpr int scale = 3; };
template <> struct Traits<fmt::kR.key()> { using T = float; static constexpr int scale = 5; };

template <int64_t K, int W>
__global__ void k(float *o) {
  using T = typename Traits<K>::T;
  T v = T(threadIdx.x) * Traits<K>::scale;
  if constexpr (K == fmt::kAlias.key() && fmt::kAlias == fmt::kW8 && fmt::kW8.is_whole()) {
    constexpr int shift = fmt::kW8.shift;
    v += T(W + shift);
  } else {
    v -= T(W);
  }
  constexpr float half = fmt::kR.width() > 10 ? 0.5f : 0.25f;
  o[threadIdx.x] = float(v) + half;
}
template __global__ void k<fmt::kW8.key(), fmt::kW8.width()>(float *o);
template __global__ void k<fmt::kR.key(), fmt::kR.width()>(float *o);
"""

#: key of Format(0, 8, false, 3) and Format(5, 10, true, 0, FANCY), by hand
W8_KEY = (3 << 24) | (8 << 8)
R_KEY = (5 << 16) | (10 << 8) | 2 | 1


def test_methods_of_constexpr_objects_in_template_arguments():
    """`fmt::kW8.key()` (a const method over the members a constexpr constructor's
    initializer list set, calling another method, `?:` and shifts) is a template argument
    and selects a specialization; `kAlias == kW8` calls the member operator; the factory
    `real` runs its two checks (they hold) before returning."""
    t = np.arange(N, dtype=np.float32)
    _, cuda, _ = _pipeline(FORMATS, {
        f"k_{W8_KEY}_8": lambda o: {"o": t * 3 + 8 + 3 + 0.5},
        f"k_{R_KEY}_16": lambda o: {"o": t * 5 - 16 + 0.5}},
        lambda name: {"o": np.zeros(N, np.float32)})
    assert "kW8" not in cuda and "kR" not in cuda  # constants: the objects are not printed


def test_a_check_that_fails_makes_the_object_no_constant():
    """`Format::real(0, 10)` fails its check: the object is not a constant (in C++ the
    throw makes the evaluation ill-formed), its use refused where it stands."""
    src = FORMATS.replace("Format::real(5, 10);", "Format::real(0, 10);")
    with pytest.raises(WarpsmithError, match=r"'struct Format' used at compile time"):
        ws.read(src).kernels


def test_an_object_used_at_run_time_is_refused():
    """A namespace-scope constexpr object of class type is host data: device code may use it
    in constant expressions (a method call on it is one, evaluated even in run-time code,
    next test) but not read it at run time: a member read is refused, located."""
    src = FORMATS + ("__global__ void r(int *o) {\n"
                     "  o[threadIdx.x] = fmt::kW8.shift * threadIdx.x; }\n")
    with pytest.raises(WarpsmithError, match=r":56:20: .*'struct Format' used at run time"):
        ws.read(src).kernels


LOCAL = FORMATS + r"""
__global__ void loc(int *o) {
  constexpr auto f = fmt::Format::whole(4, 1);
  int extra = 0;
  if constexpr (f == fmt::Format::whole(4, 1) && !(f == fmt::kW8)) {
    extra = 100;
  }
  o[threadIdx.x] = f.width() * threadIdx.x + f.lo + fmt::kR.width() + extra;
}
"""


def test_a_constexpr_local_object_and_method_calls_at_run_time():
    """`constexpr auto f = Format::whole(4, 1);` in a kernel is a constant for constant
    expressions (`f == ..` in `if constexpr`) and a local holding its members at run time
    (`f.lo`); a method call on a constexpr object in run-time code (`f.width()`,
    `fmt::kR.width()`) is a constant expression and evaluates to its value."""
    t = np.arange(N)
    _, cuda, _ = _pipeline(LOCAL, {
        f"k_{W8_KEY}_8": lambda o: {"o": t * 3 + 8 + 3 + 0.5},
        f"k_{R_KEY}_16": lambda o: {"o": t * 5 - 16 + 0.5},
        "loc": lambda o: {"o": t * 4 + 4 + 16 + 100}},
        lambda name: {"o": np.zeros(N, np.int32 if name == "loc" else np.float32)})
    assert "Format_whole" not in cuda.split("void loc")[1]  # the value, not the call


def test_torch_check_in_device_code_is_refused():
    """A check reached at run time (a device function) throws in PyTorch: refused, located
    at the check."""
    src = ("#include <torch/headeronly/util/Exception.h>\n"
           "__device__ int f(int x) { TORCH_CHECK(x > 0, \"positive\"); return x; }\n"
           "__global__ void r(int *o) { o[threadIdx.x] = f(threadIdx.x); }\n")
    with pytest.raises(WarpsmithError, match=r":2:27: .*TORCH_CHECK in code that runs"):
        ws.read(src).kernels


PACKED = r"""
#include <cstdint>
#include <type_traits>
#include <utility>
namespace q {
enum class Scheme : uint8_t { kA = 1, kB = 2 };
class Fmt {
 public:
  constexpr Fmt(uint8_t a, bool s, int32_t b) : a(a), s(s), b(b) {}
  uint8_t const a;
  bool const s;
  int32_t const b;

 private:
  template <typename U>
  static constexpr size_t width_of() {
    using V = std::decay_t<U>;
    return std::is_same_v<V, bool> ? 1 : sizeof(V) * 8;
  }
  template <typename F, typename Acc, typename M, typename... More>
  static constexpr auto fold_all(F f, Acc acc, M m, More... more) {
    auto next = f(acc, m);
    if constexpr (sizeof...(more) > 0) {
      return fold_all(f, next, more...);
    } else {
      return next;
    }
  }
  template <typename F, typename Acc>
  constexpr auto over_fields(F f, Acc acc) const { return fold_all(f, acc, a, s, b); }

 public:
  constexpr int64_t code() const {
    auto step = [](std::pair<int64_t, uint32_t> st, auto m) -> std::pair<int64_t, uint32_t> {
      auto [c, at] = st;
      auto constexpr w = width_of<decltype(m)>();
      return {c | (int64_t(m) & ((uint64_t(1) << w) - 1)) << at, at + w};
    };
    return over_fields(step, std::pair<int64_t, uint32_t>{}).first;
  }
};
static inline constexpr auto kA = Fmt(7, true, -2);
static inline constexpr auto kB = Fmt(1, false, 5);
}
template <int64_t C> struct Traits {};
template <> struct Traits<q::kA.code()> { using T = int; };
template <> struct Traits<q::kB.code()> { using T = float; };

template <int64_t C>
__global__ void k(typename Traits<C>::T *o) {
  constexpr int pick = int(q::Scheme::kB);
  o[threadIdx.x] = typename Traits<C>::T(threadIdx.x * pick) + typename Traits<C>::T(C % 1000);
}
"""

#: the members packed as code() packs them, by hand: a (8 bits) at 0, s (1 bit) at 8,
#: b (32 bits, two's complement) at 9
A_CODE = 7 | (1 << 8) | ((-2 & 0xFFFFFFFF) << 9)
B_CODE = 1 | (0 << 8) | (5 << 9)


def test_a_method_folding_the_members_through_a_lambda_and_a_pair():
    """`kA.code()` runs a generic lambda (a `std::pair` in, a braced pair out, a
    structured binding, `decltype` of its `auto` parameter) over the members through a
    variadic member template recursing under `if constexpr (sizeof...(more) > 0)`; the
    value selects the specialization; `q::kA` is the object although an `enum class`
    of the file has an enumerator `kA`."""
    t = np.arange(N)
    src = PACKED + ("template __global__ void k<q::kA.code()>(int *o);\n"
                    "template __global__ void k<q::kB.code()>(float *o);\n")
    _pipeline(src, {
        f"k_{A_CODE}": lambda o: {"o": t * 2 + A_CODE % 1000},
        f"k_{B_CODE}": lambda o: {"o": (t * 2 + B_CODE % 1000).astype(np.float32)}},
        lambda name: {"o": np.zeros(N, np.int32 if name == f"k_{A_CODE}" else np.float32)})


def test_a_value_argument_is_guessed_from_a_class_specialization(tmp_path):
    """A template kernel the file never instantiates, whose value parameter only selects
    a specialization (`Traits<C>`, the primary empty): read with the first
    specialization's argument rather than 16, which selects none."""
    f = tmp_path / "guess.cu"
    f.write_text(PACKED)
    k = ws.list_kernels(f).data["kernels"][0]
    assert k["read"] and k["instance"].replace(" ", "") == "k<q::kA.code()>", k


CAPTURED = FORMATS + r"""
template <int64_t K>
__global__ void cap(int *o) {
  constexpr auto f = fmt::Format::whole(K, 2);
  int acc = 0;
  auto add = [&](int step = 7) {
    if constexpr (f.width() > 8) {
      acc += step * 2;
    } else {
      acc += step + f.lo;
    }
  };
  add();
  add(1);
  o[threadIdx.x] = acc + threadIdx.x;
}
template __global__ void cap<4>(int *o);
template __global__ void cap<12>(int *o);
"""


def test_a_lambda_sees_a_captured_constexpr_object_and_its_default_argument():
    """marlin's `[&](..) { if constexpr (w_type.size_bits() == 4) .. }`: a constexpr local
    object captured by a lambda is a constant in the lambda's constant expressions and
    its members read at run time; `add()` takes the lambda's default argument."""
    t = np.arange(N)
    _pipeline(CAPTURED, {
        f"k_{W8_KEY}_8": lambda o: {"o": t * 3 + 8 + 3 + 0.5},
        f"k_{R_KEY}_16": lambda o: {"o": t * 5 - 16 + 0.5},
        "cap_4": lambda o: {"o": (7 + 4) + (1 + 4) + t},
        "cap_12": lambda o: {"o": 7 * 2 + 1 * 2 + t}},
        lambda name: {"o": np.zeros(N, np.float32 if name.startswith("k_") else np.int32)})


ROUND_TRIP = PACKED.replace("#include <utility>", "#include <utility>\n#include <tuple>").replace(
    """    return over_fields(step, std::pair<int64_t, uint32_t>{}).first;
  }""", """    return over_fields(step, std::pair<int64_t, uint32_t>{}).first;
  }
  template <typename F, typename Acc>
  static constexpr auto over_types(F f, Acc acc) {
    constexpr auto blank = Fmt(0, false, 0);
    return blank.over_fields(f, acc);
  }
  static constexpr Fmt from_code(int64_t code) {
    auto take = [code](auto acc, auto member) {
      using T = decltype(member);
      auto [got, at] = acc;
      auto constexpr w = width_of<T>();
      auto one = static_cast<T>((int64_t(code) >> at) & ((uint64_t(1) << w) - 1));
      auto more = std::tuple_cat(got, std::make_tuple(one));
      return std::pair<decltype(more), int>{more, at + w};
    };
    auto [parts, rest] = over_types(take, std::pair<std::tuple<>, int>{});
    return std::apply([](auto... xs) { return Fmt(xs...); }, parts);
  }""") + r"""
template <int64_t C>
__global__ void back(long long *o) {
  constexpr auto f = q::Fmt::from_code(C);
  static_assert(f.code() == C, "round trip");
  o[threadIdx.x] = f.b * 1000 + f.a * 10 + f.s + int(threadIdx.x);
}
template __global__ void back<q::kA.code()>(long long *o);
template __global__ void back<q::kB.code()>(long long *o);
template __global__ void k<q::kA.code()>(int *o);

__global__ void tup(float *o) {
  auto t = std::make_tuple(int(threadIdx.x), 2.5f);
  auto u = std::tuple_cat(t, std::make_tuple(3));
  o[threadIdx.x] = std::get<0>(u) * std::get<1>(u) +
                   std::apply([](int a, float b, int c) { return a + b + c; }, u);
}
"""


def test_an_object_rebuilt_from_its_code_through_tuples():
    """gptqmodel's `ScalarType::from_id`: a lambda grows a `std::tuple` member by member
    (`std::tuple_cat` of a `std::make_tuple`, carried in a `std::pair`), and `std::apply`
    of a variadic generic lambda (`Fmt(xs...)`) builds the object: evaluated exactly (the
    round trip is a static_assert). At run time `make_tuple`, `tuple_cat`, `get<I>` and
    `apply` are structs and calls, simulated and printed."""
    t = np.arange(N)
    _pipeline(ROUND_TRIP, {
        f"back_{A_CODE}": lambda o: {"o": -2 * 1000 + 7 * 10 + 1 + t},
        f"back_{B_CODE}": lambda o: {"o": 5 * 1000 + 1 * 10 + 0 + t},
        "tup": lambda o: {"o": (t * 2.5 + (t + 2.5 + 3)).astype(np.float32)},
        f"k_{A_CODE}": lambda o: {"o": t * 2 + A_CODE % 1000}},
        lambda name: {"o": np.zeros(N, np.float32 if name == "tup" else np.int32
                                    if name.startswith("k_") else np.int64)})


def test_apply_on_a_tuple_that_is_not_a_variable_is_refused():
    """`std::apply(f, std::make_tuple(..))` would read the call once per element: refused,
    located (a tuple variable is read)."""
    src = ("#include <tuple>\n__global__ void r(int *o) {\n"
           "  o[0] = std::apply([](int a) { return a; }, std::make_tuple(1)); }\n")
    with pytest.raises(WarpsmithError, match=r":3:10: .*std::apply on a tuple that is not"):
        ws.read(src).kernels


def test_a_lambda_default_argument_naming_a_variable_is_refused():
    """C++ reads a lambda's default argument where the lambda is written; one that names a
    variable is refused where the call leaves it out (a literal is read)."""
    src = ("__global__ void r(int *o) {\n  int n = 5;\n"
           "  auto f = [&](int k = n) { return k + 1; };\n  o[0] = f(); }\n")
    with pytest.raises(WarpsmithError, match=r":4:10: .*default argument that names"):
        ws.read(src).kernels
