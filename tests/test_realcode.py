"""Issue 17: real code read whole -- `kernels` reads what it lists, `translate` drops no
kernel, includes and -D as compilers take them, the features public kernels use (each
from a minimal reproduction written here)."""

from __future__ import annotations

import json

import pytest

import warpsmith as ws
from warpsmith.cli import main
from warpsmith.ir.errors import WarpsmithError

GOOD_BAD = """\
__global__ void good(float *a) { a[threadIdx.x] = 1.0f; }
__global__ void bad(float *a) { this is @@ not C at all $$ ;;; }
template <int N> __global__ void tk(float *a) { a[threadIdx.x] = N; }
"""


def _cli(capsys, argv):
    rc = main(argv)
    out = capsys.readouterr()
    return rc, out.out, out.err


# ----------------------------------------------------------------------------- 1. kernels


def test_kernels_reads_every_body(tmp_path, capsys):
    f = tmp_path / "k.cu"
    f.write_text(GOOD_BAD)
    rc, out, _ = _cli(capsys, ["kernels", str(f), "--json"])
    assert rc == 1
    data = json.loads(out)
    read = {k["name"]: k["read"] for k in data["kernels"]}
    assert read == {"good": True, "bad": False, "tk": True}
    bad = next(k for k in data["kernels"] if k["name"] == "bad")
    assert (bad["error"]["file"], bad["error"]["line"]) == (str(f), 2)
    assert next(k for k in data["kernels"] if k["name"] == "tk")["instance"] == "tk<16>"
    assert data["read"] is False


def test_kernels_fast_keeps_the_signature_scan(tmp_path, capsys):
    f = tmp_path / "k.cu"
    f.write_text(GOOD_BAD)
    rc, out, _ = _cli(capsys, ["kernels", str(f), "--fast", "--json"])
    assert rc == 0
    data = json.loads(out)
    assert [k["name"] for k in data["kernels"]] == ["good", "bad", "tk"]
    assert "read" not in data["kernels"][0]


def test_kernels_many_files(tmp_path, capsys):
    a, b = tmp_path / "a.cu", tmp_path / "b.cl"
    a.write_text("__global__ void ka(int *x) { x[threadIdx.x] += 1; }\n")
    b.write_text("__kernel void kb(__global int *x) { x[get_global_id(0)] += 1; }\n")
    rc, out, err = _cli(capsys, ["kernels", str(a), str(b), "--json"])
    assert rc == 0, err
    data = json.loads(out)
    assert data["read"] is True
    assert [[k["name"] for k in f["kernels"]] for f in data["files"]] == [["ka"], ["kb"]]


def test_api_list_kernels_read_flag(tmp_path):
    f = tmp_path / "k.cu"
    f.write_text(GOOD_BAD)
    listing = ws.list_kernels(f)
    assert listing.read is False
    assert [k["name"] for k in listing.failed] == ["bad"]


def test_translate_never_drops_a_listed_kernel(tmp_path, capsys):
    f = tmp_path / "k.cu"
    f.write_text(GOOD_BAD.replace("this is @@ not C at all $$ ;;;", "a[0] = 2.0f;"))
    rc, out, err = _cli(capsys, ["translate", str(f), "--to", "opencl"])
    assert rc == 1 and "tk" in err and ":3:" in err
    rc, out, err = _cli(capsys, ["translate", str(f), "--to", "opencl", "--template", "N=4"])
    assert rc == 0, err
    assert "good" in out and "tk" in out
    with pytest.raises(WarpsmithError):
        ws.translate(ws.read(str(f)), "opencl")


# ----------------------------------------------------------------------------- 2. -I and -D

POLY = """\
#include <stdio.h>
#include <polybench.h>
__global__ void k(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < POLYBENCH_LOOP_BOUND(4096, n)) a[i] = 2.0f * a[i];
}
"""


