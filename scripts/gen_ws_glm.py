"""Generate ``src/warpsmith/frontend/include/ws_glm.h``: warpsmith's model of GLM's device
subset (docs/cxx-glm.md). The header is plain C++ over full specializations
``glm::vec<L, T>`` and ``glm::mat<C, R, T>`` for ``T`` float and double, one explicit function
per operator, shape and component type, so that the frontend's class lowering reads it
without deduction of int template parameters. Written here from GLM's documented (GLSL) semantics; run
``python scripts/gen_ws_glm.py`` after editing it."""

from __future__ import annotations

import os
import sys
from typing import NamedTuple

C = "xyzw"
HD = "__host__ __device__"
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "warpsmith", "frontend", "include",
                   "ws_glm.h")
SIZES = (2, 3, 4)


class Scalar(NamedTuple):
    """A component type: its C name, GLM's prefix of its aliases (``dvec3``), its literals,
    its square root and GLM's ``inversesqrt`` of an expression (``rsqrt`` of ``x``)."""
    name: str
    prefix: str
    zero: str
    one: str
    sqrt: str
    rsqrt: str


FLOAT = Scalar("float", "", "0.f", "1.f", "sqrtf", "rsqrtf({})")
# GLM's generic inversesqrt is 1 / sqrt(x) (the GLSL definition); rsqrt(double) is not exact
DOUBLE = Scalar("double", "d", "0.0", "1.0", "sqrt", "(1.0 / sqrt({}))")
#: declared in this order: float's constructors convert from double's types
SCALARS = (DOUBLE, FLOAT)


def V(n: int, s: Scalar = FLOAT) -> str:
    return f"{s.prefix}vec{n}"  # the typedefs of vec<n, T>, declared after each struct


def M(c: int, r: int, s: Scalar = FLOAT) -> str:
    return f"{s.prefix}mat{c}x{r}"


def comps(n: int) -> str:
    return C[:n]


def vec_struct(n: int, s: Scalar = FLOAT) -> str:
    f, t = comps(n), s.name
    args = ", ".join(f"{t} {a}_" for a in f)
    init = ", ".join(f"{a}({a}_)" for a in f)
    splat = ", ".join(f"{a}(s)" for a in f)
    zero = ", ".join(f"{a}({s.zero})" for a in f)
    idx = " ".join(f"if (i == {k}) return {a};" for k, a in enumerate(f[:-1]))
    lines = [f"template <> struct vec<{n}, {t}> {{",
             f"  {t} {', '.join(f)};",
             f"  {HD} vec() : {zero} {{}}",
             f"  {HD} explicit vec({t} s) : {splat} {{}}",
             f"  {HD} vec({args}) : {init} {{}}"]
    if n == 3:
        lines.append(f"  {HD} vec({V(2, s)} v, {t} z_) : x(v.x), y(v.y), z(z_) {{}}")
    if n == 4:
        lines.append(f"  {HD} vec({V(3, s)} v, {t} w_) : x(v.x), y(v.y), z(v.z), w(w_) {{}}")
    if s is FLOAT:  # GLM's implicit conversion from another component type (double only here)
        conv = ", ".join(f"{a}(static_cast<float>(v.{a}))" for a in f)
        lines.append(f"  {HD} vec(const {V(n, DOUBLE)} &v) : {conv} {{}}")
    lines.append(f"  {HD} {t} &operator[](int i) {{ {idx} return {f[-1]}; }}")
    lines.append(f"  {HD} {t} operator[](int i) const {{ {idx} return {f[-1]}; }}")
    for op in "+-*/":
        body = " ".join(f"{a} {op}= v.{a};" for a in f)
        lines.append(f"  {HD} vec &operator{op}=(const vec &v) {{ {body} return *this; }}")
        body = " ".join(f"{a} {op}= s;" for a in f)
        lines.append(f"  {HD} vec &operator{op}=({t} s) {{ {body} return *this; }}")
    lines.append("};")
    lines.append(f"typedef vec<{n}, {t}> {V(n, s)};")
    return "\n".join(lines)


