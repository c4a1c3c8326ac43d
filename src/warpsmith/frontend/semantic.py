"""Semantic pass: syntax (from :mod:`.parser`) -> typed, dialect-neutral IR.

Scopes, types, C's implicit conversions, builtins, templates. Choices that make the IR
canonical (so that ``parse(print(ir)) == ir``):

* Implicit conversions are ``Cast(implicit=True)``: integer promotions and usual arithmetic
  conversions on every arithmetic ``Binary`` (not on shifts, whose operands are promoted
  separately, nor on ``&&``/``||``), assignment and argument conversions (also to builtin
  parameter types), broadcasting a scalar to a vector operand, ``return`` conversions.
  Constants are not folded through implicit casts (``float x = 1`` keeps ``Cast(F32,
  Const(1, I32), implicit=True)``).
* Arrays: ``Index`` applies to arrays directly (no decay); an array used as a pointer value
  (argument, pointer initializer, pointer arithmetic, explicit cast) decays through
  ``Cast(PointerType(elem, space), arr, implicit=True)``.
* Explicit casts are kept even when they do not change the type; C-style casts,
  ``static_cast``, ``reinterpret_cast`` of pointers and functional casts ``float(x)`` are all
  ``Cast(kind="convert", implicit=False)``; ``as_T``/``__int_as_float`` are
  ``kind="bitcast"``; ``convert_T_sat`` is ``kind="saturate"``. OpenCL ``(float4)(x)``
  with one scalar is an explicit Cast (a broadcast); with several parts a VectorLiteral.
* ``sizeof``/``alignof`` fold to ``Const(n, U64)``; ``constexpr`` variables, enum items,
  file-scope ``const`` scalars with constant initializers and integer/bool template
  parameters fold to ``Const`` of their declared type at each use.
* Local names are unique per function: a declaration whose name is already used in the
  function (or names a module variable) is renamed ``name_1``, ``name_2``, ...
* References ``T& r = lvalue;`` are aliases: each use of ``r`` is the lvalue expression.
* Reference parameters of device functions (``__device__ void f(float &a)``; kernels cannot
  have them) are lowered to pointers: the IR parameter is ``PointerType(T, GENERIC)`` (CUDA;
  PRIVATE in OpenCL/C++ dialects without a generic space), every use of ``a`` in the callee
  is ``Deref(Var(a))``, and each call site passes ``AddressOf(arg)`` (or ``p`` itself when the
  argument is ``*p``/a reference parameter, i.e. already ``Deref(p)``); the argument must be
  an lvalue of type T. ``const T&`` parameters stay by value (same meaning without aliasing).
  A function returning ``T&`` returns ``PointerType(T, GENERIC)``: each ``return e`` is
  ``Return(AddressOf(e))`` and each call is ``Deref(Call(...))``, an lvalue.
* The CUDA SDK ``SharedMemory<T>`` idiom (a struct whose conversion operator ``operator
  T*()`` returns a cast ``extern __shared__`` array): ``SharedMemory<T>()`` used as a value
  is the kernel's dynamic shared memory, an ``extern __shared__ T name[]`` array declared at
  the top of the kernel (decayed to ``T*`` in shared space).
* Pointer address spaces: CUDA kernel pointer parameters are GLOBAL; CUDA device-function
  pointer parameters are GENERIC (they may receive shared or global pointers); a CUDA local
  pointer takes the space of its initializer, else GLOBAL. OpenCL uses the written
  qualifier; an unqualified OpenCL pointer takes its initializer's space, else PRIVATE; an
  OpenCL kernel pointer parameter without a qualifier is an error.
* Comparisons and ``!`` have type int (a lane mask vector of the same width for vectors).
* Character literals are ``char`` in CUDA (C++) and ``int`` in OpenCL (C).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import field, replace

from ..ir.record import record
from ..ir.errors import SemanticError, SyntaxErrorAt, Unsupported, WarpsmithError
from .constexpr import StructValue, body_value
from .stdtuple import TUPLE_CALLS, tuple_call
from .thrust import THRUST_CALLS, thrust_call
from .proxy_assign import assign_to_temporary
from .struct_enum import is_nested_enum, nested_enum
from .constobj import (CHECK_FAILED, fold_object_call, initializer_ctx, local_object,
                       note_object, note_run_time_suspect, object_constant,
                       qualified_object)
from .declared import refuse_zero_divisor
from .goto import refuse_unlowered
from .libc import void_statement
from . import wmma
from .tailcall import loop_tail_calls
from .param_memo import VersionedDict, kept_param_types
from ..ir import nodes as N
from ..ir.builtins import BUILTINS, HALF_MEM, LOAD_HINTS, ROUNDED, STORE_HINTS, rounded_signature, signature
from ..ir.curand import DOUBLE_ARGS as CURAND_DOUBLE_ARGS
from ..ir.curand import FLOAT_ARGS as CURAND_FLOAT_ARGS
from ..ir.curand import FUNCTIONS as CURAND_FUNCTIONS
from ..ir.curand import generator_of
from ..ir.texture import FUNCTIONS as TEXTURE_FUNCTIONS
from ..ir.texture import IMAGE_FUNCTIONS, SURFACE_FUNCTIONS, TextureType
from ..ir.printer import is_pure
from ..ir.visit import NodeVisitor
from ..ir.types import (
    BOOL, F16, F32, F64, I8, I32, I64, U32, U64, VOID, AddressSpace, ArrayType,
    PointerType, ScalarType, StructType, Type, VectorType, VoidType, element_scalar,
    integer_promote, usual_arithmetic_conversion,
)
from . import dialects as D
from .cxx import CxxMixin
from .cxx_delegate import DelegateMixin, is_empty_tag, tag_at_run_time
from .cxx_refarray import field_array
from .cxx_convop import ConvOpMixin
from .cxx_dtor import refuse_destructed
from . import cxx_refmember as refmember
from . import c10_bits
from .cxx_static_only import refuse_object
from .cxx_lambda import LambdaMixin
from .callables import GUESSED_CALLABLE, CallablesMixin
from . import lowp
from . import ocl2
from .lexer import tokenize
from .templates import (
    deduce_params, expand_call_args, expand_param_pack, fold_expression, pack_elements,
    InstanceTable, specialization_for, struct_instances, takes, template_type, trait_value,
)
from .parser import (
    Chunk, Declarator, ParamSyn, Parser, ProgramSyntax, Spec, Syn, TemplateParam, TypeName,
)

SPACES = {"global": AddressSpace.GLOBAL, "shared": AddressSpace.SHARED,
          "constant": AddressSpace.CONSTANT, "private": AddressSpace.PRIVATE,
          "generic": AddressSpace.GENERIC}
CG_TYPE = StructType("__cooperative_groups_handle")
#: C library calls read as other IR (frontend/libc.py)
LIBC_LOWERED = frozenset(f"{p}{r}{s}" for p in ("l", "ll") for r in ("round", "rint")
                         for s in ("", "f")) | {"scalbn", "scalbnf", "scalbln", "scalblnf",
                                                "nearbyint", "nearbyintf"}
STR_TYPE = PointerType(I8, AddressSpace.CONSTANT, const=True)
_CAPS = re.compile(r"^[A-Z_][A-Z0-9_]*$")


def _loc(tok) -> N.SourceLoc:
    return tok.where if tok is not None else N.NOLOC


#: the name given to an anonymous struct/union member (``union { struct { float a, b; };
#: double d; }``): ``u.a`` reads ``u.ANON_MEMBER0.a``
ANON_MEMBER = "anon_member_"


def _nearest(spaces: set, here: tuple) -> int:
    """How deep the innermost of the namespaces ``spaces`` that encloses ``here`` is
    (0: the global namespace; -1: none encloses it)."""
    return max((len(ns) for ns in spaces if here[:len(ns)] == ns), default=-1)


def _in_namespace(cands: list, qual) -> list:
    """The candidates of a call qualified by namespaces (``vllm::vectorized::f(..)``)
    declared in that namespace (its path ends with the qualifier), when some are: names
    are read without their namespaces, so two ``f`` of different namespaces are both
    candidates, and the qualifier tells them apart as C++'s qualified lookup does."""
    q = tuple(x for x in (qual or ()) if x)
    if not q or len(cands) < 2:
        return cands
    inside = [c for c in cands if tuple(c.ns)[-len(q):] == q]
    return inside or cands


class BracedArg:
    """A braced list ``{a, b}`` read where an expression stands (a call argument): it has
    no type until :meth:`Semantic.conv` converts it to the parameter's type (C++'s
    copy-list-initialization); anything else that meets it refuses it, located."""

    def __init__(self, syn: Syn, ctx):
        self.syn, self.ctx = syn, ctx
        self.type = None
        self.loc = _loc(syn.tok)

    def __repr__(self) -> str:
        return f"BracedArg({len(self.syn.items)} items at {self.loc})"


def _member_path(t: StructType, name: str):
    """The fields from ``t`` to its member ``name``, through anonymous members."""
    for fname, ft in t.fields:
        if fname == name:
            return [(fname, ft)]
    for fname, ft in t.fields:
        if fname.startswith(ANON_MEMBER) and isinstance(ft, StructType):
            sub = _member_path(ft, name)
            if sub is not None:
                return [(fname, ft)] + sub
    return None


# ----------------------------------------------------------------------------- folding


def _member_constant_syntax(tn) -> Syn | None:
    """``A<args>::m`` written where a type or a value may stand (``alignas(..)``), as the
    value's syntax; None for any other type name."""
    b = tn.spec.base
    if not isinstance(b, Syn) or b.kind != "ttype" or not b.member or tn.decl.ptrs or \
            tn.decl.arrays or tn.decl.ref:
        return None
    return Syn("tmember", b.tok, name=b.name, targs=b.targs, member=list(b.member),
               mtargs=None)


def _binds_array(param) -> bool:
    """Whether a parameter takes an array argument without decay: ``T (&v)[N]`` or a plain
    non-const ``T& v`` (C++ deduces ``T`` as the array type there: vLLM's sampler passes
    its ``extern __shared__ int smemOutput[]`` to a ``SmemOutputType&``; binding the decayed
    pointer to it was an error). A ``const T&``, read by value, keeps the decayed pointer
    it always had."""
    decl = param.decl
    return bool(decl.ref) and (bool(decl.arrays) or not decl.ptrs and not decl.rref and
                               not param.spec.const)


def _plain_lvalue(e) -> bool:
    """A variable, or a dereferenced variable (a reference parameter): naming it twice
    reads nothing twice."""
    return isinstance(e, N.Var) or (isinstance(e, N.Deref) and isinstance(e.pointer, N.Var))


def _implicit_ctor(c) -> bool:
    """Whether chunk ``c`` is the constructor made for a class's default member
    initializers (constexpr in C++ when they are constants)."""
    cxx = getattr(c, "cxx", None)
    return bool(cxx and cxx[1] == "ctor" and cxx[0].implicit_ctor)


def _enum_fit(values: list[int]) -> ScalarType:
    """The underlying type of an enum without one written: int, unsigned int, long long or
    unsigned long long, the first that holds every value."""
    for t in (I32, U32, I64, U64):
        if all(wrap(v, t) == v for v in values):
            return t
    return U64


def wrap(value, t: Type):
    """``value`` converted to scalar type ``t`` as C does (wraparound, truncation)."""
    if not isinstance(t, ScalarType):
        return None
    if t.kind == "bool":
        return bool(value)
    if t.kind == "float":
        if t.fmt:
            # bfloat16/fp8: folded only where the value is exact in the format (448 for
            # numeric_limits<fp8_e4m3>::max()); a value that would round is not folded
            # (the simulator rounds, sim_lowp)
            return _exact_in_format(value, t.fmt)
        v = float(value)
        if t.bits in (16, 32):
            return D.round_float(v, t.bits)
        return v
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            return None
        value = int(value)
    v = int(value) & ((1 << t.bits) - 1)
    if t.signed and v >= 1 << (t.bits - 1):
        v -= 1 << t.bits
    return v


#: mantissa bits, smallest normal exponent, largest finite value of the narrow formats
_FORMATS = {"bf16": (7, -126, (2 - 2.0 ** -7) * 2.0 ** 127), "e4m3": (3, -6, 448.0),
            "e5m2": (2, -14, 57344.0)}


def _exact_in_format(value, fmt: str):
    """``value`` as a float when the format ``fmt`` holds it exactly, else None."""
    if fmt not in _FORMATS or isinstance(value, bool):
        return None
    v = float(value)
    mbits, emin, big = _FORMATS[fmt]
    if v == 0:
        return v
    if math.isnan(v) or math.isinf(v) or abs(v) > big:
        return None
    e = max(math.frexp(v)[1] - 1, emin)
    scaled = math.ldexp(v, mbits - e)
    return v if scaled == int(scaled) else None


