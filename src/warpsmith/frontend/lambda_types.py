"""What a generic host lambda's ``auto`` parameter is bound to at a call, besides the
compile-time constants of ``templates._constant_arg``: a temporary of a type (``auto run =
[&](auto type) { using E = decltype(type); k<E><<<..>>>(..); }; run(cutlass::half_t());``,
xFormers' sparse24 dispatch on the tensor's dtype), a local declared with one, or a lambda
without captures (xFormers' ``sparseNM_dense.cu``).

C++ deduces the ``auto`` parameter from the argument: a prvalue ``T(..)`` or ``T{..}`` gives
``T``, so ``decltype(type)`` is ``T``. The call is one scope of the lambda's body
(``templates.lambda_scopes``), with ``decltype(type)`` replaced by the type's tokens as
written. A use of the parameter's value (``k<<<g, b>>>(p, algo)``, deducing the kernel's
``Algorithm`` from it) is replaced by the temporary itself when it is value-initialized
(``T()``, ``T{}``): the host code around a launch is only typed, never run, and the
temporary has the parameter's type ``T`` (the parameter is an lvalue, the temporary a
prvalue; deducing a by-value or ``const&`` kernel parameter gives ``T`` from both). A
temporary made from arguments (``T(n)``) is not moved into the lambda's body (its names
would be read in another scope): a body using such a parameter other than in
``decltype(P)`` is not bound from the call, and its launches keep their own reason.
Whether the head names a type is left to the reading of the substituted body (a function
call's result, ``f(x)``, then fails there, located).

An argument that names a local (``launch(dtype, ..)``) is read through the local's
declaration (:func:`declared_value`): ``auto dtype = cutlass::bfloat16_t();`` is that type's
temporary, ``auto Abs = [] __device__(auto x) { .. };`` a :class:`ClosureValue`, the lambda
expression itself standing for the parameter (a kernel taking it deduces that lambda's
closure type, as C++ does). Only lambdas without captures are moved so: a capture would be
read in the scope of the lambda's body, not where the lambda was written.
"""
from __future__ import annotations

from .lexer import matching_brace


class TypeValue(list):
    """The type tokens of a lambda argument that is a temporary of that type; ``expr``:
    the argument's tokens when it is value-initialized (``T()``, ``T{}``), else None."""

    expr: list | None = None


def type_value_arg(toks: list) -> TypeValue | None:
    """The type tokens of ``T()``, ``T(args)``, ``T{..}``, ``ns::T<A, 2>()``; None for
    anything else."""
    if len(toks) < 3 or toks[-1].text not in (")", "}"):
        return None
    close = toks[-1].text
    opener = "(" if close == ")" else "{"
    depth, j = 0, len(toks) - 1
    while j >= 0:
        x = toks[j].text
        depth += (x == close) - (x == opener)
        if depth == 0:
            break
        j -= 1
    head = toks[:j]
    if j <= 0 or not _type_head(head):
        return None
    out = TypeValue(head)
    out.expr = list(toks) if j == len(toks) - 2 else None
    return out


def _type_head(head: list) -> bool:
    """Whether ``head`` is a (qualified) name with template arguments at its end."""
    k = 1 if head[0].text == "::" else 0
    while k < len(head) and head[k].kind == "id":
        if k + 1 < len(head) and head[k + 1].text == "::":
            k += 2
            continue
        k += 1
        break
    else:
        return False
    if k == len(head):
        return True
    return head[k].text == "<" and head[-1].text == ">"


def value_uses_allowed(body: list, name: str, value: TypeValue) -> bool:
    """Whether ``body`` may have parameter ``name`` bound to ``value``: every use is
    ``decltype(name)``, or the temporary is value-initialized (it then stands for the
    parameter's value too)."""
    return value.expr is not None or only_decltype_uses(body, name)