def vec_free(n: int, s: Scalar = FLOAT) -> str:
    f, k = comps(n), s.name
    t = V(n, s)
    out = []
    for op in "+-*/":
        vv = ", ".join(f"a.{a} {op} b.{a}" for a in f)
        vs = ", ".join(f"a.{a} {op} s" for a in f)
        sv = ", ".join(f"s {op} b.{a}" for a in f)
        out += [f"{HD} inline {t} operator{op}(const {t} &a, const {t} &b) {{ return {t}({vv}); }}",
                f"{HD} inline {t} operator{op}(const {t} &a, {k} s) {{ return {t}({vs}); }}",
                f"{HD} inline {t} operator{op}({k} s, const {t} &b) {{ return {t}({sv}); }}"]
    neg = ", ".join(f"-a.{a}" for a in f)
    out.append(f"{HD} inline {t} operator-(const {t} &a) {{ return {t}({neg}); }}")
    eq = " && ".join(f"a.{a} == b.{a}" for a in f)
    out.append(f"{HD} inline bool operator==(const {t} &a, const {t} &b) {{ return {eq}; }}")
    out.append(f"{HD} inline bool operator!=(const {t} &a, const {t} &b) {{ return !(a == b); }}")
    dot = " + ".join(f"a.{a} * b.{a}" for a in f)
    out.append(f"{HD} inline {k} dot(const {t} &a, const {t} &b) {{ return {dot}; }}")
    out.append(f"{HD} inline {k} length(const {t} &a) {{ return {s.sqrt}(dot(a, a)); }}")
    out.append(f"{HD} inline {k} distance(const {t} &a, const {t} &b) "
               f"{{ return length(b - a); }}")
    inv = s.rsqrt.format("dot(a, a)")
    out.append(f"{HD} inline {t} normalize(const {t} &a) {{ return a * {inv}; }}")
    r = ", ".join(f"p[{i}]" for i in range(n))
    out.append(f"{HD} inline {t} make_vec{n}(const {k} *p) {{ return {t}({r}); }}")
    return "\n".join(out)


def mat_struct(c: int, r: int, s: Scalar = FLOAT) -> str:
    t, col, k = M(c, r, s), V(r, s), s.name
    lines = [f"template <> struct mat<{c}, {r}, {k}> {{", f"  {col} value[{c}];"]
    zero = " ".join(f"value[{i}] = {col}({s.zero});" for i in range(c))
    lines.append(f"  {HD} mat() {{ {zero} }}")
    diag = " ".join(f"value[{i}] = {col}({s.zero}); value[{i}][{i}] = s;"
                    for i in range(min(c, r)))
    rest = " ".join(f"value[{i}] = {col}({s.zero});" for i in range(min(c, r), c))
    lines.append(f"  {HD} explicit mat({k} s) {{ {diag} {rest} }}")
    ps = ", ".join(f"{k} m{i}{j}" for i in range(c) for j in range(r))
    body = " ".join(f"value[{i}] = {col}({', '.join(f'm{i}{j}' for j in range(r))});"
                    for i in range(c))
    lines.append(f"  {HD} mat({ps}) {{ {body} }}")
    cs = ", ".join(f"{col} c{i}" for i in range(c))
    body = " ".join(f"value[{i}] = c{i};" for i in range(c))
    lines.append(f"  {HD} mat({cs}) {{ {body} }}")
    if s is FLOAT:  # GLM's implicit conversion from double's matrices, column by column
        body = " ".join(f"value[{i}] = {col}(m.value[{i}]);" for i in range(c))
        lines.append(f"  {HD} mat(const {M(c, r, DOUBLE)} &m) {{ {body} }}")
    lines.append(f"  {HD} {col} &operator[](int i) {{ return value[i]; }}")
    lines.append(f"  {HD} {col} operator[](int i) const {{ return value[i]; }}")
    for op in "+-":
        body = " ".join(f"value[{i}] {op}= m.value[{i}];" for i in range(c))
        lines.append(f"  {HD} mat &operator{op}=(const mat &m) {{ {body} return *this; }}")
    for op in "*/":
        body = " ".join(f"value[{i}] {op}= s;" for i in range(c))
        lines.append(f"  {HD} mat &operator{op}=({k} s) {{ {body} return *this; }}")
    lines.append("};")
    lines.append(f"typedef mat<{c}, {r}, {k}> {t};")
    return "\n".join(lines)


