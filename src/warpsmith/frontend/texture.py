"""Texture fetches and OpenCL images in the semantic pass (ir/texture.py holds the builtins).

``tex2D<float4>(obj, x, y)``: the template argument is the result type (a scalar or a
1/2/4-lane vector of 8/16/32-bit integers or float), the first argument a
``cudaTextureObject_t``, the coordinates are converted to ``int`` (``tex1Dfetch``) or
``float`` (the others), the layer of ``tex2DLayered`` to ``int``.

OpenCL: ``read_imagef/i/ui(img, [sampler,] coord)`` with an ``int``/``float`` coordinate
of the image's dimensions (``int2``/``float2`` for 2D, ``int4``/``float4`` for 3D);
``write_imagef/i/ui(img, coord, color)`` with an integer coordinate and a 4-lane colour;
``get_image_width/height/depth``. A read needs a ``read_only`` image, a write a
``write_only`` one. A sampler is a ``sampler_t`` parameter or an integer constant of
CLK_* bits (a program-scope ``const sampler_t`` folds to one).
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported
from ..ir.texture import (BOUNDARY_MODES, CUBEMAP_FETCHES, EXTRA_ARGS, FUNCTIONS,
                          IMAGE_FUNCTIONS, SAMPLER, SURFACE_FUNCTIONS, TextureType,
                          image_type)
from ..ir.types import F32, I32, U32, VOID, PointerType, ScalarType, VectorType, element_scalar
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


def reference_type(sem, targs: list, ctx, loc) -> TextureType:
    """``texture<T, dims, mode>`` (dims and mode optional: 1, cudaReadModeElementType)."""
    from .semantic import fold
    if not 1 <= len(targs) <= 3 or not isinstance(targs[0], (TypeName, Syn)):
        raise SemanticError("texture<T, dims, read mode> takes 1 to 3 template arguments",
                            loc)
    a = targs[0]
    el = sem.type_name(a, ctx) if isinstance(a, TypeName) else sem.named_type(a.name, a.tok,
                                                                                ctx)
    dims = 1
    if len(targs) > 1:
        d = targs[1]
        v = fold(sem.ex(d, ctx), ctx.consts) if isinstance(d, Syn) else None
        if v not in (1, 2, 3):
            raise SemanticError("the dimensions of a texture reference are 1, 2 or 3", loc)
        dims = int(v)
    mode = "element"
    if len(targs) > 2:
        m = targs[2]
        name = getattr(m, "name", None)
        if name not in ("cudaReadModeElementType", "cudaReadModeNormalizedFloat"):
            raise SemanticError("the read mode of a texture reference is "
                                "cudaReadModeElementType or cudaReadModeNormalizedFloat", loc)
        mode = "normalized" if name == "cudaReadModeNormalizedFloat" else "element"
    return TextureType("reference", dims, elem=el, read_mode=mode)


def _reference_result(t: TextureType):
    """What a fetch of texture reference ``t`` returns: its element type, or floats of
    its lanes for cudaReadModeNormalizedFloat."""
    if t.read_mode != "normalized":
        return t.elem
    return VectorType(F32, t.elem.lanes) if isinstance(t.elem, VectorType) else F32


def texture_call(sem, name: str, args: list, s, ctx) -> N.Expr:
    """The IR call of a CUDA texture fetch, checked: handle, coordinate count and types."""
    loc = _loc(s.fn.tok)
    _, _, ncoord, integer, layered = FUNCTIONS[name]
    h = args[0] if args else None
    ref = h is not None and isinstance(h.type, TextureType) and h.type.kind == "reference"
    extra = EXTRA_ARGS.get(name, ())
    if ref and not s.fn.targs:
        if h.type.dims != ncoord or layered or name in CUBEMAP_FETCHES:
            raise SemanticError(f"'{name}' of a {h.type.dims}D texture reference", loc)
        rt = _reference_result(h.type)
    else:
        rt = _element_type(sem, name, s, ctx, loc)
    want = 1 + ncoord + layered + len(extra)
    if len(args) != want:
        what = {1: ", the level", 2: ", the gradients dx, dy"}.get(len(extra), "")
        raise SemanticError(f"'{name}' takes {want} arguments (the texture object, "
                            f"{ncoord} coordinate{'s' if ncoord > 1 else ''}"
                            f"{', the layer' if layered else ''}{what}), got {len(args)}",
                            loc)
    if not isinstance(h.type, TextureType) or h.type.kind not in ("object", "reference"):
        raise SemanticError(f"'{name}': the first argument must be a cudaTextureObject_t, "
                            f"got {h.type}", getattr(h, "loc", loc))
    ct = I32 if integer else F32
    coords = [sem.conv(a, ct, s.fn.tok) for a in args[1:1 + ncoord]]
    if layered:
        coords.append(sem.conv(args[1 + ncoord], I32, s.fn.tok))
    coords += [sem.conv(a, t, s.fn.tok) for a, t in zip(args[want - len(extra):], extra)]
    return N.Call(name, (h, *coords), rt, loc=loc)


def _boundary(sem, a, name, loc) -> N.Const:
    """The boundary-mode argument of a surface call: a constant cudaBoundaryMode*."""
    from .semantic import fold
    v = fold(a, {})
    if v not in BOUNDARY_MODES:
        raise SemanticError(f"'{name}': the boundary mode is cudaBoundaryModeTrap, "
                            "cudaBoundaryModeClamp or cudaBoundaryModeZero (a constant)",
                            getattr(a, "loc", None) or loc)
    return N.Const(int(v), I32, loc=getattr(a, "loc", None) or loc)


def surface_call(sem, name: str, args: list, s, ctx) -> N.Expr:
    """A surface read or write: ``surf2Dwrite(v, surf, x_bytes, y)``; a read
    ``surf2Dread<T>(surf, x_bytes, y)`` or, with a pointer, ``surf2Dread(&v, surf, x, y)``
    (which becomes ``v = surf2Dread<T>(...)``)."""
    loc = _loc(s.fn.tok)
    dims, what, layer = SURFACE_FUNCTIONS[name]
    ncoord = dims + (layer is not None)
    lead = 1 if what == "write" or not s.fn.targs else 0
    base = lead + 1 + ncoord
    if len(args) not in (base, base + 1):
        raise SemanticError(f"'{name}' takes {base} arguments here (or {base + 1} with the "
                            f"boundary mode), got {len(args)}", loc)
    h = args[lead]
    if not isinstance(h.type, TextureType) or h.type.kind != "surface":
        raise SemanticError(f"'{name}': argument {lead + 1} must be a cudaSurfaceObject_t, "
                            f"got {h.type}", getattr(h, "loc", loc))
    coords = [sem.conv(a, I32, s.fn.tok) for a in args[lead + 1:base]]
    if len(args) > base:
        coords.append(_boundary(sem, args[base], name, loc))
    if what == "write":
        v = sem.decay(args[0])
        _check_texel(name, v.type, loc)
        return N.Call(name, (v, h, *coords), VOID, loc=loc)
    if not lead:
        return N.Call(name, (h, *coords), _element_type(sem, name, s, ctx, loc), loc=loc)
    p = sem.decay(args[0])
    if not isinstance(p.type, PointerType):
        raise SemanticError(f"'{name}': the first argument is the address of the value "
                            f"read (&v), got {p.type}", loc)
    rt = p.type.pointee
    _check_texel(name, rt, loc)
    target = p.operand if isinstance(p, N.AddressOf) else N.Deref(p, rt, loc=loc)
    return N.Assign(target, N.Call(name, (h, *coords), rt, loc=loc), None, rt, loc=loc)


def _check_texel(name, t, loc):
    el = element_scalar(t)
    lanes = t.lanes if isinstance(t, VectorType) else 1
    if not isinstance(el, ScalarType) or el.kind == "bool" or el.bits == 64 or \
            lanes not in (1, 2, 4):
        raise SemanticError(f"'{name}' of {t}: a surface element is a scalar or a 2- or "
                            "4-lane vector of 8/16/32-bit integers or float", loc)


def with_access(t: TextureType, spec, loc) -> TextureType:
    """An image type with the declaration's ``write_only`` / ``read_write``."""
    if t.kind != "image":
        return t
    if "read_write" in spec.storage:
        raise Unsupported("read_write images (OpenCL 2.0; read_only and write_only are "
                          "modelled)", loc)
    return image_type(t.dims, "write_only", t.layered)


