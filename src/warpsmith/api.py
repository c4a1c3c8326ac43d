"""warpsmith's Python API: read a kernel, run it, explain it, rewrite it, predict it.

::

    import warpsmith as ws

    prog = ws.read("matrix_add.cu")                  # or the source text itself
    k = prog.kernel("mat_add_coalesced_int")
    launch = ws.Launch(grid=(4, 4), block=(32, 8), params={"rows": 128, "cols": 128})
    r = ws.run(k, launch, {"A": "int32[16384]:random", "B": a_numpy_array,
                           "C": "int32[16384]", "rows": 128, "cols": 128}, trace=True)
    print(r)                                         # what `warpsmith run` prints

Every operation returns one result type (:mod:`warpsmith.api_results`) whose ``str()`` is
the text the ``warpsmith`` command prints and whose ``as_json()`` is the object its
``--json`` prints; the command line is a thin layer over these functions. Errors a user
can cause are :class:`~warpsmith.ir.errors.WarpsmithError` values, located in the source.

Each operation calls the library's internals through one small function below (named
after what it calls), so that a change of an internal signature is adapted in one place.
"""

from __future__ import annotations

import dataclasses
import os

from .api_results import (AccessAnalysis, CoarsenResult, CompileResult, DeviceList,
                          DivergenceAnalysis, KernelList, OptimizeResult, PredictResult,
                          RunResult, Translation, TuneReport)
from .ir.errors import LaunchError, SimulationError, WarpsmithError
from .ir.launch import AXES, Launch
from .ir.texture import Texture  # noqa: F401 - ws.Texture: a texture parameter's value

BACKENDS = ("cpu", "opencl", "cuda")



