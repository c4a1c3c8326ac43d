"""A recursive-descent parser for the StreamIt subset real programs use.

Top level: ``in->out filter|pipeline|splitjoin|feedbackloop Name(params) { .. }``. Filters
hold fields, ``init``, ``work pop/push/peek``, helper functions; composites hold ordinary
statements plus ``add``, ``split``, ``join``, ``body``, ``loop``, ``enqueue``. Dynamic rates
(``*``, ``[a,b]``), ``prework`` and teleport messaging (``handler``, ``portal``) are refused
with a located :class:`~warpsmith.ir.errors.Unsupported`.
"""

from __future__ import annotations

from pathlib import Path

from ..ir.errors import SyntaxErrorAt, Unsupported
from . import ast as A
from .lexer import TYPE_WORDS, Token, tokenize

_BINARY = [
    ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="],
    ["<<", ">>", ">>>"], ["+", "-"], ["*", "/", "%"],
]
_ASSIGN = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ">>>="}


class Parser:
    """Parses the tokens of one file into an :class:`~.ast.Program`."""

    def __init__(self, tokens: list[Token], path: str):
        self.toks = tokens
        self.i = 0
        self.path = path

    # -------------------------------------------------------------- helpers
    @property
    def tok(self) -> Token:
        return self.toks[self.i]

    def peek_tok(self, k: int = 1) -> Token:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def at(self, text: str) -> bool:
        return self.tok.text == text and self.tok.kind in ("op", "keyword")

    def take(self) -> Token:
        t = self.tok
        self.i += 1
        return t

    def accept(self, text: str) -> bool:
        if self.at(text):
            self.i += 1
            return True
        return False

    def expect(self, text: str) -> Token:
        if not self.at(text):
            self.error(f"expected '{text}'")
        return self.take()

    def error(self, msg: str, tok: Token | None = None):
        t = tok or self.tok
        got = "end of file" if t.kind == "eof" else f"'{t.text}'"
        raise SyntaxErrorAt(f"{msg}, found {got}", t.loc)

    def ident(self) -> Token:
        if self.tok.kind != "ident":
            self.error("expected a name")
        return self.take()

    # -------------------------------------------------------------- top level
    def program(self) -> A.Program:
        decls: dict = {}
        start = self.tok.loc
        while self.tok.kind != "eof":
            d = self.stream_decl()
            if d.name in decls:
                raise SyntaxErrorAt(f"stream '{d.name}' declared twice", d.loc)
            decls[d.name] = d
        return A.Program(self.path, decls, start)

    def is_type_start(self) -> bool:
        return self.tok.kind == "keyword" and self.tok.text in TYPE_WORDS

    def type_ref(self) -> A.TypeRef:
        t = self.tok
        if t.text == "stateful":
            self.take()
            t = self.tok
        if not self.is_type_start():
            self.error("expected a type")
        self.take()
        base = {"double": "float"}.get(t.text, t.text)
        if base == "complex":
            raise Unsupported("type 'complex' is not supported by warpsmith's stream compiler",
                              t.loc, hint="write the real and imaginary parts as two floats")
        dims = []
        while self.at("["):
            self.take()
            dims.append(self.expr())
            self.expect("]")
        return A.TypeRef(base, dims, t.loc)

    def stream_decl(self):
        loc = self.tok.loc
        if self.at("stateful"):
            self.take()
        in_t = self.type_ref()
        self.expect("->")
        out_t = self.type_ref()
        kind_tok = self.tok
        if kind_tok.text not in ("filter", "pipeline", "splitjoin", "feedbackloop"):
            self.error("expected filter, pipeline, splitjoin or feedbackloop")
        self.take()
        name = self.ident().text
        params = self.params() if self.at("(") else []
        if kind_tok.text == "filter":
            return self.filter_body(name, in_t, out_t, params, loc)
        body = self.block(composite=True)
        return A.Composite(kind_tok.text, name, in_t, out_t, params, body, loc)

    def params(self) -> list:
        self.expect("(")
        out = []
        if not self.at(")"):
            while True:
                t = self.type_ref()
                n = self.ident()
                out.append(A.Param(t, n.text, n.loc))
                if not self.accept(","):
                    break
        self.expect(")")
        return out

    def filter_body(self, name, in_t, out_t, params, loc) -> A.Filter:
        self.expect("{")
        fields, helpers, init, work = [], [], None, None
        while not self.at("}"):
            t = self.tok
            if t.text == "init" and t.kind == "keyword":
                self.take()
                init = self.block()
            elif t.text == "work" and t.kind == "keyword":
                work = self.work()
            elif t.text == "prework":
                raise Unsupported("'prework' is not supported (the mapping needs one static "
                                  "work function per filter)", t.loc)
            elif t.text in ("handler", "portal"):
                raise Unsupported("teleport messaging is not supported", t.loc)
            elif t.kind == "eof":
                self.error(f"filter '{name}' is not closed")
            else:
                self.member(fields, helpers)
        self.expect("}")
        return A.Filter(name, in_t, out_t, params, fields, init, work, helpers, loc)

    def member(self, fields, helpers):
        if self.at("static"):
            raise Unsupported("'static' sections are not supported", self.tok.loc)
        t = self.type_ref()
        n = self.ident()
        if self.at("("):
            ps = self.params()
            helpers.append(A.Function(t, n.text, ps, self.block(), n.loc))
            return
        self.declarators(t, n, fields)
        self.expect(";")

    def declarators(self, t: A.TypeRef, first: Token, out: list):
        n = first
        while True:
            tt = t
            if self.at("["):  # C-style float x[4]
                dims = []
                while self.accept("["):
                    dims.append(self.expr())
                    self.expect("]")
                tt = A.TypeRef(t.base, t.dims + dims, t.loc)
            init = None
            if self.accept("="):
                init = self.initializer()
            out.append(A.Decl(tt, n.text, init, n.loc))
            if not self.accept(","):
                return
            n = self.ident()

    def initializer(self):
        if self.at("{"):
            loc = self.take().loc
            items = []
            while not self.at("}"):
                items.append(self.initializer())
                if not self.accept(","):
                    break
            self.expect("}")
            return A.Call("{}", items, loc)
        return self.expr()

    def rate(self, word: str):
        t = self.tok
        if self.at("*") or self.at("["):
            raise Unsupported(f"dynamic {word} rate: only static rates are supported", t.loc)
        return self.expr()

    def work(self) -> A.Work:
        loc = self.take().loc
        rates = {"pop": None, "push": None, "peek": None}
        while self.tok.text in rates and self.tok.kind == "keyword":
            w = self.take().text
            rates[w] = self.rate(w)
        return A.Work(rates["pop"], rates["push"], rates["peek"], self.block(), loc)

    # -------------------------------------------------------------- statements
    def block(self, composite: bool = False) -> A.Block:
        loc = self.expect("{").loc
        stmts = []
        while not self.at("}"):
            if self.tok.kind == "eof":
                self.error("unclosed '{'")
            stmts.extend(self.statement(composite))
        self.expect("}")
        return A.Block(stmts, loc)

    def statement(self, composite: bool = False) -> list:
        t = self.tok
        w = t.text if t.kind in ("keyword", "op") else ""
        if w == "{":
            return [self.block(composite)]
        if w == ";":
            self.take()
            return []
        if w == "if":
            self.take()
            self.expect("(")
            c = self.expr()
            self.expect(")")
            th = self.sub(composite)
            el = self.sub(composite) if self.accept("else") else None
            return [A.If(c, th, el, t.loc)]
        if w == "for":
            self.take()
            self.expect("(")
            init = None if self.at(";") else self.simple()
            self.expect(";")
            cond = None if self.at(";") else self.expr()
            self.expect(";")
            step = None if self.at(")") else self.expr_list()
            self.expect(")")
            return [A.For(init, cond, step, self.sub(composite), t.loc)]
        if w == "while":
            self.take()
            self.expect("(")
            c = self.expr()
            self.expect(")")
            return [A.While(c, self.sub(composite), t.loc)]
        if w in ("break", "continue"):
            self.take()
            self.expect(";")
            return [A.Jump(w, None, t.loc)]
        if w == "return":
            self.take()
            v = None if self.at(";") else self.expr()
            self.expect(";")
            return [A.Jump("return", v, t.loc)]
        if w in ("add", "body", "loop"):
            if not composite:
                self.error(f"'{w}' outside a pipeline, splitjoin or feedbackloop")
            self.take()
            ref = self.stream_ref()
            self.accept(";")
            return [A.Add(ref, w, t.loc)]
        if w in ("split", "join"):
            self.take()
            kind = self.tok
            if kind.text not in ("duplicate", "roundrobin"):
                self.error("expected duplicate or roundrobin")
            self.take()
            weights = []
            if self.accept("("):
                if not self.at(")"):
                    weights = self.expr_list()
                self.expect(")")
            self.expect(";")
            return [A.SplitJoin(w, kind.text, weights, t.loc)]
        if w == "enqueue":
            self.take()
            self.expect("(")
            v = self.expr()
            self.expect(")")
            self.expect(";")
            return [A.Enqueue(v, t.loc)]
        if w in ("handler", "portal") or (t.kind == "ident" and self.peek_tok().text == "."
                                          and self.peek_tok(2).text.startswith("set")):
            raise Unsupported("teleport messaging is not supported", t.loc)
        s = self.simple()
        self.expect(";")
        return s if isinstance(s, list) else [s]

    def sub(self, composite):
        s = self.statement(composite)
        return s[0] if len(s) == 1 else A.Block(s, self.tok.loc)

    def simple(self):
        """A declaration or an expression statement (for-loop headers too)."""
        if self.is_type_start() or self.at("stateful"):
            t = self.type_ref()
            decls: list = []
            self.declarators(t, self.ident(), decls)
            return decls if len(decls) != 1 else decls[0]
        loc = self.tok.loc
        es = self.expr_list()
        return A.ExprStmt(es[0], loc) if len(es) == 1 else A.Block(
            [A.ExprStmt(e, loc) for e in es], loc)

    def stream_ref(self) -> A.StreamRef:
        t = self.tok
        if t.text in ("pipeline", "splitjoin", "feedbackloop") and t.kind == "keyword":
            self.take()
            body = self.block(composite=True)
            return A.StreamRef("", [], A.Composite(t.text, "", None, None, [], body, t.loc), t.loc)
        if t.text == "filter":
            raise Unsupported("anonymous filters are not supported; declare the filter", t.loc)
        name = self.ident()
        targ = None
        if self.accept("<"):  # Identity<float>
            targ = self.type_ref()
            self.expect(">")
        args = []
        if self.accept("("):
            if not self.at(")"):
                args = self.expr_list()
            self.expect(")")
        return A.StreamRef(name.text, args, targ, name.loc)

    # -------------------------------------------------------------- expressions
    def expr_list(self) -> list:
        out = [self.expr()]
        while self.accept(","):
            out.append(self.expr())
        return out

    def expr(self):
        left = self.ternary()
        if self.tok.kind == "op" and self.tok.text in _ASSIGN:
            op = self.take()
            if not isinstance(left, (A.Var, A.Index)):
                raise SyntaxErrorAt("the left side of an assignment must be a variable or "
                                    "an array element", op.loc)
            return A.Assign(left, op.text, self.expr(), op.loc)
        return left

    def ternary(self):
        c = self.binary(0)
        if self.at("?"):
            loc = self.take().loc
            a = self.expr()
            self.expect(":")
            return A.Cond(c, a, self.ternary(), loc)
        return c

    def binary(self, level: int):
        if level == len(_BINARY):
            return self.unary()
        left = self.binary(level + 1)
        while self.tok.kind == "op" and self.tok.text in _BINARY[level]:
            op = self.take()
            left = A.Bin(op.text, left, self.binary(level + 1), op.loc)
        return left

    def unary(self):
        t = self.tok
        if t.kind == "op" and t.text in ("-", "+", "!", "~"):
            self.take()
            return A.Un(t.text, self.unary(), t.loc)
        if t.kind == "op" and t.text in ("++", "--"):
            self.take()
            return A.Un("pre" + t.text, self.unary(), t.loc)
        if t.text == "(" and self.peek_tok().kind == "keyword" and \
                self.peek_tok().text in TYPE_WORDS:
            self.take()
            ty = self.type_ref()
            self.expect(")")
            return A.Cast(ty, self.unary(), t.loc)
        return self.postfix(self.primary())

    def postfix(self, e):
        while True:
            t = self.tok
            if self.accept("["):
                e = A.Index(e, self.expr(), t.loc)
                self.expect("]")
            elif t.kind == "op" and t.text in ("++", "--"):
                self.take()
                e = A.Un("post" + t.text, e, t.loc)
            elif t.text == "." and t.kind == "op":
                raise Unsupported("field access ('.') is not supported (structs, complex "
                                  "parts, portals)", t.loc)
            else:
                return e

    def primary(self):
        t = self.tok
        if t.kind == "number":
            self.take()
            s = t.text
            if s.lower().startswith("0x"):
                return A.Num(int(s, 16), False, t.loc)
            if any(c in s for c in ".eE") or s[-1] in "fF":
                return A.Num(float(s.rstrip("fF")), True, t.loc)
            return A.Num(int(s), False, t.loc)
        if t.kind == "keyword" and t.text in ("true", "false"):
            self.take()
            return A.Num(1 if t.text == "true" else 0, False, t.loc)
        if t.kind == "keyword" and t.text in ("pop", "peek", "push"):
            self.take()
            self.expect("(")
            args = [] if self.at(")") else self.expr_list()
            self.expect(")")
            return A.Call(t.text, args, t.loc)
        if t.kind == "ident":
            self.take()
            if self.at("("):
                self.take()
                args = [] if self.at(")") else self.expr_list()
                self.expect(")")
                return A.Call(t.text, args, t.loc)
            return A.Var(t.text, t.loc)
        if self.accept("("):
            e = self.expr()
            self.expect(")")
            return e
        if t.kind == "string":
            raise Unsupported("string values are not supported", t.loc)
        self.error("expected an expression")


def parse(text: str, path: str = "<string>") -> A.Program:
    """Parse StreamIt ``text`` (from ``path``) into an :class:`~.ast.Program`."""
    return Parser(tokenize(text, path), path).program()


def parse_file(path) -> A.Program:
    """Parse the ``.str`` file at ``path``."""
    p = Path(path)
    return parse(p.read_text(encoding="utf-8", errors="replace"), str(p))
