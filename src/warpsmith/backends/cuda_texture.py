"""Texture objects for the CUDA backend, made with CuPy (``cupy.cuda.texture``).

A texture parameter's :class:`~warpsmith.ir.texture.Texture` becomes a
``cudaTextureObject_t``: for ``tex1Dfetch`` a linear-memory resource
(``cudaResourceTypeLinear``: a CuPy buffer), otherwise a CUDA array of the fetch's
dimensions (layered for ``tex2DLayered``) with one channel format (8/16/32 bits, signed,
unsigned or float, 1/2/4 channels). The texture descriptor takes the filter, the address
mode (the same for every dimension), the read mode, normalized coordinates and a zero
border colour. Which fetch reads the parameter (and so the dimensions and channels) is
found in the kernel's IR: a texture read by two kinds of fetch is refused.
"""

from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.errors import LaunchError
from ..ir.texture import FUNCTIONS, Texture
from ..ir.types import VectorType
from ..ir.visit import walk

_ADDRESS = {"wrap": 0, "clamp": 1, "mirror": 2, "border": 3}
_FILTER = {"nearest": 0, "linear": 1}
_READ = {"element": 0, "normalized": 1}


def texture_uses(module, name: str) -> set:
    """{(fetch name, result type)} of the fetches whose texture is the variable ``name``."""
    uses = set()
    for fn in module.functions:
        for n in walk(fn.body):
            if isinstance(n, N.Call) and n.name in FUNCTIONS and n.args and \
                    isinstance(n.args[0], N.Var) and n.args[0].name == name:
                uses.add((n.name, n.type))
    return uses


def make_texture(cp, module, kernel_name: str, pname: str, tex: Texture):
    """(the ``cudaTextureObject_t`` value as a NumPy uint64, objects to keep alive)."""
    from cupy.cuda import runtime
    from cupy.cuda import texture as T

    uses = texture_uses(module, pname)
    where = f"texture '{pname}' of kernel '{kernel_name}'"
    if len({u[0] for u in uses}) != 1:
        raise LaunchError(f"{where}: read by {sorted(u[0] for u in uses) or 'no fetch'}; "
                          "the CUDA backend binds a texture read by exactly one kind of "
                          "fetch (a linear buffer for tex1Dfetch, a CUDA array otherwise)")
    (fetch, rt), = uses
    _, _, dims, _, layered = FUNCTIONS[fetch]
    lanes = rt.lanes if isinstance(rt, VectorType) else 1
    a = np.ascontiguousarray(tex.array)
    grid = dims + layered
    if a.ndim == grid:
        a = a[..., None]
    if a.ndim != grid + 1 or a.shape[-1] != lanes:
        raise LaunchError(f"{where}: {fetch}<{rt}> needs {grid} axes"
                          f"{f' + {lanes} channels' if lanes > 1 else ''}, got {tex.array.shape}")
    kind = {"f": runtime.cudaChannelFormatKindFloat, "i": runtime.cudaChannelFormatKindSigned,
            "u": runtime.cudaChannelFormatKindUnsigned}[a.dtype.kind]
    bits = a.dtype.itemsize * 8
    ch = T.ChannelFormatDescriptor(*[bits if c < lanes else 0 for c in range(4)], kind)
    keep = [ch]
    if fetch == "tex1Dfetch":
        buf = cp.asarray(a.reshape(-1))
        res = T.ResourceDescriptor(runtime.cudaResourceTypeLinear, arr=buf, chDesc=ch,
                                   sizeInBytes=a.nbytes)
        keep.append(buf)
    else:
        sizes = a.shape[:-1][::-1]  # x, y, z (layered: x, y, layers)
        flags = getattr(runtime, "cudaArrayLayered", 1) if layered else 0  # CUDA: 0x01
        arr = T.CUDAarray(ch, *(list(sizes) + [0] * (3 - len(sizes))), flags)
        arr.copy_from(a.reshape(a.shape[:-2] + (a.shape[-2] * lanes,)))
        res = T.ResourceDescriptor(runtime.cudaResourceTypeArray, cuArr=arr)
        keep.append(arr)
    desc = T.TextureDescriptor([_ADDRESS[tex.address]] * 3, _FILTER[tex.filter],
                               _READ[tex.read_mode], borderColors=(0, 0, 0, 0),
                               normalizedCoords=int(tex.normalized))
    obj = T.TextureObject(res, desc)
    keep += [res, desc, obj]
    return np.uint64(obj.ptr), keep


__all__ = ["make_texture", "texture_uses"]
