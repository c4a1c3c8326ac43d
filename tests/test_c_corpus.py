"""Issue 17's C-style collection (``benchmarks/c_corpus.py``): the causes its baseline found,
each from a minimal reproduction written here (no third-party code), read, printed back in
its own dialect, read again and run on the simulator against NumPy; and the script's
selection and ``-D`` rules and the host recipes (``warpsmith.corpus.c_hosts``) on small
synthetic packages."""

import os
import sys
from pathlib import Path

import numpy as np
import pytest

import warpsmith as ws

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_modules import load  # noqa: E402


def _roundtrip(src: str, dialect: str = "opencl") -> str:
    """The printed text of ``src`` in its own dialect, checked to read and print again
    unchanged."""
    text = ws.translate(ws.read(src, dialect=dialect), dialect).text
    assert ws.translate(ws.read(text, dialect=dialect), dialect).text == text
    return text


# ---------------------------------------------------------------- a sampler in a variable

LOCAL_SAMPLER = """
__kernel void k(__read_only image2d_t img, __global float *out) {
    const sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                          CLK_FILTER_NEAREST;
    int i = get_global_id(0);
    out[i] = read_imagef(img, smp, (int2)(i - 1, 0)).x;
}
"""


def test_sampler_in_a_function_variable_prints_and_runs():
    # was an internal error (the printer had no literal for a sampler constant)
    text = _roundtrip(LOCAL_SAMPLER)
    assert "CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST" \
        in text
    img = np.arange(8, dtype=np.float32).reshape(1, 8, 1)
    k = ws.read(LOCAL_SAMPLER, dialect="opencl").kernel()
    out = ws.run(k, ws.Launch(grid=1, block=8), {
        "img": ws.Texture(img), "out": np.zeros(8, np.float32)}).outputs["out"]
    np.testing.assert_array_equal(out, np.clip(np.arange(8) - 1, 0, 7))  # clamp to edge
    with pytest.raises(ws.Unsupported, match="not translated to CUDA"):
        ws.translate(ws.read(LOCAL_SAMPLER, dialect="opencl"), "cuda")


# ---------------------------------------------------------------- struct tags in C

TAG_AS_NAME = """
typedef struct params { int n; float scale; } params_t;
__kernel void k(__global float *params, int n) {
    params_t p;
    p.n = n;
    p.scale = 2.0f;
    int i = get_global_id(0);
    if (i < p.n) params[i] = p.scale * i;
}
"""


@pytest.mark.parametrize("to", ["opencl", "cuda"])
def test_opencl_variable_named_like_a_struct_tag(to):
    # OpenCL C (C99) keeps struct tags apart from variables (hashcat's ``typedef struct
    # kernel_param {..} kernel_param_t;`` and a parameter ``kernel_param``); the printed
    # ``typedef struct params {..} params;`` makes the tag a type, so the printers rename
    # the variable, never the type
    k = ws.read(TAG_AS_NAME, dialect="opencl").kernel()
    text = ws.translate(k, to).text
    assert "params_" in text
    again = ws.read(text, dialect=to)
    assert len(again.kernels) == 1
    for kk in (k, again.kernel()):
        name = kk.params[0][1]
        out = ws.run(kk, ws.Launch(grid=1, block=8), {
            name: np.zeros(8, np.float32), "n": 5}).outputs[name]
        np.testing.assert_array_equal(out, [0, 2, 4, 6, 8, 0, 0, 0])


def test_cuda_struct_name_stays_a_type():
    src = ("struct P { int n; };\n"
           "__global__ void k(int *o, P *p) { P q = p[0]; o[0] = q.n; }\n")
    assert "P q = p[0];" in _roundtrip(src, "cuda")


# ---------------------------------------------------------------- the script's rules


