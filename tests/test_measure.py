"""warpsmith.tune.measure and warpsmith.tune.results without a GPU: a fake clock whose
marks are the launch counter, so the warm-up counts, the order of the hooks, the
statistics, the L2 flush, the copy ceiling, the poisoned checked run and the results
writer are checked here; the CuPy clock only where CuPy and a GPU are present."""

import json
import statistics
import time

import numpy as np
import pytest

from warpsmith.tune import measure, results


class FakeBuffer:
    def __init__(self, nbytes, log):
        self.nbytes, self.log = nbytes, log

    def fill(self, value):
        self.log.append(("fill", self.nbytes, value))


class FakeClock:
    """Marks are the number of launches so far; a launch takes ``costs[i]`` ms."""

    def __init__(self, costs=None, l2=50 << 20):
        self.costs = list(costs or [])
        self.launches, self.t, self.log, self.l2 = 0, 0.0, [], l2

    def launch(self):
        self.t += self.costs[self.launches] if self.launches < len(self.costs) else 1.0
        self.launches += 1
        self.log.append(("launch", self.launches))

    def record(self):
        self.log.append(("record", self.launches))
        return self.t

    def elapsed(self, start, end):
        self.log.append(("wait",))
        return end - start

    def synchronize(self):
        self.log.append(("sync",))

    def reached(self, mark):
        return mark <= self.t

    def scratch(self, nbytes):
        return FakeBuffer(nbytes, self.log)

    def l2_bytes(self):
        return self.l2


def test_warmup_launches_are_not_timed():
    c = FakeClock(costs=[100, 100, 100, 1, 2, 3, 4, 5])
    out = measure.time_launch(c.launch, repetitions=5, warmup=3, clock=c)
    assert c.launches == 8
    assert out["samples_ms"] == [1, 2, 3, 4, 5]
    assert out["warmup"] == 3 and out["flush_l2"] is False and out["repetitions"] == 5
    # the warm-up is followed by one synchronize, before the first mark
    assert c.log.index(("sync",)) < c.log.index(("record", 3))


def test_statistics_median_min_max_iqr():
    samples = [5.0, 1.0, 4.0, 2.0, 3.0, 10.0]
    s = measure.summarize(samples)
    q = statistics.quantiles(sorted(samples), n=4)
    assert s["median_ms"] == 3.5 and s["min_ms"] == 1.0 and s["max_ms"] == 10.0
    assert (s["p25_ms"], s["p75_ms"]) == (q[0], q[2])
    assert s["iqr_ms"] == pytest.approx(q[2] - q[0])
    assert s["samples_ms"] == sorted(samples) and s["repetitions"] == 6
    one = measure.summarize([2.5])
    assert one["median_ms"] == one["p25_ms"] == one["p75_ms"] == 2.5 and one["iqr_ms"] == 0


def test_flush_writes_more_than_l2_before_every_timed_launch():
    c = FakeClock(l2=50 << 20)
    out = measure.time_launch(c.launch, repetitions=4, warmup=1, flush_l2=True, clock=c)
    fills = [e for e in c.log if e[0] == "fill"]
    assert [f[2] for f in fills] == [0, 1, 2, 3]
    assert all(f[1] == 100 << 20 for f in fills)
    # each fill comes before the start mark of its repetition, never between the marks
    for i in range(4):
        at = c.log.index(("fill", 100 << 20, i))
        assert c.log[at + 1:at + 4] == [("record", 1 + i), ("launch", 2 + i), ("record", 2 + i)]
    assert out["flush_l2"] is True
    assert measure.flush_bytes(1000) == 1 << 20  # at least 1 MiB


def test_hooks_run_around_the_marks():
    c = FakeClock()
    seen = []
    measure.sample(c.launch, c, 2, before=lambda i: seen.append(("before", i, c.launches)),
                   enqueued=lambda i: seen.append(("enqueued", i, c.launches)))
    assert seen == [("before", 0, 0), ("enqueued", 0, 1), ("before", 1, 1), ("enqueued", 1, 2)]
    with pytest.raises(ValueError):
        measure.sample(c.launch, c, 0)


def test_time_once_and_timer():
    c = FakeClock(costs=[7.0, 2.0, 2.0])
    assert measure.time_once(c.launch, c) == 7.0
    t = measure.timer(repetitions=2, warmup=0, clock=c)
    assert t(c.launch)["samples_ms"] == [2.0, 2.0]


