"""Names the target dialect reserves, and the renaming that avoids them when translating.

A CUDA variable called ``local`` or ``kernel`` is fine in CUDA and a syntax error in
OpenCL C, where those words qualify address spaces and functions; an OpenCL variable
called ``new``, ``class`` or ``threadIdx`` is fine in OpenCL C and breaks CUDA C++. When a
module is printed into the other dialect, every function, parameter, local and module
variable whose name the target reserves gets a fresh name (``local`` -> ``local_``, more
underscores while that is taken). Reserved are: the language's keywords (C99 for OpenCL C,
C++17 for CUDA, with the alternative tokens ``and``, ``or``, ...), the dialect's
qualifiers and type names (``global``, ``image2d_t``, ``uint``, ``float4``, ``__device__``,
``dim3``), its built-in variables and functions, including every builtin spelling of
:data:`warpsmith.ir.builtins.BUILTINS` and the functions the printers emit (``get_global_id``,
``atomicAdd``, ``make_float4``, ``convert_int``, ``vload4``) and macros they use
(``CLK_LOCAL_MEM_FENCE``, ``INFINITY``). Names that are not ASCII identifiers are renamed
for OpenCL (``x_u00e9``: OpenCL C 1.2 does not promise universal characters).
Struct fields are not renamed.
"""

from __future__ import annotations

import re

from .builtins import BUILTINS
from .nodes import Call, Decl, Function, GlobalVar, Module, Param, Var
from .visit import transform, walk

_C99 = """auto break case char const continue default do double else enum extern float for goto
if inline int long register restrict return short signed sizeof static struct switch typedef
union unsigned void volatile while _Bool _Complex _Imaginary""".split()

_CPP = """alignas alignof and and_eq asm bitand bitor bool catch char16_t char32_t char8_t
class compl concept consteval constexpr constinit const_cast co_await co_return co_yield
decltype delete dynamic_cast explicit export false friend mutable namespace new noexcept
not not_eq nullptr operator or or_eq private protected public reinterpret_cast requires
static_assert static_cast template this thread_local throw true try typeid typename using
virtual wchar_t xor xor_eq""".split()

_VEC = [f"{b}{n}" for b in ("char", "uchar", "short", "ushort", "int", "uint", "long",
                            "ulong", "float", "double", "half", "longlong", "ulonglong")
        for n in (1, 2, 3, 4, 8, 16)]

_OPENCL = """kernel __kernel global __global local __local constant __constant private
__private generic __generic read_only write_only read_write __read_only __write_only
__read_write uniform pipe __attribute__ bool true false half uchar ushort uint ulong size_t
ptrdiff_t intptr_t uintptr_t image1d_t image1d_array_t image1d_buffer_t image2d_t
image2d_array_t image3d_t image2d_depth_t image2d_array_depth_t sampler_t event_t queue_t
ndrange_t clk_event_t reserve_id_t cl_mem_fence_flags get_global_id get_local_id
get_group_id get_local_size get_num_groups get_global_size get_work_dim get_global_offset
barrier work_group_barrier mem_fence read_mem_fence write_mem_fence printf
async_work_group_copy wait_group_events prefetch CLK_LOCAL_MEM_FENCE CLK_GLOBAL_MEM_FENCE
NULL NAN INFINITY MAXFLOAT HUGE_VALF FLT_MAX FLT_MIN DBL_MAX INT_MAX INT_MIN UINT_MAX M_PI
M_PI_F M_E M_E_F select clamp mix step sign dot cross length normalize min max abs""".split()

_CUDA = """__device__ __global__ __host__ __shared__ __constant__ __managed__ __restrict__
__forceinline__ __noinline__ __launch_bounds__ threadIdx blockIdx blockDim gridDim warpSize
dim3 __syncthreads __syncwarp __threadfence __threadfence_block atomicAdd atomicSub
atomicExch atomicMin atomicMax atomicInc atomicDec atomicCAS atomicAnd atomicOr atomicXor
__int_as_float __float_as_int __longlong_as_double __double_as_longlong __ldg printf
assert min max abs fmaf fma size_t NULL INFINITY NAN half __half longlong ulonglong uchar
ushort uint ulong""".split()

_OPENCL_PATTERN = re.compile(r"(convert_|as_)\w+|vload\w*|vstore\w*|atom(ic)?_\w+|"
                             r"native_\w+|half_\w+")
_CUDA_PATTERN = re.compile(r"make_\w+|__\w+|atomic\w+")