def texture_conv(e: N.Expr, t, loc) -> N.Expr:
    """Implicit conversion to or from a texture type: only an integer constant to
    ``sampler_t`` (its CLK_* bits), as OpenCL allows."""
    st = e.type
    if t == SAMPLER and isinstance(st, ScalarType) and st.is_integer:
        from .semantic import fold
        v = fold(e, {})
        if v is not None:
            return N.Const(int(v), SAMPLER, loc=getattr(e, "loc", loc))
        raise SemanticError("a sampler_t is initialized from a constant of CLK_* bits", loc)
    raise SemanticError(f"cannot convert {st} to {t}", loc)


def _coord(sem, a, it, tok, loc, integer_only=False):
    """The coordinate of image type ``it``: x[, y[, z]], then the layer of an array (an
    int/float, int2/float2 or int4/float4 as OpenCL has no 3-lane coordinates)."""
    t = a.type
    el = element_scalar(t)
    lanes = t.lanes if isinstance(t, VectorType) else 1
    n = it.dims + it.layered
    want = n if n != 3 else 4
    if el is None or lanes != want or (integer_only and el.is_float):
        kind = "int" if integer_only else "int or float"
        raise SemanticError(f"the coordinate of an {str(it).split()[-1]} is {kind}"
                            f"{'' if want == 1 else want}, got {t}", loc)
    return a