def _read_text(path) -> str:
    """A source file's text (undecodable bytes replaced; pathlib is not imported for this:
    start-up)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()

def json_default(o):
    """``json.dumps`` default for results: NumPy scalars and arrays as JSON numbers and
    lists (the CLI prints JSON with it); NumPy is imported only when a value needs it, so
    that commands that print no array start fast."""
    from .tune.results import json_default as default

    return default(o)


DEFAULT_TIMEOUT = 300.0  # seconds a simulation may run (ws.run, warpsmith run)
DIALECTS = ("cuda", "opencl")
#: whether ``ws.tune``'s model-ranked strategy ranks by the learned correction of the model
#: (``tune.transfer``) by default: chosen by leaving each tuning set out of the fit
#: (docs/tuning-benchmark.md)
MODEL_CORRECTION = True


# ----------------------------------------------------------------------------- programs


class Program:
    """The device code of one file (or text): ``module`` (the IR), ``path`` (the file, or
    ``"<string>"``), ``dialect`` and its ``kernels``; :meth:`kernel` picks one."""

    def __init__(self, module, path: str, text: str | None = None, options: dict | None = None):
        self.module = module
        self.path = path
        self._text = text
        self._options = options  # how it was read: defines, include_dirs, kernel

    @property
    def dialect(self) -> str:
        """``"cuda"`` or ``"opencl"``."""
        return self.module.dialect

    @property
    def kernels(self) -> list["Kernel"]:
        """Every kernel read (template kernels as their instances)."""
        return [Kernel(self, f) for f in self.module.kernels]

    def kernel(self, name: str | None = None) -> "Kernel":
        """The kernel called ``name`` (``k<32>`` for a template instance), or the only
        kernel when ``name`` is None. A located :class:`LaunchError` otherwise."""
        if name:
            return Kernel(self, _find_kernel(self.module, name))
        kernels = self.kernels
        if len(kernels) == 1:
            return kernels[0]
        names = ", ".join(k.name for k in kernels) or "none"
        raise LaunchError(f"{self.path}: {len(kernels)} kernels ({names}); "
                          "choose one with .kernel(NAME)")

    @property
    def text(self) -> str:
        """The source text read (the file's text for a file; '' if it is gone)."""
        if self._text is None:
            try:
                self._text = _read_text(self.path)
            except OSError:
                self._text = ""
        return self._text

    def __repr__(self) -> str:
        return f"<Program {self.path}: {', '.join(k.name for k in self.kernels) or 'no kernels'}>"


class Kernel:
    """One kernel of a :class:`Program`: ``name``, ``function`` (its IR) and ``params``
    (``(type, name)`` text pairs); what :func:`run`, :func:`analyze` and the others take."""

    def __init__(self, program: Program, function):
        self.program = program
        self.function = function

    @property
    def name(self) -> str:
        """The kernel's (unique) name."""
        return self.function.name

    @property
    def module(self):
        """The IR module holding the kernel."""
        return self.program.module

    @property
    def params(self) -> list[tuple[str, str]]:
        """``(type, name)`` of every parameter, in order."""
        return [(str(p.type), p.name) for p in self.function.params]

    def __repr__(self) -> str:
        params = ", ".join(f"{t} {n}" for t, n in self.params)
        return f"<Kernel {self.name}({params}) in {self.program.path}>"


def read(source, *, defines: dict | None = None, includes=(), templates: dict | None = None,
         dialect: str | None = None, kernel: str | None = None) -> Program:
    """Read the device code of a CUDA C or OpenCL C file, or of source text, into a
    :class:`Program` (like pycparser's ``parse_file``).

    ``source``: a path (``str`` or ``Path``), or the text itself (any string holding a
    newline or a brace). ``defines``: macros (``{"N": 64}``); ``includes``: include
    directories; ``templates``: template parameter bindings (``{"BLOCK_SIZE": 32}``);
    ``dialect``: ``"cuda"`` or ``"opencl"`` (default: from the file name, or for text
    OpenCL when it says ``__kernel``); ``kernel``: read (and instantiate) only this kernel,
    e.g. ``"reduce<256>"``."""
    if dialect is not None and dialect not in DIALECTS:
        raise LaunchError(f"dialect {dialect!r}: choose cuda or opencl")
    text = None
    if isinstance(source, str) and ("\n" in source or "{" in source):
        text, path = source, "<string>"
        if dialect is None:
            dialect = "opencl" if "__kernel" in text else "cuda"
    else:
        path = os.fspath(source)
        if not os.path.isfile(path):
            raise WarpsmithError(f"{path}: no such file")
    defines, includes = _text_map(defines), _dirs(includes)
    module = _read_module(path, text, dialect, defines, includes, _text_map(templates), kernel)
    _check_templates(module, _text_map(templates))
    return Program(module, path, text,
                   {"defines": defines, "include_dirs": includes, "only": kernel})


def _check_templates(module, templates: dict) -> None:
    """Refuse a ``--template NAME=VALUE`` binding that no instance read uses (the file's
    explicit instantiation, a launch site or the kernel's name chose another value) or
    that the parameter's type would change (``N=2.5`` for an ``int N``): silently running
    another instance than the one asked for would be a wrong answer."""
    instances: dict = {}
    for fn in module.kernels:
        for pname, value in fn.template_args:
            instances.setdefault(pname, []).append((fn, value))
    for pname, text in templates.items():
        given = _number(text)
        if given is None or pname not in instances:
            continue
        found = instances[pname]
        if any(_number(str(int(v) if isinstance(v, bool) else v)) == given for _, v in found):
            continue
        fn, value = found[0]
        name = fn.source_name or fn.name
        if isinstance(value, int) and given != int(given):
            raise LaunchError(f"--template {pname}={text}: template parameter {pname} of "
                              f"'{name}' is an integer", fn.loc, hint=f"give an integer, "
                              f"e.g. --template {pname}={int(given)}")
        used = ", ".join(f"{f.source_name or f.name}<{v}>" for f, v in found)
        raise LaunchError(f"--template {pname}={text} is not used: the file instantiates "
                          f"{used} explicitly (or from a launch site)", fn.loc,
                          hint=f"name the instance you want: --kernel '{name}<{text}>' "
                               "(for a kernel with one template parameter)")


def _number(text):
    """``text`` as an int or float, or None when it is not a number."""
    try:
        return int(str(text), 0)
    except ValueError:
        pass
    try:
        return float(str(text).rstrip("fF"))
    except ValueError:
        return None


def list_kernels(path, *, defines: dict | None = None, includes=(),
                 fast: bool = False) -> KernelList:
    """The kernels of the file ``path`` with their parameters and template parameters, and
    its launch sites (``warpsmith kernels``). Every kernel body is read and printed back:
    each kernel has ``read`` (True/False) and, when it fails, the located ``error``, and
    ``result.read`` says whether all did (a template kernel the file never instantiates is
    read with guessed arguments, named in ``instance``). ``fast``: only the signature scan
    (no ``read``), as a quick listing of a file that may not be device code."""
    path = os.fspath(path)
    if not os.path.isfile(path):
        raise WarpsmithError(f"{path}: no such file")
    data = _check_program(path, _text_map(defines), _dirs(includes), fast)
    return KernelList(data, path)


def _text_map(values) -> dict:
    if values is not None and not hasattr(values, "items"):
        raise LaunchError(f"expected a mapping NAME -> VALUE, got {type(values).__name__}")
    return {str(k): str(v) for k, v in (values or {}).items()}


def _dirs(includes) -> tuple:
    if isinstance(includes, (str, os.PathLike)):
        includes = (includes,)
    return tuple(os.fspath(d) for d in includes or ())


def _as_kernel(kernel) -> Kernel:
    if isinstance(kernel, Kernel):
        return kernel
    if isinstance(kernel, Program):
        return kernel.kernel()
    raise LaunchError(f"expected a kernel (ws.read(...).kernel(NAME)), got "
                      f"{type(kernel).__name__}")


def _as_launch(launch) -> Launch:
    if isinstance(launch, Launch):
        return launch
    raise LaunchError(f"expected a launch (ws.Launch(grid, block)), got {type(launch).__name__}")


# ----------------------------------------------------------------------------- parameters


def integer_params(kernel, items) -> dict:
    """``NAME=VALUE`` texts (``warpsmith analyze|optimize|coarsen --arg``) as the values of
    integer scalar parameters of ``kernel``; other parameters are skipped (buffers and
    floats do not change addresses), unknown names and non-integers refused."""
    fn = _as_kernel(kernel).function
    params = {p.name: p for p in fn.params}
    out = {}
    for item in items or []:
        name, eq, value = item.partition("=")
        name = name.strip()
        if not eq:
            raise LaunchError(f"--arg {item!r}: expected NAME=VALUE")
        p = params.get(name)
        if p is None:
            raise LaunchError(f"--arg {name}: kernel {fn.name} has no parameter {name} "
                              f"(parameters: {', '.join(params) or 'none'})")
        if not _is_integer_scalar(p.type):
            continue
        try:
            out[name] = int(value.strip(), 0)
        except ValueError:
            raise LaunchError(f"--arg {name}={value}: {name} is an integer parameter; "
                              "give an integer") from None
    return out


def scalar_params(kernel, items) -> dict:
    """``NAME=VALUE`` texts (``warpsmith predict --param``): NAME must be a scalar
    parameter of ``kernel``; the integer ones are returned (float values do not change
    trip counts or conditions)."""
    fn = _as_kernel(kernel).function
    params = {p.name: p for p in fn.params}
    out = {}
    for item in items or []:
        name, eq, value = item.partition("=")
        name = name.strip()
        if not eq or not name:
            raise LaunchError(f"--param {item!r}: expected NAME=VALUE")
        p = params.get(name)
        if p is None:
            raise LaunchError(f"--param {name}: kernel {fn.name} has no parameter {name} "
                              f"(parameters: {', '.join(params) or 'none'})", fn.loc)
        if not _is_scalar(p.type):
            raise LaunchError(f"--param {name}: {name} is a {p.type} parameter; only scalar "
                              "parameters take a value", fn.loc)
        if not _is_integer_scalar(p.type):
            continue
        try:
            out[name] = int(value.strip(), 0)
        except ValueError:
            raise LaunchError(f"--param {name}={value}: {name} is an integer parameter; "
                              "give an integer", fn.loc) from None
    return out


def buffer_names(kernel) -> set:
    """The names of ``kernel``'s parameters that are not scalars (buffers, images, local
    pointers): what ``warpsmith predict --arg`` reads as data rather than a value."""
    fn = _as_kernel(kernel).function
    return {p.name for p in fn.params if not _is_scalar(p.type)}


def _is_scalar(t) -> bool:
    from .ir.types import ScalarType

    return isinstance(t, ScalarType)


def _is_integer_scalar(t) -> bool:
    return _is_scalar(t) and t.is_integer


# ----------------------------------------------------------------------------- run


def run(kernel, launch: Launch, args: dict, backend: str = "cpu", *, trace: bool = False,
        time: bool = False, seed: int = 0, repetitions: int = 30, flush_l2: bool = False,
        base_dir=None, device="h100", cast: bool = False, max_steps: int | None = None,
        timeout: float | None = DEFAULT_TIMEOUT) -> RunResult:
    """Run ``kernel`` once under ``launch`` (like Kernel Tuner's ``run_kernel``).

    ``args`` maps every parameter name to a NumPy array (a buffer; it is not modified), a
    number, or the command line's text (``"float32[1024]:random"``, ``"int[64]:range"``,
    ``"@file.npy"``, ``"shared:BYTES"`` for an OpenCL ``__local`` pointer, ``"512"``).
    ``backend``: ``"cpu"`` (the exact simulator), ``"opencl"`` (pyopencl) or ``"cuda"``
    (NVRTC + CuPy). ``trace``: the simulator's counts (for a GPU backend, of a simulation
    of the same launch); ``time`` (CUDA): time ``repetitions`` runs (``flush_l2``: cold
    L2), check the outputs against the simulator and count the bytes moved. ``seed``:
    for ``:random`` texts (a non-negative integer); ``base_dir``: where relative
    ``@file.npy`` paths are. ``device``: the description whose limits the launch is checked
    against (:func:`check_launch`). ``cast``: convert buffers whose element type differs
    from the parameter's (otherwise an error naming both types).
    ``max_steps`` (default: in proportion to the data and threads) and ``timeout``
    (seconds, default :data:`DEFAULT_TIMEOUT`; None: none) bound a simulation, so a
    kernel that loops forever stops with its loop's line. ``printf`` output of the
    simulator is ``result.printf``."""
    k, launch = _as_kernel(kernel), _as_launch(launch)
    if backend not in BACKENDS:
        raise LaunchError(f"backend {backend!r}: choose one of {', '.join(BACKENDS)}")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 63:
        raise LaunchError(f"--seed {seed}: the seed must be an integer in [0, 2**63)")
    if isinstance(repetitions, bool) or not isinstance(repetitions, int) or repetitions < 1:
        raise LaunchError(f"--repetitions {repetitions}: give a positive number of runs")
    specs = dict(args or {})
    base = os.getcwd() if base_dir is None else base_dir

    def arguments():
        return _make_arguments(k, specs, seed, base, cast)

    check_launch(k, launch, device, need_dynamic_shared=True)
    first = arguments()
    if _local_bytes(first):
        check_launch(k, launch, device, local_shared=_local_bytes(first))
    limits = {"max_steps": max_steps, "timeout": timeout}
    if backend == "cpu":
        result = _simulate(k, launch, first, trace, warp_size=_warp_size(device), **limits)
    elif backend == "opencl":
        result = _run_opencl(k, launch, first)
    else:
        result = _run_cuda(k, launch, first, time, repetitions, flush_l2)
    timing = getattr(result, "timing", None) if backend == "cuda" else None
    tr = getattr(result, "trace", None)
    if trace and tr is None:
        tr = _simulate(k, launch, arguments(), True, **limits).trace
    report = {"kernel": k.name, "backend": backend, "grid": list(launch.grid),
              "block": list(launch.block), "outputs": _outputs_json(k, result.outputs)}
    if k.function.template_args:
        report["template_args"] = {n: str(v) for n, v in k.function.template_args}
    if getattr(result, "printf", ""):
        report["printf"] = result.printf
    if getattr(result, "warnings", None):
        report["warnings"] = result.warnings
    if tr is not None and trace:
        report["trace"] = tr.as_dict()
    if timing is not None:
        timing = dict(timing, **_gpu_traffic(k, launch, arguments, result))
        report["timing"] = timing
    return RunResult(report, result.outputs, tr if trace else None, timing)


def _make_arguments(k: Kernel, specs: dict, seed: int, base_dir, cast: bool = False) -> dict:
    from .backends.launch import make_arguments

    return make_arguments(k.function, specs, seed=seed, module=k.module, base_dir=base_dir,
                          cast=cast)


def _local_bytes(args: dict) -> int:
    """Bytes of the OpenCL ``__local`` pointer arguments (``shared:BYTES``)."""
    from .backends.launch import SharedSize

    return sum(v.bytes for v in args.values() if isinstance(v, SharedSize))


def check_launch(kernel, launch: Launch, device="h100", *, local_shared: int = 0,
                 need_dynamic_shared: bool = False) -> None:
    """Refuse a launch ``device`` could not run (threads per block, each block and grid
    dimension, static + dynamic shared memory per block), naming the limit; every API
    function that takes a launch calls it first, so every command has the same limits."""
    from .hw.limits import check_launch as check, kernel_shared

    k, launch = _as_kernel(kernel), _as_launch(launch)
    static, externs = kernel_shared(k.module, k.function)
    check(launch, device, kernel=k.name, static_shared=static, extern_shared=externs,
          local_shared=local_shared, need_dynamic_shared=need_dynamic_shared)


def _outputs_json(k: Kernel, outputs: dict) -> dict:
    from .backends.launch import outputs_json

    return outputs_json(k.function, outputs)


def _simulate(k: Kernel, launch: Launch, args: dict, trace: bool, max_steps=None,
              timeout=None, warp_size: int = 32):
    from .backends.simulator import simulate

    return simulate(k.module, k.function, launch.grid, launch.block, args,
                    dynamic_shared=launch.shared, trace=trace, max_steps=max_steps,
                    timeout=timeout, warp_size=warp_size)


def _warp_size(device) -> int:
    """The warp size of ``device`` (a name or a ``hw`` Device): an OpenCL sub-group."""
    from .hw.limits import as_device

    return as_device(device).warp_size


def _run_opencl(k: Kernel, launch: Launch, args: dict):
    from .backends.opencl import run_opencl

    _check_barriers(k, launch, args)
    return run_opencl(k.module, k.function, launch.grid, launch.block, args,
                      dynamic_shared=launch.shared)


def _check_barriers(k: Kernel, launch: Launch, args: dict) -> None:
    """Before a device runs the kernel: a barrier under thread-dependent control (static
    divergence analysis) that part of a block misses on these arguments (the simulator,
    exact) is reported with its line; an OpenCL implementation may crash on it (PoCL
    segfaults) and a GPU may hang."""
    from .analysis.divergence import analyze_divergence

    div = analyze_divergence(k.function, k.module)
    if not any(ctx for _, ctx in div.barriers):
        return
    try:
        _simulate(k, launch, args, False)
    except SimulationError as err:
        if "barrier reached by only part of block" in err.message:
            err.message = f"not run on the device: {err.message}"
            err.args = (err.message,)
            raise
    except WarpsmithError:  # another fault: the device run reports its own
        pass


def _run_cuda(k: Kernel, launch: Launch, args: dict, time: bool, repetitions: int,
              flush_l2: bool):
    from .backends.cuda import run_cuda
    from .tune.measure import timer

    _check_barriers(k, launch, args)

    return run_cuda(k.module, k.function, launch.grid, launch.block, args,
                    dynamic_shared=launch.shared,
                    time=timer(repetitions=repetitions, flush_l2=flush_l2) if time else None)


def _gpu_traffic(k: Kernel, launch: Launch, arguments, result) -> dict:
    """The GPU's outputs checked against the simulator on the same inputs; the bytes the
    timed kernel moved, from the simulator's trace of the same launch (sectors x 32) and at
    least (each input read once, each output written once); the fraction of the copy
    ceiling measured now on the same GPU."""
    import numpy as np

    from .backends.launch import minimal_bytes
    from .backends.simulator import pure_outputs
    from .tune.measure import copy_ceiling, mismatched

    before = arguments()
    sim = _simulate(k, launch, before, True)
    changed = [name for name, out in sim.outputs.items()
               if isinstance(before.get(name), np.ndarray) and before[name].tobytes() != out.tobytes()]
    pure = pure_outputs(k.module, k.function, launch.grid, launch.block, before, sim, changed,
                        dynamic_shared=launch.shared)
    wrong = mismatched(result.outputs, sim.outputs, rtol=1e-5, atol=1e-6)
    tr = sim.trace.as_dict()
    sectors = 32 * (tr["global_load_sectors"] + tr["global_store_sectors"])
    least = minimal_bytes(k.function, before, sim.outputs, pure)
    ceiling = copy_ceiling()
    seconds = result.timing["median_ms"] * 1e-3
    return {"verified_against_simulator": not wrong, "mismatched_outputs": wrong,
            "bytes_sectors": sectors, "bytes_min": least, "copy_ceiling_bytes_per_s": ceiling,
            "fraction_of_copy_ceiling": (least / seconds) / ceiling if seconds else None}


# ----------------------------------------------------------------------------- analyses


def analyze(kernel, launch: Launch, *, device="h100") -> AccessAnalysis:
    """Every global and shared memory access of ``kernel`` under ``launch``, explained
    before running: affine index, strides, sectors per request, bank conflicts, verdict
    (``warpsmith analyze``). Integer ``launch.params`` bind sizes; others stay symbolic.
    The launch is checked against ``device``'s limits first (:func:`check_launch`)."""
    k, launch = _as_kernel(kernel), _as_launch(launch)
    check_launch(k, launch, device)
    return AccessAnalysis(_analyze_accesses(k, launch))


def divergence(kernel) -> DivergenceAnalysis:
    """Per source line, the values and branches that differ between the threads of a
    block, and along which dimensions (``warpsmith analyze --divergence``, paper 002)."""
    k = _as_kernel(kernel)
    raw, dims_text = _analyze_divergence(k)
    return DivergenceAnalysis(k.name, raw, k.program.text.splitlines(), dims_text)


def _analyze_accesses(k: Kernel, launch: Launch):
    from .analysis import analyze_accesses

    return analyze_accesses(k.module, k.function, launch.grid, launch.block, launch.params)


def _analyze_divergence(k: Kernel):
    from .analysis.divergence import analyze_divergence, dims_text

    return analyze_divergence(k.function, k.module), dims_text


# ----------------------------------------------------------------------------- transformations


def optimize(kernel, launch: Launch, *, steps=None, name: str | None = None,
             device="h100", reassociate: bool = False) -> OptimizeResult:
    """Optimize ``kernel``'s memory accesses for ``launch`` (paper 003; ``warpsmith
    optimize``): the variant, guarded by run-time assumptions, and the steps applied and
    refused. ``steps``: the steps to try (default all; :func:`optimize_steps`); ``name``:
    the new kernel's name (default KERNEL_opt); ``reassociate``: floating-point sums may be
    added in another order (the warp-per-thread reduction step; rounding then differs, as
    under -ffast-math). ``result.kernel`` and ``result.launch`` are
    what to run (the original's when nothing paid). The launch is checked against
    ``device``'s limits first (:func:`check_launch`)."""
    k, launch = _as_kernel(kernel), _as_launch(launch)
    check_launch(k, launch, device)
    if steps is not None:
        steps = tuple(steps)
        known = optimize_steps()
        bad = [s for s in steps if s not in known]
        if bad:
            raise LaunchError(f"--steps: unknown step {bad[0]!r}; known: {', '.join(known)}")
    raw = _optimize(k, launch, steps, name, reassociate)
    return OptimizeResult(raw, k, launch, **_variant_parts(k, launch, raw.variant, "optimize"))


def coarsen(kernel, launch: Launch, factor: int | None = None, dim: int | str | None = None,
            stride: int = 1, *, name: str | None = None, device="h100",
            check: bool = True) -> CoarsenResult:
    """Coarsen ``kernel`` (paper 002; ``warpsmith coarsen``): merge ``factor`` threads
    along ``dim`` (0, 1, 2 or "x", "y", "z"; default 0) with ``stride``. Without
    ``factor``, the advisor chooses factor, dimension and stride from static features
    (``--auto``; ``result.auto``), and the analytical model checks its choice on
    ``device``: a variant the model predicts slower than the original at this launch is
    not returned, the original (factor 1) is, and ``result.auto.veto`` says why
    (``check=False`` skips the check). ``result.refused`` says why when the transformation
    cannot be proven legal. The launch is checked against ``device``'s limits first
    (:func:`check_launch`)."""
    k, launch = _as_kernel(kernel), _as_launch(launch)
    check_launch(k, launch, device)
    if factor is not None and (isinstance(factor, bool) or not isinstance(factor, int)
                               or factor < 1):
        raise LaunchError(f"--factor {factor}: give a positive integer")
    auto = None
    if factor is None:
        barrier = _divergent_barrier(k)
        if barrier is not None:
            return CoarsenResult(barrier, k, launch, factor=None)
        auto = _advise(k, launch)
        factor, dim, stride = auto.factor, auto.dim, auto.stride
    dim = dimension(0 if dim is None else dim)
    grid, block = launch.grid, launch.block
    if dim > 0 and max(grid[dim], block[dim]) == 1 and factor > 1:
        raise LaunchError(f"--dim {dim}: the launch has one thread along "
                          f"{AXES[dim]} (grid {list(grid)}, block {list(block)})")
    raw = _idle_factor(factor, dim, grid, block) or _coarsen(k, launch, factor, dim, stride,
                                                             name)
    if _refused(raw):
        return CoarsenResult(raw, k, launch, auto=auto, factor=factor)
    parts = _variant_parts(k, launch, raw, "coarsen")
    veto = _model_veto(k, launch, parts, device) if auto and check and factor > 1 else None
    if veto:
        auto = dataclasses.replace(auto, factor=1, dim=0, stride=1, veto=veto)
        factor, raw = 1, _coarsen(k, launch, 1, 0, 1, name)
        parts = _variant_parts(k, launch, raw, "coarsen")
    step, report = _coarsening(raw)
    return CoarsenResult(raw, k, launch, auto=auto, factor=factor, step=step, report=report,
                         **parts)


def _model_veto(k: Kernel, launch: Launch, parts: dict, device) -> str | None:
    """Why the analytical model turns down the advisor's variant (``parts`` of
    :func:`_variant_parts`): it predicts it slower than the original at this launch on
    ``device``; None when it predicts it faster or cannot predict either (a kernel the
    model refuses keeps the advisor's choice)."""
    try:
        base = _predict(k, launch, device, "auto", None)
        var = _predict(parts["variant_kernel"], parts["variant_launch"], device, "auto", None)
    except WarpsmithError:
        return None
    if not (base.predicted_ms > 0 and var.predicted_ms > base.predicted_ms):
        return None
    return (f"the analytical model predicts the advisor's choice {var.predicted_ms:.4g} ms "
            f"against the original's {base.predicted_ms:.4g} ms on {device} "
            f"({var.predicted_ms / base.predicted_ms:.2f}x slower): the original is kept")


def dimension(dim) -> int:
    """A dimension as 0, 1 or 2, from 0, 1, 2, "0", "1", "2", "x", "y" or "z"."""
    if isinstance(dim, str) and dim in ("x", "y", "z"):
        return AXES.index(dim)
    if dim in (0, 1, 2, "0", "1", "2"):
        return int(dim)
    raise LaunchError(f"dimension must be 0, 1, 2 (or x, y, z), not {dim!r}")


def _variant_parts(k: Kernel, launch: Launch, variant, command: str) -> dict:
    """The kernel, launch, guard and file text of a transformation's variant."""
    if variant is None:
        return {}
    program = Program(variant.module, k.program.path, k.program._text)
    return {"variant": variant, "variant_kernel": Kernel(program, variant.function()),
            "variant_launch": launch.with_geometry(variant.grid, variant.block),
            "assumptions": [str(a) for a in _all_assumptions(variant)],
            "source": _variant_source(variant, k.program.path, k.program.dialect, command)}


def optimize_steps() -> tuple:
    """The step names :func:`optimize` takes as ``steps``."""
    from .transform.pipeline import STEPS

    return tuple(STEPS)


def _optimize(k: Kernel, launch: Launch, steps, name, reassociate: bool = False):
    from .backends.cuda_compile import local_compiler
    from .transform.memopt import optimize as memopt

    return memopt(k.module, k.name, launch, steps=steps, name=name,
                  compiler=local_compiler(), reassociate=reassociate)


def _advise(k: Kernel, launch: Launch):
    from .tune.coarsen_advisor import advise

    return advise(k.module, k.name, launch.grid, launch.block, launch.params)


def _coarsen(k: Kernel, launch: Launch, factor, dim, stride, name):
    from .transform.coarsen import coarsen as coarsen_kernel
    from .transform.variant import Variant

    return coarsen_kernel(Variant.of(k.module, k.name, launch), factor=factor, dim=dim,
                          stride=stride, name=name)


def _idle_factor(factor, dim, grid, block):
    from .transform.coarsen import idle_factor

    return idle_factor(factor, dim, grid, block)


def _divergent_barrier(k: Kernel):
    from .transform.coarsen import divergent_barrier

    return divergent_barrier(k.module, k.name)


def _refused(outcome) -> bool:
    from .transform.variant import Refusal

    return isinstance(outcome, Refusal)


def _coarsening(variant):
    """The variant's coarsening step and its report maker (``file -> dict``)."""
    from .transform.coarsen import coarsen_report, coarsening

    return coarsening(variant), lambda file: coarsen_report(variant, file)


def _all_assumptions(variant) -> list:
    from .transform.dispatch import all_assumptions

    return all_assumptions(variant)


def _variant_source(variant, label: str, dialect: str, command: str) -> str:
    from .transform.dispatch import variant_source

    return variant_source(variant, label, dialect, command=command)


# ----------------------------------------------------------------------------- model


def predict(kernel, launch: Launch, device="h100", *, mode: str = "auto",
            registers: int | None = None, args: dict | None = None,
            seed: int = 0) -> PredictResult:
    """Predict the time of ``kernel`` under ``launch`` on ``device`` with the analytical
    model (paper 000; ``warpsmith predict``): string model, per-warp latency, bottleneck.
    Integer ``launch.params`` give trip counts and conditions; ``launch.shared`` is the
    dynamic shared memory. ``mode``: thread-dependent conditions (auto, symbolic, replay,
    bounds); ``registers``: override the compiler's count. ``args``: the kernel's arguments
    by name (NumPy arrays and numbers, or the texts ``warpsmith run --arg`` takes, made with
    ``seed``), every parameter given: the model's one-block replay then runs on copies of
    them, so a trip count or an address read from memory (a CSR row's extent, ``x[idx[i]]``)
    is priced from the data rather than from buffers of ones (docs/model.md, rules 17 and
    21). The launch is checked against ``device``'s limits first (:func:`check_launch`)."""
    k, launch = _as_kernel(kernel), _as_launch(launch)
    check_launch(k, launch, device)
    if registers is not None and not 1 <= registers <= 255:
        raise LaunchError(f"--registers {registers}: give a count from 1 to 255")
    _refuse_endless(k)
    values = _predict_arguments(k, args, seed) if args is not None else None
    return PredictResult(_predict(k, launch, device, mode, registers, values), launch)


def _predict_arguments(k: Kernel, args: dict, seed: int) -> dict:
    """The model's replay arguments from ``args`` (arrays, numbers or texts), every
    parameter of the kernel given (a located error names the one missing)."""
    from .backends.launch import make_arguments

    return make_arguments(k.function, dict(args), seed=seed, module=k.module)


def _refuse_endless(k: Kernel) -> None:
    """A kernel with a loop that never ends has no time to predict: say where."""
    from .analysis.termination import endless_loop
    from .ir.errors import Unsupported

    loop = endless_loop(k.function)
    if loop is not None:
        raise Unsupported(f"kernel {k.name}: the loop at line {loop.loc.line} never ends (its "
                          "condition is always true and nothing in it breaks or returns): "
                          "the model cannot give the kernel a time", loop.loc,
                          hint="warpsmith run stops it at the simulator's step limit")


def predict_modes() -> tuple:
    """The ``mode`` values :func:`predict` takes."""
    from .model.modes import MODES

    return tuple(MODES)


def _predict(k: Kernel, launch: Launch, device, mode, registers, args=None):
    from .pipeline_predict import predict_kernel

    return predict_kernel(k.module, k.name, launch.grid, launch.block, params=launch.params,
                          device=device, mode=mode, registers=registers,
                          dynamic_shared=launch.shared, args=args)


# ----------------------------------------------------------------------------- the rest


def tune(source, kernel: str, *, problem_size, tune_params: dict, arguments=None,
         restrictions=None, grid_div=(None, None, None), answer=None, atol: float = 1e-6,
         defines: dict | None = None, block_size_names=None, backend: str = "cpu",
         strategy: str = "random", budget: int | None = None, seconds: float | None = None,
         seed: int = 0, store=None, replay=None, objective="time",
         higher_is_better: bool = False, device: str = "h100", ranker=None,
         model_correction: bool = MODEL_CORRECTION, on_result=None,
         prune_compile: bool = False, **options) -> TuneReport:
    """Auto-tune ``kernel`` of ``source`` (a path or the text) over ``tune_params`` (Kernel
    Tuner's dict: ``-D`` macros, block sizes, warpsmith's transformation tunables
    ``ws_coarsen_factor``/``ws_coarsen_dim``/``ws_coarsen_stride``/``ws_memopt``/
    ``ws_maxrreg``) under ``restrictions`` (expressions or callables), the grid being
    ``problem_size`` divided per Kernel Tuner's ``grid_div``.

    ``arguments``: a list in parameter order or a dict by name (NumPy arrays, numbers, or
    the command line's texts such as ``"float32[1024]:random"``); ``answer``: expected
    outputs (a list aligned with the arguments, None where unchecked, or a dict).
    ``backend``: ``"cpu"`` (the simulator; the objective is a deterministic cost, not a
    time), ``"cuda"`` (NVRTC + CuPy, measured in a worker process). ``replay``: a store or
    Kernel Tuner cache of an exhaustive space to search instead of measuring.
    ``strategy``: exhaustive, random, annealing, genetic, ils, model_ranked, learned,
    bayes (or Kernel Tuner's names); ``budget``: unique evaluations; ``seconds``: recorded
    compile + run time; ``store``: the SQLite store (resumed when it has results).
    ``objective``: time, energy, gflops or a callable of a result; ``ranker``: the
    ranking ``model_ranked``/``learned`` use (default the analytical model on ``device``);
    ``model_correction``: rank by the model's prediction corrected by what gradient-boosted
    trees learned of its errors on the measured tuning spaces of other kernels
    (``tune.transfer.shipped_correction``, docs/tuning.md), not by the prediction alone.
    ``prune_compile``: compile every legal configuration with NVRTC first and prune those
    the device cannot run (registers x threads, static shared memory), with the reason.
    Why: the model prunes the search (paper 000), the store makes runs resumable."""
    from .tune import tuner as T
    from .tune.evaluator import Budget

    problem = T.Problem(kernel, os.fspath(source) if not isinstance(source, str) else source,
                        problem_size, arguments if arguments is not None else {},
                        dict(tune_params), tuple(grid_div) + (None,) * (3 - len(grid_div)),
                        restrictions, answer, atol, dict(defines or {}),
                        tuple(block_size_names or ("block_size_x", "block_size_y",
                                                   "block_size_z")),
                        objective if isinstance(objective, str) else "time", higher_is_better)
    if strategy == "model_ranked" and ranker is None:
        from .tune.rank import model_ranker

        ranker = model_ranker(problem, device, correction=_correction(model_correction))
    if ranker is not None:
        options["rank"] = ranker
    if replay is not None:
        return TuneReport(_tune_replay(replay, strategy, budget, seconds, seed,
                                       higher_is_better, on_result, options))
    if problem.arguments and isinstance(problem.arguments, dict) and any(
            isinstance(v, str) for v in problem.arguments.values()):
        problem.arguments = _tune_arguments(problem, seed)
    measurer = _tune_measurer(backend, energy=objective == "energy")
    try:
        return TuneReport(T.tune(problem, measurer=measurer, strategy=strategy,
                                 budget=Budget(budget, seconds), seed=seed, store=store,
                                 device=device, on_result=on_result, objective=objective,
                                 prune_compile=prune_compile, **options))
    finally:
        if hasattr(measurer, "close"):
            measurer.close()


#: why ``ws.tune`` ranks by the model alone where scikit-learn is missing
NO_CORRECTION = ("the learned correction of the model's ranking needs scikit-learn (pip "
                 "install 'warpsmith[tune]'); model_ranked ranks by the model alone")


def model_correction_available() -> bool:
    """Whether the learned correction of the model's ranking can be fitted here (it needs
    scikit-learn, the ``tune`` extra)."""
    import importlib.util

    return importlib.util.find_spec("sklearn") is not None


def _correction(on: bool):
    """The shipped correction of the model's ranking, or None when it is off. Without
    scikit-learn (the ``tune`` extra) the model ranks alone, and a warning says so."""
    if not on:
        return None
    if not model_correction_available():
        import warnings

        warnings.warn(NO_CORRECTION, stacklevel=3)
        return None
    from .tune.transfer import shipped_correction

    return shipped_correction()


def _tune_measurer(backend: str, energy: bool = False):
    from .tune.tuner import SimulatorMeasurer

    if backend == "cpu":
        return SimulatorMeasurer()
    if backend == "cuda":
        from .tune.gpu import CudaMeasurer

        return CudaMeasurer(energy=energy)
    raise LaunchError(f"tune backend {backend!r}: choose cpu (the simulator) or cuda")


def _tune_replay(path, strategy, budget, seconds, seed, higher, on_result, options):
    from .tune.replay import load, replay as run_replay
    from .tune.tuner import TuneResult

    if not os.path.isfile(os.fspath(path)):
        raise WarpsmithError(f"{path}: no such file")
    rec = load(path)
    ev = run_replay(rec, strategy, fevals=budget, seconds=seconds, seed=seed,
                    higher_is_better=higher, **options)
    if on_result is not None:
        for i in ev.order:
            on_result(ev.results[i], False, ev)
    return TuneResult(None, rec.space, ev, strategy, "ms (replayed)", rec.device, str(path))


def _tune_arguments(problem, seed: int) -> dict:
    """Text argument specs made into arrays once, with the kernel read at the first
    configuration (sizes do not depend on the tunables)."""
    from .backends.launch import make_arguments
    from .ir import find_kernel
    from .tune.tuner import build

    first = {k: v[0] for k, v in problem.tune_params.items()}
    built = build(problem, first)
    if built.failure:
        raise LaunchError(f"kernel {problem.kernel_name} at {first}: {built.failure}")
    fn = find_kernel(built.module, built.kernel)
    return make_arguments(fn, problem.arguments, seed=seed, module=built.module)


def tune_kernel(kernel_name, kernel_source, problem_size, arguments, tune_params, **kw):
    """Kernel Tuner's ``tune_kernel``, unchanged (``warpsmith.tune.kt``): returns
    ``(results, env)`` in its shape; ``backend="simulator"`` (default) or ``"cuda"``, and
    ``simulation_mode=True`` with ``cache=`` to replay a Kernel Tuner cache. Why: existing
    Kernel Tuner scripts run on warpsmith by changing the import."""
    from .tune.kt import tune_kernel as kt_tune

    return kt_tune(kernel_name, kernel_source, problem_size, arguments, tune_params, **kw)


def tune_strategies() -> tuple:
    """The strategy names :func:`tune` takes."""
    from .tune.strategies import NAMES

    return NAMES


def translate(kernel_or_program, to: str) -> Translation:
    """Print a kernel (with the functions and variables it uses) or a whole program in
    ``to`` = ``"cuda"`` or ``"opencl"`` (``warpsmith translate``)."""
    if to not in DIALECTS:
        raise LaunchError(f"translate to {to!r}: choose cuda or opencl")
    if isinstance(kernel_or_program, Program):
        _explain_templates(kernel_or_program.module)
        _check_complete(kernel_or_program)
        return Translation(_print_module(kernel_or_program.module, to), to)
    k = _as_kernel(kernel_or_program)
    return Translation(_print_module(_only_kernel(k), to), to, k.name)


def _check_complete(program: Program) -> None:
    """A located error when the program's file lists a kernel its module left out (a
    template kernel with no instance, a kernel that did not read): a translation must not
    drop a kernel silently."""
    if program._options is None:
        return
    from .frontend.check import missing_kernels
    from .ir.errors import Unsupported

    missing = missing_kernels(program.module, program.path, text=program._text,
                              defines=program._options["defines"],
                              include_dirs=program._options["include_dirs"],
                              only=program._options["only"])
    if missing:
        name, loc = missing[0]
        info = getattr(program.module, "frontend_info", None)
        if info is not None:
            info.explain_missing(program.module, name)
        raise Unsupported(f"kernel '{name}' was not read; the translation would leave it out",
                          loc, hint=f"translate the others one by one with --kernel NAME")


def _explain_templates(module) -> None:
    """A program whose kernels are all uninstantiated templates prints nothing: raise the
    error that names the first template and how to instantiate it."""
    info = module.frontend_info
    pending = getattr(info, "pending_templates", None)
    if not module.kernels and pending:
        info.explain_missing(module, next(iter(pending)))


def _only_kernel(k: Kernel):
    from .ir.select import only_kernel

    return only_kernel(k.module, k.function)


def _print_module(module, dialect: str) -> str:
    from .ir.printer import print_module

    return print_module(module, dialect)


def compile(kernel, arch: str = "sm_90") -> CompileResult:  # noqa: A001 - the API's name
    """Compile ``kernel`` with NVRTC (else nvcc) for ``arch`` and report the compiler used,
    registers, shared and local bytes and the most threads per block (``warpsmith
    compile``; needs NVRTC or nvcc, no GPU). An architecture NVRTC does not take is an
    error listing the valid ones."""
    k = _as_kernel(kernel)
    _check_arch(arch)
    try:
        report = _compile_module(k, arch)
    except WarpsmithError as e:
        e.hint = e.hint or _shared_hint(k, arch)
        raise
    data = {"kernel": k.name, "arch": arch, "compiler": report.compiler,
            "registers": report.registers,
            "shared_static_bytes": report.shared_static_bytes,
            "local_bytes": report.local_bytes,
            "max_threads_per_block": report.max_threads_per_block}
    return CompileResult(data, report)


def _shared_hint(k: Kernel, arch: str) -> str | None:
    """Why a compile may have failed: the kernel's static shared memory over the limit of
    the descriptions of ``arch`` (None when within it, or no description has that arch)."""
    from .hw.descriptions import all_devices
    from .hw.limits import kernel_shared

    static, _ = kernel_shared(k.module, k.function)
    for dev in all_devices():
        if dev.arch == arch and static > dev.shared_per_block:
            return (f"the kernel declares {static} bytes of static shared memory; the limit for "
                    f"{arch} ({dev.key}, shared_per_block) is {dev.shared_per_block} bytes")
    return None


def _check_arch(arch: str) -> None:
    """Refuse an architecture the compiler here does not take, listing the valid ones."""
    import re

    from .backends.cuda_compile import supported_archs

    valid = supported_archs()
    if not re.fullmatch(r"sm_\d+[a-z]?", str(arch)):
        raise LaunchError(f"--arch {arch!r}: give a real architecture such as sm_90",
                          hint=f"valid here: {', '.join(valid)}" if valid else None)
    if valid and arch.rstrip("abf") not in valid:
        raise LaunchError(f"--arch {arch}: this NVRTC does not compile for {arch}",
                          hint=f"valid architectures: {', '.join(valid)}")


def _compile_module(k: Kernel, arch: str):
    from .backends.cuda import compile_module

    return compile_module(k.module, k.function, arch=arch)


def devices(live: bool = True) -> DeviceList:
    """The hardware descriptions, and with ``live`` the GPU here when there is one
    (``warpsmith devices``); the keys are what :func:`predict` takes as ``device``. Also
    the OpenCL platforms pyopencl sees (None without pyopencl)."""
    return DeviceList(_devices_table(live), _opencl_platforms())


def _opencl_platforms():
    from .backends.opencl import platforms

    return platforms()


def _devices_table(live: bool) -> list:
    from .hw.descriptions import devices_table

    return devices_table(live=live)


def fuse(description, device: str = "h100", *, top: int = 10, check: bool = True,
         analytical: bool = False, memopt: str = "best"):
    """Compile a mapped function (a ``.fn`` path, description text or ``ws.fusion.Graph``)
    with the fusion compiler (paper 001) and report its ``top`` implementations: predicted,
    checked on the simulator, timed where a GPU is present, with ``analytical`` also
    predicted by paper 000's model, and paper 003's memory optimizer's verdict on the
    kernels of the best (``memopt="best"``), every (``"all"``) or no (``"none"``)
    implementation (``warpsmith fuse``). For the callable on GPU
    arrays see ``ws.fusion.compile``."""
    from .fusion.report import fuse as _fuse

    return _fuse(description, device, top=top, check=check, analytical=analytical,
                 memopt=memopt)


def __getattr__(name: str):
    """``ws.fusion``: the fusion package (loaded on first use)."""
    if name == "fusion":
        import importlib

        return importlib.import_module(".fusion", __package__)
    raise AttributeError(f"module 'warpsmith.api' has no attribute {name!r}")


def _check_program(path: str, defines: dict, includes: tuple, fast: bool) -> dict:
    from .frontend.check import check_program

    return check_program(path, defines=defines, include_dirs=includes, fast=fast)


def _read_module(path, text, dialect, defines, includes, templates, kernel):
    from .frontend import read_module

    return read_module(path, text=text, dialect=dialect, defines=defines,
                       include_dirs=includes, templates=templates, kernel=kernel)


def _find_kernel(module, name: str):
    from .ir.lookup import find_kernel

    return find_kernel(module, name)


__all__ = ["Program", "Kernel", "Launch", "read", "list_kernels", "run", "analyze",
           "divergence", "optimize", "coarsen", "predict", "translate", "compile", "devices",
           "integer_params", "scalar_params", "predict_modes", "optimize_steps", "dimension",
           "json_default", "BACKENDS", "check_launch", "stream_run", "fuse"]


# ----------------------------------------------------------------------------- streams


def stream_run(source, backend: str = "c", *, inputs=None, iterations: int | None = None,
               device: str = "h100", chooser: str = "occupancy"):
    """Compile a StreamIt program (a ``.str`` path or its text) and run it on ``backend``
    (``c``: sequential C, ``cpu``: the simulator, ``cuda``: paper 004's GPU mapping); the
    result holds the flattened graph, the schedules, the layout, the mapping, the output
    stream and timings (what ``warpsmith stream`` prints). ``ws.stream`` is the compiler
    itself (``ws.stream.compile``, ``Filter``, ``Pipeline``, ``SplitJoin``). ``chooser``
    picks the GPU mapping's W/S/F: ``paper`` (Section VI's heuristic as published),
    ``occupancy`` (its adaptation to SMs that hold several blocks) or ``tuned`` (a short
    tuning run of the configurations ``stream.heuristics.candidates`` proposes, the naive
    mapping timed too); a refused paper mapping runs as the naive one (``mapping.refusal``)."""
    from . import stream  # the stream compiler (docs/stream.md), loaded when used

    return stream.run(source, backend, inputs=inputs, iterations=iterations, device=device,
                      chooser=chooser)
