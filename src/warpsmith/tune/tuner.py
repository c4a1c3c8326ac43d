"""The auto-tuner (issue 20): a problem (kernel, problem size, arguments, tunables), a
measurer (the simulator, the GPU, or a recorded space), a strategy, a budget and a store.

* :class:`Problem` holds what Kernel Tuner's ``tune_kernel`` takes. :func:`build` makes
  the kernel of one configuration: the tunables become ``-D`` macros (with
  ``block_size_x/y/z`` and ``grid_size_x/y/z`` defined as Kernel Tuner defines them), the
  launch comes from the block parameters and ``grid_div_*``, and warpsmith's
  transformation tunables (``space.TRANSFORM_PARAMS``) are applied to the IR (coarsening,
  the memory-access optimizer; the register bound becomes ``-maxrregcount``). A
  transformation that refuses makes the configuration a failure with the refusal's reason.
* Measurers: ``measure(problem, configs) -> [Result]``. :class:`SimulatorMeasurer` (CI:
  runs the kernel on the simulator, checks the answer, and reports a deterministic *cost*
  from the simulator's counts: it is **not a time**, and results say so in their unit);
  :class:`~warpsmith.tune.gpu.CudaMeasurer` (NVRTC compiles in a process pool, each GPU
  measurement in a worker process with a timeout, a hung or crashed worker replaced);
  a :class:`~warpsmith.tune.replay.Recorded` space.
* :func:`tune` runs a strategy over the space with a store: results already stored for
  the kernel and device are not measured again (a resumed run), every new one is committed
  as it arrives.
* :func:`tune_kernel` is Kernel Tuner's call, unchanged, returning ``(results, env)`` in
  its shape.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from ..ir.errors import LaunchError, WarpsmithError
from .evaluator import Budget, Evaluator
from .space import (BLOCK_SIZE_NAMES, TRANSFORM_PARAMS, Space, block_of, build_space, grid_of)
from .store import Result, Store, now, source_hash
from .strategies import search

#: What the simulator backend's objective is (it is not a time).
SIM_UNIT = "simulated cost (instructions + 4 x global sectors + shared wavefronts; not a time)"


@dataclass
class Problem:
    """A kernel to tune, as Kernel Tuner describes one."""

    kernel_name: str
    source: str                       # a path, or the source text
    problem_size: object
    arguments: object                 # list in parameter order, or dict by name
    tune_params: dict
    grid_div: tuple = (None, None, None)
    restrictions: object = None
    answer: object = None
    atol: float = 1e-6
    defines: dict = field(default_factory=dict)
    block_size_names: tuple = BLOCK_SIZE_NAMES
    objective: str = "time"
    higher_is_better: bool = False
    dialect: str | None = None
    cmem_args: dict = field(default_factory=dict)  # __constant__ variables by name

    @property
    def is_text(self) -> bool:
        """Whether ``source`` is the text itself (Kernel Tuner passes either)."""
        return "\n" in self.source or "{" in self.source

    def text(self) -> str:
        """The source text."""
        if self.is_text:
            return self.source
        with open(self.source) as f:
            return f.read()

    def identity(self) -> str:
        """The store's kernel hash: source, kernel name, problem size, fixed defines."""
        return source_hash(self.text(), self.kernel_name,
                           repr((self.problem_size, sorted(self.defines.items()),
                                 self.grid_div if not any(callable(g) for g in self.grid_div)
                                 else "callable")))


@dataclass
class Built:
    """One configuration's kernel: the module, the kernel's name in it, the launch and
    the compile options; or ``failure`` (with its kind)."""

    module: object = None
    kernel: str = ""
    grid: tuple = (1, 1, 1)
    block: tuple = (1, 1, 1)
    options: tuple = ()
    failure: str | None = None
    failure_kind: str | None = None
    build_ms: float = 0.0


