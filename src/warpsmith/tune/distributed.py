"""Scale-out of the tuner through Ray (issue 20, part 6): one measurement actor per GPU,
compile tasks on the CPUs, the store written by the driver alone.

:class:`RayMeasurer` is a measurer like the others (``measure(problem, configs)`` yields
results as they arrive, in any order), so every strategy, the evaluator and the store work
unchanged:

* ``workers`` actors (default one per GPU Ray sees, else 2), each ``num_gpus=1`` when
  ``gpus=True`` (Ray then gives each its own ``CUDA_VISIBLE_DEVICES``), each holding a
  measurer made by ``factory()`` (:class:`~warpsmith.tune.gpu.CudaMeasurer` for GPUs,
  :class:`~warpsmith.tune.tuner.SimulatorMeasurer` for CI);
* where the measurer splits compiling from measuring (``measure_jobs``), compiles run as
  Ray tasks (``num_cpus=1``), submitted ``compile_ahead`` configurations ahead of the
  one dispatched (a bounded queue), and their output goes straight to the actor;
* the problem (kernel, arguments, answer) goes to Ray's object store once and to each
  actor once (:meth:`RayMeasurer.warm`); a configuration's call carries only the
  problem's key, the configuration and its compile output (serializing a 512 x 512
  matmul's arguments for every call cost the driver ~15 ms a configuration);
* the driver keeps ``depth`` (default 2) calls in flight per actor, each of up to
  ``batch`` configurations (the GPU actor's measurement process gets a call's
  configurations at once and never waits for a hand-over between them), collects every
  call that is ready at each wait, and yields each result as it arrives; the evaluator stores it (one
  process writes the store; :func:`~warpsmith.tune.tuner.tune` may commit in batches);
* an actor that dies (crash, ``ray.kill``, a lost node) is replaced, and the
  configurations it held are given to other actors: nothing is lost, and since a result
  is only kept from an actor that answered, nothing is stored twice.

Without Ray (``ray`` not installed) :func:`measurer` returns the plain measurer: the tuner
runs in-process. Ray is started with a plain ``ray.init`` (a local cluster on this machine)
unless it is already running (``ray.init(address=...)`` by the caller joins a cluster).
"""

from __future__ import annotations

import importlib.util
import time
from typing import Callable

from .store import Result, now
from .tuner import Problem, SimulatorMeasurer


def available() -> bool:
    """Whether Ray is installed."""
    return importlib.util.find_spec("ray") is not None


def measurer(factory: Callable = SimulatorMeasurer, *, workers: int | None = None,
             gpus: bool = False, **ray_init):
    """A :class:`RayMeasurer` over ``factory`` when Ray is installed, else ``factory()``."""
    if not available():
        return factory()
    return RayMeasurer(factory, workers=workers, gpus=gpus, **ray_init)


class _Actor:
    """The body of a measurement actor: one measurer, its queue of configurations run in
    the order the driver sent them (Ray runs an actor's calls one at a time), and the
    problems it was given, kept by key so a configuration's call carries only its key."""

    def __init__(self, factory):
        import os

        self.m = factory()
        self.pid = os.getpid()
        self.problems: dict = {}
        self.ended: float | None = None  # when the last measure call ended

    def info(self) -> dict:
        """Process id, the GPUs Ray gave it, the measurer's device, the CPUs it may run
        on (a worker confined to few CPUs slows when several share them)."""
        import os

        cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
        return {"pid": self.pid, "cuda_visible": os.environ.get("CUDA_VISIBLE_DEVICES"),
                "device": getattr(self.m, "device", None), "cpus": cpus,
                "omp_threads": os.environ.get("OMP_NUM_THREADS"),
                "measurement_process": getattr(self.m, "hello", None)}

    def prepare(self, key: str, problem) -> float:
        """Keep ``problem`` under ``key`` and warm the measurer for it (the GPU measurer
        starts its measurement process and hands it the arguments once); returns the
        seconds that took."""
        t0 = time.perf_counter()
        self.problems[key] = problem
        warm = getattr(self.m, "warm", None)
        if warm is not None:
            warm(problem)
        return time.perf_counter() - t0

    def arch(self, key: str):
        """The architecture compile tasks should target (None: the actor compiles)."""
        f = getattr(self.m, "compile_arch_of", None)
        return f(self.problems[key]) if f else None

    def measure(self, key: str, configs: list, *jobs):
        """The results of ``configs``, each yielded as it is measured (a Ray streaming
        generator: the driver has every finished result even if this actor dies before
        the call ends). ``jobs``: their compile tasks' outputs, when split, one argument
        each, so Ray hands over the outputs, not their references; the measurer gets them
        together (``measure_jobs``), so its GPU never waits for a hand-over between them."""
        problem = self.problems.get(key)
        if problem is None:
            raise RuntimeError(f"actor {self.pid} was not given problem {key}")
        if jobs:
            results = self.m.measure_jobs(problem, list(configs), list(jobs))
        else:
            results = self.m(problem, list(configs))
        t0 = time.perf_counter()
        # the actor's idle time before this call (since its last call ended): what Ray's
        # hand-over between calls costs, recorded on the call's first result
        gap = None if self.ended is None else round(1000 * (t0 - self.ended), 3)
        for r in results:
            t1 = time.perf_counter()
            r.extra["worker_pid"] = self.pid
            r.extra["worker_s"] = t1 - t0  # since the call began or the last result
            r.extra["batch"] = len(configs)
            if gap is not None:
                r.extra["call_gap_ms"], gap = gap, None
            t0 = t1
            yield r
        self.ended = time.perf_counter()


