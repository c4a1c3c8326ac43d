"""Node types of the kernel IR.

The IR is a typed tree close to C, with one spelling for both dialects:

* every expression carries its ``type``; C's implicit conversions (integer promotions, usual
  arithmetic conversions, assignment conversions, array-to-pointer decay) appear as
  ``Cast(..., implicit=True)`` nodes, so no later pass has to re-derive them;
* thread and block indices are ``Special`` nodes (CUDA ``threadIdx.x`` and OpenCL
  ``get_local_id(0)`` are the same node, differing only in their result type);
* builtins (math, atomics, vector loads, conversions) are ``Call`` nodes with a neutral
  name from :mod:`warpsmith.ir.builtins`; user functions are ``Call`` nodes whose name is a
  ``Function`` of the module;
* barriers are ``Barrier`` statements.

Nodes are value classes (``ir.record``: frozen-dataclass semantics) compared by value;
source locations are excluded from comparison so that ``parse(print(ir)) == ir`` holds
although the printed text has other line numbers.
Nodes are treated as immutable: transformations build new trees (``dataclasses.replace``).
"""

from __future__ import annotations

from dataclasses import field

from .record import record

from .types import AddressSpace, Type


@record
class SourceLoc:
    """A place in the user's source: file, 1-based line and column."""

    file: str = "<input>"
    line: int = 0
    col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


NOLOC = SourceLoc()


def _loc() -> SourceLoc:
    return field(default=NOLOC, compare=False, repr=False, kw_only=True)


# --------------------------------------------------------------------------- expressions


@record
class Expr:
    """Base of all expressions."""


@record
class Const(Expr):
    """A literal: Python int, float or bool value of scalar ``type``."""

    value: int | float | bool
    type: Type
    loc: SourceLoc = _loc()


@record
class Var(Expr):
    """A use of a local variable, parameter, or module-level variable by name.

    Names are unique within a function (the frontend renames shadowing declarations)."""

    name: str
    type: Type
    loc: SourceLoc = _loc()


SPECIAL_KINDS = (
    "local_id",  # threadIdx / get_local_id
    "group_id",  # blockIdx / get_group_id
    "local_size",  # blockDim / get_local_size
    "num_groups",  # gridDim / get_num_groups
    "global_id",  # get_global_id (= group_id*local_size+local_id)
    "global_size",  # get_global_size (= num_groups*local_size)
    "work_dim",  # get_work_dim (dim is 0)
    "warp_size",  # warpSize (dim is 0)
)


@record
class Special(Expr):
    """A launch-geometry value: ``kind`` from SPECIAL_KINDS, ``dim`` 0, 1 or 2 (x, y, z)."""

    kind: str
    dim: int
    type: Type
    loc: SourceLoc = _loc()


UNARY_OPS = ("-", "+", "!", "~")


@record
class Unary(Expr):
    """``-x``, ``+x``, ``!x`` (type int, or a lane mask for vectors), ``~x``."""

    op: str
    operand: Expr
    type: Type
    loc: SourceLoc = _loc()


BINARY_OPS = (
    "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
    "==", "!=", "<", "<=", ">", ">=", "&&", "||",
)


@record
class Binary(Expr):
    """A binary operation. Operands are already converted to a common type (by Cast
    nodes), except for shifts (each operand promoted on its own), pointer arithmetic
    (pointer +/- integer, pointer - pointer) and ``&&``/``||`` (short-circuit, operands
    compared with zero). Comparisons and logical operators have type int for scalars."""

    op: str
    lhs: Expr
    rhs: Expr
    type: Type
    loc: SourceLoc = _loc()


@record
class Cast(Expr):
    """A conversion to ``type``. ``implicit`` marks conversions C inserts by itself, which
    printers leave out; explicit casts are the ones the user wrote. ``kind`` is
    ``"convert"`` (value conversion, C semantics), ``"bitcast"`` (reinterpret the bits:
    OpenCL ``as_*``, CUDA ``__float_as_int``/reinterpret_cast) or ``"saturate"``
    (OpenCL ``convert_T_sat``)."""

    type: Type
    operand: Expr
    implicit: bool = False
    kind: str = "convert"
    loc: SourceLoc = _loc()


@record
class Conditional(Expr):
    """``cond ? a : b``: each thread evaluates only the side its condition selects."""

    cond: Expr
    then: Expr
    other: Expr
    type: Type
    loc: SourceLoc = _loc()


@record
class Index(Expr):
    """``base[index]``: an lvalue; ``base`` is a pointer or an array, ``index`` an integer.
    Means ``*(base + index)``."""

    base: Expr
    index: Expr
    type: Type
    loc: SourceLoc = _loc()


