"""The one measurement layer: timing launches on a GPU, the copy ceiling, checked runs.

Every timed number in warpsmith (``warpsmith run --time``, the API's ``time=``, every
benchmark runner) comes from here, so that warm-up, the L2 flush, the statistics and the
output checks mean the same thing everywhere.

* A :class:`Clock` marks points on the device's stream (``record``), gives the milliseconds
  between two marks (``elapsed``, waiting for the second), waits for the device
  (``synchronize``), tells whether a mark has been reached (``reached``) and hands out
  scratch buffers (``scratch``) and the L2 size (``l2_bytes``). :class:`CupyClock` is the
  CUDA-event implementation; tests pass a fake one, so the loop, the statistics and the
  checks are tested without a GPU.
* :func:`time_once` times one launch; :func:`sample` is the loop (warm-up, then each
  repetition between two marks, with hooks before the start mark and after the end mark is
  enqueued); :func:`time_launch` is the usual recipe (warm-up 3, 30 repetitions, optional
  L2 flush, :func:`summarize`); :func:`timer` binds its options for ``run_cuda(time=...)``.
* :func:`copy_ceiling` is the device-to-device copy bandwidth (bytes read plus written).
* :func:`poisoned` / :func:`checked_run` / :func:`mismatched`: outputs filled with 0xFF
  bytes (NaN for floats) before the checked run and compared with a reference after.
"""

from __future__ import annotations

import ctypes
import functools
import statistics
import time
from typing import Any, Callable, Iterable, Protocol

import numpy as np

from ..backends.common import poisoned

Launch = Callable[[], Any]


class Clock(Protocol):
    """What the timing loop needs from a device (CUDA events on a GPU, a fake in tests)."""

    def record(self) -> Any:
        """Mark this point of the device's stream; returns the mark."""

    def elapsed(self, start: Any, end: Any) -> float:
        """Milliseconds from mark ``start`` to mark ``end``, after waiting for ``end``."""

    def synchronize(self) -> None:
        """Wait until the device has finished everything enqueued."""

    def reached(self, mark: Any) -> bool:
        """Whether the device has already passed ``mark`` (without waiting)."""

    def scratch(self, nbytes: int) -> Any:
        """A device buffer of ``nbytes`` bytes with a ``fill(value)`` method."""

    def l2_bytes(self) -> int:
        """The device's L2 size in bytes."""

    # optional, for ``gate=True`` of :func:`sample_queued`:
    # def hold(self) -> Callable[[], None]: stop the device's stream here until the
    #     returned ``release()`` is called (see :meth:`CupyClock.hold`)


#: the gate kernel: one thread reads the host word ``flag[0]`` (pinned host memory mapped
#: into the device's address space), sleeping 0.5 us between reads on sm_70 and later,
#: until the host has written ``ticket`` there; after ``timeout_ns`` of the GPU's global timer it
#: gives up and counts that in ``flag[1]`` (only one gate runs at a time on a stream).
_GATE_SOURCE = r"""
extern "C" __global__ void ws_gate(volatile unsigned long long* flag,
                                   unsigned long long ticket, unsigned long long timeout_ns) {
    unsigned long long t0, t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    while (flag[0] < ticket) {
#if __CUDA_ARCH__ >= 700
        __nanosleep(500);  /* sm_70 and later; older GPUs poll without sleeping */
#endif
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
        if (t - t0 > timeout_ns) { flag[1] = flag[1] + 1; return; }
    }
}
"""
#: how long a gate holds the stream at most (the host enqueues one chunk meanwhile)
GATE_TIMEOUT_S = 1.0
#: repetitions enqueued behind one gate: far below the launch queue's depth (about a
#: thousand entries), which would otherwise block the host behind its own gate
GATE_CHUNK = 32
_GATES: dict = {}  # device id -> (kernel, host word array, device pointer, [ticket])

