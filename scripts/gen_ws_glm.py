"""Generate ``src/warpsmith/frontend/include/ws_glm.h``: warpsmith's model of GLM's device
subset (docs/cxx-glm.md). The header is plain C++ over full specializations
``glm::vec<L, float>`` and ``glm::mat<C, R, float>``, one explicit function per operator and
shape, so that the frontend's class lowering reads it without deduction of int template
parameters. Written here from GLM's documented (GLSL) semantics; run
``python scripts/gen_ws_glm.py`` after editing it."""

from __future__ import annotations

import os
import sys

C = "xyzw"
HD = "__host__ __device__"
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "warpsmith", "frontend", "include",
                   "ws_glm.h")
SIZES = (2, 3, 4)


def V(n: int) -> str:
    return f"vec{n}"  # the typedefs of vec<n, float>, declared after each struct


def M(c: int, r: int) -> str:
    return f"mat{c}x{r}"


def comps(n: int) -> str:
    return C[:n]


def vec_struct(n: int) -> str:
    f = comps(n)
    args = ", ".join(f"float {a}_" for a in f)
    init = ", ".join(f"{a}({a}_)" for a in f)
    splat = ", ".join(f"{a}(s)" for a in f)
    zero = ", ".join(f"{a}(0.f)" for a in f)
    idx = " ".join(f"if (i == {k}) return {a};" for k, a in enumerate(f[:-1]))
    lines = [f"template <> struct vec<{n}, float> {{",
             f"  float {', '.join(f)};",
             f"  {HD} vec() : {zero} {{}}",
             f"  {HD} explicit vec(float s) : {splat} {{}}",
             f"  {HD} vec({args}) : {init} {{}}"]
    if n == 3:
        lines.append(f"  {HD} vec({V(2)} v, float z_) : x(v.x), y(v.y), z(z_) {{}}")
    if n == 4:
        lines.append(f"  {HD} vec({V(3)} v, float w_) : x(v.x), y(v.y), z(v.z), w(w_) {{}}")
    lines.append(f"  {HD} float &operator[](int i) {{ {idx} return {f[-1]}; }}")
    lines.append(f"  {HD} float operator[](int i) const {{ {idx} return {f[-1]}; }}")
    for op in "+-*/":
        body = " ".join(f"{a} {op}= v.{a};" for a in f)
        lines.append(f"  {HD} vec &operator{op}=(const vec &v) {{ {body} return *this; }}")
        body = " ".join(f"{a} {op}= s;" for a in f)
        lines.append(f"  {HD} vec &operator{op}=(float s) {{ {body} return *this; }}")
    lines.append("};")
    lines.append(f"typedef vec<{n}, float> vec{n};")
    return "\n".join(lines)


def vec_free(n: int) -> str:
    f = comps(n)
    t = V(n)
    out = []
    for op in "+-*/":
        vv = ", ".join(f"a.{a} {op} b.{a}" for a in f)
        vs = ", ".join(f"a.{a} {op} s" for a in f)
        sv = ", ".join(f"s {op} b.{a}" for a in f)
        out += [f"{HD} inline {t} operator{op}(const {t} &a, const {t} &b) {{ return {t}({vv}); }}",
                f"{HD} inline {t} operator{op}(const {t} &a, float s) {{ return {t}({vs}); }}",
                f"{HD} inline {t} operator{op}(float s, const {t} &b) {{ return {t}({sv}); }}"]
    neg = ", ".join(f"-a.{a}" for a in f)
    out.append(f"{HD} inline {t} operator-(const {t} &a) {{ return {t}({neg}); }}")
    eq = " && ".join(f"a.{a} == b.{a}" for a in f)
    out.append(f"{HD} inline bool operator==(const {t} &a, const {t} &b) {{ return {eq}; }}")
    out.append(f"{HD} inline bool operator!=(const {t} &a, const {t} &b) {{ return !(a == b); }}")
    dot = " + ".join(f"a.{a} * b.{a}" for a in f)
    out.append(f"{HD} inline float dot(const {t} &a, const {t} &b) {{ return {dot}; }}")
    out.append(f"{HD} inline float length(const {t} &a) {{ return sqrtf(dot(a, a)); }}")
    out.append(f"{HD} inline float distance(const {t} &a, const {t} &b) "
               f"{{ return length(b - a); }}")
    out.append(f"{HD} inline {t} normalize(const {t} &a) {{ return a * rsqrtf(dot(a, a)); }}")
    r = ", ".join(f"p[{k}]" for k in range(n))
    out.append(f"{HD} inline {t} make_vec{n}(const float *p) {{ return {t}({r}); }}")
    return "\n".join(out)


