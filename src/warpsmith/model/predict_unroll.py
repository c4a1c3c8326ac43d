"""Loops the compiler unrolls although their trip count is only known at run time (sm_70+).

The PDG unrolls only loops with ``#pragma unroll`` and a constant trip count (docs/model.md,
section 1, rule 6); every other loop runs its body once per iteration, so a loop that loads
a value and uses it in the same iteration waits the whole global latency every iteration
(Table 1's ``G``). ptxas does more: a small loop with a run-time trip count is unrolled
(gemv's ``for (i = 0; i < rows; ++i) s += A[i*cols+j] * x[i]`` becomes 16 copies on sm_90,
with a remainder loop), and the copies' independent loads are issued together before the
first use, so a warp has U loads in flight, not one. On the held-out suite (issue 16) the
matrix-vector products and the covariance means, one thread per column walking the rows,
were predicted 2-9x too slow for this reason.

The factor is read from the compiled SASS: for each innermost loop of the PDG (no nested loop,
no barrier, no branching operation, not already unrolled) with global loads, the most global
load instructions (``LDG``) of its body's source lines inside one backward branch's range,
divided by the loop's global loads per iteration in the IR. The string model then runs the
loop as ``trip / U`` iterations of ``U`` copies whose loads are issued together
(``string_model._batch_loads``, as for unrolled loops).
"""

from __future__ import annotations

import os

from ..analysis.pdg import Region, Statement
from ..analysis.pdg import Predicate

_LDG = 0x981  # LDG.E (sm_70+: the low 12 bits of the instruction), as ptxas emits it


def _walk(region: Region):
    """Statements under ``region`` (through its predicates), and whether a nested loop is."""
    stmts, nested = [], False
    for c in region.children:
        if isinstance(c, Statement):
            stmts.append(c)
        elif isinstance(c, Region):
            nested = True
        elif isinstance(c, Predicate):
            for r in c.regions.values():
                s, n = _walk(r)
                stmts += s
                nested = nested or n
    return stmts, nested


def _loops(region: Region):
    for c in region.children:
        if isinstance(c, Region):
            yield c
            yield from _loops(c)
        elif isinstance(c, Predicate):
            for r in c.regions.values():
                yield from _loops(r)


def _candidates(pdg):
    """(loop region, its body's source lines, global loads per iteration) of every innermost
    loop the factor applies to."""
    for lp in _loops(pdg.root):
        if lp.kind != "loop" or lp.unrolled or lp.has_barrier or lp.branchy:
            continue
        stmts, nested = _walk(lp)
        if nested:
            continue
        loads = sum(1 for s in stmts for o in s.ops
                    if o.kind == "M" and o.access is not None and o.access.space == "global")
        if loads:
            yield lp, {s.loc.line for s in stmts if s.loc.line} | {lp.loc.line}, loads


def factors(sass, pdg, source_file: str | None = None) -> dict[int, int]:
    """``id(loop region) -> U`` (at least 2) for the loops of ``pdg`` ptxas unrolled, read
    from ``sass`` (:class:`~warpsmith.model.predict_branches.Sass`); ``source_file``: the
    kernel's file as the line table names it (None: any)."""
    back = [(t, i) for i, t in enumerate(sass.targets) if t is not None and t <= i]
    out = {}
    for lp, lines, loads in _candidates(pdg):
        best = 0
        for t, i in back:
            n = sum(1 for k in range(t, i + 1) if sass.ops[k] == _LDG and sass.where[k]
                    and sass.where[k][1] in lines
                    and (source_file is None or sass.where[k][0] == source_file))
            best = max(best, n)
        u = best // loads
        if u >= 2:
            out[id(lp)] = u
    return out


def compiler_unroll(module, fn, pdg, arch: str, compiler, notes: list) -> dict[int, int]:
    """:func:`factors` of kernel ``fn`` compiled for ``arch`` (empty, with a note, where the
    SASS cannot be read), the loops it found noted."""
    from .predict_branches import _file_matcher, compiled_sass

    if compiler is None:
        return {}
    try:
        sass = compiled_sass(compiler.kernel(module, fn, arch))
    except Exception as err:  # noqa: BLE001 - the loops stay rolled, noted
        notes.append(f"loops unrolled by the compiler: not read from the SASS ({err})"[:300])
        return {}
    src = _file_matcher(sass.files)(os.path.normpath(fn.loc.file)) if fn.loc.file else None
    got = factors(sass, pdg, src)
    if got:
        by_id = {id(lp): lp for lp, _l, _n in _candidates(pdg)}
        notes.append("loops unrolled by the compiler (global loads of the copies issued "
                     "together): " + ", ".join(f"line {by_id[k].loc.line} x{u}"
                                               for k, u in got.items()))
    return got
