"""The description language of a mapped function (thesis 001, Listings 4.1 and 5.1).

::

    MATRIX3x3 A, B, M1;          // typed declarations: MATRIXrxc, VECTORn, SCALAR
    VECTOR3 c, v1;
    SCALAR s1, half = 0.5;       // beyond the thesis: scalar constants
    input A, B, c;
    M1 = mmul33(A, B);           // calls of elementary functions of the library
    v1 = mvmul33(M1, c);
    s1 = venorm3(v1);
    return M1, s1;               // beyond the thesis: several outputs

:func:`parse` turns the text into a :class:`Description` (statements with their places);
:func:`warpsmith.fusion.graph.from_description` makes the data-flow graph of it. Every
mistake is a located :class:`~warpsmith.ir.errors.SyntaxErrorAt` or
:class:`~warpsmith.ir.errors.SemanticError` (file, line, column).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..ir.errors import SemanticError, SyntaxErrorAt
from ..ir.nodes import SourceLoc


@dataclass(frozen=True)
class DataType:
    """The type of one data element: a ``rows`` x ``cols`` matrix, a vector (``cols`` 1)
    or a scalar (1 x 1); ``size`` floats."""

    kind: str  # "MATRIX", "VECTOR", "SCALAR"
    rows: int = 1
    cols: int = 1

    @property
    def size(self) -> int:
        """Floats in one element."""
        return self.rows * self.cols

    @property
    def shape(self) -> tuple:
        """The NumPy shape of one element (``()`` for a scalar)."""
        if self.kind == "SCALAR":
            return ()
        if self.kind == "VECTOR":
            return (self.rows,)
        return (self.rows, self.cols)

    def __str__(self) -> str:
        if self.kind == "MATRIX":
            return f"MATRIX{self.rows}x{self.cols}"
        if self.kind == "VECTOR":
            return f"VECTOR{self.rows}"
        return "SCALAR"


SCALAR = DataType("SCALAR")
_TYPE_RE = re.compile(r"^(?:MATRIX(\d+)x(\d+)|VECTOR(\d+)|SCALAR)$")


def parse_type(text: str) -> DataType | None:
    """``MATRIX3x3`` / ``VECTOR5`` / ``SCALAR`` as a :class:`DataType`, None if not a type."""
    m = _TYPE_RE.match(text)
    if not m:
        return None
    if m.group(1):
        return DataType("MATRIX", int(m.group(1)), int(m.group(2)))
    if m.group(3):
        return DataType("VECTOR", int(m.group(3)), 1)
    return SCALAR


def matrix(rows: int, cols: int | None = None) -> DataType:
    """The type ``MATRIXrxc`` (square when ``cols`` is None)."""
    return DataType("MATRIX", rows, rows if cols is None else cols)


def vector(n: int) -> DataType:
    """The type ``VECTORn``."""
    return DataType("VECTOR", n, 1)


@dataclass
class Call:
    """``target = function(args...)``; an argument is a variable name or a float literal."""

    target: str
    function: str
    args: list
    loc: SourceLoc
    arg_locs: list = field(default_factory=list)


@dataclass
class Description:
    """A parsed description: declared types, constants, inputs, calls and outputs in order."""

    path: str
    types: dict  # name -> DataType
    constants: dict  # name -> float
    inputs: list
    calls: list
    outputs: list
    locs: dict  # name -> SourceLoc of its declaration
    text: str = ""


_TOKEN = re.compile(r"\s+|//[^\n]*|/\*.*?\*/|(?P<num>[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?f?)"
                    r"|(?P<id>[A-Za-z_][A-Za-z_0-9]*)|(?P<p>[,;=()])", re.S)


@dataclass
class _Tok:
    kind: str
    text: str
    loc: SourceLoc


def _lex(text: str, path: str) -> list:
    toks, pos, line, col0 = [], 0, 1, 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        loc = SourceLoc(path, line, pos - col0 + 1)
        if not m:
            raise SyntaxErrorAt(f"unexpected character {text[pos]!r}", loc)
        if m.lastgroup:
            toks.append(_Tok(m.lastgroup, m.group(), loc))
        chunk = m.group()
        if "\n" in chunk:
            line += chunk.count("\n")
            col0 = pos + chunk.rfind("\n") + 1
        pos = m.end()
    toks.append(_Tok("eof", "", SourceLoc(path, line, pos - col0 + 1)))
    return toks


class _Parser:
    def __init__(self, text: str, path: str):
        self.toks = _lex(text, path)
        self.i = 0
        self.d = Description(path, {}, {}, [], [], [], {}, text)

    def peek(self) -> _Tok:
        return self.toks[self.i]

    def take(self, text: str | None = None, kind: str | None = None) -> _Tok:
        t = self.peek()
        if (text is not None and t.text != text) or (kind is not None and t.kind != kind):
            want = repr(text) if text is not None else ("a name" if kind == "id" else kind)
            raise SyntaxErrorAt(f"expected {want}, found {t.text or 'end of file'!r}", t.loc)
        self.i += 1
        return t

    def parse(self) -> Description:
        while self.peek().kind != "eof":
            t = self.peek()
            if t.kind != "id":
                raise SyntaxErrorAt(f"expected a declaration or a statement, found {t.text!r}",
                                    t.loc)
            if parse_type(t.text) is not None:
                self.declaration()
            elif t.text == "input":
                self.names_statement(self.d.inputs, "input")
            elif t.text == "return":
                self.names_statement(self.d.outputs, "return")
            else:
                self.call()
        return self.check()

    def declaration(self) -> None:
        t = self.take(kind="id")
        typ = parse_type(t.text)
        while True:
            name = self.take(kind="id")
            if name.text in self.d.types:
                raise SemanticError(f"'{name.text}' declared twice (first at "
                                    f"{self.d.locs[name.text]})", name.loc)
            self.d.types[name.text] = typ
            self.d.locs[name.text] = name.loc
            if self.peek().text == "=":
                self.take("=")
                num = self.take(kind="num")
                if typ != SCALAR:
                    raise SemanticError(f"'{name.text}': only a SCALAR may be a constant",
                                        name.loc)
                self.d.constants[name.text] = float(num.text.rstrip("f"))
            if self.peek().text != ",":
                break
            self.take(",")
        self.take(";")

    def names_statement(self, into: list, what: str) -> None:
        self.take(what)
        while True:
            name = self.take(kind="id")
            self.known(name)
            into.append((name.text, name.loc))
            if self.peek().text != ",":
                break
            self.take(",")
        self.take(";")

    def known(self, tok: _Tok) -> None:
        if tok.text not in self.d.types:
            raise SemanticError(f"'{tok.text}' is not declared", tok.loc)

    def call(self) -> None:
        target = self.take(kind="id")
        self.known(target)
        self.take("=")
        fn = self.take(kind="id")
        self.take("(")
        args, locs = [], []
        while self.peek().text != ")":
            a = self.peek()
            if a.kind == "num":
                self.take()
                args.append(float(a.text.rstrip("f")))
            else:
                self.known(self.take(kind="id"))
                args.append(a.text)
            locs.append(a.loc)
            if self.peek().text != ",":
                break
            self.take(",")
        self.take(")")
        self.take(";")
        self.d.calls.append(Call(target.text, fn.text, args, fn.loc, locs))

    def check(self) -> Description:
        d = self.d
        defined = {n for n, _ in d.inputs} | set(d.constants)
        for name, loc in d.inputs:
            if name in d.constants:
                raise SemanticError(f"'{name}' is a constant, not an input", loc)
        for c in d.calls:
            for a, loc in zip(c.args, c.arg_locs):
                if isinstance(a, str) and a not in defined:
                    raise SemanticError(f"'{a}' is used before it is computed", loc)
            if c.target in defined:
                raise SemanticError(f"'{c.target}' is assigned twice (or is an input)", c.loc)
            defined.add(c.target)
        if not d.outputs:
            where = SourceLoc(d.path, self.peek().loc.line, self.peek().loc.col)
            raise SyntaxErrorAt("no 'return' statement: a mapped function needs an output",
                                where)
        for name, loc in d.outputs:
            if name not in defined:
                raise SemanticError(f"'{name}' is returned but never computed", loc)
        used = {a for c in d.calls for a in c.args if isinstance(a, str)}
        used |= {n for n, _ in d.outputs}
        for c in d.calls:
            if c.target not in used:
                raise SemanticError(f"'{c.target}' is computed but neither used nor returned",
                                    c.loc)
        if not d.inputs:
            raise SemanticError("no 'input' statement", SourceLoc(d.path, 1, 1))
        return d


def parse(text: str, path: str = "<description>") -> Description:
    """Parse a mapped-function description (the thesis's language plus several outputs and
    scalar constants); a located error on any mistake."""
    return _Parser(text, path).parse()


__all__ = ["DataType", "SCALAR", "parse_type", "matrix", "vector", "Call", "Description",
           "parse"]