#: the reference kernel of :class:`Sentinel`: 128 threads per SM, each a chain of
#: dependent FMAs, so its time is the SMs' issue rate alone (no memory), about 20 us on an
#: H100 at its full clock; it writes nothing unless the chain hits an impossible value
_REFERENCE_SOURCE = r"""
extern "C" __global__ void ws_reference(float* out, int iters) {
    float a = threadIdx.x * 1e-3f, b = 1.0001f;
    for (int i = 0; i < iters; ++i) a = fmaf(a, b, 1e-7f);
    if (a == -1.0f) out[blockIdx.x] = a;
}
"""
REFERENCE_ITERS = 8192
_REFERENCES: dict = {}  # device id -> the reference launch


class CupyClock:
    """:class:`Clock` over CUDA events of device 0 (CuPy); raises BackendUnavailable
    (naming CuPy / the driver / the GPU) where there is none."""

    def __init__(self):
        from ..backends import cuda

        self._cuda = cuda
        self.cp = cuda.cupy()

    def record(self):
        """A new CUDA event recorded on the current stream."""
        event = self.cp.cuda.Event()
        event.record()
        return event

    def elapsed(self, start, end) -> float:
        """CUDA-event milliseconds between two recorded events."""
        end.synchronize()
        return float(self.cp.cuda.get_elapsed_time(start, end))

    def synchronize(self) -> None:
        """cudaDeviceSynchronize."""
        self.cp.cuda.runtime.deviceSynchronize()

    def reached(self, mark) -> bool:
        """Whether the event has completed (cudaEventQuery)."""
        return bool(getattr(mark, "done", False))

    def scratch(self, nbytes: int):
        """An uninitialized uint8 device array."""
        return self.cp.empty(int(nbytes), dtype=self.cp.uint8)

    def l2_bytes(self) -> int:
        """The live device's L2 size (cudaDeviceProp.l2CacheSize)."""
        return int(self._cuda.device_info()["l2_bytes"])

    def hold(self) -> Callable[[], None]:
        """Stop the current stream at this point until the returned ``release()`` is
        called: a one-thread kernel waits on a word of pinned host memory. Work the host
        enqueues meanwhile runs back to back once released, so the marks between them
        time the GPU alone, whatever the host did while enqueuing (see
        :func:`sample_queued`). The gate gives up after ``GATE_TIMEOUT_S``
        (:meth:`gate_timeouts` counts those)."""
        kernel, word, dev_ptr, ticket = self._gate()
        ticket[0] += 1
        t = ticket[0]
        kernel((1,), (1,), (dev_ptr, np.uint64(t), np.uint64(int(GATE_TIMEOUT_S * 1e9))))

        def release() -> None:
            word[0] = t
        return release

    def reference(self) -> Launch:
        """The launch of the reference kernel (one block of 128 threads per SM, a chain of
        dependent FMAs): a fixed amount of pure SM work whose time follows the SMs' clock
        and nothing else (see :class:`Sentinel`)."""
        cp = self.cp
        dev = cp.cuda.runtime.getDevice()
        if dev not in _REFERENCES:
            kernel = cp.RawKernel(_REFERENCE_SOURCE, "ws_reference")
            out = cp.zeros(4096, dtype=cp.float32)
            sms = int(self._cuda.device_info()["sm_count"])
            _REFERENCES[dev] = lambda: kernel((sms,), (128,), (out, np.int32(REFERENCE_ITERS)))
        return _REFERENCES[dev]

    def gate_timeouts(self) -> int:
        """How many gates of this device gave up waiting (the host held them too long)."""
        return int(self._gate()[1][1])

    def _gate(self):
        cp = self.cp
        dev = cp.cuda.runtime.getDevice()
        if dev not in _GATES:
            rt = cp.cuda.runtime
            mem = cp.cuda.PinnedMemory(16, getattr(rt, "hostAllocMapped", 2))
            word = np.ctypeslib.as_array((ctypes.c_uint64 * 2).from_address(mem.ptr))
            word[:] = 0
            get_ptr = getattr(rt, "hostGetDevicePointer", None)
            dev_ptr = get_ptr(mem.ptr, 0) if get_ptr is not None else mem.ptr
            kernel = cp.RawKernel(_GATE_SOURCE, "ws_gate")
            _GATES[dev] = (kernel, word, np.uint64(dev_ptr), [0], mem)
        return _GATES[dev][:4]


