"""How the printers spell OpenCL 2.0 sub-groups, C11 atomics and ``to_global`` .., and
CUDA's ``norm``/``rnorm`` and clock reads (:mod:`warpsmith.ir.ocl2`, docs/ocl2.md).

OpenCL: as written; a C11 atomic's object is cast to its atomic type
(``(volatile __global atomic_int *)p``, which the frontend drops again) and the memory
orders and scope are printed by name (the non-explicit form when they are ``seq_cst`` and
``device``). CUDA: a sub-group is a warp (``warpSize`` lanes of consecutive linear thread
ids): the id functions are expressions of ``threadIdx``/``blockDim``/``warpSize``, the
collectives loops of ``__shfl_sync`` over the active lanes in lane order (so float sums
round as the simulator's do), ``all``/``any``/``broadcast`` the warp votes and shuffle;
C11 atomics are CUDA's atomics (``atomicAdd`` ..) between fences (``__threadfence`` or,
for the work-group scope, ``__threadfence_block``) as the order needs; ``to_global`` ..
test the pointer with ``__isGlobal``/``__isShared``/``__isLocal``.
"""

from __future__ import annotations

from . import ocl2 as O
from dataclasses import replace

from .nodes import Call, Cast, Const
from .types import F32, AddressSpace, PointerType, element_scalar

P_ASSIGN, P_UNARY, P_POSTFIX, P_ATOM = 2, 14, 15, 16

LIN = "(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))"
TPB = "(blockDim.x * blockDim.y * blockDim.z)"
_IDS = {
    "get_sub_group_local_id": f"(unsigned int)({LIN} % warpSize)",
    "get_sub_group_id": f"(unsigned int)({LIN} / warpSize)",
    "get_sub_group_size": f"(unsigned int)min((unsigned int)warpSize, {TPB} - {LIN} / "
                          "warpSize * warpSize)",
    "get_max_sub_group_size": f"(unsigned int)min((unsigned int)warpSize, {TPB})",
    "get_num_sub_groups": f"(unsigned int)(({TPB} + warpSize - 1) / warpSize)",
    "get_enqueued_num_sub_groups": f"(unsigned int)(({TPB} + warpSize - 1) / warpSize)",
}

SUBGROUP_PRELUDE = """// OpenCL sub-group collectives as warp operations (warpsmith, docs/ocl2.md)
template <typename T> __device__ T ws_sub_group_scan(T x, int op, int kind, T ident) {
    unsigned int m = __activemask();
    int lane = (int)((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) % warpSize);
    T r = ident;
    bool have = false;
    for (int l = 0; l < warpSize; ++l) {
        if (((m >> l) & 1u) != 0u) {
            T v = __shfl_sync(m, x, l);
            if (kind == 0 || (kind == 1 && l <= lane) || (kind == 2 && l < lane)) {
                r = !have ? v : op == 0 ? r + v : op == 1 ? (v < r ? v : r) : (r < v ? v : r);
                have = true;
            }
        }
    }
    return r;
}"""

WORKGROUP_PRELUDE = """// OpenCL work-group collectives through shared memory (warpsmith, docs/ocl2.md)
template <typename T> __device__ T ws_work_group_scan(T x, int op, int kind, T ident) {
    __shared__ T ws_wg_in[1024];
    __shared__ T ws_wg_out[1024];
    unsigned int lin = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned int n = blockDim.x * blockDim.y * blockDim.z;
    ws_wg_in[lin] = x;
    __syncthreads();
    if (lin == 0) {
        T acc = ident;
        for (unsigned int i = 0; i < n; ++i) {
            T v = ws_wg_in[i];
            T next = i == 0 ? v : op == 0 ? acc + v : op == 1 ? (v < acc ? v : acc) : (acc < v ? v : acc);
            ws_wg_out[i] = kind == 2 ? acc : next;
            acc = next;
        }
    }
    __syncthreads();
    T r = ws_wg_out[kind == 0 ? n - 1 : lin];
    __syncthreads();
    return r;
}
template <typename T> __device__ T ws_work_group_broadcast(T x, unsigned int src) {
    __shared__ T ws_wg_value;
    unsigned int lin = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    __syncthreads();
    if (lin == src) ws_wg_value = x;
    __syncthreads();
    T r = ws_wg_value;
    __syncthreads();
    return r;
}"""

