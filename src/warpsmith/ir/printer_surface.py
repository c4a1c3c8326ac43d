"""CUDA surfaces printed as OpenCL images, where the semantics match.

A ``cudaSurfaceObject_t`` parameter becomes an OpenCL 1.2 image when its function only
reads it or only writes it (a ``read_only`` / ``write_only`` image: a surface both read
and written would need an OpenCL 2.0 ``read_write`` image), with the calls of one kind:
1D, 2D, 3D, 1D layered and 2D layered surfaces are ``image1d_t``, ``image2d_t``,
``image3d_t`` (written: ``cl_khr_3d_image_writes``), ``image1d_array_t`` and
``image2d_array_t``. The byte offset x becomes the element index ``x / sizeof(T)`` (CUDA
requires x to be a multiple of it), a read ``read_imagef/i/ui(img, int coordinate)``
(no sampler: nearest, unnormalized) narrowed to the element's lanes and type, a write
``write_imagef/i/ui`` of the value widened to four lanes. Refused, located: cubemap
surfaces (no OpenCL 1.2 cubemap image), a boundary mode other than the default trap
(OpenCL leaves an access outside an image undefined), a surface read and written, a
surface handle copied or passed to a function, a surface accessed with two element types
(CUDA reads bytes; an image has one texel format), half-precision elements. In range, the
image access reads and writes the texel the surface call does; outside, CUDA traps and
OpenCL is undefined.
"""

from __future__ import annotations

from .nodes import Call, Var
from .texture import SURFACE_FUNCTIONS, TextureType, surface_axes
from .types import VectorType, element_scalar
from .visit import walk

IMAGES = {(1, None): "image1d_t", (2, None): "image2d_t", (3, None): "image3d_t",
          (1, "layer"): "image1d_array_t", (2, "layer"): "image2d_array_t"}


def _is_surface(t) -> bool:
    return isinstance(t, TextureType) and t.kind == "surface"


def surface_params(printer, fn) -> dict:
    """{parameter name: its OpenCL image type text} of ``fn``'s surface parameters, or the
    located refusal (see the module docstring)."""
    names = {p.name for p in fn.params if _is_surface(p.type)}
    if not names:
        return {}
    uses: dict = {}
    for n in walk(fn.body):
        if not isinstance(n, Call):
            continue
        if n.name in SURFACE_FUNCTIONS:
            dims, what, layer = SURFACE_FUNCTIONS[n.name]
            h = n.args[1 if what == "write" else 0]
            if not isinstance(h, Var) or h.name not in names:
                raise printer.err("a surface handle that is not the function's parameter "
                                  "(its OpenCL image type follows from its calls)", n)
            if (dims, layer) not in IMAGES:
                raise printer.err(f"'{n.name}': OpenCL 1.2 has no cubemap images", n)
            if len(n.args) > surface_axes(n.name) + 1 + (what == "write") and \
                    int(n.args[-1].value) != 2:
                raise printer.err(f"'{n.name}' with a boundary mode other than "
                                  "cudaBoundaryModeTrap (OpenCL has no boundary modes: "
                                  "an access outside an image is undefined)", n)
            el = n.args[0].type if what == "write" else n.type
            uses.setdefault(h.name, []).append(((dims, layer, el), what, n))
        elif any(isinstance(a, Var) and a.name in names for a in n.args):
            raise printer.err("a surface passed to a function (its OpenCL image type "
                              "follows from the calls in the function that uses it)", n)
    out = {}
    for p in fn.params:
        if p.name not in names:
            continue
        us = uses.get(p.name)
        if not us:
            raise printer.err(f"surface parameter '{p.name}' is not read or written here "
                              "(its OpenCL image type follows from its calls)", p)
        if len({k[:2] for k, _, _ in us}) > 1:
            raise printer.err(f"surface '{p.name}' used by calls of different dimensions",
                              us[0][2])
        if len({k[2] for k, _, _ in us}) > 1:
            raise printer.err(f"surface '{p.name}' accessed as "
                              f"{' and '.join(sorted({str(k[2]) for k, _, _ in us}))} (a CUDA "
                              "surface is bytes; an OpenCL image has one texel format)",
                              us[0][2])
        whats = {w for _, w, _ in us}
        if len(whats) > 1:
            first = next(n for _, w, n in us if w == "write")
            raise printer.err(f"surface '{p.name}' is read and written (that needs an "
                              "OpenCL 2.0 read_write image; OpenCL 1.2 images are read_only "
                              "or write_only)", first)
        kind, what = us[0][0][:2], whats.pop()
        if kind == (3, None) and what == "write":
            printer.extensions.add("cl_khr_3d_image_writes")
        out[p.name] = f"{'write_only' if what == 'write' else 'read_only'} {IMAGES[kind]}"
    return out


def surface_call_opencl(printer, e) -> str:
    """The OpenCL image call of a surface call (its parameter mapped by
    :func:`surface_params`)."""
    dims, what, layer = SURFACE_FUNCTIONS[e.name]
    hi = 1 if what == "write" else 0
    t = e.args[0].type if what == "write" else e.type
    el = element_scalar(t)
    lanes = t.lanes if isinstance(t, VectorType) else 1
    if el.is_float and el.bits != 32:
        raise printer.err(f"'{e.name}' of {t}: OpenCL 1.2 images of half need "
                          "read_imageh/write_imageh (cl_khr_fp16), not printed here", e)
    suffix, base = ("f", "float") if el.is_float else \
        ("i", "int") if el.signed else ("ui", "uint")
    cs = [printer._arg(a) for a in e.args[hi + 1:hi + 1 + surface_axes(e.name)]]
    cs[0] = f"({cs[0]}) / {t.size}"
    coord = cs[0] if len(cs) == 1 else f"(int2)({', '.join(cs)})" if len(cs) == 2 else \
        f"(int4)({', '.join(cs)}, 0)"
    h = printer._arg(e.args[hi])
    if what == "read":
        sel = ".x" if lanes == 1 else ".xy" if lanes == 2 else ""
        text = f"read_image{suffix}({h}, {coord}){sel}"
        if el.bits == 32:
            return text
        name = printer.tname(t)
        return f"(({name}){text})" if lanes == 1 else f"convert_{name}({text})"
    v = printer._arg(e.args[0])
    zero = "0.0f" if el.is_float else "0"
    val = f"({base}4)(({base})({v}), {zero}, {zero}, {zero})" if lanes == 1 else \
        f"({base}4)(convert_{base}2({v}), {zero}, {zero})" if lanes == 2 else \
        f"convert_{base}4({v})"
    return f"write_image{suffix}({h}, {coord}, {val})"


__all__ = ["surface_params", "surface_call_opencl", "IMAGES"]
