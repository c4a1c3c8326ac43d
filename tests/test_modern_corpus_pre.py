"""Modern CUDA C++ collection (issue 18): the preprocessor and the measurement script.

Each case is a minimal reproduction, written here, of what a file of the collection
(``benchmarks/modern_corpus.py``) failed on at the baseline; each is read, printed back as
CUDA and read again. Then the script's cause classifier on synthetic error messages, and
the script without a corpus (a clear message, exit 2).
"""

from __future__ import annotations

import functools
import importlib.util
import os
import sys

import pytest

import warpsmith as ws

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "benchmarks", "modern_corpus.py")


def _round_trip(src: str, kernels: int = 1) -> str:
    prog = ws.read(src, dialect="cuda")
    assert len(prog.kernels) == kernels
    text = ws.translate(prog, "cuda").text
    again = ws.read(text, dialect="cuda")
    assert len(again.kernels) == kernels
    assert ws.translate(again, "cuda").text == text
    return text


def test_enum_field_naming_an_enum_declared_before():
    # llama.cpp's ggml: `struct ggml_tensor { enum ggml_type type; ... }` crashed the reader
    src = ("enum ggml_type { T_F32, T_F16 };\n"
           "struct tensor { enum ggml_type type; int n; };\n"
           "__global__ void k(tensor *t, int *o) { o[0] = t->n + (t->type == T_F16); }\n")
    text = _round_trip(src)
    assert "t->type == 1" in text


def test_byte_order_mark_before_a_directive():
    text = _round_trip("\ufeff#ifdef NOT_DEFINED\n#error no\n#endif\n"
                       "__global__ void k(int *p) { p[0] = 1; }\n")
    assert "p[0] = 1" in text


def test_cuda_version_macros_as_cuda_h_defines_them():
    src = ("#include <cuda.h>\n#if CUDA_VERSION >= 11000 && CUDART_VERSION >= 11000\n"
           "__global__ void k(int *p) { p[0] = CUDA_VERSION / 1000; }\n#endif\n")
    assert "p[0] = 12" in _round_trip(src)


@pytest.mark.parametrize("attr", ["[[maybe_unused]]", "[[likely]]", "[[gnu::unused]]",
                                  "[[deprecated(\"x\")]]"])
def test_cxx11_attributes_are_dropped(attr):
    src = (f"__global__ void k(int *p, int n) {{ {attr} int x = n; "
           f"if (n > 0) {attr} {{ p[0] = x; }} }}\n")
    assert "p[0] = " in _round_trip(src)


def test_subscript_of_a_subscript_is_not_an_attribute():
    text = _round_trip("__global__ void k(int *p, int *q) { p[q[0]] = 1; p[ q[1] ] = 2; }\n")
    assert "p[q[0]] = 1" in text


def test_builtin_expect_and_assume_keep_the_value():
    src = ("__global__ void k(int *p, int n) {\n"
           "  __builtin_assume(n > 0);\n"
           "  int *a = (int *)__builtin_assume_aligned(p, 16);\n"
           "  if (__builtin_expect(n > 4, 1)) a[0] = n;\n}\n")
    text = _round_trip(src)
    assert "if (n > 4)" in text


def test_preprocessor_forms_of_modern_files_read():
    # one file with what the collection's files open with: pragma once, __has_include,
    # system headers, the nvcc macros, extern "C", static_assert, __launch_bounds__ with
    # three arguments, qualifiers, a variadic macro, _Pragma, host code and C++ host types
    src = r'''#pragma once
#include <cstdio>
#include <cstdint>
#include <type_traits>
#include <cuda_runtime.h>
#include <algorithm>
#include <vector>
#if __has_include(<cuda_fp16.h>) && defined(__CUDACC__) && defined(__NVCC__)
#define HAVE_FP16 1
#else
#define HAVE_FP16 0
#endif
#if __CUDACC_VER_MAJOR__ < 11
#error too old
#endif
#define CHECK(c, ...) do { if (!(c)) printf(__VA_ARGS__); } while (0)
#define UNROLL _Pragma("unroll")
static_assert(sizeof(int) == 4, "int");
std::vector<int> host_side;
extern "C" __global__ void __launch_bounds__(256, 2, 1)
k(float *__restrict__ out, const float *__restrict__ in, int n) {
  CHECK(n > 0, "n = %d\n", n);
  float s = 0.0f;
  UNROLL for (int i = 0; i < 4; i++) s += in[i];
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  out[0] = s + HAVE_FP16;
#else
  out[0] = -1.0f;
#endif
}
int main() { k<<<1, 256>>>(nullptr, nullptr, 4); return 0; }
'''
    text = _round_trip(src)
    assert "s + 1" in text


