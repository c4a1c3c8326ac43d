"""Strategies on a recorded space (replay): every strategy is seeded (same seed, same
run), keeps to its budget of unique evaluations, counts failures, and the figures of
merit follow their definitions."""

import math

import numpy as np
import pytest

from warpsmith.tune.replay import (Recorded, fraction_of_optimum, random_expectation, replay,
                                   score)
from warpsmith.tune.space import build_space
from warpsmith.tune.store import Result
from warpsmith.tune.strategies import NAMES


def _recorded(seed=0):
    space = build_space({"bx": [16, 32, 64, 128, 256], "by": [1, 2, 4, 8], "tx": [1, 2, 4, 8],
                         "u": [0, 1]}, ["bx * by <= 512", "bx * by >= 32"])
    rng = np.random.default_rng(seed)
    results = []
    for i in range(len(space)):
        c = space.config(i)
        t = (1 + abs(math.log2(c["bx"]) - 6) + 0.5 * abs(math.log2(c["by"]) - 2)
             + 0.7 * abs(math.log2(c["tx"]) - 2) + 0.1 * c["u"] + 0.3 * rng.random())
        bad = c["tx"] == 8 and c["bx"] >= 128
        results.append(Result(space.key(i), c, None if bad else t, failure="x" if bad else None,
                              failure_kind="compile" if bad else None, compile_time=100.0,
                              benchmark_time=10.0))
    return Recorded(space, results)


REC = _recorded()


def _rank(space, idx):
    noise = np.random.default_rng(5).normal(0, 0.1, len(idx))
    return REC.values()[idx] * np.exp(noise)


OPTIONS = {"model_ranked": {"rank": _rank}, "learned": {"batch": 4}}


@pytest.mark.parametrize("name", [n for n in NAMES if n != "learned"] + ["learned"])
def test_budget_seed_and_uniqueness(name):
    budget = 12 if name == "learned" else 20
    a = replay(REC, name, fevals=budget, seed=3, **OPTIONS.get(name, {}))
    b = replay(REC, name, fevals=budget, seed=3, **OPTIONS.get(name, {}))
    assert len(a.order) == len(set(a.order)) == budget
    assert a.order == b.order
    assert a.failures == sum(1 for i in a.order if not REC.results[i].ok)


def test_model_ranked_first_measurement_is_the_model_pick():
    ev = replay(REC, "model_ranked", fevals=10, seed=0, rank=_rank, k=3, order="predicted")
    first = ev.order[:3]
    assert first == [int(i) for i in np.argsort(_rank(REC.space, np.arange(len(REC.space))))[:3]]


def test_exhaustive_finds_the_optimum():
    ev = replay(REC, "exhaustive", seed=0)
    assert len(ev.order) == len(REC.space)
    assert ev.best()[1] == REC.optimum()


def test_figures_of_merit():
    v = np.array([1.0, 2.0, 4.0, np.inf])
    assert fraction_of_optimum(2.0, 1.0) == 0.5
    assert random_expectation(v, 4) == 1.0
    # one draw: the mean of opt/t over the space (failure 0)
    assert random_expectation(v, 1) == pytest.approx((1 + 0.5 + 0.25 + 0) / 4)
    # two draws without repetition: min over the 6 pairs
    pairs = [1, 1, 1, 0.5, 0.5, 0.25]
    assert random_expectation(v, 2) == pytest.approx(sum(pairs) / 6)
    assert score(1.0, 1.0, v, 2) == 1.0
    assert score(math.inf, 1.0, v, 2) < 0


def test_time_budget_charges_recorded_times():
    ev = replay(REC, "random", seconds=1.0, seed=1)
    assert len(ev.order) == 10  # 0.11 s each: the tenth reaches 1.1 s


def test_gp_beats_random_search_on_a_smooth_space():
    # the recorded space's time is a sum of distances in log2 of the parameters: a GP over
    # those inputs finds better points than random search's exact expectation
    fr = [fraction_of_optimum(replay(REC, "gp", fevals=20, seed=s).best()[1], REC.optimum())
          for s in range(4)]
    assert np.mean(fr) > random_expectation(REC.values(), 20) + 0.05
