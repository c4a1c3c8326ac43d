"""Member types named through their class in device code (issue 18, gsplat's camera
models: ``PerfectPinholeCameraModel::Parameters cm_params = {};``), from minimal
reproductions written here: ``Cls::In x;`` declares ``x`` (C++'s lookup finds a type in
the class; it was read as an expression: "expected ';' after expression"), and structs of
one name nested in two classes are two structs (``P`` and ``P_1`` when printed; the printer
printed one definition for both), and a launch's template argument names a member type
through an alias of a class template instance (MinkowskiEngine's
``cuda_copy_n<default_types::index_type, int64_t>``: "unknown type 'index_type'"). Each case is read, run on the simulator against NumPy,
printed as CUDA and read and run again, printed as OpenCL C, analyzed and predicted."""

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 32
_F = np.arange(N, dtype=np.float32) * 0.5 - 3.0

CASES = {
    # a nested struct, a typedef, a using-alias and an enum of a class, named through it
    # at the start of a declaration (no `typename`: the names are not dependent)
    "member_types_through_the_class": dict(src="""
struct Cam {
  struct Params { float f; int w; };
  typedef float Scalar;
  using Index = int;
  enum Mode { Near = 1, Far = 2 };
  Params p;
  __device__ Cam(Params q) : p(q) {}
  __device__ Scalar scale(Scalar x) const { return x * p.f + p.w; }
};
__global__ void k(const float *a, float *o) {
  Cam::Params cp = {};
  cp.f = 2.0f; cp.w = 3;
  Cam::Scalar x = a[threadIdx.x];
  Cam::Index i = threadIdx.x % 2;
  Cam::Mode m = i ? Cam::Far : Cam::Near;
  Cam c(cp);
  o[threadIdx.x] = c.scale(x) + m;
}
""", kernel="k", inputs={"a": _F.copy(), "o": np.zeros(N, np.float32)},
        want={"o": _F * 2 + 3 + np.where(np.arange(N) % 2 == 1, 2, 1).astype(np.float32)}),
    # two classes each nest a struct named `Params`, with other members (gsplat's camera
    # models each have their own `Parameters`): each object keeps its class's struct
    "same_nested_struct_name_in_two_classes": dict(src="""
struct Lens { struct Params { int n; }; Params p; __device__ int get() const { return p.n; } };
struct Cam { struct Params { float f; float g; }; Params p;
             __device__ float get() const { return p.f * p.g; } };
__global__ void k(const float *a, float *o) {
  Lens::Params lp = {4};
  Cam::Params cp = {a[threadIdx.x], 0.5f};
  Lens l; l.p = lp;
  Cam c; c.p = cp;
  o[threadIdx.x] = l.get() + c.get();
}
""", kernel="k", inputs={"a": _F.copy(), "o": np.zeros(N, np.float32)},
        want={"o": 4 + _F * np.float32(0.5)}),
    # MinkowskiEngine's `detail::cuda_copy_n<default_types::index_type, int64_t><<<..>>>`
    # with `using default_types = type_wrapper<uint32_t, int32_t, float>;`: a launch's
    # template argument is the member type of the class template instance an alias names;
    # the instance's alias of a host type (`std::vector<U>`) is not read unless named
    "launch_argument_through_an_alias_of_a_class_template": dict(src="""
#include <vector>
template <typename U, typename I>
struct wrap {
  using index_type = U;
  using coord_type = I;
  using vec_type = std::vector<U>;
};
using defaults = wrap<unsigned int, int>;
template <typename A, typename B>
__global__ void copy_n(const A *a, B *b, int n) {
  int i = threadIdx.x;
  if (i < n) b[i] = (B)a[i] * 2;
}
void host(const unsigned int *a, int *b, int n) {
  copy_n<defaults::index_type, defaults::coord_type><<<1, 32>>>(a, b, n);
}
""", kernel="copy_n_uint_int", inputs={"a": np.arange(N, dtype=np.uint32) * 3,
                                       "b": np.zeros(N, np.int32), "n": np.int32(N - 2)},
        want={"b": np.where(np.arange(N) < N - 2, np.arange(N) * 6, 0).astype(np.int32)}),
}


def _run(src: str, case: dict, dialect: str = "cuda") -> dict:
    k = ws.read(src, dialect=dialect).kernel(case["kernel"])
    res = ws.run(k, ws.Launch(1, N), {n: np.copy(v) for n, v in case["inputs"].items()})
    return res.outputs


@pytest.mark.parametrize("name", sorted(CASES))
def test_runs_like_numpy_and_prints_back(name):
    """The simulator gives NumPy's answer on the source, its printed CUDA and its printed
    OpenCL C, each read again."""
    case = CASES[name]
    prog = ws.read(case["src"], dialect="cuda")
    runs = [(case["src"], "cuda"), (ws.translate(prog, "cuda").text, "cuda"),
            (ws.translate(prog, "opencl").text, "opencl")]
    for src, dialect in runs:
        out = _run(src, case, dialect)
        for arr, want in case["want"].items():
            np.testing.assert_array_equal(out[arr], want, err_msg=f"{arr} ({dialect})")


@pytest.mark.parametrize("name", sorted(CASES))
def test_analyze_and_predict_take_it(name):
    """``ws.analyze`` and ``ws.predict`` read the lowered kernel."""
    k = ws.read(CASES[name]["src"], dialect="cuda").kernel(CASES[name]["kernel"])
    assert ws.analyze(k, ws.Launch(1, N)) is not None
    assert ws.predict(k, ws.Launch(1, N), device="8800gtx") is not None


def test_two_nested_structs_print_as_two_definitions():
    text = ws.translate(ws.read(CASES["same_nested_struct_name_in_two_classes"]["src"],
                                dialect="cuda"), "cuda").text
    assert "struct Params {" in text and "struct Params_1 {" in text


def test_an_alias_of_a_host_type_is_refused_where_named():
    """The instance's alias that does not read (``std::vector<U>``) is skipped until a
    launch names it: then its own located error."""
    src = ("#include <vector>\n"
           "template <typename U> struct wrap { using vec_type = std::vector<U>; };\n"
           "using defaults = wrap<unsigned int>;\n"
           "template <typename A> __global__ void k(A *a) { a[threadIdx.x] = 1; }\n"
           "void host(unsigned int *a) { k<defaults::vec_type><<<1, 32>>>(a); }\n")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src, dialect="cuda"), "cuda")
    assert ":2:" in str(e.value) and "expected a type before 'std'" in str(e.value)
