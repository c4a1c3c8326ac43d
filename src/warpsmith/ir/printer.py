"""Print IR as CUDA C or OpenCL C.

``print_module(module, dialect)`` gives a whole compilable file, ``print_function`` one
function. The printers are the inverse of the frontend: printing a module in the dialect
it was read from and parsing the text again gives an equal tree (``parse(print(ir)) ==
ir``), so implicit conversions (``Cast(implicit=True)``) are left out, explicit casts are
printed, and parentheses are the minimal ones C precedence needs, plus the ones compilers'
``-Wparentheses`` asks for (mixed ``& | ^`` with comparisons, arithmetic inside shifts,
``&&`` inside ``||``), which the parser drops again.

Printing into the *other* dialect (translation) keeps the meaning:

* ``Special`` nodes have a native type per dialect (CUDA ``unsigned int``, OpenCL
  ``size_t``; ``warpSize`` is ``int``; ``get_work_dim()`` is ``uint``). When the IR's type
  differs from the target dialect's, the printer casts: ``(uint)get_local_id(0)``,
  ``(unsigned long long)threadIdx.x``; so every translated expression computes in the
  same types. CUDA has no work dimension: ``get_work_dim()`` prints as the number of
  dimensions the launch geometry needs (highest axis with more than one block or thread),
  which is what the simulator and the OpenCL backend use.
* When translating, implicit conversions that the target's rules would not insert (or
  would resolve differently: builtin arguments of OpenCL's ``gentype`` functions, vector
  conversions, pointer conversions from ``void*`` in C++) are printed explicitly.
* OpenCL-only builtins print in CUDA as equivalent expressions (``clamp(x, a, b)`` ->
  ``min(max(x, a), b)``, ``mad`` -> ``fmaf``, ``atomic_inc(p)`` -> ``atomicAdd(p, 1)``,
  ``vload4(i, p)`` -> ``make_float4(p[4 * (i)], ...)`` (element-wise, so unaligned
  addresses work as OpenCL allows), ``dot`` lane by lane); CUDA-only ones either print as
  an OpenCL equivalent (``__ldg(p)`` -> ``*(p)``, ``__threadfence()`` -> ``mem_fence``)
  or are refused with :class:`~warpsmith.ir.errors.Unsupported` naming the builtin (warp
  shuffles and votes, ``atomicInc``/``atomicDec`` with wrap, ``__brev``, ``__ffs``).
* CUDA has no vector arithmetic: vector operations, conversions, math calls and
  multi-lane swizzles print lane by lane (``make_float4(a.x + b.x, ...)``), which needs the
  leaf operands free of side effects (they are evaluated once per lane); otherwise the
  printer refuses.
* Dynamic shared memory: CUDA ``extern __shared__ T s[]`` (in a kernel or at file
  scope) becomes an extra trailing OpenCL kernel parameter ``__local T* s``
  (:func:`opencl_dynamic_shared_params` names them; the OpenCL backend passes the dynamic
  shared size there). Several extern arrays alias one block of memory: they become one
  parameter ``__local uchar* warpsmith_dynamic_shared`` and local aliases. File-scope
  static ``__shared__`` arrays are declared at the top of each OpenCL kernel that uses
  them. The reverse: one OpenCL ``__local T* p`` kernel parameter becomes
  ``extern __shared__ T p[];`` in the CUDA kernel (:func:`cuda_dynamic_shared_params`);
  more than one is refused (their offsets are unknown before the launch).
* CUDA kernels are printed ``extern "C"`` so that NVRTC/CuPy find them by name; a
  template instantiation is printed under its unique ``name`` with its bindings in a
  comment.
"""

from __future__ import annotations

import dataclasses
import math
import struct as _struct

from .errors import Unsupported
from . import builtins as B
from . import printer_lowp as PL
from .nodes import (
    AddressOf, Assign, Barrier, Binary, Block, Call, Cast, Comma, Conditional, Const,
    Decl, Deref, DoWhile, Expr, ExprStmt, Field, For, Function, GlobalVar, If,
    IncDec, Index, InitList, Module, Param, Return, Special, Stmt, Swizzle, Unary, Var,
    VectorLiteral, While, Switch,
)
from .cuda_runtime import LOWP_RAW, RUNTIME_STRUCTS
from .curand import STATE_STRUCTS as CURAND_STATES
from .printer_texture import texture_call_text, texture_type_name
from .texture import TextureType, sampler_text
from .types import (
    BF16, BOOL, F16, FP8_E4M3, FP8_E5M2, F32, F64, I8, I16, I32, I64, U8, U16, U32, U64,
    AddressSpace, ArrayType,
    PointerType, ScalarType, StructType, Type, VectorType, VoidType, element_scalar,
)
from .hoist import hoist_side_effects
from .select import dependencies
from .visit import NodeVisitor, type_attrs, walk
from .gc_thresholds import fewer_collections

DIALECTS = ("cuda", "opencl")

# ----------------------------------------------------------------------------- precedence

P_COMMA, P_ASSIGN, P_COND, P_OR, P_AND, P_BOR, P_XOR, P_BAND = 1, 2, 3, 4, 5, 6, 7, 8
P_EQ, P_REL, P_SHIFT, P_ADD, P_MUL, P_UNARY, P_POSTFIX, P_ATOM = 9, 10, 11, 12, 13, 14, 15, 16

BIN_PREC = {
    "*": P_MUL, "/": P_MUL, "%": P_MUL, "+": P_ADD, "-": P_ADD, "<<": P_SHIFT, ">>": P_SHIFT,
    "<": P_REL, "<=": P_REL, ">": P_REL, ">=": P_REL, "==": P_EQ, "!=": P_EQ,
    "&": P_BAND, "^": P_XOR, "|": P_BOR, "&&": P_AND, "||": P_OR,
}
_BITWISE = ("&", "|", "^")
_SHIFTS = ("<<", ">>")
_COMPARE = ("<", "<=", ">", ">=", "==", "!=")
_ARITH = ("+", "-", "*", "/", "%")
_LOGICAL = ("&&", "||")


def _warn_parens(parent: str, child: str | None) -> bool:
    """Extra parentheses compilers' -Wparentheses suggests (on top of precedence)."""
    if child is None:
        return False
    if parent in _BITWISE:
        return child != parent
    if parent in _SHIFTS:
        return True
    if parent in _LOGICAL:
        return child in _LOGICAL and child != parent
    if parent in _COMPARE:
        return child in _COMPARE
    return False


# ---------------------------------------------------------------------------------- types

CUDA_SCALAR = {
    BOOL: "bool", I8: "char", U8: "unsigned char", I16: "short", U16: "unsigned short",
    I32: "int", U32: "unsigned int", I64: "long long", U64: "unsigned long long",
    F16: "__half", F32: "float", F64: "double", BF16: "__nv_bfloat16",
    FP8_E4M3: "__nv_fp8_e4m3", FP8_E5M2: "__nv_fp8_e5m2",
}
CUDA_VECTOR_PREFIX = {
    I8: "char", U8: "uchar", I16: "short", U16: "ushort", I32: "int", U32: "uint",
    I64: "longlong", U64: "ulonglong", F32: "float", F64: "double",
}
OPENCL_SCALAR = {
    BOOL: "bool", I8: "char", U8: "uchar", I16: "short", U16: "ushort", I32: "int",
    U32: "uint", I64: "long", U64: "ulong", F16: "half", F32: "float", F64: "double",
}
LANE_NAMES = "xyzw"
_HEX = "0123456789abcdef"

CUDA_SPACE = {AddressSpace.SHARED: "__shared__", AddressSpace.CONSTANT: "__constant__",
              AddressSpace.GLOBAL: "__device__"}
OPENCL_SPACE = {AddressSpace.GLOBAL: "__global", AddressSpace.SHARED: "__local",
                AddressSpace.CONSTANT: "__constant", AddressSpace.PRIVATE: "",
                AddressSpace.GENERIC: ""}

DYNAMIC_SHARED_NAME = "warpsmith_dynamic_shared"


def _check_dialect(dialect: str) -> None:
    if dialect not in DIALECTS:
        raise ValueError(f"unknown dialect {dialect!r} (expected 'cuda' or 'opencl')")


def type_name(t: Type, dialect: str) -> str:
    """The spelling of a type without a declarator: ``unsigned int``, ``__global float*``."""
    return declaration(t, "", dialect)


def struct_name(t: StructType, dialect: str) -> str:
    """The struct's name as printed: in OpenCL, a name the language reserves (a CUDA file's
    ``typedef union {..} half4;``: CUDA has no half4) gets underscores appended. A struct
    with a tag and a typedef name is spelled by its typedef name, as the source spelled it."""
    name = t.typedef_name or t.name
    if dialect == "opencl":
        from .printer_names import reserved

        if reserved(name, dialect) and reserved(name + "_", dialect):
            # a reserved prefix (`half_t`: OpenCL's `half_\w+` functions) stays one
            # however many underscores follow: prefix the name instead
            name = "ws_" + name
        while reserved(name, dialect):
            name += "_"
    return name


def replace_struct(t: StructType) -> StructType:
    """``t`` without its typedef name (for the tag)."""
    return dataclasses.replace(t, typedef_name="")


def _base_name(t: Type, dialect: str) -> str:
    if isinstance(t, VoidType):
        return "void"
    if isinstance(t, ScalarType) or isinstance(t, VectorType):
        why = PL.opencl_refusal(t) if dialect == "opencl" else None
        if why:
            raise Unsupported(why)
    if isinstance(t, ScalarType):
        return (CUDA_SCALAR if dialect == "cuda" else OPENCL_SCALAR)[t]
    if isinstance(t, VectorType):
        if dialect == "cuda" and PL.cuda_pair_name(t):
            return PL.cuda_pair_name(t)
        if dialect == "cuda":
            if t.lanes > 4 or t.elem not in CUDA_VECTOR_PREFIX:
                raise Unsupported(f"CUDA has no vector type {t} (CUDA vectors have 1-4 lanes)")
            return f"{CUDA_VECTOR_PREFIX[t.elem]}{t.lanes}"
        return f"{OPENCL_SCALAR[t.elem]}{t.lanes}"
    if isinstance(t, StructType):
        return struct_name(t, dialect)
    if isinstance(t, TextureType):
        return texture_type_name(t, dialect, lambda x: _base_name(x, dialect))
    raise TypeError(f"not a base type: {t!r}")


def declaration(t: Type, name: str, dialect: str, quals: tuple[str, ...] = (),
                restrict: bool | None = None) -> str:
    """A C declaration of ``name`` with type ``t`` (``float tile[16][17]``,
    ``__global const float* restrict a``); ``quals`` qualify the declared object itself
    (``const``). An empty ``name`` gives an abstract declarator (for casts)."""
    prefix, decl = _declarator(t, name, dialect, list(quals))
    if not decl:
        return prefix
    if decl.startswith("*"):
        return prefix + decl
    return f"{prefix} {decl}"


def _declarator(t: Type, name: str, dialect: str, quals: list[str]) -> tuple[str, str]:
    """(specifiers, declarator) for ``name`` of type ``t``."""
    if isinstance(t, PointerType):
        own = [q for q in quals if q]
        if t.restrict:
            own.append("__restrict__" if dialect == "cuda" else "restrict")
        inner = "*" + "".join(" " + q for q in own) + (" " + name if name else "")
        pointee_quals = []
        if dialect == "opencl" and OPENCL_SPACE.get(t.space):
            pointee_quals.append(OPENCL_SPACE[t.space])
        if t.const:
            pointee_quals.append("const")
        if t.volatile:
            pointee_quals.append("volatile")
        return _declarator(t.pointee, inner, dialect, pointee_quals)
    if isinstance(t, ArrayType):
        if name.startswith("*"):
            name = f"({name})"
        inner = f"{name}[{'' if t.count is None else t.count}]"
        return _declarator(t.elem, inner, dialect, quals)
    base = _base_name(t, dialect)
    spec = " ".join([q for q in quals if q] + [base])
    return spec, name


def _make_name(t: VectorType) -> str:
    return PL.cuda_make_name(t) or "make_" + _base_name(t, "cuda")


def native_special_type(kind: str, dialect: str) -> Type:
    """The type a dialect's spelling of a Special has (CUDA uint, OpenCL size_t)."""
    if kind == "warp_size":
        return I32
    if dialect == "cuda" or kind == "work_dim":
        return U32
    return U64


# ----------------------------------------------------------------------------- literals


def _int_literal(value: int, t: ScalarType, dialect: str) -> tuple[str, int]:
    v = int(value)
    suffix = ""
    if t.bits == 64:
        suffix = ("ull" if dialect == "cuda" else "ul") if not t.signed else (
            "ll" if dialect == "cuda" else "l")
    elif not t.signed and t.kind == "int":
        suffix = "u"
    if t == I8 and dialect == "cuda":
        # C++ character literals have type char (in C, and OpenCL, they are int)
        return _char_literal(v), P_ATOM
    if t.kind == "int" and t.bits < 32:
        # No literal has a type narrower than int: an explicit conversion.
        return f"({_base_name(t, dialect)}){_int_literal(v, I32, dialect)[0]}", P_UNARY
    if v < 0:
        if t.signed and v == -(1 << (t.bits - 1)):
            return f"(-{(1 << (t.bits - 1)) - 1}{suffix} - 1)", P_ATOM
        return f"-{-v}{suffix}", P_UNARY
    return f"{v}{suffix}", P_ATOM


def _char_literal(v: int) -> str:
    b = v & 0xFF
    esc = {0x27: "\\'", 0x5C: "\\\\", 0x0A: "\\n", 0x09: "\\t", 0x0D: "\\r", 0: "\\0"}
    if b in esc:
        return f"'{esc[b]}'"
    if 0x20 <= b < 0x7F:
        return f"'{chr(b)}'"
    return f"'\\x{b:02x}'"