def flush_bytes(l2_bytes: int) -> int:
    """Bytes written to flush an L2 of ``l2_bytes``: twice its size, at least 1 MiB."""
    return max(2 * int(l2_bytes), 1 << 20)


def l2_flusher(clock: Clock, nbytes: int | None = None,
               pattern: Callable[[int], int] = lambda i: i & 0xFF) -> Callable[[int], None]:
    """A ``flush(i)`` that writes ``pattern(i)`` over a buffer larger than the L2 (of
    ``nbytes``, default :func:`flush_bytes` of the clock's L2): run before repetition ``i``
    it leaves the timed launch a cold L2."""
    buf = clock.scratch(flush_bytes(clock.l2_bytes()) if nbytes is None else nbytes)
    return lambda i: buf.fill(pattern(i))


def time_once(launch: Launch, clock: Clock, *,
              enqueued: Callable[[], None] | None = None) -> float:
    """Milliseconds of one ``launch()`` between two marks of ``clock``; ``enqueued()`` runs
    after the end mark is enqueued and before waiting for it (to ask whether a spinning
    kernel outlasted the host's enqueuing, say)."""
    start = clock.record()
    launch()
    end = clock.record()
    if enqueued is not None:
        enqueued()
    return clock.elapsed(start, end)


def _warm_up(launch: Launch, clock: Clock, repetitions: int, warmup: int) -> None:
    """The timing loops' start: the repetition count checked, ``warmup`` untimed launches,
    a synchronize."""
    if repetitions < 1:
        raise ValueError("repetitions must be >= 1")
    for _ in range(max(warmup, 0)):
        launch()
    clock.synchronize()


def sample(launch: Launch, clock: Clock, repetitions: int, *, warmup: int = 0,
           before: Callable[[int], None] | None = None,
           enqueued: Callable[[int], None] | None = None) -> list[float]:
    """The timing loop: ``warmup`` untimed launches and a synchronize, then ``repetitions``
    launches each between two marks; ``before(i)`` runs before the start mark (an L2 flush,
    a spin kernel), ``enqueued(i)`` after the end mark is enqueued and before waiting for it.
    Returns the samples in milliseconds, in launch order."""
    _warm_up(launch, clock, repetitions, warmup)
    samples = []
    for i in range(repetitions):
        if before is not None:
            before(i)
        hook = None if enqueued is None else functools.partial(enqueued, i)
        samples.append(time_once(launch, clock, enqueued=hook))
    return samples


def sample_queued(launch: Launch, clock: Clock, repetitions: int, *, warmup: int = 0,
                  before: Callable[[int], None] | None = None, gate: bool = False,
                  chunk: int = GATE_CHUNK, reference: Launch | None = None,
                  reference_ms: list | None = None) -> list[float]:
    """The timing loop of :func:`sample` without a wait per launch: ``warmup`` untimed
    launches and a synchronize, then per repetition ``before(i)`` (an L2 flush) and the
    launch between its own two marks, all enqueued at once; the host waits once, for the
    last mark, and reads the samples (Triton's ``do_bench`` times the same way).

    Why: each launch is still timed alone between its marks (the launches of one stream
    run one after the other; a flush stays outside the marks), but the host no longer makes
    a round trip per repetition: on an H100, 20 repetitions of the tuner's matmul
    configurations (0.15-0.2 ms each) took the host 4.1 ms with a wait per launch and
    3.8 ms with one wait (`benchmarks/results/tune-host-probe-h100x2-2026-11-26/profile/`,
    ``timed_wait_each`` against ``timed_one_wait``), and on a machine whose CPUs are busy
    a wait for the GPU costs more.

    ``gate``: each ``chunk`` of repetitions is enqueued behind the clock's ``hold()`` and
    released once all of it is enqueued, so the GPU runs the chunk back to back and the
    marks time the GPU alone. Without it a launch's interval grows whenever the host
    enqueues more slowly than the GPU runs (the first launch after the warm-up's
    synchronize always; more of them when the host is slowed).

    ``reference``: a launch timed between its own marks just before the first repetition
    and just after the last (inside the gates), its two times appended to
    ``reference_ms`` (see :class:`Sentinel`)."""
    hold = getattr(clock, "hold", None) if gate else None
    if gate and hold is None:
        raise TypeError(f"gate=True needs a clock with hold(); {type(clock).__name__} has none")
    _warm_up(launch, clock, repetitions, warmup)
    marks = []
    step = max(1, int(chunk)) if gate else repetitions
    refs = []

    def timed(run: Launch, into: list) -> None:
        start = clock.record()
        run()
        into.append((start, clock.record()))
    for lo in range(0, repetitions, step):
        release = hold() if hold is not None else None
        if reference is not None and lo == 0:
            timed(reference, refs)
        for i in range(lo, min(lo + step, repetitions)):
            if before is not None:
                before(i)
            timed(launch, marks)
        if reference is not None and lo + step >= repetitions:
            timed(reference, refs)
        if release is not None:
            release()
    clock.elapsed(*(refs or marks)[-1])  # the one wait: every earlier mark is done then
    if reference_ms is not None:
        reference_ms.extend(clock.elapsed(a, b) for a, b in refs)
    return [clock.elapsed(a, b) for a, b in marks]