# ----------------------------------------------------------------------------- the script


@functools.lru_cache(maxsize=1)
def _script():
    spec = importlib.util.spec_from_file_location("modern_corpus", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("message,line,cause", [
    ("template kernel 'k' is launched in the file but read only with guessed arguments "
     "(k<float>): not instantiated", "", "template not instantiated"),
    ("unknown type 'at::Tensor'", "", "PyTorch/ATen/c10 headers"),
    ("expected identifier before '<'", "AT_DISPATCH_FLOATING_TYPES(x.type(), \"k\", ([&] {",
     "PyTorch/ATen/c10 headers"),
    ("call to undeclared function '__hadd2'", "", "half/bf16/fp8"),
    ("unknown type '__nv_bfloat16'", "", "half/bf16/fp8"),
    ("undeclared identifier 'cub'", "", "CUB"),
    ("unexpected identifier 'BlockReduce'", "", "CUB"),
    ("call to undeclared function '__match_any_sync'", "", "warp match/vote"),
    ("unknown type 'thread_block_tile'", "", "cooperative groups"),
    ("call to undeclared function 'signbit'", "", "C math/libc"),
    ("undeclared identifier 'SIZE_MAX'", "", "C math/libc"),
    ("unsupported: lambda", "", "lambda"),
    ("unsupported: classes with methods", "", "class with methods"),
    ("recursion is not supported", "", "overloading"),
    ("expected ';'", "template <typename T> struct Conv { using Type = T; };",
     "template struct/alias/traits"),
    ("expected ';'", "enum class Mode { A, B };", "enum class/variadic/enable_if"),
    ("cannot find include file \"x.h\"", "#include \"x.h\"", "preprocessor"),
    ("unsupported: rounding-mode conversion __int2half_rn", "", "half/bf16/fp8"),
    ("use of undeclared identifier 'load_global'",
     "mem_access::load_global<granularity>(data, input + offset);",
     "template struct/alias/traits"),
    ("cannot find include file \"dlpack/dlpack.h\"", "", "other libraries"),
    ("expected ';' before 'mean'", "const glm::fvec3 mean = glm::make_vec3(m);",
     "other libraries"),
    ("call to undeclared function 'unpack_indices'", "Layout::unpack_indices(i, p, b);",
     "class with methods"),
    ("expression is not a compile-time constant",
     "constexpr int w = ggml_cuda_get_physical_warp_size();", "template struct/alias/traits"),
    ("expected ')'", "x = y", "other"),
])
def test_classifier(message, line, cause):
    assert _script().classify(message, line) == cause


def test_classifier_reads_the_lines_above_when_the_line_says_nothing():
    mod = _script()
    assert mod.classify("expected a function declarator", "void k(Params p) {",
                        "template<typename Ktraits, bool kDet> __global__ "
                        "__launch_bounds__(Ktraits::kNThreads)") == "template struct/alias/traits"
    assert mod.classify("expected a function declarator", "void k(Params p) {", "") == "other"


def test_classifier_ignores_project_paths():
    mod = _script()
    err = {"message": "expected ';' in /x/torch-scatter-2.1.2/csrc/a.cu", "file": None,
           "line": None}
    assert mod.cause_of(err) == "other"


def test_script_without_corpus_exits_2(tmp_path, capsys):
    mod = _script()
    assert mod.main(["--measure", "--cache", str(tmp_path / "none")]) == 2
    assert "--fetch" in capsys.readouterr().err


def test_pinned_packages_are_well_formed():
    pkgs = _script().read_packages()
    assert len(pkgs) >= 15
    for p in pkgs:
        assert p["version"] and len(p["sha256"]) == 64 and p["file"].endswith(
            (".tar.gz", ".zip"))


def test_include_rule_on_a_small_package(tmp_path):
    mod = _script()
    root = tmp_path / "pkg-1.0"
    (root / "csrc" / "ops").mkdir(parents=True)
    (root / "extra" / "hdr").mkdir(parents=True)
    (root / "setup.py").write_text('include_dirs=[os.path.join(here, "extra", "hdr")]\n')
    f = root / "csrc" / "ops" / "k.cu"
    f.write_text("__global__ void k(int *p) { p[0] = 1; }\n")
    dirs = mod.include_dirs(str(f), str(root),
                            mod.build_file_dirs(str(root)) + mod.named_dirs(str(root)))
    assert dirs[:3] == [str(root / "csrc" / "ops"), str(root / "csrc"), str(root)]
    assert str(root / "extra" / "hdr") in dirs
    assert mod.kernel_bearing(f.read_text())
    assert not mod.kernel_bearing("// __global__ void k();\nint x;\n")
    assert sys.modules.get("warpsmith") is not None


def _package_with_a_header_needing_its_includer(root):
    """A header using a type only its includer's earlier include declares (GPTQModel's
    exllamav2 ``q_gemm_kernel.cuh`` and ``MatrixView_half``), and a macro it defines."""
    (root / "ops").mkdir(parents=True)
    (root / "ops" / "view.cuh").write_text(
        "struct View { const float *p; int w; };\n")
    (root / "ops" / "kern.cuh").write_text(
        "__global__ void k(View v, float *o) { o[threadIdx.x] = v.p[threadIdx.x] * SCALE; }\n")
    (root / "ops" / "main.cu").write_text(
        '#include "view.cuh"\n#define SCALE 2.0f\n#include "kern.cuh"\n'
        "__global__ void after(int *p) { p[0] = 1; }\n")
    return root / "ops" / "kern.cuh"


def test_a_header_that_does_not_read_alone_is_read_as_its_includer_reads_it(tmp_path):
    mod = _script()
    root = tmp_path / "pkg-1.0"
    header = _package_with_a_header_needing_its_includer(root)
    f = {"path": str(header), "root": str(root), "defines": {},
         "dirs": mod.include_dirs(str(header), str(root), [])}
    with pytest.raises(mod.FileFailure, match="View"):
        mod.measure_file(f["path"], f["dirs"])
    mod._add_includer(f, [], [], {})
    assert f["includer"] == (str(root / "ops" / "main.cu"), 3)
    out = mod._worker(f)
    # the includer's text before the include, then the header: not the kernel after it
    assert out["kernels"] == 1 and out["read_in"] == str(root / "ops" / "main.cu")


def test_a_header_failing_in_its_includer_too_keeps_its_own_error(tmp_path):
    mod = _script()
    root = tmp_path / "pkg-1.0"
    header = _package_with_a_header_needing_its_includer(root)
    (root / "ops" / "main.cu").write_text('#include "kern.cuh"\n')
    f = {"path": str(header), "root": str(root), "defines": {},
         "dirs": mod.include_dirs(str(header), str(root), [])}
    mod._add_includer(f, [], [], {})
    with pytest.raises(mod.FileFailure) as e:
        mod._worker(f)
    assert e.value.error["file"] == str(header)


def test_pragma_unroll_spelled_by_an_object_like_macro_prints_back():
    # CUTLASS's `#define CUTLASS_PRAGMA_UNROLL #pragma unroll` (xFormers' sparse24 files);
    # the run and the other printers: tests/cxx_tmpl_cases.py
    src = ("#define U #pragma unroll\n#define U1 #pragma unroll 1\n#define LOOP U1\n"
           "__global__ void k(int *p) {\n  U\n  for (int i = 0; i < 4; ++i) p[i] = i;\n"
           "  LOOP\n  for (int i = 4; i < 8; ++i) p[i] = i;\n}\n")
    text = _round_trip(src)
    assert "#pragma unroll\n" in text and "#pragma unroll 1\n" in text


def test_a_header_whose_kernels_its_includer_leaves_out_keeps_its_own_error(tmp_path):
    # the includer's macro switches the header's kernel off: the unit reads (the includer's
    # own kernel before it), but the header is not read whole there
    mod = _script()
    root = tmp_path / "pkg-1.0"
    header = _package_with_a_header_needing_its_includer(root)
    (root / "ops" / "kern.cuh").write_text(
        "#ifndef NO_K\n" + (root / "ops" / "kern.cuh").read_text() + "#endif\n")
    (root / "ops" / "main.cu").write_text(
        '#include "view.cuh"\n#define SCALE 2.0f\n#define NO_K\n'
        "__global__ void before(int *p) { p[0] = 1; }\n#include \"kern.cuh\"\n")
    f = {"path": str(header), "root": str(root), "defines": {},
         "dirs": mod.include_dirs(str(header), str(root), [])}
    mod._add_includer(f, [], [], {})
    with pytest.raises(mod.FileFailure) as e:
        mod.measure_in_includer(f["path"], f["includer"], f["dirs"])
    assert "the header's kernels k are left out" in e.value.error["message"]
    with pytest.raises(mod.FileFailure, match="View"):
        mod._worker(f)


def test_programmatic_dependent_launch_calls_read_run_and_print():
    # llama.cpp's ggml_cuda_pdl_sync(): CUDA 11.8+ device runtime calls, no-ops for a
    # kernel run alone (there is no preceding grid to wait for)
    np = pytest.importorskip("numpy")
    src = ("__global__ void k(float *p, int n) { cudaGridDependencySynchronize();\n"
           "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
           "  if (i < n) p[i] = 2.0f * i;\n"
           "  cudaTriggerProgrammaticLaunchCompletion(); }\n")
    text = _round_trip(src)
    assert "cudaGridDependencySynchronize();" in text
    assert "cudaTriggerProgrammaticLaunchCompletion();" in text
    k = ws.read(src, dialect="cuda").kernel()
    out = ws.run(k, ws.Launch((2,), (32,)), {"p": np.zeros(64, np.float32), "n": 64})
    assert np.array_equal(out.outputs["p"], 2.0 * np.arange(64, dtype=np.float32))
    with pytest.raises(ws.WarpsmithError, match="no OpenCL C equivalent"):
        ws.translate(k, "opencl")


def test_alternative_operator_spellings_in_cuda():
    # deepspeed: `#if defined(__HIP_PLATFORM_AMD__) and ROCM_WAVEFRONT_SIZE == 64`
    src = ("#if defined(__CUDACC__) and not defined(FOO)\n#define X 1\n#else\n#define X 2\n"
           "#endif\n__global__ void k(int *p, int a, int b) {\n"
           "  if (a > 0 and not (b < 0) or a == b) p[0] = X;\n"
           "  p[1] = a bitand b; p[2] = compl a; int c = a; c xor_eq b; p[3] = c;\n"
           "  if (a not_eq b) p[4] = 1; }\n")
    text = _round_trip(src)
    assert "(a > 0 && !(b < 0)) || a == b" in text and "p[0] = 1" in text
    assert "a & b" in text and "~a" in text and "c ^= b" in text and "a != b" in text


def test_alternative_spellings_stay_names_in_opencl_and_print_renamed_in_cuda():
    prog = ws.read("__kernel void k(__global int *p) { int and = 1; p[0] = and; }",
                   dialect="opencl")
    cuda = ws.translate(prog, "cuda").text
    assert "and_" in cuda
    assert len(ws.read(cuda, dialect="cuda").kernels) == 1


def test_grid_constant_parameter():
    # flashinfer: `__global__ void k(const Params __grid_constant__ params)`
    src = ("struct Params { int n; float *out; };\n"
           "__global__ void k(const Params __grid_constant__ params) {\n"
           "  if (threadIdx.x < params.n) params.out[threadIdx.x] = 1.0f; }\n")
    assert "params.out[threadIdx.x] = 1.0f" in _round_trip(src)


def test_platform_macros_of_the_linux_host():
    # robin_hood.h picks its bitness with SIZE_MAX, dmlc-core its byte order with glibc's
    src = ("#if SIZE_MAX == UINT32_MAX\n#define BITS 32\n#elif SIZE_MAX == UINT64_MAX\n"
           "#define BITS 64\n#else\n#error Unsupported bitness\n#endif\n"
           "#if defined(__GLIBC__)\n#include <endian.h>\n"
           "#define LE (__BYTE_ORDER == __LITTLE_ENDIAN)\n#else\n#error endianness\n#endif\n"
           "#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__ || __SIZEOF_POINTER__ != 8\n"
           "#error host\n#endif\n"
           "__global__ void k(int *p) { p[0] = BITS + LE; }\n")
    assert "p[0] = 64 + (1234 == 1234)" in _round_trip(src)


def test_cuda_switch_of_the_build_files(tmp_path):
    mod = _script()
    root = tmp_path / "pkg"
    root.mkdir()
    (root / "CMakeLists.txt").write_text("if(USE_CUDA)\n  add_definitions(-DUSE_CUDA)\nendif()\n"
                                         "add_definitions(-DUSE_MPI)\n"
                                         "# add_definitions(-DWITH_CUDA)\n")
    (root / "setup.py").write_text("define_macros = [('WITH_CUDA', None), ('USE_ROCM', None)]\n")
    assert mod.build_file_defines(str(root)) == {"USE_CUDA": "1", "WITH_CUDA": "1"}


def test_has_include_reached_through_a_macro():
    # fmt (LightGBM): `#define FMT_HAS_INCLUDE(x) __has_include(x)` then
    # `#if FMT_HAS_INCLUDE(<bit>) && ...`
    src = ("#ifdef __has_include\n#define HAS_INCLUDE(x) __has_include(x)\n#else\n"
           "#define HAS_INCLUDE(x) 0\n#endif\n#define HAS_BUILTIN(x) __has_builtin(x)\n"
           "#if HAS_INCLUDE(<bit>) && HAS_INCLUDE(\"cuda_runtime.h\") && "
           "!HAS_INCLUDE(\"not_there.h\") && !HAS_BUILTIN(__builtin_nothing)\n"
           "#define X 1\n#else\n#define X 2\n#endif\n"
           "__global__ void k(int *p) { p[0] = X; }\n")
    assert "p[0] = 1" in _round_trip(src)


def test_summary_counts_library_failures_and_leaves_out_files_without_cuda_kernels():
    mod = _script()
    rows = [{"project": "a", "path": "a/1.cu", "pass": True, "cause": None, "seconds": 1.0},
            {"project": "a", "path": "a/2.cu", "pass": False, "cause": "CUTLASS/CuTe",
             "message": "x", "seconds": 1.0},
            {"project": "b", "path": "b/3.cu", "pass": False, "cause": "lambda",
             "message": "unsupported: lambda", "seconds": 1.0},
            {"project": "b", "path": "b/4.cu", "pass": False, "cause": "preprocessor",
             "message": mod.NO_CUDA_KERNEL + " (...)", "seconds": 1.0}]
    s = mod.summarize(rows)
    assert (s["files"], s["passed"], s["library_failures"]) == (3, 1, 1)
    assert s["rate"] == round(1 / 3, 4) and s["rate_without_library_failures"] == 0.5
    assert s["no_cuda_kernel"] == ["b/4.cu"]
    assert s["causes"] == {"CUTLASS/CuTe": 1, "lambda": 1}


def test_block_scoped_atomics_and_trap():
    """`atomicAdd_block` & co. (LightGBM) read as device-scoped atomics (at least as
    strong); `__trap()` aborts the launch: an error naming the thread and line."""
    import numpy as np

    src = """__global__ void k(int *c, float *f, int n) {
        int i = threadIdx.x;
        atomicAdd_block(c, 1);
        atomicMax_block(c + 1, i);
        atomicAdd_block(f, 1.0f);
        if (i == n) __trap();
    }"""
    k = ws.read(src).kernels[0]
    args = {"c": np.zeros(2, np.int32), "f": np.zeros(1, np.float32), "n": np.int32(99)}
    out = ws.run(k, ws.Launch(grid=1, block=32), args).outputs
    assert out["c"].tolist() == [32, 31] and out["f"][0] == 32.0
    text = ws.translate(k, "cuda").text
    assert "atomicAdd(c, 1)" in text and "__trap()" in text
    with pytest.raises(ws.WarpsmithError, match=r"line 6: __trap\(\) called by thread \(5,0,0\)"):
        ws.run(k, ws.Launch(grid=1, block=32), {**args, "n": np.int32(5)})
    # the system-scoped forms read too since the builtins work of 2026-11-27 (one GPU,
    # system scope is at least device scope for the simulator)
    sysk = ws.read("__global__ void k(int *c) { atomicAdd_system(c, 1); }").kernels[0]
    assert ws.run(sysk, ws.Launch(grid=1, block=8), {"c": np.zeros(1, np.int32)}
                  ).outputs["c"][0] == 8


def test_uninstantiated_template_is_read_with_index_types(tmp_path):
    """A template kernel no launch instantiates is read with guessed arguments; when float
    for every type fails (`i % length` on an index type), int is tried for the later type
    parameters (MinkowskiEngine's `template <typename Dtype, typename Itype>`)."""
    f = tmp_path / "copy.cu"
    f.write_text("template <typename Dtype, typename Itype>\n"
                 "__global__ void copy_map(Dtype *dst, const Dtype *src, const Itype *map,\n"
                 "                         const Itype n, const Itype length) {\n"
                 "  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                 "  const Itype k = i % length;\n"
                 "  if (i < n) dst[i] = src[map[k]];\n}\n")
    from warpsmith.frontend.check import check_program

    info = check_program(str(f))
    (k,) = info["kernels"]
    assert k["read"] is True and k["instance"] == "copy_map<float, int>"
    assert k["not_instantiated"].startswith("template, not instantiated")


def test_broadcast_of_an_expression_with_side_effects():
    """`make_float4(a[j++])` and `__float2half2_rn(a[j++])` (auto-gptq) evaluate their
    operand once: read as a broadcast, printed in CUDA through a temporary."""
    import numpy as np

    src = """#include <cuda_fp16.h>
    __global__ void k(float *a, float4 *o, __half2 *h) {
        int i = threadIdx.x, j = i, m = i;
        o[i] = make_float4(a[j++]);
        h[i] = __float2half2_rn(a[m++]);
        o[i].y += j + m;
    }"""
    k = ws.read(src).kernels[0]
    args = {"a": np.arange(4, dtype=np.float32), "o": np.zeros(16, np.float32),
            "h": np.zeros(8, np.float16)}
    out = ws.run(k, ws.Launch(grid=1, block=4), args).outputs
    i = np.arange(4, dtype=np.float32)
    want = np.stack([i, i + 2 * (i + 1), i, i], axis=1).ravel()
    np.testing.assert_array_equal(out["o"], want)
    np.testing.assert_array_equal(out["h"], np.repeat(i, 2).astype(np.float16))
    text = ws.translate(k, "cuda").text
    assert text.count("a[j++]") == 1 and text.count("a[m++]") == 1
    again = ws.run(ws.read(text).kernels[0], ws.Launch(grid=1, block=4), args).outputs
    np.testing.assert_array_equal(again["o"], out["o"])


def test_a_file_whose_own_header_the_sdist_lacks_is_found_anywhere_in_the_text():
    """The collection leaves out a file including a header of its own that the sdist does
    not ship; the include is found on any line (a second module-level regex of the same
    name, anchored to the text's start, once hid them all and counted ten such files as
    failures)."""
    mc = _script()
    text = ('// comment\n#include <cuda_runtime.h>\n#include "cutlass/array.h"\n'
            '  #  include "column_remap.cuh"\n__global__ void k() {}\n')
    assert mc.missing_local_header(text, {"other.cuh"}) == "column_remap.cuh"
    assert mc.missing_local_header(text, {"column_remap.cuh"}) is None


def test_a_header_included_from_a_directory_above_its_includer_with_an_error_guard(tmp_path):
    # a launch stub `src/stubs/k_launch.cu` includes "stubs/shim/k.cuh" relative to `src`
    # (a directory above its own), and the header refuses to be read alone with #error
    # unless the stub names its kernel by a macro (flashinfer's cake_lm_head_loss shims)
    mod = _script()
    root = tmp_path / "pkg-1.0"
    (root / "src" / "stubs" / "shim").mkdir(parents=True)
    header = root / "src" / "stubs" / "shim" / "k.cuh"
    header.write_text("#ifndef KERNEL_NAME\n#error \"define KERNEL_NAME\"\n#endif\n"
                      "__global__ void KERNEL_NAME(int *p) { p[threadIdx.x] = 2; }\n")
    stub = root / "src" / "stubs" / "k_launch.cu"
    stub.write_text('#define KERNEL_NAME named_k\n#include "stubs/shim/k.cuh"\n')
    f = {"path": str(header), "root": str(root), "defines": {},
         "dirs": mod.include_dirs(str(header), str(root), [])}
    with pytest.raises(mod.FileFailure, match="#error"):
        mod.measure_file(f["path"], f["dirs"])
    mod._add_includer(f, [], [], {})
    assert f["includer"] == (str(stub), 2)
    out = mod._worker(f)
    assert out["kernels"] == 1 and out["read_in"] == str(stub)
    # the same header whose includer defines no kernel name: its own error stays
    stub.write_text('#include "stubs/shim/k.cuh"\n')
    with pytest.raises(mod.FileFailure, match="#error"):
        mod._worker(f)
