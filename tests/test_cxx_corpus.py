"""C++ constructs from the first errors of the modern CUDA collection (issue 18), each from a
minimal reproduction in tests/cxx_corpus_cases.py: read, run on the simulator against NumPy,
printed as CUDA, read again and run again. scripts/gpu_cxx.sh runs the same cases on a GPU."""

import numpy as np
import pytest

import warpsmith as ws
from cxx_corpus_cases import CASES, N
from warpsmith.ir.errors import WarpsmithError


def _outputs(src: str, case: dict) -> dict:
    k = ws.read(src).kernel(case["kernel"])
    res = ws.run(k, ws.Launch(1, N, case.get("shared", 0)),
                 {n: np.copy(v) for n, v in case["inputs"].items()})
    return res.outputs


@pytest.mark.parametrize("name", sorted(CASES))
def test_reads_runs_like_numpy_and_prints_back(name):
    """The simulator gives NumPy's answer on the source and on its printed CUDA read again."""
    case = CASES[name]
    text = ws.translate(ws.read(case["src"]), "cuda").text
    again = ws.read(text)
    assert [k.name for k in again.kernels] == [k.name for k in ws.read(case["src"]).kernels]
    for src in (case["src"], text):
        out = _outputs(src, case)
        for arr, want in case["want"].items():
            np.testing.assert_array_equal(out[arr], want, err_msg=arr)


@pytest.mark.parametrize("src, where, words", [
    # CUTLASS float8.h: inheriting constructors (base methods are not inherited here)
    ("struct B { __device__ B() : a(0) {} __device__ B(int x) : a(x) {} int a; };\n"
     "struct D : B { using B::B; __device__ int get() const { return a; } };\n"
     "__global__ void k(int *o) { D d(3); o[0] = d.get(); }", "2:16", "using-declaration"),
    ("struct B { __device__ B(int x) : a(x) {} int a; };\n"
     "struct D : B { __device__ int get() const { return a; } };\n"
     "__global__ void k(int *o) { D d; o[0] = d.get(); }", "2:12",
     "base class 'B' without a default constructor"),
    ("struct B { __device__ int f() const { return 1; } int a; };\n"
     "struct D : B { int b; __device__ int g() const { return b; } };\n"
     "__global__ void k(int *o) { D d; o[0] = d.h(); }", "3:43", "no method named 'h'"),
    ("__global__ void k(float *o) { float &r = (float &)(o[0] + 1.0f); r = 2.0f; }",
     "1:42", "cast of a temporary to a non-const reference"),
    ("__global__ void k(float *o) { o[1] = (float &)(o[0] + 1.0f); }",
     "1:38", "cast of a temporary to a non-const reference"),
    # a function template instance as a value must bind every template parameter
    ("typedef void (*wb_t)(float *d);\n"
     "template <int m, bool check> __device__ void wb_a(float *d) { d[0] = m; }\n"
     "__global__ void k(float *d) { constexpr wb_t f = wb_a<3>; f(d); }", "3:50",
     "needs a value for template parameter check"),
    # C++ has no implicit conversion between pointers to different types: a double
    # instance's pointer given to a float* parameter read its doubles as floats
    ("__device__ float f(const float* p) { return p[0] + p[1]; }\n"
     "__global__ void k(const double* q, float* o) { o[0] = f(q); }", "2:55",
     "no implicit conversion between pointers to different types"),
    # GLM's integer vectors are not modelled (docs/cxx-glm.md): make_vec4 of an int* has
    # no overload (float's and double's do not take it)
    ("#include <glm/glm.hpp>\n__global__ void k(const int* q, float* o) {\n"
     "  glm::vec4 v = glm::make_vec4(q); o[0] = v.x; }", "3:17",
     "no overload of 'make_vec4' takes (global const int*)"),
    # a method called through an object of a class template instance: only static ones
    ("template <int I> struct tile { int x[2]; static __device__ int get_i(int l) "
     "{ return l * I; } };\n"
     "__global__ void k(int *d) { tile<2> t; d[0] = t.get_j(1); }", "2:49",
     "no static method 'get_j'"),
])
def test_located_errors(src, where, words):
    """What the lowering does not model is a located error, never a traceback."""
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert f":{where}:" in str(e.value) and words in str(e.value)


