"""`warpsmith analyze` and `warpsmith optimize` from the command line, bad input included."""

from __future__ import annotations

import json

from warpsmith.cli import main
from warpsmith.corpus import corpus_dir
from warpsmith.frontend import read_module

MATADD = str(corpus_dir() / "matrix_add.cu")
BENCH = str(corpus_dir() / "memopt_bench.cu")


def test_analyze_json_schema(capsys):
    assert main(["analyze", MATADD, "-k", "mat_add_uncoalesced_char", "--grid", "64",
                 "--block", "64", "--arg", "n=4096", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kernel"] == "mat_add_uncoalesced_char"
    keys = {"line", "col", "array", "space", "kind", "type", "index", "strides",
            "sectors_per_request", "ideal_sectors_per_request", "wavefronts_per_request",
            "verdict", "reason"}
    assert out["accesses"] and all(keys <= set(a) for a in out["accesses"])
    assert {a["verdict"] for a in out["accesses"]} == {"uncoalesced"}
    assert all(a["strides"]["threadIdx.x"] == 64 for a in out["accesses"])


def test_analyze_bad_arg_is_one_line(capsys):
    assert main(["analyze", MATADD, "-k", "mat_add_uncoalesced_char", "--grid", "64",
                 "--block", "64", "--arg", "m=3"]) == 1
    err = capsys.readouterr().err
    assert "has no parameter m" in err and "Traceback" not in err
    assert main(["analyze", MATADD, "-k", "mat_add_uncoalesced_char", "--grid", "64",
                 "--block", "64", "--arg", "n=lots"]) == 1
    assert "integer parameter" in capsys.readouterr().err


def test_optimize_writes_variant_and_guard(tmp_path, capsys):
    out = tmp_path / "m8.cu"
    assert main(["optimize", BENCH, "-k", "matadd8_orig", "--grid", "1024,8", "--block",
                 "1024", "-o", str(out), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["variant"]["kernel"] == "matadd8_orig_opt"
    assert [s["step"] for s in report["applied"]] == ["swap", "group-threads"]
    text = out.read_text()
    assert "launch_matadd8_orig" in text  # the host-side guard
    module = read_module(str(out))
    assert {f.name for f in module.kernels} == {"matadd8_orig", "matadd8_orig_opt"}


def test_optimize_unknown_step(capsys):
    assert main(["optimize", BENCH, "-k", "matadd8_orig", "--grid", "1024,8", "--block",
                 "1024", "--steps", "swap,fly"]) == 1
    assert "unknown step 'fly'" in capsys.readouterr().err
