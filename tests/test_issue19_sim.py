"""Issue 19, the simulator and frontend half: printf, reserved words in translation,
global-memory races, the step and time limits, refusals instead of internal errors, and
frontend corner cases. Each test is a minimal reproduction of the issue's report."""

from __future__ import annotations

import ctypes
import ctypes.util

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.sim_printf import format_printf
from warpsmith.backends.simulator import simulate
from warpsmith.ir.errors import SimulationError


def _sim(src: str, grid, block, args: dict, **kw):
    k = ws.read(src).kernels[0]
    return simulate(k.module, k.function, grid, block, args, **kw)


# ------------------------------------------------------------------------------ printf

PRINTF_KERNEL = r"""
__global__ void k(float *x, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) {
        printf("t%d x=%5.2f %s %c %x|%-4d|%+.3e|%g\n", i, x[i], "ok", 'A', i * 255,
               i, x[i], x[i] * 0.5f);
        if (i == 1) printf("second %u\n", -1);
    }
}
"""


def test_printf_on_the_simulator_by_block_then_thread():
    x = np.arange(4, dtype=np.float32) - 1
    r = _sim(PRINTF_KERNEL, 2, 2, {"x": x, "n": np.int32(4)})
    want = "".join("t%d x=%5.2f %s %c %x|%-4d|%+.3e|%g\n" % (i, x[i], "ok", "A", i * 255, i,
                                                            x[i], x[i] * 0.5)
                   + ("second 4294967295\n" if i == 1 else "") for i in range(4))
    assert r.printf == want


def test_printf_run_result_and_translation_to_opencl_and_back():
    k = ws.read(PRINTF_KERNEL).kernels[0]
    r = ws.run(k, ws.Launch(1, 2), {"x": "float32[2]:range", "n": "2"})
    assert r.printf.startswith("t0 x= 0.00 ok A 0|0   |+0.000e+00|0\n")
    assert r.as_json()["printf"] == r.printf
    cl = ws.translate(k, "opencl").text
    assert 'printf("t%d x=%5.2f %s %c %x|%-4d|%+.3e|%g\\n"' in cl
    back = ws.read(cl, dialect="opencl").kernels[0]
    r2 = ws.run(back, ws.Launch(1, 2), {"x": "float32[2]:range", "n": "2"})
    assert r2.printf == r.printf
    assert 'printf("second %u\\n"' in ws.translate(back, "cuda").text


_LIBC = ctypes.CDLL(ctypes.util.find_library("c"))


def _c_snprintf(fmt: str, *args) -> str:
    buf = ctypes.create_string_buffer(512)
    cargs = [ctypes.c_double(a) if isinstance(a, float) else
             ctypes.c_char_p(a.encode()) if isinstance(a, str) else ctypes.c_longlong(a)
             for a in args]
    _LIBC.snprintf(buf, 512, fmt.encode(), *cargs)
    return buf.value.decode()


@pytest.mark.parametrize("fmt,args", [
    ("%d %i %5d %-5d| %05d %+d % d %.3d", (-42, 7, 3, 3, -3, 5, 5, 7)),
    ("%u %x %X %#x %o %#o %8.4x", (-1, 255, 255, 255, 8, 8, 171)),
    ("%ld %lld %lu %lx", (-(1 << 40), 1 << 62, -1, 1 << 33)),
    ("%hd %hhu %hx", (70000, 300, -1)),
    ("%f %.0f %10.3f %-10.2f| %e %.2E %g %G %#g %+g", (1.5, 2.5, -3.14159, 2.0, 12345.678,
                                                    0.000123, 1e-5, 1e20, 1.0, 3.0)),
    ("%a %.3a", (1.5, -0.1)),
    ("%f %e %g", (float("inf"), float("-inf"), float("nan"))),
    ("%c%c %5c|%-3c|", (72, 105, 65, 66)),
    ("%s|%8s|%-8s|%.2s", ("abc", "abc", "abc", "abc")),
    ("%*d|%-*d|%.*f", (6, 42, 4, 7, 2, 3.14159)),
    ("100%% %d%%", (5,)),
    # '#' adds 0x only to a non-zero value (the H100 printed '0' where Python gives '0x0')
    ("%#x %#X %#o %#8x|", (0, 0, 0, 0)),
])
def test_printf_formats_like_c(fmt, args):
    strings = {}
    vals = []
    for a in args:
        if isinstance(a, str):
            strings[len(strings) + 1] = a
            vals.append(len(strings))
        else:
            vals.append(a)
    got = format_printf(fmt, vals, lambda v: strings[int(v)], "test")
    assert got == _c_snprintf(fmt, *args)


