"""Issue 18, library models: GLM's device subset (``docs/cxx-glm.md``). The reproduction of
``tests/glm_cases.py`` (vectors, column-major matrices of three shapes, products, inverse,
transpose, outer product, compound assignment) is read through warpsmith's ``ws_glm.h``,
run on the simulator against a float64 NumPy reference, printed as CUDA and read again;
known values pin the layout (``m[i]`` is column ``i``)."""

from __future__ import annotations

import math
import os

import numpy as np
import pytest

import glm_cases as G
import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError
from warpsmith.frontend.preprocess import LIBRARY_DIR


def test_glm_ops_against_numpy():
    n = 64
    x = G.inputs(n)
    p = ws.read(G.SOURCE, dialect="cuda")
    out = ws.run(p.kernel("glm_ops"), ws.Launch(1, 64),
                 {"in": x.reshape(-1), "out": np.zeros(n * G.NOUT, np.float32), "n": n})
    got = out.outputs["out"].reshape(n, G.NOUT)
    np.testing.assert_allclose(got, G.reference(x), rtol=2e-6, atol=2e-6)
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    out2 = ws.run(again.kernel("glm_ops"), ws.Launch(1, 64),
                  {"in": x.reshape(-1), "out": np.zeros(n * G.NOUT, np.float32), "n": n})
    np.testing.assert_array_equal(out2.outputs["out"].reshape(n, G.NOUT), got)


KNOWN = """
#include <glm/glm.hpp>
__global__ void k(float *o) {
  glm::mat3 m = glm::mat3(1.f, 2.f, 3.f, 4.f, 5.f, 6.f, 7.f, 8.f, 9.f);
  glm::vec3 v = m * glm::vec3(1.f, 0.f, 0.f);    // column 0
  glm::vec3 w = glm::vec3(1.f, 0.f, 0.f) * m;    // row 0
  o[0] = v.x; o[1] = v.y; o[2] = v.z; o[3] = w.x; o[4] = w.y; o[5] = w.z;
  o[6] = m[2][0]; o[7] = glm::transpose(m)[2][0];
  glm::mat2 d = glm::mat2(2.f);                   // diagonal
  o[8] = d[0][0]; o[9] = d[0][1];
  glm::vec2 u = glm::vec2(3.f);                   // splat
  o[10] = u.y;
  o[11] = glm::length(glm::vec2({3.f, 4.f}));     // T({..}): the list builds the T copied
}
"""


def test_glm_layout_known_values():
    p = ws.read(KNOWN, dialect="cuda")
    o = ws.run(p.kernel("k"), ws.Launch(1, 1), {"o": np.zeros(12, np.float32)}).outputs["o"]
    assert list(o) == [1, 2, 3, 1, 4, 7, 7, 3, 2, 0, 3, 5]


