"""Whole programs: scan_program (kernels, parameters, templates, launch sites), host C++
robustness, read_module on whole programs, and the missing-macro error."""

from __future__ import annotations

import json
import os
import random

import pytest

from warpsmith.ir.errors import WarpsmithError
from warpsmith.frontend.program import Param, TemplateParam, scan_program

DATA = os.path.join(os.path.dirname(__file__), "data", "programs")
REALWORLD = os.path.join(os.path.dirname(__file__), "data", "realworld")


def P(*parts):
    return os.path.join(DATA, *parts)


def line_of(path, needle, nth=1):
    """1-based line of the nth line containing ``needle`` (keeps line expectations exact
    without hard-coding numbers that edits of comments would shift)."""
    seen = 0
    with open(path) as f:
        for no, text in enumerate(f, 1):
            if needle in text:
                seen += 1
                if seen == nth:
                    return no
    raise AssertionError(f"{needle!r} not in {path}")


def launches(info):
    return [(s.kernel, s.line, s.grid, s.block, s.shared) for s in info.launches]


# --------------------------------------------------------------------------- programs


def test_2mm_polybench_with_local_headers():
    path = P("polybench", "2mm.cu")
    info = scan_program(path)
    assert [k.name for k in info.kernels] == ["mm2_kernel1", "mm2_kernel2"]
    k1 = info.kernels[0]
    assert k1.line == line_of(path, "__global__ void mm2_kernel1")
    # DATA_TYPE is a macro from 2mm.cuh: expanded in the parameter types
    assert k1.params == [Param("ni", "int"), Param("nj", "int"), Param("nk", "int"),
                         Param("nl", "int"), Param("alpha", "float"), Param("beta", "float"),
                         Param("tmp", "float *"), Param("A", "float *"), Param("B", "float *")]
    assert k1.template_params == []
    assert launches(info) == [
        ("mm2_kernel1", line_of(path, "mm2_kernel1<<<"), "grid1", "block", None),
        ("mm2_kernel2", line_of(path, "mm2_kernel2<<<"), "grid2", "block", None),
    ]
    assert info.launches[0].args == ["ni", "nj", "nk", "nl", "alpha", "beta", "tmp_gpu",
                                     "A_gpu", "B_gpu"]


def test_2mm_dataset_macro_changes_nothing_in_scan():
    info = scan_program(P("polybench", "2mm.cu"), defines={"SMALL_DATASET": "1"})
    assert [k.name for k in info.kernels] == ["mm2_kernel1", "mm2_kernel2"]


def test_gemm_typedef_data_type():
    path = P("polybench", "gemm.cu")
    info = scan_program(path)
    (k,) = info.kernels
    assert (k.name, k.line) == ("gemm_kernel", line_of(path, "__global__ void gemm_kernel"))
    assert k.params == [Param("a", "DATA_TYPE *"), Param("b", "DATA_TYPE *"),
                        Param("c", "DATA_TYPE *")]
    assert launches(info) == [("gemm_kernel", line_of(path, "gemm_kernel<<<"), "grid",
                               "block", None)]


def test_atax_and_correlation():
    path = P("polybench", "atax.cu")
    info = scan_program(path)
    assert [(k.name, k.line) for k in info.kernels] == [
        ("atax_kernel1", line_of(path, "__global__ void atax_kernel1")),
        ("atax_kernel2", line_of(path, "__global__ void atax_kernel2"))]
    assert [(s.kernel, s.grid, s.block) for s in info.launches] == [
        ("atax_kernel1", "grid1", "block"), ("atax_kernel2", "grid2", "block")]
    path = P("polybench", "correlation.cu")
    info = scan_program(path)
    assert [k.name for k in info.kernels] == ["mean_kernel", "std_kernel", "reduce_kernel",
                                             "corr_kernel"]
    assert [(s.kernel, s.line, s.grid, s.block) for s in info.launches] == [
        (n, line_of(path, f"{n}<<<"), f"grid{i}", f"block{i}")
        for i, n in enumerate(["mean_kernel", "std_kernel", "reduce_kernel", "corr_kernel"], 1)]