def test_copy_ceiling_counts_read_and_write():
    c = FakeClock(costs=[1.0] * 3 + [2.0] * 5)  # 2 ms per copy once warm
    copies = []
    bw = measure.copy_ceiling(1 << 20, repetitions=5, clock=c,
                              copy=lambda: (copies.append(1), c.launch()))
    assert len(copies) == 8
    assert bw == pytest.approx(2 * (1 << 20) / 2e-3)


def test_poisoned_checked_run_catches_an_unwritten_output():
    args = {"x": np.arange(4, dtype=np.float32), "y": np.arange(4, dtype=np.float32),
            "n": np.int32(4)}
    ref = {"y": np.arange(4, dtype=np.float32)}  # y already holds the right answer

    def lazy(a):  # never writes y
        assert np.isnan(a["y"]).all() and not np.isnan(a["x"]).any()
        return {"x": a["x"], "y": a["y"]}

    got, bad = measure.checked_run(lazy, args, ["y"], ref)
    assert bad == ["y"]
    assert not np.isnan(args["y"]).any()  # the caller's arrays are never changed
    _got, bad = measure.checked_run(lambda a: {"y": a["x"] * 1}, args, ["y"], ref)
    assert bad == []
    _got, bad = measure.checked_run(lambda a: {}, args, ["y"], ref)
    assert bad == ["y"]


def test_mismatched_tolerances_and_integers():
    want = {"f": np.ones(3, np.float32), "i": np.arange(3)}
    got = {"f": np.ones(3, np.float32) + 1e-7, "i": np.arange(3)}
    assert measure.mismatched(got, want) == []
    got["i"] = np.array([0, 1, 3])
    got["f"] = np.array([1, 1, 1.1], np.float32)
    assert measure.mismatched(got, want) == ["f", "i"]
    assert measure.poisoned(np.zeros(2, np.int32)).tolist() == [-1, -1]


def test_results_writer(tmp_path):
    vers = {"name": "NVIDIA H100 80GB HBM3", "driver": "570.1", "cc": "9.0"}
    h = results.header("NVIDIA H100 80GB HBM3", vers, command="python3 x.py", date="2030-01-02")
    assert h == {"device": "NVIDIA H100 80GB HBM3", "driver": "570.1", "date": "2030-01-02",
                 "command": "python3 x.py", "versions": vers}
    stem = results.stem(tmp_path, "model", h["device"], h["date"])
    assert stem.name == "model-h100-2030-01-02"
    paths = results.write_results(stem, {"a": 1, **h}, markdown="# t\n", log="line\n")
    assert [p.suffix for p in paths] == [".json", ".md", ".log"]
    assert json.loads(paths[0].read_text())["a"] == 1 and paths[1].read_text() == "# t\n"
    assert results.command_line(["b.py", "--out-dir", "a b"]) == "python3 b.py --out-dir 'a b'"
    assert results.gpu_slug("Tesla V100-SXM2") == "tesla-v100-sxm2"
    assert results.dumps({"x": [1, 2.5]}) == '{\n "x": [1,2.5]\n}'
    assert results.compact({"v": np.float32(0.5), "s": (1,)}) == '{"v":0.5,"s":[1]}'
    assert results.description_key(vers) == "h100-sxm"


def test_the_model_device_of_a_gpu_is_a_calibrated_description():
    assert results.model_device("NVIDIA H200") == "h200"
    assert results.model_device("NVIDIA H100 80GB HBM3") == "h100"
    # an A100 has a description but no timing fields; an unknown GPU none at all
    assert results.model_device("NVIDIA A100-SXM4-40GB") == "h100"
    assert results.model_device("Tesla T4", default="h200") == "h200"
    assert results.model_device(None) == "h100"


def test_versions_without_a_gpu_names_the_missing_tools(monkeypatch):
    def no_smi(query):
        raise FileNotFoundError("nvidia-smi")

    monkeypatch.setattr(results, "_smi", no_smi)
    v = results.versions({"name": "fake", "nvrtc": "12.8", "cupy": None}, ncu=False)
    assert v["driver"] is None and v["nvidia_smi"].startswith("unavailable")
    import warpsmith

    assert v["warpsmith"] == warpsmith.__version__ and v["numpy"] == np.__version__
    assert v["python"] and v["nvrtc"] == "12.8"


