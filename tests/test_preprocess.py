"""Tests for the C preprocessor (warpsmith.frontend.preprocess)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warpsmith.ir.errors import PreprocessError, WarpsmithError
from warpsmith.frontend.lexer import tokenize
from warpsmith.frontend.preprocess import preprocess, preprocess_file


def pp(src: str, dialect: str = "cuda", **kw):
    return preprocess(src, "t.cu", dialect=dialect, **kw)


def texts(src: str, **kw) -> list[str]:
    return [t.text for t in pp(src, **kw)]


def same(src: str, expected: str, **kw) -> None:
    assert texts(src, **kw) == [t.text for t in tokenize(expected)]


def if_value(expr: str, **kw) -> int:
    out = texts(f"#if {expr}\nyes\n#else\nno\n#endif\n", **kw)
    assert out in (["yes"], ["no"])
    return 1 if out == ["yes"] else 0


# --------------------------------------------------------------------------- includes


def test_include_relative_to_including_file(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.h").write_text('#include "b.h"\nint a;\n')
    (tmp_path / "sub" / "b.h").write_text("int b;\n")
    main = tmp_path / "main.cu"
    main.write_text('#include "sub/a.h"\nint m;\n')
    out = preprocess_file(main, dialect="cuda")
    assert [t.text for t in out] == ["int", "b", ";", "int", "a", ";", "int", "m", ";"]
    assert out[1].loc.file.endswith("b.h") and out[1].loc.line == 1
    assert out[7].loc.file == str(main) and out[7].loc.line == 2
    assert any(f.endswith("a.h") for f in out.included_files)


def test_include_dirs_searched_in_order(tmp_path):
    d1, d2 = tmp_path / "d1", tmp_path / "d2"
    d1.mkdir()
    d2.mkdir()
    (d1 / "h.h").write_text("int one;\n")
    (d2 / "h.h").write_text("int two;\n")
    (d2 / "only2.h").write_text("int only2;\n")
    src = '#include "h.h"\n#include "only2.h"\n'
    out = texts(src, include_dirs=[str(d1), str(d2)])
    assert out == ["int", "one", ";", "int", "only2", ";"]


def test_missing_include_is_located_with_hint():
    with pytest.raises(PreprocessError) as ei:
        pp('int x;\n  #include "nope.h"\n')
    e = ei.value
    assert e.loc.file == "t.cu" and e.loc.line == 2 and e.loc.col == 3
    assert 'cannot find include file "nope.h"' in str(e)
    assert "-I" in e.hint
    assert str(e).startswith('t.cu:2:3: error: cannot find include file "nope.h"')


def test_system_include_skipped_and_recorded():
    out = pp("#include <cuda_runtime.h>\n#include <math.h>\nint x;\n")
    assert [t.text for t in out] == ["int", "x", ";"]
    assert out.system_includes == ["cuda_runtime.h", "math.h"]


def test_angle_include_never_read_from_disk(tmp_path):
    (tmp_path / "cuda_runtime.h").write_text("this would not parse;\n")
    out = pp("#include <cuda_runtime.h>\nint x;\n", include_dirs=[str(tmp_path)])
    assert [t.text for t in out] == ["int", "x", ";"]
    assert out.system_includes == ["cuda_runtime.h"] and out.included_files == []


def test_directive_inside_macro_arguments_and_bad_pragma_op():
    same("#define f(x) [x]\nf(1\n#define Y 2\n+ Y)", "[1 + 2]")
    with pytest.raises(PreprocessError, match="_Pragma") as ei:
        pp("\n_Pragma(unroll)")
    assert ei.value.loc.line == 2


def test_pragma_once_and_include_guards(tmp_path):
    (tmp_path / "once.h").write_text("#pragma once\nint once;\n")
    (tmp_path / "guard.h").write_text("#ifndef GUARD_H\n#define GUARD_H\nint guard;\n#endif\n")
    main = tmp_path / "m.cu"
    main.write_text('#include "once.h"\n#include "once.h"\n#include "guard.h"\n'
                    '#include "guard.h"\n')
    out = [t.text for t in preprocess_file(main, dialect="cuda")]
    assert out == ["int", "once", ";", "int", "guard", ";"]


def test_recursive_include_limited(tmp_path):
    (tmp_path / "self.h").write_text('#include "self.h"\n')
    with pytest.raises(PreprocessError, match="nested too deeply") as ei:
        preprocess_file(tmp_path / "self.h", dialect="cuda")
    assert ei.value.loc is not None and ei.value.loc.line == 1


def test_macro_expanded_include_and_has_include(tmp_path):
    (tmp_path / "vers2.h").write_text("int v2;\n")
    src = ("#define str(s) # s\n#define xstr(s) str(s)\n#define INCFILE(n) vers ## n\n"
           "#include xstr(INCFILE(2).h)\n"
           '#if __has_include("vers2.h") && !__has_include("vers3.h") && __has_include(<x.h>)\n'
           "ok\n#endif\n")
    out = preprocess(src, str(tmp_path / "m.cu"), dialect="cuda")
    assert [t.text for t in out] == ["int", "v2", ";", "ok"]


# --------------------------------------------------------------------------- macros


def test_object_and_function_macros():
    same("#define N 32\n#define SQ(x) ((x)*(x))\nint a[N]; y = SQ(a+1);",
         "int a[32]; y = ((a+1)*(a+1));")


def test_function_macro_without_paren_not_expanded():
    same("#define f(x) x+1\nint f; f (2);", "int f; 2+1;")


def test_self_reference_stays():
    same("#define foo foo\nfoo;", "foo;")
    same("#define foo a foo b\nfoo;", "a foo b;")
    same("#define x (4 + y)\n#define y (2 * x)\nx; y;", "(4 + (2 * x)); (2 * (4 + y));")


def test_c11_example_3():
    src = """#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