def test_selection_rule_and_piglit_build_options(tmp_path):
    cc = load("c_corpus")
    macros = frozenset({"KERNEL_FQ"})
    assert cc.c_style("a.cl", "kernel void k(global int *p) {}", macros) is None
    assert cc.c_style("a.cl", "KERNEL_FQ void k(global int *p) {}", macros) is None
    assert cc.c_style("a.cl", "// kernel void k()\nint f(void);", macros) == "no kernel"
    assert cc.c_style("a.cu", "__global__ void k(int *p) {}", macros) is None
    assert cc.c_style("a.cu", "template <int N> __global__ void k(int *p) {}",
                      macros) == "C++ (template/class/namespace)"
    root = tmp_path / "piglit-1"
    test = root / "tests" / "cl" / "t.cl"
    test.parent.mkdir(parents=True)
    test.write_text("/*!\n[config]\nbuild_options: -D A=2 -DB -I tests\n!*/\n"
                    "kernel void k(global int *o) { o[0] = A + B; }\n")
    dirs, defines = cc.options({"project": "piglit", "root": str(root), "path": str(test)})
    assert defines == {"A": "2", "B": "1"}
    assert str(root / "tests") in dirs and str(test.parent) in dirs


def test_classifier_names_the_causes():
    cc = load("c_corpus")
    host = "host-supplied macro or template missing"
    assert cc.classify("call to undeclared function 'shuffle2'") == "missing OpenCL built-in"
    assert cc.classify("call to undeclared function 'vload_half4'") == \
        "missing OpenCL built-in"
    assert cc.classify("call to undeclared function 'my_helper'").startswith(
        "function defined in another file")
    assert cc.classify("use of undeclared identifier 'NBINS'") == host
    assert cc.classify("recursion").startswith("recursion")
    assert cc.classify("expected a type before 'IMAGE_src_TYPE'") == host
    assert cc.classify("unknown type name 'POS_src2_TYPE'") == host  # a host macro
    assert cc.classify("unknown type name 'cfloat_t'") == \
        "unknown type name (host-prepended or library header)"
    assert cc.classify("unsupported: function pointer",
                       "global const uchar (*const xt)[6])").startswith("pointer to an array")
    assert cc.classify("translate succeeded but left out the listed kernel 'k' (a bug)") == \
        "translate leaves out a listed kernel"


def test_measure_file_passes_a_plain_kernel(tmp_path):
    cc = load("c_corpus")
    p = tmp_path / "k.cl"
    p.write_text("kernel void k(global int *o) { o[get_global_id(0)] = 1; }\n")
    assert cc.measure_file(str(p), [str(tmp_path)], {}) == {"kernels": 1}
    assert os.path.exists(p)


# ---------------------------------------------------------------- darktable's declarations

def test_opencl_pointer_to_constant_in_a_function():
    # `constant float *w = gw + rad;` is a private pointer to constant memory (was refused
    # as a __constant__ variable inside a function)
    src = ("__kernel void k(__constant float *gw, __global float *out) {\n"
           "    constant float *w = gw + 2;\n"
           "    out[get_global_id(0)] = w[get_global_id(0)] + w[-2];\n}\n")
    assert "__constant float* w = gw + 2;" in _roundtrip(src)
    k = ws.read(src, dialect="opencl").kernel()
    out = ws.run(k, ws.Launch(grid=1, block=4), {
        "gw": np.arange(8, dtype=np.float32), "out": np.zeros(4, np.float32)}).outputs["out"]
    np.testing.assert_array_equal(out, np.arange(4) + 2)
    with pytest.raises(ws.Unsupported, match="__constant__ variable inside a function"):
        ws.read("__kernel void k(__global float *o) { constant float c = 1.0f; o[0] = c; }",
                dialect="opencl")


@pytest.mark.parametrize("to", ["opencl", "cuda"])
def test_pointer_to_array_parameter(to):
    # `global const uchar (*const xtrans)[6]` was read as a function pointer; the printers
    # already wrote a `T a[][N]` parameter in this form, which did not read back
    src = ("__kernel void k(global const uchar (*const a)[3], __global int *out) {\n"
           "    int i = get_global_id(0);\n    out[i] = a[i][0] + a[i][2];\n}\n")
    k = ws.read(src, dialect="opencl").kernel()
    text = ws.translate(k, to).text
    assert "(* const a)[3]" in text
    again = ws.read(text, dialect=to).kernel()
    for kk in (k, again):
        out = ws.run(kk, ws.Launch(grid=1, block=4), {
            "a": np.arange(12, dtype=np.uint8), "out": np.zeros(4, np.int32)}).outputs["out"]
        np.testing.assert_array_equal(out, [2, 8, 14, 20])
    # a local pointer to an array reads too (the general declarator of the asm branch)
    local = ws.read("__kernel void k(__global int *o) { int (*p)[2] = 0; o[0] = 1; }",
                    dialect="opencl").kernel()
    assert "int (* p)[2] = 0;" in ws.translate(local, "opencl").text


