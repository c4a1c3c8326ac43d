"""The memory accesses of an inline PTX statement, for the access analysis.

Operand expressions are visited as C (an input ``f[i]`` is a load, an output ``d[i]`` a
store). The template's ``ld``/``st``/``cp.async`` instructions are accesses of their width
through the pointer operand their address names (``[%4+16]``: operand 4, plus 16 bytes),
in the address space the instruction says (a generic ``ld`` takes the pointer's space). An
address the analysis cannot follow back to a pointer operand (a register computed inside
the asm, a 32-bit shared-window address) is still listed, without an offset, with the
reason: the access is never dropped silently.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.asm import AsmError, memory_ops
from ..ir.types import AddressSpace, PointerType, ScalarType, Type, U32, VectorType
from .indexing import NonAffine, target_name
from .affine import Poly

_SPACES = {"global": AddressSpace.GLOBAL, "shared": AddressSpace.SHARED}


def _access_type(nbytes: int) -> Type:
    if nbytes <= 4:
        return {1: ScalarType("int", 8, False), 2: ScalarType("int", 16, False)}.get(nbytes,
                                                                                    U32)
    return VectorType(U32, nbytes // 4)


def _pointer(s: N.InlineAsm, operand, env) -> N.Expr | None:
    """The C pointer expression behind an address operand's base, or None: through casts,
    ``__cvta_generic_to_shared`` and a local initialized once from such an expression."""
    k = operand.base.operand_number() if operand.base.kind == "reg" else None
    if k is None:
        return None
    nout = len(s.outputs)
    if k < nout:
        return None
    e = s.inputs[k - nout]
    for _ in range(16):
        if isinstance(e, N.Cast):
            e = e.operand
        elif isinstance(e, N.Call) and e.name == "cvta_generic_to_shared":
            e = e.args[0]
        elif isinstance(e, N.Var) and not isinstance(e.type, PointerType):
            d = env.decls.get(e.name)
            if d is None or d.init is None or env.assigned.get(e.name) or \
                    e.name in env.escaped:
                return None
            e = d.init
        else:
            break
    return e if isinstance(e.type, PointerType) else None


def asm_accesses(finder, s: N.InlineAsm) -> None:
    """Record ``s``'s accesses on ``finder`` (an ``access._Finder``)."""
    for e in s.inputs:
        finder.expr(e)
    try:
        ops = memory_ops(s.template)
    except AsmError as ex:
        ops = []
        finder._add(N.Deref(N.Const(0, U32), U32, loc=s.loc), "load", AddressSpace.GLOBAL, "<inline asm>", U32, None,
                    f"the inline asm template could not be read: {ex}")
    for kind, space, nbytes, ins in ops:
        pairs = [("load", ins.operands[1], "global"), ("store", ins.operands[0], "shared")] \
            if kind == "copy" else \
            [(kind, ins.operands[1] if kind == "load" else ins.operands[0], space)]
        for k, addr, sp in pairs:
            _one(finder, s, k, addr, sp, _access_type(nbytes), ins.text)
    for i, (e, c) in enumerate(zip(s.outputs, s.out_constraints)):
        finder.expr(e, "loadstore" if c.startswith("+") else "store")
        name = target_name(e)
        env = finder.env
        if name and isinstance(e, N.Var) and name not in env.loop_of_var and \
                name not in env.escaped:
            env.bindings[name] = f"{name} is written by inline asm (line {s.loc.line})"


def _one(finder, s, kind, addr, space, t, text) -> None:
    node = N.Deref(N.Const(0, U32), t, loc=s.loc)
    if addr.kind != "addr":
        finder._add(node, kind, _SPACES.get(space, AddressSpace.GLOBAL), "<inline asm>", t,
                    None, f"'{text}' has no address operand")
        return
    ptr = _pointer(s, addr, finder.env)
    if ptr is None:
        finder._add(node, kind, _SPACES.get(space, AddressSpace.GLOBAL), "<inline asm>", t,
                    None, f"the address of '{text}' is computed inside the inline asm")
        return
    node = N.Deref(ptr, t, loc=s.loc)
    want = _SPACES.get(space)
    try:
        a = finder.env.address(ptr)
        sp = want or a.space
        finder._add(node, kind, sp, a.root, t, a.offset + Poly.const(addr.offset), "")
    except NonAffine as err:
        from .access import _root_name, _space_of
        sp = want or _space_of(ptr, finder.env)
        finder._add(node, kind, sp, _root_name(ptr), t, None, str(err))
