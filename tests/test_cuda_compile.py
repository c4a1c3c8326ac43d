"""NVRTC (or nvcc) compilation for sm_90 and the compiler's resource report; no GPU needed."""

import pytest

from warpsmith.backends.cuda_compile import (CompileError, compile_cuda, compiler_available,
                                             elf_sections, parse_ptxas_info)
from warpsmith.ir.errors import WarpsmithError
from warpsmith.ir.nodes import SourceLoc

pytestmark = pytest.mark.skipif(compiler_available() is None,
                                reason="no CUDA compiler: neither libnvrtc nor nvcc is installed")

SRC = r'''
extern "C" __global__ void add(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
extern "C" __global__ void tile(float* a) {
    __shared__ float s[16][33];
    __shared__ int flag[8];
    s[threadIdx.y][threadIdx.x] = a[threadIdx.x];
    if (threadIdx.x < 8) flag[threadIdx.x] = 1;
    __syncthreads();
    a[threadIdx.x] = s[threadIdx.x % 16][threadIdx.y] + flag[threadIdx.x % 8];
}
extern "C" __global__ void __launch_bounds__(128) bounded(float* a) { a[threadIdx.x] *= 2.0f; }
extern "C" __global__ void spill(float* a, int n, int k) {
    float loc[256];  /* stored at data-dependent indices: no compiler can keep it in registers */
    for (int j = 0; j < 256; ++j) loc[j] = 0.0f;
    for (int j = 0; j < 256; ++j) loc[((int)a[j] * n) & 255] += a[(j * n) % 4096];
    a[threadIdx.x] = loc[k & 255] + loc[(k * 7) & 255];
}
template <int B> __global__ void tmpl(float* a) {
    __shared__ float s[B];
    s[threadIdx.x] = a[threadIdx.x];
    __syncthreads();
    a[threadIdx.x] = s[B - 1 - threadIdx.x];
}
template __global__ void tmpl<64>(float*);
'''


def test_registers_and_no_shared():
    r = compile_cuda(SRC, "add", "sm_90")
    assert 0 < r.registers <= 255
    assert r.shared_static_bytes == 0 and r.local_bytes == 0
    assert r.max_threads_per_block == 1024 and not r.launch_bounds
    assert r.cubin[:4] == b"\x7fELF" and r.arch == "sm_90"
    assert any(n == ".text.add" for n, _t, _d in elf_sections(r.cubin))
    assert set(r.as_json()) >= {"registers", "shared_static_bytes", "local_bytes",
                                "max_threads_per_block"}


def test_static_shared_equals_declared():
    r = compile_cuda(SRC, "tile")
    assert r.shared_static_bytes == 16 * 33 * 4 + 8 * 4


def test_launch_bounds_sets_max_threads():
    r = compile_cuda(SRC, "bounded")
    assert r.max_threads_per_block == 128 and r.launch_bounds


def test_local_array_goes_to_local_memory():
    r = compile_cuda(SRC, "spill")
    assert r.local_bytes >= 1024


def test_template_instantiation_lowered_name():
    r = compile_cuda(SRC, "tmpl<64>")
    assert r.shared_static_bytes == 256 and r.lowered_name.startswith("_Z")


def test_other_arch():
    r = compile_cuda(SRC, "add", "sm_80")
    assert r.arch == "sm_80" and r.registers > 0


def test_ptx_arch_refused():
    with pytest.raises(CompileError):
        compile_cuda(SRC, "add", "compute_90")


def test_compile_error_mapped_to_user_file():
    src = 'extern "C" __global__ void k(float* a) {\n    a[0] = undefined_name;\n}\n'
    with pytest.raises(WarpsmithError) as ei:
        compile_cuda(src, "k", line_map={2: SourceLoc("user.cu", 41, 5)})
    e = ei.value
    assert e.loc is not None and e.loc.file == "user.cu" and e.loc.line == 41
    assert "undefined_name" in str(e) and "user.cu:41" in str(e)


