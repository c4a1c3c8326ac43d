"""The callable a compiled mapped function becomes (``ws.fusion.compile``).

On GPU arrays (CuPy arrays, PyTorch CUDA tensors: anything with ``__dlpack__``; taken
without copies) it launches the generated kernels; the first call for a range of n (powers
of two) times the ``top`` implementations in predicted order and keeps the fastest (the
thesis's empirical evaluation), later calls in that range reuse it. On NumPy arrays it runs
the best-predicted implementation on warpsmith's simulator (meant for small n: tests).
"""

from __future__ import annotations

import numpy as np

from ..ir.errors import LaunchError
from .codegen import buffer_names
from .compiler import Compilation, Implementation, compile_graph
from .graph import Graph

SIMULATOR_MAX_N = 4096


_CACHE: dict = {}


def _compiled(graph: Graph, device: str, top: int) -> Compilation:
    key = (graph.key(), device, top)
    if key not in _CACHE:
        _CACHE[key] = compile_graph(graph, device, top=top)
    return _CACHE[key]


class FusedFunction:
    """A mapped function compiled for a device; call it with one array per input (in the
    order of ``input``, or by name), each of shape ``(n, rows, cols)`` / ``(n, rows)`` /
    ``(n,)``; returns the output (a tuple for several)."""

    def __init__(self, graph: Graph, device: str = "h100", top: int = 10):
        self.graph = graph
        self.device = device
        self.top = top
        self._chosen: dict = {}
        self._bound_cache: dict = {}  # id(implementation) -> its Bound

    @property
    def compilation(self) -> Compilation:
        """The compiler's result (cached per description, device and ``top``)."""
        return _compiled(self.graph, self.device, self.top)

    def _arrays(self, args, kwargs) -> dict:
        names = [v.name for v in self.graph.inputs]
        if len(args) > len(names):
            raise LaunchError(f"{len(args)} arrays for {len(names)} inputs ({', '.join(names)})")
        arrays = dict(zip(names, args), **kwargs)
        missing = [n for n in names if n not in arrays]
        if missing:
            raise LaunchError(f"missing input(s): {', '.join(missing)}")
        n = None
        for v in self.graph.inputs:
            shape = tuple(arrays[v.name].shape)
            if n is None:
                n = shape[0] if shape else 0
            if shape != (n, *v.type.shape):
                raise LaunchError(f"input '{v.name}': shape {shape}, expected "
                                  f"{(n, *v.type.shape)} ({v.type})")
        return arrays

    def __call__(self, *args, **kwargs):
        arrays = self._arrays(args, kwargs)
        first = arrays[self.graph.inputs[0].name]
        if isinstance(first, np.ndarray):
            n = first.shape[0]
            if n > SIMULATOR_MAX_N:
                raise LaunchError(f"n = {n}: the simulator runs at most {SIMULATOR_MAX_N} "
                                  "elements; pass GPU arrays (CuPy, PyTorch) instead")
            out = self.compilation.best().run_simulator(arrays)
            values = [out[v.name] for v in self.graph.outputs]
        else:
            values = self._run_gpu(arrays)
        return values[0] if len(values) == 1 else tuple(values)

    # -- GPU

    def _run_gpu(self, arrays: dict) -> list:
        import cupy as cp

        torch_like = type(next(iter(arrays.values()))).__module__.startswith("torch")
        dev = {k: _as_cupy(cp, k, a) for k, a in arrays.items()}
        n = int(next(iter(dev.values())).shape[0])
        impl = self._choose(cp, dev, n)
        values = self._bound(impl)(cp, dev, n)
        if torch_like:
            import torch

            values = [torch.from_dlpack(v) for v in values]
        return values

    def _bound(self, impl: Implementation) -> "Bound":
        key = id(impl)
        got = self._bound_cache.get(key)
        if got is None or got.impl is not impl:
            got = self._bound_cache[key] = Bound(impl)
        return got

    def _choose(self, cp, dev: dict, n: int) -> Implementation:
        bucket = max(n - 1, 1).bit_length()
        if bucket not in self._chosen:
            impls = self.compilation.implementations[: self.top]
            times = [_time_or_inf(cp, im, dev, n) for im in impls]
            if not np.isfinite(min(times)):
                raise LaunchError("none of the top implementations can run on this GPU")
            self._chosen[bucket] = impls[int(np.argmin(times))]
        return self._chosen[bucket]