def el(m: str, i: int, j: int) -> str:
    return f"{m}.value[{i}].{C[j]}"


def mat_free(c: int, r: int, s: Scalar = FLOAT) -> str:
    t, k = M(c, r, s), s.name
    out = []
    for op in "+-":
        cols = ", ".join(f"a.value[{i}] {op} b.value[{i}]" for i in range(c))
        out.append(f"{HD} inline {t} operator{op}(const {t} &a, const {t} &b) "
                   f"{{ return {t}({cols}); }}")
    for op in "*/":
        cols = ", ".join(f"a.value[{i}] {op} s" for i in range(c))
        out.append(f"{HD} inline {t} operator{op}(const {t} &a, {k} s) {{ return {t}({cols}); }}")
    cols = ", ".join(f"s * a.value[{i}]" for i in range(c))
    out.append(f"{HD} inline {t} operator*({k} s, const {t} &a) {{ return {t}({cols}); }}")
    cols = ", ".join(f"-a.value[{i}]" for i in range(c))
    out.append(f"{HD} inline {t} operator-(const {t} &a) {{ return {t}({cols}); }}")
    # m * v: column combination; v * m: a row vector times m
    rows = ", ".join(" + ".join(f"{el('m', k, j)} * v.{C[k]}" for k in range(c)) for j in range(r))
    out.append(f"{HD} inline {V(r, s)} operator*(const {t} &m, const {V(c, s)} &v) "
               f"{{ return {V(r, s)}({rows}); }}")
    cols = ", ".join(" + ".join(f"v.{C[k]} * {el('m', i, k)}" for k in range(r)) for i in range(c))
    out.append(f"{HD} inline {V(c, s)} operator*(const {V(r, s)} &v, const {t} &m) "
               f"{{ return {V(c, s)}({cols}); }}")
    # a (c x r: c columns, r rows) * b (k columns, c rows) -> k columns, r rows
    for n in SIZES:
        b, res = M(n, c, s), M(n, r, s)
        es = ", ".join(" + ".join(f"{el('a', q, j)} * {el('b', i, q)}" for q in range(c))
                       for i in range(n) for j in range(r))
        out.append(f"{HD} inline {res} operator*(const {t} &a, const {b} &b) "
                   f"{{ return {res}({es}); }}")
    tr = M(r, c, s)
    es = ", ".join(el("m", j, i) for i in range(r) for j in range(c))
    out.append(f"{HD} inline {tr} transpose(const {t} &m) {{ return {tr}({es}); }}")
    es = ", ".join(f"c.{C[j]} * r.{C[i]}" for i in range(c) for j in range(r))
    out.append(f"{HD} inline {t} outerProduct(const {V(r, s)} &c, const {V(c, s)} &r) "
               f"{{ return {t}({es}); }}")
    es = ", ".join(f"a.value[{i}] * b.value[{i}]" for i in range(c))
    out.append(f"{HD} inline {t} matrixCompMult(const {t} &a, const {t} &b) "
               f"{{ return {t}({es}); }}")
    if c == r:
        ps = ", ".join(f"p[{i}]" for i in range(c * r))
        out.append(f"{HD} inline {t} make_mat{c}(const {k} *p) {{ return {t}({ps}); }}")
        out.append(f"{HD} inline {t} make_mat{c}x{r}(const {k} *p) {{ return {t}({ps}); }}")
    return "\n".join(out)


