"""Issue 18, library models: GLM's quaternions (``docs/cxx-glm.md``). The reproduction of
``tests/glm_quat_cases.py`` (construction w first, normalize, rotate both ways, mat3_cast,
quat_cast's four branches, slerp's three paths, inverse, products, arithmetic, indexing in
storage order) is read through warpsmith's ``ws_glm.h``, run on the simulator against a
NumPy float32 reference rounded as GLM 1.0 evaluates (bit for bit but for sinf/acosf),
printed as CUDA and read again (the same bits), printed as OpenCL, analyzed and
predicted."""

from __future__ import annotations

import numpy as np
import pytest

import glm_quat_cases as G
import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

N = 64


def _run(kernel, x: np.ndarray) -> np.ndarray:
    n = len(x)
    res = ws.run(kernel, ws.Launch(1, n), {"in": x.reshape(-1),
                                           "out": np.zeros(n * G.NOUT, np.float32), "n": n})
    return res.outputs["out"].reshape(n, G.NOUT)


def test_quaternions_bit_exact_against_numpy_and_after_printing():
    x = G.inputs(N)
    p = ws.read(G.SOURCE, dialect="cuda")
    got = _run(p.kernel("quat_ops"), x)
    want = G.reference(x)
    exact = [c for c in range(G.NOUT) if c not in G.SLERP]
    np.testing.assert_array_equal(got[:, exact], want[:, exact])
    np.testing.assert_allclose(got[:, G.SLERP], want[:, G.SLERP], rtol=0, atol=3e-7)
    again = ws.read(ws.translate(p, "cuda").text, dialect="cuda")
    np.testing.assert_array_equal(_run(again.kernel("quat_ops"), x), got)


def test_every_quat_cast_branch_is_exercised():
    # the largest of trace, and the three diagonal differences, picks the formula
    m = G.inputs(N)[:, 12:21].reshape(N, 3, 3)
    d = np.stack([m[:, 0, 0] + m[:, 1, 1] + m[:, 2, 2],
                  m[:, 0, 0] - m[:, 1, 1] - m[:, 2, 2],
                  m[:, 1, 1] - m[:, 0, 0] - m[:, 2, 2],
                  m[:, 2, 2] - m[:, 0, 0] - m[:, 1, 1]], axis=1)
    assert set(np.argmax(d, axis=1)) == {0, 1, 2, 3}


def test_known_values_layout_and_rotation():
    src = """
#include <glm/gtx/quaternion.hpp>
__global__ void k(float *o) {
  glm::fquat q = glm::fquat{0.f, 0.f, 0.f, 1.f};   // w first: 180 degrees about z
  glm::fvec3 r = glm::rotate(q, glm::fvec3(1.f, 2.f, 3.f));
  o[0] = r.x; o[1] = r.y; o[2] = r.z;
  o[3] = q.z; o[4] = q[2]; o[5] = q[3];
  glm::mat3 m = glm::mat3_cast(q);
  o[6] = m[0][0]; o[7] = m[1][1]; o[8] = m[2][2];
}
"""
    k = ws.read(src, dialect="cuda").kernel("k")
    o = ws.run(k, ws.Launch(1, 1), {"o": np.zeros(9, np.float32)}).outputs["o"]
    assert list(o) == [-1, -2, 3, 1, 1, 0, -1, -1, 1]


def test_quaternions_print_as_opencl_analyze_and_predict():
    k = ws.read(G.SOURCE, dialect="cuda").kernel("quat_ops")
    ocl = ws.translate(k, "opencl").text
    assert "__kernel" in ocl and "quat_cast" in ocl
    assert ws.analyze(k, ws.Launch(1, N)).kernel == "quat_ops"
    assert ws.predict(k, ws.Launch(1, N)).as_json()["kernel"] == "quat_ops"


def test_unmodelled_quaternion_function_is_a_located_error():
    src = ("#include <glm/gtx/quaternion.hpp>\n__global__ void k(float *o) {\n"
           "  glm::fquat q = glm::fquat{1.f, 0.f, 0.f, 0.f};\n"
           "  o[0] = glm::eulerAngles(q).x;\n}\n")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src, dialect="cuda"), "cuda")
    assert ":4:" in str(e.value) and "eulerAngles" in str(e.value)
