"""Methods of a class template's full specialization defined outside its body (issue 18,
flashinfer's ``vec_dtypes.cuh``):

    template <> struct vec_t<float, 1> { float data; FLASHINFER_INLINE void load(const float* ptr); .. };
    FLASHINFER_INLINE void vec_t<float, 1>::load(const float* ptr) { data = *ptr; }

The instance ``vec_t<float, 1>`` is read as a class of its own (``vec_t_float_1``,
``templates._class_with_methods``), whose body only declares ``load``; the definition
outside, qualified by the same template arguments, is its method, read as an out-of-line
method of a plain class is (``CxxMixin._cxx_outside``). Before session 9 such a call was
"method 'vec_t_float_1::load' is declared but its definition is not in the files read"."""

from __future__ import annotations

from ..ir.errors import WarpsmithError


def attach_outside_members(sem, name: str, vals: list, info) -> None:
    """Read into ``info`` (the class of the instance ``name<vals>``) the methods defined
    outside the class as ``R name<args>::f(..) {..}`` with ``args`` equal to ``vals``; once
    per instance."""
    from .semantic import FuncCtx
    from .templates import _targ_values

    done = sem.__dict__.setdefault("_spec_outside_done", set())
    if info.name in done:
        return
    done.add(info.name)
    for c, k, end, targs in _qualified_members(sem).get(name, ()):
        try:
            args = _targ_values(sem, targs, FuncCtx(device=False))
        except WarpsmithError:
            continue
        if list(args) != list(vals):
            continue
        member = c.toks[:k] + c.toks[end + 1:]  # `R f(..) {..}` without `name<args>::`
        try:
            with sem.in_namespace(c.ns):
                sem._cxx_method(info, member, c)
        except WarpsmithError as e:  # (an error where the method is called)
            info.broken.setdefault(c.toks[end + 1].text, e)


def _qualified_members(sem) -> dict:
    """class template name -> [(chunk, index of the name, index of the ``::``, template
    arguments)] for each non-template host chunk defining ``name<args>::f(..) {..}``
    (built once per read)."""
    index = sem.__dict__.get("_spec_outside_index")
    if index is not None:
        return index
    index = {}
    templates = getattr(sem, "class_templates", {})
    for c in sem.prog.chunks:
        if c.kind != "host" or c.template or not c.toks or c.toks[-1].text != "}":
            continue
        found = _qualifier(sem, c.toks, templates)
        if found is not None:
            index.setdefault(c.toks[found[0]].text, []).append((c, *found))
    sem.__dict__["_spec_outside_index"] = index
    return index


def _qualifier(sem, toks: list, templates) -> tuple | None:
    """(index of the class name, index of the ``::``, template arguments) of the first
    ``Cls<args>::f(`` before the body, ``Cls`` a class template; None when there is none."""
    for k in range(len(toks) - 3):
        t = toks[k]
        if t.text == "{":
            return None
        if t.kind != "id" or t.text not in templates or toks[k + 1].text != "<":
            continue
        p = sem.parser(toks[k + 1:])
        try:
            targs = p.template_args()
        except WarpsmithError:
            return None
        end = k + 1 + p.pos
        if end + 2 < len(toks) and toks[end].text == "::" and toks[end + 1].kind == "id" \
                and toks[end + 2].text == "(":
            return k, end, targs
        return None
    return None
