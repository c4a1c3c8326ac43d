"""Printer (IR -> CUDA C / OpenCL C) and IR visitor tests.

* expression-level spelling: literals, precedence, specials across dialects, casts,
  vectors, builtins and refusals;
* hand-built sample kernels (``SAMPLES``, shared with test_opencl_backend.py) printed as
  CUDA compile with nvcc for sm_90 (skipped without nvcc);
* round trip ``parse(print(ir)) == ir`` over every corpus / tests/data kernel file in its
  own dialect (skipped until the frontend's ``read_module`` exists).
"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from pathlib import Path

import pytest

from warpsmith.ir.errors import Unsupported
from warpsmith.ir import visit
from warpsmith.ir.nodes import (
    AddressOf, Assign, Barrier, Binary, Block, Break, Call, Cast, Comma, Conditional, Const,
    Continue, Decl, Deref, DoWhile, ExprStmt, Field, For, Function, GlobalVar, If, IncDec,
    Index, InitList, Module, Param, Return, Special, Swizzle, Switch, Unary, Var,
    VectorLiteral, While,
)
from warpsmith.ir.printer import (
    cuda_dynamic_shared_params, opencl_constant_params, opencl_dynamic_shared_params,
    print_expr, print_function, print_module, print_stmt, type_name,
)
from warpsmith.ir.types import (
    BOOL, F32, F64, I8, I32, I64, U8, U32, U64, VOID, AddressSpace, ArrayType, PointerType,
    StructType, VectorType,
)

ROOT = Path(__file__).resolve().parents[1]
F4 = VectorType(F32, 4)
I4 = VectorType(I32, 4)
G = AddressSpace.GLOBAL


def gptr(t, const=False, restrict=False, space=G):
    return PointerType(t, space, const=const, restrict=restrict)


def v(name, t=I32):
    return Var(name, t)


def c(value, t=I32):
    return Const(value, t)


def imp(t, e):
    return Cast(t, e, implicit=True)


def b(op, lhs, rhs, t=I32):
    return Binary(op, lhs, rhs, t)


def idx(base, i, t=F32):
    return Index(base, i, t)


def assign(target, value, op=None, t=None, ct=None):
    return ExprStmt(Assign(target, value, op, t or target.type, ct))


def cuda_gid(dim=0):
    return b("+", b("*", Special("group_id", dim, U32), Special("local_size", dim, U32), U32),
             Special("local_id", dim, U32), U32)


# ------------------------------------------------------------------ sample kernels


def sample_scale():
    """b[i] = a[i] * alpha + 0.5f for i < n (CUDA-style indexing)."""
    a, bb = gptr(F32, const=True, restrict=True), gptr(F32, restrict=True)
    i = v("i")
    body = Block((
        Decl("i", I32, imp(I32, cuda_gid())),
        If(b("<", i, v("n")), Block((
            assign(idx(v("b", bb), i),
                   b("+", b("*", idx(v("a", a), i), v("alpha", F32), F32), c(0.5, F32), F32)),
        ))),
    ))
    fn = Function("scale", (Param("a", a), Param("b", bb), Param("alpha", F32), Param("n", I32)),
                  VOID, body, is_kernel=True)
    return Module((fn,), dialect="cuda")


def sample_reduce():
    """CUDA reduction with ``extern __shared__`` (becomes a __local param in OpenCL)."""
    a, out = gptr(F32, const=True), gptr(F32)
    sdata = v("sdata", ArrayType(F32, None))
    tid, s = v("tid", U32), v("s", U32)
    body = Block((
        Decl("sdata", ArrayType(F32, None), space=AddressSpace.SHARED, extern=True),
        Decl("tid", U32, Special("local_id", 0, U32)),
        Decl("i", U32, cuda_gid()),
        assign(idx(sdata, tid), Conditional(b("<", v("i", U32), v("n", U32)),
                                             idx(v("a", a), v("i", U32)), c(0.0, F32), F32)),
        Barrier(),
        For(Decl("s", U32, b("/", Special("local_size", 0, U32), imp(U32, c(2)), U32)),
            b(">", s, imp(U32, c(0))),
            Assign(s, c(1), ">>", U32, U32),
            Block((
                If(b("<", tid, s), assign(idx(sdata, tid), idx(sdata, b("+", tid, s, U32)),
                                          "+", F32, F32)),
                Barrier(),
            ))),
        If(b("==", tid, imp(U32, c(0))),
           assign(idx(v("out", out), Special("group_id", 0, U32)), idx(sdata, c(0)))),
    ))
    fn = Function("reduce_sum", (Param("a", a), Param("out", out), Param("n", U32)), VOID, body,
                  is_kernel=True)
    return Module((fn,), dialect="cuda")


def sample_vec():
    """OpenCL-style float4 kernel: vload4/vstore4, swizzles, convert, vector arithmetic."""
    a, o, oi = gptr(F32, const=True), gptr(F32), gptr(I32)
    gid = v("gid", U64)
    x = v("x", F4)
    body = Block((
        Decl("gid", U64, Special("global_id", 0, U64)),
        Decl("x", F4, Call("vload4", (gid, v("a", a)), F4)),
        Decl("y", F4, b("+", b("*", x, imp(F4, c(2.0, F32)), F4),
                        VectorLiteral((Swizzle(x, (1, 0), VectorType(F32, 2)), c(1.0, F32),
                                       Swizzle(x, (3,), F32)), F4), F4)),
        ExprStmt(Call("vstore4", (v("y", F4), gid, v("o", o)), VOID)),
        Decl("q", I4, Cast(I4, v("y", F4))),
        assign(Index(v("oi", oi), gid, I32),
               b("+", b("+", Swizzle(v("q", I4), (0,), I32), Swizzle(v("q", I4), (3,), I32)),
                 Cast(I32, Call("dot", (x, x), F32)))),
    ))
    fn = Function("vec", (Param("a", a), Param("o", o), Param("oi", oi)), VOID, body,
                  is_kernel=True)
    return Module((fn,), dialect="opencl")


def sample_control():
    """Switch, do-while, while, continue/break, comma, ?:, ++/--, compound ops, unsigned
    and 64-bit arithmetic, bit casts, INT_MIN, a struct, a device function, a constant
    table and a local array."""
    pair = StructType("Pair", (("a", I32), ("b", F32)))
    out = gptr(I32)
    fout = gptr(F32)
    i, k, acc = v("i"), v("k"), v("acc")
    helper_body = Block((
        Return(b("+", Field(v("p", pair), "a", I32), v("x"))),
    ))
    helper = Function("helper", (Param("p", pair), Param("x", I32)), I32, helper_body)
    table = GlobalVar("table", ArrayType(I32, 4), AddressSpace.CONSTANT,
                      InitList((c(3), c(-5), c(7), c(11)), ArrayType(I32, 4)), const=True)
    body = Block((
        Decl("i", I32, imp(I32, cuda_gid())),
        Decl("acc", I32, c(0)),
        Decl("loc", ArrayType(I32, 4)),
        For(Decl("k", I32, c(0)), b("<", k, c(4)), IncDec(k, 1, True, I32),
            assign(idx(v("loc", ArrayType(I32, 4)), k, I32),
                   b("*", idx(v("table", ArrayType(I32, 4)), k, I32), b("+", i, c(1)))),
            unroll=4),
        Switch(b("%", i, c(4)), (
            ((0,), Block((assign(acc, c(10), "+"), Break()))),
            ((1, 2), Block((assign(acc, c(20), "+"),))),   # falls through
            ((), Block((assign(acc, c(1), "-"),))),
        )),
        Decl("k2", I32, c(0)),
        DoWhile(Block((
            ExprStmt(IncDec(v("k2"), 1, False, I32)),
            If(b("==", b("&", v("k2"), c(1)), c(1)), Continue()),
            assign(acc, v("k2"), "^"),
        )), b("<", v("k2"), c(5))),
        While(b(">", acc, c(1000)), assign(acc, c(1), ">>")),
        assign(acc, Comma((Assign(v("k2"), c(3), "*", I32, I32), b("+", v("k2"), acc)), I32)),
        Decl("u", U32, Cast(U32, i)),
        assign(v("u", U32), b("*", v("u", U32), c(2654435761, U32), U32)),
        Decl("w", I64, b("*", imp(I64, i), c(3000000000, I64), I64)),
        Decl("pr", pair, InitList((i, Cast(F32, i)), pair)),
        Decl("fb", I32, Cast(I32, b("*", Field(v("pr", pair), "b", F32), c(1.5, F32), F32),
                             kind="bitcast")),
        Decl("m", I32, Conditional(b("<", i, c(0)), c(-2147483648), c(7), I32)),
        Decl("big", BOOL, imp(BOOL, b("&&", b(">", i, c(2)), b("!=", b("&", i, c(1)), c(0))))),
        assign(idx(v("out", out), i, I32),
               b("+", b("+", b("+", acc, imp(I32, b(">>", v("u", U32), imp(U32, c(20)), U32))),
                        Cast(I32, b(">>", v("w", I64), c(7), I64))),
                 b("+", Call("helper", (v("pr", pair), idx(v("loc", ArrayType(I32, 4)),
                                                            b("&", i, c(3)), I32)), I32),
                   b("+", b("&", v("fb"), c(255)), b("+", imp(I32, v("big", BOOL)),
                                                     b("&", v("m"), c(1))))))),
        assign(idx(v("fo", fout), i, F32),
               Cast(F32, b("/", Cast(F64, i),
                           c(3.0, F64), F64))),
    ))
    fn = Function("control", (Param("out", out), Param("fo", fout)), VOID, body, is_kernel=True)
    return Module((helper, fn), globals=(table,), structs=(pair,), dialect="cuda")


def ref_control(n: int):
    import numpy as np

    out = np.zeros(n, np.int32)
    fo = np.zeros(n, np.float32)
    table = [3, -5, 7, 11]
    for i in range(n):
        loc = [table[k] * (i + 1) for k in range(4)]
        acc = 0
        r = i % 4
        if r == 0:
            acc += 10
        else:
            if r in (1, 2):
                acc += 20
            acc -= 1
        k2 = 0
        while True:
            k2 += 1
            if k2 & 1 != 1:
                acc ^= k2
            if not k2 < 5:
                break
        while acc > 1000:
            acc >>= 1
        k2 *= 3
        acc = k2 + acc
        u = (i * 2654435761) & 0xFFFFFFFF
        w = i * 3000000000
        fb = int(np.array(np.float32(i) * np.float32(1.5), np.float32).view(np.int32))
        m = -2147483648 if i < 0 else 7
        big = int(i > 2 and (i & 1) != 0)
        val = acc + (u >> 20) + (w >> 7) + (i + loc[i & 3]) + ((fb & 255) + (big + (m & 1)))
        out[i] = np.int64(val).astype(np.int32)
        fo[i] = np.float32(np.float64(i) / 3.0)
    return out, fo


SAMPLES = {
    "scale": sample_scale,
    "reduce": sample_reduce,
    "vec": sample_vec,
    "control": sample_control,
}


# ------------------------------------------------------------------ expressions


@pytest.mark.parametrize("value,t,cuda,opencl", [
    (1.0, F32, "1.0f", "1.0f"),
    (0.1, F32, "0.1f", "0.1f"),
    (1e-5, F32, "1e-5f", "1e-5f"),
    (2.5, F64, "2.5", "2.5"),
    (1e20, F64, "1e20", "1e20"),
    (float("inf"), F32, "__int_as_float(2139095040)", "INFINITY"),
    (5, U32, "5u", "5u"),
    (5, I64, "5ll", "5l"),
    (5, U64, "5ull", "5ul"),
    (-2147483648, I32, "(-2147483647 - 1)", "(-2147483647 - 1)"),
    (True, BOOL, "true", "true"),
])
def test_literals(value, t, cuda, opencl):
    assert print_expr(Const(value, t), "cuda") == cuda
    assert print_expr(Const(value, t), "opencl") == opencl


def test_nan_keeps_bits_in_cuda():
    assert print_expr(Const(float("nan"), F32), "opencl") == "NAN"
    assert print_expr(Const(float("nan"), F32), "cuda").startswith("__int_as_float(")


@pytest.mark.parametrize("e,text", [
    (b("-", v("a"), b("-", v("b"), v("c"))), "a - (b - c)"),
    (b("-", b("-", v("a"), v("b")), v("c")), "a - b - c"),
    (b("*", b("+", v("a"), v("b")), v("c")), "(a + b) * c"),
    (b("&", v("a"), b("==", v("b"), c(1))), "a & (b == 1)"),
    (b("==", b("&", v("a"), v("b")), c(1)), "(a & b) == 1"),
    (b("|", b("&", v("a"), v("b")), v("c")), "(a & b) | c"),
    (b("<<", b("+", v("a"), c(1)), c(2)), "(a + 1) << 2"),
    (b("||", b("&&", v("a"), v("b")), v("c")), "(a && b) || c"),
    (b("+", v("a"), b("*", v("b"), v("c"))), "a + b * c"),
    (Unary("-", Unary("-", v("a"), I32), I32), "-(-a)"),
    (Unary("-", c(-1), I32), "-(-1)"),
    (Conditional(v("p"), c(1), Conditional(v("q"), c(2), c(3), I32), I32), "p ? 1 : q ? 2 : 3"),
    (Conditional(Conditional(v("p"), v("q"), v("r"), I32), c(2), c(3), I32),
     "(p ? q : r) ? 2 : 3"),
    (Assign(v("a"), Assign(v("b"), c(1), None, I32), None, I32), "a = b = 1"),
    (Assign(v("a"), c(3), "<<", I32, I32), "a <<= 3"),
    (IncDec(v("a"), -1, True, I32), "--a"),
    (IncDec(v("a"), 1, False, I32), "a++"),
    (Comma((v("a"), v("b")), I32), "a, b"),
    (Call("min", (v("a"), Comma((v("a"), v("b")), I32)), I32), "min(a, (a, b))"),
    (Cast(F32, b("+", v("a"), v("b"))), "(float)(a + b)"),
    (b("+", imp(F32, v("a")), c(1.0, F32), F32), "a + 1.0f"),
    (Deref(b("+", v("p", gptr(F32)), c(1), gptr(F32)), F32), "*(p + 1)"),
    (Field(Deref(v("p", gptr(StructType("S", (("x", I32),)))), StructType("S", (("x", I32),))),
           "x", I32), "p->x"),
    (AddressOf(idx(v("a", gptr(F32)), c(2)), gptr(F32)), "&a[2]"),
])
def test_expression_precedence(e, text):
    assert print_expr(e, "cuda") == text


@pytest.mark.parametrize("e,cuda,opencl", [
    (Special("local_id", 0, U32), "threadIdx.x", "(uint)get_local_id(0)"),
    (Special("group_id", 1, U32), "blockIdx.y", "(uint)get_group_id(1)"),
    (Special("local_size", 2, U64), "(unsigned long long)blockDim.z", "get_local_size(2)"),
    (Special("num_groups", 0, U64), "(unsigned long long)gridDim.x", "get_num_groups(0)"),
    (Special("global_id", 0, U64),
     "(unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x)", "get_global_id(0)"),
    (Special("global_size", 1, U64), "(unsigned long long)(gridDim.y * blockDim.y)",
     "get_global_size(1)"),
    (Special("work_dim", 0, U32), "(gridDim.z > 1 || blockDim.z > 1 ? 3u : gridDim.y > 1 || "
     "blockDim.y > 1 ? 2u : 1u)", "get_work_dim()"),
    (Special("warp_size", 0, I32), "warpSize", "32"),
])
def test_specials_keep_their_type(e, cuda, opencl):
    assert print_expr(e, "cuda") == cuda
    assert print_expr(e, "opencl") == opencl


def test_types():
    assert type_name(U32, "cuda") == "unsigned int"
    assert type_name(U32, "opencl") == "uint"
    assert type_name(I64, "cuda") == "long long"
    assert type_name(U64, "opencl") == "ulong"
    assert type_name(VectorType(U8, 4), "cuda") == "uchar4"
    assert type_name(gptr(F32, const=True), "opencl") == "__global const float*"
    assert type_name(gptr(F32, const=True), "cuda") == "const float*"
    assert type_name(PointerType(F4, AddressSpace.SHARED), "opencl") == "__local float4*"
    with pytest.raises(Unsupported):
        type_name(VectorType(F32, 8), "cuda")


def test_vectors():
    x, y = v("x", F4), v("y", F4)
    assert print_expr(VectorLiteral((c(1.0, F32), v("s", F32), c(0.0, F32), c(2.0, F32)), F4),
                      "cuda") == "make_float4(1.0f, s, 0.0f, 2.0f)"
    assert print_expr(VectorLiteral((c(1.0, F32), v("s", F32), c(0.0, F32), c(2.0, F32)), F4),
                      "opencl") == "(float4)(1.0f, s, 0.0f, 2.0f)"
    sw = Swizzle(x, (1, 0), VectorType(F32, 2))
    assert print_expr(sw, "opencl") == "x.yx"
    assert print_expr(sw, "cuda") == "make_float2(x.y, x.x)"
    hi = Swizzle(v("z", VectorType(F32, 8)), (4, 5, 6, 7), F4)
    assert print_expr(hi, "opencl") == "z.s4567"
    add = b("+", x, b("*", y, imp(F4, v("s", F32)), F4), F4)
    assert print_expr(add, "opencl") == "x + y * s"
    assert print_expr(add, "cuda") == ("make_float4(x.x + y.x * s, x.y + y.y * s, "
                                       "x.z + y.z * s, x.w + y.w * s)")
    assert print_expr(Cast(I4, x), "opencl") == "convert_int4(x)"
    assert print_expr(Cast(I4, x, kind="saturate"), "opencl") == "convert_int4_sat(x)"
    assert print_expr(Cast(I32, v("f", F32), kind="saturate"), "opencl") == "convert_int_sat(f)"
    assert print_expr(Cast(I32, v("f", F32), kind="bitcast"), "opencl") == "as_int(f)"
    assert print_expr(Cast(I32, v("f", F32), kind="bitcast"), "cuda") == "__float_as_int(f)"
    assert print_expr(Cast(F64, v("l", I64), kind="bitcast"), "cuda") == "__longlong_as_double(l)"
    # lane-wise printing refuses to repeat side effects
    with pytest.raises(Unsupported):
        print_expr(b("+", Index(v("p", gptr(F4)), IncDec(v("i"), 1, False, I32), F4), x, F4),
                   "cuda")


def test_builtins_across_dialects():
    x = v("x", F32)
    clamp = Call("clamp", (x, c(0.0, F32), c(1.0, F32)), F32)
    assert print_expr(clamp, "opencl") == "clamp(x, 0.0f, 1.0f)"
    assert print_expr(clamp, "cuda") == "min(max(x, 0.0f), 1.0f)"
    assert print_expr(Call("sqrt", (x,), F32), "cuda") == "sqrtf(x)"
    assert print_expr(Call("sqrt", (v("d", F64),), F64), "cuda") == "sqrt(d)"
    assert print_expr(Call("mad", (x, x, x), F32), "cuda") == "fmaf(x, x, x)"
    p = gptr(U32)
    assert print_expr(Call("atomic_inc", (v("p", p),), U32), "cuda") == "atomicAdd(p, 1u)"
    assert print_expr(Call("atomic_add", (v("p", p), v("u", U32)), U32), "cuda") == \
        "atomicAdd(p, u)"
    assert print_expr(Call("atomic_exch", (v("p", p), v("u", U32)), U32), "opencl") == \
        "atomic_xchg(p, u)"
    vl = Call("vload4", (v("i"), v("q", gptr(F32))), F4)
    assert print_expr(vl, "opencl") == "vload4(i, q)"
    assert print_expr(vl, "cuda") == "make_float4(q[4 * i], q[4 * i + 1], q[4 * i + 2], q[4 * i + 3])"
    assert print_expr(Call("ldg", (AddressOf(idx(v("a", gptr(F32)), v("i")), gptr(F32)),), F32),
                      "opencl") == "a[i]"
    with pytest.raises(Unsupported, match="atomic_inc_wrap"):
        print_expr(Call("atomic_inc_wrap", (v("p", p), v("u", U32)), U32), "opencl")
    with pytest.raises(Unsupported, match="shfl_down_sync"):
        print_expr(Call("shfl_down_sync", (c(-1), x, c(1)), F32), "opencl")
    with pytest.raises(Unsupported, match="atomic_add"):
        print_expr(Call("atomic_add", (v("fp", gptr(F32)), x), F32), "opencl")


def test_statements():
    s = If(v("a"), If(v("b"), assign(v("x"), c(1))), assign(v("x"), c(2)))
    text = print_stmt(s, "cuda")
    assert text.splitlines()[0] == "if (a) {"  # braces keep the else with the outer if
    assert print_stmt(Barrier(("local",)), "opencl") == "barrier(CLK_LOCAL_MEM_FENCE);"
    assert print_stmt(Barrier(), "opencl") == \
        "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);"
    assert print_stmt(Barrier(), "cuda") == "__syncthreads();"
    loop = For(None, None, None, Break(), unroll=8)
    assert print_stmt(loop, "cuda") == "#pragma unroll 8\nfor (;;)\n    break;"
    d = Decl("tile", ArrayType(ArrayType(F32, 17), 16), space=AddressSpace.SHARED)
    assert print_stmt(d, "cuda") == "__shared__ float tile[16][17];"
    assert print_stmt(d, "opencl") == "__local float tile[16][17];"
    dw = DoWhile(Block((assign(v("x"), c(1), "+"),)), b("<", v("x"), c(9)))
    assert print_stmt(dw, "opencl") == "do {\n    x += 1;\n} while (x < 9);"
    sw = Switch(v("x"), (((1, 2), Block((Break(),))), ((), Block((Return(),)))))
    assert print_stmt(sw, "cuda") == ("switch (x) {\ncase 1:\ncase 2:\n    break;\n"
                                      "default:\n    return;\n}")


def test_functions_and_modules():
    m = sample_scale()
    cu = print_module(m, "cuda")
    assert 'extern "C" __global__ void scale(const float* __restrict__ a, float* __restrict__ b,' in cu
    cl = print_module(m, "opencl")
    assert "__kernel void scale(__global const float* restrict a, __global float* restrict b," in cl
    r = sample_reduce()
    cl = print_module(r, "opencl")
    assert "__local float* sdata)" in cl and "extern" not in cl
    assert opencl_dynamic_shared_params(r.functions[0], r) == ["sdata"]
    cu = print_module(r, "cuda")
    assert "extern __shared__ float sdata[];" in cu
    vm = sample_vec()
    assert "#pragma" not in print_module(vm, "opencl")
    ctl = sample_control()
    cl = print_module(ctl, "opencl")
    assert cl.index("typedef struct Pair") < cl.index("int helper(") < cl.index("__kernel")
    assert "__constant const int table[4] = {3, -5, 7, 11};" in cl
    assert "#pragma unroll 4" in cl
    cu = print_module(ctl, "cuda")
    assert "__constant__ const int table[4]" in cu and "__device__ int helper(" in cu
    # the double pragma for OpenCL
    dbl = Module((Function("d", (Param("x", gptr(F64)),), VOID, Block(()), is_kernel=True),))
    assert print_module(dbl, "opencl").startswith("#pragma OPENCL EXTENSION cl_khr_fp64 : enable")
    # templates print under the unique name with the bindings as a comment
    t = dataclasses.replace(m.functions[0], name="scale_32", source_name="scale",
                            template_args=(("N", 32),))
    text = print_function(t, "cuda")
    assert text.startswith("// instantiation of scale: N = 32\nextern \"C\" __global__ void scale_32(")


def test_local_pointer_param_becomes_extern_shared_in_cuda():
    p = PointerType(F32, AddressSpace.SHARED)
    fn = Function("k", (Param("out", gptr(F32)), Param("tmp", p)), VOID,
                  Block((assign(idx(v("tmp", p), c(0)), c(1.0, F32)),)), is_kernel=True)
    assert cuda_dynamic_shared_params(fn) == ["tmp"]
    text = print_function(fn, "cuda")
    assert "k(float* out)" in text and "extern __shared__ float tmp[];" in text
    assert "__local float* tmp" in print_function(fn, "opencl")


def test_host_constant_becomes_param_in_opencl():
    arr = ArrayType(F32, 9)
    g = GlobalVar("mask", arr, AddressSpace.CONSTANT)
    fn = Function("k", (Param("out", gptr(F32)),), VOID,
                  Block((assign(idx(v("out", gptr(F32)), c(0)), idx(v("mask", arr), c(3))),)),
                  is_kernel=True)
    m = Module((fn,), globals=(g,), dialect="cuda")
    assert opencl_constant_params(fn, m) == [("mask", arr)]
    cl = print_module(m, "opencl")
    assert "__kernel void k(__global float* out, __constant float* mask)" in cl
    assert "__constant__ float mask[9];" in print_module(m, "cuda")


# ------------------------------------------------------------------ visit


def test_walk_and_transform():
    m = sample_scale()
    fn = m.functions[0]
    consts = [n for n in visit.walk(fn) if isinstance(n, Const)]
    assert [x.value for x in consts] == [0.5]
    assert visit.transform(fn, lambda n: None) is fn
    new = visit.transform(fn, lambda n: Const(1.5, F32) if isinstance(n, Const) else None)
    assert [x.value for x in visit.walk(new) if isinstance(x, Const)] == [1.5]
    assert "1.5f" in print_function(new, "cuda")
    e = b("+", v("a"), b("*", v("b"), v("c")))
    assert visit.expr_children(e) == (v("a"), b("*", v("b"), v("c")))
    sw = sample_control().functions[1]
    assert any(isinstance(n, Break) for n in visit.walk(sw))  # inside Switch cases
    assert visit.uses(sw, "helper") and not visit.uses(sw, "nothing")


# ------------------------------------------------------------------ nvcc


NVCC = shutil.which("nvcc")


@pytest.mark.skipif(NVCC is None, reason="nvcc is not installed")
@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_cuda_output_compiles_with_nvcc(name, tmp_path):
    src = tmp_path / f"{name}.cu"
    src.write_text(print_module(SAMPLES[name](), "cuda"))
    r = subprocess.run([NVCC, "-arch=sm_90", "-c", "-o", "/dev/null", str(src)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr + "\n" + src.read_text()
    assert "warning" not in r.stderr.lower(), r.stderr


# ------------------------------------------------------------------ round trip


def _kernel_files():
    files = sorted((ROOT / "src" / "warpsmith" / "corpus").glob("*.c[lu]"))
    data = ROOT / "tests" / "data"
    if data.is_dir():
        files += sorted(p for p in data.rglob("*") if p.suffix in (".cu", ".cl"))
    return files


def _read_module():
    try:
        from warpsmith.frontend import read_module
    except ImportError:
        pytest.skip("warpsmith.frontend.read_module is not available yet")
    return read_module


def _strip_templates(m: Module) -> Module:
    """Template bindings are not part of the printed text (a comment): compare without."""
    fns = tuple(dataclasses.replace(f, template_args=(), source_name="") for f in m.functions)
    return dataclasses.replace(m, functions=fns)


def _uses_vector_arithmetic(module) -> bool:
    from warpsmith.ir.nodes import Assign, Binary, Unary
    from warpsmith.ir.types import VectorType
    from warpsmith.ir.visit import walk

    return any(isinstance(n, (Binary, Unary)) and isinstance(n.type, VectorType)
               or isinstance(n, Assign) and n.op and isinstance(n.type, VectorType)
               for f in module.functions for n in walk(f.body))


@pytest.mark.parametrize("path", _kernel_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_round_trip(path):
    read_module = _read_module()
    from warpsmith.ir.errors import WarpsmithError

    try:
        m = read_module(str(path))
    except WarpsmithError as exc:
        pytest.skip(f"the frontend does not read this file: {exc}")
    if m.dialect == "cuda" and _uses_vector_arithmetic(m):
        # helper_math.h-style float3 arithmetic is read as element-wise vector operations;
        # CUDA C itself has no vector operators, so the printer writes them lane by lane and
        # the text reads back as a different (equivalent) tree
        pytest.xfail("CUDA vector arithmetic prints lane by lane (no round trip)")
    text = print_module(m, m.dialect)
    m2 = read_module(str(path), text=text, dialect=m.dialect)
    a, b2 = _strip_templates(m), _strip_templates(m2)
    if a != b2:
        for f1, f2 in zip(a.functions, b2.functions):
            assert f1 == f2, f"{f1.name} differs after printing:\n{text}"
    assert a == b2, text
    assert print_module(b2, m.dialect) == print_module(a, m.dialect)  # a fixed point


@pytest.mark.skipif(NVCC is None, reason="nvcc is not installed")
@pytest.mark.parametrize("path", _kernel_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_corpus_prints_as_compilable_cuda(path, tmp_path):
    """Every kernel file printed as CUDA (OpenCL ones: translated) compiles for sm_90."""
    read_module = _read_module()
    from warpsmith.ir.errors import WarpsmithError

    try:
        m = read_module(str(path))
    except WarpsmithError as exc:
        pytest.skip(f"the frontend does not read this file: {exc}")
    try:
        text = print_module(m, "cuda")
    except Unsupported as exc:
        assert m.dialect == "opencl", exc  # only translations may be refused
        pytest.skip(f"not translatable to CUDA: {exc}")
    src = tmp_path / (path.stem + ".cu")
    src.write_text(text)
    r = subprocess.run([NVCC, "-arch=sm_90", "-c", "-o", "/dev/null", str(src)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr + "\n" + text