def square(s: Scalar = FLOAT) -> str:
    """determinant and inverse of mat2/mat3, cross, atan for component type ``s`` (the
    one-argument atan of double is CUDA's own: a second one would be ambiguous)."""
    k, m2, m3, v3 = s.name, M(2, 2, s), M(3, 3, s), V(3, s)
    atan2 = "atan2f" if s is FLOAT else "atan2"
    atan1 = f"{HD} inline float atan(float x) {{ return atanf(x); }}\n" if s is FLOAT else ""
    return f"""
{HD} inline {k} determinant(const {m2} &m) {{
  return m.value[0].x * m.value[1].y - m.value[1].x * m.value[0].y;
}}
{HD} inline {m2} inverse(const {m2} &m) {{
  {k} d = {s.one} / determinant(m);
  return {m2}(m.value[1].y * d, -m.value[0].y * d, -m.value[1].x * d, m.value[0].x * d);
}}
{HD} inline {k} determinant(const {m3} &m) {{
  return m.value[0].x * (m.value[1].y * m.value[2].z - m.value[2].y * m.value[1].z)
       - m.value[1].x * (m.value[0].y * m.value[2].z - m.value[2].y * m.value[0].z)
       + m.value[2].x * (m.value[0].y * m.value[1].z - m.value[1].y * m.value[0].z);
}}
{HD} inline {m3} inverse(const {m3} &m) {{
  {k} d = {s.one} / determinant(m);
  return {m3}(
      (m.value[1].y * m.value[2].z - m.value[2].y * m.value[1].z) * d,
      -(m.value[0].y * m.value[2].z - m.value[2].y * m.value[0].z) * d,
      (m.value[0].y * m.value[1].z - m.value[1].y * m.value[0].z) * d,
      -(m.value[1].x * m.value[2].z - m.value[2].x * m.value[1].z) * d,
      (m.value[0].x * m.value[2].z - m.value[2].x * m.value[0].z) * d,
      -(m.value[0].x * m.value[1].z - m.value[1].x * m.value[0].z) * d,
      (m.value[1].x * m.value[2].y - m.value[2].x * m.value[1].y) * d,
      -(m.value[0].x * m.value[2].y - m.value[2].x * m.value[0].y) * d,
      (m.value[0].x * m.value[1].y - m.value[1].x * m.value[0].y) * d);
}}
{HD} inline {v3} cross(const {v3} &a, const {v3} &b) {{
  return {v3}(a.y * b.z - b.y * a.z, a.z * b.x - b.z * a.x, a.x * b.y - b.x * a.y);
}}
{HD} inline {k} atan({k} y, {k} x) {{ return {atan2}(y, x); }}
{atan1}"""


def Q(s: Scalar = FLOAT) -> str:
    return f"{s.prefix or 'f'}quat"  # qua<T>'s typedef (no `quat`: a common variable name)


def quat_struct(s: Scalar = FLOAT) -> str:
    """``qua<T>``: GLM 1.0's default layout (members x, y, z, w; the four-value
    constructor takes w first, ``qua(w, x, y, z)``); default construction zero-fills (GLM
    leaves ``qua q;`` indeterminate and value-initializes ``qua{}`` to zero)."""
    t, z = s.name, s.zero
    idx = " ".join(f"if (i == {k}) return {a};" for k, a in enumerate("xyz"))
    lines = [f"template <> struct qua<{t}> {{",
             f"  {t} x, y, z, w;",
             f"  {HD} qua() : x({z}), y({z}), z({z}), w({z}) {{}}",
             f"  {HD} qua({t} w_, {t} x_, {t} y_, {t} z_) : x(x_), y(y_), z(z_), w(w_) {{}}",
             f"  {HD} {t} &operator[](int i) {{ {idx} return w; }}",
             f"  {HD} {t} operator[](int i) const {{ {idx} return w; }}",
             "};",
             f"typedef qua<{t}> {Q(s)};"]
    return "\n".join(lines)