class RayMeasurer:
    """Measure configurations on Ray actors (see the module's text). ``depth``: calls in
    flight per actor (2: the next call is already at the actor while the driver handles
    the last one's results, so an actor never waits for the driver); ``batch`` (default
    16): the most configurations one call carries (fewer as the queue runs low), which a
    GPU actor hands to its measurement process at once (:meth:`~.gpu.Worker.run_many`);
    consecutive configurations of a space often share their IR module (they differ in a
    launch or compile option), which that process then unpickles once."""

    unit = "ms"

    def __init__(self, factory: Callable = SimulatorMeasurer, *, workers: int | None = None,
                 gpus: bool = False, retries: int = 3, compiled: dict | None = None,
                 depth: int = 2, batch: int = 16, compile_ahead: int | None = None,
                 **ray_init):
        import ray

        if not ray.is_initialized():
            ray_init.setdefault("include_dashboard", False)
            ray_init.setdefault("log_to_driver", False)
            ray.init(**ray_init)
        self.ray = ray
        self.factory = factory
        self.gpus = gpus
        n_gpu = int(ray.cluster_resources().get("GPU", 0))
        self.n = workers or (n_gpu if gpus and n_gpu else 2)
        self.depth = max(1, int(depth))
        self.batch = max(1, int(batch))
        #: compile tasks submitted ahead of the configuration being dispatched (a bounded
        #: queue: the CPUs run ahead of the GPUs without holding a whole space's outputs)
        self.ahead = compile_ahead or max(8, 2 * int(ray.cluster_resources().get("CPU", 4)))
        self._arch: dict = {}
        probe = factory()
        self.unit = getattr(probe, "unit", "ms")
        self.device = getattr(probe, "device", "gpu")
        self.split = hasattr(probe, "measure_jobs")
        self.retries = retries
        self.actors = [self._new() for _ in range(self.n)]
        self.replaced = 0
        self.on_dispatch: Callable | None = None  # (actor, config) -> None, for tests
        self.per_worker: dict = {}
        self.prepared: dict = {}  # actor index -> problem key it holds
        self._refs: dict = {}     # problem key -> the problem in Ray's object store
        #: compile tasks' outputs by configuration key, shared between runs (and between
        #: measurers given the same dict): a configuration compiled once is not compiled again
        self.compiled = compiled if compiled is not None else {}

    @property
    def parallelism(self) -> int:
        """Configurations measured at once (the actors): strategies that can hand over
        batches give this measurer large ones, so no actor waits at a batch's end."""
        return self.n

    def _new(self):
        opts = {"num_gpus": 1} if self.gpus else {"num_cpus": 0}
        return self.ray.remote(**opts)(_Actor).remote(self.factory)

    def info(self) -> list:
        """Each actor's :meth:`_Actor.info`."""
        return self.ray.get([a.info.remote() for a in self.actors])

    def _key(self, problem: Problem) -> str:
        """The problem's key, the problem put once into Ray's object store."""
        key = f"{problem.identity()}:{id(problem)}"
        if key not in self._refs:  # the problem is kept, so its id is not reused
            self._refs[key] = (problem, self.ray.put(problem))
        return key

    def _prepare(self, a: int, key: str):
        """Hand actor ``a`` the problem (once per actor and problem; Ray runs this call
        before any measurement sent to the actor after it)."""
        if self.prepared.get(a) != key:
            self.prepared[a] = key
            return self.actors[a].prepare.remote(key, self._refs[key][1])
        return None

    def warm(self, problem: Problem) -> float:
        """Give every actor the problem and wait until each is ready to measure (the GPU
        measurer's process started, the arguments on the GPU); returns the wall seconds.
        Optional: :meth:`__call__` does it too, but a caller timing the measurements
        calls this first."""
        t0 = time.perf_counter()
        key = self._key(problem)
        self.ray.get([r for r in (self._prepare(a, key) for a in range(self.n))
                      if r is not None])
        return time.perf_counter() - t0

    def __call__(self, problem: Problem, configs: list[dict]):
        """Results of ``configs``, each yielded as soon as an actor returns it."""
        ray = self.ray
        key = self._key(problem)
        for a in range(self.n):
            self._prepare(a, key)
        jobs: dict = {}

        def compile_upto(end: int) -> None:  # the bounded compile queue
            for i in range(len(jobs), min(end, len(configs))):
                jobs[i] = self._compile_one(problem, key, configs[i])
        queue = list(range(len(configs)))
        tries = {n: 0 for n in queue}
        alone: set = set()  # positions whose batch raised: sent one by one, so an error is theirs
        running: dict = {}  # call -> [actor index, actor generation, positions, answered]
        load = [0] * self.n
        gen = [0] * self.n
        while queue or running:
            while queue and min(load) < self.depth:  # fill the least loaded actor first
                a = load.index(min(load))
                batch = self._take(queue, alone)
                if self.split:
                    compile_upto(max(batch) + self.ahead)
                self._prepare(a, key)
                if self.on_dispatch is not None:
                    for n in batch:
                        self.on_dispatch(self.actors[a], configs[n])
                call = self.actors[a].measure.remote(
                    key, [configs[n] for n in batch], *(jobs[n] for n in batch if n in jobs))
                running[call] = [a, gen[a], batch, 0]
                load[a] += 1
            ray.wait(list(running), num_returns=1)
            ready, _ = ray.wait(list(running), num_returns=len(running), timeout=0)
            for call in ready:
                a, g, batch, k = running[call]
                try:
                    r = ray.get(next(call))
                except StopIteration:  # the call has yielded all its results
                    del running[call]
                    if g == gen[a]:
                        load[a] -= 1
                    continue
                except (ray.exceptions.RayActorError, ray.exceptions.WorkerCrashedError) as e:
                    del running[call]
                    if g == gen[a]:  # the first of the dead actor's calls: replace it
                        self._replace(a, e)
                        gen[a] += 1
                        load[a] = 0
                    for n in reversed(batch[k:]):  # those it had not yet answered
                        tries[n] += 1
                        if tries[n] <= self.retries:
                            queue.insert(0, n)
                        else:
                            yield _lost(problem, configs[n])
                    continue
                except ray.exceptions.RayTaskError as e:  # a compile task or the call raised
                    del running[call]
                    if g == gen[a]:
                        load[a] -= 1
                    if len(batch) - k > 1:  # whose? each again alone (none of them was kept)
                        alone.update(batch[k:])
                        queue[:0] = batch[k:]
                        continue
                    what = "compile" if "ray::compile_job" in str(e) else "runtime"
                    yield _lost(problem, configs[batch[k]],
                                f"the Ray task raised: {e}"[:2000], what)
                    continue
                running[call][3] += 1
                pid = r.extra.get("worker_pid")
                stats = self.per_worker.setdefault(pid, {"configs": 0, "seconds": 0.0})
                stats["configs"] += 1
                stats["seconds"] += r.extra.get("worker_s", 0.0)
                yield r

    def _take(self, queue: list, alone: set) -> list:
        """The next call's configuration positions, taken from the queue's front: up to
        ``batch``, fewer as the queue runs low (so the last calls spread over the actors),
        one where a position must go alone."""
        if queue[0] in alone:
            return [queue.pop(0)]
        size = min(self.batch, max(1, -(-len(queue) // (self.n * self.depth))))
        batch: list = []
        while queue and len(batch) < size and queue[0] not in alone:
            batch.append(queue.pop(0))
        return batch

    def _replace(self, a: int, error) -> None:
        """Replace dead actor ``a`` (its calls in flight go back to the queue)."""
        self.replaced += 1
        if self.replaced > self.n * (self.retries + 1):
            raise RuntimeError(f"Ray measurement actors keep dying ({self.replaced} "
                               f"replaced; can the workers import the measurer?): "
                               f"{error}") from None
        self.actors[a] = self._new()
        self.prepared.pop(a, None)

    def compile(self, problem: Problem, configs: list[dict]) -> list:
        """Compile tasks (Ray object refs) for ``configs``, started on the CPUs; a
        configuration already compiled through this measurer's ``compiled`` dict is reused
        (so several runs over one space compile it once). :meth:`__call__` submits them
        ``compile_ahead`` configurations ahead of the one it dispatches; Ray runs them as
        CPUs come free, so compiles run ahead of the GPUs and an actor's call waits only
        for its own configuration's compile."""
        if not self.split:
            return [None] * len(configs)
        key = self._key(problem)
        return [self._compile_one(problem, key, c) for c in configs]

    def _compile_one(self, problem: Problem, key: str, config: dict):
        from .gpu import compile_job
        from .space import key_of
        from .tuner import spec

        if key not in self._arch:
            self._prepare(0, key)
            self._arch[key] = self.ray.get(self.actors[0].arch.remote(key))
            self._task = self.ray.remote(num_cpus=1)(compile_job)
        arch = self._arch[key]
        k = (problem.identity(), arch, key_of(config[p] for p in problem.tune_params))
        if k not in self.compiled:
            # packed: the actor passes the pickled job on to its measurement process
            self.compiled[k] = self._task.remote(spec(problem, config), arch, True)
        return self.compiled[k]

    def close(self) -> None:
        """End the actors."""
        for a in self.actors:
            try:
                self.ray.kill(a)
            except Exception:  # noqa: BLE001 - already gone
                pass
        self.actors = []


def _lost(problem: Problem, config: dict, why: str = "every worker that measured it died",
          kind: str = "crash") -> Result:
    from .space import key_of

    key = key_of(config[k] for k in problem.tune_params)
    return Result(key, dict(config), None, failure=why, failure_kind=kind, timestamp=now())


__all__ = ["available", "measurer", "RayMeasurer"]
