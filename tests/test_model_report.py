"""benchmarks/model_report.py and the CPU parts of benchmarks/model_runner.py (issue 6, part 5):

* the statistics (Spearman, top-1 regret, MdAPE, mean and geometric-mean APE) on small
  made-up inputs against values computed by hand;
* the report end to end with a stand-in predictor on a made-up measured file: the JSON has
  exactly the issue's schema, the numbers follow from the inputs, the markdown and the three
  figures are written;
* the paper's qualitative claims checker on made-up times (it can say no);
* the runner without a GPU: kernel argument building, poisoning, the check (which fails on
  a wrong result and then does not time), the shared references, and a --no-gpu run;
* with the model importable (``warpsmith.model.predict``): the 8800 GTX predictions
  reproduce the paper's rankings (sec. 4): tiled matrix multiply faster as the tile widens
  and every tiled kernel faster than the naive one; for the scan, Div_Bank the fastest
  version and Init_Bank slower than Init at every block size."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import numpy as np
import pytest

from warpsmith.corpus import model_families as F

ROOT = Path(__file__).resolve().parents[1]


sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_modules import load  # noqa: E402

from warpsmith.tune import programs as P  # noqa: E402
from warpsmith.tune.reports import model as R  # noqa: E402


def _load(name: str):
    return load(name)


RUN = _load("model_runner")  # the runner's own parts: main, results_stem


# ----------------------------------------------------------------------------- statistics

def test_spearman_by_hand():
    assert R.spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert R.spearman([1, 2, 3, 4], [40, 30, 20, 10]) == pytest.approx(-1.0)
    # ranks differ by 0, 1, 1, 0: 1 - 6 * 2 / (4 * (16 - 1)) = 0.8
    assert R.spearman([1, 2, 3, 4], [1, 3, 2, 4]) == pytest.approx(0.8)
    # a tie: ranks (1.5, 1.5, 3) against (1, 2, 3): 1.5 / sqrt(1.5 * 2) = 0.8660
    assert R.spearman([1, 1, 2], [1, 2, 3]) == pytest.approx(1.5 / math.sqrt(3.0))
    assert R.spearman([1.0], [2.0]) is None
    assert R.spearman([1, 2, 3], [5, 5, 5]) is None
    with pytest.raises(ValueError):
        R.spearman([1, 2], [1])


def test_regret_and_errors_by_hand():
    # predicted best is the second (1): measured 12 against the best 10
    assert R.top1_regret([3, 1, 2], [10, 12, 11]) == pytest.approx(0.2)
    assert R.top1_regret([1, 2, 3], [10, 12, 11]) == pytest.approx(0.0)
    assert R.top1_regret([1, 1], [5, 4]) == pytest.approx(0.25)  # a tie takes the first
    assert R.top1_regret([], []) is None
    assert R.mdape([1.1, 0.5, 2.0], [1, 1, 1]) == pytest.approx(0.5)  # errors 0.1, 0.5, 1.0
    assert R.mdape([1.1, 0.8], [1, 1]) == pytest.approx(0.15)
    assert R.mean_ape([1.1, 1.4], [1, 1]) == pytest.approx(0.25)
    assert R.gmean_ape([1.1, 1.4], [1, 1]) == pytest.approx(0.2)  # sqrt(0.1 * 0.4)
    assert R.gmean_ape([1.0, 1.4], [1, 1]) == 0.0
    assert R.mdape([], []) is None
    st = R.family_stats([{"variant": "a", "predicted_ms": 2.0, "measured_ms": 1.0},
                         {"variant": "b", "predicted_ms": 1.0, "measured_ms": 2.0},
                         {"variant": "c", "predicted_ms": None, "measured_ms": 3.0},
                         {"variant": "d", "predicted_ms": 3.0, "measured_ms": None}])
    assert st == {"spearman": pytest.approx(-1.0), "top1_regret": pytest.approx(1.0),
                  "mdape": pytest.approx(0.75), "n": 2}
    assert R.ranking([{"variant": "x", "predicted_ms": 2.0}, {"variant": "y", "predicted_ms": 1.0},
                      {"variant": "z", "predicted_ms": None}]) == ["y", "x"]


def test_paper_claims_checker_can_say_no():
    good = {"matmul": {"naive": 100.0, "16x16": 50.0, "16x32": 40.0, "16x64": 30.0,
                       "16x128": 20.0, "16x192": 10.0},
            "scan": {f"{k}/{b}": t + b / 1000 for b in F.SCAN_BLOCKS
                     for k, t in (("Init", 2.0), ("Div", 1.5), ("Init_Bank", 2.5),
                                  ("Div_Bank", 1.0))}}
    claims = R.paper_claims(good)
    assert len(claims) == 4 and all(c["holds"] is True for c in claims)
    bad = json.loads(json.dumps(good))
    bad["matmul"]["16x192"] = 45.0  # wider tile slower than 16x64
    bad["scan"]["Init_Bank/128"] = 1.9  # Init_Bank faster than Init at 128
    c = {x["claim"]: x["holds"] for x in R.paper_claims(bad)}
    assert list(c.values()) == [False, True, True, False]
    bad["matmul"]["naive"] = 30.0
    assert R.paper_claims(bad)[1]["holds"] is False
    del bad["scan"]["Div/64"]
    assert R.paper_claims(bad)[2]["holds"] is None


# ----------------------------------------------------------------------------- the report

class FakePrediction:
    def __init__(self, ms, bottleneck="memory bandwidth"):
        self.predicted_ms = ms
        self.bottleneck = bottleneck
        self.bounds = (0.5 * ms, 2.0 * ms)


def fake_ms(launch) -> float:
    """A made-up, deterministic time per launch (different for every variant)."""
    src, kernel, grid, block, params, defines = launch
    threads = math.prod(grid) * math.prod(block)
    return threads * 1e-6 * (1 + sum(defines.values()) / 1000) + 0.01 * params.get("Ns", 0) \
        + 0.001 * len(kernel)


def fake_predictor(calls):
    def predict_launches(launches, device="h100"):
        calls.append((device, len(launches)))
        return [FakePrediction(fake_ms(L)) for L in launches]
    return predict_launches


def made_up_measured(factor=1.25, size="paper", broken=()):
    """A runner result whose measured times are ``factor`` x the fake predictions."""
    variants = []
    for p in F.programs(size):
        total = sum(fake_ms(L) for L in p.model_launches())
        ok = p.name not in broken
        variants.append({"family": p.family, "variant": p.variant, "verified": ok,
                         "measured_ms": factor * total if ok else None, "errors": []})
    return {"device": "NVIDIA H100 80GB HBM3", "date": "2026-11-22", "size": size, "banks": 32,
            "command": "python3 benchmarks/model_runner.py --out-dir X", "variants": variants}


def test_report_schema_and_numbers(tmp_path):
    meas = made_up_measured(broken=("fft/global_r4",))
    mfile = tmp_path / "model-measured-h100-2026-11-22.json"
    mfile.write_text(json.dumps(meas))
    calls = []
    out = tmp_path / "out"
    rc = R.main(["--measured", str(mfile), "--out-dir", str(out)], predictor=fake_predictor(calls))
    assert rc == 0
    stem = out / "model-h100-2026-11-22"
    for suffix in (".json", "-details.json", ".md", "-fig3.png", "-fig7.png", "-fig8.png"):
        assert Path(f"{stem}{suffix}").is_file(), suffix
    res = json.loads(Path(f"{stem}.json").read_text())
    # exactly the schema
    assert set(res) == {"device", "date", "command", "families"}
    assert res["device"] == meas["device"] and res["date"] == "2026-11-22"
    assert "model_report.py" in res["command"]
    assert [f["name"] for f in res["families"]] == list(F.FAMILIES)
    for f in res["families"]:
        assert set(f) == {"name", "spearman", "top1_regret", "mdape", "points"}
        assert [p["variant"] for p in f["points"]] == [v.name for v in F.variants(f["name"])]
        for p in f["points"]:
            assert set(p) == {"variant", "predicted_ms", "measured_ms"}
        # measured = 1.25 x predicted: same order, no regret, every error 0.2
        assert f["spearman"] == pytest.approx(1.0)
        assert f["top1_regret"] == pytest.approx(0.0)
        assert f["mdape"] == pytest.approx(0.2)
    fft = {p["variant"]: p for p in res["families"][1]["points"]}
    assert fft["global_r4"]["measured_ms"] is None  # not verified: no time, left out
    prog = F.program("fft", "global_r2", "paper")
    assert fft["global_r2"]["predicted_ms"] == pytest.approx(sum(fake_ms(L) for L in prog.model_launches()))
    det = json.loads(Path(f"{stem}-details.json").read_text())
    assert det["families"]["fft"]["left_out"] == ["global_r4"]
    assert det["overall"]["gmean_ape"] == pytest.approx(0.2)
    assert det["paper_device"]["device"] == "8800gtx" and det["paper_device"]["banks"] == 16
    assert len(det["paper_device"]["families"]["scan"]["ranking"]) == 16
    # the model was asked for the H100 and for the 8800 GTX, once per variant each
    devices = [d for d, _n in calls]
    assert devices.count("h100") == 28 and devices.count("8800gtx") == 28
    md = Path(f"{stem}.md").read_text()
    assert "MWP-CWP" in md and "13.3%" in md and "GCoM" in md and "10.0%" in md
    assert "8800gtx" in md and "Fig. 8" in md


def test_report_with_a_permuted_measurement():
    meas = made_up_measured(factor=1.0)
    mm = [v for v in meas["variants"] if v["family"] == "matmul"]
    # swap the measured times of the fastest and the slowest predicted matmul variants
    order = sorted(mm, key=lambda v: v["measured_ms"])
    order[0]["measured_ms"], order[-1]["measured_ms"] = order[-1]["measured_ms"], order[0]["measured_ms"]
    rep, det = R.build(meas, fake_predictor([]), paper_device=None)
    f = rep["families"][0]
    pred = [p["predicted_ms"] for p in f["points"]]
    got = [p["measured_ms"] for p in f["points"]]
    assert f["top1_regret"] == pytest.approx(max(got) / min(got) - 1)
    assert f["spearman"] < 1.0 and f["spearman"] == pytest.approx(R.spearman(pred, got))
    assert "paper_device" not in det
    assert det["families"]["matmul"]["goal_met"] is False
    assert det["families"]["fft"]["goal_met"] is True


def test_report_errors_are_messages(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert R.main(["--measured", str(bad), "--out-dir", str(tmp_path)], predictor=fake_predictor([])) == 2
    assert "not JSON" in capsys.readouterr().err
    assert R.main(["--measured", str(tmp_path / "none.json")], predictor=fake_predictor([])) == 2
    other = tmp_path / "o.json"
    other.write_text(json.dumps(dict(made_up_measured(), device="Some GPU")))
    assert R.main(["--measured", str(other), "--out-dir", str(tmp_path)], predictor=fake_predictor([])) == 2
    assert "--device" in capsys.readouterr().err


def test_a_failing_prediction_is_recorded():
    def flaky(launches, device="h100"):
        if any(L[1] == "fft_shared" for L in launches):
            raise RuntimeError("no model for this one")
        return [FakePrediction(fake_ms(L)) for L in launches]

    rep, det = R.build(made_up_measured(), flaky, paper_device=None)
    fft = {p["variant"]: p for p in rep["families"][1]["points"]}
    assert fft["shared_r4"]["predicted_ms"] is None
    errs = {p["variant"]: p.get("error") for p in det["families"]["fft"]["points"]}
    assert "no model for this one" in errs["shared_r4"]
    assert rep["families"][1]["spearman"] == pytest.approx(1.0)  # the other three


# ----------------------------------------------------------------------------- the runner's CPU parts

def test_kernel_args_in_parameter_order():
    from warpsmith.ir import find_kernel
    from warpsmith.frontend import read_module

    p = F.program("fft", "global_r4", "paper")
    L = p.launches[1]
    m = read_module(L.path, dialect="cuda", defines=L.defines)
    fn = find_kernel(m, L.kernel)
    bufs = {"x": "dev-x", "y": "dev-y", "tmp": "dev-tmp"}
    args = P.kernel_args(fn, L, bufs)
    assert args[:2] == (bufs[L.buffers["x"]], bufs[L.buffers["y"]])
    assert args[2] == 4 and args[2].dtype == np.int32
    mm = F.program("matmul", "16x64", "paper").launches[0]
    fmm = find_kernel(read_module(mm.path, dialect="cuda", defines=mm.defines), mm.kernel)
    a = P.kernel_args(fmm, mm, {"A": 1, "B": 2, "C": 3})
    assert a[:3] == (1, 2, 3) and [int(v) for v in a[3:]] == [4224, 4224, 4224]
    broken = F.KernelLaunch(mm.file, mm.kernel, mm.grid, mm.block, {"A": "A", "B": "B"},
                            mm.params, mm.defines)
    with pytest.raises(KeyError, match="pointer parameter 'C'"):
        P.kernel_args(fmm, broken, {"A": 1, "B": 2})
    noparam = F.KernelLaunch(mm.file, mm.kernel, mm.grid, mm.block, mm.buffers, {"M": 1},
                             mm.defines)
    with pytest.raises(KeyError, match="scalar parameter 'N'"):
        P.kernel_args(fmm, noparam, {"A": 1, "B": 2, "C": 3})


def test_poisoned_outputs_and_the_check():
    p = F.program("scan", "Init/64")
    inputs = p.inputs(seed=1)
    bufs = P.host_buffers(p, inputs)
    assert np.isnan(bufs["out"]).all()  # output poisoned
    assert not bufs["sums0"].any()  # scratch zeroed
    assert np.array_equal(bufs["in"], inputs["in"])
    assert not np.isnan(P.host_buffers(p, inputs, poison=False)["out"]).any()
    want = p.expected(inputs)
    assert P.verdict(p, bufs, want).startswith("out:")  # never written: caught
    assert P.verdict(p, dict(want), want) == "ok"


def test_measure_variant_on_the_simulator():
    ex = P.SimulatorExecutor()
    refs = P.References(seed=5)
    p = F.program("scan", "Div_Bank/128")
    rec = P.measure_variant(p, ex, refs)
    assert rec["verified"] and rec["checks"] == {"program": "ok", "timed launches": "ok"}
    assert rec["measured_ms"] is None and rec["errors"] == []  # no GPU: not timed
    # the references are shared by the variants of one size
    q = F.program("scan", "Init/128")
    assert refs.expected(q) is refs.expected(p) and refs.inputs(q) is refs.inputs(p)
    assert refs.expected_timed(F.program("scan", "Init/64")) is not refs.expected_timed(p)

    class WrongTimes(P.SimulatorExecutor):
        timed = 0

        def run(self, prog, launches, bufs):
            super().run(prog, launches, bufs)
            bufs["y"] = bufs["y"] * 1.01  # a wrong result

        def time(self, fn, repetitions, warmup):
            WrongTimes.timed += 1
            return {"median_ms": 1.0}

    r = P.measure_variant(F.program("fft", "shared_r2"), WrongTimes(), refs)
    assert not r["verified"] and "y:" in r["checks"]["program"]
    assert WrongTimes.timed == 0 and r["measured_ms"] is None  # a failed check is not timed
    assert "not timed" in r["errors"][0]

    class Timed(P.SimulatorExecutor):
        def time(self, fn, repetitions, warmup):
            fn()
            return {"median_ms": 0.5, "repetitions": repetitions}

    r = P.measure_variant(F.program("scan", "Div/64"), Timed(), refs, repetitions=3)
    assert r["measured_ms"] == 0.5 and r["program_ms"] == 0.5 and r["timing"]["repetitions"] == 3


def test_runner_without_gpu(tmp_path):
    rc = RUN.main(["--no-gpu", "--families", "fft", "--out-dir", str(tmp_path)])
    assert rc == 0
    (f,) = tmp_path.glob("model-measured-nogpu-*-ci.json")
    res = json.loads(f.read_text())
    for k in ("device", "driver", "date", "command", "variants"):
        assert k in res
    assert "--no-gpu" in res["command"] and res["size"] == "ci"
    assert [v["variant"] for v in res["variants"]] == [v.name for v in F.variants("fft")]
    assert all(v["verified"] and v["measured_ms"] is None for v in res["variants"])
    assert (tmp_path / f.name.replace(".json", ".log")).is_file()
    assert RUN.results_stem("h100", "2026-11-22", "paper") == "model-measured-h100-2026-11-22"


# ----------------------------------------------------------------------------- the paper's GPU

def test_8800gtx_predictions_reproduce_the_papers_rankings():
    from warpsmith.pipeline_predict import predict_launches

    pd = R.paper_predictions(predict_launches, "8800gtx")
    failed = {f: [p["variant"] for p in d["points"] if p.get("predicted_ms") is None]
              for f, d in pd["families"].items()}
    assert not any(failed.values()), f"no prediction for {failed}"
    for c in pd["claims"]:
        assert c["holds"] is True, f"{c['family']}: {c['claim']}: {c['detail']}"


# ----------------------------------------------------------------------------- the GPU path, faked

class _FakeArray(np.ndarray):
    def fill(self, v):  # cupy's fill
        self[...] = v


class _FakeEvent:
    def __init__(self):
        self.done = False

    def record(self):
        pass

    def synchronize(self):
        pass


class _FakeModule:
    def load(self, cubin):
        assert cubin

    def get_function(self, name):
        calls = _FakeCupy.spins

        def spin(grid, block, args, shared_mem=0):
            calls.append(int(args[0]))
        return spin


class _FakeCupy:
    """What GpuExecutor uses of CuPy, on the host: arrays are NumPy arrays."""

    spins: list = []
    uint8 = np.uint8

    class cuda:  # noqa: N801 - mirrors cupy.cuda
        class runtime:  # noqa: N801
            @staticmethod
            def deviceSynchronize():
                pass

        class function:  # noqa: N801
            Module = _FakeModule

    @staticmethod
    def asarray(a):
        return np.array(a, copy=True)

    @staticmethod
    def asnumpy(a):
        return np.array(a, copy=True)

    @staticmethod
    def empty(n, dtype):
        return np.empty(n, dtype).view(_FakeArray)

    @staticmethod
    def get_default_memory_pool():
        class Pool:
            def free_all_blocks(self):
                pass
        return Pool()


class _FakeCudaBackend:
    """backends/cuda for GpuExecutor: kernels 'launch' on the simulator, writing back into
    the NumPy arrays passed as device buffers, positionally as CuPy passes them."""

    def context_broken(self):
        return False

    def __init__(self):
        self.launches = 0

    def cupy(self):
        return _FakeCupy

    def device_arch(self):
        return "sm_90"

    def device_info(self):
        return {"l2_bytes": 4096}

    def load_kernel(self, module, kernel):
        from warpsmith.ir import find_kernel
        from warpsmith.backends.simulator import simulate
        from warpsmith.ir.types import PointerType

        fn = find_kernel(module, kernel)
        backend = self

        class Report:
            def as_json(self):
                return {"registers": 0, "kernel": kernel}

        def func(grid, block, args, shared_mem=0):
            backend.launches += 1
            named = {p.name: a for p, a in zip(fn.params, args)}
            res = simulate(module, kernel, grid, block, named)
            for p, a in zip(fn.params, args):
                if isinstance(p.type, PointerType):
                    a[...] = res.outputs[p.name]
        return Report(), None, func


class _FakeClock:
    """The tune.measure.Clock of GpuExecutor on the host: every timed run takes 0.25 ms and
    the spin kernel always outlasts the host's enqueuing."""

    def record(self):
        return _FakeEvent()

    def elapsed(self, start, end):
        return 0.25

    def synchronize(self):
        pass

    def reached(self, mark):
        return mark.done

    def scratch(self, nbytes):
        return _FakeCupy.empty(nbytes, np.uint8)

    def l2_bytes(self):
        return 4096


