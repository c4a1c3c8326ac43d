"""A generic host lambda passed to a function template that calls it:

```
template <typename F> void each_algo(F cb) { cb(Greedy<A>(), "greedy"); cb(Line<2>(), ""); }
auto launch = [&](auto algo, std::string const& name) { k<<<g, b>>>(p, algo); };
each_algo(launch);
```

(xFormers' sparse24 ``named_algorithms(launchKernel)``.) C++ instantiates the lambda's call
operator once per call ``cb(..)`` in the function template's body, ``auto algo`` deduced
from that call's argument. :func:`passed_calls` finds those calls for a use of the lambda's
variable as a whole argument ``f(.., var, ..)`` of a host function template of the file
whose parameter at that place has a template type parameter as its type (``F``, ``F&``,
``const F&``, ``F&&``): the argument token lists of each call of that parameter in the
body. The arguments are then read as at a direct call of the lambda
(``templates._generic_lambda_scopes``).

Anything else is not followed (None: the launch keeps its own reason): a function that is
overloaded by name, a parameter used in the body other than as ``cb(..)`` (passed on,
stored, ``cb.template operator()``), or a call argument naming a template parameter or a
function parameter of the function template (its type depends on the function's own
instance, which is not bound here).
"""

from __future__ import annotations

from .lexer import split_commas, matching_paren

#: what may stand between a template type parameter and the parameter's name
_REF_WORDS = frozenset({"const", "&", "&&"})


def passed_calls(prog, toks: list, k: int) -> list | None:
    """The argument token lists of the calls ``cb(..)`` that the function template called
    as ``f(.., toks[k], ..)`` makes of its parameter ``cb`` at ``toks[k]``'s place; None
    when ``toks[k]`` is no whole argument of such a call or the calls cannot be followed."""
    found = _enclosing_call(toks, k)
    if found is None or prog is None:
        return None
    name, index = found
    chunks = [c for c in prog.chunks if c.kind in ("function", "host") and not c.device
              and c.name == name and c.template]
    if len(chunks) != 1:
        return None
    return _calls_of_param(chunks[0], index)


def _enclosing_call(toks: list, k: int):
    """(function name, argument index) of the call ``f(.., toks[k], ..)`` with ``toks[k]``
    a whole argument; None otherwise."""
    if k < 2 or k + 1 >= len(toks) or toks[k - 1].text not in ("(", ",") or \
            toks[k + 1].text not in (")", ","):
        return None
    depth, commas = 0, 0
    for j in range(k - 1, -1, -1):
        x = toks[j].text
        if x in (")", "]", "}"):
            depth += 1
        elif x in ("(", "[", "{"):
            if depth == 0:
                if x != "(" or j == 0 or toks[j - 1].kind != "id":
                    return None
                return toks[j - 1].text, commas
            depth -= 1
        elif x == "," and depth == 0:
            commas += 1
        elif x == ";" and depth == 0:
            return None
    return None


def _calls_of_param(chunk, index: int) -> list | None:
    """The argument lists of the calls of ``chunk``'s parameter ``index`` in its body, when
    that parameter's type is one of its template type parameters and the body uses it only
    by calling it; None otherwise."""
    toks = chunk.toks
    lp = next((j for j in range(len(toks) - 1) if toks[j].kind == "id" and
               toks[j].text == chunk.name and toks[j + 1].text == "("), None)
    if lp is None:
        return None
    lp += 1
    rp = matching_paren(toks, lp)
    body = next((j for j in range(rp + 1, len(toks)) if toks[j].text == "{"), None)
    params = split_commas(toks[lp + 1:rp])
    if body is None or index >= len(params):
        return None
    types = {tp.name for tp in chunk.template if tp.is_type}
    name = _param_name(params[index], types)
    if name is None:
        return None
    own = types | {tp.name for tp in chunk.template} | \
        {n for n in (_last_id(p) for p in params) if n is not None}
    out = []
    for j in range(body + 1, len(toks) - 1):
        t = toks[j]
        if t.kind != "id" or t.text != name or toks[j - 1].text in (".", "->", "::"):
            continue
        if toks[j + 1].text != "(":
            return None  # passed on, stored, ..: not followed
        args = split_commas(toks[j + 2:matching_paren(toks, j + 1)])
        if any(x.kind == "id" and x.text in own for a in args for x in a):
            return None
        out.append(args)
    return out or None


def _param_name(param: list, types: set) -> str | None:
    """The name of a parameter ``F cb`` / ``F& cb`` / ``const F& cb`` / ``F&& cb`` with
    ``F`` one of ``types``; None for any other."""
    if len(param) < 2 or param[-1].kind != "id":
        return None
    head = [t.text for t in param[:-1] if t.text not in _REF_WORDS]
    return param[-1].text if len(head) == 1 and head[0] in types else None


def _last_id(param: list) -> str | None:
    return param[-1].text if param and param[-1].kind == "id" else None
