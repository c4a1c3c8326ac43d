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


def _aliases(module, kernel: str, name: str) -> set:
    """The (function, variable) pairs the handle of parameter ``name`` of ``kernel`` flows
    to: locals initialized or assigned from it, and the parameters of the device functions
    it is passed to, followed from the kernel only (other kernels of the module may use the
    same names for other textures)."""
    funcs = {f.name: f for f in module.functions}
    seen: set = set()
    todo = [(kernel, name)]
    while todo:
        fname, var = todo.pop()
        fn = funcs.get(fname)
        if (fname, var) in seen or fn is None:
            continue
        seen.add((fname, var))
        for n in walk(fn.body):
            if isinstance(n, N.Decl) and isinstance(n.init, N.Var) and n.init.name == var:
                todo.append((fname, n.name))
            elif isinstance(n, N.Assign) and isinstance(n.value, N.Var) and \
                    n.value.name == var and isinstance(n.target, N.Var):
                todo.append((fname, n.target.name))
            elif isinstance(n, N.Call) and n.name in funcs:
                params = funcs[n.name].params
                todo += [(n.name, params[k].name) for k, a in enumerate(n.args)
                         if isinstance(a, N.Var) and a.name == var and k < len(params)]
    return seen


def _calls_on(module, pairs: set, pick):
    """The calls ``pick(call)`` accepts whose handle argument (``pick`` returns its index)
    is one of the (function, variable) ``pairs``."""
    funcs = {f.name: f for f in module.functions}
    for fname in {f for f, _ in pairs}:
        for n in walk(funcs[fname].body):
            if isinstance(n, N.Call):
                k = pick(n)
                if k is not None and k < len(n.args) and isinstance(n.args[k], N.Var) and \
                        (fname, n.args[k].name) in pairs:
                    yield n


def texture_uses(module, kernel: str, name: str) -> set:
    """{(fetch name, result type)} of the fetches that read the handle of parameter ``name``
    of ``kernel`` (directly, through copies, or through device-function parameters)."""
    pairs = _aliases(module, kernel, name)
    return {(n.name, n.type) for n in _calls_on(
        module, pairs, lambda c: 0 if c.name in FUNCTIONS else None)}


def make_texture(cp, module, kernel_name: str, pname: str, tex: Texture):
    """(the ``cudaTextureObject_t`` value as a NumPy uint64, objects to keep alive)."""
    from cupy.cuda import runtime
    from cupy.cuda import texture as T

    uses = texture_uses(module, kernel_name, pname)
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


def surface_written(module, kernel: str, name: str) -> bool:
    """Whether a surface write stores through the handle of parameter ``name`` of
    ``kernel`` (then the surface is an output of the run, as in the simulator)."""
    pairs = _aliases(module, kernel, name)
    return any(True for _ in _calls_on(module, pairs, lambda c: 1 if (
        c.name.startswith("surf") and c.name.endswith("write")) else None))


def surface_dims(module, kernel: str, name: str) -> int:
    """The dimensions of the surface calls on parameter ``name`` of ``kernel`` (1 or 2)."""
    from ..ir.texture import SURFACE_FUNCTIONS
    pairs = _aliases(module, kernel, name)
    dims = set()
    for k in (0, 1):   # surfNDread(&v, surf, ..) / surfNDwrite(v, surf, ..) / surfNDread<T>(surf, ..)
        dims |= {SURFACE_FUNCTIONS[n.name][0] for n in _calls_on(
            module, pairs, lambda c, k=k: k if c.name in SURFACE_FUNCTIONS else None)}
    if len(dims) != 1:
        raise LaunchError(f"surface '{name}': used by {sorted(dims) or 'no'} dimensions of "
                          "surface calls; the CUDA backend binds one")
    return dims.pop()


__all__ = ["make_texture", "make_surface", "surface_dims", "surface_written",
           "texture_uses"]
