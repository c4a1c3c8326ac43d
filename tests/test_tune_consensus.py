"""The consensus of the model's near-ties (``warpsmith.tune.consensus``): the first pick is
the near-ties' medoid (checked against a direct computation), later picks spread, points
without a prediction come last, and the strategies measure these picks first."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from warpsmith.ir.errors import LaunchError
from warpsmith.tune.consensus import consensus_order, unit_positions
from warpsmith.tune.rank import ranking_quality
from warpsmith.tune.replay import Recorded, replay
from warpsmith.tune.space import build_space
from warpsmith.tune.store import Result
from warpsmith.tune.strategies import model_picks


def _medoid_by_hand(pos, pred, tie):
    band = [i for i in range(len(pred)) if np.isfinite(pred[i])
            and pred[i] <= np.nanmin(pred) * (1 + tie)]
    cost = {i: sum(np.abs(pos[i] - pos[j]).sum() for j in band) for i in band}
    low = min(cost.values())
    # ties of distance go to the lower prediction, then to the lower index
    return min((i for i in band if np.isclose(cost[i], low)), key=lambda i: (pred[i], i))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**31 - 1), st.integers(2, 40), st.sampled_from([0.05, 0.1, 0.3]))
def test_first_pick_is_the_medoid_of_the_near_ties(seed, n, tie):
    rng = np.random.default_rng(seed)
    coords = rng.integers(0, 5, size=(n, 3))
    pos = unit_positions(coords, [5, 5, 5])
    pred = rng.uniform(1.0, 1.5, n)
    first = consensus_order(pos, pred, 1, tie=tie)[0]
    assert first == _medoid_by_hand(pos, pred, tie)
    assert pred[first] <= pred.min() * (1 + tie)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**31 - 1), st.integers(1, 30), st.integers(1, 12))
def test_picks_are_distinct_and_unpredicted_points_come_last(seed, n, k):
    rng = np.random.default_rng(seed)
    pos = unit_positions(rng.integers(0, 4, size=(n, 2)), [4, 4])
    pred = rng.uniform(1.0, 3.0, n)
    pred[rng.random(n) < 0.3] = np.nan
    picks = consensus_order(pos, pred, k)
    assert len(picks) == min(k, n) == len(set(picks))
    finite = [np.isfinite(pred[i]) for i in picks]
    assert finite == sorted(finite, reverse=True)  # every predicted point before any other
    if np.isfinite(pred).sum() >= min(k, n):
        assert all(finite)


def test_a_vanishing_band_is_the_lowest_prediction():
    pos = unit_positions(np.arange(6)[:, None], [6])
    pred = np.array([3.0, 2.0, 5.0, 1.0, 4.0, 6.0])
    assert consensus_order(pos, pred, 1, tie=1e-9) == [3]


def test_the_consensus_is_not_the_lowest_prediction_at_an_extreme():
    # five near-ties at 2..6 of one tunable; the lowest prediction sits at the end (0)
    pos = unit_positions(np.array([[0], [2], [3], [4], [5], [6], [9]]), [10])
    pred = np.array([1.00, 1.05, 1.04, 1.03, 1.06, 1.08, 2.0])
    assert consensus_order(pos, pred, 1) == [3]


def test_later_picks_spread_over_the_near_ties():
    # two groups of near-ties far apart; the second pick leaves the first pick's group
    coords = np.array([[0, 0], [0, 1], [1, 0], [9, 9], [9, 8], [8, 9]])
    pos = unit_positions(coords, [10, 10])
    pred = np.array([1.0, 1.01, 1.02, 1.03, 1.04, 1.05])
    a, b = consensus_order(pos, pred, 2)
    assert (coords[a] < 5).all() != (coords[b] < 5).all()


def _recorded():
    space = build_space({"bx": [32, 64, 128, 256, 512], "items": [1, 2, 4, 8]}, [])
    results = []
    for i in range(len(space)):
        c = space.config(i)
        t = 1.0 + abs(np.log2(c["bx"]) - 7) + abs(np.log2(c["items"]) - 1)
        results.append(Result(space.key(i), c, t, benchmark_time=1.0))
    return Recorded(space, results)


REC = _recorded()


def _rank(space, idx):
    # the model's lowest prediction at an extreme (512 threads, 8 items), its near-ties
    # around the measured optimum (128, 2)
    v = REC.values()[idx].copy()
    v = 1.0 + 0.05 * (v - v.min()) / (v.max() - v.min())
    v[space.index_of({"bx": 512, "items": 8})] = 0.99
    return v


@pytest.mark.parametrize("strategy", ["model_ranked", "learned", "gp"])
def test_strategies_measure_the_consensus_first(strategy):
    picks = model_picks(REC.space, _rank(REC.space, np.arange(len(REC.space))), 2)
    options = {"k": 2} if strategy == "model_ranked" else {"initial": 4}
    ev = replay(REC, strategy, fevals=6, seed=0, rank=_rank, **options)
    assert ev.order[:2] == picks
    lowest = replay(REC, strategy, fevals=6, seed=0, rank=_rank, order="predicted", **options)
    assert lowest.order[0] == REC.space.index_of({"bx": 512, "items": 8})
    assert REC.values()[ev.order[0]] < REC.values()[lowest.order[0]]


def test_higher_is_better_takes_the_highest_predictions():
    gflops = 1.0 / _rank(REC.space, np.arange(len(REC.space)))
    assert model_picks(REC.space, gflops, 1, "predicted", higher_is_better=True) == [
        REC.space.index_of({"bx": 512, "items": 8})]
    assert model_picks(REC.space, gflops, 2, higher_is_better=True) == model_picks(
        REC.space, 1.0 / gflops, 2)


def test_an_unknown_order_is_refused():
    with pytest.raises(LaunchError, match="consensus or predicted"):
        model_picks(REC.space, np.ones(len(REC.space)), 1, "best")


def test_ranking_quality_gives_both_picks():
    idx = np.arange(len(REC.space))
    keys = [REC.space.key(i) for i in idx]
    pos = unit_positions(REC.space.coords, REC.space.radices)
    q = ranking_quality(keys, _rank(REC.space, idx), REC.values(), positions=pos)
    plain = ranking_quality(keys, _rank(REC.space, idx), REC.values())
    assert q["order"] == "consensus" and plain["order"] == "predicted"
    assert q["lowest_first_pick"] == plain["first_pick"] == "512,8"
    assert q["first_pick"] != plain["first_pick"]
    assert q["first_fraction_of_optimum"] > plain["first_fraction_of_optimum"]


def test_the_command_line_passes_the_order_to_the_model_strategies_only():
    from warpsmith.cli import build_parser
    from warpsmith.cli.tune import _model_order

    parse = build_parser("tune").parse_args
    args = parse(["tune", "k.cu", "-k", "k", "--strategy", "model_ranked",
                  "--model-order", "predicted"])
    assert _model_order(args) == {"order": "predicted"}
    assert _model_order(parse(["tune", "k.cu", "-k", "k", "--strategy", "gp"])) == {
        "order": "consensus"}
    assert _model_order(parse(["tune", "k.cu", "-k", "k", "--strategy", "ils"])) == {}


def test_model_correction_reaches_the_ranker_from_the_api_and_the_command_line(monkeypatch):
    """``ws.tune``'s model_ranked ranks by the shipped correction unless told not to, and
    ``warpsmith tune --no-model-correction`` tells it."""
    import numpy as np

    import warpsmith as ws
    from warpsmith import api
    from warpsmith.cli import build_parser
    from warpsmith.tune import rank as rank_module
    from warpsmith.tune import transfer

    seen = []

    def fake_ranker(problem, device, correction=None):
        seen.append(correction)
        return lambda space, idx: np.arange(len(idx), dtype=float) + 1.0

    monkeypatch.setattr(rank_module, "model_ranker", fake_ranker)
    src = "__global__ void k(float *a) { a[threadIdx.x] = 1.0f; }"
    for flag in (True, False):
        ws.tune(src, "k", problem_size=64, tune_params={"block_size_x": [32, 64]},
                arguments=[np.zeros(64, np.float32)], strategy="model_ranked", budget=1,
                model_correction=flag)
    assert isinstance(seen[0], transfer.Correction) and seen[1] is None
    assert api.MODEL_CORRECTION is True
    parse = build_parser("tune").parse_args
    assert parse(["tune", "k.cu", "-k", "k"]).model_correction is True
    assert parse(["tune", "k.cu", "-k", "k", "--no-model-correction"]).model_correction is False


def test_without_scikit_learn_the_model_ranks_alone_and_says_so(monkeypatch):
    """No scikit-learn (the tune extra): ``model_correction`` falls back to the model alone
    with a warning naming the missing package, instead of an ImportError mid-run."""
    import importlib.util

    import pytest

    from warpsmith import api

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "sklearn" else real(name, *a))
    with pytest.warns(UserWarning, match="needs scikit-learn"):
        assert api._correction(True) is None
    assert api._correction(False) is None


def test_the_command_line_says_in_one_line_that_the_correction_is_missing(monkeypatch, capsys,
                                                                          tmp_path):
    """``warpsmith tune --strategy model_ranked`` without scikit-learn prints one warning
    line naming the package and tunes by the model alone."""
    from pathlib import Path

    from warpsmith import api
    from warpsmith.cli import main

    monkeypatch.setattr(api, "model_correction_available", lambda: False)
    src = Path(__file__).parent / "data" / "tune" / "vector_add.cu"
    argv = ["tune", str(src), "-k", "vector_add", "--problem-size", "128",
            "--param", "block_size_x=32,64", "--arg", "c=float32[128]",
            "--arg", "a=float32[128]:random", "--arg", "b=float32[128]:random",
            "--arg", "n=128", "--strategy", "model_ranked", "--budget", "1"]
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert f"warning: {api.NO_CORRECTION}" in err and "UserWarning" not in err