def float32_text(v: float) -> str:
    """``str(np.float32(v))`` without NumPy (so that reading and printing a kernel does not
    import it): the shortest digits that give back the same float32, positional for
    1e-4 <= |v| < 1e6 (and 0; NumPy's cutoff 10**precision), else scientific with a two-digit exponent, as NumPy's
    scalar ``str`` writes float32 (Dragon4, unique mode)."""
    try:
        v = _struct.unpack("<f", _struct.pack("<f", v))[0]
    except OverflowError:
        v = math.copysign(math.inf, v)
    if not math.isfinite(v):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    for p in range(1, 10):
        sci = f"{v:.{p - 1}e}"
        try:
            if _struct.unpack("<f", _struct.pack("<f", float(sci)))[0] == v:
                break
        except OverflowError:  # rounded past the largest float32: more digits
            continue
    if v == 0 or 1e-4 <= abs(v) < 1e6:
        text = positional(sci)
        return text if "." in text else text + ".0"
    return sci


def positional(sci: str) -> str:
    """``format(Decimal(sci), "f")`` for a ``d.ddde+XX`` string: the same digits with the
    point moved (``1.50e+02`` -> ``150``, ``1.5e-03`` -> ``0.0015``), written here so that
    printing a kernel does not import :mod:`decimal` (start-up)."""
    mantissa, exp = sci.split("e")
    sign = "-" if mantissa.startswith("-") else ""
    whole, _, frac = mantissa.lstrip("-").partition(".")
    digits, point = whole + frac, len(whole) + int(exp)
    if point <= 0:
        return f"{sign}0.{'0' * -point}{digits}"
    if point >= len(digits):
        return sign + digits + "0" * (point - len(digits))
    return f"{sign}{digits[:point]}.{digits[point:]}"


def _float_text(v: float, t: ScalarType) -> str:
    if t == F32:
        s = float32_text(v)
    else:
        s = repr(float(v))
    if "e" in s:
        mant, exp = s.split("e")
        exp = str(int(exp))  # 1e-05 -> 1e-5
        s = f"{mant}e{exp}"
    elif "." not in s:
        s += ".0"
    return s


def _float_literal(value: float, t: ScalarType, dialect: str) -> tuple[str, int]:
    v = float(value)
    if math.isinf(v) or math.isnan(v):
        if dialect == "opencl":
            if math.isnan(v):
                text = "NAN"
            else:
                text = "INFINITY" if v > 0 else "-INFINITY"
            if t == F64:
                return f"(double){text}", P_UNARY
            return text, (P_ATOM if text[0] != "-" else P_UNARY)
        if t == F64:
            bits = _struct.unpack("<q", _struct.pack("<d", v))[0]
            return f"__longlong_as_double({bits}ll)", P_POSTFIX
        bits = _struct.unpack("<i", _struct.pack("<f", v))[0]
        if t.is_lowp:
            return f"({_base_name(t, dialect)})__int_as_float({bits})", P_UNARY
        return f"__int_as_float({bits})", P_POSTFIX
    suffix = "f" if t == F32 else ""
    neg = math.copysign(1.0, v) < 0
    text = _float_text(abs(v), t) + suffix
    if t.is_lowp:
        text = _float_text(abs(v), F32) + "f"
        text = f"({_base_name(t, dialect)}){'-' if neg else ''}{text}"
        return text, P_UNARY
    if neg:
        return "-" + text, P_UNARY
    return text, P_ATOM


def literal(value, t: Type, dialect: str) -> tuple[str, int]:
    """(text, precedence) of a constant of scalar type ``t``."""
    if isinstance(t, ScalarType):
        if t.kind == "bool":
            return ("true" if value else "false"), P_ATOM
        if t.kind == "float":
            return _float_literal(value, t, dialect)
        return _int_literal(value, t, dialect)
    if isinstance(t, TextureType) and t.kind == "sampler":
        # a sampler held in a variable (``const sampler_t s = CLK_...;`` in a function):
        # its CLK_* bits, spelled by name
        text = sampler_text(value)
        return text, (P_BOR if "|" in text else P_ATOM)
    raise TypeError(f"constant of non-scalar type {t}")


