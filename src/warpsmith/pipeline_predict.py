"""Predict a kernel from a file: the frontend reads it, the backends compile it and replay a
block, the model predicts (``model/predict.py``), which imports neither.

This module is the wiring, above ``frontend``, ``backends`` and ``model`` in the layers
(``pyproject.toml``, import-linter): the CLI's ``predict``, the benchmarks and the public API
call it. What it passes the model: the Module, the kernel's Function (found the way the
frontend finds it: the written name, a template form ``k<32>``), this machine's CUDA
compiler (``backends.cuda_compile.local_compiler()``, None when none is installed) and the
simulator's one-block replay (``backends.block_replay.run_block``).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import numpy as np

from .backends.block_replay import run_block, run_block_sampled
from .backends.cuda_compile import local_compiler
from .frontend import read_module
from .ir import find_kernel
from .ir import nodes as N
from .ir.errors import WarpsmithError
from .ir.launch import dim3
from .model import predict as P

#: ``compiler=LOCAL``: this machine's compiler (the default)
LOCAL = "local"


def read_kernel(source, kernel: str, defines: dict | None = None):
    """``(module, fn)``: ``source`` (a path, or a Module as it is) read with ``defines``, and
    its kernel ``kernel``. Raises WarpsmithError for a missing file or kernel."""
    if isinstance(source, N.Module):
        module = _distinct_sites(source, kernel)
    else:
        path = str(source)
        if not Path(path).is_file():
            raise WarpsmithError(f"{path}: no such file")
        defs = {k: str(v) for k, v in (defines or {}).items()}
        module = read_module(path, defines=defs, kernel=kernel)
    return module, find_kernel(module, kernel)


def _distinct_sites(module: N.Module, kernel: str) -> N.Module:
    """``module``, or its printed text read again when statements of kernel ``kernel``
    share a source place (line and column). A transformation's copies of a statement (merged
    threads, coarsened copies, unrolled loops) keep the place of the statement they copy,
    and the model matches the one-block replay's counts to statements by place: each copy
    would be charged every copy's instructions (the tenth held-out suite's
    ``haversine_dist_opt``, four threads merged, was predicted 0.077 ms from its IR and
    0.049 ms from its printed text; it ran in 0.056). The printed text, what is compiled
    and run, gives every statement a place of its own."""
    from .ir.printer import print_module
    from .ir.visit import walk

    try:
        fn = find_kernel(module, kernel)
    except Exception:  # noqa: BLE001 - the caller reports a missing kernel
        return module
    places = [(s.loc.line, s.loc.col) for s in walk(fn.body)
              if isinstance(s, N.Stmt) and not isinstance(s, N.Block) and s.loc.line]
    if len(places) == len(set(places)):
        return module
    suffix = ".cl" if module.dialect == "opencl" else ".cu"
    name = f"{module.file or kernel}.printed{suffix}"
    return read_module(name, text=print_module(module, module.dialect),
                       dialect=module.dialect)


def predict_kernel(source, kernel: str, grid, block, *, defines: dict | None = None,
                   compiler=LOCAL, replay=run_block, **options) -> P.Prediction:
    """:func:`warpsmith.model.predict.predict_kernel` of kernel ``kernel`` of ``source`` (a
    path or a Module; ``defines`` for reading a path), with this machine's compiler and the
    simulator's block replay; ``options`` are the model's (params, device, mode, registers,
    dynamic_shared, args, ablate). With ``args`` the replay runs on copies of them
    (:func:`own_buffers`), so the caller's arrays are never written."""
    module, fn = read_kernel(source, kernel, defines)
    if options.get("args") is not None:
        replay = own_buffers(replay)
    return P.predict_kernel(module, fn, grid, block, compiler=_compiler(compiler),
                            replay=replay, **options)


def predict_launches(launches, *, device="h100", mode: str = "auto", ablate: tuple = (),
                     compiler=LOCAL, replay=run_block) -> list[P.Prediction]:
    """:func:`warpsmith.model.predict.predict_launches` of launches ``(source, kernel, grid,
    block, params, defines)`` (a program's, e.g. ``corpus.model_families``'
    ``model_launches()``), each source read as :func:`predict_kernel` reads it."""
    resolved = []
    for item in launches:
        source, kernel, grid, block, params, defines = (tuple(item) + (None, None))[:6]
        module, fn = read_kernel(source, kernel, defines)
        resolved.append((module, fn, grid, block, params))
    return P.predict_launches(resolved, device=device, mode=mode, ablate=ablate,
                              compiler=_compiler(compiler), replay=replay)