def test_cupy_clock_on_a_gpu():
    pytest.importorskip("cupy", reason="needs CuPy")
    from warpsmith.backends import cuda

    if not cuda.available():
        pytest.skip("needs an NVIDIA GPU with a driver")
    c = measure.CupyClock()
    a = c.scratch(1 << 20)
    t = measure.time_launch(lambda: a.fill(3), repetitions=5, flush_l2=True)
    assert t["repetitions"] == 5 and t["min_ms"] > 0
    assert measure.copy_ceiling(1 << 24, repetitions=3) > 1e9
    # the gate holds the stream until released, then the held work runs
    release = c.hold()
    mark = c.record()
    time.sleep(0.05)
    assert not c.reached(mark)
    release()
    c.synchronize()
    assert c.reached(mark) and c.gate_timeouts() == 0
    g = measure.time_launch(lambda: a.fill(3), repetitions=40, clock=c, gate=True)
    assert g["gate"] and g["gate_timeouts"] == 0 and g["repetitions"] == 40
    sentinel = measure.Sentinel(c)
    s = measure.time_launch(lambda: a.fill(3), repetitions=10, clock=c, sentinel=sentinel)
    assert len(s["reference_ms"]) == 2 and 0 < s["reference_best_ms"] <= min(s["reference_ms"])
    assert s["retimed"] in (0, 1, 2) and isinstance(s["slowed"], bool)


def test_checked_run_with_a_compare_of_messages():
    args = {"y": np.zeros(2, np.int32)}
    seen = {}

    def run(a):
        seen.update(a)
        return {"y": np.array([1, 2], np.int32)}

    def compare(got, ref):
        return [] if np.array_equal(got["y"], ref["y"]) else ["y: differs"]

    _got, problems = measure.checked_run(run, args, ["y"], {"y": np.array([1, 2])}, compare=compare)
    assert problems == [] and seen["y"].tolist() == [-1, -1]
    _got, problems = measure.checked_run(run, args, ["y"], {"y": np.array([0, 2])}, compare=compare)
    assert problems == ["y: differs"]


def test_run_cuda_takes_a_timer_not_a_flag():
    from warpsmith.backends import cuda

    with pytest.raises(TypeError, match="timer"):
        cuda.run_cuda(None, "k", 1, 1, {}, time=True)


