"""The multi-GPU runner's agreement check (its CPU part): the same configurations timed
with 1 and N workers must agree; a part where some are far apart is reported, as issue 23's
runs 6-11 would have been (the measurer ran the wrong machine code for configurations that
differ only in the register bound)."""

from bench_modules import load


def test_agreement_counts_configurations_far_apart_either_way():
    runner = load("tune_multi_runner")
    base = {"a": 1.0, "b": 2.0, "c": 4.0, "d": 1.0}
    out = runner.agreement(base, {
        "w2_r0": {"a": 1.0, "b": 2.1, "c": 4.0, "d": 1.0},  # within noise
        "w2_r1": {"a": 3.43, "b": 2.0, "c": 1.0, "e": 9.0},  # one slower, one faster, one new
    })
    assert out["w2_r0"] == {"configs": 4, "apart_1.5x": 0, "max_ratio": 1.05}
    assert out["w2_r1"] == {"configs": 3, "apart_1.5x": 2, "max_ratio": 4.0}


def test_the_summary_reports_agreement_from_the_parts_values():
    runner = load("tune_multi_runner")
    best = {"config": {"x": 1}, "value": 1.0}
    parts = {"w1_r0": {"ok": True, "configs_per_min": 60.0, "best": best,
                       "values": {"a": 1.0, "b": 2.0}},
             "w2_r0": {"ok": True, "configs_per_min": 110.0, "best": best,
                       "values": {"a": 1.0, "b": 5.0}}}
    s = runner.summarize({"parts": parts}, [1, 2])
    assert s["speedup"] == {1: 1.0, 2: 1.833}
    assert s["agreement"] == {"w2_r0": {"configs": 2, "apart_1.5x": 1, "max_ratio": 2.5}}
