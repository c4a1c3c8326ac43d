"""The data-flow graph of a mapped function (thesis 001, Section 4.2.1), three ways in.

Vertices are ``load`` (an input list), ``const`` (a scalar constant, beyond the thesis),
``call`` (an elementary function of the library) and ``store`` (an output list); an edge
runs from a vertex to each vertex that uses its result. The graph comes from

* a description text (:func:`from_description`, the thesis's language),
* the builder :class:`Graph` (``g.input``, ``g.call``, ``g.output``), or
* tracing a Python function over small matrix types (:func:`trace`)::

      F = trace(lambda A, B, v, C, D: (C @ D + C) * norm(A @ B @ v),
                A="MATRIX3x3", B="MATRIX3x3", v="VECTOR3", C="MATRIX5x5", D="MATRIX5x5")
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.errors import SemanticError
from ..ir.nodes import SourceLoc
from . import language as L
from .library import function


@dataclass
class Vertex:
    """One vertex: ``kind`` load/const/call/store, the variable ``name`` it defines (or
    stores), its ``type``, the library ``function`` of a call, ``args`` (vertex ids) and a
    constant's ``value``."""

    id: int
    kind: str
    name: str
    type: L.DataType
    function: str = ""
    args: tuple = ()
    value: float = 0.0
    loc: SourceLoc | None = field(default=None, compare=False)


class Graph:
    """A mapped function's DAG, built call by call (``ws.fusion.Graph``)::

        g = Graph()
        A, B = g.input("A", "MATRIX3x3"), g.input("B", "MATRIX3x3")
        g.output("F", g.call("mmul33", A, B))
    """

    def __init__(self, name: str = "mapped"):
        self.name = name
        self.vertices: list[Vertex] = []
        self._names: dict[str, int] = {}

    # -- building

    def _add(self, kind, name, typ, **kw) -> int:
        if name in self._names and kind != "store":
            raise SemanticError(f"'{name}' is defined twice", kw.get("loc"))
        v = Vertex(len(self.vertices), kind, name, typ, **kw)
        self.vertices.append(v)
        if kind != "store":
            self._names[name] = v.id
        return v.id

    def input(self, name: str, typ, loc: SourceLoc | None = None) -> int:
        """Declare input list ``name`` of type ``typ`` (``"MATRIX3x3"`` or a DataType);
        returns its vertex id."""
        return self._add("load", name, _as_type(typ, loc), loc=loc)

    def constant(self, name: str, value: float, loc: SourceLoc | None = None) -> int:
        """A scalar constant ``name`` = ``value`` (the same for every element)."""
        return self._add("const", name, L.SCALAR, value=float(value), loc=loc)

    def call(self, fn: str, *args: int, name: str | None = None,
             loc: SourceLoc | None = None) -> int:
        """A call of library function ``fn`` on the results of vertices ``args``; checks
        the argument count and types; returns the new vertex."""
        f = function(fn, loc)
        if len(args) != len(f.inputs):
            raise SemanticError(f"{fn} takes {len(f.inputs)} arguments, got {len(args)}", loc)
        for k, (a, t) in enumerate(zip(args, f.inputs)):
            got = self.vertices[a].type
            if got != t:
                raise SemanticError(f"argument {k + 1} of {fn}: expected {t}, got {got} "
                                    f"('{self.vertices[a].name}')", loc)
        return self._add("call", name or f"t{len(self.vertices)}", f.output, function=fn,
                         args=tuple(args), loc=loc)

    def output(self, name: str, vertex: int, loc: SourceLoc | None = None) -> int:
        """Make the result of ``vertex`` the output list ``name``."""
        v = self.vertices[vertex]
        if v.kind != "call":
            raise SemanticError(f"output '{name}' must be computed by a call, not be "
                                f"an {v.kind}", loc)
        return self._add("store", name, v.type, args=(vertex,), loc=loc)

    # -- queries

    @property
    def calls(self) -> list[int]:
        """Ids of the compute vertices (calls and constants): what fusions are made of."""
        return [v.id for v in self.vertices if v.kind in ("call", "const")]

    @property
    def inputs(self) -> list[Vertex]:
        """The load vertices, in declaration order."""
        return [v for v in self.vertices if v.kind == "load"]

    @property
    def outputs(self) -> list[Vertex]:
        """The store vertices, in order."""
        return [v for v in self.vertices if v.kind == "store"]

    def consumers(self, vid: int) -> list[int]:
        """Vertices using the result of ``vid`` (each once)."""
        return [v.id for v in self.vertices if vid in v.args]

    def key(self) -> str:
        """A canonical text of the graph (for caches)."""
        return ";".join(f"{v.kind}:{v.name}:{v.type}:{v.function}:{v.args}:{v.value}"
                        for v in self.vertices)

    def describe(self) -> str:
        """The graph in the description language."""
        decl: dict = {}
        for v in self.vertices:
            if v.kind != "store":
                decl.setdefault(str(v.type), []).append(
                    v.name + (f" = {v.value!r}" if v.kind == "const" else ""))
        lines = [f"{t} {', '.join(names)};" for t, names in decl.items()]
        lines.append(f"input {', '.join(v.name for v in self.inputs)};")
        for v in self.vertices:
            if v.kind == "call":
                args = ", ".join(self.vertices[a].name for a in v.args)
                lines.append(f"{v.name} = {v.function}({args});")
        stores = [self.vertices[v.args[0]].name for v in self.outputs]
        lines.append(f"return {', '.join(stores)};")
        return "\n".join(lines) + "\n"

    def reference(self, arrays: dict):
        """NumPy values of every output for input ``arrays`` (name -> (n, rows, cols)):
        the correctness reference of every generated implementation."""
        from .reference import evaluate

        return evaluate(self, arrays)

    def __repr__(self) -> str:
        return f"<fusion.Graph {self.name}: {len(self.calls)} calls>"