def _no_compiler() -> bool:
    from warpsmith.backends.cuda_compile import compiler_available

    return compiler_available() is None


@pytest.mark.skipif(_no_compiler(), reason="no NVRTC or nvcc: the spin kernel of the GPU "
                                           "timing is compiled for sm_90")
def test_gpu_executor_flow_with_a_fake_cupy():
    fake = _FakeCudaBackend()
    ex = P.GpuExecutor(fake, clock=_FakeClock())
    refs = P.References(seed=3)
    _FakeCupy.spins.clear()
    p = F.program("fft", "global_r4")  # 4 launches, ping-pong through tmp
    rec = P.measure_variant(p, ex, refs, repetitions=4, warmup=2)
    assert rec["verified"] and rec["errors"] == [], rec
    assert rec["measured_ms"] == 0.25 and rec["timing"]["repetitions"] == 4
    assert rec["timing"]["spin_cycles"] == P.SPIN_CYCLES and rec["timing"]["spin_too_short"] == 0
    assert _FakeCupy.spins == [P.SPIN_CYCLES] * 4
    # 1 checked run + 2 warm-up + 4 timed, 4 launches each
    assert fake.launches == 4 * (1 + 2 + 4)
    assert rec["compile"] == {"fft_global": {"registers": 0, "kernel": "fft_global"}}
    s = F.program("scan", "Init_Bank/64")
    fake.launches = 0
    rec = P.measure_variant(s, ex, refs, repetitions=2, warmup=1)
    assert rec["verified"] and rec["checks"] == {"program": "ok", "timed launches": "ok"}
    n = len(s.launches)
    # whole program checked, per-block kernel checked, timed (1 + 2), whole program timed
    assert fake.launches == n + 1 + (1 + 2) + n * (1 + 2)