def test_angle_include_searched_in_include_dirs(tmp_path, capsys):
    inc = tmp_path / "utilities"
    inc.mkdir()
    (inc / "polybench.h").write_text("#define POLYBENCH_LOOP_BOUND(x, y) (y)\n")
    f = tmp_path / "k.cu"
    f.write_text(POLY)
    rc, out, err = _cli(capsys, ["kernels", str(f), "--json"])
    assert rc == 1
    error = json.loads(out)["kernels"][0]["error"]
    assert "POLYBENCH_LOOP_BOUND" in error["message"] and error["line"] == 5
    assert "-D 'POLYBENCH_LOOP_BOUND(ARGS)=BODY'" in error["error"]
    rc, out, err = _cli(capsys, ["kernels", str(f), "-I", str(inc), "--json"])
    assert rc == 0, out


def test_function_like_define_on_the_command_line(tmp_path, capsys):
    f = tmp_path / "k.cu"
    f.write_text(POLY.replace("#include <polybench.h>\n", ""))
    rc, out, err = _cli(capsys, ["translate", str(f), "--to", "cuda",
                                 "-D", "POLYBENCH_LOOP_BOUND(x, y)=(y)"])
    assert rc == 0, err
    assert "i < n" in out
    rc, out, err = _cli(capsys, ["kernels", str(f), "-D", "BAD(=1"])
    assert rc == 1 and "'NAME(ARGS)=BODY'" in err


def test_system_header_in_an_include_dir_is_not_read(tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "cuda_runtime.h").write_text("this is not device code {{{\n")
    f = tmp_path / "k.cu"
    f.write_text("#include <cuda_runtime.h>\n__global__ void k(int *a) { a[0] = 1; }\n")
    assert ws.list_kernels(f, includes=[inc]).read is True


# ----------------------------------------------------------------------------- 3. start-up


def test_kernels_process_imports_no_numpy(tmp_path):
    """The start-up of `kernels` (benchmarks/startup.py measures it): reading and printing
    back a kernel with float literals imports neither NumPy nor the model."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    f = tmp_path / "k.cu"
    f.write_text("__global__ void k(float *a) { a[threadIdx.x] = 0.1f * a[0] + 1e-7f; }\n")
    code = ("import sys; from warpsmith.cli import main; rc = main(['kernels', sys.argv[1], "
            "'--json']); heavy = [m for m in ('numpy', 'rich', 'warpsmith.model.predict', "
            "'warpsmith.backends.simulator') if m in sys.modules]; print(rc, heavy)")
    src = str(Path(__file__).resolve().parents[1] / "src")
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run([sys.executable, "-c", code, str(f)], env=env, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "0 []"


def test_positional_form_equals_decimals():
    """``printer.positional`` moves the point as ``format(Decimal(s), "f")`` does."""
    import decimal

    from hypothesis import given, settings, strategies as st

    from warpsmith.ir.printer import positional

    @settings(derandomize=True, max_examples=300, deadline=None)
    @given(st.floats(allow_nan=False, allow_infinity=False), st.integers(0, 9))
    def check(v, digits):
        sci = f"{v:.{digits}e}"
        assert positional(sci) == format(decimal.Decimal(sci), "f")

    check()


def test_float32_text_equals_numpy():
    """The printer writes float32 literals as str(np.float32(v)) does, without NumPy."""
    np = pytest.importorskip("numpy")
    from hypothesis import given, settings, strategies as st

    from warpsmith.ir.printer import float32_text

    @settings(derandomize=True, max_examples=300, deadline=None)
    @given(st.integers(0, 2**32 - 1))
    def check(bits):
        v = float(np.array([bits], dtype=np.uint32).view(np.float32)[0])
        if np.isfinite(v):
            assert float32_text(v) == str(np.float32(v))

    check()
    bits = np.random.default_rng(11).integers(0, 2**32, 20000, dtype=np.uint64)
    values = bits.astype(np.uint32).view(np.float32)
    for v in values[np.isfinite(values)].astype(float):
        assert float32_text(v) == str(np.float32(v))
    for v in (1e8, 1e6, 999999.94, 1e-4, 9.9999e-5, 0.0, -0.0, 3.4028235e38, 2.5e-45):
        assert float32_text(v) == str(np.float32(v))


# ----------------------------------------------------------------------------- 7. breadth


def test_breadth_benchmark_reads_the_corpus():
    """benchmarks/frontend_breadth.py over the project's own corpus: every file reads,
    except the GPU calibration microbenchmarks: their inline PTX (clock and smid reads,
    ordered loads) reads now (docs/inline-asm.md); their timer calls (``clock64``) are not
    declared: device timers are not deterministic, so nothing can simulate them."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location(
        "frontend_breadth", root / "benchmarks" / "frontend_breadth.py")
    breadth = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(breadth)
    report = breadth.run([str(root / "src" / "warpsmith" / "corpus")])
    rows = report["files"]
    assert len(rows) >= 30
    calibration = [r for r in rows if "calibration" in Path(r["file"]).parts]
    others = [r for r in rows if r not in calibration]
    assert [r["first_error"] for r in others if not r["read"]] == []
    assert all(r["kernels"] >= 1 for r in others)
    timers = {"error: call to undeclared function 'clock64'"}
    for r in calibration:
        assert r["read"] or r["cause"] in timers, r["first_error"]
    s = report["summary"]
    assert s["files_read"] == sum(r["read"] for r in rows)
    assert set(s["causes"]) <= timers