def _pack_items(text: str) -> list[str]:
    """The comma-separated items of a template parameter pack's value as given on the
    command line (``float, Pair<int, 2>`` is two), outside brackets; none for ``""``."""
    items, depth, cur = [], 0, ""
    for ch in text:
        depth += {"<": 1, "(": 1, "[": 1, ">": -1, ")": -1, "]": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            items.append(cur)
            cur = ""
        else:
            cur += ch
    items.append(cur)
    return [] if not text.strip() else [x.strip() for x in items]


def fold(e: N.Expr, consts: dict | None = None, call=None):
    """The constant value of ``e`` (Python int/float/bool), or None. ``call``: the value
    of a call (``Semantic.const_call``, for constant expressions), or None."""
    if isinstance(e, N.Call):
        return call(e, consts) if call is not None else None
    if isinstance(e, N.Const):
        return None if isinstance(e.value, str) else e.value
    if isinstance(e, N.Var):
        return consts.get(e.name) if consts else None
    if isinstance(e, N.Cast):
        if e.kind != "convert" or not isinstance(e.type, ScalarType):
            return None
        v = fold(e.operand, consts, call)
        return None if v is None else wrap(v, e.type)
    if isinstance(e, N.Unary):
        v = fold(e.operand, consts, call)
        if v is None:
            return None
        if e.op == "-":
            return wrap(-v, e.type)
        if e.op == "+":
            return v
        if e.op == "~":
            return wrap(~int(v), e.type)
        if e.op == "!":
            return int(not v)
    if isinstance(e, N.Binary):
        a = fold(e.lhs, consts, call)
        if a is None:
            return None
        if e.op == "&&":
            if not a:
                return 0
            b = fold(e.rhs, consts, call)
            return None if b is None else int(bool(b))
        if e.op == "||":
            if a:
                return 1
            b = fold(e.rhs, consts, call)
            return None if b is None else int(bool(b))
        b = fold(e.rhs, consts, call)
        if b is None:
            return None
        op = e.op
        try:
            if op in ("==", "!=", "<", "<=", ">", ">="):
                return int({"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b,
                            ">=": a >= b}[op])
            is_f = isinstance(e.type, ScalarType) and e.type.is_float
            if op == "+":
                r = a + b
            elif op == "-":
                r = a - b
            elif op == "*":
                r = a * b
            elif op == "/":
                if is_f:
                    r = a / b if b != 0 else (math.copysign(math.inf, a) if a else math.nan)
                else:
                    if b == 0:
                        return None
                    q = abs(int(a)) // abs(int(b))
                    r = q if (a >= 0) == (b >= 0) else -q
            elif op == "%":
                if b == 0 or is_f:
                    return None
                q = abs(int(a)) // abs(int(b))
                q = q if (a >= 0) == (b >= 0) else -q
                r = a - b * q
            elif op == "<<":
                if b < 0 or b >= 64:
                    return None
                r = int(a) << int(b)
            elif op == ">>":
                if b < 0 or b >= 64:
                    return None
                r = int(a) >> int(b)
            elif op == "&":
                r = int(a) & int(b)
            elif op == "|":
                r = int(a) | int(b)
            elif op == "^":
                r = int(a) ^ int(b)
            else:
                return None
        except (OverflowError, ZeroDivisionError, TypeError):
            return None
        return wrap(r, e.type)
    if isinstance(e, N.Conditional):
        c = fold(e.cond, consts, call)
        if c is None:
            return None
        return fold(e.then if c else e.other, consts, call)
    if isinstance(e, N.Deref) and isinstance(e.pointer, N.AddressOf):
        return fold(e.pointer.operand, consts, call)  # `*&self`: a method's own object
    if isinstance(e, N.Field):
        s = fold(e.base, consts, call)  # `get_cfg(D, n).nbatch` (constexpr.StructValue)
        return s.field(e.name) if isinstance(s, StructValue) else None
    return None


def _pack_param_types(p: ParamSyn, types: tuple) -> list:
    """The parameter types a function parameter pack ``T*... xs`` stands for, given its
    type pack's types (``expand_param_pack`` makes the same parameters)."""
    out = []
    for t in types:
        for _ in p.decl.ptrs:
            t = PointerType(t, AddressSpace.GENERIC)
        out.append(t)
    return out


def _refuse_repeated_params(params) -> None:
    """A parameter name given twice in one function's list (C99 6.7p3, C++
    [dcl.fct.def.general]: a redefinition): the located error at the second."""
    seen = set()
    for p in params:
        name = p.decl.name
        if name and name in seen:
            raise SemanticError(f"redefinition of parameter '{name}'", _loc(p.decl.tok))
        seen.add(name)


# ------------------------------------------------------------------------ bindings


@record
class FuncRef:
    """The value of a function-pointer template parameter: the function it names (a
    compile-time constant, so its calls are direct calls)."""

    name: str
    # an instance of a function template (``wb<T, 4>`` as a value): its whole binding,
    # ((parameter, value), ...), and the template chunk's index among ``name``'s overloads
    bind: tuple = ()
    which: int = -1

    def __str__(self) -> str:
        if not self.bind:
            return self.name
        return "_".join([self.name] + [_fmt_targ(v) for _, v in self.bind])


@record(frozen=False)
class VarInfo:
    name: str  # unique IR name
    type: Type
    space: AddressSpace
    kind: str = "var"  # var | global | alias | const | type
    expr: object = None  # alias: the lvalue Expr; const: the Const; type: the Type


@record(frozen=False)
class FuncCtx:
    name: str = ""
    kernel: bool = False
    return_type: Type = VOID
    tbind: dict = field(default_factory=dict)  # template param -> int/bool/Type
    tparam_types: dict = field(default_factory=dict)  # int template param -> its Type
    tparam_enums: dict = field(default_factory=dict)  # such a param -> its enum's name
    array_refs: dict = field(default_factory=dict)  # `T (&v)[N]` parameter -> T[N]
    scopes: list = field(default_factory=lambda: [{}])
    used: set = field(default_factory=set)
    declared: set = field(default_factory=set)
    consts: dict = field(default_factory=dict)  # unique var name -> known constant value
    #: unique names of the locals declared ``const`` whose type is a class: a method call on
    #: one takes the const overload (C++ [over.match.funcs]: the object is const)
    const_objects: set = field(default_factory=set)
    callees: list = field(default_factory=list)
    device: bool = True
    host: bool = False  # host code, read only for the types of a launch's arguments
    ref_return: bool = False  # the function returns T& (lowered to T*)
    smem: dict = field(default_factory=dict)  # SharedMemory<T>: T -> extern shared array
    prelude: list = field(default_factory=list)  # Decls put at the top of the body
    # the variables the source declares (parameters, block-scope declarations), by id
    # (kept alive here), and the function body's own scope: a second declaration of a name
    # in the same scope is refused (:meth:`Semantic.refuse_redefinition`)
    declared_vars: dict = field(default_factory=dict)
    body_scope: dict | None = None


class Semantic(CxxMixin, ConvOpMixin, LambdaMixin, CallablesMixin, DelegateMixin,
               NodeVisitor):
    """Analyzes the device code of one program (a :class:`ProgramSyntax`).

    Syntax expressions dispatch to ``ex_<kind>`` through :meth:`NodeVisitor.handler`'s
    cache (the same dispatch as the IR passes')."""

    def __init__(self, prog: ProgramSyntax, dialect: str, file: str = "<input>",
                 opencl_version: int = 120):
        self.prog = prog
        self.dialect = dialect
        #: OpenCL C version (``__OPENCL_C_VERSION__``): 1.2 unless the reader defines 200+
        self.opencl_version = opencl_version
        self.file = file
        self.builtins = D.builtin_table(dialect)
        self.types: dict[str, Type] = VersionedDict()  # (changes counted: param_memo)
        self.type_errors: dict[str, WarpsmithError] = {}
        self.structs: dict[str, StructType] = {}
        self.struct_order: dict[str, int] = {}
        self._vs_stack: list[dict] = [{}]  # per function being read: variable -> space
        self.classes: dict[str, Chunk] = {}
        self.consts: dict[str, N.Const] = VersionedDict()
        self.const_errors: dict[str, WarpsmithError] = {}
        self.globals: dict[str, N.GlobalVar] = {}
        self.global_errors: dict[str, WarpsmithError] = {}
        self.used_globals: set[str] = set()
        self.funcs: dict[str, list[Chunk]] = {}
        self.instances: dict[tuple, str] = {}  # (id(chunk), binding key) -> unique name
        self.functions: dict[str, N.Function | None] = {}
        self.fn_callees: dict[str, list[str]] = {}
        self.fn_ref_params: dict[str, tuple] = {}  # unique name -> (is reference param, ...)
        self.fn_rref_params: dict[str, set] = {}  # unique name -> positions of `T&&` params
        self.fn_ref_return: set[str] = set()
        self.anon = 0
        self._conv_ctx = None
        self.cg_values: dict = {}  # id of a group's value -> (the value, its group type)
        self.class_templates: dict[str, list[Chunk]] = {}  # template struct name -> chunks
        self.class_insts = InstanceTable()  # (name, argument values) -> members (templates.py)
        self.fspecs: dict[str, list[Chunk]] = {}  # ``template <> f<16>(..)`` chunks
        self.alias_templates: dict[str, Chunk] = {}  # ``template <..> using A = ..;``
        self.var_templates: dict[str, Chunk] = {}  # ``template <..> constexpr T v = ..;``
        #: the namespace of the declaration being read, and the namespaces that declare
        #: each type name (typedef, alias, enum) and each class: names are read without
        #: their namespaces, so a name two namespaces declare is told apart by
        #: :meth:`class_hides_type`
        self.ns_now: tuple = ()
        self.type_ns: dict[str, set] = {}
        self.class_ns: dict[str, set] = {}
        self._load()

    # ------------------------------------------------------------------ program scope
    def parser(self, toks) -> Parser:
        return self.prog.parser(toks)

    def _load(self) -> None:
        self.prototypes = {c.name: c for c in self.prog.chunks
                           if c.kind == "prototype" and c.name}
        self.cxx_load()
        for c in self.prog.chunks:
            if c.kind == "function":
                if self.dialect == D.CUDA and c.name in self.builtins:
                    from .aten import overloads_builtin_for_half
                    if overloads_builtin_for_half(c):
                        continue  # at::Half is __half here: the builtin itself
                self.funcs.setdefault(c.name, []).append(c)
            elif c.kind == "fspec":
                self.fspecs.setdefault(c.name, []).append(c)
            elif c.kind == "vartemplate":
                self.var_templates[c.name] = c
            elif c.kind == "aliastemplate":
                self.alias_templates[c.name] = c
            elif c.kind == "class":
                if c.name:
                    self.class_ns.setdefault(c.name, set()).add(tuple(c.ns))
                if c.name and c.template is not None:
                    self.class_templates.setdefault(c.name, []).append(c)
                if c.name and (c.template is None or c.name not in self.classes):
                    self.classes[c.name] = c
            elif c.kind in ("typedef", "aggregate"):
                self._load_types(c)
            elif c.kind == "const":
                self._load_const(c)
            elif c.kind == "var":
                self._load_var(c)
        self.cxx_load_outside()

    def _global_ctx(self) -> FuncCtx:
        return FuncCtx(device=False)

    @contextmanager
    def in_namespace(self, ns) -> Iterator[None]:
        """Read a declaration of namespace ``ns`` (the names it uses are looked up from
        there: :meth:`class_hides_type`)."""
        saved, self.ns_now = self.ns_now, tuple(ns)
        try:
            yield
        finally:
            self.ns_now = saved

    def note_type(self, name: str, t: Type) -> None:
        """Declare the type name ``name`` (typedef, alias, enum) in the current
        namespace."""
        self.types[name] = t
        self.type_ns.setdefault(name, set()).add(self.ns_now)

    def class_hides_type(self, name: str) -> bool:
        """Whether the use of ``name`` means the class of that name rather than the
        typedef or enum of that name another namespace declares (vLLM's class
        ``vllm::ScalarType`` and PyTorch's enum ``c10::ScalarType``): C++'s unqualified
        lookup finds the declaration of the innermost namespace enclosing the use, so the
        class wins when its namespace encloses the use more closely than the type's. A
        use from a namespace that encloses neither keeps the type (the former reading)."""
        if name not in self.classes or name not in self.class_ns:
            return False
        if getattr(self.classes[name], "template", None):
            # a class template's bare name is no type outside its own class: the type of
            # that name is an alias (`using Sync = Sync<N>;` in flash-attn's Reducer)
            return False
        return _nearest(self.class_ns[name], self.ns_now) > \
            _nearest(self.type_ns.get(name, {()}), self.ns_now)

    def _load_types(self, c: Chunk) -> None:
        with self.in_namespace(c.ns):
            self._load_types_in(c)

    def _load_types_in(self, c: Chunk) -> None:
        self._read_bases_first(c.toks)
        p = self.parser(c.toks)
        try:
            if c.toks[0].text == "using":
                d = p.using_decl()
            else:
                d = p.declaration()
            ctx = self._global_ctx()
            base = self.spec_type(d.spec, ctx, typedef_names=[
                it[0].name for it in d.items if it[0].name])
            if "typedef" in d.spec.storage:
                for decl, _ in d.items:
                    if decl.name:
                        self.note_type(decl.name, self.apply_declarator(base, d.spec, decl,
                                                                        ctx))
            elif d.items:
                self._load_var(c)
        except WarpsmithError as e:
            if c.name:
                self.type_errors.setdefault(c.name, e)

    def _read_bases_first(self, toks: list) -> None:
        """``struct D : B { index_t x; }`` where the class ``B`` declares ``using index_t =
        ..;`` (causal-conv1d's ConvParamsBwd): the base classes are read before the struct
        is parsed, so that their member types (known at file scope once a class is read,
        docs/cxx-classes.md) are type names in its body."""
        open_ = next((k for k, t in enumerate(toks) if t.text == "{"), -1)
        colon = next((k for k in range(max(open_, 0)) if toks[k].text == ":" and
                      toks[k].kind == "punct"), None)
        if colon is None or toks[0].text not in ("struct", "class", "typedef"):
            return
        for t in toks[colon + 1:open_]:
            if t.kind == "id" and t.text in self.classes:
                self.cxx_get(t.text)

    def _load_const(self, c: Chunk) -> None:
        with self.in_namespace(c.ns):
            self._load_const_in(c)

    def _load_const_in(self, c: Chunk) -> None:
        p = self.parser(c.toks)
        names = []
        try:
            d = p.declaration()
            names = [it[0].name for it in d.items]
            ctx = self._global_ctx()
            base = self.spec_type(d.spec, ctx)
            for decl, init in d.items:
                if decl.params is not None or init is None:
                    continue
                t = self.apply_declarator(base, d.spec, decl, ctx) if base is not None else None
                if t is None:  # `constexpr auto k = S(..);` (a constructor needs a caller)
                    t = self.decay(self.ex(init, initializer_ctx(ctx, decl.name))).type
                obj = object_constant(self, decl.name, init, t, ctx, _loc(decl.tok)) \
                    if isinstance(t, StructType) else None
                if obj is not None:  # `constexpr auto kU8 = ScalarType::uint(8);`
                    self.consts[decl.name] = obj
                    note_object(self, decl.name, obj)
                    continue
                if not isinstance(t, ScalarType):
                    self.const_errors[decl.name] = Unsupported(
                        f"constant object of type '{t}' used at compile time (a method "
                        "call on it in a template argument or constant expression is not "
                        "evaluated)" if isinstance(t, StructType) else
                        "host constant array used in device code", _loc(decl.tok))
                    continue
                v = self.const_value(init, ctx, t)
                self.consts[decl.name] = N.Const(wrap(v, t), t, loc=_loc(decl.tok))
        except WarpsmithError as e:
            for n in names:
                self.const_errors.setdefault(n, e)
            if not names and c.toks:
                pass

    def _load_var(self, c: Chunk) -> None:
        with self.in_namespace(c.ns):
            self._load_var_in(c)

    def _load_var_in(self, c: Chunk) -> None:
        p = self.parser(c.toks)
        names = []
        try:
            d = p.declaration()
            names = [it[0].name for it in d.items if it[0].name]
            ctx = self._global_ctx()
            if self.fnptr_spec(d.spec) or any(it[0].fnptr for it in d.items):
                for decl, init in d.items:  # function pointers: bindings, read when used
                    self.fn_global_declare(decl, init)
                return
            base = self.spec_type(d.spec, ctx)
            for decl, init in d.items:
                if decl.params is not None:
                    continue
                t = self.apply_declarator(base, d.spec, decl, ctx)
                sp = d.spec.space
                if isinstance(t, TextureType) and t.kind == "reference":
                    # a legacy texture reference: a module variable holding its handle,
                    # bound by name at launch (docs/textures.md)
                    self.globals[decl.name] = N.GlobalVar(
                        decl.name, t, AddressSpace.CONSTANT, None, const=True,
                        loc=_loc(decl.tok))
                    continue
                if isinstance(t, TextureType) and t.kind == "sampler" and init is not None:
                    # a program-scope constant sampler: its CLK_* bits (ir/texture.py)
                    self.consts[decl.name] = N.Const(self.const_value(init, ctx, U32), t,
                                                     loc=_loc(decl.tok))
                    continue
                if "constexpr" in d.spec.storage or (sp is None and d.spec.const and
                                                     isinstance(t, ScalarType)):
                    if init is not None and isinstance(t, ScalarType):
                        self.consts[decl.name] = N.Const(
                            wrap(self.const_value(init, ctx, t), t), t, loc=_loc(decl.tok))
                        continue
                space = {"constant": AddressSpace.CONSTANT, "shared": AddressSpace.SHARED,
                         "global": AddressSpace.GLOBAL, "device": AddressSpace.GLOBAL,
                         None: AddressSpace.CONSTANT if self.dialect == D.OPENCL
                         else AddressSpace.GLOBAL,
                         "private": AddressSpace.PRIVATE,
                         "generic": AddressSpace.GLOBAL}[sp]
                iv = None
                if init is not None:
                    iv = self.initializer(init, t, ctx)
                    if isinstance(t, ArrayType) and t.count is None and \
                            isinstance(iv, N.InitList):
                        t = ArrayType(t.elem, len(iv.items))
                        iv = replace(iv, type=t)
                self.globals[decl.name] = N.GlobalVar(
                    decl.name, t, space, iv, const=d.spec.const,
                    extern="extern" in d.spec.storage, loc=_loc(decl.tok))
        except WarpsmithError as e:
            for n in names:
                self.global_errors.setdefault(n, e)

    def const_value(self, syn: Syn, ctx: FuncCtx, t: Type | None = None):
        e = self.ex(syn, ctx)
        v = fold(e, ctx.consts, self.const_call)
        if v is None:
            refuse_zero_divisor(e, ctx.consts, self.const_call, _loc(syn.tok))
        if v is None or isinstance(v, StructValue):
            raise SemanticError("expression is not a compile-time constant", _loc(syn.tok))
        return v

    def const_call(self, e: N.Call, consts: dict | None, depth: int = 0):
        """The value of a call in a constant expression (``constexpr int w =
        warp_size();``, ``ceildiv(a, b)``): a function of the module whose body is one
        ``return expr;`` (a constexpr function after preprocessing), evaluated with its
        arguments' constant values bound to its parameters; None otherwise. (A call of a
        function that is not ``constexpr`` in a constant expression is ill-formed C++, so
        only constexpr functions reach here in a program nvcc compiles.)"""
        fn = self.functions.get(e.name)
        if fn is None and e.name in ("min", "max") and len(e.args) == 2 and \
                e.name in BUILTINS and isinstance(e.type, ScalarType):
            # `std::min(a, b)` of constants (causal-conv1d's constexpr_min)
            vals = [fold(a, consts, self.const_call) for a in e.args]
            if any(v is None or (isinstance(v, float) and math.isnan(v)) for v in vals):
                return None
            return wrap(min(vals) if e.name == "min" else max(vals), e.type)
        if fn is None or depth > 32 or len(fn.params) != len(e.args):
            return None

        def inner(c, cs):
            return self.const_call(c, cs, depth + 1)

        bound = {}
        for p, a in zip(fn.params, e.args):
            v = fold(a, consts, inner)
            if isinstance(v, StructValue) and isinstance(p.type, StructType):
                bound[p.name] = v
                continue
            if v is None or not isinstance(p.type, ScalarType):
                return None
            bound[p.name] = wrap(v, p.type)
        # a value found once is the value of every later call with these arguments (ggml's
        # `get_config(type, J, fb)`, hundreds of `if`s, is asked once per kernel constant)
        memo = self.__dict__.setdefault("_const_call_memo", {})
        key = (fn.name, id(fn), tuple((k, type(x), x) for k, x in bound.items()))
        try:
            held, v = memo.get(key, (None, None))
        except TypeError:  # a value that is no key: evaluated every time
            key, held, v = None, None, None
        if held is not fn:  # (the function object is kept: its id names no other)
            v = body_value(fn.body.stmts, bound, inner,
                           fn.name in self.__dict__.get("constexpr_fns", ()))
            if v is not None and key is not None:
                memo[key] = (fn, v)
        if isinstance(v, StructValue) and isinstance(fn.return_type, StructType):
            return v  # `get_cfg(D, n)`, read through `.field` (fold)
        if v is None or not isinstance(fn.return_type, ScalarType):
            return None
        return wrap(v, fn.return_type)

    def const_int(self, syn: Syn, ctx: FuncCtx) -> int:
        try:
            e = self.ex(syn, ctx)
        except SemanticError as err:
            if err.hint is None and "undeclared identifier" in err.message:
                name = err.message.split("'")[1]
                err.hint = f"define it with -D {name}=VALUE"
            raise
        v = fold(e, ctx.consts, self.const_call)  # constexpr calls too (launch bounds)
        if v is None or isinstance(v, (float, StructValue)):
            raise SemanticError("expected an integer constant expression", _loc(syn.tok),
                                hint=self._macro_hint(syn))
        return int(v)

    def _macro_hint(self, syn: Syn) -> str | None:
        if syn is not None and syn.kind == "id":
            return f"define it with -D {syn.name}=VALUE"
        return None

    # ------------------------------------------------------------------ types
    def spec_type(self, spec: Spec, ctx: FuncCtx, typedef_names=()) -> Type | None:
        """The base type of declaration specifiers (None for ``auto``)."""
        b = spec.base
        if spec.words:
            t = D.combine_scalar_words(spec.words)
            if t is None:
                raise SemanticError("invalid type", _loc(spec.tok))
            if isinstance(b, str) and b in ("double",):
                return F64
            return t
        if b is None:
            raise SemanticError("missing type", _loc(spec.tok))
        if isinstance(b, Syn):
            if b.kind == "ttype":
                return template_type(self, b, ctx)
            if b.kind == "tmemtype":
                from .templates import member_type
                return member_type(self, b, ctx)
            if b.kind == "decltype":
                return self.decltype_type(b.e, ctx)
            if b.kind == "enum":
                under = self._enum(b, ctx)
                if b.name:
                    if under is not None:
                        self.note_type(b.name, under)
                    self.__dict__.setdefault("enum_names", set()).add(b.name)
                    if getattr(b, "scoped", False):
                        self.__dict__.setdefault("scoped_enums", set()).add(b.name)
                    for item in getattr(b, "items", ()):
                        self.__dict__.setdefault("enum_items", {})[item[0]] = b.name
                    return self.types.get(b.name, I32)
                return under or I32
            return self.struct_type(b, ctx, typedef_names, "typedef" in spec.storage)
        if b == "auto":
            return None
        if b == "texture" and self.dialect == D.CUDA and spec.attrs and \
                spec.attrs[0][0] == "texture":
            from .texture import reference_type
            return reference_type(self, spec.attrs[0][1], ctx, _loc(spec.tok))
        if b in D.CG_TYPES and self.dialect == D.CUDA:
            from .coop import handle_type
            return handle_type(self, b, getattr(spec, "cg_targs", None), ctx,
                               spec.base_tok or spec.tok)
        t = self.named_type(b, spec.base_tok or spec.tok, ctx)
        if isinstance(t, TextureType) and spec.storage & {"write_only", "read_write"}:
            from .texture import with_access
            t = with_access(t, spec, _loc(spec.tok))
        return t

    def decltype_type(self, e: Syn, ctx: FuncCtx) -> Type:
        """``decltype(e)``: the declared type of a data member named through its class
        (``decltype(T::x)``, ggml's ``decltype(T_C_VKQ::x)``: ``half2[ne]``), else the type
        of the expression as read (not evaluated: only its type is kept)."""
        declaring = ctx.__dict__.get("declaring")
        if e.kind == "id" and not e.qual and declaring and e.name == declaring[0]:
            # `T* p = reinterpret_cast<decltype(p)>(q);`: the variable's declared type
            _, base, spec, d, dflt = declaring
            return self.apply_declarator(base, spec, d, ctx, default_space=dflt)
        if e.kind == "id" and e.qual and not e.targs:
            qt = self._qualifier_type(e.qual[-1], ctx)
            if isinstance(qt, StructType):
                ft = dict(qt.fields).get(e.name)
                if ft is not None:
                    return ft
        depth = self.__dict__.get("unevaluated", 0)
        self.unevaluated = depth + 1  # (cxx_construct: no object is built)
        try:
            return self.ex(e, ctx).type
        finally:
            self.unevaluated = depth

    def _value_of_type(self, it: Syn, t: Type, ctx: FuncCtx) -> bool:
        """Whether the initializer ``it`` is a value of class type ``t`` written as
        ``T(..)``, ``T{..}`` or a call returning a ``T``: an element it initializes is
        copied from it (C++ [dcl.init.aggr]: no brace elision for an expression that
        converts to the element's type)."""
        if it.kind in ("compound", "cast") and (it.kind == "compound" or
                                                getattr(it, "style", None) == "func"):
            try:
                return self.type_name(it.type, ctx) == t
            except WarpsmithError:
                return False
        if it.kind != "call" or not isinstance(t, StructType):
            return False
        try:
            return self.ex(it, ctx).type == t  # (read again as the element's initializer)
        except WarpsmithError:
            return False

    def named_type(self, name: str, tok, ctx: FuncCtx) -> Type:
        for scope in reversed(ctx.scopes):
            v = scope.get(name)
            if v is not None and v.kind == "type":
                return v.expr
        if name in ctx.tbind and isinstance(ctx.tbind[name], Type):
            return ctx.tbind[name]
        if name in D.SCALAR_NAMES:
            return D.SCALAR_NAMES[name]
        if name in self.types and not self.class_hides_type(name):
            # the file's own typedef wins over a vector name CUDA lacks (llama.cpp:
            # typedef union {..} half4;)
            return self.types[name]
        if name in D.VECTOR_NAMES and name in self.classes and self.dialect == D.CUDA:
            st = self.cxx_struct(name, tok)  # and its own class (exllamav3: half4 {..})
            if st is not None:
                return st
        if name in D.VECTOR_NAMES and (self.dialect != D.CUDA or name in D.CUDA_VECTOR_NAMES):
            return D.VECTOR_NAMES[name]
        if name in self.structs:
            return self.structs[name]
        if name == GUESSED_CALLABLE:
            return self.guessed_callable()
        if name in D.TEXTURE_TYPES and self.dialect == D.CUDA:
            return D.TEXTURE_TYPES[name]
        if name in D.IMAGE_TYPES and self.dialect == D.OPENCL:
            return D.IMAGE_TYPES[name]
        if name in D.UNSUPPORTED_TYPES:
            raise Unsupported(D.UNSUPPORTED_TYPES[name], _loc(tok))
        if name in D.CG_TYPES and self.dialect == D.CUDA:
            return CG_TYPE
        st = self.cxx_struct(name, tok)  # a class with methods (frontend/cxx.py)
        if st is not None:
            return st
        if name in self.class_templates and ctx is not None:
            from .templates import defaults_instance
            st = defaults_instance(self, name, tok, ctx)  # `Cam c(p);`: Cam<>
            if st is not None:
                return st
        if name in self.classes:
            raise Unsupported("classes with methods", _loc(tok))
        if name in self.type_errors:
            raise self.type_errors[name]
        if name == "uint3":
            return VectorType(U32, 3)
        if name in self.prog.fnptr_types:
            raise Unsupported(f"function-pointer type '{name}' here (read as a parameter, a "
                              "local, a table or a __device__ variable holding functions known "
                              "when reading: docs/callables.md)", _loc(tok))
        raise SemanticError(f"unknown type '{name}'", _loc(tok))

    def _enum(self, syn: Syn, ctx: FuncCtx) -> ScalarType | None:
        """Declare an enum's constants; return its underlying type (None for a reference
        ``enum E x;`` to an enum declared before). The type is the one written after ``:``,
        else the smallest of int, unsigned int, long long, unsigned long long holding every
        value (C++'s rule as GCC and Clang apply it, also to C). A constant has the
        underlying type after integer promotion (an ``unsigned char`` enum's constants are
        ``int`` in expressions, as C++ promotes them)."""
        items = getattr(syn, "items", None)
        try:
            return self._enum_items(syn, items, ctx)
        except WarpsmithError as err:
            for name, _, _ in items or ():  # a later use of any of them names this error
                self.consts.pop(name, None)
                self.const_errors[name] = err
            raise

    def _enum_items(self, syn: Syn, items, ctx: FuncCtx) -> ScalarType | None:
        under = None
        if getattr(syn, "underlying", None) is not None:
            under = self.spec_type(syn.underlying, ctx)
            if not (isinstance(under, ScalarType) and under.kind in ("int", "bool")):
                raise SemanticError(f"enum '{syn.name or '(anonymous)'}': underlying type "
                                    f"{under} is not an integer type", _loc(syn.tok))
        if items is None:
            return under
        val, values = -1, []
        for name, tok, vs in items:
            val = self.const_int(vs, ctx) if vs is not None else val + 1
            values.append(val)
            self._enum_constant(name, tok, val, under or _enum_fit([val]), ctx)
        if under is None:
            under = _enum_fit(values)
        elif any(wrap(v, under) != v for v in values):
            bad = next(i for i, v in zip(items, values) if wrap(v, under) != v)
            raise SemanticError(f"enumerator '{bad[0]}' value is out of range of the enum's "
                                f"underlying type {under}", _loc(bad[1]))
        for (name, tok, _), v in zip(items, values):
            self._enum_constant(name, tok, v, under, ctx)
            if syn.name and name in self.consts:  # `E::name` also (a file-scope object
                self.consts[f"{syn.name}::{name}"] = self.consts[name]  # may be `name`)
        return under

    def _enum_constant(self, name: str, tok, value: int, under: ScalarType,
                       ctx: FuncCtx) -> None:
        t = integer_promote(under)
        c = N.Const(wrap(value, t), t, loc=_loc(tok))
        if ctx.device and len(ctx.scopes) > 1:
            ctx.scopes[-1][name] = VarInfo(name, t, AddressSpace.PRIVATE, "const", c)
        else:
            self.consts[name] = c

    def enum_of_type(self, tn) -> str | None:
        """The enum a non-type template parameter's declared type names (``ROpType Op``),
        or None (enums are ``int`` in the IR; overload resolution still tells them apart)."""
        b = getattr(getattr(tn, "spec", None), "base", None)
        if isinstance(b, str) and not getattr(tn.decl, "ptrs", None) and \
                b in self.__dict__.get("enum_names", ()):
            return b
        return None

    def enum_of_arg(self, a, ctx: FuncCtx) -> str | None:
        """The enum type of a template argument's expression: its enum's name, "int" for
        a plain integer (a literal, an integer template parameter or constant), None when
        not known (not used to reject a candidate)."""
        if not isinstance(a, Syn):
            return None
        if a.kind == "num":
            return "int"
        if a.kind != "id":
            return None
        items = self.__dict__.get("enum_items", {})
        if a.qual and a.qual[-1] in self.__dict__.get("enum_names", ()):
            return a.qual[-1]
        if not a.qual and a.name in ctx.tparam_types:
            return ctx.tparam_enums.get(a.name) or "int"
        if not a.qual and a.name in items:
            return items[a.name]
        return None

    def base_fields(self, bases: list, ctx: FuncCtx) -> list:
        """The data members of non-virtual base classes, in order: a derived struct holds
        them first (C++'s layout for non-virtual single and multiple inheritance of
        standard-layout bases), so ``d.base_member`` is an ordinary field."""
        out: list = []
        for tok, spec in bases:
            bt = self.spec_type(spec, ctx)
            if not isinstance(bt, StructType) or bt.union:
                raise Unsupported(f"base class of type {bt}", _loc(tok))
            out.extend(bt.fields)
        return out

    def struct_type(self, syn: Syn, ctx: FuncCtx, typedef_names=(),
                    typedef: bool = False) -> StructType:
        if syn.body is None:
            if syn.name in self.structs:
                return self.structs[syn.name]
            st = self.cxx_struct(syn.name, syn.tok)
            if st is not None:
                return st
            if syn.name in self.classes:
                raise Unsupported("classes with methods", _loc(syn.tok))
            if syn.name in self.type_errors:
                raise self.type_errors[syn.name]
            raise SemanticError(f"incomplete type 'struct {syn.name}'", _loc(syn.tok))
        if getattr(syn, "methods", False):
            raise Unsupported("classes with methods", _loc(syn.tok))
        name = syn.name or (typedef_names[0] if typedef_names else None)
        if name is None:
            self.anon += 1
            name = f"anon_struct_{self.anon}"
        fields = self.base_fields(getattr(syn, "bases", None) or [], ctx)
        if getattr(syn, "bases", None):  # a base's methods are called on it (cxx_methods)
            self.cxx_plain_bases[name] = [self.spec_type(spec, ctx).name
                                          for _, spec in syn.bases]
        bitfields = any(bits is not None for _, _, bits, _ in syn.body)
        if bitfields and syn.kind == "union":
            raise Unsupported("bit-field in a union", _loc(syn.tok))
        field_align: list = []  # (member, alignment) of members aligned beyond their type
        for d, fspec, bits, init in syn.body:
            if bits is not None:  # lowered to storage units (frontend/bitfields.py)
                bt = self.spec_type(fspec, ctx)
                if d is not None:
                    bt = self.apply_declarator(bt, fspec, d, ctx)
                width = self.const_value(bits, ctx)
                fields.append((d.name if d is not None else None, bt, int(width),
                               _loc(d.tok if d is not None else fspec.tok)))
                continue
            if d is None and is_nested_enum(fspec):
                nested_enum(self, name, fspec, ctx)  # `enum Kind {..};` (struct_enum.py)
                continue
            if d is None:
                # an anonymous struct/union member (C11): a field of its own, named
                # ANON_MEMBER + k; its fields are reached through it (member access)
                base = self.spec_type(fspec, ctx)
                if not isinstance(base, StructType):
                    raise Unsupported("anonymous member", _loc(fspec.tok))
                fields.append((f"{ANON_MEMBER}{len(fields)}", base))
                continue
            base = self.spec_type(fspec, ctx)
            if base is None:
                raise SemanticError("'auto' member", _loc(d.tok))
            ft = self.apply_declarator(base, fspec, d, ctx)
            if "static" in fspec.storage or "constexpr" in fspec.storage:
                # ``static constexpr int kBlock = 128;``: not a field; ``S::kBlock`` is
                # a named constant
                if init is not None and isinstance(ft, ScalarType) and syn.name:
                    self.consts[f"{syn.name}::{d.name}"] = N.Const(
                        wrap(self.const_value(init, ctx, ft), ft), ft, loc=_loc(d.tok))
                continue
            if d.ref:  # `T &r;`: a pointer read through (cxx_refmember.py)
                ft = refmember.pointer_type(self, ft, fspec)
                refmember.register(self, name, d.name)
            fields.append((d.name, ft))
            a = self.member_alignment(fspec, d, ctx)
            if a:
                if bitfields:
                    raise Unsupported("an aligned member in a struct with bit-fields",
                                      _loc(d.tok))
                field_align.append((d.name, a))
        if bitfields:
            from .bitfields import lay_out
            fields = lay_out(self, name, fields, _loc(syn.tok))
        alias = typedef_names[0] if typedef and syn.name and typedef_names and \
            typedef_names[0] != syn.name else ""  # typedef struct tag {..} name_t;
        align = getattr(syn, "align", None)
        st = StructType(name, tuple(fields), syn.kind == "union", alias,
                        self.alignment(*align, ctx) if align else 0, tuple(field_align))
        old = self.structs.get(name)
        if old is None or old != st:
            st = self._distinct_struct(name, st)
            self.structs[name] = st
            self.struct_order.setdefault(st.name, len(self.struct_order))
        return self.structs[name]

    def _distinct_struct(self, name: str, st: StructType) -> StructType:
        """``st``, or, where another struct of the same name was defined before with
        other members (``struct P`` nested in two classes, ``Cam::P`` and ``Lens::P``;
        namespaces are flattened), an equal one read before or ``st`` under a name of its
        own (``P_1``): the printers define every struct by its name, so two definitions
        of one name would print one of them for both."""
        variants = self.__dict__.setdefault("_struct_variants", {}).setdefault(name, [])
        if not variants and name in self.structs:
            variants.append(self.structs[name])
        for v in variants:
            if (v.fields, v.union, v.align_to, v.field_align) == \
                    (st.fields, st.union, st.align_to, st.field_align):
                return st if v.name == name else v  # the same struct read again
        if variants:
            used = {v.name for v in variants} | set(self.struct_order) | set(self.structs)
            k = next(i for i in range(1, len(used) + 2) if f"{name}_{i}" not in used)
            st = StructType(f"{name}_{k}", st.fields, st.union, "", st.align_to,
                            st.field_align)
        variants.append(st)
        return st

    def alignment(self, arg, tok, ctx: FuncCtx) -> int:
        """The value of an alignment attribute (``alignas(16)``, ``__align__(N)``,
        ``alignas(T)``, ``__attribute__((aligned(8)))``): a power of two; the struct or
        member is laid out with it (``StructType.align_to`` / ``field_align``) and printed
        with it."""
        if isinstance(arg, TypeName):
            value = _member_constant_syntax(arg)
            if value is None:
                return self.type_name(arg, ctx).align
            # `alignas(Traits<B>::kBytes)` parses as a type; a class template instance's
            # static constant is a value there (vLLM's PackedVec, cuda_vec_utils.cuh)
            try:
                return self.type_name(arg, ctx).align
            except SemanticError:
                arg = value
        n = self.const_int(arg, ctx)
        if n <= 0 or n & (n - 1):
            raise SemanticError(f"{tok.text}({n}): the alignment must be a power of two",
                                _loc(tok))
        return n

    def head_alignment(self, head: list, ctx: FuncCtx) -> int:
        """The alignment a class head asks for (``struct alignas(16) S``, ``class
        __align__(8) S``, ``struct __attribute__((aligned(16))) S``; 0: none)."""
        out = 0
        for k, t in enumerate(head):
            if t.text not in ("alignas", "__align__", "__attribute__") or \
                    k + 1 >= len(head) or head[k + 1].text != "(":
                continue
            p = self.parser(head[k + 1:])
            p.local_types = [{n for n, v in ctx.tbind.items() if isinstance(v, Type)}]
            if t.text == "__attribute__":
                attrs = Spec(t)
                p._gnu_attributes(attrs)
                args = [a[0] for n, a in attrs.attrs if n == "aligned" and a]
            else:
                args = [p._alignment_arg()]
            out = max([out] + [self.alignment(a, t, ctx) for a in args])
        return out

    def member_alignment(self, spec: Spec, d: Declarator, ctx: FuncCtx) -> int:
        """The alignment a member declaration asks for (0: none): ``alignas(N)`` or
        ``__align__(N)`` among its specifiers, ``__attribute__((aligned(N)))`` before or
        after its declarator."""
        found = [a for a in (spec.align, d.align if d is not None else None) if a is not None]
        found += [args[0] for n, args in spec.attrs if n == "aligned" and args]
        return max((self.alignment(a, spec.tok, ctx) for a in found), default=0)

    def apply_declarator(self, base: Type, spec: Spec, d: Declarator, ctx: FuncCtx, *,
                         default_space: AddressSpace | None = None) -> Type:
        if getattr(d, "fnptr", False):  # only locals initialized from a function are read
            raise Unsupported("function pointer", _loc(d.tok))
        t = base
        space_word = spec.space
        if space_word in ("device",):
            space_word = None
        for k, quals in enumerate(d.ptrs):
            if k and self.dialect == D.OPENCL:
                # `__global float * * q`: the outer pointer's pointee is the inner pointer,
                # an object in the space written after its `*` (private when none: OpenCL
                # C 1.2, 6.5), not in the space that qualifies the innermost type
                sp = next((D.SPACE_WORDS[self.dialect][q] for q in d.ptrs[k - 1]
                           if q in D.SPACE_WORDS[self.dialect]), None)
                fallback = default_space or AddressSpace.PRIVATE
            else:
                sp = space_word
                for q in quals:
                    if q in D.SPACE_WORDS[self.dialect]:
                        w = D.SPACE_WORDS[self.dialect][q]
                        if w != "device" and sp is None:
                            sp = w
                fallback = default_space or AddressSpace.GLOBAL
            space = SPACES[sp] if sp in SPACES else fallback
            pointee_const = spec.const if k == 0 else ("const" in d.ptrs[k - 1])
            pointee_vol = spec.volatile if k == 0 else ("volatile" in d.ptrs[k - 1])
            restrict = bool(quals & {"restrict", "__restrict__", "__restrict"}) or \
                (spec.restrict and k == len(d.ptrs) - 1)
            t = PointerType(t, space, pointee_const, restrict, pointee_vol)
        for size in reversed(d.arrays):
            if size is None:
                t = ArrayType(t, None)
            else:
                n = self.const_int(size, ctx)
                if n < 0:
                    raise SemanticError("array size is negative", _loc(size.tok))
                t = ArrayType(t, n)
        for quals in d.outer_ptrs:  # `float (*p)[4]`: a pointer to the array type
            sp = next((D.SPACE_WORDS[self.dialect][q] for q in quals
                       if q in D.SPACE_WORDS[self.dialect]), space_word)
            space = SPACES[sp] if sp in SPACES else (default_space or AddressSpace.GLOBAL)
            t = PointerType(t, space, False, bool(quals & {"restrict", "__restrict__",
                                                           "__restrict"}))
        return t

    def type_name(self, tn: TypeName, ctx: FuncCtx) -> Type:
        base = self.spec_type(tn.spec, ctx)
        if base is None:
            raise SemanticError("'auto' is not allowed here", _loc(tn.spec.tok))
        if tn.decl.ref:
            raise Unsupported("reference type", _loc(tn.spec.tok))
        default = None
        if self.dialect == D.OPENCL:
            default = AddressSpace.PRIVATE
        return self.apply_declarator(base, tn.spec, tn.decl, ctx, default_space=default)

    # ------------------------------------------------------------------ conversions
    def decay(self, e: N.Expr) -> N.Expr:
        if isinstance(e.type, ArrayType):
            return N.Cast(PointerType(e.type.elem, self.space_of(e)), e, True,
                          loc=getattr(e, "loc", N.NOLOC))
        return e

    def space_of(self, e: N.Expr) -> AddressSpace:
        if isinstance(e, N.Var):
            sp = self._var_space.get(e.name)
            if sp is None and e.name in self.globals:
                sp = self.globals[e.name].space
            return sp or AddressSpace.PRIVATE
        if isinstance(e, N.Index):
            if isinstance(e.base.type, PointerType):
                return e.base.type.space
            return self.space_of(e.base)
        if isinstance(e, N.Deref):
            t = e.pointer.type
            return t.space if isinstance(t, PointerType) else AddressSpace.PRIVATE
        if isinstance(e, (N.Field, N.Swizzle)):
            return self.space_of(e.base)
        return AddressSpace.PRIVATE

    def conv(self, e: N.Expr, t: Type, tok=None, direct: bool = False) -> N.Expr:
        """Implicit (assignment/argument) conversion of ``e`` to ``t``; ``direct``: the
        direct initialization ``T v(e);``, where an ``explicit`` constructor may be used."""
        if isinstance(e, BracedArg):  # copy-list-initialization of the parameter
            if isinstance(t, (StructType, VectorType, ScalarType)):
                return self.cxx_braced(e.syn, t, e.ctx)
            raise SemanticError(f"a braced list cannot initialize a parameter of type {t}",
                                e.loc)
        if isinstance(t, ArrayType):
            if e.type == t:
                return e
            raise SemanticError(f"cannot assign to an array of type {t}", _loc(tok))
        e = self.decay(e)
        if e.type == t:
            return e
        if isinstance(t, TextureType) or isinstance(e.type, TextureType):
            from .texture import texture_conv
            return texture_conv(e, t, _loc(tok) if tok is not None else getattr(e, "loc", None))
        via = self.cxx_converted_to_class(e, t, tok, self._conv_ctx)  # `operator T()`
        if via is not None:
            return via
        if isinstance(t, StructType) and self.cxx_has_ctor(t):
            return self.cxx_construct(t, [e], tok, self._conv_ctx,
                                      implicit=not direct)  # converting constructor
        loc = getattr(e, "loc", N.NOLOC)
        if isinstance(t, StructType) or isinstance(e.type, StructType):
            from .lowp import raw_conversion
            raw = raw_conversion(self, e, t, loc, self._conv_ctx)  # __half from __half_raw
            if raw is not None:
                return raw
            if isinstance(e.type, StructType) and not isinstance(t, StructType):
                via = self.cxx_class_converted(e, tok, self._conv_ctx)  # operator T()
                if via is not None:
                    return self.conv(via, t, tok)
        st, tt = e.type, t
        if isinstance(tt, VoidType):
            return e
        ok = (isinstance(st, (ScalarType, VectorType)) and isinstance(tt, (ScalarType,
                                                                           VectorType))) or \
            (isinstance(st, PointerType) and isinstance(tt, (PointerType, ScalarType))) or \
            (isinstance(st, ScalarType) and isinstance(tt, PointerType)) or \
            (isinstance(st, StructType) and st == tt)
        if isinstance(st, VectorType) and isinstance(tt, ScalarType):
            ok = False
        if isinstance(st, VectorType) and isinstance(tt, VectorType) and st.lanes != tt.lanes:
            ok = False
        if not ok:
            raise SemanticError(f"cannot convert {st} to {tt}", _loc(tok) if tok else loc)
        if self.dialect == D.CUDA and _other_scalar_pointee(st, tt):
            # C++ converts a pointer implicitly only to void* (or adding const): a
            # `const double*` passed for a `const float*` would read the doubles' bits as
            # floats (GLM's float-only make_vec4 given a double instance's pointer)
            raise SemanticError(f"cannot convert {st} to {tt} (no implicit conversion between "
                                "pointers to different types in C++)",
                                _loc(tok) if tok else loc)
        return N.Cast(t, e, True, loc=loc)

    def _check_space_change(self, st: Type, tt: Type, loc) -> None:
        """A pointer argument of a function call: in OpenCL C 1.2 (section 6.5) a pointer to
        one address space converts only to a pointer to the same space; there is no generic
        space, and an unqualified pointer parameter is ``__private``. (OpenCL C 2.0 converts a named space to the generic
        one: read with ``__OPENCL_C_VERSION__`` defined as 200 or more.)"""
        if self.dialect != D.OPENCL or self.opencl_version >= 200 or \
                not (isinstance(st, PointerType) and isinstance(tt, PointerType)):
            return
        g = AddressSpace.GENERIC
        if g in (st.space, tt.space) or st.space == tt.space:
            return
        names = {AddressSpace.GLOBAL: "__global", AddressSpace.SHARED: "__local",
                 AddressSpace.PRIVATE: "__private", AddressSpace.CONSTANT: "__constant"}
        a, b = names.get(st.space, st.space.value), names.get(tt.space, tt.space.value)
        raise SemanticError(
            f"cannot convert a {a} pointer ({st}) to a {b} pointer ({tt}): OpenCL C 1.2 has "
            "no generic address space (an unqualified pointer parameter is __private)", loc,
            hint=f"qualify the parameter {a}, or read the file as OpenCL C 2.0 "
                 "(-D __OPENCL_C_VERSION__=200)")

    def promote(self, e: N.Expr) -> N.Expr:
        e = self.decay(e)
        t = e.type
        if isinstance(t, ScalarType):
            return self.conv(e, integer_promote(t))
        return e

    def common(self, a: Type, b: Type, tok) -> Type:
        if isinstance(a, VectorType) or isinstance(b, VectorType):
            if isinstance(a, VectorType) and isinstance(b, VectorType):
                if a.lanes != b.lanes:
                    raise SemanticError(f"vector operands of different sizes ({a}, {b})",
                                        _loc(tok))
                return VectorType(usual_arithmetic_conversion(a.elem, b.elem), a.lanes)
            v = a if isinstance(a, VectorType) else b
            return v
        if isinstance(a, ScalarType) and isinstance(b, ScalarType):
            return usual_arithmetic_conversion(a, b)
        raise SemanticError(f"invalid operands ({a}, {b})", _loc(tok))

    # ------------------------------------------------------------------ expressions
    def ex(self, syn: Syn, ctx: FuncCtx) -> N.Expr:
        fn = self.handler("ex_", syn.kind)
        if fn is None:
            raise SemanticError(f"unexpected {syn.kind}", _loc(syn.tok))
        e = fn(syn, ctx)
        if isinstance(e, N.Call) and e.args and isinstance(e.type, ScalarType):
            return fold_object_call(self, e, ctx)  # `w_type.size_bits()` (constobj.py)
        if isinstance(e, N.Const) and is_empty_tag(e.type):
            return tag_at_run_time(self, e, syn.tok, ctx)  # `from_int` (cxx_delegate.py)
        if isinstance(e, N.Const) and isinstance(e.value, StructValue):
            note_run_time_suspect(self, ctx)  # `kU8` (refuse_at_run_time looks there)
        return e

    def ex_num(self, s, ctx):
        return N.Const(s.value, s.type, loc=_loc(s.tok))

    def ex_bool(self, s, ctx):
        return N.Const(s.value, BOOL, loc=_loc(s.tok))

    def ex_str(self, s, ctx):
        return N.Const(s.value, STR_TYPE, loc=_loc(s.tok))

    def lookup(self, name: str, ctx: FuncCtx) -> VarInfo | None:
        for scope in reversed(ctx.scopes):
            v = scope.get(name)
            if v is not None:
                return v
        return None

    def ex_tmember(self, s, ctx):
        return trait_value(self, s, ctx)

    def ex_sizeof_pack(self, s, ctx):
        return N.Const(len(pack_elements(self, s.name, s.tok, ctx)), U64, loc=_loc(s.tok))

    def ex_fold(self, s, ctx):
        return fold_expression(self, s, ctx)

    def ex_expand(self, s, ctx):
        raise Unsupported("pack expansion outside a call's argument list",
                          _loc(s.tok))

    def ex_id(self, s, ctx):
        name = s.name
        loc = _loc(s.tok)
        if s.qual and s.qual[0] == "std" and name in self.builtins:
            pass
        v = self.lookup(name, ctx)
        if v is not None:
            if v.kind == "alias":
                return v.expr
            if v.kind == "const":
                return replace(v.expr, loc=loc)
            if v.kind == "type":
                raise SemanticError(f"'{name}' is a type, not a value", loc)
            if v.kind == "pack":
                raise Unsupported(f"parameter pack '{name}' used without expanding it "
                                  f"(f({name}...), a fold (... + {name}) or "
                                  f"sizeof...({name}) are read)", loc)
            if v.kind == "cg":
                from .coop import handle_value
                return handle_value(self, v, ctx, loc)
            if v.kind == "event":
                raise Unsupported("event value (other than in async_work_group_copy / "
                                  "wait_group_events)", loc)
            return N.Var(v.name, v.type, loc=loc)
        scoped = self.cxx_scoped_const(s.qual[-1], name) if s.qual else None
        if scoped is not None:
            return replace(scoped, loc=loc)  # `A::N`: class A's own constant
        if name in ctx.tbind:
            val = ctx.tbind[name]
            if isinstance(val, Type):
                raise SemanticError(f"'{name}' is a type, not a value", loc)
            if isinstance(val, FuncRef):
                raise Unsupported(f"function pointer '{name}' used other than in a call or "
                                  "as a function's argument (assigning one after its "
                                  "declaration is not read)", loc)
            t = ctx.tparam_types.get(name, I32)
            return N.Const(wrap(val, t), t, loc=loc)
        if s.qual and "::".join(s.qual[-1:] + [name]) in self.consts:
            return replace(self.consts["::".join(s.qual[-1:] + [name])], loc=loc)
        obj = qualified_object(self, s.qual, name) if s.qual else None
        if obj is not None:  # `vllm::kU8`: a constexpr object (frontend/constobj.py)
            return replace(obj, loc=loc)
        qt = self._qualifier_type(s.qual[-1], ctx) if s.qual else None
        if isinstance(qt, Type) and (isinstance(ctx.tbind.get(s.qual[-1]), Type) or (
                isinstance(qt, StructType) and qt.name in struct_instances(self))):
            # `Ktraits::kWidth`, Ktraits bound to a class template instance (a template
            # argument, or a typedef: `typedef tile<16, 8, T> tile_A; tile_A::I`)
            from .templates import instance_const
            return replace(instance_const(self, qt, s.qual[-1], name, loc), loc=loc)
        if not s.qual:
            m = self.cxx_member(name, ctx, loc)  # `this`, a member inside a method
            if m is not None:
                return m
        if name in self.consts:
            return replace(self.consts[name], loc=loc)
        if name in self.const_errors:
            raise self.const_errors[name]
        if name in self.globals:
            g = self.globals[name]
            self.used_globals.add(name)
            return N.Var(g.name, g.type, loc=loc)
        if name in self.global_errors:
            raise self.global_errors[name]
        if name in D.CONSTANTS:
            val, t = D.CONSTANTS[name]
            return N.Const(val, t, loc=loc)
        if name == "warpSize" and self.dialect == D.CUDA:
            return N.Special("warp_size", 0, I32, loc=loc)
        if name in D.CUDA_SPECIALS and self.dialect == D.CUDA:
            k = D.CUDA_SPECIALS[name]
            return N.VectorLiteral(tuple(N.Special(k, i, U32, loc=loc) for i in range(3)),
                                   VectorType(U32, 3), loc=loc)
        if self.fn_global(name) is not None:
            raise Unsupported(f"function pointer '{name}' used other than in a call or as "
                              "a function's argument", loc)
        if name in self.funcs or name in self.builtins:
            raise Unsupported(f"function '{name}' used as a value (a function pointer is "
                              "read only where it is called, passed to a function-pointer "
                              "parameter, or initializes a function-pointer variable)", loc)
        if self.dialect == D.CUDA and wmma.is_wmma_name(name, s.qual):
            raise wmma.refuse(name, loc)  # tensor-core fragments: not modelled
        hint = None
        if _CAPS.match(name):
            hint = f"define it with -D {name}=VALUE"
        raise SemanticError(f"use of undeclared identifier '{name}'", loc, hint=hint)

    def ex_unary(self, s, ctx):
        e = self.decay(self.ex(s.e, ctx))
        loc = _loc(s.tok)
        t = e.type
        if isinstance(t, StructType):
            return self.cxx_operator(s.op, [e], s.tok, ctx)
        if s.op == "!":
            if isinstance(t, VectorType):
                rt = VectorType(ScalarType("int", t.elem.bits, True), t.lanes)
                return N.Unary("!", e, rt, loc=loc)
            if not isinstance(t, (ScalarType, PointerType)):
                raise SemanticError(f"invalid operand to '!' ({t})", loc)
            return N.Unary("!", e, I32, loc=loc)
        if isinstance(t, VectorType):
            if s.op == "~" and t.elem.is_float:
                raise SemanticError("invalid operand to '~'", loc)
            return N.Unary(s.op, e, t, loc=loc)
        if not isinstance(t, ScalarType):
            raise SemanticError(f"invalid operand to unary '{s.op}' ({t})", loc)
        if s.op == "~" and t.is_float:
            raise SemanticError("invalid operand to '~' (float)", loc)
        e = self.promote(e)
        return N.Unary(s.op, e, e.type, loc=loc)

    def _static_only_loc(self, t: Type):
        """Where the class of ``t`` is defined (a class read for its static methods)."""
        info = self.cxx_classes.get(getattr(t, "name", None)) if isinstance(t, StructType) \
            else None
        return _loc(info.tok) if info is not None else None

    def _lvalue(self, e: N.Expr, tok) -> N.Expr:
        if isinstance(e, N.Conditional):
            return self._conditional_lvalue(e, tok)
        if not isinstance(e, (N.Var, N.Index, N.Deref, N.Field, N.Swizzle)):
            raise SemanticError("expression is not assignable", _loc(tok))
        if isinstance(e, N.Var) and isinstance(e.type, ArrayType):
            raise SemanticError("array is not assignable", _loc(tok))
        return e

    def _conditional_lvalue(self, e: N.Conditional, tok) -> N.Expr:
        """``(c ? x : y) += b``: in C++ a conditional whose sides are lvalues of one type
        is an lvalue. Lowered to ``*(c ? &x : &y)``, so only the selected side is written
        (and each side evaluated only when selected, as the conditional does)."""
        loc = _loc(tok)
        a, b = self._lvalue(e.then, tok), self._lvalue(e.other, tok)
        if a.type != b.type:
            raise SemanticError(f"conditional is not assignable: its sides have types "
                                f"{a.type} and {b.type}", loc)
        if any(isinstance(x, N.Swizzle) for x in (a, b)):
            raise SemanticError("conditional is not assignable: a side is a vector lane",
                                loc)
        sa, sb = self.space_of(a), self.space_of(b)
        if sa != sb:
            raise Unsupported(f"assignment to a conditional whose sides are in different "
                              f"address spaces ({sa.value}, {sb.value})", loc)
        pt = PointerType(a.type, sa)
        ptr = N.Conditional(e.cond, N.AddressOf(a, pt, loc=loc), N.AddressOf(b, pt, loc=loc),
                            pt, loc=e.loc)
        return N.Deref(ptr, a.type, loc=loc)

    def ex_preinc(self, s, ctx):
        self._no_bitfield(s.e, "increment or decrement", ctx)
        t = self._lvalue(self.ex(s.e, ctx), s.tok)
        if isinstance(t.type, StructType):  # an iterator's `operator++()`
            return self.cxx_operator("++" if s.delta > 0 else "--", [t], s.tok, ctx)
        return N.IncDec(t, s.delta, True, t.type, loc=_loc(s.tok))

    def ex_postinc(self, s, ctx):
        self._no_bitfield(s.e, "increment or decrement", ctx)
        t = self._lvalue(self.ex(s.e, ctx), s.tok)
        if isinstance(t.type, StructType):  # `operator++(int)`
            return self.cxx_operator("++" if s.delta > 0 else "--",
                                     [t, N.Const(0, I32, loc=_loc(s.tok))], s.tok, ctx)
        return N.IncDec(t, s.delta, False, t.type, loc=_loc(s.tok))

    def ex_deref(self, s, ctx):
        e = self.decay(self.ex(s.e, ctx))
        if isinstance(e.type, StructType):  # an iterator's `operator*()`
            return self.cxx_operator("*", [e], s.tok, ctx)
        if not isinstance(e.type, PointerType):
            raise SemanticError(f"indirection requires a pointer operand ({e.type})",
                                _loc(s.tok))
        return N.Deref(e, e.type.pointee, loc=_loc(s.tok))

    def ex_addr(self, s, ctx):
        self._no_bitfield(s.e, "address", ctx)
        e = self.ex(s.e, ctx)
        if isinstance(e, N.Const) and s.e.kind == "id" and ctx.name:
            return self._const_storage(s.e.name, e, ctx)
        if not isinstance(e, (N.Var, N.Index, N.Deref, N.Field, N.Swizzle)):
            raise SemanticError("cannot take the address of an rvalue", _loc(s.tok))
        if isinstance(e, N.Var) and e.name in ctx.array_refs and \
                isinstance(e.type, PointerType):
            # `&v` of a parameter `T (&v)[N]` (read as the pointer `T* v`): the array's
            # address, the pointer's value as a `T (*)[N]` (not the pointer variable's)
            at = ctx.array_refs[e.name]
            return N.Cast(PointerType(at, e.type.space), e, loc=_loc(s.tok))
        if field_array(self, e) is not None:  # `&m`, m a reference-to-array member
            return N.Cast(PointerType(field_array(self, e), e.type.space), e, loc=_loc(s.tok))
        return N.AddressOf(e, PointerType(e.type, self.space_of(e)), loc=_loc(s.tok))

    def _const_storage(self, name: str, c: N.Const, ctx) -> N.Expr:
        """``&SUB`` of a named constant (``static constexpr uint32_t SUB = ..;``, read as
        a constant): the address of a const local holding it, declared once at the top of
        the function (qqq_gemm's ``*reinterpret_cast<const half2*>(&SUB)``)."""
        store = ctx.__dict__.setdefault("const_storage", {})
        uname = store.get(name)
        if uname is None:
            uname, k = f"{name}_storage", 0
            while uname in ctx.used or uname in ctx.declared:
                k += 1
                uname = f"{name}_storage_{k}"
            ctx.used.add(uname)
            self._var_space[uname] = AddressSpace.PRIVATE
            store[name] = uname
            ctx.prelude.append(N.Decl(uname, c.type, c, AddressSpace.PRIVATE, True,
                                      loc=c.loc))
        return N.AddressOf(N.Var(uname, c.type, loc=c.loc),
                           PointerType(c.type, AddressSpace.PRIVATE, True), loc=c.loc)

    def binary(self, op: str, a: N.Expr, b: N.Expr, tok, ctx=None) -> N.Expr:
        loc = _loc(tok)
        if ctx is not None and (isinstance(a.type, StructType) or
                                isinstance(b.type, StructType)):
            return self.cxx_operator(op, [a, b], tok, ctx)
        if op in ("&&", "||"):
            a, b = self.decay(a), self.decay(b)
            for x in (a, b):
                if not isinstance(x.type, (ScalarType, PointerType, VectorType)):
                    raise SemanticError(f"invalid operand to '{op}' ({x.type})", loc)
            if isinstance(a.type, VectorType) or isinstance(b.type, VectorType):
                ct = self.common(a.type, b.type, tok)
                rt = VectorType(ScalarType("int", ct.elem.bits, True), ct.lanes)
                return N.Binary(op, self.conv(a, ct), self.conv(b, ct), rt, loc=loc)
            return N.Binary(op, a, b, I32, loc=loc)
        a, b = self.decay(a), self.decay(b)
        ta, tb = a.type, b.type
        if isinstance(ta, PointerType) or isinstance(tb, PointerType):
            if op in ("==", "!=", "<", "<=", ">", ">="):
                if isinstance(ta, PointerType) and not isinstance(tb, PointerType):
                    b = self.conv(b, ta, tok)
                elif isinstance(tb, PointerType) and not isinstance(ta, PointerType):
                    a = self.conv(a, tb, tok)
                elif ta != tb:
                    b = N.Cast(ta, b, True, loc=b.loc)
                return N.Binary(op, a, b, I32, loc=loc)
            if op == "-" and isinstance(ta, PointerType) and isinstance(tb, PointerType):
                return N.Binary("-", a, b, I64, loc=loc)
            if op in ("+", "-") and isinstance(ta, PointerType) and isinstance(tb, ScalarType) \
                    and tb.is_integer:
                return N.Binary(op, a, self.promote(b), ta, loc=loc)
            if op == "+" and isinstance(tb, PointerType) and isinstance(ta, ScalarType) and \
                    ta.is_integer:
                return N.Binary(op, self.promote(a), b, tb, loc=loc)
            raise SemanticError(f"invalid operands to '{op}' ({ta}, {tb})", loc)
        for x in (ta, tb):
            if not isinstance(x, (ScalarType, VectorType)):
                raise SemanticError(f"invalid operands to '{op}' ({ta}, {tb})", loc)
        if op in ("<<", ">>"):
            if isinstance(ta, VectorType) or isinstance(tb, VectorType):
                ct = self.common(ta, tb, tok)
                return N.Binary(op, self.conv(a, ct), self.conv(b, ct), ct, loc=loc)
            if ta.is_float or tb.is_float:
                raise SemanticError(f"invalid operands to '{op}' (float)", loc)
            a, b = self.promote(a), self.promote(b)
            return N.Binary(op, a, b, a.type, loc=loc)
        ct = self.common(ta, tb, tok)
        if op in ("%", "&", "|", "^") and element_scalar(ct).is_float:
            raise SemanticError(f"invalid operands to '{op}' (float)", loc)
        a, b = self.conv(a, ct), self.conv(b, ct)
        if op in ("==", "!=", "<", "<=", ">", ">="):
            if isinstance(ct, VectorType):
                rt = VectorType(ScalarType("int", ct.elem.bits, True), ct.lanes)
            else:
                rt = I32
            return N.Binary(op, a, b, rt, loc=loc)
        return N.Binary(op, a, b, ct, loc=loc)

    def ex_binary(self, s, ctx):
        return self.binary(s.op, self.ex(s.l, ctx), self.ex(s.r, ctx), s.tok, ctx)

    def _braced_struct_assign(self, s, ctx) -> list | None:
        """The statement ``x = {a, b};`` with ``x`` a struct (a member initializer
        ``acc{}``, gsplat's ``cm_params.resolution = {w, h};``): a temporary declared with
        the braced list (an initializer list is only a declaration's), then assigned;
        C++17 evaluates the right operand first, as here. None for any other target."""
        if s.lhs.kind == "member" and self.__dict__.get("bitfields"):
            return None  # (a bit-field is a scalar: _bitfield_assign)
        target = self._lvalue(self.ex(s.lhs, ctx), s.tok)
        tt = target.type
        if not isinstance(tt, StructType) or self.cxx_has_method(tt, "operator_assign"):
            return None
        loc = _loc(s.tok)
        v = self.initializer(s.rhs, tt, ctx)
        tmp = self.declare("braced", tt, ctx, AddressSpace.PRIVATE)
        return [N.Decl(tmp, tt, v, AddressSpace.PRIVATE, False, loc=loc),
                N.ExprStmt(N.Assign(target, N.Var(tmp, tt, loc=loc), None, tt, loc=loc),
                           loc=loc)]

    def ex_assign(self, s, ctx):
        lowered = self._bitfield_assign(s, ctx) or self._storage_assign(s, ctx)
        if lowered is not None:
            return lowered
        target = self._lvalue(self.ex(s.lhs, ctx), s.tok)
        tt = target.type
        loc = _loc(s.tok)
        if s.rhs.kind == "initlist":
            v = self.initializer(s.rhs, tt, ctx)
            return N.Assign(target, v, None, tt, loc=loc)
        value = self.ex(s.rhs, ctx)
        if s.op is None:
            # `h = proxy;`: the proxy's `operator H()` makes the H the copy assignment takes
            value = self.cxx_converted_to_class(value, tt, s.tok, ctx) or value
        if s.op is not None and isinstance(tt, StructType):
            return self.cxx_operator(s.op + "=", [target, value], s.tok, ctx)
        if s.op is None and isinstance(tt, StructType):
            self.cxx_check_copy_assign(tt, s.tok)
        if s.op is None and isinstance(tt, StructType) and self.cxx_has_method(
                tt, "operator_assign") and (self.decay(value).type != tt or
                                            self.cxx_user_copy_assign(tt)):
            return self.cxx_operator("=", [target, value], s.tok, ctx)  # a user operator=
        if s.op is None:
            return N.Assign(target, self.conv(value, tt, s.tok,
                                              direct=getattr(s, "direct", False)),
                            None, tt, loc=loc)
        value = self.decay(value)
        op = s.op
        if isinstance(tt, PointerType):
            if op not in ("+", "-"):
                raise SemanticError(f"invalid pointer compound assignment '{op}='", loc)
            return N.Assign(target, self.promote(value), op, tt, tt, loc=loc)
        if not isinstance(tt, (ScalarType, VectorType)) or not isinstance(
                value.type, (ScalarType, VectorType)):
            raise SemanticError(f"invalid operands to '{op}=' ({tt}, {value.type})", loc)
        if op in ("<<", ">>") and isinstance(tt, ScalarType) and isinstance(value.type,
                                                                            ScalarType):
            if tt.is_float or value.type.is_float:
                raise SemanticError(f"invalid operands to '{op}=' (float)", loc)
            return N.Assign(target, self.promote(value), op, tt, integer_promote(tt), loc=loc)
        ct = self.common(tt, value.type, s.tok)
        if self.dialect == D.CUDA and isinstance(tt, ScalarType) and tt.is_lowp and \
                tt.bits == 16:
            ct = tt  # __half's operator+=(__half&, const __half&): the value becomes half
        if isinstance(tt, ScalarType) and isinstance(ct, VectorType):
            raise SemanticError(f"cannot assign a vector to a scalar ({tt})", loc)
        if op in ("%", "&", "|", "^", "<<", ">>") and element_scalar(ct).is_float:
            raise SemanticError(f"invalid operands to '{op}=' (float)", loc)
        return N.Assign(target, self.conv(value, ct), op, tt, ct, loc=loc)

    def _no_bitfield(self, e, what: str, ctx) -> None:
        """A located refusal of ``what`` (``++``, ``&``) on a bit-field."""
        if e.kind != "member" or not self.__dict__.get("bitfields") or \
                (e.b.kind == "id" and e.b.name in D.CUDA_SPECIALS):
            return
        from .bitfields import bitfield
        b = self.ex(e.b, ctx)
        t = b.type.pointee if e.arrow and isinstance(b.type, PointerType) else b.type
        if bitfield(self, t, e.name) is not None:
            raise Unsupported(f"{what} of bit-field '{e.name}'", _loc(e.tok))

    def _storage_assign(self, s, ctx) -> N.Expr | None:
        """``h.x = v`` on an ``at::Half``/``at::BFloat16`` (its storage bits, see
        :meth:`ex_member`): ``h`` becomes the bit pattern ``(unsigned short)v``; the value of
        the expression is the new bits. None when ``s`` assigns anything else."""
        if s.lhs.kind != "member" or s.lhs.arrow or self.dialect != D.CUDA:
            return None
        if s.lhs.b.kind == "id" and s.lhs.b.name in D.CUDA_SPECIALS:
            return None
        b = self.ex(s.lhs.b, ctx)
        fp8 = isinstance(b.type, ScalarType) and b.type.fmt in ("e4m3", "e5m2") and \
            s.lhs.name == "__x"  # cuda_fp8.h's storage byte (the CUDA printer's bit cast)
        if not (_storage_member(b.type, s.lhs.name) or fp8):
            return None
        loc = _loc(s.tok)
        if s.op is not None or s.rhs.kind == "initlist":
            raise Unsupported(f"'{s.lhs.name} {s.op or ''}= ..' on the storage bits of a "
                              f"{b.type} (only a plain assignment is read)", loc)
        target = self._lvalue(b, s.tok)
        if not is_pure(target):
            raise Unsupported(f"assignment to the storage bits of a {b.type} whose place "
                              "has side effects", loc)
        u16 = D.SCALAR_NAMES["uchar" if fp8 else "ushort"]
        bits = self.conv(self.ex(s.rhs, ctx), u16, s.tok)
        if isinstance(bits, N.Cast) and bits.implicit:  # (printed: a bitcast needs 16 bits)
            bits = replace(bits, implicit=False)
        store = N.Assign(target, N.Cast(target.type, bits, False, "bitcast", loc=loc), None,
                         target.type, loc=loc)
        return N.Comma((store, N.Cast(u16, target, False, "bitcast", loc=loc)), u16, loc=loc)

    def _bitfield_assign(self, s, ctx) -> N.Expr | None:
        """``s.f = v`` / ``s.f op= v`` on a bit-field ``f`` (frontend/bitfields.py), else
        None."""
        if s.lhs.kind != "member" or not self.__dict__.get("bitfields") or \
                (s.lhs.b.kind == "id" and s.lhs.b.name in D.CUDA_SPECIALS):
            return None
        from .bitfields import assign, bitfield, read
        b = self.ex(s.lhs.b, ctx)
        if s.lhs.arrow:
            b = self.decay(b)
            if not isinstance(b.type, PointerType):
                return None
            b = N.Deref(b, b.type.pointee, loc=b.loc)
        bf = bitfield(self, b.type, s.lhs.name)
        if bf is None:
            return None
        cur = read(b, bf, _loc(s.tok))
        if s.rhs.kind == "initlist":
            value = self.initializer(s.rhs, bf.type, ctx)
        elif s.op is None:
            value = self.conv(self.ex(s.rhs, ctx), bf.type, s.tok)
        else:
            v = self.decay(self.ex(s.rhs, ctx))
            if not isinstance(v.type, ScalarType):
                raise SemanticError(f"invalid operands to '{s.op}=' ({bf.type}, {v.type})",
                                    _loc(s.tok))
            if s.op in ("<<", ">>"):
                new = N.Binary(s.op, self.promote(cur), self.promote(v),
                               integer_promote(bf.type), loc=_loc(s.tok))
            else:
                ct = self.common(bf.type, v.type, s.tok)
                if s.op in ("%", "&", "|", "^") and ct.is_float:
                    raise SemanticError(f"invalid operands to '{s.op}=' (float)",
                                        _loc(s.tok))
                new = N.Binary(s.op, self.conv(cur, ct), self.conv(v, ct), ct,
                               loc=_loc(s.tok))
            value = self.conv(new, bf.type, s.tok)
        return assign(b, bf, value, _loc(s.tok))

    def ex_cond(self, s, ctx):
        c = self.decay(self.ex(s.c, ctx))
        a = self.decay(self.ex(s.a, ctx))
        b = self.decay(self.ex(s.b, ctx))
        ta, tb = a.type, b.type
        loc = _loc(s.tok)
        if ta == tb:
            t = ta
        elif isinstance(ta, PointerType) and not isinstance(tb, PointerType):
            t = ta
        elif isinstance(tb, PointerType) and not isinstance(ta, PointerType):
            t = tb
        elif isinstance(ta, PointerType):
            t = ta
        elif isinstance(ta, VoidType) or isinstance(tb, VoidType):
            t = VOID
        else:
            t = self.common(ta, tb, s.tok)
        if not isinstance(t, VoidType):
            a, b = self.conv(a, t, s.tok), self.conv(b, t, s.tok)
        return N.Conditional(c, a, b, t, loc=loc)

    def ex_comma(self, s, ctx):
        es = tuple(self.ex(x, ctx) for x in s.es)
        return N.Comma(es, es[-1].type, loc=_loc(s.tok))

    def ex_cast(self, s, ctx):
        if s.type.decl.ref:
            return self._ref_cast(s, ctx)
        t = self.type_name(s.type, ctx)
        whole = self.ex(s.e, ctx)
        e = self.decay(whole)
        loc = _loc(s.tok)
        if s.style == "reinterpret" and not (isinstance(t, PointerType) or
                                              isinstance(e.type, PointerType)):
            raise Unsupported("reinterpret_cast of a non-pointer", loc)
        if isinstance(t, VoidType):
            return N.Cast(VOID, e, False, loc=loc)
        if isinstance(t, StructType) or isinstance(e.type, StructType):
            from .lowp import raw_conversion
            raw = raw_conversion(self, e, t, loc, ctx)  # __half(raw), __half_raw(h)
            if raw is not None:
                return raw
        if isinstance(t, StructType) and t != e.type:
            # (an array stays one: a constructor `S(T (&a)[N])` deduces N from it)
            return self.cxx_construct(t, [whole if isinstance(whole.type, ArrayType) else e],
                                      s.tok, ctx)
        if isinstance(e.type, StructType) and not isinstance(t, (ArrayType, StructType)):
            via = self.cxx_class_converted(e, s.tok, ctx, explicit=True,
                                           target=t)  # operator T()
            if via is not None:
                e = self.decay(via)
        if isinstance(t, (ArrayType, StructType)):
            if t == e.type:
                return N.Cast(t, e, False, loc=loc)
            raise SemanticError(f"invalid cast to {t}", loc)
        st = e.type
        if isinstance(st, StructType) or isinstance(st, VoidType):
            raise SemanticError(f"invalid cast from {st}", loc)
        if isinstance(st, VectorType) and isinstance(t, VectorType) and st.lanes != t.lanes:
            raise SemanticError(f"invalid cast from {st} to {t}", loc)
        if isinstance(st, VectorType) and not isinstance(t, VectorType):
            raise SemanticError(f"invalid cast from {st} to {t}", loc)
        if self.dialect == D.CUDA and isinstance(t, PointerType) and \
                isinstance(st, PointerType) and st.space != t.space:
            # CUDA's pointer types name no address space: a cast keeps the space its
            # operand points into ((float *)&shared[i] still points into shared memory)
            t = replace(t, space=st.space)
        return N.Cast(t, e, False, loc=loc)

    def _ref_cast(self, s, ctx):
        """A cast to a reference type (``reinterpret_cast<uint32_t const&>(h)``,
        ``(float4&)(p[j])``): the same object seen as ``T``, ``*(T*)&x`` (a cast to the
        object's own type is the object; ``const T&`` of a temporary is its value as T)."""
        loc = _loc(s.tok)
        tn = replace(s.type, decl=replace(s.type.decl, ref=False, rref=False))
        t = self.type_name(tn, ctx)
        e = self.ex(s.e, ctx)
        if not isinstance(e, (N.Var, N.Index, N.Deref, N.Field)):
            if s.type.spec.const or s.type.decl.rref:
                return self.ex_cast(replace(s, type=tn), ctx)
            raise SemanticError("cast of a temporary to a non-const reference", loc)
        if e.type == t:
            return e
        if s.style == "static":
            raise SemanticError(f"invalid static_cast from {e.type} to {t}&", loc)
        ptr = self.address_for_ref(e, PointerType(e.type, self.space_of(e)), s.tok)
        pt = PointerType(t, ptr.type.space, const=bool(s.type.spec.const))
        return N.Deref(N.Cast(pt, ptr, False, loc=loc), t, loc=loc)

    def ex_veclit(self, s, ctx):
        t = self.type_name(s.type, ctx)
        return self.vector_literal(t, [self.ex(a, ctx) for a in s.args], s.tok)

    def vector_literal(self, t: Type, args: list, tok) -> N.Expr:
        loc = _loc(tok)
        if not isinstance(t, VectorType):
            raise SemanticError(f"{t} is not a vector type", loc)
        parts = []
        lanes = 0
        for a in args:
            a = self.decay(a)
            if isinstance(a.type, VectorType):
                parts.append(self.conv(a, VectorType(t.elem, a.type.lanes)))
                lanes += a.type.lanes
            elif isinstance(a.type, ScalarType):
                parts.append(self.conv(a, t.elem))
                lanes += 1
            else:
                raise SemanticError(f"invalid vector component of type {a.type}",
                                    getattr(a, "loc", loc))
        if lanes != t.lanes:
            raise SemanticError(f"{t} needs {t.lanes} components, got {lanes}", loc)
        return N.VectorLiteral(tuple(parts), t, loc=loc)

    def make_vector(self, t: VectorType, args: list, tok) -> N.Expr:
        """CUDA ``make_<type><n>(...)`` with the overloads of the SDK's helper_math.h:
        one scalar fills every lane (``make_float4(s)``), a wider vector gives its first
        lanes (``make_float3(float4)``), missing lanes after a vector are 0
        (``make_float4(float3)``), other element types are converted."""
        loc = _loc(tok)
        args = [self.decay(a) for a in args]
        if len(args) == 1 and isinstance(args[0].type, ScalarType) and t.lanes > 1:
            if not is_pure(args[0]):
                # evaluated once and broadcast (the IR's scalar-to-vector conversion; the
                # CUDA printer hoists the operand into a temporary)
                return N.Cast(t, self.conv(args[0], t.elem, tok), False, "convert", loc=loc)
            return self.vector_literal(t, args * t.lanes, tok)
        lanes = sum(a.type.lanes if isinstance(a.type, VectorType) else 1 for a in args)
        if lanes > t.lanes and len(args) == 1 and isinstance(args[0].type, VectorType):
            a = args[0]
            part = N.Swizzle(a, tuple(range(t.lanes)), VectorType(a.type.elem, t.lanes),
                             loc=loc)
            return self.vector_literal(t, [part], tok)
        if lanes < t.lanes and any(isinstance(a.type, VectorType) for a in args):
            zeros = [N.Const(0, t.elem, loc=loc)] * (t.lanes - lanes)
            return self.vector_literal(t, args + zeros, tok)
        return self.vector_literal(t, args, tok)

    def ex_compound(self, s, ctx):
        t = self.type_name(s.type, ctx)
        if isinstance(t, VectorType) and s.init.kind == "initlist":
            return self.vector_literal(t, [self.ex(a, ctx) for a in s.init.items], s.tok)
        if isinstance(t, ScalarType) and s.init.kind == "initlist" and len(s.init.items) == 1:
            return N.Cast(t, self.decay(self.ex(s.init.items[0], ctx)), False,
                          loc=_loc(s.tok))
        if isinstance(t, ScalarType) and s.init.kind == "initlist" and not s.init.items:
            return N.Const(0, t, loc=_loc(s.tok))  # `float{}`: value-initialized, zero
        if isinstance(t, StructType) and s.init.kind == "initlist":
            return self.cxx_braced(s.init, t, ctx)
        raise Unsupported("compound literal", _loc(s.tok))

    def ex_ctor(self, s, ctx):
        if any(a.kind == "expand" for a in s.args):
            s = expand_call_args(self, s, ctx)  # `S(args...)`
        t = self.type_name(s.type, ctx)
        if isinstance(t, VectorType) and not s.args:  # `float2()`: value-initialized, zeros
            return self.vector_literal(t, [N.Const(0, t.elem, loc=_loc(s.tok))] * t.lanes,
                                       s.tok)
        if isinstance(t, VectorType):
            return self.vector_literal(t, [self.ex(a, ctx) for a in s.args], s.tok)
        if isinstance(t, StructType):
            return self.cxx_construct(t, [self.ex(a, ctx) for a in s.args], s.tok, ctx)
        if isinstance(t, (ScalarType, PointerType)) and len(s.args) <= 1:
            # `T()` with T a scalar (a template argument): value-initialization, zero;
            # `T(x)`: a functional cast, the same as `(T)x`
            if not s.args:
                return N.Const(wrap(0, t) if isinstance(t, ScalarType) else 0, t,
                               loc=_loc(s.tok))
            arg = self.decay(self.ex(s.args[0], ctx))
            if isinstance(arg.type, StructType):
                arg = self.cxx_class_converted(arg, s.tok, ctx, explicit=True,
                                               target=t) or arg
            return N.Cast(t, self.decay(arg), False, loc=_loc(s.tok))
        if c10_bits.takes_bits(t) and len(s.args) == 2 and c10_bits.is_from_bits(s.args[1]):
            # `c10::Float8_e4m3fn(bits, c10::Float8_e4m3fn::from_bits())` (c10_bits.py)
            return c10_bits.from_bits(self, t, s.args[0], s.tok, ctx)
        raise Unsupported(f"constructor call of {t}", _loc(s.tok))

    def ex_class_value(self, s, ctx):
        """``SharedMemory<T>()`` (the CUDA SDK idiom): the function's dynamic shared memory
        as a ``T*`` in shared space (an ``extern __shared__ T __smem[]`` at the top); for
        any other class template, ``X<T>()`` is a value-initialized temporary of the
        instance (torch-scatter's ``AtomicAddIntegerImpl<T, 1>()(address, val)``)."""
        loc = _loc(s.tok)
        c = self.classes.get(s.name)
        # (DeepSpeed's primary template calls an undefined error() and only its float and
        # double specializations return the extern __shared__ array)
        shapes = [c] + list(getattr(self, "class_templates", {}).get(s.name, []))
        if c is None or not any(x is not None and _is_shared_memory_class(x) for x in shapes):
            # `Sum<T>()` (flash-attn's ln_utils.cuh), `Op<T, 4>()` (torch-scatter): a
            # value-initialized temporary of the class template instance
            tn = TypeName(Spec(s.tok, Syn("ttype", s.tok, name=s.name, targs=s.targs,
                                          member=[])), Declarator(None, s.tok))
            t = self.type_name(tn, ctx) if c is not None or s.name in getattr(
                self, "class_templates", {}) else None
            if isinstance(t, StructType):
                return self.ex_ctor(Syn("ctor", s.tok, type=tn, args=[]), ctx)
            raise Unsupported(f"constructor call of class '{s.name}'", loc)
        if len(s.targs) != 1:
            raise SemanticError(f"'{s.name}' takes one template argument", loc)
        a = s.targs[0]
        if isinstance(a, TypeName):
            t = self.type_name(a, ctx)
        elif isinstance(a, Syn) and a.kind == "id":
            t = self.named_type(a.name, a.tok, ctx)
        else:
            raise SemanticError(f"template argument of '{s.name}' must be a type", loc)
        if not ctx.device or not ctx.name:
            raise Unsupported(f"'{s.name}' outside device code", loc)
        uname = ctx.smem.get(t)
        if uname is None:
            # extern __shared__ arrays are one symbol per name in CUDA, so two element types
            # (two instantiations of a template kernel) need two names
            base = "__smem_" + re.sub(r"\W+", "_", str(t)).strip("_")
            uname, k = base, 0
            while uname in ctx.used or uname in ctx.declared:
                k += 1
                uname = f"{base}_{k}"
            ctx.used.add(uname)
            self._var_space[uname] = AddressSpace.SHARED
            ctx.smem[t] = uname
            ctx.prelude.append(N.Decl(uname, ArrayType(t, None), None, AddressSpace.SHARED,
                                      False, True, False, loc=loc))
        return self.decay(N.Var(uname, ArrayType(t, None), loc=loc))

    def ex_sizeof_type(self, s, ctx):
        t = self.type_name(s.type, ctx)
        refuse_object(t, "sizeof", _loc(s.tok))
        return N.Const(t.size, U64, loc=_loc(s.tok))

    def ex_alignof_type(self, s, ctx):
        t = self.type_name(s.type, ctx)
        refuse_object(t, "alignof", _loc(s.tok))
        return N.Const(t.align, U64, loc=_loc(s.tok))

    def ex_sizeof_expr(self, s, ctx):
        if s.e.kind == "str":  # a string literal is a char array, NUL included
            return N.Const(len(s.e.value) + 1, U64, loc=_loc(s.tok))
        e = self.ex(s.e, ctx)
        if isinstance(e, N.Var) and e.name in ctx.array_refs:
            # a reference-to-array parameter (read as a pointer): the array's size
            return N.Const(ctx.array_refs[e.name].size, U64, loc=_loc(s.tok))
        if field_array(self, e) is not None:  # a reference-to-array member (cxx_refarray)
            return N.Const(field_array(self, e).size, U64, loc=_loc(s.tok))
        return N.Const(e.type.size, U64, loc=_loc(s.tok))

    def ex_initlist(self, s, ctx):
        # a braced list as a call argument, `f({a, b}, s)`: typed by the parameter it
        # initializes (conv), once overload resolution has chosen the function
        return BracedArg(s, ctx)

    def ex_index(self, s, ctx):
        b = self.ex(s.b, ctx)
        i = self.decay(self.ex(s.i, ctx))
        loc = _loc(s.tok)
        if isinstance(b.type, StructType):
            return self.cxx_operator("[]", [b, i], s.tok, ctx)
        if isinstance(i.type, (PointerType, ArrayType)) and isinstance(b.type, ScalarType):
            b, i = i, b
        if isinstance(i.type, StructType) and self.has_conversion_operator(i.type):
            # `a[k]`, k an object whose `operator int()` gives the index (CUTLASS's
            # uint2b_t): the built-in subscript of the converted value ([over.built])
            i = self.decay(self.cxx_class_converted(i, s.tok, ctx))
        bt = b.type
        if not isinstance(i.type, ScalarType) or not i.type.is_integer:
            raise SemanticError(f"array subscript is not an integer ({i.type})", loc)
        i = self.promote(i)
        if isinstance(bt, ArrayType):
            return N.Index(b, i, bt.elem, loc=loc)
        if isinstance(bt, PointerType):
            if isinstance(bt.pointee, VoidType):
                raise SemanticError("subscript of a void pointer", loc)
            return N.Index(b, i, bt.pointee, loc=loc)
        if isinstance(bt, VectorType):
            raise Unsupported("subscripted vector", loc)
        raise SemanticError(f"subscripted value is not an array or pointer ({bt})", loc)

    def ex_member(self, s, ctx):
        loc = _loc(s.tok)
        base_syn = s.b
        if base_syn.kind == "id" and self.dialect == D.CUDA and \
                base_syn.name in D.CUDA_SPECIALS and self.lookup(base_syn.name, ctx) is None \
                and not s.arrow:
            if s.name not in ("x", "y", "z"):
                raise SemanticError(f"no member '{s.name}' in {base_syn.name}", loc)
            return N.Special(D.CUDA_SPECIALS[base_syn.name], "xyz".index(s.name), U32,
                             loc=_loc(base_syn.tok))
        b = self.ex(base_syn, ctx)
        if s.arrow:
            b = self.decay(b)
            if not isinstance(b.type, PointerType):
                raise SemanticError(f"'->' on a non-pointer ({b.type})", loc)
            b = N.Deref(b, b.type.pointee, loc=b.loc)
        t = b.type
        if isinstance(t, VectorType):
            lanes = swizzle_lanes(s.name, t.lanes)
            if lanes is None:
                raise SemanticError(f"invalid vector component '.{s.name}' of {t}", loc)
            if len(lanes) == 1:
                rt = t.elem
            else:
                if len(lanes) not in (2, 3, 4, 8, 16):
                    raise SemanticError(f"invalid vector component '.{s.name}'", loc)
                rt = VectorType(t.elem, len(lanes))
            return N.Swizzle(b, lanes, rt, loc=loc)
        if isinstance(t, StructType):
            from .bitfields import bitfield, read
            bf = bitfield(self, t, s.name)
            if bf is not None:
                return read(b, bf, loc)
            path = _member_path(t, s.name)
            if path is None and t.name in struct_instances(self):
                # `t.I`: a static constexpr member of a class template instance, read
                # through an object
                inst = self.class_insts.get(struct_instances(self)[t.name])
                if inst is not None and s.name in inst["consts"]:
                    return replace(inst["consts"][s.name], loc=loc)
            if path is None:
                raise SemanticError(f"no member named '{s.name}' in {t}", loc)
            for fname, ft in path:
                owner = b.type
                b = N.Field(b, fname, ft, loc=loc)
                if isinstance(owner, StructType):  # a reference member: read through
                    b = refmember.read_member(self, owner, b)
            return b
        if isinstance(t, ScalarType) and t.fmt in ("e4m3", "e5m2") and s.name == "__x":
            # cuda_fp8.h's storage byte of an fp8 value (read only)
            return N.Cast(D.SCALAR_NAMES["uchar"], b, False, "bitcast", loc=loc)
        if _storage_member(t, s.name):
            # PyTorch's `at::Half`/`at::BFloat16` (read as `__half`/`__nv_bfloat16`) keep
            # their bits in the public `unsigned short x` (cuda_fp16's `__x`)
            return N.Cast(D.SCALAR_NAMES["ushort"], b, False, "bitcast", loc=loc)
        raise SemanticError(f"member reference '.{s.name}' on a non-struct ({t})", loc)

    # ------------------------------------------------------------------ calls
    def ex_call(self, s, ctx, stmt: bool = False):
        loc = _loc(s.tok)
        fn = s.fn
        if fn.kind in ("member", "id") and self.dialect == D.CUDA:
            from .coop import call_hook
            lowered = call_hook(self, s, ctx)
            if lowered is not None:
                return lowered
        if fn.kind == "id" and fn.name in TUPLE_CALLS and fn.qual[-1:] == ["std"]:
            r = tuple_call(self, s, ctx)  # std::make_tuple, tuple_cat, apply, get
            if r is not None:
                return r
        ref = self.fn_callee(fn, ctx)  # `ops[1](..)`, `(*f)(..)`, `d_add(..)`
        if ref is not None and ref.bind:  # a function template instance
            return self._call_chosen(ref.name, self.funcs[ref.name][ref.which],
                                     dict(ref.bind), s, [self.ex(a, ctx) for a in s.args], ctx)
        if ref is not None:
            fn = Syn("id", fn.tok, name=ref.name, qual=[], targs=None)
            s = Syn("call", s.tok, fn=fn, args=s.args)
        r = self.cxx_call(s, ctx)  # methods, operator(), lambdas
        if r is not None:
            return r
        if fn.kind == "tmember" and len(fn.member) == 1 and fn.name in self.class_templates:
            from .tmethods import static_method_call
            return static_method_call(self, s, ctx)
        if fn.kind == "id" and fn.qual:
            inst = self._qualifier_instance(fn.qual[-1], ctx)
            if inst is not None:  # `tile_A::f(..)`, tile_A naming a class template instance
                from .tmethods import instance_method_call
                return instance_method_call(self, inst[0], list(inst[1]), fn.name, s,
                                            ctx, fn.tok)
            c = next((c for c in self.prog.chunks if c.kind == "class" and
                      c.name == fn.qual[-1] and c.template is None), None)
            if c is not None and fn.name not in self.funcs and \
                    self.cxx_get(fn.qual[-1]) is None:
                # `Cls::f<A, B>(..)`: a static method of a class not read as a value type
                from .tmethods import plain_static_call
                return plain_static_call(self, c, fn.qual[-1], s, ctx)
        if fn.kind == "id" and not fn.qual and fn.name not in self.funcs and \
                fn.name not in self.fspecs and self.lookup(fn.name, ctx) is None:
            from .tmethods import sibling_static_call
            r = sibling_static_call(self, s, ctx)
            if r is not None:
                return r
        if fn.kind == "member" and not fn.arrow and fn.b.kind == "id":
            st = self.ex(fn.b, ctx).type
            inst = struct_instances(self).get(st.name) if isinstance(st, StructType) else None
            if inst is not None:
                # `t.get_i(l)`: a static method of a class template instance called through
                # an object (ggml mma.cuh's tiles; the object is not evaluated for it, and
                # a name that is not a static method is refused there)
                from .tmethods import instance_method_call
                return instance_method_call(self, inst[0], list(inst[1]), fn.name, s, ctx,
                                            fn.tok)
        if fn.kind != "id":
            if fn.kind == "member":
                raise Unsupported("method call", _loc(fn.tok))
            raise Unsupported("function pointer call", loc)
        name = fn.name
        loc = _loc(fn.tok)
        if self.lookup(name, ctx) is not None:
            raise Unsupported("call through a variable (function pointer)", loc)
        if any(a.kind == "expand" for a in s.args):
            s = expand_call_args(self, s, ctx)
        ref = ctx.tbind.get(name) if not fn.qual else None
        if isinstance(ref, FuncRef) and ref.bind:
            # a function template instance held as a value (``wb_t f = wb<T, 4>;``)
            args = [self.ex(a, ctx) for a in s.args]
            return self._call_chosen(ref.name, self.funcs[ref.name][ref.which],
                                     dict(ref.bind), s, args, ctx)
        if isinstance(ref, FuncRef):
            # a function-pointer template parameter: a call of the function it binds
            name = ref.name
            s = Syn("call", s.tok, fn=Syn("id", fn.tok, name=name, qual=[], targs=None),
                    args=s.args)
        if name in self.funcs or name in self.fspecs:
            return self.call_user(name, s, ctx)
        if name in D.UNSUPPORTED_CALLS:
            raise Unsupported(D.UNSUPPORTED_CALLS[name], loc)
        if self.dialect == D.CUDA and wmma.is_wmma_name(name, fn.qual):
            raise wmma.refuse(name, loc)  # tensor-core warp matrix functions
        if fn.qual == ["thrust"] and name in THRUST_CALLS:
            return thrust_call(self, s, ctx)  # thrust::get<I> of a pair (frontend/thrust.py)
        if fn.qual and fn.qual[0] == "thrust" and name not in self.builtins:
            raise Unsupported(f"Thrust's '{name}' is not modelled (warpsmith does not model "
                              "Thrust)", loc)
        args = [self.ex(a, ctx) for a in s.args]
        if fn.targs and name in ("min", "max") and len(fn.targs) == 1:
            # `std::min<T>(a, b)`: both arguments converted to T (as `std::min`, read as the
            # builtin, see docs/cxx-coop.md)
            t = fn.targs[0]
            t = self.type_name(t, ctx) if isinstance(t, TypeName) else \
                self.named_type(t.name, t.tok, ctx)
            args = [self.conv(a, t, s.tok) for a in args]
            args = [replace(a, implicit=False) if isinstance(a, N.Cast) else a for a in args]
        if name in TEXTURE_FUNCTIONS and self.dialect == D.CUDA:
            from .texture import texture_call
            return texture_call(self, name, args, s, ctx)
        if name in SURFACE_FUNCTIONS and self.dialect == D.CUDA:
            from .texture import surface_call
            return surface_call(self, name, args, s, ctx)
        if name in IMAGE_FUNCTIONS and self.dialect == D.OPENCL:
            from .texture import image_call
            return image_call(self, name, args, s, ctx)
        return self.call_builtin(name, args, s, ctx)

    def _qualifier_type(self, name: str, ctx) -> Type | None:
        """The type a qualifier ``name::`` names through a local typedef, a template
        parameter or a file-scope typedef (None: none of them)."""
        for scope in reversed(ctx.scopes):
            v = scope.get(name)
            if v is not None:
                return v.expr if v.kind == "type" else None
        t = ctx.tbind.get(name)
        if t is None:
            t = self.types.get(name)
        return t if isinstance(t, Type) else None

    def _qualifier_instance(self, name: str, ctx) -> tuple | None:
        """(class template, argument values) when the qualifier ``name`` is a typedef or
        template parameter naming an instance of a class template; else None."""
        t = self._qualifier_type(name, ctx)
        if not isinstance(t, StructType):
            return None
        return struct_instances(self).get(t.name)

    def _arity(self, name, args, n, tok, most=None):
        most = n if most is None else most
        if not (n <= len(args) <= most):
            raise SemanticError(f"'{name}' takes {n} argument{'s' if n != 1 else ''}, "
                                f"got {len(args)}", _loc(tok))

    def call_builtin(self, name: str, args: list, s: Syn, ctx: FuncCtx) -> N.Expr:
        tok = s.fn.tok
        loc = _loc(tok)
        d = self.dialect
        if d == D.OPENCL and name in D.OPENCL_SPECIALS:
            self._arity(name, args, 1, tok)
            return self._dimension(name, D.OPENCL_SPECIALS[name], args[0], tok, ctx)
        if d == D.OPENCL and name in ("get_global_offset", "get_global_linear_id",
                                      "get_local_linear_id"):
            return self._opencl_ids(name, args, tok, ctx)
        if d == D.OPENCL and name == "get_work_dim":
            self._arity(name, args, 0, tok)
            return N.Special("work_dim", 0, U32, loc=loc)
        if name == "__syncthreads" and d == D.CUDA and not args:
            return self.cxx_barrier_call(tok, ctx)
        if name in ("__syncthreads", "barrier", "work_group_barrier"):
            raise Unsupported(f"{name} inside an expression", loc)
        if name.startswith("make_") and name[5:] in D.VECTOR_NAMES:
            t = D.VECTOR_NAMES[name[5:]]
            if isinstance(t, ScalarType):
                self._arity(name, args, 1, tok)
                return self.conv(args[0], t, tok)
            return self.make_vector(t, args, tok)
        if d == D.OPENCL and name.startswith("convert_"):
            return self._convert(name, args, tok)
        if name.startswith("as_") and _vec_or_scalar(name[3:]) is not None:
            self._arity(name, args, 1, tok)
            t = _vec_or_scalar(name[3:])
            a = self.decay(args[0])
            if t.size != a.type.size:
                raise SemanticError(f"{name}: size of {a.type} differs from {t}", loc)
            return N.Cast(t, a, False, "bitcast", loc=loc)
        if d == D.CUDA and lowp.is_lowp_call(name, args):
            return lowp.lower(self, name, args, tok, loc)  # half/bfloat16 intrinsics
        if d == D.CUDA and name in lowp.FP8_CVT:
            return lowp.fp8_conversion(self, name, args, tok, loc, ctx)  # cuda_fp8.h
        if d == D.CUDA and name in D.CUDA_BITCASTS:
            self._arity(name, args, 1, tok)
            src, dst = D.CUDA_BITCASTS[name]
            return N.Cast(dst, self.conv(args[0], src, tok), False, "bitcast", loc=loc)
        if d == D.CUDA and name in D.CUDA_CONVERSIONS:
            self._arity(name, args, 1, tok)
            src, dst = D.CUDA_CONVERSIONS[name]
            return N.Cast(dst, self.conv(args[0], src, tok), False, loc=loc)
        if d == D.CUDA and name not in self.builtins and (
                name.startswith(("__float2", "__double2", "__int2", "__uint2"))):
            raise Unsupported(f"rounding-mode conversion {name}", loc)
        if d == D.CUDA and name in LIBC_LOWERED:
            from .libc import lowered_call
            return lowered_call(self, name, args, tok)
        if d == D.CUDA and name == "__assert_fail" and name not in self.funcs:
            from .libc import assert_fail_call
            return assert_fail_call(self, args, tok)
        if d == D.CUDA and name in D.LEGACY_WARP:
            args = [N.Const(0xFFFFFFFF, U32, loc=loc)] + args
            name = D.LEGACY_WARP[name]
        m = re.fullmatch(r"(vload|vstore)(\d+)", name)
        if m and d == D.OPENCL or (m and name in BUILTINS):
            return self._vload_store(m.group(1), int(m.group(2)), args, tok)
        if d == D.CUDA and name == "__cvta_generic_to_shared":
            from .asm import cvta_call
            return cvta_call(self, args, tok)
        if name in (ocl2.OPENCL_CALLS if d == D.OPENCL else ocl2.CUDA_CALLS):
            return ocl2.call(self, name, args, tok, ctx)  # OpenCL 2.0, CUDA norm and clocks
        if name == CHECK_FAILED and not args and name not in self.funcs:
            note_run_time_suspect(self, ctx)
            return N.Call(name, (), VOID, loc=loc)  # TORCH_CHECK (frontend/constobj.py)
        if name not in self.builtins:
            if name in ("sqrt", "exp", "log") or name.endswith("f") and name[:-1] in BUILTINS:
                pass
            hint = None
            proto = self.prototypes.get(name)
            if proto is not None and name not in self.funcs:
                where = proto.name_tok.where if proto.name_tok is not None else None
                raise SemanticError(
                    f"function '{name}' is declared" + (f" (line {where.line})" if where else "")
                    + " but its definition is not in the files read", loc,
                    hint="device code is compiled whole: pass the file that defines it too "
                    "(or #include it)")
            if _CAPS.match(name):
                hint = (f"define it as a function-like macro with -D '{name}(ARGS)=BODY', or "
                        "give the header that defines it (-I DIR)")
            raise SemanticError(f"call to undeclared function '{name}'", loc, hint=hint)
        neutral, style = self.builtins[name]
        if neutral in ("memcpy", "memset"):
            from .libc import mem_call
            return mem_call(self, neutral, args, tok)
        if neutral.startswith("pipeline_"):
            from .pipeline import pipeline_call
            return pipeline_call(self, neutral, args, tok)
        b = BUILTINS[neutral]
        args = [self.decay(a) for a in args]
        if b.arity >= 0 and neutral not in ("sincos", "mem_fence", "atomic_inc", "atomic_dec",
                                            "printf", "syncwarp") and len(args) != b.arity:
            raise SemanticError(f"'{name}' takes {b.arity} argument"
                                f"{'s' if b.arity != 1 else ''}, got {len(args)}", loc)
        kind = b.kind
        if kind == "math":
            return self._math(neutral, style, name, args, tok)
        if kind == "generic":
            return self._generic(neutral, name, args, tok)
        if kind == "int":
            return self._intfn(neutral, name, args, tok)
        if kind == "atomic":
            return self._atomic(neutral, name, args, tok)
        if kind == "classify":
            ft = self._float_common(args, tok)
            rt = VectorType(I32, ft.lanes) if isinstance(ft, VectorType) else I32
            if ft.elem.bits == 64 if isinstance(ft, VectorType) else False:
                rt = VectorType(I64, ft.lanes)
            return N.Call(neutral, tuple(self.conv(a, ft, tok) for a in args), rt, loc=loc)
        if kind == "relational":
            a = self.decay(args[0])
            es = element_scalar(a.type)
            if es is None or not es.is_integer or not es.signed:
                raise SemanticError(f"'{name}' takes a signed integer scalar or vector, got "
                                    f"{a.type}", getattr(a, "loc", loc))
            return N.Call(neutral, (a,), I32, loc=loc)
        if kind == "fixed":
            arg_types, rt = signature(neutral, [self.promote(a).type for a in args])
            for a in args:
                if not isinstance(a.type, ScalarType) or not a.type.is_integer and \
                        not a.type.is_float:
                    raise SemanticError(f"'{name}' takes integers, got {a.type}",
                                        getattr(a, "loc", loc))
            return N.Call(neutral, tuple(self.conv(a, at, tok) for a, at in
                                         zip(args, arg_types)), rt, loc=loc)
        if kind == "shuffle":
            return self._shuffle(neutral, name, args, tok)
        if kind == "halfmem":
            return self._halfmem(neutral, name, args, tok)
        if kind == "workgroup":
            return self._workgroup(neutral, name, args, tok)
        if kind == "rounded":
            arg_types, rt = rounded_signature(neutral)
            for a in args:
                if not isinstance(a.type, ScalarType):
                    raise SemanticError(f"'{name}' takes scalars, got {a.type}",
                                        getattr(a, "loc", loc))
            return N.Call(neutral, tuple(self.conv(a, at, tok) for a, at in
                                         zip(args, arg_types)), rt, loc=loc)
        if kind == "vector":
            ft = self._float_common(args, tok, D.OPENCL)
            args = [self.conv(a, ft, tok) for a in args]
            if neutral in ("cross", "normalize", "reflect"):
                rt = ft
            else:
                rt = element_scalar(ft)
            return N.Call(neutral, tuple(args), rt, loc=loc)
        if kind == "warp":
            return self._warp(neutral, name, args, tok, ctx)
        if kind == "curand":
            return self._curand(neutral, args, tok)
        # misc
        if neutral == "printf":
            if not args or args[0].type != STR_TYPE:
                raise SemanticError("printf needs a format string", loc)
            out = [args[0]]
            for a in args[1:]:
                t = a.type
                if isinstance(t, StructType) or (isinstance(t, VectorType) and
                                                 self.dialect == D.CUDA):
                    raise SemanticError(f"printf argument of type {t}: C passes no vector or "
                                        "struct through '...'", getattr(a, "loc", loc),
                                        hint="print its components")
                if isinstance(t, ScalarType):
                    if t.is_float and t.bits < 64:
                        a = self.conv(a, F64)
                    elif t.is_integer:
                        a = self.promote(a)
                out.append(a)
            return N.Call("printf", tuple(out), I32, loc=loc)
        if neutral == "nan_tag":  # nanf("") / nan(""): the tag is a string literal
            if len(args) != 1 or args[0].type != STR_TYPE:
                raise SemanticError(f"'{name}' takes a string literal", loc)
            return N.Call(neutral, (args[0],), F32 if name == "nanf" else F64, loc=loc)
        if neutral.startswith("vibm"):  # __vibmax_s32(a, b, bool *pred)
            it = I32 if neutral.endswith("s32") else U32
            p = args[2]
            if not isinstance(p.type, PointerType) or p.type.pointee != BOOL:
                raise SemanticError(f"'{name}' needs a bool* as third argument, got {p.type}",
                                    getattr(p, "loc", loc))
            return N.Call(neutral, (self.conv(args[0], it, tok), self.conv(args[1], it, tok),
                                    p), it, loc=loc)
        if neutral == "ldg" or neutral in LOAD_HINTS or neutral in STORE_HINTS:
            return self._hinted_access(neutral, name, args, loc)
        if neutral == "assert":
            return N.Call("assert", tuple(args), VOID, loc=loc)
        if neutral == "mem_fence":
            return N.Call("mem_fence", tuple(self.conv(a, U32) for a in args), VOID, loc=loc)
        return N.Call(neutral, tuple(args), VOID, loc=loc)

    def _convert(self, name, args, tok):
        loc = _loc(tok)
        m = re.fullmatch(r"convert_([a-z]+[0-9]*)(_sat)?(_rte|_rtz|_rtp|_rtn)?", name)
        t = _vec_or_scalar(m.group(1)) if m else None
        if t is None:
            raise SemanticError(f"call to undeclared function '{name}'", loc)
        self._arity(name, args, 1, tok)
        a = self.decay(args[0])
        rnd = m.group(3)
        es = element_scalar(t)
        src = element_scalar(a.type)
        if rnd and es.is_integer and src is not None and src.is_integer:
            rnd = None  # integer to integer: no rounding happens
        if rnd and not ((rnd == "_rtz" and es.is_integer) or (rnd == "_rte" and es.is_float)):
            call = self._rounded_convert(name, t, a, rnd)
            if call is None:
                raise Unsupported(f"rounding mode {rnd[1:]} in {name}", loc)
            return call
        if isinstance(a.type, VectorType) != isinstance(t, VectorType) or (
                isinstance(t, VectorType) and a.type.lanes != t.lanes):
            raise SemanticError(f"{name}: cannot convert {a.type} to {t}", loc)
        return N.Cast(t, a, False, "saturate" if m.group(2) else "convert", loc=loc)

    def _rounded_convert(self, name, t, a, rnd):
        """OpenCL's ``convert_T[_sat]_rtX`` of a scalar as CUDA's rounding conversion
        (``convert_int_sat_rtp(x)`` = ``__float2int_ru``; without ``_sat`` an out-of-range
        value is undefined in OpenCL, and saturating is one of its meanings); None when
        CUDA has no such conversion (vectors, 8/16-bit types)."""
        names = {F32: "float", F64: "double", I32: "int", U32: "uint", I64: "ll", U64: "ull"}
        src = a.type
        if isinstance(src, ScalarType) and src.is_integer and src.bits < 32:
            src = I32
        if not isinstance(t, ScalarType) or src not in names or t not in names:
            return None
        mode = {"_rte": "rn", "_rtz": "rz", "_rtp": "ru", "_rtn": "rd"}[rnd]
        if src.is_integer and t.is_integer:
            return N.Cast(t, a, False, "convert", loc=a.loc)  # no rounding to do
        if src == t:
            return a
        if t == F64 and (src == F32 or src.is_integer and src.bits == 32):
            return N.Cast(t, a, False, "convert", loc=a.loc)  # exact
        neutral = f"{names[src]}2{names[t]}_{mode}"
        if neutral not in ROUNDED:
            return None
        (at,), rt = rounded_signature(neutral)
        call = N.Call(neutral, (self.conv(a, at),), rt, loc=a.loc)
        if src.is_float and t.is_integer and (src == F64 or t.bits == 64) and is_pure(a):
            # CUDA's conversion gives 0x80.. for NaN here; OpenCL's _sat gives 0 (and 0 is
            # one of the undefined results without _sat)
            nan = N.Call("isnan", (a,), I32, loc=a.loc)
            return N.Conditional(nan, N.Const(0, t, loc=a.loc), call, t, loc=a.loc)
        return call

    def _vload_store(self, kind, n, args, tok):
        loc = _loc(tok)
        if kind == "vload":
            self._arity(kind + str(n), args, 2, tok)
            off, p = self.decay(args[0]), self.decay(args[1])
            if not isinstance(p.type, PointerType) or not isinstance(p.type.pointee,
                                                                      ScalarType):
                raise SemanticError(f"vload{n} needs a pointer to scalars", loc)
            return N.Call(f"vload{n}", (self.conv(off, U64, tok), p),
                          VectorType(p.type.pointee, n), loc=loc)
        self._arity(kind + str(n), args, 3, tok)
        data, off, p = (self.decay(a) for a in args)
        if not isinstance(p.type, PointerType) or not isinstance(p.type.pointee, ScalarType):
            raise SemanticError(f"vstore{n} needs a pointer to scalars", loc)
        return N.Call(f"vstore{n}", (self.conv(data, VectorType(p.type.pointee, n), tok),
                                     self.conv(off, U64, tok), p), VOID, loc=loc)

    def _shuffle(self, neutral, name, args, tok):
        """OpenCL's shuffle(x, mask) and shuffle2(x, y, mask): vectors of one type, and an
        unsigned integer mask vector whose element size is x's element size."""
        loc = _loc(tok)
        self._arity(name, args, 2 if neutral == "shuffle" else 3, tok)
        *data, mask = (self.decay(a) for a in args)
        x = data[0].type
        if not isinstance(x, VectorType) or any(d.type != x for d in data) or \
                not isinstance(mask.type, VectorType) or mask.type.elem.is_float or \
                mask.type.elem.signed or mask.type.elem.bits != x.elem.bits:
            raise SemanticError(
                f"'{name}' takes vectors of one type and an unsigned mask vector of as "
                f"wide elements, got {', '.join(str(a.type) for a in (*data, mask))}", loc)
        return N.Call(neutral, (*data, mask), VectorType(x.elem, mask.type.lanes), loc=loc)

    def _float_common(self, args, tok, dialect_for_ints=None) -> Type:
        lanes = None
        bits = 0
        for a in args:
            t = a.type
            es = element_scalar(t)
            if es is None:
                raise SemanticError(f"invalid argument of type {t}", getattr(a, "loc",
                                                                              _loc(tok)))
            if isinstance(t, VectorType):
                lanes = t.lanes
            if es.is_float:
                bits = max(bits, es.bits)
        if bits == 0:
            bits = 64 if (dialect_for_ints or self.dialect) == D.CUDA else 32
        ft = {16: F16, 32: F32, 64: F64}[bits]
        return VectorType(ft, lanes) if lanes else ft

    def _math(self, neutral, style, name, args, tok):
        loc = _loc(tok)
        if neutral == "native_sincos":  # CUDA's __sincosf: float only
            self._arity(name, args, 3, tok)
            x = self.conv(args[0], F32, tok)
            return N.Call("native_sincos", (x, args[1], args[2]), VOID, loc=loc)
        if neutral == "sincos":
            if self.dialect == D.CUDA:
                self._arity(name, args, 3, tok)
                ft = F32 if style == "f32" else self._float_common(args[:1], tok)
                x = self.conv(args[0], ft, tok)
                return N.Call("sincos", (x, args[1], args[2]), VOID, loc=loc)
            self._arity(name, args, 2, tok)
            ft = self._float_common(args[:1], tok)
            return N.Call("sincos", (self.conv(args[0], ft, tok), args[1]), ft, loc=loc)
        if neutral in ("sincospi", "remquo", "ilogb"):
            from .libc import math_call
            return math_call(self, neutral, style, name, args, tok)
        if neutral in ("frexp", "modf", "fract", "lgamma_r"):
            ft = F32 if style == "f32" else self._float_common(args[:1], tok)
            want = I32 if neutral in ("frexp", "lgamma_r") else ft
            want = VectorType(want, ft.lanes) if isinstance(ft, VectorType) and \
                neutral in ("frexp", "lgamma_r") else want
            p = self.decay(args[1])
            if not isinstance(p.type, PointerType) or p.type.pointee != want:
                raise SemanticError(f"'{name}' needs a pointer to {want} as its second "
                                    f"argument, got {p.type}", getattr(p, "loc", loc))
            return N.Call(neutral, (self.conv(args[0], ft, tok), p), ft, loc=loc)
        if neutral in ("jn", "yn"):  # jnf(int n, float x)
            self._arity(name, args, 2, tok)
            ft = F32 if style == "f32" else self._float_common(args[1:], tok)
            return N.Call(neutral, (self.conv(args[0], I32, tok), self.conv(args[1], ft, tok)),
                          ft, loc=loc)
        if neutral == "nan":  # nan(uintN) -> floatN, nan(ulongN) -> doubleN
            self._arity(name, args, 1, tok)
            a = self.decay(args[0])
            if a.type == STR_TYPE:  # C's nan("") (CUDA): a double NaN
                return N.Call("nan_tag", (a,), F64, loc=loc)
            es = element_scalar(a.type)
            if es is None or not es.is_integer or es.signed or es.bits not in (32, 64):
                raise SemanticError(f"'{name}' takes uint or ulong (scalar or vector), got "
                                    f"{a.type}", loc)
            ft = F64 if es.bits == 64 else F32
            ft = VectorType(ft, a.type.lanes) if isinstance(a.type, VectorType) else ft
            return N.Call("nan", (a,), ft, loc=loc)
        if neutral in ("ldexp", "pown", "rootn"):
            ft = F32 if style == "f32" else self._float_common(args[:1], tok)
            return N.Call(neutral, (self.conv(args[0], ft, tok), self.conv(
                args[1], I32 if not isinstance(ft, VectorType) else VectorType(
                    I32, ft.lanes), tok)), ft, loc=loc)
        if style == "f32" or neutral.startswith("native_"):
            ft = F32
            if any(isinstance(a.type, VectorType) for a in args):
                ft = self._float_common(args, tok)
        else:
            ft = self._float_common(args, tok)
        return N.Call(neutral, tuple(self.conv(a, ft, tok) for a in args), ft, loc=loc)

    def _generic(self, neutral, name, args, tok):
        loc = _loc(tok)
        if neutral in ("saturate",):
            return N.Call(neutral, (self.conv(args[0], F32, tok),), F32, loc=loc)
        if neutral in ("mix", "step", "smoothstep", "degrees", "radians", "sign"):
            ft = self._float_common(args, tok, D.OPENCL)
            return N.Call(neutral, tuple(self.conv(a, ft, tok) for a in args), ft, loc=loc)
        if neutral == "select":
            ct = self.common(args[0].type, args[1].type, tok)
            return N.Call(neutral, (self.conv(args[0], ct), self.conv(args[1], ct),
                                    self.promote(args[2])), ct, loc=loc)
        if neutral == "abs":
            a = args[0]
            if not isinstance(a.type, (ScalarType, VectorType)):
                raise SemanticError(f"invalid argument of type {a.type}", loc)
            if name in ("labs", "llabs"):
                a = self.conv(a, I64, tok)
            es = element_scalar(a.type)
            if self.dialect == D.OPENCL and es is not None and es.kind == "int":
                # OpenCL C 6.15.3: ugentype abs(gentype x): no promotion, unsigned result
                us = ScalarType("int", es.bits, False)
                rt = us if isinstance(a.type, ScalarType) else VectorType(us, a.type.lanes)
                return N.Call("abs", (a,), rt, loc=loc)
            a = self.promote(a)
            return N.Call("abs", (a,), a.type, loc=loc)
        ct = None
        for a in args:
            if not isinstance(a.type, (ScalarType, VectorType)):
                raise SemanticError(f"invalid argument of type {a.type}", loc)
            t = a.type if not isinstance(a.type, ScalarType) else integer_promote(a.type)
            ct = t if ct is None else self.common(ct, t, tok)
        if name in ("umin", "umax"):
            ct = U32
        elif name in ("llmin", "llmax"):
            ct = I64
        elif name in ("ullmin", "ullmax"):
            ct = U64
        return N.Call(neutral, tuple(self.conv(a, ct, tok) for a in args), ct, loc=loc)

    def _halfmem(self, neutral, name, args, tok):
        """OpenCL's ``vload_halfN(offset, const half *p)`` (floats) and
        ``vstore_halfN[_rtX](data, offset, half *p)`` (float or double data)."""
        loc = _loc(tok)
        store, n, _, _ = HALF_MEM[neutral]
        self._arity(name, args, 3 if store else 2, tok)
        p = self.decay(args[-1])
        if not isinstance(p.type, PointerType) or p.type.pointee != F16:
            raise SemanticError(f"'{name}' needs a pointer to half, got {p.type}",
                                getattr(p, "loc", loc))
        off = self.conv(args[-2], U64, tok)
        if not store:
            return N.Call(neutral, (off, p), F32 if n == 1 else VectorType(F32, n), loc=loc)
        data = self.decay(args[0])
        ft = F64 if element_scalar(data.type) == F64 else F32
        want = ft if n == 1 else VectorType(ft, n)
        return N.Call(neutral, (self.conv(data, want, tok), off, p), VOID, loc=loc)

    def _workgroup(self, neutral, name, args, tok):
        """OpenCL 2.0's work-group collectives: a scalar int/uint/long/ulong/float/double
        value (``all``/``any``: an int predicate), broadcast's 1 to 3 local ids as size_t."""
        loc = _loc(tok)
        want = (2, 4) if neutral == "work_group_broadcast" else (1, 1)
        if not want[0] <= len(args) <= want[1]:
            raise SemanticError(f"'{name}' takes {want[0]}" + (
                f" to {want[1]}" if want[1] != want[0] else "") + f" argument(s), got "
                f"{len(args)}", loc)
        x = self.promote(self.decay(args[0]))
        if not isinstance(x.type, ScalarType) or x.type.bits < 32 or x.type.kind == "bool":
            raise SemanticError(f"'{name}' takes a scalar int, uint, long, ulong, float or "
                                f"double, got {x.type}", getattr(x, "loc", loc))
        if neutral in ("work_group_all", "work_group_any"):
            return N.Call(neutral, (self.conv(x, I32, tok),), I32, loc=loc)
        rest = tuple(self.conv(a, U64, tok) for a in args[1:])
        return N.Call(neutral, (x, *rest), x.type, loc=loc)

    def _dimension(self, name, kind, arg, tok, ctx) -> N.Expr:
        """An OpenCL work-item function of dimension ``arg`` (``kind``: the Special kind;
        None for ``get_global_offset``, 0 in every dimension since warpsmith launches have
        no global offset). A constant dimension gives that dimension's value; any other
        is a select over the three dimensions, ``d == 0 ? x : d == 1 ? y : d == 2 ? z :
        other``. Outside the launch's dimensions (OpenCL C 1.2, 6.12.1: ``dimindx``
        outside 0 .. get_work_dim() - 1) the ids and the offset are 0 and the sizes 1; a
        launch of fewer than three dimensions has size 1 and id 0 in the others, so only
        a ``d`` above 2 needs the fallback."""
        loc = _loc(tok)
        other = 1 if kind in ("local_size", "num_groups", "global_size") else 0
        v = fold(arg, ctx.consts)
        if v is not None:
            if kind is None or not 0 <= int(v) <= 2:
                return N.Const(other, U64, loc=loc)
            return N.Special(kind, int(v), U64, loc=loc)
        d = self.decay(arg)
        if not isinstance(d.type, ScalarType) or not d.type.is_integer:
            raise Unsupported(f"{name} with a dimension of type {d.type}", loc)
        if not is_pure(d):
            # evaluated up to three times by the select
            raise Unsupported(f"{name} with a dimension that has side effects", loc)
        if kind is None:
            return N.Const(0, U64, loc=loc)
        # a wider integer is converted explicitly: printed without the conversion, its
        # comparison with 0u, 1u, 2u would not truncate
        d = N.Cast(U32, d, False, "convert", loc=loc) if d.type.bits > 32 else \
            self.conv(d, U32, tok)
        out: N.Expr = N.Const(other, U64, loc=loc)
        for k in (2, 1, 0):
            cond = N.Binary("==", d, N.Const(k, U32, loc=loc), I32, loc=loc)
            out = N.Conditional(cond, N.Special(kind, k, U64, loc=loc), out, U64, loc=loc)
        return out

    def _opencl_ids(self, name, args, tok, ctx):
        """``get_global_offset(d)``: 0 (warpsmith launches have no global offset); the
        OpenCL 2.0 linear ids as their defining expressions (OpenCL C 2.0, 6.13.1), so they
        print in both dialects."""
        loc = _loc(tok)
        if name == "get_global_offset":
            self._arity(name, args, 1, tok)
            return self._dimension(name, None, args[0], tok, ctx)
        self._arity(name, args, 0, tok)
        idk, size = ("global_id", "global_size") if name == "get_global_linear_id" else (
            "local_id", "local_size")

        def sp(k, d):
            return N.Special(k, d, U64, loc=loc)

        def mul(a, b):
            return N.Binary("*", a, b, U64, loc=loc)

        def add(a, b):
            return N.Binary("+", a, b, U64, loc=loc)
        s0, s1 = sp(size, 0), sp(size, 1)
        return add(add(mul(mul(sp(idk, 2), s1), s0), mul(sp(idk, 1), s0)), sp(idk, 0))

    def _upsample(self, name, args, tok):
        """OpenCL ``upsample(hi, lo)``: ``(hi << bits) | lo`` in the type twice as wide,
        signed as ``hi``; ``lo`` is the unsigned type of ``hi``'s width."""
        loc = _loc(tok)
        self._arity(name, args, 2, tok)
        hi, lo = args
        es, ls = element_scalar(hi.type), element_scalar(lo.type)
        if es is None or not es.is_integer or es.bits > 32:
            raise SemanticError(f"'{name}' takes 8-, 16- or 32-bit integers, got {hi.type}",
                                loc)
        if ls is None or not ls.is_integer or ls.signed or ls.bits != es.bits:
            raise SemanticError(f"'{name}': lo must be unsigned and as wide as hi "
                                f"(OpenCL C 6.12.3), got {hi.type} and {lo.type}", loc)
        wide = ScalarType("int", es.bits * 2, es.signed)
        ulo = ScalarType("int", es.bits, False)
        if isinstance(hi.type, VectorType):
            wide, ulo = VectorType(wide, hi.type.lanes), VectorType(ulo, hi.type.lanes)
        return N.Call("upsample", (hi, self.conv(lo, ulo, tok)), wide, loc=loc)

    def _intfn(self, neutral, name, args, tok):
        loc = _loc(tok)
        if neutral == "upsample":
            return self._upsample(name, args, tok)
        if self.dialect == D.CUDA and name in D.CUDA_INT_SIGNATURES:
            at, rt = D.CUDA_INT_SIGNATURES[name]
            return N.Call(neutral, tuple(self.conv(a, at, tok) for a in args), rt, loc=loc)
        ct = None
        for a in args:
            t = a.type
            es = element_scalar(t)
            if es is None or es.is_float:
                raise SemanticError(f"'{name}' needs integer arguments ({t})", loc)
            t = integer_promote(t) if isinstance(t, ScalarType) else t
            ct = t if ct is None else self.common(ct, t, tok)
        return N.Call(neutral, tuple(self.conv(a, ct, tok) for a in args), ct, loc=loc)

    def _hinted_access(self, neutral, name, args, loc):
        """``__ldg(p)``, ``__ldcg(p)`` .. (a load of ``*p``) and ``__stcg(p, v)`` .. (a store
        of ``v`` to ``*p``): CUDA declares them for scalars and vectors only."""
        p = args[0]
        if not isinstance(p.type, PointerType):
            raise SemanticError(f"{name} needs a pointer", loc)
        if neutral != "ldg" and not isinstance(p.type.pointee, (ScalarType, VectorType)):
            raise SemanticError(f"{name} on {p.type.pointee}: CUDA declares it for scalar "
                                "and vector types only", loc)
        if neutral in STORE_HINTS:
            if p.type.const:
                raise SemanticError(f"{name} through a pointer to const", loc)
            return N.Call(neutral, (p, self.conv(args[1], p.type.pointee)), VOID, loc=loc)
        return N.Call(neutral, (p,), p.type.pointee, loc=loc)

    def _atomic(self, neutral, name, args, tok):
        loc = _loc(tok)
        if not args or not isinstance(args[0].type, PointerType):
            raise SemanticError(f"'{name}' needs a pointer as first argument", loc)
        p = args[0]
        pt = p.type.pointee
        want = BUILTINS[neutral].arity
        if len(args) != want:
            raise SemanticError(f"'{name}' takes {want} arguments, got {len(args)}", loc)
        rest = [self.conv(a, pt, tok) for a in args[1:]]
        if neutral.startswith(("atomic_inc_wrap", "atomic_dec_wrap")):
            rest = [self.conv(a, U32, tok) for a in args[1:]]
        return N.Call(neutral, (p, *rest), pt, loc=loc)

    def _curand(self, name, args, tok):
        """A cuRAND device call (ir/curand.py): the state pointer checked against the
        generators the function takes, the integer arguments converted to 64 bits."""
        loc = _loc(tok)
        nargs, at, rt, gens = CURAND_FUNCTIONS[name]
        st = args[at].type if len(args) > at else None
        gen = generator_of(st.pointee) if isinstance(st, PointerType) else None
        if gen is None:
            raise SemanticError(f"'{name}' needs a pointer to a cuRAND state "
                                f"(curandState or curandStatePhilox4_32_10_t) as argument "
                                f"{at + 1}, got {st}", getattr(args[at], "loc", loc)
                                if len(args) > at else loc,
                                hint="#include <curand_kernel.h> and pass &state")
        if gen not in gens:
            raise SemanticError(f"'{name}' takes a Philox4_32_10 state (cuRAND has no "
                                f"{name} for XORWOW)", loc)
        num = F64 if name in CURAND_DOUBLE_ARGS else F32 if name in CURAND_FLOAT_ARGS else U64
        out = [a if i == at else self.conv(a, num, tok) for i, a in enumerate(args)]
        return N.Call(name, tuple(out), rt if rt is not None else VOID, loc=loc)

    def _warp(self, neutral, name, args, tok, ctx=None):
        loc = _loc(tok)
        if neutral.startswith("shfl"):
            if not 3 <= len(args) <= 4:
                raise SemanticError(f"'{name}' takes 3 or 4 arguments", loc)
            v = args[1]
            if isinstance(v.type, StructType) and self.has_conversion_operator(v.type):
                # CUDA's shuffles are overloads for scalars: a class object reaches the
                # one its conversion operator's result takes (CUTLASS's uint8b_t: unsigned)
                v = self.cxx_class_converted(v, tok, ctx)
            if isinstance(v.type, ScalarType):
                v = self.promote(v) if v.type.is_integer else v
            out = [self.conv(args[0], U32, tok), v,
                   self.conv(args[2], U32 if neutral == "shfl_xor_sync" and False else I32,
                             tok)]
            if len(args) == 4:
                out.append(self.conv(args[3], I32, tok))
            return N.Call(neutral, tuple(out), v.type, loc=loc)
        if neutral == "syncwarp":
            return N.Call(neutral, tuple(self.conv(a, U32, tok) for a in args), VOID, loc=loc)
        if neutral not in ("ballot_sync", "any_sync", "all_sync"):
            from .coop import warp_call
            return warp_call(self, neutral, name, args, tok)
        self._arity(name, args, 2, tok)
        out = (self.conv(args[0], U32, tok), self.promote(args[1]))
        return N.Call(neutral, out, U32 if neutral == "ballot_sync" else I32, loc=loc)

    # ------------------------------------------------------------------ user functions
    def func_syntax(self, c: Chunk):
        """Parse a function chunk once: (spec, declarator, body Syn)."""
        if c.error is not None:
            raise c.error
        if c.syntax is None:
            p = self.parser(c.toks)
            if c.template or getattr(c, "member_types", None):
                # (a static method cut out of its class sees the class's member types)
                p.local_types = [{tp.name for tp in c.template or [] if tp.is_type} |
                                 set(getattr(c, "member_types", ()))]
            try:
                spec = p.decl_specs()
                d = p.declarator()
                if d.params is None:
                    raise SyntaxErrorAt("expected a function declarator", _loc(d.tok))
                spec = p.trailing_return(spec, d)
                body = p.block()
            except WarpsmithError as e:
                c.error = e
                raise
            except RecursionError:
                c.error = SyntaxErrorAt("nesting too deep", _loc(c.toks[0]))
                raise c.error from None
            c.syntax = (spec, d, body)
        return c.syntax

    def _tail_calls_as_loop(self, c: Chunk) -> bool:
        """Rewrite ``c``'s body with its self tail calls as a loop (``frontend/tailcall.py``)
        once its call to itself has been resolved to itself (a recursion was found while
        reading it); False when there is nothing exact to rewrite."""
        spec, d, body = self.func_syntax(c)
        if c.name in BUILTINS or getattr(c, "cxx", None) is not None:
            return False  # a call of the same name may be a builtin's or a method's
        new = loop_tail_calls(c.name, d, body, Syn, template=bool(c.template),
                              overloaded=len(self.funcs.get(c.name, ())) > 1)
        if new is body:
            return False
        c.syntax = (spec, d, new)
        return True

    def bind_template(self, c: Chunk, explicit: list, named: dict, ctx: FuncCtx, tok,
                      deduced: dict | None = None, host_only: bool = False) -> dict:
        """Bindings of ``c``'s template parameters: positional explicit arguments (syntax,
        evaluated in ``ctx``), then deduced ones, named ones (text), defaults. For a host
        function template (``host_only``), an explicit type argument that device code
        cannot read (a host class, ``default_allocator<char>``) binds a
        :class:`.templates.HostOnlyType`."""
        bind: dict = {}
        types: dict = {}
        gctx = FuncCtx(device=False, tbind=bind, tparam_types=types)
        params = c.template or []
        if params and params[-1].pack and len(explicit) >= len(params):
            # the trailing pack takes the remaining explicit arguments
            rest = explicit[len(params) - 1:]
            explicit = list(explicit[:len(params) - 1])
            deduced = dict(deduced or {})
            if not params[-1].is_type:  # `ROpType... Ops`: the values
                deduced[params[-1].name] = tuple(self.const_value(a, ctx) for a in rest)
                types[params[-1].name] = self.type_name(params[-1].type, gctx)
            elif not all(isinstance(a, TypeName) or a.kind == "id" for a in rest):
                raise SemanticError(f"template argument for the pack '{params[-1].name}' "
                                    "must be a type", _loc(tok))
            else:
                deduced[params[-1].name] = tuple(
                    self.type_name(a, ctx) if isinstance(a, TypeName)
                    else self.named_type(a.name, a.tok, ctx) for a in rest)
        if len(explicit) > len(params):
            raise SemanticError(f"too many template arguments for '{c.name}'", _loc(tok))
        for k, tp in enumerate(params):
            if tp.fn:
                bind[tp.name] = self._fn_template_arg(
                    tp, explicit[k] if k < len(explicit) else None, ctx, tok,
                    (deduced or {}).get(tp.name), (named or {}).get(tp.name))
                continue
            if not tp.is_type:
                types[tp.name] = self.type_name(tp.type, gctx)
            val = None
            if k < len(explicit):
                a = explicit[k]
                if tp.is_type:
                    try:
                        from .templates import UnreadHostType
                        if isinstance(a, UnreadHostType):  # (binds a HostOnlyType)
                            raise SemanticError("an unread host type", _loc(tok))
                        val = self._type_targ(tp, a, ctx, tok)
                    except WarpsmithError:
                        if not host_only:
                            raise
                        from .templates import HostOnlyType
                        val = HostOnlyType(tp.name)
                else:
                    b = a.spec.base if isinstance(a, TypeName) else None
                    if isinstance(b, Syn) and b.kind == "ttype" and b.member and \
                            not a.decl.ptrs:
                        # ``Traits<T>::kBlock`` read as a type name: the member's value
                        a = Syn("tmember", b.tok, name=b.name, targs=b.targs,
                                member=b.member)
                    if isinstance(a, TypeName):
                        raise SemanticError(f"template argument for '{tp.name}' must be a "
                                            "value", _loc(tok))
                    val = self.const_value(a, ctx)
            elif deduced and tp.name in deduced:
                val = deduced[tp.name]
            elif named and tp.name in named and tp.pack:
                # `--template Args=float,int` (a guessed instance's trailing arguments)
                val = tuple(self._parse_template_value(x, tp, gctx)
                            for x in _pack_items(str(named[tp.name])))
            elif named and tp.name in named:
                val = self._parse_template_value(named[tp.name], tp, gctx)
            elif tp.pack:
                val = ()  # an empty pack
            elif tp.default is not None:
                if tp.is_type:
                    val = self.type_name(tp.default, gctx)
                else:
                    val = self.const_value(tp.default, gctx)
            if val is None:
                missing = [p.name for p in params[k:] if p.default is None and
                           not (named and p.name in named)]
                raise Unsupported(
                    f"template '{c.name}' needs a value for template parameter"
                    f"{'s' if len(missing) > 1 else ''} {', '.join(missing)}", _loc(tok),
                    hint=f"pass --template {missing[0]}=VALUE or name the kernel as "
                    f"{c.name}<...>")
            if not tp.is_type:
                val = tuple(wrap(v, types[tp.name]) for v in val) if tp.pack else \
                    wrap(val, types[tp.name])
            bind[tp.name] = val
        return bind

    def _type_targ(self, tp: TemplateParam, a, ctx: FuncCtx, tok) -> Type:
        """The type an explicit template argument names."""
        if isinstance(a, TypeName):
            return self.type_name(a, ctx)
        if isinstance(a, Syn) and a.kind == "id":
            if a.qual and not a.targs and self._qualifier_type(a.qual[-1], ctx) is not None:
                # `k<defaults::index_type>` with `using defaults = wrap<unsigned, int>;`
                # (MinkowskiEngine): the member type of the class the qualifier names
                from .templates import member_type
                return member_type(self, Syn("tmemtype", a.tok, name=a.qual[-1], targs=[],
                                             member=[a.name]), ctx)
            return self.named_type(a.name, a.tok, ctx)
        raise SemanticError(f"template argument for '{tp.name}' must be a type", _loc(tok))

    def _fn_template_arg(self, tp: TemplateParam, a, ctx: FuncCtx, tok, deduced, named):
        """The function a function-pointer template parameter binds (``k<op_add>``,
        ``k<&op_add>``, ``k<ns::op>``, ``--template op=op_add``, or the enclosing
        template's own such parameter)."""
        if deduced is not None:
            return deduced
        if a is None and named is not None:
            a = Syn("id", tp.tok, name=str(named).lstrip("&").split("::")[-1], qual=[],
                    targs=None)
        if a is None and tp.default is not None:
            a = tp.default
        if isinstance(a, Syn) and a.kind == "addr":
            a = a.e
        if isinstance(a, Syn) and a.kind == "id" and a.targs and not a.qual and \
                a.name in self.funcs:
            return self._fn_instance(a, ctx)  # `k<T, dq_a<T>>`: a function template instance
        if isinstance(a, TypeName) and isinstance(a.spec.base, str) and not a.decl.ptrs:
            a = Syn("id", a.spec.tok, name=a.spec.base, qual=[], targs=None)
        if not (isinstance(a, Syn) and a.kind == "id"):
            raise SemanticError(f"template argument for '{tp.name}' must name a function",
                                _loc(tok))
        bound = ctx.tbind.get(a.name)
        if isinstance(bound, FuncRef):
            return bound
        if a.name not in self.funcs and a.name not in self.fspecs:
            raise SemanticError(f"template argument for '{tp.name}': '{a.name}' is not a "
                                "device function of the files read", _loc(a.tok))
        return FuncRef(a.name)

    def _parse_template_value(self, text: str, tp: TemplateParam, ctx: FuncCtx):
        if tp.is_type and str(text).strip() == GUESSED_CALLABLE:
            return self.guessed_callable()
        toks = tokenize(str(text), "<command line>")
        p = self.parser(toks)
        if tp.is_type:
            tn = p.type_name()
            if not p.at_eof():
                raise SemanticError(f"bad type '{text}' for template parameter {tp.name}",
                                    _loc(p.tok))
            return self.type_name(tn, ctx)
        e = p.expr()
        if not p.at_eof():
            raise SemanticError(f"bad value '{text}' for template parameter {tp.name}",
                                _loc(p.tok))
        return self.const_value(e, ctx)

    def instance_name(self, c: Chunk, bind: dict) -> str:
        if not c.template:
            base = c.name
        else:
            base = "_".join([c.name] + [_fmt_targ(bind[tp.name]) for tp in c.template
                                        if not tp.name.startswith("__tparam")])
        tnames = {tp.name for tp in c.template or []}
        named = {bind.get(t) for t in tnames}  # (`F f` bound to add: named once, by F)
        fns = [str(v) for k, v in bind.items() if isinstance(v, FuncRef) and
               k not in tnames and v not in named]
        return "_".join([base] + fns)  # a clone per function-pointer argument: `apply_add`

    def instantiate(self, c: Chunk, bind: dict, tok=None) -> str:
        key = (id(c), tuple((k, v) for k, v in bind.items()))
        name = self.instances.get(key)
        if name is not None:
            if self.functions.get(name, 0) is None:
                e = Unsupported("recursion", _loc(tok) if tok else _loc(c.name_tok))
                e.recursive_key = key
                raise e
            return name
        name = self.instance_name(c, bind)
        k = 1
        base = name
        # a Call whose name is a builtin's is that builtin in the IR: a user function named
        # like one (helper_math.h's reflect, a kernel's own any()) gets another name
        while name in self.functions or (name in BUILTINS and not c.kernel):
            name = f"{base}_{k}"
            k += 1
        self.instances[key] = name
        self.__dict__.setdefault("instance_chunks", {})[name] = key[0]  # (for methods)
        self.functions[name] = None
        st = self._vs_stack
        st.append({})
        try:
            fn = self.analyze_function(c, bind, name)
        except BaseException as e:
            del self.instances[key]
            del self.functions[name]
            if getattr(e, "recursive_key", None) != key or not self._tail_calls_as_loop(c):
                raise
            fn = None  # its call to itself was a tail call: read it again, as a loop
        finally:
            st.pop()
        if fn is None:
            return self.instantiate(c, bind, tok)
        self.functions[name] = fn
        return name

    def param_types(self, c: Chunk, bind: dict) -> list:
        """The parameter types of function chunk ``c`` for the binding ``bind`` (a method's
        in its class's scope: two instances' nested ``Pos`` are two types); kept while the
        tables they read are unchanged (``param_memo``)."""
        return kept_param_types(self, c, bind, self._read_param_types)

    def _read_param_types(self, c: Chunk, bind: dict) -> list:
        spec, d, _ = self.func_syntax(c)
        ctx = FuncCtx(tbind=bind)
        own = getattr(c, "cxx", None)
        if own is not None:
            ctx = FuncCtx(tbind={})
            self.cxx_scope_into(ctx, own[0])
            ctx.tbind.update(bind)
        out = []
        for p in d.params:
            pack = ctx.tbind.get(p.spec.base) if p.decl.pack and \
                isinstance(p.spec.base, str) else None
            if isinstance(pack, tuple):  # `S... shape`: one type per element of `S`
                out.extend(_pack_param_types(p, pack))
                continue
            out.append(self._param_type(p, ctx, c.kernel))
        return out

    def _param_type(self, p: ParamSyn, ctx: FuncCtx, kernel: bool) -> Type:
        base = self.spec_type(p.spec, ctx)
        if base is None:
            raise Unsupported("'auto' parameter", _loc(p.spec.tok))
        if self.dialect == D.CUDA:
            default = AddressSpace.GLOBAL if kernel else AddressSpace.GENERIC
        else:
            default = AddressSpace.PRIVATE
        if p.spec.space in ("shared", "constant", "global") and not p.decl.ptrs and \
                p.decl.arrays:
            pass
        t = self.apply_declarator(base, p.spec, p.decl, ctx, default_space=default)
        refuse_object(t, f"parameter '{p.decl.name}'", _loc(p.spec.tok))
        refuse_destructed(getattr(self, "cxx_classes", {}), t, f"parameter '{p.decl.name}'",
                          _loc(p.spec.tok))
        if isinstance(t, ArrayType):
            t = PointerType(t.elem, SPACES.get(p.spec.space) or default, p.spec.const)
        if self.dialect == D.OPENCL and kernel and isinstance(t, PointerType) and \
                t.space == AddressSpace.PRIVATE:
            raise SemanticError(
                f"kernel pointer parameter '{p.decl.name}' needs an address space qualifier "
                "(__global, __local or __constant)", _loc(p.decl.tok))
        return t

    def deduce(self, c: Chunk, args: list, ctx: FuncCtx | None = None) -> dict:
        """Template arguments of a device function template deduced from the call's
        arguments (``templates.deduce_params``; arrays decay, spaces are kept, except
        into a reference to an array: ``ctx`` knows the caller's own such parameters)."""
        refs = ctx.array_refs if ctx is not None else {}
        args = [a if not (isinstance(a, N.Var) and a.name in refs) else
                replace(a, type=refs[a.name]) for a in args]
        _, d, _ = self.func_syntax(c)
        params = d.params
        if getattr(c, "cxx", None) is not None and c.cxx[1] in ("pointer", "value"):
            params = params[1:]  # a member template's `self` is not a call argument
        groups = getattr(self, "cg_values", {})
        types = [groups[id(a)][1] if id(a) in groups and groups[id(a)][0] is a else
                 a.type if k < len(params) and params[k] is not None and
                 _binds_array(params[k]) and isinstance(a.type, ArrayType)
                 else self.decay(a).type for k, a in enumerate(args)]  # a group: its type
        out, _ = deduce_params(c.template, params, types,
                               strip=lambda t: t, instances=struct_instances(self))
        return out

    def call_user(self, name: str, s: Syn, ctx: FuncCtx) -> N.Expr:
        tok = s.fn.tok
        loc = _loc(tok)
        if name in self.funcs and any(self.fnptr_positions(c) or
                                      self.fn_type_positions(c, s.args, ctx)
                                      for c in self.funcs[name]):
            return self.call_with_functions(name, s, ctx)
        args = [self.ex(a, ctx) for a in s.args]
        targs = s.fn.targs or []
        if targs:
            from .templates import expand_targs
            targs = expand_targs(self, targs, ctx)
        if name not in self.funcs:
            # only declared templates and their explicit specializations
            chosen = specialization_for(self, name, None, targs, args, ctx, tok)
            if chosen is None:
                raise SemanticError(
                    f"no explicit specialization of '{name}' matches this call, and the "
                    "template's definition is not in the files read", loc)
            return self._call_chosen(name, chosen, {}, s, args, ctx)
        cands = _in_namespace(self.funcs[name], s.fn.qual)
        try:
            if name in self.fspecs and not any(takes(c, len(args)) for c in cands):
                # (with specializations of a declared template beside, a definition
                # must take as many arguments)
                raise SemanticError(f"no overload of '{name}' takes {len(args)} arguments",
                                    loc)
            if ctx.device and any(c.device for c in cands):
                # a `__host__` function is no candidate in device code (ggml's host and
                # device `ggml_cuda_mmq_get_config` overloads)
                cands = [c for c in cands if c.device]
            # (beside a builtin of the name, even one user overload must take the
            # arguments: nerfacc's `make_int3(float3 a)` calls the builtin
            # `make_int3(int, int, int)`, which read as recursion)
            chosen = self.cxx_resolve(cands, args, tok, name,
                                      check_one=self._names_builtin(name), targs=(targs, ctx))
        except SemanticError as e:
            # no user overload takes the arguments: the builtin of that name may
            # (nerfacc's `float2 fmaxf(float2, float2)` beside CUDA's `fmaxf(float, float)`)
            builtin = None if "ambiguous" in e.message else \
                self._builtin_instead(name, args, s, ctx)
            if builtin is not None:
                return builtin
            if name not in self.fspecs:
                raise e from None
            # the definitions do not take these arguments: a template only declared with
            # explicit specializations may (DeepSpeed's `init<Op, T>()` beside the
            # defined `init<Op>(T* data)`)
            spec = specialization_for(self, name, None, targs, args, ctx, tok) \
                if name in self.fspecs else None
            if spec is None:
                raise
            return self._call_chosen(name, spec, {}, s, args, ctx)
        if chosen.kernel:
            raise Unsupported("calling a kernel from device code (dynamic parallelism)", loc)
        builtin = self._exact_builtin(name, chosen, args, s, ctx)
        if builtin is not None:
            return builtin
        bind: dict = {}
        if chosen.template:
            deduced = self.deduce(chosen, args, ctx)
            bind = self.bind_template(chosen, targs, {}, ctx, tok, deduced)
            spec = specialization_for(self, name, chosen, bind, args, ctx, tok)
            if spec is not None:
                chosen, bind = spec, {}
        elif targs:
            raise SemanticError(f"'{name}' is not a template", loc)
        try:
            return self._call_chosen(name, chosen, bind, s, args, ctx)
        except Unsupported as e:
            if e.message.startswith("std::initializer_list outside"):
                from .constexpr import initializer_list_call
                value = initializer_list_call(self, chosen, s, ctx, loc)
                if value is None:
                    raise
                return value
            if e.message != "recursion" or chosen.template:
                raise
            from .constexpr import recursive_constexpr
            value = recursive_constexpr(self, chosen, args, ctx, tok, loc)
            if value is None:
                raise
            return value

    def _builtin_instead(self, name: str, args: list, s: Syn, ctx):
        """The builtin ``name`` (``fmaxf``, ``make_float3``) called with ``args`` (None:
        there is none or it does not take them)."""
        try:
            return self.call_builtin(name, args, s, ctx)
        except WarpsmithError:
            return None

    def _names_builtin(self, name: str) -> bool:
        """Whether ``name`` is also a builtin's (``fmaxf``, ``make_int3``)."""
        return name in BUILTINS or name in self.builtins or name.startswith("make_")

    def _exact_builtin(self, name: str, chosen: Chunk, args: list, s: Syn, ctx):
        """The builtin call when a user function overloads a builtin's name
        (``__device__ bool isinf(half v) { return isinf(__half2float(v)); }``) and the
        arguments match the builtin but not the user function exactly: C++ picks the
        library's exact overload (here ``isinf(float)``); None otherwise."""
        if chosen.template or not args or not self._names_builtin(name):
            return None
        try:
            pts = self._cxx_param_types(chosen, args)
        except WarpsmithError:
            return None
        if pts is None or all(self._cxx_rank(pt, a) == 0 for pt, a in zip(pts, args)):
            return None
        try:
            return self.call_builtin(name, args, s, ctx)
        except WarpsmithError:
            return None

    def _call_chosen(self, name: str, chosen: Chunk, bind: dict, s: Syn, args: list,
                     ctx: FuncCtx) -> N.Expr:
        tok = s.fn.tok
        loc = _loc(tok)
        uname = self.instantiate(chosen, bind, tok)
        fn = self.functions[uname]
        params = fn.params
        if len(args) > len(params):
            raise SemanticError(f"too many arguments to '{name}' ({len(args)} for "
                                f"{len(params)})", loc)
        if len(args) < len(params):
            _, d, _ = self.func_syntax(chosen)
            cctx = FuncCtx(tbind=bind, tparam_types=ctx.tparam_types)
            for p in d.params[len(args):]:
                if p.default is None:
                    raise SemanticError(f"too few arguments to '{name}'", loc)
                args.append(self.ex(p.default, cctx))
        conv_args = []
        refs = self.fn_ref_params.get(uname, ())
        for i, (a, p) in enumerate(zip(args, params)):
            if i < len(refs) and refs[i] and i in self.fn_rref_params.get(uname, ()) and \
                    not isinstance(a, (N.Var, N.Index, N.Deref, N.Field, N.Swizzle)):
                a = self._materialize(a, ctx, s.args[i].tok if i < len(s.args) else tok)
            elif i < len(refs) and refs[i]:
                a = self.address_for_ref(a, p.type, s.args[i].tok if i < len(s.args) else tok)
            self._check_space_change(self.decay(a).type, p.type,
                                     _loc(s.args[i].tok) if i < len(s.args) else loc)
            conv_args.append(self.conv(a, p.type, tok))
        if uname not in ctx.callees:
            ctx.callees.append(uname)
        call = N.Call(uname, tuple(conv_args), fn.return_type, loc=loc)
        if uname in self.fn_ref_return:
            return N.Deref(call, fn.return_type.pointee, loc=loc)
        return call

    def instance_bind_of(self, uname: str) -> dict:
        """The template binding function instance ``uname`` was read with."""
        key = next((k for k, n in self.instances.items() if n == uname), None)
        return dict(key[1]) if key is not None else {}

    def instance_chunk_of(self, uname: str) -> Chunk | None:
        """The chunk function instance ``uname`` was read from."""
        key = next((k for k, n in self.instances.items() if n == uname), None)
        if key is None:
            return None
        return next((c for c in self._chunks_by_id() if id(c) == key[0]), None)

    def _chunks_by_id(self):
        """Every function chunk an instance may come from (the program's, and those cut
        out of classes)."""
        yield from self.prog.chunks
        for cands in self.__dict__.get("_tstatic", {}).values():
            yield from cands

    def _materialize(self, e: N.Expr, ctx, tok) -> N.Expr:
        """The address of a temporary holding ``e``, for an rvalue reference parameter
        (``F&& f`` given ``Vec{op}``): a local declared at the top of the function, assigned
        where the call is (the temporary lives until the end of the full expression)."""
        loc = _loc(tok)
        e = self.decay(e)
        name = self.declare("temporary", e.type, ctx, AddressSpace.PRIVATE)
        ctx.scopes[-1].pop("temporary", None)  # (not a name the code can use)
        ctx.prelude.append(N.Decl(name, e.type, None, AddressSpace.PRIVATE, loc=loc))
        var = N.Var(name, e.type, loc=loc)
        ptr = N.AddressOf(var, PointerType(e.type, AddressSpace.PRIVATE), loc=loc)
        return N.Comma((N.Assign(var, e, None, e.type, loc=loc), ptr), ptr.type, loc=loc)

    def address_for_ref(self, e: N.Expr, pt: Type, tok) -> N.Expr:
        """The pointer that a reference of pointer type ``pt`` (lowered ``T&``) binds to
        the lvalue ``e``: ``p`` for ``*p``, else ``&e``."""
        loc = _loc(tok)
        want = pt.pointee
        if isinstance(e, N.Assign) and _plain_lvalue(e.target):
            # `return a += b;` in a function returning a reference: the assignment, then
            # the address of its target (an lvalue in C++)
            ptr = self.address_for_ref(e.target, pt, tok)
            return N.Comma((e, ptr), ptr.type, loc=loc)
        if not isinstance(e, (N.Var, N.Index, N.Deref, N.Field, N.Swizzle)) or \
                (isinstance(e, N.Swizzle) and len(e.lanes) != 1):
            raise SemanticError("cannot bind a non-const reference to a temporary", loc)
        if isinstance(e.type, ArrayType) and not isinstance(want, ArrayType):
            raise SemanticError(f"cannot bind a reference of type {want} to an array", loc)
        if e.type != want and not (isinstance(e.type, PointerType) and
                                   isinstance(want, PointerType) and
                                   e.type.pointee == want.pointee):
            raise SemanticError(f"cannot bind a reference of type {want}& to a value of "
                                f"type {e.type}", loc)
        if isinstance(e, N.Deref) and isinstance(e.pointer.type, PointerType):
            return e.pointer
        return N.AddressOf(e, PointerType(e.type, self.space_of(e)), loc=loc)

    # ------------------------------------------------------------------ functions
    def analyze_function(self, c: Chunk, bind: dict, uname: str) -> N.Function:
        with self.in_namespace(c.ns):
            return self._analyze_function(c, bind, uname)

    def _analyze_function(self, c: Chunk, bind: dict, uname: str) -> N.Function:
        spec, d, body = self.func_syntax(c)
        if "constexpr" in spec.storage or _implicit_ctor(c):
            self.__dict__.setdefault("constexpr_fns", set()).add(uname)  # (const_call)
        ctx = FuncCtx(name=uname, kernel=c.kernel, tbind=dict(bind))
        if getattr(c, "cxx", None) is not None:
            # a method: its class's member types and constants over the file's
            self.cxx_scope_into(ctx, c.cxx[0])
            ctx.tbind.update(bind)
        for tp in c.template or []:
            if not tp.is_type and not tp.fn:
                ctx.tparam_types[tp.name] = self.type_name(tp.type, FuncCtx(tbind=bind))
                ctx.tparam_enums[tp.name] = self.enum_of_type(tp.type)
        cache = self.__dict__.setdefault("_declared_cache", {})
        if id(body) not in cache:  # (a function template's body is the same per instance)
            cache[id(body)] = (body, _declared_names(body))
        ctx.declared = cache[id(body)][1] | {p.decl.name for p in d.params if p.decl.name}
        ctx.used = set(self.globals)
        ctx.scopes = [{}]
        rt = self.spec_type(spec, ctx)
        if rt is None and (d.ptrs or d.ref or c.kernel):
            raise Unsupported("'auto' return type with '*' or '&'", _loc(spec.tok))
        if d.ptrs:
            rt = self.apply_declarator(rt, spec, Declarator(None, d.tok, d.ptrs), ctx,
                                       default_space=AddressSpace.GENERIC
                                       if self.dialect == D.CUDA else AddressSpace.PRIVATE)
        ref_space = AddressSpace.GENERIC if self.dialect == D.CUDA else AddressSpace.PRIVATE
        if d.ref:
            if c.kernel:
                raise SemanticError("a kernel must return void", _loc(c.name_tok))
            rt = PointerType(rt, ref_space, const=bool(spec.const and not d.ptrs))
            ctx.ref_return = True
            self.fn_ref_return.add(uname)
        if c.kernel and not isinstance(rt, VoidType):
            raise SemanticError("a kernel must return void", _loc(c.name_tok))
        ctx.return_type = rt  # None: `auto f(..)`, deduced from its first return (C++14)
        _refuse_repeated_params(d.params)
        params = []
        refs = []
        for p in d.params:
            if self.is_fnptr_param(p, bind):
                self.fnptr_param(p, c, bind)  # bound by the call site: no IR parameter
                continue
            if self.dialect == D.CUDA and isinstance(p.spec.base, str) and \
                    (p.spec.base in D.CG_TYPES or _is_cg_type(bind.get(p.spec.base))):
                from .coop import param
                params.append(param(self, p, self._param_type(p, ctx, c.kernel), ctx))
                refs.append(False)
                continue
            if p.decl.pack:
                params.extend(expand_param_pack(self, p, ctx, c, refs, uname, ref_space))
                continue
            by_ref = bool(p.decl.ref) and not (p.spec.const and not p.decl.ptrs)
            if p.decl.ref and not c.kernel and (p.decl.arrays or not p.decl.ptrs and isinstance(
                    bind.get(p.spec.base) if isinstance(p.spec.base, str) else None,
                    ArrayType)):
                # `float (&v)[4]`, or `T& v` with T an array type: the array parameter
                # `float v[4]` (a pointer to the caller's array: the same object, as the
                # reference)
                by_ref = False
            if by_ref and c.kernel:
                raise Unsupported("reference parameter of a kernel", _loc(p.decl.tok))
            t = self._param_type(p, ctx, c.kernel)
            pname = p.decl.name or f"_p{len(params)}"
            if by_ref:
                if isinstance(t, ArrayType):
                    raise Unsupported("reference to an array parameter", _loc(p.decl.tok))
                pt = PointerType(t, ref_space)
                uname_p = self.declare(pname, pt, ctx, AddressSpace.PRIVATE)
                ploc = _loc(p.decl.tok)
                ctx.scopes[-1][pname] = VarInfo(
                    uname_p, t, ref_space, "alias",
                    N.Deref(N.Var(uname_p, pt, loc=ploc), t, loc=ploc))
                params.append(N.Param(uname_p, pt, False, loc=ploc))
                if p.decl.rref:  # `F&& f`: a temporary argument is materialized
                    self.fn_rref_params.setdefault(uname, set()).add(len(refs))
                refs.append(True)
                continue
            refs.append(False)
            uname_p = self.declare(pname, t, ctx, AddressSpace.PRIVATE)
            if p.decl.ref and p.decl.arrays:
                # read as an array parameter (a pointer), but a template it is passed on
                # to deduces its extents from the array type (flash-attn's Stats)
                ctx.array_refs[uname_p] = self.apply_declarator(
                    self.spec_type(p.spec, ctx), p.spec, p.decl, ctx)
            elif p.decl.ref and isinstance(bind.get(p.spec.base) if isinstance(
                    p.spec.base, str) else None, ArrayType):
                ctx.array_refs[uname_p] = bind[p.spec.base]  # `T& v`, T an array type
            const = p.spec.const and not p.decl.ptrs or bool(p.decl.ptrs and "const" in
                                                             p.decl.ptrs[-1])
            if const and isinstance(t, StructType):
                # `S const &s` / `const S s`: a method called on it takes the const
                # overload (the non-const one's `S*` would drop the const in the printed
                # CUDA, which nvcc refuses)
                ctx.const_objects.add(uname_p)
            params.append(N.Param(uname_p, t, const, loc=_loc(p.decl.tok)))
        if d.variadic:
            raise Unsupported("variadic function", _loc(d.tok))
        self.fn_ref_params[uname] = tuple(refs)
        ctx.declared_vars.update((id(v), v) for v in ctx.scopes[-1].values())
        ctx.body_scope = {}
        ctx.scopes.append(ctx.body_scope)
        stmts = self.block_stmts(body, ctx)
        if rt is None:  # deduced: the type of the first return's value (void without one)
            rt = ctx.return_type if ctx.return_type is not None else VOID
        if ctx.prelude:
            stmts = list(ctx.prelude) + list(stmts)
        attrs = []
        for aname, aargs in spec.attrs:
            if aname in ("launch_bounds", "reqd_work_group_size", "work_group_size_hint",
                         "cluster_dims", "maxnreg"):
                try:
                    vals = tuple(self.const_int(a, ctx) for a in aargs)
                except WarpsmithError as err:  # a value the compiler needs: never dropped
                    raise SemanticError(
                        f"{aname} of {c.name}: a value that is not an integer constant "
                        f"({err.message})", err.loc or _loc(c.name_tok),
                        hint="give the attribute integer constants (a macro passed with -D "
                        "or a template parameter of the kernel)") from None
                attrs.append((aname, vals))
        tbind = tuple((tp.name, bind[tp.name]) for tp in (c.template or []))
        fn = N.Function(uname, tuple(params), rt, N.Block(tuple(stmts), loc=_loc(body.tok)),
                        c.kernel, tbind, c.name if c.template else "", tuple(attrs),
                        loc=_loc(c.name_tok))
        self.fn_callees[uname] = list(ctx.callees)
        return fn

    def declare(self, name: str, t: Type, ctx: FuncCtx, space: AddressSpace,
                kind: str = "var", expr=None) -> str:
        if kind == "var":
            refuse_object(t, f"variable '{name}'", getattr(expr, "loc", None) or
                          self._static_only_loc(t))
            if not ctx.host:
                refuse_destructed(self.cxx_classes, t, f"variable '{name}'",
                                  getattr(expr, "loc", None) or self._static_only_loc(t))
        uname = name
        if uname in ctx.used:
            k = 1
            while f"{name}_{k}" in ctx.used or f"{name}_{k}" in ctx.declared:
                k += 1
            uname = f"{name}_{k}"
        ctx.used.add(uname)
        ctx.scopes[-1][name] = VarInfo(uname, t, space, kind, expr)
        self._var_space[uname] = space
        return uname

    @property
    def _var_space(self) -> dict:
        st = self._vs_stack
        return st[-1]

    # ------------------------------------------------------------------ statements
    def block_stmts(self, block: Syn, ctx: FuncCtx) -> list:
        out = []
        for s in block.stmts:
            out.extend(self.stmt(s, ctx))
        return out

    def sub(self, syn: Syn, ctx: FuncCtx) -> N.Stmt:
        """A statement in its own scope, as one Stmt."""
        ctx.scopes.append({})
        try:
            ss = self.stmt(syn, ctx)
        finally:
            ctx.scopes.pop()
        if len(ss) == 1:
            return ss[0]
        return N.Block(tuple(ss), loc=_loc(syn.tok))

    def stmt(self, s: Syn, ctx: FuncCtx) -> list:
        prev, self._conv_ctx = self._conv_ctx, ctx  # conv's converting constructors
        try:
            return self._stmt(s, ctx)
        finally:
            self._conv_ctx = prev

    def _stmt(self, s: Syn, ctx: FuncCtx) -> list:
        k = s.kind
        loc = _loc(s.tok)
        if k == "goto":
            refuse_unlowered(s)
        if k == "block":
            ctx.scopes.append({})
            try:
                return [N.Block(tuple(self.block_stmts(s, ctx)), loc=loc)]
            finally:
                ctx.scopes.pop()
        if k == "empty":
            return []
        if k == "expr":
            e = s.e
            if e.kind == "cast" and getattr(e.e, "kind", None) == "id" and \
                    e.e.name in self.funcs and self.lookup(e.e.name, ctx) is None:
                return []  # `(void)f;` (an "unused" macro on a function): no effect
            if e.kind == "call" and self.dialect == D.CUDA:
                from .coop import sync_stmt
                sync = sync_stmt(self, e, ctx)
                if sync is not None:
                    return sync
            if e.kind == "call" and e.fn.kind == "id" and self.lookup(e.fn.name, ctx) is None \
                    and e.fn.name not in self.funcs:
                b = self._barrier(e, ctx)
                if b is not None:
                    return [b]
                a = self._async_copy(e, ctx)
                if a is not None:
                    return a
            if e.kind == "assign" and e.op is None and self._is_event(e.lhs, ctx):
                a = self._async_copy(e.rhs, ctx)
                if a is not None:
                    return a
            if e.kind == "cast" and e.e.kind == "call":  # (void)async_work_group_copy(..)
                a = self._async_copy(e.e, ctx)
                if a is not None:
                    return a
            if e.kind == "assign" and e.op is None and e.rhs.kind == "initlist":
                a = self._braced_struct_assign(e, ctx)
                if a is not None:
                    return a
            if e.kind == "assign" and e.op is None:
                a = assign_to_temporary(self, e, ctx)  # `proxy_temp = x;` (proxy_assign.py)
                if a is not None:
                    return [void_statement(a, loc)]
            return [void_statement(self.ex(e, ctx), loc)]
        if k == "decl":
            self.refuse_redefinition(s, ctx)
            out = self.decl(s, ctx)
            scope = ctx.scopes[-1]
            ctx.declared_vars.update((id(scope[d.name]), scope[d.name])
                                     for d, _ in s.items if d.name in scope)
            return out
        if k == "sbind":
            return self.structured_binding(s, ctx)
        if k == "asm":
            from .asm import asm_stmt
            return asm_stmt(self, s, ctx)
        if k == "if" and getattr(s, "constexpr", False):
            # ``if constexpr``: only the branch taken is read (the other may not even
            # type-check for this instance, as in C++)
            v = fold(self.ex(s.cond, ctx), ctx.consts, self.const_call)
            if v is None:
                raise SemanticError("the condition of 'if constexpr' is not a constant",
                                    _loc(s.cond.tok))
            taken = s.then if v else s.other
            return [] if taken is None else [self.sub(taken, ctx)]
        if k == "if":
            cond = self.decay(self.ex(s.cond, ctx))
            self._check_cond(cond, s.cond)
            then = self.sub(s.then, ctx)
            other = self.sub(s.other, ctx) if s.other is not None else None
            return [N.If(cond, _as_stmt(then), _as_stmt(other) if other is not None else None,
                         loc=loc)]
        if k == "rangefor":
            from .rangefor import range_for
            return self.stmt(range_for(self, s, ctx), ctx)
        if k == "for":
            ctx.scopes.append({})
            try:
                init = None
                if s.init is not None:
                    ss = self.stmt(s.init, ctx)
                    init = ss[0] if len(ss) == 1 else (N.Block(tuple(ss), loc=loc) if ss
                                                       else None)
                cond = self.decay(self.ex(s.cond, ctx)) if s.cond is not None else None
                if cond is not None:
                    self._check_cond(cond, s.cond)
                step = self.ex(s.step, ctx) if s.step is not None else None
                body = self.sub(s.body, ctx)
            finally:
                ctx.scopes.pop()
            return [N.For(init, cond, step, _as_stmt(body), self._unroll(s, ctx), loc=loc)]
        if k == "while":
            cond = self.decay(self.ex(s.cond, ctx))
            self._check_cond(cond, s.cond)
            return [N.While(cond, _as_stmt(self.sub(s.body, ctx)), self._unroll(s, ctx),
                            loc=loc)]
        if k == "do":
            body = self.sub(s.body, ctx)
            cond = self.decay(self.ex(s.cond, ctx))
            self._check_cond(cond, s.cond)
            return [N.DoWhile(_as_stmt(body), cond, self._unroll(s, ctx), loc=loc)]
        if k == "switch":
            return [self.switch(s, ctx)]
        if k in ("case", "default"):
            raise Unsupported(f"'{k}' label outside the top level of a switch body", loc)
        if k == "break":
            return [N.Break(loc=loc)]
        if k == "continue":
            return [N.Continue(loc=loc)]
        if k == "return":
            if s.value is None:
                if ctx.return_type is None:
                    ctx.return_type = VOID
                if not isinstance(ctx.return_type, VoidType):
                    raise SemanticError("non-void function must return a value", loc)
                return [N.Return(None, loc=loc)]
            if ctx.return_type is None:  # a lambda's or `auto f()`'s deduced return type
                ctx.return_type = VOID if s.value.kind == "initlist" else \
                    self.decay(self.ex(s.value, ctx)).type
            if s.value.kind == "initlist":
                return [N.Return(self.cxx_braced(s.value, ctx.return_type, ctx), loc=loc)]
            v = self.ex(s.value, ctx)
            if isinstance(ctx.return_type, VoidType):
                if isinstance(v.type, VoidType):
                    return [N.ExprStmt(v, loc=loc), N.Return(None, loc=loc)]
                raise SemanticError("void function should not return a value", loc)
            if ctx.ref_return:
                v = self.address_for_ref(v, ctx.return_type, s.value.tok)
            return [N.Return(self.conv(v, ctx.return_type, s.value.tok), loc=loc)]
        raise SemanticError(f"unexpected statement {k}", loc)

    def _check_cond(self, e, syn):
        if not isinstance(e.type, (ScalarType, PointerType)):
            raise SemanticError(f"condition of type {e.type} is not a scalar", _loc(syn.tok))

    def _unroll(self, s: Syn, ctx: FuncCtx):
        u = getattr(s, "unroll", None)
        if u is None:
            return None
        if u == "0" or not u.strip():
            return 0
        try:
            toks = tokenize(u, s.tok.loc.file)
            p = self.parser(toks)
            e = p.expr()
            v = fold(self.ex(e, ctx), ctx.consts)
            return int(v) if v is not None else 0
        except WarpsmithError:
            return 0

    def _barrier(self, e: Syn, ctx: FuncCtx):
        name = e.fn.name
        loc = _loc(e.fn.tok)
        if name == "__syncthreads" and self.dialect == D.CUDA:
            if e.args:
                raise SemanticError("__syncthreads takes no arguments", loc)
            return N.Barrier(("local", "global"), loc=loc)
        if name in ("barrier", "work_group_barrier") and self.dialect == D.OPENCL:
            if len(e.args) < 1:
                raise SemanticError(f"{name} takes a fence-flags argument", loc)
            v = fold(self.ex(e.args[0], ctx), ctx.consts)
            if v is None:
                raise Unsupported("barrier with non-constant flags", loc)
            fences = []
            if int(v) & D.CLK_LOCAL_MEM_FENCE:
                fences.append("local")
            if int(v) & D.CLK_GLOBAL_MEM_FENCE:
                fences.append("global")
            return N.Barrier(tuple(fences), loc=loc)
        return None

    _ASYNC_LOOP = ("for (size_t __awg_k = get_local_id(0) + get_local_size(0) * "
                   "(get_local_id(1) + get_local_size(1) * get_local_id(2)); __awg_k < __awg_n;"
                   " __awg_k += get_local_size(0) * get_local_size(1) * get_local_size(2)) "
                   "__awg_dst[%s] = __awg_src[%s];")

    def _is_event(self, lhs: Syn, ctx: FuncCtx) -> bool:
        """Whether ``lhs`` names an ``event_t`` variable or an element of an event array."""
        while lhs.kind == "index":
            lhs = lhs.b
        return lhs.kind == "id" and getattr(self.lookup(lhs.name, ctx), "kind", None) == "event"

    def _async_copy(self, e: Syn, ctx: FuncCtx):
        """OpenCL ``async_work_group_copy`` / ``async_work_group_strided_copy`` lowered to a
        work-group-strided copy loop (every work-item copies its share, in order of the
        flattened local id); ``wait_group_events`` is a barrier (local and global fences)
        that makes the copy visible. Event values are not kept (the IR has no event type).
        Returns the statements, or None when ``e`` is not such a call."""
        if e.kind != "call" or e.fn.kind != "id" or self.dialect != D.OPENCL:
            return None
        name = e.fn.name
        loc = _loc(e.fn.tok)
        if name == "wait_group_events":
            return [N.Barrier(("local", "global"), loc=loc)]
        if name not in ("async_work_group_copy", "async_work_group_strided_copy"):
            return None
        strided = name.endswith("strided_copy")
        self._arity(name, e.args, 5 if strided else 4, e.fn.tok)
        dst = self.decay(self.ex(e.args[0], ctx))
        src = self.decay(self.ex(e.args[1], ctx))
        if not (isinstance(dst.type, PointerType) and isinstance(src.type, PointerType)):
            raise SemanticError(f"{name} expects pointer arguments", loc)
        ctx.scopes.append({})
        try:
            out = []
            for nm, val in (("__awg_dst", dst), ("__awg_src", src),
                            ("__awg_n", self.ex(e.args[2], ctx))):
                t = val.type if nm != "__awg_n" else U64
                un = self.declare(nm, t, ctx, AddressSpace.PRIVATE)
                out.append(N.Decl(un, t, self.conv(val, t, e.fn.tok), loc=loc))
            di = si = "__awg_k"
            if strided:
                un = self.declare("__awg_stride", U64, ctx, AddressSpace.PRIVATE)
                out.append(N.Decl(un, U64, self.conv(self.ex(e.args[3], ctx), U64, e.fn.tok),
                                  loc=loc))
                if dst.type.space == AddressSpace.SHARED:
                    si = "__awg_k * __awg_stride"
                else:
                    di = "__awg_k * __awg_stride"
            text = self._ASYNC_LOOP % (di, si)
            toks = tokenize(text, loc.file)
            toks = [replace(t, loc=loc) if hasattr(t, "loc") else t for t in toks]
            syn = self.parser(toks).statement()
            out.extend(self.stmt(syn, ctx))
            return [N.Block(tuple(out), loc=loc)]
        finally:
            ctx.scopes.pop()

    def switch(self, s: Syn, ctx: FuncCtx) -> N.Switch:
        loc = _loc(s.tok)
        value = self.decay(self.ex(s.value, ctx))
        if not isinstance(value.type, ScalarType) or not value.type.is_integer:
            raise SemanticError(f"switch on a non-integer ({value.type})", loc)
        value = self.promote(value)
        body = s.body
        stmts = body.stmts if body.kind == "block" else [body]
        cases: list = []
        cur_vals: list | None = None
        cur_body: list = []
        pending_label = False
        ctx.scopes.append({})
        seen = set()
        try:
            for st in stmts:
                if st.kind in ("case", "default"):
                    if cur_vals is not None and not pending_label:
                        cases.append((cur_vals, cur_body))
                        cur_vals, cur_body = None, []
                    if cur_vals is None:
                        cur_vals = []
                    if st.kind == "case":
                        v = wrap(self.const_int(st.value, ctx), value.type)
                        if v in seen:
                            raise SemanticError(f"duplicate case value {v}", _loc(st.tok))
                        seen.add(v)
                        if cur_vals is not None and "default" not in cur_vals:
                            cur_vals.append(v)
                    else:
                        cur_vals.append("default")
                    pending_label = True
                    continue
                if cur_vals is None:
                    continue  # unreachable code before the first label
                pending_label = False
                cur_body.extend(self.stmt(st, ctx))
            if cur_vals is not None:
                cases.append((cur_vals, cur_body))
        finally:
            ctx.scopes.pop()
        out = []
        for vals, b in cases:
            tv = () if "default" in vals else tuple(vals)
            out.append((tv, N.Block(tuple(b))))
        return N.Switch(value, tuple(out), loc=loc)

    def refuse_redefinition(self, s: Syn, ctx: FuncCtx) -> None:
        """A block-scope declaration of a name the same scope already declares (C99 6.7p3,
        C++ [basic.scope.block]), a function body's outermost block counting as the
        parameters' scope: the located error at the second declaration. ``extern`` and
        ``typedef`` declarations are left alone (C11 allows a repeated typedef)."""
        if s.spec.storage & {"extern", "typedef"}:
            return
        scope = ctx.scopes[-1]
        for d, _ in s.items:
            prior = scope.get(d.name)
            if prior is None and scope is ctx.body_scope and len(ctx.scopes) > 1:
                prior = ctx.scopes[0].get(d.name)
            if prior is not None and id(prior) in ctx.declared_vars:
                raise SemanticError(f"redefinition of '{d.name}'", _loc(d.tok))

    def decl(self, s: Syn, ctx: FuncCtx) -> list:
        spec = s.spec
        if "typedef" in spec.storage:
            base = self.spec_type(spec, ctx, [d.name for d, _ in s.items if d.name])
            for d, _ in s.items:
                ctx.scopes[-1][d.name] = VarInfo(d.name, VOID, AddressSpace.PRIVATE, "type",
                                                 self.apply_declarator(base, spec, d, ctx))
            return []
        if self.dialect == D.OPENCL and spec.base == "event_t":
            out = []
            for d, init in s.items:
                if d.ptrs:
                    raise Unsupported("pointer to event_t", _loc(d.tok))
                ctx.scopes[-1][d.name] = VarInfo(d.name, I32, AddressSpace.PRIVATE, "event")
                if init is not None:
                    a = self._async_copy(init, ctx)
                    if a is None:
                        raise Unsupported("event type", _loc(d.tok))
                    out.extend(a)
            return out
        if self.fnptr_spec(spec):
            for d, init in s.items:
                self.fnptr_local(d, init, ctx)
            return []
        base = self.spec_type(spec, ctx)
        out = []
        sp = spec.space
        if self.dialect == D.CUDA:
            from .coop import declare, is_factory_init, is_handle
            if is_handle(base) or (base is None and is_factory_init(self, s, ctx)):
                return declare(self, s, ctx, base)
        for d, init in s.items:
            loc = _loc(d.tok)
            if d.fnptr:
                # a function pointer: a compile-time binding, so its calls are direct
                # calls (frontend/callables.py); one not known when reading is refused
                self.fnptr_local(d, init, ctx)
                continue
            target = self.fn_target(init, ctx) if base is None else None
            if target is not None:  # `auto f = add;`, `auto g = ops[1];`
                ctx.tbind[d.name] = target
                continue
            if d.params is not None:
                raise Unsupported("local function declaration", loc)
            if d.name is None:
                continue
            # OpenCL: in `__local float *p` the qualifier is the pointee's; p is private
            shared = sp == "shared" and not (self.dialect != D.CUDA and d.ptrs)
            if sp == "constant" and not (self.dialect != D.CUDA and d.ptrs):
                # (OpenCL `constant float *w = ...`: a private pointer to constant memory)
                raise Unsupported("__constant__ variable inside a function", loc)
            if self.dialect == D.CUDA:
                dflt = AddressSpace.GLOBAL
            else:
                dflt = AddressSpace.PRIVATE
            iv_expr = None
            if base is None:  # auto
                if init is None or init.kind == "initlist":
                    raise SemanticError("'auto' needs an initializer", loc)
                iv_expr = self.ex(init, ctx)
                if d.ref and isinstance(iv_expr, (N.Var, N.Index, N.Deref, N.Field,
                                                  N.Swizzle, N.Conditional)):
                    # (`const auto& f = [&](..){..};`, `auto&& v = g();`: a reference bound
                    # to a temporary extends its life, so it is that value, declared below)
                    ctx.scopes[-1][d.name] = VarInfo(d.name, iv_expr.type,
                                                     AddressSpace.PRIVATE, "alias",
                                                     self._lvalue(iv_expr, init.tok))
                    continue
                iv_expr = self.decay(iv_expr)
                t = iv_expr.type
                for _ in d.ptrs:
                    pass
                if d.arrays:
                    raise SemanticError("'auto' array", loc)
            else:
                # pointer default space: inferred from the initializer when there is one
                if d.ptrs and init is not None and init.kind != "initlist" and \
                        sp not in ("global", "shared", "constant", "private", "generic"):
                    # (the name is declared in its own initializer: vLLM's `const T* p =
                    # reinterpret_cast<decltype(p)>(q);`, read by decltype_type)
                    ctx.__dict__["declaring"] = (d.name, base, spec, d, dflt)
                    try:
                        iv_expr = self.decay(self.ex(init, ctx))
                    finally:
                        ctx.__dict__.pop("declaring", None)
                    if isinstance(iv_expr.type, PointerType):
                        dflt = iv_expr.type.space
                t = self.apply_declarator(base, spec, d, ctx, default_space=dflt)
            if d.ref:
                if init is None:
                    raise SemanticError("reference needs an initializer", loc)
                e = iv_expr if iv_expr is not None else self.ex(init, ctx)
                if isinstance(e, (N.Var, N.Index, N.Deref, N.Field, N.Swizzle)) and \
                        not (isinstance(e, N.Swizzle) and False):
                    ctx.scopes[-1][d.name] = VarInfo(d.name, e.type, AddressSpace.PRIVATE,
                                                     "alias", e)
                    continue
                if not spec.const and not d.rref:
                    raise SemanticError("non-const reference to a temporary", loc)
                iv_expr = e
            if "constexpr" in spec.storage:
                if init is None:
                    raise SemanticError("constexpr variable needs an initializer", loc)
                if isinstance(t, ScalarType):
                    if init.kind == "initlist" and len(init.items) == 1 and \
                            init.items[0].kind != "initlist":
                        init = init.items[0]  # `constexpr T qmax{limit<T>};`
                    v = self.const_value(init, ctx)
                    c = N.Const(wrap(v, t), t, loc=loc)
                    ctx.scopes[-1][d.name] = VarInfo(d.name, t, AddressSpace.PRIVATE, "const",
                                                     c)
                    continue
            iv = None
            if init is None and isinstance(t, StructType) and not (spec.space == "shared"):
                iv = self.cxx_default_init(t, d, d.tok, ctx)  # S s; with a constructor
                if iv is None and not getattr(d, "cxx_raw", False):
                    # `S s;` leaves a reference member unbound: ill-formed (a constructor's
                    # own object, `cxx_raw`, is bound by its initializer list)
                    refmember.refuse_unbound_items(self, t, 0, d.tok)
            if init is not None:
                if init.kind == "initlist" or (init.kind == "str" and
                                               isinstance(t, ArrayType)):
                    iv = self.initializer(init, t, ctx)
                    if isinstance(t, ArrayType) and t.count is None:
                        t = ArrayType(t.elem, len(iv.items))
                        iv = replace(iv, type=t)
                else:
                    e = iv_expr if iv_expr is not None else self.ex(init, ctx)
                    if isinstance(t, ArrayType):
                        raise SemanticError("array initializer must be a list", loc)
                    iv = self.conv(e, t, init.tok, direct=getattr(d, "cxx_direct", False))
            space = AddressSpace.SHARED if shared else AddressSpace.PRIVATE
            extern = "extern" in spec.storage
            if extern and not (shared and isinstance(t, ArrayType)):
                raise Unsupported("extern local variable", loc)
            if shared and iv is not None:
                raise SemanticError("shared variables cannot have an initializer", loc)
            uname = self.declare(d.name, t, ctx, space)
            vol = spec.volatile and not isinstance(t, PointerType)
            const = spec.const and not d.ptrs or bool(d.ptrs and "const" in d.ptrs[-1])
            if const and isinstance(t, StructType):
                ctx.const_objects.add(uname)
            if const and iv is not None and isinstance(t, ScalarType):
                v = fold(iv, ctx.consts)
                if v is not None:
                    ctx.consts[uname] = v
            if "constexpr" in spec.storage and isinstance(t, StructType) and iv is not None:
                iv = local_object(self, uname, iv, t, ctx)  # (frontend/constobj.py)
            if "static" in spec.storage and not shared and not (
                    iv is not None and ("constexpr" in spec.storage or spec.const)):
                # (a `static constexpr`/`static const` local with an initializer, ggml's
                # lookup tables, is a read-only value: a local constant behaves the same)
                raise Unsupported("static local variable", loc)
            out.append(N.Decl(uname, t, iv, space, const, extern, vol, loc=loc))
            if init is None and isinstance(t, ArrayType) and \
                    not any(a == "ws_cub_storage" for a, _ in d.attrs):
                # `S a[4];` with a constructor (not CUB's raw TempStorage: frontend/cub.py)
                out.extend(self.cxx_array_init(uname, t, shared, d.tok, ctx))
        return out

    def structured_binding(self, s: Syn, ctx: FuncCtx) -> list:
        """``auto [a, b, c] = e;``: a hidden copy of ``e`` (with ``auto&``/``auto&&`` of
        an lvalue, ``e`` itself), and each name an alias of one of its members in order
        (a struct's data members, an array's elements, a vector's lanes), as C++17
        binds them."""
        loc = _loc(s.tok)
        e = self.ex(s.init, ctx)
        out: list = []
        if not (s.ref and isinstance(e, (N.Var, N.Index, N.Deref, N.Field))):
            if s.ref == "&" and not s.spec.const:
                raise SemanticError("non-const reference to a temporary", loc)
            e = self.decay(e) if not isinstance(e.type, ArrayType) else e
            hidden = self.declare("sbind", e.type, ctx, AddressSpace.PRIVATE)
            if isinstance(e.type, ArrayType):
                raise Unsupported("structured binding of an array by value", loc)
            out.append(N.Decl(hidden, e.type, e, AddressSpace.PRIVATE, False, loc=loc))
            e = N.Var(hidden, e.type, loc=loc)
        parts = self._binding_parts(e, loc)
        if len(parts) != len(s.names):
            raise SemanticError(f"{len(s.names)} names bind {len(parts)} members of "
                                f"{e.type}", loc)
        for name, part in zip(s.names, parts):
            if name.text in ctx.scopes[-1]:
                raise SemanticError(f"redefinition of '{name.text}'", _loc(name))
            ctx.scopes[-1][name.text] = VarInfo(name.text, part.type, AddressSpace.PRIVATE,
                                                "alias", part)
        return out

    def _binding_parts(self, e: N.Expr, loc) -> list:
        """The members a structured binding of ``e`` names, as lvalue expressions."""
        t = e.type
        if isinstance(t, StructType) and t.name.startswith("ws_std_array_") and \
                len(t.fields) == 1 and isinstance(t.fields[0][1], ArrayType):
            # std::array (frontend/include/ws_std_array.h): its elements, as its tuple
            # interface (`get<i>`) binds them
            return self._binding_parts(N.Field(e, t.fields[0][0], t.fields[0][1], loc=loc),
                                       loc)
        if isinstance(t, StructType):
            return [N.Field(e, f, ft, loc=loc) for f, ft in t.fields]
        if isinstance(t, ArrayType) and t.count is not None:
            return [N.Index(e, N.Const(i, I32, loc=loc), t.elem, loc=loc)
                    for i in range(t.count)]
        if isinstance(t, VectorType):
            return [N.Swizzle(e, (i,), t.elem, loc=loc) for i in range(t.lanes)]
        raise Unsupported(f"structured binding of {t}", loc)

    def _takes_elided_braces(self, t: Type) -> bool:
        """Whether a member of type ``t`` takes brace-elided items: a CUDA vector (its
        lanes) or a struct aggregate (no constructor, no bit-fields)."""
        if isinstance(t, VectorType):
            return self.dialect == D.CUDA
        return isinstance(t, StructType) and not self.cxx_has_ctor(t) and \
            not self.__dict__.get("bitfields", {}).get(t.name)

    def initializer(self, syn: Syn, t: Type, ctx: FuncCtx) -> N.Expr:
        if syn.kind == "str" and isinstance(t, ArrayType) and \
                isinstance(t.elem, ScalarType) and t.elem.bits == 8 and t.elem.is_integer:
            # char s[] = "hi": the characters and the terminating NUL
            loc = _loc(syn.tok)
            codes = [ord(ch) for ch in syn.value] + [0]
            if t.count is not None:
                if len(codes) - 1 > t.count:
                    raise SemanticError("initializer string is too long", loc)
                codes = (codes + [0] * t.count)[:t.count]
            return N.InitList(tuple(N.Const(wrap(c, t.elem), t.elem, loc=loc) for c in codes),
                              t, loc=loc)
        if syn.kind != "initlist":
            e = self.ex(syn, ctx)
            return self.conv(e, t, syn.tok)
        loc = _loc(syn.tok)
        syn = self.positional_items(syn, t)
        items = syn.items
        if isinstance(t, ArrayType):
            out = []
            if isinstance(t.elem, (ArrayType, StructType)) and items and \
                    all(it.kind != "initlist" for it in items) and \
                    not all(self._value_of_type(it, t.elem, ctx) for it in items):
                # brace elision: {1,2,3,4} for int a[2][2]
                n = _flat_count(t.elem)
                groups = [Syn("initlist", syn.tok, items=items[i:i + n])
                          for i in range(0, len(items), n)]
                items = groups
            for it in items:
                out.append(self.initializer(it, t.elem, ctx))
            if t.count is not None and len(out) > t.count:
                raise SemanticError("too many initializers", loc)
            return N.InitList(tuple(out), t, loc=loc)
        if isinstance(t, StructType) and self.cxx_has_ctor(t):
            return self.cxx_braced(syn, t, ctx)
        if isinstance(t, StructType) and self.__dict__.get("bitfields", {}).get(t.name):
            from .bitfields import member_types, pack_items
            members = member_types(self, t)
            if len(items) > len(members):
                raise SemanticError("too many initializers", loc)
            values = [self.initializer(it, mt, ctx) for it, (_, mt) in zip(items, members)]
            return N.InitList(tuple(pack_items(self, t, values, loc)), t, loc=loc)
        if isinstance(t, StructType):
            items = _elide_array_braces(syn, items, t, self._takes_elided_braces)
            if len(items) > (1 if t.union else len(t.fields)):
                raise SemanticError("too many initializers" + (
                    f" (a union's list initializes its first member, {t.fields[0][0]})"
                    if t.union else ""), loc)
            refmember.refuse_unbound_items(self, t, len(items), syn.tok)
            return N.InitList(tuple(
                refmember.bind_item(self, t, fname, self.ex(it, ctx), it.tok)
                if refmember.is_ref_member(self, t.name, fname)  # `Proxy<5> p{coeffs};`
                else self.initializer(it, ft, ctx)
                for it, (fname, ft) in zip(items, t.fields)), t, loc=loc)
        if isinstance(t, VectorType) and self.dialect == D.CUDA:
            return self.cxx_braced(syn, t, ctx)  # float4 v{1, 2, 3, 4}: a vector value
        if isinstance(t, VectorType):
            if len(items) > t.lanes:
                raise SemanticError("too many initializers", loc)
            return N.InitList(tuple(self.initializer(it, t.elem, ctx) for it in items), t,
                              loc=loc)
        if len(items) == 1:
            return self.initializer(items[0], t, ctx)
        if not items and isinstance(t, ScalarType) and not t.fmt:
            return N.Const(wrap(0, t), t, loc=loc)  # `float x{};`: value-initialized, zero
        if not items and isinstance(t, PointerType):
            return self.conv(N.Const(0, I32, loc=loc), t, syn.tok)  # `float* p{};`: null
        raise SemanticError(f"invalid initializer list for {t}", loc)


def _other_scalar_pointee(st: Type, tt: Type) -> bool:
    """Whether ``st`` and ``tt`` are pointers to different scalar types (not void; the
    same type with other qualifiers or address space is the same)."""
    if not (isinstance(st, PointerType) and isinstance(tt, PointerType)):
        return False
    a, b = st.pointee, tt.pointee
    return isinstance(a, ScalarType) and isinstance(b, ScalarType) and \
        (a.kind, a.bits, a.signed, a.fmt) != (b.kind, b.bits, b.signed, b.fmt)


def _is_cg_type(t) -> bool:
    """Whether a template argument is a cooperative group's type (deduced from a group)."""
    from .coop import is_handle
    return is_handle(t)


def _storage_member(t: Type, name: str) -> bool:
    """Whether ``.name`` on a value of type ``t`` is the storage bits of a 16-bit float
    (``x`` of PyTorch's ``at::Half``/``at::BFloat16``, ``__x`` of cuda_fp16's)."""
    return isinstance(t, ScalarType) and t.is_lowp and t.bits == 16 and name in ("x", "__x")


def _is_shared_memory_class(c: Chunk) -> bool:
    """A class chunk of the CUDA SDK ``SharedMemory<T>`` shape: a template whose members are
    conversion operators returning an ``extern __shared__`` array."""
    texts = {t.text for t in c.toks}
    return {"operator", "extern", "__shared__"} <= texts


def _vec_or_scalar(name: str):
    if name in D.VECTOR_NAMES:
        return D.VECTOR_NAMES[name]
    t = D.SCALAR_NAMES.get(name)
    if t is None and name in ("char", "short", "int", "long"):
        t = D.combine_scalar_words([name])
    return t if isinstance(t, ScalarType) else None


def _elide_array_braces(syn, items: list, t, aggregate=None) -> list:
    """A struct's initializer items with C's brace elision for its array members: an
    item that is not a braced list (nor a string) where a member is an array starts the
    items that member takes, as many as it holds (``std::array<float, 4> b = {1, 2, 3,
    4};``, ``struct { int a[2]; int n; } s = {1, 2, 3};``). Also where a member is a
    struct or vector aggregate (``aggregate(type)``) and the item an arithmetic literal,
    which cannot initialize it ([dcl.init.aggr]: ``union { uint4 v; P p; } u = {0, 0, 0,
    0};``); another expression is left to initialize the member (it may be of its type).
    A union's list initializes only its first member."""
    out, k = [], 0
    for _, ft in (t.fields[:1] if t.union else t.fields):
        if k >= len(items):
            break
        it = items[k]
        if aggregate is not None and isinstance(ft, (StructType, VectorType)) and \
                _arithmetic_literal(it) and aggregate(ft):
            n = _flat_count(ft)
            out.append(Syn("initlist", it.tok, items=list(items[k:k + n])))
            k += n
        elif isinstance(ft, ArrayType) and ft.count is not None and \
                it.kind not in ("initlist", "str"):
            n = _flat_count(ft)
            out.append(Syn("initlist", it.tok, items=list(items[k:k + n])))
            k += n
        else:
            out.append(it)
            k += 1
    return out + list(items[k:])


def _flat_count(t: Type) -> int:
    if isinstance(t, ArrayType):
        return (t.count or 0) * _flat_count(t.elem)
    if isinstance(t, StructType):
        return _flat_count(t.fields[0][1]) if t.union and t.fields else \
            sum(_flat_count(ft) for _, ft in t.fields)
    if isinstance(t, VectorType):
        return t.lanes
    return 1


def _arithmetic_literal(it) -> bool:
    """Whether the initializer item ``it`` is a number literal, signed or not."""
    while it.kind == "unary" and it.op in ("-", "+"):
        it = it.e
    return it.kind == "num"


def _as_stmt(s):
    return s


def swizzle_lanes(name: str, n: int) -> tuple | None:
    xyzw = {"x": 0, "y": 1, "z": 2, "w": 3}
    rgba = {"r": 0, "g": 1, "b": 2, "a": 3}
    m = n if n != 3 else 4
    if name == "lo":
        return tuple(range(m // 2)) if n > 1 else None
    if name == "hi":
        return tuple(range(m // 2, m)) if n > 1 else None
    if name == "even":
        return tuple(range(0, m, 2))
    if name == "odd":
        return tuple(range(1, m, 2))
    if name[0] in "sS" and len(name) > 1 and all(c in "0123456789abcdefABCDEF"
                                                 for c in name[1:]):
        lanes = tuple(int(c, 16) for c in name[1:])
    elif all(c in xyzw for c in name):
        lanes = tuple(xyzw[c] for c in name)
    elif all(c in rgba for c in name):
        lanes = tuple(rgba[c] for c in name)
    else:
        return None
    if any(i >= n for i in lanes):
        return None
    return lanes


def _fmt_targ(v) -> str:
    if isinstance(v, tuple):
        return "_".join(_fmt_targ(x) for x in v) or "empty"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v) if v >= 0 else f"m{-v}"
    if isinstance(v, float):
        return re.sub(r"\W", "_", repr(v))
    if isinstance(v, PointerType):
        return _fmt_targ(v.pointee) + "_ptr"
    return re.sub(r"\W+", "_", str(v)).strip("_")


def _declared_names(syn) -> set:
    out: set = set()
    stack = [syn]
    while stack:
        x = stack.pop()
        if isinstance(x, Syn):
            if x.kind == "decl":
                for d, init in x.items:
                    if d.name:
                        out.add(d.name)
                    if init is not None:
                        stack.append(init)
            for k, v in x.__dict__.items():
                if k in ("tok", "kind", "items"):
                    continue
                stack.append(v)
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
    return out