def _compiler(compiler):
    return local_compiler() if compiler == LOCAL else compiler


# ----------------------------------------------------------------------------- batched compiles

#: the kernels compiled ahead by :func:`_prefetch_compiles` during one predict_space:
#: (CUDA C text, kernel name, arch) -> CompiledKernel (the stage-2 pool forks with them)
_COMPILED: dict = {}

#: the CUDA C text :func:`_prefetch_compiles` printed of each kernel read:
#: (id(module), kernel name) -> (module, text), so :class:`_Prefetched` need not print it
#: again (the module is kept, so the id stays its own while this lives)
_TEXTS: dict = {}

#: kernels per NVRTC program in :func:`_prefetch_compiles`
BATCH = 16


def _prefetch_setup(opts: dict):
    """``(arch, on-disk compiler or None)`` when the kernels of a space can be compiled
    ahead (this machine's compiler, ``compiler=LOCAL``, and a device the model compiles for,
    compute capability 7+), else None."""
    comp = _compiler(opts["compiler"])
    if opts["compiler"] != LOCAL or comp is None:
        return None
    from .hw.descriptions import Device, load_device

    try:
        dev = opts["device"] if isinstance(opts["device"], Device) else \
            load_device(str(opts["device"]))
    except KeyError:  # an unknown device: each prediction reports it
        return None
    if dev.cc_major < 7:
        return None
    return dev.arch, (CachedCompiler(comp, opts["cache_dir"]) if opts["cache_dir"] else None)


def _prefetch_key(built, arch: str, cached, todo: dict) -> None:
    """Print the kernel of ``built`` (what :func:`_variant` gave) once, keep its text in
    :data:`_TEXTS`, and add its compile key to ``todo`` unless on disk already."""
    from .backends.cuda import cuda_source

    module, fn = built[0], built[1]
    text = cuda_source(module, fn)
    _TEXTS[(id(module), fn.name)] = (module, text)
    key = (text, fn.name, arch)
    if key not in todo and not (cached is not None and
                                cached._path(("kernel",) + key).is_file()):
        todo[key] = None


def _prefetch_compiles(opts: dict, jobs: int) -> None:
    """Compile the kernel of every point stage 1 read, several kernels per NVRTC program
    (:func:`~warpsmith.backends.cuda_compile.compile_batch`: the same machine code and
    report as alone, NVRTC's fixed cost paid once per program), in the pool, before the
    predictions: :class:`_Prefetched` answers the model from :data:`_COMPILED`. Only where
    :func:`_prefetch_setup` allows; with ``cache_dir``, kernels already on disk are not
    compiled again and the new ones are stored there."""
    setup = _prefetch_setup(opts)
    if setup is None or not _READ:
        return
    arch, cached = setup
    todo: dict = {}
    for built in _READ.values():
        _prefetch_key(built, arch, cached, todo)
    keys = list(todo)
    batches = [keys[i:i + BATCH] for i in range(0, len(keys), BATCH)]
    for batch, reports in zip(batches, _map(_compile_batch, batches, jobs)):
        for key, rep in zip(batch, reports):
            if rep is None:
                continue
            _COMPILED[key] = rep
            if cached is not None:
                _store(cached._path(("kernel",) + key), rep)


def _compile_batch(keys: list) -> list:
    """The reports of kernels ``(text, name, arch)`` (one arch) compiled together, as
    :class:`~warpsmith.backends.cuda_compile.LocalCompiler` compiles each alone (None where
    the batch cannot stand for it)."""
    from .backends.cuda_compile import compile_batch

    return compile_batch([(t, n) for t, n, _a in keys], keys[0][2], ["-lineinfo"],
                         filename="warpsmith-kernel.cu")


