"""Template structs, aliases, traits and name lookup from the modern CUDA collection's
first errors (issue 18), each from a minimal reproduction in tests/cxx_tmpl_cases.py:
read, run on the simulator against NumPy, printed as CUDA and read and run again, printed
as OpenCL C (or refused with a located reason), analyzed and predicted, and the printed
CUDA compiled by NVRTC (tests/test_case_modules.py runs those checks on every case); this
file has the located refusals."""

import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError


@pytest.mark.parametrize("src, where, words", [
    # a cv-qualified argument of a template with a cv specialization: values drop the
    # qualifier, so which definition C++ picks is not known here
    ("template <typename T> struct bits { static constexpr int value = sizeof(T) * 8; };\n"
     "template <typename T> struct bits<T const> { static constexpr int value = 1; };\n"
     "__global__ void k(int *o) { o[0] = bits<const float>::value; }", "3:36",
     "cv-qualified template argument of 'bits'"),
    # a nested class with methods inside a class template is read per instance
    # (tests/test_cxx_inherit.py, tests/test_cxx_selfref.py NESTED), with the instance's
    # static constexpr members and member types (tests/test_cxx_tmpl_ns.py); one naming
    # another member of the enclosing class (a static method) says so, located there
    ("template <typename T> struct A {\n"
     "  static __device__ int K() { return sizeof(T); }\n"
     "  class it { T *p; public: __device__ it(T *q) : p(q + K()) {} };\n"
     "  T v[2];\n"
     "  __device__ it begin() { return it(v); }\n"
     "};\n"
     "__global__ void k(float *o) { A<float> a; a.v[0] = 1; auto b = a.begin(); o[0] = 0; }",
     "3:56", "uses 'K', a member of the enclosing class"),
    ("struct P { int a; int b; };\n"
     "__global__ void k(int *o) { P p = {.a = 1, .a = 2}; o[0] = p.a; }", "2:45",
     "member 'a' initialized twice"),
    ("struct P { int a; int b; };\n"
     "__global__ void k(int *o) { P p = {.z = 1}; o[0] = p.a; }", "2:37",
     "no member named 'z'"),
    ("__global__ void k(int *o) { int a[4] = {[2] = 1}; o[0] = a[2]; }", "1:41",
     "designated initializer of an array element"),
    ("struct P { int a; int b; };\n"
     "__global__ void k(int *o, P *q) { auto [x, y, z] = q[0]; o[0] = x; }", "2:35",
     "3 names bind 2 members"),
    # a full specialization whose argument does not read: the primary would be a guess
    ("template <long id> struct Conv {};\n"
     "template <> struct Conv<unknown_fn(3)> { using T = float; };\n"
     "template <long id> __global__ void k(typename Conv<id>::T *o) { o[0] = 1; }\n"
     "template __global__ void k<5>(float *o);", "3:47",
     "has a specialization whose template arguments do not read"),
    # a default argument that would pick the partial specialization (CUTLASS's
    # `Array<T, N, bool = sizeof_bits<T>::value >= 32>`) does not read: its reason, where
    # it stands (it was "no definition of 'Arr' for these template arguments")
    ("template <typename T> struct bits {};\n"
     "template <typename T, int N, bool Big = bits<T>::value >= 32> struct Arr;\n"
     "template <typename T, int N> struct Arr<T, N, true> { T s[N]; };\n"
     "template <typename T, int N> struct Arr<T, N, false> { T s[N]; };\n"
     "__global__ void k(float *o) { Arr<float, 4> a; a.s[0] = 1; o[0] = a.s[0]; }",
     "2:41", "has no static constexpr member 'value'"),
    # (the trait of a CRTP class itself, `bits<Crtp>`, reads since session 9:
    # tests/test_cxx_crtp.py)
    # a struct nested in a class template that does not read: where it is used
    ("template <int N> struct Outer {\n"
     "  struct Bad { NoSuchType v; __device__ int f() const { return 1; } };\n"
     "  __device__ static int run(int x) { Bad b; return x; }\n"
     "};\n"
     "__global__ void k(int *o) { o[0] = Outer<3>::run(1); }", "2:16",
     "expected a type before 'NoSuchType'"),
    ("__device__ int f(int x) -> int { return x; }\n"
     "__global__ void k(int *o) { o[0] = f(1); }", "1:25",
     "a trailing return type needs 'auto'"),
])
def test_located_errors(src, where, words):
    """What these lowerings do not model is a located error, never a guess."""
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert f":{where}:" in str(e.value) and words in str(e.value), str(e.value)


def test_a_requested_template_kernel_whose_launch_does_not_read_says_why():
    """Reading one template kernel by name (``kernel="k"``), a launch whose arguments do
    not read gives its reason (vLLM's activation kernels used to report only "needs a
    value for ACT_FN")."""
    src = ("template <typename T> __global__ void k(T *p) { p[0] = 1; }\n"
           "void launch(float *p) { k<Nope><<<1, 1>>>((Nope *)p); }\n")
    with pytest.raises(WarpsmithError) as e:
        ws.read(src, kernel="k")
    assert "launch at" in str(e.value) and "Nope" in str(e.value), str(e.value)