def macros(problem: Problem, config: dict) -> dict:
    """The ``-D`` macros of a configuration as Kernel Tuner defines them: every tunable but
    warpsmith's transformation ones and the kernel's template parameters
    (:func:`template_params`), the block and grid sizes, ``kernel_tuner``, and the
    problem's fixed defines."""
    block = block_of(config, problem.block_size_names)
    grid = grid_of(problem.problem_size, config, problem.grid_div, problem.block_size_names)
    out = {"kernel_tuner": "1"}
    for axis, (b, g) in zip("xyz", zip(block, grid)):
        out[f"block_size_{axis}"] = str(b)
        out[f"grid_size_{axis}"] = str(g)
    out.update({k: str(v) for k, v in problem.defines.items()})
    skip = set(TRANSFORM_PARAMS) | set(template_params(problem))
    out.update({k: str(v) for k, v in config.items() if k not in skip})
    return out


_TEMPLATE_PARAMS: dict = {}


def template_params(problem: Problem) -> tuple[str, ...]:
    """The names of the template parameters of the problem's kernel, in order (empty when
    it is not a template, is named with its arguments, or the file does not read). A
    tunable of the same name is a *template tunable*: each configuration instantiates the
    kernel with its value (:func:`kernel_expr`) instead of defining a macro (which would
    replace the parameter's own name in ``template<int TILE>``)."""
    if "<" in problem.kernel_name:
        return ()
    key = (problem.identity(), problem.kernel_name, problem.dialect)
    if key not in _TEMPLATE_PARAMS:
        from ..frontend import read_module

        try:
            module = read_module("<string>" if problem.is_text else problem.source,
                                 text=problem.source if problem.is_text else None,
                                 dialect=_dialect(problem), lenient=True,
                                 defines={k: str(v) for k, v in problem.defines.items()})
            tps = module.frontend_info.template_kernels.get(problem.kernel_name) or ()
            names = tuple(tp.name for tp in tps)
        except WarpsmithError:
            names = ()
        if len(_TEMPLATE_PARAMS) > 64:
            _TEMPLATE_PARAMS.clear()
        _TEMPLATE_PARAMS[key] = names
    return _TEMPLATE_PARAMS[key]


def kernel_expr(problem: Problem, config: dict) -> str:
    """The kernel a configuration reads, as the frontend takes it: a name written with
    template arguments (Kernel Tuner's form, ``"k<tile_x, float>"``) has each tunable's
    name replaced by its value (``"k<16, float>"``); a template kernel named alone whose
    template parameters are tunables is instantiated with their values, for the leading
    parameters that are tunables (the rest take their defaults); otherwise the name."""
    import re

    name = problem.kernel_name
    if "<" in name:
        head, _, args = name.partition("<")
        for k in sorted(config, key=len, reverse=True):
            args = re.sub(rf"\b{re.escape(k)}\b", str(config[k]), args)
        return f"{head}<{args}"
    tps = template_params(problem)
    lead = []
    for tp in tps:
        if tp not in config:
            break
        lead.append(str(config[tp]))
    return f"{name}<{', '.join(lead)}>" if lead else name


def _dialect(problem: Problem) -> str | None:
    return problem.dialect or (("opencl" if "__kernel" in problem.source else "cuda")
                               if problem.is_text else None)


def build(problem: Problem, config: dict) -> Built:
    """The kernel of one configuration (see the module's text); a failure, never an
    exception, for a configuration that does not read or that a transformation refuses."""
    return build_from(spec(problem, config))


def spec(problem: Problem, config: dict) -> dict:
    """What building one configuration needs, as plain picklable values (for a compile
    process): the source, the kernel, the dialect, the macros, the launch, the config."""
    block = block_of(config, problem.block_size_names)
    grid = grid_of(problem.problem_size, config, problem.grid_div, problem.block_size_names)
    templates = {k: str(config[k]) for k in template_params(problem) if k in config}
    return {"source": problem.source, "is_text": problem.is_text, "dialect": _dialect(problem),
            "kernel": kernel_expr(problem, config), "macros": macros(problem, config),
            "templates": templates, "grid": grid, "block": block, "config": dict(config)}