ATOMIC_PRELUDE = """// C11 memory orders around CUDA's atomics (warpsmith, docs/ocl2.md)
__device__ __forceinline__ int ws_fence_before(int order, int scope) {
    if (order >= 3) {
        if (scope <= 1) __threadfence_block(); else __threadfence();
    }
    return 0;
}
template <typename T> __device__ __forceinline__ T ws_fence_after(int order, int scope, T v) {
    if (order == 2 || order >= 4) {
        if (scope <= 1) __threadfence_block(); else __threadfence();
    }
    return v;
}
template <typename T> __device__ bool ws_compare_exchange(T* p, T* expected, T desired) {
    T want = *expected;
    T old = atomicCAS(p, want, desired);
    if (old == want) return true;
    *expected = old;
    return false;
}"""

_SCAN = {"reduce": 0, "scan_inclusive": 1, "scan_exclusive": 2}
_OPS = {"add": 0, "min": 1, "max": 2}
_SPACE_TEST = {"to_global": "__isGlobal", "to_local": "__isShared", "to_private": "__isLocal"}


def _ident(p, t, op: str) -> str:
    from .printer import literal
    if op == "add":
        return literal(0, t, "cuda")[0]
    if t.is_float:  # NVRTC has no INFINITY: the literal's bits
        return literal(float("inf") if op == "min" else float("-inf"), t, "cuda")[0]
    lo, hi = (-(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1) if t.signed else (0, (1 << t.bits) - 1)
    return literal(hi if op == "min" else lo, t, "cuda")[0]


# --------------------------------------------------------------------------- CUDA


def cuda_subgroup(p, e: Call):
    """A sub-group builtin printed as CUDA (a warp)."""
    name = e.name
    if name in _IDS:
        return _IDS[name], P_UNARY
    args = p._args(e)
    if name == "sub_group_barrier":
        return "__syncwarp(__activemask())", P_POSTFIX
    if name in ("sub_group_all", "sub_group_any"):
        fn = "__all_sync" if name.endswith("all") else "__any_sync"
        return f"(int)({fn}(__activemask(), {args[0]}) != 0)", P_UNARY
    if name == "sub_group_broadcast":
        return f"__shfl_sync(__activemask(), {args[0]}, (int){args[1]})", P_POSTFIX
    kind, op = name[len("sub_group_"):].rsplit("_", 1)
    p.extensions.add(SUBGROUP_PRELUDE)
    t = e.type
    return (f"ws_sub_group_scan<{p.tname(t)}>({args[0]}, {_OPS[op]}, {_SCAN[kind]}, "
            f"{_ident(p, t, op)})"), P_POSTFIX


def cuda_workgroup(p, e: Call):
    """OpenCL 2.0 work-group reduce/scan/broadcast printed as CUDA: one thread combines
    the values in local linear id order in shared memory (the simulator's order), between
    barriers (all/any are the block votes, printed from the builtin table)."""
    args = p._args(e)
    t = e.type
    p.extensions.add(WORKGROUP_PRELUDE)
    if e.name == "work_group_broadcast":
        ids = [f"(unsigned int)({a})" for a in args[1:]]
        src = ids[0] + (f" + {ids[1]} * blockDim.x" if len(ids) > 1 else "") + (
            f" + {ids[2]} * blockDim.x * blockDim.y" if len(ids) > 2 else "")
        return f"ws_work_group_broadcast<{p.tname(t)}>({args[0]}, {src})", P_POSTFIX
    kind, op = e.name[len("work_group_"):].rsplit("_", 1)
    return (f"ws_work_group_scan<{p.tname(t)}>({args[0]}, {_OPS[op]}, {_SCAN[kind]}, "
            f"{_ident(p, t, op)})"), P_POSTFIX


def _fenced(p, e: Call, inner: str, order: int, scope: int) -> tuple[str, int]:
    if order == 0:
        return inner, P_POSTFIX
    p.extensions.add(ATOMIC_PRELUDE)
    return f"(ws_fence_before({order}, {scope}), ws_fence_after({order}, {scope}, {inner}))", \
        P_ATOM


def cuda_c11(p, e: Call):
    """A C11 atomic printed as CUDA's atomic between the fences its order needs."""
    name = e.name
    ptr = e.args[0]
    t = ptr.type.pointee
    e = plain_atomic_object(e)
    ptr = e.args[0]
    consts = [a.value for a in e.args if isinstance(a, Const)]
    if name == "atomic_compare_exchange":
        order, scope = int(e.args[3].value), int(e.args[5].value)
        if t.is_float:
            raise p.err(f"atomic_compare_exchange on {t} (atomicCAS compares integers)", e)
        p.extensions.add(ATOMIC_PRELUDE)
        a = p._args(e)
        if t.signed and t.bits == 64:  # through unsigned long long, the same bits
            a = [f"(unsigned long long*)({a[0]})", f"(unsigned long long*)({a[1]})",
                 f"(unsigned long long)({a[2]})"]
        return _fenced(p, e, f"ws_compare_exchange({a[0]}, {a[1]}, {a[2]})", order, scope)
    order, scope = int(consts[-2]), int(consts[-1])
    if name == "atomic_load":
        zero = Const(-0.0 if t.is_float else 0, t, loc=e.loc)
        inner = Call("atomic_add" if t.is_float else "atomic_or", (ptr, zero), t, loc=e.loc)
    elif name in ("atomic_store", "atomic_exchange"):
        inner = Call("atomic_exch", (ptr, e.args[1]), t, loc=e.loc)
    else:
        inner = Call(O.FETCH_OPS[name[len("atomic_fetch_"):]], (ptr, e.args[1]), t, loc=e.loc)
    text = p._e_Call(inner)[0]
    text, prec = _fenced(p, e, text, order, scope)
    if name == "atomic_store":
        return f"(void){text}", P_UNARY
    return text, prec


def _volatile(x) -> bool:
    """Whether pointer expression ``x`` may point to volatile memory: ``&c[0]`` and
    ``c + 1`` of a ``volatile int *c`` (whose IR types do not always say so)."""
    from .nodes import AddressOf, Binary, Field, Index

    while True:
        if isinstance(x.type, PointerType) and x.type.volatile:
            return True
        if isinstance(x, AddressOf):
            x = x.operand
        elif isinstance(x, (Index, Field)):
            x = x.base
        elif isinstance(x, Binary) and isinstance(x.lhs.type, PointerType):
            x = x.lhs
        elif isinstance(x, Binary) and isinstance(x.rhs.type, PointerType):
            x = x.rhs
        elif isinstance(x, Cast) and x.implicit:
            x = x.operand
        else:
            return False


def plain_atomic_object(e: Call) -> Call:
    """Atomic call ``e`` with its object cast to a plain pointer when it may be volatile:
    CUDA's atomics take ``int*``, not ``volatile int*`` (OpenCL's take both)."""
    ptr = e.args[0]
    if not isinstance(ptr.type, PointerType) or not _volatile(ptr):
        return e
    cast = Cast(replace(ptr.type, volatile=False), ptr, False, loc=e.loc)
    return replace(e, args=(cast, *e.args[1:]))


#: element types each CUDA atomic takes (CUDA C++ Programming Guide, "Atomic Functions")
_CUDA_ATOMIC_TYPES = {
    "atomic_add": ("i32", "u32", "u64", "f32", "f64", "f16", "bf16"),
    "atomic_sub": ("i32", "u32"),
    "atomic_exch": ("i32", "u32", "u64", "f32"), "atomic_min": ("i32", "u32", "i64", "u64"),
    "atomic_max": ("i32", "u32", "i64", "u64"), "atomic_and": ("i32", "u32", "u64"),
    "atomic_or": ("i32", "u32", "u64"), "atomic_xor": ("i32", "u32", "u64"),
    "atomic_cas": ("i32", "u32", "u64")}
_SPELL = {"atomic_add": "atomicAdd", "atomic_exch": "atomicExch", "atomic_and": "atomicAnd",
          "atomic_or": "atomicOr", "atomic_xor": "atomicXor", "atomic_cas": "atomicCAS"}


def _key(t) -> str:
    if t.is_float and getattr(t, "fmt", ""):
        return t.fmt  # bf16, e4m3, e5m2
    return ("f" if t.is_float else "i" if t.signed else "u") + str(t.bits)


def atomic_fallback(p, e: Call):
    """CUDA text of atomic ``e`` on a type CUDA's function has no overload for, through the
    64-bit unsigned (same bits: two's complement add, and/or/xor, exchange, compare) or an
    add of the negated value (``sub``); None when CUDA has the overload (or the builtin is
    not one of these). A float sub adds ``-v``; a double exchange goes through its bits."""
    t = e.args[0].type.pointee if e.args and isinstance(e.args[0].type, PointerType) else None
    if e.name not in _CUDA_ATOMIC_TYPES or t is None or not hasattr(t, "bits") or \
            _key(t) in _CUDA_ATOMIC_TYPES[e.name]:
        return None
    a = p._args(e)
    tn = p.tname(t)
    if e.name == "atomic_sub" and (t.is_float or t.bits == 64):
        if t.is_float:
            return f"atomicAdd({a[0]}, -({a[1]}))", P_POSTFIX
        return (f"({tn})atomicAdd((unsigned long long*)({a[0]}), "
                f"(unsigned long long)-({a[1]}))"), P_UNARY
    if t.bits != 64 or e.name in ("atomic_min", "atomic_max") or (
            t.is_float and e.name != "atomic_exch"):
        raise p.err(f"'{e.name}' on {t}: CUDA has no such atomic", e)
    if t.is_float:  # double exchange: its bits
        return ("__longlong_as_double((long long)atomicExch((unsigned long long*)("
                f"{a[0]}), (unsigned long long)__double_as_longlong({a[1]})))"), P_POSTFIX
    vals = ", ".join(f"(unsigned long long)({x})" for x in a[1:])
    return f"({tn}){_SPELL[e.name]}((unsigned long long*)({a[0]}), {vals})", P_UNARY


def cuda_misc(p, e: Call):
    """norm/rnorm, clock/clock64 and to_global .. printed as CUDA."""
    name = e.name
    args = p._args(e)
    if name in ("norm", "rnorm"):
        fn = ("rnorm" if name == "rnorm" else "norm") + ("f" if e.type == F32 else "")
        return f"{fn}({args[0]}, {args[1]})", P_POSTFIX
    if name in ("clock", "clock64"):
        return f"{name}()", P_POSTFIX
    test = _SPACE_TEST[name]
    p._require_pure(e, e.args[0])
    return f"({test}({args[0]}) ? {args[0]} : 0)", P_ATOM


# ------------------------------------------------------------------------- OpenCL


def opencl_c11(p, e: Call):
    """A C11 atomic in OpenCL C 2.0 spelling."""
    name = e.name
    ptr = e.args[0]
    t = ptr.type.pointee
    s = element_scalar(t)
    atype = O.ATOMIC_TYPE_OF.get((s.bits, s.kind, s.signed if s.kind == "int" else True))
    if atype is None:
        raise p.err(f"'{name}' on {t} (OpenCL has no atomic type for it)", e)
    space = {AddressSpace.GLOBAL: "__global ", AddressSpace.SHARED: "__local ",
             AddressSpace.GENERIC: ""}.get(ptr.type.space, "")
    obj = f"(volatile {space}{atype} *)({p.expr(ptr, P_ASSIGN)})"
    if name == "atomic_compare_exchange":
        strength = "weak" if e.args[6].value else "strong"
        vals = [p._arg(e.args[1]), p._arg(e.args[2])]
        orders, scope = [int(a.value) for a in e.args[3:5]], int(e.args[5].value)
        base = f"atomic_compare_exchange_{strength}"
    else:
        nv = 0 if name == "atomic_load" else 1
        vals = [p._arg(a) for a in e.args[1:1 + nv]]
        orders, scope = [int(e.args[1 + nv].value)], int(e.args[2 + nv].value)
        base = name
    if all(o == O.SEQ_CST for o in orders) and scope == O.DEVICE:
        return f"{base}({', '.join([obj, *vals])})", P_POSTFIX
    extra = [O.ORDER_NAMES.get(o, str(o)) for o in orders] + [O.SCOPE_NAMES.get(scope, str(scope))]
    return f"{base}_explicit({', '.join([obj, *vals, *extra])})", P_POSTFIX


def opencl_subgroup(p, e: Call):
    """Sub-group builtins as written (OpenCL C 2.0 with cl_khr_subgroups, 2.1+)."""
    p.extensions.add("cl_khr_subgroups")
    if e.name == "sub_group_barrier":
        flags = e.args[0]
        if isinstance(flags, Const):
            names = [n for bit, n in ((1, "CLK_LOCAL_MEM_FENCE"), (2, "CLK_GLOBAL_MEM_FENCE"))
                     if int(flags.value) & bit]
            return f"sub_group_barrier({' | '.join(names) or '0'})", P_POSTFIX
    return p._call_text(e.name, e), P_POSTFIX


def register(cuda_cls, opencl_cls) -> None:
    """Install the handlers on the printer classes (called by :mod:`warpsmith.ir.printer`)."""
    for n in O.C11_ATOMICS:
        setattr(cuda_cls, f"_call_{n}", cuda_c11)
        setattr(opencl_cls, f"_call_{n}", opencl_c11)
    for n in (*O.SUBGROUP_IDS, "sub_group_barrier", *O.SUBGROUP_COLLECTIVES):
        setattr(cuda_cls, f"_call_{n}", cuda_subgroup)
        setattr(opencl_cls, f"_call_{n}", opencl_subgroup)
    for n in ("norm", "rnorm", "clock", "clock64", "to_global", "to_local", "to_private"):
        setattr(cuda_cls, f"_call_{n}", cuda_misc)
    for n in ("work_group_broadcast", *(f"work_group_{k}_{op}" for k in _SCAN for op in _OPS)):
        setattr(cuda_cls, f"_call_{n}", cuda_workgroup)


__all__ = ["register", "SUBGROUP_PRELUDE", "ATOMIC_PRELUDE"]
