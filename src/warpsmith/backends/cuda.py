"""The CUDA backend: print the IR as CUDA C, compile it with NVRTC for the device's own
architecture, and launch it through CuPy (timing: :mod:`warpsmith.tune.measure`).

* Compile: :func:`warpsmith.backends.cuda_compile.compile_cuda` (NVRTC through ctypes, nvcc as
  fallback) with ``-arch=sm_XX`` of the live device (``sm_90`` on the H100): a cubin, never
  PTX for the driver to JIT. The cubin is loaded with ``cuModuleLoadData`` (CuPy's
  ``cupy.cuda.function.Module.load``).
* Launch: same argument dict as the simulator. Buffers are copied to the device (the caller's
  arrays are never modified) and back; OpenCL ``__local`` pointer parameters become dynamic
  shared memory (the CUDA printing turns them into ``extern __shared__``); ``__constant__``
  variables of the file are filled from ``args[name]``.
* Checks before the launch, each naming the limit: threads per block (device and the kernel's
  ``__launch_bounds__``), grid dimensions, shared memory (static + dynamic against the 48 KiB
  default and the opt-in maximum; above 48 KiB the kernel's max dynamic shared size is raised),
  registers per block.
* ``poison``: names of buffers filled with 0xFF bytes (NaN for floats) instead of their given
  contents; use only for pure outputs (the GPU runner finds them with the simulator).
* ``time=``: a callable given the launch (a no-argument function) after the checked run,
  whose return value becomes the result's ``timing``; the timing loop itself lives above
  the backends, in :mod:`warpsmith.tune.measure` (``time=measure.timer(repetitions=30)``).
* Errors: no CuPy / driver / GPU -> :class:`BackendUnavailable` suggesting ``--backend cpu``;
  an illegal address (or any sticky launch failure) corrupts the CUDA context: it is reported
  as a :class:`LaunchError` naming the kernel, and every later call in the process raises
  ``BackendUnavailable`` (restart the process).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

from ..ir.errors import BackendUnavailable, LaunchError, WarpsmithError
from ..ir.lookup import find_kernel
from ..ir.nodes import Function, Module
from ..ir.printer_names import printed_name
from ..ir.types import AddressSpace, PointerType, ScalarType, StructType, VectorType
from ..ir.launch import dim3
from . import sim_lowp
from ..ir.texture import TextureType
from .common import RunResult, poisoned
from .launch_struct import StructArg, pack
from .cuda_compile import (CompileError, CompileReport, compile_cuda, compiler_available,  # noqa: F401
                           load_nvrtc)

HINT = "run it on the simulator instead: --backend cpu"
_BROKEN: str | None = None  # set after a sticky error: the context cannot be used again


@dataclass
class CudaRunResult(RunResult):
    timing: dict | None = None
    report: CompileReport | None = None
    grid: tuple = ()
    block: tuple = ()
    dynamic_shared: int = 0
    extra: dict = field(default_factory=dict)


def cupy():
    """The CuPy module, once it is known to reach a GPU; :class:`BackendUnavailable` (with
    the hint to use the simulator) without CuPy, a driver or a GPU, or after a sticky error."""
    return _cupy()


def _cupy():
    if _BROKEN:
        raise BackendUnavailable(f"the CUDA context is unusable after an earlier error "
                                 f"({_BROKEN}); restart the process", hint=HINT)
    try:
        import cupy  # noqa: PLC0415
    except Exception as exc:  # ImportError, or a CuPy that cannot load libcuda
        raise BackendUnavailable(f"the CUDA backend needs CuPy and an NVIDIA driver "
                                 f"(pip install 'warpsmith[cuda]'): {exc}", hint=HINT) from None
    try:
        n = cupy.cuda.runtime.getDeviceCount()
    except Exception as exc:
        raise BackendUnavailable(f"no usable NVIDIA GPU or driver: {exc}", hint=HINT) from None
    if n < 1:
        raise BackendUnavailable("no NVIDIA GPU found", hint=HINT)
    return cupy


def context_broken() -> bool:
    """Whether an earlier sticky launch failure left this process's CUDA context unusable."""
    return bool(_BROKEN)