def test_matrixmul_template_kernel_and_instantiating_launches():
    path = P("sdk", "matrixMul.cu")
    info = scan_program(path)
    (k,) = info.kernels
    assert k.name == "MatrixMulCUDA"
    assert k.line == line_of(path, "__global__ void MatrixMulCUDA")
    assert k.template_params == [TemplateParam("int", "BLOCK_SIZE", None)]
    assert k.params == [Param("C", "float *"), Param("A", "float *"), Param("B", "float *"),
                        Param("wA", "int"), Param("wB", "int")]
    assert len(info.launches) == 4
    assert [s.template_args for s in info.launches] == [["16"], ["32"], ["16"], ["32"]]
    first = info.launches[0]
    # the line of the kernel name; the <<< is on the next line
    assert first.line == line_of(path, "MatrixMulCUDA<16>")
    assert (first.grid, first.block, first.shared, first.stream) == ("grid", "threads", "0",
                                                                     "stream")
    assert first.instance_name == "MatrixMulCUDA<16>"
    assert info.template_instances("MatrixMulCUDA") == [["16"], ["32"]]


def test_reduction_class_unsigned_bool_template_params():
    path = P("sdk", "reduction.cu")
    info = scan_program(path)
    names = [k.name for k in info.kernels]
    assert names == ["reduce0", "reduce6"]
    r6 = info.kernel("reduce6")
    assert r6.template_params == [TemplateParam("type", "T", None),
                                  TemplateParam("int", "blockSize", None),
                                  TemplateParam("bool", "nIsPow2", None)]
    assert r6.params == [Param("g_idata", "T *"), Param("g_odata", "T *"),
                         Param("n", "unsigned int")]
    # kernels come from the local header: the line is the header's
    header = P("sdk", "reduction_kernel.cuh")
    assert r6.file.endswith("reduction_kernel.cuh")
    assert r6.line == line_of(header, "__global__ void reduce6")
    sites = [s for s in info.launches if s.kernel == "reduce6"]
    assert len(sites) == 8
    assert sites[0].template_args == ["T", "512", "true"]
    assert sites[-1].template_args == ["T", "64", "false"]
    assert all((s.grid, s.block, s.shared) == ("dimGrid", "dimBlock", "smemSize") for s in sites)
    assert sites[0].line == line_of(path, "reduce6<T, 512, true>")


def test_modern_cpp_host_namespaces_lambdas_cudaLaunchKernel():
    path = P("modern", "stencil_app.cu")
    info = scan_program(path)
    assert [k.name for k in info.kernels] == ["stencil1d", "transposeTiled"]
    st = info.kernel("stencil1d")
    assert st.qualified_name == "app::stencil1d"
    assert st.params == [Param("in", "const float *"), Param("out", "float *"),
                         Param("n", "int")]
    tt = info.kernel("app::transposeTiled")
    assert tt.template_params == [TemplateParam("int", "TILE_DIM"),
                                  TemplateParam("int", "BLOCK_ROWS")]
    assert [i.template_args for i in info.instantiations] == [["32", "8"]]
    got = [(s.kernel, s.line, s.grid, s.block, s.shared, s.form) for s in info.launches]
    assert got == [
        ("stencil1d", line_of(path, "app::stencil1d<<<"), "blocks", "BLOCK", None, "chevron"),
        ("transposeTiled", line_of(path, "app::transposeTiled<app::kTile, 8><<<"), "grid",
         "block", None, "chevron"),
        ("transposeTiled", line_of(path, "cudaLaunchKernel((const void *)"), "grid", "block",
         "0", "cudaLaunchKernel"),
    ]
    assert info.launches[1].template_args == ["app::kTile", "8"]
    assert info.launches[2].template_args == ["32", "8"]
    assert info.launches[2].stream == "nullptr"


