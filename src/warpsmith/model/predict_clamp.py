"""Clamped (and exclusive-or'ed) indices read as their affine form, for the memory costs only.

Image filters, convolutions and stencils clamp a neighbour's coordinate at the border:
``in[min(max(i + k, 0), n - 1)]``. The access analysis (``analysis/access.py``) rightly
calls such an index non-affine (a function call that depends on the thread), and the model
then knew neither its sectors per request (one per lane was assumed), nor its L1 reuse
between the taps of one thread and its neighbours, nor its footprint for the L2 rule (every
request went to DRAM). On the held-out suite (issue 16) this made the clamped convolutions
and box blurs 5-10x too slow.

A clamp changes only the lanes at the border: inside the range the index *is* its affine
argument. An exclusive or with a thread-invariant value (a bitonic step's partner ``i ^ j``)
maps every aligned block of ``2^k`` consecutive indices onto another such block, so a warp
of consecutive indices touches as many sectors as the unmodified index, and the launch's
range is the same: the model reads it as its varying operand too. So, for the model's own
copy of the PDG, an access with no affine offset whose index is ``min``/``max``/``clamp``
(or ``^``) of one thread- or loop-dependent affine operand and thread- and loop-invariant
others (nested, through single-assignment locals) gets the offset of that operand. The
transformations never see this: they read their own analysis, where the
access stays non-affine.
"""

from __future__ import annotations

from ..analysis.affine import Poly, is_index_var
from ..analysis.indexing import NonAffine, _strip
from ..ir import nodes as N


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


def relax_clamped(pdg, notes: list) -> None:
    """Give every global access of ``pdg`` whose index is a clamp of an affine form that
    form as its offset (in place, on the model's PDG; see the module doc), noted."""
    env = pdg.env
    done = []
    for a in pdg.accesses:
        if a.space != "global" or a.offset is not None or not isinstance(a.node, N.Index):
            continue
        scope = {k: v for k, v in (a.scope or {}).items() if isinstance(v, Poly)}
        try:
            with env.at(scope):
                base = env.address(a.node.base)
                off = base.offset + relaxed_form(env, a.node.index).scale(a.size)
        except Exception:  # noqa: BLE001 - NonAffine or an unusual form: the access stays unknown
            continue
        if not off.is_affine:
            continue
        object.__setattr__(a, "offset", off)  # the model's own PDG (frozen dataclass)
        done.append(f"{a.array} (line {a.loc.line})")
    if done:
        notes.append("clamped or exclusive-or'ed indices read as their affine argument for the "
                     "memory costs: "
                     + ", ".join(done))
