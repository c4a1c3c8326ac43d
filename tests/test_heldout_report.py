"""benchmarks/heldout_report.py on a small synthetic results file (no GPU): the figures it
computes, how it follows roles measured once, and the report it writes."""

from __future__ import annotations

import json

import pytest

from bench_modules import load

R = load("heldout_report")


def role(ms=None, pred=None, verified=True, **extra):
    r = dict(extra)
    if ms is not None:
        r["gpu"] = {"verified": verified, "timing": {"median_ms": ms}}
    if pred is not None:
        r["prediction"] = {"predicted_ms": pred}
    return r


def fake() -> dict:
    return {
        "device": "FAKE GPU", "date": "2026-11-26", "commit": "abc", "command": "x",
        "driver": "0", "suite_hash_recorded": "h" * 64, "suite_hash_files": "h" * 64,
        "launch_cost": {"1x32": {"median_ms": 0.002}},
        "kernels": [
            {"name": "syrk", "family": "linear_algebra", "memory_problem": False, "roles": {
                "original": role(1.0, 1.1),
                "optimized": role(same_as="original"),
                "coarsened": role(0.5, 0.6, advisor={"factor": 2, "dim": 0, "stride": 1}),
                "coarsen_f2": role(same_as="coarsened"),
                "coarsen_f4": role(0.4, 0.5),
                "coarsen_f8": role(0.8, 0.4, verified=False)}},
            {"name": "gemv_row", "family": "linear_algebra", "memory_problem": True, "roles": {
                "original": role(2.0, 1.0),
                "optimized": role(1.05, 1.0, applied=[{"step": "group-loop"}]),
                "coarsened": role(same_as="original"),
                "hand": role(1.0, 0.9)}},
            {"name": "rgba_to_gray", "family": "image", "memory_problem": True, "roles": {
                "original": role(3.0, 3.0),
                "optimized": role(same_as="original"),
                "hand": role(1.5, 2.0)}},
        ]}


def test_roles_measured_once_are_followed():
    k = fake()["kernels"][0]
    assert R.measured_ms(k, "optimized") == 1.0
    assert R.measured_ms(k, "coarsen_f2") == 0.5
    assert R.measured_ms(k, "coarsen_f8") is None  # not verified: no time
    assert R.predicted_ms(k, "coarsen_f2") == 0.6


def test_model_figures():
    pts = R.model_points(fake())
    # distinct roles with a verified time and a prediction: syrk 3, gemv 3, rgba 2
    assert len(pts) == 8
    e = R.error_stats(pts)
    apes = sorted([0.1, 0.2, 0.25, 0.5, 0.05 / 1.05, 0.1, 0.0, 1 / 3])
    assert e["mdape"] == pytest.approx((apes[3] + apes[4]) / 2)
    assert e["mean_ape"] == pytest.approx(sum(apes) / 8)
    fam = R.by_family(pts)
    assert fam["image"]["spearman"] is None  # two points: no rank correlation
    assert fam["linear_algebra"]["n"] == 6


def test_tool_vs_hand_and_advisor():
    rows = {r["kernel"]: r for r in R.tool_vs_hand(fake())}
    assert set(rows) == {"gemv_row", "rgba_to_gray"}
    assert rows["gemv_row"]["tool_over_hand"] == pytest.approx(1.05)
    assert rows["rgba_to_gray"]["tool_over_hand"] == pytest.approx(2.0)
    adv = {r["kernel"]: r for r in R.advisor_rows(fake())}
    assert adv["syrk"]["best_role"] == "coarsen_f4"
    assert adv["syrk"]["pick_over_best"] == pytest.approx(0.5 / 0.4)
    assert adv["gemv_row"]["pick_over_best"] == pytest.approx(1.0)  # pick = original = best


def test_markdown_sets_in_sample_beside_held_out(tmp_path):
    model = {"families": [{"name": "f", "points": [
        {"predicted_ms": 1.0, "measured_ms": 2.0}, {"predicted_ms": 2.0, "measured_ms": 2.0},
        {"predicted_ms": 3.0, "measured_ms": 4.0}]}]}
    (tmp_path / "m.json").write_text(json.dumps(model))
    ins = {"model": R.in_sample_model(tmp_path / "m.json"), "optimizer": None, "advisor": None}
    text = R.markdown(fake(), ins, "fake.json")
    assert "| held-out, all roles | 8 |" in text
    assert "| in-sample (" in text and "| 3 | 25.0% |" in text
    assert "tool within 10% of hand: **1 of 2**" in text
    assert "faster than the original (a memory problem a rewrite shows): tool within 10% " \
           "of hand on **1 of 2**; the other 0 hand versions" in text
    assert "0.0020 ms" in text  # the launch cost is stated
    assert "gemv_row: matvec_uncoalesced_cl" in text  # provenance from the manifest