def test_histogram_macros_in_launch_kept_as_written_and_cooperative_launch():
    path = P("histogram.cu")
    info = scan_program(path)
    assert [k.name for k in info.kernels] == ["histogram256", "mergeHistogram256"]
    h = info.kernel("histogram256")
    assert h.params == [Param("d_PartialHistograms", "uint *"), Param("d_Data", "const uint *"),
                        Param("p", "struct HistParams")]
    assert launches(info) == [
        ("histogram256", line_of(path, "histogram256<<<"), "NUM_BLOCKS(wordCount)",
         "THREADS_PER_BLOCK", "BIN_COUNT * sizeof(uint)"),
        ("mergeHistogram256", line_of(path, "cudaLaunchCooperativeKernel("), "dim3(BIN_COUNT)",
         "dim3(BIN_COUNT)", "0"),
    ]
    assert info.launches[0].stream == "stream"
    assert info.launches[1].form == "cudaLaunchCooperativeKernel"


def test_opencl_kernels_address_spaces_and_typedefs():
    path = P("opencl", "nbody.cl")
    info = scan_program(path, defines={"LOCAL_SIZE": "128"})
    assert info.dialect == "opencl"
    assert [k.name for k in info.kernels] == ["integrate", "kinetic_energy"]
    integ = info.kernel("integrate")
    assert integ.line == line_of(path, "void integrate(")
    assert integ.params == [
        Param("pos_out", "__global real4 *"), Param("vel", "__global real4 *"),
        Param("pos_in", "__global const real4 *"), Param("tile", "__local real4 *"),
        Param("p", "const step_params")]
    ke = info.kernel("kinetic_energy")
    assert ke.params[0] == Param("vel", "__global const real4 *")
    assert ke.params[2] == Param("scratch", "__local real *")
    assert info.launches == []
    info = scan_program(P("opencl", "mvt_fp64.cl"))
    assert [k.name for k in info.kernels] == ["mvt_kernel1", "mvt_kernel2"]
    assert info.kernels[0].params[0] == Param("a", "__global DATA_TYPE *")


def test_opencl_double_requested_via_define():
    info = scan_program(P("opencl", "nbody.cl"), defines={"USE_DOUBLE": "1"})
    assert len(info.kernels) == 2


def test_host_cpp_file_without_kernels():
    info = scan_program(P("opencl", "nbody_host.cpp"))
    assert info.kernels == [] and info.launches == []


def test_to_json_exact_shape():
    info = scan_program(P("sdk", "matrixMul.cu"))
    d = info.to_json()
    assert set(d) == {"kernels", "launches"}
    assert set(d["kernels"][0]) == {"name", "line", "params", "template_params"}
    assert set(d["kernels"][0]["params"][0]) == {"name", "type"}
    assert d["kernels"][0]["template_params"] == [
        {"kind": "int", "name": "BLOCK_SIZE", "default": None}]
    assert set(d["launches"][0]) == {"kernel", "line", "grid", "block", "shared"}
    json.dumps(d)
    d = scan_program(P("polybench", "gemm.cu")).to_json()
    assert d["launches"][0]["shared"] is None


# --------------------------------------------------------------------------- small cases


def scan_text(text, name="t.cu", **kw):
    return scan_program(name, text=text, **kw)


def test_launch_expressions_written_with_macros_and_dim3():
    text = """#define BLOCK_SIZE 16
#define N 1024
__global__ void k(float *a) {}
void host(float *a) {
  k<<<dim3(N / 16, N / 16), BLOCK_SIZE * 2>>>(a);
  k<<<dim3(N/16,N/16),dim3(BLOCK_SIZE,BLOCK_SIZE),BLOCK_SIZE*BLOCK_SIZE*sizeof(float)>>>(a);
}
"""
    info = scan_text(text)
    assert launches(info) == [
        ("k", 5, "dim3(N / 16, N / 16)", "BLOCK_SIZE * 2", None),
        ("k", 6, "dim3(N / 16, N / 16)", "dim3(BLOCK_SIZE, BLOCK_SIZE)",
         "BLOCK_SIZE * BLOCK_SIZE * sizeof(float)"),
    ]