"""
    same(src, """f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
int i[] = { 1, 23, 4, 5, };
char c[2][6] = { "hello", "" };""")


def test_c11_example_4_stringize_and_paste():
    src = r"""#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
 == 0), s);
glue(HIGH, LOW);
xglue(HIGH, LOW)
"""
    same(src, r"""printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
fputs("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0", s);
"hello";
"hello" ", world"
""")


def test_c11_example_5_placemarkers():
    src = """#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };"""
    same(src, "int j[] = { 123, 45, 67, 89, 10, 11, 12, };")


def test_c11_example_7_variadic():
    src = r"""#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
"""
    same(src, r"""fprintf(stderr, "Flag");
fprintf(stderr, "X = %d\n", x);
puts("The first, second, and third items.");
((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));""")


def test_named_variadic_and_gnu_comma():
    same("#define P(fmt, args...) printf(fmt, args)\nP(\"%d %d\", 1, 2);",
         'printf("%d %d", 1, 2);')
    same("#define E(fmt, ...) printf(fmt, ## __VA_ARGS__)\nE(\"a\"); E(\"b\", 1);",
         'printf("a"); printf("b", 1);')


def test_paste_makes_identifier_and_number_that_expand():
    same("#define CAT(a,b) a##b\n#define XY 42\nCAT(X,Y) CAT(1,2) CAT(0x,ff) CAT(+,=)",
         "42 12 0xff +=")
    with pytest.raises(PreprocessError, match="valid preprocessing token"):
        pp("#define CAT(a,b) a##b\nCAT(+,/)")


def test_arguments_with_commas_in_parens_and_nested_macros():
    same("#define F(a, b) [a|b]\n#define G(x) F(x, x)\nF((1,2), G(3))", "[(1,2)|[3|3]]")


def test_function_macro_name_from_expansion_takes_rest_of_stream():
    same("#define f(x) <x>\n#define g f\ng(1) g\n(2) g", "<1> <2> f")


def test_args_expanded_before_substitution_except_hash_and_paste():
    same("#define N 4\n#define S(x) #x\n#define XS(x) S(x)\n#define P(x) x ## _v\nS(N) XS(N) P(N)",
         '"N" "4" N_v')


def test_line_file_counter():
    out = texts("a\n__LINE__ __FILE__\n__COUNTER__ __COUNTER__\n#define L __LINE__\n\nL")
    assert out == ["a", "2", '"t.cu"', "0", "1", "6"]