def _as_type(typ, loc=None) -> L.DataType:
    if isinstance(typ, L.DataType):
        return typ
    t = L.parse_type(str(typ))
    if t is None:
        raise SemanticError(f"'{typ}' is not a type (MATRIXrxc, VECTORn, SCALAR)", loc)
    return t


def from_description(d: L.Description, name: str = "mapped") -> Graph:
    """The DAG of a parsed description (load vertices for inputs, store vertices for the
    returned variables); located errors for unknown functions and type mismatches."""
    g = Graph(name)
    ids: dict[str, int] = {}
    for n, loc in d.inputs:
        ids[n] = g.input(n, d.types[n], loc)
    for n, value in d.constants.items():
        ids[n] = g.constant(n, value, d.locs[n])
    for c in d.calls:
        args = []
        for a, loc in zip(c.args, c.arg_locs):
            if isinstance(a, float):
                args.append(g.constant(f"c{len(g.vertices)}", a, loc))
            else:
                args.append(ids[a])
        want = d.types[c.target]
        vid = g.call(c.function, *args, name=c.target, loc=c.loc)
        if g.vertices[vid].type != want:
            raise SemanticError(f"'{c.target}' is declared {want} but {c.function} returns "
                                f"{g.vertices[vid].type}", c.loc)
        ids[c.target] = vid
    for n, loc in d.outputs:
        g.output(n, ids[n], loc)
    return g


def parse_graph(text: str, path: str = "<description>") -> Graph:
    """Parse a description text into its DAG."""
    return from_description(L.parse(text, path), name=path)


# ----------------------------------------------------------------------------- tracing