def mat_struct(c: int, r: int) -> str:
    t, col = M(c, r), V(r)
    lines = [f"template <> struct mat<{c}, {r}, float> {{", f"  {col} value[{c}];"]
    zero = " ".join(f"value[{i}] = {col}(0.f);" for i in range(c))
    lines.append(f"  {HD} mat() {{ {zero} }}")
    diag = " ".join(f"value[{i}] = {col}(0.f); value[{i}][{i}] = s;" for i in range(min(c, r)))
    rest = " ".join(f"value[{i}] = {col}(0.f);" for i in range(min(c, r), c))
    lines.append(f"  {HD} explicit mat(float s) {{ {diag} {rest} }}")
    ps = ", ".join(f"float m{i}{j}" for i in range(c) for j in range(r))
    body = " ".join(f"value[{i}] = {col}({', '.join(f'm{i}{j}' for j in range(r))});"
                    for i in range(c))
    lines.append(f"  {HD} mat({ps}) {{ {body} }}")
    cs = ", ".join(f"{col} c{i}" for i in range(c))
    body = " ".join(f"value[{i}] = c{i};" for i in range(c))
    lines.append(f"  {HD} mat({cs}) {{ {body} }}")
    lines.append(f"  {HD} {col} &operator[](int i) {{ return value[i]; }}")
    lines.append(f"  {HD} {col} operator[](int i) const {{ return value[i]; }}")
    for op in "+-":
        body = " ".join(f"value[{i}] {op}= m.value[{i}];" for i in range(c))
        lines.append(f"  {HD} mat &operator{op}=(const mat &m) {{ {body} return *this; }}")
    for op in "*/":
        body = " ".join(f"value[{i}] {op}= s;" for i in range(c))
        lines.append(f"  {HD} mat &operator{op}=(float s) {{ {body} return *this; }}")
    lines.append("};")
    lines.append(f"typedef mat<{c}, {r}, float> mat{c}x{r};")
    return "\n".join(lines)


def el(m: str, i: int, j: int) -> str:
    return f"{m}.value[{i}].{C[j]}"


def mat_free(c: int, r: int) -> str:
    t = M(c, r)
    out = []
    for op in "+-":
        cols = ", ".join(f"a.value[{i}] {op} b.value[{i}]" for i in range(c))
        out.append(f"{HD} inline {t} operator{op}(const {t} &a, const {t} &b) "
                   f"{{ return {t}({cols}); }}")
    for op in "*/":
        cols = ", ".join(f"a.value[{i}] {op} s" for i in range(c))
        out.append(f"{HD} inline {t} operator{op}(const {t} &a, float s) {{ return {t}({cols}); }}")
    cols = ", ".join(f"s * a.value[{i}]" for i in range(c))
    out.append(f"{HD} inline {t} operator*(float s, const {t} &a) {{ return {t}({cols}); }}")
    cols = ", ".join(f"-a.value[{i}]" for i in range(c))
    out.append(f"{HD} inline {t} operator-(const {t} &a) {{ return {t}({cols}); }}")
    # m * v: column combination; v * m: a row vector times m
    rows = ", ".join(" + ".join(f"{el('m', k, j)} * v.{C[k]}" for k in range(c)) for j in range(r))
    out.append(f"{HD} inline {V(r)} operator*(const {t} &m, const {V(c)} &v) "
               f"{{ return {V(r)}({rows}); }}")
    cols = ", ".join(" + ".join(f"v.{C[k]} * {el('m', i, k)}" for k in range(r)) for i in range(c))
    out.append(f"{HD} inline {V(c)} operator*(const {V(r)} &v, const {t} &m) "
               f"{{ return {V(c)}({cols}); }}")
    # a (c x r: c columns, r rows) * b (k columns, c rows) -> k columns, r rows
    for k in SIZES:
        b, res = M(k, c), M(k, r)
        es = ", ".join(" + ".join(f"{el('a', q, j)} * {el('b', i, q)}" for q in range(c))
                       for i in range(k) for j in range(r))
        out.append(f"{HD} inline {res} operator*(const {t} &a, const {b} &b) "
                   f"{{ return {res}({es}); }}")
    tr = M(r, c)
    es = ", ".join(el("m", j, i) for i in range(r) for j in range(c))
    out.append(f"{HD} inline {tr} transpose(const {t} &m) {{ return {tr}({es}); }}")
    es = ", ".join(f"c.{C[j]} * r.{C[i]}" for i in range(c) for j in range(r))
    out.append(f"{HD} inline {t} outerProduct(const {V(r)} &c, const {V(c)} &r) "
               f"{{ return {t}({es}); }}")
    es = ", ".join(f"a.value[{i}] * b.value[{i}]" for i in range(c))
    out.append(f"{HD} inline {t} matrixCompMult(const {t} &a, const {t} &b) "
               f"{{ return {t}({es}); }}")
    if c == r:
        ps = ", ".join(f"p[{i}]" for i in range(c * r))
        out.append(f"{HD} inline {t} make_mat{c}(const float *p) {{ return {t}({ps}); }}")
        out.append(f"{HD} inline {t} make_mat{c}x{r}(const float *p) {{ return {t}({ps}); }}")
    return "\n".join(out)