def available() -> bool:
    try:
        _cupy()
        return True
    except BackendUnavailable:
        return False


@lru_cache(maxsize=1)
def device_info() -> dict:
    """Name, compute capability, arch, driver and runtime versions of device 0."""
    cp = _cupy()
    rt = cp.cuda.runtime
    props = rt.getDeviceProperties(0)
    name = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])
    major, minor = int(props["major"]), int(props["minor"])
    drv = rt.driverGetVersion()
    rtv = rt.runtimeGetVersion()
    nv = load_nvrtc()
    return {"name": name, "cc": f"{major}.{minor}", "arch": f"sm_{major}{minor}",
            "driver_api": f"{drv // 1000}.{drv % 1000 // 10}",
            "runtime": f"{rtv // 1000}.{rtv % 1000 // 10}",
            "nvrtc": f"{nv.version[0]}.{nv.version[1]}" if nv else None,
            "cupy": cp.__version__, "sm_count": int(props["multiProcessorCount"]),
            "l2_bytes": int(props["l2CacheSize"])}


def device_arch() -> str:
    return device_info()["arch"]


_PRINTED: dict = {}  # (id(module), kernel name) -> (module, text): the last few printed


def cuda_source(module: Module, fn: Function) -> str:
    """The CUDA C of kernel ``fn`` of ``module`` with ``#line`` directives, as it is
    compiled. Remembered for the last few modules (by identity: IR nodes are immutable),
    since one prediction compiles the same kernel several times (resources, the if-conversion
    map, the code shape) and printing costs as much as a small compile."""
    from ..ir.printer import print_module

    key = (id(module), fn.name)
    got = _PRINTED.get(key)
    if got is not None and got[0] is module:
        return got[1]
    # #line directives: NVRTC's messages then name the user's file and line
    text = print_module(module, "cuda", kernels=[fn.name], line_directives=True)
    if len(_PRINTED) >= 8:
        _PRINTED.pop(next(iter(_PRINTED)))
    _PRINTED[key] = (module, text)
    return text


@lru_cache(maxsize=128)
def load_source(source: str, name: str, arch: str, options: tuple = ()):
    """(CompileReport, cupy Module, cupy Function) of kernel ``name`` of CUDA ``source``
    compiled for ``arch`` with compiler ``options`` (``-maxrregcount=N`` ...) and loaded
    (cached per source, name, arch and options: the same text under another register
    bound is another kernel)."""
    cp = _cupy()
    report = compile_cuda(source, name, arch, tuple(options), filename=f"{name}.cu")
    mod = cp.cuda.function.Module()
    mod.load(report.cubin)
    func = mod.get_function(report.lowered_name)
    return report, mod, func


def load_kernel(module: Module, kernel, arch: str | None = None, source: str | None = None,
                options: tuple = ()):
    """(CompileReport, cupy Module, cupy Function) of a kernel of ``module`` for the device.
    ``source``: the module already printed by :func:`cuda_source` (a tuner's compile step
    printed it; printing again costs more than the launch of a small kernel); ``options``:
    the compiler options (:func:`load_source`)."""
    fn = find_kernel(module, kernel)
    text = source if source is not None else cuda_source(module, fn)
    # the printer renames what CUDA reserves or cannot spell (non-ASCII): look that name up
    return load_source(text, printed_name(module, fn.name, "cuda"), arch or device_arch(),
                       tuple(options))


def sticky(exc: Exception) -> bool:
    """Whether a launch failure corrupted the CUDA context (illegal address and kin)."""
    s = str(exc)
    return any(k in s for k in ("ILLEGAL_ADDRESS", "illegal memory access", "LAUNCH_FAILED",
                                "MISALIGNED", "ILLEGAL_INSTRUCTION", "HARDWARE_STACK_ERROR",
                                "unspecified launch failure", "LAUNCH_TIMEOUT", "ASSERT"))