def test_printf_missing_argument_is_a_located_error():
    src = '__global__ void k(int *x) { printf("%d %d\\n", x[0]); }'
    with pytest.raises(SimulationError, match=r"line 1.*needs more arguments"):
        _sim(src, 1, 1, {"x": np.zeros(1, np.int32)})


# ------------------------------------------------------------------------ global races

def test_global_race_counter_increment_is_reported_with_line_and_threads():
    src = "__global__ void count(int *counter) {\n    counter[0]++;\n}\n"
    with pytest.raises(SimulationError, match=r"line 2: data race on buffer 'counter' at "
                                              r"byte offset 0: write by thread \(\d+,0,0\) "
                                              r"in block \(0,0,0\)"):
        _sim(src, 1, 256, {"counter": np.zeros(1, np.int32)})


def test_global_race_between_blocks_is_reported():
    src = "__global__ void k(int *out) {\n    if (threadIdx.x == 0) out[0] = blockIdx.x;\n}\n"
    with pytest.raises(SimulationError, match=r"line 2: .*block \([12],0,0\).*different blocks"):
        _sim(src, 3, 32, {"out": np.zeros(1, np.int32)})


def test_global_read_of_a_neighbours_element_races():
    src = "__global__ void k(float *x) {\n    int i = threadIdx.x;\n" \
          "    if (i < 63) x[i] = x[i + 1];\n}\n"
    with pytest.raises(SimulationError, match=r"line 3: data race on buffer 'x'"):
        _sim(src, 1, 64, {"x": np.arange(64, dtype=np.float32)})


RACE_FREE = {
    "barrier orders a block": """
__global__ void k(float *x) {
    int i = threadIdx.x;
    x[i] = i;
    __syncthreads();
    float v = x[(i + 1) % blockDim.x];
    __syncthreads();
    x[i] = v;
}""",
    "atomics are exempt": """
__global__ void k(int *c) { atomicAdd(&c[0], 1); }""",
    "bytes of one word by different threads": """
__global__ void k(unsigned char *b) { b[threadIdx.x] = threadIdx.x; }""",
    "fence and atomic ticket (last block reads all)": """
__device__ unsigned int ticket;
__global__ void k(float *part, float *sum) {
    if (threadIdx.x == 0) {
        part[blockIdx.x] = blockIdx.x;
        __threadfence();
        unsigned int t = atomicInc(&ticket, gridDim.x);
        if (t == gridDim.x - 1) {
            float s = 0;
            for (int b = 0; b < gridDim.x; b++) s += part[b];
            sum[0] = s;
        }
    }
}""",
}


@pytest.mark.parametrize("name", sorted(RACE_FREE))
def test_no_false_global_race(name):
    k = ws.read(RACE_FREE[name]).kernels[0]
    args = {p.name: np.zeros(64, np.int32 if "int" in str(p.type) else
                             np.uint8 if "char" in str(p.type) else np.float32)
            for p in k.function.params}
    simulate(k.module, k.function, 4 if "ticket" in name else 1, 32, args)


# --------------------------------------------------------------------- limits (bounded)

def test_step_limit_stops_an_infinite_loop_with_its_line():
    src = "__global__ void spin(int *x) {\n    int i = threadIdx.x;\n    while (1) {\n" \
          "        x[i] = 1;\n    }\n}\n"
    with pytest.raises(SimulationError, match=r"line 3: stopped at the step limit \(1000 loop "
                                              r"iterations.*thread \(0,0,0\) in block "
                                              r"\(0,0,0\) is still in the loop at line 3"):
        _sim(src, 1, 32, {"x": np.zeros(32, np.int32)}, max_steps=1000)


def test_step_limit_default_is_proportional_and_capped():
    from warpsmith.backends.simulator import default_max_steps

    assert default_max_steps({"x": np.zeros(1000, np.float32)}, 64) == 10**5 + 16 * 1064
    assert default_max_steps({"x": np.zeros(1, np.float32)}, 10**9) == 10**8


def test_time_limit_stops_a_run(monkeypatch):
    import warpsmith.backends.simulator as S

    clock = iter(range(10**6))  # every reading 1 s later than the one before
    monkeypatch.setattr(S.StepLimit, "clock", staticmethod(lambda: next(clock)))
    src = "__global__ void spin(int *x) {\n    for (;;) x[threadIdx.x] = 1;\n}\n"
    with pytest.raises(SimulationError, match=r"line 2: stopped at the time limit \(5 s"):
        _sim(src, 1, 32, {"x": np.zeros(32, np.int32)}, timeout=5)


def test_coarsen_factor_over_the_limit_or_the_threads_is_refused():
    k = ws.read("__global__ void k(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] "
                "*= 2.0f; }").kernels[0]
    r = ws.coarsen(k, ws.Launch(4, 64), factor=1048576)
    assert r.refused is not None and "over the limit of 128" in r.refused
    r = ws.coarsen(k, ws.Launch(1, 64), factor=100)
    assert r.refused is not None and "more than the 64 threads" in r.refused