class Sentinel:
    """Whether the GPU ran a timing loop at its full speed, measured rather than read:
    the reference launch (``clock.reference()``, pure SM work) is timed on the GPU just
    before and just after the loop (:func:`sample_queued`'s ``reference``); a loop whose
    references took more than ``tolerance`` times the fastest reference this process has
    seen ran (at least partly) on a slowed GPU, and :func:`time_launch` times it again
    after :meth:`recover`.

    Why: NVML reports the clock the board is set to, not the one a loop ran at, and an
    idle GPU lowers its clock between configurations. The sentinel measures the speed the
    loop actually ran at. It was written to test whether a lower SM clock made issue 23's
    two-GPU runs time stretches of configurations 1.5-5x slow. It showed the clock was
    not the cause: the references stayed within 1.07x of their best while those
    configurations ran slow. The cause was the backend's module cache, which ignored the
    register bound (`docs/tuning.md`). The sentinel is kept as an opt-in guard for
    machines whose clocks do wander."""

    def __init__(self, clock, *, tolerance: float = 1.15, recover_ms: float = 60.0,
                 batch: int = 8):
        self.clock, self.tolerance = clock, tolerance
        self.recover_ms, self.batch = recover_ms, batch
        self.reference = clock.reference()
        self.best: float | None = None
        self.recoveries = 0

    def _batch_ms(self) -> list[float]:
        return sample_queued(self.reference, self.clock, self.batch, gate=True)

    def calibrate(self, warm_ms: float = 30.0) -> float:
        """Launch the reference for at least ``warm_ms`` (an idle GPU's clock takes a
        while to rise), then until two batches agree: the first best; later loops can only
        lower it."""
        self._settle(min_ms=warm_ms)
        return self.best

    def fast(self, reference_ms: list[float]) -> bool:
        """Whether a loop's references are within ``tolerance`` of the best (and lower the
        best where one was faster)."""
        if not reference_ms:
            return True
        low = min(reference_ms)
        self.best = low if self.best is None else min(self.best, low)
        return max(reference_ms) <= self.tolerance * self.best

    def recover(self) -> dict:
        """Launch the reference in batches until a batch's median is within ``tolerance``
        of the best and no better than the batch before, or ``recover_ms`` of host time is
        spent (a slowed GPU given work to bring its clock back); returns the batches run
        and the last median."""
        self.recoveries += 1
        return self._settle()

    def _settle(self, min_ms: float = 0.0, now: Callable[[], float] = time.perf_counter) -> dict:
        t0, batches, last = now(), 0, None
        while True:
            med = statistics.median(self._batch_ms())
            batches += 1
            settled = last is not None and med >= last / self.tolerance
            self.best = med if self.best is None else min(self.best, med)
            last = med
            spent = 1000 * (now() - t0)
            if spent >= min_ms and ((settled and med <= self.tolerance * self.best)
                                    or spent >= min_ms + self.recover_ms):
                break
        return {"recover_batches": batches, "recover_reference_ms": last}


class ClockReader(Protocol):
    """What :func:`warm_clock` needs from a board (NVML on a GPU, a fake in tests)."""

    def sm_clock_mhz(self) -> float | None:
        """The SM clock now, in MHz (None where the board cannot say)."""


