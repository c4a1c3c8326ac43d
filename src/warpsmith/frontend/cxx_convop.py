"""User-defined conversion operators of classes in device code (issue 18; see
``docs/cxx-classes.md``, "Conversion operators").

A member ``operator unsigned int() const { return d_; }`` is read as the method
``unsigned int operator_conv() const``, lowered like any method (``S_operator_conv(S self)``
for a const one). :class:`ConvOpMixin`, mixed into :class:`.semantic.Semantic`, calls it
where C++ applies the conversion:

* an implicit conversion of the object to another type (initialization, assignment, an
  argument, a return value): the operator's result, then the standard conversion to the
  target type (C++'s user-defined conversion sequence);
* an operand of a built-in operator (``x * d``, ``d < n``, ``-d``) when no user operator
  takes the operands: C++'s built-in candidates reached through the conversion
  ([over.built]); the operator then applies to the converted value;
* an explicit cast, ``static_cast<T>(s)``, ``T(s)``: also through an ``explicit`` operator.

A user operator that takes the operands competes with the built-in candidates: when it
needs a standard conversion of an operand that a built-in candidate takes exactly while the
built-in needs the user conversion of another operand, neither is better and the
expression is ambiguous in C++: a located error, as a compiler gives.

Refused with a located reason: a class with several conversion operators (which one
applies depends on the target type and C++'s ranking of the standard conversions after
them, not modelled), a conversion operator template, and one to a reference type.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.types import PointerType, ScalarType, StructType, Type, VectorType
from .lexer import Token, matching_paren

#: the method a conversion operator is read as; an ``explicit`` one applies only in casts
CONV = "operator_conv"
EXPLICIT_CONV = "operator_conv_explicit"
#: operators whose built-in form applies to a class operand through its conversion operator
#: (assignments, increments, ``[]`` and ``()`` need the object itself: not among them)
BUILTIN_THROUGH_CONVERSION = frozenset(
    "+ - * / % == != < > <= >= & | ^ << >> && || ! ~".split())


def _loc(tok) -> N.SourceLoc:
    return tok.where if tok is not None else N.NOLOC


def conversion_operator(toks: list[Token]) -> list[Token] | None:
    """A member declaration ``[explicit] operator T() [const] {..}`` rewritten as the
    method ``T operator_conv() [const] {..}`` (``operator_conv_explicit`` for an explicit
    one); None when ``toks`` declares no conversion operator. The target type is the
    tokens between ``operator`` and the ``(`` of its empty parameter list."""
    for k, t in enumerate(toks):
        if t.kind != "id" or t.text != "operator" or k + 1 >= len(toks):
            continue
        if toks[k + 1].kind != "id":
            return None  # `operator+`, `operator()`: an operator, not a conversion
        paren = next((j for j in range(k + 1, len(toks)) if toks[j].text == "("), None)
        if paren is None:
            return None
        target = toks[k + 1:paren]
        if any(x.text in ("&", "&&") for x in target):
            raise Unsupported("conversion operator to a reference type", _loc(t))
        if matching_paren(toks, paren) != paren + 1:
            raise SemanticError("a conversion operator takes no parameters", _loc(t))
        explicit = any(x.text == "explicit" for x in toks[:k])
        head = [x for x in toks[:k] if x.text != "explicit"]
        name = Token("id", EXPLICIT_CONV if explicit else CONV, t.loc, t.bol, t.space,
                     t.expanded_at)
        return head + target + [name] + toks[paren:]
    return None


class ConvOpMixin:
    """Applying a class's conversion operator (module docstring)."""

    def _conv_methods(self, t: Type, explicit: bool) -> list:
        """The conversion operator methods of the class of ``t`` usable here (the
        ``explicit`` ones only in an explicit cast)."""
        if not isinstance(t, StructType):
            return []
        info = getattr(self, "cxx_classes", {}).get(t.name)
        if info is None:
            return []
        out = list(info.methods.get(CONV, []))
        if explicit:
            out += info.methods.get(EXPLICIT_CONV, [])
        return out

    def has_conversion_operator(self, t: Type) -> bool:
        """Whether the class of ``t`` has an implicit conversion operator."""
        return bool(self._conv_methods(t, False))

    def cxx_class_converted(self, e: N.Expr, tok, ctx, explicit: bool = False,
                            target: Type | None = None):
        """``e`` (an object of a class) converted by its conversion operator: the
        operator's result, not yet converted to any target; None when the class has
        none usable here. Of several, the one returning exactly ``target`` (a cast's
        type: the identity conversion after it ranks above every other, [over.match.best]);
        else several are refused, located."""
        cands = self._conv_methods(e.type, explicit)
        if not cands:
            return None
        if len(cands) > 1 and target is not None:
            exact = [c for c in cands if self._conv_return_type(c) == target]
            cands = exact if len(exact) == 1 else cands
        if len(cands) > 1:
            raise Unsupported(f"class '{e.type.name}' with several conversion operators "
                              "(choosing one by the target type is not modelled)", _loc(tok))
        if cands[0].template:
            raise Unsupported("conversion operator template", _loc(tok))
        if ctx is None or not ctx.name:
            raise Unsupported(f"conversion of a {e.type.name} outside a function", _loc(tok))
        what = f"{e.type.name}::operator {CONV}"
        out = self.cxx_invoke(cands, e, [], [], tok, ctx, what)
        if isinstance(out.type, StructType):
            raise Unsupported("conversion operator to a class type", _loc(tok))
        return out

    def cxx_converts_to_class(self, at: Type, t: Type) -> bool:
        """Whether an object of class ``at`` converts implicitly to the class ``t`` by its
        only implicit conversion operator, which returns ``t`` itself (what
        :meth:`cxx_converted_to_class` then calls): a user-defined conversion, ranked as
        one in overload resolution (CUTLASS's ``half_t * Array<half_t, 8>::reference``
        picks ``operator*(half_t const&, half_t const&)``)."""
        return self._conv_target(at) == t

    def _conv_return_type(self, cand):
        """The type a conversion operator method returns by value (None: a reference, a
        pointer declarator, a template or a type not read here)."""
        from .semantic import FuncCtx

        if cand.template or cand.syntax is None:
            return None
        spec, d, _ = cand.syntax
        if d.ptrs or d.ref:
            return None
        try:
            return self.spec_type(spec, FuncCtx(device=True))
        except Exception:  # noqa: BLE001 - (then not chosen by its type)
            return None

    def _conv_target(self, at: Type):
        """The class type the only implicit conversion operator of class ``at`` returns
        by value; None when it has none, several, a template, or returns another kind."""
        if not isinstance(at, StructType):
            return None
        cands = self._conv_methods(at, False)
        rt = self._conv_return_type(cands[0]) if len(cands) == 1 else None
        return rt if isinstance(rt, StructType) else None

    def cxx_converted_to_class(self, e: N.Expr, t: Type, tok, ctx):
        """``e`` (an object of a class) converted to the class type ``t`` by its only
        implicit conversion operator when that operator returns ``t`` itself (a proxy's
        ``operator T() const`` with ``T`` a class: CUTLASS's packed-array ``reference`` to
        ``half_t``); None otherwise (the operator is then not called, and nothing of it
        is read). C++ takes this user-defined conversion for a copy-initialization or a
        copy assignment of ``t`` from ``e``."""
        if not isinstance(e.type, StructType) or not isinstance(t, StructType) or \
                e.type == t or ctx is None or not ctx.name or self._conv_target(e.type) != t:
            return None
        cands = self._conv_methods(e.type, False)
        return self.cxx_invoke(cands, e, [], [], tok, ctx, f"{e.type.name}::operator {CONV}")

    def cxx_builtin_through_conversion(self, op: str, args: list, tok, ctx):
        """``a op b`` / ``op a`` through the built-in operator: each class operand by its
        conversion operator; None when some class operand has none."""
        conv = []
        for a in args:
            if isinstance(a.type, StructType):
                c = self.cxx_class_converted(a, tok, ctx)
                if c is None:
                    return None
                a = c
            conv.append(a)
        if len(conv) == 1:
            return self._builtin_unary(op, conv[0], tok, ctx)
        return self.binary(op, conv[0], conv[1], tok, ctx)

    def _builtin_unary(self, op: str, e: N.Expr, tok, ctx):
        """The built-in unary ``op`` applied to the converted operand ``e``."""
        from .parser import Syn
        if op in ("-", "+", "~", "!"):
            return self.ex_unary(Syn("unary", tok, op=op,
                                     e=Syn("convop_value", tok, expr=e)), ctx)
        raise Unsupported(f"operator{op} on an object converted by its conversion operator",
                          _loc(tok))

    def ex_convop_value(self, s, ctx):
        """An operand read already (the converted object of a built-in unary operator):
        the expression itself, or the unary operator on it."""
        if getattr(s, "expr", None) is not None:
            return s.expr
        return self.ex_unary(s, ctx)

    def check_user_beats_builtin(self, chosen_ranks: tuple, args: list, tok,
                                 what: str) -> None:
        """C++ [over.match.oper]: a user operator chosen for operands one of which
        converts to a scalar by a conversion operator also competes with the built-in
        candidates. A built-in takes each scalar operand exactly (after promotion) and
        the class operand by the user conversion; when the user operator is worse on a
        scalar operand and better on the class one, neither wins: ambiguous."""
        if not any(self.has_conversion_operator(a.type) for a in args):
            return
        worse = better = False
        for r, a in zip(chosen_ranks, args):
            if isinstance(a.type, StructType) and self.has_conversion_operator(a.type):
                better = better or r < 3
            elif r is not None and r > 1:
                worse = True
        if worse and better:
            types = ", ".join(str(self.decay(a).type) for a in args)
            raise SemanticError(f"use of '{what}' with ({types}) is ambiguous: the user "
                                "operator and a built-in one through the conversion "
                                "operator are both viable, neither better", _loc(tok))

