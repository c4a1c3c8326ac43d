"""Tests of the CPU simulator (backends/simulator.py) and of launch.py.

Kernels are built as IR by hand with the small builder below (the frontend is tested
elsewhere); each builder kernel notes the CUDA source it stands for.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warpsmith.backends.launch import (SharedSize, make_arguments, outputs_json,
                                       parse_arg_value)
from warpsmith.backends.simulator import simulate
from warpsmith.ir.launch import dim3
from warpsmith.ir.errors import LaunchError, SimulationError
from warpsmith.ir.nodes import (AddressOf, Assign, Barrier, Binary, Block, Break, Call, Cast,
                                Conditional, Const, Continue, Decl, Deref, ExprStmt, Field,
                                For, Function, GlobalVar, If, IncDec, Index, Module, Param,
                                Return, SourceLoc, Special, Swizzle, Var, VectorLiteral, While)
from warpsmith.ir.types import (BOOL, F32, F64, I8, I16, I32, I64, U8, U16, U32, U64, VOID,
                                AddressSpace, ArrayType, PointerType, ScalarType, StructType,
                                VectorType)

SHARED = AddressSpace.SHARED
FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])

# ------------------------------------------------------------------------ IR builder

_line = [1]


def at(n: int) -> SourceLoc:
    return SourceLoc("k.cu", n, 1)


def L():
    return at(_line[0])


def line(n):
    _line[0] = n


def V(name, t):
    return Var(name, t, loc=L())


def C(v, t=I32):
    return Const(v, t, loc=L())


CMPS = ("==", "!=", "<", "<=", ">", ">=", "&&", "||")


def B(op, a, b, t=None):
    if t is None:
        t = I32 if op in CMPS else a.type
    return Binary(op, a, b, t, loc=L())


def cast(t, e, kind="convert"):
    return Cast(t, e, kind=kind, loc=L())


def idx(base, i):
    bt = base.type
    et = bt.pointee if isinstance(bt, PointerType) else bt.elem
    return Index(base, i, et, loc=L())


def asg(target, value, op=None):
    return ExprStmt(Assign(target, value, op, target.type, loc=L()), loc=L())


def tid(d=0):
    return cast(I32, Special("local_id", d, U32, loc=L()))


def bid(d=0):
    return cast(I32, Special("group_id", d, U32, loc=L()))


def bdim(d=0):
    return cast(I32, Special("local_size", d, U32, loc=L()))


def gdim(d=0):
    return cast(I32, Special("num_groups", d, U32, loc=L()))


def decl(name, t, init=None, space=AddressSpace.PRIVATE):
    return Decl(name, t, init, space=space, loc=L())


def sync():
    return Barrier(loc=L())


def kernel(name, params, *stmts):
    return Module((Function(name, tuple(Param(n, t) for n, t in params), VOID,
                            Block(tuple(stmts)), is_kernel=True),))


def ptr(t, space=AddressSpace.GLOBAL):
    return PointerType(t, space)


def gid():
    """blockIdx.x * blockDim.x + threadIdx.x (int)"""
    return B("+", B("*", bid(), bdim()), tid())


def for_(var, start, stop, body, step=1):
    v = V(var, I32)
    return For(decl(var, I32, C(start)), B("<", v, stop if not isinstance(stop, int) else
                                              C(stop)),
               Assign(v, C(step), "+", I32, loc=L()), body, loc=L())


# --------------------------------------------------------------------------- kernels


def matadd(coalesced=True, t=I32):
    """c[i] = a[i] + b[i]; i = blockIdx.x*blockDim.x+threadIdx.x (or the uncoalesced
    threadIdx.x*gridDim.x+blockIdx.x); if (i < n)."""
    line(2)
    i = gid() if coalesced else B("+", B("*", tid(), gdim()), bid())
    P = ptr(t)
    vi = V("i", I32)
    line(3)
    add = B("+", cast(I32, idx(V("a", P), vi)), cast(I32, idx(V("b", P), vi)))
    return kernel("matadd", [("a", P), ("b", P), ("c", P), ("n", I32)],
                  decl("i", I32, i),
                  If(B("<", vi, V("n", I32)), asg(idx(V("c", P), vi), cast(t, add)), loc=L()))


def matmul_tiled(T=16):
    """The classic shared-memory tiled matmul (CUDA programming guide)."""
    line(1)
    F = ptr(F32)
    tile = ArrayType(ArrayType(F32, T), T)
    tx, ty = V("tx", I32), V("ty", I32)
    row, col, n = V("row", I32), V("col", I32), V("n", I32)
    As, Bs, acc, t, k = V("As", tile), V("Bs", tile), V("acc", F32), V("t", I32), V("k", I32)
    line(5)
    load_a = asg(idx(idx(As, ty), tx),
                 idx(V("A", F), B("+", B("+", B("*", row, n), B("*", t, C(T))), tx)))
    line(6)
    load_b = asg(idx(idx(Bs, ty), tx),
                 idx(V("B", F), B("+", B("*", B("+", B("*", t, C(T)), ty), n), col)))
    line(8)
    inner = for_("k", 0, T, asg(acc, B("*", idx(idx(As, ty), k), idx(idx(Bs, k), tx)), "+"))
    line(4)
    outer = for_("t", 0, B("/", n, C(T)), Block((load_a, load_b, sync_at(7), inner,
                                                 sync_at(9)), loc=L()))
    line(2)
    return kernel("matmul", [("A", F), ("B", F), ("C", F), ("n", I32)],
                  decl("As", tile, space=SHARED), decl("Bs", tile, space=SHARED),
                  decl("tx", I32, tid(0)), decl("ty", I32, tid(1)),
                  decl("row", I32, B("+", B("*", bid(1), C(T)), ty)),
                  decl("col", I32, B("+", B("*", bid(0), C(T)), tx)),
                  decl("acc", F32, C(0.0, F32)),
                  outer, at_line(10, lambda: asg(idx(V("C", F), B("+", B("*", row, n), col)),
                                                 acc)))


def sync_at(n):
    line(n)
    return sync()


def at_line(n, f):
    line(n)
    return f()


# ----------------------------------------------------------------------------- basics


def test_matadd_result_and_trace_coalesced():
    mod = matadd()
    n = 1000
    a = np.arange(n, dtype=np.int32)
    b = (np.arange(n, dtype=np.int32) * 7) % 13
    c = np.zeros(n, np.int32)
    r = simulate(mod, "matadd", (4,), (256,), dict(a=a, b=b, c=c, n=np.int32(n)), trace=True)
    np.testing.assert_array_equal(r.outputs["c"], a + b)
    assert not c.any(), "arguments are not modified"
    # full grid: 4 sectors per request
    n = 4096
    args = dict(a=np.ones(n, np.int32), b=np.ones(n, np.int32), c=np.zeros(n, np.int32),
                n=np.int32(n))
    d = simulate(mod, "matadd", (16,), (256,), args, trace=True).trace.as_dict()
    assert set(d) == {"instructions", "global_load_requests", "global_store_requests",
                      "global_load_sectors", "global_store_sectors", "shared_requests",
                      "shared_wavefronts", "branches", "divergent_branches", "barriers",
                      "atomics", "trace_by_line"}
    warps = n // 32
    assert d["global_load_requests"] == 2 * warps
    assert d["global_store_requests"] == warps
    assert d["global_load_sectors"] == 4 * 2 * warps
    assert d["global_store_sectors"] == 4 * warps
    assert d["branches"] == warps and d["divergent_branches"] == 0
    assert d["trace_by_line"][3]["global_load_sectors"] == 8 * warps


def test_matadd_uncoalesced_32_sectors():
    mod = matadd(coalesced=False)
    grid, block = 64, 256
    n = grid * block
    a = np.arange(n, dtype=np.int32)
    r = simulate(mod, "matadd", (grid,), (block,),
                 dict(a=a, b=a, c=np.zeros(n, np.int32), n=np.int32(n)), trace=True)
    np.testing.assert_array_equal(r.outputs["c"], 2 * a)
    d = r.trace.as_dict()
    assert d["global_load_sectors"] == 32 * d["global_load_requests"]
    assert d["global_store_sectors"] == 32 * d["global_store_requests"]


def test_matadd_int8_sectors():
    mod = matadd(t=I8)
    n = 1024
    a = (np.arange(n) % 50).astype(np.int8)
    r = simulate(mod, "matadd", (4,), (256,), dict(a=a, b=a, c=np.zeros(n, np.int8),
                                                   n=np.int32(n)), trace=True)
    np.testing.assert_array_equal(r.outputs["c"], a + a)
    d = r.trace.as_dict()
    assert d["global_load_sectors"] == d["global_load_requests"]  # 32 bytes = 1 sector


def test_matmul_tiled():
    mod = matmul_tiled()
    n = 64
    rng = np.random.default_rng(1)
    A = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    Bm = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    r = simulate(mod, "matmul", (n // 16, n // 16), (16, 16),
                 dict(A=A.ravel(), B=Bm.ravel(), C=np.zeros(n * n, np.float32),
                      n=np.int32(n)), trace=True)
    ref = np.zeros((n, n), np.float32)
    for k in range(n):  # the kernel's summation order, in float32
        ref = (ref + A[:, k:k + 1] * Bm[k:k + 1, :]).astype(np.float32)
    np.testing.assert_array_equal(r.outputs["C"].reshape(n, n), ref)
    d = r.trace.as_dict()
    blocks, warps_per_block, tiles = (n // 16) ** 2, 8, n // 16
    assert d["barriers"] == blocks * warps_per_block * tiles * 2
    # As[ty][tx] store: two rows of 16 words per warp, all banks distinct: 1 wavefront;
    # As[ty][k] read: 2 distinct words (broadcast) in 2 banks: 1; Bs[k][tx]: 1.
    assert d["shared_wavefronts"] == d["shared_requests"]


# ------------------------------------------------------------------------ shared banks


def tile_read(pad: int):
    """__shared__ float tile[32][32+pad]; tile[ty][tx] = in[...]; sync;
    out[..] = tile[tx][k] for a fixed k (column read)."""
    line(1)
    tile = ArrayType(ArrayType(F32, 32 + pad), 32)
    F = ptr(F32)
    tx, ty = V("tx", I32), V("ty", I32)
    g = B("+", B("*", ty, C(32)), tx)
    line(3)
    st = asg(idx(idx(V("tile", tile), ty), tx), idx(V("inp", F), g))
    line(4)
    s = sync()
    line(5)
    rd = asg(idx(V("out", F), g), idx(idx(V("tile", tile), tx), C(3)))
    line(2)
    return kernel("tile", [("inp", F), ("out", F)], decl("tile", tile, space=SHARED),
                  decl("tx", I32, tid(0)), decl("ty", I32, tid(1)), st, s, rd)


@pytest.mark.parametrize("pad,wavefronts", [(0, 32), (1, 1)])
def test_shared_column_read_bank_conflicts(pad, wavefronts):
    mod = tile_read(pad)
    x = np.arange(1024, dtype=np.float32)
    r = simulate(mod, "tile", (1,), (32, 32), dict(inp=x, out=np.zeros(1024, np.float32)),
                 trace=True)
    np.testing.assert_array_equal(r.outputs["out"], np.tile(x.reshape(32, 32)[:, 3], 32))
    by = r.trace.as_dict()["trace_by_line"]
    assert by[5]["shared_requests"] == 32
    assert by[5]["shared_wavefronts"] == 32 * wavefronts
    assert by[3]["shared_wavefronts"] == 32  # row writes are conflict-free


def test_shared_wide_accesses_phases():
    from warpsmith.backends.sim_memory import shared_wavefronts
    s = np.arange(32)
    assert shared_wavefronts(32, s, s * 8, 8) == 2
    assert shared_wavefronts(32, s, s * 16, 16) == 4
    assert shared_wavefronts(32, s, s * 0, 4) == 1  # broadcast
    assert shared_wavefronts(32, s, s * 8, 4) == 2  # stride 2 words: 2-way conflict


# ---------------------------------------------------------------------- reductions, race


def reduction(with_sync=True, partial_barrier=False):
    """__shared__ int s[256]; s[t] = in[gid]; sync; for (st = bdim/2; st > 0; st >>= 1)
    { if (t < st) s[t] += s[t+st]; sync; } if (t == 0) out[bid] = s[0];"""
    line(1)
    arr = ArrayType(I32, 256)
    P = ptr(I32)
    t, s_, stv = V("t", I32), V("s", arr), V("st", I32)
    line(3)
    body_if = If(B("<", t, stv), asg(idx(s_, t), idx(s_, B("+", t, stv)), "+"), loc=L())
    line(5)
    inner = [body_if] + ([sync()] if with_sync else [])
    if partial_barrier:
        line(6)
        inner = [If(B("<", t, stv), Block((asg(idx(s_, t), idx(s_, B("+", t, stv)), "+"),
                                           sync()), loc=L()), loc=L())]
    line(4)
    loop = For(decl("st", I32, B(">>", bdim(), C(1))), B(">", stv, C(0)),
               Assign(stv, C(1), ">>", I32, loc=L()), Block(tuple(inner), loc=L()), loc=L())
    line(2)
    return kernel("reduce", [("inp", P), ("out", P)], decl("s", arr, space=SHARED),
                  decl("t", I32, tid()), asg(idx(s_, t), idx(V("inp", P), gid())),
                  sync(), loop,
                  If(B("==", t, C(0)), asg(idx(V("out", P), bid()), idx(s_, C(0))), loc=L()))


def test_reduction_no_false_race():
    x = np.arange(1024, dtype=np.int32)
    r = simulate(reduction(), "reduce", (4,), (256,), dict(inp=x, out=np.zeros(4, np.int32)),
                 trace=True)
    np.testing.assert_array_equal(r.outputs["out"], x.reshape(4, 256).sum(1))
    assert r.trace["barriers"] > 0


def test_race_detected():
    x = np.arange(512, dtype=np.int32)
    with pytest.raises(SimulationError) as ei:
        simulate(reduction(with_sync=False), "reduce", (2,), (256,),
                 dict(inp=x, out=np.zeros(2, np.int32)))
    msg = str(ei.value)
    assert "data race" in msg and "kernel reduce" in msg and "line 3" in msg
    assert msg.count("thread (") == 2 and "shared array 's'" in msg


def test_partial_barrier_detected():
    x = np.arange(256, dtype=np.int32)
    with pytest.raises(SimulationError) as ei:
        simulate(reduction(partial_barrier=True), "reduce", (1,), (256,),
                 dict(inp=x, out=np.zeros(1, np.int32)))
    msg = str(ei.value)
    assert "barrier" in msg and "block (0,0,0)" in msg and "did not arrive" in msg
    assert "thread (128,0,0)" in msg


def test_barrier_after_early_return_is_fine():
    """if (t >= 100) return; s[t] = t; sync; out[t] = s[(t+1)%100];"""
    line(1)
    arr = ArrayType(I32, 128)
    P = ptr(I32)
    t = V("t", I32)
    mod = kernel("k", [("out", P)], decl("s", arr, space=SHARED), decl("t", I32, tid()),
                 If(B(">=", t, C(100)), Return(loc=L()), loc=L()),
                 asg(idx(V("s", arr), t), t), sync(),
                 asg(idx(V("out", P), t), idx(V("s", arr), B("%", B("+", t, C(1)), C(100)))))
    r = simulate(mod, "k", 1, 128, dict(out=np.zeros(128, np.int32)))
    np.testing.assert_array_equal(r.outputs["out"][:100], (np.arange(100) + 1) % 100)


# ------------------------------------------------------------------------ memory errors


def test_out_of_bounds_message():
    mod = matadd()
    n = 100
    a = np.zeros(n, np.int32)
    with pytest.raises(SimulationError) as ei:
        simulate(mod, "matadd", (1,), (128,), dict(a=a, b=a, c=a, n=np.int32(128)))
    msg = str(ei.value)
    assert ("kernel matadd, line 3: out-of-bounds load of 4 bytes at offset 400 of buffer "
            "'a' (size 400 bytes) by thread (100,0,0) in block (0,0,0)") in msg


def test_misaligned_vector_load():
    """float4 v = *(float4*)(p + 1)"""
    line(1)
    F = ptr(F32)
    F4 = VectorType(F32, 4)
    mod = kernel("k", [("p", F), ("o", ptr(F4))],
                 asg(idx(V("o", ptr(F4)), C(0)),
                     Deref(cast(ptr(F4), B("+", V("p", F), C(1))), F4, loc=L())))
    with pytest.raises(SimulationError, match="misaligned load of 16 bytes"):
        simulate(mod, "k", 1, 1, dict(p=np.zeros(16, np.float32), o=np.zeros(4, np.float32)))
    line(1)
    mod2 = kernel("k", [("p", F), ("o", ptr(F4))],
                  asg(idx(V("o", ptr(F4)), C(0)),
                      Deref(cast(ptr(F4), B("+", V("p", F), C(4))), F4, loc=L())))
    r = simulate(mod2, "k", 1, 1, dict(p=np.arange(16, dtype=np.float32),
                                       o=np.zeros(4, np.float32)))
    np.testing.assert_array_equal(r.outputs["o"], [4, 5, 6, 7])


def test_division_by_zero_only_active_threads():
    """out[t] = (t > 0) ? 100 / t : -1  -- thread 0 does not divide."""
    line(1)
    P = ptr(I32)
    t = V("t", I32)
    expr = Conditional(B(">", t, C(0)), B("/", C(100), t), C(-1), I32, loc=L())
    mod = kernel("k", [("out", P)], decl("t", I32, tid()), asg(idx(V("out", P), t), expr))
    r = simulate(mod, "k", 1, 8, dict(out=np.zeros(8, np.int32)))
    assert list(r.outputs["out"]) == [-1, 100, 50, 33, 25, 20, 16, 14]
    line(1)
    bad = kernel("k", [("out", P)], decl("t", I32, tid()),
                 asg(idx(V("out", P), t), B("/", C(100), B("-", t, C(3)))))
    with pytest.raises(SimulationError, match=r"line 1: integer division by zero by thread "
                                              r"\(3,0,0\) in block \(0,0,0\)"):
        simulate(bad, "k", 1, 8, dict(out=np.zeros(8, np.int32)))


def test_conditional_avoids_oob_on_other_side():
    """out[t] = t < n ? in[t] : 0 with n = len(in) < threads"""
    line(1)
    P = ptr(I32)
    t, n = V("t", I32), V("n", I32)
    mod = kernel("k", [("inp", P), ("out", P), ("n", I32)], decl("t", I32, tid()),
                 asg(idx(V("out", P), t),
                     Conditional(B("<", t, n), idx(V("inp", P), t), C(0), I32, loc=L())))
    r = simulate(mod, "k", 1, 32, dict(inp=np.arange(10, dtype=np.int32),
                                       out=np.zeros(32, np.int32), n=np.int32(10)))
    assert list(r.outputs["out"]) == list(range(10)) + [0] * 22
    # && short-circuit guards the access as well
    line(1)
    mod2 = kernel("k", [("inp", P), ("out", P), ("n", I32)], decl("t", I32, tid()),
                  asg(idx(V("out", P), t),
                      B("&&", B("<", t, n), B(">", idx(V("inp", P), t), C(4)))))
    r = simulate(mod2, "k", 1, 32, dict(inp=np.arange(10, dtype=np.int32),
                                        out=np.zeros(32, np.int32), n=np.int32(10)))
    assert list(r.outputs["out"]) == [0] * 5 + [1] * 5 + [0] * 22


# ------------------------------------------------------------------------ divergence


def test_loops_break_continue_return():
    """int acc = 0; for (i = 0; i < 100; i++) { if (i % 3 == t % 3) continue;
    if (i > t * 2) break; acc += i; } if (t == 5) return; out[t] = acc;"""
    line(1)
    P = ptr(I32)
    t, i, acc = V("t", I32), V("i", I32), V("acc", I32)
    body = Block((If(B("==", B("%", i, C(3)), B("%", t, C(3))), Continue(loc=L()), loc=L()),
                  If(B(">", i, B("*", t, C(2))), Break(loc=L()), loc=L()),
                  asg(acc, i, "+")), loc=L())
    mod = kernel("k", [("out", P)], decl("t", I32, tid()), decl("acc", I32, C(0)),
                 for_("i", 0, 100, body),
                 If(B("==", t, C(5)), Return(loc=L()), loc=L()),
                 asg(idx(V("out", P), t), acc))
    out = np.full(64, -7, np.int32)
    r = simulate(mod, "k", 1, 64, dict(out=out), trace=True)
    ref = []
    for tt in range(64):
        a = 0
        for ii in range(100):
            if ii % 3 == tt % 3:
                continue
            if ii > tt * 2:
                break
            a += ii
        ref.append(a if tt != 5 else -7)
    assert list(r.outputs["out"]) == ref
    d = r.trace.as_dict()
    assert d["divergent_branches"] > 0 and d["branches"] >= d["divergent_branches"]


def test_while_and_device_function_with_early_return():
    """__device__ int f(int x) { if (x < 3) return 100; int s = 0;
    while (x > 0) { s += x; x -= 2; } return s; }  out[t] = f(t);"""
    line(1)
    x, s = V("x", I32), V("s", I32)
    fbody = Block((If(B("<", x, C(3)), Return(C(100), loc=L()), loc=L()),
                   decl("s", I32, C(0)),
                   While(B(">", x, C(0)), Block((asg(s, x, "+"), asg(x, C(2), "-")), loc=L()),
                         loc=L()),
                   Return(s, loc=L())), loc=L())
    f = Function("f", (Param("x", I32),), I32, fbody)
    P = ptr(I32)
    k = Function("k", (Param("out", P),), VOID, Block((
        asg(idx(V("out", P), tid()), Call("f", (tid(),), I32, loc=L())),)), is_kernel=True)
    r = simulate(Module((f, k)), "k", 1, 40, dict(out=np.zeros(40, np.int32)))
    ref = [100 if t < 3 else sum(range(t, 0, -2)) for t in range(40)]
    assert list(r.outputs["out"]) == ref


def test_divergent_branch_count():
    """if (threadIdx.x % 2) x = 1;  -> every warp diverges once"""
    line(1)
    P = ptr(I32)
    mod = kernel("k", [("out", P)],
                 If(B("%", tid(), C(2)), asg(idx(V("out", P), tid()), C(1)), loc=L()))
    d = simulate(mod, "k", 2, 128, dict(out=np.zeros(128, np.int32)), trace=True).trace
    assert d["branches"] == 8 and d["divergent_branches"] == 8
    assert d["global_store_requests"] == 8 and d["global_store_sectors"] == 8 * 4


# ------------------------------------------------------------------------ atomics


def test_histogram_atomics_equal_bincount():
    """atomicAdd(&hist[in[gid] % 64], 1) on shared then global."""
    line(1)
    P = ptr(I32)
    arr = ArrayType(I32, 64)
    t = V("t", I32)
    val = B("%", idx(V("inp", P), gid()), C(64))
    mod = kernel(
        "hist", [("inp", P), ("hist", P)], decl("sh", arr, space=SHARED),
        decl("t", I32, tid()),
        If(B("<", t, C(64)), asg(idx(V("sh", arr), t), C(0)), loc=L()), sync(),
        ExprStmt(Call("atomic_add", (AddressOf(idx(V("sh", arr), val), ptr(I32, SHARED),
                                               loc=L()), C(1)), I32, loc=L()), loc=L()),
        sync(),
        If(B("<", t, C(64)),
           ExprStmt(Call("atomic_add", (AddressOf(idx(V("hist", P), t), P, loc=L()),
                                        idx(V("sh", arr), t)), I32, loc=L()), loc=L()),
           loc=L()))
    x = np.random.default_rng(3).integers(0, 1000, 4096).astype(np.int32)
    r = simulate(mod, "hist", 16, 256, dict(inp=x, hist=np.zeros(64, np.int32)), trace=True)
    np.testing.assert_array_equal(r.outputs["hist"], np.bincount(x % 64, minlength=64))
    assert r.trace["atomics"] == 16 * 8 + 16 * 2


def test_atomic_returns_old_in_thread_order():
    """out[t] = atomicAdd(&ctr[0], 1); out2[t] = atomicExch(&x[0], t)"""
    line(1)
    P = ptr(I32)
    mod = kernel("k", [("ctr", P), ("out", P)],
                 asg(idx(V("out", P), gid()),
                     Call("atomic_add", (V("ctr", P), C(1)), I32, loc=L())))
    r = simulate(mod, "k", 3, 64, dict(ctr=np.zeros(1, np.int32), out=np.zeros(192, np.int32)),
                 max_threads_per_batch=128)
    assert list(r.outputs["out"]) == list(range(192)) and r.outputs["ctr"][0] == 192
    F = ptr(F32)
    mod = kernel("k", [("s", F), ("out", F)],
                 asg(idx(V("out", F), gid()),
                     Call("atomic_add", (V("s", F), C(0.1, F32)), F32, loc=L())))
    r = simulate(mod, "k", 1, 64, dict(s=np.zeros(1, np.float32), out=np.zeros(64, np.float32)))
    acc = np.float32(0)
    for k in range(64):
        assert r.outputs["out"][k] == acc
        acc = np.float32(acc + np.float32(0.1))
    assert r.outputs["s"][0] == acc


# ------------------------------------------------------------- arithmetic (hypothesis)

INT_TYPES = [I8, U8, I16, U16, I32, U32, I64, U64]


def binop_kernel(op, t, rt=None):
    line(1)
    rt = rt or t
    pa, pb, po = ptr(t), ptr(rt), ptr(I32 if op in CMPS else t)
    e = B(op, idx(V("a", pa), tid()), idx(V("b", pb), tid()), I32 if op in CMPS else t)
    return kernel("k", [("a", pa), ("b", pb), ("o", po)], asg(idx(V("o", po), tid()), e))


def run_binop(op, t, a, b, rt=None):
    mod = binop_kernel(op, t, rt)
    n = len(a)
    out = np.zeros(n, np.int32 if op in CMPS else a.dtype)
    return simulate(mod, "k", 1, n, dict(a=a, b=b, o=out)).outputs["o"]


def ints(t, n=32):
    info = np.iinfo(np.dtype(t.numpy_dtype))
    return st.lists(st.integers(info.min, info.max), min_size=n, max_size=n).map(
        lambda v: np.array(v, dtype=t.numpy_dtype))


def c_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def wrap(v: int, t: ScalarType) -> int:
    v &= (1 << t.bits) - 1
    return v - (1 << t.bits) if t.signed and v >= 1 << (t.bits - 1) else v


@FAST
@given(st.sampled_from([I32, U32, I64, U64]), st.data())
def test_int_arith_wraparound(t, data):
    a = data.draw(ints(t))
    b = data.draw(ints(t))
    for op, f in (("+", lambda x, y: x + y), ("-", lambda x, y: x - y),
                  ("*", lambda x, y: x * y), ("&", lambda x, y: x & y),
                  ("^", lambda x, y: x ^ y), ("|", lambda x, y: x | y)):
        got = run_binop(op, t, a, b)
        assert [int(v) for v in got] == [wrap(f(int(x), int(y)), t) for x, y in zip(a, b)], op
    for op in ("<", "==", ">="):
        got = run_binop(op, t, a, b)
        f = {"<": lambda x, y: x < y, "==": lambda x, y: x == y,
             ">=": lambda x, y: x >= y}[op]
        assert [int(v) for v in got] == [int(f(int(x), int(y))) for x, y in zip(a, b)]


@FAST
@given(st.sampled_from([I32, U32, I64]), st.data())
def test_int_division_truncates(t, data):
    a = data.draw(ints(t))
    b = data.draw(ints(t))
    b[b == 0] = 1
    q = run_binop("/", t, a, b)
    r = run_binop("%", t, a, b)
    for x, y, qq, rr in zip(a, b, q, r):
        x, y = int(x), int(y)
        assert int(qq) == wrap(c_div(x, y), t)
        assert int(rr) == wrap(x - c_div(x, y) * y, t)
    if t.signed:
        mn = np.iinfo(np.dtype(t.numpy_dtype)).min
        q = run_binop("/", t, np.array([mn, -7, 7], t.numpy_dtype),
                      np.array([-1, 2, -2], t.numpy_dtype))
        assert list(q) == [mn, -3, -3]
        r = run_binop("%", t, np.array([mn, -7, 7], t.numpy_dtype),
                      np.array([-1, 2, -2], t.numpy_dtype))
        assert list(r) == [0, -1, 1]


@FAST
@given(st.sampled_from([I32, U32, I64, U64]), st.data())
def test_shifts_ptx(t, data):
    a = data.draw(ints(t))
    cnt = np.array(data.draw(st.lists(st.integers(0, 80), min_size=32, max_size=32)),
                   dtype=np.int32)
    left = run_binop("<<", t, a, cnt, rt=I32)
    right = run_binop(">>", t, a, cnt, rt=I32)
    for x, c, lv, rv in zip(a, cnt, left, right):
        x, c = int(x), int(c)
        exp_l = 0 if c >= t.bits else wrap(x << c, t)
        exp_r = (x >> min(c, t.bits - 1)) if t.signed else (0 if c >= t.bits else x >> c)
        if t.signed and c >= t.bits:
            exp_r = -1 if x < 0 else 0
        assert int(lv) == exp_l and int(rv) == exp_r


def unop_kernel(src, dst, kind="convert"):
    line(1)
    pa, po = ptr(src), ptr(dst)
    return kernel("k", [("a", pa), ("o", po)],
                  asg(idx(V("o", po), tid()), cast(dst, idx(V("a", pa), tid()), kind)))


@FAST
@given(st.lists(st.floats(allow_nan=True, allow_infinity=True, width=32), min_size=32,
                max_size=32),
       st.sampled_from([I8, U8, I16, U16, I32, U32, I64, U64]))
def test_float_to_int_as_the_h100(vals, t):
    """C casts of floats as the H100 computes them (benchmarks/results/fidelity-h100-
    2026-11-27, part cvt): 32/64-bit types saturate, NaN is 0 for 32 bits and the top bit
    alone for 64; 8/16-bit types go through the 32-bit type of their signedness and wrap."""
    a = np.array(vals, np.float32)
    got = simulate(unop_kernel(F32, t), "k", 1, 32,
                   dict(a=a, o=np.zeros(32, t.numpy_dtype))).outputs["o"]
    dt = np.dtype(t.numpy_dtype)

    def h100(x, bits, signed):
        if bits < 32:
            w = h100(x, 32, signed) % (1 << bits)
            return w - (1 << bits) if signed and w >= 1 << (bits - 1) else w
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        if np.isnan(x):
            return 0 if bits == 32 else (lo if signed else 1 << 63)
        if np.isinf(x):
            return hi if x > 0 else lo
        return max(lo, min(hi, int(float(x))))
    for x, g in zip(a, got):
        assert int(g) == h100(x, dt.itemsize * 8, dt.kind == "i"), (x, t)


@FAST
@given(ints(I64), ints(I32))
def test_int_to_float_rounding_and_narrowing(a64, a32):
    got = simulate(unop_kernel(I64, F32), "k", 1, 32,
                   dict(a=a64, o=np.zeros(32, np.float32))).outputs["o"]
    from fractions import Fraction
    for x, g in zip(a64, got):
        # nearest float32: no float32 is strictly closer
        err = abs(Fraction(int(x)) - Fraction(float(g)))
        up = np.nextafter(g, np.float32(np.inf))
        dn = np.nextafter(g, np.float32(-np.inf))
        assert err <= abs(Fraction(int(x)) - Fraction(float(up)))
        assert err <= abs(Fraction(int(x)) - Fraction(float(dn)))
    got = simulate(unop_kernel(I32, I8), "k", 1, 32,
                   dict(a=a32, o=np.zeros(32, np.int8))).outputs["o"]
    assert [int(v) for v in got] == [wrap(int(x), I8) for x in a32]
    got = simulate(unop_kernel(I32, BOOL), "k", 1, 32,
                   dict(a=a32, o=np.zeros(32, np.bool_))).outputs["o"]
    assert [bool(v) for v in got] == [int(x) != 0 for x in a32]


@FAST
@given(st.lists(st.floats(width=32, allow_nan=False, allow_infinity=False), min_size=32,
                max_size=32),
       st.lists(st.floats(width=32, allow_nan=False, allow_infinity=False), min_size=32,
                max_size=32))
def test_float32_stays_float32(xa, xb):
    a, b = np.array(xa, np.float32), np.array(xb, np.float32)
    with np.errstate(all="ignore"):
        for op, f in (("+", np.add), ("-", np.subtract), ("*", np.multiply),
                      ("/", np.divide)):
            got = run_binop(op, F32, a, b)
            assert got.dtype == np.float32
            np.testing.assert_array_equal(got, f(a, b))


def test_float_const_math_in_float32():
    """o[t] = a[t] * 0.1f + sqrtf(a[t]) -- the constant is a float32 constant"""
    line(1)
    F = ptr(F32)
    x = idx(V("a", F), tid())
    e = B("+", B("*", x, C(0.1, F32)), Call("sqrt", (x,), F32, loc=L()))
    mod = kernel("k", [("a", F), ("o", F)], asg(idx(V("o", F), tid()), e))
    a = np.linspace(0, 10, 32, dtype=np.float32)
    got = simulate(mod, "k", 1, 32, dict(a=a, o=np.zeros(32, np.float32))).outputs["o"]
    np.testing.assert_array_equal(got, a * np.float32(0.1) + np.sqrt(a))


# ------------------------------------------------------------- vectors, structs, misc


def test_vector_types_and_swizzle():
    """float4 v = in[t]; v.x = v.y + v.w; out[t] = v * 2 (via make_float4 literal)"""
    line(1)
    F4 = VectorType(F32, 4)
    P = ptr(F4)
    v = V("v", F4)
    mod = kernel("k", [("inp", P), ("out", P)], decl("v", F4, idx(V("inp", P), tid())),
                 asg(Swizzle(v, (0,), F32, loc=L()),
                     B("+", Swizzle(v, (1,), F32, loc=L()), Swizzle(v, (3,), F32, loc=L()))),
                 asg(idx(V("out", P), tid()),
                     B("*", v, VectorLiteral((C(2.0, F32),) * 4, F4, loc=L()))))
    x = np.arange(64, dtype=np.float32)
    r = simulate(mod, "k", 1, 16, dict(inp=x, out=np.zeros(64, np.float32)), trace=True)
    ref = x.reshape(16, 4).copy()
    ref[:, 0] = ref[:, 1] + ref[:, 3]
    np.testing.assert_array_equal(r.outputs["out"], (ref * 2).ravel())
    d = r.trace.as_dict()
    assert d["global_load_sectors"] == 8 and d["global_load_requests"] == 1  # 256 bytes


def test_struct_array_fields():
    """struct P { float x; int id; double w; }; out[t] = ps[t].x * ps[t].id; ps[t].id = t;"""
    line(1)
    S = StructType("P", (("x", F32), ("id", I32), ("w", F64)))
    PS = ptr(S)
    F = ptr(F32)
    el = idx(V("ps", PS), tid())
    mod = kernel("k", [("ps", PS), ("out", F)],
                 asg(idx(V("out", F), tid()),
                     B("*", Field(el, "x", F32, loc=L()),
                       cast(F32, Field(el, "id", I32, loc=L())))),
                 asg(Field(el, "id", I32, loc=L()), tid()),
                 decl("loc", S, el),
                 asg(Field(V("loc", S), "w", F64, loc=L()), C(2.5, F64)),
                 asg(idx(V("ps", PS), B("+", tid(), C(8))), V("loc", S)))
    dt = np.dtype([("x", np.float32), ("id", np.int32), ("w", np.float64)])
    assert dt.itemsize == S.size
    arr = np.zeros(16, dt)
    arr["x"] = np.arange(16)
    arr["id"] = 3
    raw = arr.view(np.uint8)
    r = simulate(mod, "k", 1, 8, dict(ps=raw, out=np.zeros(8, np.float32)))
    res = r.outputs["ps"].view(dt)
    np.testing.assert_array_equal(r.outputs["out"], np.arange(8) * 3)
    assert list(res["id"][:8]) == list(range(8))
    assert list(res["w"][8:]) == [2.5] * 8 and list(res["x"][8:]) == list(range(8))


def test_private_array_and_pointer_arith():
    """int a[4] = {t, t+1, t+2, t+3}; int *p = &a[1]; out[t] = p[0] + p[2] + *(p-1);"""
    line(1)
    P = ptr(I32)
    arr = ArrayType(I32, 4)
    from warpsmith.ir.nodes import InitList
    t = V("t", I32)
    pp = ptr(I32, AddressSpace.PRIVATE)
    mod = kernel("k", [("out", P)], decl("t", I32, tid()),
                 decl("a", arr, InitList(tuple(B("+", t, C(k)) for k in range(4)), arr,
                                         loc=L())),
                 decl("p", pp, AddressOf(idx(V("a", arr), C(1)), pp, loc=L())),
                 asg(idx(V("out", P), t),
                     B("+", B("+", idx(V("p", pp), C(0)), idx(V("p", pp), C(2))),
                       Deref(B("-", V("p", pp), C(1)), I32, loc=L()))))
    r = simulate(mod, "k", 1, 32, dict(out=np.zeros(32, np.int32)))
    assert list(r.outputs["out"]) == [3 * t + 4 for t in range(32)]


def test_constant_memory_and_dynamic_shared():
    """__constant__ int w[4] = {1,2,3,4}; extern __shared__ int s[];
    s[t] = w[t % 4]; sync; out[t] = s[blockDim.x - 1 - t];"""
    from warpsmith.ir.nodes import InitList
    line(1)
    arr4 = ArrayType(I32, 4)
    g = GlobalVar("w", arr4, AddressSpace.CONSTANT,
                  InitList(tuple(C(k) for k in (1, 2, 3, 4)), arr4), const=True)
    ext = ArrayType(I32, None)
    P = ptr(I32)
    t = V("t", I32)
    body = (decl("t", I32, tid()), Decl("s", ext, None, space=SHARED, extern=True, loc=L()),
            asg(idx(V("s", ext), t), idx(V("w", arr4), B("%", t, C(4)))), sync(),
            asg(idx(V("out", P), gid()), idx(V("s", ext), B("-", B("-", bdim(), C(1)), t))))
    fn = Function("k", (Param("out", P),), VOID, Block(body), is_kernel=True)
    mod = Module((fn,), globals=(g,))
    r = simulate(mod, "k", 2, 64, dict(out=np.zeros(128, np.int32)), dynamic_shared=256,
                 trace=True)
    ref = np.array([1, 2, 3, 4] * 16)[::-1]
    np.testing.assert_array_equal(r.outputs["out"], np.tile(ref, 2))
    assert r.trace["global_load_requests"] == 0  # constant loads are not global requests
    with pytest.raises(SimulationError, match="out-of-bounds store of 4 bytes at offset 128 "
                                              "of shared array 's'"):
        simulate(mod, "k", 2, 64, dict(out=np.zeros(128, np.int32)), dynamic_shared=128)


def test_warp_shuffle_reduction_and_ballot():
    """v = t; for (o = 16; o > 0; o /= 2) v += __shfl_down_sync(~0, v, o);
    out[t] = v; bal[t] = __ballot_sync(~0, t % 3 == 0)"""
    line(1)
    P = ptr(I32)
    v, o = V("v", I32), V("o", I32)
    loop = For(decl("o", I32, C(16)), B(">", o, C(0)), Assign(o, C(2), "/", I32, loc=L()),
               asg(v, Call("shfl_down_sync", (C(-1, U32), v, o), I32, loc=L()), "+"), loc=L())
    mod = kernel("k", [("out", P), ("bal", ptr(U32))], decl("v", I32, tid()), loop,
                 asg(idx(V("out", P), tid()), v),
                 asg(idx(V("bal", ptr(U32)), tid()),
                     Call("ballot_sync", (C(-1, U32), B("==", B("%", tid(), C(3)), C(0))), U32,
                          loc=L())))
    r = simulate(mod, "k", 1, 64, dict(out=np.zeros(64, np.int32), bal=np.zeros(64, np.uint32)))
    assert r.outputs["out"][0] == sum(range(32)) and r.outputs["out"][32] == sum(range(32, 64))
    m0 = sum(1 << k for k in range(32) if k % 3 == 0)
    m1 = sum(1 << k for k in range(32) if (k + 32) % 3 == 0)
    assert r.outputs["bal"][0] == m0 and r.outputs["bal"][40] == m1


def test_big_grid_batches_and_block_order():
    """Many blocks, few threads per batch: the result does not depend on batching."""
    mod = matadd()
    n = 50000
    a = np.arange(n, dtype=np.int32)
    args = dict(a=a, b=a, c=np.zeros(n, np.int32), n=np.int32(n))
    r1 = simulate(mod, "matadd", ((n + 127) // 128,), (128,), args, trace=True,
                  max_threads_per_batch=1024)
    r2 = simulate(mod, "matadd", ((n + 127) // 128,), (128,), args, trace=True)
    np.testing.assert_array_equal(r1.outputs["c"], 2 * a)
    assert r1.trace.as_dict() == r2.trace.as_dict()


# ------------------------------------------------------------------------ launch.py


def test_parse_dim():
    assert dim3("64") == (64, 1, 1)
    assert dim3("64,4") == (64, 4, 1)
    assert dim3("64,4,2") == (64, 4, 2)
    for bad in ("", "0", "-1", "a", "1,2,3,4", "4,0"):
        with pytest.raises(LaunchError):
            dim3(bad)


def test_parse_arg_values(tmp_path):
    assert parse_arg_value("512").value == 512
    assert parse_arg_value("-3").value == -3
    assert parse_arg_value("0.5").value == 0.5
    assert parse_arg_value("1e-3").value == 1e-3
    s = parse_arg_value("float4[1024]:random")
    assert (s.kind, s.dtype, s.lanes, s.count, s.fill) == ("buffer", "float32", 4, 1024,
                                                             "random")
    s = parse_arg_value("uchar[16]")
    assert (s.dtype, s.fill) == ("uint8", "zeros")
    assert parse_arg_value("shared:1024").value == 1024
    for bad in ("float32[0]", "floot[4]", "int[4]:ones", "shared:-1", "abc"):
        with pytest.raises(LaunchError):
            parse_arg_value(bad)


def test_make_arguments_and_outputs(tmp_path):
    F = ptr(F32)
    fn = Function("k", (Param("x", F), Param("idx", ptr(I32)), Param("n", I32),
                        Param("alpha", F32), Param("tmp", ptr(F32, SHARED)),
                        Param("v", ptr(VectorType(F32, 4)))), VOID, Block(()),
                  is_kernel=True)
    np.save(tmp_path / "x.npy", np.arange(8, dtype=np.float32))
    specs = {"x": f"@{tmp_path / 'x.npy'}", "idx": "int[100]:random", "n": "8",
             "alpha": "0.5", "tmp": "shared:256", "v": "float4[4]:range"}
    a1 = make_arguments(fn, specs, seed=7)
    a2 = make_arguments(fn, specs, seed=7)
    np.testing.assert_array_equal(a1["idx"], a2["idx"])
    assert a1["idx"].min() >= 0 and a1["idx"].max() < 100
    assert a1["n"] == 8 and a1["n"].dtype == np.int32
    assert a1["alpha"].dtype == np.float32
    assert a1["tmp"] == SharedSize(256)
    np.testing.assert_array_equal(a1["v"], np.arange(16, dtype=np.float32))
    with pytest.raises(LaunchError, match="no value for parameter 'alpha' of kernel 'k'"):
        make_arguments(fn, {k: v for k, v in specs.items() if k != "alpha"})
    with pytest.raises(LaunchError, match="'n'.*integer"):
        make_arguments(fn, {**specs, "n": "1.5"})
    with pytest.raises(LaunchError, match="nope.npy"):
        make_arguments(fn, {**specs, "x": "@nope.npy"})
    with pytest.raises(LaunchError, match="'v'"):
        make_arguments(fn, {**specs, "v": "float[3]"})
    out = outputs_json(fn, a1)
    assert set(out) == {"x", "idx", "v"}
    assert out["x"]["sum"] == 28.0 and out["x"]["count"] == 8 and out["x"]["dtype"] == "float32"
    assert len(out["x"]["sha256"]) == 64
    assert out["idx"]["sum"] == int(a1["idx"].sum())


_ = (I16, U16, U8, While, IncDec, Index)


# ------------------------------------------------------------ kernels written as source

def _read(text, name):
    frontend = pytest.importorskip("warpsmith.frontend")
    if not hasattr(frontend, "read_module"):
        pytest.skip("frontend.read_module not available")
    return frontend.read_module(name, text=text)


CL_REDUCE = """
__kernel void reduce(__global const float* in, __global float* out, __local float* tmp) {
    size_t l = get_local_id(0);
    tmp[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (l < s) tmp[l] += tmp[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) out[get_group_id(0)] = tmp[0];
}
"""


def test_opencl_source_reduction_with_local_pointer():
    m = _read(CL_REDUCE, "r.cl")
    x = np.arange(1024, dtype=np.float32)
    args = make_arguments(m.function("reduce"), {"in": "float[1024]:range", "out": "float[4]",
                                                 "tmp": "shared:1024"}, seed=0)
    r = simulate(m, "reduce", 4, 256, args, trace=True)
    np.testing.assert_array_equal(r.outputs["out"], x.reshape(4, 256).sum(1))
    assert r.trace["barriers"] == 4 * 8 * 9


CU_MIX = """
struct P { float x, y; int id; };
__constant__ float coef[3] = {1.0f, 2.0f, 3.0f};
__device__ float f(const P* p) { return p->x * coef[p->id % 3]; }
__global__ void k(P* ps, float* out, unsigned* hist, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = i % 2 ? f(&ps[i]) : ps[i].y;
    atomicAdd(&hist[ps[i].id & 7], 1u);
    unsigned char c = (unsigned char)(i * 37);
    long long big = (long long)i << 40;
    out[i] += (float)(c >> 3) + (float)(big >> 38);
}
"""


def test_cuda_source_structs_constant_atomics():
    m = _read(CU_MIX, "k.cu")
    dt = np.dtype([("x", np.float32), ("y", np.float32), ("id", np.int32)])
    ps = np.zeros(100, dt)
    ps["x"] = np.arange(100)
    ps["y"] = -1
    ps["id"] = np.arange(100)
    r = simulate(m, "k", 2, 64, dict(ps=ps.view(np.uint8), out=np.zeros(100, np.float32),
                                     hist=np.zeros(8, np.uint32), n=np.int32(100)))
    i = np.arange(100)
    coef = np.array([1, 2, 3], np.float32)
    ref = np.where(i % 2 == 1, i * coef[i % 3], -1) + ((i * 37) % 256 >> 3) + (i << 2)
    np.testing.assert_array_equal(r.outputs["out"], ref.astype(np.float32))
    np.testing.assert_array_equal(r.outputs["hist"], np.bincount(i & 7))


CU_UNCOAL = """
__global__ void add(const int* a, const int* b, int* c, int n) {
    int i = threadIdx.x * gridDim.x + blockIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"""


def test_cuda_source_uncoalesced_sectors():
    m = _read(CU_UNCOAL, "u.cu")
    n = 16 * 128
    a = np.arange(n, dtype=np.int32)
    r = simulate(m, "add", 16, 128, dict(a=a, b=a, c=np.zeros(n, np.int32), n=np.int32(n)),
                 trace=True)
    np.testing.assert_array_equal(r.outputs["c"], 2 * a)
    d = r.trace.as_dict()
    assert d["global_load_requests"] == 2 * n // 32
    assert d["global_load_sectors"] == 32 * d["global_load_requests"]


# ------------------------------------------------------------ module variables from the host

MODULE_VARS = """
__constant__ float c_w[4];
__constant__ int c_n;
__device__ int g_hits[4];
__device__ float g_unused[2];
__global__ void k(float *out){
    out[threadIdx.x] = c_w[threadIdx.x % 4] * c_n;
    atomicAdd(&g_hits[threadIdx.x % 4], 1);
}
"""


def test_module_variables_filled_from_args_and_written_back():
    m = _read(MODULE_VARS, "mv.cu")
    w = np.arange(1, 5, dtype=np.float32)
    r = simulate(m, "k", (1,), (8,), {"out": np.zeros(8, np.float32), "c_w": w,
                                      "c_n": np.int32(2)})
    np.testing.assert_array_equal(r.outputs["out"], np.tile(w * 2, 2))
    np.testing.assert_array_equal(r.outputs["g_hits"], [2, 2, 2, 2])
    assert "g_unused" not in r.outputs and "c_w" not in r.outputs
    # issue repro: without c_n (zero-initialized like CUDA) the product is 0
    r = simulate(m, "k", (1,), (4,), {"out": np.ones(4, np.float32), "c_w": w})
    np.testing.assert_array_equal(r.outputs["out"], np.zeros(4))
    # an initial value for a __device__ array is used and updated
    r = simulate(m, "k", (1,), (4,), {"out": np.ones(4, np.float32),
                                      "g_hits": np.full(4, 10, np.int32)})
    np.testing.assert_array_equal(r.outputs["g_hits"], [11, 11, 11, 11])
    with pytest.raises(LaunchError, match=r"'c_w'.*float\[4\].*16 bytes.*12 bytes"):
        simulate(m, "k", (1,), (4,), {"out": np.zeros(4, np.float32), "c_w": w[:3]})
    with pytest.raises(LaunchError, match="'c_n'.*not an integer"):
        simulate(m, "k", (1,), (4,), {"out": np.zeros(4, np.float32), "c_n": 1.5})


def test_simple_constant_repro():
    src = ("__constant__ float c_w[4];\n"
           "__global__ void k(float *out){ out[threadIdx.x] = c_w[threadIdx.x]; }")
    m = _read(src, "k.cu")
    out = simulate(m, "k", (1,), (4,), {"out": np.zeros(4, np.float32),
                                        "c_w": np.arange(1, 5, dtype=np.float32)}).outputs
    np.testing.assert_array_equal(out["out"], [1, 2, 3, 4])


def test_make_arguments_module_variables_base_dir_and_dim_names(tmp_path):
    m = _read(MODULE_VARS, "mv.cu")
    fn = m.function("k")
    np.save(tmp_path / "w.npy", np.arange(4, dtype=np.float32))
    a = make_arguments(fn, {"out": "float[8]", "c_w": "@w.npy", "c_n": "3"}, seed=1,
                       module=m, base_dir=tmp_path)
    np.testing.assert_array_equal(a["c_w"], np.arange(4))
    assert a["c_n"] == 3 and a["c_n"].dtype == np.int32
    r = simulate(m, fn, 1, 8, a)
    np.testing.assert_array_equal(r.outputs["out"], np.tile(np.arange(4) * 3, 2))
    out = outputs_json(fn, r.outputs)
    assert set(out) == {"out", "g_hits"}
    with pytest.raises(LaunchError, match="c_w.*16 bytes") as ei:
        make_arguments(fn, {"out": "float[8]", "c_w": "float[3]"}, module=m)
    with pytest.raises(LaunchError, match="no parameter or module variable 'nope'") as ei:
        make_arguments(fn, {"out": "float[8]", "nope": "1"}, module=m)
    assert "c_w" in str(ei.value) and "g_hits" in str(ei.value) and "out" in str(ei.value)
    with pytest.raises(LaunchError, match="no parameter 'c_w'"):
        make_arguments(fn, {"out": "float[8]", "c_w": "float[4]"})
    with pytest.raises(LaunchError, match="is an array"):
        make_arguments(fn, {"out": "float[8]", "c_w": "2"}, module=m)
    assert dim3("8,2", "--grid") == (8, 2, 1)
    with pytest.raises(LaunchError, match="--block"):
        dim3("0", "--block")


# ------------------------------------------------------------ error messages, no internal errors

ERRORS = {
    "div": ("__global__ void k(int *o){\n"
            " o[threadIdx.x] = 7 / (int)(blockIdx.x * 32 + threadIdx.x - 34);\n}",
            r"kernel k, line 2: integer division by zero by thread \(2,0,0\) in block \(1,0,0\)"),
    "barrier": ("__global__ void k(int *o){\n if (threadIdx.x < 16)\n  __syncthreads();\n}",
                r"kernel k, line 3: barrier reached by only part of block \(0,0,0\): thread "
                r"\(16,0,0\) in block \(0,0,0\) did not arrive while thread \(0,0,0\) in block"),
    "race": ("__global__ void k(int *o){ __shared__ int s[32];\n s[threadIdx.x] = 1;\n"
             " o[threadIdx.x] = s[(threadIdx.x + 1) % 32];\n}",
             r"kernel k, line 3: data race on shared array 's' .* by thread \(\d+,0,0\) in block "
             r"\(0,0,0\) \(line \d\) and .* by thread \(\d+,0,0\) in block \(0,0,0\) \(line \d\)"),
    "oob": ("__global__ void k(int *o){\n o[threadIdx.x + 40] = 1;\n}",
            r"kernel k, line 2: out-of-bounds store .* by thread \(\d+,0,0\) in block \(0,0,0\)"),
    "atomic": ("__constant__ int c[4];\n__global__ void k(int *o){\n atomicAdd((int *)c, 1);\n}",
               r"kernel k, line 3: atomic on constant array 'c'.* by thread \(0,0,0\) in block"),
}


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_error_messages_name_kernel_line_thread_block(case):
    src, pattern = ERRORS[case]
    m = _read(src, "e.cu")
    with pytest.raises(SimulationError, match=pattern):
        simulate(m, "k", 2 if case == "div" else 1, 32, {"o": np.zeros(64, np.int32)})


def test_printf_string_and_module_scope_extern_shared():
    src = ('extern __shared__ float dyn[];\n__shared__ int st[4];\n'
           '__global__ void k(float *o){\n printf("t=%d\\n", threadIdx.x);\n'
           ' dyn[threadIdx.x] = threadIdx.x; if (threadIdx.x < 4) st[threadIdx.x] = 2;\n'
           ' __syncthreads();\n o[threadIdx.x] = dyn[63 - threadIdx.x] * st[threadIdx.x % 4];\n}')
    m = _read(src, "p.cu")
    r = simulate(m, "k", 1, 64, {"o": np.zeros(64, np.float32)}, dynamic_shared=256)
    np.testing.assert_array_equal(r.outputs["o"], (63 - np.arange(64)) * 2)


def test_internal_failure_becomes_located_unsupported():
    """IR constructs the simulator cannot run are Unsupported at their node, never an
    IndexError / TypeError (nor a silent wrong answer)."""
    from warpsmith.ir.errors import Unsupported
    P = ptr(I32)
    line(7)
    bad = kernel("k", [("out", P)], decl("t", I32, tid()),
                 asg(idx(V("out", P), V("t", I32)), Swizzle(V("t", I32), (1,), I32, loc=at(9))))
    with pytest.raises(Unsupported) as ei:
        simulate(bad, "k", 1, 4, dict(out=np.zeros(4, np.int32)))
    assert ei.value.loc is not None and ei.value.loc.line == 9
    line(3)
    odd = kernel("k", [("out", P)], asg(idx(V("out", P), C(0)), B("<=>", C(1), C(2))))
    with pytest.raises(Unsupported) as ei:
        simulate(odd, "k", 1, 4, dict(out=np.zeros(4, np.int32)))
    assert ei.value.loc is not None and ei.value.loc.line == 3
    line(5)
    S = StructType("S", (("a", I32), ("b", F32)))
    weird = kernel("k", [("out", P)], decl("s", S),
                   asg(idx(V("out", P), C(0)), Cast(I32, V("s", S), loc=at(6))))
    with pytest.raises(Unsupported) as ei:
        simulate(weird, "k", 1, 4, dict(out=np.zeros(4, np.int32)))
    assert ei.value.loc is not None and ei.value.loc.line == 6
    assert "kernel k" in str(ei.value)


def test_opencl_abs_returns_unsigned():
    """docs/DIFF-FAILURES.md D1: OpenCL abs/abs_diff return ugentype; computed in the signed
    argument type and reinterpreted (abs(INT_MIN) = 2147483648u, abs((char)-128) = 128)."""
    line(1)
    P, PU, PC = ptr(I32), ptr(U32), ptr(U8)
    x = idx(V("in0", P), tid())
    slot = lambda j: idx(V("o", PU), B("+", B("*", tid(), C(3)), C(j)))  # noqa: E731
    k = kernel("k", [("in0", P), ("o", PU), ("c", PC)],
               asg(slot(0), Call("abs", (x,), U32, loc=L())),
               asg(slot(1), Call("abs_diff", (x, C(-2147483647)), U32, loc=L())),
               asg(slot(2), Call("abs", (C(-2147483648),), U32, loc=L())),
               asg(idx(V("c", PC), tid()), Call("abs", (C(-128, I8),), U8, loc=L())))
    r = simulate(k, "k", 1, 4, dict(in0=np.array([-2**31, 8, 1, -5], np.int32),
                                    o=np.zeros(12, np.uint32), c=np.zeros(4, np.uint8)))
    np.testing.assert_array_equal(r.outputs["o"].reshape(4, 3),
                                  [[2**31, 1, 2**31], [8, 2**31 + 7, 2**31],
                                   [1, 2**31, 2**31], [5, 2**31 - 6, 2**31]])
    np.testing.assert_array_equal(r.outputs["c"], [128] * 4)


def test_same_size_int_cast_evaluates_operand_once_and_saturates():
    """docs/DIFF-FAILURES.md D2 (an implicit int -> uint cast ran its operand's assignment
    twice) and D3 (same-width saturating conversions wrapped instead of clamping)."""
    d2 = """__kernel void k(__global uint* out_u)
    { int gid = get_global_id(0); int a = 10, b = 20; uint c = (a += 1); float f = (b += 1);
      int v1 = gid + 100; uint v2 = 0; int lid = get_local_id(0);
      (lid == 3) ? (v2 = 5u) : (v1 = (v1 >> 1));
      out_u[gid * 3 + 0] = a; out_u[gid * 3 + 1] = b; out_u[gid * 3 + 2] = v1; }"""
    r = simulate(_read(d2, "d2.cl"), "k", 1, 4, dict(out_u=np.zeros(12, np.uint32)))
    np.testing.assert_array_equal(r.outputs["out_u"].reshape(4, 3),
                                  [[11, 21, 50], [11, 21, 50], [11, 21, 51], [11, 21, 103]])
    d3 = """__kernel void k(__global const uchar* in0, __global const short *s,
                        __global uint* out_u)
    { int gid = get_global_id(0);
      out_u[gid * 4 + 0] = convert_char_sat(in0[gid]);
      out_u[gid * 4 + 1] = convert_ushort_sat(s[gid]);
      out_u[gid * 4 + 2] = convert_uchar_sat((char)-64);
      out_u[gid * 4 + 3] = convert_short_sat(65535u) + 100 * convert_char_sat((ushort)200); }"""
    r = simulate(_read(d3, "d3.cl"), "k", 1, 4,
                 dict(in0=np.array([0, 127, 128, 186], np.uint8),
                      s=np.array([-1, 5, -32768, 32767], np.int16),
                      out_u=np.zeros(16, np.uint32)))
    np.testing.assert_array_equal(r.outputs["out_u"].reshape(4, 4),
                                  [[0, 0, 0, 45467], [127, 5, 0, 45467], [127, 0, 0, 45467],
                                   [127, 32767, 0, 45467]])


def test_reference_parameters_lowered_to_pointers():
    """C++ references (lowered by the frontend to AddressOf/Deref) of private scalars,
    parameters, shared elements and module variables."""
    src = """__device__ int counter;
    __device__ void inc(int &r, int d) { r += d; r++; }
    __device__ void swap(float &a, float &b) { float t = a; a = b; b = t; }
    __device__ void bump(int &c) { atomicAdd(&c, 1); }
    __device__ void setv(float &s, float v) { s = v; }
    __global__ void k(int *out, int n) {
        __shared__ float sm[32];
        int x = threadIdx.x; float p = 1, q = 2;
        inc(n, 1); if (x & 1) inc(x, 5); swap(p, q); bump(counter);
        setv(sm[threadIdx.x], threadIdx.x * 2); __syncthreads();
        out[threadIdx.x] = x + n + (int)p * 100 + (int)sm[31 - threadIdx.x] * 1000;
    }"""
    r = simulate(_read(src, "ref.cu"), "k", 1, 32, dict(out=np.zeros(32, np.int32),
                                                         n=np.int32(3)))
    t = np.arange(32)
    np.testing.assert_array_equal(r.outputs["out"],
                                  t + 6 * (t & 1) + 5 + 200 + (31 - t) * 2000)
    assert int(r.outputs["counter"]) == 32