_STR_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def string_literal(value) -> str:
    """A C string literal holding ``value`` (a printf format; the IR's only strings):
    ASCII control characters as escapes, other characters as they are (the printed file is
    UTF-8, as the source was), so that reading the text again gives the same value."""
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    out = []
    for c in value:
        if c in _STR_ESCAPES:
            out.append(_STR_ESCAPES[c])
        elif ord(c) < 32 or ord(c) == 127:
            out.append(f"\\{ord(c):03o}")
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def _scalar_limits(t: ScalarType) -> tuple[int, int]:
    if t.kind == "bool":
        return 0, 1
    if t.signed:
        return -(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1
    return 0, (1 << t.bits) - 1


def _spelling(name: str, dialect: str, arg_type: Type | None) -> str:
    """builtins.spelling, where a math builtin without an OpenCL entry is spelled as its
    neutral name (the table's convention: "None: same as name")."""
    b = B.BUILTINS[name]
    if dialect == "opencl" and b.kind == "math" and b.opencl is None:
        return name
    return B.spelling(name, dialect, arg_type)


# ----------------------------------------------------------------------------- purity

_PURE_KINDS = ("math", "generic", "int", "vector", "fixed", "relational", "classify", "lowp",
               "rounded")
# math builtins that store through a pointer
_STORING = ("sincos", "native_sincos", "frexp", "modf", "sincospi", "remquo", "fract",
            "lgamma_r")


def is_pure(e: Expr) -> bool:
    """No side effects: safe to evaluate more than once (lane-by-lane printing)."""
    for n in walk(e):
        if isinstance(n, (Assign, IncDec)):
            return False
        if isinstance(n, Call):
            b = B.BUILTINS.get(n.name)
            if b is None or b.kind not in _PURE_KINDS or n.name.startswith("vstore") or \
                    n.name in _STORING:
                return False
    return True


# ---------------------------------------------------------------------- dynamic shared


def opencl_dynamic_shared_params(fn: Function, module: Module | None = None) -> list[str]:
    """Names of the ``__local`` pointer parameters the OpenCL printing of kernel ``fn``
    appends for CUDA dynamic shared memory (``extern __shared__``); empty when none. The
    OpenCL backend passes the launch's dynamic shared size to each of them (there is at
    most one)."""
    externs = _extern_shared(fn, module)
    if not externs:
        return []
    if len(externs) == 1:
        return [externs[0][0]]
    return [DYNAMIC_SHARED_NAME]


def _extern_shared(fn: Function, module: Module | None) -> list[tuple[str, Type]]:
    """(name, type) of every extern shared array a kernel uses: its own Decls and the
    file-scope ones it refers to."""
    out: list[tuple[str, Type]] = []
    names: set[str] = set()
    for n in walk(fn.body):
        if isinstance(n, Decl) and n.extern and n.space == AddressSpace.SHARED:
            out.append((n.name, n.type))
        if isinstance(n, Var):
            names.add(n.name)
    if module is not None:
        for g in module.globals:
            if g.space == AddressSpace.SHARED and g.extern and g.name in names:
                out.append((g.name, g.type))
    return out


def opencl_constant_params(fn: Function, module: Module | None) -> list[tuple[str, Type]]:
    """CUDA ``__constant__`` variables without an initializer (filled by the host) that
    kernel ``fn`` uses: OpenCL has no host-written program-scope constants, so the OpenCL
    printing passes each as a trailing ``__constant T* name`` parameter (before the
    dynamic shared one); the OpenCL backend fills it from ``args[name]``."""
    if module is None or not fn.is_kernel:
        return []
    used = {n.name for n in walk(fn.body) if isinstance(n, Var)}
    return [(g.name, g.type) for g in module.globals if _host_constant(g) and g.name in used]


def _host_constant(g: GlobalVar) -> bool:
    return g.space == AddressSpace.CONSTANT and g.init is None


def cuda_dynamic_shared_params(fn: Function) -> list[str]:
    """Names of the OpenCL ``__local`` pointer parameters that the CUDA printing of
    kernel ``fn`` turns into ``extern __shared__`` arrays (so they are not kernel
    parameters there; the CUDA backend launches with their size as dynamic shared
    memory)."""
    if not fn.is_kernel:
        return []
    return [p.name for p in fn.params
            if isinstance(p.type, PointerType) and p.type.space == AddressSpace.SHARED]


# ------------------------------------------------------------------------------ printer


class Printer(NodeVisitor):
    """Prints expressions, statements and functions of one module in one dialect.

    The base class holds what both dialects print alike; :class:`CudaPrinter` and
    :class:`OpenCLPrinter` override what differs. ``Printer("cuda", ...)`` constructs the
    dialect's subclass. Nodes dispatch to ``_e_<ClassName>`` / ``_s_<ClassName>`` and
    builtins to ``_call_<name>`` through :meth:`NodeVisitor.handler`'s cache."""

    dialect = ""
    dialect_name = ""  # for messages: "CUDA C" / "OpenCL C"
    shared_qualifier = ""  # of a shared-memory declaration
    constant_qualifier = ""  # of a constant-memory declaration
    kernel_head = ""  # before a kernel's attributes and return type
    device_head = ""  # before a device function's return type
    no_params = ""  # between the parentheses of a function without parameters

    def __new__(cls, dialect: str | None = None, *args, **kwargs):
        """``Printer(dialect, ...)`` gives the subclass of ``dialect``."""
        if cls is Printer:
            _check_dialect(dialect)
            cls = CudaPrinter if dialect == "cuda" else OpenCLPrinter
        return super().__new__(cls)

    def __init__(self, dialect: str | None = None, module: Module | None = None,
                 indent: str = "    ", line_directives: bool = False):
        if dialect is not None and dialect != self.dialect:
            raise ValueError(f"{type(self).__name__} prints {self.dialect}, not {dialect}")
        self.line_directives = line_directives
        self.module = module
        self.indent = indent
        self.translating = module is not None and module.dialect != self.dialect
        self.functions = {f.name: f for f in module.functions} if module else {}
        self.extensions: set[str] = set()
        self._shared_alias: str | None = None  # OpenCL: the kernel's dynamic local array

    # -------------------------------------------------------------------- helpers
    def err(self, msg: str, node=None) -> Unsupported:
        """The error for what this dialect cannot express, located at ``node``."""
        loc = getattr(node, "loc", None)
        return Unsupported(f"cannot print as {self._dname()}: {msg}", loc)

    def _dname(self) -> str:
        return self.dialect_name

    def tname(self, t: Type) -> str:
        """The dialect's spelling of type ``t``."""
        return type_name(t, self.dialect)

    def expr(self, e: Expr, min_prec: int = P_COMMA) -> str:
        """Expression ``e``, parenthesized when it binds looser than ``min_prec``."""
        text, prec, _ = self._expr(e)
        return f"({text})" if prec < min_prec else text

    def _sub(self, e: Expr, min_prec: int, parent_op: str | None = None) -> str:
        text, prec, op = self._expr(e)
        if prec < min_prec or (parent_op is not None and prec < P_UNARY
                               and _warn_parens(parent_op, op)):
            return f"({text})"
        return text

    # ---------------------------------------------------------------- expressions
    def _expr(self, e: Expr) -> tuple[str, int, str | None]:
        """(text, precedence, top-level binary operator or None)."""
        m = self.handler("_e_", type(e))
        if m is None:
            raise TypeError(f"cannot print {type(e).__name__}")
        r = m(e)
        if len(r) == 2:
            return r[0], r[1], None
        return r

    def _e_Const(self, e: Const):
        if isinstance(e.value, (str, bytes)):
            return string_literal(e.value), P_ATOM
        return literal(e.value, e.type, self.dialect)

    def _e_Var(self, e: Var):
        return e.name, P_ATOM

    def _e_Special(self, e: Special):
        axis = "xyz"[e.dim] if e.dim in (0, 1, 2) else None
        k = e.kind
        text, prec = self._special(e, k, axis)
        native = native_special_type(k, self.dialect)
        if e.type != native:
            return f"({self.tname(e.type)}){text}", P_UNARY
        return text, prec

    def _e_Unary(self, e: Unary):
        operand = self._sub(e.operand, P_UNARY)
        if operand[:1] in ("-", "+") and e.op in ("-", "+"):
            operand = f"({operand})"
        return f"{e.op}{operand}", P_UNARY

    def _e_Binary(self, e: Binary):
        p = BIN_PREC[e.op]
        lhs = self._sub(e.lhs, p, e.op)
        rhs = self._sub(e.rhs, p + 1, e.op)
        return f"{lhs} {e.op} {rhs}", p, e.op

    def _e_Cast(self, e: Cast):
        t, src = e.type, e.operand.type
        if e.implicit and not self._must_show_implicit(e):
            return self._expr(e.operand)
        if e.kind == "bitcast":
            return self._bitcast(e)
        if e.kind == "saturate":
            return self._saturate(e)
        if isinstance(t, VectorType):
            return self._vector_cast(e)
        t = self._space_of_generic(t, e.operand)
        return f"({self.tname(t)}){self._sub(e.operand, P_UNARY)}", P_UNARY

    def _bitcast(self, e: Cast):
        t, src = e.type, e.operand.type
        if isinstance(t, PointerType) or isinstance(src, PointerType):
            t = self._space_of_generic(t, e.operand)
            return f"({self.tname(t)}){self._sub(e.operand, P_UNARY)}", P_UNARY
        return self._scalar_bitcast(e)

    def _e_Conditional(self, e: Conditional):
        cond = self._sub(e.cond, P_OR)
        then = self._sub(e.then, P_ASSIGN)
        other = self._sub(e.other, P_COND)
        return f"{cond} ? {then} : {other}", P_COND

    def _e_Index(self, e: Index):
        return f"{self._sub(e.base, P_POSTFIX)}[{self.expr(e.index)}]", P_POSTFIX

    def _e_Deref(self, e: Deref):
        return f"*{self._sub(e.pointer, P_UNARY)}", P_UNARY

    def _e_AddressOf(self, e: AddressOf):
        return f"&{self._sub(e.operand, P_UNARY)}", P_UNARY

    def _e_Field(self, e: Field):
        if isinstance(e.base, Deref):
            return f"{self._sub(e.base.pointer, P_POSTFIX)}->{e.name}", P_POSTFIX
        return f"{self._sub(e.base, P_POSTFIX)}.{e.name}", P_POSTFIX

    def _swizzle_suffix(self, lanes: tuple[int, ...]) -> str:
        if all(i < 4 for i in lanes):
            return "".join(LANE_NAMES[i] for i in lanes)
        return "s" + "".join(_HEX[i] for i in lanes)

    def _e_Assign(self, e: Assign):
        op = (e.op or "") + "="
        return f"{self._sub(e.target, P_UNARY)} {op} {self._sub(e.value, P_ASSIGN)}", P_ASSIGN

    def _e_IncDec(self, e: IncDec):
        op = "++" if e.delta > 0 else "--"
        if e.prefix:
            return f"{op}{self._sub(e.target, P_UNARY)}", P_UNARY
        return f"{self._sub(e.target, P_POSTFIX)}{op}", P_POSTFIX

    def _e_Comma(self, e: Comma):
        return ", ".join(self._sub(x, P_ASSIGN) for x in e.exprs), P_COMMA

    def _e_InitList(self, e: InitList):
        return "{" + ", ".join(self._sub(x, P_ASSIGN) for x in e.items) + "}", P_ATOM

    # ------------------------------------------------------------------- calls
    def _e_Call(self, e: Call):
        if e.name not in B.BUILTINS:
            if self.functions and e.name not in self.functions:
                pass  # a call to a function outside the module: print as written
            args = ", ".join(self._sub(a, P_ASSIGN) for a in e.args)
            return f"{e.name}({args})", P_POSTFIX
        return self._builtin_call(e)

    def _builtin_call(self, e: Call):
        """A builtin call in the dialect's spelling (or its stand-in expression)."""
        handler = self.handler("_call_", e.name)
        if handler is not None:
            return handler(e)
        if B.BUILTINS[e.name].kind == "texture":
            return texture_call_text(self, e), P_POSTFIX
        try:
            name = _spelling(e.name, self.dialect, e.args[0].type if e.args else None)
        except KeyError:
            if B.BUILTINS[e.name].kind == "curand":
                raise self.err(f"'{e.name}': cuRAND's device API has no {self._dname()} "
                               "counterpart (OpenCL has no random-number library)", e) from None
            raise self.err(f"builtin '{e.name}' has no {self._dname()} equivalent", e) from None
        return self._call_text(name, e), P_POSTFIX

    def _call_printf(self, e: Call):
        # the default argument promotions (float -> double, char -> int) are the call's
        # own: printing them would need doubles in OpenCL
        args = [self._sub(a.operand if isinstance(a, Cast) and a.implicit and not (
            self.dialect == "cuda" and PL.is_lowp(a.operand.type)) else a, P_ASSIGN)
                for a in e.args]  # a CUDA __half is a class: passed as (double)
        return f"printf({', '.join(args)})", P_POSTFIX

    def _arg(self, a: Expr) -> str:
        if self.translating and isinstance(a, Cast) and a.implicit:
            # gentype builtins need arguments of one type; C++ overloads may be ambiguous
            return self._sub(Cast(a.type, a.operand, False, a.kind), P_ASSIGN)
        return self._sub(a, P_ASSIGN)

    def _call_text(self, name: str, e: Call) -> str:
        return f"{name}({', '.join(self._arg(a) for a in e.args)})"

    def _args(self, e: Call) -> list[str]:
        return [self._arg(a) for a in e.args]

    def _require_pure(self, e: Call, *args: Expr) -> None:
        for a in args:
            if not is_pure(a):
                raise self.err(f"'{e.name}' would evaluate an argument with side effects "
                               "more than once", e)

    # ----------------------------------------------------------------- statements
    def stmt(self, s: Stmt, level: int) -> list[str]:
        """The lines of statement ``s`` indented ``level`` times (a ``#line`` first
        with ``line_directives``)."""
        m = self.handler("_s_", type(s))
        if m is None:
            raise TypeError(f"cannot print {type(s).__name__}")
        lines = m(s, level)
        loc = getattr(s, "loc", None)
        if self.line_directives and loc is not None and loc.line and not isinstance(s, Block):
            # compilers then report errors at the user's file and line
            file = loc.file.replace("\\", "\\\\").replace('"', '\\"')
            lines = [f'#line {loc.line} "{file}"'] + lines
        return lines

    def _ind(self, level: int) -> str:
        return self.indent * level

    def decl_text(self, s: Decl) -> str:
        """Declaration ``s`` without the semicolon (also a for-loop initializer)."""
        quals: list[str] = []
        if s.extern:
            quals.append("extern")
        if s.space == AddressSpace.SHARED:
            quals.append(self.shared_qualifier)
        elif s.space == AddressSpace.CONSTANT:
            quals.append(self.constant_qualifier)
        if s.const:
            quals.append("const")
        if s.volatile:
            quals.append("volatile")
        text = declaration(self._space_of_generic(s.type, s.init), s.name, self.dialect,
                           tuple(quals))
        if s.init is not None:
            text += f" = {self._sub(s.init, P_ASSIGN)}"
        return text

    def _s_Decl(self, s: Decl, level: int) -> list[str]:
        return [f"{self._ind(level)}{self.decl_text(s)};"]

    def _s_ExprStmt(self, s: ExprStmt, level: int) -> list[str]:
        return [f"{self._ind(level)}{self.expr(s.expr)};"]

    def _s_Block(self, s: Block, level: int) -> list[str]:
        lines = [f"{self._ind(level)}{{"]
        for st in s.stmts:
            lines.extend(self.stmt(st, level + 1))
        lines.append(f"{self._ind(level)}}}")
        return lines

    def _body(self, s: Stmt, level: int, head: str) -> list[str]:
        """``head`` followed by a statement: ``head {`` ... ``}`` or head + indented stmt."""
        if isinstance(s, Block):
            inner = self._s_Block(s, level)
            return [f"{self._ind(level)}{head} {{"] + inner[1:]
        return [f"{self._ind(level)}{head}"] + self.stmt(s, level + 1)

    def _s_If(self, s: If, level: int) -> list[str]:
        then = s.then
        if s.other is not None and _dangling(then):
            then = Block((then,))  # keep the else with this if
        lines = self._body(then, level, f"if ({self.expr(s.cond)})")
        if s.other is not None:
            if isinstance(s.other, If):
                sub = self._s_If(s.other, level)
                if isinstance(then, Block):
                    lines[-1] += " else " + sub[0].lstrip()
                else:
                    lines.append(f"{self._ind(level)}else " + sub[0].lstrip())
                lines.extend(sub[1:])
            else:
                other = self._body(s.other, level, "else")
                if isinstance(then, Block):
                    lines[-1] += " " + other[0].lstrip()
                    lines.extend(other[1:])
                else:
                    lines.extend(other)
        return lines

    def _pragma(self, unroll: int | None, level: int) -> list[str]:
        if unroll is None:
            return []
        return [f"{self._ind(level)}#pragma unroll" + (f" {unroll}" if unroll else "")]

    def _for_init(self, init: Stmt | None) -> str:
        if init is None:
            return ""
        if isinstance(init, Decl):
            return self.decl_text(init)
        if isinstance(init, ExprStmt):
            return self.expr(init.expr)
        if isinstance(init, Block) and init.stmts and all(isinstance(d, Decl)
                                                           for d in init.stmts):
            texts = []
            spec0 = None
            for d in init.stmts:
                spec, decl = _declarator(d.type, d.name, self.dialect,
                                         ["const"] if d.const else [])
                if spec0 is None:
                    spec0 = spec
                elif spec != spec0:
                    raise self.err("for-loop declarations of different types", init)
                if d.init is not None:
                    decl += f" = {self._sub(d.init, P_ASSIGN)}"
                texts.append(decl)
            return f"{spec0} " + ", ".join(texts)
        raise self.err(f"for-loop initializer {type(init).__name__}", init)

    def _s_For(self, s: For, level: int) -> list[str]:
        init = self._for_init(s.init)
        cond = self.expr(s.cond) if s.cond is not None else ""
        step = self.expr(s.step) if s.step is not None else ""
        head = f"for ({init}; {cond}; {step})".replace("; )", ";)").replace("(; ", "(;")
        return self._pragma(s.unroll, level) + self._body(s.body, level, head)

    def _s_While(self, s: While, level: int) -> list[str]:
        return self._pragma(s.unroll, level) + self._body(
            s.body, level, f"while ({self.expr(s.cond)})")

    def _s_DoWhile(self, s: DoWhile, level: int) -> list[str]:
        lines = self._pragma(s.unroll, level) + self._body(s.body, level, "do")
        tail = f"while ({self.expr(s.cond)});"
        if isinstance(s.body, Block):
            lines[-1] += " " + tail
        else:
            lines.append(f"{self._ind(level)}{tail}")
        return lines

    def _s_Switch(self, s: Switch, level: int) -> list[str]:
        lines = [f"{self._ind(level)}switch ({self.expr(s.value)}) {{"]
        vt = s.value.type if isinstance(s.value.type, ScalarType) else I32
        for values, body in s.cases:
            if not values:
                lines.append(f"{self._ind(level)}default:")
            for v in values:
                lit = literal(v, vt, self.dialect)[0] if vt.kind == "int" else str(v)
                lines.append(f"{self._ind(level)}case {lit}:")
            for st in body.stmts:
                lines.extend(self.stmt(st, level + 1))
        lines.append(f"{self._ind(level)}}}")
        return lines

    def _s_Break(self, s, level):
        return [f"{self._ind(level)}break;"]

    def _s_Continue(self, s, level):
        return [f"{self._ind(level)}continue;"]

    def _s_Return(self, s: Return, level):
        if s.value is None:
            return [f"{self._ind(level)}return;"]
        return [f"{self._ind(level)}return {self.expr(s.value)};"]

    # ------------------------------------------------------------------- functions
    def function(self, fn: Function) -> str:
        """Function ``fn``: a comment naming its template instantiation, the signature
        (kernels get the dialect's dynamic shared memory / constant parameters) and body."""
        d = self.dialect
        lines: list[str] = []
        if fn.template_args:
            binds = ", ".join(f"{k} = {self._template_value(v)}" for k, v in fn.template_args)
            lines.append(f"// instantiation of {fn.source_name or fn.name}: {binds}")
        params = [self._param(p) for p in fn.params]
        prologue: list[str] = []
        self._shared_alias = None
        if fn.is_kernel:
            params, prologue = self._kernel_shared(fn, params)
        else:
            self._check_device_function(fn)
        attrs = self._attributes(fn)
        ret = type_name(fn.return_type, d)
        if fn.is_kernel:
            head = self.kernel_head + attrs + ret
        else:
            head = self.device_head + ret
        sig = f"{head} {fn.name}({', '.join(params) if params else self.no_params})"
        body = self._s_Block(fn.body, 0)
        body[1:1] = [self.indent + x for x in prologue]
        lines.append(sig)
        lines[-1] += " " + body[0]
        lines.extend(body[1:])
        self._shared_alias = None
        return "\n".join(lines)

    def _template_value(self, v) -> str:
        if isinstance(v, tuple):  # a template parameter pack
            return "<" + ", ".join(self._template_value(x) for x in v) + ">"
        if isinstance(v, Type):
            return type_name(v, self.dialect)
        return str(v)

    def _attributes(self, fn: Function) -> str:
        out = []
        for name, values in fn.attributes:
            out.append(self._attribute(name, ", ".join(str(v) for v in values)))
        return "".join(out)

    def _param(self, p: Param) -> str:
        quals = ("const",) if p.const else ()
        image = getattr(self, "_surface_images", {}).get(p.name)
        if image is not None and isinstance(p.type, TextureType):  # OpenCL: printer_surface
            return f"{image} {p.name}"
        try:
            return declaration(p.type, p.name, self.dialect, quals)
        except Unsupported as err:  # e.g. a texture object in OpenCL: located at the parameter
            if err.loc is None and getattr(p, "loc", None) is not None and p.loc.line:
                err.loc = p.loc
            raise

    def struct(self, t: StructType) -> str:
        """The typedef that defines struct or union ``t``."""
        kw = "union" if t.union else "struct"
        name = struct_name(t, self.dialect)
        tag = struct_name(replace_struct(t), self.dialect)  # the tag, as the source named it
        if t.align_to > t.natural_align:
            kw += f" {self._aligned(t.align_to)}"
        lines = [f"typedef {kw} {tag} {{"]
        for fname, ftype in t.fields:
            decl = declaration(ftype, fname, self.dialect)
            a = t.field_alignment(fname, ftype)
            if a > ftype.align:  # CUDA's attribute before the member, OpenCL's after it
                decl = f"{self._aligned(a)} {decl}" if self.dialect == "cuda" else \
                    f"{decl} {self._aligned(a)}"
            lines.append(f"{self.indent}{decl};")
        lines.append(f"}} {name};")
        return "\n".join(lines)

    def _aligned(self, n: int) -> str:
        """The alignment attribute of the dialect: CUDA's ``__align__(n)``, OpenCL C's
        ``__attribute__((aligned(n)))``."""
        return f"__align__({n})" if self.dialect == "cuda" else \
            f"__attribute__((aligned({n})))"

    def global_var(self, g: GlobalVar) -> str:
        """The file-scope declaration of module variable ``g``, or "" when the dialect
        declares it per kernel."""
        d = self.dialect
        quals: list[str] = []
        if g.extern:
            quals.append("extern")
        if isinstance(g.type, TextureType):  # a texture reference: texture<T, n, mode> t;
            return declaration(g.type, g.name, d) + ";"
        space = self._global_space(g)
        if space is None:
            return ""  # declared inside / passed to each kernel that uses it
        if space:
            quals.append(space)
        if g.const:
            quals.append("const")
        text = declaration(g.type, g.name, d, tuple(quals))
        if g.init is not None:
            text += f" = {self._sub(g.init, P_ASSIGN)}"
        return text + ";"

    # ------------------------------------------------- what each dialect supplies
    def _special(self, e: Special, k: str, axis: str | None) -> tuple[str, int]:
        """(text, precedence) of launch value ``k`` on ``axis`` in the dialect's type."""
        raise NotImplementedError

    def _must_show_implicit(self, e: Cast) -> bool:
        """Whether an implicit conversion must be written out in this dialect."""
        raise NotImplementedError

    def _scalar_bitcast(self, e: Cast):
        """A reinterpreting conversion between scalars."""
        raise NotImplementedError

    def _saturate(self, e: Cast):
        """A saturating conversion (OpenCL ``convert_T_sat``)."""
        raise NotImplementedError

    def _vector_cast(self, e: Cast):
        """A shown conversion to a vector type."""
        raise NotImplementedError

    def _space_of_generic(self, t: Type, source: Expr | None) -> Type:
        """The pointer type ``t`` as this dialect can spell it (CUDA: unchanged)."""
        return t

    def _kernel_shared(self, fn: Function, params: list[str]):
        """(parameters, prologue lines) of kernel ``fn`` after placing its dynamic shared
        memory and module variables the dialect passes or declares per kernel."""
        raise NotImplementedError

    def _check_device_function(self, fn: Function) -> None:
        """Raise when device function ``fn`` uses what the dialect allows in kernels only."""

    def _attribute(self, name: str, values: str) -> str:
        """The text of function attribute ``name(values)``, or "" when the dialect has
        no such attribute."""
        raise NotImplementedError

    def _global_space(self, g: GlobalVar) -> str | None:
        """The address-space qualifier of module variable ``g`` ("" for none), or None
        when the dialect does not declare it at file scope."""
        raise NotImplementedError

    def header(self, types: set[Type]) -> list[str]:
        """Lines before a module (extensions, includes) given the types it uses."""
        raise NotImplementedError


class _LaneOf(Expr):
    """An already printed scalar lane (used while printing vector builtins lane-wise)."""

    def __init__(self, vec: Expr, lane: int, printer: Printer):
        text, prec = printer._lane_expr(vec, lane)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "prec", prec)
        object.__setattr__(self, "type", vec.type.elem)

    def __eq__(self, other):
        return self is other

    __hash__ = object.__hash__


