"""Explicit instantiations of a member function of a class template (issue 18, LightGBM's
metrics): ``template void Iface<RMSEMetric, CUDARMSEMetric>::LaunchEvalKernel(..) const;``
instantiates the out-of-line member

    template <typename HOST_METRIC, typename CUDA_METRIC>
    void Iface<HOST_METRIC, CUDA_METRIC>::LaunchEvalKernel(..) const { k<CUDA_METRIC><<<..>>>(..); }

with the class's parameters bound to the arguments, so the launches inside it are
instantiated with them, as the explicit instantiation of a host function template binds its
own parameters (``templates._host_template_envs``). The parser records such a declaration
as a chunk of kind ``member_instantiation`` (name: the member; syntax: the class's name and
its template arguments); :func:`class_arguments` gives the member definition's parameters
their values when the definition's qualifier lists them in order (``Iface<H, C>::``, the
usual form; another order or a partial specialization's qualifier binds nothing)."""

from __future__ import annotations

from .lexer import Token
from .parser import template_ids

KIND = "member_instantiation"


def member_instantiation(toks: list[Token], at: int, ns: tuple, prog, chunk_type) -> bool:
    """Record ``template R Cls<args>::name(..) [const];`` (its ``template`` at
    ``toks[at]``) as a :data:`KIND` chunk; False when ``toks`` is not of that form."""
    for k, targs, p in template_ids(toks, at, prog):
        rest = toks[k + 1 + p.pos:]
        if len(rest) < 3 or rest[0].text != "::" or rest[1].kind != "id" or \
                rest[2].text != "(":
            return False
        prog.chunks.append(chunk_type(KIND, toks, ns, name=rest[1].text, name_tok=rest[1],
                                      syntax=(toks[k].text, targs)))
        return True
    return False


def class_arguments(hc, inst) -> list | None:
    """The explicit template arguments for the host member definition ``hc`` that the
    member instantiation ``inst`` gives: the class's arguments, when ``hc`` is the member
    of that class template defined outside it with the qualifier ``Cls<P1, .., Pn>::``
    naming its own template parameters in order; None otherwise."""
    cls, targs = inst.syntax
    names = [tp.name for tp in hc.template or ()]
    toks = hc.toks
    for k in range(len(toks) - 2):
        if toks[k].text != cls or toks[k + 1].text != "<":
            continue
        close = _closing_angle(toks, k + 1)
        if close is None or close + 2 >= len(toks) or toks[close + 1].text != "::" or \
                toks[close + 2].text != hc.name:
            return None
        written = [t.text for t in toks[k + 2:close] if t.text != ","]
        if written != names or any(tp.pack for tp in hc.template) or \
                len(targs) != len(names):
            return None
        return list(targs)
    return None


def _closing_angle(toks: list[Token], open_: int) -> int | None:
    depth = 0
    for k in range(open_, len(toks)):
        x = toks[k].text
        if x == "<":
            depth += 1
        elif x == ">":
            depth -= 1
            if depth == 0:
                return k
        elif x == ">>":
            depth -= 2
            if depth <= 0:
                return k if depth == 0 else None
        elif x in (";", "{"):
            return None
    return None
