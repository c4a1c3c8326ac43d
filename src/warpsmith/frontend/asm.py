"""Inline PTX ``asm`` statements: syntax (:func:`parse_asm`) and meaning (:func:`asm_stmt`).

``asm [volatile] ("template" "concatenated" : outputs : inputs : clobbers);`` as nvcc takes
it (docs/inline-asm.md). Outputs must be lvalues whose type fits the constraint; inputs are
converted to their constraint's type (``r`` u32, ``l`` u64, ...), as nvcc does; ``n`` needs
a constant. Errors are located at the operand or template.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.asm import CONSTRAINT_TYPES, AsmError, check_template, constraint_letter
from ..ir.errors import SemanticError, SyntaxErrorAt, Unsupported
from ..ir.types import ArrayType, PointerType, ScalarType
from .parser import Syn, decode_escapes, err


def _colon(p) -> int:
    """How many section separators come next (``:`` is one, ``::`` two)."""
    t = p.tok
    if t.kind == "punct" and t.text == ":":
        p.advance()
        return 1
    if t.kind == "punct" and t.text == "::":
        p.advance()
        return 2
    return 0


def _string(p, what: str) -> tuple[str, object]:
    if p.tok.kind != "str":
        raise err(f"expected a string literal ({what}) in asm, found '{p.tok.text}'", p.tok)
    first = p.tok
    parts: list[int] = []
    while p.tok.kind == "str":
        s = p.advance().text
        if not s.startswith('"'):
            raise err("asm strings must be plain (no prefix)", first)
        parts.extend(decode_escapes(s[1:-1], first))
    return "".join(chr(c) for c in parts), first


def _operands(p) -> list:
    out = []
    if p.tok.kind != "str":
        return out
    while True:
        if p.at("["):
            raise Unsupported("named asm operands ([name] \"=r\"(x))", p.tok.where)
        c, ctok = _string(p, "a constraint")
        p.expect("(")
        e = p.expr()
        p.expect(")")
        out.append((c, e, ctok))
        if not p.at(","):
            return out
        p.advance()


def parse_asm(p) -> Syn:
    """Parse an ``asm`` statement at ``p.tok`` (the ``asm`` keyword) into ``Syn("asm")``."""
    t = p.advance()
    volatile = False
    while p.tok.kind == "id" and p.tok.text in ("volatile", "__volatile__", "inline",
                                                "goto"):
        w = p.advance()
        if w.text == "goto":
            raise Unsupported("asm goto", w.where)
        volatile = volatile or w.text != "inline"
    p.expect("(")
    template, ttok = _string(p, "the template")
    sections: list[list] = [[], [], []]
    k = _colon(p)
    i = k - 1
    while k and i < 3:
        if i < 2:
            sections[i] = _operands(p)
        else:
            while p.tok.kind == "str":
                c, _ = _string(p, "a clobber")
                sections[2].append(c)
                if not p.at(","):
                    break
                p.advance()
        k = _colon(p)
        i += k
    if i >= 3 or not p.at(")"):
        raise err(f"expected ')' to end the asm statement, found '{p.tok.text}'", p.tok)
    p.expect(")")
    p.expect(";")
    return Syn("asm", t, template=template, ttok=ttok, outs=sections[0], ins=sections[1],
               clobbers=sections[2], volatile=volatile)


def _fits(t, letter: str) -> bool:
    want = CONSTRAINT_TYPES[letter]
    if isinstance(t, PointerType):
        return letter == "l"
    return isinstance(t, ScalarType) and t.size == want.size and \
        (t.kind == "float") == (want.kind == "float")


def asm_stmt(sem, s: Syn, ctx) -> list:
    """The IR of an ``asm`` statement (an :class:`~warpsmith.ir.nodes.InlineAsm`)."""
    loc = s.tok.where
    outs, oc = [], []
    for c, e, ctok in s.outs:
        try:
            letter = constraint_letter(c, output=True)
        except AsmError as ex:
            raise SemanticError(str(ex), ctok.where) from None
        x = sem.ex(e, ctx)
        if not isinstance(x, (N.Var, N.Index, N.Deref, N.Field, N.Swizzle)) or \
                isinstance(x.type, ArrayType):
            raise SemanticError(f"asm output operand {len(outs)} is not an lvalue",
                                e.tok.where)
        if not _fits(x.type, letter):
            raise SemanticError(f"asm output operand {len(outs)} of type {x.type} does not "
                                f"fit constraint '{c}' ({CONSTRAINT_TYPES[letter]})",
                                e.tok.where)
        outs.append(x)
        oc.append(c)
    ins, ic = [], []
    for c, e, ctok in s.ins:
        try:
            letter = constraint_letter(c, output=False)
        except AsmError as ex:
            raise SemanticError(str(ex), ctok.where) from None
        x = sem.decay(sem.ex(e, ctx))
        if letter == "n":
            from .semantic import fold
            v = fold(x, ctx.consts)
            if not isinstance(v, int) or isinstance(v, bool):
                raise SemanticError(f"asm operand {len(outs) + len(ins)} with constraint 'n' "
                                    f"is not an integer constant", e.tok.where)
            x = N.Const(int(v), CONSTRAINT_TYPES["n"], loc=x.loc)
        elif isinstance(x.type, PointerType):
            if letter != "l":
                raise SemanticError(f"asm operand {len(outs) + len(ins)}: a pointer needs "
                                    f"constraint 'l' (64 bits), not '{c}'", e.tok.where)
            x = N.Cast(CONSTRAINT_TYPES["l"], x, implicit=True, loc=x.loc)
        elif not isinstance(x.type, ScalarType):
            raise SemanticError(f"asm operand {len(outs) + len(ins)} of type {x.type} is not "
                                f"a scalar", e.tok.where)
        elif x.type.is_float and letter not in "fd":
            raise SemanticError(f"asm operand {len(outs) + len(ins)} is a {x.type} with "
                                f"integer constraint '{c}' (pass its bits: "
                                f"__float_as_uint)", e.tok.where)
        else:
            x = sem.conv(x, CONSTRAINT_TYPES[letter], e.tok)
        ins.append(x)
        ic.append(c)
    try:
        check_template(s.template, len(outs) + len(ins))
    except AsmError as ex:
        raise SemanticError(str(ex), s.ttok.where) from None
    for c in s.clobbers:
        if c not in ("memory", "cc"):
            raise SemanticError(f"unknown asm clobber '{c}' (\"memory\" or \"cc\")",
                                s.ttok.where)
    return [N.InlineAsm(s.template, tuple(outs), tuple(oc), tuple(ins), tuple(ic),
                        tuple(s.clobbers), s.volatile, loc=loc)]


def cvta_call(sem, args: list, tok) -> N.Expr:
    """``__cvta_generic_to_shared(p)``: the shared-window address of shared pointer ``p``
    (``size_t``), as the neutral builtin ``cvta_generic_to_shared``."""
    if len(args) != 1:
        raise SemanticError(f"'__cvta_generic_to_shared' takes 1 argument, got {len(args)}",
                            tok.where)
    p = sem.decay(args[0])
    if not isinstance(p.type, PointerType):
        raise SemanticError(f"'__cvta_generic_to_shared' needs a pointer ({p.type})",
                            tok.where)
    return N.Call("cvta_generic_to_shared", (p,), CONSTRAINT_TYPES["l"], loc=tok.where)


__all__ = ["parse_asm", "asm_stmt", "cvta_call", "SyntaxErrorAt"]