def test_launch_written_by_a_macro_reports_expansion():
    text = """#define LAUNCH(kern, g, b) kern<<<g, b>>>(x)
__global__ void k(int *x) {}
void h(int *x) { LAUNCH(k, 4, 64); }
"""
    info = scan_text(text)
    assert [(s.kernel, s.line, s.grid, s.block) for s in info.launches] == [("k", 3, "4", "64")]


def test_kernel_signature_from_macros_and_attributes():
    text = """#define KERNEL extern "C" __global__ void __launch_bounds__(256, 2)
#define REAL float
KERNEL scale(REAL *__restrict__ x, const REAL s, int n) { }
static __global__ void __launch_bounds__(128) k2(double2 *v, unsigned long long n, size_t m,
    const int * const * pp, float arr[4]) { }
"""
    info = scan_text(text)
    assert [k.name for k in info.kernels] == ["scale", "k2"]
    assert info.kernels[0].params == [Param("x", "float *"), Param("s", "const float"),
                                      Param("n", "int")]
    assert info.kernels[0].line == 3
    assert info.kernels[1].launch_bounds == "128"
    assert info.kernels[1].params == [Param("v", "double2 *"),
                                      Param("n", "unsigned long long"), Param("m", "size_t"),
                                      Param("pp", "const int * const *"),
                                      Param("arr", "float [4]")]


def test_template_defaults_and_specialization_and_prototype():
    text = """template <typename T = float, int N = 4 * 8, bool Fast = (N > 16)>
__global__ void k(T *x) { if (Fast) x[0] = N; }
__global__ void later(int *);
template <> __global__ void k<double, 8, false>(double *x) { x[0] = 1; }
template __global__ void k<float, 32, true>(float *);
__global__ void later(int *p) { p[0] = 0; }
"""
    info = scan_text(text)
    assert [k.name for k in info.kernels] == ["k", "later"]
    assert info.kernel("k").template_params == [
        TemplateParam("type", "T", "float"), TemplateParam("int", "N", "4 * 8"),
        TemplateParam("bool", "Fast", "(N > 16)")]
    assert info.kernel("later").line == 6
    assert [i.template_args for i in info.instantiations] == [["double", "8", "false"],
                                                             ["float", "32", "true"]]
    assert [s.template_args for s in info.specializations] == [["double", "8", "false"]]


def test_unterminated_kernel_body_is_located():
    text = "__global__ void k(float *a)\n{\n  if (a) {\n    a[0] = 1;\n}\n"
    with pytest.raises(WarpsmithError) as ei:
        scan_text(text, name="bad.cu")
    msg = str(ei.value)
    assert msg.startswith("bad.cu:2:1:"), msg
    assert "body of kernel 'k'" in msg


def test_unterminated_parameter_list_is_located():
    with pytest.raises(WarpsmithError) as ei:
        scan_text("__global__ void k(float *a, int n\n", name="p.cu")
    assert str(ei.value).startswith("p.cu:1:18:")


def test_unreadable_file_is_an_error():
    with pytest.raises(WarpsmithError) as ei:
        scan_program(P("does_not_exist.cu"))
    assert "does_not_exist.cu" in str(ei.value)


def test_missing_local_include_is_located():
    with pytest.raises(WarpsmithError) as ei:
        scan_text('#include "nowhere.cuh"\n__global__ void k() {}\n', name="inc.cu")
    assert "inc.cu:1" in str(ei.value)


def test_opencl_kernel_keyword_forms():
    text = """#define WG 64
typedef float real;
kernel void a(global real *x, local real *s, constant real *c, private int p) {}
__kernel __attribute__((reqd_work_group_size(WG, 1, 1))) void b(__global const float4 *v) {}
void helper(__global float *x) {}
"""
    info = scan_text(text, name="t.cl")
    assert [k.name for k in info.kernels] == ["a", "b"]
    assert info.kernels[0].params == [Param("x", "__global real *"), Param("s", "__local real *"),
                                      Param("c", "__constant real *"), Param("p", "__private int")]
    assert info.kernels[1].params == [Param("v", "__global const float4 *")]


# --------------------------------------------------------------------------- host C++ fuzz