SQUARE = f"""
{HD} inline float determinant(const mat2x2 &m) {{
  return m.value[0].x * m.value[1].y - m.value[1].x * m.value[0].y;
}}
{HD} inline mat2x2 inverse(const mat2x2 &m) {{
  float d = 1.f / determinant(m);
  return mat2x2(m.value[1].y * d, -m.value[0].y * d, -m.value[1].x * d, m.value[0].x * d);
}}
{HD} inline float determinant(const mat3x3 &m) {{
  return m.value[0].x * (m.value[1].y * m.value[2].z - m.value[2].y * m.value[1].z)
       - m.value[1].x * (m.value[0].y * m.value[2].z - m.value[2].y * m.value[0].z)
       + m.value[2].x * (m.value[0].y * m.value[1].z - m.value[1].y * m.value[0].z);
}}
{HD} inline mat3x3 inverse(const mat3x3 &m) {{
  float d = 1.f / determinant(m);
  return mat3x3(
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
{HD} inline vec3 cross(const vec3 &a, const vec3 &b) {{
  return vec3(a.y * b.z - b.y * a.z, a.z * b.x - b.z * a.x, a.x * b.y - b.x * a.y);
}}
{HD} inline float atan(float y, float x) {{ return atan2f(y, x); }}
{HD} inline float atan(float x) {{ return atanf(x); }}
"""


def generate() -> str:
    parts = ["// warpsmith's model of GLM's device subset (docs/cxx-glm.md). GENERATED by",
             "// scripts/gen_ws_glm.py: edit that, not this file.",
             "//",
             "// `#include <glm/...>` reads this file (always: GLM's own headers are not read).",
             "// Written here from GLM's documented GLSL semantics: column-major matrices,",
             "// mat<C, R, float> has C columns of vec<R, float>, m[i] is column i, m * v",
             "// combines the columns, v * m is a row vector times m. float only.",
             "#ifndef WS_GLM_H", "#define WS_GLM_H", "namespace glm {",
             "typedef int length_t;",
             "template <int L, typename T> struct vec;",
             "template <int C, int R, typename T> struct mat;",
             ]
    for n in SIZES:
        parts.append(vec_struct(n))
    for n in SIZES:
        parts.append(vec_free(n))
    for c in SIZES:
        for r in SIZES:
            parts.append(mat_struct(c, r))
    for c in SIZES:
        for r in SIZES:
            parts.append(mat_free(c, r))
    parts.append(SQUARE)
    al = ["typedef vec<2, float> fvec2;", "typedef vec<3, float> fvec3;", "typedef vec<4, float> fvec4;"]
    for c in SIZES:
        for r in SIZES:
            al.append(f"typedef mat<{c}, {r}, float> fmat{c}x{r};")
        al.append(f"using mat{c} = mat<{c}, {c}, float>;")
        al.append(f"typedef mat<{c}, {c}, float> fmat{c};")
    parts += al
    parts += ["}  // namespace glm", "#endif", ""]
    return "\n".join(parts)


if __name__ == "__main__":
    with open(OUT, "w") as f:
        f.write(generate())
    sys.exit(0)