class _Prefetched:
    """A :class:`~warpsmith.hw.compiled.KernelCompiler` answering ``kernel`` from what
    :func:`_prefetch_compiles` compiled, else through ``inner`` (same ``name``, so the
    on-disk prediction keys do not change)."""

    def __init__(self, inner):
        self.inner = inner
        self.name = inner.name

    def kernel(self, module, fn, arch: str):
        """IR kernel ``fn`` of ``module`` compiled for ``arch`` (prefetched or compiled)."""
        from .backends.cuda import cuda_source

        kept = _TEXTS.get((id(module), fn.name))
        text = kept[1] if kept is not None and kept[0] is module else cuda_source(module, fn)
        got = _COMPILED.get((text, fn.name, arch))
        if isinstance(got, _Pending):  # compiling in a thread: wait for it
            got = got.result()
        return got if got is not None else self.inner.kernel(module, fn, arch)

    def source(self, text: str, name: str, arch: str):
        """Kernel ``name`` of CUDA C ``text`` compiled for ``arch`` (the inner compiler's)."""
        return self.inner.source(text, name, arch)

    def __eq__(self, other) -> bool:
        return isinstance(other, _Prefetched) and self.inner == other.inner

    def __hash__(self) -> int:
        return hash(("prefetched", self.inner))

    def __repr__(self) -> str:
        return f"_Prefetched({self.inner!r})"




# ----------------------------------------------------------------------------- a whole space

def predict_space(source, kernel: str, points, *, device="h100", mode: str = "auto",
                  ablate: tuple = (), jobs: int | None = None, cache_dir=None,
                  compiler=LOCAL, replay=run_block_sampled, errors: str = "return",
                  build=None, args: dict | None = None, enable: tuple = ()) -> list:
    """Predictions of kernel ``kernel`` of ``source`` (a path) at every point of a tuning
    space, equal to :func:`predict_kernel` called point by point, but faster: a point is
    ``{"defines": {...}, "grid": .., "block": .., "params": {...}}`` (``-D`` macros, launch,
    integer scalar arguments). What does not change across points is shared:

    * each distinct ``-D`` set is read once; points whose preprocessed module (the printed
      IR) and launch are equal are predicted once;
    * the one-block replay (the simulator, most of a prediction's time) is run once for
      points that differ only in ``#pragma unroll`` (the simulator ignores it);
    * the replay samples uniform loops (``replay=run_block_sampled``: a ``for`` loop whose
      iterations count the same stops running its body after three of them,
      ``backends/loop_sampling.py``); ``replay=run_block`` runs every iteration;
    * the points are predicted in a process pool of ``jobs`` workers (default: the CPUs;
      1: in this process), so the compiler and the replays run in parallel;
    * with ``cache_dir``, compiled facts (each kernel's cubin and report, the op-cost
      probes: :class:`CachedCompiler`) and whole predictions are kept on disk, predictions
      keyed by the printed module, the launch, the options and a fingerprint of
      warpsmith's own code and device descriptions: ranking the space again compiles and
      replays nothing.

    A point may also carry ``"transform"`` (a dict): the kernel read is then rewritten by
    ``build(module, kernel, transform, grid, block) -> (module, kernel, grid, block)`` (a
    picklable function; the tuner's transformation tunables, coarsening for one, which
    change the launch too; a ``WarpsmithError`` for a refusal), and the point is predicted
    as that variant at its launch.

    ``args``: the kernel's arguments by name (arrays and scalars, the same for every
    point), which the replays run on instead of buffers of ones, so that what depends on
    the data (an address read from memory, a condition on a loaded value) is the caller's
    pattern; each replay gets its own copies (a block writes into its buffers), and the
    on-disk predictions are keyed by a digest of the data.

    Returns one :class:`~warpsmith.model.predict.Prediction` per point, in order; a point
    that cannot be predicted gives its ``WarpsmithError`` in its place (``errors="return"``)
    or raises it (``errors="raise"``)."""
    pts = [_point(p) for p in points]
    opts = {"source": str(source), "kernel": kernel, "device": device, "mode": mode,
            "ablate": tuple(ablate or ()), "cache_dir": None if cache_dir is None else
            str(cache_dir), "compiler": compiler, "replay": replay, "build": build,
            "data": None if args is None else data_digest(args),
            "enable": tuple(enable or ())}
    if build is None and any(p["transform"] for p in pts):
        raise ValueError("points with a 'transform' need build=")
    jobs = max(1, int(jobs or os.cpu_count() or 1))
    if not Path(str(source)).is_file():
        raise WarpsmithError(f"{source}: no such file")
    threaded = 1 < jobs <= THREADED_UP_TO and _prefetch_setup(opts) is not None
    if jobs > 1 and not threaded:
        _preload()
    _ARGS.clear()
    _ARGS.update(args or {})  # before the pools fork: the workers see the same arrays
    try:
        with _fewer_collections():
            if threaded:
                return _predict_space_threaded(opts, pts, jobs, errors)
            return _predict_space(opts, pts, jobs, errors)
    finally:
        _ARGS.clear()