# ----------------------------------------------------------------------------- 4. intrinsics


def _bytes_of(x, n):
    w = 32 // n
    return [(x >> (w * i)) & ((1 << w) - 1) for i in range(n)]


def _sgn(v, w):
    return v - (1 << w) if v >= 1 << (w - 1) else v


def _packed(lanes, n):
    w = 32 // n
    return sum((v & ((1 << w) - 1)) << (w * i) for i, v in enumerate(lanes))


def _ref(name, x, y, z):
    """Scalar Python models of the CUDA Math API's descriptions, lane by lane."""
    def lanes(fn, n):
        w = 32 // n
        return _packed([fn(a, b, w) for a, b in zip(_bytes_of(x, n), _bytes_of(y, n))], n)
    sat = lambda v, w: max(-(1 << (w - 1)), min((1 << (w - 1)) - 1, v))  # noqa: E731
    if name == "__vadd4":
        return lanes(lambda a, b, w: a + b, 4)
    if name == "__vaddss2":
        return lanes(lambda a, b, w: sat(_sgn(a, w) + _sgn(b, w), w), 2)
    if name == "__vsubus4":
        return lanes(lambda a, b, w: max(0, a - b), 4)
    if name == "__vabsdiffu4":
        return lanes(lambda a, b, w: abs(a - b), 4)
    if name == "__vavgs2":
        def avg(a, b, w):
            s = _sgn(a, w) + _sgn(b, w)
            return s >> 1 if s < 0 else (s + 1) >> 1
        return lanes(avg, 2)
    if name == "__vcmpgts4":
        return lanes(lambda a, b, w: 0xFF if _sgn(a, w) > _sgn(b, w) else 0, 4)
    if name == "__vsetltu2":
        return lanes(lambda a, b, w: 1 if a < b else 0, 2)
    if name == "__vsads4":
        return sum(abs(_sgn(a, 8) - _sgn(b, 8)) for a, b in zip(_bytes_of(x, 4), _bytes_of(y, 4)))
    if name == "__vnegss2":
        return _packed([sat(-_sgn(a, 16), 16) for a in _bytes_of(x, 2)], 2)
    if name == "__byte_perm":
        src = _bytes_of(x, 4) + _bytes_of(y, 4)
        return _packed([src[(z >> (4 * i)) & 7] for i in range(4)], 4)
    if name == "__funnelshift_l":
        return (((y << 32 | x) << (z & 31)) >> 32) & 0xFFFFFFFF
    if name == "__funnelshift_rc":
        return ((y << 32 | x) >> min(z, 32)) & 0xFFFFFFFF
    if name == "__dp4a":
        s = _sgn(z, 32) + sum(_sgn(a, 8) * _sgn(b, 8)
                              for a, b in zip(_bytes_of(x, 4), _bytes_of(y, 4)))
        return s & 0xFFFFFFFF
    if name == "__sad":
        return (abs(_sgn(x, 32) - _sgn(y, 32)) + z) & 0xFFFFFFFF
    if name == "__urhadd":
        return (x + y + 1) >> 1
    raise KeyError(name)


