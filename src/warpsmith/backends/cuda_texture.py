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
from ..ir.texture import (CUBEMAP_FETCHES, FUNCTIONS, SURFACE_FUNCTIONS, Texture, base_fetch,
                          fetch_axes)
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
    if len({base_fetch(u[0]) for u in uses}) != 1 or len({u[1] for u in uses}) != 1:
        raise LaunchError(f"{where}: read by {sorted(u[0] for u in uses) or 'no fetch'}; "
                          "the CUDA backend binds a texture read by exactly one kind of "
                          "fetch (a linear buffer for tex1Dfetch, a CUDA array otherwise; "
                          "a LOD or gradient fetch counts as its plain fetch)")
    fetch, rt = base_fetch(next(iter(uses))[0]), next(iter(uses))[1]
    _, _, dims, _, layered = FUNCTIONS[fetch]
    lanes = rt.lanes if isinstance(rt, VectorType) else 1
    a = np.ascontiguousarray(tex.array)
    grid = fetch_axes(fetch)
    if a.ndim == grid:
        a = a[..., None]
    if a.ndim != grid + 1 or a.shape[-1] != lanes:
        raise LaunchError(f"{where}: {fetch}<{rt}> needs {grid} axes"
                          f"{f' + {lanes} channels' if lanes > 1 else ''}, got {tex.array.shape}")
    ch = _channels(runtime, T, a, lanes)
    keep = [ch]
    if fetch == "tex1Dfetch":
        buf = cp.asarray(a.reshape(-1))
        res = T.ResourceDescriptor(runtime.cudaResourceTypeLinear, arr=buf, chDesc=ch,
                                   sizeInBytes=a.nbytes)
        keep.append(buf)
    else:
        flags = _LAYERED if layered else 0
        if fetch in CUBEMAP_FETCHES:
            flags |= _CUBEMAP  # (6 * layers, w, w) faces
        arr, _ = _cuda_array(runtime, T, ch, a, lanes, flags, layered and dims == 1)
        res = _resource(runtime, T, arr)
        keep.append(arr)
    desc = T.TextureDescriptor([_ADDRESS[tex.address]] * 3, _FILTER[tex.filter],
                               _READ[tex.read_mode], borderColors=(0, 0, 0, 0),
                               normalizedCoords=int(tex.normalized or fetch in CUBEMAP_FETCHES))
    obj = T.TextureObject(res, desc)
    keep += [res, desc, obj]
    return np.uint64(obj.ptr), keep


#: cudaArray flags (driver_types.h: cudaArrayLayered 0x01, cudaArraySurfaceLoadStore
#: 0x02, cudaArrayCubemap 0x04)
_LAYERED, _SURFACE, _CUBEMAP = 1, 2, 4


def _channels(runtime, T, a, lanes):
    kind = {"f": runtime.cudaChannelFormatKindFloat, "i": runtime.cudaChannelFormatKindSigned,
            "u": runtime.cudaChannelFormatKindUnsigned}[a.dtype.kind]
    bits = a.dtype.itemsize * 8
    return T.ChannelFormatDescriptor(*[bits if c < lanes else 0 for c in range(4)], kind)


def _cuda_array(runtime, T, ch, v, lanes, flags, layered_1d=False):
    """(a CUDA array of ``v`` ((layers/depth?, h?, w, channels)) with ``flags``, filled;
    the host array in the shape it is copied in). A 1D layered array (extent
    (w, 0, layers)) is made by cuda_layered1d.py: CuPy's CUDAarray refuses it."""
    sizes = list(v.shape[:-1][::-1])  # x, y, z (layered: x, [y,] layers)
    flat = np.ascontiguousarray(v.reshape(v.shape[:-2] + (v.shape[-2] * lanes,)))
    if layered_1d:
        from .cuda_layered1d import Layered1D
        return Layered1D(runtime, T, ch, flat, sizes[0], flags), flat
    arr = T.CUDAarray(ch, *(sizes + [0] * (3 - len(sizes))), flags)
    arr.copy_from(flat)
    return arr, flat


def _resource(runtime, T, arr):
    """The cudaResourceTypeArray descriptor of ``arr``."""
    if hasattr(arr, "resource"):  # a Layered1D
        return arr.resource(T)
    return T.ResourceDescriptor(runtime.cudaResourceTypeArray, cuArr=arr)


def make_surface(cp, pname: str, tex: Texture, kind: tuple):
    """(the ``cudaSurfaceObject_t`` as a NumPy uint64, objects to keep alive, a function
    returning the array's contents after the run): a CUDA array with
    cudaArraySurfaceLoadStore (and cudaArrayLayered / cudaArrayCubemap for the layered
    and cubemap calls) of the bound array's shape. ``kind``: (dimensions, layer argument)
    of the surface calls (:func:`surface_kind`)."""
    from cupy.cuda import runtime
    from cupy.cuda import texture as T

    dims, layer = kind
    axes = dims + (layer is not None)
    a = np.ascontiguousarray(tex.array)
    v = a if a.ndim == axes + 1 else a[..., None]
    lanes = v.shape[-1]
    ch = _channels(runtime, T, a, lanes)
    flags = _SURFACE | (_LAYERED if layer in ("layer", "layerface") else 0) | \
        (_CUBEMAP if layer in ("face", "layerface") else 0)
    arr, flat = _cuda_array(runtime, T, ch, v, lanes, flags, layer == "layer" and dims == 1)
    res = _resource(runtime, T, arr)
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


def surface_kind(module, kernel: str, name: str) -> tuple:
    """(dimensions, layer argument) of the surface calls on parameter ``name`` of
    ``kernel`` (ir/texture.py SURFACE_FUNCTIONS): one kind, or refused."""
    pairs = _aliases(module, kernel, name)
    kinds = set()
    for k in (0, 1):   # surfNDread(&v, surf, ..) / surfNDwrite(v, surf, ..) / surfNDread<T>(surf, ..)
        kinds |= {(SURFACE_FUNCTIONS[n.name][0], SURFACE_FUNCTIONS[n.name][2])
                  for n in _calls_on(module, pairs, lambda c, k=k: k if (
                      c.name in SURFACE_FUNCTIONS and
                      (k == 1) == (SURFACE_FUNCTIONS[c.name][1] == "write")) else None)}
    if len(kinds) != 1:
        raise LaunchError(f"surface '{name}': used by {sorted(kinds, key=str) or 'no'} kinds "
                          "of surface calls (dimensions, layer); the CUDA backend binds one")
    return kinds.pop()


def surface_dims(module, kernel: str, name: str) -> int:
    """The dimensions of the surface calls on parameter ``name`` of ``kernel``."""
    return surface_kind(module, kernel, name)[0]


__all__ = ["make_texture", "make_surface", "surface_dims", "surface_kind", "surface_written",
           "texture_uses"]