def quat_free(s: Scalar = FLOAT) -> str:
    """Quaternion arithmetic and functions, each in the operation order of GLM 1.0's
    generic (non-SIMD) code: ``dot`` pairs (w w + x x) + (y y + z z); ``q * v`` is
    ``v + ((u x v) q.w + u x (u x v)) 2`` with u = (x, y, z); ``inverse`` is the conjugate
    divided by ``dot(q, q)``; ``normalize`` multiplies by ``1 / length`` (the identity for a
    zero length); ``slerp`` takes the short way (negating ``y`` for a negative cosine),
    interpolates linearly (``mix``) when the cosine exceeds 1 - epsilon, else
    ``(sin((1 - a) t) x + sin(a t) y) / sin(t)``; ``mat3_cast`` and ``quat_cast`` (the
    largest of the four diagonal combinations chooses the formula)."""
    q, k, v3, m3 = Q(s), s.name, V(3, s), M(3, 3, s)
    one, two, z = s.one, ("2.f" if s is FLOAT else "2.0"), s.zero
    half, quarter = ("0.5f", "0.25f") if s is FLOAT else ("0.5", "0.25")
    eps = "1.1920928955078125e-07f" if s is FLOAT else "2.220446049250313e-16"
    sin, acos = ("sinf", "acosf") if s is FLOAT else ("sin", "acos")
    out = [f"{HD} inline {q} operator+(const {q} &a) {{ return a; }}",
           f"{HD} inline {q} operator-(const {q} &a) {{ return {q}(-a.w, -a.x, -a.y, -a.z); }}"]
    for op in "+-":
        out.append(f"{HD} inline {q} operator{op}(const {q} &a, const {q} &b) {{ return "
                   f"{q}(a.w {op} b.w, a.x {op} b.x, a.y {op} b.y, a.z {op} b.z); }}")
    out.append(f"{HD} inline {q} operator*(const {q} &p, const {q} &q) {{ return {q}(\n"
               "    p.w * q.w - p.x * q.x - p.y * q.y - p.z * q.z,\n"
               "    p.w * q.x + p.x * q.w + p.y * q.z - p.z * q.y,\n"
               "    p.w * q.y + p.y * q.w + p.z * q.x - p.x * q.z,\n"
               "    p.w * q.z + p.z * q.w + p.x * q.y - p.y * q.x); }")
    for op in "*/":
        out.append(f"{HD} inline {q} operator{op}(const {q} &a, {k} s) {{ return "
                   f"{q}(a.w {op} s, a.x {op} s, a.y {op} s, a.z {op} s); }}")
    out.append(f"{HD} inline {q} operator*({k} s, const {q} &a) {{ return a * s; }}")
    out.append(f"{HD} inline bool operator==(const {q} &a, const {q} &b) "
               "{ return a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w; }")
    out.append(f"{HD} inline bool operator!=(const {q} &a, const {q} &b) {{ return !(a == b); }}")
    out.append(f"{HD} inline {k} dot(const {q} &a, const {q} &b) "
               "{ return (a.w * b.w + a.x * b.x) + (a.y * b.y + a.z * b.z); }")
    out.append(f"{HD} inline {k} length(const {q} &a) {{ return {s.sqrt}(dot(a, a)); }}")
    out.append(f"""{HD} inline {q} normalize(const {q} &a) {{
  {k} len = length(a);
  if (len <= {z}) return {q}({one}, {z}, {z}, {z});
  {k} r = {one} / len;
  return {q}(a.w * r, a.x * r, a.y * r, a.z * r);
}}""")
    out.append(f"{HD} inline {q} conjugate(const {q} &a) {{ return {q}(a.w, -a.x, -a.y, -a.z); }}")
    out.append(f"{HD} inline {q} inverse(const {q} &a) {{ return conjugate(a) / dot(a, a); }}")
    out.append(f"""{HD} inline {v3} operator*(const {q} &q, const {v3} &v) {{
  {v3} u = {v3}(q.x, q.y, q.z);
  {v3} uv = cross(u, v);
  {v3} uuv = cross(u, uv);
  return v + ((uv * q.w) + uuv) * {two};
}}
{HD} inline {v3} operator*(const {v3} &v, const {q} &q) {{ return inverse(q) * v; }}
{HD} inline {v3} rotate(const {q} &q, const {v3} &v) {{ return q * v; }}
{HD} inline {q} slerp(const {q} &x, const {q} &y, {k} a) {{
  {q} z = y;
  {k} c = dot(x, y);
  if (c < {z}) {{
    z = -y;
    c = -c;
  }}
  if (c > {one} - {eps}) {{
    return {q}(x.w * ({one} - a) + z.w * a, x.x * ({one} - a) + z.x * a,
               x.y * ({one} - a) + z.y * a, x.z * ({one} - a) + z.z * a);
  }}
  {k} t = {acos}(c);
  return ({sin}(({one} - a) * t) * x + {sin}(a * t) * z) / {sin}(t);
}}
{HD} inline {m3} mat3_cast(const {q} &q) {{
  {k} xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z;
  {k} xz = q.x * q.z, xy = q.x * q.y, yz = q.y * q.z;
  {k} wx = q.w * q.x, wy = q.w * q.y, wz = q.w * q.z;
  return {m3}({one} - {two} * (yy + zz), {two} * (xy + wz), {two} * (xz - wy),
              {two} * (xy - wz), {one} - {two} * (xx + zz), {two} * (yz + wx),
              {two} * (xz + wy), {two} * (yz - wx), {one} - {two} * (xx + yy));
}}
{HD} inline {q} quat_cast(const {m3} &m) {{
  {k} fx = m.value[0].x - m.value[1].y - m.value[2].z;
  {k} fy = m.value[1].y - m.value[0].x - m.value[2].z;
  {k} fz = m.value[2].z - m.value[0].x - m.value[1].y;
  {k} fw = m.value[0].x + m.value[1].y + m.value[2].z;
  int big = 0;
  {k} f = fw;
  if (fx > f) {{ f = fx; big = 1; }}
  if (fy > f) {{ f = fy; big = 2; }}
  if (fz > f) {{ f = fz; big = 3; }}
  {k} b = {s.sqrt}(f + {one}) * {half};
  {k} r = {quarter} / b;
  if (big == 1)
    return {q}((m.value[1].z - m.value[2].y) * r, b, (m.value[0].y + m.value[1].x) * r,
               (m.value[2].x + m.value[0].z) * r);
  if (big == 2)
    return {q}((m.value[2].x - m.value[0].z) * r, (m.value[0].y + m.value[1].x) * r, b,
               (m.value[1].z + m.value[2].y) * r);
  if (big == 3)
    return {q}((m.value[0].y - m.value[1].x) * r, (m.value[2].x + m.value[0].z) * r,
               (m.value[1].z + m.value[2].y) * r, b);
  return {q}(b, (m.value[1].z - m.value[2].y) * r, (m.value[2].x - m.value[0].z) * r,
             (m.value[0].y - m.value[1].x) * r);
}}""")
    return "\n".join(out)