def warm_clock(launch: Launch, clock: Clock, board: ClockReader, *, target_mhz: float,
               budget_ms: float = 40.0, batch: int = 8) -> dict:
    """Launch ``launch`` in batches of ``batch`` (waiting for each) until ``board``'s SM
    clock reaches ``target_mhz``, or ``budget_ms`` of the host's time is spent; returns the
    clock reached and the launches made.

    Why: an idle GPU drops its SM clock (an H100 to 345 MHz, clock event reason "GPU idle";
    `benchmarks/results/tune-multi-h100x2-2026-11-26-run8-samples/gpu-samples.csv`) and
    raises it only after some busy time; a tuner's measurement process leaves the GPU idle
    while it loads the next configuration, and a fixed warm-up of a few launches of a
    0.1 ms kernel need not outlast the ramp. The guard costs one NVML reading where the
    clock is already up. It was made while looking for why stretches of one GPU's
    configurations were timed 1.5-6x slow in the 2-GPU runs (issue 23); it is not that:
    in run 9 the clock read at least 90% of the maximum before every configuration, no
    extra launch was made, and the slow stretches remained (their cause was the backend's
    module cache ignoring the register bound)."""
    t0 = time.perf_counter()
    launches = 0
    mhz = board.sm_clock_mhz()
    while mhz is not None and mhz < target_mhz and \
            1000 * (time.perf_counter() - t0) < budget_ms:
        for _ in range(batch):
            launch()
        clock.synchronize()
        launches += batch
        mhz = board.sm_clock_mhz()
    return {"sm_clock_mhz": mhz, "clock_warmup_launches": launches}


def summarize(samples_ms: list[float]) -> dict:
    """Median, min, max, quartiles (``statistics.quantiles``, exclusive) and IQR of the
    samples, their count and the sorted samples, all in milliseconds."""
    s = sorted(samples_ms)
    q = statistics.quantiles(s, n=4) if len(s) >= 2 else [s[0], s[0], s[0]]
    return {"median_ms": statistics.median(s), "min_ms": s[0], "max_ms": s[-1],
            "p25_ms": q[0], "p75_ms": q[2], "iqr_ms": q[2] - q[0], "repetitions": len(s),
            "samples_ms": s}


def time_launch(launch: Launch, *, repetitions: int = 30, warmup: int = 3,
                flush_l2: bool = False, clock: Clock | None = None,
                queued: bool = False, gate: bool = False,
                sentinel: Sentinel | None = None, retries: int = 2) -> dict:
    """Median and spread of ``launch()`` over ``repetitions`` runs after ``warmup`` untimed
    ones; with ``flush_l2`` a buffer twice the L2 size is written before every timed run
    (outside the marks); ``queued`` / ``gate``: :func:`sample_queued` (``gate`` implies
    ``queued``). :func:`summarize` plus ``warmup``, ``flush_l2``, ``queued`` and ``gate``
    (and ``gate_timeouts``, gates that gave up during this loop).

    ``sentinel`` (implies ``gate``): the loop is bracketed by the sentinel's reference; a
    loop it finds slowed is timed again after :meth:`Sentinel.recover`, at most
    ``retries`` times; the result adds ``reference_ms`` (the last loop's two references),
    ``reference_best_ms``, ``retimed`` and ``slowed`` (True where even the last loop was)."""
    clock = clock or CupyClock()
    flush = l2_flusher(clock) if flush_l2 else None
    gate = gate or sentinel is not None
    extra: dict = {}
    if gate:
        before_timeouts = clock.gate_timeouts() if hasattr(clock, "gate_timeouts") else 0
    if sentinel is not None:
        samples, extra = _sample_watched(launch, clock, repetitions, warmup, flush,
                                         sentinel, retries)
    elif gate:
        samples = sample_queued(launch, clock, repetitions, warmup=warmup, before=flush,
                                gate=True)
    else:
        loop = sample_queued if queued else sample
        samples = loop(launch, clock, repetitions, warmup=warmup, before=flush)
    out = summarize(samples)
    out.update({"warmup": warmup, "flush_l2": bool(flush_l2), "queued": bool(queued or gate),
                "gate": bool(gate), **extra})
    if gate and hasattr(clock, "gate_timeouts"):
        out["gate_timeouts"] = clock.gate_timeouts() - before_timeouts
    return out