#: the kernel arguments of the running :func:`predict_space` (empty: buffers of ones)
_ARGS: dict = {}


def data_digest(args: dict) -> str:
    """A digest of kernel arguments ``args`` (names, dtypes, shapes and bytes): predictions
    replayed on other data are other predictions."""
    import hashlib

    h = hashlib.blake2b(digest_size=16)
    for name in sorted(args):
        v = np.asarray(args[name])
        h.update(f"{name}:{v.dtype.str}:{v.shape}".encode())
        h.update(np.ascontiguousarray(v).view(np.uint8).data)
    return h.hexdigest()


def _kernel_args(fn) -> dict | None:
    """The caller's arguments of kernel ``fn`` (by its parameter names); None, replaying on
    buffers of ones, without arguments or when one of its parameters has none."""
    if not _ARGS or any(p.name not in _ARGS for p in fn.params):
        return None
    return {p.name: _ARGS[p.name] for p in fn.params}


def own_buffers(runner):
    """``runner`` giving each replay its own copies of the caller's arrays (the replayed
    block writes its outputs into them): copied only when a replay runs."""
    def run(module, kernel, grid, block, args, wavefronts, **kw):
        if args is not None:
            args = {k: (np.array(v, copy=True) if isinstance(v, np.ndarray) and v.ndim else v)
                    for k, v in args.items()}
        return runner(module, kernel, grid, block, args, wavefronts, **kw)

    return run


def _predict_space(opts: dict, pts: list, jobs: int, errors: str) -> list:
    """:func:`predict_space`'s two stages: the points read and keyed, then predicted."""
    keys = _map(_space_keys, [(opts, chunk) for chunk in _chunks(pts, jobs)], jobs)
    keys = [k for chunk in keys for k in chunk]
    # the modules stage 1 read (and transformed) come back with its keys: the stage-2
    # pool forks with them, so no point is read twice
    _READ.clear()
    for i, (p, k) in enumerate(zip(pts, keys)):
        if not isinstance(k, WarpsmithError):
            _READ[_variant_key(opts, p)] = k[4]
            keys[i] = k[:4]
    try:
        with _long_lived_heap():
            _prefetch_compiles(opts, jobs)
            return _predict_points(opts, pts, keys, jobs, errors)
    finally:
        _READ.clear()
        _COMPILED.clear()
        _TEXTS.clear()


#: ``jobs`` up to which :func:`predict_space` compiles in threads of this process (the
#: rest of the work runs in this process's thread, on one core) instead of a process
#: pool. 1: never (the default). Set to 2 it gives the same predictions, but measured
#: next to the pool on the shared 2-core machine it did not cost fewer CPU seconds
#: (``benchmarks/results/rank-speed-cpu-2026-11-27-threads-limit*.json``), so the pool
#: stays the default until an idle-machine measurement says otherwise
THREADED_UP_TO = 1


class _Pending:
    """The report of the ``i``-th kernel of a batch compiling in a thread."""

    def __init__(self, future, i: int):
        self.future, self.i = future, i

    def result(self):
        """The report (None where the batch cannot stand for it), once compiled."""
        return self.future.result()[self.i]


def _compile_and_store(task) -> list:
    """:func:`_compile_batch` of ``keys`` (a compile thread's job), the new reports kept on
    disk through ``cached`` when there is one."""
    keys, cached = task
    reports = _compile_batch(keys)
    if cached is not None:
        for key, rep in zip(keys, reports):
            if rep is not None:
                _store(cached._path(("kernel",) + key), rep)
    return reports