class CudaPrinter(Printer):
    """Prints CUDA C: vectors lane by lane (CUDA's vector types have no operators),
    OpenCL-only builtins as their CUDA equivalents."""

    dialect = "cuda"
    dialect_name = "CUDA C"
    shared_qualifier = "__shared__"
    constant_qualifier = "__constant__"
    kernel_head = 'extern "C" __global__ '
    device_head = "__device__ "
    no_params = ""

    def _special(self, e: Special, k: str, axis: str | None):
        cuda = {"local_id": "threadIdx", "group_id": "blockIdx", "local_size": "blockDim",
                "num_groups": "gridDim"}
        if k in cuda:
            text, prec = f"{cuda[k]}.{axis}", P_POSTFIX
        elif k == "global_id":
            text, prec = f"(blockIdx.{axis} * blockDim.{axis} + threadIdx.{axis})", P_ATOM
        elif k == "global_size":
            text, prec = f"(gridDim.{axis} * blockDim.{axis})", P_ATOM
        elif k == "work_dim":
            # OpenCL launches (and the simulator) use as many dimensions as the
            # geometry needs: the highest axis with more than one block or thread.
            text, prec = ("(gridDim.z > 1 || blockDim.z > 1 ? 3u : "
                          "gridDim.y > 1 || blockDim.y > 1 ? 2u : 1u)"), P_ATOM
        elif k == "warp_size":
            text, prec = "warpSize", P_ATOM
        else:
            raise self.err(f"special {k}", e)
        return text, prec

    def _e_Unary(self, e: Unary):
        if isinstance(e.type, VectorType) and not PL.cuda_pair_name(e.type):
            return self._lanewise(e)
        return super()._e_Unary(e)

    def _e_Binary(self, e: Binary):
        if isinstance(e.type, VectorType) and not PL.cuda_pair_name(e.type):
            return self._lanewise(e)  # __half2 and __nv_bfloat162 have operators
        return super()._e_Binary(e)

    def _e_Conditional(self, e: Conditional):
        if isinstance(e.type, VectorType) and isinstance(e.cond.type, VectorType):
            return self._lanewise(e)
        return super()._e_Conditional(e)

    def _e_Cast(self, e: Cast):
        if isinstance(e.type, VectorType):  # always shown (_must_show_implicit)
            return self._lanewise(e)
        o = e.operand
        if e.type == o.type and isinstance(o, Call) and o.name in B.CLASSIFY_1 \
                and not isinstance(o.type, VectorType):
            return self._expr(o)  # `(int)isnan(x)` read back: the call prints its (int)
        return super()._e_Cast(e)

    def _must_show_implicit(self, e: Cast) -> bool:
        t, src = e.type, e.operand.type
        if isinstance(t, VectorType) or isinstance(src, VectorType):
            return True  # CUDA has no implicit vector conversions
        if PL.is_lowp(t) or PL.is_lowp(src):
            return True  # the fp16/bf16/fp8 classes make mixed expressions ambiguous
        if isinstance(t, PointerType) and isinstance(src, PointerType) and isinstance(
                src.pointee, VoidType) and not isinstance(t.pointee, VoidType):
            return True  # C converts void* implicitly, C++ does not
        return False

    def _scalar_bitcast(self, e: Cast):
        return self._bitcast_text(self.expr(e.operand, P_ASSIGN),
                                  self._sub(e.operand, P_UNARY), e.operand.type, e.type, e)

    def _bitcast_text(self, arg: str, unary_arg: str, src: Type, t: Type, node):
        fns = {(F32, I32): "__float_as_int", (F32, U32): "__float_as_uint",
               (I32, F32): "__int_as_float", (U32, F32): "__uint_as_float",
               (F64, I64): "__double_as_longlong", (I64, F64): "__longlong_as_double",
               (F16, I16): "__half_as_short", (F16, U16): "__half_as_ushort",
               (I16, F16): "__short_as_half", (U16, F16): "__ushort_as_half",
               (BF16, I16): "__bfloat16_as_short", (BF16, U16): "__bfloat16_as_ushort",
               (I16, BF16): "__short_as_bfloat16", (U16, BF16): "__ushort_as_bfloat16"}
        if (src, t) in fns:
            return f"{fns[(src, t)]}({arg})", P_POSTFIX
        if src in (FP8_E4M3, FP8_E5M2) and t == U8:
            return f"({arg}).__x", P_POSTFIX  # cuda_fp8.h's storage member
        if t in (FP8_E4M3, FP8_E5M2) and src == U8:
            # the storage byte set in a lambda: cuda_fp8.h's constructors all saturate to
            # the finite range (through half, e5m2's infinities became 57344 and NaNs lost
            # their sign), and only its `__x` member takes any byte
            tn = self.tname(t)
            return (f"([](unsigned char ws_b) {{ {tn} ws_r; ws_r.__x = ws_b; return ws_r; }})"
                    f"({arg})", P_POSTFIX)
        if (src, t) == (F64, U64):
            return f"(unsigned long long)__double_as_longlong({arg})", P_UNARY
        if (src, t) == (U64, F64):
            return f"__longlong_as_double((long long){unary_arg})", P_POSTFIX
        if (isinstance(src, ScalarType) and isinstance(t, ScalarType) and src.kind == "int"
                and t.kind == "int" and src.bits == t.bits):
            return f"({self.tname(t)}){unary_arg}", P_UNARY
        raise self.err(f"bit cast from {src} to {t}", node)

    def _saturate(self, e: Cast):
        return self._saturate_text(self.expr(e.operand, P_ASSIGN), e.operand.type, e.type, e)

    def _saturate_text(self, arg: str, src: Type, t: Type, node):
        if not (isinstance(t, ScalarType) and isinstance(src, ScalarType)):
            raise self.err(f"saturating conversion from {src} to {t}", node)
        tn = self.tname(t)
        if t.is_float:
            return f"({tn})({arg})", P_UNARY
        lo, hi = _scalar_limits(t)
        if src.is_float:
            # The hardware conversion (cvt.rzi) saturates 32/64-bit results and maps NaN
            # to 0 as convert_T_sat does; narrower targets are clamped first.
            if t.bits >= 32:
                return f"({tn})({arg})", P_UNARY
            lo_s = literal(float(lo), src, "cuda")[0]
            hi_s = literal(float(hi), src, "cuda")[0]
            return f"({tn})fmin(fmax({arg}, {lo_s}), {hi_s})", P_UNARY
        slo, shi = _scalar_limits(src)
        text = arg
        if lo > slo:
            text = f"max({text}, {literal(lo, src, 'cuda')[0]})"
        if hi < shi:
            text = f"min({text}, {literal(hi, src, 'cuda')[0]})"
        return f"({tn}){text if text != arg else '(' + arg + ')'}", P_UNARY

    def _e_Swizzle(self, e: Swizzle):
        if len(e.lanes) == 1:
            if e.lanes[0] > 3:
                raise self.err(f"lane {e.lanes[0]} (CUDA vectors have 4 lanes)", e)
            return f"{self._sub(e.base, P_POSTFIX)}.{LANE_NAMES[e.lanes[0]]}", P_POSTFIX
        return self._lanewise(e)

    def _e_VectorLiteral(self, e: VectorLiteral):
        return self._lanewise(e)

    def _e_Assign(self, e: Assign):
        if isinstance(e.target, Swizzle) and len(e.target.lanes) > 1:
            raise self.err("assignment to several vector lanes at once", e)
        if e.op and isinstance(e.type, VectorType) and isinstance(e.value.type, VectorType):
            # CUDA vectors have no compound operators: v op= w is v = make_T(v.x op w.x, ...)
            if not is_pure(e.target):
                raise self.err("vector compound assignment to a target with side effects", e)
            whole = self._lanewise(Binary(e.op, e.target, e.value, e.type, loc=e.loc))[0]
            return f"{self._sub(e.target, P_UNARY)} = {whole}", P_ASSIGN
        return super()._e_Assign(e)

    def _e_Call(self, e: Call):
        if e.name in B.BUILTINS and e.args and PL.is_lowp(e.args[0].type) and \
                B.BUILTINS[e.name].kind in ("math", "classify", "generic"):
            name = PL.cuda_math_name(e.name, e.args[0].type)
            if name is None:
                raise self.err(f"'{e.name}' on {e.args[0].type} (cuda_fp16.h/cuda_bf16.h "
                               "declare no such function)", e)
            return self._call_text(name, e), P_POSTFIX
        if e.name in B.BUILTINS:
            if B.BUILTINS[e.name].kind == "atomic" and e.args:
                from .printer_ocl2 import atomic_fallback, plain_atomic_object
                e = plain_atomic_object(e)  # CUDA's atomics take no volatile pointer
                fallback = atomic_fallback(self, e)  # a type CUDA's atomic lacks
                if fallback is not None:
                    return fallback
            if isinstance(e.type, VectorType) and \
                    B.BUILTINS[e.name].kind in ("math", "generic", "int"):
                return self._lanewise(e)
            if e.name == "abs" and isinstance(e.type, ScalarType) and \
                    e.type.kind == "int" and not e.type.signed:
                # OpenCL's integer abs returns the unsigned type, CUDA's the promoted signed
                # one: printed as CUDA, the IR's type is kept with a cast
                return f"({self.tname(e.type)}){self._builtin_call(e)[0]}", P_UNARY
        return super()._e_Call(e)

    def _e__LaneOf(self, e: _LaneOf):
        return e.text, e.prec

    # CUDA spellings of OpenCL-only and type-dependent builtins
    def _int_variant(self, e: Call, signed: str, unsigned: str, wide_s: str | None = None,
                     wide_u: str | None = None):
        t = element_scalar(e.args[0].type)
        if t is not None and t.bits == 64:
            name = wide_u if not t.signed else wide_s
        else:
            name = unsigned if t is not None and not t.signed else signed
        if name is None:
            raise self.err(f"builtin '{e.name}' on {t}", e)
        return self._call_text(name, e), P_POSTFIX

    def _call_mul_hi(self, e):
        return self._int_variant(e, "__mulhi", "__umulhi", "__mul64hi", "__umul64hi")

    def _call_mul24(self, e):
        return self._int_variant(e, "__mul24", "__umul24")

    def _call_hadd(self, e):
        return self._int_variant(e, "__hadd", "__uhadd")

    def _call_rhadd(self, e):
        return self._int_variant(e, "__rhadd", "__urhadd")

    def _call_popcount(self, e):
        return self._int_variant(e, "__popc", "__popc", "__popcll", "__popcll")

    def _call_clz(self, e):
        return self._int_variant(e, "__clz", "__clz", "__clzll", "__clzll")

    def _call_ffs(self, e):
        return self._int_variant(e, "__ffs", "__ffs", "__ffsll", "__ffsll")

    def _call_brev(self, e):
        return self._int_variant(e, "__brev", "__brev", "__brevll", "__brevll")

    def _call_abs(self, e):
        t = element_scalar(e.args[0].type)
        if t is not None and t.kind == "int" and t.bits == 64:
            return self._call_text("llabs", e), P_POSTFIX
        return self._call_text("abs", e), P_POSTFIX

    def _call_mad24(self, e):
        a, b, c = self._args(e)
        t = element_scalar(e.args[0].type)
        f = "__umul24" if t is not None and not t.signed else "__mul24"
        return f"{f}({a}, {b}) + {self._sub(e.args[2], P_ADD + 1)}", P_ADD, "+"

    def _call_clamp(self, e):
        x, lo, hi = self._args(e)
        return f"min(max({x}, {lo}), {hi})", P_POSTFIX

    # OpenCL 1.2 builtins CUDA lacks, as documented expansions (docs/realcode.md): the
    # "pi" functions and pown computed in double and rounded once, as the simulator does
    def _pi_fn(self, e, fn):
        el = element_scalar(e.type)
        pi = "3.141592653589793"
        if el == B.F64:
            return self._lanes_of(e, lambda *xs: f"{fn}({', '.join(xs)}) / {pi}")
        return self._lanes_of(e, lambda *xs: "(float)({}({}) / {})".format(
            fn, ", ".join(f"(double)({x})" for x in xs), pi))

    def _call_prefetch(self, e):
        """OpenCL prefetch(p, n) is a hint without effect; CUDA has no such call."""
        p, n = (self._sub(a, P_ASSIGN) for a in e.args)
        return f"((void)({p}), (void)({n}))", P_POSTFIX

    def _call_shuffle(self, e):
        """OpenCL shuffle/shuffle2 as CUDA: each result lane chooses among the source
        lanes with ?: on the mask lane's low bits (vectors of up to 4 lanes)."""
        self._require_pure(e, *e.args)
        srcs, mask = e.args[:-1], e.args[-1]
        t = e.type
        if t.lanes > 4 or srcs[0].type.lanes > 4:
            raise self.err(f"'{e.name}' on {srcs[0].type}: CUDA has vectors of up to 4 lanes",
                           e)
        lanes = [self._lane(s, j, P_COND + 1) for s in srcs for j in range(s.type.lanes)]
        k = len(lanes)
        out = []
        for i in range(t.lanes):
            sel = f"({self._lane(mask, i, P_BAND + 1)} & {k - 1}u)"
            text = lanes[-1]
            for j in range(k - 2, -1, -1):
                text = f"{sel} == {j}u ? {lanes[j]} : {text}"
            out.append(text)
        return f"{_make_name(t)}({', '.join(out)})", P_POSTFIX

    _call_shuffle2 = _call_shuffle

    def _call_halfmem(self, e):
        """OpenCL's vload_halfN / vstore_halfN[_rtX] as CUDA: each half read with
        ``__half2float`` or written with ``__float2half_rX`` (doubles: ``__double2half``,
        round to nearest only)."""
        store, n, aligned, mode = B.HALF_MEM[e.name]
        step = 4 if aligned and n == 3 else n
        self._require_pure(e, *e.args)
        p, off = self._sub(e.args[-1], P_POSTFIX), self._sub(e.args[-2], P_MUL)
        at = [f"{p}[{off}{f' * {step}' if step > 1 else ''}{f' + {i}' if i else ''}]"
              for i in range(n)]
        if not store:
            vals = [f"__half2float({a})" for a in at]
            return (vals[0], P_POSTFIX) if n == 1 else (f"make_float{n}({', '.join(vals)})",
                                                        P_POSTFIX)
        data = e.args[0]
        el = element_scalar(data.type)
        if el == B.F64 and mode != "rn":
            raise self.err(f"'{e.name}' on double: CUDA converts double to half to nearest "
                           "only (__double2half)", e)
        conv = "__double2half" if el == B.F64 else f"__float2half_{mode}"
        lanes = [self._sub(data, P_ASSIGN)] if n == 1 else [
            self._lane(data, i, P_ASSIGN) for i in range(n)]
        parts = [f"{a} = {conv}({v})" for a, v in zip(at, lanes)]
        return (parts[0], P_ASSIGN) if n == 1 else (f"({', '.join(parts)})", P_POSTFIX)

    def _call_nan_tag(self, e):  # nanf("") or nan(""): the spelling follows the type
        return self._call_text("nan" if e.type == B.F64 else "nanf", e), P_POSTFIX

    def _call_jn(self, e):  # jnf(int n, float x): the spelling follows x, not n
        return self._call_text(_spelling(e.name, "cuda", e.type), e), P_POSTFIX

    _call_yn = _call_jn

    def _call_acospi(self, e):
        return self._pi_fn(e, "acos")

    def _call_asinpi(self, e):
        return self._pi_fn(e, "asin")

    def _call_atanpi(self, e):
        return self._pi_fn(e, "atan")

    def _call_atan2pi(self, e):
        return self._pi_fn(e, "atan2")

    def _call_pown(self, e):
        if element_scalar(e.type) == B.F64:
            return self._lanes_of(e, lambda x, n: f"pow({x}, (double)({n}))")
        return self._lanes_of(e, lambda x, n: f"(float)pow((double)({x}), (double)({n}))")

    def _call_tanpi(self, e):  # sinpi/cospi in double: OpenCL's signed zeros and infinities
        if element_scalar(e.type) == B.F64:
            return self._lanes_of(e, lambda x: f"sinpi({x}) / cospi({x})")
        return self._lanes_of(e, lambda x: f"(float)(sinpi((double)({x})) / cospi((double)({x})))")

    def _call_powr(self, e):
        el = element_scalar(e.type)
        cast, nan = ("", "CUDART_NAN") if el == B.F64 else ("(float)", "CUDART_NAN_F")
        nan = "__longlong_as_double(0x7ff8000000000000ll)" if el == B.F64 else \
            "__int_as_float(0x7fc00000)"
        return self._lanes_of(e, lambda x, y: (
            f"({x} < 0 || ({x} == 0 && {y} == 0) || (isinf({x}) && {y} == 0) || "
            f"({x} == 1 && isinf({y}))) ? {nan} : {cast}pow(fabs((double)({x})), "
            f"(double)({y}))"))

    def _call_rootn(self, e):
        el = element_scalar(e.type)
        cast, nan = ("", "__longlong_as_double(0x7ff8000000000000ll)") if el == B.F64 else \
            ("(float)", "__int_as_float(0x7fc00000)")
        return self._lanes_of(e, lambda x, n: (
            f"({n} == 0 || ({x} < 0 && ({n} & 1) == 0)) ? {nan} : ({n} & 1) ? "
            f"{cast}copysign(pow(fabs((double)({x})), 1.0 / ({n})), (double)({x})) : "
            f"{cast}pow(fabs((double)({x})), 1.0 / ({n}))"))

    def _call_fract(self, e):
        """OpenCL fract(x, p): *p = floor(x), result min(x - floor(x), 0x1.fffffep-1f);
        NaN gives NaN, +-inf stores +-inf and returns +0 (as the simulator)."""
        x, p = e.args
        if isinstance(x.type, VectorType):
            raise self.err("'fract' on a vector: CUDA has no such function (scalars only)", e)
        self._require_pure(e, x, p)
        el = element_scalar(e.type)
        f = "f" if el == B.F32 else ""
        below = "0x1.fffffep-1f" if el == B.F32 else "0x1.fffffffffffffp-1"
        xs, ps = self._sub(x, P_POSTFIX), self._sub(p, P_UNARY)
        zero = "0.0f" if el == B.F32 else "0.0"
        return (f"(isnan({xs}) || isinf({xs})) ? (*{ps} = {xs}, isnan({xs}) ? {xs} : {zero}) "
                f": (*{ps} = floor{f}({xs}), fmin{f}({xs} - floor{f}({xs}), {below}))"), \
            P_ASSIGN + 1

    def _call_lgamma_r(self, e):
        """OpenCL lgamma_r(x, p): lgamma(x), *p = the sign of gamma(x) (the simulator's
        convention where OpenCL leaves it open: 1 at the poles and for NaN/inf, -1 for -0)."""
        x, p = e.args
        if isinstance(x.type, VectorType):
            raise self.err("'lgamma_r' on a vector: CUDA has no such function", e)
        self._require_pure(e, x, p)
        f = "f" if element_scalar(e.type) == B.F32 else ""
        xs, ps = self._sub(x, P_POSTFIX), self._sub(p, P_UNARY)
        two = "2.0f" if f else "2.0"
        return (f"(*{ps} = !isfinite({xs}) ? 1 : {xs} == 0 ? (signbit({xs}) ? -1 : 1) : "
                f"({xs} < 0 && floor{f}({xs}) != {xs} && fmod{f}(floor{f}({xs}), {two}) != 0)"
                f" ? -1 : 1, lgamma{f}({xs}))"), P_ASSIGN + 1

    def _call_nan(self, e):
        if element_scalar(e.type) == B.F64:
            return self._lanes_of(e, lambda c: (
                f"__longlong_as_double(0x7ff8000000000000ll | (long long)(({c}) & "
                "0x7ffffffffffffull))"))
        return self._lanes_of(e, lambda c: (
            f"__uint_as_float(0x7fc00000u | (({c}) & 0x3fffffu))"))

    def _mag(self, e, cmp, pick):
        el = element_scalar(e.type)
        fabs, other = _spelling("fabs", "cuda", el), _spelling(pick, "cuda", el)
        return self._lanes_of(e, lambda x, y: (
            f"{fabs}({x}) {cmp} {fabs}({y}) ? {x} : {fabs}({y}) {cmp} {fabs}({x}) ? {y} : "
            f"{other}({x}, {y})"))

    def _call_maxmag(self, e):
        return self._mag(e, ">", "fmax")

    def _call_minmag(self, e):
        return self._mag(e, "<", "fmin")

    def _call_bitselect(self, e):
        el = element_scalar(e.type)
        if el is not None and el.is_float:
            to, back = (("__float_as_int", "__int_as_float") if el.bits == 32 else
                        ("__double_as_longlong", "__longlong_as_double"))
            return self._lanes_of(e, lambda a, b, c: (
                f"{back}(({to}({a}) & ~{to}({c})) | ({to}({b}) & {to}({c})))"))
        return self._lanes_of(e, lambda a, b, c: f"(({a}) & ~({c})) | (({b}) & ({c}))")

    def _call_mad_hi(self, e):
        hi = self._call_mul_hi(Call("mul_hi", e.args[:2], e.type, loc=e.loc))[0]
        return f"{hi} + {self._sub(e.args[2], P_ADD + 1)}", P_ADD, "+"

    def _call_mad_sat(self, e):
        t = e.type
        if not isinstance(t, ScalarType) or t.bits == 64:
            raise self.err(f"'mad_sat' on {t}: CUDA has no saturating multiply-add (only "
                           "scalars of 8 to 32 bits are written out)", e)
        a, b, c = self._args(e)
        lo, hi = _scalar_limits(t)
        wide = "long long" if t.signed else "unsigned long long"
        val = f"({wide})({a}) * ({b}) + ({c})"
        if t.signed:
            return f"({self.tname(t)})max(min({val}, {hi}LL), {lo}LL)", P_UNARY
        return f"({self.tname(t)})min({val}, {hi}ULL)", P_UNARY

    def _call_upsample(self, e):
        t = element_scalar(e.type)
        bits = t.bits // 2
        uw = self.tname(ScalarType("int", t.bits, False))
        ul = self.tname(ScalarType("int", bits, False))
        ut = self.tname(t)
        return self._lanes_of(e, lambda h, lo: (
            f"({ut})((({uw})({h}) << {bits}) | ({uw})({ul})({lo}))"))

    def _lanes_of(self, e, lane):
        """A vector builtin CUDA lacks (helper_math.h's overloads), lane by lane:
        ``make_floatN(lane(a.x, b.x, ..), ..)``; scalar arguments are used in every lane."""
        self._require_pure(e, *e.args)
        t = e.type

        def texts(i):
            return [self._lane(a, i, P_POSTFIX) if isinstance(a.type, VectorType)
                    else self._sub(a, P_POSTFIX) for a in e.args]
        if isinstance(t, VectorType):
            return (f"{_make_name(t)}({', '.join(lane(*texts(i)) for i in range(t.lanes))})",
                    P_POSTFIX)
        return f"({lane(*texts(0))})", P_POSTFIX

    def _call_smoothstep(self, e):
        el = element_scalar(e.type)
        zero, one = literal(0.0, el, "cuda")[0], literal(1.0, el, "cuda")[0]
        two, three = literal(2.0, el, "cuda")[0], literal(3.0, el, "cuda")[0]
        lo, hi = _spelling("fmax", "cuda", el), _spelling("fmin", "cuda", el)

        def lane(e0, e1, x):
            tt = f"{hi}({lo}(({x} - {e0}) / ({e1} - {e0}), {zero}), {one})"
            return f"{tt} * {tt} * ({three} - {two} * {tt})"
        return self._lanes_of(e, lane)

    def _call_cross(self, e):
        a, b = e.args
        self._require_pure(e, a, b)
        n = e.type.lanes
        L = lambda v, i: self._lane(v, i, P_MUL)  # noqa: E731
        lanes = [f"{L(a, 1)} * {L(b, 2)} - {L(a, 2)} * {L(b, 1)}",
                 f"{L(a, 2)} * {L(b, 0)} - {L(a, 0)} * {L(b, 2)}",
                 f"{L(a, 0)} * {L(b, 1)} - {L(a, 1)} * {L(b, 0)}"]
        if n == 4:
            lanes.append(literal(0.0, e.type.elem, "cuda")[0])
        return f"{_make_name(e.type)}({', '.join(lanes)})", P_POSTFIX

    def _call_reflect(self, e):
        i, n = e.args
        d = self._call_dot(Call("dot", (n, i), e.type.elem))[0]
        two = literal(2.0, e.type.elem, "cuda")[0]
        return self._lanes_of(e, lambda x, y: f"{x} - {two} * {y} * ({d})")

    def _call_mix(self, e):
        if isinstance(e.type, VectorType):
            return self._lanes_of(e, lambda a, b, t: f"{a} + ({b} - {a}) * {t}")
        self._require_pure(e, e.args[0])
        a = self._sub(e.args[0], P_ADD + 1)
        b = self._sub(e.args[1], P_ADD + 1)
        t = self._sub(e.args[2], P_MUL + 1)
        return f"{a} + ({b} - {a}) * {t}", P_ADD, "+"

    def _call_step(self, e):
        edge = self._sub(e.args[0], P_REL + 1)
        x = self._sub(e.args[1], P_REL + 1)
        zero = literal(0.0, e.type, "cuda")[0]
        one = literal(1.0, e.type, "cuda")[0]
        return f"{x} < {edge} ? {zero} : {one}", P_COND

    def _call_sign(self, e):
        self._require_pure(e, e.args[0])
        x = self._sub(e.args[0], P_REL + 1)
        zero, one = literal(0.0, e.type, "cuda")[0], literal(1.0, e.type, "cuda")[0]
        return (f"{x} > {zero} ? {one} : ({x} < {zero} ? -{one} : ({x} == {x} ? {x} : "
                f"{zero}))"), P_COND

    def _call_select(self, e):
        a = self._sub(e.args[0], P_ASSIGN)
        b = self._sub(e.args[1], P_COND)
        c = self._sub(e.args[2], P_OR)
        return f"{c} ? {b} : {a}", P_COND

    def _call_degrees(self, e):
        k = literal(180.0 / math.pi, e.type, "cuda")[0]
        return f"{self._sub(e.args[0], P_MUL)} * {k}", P_MUL, "*"

    def _call_radians(self, e):
        k = literal(math.pi / 180.0, e.type, "cuda")[0]
        return f"{self._sub(e.args[0], P_MUL)} * {k}", P_MUL, "*"

    def _call_rotate(self, e):
        t = element_scalar(e.type)
        self._require_pure(e, *e.args)
        if t is None or t.kind != "int":
            raise self.err("rotate of non-integers", e)
        ut = self.tname(ScalarType("int", t.bits, False))
        v = f"({ut}){self._sub(e.args[0], P_UNARY)}"
        n = f"(({ut}){self._sub(e.args[1], P_UNARY)} & {t.bits - 1}u)"
        return (f"({self.tname(t)})({v} << {n} | {v} >> ({t.bits}u - {n} & {t.bits - 1}u))",
                P_UNARY)

    def _call_atomic_inc(self, e):
        one = literal(1, element_scalar(e.type), "cuda")[0]
        return f"atomicAdd({self._arg(e.args[0])}, {one})", P_POSTFIX

    def _call_atomic_dec(self, e):
        one = literal(1, element_scalar(e.type), "cuda")[0]
        return f"atomicSub({self._arg(e.args[0])}, {one})", P_POSTFIX

    def _call_dot(self, e):
        a, b = e.args
        self._require_pure(e, a, b)
        n = a.type.lanes if isinstance(a.type, VectorType) else 1
        terms = [f"{self._lane(a, i, P_MUL)} * {self._lane(b, i, P_MUL + 1)}" for i in range(n)]
        return " + ".join(terms), (P_ADD if n > 1 else P_MUL), ("+" if n > 1 else "*")

    def _call_classify(self, e):
        # CUDA has isnan & co. on scalars; OpenCL's comparisons and vectors: lane by lane
        ops = {"isequal": "==", "isnotequal": "!=", "isgreater": ">", "isgreaterequal": ">=",
               "isless": "<", "islessequal": "<="}

        el = element_scalar(e.args[0].type)

        def test(*xs):
            if e.name == "isnormal":  # CUDA has no device isnormal
                tiny = literal(2.2250738585072014e-308 if el.bits == 64 else 1.1754943508222875e-38,
                               el, "cuda")[0]
                return f"isfinite({xs[0]}) && {_spelling('fabs', 'cuda', el)}({xs[0]}) >= {tiny}"
            if e.name in ops:
                return f"{xs[0]} {ops[e.name]} {xs[1]}"
            if e.name == "islessgreater":
                return f"{xs[0]} < {xs[1]} || {xs[0]} > {xs[1]}"
            if e.name in ("isordered", "isunordered"):
                both = f"!isnan({xs[0]}) && !isnan({xs[1]})"
                return both if e.name == "isordered" else f"!({both})"
            return f"{e.name}({xs[0]})"
        if isinstance(e.type, VectorType):
            return self._lanes_of(e, lambda *xs: f"-(int)({test(*xs)})")
        if e.name in B.CLASSIFY_1 and e.name != "isnormal":
            return f"(int){self._call_text(e.name, e)}", P_UNARY
        return self._lanes_of(e, lambda *xs: f"(int)({test(*xs)})")

    def _call_any(self, e):
        return self._any_all(e, " || ")

    def _call_all(self, e):
        return self._any_all(e, " && ")

    def _any_all(self, e, op: str):
        # OpenCL any/all: the top bit of each lane; CUDA has no such builtin
        (a,) = e.args
        self._require_pure(e, a)
        es = element_scalar(a.type)
        n = a.type.lanes if isinstance(a.type, VectorType) else 1
        if es.signed:
            tests = [f"{self._lane(a, i, P_REL + 1)} < 0" for i in range(n)]
        else:
            tests = [f"({self._lane(a, i, P_SHIFT + 1)} >> {es.bits - 1}) != 0" for i in range(n)]
        return f"(int)({op.join(tests)})", P_UNARY

    def _call_length(self, e):
        (a,) = e.args
        dot = Call("dot", (a, a), e.type)
        f = _spelling("sqrt", "cuda", e.type)
        return f"{f}({self._call_dot(dot)[0]})", P_POSTFIX

    def _call_normalize(self, e):
        # CUDA has no normalize (helper_math.h's is v * rsqrtf(dot(v, v))): lane by lane
        (a,) = e.args
        self._require_pure(e, a)
        if not isinstance(a.type, VectorType):
            raise self.err("normalize of a scalar", e)
        inv = f"{_spelling('rsqrt', 'cuda', e.type)}({self._call_dot(Call('dot', (a, a), e.type.elem))[0]})"
        lanes = ", ".join(f"{self._lane(a, i, P_MUL)} * {inv}" for i in range(a.type.lanes))
        return f"{_make_name(e.type)}({lanes})", P_POSTFIX

    def _call_ldg(self, e):
        return f"__ldg({self._arg(e.args[0])})", P_POSTFIX

    def _call_mem_fence(self, e):
        return "__threadfence()", P_POSTFIX

    def _call_sincos(self, e):
        if len(e.args) != 3:
            raise self.err("sincos with a returned sine", e)
        name = _spelling("sincos", "cuda", e.args[0].type)
        return self._call_text(name, e), P_POSTFIX

    def _vload_vstore(self, e: Call, n: int, store: bool):
        if store:
            v, off, p = e.args
        else:
            off, p = e.args
        self._require_pure(e, off, p)
        base = self._sub(p, P_POSTFIX)
        idx = self._sub(off, P_MUL + 1)
        elems = [f"{base}[{n} * {idx}{' + ' + str(i) if i else ''}]" for i in range(n)]
        if store:
            self._require_pure(e, v)
            return ", ".join(f"{el} = {self._lane(v, i, P_ASSIGN)}"
                             for i, el in enumerate(elems)), P_COMMA
        return f"{_make_name(e.type)}({', '.join(elems)})", P_POSTFIX

    # ------------------------------------------------------------- lane by lane
    def _lane(self, e: Expr, i: int, min_prec: int) -> str:
        text, prec = self._lane_expr(e, i)
        return f"({text})" if prec < min_prec else text

    def _lane_expr(self, e: Expr, i: int) -> tuple[str, int]:
        """Lane ``i`` of vector expression ``e`` as a scalar CUDA expression."""
        t = e.type
        if not isinstance(t, VectorType):
            text, prec, _ = self._expr(e)  # a scalar operand (shift count, select)
            return text, prec
        elem = t.elem
        if isinstance(e, VectorLiteral):
            lanes: list[Expr | tuple[Expr, int]] = []
            for p in e.parts:
                if isinstance(p.type, VectorType):
                    lanes.extend((p, j) for j in range(p.type.lanes))
                else:
                    lanes.append(p)
            if len(lanes) == 1:
                lanes = lanes * t.lanes
            item = lanes[i]
            if isinstance(item, tuple):
                return self._lane_expr(*item)
            text, prec, _ = self._expr(item)
            if item.type != elem:
                return f"({self.tname(elem)}){text if prec >= P_UNARY else '(' + text + ')'}", P_UNARY
            return text, prec
        if isinstance(e, Cast):
            src = e.operand.type
            if not isinstance(src, VectorType):  # broadcast a scalar
                if not is_pure(e.operand):
                    raise self.err("broadcast of an expression with side effects", e)
                text = self._sub(e.operand, P_UNARY)
                if src != elem and e.kind == "convert":
                    return f"({self.tname(elem)}){text}", P_UNARY
                if e.kind == "convert":
                    return self._expr(e.operand)[:2]
            if isinstance(src, VectorType):
                ltext, lprec = self._lane_expr(e.operand, i)
            else:
                ltext, lprec = self._expr(e.operand)[:2]
            lane = f"({ltext})" if lprec < P_ASSIGN else ltext
            lane_u = f"({ltext})" if lprec < P_UNARY else ltext
            ssrc = element_scalar(src)
            if e.kind == "bitcast":
                return self._bitcast_text(lane, lane_u, ssrc, elem, e)
            if e.kind == "saturate":
                return self._saturate_text(lane, ssrc, elem, e)
            if ssrc == elem:
                return ltext, lprec
            return f"({self.tname(elem)}){lane_u}", P_UNARY
        if isinstance(e, Binary):
            p = BIN_PREC[e.op]
            lhs = self._lane(e.lhs, i, p)
            rhs = self._lane(e.rhs, i, p + 1)
            if e.op in _COMPARE or e.op in _LOGICAL:
                return f"-({lhs} {e.op} {rhs})", P_UNARY  # OpenCL vector truth is -1
            return f"{lhs} {e.op} {rhs}", p
        if isinstance(e, Unary):
            x = self._lane(e.operand, i, P_UNARY)
            if e.op == "!":
                return f"-!{x}", P_UNARY
            if x[:1] in "+-":
                x = f"({x})"
            return f"{e.op}{x}", P_UNARY
        if isinstance(e, Swizzle):
            return self._lane_expr(e.base, e.lanes[i])
        if isinstance(e, Conditional) and not isinstance(e.cond.type, VectorType):
            if not is_pure(e.cond):
                raise self.err("vector ?: with a condition that has side effects", e)
            return (f"{self._sub(e.cond, P_OR)} ? {self._lane(e.then, i, P_ASSIGN)} : "
                    f"{self._lane(e.other, i, P_COND)}"), P_COND
        if isinstance(e, Conditional):
            return (f"{self._lane(e.cond, i, P_OR)} ? {self._lane(e.then, i, P_ASSIGN)} : "
                    f"{self._lane(e.other, i, P_COND)}"), P_COND
        if isinstance(e, Call) and e.name in B.BUILTINS and \
                B.BUILTINS[e.name].kind in ("math", "generic", "int"):
            scalar_args = tuple(_LaneOf(a, i, self) if isinstance(a.type, VectorType) else a
                                for a in e.args)
            for a in e.args:
                if not isinstance(a.type, VectorType) and not is_pure(a):
                    raise self.err(f"'{e.name}' on vectors with a side-effecting argument", e)
            call = Call(e.name, scalar_args, elem, loc=e.loc)
            return self._expr(call)[:2]
        if isinstance(e, _LaneOf):
            return e.text, e.prec
        if not is_pure(e):
            raise self.err("a vector expression with side effects used lane by lane", e)
        if i > 3:
            raise self.err(f"lane {i} (CUDA vectors have 4 lanes)", e)
        return f"{self._sub(e, P_POSTFIX)}.{LANE_NAMES[i]}", P_POSTFIX

    def _lanewise(self, e: Expr):
        t = e.type
        if not isinstance(t, VectorType):
            raise self.err(f"{type(e).__name__} of type {t}", e)
        if isinstance(e, VectorLiteral) and all(not isinstance(p.type, VectorType)
                                                for p in e.parts) and len(e.parts) == t.lanes:
            parts = ", ".join(self._sub(p, P_ASSIGN) for p in e.parts)
            return f"{_make_name(t)}({parts})", P_POSTFIX
        lanes = ", ".join(self._lane(e, i, P_ASSIGN) for i in range(t.lanes))
        return f"{_make_name(t)}({lanes})", P_POSTFIX

    def _s_Barrier(self, s: Barrier, level):
        return [f"{self._ind(level)}__syncthreads();"]

    def _s_InlineAsm(self, s, level: int) -> list[str]:
        from .printer_asm import asm_lines
        return asm_lines(self, s, level)

    def _s_Decl(self, s: Decl, level: int) -> list[str]:
        return self._hoisting(s, "init", super()._s_Decl, level)

    def _s_ExprStmt(self, s: ExprStmt, level: int) -> list[str]:
        return self._hoisting(s, "expr", super()._s_ExprStmt, level)

    def _hoisting(self, s, field: str, plain, level: int) -> list[str]:
        """Print ``s``; when a vector expression in it has side effects that lane-by-lane
        printing would repeat, evaluate them first into temporaries (:mod:`.hoist`)."""
        try:
            return plain(s, level)
        except Unsupported as err:
            e = getattr(s, field)
            if e is None or "side effects" not in err.message:
                raise
            pre, new = hoist_side_effects(e, self._fresh_temp, is_pure)
            if not pre:
                raise
        lines = [line for d in pre for line in Printer._s_Decl(self, d, level)]
        return lines + plain(dataclasses.replace(s, **{field: new}), level)

    def _fresh_temp(self) -> str:
        self._temps = getattr(self, "_temps", 0) + 1
        return f"warpsmith_tmp{self._temps}"

    def _kernel_shared(self, fn: Function, params: list[str]):
        local = cuda_dynamic_shared_params(fn)
        if not local:
            return params, []
        if len(local) > 1:
            raise self.err(f"kernel {fn.name} has {len(local)} __local pointer parameters; "
                           "CUDA has one dynamic shared array per launch", fn)
        keep, prologue = [], []
        for p, text in zip(fn.params, params):
            if p.name in local:
                elem = p.type.pointee
                prologue.append(f"extern __shared__ {declaration(ArrayType(elem, None), p.name, 'cuda')};")
            else:
                keep.append(text)
        return keep, prologue

    def _attribute(self, name: str, values: str) -> str:
        if name in ("launch_bounds", "__launch_bounds__"):
            return f"__launch_bounds__({values}) "
        if name in ("cluster_dims", "maxnreg"):
            # a thread block cluster's shape, a register cap: CUDA only (OpenCL drops
            # them, as it drops __launch_bounds__; neither changes what a thread computes)
            return f"__{name}__({values}) "
        return ""

    def _global_space(self, g: GlobalVar) -> str | None:
        return CUDA_SPACE.get(g.space, "")

    def header(self, types: set[Type]) -> list[str]:
        return PL.cuda_includes(types) + sorted(self.extensions)

    def _call_pipeline_memcpy_async(self, e):
        self.extensions.add(PIPELINE_PRELUDE)
        dst, src, size, zfill = e.args
        args = [self._arg(dst), self._arg(src), str(size.value)]
        if not (isinstance(zfill, Const) and zfill.value == 0):
            args.append(self._arg(zfill))
        return f"ws_pipeline_memcpy_async({', '.join(args)})", P_POSTFIX

    def _call_pipeline_commit(self, e):
        self.extensions.add(PIPELINE_PRELUDE)
        return 'asm volatile("cp.async.commit_group;" ::: "memory")', P_POSTFIX

    def _call_pipeline_wait_prior(self, e):
        self.extensions.add(PIPELINE_PRELUDE)
        return (f'asm volatile("cp.async.wait_group {int(e.args[0].value)};" ::: "memory")',
                P_POSTFIX)

    def _call_grid_sync(self, e):
        # the one cooperative-groups call with no intrinsic form (docs/cxx-coop.md)
        self.extensions.add("#include <cooperative_groups.h>")
        return "cooperative_groups::this_grid().sync()", P_POSTFIX

    def _call_lowp(self, e: Call):
        arg = e.args[0].type
        name = PL.cuda_lowp_name(e.name, arg, e.type)
        return self._call_text(name, e), P_POSTFIX