INTRINSICS = ["__vadd4", "__vaddss2", "__vsubus4", "__vabsdiffu4", "__vavgs2", "__vcmpgts4",
              "__vsetltu2", "__vsads4", "__vnegss2", "__byte_perm", "__funnelshift_l",
              "__funnelshift_rc", "__dp4a", "__sad", "__urhadd"]


def test_cuda_intrinsics_simulate_as_documented():
    np = pytest.importorskip("numpy")
    calls = {"__vnegss2": "__vnegss2(x)", "__dp4a": "(unsigned)__dp4a((int)x, (int)y, (int)z)",
             "__sad": "__sad((int)x, (int)y, z)"}
    body = "\n".join(f"    o[{k} * n + i] = {calls.get(name, f'{name}(x, y, z)' if name in ('__byte_perm', '__funnelshift_l', '__funnelshift_rc') else f'{name}(x, y)')};"
                     for k, name in enumerate(INTRINSICS))
    src = ("__global__ void k(const unsigned *a, const unsigned *b, const unsigned *c, "
           "unsigned *o, int n) {\n    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
           "    unsigned x = a[i], y = b[i], z = c[i];\n" + body + "\n}\n")
    rng = np.random.default_rng(17)
    n = 256
    a = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    c = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    a[:8] = [0, 0x80808080, 0x7F7F7F7F, 0xFFFFFFFF, 0x80008000, 1, 0x7FFF7FFF, 0x01FF80FE]
    b[:8] = [0, 0x7F7F7F7F, 0x80808080, 1, 0x80008000, 0xFFFFFFFF, 0x8000FFFF, 0xFE01FF80]
    c[:8] = [0, 32, 33, 31, 0x3210, 0x7654, 0x0123, 100]
    k = ws.read(src).kernel("k")
    r = ws.run(k, ws.Launch((n // 64,), (64,)), {"a": a, "b": b, "c": c,
                                                 "o": np.zeros(n * len(INTRINSICS), np.uint32),
                                                 "n": n})
    out = r.outputs["o"].reshape(len(INTRINSICS), n)
    for j, name in enumerate(INTRINSICS):
        want = [_ref(name, int(x), int(y), int(z)) & 0xFFFFFFFF for x, y, z in zip(a, b, c)]
        assert out[j].tolist() == want, name
    assert "__vsads4(x, y)" in ws.translate(k, "cuda").text


ANY_ALL_FREXP = """\
__kernel void k(__global int4 *a, __global uint2 *u, __global int *b, __global float *f,
                __global int *e, __global float *w) {
    int i = get_global_id(0);
    int ex;
    float ip;
    b[i] = any(a[i] < 0) + 2 * all(a[i] > 0) + 4 * any(as_int2(u[i])) + 8 * all(a[i].x);
    f[i] = frexp(f[i], &ex) + modf(w[i], &ip);
    e[i] = ex;
    w[i] = ip;
}
"""


def test_any_all_frexp_modf_simulate_and_translate():
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(3)
    n = 64
    a = rng.integers(-3, 4, (n, 4)).astype(np.int32)
    u = rng.integers(0, 2**32, (n, 2), dtype=np.uint64).astype(np.uint32)
    f = (rng.standard_normal(n) * 100).astype(np.float32)
    w = (rng.standard_normal(n) * 10).astype(np.float32)
    args = {"a": a.ravel(), "u": u.ravel(), "b": np.zeros(n, np.int32), "f": f.copy(),
            "e": np.zeros(n, np.int32), "w": w.copy()}
    launch = ws.Launch((1,), (n,))
    prog = ws.read(ANY_ALL_FREXP, dialect="opencl")
    out = ws.run(prog.kernel("k"), launch, dict(args)).outputs
    want_b = ((a < 0).any(1) + 2 * (a > 0).all(1) + 4 * (u >> 31).any(1) + 8 * (a[:, 0] < 0))
    mant, ex = np.frexp(f)
    frac, whole = np.modf(w)
    assert out["b"].tolist() == want_b.tolist()
    assert out["e"].tolist() == ex.tolist()
    assert out["f"].tolist() == (mant + frac).astype(np.float32).tolist()
    assert out["w"].tolist() == whole.tolist()
    cuda = ws.read(ws.translate(prog, "cuda").text, dialect="cuda")
    out2 = ws.run(cuda.kernel("k"), launch, dict(args)).outputs
    assert all(out2[k].tolist() == out[k].tolist() for k in out)


HELPER_MATH = """\
#include "helper_math.h"
__global__ void k(float4 *a, float3 *b, float *o) {
    int i = threadIdx.x;
    float3 p = make_float3(a[i]);
    float4 q = make_float4(2.0f);
    float4 h = make_float4(p);
    float3 c = cross(p, b[i]);
    float d = dot(p, c) + length(p);
    float3 n = normalize(c);
    float3 r = reflect(p, n);
    float s = smoothstep(0.0f, 1.0f, d);
    b[i] = lerp(r, n, s);
    a[i] = q + h;
    o[i] = s;
}
"""


def test_helper_math_overloads_read_run_and_print_back():
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(5)
    n = 32
    a = rng.standard_normal((n, 4)).astype(np.float32)
    b = rng.standard_normal((n, 3)).astype(np.float32)
    args = {"a": a.ravel().copy(), "b": b.ravel().copy(), "o": np.zeros(n, np.float32)}
    prog = ws.read(HELPER_MATH)
    launch = ws.Launch((1,), (n,))
    out = ws.run(prog.kernel("k"), launch, dict(args)).outputs
    p = a[:, :3]
    c = np.cross(p, b).astype(np.float32)
    d = (p * c).sum(1) + np.sqrt((p * p).sum(1))
    s = np.clip(d, 0, 1) ** 2 * (3 - 2 * np.clip(d, 0, 1))
    assert np.allclose(out["o"], s, rtol=1e-5, atol=1e-6)
    assert np.array_equal(out["a"].reshape(n, 4)[:, :3], 2 + p)
    assert np.array_equal(out["a"].reshape(n, 4)[:, 3], np.full(n, 2, np.float32))
    nn = c / np.linalg.norm(c, axis=1, keepdims=True)
    r = p - 2 * nn * (nn * p).sum(1, keepdims=True)
    assert np.allclose(out["b"].reshape(n, 3), r + (nn - r) * s[:, None], rtol=1e-4, atol=1e-5)
    for dialect in ("cuda", "opencl"):
        back = ws.read(ws.translate(prog, dialect).text, dialect=dialect)
        out2 = ws.run(back.kernel("k"), launch, dict(args)).outputs
        assert all(np.allclose(out2[k], out[k], rtol=1e-5, atol=1e-6) for k in out), dialect


# ----------------------------------------------------------------------------- 4. causes


def _read_error(tmp_path, name, text):
    f = tmp_path / name
    f.write_text(text)
    listing = ws.list_kernels(f)
    return [k["error"] for k in listing.failed]


def _same_run(src_a, dialect_a, src_b, dialect_b, args, launch):
    np = pytest.importorskip("numpy")
    ka = ws.read(src_a, dialect=dialect_a).kernel("k")
    kb = ws.read(src_b, dialect=dialect_b).kernel("k")
    oa = ws.run(ka, launch, {k: v.copy() for k, v in args.items()}).outputs
    ob = ws.run(kb, launch, {k: v.copy() for k, v in args.items()}).outputs
    return all(np.array_equal(oa[k], ob[k], equal_nan=oa[k].dtype.kind == "f") for k in oa), oa


def test_declared_but_not_defined(tmp_path):
    (err,) = _read_error(tmp_path, "d.cu", "__device__ float helper(float x);\n"
                         "__global__ void k(float *a) { a[threadIdx.x] = helper(a[0]); }\n")
    assert "is declared but its definition is not in the files read" in err["message"]
    assert "undeclared" not in err["message"]
    assert (err["line"], err["col"]) == (2, 48)


def test_gnu_const_and_opencl_thread_block(tmp_path):
    assert _read_error(tmp_path, "c.cu", "__device__ float f(__const float *p) { return p[0]; }\n"
                       "__global__ void k(float *a) { a[threadIdx.x] = f(a); }\n") == []
    src = ("__kernel void k(__global int *a) {\n    int thread_block;\n"
           "    thread_block = get_local_id(0);\n    a[thread_block] = thread_block * 2;\n}\n")
    assert _read_error(tmp_path, "t.cl", src) == []
    assert "thread_block = " in ws.translate(ws.read(src, dialect="opencl"), "cuda").text


def test_direct_initialization_and_functional_cast():
    np = pytest.importorskip("numpy")
    src = ("__global__ void k(float *a, int n) {\n    float t(a[threadIdx.x] * 2.5f);\n"
           "    unsigned u = uint(t);\n    int w(n);\n"
           "    a[threadIdx.x] = t + float(u) + w;\n}\n")
    a = np.arange(8, dtype=np.float32)
    k = ws.read(src).kernel("k")
    out = ws.run(k, ws.Launch((1,), (8,)), {"a": a.copy(), "n": 7}).outputs["a"]
    t = a * np.float32(2.5)
    assert out.tolist() == (t + t.astype(np.uint32).astype(np.float32) + 7).tolist()
    assert "float t = " in ws.translate(k, "cuda").text
    src = ("__global__ void k(float *a, int n) {\n    int4 v(1, 2, 3, n);\n"
           "    int2 g = make_int2(make_float2(2.5f, -1.5f));\n"
           "    a[threadIdx.x] = v.w + v.x + g.x + g.y;\n}\n")
    out = ws.run(ws.read(src).kernel("k"), ws.Launch((1,), (2,)),
                 {"a": np.zeros(2, np.float32), "n": 7}).outputs["a"]
    assert out.tolist() == [9.0, 9.0]


def test_align_typedef_and_anonymous_union_members(tmp_path):
    np = pytest.importorskip("numpy")
    src = ("typedef struct __align__(8) { float x; int y; } R;\n__constant__ float g;\n"
           "union U { struct { float a, b; }; double d; };\n"
           "__global__ void k(R *r, float *o) { U u; u.a = r[threadIdx.x].x; u.b = 1.0f;\n"
           "    o[threadIdx.x] = u.a + u.b + g; }\n")
    assert _read_error(tmp_path, "a.cu", src) == []
    r = np.zeros(4, dtype=[("x", np.float32), ("y", np.int32)])
    r["x"] = [1, 2, 3, 4]
    for dialect in ("cuda", "opencl"):
        text = ws.translate(ws.read(src), dialect).text
        assert "anon_member_0" in text
    # an alignment beyond the natural one is laid out (a 16-byte R) and printed
    src16 = src.replace("__align__(8)", "__align__(16)")
    assert _read_error(tmp_path, "b.cu", src16) == []
    assert "struct __align__(16)" in ws.translate(ws.read(src16), "cuda").text
    assert "__attribute__((aligned(16)))" in ws.translate(ws.read(src16), "opencl").text


def test_vector_expression_with_side_effects_prints_as_cuda():
    np = pytest.importorskip("numpy")
    src = ("__kernel void k(__global float4 *a, __global float *b) {\n"
           "    int i = get_global_id(0) * 2;\n    float4 v = a[i++] * 2.0f;\n"
           "    v += a[i++];\n    b[get_global_id(0)] = v.x + v.w + a[i].y;\n}\n")
    cuda = ws.translate(ws.read(src, dialect="opencl"), "cuda").text
    assert "warpsmith_tmp1 = a[i++];" in cuda
    args = {"a": np.arange(48, dtype=np.float32), "b": np.zeros(4, np.float32)}
    same, _ = _same_run(src, "opencl", cuda, "cuda", args, ws.Launch((1,), (4,)))
    assert same


def test_function_pointers_and_goto_are_refused_located(tmp_path):
    # (a function pointer whose function is known when reading is read: test_callables.py)
    (err,) = _read_error(tmp_path, "f.cu", "typedef float (*op_t)(float);\n"
                         "__device__ float sq(float x) { return x * x; }\n"
                         "__device__ float apply(op_t f, float x) { return f(x); }\n"
                         "__global__ void k(float *a) { op_t t[1] = {sq};\n"
                         "  a[0] = apply(t[threadIdx.x], a[0]); }\n")
    assert err["category"] == "unsupported" and "function pointer" in err["message"]
    assert err["line"] == 5
    # a goto into a loop has no structured form (forward jumps are read: test_goto.py)
    (err,) = _read_error(tmp_path, "g.cu", "__global__ void k(float *a, int n) {\n"
                         "    if (threadIdx.x >= n) goto done;\n    a[threadIdx.x] = 1.0f;\n"
                         "    while (n--) {\ndone:\n    a[0] += 1.0f; }\n}\n")
    assert err["category"] == "unsupported" and "goto" in err["message"]
    assert err["line"] == 2


CLASSIFY = """\
__kernel void k(__global float *a, __global float4 *v, __global int *o, __global int4 *ov) {
    int i = get_global_id(0);
    float x = a[i], y = a[i + 8];
    o[i] = isnan(x) + 2 * isinf(x) + 4 * isfinite(x) + 8 * signbit(x) + 16 * isnormal(x)
         + 32 * isless(x, y) + 64 * isunordered(x, y) + 128 * islessgreater(x, y);
    ov[i] = isnan(v[i]) + isgreater(v[i], v[i + 8]);
}
"""


def test_float_classification_and_comparison_builtins():
    np = pytest.importorskip("numpy")
    a = np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 1e-40, -3.0, 2.0] +
                 [1.0, 0.0, 1.0, np.nan, 5.0, 0.0, -3.0, 1.0], np.float32)
    v = np.where(np.arange(64) % 5 == 0, np.nan, np.arange(64) % 7 - 3).astype(np.float32)
    args = {"a": a, "v": v, "o": np.zeros(8, np.int32), "ov": np.zeros(32, np.int32)}
    launch = ws.Launch((1,), (8,))
    prog = ws.read(CLASSIFY, dialect="opencl")
    out = ws.run(prog.kernel("k"), launch, {k: x.copy() for k, x in args.items()}).outputs
    x, y = a[:8], a[8:]
    with np.errstate(invalid="ignore"):
        want = (np.isnan(x) + 2 * np.isinf(x) + 4 * np.isfinite(x) + 8 * np.signbit(x)
                + 16 * (np.isfinite(x) & (np.abs(x) >= np.finfo(np.float32).tiny))
                + 32 * (x < y) + 64 * (np.isnan(x) | np.isnan(y)) + 128 * ((x < y) | (x > y)))
        vv = v.reshape(16, 4)
        want_v = -(np.isnan(vv[:8]).astype(np.int32)) - (vv[:8] > vv[8:]).astype(np.int32)
    assert out["o"].tolist() == want.tolist()
    assert out["ov"].reshape(8, 4).tolist() == want_v.tolist()
    cuda = ws.translate(prog, "cuda").text
    same, _ = _same_run(CLASSIFY, "opencl", cuda, "cuda", args, launch)
    assert same


