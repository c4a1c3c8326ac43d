"""Counting an inline PTX statement in the PDG (``analysis/pdg_count.py``).

Each PTX instruction of the template is one instruction; its ``ld``/``st``/``cp.async``
are the memory operations the access analysis listed for the statement
(``analysis/access_asm.py``), emitted as global (M/Mbar) or shared (S/Sbar) operations;
the operand expressions are counted as C; outputs written to registers end the values
they held. A template the reader cannot parse counts as one instruction, and says so in
the PDG's notes."""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.asm import AsmError, instructions
from .indexing import target_name


def count_asm(counter, s: N.InlineAsm) -> None:
    """Emit ``s`` on ``counter`` (a ``pdg_count`` counter)."""
    counter.cur = counter.new_stmt(s, text=f"inline asm (line {s.loc.line})")
    mark = len(counter.fresh)
    d = 0.0
    for e in s.inputs:
        d = max(d, counter.ex(e))
    counter.consume(mark)
    try:
        n = len(instructions(s.template))
    except AsmError as ex:
        n = 1
        counter.pdg.notes.append(f"inline asm at line {s.loc.line} not read ({ex}): counted "
                                 f"as one instruction")
    mine = [a for a in counter.pdg.accesses
            if isinstance(a.node, N.Deref) and a.node.loc is s.loc]
    mark = len(counter.fresh)
    for a in mine:
        counter._mem_op(a.node, a, "load" if a.kind == "load" else "store", d)
    loads = set(counter.fresh[mark:])  # the outputs wait for the template's loads
    del counter.fresh[mark:]
    rest = max(n - len(mine), 0)
    if rest:
        counter.c(rest)
    names = []
    for e, c in zip(s.outputs, s.out_constraints):
        if counter._is_memory(e):
            counter.memory(e, "rmw" if c.startswith("+") else "store")
        else:
            name = target_name(e)
            if name:
                counter.use(name)
                counter.kill(name)
                counter.ready[name] = d + counter.alu * max(n, 1)
                names.append(name)
    for name in names:
        if loads:
            counter.pending[name] = set(loads)