class Bound:
    """An implementation's buffer plan worked out once (the buffer names, the inputs'
    and outputs' buffers, the temporaries that reach global memory: a value fused into a
    kernel gets no buffer, the size check's largest value) and its kernels loaded on first
    use, so a call costs the output allocations and the launches only. ``arch``: the
    architecture to load for (default the GPU's)."""

    def __init__(self, impl: Implementation, arch: str | None = None):
        g = impl.graph
        self.impl, self.arch = impl, arch
        self.names = buffer_names(g)
        self.biggest = max(v.type.size for v in g.vertices if v.kind != "const")
        self.inputs = [(v.name, self.names[v.id]) for v in g.inputs]
        self.outputs = [(v.name, self.names[v.args[0]]) for v in g.outputs]
        used = {b for plan in impl.kernels for b, _ in plan.params}
        used |= {b for _, b in self.outputs}
        self.temps = [(b, g.vertices[vid].type.shape) for vid, b in self.names.items()
                      if g.vertices[vid].kind == "call" and b in used]
        self._plans: list | None = None

    @property
    def plans(self) -> list:
        """(plan, loaded kernel) of every kernel, loaded on first use."""
        if self._plans is None:
            from ..backends.cuda import device_arch

            self._plans = list(zip(self.impl.kernels,
                                   _kernels(self.impl, self.arch or device_arch())))
        return self._plans

    def allocate(self, cp, n: int) -> dict:
        """The outputs and temporaries for ``n`` elements, by buffer name."""
        return {b: cp.empty((n, *shape), cp.float32) for b, shape in self.temps}

    def bind(self, cp, dev: dict, n: int, buffers: dict | None = None):
        """(a function that launches the kernels once, the buffers by name) on inputs
        ``dev`` (name -> CuPy array) of ``n`` elements; ``buffers``: preallocated outputs
        and temporaries to reuse. The arguments are bound once, so repeated launches cost
        the driver calls only."""
        if n * self.biggest >= 2 ** 31:
            raise LaunchError(f"n = {n}: the generated kernels index with 32-bit integers; "
                              f"at most {(2 ** 31 - 1) // self.biggest} elements of "
                              f"{self.biggest} floats")
        bufs = buffers if buffers is not None else self.allocate(cp, n)
        for name, b in self.inputs:
            bufs[b] = dev[name]
        count = np.int32(n)
        calls = [(fn, (plan.grid(n),), (plan.block,),
                  tuple(bufs[b] for b, _ in plan.params) + (count,))
                 for plan, fn in self.plans]

        def run():
            for fn, grid, block, args in calls:
                fn(grid, block, args)
        return run, bufs

    def __call__(self, cp, dev: dict, n: int) -> list:
        """Launch once on inputs ``dev`` of ``n`` elements; the outputs in the
        description's order."""
        run, bufs = self.bind(cp, dev, n)
        run()
        return [bufs[b] for _, b in self.outputs]


def _time_or_inf(cp, impl: Implementation, dev: dict, n: int) -> float:
    try:
        return time_implementation(cp, impl, dev, n)
    except LaunchError:
        return float("inf")


def _as_cupy(cp, name: str, a):
    x = a if isinstance(a, cp.ndarray) else cp.from_dlpack(a)
    if x.dtype != cp.float32 or not x.flags.c_contiguous:
        raise LaunchError(f"input '{name}': float32 and C-contiguous please "
                          f"(got {x.dtype}, contiguous={x.flags.c_contiguous})")
    return x