class Value:
    """A traced value of a small matrix type: ``@`` (mmul/mvmul), ``+``, ``-``, ``*``
    (scale by a scalar, or entrywise), ``.T``; :func:`norm`, :func:`dot`, :func:`sqr`."""

    def __init__(self, graph: Graph, vid: int):
        self.graph = graph
        self.vid = vid

    @property
    def type(self) -> L.DataType:
        """The value's data type."""
        return self.graph.vertices[self.vid].type

    def _call(self, fn: str, *others) -> "Value":
        return Value(self.graph, self.graph.call(fn, self.vid, *(o.vid for o in others)))

    def _lift(self, other) -> "Value":
        if isinstance(other, Value):
            return other
        if isinstance(other, (int, float)):
            g = self.graph
            return Value(g, g.constant(f"c{len(g.vertices)}", float(other)))
        raise SemanticError(f"cannot trace an operation with {type(other).__name__}")

    def __matmul__(self, other) -> "Value":
        a, b = self.type, self._lift(other).type
        n = a.rows
        if a.kind == "MATRIX" and b.kind == "MATRIX":
            return self._call(f"mmul{n}{a.cols}", self._lift(other))
        if a.kind == "MATRIX" and b.kind == "VECTOR":
            return self._call(f"mvmul{n}{a.cols}", self._lift(other))
        raise SemanticError(f"no library product of {a} and {b}")

    def _entrywise(self, other, op: str) -> "Value":
        o = self._lift(other)
        a, b = self.type, o.type
        if a.kind == "SCALAR" and b.kind != "SCALAR" and op in ("smul",):
            return o._entrywise(self, op)
        names = {("MATRIX", "add"): "madd", ("MATRIX", "sub"): "msub",
                 ("MATRIX", "smul"): "smmul", ("MATRIX", "mul"): "mhad",
                 ("VECTOR", "add"): "vadd", ("VECTOR", "sub"): "vsub",
                 ("VECTOR", "smul"): "svmul", ("SCALAR", "add"): "sadd",
                 ("SCALAR", "mul"): "smul", ("SCALAR", "smul"): "smul"}
        if op == "mul" and b.kind == "SCALAR":
            op = "smul"
        if op == "mul" and a.kind == "SCALAR":
            return o._entrywise(self, "smul")
        base = names.get((a.kind, op))
        if base is None:
            raise SemanticError(f"no library function for {a} {op} {b}")
        suffix = "" if a.kind == "SCALAR" else (f"{a.rows}{a.cols}" if a.kind == "MATRIX"
                                                 else f"{a.rows}")
        return self._call(base + suffix, o)

    def __add__(self, other):
        return self._entrywise(other, "add")

    def __radd__(self, other):
        return self._lift(other)._entrywise(self, "add")

    def __sub__(self, other):
        return self._entrywise(other, "sub")

    def __mul__(self, other):
        return self._entrywise(other, "mul")

    def __rmul__(self, other):
        return self._lift(other)._entrywise(self, "mul")

    @property
    def T(self) -> "Value":  # noqa: N802 - NumPy's spelling
        """The transpose (``mtransNN``)."""
        t = self.type
        return self._call(f"mtrans{t.rows}{t.cols}")


def norm(v: Value) -> Value:
    """The l2 norm of a traced vector (``venormN``)."""
    return v._call(f"venorm{v.type.rows}")


def dot(a: Value, b: Value) -> Value:
    """The dot product of two traced vectors (``vdotN``)."""
    return a._call(f"vdot{a.type.rows}", b)


def sqr(a: Value) -> Value:
    """Entrywise square of a traced matrix (``msqrNN``)."""
    return a._call(f"msqr{a.type.rows}{a.type.cols}")


def trace(fn, name: str | None = None, **types) -> Graph:
    """The DAG of Python function ``fn`` called on traced values of the given ``types``
    (keyword per parameter: ``A="MATRIX3x3"``); it returns one value or a tuple (outputs
    ``F``, or ``F0``, ``F1``, ...)."""
    g = Graph(name or getattr(fn, "__name__", "traced"))
    args = {n: Value(g, g.input(n, t)) for n, t in types.items()}
    out = fn(**args)
    outs = out if isinstance(out, tuple) else (out,)
    for k, o in enumerate(outs):
        if not isinstance(o, Value):
            raise SemanticError(f"the traced function returned {type(o).__name__}, "
                                "not a traced value")
        g.output("F" if len(outs) == 1 else f"F{k}", o.vid)
    return g


__all__ = ["Vertex", "Graph", "from_description", "parse_graph", "Value", "norm", "dot",
           "sqr", "trace"]
