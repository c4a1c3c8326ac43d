"""The StreamIt abstract syntax tree: expressions, statements, filters and composites.

Plain dataclasses; every node carries its :class:`~warpsmith.ir.nodes.SourceLoc` so that
errors found after parsing (graph building, rates, code generation) stay located.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.nodes import NOLOC, SourceLoc


@dataclass
class TypeRef:
    """A StreamIt type: ``base`` (int, float, boolean, bit, complex, void) and array ``dims``
    (size expressions, outermost first)."""

    base: str
    dims: list = field(default_factory=list)
    loc: SourceLoc = NOLOC


# ------------------------------------------------------------------ expressions

@dataclass
class Num:
    """A literal (``is_float`` for 1.5, 2e3, 1.0f)."""
    value: float | int
    is_float: bool
    loc: SourceLoc = NOLOC


@dataclass
class Var:
    """A name: a local, a parameter, a field, or ``pi``."""
    name: str
    loc: SourceLoc = NOLOC


@dataclass
class Index:
    """``base[index]``."""
    base: object
    index: object
    loc: SourceLoc = NOLOC


@dataclass
class Bin:
    """A binary operator (arithmetic, comparison, logical, bit)."""
    op: str
    left: object
    right: object
    loc: SourceLoc = NOLOC


@dataclass
class Un:
    """A unary operator (``-``, ``!``, ``~``, ``+``; ``++``/``--`` as ``pre++`` / ``post++``)."""
    op: str
    operand: object
    loc: SourceLoc = NOLOC


@dataclass
class Cond:
    """``c ? a : b``."""
    cond: object
    then: object
    other: object
    loc: SourceLoc = NOLOC


@dataclass
class Call:
    """A call: ``pop()``, ``peek(i)``, ``push(x)``, ``println(x)``, math, or a helper."""
    name: str
    args: list
    loc: SourceLoc = NOLOC


@dataclass
class Cast:
    """``(type) e``."""
    type: TypeRef
    operand: object
    loc: SourceLoc = NOLOC


@dataclass
class Assign:
    """``target op= value`` (op ``=``, ``+=``, ...); an expression in StreamIt as in C."""
    target: object
    op: str
    value: object
    loc: SourceLoc = NOLOC


# ------------------------------------------------------------------ statements

@dataclass
class Decl:
    """``type name [= init]`` (several names share one Decl each)."""
    type: TypeRef
    name: str
    init: object = None
    loc: SourceLoc = NOLOC


@dataclass
class ExprStmt:
    expr: object
    loc: SourceLoc = NOLOC


@dataclass
class Block:
    stmts: list
    loc: SourceLoc = NOLOC


@dataclass
class If:
    cond: object
    then: object
    other: object = None
    loc: SourceLoc = NOLOC


@dataclass
class For:
    init: object
    cond: object
    step: object
    body: object
    loc: SourceLoc = NOLOC


@dataclass
class While:
    cond: object
    body: object
    loc: SourceLoc = NOLOC


@dataclass
class Jump:
    """``break``, ``continue`` or ``return [value]``."""
    kind: str
    value: object = None
    loc: SourceLoc = NOLOC


@dataclass
class StreamRef:
    """What ``add`` / ``body`` / ``loop`` name: ``Name<types>(args)``, or an anonymous
    ``pipeline {..}`` / ``splitjoin {..}`` (``anon``: a :class:`Composite`)."""
    name: str
    args: list
    anon: object = None
    loc: SourceLoc = NOLOC


@dataclass
class Add:
    """``add S;`` (``role``: add, body or loop)."""
    stream: StreamRef
    role: str = "add"
    loc: SourceLoc = NOLOC


@dataclass
class SplitJoin:
    """``split duplicate;`` / ``split roundrobin(w..);`` / ``join roundrobin(w..);``."""
    which: str  # "split" | "join"
    kind: str  # "duplicate" | "roundrobin"
    weights: list
    loc: SourceLoc = NOLOC


@dataclass
class Enqueue:
    value: object
    loc: SourceLoc = NOLOC


# ------------------------------------------------------------------ declarations

@dataclass
class Param:
    type: TypeRef
    name: str
    loc: SourceLoc = NOLOC


@dataclass
class Function:
    """A helper function of a filter."""
    ret: TypeRef
    name: str
    params: list
    body: Block
    loc: SourceLoc = NOLOC


@dataclass
class Work:
    """``work pop P push Q peek E { .. }`` (rates are expressions; None when absent)."""
    pop: object
    push: object
    peek: object
    body: Block
    loc: SourceLoc = NOLOC


@dataclass
class Filter:
    """A filter declaration: types, parameters, fields, ``init``, ``work``, helpers."""
    name: str
    in_type: TypeRef
    out_type: TypeRef
    params: list
    fields: list
    init: Block | None
    work: Work | None
    helpers: list
    loc: SourceLoc = NOLOC


@dataclass
class Composite:
    """A pipeline, splitjoin or feedbackloop declaration (``name`` '' when anonymous)."""
    kind: str
    name: str
    in_type: TypeRef | None
    out_type: TypeRef | None
    params: list
    body: Block
    loc: SourceLoc = NOLOC


@dataclass
class Program:
    """A parsed ``.str`` file: its stream declarations by name, in order."""
    path: str
    decls: dict
    loc: SourceLoc = NOLOC

    def top(self):
        """The program's top-level stream: the last ``void->void`` declaration."""
        tops = [d for d in self.decls.values()
                if d.in_type is not None and d.in_type.base == "void"
                and d.out_type is not None and d.out_type.base == "void"]
        return tops[-1] if tops else None
