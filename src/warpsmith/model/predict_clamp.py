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
access stays non-affine (the optimizer prices it by the same reading,
``analysis.clamp``).
"""

from __future__ import annotations

from ..analysis.clamp import relaxed_offset


def relax_clamped(pdg, notes: list) -> None:
    """Give every global access of ``pdg`` whose index is a clamp of an affine form that
    form as its offset (in place, on the model's PDG; see the module doc), noted."""
    env = pdg.env
    done = []
    for a in pdg.accesses:
        off = relaxed_offset(env, a)
        if off is None:
            continue
        object.__setattr__(a, "offset", off)  # the model's own PDG (frozen dataclass)
        done.append(f"{a.array} (line {a.loc.line})")
    if done:
        notes.append("clamped or exclusive-or'ed indices read as their affine argument for the "
                     "memory costs: "
                     + ", ".join(done))