HOST_SNIPPETS = [
    "#include <vector>\n#include <map>\nstd::map<int, std::vector<std::vector<float>>> g;\n",
    "template <typename T, typename U = std::vector<T>> struct Holder { U v; T get(int i) const"
    " { return v[i]; } };\n",
    "auto lam = [](int a, int b) -> int { return a >> b; };\n",
    "static int shifty(int x) { return (x << 3) >> 1 < 4 ? x >> 2 : x << 1; }\n",
    "namespace outer { namespace inner { struct S { int operator()(int x) { return x; } }; } }\n",
    "class Widget { public: Widget() try : n(0) {} catch (...) {} virtual ~Widget() = default;"
    " int n; };\n",
    "static const char *msg = \"<<<not a launch>>> { ( [ \\\" ' \";\n",
    "static const char c1 = '{', c2 = '\\'', c3 = '>';\n",
    "#define STR(x) #x\nstatic const char *s2 = STR(a<<<b>>>c);\n",
    "template <int N> struct Fact { static constexpr int value = N * Fact<N - 1>::value; };\n"
    "template <> struct Fact<0> { static constexpr int value = 1; };\n",
    "std::ostream &operator<<(std::ostream &os, const Widget &w) { return os << w.n << '\\n'; }\n",
    "int cmp(int a, int b) { return a < b && b > a; }\n",
    "void thrower() { try { throw std::runtime_error(\"x\"); } catch (const std::exception &e)"
    " { std::cerr << e.what(); } }\n",
    "using Vec = std::vector<std::pair<int, std::array<float, 3>>>;\n",
    "enum class Color : unsigned { Red = 1 << 0, Green = 1 << 1 };\n",
    "void loop() { for (auto &&[k, v] : std::map<int, int>{}) { (void)k; (void)v; } }\n",
    "/* } unbalanced in a comment { */ // and here too }\n",
    "#if 0\n__global__ void not_compiled( {\n#endif\n",
    "int arr[] = {1, 2, 3}; int (*fp)(int) = nullptr;\n",
    "extern \"C\" { int c_api(void); }\n",
]

KERNEL = "__global__ void fuzz_kernel(float *out, int n) { if (n > 0) out[0] = n >> 1; }\n"
LAUNCH = ("void launch_it(float *d, int n) {\n"
          "  std::vector<int> v{1, 2};\n"
          "  fuzz_kernel<<<(n + 255) / 256, 256>>>(d, n);\n}\n")


@pytest.mark.parametrize("seed", range(60))
def test_random_host_code_never_breaks_scanning(seed):
    rng = random.Random(seed)
    parts = rng.sample(HOST_SNIPPETS, k=rng.randint(1, 8))
    cut = rng.randint(0, len(parts))
    text = "".join(parts[:cut]) + KERNEL + "".join(parts[cut:]) + LAUNCH
    info = scan_text(text, name=f"fuzz{seed}.cu")
    assert [k.name for k in info.kernels] == ["fuzz_kernel"]
    assert [(s.kernel, s.grid, s.block, s.shared) for s in info.launches] == [
        ("fuzz_kernel", "(n + 255) / 256", "256", None)]
    assert info.launches[0].line == text.count("\n", 0, text.index("fuzz_kernel<<<")) + 1


# --------------------------------------------------------------------------- corpus


def test_realworld_corpus_scans_every_file():
    n_files = n_kernels = 0
    for root, _, files in os.walk(REALWORLD):
        for fn in files:
            if fn.endswith((".cu", ".cl")):
                path = os.path.join(root, fn)
                try:
                    info = scan_program(path, defines={"N": "1024"})
                except WarpsmithError as e:
                    if "cannot find include file" in str(e):  # see FRONTEND-FAILURES.md 1
                        continue
                    raise
                assert info.kernels, path
                n_files += 1
                n_kernels += len(info.kernels)
    assert n_files >= 30 and n_kernels >= 60


# --------------------------------------------------------------------------- read_module

try:
    from warpsmith.frontend import read_module
except ImportError:  # pragma: no cover - until the parser lands
    read_module = None

