"""GLM quaternion reproduction (docs/cxx-glm.md), shared by tests/test_cxx_glm_quat.py: one
thread per set of inputs builds quaternions with ``glm::fquat{w, x, y, z}``, applies the
modelled operations and writes ``NOUT`` floats. ``reference`` evaluates the same in NumPy
float32, one rounding per operation in the order GLM 1.0's generic code uses (written
from its documented formulas), ``sqrt`` correctly rounded: the simulator must agree bit
for bit, except in ``slerp``'s outputs (:data:`SLERP`), whose ``sinf``/``acosf`` the
simulator evaluates with NumPy's float32 functions (within CUDA's bounds, not bit-exact to
a float64 reference): those agree within 3e-7."""

from __future__ import annotations

import numpy as np

#: floats read per thread: q (w x y z), p (w x y z), v (3), a (1), M (9, column-major)
NIN = 4 + 4 + 3 + 1 + 9
NOUT = 51
#: the outputs computed through sinf/acosf (slerp's spherical path)
SLERP = [19, 20, 21, 22, 50]

SOURCE = r"""
#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>
#include <glm/gtx/quaternion.hpp>

__device__ void put4(float *o, glm::fquat q) { o[0] = q.w; o[1] = q.x; o[2] = q.y; o[3] = q.z; }
__device__ void put3(float *o, glm::fvec3 v) { o[0] = v.x; o[1] = v.y; o[2] = v.z; }

__global__ void quat_ops(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  const float *s = in + t * 21;
  float *o = out + t * 51;
  glm::fquat q = glm::fquat{s[0], s[1], s[2], s[3]};
  glm::fquat p(s[4], s[5], s[6], s[7]);
  glm::fvec3 v = glm::make_vec3(s + 8);
  float a = s[11];
  glm::fquat qn = glm::normalize(q);
  glm::fquat pn = glm::normalize(p);
  put3(o, glm::rotate(qn, v));                       // 0..2
  put3(o + 3, v * qn);                               // 3..5: inverse rotation
  glm::mat3 R = glm::mat3_cast(qn);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) o[6 + 3 * i + j] = R[i][j];   // 6..14, column-major
  put4(o + 15, glm::quat_cast(glm::make_mat3(s + 12)));       // 15..18
  put4(o + 19, glm::slerp(qn, pn, a));               // 19..22
  put4(o + 23, glm::slerp(qn, qn, a));               // 23..26: the linear branch
  put4(o + 27, glm::inverse(q));                     // 27..30
  put4(o + 31, q * p);                               // 31..34
  o[35] = glm::dot(q, p);
  o[36] = glm::length(q);
  glm::fquat c = glm::fquat{};
  c = -(q + p) * 2.f / 3.f - 0.5f * glm::conjugate(q);
  put4(o + 37, c);                                   // 37..40
  put4(o + 41, glm::normalize(glm::fquat{}));        // 41..44: a zero length
  o[45] = q[0]; o[46] = q[3];                        // storage order x y z w
  glm::fquat d = q;
  d = d - p;
  o[47] = d.w; o[48] = (q == q) ? 1.f : 0.f; o[49] = (q != p) ? 1.f : 0.f;
  o[50] = glm::slerp(qn, -pn, a).w;                  // the short way: -pn negated back
}
"""

F = np.float32