def _predict_space_threaded(opts: dict, pts: list, jobs: int, errors: str) -> list:
    """:func:`predict_space` on ``jobs`` cores (2 by default on a 2-core machine) with no
    process pool: this thread reads the points (stage 1) and hands each full batch of
    :data:`BATCH` kernels to ``jobs`` compile threads at once, then predicts the points
    (stage 2) in read order, each waiting only for its own batch, while the later
    batches compile. An NVRTC compile holds no Python lock (the ctypes call releases the
    GIL) and NVRTC compiles programs of several threads at once, so the compiles (about
    60% of a ranking's CPU time) and the Python work overlap on the two cores, without a
    second process's start, copied pages, pickling and transfer (about 0.03 CPU s per
    configuration each way). The same predictions as one process (``jobs=1``)."""
    import concurrent.futures as cf

    from .backends.cuda_compile import load_nvrtc

    load_nvrtc()  # once, before the threads
    arch, cached = _prefetch_setup(opts)
    pool = cf.ThreadPoolExecutor(jobs, thread_name_prefix="warpsmith-nvrtc")
    todo: dict = {}
    sent = 0

    def send(upto: int) -> None:
        nonlocal sent
        keys = list(todo)
        while len(keys) - sent >= upto and len(keys) > sent:
            batch = keys[sent:sent + BATCH]
            fut = pool.submit(_compile_and_store, (batch, cached))
            for i, key in enumerate(batch):
                _COMPILED[key] = _Pending(fut, i)
            sent += len(batch)

    keys: list = []
    _READ.clear()
    try:
        for chunk in (pts[i:i + BATCH] for i in range(0, len(pts), BATCH)):
            for p, k in zip(chunk, _space_keys((opts, chunk))):
                if not isinstance(k, WarpsmithError):
                    _READ[_variant_key(opts, p)] = k[4]
                    _prefetch_key(k[4], arch, cached, todo)
                    k = k[:4]
                keys.append(k)
            send(BATCH)
        send(1)
        with _long_lived_heap():
            return _predict_points(opts, pts, keys, 1, errors)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        _READ.clear()
        _COMPILED.clear()
        _TEXTS.clear()


#: the collector's thresholds during :func:`predict_space` (at least these: CPython's
#: defaults are 700, 10, 10)
GC_THRESHOLDS = (20000, 20, 20)


@contextlib.contextmanager
def _fewer_collections():
    """A space's prediction with the cyclic garbage collector run less often (thresholds
    raised to :data:`GC_THRESHOLDS`, in the pool workers too, which fork with them): the
    modules stage 1 reads and the replays' arrays are many young objects that live, so
    each young collection walked them again for little (a full one walked the heap), about
    0.007 CPU s per configuration. Only the time of the collections changes, not what is
    computed; the peak memory of a 100-point ranking did not change. Restored at the
    end."""
    from .ir.gc_thresholds import fewer_collections

    with fewer_collections(GC_THRESHOLDS):
        yield


@contextlib.contextmanager
def _long_lived_heap():
    """Stage 2 with the objects alive at its start (the modules stage 1 read, the compiled
    kernels, the caller's heap) left out of the cyclic garbage collector's passes
    (``gc.freeze``): they live until the end of :func:`predict_space`, and each full pass
    would walk all of them again, in every pool worker too, where walking them also copies
    the parent's pages (CPython's advice for fork). Only the time of the collections
    changes, not what is computed. Unfrozen at the end unless the caller had frozen objects
    itself."""
    import gc

    mine = gc.get_freeze_count() == 0
    gc.freeze()
    try:
        yield
    finally:
        if mine:
            gc.unfreeze()


def _predict_points(opts: dict, pts: list, keys: list, jobs: int, errors: str) -> list:
    """Stage 2 of :func:`predict_space`: the points grouped by replay, predicted."""
    groups: dict = {}
    for i, (p, k) in enumerate(zip(pts, keys)):
        if isinstance(k, WarpsmithError):
            continue
        if p["transform"]:  # predicted at the variant's launch, rebuilt from the point's
            pts[i] = p = dict(p, src_grid=p["grid"], src_block=p["block"], grid=k[2],
                              block=k[3])
        groups.setdefault((k[1], p["grid"], p["block"], p["params"]), []).append(i)
    tasks = [(opts, [(i, pts[i], keys[i][0]) for i in idx]) for idx in groups.values()]
    out: list = list(keys)
    for chunk in _map(_predict_group, _balance(tasks, jobs), jobs):
        for i, pred in chunk:
            out[i] = pred
    if errors == "raise":
        for r in out:
            if isinstance(r, WarpsmithError):
                raise r
    return out


#: modules a prediction imports on first use: imported before the pool forks, so that
#: each worker does not read (and, without bytecode files, compile) them again
_LAZY = ("analysis.coalescing", "analysis.pdg_count", "analysis.pdg_memory",
         "analysis.pdg_rules", "analysis.replay", "backends.cuda", "frontend.coop",
         "hw.descriptions",
         "hw.occupancy", "ir.printer_names", "model.icache", "model.predict_branches",
         "model.predict_cache", "model.predict_clamp", "model.predict_sass",
         "model.predict_unroll", "model.predict_constant", "model.symbolic",
         "model.symbolic_replay",
         "model.symbolic_steps", "model.symbolic_triplet")


