"""The function-pointer type a host function template is converted to (issue 18).

C++ deduces the template arguments of a function template named as a value from the type
it is converted to ([temp.deduct.funcaddr]): in ggml's ``convert.cu``,

```
typedef to_t_cuda_t<half> to_fp16_cuda_t;   // template <class T> using to_t_cuda_t =
to_fp16_cuda_t get(ggml_type t) {           //     void (*)(const void *, T *, int64_t, ..);
    switch (t) { case Q4_0: return dequantize_row_q4_0_cuda; .. }
}
```

binds ``dequantize_row_q4_0_cuda<half>``'s ``dst_t`` from ``T *`` with ``T = half``. Here the
target of ``return f;`` is the enclosing function's return type and that of ``T g = f;``
the declared type; a function-pointer type is a ``typedef R (*name)(..)``, a ``using name =
R (*)(..)`` (an alias template too), or a typedef of an alias template's instance. Its
parameter types are read in the host scope of the use, and the host template's parameters
deduced from them as from a call's argument types (:func:`.templates.deduce_params`). Any
other target (a call's argument, a table) gives nothing: the use keeps its reason."""

from __future__ import annotations

from ..ir.errors import WarpsmithError
from .lexer import matching_paren, split_commas

__all__ = ["value_target_types"]

_HEAD_WORDS = {"static", "inline", "constexpr", "const", "extern", "__host__"}


def value_target_types(sem, scope: list, pos: int, ctx) -> list | None:
    """The parameter types of the function-pointer type that the host template named at
    ``scope[pos]`` is converted to, or None when that type is not known here."""
    from .templates import _func_parts

    if scope is None or pos < 1:
        return None
    prev = scope[pos - 1].text
    name = None
    if prev == "return":
        parts = _func_parts(scope, pos)
        if parts is not None and parts[0] >= 2:
            lp = parts[0]
            head = [t for t in scope[:lp - 1] if t.text not in _HEAD_WORDS]
            name = head[-1].text if len(head) >= 1 and head[-1].kind == "id" and (
                len(head) < 2 or head[-2].text not in ("::", ">", "*", "&")) else None
    elif prev == "=" and pos >= 3 and scope[pos - 2].kind == "id" and \
            scope[pos - 3].kind == "id":
        name = scope[pos - 3].text
    if name is None:
        return None
    params = _signature_params(sem, name)
    if params is None:
        return None
    return _param_types(sem, params, ctx)


def _signature_params(sem, name: str, depth: int = 0):
    """The parameter token lists of function-pointer type ``name`` (template parameters
    substituted for an alias template's instance), or None."""
    prog = sem.prog
    sig = prog.fnptr_sigs.get(name)
    if sig is not None:
        template, body = sig
        return None if template else _pointer_params(body, name)
    if depth > 4:
        return None
    inst = _typedef_instance(prog, name)
    if inst is None:
        return None
    alias, args = inst
    sig = prog.fnptr_sigs.get(alias)
    if sig is None or not sig[0] or len(sig[0]) != len(args):
        return None
    template, body = sig
    subst = {tp.name: a for tp, a in zip(template, args)}
    params = _pointer_params(body, alias)
    if params is None:
        return None
    return [[x for t in p for x in (subst.get(t.text, [t]) if t.kind == "id" else [t])]
            for p in params]


def _typedef_instance(prog, name: str):
    """``typedef A<args> name;`` / ``using name = A<args>;``: (A, argument token lists)."""
    for c in prog.chunks:
        if c.kind != "typedef" or c.name != name:
            continue
        body = c.toks
        if body[0].text == "typedef" and len(body) >= 6 and body[-1].text == ";" and \
                body[-2].text == name:
            inner = body[1:-2]
        elif body[0].text == "using" and len(body) >= 6 and body[2].text == "=":
            inner = body[3:-1] if body[-1].text == ";" else body[3:]
        else:
            continue
        if len(inner) < 4 or inner[0].kind != "id" or inner[1].text != "<" or \
                inner[-1].text != ">":
            continue
        return inner[0].text, split_commas(inner[2:-1])
    return None


def _pointer_params(body: list, name: str):
    """The parameter token lists of ``R (*name)(..)`` or ``using name = R (*)(..)``."""
    for k in range(len(body) - 3):
        if body[k].text != "(" or body[k + 1].text != "*":
            continue
        j = k + 2
        if body[j].kind == "id" and body[j].text == name:
            j += 1
        if j + 1 < len(body) and body[j].text == ")" and body[j + 1].text == "(":
            close = matching_paren(body, j + 1)
            inner = body[j + 2:close]
            if len(inner) == 1 and inner[0].text == "void":
                return []
            return split_commas(inner)
    return None


def _param_types(sem, params: list, ctx) -> list | None:
    from .templates import parse_param

    out = []
    for toks in params:
        p = parse_param(sem, toks, ctx.tbind)
        if p is None:
            return None
        try:
            out.append(sem._param_type(p, ctx, False))
        except WarpsmithError:
            return None
    return out