def test_redefinition_and_undef():
    same("#define A 1\n#define A 1\nA\n#define A 2\nA\n#undef A\nA", "1 2 A")


def test_unterminated_macro_args_located():
    with pytest.raises(PreprocessError, match="unterminated argument list") as ei:
        pp("#define f(x) x\nint y;\n  f(1, (2)\n")
    assert (ei.value.loc.line, ei.value.loc.col) == (3, 3)


def test_wrong_argument_count_located():
    with pytest.raises(PreprocessError, match="requires 2 arguments") as ei:
        pp("#define f(x, y) x\n\nf(1)")
    assert ei.value.loc.line == 3


def test_expanded_at_and_loc():
    out = pp("#define ONE 1\n#define INC(x) ((x) + ONE)\nint v = INC(w);\n")
    by_text = {t.text: t for t in out}
    assert by_text["int"].expanded_at is None
    one = by_text["1"]
    assert one.loc.line == 1  # written in ONE's definition
    assert (one.expanded_at.line, one.expanded_at.col) == (3, 9)  # outermost use: INC
    w = by_text["w"]
    assert w.loc.line == 3 and w.expanded_at.line == 3
    assert by_text["+"].where.line == 3


def test_expanded_at_outermost_in_header(tmp_path):
    (tmp_path / "h.h").write_text("#define TWO 2\n")
    (tmp_path / "m.cu").write_text('#include "h.h"\nint a = TWO;\n')
    out = preprocess_file(tmp_path / "m.cu", dialect="cuda")
    two = [t for t in out if t.text == "2"][0]
    assert two.loc.file.endswith("h.h")
    assert two.expanded_at.file.endswith("m.cu") and two.expanded_at.line == 2


# --------------------------------------------------------------------------- conditionals


def test_if_arithmetic():
    assert if_value("1 + 2 * 3 == 7")
    assert if_value("(1 | 2 ^ 3 & 4) == 3")
    assert if_value("-7 / 2 == -3 && -7 % 2 == -1")
    assert if_value("0x10 == 16 && 010 == 8 && 10UL == 10 && 5ll == 5 && 0b101 == 5")
    assert if_value("'a' == 97 && '\\n' == 10 && '\\x41' == 65 && '\\0' == 0")
    assert if_value("1 ? 2 : 3 == 2")
    assert if_value("(0 ? 1 : 0 ? 2 : 3) == 3")
    assert if_value("~0 == -1 && !0 == 1 && !5 == 0")
    assert if_value("1 << 62 > 0 && (1 << 63) < 0")  # signed 64-bit
    assert if_value("0x7fffffffffffffff + 1 < 0")
    assert if_value("-1 >> 1 == -1")
    assert not if_value("UNDEFINED_THING")
    assert if_value("UNDEFINED_THING + 1 == 1")


def test_if_short_circuit_avoids_division_by_zero():
    assert not if_value("0 && 1 / 0")
    assert if_value("1 || 1 / 0")
    assert if_value("1 ? 1 : 1 / 0")
    with pytest.raises(PreprocessError, match="division by zero") as ei:
        pp("\n#if 1 / 0\n#endif\n")
    assert ei.value.loc.line == 2


def test_defined_forms_and_macros_in_if():
    src = "#define A 1\n#define B(x) (x*2)\n"
    assert not if_value("defined A || defined(A)")
    assert texts(src + "#if defined A && defined(B) && !defined C && B(3) == 6\nok\n#endif") \
        == ["ok"]
    assert texts(src + "#define D defined(A)\n#if D\nok\n#endif") == ["ok"]
    assert texts(src + "#ifdef A\na\n#endif\n#ifndef C\nc\n#endif\n#ifdef C\nno\n#endif") == \
        ["a", "c"]


def test_elif_chain():
    def pick(n):
        return texts(f"#define N {n}\n#if N == 1\none\n#elif N == 2\ntwo\n"
                     f"#elif N == 3\nthree\n#else\nother\n#endif\n")
    assert pick(1) == ["one"]
    assert pick(2) == ["two"]
    assert pick(3) == ["three"]
    assert pick(9) == ["other"]