def test_glm_header_is_generated_and_always_ours(tmp_path):
    # a project's vendored GLM is not read: GLM's own headers are C++ the frontend does not
    # read, so <glm/...> always gives warpsmith's model (docs/cxx-glm.md)
    (tmp_path / "glm").mkdir()
    (tmp_path / "glm" / "glm.hpp").write_text("#error real glm\n")
    src = tmp_path / "k.cu"
    src.write_text("#include <glm/glm.hpp>\n__global__ void k(float *o) "
                   "{ o[0] = glm::dot(glm::vec2(1.f, 2.f), glm::vec2(3.f, 4.f)); }\n")
    p = ws.read(str(src), includes=[str(tmp_path)])
    assert ws.run(p.kernel("k"), ws.Launch(1, 1),
                  {"o": np.zeros(1, np.float32)}).outputs["o"][0] == 11
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "gen_ws_glm", os.path.join(os.path.dirname(__file__), "..", "scripts", "gen_ws_glm.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    with open(os.path.join(LIBRARY_DIR, "ws_glm.h")) as f:
        assert f.read() == gen.generate()


# A kernel template over the scalar type, instantiated for float and double (what
# AT_DISPATCH_FLOATING_TYPES does in gsplat): GLM's make_vecN/make_matN of a double* give
# dvecN/dmatN (double arithmetic), which convert implicitly to float's vecN/matN (each
# component rounded) where a float type is expected: initialization, assignment, argument.
DOUBLE_SRC = """
#include <glm/glm.hpp>
#include <glm/gtc/type_ptr.hpp>
__device__ float first(const glm::vec3 v) { return v.x; }
template <typename T>
__global__ void conv(const T *in, float *out, T *wide) {
  int t = threadIdx.x;
  const T *p = in + t * 16;
  glm::vec3 a = glm::make_vec3(p);
  glm::mat3 m = glm::make_mat3(p + 3);
  glm::vec4 q;
  q = glm::make_vec4(p + 12);
  float *o = out + t * 7;
  o[0] = a.x; o[1] = a.y; o[2] = a.z;
  o[3] = m[1][2];
  o[4] = first(glm::make_vec3(p + 1));
  o[5] = q.w;
  o[6] = glm::dot(a, a);
  auto v = glm::make_mat3(p + 3) * glm::make_vec3(p);
  T *w = wide + t * 6;
  w[0] = v.x; w[1] = v.y; w[2] = v.z;
  w[3] = glm::dot(glm::make_vec3(p), glm::make_vec3(p + 3));
  w[4] = glm::length(glm::make_vec3(p + 6));
  w[5] = glm::normalize(glm::make_vec3(p + 9)).y;
}
template __global__ void conv<float>(const float *, float *, float *);
template __global__ void conv<double>(const double *, float *, double *);
"""


def _double_inputs(n: int) -> np.ndarray:
    return np.random.default_rng(7).uniform(-2, 2, (n, 16))


def _float_outputs(x: np.ndarray) -> np.ndarray:
    """What the float side computes: components rounded to float, then float arithmetic."""
    f = x.astype(np.float32)
    a = f[:, 0:3]
    dot = (a[:, 0] * a[:, 0] + a[:, 1] * a[:, 1]) + a[:, 2] * a[:, 2]
    return np.stack([a[:, 0], a[:, 1], a[:, 2], f[:, 8], f[:, 1], f[:, 15], dot], axis=1)


def _double_outputs(x: np.ndarray) -> np.ndarray:
    """The dvec/dmat results in double, in the order the header evaluates them."""
    rows = []
    for p in x.tolist():
        a, b, c, d = p[0:3], p[3:6], p[6:9], p[9:12]
        cols = [p[3:6], p[6:9], p[9:12]]
        mv = [(cols[0][j] * a[0] + cols[1][j] * a[1]) + cols[2][j] * a[2] for j in range(3)]
        dot = (a[0] * b[0] + a[1] * b[1]) + a[2] * b[2]
        length = math.sqrt((c[0] * c[0] + c[1] * c[1]) + c[2] * c[2])
        inv = 1.0 / math.sqrt((d[0] * d[0] + d[1] * d[1]) + d[2] * d[2])
        rows.append(mv + [dot, length, d[1] * inv])
    return np.array(rows)


def _run_conv(kernel, x: np.ndarray, dtype) -> tuple:
    n = len(x)
    res = ws.run(kernel, ws.Launch(1, n), {"in": x.astype(dtype).reshape(-1),
                                           "out": np.zeros(n * 7, np.float32),
                                           "wide": np.zeros(n * 6, dtype)})
    return res.outputs["out"].reshape(n, 7), res.outputs["wide"].reshape(n, 6)


def test_double_instance_converts_to_float_types_and_computes_in_double():
    x = _double_inputs(32)
    p = ws.read(DOUBLE_SRC, dialect="cuda")
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    for prog in (p, again):
        out, wide = _run_conv(prog.kernel("conv_double"), x, np.float64)
        np.testing.assert_array_equal(out, _float_outputs(x))
        np.testing.assert_array_equal(wide, _double_outputs(x))
        out, _ = _run_conv(prog.kernel("conv_float"), x.astype(np.float32), np.float32)
        np.testing.assert_array_equal(out, _float_outputs(x))


def test_double_instance_prints_as_opencl_and_is_analyzed():
    k = ws.read(DOUBLE_SRC, dialect="cuda").kernel("conv_double")
    assert "__kernel" in ws.translate(k, "opencl").text
    assert ws.analyze(k, ws.Launch(1, 32)) is not None
    assert ws.predict(k, ws.Launch(1, 32), device="8800gtx") is not None


@pytest.mark.parametrize("expr, words", [
    # GLM deduces one T from both operands: double's vector with a float scalar compiles
    # to nothing there; here float's and double's operator* tie (a located error)
    ("glm::make_vec3(p) * 2.0f", "call to 'operator*' with (struct vec_3_double, float) is "
                                 "ambiguous"),
    # integer vectors are not modelled
    ("glm::make_vec3(n)", "no overload of 'make_vec3' takes (global const int*)"),
])
def test_double_glm_refusals_are_located(expr, words):
    src = ("#include <glm/glm.hpp>\n__global__ void k(const double *p, const int *n, "
           f"float *o) {{\n  glm::vec3 v = {expr};\n  o[0] = v.x;\n}}\n")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src, dialect="cuda"), "cuda")
    assert ":3:" in str(e.value) and words in str(e.value)