def build_from(s: dict) -> Built:
    """:func:`build` from a :func:`spec`."""
    from ..frontend import read_module

    t0 = time.perf_counter()
    config = s["config"]
    try:
        module = read_module("<string>" if s["is_text"] else s["source"],
                             text=s["source"] if s["is_text"] else None, dialect=s["dialect"],
                             defines=s["macros"], kernel=s["kernel"],
                             templates=s.get("templates") or None)
        built = _transform(Built(module, s["kernel"].split("<")[0], tuple(s["grid"]),
                                 tuple(s["block"])), config)
    except WarpsmithError as e:
        built = Built(failure=f"{type(e).__name__}: {e}", failure_kind="compile")
    built.build_ms = 1000 * (time.perf_counter() - t0)
    if config.get("ws_maxrreg"):
        built.options = (f"-maxrregcount={int(config['ws_maxrreg'])}",)
    return built


def _transform(built: Built, config: dict) -> Built:
    from ..ir import find_kernel
    from ..ir.launch import Launch
    from ..transform.coarsen import coarsen
    from ..transform.variant import Refusal, Variant

    built.kernel = find_kernel(built.module, built.kernel).name
    factor = int(config.get("ws_coarsen_factor", 1) or 1)
    if factor > 1:
        v = coarsen(Variant.of(built.module, built.kernel, Launch(built.grid, built.block)),
                    factor=factor, dim=int(config.get("ws_coarsen_dim", 0)),
                    stride=int(config.get("ws_coarsen_stride", 1)))
        if isinstance(v, Refusal):
            return Built(failure=f"coarsening refused: {v.reason}", failure_kind="invalid")
        built = Built(v.module, v.kernel, v.grid, v.block)
    if int(config.get("ws_memopt", 0) or 0):
        from ..transform.memopt import optimize

        r = optimize(built.module, built.kernel, Launch(built.grid, built.block),
                     steps=memopt_steps(config))
        if r.variant is not None:
            built = Built(r.variant.module, r.variant.kernel, r.variant.grid, r.variant.block)
    return built


#: the memory optimizer's steps each ``ws_memopt_*`` choice turns on or off
#: (``transform.memopt.optimize``'s step names); steps of no choice are always tried
MEMOPT_CHOICES = {
    "ws_memopt_swap": ("swap", "global-index", "relinearize", "block-shape"),
    "ws_memopt_group": ("group-straight", "group-loop", "group-threads", "vector32"),
    "ws_memopt_pad": ("pad",),
}


def memopt_steps(config: dict) -> tuple | None:
    """The memory optimizer's steps a configuration asks for: None (every step) when it
    has no ``ws_memopt_*`` choice, else every step less those of the choices set to 0."""
    from ..transform.pipeline import STEPS

    off = {step for name, steps in MEMOPT_CHOICES.items()
           if name in config and not int(config[name] or 0) for step in steps}
    if not any(name in config for name in MEMOPT_CHOICES):
        return None
    return tuple(s for s in STEPS if s not in off)


def named_arguments(fn, arguments) -> dict:
    """Kernel Tuner's argument list (in parameter order) or a dict, by parameter name."""
    if isinstance(arguments, dict):
        return dict(arguments)
    names = [p.name for p in fn.params]
    if len(arguments) != len(names):
        raise LaunchError(f"kernel {fn.name} takes {len(names)} arguments "
                          f"({', '.join(names)}), {len(arguments)} given", fn.loc)
    return dict(zip(names, arguments))


def check_arguments(problem: Problem, config: dict) -> None:
    """Refuse, before any configuration runs, a problem whose arguments do not match its
    kernel's parameters (read with ``config``, the space's first configuration): a name
    without a value, a value for no parameter, or a list of the wrong length. Without
    this every configuration of the space failed alike ("no value for parameter"), and
    the run ended with no best and as many failures as evaluations. A configuration
    that does not build is left to fail in the run, with its own reason."""
    from ..ir import find_kernel

    built = build_from(spec(problem, config))
    if built.failure:
        return
    fn = find_kernel(built.module, built.kernel)
    args = problem.arguments
    if not isinstance(args, dict):
        named_arguments(fn, args)  # raises on a wrong count
        return
    names = [p.name for p in fn.params]
    missing = [n for n in names if n not in args]
    unknown = [n for n in args if n not in names]
    if missing or unknown:
        what = "; ".join(filter(None, (
            missing and f"no value for {', '.join(missing)}",
            unknown and f"no parameter named {', '.join(unknown)}")))
        raise LaunchError(f"kernel {fn.name}({', '.join(names)}): {what} (give every "
                          "parameter a value: --arg NAME=float32[N][:random] or NAME=NUMBER "
                          "on the command line, arguments= in ws.tune)", fn.loc)