@record
class Deref(Expr):
    """``*ptr``: an lvalue."""

    pointer: Expr
    type: Type
    loc: SourceLoc = _loc()


@record
class AddressOf(Expr):
    """``&lvalue``: a pointer into the lvalue's address space."""

    operand: Expr
    type: Type
    loc: SourceLoc = _loc()


@record
class Field(Expr):
    """``base.name`` for a struct value (``p->name`` is ``Field(Deref(p), name)``)."""

    base: Expr
    name: str
    type: Type
    loc: SourceLoc = _loc()


@record
class Swizzle(Expr):
    """Vector lanes ``base.xyzw`` / ``.s0..sF`` / ``.lo/.hi/.even/.odd``, as lane indices.

    One lane gives a scalar (``v.x`` is Swizzle(v, (0,))), several a vector. An lvalue
    when ``base`` is one and no lane repeats."""

    base: Expr
    lanes: tuple[int, ...]
    type: Type
    loc: SourceLoc = _loc()


@record
class VectorLiteral(Expr):
    """A vector built from parts: CUDA ``make_float4(a,b,c,d)``, OpenCL
    ``(float4)(a, b.xy, c)``; parts are scalars or vectors whose lanes add up."""

    parts: tuple[Expr, ...]
    type: Type
    loc: SourceLoc = _loc()


@record
class Call(Expr):
    """A call of a builtin (neutral name, see :mod:`warpsmith.ir.builtins`) or of a
    ``Function`` of the module (its name)."""

    name: str
    args: tuple[Expr, ...]
    type: Type
    loc: SourceLoc = _loc()


ASSIGN_OPS = (None, "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^")


@record
class Assign(Expr):
    """``target = value`` or ``target op= value`` (an expression, as in C).

    Plain assignment: ``value`` is already converted to the target's type. Compound
    assignment: the target is read, converted to ``compute_type``, combined with
    ``value`` (already of ``compute_type``, or the promoted shift count for shifts), and
    converted back to the target's type. ``type`` is the target's type."""

    target: Expr
    value: Expr
    op: str | None
    type: Type
    compute_type: Type | None = None
    loc: SourceLoc = _loc()


@record
class IncDec(Expr):
    """``++x``, ``x++``, ``--x``, ``x--`` (``delta`` is +1 or -1)."""

    target: Expr
    delta: int
    prefix: bool
    type: Type
    loc: SourceLoc = _loc()


@record
class Comma(Expr):
    """``a, b, c``: evaluates in order, value of the last."""

    exprs: tuple[Expr, ...]
    type: Type
    loc: SourceLoc = _loc()


@record
class InitList(Expr):
    """``{a, b, {c, d}}`` initializing an array or struct declaration."""

    items: tuple[Expr, ...]
    type: Type
    loc: SourceLoc = _loc()


# ---------------------------------------------------------------------------- statements


@record
class Stmt:
    """Base of all statements."""


@record
class Decl(Stmt):
    """A variable declaration in a function body.

    ``space`` is PRIVATE for ordinary locals and local arrays, SHARED for ``__shared__`` /
    ``__local`` arrays declared in a kernel. ``extern`` marks CUDA's dynamically sized
    ``extern __shared__ T s[]``. ``const`` marks a const-qualified local."""

    name: str
    type: Type
    init: Expr | None = None
    space: AddressSpace = AddressSpace.PRIVATE
    const: bool = False
    extern: bool = False
    volatile: bool = False
    loc: SourceLoc = _loc()


@record
class ExprStmt(Stmt):
    expr: Expr
    loc: SourceLoc = _loc()


@record
class Block(Stmt):
    stmts: tuple[Stmt, ...]
    loc: SourceLoc = _loc()


@record
class If(Stmt):
    cond: Expr
    then: Stmt
    other: Stmt | None = None
    loc: SourceLoc = _loc()
    #: set by a transformation that proved (under its run-time assumptions) that every thread
    #: of a block takes the same side: a barrier under it is legal (``ir.verify``)
    uniform: bool = field(default=False, compare=False, repr=False, kw_only=True)


@record
class For(Stmt):
    """``for (init; cond; step) body``; ``unroll`` is None (no pragma), 0 (``#pragma
    unroll`` without a count) or the count."""

    init: Stmt | None
    cond: Expr | None
    step: Expr | None
    body: Stmt
    unroll: int | None = None
    loc: SourceLoc = _loc()


@record
class While(Stmt):
    cond: Expr
    body: Stmt
    unroll: int | None = None
    loc: SourceLoc = _loc()