def test_unknown_kernel():
    with pytest.raises(CompileError):
        compile_cuda(SRC.replace("template __global__ void tmpl<64>(float*);", ""), "nope")


def test_nvcc_fallback_agrees_with_nvrtc():
    import shutil

    from warpsmith.backends.cuda_compile import load_nvrtc
    if shutil.which("nvcc") is None or load_nvrtc() is None:
        pytest.skip("needs both nvcc and NVRTC")
    a = compile_cuda(SRC, "tile", compiler="nvrtc")
    b = compile_cuda(SRC, "tile", compiler="nvcc")
    assert (a.shared_static_bytes, a.local_bytes) == (b.shared_static_bytes, b.local_bytes)


def test_parse_ptxas_lines():
    log = ("ptxas info    : Compiling entry function 'k' for 'sm_90'\n"
           "ptxas info    : Function properties for k\n"
           "    16 bytes stack frame, 8 bytes spill stores, 4 bytes spill loads\n"
           "ptxas info    : Used 40 registers, used 1 barriers, 2048 bytes smem, 400 bytes cmem[0], 8 bytes cmem[3]\n")
    k = parse_ptxas_info(log)["k"]
    assert (k["registers"], k["smem"], k["frame"], k["spill_stores"], k["cmem"][3]) == (40, 2048, 16, 8, 8)


# ---------------------------------------------------------------- the corpus, printed as CUDA

def _corpus():
    try:
        from warpsmith.corpus import all_specs
        return all_specs()
    except Exception:  # corpus not importable yet
        return []


@pytest.mark.parametrize("spec", [s for s in _corpus()], ids=lambda s: s.name)
def test_corpus_kernel_compiles_for_sm90(spec):
    """Every corpus kernel, read into the IR and printed as CUDA C, compiles for sm_90."""
    from warpsmith.frontend import read_module
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.ir import find_kernel

    module = read_module(spec.path, dialect=spec.dialect, defines=spec.all_defines("ci"))
    fn = find_kernel(module, spec.kernel)
    r = compile_cuda(cuda_source(module, fn), fn.name, "sm_90", filename=f"{spec.name}.cu")
    assert 0 < r.registers <= 255
    assert r.max_threads_per_block >= 1
    assert r.local_bytes >= 0


@pytest.mark.parametrize("name", ["matmul_tiled", "transpose_tiled", "reduce_sum"])
def test_cubin_fallback_agrees_with_ptxas(name):
    """When no ptxas report is in the log (the compiler ran under ncu), the figures read
    from the cubin's own sections must be those ptxas reports."""
    from warpsmith.backends import cuda_compile as cc
    from warpsmith.backends.cuda import compile_module
    from warpsmith.corpus import spec
    from warpsmith.frontend import read_module

    s = spec(name)
    m = read_module(str(s.path), dialect=s.dialect, defines=s.all_defines("ci"))
    r = compile_module(m, s.kernel)
    entry = cc.entry_from_cubin(r.cubin, r.lowered_name, "sm_90")
    assert entry["registers"] == r.registers
    assert entry["smem"] == r.shared_static_bytes


def test_nvrtc_messages_name_the_users_file_and_line(tmp_path):
    """The CUDA text is printed with #line directives, so a message from the compiler points
    at the user's source, not at the printed text."""
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.frontend import read_module

    src = tmp_path / "user.cu"
    src.write_text("// line 1\n__global__ void k(float *a)\n{\n    a[threadIdx.x] = 2.0f;\n}\n")
    m = read_module(str(src))
    text = cuda_source(m, m.kernels[0])
    assert f'#line 4 "{src}"' in text
    broken = text.replace("2.0f", "undefined_thing")
    with pytest.raises(CompileError) as exc:
        compile_cuda(broken, "k")
    assert f"{src}(4)" in str(exc.value)
