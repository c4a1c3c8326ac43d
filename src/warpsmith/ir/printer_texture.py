"""How the printers spell textures (ir/texture.py): CUDA texture objects and fetches in
CUDA, OpenCL images, samplers and image builtins in OpenCL (a constant sampler is printed
as its CLK_* names where it is used).

OpenCL has no counterpart of a CUDA texture object: the object carries its sampler state
(filter, address mode, normalized coordinates, read mode) at run time, chosen by the host
in ``cudaTextureDesc``, while an OpenCL image is read through a sampler the kernel names
(a constant or a ``sampler_t`` parameter), and a ``tex1Dfetch`` of linear memory would be
an ``image1d_buffer_t`` (OpenCL 1.2) read without filtering. Translating would change the
kernel's signature, so the OpenCL printer refuses with that reason (docs/textures.md).
"""

from __future__ import annotations

from .errors import Unsupported
from .nodes import Const
from .texture import (BOUNDARY_NAMES, IMAGE_FUNCTIONS, SAMPLER, SURFACE_FUNCTIONS,
                      TextureType, sampler_text, surface_axes)

OPENCL_REFUSAL = ("a CUDA texture object has no OpenCL counterpart: its filter, address "
                  "mode and coordinate normalization are chosen by the host at run time, "
                  "while an OpenCL image is read through a sampler named in the kernel "
                  "(translating would change the kernel's parameters)")


CUDA_REFUSAL = ("OpenCL images and samplers are not translated to CUDA (a CUDA texture "
                "object takes its sampler state from the host, and a written image would be "
                "a surface object, which is not modelled)")


SURFACE_REFUSAL = ("a cudaSurfaceObject_t here has an OpenCL 1.2 image counterpart only as a "
                   "parameter that its function only reads or only writes with surface calls "
                   "of one kind (ir/printer_surface.py; docs/textures.md)")


def texture_type_name(t: TextureType, dialect: str, spell=str) -> str:
    """``cudaTextureObject_t`` / ``texture<T, n, mode>`` in CUDA, images and samplers in
    OpenCL; refused across (see the module docstring). ``spell``: a texel type's name."""
    if t.kind in ("object", "surface") and dialect == "cuda":
        return str(t)
    if t.kind == "reference" and dialect == "cuda":
        return str(t).replace(f"<{t.elem},", f"<{spell(t.elem)},", 1)
    if t.kind in ("image", "sampler") and dialect == "opencl":
        return str(t)
    raise Unsupported(f"cannot print as {'CUDA' if dialect == 'cuda' else 'OpenCL'}: "
                      + (OPENCL_REFUSAL if t.kind in ("object", "reference") else
                         SURFACE_REFUSAL if t.kind == "surface" else CUDA_REFUSAL))


def texture_call_text(printer, e) -> str:
    """``tex2D<float4>(t, x, y)`` in CUDA; an error located at the call in OpenCL."""
    if e.name in IMAGE_FUNCTIONS:
        if printer.dialect != "opencl":
            raise printer.err(CUDA_REFUSAL, e)
        args = ", ".join(sampler_text(a.value) if isinstance(a, Const) and a.type == SAMPLER
                         else printer._arg(a) for a in e.args)
        return f"{e.name}({args})"
    if printer.dialect != "cuda" and e.name in SURFACE_FUNCTIONS:
        from .printer_surface import surface_call_opencl
        return surface_call_opencl(printer, e)
    if printer.dialect != "cuda":
        raise printer.err(OPENCL_REFUSAL, e)
    parts = [printer._arg(a) for a in e.args]
    if e.name in SURFACE_FUNCTIONS:
        base = surface_axes(e.name) + 1 + (SURFACE_FUNCTIONS[e.name][1] == "write")
        if len(e.args) > base:  # the boundary mode, by its name (an enum in CUDA)
            parts[-1] = BOUNDARY_NAMES[int(e.args[-1].value)]
    args = ", ".join(parts)
    h = e.args[0].type
    if isinstance(h, TextureType) and h.kind == "reference" or e.name.endswith("write"):
        return f"{e.name}({args})"
    return f"{e.name}<{printer.tname(e.type)}>({args})"


__all__ = ["texture_type_name", "texture_call_text", "OPENCL_REFUSAL"]