# ---------------------------------------------------------------- OpenCL 1.2 built-ins

POWERS = """
__kernel void k(__global const float *x, __global const int *n, __global float *o,
                __global float *w) {
    int i = get_global_id(0);
    float ip;
    o[5 * i] = pown(x[i], n[i]);
    o[5 * i + 1] = rootn(x[i], n[i]);
    o[5 * i + 2] = powr(x[i], 0.5f);
    o[5 * i + 3] = fract(x[i], &ip);
    w[i] = ip;
    o[5 * i + 4] = fast_length((float2)(x[i], 1.0f));
}
"""


def test_opencl_powers_fract_and_fast_geometry():
    text = _roundtrip(POWERS)
    assert "pown(x[i], n[i])" in text and "fract(x[i], &ip)" in text
    assert "length((float2)(x[i], 1.0f))" in text  # fast_length read as length
    x = np.array([2.5, -8, 4, -1.25, 27, 1, -1e-10, -0.0], np.float32)
    n = np.array([3, 3, 2, 0, -3, 5, 2, 1], np.int32)
    r = ws.run(ws.read(POWERS, dialect="opencl").kernel(), ws.Launch(grid=1, block=8), {
        "x": x, "n": n, "o": np.zeros(40, np.float32), "w": np.zeros(8, np.float32)})
    o, w = r.outputs["o"].reshape(8, 5), r.outputs["w"]
    # values from OpenCL C 1.2 6.12.2 and the special cases of 7.5.1
    np.testing.assert_allclose(o[[0, 1, 2, 4], 0], [15.625, -512, 16, 1 / 27 ** 3], rtol=1e-6)
    np.testing.assert_allclose(o[[0, 1, 2, 4], 1], [2.5 ** (1 / 3), -2, 2, 1 / 3], rtol=1e-6)
    assert np.isnan(o[3, 1])                      # rootn(x, 0)
    assert np.isnan(o[1, 2]) and o[2, 2] == 2     # powr of a negative x; powr(4, 0.5)
    assert np.signbit(o[7, 1]) and not np.signbit(o[7, 2])  # rootn(-0, 1) = -0, powr: +0
    assert o[3, 3] == 0.75 and w[3] == -2         # fract(-1.25) = 0.75, floor -2
    assert o[6, 3] == np.nextafter(np.float32(1), np.float32(0)) and w[6] == -1
    np.testing.assert_allclose(o[:, 4], np.hypot(x, 1), rtol=1e-6)


def test_opencl_powers_in_cuda():
    # printed in CUDA through the expansions of docs/realcode.md; the CUDA text must run as
    # the OpenCL original does
    x = np.array([2.5, 8, 4, 1.25, 27, 1, 1e-10, 3], np.float32)
    for fn in ("pown(o[i], n)", "rootn(o[i], n)", "powr(o[i], 0.5f)"):
        src = ("__kernel void k(__global float *o, int n) { int i = get_global_id(0); "
               f"o[i] = {fn}; }}")
        k = ws.read(src, dialect="opencl").kernel()
        cuda = ws.read(ws.translate(k, "cuda").text).kernel()
        outs = [ws.run(kk, ws.Launch(grid=1, block=8), {"o": x, "n": 3}).outputs["o"]
                for kk in (k, cuda)]
        np.testing.assert_allclose(outs[1], outs[0], rtol=4e-7)


SHUFFLES = """
__kernel void k(__global const int4 *a, __global const int4 *b, __global int8 *o,
                __global int2 *p) {
    int i = get_global_id(0);
    uint8 m = (uint8)(7, 0, 5, 2, 1, 6, 3, 12);
    o[i] = shuffle2(a[i], b[i], m);
    p[i] = shuffle(a[i], (uint2)(3, i));
}
"""