def image_call(sem, name: str, args: list, s, ctx) -> N.Expr:
    """The IR call of an OpenCL image builtin, checked: image type and access, sampler,
    coordinate lanes and types, colour."""
    tok = s.fn.tok
    loc = _loc(tok)
    rt, what = IMAGE_FUNCTIONS[name]
    img = args[0] if args else None
    if img is None or not isinstance(img.type, TextureType) or img.type.kind != "image":
        raise SemanticError(f"'{name}': the first argument must be an image, got "
                            f"{img.type if img is not None else 'nothing'}", loc)
    it = img.type
    if what == "query":
        if len(args) != 1:
            raise SemanticError(f"'{name}' takes one argument, got {len(args)}", loc)
        if name == "get_image_height" and it.dims < 2 or name == "get_image_depth" and \
                it.dims < 3 or name == "get_image_array_size" and not it.layered:
            raise SemanticError(f"'{name}' of an {it}", loc)
        return N.Call(name, (img,), rt, loc=loc)
    if what == "read":
        if it.access != "read_only":
            raise SemanticError(f"'{name}' of a write_only image", loc)
        if len(args) == 3:
            smp = sem.conv(args[1], SAMPLER, tok)
            coord = _coord(sem, args[2], it, tok, loc)
            return N.Call(name, (img, smp, coord), rt, loc=loc)
        if len(args) == 2:
            coord = _coord(sem, args[1], it, tok, loc, integer_only=True)
            return N.Call(name, (img, coord), rt, loc=loc)
        raise SemanticError(f"'{name}' takes (image, sampler, coord) or (image, int coord), "
                            f"got {len(args)} arguments", loc)
    if it.access != "write_only":
        raise SemanticError(f"'{name}' of a read_only image (declare it write_only)", loc)
    if len(args) != 3:
        raise SemanticError(f"'{name}' takes (image, coord, color), got {len(args)} "
                            "arguments", loc)
    coord = _coord(sem, args[1], it, tok, loc, integer_only=True)
    el = {"write_imagef": F32, "write_imagei": I32, "write_imageui": U32}[name]
    color = sem.conv(args[2], VectorType(el, 4), tok)
    return N.Call(name, (img, coord, color), VOID, loc=loc)


__all__ = ["texture_call", "surface_call", "image_call", "texture_conv", "with_access"]
