"""CUDA texture fetches in the semantic pass (ir/texture.py holds the builtins).

``tex2D<float4>(obj, x, y)``: the template argument is the result type (a scalar or a
1/2/4-lane vector of 8/16/32-bit integers or float), the first argument a
``cudaTextureObject_t``, the coordinates are converted to ``int`` (``tex1Dfetch``) or
``float`` (the others), the layer of ``tex2DLayered`` to ``int``.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import SemanticError
from ..ir.texture import FUNCTIONS, TextureType
from ..ir.types import F32, I32, ScalarType, VectorType, element_scalar
from .parser import Syn, TypeName


def _loc(tok):
    from .semantic import _loc as loc
    return loc(tok)


def _element_type(sem, name: str, s, ctx, loc):
    targs = s.fn.targs or []
    if len(targs) != 1:
        raise SemanticError(f"'{name}' needs its element type as a template argument, "
                            f"e.g. {name}<float>(...)", loc,
                            hint="legacy texture references (texture<T, dim, mode>) are "
                                 "not modelled; use a cudaTextureObject_t parameter")
    a = targs[0]
    if isinstance(a, TypeName):
        t = sem.type_name(a, ctx)
    elif isinstance(a, Syn) and a.kind == "id":
        t = sem.named_type(a.name, a.tok, ctx)
    else:
        raise SemanticError(f"the template argument of '{name}' must be a type", loc)
    el = element_scalar(t)
    lanes = t.lanes if isinstance(t, VectorType) else 1
    if not isinstance(el, ScalarType) or el.kind == "bool" or lanes not in (1, 2, 4) or \
            el.bits == 64:
        raise SemanticError(f"'{name}<{t}>': a texture element is a scalar or a 2- or "
                            "4-lane vector of 8/16/32-bit integers or float", loc)
    return t


def texture_call(sem, name: str, args: list, s, ctx) -> N.Expr:
    """The IR call of a CUDA texture fetch, checked: handle, coordinate count and types."""
    loc = _loc(s.fn.tok)
    _, _, ncoord, integer, layered = FUNCTIONS[name]
    rt = _element_type(sem, name, s, ctx, loc)
    want = 1 + ncoord + layered
    if len(args) != want:
        raise SemanticError(f"'{name}' takes {want} arguments (the texture object, "
                            f"{ncoord} coordinate{'s' if ncoord > 1 else ''}"
                            f"{', the layer' if layered else ''}), got {len(args)}", loc)
    h = args[0]
    if not isinstance(h.type, TextureType) or h.type.kind != "object":
        raise SemanticError(f"'{name}': the first argument must be a cudaTextureObject_t, "
                            f"got {h.type}", getattr(h, "loc", loc))
    ct = I32 if integer else F32
    coords = [sem.conv(a, ct, s.fn.tok) for a in args[1:1 + ncoord]]
    if layered:
        coords.append(sem.conv(args[-1], I32, s.fn.tok))
    return N.Call(name, (h, *coords), rt, loc=loc)


__all__ = ["texture_call"]