def test_opencl_shuffle_and_shuffle2():
    text = _roundtrip(SHUFFLES)
    assert "shuffle2(a[i], b[i], m)" in text and "shuffle(a[i], (uint2)(3, i))" in text
    a, b = np.arange(16, dtype=np.int32), 100 + np.arange(16, dtype=np.int32)
    r = ws.run(ws.read(SHUFFLES, dialect="opencl").kernel(), ws.Launch(grid=1, block=4), {
        "a": a, "b": b, "o": np.zeros(32, np.int32), "p": np.zeros(8, np.int32)})
    both = np.concatenate([a.reshape(4, 4), b.reshape(4, 4)], axis=1)
    mask = np.array([7, 0, 5, 2, 1, 6, 3, 12]) % 8
    np.testing.assert_array_equal(r.outputs["o"].reshape(4, 8), both[:, mask])
    np.testing.assert_array_equal(r.outputs["p"].reshape(4, 2),
                                  [[a[4 * i + 3], a[4 * i + i % 4]] for i in range(4)])
    one = "__kernel void k(__global int2 *p) { p[0] = shuffle(p[0], (uint2)(1, 0)); }"
    cuda = ws.read(ws.translate(ws.read(one, dialect="opencl"), "cuda").text).kernel()
    np.testing.assert_array_equal(ws.run(cuda, ws.Launch(1, 1), {"p": np.array(
        [5, 9], np.int32)}).outputs["p"], [9, 5])  # printed in CUDA lane by lane
    with pytest.raises(ws.SemanticError, match="unsigned mask"):
        ws.read(one.replace("(uint2)", "(int2)"), dialect="opencl")


STMT_EXPR = """
#define PICK(kind) ({ switch (kind) { case 0: { y = x + 1.f; break; } default: y = x * 2.f; } })
__kernel void k(__global float *o, int kind) {
    float x = o[get_global_id(0)], y = 0.f;
    PICK(kind);
    int z = ({ int t = kind + 1; t * 3; });
    o[get_global_id(0)] = y + z;
}
"""


def test_opencl_gnu_statement_expression():
    # darktable's macros wrap a switch in `({ ... })` (GCC and Clang accept it in C); read
    # as in CUDA (a local function taking the variables it uses by address)
    p = ws.read(STMT_EXPR, dialect="opencl")
    text = ws.translate(p, "opencl").text
    again = ws.read(text, dialect="opencl")
    x = np.arange(4, dtype=np.float32)
    for kind, want in ((0, x + 1 + 3), (1, 2 * x + 6)):
        for k in (p.kernel(), again.kernel()):
            out = ws.run(k, ws.Launch(grid=1, block=4), {"o": x.copy(), "kind": kind})
            np.testing.assert_array_equal(out.outputs["o"], want)


def test_preprocessed_tokens_are_used_again_only_for_unchanged_headers(tmp_path):
    (tmp_path / "v.h").write_text("#define V 1\n")
    src = tmp_path / "k.cl"
    src.write_text('#include "v.h"\n__kernel void k(__global int *o) { o[0] = V; }\n')

    def value():
        k = ws.read(str(src), includes=[str(tmp_path)]).kernel()
        return ws.run(k, ws.Launch(grid=1, block=1), {"o": np.zeros(1, np.int32)}
                      ).outputs["o"][0]
    assert value() == 1 and value() == 1
    (tmp_path / "v.h").write_text("#define V 2\n")
    assert value() == 2


def test_opencl_float_to_int_conversions_with_a_rounding_mode():
    # convert_int_rtp/_rtn/_rte of a float: rounded in the float type, then converted
    src = ("__kernel void k(__global const float *x, __global int *o) {\n"
           "    int i = get_global_id(0);\n"
           "    o[4 * i] = convert_int_rtp(x[i]);\n    o[4 * i + 1] = convert_int_rtn(x[i]);\n"
           "    o[4 * i + 2] = convert_int_rte(x[i]);\n"
           "    o[4 * i + 3] = convert_int_sat_rtp(x[i] * 1e10f);\n"
           "    if (i == 0) o[16] = convert_int_rtp((long)i + 7);\n}\n")
    text = _roundtrip(src)
    # printed saturating (the simulated conversion saturates, as the H100 does)
    assert "convert_int_sat_rtp(x[i])" in text and "convert_int_sat_rtp(x[i] * 1e10f)" in text
    x = np.array([1.5, -1.5, 2.5, 0.2], np.float32)
    out = ws.run(ws.read(src, dialect="opencl").kernel(), ws.Launch(grid=1, block=4), {
        "x": x, "o": np.zeros(17, np.int32)}).outputs["o"]
    assert out[16] == 7  # integer to integer: the rounding mode changes nothing
    out = out[:16].reshape(4, 4)
    np.testing.assert_array_equal(out[:, :3], np.stack([np.ceil(x), np.floor(x), np.rint(x)],
                                                       axis=1))
    big = np.ceil(x[3] * np.float32(1e10))
    np.testing.assert_array_equal(out[:, 3], [2 ** 31 - 1, -2 ** 31, 2 ** 31 - 1, big])
    # long to float rounded up: a rounding conversion of the builtins branch (exact)
    up = ws.read("__kernel void k(__global float *o, long n) { o[0] = convert_float_rtp(n); }",
                 dialect="opencl").kernel()
    assert ws.run(up, ws.Launch(1, 1), {"o": np.zeros(1, np.float32), "n": 2 ** 24 + 1}
                  ).outputs["o"][0] == 2 ** 24 + 2


