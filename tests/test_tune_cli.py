"""``warpsmith tune`` and ``ws.tune``: the command tunes on the simulator, prints JSON and
writes a header; replay of a Kernel Tuner cache; located errors; the plot helper."""

import json
from pathlib import Path

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.cli import main

DATA = Path(__file__).parent / "data" / "tune"


def test_cli_tune_json_header_and_resume(tmp_path, capsys):
    argv = ["tune", str(DATA / "vector_add.cu"), "-k", "vector_add", "--problem-size", "128",
            "--param", "block_size_x=32,64,128", "--param", "ws_coarsen_factor=1,2",
            "--restrict", "block_size_x * ws_coarsen_factor <= 128",
            "--arg", "c=float32[128]", "--arg", "a=float32[128]:random",
            "--arg", "b=float32[128]:random", "--arg", "n=128", "--strategy", "exhaustive",
            "--store", str(tmp_path / "s.db"), "--header", str(tmp_path / "b.h"), "--json"]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["evaluations"] == out["measured"] == 5 and out["space"]["legal"] == 5
    assert "not a time" in out["unit"]
    header = (tmp_path / "b.h").read_text()
    assert f"#define block_size_x {out['best']['config']['block_size_x']}" in header
    assert main(argv) == 0  # resumed: everything is in the store
    again = json.loads(capsys.readouterr().out)
    assert again["measured"] == 0 and again["best"] == out["best"]


def test_cli_replay_of_a_kt_cache(tmp_path, capsys):
    cache = tmp_path / "c.json"
    ws.tune_kernel("vector_add", str(DATA / "vector_add.cu"), 64,
                   [np.zeros(64, np.float32), np.ones(64, np.float32), np.ones(64, np.float32),
                    np.int32(64)], {"block_size_x": [32, 64]}, cache=str(cache))
    assert main(["tune", "x.cu", "-k", "vector_add", "--replay", str(cache), "--strategy",
                 "ils", "--budget", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["evaluations"] == 2


def test_cli_errors_are_located(capsys):
    assert main(["tune", str(DATA / "vector_add.cu"), "-k", "vector_add", "--problem-size",
                 "64", "--param", "block_size_x=32", "--restrict", "block_size_q > 1"]) == 1
    assert "not a tunable" in capsys.readouterr().err
    assert main(["tune", str(DATA / "vector_add.cu"), "-k", "vector_add", "--problem-size",
                 "64", "--param", "oops"]) == 1


def test_plot_helper(tmp_path):
    pytest.importorskip("matplotlib")
    from warpsmith.tune.reports.tuning import curves, plot_curves, plot_predicted
    from test_tune_strategies import REC

    data = curves(REC, ["random", "ils"], 10, seeds=range(2))
    assert all(len(v) == 10 and v == sorted(v) for v in data.values())
    assert plot_curves(data, tmp_path / "c.png").stat().st_size > 0
    assert plot_predicted([1, 2, 3], [1.1, 2.5, 2.0], tmp_path / "p.png").stat().st_size > 0


def test_missing_arguments_are_refused_before_any_configuration_runs(tmp_path, capsys):
    """Without --arg every configuration used to fail alike ("no value for parameter 'c'")
    and the run ended with no best: the command now says what is missing, where, once."""
    store = tmp_path / "s.db"
    argv = ["tune", str(DATA / "vector_add.cu"), "-k", "vector_add", "--problem-size", "64",
            "--param", "block_size_x=32,64", "--store", str(store)]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "vector_add.cu:2:" in err and "no value for c, a, b, n" in err and "--arg" in err
    assert not store.exists()  # refused before the store was opened


def test_an_argument_list_of_the_wrong_length_is_refused_up_front():
    from warpsmith.ir.errors import LaunchError
    from warpsmith.tune.tuner import Problem, tune

    a = np.zeros(64, np.float32)
    p = Problem("vector_add", (DATA / "vector_add.cu").read_text(), 64, [a, a, a],
                {"block_size_x": [32, 64]})
    with pytest.raises(LaunchError, match="takes 4 arguments"):
        tune(p, strategy="exhaustive")
