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


def _aliases(module, name: str) -> set:
    """``name`` and the variables its handle flows to: locals initialized or assigned from
    it, parameters of device functions it is passed to (names, module-wide)."""
    names = {name}
    funcs = {f.name: f for f in module.functions}
    changed = True
    while changed:
        changed = False
        for fn in module.functions:
            for n in walk(fn.body):
                new = None
                if isinstance(n, N.Decl) and isinstance(n.init, N.Var) and n.init.name in names:
                    new = [n.name]
                elif isinstance(n, N.Assign) and isinstance(n.value, N.Var) and \
                        n.value.name in names and isinstance(n.target, N.Var):
                    new = [n.target.name]
                elif isinstance(n, N.Call) and n.name in funcs:
                    params = funcs[n.name].params
                    new = [params[i].name for i, a in enumerate(n.args)
                           if isinstance(a, N.Var) and a.name in names and i < len(params)]
                for x in new or ():
                    if x not in names:
                        names.add(x)
                        changed = True
    return names


def texture_uses(module, name: str) -> set:
    """{(fetch name, result type)} of the fetches that read the handle of ``name`` (directly,
    through copies, or through device-function parameters)."""
    names = _aliases(module, name)
    uses = set()
    for fn in module.functions:
        for n in walk(fn.body):
            if isinstance(n, N.Call) and n.name in FUNCTIONS and n.args and \
                    isinstance(n.args[0], N.Var) and n.args[0].name in names:
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
        if fetch == "texCubemap":
            flags = getattr(runtime, "cudaArrayCubemap", 4)  # CUDA: 0x04; (6, w, w) faces
        arr = T.CUDAarray(ch, *(list(sizes) + [0] * (3 - len(sizes))), flags)
        arr.copy_from(a.reshape(a.shape[:-2] + (a.shape[-2] * lanes,)))
        res = T.ResourceDescriptor(runtime.cudaResourceTypeArray, cuArr=arr)
        keep.append(arr)
    desc = T.TextureDescriptor([_ADDRESS[tex.address]] * 3, _FILTER[tex.filter],
                               _READ[tex.read_mode], borderColors=(0, 0, 0, 0),
                               normalizedCoords=int(tex.normalized or fetch == "texCubemap"))
    obj = T.TextureObject(res, desc)
    keep += [res, desc, obj]
    return np.uint64(obj.ptr), keep


def make_surface(cp, pname: str, tex: Texture, dims: int):
    """(the ``cudaSurfaceObject_t`` as a NumPy uint64, objects to keep alive, a function
    returning the array's contents after the run): a CUDA array with
    cudaArraySurfaceLoadStore of the bound array's shape (``dims`` axes + channels)."""
    from cupy.cuda import runtime
    from cupy.cuda import texture as T

    a = np.ascontiguousarray(tex.array)
    v = a if a.ndim == dims + 1 else a[..., None]
    lanes = v.shape[-1]
    kind = {"f": runtime.cudaChannelFormatKindFloat, "i": runtime.cudaChannelFormatKindSigned,
            "u": runtime.cudaChannelFormatKindUnsigned}[a.dtype.kind]
    bits = a.dtype.itemsize * 8
    ch = T.ChannelFormatDescriptor(*[bits if c < lanes else 0 for c in range(4)], kind)
    sizes = v.shape[:-1][::-1]
    flags = getattr(runtime, "cudaArraySurfaceLoadStore", 2)  # CUDA: 0x02
    arr = T.CUDAarray(ch, *(list(sizes) + [0] * (3 - len(sizes))), flags)
    flat = v.reshape(v.shape[:-2] + (v.shape[-2] * lanes,))
    arr.copy_from(np.ascontiguousarray(flat))
    res = T.ResourceDescriptor(runtime.cudaResourceTypeArray, cuArr=arr)
    obj = T.SurfaceObject(res)

    def read_back():
        out = np.empty_like(flat)
        arr.copy_to(out)
        return out.reshape(a.shape)
    return np.uint64(obj.ptr), [ch, arr, res, obj], read_back


def surface_written(module, name: str) -> bool:
    """Whether a surface write stores through the handle of ``name`` (then the surface is
    an output of the run, as in the simulator)."""
    names = _aliases(module, name)
    return any(isinstance(n, N.Call) and n.name.startswith("surf") and
               n.name.endswith("write") and isinstance(n.args[1], N.Var) and
               n.args[1].name in names for fn in module.functions for n in walk(fn.body))


def surface_dims(module, name: str) -> int:
    """The dimensions of the surface calls on the variable ``name`` (1 or 2)."""
    from ..ir.texture import SURFACE_FUNCTIONS
    names = _aliases(module, name)
    dims = {SURFACE_FUNCTIONS[n.name][0] for fn in module.functions for n in walk(fn.body)
            if isinstance(n, N.Call) and n.name in SURFACE_FUNCTIONS and any(
                isinstance(a, N.Var) and a.name in names for a in n.args[:2])}
    if len(dims) != 1:
        raise LaunchError(f"surface '{name}': used by {sorted(dims) or 'no'} dimensions of "
                          "surface calls; the CUDA backend binds one")
    return dims.pop()


__all__ = ["make_texture", "make_surface", "surface_dims", "surface_written",
           "texture_uses"]