def generate() -> str:
    parts = ["// warpsmith's model of GLM's device subset (docs/cxx-glm.md). GENERATED by",
             "// scripts/gen_ws_glm.py: edit that, not this file.",
             "//",
             "// `#include <glm/...>` reads this file (always: GLM's own headers are not read).",
             "// Written here from GLM's documented GLSL semantics: column-major matrices,",
             "// mat<C, R, float> has C columns of vec<R, float>, m[i] is column i, m * v",
             "// combines the columns, v * m is a row vector times m. float and double",
             "// components; float's types convert implicitly from double's.",
             "#ifndef WS_GLM_H", "#define WS_GLM_H", "namespace glm {",
             "typedef int length_t;",
             "template <int L, typename T> struct vec;",
             "template <int C, int R, typename T> struct mat;",
             "template <typename T> struct qua;",
             ]
    for s in SCALARS:
        parts += [vec_struct(n, s) for n in SIZES]
    for s in SCALARS:
        parts += [vec_free(n, s) for n in SIZES]
    for s in SCALARS:
        parts += [mat_struct(c, r, s) for c in SIZES for r in SIZES]
    for s in SCALARS:
        parts += [mat_free(c, r, s) for c in SIZES for r in SIZES]
    parts += [square(s) for s in SCALARS]
    for s in SCALARS:
        parts += [quat_struct(s), quat_free(s)]
    al = ["typedef qua<double> f64quat;", "typedef vec<2, float> fvec2;",
          "typedef vec<3, float> fvec3;", "typedef vec<4, float> fvec4;"]
    for c in SIZES:
        for r in SIZES:
            al.append(f"typedef mat<{c}, {r}, float> fmat{c}x{r};")
        al.append(f"using mat{c} = mat<{c}, {c}, float>;")
        al.append(f"typedef mat<{c}, {c}, float> fmat{c};")
    for c in SIZES:
        al.append(f"using dmat{c} = mat<{c}, {c}, double>;")
    parts += al
    parts += ["}  // namespace glm", "#endif", ""]
    return "\n".join(parts)


if __name__ == "__main__":
    with open(OUT, "w") as f:
        f.write(generate())
    sys.exit(0)
