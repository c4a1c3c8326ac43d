"""Run a kernel of a Module on an OpenCL device (PoCL in CI) through pyopencl.

The kernel (and the functions, structs and variables it uses) is printed as OpenCL C,
built, and launched with the same ``args`` dict the simulator takes: NumPy arrays for
buffer parameters (copied to the device and back; the caller's arrays are not modified),
NumPy or Python scalars for scalar parameters (converted to the parameter's type), and
``SharedSize(bytes)`` for ``__local`` pointer parameters. ``grid`` is the number of
work-groups and ``block`` the work-group size, so the global size is ``grid * block``;
a launch has as many dimensions as the geometry needs (the highest axis with more than one
work-group or work-item), which is what ``get_work_dim()`` returns, as in the simulator.
A CUDA kernel's ``extern __shared__`` array becomes a trailing ``__local`` parameter of
the printed kernel, which gets ``dynamic_shared`` bytes.

The device is pyopencl's default choice (``PYOPENCL_CTX`` selects one), or the
``WARPSMITH_OPENCL_DEVICE`` environment variable: a substring of the platform or device
name.
"""

from __future__ import annotations

import os
from functools import lru_cache

import numpy as np

from ..ir.errors import BackendUnavailable, LaunchError, WarpsmithError
from ..ir.lookup import find_kernel
from ..ir.nodes import Function, Module
from ..ir.texture import TextureType
from ..ir.types import AddressSpace, PointerType, ScalarType, StructType, VectorType
from .launch_struct import StructArg, pack, pointer_fields
from ..ir.launch import dim3
from .common import RunResult


def _cl():
    try:
        import pyopencl as cl  # noqa: PLC0415
    except ImportError:
        raise BackendUnavailable(
            "the OpenCL backend needs pyopencl (pip install 'warpsmith[opencl]')") from None
    return cl


@lru_cache(maxsize=1)
def _context():
    cl = _cl()
    try:
        platforms = cl.get_platforms()
    except Exception:  # pyopencl raises LogicError/RuntimeError without an ICD
        platforms = []
    devices = []
    for p in platforms:
        try:
            devices.extend(p.get_devices())
        except Exception:
            continue
    if not devices:
        raise BackendUnavailable(
            "no OpenCL platform with a device is installed (install PoCL: "
            "apt-get install pocl-opencl-icd ocl-icd-libopencl1)")
    want = os.environ.get("WARPSMITH_OPENCL_DEVICE")
    if want:
        chosen = [d for d in devices if want.lower() in (d.name + " " + d.platform.name).lower()]
        if not chosen:
            raise BackendUnavailable(f"no OpenCL device matches WARPSMITH_OPENCL_DEVICE={want!r}")
        dev = chosen[0]
    elif os.environ.get("PYOPENCL_CTX"):
        ctx = cl.create_some_context(interactive=False)
        return ctx, cl.CommandQueue(ctx)
    else:
        gpus = [d for d in devices if d.type & cl.device_type.GPU]
        dev = (gpus or devices)[0]
    ctx = cl.Context([dev])
    return ctx, cl.CommandQueue(ctx)


def available() -> bool:
    """Whether an OpenCL device can be used here."""
    try:
        _context()
        return True
    except BackendUnavailable:
        return False


def platforms() -> list[dict] | None:
    """The OpenCL platforms here, each ``{"platform", "version", "devices"}`` (device names
    with their type); None when pyopencl is not installed, [] when no ICD is."""
    try:
        cl = _cl()
    except BackendUnavailable:
        return None
    try:
        found = cl.get_platforms()
    except Exception:  # noqa: BLE001 - pyopencl raises LogicError/RuntimeError without an ICD
        return []
    out = []
    for p in found:
        try:
            devs = [f"{d.name} ({cl.device_type.to_string(d.type)})" for d in p.get_devices()]
        except Exception:  # noqa: BLE001 - a platform without devices
            devs = []
        out.append({"platform": p.name, "version": p.version, "devices": devs})
    return out


def device_name() -> str:
    ctx, _ = _context()
    d = ctx.devices[0]
    return f"{d.name} ({d.platform.name})"


def _cl_std(device) -> str:
    """The ``-cl-std`` option for OpenCL C 2.0 code on ``device``: 3.0 when its OpenCL C
    is 3.0 (PoCL 3 lists 1.x and 3.0 only), else 2.0."""
    return "-cl-std=CL3.0" if "OpenCL C 3." in (device.opencl_c_version or "") or \
        "OpenCL 3." in (device.version or "") else "-cl-std=CL2.0"


@lru_cache(maxsize=64)
def _build(source: str, options: tuple[str, ...]):
    cl = _cl()
    ctx, _ = _context()
    try:
        return cl.Program(ctx, source).build(options=list(options))
    except cl.RuntimeError as exc:  # build failure: the log is in the message
        raise WarpsmithError(f"OpenCL build failed:\n{exc}\n--- source ---\n{source}") from None


def opencl_source(module: Module, fn: Function) -> str:
    """The OpenCL C text run for kernel ``fn`` (the kernel and what it uses)."""
    from ..ir.printer import print_module

    return print_module(module, "opencl", kernels=[fn.name])


def _shared_bytes(value) -> int:
    if hasattr(value, "bytes"):
        return int(value.bytes)
    if isinstance(value, (int, np.integer)):
        return int(value)
    raise LaunchError(f"a __local pointer argument needs SharedSize(bytes), not {value!r}")