def _make_vload(n: int, store: bool):
    def handler(self, e):
        return self._vload_vstore(e, n, store)
    return handler


for _name in B.CLASSIFY_1 + B.CLASSIFY_2:
    setattr(CudaPrinter, f"_call_{_name}", CudaPrinter._call_classify)
for _b in B.BUILTINS.values():
    if _b.kind == "lowp":
        setattr(CudaPrinter, f"_call_{_b.name}", CudaPrinter._call_lowp)

for _n in (2, 3, 4, 8, 16):
    setattr(CudaPrinter, f"_call_vload{_n}", _make_vload(_n, False))
    setattr(CudaPrinter, f"_call_vstore{_n}", _make_vload(_n, True))


class OpenCLPrinter(Printer):
    """Prints OpenCL C 1.2: address spaces on every pointer, dynamic local memory and
    host-written constants as kernel parameters, CUDA-only builtins as equivalents."""

    dialect = "opencl"
    dialect_name = "OpenCL C"
    shared_qualifier = "__local"
    constant_qualifier = "__constant"
    kernel_head = "__kernel "
    device_head = ""
    no_params = "void"

    def _special(self, e: Special, k: str, axis: str | None):
        ocl = {"local_id": "get_local_id", "group_id": "get_group_id",
               "local_size": "get_local_size", "num_groups": "get_num_groups",
               "global_id": "get_global_id", "global_size": "get_global_size"}
        if k in ocl:
            text, prec = f"{ocl[k]}({e.dim})", P_POSTFIX
        elif k == "work_dim":
            text, prec = "get_work_dim()", P_POSTFIX
        elif k == "warp_size":
            text, prec = "32", P_ATOM
        else:
            raise self.err(f"special {k}", e)
        return text, prec

    def _must_show_implicit(self, e: Cast) -> bool:
        t, src = e.type, e.operand.type
        if isinstance(t, VectorType) or isinstance(src, VectorType):
            # no implicit vector conversions except scalar broadcast
            return isinstance(src, VectorType) and src != t
        return False

    def _scalar_bitcast(self, e: Cast):
        return f"as_{self.tname(e.type)}({self.expr(e.operand, P_ASSIGN)})", P_POSTFIX

    def _saturate(self, e: Cast):
        return f"convert_{self.tname(e.type)}_sat({self.expr(e.operand, P_ASSIGN)})", P_POSTFIX

    def _vector_cast(self, e: Cast):
        t = e.type
        if isinstance(e.operand.type, VectorType):
            return f"convert_{self.tname(t)}({self.expr(e.operand, P_ASSIGN)})", P_POSTFIX
        return f"({self.tname(t)})({self.expr(e.operand, P_ASSIGN)})", P_UNARY

    def _e_Swizzle(self, e: Swizzle):
        return f"{self._sub(e.base, P_POSTFIX)}.{self._swizzle_suffix(e.lanes)}", P_POSTFIX

    def _e_VectorLiteral(self, e: VectorLiteral):
        parts = ", ".join(self.expr(p, P_ASSIGN) for p in e.parts)
        return f"({self.tname(e.type)})({parts})", P_UNARY

    # OpenCL spellings of CUDA-only builtins
    def _refuse_no_opencl(self, e):
        """Builtins OpenCL C has no counterpart for (docs/cxx-coop.md)."""
        why = {"erfcinv": "OpenCL C has no erfcinv", "norm3d": "OpenCL C has no norm3d "
               "(length() of a float3 rounds differently)", "rnorm3d": "OpenCL C has no "
               "rnorm3d", "sincospi": "OpenCL C has no sincospi",
               "grid_sync": "OpenCL C has no grid-wide barrier"}.get(e.name)
        if why is None and any(e.name == n for n, _ in B.CUDA_SPECIAL):
            why = f"OpenCL C has no {e.name} (a CUDA Math API function)"
        b = B.BUILTINS.get(e.name)
        if why is None and b is not None and b.kind == "warp":
            why = ("OpenCL C 1.2 has no warp-level functions; cl_khr_subgroups has no lane "
                   "masks and its sub-group size is not CUDA's warp of 32")
        raise self.err(f"'{e.name}': {why}", e)

    _call_erfcinv = _call_norm3d = _call_rnorm3d = _call_sincospi = _refuse_no_opencl
    for _n, _a in B.CUDA_SPECIAL:
        locals()[f"_call_{_n}"] = _refuse_no_opencl
    del _n, _a
    _call_grid_sync = _refuse_no_opencl
    _call_activemask = _call_match_any_sync = _call_match_all_sync = _refuse_no_opencl
    _call_uni_sync = _call_syncthreads_count = _call_syncthreads_and = _refuse_no_opencl
    _call_syncthreads_or = _call_reduce_add_sync = _call_reduce_min_sync = _refuse_no_opencl
    _call_reduce_max_sync = _call_reduce_and_sync = _call_reduce_or_sync = _refuse_no_opencl
    _call_reduce_xor_sync = _refuse_no_opencl

    def _call_ldg(self, e):
        a = e.args[0]
        if isinstance(a, AddressOf):
            return self._expr(a.operand)
        return f"*{self._sub(a, P_UNARY)}", P_UNARY

    _call_ldcg = _call_ldca = _call_ldcs = _call_ldlu = _call_ldcv = _call_ldg

    def _call_store_hint(self, e):
        """CUDA's ``__stcg(p, v)`` .. : a plain store (the cache hint has no OpenCL form)."""
        p, v = e.args
        return f"*{self._sub(p, P_UNARY)} = {self._sub(v, P_ASSIGN)}", P_ASSIGN

    _call_stcg = _call_stcs = _call_stwb = _call_stwt = _call_store_hint

    def _call_nan_tag(self, e):  # CUDA nanf("") as OpenCL's nan(0u)
        return ("nan(0ul)" if e.type == B.F64 else "nan(0u)"), P_POSTFIX

    def _call_rounded(self, e):
        """CUDA's rounding intrinsics: the exact OpenCL form (an operator, ``sqrt``,
        ``convert_T_sat_rtX``) where OpenCL has one (``ir.builtins.ROUNDED_OPENCL``)."""
        form = B.ROUNDED_OPENCL.get(e.name)
        if form is None:
            raise self.err(f"'__{e.name}': OpenCL C has no equivalent (no arithmetic with "
                           "a rounding mode; only conversions take one)", e)
        return form.format(*(self._arg(a) for a in e.args)), P_POSTFIX

    def _call_mem_fence(self, e):
        flags = e.args[0] if len(e.args) == 1 else None
        while isinstance(flags, Cast) and flags.implicit:
            flags = flags.operand
        if isinstance(flags, Const) and flags.value in (1, 2):
            names = [n for bit, n in ((1, "CLK_LOCAL_MEM_FENCE"), (2, "CLK_GLOBAL_MEM_FENCE"))
                     if flags.value & bit]
            return f"mem_fence({' | '.join(names)})", P_POSTFIX
        if e.args:
            return self._call_text("mem_fence", e), P_POSTFIX
        return "mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE)", P_POSTFIX

    def _call_mem_fence_block(self, e):
        return "mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE)", P_POSTFIX

    def _call_popcount64(self, e):
        return self._call_text("popcount", e), P_POSTFIX

    def _call_reflect(self, e):
        # helper_math.h's reflect(i, n) = i - 2 * n * dot(n, i); OpenCL has none
        i, n = e.args
        self._require_pure(e, n)
        two = literal(2.0, e.type.elem, "opencl")[0]
        return (f"{self._sub(i, P_ADD)} - {two} * {self._sub(n, P_MUL + 1)} * "
                f"dot({self._arg(n)}, {self._arg(i)})"), P_ADD, "-"

    def _call_saturate(self, e):
        return f"clamp({self._arg(e.args[0])}, 0.0f, 1.0f)", P_POSTFIX

    def _call_abs(self, e):
        t = element_scalar(e.args[0].type)
        if t is not None and t.is_float:
            return self._call_text("fabs", e), P_POSTFIX
        if t is not None and t.signed and element_scalar(e.type) == t:
            # OpenCL abs returns the unsigned type; C's abs keeps the signed one
            return f"({self.tname(e.type)}){self._call_text('abs', e)}", P_UNARY
        return self._call_text("abs", e), P_POSTFIX

    def _call_sincos(self, e):
        if len(e.args) == 3:
            x, s, c = e.args
            return (f"*{self._sub(s, P_UNARY)} = sincos({self._arg(x)}, {self._arg(c)})",
                    P_ASSIGN)
        return self._call_text("sincos", e), P_POSTFIX

    # CUDA's __sincosf: OpenCL C has no fast sincos, the precise one is a valid result
    _call_native_sincos = _call_sincos

    def _atomic(self, e: Call):
        t = element_scalar(e.type)
        try:
            name = B.spelling(e.name, "opencl")
        except KeyError:
            raise self.err(f"builtin '{e.name}' has no {self._dname()} equivalent", e) from None
        if t is not None and t.is_float:
            if e.name == "atomic_exch" and t == F32:
                return self._call_text("atomic_xchg", e), P_POSTFIX
            raise self.err(f"'{e.name}' on {t} (OpenCL C 1.2 has no floating-point "
                           "atomics besides atomic_xchg)", e)
        if name == "atomic_exch":
            name = "atomic_xchg"
        if t is not None and t.bits == 64:
            base = {"atomic_add": "add", "atomic_sub": "sub", "atomic_xchg": "xchg",
                    "atomic_inc": "inc", "atomic_dec": "dec", "atomic_cmpxchg": "cmpxchg"}
            ext = "cl_khr_int64_base_atomics" if name in base else "cl_khr_int64_extended_atomics"
            self.extensions.add(ext)
            name = "atom_" + name[len("atomic_"):]
        return self._call_text(name, e), P_POSTFIX

    def _space_of_generic(self, t: Type, source: Expr | None) -> Type:
        """OpenCL C 1.2 has no generic address space: a pointer the CUDA frontend left
        GENERIC takes the space of the pointer it is made from."""
        if (isinstance(t, PointerType) and t.space == AddressSpace.GENERIC and source is not None):
            st = source.type
            while isinstance(source, Cast) and isinstance(st, PointerType) and \
                    st.space == AddressSpace.GENERIC:
                source, st = source.operand, source.operand.type
            if isinstance(st, PointerType) and st.space != AddressSpace.GENERIC:
                return PointerType(t.pointee, st.space, t.const, t.restrict, t.volatile)
            if isinstance(st, ArrayType) and isinstance(source, Var):
                return t
        return t

    def _s_Decl(self, s: Decl, level: int) -> list[str]:
        if s.extern and s.space == AddressSpace.SHARED:
            alias = self._shared_alias
            if alias is None:
                raise self.err("extern __shared__ outside a kernel", s)
            if s.name == alias:
                return []
            t = PointerType(_elem_of(s.type), AddressSpace.SHARED)
            return [f"{self._ind(level)}{declaration(t, s.name, 'opencl')} = "
                    f"({type_name(t, 'opencl')}){alias};"]
        return super()._s_Decl(s, level)

    def _s_InlineAsm(self, s, level: int) -> list[str]:
        first = s.template.strip().split("\n")[0][:40]
        raise self.err(f"inline PTX asm (\"{first}\"): OpenCL C has no inline PTX", s)

    def _s_Barrier(self, s: Barrier, level):
        names = {"local": "CLK_LOCAL_MEM_FENCE", "global": "CLK_GLOBAL_MEM_FENCE"}
        flags = " | ".join(names[f] for f in s.fences) or "0"
        return [f"{self._ind(level)}barrier({flags});"]

    def _kernel_shared(self, fn: Function, params: list[str]):
        prologue: list[str] = []
        for name, t in opencl_constant_params(fn, self.module):
            params.append(declaration(PointerType(_elem_of(t), AddressSpace.CONSTANT), name,
                                      "opencl"))
        externs = _extern_shared(fn, self.module)
        if len(externs) == 1:
            name, t = externs[0]
            params.append(declaration(PointerType(_elem_of(t), AddressSpace.SHARED), name,
                                      "opencl"))
            self._shared_alias = name
        elif externs:
            params.append(declaration(PointerType(U8, AddressSpace.SHARED),
                                      DYNAMIC_SHARED_NAME, "opencl"))
            self._shared_alias = DYNAMIC_SHARED_NAME
            decl_names = {n.name for n in walk(fn.body) if isinstance(n, Decl)}
            for name, t in externs:
                if name not in decl_names:  # file-scope extern: alias at the top
                    pt = PointerType(_elem_of(t), AddressSpace.SHARED)
                    prologue.append(f"{declaration(pt, name, 'opencl')} = "
                                    f"({type_name(pt, 'opencl')}){DYNAMIC_SHARED_NAME};")
        if self.module is not None:
            used = {n.name for n in walk(fn.body) if isinstance(n, Var)}
            for g in self.module.globals:
                if g.space == AddressSpace.SHARED and not g.extern and g.name in used:
                    prologue.append(f"__local {declaration(g.type, g.name, 'opencl')};")
        return params, prologue

    def _check_device_function(self, fn: Function) -> None:
        if self.module is not None and any(
                isinstance(n, Var) and _host_constant(g) and n.name == g.name
                for n in walk(fn.body) for g in self.module.globals):
            raise self.err(f"device function {fn.name} reads a host-written __constant__ "
                           "variable (OpenCL passes those to kernels only)", fn)
        if any(n.extern for n in walk(fn.body) if isinstance(n, Decl)):
            raise self.err(f"extern __shared__ in device function {fn.name} (OpenCL passes "
                           "dynamic local memory only to kernels)", fn)
        local = next((n for n in walk(fn.body) if isinstance(n, Decl) and
                      n.space == AddressSpace.SHARED), None)
        if local is not None:  # (vLLM's sampler declares its shared union in one)
            raise self.err(f"__shared__ variable '{local.name}' in device function "
                           f"{fn.name} (OpenCL C declares __local variables only in "
                           "kernels)", local)

    def _attribute(self, name: str, values: str) -> str:
        if name in ("reqd_work_group_size", "work_group_size_hint", "vec_type_hint"):
            return f"__attribute__(({name}({values}))) "
        return ""

    def _global_space(self, g: GlobalVar) -> str | None:
        if g.space == AddressSpace.SHARED or _host_constant(g):
            return None
        if g.space == AddressSpace.GLOBAL:
            raise self.err(f"program-scope __device__ variable '{g.name}' (OpenCL C 1.2 "
                           "has program-scope __constant data only)", g)
        return OPENCL_SPACE.get(g.space) or ""

    def function(self, fn: Function) -> str:
        from .printer_surface import surface_params
        try:
            self._surface_images = surface_params(self, fn)
            return super().function(fn)
        except Unsupported as exc:
            if exc.loc is not None:
                raise
            for n in walk(fn):  # bfloat16/fp8: located at the first node that uses one
                for attr in ("type", "return_type"):
                    why = PL.opencl_refusal(getattr(n, attr, None))
                    if why:
                        raise self.err(why, n if getattr(n, "loc", None) else fn) from None
            raise

    def _call_lowp(self, e: Call):
        """Half intrinsics in OpenCL C: conversions with a rounding mode, scalar
        comparisons, fmax/fmin; the rest is refused."""
        arg = e.args[0].type
        if e.name.startswith("cvt_"):
            return (f"convert_{self.tname(e.type)}{PL.OPENCL_MODES[e.name[4:]]}"
                    f"({self._arg(e.args[0])})"), P_POSTFIX
        ops = {"heq": "==", "hlt": "<", "hle": "<=", "hgt": ">", "hge": ">=", "hneu": "!="}
        negated = {"hequ": "islessgreater", "hltu": ">=", "hleu": ">", "hgtu": "<=",
                   "hgeu": "<"}
        if isinstance(arg, VectorType) or e.name.endswith(("_sat", "_nan")) or \
                e.name == "hisinf":
            raise self.err(f"'{PL.cuda_lowp_name(e.name, arg, e.type)}' has no OpenCL C "
                           "equivalent", e)
        a, b = (self._sub(x, P_SHIFT) for x in e.args)
        if e.name in ops:
            return f"{a} {ops[e.name]} {b}", P_EQ
        if e.name == "hne":
            return f"islessgreater({a}, {b})", P_POSTFIX
        if e.name in ("hmax", "hmin"):
            return f"f{e.name[1:]}({a}, {b})", P_POSTFIX
        if e.name == "hequ":
            return f"!islessgreater({a}, {b})", P_UNARY
        return f"!({a} {negated[e.name]} {b})", P_UNARY

    def header(self, types: set[Type]) -> list[str]:
        out = []
        if F64 in types:
            out.append("#pragma OPENCL EXTENSION cl_khr_fp64 : enable")
        if F16 in types:
            out.append("#pragma OPENCL EXTENSION cl_khr_fp16 : enable")
        for ext in sorted(self.extensions):
            out.append(f"#pragma OPENCL EXTENSION {ext} : enable")
        return out