def _sample_watched(launch: Launch, clock: Clock, repetitions: int, warmup: int, flush,
                    sentinel: Sentinel, retries: int) -> tuple[list[float], dict]:
    """The gated loop bracketed by the sentinel's reference, timed again after
    :meth:`Sentinel.recover` while the references say the GPU ran slow (at most
    ``retries`` times): the last loop's samples and what the sentinel saw."""
    if sentinel.best is None:
        sentinel.calibrate()
    recovered: dict = {}
    for attempt in range(retries + 1):
        refs: list = []
        samples = sample_queued(launch, clock, repetitions, warmup=warmup, before=flush,
                                gate=True, reference=sentinel.reference, reference_ms=refs)
        ok = sentinel.fast(refs)
        if ok or attempt == retries:
            break
        recovered = sentinel.recover()
    return samples, {"reference_ms": refs, "reference_best_ms": sentinel.best,
                     "retimed": attempt, "slowed": not ok, **recovered}


def timer(*, repetitions: int = 30, warmup: int = 3, flush_l2: bool = False,
          clock: Clock | None = None, queued: bool = False,
          gate: bool = False, sentinel: Sentinel | None = None) -> Callable[[Launch], dict]:
    """:func:`time_launch` with its options bound: the ``time=`` argument of
    ``backends.cuda.run_cuda``, which times its launch with it after the checked run."""
    return functools.partial(time_launch, repetitions=repetitions, warmup=warmup,
                             flush_l2=flush_l2, clock=clock, queued=queued, gate=gate,
                             sentinel=sentinel)


def copy_ceiling(nbytes: int = 1 << 28, repetitions: int = 20, *, clock: Clock | None = None,
                 copy: Launch | None = None) -> float:
    """The measured copy bandwidth in bytes per second: bytes read plus bytes written by a
    device-to-device copy of ``nbytes`` (``copy``, default a CuPy memcpy between two
    buffers), median of ``repetitions`` after 3 warm-ups. The ceiling ``run --time``
    compares a kernel's traffic with, measured in the same process."""
    clock = clock or CupyClock()
    if copy is None:
        a, b = clock.scratch(nbytes), clock.scratch(nbytes)
        a.fill(1)
        copy = lambda: b.data.copy_from_device(a.data, nbytes)  # noqa: E731
    t = time_launch(copy, repetitions=repetitions, warmup=3, clock=clock)
    return 2 * nbytes / (t["median_ms"] * 1e-3)


# ----------------------------------------------------------------------------- energy

#: the shortest window the energy of a configuration is read over (seconds): NVML's
#: energy counter (mJ) is refreshed by the driver only every few tens of milliseconds, so a
#: reading around a 30-launch timing loop of a 0.1 ms kernel (3 ms) usually sees no
#: change and gives 0 J; ``scripts/gpu_tune_energy.sh`` measures the refresh interval
ENERGY_WINDOW_S = 0.2


class EnergyMeter(Protocol):
    """What :func:`measure_energy` needs from a board (NVML on a GPU, a fake in tests)."""

    def energy_j(self) -> float | None:
        """The board's energy counter in joules (None where there is none)."""

    def power_w(self) -> float | None:
        """The board's present power draw in watts (None where there is none)."""