# ----------------------------------------------------------------------------- held-out check

def test_heldout_sampling_and_statistics():
    H = _load("model_heldout")
    recs = [{"id": f"p|{i}", "ms": float(v)} for i, v in enumerate([5, 1, 3, 2, 4, 9, 7])]
    got = [r["ms"] for r in H.sample(recs, 4)]
    assert got[0] == 1 and got[-1] == 9 and len(got) == 4 and got == sorted(got)
    assert len(H.sample(recs, 10)) == 7
    assert H.spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert H.spearman([4, 3, 2, 1], [10, 20, 30, 40]) == pytest.approx(-1.0)
    assert H.spearman([1, 1, 2], [1, 2, 3]) == pytest.approx(0.866, abs=1e-3)  # ties
    assert H.spearman([1, 2], [1, 2]) is None
    assert H.top1_regret([3, 1, 2], [1.0, 1.5, 2.0]) == pytest.approx(0.5)


def test_heldout_end_to_end_on_a_few_real_configurations(tmp_path):
    """Three measured binarySearch configurations of the committed run: rebuilt, predicted,
    ranked, written."""
    H = _load("model_heldout")
    src = ROOT / "benchmarks" / "results" / "coarsening-h100-2026-11-21.jsonl"
    assert src.exists(), "the committed coarsening exploration is missing"
    keep = []
    with open(src) as fh:
        for line in fh:
            d = json.loads(line)
            if d.get("kind") == "run" and not keep:
                keep.append(d)
            if d.get("kind") == "config" and d.get("program") == "binarySearch" and \
                    d.get("status") == "ok" and len(keep) < 4:
                keep.append(d)
    f = tmp_path / "coarsening-h100-2030-01-01.jsonl"
    f.write_text("".join(json.dumps(d) + "\n" for d in keep))
    out = tmp_path / "out"
    assert H.main(["--results", str(f), "--per-program", "3", "--out-dir", str(out)]) == 0
    rep = json.loads((out / "model-heldout-coarsening-h100-2030-01-01.json").read_text())
    (row,) = rep["programs"]
    assert row["program"] == "binarySearch" and row["predicted"] == 3 and not row["errors"]
    assert all(p["predicted_ms"] > 0 and p["baseline_ms"] > 0 for p in row["points"])
    assert row["spearman"] is None or -1 <= row["spearman"] <= 1
    md = (out / "model-heldout-coarsening-h100-2030-01-01.md").read_text()
    assert "| binarySearch |" in md and "mechanisms off" in md


def test_the_default_predictor_is_the_wired_model():
    """The report predicts through pipeline_predict (the model given this machine's compiler
    and the simulator's block replay); an import slip here would only show on a full run."""
    from warpsmith import pipeline_predict
    from warpsmith.tune.reports import model as report

    assert report.default_predictor() is pipeline_predict.predict_launches
