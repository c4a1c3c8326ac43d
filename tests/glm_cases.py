"""GLM reproductions (docs/cxx-glm.md), shared by tests/test_cxx_glm.py and the device check
scripts/gpu_cxxlib.py: one kernel per thread reads vectors and matrices (column-major, as
``glm::make_mat3`` reads them), applies the modelled operations and writes ``NOUT`` floats;
``reference`` computes the same in float64 with NumPy (GLM's documented GLSL semantics)."""

from __future__ import annotations

import numpy as np

#: floats read per thread: a, b (vec3), q (vec4), M (mat3), T (mat2), J (mat3x2: 3 columns of 2)
NIN = 3 + 3 + 4 + 9 + 4 + 6
NOUT = 38

SOURCE = r"""
#include <glm/glm.hpp>
#include <glm/gtc/type_ptr.hpp>
using vec2 = glm::vec<2, float>;
using vec3 = glm::vec<3, float>;
using vec4 = glm::vec<4, float>;
using mat2 = glm::mat<2, 2, float>;
using mat3 = glm::mat<3, 3, float>;
using mat3x2 = glm::mat<3, 2, float>;

__device__ void put3(float *o, vec3 v) { o[0] = v.x; o[1] = v.y; o[2] = v.z; }

__global__ void glm_ops(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  const float *p = in + t * 29;
  float *o = out + t * 38;
  vec3 a = glm::make_vec3(p);
  vec3 b = glm::make_vec3(p + 3);
  vec4 q = glm::make_vec4(p + 6);
  mat3 M = glm::make_mat3(p + 10);
  mat2 T = glm::make_mat2(p + 19);
  mat3x2 J = mat3x2(p[23], p[24], p[25], p[26], p[27], p[28]);
  put3(o, M * a + 2.f * b - a / 4.f);           // 0..2
  put3(o + 3, glm::cross(a, b));                 // 3..5
  o[6] = glm::dot(a, b);
  o[7] = glm::length(q);
  put3(o + 8, glm::normalize(a));                // 8..10
  mat3 I = glm::inverse(M);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) o[11 + 3 * i + j] = I[i][j];   // 11..19 (column-major)
  mat2 TI = glm::inverse(T);
  o[20] = TI[0][0]; o[21] = TI[0][1]; o[22] = TI[1][0]; o[23] = TI[1][1];
  mat2 S = J * M * glm::transpose(J);             // 2x2
  o[24] = S[0][0]; o[25] = S[0][1]; o[26] = S[1][0]; o[27] = S[1][1];
  vec3 r = a * M;                                 // row vector times M
  put3(o + 28, r);                                // 28..30
  mat3 P = glm::outerProduct(a, b);
  o[31] = P[1][2]; o[32] = P[2][0];
  vec2 jv = J * a;
  o[33] = jv.x; o[34] = jv.y;
  vec3 c = a;
  c += b; c *= 0.5f; c -= vec3(1.f, 2.f, 3.f);
  o[35] = c.x + c.y + c.z;
  o[36] = glm::determinant(M);
  vec4 w = vec4(a, 1.f) * q;
  o[37] = w.x + w.y + w.z + w.w;
}
"""


def inputs(n: int, seed: int = 0) -> np.ndarray:
    """``n`` threads' inputs: well-conditioned M and T (diagonal 3 + noise)."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, NIN)).astype(np.float32)
    x[:, 10:19] += np.eye(3, dtype=np.float32).reshape(9) * 3   # M columns
    x[:, 19:23] += np.eye(2, dtype=np.float32).reshape(4) * 3   # T columns
    return x


def reference(x: np.ndarray) -> np.ndarray:
    """The outputs in float64 (GLM's semantics: m[i] is column i)."""
    x = x.astype(np.float64)
    out = np.zeros((len(x), NOUT))
    for t, p in enumerate(x):
        a, b, q = p[0:3], p[3:6], p[6:10]
        M = p[10:19].reshape(3, 3).T          # rows x columns
        T = p[19:23].reshape(2, 2).T
        J = p[23:29].reshape(3, 2).T          # 2 rows, 3 columns
        o = out[t]
        o[0:3] = M @ a + 2 * b - a / 4
        o[3:6] = np.cross(a, b)
        o[6] = a @ b
        o[7] = np.linalg.norm(q)
        o[8:11] = a / np.linalg.norm(a)
        o[11:20] = np.linalg.inv(M).T.reshape(9)
        o[20:24] = np.linalg.inv(T).T.reshape(4)
        o[24:28] = (J @ M @ J.T).T.reshape(4)
        o[28:31] = a @ M
        P = np.outer(a, b)                    # column c of outerProduct(a, b) is a * b[c]
        o[31] = P[2, 1]
        o[32] = P[0, 2]
        o[33:35] = J @ a
        o[35] = (((a + b) * 0.5) - np.array([1, 2, 3])).sum()
        o[36] = np.linalg.det(M)
        o[37] = (np.append(a, 1) * q).sum()
    return out