def test_runner_stops_a_worker_at_its_cpu_time_limit():
    from warpsmith.corpus import public

    def spin(f):
        while True:
            pass

    def row(f, out, seconds):
        return out
    files = [{"path": "a.cl"}]
    (out,) = public.run_files(files, 1, 1, spin, row, clock="cpu")
    assert out["stage"] == "timeout" and "CPU time" in out["error"]["message"]
    (out,) = public.run_files(files, 1, 60, lambda f: {"kernels": 1}, row, clock="cpu")
    assert out == {"pass": True, "kernels": 1}


def test_pointer_in_parentheses_and_upsample():
    # darktable: `global const int (*const ips)`; piglit: upsample(hi, lo)
    src = ("__kernel void k(global const int (*const ips), __global const short *h,\n"
           "                __global const ushort *l, __global int *o, __global ulong2 *v) {\n"
           "    int i = get_global_id(0);\n    int (*q) = o;\n"
           "    q[i] = upsample(h[i], l[i]) + ips[i];\n"
           "    v[i] = upsample((uint2)(i, 1), (uint2)(7, 0xffffffffu));\n}\n")
    text = _roundtrip(src)
    assert "__global const int* const ips" in text and "upsample(h[i], l[i])" in text
    h = np.array([-1, 2, -32768], np.int16)
    lo = np.array([0xFFFF, 3, 1], np.uint16)
    r = ws.run(ws.read(src, dialect="opencl").kernel(), ws.Launch(grid=1, block=3), {
        "ips": np.array([0, 10, 0], np.int32), "h": h, "l": lo, "o": np.zeros(3, np.int32),
        "v": np.zeros(6, np.uint64)})
    want = (h.astype(np.int64) * 65536 + lo).astype(np.int32) + [0, 10, 0]
    np.testing.assert_array_equal(r.outputs["o"], want)
    np.testing.assert_array_equal(r.outputs["v"].reshape(3, 2)[:, 0], [7, 2 ** 32 + 7,
                                                                       2 ** 33 + 7])
    assert (r.outputs["v"].reshape(3, 2)[:, 1] == 2 ** 33 - 1).all()
    with pytest.raises(ws.SemanticError, match="upsample"):
        ws.read("__kernel void k(__global int *o) { o[0] = upsample(o[0], o[1]); }",
                dialect="opencl")


# ---------------------------------------------------------------- host recipes (c_hosts)

from warpsmith.corpus import c_hosts  # noqa: E402

CLE_KERNEL = """
__kernel void copy_slice(IMAGE_dst_TYPE dst, IMAGE_src_TYPE src, int slice) {
  const int x = get_global_id(0);
  const int y = get_global_id(1);
  const int2 pos2 = (int2){x, y};
  const float v = READ_src_IMAGE(src, sampler, pos2).x;
  WRITE_dst_IMAGE(dst, (int4)(x, y, slice, 0), CONVERT_dst_PIXEL_TYPE(v));
}
"""

#: the few preamble functions the generated macros call (pyclesperanto's preamble.cl has
#: them for every type; written here for float)
CLE_PREAMBLE = """
__constant sampler_t sampler = CLK_NORMALIZED_COORDS_FALSE | CLK_FILTER_NEAREST;
inline float clij_convert_float_sat(float v) { return v; }
inline float2 read_buffer2df(int w, int h, int d, __global float *b, sampler_t s, int2 p) {
  return (float2)(b[p.x + p.y * w], 0);
}
inline void write_buffer3df(int w, int h, int d, __global float *b, int4 p, float v) {
  b[p.x + p.y * w + p.z * w * h] = v;
}
"""