def _builtin_spellings(dialect: str) -> set[str]:
    out = set()
    for b in BUILTINS.values():
        names = (b.opencl,) if dialect == "opencl" else (b.cuda, b.cuda_double)
        out.update(n for n in names if n)
    return out


RESERVED = {
    "opencl": frozenset(_C99 + _OPENCL + _VEC) | _builtin_spellings("opencl"),
    "cuda": frozenset(_C99 + _CPP + _CUDA + _VEC) | _builtin_spellings("cuda"),
}


def reserved(name: str, dialect: str) -> bool:
    """Whether ``name`` may not be a user identifier in ``dialect``'s printed code."""
    if name in RESERVED[dialect]:
        return True
    pattern = _OPENCL_PATTERN if dialect == "opencl" else _CUDA_PATTERN
    if pattern.fullmatch(name):
        return True
    # non-ASCII identifiers: OpenCL C does not allow them, and NVRTC 13 rejects them in
    # CUDA ("unrecognized token"; seen on the H100 run of scripts/gpu_issue19_sim.sh,
    # benchmarks/results/issue19-sim-h100-2026-11-26/), so both printers spell them in ASCII
    return not name.isascii()


def _ascii(name: str) -> str:
    return "".join(c if c.isascii() else f"_u{ord(c):04x}" for c in name)


def renaming(module: Module, dialect: str, *, non_ascii_only: bool = False) -> dict[str, str]:
    """Old name -> new name for every name ``module`` defines that ``dialect`` reserves
    (``non_ascii_only``: only the non-ASCII ones, for printing in the module's own
    dialect)."""
    defined: set[str] = set()
    used: set[str] = set()
    variables: set[str] = set()
    for f in module.functions:
        defined.add(f.name)
        variables.update(p.name for p in f.params)
        for n in walk(f):  # (the function's own walk, kept on it: the body's and its
            # parameters', which are neither declarations nor uses)
            if isinstance(n, Decl):
                variables.add(n.name)
            elif isinstance(n, (Var, Call)):
                used.add(n.name)
    variables.update(g.name for g in module.globals)
    defined |= variables
    # a variable named like a struct type the printer declares (OpenCL C keeps struct tags
    # apart from variables: ``struct kp *kp``; the printed ``typedef struct kp {..} kp;``
    # makes the tag a type name)
    types = {getattr(s, "name", None) for s in module.structs}
    clash = variables & types
    taken = defined | used | types
    out: dict[str, str] = {}
    for name in sorted(defined):
        if name not in clash and (not reserved(name, dialect) or
                                  (non_ascii_only and name.isascii())):
            continue
        new = _ascii(name) if not name.isascii() else name
        new = new.lstrip("_") or "v"
        if new[0].isdigit():
            new = "v" + new
        new += "_"
        if reserved(new, dialect):  # a reserved pattern (half_x, convert_x): underscores
            new = "v_" + new        # added at the end never leave it (an endless loop)
        while new in taken or reserved(new, dialect):
            new += "_"
        taken.add(new)
        out[name] = new
    return out


def rename_reserved(module: Module, dialect: str, *,
                    non_ascii_only: bool = False) -> tuple[Module, dict[str, str]]:
    """``module`` with the names ``dialect`` reserves renamed (:func:`renaming`), and the
    renaming (empty: the same module)."""
    names = renaming(module, dialect, non_ascii_only=non_ascii_only)
    if not names:
        return module, names

    def fix(node):
        if isinstance(node, (Var, Decl, Param, GlobalVar, Function)) and node.name in names:
            return _replace(node, name=names[node.name])
        if isinstance(node, Call) and node.name in names and node.name not in BUILTINS:
            return _replace(node, name=names[node.name])
        return None

    functions = tuple(transform(f, fix) for f in module.functions)
    functions = tuple(_replace(f, source_name=names.get(f.source_name, f.source_name))
                      if f.source_name in names else f for f in functions)
    globals_ = tuple(transform(g, fix) for g in module.globals)
    return _replace(module, functions=functions, globals=globals_), names


def _replace(node, **changes):
    import dataclasses

    return dataclasses.replace(node, **changes)


def printed_name(module: Module, name: str, dialect: str) -> str:
    """The name function ``name`` of ``module`` has when printed in ``dialect`` (what a
    backend looks a translated kernel up by)."""
    same = module.dialect == dialect
    if same and name.isascii():
        return name
    return renaming(module, dialect, non_ascii_only=same).get(name, name)


__all__ = ["RESERVED", "reserved", "renaming", "rename_reserved", "printed_name"]