def _preload() -> None:
    import importlib

    from .backends.cuda_compile import load_nvrtc

    for name in _LAZY:
        importlib.import_module(f"{__package__}.{name}")
    importlib.import_module("numpy.ma")  # np.unique imports it on its first call
    load_nvrtc()  # loading libnvrtc takes about 0.2 CPU s: once, not in every worker


def _point(p) -> dict:
    """A point as hashable parts: sorted ``defines`` and ``params``, grid and block as
    3-tuples."""
    from .ir.launch import dim3

    d = dict(p)
    return {"defines": tuple(sorted((str(k), str(v)) for k, v in
                                    (d.get("defines") or {}).items())),
            "grid": tuple(dim3(d["grid"])), "block": tuple(dim3(d["block"])),
            "params": tuple(sorted((str(k), int(v)) for k, v in
                                   (d.get("params") or {}).items())),
            "transform": tuple(sorted((str(k), v) for k, v in
                                      (d.get("transform") or {}).items()))}


def _chunks(items: list, n: int) -> list:
    """``items`` cut into about ``4 n`` contiguous chunks (at least one)."""
    size = max(1, -(-len(items) // (4 * n)))
    return [items[i:i + size] for i in range(0, len(items), size)] or [[]]


def _balance(tasks: list, n: int) -> list:
    """Groups of points merged into about ``4 n`` tasks of similar size (largest first),
    each group kept whole so that its replay is shared."""
    if n == 1:
        return [(tasks[0][0], [x for t in tasks for x in t[1]])] if tasks else []
    bins: list = [[] for _ in range(min(len(tasks), 4 * n))]
    for t in sorted(tasks, key=lambda t: -len(t[1])):
        min(bins, key=len).extend(t[1])
    return [(tasks[0][0], b) for b in bins if b]


def _map(fn, tasks: list, jobs: int) -> list:
    """``[fn(t) for t in tasks]``, in a process pool of ``jobs`` workers when there is
    more than one task and worker (fork where the platform has it: no re-import); in
    this process when it is a daemon (a pool worker, which may not start processes)."""
    import concurrent.futures as cf
    import multiprocessing as mp

    if jobs == 1 or len(tasks) <= 1 or mp.current_process().daemon:
        return [fn(t) for t in tasks]

    ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
    with cf.ProcessPoolExecutor(min(jobs, len(tasks)), mp_context=ctx) as pool:
        return list(pool.map(fn, tasks))


_MODULES: dict = {}


def _module(opts: dict, defines: tuple):
    """The module read with ``defines`` (once per process and ``-D`` set) and its kernel."""
    key = (opts["source"], opts["kernel"], defines)
    if key not in _MODULES:
        if len(_MODULES) > 64:
            _MODULES.clear()
        _MODULES[key] = read_kernel(opts["source"], opts["kernel"], dict(defines))
    return _MODULES[key]


_READ: dict = {}  # what stage 1 read, during one predict_space: key -> _variant's answer


def _variant_key(opts: dict, p: dict) -> tuple:
    return (opts["source"], opts["kernel"], p["defines"], p["transform"],
            p.get("src_grid", p["grid"]), p.get("src_block", p["block"]))


def _variant(opts: dict, p: dict):
    """``(module, fn, grid, block)`` of point ``p``: the module read with its defines, or,
    for a point with a ``transform``, the variant ``opts["build"]`` makes of it (once per
    process and point; what stage 1 read is reused)."""
    got = _READ.get(_variant_key(opts, p))
    if got is not None:
        return got
    module, fn = _module(opts, p["defines"])
    if not p["transform"]:
        return module, fn, p["grid"], p["block"]
    grid, block = p.get("src_grid", p["grid"]), p.get("src_block", p["block"])
    key = (opts["source"], opts["kernel"], p["defines"], p["transform"], grid, block)
    if key not in _MODULES:
        if len(_MODULES) > 64:
            _MODULES.clear()
        m, k, g, b = opts["build"](module, fn.name, dict(p["transform"]), grid, block)
        m = _distinct_sites(m, k)  # as predict_kernel reads a transformed module
        _MODULES[key] = (m, find_kernel(m, k), tuple(dim3(g)), tuple(dim3(b)))
    return _MODULES[key]


def _texts(module) -> tuple[str, str]:
    """The printed module (CUDA C with line directives) and the same without its
    ``#pragma unroll`` lines: equal second texts replay the same."""
    from .ir.printer import print_module

    text = print_module(module, "cuda", line_directives=True)
    return text, _bare(text)


def _bare(text: str) -> str:
    """``text`` without its ``#pragma unroll`` lines (the simulator ignores them)."""
    return "\n".join(ln for ln in text.splitlines() if not ln.lstrip().startswith("#pragma unroll"))


def _space_keys(task) -> list:
    """Stage 1 (a pool job): each point's (printed module, printed module without unroll
    pragmas, grid, block, what :func:`_variant` gave), or the error reading (or
    transforming) it."""
    opts, pts = task
    out = []
    for p in pts:
        try:
            built = _variant(opts, p)
            out.append(_texts(built[0]) + built[2:] + (built,))
        except WarpsmithError as err:
            out.append(err)
    return out


def _predict_group(task) -> list:
    """Stage 2 (a pool job): predict points, sharing the replay between points of equal
    bare text and launch, and the prediction between points of equal text."""
    opts, items = task
    comp = _compiler(opts["compiler"])
    if _COMPILED and comp is not None:
        comp = _Prefetched(comp)
    if opts["cache_dir"] and comp is not None:
        comp = CachedCompiler(comp, opts["cache_dir"])
    replay = _SharedReplay(own_buffers(opts["replay"])) if opts["replay"] is not None \
        else None
    # how many distinct points share each replay: one alone needs no kept copy
    replays: dict = {}
    for text, grid, block, params in {(t, p["grid"], p["block"], p["params"])
                                      for _i, p, t in items}:
        rk = (_bare(text), grid, block, params)
        replays[rk] = replays.get(rk, 0) + 1
    done: dict = {}
    out = []
    for i, p, text in items:
        key = (text, p["grid"], p["block"], p["params"])
        if key not in done:
            if replay is not None:
                replay.keep = replays[(_bare(text), p["grid"], p["block"], p["params"])]
            done[key] = _predict_point(opts, p, text, comp, replay)
        out.append((i, done[key]))
    return out


def _predict_point(opts: dict, p: dict, text: str, comp, replay):
    """One point's prediction (or its error), through the on-disk cache when there is one."""
    path = None
    if opts["cache_dir"]:
        path = _prediction_path(opts, p, text, comp)
        got = _load(path)
        if got is not None:
            return got
    try:
        module, fn, _g, _b = _variant(opts, p)
        pred = P.predict_kernel(module, fn, p["grid"], p["block"], params=dict(p["params"]),
                                device=opts["device"], mode=opts["mode"],
                                ablate=opts["ablate"], compiler=comp, replay=replay,
                                args=_kernel_args(fn), enable=opts.get("enable", ()))
    except WarpsmithError as err:
        return err
    if path is not None:
        _store(path, pred)
    return pred


class _SharedReplay:
    """A block-replay runner that runs each distinct replay once: keyed by the module
    printed without unroll pragmas and every argument of the run (runs given real
    buffers are not shared). Each caller gets a record no other caller sees: a copy, but
    the last of the ``keep`` points known to share it gets the kept record itself (a
    copy costs half a replay). The bank model it is given is memoized (a loop's
    iterations repeat their warps' shared addresses)."""

    def __init__(self, runner):
        self.runner = runner
        self.done: dict = {}  # key -> [record, callers still to come (None: unknown)]
        self.keep: int | None = None  # points sharing the next replay (None: unknown)

    def __call__(self, module, kernel, grid, block, args, wavefronts, **kw):
        import copy

        wavefronts = _memo_wavefronts(wavefronts)
        if args is not None or (self.keep is not None and self.keep <= 1):
            return self.runner(module, kernel, grid, block, args, wavefronts, **kw)
        key = (_texts(module)[1], kernel, tuple(grid), tuple(block), repr(sorted(
            (k, sorted(v.items()) if isinstance(v, dict) else v) for k, v in kw.items())))
        entry = self.done.get(key)
        if entry is None:
            entry = self.done[key] = [self.runner(module, kernel, grid, block, args,
                                                  wavefronts, **kw), self.keep]
        if entry[1] is not None:
            entry[1] -= 1
            if entry[1] <= 0:  # the last caller: nobody needs the kept record after it
                del self.done[key]
                return entry[0]
        return copy.deepcopy(entry[0])


def _memo_wavefronts(wavefronts):
    """``wavefronts(addresses, active, nbytes)`` (a pure function: the device's bank
    model) answering a repeated question from memory, with a copy of the first answer."""
    memo: dict = {}

    def cached(addresses, active, nbytes):
        a = np.ascontiguousarray(addresses)
        m = np.ascontiguousarray(active)
        key = (a.dtype.str, a.tobytes(), m.tobytes(), int(nbytes))
        if key not in memo:
            if len(memo) > 4096:
                memo.clear()
            memo[key] = wavefronts(addresses, active, nbytes)
        return memo[key].copy()
    return cached


class CachedCompiler:
    """A :class:`~warpsmith.hw.compiled.KernelCompiler` that keeps what ``inner`` compiled
    in ``directory`` (one pickle per text, architecture and compiler), so that another
    process, or a later run, does not compile the same kernel again. Compile errors are
    not kept."""

    def __init__(self, inner, directory):
        self.inner = inner
        self.name = inner.name
        self.dir = Path(directory)

    def kernel(self, module, fn, arch: str):
        """IR kernel ``fn`` of ``module`` compiled for ``arch`` (the inner compiler's)."""
        from .backends.cuda import cuda_source

        return self._get(("kernel", cuda_source(module, fn), fn.name, arch),
                         lambda: self.inner.kernel(module, fn, arch))

    def source(self, text: str, name: str, arch: str):
        """Kernel ``name`` of CUDA C ``text`` compiled for ``arch`` (the inner compiler's)."""
        return self._get(("source", text, name, arch), lambda: self.inner.source(text, name, arch))

    def _path(self, key: tuple) -> Path:
        return self.dir / "compiled" / (_digest((self.name,) + key) + ".pkl")

    def _get(self, key: tuple, make):
        path = self._path(key)
        got = _load(path)
        if got is None:
            got = make()
            _store(path, got)
        return got

    def __eq__(self, other) -> bool:
        return isinstance(other, CachedCompiler) and (self.name, self.dir) == (other.name,
                                                                                 other.dir)

    def __hash__(self) -> int:
        return hash((self.name, str(self.dir)))

    def __repr__(self) -> str:
        return f"CachedCompiler({self.inner!r}, {str(self.dir)!r})"


def _prediction_path(opts: dict, p: dict, text: str, comp) -> Path:
    dev = opts["device"] if isinstance(opts["device"], str) else repr(opts["device"])
    key = (code_fingerprint(), opts["source"], opts["kernel"], text, p["grid"], p["block"],
           p["params"], dev, opts["mode"], opts["ablate"], getattr(comp, "name", None),
           getattr(opts["replay"], "__qualname__", repr(opts["replay"])))
    if opts.get("data"):  # keys of predictions without data stay what they were
        key += (opts["data"],)
    if opts.get("enable"):  # likewise keys without mechanisms turned on
        key += (("enable",) + tuple(opts["enable"]),)
    return Path(opts["cache_dir"]) / "predictions" / (_digest(key) + ".pkl")


_FINGERPRINT: list = []


def code_fingerprint() -> str:
    """A digest of warpsmith's own Python sources and device descriptions: a cached
    prediction is used only by the code that made it."""
    if not _FINGERPRINT:
        import hashlib

        h = hashlib.sha256()
        root = Path(__file__).resolve().parent
        for f in sorted(list(root.rglob("*.py")) + list(root.rglob("*.toml"))):
            h.update(str(f.relative_to(root)).encode())
            h.update(f.read_bytes())
        _FINGERPRINT.append(h.hexdigest()[:20])
    return _FINGERPRINT[0]


def _digest(key) -> str:
    import hashlib

    return hashlib.sha256(repr(key).encode()).hexdigest()[:32]


def _load(path: Path):
    import pickle

    try:
        with open(path, "rb") as fh:
            return pickle.load(fh)
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError):
        return None


def _store(path: Path, obj) -> None:
    import pickle

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        pickle.dump(obj, fh)
    os.replace(tmp, path)


__all__ = ["predict_kernel", "predict_launches", "predict_space", "read_kernel",
           "CachedCompiler", "code_fingerprint", "LOCAL"]