def test_pyclesperanto_defines_mirror_the_host_per_image():
    keys = c_hosts.cle_image_keys(CLE_KERNEL)
    assert keys == ["dst", "src"]
    dims = {k: c_hosts.cle_key_ndim(CLE_KERNEL, k, 3) for k in keys}
    assert dims == {"dst": 3, "src": 2}  # an int4 write, a read through an int2 variable
    gen = c_hosts.cle_defines(keys, dims)
    assert "#define IMAGE_src_TYPE int image_size_src_width, int image_size_src_height, " \
           "int image_size_src_depth,  __global float*" in gen
    assert "#define POS_dst_INSTANCE(pos0,pos1,pos2,pos3) (int4)(pos0, pos1, pos2, 0)" in gen
    assert "read_buffer2df(GET_IMAGE_WIDTH(a)" in gen and "write_buffer3df(" in gen
    program = ws.read(gen + CLE_PREAMBLE + CLE_KERNEL, dialect="opencl")
    k = program.kernel("copy_slice")
    assert [name for _, name in k.params][:4] == [
        "image_size_dst_width", "image_size_dst_height", "image_size_dst_depth", "dst"]
    _roundtrip(gen + CLE_PREAMBLE + CLE_KERNEL)


#: a position variable declared with the image's own type and assigned ``(int2)``
#: literals afterwards, as in clij-opencl-kernels/kernels/distance_matrix_to_mesh_x.cl
#: (written here): only a 2-D binding builds
CLE_ASSIGNED_POS = """
__kernel void k(IMAGE_src_TYPE src, IMAGE_dst_TYPE dst) {
  const int i = get_global_id(0);
  POS_src_TYPE pos = POS_src_INSTANCE(i, 0, 0, 0);
  const float a = READ_src_IMAGE(src, sampler, pos).x;
  pos = (int2){i, 1};
  const float b = READ_src_IMAGE(src, sampler, pos).x;
  WRITE_dst_IMAGE(dst, (int4)(i, 0, 0, 0), CONVERT_dst_PIXEL_TYPE(a + b));
}
"""


def test_pyclesperanto_position_assigned_an_int2_literal_binds_a_2d_image():
    from warpsmith.ir.errors import SemanticError
    keys = c_hosts.cle_image_keys(CLE_ASSIGNED_POS)
    dims = {k: c_hosts.cle_key_ndim(CLE_ASSIGNED_POS, k, 3) for k in keys}
    assert dims == {"src": 2, "dst": 3}
    assert c_hosts.cle_key_ndim("pos == (int2)(1, 2); READ_src_IMAGE(src, s, pos)",
                                "src", 3) == 3  # a comparison is no assignment
    _roundtrip(c_hosts.cle_defines(keys, dims) + CLE_PREAMBLE + CLE_ASSIGNED_POS)
    # bound as 3-D, the int4 position takes an int2: no implicit conversion between
    # vector types (OpenCL C 1.2, 6.2.1; PoCL refuses it too)
    read3 = ("inline float2 read_buffer3df(int w, int h, int d, __global float *b, "
             "sampler_t s, int4 p) { return (float2)(b[p.x], 0); }\n")
    with pytest.raises(SemanticError, match="cannot convert int2 to int4"):
        ws.read(c_hosts.cle_defines(keys, 3) + CLE_PREAMBLE + read3 + CLE_ASSIGNED_POS,
                dialect="opencl")


#: an image parameter declared under another image's key (``IMAGE_a_TYPE b``), as in
#: pyclesperanto's clij-opencl-kernels/kernels/replace_pixels_if_zero_x.cl (written here)
CLE_WRONG_KEY = """
__kernel void k(IMAGE_a_TYPE a, IMAGE_a_TYPE b, IMAGE_dst_TYPE dst) {
  const int x = get_global_id(0);
  const POS_b_TYPE pb = POS_b_INSTANCE(x, 0, 0, 0);
  WRITE_dst_IMAGE(dst, pb, CONVERT_dst_PIXEL_TYPE(1.0f));
}
"""