@record
class DoWhile(Stmt):
    body: Stmt
    cond: Expr
    unroll: int | None = None
    loc: SourceLoc = _loc()


@record
class Switch(Stmt):
    """``switch (value) { case ...: }``: ``cases`` are (constant values, body) pairs in
    source order with C fall-through; an empty values tuple is ``default``."""

    value: Expr
    cases: tuple[tuple[tuple[int, ...], Block], ...]
    loc: SourceLoc = _loc()


@record
class Break(Stmt):
    loc: SourceLoc = _loc()


@record
class Continue(Stmt):
    loc: SourceLoc = _loc()


@record
class Return(Stmt):
    value: Expr | None = None
    loc: SourceLoc = _loc()


@record
class Barrier(Stmt):
    """A block-wide barrier (``__syncthreads()`` / ``barrier(flags)``); ``fences`` names the
    memory it orders: a tuple of "local"/"global" (CUDA's barrier orders both)."""

    fences: tuple[str, ...] = ("local", "global")
    loc: SourceLoc = _loc()


@record
class InlineAsm(Stmt):
    """GCC extended inline PTX as nvcc takes it: ``asm volatile("template" : outputs :
    inputs : clobbers)``. ``template`` is the concatenated string (escapes decoded, ``%0``..
    ``%n`` and ``%%`` as written); ``outputs`` are lvalues with ``out_constraints`` (``=r``,
    ``+r`` read-write, ...), ``inputs`` are expressions already converted to their
    constraint's type (``r`` u32, ``l`` u64, ``f`` f32, ``d`` f64, ``h`` u16, ``c`` u8, ``n``
    a constant). See ``ir/asm.py`` and docs/inline-asm.md."""

    template: str
    outputs: tuple[Expr, ...] = ()
    out_constraints: tuple[str, ...] = ()
    inputs: tuple[Expr, ...] = ()
    in_constraints: tuple[str, ...] = ()
    clobbers: tuple[str, ...] = ()
    volatile: bool = False
    loc: SourceLoc = _loc()


# ----------------------------------------------------------------------------- top level


@record
class Param:
    """A function parameter. Pointer parameters carry their address space in the type."""

    name: str
    type: Type
    const: bool = False
    loc: SourceLoc = _loc()


@record
class Function:
    """A kernel (``is_kernel``) or a device function.

    ``template_args`` records the instantiation a templated kernel was read as, e.g.
    (("BLOCK_SIZE", 32),) or (("T", F32),); ``source_name`` is the name the user wrote
    (``matrixMul``) while ``name`` is unique in the module (``matrixMul<32>`` becomes
    ``matrixMul_32`` so that printed code compiles). ``attributes`` keeps launch bounds and
    the like as (name, values) pairs."""

    name: str
    params: tuple[Param, ...]
    return_type: Type
    body: Block
    is_kernel: bool = False
    template_args: tuple[tuple[str, object], ...] = ()
    source_name: str = ""
    attributes: tuple[tuple[str, tuple[int, ...]], ...] = ()
    loc: SourceLoc = _loc()


@record
class GlobalVar:
    """A module-level variable: CUDA ``__constant__``/``__device__`` arrays and scalars,
    OpenCL program-scope ``__constant`` data, file-scope CUDA ``__shared__`` arrays."""

    name: str
    type: Type
    space: AddressSpace
    init: Expr | None = None
    const: bool = False
    extern: bool = False
    loc: SourceLoc = _loc()


@record
class Module:
    """Everything the device code of one file needs: struct types, module variables and
    functions in dependency order (callees and variables before their users)."""

    functions: tuple[Function, ...]
    globals: tuple[GlobalVar, ...] = ()
    structs: tuple = ()  # StructType values, in definition order
    dialect: str = "cuda"  # the dialect it was read from: "cuda" or "opencl"
    file: str = field(default="<input>", compare=False)
    # what the reader found besides the functions (an ir.lookup.ReadInfo: template kernels
    # without instantiation, kernels that failed to read); not part of the module's value
    frontend_info: object | None = field(default=None, compare=False, repr=False)

    def function(self, name: str) -> Function:
        """The function called ``name`` (also accepts a template form ``k<32>``)."""
        for f in self.functions:
            if f.name == name:
                return f
        raise KeyError(name)

    @property
    def kernels(self) -> tuple[Function, ...]:
        return tuple(f for f in self.functions if f.is_kernel)


Node = Expr | Stmt | Param | Function | GlobalVar | Module

__all__ = [n for n in dir() if not n.startswith("_")] + ["AddressSpace"]