def expected_outputs(fn, answer) -> dict:
    """Kernel Tuner's ``answer`` (a list aligned with the arguments, None where not
    checked, or a dict by name) as ``{output name: expected array}`` ({} for None)."""
    if answer is None:
        return {}
    return dict(answer) if isinstance(answer, dict) else {
        p.name: a for p, a in zip(fn.params, answer) if a is not None}


def mismatches(got, want, atol: float, xp=np) -> int:
    """How many elements of ``got`` fail Kernel Tuner's check against ``want`` (0: the
    output is right), computed with the array module ``xp`` (NumPy, or CuPy for arrays
    on the GPU, so that only this count leaves the device). ``got`` takes ``want``'s
    shape when the sizes agree. Floats: within ``atol``; NaN fails, equal infinities pass
    (``np.allclose(rtol=0)``). Other types: equal, shapes included."""
    if got.shape != want.shape and got.size == want.size:
        got = got.reshape(want.shape)
    if want.dtype.kind == "f":
        # one pass first (np.allclose makes several temporaries); what it cannot settle
        # (equal infinities) goes to isclose
        bad = int(xp.count_nonzero(~(xp.abs(got - want) <= atol)))
        if bad:
            bad = int(xp.count_nonzero(~xp.isclose(got, want, rtol=0, atol=atol,
                                                    equal_nan=False)))
        return bad
    if got.shape != want.shape:
        return max(1, int(got.size), int(want.size))
    return int(xp.count_nonzero(got != want))


def check_answer(fn, outputs: dict, answer, atol: float) -> str | None:
    """Kernel Tuner's answer check: ``answer`` (a list aligned with the arguments, None
    where not checked, or a dict by name) against the outputs; the first mismatch's
    description, or None."""
    for name, want in expected_outputs(fn, answer).items():
        got = outputs.get(name)
        if got is None:
            return f"no output {name}"
        if mismatches(got, np.asarray(want), atol):
            return f"output {name} differs from the answer (atol {atol})"
    return None


class SimulatorMeasurer:
    """Measure on the simulator: correct outputs checked against ``answer``, and the cost
    :data:`SIM_UNIT` from the exact counts (deterministic; not a time)."""

    unit = SIM_UNIT
    device = "warpsmith-simulator"

    def __call__(self, problem: Problem, configs: list[dict]):
        """Results of ``configs``, in order, each yielded as soon as it is known."""
        for c in configs:
            yield self.one(problem, c)

    def one(self, problem: Problem, config: dict) -> Result:
        """One configuration's result."""
        from ..backends.simulator import simulate
        from ..ir import find_kernel

        from .space import key_of

        key = key_of(config[k] for k in problem.tune_params)
        built = build(problem, config)
        if built.failure:
            return _failed(key, config, built.failure, built.failure_kind, built.build_ms)
        fn = find_kernel(built.module, built.kernel)
        t0 = time.perf_counter()
        try:
            args = named_arguments(fn, problem.arguments)
            args.update(problem.cmem_args)
            run = simulate(built.module, fn, built.grid, built.block, args, trace=True)
        except WarpsmithError as e:
            return _failed(key, config, f"{type(e).__name__}: {e}", "runtime", built.build_ms)
        run_ms = 1000 * (time.perf_counter() - t0)
        t = run.trace.totals
        cost = float(t["instructions"] + 4 * (t["global_load_sectors"] + t["global_store_sectors"])
                     + t["shared_wavefronts"])
        wrong = check_answer(fn, run.outputs, problem.answer, problem.atol)
        if wrong:
            return _failed(key, config, wrong, "wrong", built.build_ms, run_ms)
        return Result(key, dict(config), cost, SIM_UNIT, [cost], built.build_ms, 0.0, run_ms,
                      extra={"grid": list(built.grid), "block": list(built.block),
                             "kernel": built.kernel}, timestamp=now())


def _failed(key, config, reason, kind, build_ms=0.0, run_ms=0.0) -> Result:
    return Result(key, dict(config), None, failure=reason, failure_kind=kind,
                  compile_time=build_ms, benchmark_time=run_ms, timestamp=now())