for _b in B.BUILTINS.values():
    if _b.kind == "atomic":
        setattr(OpenCLPrinter, f"_call_{_b.name}", OpenCLPrinter._atomic)
    if _b.kind == "lowp":
        setattr(OpenCLPrinter, f"_call_{_b.name}", OpenCLPrinter._call_lowp)


from .printer_ocl2 import register as _register_ocl2  # noqa: E402 - after the loops above

_register_ocl2(CudaPrinter, OpenCLPrinter)


def _elem_of(t: Type) -> Type:
    if isinstance(t, (ArrayType, PointerType)):
        return t.elem if isinstance(t, ArrayType) else t.pointee
    return t


def _dangling(s: Stmt) -> bool:
    """Whether an ``else`` after ``s`` would bind to an if inside ``s``."""
    while True:
        if isinstance(s, If):
            if s.other is None:
                return True
            s = s.other
        elif isinstance(s, (For, While)):
            s = s.body
        else:
            return False


# -------------------------------------------------------------------------- module level


def _module_types(module: Module, fns) -> set[Type]:
    seen: set[Type] = set()
    looked: dict = {}  # id -> type object seen (most nodes share their type objects,
    # and hashing a struct type hashes all its fields)

    def add(t):
        if t is None or id(t) in looked:
            return
        looked[id(t)] = t
        if t in seen:
            return
        seen.add(t)
        if isinstance(t, PointerType):
            add(t.pointee)
        elif isinstance(t, ArrayType):
            add(t.elem)
        elif isinstance(t, VectorType):
            add(t.elem)
        elif isinstance(t, StructType):
            for _, ft in t.fields:
                add(ft)

    for root in list(fns) + list(module.globals):
        for n in walk(root):
            for attr in type_attrs(n.__class__):
                add(getattr(n, attr))
    for s in module.structs:
        add(s)
    return seen