def run_opencl(module: Module, kernel, grid, block, args: dict, *, dynamic_shared: int = 0,
               build_options: tuple[str, ...] = (), contract: bool = False) -> RunResult:
    """Run ``kernel`` of ``module`` on the OpenCL device; see the module docstring.

    ``contract=False`` (the default) prepends ``#pragma OPENCL FP_CONTRACT OFF`` so that
    ``a * b + c`` rounds twice, as the simulator and C compute it; ``True`` lets the
    compiler fuse multiply-adds (OpenCL's default, and nvcc's)."""
    from ..ir.ocl2 import needs_opencl2
    from ..ir.printer import opencl_constant_params, opencl_dynamic_shared_params
    from ..ir.printer_names import printed_name

    cl = _cl()
    fn = find_kernel(module, kernel)
    if not fn.is_kernel:
        raise LaunchError(f"{fn.name} is not a kernel")
    g, b = dim3(grid), dim3(block)
    ctx, queue = _context()
    source = opencl_source(module, fn)
    if not contract:
        source = "#pragma OPENCL FP_CONTRACT OFF\n" + source
    options = tuple(build_options)
    if needs_opencl2(module) and not any(o.startswith("-cl-std") for o in options):
        options += (_cl_std(ctx.devices[0]),)  # C11 atomics, sub-groups (ir/ocl2.py)
    prog = _build(source, options)
    knl = cl.Kernel(prog, printed_name(module, fn.name, "opencl"))

    mf = cl.mem_flags
    buffers: dict[str, tuple[object, np.ndarray]] = {}
    images: dict = {}  # written images (opencl_image.py): read back after the run
    kargs = []
    for p in fn.params:
        if p.name not in args:
            raise LaunchError(f"kernel {fn.name}: no value for argument '{p.name}'")
        v = args[p.name]
        t = p.type
        if isinstance(t, PointerType) and t.space == AddressSpace.SHARED:
            kargs.append(cl.LocalMemory(max(1, _shared_bytes(v))))
        elif isinstance(t, PointerType):
            if not isinstance(v, np.ndarray):
                raise LaunchError(f"kernel {fn.name}: argument '{p.name}' is a pointer and "
                                  f"needs an array, not {type(v).__name__}")
            host = np.ascontiguousarray(v).copy()
            flags = mf.READ_ONLY if t.space == AddressSpace.CONSTANT else mf.READ_WRITE
            if host.nbytes:
                buf = cl.Buffer(ctx, flags | mf.COPY_HOST_PTR, hostbuf=host)
            else:
                buf = cl.Buffer(ctx, flags, size=1)
            buffers[p.name] = (buf, host)
            kargs.append(buf)
        elif isinstance(t, ScalarType):
            kargs.append(np.array(v).astype(t.numpy_dtype).reshape(()))
        elif isinstance(t, VectorType):
            arr = np.asarray(v, dtype=t.elem.numpy_dtype).reshape(-1)
            if arr.size != t.lanes:
                raise LaunchError(f"argument '{p.name}' needs {t.lanes} values")
            if t.lanes == 3:
                arr = np.concatenate([arr, np.zeros(1, arr.dtype)])
            kargs.append(arr)
        elif isinstance(t, StructType) and isinstance(v, StructArg):
            if pointer_fields(v):
                raise LaunchError(f"kernel {fn.name}: argument '{p.name}' ({t}) has pointer "
                                  f"fields ({', '.join(pointer_fields(v))}), which an OpenCL "
                                  "kernel argument cannot hold (OpenCL C 1.2, 6.9)")
            kargs.append(pack(v, None))
        elif isinstance(t, StructType):
            kargs.append(np.frombuffer(bytes(v), dtype=np.uint8) if not isinstance(
                v, np.ndarray) else v)
        elif isinstance(t, TextureType):
            from .opencl_image import image_argument
            arg, back = image_argument(cl, ctx, fn.name, p.name, t, v)
            kargs.append(arg)
            if back is not None:
                images[p.name] = back
        else:
            raise LaunchError(f"kernel {fn.name}: cannot pass argument '{p.name}' of type {t}")
    for name, _t in opencl_constant_params(fn, module):
        if name not in args:
            raise LaunchError(f"kernel {fn.name}: no value for __constant__ array '{name}'")
        host = np.ascontiguousarray(args[name])
        kargs.append(cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=host)
                     if host.nbytes else cl.Buffer(ctx, mf.READ_ONLY, size=1))
    for _ in opencl_dynamic_shared_params(fn, module):
        kargs.append(cl.LocalMemory(max(1, int(dynamic_shared))))

    dims = 3 if (g[2] > 1 or b[2] > 1) else (2 if (g[1] > 1 or b[1] > 1) else 1)
    gsize = tuple(gi * bi for gi, bi in zip(g, b))[:dims]
    try:
        knl(queue, gsize, b[:dims], *kargs)
        outputs = {}
        for name, (buf, host) in buffers.items():
            if host.nbytes:
                cl.enqueue_copy(queue, host, buf)
            outputs[name] = host
        if images:
            from .opencl_image import read_back
            outputs.update({n: read_back(cl, queue, img, h) for n, (img, h) in images.items()})
        queue.finish()
    except cl.Error as exc:
        raise WarpsmithError(f"OpenCL launch of {fn.name} failed: {exc}") from None
    return RunResult(outputs=outputs, trace=None, backend="opencl", device=device_name())


__all__ = ["run_opencl", "available", "device_name", "opencl_source",
           "BackendUnavailable"]