def inputs(n: int, seed: int = 0) -> np.ndarray:
    """``n`` threads' inputs: raw quaternions, a vector, an interpolation weight and a
    rotation matrix from another random unit quaternion (each of quat_cast's four
    branches chosen by some thread)."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, NIN)).astype(np.float32)
    x[:, 11] = rng.uniform(0, 1, n).astype(np.float32)
    for t in range(n):
        u = rng.normal(size=4)
        u /= np.linalg.norm(u)
        x[t, 12:21] = _mat3_cast(u.astype(np.float32)).reshape(9)
    return x


def _sqrt(x):
    return F(np.sqrt(np.float64(x)))


def _dot(a, b):  # (w w + x x) + (y y + z z), a and b as [w, x, y, z]
    return F(F(a[0] * b[0]) + F(a[1] * b[1])) + F(F(a[2] * b[2]) + F(a[3] * b[3]))


def _normalize(q):
    n = _sqrt(_dot(q, q))
    if n <= 0:
        return np.array([1, 0, 0, 0], F)
    r = F(1) / n
    return (q * r).astype(F)


def _cross(a, b):
    return np.array([F(a[1] * b[2]) - F(b[1] * a[2]), F(a[2] * b[0]) - F(b[2] * a[0]),
                     F(a[0] * b[1]) - F(b[0] * a[1])], F)


def _rotate(q, v):
    u = q[1:].astype(F)
    uv = _cross(u, v)
    uuv = _cross(u, uv)
    return (v + ((uv * q[0]).astype(F) + uuv) * F(2)).astype(F)


def _inverse(q):
    conj = np.array([q[0], -q[1], -q[2], -q[3]], F)
    return (conj / _dot(q, q)).astype(F)


def _mat3_cast(q):
    """Column-major 3x3 (``[column][row]``) of unit quaternion ``q`` = [w, x, y, z]."""
    w, x, y, z = (F(c) for c in q)
    xx, yy, zz, xz, xy, yz = x * x, y * y, z * z, x * z, x * y, y * z
    wx, wy, wz = w * x, w * y, w * z
    one, two = F(1), F(2)
    return np.array([[one - two * (yy + zz), two * (xy + wz), two * (xz - wy)],
                     [two * (xy - wz), one - two * (xx + zz), two * (yz + wx)],
                     [two * (xz + wy), two * (yz - wx), one - two * (xx + yy)]], F)


def _quat_cast(m):
    """[w, x, y, z] of the column-major matrix ``m[column][row]``."""
    fx = m[0][0] - m[1][1] - m[2][2]
    fy = m[1][1] - m[0][0] - m[2][2]
    fz = m[2][2] - m[0][0] - m[1][1]
    fw = m[0][0] + m[1][1] + m[2][2]
    big, f = 0, fw
    for k, c in ((1, fx), (2, fy), (3, fz)):
        if c > f:
            big, f = k, c
    b = _sqrt(f + F(1)) * F(0.5)
    r = F(0.25) / b
    if big == 1:
        return np.array([(m[1][2] - m[2][1]) * r, b, (m[0][1] + m[1][0]) * r,
                         (m[2][0] + m[0][2]) * r], F)
    if big == 2:
        return np.array([(m[2][0] - m[0][2]) * r, (m[0][1] + m[1][0]) * r, b,
                         (m[1][2] + m[2][1]) * r], F)
    if big == 3:
        return np.array([(m[0][1] - m[1][0]) * r, (m[2][0] + m[0][2]) * r,
                         (m[1][2] + m[2][1]) * r, b], F)
    return np.array([b, (m[1][2] - m[2][1]) * r, (m[2][0] - m[0][2]) * r,
                     (m[0][1] - m[1][0]) * r], F)


def _slerp(x, y, a):
    z, c = y, _dot(x, y)
    if c < 0:
        z, c = (-y).astype(F), -c
    one = F(1)
    if c > one - F(np.finfo(np.float32).eps):
        return (x * (one - a) + z * a).astype(F)
    t = F(np.arccos(np.float64(c)))
    sa = F(np.sin(np.float64((one - a) * t)))
    sb = F(np.sin(np.float64(a * t)))
    return ((x * sa + z * sb) / F(np.sin(np.float64(t)))).astype(F)


def _mul(p, q):
    w = F(F(F(p[0] * q[0]) - F(p[1] * q[1])) - F(p[2] * q[2])) - F(p[3] * q[3])
    x = F(F(F(p[0] * q[1]) + F(p[1] * q[0])) + F(p[2] * q[3])) - F(p[3] * q[2])
    y = F(F(F(p[0] * q[2]) + F(p[2] * q[0])) + F(p[3] * q[1])) - F(p[1] * q[3])
    z = F(F(F(p[0] * q[3]) + F(p[3] * q[0])) + F(p[1] * q[2])) - F(p[2] * q[1])
    return np.array([w, x, y, z], F)


def reference(x: np.ndarray) -> np.ndarray:
    """The outputs of ``quat_ops`` for inputs ``x`` (float32, rounded as the header does)."""
    out = np.zeros((len(x), NOUT), np.float32)
    for t, s in enumerate(x.astype(np.float32)):
        q, p, v, a = s[0:4], s[4:8], s[8:11], s[11]
        qn, pn = _normalize(q), _normalize(p)
        o = out[t]
        o[0:3] = _rotate(qn, v)
        o[3:6] = _rotate(_inverse(qn), v)
        o[6:15] = _mat3_cast(qn).reshape(9)
        o[15:19] = _quat_cast(s[12:21].reshape(3, 3))
        o[19:23] = _slerp(qn, pn, a)
        o[23:27] = _slerp(qn, qn, a)
        o[27:31] = _inverse(q)
        o[31:35] = _mul(q, p)
        o[35] = _dot(q, p)
        o[36] = _sqrt(_dot(q, q))
        conj = np.array([q[0], -q[1], -q[2], -q[3]], F)
        o[37:41] = (((-(q + p)) * F(2)) / F(3)).astype(F) - (conj * F(0.5)).astype(F)
        o[41:45] = [1, 0, 0, 0]
        o[45], o[46] = q[1], q[0]
        o[47] = q[0] - p[0]
        o[48], o[49] = 1, 1
        o[50] = _slerp(qn, (-pn).astype(F), a)[0]
    return out