class FakeMeter:
    """An energy counter that moves in steps of ``step`` J every ``every`` launches of the
    clock (as NVML's refreshes), and a constant power draw."""

    def __init__(self, clock, step=None, every=50, watts=300.0):
        self.clock, self.step, self.every, self.watts = clock, step, every, watts

    def energy_j(self):
        if self.step is None:
            return None
        return 1000.0 + self.step * (self.clock.launches // self.every)

    def power_w(self):
        return self.watts


def test_energy_window_repeats_short_kernels_until_the_counter_moves():
    c = FakeClock()
    m = FakeMeter(c, step=0.5, every=50)
    times = iter([10.0, 10.2])  # a 0.2 s window
    out = measure.measure_energy(c.launch, m, c, per_launch_ms=0.001, min_window_s=0.2,
                                 max_launches=400, now=lambda: next(times))
    assert out["energy_launches"] == 400 and c.launches == 400  # capped, back to back
    assert out["energy_method"] == "counter"
    assert out["energy_j"] == pytest.approx(8 * 0.5 / 400)
    assert ("sync",) in c.log and c.log[-1] == ("sync",)


def test_energy_from_power_when_the_counter_stands_still():
    c = FakeClock()
    m = FakeMeter(c, step=None, watts=250.0)
    times = iter([0.0, 0.5])
    out = measure.measure_energy(c.launch, m, c, per_launch_ms=100.0, min_window_s=0.25,
                                 now=lambda: next(times), poll_s=0.001)
    assert out["energy_launches"] == 3  # ceil(250 ms / 100 ms)
    assert out["energy_method"] == "power" and out["power_mean_w"] == 250.0
    assert out["energy_j"] == pytest.approx(250.0 * 0.5 / 3)


def test_queued_loop_times_each_launch_between_its_own_marks_and_waits_once():
    c = FakeClock(costs=[100, 1, 2, 3, 4], l2=1 << 20)
    out = measure.time_launch(c.launch, repetitions=4, warmup=1, flush_l2=True, clock=c,
                              queued=True)
    assert out["samples_ms"] == [1, 2, 3, 4] and out["queued"] is True
    # the flush of repetition i precedes its start mark; no wait until every launch is queued
    first_wait = c.log.index(("wait",))
    assert [e for e in c.log[:first_wait] if e[0] == "launch"][-1] == ("launch", 5)
    for i in range(4):
        at = c.log.index(("fill", 2 << 20, i))
        assert c.log[at + 1:at + 4] == [("record", 1 + i), ("launch", 2 + i), ("record", 2 + i)]
    with pytest.raises(ValueError):
        measure.sample_queued(c.launch, c, 0)


class StreamClock:
    """A host and a device stream: ops are enqueued at the host's time and run in order
    once the device reaches them (a mark takes the device's time, a launch ``cost`` ms, a
    gate waits for its release), so host delays while enqueuing show in the marks exactly
    as on a GPU."""

    def __init__(self, cost=1.0, host_op=0.01, slow=lambda t: 1.0, reference_cost=0.02):
        self.cost, self.host_op, self.host = cost, host_op, 0.0
        self.slow, self.reference_cost = slow, reference_cost  # GPU speed by device time
        self.queue, self.released, self.holds, self.log = [], {}, 0, []

    def _enqueue(self, op):
        self.host += self.host_op
        self.queue.append((self.host, *op))

    def launch(self):
        self._enqueue(("launch", self.cost))
        self.log.append("launch")

    def record(self):
        mark = {}
        self._enqueue(("mark", mark))
        self.log.append("record")
        return mark

    def reference(self):
        return lambda: self._enqueue(("launch", self.reference_cost))

    def hold(self):
        self.holds += 1
        ticket = self.holds
        self._enqueue(("gate", ticket))
        self.log.append("hold")

        def release():
            self.released[ticket] = self.host
            self.log.append("release")
        return release

    def _run(self) -> float:
        device = 0.0
        for at, kind, arg in self.queue:
            start = max(device, at)
            if kind == "gate":
                device = max(start, self.released[arg])
            elif kind == "mark":
                arg["t"] = start
                device = start
            else:
                device = start + arg * self.slow(start)
        return device

    def elapsed(self, a, b):
        self._run()
        return b["t"] - a["t"]

    def synchronize(self):
        self.host = max(self.host, self._run())
        self.log.append("sync")

    def reached(self, mark):
        return "t" in mark

    def scratch(self, nbytes):
        return FakeBuffer(nbytes, [])

    def l2_bytes(self):
        return 1 << 20


def _slow_host_launch(clock, slow_at, delay):
    """A launch whose host side stalls ``delay`` ms before enqueuing launch ``slow_at``."""
    count = [0]

    def launch():
        if count[0] == slow_at:
            clock.host += delay
        count[0] += 1
        clock.launch()
    return launch


@pytest.mark.parametrize("chunk", [1, 2, 3, 32])
def test_gate_keeps_host_stalls_out_of_the_timed_intervals(chunk):
    plain = StreamClock()  # without the gate the stalled launch's interval holds the stall
    got = measure.sample_queued(_slow_host_launch(plain, 3 + 2, 5.0), plain, 6, warmup=3)
    # ... and so does the first one, enqueued after the warm-up's synchronize
    assert got[2] > 3.0 and got[0] == pytest.approx(1.0 + plain.host_op)
    assert [got[1]] + got[3:] == pytest.approx([1.0] * 4)
    gated = StreamClock()
    got = measure.sample_queued(_slow_host_launch(gated, 3 + 2, 5.0), gated, 6, warmup=3,
                                gate=True, chunk=chunk)
    assert got == pytest.approx([1.0] * 6)
    assert gated.holds == -(-6 // chunk)
    # each chunk: hold, its marks and launches, then release
    body = gated.log[gated.log.index("sync") + 1:]
    for _ in range(gated.holds):
        assert body[0] == "hold"
        end = body.index("release")
        n = min(chunk, 6)
        assert body[1:end].count("launch") <= n and "hold" not in body[1:end]
        body = body[end + 1:]


def test_gate_needs_a_clock_that_can_hold():
    c = FakeClock(costs=[1, 1, 1])
    with pytest.raises(TypeError, match="FakeClock has none"):
        measure.sample_queued(c.launch, c, 2, gate=True)
    out = measure.time_launch(StreamClock().launch, repetitions=2, warmup=0,
                              clock=(s := StreamClock()), gate=True)
    assert out["gate"] is True and out["queued"] is True


def test_sentinel_times_again_a_loop_the_gpu_ran_slow():
    c = StreamClock(slow=lambda t: 3.0 if 50 <= t < 80 else 1.0)
    sentinel = measure.Sentinel(c, batch=4)
    assert sentinel.calibrate(warm_ms=0) == pytest.approx(0.02)
    c.host = 55.0  # the next loop starts inside the slow window
    out = measure.time_launch(c.launch, repetitions=5, warmup=0, clock=c, sentinel=sentinel)
    assert out["retimed"] == 1 and out["slowed"] is False and out["gate"] is True
    assert out["samples_ms"] == pytest.approx([1.0] * 5)
    assert out["reference_ms"] == pytest.approx([0.02, 0.02])
    assert out["recover_batches"] >= 2 and sentinel.recoveries == 1
    # a loop on a GPU at full speed is timed once
    again = measure.time_launch(c.launch, repetitions=3, warmup=0, clock=c, sentinel=sentinel)
    assert again["retimed"] == 0 and again["slowed"] is False
    assert again["samples_ms"] == pytest.approx([1.0] * 3)


def test_sentinel_reports_a_gpu_that_stays_slow():
    c = StreamClock(slow=lambda t: 1.0 if t < 10 else 2.0)
    sentinel = measure.Sentinel(c, batch=4, recover_ms=2.0)
    sentinel.calibrate(warm_ms=0)
    c.host = 20.0
    out = measure.time_launch(c.launch, repetitions=3, warmup=0, clock=c, sentinel=sentinel,
                              retries=2)
    # timed three times, every time slow: the samples are kept and flagged, never dropped
    assert out["retimed"] == 2 and out["slowed"] is True
    assert out["samples_ms"] == pytest.approx([2.0] * 3)
    assert sentinel.best == pytest.approx(0.02)


class FakeBoard:
    """An SM clock that rises by ``step`` MHz per launch from ``idle``."""

    def __init__(self, clock, idle=345.0, step=100.0, top=1980.0):
        self.clock, self.idle, self.step, self.top = clock, idle, step, top

    def sm_clock_mhz(self):
        return min(self.top, self.idle + self.step * self.clock.launches)


def test_warm_clock_launches_until_the_clock_is_up():
    c = FakeClock()
    out = measure.warm_clock(c.launch, c, FakeBoard(c), target_mhz=0.9 * 1980, batch=4)
    # 345 + 100 n >= 1782 needs n >= 15: four batches of 4
    assert out == {"sm_clock_mhz": 345.0 + 1600.0, "clock_warmup_launches": 16}
    assert c.launches == 16 and c.log.count(("sync",)) == 4
    already = FakeClock()
    up = measure.warm_clock(already.launch, already, FakeBoard(already, idle=1980.0),
                            target_mhz=1782.0)
    assert up["clock_warmup_launches"] == 0 and already.launches == 0


def test_warm_clock_stops_at_its_budget_and_without_a_reading():
    c = FakeClock()
    out = measure.warm_clock(c.launch, c, FakeBoard(c, step=0.0), target_mhz=1782.0,
                             budget_ms=0.0)
    assert out["clock_warmup_launches"] == 0  # budget spent before the first batch

    class NoReading:
        def sm_clock_mhz(self):
            return None
    assert measure.warm_clock(c.launch, c, NoReading(), target_mhz=1.0)["sm_clock_mhz"] is None


@pytest.mark.parametrize("arch", ["sm_75", "sm_90"])
def test_the_gate_and_reference_kernels_compile(arch):
    """The gate and the sentinel's reference compile with NVRTC for the oldest architecture
    NVRTC 13 targets and for the H100, without a GPU."""
    from warpsmith.backends import cuda_compile

    if cuda_compile.load_nvrtc() is None:
        pytest.skip("needs NVRTC (nvidia-cuda-nvrtc)")
    gate = cuda_compile.compile_cuda(measure._GATE_SOURCE, "ws_gate", arch)
    ref = cuda_compile.compile_cuda(measure._REFERENCE_SOURCE, "ws_reference", arch)
    assert gate.registers > 0 and ref.registers > 0 and gate.local_bytes == 0