# ------------------------------------------------------------ refusals, not internal errors

DIVERGENT_BARRIER = """
__global__ void k(float *x) {
    __shared__ float s[64];
    int i = threadIdx.x;
    s[i] = x[i];
    if (i < 32) {
        __syncthreads();
    }
    x[i] = s[63 - i];
}
"""


def test_coarsen_auto_refuses_a_divergent_barrier_with_its_line():
    k = ws.read(DIVERGENT_BARRIER).kernels[0]
    r = ws.coarsen(k, ws.Launch(1, 64))
    assert r.refused is not None and r.refused.startswith("line 7: barrier under control")


def test_shared_wavefronts_of_negative_relative_offsets():
    from warpsmith.analysis.replay import wavefronts

    lanes = np.arange(32)
    w = np.zeros(32, np.int64)
    # s[63 - i] relative to an unknown base: the same banks as s[i] reversed, 1 wavefront
    assert wavefronts(w, lanes, -4 * lanes, 4, np.array([0])) == 1
    assert wavefronts(w, lanes, -128 * lanes, 4, np.array([0])) == 32


# ------------------------------------------------------------- reserved words, translated

def test_opencl_names_reserved_in_cuda_are_renamed():
    src = """
int twice(int new) { return new * 2; }
__kernel void k(__global int *threadIdx, int delete) {
    int this = get_global_id(0);
    int blockDim = 1;
    threadIdx[this] = twice(delete) + blockDim;
}
"""
    k = ws.read(src, dialect="opencl").kernels[0]
    cu = ws.translate(k, "cuda").text
    assert "void k(int* threadIdx_, int delete_)" in cu and "int twice(int new_)" in cu
    back = ws.read(cu, dialect="cuda").kernels[0]
    got = ws.run(back, ws.Launch(1, 4), {"threadIdx_": "int32[4]", "delete_": "3"})
    want = ws.run(k, ws.Launch(1, 4), {"threadIdx": "int32[4]", "delete": "3"})
    assert got.outputs["threadIdx_"].tolist() == want.outputs["threadIdx"].tolist() == [7] * 4


# ---------------------------------------------------------------------------- frontend

UNICODE = """
__global__ void skalieren(float *daten, float größe, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float π = 3.0f;
    if (i < n) daten[i] = daten[i] * größe + π;
}
"""


def test_unicode_identifiers_are_read_and_printed_back():
    k = ws.read(UNICODE).kernels[0]
    assert [p.name for p in k.function.params] == ["daten", "größe", "n"]
    r = ws.run(k, ws.Launch(1, 4), {"daten": "float32[4]:range", "größe": "2", "n": "4"})
    assert r.outputs["daten"].tolist() == [3.0, 5.0, 7.0, 9.0]
    cu = ws.translate(ws.read(UNICODE), "cuda").text
    # NVRTC rejects non-ASCII identifiers, so the CUDA printer spells them in ASCII too
    assert cu.isascii() and "float gr_u00f6_u00dfe_" in cu and "float u03c0_ = 3.0f;" in cu
    cl = ws.translate(k, "opencl").text
    assert cl.isascii() and "float gr_u00f6_u00dfe_" in cl
    back = ws.read(cl, dialect="opencl").kernels[0]
    r2 = ws.run(back, ws.Launch(1, 4), {"daten": "float32[4]:range", "gr_u00f6_u00dfe_": "2",
                                        "n": "4"})
    assert r2.outputs["daten"].tolist() == r.outputs["daten"].tolist()


@pytest.mark.parametrize("ext,src,other", [
    (".cl", "__global__ void k(float *x) { x[threadIdx.x] = 1.0f; }\n", "cuda"),
    (".cu", "// an OpenCL kernel\n__kernel void k(__global float *x) "
            "{ x[get_global_id(0)] = 1.0f; }\n", "opencl"),
])
def test_other_dialects_kernels_hint_at_the_extension(tmp_path, ext, src, other):
    from warpsmith.ir.errors import SemanticError

    f = tmp_path / f"k{ext}"
    f.write_text(src)
    with pytest.raises(SemanticError, match="no kernels found reading the file as") as info:
        ws.read(f)
    assert info.value.loc.line == src.count("\n", 0, src.index("_")) + 1
    assert f"--dialect {other}" in info.value.hint and "extension" in info.value.hint
    assert len(ws.read(f, dialect=other).kernels) == 1