needs_reader = pytest.mark.skipif(read_module is None,
                                  reason="warpsmith.frontend.read_module not importable yet")

PROGRAMS = [
    ("polybench/2mm.cu", {}),
    ("polybench/gemm.cu", {}),
    ("polybench/atax.cu", {}),
    ("polybench/correlation.cu", {}),
    ("sdk/matrixMul.cu", {}),
    ("modern/stencil_app.cu", {}),
    ("histogram.cu", {}),
    ("needs_define.cu", {"TILE_WIDTH": "16"}),
    ("opencl/nbody.cl", {}),
    ("opencl/nbody.cl", {"USE_DOUBLE": "1"}),
    ("opencl/mvt_fp64.cl", {}),
]


def _kernel_names(module):
    return {f.source_name or f.name for f in module.functions if f.is_kernel}


@needs_reader
@pytest.mark.parametrize("rel,defines", PROGRAMS, ids=[f"{r}{'+D' if d else ''}"
                                                       for r, d in PROGRAMS])
def test_read_module_reads_every_kernel_of_the_program(rel, defines):
    path = P(*rel.split("/"))
    info = scan_program(path, defines=defines)
    module = read_module(path, defines=defines)
    assert _kernel_names(module) >= {k.name for k in info.kernels}


@needs_reader
def test_read_module_matrixmul_instances_from_launch_sites():
    module = read_module(P("sdk", "matrixMul.cu"))
    insts = sorted(dict(f.template_args)["BLOCK_SIZE"] for f in module.functions if f.is_kernel)
    assert insts == [16, 32]


@needs_reader
def test_read_module_reduction_program():
    module = read_module(P("sdk", "reduction.cu"), templates={"T": "float"})
    assert {"reduce0", "reduce6"} <= _kernel_names(module)
    # without --template: T comes from the host call reduce<float>(...) in main
    module = read_module(P("sdk", "reduction.cu"))
    insts = sorted(f.name for f in module.functions if f.is_kernel)
    assert "reduce0_float" in insts and "reduce6_float_512_true" in insts
    assert "reduce6_float_64_false" in insts and len(insts) == 9


HOST_TEMPLATE_SRC = """
template <class T, int B> __global__ void k(T *a) { a[threadIdx.x] = (T)B; }
template <class T> void run(T *d) { k<T, 64><<<1, 64>>>(d); }
template <class U> void outer(U *d) { run<U>(d); }
%s
"""


@needs_reader
def test_launch_in_host_template_resolved_through_host_calls_or_left_pending():
    # resolved through two levels of host templates
    m = read_module("t.cu", text=HOST_TEMPLATE_SRC % "void go(double *d) { outer<double>(d); }")
    assert [f.name for f in m.kernels] == ["k_double_64"]
    # no host call: the launch is ignored, the kernel stays pending, nothing fails
    m = read_module("t.cu", text=HOST_TEMPLATE_SRC % "")
    assert m.kernels == () or list(m.kernels) == []
    assert "k" in m.frontend_info.pending_templates
    # --template T=... resolves the launch's host parameter
    m = read_module("t.cu", text=HOST_TEMPLATE_SRC % "", templates={"T": "int"})
    assert [f.name for f in m.kernels] == ["k_int_64"]
    # a launch argument naming a host-only value is ignored too
    m = read_module("t.cu", text="template <int B> __global__ void k(float *a) { a[0] = B; }\n"
                    "void f(float *d, int n) { k<n><<<1, 1>>>(d); }\n")
    assert "k" in m.frontend_info.pending_templates


@needs_reader
def test_missing_build_macro_names_it_with_location_and_hint():
    path = P("needs_define.cu")
    with pytest.raises(WarpsmithError) as ei:
        read_module(path)
    msg = str(ei.value)
    line = line_of(path, "__shared__ float buf[TILE_WIDTH]")
    col = open(path).read().splitlines()[line - 1].index("TILE_WIDTH") + 1
    assert msg.startswith(f"{path}:{line}:{col}:"), msg
    assert "TILE_WIDTH" in msg
    assert "-D TILE_WIDTH=VALUE" in msg
