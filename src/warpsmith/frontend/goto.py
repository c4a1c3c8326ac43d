"""``goto`` lowered to structured statements, for the jumps that have a structured form.

The IR is structured (no jumps), so the parser rewrites a ``goto L;`` whose label ``L:`` is
a statement of the same block as the statement holding the ``goto`` (or of a block that
encloses it):

* a jump forward, ``S1; ... goto L; ... Sk; L: T`` (the ``goto`` anywhere inside ``S1 ..
  Sk``, e.g. in an ``if``), becomes ``do { S1; ... break; ... Sk; } while (0); T``: the
  ``break`` leaves the ``do`` where the label stood;
* a jump backward, ``L: S1; ... goto L; ... Sk; T``, becomes ``while (1) { S1; ...
  continue; ... Sk; break; } T``: the ``continue`` starts the statements after the label
  again, the final ``break`` leaves once ``Sk`` is done.

What has no such form is refused, located at the ``goto``: a ``goto`` inside a loop or
``switch`` that lies between it and its label (its ``break`` or ``continue`` would bind to
that loop), a label inside a nested block (a jump into a block), gotos to one label from
both sides, and a jumped-over range that declares a variable at its top level (the ``do``
or ``while`` would end the variable's scope before the label; C++ forbids jumping past an
initialized declaration in any case). Labels no ``goto`` names are dropped.
"""

from __future__ import annotations

from ..ir.errors import Unsupported
from ..ir.types import I32

#: statement kinds whose body rebinds ``break``/``continue``
_LOOPS = ("for", "while", "do", "switch")


def lower_gotos(stmts: list, syn) -> list:
    """The statements of one block with the gotos to its labels made structured (see the
    module docstring); ``syn`` is the parser's ``Syn`` class."""
    while True:
        labels = [(i, s) for i, s in enumerate(stmts) if s.kind == "label"]
        if not labels:
            return stmts
        i, label = labels[0]
        stmts = _lower_label(stmts, i, label, syn)


def _lower_label(stmts: list, li: int, label, syn) -> list:
    name = label.name
    users = [k for k, s in enumerate(stmts) if k != li and _gotos(s, name)]
    rest = stmts[:li] + stmts[li + 1:]
    if not users:
        return rest
    if min(users) < li < max(users):
        _refuse(_gotos(stmts[max(users)], name)[0],
                f"gotos to label '{name}' from before and after it")
    forward = max(users) < li
    span = list(range(min(users), li)) if forward else list(range(li + 1, max(users) + 1))
    body = [stmts[k] for k in span]
    first = _gotos(stmts[users[0]], name)[0]
    for s in body:
        if s.kind == "decl":
            _refuse(first, f"goto past the declaration at line {s.tok.where.line}")
    found = [g for s in body for g in _gotos_with_context(s, name)]
    for g, in_loop in found:
        if in_loop:
            _refuse(g, f"goto out of a loop or switch to label '{name}'")
    for g, _ in found:  # checked first: nothing is changed when refusing
        g.kind = "break" if forward else "continue"
    tok = label.tok
    if forward:
        loop = syn("do", tok, cond=syn("num", tok, value=0, type=I32),
                   body=syn("block", tok, stmts=body), unroll=None)
        return stmts[:span[0]] + [loop] + stmts[li + 1:]
    loop = syn("while", tok, cond=syn("num", tok, value=1, type=I32),
               body=syn("block", tok, stmts=body + [syn("break", tok)]), unroll=None)
    return stmts[:li] + [loop] + stmts[span[-1] + 1:]


def _children(s) -> list:
    out = []
    for key in ("then", "other", "body"):
        v = getattr(s, key, None)
        if v is not None and hasattr(v, "kind"):
            out.append(v)
    out.extend(getattr(s, "stmts", None) or [])
    return out


def _gotos_with_context(s, name: str, in_loop: bool = False) -> list:
    """(goto statement, whether a loop or switch lies between it and ``s``)."""
    if s.kind == "goto":
        return [(s, in_loop)] if s.label == name else []
    inner = in_loop or s.kind in _LOOPS
    return [g for c in _children(s) for g in _gotos_with_context(c, name, inner)]


def _gotos(s, name: str) -> list:
    return [g for g, _ in _gotos_with_context(s, name)]


def _refuse(goto, why: str):
    raise Unsupported(f"goto: {why} (only jumps with a structured form are read)",
                      goto.tok.where)


def refuse_unlowered(goto) -> None:
    """Refuse a ``goto`` left after lowering: its label is in a nested block (a jump into a
    block) or not in the function."""
    _refuse(goto, f"label '{goto.label}' is not in a block enclosing the goto")