#: CUDA's __pipeline_memcpy_async (cuda_pipeline_primitives.h, which NVRTC does not ship)
#: as the cp.async PTX it compiles to; ``size`` is a constant at every call, so the
#: branches fold. Printed once before a module that uses it (frontend/pipeline.py).
PIPELINE_PRELUDE = """// cp.async (sm_80+): CUDA's __pipeline_memcpy_async in PTX
static __device__ __forceinline__ void ws_pipeline_memcpy_async(void* dst, const void* src, unsigned size, unsigned long long zfill = 0) {
    unsigned sh = (unsigned)__cvta_generic_to_shared(dst);
    unsigned n = size - (unsigned)zfill;
    if (zfill == 0 && size == 16)
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(sh), "l"(src) : "memory");
    else if (size == 16)
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" :: "r"(sh), "l"(src), "r"(n) : "memory");
    else if (size == 8)
        asm volatile("cp.async.ca.shared.global [%0], [%1], 8, %2;" :: "r"(sh), "l"(src), "r"(n) : "memory");
    else
        asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" :: "r"(sh), "l"(src), "r"(n) : "memory");
}"""


#: CUDA's three pipeline primitives by their own names over :data:`PIPELINE_PRELUDE`, for
#: CUDA C compiled as written (not printed from the IR) where the header is not available
PIPELINE_PRIMITIVES = PIPELINE_PRELUDE + """
#define __pipeline_memcpy_async ws_pipeline_memcpy_async
#define __pipeline_commit() asm volatile("cp.async.commit_group;" ::: "memory")
#define __pipeline_wait_prior(n) asm volatile("cp.async.wait_group " #n ";" ::: "memory")"""