def test_pyclesperanto_image_under_another_key_builds_under_no_binding():
    # the host generates macros for the keys its caller passes: with the declared keys
    # (the recipe's rule) POS_b_TYPE is never defined; a caller passing b as well gets
    # a's three size parameters twice. A compiler refuses both, and so does the reader.
    from warpsmith.ir.errors import SemanticError, SyntaxErrorAt
    keys = c_hosts.cle_image_keys(CLE_WRONG_KEY)
    assert keys == ["a", "dst"]
    with pytest.raises(SyntaxErrorAt, match="unknown type name 'POS_b_TYPE'"):
        ws.read(c_hosts.cle_defines(keys, 3) + CLE_PREAMBLE + CLE_WRONG_KEY,
                dialect="opencl")
    with pytest.raises(SemanticError,
                       match="redefinition of parameter 'image_size_a_width'"):
        ws.read(c_hosts.cle_defines(["a", "b", "dst"], 3) + CLE_PREAMBLE + CLE_WRONG_KEY,
                dialect="opencl")


def test_pyclesperanto_unit_puts_generated_text_and_preamble_first(tmp_path):
    tier0 = tmp_path / "pyclesperanto_prototype" / "_tier0"
    tier0.mkdir(parents=True)
    (tier0 / "preamble.cl").write_text(CLE_PREAMBLE)
    kfile = tmp_path / "pyclesperanto_prototype" / "_tier1" / "copy_slice_2d_x.cl"
    kfile.parent.mkdir()
    kfile.write_text("__kernel void k(IMAGE_src_TYPE src) { }\n")
    u = c_hosts.unit("pyclesperanto-prototype", str(kfile), str(tmp_path), {})
    labels = [label for label, _ in u.parts]
    assert labels[1:] == ["_tier0/preamble.cl", "copy_slice_2d_x.cl"]
    assert "#define POS_src_TYPE int2" in u.parts[0][1]  # the file name says 2-D
    assert u.text().index("MAX_ARRAY_SIZE") < u.text().index("clij_convert_float_sat")


def _resources(tmp_path):
    silx = tmp_path / "silx-1" / "src" / "silx" / "resources" / "opencl"
    fai = tmp_path / "pyfai-1" / "src" / "pyFAI" / "resources" / "openCL"
    silx.mkdir(parents=True)
    fai.mkdir(parents=True)
    (silx / "doubleword.cl").write_text("float2 dw_plus_fp(float2 a, float b) "
                                        "{ return (float2)(a.x + b, a.y); }\n")
    (fai / "preprocess.cl").write_text('#include "for_eclipse.h"\n'
                                       "kernel void pre(global float *p) { p[0] = NIMAGE; }\n")
    (fai / "ocl_histo.cl").write_text(
        '#include "for_eclipse.h"\n'
        "kernel void h(global float2 *o) { o[0] = dw_plus_fp(o[0], NBINS); }\n")
    return {"silx": str(tmp_path / "silx-1"), "pyfai": str(tmp_path / "pyfai-1")}, fai


def test_pyfai_unit_concatenates_in_the_hosts_order_without_includes(tmp_path):
    roots, fai = _resources(tmp_path)
    u = c_hosts.unit("pyfai", str(fai / "ocl_histo.cl"), roots["pyfai"], roots)
    assert [label.split(" ")[0] for label, _ in u.parts] == [
        "silx:doubleword.cl", "pyfai:preprocess.cl", "pyfai:ocl_histo.cl"]
    assert "#include" not in u.text()
    assert u.defines["NBINS"] == "1000" and u.defines["WORKGROUP_SIZE"] == "64"
    program = ws.read(u.text(), dialect="opencl", defines=u.defines)
    assert {k.name for k in program.kernels} == {"pre", "h"}
    # preprocess.cl is first built by its own class (preproc.py), alone
    pre = c_hosts.unit("pyfai", str(fai / "preprocess.cl"), roots["pyfai"], roots)
    assert len(pre.parts) == 1 and "NBINS" not in pre.defines
    # a file no host program lists gets no unit
    (fai / "unused.cl").write_text("kernel void u(global int *p) { p[0] = NIMAGE; }\n")
    assert c_hosts.unit("pyfai", str(fai / "unused.cl"), roots["pyfai"], roots) is None


