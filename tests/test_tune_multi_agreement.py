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


def test_a_different_pick_is_judged_on_the_board_that_timed_the_one_gpu_run():
    """Run 15: the 4-GPU part picked another register bound, 0.41% faster on its own board
    than the 1-GPU best, with 0.32% noise; the 1-GPU part timed that pick 0.27% slower than
    its best: within noise. A pick the 1-GPU run timed far slower is not."""
    runner = load("tune_multi_runner")

    def record(pick_there):
        parts = {"w1_r0": {"ok": True, "configs_per_min": 60.0,
                           "best": {"config": {"x": 1, "r": 128}, "value": 1.0},
                           "values": {"1,128": 1.0, "1,255": pick_there}},
                 "w4_r0": {"ok": True, "configs_per_min": 200.0,
                           "best": {"config": {"x": 1, "r": 255}, "value": 0.9959}},
                 "noise": {"ok": True, "noise": 0.0032}}
        return runner.summarize({"parts": parts}, [1, 4])["best"]

    near, far = record(1.0027), record(1.02)
    assert near["relative_difference"] == 0.0041 and near["same_board_difference"] == 0.0027
    assert near["within_noise"] and not near["same_config"]
    assert far["same_board_difference"] == 0.02 and not far["within_noise"]