def test_main_writes_the_report(tmp_path):
    p = tmp_path / "heldout-fake.json"
    p.write_text(json.dumps(fake()))
    assert R.main([str(p), "--out", str(tmp_path / "r.md")]) == 0
    assert (tmp_path / "r.md").read_text().startswith("# Held-out suite")
    assert R.main([str(tmp_path / "missing.json")]) == 2


def test_a_later_suite_is_named_and_read(tmp_path):
    res = fake()
    res["suite"] = "benchmarks/heldout2"
    res["kernels"] = [dict(k, name=n) for k, n in
                      zip(res["kernels"], ("doitgen", "csr_spmv_scalar", "rgb_to_yuv_cl"))]
    text = R.markdown(res, {"model": None, "optimizer": None, "advisor": None}, "h2.json")
    assert text.startswith("# Held-out suite heldout2:")
    assert "- suite: benchmarks/heldout2/, sha256" in text
    assert "1 of them have no in-sample neighbour" in text  # heldout2's own provenance
    assert "csr_spmv_scalar: spmv_csr_scalar (corpus spmv.cu" in text
    assert "and the first held-out suite (benchmarks/heldout/" in text
    assert "the 3 kernels of benchmarks/heldout2/" in text


def test_the_runner_takes_a_suite_directory(tmp_path):
    runner = load("heldout_runner")
    assert runner.suite_root(None) == runner.suite_root("benchmarks/heldout")
    assert runner.suite_root("benchmarks/heldout2/").name == "heldout2"
    with pytest.raises(SystemExit, match="not a frozen suite"):
        runner.suite_root(str(tmp_path))


def test_recheck_sets_new_ratios_beside_the_earlier_runs(tmp_path, monkeypatch):
    """benchmarks/heldout_recheck.py: each re-measured kernel's tool / hand ratio beside the
    one of the suite's earlier run, following ``same_as``, and the within-10% counts."""
    rc = load("heldout_recheck")
    earlier = tmp_path / "earlier"
    after = tmp_path / "after" / "heldout9"
    for d in (earlier, after):
        d.mkdir(parents=True)

    def kernel(name, orig, tool, hand, steps):
        opt = role(tool, applied=[{"step": s} for s in steps]) if tool else \
            role(same_as="original", no_variant=True)
        return {"name": name, "roles": {"original": role(orig), "optimized": opt,
                                        "hand": role(hand)}}

    (earlier / "e.json").write_text(json.dumps({"kernels": [
        kernel("walk", 2.0, None, 0.5, []), kernel("copy", 1.0, 0.6, 0.5, ["lanes"])]}))
    (after / "heldout9-x.json").write_text(json.dumps({"kernels": [
        kernel("walk", 2.0, 0.52, 0.5, ["lanes"]), kernel("copy", 1.0, 0.9, 0.5, ["swap"])]}))
    monkeypatch.setattr(rc, "RESULTS", tmp_path)
    monkeypatch.setitem(rc.EARLIER, "heldout9", "earlier")
    rs = rc.rows(tmp_path / "after")
    assert [(r["kernel"], r["before_tool_ms"], r["tool_ms"]) for r in rs] == [
        ("walk", 2.0, 0.52), ("copy", 0.6, 0.9)]
    text = rc.table(rs)
    assert "| heldout9 | walk | 4.00 | none | 2.0000 | 0.5200 | 0.5000 | 1.04 | lanes |" in text
    assert "| heldout9 | copy | 1.20 | lanes | 1.0000 | 0.9000 | 0.5000 | 1.80 | swap |" in text
    assert "1 of 2 now, 0 of 2 in the earlier runs" in text


def test_the_strict_count_leaves_out_hand_versions_no_faster_than_the_original():
    res = fake()
    slow_hand = next(k for k in res["kernels"] if k["name"] == "rgba_to_gray")
    slow_hand["roles"]["hand"] = role(3.2, 2.0)  # slower than its original (3.0)
    text = R.markdown(res, {"model": None, "optimizer": None, "advisor": None}, "fake.json")
    assert "tool within 10% of hand: **2 of 2**" in text  # the original beats that hand
    assert "of hand on **1 of 1**; the other 1 hand versions are no faster" in text
