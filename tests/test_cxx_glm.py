"""Issue 18, library models: GLM's device subset (``docs/cxx-glm.md``). The reproduction of
``tests/glm_cases.py`` (vectors, column-major matrices of three shapes, products, inverse,
transpose, outer product, compound assignment) is read through warpsmith's ``ws_glm.h``,
run on the simulator against a float64 NumPy reference, printed as CUDA and read again;
known values pin the layout (``m[i]`` is column ``i``)."""

from __future__ import annotations

import os

import numpy as np

import glm_cases as G
import warpsmith as ws
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