@dataclass
class TuneResult:
    """A finished tuning: the evaluator (order, values, cost), the space, the best
    configuration and every result in evaluation order."""

    problem: Problem | None
    space: Space
    evaluator: Evaluator
    strategy: str
    unit: str
    device: str
    store_path: str | None = None

    @property
    def results(self) -> list[Result]:
        """Every evaluated configuration's result, in evaluation order."""
        return [self.evaluator.results[i] for i in self.evaluator.order]

    @property
    def best(self) -> Result | None:
        """The best result (None when every configuration failed)."""
        i, v = self.evaluator.best()
        return None if i is None or not math.isfinite(v) else self.evaluator.results[i]

    def as_json(self) -> dict:
        """The outcome as JSON: best configuration and value, counts, the space."""
        b = self.best
        return {"strategy": self.strategy, "device": self.device, "unit": self.unit,
                "best": None if b is None else {"config": b.params, "value": b.value},
                "evaluations": len(self.evaluator), "measured": self.evaluator.measured,
                "failures": self.evaluator.failures, "cost_s": self.evaluator.cost_s,
                "best_so_far": [None if not math.isfinite(v) else self.evaluator.value(v)
                                for v in self.evaluator.best_so_far()],
                "space": self.space.summary(), "store": self.store_path}

    def header(self) -> str:
        """The best configuration as a C header of ``#define`` lines."""
        b = self.best
        lines = ["/* best configuration found by warpsmith tune"
                 + (f" ({self.strategy}, {b.value:g} {self.unit})" if b else ": none") + " */"]
        for k, v in (b.params if b else {}).items():
            lines.append(f"/* {k} = {v}: a warpsmith transformation, applied to the IR */"
                         if k in TRANSFORM_PARAMS else f"#define {k} {v}")
        return "\n".join(lines) + "\n"


def make_space(problem: Problem, device=None, *, prune_compile: bool = False,
               arch: str | None = None) -> Space:
    """The problem's space: its tunables and restrictions, and the thread limits of
    ``device`` (a ``hw`` Device; default the H100 description); with ``prune_compile``
    every legal configuration is compiled with this machine's NVRTC for ``arch`` (default
    the device's) and those whose registers x threads or static shared memory exceed the
    device are pruned before anything runs (each with its reason)."""
    from ..hw.descriptions import load_device

    dev = device if device is not None and not isinstance(device, str) else \
        load_device(device or "h100")
    return build_space(problem.tune_params, problem.restrictions, device=dev,
                       block_size_names=problem.block_size_names,
                       reports=nvrtc_reports(problem, arch or f"sm_{dev.cc[0]}{dev.cc[1]}")
                       if prune_compile else None)


def nvrtc_reports(problem: Problem, arch: str) -> Callable:
    """``reports(space, indices)``: each configuration's NVRTC compile report (None where
    it does not build or compile; the measurement records why), compiled in parallel
    processes."""
    def reports(space, indices):
        from concurrent.futures import ProcessPoolExecutor
        import multiprocessing as mp
        import os

        from .gpu import compile_job

        specs = [spec(problem, space.config(int(i))) for i in indices]
        if len(specs) <= 2:
            jobs = [compile_job(s, arch) for s in specs]
        else:
            with ProcessPoolExecutor(min(8, os.cpu_count() or 1),
                                     mp_context=mp.get_context("spawn")) as pool:
                jobs = list(pool.map(compile_job, specs, [arch] * len(specs),
                                     [True] * len(specs)))  # packed: no module back
        return [j.get("report") if not j.get("failure") else None for j in jobs]

    return reports


def with_objective(r: Result, objective) -> Result:
    """``r`` with its value the objective's: ``time`` (as measured), ``energy`` (J per
    launch; a failure without NVML), ``gflops``/``gflop/s`` (needs ``extra["flops"]``), or
    a callable of the result (its time in ``r.value``). The measured time is kept in
    ``extra["time"]``."""
    if objective in (None, "time") or not r.ok:
        return r
    r.extra.setdefault("time", r.value)
    if objective == "energy":
        if r.energy is None:
            r.failure, r.failure_kind = "no energy reading (NVML unavailable)", "runtime"
        r.value, r.unit = r.energy, "J"
    elif objective in ("gflops", "gflop/s"):
        flops = r.extra.get("flops")
        r.value, r.unit = (flops / (r.value * 1e6) if flops else None), "GFLOP/s"
        if r.value is None:
            r.failure, r.failure_kind = "gflops needs the flop count", "runtime"
    elif callable(objective):
        r.value, r.unit = float(objective(r)), getattr(objective, "__name__", "objective")
    return r