def test_user_functions_named_like_builtins_stay_theirs():
    """A device function called reflect/any/sad is the user's, not the builtin."""
    np = pytest.importorskip("numpy")
    src = ("__device__ float reflect(float a, float b) { return 7.0f; }\n"
           "__device__ int any(int x) { return 5; }\n"
           "__global__ void dot(float *o) { o[threadIdx.x] = reflect(1.0f, 2.0f) + any(0); }\n")
    prog = ws.read(src)
    out = ws.run(prog.kernel("dot"), ws.Launch((1,), (1,)),
                 {"o": np.zeros(1, np.float32)}).outputs["o"]
    assert out.tolist() == [12.0]
    back = ws.read(ws.translate(prog, "cuda").text)
    out = ws.run(back.kernel("dot"), ws.Launch((1,), (1,)),
                 {"o": np.zeros(1, np.float32)}).outputs["o"]
    assert out.tolist() == [12.0]


@pytest.mark.skipif(__import__("shutil").which("nvcc") is None, reason="nvcc not installed")
def test_printed_cuda_of_the_new_builtins_compiles_with_nvcc(tmp_path):
    """The CUDA the printers write for the intrinsics, helper_math overloads, classification,
    any/all/frexp and hoisted side effects compiles (nvcc, syntax and types)."""
    import subprocess
    from pathlib import Path

    spec = __import__("importlib.util").util.spec_from_file_location(
        "gpu_realcode", Path(__file__).resolve().parents[1] / "scripts" / "gpu_realcode.py")
    g = __import__("importlib.util").util.module_from_spec(spec)
    spec.loader.exec_module(g)
    src, _ = g.intrinsic_kernel()
    texts = [ws.translate(ws.read(src), "cuda").text.replace(" k(", " k0(")]
    for i, (text, dialect) in enumerate([(HELPER_MATH, "cuda"), (CLASSIFY, "opencl"),
                                         (ANY_ALL_FREXP, "opencl")]):
        texts.append(ws.translate(ws.read(text, dialect=dialect), "cuda").text
                     .replace(" k(", f" k{i + 1}("))
    f = tmp_path / "all.cu"
    f.write_text("\n".join(texts))
    r = subprocess.run(["nvcc", "-arch=sm_90", "-c", "-o", str(tmp_path / "all.o"), str(f)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]


def _pocl_available() -> bool:
    from warpsmith.backends import opencl as ocl

    return ocl.available()


@pytest.mark.pocl
@pytest.mark.skipif(not _pocl_available(), reason="no OpenCL platform (pyopencl + PoCL)")
@pytest.mark.parametrize("name", ["classify", "any_all_frexp"])
def test_new_builtins_on_pocl_equal_the_simulator(name):
    """The OpenCL the printers write for the new builtins, run by PoCL, against the
    simulator (integers exactly, floats within PoCL's libm differences). The helper_math
    kernel is left out: its float3 buffers are 12 bytes an element in CUDA and 16 in
    OpenCL, which the OpenCL translation does not adapt (PoCL then reads out of bounds)."""
    np = pytest.importorskip("numpy")
    text, dialect, specs = {
        "classify": (CLASSIFY, "opencl", {"a": "float32[64]:random", "v": "float32[256]:random",
                                          "o": "int32[32]", "ov": "int32[128]"}),
        "any_all_frexp": (ANY_ALL_FREXP, "opencl", {
            "a": "int32[128]:random", "u": "uint32[64]:random", "b": "int32[32]",
            "f": "float32[32]:random", "e": "int32[32]", "w": "float32[32]:random"}),
    }[name]
    k = ws.read(text, dialect=dialect).kernel("k")
    launch = ws.Launch((1,), (32,))
    sim = ws.run(k, launch, dict(specs), seed=4).outputs
    gpu = ws.run(k, launch, dict(specs), backend="opencl", seed=4).outputs
    for buf, s in sim.items():
        if s.dtype.kind == "f":
            assert np.allclose(gpu[buf], s, rtol=1e-5, atol=1e-6, equal_nan=True), buf
        else:
            assert gpu[buf].tolist() == s.tolist(), buf


def test_amd_atomic_counter_is_a_global_word_counted_atomically():
    """AMD's cl_ext_atomic_counters_32 (one file of the issue's corpus): ``counter32_t``
    is a 32-bit word in global memory; ``atomic_inc`` returns each thread a distinct old
    value and leaves the count of threads."""
    import numpy as np

    src = ("#pragma OPENCL EXTENSION cl_ext_atomic_counters_32 : enable\n"
           "__kernel void k(__global int* a, counter32_t c) {\n"
           "    a[get_global_id(0)] = atomic_inc(c);\n}\n")
    k = ws.read(src, dialect="opencl").kernel("k")
    r = ws.run(k, ws.Launch(2, 32), {"a": np.zeros(64, np.int32), "c": np.zeros(1, np.uint32)})
    assert sorted(r.outputs["a"].tolist()) == list(range(64)) and r.outputs["c"][0] == 64
    assert "atomic_inc(c)" in str(ws.translate(k, "opencl"))