_LOADED: dict = {}


def prepare(cp, impls, arch: str, threads: int = 8) -> None:
    """Compile every kernel of ``impls`` not yet loaded (NVRTC in ``threads`` threads:
    each kernel's own source, once per process) and load them (in this thread, where the
    CUDA context is current)."""
    from concurrent.futures import ThreadPoolExecutor

    from ..backends.cuda_compile import compile_cuda

    todo = {}
    for im in impls:
        for plan in im.kernels:
            if (plan.name, arch) not in _LOADED:
                todo[plan.name] = plan.source
    if not todo:  # every call after the first: no pool to start
        return
    with ThreadPoolExecutor(max(1, threads)) as pool:
        reports = list(pool.map(lambda item: compile_cuda(item[1], item[0], arch,
                                                          filename=f"{item[0]}.cu"),
                                todo.items()))
    for name, report in zip(todo, reports):
        module = cp.cuda.function.Module()
        module.load(report.cubin)
        _LOADED[(name, arch)] = (module, module.get_function(report.lowered_name), report)


def _kernels(impl: Implementation, arch: str) -> list:
    """The loaded kernels of ``impl``; a LaunchError when one cannot run its block (its
    registers times the block's threads exceed what the compiler allows a block)."""
    import cupy as cp

    prepare(cp, [impl], arch, threads=1)
    out = []
    for plan in impl.kernels:
        _module, fn, report = _LOADED[(plan.name, arch)]
        if plan.block > report.max_threads_per_block:
            raise LaunchError(f"kernel {plan.name}: {plan.block} threads per block, at most "
                              f"{report.max_threads_per_block} with {report.registers} "
                              "registers")
        out.append(fn)
    return out


def launches(cp, impl: Implementation, dev: dict, n: int, buffers: dict | None = None):
    """:meth:`Bound.bind` of ``impl``: (a function that launches its kernels once, the
    buffers by name)."""
    return Bound(impl).bind(cp, dev, n, buffers)


def launch(cp, impl: Implementation, dev: dict, n: int, buffers: dict | None = None) -> dict:
    """Launch ``impl``'s kernels on CuPy arrays ``dev`` (input name -> array); returns the
    outputs by name. ``buffers``: preallocated outputs and temporaries to reuse."""
    bound = Bound(impl)
    run, bufs = bound.bind(cp, dev, n, buffers)
    run()
    return {name: bufs[b] for name, b in bound.outputs}


def allocate(cp, impl: Implementation, n: int) -> dict:
    """Output and temporary buffers of ``impl`` for ``n`` elements (:meth:`Bound.allocate`:
    those its kernels read or write, and the outputs)."""
    return Bound(impl).allocate(cp, n)


def time_callable(cp, run, repetitions: int = 5, batch: int = 10) -> float:
    """Median over ``repetitions`` of the milliseconds per call of ``run()``, each sample
    ``batch`` calls back to back between two CUDA events (so the host's launch time hides
    behind the device's work, as in a real sequence of calls), after a warm-up."""
    run()
    cp.cuda.Device().synchronize()
    samples = []
    for _ in range(repetitions):
        start, end = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        for _ in range(batch):
            run()
        end.record()
        end.synchronize()
        samples.append(cp.cuda.get_elapsed_time(start, end) / batch)
    return float(np.median(samples))


def time_implementation(cp, impl: Implementation, dev: dict, n: int,
                        repetitions: int = 5) -> float:
    """Milliseconds of one run of ``impl`` at ``n`` elements (:func:`time_callable`)."""
    run, _ = launches(cp, impl, dev, n)
    return time_callable(cp, run, repetitions)


__all__ = ["Bound", "FusedFunction", "prepare", "launches", "launch", "time_callable", "allocate", "time_implementation", "SIMULATOR_MAX_N"]