def print_module(module: Module, dialect: str, *, kernels=None, line_directives: bool = False) -> str:
    """The whole module as one compilable CUDA C or OpenCL C file: extension pragmas,
    struct definitions, module variables, then functions in module (dependency) order.
    ``kernels`` (names) restricts the output to those kernels and what they use;
    ``line_directives`` puts a ``#line`` before each statement so that a compiler's messages
    name the user's file and line. Printed into the other dialect, names that dialect
    reserves are renamed (:mod:`warpsmith.ir.printer_names`)."""
    _check_dialect(dialect)
    with fewer_collections():  # a whole module's text (ir/gc_thresholds.py)
        return _print_module(module, dialect, kernels, line_directives)


def _print_module(module: Module, dialect: str, kernels, line_directives: bool) -> str:
    # translating: names the target reserves (``local``, ``class``) get fresh ones; in
    # either dialect non-ASCII names are spelled in ASCII (NVRTC rejects them). The
    # renaming is empty (and the module unchanged) when no name needs it.
    from .printer_names import rename_reserved

    module, names = rename_reserved(module, dialect, non_ascii_only=module.dialect == dialect)
    if names and kernels is not None:
        kernels = [names.get(k, k) for k in kernels]
    if dialect == "opencl":  # OpenCL C 1.2 has no generic space (ir/spaces.py)
        from .spaces import specialize_generic

        module = specialize_generic(module)
    p = Printer(dialect, module, line_directives=line_directives)
    if kernels is None:
        fns, gls = list(module.functions), list(module.globals)
    else:
        fns, gls = dependencies(module, kernels)
    chunks: list[str] = []
    header: list[str] = []
    for s in module.structs:
        if dialect == "cuda" and s.name in CURAND_STATES:
            # cuRAND's state types come from the library's own header (ir/curand.py)
            if not header:
                header.append("#include <curand_kernel.h>")
            continue
        if dialect == "cuda" and (s.name in RUNTIME_STRUCTS or s.name in LOWP_RAW):
            continue  # nvcc's cuda_runtime.h and NVRTC's built-in header define it
        chunks.append(p.struct(s))
    for g in gls:
        text = p.global_var(g)
        if text:
            chunks.append(text)
    for f in fns:
        chunks.append(p.function(f))
    types = _module_types(module, fns)
    header.extend(p.header(types))
    text = "\n\n".join(([("\n".join(header))] if header else []) + chunks)
    return text + "\n"


for _b in B.BUILTINS.values():
    if _b.kind == "rounded":
        setattr(OpenCLPrinter, f"_call_{_b.name}", OpenCLPrinter._call_rounded)
    if _b.kind == "halfmem":
        setattr(CudaPrinter, f"_call_{_b.name}", CudaPrinter._call_halfmem)


def print_function(fn: Function, dialect: str, module: Module | None = None) -> str:
    """One function as CUDA C or OpenCL C (``module`` gives the context: file-scope shared
    arrays, the dialect it was read from)."""
    return Printer(dialect, module).function(fn)


def print_expr(e: Expr, dialect: str, module: Module | None = None) -> str:
    """One expression (for messages and reports)."""
    return Printer(dialect, module).expr(e)


def print_stmt(s: Stmt, dialect: str, module: Module | None = None) -> str:
    """One statement, possibly several lines."""
    return "\n".join(Printer(dialect, module).stmt(s, 0))


__all__ = [
    "print_module", "print_function", "print_expr", "print_stmt", "type_name", "declaration",
    "literal", "native_special_type", "opencl_dynamic_shared_params",
    "cuda_dynamic_shared_params", "opencl_constant_params", "Printer", "CudaPrinter",
    "OpenCLPrinter", "DYNAMIC_SHARED_NAME",
]