def tune(problem: Problem, *, measurer=None, strategy: str = "random",
         budget: Budget | None = None, seed: int = 0, store: str | Store | None = None,
         space: Space | None = None, device=None, on_result: Callable | None = None,
         objective=None, prune_compile: bool = False, commit_every: int = 1,
         commit_s: float = 0.5, **options) -> TuneResult:
    """Tune ``problem`` with ``strategy`` (see :mod:`.strategies`) under ``budget`` with
    ``measurer`` (default the simulator) for ``objective`` (:func:`with_objective`;
    default ``problem.objective``), recording into ``store`` (a path or a
    :class:`Store`; results already there for this kernel and device are reused, not
    measured again). ``on_result(result, fresh, evaluator)`` is told of each evaluation (a
    progress bar); a fresh one only once its row is committed. ``commit_every``: new
    results committed per transaction (at most ``commit_s`` seconds after the first of a
    batch arrived, and all at the end); a ``kill -9`` loses only the uncommitted ones,
    which a resumed run measures (none is stored twice). ``prune_compile``: prune by
    NVRTC compile reports first (:func:`make_space`). ``options`` go to the strategy; a
    measurer with ``parallelism`` > 1 (:class:`~.distributed.RayMeasurer`) gets batches of
    64 per worker from the exhaustive and random searches, so no worker idles at a
    batch's end and compiles run ahead across many configurations."""
    measurer = measurer or SimulatorMeasurer()
    objective = objective if objective is not None else problem.objective
    space = space if space is not None else make_space(problem, device,
                                                       prune_compile=prune_compile)
    if len(space) == 0:
        raise LaunchError(f"kernel {problem.kernel_name}: no configuration is legal "
                          f"({space.pruned})")
    check_arguments(problem, space.config(0))
    par = int(getattr(measurer, "parallelism", 1) or 1)
    if par > 1 and strategy in ("exhaustive", "random"):
        options.setdefault("batch", 64 * par)
    st = Store(store) if isinstance(store, str) else store
    known: dict = {}
    dev_name = getattr(measurer, "device", "gpu")
    if st is not None:
        st.bind(problem.identity(), dev_name)
        st.describe(problem.kernel_name, problem.problem_size, problem.tune_params,
                    problem.objective)
        known = {r.key: r for r in st.results()}

    def measure(indices):
        for r in measurer(problem, [space.config(i) for i in indices]):
            yield with_objective(r, objective)

    pending: list = []
    first = [0.0]

    def flush():
        if pending:
            st.put_many(pending)
            done = list(pending)
            pending.clear()
            if on_result is not None:
                for r in done:
                    on_result(r, True, ev)

    def record(r, fresh):
        if st is not None and fresh and commit_every > 1:
            if not pending:
                first[0] = time.perf_counter()
            pending.append(r)
            if len(pending) >= commit_every or time.perf_counter() - first[0] >= commit_s:
                flush()
            return
        if st is not None and fresh:
            st.put(r)
        if on_result is not None:
            on_result(r, fresh, ev)

    ev = Evaluator(space, measure, budget or Budget(), known=known,
                   higher_is_better=problem.higher_is_better, on_result=record)
    try:
        search(strategy, ev, seed, **options)
    finally:
        if st is not None:
            flush()
    return TuneResult(problem, space, ev, strategy, getattr(measurer, "unit", "ms"), dev_name,
                      st.path if st is not None else None)


__all__ = ["Problem", "Built", "SIM_UNIT", "macros", "template_params", "kernel_expr", "build",
           "spec", "build_from", "named_arguments", "expected_outputs", "mismatches",
           "check_answer", "SimulatorMeasurer", "TuneResult", "make_space", "tune"]