def test_program_for_and_drop_includes():
    programs = [("a.py", ("x.cl", "y.cl", "z.cl"), {"N": "1"}), ("b.py", ("y.cl",), {})]
    assert c_hosts.program_for("y.cl", programs) == ("a.py", ("x.cl", "y.cl"), {"N": "1"})
    assert c_hosts.program_for("w.cl", programs) is None
    assert c_hosts.drop_includes('#include "a.h"\n #include "b.h"\nint x;\n') == \
        ' #include "b.h"\nint x;\n'  # only lines starting '#include ', as read_cl_file


def test_gputools_renders_its_template_and_passes_the_functions_switches(tmp_path):
    pytest.importorskip("mako")
    kdir = tmp_path / "gputools" / "convolve" / "kernels"
    kdir.mkdir(parents=True)
    tpl = kdir / "median_filter.cl"
    tpl.write_text("__kernel void m(__global ${DTYPE} *a) { a[0] = ${FSIZE_X} + ${CVAL}; }\n")
    u = c_hosts.unit("gputools", str(tpl), str(tmp_path), {})
    assert "__global float *a) { a[0] = 3 + 0; }" in u.text()
    sep = kdir / "convolve_sep.cl"
    sep.write_text("__kernel void s(__global DTYPE *a) { a[0] = 1; }\n")
    u = c_hosts.unit("gputools", str(sep), str(tmp_path), {})
    assert u.defines == {"DTYPE": "float"}
    _roundtrip(ws.translate(ws.read(u.text(), dialect="opencl", defines=u.defines),
                            "opencl").text)
    assert c_hosts.geometric_mappings("c0,c1", 2) == {"FUNC2": "c1,c0", "FUNC3": "c2,c1,c0"}
    assert c_hosts.geometric_mappings("c0,2*c1,c2", 3)["FUNC3"] == "c2,2*c1,c0"


def test_host_options_pyopencl_include_and_hashcat_modes(tmp_path):
    cl = tmp_path / "pyopencl-1" / "pyopencl-1" / "pyopencl" / "cl"
    cl.mkdir(parents=True)
    roots = {"pyopencl": str(tmp_path / "pyopencl-1")}
    assert c_hosts.host_options("gputools", "x/a.cl", roots) == ([str(cl)], {})
    assert c_hosts.host_options("darktable", "x/a.cl", roots) == ([], {})
    dirs, defines = c_hosts.host_options("hashcat-data", "OpenCL/m09710_a1-optimized.cl", {})
    assert dirs == [] and defines["FIXED_LOCAL_SIZE"] == "32"
    assert c_hosts.hashcat_defines("OpenCL/m22700-pure.cl")["SCRYPT_R"] == "8"
    assert c_hosts.hashcat_defines("OpenCL/m00000_a0-pure.cl") == {}


def test_hashcat_modes_of_the_cap100_files():
    """Modes 9000 (Blowfish S-boxes in local memory: (49152 - 1) / 4096 threads under
    NVIDIA OpenCL), 9800 (native threads, 32) and 27700 (scrypt, the self-test hash's
    N, r, p; TMTO the divisor 1, as the kernel divides N by it)."""
    assert c_hosts.hashcat_defines("OpenCL/m09000-pure.cl") == {"FIXED_LOCAL_SIZE": "11"}
    assert c_hosts.hashcat_defines("OpenCL/m09800_a3-optimized.cl")["FIXED_LOCAL_SIZE"] == "32"
    scrypt = c_hosts.hashcat_defines("OpenCL/m27700-pure.cl")
    assert scrypt == c_hosts.hashcat_defines("OpenCL/m22700-pure.cl")
    assert (scrypt["SCRYPT_N"], scrypt["SCRYPT_TMTO"], scrypt["SCRYPT_TMP_ELEM"]) == \
        ("16384", "1", str(128 * 8 * 1 // 16))


def test_host_causes_after_the_recipes():
    cc = load("c_corpus")
    host = "host-supplied macro or template missing"
    assert cc.host_cause("pyfai", False, host) == cc.NO_HOST
    assert cc.host_cause("pyclesperanto-prototype", True, host) == cc.HOST_BUG
    assert cc.host_cause("hashcat-data", False, host) == host
    assert cc.host_cause("pyfai", True, "other") == "other"