# vLLM's minimax_reduce_rms_kernel.h: a kernel's parameter struct carries the host's
# `cudaStream_t` (known in every .cu file through nvcc's implicit cuda_runtime.h)
STREAM_MEMBER = """
struct Params { int a{}; float* out{}; cudaStream_t stream{}; cudaEvent_t done{}; };
__global__ void k(Params p) { p.out[threadIdx.x] = p.a + sizeof(p.stream); }
"""


def test_runtime_handles_in_a_struct_read_as_pointers_and_run():
    prog = ws.read(STREAM_MEMBER)
    cuda = ws.translate(prog, "cuda").text
    assert "void* stream;" in cuda and "cudaStream_t" not in cuda  # nvcc's own typedef
    ocl = ws.translate(prog, "opencl").text
    for p in (prog, ws.read(cuda), ws.read(ocl, dialect="opencl")):
        out = ws.run(p.kernels[0], ws.Launch(1, 4), {"p": {
            "a": 3, "out": np.zeros(4, np.float32), "stream": np.zeros(1, np.uint8),
            "done": np.zeros(1, np.uint8)}}).outputs["p.out"]
        np.testing.assert_array_equal(out, np.full(4, 11, np.float32))
    # a file's own definition is kept
    own = "typedef struct CUstream_st_own* cudaStream_t;\n" + STREAM_MEMBER
    with pytest.raises(WarpsmithError) as e:
        ws.read(own)
    assert "incomplete type 'struct CUstream_st_own'" in str(e.value)


def _runs_alike(src: str, args, want: dict) -> None:
    """The kernel gives ``want`` on the simulator from the source and from its CUDA and
    OpenCL printings read again."""
    prog = ws.read(src)
    for p in (prog, ws.read(ws.translate(prog, "cuda").text),
              ws.read(ws.translate(prog, "opencl").text, dialect="opencl")):
        out = ws.run(p.kernels[0], ws.Launch(1, 4), args()).outputs
        for name, w in want.items():
            np.testing.assert_array_equal(out[name], w, err_msg=name)
    ws.analyze(prog.kernels[0], ws.Launch(1, 4))
    assert ws.predict(prog.kernels[0], ws.Launch(1, 4)).as_json()["kernel"]


# vLLM custom_all_gather_reduce_scatter.cuh: `template <typename P> union LamportPack` (its
# members share storage: it was laid out as a struct) initialized with a designator
LAMPORT = """
template <typename P>
union Pack { P packed; unsigned int words[sizeof(P) / sizeof(unsigned int)]; };
struct S { int a; float* p; float b; int c[2]; };
__global__ void k(const float4* x, unsigned int* o, float* f) {
  Pack<float4> v{.packed = x[threadIdx.x]};
  Pack<float4> z;
  z.packed = x[threadIdx.x];
  o[threadIdx.x] = v.words[1] + (z.words[2] == v.words[2]) + sizeof(Pack<float4>);
  S s = {.a = 3, .b = 2.5f};
  S t{.p = f, .c = {4, 5}};
  f[threadIdx.x] = s.a + s.b + (s.p == 0) + t.c[1] + t.a;
}
"""


def test_union_class_template_and_designated_initializers():
    x = np.arange(1, 17, dtype=np.float32).reshape(4, 4)
    _runs_alike(LAMPORT, lambda: {"x": x.copy(), "o": np.zeros(4, np.uint32),
                                  "f": np.zeros(4, np.float32)},
                {"o": x[:, 1].view(np.uint32) + 1 + 16,
                 "f": np.full(4, 3 + 2.5 + 1 + 5, np.float32)})


@pytest.mark.parametrize("decl, where, words", [
    ("S s = {.z = 1};", "3:37", "no member named 'z'"),
    ("S s = {.a = 1, .a = 2};", "3:45", "member 'a' initialized twice"),
    ("U u = {.w = 1u};", "3:37", "other than its first"),
    ("S s = {[0] = 1};", "3:36", "array designator"),
    ("S s = {.a.b = 1};", "3:38", "nested designator"),
])
def test_designated_initializers_refused_where_they_stand(decl, where, words):
    src = ("struct S { int a; float b; };\nunion U { float f; unsigned w; };\n"
           f"__global__ void k(int *o) {{ {decl} o[0] = 1; }}\n")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert f":{where}:" in str(e.value) and words in str(e.value), str(e.value)