def test_translate_of_an_uninstantiated_template_names_it():
    from warpsmith.ir.errors import WarpsmithError

    src = """
template <int BLOCK>
__global__ void block_sum(const float *x, float *out) {
    __shared__ float s[BLOCK];
    s[threadIdx.x] = x[threadIdx.x];
}
"""
    with pytest.raises(WarpsmithError, match="template kernel 'block_sum' needs a value for "
                                             "template parameter BLOCK") as info:
        ws.translate(ws.read(src), "opencl")
    assert "--template BLOCK=VALUE" in info.value.hint and "block_sum<...>" in info.value.hint


def test_predict_refuses_a_loop_that_never_ends():
    from warpsmith.analysis.termination import endless_loop
    from warpsmith.ir.errors import Unsupported

    spin = ws.read("__global__ void spin(int *x) {\n    while (1) {\n        x[0] = 1;\n"
                   "    }\n}\n").kernels[0]
    with pytest.raises(Unsupported, match="the loop at line 2 never ends"):
        ws.predict(spin, ws.Launch(1, 32))
    ends = ws.read("__global__ void k(int *x) {\n    for (;;) {\n        switch (x[0]) "
                   "{ case 1: break; }\n        while (1) { if (x[1]) return; }\n"
                   "        if (x[0]) break;\n    }\n}\n").kernels[0]
    assert endless_loop(ends.function) is None


def test_printf_string_escapes_and_utf8_survive_translation():
    src = '__global__ void k(int *x) { printf("größe\\t%d\\001\\n", x[0]); }'
    k = ws.read(src).kernels[0]
    cl = ws.translate(k, "opencl").text
    assert 'printf("größe\\t%d\\001\\n", x[0]);' in cl
    back = ws.read(cl, dialect="opencl").kernels[0]
    r1 = ws.run(k, ws.Launch(1, 1), {"x": "int32[1]"}).printf
    assert r1 == "größe\t0\x01\n" == ws.run(back, ws.Launch(1, 1), {"x": "int32[1]"}).printf


def test_storing_the_value_a_cell_holds_is_not_a_race():
    src = """
__global__ void k(int *d, int n) {
    int i = threadIdx.x;
    int v = d[(i + 1) % n];
    d[i] = d[i] + 0;
}
"""
    _sim(src, 1, 32, {"d": np.arange(32, dtype=np.int32), "n": np.int32(32)})


def test_unicode_identifiers_compile_with_nvrtc():
    """NVRTC rejects UTF-8 identifiers ("unrecognized token", seen on the H100): the CUDA
    printer spells them in ASCII, locals included, so the kernel compiles."""
    from warpsmith.backends.cuda_compile import compiler_available

    if compiler_available() is None:
        pytest.skip("needs NVRTC (nvidia-cuda-nvrtc) or nvcc")
    src = "__global__ void k(float *d, float größe) { float π = 3.0f; d[threadIdx.x] = π * größe; }"
    report = ws.compile(ws.read(src).kernels[0], "sm_90").as_json()
    assert report["registers"] > 0


def test_unicode_kernel_name_compiles_under_its_printed_name():
    """A kernel whose own name is non-ASCII is printed under an ASCII name; the CUDA
    backend must compile and look it up under that printed name, not the source name."""
    from warpsmith.backends.cuda_compile import compiler_available

    if compiler_available() is None:
        pytest.skip("needs NVRTC (nvidia-cuda-nvrtc) or nvcc")
    src = "__global__ void größer(float *d) { d[threadIdx.x] *= 2.0f; }"
    report = ws.compile(ws.read(src).kernels[0], "sm_90").as_json()
    assert report["registers"] > 0


def test_cast_to_void_evaluates_and_discards():
    """`(void)n;` (silencing an unused parameter) and `(void)atomicAdd(..)` run: the
    operand is evaluated for its side effects and its value dropped."""
    src = """__global__ void k(float *d, int *c, int n) {
        (void)n;
        (void)atomicAdd(c, 1);
        d[threadIdx.x] = __int_as_float(__float_as_int((float)threadIdx.x));
    }"""
    res = _sim(src, 1, 32, {"d": np.zeros(32, np.float32), "c": np.zeros(1, np.int32),
                            "n": np.int32(32)})
    np.testing.assert_array_equal(res.outputs["d"], np.arange(32, dtype=np.float32))
    assert res.outputs["c"][0] == 32


def test_a_host_that_flushes_subnormals_is_refused(monkeypatch):
    """FTZ/DAZ set in the process by a fast-math library would make NumPy's subnormal
    results, and so the simulator's, silently differ from the GPU's: refused."""
    import warpsmith.backends.simulator as S

    assert S.host_flushes_subnormals() is False   # this test process keeps subnormals
    monkeypatch.setattr(S, "host_flushes_subnormals", lambda: True)
    with pytest.raises(ws.WarpsmithError, match="flushes subnormal floats"):
        _sim("__global__ void k(float *d) { d[threadIdx.x] = 1e-40f; }", 1, 32,
             {"d": np.zeros(32, np.float32)})