def test_nested_skipped_groups_and_unknown_directive_ignored():
    src = ("#if 0\n#if 1\nbad\n#else\nbad\n#endif\n#frobnicate\n#error no\nbad\n"
           "#elif 1\ngood\n#if 0\nbad\n#elif 0\nbad\n#else\ngood2\n#endif\n#else\nbad\n#endif\n")
    assert texts(src) == ["good", "good2"]


def test_defines_override_and_plain_name():
    assert texts("__CUDA_ARCH__ X Y", defines={"__CUDA_ARCH__": "800", "X": "", "Y": "7"}) == \
        ["800", "1", "7"]
    assert texts("F(3)", defines={"F(a)": "a+a"}) == ["3", "+", "3"]
    # a user #define of a predefined name replaces it
    assert texts("#define M_PI 3\nM_PI") == ["3"]


def test_predefined_macros_per_dialect():
    cuda = texts("#if defined(__CUDACC__) && __CUDA_ARCH__ >= 700 && __cplusplus >= 201703L\n"
                 "cuda\n#endif\n#ifdef __OPENCL_VERSION__\ncl\n#endif\nM_PI FLT_MAX INT_MAX")
    assert cuda[:1] == ["cuda"] and "cl" not in cuda
    assert cuda[1] == "3.14159265358979323846"
    cl = texts("#if __OPENCL_C_VERSION__ >= CL_VERSION_1_2 && cl_khr_fp64\ncl\n#endif\n"
               "#ifdef __IMAGE_SUPPORT__\nimg\n#endif\n#ifdef __CUDACC__\ncu\n#endif\n"
               "M_PI_F CLK_LOCAL_MEM_FENCE", dialect="opencl")
    assert cl == ["cl", "3.14159265358979323846f", "1"]


def test_error_directive_located():
    with pytest.raises(PreprocessError) as ei:
        pp("int a;\n#error need \"sm_90\" here\n")
    e = ei.value
    assert e.loc.line == 2 and e.loc.col == 1
    assert 'need "sm_90" here' in e.message


def test_unterminated_if_located():
    with pytest.raises(PreprocessError, match="unterminated #if") as ei:
        pp("a\n#if 1\nb\n")
    assert ei.value.loc.line == 2
    with pytest.raises(PreprocessError, match="unterminated #ifdef") as ei:
        pp("a\n\n#ifdef X\nb\n")
    assert ei.value.loc.line == 3


def test_stray_else_endif_and_else_after_else():
    for src, msg in (("#endif\n", "#endif without #if"), ("x\n#else\n", "#else without #if"),
                     ("#elif 1\n", "#elif without #if"),
                     ("#if 1\n#else\n#else\n#endif\n", "#else after #else"),
                     ("#if 0\n#else\n#elif 1\n#endif\n", "#elif after #else")):
        with pytest.raises(PreprocessError, match=msg) as ei:
            pp(src)
        assert ei.value.loc is not None and ei.value.loc.line >= 1


def test_unknown_directive_in_active_code_located():
    with pytest.raises(PreprocessError, match="invalid preprocessing directive") as ei:
        pp("a\n#frobnicate x\n")
    assert ei.value.loc.line == 2


@pytest.mark.parametrize("expr", ["1 +", "(1", "1 2", "1 ? 2", "\"s\"", "1.5", ")", "defined"])
def test_malformed_if_located(expr):
    with pytest.raises(PreprocessError) as ei:
        pp(f"x\n#if {expr}\n#endif\n")
    assert ei.value.loc.line == 2


def test_malformed_define_located():
    for src in ("#define\n", "#define 3 x\n", "#define f(a b) a\n", "#define f(a) #b\n",
                "#define f(a) ## a\n", "#undef\n", "#include\n", "#ifdef\n#endif\n"):
        with pytest.raises(PreprocessError) as ei:
            pp(src)
        assert isinstance(ei.value, WarpsmithError) and ei.value.loc is not None


# --------------------------------------------------------------------------- pragmas