def _raise_launch(fn_name: str, exc: Exception):
    global _BROKEN
    if sticky(exc):
        _BROKEN = f"{fn_name}: {exc}"
        what = "an illegal memory address" if "ILLEGAL_ADDRESS" in str(exc) or \
            "illegal memory" in str(exc) else str(exc)
        raise LaunchError(f"kernel {fn_name} failed on the GPU: {what}. The CUDA context is "
                          f"now unusable; run the kernel on the simulator (--backend cpu) to "
                          f"find the access") from None
    raise LaunchError(f"kernel {fn_name}: CUDA launch failed: {exc}") from None


def check_launch(report: CompileReport, fn_name: str, grid, block, dynamic_shared: int,
                 limits: dict) -> None:
    """Refuse a launch the GPU would refuse, naming the limit."""
    threads = block[0] * block[1] * block[2]
    if threads > limits["max_threads_per_block"]:
        raise LaunchError(f"kernel {fn_name}: {threads} threads per block exceed the device "
                          f"limit of {limits['max_threads_per_block']}")
    if threads > report.max_threads_per_block:
        raise LaunchError(f"kernel {fn_name}: {threads} threads per block exceed its "
                          f"__launch_bounds__ of {report.max_threads_per_block}")
    for i, (b, m) in enumerate(zip(block, limits["max_block_dim"])):
        if b > m:
            raise LaunchError(f"kernel {fn_name}: block dimension {'xyz'[i]} = {b} exceeds {m}")
    for i, (g, m) in enumerate(zip(grid, limits["max_grid_dim"])):
        if g > m:
            raise LaunchError(f"kernel {fn_name}: grid dimension {'xyz'[i]} = {g} exceeds {m}")
    total = report.shared_static_bytes + dynamic_shared
    if total > limits["shared_per_block_optin"]:
        raise LaunchError(f"kernel {fn_name}: {total} bytes of shared memory per block "
                          f"({report.shared_static_bytes} static + {dynamic_shared} dynamic) "
                          f"exceed the device's maximum of {limits['shared_per_block_optin']}")
    warps = -(-threads // 32)
    regs = -(-report.registers * 32 // 256) * 256 * warps
    if regs > limits["registers_per_block"]:
        raise LaunchError(f"kernel {fn_name}: {threads} threads x {report.registers} registers "
                          f"need {regs} registers per block, more than the "
                          f"{limits['registers_per_block']} available")


@lru_cache(maxsize=1)
def limits() -> dict:
    """The device's launch limits (threads, block and grid dimensions, shared memory with
    and without the opt-in, registers per block), as check_launch takes them."""
    cp = _cupy()
    rt = cp.cuda.runtime
    a = lambda n: int(rt.deviceGetAttribute(n, 0))
    return {"max_threads_per_block": a(1), "max_block_dim": (a(2), a(3), a(4)),
            "max_grid_dim": (a(5), a(6), a(7)), "shared_per_block": a(8),
            "shared_per_block_optin": a(97), "registers_per_block": a(12)}


def scalar_argument(value, t):
    """A scalar, vector or struct kernel argument as the bytes CuPy passes for type ``t``."""
    if isinstance(t, ScalarType) and t.is_lowp:
        # half/bfloat16/fp8 by their bytes (CuPy knows no ml_dtypes scalar)
        arr = sim_lowp.convert_to(np.array([value]), t.fmt or "f16")
        return np.frombuffer(arr.tobytes(), dtype=np.dtype((np.void, arr.nbytes)))[0]
    if isinstance(t, ScalarType):
        return np.array(value).astype(t.numpy_dtype).reshape(())[()]
    if isinstance(t, VectorType):
        arr = np.asarray(value, dtype=t.elem.numpy_dtype).reshape(-1)
        lanes = 4 if t.lanes == 3 else t.lanes
        if arr.size == 3 and lanes == 4:
            arr = np.concatenate([arr, np.zeros(1, arr.dtype)])
        return np.frombuffer(arr.tobytes(), dtype=np.dtype((np.void, arr.nbytes)))[0]
    if isinstance(t, StructType):
        raw = bytes(value) if not isinstance(value, np.ndarray) else value.tobytes()
        return np.frombuffer(raw, dtype=np.dtype((np.void, len(raw))))[0]
    raise LaunchError(f"cannot pass a value of type {t} to a CUDA kernel")


def _uploader(cp, device_bufs: dict):
    """``address_of(path, array)`` for :func:`launch_struct.pack`: uploads a struct
    argument's pointer-field buffer, which is copied back as output ``path``."""
    def address_of(path: str, arr) -> int:
        if not isinstance(arr, np.ndarray):
            raise LaunchError(f"struct field '{path}' is a pointer: give an array")
        host = np.ascontiguousarray(arr)
        dev = cp.asarray(host.reshape(-1).view(np.uint8)) if host.nbytes else \
            cp.zeros(1, np.uint8)
        device_bufs[path] = (dev, host)
        return int(dev.data.ptr)
    return address_of


def run_cuda(module: Module, kernel, grid, block, args: dict, *, dynamic_shared: int = 0,
             time=None, poison=(), arch: str | None = None,
             source: str | None = None, inspect=None, options: tuple = ()) -> CudaRunResult:
    """Run ``kernel`` of ``module`` on GPU 0; see the module docstring. ``time``: None, or a
    callable timing the launch (``warpsmith.tune.measure.timer(...)``) after the checked run;
    ``source``: the module's CUDA text when already printed (:func:`cuda_source`). A
    pointer argument may be a device array (CuPy's, anything with
    ``__cuda_array_interface__``): it is passed as it is and is its own output (no upload,
    no poison, no copy back). ``inspect(outputs)``: called after the checked run and
    before the timing launches, which overwrite device outputs (a check on the device).
    ``options``: compiler options the kernel is built with (``-maxrregcount=N``)."""
    from ..ir.printer import cuda_dynamic_shared_params

    if time is not None and time is not False and not callable(time):
        raise TypeError("time= takes a timer such as warpsmith.tune.measure.timer(), "
                        f"not {type(time).__name__}")
    cp = _cupy()
    fn = find_kernel(module, kernel)
    if not fn.is_kernel:
        raise LaunchError(f"{fn.name} is not a kernel")
    g, b = dim3(grid), dim3(block)
    report, mod, func = load_kernel(module, fn, arch, source, options)
    dyn_params = set(cuda_dynamic_shared_params(fn))
    dyn = int(dynamic_shared)
    for name in dyn_params:
        v = args.get(name)
        dyn = max(dyn, int(getattr(v, "bytes", v or 0)))
    check_launch(report, fn.name, g, b, dyn, limits())
    poison = set(poison)
    try:
        if report.shared_static_bytes + dyn > limits()["shared_per_block"]:
            func.max_dynamic_shared_size_bytes = dyn
        # __constant__ variables filled by the host
        for gv in module.globals:
            if gv.space == AddressSpace.CONSTANT and gv.init is None and gv.name in args:
                host = np.ascontiguousarray(args[gv.name])
                ptr = mod.get_global_var(printed_name(module, gv.name, "cuda"))  # an address (int) or a MemoryPointer
                addr = ptr if isinstance(ptr, int) else ptr.ptr
                cp.cuda.runtime.memcpy(addr, host.ctypes.data, host.nbytes,
                                       cp.cuda.runtime.memcpyHostToDevice)
        for gv in module.globals:
            if isinstance(gv.type, TextureType):
                raise LaunchError(f"kernel {fn.name}: texture reference '{gv.name}' "
                                  f"({gv.type}): texture references were removed in CUDA "
                                  "12; run it on the simulator (--backend cpu) or read the "
                                  "texture through a cudaTextureObject_t parameter")
        device_bufs: dict[str, tuple[object, np.ndarray]] = {}
        resident: dict = {}  # device arrays given: the outputs are those arrays
        textures: list = []  # texture objects and their arrays, alive until the run ends
        surfaces: dict = {}  # surface name -> its contents after the run
        kargs = []
        for p in fn.params:
            if p.name in dyn_params:
                continue
            if p.name not in args:
                raise LaunchError(f"kernel {fn.name}: no value for argument '{p.name}'")
            v, t = args[p.name], p.type
            if isinstance(t, PointerType) and hasattr(v, "__cuda_array_interface__"):
                # already on the device (a tuner's resident buffer): passed and returned
                # as it is, neither uploaded, poisoned nor copied back
                resident[p.name] = v
                kargs.append(v)
            elif isinstance(t, PointerType):
                if not isinstance(v, np.ndarray):
                    raise LaunchError(f"kernel {fn.name}: argument '{p.name}' is a pointer and "
                                      f"needs an array, not {type(v).__name__}")
                host = np.ascontiguousarray(v)
                src = poisoned(host) if p.name in poison else host
                dev = cp.asarray(src.reshape(-1).view(np.uint8)) if src.nbytes else \
                    cp.zeros(1, np.uint8)
                device_bufs[p.name] = (dev, host)
                kargs.append(dev)
            elif isinstance(t, TextureType) and t.kind == "surface":
                from .cuda_texture import make_surface, surface_kind, surface_written
                handle, keep, back = make_surface(cp, p.name, v,
                                                  surface_kind(module, fn.name, p.name))
                textures.append(keep)
                if surface_written(module, fn.name, p.name):
                    surfaces[p.name] = back
                kargs.append(handle)
            elif isinstance(t, TextureType):
                from .cuda_texture import make_texture
                handle, keep = make_texture(cp, module, fn.name, p.name, v)
                textures.append(keep)
                kargs.append(handle)
            elif isinstance(v, StructArg):
                kargs.append(scalar_argument(pack(v, _uploader(cp, device_bufs)), t))
            else:
                kargs.append(scalar_argument(v, t))
        launch = lambda: func(g, b, tuple(kargs), shared_mem=dyn)
        launch()
        cp.cuda.runtime.deviceSynchronize()
        outputs = {}
        for name, (dev, host) in device_bufs.items():
            out = np.empty_like(host)
            if host.nbytes:
                out.reshape(-1).view(np.uint8)[...] = cp.asnumpy(dev)
            outputs[name] = out
        outputs.update(resident)
        outputs.update({name: back() for name, back in surfaces.items()})
        if inspect is not None:
            inspect(outputs)
        timing = time(launch) if time else None
    except WarpsmithError:
        raise
    except Exception as exc:
        _raise_launch(fn.name, exc)
    return CudaRunResult(outputs=outputs, backend="cuda", device=device_info()["name"],
                         timing=timing, report=report, grid=g, block=b, dynamic_shared=dyn)


def occupancy_cuda(module: Module, kernel, block_size: int, dynamic_shared: int = 0) -> int:
    """``cuOccupancyMaxActiveBlocksPerMultiprocessor`` for the loaded kernel."""
    _cupy()  # BackendUnavailable, with its hint, when there is no GPU
    _report, _mod, func = load_kernel(module, kernel)
    return driver_occupancy(func, block_size, dynamic_shared)


def driver_occupancy(func, block_size: int, dynamic_shared: int = 0) -> int:
    cp = _cupy()
    try:
        return int(cp.cuda.driver.occupancyMaxActiveBlocksPerMultiprocessor(
            func.ptr, block_size, dynamic_shared))
    except AttributeError:
        from cuda.bindings import driver  # type: ignore

        err, n = driver.cuOccupancyMaxActiveBlocksPerMultiprocessor(
            driver.CUfunction(func.ptr), block_size, dynamic_shared)
        if int(err) != 0:
            raise RuntimeError(f"cuOccupancyMaxActiveBlocksPerMultiprocessor: {err}")
        return int(n)


__all__ = ["run_cuda", "compile_cuda", "CompileReport", "CompileError", "CudaRunResult",
           "available", "context_broken", "cupy", "device_info", "load_source", "limits", "sticky",
           "scalar_argument", "device_arch", "load_kernel",
           "occupancy_cuda", "driver_occupancy", "check_launch", "compiler_available"]


def compile_module(module: Module, kernel, arch: str = "sm_90") -> CompileReport:
    """Compile ``kernel`` of ``module`` (printed from the IR as CUDA C) for ``arch`` and
    report its resources as the compiler states them. Needs NVRTC or nvcc, not a GPU."""
    fn = find_kernel(module, kernel)
    return compile_cuda(cuda_source(module, fn), printed_name(module, fn.name, "cuda"), arch,
                        filename=f"{Path(module.file).stem or fn.name}.cu")