def measure_energy(launch: Launch, meter: EnergyMeter, clock: Clock, per_launch_ms: float,
                   *, min_window_s: float = ENERGY_WINDOW_S, max_launches: int = 1_000_000,
                   poll_s: float = 0.005, now: Callable[[], float] | None = None) -> dict:
    """Energy per launch of ``launch()``, read over a window of at least ``min_window_s``:
    the launch is repeated ``n = ceil(min_window_s / per_launch_ms)`` times (at most
    ``max_launches``) back to back and the device synchronized, and the energy counter's
    change over the window is divided by ``n``. Meanwhile a thread samples the power every
    ``poll_s`` seconds; where the counter did not move (or there is none) the energy is
    the mean sampled power times the window, over ``n``. Returns ``energy_j`` (J per
    launch, None without either reading), ``energy_method`` (``counter`` or ``power``),
    ``energy_launches``, ``energy_window_s``, ``power_mean_w`` and ``power_samples``.

    Kernel Tuner's NVML observer reads power over its benchmark loop the same way; the
    window here is longer because the counter moves in steps (``ENERGY_WINDOW_S``). For a
    kernel shorter than the host's launch overhead the window includes the gaps between
    launches, so the figure is the energy the launch costs as this loop runs it."""
    import threading
    import time as _time

    now = now or _time.perf_counter
    n = int(min(max_launches, max(1, -(-min_window_s * 1e3 // max(per_launch_ms, 1e-6)))))
    powers: list[float] = []
    stop = threading.Event()

    def read_power():
        p = meter.power_w()
        if p is not None:
            powers.append(float(p))

    def poll():
        while not stop.wait(poll_s):
            read_power()

    clock.synchronize()
    thread = threading.Thread(target=poll, daemon=True)
    e0, t0 = meter.energy_j(), now()
    thread.start()
    for _ in range(n):
        launch()
    clock.synchronize()
    t1, e1 = now(), meter.energy_j()
    stop.set()
    thread.join()
    read_power()  # at least one reading, however short the window
    window = t1 - t0
    out = {"energy_launches": n, "energy_window_s": window, "power_samples": len(powers),
           "power_mean_w": statistics.fmean(powers) if powers else None,
           "energy_j": None, "energy_method": None}
    if e0 is not None and e1 is not None and e1 > e0:
        out.update(energy_j=(e1 - e0) / n, energy_method="counter")
    elif powers:
        out.update(energy_j=out["power_mean_w"] * window / n, energy_method="power")
    return out


def same(got: np.ndarray, want: np.ndarray, rtol: float = 1e-5, atol: float = 1e-6) -> bool:
    """Floats within ``rtol``/``atol`` (NaN equal to NaN), everything else bit for bit."""
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        return False
    if want.dtype.kind == "f":
        return bool(np.allclose(got, want, rtol=rtol, atol=atol, equal_nan=True))
    return bool(np.array_equal(got, want))


def mismatched(got: dict, want: dict, rtol: float = 1e-5, atol: float = 1e-6,
               names: Iterable[str] | None = None) -> list[str]:
    """Names (of ``names``, default every array of ``want``) whose array in ``got`` differs
    from ``want`` by :func:`same`; names ``got`` lacks are skipped."""
    out = []
    for name in (want if names is None else names):
        g, w = got.get(name), want.get(name)
        if isinstance(g, np.ndarray) and isinstance(w, np.ndarray) and not same(g, w, rtol, atol):
            out.append(name)
    return out


def checked_run(run: Callable[[dict], dict], args: dict, outputs: Iterable[str],
                reference: dict, *, compare: Callable[[dict, dict], list] | None = None,
                rtol: float = 1e-5, atol: float = 1e-6) -> tuple[dict, list]:
    """Run ``run(args')`` once with the arrays named in ``outputs`` poisoned (0xFF bytes,
    NaN for floats) so that an output the kernel never writes cannot pass by holding its
    input, then compare the result with ``reference``: ``compare(got, reference)`` (a list
    of problems), by default the names of the outputs missing from the result or differing
    by :func:`same`. Returns (the run's result, the problems); the caller's arrays are
    never changed."""
    outputs = list(outputs)
    given = {k: (poisoned(v) if k in outputs and isinstance(v, np.ndarray) else v)
             for k, v in args.items()}
    got = run(given)
    if compare is not None:
        return got, list(compare(got, reference))
    return got, [n for n in outputs if n not in got] + mismatched(got, reference, rtol, atol,
                                                                  outputs)


__all__ = ["Clock", "CupyClock", "EnergyMeter", "ENERGY_WINDOW_S", "measure_energy", "flush_bytes", "l2_flusher", "time_once", "sample",
           "summarize", "sample_queued", "warm_clock", "ClockReader", "time_launch", "timer", "copy_ceiling", "poisoned", "same",
           "mismatched", "checked_run"]
