"""Clamped (and exclusive-or'ed) indices read as their affine argument, for pricing only.

Image filters, convolutions and stencils clamp a neighbour's coordinate at the border:
``in[min(max(i + k, 0), n - 1)]``. The access analysis (:mod:`.access`) rightly calls such
an index non-affine (a function call that depends on the thread): no transformation may
assume it is affine. But inside the range the index *is* its affine argument, and only the
lanes at the border differ; so for what an access *costs* (its sectors per request, its
reuse, its footprint) the affine argument is the right reading. An exclusive or with a
thread-invariant value (a bitonic step's partner ``i ^ j``) maps every aligned block of
``2^k`` consecutive indices onto another such block, so a warp touches as many sectors as
with the unmodified index: it is read the same way.

Two readers: the model's own copy of the PDG (``model.predict_clamp``) and the optimizer's
launch cost (``transform.pipeline.variant_cost``), which otherwise could not price such a
load at all and so did not see a merge of threads make it strided.
"""

from __future__ import annotations

from dataclasses import replace

from ..ir import nodes as N
from ..ir.visit import expr_children
from .affine import Poly, is_index_var
from .indexing import NonAffine, _strip


def _varies(p: Poly) -> bool:
    return any(is_index_var(s) and not s.startswith("bid.") for s in p.symbols())


def relaxed_form(env, e: N.Expr) -> Poly:
    """The affine form of ``e`` with clamps (``min``/``max`` of one varying operand and
    invariant ones) and exclusive ors with an invariant value read as their varying operand;
    raises NonAffine otherwise."""
    e = _strip(e)
    if isinstance(e, N.Call) and (e.name in ("min", "max", "fmin", "fmax") and len(e.args) == 2
                                  or e.name == "clamp" and len(e.args) == 3):
        # OpenCL's clamp(x, lo, hi) is min(max(x, lo), hi): the same rule
        forms = [relaxed_form(env, x) for x in e.args]
        varying = [f for f in forms if _varies(f)]
        if len(varying) == 1:
            return varying[0]
        raise NonAffine("not a clamp of one varying index")
    if isinstance(e, N.Binary) and e.op == "^":
        forms = [relaxed_form(env, x) for x in (e.lhs, e.rhs)]
        varying = [f for f in forms if _varies(f)]
        if len(varying) == 1:
            return varying[0]
        raise NonAffine("not an exclusive or with one varying operand")
    if isinstance(e, N.Binary) and e.op in ("+", "-", "*"):
        a, b = relaxed_form(env, e.lhs), relaxed_form(env, e.rhs)
        return a + b if e.op == "+" else a - b if e.op == "-" else a * b
    if isinstance(e, N.Unary) and e.op == "-":
        return -relaxed_form(env, e.operand)
    if isinstance(e, N.Var):
        b = env.bindings.get(e.name)
        if isinstance(b, Poly):
            return b
        d = env.decls.get(e.name)
        if d is not None and d.init is not None and not env.assigned.get(e.name) \
                and e.name not in env.escaped:
            return relaxed_form(env, d.init)
    return env.form(e)


def relaxed_offset(env, access) -> Poly | None:
    """The byte offset of a global ``access`` whose index is non-affine only through clamps
    or exclusive ors (:func:`relaxed_form`), or None when it has an offset already or its
    index is non-affine otherwise."""
    if access.space != "global" or access.offset is not None \
            or not isinstance(access.node, N.Index):
        return None
    scope = {k: v for k, v in (access.scope or {}).items() if isinstance(v, Poly)}
    try:
        with env.at(scope):
            base = env.address(access.node.base)
            off = base.offset + relaxed_form(env, access.node.index).scale(access.size)
    except Exception:  # noqa: BLE001 - NonAffine or an unusual form: the access stays unknown
        return None
    return off if off.is_affine else None


def scattered(env, e: N.Expr, depth: int = 0) -> bool:
    """Whether index ``e`` may send a warp's lanes anywhere: it reads memory, calls a
    function, converts from a floating type, or divides, takes a remainder, shifts or masks
    by a value not written in the source (a run-time size), through single-assignment
    locals. An index
    that is non-affine only through products of variables and division, remainder or
    shifts by constants (what coarsening and relinearization write, a triangle's
    ``i * (i + 1) / 2``) keeps a regular pattern the analysis cannot place: not scattered."""
    if depth > 32:
        return True
    e = _strip(e)
    if isinstance(e, (N.Index, N.Deref, N.Call, N.Assign, N.IncDec, N.Comma)):
        return True
    if isinstance(e, N.Cast):
        src = getattr(e.operand, "type", None)
        if getattr(src, "is_float", False):
            return True
        return scattered(env, e.operand, depth + 1)
    if isinstance(e, N.Binary) and e.op in ("/", "%", ">>", "<<", "&", "|", "^") and \
            not isinstance(_strip(e.rhs), N.Const):
        return True  # a run-time divisor or mask: like a hash, anywhere
    if isinstance(e, N.Var):
        d = env.decls.get(e.name)
        if d is not None and d.init is not None and not env.assigned.get(e.name) \
                and e.name not in env.escaped:
            return scattered(env, d.init, depth + 1)
        return False
    return any(scattered(env, c, depth + 1) for c in expr_children(e))


def relaxed_access(env, access):
    """A copy of ``access`` with its :func:`relaxed_offset` (for pricing only), or None."""
    off = relaxed_offset(env, access)
    return None if off is None else replace(access, offset=off, reason="")


__all__ = ["relaxed_form", "relaxed_offset", "relaxed_access", "scattered"]