def only_decltype_uses(body: list, name: str) -> bool:
    """Whether every use of parameter ``name`` in ``body`` is ``decltype(name)``."""
    for k, t in enumerate(body):
        if t.kind != "id" or t.text != name or \
                (k and body[k - 1].text in (".", "->", "::")):
            continue
        if not (k >= 2 and body[k - 1].text == "(" and body[k - 2].text == "decltype" and
                k + 1 < len(body) and body[k + 1].text == ")"):
            return False
    return True


def substitute_decltype(body: list, k: int, values: dict) -> list | None:
    """The type tokens for ``decltype(P)`` at ``body[k]`` with ``P`` bound to a
    :class:`TypeValue`; None when the tokens there are anything else."""
    texts = [x.text for x in body[k:k + 4]]
    if len(texts) == 4 and texts[:2] == ["decltype", "("] and texts[3] == ")" and \
            isinstance(values.get(texts[2]), TypeValue):
        return list(values[texts[2]])
    return None


class ClosureValue(list):
    """The tokens of a lambda expression without captures (``[] __device__(auto x) {
    return x; }``) that a generic lambda's parameter is bound to: passed on to a kernel,
    the kernel's parameter is that lambda's closure type. Without captures, the expression
    means the same wherever it is written, so it stands for the parameter's value in the
    lambda's body (a use in ``decltype(P)`` is not bound: the closure type is not named)."""


def closure_value(toks: list) -> ClosureValue | None:
    """``toks`` as a :class:`ClosureValue` when they are one whole lambda expression with an
    empty capture list; None otherwise."""
    if len(toks) < 5 or toks[0].text != "[" or toks[1].text != "]" or toks[-1].text != "}":
        return None
    body = next((k for k, t in enumerate(toks) if t.text == "{"), None)
    if body is None or matching_brace(toks, body) != len(toks) - 1:
        return None
    return ClosureValue(toks)


def closure_uses_allowed(body: list, name: str) -> bool:
    """Whether ``body`` uses parameter ``name`` only as a value (never ``decltype(name)``)."""
    return not any(body[k].text == "decltype" and body[k + 1].text == "(" and
                   body[k + 2].text == name for k in range(len(body) - 2))


#: words before a name that make it no declaration (``return x;``, ``case x:``)
_NOT_TYPES = frozenset({"return", "case", "else", "do", "goto", "throw", "co_return",
                        "sizeof", "new", "delete", "typename", "template", "operator"})


def declared_value(toks: list, at: int, name: str):
    """The value a local ``name`` used at ``toks[at]`` holds, read from its declaration
    ``auto name = INIT;`` (the innermost one before ``at`` in a block that encloses it):
    a :class:`TypeValue` for ``INIT`` a type's temporary (``auto dtype =
    cutlass::bfloat16_t();``: ``auto`` deduces the type of the prvalue), a
    :class:`ClosureValue` for a lambda without captures; None for any other declaration
    (a parameter, a typed local, another initializer) or none found."""
    depth = 0
    for k in range(at - 1, 0, -1):
        x = toks[k].text
        if x == "}":
            depth += 1
        elif x == "{":
            depth = max(depth - 1, 0)
        elif depth == 0 and toks[k].kind == "id" and x == name and \
                toks[k - 1].text not in (".", "->", "::"):
            prev = toks[k - 1]
            if prev.text == "auto" and k + 1 < len(toks) and toks[k + 1].text == "=":
                return _initializer_value(toks, k + 2)
            if prev.kind == "id" and prev.text not in _NOT_TYPES or \
                    prev.text in (">", "*", "&", "&&"):
                return None  # declared otherwise (a typed local, a parameter)
    return None


def _initializer_value(toks: list, start: int):
    """The :class:`TypeValue` or :class:`ClosureValue` of the initializer starting at
    ``toks[start]`` and ending at its ``;``; None for anything else."""
    depth = 0
    for j in range(start, len(toks)):
        x = toks[j].text
        if x in ("(", "[", "{"):
            depth += 1
        elif x in (")", "]", "}"):
            depth -= 1
        elif x == ";" and depth == 0:
            init = toks[start:j]
            return type_value_arg(init) or closure_value(init)
    return None