def test_pragma_unroll_tokens():
    out = pp("#define BLOCK 8\n#pragma unroll\nfor\n#pragma unroll 4\n  #pragma unroll BLOCK\n"
             "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#pragma omp parallel\n"
             "_Pragma(\"unroll 2\") _Pragma(\"GCC diagnostic push\") x")
    assert [(t.kind, t.text) for t in out] == [
        ("pragma", "unroll"), ("id", "for"), ("pragma", "unroll 4"), ("pragma", "unroll 8"),
        ("pragma", "unroll 2"), ("id", "x")]
    assert out[0].loc.line == 2 and out[3].loc.line == 5 and out[4].loc.line == 8


def test_pragma_unroll_from_macro():
    out = pp('#define UNROLL _Pragma("unroll")\nUNROLL for')
    assert [(t.kind, t.text) for t in out] == [("pragma", "unroll"), ("id", "for")]
    assert out[0].expanded_at.line == 2


# --------------------------------------------------------------------------- hypothesis


def _c_eval(node) -> int:
    def wrap(v):
        return ((v + (1 << 63)) % (1 << 64)) - (1 << 63)

    if node[0] == "num":
        return node[1]
    if node[0] == "?:":
        return _c_eval(node[2]) if _c_eval(node[1]) else _c_eval(node[3])
    op, a, b = node
    x = _c_eval(a)
    if op == "&&":
        return int(bool(x) and bool(_c_eval(b)))
    if op == "||":
        return int(bool(x) or bool(_c_eval(b)))
    y = _c_eval(b)
    if op == "/":
        q = abs(x) // abs(y)
        return wrap(q if (x < 0) == (y < 0) else -q)
    if op == "%":
        q = abs(x) // abs(y)
        q = q if (x < 0) == (y < 0) else -q
        return wrap(x - q * y)
    return wrap({
        "+": lambda: x + y, "-": lambda: x - y, "*": lambda: x * y, "&": lambda: x & y,
        "|": lambda: x | y, "^": lambda: x ^ y, "<<": lambda: x << y,
        "==": lambda: int(x == y), "<": lambda: int(x < y), "!=": lambda: int(x != y),
    }[op]())


def _render(node) -> str:
    if node[0] == "num":
        return str(node[1])
    if node[0] == "?:":
        return f"({_render(node[1])} ? {_render(node[2])} : {_render(node[3])})"
    return f"({_render(node[1])} {node[0]} {_render(node[2])})"


_leaf = st.integers(0, 20).map(lambda v: ("num", v))


def _extend(children):
    binop = st.tuples(st.sampled_from(["+", "-", "*", "&", "|", "^", "==", "!=", "<", "&&",
                                       "||"]), children, children)
    shift = st.tuples(st.just("<<"), children, st.integers(0, 5).map(lambda v: ("num", v)))
    div = st.tuples(st.sampled_from(["/", "%"]), children,
                    st.integers(1, 7).map(lambda v: ("num", v)))
    cond = st.tuples(st.just("?:"), children, children, children)
    return binop | shift | div | cond


_exprs = st.recursive(_leaf, _extend, max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(_exprs)
def test_if_expressions_match_python(node):
    want = _c_eval(node)
    src = f"#if ({_render(node)}) == ({want})\nyes\n#else\nno\n#endif\n"
    assert texts(src) == ["yes"], _render(node)


# --------------------------------------------------------------------------- performance


def test_large_file_expands_every_line():
    """A 4000-line file with nested macros and conditionals expands completely (its speed
    is measured by a benchmark, not asserted here: no wall-clock assertions in tests)."""
    lines = ["#define SQ(x) ((x)*(x))", "#define ADD(a, b) ((a) + (b))", "#define N 128"]
    for k in range(4000):
        lines.append(f"int v{k} = ADD(SQ(v{k}), N) + M_PI; // comment")
        if k % 100 == 0:
            lines.append("#if N > 64\nint big;\n#else\nint small;\n#endif")
    src = "\n".join(lines) + "\n"
    out = [t.text for t in pp(src)]
    first = ["int", "v0", "=", "(", "(", "(", "(", "v0", ")", "*", "(", "v0", ")", ")", ")",
             "+", "(", "128", ")", ")", "+", "3.14159265358979323846", ";"]
    assert out[:len(first)] == first
    assert len(out) == 4000 * len(first) + 40 * 3  # every line, and `int big;` 40 times
    assert out.count("128") == 4000 and out.count("big") == 40 and "small" not in out
